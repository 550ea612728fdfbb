; ---- narrowing: TypeScript, TSX and JavaScript alike (the checker narrows a JavaScript file's values as well).
; The nodes inside a test are written `(_ ...)` where their own fields name the node type (the
; grammar's node-types.json): `(_ . left: .. operator: "&&")` (or "||", "===", "==", "!==", "!=", "instanceof") is a
; binary_expression, and `(_ . object: .. property: (_))` a member_expression where an expression stands (a
; subscript_expression has no property). The matches are the same; the compile is not: tree-sitter analyses every
; named node with children against the grammar's parse table when it compiles the query, a wildcard not, and written
; with their names these patterns took 0.33 of the 0.65 CPU-s TypeScript's query (and TSX's) costs to compile in every
; map process. The anchor `.` before the type's first child (`left: (_)` written where a pattern names no left
; operand) lets a wildcard standing on another node fail at that node's first child (see core.scm).
; `if (isTable(x)) {..}`, `if (C.isTable(x) || C.isView(x)) {..}`: a user-defined type guard (`isTable(o): o is
; Table`) narrows x to what it declares inside the block, or the one statement (`if (isFindManyOptions<E>(o))
; return o.where`; the linker reads the guard's declared result)
(if_statement condition: (parenthesized_expression (call_expression function: [(identifier) (member_expression)] @type
  arguments: (arguments . [(identifier) (member_expression)] @name .))) consequence: (_) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ .
  left: (call_expression function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))
  operator: "||"
  right: (call_expression function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] .))))
  consequence: (_) @narrowing.inside)
; `if (!isExecutable(x)) {..}`: inside the block x is what the guard leaves of the union x holds (graphql-js's
; `if (!isExecutableDefinitionNode(definition))`); `if (!isTable(x)) return` (or throw, continue, break) and no
; else: a Table after it
(if_statement condition: (parenthesized_expression (unary_expression operator: "!" argument: (call_expression
  function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))))
  consequence: (statement_block) @narrowing.unlike)
(if_statement condition: (parenthesized_expression (unary_expression operator: "!" argument: (call_expression
  function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
; `if (!$isRangeSelection(selection) || !selection.isCollapsed()) return false` (lexical), `if (!node || !isTable(node))
; return`: every operand of an || chain is false after it, a negated guard's x a Table; the guard first or later in a
; chain of up to four
(if_statement condition: (parenthesized_expression [
    (_ . left: (_ . operator: "!" argument: (_ .
      function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))) operator: "||")
    (_ . left: (_ . left: (_ . operator: "!" argument: (_ .
      function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))) operator: "||") operator: "||")
    (_ . left: (_ . left: (_ . left: (_ . operator: "!" argument: (_ .
      function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))) operator: "||") operator: "||") operator: "||")
    (_ . left: (_) operator: "||" right: (_ . operator: "!" argument: (_ .
      function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))))
    (_ . left: (_ . left: (_) operator: "||" right: (_ . operator: "!" argument: (_ .
      function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .)))) operator: "||")
    (_ . left: (_ . left: (_ . left: (_) operator: "||" right: (_ . operator: "!" argument: (_ .
      function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .)))) operator: "||") operator: "||")])
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
; ... and the rest of such a chain after the negated guard (`!$isRangeSelection(s) || !s.isCollapsed()`: a
; RangeSelection's isCollapsed)
[(binary_expression left: (_ . operator: "!" argument: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))) operator: "||")
 (binary_expression left: (_ . left: (_ . operator: "!" argument: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))) operator: "||") operator: "||")] @narrowing.inside
; `isValueNode(node) && (node.kind === Kind.LIST ? node.values : ..)` (graphql-js): the rest of a chain of && after a
; type guard, and the block of an if whose condition is such a chain
(binary_expression left: (call_expression function: [(identifier) (member_expression)] @type
  arguments: (arguments . [(identifier) (member_expression)] @name .)) operator: "&&") @narrowing.inside
(if_statement condition: (parenthesized_expression (binary_expression left: (call_expression
  function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))
  operator: "&&")) consequence: (statement_block) @narrowing.inside)
