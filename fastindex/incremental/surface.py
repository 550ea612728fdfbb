"""A file's surface: what linking another file can read of its table, indexed by the name it is read under.

Linking file A reads file B's table only through lookups of a name in one of B's scopes (reduce/link.py:
`lookup_export`, `resolve_name`, `class_member`, the export table, `star_visible`), and then the records found
under that name (a definition's kind, parent and declared type, a local's type, an import's target). So when a
changed file's records under a name N are the same before and after, a lookup of N in it gives what it gave;
and A can only be affected if some name whose records changed is looked up. Those names come from text: A's own
references and the surface records of the files A's resolution read (a declared type "call:make" looks up
"make"; an import `{x as y}` looks up x). `changed_names` compares the two versions of a changed file,
`Tokens` tells whether a file's text names any of them. What is not keyed by one name (star imports, re-export
stars, `__all__` turning on or off) is the file's `global` part: when it changes, every file that read the
changed file is linked again.

The records inside a function body are not reachable from other files by a name of their own: a lookup only
starts inside a function from an instance attribute assigned there (`self.repo = repo` is typed by the
parameter `repo`), so they are folded into the records of the attributes assigned in that function, and into
the records of a constructor (keyword arguments of a call `C(x=1)` read the constructor's parameters).
A record names definitions (a parent, a scope) by qualname and occurrence, never by index: an edit that moves
later definitions (one added before them) changes none of their records, and the merge follows each kept edge
into a changed file to the definition's new index (`definition_moves`).
"""
from __future__ import annotations

import re
from collections import defaultdict

from ..languages import BY_NAME
from ..map.table import NO_PARENT, FileTable

FUNCTION_KINDS = frozenset({"function", "method"})
# Names the linker looks up without any text naming them (a class's constructor member): a change under one
# of them is a change to the whole file.
IMPLICIT_NAMES = frozenset(n for spec in BY_NAME.values() for n in spec.constructor_names if n != "{class}") | \
    frozenset(n for spec in BY_NAME.values() for n in spec.implicit_members)
_TOKEN = re.compile(r"[^\W\d][\w$]*|\$[\w$]*")
# The map's name of an anonymous function, by its line (`<fn@12>`, map/extract.py): no text looks it up, and an
# edit above it renames it, so records name it, and what is inside it, without the line.
_ANONYMOUS = re.compile(r"<fn@\d+>")


def _stable(qualname: str) -> str:
    return _ANONYMOUS.sub("<fn>", qualname) if "<fn@" in qualname else qualname
GLOBAL = "\0global"


def _in_function(t: FileTable, scope: int) -> bool:
    """Whether `scope` is a function body or inside one (its records are not reachable by name from outside)."""
    if scope == NO_PARENT:
        return False
    d = t.definitions[scope]
    return d.local or d.kind in FUNCTION_KINDS


def _is_constructor(t: FileTable, i: int) -> bool:
    d = t.definitions[i]
    if d.kind not in FUNCTION_KINDS:
        return False
    names = BY_NAME[t.language].constructor_names
    return d.name in names or ("{class}" in names and d.parent != NO_PARENT and
                               t.definitions[d.parent].name == d.name)


def identities(t: FileTable) -> list[tuple[str, int, str]]:
    """Each definition's identity across versions of its file: (qualname, how many definitions of that qualname
    come before it, kind)."""
    seen: dict[str, int] = defaultdict(int)
    out = []
    for d in t.definitions:
        q = _stable(d.qualname)
        out.append((q, seen[q], d.kind))
        seen[q] += 1
    return out


def definition_moves(old: FileTable, new: FileTable) -> list[int]:
    """Each definition of `old`'s new index in `new` (the same identity), -1 for one that is gone."""
    at = {key: i for i, key in enumerate(identities(new))}
    return [at.get(key, -1) for key in identities(old)]


