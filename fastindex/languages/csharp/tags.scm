; C#: definitions, `using` imports and reference sites.
; Forms handled:
;   namespace A.B { } / namespace A.B;  -> the file's declared namespace (@package.declared, the first one): the
;                                          files declaring A.B form one package (the resolver groups them by it):
;                                          their top-level types are visible to each other without `using`
;   using A.B;             -> star import of namespace A.B        using S = A.B.C; -> binds S to type C of A.B
;   class C : B, I         -> B and I as inherit references (C# does not tell a base class from an interface)
;   anything else (System.*, packages) external; members of enclosing classes in scope (implicit this)

; ---- the file's namespace -----------------------------------------------------
(namespace_declaration name: (_) @package.declared)
(file_scoped_namespace_declaration name: (_) @package.declared)

; ---- definitions -------------------------------------------------------------
(class_declaration name: (identifier) @name) @definition.class
(struct_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class
; a positional record's parameters are its properties (`record Person(string Name)`: person.Name)
(record_declaration (parameter_list (parameter type: (_) @type name: (identifier) @name) @definition.property))
(interface_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(method_declaration returns: (_) @type name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method
(property_declaration type: (_) @type name: (identifier) @name) @definition.property
(field_declaration (variable_declaration type: (_) @type (variable_declarator name: (identifier) @name))) @definition.property
(enum_member_declaration name: (identifier) @name) @definition.constant
(delegate_declaration name: (identifier) @name) @definition.type

(lambda_expression) @scope.function
; a property's accessors with a body: a setter's `value` (below) and each accessor's locals are its own, not its
; getter's (an auto-property's `get; set;` holds nothing)
(accessor_declaration body: (_)) @scope.function

; ---- parameters and locals ----------------------------------------------------------
(parameter type: (_) @type name: (identifier) @name) @local.parameter
; a lambda's untyped parameters (`i => i * 2`, `(a, b) => a`) bind their names in its body
(lambda_expression parameters: (implicit_parameter) @name) @local.parameter
(parameter !type name: (identifier) @name) @local.parameter
; `value` in a property's setter (`set { _x = value; }`, `init => ..`): of the property's type, bound in the setter's
; body (LanguageSpec.implicit_parameter). Not an indexer's: an indexer is no definition, and the class's scope would
; hold the binding
(property_declaration type: (_) @type accessors: (accessor_list (accessor_declaration name: ["set" "init"] body: (_) @name))) @local.parameter
(local_declaration_statement (variable_declaration type: (_) @type (variable_declarator name: (identifier) @name . (_)? @value))) @local.variable
; `for (int i = 0; ..)`, `using (var s = new Stream())`, `o is Foo foo` / `case Foo foo:`, `out var v` / `out Foo f`,
; `catch (JsonException ex)`
(for_statement initializer: (variable_declaration type: (_) @type (variable_declarator name: (identifier) @name . (_)? @value))) @local.variable
(using_statement (variable_declaration type: (_) @type (variable_declarator name: (identifier) @name . (_)? @value))) @local.variable
(declaration_pattern type: (_) @type name: (identifier) @name) @local.variable
(declaration_expression type: (_) @type name: (identifier) @name) @local.variable
(catch_declaration type: (_) @type name: (identifier) @name) @local.variable
; (`foreach (var item in items)`: an element of items)
(foreach_statement type: (_) @type left: (identifier) @name right: (_) @element_of) @local.variable
; a lambda's untyped first parameter passed to LINQ's and List<T>'s element callbacks (`xs.Select(x => ..)`,
; `list.ForEach((x) => ..)`, `xs.Any(x => ..)`) holds an element of the receiver
(invocation_expression function: (member_access_expression expression: (_) @element_of name: (identifier) @_m)
  arguments: (argument_list . (argument (lambda_expression parameters: [(implicit_parameter) @name
                                                                        (parameter_list . (parameter !type name: (identifier) @name))])))
  (#any-of? @_m "Select" "SelectMany" "Where" "First" "FirstOrDefault" "Single" "SingleOrDefault" "Last"
                "LastOrDefault" "Any" "All" "Count" "LongCount" "OrderBy" "OrderByDescending" "ThenBy"
                "ThenByDescending" "GroupBy" "ToDictionary" "ToLookup" "Sum" "Min" "Max" "Average" "MinBy" "MaxBy"
                "DistinctBy" "TakeWhile" "SkipWhile" "ForEach" "Find" "FindAll" "FindIndex" "FindLast"
                "FindLastIndex" "Exists" "TrueForAll" "RemoveAll" "ConvertAll")) @local.parameter

; ---- imports ---------------------------------------------------------------------------
(using_directive !name (qualified_name) @module) @import.star
(using_directive !name (identifier) @module) @import.star
; `global using A.B;` (C# 10): every file of the project has it (its alias "global": NamespaceResolver.implicit_stars)
(using_directive "global" @alias !name [(qualified_name) (identifier)] @module) @import.star
(using_directive name: (identifier) @alias (qualified_name) @module) @import.module
; `using T = Top;` (a one-segment namespace or a type of the global namespace) names it as an identifier
(using_directive name: (identifier) @alias . "=" . (identifier) @module) @import.module

; ---- references ----------------------------------------------------------------------------
(invocation_expression function: (identifier) @name) @reference.call
(invocation_expression function: (member_access_expression expression: (_) @receiver name: (identifier) @name)) @reference.call
(invocation_expression function: (generic_name (identifier) @name)) @reference.call
; `x.Get<T>()` / `Util.Get<T>()`: a generic method called on a receiver (the member's name is a generic_name)
(invocation_expression function: (member_access_expression expression: (_) @receiver name: (generic_name (identifier) @name))) @reference.call
(object_creation_expression type: (identifier) @name) @reference.new
(object_creation_expression type: (generic_name (identifier) @name)) @reference.new
(object_creation_expression type: (qualified_name qualifier: (_) @receiver name: (identifier) @name)) @reference.new
(base_list (identifier) @name) @reference.inherit
(base_list (generic_name (identifier) @name)) @reference.inherit
(base_list (qualified_name qualifier: (_) @receiver name: (identifier) @name)) @reference.inherit
(attribute name: (identifier) @name) @reference.decorator
; `[Newtonsoft.Json.JsonProperty]`, and types written with their namespace (`Newtonsoft.Json.JsonSerializer Make()`),
; up to three names before the type's (not `global::System.IO.Stream`, the runtime's: no site, as before)
(attribute name: (qualified_name qualifier: [(identifier) (qualified_name qualifier: [(identifier)
  (qualified_name qualifier: (identifier))])] @receiver name: (identifier) @name)) @reference.decorator
(variable_declaration type: (qualified_name qualifier: [(identifier) (qualified_name qualifier: [(identifier)
  (qualified_name qualifier: (identifier))])] @receiver name: (identifier) @name)) @reference.type
(parameter type: (qualified_name qualifier: [(identifier) (qualified_name qualifier: [(identifier)
  (qualified_name qualifier: (identifier))])] @receiver name: (identifier) @name)) @reference.type
(method_declaration returns: (qualified_name qualifier: [(identifier) (qualified_name qualifier: [(identifier)
  (qualified_name qualifier: (identifier))])] @receiver name: (identifier) @name)) @reference.type
(property_declaration type: (qualified_name qualifier: [(identifier) (qualified_name qualifier: [(identifier)
  (qualified_name qualifier: (identifier))])] @receiver name: (identifier) @name)) @reference.type
(member_access_expression expression: (_) @receiver name: (identifier) @name) @reference.read
(variable_declaration type: (identifier) @name) @reference.type
(parameter type: (identifier) @name) @reference.type
(method_declaration returns: (identifier) @name) @reference.type
(property_declaration type: (identifier) @name) @reference.type
(type_argument_list (identifier) @name) @reference.type
; an argument, a named argument's value (`f(count: n)`); never its name (the callee's parameter)
(argument !name (identifier) @name) @reference.read
(argument name: (_) (identifier) @name .) @reference.read
(assignment_expression right: (identifier) @name) @reference.read
(return_statement (identifier) @name) @reference.read
(binary_expression (identifier) @name) @reference.read
