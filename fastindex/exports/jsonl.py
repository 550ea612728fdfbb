"""JSON Lines export: one record per node and per edge, written as it goes (docs/exports.md).

Every record has a `type`: meta (first line), file, definition, external, edge, unresolved, problem.
Node records carry the snapshot's node `id`; edges refer to nodes by id. Records whose path is absolute or
contains `..` are skipped (and edges touching them), so no path in the output leaves the repository.
"""
from __future__ import annotations

import json
import sys
from typing import IO

from ..output import is_stdout, replacing
from ..snapshot.api import Snapshot


def safe_path(path) -> str | None:
    """`path` if it is a non-empty relative "/" path inside the repository, else None (skip it)."""
    if not isinstance(path, str) or not path or "\x00" in path:
        return None
    p = path.replace("\\", "/")
    if p.startswith("/") or (len(p) > 1 and p[1] == ":"):
        return None
    parts = p.split("/")
    if any(part == ".." for part in parts):
        return None
    return path


def safe_file_ids(snap: Snapshot) -> list[bool]:
    """Per file (in `files` order): whether its path may appear in an export."""
    return [safe_path(f.path) is not None for f in snap.files]


def node_ok(snap: Snapshot, ok_files: list[bool]):
    """A predicate on node ids: False for the files (and their definitions) whose paths are unsafe."""
    n_files = len(snap.files)
    bad: list[tuple[int, int]] = []       # [start, end) ranges of node ids to skip
    base = n_files
    for i, f in enumerate(snap.files):
        if not ok_files[i]:
            bad.append((i, i + 1))
            bad.append((base, base + len(f.definitions)))
        base += len(f.definitions)
    if not bad:
        return lambda _node_id: True
    bad_ids = {i for a, b in bad for i in range(a, b)}
    return lambda node_id: node_id not in bad_ids


_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def _dump(record: dict) -> str:
    return _encode(record) + "\n"


def write_records(snap: Snapshot, fh: IO[str]) -> dict:
    """Write every record to `fh`; returns counts by record type (skipped: unsafe paths)."""
    counts: dict[str, int] = {}

    def emit(record: dict) -> None:
        fh.write(_dump(record))
        counts[record["type"]] = counts.get(record["type"], 0) + 1

    meta = snap.meta
    emit({"type": "meta", "format": "fastindex-jsonl", "version": 1, "tool": meta.get("tool"),
          "tool_version": meta.get("tool_version"), "snapshot_format": meta.get("format"),
          "root": meta.get("root"), "commit": meta.get("commit"), "options": meta.get("options")})
    files = snap.files
    ok_files = safe_file_ids(snap)
    ok = node_ok(snap, ok_files)
    skipped = 0
    for i, f in enumerate(files):
        if not ok_files[i]:
            skipped += 1
            continue
        emit({"type": "file", "id": i, "path": f.path, "language": f.language, "digest": f.digest,
              "size": f.size, "lines": f.lines, "parse_errors": f.parse_errors, "error": f.error})
    node_id = len(files)
    for i, f in enumerate(files):
        base = node_id
        if ok_files[i]:
            for d in f.definitions:
                emit({"type": "definition", "id": node_id, "file": i, "path": f.path, "name": d.name,
                      "qualname": d.qualname, "kind": d.kind, "line": d.start_line, "end_line": d.end_line,
                      "start_byte": d.start_byte, "end_byte": d.end_byte, "name_line": d.name_line,
                      "name_col": d.name_col, "signature": d.signature, "exported": d.exported,
                      "parent": base + d.parent if d.parent >= 0 else None, "local": d.local,
                      "type_text": d.type_text})
                node_id += 1
        else:
            node_id += len(f.definitions)
    for name in snap.externals:
        emit({"type": "external", "id": node_id, "name": name})
        node_id += 1
    for s, d, kind, provenance, count, line in snap.edges:
        if not (ok(s) and ok(d)):
            skipped += 1
            continue
        emit({"type": "edge", "src": s, "dst": d, "kind": kind, "provenance": provenance, "count": count,
              "line": line})
    index = snap.node_index
    for path, scope, name, receiver, kind, line, reason in snap.unresolved:
        if not ok_files[index.file_ids[path]]:
            skipped += 1
            continue
        scope_id = index.def_base[path] + scope if scope >= 0 else index.file_ids[path]
        emit({"type": "unresolved", "path": path, "scope": scope_id, "name": name, "receiver": receiver,
              "kind": kind, "line": line, "reason": reason})
    for p in snap.problems:
        path = p.get("path") if isinstance(p, dict) else None
        if safe_path(path) is None:
            skipped += 1
            continue
        emit({"type": "problem", "path": path, "reason": p.get("reason", "")})
    counts["skipped"] = skipped
    return counts


def write_jsonl(snap: Snapshot, out_path: str) -> dict:
    """Write to `out_path` ("-" or /dev/stdout: stdout). A file is written under a temporary name and renamed into place
    (`fastindex.output.replacing`: a symlink's target is replaced; a device or FIFO is refused)."""
    if is_stdout(out_path):
        return write_records(snap, sys.stdout)
    with replacing(out_path) as fh:
        return write_records(snap, fh)
