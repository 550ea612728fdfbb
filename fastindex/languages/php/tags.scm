; PHP: definitions, `use` imports and reference sites.
; Forms handled:
;   use A\B\C;  use A\B\C as D;  use A\B\{C, D as E};   -> binds C / D / E to class C of the file A/B/C.php,
;                                                         found by path suffix (PSR-4 layouts: src/B/C.php)
;   $x->m()  $this->p  C::m()  self::m()  new C  extends / implements; untyped variables stay unresolved
;   \A\B\C::m()  new \A\B\C  extends \A\B\C  implements A\B\I  use \A\T; (a trait)  \A\f()   -> C / f with the
;                                                         namespace A\B as receiver (LanguageSpec.namespace_paths)

(class_declaration name: (name) @name) @definition.class
(interface_declaration name: (name) @name) @definition.interface
(trait_declaration name: (name) @name) @definition.class
(enum_declaration name: (name) @name) @definition.enum
(function_definition name: (name) @name return_type: (_)? @type) @definition.function
(method_declaration name: (name) @name return_type: (_)? @type) @definition.method
; a doc comment before a method, a function or a property: its PHPDoc `@param T $x`, `@return T`, `@var T`
; (LanguageSpec.doc_type_reader: php/phpdoc.py)
((comment) @doc.comment . [(class_declaration name: (name) @name) (interface_declaration name: (name) @name)
                              (trait_declaration name: (name) @name)])
((comment) @doc.comment . (method_declaration name: (name) @name))
((comment) @doc.comment . (function_definition name: (name) @name))
((comment) @doc.comment . (property_declaration (property_element name: (variable_name (name) @name))))
; `/** @var Builder $query */` before a statement assigning $query, or a foreach binding it: the local's type
((comment) @doc.comment . (expression_statement (assignment_expression left: (variable_name) @name)))
((comment) @doc.comment . (foreach_statement . (_) . (variable_name) @name))
((comment) @doc.comment . (foreach_statement . (_) . (pair (_) (variable_name) @name)))
(property_declaration type: (_)? @type (property_element name: (variable_name (name) @name))) @definition.property
(const_declaration (const_element (name) @name)) @definition.constant
(property_promotion_parameter type: (_)? @type name: (variable_name (name) @name)) @definition.property

(anonymous_function) @scope.function
(arrow_function) @scope.function

(simple_parameter type: (_)? @type name: (variable_name) @name) @local.parameter
(property_promotion_parameter type: (_)? @type name: (variable_name) @name) @local.parameter
(assignment_expression left: (variable_name) @name right: (_) @value) @local.variable
; `foreach ($items as $item)`, `foreach ($items as $k => $item)`: an element of $items
(foreach_statement . (_) @element_of . (variable_name) @name) @local.variable
(foreach_statement . (_) @element_of . (pair (_) (variable_name) @name)) @local.variable
; `catch (ValidationException $e)`
(catch_clause type: (type_list . (named_type) @type .) name: (variable_name) @name) @local.variable
; `if ($x instanceof Item) { .. }`: $x is an Item inside
(if_statement condition: (parenthesized_expression (binary_expression left: [(variable_name) (member_access_expression)] @name
  operator: "instanceof" right: (_) @type)) body: (compound_statement) @narrowing.inside)
; `if (!$x instanceof Item) { .. } else { $x->b(); }`: an Item in the else branch; `if (!$x instanceof Item) {
; continue; }` (return, break, throw last): an Item after it; `$x instanceof Item && $x->b()`: in the right operand
(if_statement condition: (parenthesized_expression (unary_op_expression operator: "!" [
    (binary_expression left: [(variable_name) (member_access_expression)] @name operator: "instanceof" right: (_) @type)
    (parenthesized_expression (binary_expression left: [(variable_name) (member_access_expression)] @name
      operator: "instanceof" right: (_) @type))]))
  alternative: (else_clause body: (compound_statement) @narrowing.inside))
(if_statement condition: (parenthesized_expression (unary_op_expression operator: "!" [
    (binary_expression left: [(variable_name) (member_access_expression)] @name operator: "instanceof" right: (_) @type)
    (parenthesized_expression (binary_expression left: [(variable_name) (member_access_expression)] @name
      operator: "instanceof" right: (_) @type))]))
  body: (compound_statement [(return_statement) (continue_statement) (break_statement)
                             (expression_statement (throw_expression))] . (comment)* .) !alternative) @narrowing.after
(binary_expression left: (binary_expression left: [(variable_name) (member_access_expression)] @name
  operator: "instanceof" right: (_) @type) operator: "&&" right: (_) @narrowing.inside)
; `elseif ($op instanceof UpdateOperation) {..}`, `if ($p instanceof AliasPackage && $p->x()) {..}`: in the branch;
; `!$r instanceof AdvisoryProvider || !$r->has()`: in the right operand, and after an exiting branch so tested
(else_if_clause condition: (parenthesized_expression (binary_expression left: [(variable_name) (member_access_expression)] @name
  operator: "instanceof" right: (_) @type)) body: (compound_statement) @narrowing.inside)
(if_statement condition: (parenthesized_expression (binary_expression left: (binary_expression
  left: [(variable_name) (member_access_expression)] @name operator: "instanceof" right: (_) @type) operator: "&&"))
  body: (compound_statement) @narrowing.inside)
(binary_expression left: (unary_op_expression operator: "!" (binary_expression
  left: [(variable_name) (member_access_expression)] @name operator: "instanceof" right: (_) @type)) operator: "||"
  right: (_) @narrowing.inside)
