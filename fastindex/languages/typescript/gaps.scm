; Gaps of the pinned tree-sitter-typescript grammar (not errors in the file): a tagged template with type
; arguments, styled-components' `styled.div<Props>`...`` / `styled(Link)<{ $on: boolean }>`...``, parses as
; a call of a non-null expression whose `!` is MISSING.
(call_expression
  function: (non_null_expression (instantiation_expression) (MISSING "!") @gap)
  arguments: (template_string))
