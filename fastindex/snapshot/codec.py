"""How FileTables are laid out in a snapshot (see docs/snapshot-format.md) and shipped from Ray workers.

A snapshot splits each table over three sections so a reader decodes only what it needs: `files` (one small
record per file, with its imports and exports), `definitions` (all definitions as chunks of columns: loading
the graph reads nothing else of the tables) and `references` (the bulk: reference sites and locals, column by
column, kinds as small codes and lines as deltas, so zstd finds the repetition within a column).
`encode_table`/`decode_table` keep a whole table in one record, for shipping map results from Ray workers.
"""
from __future__ import annotations

from itertools import accumulate
from typing import NamedTuple

from ..map.table import DEF_DIGEST_BYTES, Definition, Export, FileTable, Import, Local, Reference

# Codes are stored in snapshots: append, never reorder.
REFERENCE_KINDS = ("call", "new", "type", "inherit", "implement", "decorator", "read", "argument")
LOCAL_KINDS = ("parameter", "variable", "attribute")
UNRESOLVED_REASONS = ("unknown", "external", "global")
_REF_CODE = {k: i for i, k in enumerate(REFERENCE_KINDS)}
_LOCAL_CODE = {k: i for i, k in enumerate(LOCAL_KINDS)}


def _deltas(values: list[int]) -> list[int]:
    prev = 0
    out = []
    for v in values:
        out.append(v - prev)
        prev = v
    return out


def encode_references(t: FileTable) -> list:
    """A table's reference sites as columns: one record of the `references` section."""
    refs = t.references
    return [[r.name for r in refs], [_REF_CODE[r.kind] for r in refs], [r.receiver for r in refs],
            [r.scope for r in refs], _deltas([r.line for r in refs]), [r.col for r in refs]]


def encode_locals(t: FileTable) -> list:
    """A table's locals as columns: one record of the `locals` section."""
    locs = t.locals
    return [[x.name for x in locs], [_LOCAL_CODE[x.kind] for x in locs], [x.scope for x in locs],
            [x.type_text for x in locs], _deltas([x.line for x in locs])]


def decode_references(cols) -> list[Reference]:
    names, kinds, receivers, scopes, line_deltas, columns = cols
    return [Reference(n, REFERENCE_KINDS[k], rc, s, ln, c) for n, k, rc, s, ln, c in
            zip(names, kinds, receivers, scopes, accumulate(line_deltas), columns, strict=True)]


def decode_locals(cols) -> list[Local]:
    names, kinds, scopes, types, line_deltas = cols
    return [Local(n, LOCAL_KINDS[k], s, ty, ln) for n, k, s, ty, ln in
            zip(names, kinds, scopes, types, accumulate(line_deltas), strict=True)]


def encode_file(t: FileTable) -> list:
    """One record of the `files` section: the table without its definitions' fields and its body."""
    return [t.path, t.language, t.digest, t.size, t.lines, t.parse_errors, t.error, len(t.definitions),
            t.def_digests, t.imports, t.exports]


class FileEntry(NamedTuple):
    """A file as the `files` and `definitions` sections give it: a FileTable without references and locals."""

    path: str
    language: str
    digest: str
    size: int
    lines: int
    parse_errors: int
    error: str
    definitions: list
    imports: list
    exports: list
    def_digests: bytes


def decode_files(file_rows, definitions: list[Definition]) -> list[FileEntry]:
    out = []
    at = 0
    for path, language, digest, size, lines, errs, error, n_defs, def_digests, imps, exps in file_rows:
        out.append(FileEntry(path, language, digest, size, lines, errs, error, definitions[at:at + n_defs],
                             [Import(*r) for r in imps], [Export(*r) for r in exps],
                             check_digests(def_digests, n_defs)))
        at += n_defs
    if at != len(definitions):
        raise ValueError("definitions do not match the files' counts")
    return out


# The `definitions` section holds every field but `doc`, which has a section of its own (since 3.1).
STORED_DEFINITION_FIELDS = len(Definition._fields) - 1


def encode_definitions(tables):
    """The `definitions` section: every table's definitions, file by file, as chunks of columns."""
    n = STORED_DEFINITION_FIELDS
    return encode_columns((d[:n] for t in tables for d in t.definitions), 0)


