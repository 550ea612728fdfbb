; Java: definitions, bindings, imports and reference sites.
; Forms handled:
;   package a.b;                   -> the file's declared package (@package.declared): the resolver places the file
;                                     by it where its folder does not end in a/b
;   import a.b.C;                  -> binds C: member C of package a.b       import a.b.C.Inner; -> C.Inner
;   import static a.b.C.f;         -> binds f: member f of class C in a.b    import a.b.*; -> star
;   same-package classes           -> visible without imports (the resolver's package_of / module_files)
;   members of enclosing classes and their bases are in scope in methods (spec.members_in_scope)
;   class C extends B implements I, J; interface I extends J; nested and inner classes; constructors C.C
;   super(...) in a constructor        -> the base class's constructor B.B (the linker's _super_constructor)
;   @a.b.Tag(key = v)                  -> the annotation type Tag and its element Tag.key

; ---- the file's package -------------------------------------------------------
(package_declaration [(identifier) (scoped_identifier)] @package.declared)

; ---- definitions -------------------------------------------------------------
(class_declaration name: (identifier) @name) @definition.class
; class Elements extends ArrayList<Element>: the base's type arguments, so that an element of an Elements (`get(0)`,
; `for (var e : els)`) is an Element (the linker's _collection_base, as for TypeScript's `extends Array<Item>`)
(class_declaration name: (identifier) @name superclass: (superclass (generic_type (type_arguments) @type))) @definition.class
(record_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(annotation_type_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(method_declaration type: (_) @type name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method
(compact_constructor_declaration name: (identifier) @name) @definition.method
(annotation_type_element_declaration type: (_) @type name: (identifier) @name) @definition.method
(field_declaration type: (_) @type declarator: (variable_declarator name: (identifier) @name value: (_)? @value)) @definition.property
(constant_declaration type: (_) @type declarator: (variable_declarator name: (identifier) @name value: (_)? @value)) @definition.property
(enum_constant name: (identifier) @name) @definition.constant

(lambda_expression) @scope.function
; static { .. } and instance initializer blocks: what they declare (anonymous classes' methods) is the class's code,
; not its members
(static_initializer) @scope.function
(class_body (block) @scope.function)
; an anonymous class's body: its methods are no names of the method around it (`new Cb() { int commit() {..} }`
; leaves the enclosing method's `commit()` and a parameter named commit as they were); the type it extends gives
; the body its inherited names (`new NodeFilter() { FilterResult head(..) }`: NodeFilter.FilterResult)
(object_creation_expression type: (_) @type (class_body) @scope.function)

; ---- parameters and locals ----------------------------------------------------------
(formal_parameter type: (_) @type name: (identifier) @name) @local.parameter
(spread_parameter (_) @type (variable_declarator name: (identifier) @name)) @local.parameter
; catch (StreamReadException e): e is a StreamReadException (`e.getLocation()`); a multi-catch `A | B` is their common
; base to javac, which the map does not know: untyped
(catch_formal_parameter (catch_type . (_) @type .) name: (identifier) @name) @local.parameter
(catch_formal_parameter name: (identifier) @name) @local.parameter
; <T extends Node>: a T is (at least) a Node, its bound (`for (T node : this) node.after(..)`: Node.after)
(type_parameter (type_identifier) @name (type_bound (_) @type)) @local.parameter
(type_parameter (type_identifier) @name) @local.parameter
(lambda_expression parameters: (identifier) @name) @local.parameter
(inferred_parameters (identifier) @name) @local.parameter
(local_variable_declaration type: (_) @type declarator: (variable_declarator name: (identifier) @name value: (_)? @value)) @local.variable
; for (var e : els): an element of els (a declared type wins)
(enhanced_for_statement type: (_) @type name: (identifier) @name value: (_) @element_of) @local.variable
(resource type: (_) @type name: (identifier) @name value: (_)? @value) @local.variable
(record_declaration parameters: (formal_parameters (formal_parameter type: (_) @type name: (identifier) @name) @definition.property))

; ---- imports ---------------------------------------------------------------------------
(import_declaration (scoped_identifier) @module .) @import.module
; `import b.*` of a one-segment package names it as an identifier, `import a.b.*` as a scoped one
(import_declaration [(scoped_identifier) (identifier)] @module (asterisk)) @import.star

; ---- references ----------------------------------------------------------------------------
(method_invocation object: (_) @receiver name: (identifier) @name) @reference.call
(method_invocation !object name: (identifier) @name) @reference.call
(explicit_constructor_invocation constructor: (super) @name) @reference.call
(object_creation_expression type: (type_identifier) @name) @reference.new
(object_creation_expression type: (generic_type (type_identifier) @name)) @reference.new
(object_creation_expression type: (scoped_type_identifier (_) @receiver . (type_identifier) @name .)) @reference.new
(object_creation_expression type: (generic_type (scoped_type_identifier (_) @receiver . (type_identifier) @name .))) @reference.new
(superclass (type_identifier) @name) @reference.inherit
(superclass (generic_type (type_identifier) @name)) @reference.inherit
(superclass (scoped_type_identifier (_) @receiver . (type_identifier) @name .)) @reference.inherit
(superclass (generic_type (scoped_type_identifier (_) @receiver . (type_identifier) @name .))) @reference.inherit
(super_interfaces (type_list (type_identifier) @name)) @reference.implement
(super_interfaces (type_list (generic_type (type_identifier) @name))) @reference.implement
(super_interfaces (type_list (scoped_type_identifier (_) @receiver . (type_identifier) @name .))) @reference.implement
(super_interfaces (type_list (generic_type (scoped_type_identifier (_) @receiver . (type_identifier) @name .)))) @reference.implement
(extends_interfaces (type_list (type_identifier) @name)) @reference.inherit
(extends_interfaces (type_list (generic_type (type_identifier) @name))) @reference.inherit
; interface I extends Outer.J, pkg.J, Outer.J<T>: as for a class's bases
(extends_interfaces (type_list (scoped_type_identifier (_) @receiver . (type_identifier) @name .))) @reference.inherit
(extends_interfaces (type_list (generic_type (scoped_type_identifier (_) @receiver . (type_identifier) @name .)))) @reference.inherit
(marker_annotation name: (identifier) @name) @reference.decorator
(annotation name: (identifier) @name) @reference.decorator
(marker_annotation name: (scoped_identifier scope: (_) @receiver name: (identifier) @name)) @reference.decorator
(annotation name: (scoped_identifier scope: (_) @receiver name: (identifier) @name)) @reference.decorator
; @Tag(longValues = {1}): the element Tag.longValues (a member of the annotation type)
(annotation name: (_) @receiver arguments: (annotation_argument_list (element_value_pair key: (identifier) @name))) @reference.read
((type_identifier) @name @reference.type
  (#not-any-of? @name "var" "String" "Object" "Integer" "Long" "Boolean" "Double" "Float" "Character" "Byte" "Short"))
; Range.@Nullable Spans: a type annotation between the scope and the name (the scope is the receiver)
(scoped_type_identifier (_) @receiver . [(marker_annotation) (annotation)] . (type_identifier) @name .) @reference.type
(scoped_type_identifier (_) @receiver . (type_identifier) @name .) @reference.type
; com.a.Svc::new: Svc's constructor (the member Svc.Svc, as `Svc::new` below); a `new` reference, since the plain
; field access below sees the same name first and a later pattern replaces it only with a higher priority
(method_reference . (field_access field: (identifier) @name) @receiver . "new" .) @reference.new
(field_access object: (_) @receiver field: (identifier) @name) @reference.read
; Outer.this (the enclosing instance of Outer): names the class Outer
(field_access object: (identifier) @name field: (this)) @reference.type
; a method reference (`Foo::bar`, `this::bar`) calls the method: a call (its arity unknown), not a read, so that it
; names a method where a read names the field of the name (Java keeps the two apart)
(method_reference . (_) @receiver . (identifier) @name) @reference.call
; C::new: C's constructor, the member C.C (and through the receiver, the class C)
(method_reference . (identifier) @receiver @name . "new" .) @reference.read
(argument_list (identifier) @name) @reference.read
(assignment_expression right: (identifier) @name) @reference.read
(assignment_expression left: (identifier) @name) @reference.read
(variable_declarator value: (identifier) @name) @reference.read
(return_statement (identifier) @name) @reference.read
(binary_expression (identifier) @name) @reference.read
(unary_expression (identifier) @name) @reference.read
(ternary_expression (identifier) @name) @reference.read
(array_access array: (identifier) @name) @reference.read
; buf[pos], new char[Size]: an index and an array's length
(array_access index: (identifier) @name) @reference.read
(dimensions_expr (identifier) @name) @reference.read
(enhanced_for_statement value: (identifier) @name) @reference.read
(parenthesized_expression (identifier) @name) @reference.read
(cast_expression value: (identifier) @name) @reference.read
(instanceof_expression left: (identifier) @name) @reference.read
(switch_label (identifier) @name) @reference.read
(element_value_pair value: (identifier) @name) @reference.read
; @MethodSource(PARAMS), @Tag({A, B}): a constant passed as the annotation's value
(annotation_argument_list (identifier) @name) @reference.read
(element_value_array_initializer (identifier) @name) @reference.read
(array_initializer (identifier) @name) @reference.read
(update_expression (identifier) @name) @reference.read
(throw_statement (identifier) @name) @reference.read
(lambda_expression body: (identifier) @name) @reference.read
