"""How a FileTable is laid out in the snapshot's `files` section (see docs/snapshot-format.md).

Definitions, imports and exports are stored row by row. References and locals, the bulk of a table, are
stored column by column, kinds as small codes and lines as deltas: zstd then finds the repetition within a
column, which makes the section about a third smaller than row-wise records.
"""
from __future__ import annotations

from itertools import accumulate

from ..map.table import DEF_DIGEST_BYTES, Definition, Export, FileTable, Import, Local, Reference

# Codes are stored in snapshots: append, never reorder.
REFERENCE_KINDS = ("call", "new", "type", "inherit", "implement", "decorator", "read")
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


def encode_table(t: FileTable) -> list:
    refs = t.references
    locs = t.locals
    ref_cols = [[r.name for r in refs], [_REF_CODE[r.kind] for r in refs], [r.receiver for r in refs],
                [r.scope for r in refs], _deltas([r.line for r in refs]), [r.col for r in refs]]
    loc_cols = [[x.name for x in locs], [_LOCAL_CODE[x.kind] for x in locs], [x.scope for x in locs],
                [x.type_text for x in locs], _deltas([x.line for x in locs])]
    return [t.path, t.language, t.digest, t.size, t.lines, t.parse_errors, t.definitions, t.imports, t.exports,
            ref_cols, loc_cols, t.error]


def decode_table(row, def_digests: bytes = b"") -> FileTable:
    """A `files` record back as a FileTable; `def_digests` is the file's record of the `digests` section."""
    (path, language, digest, size, lines, errs, defs, imps, exps, ref_cols, loc_cols, error) = row
    names, kinds, receivers, scopes, line_deltas, cols = ref_cols
    refs = [Reference(n, REFERENCE_KINDS[k], rc, s, ln, c) for n, k, rc, s, ln, c in
            zip(names, kinds, receivers, scopes, accumulate(line_deltas), cols, strict=True)]
    names, kinds, scopes, types, line_deltas = loc_cols
    locs = [Local(n, LOCAL_KINDS[k], s, ty, ln) for n, k, s, ty, ln in
            zip(names, kinds, scopes, types, accumulate(line_deltas), strict=True)]
    return FileTable(path, language, digest, size, lines, errs, [Definition(*r) for r in defs],
                     [Import(*r) for r in imps], [Export(*r) for r in exps], refs, locs, error,
                     check_digests(def_digests, len(defs)))


def check_digests(blob, definitions: int) -> bytes:
    """A `digests` record: bytes, DEF_DIGEST_BYTES per definition (b"" is accepted: unknown)."""
    if not isinstance(blob, bytes) or (blob and len(blob) != DEF_DIGEST_BYTES * definitions):
        raise ValueError("definition digests do not match the definitions")
    return blob


# Edges and unresolved sites are stored in chunks of columns (first columns delta-encoded: both are sorted).
CHUNK = 65536


def encode_columns(rows, delta_columns: int):
    """Group rows (tuples of equal length) into chunks of columns; the first `delta_columns` as deltas."""
    chunk: list = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == CHUNK:
            yield _columns(chunk, delta_columns)
            chunk = []
    if chunk:
        yield _columns(chunk, delta_columns)


def _columns(chunk: list, delta_columns: int) -> list:
    cols = [list(c) for c in zip(*chunk, strict=True)]
    return [_deltas(c) if i < delta_columns else c for i, c in enumerate(cols)]


def decode_columns(records, delta_columns: int) -> list[tuple]:
    rows: list[tuple] = []
    for cols in records:
        cols = [list(accumulate(c)) if i < delta_columns else c for i, c in enumerate(cols)]
        rows.extend(zip(*cols, strict=True))
    return rows
