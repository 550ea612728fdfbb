; C++ on top of c.scm: classes and namespaces, out-of-line members (`double Circle::area() {}`: @receiver),
; base classes, `new`, qualified calls (`geo::make()`, `Circle::make()`), `this`, members in scope.
; Inside a pattern (not at its root) a qualified_identifier is written `(_ . scope: .. name: ..)`: in
; tree-sitter-cpp's node-types.json no other type has both fields. The matches are the same; tree-sitter analyses
; every named node with children against the grammar's parse table when it compiles a query, a wildcard not (C++'s
; query, c.scm and this file, compiles in 0.83 of the 0.74 CPU-s it took, in every map process). The anchor (the
; scope is the first child) lets a wildcard standing on another node fail at its first child.
(class_specifier name: (type_identifier) @name body: (_)) @definition.class
; ... deriving from a class template's instance (`class Insts : public PODArray<Inst>`): the arguments it gives its
; base are its type text (a member the base declares with its parameter is, on an Insts, an Inst)
([(class_specifier name: (type_identifier) @name (base_class_clause . [(template_type arguments: (_) @type) (qualified_identifier name: (template_type arguments: (_) @type))]) body: (_))
  (struct_specifier name: (type_identifier) @name (base_class_clause . [(template_type arguments: (_) @type) (qualified_identifier name: (template_type arguments: (_) @type))]) body: (_))
  (class_specifier name: (type_identifier) @name (base_class_clause . (access_specifier) . [(template_type arguments: (_) @type) (qualified_identifier name: (template_type arguments: (_) @type))]) body: (_))
  (struct_specifier name: (type_identifier) @name (base_class_clause . (access_specifier) . [(template_type arguments: (_) @type) (qualified_identifier name: (template_type arguments: (_) @type))]) body: (_))]) @definition.class
