"""A sorted, human-readable text dump of a snapshot: the golden-file format of the fixture tests."""
from __future__ import annotations

import sys

from ..output import is_stdout, replacing
from ..snapshot.api import Snapshot
from .jsonl import safe_path


def shown(path: str) -> str:
    """A path as one field of a line: as it is, or quoted with escapes when it holds a line break, a tab or
    another character that does not print (a file named `a<LF>b.py` split its record over two lines)."""
    return path if path.isprintable() else repr(path)


def node_label(node: dict) -> str:
    if node["type"] == "file":
        return shown(node["path"])
    if node["type"] == "external":
        return f"external:{node['name']}"
    return f"{shown(node['path'])}::{node['qualname']}"


def _safe(node: dict) -> bool:
    return node["type"] == "external" or safe_path(node["path"]) is not None


def dump_text(snap: Snapshot) -> str:
    lines: list[str] = []
    for f in snap.files:
        if safe_path(f.path) is None:   # a tampered snapshot: no path that leaves the repository is written
            continue
        head = f"file {shown(f.path)} [{f.language}] lines={f.lines}"
        if f.parse_errors:
            head += f" parse_errors={f.parse_errors}"
        if f.error:
            head += f" error={f.error!r}"
        lines.append(head)
        for d in f.definitions:
            flags = "".join(("E" if d.exported else "", "L" if d.local else ""))
            lines.append(f"  def {d.kind} {d.qualname} :{d.start_line}-{d.end_line}"
                         + (f" [{flags}]" if flags else "") + (f" -> {d.type_text}" if d.type_text else ""))
        for i in f.imports:
            form = "reexport" if i.reexport else "import"
            lines.append(f"  {form} {i.module!r} name={i.name!r} as={i.alias!r} :{i.line}")
        for e in f.exports:
            lines.append(f"  export {e.form} {e.name} as {e.alias} :{e.line}")
    nodes = snap.nodes
    edges = sorted({f"edge {e[2]} {node_label(nodes[e[0]])} -> {node_label(nodes[e[1]])} ({e[3]})"
                    for e in snap.edges if e[2] != "contains" and _safe(nodes[e[0]]) and _safe(nodes[e[1]])})
    lines.extend(edges)
    by_scope = {}
    for f in snap.files:
        by_scope[f.path] = f
    from ..languages import site_text
    for path, scope, name, receiver, kind, line, reason in sorted(snap.unresolved):
        if safe_path(path) is None:
            continue
        where = by_scope[path].definitions[scope].qualname if scope >= 0 else "<module>"
        target = site_text(by_scope[path].language, receiver, name)
        lines.append(f"unresolved {reason} {shown(path)}::{where} {kind} {target} :{line}")
    return "\n".join(lines) + "\n"


def write_text(snap: Snapshot, out_path: str) -> None:
    """Write `dump_text` to `out_path` ("-" or /dev/stdout: stdout), a file under a temporary name renamed into
    place."""
    text = dump_text(snap)
    if is_stdout(out_path):
        sys.stdout.write(text)
        return
    with replacing(out_path) as fh:
        fh.write(text)
