; Rust: definitions, bindings, `use` / `mod` imports and reference sites.
; Inside a pattern (not at its root) a scoped_identifier is written `(_ . path: .. name: (identifier))` and a
; scoped_type_identifier `(_ . path: .. name: (type_identifier))`: in tree-sitter-rust's node-types.json only
; those two types have both fields, and only the first names an identifier, the second a type_identifier. The
; matches are the same; tree-sitter analyses every named node with children against the grammar's parse table when
; it compiles a query, a wildcard not (the query compiles in 2/3 of the time it did, 0.26 CPU-s, in every map
; process). The anchor `.` (the path is the first child) lets a wildcard standing on another node fail at its first
; child (the matching costs 0.5% more, 1.8% without it).
; Forms handled (each file is a module; the resolver maps module paths to files):
;   mod foo;                      -> imports child module foo (foo.rs or foo/mod.rs), binds foo
;   #[path = "x.rs"] mod foo;     -> an import of "x.rs" as written: left unresolved (reported as external)
;   mod foo { ... }               -> an inline module: a definition of kind module
;   use a::b::C;  use a::b::C as D;  use a::{b::{C, D}, E};  use a::b::{self};  use a::b::*;
;   extern crate a as b;          -> binds b to crate a (a facade's `pub extern crate` is re-exported)
;   pub use ...                   -> the same records: a module's names include its `use` bindings, so
;                                    re-exports are followed (the resolver has implicit_exports)
;   impl T { fn f() }             -> method T.f (@receiver)       impl Tr for T -> T implements Tr (@owner)
;   trait Tr: A + B               -> Tr inherits A and B          Type::f(), x.f(), Self::f()

; ---- definitions -------------------------------------------------------------
(function_item name: (identifier) @name return_type: (_)? @type) @definition.function
(impl_item type: [(type_identifier) @receiver (generic_type type: (type_identifier) @receiver)
                 (scoped_type_identifier name: (type_identifier) @receiver)
                 (generic_type type: (scoped_type_identifier name: (type_identifier) @receiver))]
  body: (declaration_list (function_item name: (identifier) @name return_type: (_)? @type) @definition.method))
(impl_item type: [(type_identifier) @receiver (generic_type type: (type_identifier) @receiver)
                 (scoped_type_identifier name: (type_identifier) @receiver)
                 (generic_type type: (scoped_type_identifier name: (type_identifier) @receiver))]
  body: (declaration_list (const_item name: (identifier) @name type: (_) @type) @definition.constant))
(function_signature_item name: (identifier) @name return_type: (_)? @type) @definition.function
(struct_item name: (type_identifier) @name) @definition.class
; a tuple struct's first field type (`struct Override(Gitignore)`): what `.0` holds (spec.positional_fields)
(struct_item name: (type_identifier) @name body: (ordered_field_declaration_list type: (_) @type)) @definition.class
(union_item name: (type_identifier) @name) @definition.class
(enum_item name: (type_identifier) @name) @definition.enum
(trait_item name: (type_identifier) @name) @definition.interface
; a trait's associated type (`type Error: SinkError;`), typed by its first bound: `S::Error::error_message()` with
; `S: Sink` is SinkError's (no entity: spec.local_member_types)
(trait_item body: (declaration_list (associated_type name: (type_identifier) @name bounds: (trait_bounds .
  [(type_identifier) (scoped_type_identifier) (generic_type)] @type)) @definition.type))
; a type alias at module level or in an inline module (an impl's associated type, `type Err = E;`, is no entity)
(source_file (type_item name: (type_identifier) @name type: (_) @type) @definition.type)
(mod_item body: (declaration_list (type_item name: (type_identifier) @name type: (_) @type) @definition.type))
(field_declaration name: (field_identifier) @name type: (_) @type) @definition.property
(enum_variant name: (identifier) @name) @definition.constant
; a unit or struct-like variant is a value of its enum: `let m = Mode::On; m.rank()` (tuple variants keep their
; first field's type below, what a pattern `V(x)` binds)
(enum_item name: (type_identifier) @type body: (enum_variant_list (enum_variant name: (identifier) @name !body) @definition.constant))
(enum_item name: (type_identifier) @type body: (enum_variant_list
  (enum_variant name: (identifier) @name body: (field_declaration_list)) @definition.constant))
; `V(T, ..)`: the variant's first field type, what a pattern `V(x)` binds x to
(enum_variant name: (identifier) @name body: (ordered_field_declaration_list . type: (_) @type)) @definition.constant
(const_item name: (identifier) @name type: (_) @type) @definition.constant
(static_item name: (identifier) @name type: (_) @type) @definition.variable
(mod_item name: (identifier) @name body: (declaration_list)) @definition.module
(macro_definition name: (identifier) @name) @definition.function

(closure_expression) @scope.function
; a match arm binding names (`Literal(ref s) => s.is_match()`, `Extension(ref s) => ..`): a scope of its own, so that
; each arm's `s` has its own type
(match_arm pattern: (match_pattern (tuple_struct_pattern [(identifier) (ref_pattern) (mut_pattern)]))) @scope.function
(match_arm pattern: (match_pattern (tuple_struct_pattern (tuple_struct_pattern [(identifier) (ref_pattern) (mut_pattern)])))) @scope.function
; ... and its block, where a `let` may shadow what the pattern binds (`Ok(Dir(ent)) => { let ent = DirEntry::new(ent); .. }`)
(match_arm pattern: (match_pattern (tuple_struct_pattern)) value: (block) @scope.function)

; ---- parameters and locals ----------------------------------------------------------
(parameter pattern: (identifier) @name type: (_) @type) @local.parameter
(parameter pattern: (mut_pattern (identifier) @name) type: (_) @type) @local.parameter
(closure_parameters (identifier) @name) @local.parameter
(closure_parameters (parameter pattern: (identifier) @name type: (_)? @type)) @local.parameter
(let_declaration pattern: (identifier) @name type: (_)? @type value: (_)? @value) @local.variable
(let_declaration pattern: (mut_pattern (identifier) @name) type: (_)? @type value: (_)? @value) @local.variable
; `let (ig, err) = ig0.add_child(p)` (-> (Ignore, Option<Error>)): the tuple's item at the name's place;
; `let (a, mut b) = (x, y)`: each its value
(let_declaration pattern: (tuple_pattern [(identifier) @name (mut_pattern (identifier) @name)]) value: (_) @item_of) @local.variable
(for_expression pattern: (identifier) @name value: (_) @element_of) @local.variable
; `let Cache { ref mut stack, curr, next: n } = cache;`: each name holds the named struct's field
(let_declaration pattern: (struct_pattern type: (_) @destructured_type
  (field_pattern name: (shorthand_field_identifier) @name))) @local.variable
(let_declaration pattern: (struct_pattern type: (_) @destructured_type
  (field_pattern name: (field_identifier) @key pattern: [(identifier) @name (mut_pattern (identifier) @name)
  (ref_pattern (identifier) @name)]))) @local.variable
; `for (i, flag) in FLAGS.iter().enumerate()`: a name's place in the tuple (spec.unpacked_calls)
(for_expression pattern: (tuple_pattern (identifier) @name) value: (_) @items_of) @local.variable
; `if let Some(x) = v`, `while let Ok(x) = v`, `match v { Some(x) => ... }`: x holds what v's Option/Result wraps
((let_condition pattern: (tuple_struct_pattern type: (identifier) @_w (identifier) @name) value: (_) @value)
  @local.variable (#any-of? @_w "Some" "Ok"))
((match_expression value: (_) @value body: (match_block (match_arm pattern: (match_pattern
  (tuple_struct_pattern type: (identifier) @_w (identifier) @name))))) @local.variable (#any-of? @_w "Some" "Ok"))
((let_condition pattern: (tuple_struct_pattern type: (identifier) @_w [(ref_pattern (identifier) @name)
  (ref_pattern (mut_pattern (identifier) @name)) (mut_pattern (identifier) @name)]) value: (_) @value) @local.variable
  (#any-of? @_w "Some" "Ok"))
((match_expression value: (_) @value body: (match_block (match_arm pattern: (match_pattern
  (tuple_struct_pattern type: (identifier) @_w [(ref_pattern (identifier) @name) (ref_pattern (mut_pattern (identifier) @name))
  (mut_pattern (identifier) @name)]))))) @local.variable (#any-of? @_w "Some" "Ok"))
; `Ok(Some(hm)) => hm.offset()`, `if let Some(Ok(x)) = v`: a wrapper in a wrapper, both read through
((let_condition pattern: (tuple_struct_pattern type: (identifier) @_w (tuple_struct_pattern type: (identifier) @_v
  [(identifier) @name (ref_pattern (identifier) @name) (mut_pattern (identifier) @name)])) value: (_) @value)
  @local.variable (#any-of? @_w "Some" "Ok") (#any-of? @_v "Some" "Ok"))
((match_expression value: (_) @value body: (match_block (match_arm pattern: (match_pattern
  (tuple_struct_pattern type: (identifier) @_w (tuple_struct_pattern type: (identifier) @_v
  [(identifier) @name (ref_pattern (identifier) @name) (mut_pattern (identifier) @name)])))))) @local.variable
  (#any-of? @_w "Some" "Ok") (#any-of? @_v "Some" "Ok"))
; `Kind::V(x) => ..`, `Literal(ref s) => ..`, `if let E::V(x) = ..`: x holds the variant's first field (the type
; text of the variant's definition)
((tuple_struct_pattern type: [(identifier) (scoped_identifier)] @value . [(identifier) @name (ref_pattern (identifier) @name)
  (ref_pattern (mut_pattern (identifier) @name)) (mut_pattern (identifier) @name)]) @local.variable
  (#not-any-of? @value "Some" "Ok" "Err"))
(for_expression pattern: (reference_pattern (identifier) @name) value: (_) @element_of) @local.variable
; `xs.iter().map(|x| ..)`, `opt.map(|v| ..)`, `opt.is_none_or(|i| ..)`: a closure's first parameter holds an element
; of the receiver (of an Option or a Result: its value, as iterating one gives it)
((call_expression function: (field_expression value: (_) @element_of field: (field_identifier) @_m)
  arguments: (arguments . (closure_expression parameters: (closure_parameters . [(identifier) @name
  (reference_pattern (identifier) @name)])))) @local.parameter
  (#any-of? @_m "map" "filter" "for_each" "any" "all" "find" "position" "rposition" "filter_map" "flat_map"
   "take_while" "skip_while" "inspect" "max_by_key" "min_by_key" "and_then" "is_some_and" "is_none_or" "is_ok_and"
   "retain" "retain_mut" "sort_by_key" "sort_unstable_by_key" "dedup_by_key" "sort_by" "sort_unstable_by" "max_by"
   "min_by"))
; `opt.map_or(0, |v| ..)`, `opt.map_or_else(|| .., |v| ..)`: the second argument's closure takes the value
((call_expression function: (field_expression value: (_) @element_of field: (field_identifier) @_m)
  arguments: (arguments . (_) . (closure_expression parameters: (closure_parameters . [(identifier) @name
  (reference_pattern (identifier) @name)])))) @local.parameter
  (#any-of? @_m "map_or" "map_or_else"))
; `xs.sort_by(|a, b| ..)`: both parameters are elements
((call_expression function: (field_expression value: (_) @element_of field: (field_identifier) @_m)
  arguments: (arguments . (closure_expression parameters: (closure_parameters . (_) . [(identifier) @name
  (reference_pattern (identifier) @name)])))) @local.parameter
  (#any-of? @_m "sort_by" "sort_unstable_by" "max_by" "min_by"))
; blanket impls `impl<M: Matcher> Matcher for &M` / `for Box<M>`: no named type owns the methods, `self` is typed by
; the impl's type (its bound gives the members)
(impl_item type: [(reference_type) (generic_type type: (type_identifier) @_w)] @type body: (declaration_list
  (function_item parameters: (parameters (self_parameter (self) @name))))) @local.parameter
(type_parameter name: (type_identifier) @name) @local.parameter
; `<M: Matcher>` / `where M: Matcher`: a value typed M has the members of its first bound
; (`F: FnMut(Match) -> bool`: a closure passed for a value typed F takes a Match, spec.callback_nodes)
(type_parameter name: (type_identifier) @name bounds: (trait_bounds . [(type_identifier) @type (scoped_type_identifier) @type
  (generic_type type: [(type_identifier) (scoped_type_identifier)] @type) (function_type) @type])) @local.parameter
(where_predicate left: (type_identifier) @name bounds: (trait_bounds . [(type_identifier) @type (scoped_type_identifier) @type
  (generic_type type: [(type_identifier) (scoped_type_identifier)] @type) (function_type) @type])) @local.parameter

; ---- imports ---------------------------------------------------------------------------
(mod_item !body name: (identifier) @module) @import.module
((attribute_item (attribute (identifier) @_path value: (string_literal) @module)) . (mod_item !body name: (identifier) @name)
  (#eq? @_path "path")) @import.named
(use_declaration argument: (identifier) @module) @import.module
; `pub extern crate grep_cli as cli;` (a facade crate): binds cli to the crate, re-exported like a `use`
(extern_crate_declaration name: (identifier) @module alias: (identifier) @alias) @import.module
(extern_crate_declaration name: (identifier) @module !alias) @import.module
(use_declaration argument: (_ . path: (_) @module name: (identifier) @name)) @import.named
(use_declaration argument: (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias)) @import.named
(use_declaration argument: (use_as_clause path: (identifier) @module alias: (identifier) @alias)) @import.module
(use_declaration argument: (use_wildcard (_) @module)) @import.star
; `use` lists nested up to three deep: `use a::{b, c::{D, e::{F as G}}, h::*}`
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (identifier) @name))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (self) @name))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (_ . path: (_) @module name: (identifier) @name)))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (identifier) @name alias: (identifier) @alias)))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias)))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_wildcard (_) @module)))) @import.star
; a bare `{..}` group in a list, `use crate::{walk::DirEntry, {Error, Match}}` (rustfmt writes the root's own names so):
; the group's names are imported from the path before it
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_list (identifier) @name)))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_list (_ . path: (_) @module name: (identifier) @name))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_list (use_as_clause path: (identifier) @name alias: (identifier) @alias))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_list (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (use_list (use_wildcard (_) @module))))) @import.star
(use_declaration argument: (use_list (_ . path: (_) @module name: (identifier) @name))) @import.named
(use_declaration argument: (use_list (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias))) @import.named
(use_declaration argument: (use_list (use_wildcard (_) @module))) @import.star
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (identifier) @name))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (self) @name))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (_ . path: (_) @module name: (identifier) @name)))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (identifier) @name alias: (identifier) @alias)))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias)))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_wildcard (_) @module)))))) @import.star
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (identifier) @name)))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (self) @name)))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (_ . path: (_) @module name: (identifier) @name))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (identifier) @name alias: (identifier) @alias))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (use_wildcard (_) @module))))) @import.star
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (identifier) @name))))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (self) @name))))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (_ . path: (_) @module name: (identifier) @name)))))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (identifier) @name alias: (identifier) @alias)))))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias)))))))) @import.named
(use_declaration argument: (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_wildcard (_) @module)))))))) @import.star
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (identifier) @name)))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (self) @name)))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (_ . path: (_) @module name: (identifier) @name))))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (identifier) @name alias: (identifier) @alias))))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_as_clause path: (_ . path: (_) @module name: (identifier) @name) alias: (identifier) @alias))))))) @import.named
(use_declaration argument: (use_list (scoped_use_list path: (_) @module list: (use_list (scoped_use_list path: (_) @module list: (use_list (use_wildcard (_) @module))))))) @import.star

