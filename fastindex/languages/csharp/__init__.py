"""C#: namespaces as packages (the files declaring one), `using` imports."""
from ..spec import LanguageSpec

CSHARP = LanguageSpec(
    name="csharp",
    short="cs",
    grammar="csharp",
    extensions=(".cs",),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.csharp.resolver:NamespaceResolver",
    call_types={"invocation_expression": "function"},
    new_types={"object_creation_expression": "type"},
    reference_values=frozenset({"identifier", "member_access_expression"}),
    transparent_values=frozenset({"parenthesized_expression", "await_expression", "cast_expression"}),
    private_head=r"\b(?:private|internal)\b",
    self_names=frozenset({"this"}),
    constructor_names=("{class}",),
    members_in_scope=True,
    type_rewrites=((r"^var$", ""), (r"\?$", "")),
    iterable_types=frozenset({"List", "IList", "IEnumerable", "ICollection", "IReadOnlyList", "HashSet", "ISet",
                              "IReadOnlyCollection"}),
    type_wrappers=frozenset({"Task", "ValueTask", "Nullable", "Lazy"}),
    function_values=frozenset({"lambda_expression"}),
)
