"""The map phase's output: a plain, picklable per-file symbol table (no tree-sitter objects).

Records are NamedTuples so they pickle cheaply for Ray and serialise as plain arrays in the snapshot.
Lines are 1-based, columns are 0-based byte offsets within the line.
"""
from __future__ import annotations

import hashlib
from typing import NamedTuple

NO_PARENT = -1
BOM = b"\xef\xbb\xbf"
# In a Local's value text, a name followed by BOUND_AT and a line (`xsː12`) is the local of that name the same function
# bound at that line (LanguageSpec.ordered_value_texts). A letter (U+02D0), so the text still reads as a name.
BOUND_AT = "\u02d0"


def content_digest(data: bytes) -> str:
    """FileTable.digest: the BLAKE2b-128 of a file's bytes, a UTF-8 BOM read as three spaces (as the map reads it)."""
    if data.startswith(BOM):
        data = b"   " + data[3:]
    return hashlib.blake2b(data, digest_size=16).hexdigest()
DEF_DIGEST_BYTES = 4   # FileTable.def_digests: BLAKE2b-32 per definition


class Definition(NamedTuple):
    name: str
    qualname: str          # enclosing definitions joined by ".": "Class.method"
    kind: str              # function method class interface type enum variable constant property
    start_line: int
    end_line: int
    start_byte: int
    end_byte: int
    name_line: int
    name_col: int
    signature: str
    exported: bool
    parent: int            # index of the enclosing definition in FileTable.definitions, or -1
    local: bool            # declared inside a function body (not an entity, not visible to other files)
    type_text: str         # declared type / return annotation, or "call:Callee" / "new:Callee" for initialisers
    # docstring or leading comment as plain text (the `docs` section; "" in a snapshot without one)
    doc: str = ""


class Import(NamedTuple):
    module: str            # specifier as written: "./a", "..pkg.mod", "react"
    name: str              # imported name; "*" star; "" the module itself; "default"
    alias: str             # local binding ("" when the form binds nothing or the language derives it)
    line: int
    reexport: bool         # `export ... from` / part of a barrel
    scope: int             # enclosing definition index (imports inside functions), or -1


class Export(NamedTuple):
    name: str              # local name
    alias: str             # exported name ("default" for default exports)
    line: int
    form: str              # named default all (Python __all__: only these names are star-exported), module (CommonJS
                           # `module.exports = K`, exported as default), commonjs (`exports.a = ..`), object (a
                           # property of the object exported by default, `export default { a, b: c }`), script (a
                           # TypeScript/JavaScript file without import or export, whose top-level declarations every
                           # file sees: a record with name and alias "", and one per block-scoped declaration, its
                           # name; languages/typescript/script.py)


# Export.form of a script's records (its top-level declarations are global: reduce.link.global_definitions)
SCRIPT_FORM = "script"


class Reference(NamedTuple):
    name: str
    kind: str              # call new type inherit implement decorator read argument forward (C: a name a macro
                           # renames, its scope the macro: source.macro_forwards)
    receiver: str          # receiver expression text for `a.b.name`, "" for a bare name
    scope: int             # innermost enclosing definition index, or -1 (module level)
    line: int
    col: int
    # a call's number of arguments (`f(a, b)`: 2), where the language tells overloads apart by it
    # (LanguageSpec.overloads_by_arity); a decorator site's call's, where the language reads what decorators make of
    # a function (LanguageSpec.decorated_values: `@lru_cache(maxsize=3)` 1, `@cache` -1); -1 elsewhere: another kind
    # of site, or a language without overloads
    arity: int = -1


class Local(NamedTuple):
    """A binding inside a function (parameter, variable) or an instance attribute (self.x / this.x)."""

    name: str
    kind: str              # parameter variable attribute narrowed declared unbound arguments block
    scope: int             # enclosing definition index
    type_text: str
    line: int


RECORD_TYPES = {"definitions": Definition, "imports": Import, "exports": Export,
                "references": Reference, "locals": Local}


class FileTable(NamedTuple):
    path: str              # relative to the repo root, "/" separated
    language: str
    digest: str            # blake2b-128 of the content, hex
    size: int
    lines: int
    parse_errors: int      # ERROR/MISSING nodes; definitions are still extracted (error recovery)
    definitions: list
    imports: list
    exports: list
    references: list
    locals: list
    error: str             # "" or the reason the file could not be indexed (read / decode / parse)
    # 4 bytes per definition, in order: BLAKE2b-32 of the definition's own text (its source span with the spans
    # of its nested non-local definitions cut out), so `fastindex diff` sees a changed method without
    # flagging its class. b"" when unknown (a snapshot written before format 2.1).
    def_digests: bytes = b""
    # the package the file declares, as written without whitespace (Java `package a.b;` -> "a.b", Go `package x`
    # -> "x", C# the first `namespace A.B` -> "A.B"; the language's @package.declared capture), "" for none
    package: str = ""
    # a comment before the package declaration saying when the file is built, as written (Go `//go:build linux &&
    # !cgo`; LanguageSpec.build_constraint), "" for none
    constraint: str = ""


# The reference sites that declare (a type's bases), which a table of declarations only keeps
DECLARING_KINDS = frozenset({"inherit", "implement"})


def site_text(receiver: str, name: str, tag_keywords=()) -> str:
    """A reference site as written, for people: `obj.name`, `name`, or C's `struct inst` (the tag keyword is the
    site's receiver: its language's LanguageSpec.tag_keywords, which a snapshot's meta repeats for its readers)."""
    if not receiver:
        return name
    return f"{receiver} {name}" if receiver in tag_keywords else f"{receiver}.{name}"


def declarations_only(t: FileTable, note: str) -> FileTable:
    """`t` without what its code does: the reference sites but a type's bases, the locals but instance
    attributes (a class's members); its definitions, imports and exports as they are. `note` is its reason."""
    return t._replace(references=[r for r in t.references if r.kind in DECLARING_KINDS],
                      locals=[v for v in t.locals if v.kind == "attribute"], error=note)


def declared_together(defs) -> dict[int, list[int]]:
    """The first name of each declaration declaring several (`robj *ok, *err;`: definitions of one span and
    parent) -> the others, in order (LanguageSpec.declarators_share_type: the map gives each its initializer's
    sites, the link the type's)."""
    out: dict[int, list[int]] = {}
    first = None
    for i, d in enumerate(defs):
        if first is not None and d.start_byte == defs[first].start_byte and d.end_byte == defs[first].end_byte \
                and d.parent == defs[first].parent and d.kind in ("variable", "property"):
            out.setdefault(first, []).append(i)
        else:
            first = i
    return out


def import_layout(imports) -> tuple[list[str], dict[int, list[int]]]:
    """(the modules of the star imports at module level that do not re-export, in order; each scope's other
    imports, their indices in order): how the linker's scopes take a file's imports."""
    stars: list[str] = []
    by_scope: dict[int, list[int]] = {}
    for i, imp in enumerate(imports):
        if imp.name == "*" and not imp.reexport:
            if imp.scope == NO_PARENT:
                stars.append(imp.module)
        else:
            by_scope.setdefault(imp.scope, []).append(i)
    return stars, by_scope