; ... the guard second in the chain, and the chain's rest up to its fourth operand (lexical's `const isDeletingLine =
; $isRangeSelection(prev) && $isRangeSelection(next) && prev.anchor.type === 'element'`)
[(binary_expression left: (_ . left: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .)) operator: "&&") operator: "&&")
 (binary_expression left: (_ . left: (_ . left: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .)) operator: "&&") operator: "&&") operator: "&&")
 (binary_expression left: (_ . left: (_) operator: "&&" right: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))) operator: "&&")
 (binary_expression left: (_ . left: (_ . left: (_) operator: "&&" right: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .))) operator: "&&") operator: "&&")] @narrowing.inside
(if_statement condition: (parenthesized_expression [
    (_ . left: (_) operator: "&&" right: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .)))
    (_ . left: (_ . left: (_ .
    function: [(identifier) (member_expression)] @type arguments: (arguments . [(identifier) (member_expression)] @name .)) operator: "&&") operator: "&&")])
  consequence: (statement_block) @narrowing.inside)
; `if (x instanceof Table) {..}` (`this instanceof Layer` too), `if (x instanceof Table || x instanceof View) {..}`
(if_statement condition: (parenthesized_expression (_ . left: [(identifier) (member_expression) (this)] @name
  operator: "instanceof" right: [(identifier) (member_expression)] @type)) consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ .
  left: (_ . left: [(identifier) (member_expression)] @name operator: "instanceof" right: [(identifier) (member_expression)] @type)
  operator: "||"
  right: (_ . left: [(identifier) (member_expression)] operator: "instanceof" right: [(identifier) (member_expression)] @type)))
  consequence: (statement_block) @narrowing.inside)
; `if (options.type === "mysql") {..}`, `if (node.type === NodeTypes.TEXT) {..}`: a discriminated union narrowed to
; the alternatives whose `type` is that literal or enum member (the linker reads the comparison, @type, against the
; alternatives' declared `type`), in a block or a single statement (`if (i.format === "regex") return i.pattern;`)
(if_statement condition: (parenthesized_expression (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) consequence: (_) @narrowing.inside)
; `node.type === NodeTypes.ELEMENT && node.tagType === ..`, `if (a && node.type === X && node.codegenNode) {..}`:
; the rest of a chain of && after a discriminant test, and the block of an if whose condition is such a chain
; (the test's own `node.type` is read as declared: the linker leaves the discriminant itself out)
(binary_expression left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&") operator: "&&") @narrowing.inside
(binary_expression left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&" right: (_) @narrowing.inside)
(binary_expression left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&" right: (_) @narrowing.inside)
(binary_expression left: (_ . left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&") operator: "&&" right: (_) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&") operator: "&&") operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_) operator: "&&" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type) operator: "&&") operator: "&&") operator: "&&"))
  consequence: (statement_block) @narrowing.inside)
; `if (node.type !== NodeTypes.ELEMENT) return` (or throw, continue, break) and no else: the alternatives whose
; `type` is that member after it
(if_statement condition: (parenthesized_expression (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["!==" "!="] right: [(string) (member_expression)]) @type)
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
; `if (node.type !== NodeTypes.ELEMENT || node.tagType !== ElementTypes.ELEMENT) return`: each test of the || that
; leaves; `if (!(node.type === NodeTypes.ELEMENT && ..)) return`: the first test of the && negated
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["!==" "!="] right: [(string) (member_expression)]) @type operator: "||"))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
(if_statement condition: (parenthesized_expression (_ . left: (_) operator: "||" right: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["!==" "!="] right: [(string) (member_expression)]) @type))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
(if_statement condition: (parenthesized_expression (unary_expression operator: "!" argument: (parenthesized_expression
  (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_))
  operator: ["===" "=="] right: [(string) (member_expression)]) @type operator: "&&"))))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.after
; `switch (node.type) { case NodeTypes.TEXT: .. }`: each case with statements narrowed so, the test read as
; "((node.type), NodeTypes.TEXT)"; only the first case and one right after a case with statements of its own (a case
; that several empty cases fall into is left as declared)
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body . (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body (switch_case body: (_)) . (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
; `case NodeTypes.INTERPOLATION: case NodeTypes.TEXT_CALL: ..`: a case that one or two empty cases fall into, narrowed
; to the alternatives of any of them ("((node.type), A, B)")
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body (switch_case body: (_)) . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
(switch_statement value: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_))) @type
  body: (switch_body (switch_case body: (_)) . (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type !body) .
    (switch_case value: [(string) (member_expression)] @type body: (_)) @narrowing.inside))
