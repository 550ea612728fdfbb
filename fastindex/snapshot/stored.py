"""A snapshot's per-file tables as stored, for an incremental run (`index --base`) that keeps most of them.

`StoredTables(snap).tables` gives every file's FileTable with its imports and exports decoded, and its
definitions, reference sites and locals left as stored: `StoredDefinitions` builds a file's definitions from the
stored columns the first time something reads them (the files a lookup of the re-link reaches), and gives their
count, names and docs without building them; `StoredSites` decodes a file's sites likewise (the files linked
again, a changed file's previous version); `codec.TableEncoder.add_stored_run` writes kept tables into the new
snapshot from their stored columns, renumbering the string ids, without ever building their records.
"""
from __future__ import annotations

from abc import abstractmethod
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import accumulate, repeat
from operator import add, sub
from sys import intern

import numpy as np

from ..map.table import NO_PARENT, Definition, FileTable, Import, Local, Reference, import_layout
from .codec import (
    KEY_NAME,
    LOCAL_FORMS,
    LOCAL_KINDS,
    REFERENCE_FORMS,
    REFERENCE_KINDS,
    SAME,
    ColumnChunks,
    _after_end,
    _exports,
    _imports,
    _key_names,
    _lookup,
    _resolve_local_types,
    chained_receivers,
    check_digests,
    file_rows,
    full_signature,
)


