"""SQLite export: the snapshot as relational tables for ad-hoc queries (schema in docs/exports.md).

Node ids are the snapshot's node ids (files, then definitions, then externals), so `files.id`,
`definitions.id` and `externals.id` share one id space and `edges.src` / `edges.dst` refer to it.
Only the standard library's sqlite3 is used. Rows whose path is absolute or contains `..` are skipped.
"""
from __future__ import annotations

import json
import sqlite3

from ..output import OutputError, is_stdout, temporary
from ..snapshot.api import Snapshot
from .jsonl import node_ok, safe_file_ids, safe_path

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE files (
    id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, language TEXT NOT NULL, digest TEXT NOT NULL,
    size INTEGER NOT NULL, lines INTEGER NOT NULL, parse_errors INTEGER NOT NULL, error TEXT NOT NULL);
CREATE TABLE definitions (
    id INTEGER PRIMARY KEY, file_id INTEGER NOT NULL REFERENCES files(id), path TEXT NOT NULL,
    idx INTEGER NOT NULL, name TEXT NOT NULL, qualname TEXT NOT NULL, kind TEXT NOT NULL,
    start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, start_byte INTEGER NOT NULL, end_byte INTEGER NOT NULL,
    name_line INTEGER NOT NULL, name_col INTEGER NOT NULL, signature TEXT NOT NULL, exported INTEGER NOT NULL,
    parent_id INTEGER REFERENCES definitions(id), local INTEGER NOT NULL, type_text TEXT NOT NULL);
CREATE TABLE externals (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE edges (
    src INTEGER NOT NULL, dst INTEGER NOT NULL, kind TEXT NOT NULL, provenance TEXT NOT NULL,
    count INTEGER NOT NULL, line INTEGER NOT NULL);
CREATE TABLE imports (
    file_id INTEGER NOT NULL REFERENCES files(id), module TEXT NOT NULL, name TEXT NOT NULL, alias TEXT NOT NULL,
    line INTEGER NOT NULL, reexport INTEGER NOT NULL, scope_id INTEGER);
CREATE TABLE exports (
    file_id INTEGER NOT NULL REFERENCES files(id), name TEXT NOT NULL, alias TEXT NOT NULL, line INTEGER NOT NULL,
    form TEXT NOT NULL);
CREATE TABLE unresolved (
    file_id INTEGER NOT NULL REFERENCES files(id), scope_id INTEGER NOT NULL, name TEXT NOT NULL,
    receiver TEXT NOT NULL, kind TEXT NOT NULL, line INTEGER NOT NULL, reason TEXT NOT NULL);
CREATE TABLE problems (path TEXT NOT NULL, reason TEXT NOT NULL);
CREATE VIEW nodes (id, type, path, name, qualname, kind, line) AS
    SELECT id, 'file', path, path, NULL, NULL, NULL FROM files
    UNION ALL SELECT id, 'definition', path, name, qualname, kind, start_line FROM definitions
    UNION ALL SELECT id, 'external', NULL, name, NULL, NULL, NULL FROM externals;
"""

# Created after the rows are in (faster than maintaining them during the load).
INDEXES = """
CREATE INDEX edges_by_src ON edges (src, kind);
CREATE INDEX edges_by_dst ON edges (dst, kind);
CREATE INDEX definitions_by_name ON definitions (name);
CREATE INDEX definitions_by_qualname ON definitions (qualname, path);
CREATE INDEX definitions_by_file ON definitions (file_id, idx);
CREATE INDEX imports_by_file ON imports (file_id);
CREATE INDEX imports_by_module ON imports (module);
CREATE INDEX unresolved_by_name ON unresolved (name);
CREATE INDEX unresolved_by_file ON unresolved (file_id);
"""


def _load(db: sqlite3.Connection, snap: Snapshot) -> dict:
    files = snap.files
    ok_files = safe_file_ids(snap)
    ok = node_ok(snap, ok_files)
    index = snap.node_index
    meta = snap.meta
    db.executemany("INSERT INTO meta VALUES (?, ?)", [
        ("schema_version", json.dumps(SCHEMA_VERSION)),
        *((k, json.dumps(meta.get(k), sort_keys=True))
          for k in ("tool", "tool_version", "format", "root", "commit", "options", "counts"))])
    db.executemany("INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (
        (i, f.path, f.language, f.digest, f.size, f.lines, f.parse_errors, f.error)
        for i, f in enumerate(files) if ok_files[i]))

    def definition_rows():
        for i, f in enumerate(files):
            if not ok_files[i]:
                continue
            base = index.def_base[f.path]
            for j, d in enumerate(f.definitions):
                yield (base + j, i, f.path, j, d.name, d.qualname, d.kind, d.start_line, d.end_line,
                       d.start_byte, d.end_byte, d.name_line, d.name_col, d.signature, int(d.exported),
                       base + d.parent if d.parent >= 0 else None, int(d.local), d.type_text)

    db.executemany("INSERT INTO definitions VALUES (" + ", ".join("?" * 18) + ")", definition_rows())
    db.executemany("INSERT INTO externals VALUES (?, ?)",
                   ((index.ext_ids[name], name) for name in snap.externals))
    skipped = {"edges": 0}

    def edge_rows():
        for e in snap.edges:
            if ok(e[0]) and ok(e[1]):
                yield e
            else:
                skipped["edges"] += 1

    db.executemany("INSERT INTO edges VALUES (?, ?, ?, ?, ?, ?)", edge_rows())

    def import_rows():
        for i, f in enumerate(files):
            if ok_files[i]:
                base = index.def_base[f.path]
                for m in f.imports:
                    yield (i, m.module, m.name, m.alias, m.line, int(m.reexport),
                           base + m.scope if m.scope >= 0 else None)

    db.executemany("INSERT INTO imports VALUES (?, ?, ?, ?, ?, ?, ?)", import_rows())
    db.executemany("INSERT INTO exports VALUES (?, ?, ?, ?, ?)", (
        (i, x.name, x.alias, x.line, x.form) for i, f in enumerate(files) if ok_files[i] for x in f.exports))

    def unresolved_rows():
        for path, scope, name, receiver, kind, line, reason in snap.unresolved:
            fid = index.file_ids.get(path)
            if fid is None or not ok_files[fid]:
                continue
            yield (fid, index.def_base[path] + scope if scope >= 0 else fid, name, receiver, kind, line, reason)

    db.executemany("INSERT INTO unresolved VALUES (?, ?, ?, ?, ?, ?, ?)", unresolved_rows())
    db.executemany("INSERT INTO problems VALUES (?, ?)", (
        (p["path"], str(p.get("reason", ""))) for p in snap.problems
        if isinstance(p, dict) and safe_path(p.get("path")) is not None))
    return skipped


def write_sqlite(snap: Snapshot, out_path: str) -> dict:
    """Write the database to `out_path` (replaced if it exists; built under a temporary name first). A database
    is not a stream: stdout ("-", /dev/stdout) is refused (OutputError)."""
    if is_stdout(out_path):
        raise OutputError(f"a SQLite database cannot be written to stdout (-o {out_path}): give a file path"
                          + (" (./- for a file named -)" if out_path == "-" else ""))
    with temporary(out_path) as tmp:   # an empty file, renamed over the target when complete (fastindex.output)
        db = sqlite3.connect(tmp)
        try:
            db.execute("PRAGMA journal_mode = OFF")
            db.execute("PRAGMA synchronous = OFF")
            db.executescript(SCHEMA)
            with db:
                skipped = _load(db, snap)
            db.executescript(INDEXES)
            db.execute("ANALYZE")
            db.commit()
        finally:
            db.close()
    return skipped
