"""A snapshot's per-file tables as stored, for an incremental run (`index --base`) that keeps most of them.

`StoredTables(snap).tables` gives every file's FileTable with its definitions, imports and exports decoded (what
the reduce, the graph and the search read of every file) and its reference sites and locals left as stored:
`StoredSites` decodes a file's sites the first time something reads them (the files linked again, a changed
file's previous version), and `codec.TableEncoder.add_stored_run` writes kept tables into the new snapshot from
their stored columns, renumbering the string ids, without ever building their sites.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, chain, repeat
from operator import sub

import numpy as np

from ..map.table import FileTable, Local, Reference
from .codec import (
    LOCAL_KINDS,
    REFERENCE_KINDS,
    ColumnChunks,
    _key_names,
    _lookup,
    _resolve_local_types,
    chained_receivers,
    file_rows,
)


class StoredTables:
    """The base's `files`, `definitions`, `references` and `locals` sections, indexed per file."""

    def __init__(self, snap) -> None:
        entries = snap.entries
        self.strings: list[str] = snap.strings
        self.heads: list = snap.file_heads
        defs = self._defs = snap._definitions
        self._def_chunks = defs.chunks
        self._def_bases: list[int] = defs._bases            # each record's first definition
        self.def_start = list(accumulate((len(e.definitions) for e in entries), initial=0))
        data, records = snap._data("references")   # every record (a frame each since 9.0): all files are read
        self._refs = ColumnChunks(data, 7, records, equal_from=1)
        self._ref_where = file_rows(self._refs, len(entries))
        data, records = snap._data("locals")
        self._locs = ColumnChunks(data, 6, records, equal_from=1)
        self._loc_where = file_rows(self._locs, len(entries))
        self._def_cols: list | None = None
        self._columns: dict[tuple[int, int], list[list]] = {}
        self.remap = np.full(len(self.strings), -1, dtype=np.int64)   # base string id -> the new snapshot's
        self.tables = [
            FileTable(e.path, e.language, e.digest, e.size, e.lines, e.parse_errors, e.definitions, e.imports,
                      e.exports, StoredSites(self, i, self._ref_where[i][2], False),
                      StoredSites(self, i, self._loc_where[i][2], True), e.error, e.def_digests)
            for i, e in enumerate(entries)]

    def definition_columns(self, fid: int) -> tuple[list[list], bool]:
        """(the 15 stored columns of file fid's definitions, start line and start byte made absolute, the ends as
        offsets from them; whether its definitions span two records)."""
        if self._def_cols is None:
            chunks = self._def_chunks
            n = len(chunks.rows)
            cols = [chunks.joined(j) for j in range(15)]
            for j in (3, 5):
                cols[j] = list(chain.from_iterable(accumulate(chunks.part(j, r)) for r in range(n)))
            # ends as offsets from the starts, as TableEncoder's rows hold them (stored: `codec._end_codes`)
            for j, field, start in ((4, "end_line", 3), (6, "end_byte", 5)):
                cols[j] = list(map(sub, self._defs.column(field), cols[start]))
            self._def_cols = cols
        b, e = self.def_start[fid], self.def_start[fid + 1]
        r = bisect_right(self._def_bases, b) - 1
        return [c[b:e] for c in self._def_cols], e > b and self._def_bases[r + 1] < e

    def reference_columns(self, fid: int) -> list[list]:
        """File fid's sites as stored: [name ids, kinds, receiver ids, scopes, line deltas, cols]."""
        r, at, n = self._ref_where[fid]
        if not n:
            return [[], [], [], [], [], []]
        return [c[at:at + n] for c in self._record_columns(self._refs, r, 7)]

    def local_columns(self, fid: int) -> list[list]:
        """File fid's locals as stored: [name ids, kinds, scopes, type ids or pointers, line deltas]."""
        r, at, n = self._loc_where[fid]
        if not n:
            return [[], [], [], [], []]
        return [c[at:at + n] for c in self._record_columns(self._locs, r, 6)]

    def _record_columns(self, chunks: ColumnChunks, r: int, width: int) -> list[list]:
        """Columns 1.. of record r (unpacked once, kept: a record holds many files)."""
        key = (id(chunks), r)
        cols = self._columns.get(key)
        if cols is None:
            cols = self._columns[key] = [chunks.part(j, r) for j in range(1, width)]
        return cols

    def references(self, fid: int) -> list:
        strings = self.strings
        names, kinds, recv_ids, scopes, deltas, cols = self.reference_columns(fid)
        names = [strings[i] for i in names]
        receivers = chained_receivers(names, _lookup(strings, recv_ids))
        kinds = list(map(REFERENCE_KINDS.__getitem__, kinds))
        return _records(Reference, names, kinds, receivers, scopes, list(accumulate(deltas)), cols)

    def locals(self, fid: int, refs: list) -> list:
        strings = self.strings
        names, kinds, scopes, type_ids, deltas = self.local_columns(fid)
        types = _lookup(strings, type_ids)
        lines = list(accumulate(deltas))
        if None in types:
            _resolve_local_types(types, type_ids, [r.name for r in refs], [r.receiver for r in refs],
                                 [r.line for r in refs], lines)
        names = [strings[i] for i in names]
        kinds = list(map(LOCAL_KINDS.__getitem__, _key_names(kinds, types, names)))
        return _records(Local, names, kinds, scopes, types, lines)


def _records(cls, *columns: list) -> list:
    """Records of a NamedTuple class from its columns, built in C (tuple.__new__; as `cls._make` would)."""
    if len({len(c) for c in columns}) > 1:
        raise ValueError("columns differ in length")
    return list(map(tuple.__new__, repeat(cls), zip(*columns)))


class StoredSites(Sequence):
    """A kept table's reference sites (or locals), decoded from the base when first read; its length is known
    without decoding."""

    __slots__ = ("source", "fid", "n", "is_locals", "_items")

    def __init__(self, source: StoredTables, fid: int, n: int, is_locals: bool) -> None:
        self.source, self.fid, self.n, self.is_locals = source, fid, n, is_locals
        self._items: list | None = None

    def _list(self) -> list:
        items = self._items
        if items is None:
            src = self.source
            refs = src.tables[self.fid].references
            items = src.locals(self.fid, list(refs)) if self.is_locals else src.references(self.fid)
            if len(items) != self.n:
                raise ValueError("sites do not match their count")
            self._items = items
        return items

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i):
        return self._list()[i]

    def __iter__(self):
        return iter(self._list())

    def __eq__(self, other) -> bool:
        return list(self) == list(other)

    def __repr__(self) -> str:
        return f"StoredSites({self._list()!r})"