def encode_docs(tables):
    """The `docs` section: each definition's docstring or leading comment ("" for none), in the order of
    `definitions`, as chunks of one column."""
    return encode_columns(((d.doc,) for t in tables for d in t.definitions), 0)


def decode_docs(records) -> list[str]:
    """The `docs` section's records as one column: each definition's doc, in `definitions` order."""
    doc_col: list = []
    for (part,) in records:
        doc_col.extend(part)
    return doc_col


def decode_definitions(records, docs: list[str] | None = None) -> list[Definition]:
    """Definitions from the `definitions` section's records, with their docs (`decode_docs`; None: a
    snapshot without a `docs` section, every doc is "")."""
    cols: list[list] = [[] for _ in range(STORED_DEFINITION_FIELDS)]
    for chunk in records:
        for col, part in zip(cols, chunk, strict=True):
            col.extend(part)
    cols.append([""] * len(cols[0]) if docs is None else docs)
    make = Definition._make
    return [make(row) for row in zip(*cols, strict=True)]


def join_table(entry: FileEntry, ref_cols, loc_cols) -> FileTable:
    return FileTable(entry.path, entry.language, entry.digest, entry.size, entry.lines, entry.parse_errors,
                     entry.definitions, entry.imports, entry.exports, decode_references(ref_cols),
                     decode_locals(loc_cols), entry.error, entry.def_digests)


def encode_table(t: FileTable) -> list:
    """A whole table in one record (map results shipped from Ray workers)."""
    return [encode_file(t), t.definitions, encode_references(t), encode_locals(t)]


def decode_table(row) -> FileTable:
    head, defs, ref_cols, loc_cols = row
    (entry,) = decode_files([head], [Definition(*d) for d in defs])
    return join_table(entry, ref_cols, loc_cols)


def check_digests(blob, definitions: int) -> bytes:
    """FileTable.def_digests: DEF_DIGEST_BYTES per definition (b"" is accepted: unknown)."""
    if not isinstance(blob, bytes) or (blob and len(blob) != DEF_DIGEST_BYTES * definitions):
        raise ValueError("definition digests do not match the definitions")
    return blob


def unresolved_columns(tables, unresolved):
    """The `unresolved` section: each site as its file (by `files` order), reference index and reason."""
    file_ids = {t.path: i for i, t in enumerate(tables)}
    reasons = {r: i for i, r in enumerate(UNRESOLVED_REASONS)}
    return encode_columns(((file_ids[u.path], u.index, reasons[u.reason]) for u in unresolved), 1)


def decode_unresolved(records, paths: list[str], ref_cols: list) -> list[tuple]:
    """(path, scope, name, receiver, kind, line, reason) per site, read from the references' columns
    (`ref_cols`: the `references` section's records) without building Reference records."""
    lines: dict[int, list[int]] = {}
    out = []
    for fid, index, reason in decode_columns(records, 1):
        names, kinds, receivers, scopes, deltas, _cols = ref_cols[fid]
        if fid not in lines:
            lines[fid] = list(accumulate(deltas))
        out.append((paths[fid], scopes[index], names[index], receivers[index], REFERENCE_KINDS[kinds[index]],
                    lines[fid][index], UNRESOLVED_REASONS[reason]))
    return out


# Edges and unresolved sites are stored in chunks of columns (first columns delta-encoded: both are sorted).
CHUNK = 65536


def encode_columns(rows, delta_columns: int):
    """Group rows (tuples of equal length) into chunks of columns; the first `delta_columns` as deltas."""
    chunk: list = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == CHUNK:
            yield columns(chunk, delta_columns)
            chunk = []
    if chunk:
        yield columns(chunk, delta_columns)


def columns(chunk: list, delta_columns: int) -> list:
    """One chunk of rows as columns, the first `delta_columns` as deltas."""
    cols = [list(c) for c in zip(*chunk, strict=True)]
    return [_deltas(c) if i < delta_columns else c for i, c in enumerate(cols)]


def decode_columns(records, delta_columns: int) -> list[tuple]:
    rows: list[tuple] = []
    for cols in records:
        cols = [list(accumulate(c)) if i < delta_columns else c for i, c in enumerate(cols)]
        rows.extend(zip(*cols, strict=True))
    return rows