class StoredTables:
    """The base's `files`, `definitions`, `references` and `locals` sections, indexed per file."""

    def __init__(self, snap) -> None:
        self.strings = snap.strings
        files = self.files = snap.file_chunks   # imports and exports as whole columns: copied per stretch
        n_files = len(files.fields[0])
        defs = self._defs = snap._definitions
        self._def_chunks = defs.chunks
        self.def_bases: list[int] = defs._bases             # each record's first definition
        self.def_start = list(accumulate(files.fields[7], initial=0))
        if self.def_start[-1] != len(defs):
            raise ValueError("definitions do not match the files' counts")
        self._docs = snap.docs_column
        data, records = snap._data("references")   # every record (a frame each since 9.0): all files are read
        self._refs = ColumnChunks(data, len(REFERENCE_FORMS) + 1, records, forms=REFERENCE_FORMS)
        self._ref_where = file_rows(self._refs, n_files)
        data, records = snap._data("locals")
        self._locs = ColumnChunks(data, 6, records, forms=LOCAL_FORMS)
        self._loc_where = file_rows(self._locs, n_files)
        # each file's first row in the sections' rows (all records' rows one after another)
        self._ref_start = list(accumulate((w[2] for w in self._ref_where), initial=0))
        self._loc_start = list(accumulate((w[2] for w in self._loc_where), initial=0))
        self._ref_bases = list(accumulate(self._refs.rows, initial=0))
        self._loc_bases = list(accumulate(self._locs.rows, initial=0))
        self._def_cols: list | None = None
        self.remap = np.full(len(self.strings), -1, dtype=np.int64)   # base string id -> the new snapshot's
        i_s, e_s = files.import_start, files.export_start
        self.tables = [
            FileTable(path, language, digest, size, lines, errs, StoredDefinitions(self, i, n_defs),
                      StoredImports(self, i, i_s[i + 1] - i_s[i], False),
                      StoredImports(self, i, e_s[i + 1] - e_s[i], True),
                      StoredSites(self, i, self._ref_where[i][2], False),
                      StoredSites(self, i, self._loc_where[i][2], True), error, check_digests(def_digests, n_defs),
                      package, constraint)
            for i, (path, language, digest, size, lines, errs, error, n_defs, def_digests, package, constraint)
            in enumerate(zip(*files.fields, strict=True))]

    def head_range(self, f0: int, f1: int) -> tuple[list[list], list[list], list[int], list[list], list[int]]:
        """Files f0..f1-1's `files` columns as `TableEncoder._add_stored_range` copies them
        (`codec.FileChunkColumns.head_range`)."""
        return self.files.head_range(f0, f1)

    def definitions(self, fid: int) -> list[Definition]:
        """File fid's definitions, built from its stored columns (`definition_columns`) and docs."""
        return definitions_from_columns(self.definition_columns(fid)[0], self.strings, self.definition_docs(fid))

    def definition(self, fid: int, i: int) -> Definition:
        """File fid's definition i alone, as `definitions(fid)[i]` gives it (its parents' qualnames followed
        through their codes, no other row built)."""
        if self._def_cols is None:
            self.definition_rows(0, 0)
        cols, strings, b = self._def_cols, self.strings, self.def_start[fid]
        j = b + i
        name = strings[cols[0][j]]
        tails: list[str] = []   # the names after the first ancestor whose qualname is stored whole (or is its name)
        k = i
        while True:
            q = cols[1][b + k]
            if q.__class__ is not int:
                break
            if not 0 <= q <= k:
                raise ValueError("qualname refers outside its file")
            if q == 0:
                q = strings[cols[0][b + k]]
                break
            tails.append(strings[cols[0][b + k]])   # k > 0: the parent's (k rows earlier) qualname + "." + the name
            k -= q
        qual = ".".join([q, *reversed(tails)]) if tails else q
        start, start_byte, type_ = cols[3][j], cols[5][j], strings[cols[14][j]]
        return Definition(name, qual, cols[2][j], start, start + cols[4][j], start_byte, start_byte + cols[6][j],
                          start + cols[7][j], cols[8][j], full_signature(cols[9][j], cols[10][j], name, cols[15][j],
                                                                        type_),
                          cols[11][j], cols[12][j], cols[13][j], type_, self._docs[j] if self._docs is not None else "")

    def definition_names(self, fid: int) -> list[str]:
        return list(map(self.strings.__getitem__, self.definition_column(0, fid)))

    def definition_docs(self, fid: int) -> list[str]:
        b, e = self.def_start[fid], self.def_start[fid + 1]
        return self._docs[b:e] if self._docs is not None else [""] * (e - b)

    def definition_columns(self, fid: int) -> tuple[list[list], bool]:
        """(the 16 stored columns of file fid's definitions, start line and start byte made absolute, the ends as
        offsets from them; whether its definitions span two records)."""
        b, e = self.def_start[fid], self.def_start[fid + 1]
        r = bisect_right(self.def_bases, b) - 1
        return self.definition_rows(b, e), e > b and self.def_bases[r + 1] < e

    def definition_column(self, j: int, fid: int) -> list:
        """Column j of `definition_columns(fid)` alone (the others not sliced)."""
        if self._def_cols is None:
            self.definition_rows(0, 0)
        return self._def_cols[j][self.def_start[fid]:self.def_start[fid + 1]]

    def definition_rows(self, b: int, e: int) -> list[list]:
        """The 16 stored columns of definitions b..e-1 (of the whole snapshot), as `definition_columns`."""
        if self._def_cols is None:
            chunks = self._def_chunks
            n = len(chunks.rows)
            cols = [chunks.joined(j) for j in (0, 1, 2)] + [None] * 4 + [chunks.joined(j) for j in range(7, 16)]
            # start line and start byte absolute; the ends as offsets from them, as TableEncoder's rows hold them
            # (stored: `codec._end_codes`), record by record with numpy
            for j in (3, 5):
                starts, offsets = [], []
                for r in range(n):
                    s = np.cumsum(np.asarray(chunks.part(j, r), dtype=np.int64))
                    c = np.asarray(chunks.part(j + 1, r), dtype=np.int64)
                    if len(c) != len(s):
                        raise ValueError("definition columns differ in length")
                    after = _after_end(chunks.part(12, r))
                    starts.append(s)
                    offsets.append(np.where(after, np.append(s[1:], 0) - c - s, c))
                cols[j], cols[j + 1] = ((np.concatenate(x) if x else np.zeros(0, dtype=np.int64)).tolist()
                                        for x in (starts, offsets))
            self._def_cols = cols
        return [c[b:e] for c in self._def_cols]

    def site_rows(self, is_locals: bool, f0: int, f1: int) -> tuple[list[np.ndarray], list[int]]:
        """(the stored columns of the sites, or locals, of files f0..f1-1, as `reference_columns` or
        `local_columns` give one file's but as int64 arrays; how many each file has)."""
        chunks, starts, bases, width = (self._locs, self._loc_start, self._loc_bases, 6) if is_locals else \
            (self._refs, self._ref_start, self._ref_bases, len(REFERENCE_FORMS) + 1)
        g0, g1 = starts[f0], starts[f1]
        counts = list(map(sub, starts[f0 + 1:f1 + 1], starts[f0:f1]))
        pieces: list[list[np.ndarray]] = [[] for _ in range(width - 1)]
        r = bisect_right(bases, g0) - 1
        while g0 < g1:
            lo, hi = g0 - bases[r], min(g1, bases[r + 1]) - bases[r]
            for col, part in zip(pieces, self._record_columns(chunks, r, width), strict=True):
                col.append(part[lo:hi])
            g0 = bases[r] + hi
            r += 1
        cols = [p[0] if len(p) == 1 else np.concatenate(p) if p else np.zeros(0, dtype=np.int64) for p in pieces]
        return cols, counts

    def reference_columns(self, fid: int) -> list[list]:
        """File fid's sites as stored: [name ids, kinds, receiver ids, scopes, line deltas, cols, arities]."""
        r, at, n = self._ref_where[fid]
        if not n:
            return [[] for _ in REFERENCE_FORMS]
        return [c[at:at + n].tolist() for c in self._record_columns(self._refs, r, len(REFERENCE_FORMS) + 1)]

    def local_columns(self, fid: int) -> list[list]:
        """File fid's locals as stored: [name ids, kinds, scopes, type ids or pointers, line deltas]."""
        r, at, n = self._loc_where[fid]
        if not n:
            return [[], [], [], [], []]
        return [c[at:at + n].tolist() for c in self._record_columns(self._locs, r, 6)]

    def site_array(self, is_locals: bool, fid: int, j: int) -> np.ndarray:
        """Column j of `local_columns(fid)` (or `reference_columns(fid)`) as an int64 array: a view of the record's
        decoded column, nothing converted."""
        r, at, n = (self._loc_where if is_locals else self._ref_where)[fid]
        if not n:
            return np.zeros(0, dtype=np.int64)
        return (self._locs if is_locals else self._refs).array(j + 1, r)[at:at + n]

    _qualified: tuple[list[int], list[int]] | None = None
    _string_ids: dict[str, int] | None = None

    def string_id(self, text: str) -> int:
        """The id of `text` among the base's strings, or -2 (no id: the string is not there)."""
        ids = self._string_ids
        if ids is None:
            ids = self._string_ids = {}
        found = ids.get(text)
        if found is None:
            try:
                found = ids[text] = self.strings.index(text)
            except ValueError:
                found = ids[text] = -2
        return found

    def qualified(self, fid: int, local_too: bool) -> list[int]:
        """The indices of file fid's definitions whose qualname is stored as a string (`codec._qual_code`), local
        ones too or not: found for every file in one pass over the column the first time."""
        found = self._qualified
        if found is None:
            if self._def_cols is None:
                self.definition_rows(0, 0)
            quals, local = self._def_cols[1], self._def_cols[13]
            every = [j for j, q in enumerate(quals) if q.__class__ is not int]
            found = self._qualified = (every, [j for j in every if not local[j]])
        hits = found[0 if local_too else 1]
        if not hits:
            return []
        b, e = self.def_start[fid], self.def_start[fid + 1]
        return [j - b for j in hits[bisect_left(hits, b):bisect_left(hits, e)]]

    @staticmethod
    def _record_columns(chunks: ColumnChunks, r: int, width: int) -> list[np.ndarray]:
        """Columns 1.. of record r as int64 arrays (decoded once, kept by `chunks`: a record holds many files)."""
        return [chunks.array(j, r) for j in range(1, width)]

    def references(self, fid: int) -> list:
        return references_from_columns(self.reference_columns(fid), self.strings)

    def locals(self, fid: int, refs: list) -> list:
        return locals_from_columns(self.local_columns(fid), self.strings, refs)