(if_statement condition: (parenthesized_expression (binary_expression left: (unary_op_expression operator: "!"
    (binary_expression left: [(variable_name) (member_access_expression)] @name operator: "instanceof" right: (_) @type))
    operator: "||"))
  body: (compound_statement [(return_statement) (continue_statement) (break_statement)
                             (expression_statement (throw_expression))] . (comment)* .) !alternative) @narrowing.after
; `$m instanceof Model ? $m->getAttribute(..) : $m`, `match (true) { $t instanceof Rotate => $t->angle, .. }`
(conditional_expression condition: (binary_expression left: [(variable_name) (member_access_expression)] @name
  operator: "instanceof" right: (_) @type) body: (_) @narrowing.inside)
(match_expression condition: (parenthesized_expression (boolean) @_t) body: (match_block
  (match_conditional_expression conditional_expressions: (match_condition_list . (binary_expression
    left: [(variable_name) (member_access_expression)] @name operator: "instanceof" right: (_) @type) .)
    return_expression: (_) @narrowing.inside)) (#any-of? @_t "true" "TRUE" "True"))

; `namespace Illuminate\Support;`: the file's declared namespace (@package.declared): the files declaring one form
; its package, whatever their folders (composer's PSR-4 maps a namespace to several: Support/, Collections/)
(namespace_definition name: (namespace_name) @package.declared)
(namespace_use_declaration (namespace_use_clause (qualified_name) @module !alias)) @import.module
(namespace_use_declaration (namespace_use_clause (qualified_name) @module alias: (name) @alias)) @import.module
; `use Foo;` (a class of the global namespace, from inside a namespace) names it as a plain name
(namespace_use_declaration (namespace_use_clause . (name) @module !alias)) @import.module
(namespace_use_declaration (namespace_use_clause . (name) @module alias: (name) @alias)) @import.module
(namespace_use_declaration (namespace_name) @module body: (namespace_use_group (namespace_use_clause (name) @name !alias))) @import.named
(namespace_use_declaration (namespace_name) @module body: (namespace_use_group (namespace_use_clause (name) @name alias: (name) @alias))) @import.named

(function_call_expression function: (name) @name) @reference.call
(function_call_expression function: (qualified_name . (name) @name .)) @reference.call
; a namespace path (`\App\Lib\Util`, `Lib\Util`): the name with its namespace as receiver, resolved as an import of
; the path (LanguageSpec.namespace_paths); `\strlen()` (no namespace) is the bare name
(function_call_expression function: (qualified_name prefix: _+ @receiver (name) @name .)) @reference.call
(member_call_expression object: (_) @receiver name: (name) @name) @reference.call
(nullsafe_member_call_expression object: (_) @receiver name: (name) @name) @reference.call
(scoped_call_expression scope: (_) @receiver name: (name) @name) @reference.call
(object_creation_expression (name) @name) @reference.new
; `new \Stringable`, `extends \Exception`: the global namespace's class, not one the file's namespace declares
; (the first of two patterns matching one name wins)
(object_creation_expression (qualified_name prefix: _+ @receiver (name) @name .)) @reference.new
(object_creation_expression (qualified_name . (name) @name .)) @reference.new
(base_clause (name) @name) @reference.inherit
(base_clause (qualified_name prefix: _+ @receiver (name) @name .)) @reference.inherit
(base_clause (qualified_name . (name) @name .)) @reference.inherit
(class_interface_clause (name) @name) @reference.implement
(class_interface_clause (qualified_name prefix: _+ @receiver (name) @name .)) @reference.implement
(class_interface_clause (qualified_name . (name) @name .)) @reference.implement
(use_declaration (name) @name) @reference.inherit
(use_declaration (qualified_name prefix: _+ @receiver (name) @name .)) @reference.inherit
(use_declaration (qualified_name . (name) @name .)) @reference.inherit
(member_access_expression object: (_) @receiver name: (name) @name) @reference.read
((class_constant_access_expression (_) @receiver (name) @name .) @reference.read (#not-eq? @name "class"))
; `Dispatcher::class` (the class's name as a string: container bindings, `instanceof` tables) reads the class
((class_constant_access_expression . (name) @name (name) @_c .) @reference.read (#eq? @_c "class"))
((class_constant_access_expression . (qualified_name . (name) @name .) (name) @_c .) @reference.read (#eq? @_c "class"))
((class_constant_access_expression . (qualified_name prefix: _+ @receiver (name) @name .) (name) @_c .) @reference.read
 (#eq? @_c "class"))
((named_type (name) @name) @reference.type (#not-any-of? @name "self" "static" "parent"))
(named_type (qualified_name prefix: _+ @receiver (name) @name .)) @reference.type
(attribute (name) @name) @reference.decorator
; `#[ORM\Column(type: 'integer')]` of `use Doctrine\ORM\Mapping as ORM;`, `#[\Attribute]`: as a `new` of that path
(attribute (qualified_name prefix: _+ @receiver (name) @name .)) @reference.decorator
(attribute (qualified_name . (name) @name .)) @reference.decorator
; `$x instanceof Link`, `$x instanceof \App\Link`: the class (a type test; the narrowing above types $x inside)
(binary_expression operator: "instanceof" right: (name) @name) @reference.type
(binary_expression operator: "instanceof" right: (qualified_name prefix: _+ @receiver (name) @name .)) @reference.type
(binary_expression operator: "instanceof" right: (qualified_name . (name) @name .)) @reference.type
; `Link::$TYPES`, `self::$cache`: a static property, read on its class
(scoped_property_access_expression scope: (_) @receiver name: (variable_name (name) @name)) @reference.read
