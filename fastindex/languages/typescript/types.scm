; TypeScript / TSX only: type-level definitions and references.
; an interface's type text is what its index signature gives (`interface ObjMap<T> { [key: string]: T }`: T), if any
(interface_declaration name: (_) @name body: (interface_body (index_signature type: (type_annotation (_) @type))?)) @definition.interface
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
(optional_parameter "readonly" pattern: (identifier) @name type: (_)? @type) @definition.property

(import_statement (import_require_clause (identifier) @alias source: (string (string_fragment) @module))) @import.namespace
; `export type * from "m"` (TypeScript 5.0; the grammar reads `type` as an error): re-exports m's names as types
(export_statement !declaration . "export" . (ERROR "type") . "*" . "from" source: (string (string_fragment) @module)) @reexport.star
; `export = f;` (TypeScript's CommonJS export, no value field): what `import x = require()` gives, and the module's
; default export (@export.module); read there
(export_statement . "export" . "=" . (identifier) @name) @export.module
(export_statement . "export" . "=" . (identifier) @name) @reference.read

(type_identifier) @name @reference.type
(nested_type_identifier module: (_) @receiver name: (type_identifier) @name) @reference.type
; `DefaultOptions.WatchQuery.Input`: the namespace on the way is read too (`WatchQuery` of `DefaultOptions`; a longer
; path's first names are a member_expression, read as one is)
(nested_type_identifier module: (_ . object: (_) @receiver property: (_) @name)) @reference.read
(implements_clause (type_identifier) @name) @reference.implement
(extends_type_clause type: (type_identifier) @name) @reference.inherit
(class_heritage (extends_clause value: (identifier) @name)) @reference.inherit
(class_heritage (extends_clause value: (_ . object: (_) @receiver property: (property_identifier) @name))) @reference.inherit
; `class UpdateUserDto extends PartialType(CreateUserDto)`, `extends IntersectionType(A, B)`, a mixin `Mixin(Base)`: a
; class made from the classes passed has their members (NestJS's mapped types: the picked ones, which are all that
; valid code reads)
(class_heritage (extends_clause value: (_ . function: (identifier) arguments: (arguments (identifier) @name)))) @reference.inherit
; a mixin's anonymous class, `return class extends Base {..}` of `function Named<T extends Constructor<Node>>(Base: T)`
; (ts-morph's ~60 node mixins): its body a scope of its own, whose `this` is an instance of what the class extends (the
; instance the value constructs: a Node), as a Java anonymous class's is (LanguageSpec.anonymous_bodies)
(return_statement (class !name (class_heritage (extends_clause value: (_) @type)) body: (class_body) @scope.function))
(arrow_function body: (class !name (class_heritage (extends_clause value: (_) @type)) body: (class_body) @scope.function))
(arrow_function body: (parenthesized_expression
  (class !name (class_heritage (extends_clause value: (_) @type)) body: (class_body) @scope.function)))
(as_expression (identifier) @name) @reference.read
(satisfies_expression (identifier) @name) @reference.read
(non_null_expression (identifier) @name) @reference.read
; `const parse = decode<Config>;` (an instantiation expression) and `enum E { B = BASE }` read their names
(instantiation_expression . (identifier) @name) @reference.read
(enum_assignment value: (identifier) @name) @reference.read
(type_query (identifier) @name) @reference.read
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
; a construct signature (`interface ObservableCtor { new <T>(init: (subscriber: Subscriber<T>) => void): Observable<T> }`,
; rxjs's `var Observable: ObservableCtor`): alike, for `new Observable((subscriber) => ..)`
(construct_signature type: (_)? @type) @scope.function
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
; `({ request: { http }, metrics }) => ..`: a name of a pattern nested in the parameter's, the property of a property
(required_parameter pattern: (object_pattern (pair_pattern value: (object_pattern (shorthand_property_identifier_pattern) @name))) type: (_)? @destructured_type) @local.parameter
(required_parameter pattern: (object_pattern (pair_pattern value: (object_pattern (pair_pattern key: (_) @key value: (identifier) @name)))) type: (_)? @destructured_type) @local.parameter
;`({ a, ...rest }: Props) => ..`: the rest is typed as the parameter
(required_parameter pattern: (object_pattern (rest_pattern (identifier) @name)) type: (_)? @type) @local.parameter
; class App extends Component<Props, State>: the base's type arguments, for members typed by them (resolver.py)
(class_declaration name: (_) @name (class_heritage (extends_clause type_arguments: (_) @type))) @definition.class
(abstract_class_declaration name: (_) @name (class_heritage (extends_clause type_arguments: (_) @type))) @definition.class
; xs.map((x) => ...), xs.find(x => ...): a callback's unannotated parameter holds an element of xs
; (reduce: the second parameter; the first is the accumulator). Typed as an element of the receiver.
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameter: (identifier) @name))
  (#any-of? @_m "map" "flatMap" "filter" "find" "findIndex" "findLast" "findLastIndex" "some" "every")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))
                           (function_expression parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))])
  (#any-of? @_m "map" "flatMap" "filter" "find" "findIndex" "findLast" "findLastIndex" "some" "every")) @local.parameter
; xs.forEach((x) => ..): a value of xs (a Map's value; an Array's or a Set's element: spec.values_are_elements)
(call_expression function: (_ . object: (_) @value_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameter: (identifier) @name))
  (#eq? @_m "forEach")) @local.parameter
(call_expression function: (_ . object: (_) @value_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))
                           (function_expression parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))])
  (#eq? @_m "forEach")) @local.parameter
; ... its second a key (a Map's; an Array's index is none)
(call_expression function: (_ . object: (_) @key_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (_) . (required_parameter pattern: (identifier) @name !type)))
                           (function_expression parameters: (formal_parameters . (_) . (required_parameter pattern: (identifier) @name !type)))])
  (#eq? @_m "forEach")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (_) . (required_parameter pattern: (identifier) @name !type)))
                           (function_expression parameters: (formal_parameters . (_) . (required_parameter pattern: (identifier) @name !type)))])
  (#eq? @_m "reduce")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameters: (formal_parameters (required_parameter pattern: (identifier) @name !type))))
  (#eq? @_m "sort")) @local.parameter
; p.then((a) => ..): what awaiting p gives (its Promise's type argument: a type wrapper); `.then`'s first callback only
(call_expression function: (_ . object: (_) @value property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameter: (identifier) @name))
  (#eq? @_m "then")) @local.parameter
(call_expression function: (_ . object: (_) @value property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))
                           (function_expression parameters: (formal_parameters . (required_parameter pattern: (identifier) @name !type)))])
  (#eq? @_m "then")) @local.parameter
; `pairs.forEach(([relation, entity]) => ..)`: each name holds the item at its place of an element of pairs
(call_expression function: (_ . object: (_) @items_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameters: (formal_parameters . (required_parameter pattern: (array_pattern (identifier) @name) !type))))
  (#any-of? @_m "forEach" "map" "flatMap" "filter" "find" "findIndex" "some" "every")) @local.parameter
