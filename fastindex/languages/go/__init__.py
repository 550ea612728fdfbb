"""Go: package = directory, imports by module path (go.mod, go.work), methods attached by receiver type."""
from ..spec import LanguageSpec

GO = LanguageSpec(
    name="go",
    short="go",
    grammar="go",
    extensions=(".go",),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.go.resolver:GoResolver",
    # `NewPipe[Msg](ctx)` parses as a conversion to a generic type: a call of the instantiated function
    call_types={"call_expression": "function", "type_conversion_expression": "type"},
    new_types={"composite_literal": "type", "type_assertion_expression": "type"},   # T{...}, x.(*T)
    instantiating_calls=frozenset({"new"}),                                              # new(T)
    cast_calls=frozenset({"make"}),                                                      # make([]*T, n): T[]
    reference_values=frozenset({"identifier", "selector_expression", "index_expression", "slice_expression"}),
    # an expression list of one value holds it (`a, b := f()`: the names unpack f()'s results by place)
    transparent_values=frozenset({"unary_expression", "parenthesized_expression", "expression_list"}),
    tuple_values=frozenset({"expression_list"}),
    tuple_types=frozenset({"tuple"}),
    tuple_results=True,
    type_words=frozenset({"chan", "func", "map", "struct", "interface"}),
    public_if_capitalized=True,
    blank_names=frozenset({"_"}),   # `_ = x`, `var _ I = (*T)(nil)`: the blank identifier names nothing
    # the universe block's types, constants and functions
    builtin_names=frozenset("""any bool byte comparable complex64 complex128 error float32 float64 int int8 int16 int32
        int64 rune string uint uint8 uint16 uint32 uint64 uintptr true false iota nil append cap clear close complex
        copy delete imag len make max min new panic print println real recover""".split()),
    type_rewrites=(
        (r"^\((?:\w+\s+)?([^,()\s][^,()]*?)\s*\)$", r"\1"),                # (r *Repo) -> *Repo (one result)
        # map[K]*V, []*V, [N]*V -> V[] (ranging, indexing; V a struct over lines); one layer per rewrite, so
        # nested collections of any mix up to four deep: map[K1]map[K2][]V -> V[][][], [][]*V and
        # []map[int][]*V (fiber's App.stack, treeStack) -> V[][], V[][][]
        *((r"^(?:map\[[^\]]*\]|\[[^\]]*\])\*?([\s\S]+)$", r"\1[]"),) * 4,
        (r"^struct\s*(\{[\s\S]*)$", r"\1"),   # an anonymous struct in a function: a literal type (its fields' names)
        # <-chan *Item -> chan[Item] (receiving, ranging: an iterable type, told apart from a slice's Item[])
        # ([]chan *Item peeled to chan *Item[]: chan[Item][])
        (r"^(?:<-\s*)?chan\b(?:\s*<-)?\s*\*?(.+?)((?:\[\])*)$", r"chan[\1]\2"),
        # func(a A) (R, error) -> (a A) => (R, error): a function type's result, as calling a value of it gives;
        # []func(*Vec) Counter, peeled to func(*Vec) Counter[]: ((*Vec) => Counter)[], a collection of functions
        (r"^func\s*(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))\s*\*?(\S.*?)((?:\[\])+)$", r"(\1 => \2)\3"),
        (r"^func\s*(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))\s*\*?(\S.*)$", r"\1 => \2"),
        (r"^\*+", ""),                                                 # *Repo -> Repo
        (r"^\.\.\.\*?(.+)$", r"\1[]"),                                 # ...Item (variadic) -> Item[]
        (r"^[A-Za-z_]\w*\s+\.\.\.\*?(.+)$", r"\1[]"),                   # opts ...Option (a parameter) -> Option[]
    ),
    structural_interfaces=True,
    names_only_through_imports=True,   # and through the package: its files and importers read it whole
    packages_are_folders=True,
    embedded_types_are_fields=True,
    members_unscoped=True,
    ordered_bindings=True,
    bound_after_statement=True,
    repeated_constants=True,
    variable_literals=True,
    # `x.(*T)`, `x.(pkg.T)`, `x.(T[int])` assert a T; `x.(type)` (a type switch) none
    type_assertion_open=".(",
    type_assertion=r"\*?(?!type(?:\[|\Z))([A-Za-z_][\w.]*)(?:\[.*\])?",
    # `(&DetailedError{..}).Error()`, `jsonBinding{}.BindBody(..)`: a composite literal makes its type
    cast_pattern=r"^(?:\(\s*&?([A-Za-z_][\w.]*)(?:\[[^\]]*\])?\{[\s\S]*\}\s*\)|([A-Za-z_][\w.]*)(?:\[[^\]]*\])?\{[\s\S]*\})$",
    instantiated_generics=True,
    # `var l *List[*Repo]`, `NewList[*Repo]()`: members declared with List's T (`func (g *List[T]) First() T`) are
    # Repos on that instance
    inherited_type_arguments=True,
    type_argument_open="[",
    defined_types=True,
    alias_signature=r"\w+\s*(?:\[[^=]*\]\s*)?=",   # `type A = B`, `type A[T any] = List[T]` (not `type C B`)
    config_files=frozenset({"go.mod", "go.work"}),
    build_constraint=r"^//go:build\s",   # `//go:build linux && !cgo` before the package clause: FileTable.constraint
    function_values=frozenset({"func_literal"}),
    function_literal_types=True,
    element_operators=frozenset({"<-"}),
    iterable_types=frozenset({"chan"}),   # chan[Item], a channel's type text (type_rewrites)
    # `for d := range ch`: one name ranging a channel is its element; over a slice or map, an index or key (untyped)
    first_item_elements=frozenset({"chan"}),
)
