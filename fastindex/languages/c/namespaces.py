"""C++ namespaces a repository opens and closes with its own macros: fmt's base.h defines
`#define FMT_BEGIN_NAMESPACE namespace fmt { inline namespace v12 {` (and FMT_END_NAMESPACE as `} }`), and every
other header writes `FMT_BEGIN_NAMESPACE` alone on a line (protobuf's PROTOBUF_NAMESPACE_OPEN, nlohmann's
NLOHMANN_JSON_NAMESPACE_BEGIN the same). The map reads one file at a time: those headers' classes and functions
were read at the file's level (`format_to`, not `fmt::v12::format_to`).

namespace_macros (LanguageSpec.repository_context) reads the repository's headers once, before the map, and gives
the map each such macro with the text a use is written as, as long as the macro's name (byte offsets kept): an
opening one as one nested namespace definition (`namespace fmt::v12{` for FMT_BEGIN_NAMESPACE, exactly its 19
bytes; a macro whose namespaces do not fit is left as it is), a closing one as the single `}` that closes it.
rewrite writes the uses of a file before it is parsed; namespace_signatures gives the namespaces so opened their
own signatures afterwards (`inline namespace v12`: its names are its parent's, reduce.link)."""
from __future__ import annotations

import functools
import re
from typing import Callable, Iterable, NamedTuple

# a header: where a repository defines the macros its other files use
HEADERS = (".h", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".inl", ".tcc")
# an object-like macro's definition: its name (no parameter list) and its body over continuation lines
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(?![\w(])((?:[^\n\\]|\\\r?\n|\\)*)", re.M)
_COMMENT = re.compile(rb"/\*.*?\*/|//[^\n]*", re.S)
_NAME = rb"[A-Za-z_]\w*"
_OPEN = re.compile(rb"(inline\s+)?namespace\s+(" + _NAME + rb"(?:\s*::\s*" + _NAME + rb")*)\s*\{")
_OPENS = re.compile(rb"(?:" + _OPEN.pattern + rb"\s*)+")
_CLOSES = re.compile(rb"(?:\}\s*;?\s*)+")


class NamespaceMacro(NamedTuple):
    """A use of `name` is written as `replacement` (as long as the name); `namespaces`: those it opens, outermost
    first, each (name, inline); () for a macro that closes them."""
    name: bytes
    replacement: bytes
    namespaces: tuple = ()


def _body(raw: bytes) -> bytes:
    """A #define's body as the preprocessor sees it: continuation lines joined, comments dropped."""
    return _COMMENT.sub(b" ", re.sub(rb"\\\r?\n", b" ", raw)).strip()


def namespace_macros(read: Callable[[str], bytes | None], paths: Iterable[str]) -> tuple:
    """The repository's namespace macros (sorted by name), from the #defines of its headers, the first definition of a
    name by path winning (`#ifndef FMT_BEGIN_NAMESPACE` guards one). A closing macro is kept where an opening one
    kept closes as many namespaces: each is then written as one nested namespace and one brace."""
    opens: dict[bytes, tuple] = {}
    closes: dict[bytes, int] = {}
    for path in sorted(paths):
        if not path.endswith(HEADERS):
            continue
        data = read(path)
        if not data or b"namespace" not in data or b"define" not in data:
            continue
        for m in _DEFINE.finditer(data):
            name, body = m.group(1), _body(m.group(2))
            if not body or name in opens or name in closes:
                continue
            if _OPENS.fullmatch(body):
                namespaces = []
                for o in _OPEN.finditer(body):
                    parts = [p.strip() for p in o.group(2).split(b"::")]
                    namespaces.extend((p.decode(), False) for p in parts[:-1])
                    namespaces.append((parts[-1].decode(), bool(o.group(1))))
                opens[name] = tuple(namespaces)
            elif _CLOSES.fullmatch(body):
                closes[name] = body.count(b"}")
    macros, fits = [], {}
    for name, namespaces in opens.items():
        text = b"namespace " + "::".join(n for n, _ in namespaces).encode() + b"{"
        fits.setdefault(len(namespaces), True)
        if len(text) <= len(name):
            macros.append(NamespaceMacro(name, text.ljust(len(name)), namespaces))
        else:
            fits[len(namespaces)] = False
    for name, braces in closes.items():
        if fits.get(braces):
            macros.append(NamespaceMacro(name, b"}".ljust(len(name))))
    return tuple(sorted(macros))


@functools.lru_cache(maxsize=8)
def _uses(names: tuple[bytes, ...]) -> re.Pattern:
    """A use of one of the macros: first on its line, not called, not a #define's continuation."""
    return re.compile(rb"(?m)^[ \t]*(" + b"|".join(re.escape(n) for n in names) + rb")\b(?![ \t]*\()")


def uses(data: bytes, macros: tuple):
    """The uses of `macros` in a file: (start, end, macro) in order."""
    present = tuple(m.name for m in macros if m.name in data)
    if not present:
        return []
    by_name = {m.name: m for m in macros}
    found = []
    for m in _uses(present).finditer(data):
        line = data.rfind(b"\n", 0, m.start())
        if line > 0 and data[line - 1:line] == b"\\" or line > 1 and data[line - 2:line] == b"\\\r":
            continue   # a line of another macro's definition
        found.append((m.start(1), m.end(1), by_name[m.group(1)]))
    return found


def rewrite(data: bytes, macros: tuple) -> bytes:
    """`data` with each use of a namespace macro written as the namespaces it opens or the brace that closes them."""
    found = uses(data, macros) if macros else []
    if not found:
        return data
    out = bytearray(data)
    for start, end, macro in found:
        out[start:end] = macro.replacement
    return bytes(out)


def namespace_signatures(table, data: bytes, macros: tuple):
    """The table's namespaces opened by a macro's use, given the signatures the macro's own text gives them
    (`namespace fmt`, `inline namespace v12`: the nested definition written for it says neither)."""
    found = [(start, end, m.namespaces) for start, end, m in uses(data, macros) if m.namespaces] if macros else []
    if not found:
        return table
    defs = table.definitions   # (the map's own list, of a table just made)
    for start, end, namespaces in found:
        opened = [i for i, d in enumerate(defs) if d.kind == "module" and start <= d.start_byte < end]
        for i, (name, inline) in zip(opened, namespaces):
            signature = f"{'inline ' if inline else ''}namespace {name}"
            if defs[i].name == name and defs[i].signature != signature:
                defs[i] = defs[i]._replace(signature=signature)
    return table
