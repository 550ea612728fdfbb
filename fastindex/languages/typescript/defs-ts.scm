; TypeScript / TSX: functions, methods and variables with their optional annotations (read before core.scm).
; One pattern per declaration: an untyped pattern beside a typed one would match every typed declaration twice.
(function_declaration name: (identifier) @name return_type: (_)? @type) @definition.function
(method_definition name: [(property_identifier) (private_property_identifier) (number)] @name return_type: (_)? @type) @definition.method
(method_definition name: (string (string_fragment) @name) return_type: (_)? @type) @definition.method
; `[Symbol.iterator](): Iterator<T> {..}`: a method named by a computed key, its class's code (spec.computed_names)
(method_definition name: (computed_property_name) @name return_type: (_)? @type) @definition.method
(variable_declarator name: (identifier) @name type: (_)? @type value: (_)? @value) @definition.variable
; `using editor = makeEditor()`, `await using conn = open()` (TypeScript 5.2's explicit resource management), which
; the pinned grammar reads as an assignment holding a `using` token (JavaScript's has a using_declaration)
(assignment_expression "using" left: (identifier) @name right: (_) @value) @definition.variable
