from ..spec import LanguageSpec

PYTHON = LanguageSpec(
    name="python",
    short="py",
    grammar="python",
    extensions=(".py", ".pyi"),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.python.resolver:PythonResolver",
    call_types={"call": "function"},
    reference_values=frozenset({"identifier", "attribute"}),
    conditional_values={"conditional_expression": (0, 2)},
    transparent_values=frozenset({"await", "parenthesized_expression", "boolean_operator"}),
    public_unless_underscore=True,
    self_names=frozenset({"self", "cls"}),
    config_files=frozenset({"pyproject.toml", "setup.py", "setup.cfg"}),
    function_values=frozenset({"lambda"}),
)
