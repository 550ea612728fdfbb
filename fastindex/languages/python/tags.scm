; Python: definitions, bindings, imports/exports and reference sites.
; Capture vocabulary (checked when the query is loaded, see fastindex/map/extract.py):
;   @definition.<kind> @local.<kind> @reference.<kind> with @name, @type, @value, @receiver;
;   @import.<form> / @reexport.<form> with @module, @name, @alias; @export.<form> with @name, @alias.
; Forms handled:
;   import a.b            -> module "a.b", binds "a"          import a.b as c  -> module "a.b" as c
;   from m import x as y  -> name x as y                      from . import x / from ..a import b
;   from m import *       -> star                              __all__ = ["a", "b"] -> export.all

; ---- definitions -------------------------------------------------------------
(function_definition name: (identifier) @name return_type: (_)? @type) @definition.function
(decorated_definition definition: (function_definition name: (identifier) @name return_type: (_)? @type)) @definition.function
(class_definition name: (identifier) @name) @definition.class
(decorated_definition definition: (class_definition name: (identifier) @name)) @definition.class
; class SymbolTable(dict[str, Node]): the (first) subscripted base, whose type arguments say what indexing or
; iterating an instance gives (reduce/link.py)
(class_definition name: (identifier) @name superclasses: (argument_list (subscript) @type)) @definition.class
(decorated_definition definition: (class_definition name: (identifier) @name superclasses: (argument_list (subscript) @type))) @definition.class
; X: TypeAlias = dict[str, "State"]: a type whose declared type is the aliased one (before the variable pattern:
; the first pattern to see a name gives its kind)
(assignment left: (identifier) @name type: (type [(identifier) (attribute attribute: (identifier))] @_alias) right: (_) @type
  (#any-of? @_alias "TypeAlias" "_TypeAlias" "typing.TypeAlias" "typing_extensions.TypeAlias" "t.TypeAlias")) @definition.type
; `type Point = tuple[float, float]`, `type Pair[T] = tuple[T, T]` (PEP 695, Python 3.12): the same as a TypeAlias
(type_alias_statement left: (type [(identifier) @name (generic_type (identifier) @name)]) right: (_) @type) @definition.type
; UserId = NewType("UserId", int): a type standing for the one it wraps
(assignment left: (identifier) @name right: (call function: [(identifier) (attribute attribute: (identifier))] @_f
  arguments: (argument_list . (string) . (_) @type .)) (#any-of? @_f "NewType" "typing.NewType" "t.NewType" "typing_extensions.NewType")) @definition.type
; x = ..., x: T = ...  (module level -> variable, class body -> property, function body -> local)
(assignment left: (identifier) @name type: (_)? @type right: (_)? @value) @definition.variable
; `debug, info = logger.debug, logger.info`: the first name, spanning the statement (LanguageSpec.tuple_patterns)
(assignment left: [(pattern_list . (identifier) @name) (tuple_pattern . (identifier) @name)]) @definition.variable
; self.x = ... inside a method: an instance attribute
(assignment left: (attribute object: (identifier) @_self attribute: (identifier) @name) type: (_)? @type right: (_)? @value
  (#any-of? @_self "self" "cls")) @local.attribute

(lambda) @scope.function

; ---- docs: a docstring (the body's first statement) or the comment just before a definition
(function_definition name: (identifier) @name body: (block . (string) @doc.string))
(class_definition name: (identifier) @name body: (block . (string) @doc.string))
((comment) @doc.comment . [
  (function_definition name: (identifier) @name)
  (class_definition name: (identifier) @name)
  (decorated_definition definition: [(function_definition name: (identifier) @name)
                                     (class_definition name: (identifier) @name)])
  (assignment left: (identifier) @name)])

; ---- parameters ----------------------------------------------------------------
(parameters (identifier) @name) @local.parameter
(parameters (typed_parameter (identifier) @name type: (_) @type)) @local.parameter
(parameters (default_parameter name: (identifier) @name value: (_) @value)) @local.parameter
(parameters (typed_default_parameter name: (identifier) @name type: (_) @type)) @local.parameter
(parameters (list_splat_pattern (identifier) @name)) @local.parameter
(parameters (dictionary_splat_pattern (identifier) @name)) @local.parameter
; `*nodes: Widget`, `**kw: Widget`: typed as a tuple / a dict of it (LanguageSpec.splat_parameters)
(parameters (typed_parameter (list_splat_pattern (identifier) @name) type: (_) @type)) @local.parameter
(parameters (typed_parameter (dictionary_splat_pattern (identifier) @name) type: (_) @type)) @local.parameter
(lambda_parameters (identifier) @name) @local.parameter
; before the plain `for x in xs` (the first pattern to type a binding gives its type):
; `for k, v in d.items()` / `for v in d.values()`: v holds one of the mapping's values
([(for_statement left: [(pattern_list . (_) . (identifier) @name .) (tuple_pattern . (_) . (identifier) @name .)] right: (call function: (attribute object: (_) @value_of attribute: (identifier) @_m)))
  (for_in_clause left: [(pattern_list . (_) . (identifier) @name .) (tuple_pattern . (_) . (identifier) @name .)] right: (call function: (attribute object: (_) @value_of attribute: (identifier) @_m)))]
  (#eq? @_m "items")) @local.variable
([(for_statement left: (identifier) @name right: (call function: (attribute object: (_) @value_of attribute: (identifier) @_m)))
  (for_in_clause left: (identifier) @name right: (call function: (attribute object: (_) @value_of attribute: (identifier) @_m)))]
  (#eq? @_m "values")) @local.variable
; `for i, x in enumerate(xs)`: an element of xs; `for a, b in zip(xs, ys)`: an element of xs, of ys
([(for_statement left: [(pattern_list . (_) . (identifier) @name .) (tuple_pattern . (_) . (identifier) @name .)] right: (call function: (identifier) @_f arguments: (argument_list . (_) @element_of)))
  (for_in_clause left: [(pattern_list . (_) . (identifier) @name .) (tuple_pattern . (_) . (identifier) @name .)] right: (call function: (identifier) @_f arguments: (argument_list . (_) @element_of)))]
  (#eq? @_f "enumerate")) @local.variable
([(for_statement left: [(pattern_list . (identifier) @name) (tuple_pattern . (identifier) @name)] right: (call function: (identifier) @_f arguments: (argument_list . (_) @element_of)))
  (for_in_clause left: [(pattern_list . (identifier) @name) (tuple_pattern . (identifier) @name)] right: (call function: (identifier) @_f arguments: (argument_list . (_) @element_of)))]
  (#eq? @_f "zip")) @local.variable
([(for_statement left: [(pattern_list . (_) . (identifier) @name) (tuple_pattern . (_) . (identifier) @name)] right: (call function: (identifier) @_f arguments: (argument_list . (_) . (_) @element_of)))
  (for_in_clause left: [(pattern_list . (_) . (identifier) @name) (tuple_pattern . (_) . (identifier) @name)] right: (call function: (identifier) @_f arguments: (argument_list . (_) . (_) @element_of)))]
  (#eq? @_f "zip")) @local.variable
(for_statement left: (identifier) @name right: (_) @element_of) @local.variable
; `a, b = f()` / `a, b = x, y`: each name its place's item; `for k, v in pairs`: an item of an element (after the
; enumerate / zip / items forms above: the first pattern to type a binding gives its type)
(assignment left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_) @item_of) @local.variable
; `[field] = definition.fields`, `[a, b] = pair()`: a list pattern alike
(assignment left: (list_pattern (identifier) @name) right: (_) @item_of) @local.variable
; `cls.mapper_registry, cls.mapper = cls._generate_registry()`: each attribute its place's item
(assignment left: [(pattern_list (attribute object: (identifier) @_self attribute: (identifier) @name))
                   (tuple_pattern (attribute object: (identifier) @_self attribute: (identifier) @name))] right: (_) @item_of
  (#any-of? @_self "self" "cls")) @local.attribute
([(for_statement left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_) @items_of)
  (for_in_clause left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)] right: (_) @items_of)]) @local.variable
; `isinstance(typ := item.type, CallableType)`: a CallableType where it is used (a declared type wins over the value)
(call function: (identifier) @_f arguments: (argument_list . (named_expression name: (identifier) @name) . (_) @type .)
  (#eq? @_f "isinstance")) @local.variable
; `(tree := graph[m].tree)`: what the value gives
(named_expression name: (identifier) @name value: (_) @value) @local.variable
; `with Repo() as r`: what entering the expression's value gives (reduce/link.py: its __enter__'s declared result,
; a T of a generator function's `Iterator[T]` under @contextmanager, else the value itself)
(with_item value: (as_pattern . (_) @entered alias: (as_pattern_target (identifier) @name))) @local.variable
; `with f() as (tasks, request, callback)`: each name the item at its place of what entering gives
(with_item value: (as_pattern . (_) @entered alias: (as_pattern_target (tuple (identifier) @name)))) @local.variable
; `except KeyError as e`: an instance of the class named
(except_clause (as_pattern . [(identifier) (attribute)] @type alias: (as_pattern_target (identifier) @name))) @local.variable
(except_clause (as_pattern alias: (as_pattern_target (identifier) @name))) @local.variable
(for_in_clause left: (identifier) @name right: (_) @element_of) @local.variable
; `case ResultEvent(part=result):`: result is the attribute part of a ResultEvent (a bare name in a pattern binds);
; `case ResultEvent() as event:`: event is a ResultEvent
((class_pattern . (dotted_name) @destructured_type
   (case_pattern (keyword_pattern . (identifier) @key . (dotted_name . (identifier) @name .) .)))
  (#not-eq? @name "_")) @local.variable
(as_pattern . (case_pattern . (class_pattern . (dotted_name) @type)) . (identifier) @name .) @local.variable
(pattern_list (identifier) @name) @local.variable
(tuple_pattern (identifier) @name) @local.variable
(list_pattern (identifier) @name) @local.variable

;  ---- isinstance narrowing: where `x` (a name or an attribute chain) is known to be a C -------------
; (`issubclass(x, C)`: a subclass of C, whose members x has as C's, read alike)
; inside: the captured node (a block, an `and`'s right operand, a conditional's value); after: from the end of the
; captured statement to the end of the block holding it. The map records it on the member accesses it covers.
; The nodes inside a test are written `(_ ...)` where their own fields name the node type (tree-sitter-python's
; node-types.json: no other type has them): `(_ . left: .. operator: "and")` is a boolean_operator, `(_ . function:
; .. arguments: ..)` a call, `(_ .. operators: ..)` a comparison_operator, `(_ . object: ..)` an attribute, and an
; if's `consequence: (_ ..)` its block. The matches are the same; the compile is not: tree-sitter analyses every
; named node with children against the grammar's parse table when it compiles the query, a wildcard not, and written
; with their names these patterns took 0.22 of the 0.39 CPU-s Python's query costs to compile in every map process.
; The anchor `.` before the field that is the type's first child (and `left: (_)` written where a pattern names no
; left operand) lets a wildcard standing on another node fail at that node's first child: without it matching
; cost 2.7% more, with it 1.0% more.
(if_statement condition: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(elif_clause condition: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (_ . left: (_) operator: "and" right: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (_ . left: (_ . left: (_) operator: "and" right: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(elif_clause condition: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(elif_clause condition: (_ . left: (_) operator: "and" right: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  alternative: (else_clause body: (block) @narrowing.inside) (#any-of? @_f "isinstance" "issubclass"))
; `[op for op in ops if isinstance(op, CellNotification)]`: the body reads op narrowed (marimo's tests); a set's and
; a generator's too (pydantic-ai's `(part.content for part in m.parts if isinstance(part, UserPromptPart))`)
(list_comprehension body: (_) @narrowing.inside (if_clause (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  (#any-of? @_f "isinstance" "issubclass"))
(generator_expression body: (_) @narrowing.inside (if_clause (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  (#any-of? @_f "isinstance" "issubclass"))
(set_comprehension body: (_) @narrowing.inside (if_clause (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  (#any-of? @_f "isinstance" "issubclass"))
; `if has_object_definition(x):` of a user-defined type guard (`def has_object_definition(obj) ->
; TypeGuard[type[X]]`, `-> TypeIs[X]`): x is what it declares inside the block (the linker reads the guard's declared
; result: LanguageSpec.type_guard; another function's call narrows nothing, and a check around it holds: the
; map records the guard form beside the innermost other check)
(if_statement condition: (_ . function: [(identifier) (attribute)] @type arguments: (argument_list . [(identifier) (attribute)] @name .))
  consequence: (block) @narrowing.guard)
(elif_clause condition: (_ . function: [(identifier) (attribute)] @type arguments: (argument_list . [(identifier) (attribute)] @name .))
  consequence: (block) @narrowing.guard)
; `match x:` ... `case C():` (a class pattern, alone): x is a C in the case's block
(match_statement subject: [(identifier) (attribute)] @name
  body: (block (case_clause . (case_pattern . (class_pattern . (dotted_name) @type) .) consequence: (block) @narrowing.inside)))
; `if type(x) is C:` / `if type(x) == C:`: x is a C inside (pyright narrows on the exact class)
(if_statement condition: (_ (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute)] @name .))
  operators: ["is" "=="] . [(identifier) (attribute)] @type .)
  consequence: (block) @narrowing.inside (#eq? @_f "type"))
(elif_clause condition: (_ (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute)] @name .))
  operators: ["is" "=="] . [(identifier) (attribute)] @type .)
  consequence: (block) @narrowing.inside (#eq? @_f "type"))
; `if not isinstance(x, C): return` (or raise, continue, break) and no else: x is a C after it
(if_statement condition: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  consequence: (_ [(return_statement) (raise_statement) (continue_statement) (break_statement)] . (comment)* .) !alternative
  (#any-of? @_f "isinstance" "issubclass")) @narrowing.after
(assert_statement . (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))
  (#any-of? @_f "isinstance" "issubclass")) @narrowing.after
(assert_statement . (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and")
  (#any-of? @_f "isinstance" "issubclass")) @narrowing.after
(assert_statement . (_ . left: (_) operator: "and" right: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  (#any-of? @_f "isinstance" "issubclass")) @narrowing.after
; `isinstance(x, C) and x.m()`, `a and isinstance(x, C) and x.m()`
(boolean_operator left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(boolean_operator left: (_ . left: (_) operator: "and" right: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "and"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
; `not isinstance(x, C) or x.m()`
(boolean_operator left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
; more isinstance forms: the check leftmost in a longer `and` chain (`isinstance(x, C) and a and x.m()`), a
; parenthesized condition, the branches after `if not isinstance(x, C)`, `if not (isinstance(x, C) and a): return`
(boolean_operator left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(boolean_operator left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(boolean_operator left: (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and") operator: "and"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (_ . left: (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and") operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (parenthesized_expression [(_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and") (_ . left: (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and") operator: "and")])
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(elif_clause condition: (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(elif_clause condition: (_ . left: (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and") operator: "and")
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(elif_clause condition: (parenthesized_expression [(_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and") (_ . left: (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and") operator: "and")])
  consequence: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  alternative: (elif_clause) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  alternative: (else_clause) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
; `elif not isinstance(x, C): ...` then `elif ..:` / `else:`: x is a C in the clauses after it (from its end to the end
; of the `if` statement holding it)
(elif_clause condition: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))
  (#any-of? @_f "isinstance" "issubclass")) @narrowing.after
(if_statement condition: (not_operator argument: (parenthesized_expression [(_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") (_ . left: (_ . left: (_ . left: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)) operator: "and") operator: "and") operator: "and")]))
  consequence: (_ [(return_statement) (raise_statement) (continue_statement) (break_statement)] . (comment)* .) !alternative
  (#any-of? @_f "isinstance" "issubclass")) @narrowing.after
; `not isinstance(x, C) or a or x.m()` (longer or-chains), `a or not isinstance(x, C) or x.m()`,
; `if not isinstance(x, C) or a: return`
(boolean_operator left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(boolean_operator left: (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") operator: "or"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(boolean_operator left: (_ . left: (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") operator: "or") operator: "or"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(boolean_operator left: (_ . left: (_) operator: "or" right: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .)))) operator: "or"
  right: (_) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
(if_statement condition: [(_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") (_ . left: (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") operator: "or") (_ . left: (_ . left: (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") operator: "or") operator: "or") (parenthesized_expression [(_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") (_ . left: (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") operator: "or") (_ . left: (_ . left: (_ . left: (_ . left: (not_operator argument: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))) operator: "or") operator: "or") operator: "or") operator: "or")])]
  consequence: (_ [(return_statement) (raise_statement) (continue_statement) (break_statement)] . (comment)* .) !alternative
  (#any-of? @_f "isinstance" "issubclass")) @narrowing.after
; `if msg.type is WSMsgType.TEXT:` / `== ..` / `in (WSMsgType.CLOSE, WSMsgType.CLOSING)`: a union discriminated by a
; Literal field narrowed to the alternatives whose field is declared as that literal (the linker reads the comparison,
; @type, against them: LanguageSpec.discriminant_test); in the block, and after `if x.f is not K: return` (or raise,
; continue, break) or `assert x.f is K`
(if_statement condition: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is" "==" "in"] . [(attribute) (string) (tuple) (set)] .) @type consequence: (block) @narrowing.inside)
(elif_clause condition: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is" "==" "in"] . [(attribute) (string) (tuple) (set)] .) @type consequence: (block) @narrowing.inside)
(if_statement condition: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is not" "!=" "not in"] . [(attribute) (string) (tuple) (set)] .) @type
  consequence: (_ [(return_statement) (raise_statement) (continue_statement) (break_statement)] . (comment)* .) !alternative) @narrowing.after
(assert_statement . (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is" "==" "in"] . [(attribute) (string) (tuple) (set)] .) @type) @narrowing.after
;  where such a test failed: the block of `if msg.type is not K:` (`!=`, `not in`), the `else:` and each `elif`
; after `if msg.type is K:` / `elif msg.type is K:` (the alternatives whose Literal is not K)
(if_statement condition: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is not" "!=" "not in"] . [(attribute) (string) (tuple) (set)] .) @type consequence: (block) @narrowing.unlike)
(if_statement condition: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is" "==" "in"] . [(attribute) (string) (tuple) (set)] .) @type alternative: (_) @narrowing.unlike)
(if_statement condition: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is not" "!=" "not in"] . [(attribute) (string) (tuple) (set)] .) @type alternative: (else_clause) @narrowing.inside)
; `if msg.type is WSMsgType.PING and self._autoping:` (the test leftmost in an `and`), `msg.type is K and msg.data`
(if_statement condition: (_ . left: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is" "==" "in"] . [(attribute) (string) (tuple) (set)] .) @type operator: "and") consequence: (block) @narrowing.inside)
(elif_clause condition: (_ . left: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is" "==" "in"] . [(attribute) (string) (tuple) (set)] .) @type operator: "and") consequence: (block) @narrowing.inside)
(boolean_operator left: (_ . (_ . object: [(identifier) (attribute)] @name)
  operators: ["is" "==" "in"] . [(attribute) (string) (tuple) (set)] .) @type operator: "and" right: (_) @narrowing.inside)
;  ---- narrowing on assignment: `ws._reader = mock.Mock()` then `ws._reader.read()` in the same block: the member
; chain holds what the call gives (pyright narrows a declared member to the value assigned); a chain of a name
; other than self/cls (whose members the linker types from their assignments already)
(block (assignment left: (_ . object: (identifier) @_o) @name right: (call) @type) @narrowing.assigned
  (#not-any-of? @_o "self" "cls"))
; `while isinstance(t, Alias): t = t.expand()`
(while_statement condition: (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))
  body: (block) @narrowing.inside (#any-of? @_f "isinstance" "issubclass"))
; `x.m() if isinstance(x, C) else y`
(conditional_expression . (_) @narrowing.inside . (_ . function: (identifier) @_f arguments: (argument_list . [(identifier) (attribute) (subscript value: (_) . subscript: [(integer) (string)] .)] @name . (_) @type .))
  (#any-of? @_f "isinstance" "issubclass"))

; ---- imports -------------------------------------------------------------------
(import_statement name: (dotted_name) @module) @import.module
(import_statement name: (aliased_import name: (dotted_name) @module alias: (identifier) @alias)) @import.module
(import_from_statement module_name: (_) @module name: (dotted_name) @name) @import.named
(import_from_statement module_name: (_) @module name: (aliased_import name: (dotted_name) @name alias: (identifier) @alias)) @import.named
(import_from_statement module_name: (_) @module (wildcard_import)) @import.star
(module (assignment left: (identifier) @_all right: [(list (string (string_content) @name)) (tuple (string (string_content) @name))])
  (#eq? @_all "__all__")) @export.all
; atpublic's `public(Table=Table, ..)` and `@public` on a module-level function or class: the names it adds to the
; module's `__all__` (ibis: a star import of such a module carries those alone, `import json` there not)
(module (call function: (identifier) @_pub arguments: (argument_list (keyword_argument name: (identifier) @name)))
  (#eq? @_pub "public")) @export.all
(module (decorated_definition (decorator (identifier) @_pub) definition: [(function_definition name: (identifier) @name) (class_definition name: (identifier) @name)])
  (#eq? @_pub "public")) @export.all

; ---- references ----------------------------------------------------------------
(call function: (identifier) @name) @reference.call
(call function: (attribute object: (_) @receiver attribute: (identifier) @name)) @reference.call
(decorator (identifier) @name) @reference.decorator
(decorator (attribute object: (_) @receiver attribute: (identifier) @name)) @reference.decorator
(decorator (call function: (identifier) @name)) @reference.decorator
(decorator (call function: (attribute object: (_) @receiver attribute: (identifier) @name))) @reference.decorator
(class_definition superclasses: (argument_list (identifier) @name)) @reference.inherit
(class_definition superclasses: (argument_list (attribute object: (_) @receiver attribute: (identifier) @name))) @reference.inherit
; a generic base: class V(TypeVisitor[T]), class S(dict[str, Node])
(class_definition superclasses: (argument_list (subscript value: (identifier) @name))) @reference.inherit
(class_definition superclasses: (argument_list (subscript value: (attribute object: (_) @receiver attribute: (identifier) @name)))) @reference.inherit
(type (identifier) @name) @reference.type
; `case Source():`, `case mod.Source(x=1):`: a class pattern names the class it matches
(class_pattern . (dotted_name . (identifier) @name .)) @reference.type
(class_pattern . (dotted_name . (identifier) @receiver . (identifier) @name .)) @reference.type
(class_pattern . (dotted_name . (identifier) @receiver . (identifier) @receiver . (identifier) @name .)) @reference.type
; `case ErrorCode.A | ErrorCode.B:`, `case Point(kind=Kind.LINE)`: a value pattern (a dotted name; a bare name binds)
; reads its member
([(case_pattern (dotted_name . (identifier) @receiver . (identifier) @name .))
  (union_pattern (dotted_name . (identifier) @receiver . (identifier) @name .))
  (keyword_pattern (dotted_name . (identifier) @receiver . (identifier) @name .))]) @reference.read
;   `case Future.Status.FINISHED:` (anyio: a nested class's enum): the member, and the class on its way
([(case_pattern (dotted_name . (identifier) @receiver . (identifier) @receiver . (identifier) @name .))
  (union_pattern (dotted_name . (identifier) @receiver . (identifier) @receiver . (identifier) @name .))
  (keyword_pattern (dotted_name . (identifier) @receiver . (identifier) @receiver . (identifier) @name .))]) @reference.read
([(case_pattern (dotted_name . (identifier) @receiver . (identifier) @name . (identifier) .))
  (union_pattern (dotted_name . (identifier) @receiver . (identifier) @name . (identifier) .))
  (keyword_pattern (dotted_name . (identifier) @receiver . (identifier) @name . (identifier) .))]) @reference.read
(type (attribute object: (_) @receiver attribute: (identifier) @name)) @reference.type
(type (generic_type (identifier) @name)) @reference.type
(type (subscript value: (identifier) @name)) @reference.type
(subscript value: (identifier) @_g subscript: (identifier) @name) @reference.type
(type (binary_operator (identifier) @name)) @reference.type
; a string annotation ('Foo', forward reference): in an annotation's own place, or as a type argument of any
; generic but Literal (Literal['alias'] holds values, not names: pyright links no name in it)
(_ type: (type (string (string_content) @name)) @reference.type)
(function_definition return_type: (type (string (string_content) @name)) @reference.type)
(generic_type (identifier) @_generic (type_parameter (type (string (string_content) @name)) @reference.type)
  (#not-any-of? @_generic "Literal"))
; `Callable[["ClientResponse", bytes], str]`: a string among a Callable's parameter types
(generic_type (identifier) @_generic (type_parameter (type (list (string (string_content) @name))) @reference.type)
  (#not-any-of? @_generic "Literal"))
; `t.Union["Filter", "Call"]`, `typing.Optional["Undefined"]` (a generic named through its module, which the grammar
; reads as a subscript): a string among its arguments, in an annotation or one level inside one
(type (subscript value: (attribute attribute: (identifier) @_generic) subscript: (string (string_content) @name))
  @reference.type (#not-any-of? @_generic "Literal"))
(type (subscript subscript: (subscript value: (attribute attribute: (identifier) @_generic)
  subscript: (string (string_content) @name)) @reference.type) (#not-any-of? @_generic "Literal"))
(type (subscript value: (attribute attribute: (identifier) @_generic) subscript: (list (string (string_content) @name)))
  @reference.type (#not-any-of? @_generic "Literal"))
; ... beside `| None` (`-> t.MutableMapping[K, "Template"] | None`), and inside such a generic's argument as a builtin
; or typing generic the grammar reads as a subscript there too (`t.Sequence[str | type["Extension"]]`)
(type (binary_operator (subscript value: (attribute attribute: (identifier) @_generic)
  subscript: (string (string_content) @name)) @reference.type) (#not-any-of? @_generic "Literal"))
(type (subscript subscript: [(subscript value: (identifier) @_generic subscript: (string (string_content) @name))
                             (binary_operator (subscript value: (identifier) @_generic
                                                         subscript: (string (string_content) @name)))] @reference.type)
  (#any-of? @_generic "type" "Type" "list" "List" "dict" "Dict" "set" "Set" "tuple" "Tuple" "frozenset" "Optional" "Union"))
; X: TypeAlias = "A | B": the aliased type written as a string (each name in it, as in a string annotation)
(assignment type: (type [(identifier) (attribute attribute: (identifier))] @_alias) right: (string (string_content) @name)
  (#any-of? @_alias "TypeAlias" "_TypeAlias" "typing.TypeAlias" "typing_extensions.TypeAlias" "t.TypeAlias")) @reference.type
; reads: a.b (module or class member access) and plain names used as values
(attribute object: (_) @receiver attribute: (identifier) @name) @reference.read
(argument_list (identifier) @name) @reference.read
(keyword_argument value: (identifier) @name) @reference.read
; C(field=1): a keyword argument names a field of the class it constructs (dataclasses, TypedDict, models)
(call function: (_) @receiver arguments: (argument_list (keyword_argument name: (identifier) @name))) @reference.argument
(assignment right: (identifier) @name) @reference.read
(return_statement (identifier) @name) @reference.read
(list (identifier) @name) @reference.read
(tuple (identifier) @name) @reference.read
(dictionary (pair value: (identifier) @name)) @reference.read
(comparison_operator (identifier) @name) @reference.read
(binary_operator (identifier) @name) @reference.read
(subscript value: (identifier) @name) @reference.read
(default_parameter value: (identifier) @name) @reference.read
(typed_default_parameter value: (identifier) @name) @reference.read
(boolean_operator (identifier) @name) @reference.read
(not_operator (identifier) @name) @reference.read
(unary_operator (identifier) @name) @reference.read
; `info.metadata[METADATA_KEY]`: the index a subscript reads (of any value; a name's subscript is read above as a type)
(subscript subscript: (identifier) @name) @reference.read
(conditional_expression (identifier) @name) @reference.read
(expression_list (identifier) @name) @reference.read
(yield (identifier) @name) @reference.read
(lambda body: (identifier) @name) @reference.read
(set (identifier) @name) @reference.read
(await (identifier) @name) @reference.read
(for_statement right: (identifier) @name) @reference.read
(for_in_clause right: (identifier) @name) @reference.read
(raise_statement (identifier) @name) @reference.read
(except_clause (identifier) @name) @reference.read
(except_clause (tuple (identifier) @name)) @reference.read
(except_clause (as_pattern (identifier) @name)) @reference.read
(list_splat (identifier) @name) @reference.read
(dictionary_splat (identifier) @name) @reference.read
(augmented_assignment right: (identifier) @name) @reference.read
(if_statement condition: (identifier) @name) @reference.read
(with_item value: (identifier) @name) @reference.read
(parenthesized_expression (identifier) @name) @reference.read
(pair key: (identifier) @name) @reference.read
(slice (identifier) @name) @reference.read
; f"{BASE}/{name}": a name interpolated into an f-string; `global cache`: the module-level name
(interpolation (identifier) @name) @reference.read
(global_statement (identifier) @name) @reference.read
; `assert ok, MESSAGE`, `while RUNNING:`, `elif DEBUG:`, `[f(x) for x in xs if ENABLED]`, `[DEFAULT for _ in xs]`,
; `del cache`, `with LOCK as held:`, `match MODE:`, `f"{v:{WIDTH}}"`, `(w := LIMIT)` and a bare `name` statement
(assert_statement (identifier) @name) @reference.read
(while_statement condition: (identifier) @name) @reference.read
(elif_clause condition: (identifier) @name) @reference.read
(if_clause (identifier) @name) @reference.read
(list_comprehension body: (identifier) @name) @reference.read
(set_comprehension body: (identifier) @name) @reference.read
(generator_expression body: (identifier) @name) @reference.read
(delete_statement (identifier) @name) @reference.read
(with_item value: (as_pattern . (identifier) @name)) @reference.read
(match_statement subject: (identifier) @name) @reference.read
(format_expression expression: (identifier) @name) @reference.read
(named_expression value: (identifier) @name) @reference.read
(module (identifier) @name) @reference.read
(block (identifier) @name) @reference.read