def definitions_from_columns(cols: list[list], strings: list[str], docs: list[str]) -> list[Definition]:
    """A file's definitions from its 16 definition columns (start line and start byte absolute, the ends as
    offsets from them: `StoredTables.definition_columns`, `ShippedShard`'s columns) and its docs. Or several
    files' one after another (a shipped shard's): a qualname code is then checked against the columns' start,
    not its own file's."""
    names = [strings[i] for i in cols[0]]
    quals: list[str] = []
    for i, (name, q) in enumerate(zip(names, cols[1], strict=True)):
        if q.__class__ is int:   # k > 0: the qualname of the definition k rows earlier (its parent) + the name
            if not 0 <= q <= i:
                raise ValueError("qualname refers outside its file")
            q = f"{quals[i - q]}.{name}" if q else name
        quals.append(q)
    starts, start_bytes = cols[3], cols[5]
    types = [strings[i] for i in cols[14]]
    sigs = [full_signature(*x) for x in zip(cols[9], cols[10], names, cols[15], types, strict=True)]
    # a shipped shard's kinds come as one string object per definition (msgpack makes each anew): one per kind
    # instead (synth-1m's 182K definitions on 2 fork workers: 9.7 MB less in the driver, and in a reduce's child)
    kinds = list(map(intern, cols[2]))
    return _records(Definition, names, quals, kinds, starts, list(map(add, starts, cols[4])), start_bytes,
                    list(map(add, start_bytes, cols[6])), list(map(add, starts, cols[7])), cols[8], sigs, cols[11],
                    cols[12], cols[13], types, docs)


