"""PHPDoc types (LanguageSpec.doc_type_reader): a property's `@var T`, a method's or function's `@param T $name` and
`@return T` type it, before what the syntax declares (LanguageSpec.doc_types_first), as PHPStan and IDEs read them
(Laravel's `/** @var \\Illuminate\\Contracts\\Foundation\\Application */ protected $app;` .. `$this->app->make(..)`;
doctrine's `PersistenceClassMetadata $metadata` with `@param ClassMetadata<T> $metadata`). The map reads them as it
reads declared types. PHP's grammar (tree-sitter-php's node types) is known here, not in the map's engine."""
from __future__ import annotations

import functools
import re

from ...brackets import split_top

# a type: no spaces but inside `<..>` (`array<string, Link>`, one level nested); `$this` only where no name follows
_TYPE = r"(?:[^\s*<>]|<(?:[^<>]|<[^<>]*>)*>)+"
_NAMED_TYPE = r"(?:[^\s*<>$]|<(?:[^<>]|<[^<>]*>)*>)+"
# a tag plain or as PHPStan and Psalm spell it (`@psalm-var array<string, Mapping>`: read where the plain tag is
# absent or names no class; group 1 the prefix)
_TAG = r"@((?:psalm-|phpstan-)?)"
_VAR = re.compile(rf"{_TAG}var\s+({_TYPE})")
_ALIAS = re.compile(rf"@(?:psalm|phpstan)-type\s+([A-Za-z_]\w*)\s*=?\s*({_TYPE})")
_TEMPLATE = re.compile(rf"@(?:psalm-|phpstan-)?template(?:-covariant|-contravariant)?\s+([A-Za-z_]\w*)"
                       rf"(?:\s+of\s+({_TYPE}))?")
_IMPORTED_ALIAS = re.compile(r"@(?:psalm|phpstan)-import-type\s+([A-Za-z_]\w*)")
_RETURN = re.compile(rf"{_TAG}return\s+({_TYPE})")
_PARAM = re.compile(rf"{_TAG}param\s+({_NAMED_TYPE})\s+(?:\.\.\.)?\$([A-Za-z_]\w*)")
_LOCAL_VAR = re.compile(rf"{_TAG}var\s+({_NAMED_TYPE})(?:\s+\$([A-Za-z_]\w*))?")
_FUNCTIONS = frozenset({"method_declaration", "function_definition"})
# PHPDoc's types that name no class: left unread (a declared `mixed` would hide what the value is)
_PSEUDO_TYPES = frozenset({"mixed", "array", "string", "int", "integer", "bool", "boolean", "float", "double",
                           "callable", "iterable", "object", "resource", "void", "null", "false", "true", "never",
                           "scalar", "numeric", "array-key", "class-string", "list",
                           "callable-string", "non-empty-string", "positive-int", "negative-int"})
# `array<K, V>`, `array<V>`, `list<V>`, `iterable<K, V>`, `non-empty-array<V>`: an array of V
_GENERIC_ARRAY = re.compile(r"(?:non-empty-)?(?:array|list|iterable)<(.*)>", re.S)
# `MorphTo<Model, $this>`, `Collection<int, Link>`: the class (not an array's: _GENERIC_ARRAY first)
_GENERIC_CLASS = re.compile(r"([A-Za-z_][\w\\]*)<.*>", re.S)
_BRACKET = re.compile(r"[<({\[]")
_CLASS_NAME = re.compile(r"[A-Za-z_][\w\\]*(\[\])?")
_PARAMETERS = frozenset({"simple_parameter", "variadic_parameter", "property_promotion_parameter"})


def _type_text(t: str, aliases: dict[str, str] | None = None) -> str:
    """_read_type's reading of a PHPDoc type, memoised where no alias is in play."""
    if not aliases:   # (most files declare no alias: the same tag texts recur across files)
        return _plain_type_text(t)
    return _read_type(t, aliases)


@functools.lru_cache(maxsize=8192)
def _plain_type_text(t: str) -> str:
    return _read_type(t, None)


def _read_type(t: str, aliases: dict[str, str] | None) -> str:
    """A PHPDoc type as the map writes a declared one: `\\A\\B` -> "A.B", `?A` and `A|null` -> "A", a union or an
    intersection part by part (`A|B`, `RootPackageInterface&BasePackage`, as a declared `A&B` is written), leaving
    out the parts that name no class (`string|A` -> "A": a value used as an object is the A); a generic array an
    array of its element (`array<string, Link>`, `list<Link>` -> "Link[]"), a generic class the class (`MorphTo<Model,
    $this>`, `Collection<int, Link>` -> "MorphTo", "Collection": its type arguments not read); "" where no part names
    one: an array shape, `mixed`, `string`."""
    t = t.strip()
    if t.startswith("?"):
        t = t[1:]
    alternatives = []
    for alternative in _split(t, "|"):
        parts = []
        for part in _split(alternative, "&"):
            part = part.strip().lstrip("\\")
            if (generic := _GENERIC_ARRAY.fullmatch(part)) is not None:
                # an array of its last type argument (`array<int, PersistentCollection<array-key, object>>`: of
                # PersistentCollection), each alternative of a union one
                element = _type_text(_split(generic.group(1), ",")[-1], aliases)
                if element and "&" not in element:
                    parts.append("|".join(e + "[]" for e in element.split("|")))
                continue
            if (generic := _GENERIC_CLASS.fullmatch(part)) is not None:
                part = generic.group(1)
            if part == "$this":   # `@return $this`: the class itself (LanguageSpec.self_type_names)
                parts.append("static")
            elif aliases and part.removesuffix("[]") in aliases:
                # a PHPStan/Psalm type alias the file declares (`@phpstan-type ReasonData Link|BasePackage|string`):
                # what it stands for ("" for one imported from another class: not read)
                if (aliased := aliases[part.removesuffix("[]")]):   # (an array of it: an array of each alternative)
                    parts.append("|".join(a + "[]" for a in aliased.split("|")) if part.endswith("[]") else aliased)
            elif _CLASS_NAME.fullmatch(part) and part.removesuffix("[]").lower() not in _PSEUDO_TYPES:
                parts.append(part.replace("\\", "."))
        if parts:
            alternatives.append("&".join(parts))
    return "|".join(alternatives)


