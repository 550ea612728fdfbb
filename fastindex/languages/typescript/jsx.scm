; JSX (JavaScript and TSX grammars): components used as elements are calls.
; (a tag's name is its own receiver: the map reads `<div>`, a lowercase tag, as an intrinsic element,
; spec.intrinsic_receiver, and `<Foo>` as the name Foo)
(jsx_opening_element name: (identifier) @name @receiver) @reference.call
(jsx_self_closing_element name: (identifier) @name @receiver) @reference.call
(jsx_opening_element name: (_ . object: (_) @receiver property: (property_identifier) @name)) @reference.call
(jsx_self_closing_element name: (_ . object: (_) @receiver property: (property_identifier) @name)) @reference.call
(jsx_expression (identifier) @name) @reference.read
