; A class, object or object expression whose last supertype delegates to a bare expression (`I by t {`, `I by
; Impl() {`): the pinned grammar reads the class body as a lambda passed to that expression, so the class has no
; body and its members are a lambda's locals. @by and @body: the text from `by` to the body's brace is blanked
; (kotlin/source.py). Anchored last: a class with a body of its own (`I by build { x } { .. }`) is not matched.
(class_declaration
  (delegation_specifier
    (explicit_delegation "by" @by (call_expression (call_suffix (annotated_lambda) @body .)))) .)
(object_declaration
  (delegation_specifier
    (explicit_delegation "by" @by (call_expression (call_suffix (annotated_lambda) @body .)))) .)
; `object : I by t {`: the grammar gives up on the expression (an ERROR ending with the delegation)
(ERROR
  (explicit_delegation "by" @by (call_expression (call_suffix (annotated_lambda) @body .))) .)