def _tagged(tag: re.Pattern, comment: str, aliases: dict[str, str]) -> str:
    """The type of a comment's tag (`@var`, `@return`): the plain tag's where it names a class, else a prefixed one's
    (`@psalm-return list<Rule>`)."""
    found = sorted(tag.findall(comment), key=lambda m: m[0] != "")
    return next((t for _prefix, text in found if (t := _type_text(text, aliases))), "")


def _aliases(docs: dict, text) -> dict[str, str]:
    """The type aliases the file's doc comments declare (`@phpstan-type ReasonData Link|BasePackage|string`,
    `@psalm-type X = A|B`): name -> the type as _type_text reads it; an imported one (`@psalm-import-type X from
    Y`) -> ""; and its template parameters (`@template TModel of Model`): their bound ("" for none)."""
    out: dict[str, str] = {}
    for doc in docs.values():
        comment = text(doc)
        if "-type" in comment:
            for name in _IMPORTED_ALIAS.findall(comment):
                out[name] = ""
            for name, aliased in _ALIAS.findall(comment):
                out[name] = _type_text(aliased)
        if "@template" in comment or "-template" in comment:
            # `@template TModel of \Illuminate\Database\Eloquent\Model`: the parameter as its bound, as the
            # checkers read a value of it where nothing binds it (none: not read)
            for name, bound in _TEMPLATE.findall(comment):
                out.setdefault(name, _type_text(bound) if bound else "")
    return out


def _split(t: str, separator: str) -> list[str]:
    """`t` split at `separator` outside brackets (`Collection<int, A|B>|null`: two parts)."""
    return t.split(separator) if _BRACKET.search(t) is None else split_top(t, separator)   # (most: no brackets)


# declared types naming no class, which any doc type refines (`array $links` with `@param Link[] $links`)
_WEAK_DECLARED = frozenset({"array", "iterable", "mixed", "object"})


def _doc_wins(declared, doc: str, text) -> bool:
    """Whether a doc type is read before the declared one (LanguageSpec.doc_types_first): where none is declared,
    where the declared one names no class (`array`), and where the doc narrows it (doctrine's `@param
    ClassMetadata<T> $metadata` on `PersistenceClassMetadata $metadata`, composer's `@return
    CompletePackage|RootPackage` on `: BasePackage`); not a union that lists the declared class among others
    (`@param Foo|Coll $x` on `Coll $x`: PHP enforces the Coll)."""
    if declared is None:
        return True
    written = text(declared).lstrip("?\\").lower()
    if written in _WEAK_DECLARED or "|" not in doc:
        return True
    last = written.rpartition("\\")[2]
    return all(part.rpartition(".")[2].lower() != last for part in doc.split("|"))


def read(entries, docs: dict, child, text) -> dict[int, str]:
    """{name start: type} of the properties whose doc comment has `@var T`, of the functions' results (`@return T`)
    and of their parameters (`@param T $name`), for those with a `/** .. */` comment before them."""
    out: dict[int, str] = {}
    read_keys = set()
    aliases = _aliases(docs, text)
    for entry in entries:
        name_node, kind, node = entry[3], entry[2], entry[4]
        if name_node is None:
            continue
        read_keys.add(name_node.start_byte)
        doc = docs.get(name_node.start_byte)
        if doc is None:
            continue
        comment = text(doc)
        if not comment.startswith("/**"):
            continue
        if kind == "property":
            t = _tagged(_VAR, comment, aliases)
            if t and _doc_wins(entry[5], t, text):
                out[name_node.start_byte] = t
            continue
        if node is None or node.type not in _FUNCTIONS:
            continue
        t = _tagged(_RETURN, comment, aliases)
        if t and _doc_wins(entry[5], t, text):
            out[name_node.start_byte] = t
        tags: dict[str, str] = {}
        for _prefix, t, name in sorted(_PARAM.findall(comment), key=lambda m: m[0] != ""):   # plain tags first
            if not tags.get(name):
                tags[name] = _type_text(t, aliases)
        params = child(node, "parameters")
        for p in params.named_children if params is not None and tags else ():
            if p.type not in _PARAMETERS:
                continue
            var = child(p, "name")
            t = tags.get(text(var).lstrip("$")) if var is not None else None
            if t and _doc_wins(child(p, "type"), t, text):
                out.setdefault(var.start_byte, t)
    for key, doc in docs.items():   # a local's: `/** @var Builder $query */` before `$query = ..` or a foreach
        if key in read_keys:
            continue
        var = _variable_at(doc, key)
        comment = text(doc)
        if var is None or not comment.startswith("/**"):
            continue
        name = text(var).lstrip("$")
        for _prefix, t, named in _LOCAL_VAR.findall(comment):
            if not named or named == name:   # (`@var T` alone: the variable the statement binds)
                if (t := _type_text(t, aliases)):
                    out[key] = t
                break
    return out


def _variable_at(doc, start: int):
    """The variable_name node starting at `start` in the statement after the comment `doc`, or None."""
    statement = doc.next_named_sibling
    node = statement.descendant_for_byte_range(start, start + 1) if statement is not None else None
    while node is not None and node.type != "variable_name" and node.start_byte == start:
        node = node.parent
    return node if node is not None and node.type == "variable_name" and node.start_byte == start else None
