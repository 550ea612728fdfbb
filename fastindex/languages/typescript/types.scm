; TypeScript / TSX only: type-level definitions and references.
(interface_declaration name: (_) @name) @definition.interface
(type_alias_declaration name: (_) @name value: (_) @type) @definition.type
(enum_declaration name: (_) @name) @definition.enum
(abstract_class_declaration name: (_) @name) @definition.class
; `export default abstract class Model {}`: the module's default export (core.scm has the other declarations)
(export_statement "default" declaration: (abstract_class_declaration name: (_) @name)) @export.default
; Members are named as the checker names them: `'aria-current'?: X` is aria-current (the string's text); a
; computed name (`[RAW]?: X`, `[Symbol.iterator]() {}`) is no member of its own (what it mentions belongs to the
; class or interface around it). The same in defs-ts.scm / defs-js.scm / js.scm.
(method_signature name: [(property_identifier) (private_property_identifier) (number)] @name return_type: (_)? @type) @definition.method
(method_signature name: (string (string_fragment) @name) return_type: (_)? @type) @definition.method
(abstract_method_signature name: [(property_identifier) (private_property_identifier) (number)] @name return_type: (_)? @type) @definition.method
(abstract_method_signature name: (string (string_fragment) @name) return_type: (_)? @type) @definition.method
(property_signature name: [(property_identifier) (private_property_identifier) (number)] @name type: (_)? @type) @definition.property
(property_signature name: (string (string_fragment) @name) type: (_)? @type) @definition.property
(public_field_definition name: [(property_identifier) (private_property_identifier) (number)] @name type: (_)? @type value: (_)? @value) @definition.property
(public_field_definition name: (string (string_fragment) @name) type: (_)? @type value: (_)? @value) @definition.property
; `#params: Record<string, string> = emptyParams`, `errorHandler: ErrorHandler = errorHandler`: a field initialised
; with a name reads it
(public_field_definition value: (identifier) @name) @reference.read
(function_signature name: (_) @name return_type: (_)? @type) @definition.function
(ambient_declaration (module name: (_) @name)) @definition.module
; `declare global { interface Window {..} }`: a module named global whose declarations every file sees (the
; linker reads them through LanguageSpec.global_modules)
(ambient_declaration "global" @name (statement_block)) @definition.module
(internal_module name: (identifier) @name) @definition.module
; `namespace Outer.Inner { .. }`: namespace Outer holding namespace Inner (its span the body, so that it nests in
; Outer's); three names or more stay one namespace named by the path
(internal_module name: (nested_identifier object: (identifier) @name)) @definition.module
(internal_module name: (nested_identifier object: (identifier) property: (_) @name) body: (_) @definition.module)
(internal_module name: (nested_identifier object: (member_expression)) @name) @definition.module
; `module Legacy { .. }` (the namespace's older keyword; the grammar makes it a module node, not internal_module)
(module name: (identifier) @name) @definition.module
((comment) @doc.comment . [
  (interface_declaration name: (_) @name)
  (type_alias_declaration name: (_) @name)
  (enum_declaration name: (_) @name)
  (abstract_class_declaration name: (_) @name)
  (method_signature name: (_) @name)
  (abstract_method_signature name: (_) @name)
  (property_signature name: (_) @name)
  (public_field_definition name: (_) @name)
  (function_signature name: (_) @name)
  (export_statement declaration: [(interface_declaration name: (_) @name)
                                  (type_alias_declaration name: (_) @name)
                                  (enum_declaration name: (_) @name)
                                  (abstract_class_declaration name: (_) @name)])])

(required_parameter pattern: (identifier) @name type: (_)? @type value: (_)? @value) @local.parameter
(optional_parameter pattern: (identifier) @name type: (_)? @type value: (_)? @value) @local.parameter
; `(...deltas: StoreDelta[])`: a rest parameter holds the array its annotation declares
(required_parameter pattern: (rest_pattern (identifier) @name) type: (_)? @type) @local.parameter
; constructor(private repo: Repo): a parameter property is a member of the class (see extract.py)
(required_parameter (accessibility_modifier) pattern: (identifier) @name type: (_)? @type) @definition.property
(required_parameter "readonly" pattern: (identifier) @name type: (_)? @type) @definition.property
(optional_parameter (accessibility_modifier) pattern: (identifier) @name type: (_)? @type) @definition.property

(import_statement (import_require_clause (identifier) @alias source: (string (string_fragment) @module))) @import.namespace
; `export type * from "m"` (TypeScript 5.0; the grammar reads `type` as an error): re-exports m's names as types
(export_statement !declaration . "export" . (ERROR "type") . "*" . "from" source: (string (string_fragment) @module)) @reexport.star
; `export = f;` (TypeScript's CommonJS export, no value field): what `import x = require()` gives, and the module's
; default export (@export.module); read there
(export_statement . "export" . "=" . (identifier) @name) @export.module
(export_statement . "export" . "=" . (identifier) @name) @reference.read

(type_identifier) @name @reference.type
(nested_type_identifier module: (_) @receiver name: (type_identifier) @name) @reference.type
(implements_clause (type_identifier) @name) @reference.implement
(extends_type_clause type: (type_identifier) @name) @reference.inherit
(class_heritage (extends_clause value: (identifier) @name)) @reference.inherit
(class_heritage (extends_clause value: (_ . object: (_) @receiver property: (property_identifier) @name))) @reference.inherit
; `class UpdateUserDto extends PartialType(CreateUserDto)`, `extends IntersectionType(A, B)`, a mixin `Mixin(Base)`: a
; class made from the classes passed has their members (NestJS's mapped types: the picked ones, which are all that
; valid code reads)
(class_heritage (extends_clause value: (_ . function: (identifier) arguments: (arguments (identifier) @name)))) @reference.inherit
(as_expression (identifier) @name) @reference.read
(satisfies_expression (identifier) @name) @reference.read
(non_null_expression (identifier) @name) @reference.read
(type_query (identifier) @name) @reference.type
(extends_type_clause type: (nested_type_identifier module: (_) @receiver name: (type_identifier) @name)) @reference.inherit
(extends_type_clause type: (generic_type name: (type_identifier) @name)) @reference.inherit
; `interface TransformContext extends Required<Omit<TransformOptions, K>>`: the interface a wrapper of the
; standard library keeps (all or some of) the members of is the base (LanguageSpec.type_wrappers and
; member_subset_types read the same wrappers in annotations)
(extends_type_clause type: (generic_type name: (type_identifier) @_w type_arguments: (type_arguments . (type_identifier) @name))
  (#any-of? @_w "Readonly" "Partial" "Required" "NonNullable" "Pick" "Omit")) @reference.inherit
(extends_type_clause type: (generic_type name: (type_identifier) @_w type_arguments: (type_arguments .
  (generic_type name: (type_identifier) @_v type_arguments: (type_arguments . (type_identifier) @name))))
  (#any-of? @_w "Readonly" "Partial" "Required" "NonNullable" "Pick" "Omit")
  (#any-of? @_v "Readonly" "Partial" "Required" "NonNullable" "Pick" "Omit")) @reference.inherit
(extends_type_clause type: (generic_type name: (nested_type_identifier module: (_) @receiver name: (type_identifier) @name))) @reference.inherit
(implements_clause (nested_type_identifier module: (_) @receiver name: (type_identifier) @name)) @reference.implement
(implements_clause (generic_type name: (type_identifier) @name)) @reference.implement
; a call signature of an interface or type literal (`interface HandlerInterface { <P extends string>(path: P,
; handler: H): Hono }`): a scope of its own for its parameters and type parameters, which a callback passed to a
; value of that type takes its parameters' types from (hono's `app.get('/', (c) => c.text(..))`)
; (its declared result: what calling such a value gives, `new Hono().use(..).get(..)`)
(call_signature return_type: (_)? @type) @scope.function
; `<T extends Action>`: T holds what its bound declares (a value of type T has its members)
(type_parameter name: (type_identifier) @name constraint: (constraint (_) @type)) @local.parameter
(type_parameter name: (type_identifier) @name) @local.parameter
; React `const [api, setApi] = useState<Api | null>(null)`: the state holds the hook's type argument
(variable_declarator name: (array_pattern . (identifier) @name) value: (call_expression function: (identifier) @_hook
  type_arguments: (type_arguments . (_) @type)) (#eq? @_hook "useState")) @local.variable
(variable_declarator name: (array_pattern . (identifier) @name) value: (call_expression
  function: (_ . object: (identifier) @_react property: (property_identifier) @_hook)
  type_arguments: (type_arguments . (_) @type)) (#eq? @_react "React") (#eq? @_hook "useState")) @local.variable
(required_parameter value: (identifier) @name) @reference.read
(optional_parameter value: (identifier) @name) @reference.read
; `({ p: patch, o: { insert } }: RendererInternals) => ..`: a renamed key names the property of the declared type
(required_parameter pattern: (object_pattern (pair_pattern key: (property_identifier) @name))
  type: (type_annotation [(type_identifier) (nested_type_identifier)] @receiver)) @reference.read
; ({ appState, b: c }: Props) => ...: each name holds the property of that type
(required_parameter pattern: (object_pattern (shorthand_property_identifier_pattern) @name) type: (_)? @destructured_type) @local.parameter
(required_parameter pattern: (object_pattern (pair_pattern key: (_) @key value: (identifier) @name)) type: (_)? @destructured_type) @local.parameter
(required_parameter pattern: (object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name)) type: (_)? @destructured_type) @local.parameter
(required_parameter pattern: (object_pattern (pair_pattern key: (_) @key value: (assignment_pattern left: (identifier) @name))) type: (_)? @destructured_type) @local.parameter
;`({ a, ...rest }: Props) => ..`: the rest is typed as the parameter
(required_parameter pattern: (object_pattern (rest_pattern (identifier) @name)) type: (_)? @type) @local.parameter
; class App extends Component<Props, State>: the base's type arguments, for members typed by them (resolver.py)
(class_declaration name: (_) @name (class_heritage (extends_clause type_arguments: (_) @type))) @definition.class
(abstract_class_declaration name: (_) @name (class_heritage (extends_clause type_arguments: (_) @type))) @definition.class
; xs.forEach((x) => ...), xs.find(x => ...): a callback's unannotated parameter holds an element of xs
; (reduce: the second parameter; the first is the accumulator). Typed as an element of the receiver.
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameter: (identifier) @name))
  (#any-of? @_m "forEach" "map" "flatMap" "filter" "find" "findIndex" "findLast" "findLastIndex" "some" "every")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))
                           (function_expression parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))])
  (#any-of? @_m "forEach" "map" "flatMap" "filter" "find" "findIndex" "findLast" "findLastIndex" "some" "every")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (_) . (required_parameter pattern: (identifier) @name !type)))
                           (function_expression parameters: (formal_parameters . (_) . (required_parameter pattern: (identifier) @name !type)))])
  (#eq? @_m "reduce")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameters: (formal_parameters (required_parameter pattern: (identifier) @name !type))))
  (#eq? @_m "sort")) @local.parameter
; `pairs.forEach(([relation, entity]) => ..)`: each name holds the item at its place of an element of pairs
(call_expression function: (_ . object: (_) @items_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameters: (formal_parameters . (required_parameter pattern: (array_pattern (identifier) @name) !type))))
  (#any-of? @_m "forEach" "map" "flatMap" "filter" "find" "findIndex" "some" "every")) @local.parameter

; ---- narrowing. The nodes inside a test are written `(_ ...)` where their own fields name the node type (the
; grammar's node-types.json): `(_ . left: .. operator: "&&")` (or "||", "===", "==", "!==", "!=", "instanceof") is a
; binary_expression, and `(_ . object: .. property: (_))` a member_expression where an expression stands (a
; subscript_expression has no property). The matches are the same; the compile is not: tree-sitter analyses every
; named node with children against the grammar's parse table when it compiles the query, a wildcard not, and written
; with their names these patterns took 0.33 of the 0.65 CPU-s TypeScript's query (and TSX's) costs to compile in every
; map process. The anchor `.` before the type's first child (`left: (_)` written where a pattern names no left
; operand) lets a wildcard standing on another node fail at that node's first child (see core.scm).
; `if (isTable(x)) {..}`, `if (C.isTable(x) || C.isView(x)) {..}`: a user-defined type guard (`isTable(o): o is
; Table`) narrows x to what it declares inside the block (the linker reads the guard's declared result)
(if_statement condition: (parenthesized_expression (call_expression function: [(identifier) (member_expression)] @type
  arguments: (arguments . [(identifier) (member_expression)] @name .))) consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ .
  left: (call_expression function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))
  operator: "||"
  right: (call_expression function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] .))))
  consequence: (statement_block) @narrowing.inside)
; `if (x instanceof Table) {..}`, `if (x instanceof Table || x instanceof View) {..}`
(if_statement condition: (parenthesized_expression (_ . left: [(identifier) (member_expression)] @name
  operator: "instanceof" right: [(identifier) (member_expression)] @type)) consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ .
  left: (_ . left: [(identifier) (member_expression)] @name operator: "instanceof" right: [(identifier) (member_expression)] @type)
  operator: "||"
  right: (_ . left: [(identifier) (member_expression)] operator: "instanceof" right: [(identifier) (member_expression)] @type)))
  consequence: (statement_block) @narrowing.inside)
; `if (options.type === "mysql") {..}`, `if (node.type === NodeTypes.TEXT) {..}`: a discriminated union narrowed to
; the alternatives whose `type` is that literal or enum member (the linker reads the comparison, @type, against the
; alternatives' declared `type`)
(if_statement condition: (parenthesized_expression (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) consequence: (statement_block) @narrowing.inside)
; `node.type === NodeTypes.ELEMENT && node.tagType === ..`, `if (a && node.type === X && node.codegenNode) {..}`:
; the rest of a chain of && after a discriminant test, and the block of an if whose condition is such a chain
; (the test's own `node.type` is read as declared: the linker leaves the discriminant itself out)
(binary_expression left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&") operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&" right: (_) @narrowing.inside)
(binary_expression left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&" right: (_) @narrowing.inside)
(binary_expression left: (_ . left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&") operator: "&&" right: (_) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
; `if (node.type !== NodeTypes.ELEMENT) return` (or throw, continue, break) and no else: the alternatives whose
; `type` is that member after it
(if_statement condition: (parenthesized_expression (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["!==" "!="] right: [(string) (member_expression)]) @type)
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
; `if (node.type !== NodeTypes.ELEMENT || node.tagType !== ElementTypes.ELEMENT) return`: each test of the || that
; leaves; `if (!(node.type === NodeTypes.ELEMENT && ..)) return`: the first test of the && negated
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["!==" "!="] right: [(string) (member_expression)]) @type operator: "||"))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
(if_statement condition: (parenthesized_expression (_ . left: (_) operator: "||" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["!==" "!="] right: [(string) (member_expression)]) @type))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
(if_statement condition: (parenthesized_expression (unary_expression operator: "!" argument: (parenthesized_expression
  (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&"))))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
; `switch (node.type) { case NodeTypes.TEXT: .. }`: each case with statements narrowed so, the test read as
; "((node.type), NodeTypes.TEXT)"; only the first case and one right after a case with statements of its own (a case
; that several empty cases fall into is left as declared)
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body . (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body (switch_case body: (_)) . (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
; `case NodeTypes.INTERPOLATION: case NodeTypes.TEXT_CALL: ..`: a case that one or two empty cases fall into, narrowed
; to the alternatives of any of them ("((node.type), A, B)")
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body (switch_case body: (_)) . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body (switch_case body: (_)) . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
; a property tested for truth (`r.isError` a discriminant declared `true` in some alternatives of a union, `false` in
; the others): `if (r.isError) {..} else {..}`, `if (!r.isError) {..}`, `r.isError ? a : b`, `r.isError && ..` (up
; to four tests before it in the chain), `r.isError || ..`, and what follows `if (r.isPending) return` (or
; `if (!r.data) throw ..`); the linker reads them as `r.isError === true` (where the test fails: negated), and keeps
; the alternatives so declared (a property declared `boolean`, or anything but the union, is left as declared)
(if_statement condition: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_)) @type)
  consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_)) @type)
  alternative: (else_clause (statement_block) @narrowing.falsy))
(if_statement condition: (parenthesized_expression (unary_expression operator: "!"
  argument: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type))
  consequence: (statement_block) @narrowing.falsy)
(if_statement condition: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_)) @type)
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.falsy_after
(if_statement condition: (parenthesized_expression (unary_expression operator: "!"
  argument: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.truthy_after
(ternary_expression condition: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  consequence: (_) @narrowing.truthy)
(ternary_expression condition: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  alternative: (_) @narrowing.falsy)
(binary_expression left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type operator: "&&")
  operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&") operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "||" right: (_) @narrowing.falsy)
; `if (r.isError && !r.isFetching && ..) {..}`: the block of an if whose condition is a chain of && starting with it
(if_statement condition: (parenthesized_expression (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&")) consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&")) consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&")) consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&") operator: "&&")) consequence: (statement_block) @narrowing.truthy)
; `if (result.data !== undefined && r.isError) {..}`: the test last in the chain
(if_statement condition: (parenthesized_expression (_ . left: (_) operator: "&&"
  right: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type))
  consequence: (statement_block) @narrowing.truthy)
