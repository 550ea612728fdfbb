"""Map results shipped from Ray workers as the snapshot's own columns, encoded in the worker.

A worker encodes its shard's tables, in path order, with a `codec.TableEncoder` of its own (`encode_shard`): the
strings numbered from 0 in order of first use within the shard, each table's columns kept apart
(`TableEncoder.add_apart`). It ships the shard's strings once, and per table how many strings it used first, its
columns and its definitions' docs. The driver decodes the tables from that (`ShippedShard`: the reduce needs them
as records) and gives the columns to `stream.TableSections`, which writes them as it writes a kept table's
(`TableEncoder.add_stored_run`): the shard's strings get the snapshot's ids in path order (`ShippedShard.number`:
a string's id is where it is first used over all tables, as `TableEncoder.add` numbers them) and the id columns
are renumbered with numpy. The sections are byte for byte those the driver would encode from the tables; the
driver no longer runs the encoder for them (saleor: 1.3-1.6 CPU-s of the map's driver, on 2 cores beside the
two workers).
"""
from __future__ import annotations

from itertools import accumulate, chain
from operator import sub

import numpy as np

from ..map.table import FileTable
from .codec import (
    REFERENCE_FORMS,
    TableEncoder,
    _exports,
    _imports,
    check_digests,
    decode_table,
    encode_table,
    join_strings,
    split_strings,
)
from .stored import definitions_from_columns, locals_from_columns, references_from_columns


def encode_shard(tables: list[FileTable]) -> list:
    """A shard's tables (sorted by path) as one msgpack-able record: [the strings (`join_strings`), per table
    [how many strings it used first, its head, its definitions' docs, the type texts its locals' pointers stand
    for], the definitions' 16 columns, the sites' 7, the locals' 5 (each over all the tables, one after
    another), how many definitions, sites and locals each table has]. A table too big to keep apart (`add_apart`
    gives None) is shipped whole, [n, encode_table(t)], none of its rows in the columns, and encoded by the
    driver."""
    enc = TableEncoder()
    ids = enc.ids
    files = []
    dcols: list[list] = [[] for _ in range(16)]
    rcols: list[list] = [[] for _ in REFERENCE_FORMS]
    lcols: list[list] = [[] for _ in range(5)]
    counts: list[list[int]] = [[], [], []]
    for t in tables:
        before = len(ids)
        cols = enc.add_apart(t)
        if cols is None:
            files.append([len(ids) - before, encode_table(t)])
            for c in counts:
                c.append(0)
            continue
        head, *parts = cols
        # the type texts of the locals whose type points at a site (a negative code), in order: the driver takes
        # them as they are instead of finding each one's site again (`codec._resolve_local_types`). synth-1m:
        # the driver's decoding of the shards 1.53 -> 1.37 CPU-s, for 6 MB more shipped (28.6 -> 34.6 MB)
        pointed = [x.type_text for x, code in zip(t.locals, parts[2][3], strict=True) if code < 0]
        files.append([len(ids) - before, head, [d.doc for d in t.definitions], pointed])
        for flat, part, c in zip((dcols, rcols, lcols), parts, counts, strict=True):
            for col, values in zip(flat, part, strict=True):
                col.extend(values)
            c.append(len(part[0]))
    strings = list(ids)
    return [join_strings(strings) if strings else [], files, dcols, rcols, lcols, *counts]


