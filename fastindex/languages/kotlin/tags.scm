; Kotlin: definitions, imports and reference sites. Kotlin shares Java's module namespace (family "java"):
; packages are folders below source roots, `import a.b.C` / `import a.b.*` / `import a.b.C.f as g`, and a
; package's files see each other's top-level declarations.
;   package a.b            -> the file's declared package (@package.declared): the resolver places the file by it
;                             where its folder does not end in a/b (src/main/kotlin/util/ for com.acme.util: Kotlin's
;                             convention omits the common root package), with the Java files of that package

; ---- the file's package -------------------------------------------------------
(package_header (identifier) @package.declared)

; ---- definitions -------------------------------------------------------------
(class_declaration "interface" (type_identifier) @name) @definition.interface
(class_declaration (type_identifier) @name) @definition.class
(object_declaration (type_identifier) @name) @definition.class
(function_declaration (simple_identifier) @name (function_value_parameters) . [(user_type) (nullable_type)]? @type) @definition.function
; an extension function `fun Buffer.readUtf8Line(..)`: a member of its receiver's type declared outside it ("Buffer.
; readUtf8Line", attached to Buffer where the file sees it: `buffer.readUtf8Line()`, and Buffer's members in scope in
; its body, as its implicit `this`)
(function_declaration (receiver_type (user_type . (type_identifier) @receiver)) (simple_identifier) @name) @definition.method
(function_declaration (receiver_type (nullable_type (user_type . (type_identifier) @receiver))) (simple_identifier) @name) @definition.method
(property_declaration (variable_declaration (simple_identifier) @name [(user_type) (nullable_type)]? @type) (_)? @value) @definition.variable
(class_parameter (binding_pattern_kind) (simple_identifier) @name (user_type) @type) @definition.property
(enum_entry (simple_identifier) @name) @definition.constant
; `typealias ModuleDeclaration = Module.() -> Unit`: the type it names (a function type's receiver: below)
(type_alias (type_identifier) @name [(user_type) (nullable_type) (function_type)]? @type .) @definition.type

(lambda_literal) @scope.function
(anonymous_function) @scope.function
; the scope functions with a receiver (`Buffer().apply { write(d) }`, `x.run { .. }`, `with(b) { size() }`): the
; receiver is the lambda's implicit `this`, whose members are in scope in it (LanguageSpec.receiver_scopes)
(call_expression (navigation_expression (_) @value (navigation_suffix (simple_identifier) @_m))
  (call_suffix (annotated_lambda (lambda_literal) @scope.function))
  (#any-of? @_m "apply" "run"))
(call_expression (simple_identifier) @_m
  (call_suffix (value_arguments . (value_argument (_) @value) .) (annotated_lambda (lambda_literal) @scope.function))
  (#eq? @_m "with"))
; an object expression's body (`object : IntIdTable("users") { val name = varchar(..) }`, `object : Callback {..}`):
; the members of the first type it extends are in scope in it, as in a class's body (Java's anonymous classes)
(object_literal . (delegation_specifier [(constructor_invocation (user_type) @type) (user_type) @type])
  (class_body) @scope.function)
; any other trailing lambda (`module { single { SDKService() } }`, `transaction { exec(..) }`): where the function
; called declares its last parameter a function type with a receiver (`moduleDeclaration: Module.() -> Unit`, through a
; typealias too), that receiver's members are in scope in it (Linker._callee_receiver)
(call_expression [(simple_identifier) (navigation_expression)] @callee
  (call_suffix (annotated_lambda (lambda_literal) @scope.function)))

; ---- parameters and locals ----------------------------------------------------------
; (a function's own parameters: not those named in a function type, `Module.(value: Other) -> Unit`)
(function_value_parameters (parameter (simple_identifier) @name [(user_type) (nullable_type) (function_type) (parenthesized_type)] @type) @local.parameter)
(class_parameter (simple_identifier) @name (user_type) @type) @local.parameter
; a class's or function's type parameters (`class C<out E : Base>`, `fun <reified T : Any> f()`): what `E` names
; in its scope, its bound the type (as Java's)
(type_parameter (type_identifier) @name (user_type) @type) @local.parameter
(type_parameter (type_identifier) @name) @local.parameter
(for_statement (variable_declaration (simple_identifier) @name) (_) @element_of) @local.variable
; `catch (e: IOException)`
(catch_block (simple_identifier) @name [(user_type) (nullable_type)] @type) @local.variable
; a lambda's parameters (`{ x -> .. }`, `{ x: Buffer -> .. }`); the first one passed to the standard library's element
; callbacks (`xs.map { x -> .. }`, `xs.forEach { x -> .. }`) holds an element of the receiver, and so does the implicit
; `it` of such a lambda without parameters (`xs.map { it.a() }`: its body captured, LanguageSpec.implicit_parameter);
; not of any other lambda (`run { it }` takes none: `it` is the enclosing lambda's)
(lambda_literal (lambda_parameters (variable_declaration (simple_identifier) @name [(user_type) (nullable_type)]? @type))) @local.parameter
(call_expression (navigation_expression (_) @element_of (navigation_suffix (simple_identifier) @_m))
  (call_suffix (annotated_lambda (lambda_literal . [(lambda_parameters . (variable_declaration (simple_identifier) @name .)) (statements) @name])))
  (#any-of? @_m "forEach" "map" "mapNotNull" "flatMap" "filter" "filterNot" "first" "firstOrNull" "last" "lastOrNull"
                "single" "singleOrNull" "find" "any" "all" "none" "count" "sumOf" "maxOf" "minOf" "maxByOrNull"
                "minByOrNull" "sortedBy" "sortedByDescending" "groupBy" "associateBy" "associateWith" "partition"
                "onEach" "takeWhile" "dropWhile" "distinctBy")) @local.parameter
; the scope functions' (`x.use { y -> .. }`, `x.let { it.. }`, `also`): the receiver itself
(call_expression (navigation_expression (_) @value (navigation_suffix (simple_identifier) @_m))
  (call_suffix (annotated_lambda (lambda_literal . [(lambda_parameters . (variable_declaration (simple_identifier) @name .)) (statements) @name])))
  (#any-of? @_m "use" "let" "also" "takeIf" "takeUnless")) @local.parameter
; smart casts: `if (x is Buffer) { x.. }`, `when (x) { is Buffer -> x.. }`: x is a Buffer inside
(if_expression condition: (check_expression (simple_identifier) @name "is" [(user_type) (nullable_type)] @type)
  consequence: (control_structure_body) @narrowing.inside)
(when_expression (when_subject (simple_identifier) @name)
  (when_entry (when_condition (type_test "is" (user_type) @type)) (control_structure_body) @narrowing.inside))

; ---- imports ---------------------------------------------------------------------------
(import_header (identifier) @module .) @import.module
(import_header (identifier) @module (import_alias (type_identifier) @alias)) @import.module
(import_header (identifier) @module (wildcard_import)) @import.star

; ---- references ----------------------------------------------------------------------------
(call_expression (simple_identifier) @name) @reference.call
(call_expression (navigation_expression (_) @receiver (navigation_suffix (simple_identifier) @name))) @reference.call
(delegation_specifier (constructor_invocation (user_type (type_identifier) @name))) @reference.inherit
(delegation_specifier (user_type (type_identifier) @name)) @reference.implement
(annotation (user_type (type_identifier) @name)) @reference.decorator
(annotation (constructor_invocation (user_type (type_identifier) @name))) @reference.decorator
((user_type (type_identifier) @name) @reference.type
  (#not-any-of? @name "Int" "Long" "String" "Boolean" "Double" "Float" "Unit" "Any" "List" "Map" "Set"))
(navigation_expression (_) @receiver (navigation_suffix (simple_identifier) @name)) @reference.read
; an infix call (`Users.id eq 1`, `a to b`): the middle name called on the left operand; the operands are reads
(infix_expression . (_) @receiver . (simple_identifier) @name) @reference.call
(infix_expression . (simple_identifier) @name) @reference.read
(infix_expression (simple_identifier) @name .) @reference.read
; an argument (`f(x)`, `f(*xs)`), a named argument's value (`f(n = y)`); never its name (`f(by = 13)`, `@Deprecated(message
; = "..")`: the callee's parameter)
(value_argument . (simple_identifier) @name .) @reference.read
(value_argument "=" (simple_identifier) @name .) @reference.read
(assignment (_) (simple_identifier) @name .) @reference.read
(jump_expression (simple_identifier) @name) @reference.read
(additive_expression (simple_identifier) @name) @reference.read
(comparison_expression (simple_identifier) @name) @reference.read
(equality_expression (simple_identifier) @name) @reference.read