def references_from_columns(cols: list[list], strings: list[str], starts: list[int] | None = None
                            ) -> list[Reference]:
    """A file's reference sites from its 7 site columns (or several files' one after another: `starts`, see
    `site_lines`)."""
    names, kinds, recv_ids, scopes, deltas, columns, arities = cols
    names = [strings[i] for i in names]
    receivers = chained_receivers(names, _lookup(strings, recv_ids))
    kinds = list(map(REFERENCE_KINDS.__getitem__, kinds))
    return _records(Reference, names, kinds, receivers, scopes, site_lines(deltas, starts), columns, arities)


def site_lines(deltas: list[int], starts: list[int] | None) -> list[int]:
    """Sites' lines from their line deltas. With `starts`, the columns hold several files' sites one after
    another, file f's from row starts[f] (its deltas from line 0, as in a file's own columns)."""
    if starts is None:
        return list(accumulate(deltas))
    lines: list[int] = []
    for b, e in zip(starts, starts[1:]):
        if e > b:
            lines.extend(accumulate(deltas[b:e]))
    if len(lines) != len(deltas):
        raise ValueError("sites do not match their files' counts")
    return lines


def locals_from_columns(cols: list[list], strings: list[str], refs: list[Reference] | None,
                        sites: tuple | None = None, pointed: list[str] | None = None,
                        starts: list[int] | None = None) -> list[Local]:
    """A file's locals from its 5 local columns; `refs`, the file's sites, give the types that point at one (or
    `sites`: their names, receivers and lines as sequences, `StoredSites.spelled`; or `pointed`: the texts those
    types stand for, in order, as a shipped shard gives them). With `pointed`, the columns may hold several
    files' locals one after another (`starts`, see `site_lines`)."""
    names, kinds, scopes, type_ids, deltas = cols
    if pointed is not None:
        texts = map(intern, pointed)   # one object per distinct text, as `codec._resolve_local_types` makes them
        types = [strings[i] if i >= 0 else next(texts, None) for i in type_ids]
        if None in types or next(texts, None) is not None:
            raise ValueError("the pointed type texts do not match the locals")
    else:
        types = _lookup(strings, type_ids)
    lines = site_lines(deltas, starts)
    if None in types:
        if sites is None:
            sites = ([r.name for r in refs], [r.receiver for r in refs], [r.line for r in refs])
        _resolve_local_types(types, type_ids, sites[0], sites[1], sites[2], lines)
    names = [strings[i] for i in names]
    kinds = list(map(LOCAL_KINDS.__getitem__, _key_names(kinds, types, names)))
    return _records(Local, names, kinds, scopes, types, lines)


