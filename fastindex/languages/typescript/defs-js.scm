; JavaScript / JSX: functions, methods and variables (read before core.scm).
(function_declaration name: (identifier) @name) @definition.function
(method_definition name: [(property_identifier) (private_property_identifier) (number)] @name) @definition.method
(method_definition name: (string (string_fragment) @name)) @definition.method
; `[kDispatch] (opts) {..}`: a method named by a computed key, its class's code (spec.computed_names)
(method_definition name: (computed_property_name) @name) @definition.method
(variable_declarator name: (identifier) @name value: (_)? @value) @definition.variable
