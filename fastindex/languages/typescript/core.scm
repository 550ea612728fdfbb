; JavaScript / TypeScript / TSX: the part every one of the three grammars understands.
; Forms handled (see fastindex/languages/typescript/resolver.py for how each is resolved):
;   import d, {a as b} from "m"; import * as ns from "m"; import "m"; import x = require("m")
;   export function/class/const ...; export default <decl|expr>; export {a as b}; export {a as b} from "m"
;   export * from "m"; export * as ns from "m"; const x = require("m"); const {a, b: c} = require("m"); const c = require("m").a
;   module.exports = X | {a, b} | class X {..} | function x() {..}; exports.a = ...; module.exports.a = ...
;   (`module.exports = X`: @export.module, X is what requiring the module gives, and its default export; a property
;   of exports: @export.commonjs, a default import of the module is the module, as esModuleInterop reads it)
; Inside a pattern (not at its root) a member_expression is written `(_ . object: .. property: ..)` and a
; call_expression `(_ . function: .. arguments: ..)` in these files (core, types, js, jsx): in the three grammars'
; node-types.json no other type has both fields but TypeScript's nested_identifier, which stands only in module
; names and type paths. The matches are the same; tree-sitter analyses every named node with children against the
; grammar's parse table when it compiles a query, and a wildcard not (with the narrowing patterns, types.scm, this
; halves the compile every map process pays per language: tsx 0.64 -> 0.27 CPU-s). The anchor `.` before the
; first field (the type's first child) lets a wildcard standing on another node fail at that node's first child:
; the wildcards cost 3.1% more matching without it, 1.4% with it.

; ---- definitions (functions, methods and variables: defs-js.scm / defs-ts.scm) ----
(generator_function_declaration name: (identifier) @name) @definition.function
(class_declaration name: (_) @name) @definition.class
; docs: the comment (JSDoc or //) just before a declaration
((comment) @doc.comment . [
  (function_declaration name: (_) @name)
  (generator_function_declaration name: (_) @name)
  (class_declaration name: (_) @name)
  (method_definition name: (_) @name)
  (lexical_declaration (variable_declarator name: (identifier) @name))
  (variable_declaration (variable_declarator name: (identifier) @name))
  (export_statement declaration: [(function_declaration name: (_) @name)
                                  (generator_function_declaration name: (_) @name)
                                  (class_declaration name: (_) @name)
                                  (lexical_declaration (variable_declarator name: (identifier) @name))])])

; anonymous functions: scopes of their own (callbacks passed to describe(), map(), useEffect() ...)
(arrow_function) @scope.function
(function_expression) @scope.function

; CommonJS: exports.f = function () {} / module.exports.f = () => {} define (and export) f
(assignment_expression left: (_ . object: (identifier) @_e property: (property_identifier) @name)
  right: [(function_expression) (arrow_function)] @value (#eq? @_e "exports")) @definition.function
(assignment_expression left: (_ . object: (_ . object: (identifier) @_m property: (property_identifier) @_e) property: (property_identifier) @name)
  right: [(function_expression) (arrow_function)] @value (#eq? @_m "module") (#eq? @_e "exports")) @definition.function
; `exports.K = class {..}` / `module.exports.K = class {..}`: class K defined (its methods K's) and exported
(assignment_expression left: (_ . object: (identifier) @_e property: (property_identifier) @name)
  right: (class) (#eq? @_e "exports")) @definition.class
(assignment_expression left: (_ . object: (_ . object: (identifier) @_m property: (property_identifier) @_e) property: (property_identifier) @name)
  right: (class) (#eq? @_m "module") (#eq? @_e "exports")) @definition.class
(assignment_expression left: (_ . object: (identifier) @_e property: (property_identifier) @name)
  right: (class) (#eq? @_e "exports")) @export.commonjs
(assignment_expression left: (_ . object: (_ . object: (identifier) @_m property: (property_identifier) @_e) property: (property_identifier) @name)
  right: (class) (#eq? @_m "module") (#eq? @_e "exports")) @export.commonjs
; `Dependency.Template = class DependencyTemplate {..}`: a named class assigned to a property of a name (webpack's
; templates; not `exports.K = ..`, above), a class of its own, its methods its members
(expression_statement (assignment_expression left: (member_expression object: (identifier) @_o property: (property_identifier))
  right: (class name: (_) @name) @definition.class) (#not-any-of? @_o "exports" "module"))
; `module.exports = class K {..}` / `= function k() {..}`: K (k) defined, the module's default export
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e)
  right: (class name: (_) @name) @definition.class (#eq? @_m "module") (#eq? @_e "exports"))
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e)
  right: (function_expression name: (_) @name) @value (#eq? @_m "module") (#eq? @_e "exports")) @definition.function
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e)
  right: [(class name: (_) @name) (function_expression name: (_) @name)] (#eq? @_m "module") (#eq? @_e "exports")) @export.module
(assignment_expression left: (_ . object: (identifier) @_e property: (property_identifier) @name)
  right: [(function_expression) (arrow_function)] (#eq? @_e "exports")) @export.commonjs
(assignment_expression left: (_ . object: (_ . object: (identifier) @_m property: (property_identifier) @_e) property: (property_identifier) @name)
  right: [(function_expression) (arrow_function)] (#eq? @_m "module") (#eq? @_e "exports")) @export.commonjs

; ---- parameters and local bindings ---------------------------------------------
(arrow_function parameter: (identifier) @name) @local.parameter
(variable_declarator name: (object_pattern (shorthand_property_identifier_pattern) @name) value: (_)? @destructured_value) @local.variable
(variable_declarator name: (object_pattern (pair_pattern key: (_) @key value: (identifier) @name)) value: (_)? @destructured_value) @local.variable
;`const { descriptor: { script, setup: s } } = parse(content)`: a name in a nested pattern holds the property of
; the property (extract: the outer keys read after the value)
(variable_declarator name: (object_pattern (pair_pattern value: (object_pattern (shorthand_property_identifier_pattern) @name))) value: (_)? @destructured_value) @local.variable
(variable_declarator name: (object_pattern (pair_pattern value: (object_pattern (pair_pattern key: (_) @key value: (identifier) @name)))) value: (_)? @destructured_value) @local.variable
;`const { compiler = CompilerDOM, b: c = 1 } = options`: a name with a default holds the property as well
(variable_declarator name: (object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name)) value: (_)? @destructured_value) @local.variable
(variable_declarator name: (object_pattern (pair_pattern key: (_) @key value: (assignment_pattern left: (identifier) @name))) value: (_)? @destructured_value) @local.variable
;`const { plugins, hooks, ...options } = config`: the rest holds the value's other properties, typed as the value
(variable_declarator name: (object_pattern (rest_pattern (identifier) @name)) value: (_)? @value) @local.variable
(variable_declarator name: (array_pattern (identifier) @name)) @local.variable
; `const [groups, keys] = this.group(xs)`: each name holds the item at its place of what the value is declared as
(variable_declarator name: (array_pattern (identifier) @name) value: (_) @item_of) @local.variable
;`const [name, options = {}] = ..`: a name with a default holds the item at its place as well
(variable_declarator name: (array_pattern (assignment_pattern left: (identifier) @name)) value: (_)? @item_of) @local.variable
(for_in_statement left: (identifier) @name operator: "of" right: (_) @element_of) @local.variable
(for_in_statement left: (identifier) @name operator: "in") @local.variable
; `for (const [key, trail] of this.trails)`: the names are bound; the second of a Map's entries is a value
(for_in_statement left: (array_pattern (identifier) @name) operator: "of") @local.variable
(for_in_statement left: (array_pattern . (_) . (identifier) @name .) operator: "of" right: (_) @value_of) @local.variable
; ... the first a key
(for_in_statement left: (array_pattern . (identifier) @name . (_) .) operator: "of" right: (_) @key_of) @local.variable
(catch_clause parameter: (identifier) @name) @local.variable
(assignment_expression left: (_ . object: (this) property: (property_identifier) @name) right: (_) @value) @local.attribute

; ---- imports -------------------------------------------------------------------
(import_statement (import_clause (identifier) @alias) source: (string (string_fragment) @module)) @import.default
(import_statement (import_clause (named_imports (import_specifier name: (_) @name alias: (_)? @alias))) source: (string (string_fragment) @module)) @import.named
(import_statement (import_clause (namespace_import (identifier) @alias)) source: (string (string_fragment) @module)) @import.namespace
(import_statement source: (string (string_fragment) @module)) @import.module
(variable_declarator name: (identifier) @alias value: (_ . function: (identifier) @_req arguments: (arguments . (string (string_fragment) @module)))
  (#eq? @_req "require")) @import.namespace
(variable_declarator name: (object_pattern (shorthand_property_identifier_pattern) @name) value: (_ . function: (identifier) @_req arguments: (arguments . (string (string_fragment) @module)))
  (#eq? @_req "require")) @import.named
(variable_declarator name: (object_pattern (pair_pattern key: (_) @name value: (identifier) @alias)) value: (_ . function: (identifier) @_req arguments: (arguments . (string (string_fragment) @module)))
  (#eq? @_req "require")) @import.named
; `const foo = require("m").bar`: binds foo to m's bar
(variable_declarator name: (identifier) @alias value: (_ . object: (_ . function: (identifier) @_req arguments: (arguments . (string (string_fragment) @module))) property: (property_identifier) @name)
  (#eq? @_req "require")) @import.named
(export_statement (export_clause (export_specifier name: (_) @name alias: (_)? @alias)) source: (string (string_fragment) @module)) @reexport.named
(export_statement !declaration . "export" . "*" . "from" source: (string (string_fragment) @module)) @reexport.star
(export_statement (namespace_export (_) @alias) source: (string (string_fragment) @module)) @reexport.namespace

; ---- local exports ---------------------------------------------------------------
(export_statement (export_clause (export_specifier name: (_) @name alias: (_)? @alias)) !source) @export.named
(export_statement "default" value: (identifier) @name) @export.default
; `export default counterSlice.reducer` (a Redux slice file): the default export is the member the expression names
(export_statement "default" value: (member_expression) @name) @export.default
; `export default new Logger()`: the module's default export holds the value; the binding is named by the keyword,
; no entity (the checker's symbol is the export itself), and importers' `Logger.warn()` are members of what it holds
(export_statement "default" @name value: [(new_expression) (call_expression)] @value) @local.variable
(export_statement "default" @name value: [(new_expression) (call_expression)]) @export.default
(export_statement "default" declaration: [(function_declaration name: (_) @name) (class_declaration name: (_) @name)]) @export.default
; `export default function () {..}`, `export default class {..}`: a declaration named by the keyword, `default`, as
; the compiler names it, and the module's default export (`export default () => ..` is an expression: no declaration)
(export_statement "default" @name value: [(function_expression !name) (generator_function !name)] @value) @definition.function
(export_statement "default" @name value: (class !name)) @definition.class
(export_statement "default" @name value: [(function_expression !name) (generator_function !name) (class !name)]) @export.default
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e) right: (identifier) @name
  (#eq? @_m "module") (#eq? @_e "exports")) @export.module
; `module.exports = (algorithm) => {..}`: the anonymous function (its local definition `<fn@LINE>`), what requiring the
; module gives (a call of it gives what its JSDoc `@returns` says: webpack's `createHash(..).update(..)`)
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e)
  right: [(function_expression !name) (arrow_function)] @name (#eq? @_m "module") (#eq? @_e "exports")) @export.module
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e) right: (object (shorthand_property_identifier) @name)
  (#eq? @_m "module") (#eq? @_e "exports")) @export.commonjs
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e) right: (object (pair key: (_) @alias value: (identifier) @name))
  (#eq? @_m "module") (#eq? @_e "exports")) @export.commonjs
; `module.exports = { f() {..}, g: function () {..}, h: () => .. }`: functions the module exports by their keys
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e) right: (object (method_definition name: (property_identifier) @name))
  (#eq? @_m "module") (#eq? @_e "exports")) @export.commonjs
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e)
  right: (object (pair key: (property_identifier) @name value: [(function_expression) (arrow_function)] @value) @definition.function)
  (#eq? @_m "module") (#eq? @_e "exports"))
(assignment_expression left: (_ . object: (identifier) @_m property: (property_identifier) @_e)
  right: (object (pair key: (property_identifier) @name value: [(function_expression) (arrow_function)]))
  (#eq? @_m "module") (#eq? @_e "exports")) @export.commonjs
; `export default { format, parse: parseIt, setup() {..}, fix: () => .. }`: the object a default import gives, its
; keys the module's functions and values (export.object; `import utils from "./utils"`: `utils.format()`)
(export_statement "default" value: (object (shorthand_property_identifier) @name)) @export.object
(export_statement "default" value: (object (pair key: (_) @alias value: (identifier) @name))) @export.object
(export_statement "default" value: (object (method_definition name: (property_identifier) @name))) @export.object
(export_statement "default"
  value: (object (pair key: (property_identifier) @name value: [(function_expression) (arrow_function)] @value) @definition.function))
(export_statement "default" value: (object (pair key: (property_identifier) @name value: [(function_expression) (arrow_function)]))) @export.object
(assignment_expression left: (_ . object: (identifier) @_e property: (property_identifier) @alias) right: (identifier) @name
  (#eq? @_e "exports")) @export.commonjs
(assignment_expression left: (_ . object: (_ . object: (identifier) @_m property: (property_identifier) @_e) property: (property_identifier) @alias) right: (identifier) @name
  (#eq? @_m "module") (#eq? @_e "exports")) @export.commonjs

; ---- references ----------------------------------------------------------------
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (_ . object: (_) @receiver property: [(property_identifier) (private_property_identifier)] @name)) @reference.call
(new_expression constructor: (identifier) @name) @reference.new
(new_expression constructor: (_ . object: (_) @receiver property: [(property_identifier) (private_property_identifier)] @name)) @reference.new
(decorator (identifier) @name) @reference.decorator
(decorator (call_expression function: (identifier) @name)) @reference.decorator
; reads: a.b and plain names used as values (`this.#x`: a private member, named `#x` as its definition is)
(member_expression object: (_) @receiver property: [(property_identifier) (private_property_identifier)] @name) @reference.read
; `const { canvas: c, a: { b } } = props`: a renamed (or nested) key reads the property of what the value holds, as
; `props.canvas` does (a shorthand `{ canvas }` only binds the name)
(variable_declarator name: (object_pattern (pair_pattern key: (property_identifier) @name)) value: (_) @receiver) @reference.read
; `({ palette = COLOR_PALETTE }) => ..`: a default value reads its name
(object_assignment_pattern right: (identifier) @name) @reference.read
(arguments (identifier) @name) @reference.read
(variable_declarator value: (identifier) @name) @reference.read
(assignment_expression right: (identifier) @name) @reference.read
(assignment_expression left: (identifier) @name) @reference.read
(augmented_assignment_expression left: (identifier) @name) @reference.read
(update_expression argument: (identifier) @name) @reference.read
(return_statement (identifier) @name) @reference.read
(array (identifier) @name) @reference.read
(pair value: (identifier) @name) @reference.read
(shorthand_property_identifier) @name @reference.read
(binary_expression (identifier) @name) @reference.read
(unary_expression (identifier) @name) @reference.read
(ternary_expression (identifier) @name) @reference.read
(subscript_expression object: (identifier) @name) @reference.read
(subscript_expression index: (identifier) @name) @reference.read
(spread_element (identifier) @name) @reference.read
(arrow_function body: (identifier) @name) @reference.read
(parenthesized_expression (identifier) @name) @reference.read
(await_expression (identifier) @name) @reference.read
(template_substitution (identifier) @name) @reference.read
(assignment_pattern right: (identifier) @name) @reference.read
(for_in_statement right: (identifier) @name) @reference.read
(throw_statement (identifier) @name) @reference.read
(if_statement condition: (parenthesized_expression (identifier) @name)) @reference.read
(augmented_assignment_expression right: (identifier) @name) @reference.read
(sequence_expression (identifier) @name) @reference.read
(export_statement value: (identifier) @name) @reference.read
(switch_case value: (identifier) @name) @reference.read
; `yield item`, a bare `name;` statement (or a `for (;;)` condition)
(yield_expression (identifier) @name) @reference.read
(expression_statement (identifier) @name) @reference.read
; `{ [KEY]: 1 }`, `[Symbol.iterator]() {}`: a computed key reads its name
(computed_property_name (identifier) @name) @reference.read
