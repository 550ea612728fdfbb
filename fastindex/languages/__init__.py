"""The language registry: adding a language is a folder under fastindex/languages/ and one line here."""
from __future__ import annotations

import functools

from ..map.table import site_text as render_site
from .c import CPP, C
from .csharp import CSHARP
from .go import GO
from .java import JAVA
from .kotlin import KOTLIN
from .php import PHP
from .python import PYTHON
from .ruby import RUBY
from .rust import RUST
from .spec import LanguageSpec
from .typescript import JAVASCRIPT, TSX, TYPESCRIPT

LANGUAGES: tuple[LanguageSpec, ...] = (
    PYTHON,
    TYPESCRIPT,
    TSX,
    JAVASCRIPT,
    GO,
    JAVA,
    RUST,
    C,
    CPP,
    CSHARP,
    KOTLIN,
    RUBY,
    PHP,
)

BY_NAME: dict[str, LanguageSpec] = {spec.name: spec for spec in LANGUAGES}
BY_SHORT: dict[str, LanguageSpec] = {spec.short: spec for spec in LANGUAGES}
BY_EXTENSION: dict[str, LanguageSpec] = {ext: spec for spec in LANGUAGES for ext in spec.extensions}


def language_for(path: str) -> LanguageSpec | None:
    """The language of a file by its extension (".d.ts" counts as TypeScript)."""
    dot = path.rfind(".")
    if dot < 0:
        return None
    return BY_EXTENSION.get(path[dot:].lower())


def split_commas(text: str) -> list[str]:
    """"A, Dict[K, V], *B" -> ["A", "Dict[K, V]", "*B"]: the parts between the commas outside brackets, stripped (an
    empty last part dropped): parameter and type lists, for the map's type comments and Go's result lists."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    last = text[start:].strip()
    if last:
        out.append(last)
    return out


def site_text(language: str, receiver: str, name: str) -> str:
    """A reference site of `language` as written, for people (map.table.site_text with its tag keywords)."""
    spec = BY_NAME.get(language)
    return render_site(receiver, name, spec.tag_keywords if spec is not None else ())


@functools.cache
def languages_of(name: str) -> frozenset[str]:
    """The languages a file discovered as `name` can be mapped as: itself and its LanguageSpec.content_dialects
    (a C `.h` holding C++ is mapped as C++)."""
    spec = BY_NAME.get(name)
    return frozenset((name, *(other for _, other in spec.content_dialects))) if spec else frozenset((name,))


def select(names: str | None) -> tuple[LanguageSpec, ...]:
    """Languages from a comma list of names or abbreviations ("py,ts"); all when empty."""
    if not names:
        return LANGUAGES
    chosen = []
    for raw in names.split(","):
        key = raw.strip().lower()
        spec = BY_SHORT.get(key) or BY_NAME.get(key)
        if spec is None:
            known = ", ".join(sorted(BY_SHORT))
            raise ValueError(f"unknown language {raw!r} (known: {known})")
        chosen.append(spec)
    return tuple(chosen)


def canonical(names: str | None) -> str:
    """The --languages option in one spelling: `all`, or the languages' names sorted, each once ("py,py" and
    "python" are both "python"). ValueError for an unknown name, as select()."""
    chosen = {spec.name for spec in select(names)}
    return "all" if chosen == set(BY_NAME) else ",".join(sorted(chosen))