def _records(cls, *columns: list) -> list:
    """Records of a NamedTuple class from its columns, built in C (tuple.__new__; as `cls._make` would)."""
    if len({len(c) for c in columns}) > 1:
        raise ValueError("columns differ in length")
    return list(map(tuple.__new__, repeat(cls), zip(*columns)))


class _StoredRows(Sequence):
    """A kept table's rows of one kind (definitions, sites, locals), built from the base's columns when first read;
    their number is known without building them."""

    __slots__ = ("source", "fid", "n", "_items")
    what = "rows"

    def __init__(self, source: StoredTables, fid: int, n: int) -> None:
        self.source, self.fid, self.n = source, fid, n
        self._items: list | None = None

    @abstractmethod
    def _build(self) -> list:
        """The rows, decoded from the base."""

    def _list(self) -> list:
        items = self._items
        if items is None:
            items = self._build()
            if len(items) != self.n:
                raise ValueError(f"{self.what} do not match their count")
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
        return f"{type(self).__name__}({self._list()!r})"


class StoredDefinitions(_StoredRows):
    """A kept table's definitions, built from the base's columns when first read (most kept files' never are: the
    write copies their stored columns, the lexical index their documents); their length, names and docs are
    known without building them."""

    __slots__ = ("_rows",)
    what = "definitions"

    def __init__(self, source: StoredTables, fid: int, n: int) -> None:
        super().__init__(source, fid, n)
        self._rows: dict[int, Definition] | None = None   # rows built one at a time (`__getitem__`)

    def _build(self) -> list:
        return self.source.definitions(self.fid)

    def __getitem__(self, i):
        """Row i, built alone until the whole list is (the re-link reads one definition of most kept files it
        reaches: a kind, a parent)."""
        if self._items is not None or i.__class__ is not int:
            return self._list()[i]
        rows = self._rows
        if rows is None:
            rows = self._rows = {}
        d = rows.get(i)
        if d is None:
            if i < 0:
                i += self.n
            if not 0 <= i < self.n:
                raise IndexError("definition index out of range")
            d = rows[i] = self.source.definition(self.fid, i)
        return d

    def names(self) -> list[str]:
        """Each definition's name (as `[d.name for d in self]`)."""
        return [d.name for d in self._items] if self._items is not None else self.source.definition_names(self.fid)

    def docs(self) -> list[str]:
        """Each definition's doc (as `[d.doc for d in self]`)."""
        return self.source.definition_docs(self.fid)

    def top_exported(self) -> list[tuple[int, str]]:
        """(index, name) of the exported definitions without a parent whose qualname is their name (stored as
        the code 0: `codec._qual_code`), as `[(i, d.name) for i, d in enumerate(self) if ...]` gives them."""
        if self._items is not None:
            return [(i, d.name) for i, d in enumerate(self._items)
                    if d.parent == NO_PARENT and d.exported and d.qualname == d.name]
        col, fid = self.source.definition_column, self.fid
        strings = self.source.strings
        return [(i, strings[n]) for i, (n, q, exported, parent) in enumerate(zip(col(0, fid), col(1, fid),
                                                                               col(11, fid), col(12, fid),
                                                                               strict=True))
                if parent == NO_PARENT and exported and q.__class__ is int and q == 0]

    def scope_columns(self) -> tuple[list[str], list[str], list[int], list[int]]:
        """(each definition's name, kind and parent; the indices of those whose qualname may be neither their name
        nor their parent's qualname + "." + their name: stored as a string) for `Linker._kept_scopes` to group
        them by scope, without building them."""
        if self._items is not None:
            items = self._items
            return ([d.name for d in items], [d.kind for d in items], [d.parent for d in items],
                    [i for i, d in enumerate(items) if d.qualname != d.name])
        col, fid = self.source.definition_column, self.fid
        return self.names(), col(2, fid), col(12, fid), self.source.qualified(fid, True)

    def explicitly_qualified(self) -> list[int]:
        """The indices of the definitions, not local, whose qualname is stored as a string: neither their name
        nor their parent's qualname + "." + their name (`codec._qual_code`)."""
        return self.source.qualified(self.fid, False)


