; Go: definitions, bindings, imports and reference sites.
; Forms handled:
;   package = directory: every file of a folder shares its top-level names (the resolver's package_files)
;   import "m/p"            -> binds the package's name (its `package` clause, else the path's last element)
;   import q "m/p"          -> binds q                   import . "m/p" -> star   import _ "m/p" -> nothing
;   func (r *T) M()         -> method T.M (@receiver), attached to T across the package's files
;   type T struct { B; *C } -> embedded B and C: inherit references (promoted fields and methods)
;   type I interface { J }  -> embedded interface J: an inherit reference (its methods, no field named J);
;                              implements edges come from method sets (spec.structural_interfaces)
;   struct { *List[T] }, interface { C[T] } -> embedded generic types: inherit references to List, C
;   T{Field: v}, T[A]{F: v} -> Field is the field T.Field (a keyword-argument reference, receiver T)
;   exported = capitalised name (spec.public_if_capitalized)
;   a, b := f()             -> each name f()'s result at its place (results are tuples: spec.tuple_results);
;                              `v, ok := x.(*T)` / `m[k]` / `<-ch`: v the value
;   switch t := x.(type)    -> in a case of one type T, t is a T (a narrowing of the case's statements)
;   case v := <-ch:         -> v an element of ch
;   errorMsgs{{Err: e}}    -> with `type errorMsgs []*Error`, Err is the field Error.Err (an elided element literal)
;   []T[int]{{F: v}}       -> F is the field T.F (an elided element literal of a generic element type)
;   map[K][]T{k: {{F: v}}}  -> F is T.F (two elided layers: a map or slice of a slice, array or map)
;   v, ok := x.(T)          -> x is read
;   for d := range ch       -> d an element of the channel (one name: a slice's index, a map's key stay untyped)
;   [][]*T, []map[K][]*T   -> collections at each level (spec.type_rewrites peel one layer per rewrite)
;   package x                -> the file's declared package (@package.declared: the name importers bind)
;   //go:build linux && !cgo -> the file's build constraint (spec.build_constraint: a comment before the package
;                               clause): the resolver lists a package's default-build files first
;   (the linker reads the rest from the spec: type assertions in receivers, defined types, generic
;    instantiations, locals bound from the end of their statement and parameters from the end of their list,
;    ordered bindings, `T{..}.m()` receivers; the resolver lists a package's default-build files first)

; ---- the file's package -------------------------------------------------------
(package_clause (package_identifier) @package.declared)

; ---- definitions -------------------------------------------------------------
(function_declaration name: (identifier) @name result: (_)? @type) @definition.function
(method_declaration
  receiver: (parameter_list (parameter_declaration type: [
    (type_identifier) @receiver
    (pointer_type (type_identifier) @receiver)
    (generic_type type: (type_identifier) @receiver)
    (pointer_type (generic_type type: (type_identifier) @receiver))]))
  name: (field_identifier) @name result: (_)? @type) @definition.method
(type_spec name: (type_identifier) @name type: (struct_type)) @definition.class
(type_spec name: (type_identifier) @name type: (interface_type)) @definition.interface
(type_spec name: (type_identifier) @name type: [(type_identifier) (qualified_type) (generic_type) (pointer_type)] @type) @definition.type
(type_spec name: (type_identifier) @name type: [(function_type) (map_type) (slice_type) (array_type) (channel_type)] @type) @definition.type
(type_alias name: (type_identifier) @name type: (_) @type) @definition.type
(field_declaration name: (field_identifier) @name type: (_) @type) @definition.property
(method_elem name: (field_identifier) @name result: (_)? @type) @definition.method
; `const a, b = 1, 2`: every name (a field-less child: tree-sitter matches a repeated `name:` field only once here)
((const_spec (identifier) @name type: (_)? @type) @definition.constant (#not-eq? @name "_"))
((var_spec name: (identifier) @name type: (_)? @type value: (expression_list . (_) @value)?) @definition.variable
  (#not-eq? @name "_"))

(func_literal) @scope.function

; ---- parameters and locals ----------------------------------------------------------
(parameter_declaration name: (identifier) @name type: (_) @type) @local.parameter
; `opts ...Option`: the whole declaration is the type text (rewritten to Option[])
(variadic_parameter_declaration name: (identifier) @name) @local.parameter @type
(type_parameter_declaration name: (identifier) @name) @local.parameter
; `a := x`, `a, b := x, y`: each name its place's value; `a, b := f()`: f()'s result at its place (tuple_results)
(short_var_declaration left: (expression_list (identifier) @name) right: (_) @item_of) @local.variable
(receive_statement left: (expression_list (identifier) @name) right: (_) @item_of) @local.variable   ; case v := <-ch:
(range_clause left: (expression_list (identifier) . (identifier) @name) right: (_) @element_of) @local.variable
(range_clause left: (expression_list . (identifier) @name)) @local.variable
; `for d := range ch`: one name is an item 0 of an element, as `v, ok := <-ch`'s v (the linker types it only where
; the range's value is a channel: spec.first_item_elements; a slice's index or a map's key stays untyped)
(range_clause left: (expression_list . (identifier) @name .) right: (_) @items_of) @local.variable
(type_switch_statement alias: (expression_list (identifier) @name)) @local.variable
; `switch t := x.(type) { case *A: t.m() }`: in a case of one type, t is an A (a narrowing of its statements)
(type_switch_statement alias: (expression_list (identifier) @name)
  (type_case . type: (_) @type . (comment)* . (statement_list) @narrowing.inside))   ; comments may follow the case

; ---- imports ---------------------------------------------------------------------------
(import_spec !name path: (interpreted_string_literal (interpreted_string_literal_content) @module)) @import.module
(import_spec name: (package_identifier) @alias path: (interpreted_string_literal (interpreted_string_literal_content) @module)) @import.module
(import_spec name: (blank_identifier) @alias path: (interpreted_string_literal (interpreted_string_literal_content) @module)) @import.module
(import_spec name: (dot) path: (interpreted_string_literal (interpreted_string_literal_content) @module)) @import.star

; ---- references ----------------------------------------------------------------------------
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (selector_expression operand: (_) @receiver field: (field_identifier) @name)) @reference.call
(call_expression function: (index_expression operand: (identifier) @name)) @reference.call
; `pkg.F[int]()` (a generic function of another package instantiated explicitly)
(call_expression function: (index_expression operand: (selector_expression operand: (_) @receiver field: (field_identifier) @name))) @reference.call
(composite_literal type: (type_identifier) @name) @reference.new
(composite_literal type: (generic_type type: (type_identifier) @name)) @reference.new
(composite_literal type: (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name)) @reference.new
(field_declaration !name type: (type_identifier) @name) @reference.inherit
(field_declaration !name type: (pointer_type (type_identifier) @name)) @reference.inherit
(field_declaration !name type: (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name)) @reference.inherit
(field_declaration !name type: (pointer_type (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name))) @reference.inherit
(interface_type (type_elem (type_identifier) @name)) @reference.inherit
(interface_type (type_elem (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name))) @reference.inherit
;   embedded generic types (`ConfigurableLogger[T]` in an interface, `*List[T]` in a struct): the generic type
(interface_type (type_elem (generic_type type: (type_identifier) @name))) @reference.inherit
(interface_type (type_elem (generic_type type: (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name)))) @reference.inherit
(field_declaration !name type: [(generic_type type: (type_identifier) @name)
                                (pointer_type (generic_type type: (type_identifier) @name))]) @reference.inherit
(field_declaration !name type: [(generic_type type: (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name))
                                (pointer_type (generic_type type: (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name)))]) @reference.inherit
((type_identifier) @name @reference.type
  (#not-any-of? @name "bool" "byte" "complex64" "complex128" "error" "float32" "float64" "int" "int8" "int16" "int32" "int64" "rune" "string" "uint" "uint8" "uint16" "uint32" "uint64" "uintptr" "any" "comparable"))
(qualified_type package: (package_identifier) @receiver name: (type_identifier) @name) @reference.type
(selector_expression operand: (_) @receiver field: (field_identifier) @name) @reference.read
(keyed_element value: (literal_element (identifier) @name)) @reference.read
; T{Field: v}: a key of a struct literal names the field T.Field (the literal's type is the receiver, as the
; callee of a Python keyword argument); []T{{Field: v}} / map[K]*T{k: {Field: v}} / []T[int]{{Field: v}}: the
; element type's field.
; The keys of map, slice and array literals are values.
(composite_literal type: [(type_identifier) (qualified_type) (generic_type)] @receiver
  body: (literal_value (keyed_element key: (literal_element (identifier) @name)))) @reference.argument
(composite_literal type: [(slice_type element: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                          (slice_type element: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))
                          (array_type element: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                          (array_type element: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))
                          (map_type value: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                          (map_type value: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))]
  body: (literal_value [(literal_element (literal_value (keyed_element key: (literal_element (identifier) @name))))
                        (keyed_element value: (literal_element (literal_value
                          (keyed_element key: (literal_element (identifier) @name)))))])) @reference.argument
; map[string][]Metadata{"k": {{Help: h}}}, [][]*T{{{F: v}}}, []map[K]T{{k: {F: v}}}: two collection layers, both
; elided: the innermost element type's field
(composite_literal type: [(map_type value: [(slice_type element: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                                             (slice_type element: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))
                                             (array_type element: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                                             (array_type element: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))
                                             (map_type value: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                                             (map_type value: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))])
                          (slice_type element: [(slice_type element: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                                                (slice_type element: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))
                                                (map_type value: [(type_identifier) (qualified_type) (generic_type)] @receiver)
                                                (map_type value: (pointer_type [(type_identifier) (qualified_type) (generic_type)] @receiver))])]
  body: (literal_value [(literal_element (literal_value [(literal_element (literal_value
                                                           (keyed_element key: (literal_element (identifier) @name))))
                                                         (keyed_element value: (literal_element (literal_value
                                                           (keyed_element key: (literal_element (identifier) @name)))))]))
                        (keyed_element value: (literal_element (literal_value [(literal_element (literal_value
                                                           (keyed_element key: (literal_element (identifier) @name))))
                                                         (keyed_element value: (literal_element (literal_value
                                                           (keyed_element key: (literal_element (identifier) @name)))))])))])) @reference.argument
; errorMsgs{{Err: e}} with `type errorMsgs []*Error`: an elided element literal of a named slice, array or map
; type (only a collection's elements elide their type) names the element type's field (the linker's keyword_field)
(composite_literal type: [(type_identifier) (qualified_type)] @receiver
  body: (literal_value [(literal_element (literal_value (keyed_element key: (literal_element (identifier) @name))))
                        (keyed_element value: (literal_element (literal_value
                          (keyed_element key: (literal_element (identifier) @name)))))])) @reference.argument
(composite_literal type: [(map_type) (slice_type) (array_type)]
  body: (literal_value (keyed_element key: (literal_element (identifier) @name)))) @reference.read
(literal_value (literal_element (identifier) @name)) @reference.read
(argument_list (identifier) @name) @reference.read
(expression_list (identifier) @name) @reference.read
(binary_expression (identifier) @name) @reference.read
(unary_expression operand: (identifier) @name) @reference.read
(index_expression operand: (identifier) @name) @reference.read
(index_expression index: (identifier) @name) @reference.read
(slice_expression operand: (identifier) @name) @reference.read
(slice_expression start: (identifier) @name) @reference.read
(slice_expression end: (identifier) @name) @reference.read
(slice_expression capacity: (identifier) @name) @reference.read
(type_conversion_expression operand: (identifier) @name) @reference.read
(type_assertion_expression operand: (identifier) @name) @reference.read   ; `v, ok := logger.(T)`
(variadic_argument (identifier) @name) @reference.read
(array_type length: (identifier) @name) @reference.read
(return_statement (expression_list (identifier) @name)) @reference.read
(send_statement (identifier) @name) @reference.read
(inc_statement (identifier) @name) @reference.read
(dec_statement (identifier) @name) @reference.read
(parenthesized_expression (identifier) @name) @reference.read
(if_statement condition: (identifier) @name) @reference.read
(expression_switch_statement value: (identifier) @name) @reference.read
(type_switch_statement value: (identifier) @name) @reference.read
(range_clause right: (identifier) @name) @reference.read
(go_statement (call_expression function: (identifier) @name)) @reference.call
(defer_statement (call_expression function: (identifier) @name)) @reference.call