; ---- references ----------------------------------------------------------------------------
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (_ . path: (_) @receiver name: (identifier) @name)) @reference.call
; the type in a qualified call path, `s::Repo::new()` / `crate::a::s::Repo::new()`, is a reference too
(call_expression function: (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
; so is the enum in a qualified variant: `let m = a::Mode::On`, `a::Mode::Closed { .. }`, `a::Mode::On =>`
(let_declaration value: (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(match_pattern (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(struct_expression name: (scoped_type_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(struct_pattern type: (scoped_type_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
; ... and wherever such a path is a value: `f(line_buffer::BinaryDetection::None)`, `S { m: a::Mode::On }`, `x == a::Mode::On`
(arguments (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(field_initializer (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(binary_expression (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(return_expression (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(assignment_expression (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(match_arm (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(array_expression (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(tuple_expression (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(reference_expression (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(closure_expression (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(block (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(or_pattern (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(let_condition (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(static_item (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(const_item (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(tuple_struct_pattern type: (scoped_identifier path: (_ . path: (_) @receiver name: (identifier) @name))) @reference.read
(call_expression function: (field_expression value: (_) @receiver field: (field_identifier) @name)) @reference.call
(call_expression function: (generic_function function: (identifier) @name)) @reference.call
(call_expression function: (generic_function function: (_ . path: (_) @receiver name: (identifier) @name))) @reference.call
(call_expression function: (generic_function function: (field_expression value: (_) @receiver field: (field_identifier) @name))) @reference.call
(struct_expression name: (type_identifier) @name) @reference.new
(struct_expression name: (_ . path: (_) @receiver name: (type_identifier) @name)) @reference.new
; `use self::Kind::*;` / `use super::Kind::*;` / `use crate::ast::Kind::*;` in a function: its bare variants
; (`A => ..`, `B(x)`) are uses of Kind (variants are no entities; `Kind::A` counts through its `Kind` segment): the `use` stands for them
((block (use_declaration argument: (use_wildcard (_ . path: (self) name: (identifier) @name)))
  @reference.type))
(block (use_declaration argument: (use_wildcard (_ . path: [(super) (crate) (identifier) (scoped_identifier)]
  @receiver name: (identifier) @name))) @reference.type)
(impl_item trait: (type_identifier) @name type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner) (scoped_type_identifier name: (type_identifier) @owner)]) @reference.implement
(impl_item trait: (generic_type type: (type_identifier) @name) type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner) (scoped_type_identifier name: (type_identifier) @owner)]) @reference.implement
(impl_item trait: (_ . path: (_) @receiver name: (type_identifier) @name) type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner) (scoped_type_identifier name: (type_identifier) @owner)]) @reference.implement
(trait_item bounds: (trait_bounds (type_identifier) @name)) @reference.inherit
; the bounds in an impl's header (`impl<M: Matcher, S: a::Sink> Core<M, S>`, `where M: Matcher`): references made by
; the self type, as rustc has an impl header's (before the plain type pattern below: the first of equal priority wins)
(impl_item type_parameters: (type_parameters (type_parameter bounds: (trait_bounds [(type_identifier) @name
  (generic_type type: (type_identifier) @name) (_ . path: (_) @receiver name: (type_identifier) @name)])))
  type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner) (scoped_type_identifier name: (type_identifier) @owner)]) @reference.type
(impl_item type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner) (scoped_type_identifier name: (type_identifier) @owner)]
  (where_clause (where_predicate bounds: (trait_bounds [(type_identifier) @name
  (generic_type type: (type_identifier) @name) (_ . path: (_) @receiver name: (type_identifier) @name)])))) @reference.type
((type_identifier) @name @reference.type
  (#not-any-of? @name "Self" "String" "Vec" "Option" "Box" "Rc" "Arc" "HashMap" "HashSet" "BTreeMap"))
(scoped_type_identifier path: (_) @receiver name: (type_identifier) @name) @reference.type
(arguments (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(let_declaration value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(assignment_expression right: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(return_expression (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(binary_expression (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(field_initializer value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(match_pattern (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(or_pattern (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(match_arm value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(field_expression value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(closure_expression body: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(let_condition value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(static_item value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(const_item value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(tuple_struct_pattern type: (identifier) @name) @reference.read
(tuple_struct_pattern type: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(array_expression (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(tuple_expression (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(reference_expression value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(block (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(field_expression value: (_) @receiver field: (field_identifier) @name) @reference.read
(arguments (identifier) @name) @reference.read
(let_declaration value: (identifier) @name) @reference.read
(assignment_expression right: (identifier) @name) @reference.read
(return_expression (identifier) @name) @reference.read
(binary_expression (identifier) @name) @reference.read
(unary_expression (identifier) @name) @reference.read
(reference_expression value: (identifier) @name) @reference.read
(field_initializer value: (identifier) @name) @reference.read
(shorthand_field_initializer (identifier) @name) @reference.read
(match_expression value: (identifier) @name) @reference.read
(array_expression (identifier) @name) @reference.read
(tuple_expression (identifier) @name) @reference.read
(index_expression (identifier) @name) @reference.read
(if_expression condition: (identifier) @name) @reference.read
(for_expression value: (identifier) @name) @reference.read
(for_expression value: (_ . path: (_) @receiver name: (identifier) @name)) @reference.read
(block (identifier) @name .) @reference.read

; `for x in it`: rustc calls `it.next()` (an "iterate" reference: a call of spec.iterator_next on the value)
(for_expression "in" @name value: [(identifier) (field_expression) (call_expression) (scoped_identifier)] @receiver)
  @reference.iterate

; ---- inside macro arguments (`assert!(x.is_ok())`, `format!("{}", Foo::name(a))`): the token tree is not
; parsed as expressions, so the common shapes are matched on its tokens: f(..), a::f(..), x.m(..), self.m(..),
; x.f(..).m(..), f(..).m(..), xs[i].m(..), a.b.m(..) (the receiver spans several tokens), self.field, x.field
((token_tree _ @_prev . (identifier) @name . (token_tree)) @reference.call (#not-any-of? @_prev "." "::" "!"))
; a::f(..), super::f(..), crate::a::f(..) (from a path's first segment: `super`, `crate` too)
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" . [(identifier) (primitive_type)] @name . (token_tree)) @reference.call
  (#not-any-of? @_prev "::"))
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" @receiver . (identifier) @receiver . "::" .
  [(identifier) (primitive_type)] @name . (token_tree)) @reference.call (#not-any-of? @_prev "::"))
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" @receiver . (identifier) @receiver . "::" @receiver .
  (identifier) @receiver . "::" . [(identifier) (primitive_type)] @name . (token_tree)) @reference.call (#not-any-of? @_prev "::"))
((token_tree _ @_prev . [(identifier) (self)] @receiver . "." . [(identifier) (primitive_type)] @name . (token_tree)) @reference.call
  (#not-any-of? @_prev "." "::"))
(token_tree [(identifier) (self)] @receiver . "." @receiver . (identifier) @receiver . (token_tree) @receiver . "." . [(identifier) (primitive_type)] @name . (token_tree)) @reference.call
((token_tree _ @_prev . (identifier) @receiver . (token_tree) @receiver . "." . [(identifier) (primitive_type)] @name . (token_tree)) @reference.call
  (#not-any-of? @_prev "." "::"))
(token_tree [(identifier) (self)] @receiver . "." @receiver . (identifier) @receiver . "." . [(identifier) (primitive_type)] @name . (token_tree)) @reference.call
(token_tree (self) @receiver . "." . (identifier) @name . [")" "," "." ";" "]"]) @reference.read
((token_tree _ @_prev . (identifier) @receiver . "." . (identifier) @name . [")" "," ";" "]" "."]) @reference.read
  (#not-any-of? @_prev "." "::"))
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" . (identifier) @name . [")" "," ";" "]" "=>"])
  @reference.read (#not-any-of? @_prev "::"))
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" @receiver . (identifier) @receiver . "::" .
  (identifier) @name . [")" "," ";" "]" "=>"]) @reference.read (#not-any-of? @_prev "::"))
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" @receiver . (identifier) @receiver . "::" @receiver .
  (identifier) @receiver . "::" . (identifier) @name . [")" "," ";" "]" "=>"]) @reference.read (#not-any-of? @_prev "::"))
; the type in a longer path (`crate::flags::Category::Indexing`, `a::Mode::On`): a read of its own, as outside macros
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" . (identifier) @name . "::" . (identifier))
  @reference.read (#not-any-of? @_prev "::"))
((token_tree _ @_prev . [(identifier) (super) (crate)] @receiver . "::" @receiver . (identifier) @receiver . "::" .
  (identifier) @name . "::" . (identifier)) @reference.read (#not-any-of? @_prev "::"))
; self.a.b, x.a.b (a field of a field)
((token_tree _ @_prev . [(identifier) (self)] @receiver . "." @receiver . (identifier) @receiver . "." . (identifier) @name .
  [")" "," ";" "]"]) @reference.read (#not-any-of? @_prev "." "::"))
; a bare name as a macro argument (`clamp!(SHARD_RETRIES)`, `assert_eq!(n, LIMIT)`): a read (not a path's, a member's,
; a macro's or a `$x:expr` fragment's name)
((token_tree _ @_prev . (identifier) @name . [")" "," ";" "]"]) @reference.read
  (#not-any-of? @_prev "." "::" "!" "$" ":"))
((token_tree . "(" . (identifier) @name . [")" ","]) @reference.read)