class ShippedShard:
    """A shipped shard (`encode_shard`) in the driver: `tables` decoded, and the columns of those the worker
    encoded (`encoded[i]`: False for a table shipped whole) in the form `TableEncoder.add_stored_run` copies
    (`heads`, `def_start`, `def_bases`, `definition_rows`, `site_rows`, `strings`, `remap`)."""

    def __init__(self, record) -> None:
        joined, files, self._dcols, self._rcols, self._lcols, d_n, r_n, l_n = record
        self.strings = strings = split_strings(joined)
        self.remap = np.full(len(strings), -1, dtype=np.int64)   # the shard's string id -> the snapshot's
        # table i used strings first[i] .. first[i + 1] - 1 first
        self.first = list(accumulate((f[0] for f in files), initial=0))
        if self.first[-1] != len(strings):
            raise ValueError("a shipped shard's strings do not match its tables")
        # each table's first row in the columns
        self.def_start, self._ref_start, self._loc_start = (list(accumulate(n, initial=0)) for n in (d_n, r_n, l_n))
        for cols, starts in ((self._dcols, self.def_start), (self._rcols, self._ref_start),
                             (self._lcols, self._loc_start)):
            if len(starts) != len(files) + 1 or any(len(c) != starts[-1] for c in cols):
                raise ValueError("a shipped shard's columns do not match its tables")
        self.def_bases = [0, self.def_start[-1]]   # one record: the qualname codes are the table's own
        self.heads = [f[1] if len(f) == 4 else None for f in files]
        self.encoded = [len(f) == 4 for f in files]
        self.tables = self._tables(files)

    def head_range(self, f0: int, f1: int) -> tuple[list[list], list[list], list[int], list[list], list[int]]:
        """Tables f0..f1-1's `files` columns as `TableEncoder._add_stored_range` copies them (as
        `codec.FileChunkColumns.head_range` gives a base's)."""
        heads = self.heads[f0:f1]
        imps, exps = [h[9] for h in heads], [h[10] for h in heads]
        return ([list(c) for c in zip(*(h[1:9] + h[11:13] for h in heads), strict=True)],
                [list(chain.from_iterable(c[j] for c in imps if c)) for j in range(6)],
                [len(c[0]) if c else 0 for c in imps],
                [list(chain.from_iterable(c[j] for c in exps if c)) for j in range(4)],
                [len(c[0]) if c else 0 for c in exps])

    def definition_rows(self, b: int, e: int) -> list[list]:
        return [c[b:e] for c in self._dcols]

    def site_rows(self, is_locals: bool, f0: int, f1: int) -> tuple[list[list], list[int]]:
        cols, starts = (self._lcols, self._loc_start) if is_locals else (self._rcols, self._ref_start)
        b, e = starts[f0], starts[f1]
        return [c[b:e] for c in cols], list(map(sub, starts[f0 + 1:f1 + 1], starts[f0:f1]))

    def number(self, fids: list[int], ids: dict) -> None:
        """Give the strings that tables `fids` (consecutive) used first their ids in `ids` (`TableEncoder.ids`: a
        new string gets the next), in order. Called in path order just before the tables are written, after
        every table before them: each string then gets the id `TableEncoder.add` would have given it (one that
        a table shipped whole used first is numbered when `add_stored_run` meets it)."""
        if fids[-1] - fids[0] != len(fids) - 1:
            raise ValueError("shipped tables written out of order")
        a, b = self.first[fids[0]], self.first[fids[-1] + 1]
        if b > a:
            self.remap[a:b] = np.fromiter(map(ids.__getitem__, self.strings[a:b]), dtype=np.int64, count=b - a)

    def _tables(self, files: list) -> list[FileTable]:
        """The shard's tables from its columns (as `stored.StoredTables` builds a kept table's records). Each kind
        of record is built for all the tables at once and then cut per table: per table, the decoding's calls,
        slices and checks cost about as much as its records (synth-1m: the driver's decoding 1.37 -> 1.14 CPU-s)."""
        strings = self.strings
        shipped = [f for f in files if len(f) == 4]
        docs = list(chain.from_iterable(f[2] for f in shipped))
        pointed = list(chain.from_iterable(f[3] for f in shipped))
        definitions = definitions_from_columns(self._dcols, strings, docs)
        references = references_from_columns(self._rcols, strings, self._ref_start)
        locals_ = locals_from_columns(self._lcols, strings, None, pointed=pointed, starts=self._loc_start)
        d, r, lo = self.def_start, self._ref_start, self._loc_start
        tables = []
        for fid, f in enumerate(files):
            if len(f) != 4:
                tables.append(decode_table(f[1]))
                continue
            (path, language, digest, size, lines, errs, error, n_defs, def_digests, imps, exps, package,
             constraint) = f[1]
            if d[fid + 1] - d[fid] != n_defs or len(f[2]) != n_defs:
                raise ValueError("definitions do not match the files' counts")
            tables.append(FileTable(path, language, digest, size, lines, errs, definitions[d[fid]:d[fid + 1]],
                                    _imports(imps, strings), _exports(exps, strings), references[r[fid]:r[fid + 1]],
                                    locals_[lo[fid]:lo[fid + 1]], error, check_digests(def_digests, n_defs),
                                    package, constraint))
        return tables