def definition_names(defs) -> list[str]:
    """The names of a table's definitions, without building a kept table's (StoredDefinitions)."""
    return defs.names() if isinstance(defs, StoredDefinitions) else [d.name for d in defs]


def definition_name_set(definitions: list) -> set[str]:
    """Every name of these tables' definitions (`definition_names` of each, as one set): a kept table's name ids
    gathered from the stored column first, each distinct one looked up once."""
    out: set[str] = set()
    ids: dict[int, tuple[StoredTables, set[int]]] = {}
    for defs in definitions:
        if isinstance(defs, StoredDefinitions):
            src = defs.source
            ids.setdefault(id(src), (src, set()))[1].update(src.definition_column(0, defs.fid))
        else:
            out.update(d.name for d in defs)
    for src, name_ids in ids.values():
        out.update(map(src.strings.__getitem__, name_ids))
    return out


class StoredImports(_StoredRows):
    """A kept table's imports (or exports), decoded from the base's `files` columns when first read: most kept
    files' never are (the write copies the stored columns; the re-link reads those of the files it reaches)."""

    __slots__ = ("is_exports", "_lines")

    def __init__(self, source: StoredTables, fid: int, n: int, is_exports: bool) -> None:
        super().__init__(source, fid, n)
        self.is_exports = is_exports
        self._lines: list[int] | None = None

    @property
    def what(self) -> str:
        return "exports" if self.is_exports else "imports"

    def _build(self) -> list:
        src, fid = self.source, self.fid
        return _exports(src.files.file_exports(fid), src.strings) if self.is_exports else \
            _imports(src.files.file_imports(fid), src.strings)

    def reexported(self) -> list:
        """The imports that re-export (as `[i for i in self if i.reexport]`): none is decoded when the stored
        column says there is none (the Linker's export table of a kept module reads only these)."""
        if self._items is None and not self.is_exports:
            files = self.source.files
            a, b = files.import_start[self.fid], files.import_start[self.fid + 1]
            if not any(files.imports[4][a:b]):
                return []
        return [i for i in self if i.reexport]

    def layout(self) -> tuple[list[str], dict[int, list[int]]]:
        """(the modules of the star imports at module level that do not re-export, in order; each scope's other
        imports, their indices in order), as `[...]` over the imports gives them, without decoding them (the
        Linker's scopes of a kept file: `row` decodes those a lookup binds)."""
        if self._items is not None:
            return import_layout(self._items)
        stars: list[str] = []
        by_scope: dict[int, list[int]] = {}
        files = self.source.files
        a, b = files.import_start[self.fid], files.import_start[self.fid + 1]
        if b - a != self.n:
            raise ValueError("imports do not match their count")
        if not self.n:
            return stars, by_scope
        strings = self.source.strings
        modules, names, _aliases, _deltas, reexports, scopes = files.imports
        names, scopes = names[a:b], scopes[a:b]
        if self.source.string_id("*") not in names and scopes.count(NO_PARENT) == self.n:   # the common case
            return stars, {NO_PARENT: list(range(self.n))}
        for i, (n, reexport, scope) in enumerate(zip(names, reexports[a:b], scopes, strict=True)):
            if not reexport and strings[n] == "*":
                if scope == NO_PARENT:
                    stars.append(strings[modules[a + i]])
            else:
                by_scope.setdefault(scope, []).append(i)
        return stars, by_scope

    def row(self, i: int):
        """Import i alone, as `self[i]` gives it (decoded from the stored columns until the whole list is)."""
        if self._items is not None or self.is_exports:
            return self._list()[i]
        files = self.source.files
        modules, names, aliases, deltas, reexports, scopes = files.imports
        a = files.import_start[self.fid]
        lines = self._lines
        if lines is None:
            lines = self._lines = list(accumulate(deltas[a:a + self.n]))
        if not 0 <= i < self.n:
            raise IndexError("import index out of range")
        strings = self.source.strings
        line = lines[i]
        i += a
        name = strings[names[i]]
        alias = aliases[i]
        return tuple.__new__(Import, (strings[modules[i]], name, name if alias == SAME else strings[alias], line,
                                      reexports[i], scopes[i]))