(namespace_definition name: (namespace_identifier) @name) @definition.module
; `namespace a::b { .. }` (C++17): namespace a, holding namespace b (its span the body, so that it nests in a's)
(namespace_definition name: (nested_namespace_specifier . (namespace_identifier) @name . (namespace_identifier) .)) @definition.module
(namespace_definition name: (nested_namespace_specifier . (namespace_identifier) . (namespace_identifier) @name .) body: (_) @definition.module)
(function_definition type: (_)? @type declarator: (function_declarator declarator: (field_identifier) @name)) @definition.method
(function_definition type: (_)? @type declarator: (function_declarator declarator: (_ . scope: (namespace_identifier) @receiver name: (identifier) @name))) @definition.method
(function_definition declarator: (function_declarator declarator: (_ . scope: (namespace_identifier) @receiver name: (destructor_name) @name))) @definition.method
(field_declaration type: (_)? @type declarator: (function_declarator declarator: (field_identifier) @name)) @definition.method
; an item operator declared in its class (`Node operator[](const Key& key);`): what subscripting an instance gives
; (LanguageSpec.item_methods); a body stays a scope (below), its references the class's
(field_declaration type: (_) @type declarator: (function_declarator declarator: (operator_name) @name (#eq? @name "operator[]"))) @definition.method
(alias_declaration name: (type_identifier) @name type: (_) @type) @definition.type
; a reference member (`const BuildConfig& config_;`, `T&& value_;`)
(field_declaration type: (_) @type declarator: (reference_declarator (field_identifier) @name)) @definition.property
(lambda_expression) @scope.function
(type_parameter_declaration (type_identifier) @name) @local.parameter
; a parameter pack and a defaulted type parameter (`typename... Args`, `typename T = int`), a function parameter pack
; (`Args... args`, `Args&&... args`): locals, not the namespace's `Args`
(variadic_type_parameter_declaration (type_identifier) @name) @local.parameter
(optional_type_parameter_declaration name: (type_identifier) @name) @local.parameter
(variadic_parameter_declaration type: (_) @type declarator: (variadic_declarator (identifier) @name)) @local.parameter
(variadic_parameter_declaration type: (_) @type declarator: (reference_declarator (variadic_declarator (identifier) @name))) @local.parameter
(for_range_loop type: (_) @type declarator: (identifier) @name right: (_) @element_of) @local.variable
; `for (const Node* output : edge->outputs_)`, `for (auto& e : edges)`: the name under its pointer or reference
(for_range_loop type: (_) @type declarator: (pointer_declarator declarator: (identifier) @name) right: (_) @element_of) @local.variable
(for_range_loop type: (_) @type declarator: (reference_declarator (identifier) @name) right: (_) @element_of) @local.variable
; `using a::f;` (not `using namespace a::b;`, a directive: its "namespace" keyword captured, the predicate fails)
(using_declaration "namespace"? @_ns (_ . scope: (_) @module name: (identifier) @name) (#not-eq? @_ns "namespace")) @import.named
; `using a::b::f;`: the nested scopes are the module's path
(using_declaration "namespace"? @_ns (_ . scope: (_) @module name: (_ . scope: (_) @module name: (identifier) @name))
  (#not-eq? @_ns "namespace")) @import.named
; ... written from the global namespace (`using ::testing::Test;`, `using ::testing::internal::Foo;`)
(using_declaration (qualified_identifier !scope name: (qualified_identifier scope: (_) @module name: (identifier) @name))) @import.named
(using_declaration (qualified_identifier !scope name: (qualified_identifier scope: (_) @module name: (qualified_identifier scope: (_) @module name: (identifier) @name)))) @import.named
; `using namespace util;`, `using namespace a::b;`: the namespace's names are visible in the scope holding it (an
; import naming nothing, read by the linker: LanguageSpec.open_namespaces)
(using_declaration "namespace" . (_) @module) @import.namespace
; a namespace alias (`namespace bm = benchmark;`, `namespace fs = std::filesystem;`): the namespace under another name
; (an import of the namespace itself, aliased: Linker._resolve_binding finds it by its qualified name)
(namespace_alias_definition name: (namespace_identifier) @alias [(namespace_identifier) (nested_namespace_specifier)] @module) @import.module
(base_class_clause (type_identifier) @name) @reference.inherit
(base_class_clause (_ . scope: (_) @receiver name: (type_identifier) @name)) @reference.inherit
; a class template's instance as a base (`: public Base<Derived>`, `: ns::Base<int>`)
(base_class_clause (template_type name: (type_identifier) @name)) @reference.inherit
(base_class_clause (_ . scope: (_) @receiver name: (template_type name: (type_identifier) @name))) @reference.inherit
(new_expression type: (type_identifier) @name) @reference.new
(new_expression type: (_ . scope: (_) @receiver name: (type_identifier) @name)) @reference.new
(call_expression function: (_ . scope: (_) @receiver name: (identifier) @name)) @reference.call
; a call given template arguments: `node.as<std::string>()`, `Load<T>(s)`, `ns::make<T>()`
(call_expression function: (field_expression argument: (_) @receiver field: (template_method name: (field_identifier) @name))) @reference.call
(call_expression function: (template_function name: (identifier) @name (#not-any-of? @name "static_cast" "dynamic_cast" "reinterpret_cast" "const_cast"))) @reference.call
(call_expression function: (_ . scope: (_) @receiver name: (template_function name: (identifier) @name))) @reference.call
(qualified_identifier scope: (_) @receiver name: (type_identifier) @name) @reference.type
; ... and a template's (`testing::Action<int> a`: the namespace's Action, not a bare Action in view)
(qualified_identifier scope: (_) @receiver name: (template_type name: (type_identifier) @name)) @reference.type
; a name qualified by a nested namespace or class (`geo::shapes::make()`, `geo::shapes::Circle`, `new a::b::C`,
; `geo::shapes::Circle::unit()`): the scopes, every one, are the receiver (the inner qualified_identifier alone
; gives the last)
(call_expression function: (_ . scope: (_) @receiver name: (_ . scope: (_) @receiver name: (identifier) @name))) @reference.call
(call_expression function: (_ . scope: (_) @receiver name: (_ . scope: (_) @receiver name: (_ . scope: (_) @receiver name: (identifier) @name)))) @reference.call
(new_expression type: (_ . scope: (_) @receiver name: (_ . scope: (_) @receiver name: (type_identifier) @name))) @reference.new
(qualified_identifier scope: (_) @receiver name: (_ . scope: (_) @receiver name: (type_identifier) @name)) @reference.type
; a method returning a pointer or a reference (`const char* data() const {..}`, `Iterator* NewIterator(..);`,
; `Iterator* Table::BlockReader(..) {..}` out of line): the declarator wraps the function's
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (field_identifier) @name))) @definition.method
(function_definition type: (_)? @type declarator: (reference_declarator (function_declarator declarator: (field_identifier) @name))) @definition.method
(field_declaration type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (field_identifier) @name))) @definition.method
(field_declaration type: (_)? @type declarator: (reference_declarator (function_declarator declarator: (field_identifier) @name))) @definition.method
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (_ . scope: (namespace_identifier) @receiver name: (identifier) @name)))) @definition.method
(function_definition type: (_)? @type declarator: (reference_declarator (function_declarator declarator: (_ . scope: (namespace_identifier) @receiver name: (identifier) @name)))) @definition.method
; a free function returning a reference (`inline const RegEx& Space() {..}` in yaml-cpp's exp.h), and its prototype
(function_definition type: (_)? @type declarator: (reference_declarator (function_declarator declarator: (identifier) @name))) @definition.function
(declaration type: (_)? @type declarator: (reference_declarator (function_declarator declarator: (identifier) @name))) @definition.function
; a class template's specialization (`template <> struct convert<Node> {..}`, dragonbox's partial `struct
; cache_holder<ieee754_binary32, Dummy> {..}`): the template's class, as clang names it (without the arguments)
(class_specifier name: (template_type name: (type_identifier) @name) body: (_)) @definition.class
(struct_specifier name: (template_type name: (type_identifier) @name) body: (_)) @definition.class
; a nested class defined outside its class (`class VersionSet::Builder {..}` in a .cc): a member of that class
(class_specifier name: (_ . scope: [(namespace_identifier) @receiver (template_type name: (type_identifier) @receiver)] name: (type_identifier) @name) body: (_)) @definition.class
(struct_specifier name: (_ . scope: [(namespace_identifier) @receiver (template_type name: (type_identifier) @receiver)] name: (type_identifier) @name) body: (_)) @definition.class
; a member of a class template out of line (`void SkipList<Key, Comparator>::Insert(..) {..}`: SkipList's), and a
; member of a nested class (`bool SkipList<K, C>::Iterator::Valid() const`, `VersionSet::Builder::Apply`: the
; receivers joined, SkipList.Iterator)
(function_definition declarator: (function_declarator declarator: (_ . scope: (template_type name: (type_identifier) @receiver) name: [(identifier) (destructor_name)] @name))) @definition.method
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (_ . scope: (template_type name: (type_identifier) @receiver) name: (identifier) @name)))) @definition.method
(function_definition declarator: (function_declarator declarator: (_ . scope: [(namespace_identifier) @receiver (template_type name: (type_identifier) @receiver)] name: (_ . scope: [(namespace_identifier) @receiver (template_type name: (type_identifier) @receiver)] name: [(identifier) (destructor_name)] @name)))) @definition.method
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (_ . scope: [(namespace_identifier) @receiver (template_type name: (type_identifier) @receiver)] name: (_ . scope: [(namespace_identifier) @receiver (template_type name: (type_identifier) @receiver)] name: (identifier) @name))))) @definition.method
; a parameter or a local bound by reference (`const Slice& key`, `const Options& o = options_;`)
(parameter_declaration type: (_) @type declarator: (reference_declarator (identifier) @name)) @local.parameter
(optional_parameter_declaration type: (_) @type declarator: (identifier) @name) @local.parameter
(optional_parameter_declaration type: (_) @type declarator: (pointer_declarator declarator: (identifier) @name)) @local.parameter
(optional_parameter_declaration type: (_) @type declarator: (reference_declarator (identifier) @name)) @local.parameter
(declaration type: (_) @type declarator: (init_declarator declarator: (reference_declarator (identifier) @name) value: (_)? @value)) @definition.variable
; a constructor's member initializers (`: batch(nullptr), sync(false)`): the members, in scope there
(field_initializer (field_identifier) @name) @reference.read
; a namespace member read by its qualified name (`level < config::kNumLevels`) in an expression (not in a
; `using leveldb::Cache;`, whose names are no references)
(binary_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(argument_list (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(init_declarator (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(assignment_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(return_statement (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(condition_clause (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(subscript_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(unary_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(initializer_list (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(conditional_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(case_statement (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(array_declarator (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(parenthesized_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(expression_statement (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(update_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(pointer_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(cast_expression (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(field_initializer (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(subscript_argument_list (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
(template_argument_list (_ . scope: (namespace_identifier) @receiver name: (identifier) @name) @reference.read)
; ... or by nested namespaces or classes (`pugi::impl::kPageSize`, `impl::Table::Kind::kRed`): the scopes the
; receiver (of four or more, the innermost three: the first of equal priority wins, the longest pattern's match
; comes first); a using-declaration's name read too (`using Catch::ColourImpl::ColourImpl;`, one in catch2)
(qualified_identifier scope: (namespace_identifier) @receiver name: (_ . scope: (namespace_identifier) @receiver name: (identifier) @name)) @reference.read
(qualified_identifier scope: (namespace_identifier) @receiver name: (_ . scope: (namespace_identifier) @receiver name: (_ . scope: (namespace_identifier) @receiver name: (identifier) @name))) @reference.read
; a destructor in its class (`~Repairer() { .. }`, `virtual ~Shape();`): C.~C, as out of line
(function_definition declarator: (function_declarator declarator: (destructor_name) @name)) @definition.method
(declaration declarator: (function_declarator declarator: (destructor_name) @name)) @definition.method
(delete_expression (identifier) @name) @reference.read
; a typedef of a template or a qualified type (`typedef SkipList<const char*, KeyComparator> Table;`), a dependent one
; (`typedef typename internal::Function<F>::Result Result;`)
(type_definition type: [(template_type) (qualified_identifier) (dependent_type)] @type declarator: (type_identifier) @name) @definition.type
; `if (owns_cache_)`, `while (busy_)`: C++'s condition clause (C's is a parenthesized expression)
(condition_clause value: (identifier) @name) @reference.read
; the range a range-for loop walks (`for (const App_p &app : subcommands_)`): a read of the name
(for_range_loop right: (identifier) @name) @reference.read
; what a throw throws and what a decltype names (`throw error_;`, `auto f() -> decltype(d_)`)
(throw_statement (identifier) @name) @reference.read
(decltype (identifier) @name) @reference.read
; a method returning a pointer to a pointer (`LRUHandle** FindPointer(..) {..}`)
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (field_identifier) @name)))) @definition.method
(field_declaration type: (_)? @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (field_identifier) @name)))) @definition.method
; an operator's body (`bool operator==(..) {..}`, `int MemTable::KeyComparator::operator()(..) const {..}`): a
; function scope, no entity (the accuracy reference leaves operators out: their references are the class's or
; the namespace's around them), so that its parameters and locals are no variables of the namespace
(function_definition declarator: (function_declarator declarator: [(operator_name) @_op (qualified_identifier name: [(operator_name) (qualified_identifier name: (operator_name))])]) (#not-eq? @_op "operator[]")) @scope.function
(function_definition declarator: (reference_declarator (function_declarator declarator: [(operator_name) @_op (qualified_identifier name: [(operator_name) (qualified_identifier name: (operator_name))])])) (#not-eq? @_op "operator[]")) @scope.function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: [(operator_name) @_op (qualified_identifier name: [(operator_name) (qualified_identifier name: (operator_name))])])) (#not-eq? @_op "operator[]")) @scope.function
; ... but an item operator defined in its class (`T& operator[](int pos) const { return ptr_[pos]; }` in re2's class
; template PODArray) is the class's method, as when only declared there: what subscripting an instance gives (its
; body's references stay the class's in the entity-edge set: LanguageSpec.non_entity_names)
(function_definition type: (_) @type declarator: (function_declarator declarator: (operator_name) @name (#eq? @name "operator[]"))) @definition.method
(function_definition type: (_) @type declarator: (reference_declarator (function_declarator declarator: (operator_name) @name (#eq? @name "operator[]")))) @definition.method
(function_definition type: (_) @type declarator: (pointer_declarator declarator: (function_declarator declarator: (operator_name) @name (#eq? @name "operator[]")))) @definition.method