def surface(t: FileTable) -> tuple[dict[str, list], list]:
    """({name: the records readable under it, in table order}, the global part). Records are tuples of
    plain values; their strings are what a lookup continuing from them reads (see `Tokens`)."""
    keyed: dict[str, list] = defaultdict(list)
    inner: dict[int, list] = defaultdict(list)     # function scope -> its records (locals, nested definitions)
    defs = t.definitions
    ids = identities(t)

    def where(scope: int):
        return ids[scope] if scope != NO_PARENT else None

    tags = _doc_tags(t.language)
    for d, (q, _k, _kind) in zip(defs, ids, strict=True):
        rec = ("d", _stable(d.name), q, d.kind, d.signature, d.exported, where(d.parent), d.local, d.type_text)
        if tags is not None and d.doc:
            # (a class's `@mixin X`, `@see X`: the link reads them)
            rec += tuple(m.group(m.lastindex or 0) for m in tags.finditer(d.doc))
        if d.parent != NO_PARENT and _in_function(t, d.parent):
            inner[d.parent].append(rec)
        elif not _ANONYMOUS.fullmatch(d.name):
            keyed[d.name].append(rec)
    attrs = []
    for loc in t.locals:
        if loc.kind in ("narrowed", "declared", "unbound", "arguments", "block"):   # read only by its own file's sites
            continue
        rec = ("l", loc.name, loc.kind, where(loc.scope), loc.type_text)
        if loc.kind == "attribute":
            attrs.append((rec, loc.scope))
        elif _in_function(t, loc.scope):
            inner[loc.scope].append(rec)
        else:
            keyed[loc.name].append(rec)
    glob: list = []
    for imp in t.imports:
        rec = ("i", imp.module, imp.name, imp.alias, imp.reexport, where(imp.scope))
        if imp.name == "*" and (imp.reexport or imp.scope == NO_PARENT):
            glob.append(rec)       # a star: any name may come through it
        elif _in_function(t, imp.scope):
            inner[imp.scope].append(rec)
        else:
            for name in set(_TOKEN.findall(f"{imp.module} {imp.name} {imp.alias}")):
                keyed[name].append(rec)
    declared_all = False
    for e in t.exports:
        rec = ("e", e.name, e.alias, e.form)
        declared_all = declared_all or e.form == "all"
        keyed[e.alias].append(rec)
        if e.name != e.alias:
            keyed[e.name].append(rec)
    glob.append(("all", declared_all))   # Python: `__all__` present or not changes what `import *` carries
    # Which of a definition and an import of one name comes first decides what the name is where both bind it
    # (Linker._import_may_bind: an import over a function defined after it), and no record holds a line: their
    # order is a record of its own.
    order: dict[tuple, list] = defaultdict(list)
    for d in defs:
        if not (d.parent != NO_PARENT and _in_function(t, d.parent)):
            order[(d.name, d.parent)].append((d.start_line, "d"))
    for imp in t.imports:
        if imp.name != "*" and (imp.alias or imp.name) and not _in_function(t, imp.scope):
            order[(imp.alias or imp.name, imp.scope)].append((imp.line, "i"))
    for (name, scope), seq in order.items():
        if len(seq) > 1 and len({tag for _line, tag in seq}) > 1:
            keyed[name].append(("o", where(scope), tuple(tag for _line, tag in sorted(seq))))
    for r in t.references:
        if r.kind in ("inherit", "implement") and r.scope != NO_PARENT:
            # a class's bases decide every member lookup on it, which starts from the class's name
            keyed[defs[r.scope].name].append(("b", r.name, r.kind, r.receiver, where(r.scope)))
    for loc, s in attrs:   # an attribute's type is read in the function that assigns it, and the ones around it
        chain = []
        while s != NO_PARENT and _in_function(t, s):
            chain.append(tuple(inner.get(s, ())))
            s = defs[s].parent
        keyed[loc[1]].append((*loc, tuple(chain)))
    receivers = BY_NAME[t.language].receiver_scopes
    for s, records in inner.items():
        if _is_constructor(t, s):   # `C(x=1)`: the constructor's parameter x
            for rec in records:
                keyed[rec[2] if rec[0] == "i" else rec[1]].append(("c", where(s), rec))
        if receivers and defs[s].kind in FUNCTION_KINDS and not _ANONYMOUS.fullmatch(defs[s].name):
            # Kotlin: a trailing lambda's receiver is what the called function's last parameter type declares
            # (Linker._callee_receiver), read under the function's name
            last = [rec for rec in records if rec[0] == "l" and rec[2] == "parameter"]
            if last:
                keyed[defs[s].name].append(("p", where(s), last[-1]))
    return keyed, glob