class StoredSites(_StoredRows):
    """A kept table's reference sites (or locals), decoded from the base when first read; its length is known
    without decoding."""

    __slots__ = ("is_locals",)

    def __init__(self, source: StoredTables, fid: int, n: int, is_locals: bool) -> None:
        super().__init__(source, fid, n)
        self.is_locals = is_locals

    @property
    def what(self) -> str:
        return "locals" if self.is_locals else "sites"

    def _build(self) -> list:
        src = self.source
        if self.is_locals:
            return src.locals(self.fid, list(src.tables[self.fid].references))
        return src.references(self.fid)

    def _columns(self) -> list[list]:
        src = self.source
        return src.local_columns(self.fid) if self.is_locals else src.reference_columns(self.fid)

    def _array(self, j: int) -> np.ndarray:
        """Stored column j (as `_columns` numbers them) as an int64 array, nothing converted."""
        return self.source.site_array(self.is_locals, self.fid, j)

    def scopes(self) -> list[int]:
        """Each row's scope (as `[r.scope for r in self]`), without building the rows."""
        if self._items is not None:
            return [r.scope for r in self._items]
        return self._array(2 if self.is_locals else 3).tolist()

    def kinds(self) -> list[str]:
        """Each row's kind (as `[r.kind for r in self]`), without building the rows."""
        if self._items is not None:
            return [r.kind for r in self._items]
        if self.is_locals:   # a kind code >= KEY_NAME also says the type holds the name (`codec._key_names`)
            return [LOCAL_KINDS[k - KEY_NAME if k >= KEY_NAME else k] for k in self._array(1).tolist()]
        return list(map(REFERENCE_KINDS.__getitem__, self._array(1).tolist()))

    def in_scope(self, scope: int) -> list[int]:
        """The indices of the rows in `scope`, ascending (as `[i for i, r in enumerate(self) if r.scope == scope]`)."""
        if self._items is not None:
            return [i for i, r in enumerate(self._items) if r.scope == scope]
        return np.flatnonzero(self._array(2 if self.is_locals else 3) == scope).tolist()

    def scoped(self, kinds: tuple[str, ...]) -> list[int]:
        """The indices of the rows of one of `kinds` inside a definition (scope not NO_PARENT), ascending (as
        `[i for i, r in enumerate(self) if r.kind in kinds and r.scope != NO_PARENT]`)."""
        if self._items is not None:
            return [i for i, r in enumerate(self._items) if r.kind in kinds and r.scope != NO_PARENT]
        names = LOCAL_KINDS if self.is_locals else REFERENCE_KINDS
        codes = self._array(1)
        if len(codes) and (codes.min() < 0 or codes.max() >= (KEY_NAME + len(names) if self.is_locals else len(names))):
            raise ValueError(f"{self.what}: a kind code out of range")
        if self.is_locals:
            codes = np.where(codes >= KEY_NAME, codes - KEY_NAME, codes)
        hit = self._array(2 if self.is_locals else 3) != NO_PARENT
        wanted = np.zeros(len(hit), dtype=bool)
        for k in kinds:
            if k in names:
                wanted |= codes == names.index(k)
        hit &= wanted
        return np.flatnonzero(hit).tolist()

    def rows(self, indices: list[int]) -> list:
        """The rows at `indices` (ascending), as `[self[i] for i in indices]`, building only those: the Linker's
        scopes of a kept file read the locals of the scopes it looks names up in, and its classes' bases."""
        if self._items is not None or not indices:
            items = self._list() if indices else []
            return [items[i] for i in indices]
        arrays = [self._array(j) for j in range(len(LOCAL_FORMS) if self.is_locals else len(REFERENCE_FORMS))]
        deltas = arrays[4]
        if len(deltas) != self.n:
            raise ValueError(f"{self.what} do not match their count")
        at = np.asarray(indices, dtype=np.int64)
        picked = [a[at].tolist() for a in arrays]
        lines = np.cumsum(deltas)[at].tolist()
        picked[4] = list(map(sub, lines, [0, *lines[:-1]]))   # line differences again, between the rows picked
        strings = self.source.strings
        if self.is_locals:
            # a type that points at a site (a negative code) is spelled from the file's sites (those it points at)
            sites = self.source.tables[self.fid].references.spelled() if min(picked[3]) < 0 else None
            return locals_from_columns(picked, strings, [], sites)
        if SAME in picked[2]:   # a receiver chained on the previous site: spelled from the sites before it
            receivers = _Receivers(strings, arrays[0], arrays[2])
            recv = [receivers[i] for i in indices]
            picked[2] = [0] * len(indices)   # the receivers are put in below
            rows = references_from_columns(picked, strings)
            return [r._replace(receiver=rc) for r, rc in zip(rows, recv, strict=True)]
        return references_from_columns(picked, strings)

    def spelled(self) -> tuple:
        """(each site's name, receiver, line) as sequences: the names and receivers looked up (a chained receiver
        spelled out) when indexed, as `[r.name for r in self]`, `[r.receiver for r in self]` give them."""
        if self._items is not None or self.is_locals:
            items = self._list()
            return [r.name for r in items], [r.receiver for r in items], [r.line for r in items]
        strings = self.source.strings
        names, receivers = self._array(0), self._array(2)
        if len(names) != self.n:
            raise ValueError(f"{self.what} do not match their count")
        return (_Names(strings, names), _Receivers(strings, names, receivers),
                np.cumsum(self._array(4)).tolist())


class _Names:
    """A file's site names by index, each looked up when asked (`StoredSites.spelled`)."""

    __slots__ = ("strings", "ids")

    def __init__(self, strings: list[str], ids: np.ndarray) -> None:
        self.strings, self.ids = strings, ids

    def __len__(self) -> int:
        return len(self.ids)

    def __getitem__(self, j: int) -> str:
        return self.strings[self.ids[j]]


class _Receivers(_Names):
    """A file's site receivers by index, as `codec.chained_receivers` spells them: one chained on the previous
    site (a negative id) is that site's receiver + "." + its name, followed back to one stored whole."""

    __slots__ = ("names",)

    def __init__(self, strings: list[str], names: np.ndarray, ids: np.ndarray) -> None:
        super().__init__(strings, ids)
        self.names = names

    def __getitem__(self, j: int) -> str:
        if not 0 <= j < len(self.ids):
            raise IndexError("site index out of range")
        ids, strings = self.ids, self.strings
        k = j
        while ids[k] < 0:
            if k == 0:
                raise ValueError("a file's first site chained on nothing")
            k -= 1
        rc = strings[ids[k]]
        for m in range(k, j):
            name = strings[self.names[m]]
            rc = f"{rc}.{name}" if rc else name
        return rc
