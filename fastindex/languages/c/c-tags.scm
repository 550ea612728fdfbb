; C only (C++ names a class the same with or without its keyword): a tag written with its keyword (`struct inst *i`,
; `typedef struct inst inst;`) is looked up among the tags (LanguageSpec.tag_keywords), the keyword its receiver.
; These matches start at the keyword, before c.scm's bare type_identifier one on the same name: the first of equal
; priority is kept.
(struct_specifier "struct" @receiver name: (type_identifier) @name !body) @reference.type
(union_specifier "union" @receiver name: (type_identifier) @name !body) @reference.type
(enum_specifier "enum" @receiver name: (type_identifier) @name !body) @reference.type

; C only: a function-pointer parameter (`int (*compar)(const void *, const void *)`): `compar(a, b)` calls the
; parameter (in a C++ constructor's `: function(function)` a parameter of the member's name would hide the member)
(parameter_declaration type: (_) @type declarator: [
  (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name)))
  (pointer_declarator declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name))))]) @local.parameter