def changed_names(old: tuple, new: tuple) -> set[str] | None:
    """The names whose records differ between two versions of a file (their `surface`s); None when the file
    changed as a whole (its global part, or a name the linker looks up by itself, or a name that is no plain
    identifier)."""
    ko, go = old
    kn, gn = new
    if go != gn:
        return None
    out = {n for n in ko.keys() | kn.keys() if ko.get(n) != kn.get(n)}
    if out & IMPLICIT_NAMES or any(not _TOKEN.fullmatch(n) for n in out):
        return None
    return out


def _strings(rec) -> list[str]:
    """The strings of a surface record that a lookup continuing from it can look up."""
    tag = rec[0]
    if tag == "d":
        return [rec[8]]
    if tag == "l":
        out = [rec[4]]
        for records in rec[5] if len(rec) > 5 else ():   # an attribute: the functions it is typed in
            for r in records:
                out += _strings(r)
        return out
    if tag == "i":
        return [rec[1], rec[2], rec[3]]
    if tag == "e":
        return [rec[1], rec[2]]
    if tag == "b":
        return [rec[1], rec[3]]
    if tag == "c" or tag == "p":
        return _strings(rec[2])
    return []


def surface_text(surf: tuple, skip: set[str]) -> str:
    """The lookup text of a changed file's surface records (`surface(t)`) under the names not in `skip` (its
    unchanged ones): what a lookup that entered the file and found the same records there can go on to look up."""
    keyed, glob = surf
    out = [s for n, recs in keyed.items() if n not in skip for rec in recs for s in _strings(rec)]
    out += [s for rec in glob for s in _strings(rec)]
    return " ".join(out)


def _doc_tags(language: str):
    """The doc tags the link reads of a definition in `language` (LanguageSpec.doc_tags), compiled, or None."""
    spec = BY_NAME.get(language)
    tags = spec.doc_tags() if spec is not None else ""
    return re.compile(tags) if tags else None


def lookup_text(t: FileTable) -> str:
    """Every string of a file's table that linking another file can look up (a superset of its surface's:
    declared types, import and export names, bases, doc tags the link reads)."""
    out = [d.type_text for d in t.definitions]
    tags = _doc_tags(t.language)
    if tags is not None:
        out += [m.group(1) for d in t.definitions if d.doc for m in tags.finditer(d.doc)]
    out += [loc.type_text for loc in t.locals]
    out += [f"{i.module} {i.name} {i.alias}" for i in t.imports]
    out += [f"{e.name} {e.alias}" for e in t.exports]
    out += [f"{r.name} {r.receiver}" for r in t.references if r.kind in ("inherit", "implement")]
    return " ".join(out)


def references_text(t: FileTable) -> str:
    """The names and receivers of a file's own reference sites (read only when the file itself is linked)."""
    return " ".join(f"{r.name} {r.receiver}" for r in t.references)


def names_in(text: str) -> set[str]:
    return set(_TOKEN.findall(text))


# [\w$] bytes kept, every other ASCII byte a space (`words_of`)
_WORD_BYTES = bytes(c if chr(c).isalnum() or chr(c) in "_$" else 32 for c in range(128)) + bytes(range(128, 256))


def words_of(strings: list[str]) -> set[str]:
    """`names_in` of the strings (one per line), found without a regex match per word when they are ASCII: a
    token is a run of [\\w$] characters less its leading digits (what `_TOKEN` finds in each run), so the distinct
    runs, split out in C, give them."""
    text = "\n".join(strings)
    if not text.isascii():
        return names_in(text)
    out = set()
    for run in set(text.encode("ascii").translate(_WORD_BYTES).split()):
        run = run.lstrip(b"0123456789")
        if run:
            out.add(run.decode("ascii"))
    return out
