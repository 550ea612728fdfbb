"""Rust: each file a module of its crate (Cargo packages and workspaces), `use` paths, impl blocks."""
from ..spec import LanguageSpec

RUST = LanguageSpec(
    name="rust",
    short="rs",
    grammar="rust",
    extensions=(".rs",),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.rust.resolver:RustResolver",
    call_types={"call_expression": "function"},
    new_types={"struct_expression": "name"},
    # `::` read as `.`; `xs[i]` an element
    reference_values=frozenset({"identifier", "self", "field_expression", "scoped_identifier", "index_expression"}),
    # `unsafe { f() }`: its block's value
    transparent_values=frozenset({"reference_expression", "parenthesized_expression", "try_expression", "unsafe_block",
                                  "await_expression"}),
    tail_values=frozenset({"block", "else_clause"}),   # `let stats = { ..; sink.stats().clone() }`
    # `let w = if c { a } else { b }`: either block's value; `match v { A => x, B => y }`: the arms' values
    conditional_values={"if_expression": (1, 2)},
    branch_values={"match_expression": ("body", "value", "pattern")},
    local_member_types=True,   # a trait's `type Error: SinkError;`: no entity
    unwrapping_patterns=frozenset({"Some", "Ok"}),   # `Some(m) => m`: what the matched Option holds
    public_head=r"\bpub\b",
    self_names=frozenset({"self", "Self"}),
    # no super_names: `super` is Rust's parent module (bound in every file: RustResolver.implicit_bindings), also
    # in a method of a type (`super::f()`, `-> &super::T`), never the type's bases
    self_type_names=frozenset({"Self"}),
    path_separator="::",
    # methods giving an iterator over the same elements: `for x in xs.iter().rev()` ranges over xs's elements
    element_iterators=frozenset({"iter", "iter_mut", "into_iter", "drain", "rev", "skip", "take", "cloned", "copied",
                                 "peekable", "filter", "skip_while", "take_while", "step_by", "fuse", "inspect",
                                 "by_ref", "chain"}),
    # wrappers (Option, Result, Rc, Mutex, ...) are already read through: these give the same value
    # `for (i, x) in xs.iter().enumerate()`: x an element of xs
    unpacked_calls={".enumerate": "enumerate"},
    passthrough_methods=frozenset({"unwrap", "expect", "unwrap_or", "unwrap_or_else", "unwrap_or_default",
                                   "clone", "as_ref", "as_mut", "borrow", "borrow_mut", "to_owned", "lock",
                                   "as_deref", "ok"}),
    # derived or blanket-implemented constructors (`#[derive(Default)]`, `From`): `T::default()` is a T
    instantiating_methods=frozenset({"default", "from", "new"}),
    type_rewrites=(
        (r"::", "."),                                   # a::B -> a.B (the linker's notation)
        (r"^&(?:'\w+\s+)?(?:mut\s+)?", ""),             # &'a mut T -> T
        (r"^(?:dyn|impl)\s+", ""),                       # dyn Trait / impl Trait -> Trait
        (r"^\[([^;\]]+)(?:;[^\]]*)?\]$", r"\1[]"),      # [T] / [T; 3] -> T[]
        (r"^&(?:'\w+\s+)?(?:mut\s+)?", ""),             # &[&dyn Flag] -> &dyn Flag[] -> Flag[]
        (r"^(?:dyn|impl)\s+", ""),
        (r"^\((.+,.*)\)$", r"tuple[\1]"),             # (A, B) -> tuple[A, B] (`let (a, b) = f()` unpacks by place)
        # Result<(A, B), E> -> Result<tuple[A, B], E> (`let (a, b) = f()?` unpacks the wrapped tuple)
        (r"^((?:[\w.]+\.)?(?:Result|Option)<)\(([^()]+,[^()]*)\)(?=[,>])", r"\1tuple[\2]"),
        # FnMut(A, &B) -> R -> Callable[[A, &B], R] (a closure passed for it takes an A and a B: callback_nodes)
        (r"^(?:Fn|FnMut|FnOnce)\((.*)\)\s*->\s*(.+)$", r"Callable[[\1], \2]"),
        (r"^(?:Fn|FnMut|FnOnce)\((.*)\)$", r"Callable[[\1], ()]"),
    ),
    # wrappers read through (type_wrappers): wrapping or cloning a value gives the same value (`let imp =
    # Arc::clone(&self.imp)`, `Box::new(x)`, `Some(x)`)
    collection_calls=frozenset({"Arc::clone", "Rc::clone", "Arc::new", "Rc::new", "Box::new", "Some", "Ok"}),
    tuple_types=frozenset({"tuple"}),
    tuple_values=frozenset({"tuple_expression"}),   # `let (a, b) = (x, y)`: each its own value
    type_wrappers=frozenset({"Box", "Rc", "Arc", "Option", "Result", "RefCell", "Cell", "Mutex", "RwLock", "Cow",
                             "Pin"}),
    iterable_types=frozenset({"Vec", "VecDeque", "HashSet", "BTreeSet", "LinkedList", "BinaryHeap", "Iterator",
                              "IntoIterator"}),
    aliased_type_members=True,   # `type Range = Match; Range::new(..)`: Match::new
    # a type's members are never in scope by their bare name (`impl fmt::Display for T { fn fmt(..) }`: the `fmt`
    # of `fmt::Display` is std's module; members are reached as `self.x`, `Self::f`, `T::f`)
    members_unscoped=True,
    template_definitions=frozenset({"macro_definition"}),   # a macro_rules! body: no reference of its own
    macro_marker="!",
    inline_module_imports=((r"^super(?=::|$)", "self"),),   # `mod tests { use super::X; }`: the file's X
    module_paths_first=True,   # `crate::flags::parse::lookup` through `mod parse;`, not the function `parse`
    iterator_next="next",   # `impl Iterator for Parents { fn next(&mut self) -> Option<IgnoreRef> }`
    positional_fields=True,   # `struct Override(Gitignore)`: `self.0` is a Gitignore
    variant_constructors=True,   # `Error::Io(e).with_depth(d)`: calling a tuple variant gives its enum
    enums_are_classes=True,   # `impl Kind { fn f(&self) { self.g() } }`: self is an instance of the enum
    config_files=frozenset({"Cargo.toml"}),
    directory_module_stems=frozenset({"mod", "lib", "main"}),   # `mod x;` as x/mod.rs; a crate's root
    function_values=frozenset({"closure_expression"}),
    # `find_iter(bytes, |m| ..)` with `F: FnMut(Match) -> bool` for that argument: m is a Match
    callback_nodes=(frozenset({"closure_expression"}), frozenset({"closure_parameters"}), frozenset({"arguments"}),
                    frozenset(), frozenset(), frozenset(), frozenset()),
)
