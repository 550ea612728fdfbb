"""What a language contributes: a grammar name, file extensions, query files and a few facts as data."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources


@dataclass(frozen=True)
class LanguageSpec:
    name: str                       # "python", "typescript", ...
    short: str                      # CLI abbreviation: "py", "ts", ...
    grammar: str                    # tree-sitter-language-pack grammar name
    extensions: tuple[str, ...]
    package: str                    # the language folder (a Python package holding the .scm files)
    queries: tuple[str, ...]        # query files in that folder, concatenated in order
    resolver: str                   # "module:factory" building the reduce-side resolver (imported lazily)
    family: str = ""                # languages sharing one module namespace (ts/tsx/js resolve into each other)
    # A language whose grammar (with its queries) parses a superset of this one's files, tried first: a file
    # that parses without an error there gets the table its own grammar would give, and a process indexing
    # both compiles one query instead of two (TypeScript with TSX's: tree-sitter's query compilation costs
    # ~0.4 CPU-s per language and process). A file with an error there (a TypeScript `<T>x` cast, a real syntax
    # error) is parsed again with its own grammar.
    parse_first: str = ""
    # A query file in the folder capturing MISSING nodes that are gaps of the pinned grammar, not errors in the
    # file (TypeScript's styled-components `styled.div<Props>\`...\``: the grammar inserts a zero-width `!`
    # before the template). They are not counted as syntax errors, and a file whose only errors they are parses
    # "without an error" for parse_first. Every capture must be a MISSING node.
    grammar_gaps: str = ""
    # "module:function" rewriting a file's bytes before parsing, every byte offset and line kept (same length,
    # line breaks in place): constructs the grammar cannot parse (C's `extern "C" {` blocks, macros standing
    # for declarations). Imported lazily, once per process.
    source_rewrite: str = ""
    # "module:function" amending a file's table after the map: (table, the file's bytes as read) -> table, for what
    # a macro declares that no node of the parsed text says (C++ googletest's `TEST_F(Fixture, Name)`: the test
    # class derives from Fixture). Imported lazily, once per process.
    table_rewrite: str = ""
    # "module:function" reading what this language's map needs to know about the whole repository, once before the
    # map: (read(path) -> bytes or None, the paths of the language family's files) -> a hashable tuple (C++: the
    # macros its headers define, languages/c/repository.py). Every file of the family is mapped with it:
    # source_rewrite and table_rewrite take it as a last argument (where it is not empty).
    repository_context: str = ""
    # "module:function" giving, in a file that parses with errors, where a namespace block written at byte `start`
    # ends in the text ((data, start) -> end, -1 if it does not close): the grammar can close a namespace at an
    # error, and read what follows at the file's level (C++ `namespace testing {` in gmock-actions.h). Its
    # definitions of kind "module" extend to there.
    block_end: str = ""
    # Where the pinned grammar fails on valid code, a respelling it parses: (regex, replacement) over the file's
    # bytes, each replacement as long as what it replaces (byte offsets kept; texts stay the file's; rows and columns
    # too, from the file's own line breaks where a repair moved one). Tried only on a file that parses with errors
    # (after parse_first's fallback), kept where it gives fewer. An empty replacement blanks the match (spaces, line
    # breaks kept): a macro the grammar cannot place; a function is given the match and returns its bytes.
    grammar_repairs: tuple[tuple[str, str | Callable[[re.Match], bytes]], ...] = ()
    # A file of this language whose bytes match a pattern is mapped as the language named with it (its table
    # then says that language): (bytes regex, searched with re.M, language name). C's `.h` is shared with C++:
    # a header that opens a namespace, declares a template or a class is C++ (leveldb's headers are all `.h`).
    content_dialects: tuple[tuple[bytes, str], ...] = ()
    # Node types that call something, with the field naming the callee; used to type initialisers
    # (`x = Foo()` -> "call:Foo", `new Foo()` -> "new:Foo"). "object.name": the callee is split over two
    # fields, the receiver (optional) and the name (Java `repo.find()`).
    call_types: dict[str, str] = field(default_factory=dict)
    new_types: dict[str, str] = field(default_factory=dict)
    # Initialiser wrappers that hold the value of their first child (await, parentheses, non-null).
    transparent_values: frozenset[str] = frozenset()
    # Blocks that are values, holding their last child's (Rust `let s = { ..; sink.stats() }`; comments skipped; one
    # ending in a statement gives none).
    tail_values: frozenset[str] = frozenset()
    # Whether a function without a declared result gives what its body's last expression gives (Ruby's implicit
    # return: `def site; @site ||= Site.new; end`; the body's node type among tail_values)
    last_expression_results: bool = False
    # Node types of an object expression (Kotlin's `object : Base(..) { .. }`) -> the node types naming the type it
    # extends, found down its first children: the value is an instance of that type.
    object_expressions: dict[str, frozenset[str]] = field(default_factory=dict)
    # Expressions whose value is one of a list of branches: node type -> (the field holding the list, the field of
    # each branch's value) (Rust `match v { A => x, B => y }`: ("body", "value")); as conditional_values, the first
    # branch that gives a type.
    branch_values: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # ... with a third field, each branch's pattern: a branch whose value is the one name its pattern binds
    # (`V(x) => x`) gives V's first field ("expr:V"), or, for these constructors (Rust `Some(x) => x`, `Ok(x) =>
    # x`), what the matched value (the node's "value" field) holds.
    unwrapping_patterns: frozenset[str] = frozenset()
    # Type members of an interface are local to it, no entities (Rust's associated types `type Error: Bound;` in a
    # trait: resolvable through the trait, as enum constants are through their enum).
    local_member_types: bool = False
    # Conditional expressions: node type -> indexes of the branch children among its named children.
    conditional_values: dict[str, tuple[int, ...]] = field(default_factory=dict)
    # Prefix operators whose expression gives an element of its operand (Go's receive `<-ch`: "elem:ch").
    element_operators: frozenset[str] = frozenset()
    # Go: the iterable types whose elements the first name of a loop over one binds (`for d := range ch`, a chan:
    # its element); over any other iterable (a slice, a map) the first name is an index or key, left untyped.
    # The loop's query gives such a name an item 0 of an element (@items_of), as `v, ok := <-ch` has.
    first_item_elements: frozenset[str] = frozenset()
    # Initialisers that are names or member accesses (`self.repo = repo`): typed as "expr:repo".
    reference_values: frozenset[str] = frozenset()
    # Parent node types that make a module-level definition exported (`export function f`).
    export_wrappers: frozenset[str] = frozenset()
    # Decorator node types that may stand before a definition as its siblings (TS class members).
    decorator_types: frozenset[str] = frozenset()
    # Parent node types whose text belongs to the definition they wrap (its start moves to theirs), without making it
    # exported, each with the byte its text ends with before the definition (the parent is asked only there:
    # Node.parent searches down from the root): C++ `template <typename... Args> class F {..}`, whose parameters are
    # then the class's locals (they were the namespace's, where a class `Args` beside them won).
    leading_wrappers: tuple[tuple[str, bytes], ...] = ()
    # Which module-level definitions other modules see (default: those under an export wrapper).
    # Python: a module-level name is public unless it starts with "_"; Go: names starting with a capital.
    public_unless_underscore: bool = False
    public_if_capitalized: bool = False
    # Regular expressions searched in a definition's head (its text before the name): public when
    # public_head matches (Rust `pub`, Java `public`), or, with private_head, unless it matches.
    public_head: str = ""
    private_head: str = ""
    # A function declared apart from its body (C, C++: `int parse(const char *s);` in a header, `void bump();` in
    # its class): a definition whose signature matches this is such a declaration. A call links to the declaration
    # its file sees, and queries take the declarations and the bodies of one qualified name as one function (a
    # body whose head matches private_head, `static`, only with those in its own file). Written into the
    # snapshot's meta (`declared_apart`) for the readers, which do not load the language specs.
    prototype_signature: str = ""
    # Rewrites (regex, replacement) applied in order to every declared type text, so the linker reads one
    # shape: Go `*Repo` -> `Repo`, `[]*Item` -> `Item[]`, `(*Repo, error)` -> `*Repo` -> `Repo`.
    type_rewrites: tuple[tuple[str, str], ...] = ()
    # Interfaces are satisfied implicitly (Go): the linker adds `implements` edges from method sets.
    structural_interfaces: bool = False
    # An embedded (inherited) type is also a field named by the type (Go `x.Base`).
    embedded_types_are_fields: bool = False
    # Separator of module paths as written (Rust `a::b::f`); receivers are stored with "." and several
    # @module captures of one import are joined with it.
    path_separator: str = "."
    # Clauses whose bindings are their own (Python 3 comprehensions' `for ... in`): a binding in one outside any
    # function is a typed name of the module's scope (a Local), not a module-level variable (an entity).
    scoped_clauses: frozenset[str] = frozenset()
    # Declarations whose names are scoped to the block holding them (TypeScript/JavaScript `let`/`const`, a function
    # or class declared in a block), with the node types of those blocks: one written in such a block outside any
    # function (`if (c) { const s = ..; }` at module level) declares a local of the block, not a module-level
    # variable (an entity).
    block_scoped_declarations: dict[str, frozenset[str]] = field(default_factory=dict)
    # The node types bounding a binding declared inside a function (TypeScript/JavaScript `let`/`const` in a block,
    # `for (const x of ..)`, `catch (e)`; one met past a hoisted declaration, `var`, bounds nothing): a name declared
    # again in a sibling or nested block (`for (const m of mods) ..` then `for (const m of others) ..`) is, at a site,
    # the last declaration at or before its line whose block holds the site (the map's Locals of kind "block" give
    # the blocks' ends). Before, every site read the function's first declaration of the name.
    block_bindings: frozenset[str] = frozenset()
    # Declarations hoisted out of the blocks holding them (JavaScript's `var`), with the node types of those blocks:
    # one written in such a block outside any function is the module's variable where the module declares the name
    # directly too (the block's declaration is left out), else a local of the block, no entity (the checker's
    # entities are the statements directly in the module: a script's `if (c) { var x }` is no global of it).
    hoisted_declarations: dict[str, frozenset[str]] = field(default_factory=dict)
    # Methods that iterate their receiver's elements (Rust `for x in xs.iter()`): the loop ranges over xs.
    element_iterators: frozenset[str] = frozenset()
    # Methods that give back the value they are called on, as the linker reads it (Rust `x.unwrap()`,
    # `x.clone()`: wrapper types are read through already); used when the type itself has no such member.
    passthrough_methods: frozenset[str] = frozenset()
    # Methods whose call on a class makes an instance of it (Ruby `Repo.new`): typed as "new:Repo"; in the
    # linker, where the type has no such member (Rust `Builder::default()` of a derived Default), an instance.
    instantiating_methods: frozenset[str] = frozenset()
    # A class's own method whose declared result is what calling the class gives (Python's `__new__`: trio's
    # `class open_memory_channel(tuple[..])` whose `__new__(..) -> tuple[MemorySendChannel[T], MemoryReceiveChannel[T]]`
    # makes `send, receive = open_memory_channel(0)` a pair of channels); without a declared result, an instance.
    result_constructor: str = ""
    # Where a class's declaration names its metaclass (group 1: the name, as written in the scope around the class):
    # a member a class object and its bases lack is the metaclass's (Python `class C(Base, metaclass=M)`: trio's
    # `DTLSChannel._create(..)` of `NoPublicConstructor._create`).
    metaclass_pattern: str = ""
    # The members every class has from the root class (Python `object`'s `__new__`, `__init__`, `__repr__`..): never
    # looked for in a metaclass (`cls.__new__(cls)` is object's, not the metaclass's `__new__`).
    root_members: frozenset[str] = frozenset()
    # Functions whose call makes an instance of the type given as first argument (Go `new(T)`): "new:T".
    instantiating_calls: frozenset[str] = frozenset()
    # Other separators of member access read as "." in receivers (PHP `$a->b`, `A::b`).
    member_separators: tuple[str, ...] = ()
    # Regular expression rewrites of a receiver's text, applied in order after member_separators (C
    # `o.stdio[0].flags`: the index dropped, `o.stdio`, as a pointer's or array's declared type is its element's).
    receiver_rewrites: tuple[tuple[str, str], ...] = ()
    # Type names meaning "the type this member belongs to" (Rust `Self`), replaced by the owner type.
    self_type_names: frozenset[str] = frozenset()
    # What a function returning its receiver (`return this`: one of self_names), whose result is read from its first
    # return (return_statements without inferred_result_statements), is typed as: one of self_type_names (TypeScript
    # `this`, as a declared `: this`).
    returned_self_type: str = ""
    # The name of the instance in a method of an object literal (TypeScript `this` in `register({perform() {..}})`):
    # the map binds it there as a local typed by where the literal is written (the argument's declared type, ...).
    literal_self_name: str = ""
    # An implicit parameter, which no node names (Kotlin's `it` in `xs.map { it.a() }`, C#'s `value` in a property's
    # setter): (the node types a local pattern captures as @name for it: the body it is bound in; the name it binds).
    implicit_parameter: tuple[frozenset[str], str] | tuple = ()
    # Field holding a definition's body; the signature is the text before it.
    body_fields: tuple[str, ...] = ("body",)
    # Initialiser node types that make a variable a function (`const f = () => ...`).
    function_values: frozenset[str] = frozenset()
    # A function value's type is the function type its signature writes (Go `f := func(s string) (T, error) {..}`:
    # "(s string) => tuple[T, error]" by the type rewrites), so calling the value gives its results
    function_literal_types: bool = False
    # Type-level facts the linker uses (reduce/link.py): a class's constructor member; wrappers whose type
    # argument is the type that matters (Optional[X], Promise<X>); collections whose first type argument is
    # what iterating or indexing them gives (List[X], Array<X>).
    # Definition node types that declare a member of the class from a method's parameter list (TS
    # `constructor(private repo: Repo)`, PHP constructor promotion).
    parameter_properties: frozenset[str] = frozenset()
    # Where an unannotated parameter of an anonymous function takes its type from the call it is passed to
    # (`register({perform: (elements, appState) => ...})`) or the type its variable is declared with
    # (`const f: Handler = (a) => ...`): the node types of (anonymous functions, parameter lists, argument lists,
    # object-literal pairs, methods (of an object literal: `{perform(a) {}}`), declarations with a type and a
    # value, object destructuring patterns); the map types such a parameter "cb:CALLEE#ARG[.PROP]#PARAM" or
    # "fnp:PARAM:TYPE" (extract._callback_context).
    callback_nodes: tuple = ()
    # The node holding a rest parameter's name (TypeScript `...args`: rest_pattern), typed "rest:" + the context a
    # parameter at its place would have: its subscripts are the parameters from there on.
    rest_patterns: frozenset[str] = frozenset()
    # A module variable declared with a type and no value (Python `cell_len: Callable[[str], int]`): a regular
    # expression matching its definition's signature. Such a declaration keeps its name where imports of the
    # scope bind it too (`try: from rich.cells import cached_cell_len as cell_len`): pyright's declared symbol.
    declaration_only: str = ""
    # Literal node types whose pairs are a mapping's entries, not an object's properties (Python `dictionary`):
    # a function as an entry's value (`_PSEUDO_CLASSES: dict[str, Callable[[Widget], bool]] = {"hover": lambda w:
    # ..}`) takes its parameters' types from the declared mapping's value type ("fnv:PARAM:TYPE").
    mapping_literals: frozenset[str] = frozenset()
    # Value node types listing one value per name of a pattern (`a, b = x, y`): each name holds its own value;
    # a name unpacked from anything else (`a, b = f()`) holds that place's item ("item:N:...", tuple types).
    tuple_values: frozenset[str] = frozenset()
    # Functions whose call makes a collection of their first argument's elements (Python `tuple(args)`,
    # `sorted(xs)`): the value is typed as that argument (its elements are what matters).
    collection_calls: frozenset[str] = frozenset()
    # ... and those copying it only when called with it alone (TypeScript `Array.from(xs)`; `Array.from(xs, f)` holds
    # what f returns): read for their elements only (`Array.from(xs).forEach((x) => ..)`), never as xs itself (the
    # copy of a class's iterable instance has the array's methods: `Array.from(storage).find(..)` is no
    # MetadataStorage.find, mikro-orm's).
    copy_calls: frozenset[str] = frozenset()
    # ... and constructors so copying their first argument (TypeScript `new Set(xs)`): a value holding such a copy, or
    # a copy_calls one, is "copy:XS" (the linker: a collection of the language's own with xs's elements, no member of
    # xs's type).
    copy_constructors: frozenset[str] = frozenset()
    # Methods of generic types from outside the repository whose result is one of the type's arguments, by the
    # type's (last) name and the method's: the argument's place (Python `app = active_app.get()` with `active_app:
    # ContextVar["App[Any]"]`: {"ContextVar": {"get": 0}}, an App).
    argument_methods: dict = field(default_factory=dict)
    # The operator of an assignment that is an expression (Python's `:=`): a parenthesised receiver holding one,
    # `(app := SelectApp()).run_test()`, is what the value gives.
    assignment_expression: str = ""
    # Parameters collecting the rest of the arguments, by the node type around their name, and the type text they
    # have given the declared one as {} (Python `*nodes: Widget`: "tuple[{}, ...]", `**kw: Widget`: "dict[str, {}]").
    splat_parameters: dict = field(default_factory=dict)
    # What marks the parameter collecting a call's other keyword arguments in a signature (Python `**`): a keyword
    # argument of that parameter's name (`Model(data=..)` with `__init__(self, **data)`) is not that parameter.
    keyword_collectors: tuple[str, ...] = ()
    # Binary operator expressions (Python `binary_operator`, fields left/operator/right) and the methods their
    # operators call on the left operand (`a + b`: `a.__add__(b)`): the expression's value is what that method of
    # the left operand's class is declared to return (`background + styles.link_background`: a Color).
    binary_values: frozenset[str] = frozenset()
    operator_methods: dict = field(default_factory=dict)
    # Bases making a class a tuple of its fields in declaration order (Python `class P(NamedTuple): x: X; y: Y`):
    # unpacking an instance (`a, b = p`, `for (a, b) in ps`) gives each name its field's declared type.
    named_tuple_bases: frozenset[str] = frozenset()
    # An unannotated parameter of a method is annotated as the same-named parameter of the method it overrides, where
    # the base class's method (the first in the bases' order) has the same parameters by name and no overloads
    # (pyright's parameter type inference: Python's `def parse(self, parser)` overriding `def parse(self, parser:
    # Parser)`)
    inherited_parameter_types: bool = False
    # Calls giving one element of their first argument (Python `next(it, None)`, `min(xs, key=f)`): a value of what
    # an element of it is.
    element_calls: frozenset[str] = frozenset()
    # Functions whose elements unpack into their arguments' elements: "zip" (`for a, b, c in zip(xs, ys, zs)`: of xs,
    # ys, zs), "enumerate" (`for i, x in enumerate(xs)`: x of xs) or, for a method (".items"), "items" (`for k, v in
    # sorted(d.items())`: v a value of d; its key a key of d), "values", "keys" (an element: Python's mapping
    # elements are its keys) or "key" (a key of the mapping: TypeScript's `for (const k of m.keys())`).
    unpacked_calls: dict[str, str] = field(default_factory=dict)
    # Statements declaring names of an outer scope (Python `global x`, `nonlocal x`): an assignment to such a name
    # in the function binds no local there.
    global_statements: frozenset[str] = frozenset()
    # ... and their words: a function whose text holds none of them has no such statement (not searched for)
    global_words: tuple[str, ...] = ()
    # Collection literals and comprehensions (`[s]`, `[f(x) for x in xs]`): a list of what their body (first item)
    # gives, typed "list[<that value's type text>]".
    collection_values: frozenset[str] = frozenset()
    # Mapping literals and comprehensions (`{"a": [D()]}`, `{k: f(k) for k in ks}`) -> the node type of their
    # entries (Python: pair): a mapping to what its entries' values give where all give the same, typed
    # "dict[<key>, <value>]" (the first key's type, `Any` where it gives none); other entries (a spread) or values
    # of different types give nothing.
    mapping_values: dict[str, str] = field(default_factory=dict)
    # Tuple literals read as such a collection where every item gives the same type (Python `ds = (D(), D())`:
    # `ds[0]` and `for d in ds` give a D, as pyright's tuple[D, D]); items of different types give nothing.
    homogeneous_tuple_values: frozenset[str] = frozenset()
    # Functions calling a function argument with elements of their positional argument N (Python
    # `sorted(xs, key=lambda x: ...)`: 0, `map(lambda x: ..., xs)`: 1): its first parameter is such an element.
    # A key ".method" is a method calling it with elements of its receiver (Python `xs.sort(key=lambda x: ..)`).
    element_callbacks: dict[str, int] = field(default_factory=dict)
    # Whether element_callbacks name library functions a repository function of the same name may shadow
    # (TypeScript's lodash `filter`, `every`): the callee's declared parameter type first, the element after it.
    library_element_callbacks: bool = False
    # Functions whose call gives a value of the type named by their first argument (Python `cast(T, x)`).
    cast_calls: frozenset[str] = frozenset()
    # the node types of a call's keyword (named) arguments, which are not positional ones (Python `key=value`)
    keyword_arguments: frozenset[str] = frozenset()
    tuple_types: frozenset[str] = frozenset()
    # A parenthesised list of several result types is a tuple type (Go `(x *Repo, err error)` ->
    # "tuple[Repo, error]", each type rewritten by type_rewrites), which `a, b := f()` unpacks by place; a name at
    # place 0 of any other value holds the value itself (Go's comma-ok forms: `v, ok := x.(*T)`, `v, ok := m[k]`).
    tuple_results: bool = False
    # ... and the words that start a type there, never a result's name (Go `(chan int, error)`: unnamed results)
    type_words: frozenset[str] = frozenset()
    # A bracketed list of types is a tuple type (TypeScript `[A, B]`).
    tuple_brackets: bool = False
    # Mappings whose last type argument is what subscripting them gives (dict[str, Repo], Record<K, Repo>).
    mapping_types: frozenset[str] = frozenset()
    # Iterating a mapping gives its keys (Python `for k in d`; the first type argument).
    mapping_keys: bool = False
    constructor_names: tuple[str, ...] = ()   # "{class}": the constructor is named after its class (Java)
    # Methods that also take a class call's arguments, after the constructors (Python `__new__`): a keyword
    # argument that is one of its parameters names no field (`RequestInfo(url=..)` with `RequestInfo.__new__(cls,
    # url, ..)` over the NamedTuple fields of its base).
    argument_constructors: tuple[str, ...] = ()
    # Where set (Python): a keyword argument of a class call names a field only when the repository shows what
    # takes it (a constructor of its own, or no base outside the repository) or a base outside it is one of these,
    # whose fields are the constructor's parameters (pyright's dataclass_transform / typing synthesis), or of
    # constructorless_bases; a class
    # built on another external base (Django's `Model`, graphene's `Mutation`: `__init__(**kwargs)`) gives no edge.
    field_init_bases: frozenset[str] = frozenset()
    # ... the external bases that add no constructor (`Generic[T]`, `Protocol`, `ABC`): a class's own constructor
    # passing `**kwargs` on (`super().__init__(*args, **kwargs)`) names a field only under a field_init_bases one
    constructorless_bases: frozenset[str] = frozenset()
    # ... and the decorators that make a class's fields its constructor's parameters whatever its bases (Python
    # `@dataclass`, attrs' `@define` / `@attr.s`)
    field_init_decorators: frozenset[str] = frozenset()
    # ... and those that make every subclass of the class they decorate such a class (Python's
    # `@dataclass_transform()` on a model base: ibis's `class Annotable`, `dt.String(nullable=False)` naming the field)
    field_init_base_decorators: frozenset[str] = frozenset()
    # Constructor names that, read on an instance, are not the class's constructor declaration (TypeScript
    # `x.constructor` is the object's `constructor` property: the class itself, at run time).
    instance_hides_constructor: frozenset[str] = frozenset()
    # The members of the enclosing classes (and their bases) are in scope inside methods: an implicit `this`.
    members_in_scope: bool = False
    # Namespaces (definitions of kind "module") are open: one reopened in many files is one namespace, so a name
    # used inside `namespace N { .. }` is looked up among N's declarations in every file in view (the file and
    # its includes), innermost namespace first, before the files' top level (C++). A using-directive (`using namespace
    # util;`, recorded as an import of the namespace naming nothing: name and alias "") adds its namespace after
    # those, in the scope holding it.
    open_namespaces: bool = False
    # Tags are a namespace of their own (C): a name written with one of these keywords (`struct inst *i`, recorded
    # as a reference site whose receiver is the keyword) is the struct, union or enum of that tag, in view or else
    # the one the repository defines (an opaque type's tag is defined in one .c file); a bare name is never a tag
    # where a typedef or another declaration of that name is in view (`typedef struct inst inst;` in compile.h:
    # `inst *i` in compile.c, which defines `struct inst`, is the typedef).
    tag_keywords: frozenset[str] = frozenset()
    # An upper-case macro written just before a declaration on its line, outside any definition (`LUA_API int
    # (lua_gettop) (..);`, `UV_EXTERN int uv_run(..);`, which the source rewrite splits off with a `;`), is a
    # reference made by that declaration (C, C++: as clang's reference has it).
    leading_macros: bool = False
    # A call without a receiver names a method, never a local variable or parameter (Java: methods and variables
    # are separate namespaces, so in `Reader reader = reader(s)` the call is the method `reader`).
    calls_skip_locals: bool = False
    # A type name never names a local variable or parameter (C: `void quicklistRotate(quicklist *quicklist);`,
    # `list *list = listCreate();`: the type is looked up before the declarator names the parameter or local; not
    # C++, whose template parameters are locals).
    types_skip_locals: bool = False
    # ... nor a module-level variable, constant or function (TypeScript: values and types are apart; `(event: Event) =>
    # void` beside `export declare const Event: EventDecorator` names the DOM's Event, or a same-named type declared
    # beside the value). `typeof x` is a read.
    types_skip_values: bool = False
    # Definitions of these kinds belong to the file (or the function) around the declaration or type holding them
    # (C: a struct, union or enum tag declared in a struct's field or with a variable, `static struct config {..}
    # config;`, `struct zskiplistNode { struct zskiplistLevel {..} level[]; }`, is the file's `config`,
    # `zskiplistLevel`; C++ nests them).
    file_scope_kinds: frozenset[str] = frozenset()
    # Definitions of these kinds declared with a field belong to the class holding that field (C++ `union
    # ValueHolder {..} value_;` in class Value is the nested type Json::Value::ValueHolder, as clang names it, not a
    # local of the field).
    declarator_scope_kinds: frozenset[str] = frozenset()
    # Definitions made by these node types belong to the file wherever they are written (C and C++ `#define`: a
    # macro has no namespace, class or function; googletest defines `EXPECT_EQ` inside `namespace testing {`).
    file_scope_nodes: frozenset[str] = frozenset()
    # The type written before a declaration's first name is each name's (C: `robj *ok, *err, *pong;` in a struct:
    # every field references robj; a site is the first name's, the others get its edges to the type).
    declarators_share_type: bool = False
    # A type name never names a field (Java: types and variables are separate namespaces, so in a class declaring
    # `static final Origin Origin = new Origin();` and the nested class Origin, `Origin origin()` returns the class).
    types_skip_fields: bool = False
    # A call names a method, never a field: where a class declares a field named as a method of its bases, the call
    # is the base's method (Java: jsoup's Element declares the field childNodes, Node the method childNodes()).
    calls_skip_fields: bool = False
    # An interface with one abstract method types a function passed for it: the parameters of a lambda written where
    # it is expected are that method's (Java: `doc.traverse((node, depth) -> ..)` of `traverse(NodeVisitor v)`).
    functional_interfaces: bool = False
    # Overloads are told apart by their number of parameters: a call in a receiver (`parser.tagSet().valueOf(..)`, Java
    # `Parser tagSet(TagSet)` beside `TagSet tagSet()`) gives what the overload taking its arguments returns.
    overloads_by_arity: bool = False
    # A call of a namespace's function whose declaration found does not take its number of arguments (Reference.arity,
    # with call_arguments) takes the declaration of that name in the files in view that does (C++ overloads declared
    # in several headers: imgui's `GetKeyData(key)` of imgui_internal.h beside imgui.cpp's `GetKeyData(ctx, key)`).
    free_overloads_by_arity: bool = False
    # The field of a call node (a `call_types` node) holding its argument list: the map records each call's number
    # of arguments (Reference.arity) so that the final call of a site takes the overload of that many parameters
    # (Java `el.attr("k")`: Node.attr(String), where Element declares only attr(String, String)). "": not recorded.
    call_arguments: str = ""
    # What the map knows of a call's arguments' types, by node type (with call_arguments): a type name
    # (`"string_literal": "String"`; a numeric literal with a letter suffix, `1L`, is unknown), "@" the node's `type`
    # field (`new SerializedString("1")`), "@[]" that and brackets (`new byte[] {1}`), "=" the argument's text,
    # resolved by the linker (a name, `a.b()`, `Feature.X`); other nodes are unknown. A call with an argument naming a
    # type where it is written ("@") or a constant (an "=" text matching argument_constants: `StreamReadFeature.X`)
    # records a Local "arguments" (the call's name, scope and line; type text `COL:` and a hint per argument joined by
    # \x1f): the linker takes, among the overloads of that arity in the method's class and bases, the one whose
    # parameter types the known arguments' types fit (Java `b.enable(StreamReadFeature.X)`: TSFBuilder's
    # enable(StreamReadFeature), not JsonFactoryBuilder's enable(JsonReadFeature)). Other calls record nothing: a
    # Local for every call with an argument cost jackson-core's snapshot 16 % and its link 25 %.
    argument_types: dict[str, str] = field(default_factory=dict)
    argument_constants: str = ""
    # A bare name read (not called) never names a method (Java: `escapeMode(xhtml)` in a class with a method xhtml()
    # reads the variable xhtml, a field or a static import), nor a type (`case Comment:` names an enum constant).
    reads_skip_methods: bool = False
    # Node types of the body of an anonymous class written where an instance is created (Java `new C() { .. }`): a
    # receiver `new C() { .. }.m()` is recorded without the body (which can be longer than a receiver is kept). A
    # body captured as a scope (@scope.function: Java's, TypeScript's mixin `return class extends Base {..}`) is a
    # local definition with signature "class" and what it extends as its type text: `this` in it is an instance
    # of that (the linker's _anonymous_body).
    anonymous_bodies: frozenset[str] = frozenset()
    # Whether a call of a field gives the field's type (Java: only a record component's accessor, `p.helper()`, is
    # called by a field's name).
    record_accessors: bool = False
    # Whether an anonymous function has an implicit receiver, whose members are in scope in its body before the names
    # around it (but the locals of the functions around): its type text, what a @scope.function pattern's @value
    # gives (Kotlin's scope functions: `Buffer().apply { write(d) }`, `with(b) { size() }`) or "dsl:" + its call's
    # @callee, whose last parameter's function type declares the receiver (`module { single { .. } }`:
    # Linker._callee_receiver).
    receiver_scopes: bool = False
    # Node types of a lambda's parameter list whose untyped parameters have the types of the called function's last
    # parameter's function type (Kotlin `withUsers(block: (Cities, Users) -> Unit)`, `withUsers { c, u -> .. }`).
    callee_typed_parameters: frozenset[str] = frozenset()
    # Member names the linker looks up though no text names them (Kotlin's `operator fun invoke`, what calling a value
    # calls): a change under one of them is a change to the whole file (incremental/surface.py).
    implicit_members: frozenset[str] = frozenset()
    # An enum is a class with methods and fields: `this` in its constructor and methods is its instance (Java).
    enums_are_classes: bool = False
    # Words naming, after a class, the enclosing instance of that class (Java `Outer.this.m()`: Outer's m).
    qualified_self_names: frozenset[str] = frozenset()
    # A type's members are not in scope in its own body (Go: a field `Timeouts Timeouts` and an interface method
    # `Timeouts(ri RPCInfo) Timeouts` name the package's type Timeouts, not themselves); its type parameters are.
    members_unscoped: bool = False
    # A class body's own names are in scope in the class body (its attribute initialisers: Python's
    # `op_str = {ADD: "+"}` reads the class's ADD), not in its methods; those assigned, not those only declared
    # (`type: Required[type[Any]]`: the map records such a variable as a Local of kind "declared").
    class_body_scope: bool = False
    # Files that only declare (Python's stubs, .pyi): no code runs, so a name declared without a value is bound
    # (`_repr: Repr` then `repr = _repr.repr` reads the declaration).
    stub_extensions: tuple[str, ...] = ()
    # Names are bound by statements run in order (Python): where an import and a function or class definition
    # of one scope bind the same name (`try: from x import f` / `except ImportError: def f()`), the first in the
    # source is the name's, as pyright reads it; elsewhere a definition wins over an import (declarations).
    ordered_bindings: bool = False
    # A local's value that reads another local (`for y in xs`, `rows = query.run()`) reads that local's binding
    # before it, where the function binds the name again with another value (statements run in order: `query =
    # Band.select()` .. `query = Band.objects()`): the map writes such a name with the line of that binding
    # (table.BOUND_AT). (the statements whose bodies may not run: a binding in one holds in that body alone;
    # the node types of those bodies)
    ordered_value_texts: tuple[frozenset[str], frozenset[str]] | None = None
    # A local is in scope from the end of the statement declaring it (Go: in `val, ok := req.(*val)` and
    # `rpcinfo := rpcinfo.GetRPCInfo(ctx)` the initialiser names what the scope around binds), and the names it
    # declares are no references.
    bound_after_statement: bool = False
    # A constant declared without a type or value repeats the one before it in its group (Go `const ( A Kind =
    # iota; B )`: B is a Kind).
    repeated_constants: bool = False
    # The members of an anonymous type a module-level variable declares are the variable's literal properties, as
    # those of a type literal in a function are the function's (Go `var cases = []struct{ New func() B }{..}`).
    variable_literals: bool = False
    # Node types of an anonymous object type (TypeScript `object_type`): a member written in one directly under a
    # class or interface, in its header (`interface R extends Config<{ a: A }>`), is no member of that class (the
    # checker's `R.a` is Config's): the map leaves it out.
    type_literals: frozenset[str] = frozenset()
    # (intersection, type argument list, extends clause) node types: a type literal reached from the extends clause
    # through them and a spec.element_wrappers argument is part of the base (TypeScript `interface R extends
    # Readonly<Omit<U, 'k'> & { logger: Logger }>`): its members are R's, though no entities.
    base_literal_nodes: tuple[str, ...] = ()
    # A class attribute assigned without a type in a class whose base declares it with one (Python
    # `cur_mod_id = ""` under a base's `cur_mod_id: str`) is the base's declaration (pyright's declared type).
    annotated_members_win: bool = False
    # A class's own `this.x = ..` in its methods declares its member x, ahead of what its bases declare (JavaScript:
    # the checker binds the assignment as the class's property; Chart.js's `class Legend extends Element` with
    # `this.options = config.options` reads `this.options` as Legend's own, not Element's declared `options: O`).
    assigned_members_declare: bool = False
    # A namespace merges with the class, enum or interface of its name declared beside it (TypeScript's
    # declaration merging, apollo-client's `export declare namespace ApolloLink {..}` before `export class
    # ApolloLink`): the name means the class (a value and a type), and a member the class lacks is the namespace's
    # (`ApolloLink.empty()` the class's static, `ApolloLink.Operation` the namespace's interface).
    merged_namespaces: bool = False
    # A package's submodule is its attribute (`pkg.sub.f()`) only in a file that imports it as such (`import
    # pkg.sub`) or where the package binds the name itself (Python, as pyright reads it).
    submodules_need_import: bool = False
    # A receiver that asserts its type (`(x as Driver).m()`, Go `T{..}.m()`): a regular expression whose first group
    # taking part in the match is the type.
    cast_pattern: str = ""
    # A receiver's type assertion `x.(*T)` (Go: `svr.(*server).init()`, `ri.Invocation().(InvocationSetter).Set()`)
    # gives a T: what opens one after a value, ending with an opening bracket (Go ".("), and a regular expression
    # fully matching the text inside its brackets whose group 1 is the type asserted (no match: an assertion
    # naming no type, `x.([]T)`, a type switch's `x.(type)`). The last assertion outside brackets counts.
    type_assertion_open: str = ""
    type_assertion: str = ""
    # Modules (namespaces) are entities of the entity-edge set (docs/entity-edges.md: TypeScript `namespace N`,
    # `declare global`, as the type checker names them), where other languages' modules are not.
    module_entities: bool = False
    # A regular expression matching the names of definitions that are no entities of the entity-edge set: what their
    # bodies reference is their class's (C++'s `T& operator[](int) {..}` in a class template: a method, so that
    # subscripting an instance reads what it returns, but no entity, as clang's reference has operators).
    non_entity_names: str = ""
    # Modules whose declarations every file sees where no scope binds the name (TypeScript `declare global {..}`);
    # one name declared in several is one merged declaration (an interface extended in several files).
    global_modules: frozenset[str] = frozenset()
    # A module that names another module in quotes, in a file that is a module itself (TypeScript's augmentation,
    # `declare module './index' { interface MatcherState {..} }` beside an import or export), adds its declarations
    # to that module's: each merges with what the module exports under its name, as a global interface declared in
    # several files does (in a script, the same declaration is an ambient module of its own).
    augmented_modules: bool = False
    # Ambient values of the runtime by the global type they have (TypeScript `window`: a Window), read as that
    # type where the repository declares it in a global module (`declare global { interface Window {..} }`).
    global_values: dict[str, str] = field(default_factory=dict)
    # Ambient values that are the global object itself: a member of one is what the global modules declare of the
    # name (TypeScript `window.__ctx` of `declare global { var __ctx: Ctx }`), where no scope binds the value's name.
    global_objects: frozenset[str] = frozenset()
    # Intrinsic elements (JSX `<div>`, a lowercase tag: the query captures its name as its own @receiver): the member
    # of this receiver they name ("JSX.IntrinsicElements"), and the comment pragma at the top of a file that binds its
    # head (`/** @jsxImportSource ../jsx */`): (regex with the source as group 1, the module under the source that
    # exports it, the name it is exported as): an import of JSX from `../jsx/jsx-runtime`.
    # Function types whose parameters are names of the type only (TypeScript `cb: (stream: StreamingApi) => void`:
    # `stream` in the function's body is not that parameter)
    function_type_nodes: frozenset[str] = frozenset()
    intrinsic_receiver: str = ""
    intrinsic_pragma: tuple[str, str, str] = ()
    # Methods whose call gives a collection of what their callback (first argument) returns, by the type text of
    # that collection ({} is the callback's result: TypeScript `xs.map((x) => f(x))`, "Array<{}>"); a method of the
    # repository's own of that name is read first. A dotted key names the whole callee, whose callback is its last
    # argument (`Array.from(xs, (x) => f(x))`).
    mapped_calls: dict[str, str] = field(default_factory=dict)
    # An object type made only of an index signature, what subscripting a value of it gives as group 1 (TypeScript
    # `{ [key: string]: Column }`, the mapped `{ [P in keyof T]?: Column }`): a regular expression.
    index_signature: str = ""
    # A mapped object type whose keys are remapped to a property of each alternative of a union (TypeScript
    # `{ [N in ASTNode as N["kind"]]?: ASTVisitFn<N> }`): a regular expression with the groups: the parameter, the
    # union, the property, the value type.
    key_remapping: str = ""
    # Expressions asserting their value's type, which is their last named child (TypeScript `x as Driver`).
    cast_values: frozenset[str] = frozenset()
    type_wrappers: frozenset[str] = frozenset()
    # Generic types whose elements (or a mapping's values) are those of their (first) type argument (TypeScript
    # `Partial<Record<K, V>>`, `Readonly<T[]>`, Python `Annotated[list[T], meta]`): `x[k]` of such a value is what
    # indexing the argument gives, iterating it what iterating the argument gives.
    element_wrappers: frozenset[str] = frozenset()
    # Generic types giving their first argument's members but the quoted keys of their second (TypeScript
    # `Omit<UserConfig, 'server'>`): a member of such a key declared beside it (`Omit<U, 'server'> & {server: S}`
    # in an interface's header) is the one declared there, not the first argument's.
    omitting_types: frozenset[str] = frozenset()
    # Decorators making a method a property, as a regular expression on the decorator's name (Python `property`,
    # `cached_property`, sqlalchemy's `ro_memoized_property`): reading one gives what the method returns.
    property_decorators: str = ""
    # A function's value is what its decorators make of it (Python: `@cache def f` is the instance of the wrapper
    # class `cache` is declared to return, so `f.cache_info()` is that class's method; `@group() def cli` what
    # calling `group()`'s result gives). The map records whether a decorator is called: a decorator site's
    # Reference.arity is its number of arguments (`@f(..)`), -1 for `@f`.
    decorated_values: bool = False
    # With decorated_values, as regular expressions on a parameter's declared type: one taking coroutine functions
    # only (Python `Callable[.., Coroutine[..]]`, an Awaitable's), a decorator's overload for `async def`s; and one
    # taking a function (`Callable`), a decorator factory's overload applied to the function itself.
    coroutine_parameter: str = ""
    function_parameter: str = ""
    # An isinstance-like check of a class narrows the value's declared alternatives to those deriving from it
    # (Python: `e: str | Emoji | PartialEmoji`, `isinstance(e, _EmojiTag)` gives Emoji or PartialEmoji, whose own
    # methods a call reaches), else to the class itself.
    isinstance_keeps_subclasses: bool = False
    # Type names meaning no value (Python `None`, TypeScript `null`, `undefined`): an alternative of a union naming
    # no class (`Repo | None` is a Repo, `list[X] | None` a list of X); and the generic types of a value that may be
    # none (Python `Optional[list[X]]`: a list of X).
    none_types: frozenset[str] = frozenset()
    optional_types: frozenset[str] = frozenset()
    # A member read on a value of a union type is every alternative's declaration of it (TypeScript), not
    # only the first alternative's.
    union_members_all: bool = False
    # External calls whose result holds what their first argument holds (React `useContext(AppContext)`: the
    # context's value), or what their first type argument is (`createContext<AppState>(..)`: a context read as
    # its value, as a Promise<X> is read as an X); by the callee's last name or, dotted, its whole text
    # (`Promise.resolve(x)`).
    argument_value_calls: frozenset[str] = frozenset()
    # Of those, the calls whose value a `with` enters as the argument itself (Python `closing(x)`, `aclosing(gen)`,
    # `nullcontext(x)`: `async with aclosing(gen) as g` binds the generator, not what entering a generator gives)
    entered_argument_calls: frozenset[str] = frozenset()
    # Calls giving a decorator that returns (a wrapper typed as) the function it is applied to, by the callee's last
    # name (Python `_cached = lru_cache(maxsize=64)(build)`: calling _cached gives what build returns).
    decorator_factories: frozenset[str] = frozenset()
    # Statement node types returning a value: a function without a declared result returns what its body's
    # first statement-level return gives, where read through `this` or a new instance (TypeScript's inferred
    # result: `get metadata() { return this.manager.getMetadata(this.target) }`); empty: not inferred.
    return_statements: frozenset[str] = frozenset()
    # Where set (Python): a function without a declared result gives what every `return` in its body gives, when they
    # all agree (a `return None` aside) and it yields nothing, read in the function's own scope (`return Model(v=s).v`
    # with Model a local class): typed "ret:" + that value's type text. The statements holding others (blocks,
    # `if`/`try`/`with`/`for` and their clauses), by node type, as a regular expression; nested definitions are not.
    inferred_result_statements: str = ""
    # ... what a `return` of no value says (Python `return None`: left aside), and the word that makes a function a
    # generator (its results are not what it returns)
    no_value_returns: frozenset[str] = frozenset()
    generator_word: str = ""
    # ... and the word every return statement starts with: a body without it returns nothing, and is not walked for
    # its return statements
    return_word: str = ""
    # Where set (TypeScript and Python, whose checkers infer the union of what the returns give), returns giving
    # different values make the result "ret:any:" + each value, in the order written (the first that types is
    # read): `if (given) return given; ..; return client` types its calls; unset, such a function has no inferred
    # result (nor where one return gives a tuple: Python's `a, b = f()` takes one place of one tuple).
    inferred_result_alternatives: bool = False
    # Expressions whose value is what a generator is sent (Python `rep = yield`, by node type; "sent:"), and the
    # declared results giving that type, by name -> the place of its type argument (`Generator[None, TestReport,
    # TestReport]`: a TestReport, pluggy's hook wrappers).
    sent_values: frozenset[str] = frozenset()
    # Assignments that are values themselves, by node type: what their right side gives (Python's chained
    # `self._mp = mp = monkeypatch`: the first target holds what the last right side does).
    chained_assignments: frozenset[str] = frozenset()
    # Patterns of several names one assignment binds, by node type (Python `debug, info = logger.debug, logger.info`):
    # the first name's definition (tags.scm captures it without a value) spans the statement, so the value's
    # references are that name's (pyright's line attribution); its type is its place's item (the @local pattern's).
    tuple_patterns: frozenset[str] = frozenset()
    # The comment that declares types where the syntax has no annotation (Python's PEP 484 type comments: `def f(a,
    # b):  # type: (A, B) -> R` and `a,  # type: A` after a parameter), read for parameters and results as
    # annotations are (pyright reads them).
    type_comment: str = ""
    # "module:function" reading those comments of a file's functions and parameters: (the map's definition entries,
    # the prefix, child, text) -> {name start: type text}. Imported lazily, once per process.
    type_comment_reader: str = ""
    # "module:function" reading the types a function's documentation comment declares where the syntax has none
    # (JavaScript's JSDoc `@param {T} name`, `@returns {T}`, which the checker reads in a .js file): (the map's
    # definition entries, {name start: its documentation comment node}, child, text) -> {name start: type text}, as
    # type_comment_reader's. Imported lazily, once per process.
    doc_type_reader: str = ""
    # A documentation comment's type is read before the one the syntax declares, where both are written (PHP: PHPDoc
    # narrows what the signature declares, `array $links` with `@param Link[] $links`, `PersistenceClassMetadata
    # $metadata` with `@param ClassMetadata<T> $metadata`, `: array` with `@return array<string, Link>`, as PHPStan
    # and intelephense read it; a comment's type that names no class leaves the declared one).
    doc_types_first: bool = False
    # A class's documentation tags naming its type parameters (group 1: the names, comma-separated) and its base's type
    # arguments (group 1: "<..>"), where the syntax has neither (JavaScript's JSDoc `@template T` and `@extends
    # {Set<T>}` on `class SortableSet extends Set`): regular expressions over the definition's doc.
    doc_type_parameters: str = ""
    doc_base_arguments: str = ""
    # A class's documentation tag naming a class whose members its instances forward calls to (PHPDoc's `@mixin
    # \Illuminate\Database\Query\Builder` on Eloquent's Builder, which `__call` forwards): a regular expression over
    # the definition's doc, group 1 the class's name as written. A member no class of the hierarchy has is looked up
    # there, as PHPStan and IDEs do; no `inherits` edge.
    doc_mixins: str = ""
    # A class's documentation tag naming the classes its static calls are forwarded to, where a class of its hierarchy
    # declares `forwarding_method` (Laravel's facades: `@see \Illuminate\Database\DatabaseManager` on `class DB
    # extends Facade`, whose `__callStatic` forwards `DB::table(..)` to the manager, and so, by the manager's
    # `@mixin`, to Connection::table): a member no class of the hierarchy has is looked up in those classes, in
    # order, as laravel-ide-helper writes it; a regular expression over the doc, group 1 the class as written.
    doc_forwards: str = ""
    forwarding_method: str = ""
    # The suffix a decorator's name is also looked up with (C#'s `[JsonProperty]` names the attribute class
    # JsonPropertyAttribute: the compiler tries the name with "Attribute" added, then as written).
    decorator_suffix: str = ""
    # "module:function" (the file's bytes) -> {start byte of an expression: the type a comment before it asserts}
    # (JSDoc's cast `/** @type {Module} */ (m)`): the value a transparent expression there holds and a receiver
    # heading there (read as spec.cast_pattern reads `(m as Module)`). Imported lazily, once per process.
    doc_cast_reader: str = ""
    # Clauses whose bindings are fallbacks (Python's `except` handlers: `try: X = A` / `except ImportError: X = B`):
    # an importer of a name bound several times at module level sees the last binding outside them.
    fallback_clauses: frozenset[str] = frozenset()
    sent_types: dict[str, int] = field(default_factory=dict)
    # External generic function types by name -> the type argument typing each parameter (React's FC<Props>:
    # (props: Props) => ..): what a callback's parameters are where such a type is expected.
    function_type_arguments: dict[str, tuple[int, ...]] = field(default_factory=dict)
    # ... and by name -> the type argument that calling a value of such a type gives (Solid's Accessor<T>: () => T)
    function_type_results: dict[str, int] = field(default_factory=dict)
    # ... and by name -> (its type parameters, the function type it stands for), where a callback passed to a value
    # of the type takes a type argument (react-redux's `useSelector: TypedUseSelectorHook<RootState>`, `<T>(selector:
    # (state: RootState) => T, ..) => T`: `useSelector((state) => state.swarm)`'s state is a RootState)
    library_function_types: dict[str, tuple[tuple[str, ...], str]] = field(default_factory=dict)
    type_argument_calls: frozenset[str] = frozenset()
    # External generic types by name -> member -> the type argument a value of that member is (React's
    # `RefObject<T>`: `current` is a T; "*" any member: `Record<K, V>`'s are Vs), read where the name is a library's
    # (not a declaration of the repository)
    member_type_arguments: dict[str, dict[str, int]] = field(default_factory=dict)
    # Calls given type arguments whose result is a library's generic type of them, by callee -> that type's name
    # (React's `useRef<Editor>(null)`, `createRef<Editor>()`: a RefObject<Editor>)
    type_argument_results: dict[str, str] = field(default_factory=dict)
    # Methods of a dependency-injection container (NestJS `app.get(GraphQLModule)`, `moduleRef.resolve(S)`,
    # Angular `TestBed.inject(S)`): called with a class (a capitalised name) first, they give an instance of it,
    # or of the type argument written (`app.get<GraphQLModule<ApolloDriver>>(GraphQLModule)`), where the method
    # itself gives nothing (its receiver a library's: "any:call:CALLEE\x1fnew:ARG").
    class_argument_calls: frozenset[str] = frozenset()
    # ... those of them read so when called bare as well (Angular's `inject(ProjectsService)`)
    class_argument_functions: frozenset[str] = frozenset()
    # ... the class argument's text where it is not a bare class name (group 1 the class: PHP `X::class`), and
    # whether a bare function's class passed is read before what the function gives (PHP: Laravel's `app(X::class)`,
    # which gives the container itself when called without one; a method's only where it gives nothing)
    class_argument_pattern: str = ""
    class_argument_first: bool = False
    # Generic types picking properties of their first argument by the quoted keys of their second (TypeScript
    # `Pick<RequestOptions, 'auth' | 'query'>`): a member not picked is not the type's (member_subset_types
    # otherwise read as the whole first argument).
    picked_types: frozenset[str] = frozenset()
    # Object literal node types (TypeScript `object`): a variable initialised with one (or with a call of
    # `object_merging_calls`, `Object.assign(f, {Item, Sub: x.Sub})`, its last argument one) has as members the
    # literal's keys whose values are names or member reads, typed by what those hold ("obj:" type text).
    object_literals: frozenset[str] = frozenset()
    # A method of such a literal at module level is the module's code, no entity (`register({ bar() {..} })`,
    # `export default { modes: { index() {..} } }`: the checker's entities are declarations; before, a module-level
    # method `bar` that a call of an imported `bar()` found), unless the literal is the object the module exports, its
    # methods the module's functions: the statement types holding one (`export default {..}`) and the targets an
    # assignment gives one to (`module.exports = {..}`).
    exported_literal_statements: frozenset[str] = frozenset()
    exported_literal_targets: frozenset[str] = frozenset()
    # Name node types of a definition named by a computed key (TypeScript `[kDispatch] (opts) {..}`,
    # `[Symbol.iterator]()`): the code of what holds it, no entity (the checker's entities have names), its body's
    # declarations its own locals (before, `const pool = ..` in undici's `[kGetDispatcher] () {..}` was a member
    # `BalancedPool.pool`).
    computed_names: frozenset[str] = frozenset()
    # A class's static member, by its signature (a regular expression matched at its start: `static x`, `static async
    # m()`): an instance has none of them (`this.x` in an instance method beside `static x` is the instance's x), and
    # `this` in a static method, a static field's initializer or a static block is the class.
    static_members: str = ""
    # The expression naming the class a constructor constructs (TypeScript `new.target`): that class, its statics.
    constructed_class: str = ""
    # Array literal node types (TypeScript `array`): one made only of spreads (`[...xs, ...ys]`, object_spreads)
    # is a collection as the spread values are.
    spread_arrays: frozenset[str] = frozenset()
    object_merging_calls: frozenset[str] = frozenset()
    # ... the node types of such a literal's entries read so: (shorthand properties `{Item}`, key-value pairs
    # `{Sub: x.Sub}` (fields key and value), the keys of a pair that are plain names)
    object_entries: tuple = ()
    # ... and the node types of its spread entries (`{...defaults, ...options}`): a member the literal does not
    # name after a spread is the spread value's (the last spread that has it), as the checker's spread type has
    object_spreads: frozenset[str] = frozenset()
    # An ORM's statics typed by the class they are called on (Sequelize's `findByPk<M>(this: ModelStatic<M>, ..):
    # Promise<M | null>`, TypeORM's BaseEntity): method name -> "instance" (an instance of that class), "array"
    # (an array of them) or "class" (the class itself: `User.scope("x").findOne()`), where the class is the
    # repository's, its hierarchy reaches outside the repository (the ORM's model class, whose declarations are not
    # read) and it declares no such method itself.
    model_statics: dict = field(default_factory=dict)
    # Overloads told apart by the keys of an object literal passed (TypeScript `useQuery({queryKey, queryFn})` of
    # `useQuery(options: DefinedInitialDataOptions): DefinedResult` declared before `useQuery(options:
    # UndefinedInitialDataOptions): Result`): a value made by a call with such an argument records the literal's
    # keys ("shp:PLACE:KEY+..:CALLEE"), and of the callee's overloads the first whose parameter there requires
    # no property the literal lacks gives the result (as the checker skips an overload whose parameter the
    # literal is not assignable to).
    shaped_overloads: bool = False
    # A local declared with neither a type nor a value (TypeScript `let auth;` then `auth = await A.find(t)` in a
    # `try`): typed by the values assigned to it later in its function, as the checker's evolving `let` is
    # (several different ones: any of them; null and undefined give nothing). (declarator node type, assignment
    # node type, node types of the values that type nothing).
    later_assigned: tuple[str, str, frozenset[str]] = ()
    # The array literal node types (TypeScript `array`): a function of an object literal that is an array literal's
    # element (`const cols: Column<K>[] = [{component: (k) => ..}]`) takes its parameter's type from the declared
    # array type's elements.
    array_literals: frozenset[str] = frozenset()
    # Calls whose result destructured is the array literal passed, item by item, each item's value awaited
    # (TypeScript `const [doc, user] = await Promise.all([Document.findByPk(id), User.findByPk(u)])`).
    tuple_calls: frozenset[str] = frozenset()
    # Types of a value that is awaited, never iterated (TypeScript `Promise<T>`): an element of a value so declared
    # is an element of the T it resolves to.
    promise_types: frozenset[str] = frozenset()
    # Node types the grammar wraps around a callee that are not part of it: tree-sitter-typescript parses
    # `await a.f<T>(x)` as `(await a.f)<T>(x)`, a call whose function is the await; the callee is what it awaits.
    wrapped_callees: frozenset[str] = frozenset()
    # A narrowing's test text that asks whether a value has a property (TypeScript `"directives" in node`, as the
    # map writes its truth tests: `.. === true`, "!" before where it failed): a regular expression, group 1 the
    # property; the union's alternatives that declare it are kept (the others where it failed).
    property_test: str = ""
    # A member's signature that declares it static, after its modifiers (TypeScript `public static async find(`):
    # a regular expression; `this` in such a method is the class (for the ORM's statics, model_statics).
    static_member: str = ""
    # The type operator giving a type's keys (TypeScript `keyof`): `T[K]` with `K extends keyof T`, and `T[keyof T]`,
    # are any of T's properties' values.
    key_operator: str = ""
    # A generic type giving the keys two key sets share (TypeScript `Extract<keyof F, keyof M>`): `M[Extract<keyof F,
    # keyof M>]` is read as `M[keyof M]` (some of M's keys: any of its properties' values).
    key_subset_type: str = ""
    # A function defined as a variable's value with a declared type (TypeScript `const Comp: FunctionalComponent =
    # (props) => ..`), read from the definition's signature: a regular expression, group 1 the type; the
    # function's members (`Comp.displayName`, `Comp.props`) are that type's.
    annotated_value: str = ""
    # Calls giving the values of their one argument, a mapping, as a collection (TypeScript `Object.values(m)`
    # of a `Record<K, V>`: its elements, and those of `.sort(..)`/`.filter(..)` of it, are Vs).
    mapping_value_calls: frozenset[str] = frozenset()
    # Calls giving the [key, value] entries of their one argument, a mapping (TypeScript `Object.entries(m)`:
    # the second name of `for (const [k, v] of Object.entries(m))` is a value of m).
    mapping_entry_calls: frozenset[str] = frozenset()
    # Generic types naming what calling their argument gives (TypeScript `ReturnType<typeof useApp>`: the
    # function's declared result).
    result_types: frozenset[str] = frozenset()
    # The operator giving a value's type, with the space after it (TypeScript "typeof "): `typeof M` of a module
    # imported as a namespace is the module (`lib: typeof TExcalidraw`); in result_types, `typeof f` names f.
    value_type_operator: str = ""
    # A type reading a member's type (TypeScript `App["scene"]`): a regular expression, group 1 the type, group 2
    # the member.
    indexed_access: str = ""
    # A function's declared result saying its argument is of a type (TypeScript `isTable(o): o is Table`): a regular
    # expression, group 1 that type; a narrowing checking such a function (`if (isTable(x))`) checks the type.
    type_guard: str = ""
    # A parameter list whose first parameter declares what `this` is in the function (TypeScript `(this: {editor:
    # Editor}) => ..`): a regular expression matched at the list's `(`; a method of an object literal passed where
    # such a function is declared has that `this`.
    this_parameter: str = ""
    # Functions whose `this` a `this` parameter declares, or the function type they are written for does (TypeScript
    # `function (this: Ctx, a) {..}`, `const m: MatcherFn = function (a) { this.isNot }`): their node types.
    this_functions: frozenset[str] = frozenset()
    # Construct signatures (TypeScript `interface ObservableCtor { new <T>(init: ..): Observable<T> }`): their node
    # types. The map records them as the anonymous scopes @scope.function makes, with the signature "new" (a call
    # signature's is ""): a callback given to `new Observable(..)` takes its parameters' types from one; calling a
    # value of the interface type does not.
    construct_signatures: frozenset[str] = frozenset()
    # A narrowing testing a property against a literal (TypeScript `x.type === "mysql"`, as the map records the
    # check): a regular expression, group 1 the property, group 2 the literal; it checks the alternatives of the
    # union x holds whose property is declared as that literal type.
    discriminant_test: str = ""
    # The generic types declaring literal types (Python `Literal[WSMsgType.TEXT]`, `Literal["a", "b"]`): a
    # discriminant's declared type is the literals they wrap.
    literal_types: frozenset[str] = frozenset()
    # The operator joining the alternatives of a union type written as a value (Python `X = A | B`, pyright's
    # implicit alias): such a value of class-like names is recorded as "alts:A | B", read only where a
    # discriminant test narrows a value declared so (elsewhere it gives nothing, as the operator call gave).
    type_union_operator: str = ""
    # The methods giving an iterator's next element (Python `__anext__`, `__next__`): where a discriminant test
    # narrows an element (`async for msg in ws`), what such a method of the iterated value's class declares.
    next_methods: tuple[str, ...] = ()
    # Calls giving a pair [state, setter] whose state is what their first argument holds (jotai
    # `const [api] = useAtom(apiAtom)`, with `apiAtom = atom<Api | null>(null)`: type_argument_calls; React
    # `const [o] = useState(new O())`); a function argument gives what it returns (`useState(() => new O())`).
    state_calls: frozenset[str] = frozenset()
    # Calls giving a getter (a function) of what their function argument returns (Solid `const c = createMemo(() =>
    # client())`, "ret:" + that value), and calls giving a pair [getter, setter] of their first argument (Solid
    # `const [o, setO] = createSignal(new O())`): calling the getter gives the value.
    accessor_calls: frozenset[str] = frozenset()
    # Calls giving a function that calls their first argument, by the callee's last name or whole text (Python's
    # `functools.partial(f, ..)`): "ret:call:" + f, a function (no member of f's) whose call gives what f's gives.
    partial_calls: frozenset[str] = frozenset()
    signal_calls: frozenset[str] = frozenset()
    # Calls giving what their function argument at a place returns, by callee -> that place (React `const r =
    # useSyncExternalStore(subscribe, () => observer.getCurrentResult())`: 1; `useMemo(() => f(x), [x])`: 0).
    memo_calls: dict[str, int] = field(default_factory=dict)
    # Calls whose function argument ARG takes parameters typed as the first parameter of their function argument
    # SOURCE is declared ({callee: (ARG, SOURCE)}): React `memo(({a}: Props) => .., (prev, next) => ..)`, prev and
    # next are Props.
    sibling_typed_calls: dict[str, tuple[int, int]] = field(default_factory=dict)
    # A parenthesised receiver holding a conditional or a fallback (TypeScript `(c ? qb.a() : qb.b()).execute()`,
    # `(a ?? b).m()`; Python's words "or", "if": `(a or B()).m()`, `(a if c else b).m()`): its operators, read as
    # the alternatives it may hold (the first that resolves).
    receiver_alternatives: tuple[str, ...] = ()
    # Binary operators a transparent value (transparent_values) has the right operand's value of, where it has the
    # left one's by default (TypeScript `codePath && CodePath.getState(codePath)`: what the call gives, as the checker
    # types it where the left is an object)
    right_operand_operators: frozenset[str] = frozenset()
    # Generic types whose value has (some of) the members of their first type argument, the others naming no
    # alternative (TypeScript `Pick<AppState, "zoom">`, `Omit<AppState, Keys>`).
    member_subset_types: frozenset[str] = frozenset()
    # A class's type_text holds the type arguments it gives its base (TypeScript `class DocumentsStore extends
    # Store<Document>`: "<Document>") and its signature names its own type parameters (`class Store<T extends
    # Model>`): a member the base declares with them (`get(id): T | undefined`, `orderedData: T[]`) holds, read on
    # the subclass's instance, what the arguments put in their place.
    inherited_type_arguments: bool = False
    # The bracket that opens type parameters and arguments: "<" (TypeScript, Java `Page<Repo>`) or "[" (Go
    # `List[T comparable]`, `List[*Repo]`; a generic function called with them, `NewList[*Repo]()`, gives what its
    # declared result is with its parameters replaced by them).
    type_argument_open: str = "<"
    # A quoted string in a type is a literal type naming no class (TypeScript `"a" | "b"`); else a forward
    # reference to the class it names (Python `Optional["Repo"]`).
    string_literal_types: bool = False
    iterable_types: frozenset[str] = frozenset()
    # A collection's values are its elements where it is no mapping (TypeScript: `xs.forEach((x) => ..)` and
    # `for (const x of xs.values())` give a Map's values, an Array's or a Set's elements; the map's "val:").
    values_are_elements: bool = False
    # Methods of those collections by what calling one gives: "element" (`xs.find(...)`: one element),
    # "same" (`xs.filter(...)`: a collection of the same elements), "value" (a mapping's: `d.get(k)`) or "values"
    # (a mapping's values, else the same elements: TypeScript `m.values()`, copied by `[...m.values()]`).
    element_methods: dict[str, str] = field(default_factory=dict)
    # ... and those of "same" whose elements a type guard passed alone narrows (TypeScript `filter<S extends T>(
    # predicate: (value: T) => value is S): S[]`: `targets.filter(isDistCollection)` holds DistCollections)
    guarded_filters: frozenset[str] = frozenset()
    # What a context manager gives to its binding (Python `with f() as x`, the map's "enter:" values): the methods
    # entering it, whose declared result it is (`__enter__`); the declared results whose first type argument it is
    # (a generator function under `@contextmanager` declared `-> Iterator[T]`: a T).
    enter_methods: tuple[str, ...] = ()
    # Awaiting a value (Python `await x`, these node types: the map's "await:" values, written for awaited calls only)
    # gives what its class's await method (`__await__`) is declared to produce, the last type argument of its
    # `Generator[Y, S, R]` (aiohttp's `resp = await session.ws_connect(..)` of a `_BaseRequestContextManager[
    # ClientWebSocketResponse]`: a ClientWebSocketResponse), else the value itself (a coroutine function's declared
    # result already is what awaiting its call gives).
    awaited_values: frozenset[str] = frozenset()
    await_methods: tuple[str, ...] = ()
    # Methods that calling an instance calls (Python `__call__`): `r(x)` of an `r: Runner` gives what Runner's
    # `__call__` is declared to return.
    call_methods: tuple[str, ...] = ()
    # Methods giving an instance's attributes its class does not declare (Python `__getattr__`): `mark.foo` of a
    # `mark: MarkGenerator` whose `__getattr__(self, name) -> MarkDecorator` is a MarkDecorator (no entity).
    missing_member_methods: tuple[str, ...] = ()
    # Methods through which a class attribute holding an instance is read (Python descriptors' `__get__`):
    # `w.styles.height` where Styles declares `height = ScalarProperty()` and ScalarProperty's `__get__` is
    # declared `-> Scalar | None` is a Scalar; `focused: Reactive[Widget | None]` with `__get__(..) -> T` in
    # `class Reactive(Generic[T])` is a Widget (of overloads, the first not declared for reads through the class,
    # `obj: None`).
    descriptor_methods: tuple[str, ...] = ()
    # Bases (their last name) making a class an enumeration whose class attributes are its members, instances of
    # it (Python `class Scope(Enum): Function = "function"`: `Scope.Function.next_higher()`).
    enum_bases: frozenset[str] = frozenset()
    # Types of class objects, whose type argument is the class (Python `type[C]`): calling a value declared as one
    # (`cls: type[C]`, through an alias `AnyC = type[C]`) makes a C.
    class_object_types: frozenset[str] = frozenset()
    # Subscripting a class gives the class (Python generics: `Response[Model](data=..)` makes a Response).
    subscripted_classes: bool = False
    # A call whose first positional argument names a class (a capitalised dotted name: `get_integration(Flask)`)
    # is typed "gen:ARG:CALLEE": where the callee (or a same-named overload) is declared `(c: type[T]) -> T` with
    # T a type variable, an instance of ARG; else what the call gives ("call:CALLEE").
    class_bound_results: bool = False
    # ... and the library callables (as the link names an external binding, "module:name") whose call makes an
    # instance of the class passed at that place, where the library is not in the repository (traitlets'
    # `display_formatter = Instance(DisplayFormatter)`: a trait whose value is a DisplayFormatter).
    class_bound_factories: dict[str, int] = field(default_factory=dict)
    # A call's explicit type arguments are kept in its value text ("call:use<Company>"): where the callee is a
    # generic function of the repository whose declared result is one of its type parameters (`use<T>(): T |
    # undefined`), the value is what the argument at that parameter's place names (TypeScript).
    call_type_arguments: bool = False
    # A method declared to return a type parameter of its own that types one of its parameters (Java `<T> T
    # verify(T mock)`) gives what the argument at that place is (`verify(mock).simpleMethod()`), or, where the
    # parameter is a class object of it (class_object_types: `<T> T getCause(int i, Class<T> c)`), an instance of the
    # class the argument's class literal names (`getCause(0, IOIndexedException.class)`).
    argument_typed_results: bool = False
    # ... and a call of an unannotated function returning one of its unannotated parameters gives the argument passed
    # there (Python: pyright infers such a result from the call's arguments; `def patch(self, b): return b`)
    call_site_results: bool = False
    # Calls of a library whose context binds an object holding, under the attribute named, an instance of the class
    # the call's first argument names (Python `with pytest.raises(HTTPError) as e: .. e.value.status_code`, unittest's
    # `with self.assertRaises(KeyError) as cm: .. cm.exception`), by the callee's last name.
    raised_contexts: dict[str, str] = field(default_factory=dict)
    # The suffix of a class literal, a class object written as an expression (Java `IOIndexedException.class`).
    class_literal_suffix: str = ""
    # ... where T's declaration holds this word in its type text (Python `I = TypeVar("I")`: "call:TypeVar").
    type_variable_word: str = ""
    # A type variable's bound in its declaration's text (Python `Q = TypeVar("Q", bound="Widget")`: group 1,
    # "Widget"): what a value declared with an unbound type variable is read as.
    type_variable_bound: str = ""
    # How a class's type text (its bases as written) starts where it declares its type parameters in brackets, the
    # opening bracket included (Python `class Decorator(Generic[T])`: "Generic["; written through a module too,
    # `typing.Generic[T]`, `t.Protocol[T]` of `import typing as t`): a member declared with one of them
    # (`info: T`), read on an instance given type arguments (`Decorator[FieldInfo]`: subscripted_classes), is of the
    # argument at its place.
    generic_bases: tuple[str, ...] = ()
    # What gives the class of a value: calls (Python `type(self).model_fields`) and members (`self.__class__.x`): the
    # class object (its members as a class's).
    class_of_calls: frozenset[str] = frozenset()
    class_of_members: frozenset[str] = frozenset()
    # Go: `F[T]` / `Pipe[Item]{}` instantiate a generic function or type: the same definition.
    instantiated_generics: bool = False
    # Go: a type declared from another (`type Args igeneric.Args`, `type Code uint32`, or an alias `type A = B`)
    # has its own methods and what the other declares (its fields): a member is looked up in it first, then in
    # the other; converting to it (`AtomicInt(100)`) or making one (`&Args{}`, `new(Args)`) gives one.
    defined_types: bool = False
    # Go: the signature of a defined type that is an alias (`A = Opts`, `A[T any] = List[T]`), a regular expression
    # matched at its start: an alias has the other type's methods, a defined type only its fields (a member looked
    # up through an embedded `CounterOpts` of `type CounterOpts Opts`).
    alias_signature: str = ""
    # Rust: calling a member of an enum (a tuple variant, `Error::Io(e)`) constructs the enum: the call gives one
    # (the variant's own type_text stays its first field's, what a pattern `Error::Io(x)` binds x to).
    variant_constructors: bool = False
    # Rust: a type alias's associated items are the aliased type's (`type Range = Match; Range::new()`), looked up
    # when the alias has none of its own.
    aliased_type_members: bool = False
    # C++: a typedef's members are the aliased class's (`Threadq::iterator` of `typedef SparseArray<Thread*>
    # Threadq;`), but not a dependent one's: a typedef in a class template or naming a template parameter
    # (`typedef GenericValue<Encoding, Allocator> ValueType;`, `using traits = multiplication_traits<T, ..>;` in a
    # function template) holds what instantiation gives, which clang's uninstantiated AST (the reference) leaves
    # unbound. (A value of a typedef's type is the aliased class's instance in every language.)
    typedef_members: bool = False
    # Rust: a tuple struct's first field `.0` (`struct Override(Gitignore)`, `self.0.matched()`) holds the type its
    # class definition keeps (the first field's); the field is no entity.
    positional_fields: bool = False
    # The method an iterator class declares to give its next element (Rust `fn next(&mut self) -> Option<T>`): an
    # element of a value of a class that declares it is what it returns (its wrappers read through).
    iterator_next: str = ""
    # The methods a class declares to give an iterator over its elements (Python `def __iter__(self) ->
    # Iterator[T]`): an element of a value of such a class is the declared iterator's element (a type parameter
    # of the class read as the value's type argument, else the parameter's bound).
    iterator_methods: tuple[str, ...] = ()
    # The methods subscripting an instance calls (Python `__getitem__`): `nodes[0]` of a `TreeNodes` whose base
    # declares `def __getitem__(self, index: int) -> T` (of overloads, the first declared so) is what T is there.
    item_methods: tuple[str, ...] = ()
    # Methods of a type wrapper (type_wrappers, read as the type it holds) that give what it holds (C++
    # `p.get()` of a `std::unique_ptr<T>`): a call of one that the held class does not declare is that value.
    wrapper_getters: tuple[str, ...] = ()
    # An index into a value whose class declares none of item_methods is an element of a pointer or an array: a value
    # of the class itself (C++ `re->sub()[0]->Incref()` of `Regexp** sub()`, the pointers dropped from type texts).
    pointer_items: bool = False
    # Rust: a path segment followed by more names a module before a same-named value the module also binds
    # (`crate::flags::parse::lookup` with `mod parse;` and `use parse::parse` in flags); modules and values are
    # separate namespaces.
    module_paths_first: bool = False
    # Rust: an import inside an inline module (`mod tests { use super::X; }`) binds in that module, not the file,
    # and its path is rewritten so there ((pattern, replacement) pairs: `super` is the file's own module, `self`).
    inline_module_imports: tuple[tuple[str, str], ...] = ()
    # Definitions whose body is a template resolved where it is used (Rust `macro_rules!`): no reference is made
    # in them (the compiler resolves the body's names at each expansion, not at the definition).
    template_definitions: frozenset[str] = frozenset()
    # The token after a name that makes it a macro's (Rust `m!(..)`): a name so followed in a macro's arguments,
    # `clamp!(clamp!(n))`, is the inner macro's invocation (expanded, as the outer one), not a reference to a function.
    macro_marker: str = ""
    entered_types: frozenset[str] = frozenset()
    # Files (by name, or `*.ext` for any of that extension) that steer module resolution; discovery hands them to
    # the resolver (config_key).
    config_files: frozenset[str] = frozenset()
    # File stems a specifier can resolve to without naming them (one naming their folder: TypeScript `index`,
    # Python `__init__`, Rust `mod`, `lib`, `main`): an incremental run links every file when one comes or goes.
    directory_module_stems: frozenset[str] = frozenset()
    # A name defined in another file is seen only through an import that names that file's module (Python), or
    # through its package, which its files and importers read as a whole (Go: relink._package_readers): an
    # incremental run looks for the files naming an added file's module, not its names (saleor's migrations each
    # define a `Migration` that hundreds of others name; a Go test file's helpers).
    names_only_through_imports: bool = False
    # A package is the files of one folder, whatever name their package clauses declare (Go; Java's is the
    # declared name, wherever its files are).
    packages_are_folders: bool = False
    # A regular expression matching a comment before the package declaration (@package.declared) that says when the
    # file is built (Go `^//go:build\s`): the first such comment, as written, is FileTable.constraint. (Read by walking
    # back from the declaration: a query pattern for comments before the package clause cost kitex's map 8 %.)
    build_constraint: str = ""
    # Names that mean "the current instance" as a receiver.
    self_names: frozenset[str] = frozenset()
    # Of self_names, those that as a method's receiver mean its class itself (Python's `cls` in a classmethod): a
    # call of one makes an instance (`o = cls(crawler.stats); o.spider_opened`), where calling an instance would
    # call its `__call__`.
    class_self_names: frozenset[str] = frozenset()
    # Names that denote nothing (Go's blank identifier: `_ = x`, `var _ I = (*T)(nil)`): never a reference site.
    blank_names: frozenset[str] = frozenset()
    # Type names the language predefines that the pinned grammar reads as a named type (tree-sitter-typescript's
    # `bigint`, a type_identifier): a type reference by one of them is no site (it named zod's function `bigint`).
    predefined_type_names: frozenset[str] = frozenset()
    # The language's builtins (Python's `int`, Go's `len`): a bare name among them that nothing in scope binds is an
    # unresolved site of reason "global", also where the repository defines that name elsewhere (a method `int`,
    # a field `close`); other bare names are "global" only where the repository defines no such name.
    builtin_names: frozenset[str] = frozenset()
    # Names as builtin_names are in a test file only: RSpec's `describe`, `context`; Jest's and Vitest's globals
    # (`expect`, `describe`, `it`, `vi`).
    test_builtin_names: frozenset[str] = frozenset()
    test_paths: str = ""   # a test file's path (a regular expression)
    # Names written as namespace paths (PHP `\App\Lib\Util::help()`, its receiver recorded ".App.Lib.Util"; `new
    # \App\Lib\Util`, `extends Lib\Base`: the name with its namespace and separators as receiver, ".App.Lib.",
    # "Lib."): a fully qualified one (a leading separator), or one whose head names nothing in scope, is what an import
    # of its longest prefix the resolver finds gives (a class file: its class; a namespace folder: its files' names),
    # the rest of the path its members; a name with its namespace is never one the scope binds.
    namespace_paths: bool = False
    # CommonJS interop (TypeScript's esModuleInterop, bundlers): a module whose value is one name (an Export of form
    # "module": `module.exports = K`, `export = ss`) gives that name where it is bound whole (`const K =
    # require("./k")`, `import S = require("./s")`, `import * as K`); a default import of a module that exports
    # properties of `exports` (form "commonjs": `exports.slug = ..`) and no default is the module (`import lib from
    # "./lib"`).
    commonjs_interop: bool = False
    # Modules (definitions of kind "module") can be bases: mixins, whose methods the class including them has (Ruby
    # `include Greet` in a class: `greet` in its methods, `person.greet`); elsewhere a base is a class or interface.
    mixin_modules: bool = False
    # A class declared with its namespace in its name (Ruby `class Acme::Thing`, qualified "Acme.Thing" by the map: the
    # query's @receiver) is a member of every module of that qualified name (`Acme::Thing.new`, Acme reopened in many
    # files: Linker._constant), and its bare name stays bound in its file as a class's (code inside `module
    # Acme` names it `Thing`).
    compact_nested_classes: bool = False
    # Classes, modules and constants are constants of one global namespace whatever a file requires, and modules
    # (classes too) are open, one reopened in many files (Ruby, whose applications load their files by autoload or
    # Zeitwerk, not by `require` in each file): a capitalised name is looked up in the classes and modules around the
    # site, innermost first, then at the top level, among every file's declarations of that qualified name
    # (Linker._constant: the one in the file its name leads to by convention, `lib/acme/thing.rb` for Acme::Thing,
    # else the first by path), and a member of a module or class is looked up so too.
    global_constants: bool = False
    # Functions declared with a receiver type (Kotlin `fun Buffer.readUtf8Line()`, qualified "Buffer.readUtf8Line" by
    # the query's @receiver) are members of that type wherever they are declared, a file of another package too:
    # attached through the owner index (`buffer.readUtf8Line()`), the type's members in scope in their bodies.
    extension_functions: bool = False
    # A class declaration whose signature this pattern matches declares its only instance (Kotlin `object Misc :
    # Table()`, `data object None`): its name as a value is that instance (`val tbl = Misc; tbl.selectAll()`).
    singleton_classes: str = ""
    # The types of literals by their first character (Kotlin `"/"`: String): a call on such a literal that no
    # type of the repository can have (`"/".toPath()`) is the extension function of that type its name is bound to
    # in the file (`import okio.Path.Companion.toPath` of `fun String.toPath()`).
    literal_receivers: dict = field(default_factory=dict)
    # The runtime's own members of those types and of builtin_names types, by type (Kotlin's Int `and`, `shl`):
    # a member wins over an extension of the same name, so `n and 0xff` of an `n: Int` is never the repository's
    # `infix fun Int.and(other: Long)` (read without the arguments' types).
    runtime_members: dict = field(default_factory=dict)
    # A number literal's runtime type by its form, where literal_receivers gives digits one: (regex searched in the
    # literal, type) pairs, the first that matches (Kotlin `5L` Long, `1.5` Double, `0x1f` Int).
    number_types: tuple[tuple[str, str], ...] = ()
    # The runtime's functions whose lambda has a receiver of a runtime type, by function (Kotlin's `buildString`:
    # StringBuilder): a name a site in such a lambda leaves unbound is that type's member where runtime_members
    # lists it ("global"), whatever the repository defines of the name.
    runtime_receivers: dict = field(default_factory=dict)
    # A method whose signature this pattern matches is an extension method of the type its group 1 names (C#
    # `static bool IsNullOrEmpty(this JToken token)` in a static class): still a member of its class (called
    # `Extensions.IsNullOrEmpty(t)`), and a member of that type where no member of the type or of its bases has the
    # name (`t.IsNullOrEmpty()`, on a JToken or a subclass), as the compiler looks extension methods up last.
    extension_receiver: str = ""
    # Whether test files (test_paths) see the modules a configuration block includes into every test (Ruby:
    # `RSpec.configure do |config| config.include CopHelper end`, an `include` / `extend` called on a block's
    # lowercase parameter in a block outside any class or module): their methods are what a bare name no scope
    # binds calls (`expect_offense(..)` in a spec), after every other lookup. A test sees the blocks of the files it
    # requires, or its folder's `test_helpers` require (RSpec's `--require spec_helper`), directly or not, and of
    # the files under that folder's `support/` (which helpers require by a glob).
    configured_mixins: bool = False
    test_helpers: tuple[str, ...] = ()
    test_folders: frozenset[str] = frozenset()   # the folders whose helpers and support/ a test file sees
    mixin_calls: frozenset[str] = frozenset()    # the calls that mix a module in (`config.include M`)
    # Characters stripped from the start of a definition's name as written: Ruby's `attr_reader :name` declares
    # `name` by a symbol (":").
    definition_name_prefix: str = ""
    # Node types of string literals a query captures as a name (RSpec's `shared_context 'cli spec behavior' do`,
    # `include_context "cli spec behavior"`): the name is the literal's content in single quotes, however it is
    # quoted, so it never equals an identifier and is looked up as a global constant is (global_constants).
    string_names: frozenset[str] = frozenset()
    # Node types of blocks that a definition pattern captures as the definition itself where the query also makes
    # them a scope (@scope.function): the block is then the definition alone, its methods and includes the
    # definition's members (RSpec's `shared_context 'x' do .. end`, a module named by its string).
    scoped_definitions: frozenset[str] = frozenset()
    # A class declared in several files of its package (namespace) is one class whose members are those of every
    # declaration (C#'s `partial class`): a member one declaration lacks is looked up in the others (Linker._package).
    partial_types: bool = False
    # The bases a class's body names override those its header names (PHP: the traits it uses over the class it
    # extends, `class User extends Model { use SoftDeletes; }`, the traits in the order written; Ruby: the modules
    # it includes over its superclass): their members are looked up first; ... and among them the last named first
    # (Ruby's ancestors: `include A; include B` puts B before A). Unset: in the order written (Python's `class
    # C(A, B)`: A's before B's).
    body_bases_first: bool = False
    body_bases_reversed: bool = False
    # ... and the modifier of a member declared without a body there (PHP `abstract public function
    # requireComposer(): Composer;` in a trait), which the member a later-looked-up base defines implements:
    # composer's commands `use CompletionTrait` and extend BaseCommand, whose requireComposer() they call
    abstract_word: str = ""
    # Whether an interface a class implements lends the class no members (TypeScript: `implements` only checks the
    # class): where the class also extends a class outside the repository, a member the class does not declare is
    # that base's (`class Adapter extends EventEmitter implements IRedisClient`: `this.emit(..)` is EventEmitter's),
    # not the interface's declaration.
    implements_lend_no_members: bool = False
    # Names that mean the enclosing class's bases as a receiver (`super().m()`, `super.m()`): its members are looked
    # up from the bases; the name itself is no definition (no edge of its own, no ambient global).
    super_names: frozenset[str] = frozenset()
    # Names whose bare call is the constructor of the enclosing class's base class (Java `super(...)` in a
    # constructor: the base's declared constructor, none where it declares none).
    base_constructor_calls: frozenset[str] = frozenset()

    def query_source(self) -> str:
        folder = resources.files(self.package)
        return "\n".join(folder.joinpath(q).read_text(encoding="utf-8") for q in self.queries)

    def doc_tags(self) -> str:
        """The doc tags the link reads of a definition (doc_mixins, doc_forwards) as one regular expression (group
        `lastindex`: the class a tag names), or ""."""
        return "|".join(f"(?:{tags})" for tags in (self.doc_mixins, self.doc_forwards) if tags)

    def gaps_source(self) -> str:
        """The grammar_gaps query's text ("" when the language has none)."""
        if not self.grammar_gaps:
            return ""
        return resources.files(self.package).joinpath(self.grammar_gaps).read_text(encoding="utf-8")

    @property
    def module_family(self) -> str:
        return self.family or self.name


def config_key(name: str, names) -> str | None:
    """The entry of `names` (LanguageSpec.config_files) a file's name is: the name itself, or `*.ext` for its
    extension (C#'s `*.csproj`); None for neither."""
    if name in names:
        return name
    dot = name.rfind(".")
    return pattern if dot > 0 and (pattern := "*" + name[dot:]) in names else None
