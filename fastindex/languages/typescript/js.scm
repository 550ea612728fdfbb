; JavaScript / JSX only (TypeScript spells these differently, see types.scm).
(field_definition property: [(property_identifier) (private_property_identifier) (number)] @name value: (_)? @value) @definition.property
; `handler = defaultHandler`: a field initialised with a name reads it
(field_definition value: (identifier) @name) @reference.read
(field_definition property: (string (string_fragment) @name) value: (_)? @value) @definition.property
(formal_parameters (identifier) @name) @local.parameter
(formal_parameters (assignment_pattern left: (identifier) @name)) @local.parameter
; `...rest`, `{a, b: c, d = 1, ...e}`, `[g, h]`, `{i} = {}` (types.scm's, without the annotations)
(formal_parameters (rest_pattern (identifier) @name)) @local.parameter
(formal_parameters [(object_pattern (shorthand_property_identifier_pattern) @name)
                    (assignment_pattern left: (object_pattern (shorthand_property_identifier_pattern) @name))]) @local.parameter
(formal_parameters [(object_pattern (pair_pattern value: (identifier) @name))
                    (assignment_pattern left: (object_pattern (pair_pattern value: (identifier) @name)))]) @local.parameter
(formal_parameters (object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name))) @local.parameter
(formal_parameters (object_pattern (pair_pattern value: (assignment_pattern left: (identifier) @name)))) @local.parameter
(formal_parameters (object_pattern (rest_pattern (identifier) @name))) @local.parameter
(formal_parameters [(array_pattern (identifier) @name) (array_pattern (assignment_pattern left: (identifier) @name))]) @local.parameter
(class_heritage (identifier) @name) @reference.inherit
(class_heritage (_ . object: (_) @receiver property: (property_identifier) @name)) @reference.inherit
; a mixin's anonymous class (`return class extends Base {..}`): as types.scm's
(return_statement (class !name (class_heritage (_) @type) body: (class_body) @scope.function))
(arrow_function body: (class !name (class_heritage (_) @type) body: (class_body) @scope.function))
(arrow_function body: (parenthesized_expression (class !name (class_heritage (_) @type) body: (class_body) @scope.function)))
; JavaScript's grammar leaves `default` in an export or import specifier a bare token, no field (TypeScript's makes it
; the name or alias identifier, which core.scm's patterns read): `export { Foo as default }`, the barrel's
; `export { default as Button } from "./Button"` and `export { default } from "./x"`, `import { default as x } from`
(export_statement (export_clause (export_specifier name: (_) @name "default")) !source) @export.default
(export_statement (export_clause (export_specifier "default" alias: (_) @alias)) source: (string (string_fragment) @module)) @reexport.default
(export_statement (export_clause (export_specifier "default" !alias) @alias) source: (string (string_fragment) @module)) @reexport.default
(import_statement (import_clause (named_imports (import_specifier "default" alias: (_) @alias))) source: (string (string_fragment) @module)) @import.default
; JSDoc on a class field and on a constructor's `this.x = ..` (`/** @type {Map<string, Module>} */`: jsdoc.py)
((comment) @doc.comment . (field_definition property: (_) @name))
((comment) @doc.comment . (expression_statement (assignment_expression left: (member_expression object: (this) property: (property_identifier) @name))))
; ... and on a function assigned to a property (`module.exports.compare = (a, b) => ..`, `exports.f = function (x) {..}`:
; its `@param` and `@returns` tags)
((comment) @doc.comment . (expression_statement (assignment_expression left: (member_expression object: (_) property: (property_identifier) @name)
  right: [(function_expression) (arrow_function)])))
; ... and on an anonymous function so assigned (`module.exports = (algorithm) => {..}`: a local `<fn@LINE>`, its tags
; keyed by where it starts)
((comment) @doc.comment . (expression_statement (assignment_expression left: (member_expression)
  right: [(function_expression !name) (arrow_function)] @name)))
; A callback's unannotated first parameter (types.scm's, JavaScript's parameter lists): `xs.map((x) => ..)`,
; `xs.find(function (x) {..})` hold an element of xs; `xs.forEach(..)` a value (a Map's; an Array's or a Set's
; element), its second a key; `xs.reduce((acc, x) => ..)` the second; `p.then((a) => ..)` what awaiting p gives
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameter: (identifier) @name)
                           (arrow_function parameters: (formal_parameters . (identifier) @name))
                           (function_expression parameters: (formal_parameters . (identifier) @name))])
  (#any-of? @_m "map" "flatMap" "filter" "find" "findIndex" "findLast" "findLastIndex" "some" "every")) @local.parameter
(call_expression function: (_ . object: (_) @value_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameter: (identifier) @name)
                           (arrow_function parameters: (formal_parameters . (identifier) @name))
                           (function_expression parameters: (formal_parameters . (identifier) @name))])
  (#eq? @_m "forEach")) @local.parameter
(call_expression function: (_ . object: (_) @key_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (_) . (identifier) @name))
                           (function_expression parameters: (formal_parameters . (_) . (identifier) @name))])
  (#eq? @_m "forEach")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters . (_) . (identifier) @name))
                           (function_expression parameters: (formal_parameters . (_) . (identifier) @name))])
  (#eq? @_m "reduce")) @local.parameter
(call_expression function: (_ . object: (_) @element_of property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameters: (formal_parameters (identifier) @name))
                           (function_expression parameters: (formal_parameters (identifier) @name))])
  (#eq? @_m "sort")) @local.parameter
(call_expression function: (_ . object: (_) @items_of property: (property_identifier) @_m)
  arguments: (arguments . (arrow_function parameters: (formal_parameters . (array_pattern (identifier) @name))))
  (#any-of? @_m "forEach" "map" "flatMap" "filter" "find" "findIndex" "some" "every")) @local.parameter
(call_expression function: (_ . object: (_) @value property: (property_identifier) @_m)
  arguments: (arguments . [(arrow_function parameter: (identifier) @name)
                           (arrow_function parameters: (formal_parameters . (identifier) @name))
                           (function_expression parameters: (formal_parameters . (identifier) @name))])
  (#eq? @_m "then")) @local.parameter
