"""PHP: `use` imports resolved to class files by path suffix (PSR-4), members through typed properties."""
from ..spec import LanguageSpec

PHP = LanguageSpec(
    name="php",
    short="php",
    grammar="php",
    extensions=(".php",),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.php.resolver:UseResolver",
    new_types={"object_creation_expression": "#0"},
    reference_values=frozenset({"variable_name", "member_access_expression"}),
    transparent_values=frozenset({"parenthesized_expression"}),
    private_head=r"(?!)",
    self_names=frozenset({"$this", "self", "static"}),
    super_names=frozenset({"parent"}),   # `parent::__construct($a)`, `parent::boot()`: the base class's
    self_type_names=frozenset({"static", "self"}),   # `public static function make(): static`: its class
    constructor_names=("__construct",),
    path_separator="\\",
    namespace_paths=True,   # `\App\Lib\Util::help()`, `new \App\Lib\Util`
    member_separators=("->", "::", "?->"),
    none_types=frozenset({"null"}),   # `Repo|null`
    type_rewrites=((r"^\?", ""), (r"^\\", ""), (r"\\", ".")),
    function_values=frozenset({"anonymous_function", "arrow_function"}),
    parameter_properties=frozenset({"property_promotion_parameter"}),
    doc_type_reader="fastindex.languages.php.phpdoc:read",   # `/** @var Application */ protected $app;`
)