; a property tested for truth (`r.isError` a discriminant declared `true` in some alternatives of a union, `false` in
; the others): `if (r.isError) {..} else {..}`, `if (!r.isError) {..}`, `r.isError ? a : b`, `r.isError && ..` (up
; to four tests before it in the chain), `r.isError || ..`, and what follows `if (r.isPending) return` (or
; `if (!r.data) throw ..`); the linker reads them as `r.isError === true` (where the test fails: negated), and keeps
; the alternatives so declared (a property declared `boolean`, or anything but the union, is left as declared)
(if_statement condition: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_)) @type)
  consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_)) @type)
  alternative: (else_clause (statement_block) @narrowing.falsy))
(if_statement condition: (parenthesized_expression (unary_expression operator: "!"
  argument: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type))
  consequence: (statement_block) @narrowing.falsy)
(if_statement condition: (parenthesized_expression (_ . object: [(identifier) (member_expression)] @name property: (_)) @type)
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.falsy_after
(if_statement condition: (parenthesized_expression (unary_expression operator: "!"
  argument: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.truthy_after
(ternary_expression condition: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  consequence: (_) @narrowing.truthy)
(ternary_expression condition: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  alternative: (_) @narrowing.falsy)
(binary_expression left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type operator: "&&")
  operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&") operator: "&&" right: (_) @narrowing.truthy)
(binary_expression left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "||" right: (_) @narrowing.falsy)
; `r.isError || r.isLoading || r.isSuccess`: the last operand of a chain of || sees every test before it fail
(binary_expression left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type operator: "||")
  operator: "||" right: (_) @narrowing.falsy)
(binary_expression left: (_ . left: (_) operator: "||" right: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type)
  operator: "||" right: (_) @narrowing.falsy)
; `if (r.isError && !r.isFetching && ..) {..}`: the block of an if whose condition is a chain of && starting with it
(if_statement condition: (parenthesized_expression (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&")) consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&")) consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&")) consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (_ . left: (_ . left: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type
  operator: "&&") operator: "&&") operator: "&&") operator: "&&")) consequence: (statement_block) @narrowing.truthy)
; `if (result.data !== undefined && r.isError) {..}`: the test last in the chain
(if_statement condition: (parenthesized_expression (_ . left: (_) operator: "&&"
  right: (_ . object: [(identifier) (member_expression)] @name property: (_)) @type))
  consequence: (statement_block) @narrowing.truthy)
; `if ("directives" in node) {..}`, `"directives" in node && node.directives`, `if (!("directives" in node) ||
; !node.directives) return`: the alternatives of a union that declare the property (where the test fails: those
; that do not); the map reads the test as `"directives" in node === true` (negated where it fails), the linker
; keeps the alternatives by their members (LanguageSpec.property_test)
(if_statement condition: (parenthesized_expression (_ . left: (string) operator: "in" right: [(identifier) (member_expression)] @name) @type)
  consequence: (statement_block) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (_ . left: (string) operator: "in" right: [(identifier) (member_expression)] @name) @type)
  alternative: (else_clause (statement_block) @narrowing.falsy))
(if_statement condition: (parenthesized_expression (_ . left: (_ . left: (string) operator: "in" right: [(identifier) (member_expression)] @name) @type
  operator: "&&")) consequence: (statement_block) @narrowing.truthy)
(binary_expression left: (_ . left: (string) operator: "in" right: [(identifier) (member_expression)] @name) @type
  operator: "&&" right: (_) @narrowing.truthy)
(if_statement condition: (parenthesized_expression (unary_expression operator: "!" argument: (parenthesized_expression
  (_ . left: (string) operator: "in" right: [(identifier) (member_expression)] @name) @type)))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.truthy_after
(if_statement condition: (parenthesized_expression (_ . left: (unary_expression operator: "!" argument: (parenthesized_expression
  (_ . left: (string) operator: "in" right: [(identifier) (member_expression)] @name) @type)) operator: "||"))
  consequence: [(statement_block [(return_statement) (throw_statement) (continue_statement) (break_statement)] .)
                (return_statement) (throw_statement) (continue_statement) (break_statement)] !alternative) @narrowing.truthy_after
