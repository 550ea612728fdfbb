"""How FileTables are laid out in a snapshot (see docs/snapshot-format.md) and shipped from Ray workers.

A snapshot splits each table over four sections so a reader decodes only what it needs: `files` (chunks of
columns: paths, digests, counts, imports and exports), `definitions` (all definitions as chunks of columns: loading
the graph reads nothing else of the tables), `references` and `locals` (the bulk: reference sites and local
bindings as chunks of columns spanning many files, kinds as small codes and lines as deltas, so zstd finds the
repetition within a column). The strings of `files`, `references` and `locals` (names, receivers, type texts,
import specifiers) are stored once, in the `strings` section, and referred to by their position there
(`TableEncoder` numbers them in order of first use while the tables stream by).
`encode_table`/`decode_table` keep a whole table in one record, for shipping map results from Ray workers.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import accumulate, chain, repeat
from operator import sub
from sys import intern
from typing import NamedTuple

import msgpack
import numpy as np  # rustworkx, which the reader needs for the graph, depends on numpy
import zstandard

from ..map.table import DEF_DIGEST_BYTES, Definition, Export, FileTable, Import, Local, Reference

# Codes are stored in snapshots: append, never reorder.
REFERENCE_KINDS = ("call", "new", "type", "inherit", "implement", "decorator", "read", "argument", "forward")
LOCAL_KINDS = ("parameter", "variable", "attribute", "narrowed", "declared", "unbound", "arguments", "block")
UNRESOLVED_REASONS = ("unknown", "external", "global")
_REF_CODE = {k: i for i, k in enumerate(REFERENCE_KINDS)}
_LOCAL_CODE = {k: i for i, k in enumerate(LOCAL_KINDS)}


# Since 15.0 the columns of a `references` / `locals` record after its per-file counts are fixed-width integers
# of the narrowest of 1, 2, 4 or 8 bytes that holds the record's values (a reader knows the width from the bin's
# length and the rows, the counts' sum), so that a kept table's columns are copied and their string ids
# renumbered with numpy on the stored bytes. Each column has a form (the one of msgpack integers, byte planes
# or plain values that zstd compresses best on saleor and synth-1m; bench/results/incremental-2026-11-30-4.md):
# u unsigned byte planes, i signed (two's complement) byte planes, U unsigned little-endian values one after
# another (string ids: a recurring id stays one recurring byte string), P the same plus one (SAME, -1, is 0),
# m a msgpack array (the locals' type texts: ids mixed with negative pointers, which msgpack stores smallest).
REFERENCE_FORMS = "UuPiiuP"   # names, kinds, receivers, scopes, line deltas, cols, arities (since 19.0)
LOCAL_FORMS = "Uuimi"        # names, kinds, scopes, type texts (ids, or pointers < 0), line deltas
_WIDTHS = (1, 2, 4, 8)


def site_planes(a: np.ndarray, form: str):
    """A `references` / `locals` column (int64 values) as stored in `form`: bytes of the narrowest width that
    holds it (a list for the form m)."""
    if form == "m":
        return a.tolist()
    if form == "P":
        a = a + 1
    signed = form == "i"
    if not len(a):
        return b""
    lo, hi = int(a.min()), int(a.max())
    if not signed and lo < 0:
        raise OverflowError(f"a negative value in a column of form {form}")
    for w in _WIDTHS:
        t = np.dtype(f"<i{w}" if signed else f"<u{w}")
        info = np.iinfo(t)
        if lo >= info.min and hi <= info.max:
            b = a.astype(t)
            return b.tobytes() if form in "UP" else b.view(np.uint8).reshape(-1, w).T.tobytes()
    raise OverflowError("a column value out of the range of 64 bits")


def site_column(stored, n: int, form: str) -> np.ndarray:
    """`site_planes` undone: `n` values as int64."""
    if form == "m":
        if not isinstance(stored, list) or len(stored) != n or not all(v.__class__ is int for v in stored):
            raise ValueError("a site column of the wrong length")
        return np.array(stored, dtype=np.int64)
    if not isinstance(stored, bytes):
        raise ValueError("a site column that is not bytes")
    if not n:
        if stored:
            raise ValueError("a site column of the wrong length")
        return np.zeros(0, dtype=np.int64)
    w, rest = divmod(len(stored), n)
    if rest or w not in _WIDTHS:
        raise ValueError("a site column of the wrong length")
    t = np.dtype(f"<i{w}" if form == "i" else f"<u{w}")
    if form in "UP":
        a = np.frombuffer(stored, dtype=t).astype(np.int64)
    else:
        a = np.frombuffer(stored, dtype=np.uint8).reshape(w, n).T.copy().view(t).reshape(-1).astype(np.int64)
    if form == "P":
        a -= 1
    return a


def site_record(counts: list[int], columns: list, forms: str) -> list:
    """A `references` / `locals` record: the per-file counts, then each column (int64 arrays) in its form."""
    return [counts, *(site_planes(c, f) for c, f in zip(columns, forms, strict=True))]


def site_record_columns(rec, forms: str) -> list:
    """A stored `references` / `locals` record as [counts, *columns as lists], checked for shape."""
    if not isinstance(rec, list) or len(rec) != len(forms) + 1 or not isinstance(rec[0], list) or \
            not all(c.__class__ is int and c >= 0 for c in rec[0]):
        raise ValueError("a site record of the wrong shape")
    n = sum(rec[0])
    return [rec[0], *(site_column(b, n, f).tolist() for b, f in zip(rec[1:], forms, strict=True))]


def _deltas(values) -> list[int]:
    return list(map(sub, values, chain((0,), values)))


def encode_references(t: FileTable) -> list:
    """A table's reference sites as columns of plain values (a table shipped from a Ray worker)."""
    refs = t.references
    if not refs:
        return [[], [], [], [], [], [], []]
    names, kinds, receivers, scopes, lines, cols, arities = zip(*refs)   # one pass, not one per column
    return [names, list(map(_REF_CODE.__getitem__, kinds)), receivers, scopes, _deltas(lines), cols, arities]


def encode_locals(t: FileTable) -> list:
    """A table's locals as columns of plain values (a table shipped from a Ray worker)."""
    locs = t.locals
    if not locs:
        return [[], [], [], [], []]
    names, kinds, scopes, types, lines = zip(*locs)
    return [names, list(map(_LOCAL_CODE.__getitem__, kinds)), scopes, types, _deltas(lines)]


def decode_references(cols) -> list[Reference]:
    names, kinds, receivers, scopes, line_deltas, columns, arities = cols
    new = tuple.__new__   # without the namedtuple's Python-level __new__ per site
    return [new(Reference, r) for r in zip(names, map(REFERENCE_KINDS.__getitem__, kinds), receivers, scopes,
                                           accumulate(line_deltas), columns, arities, strict=True)]


def decode_locals(cols) -> list[Local]:
    names, kinds, scopes, types, line_deltas = cols
    new = tuple.__new__
    return [new(Local, r) for r in zip(names, map(LOCAL_KINDS.__getitem__, kinds), scopes, types,
                                       accumulate(line_deltas), strict=True)]


def encode_file(t: FileTable) -> list:
    """A table without its definitions' fields and its body, as plain values (a table shipped from Ray)."""
    return [t.path, t.language, t.digest, t.size, t.lines, t.parse_errors, t.error, len(t.definitions),
            t.def_digests, t.imports, t.exports, t.package, t.constraint]


# In the string-id columns of `files` and `references`: -1 stands for a value derived from its neighbours.
SAME = -1      # an alias equal to the imported / exported name; a receiver chained on the previous site


class _Ids(dict):
    """String -> id, a new string numbered on its first lookup (`ids[s]`: no Python call for a known one)."""

    def __missing__(self, key: str) -> int:
        i = self[key] = len(self)
        return i


# The `files` section (since 10.0): chunks of up to CHUNK files as the columns FILE_COLUMNS (docs/snapshot-format.md).
FILE_COLUMNS = ("n", "paths", "languages", "digests", "sizes", "lines", "parse_errors", "errors", "n_definitions",
                "def_digests", "import_counts", "imports", "export_counts", "exports", "packages", "constraints")


def _no_files() -> list:
    """TableEncoder's columns of the files not yet written: 10 lists, the imports' columns lists, a list, the
    exports' columns lists, then the packages' and constraints' lists."""
    return [[] for _ in range(10)] + [[[] for _ in range(6)], [], [[] for _ in range(4)], [], []]


def _file_chunk(cols: list) -> list:
    """A `files` record from TableEncoder's columns: strings joined (`join_strings`), the hex digests as their
    bytes (when they all are 32 hex digits), the definition digests as one blob (when every file has them)."""
    (paths, languages, digests, sizes, lines, errs, errors, n_defs, def_digests, imp_counts, imp_cols, exp_counts,
     exp_cols, packages, constraints) = cols
    joined = "".join(digests)
    raw = None
    if len(joined) == 32 * len(digests) and joined.isascii() and joined == joined.lower():
        try:
            raw = bytes.fromhex(joined)
        except ValueError:
            raw = None
    blob = b"".join(def_digests)
    full = len(blob) == DEF_DIGEST_BYTES * sum(n_defs) and all(
        len(d) == DEF_DIGEST_BYTES * n for d, n in zip(def_digests, n_defs, strict=True))
    return [len(paths), join_strings(paths), join_strings(languages), raw if raw is not None else digests, sizes,
            lines, errs, join_strings(errors), n_defs, blob if full else def_digests, imp_counts, imp_cols,
            exp_counts, exp_cols, join_strings(packages), join_strings(constraints)]


def _file_chunk_columns(rec) -> list:
    """A `files` record's columns as lists of n values (digests as hex strings, definition digests per file),
    the imports' and exports' columns left concatenated; checked for shape."""
    if not isinstance(rec, list) or len(rec) != len(FILE_COLUMNS) or not isinstance(rec[0], int) or rec[0] < 0:
        raise ValueError("file record of the wrong shape")
    (n, paths, languages, digests, sizes, lines, errs, errors, n_defs, def_digests, imp_counts, imp_cols, exp_counts,
     exp_cols, packages, constraints) = rec
    paths, languages, errors, packages, constraints = (split_strings(c, n)
                                                       for c in (paths, languages, errors, packages, constraints))
    if isinstance(digests, bytes):
        if len(digests) != 16 * n:
            raise ValueError("file digests of the wrong length")
        digests = [digests[i:i + 16].hex() for i in range(0, 16 * n, 16)]
    for col in (digests, sizes, lines, errs, n_defs, imp_counts, exp_counts):
        if not isinstance(col, list) or len(col) != n:
            raise ValueError("a file column of the wrong length")
    if not all(c.__class__ is int and c >= 0 for c in n_defs):
        raise ValueError("a definition count that is not a count")
    if isinstance(def_digests, bytes):
        ends = list(accumulate(n_defs, initial=0))
        if len(def_digests) != DEF_DIGEST_BYTES * ends[-1]:
            raise ValueError("definition digests do not match the definitions")
        def_digests = [def_digests[DEF_DIGEST_BYTES * a:DEF_DIGEST_BYTES * b] for a, b in zip(ends, ends[1:])]
    elif not isinstance(def_digests, list) or len(def_digests) != n:
        raise ValueError("definition digests do not match the files")
    return [paths, languages, digests, sizes, lines, errs, errors, n_defs, def_digests, imp_counts, imp_cols,
            exp_counts, exp_cols, packages, constraints]


def _per_file(counts: list[int], cols: list) -> list:
    """Columns concatenated over files, cut back into each file's columns ([] for a file with none)."""
    if not isinstance(cols, list) or any(not isinstance(c, list) or len(c) != sum(counts) for c in cols):
        raise ValueError("import or export columns that do not match their counts")
    out = []
    at = 0
    for k in counts:
        out.append([c[at:at + k] for c in cols] if k else [])
        at += k
    return out


class FileChunkColumns(NamedTuple):
    """The `files` section as whole columns (`decode_file_chunks`): `fields` the eleven per-file ones (path,
    language, digest, size, lines, parse_errors, error, n_definitions, def_digests, package, constraint),
    `imports` their six columns
    over all files one after another (file i's are rows import_start[i]..import_start[i + 1] - 1), `exports`
    their four alike."""

    fields: list[list]
    imports: list[list]
    import_start: list[int]
    exports: list[list]
    export_start: list[int]

    def head_range(self, f0: int, f1: int) -> tuple[list[list], list[list], list[int], list[list], list[int]]:
        """Files f0..f1-1: (fields 1..10 (language .. constraint), their imports' columns, how many imports each
        has, their exports' columns, how many exports each has), as `TableEncoder._add_stored_range` copies them."""
        i_s, e_s = self.import_start, self.export_start
        ia, ib, ea, eb = i_s[f0], i_s[f1], e_s[f0], e_s[f1]
        return ([c[f0:f1] for c in self.fields[1:]], [c[ia:ib] for c in self.imports],
                list(map(sub, i_s[f0 + 1:f1 + 1], i_s[f0:f1])), [c[ea:eb] for c in self.exports],
                list(map(sub, e_s[f0 + 1:f1 + 1], e_s[f0:f1])))

    def file_imports(self, fid: int) -> list:
        """File fid's imports' columns as `iter_file_heads` gives them ([] for none)."""
        a, b = self.import_start[fid], self.import_start[fid + 1]
        return [c[a:b] for c in self.imports] if b > a else []

    def file_exports(self, fid: int) -> list:
        a, b = self.export_start[fid], self.export_start[fid + 1]
        return [c[a:b] for c in self.exports] if b > a else []


def decode_file_chunks(records) -> FileChunkColumns:
    """The `files` section's records as FileChunkColumns, checked for shape as `iter_file_heads` and
    `check_heads` check them, without cutting the imports and exports per file (an incremental run copies them
    per stretch of kept files)."""
    chunks = []   # per record: its 9 fields' columns + import counts, then its imports' 6 columns, export counts, 4,
    # packages, constraints
    for rec in records:
        (paths, languages, digests, sizes, lines, errs, errors, n_defs, def_digests, imp_counts, imp_cols,
         exp_counts, exp_cols, packages, constraints) = _file_chunk_columns(rec)
        if not all(p.__class__ is str for p in paths):
            raise ValueError("file record of the wrong shape")
        for counts, cols, width in ((imp_counts, imp_cols, 6), (exp_counts, exp_cols, 4)):
            if not all(c.__class__ is int and c >= 0 for c in counts):
                raise ValueError("an import or export count that is not a count")
            n = sum(counts)
            if not isinstance(cols, list) or len(cols) != width or \
                    any(not isinstance(c, list) or len(c) != n for c in cols):
                raise ValueError("import or export columns that do not match their counts")
        chunks.append([paths, languages, digests, sizes, lines, errs, errors, n_defs, def_digests, imp_counts,
                       *imp_cols, exp_counts, *exp_cols, packages, constraints])
    # one record (up to CHUNK files) is taken as it is; more are joined column by column
    cols = chunks[0] if len(chunks) == 1 else [_concat(parts) for parts in zip(*chunks)] if chunks else \
        [[] for _ in range(23)]
    return FileChunkColumns(cols[:9] + cols[21:23], cols[10:16], list(accumulate(cols[9], initial=0)), cols[17:21],
                            list(accumulate(cols[16], initial=0)))


def iter_file_heads(records):
    """The `files` section's records as one list per file (as `encode_file` gives it, imports and exports as
    their string-id columns): [path, language, digest, size, lines, parse_errors, error, n_definitions,
    def_digests, imports, exports, package, constraint]."""
    for rec in records:
        (paths, languages, digests, sizes, lines, errs, errors, n_defs, def_digests, imp_counts, imp_cols,
         exp_counts, exp_cols, packages, constraints) = _file_chunk_columns(rec)
        yield from map(list, zip(paths, languages, digests, sizes, lines, errs, errors, n_defs, def_digests,
                                 _per_file(imp_counts, imp_cols), _per_file(exp_counts, exp_cols), packages,
                                 constraints, strict=True))


def _qual_code(qual: str, name: str, parent: int, i: int, quals: list[str], room: int):
    """How definition i of a file stores its qualname: 0 when it is the name, k > 0 when it is the qualname of the
    definition k rows earlier in the same chunk (its parent; `room` rows of the chunk precede it) + "." + the
    name, else the string itself."""
    if qual == name:
        return 0
    if 0 <= parent < i and i - parent <= room and qual == f"{quals[parent]}.{name}":
        return i - parent
    return qual


class TableEncoder:
    """Encodes tables, in path order, into the records of `files`, `definitions`, `references`, `locals` and
    `strings` (format 4; docs/snapshot-format.md). `add(t)` returns the records ready to be written, as
    (section, record) pairs; `finish()` the rest, the `strings` section last. Strings are numbered in order of
    first use, so the records depend only on the sequence of tables."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = _Ids()
        self.string_ids: dict[str, int] = {}   # the finished string table's ids (`finish`)
        self.files = _no_files()
        # the open `definitions` record: rows added by `add` (TableEncoder's row form: `defs`) after the rows
        # copied as columns (`def_cols`, 16 lists; kept tables' slices, `_stored_definitions`)
        self.defs: list = []
        self.def_cols: list[list] = [[] for _ in range(16)]
        # counts, names, kinds, receivers, scopes, lines, cols, arities
        self.refs = _OpenSites("references", REFERENCE_FORMS)
        self.locs = _OpenSites("locals", LOCAL_FORMS)           # counts, names, kinds, scopes, type_texts, lines

    def add(self, t: FileTable) -> list[tuple[str, list]]:
        ids = self.ids
        sd = ids.setdefault
        out = []
        self._file(t, sd)
        if len(self.files[0]) == CHUNK:
            out.append(("files", _file_chunk(self.files)))
            self.files = _no_files()
        defs = self.defs
        room = len(self.def_cols[0])   # the record's rows before `defs`
        quals: list[str] = []
        for i, d in enumerate(t.definitions):
            name, qual, kind, sl, el, sb, eb, nl, nc, sig, exported, parent, local, type_text = d[:14]
            quals.append(qual)
            q = _qual_code(qual, name, parent, i, quals, room + len(defs))
            at = sig.find(name) if name else -1   # the signature without the name's first occurrence
            if at >= 0:
                sig = sig[:at] + sig[at + len(name):]
            type_at = sig.rfind(type_text) if type_text else -1   # and without the type's last one
            if type_at >= 0:
                sig = sig[:type_at] + sig[type_at + len(type_text):]
                type_at = len(sig) - type_at
            defs.append((ids[name], q, kind, sl, el - sl, sb, eb - sb, nl - sl, nc, sig, at, exported,
                         parent, local, ids[type_text], type_at))
            if room + len(defs) == CHUNK:
                out.append(("definitions", self._definition_record()))
                defs, room = self.defs, 0
        refs = t.references
        ref_lines: tuple = ()
        if refs:
            counts, names, kinds, receivers, scopes, lines, cols, arities = self.refs.cols
            counts.append(len(refs))
            r_names, r_kinds, r_receivers, r_scopes, ref_lines, r_cols, r_arities = zip(*refs)
            names.extend(map(ids.__getitem__, r_names))
            kinds.extend(map(_REF_CODE.__getitem__, r_kinds))
            append = receivers.append
            prev_name = prev_recv = None
            for name, rc in zip(r_names, r_receivers):
                if rc and prev_name is not None and rc == (f"{prev_recv}.{prev_name}" if prev_recv else prev_name):
                    append(SAME)
                else:
                    append(ids[rc])
                prev_name, prev_recv = name, rc
            scopes.extend(r_scopes)
            lines.extend(_deltas(ref_lines))
            cols.extend(r_cols)
            arities.extend(r_arities)
            if self.refs.rows() >= CHUNK:
                out.append(("references", self.refs.record()))
        else:
            self.refs.cols[0].append(0)
        locs = t.locals
        if locs:
            counts, names, kinds, scopes, types, lines = self.locs.cols
            counts.append(len(locs))
            l_names, l_kinds, l_scopes, _, l_lines = zip(*locs)
            names.extend(map(ids.__getitem__, l_names))
            at = len(kinds)
            kinds.extend(map(_LOCAL_CODE.__getitem__, l_kinds))
            scopes.extend(l_scopes)
            types.extend(_local_types(locs, refs, ref_lines, sd, ids, kinds, at))
            lines.extend(_deltas(l_lines))
            if self.locs.rows() >= CHUNK:
                out.append(("locals", self.locs.record()))
        else:
            self.locs.cols[0].append(0)
        return out

    def add_apart(self, t: FileTable) -> list | None:
        """`add` for a table whose columns are wanted on their own rather than in records (a Ray worker encoding
        its shard: snapshot/shipped.py): [its head (the first nine `files` fields, then its imports' and exports'
        columns, [] for none), its 16 definition columns, its sites' 7 columns, its locals' 5], string ids in
        this encoder's numbering, qualname codes as if the table's definitions began a record: the form
        `add_stored_run` copies. None when the table alone fills a record (CHUNK definitions, sites or locals):
        its columns were cut; its strings are numbered all the same."""
        if self.files[0] or self.defs or self.def_cols[0] or self.refs.cols[0] or self.locs.cols[0]:
            raise RuntimeError("add_apart on an encoder holding tables")
        out = self.add(t)
        files, dcols, refs, locs = self.files, self._definition_columns(), self.refs.cols, self.locs.cols
        self.files, self.def_cols = _no_files(), [[] for _ in range(16)]
        self.refs, self.locs = _OpenSites("references", REFERENCE_FORMS), _OpenSites("locals", LOCAL_FORMS)
        if out:
            return None
        head = [c[0] for c in files[:9]]
        head.append(files[10] if files[9][0] else [])
        head.append(files[12] if files[11][0] else [])
        head.extend((files[13][0], files[14][0]))
        return [head, dcols, refs[1:], locs[1:]]

    def add_stored(self, t: FileTable, src, fid: int) -> list[tuple[str, list]]:
        """`add` for a table kept as stored in a base snapshot (snapshot/stored.py: `src`, file `fid`): its
        stored columns copied with their string ids renumbered (numpy), no record built per value. Gives the
        records `add` gives for the same table: strings get new ids in the order `add` meets them (imports,
        exports, each definition's name and type, sites' names then receivers, locals' names then types)."""
        return self.add_stored_run([t], src, [fid])

    def add_stored_run(self, tables: list[FileTable], src, fids: list[int]) -> list[tuple[str, list]]:
        """`add_stored` for consecutive tables of one base: each stretch of them that is consecutive in the base
        too is copied as whole column slices (`_add_stored_range`)."""
        out: list[tuple[str, list]] = []
        k = 0
        while k < len(fids):
            e = k + 1
            while e < len(fids) and fids[e] == fids[e - 1] + 1:
                e += 1
            self._add_stored_range(tables[k:e], src, fids[k], fids[e - 1] + 1, out)
            k = e
        return out

    def _add_stored_range(self, tables: list[FileTable], src, f0: int, f1: int, out: list) -> None:
        """Base files f0..f1-1 (kept as `tables`): their rows of each section are contiguous in the base, so
        their columns are taken as slices and their string ids renumbered with one numpy step per column.
        Strings new to the snapshot get ids in the order `add` would meet them: per file its imports' modules,
        names and aliases, its exports' names, aliases and forms, each definition's name and type, its sites'
        names then receivers, its locals' names then types."""
        fields, imps, i_n, exps, e_n = src.head_range(f0, f1)
        ds = src.def_start
        d_n = [ds[f + 1] - ds[f] for f in range(f0, f1)]
        dcols = src.definition_rows(ds[f0], ds[f1])
        rcols, r_n = src.site_rows(False, f0, f1)
        lcols, l_n = src.site_rows(True, f0, f1)
        rcols, lcols = ([np.asarray(c, dtype=np.int64) for c in cols] for cols in (rcols, lcols))

        # (ids, per-file counts, the part's first place in each file's sequence, stride, phase)
        ni, ne, nd, nr, nl = (np.array(x, dtype=np.int64) for x in (i_n, e_n, d_n, r_n, l_n))
        per_file = 3 * ni + 3 * ne + 2 * nd + 2 * nr + 2 * nl
        file_at = np.cumsum(per_file) - per_file
        o_def = file_at + 3 * ni + 3 * ne
        parts = [(imps[0], ni, file_at, 1, 0), (imps[1], ni, file_at + ni, 1, 0), (imps[2], ni, file_at + 2 * ni, 1, 0),
                 (exps[0], ne, file_at + 3 * ni, 1, 0), (exps[1], ne, file_at + 3 * ni + ne, 1, 0),
                 (exps[3], ne, file_at + 3 * ni + 2 * ne, 1, 0),
                 (dcols[0], nd, o_def, 2, 0), (dcols[14], nd, o_def, 2, 1), (rcols[0], nr, o_def + 2 * nd, 1, 0),
                 (rcols[2], nr, o_def + 2 * nd + nr, 1, 0), (lcols[0], nl, o_def + 2 * nd + 2 * nr, 1, 0),
                 (lcols[3], nl, o_def + 2 * nd + 2 * nr + nl, 1, 0)]
        strings, remap, ids = src.strings, src.remap, self.ids
        arrays, new_ids, new_at = [], [], []
        for values, counts, first, stride, phase in parts:
            a = np.asarray(values, dtype=np.int64)
            arrays.append(a)
            fresh = np.flatnonzero(remap[np.maximum(a, 0)] < 0)
            fresh = fresh[a[fresh] >= 0]
            if len(fresh):
                starts = np.repeat(np.cumsum(counts) - counts, counts)
                at = np.repeat(first, counts) + stride * (np.arange(len(a)) - starts) + phase
                new_ids.append(a[fresh])
                new_at.append(at[fresh])
        if new_ids:
            seq = np.concatenate(new_ids)[np.argsort(np.concatenate(new_at), kind="stable")]
            _, first = np.unique(seq, return_index=True)   # each string once, where it is first met
            for b in seq[np.sort(first)].tolist():   # strings met for the first time, in order
                s = strings[b]
                i = ids.get(s)
                if i is None:
                    i = ids[s] = len(ids)
                remap[b] = i
        renumbered = [np.where(a >= 0, remap[np.maximum(a, 0)], a) for a in arrays]
        (imod, iname, ialias, ename, ealias, eform, dname, dtype_) = (a.tolist() for a in renumbered[:8])
        rname, rrecv, lname, ltype = renumbered[8:]   # the sites' and locals' stay arrays: copied as planes
        # files, as many at a time as the open `files` record takes (the whole run unless it fills the record)
        whole = len(self.files[0]) + len(tables) <= CHUNK
        imp_flat = [imod, iname, ialias, *imps[3:]]
        exp_flat = [ename, ealias, exps[2], eform]
        i_at, e_at = list(accumulate(i_n, initial=0)), list(accumulate(e_n, initial=0))
        a = 0
        while a < len(tables):
            cols = self.files
            b = min(len(tables), a + CHUNK - len(cols[0]))
            cols[0].extend([t.path for t in tables[a:b]])
            for col, values in zip(cols[1:9] + cols[13:15], fields, strict=True):
                col.extend(values if whole else values[a:b])
            for counts, store, flats, n, at in ((cols[9], cols[10], imp_flat, i_n, i_at),
                                                (cols[11], cols[12], exp_flat, e_n, e_at)):
                counts.extend(n if whole else n[a:b])
                for col, values in zip(store, flats, strict=True):
                    col.extend(values if whole else values[at[a]:at[b]])
            if len(cols[0]) == CHUNK:
                out.append(("files", _file_chunk(cols)))
                self.files = _no_files()
            a = b
        self._stored_definitions(tables, src, f0, d_n, dcols, dname, dtype_, out)
        self.refs.stored(r_n, [rname, rcols[1], rrecv, *rcols[3:]], out)
        self.locs.stored(l_n, [lname, lcols[1], lcols[2], ltype, lcols[4]], out)

    def _stored_definitions(self, tables: list[FileTable], src, f0: int, d_n: list[int], dcols: list, names: list,
                            types: list, out: list) -> None:
        """The definitions of `_add_stored_range`. A file wholly inside one record of the base and one of the
        snapshot keeps its qualnames' codes (every parent is in the definition's record in both), so runs of
        such files are copied as column slices; a file that straddles a record boundary in either is coded
        again (`_qual_code`)."""
        bases = src.def_bases
        seg = pos = 0         # rows seg..pos of the range wait to be copied as they are
        d = src.def_start[f0]

        def copy(a: int, b: int) -> None:
            if a < b:
                cols = self._definition_columns()
                if a == 0 and b == len(names):   # the whole range: no slices copied first
                    for col, values in zip(cols, (names, *dcols[1:14], types, dcols[15]), strict=True):
                        col.extend(values)
                    return
                cols[0].extend(names[a:b])
                for j in range(1, 14):
                    cols[j].extend(dcols[j][a:b])
                cols[14].extend(types[a:b])
                cols[15].extend(dcols[15][a:b])

        for k, n in enumerate(d_n):
            if not n:
                continue
            r = bisect_right(bases, d + pos) - 1
            have = len(self.def_cols[0]) + len(self.defs)
            if bases[r + 1] >= d + pos + n and have + pos - seg + n <= CHUNK:
                pos += n
                if have + pos - seg == CHUNK:
                    copy(seg, pos)
                    out.append(("definitions", self._definition_record()))
                    seg = pos
                continue
            copy(seg, pos)
            t = tables[k]
            quals = [x.qualname for x in t.definitions]
            defs = self.defs
            room = len(self.def_cols[0])
            for i, x in enumerate(t.definitions):
                j = pos + i
                q = _qual_code(quals[i], x.name, dcols[12][j], i, quals, room + len(defs))
                defs.append((names[j], q, *(c[j] for c in dcols[2:14]), types[j], dcols[15][j]))
                if room + len(defs) == CHUNK:
                    out.append(("definitions", self._definition_record()))
                    defs, room = self.defs, 0
            seg = pos = pos + n
        copy(seg, pos)

    def _definition_columns(self) -> list[list]:
        """The open `definitions` record's rows as 16 columns (the rows `add` left in `defs` moved into them)."""
        cols, rows = self.def_cols, self.defs
        if rows:
            if cols[0]:
                for col, values in zip(cols, zip(*rows), strict=True):
                    col.extend(values)
            else:
                cols = self.def_cols = [list(c) for c in zip(*rows)]
            self.defs = []
        return cols

    def _definition_record(self) -> list:
        """The open `definitions` record, closed (`_definition_chunk`)."""
        cols = self._definition_columns()
        self.def_cols = [[] for _ in range(16)]
        return _definition_chunk(cols)

    def _file(self, t: FileTable, sd) -> None:
        ids = self.ids
        imps, exps = t.imports, t.exports
        imp_cols = exp_cols = ()
        if imps:
            imp_cols = ([sd(i.module, len(ids)) for i in imps], [sd(i.name, len(ids)) for i in imps],
                        [SAME if i.alias == i.name else sd(i.alias, len(ids)) for i in imps],
                        _deltas([i.line for i in imps]), [i.reexport for i in imps], [i.scope for i in imps])
        if exps:
            exp_cols = ([sd(e.name, len(ids)) for e in exps],
                        [SAME if e.alias == e.name else sd(e.alias, len(ids)) for e in exps],
                        _deltas([e.line for e in exps]), [sd(e.form, len(ids)) for e in exps])
        self._file_row([t.path, t.language, t.digest, t.size, t.lines, t.parse_errors, t.error, len(t.definitions),
                        t.def_digests], imp_cols, exp_cols, t.package, t.constraint)

    def _file_row(self, fields: list, imp_cols, exp_cols, package: str, constraint: str) -> None:
        """Append a file to the `files` columns: its first nine fields (path ... def_digests), its imports'
        and exports' columns (string ids; empty for none), its package and constraint."""
        cols = self.files
        for col, value in zip(cols, fields, strict=False):
            col.append(value)
        cols[13].append(package)
        cols[14].append(constraint)
        for counts, store, new in ((cols[9], cols[10], imp_cols), (cols[11], cols[12], exp_cols)):
            counts.append(len(new[0]) if new else 0)
            if new:
                for col, values in zip(store, new, strict=True):
                    col.extend(values)

    def finish(self) -> list[tuple[str, list]]:
        out = []
        if self.files[0]:
            out.append(("files", _file_chunk(self.files)))
        if self.defs or self.def_cols[0]:
            out.append(("definitions", self._definition_record()))
        if self.refs.cols[0]:
            out.append(("references", self.refs.record()))
        if self.locs.cols[0]:
            out.append(("locals", self.locs.record()))
        strings = list(self.ids)
        out.extend(("strings", join_strings(strings[i:i + CHUNK])) for i in range(0, len(strings), CHUNK))
        # what `unresolved_names` refers to (kept until the snapshot is written); a plain dict: a lookup of an
        # unknown string must not number it
        self.string_ids = dict(self.ids)
        self.defs, self.def_cols = [], [[] for _ in range(16)]
        self.refs, self.locs = _OpenSites("references", REFERENCE_FORMS), _OpenSites("locals", LOCAL_FORMS)
        self.ids = _Ids()
        self.files = _no_files()
        return out



class _OpenSites:
    """TableEncoder's open `references` (or `locals`) record: `cols` [per-file counts, then a list per column]
    for the rows `add` appends, after `parts`: the rows copied before them as int64 arrays (kept tables' columns,
    `stored`), one list of arrays per copy."""

    __slots__ = ("section", "forms", "cols", "parts", "part_rows")

    def __init__(self, section: str, forms: str) -> None:
        self.section, self.forms = section, forms
        self.cols: list[list] = [[] for _ in range(len(forms) + 1)]
        self.parts: list[list[np.ndarray]] = []
        self.part_rows = 0

    def rows(self) -> int:
        return self.part_rows + len(self.cols[1])

    def _flush(self) -> None:
        """The rows `add` appended moved into `parts`."""
        if self.cols[1]:
            self.parts.append([np.array(c, dtype=np.int64) for c in self.cols[1:]])
            self.part_rows += len(self.cols[1])
            for c in self.cols[1:]:
                c.clear()

    def _extend(self, counts: list[int], arrays: list[np.ndarray]) -> None:
        self.cols[0].extend(counts)
        if len(arrays[0]):
            self._flush()
            self.parts.append(arrays)
            self.part_rows += len(arrays[0])

    def record(self) -> list:
        """The record, closed (`site_record`); the encoder's is open again, empty."""
        self._flush()
        parts = self.parts
        if len(parts) == 1:
            cols = parts[0]
        elif parts:
            cols = [np.concatenate(c) for c in zip(*parts, strict=True)]
        else:
            cols = [np.zeros(0, dtype=np.int64) for _ in self.forms]
        rec = site_record(self.cols[0], cols, self.forms)
        self.cols = [[] for _ in range(len(self.forms) + 1)]
        self.parts, self.part_rows = [], 0
        return rec

    def stored(self, counts: list[int], values: list[np.ndarray], out: list) -> None:
        """Kept files' rows appended: `values` the files' rows, column by column (arrays), `counts` how many each
        file has. A record goes to `out` after the file that fills it, as `add` does."""
        first = a = at = 0        # the first file not yet appended, its first row; rows before file k
        for k, n in enumerate(counts):
            if n and self.rows() + at + n - a >= CHUNK:
                self._extend(counts[first:k + 1], [v[a:at + n] for v in values])
                out.append((self.section, self.record()))
                first, a = k + 1, at + n
            at += n
        self._extend(counts[first:], [v[a:] for v in values])


# A local's type text "call:X" / "expr:X" / "elem:X" / "new:X" whose X is the text of a reference site on the
# local's line (`receiver.name`, or `name`) is stored as a pointer to that site (codes: append, never reorder).
TYPE_PREFIXES = ("call", "expr", "elem", "new")
_TYPE_PREFIX = {p: i for i, p in enumerate(TYPE_PREFIXES)}


# A local's kind code plus KEY_NAME (since 12.0): its type text is `prop:KEY:TYPE` / `propx:KEY:VALUE` (a name
# bound by destructuring, `const {a}: T = ...`) whose KEY is the local's name, stored without it (`prop:TYPE`).
KEY_NAME = 32
_KEYED = ("prop:", "propx:")


def _local_types(locs, refs, ref_lines: list[int], sd, ids, kinds: list[int], at: int) -> list[int]:
    """The `type_texts` column of one file's locals: string ids (>= 0), or −1 − (4·k + prefix) for a pointer to
    the site k places after the file's first site on the local's line (since 12.0: `bisect_left` of the line in
    the file's site lines, which the reader computes alike; before, the difference from the previous pointer's
    site). A file whose sites are not sorted by line only misses pointers: each one is checked. A type text whose
    destructuring key is the local's name is stored without it, KEY_NAME added to the local's code in `kinds`
    (its `at`: the file's first local)."""
    out = []
    n = len(refs)
    for i, x in enumerate(locs):
        tt = x.type_text
        k = tt.find(":")
        p = _TYPE_PREFIX.get(tt[:k]) if k > 0 else None
        if p is not None:
            first = j = bisect_left(ref_lines, x.line)
            text = tt[k + 1:]
            while j < n and refs[j].line == x.line:
                r = refs[j]
                if text == (f"{r.receiver}.{r.name}" if r.receiver else r.name):
                    out.append(-1 - (4 * (j - first) + p))
                    break
                j += 1
            else:
                out.append(sd(tt, len(ids)))
        elif tt.startswith(_KEYED) and x.name and tt.startswith(x.name + ":", k + 1):
            kinds[at + i] += KEY_NAME
            short = tt[:k + 1] + tt[k + 2 + len(x.name):]
            out.append(sd(short, len(ids)))
        else:
            out.append(sd(tt, len(ids)))
    return out


def _key_names(kinds: list[int], types: list, names: list[str]) -> list[int]:
    """The locals' kind codes with KEY_NAME taken off, their type texts given back the key it stood for (in
    place)."""
    if kinds and max(kinds) >= KEY_NAME:
        kinds = list(kinds)
        for i, k in enumerate(kinds):
            if k >= KEY_NAME:
                ty = types[i]
                c = ty.find(":") if ty.__class__ is str else -1
                if c < 0:
                    raise ValueError("a local's key name without a destructured type")
                kinds[i] = k - KEY_NAME
                types[i] = f"{ty[:c + 1]}{names[i]}:{ty[c + 1:]}"
    return kinds


def _resolve_local_types(types: list, codes: list[int], ref_names: list[str], ref_receivers: list[str],
                         ref_lines: list[int], lines: list[int]) -> None:
    """Fill in the pointers of `_local_types` (None in `types`; `codes` the stored values) from the file's sites
    (their names, receivers and absolute lines) and the locals' absolute lines."""
    for i, ty in enumerate(types):
        if ty is None:
            k, p = divmod(-1 - codes[i], 4)
            j = bisect_left(ref_lines, lines[i]) + k
            if not 0 <= j < len(ref_names):
                raise ValueError("a local's type points outside its file's references")
            rc = ref_receivers[j]
            # interned: many locals name the same call (synth-1m on 2 fork workers: 326K type texts, 113K
            # distinct; 22 -> 8 MB in the driver and in a reduce's child)
            types[i] = intern(f"{TYPE_PREFIXES[p]}:{rc}.{ref_names[j]}" if rc else f"{TYPE_PREFIXES[p]}:{ref_names[j]}")


def _definition_chunk(cols: list[list]) -> list:
    """A `definitions` record from TableEncoder's columns (`_definition_columns`; changed in place): start line
    and start byte as differences, the names' string ids as u32 byte planes, the signatures joined
    (`join_strings`)."""
    cols[0] = planes(cols[0], "<u4")
    after = _after_end(cols[12])
    for j in (3, 5):   # each start column made an array once, for its end codes and its differences
        s = np.asarray(cols[j], dtype=np.int64)
        cols[j + 1] = _end_codes(s, cols[j + 1], cols[12], after)
        cols[j] = np.diff(s, prepend=0).tolist()
    cols[9] = join_strings(cols[9])
    cols[2] = _kind_codes(cols[2])
    return cols


def _kind_codes(kinds: list[str]) -> list:
    """A `definitions` record's kinds as stored (since 14.0): [its distinct kinds, sorted; one u8 code per row
    as bytes], unpacked without a msgpack string per row (saleor's first `callers` spent 5.2 ms of ~50 unpacking
    them as strings; bench/results/snapshot-load-2026-11-30-6.md)."""
    vocab = sorted(set(kinds))
    if len(vocab) > 256:
        raise ValueError("more than 256 definition kinds in one record")
    code = {k: i for i, k in enumerate(vocab)}
    return [vocab, bytes(map(code.__getitem__, kinds))]


def _kinds(stored, n: int | None = None) -> list[str]:
    """`_kind_codes` undone."""
    if not (isinstance(stored, list) and len(stored) == 2 and isinstance(stored[0], list) and
            isinstance(stored[1], bytes)):
        raise ValueError("a kinds column that is not [kinds, codes]")
    vocab, codes = stored
    c = np.frombuffer(codes, dtype=np.uint8)
    if (n is not None and len(c) != n) or (len(c) and int(c.max()) >= len(vocab)):
        raise ValueError("a kinds column of the wrong length or with a code out of range")
    return np.array(vocab, dtype=object)[c].tolist()


def _after_end(parents: list[int]) -> np.ndarray:
    """Per row of a `definitions` record, whether the next row starts after this one ends: it is not nested in
    it (its parent's index is not greater than this row's parent's: a sibling, an uncle, a next file's)."""
    p = np.asarray(parents, dtype=np.int64)
    after = np.zeros(len(p), dtype=bool)
    after[:-1] = p[1:] <= p[:-1]
    return after


def _end_codes(starts, offsets: list[int], parents: list[int], after: np.ndarray | None = None) -> list[int]:
    """End lines / bytes as stored (since 10.0): the next row's start minus the end when the next row is not
    nested in this one (`_after_end`: the gap between them, mostly a few blank lines), else end minus start.
    `after`: `_after_end(parents)` when the caller has it already."""
    s = np.asarray(starts, dtype=np.int64)
    ends = s + np.asarray(offsets, dtype=np.int64)
    return np.where(_after_end(parents) if after is None else after, np.append(s[1:], 0) - ends, ends - s).tolist()


def _ends(starts: list[int], codes: list[int], parents: list[int]) -> list[int]:
    """`_end_codes` undone: the end lines / bytes of a record's rows."""
    s = np.asarray(starts, dtype=np.int64)
    c = np.asarray(codes, dtype=np.int64)
    if len(c) != len(s):
        raise ValueError("definition columns differ in length")
    return np.where(_after_end(parents), np.append(s[1:], 0) - c, s + c).tolist()


def _definition_column(j: int, stored, n: int | None = None) -> list:
    """Stored column j of a `definitions` record as a list (the names' planes and the joined signatures undone)."""
    if j == 0:
        return unplanes(stored, n, "<u4").tolist()
    if j == 9:
        return split_strings(stored, n)
    if j == 2:
        return _kinds(stored, n)
    if not isinstance(stored, list):
        raise ValueError("a column that is not an array")
    return stored


def full_signature(sig: str, at: int, name: str, type_at: int, type_text: str) -> str:
    """A signature as stored put back together: the type text put back `type_at` characters before the end
    (when ≥ 0, since 13.0), then the name at `at` (when ≥ 0)."""
    if type_at >= 0:
        k = len(sig) - type_at
        if k < 0:
            raise ValueError("a type text cut from before its signature's start")
        sig = sig[:k] + type_text + sig[k:]
    return sig if at < 0 else sig[:at] + name + sig[at:]


def definition_columns(chunk, strings: list[str]) -> list[list]:
    """One `definitions` record as the columns of the Definition fields but `doc` (STORED_DEFINITION_FIELDS):
    [name, qualname, kind, start_line, end_line, start_byte, end_byte, name_line, name_col, signature, exported,
    parent, local, type_text]."""
    (name_ids, quals, kinds, sl_deltas, el_offsets, sb_deltas, eb_offsets, nl_offsets, name_cols, sigs, at,
     exported, parents, local, type_ids, type_at) = chunk
    name_ids, sigs, kinds = _definition_column(0, name_ids), _definition_column(9, sigs), _definition_column(2, kinds)
    names = [strings[i] for i in name_ids]
    types = [strings[i] for i in type_ids]
    start_lines = list(accumulate(sl_deltas))
    start_bytes = list(accumulate(sb_deltas))
    qualnames: list[str] = []
    for i, (name, q) in enumerate(zip(names, quals, strict=True)):
        if q.__class__ is int:
            if not 0 <= q <= i:
                raise ValueError("qualname refers outside its chunk")
            q = f"{qualnames[i - q]}.{name}" if q else name
        qualnames.append(q)
    return [names, qualnames, kinds, start_lines, _ends(start_lines, el_offsets, parents),
            start_bytes, _ends(start_bytes, eb_offsets, parents),
            [a + b for a, b in zip(start_lines, nl_offsets, strict=True)], name_cols,
            [full_signature(*x) for x in zip(sigs, at, names, type_at, types, strict=True)], exported, parents, local,
            types]


# A column of strings is stored as one string, its values joined by SEP (since 8.0: zstd finds more in the
# text alone than between msgpack's length prefixes), or as a list when a value holds SEP itself.
SEP = "\0"


def join_strings(values: list[str]):
    """A non-empty column of strings as stored: one string joined by SEP, or the list when a value holds SEP."""
    joined = SEP.join(values)
    return joined if joined.count(SEP) == len(values) - 1 else values


def split_strings(stored, n: int | None = None) -> list[str]:
    """`join_strings` undone (a list is taken as is); `n`: how many values there must be."""
    out = stored.split(SEP) if stored.__class__ is str else stored
    if not isinstance(out, list) or (n is not None and len(out) != n):
        raise ValueError("a column of strings of the wrong length")
    return out


def decode_strings(records) -> list[str]:
    """The `strings` section as one list (a string's id is its position)."""
    out: list[str] = []
    for part in records:
        out.extend(split_strings(part))
    return out


def _lookup(strings: list[str], ids: list[int]) -> list:
    """Strings by id; SAME (-1) gives None, to be filled in by the caller."""
    return [strings[i] if i >= 0 else None for i in ids]


def chained_receivers(names: list[str], receivers: list) -> list:
    """Sites' receivers as stored (None: chained, the previous site's receiver + "." + its name, as in `a.b().c()`)
    spelled out, in place. A file's first site is never chained (the encoder starts each file afresh), so a
    list of one file's sites, or of a chunk's, cannot start with one."""
    if None in receivers:
        if receivers[0] is None:
            raise ValueError("a file's first site chained on nothing")
        for i, rc in enumerate(receivers):
            if rc is None:
                prev = receivers[i - 1]
                receivers[i] = f"{prev}.{names[i - 1]}" if prev else names[i - 1]
    return receivers


def iter_reference_columns(chunks, strings: list[str]):
    """Per file (in `files` order) its reference sites as the columns
    [names, kinds (codes into REFERENCE_KINDS), receivers, scopes, line_deltas, cols, arities]."""
    for rec in chunks:
        counts, name_ids, kinds, recv_ids, scopes, deltas, cols, arities = site_record_columns(rec, REFERENCE_FORMS)
        names = [strings[i] for i in name_ids]
        receivers = chained_receivers(names, _lookup(strings, recv_ids))
        at = 0
        for n in counts:
            end = at + n
            yield [names[at:end], kinds[at:end], receivers[at:end], scopes[at:end], deltas[at:end], cols[at:end],
                   arities[at:end]]
            at = end
        if at != len(names):
            raise ValueError("reference columns do not match their counts")


def iter_local_columns(chunks, strings: list[str], ref_columns):
    """Per file (in `files` order) its locals as the columns [names, kinds, scopes, type_texts, line_deltas];
    `ref_columns`: the same files' reference columns (`iter_reference_columns`), which some type texts point
    into."""
    ref_columns = iter(ref_columns)
    for rec in chunks:
        counts, name_ids, kinds, scopes, type_ids, deltas = site_record_columns(rec, LOCAL_FORMS)
        names = [strings[i] for i in name_ids]
        types = _lookup(strings, type_ids)
        at = 0
        for n in counts:
            end = at + n
            refs = next(ref_columns)
            file_types = types[at:end]
            if None in file_types:
                _resolve_local_types(file_types, type_ids[at:end], refs[0], refs[2], list(accumulate(refs[4])),
                                     list(accumulate(deltas[at:end])))
            file_names = names[at:end]
            yield [file_names, _key_names(kinds[at:end], file_types, file_names), scopes[at:end], file_types,
                   deltas[at:end]]
            at = end
        if at != len(names):
            raise ValueError("local columns do not match their counts")


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
    package: str = ""
    constraint: str = ""


def _imports(cols, strings: list[str]) -> list[Import]:
    if not cols:
        return []
    modules, names, aliases, deltas, reexports, scopes = cols
    names = [strings[i] for i in names]
    aliases = [n if a == SAME else strings[a] for n, a in zip(names, aliases, strict=True)]
    # tuple.__new__: no Python-level namedtuple __new__ per import
    return list(map(tuple.__new__, repeat(Import), zip(map(strings.__getitem__, modules), names, aliases,
                                                        accumulate(deltas), reexports, scopes, strict=True)))


def _exports(cols, strings: list[str]) -> list[Export]:
    if not cols:
        return []
    names, aliases, deltas, forms = cols
    names = [strings[i] for i in names]
    aliases = [n if a == SAME else strings[a] for n, a in zip(names, aliases, strict=True)]
    return list(map(tuple.__new__, repeat(Export), zip(names, aliases, accumulate(deltas),
                                                        map(strings.__getitem__, forms), strict=True)))


def decode_file(head, definitions: list[Definition], strings: list[str]) -> FileEntry:
    """One `files` record with its definitions (the next `head[7]` of the `definitions` section)."""
    path, language, digest, size, lines, errs, error, n_defs, def_digests, imps, exps, package, constraint = head
    if len(definitions) != n_defs:
        raise ValueError("definitions do not match the files' counts")
    return FileEntry(path, language, digest, size, lines, errs, error, definitions, _imports(imps, strings),
                     _exports(exps, strings), check_digests(def_digests, n_defs), package, constraint)


def decode_files(file_rows, definitions: list[Definition], strings: list[str]) -> list[FileEntry]:
    out = []
    at = 0
    for head in file_rows:
        n_defs = head[7]
        out.append(decode_file(head, definitions[at:at + n_defs], strings))
        at += n_defs
    if at != len(definitions):
        raise ValueError("definitions do not match the files' counts")
    return out


# The `definitions` section holds every field but `doc`, which has a section of its own (since 3.1).
STORED_DEFINITION_FIELDS = len(Definition._fields) - 1


def encode_docs(tables):
    """The `docs` section: each definition's docstring or leading comment ("" for none), in the order of
    `definitions`, as chunks of one column (joined, `join_strings`)."""
    docs = list(chain.from_iterable(_docs_of(t.definitions) for t in tables))
    return ([join_strings(docs[i:i + CHUNK])] for i in range(0, len(docs), CHUNK))


def _docs_of(defs) -> list[str]:
    """Each definition's doc; a kept table's (stored.StoredDefinitions) without building its definitions."""
    docs = getattr(defs, "docs", None)
    return docs() if docs is not None else [d.doc for d in defs]


def decode_docs(records) -> list[str]:
    """The `docs` section's records as one column: each definition's doc, in `definitions` order."""
    doc_col: list = []
    for (part,) in records:
        doc_col.extend(split_strings(part))
    return doc_col


def decode_definition_columns(records, strings: list[str]) -> list[list]:
    """The `definitions` section's chunks joined into its columns (one list per stored field, as
    `definition_columns` gives them), in node order: what the graph and the query index read, without a record
    per definition."""
    cols: list[list] = [[] for _ in range(STORED_DEFINITION_FIELDS)]
    for chunk in records:
        for col, part in zip(cols, definition_columns(chunk, strings), strict=True):
            col.extend(part)
    if len({len(c) for c in cols}) != 1:
        raise ValueError("definition columns differ in length")
    return cols


# The fields a `definitions` record's columns give, in order (`definition_columns`), and how many columns a
# record stores for them (the signature takes three: the text without the name and the type text, where the
# name was cut, and where the type text was cut: the last column, since 13.0).
DEFINITION_FIELDS = Definition._fields[:STORED_DEFINITION_FIELDS]
DEFINITION_RECORD_COLUMNS = STORED_DEFINITION_FIELDS + 2


def _array_len(data, at: int) -> int:
    """The length of the msgpack array whose header starts at data[at]."""
    b = data[at]
    if 0x90 <= b <= 0x9F:
        return b & 0x0F
    if b == 0xDC:
        return int.from_bytes(data[at + 1:at + 3], "big")
    if b == 0xDD:
        return int.from_bytes(data[at + 1:at + 5], "big")
    raise ValueError("a column that is not an array")


class ColumnChunks:
    """A section whose records are chunks of `width` columns (`definitions`, `references`), indexed in one pass
    over its decompressed bytes with msgpack's skip (nothing is built per value): `column(j)` unpacks column j of
    every record when first asked, so a reader pays only for the columns it reads. `rows[r]`: record r's length
    (its columns from `equal_from` on all have it, which is checked here). `packed`: the columns stored as one
    value rather than an array (byte planes, joined strings), each with the function that makes the list of its
    `rows[r]` values from the stored value (and checks that length)."""

    def __init__(self, data: bytes, width: int, records: int | None = None, equal_from: int = 0,
                 packed: dict | None = None, forms: str | None = None) -> None:
        self._packed = packed or {}
        # `forms` (a `references` / `locals` section since 15.0): columns 1.. are byte planes in these forms
        # (`site_column`), a record's rows the sum of its column 0, the per-file counts
        self._forms = forms
        self._arrays: dict[tuple[int, int], np.ndarray] = {}
        unpacker = msgpack.Unpacker(raw=False, strict_map_key=False, max_buffer_size=max(len(data), 1 << 20))
        unpacker.feed(data)
        tell, skip = unpacker.tell, unpacker.skip
        self.spans: list[list[tuple[int, int]]] = []
        self.rows: list[int] = []
        try:
            while tell() < len(data):
                if unpacker.read_array_header() != width:
                    raise ValueError("a record of the wrong width")
                spans = []
                for _ in range(width):
                    at = tell()
                    skip()
                    spans.append((at, tell()))
                if forms is not None:
                    counts = msgpack.unpackb(data[spans[0][0]:spans[0][1]])
                    if not isinstance(counts, list) or not all(c.__class__ is int and c >= 0 for c in counts):
                        raise ValueError("a count that is not a count")
                    self.rows.append(sum(counts))
                else:
                    lengths = {_array_len(data, at) for j, (at, _end) in enumerate(spans)
                               if j >= equal_from and j not in self._packed}
                    if len(lengths) != 1:
                        raise ValueError("a record's columns differ in length")
                    self.rows.append(lengths.pop())
                self.spans.append(spans)
        except msgpack.OutOfData:
            raise ValueError("the section ends inside a record") from None
        if records is not None and len(self.spans) != records:
            raise ValueError("the section does not hold the records its footer counts")
        self._view = memoryview(data)
        self._parts: dict[tuple[int, int], list] = {}
        self._columns: dict[int, list[list]] = {}
        self._joined: dict[int, list] = {}

    def part(self, j: int, r: int) -> list:
        """Column j of record r, unpacked once."""
        key = (j, r)
        col = self._parts.get(key)
        if col is None:
            if self._forms is not None and j:
                col = self._parts[key] = self.array(j, r).tolist()
                return col
            at, end = self.spans[r][j]
            col = msgpack.unpackb(self._view[at:end], raw=False, strict_map_key=False)
            if j in self._packed:
                col = self._packed[j](col, self.rows[r])
            self._parts[key] = col
            if not isinstance(col, list):
                raise ValueError("a column that is not an array")
        return col

    def array(self, j: int, r: int) -> np.ndarray:
        """Column j > 0 of record r of a section stored in `forms`, as int64 (decoded once)."""
        key = (j, r)
        a = self._arrays.get(key)
        if a is None:
            at, end = self.spans[r][j]
            a = self._arrays[key] = site_column(msgpack.unpackb(self._view[at:end]), self.rows[r],
                                                self._forms[j - 1])
        return a

    def column(self, j: int) -> list[list]:
        """Column j of each record (a list per record), unpacked once."""
        parts = self._columns.get(j)
        if parts is None:
            parts = self._columns[j] = [self.part(j, r) for r in range(len(self.spans))]
        return parts

    def joined(self, j: int) -> list:
        """Column j of every record, concatenated (once)."""
        col = self._joined.get(j)
        if col is None:
            parts = self.column(j)
            col = self._joined[j] = parts[0] if len(parts) == 1 else _concat(parts)
        return col


def _concat(parts: list[list]) -> list:
    """Lists joined into a new one (`+=` copies each whole: 4x faster than a list of chain.from_iterable's)."""
    out: list = []
    for p in parts:
        out += p
    return out


def definition_chunks(data: bytes, records: int | None = None) -> ColumnChunks:
    """The `definitions` section's decompressed bytes indexed as ColumnChunks (the names' planes and the joined
    signatures made lists when unpacked)."""
    return ColumnChunks(data, DEFINITION_RECORD_COLUMNS, records, packed={
        0: lambda v, n: _definition_column(0, v, n), 2: _kinds, 9: lambda v, n: _definition_column(9, v, n)})


_INTEGER_FIELDS = frozenset({"start_line", "end_line", "start_byte", "end_byte", "name_line", "name_col", "parent"})


class DefinitionColumns:
    """The `definitions` section, each field's column (DEFINITION_FIELDS, in node order) decoded and derived only
    when first asked: the graph reads none of them, the query index a few, and a name or a qualname column
    costs no signature (`definition_columns` derives all of them, one record at a time). `value(field, j)`
    reads one definition's field from its record alone."""

    _STORED = {"kind": 2, "name_col": 8, "exported": 11, "parent": 12, "local": 13}
    _OFFSETS = {"name_line": ("start_line", 7)}
    _ENDS = {"end_line": ("start_line", 4), "end_byte": ("start_byte", 6)}   # `_end_codes`

    def __init__(self, chunks: ColumnChunks, strings) -> None:
        self.chunks = chunks
        self._strings = strings          # a callable: the `strings` section, decoded when a column needs it
        self._bases = list(accumulate(chunks.rows, initial=0))   # each record's first definition
        self._cols: dict[str, list] = {}
        self._records: dict[tuple[str, int], list] = {}
        self._arrays: dict[tuple[str, int], np.ndarray] = {}   # `values`

    def __len__(self) -> int:
        return self._bases[-1]

    def column(self, field: str) -> list:
        col = self._cols.get(field)
        if col is None:
            if field not in DEFINITION_FIELDS:
                raise KeyError(field)
            n = len(self.chunks.rows)
            col = self.record(field, 0) if n == 1 else _concat([self.record(field, r) for r in range(n)])
            self._cols[field] = col
            for r in range(n):
                self._records.pop((field, r), None)
        return col

    def record(self, field: str, r: int) -> list:
        """Field `field` of the definitions of record r."""
        if field in self._cols:
            return self._cols[field][self._bases[r]:self._bases[r + 1]]
        key = (field, r)
        out = self._records.get(key)
        if out is None:
            out = self._records[key] = self._derive(field, r)
        return out

    def _derive(self, field: str, r: int) -> list:
        part = self.chunks.part
        if field in ("name", "type_text"):
            return list(map(self._strings().__getitem__, part(0 if field == "name" else 14, r)))
        if field == "qualname":
            out: list[str] = []
            for i, (name, q) in enumerate(zip(self.record("name", r), part(1, r), strict=True)):
                if q.__class__ is int:
                    if not 0 <= q <= i:
                        raise ValueError("qualname refers outside its chunk")
                    q = f"{out[i - q]}.{name}" if q else name
                out.append(q)
            return out
        if field in ("start_line", "start_byte"):
            return list(accumulate(part(3 if field == "start_line" else 5, r)))
        if field in self._ENDS:
            base, j = self._ENDS[field]
            return _ends(self.record(base, r), part(j, r), part(12, r))
        if field in self._OFFSETS:
            base, j = self._OFFSETS[field]
            return [a + b for a, b in zip(self.record(base, r), part(j, r), strict=True)]
        if field == "signature":
            return [full_signature(*x) for x in zip(part(9, r), part(10, r), self.record("name", r), part(15, r),
                                                    self.record("type_text", r), strict=True)]
        if field not in self._STORED:
            raise KeyError(field)
        return part(self._STORED[field], r)

    def fields(self, fields, j: int) -> list:
        """Several fields of definition j (each as `value` gives it), its record located once."""
        if not 0 <= j < self._bases[-1]:
            raise IndexError("definition out of range")
        r = bisect_right(self._bases, j) - 1
        k = j - self._bases[r]
        cols = self._cols
        return [cols[f][j] if f in cols else self._value(f, r, k) for f in fields]

    def value(self, field: str, j: int):
        """Field `field` of definition j: from its column when that is decoded, else from its record (a signature,
        a name, a type text from the stored values alone, without deriving the record's column)."""
        col = self._cols.get(field)
        if col is not None:
            return col[j]
        r = bisect_right(self._bases, j) - 1
        return self._value(field, r, j - self._bases[r])

    def values(self, field: str, js) -> np.ndarray:
        """A field of the definitions `js` (an int array), as an array (int64 for the integer fields, else of
        objects): each record the definitions fall in gives its values as one array, made once and kept, so
        reading the lines or kinds of a few thousand definitions costs a few array steps, not a call each."""
        js = np.asarray(js, dtype=np.int64)
        dtype = np.int64 if field in _INTEGER_FIELDS else object
        out = np.empty(len(js), dtype=dtype)
        if not len(js):
            return out
        if js.min() < 0 or js.max() >= self._bases[-1]:
            raise IndexError("definition out of range")
        rs = np.searchsorted(self._bases, js, "right") - 1
        for r in np.flatnonzero(np.bincount(rs)).tolist():   # not np.unique: its first call imports 15-20 ms
            at = rs == r
            ks = js[at] - self._bases[r]
            arr = self._arrays.get((field, r))
            if arr is None and len(ks) * 16 < self.chunks.rows[r]:   # a few: one by one, no array of the record
                out[at] = [self._value(field, r, k) for k in ks.tolist()]
                continue
            if arr is None:
                arr = self._arrays[(field, r)] = np.asarray(self.record(field, r), dtype=dtype)
            out[at] = arr[ks]
        return out

    def _value(self, field: str, r: int, k: int):
        part = self.chunks.part
        if field in ("name", "type_text"):
            return self._strings()[part(0 if field == "name" else 14, r)[k]]
        if field == "signature":
            strings = self._strings()
            return full_signature(part(9, r)[k], part(10, r)[k], strings[part(0, r)[k]], part(15, r)[k],
                                  strings[part(14, r)[k]])
        if field in self._ENDS:
            base, c = self._ENDS[field]
            starts, code, parents = self.record(base, r), part(c, r)[k], part(12, r)
            if k + 1 < len(parents) and parents[k + 1] <= parents[k]:
                return starts[k + 1] - code
            return starts[k] + code
        if field in self._OFFSETS:
            base, c = self._OFFSETS[field]
            return self.record(base, r)[k] + part(c, r)[k]
        return self.record(field, r)[k]


def file_rows(chunks: ColumnChunks, files: int) -> list[tuple[int, int, int]]:
    """Per file (record, its first row in the record, its rows), from the per-file counts in column 0 of a
    per-file section's chunks (references, locals), checked against the rows and the `files` expected."""
    out = []
    for r in range(len(chunks.rows)):
        at = 0
        for n in chunks.part(0, r):
            if not isinstance(n, int) or n < 0:
                raise ValueError("a count that is not a count")
            out.append((r, at, n))
            at += n
        if at != chunks.rows[r]:
            raise ValueError("columns do not match their counts")
    if len(out) != files:
        raise ValueError("the section does not hold the files it should")
    return out


class ReferenceSites:
    """The `references` section read site by site: a file's sites are one slice of one record, the record is
    decompressed (its frame: `references` is framed since 9.0) and indexed only when a site of one of its files
    is asked for, and a column of it unpacked only then (`ColumnChunks`), so answering for a few files or a few
    sites decodes a few columns of a few records, where `iter_reference_columns` decodes every site.
    `parts`: (files, load) per part of the section, in order: how many files' sites the part holds and a
    callable giving its bytes (a frame; a section written as one frame is one part of all the files)."""

    def __init__(self, parts: list, strings, files: int) -> None:
        self._strings = strings          # a callable, as in DefinitionColumns
        self._loads = [load for _n, load in parts]
        self._part_first = list(accumulate((n for n, _load in parts), initial=0))   # each part's first file
        if self._part_first[-1] != files:
            raise ValueError("the references do not match the files")
        self._parts: dict[int, tuple[ColumnChunks, list]] = {}
        self._lines: dict[int, list[int]] = {}
        self._receivers: dict[int, list[str]] = {}

    def _part(self, p: int) -> tuple[ColumnChunks, list]:
        """Part p indexed: its chunks and, per file of the part, (record, first site in the record, sites)."""
        got = self._parts.get(p)
        if got is None:
            chunks = ColumnChunks(self._loads[p](), len(REFERENCE_FORMS) + 1, None, forms=REFERENCE_FORMS)
            where = file_rows(chunks, self._part_first[p + 1] - self._part_first[p])
            got = self._parts[p] = (chunks, where)
        return got

    def load_all(self) -> None:
        """Index every part now (a server's warm-up)."""
        for p in range(len(self._loads)):
            self._part(p)

    def _slice(self, fid: int, j: int) -> list:
        if not 0 <= fid < self._part_first[-1]:
            raise IndexError("file out of range")
        p = bisect_right(self._part_first, fid) - 1
        chunks, where = self._part(p)
        r, at, n = where[fid - self._part_first[p]]
        return chunks.part(j, r)[at:at + n]

    def kinds(self, fid: int) -> list[int]:
        """A file's sites' kinds (codes into REFERENCE_KINDS)."""
        return self._slice(fid, 2)

    def scopes(self, fid: int) -> list[int]:
        return self._slice(fid, 4)

    def site(self, fid: int, idx: int) -> tuple:
        """Site `idx` of file `fid` as (scope, name, receiver, kind, line)."""
        strings = self._strings()
        lines = self._lines.get(fid)
        if lines is None:
            lines = self._lines[fid] = list(accumulate(self._slice(fid, 5)))
        receivers = self._receivers.get(fid)
        if receivers is None:   # chained receivers (-1) come from the previous site: the file's are decoded at once
            names = [strings[i] for i in self._slice(fid, 1)]
            receivers = self._receivers[fid] = chained_receivers(names, _lookup(strings, self._slice(fid, 3)))
        return (self.scopes(fid)[idx], strings[self._slice(fid, 1)[idx]], receivers[idx], self.kinds(fid)[idx],
                lines[idx])


class FileColumns(NamedTuple):
    """What the graph and the query index read of the `files` section: per file its path, language, content
    digest and number of definitions (`decode_file_columns`)."""

    paths: list[str]
    languages: list[str]
    digests: list[str]
    counts: list[int]


def decode_file_columns(data: bytes, records: int | None = None) -> FileColumns:
    """FileColumns from the `files` section's decompressed bytes, unpacking only those columns of each record
    (the imports, exports and definition digests are skipped, not built)."""
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=False, max_buffer_size=max(len(data), 1 << 20))
    unpacker.feed(data)
    unpack, skip, tell = unpacker.unpack, unpacker.skip, unpacker.tell
    paths, languages, digests, counts = [], [], [], []
    chunks = 0
    try:
        while tell() < len(data):
            if unpacker.read_array_header() != len(FILE_COLUMNS):
                raise ValueError("file record of the wrong shape")
            n, path, language, digest = unpack(), unpack(), unpack(), unpack()
            skip(), skip(), skip(), skip()
            n_defs = unpack()
            for _ in range(len(FILE_COLUMNS) - 9):
                skip()
            if not isinstance(n, int) or n < 0:
                raise ValueError("file record of the wrong shape")
            if isinstance(digest, bytes):
                if len(digest) != 16 * n:
                    raise ValueError("file digests of the wrong length")
                digest = [digest[i:i + 16].hex() for i in range(0, 16 * n, 16)]
            if not isinstance(digest, list) or not isinstance(n_defs, list) or len(digest) != n or \
                    len(n_defs) != n or not all(c.__class__ is int and c >= 0 for c in n_defs):
                raise ValueError("a file column of the wrong length")
            paths.extend(split_strings(path, n))
            languages.extend(split_strings(language, n))
            digests.extend(digest)
            counts.extend(n_defs)
            chunks += 1
    except msgpack.OutOfData:
        raise ValueError("the section ends inside a record") from None
    if records is not None and chunks != records:
        raise ValueError("the section does not hold the records its footer counts")
    return FileColumns(paths, languages, digests, counts)


def definitions_from_columns(cols: list[list], docs: list[str] | None = None) -> list[Definition]:
    """Definition records from `decode_definition_columns`, with their docs (`decode_docs`; None: a snapshot
    without a `docs` section, every doc is "")."""
    doc_col = [""] * len(cols[0]) if docs is None else docs
    return list(map(Definition._make, zip(*cols, doc_col, strict=True)))


def check_heads(file_rows) -> list:
    """The `files` section's records as stored, checked for shape (path, language and definition count are
    what the graph reads of them)."""
    for row in file_rows:
        if len(row) != 13 or not isinstance(row[0], str) or not isinstance(row[7], int) or row[7] < 0:
            raise ValueError("file record of the wrong shape")
    return file_rows


def join_table(entry: FileEntry, ref_cols, loc_cols) -> FileTable:
    return FileTable(entry.path, entry.language, entry.digest, entry.size, entry.lines, entry.parse_errors,
                     entry.definitions, entry.imports, entry.exports, decode_references(ref_cols),
                     decode_locals(loc_cols), entry.error, entry.def_digests, entry.package, entry.constraint)


def encode_table(t: FileTable) -> list:
    """A whole table in one record (map results shipped from Ray workers)."""
    return [encode_file(t), t.definitions, encode_references(t), encode_locals(t)]


def decode_table(row) -> FileTable:
    head, defs, ref_cols, loc_cols = row
    path, language, digest, size, lines, errs, error, n_defs, def_digests, imps, exps, package, constraint = head
    definitions = [Definition(*d) for d in defs]
    if len(definitions) != n_defs:
        raise ValueError("definitions do not match the files' counts")
    return FileTable(path, language, digest, size, lines, errs, definitions, [Import(*r) for r in imps],
                     [Export(*r) for r in exps], decode_references(ref_cols), decode_locals(loc_cols), error,
                     check_digests(def_digests, n_defs), package, constraint)


def check_digests(blob, definitions: int) -> bytes:
    """FileTable.def_digests: DEF_DIGEST_BYTES per definition (b"" is accepted: unknown)."""
    if not isinstance(blob, bytes) or (blob and len(blob) != DEF_DIGEST_BYTES * definitions):
        raise ValueError("definition digests do not match the definitions")
    return blob


class SiteArrays:
    """Unresolved sites as columns, sorted by file then index (an incremental reduce's, merged without a record
    per site): file ids (`files` order), indices into the file's references, reason codes (UNRESOLVED_REASONS),
    and per 'unknown' site, in order, its name when some definition of the repository has it, else None."""

    __slots__ = ("fids", "idxs", "reasons", "unknown_names")

    def __init__(self, fids: np.ndarray, idxs: np.ndarray, reasons: np.ndarray, unknown_names: list) -> None:
        self.fids, self.idxs, self.reasons, self.unknown_names = fids, idxs, reasons, unknown_names

    def __len__(self) -> int:
        return len(self.fids)


def unresolved_columns(tables, unresolved):
    """The `unresolved` section: chunks `[n, file_id_deltas, index_deltas, reason]`, each site as its file (by
    `files` order) and the index of the site among the file's references; indices are differences from the
    previous site's in the same file (sites come sorted by file, then index). The columns are byte planes of
    u32, u32 and u8 (since 9.0: a reader makes arrays of them without a Python step per site)."""
    if isinstance(unresolved, SiteArrays):
        yield from _site_array_columns(unresolved)
        return
    file_ids = {t.path: i for i, t in enumerate(tables)}
    reasons = {r: i for i, r in enumerate(UNRESOLVED_REASONS)}
    for at in range(0, len(unresolved), CHUNK):
        fid_deltas, idx_deltas, codes = [], [], []
        prev_fid = prev_idx = 0
        for u in unresolved[at:at + CHUNK]:
            fid = file_ids[u.path]
            fid_deltas.append(fid - prev_fid)
            idx_deltas.append(u.index - prev_idx if fid == prev_fid else u.index)
            codes.append(reasons[u.reason])
            prev_fid, prev_idx = fid, u.index
        yield [len(codes)] + [planes(col, t) for col, t in zip((fid_deltas, idx_deltas, codes),
                                                                UNRESOLVED_COLUMN_TYPES, strict=True)]


UNRESOLVED_COLUMN_TYPES = ("<u4", "<u4", "u1")


def _site_array_columns(sites: SiteArrays):
    """`unresolved_columns` of SiteArrays: the same records, the differences taken with numpy."""
    for at in range(0, len(sites), CHUNK):
        f = sites.fids[at:at + CHUNK]
        i = sites.idxs[at:at + CHUNK]
        prev_f = np.concatenate(([0], f[:-1]))
        prev_i = np.concatenate(([0], i[:-1]))
        cols = (f - prev_f, np.where(f == prev_f, i - prev_i, i), sites.reasons[at:at + CHUNK])
        yield [len(f)] + [planes(col, t) for col, t in zip(cols, UNRESOLVED_COLUMN_TYPES, strict=True)]


def unresolved_name_columns(tables, unresolved, string_ids: dict[str, int]):
    """The `unresolved_names` section (since 7.1): chunks `[n, names]`, one value per 'unknown' site of
    `unresolved` (in its order): the site's name as a string id when some definition of the repository has that
    name, else -1 (since 9.0 a msgpack bin of n little-endian i32, kept whole rather than as byte planes: the
    ids' bytes compress better together, saleor 97 KB against 173 KB, msgpack integers 91 KB). What `query
    callers/refs` look unknown sites up by (a symbol's name is a definition's name), without decoding
    `references`; the other unknown sites are never listed by name, so they are not stored."""
    if isinstance(unresolved, SiteArrays):
        ids = [-1 if name is None else string_ids[name] for name in unresolved.unknown_names]
        for at in range(0, len(ids), CHUNK):
            part = ids[at:at + CHUNK]
            yield [len(part), np.asarray(part, dtype="<i4").tobytes()]
        return
    tables_by_path = {t.path: t for t in tables}
    defined = {d.name for t in tables for d in t.definitions}
    ids = [string_ids[name] if name in defined else -1
           for name in (tables_by_path[u.path].references[u.index].name for u in unresolved if u.reason == "unknown")]
    for at in range(0, len(ids), CHUNK):
        part = ids[at:at + CHUNK]
        yield [len(part), np.asarray(part, dtype="<i4").tobytes()]


def _counted(record, width: int) -> int:
    """n of a `[n, column, ...]` record of `width` byte-plane columns (checked: its shape)."""
    if not isinstance(record, list) or len(record) != width + 1 or not isinstance(record[0], int) or record[0] < 0:
        raise ValueError("a record of the wrong shape")
    return record[0]


def decode_unresolved_names(records, unknown: int, strings: int) -> np.ndarray:
    """The `unresolved_names` section as one int64 array (one value per unknown site; see
    `unresolved_name_columns`), checked against the number of unknown sites and of strings."""
    parts = []
    for rec in records:
        n = _counted(rec, 1)
        if not isinstance(rec[1], bytes) or len(rec[1]) != 4 * n:
            raise ValueError("an unresolved_names column of the wrong length")
        parts.append(np.frombuffer(rec[1], dtype="<i4").astype(np.int64))
    out = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)
    if len(out) != unknown:
        raise ValueError("unresolved names do not match the unknown sites")
    if len(out) and (out.min() < -1 or out.max() >= strings):
        raise ValueError("an unresolved name that is not a string id")
    return out


def decode_unresolved_sites(records) -> tuple[list[int], list[int], list[int]]:
    """The `unresolved` section as three columns: file ids, indices into the file's references, reasons
    (`decode_unresolved_arrays`, as lists)."""
    return tuple(a.tolist() for a in decode_unresolved_arrays(records))


def decode_unresolved_arrays(records) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The `unresolved` section as three int64 arrays: file ids, indices into the file's references, reasons.
    Undone with numpy (byte planes; cumulative sums; an index restarts where the file changes): no Python step
    per site."""
    fids: list[np.ndarray] = []
    idxs: list[np.ndarray] = []
    reasons: list[np.ndarray] = []
    for rec in records:
        n = _counted(rec, 3)
        if not n:
            continue
        fd, d, codes = (unplanes(col, n, t) for col, t in zip(rec[1:], UNRESOLVED_COLUMN_TYPES, strict=True))
        starts = fd != 0
        starts[0] = True          # each chunk starts from file 0, index 0
        run = np.cumsum(starts) - 1
        total = np.cumsum(d)
        before = (total - d)[starts]   # the running sum before each file's first site
        fids.append(np.cumsum(fd))
        idxs.append(total - before[run])
        reasons.append(codes)
    if not fids:
        return tuple(np.zeros(0, dtype=np.int64) for _ in range(3))
    return np.concatenate(fids), np.concatenate(idxs), np.concatenate(reasons)


def _plane_values(planes2d: np.ndarray, at) -> np.ndarray:
    """The integers at positions `at` (an index array or a slice) of a (bytes, n) array of little-endian byte
    planes (`planes`), as int64, without combining the other positions' bytes."""
    out = np.zeros(len(range(planes2d.shape[1])[at]) if isinstance(at, slice) else len(at), dtype=np.int64)
    for b in range(planes2d.shape[0]):
        out |= planes2d[b, at].astype(np.int64) << (8 * b)
    return out


class UnresolvedIndex:
    """The `unresolved` section (`unresolved_columns`) read for a question about a few files or a few sites:
    the records' byte planes are kept as they are (no array per column of every site), the runs of one file's
    sites (a run starts where the file changes and at each record: its values there are not differences) found
    from the file planes, and a site's file and index computed only for the runs a question reads, where
    `decode_unresolved_arrays` makes int64 file ids and indices of every site. Positions are global: site k is
    the k-th site of the section (the order of `decode_unresolved_arrays`). `files`: the snapshot's file count;
    a file id outside it, runs out of file order or columns of the wrong length raise ValueError."""

    def __init__(self, records, files: int) -> None:
        self._index_planes: list[np.ndarray] = []   # per record: its index planes, (4, n) uint8
        firsts: list[int] = []                       # per record: its first site's position
        run_pos: list[np.ndarray] = []
        run_fid: list[np.ndarray] = []
        reasons: list[np.ndarray] = []
        at = 0
        for rec in records:
            n = _counted(rec, 3)
            if not n:
                continue
            cols = []
            for col, t in zip(rec[1:], UNRESOLVED_COLUMN_TYPES, strict=True):
                width = np.dtype(t).itemsize
                if not isinstance(col, bytes) or len(col) != n * width:
                    raise ValueError("column of the wrong length")
                cols.append(np.frombuffer(col, dtype=np.uint8).reshape(width, n))
            fd, d, codes = cols
            starts = np.flatnonzero(fd.any(axis=0))   # where the file changes: those values are not differences
            if not len(starts) or starts[0] != 0:
                starts = np.concatenate(([0], starts))
            run_pos.append(starts + at)
            run_fid.append(np.cumsum(_plane_values(fd, starts)))
            self._index_planes.append(d)
            firsts.append(at)
            reasons.append(codes[0])
            at += n
        self.size = at
        self._firsts = np.asarray(firsts, dtype=np.int64)
        self.run_pos = np.concatenate(run_pos) if run_pos else np.zeros(0, dtype=np.int64)
        self.run_fid = np.concatenate(run_fid) if run_fid else np.zeros(0, dtype=np.int64)
        self.run_end = np.append(self.run_pos[1:], at)
        if len(self.run_fid) and (self.run_fid[-1] >= files or (np.diff(self.run_fid) < 0).any()):
            raise ValueError("an unresolved site outside the files, or out of file order")
        self.reasons = np.concatenate(reasons) if reasons else np.zeros(0, dtype=np.uint8)   # codes, uint8
        self._runs: dict[int, np.ndarray] = {}

    def __len__(self) -> int:
        return self.size

    def _run_indices(self, i: int) -> np.ndarray:
        """The indices (into the file's references) of run i's sites: one cumulative sum over the run alone."""
        got = self._runs.get(i)
        if got is None:
            lo, hi = int(self.run_pos[i]), int(self.run_end[i])
            r = int(np.searchsorted(self._firsts, lo, "right")) - 1
            first = int(self._firsts[r])
            got = self._runs[i] = np.cumsum(_plane_values(self._index_planes[r], slice(lo - first, hi - first)))
        return got

    def file_range(self, fid: int) -> tuple[int, int]:
        """The positions [lo, hi) of file `fid`'s sites (lo == hi: none)."""
        i0 = int(np.searchsorted(self.run_fid, fid, "left"))
        i1 = int(np.searchsorted(self.run_fid, fid, "right"))
        if i0 == i1:
            return 0, 0
        return int(self.run_pos[i0]), int(self.run_end[i1 - 1])

    def indices(self, lo: int, hi: int) -> np.ndarray:
        """The indices into their file's references of sites lo .. hi - 1 (int64)."""
        if lo >= hi:
            return np.zeros(0, dtype=np.int64)
        i0 = int(np.searchsorted(self.run_pos, lo, "right")) - 1
        i1 = int(np.searchsorted(self.run_pos, hi - 1, "right")) - 1
        parts = []
        for i in range(i0, i1 + 1):
            start = int(self.run_pos[i])
            parts.append(self._run_indices(i)[max(lo, start) - start:min(hi, int(self.run_end[i])) - start])
        return parts[0] if len(parts) == 1 else np.concatenate(parts)

    def site(self, k: int) -> tuple[int, int, int]:
        """Site k as (file id, index into the file's references, reason code)."""
        if not 0 <= k < self.size:
            raise IndexError("unresolved site out of range")
        i = int(np.searchsorted(self.run_pos, k, "right")) - 1
        return int(self.run_fid[i]), int(self._run_indices(i)[k - int(self.run_pos[i])]), int(self.reasons[k])


def decode_unresolved(records, paths: list[str], ref_cols: list) -> list[tuple]:
    """(path, scope, name, receiver, kind, line, reason) per site, read from the references' columns
    (`ref_cols`: per file, as `iter_reference_columns` gives them) without building Reference records."""
    lines: dict[int, list[int]] = {}
    out = []
    for fid, index, reason in zip(*decode_unresolved_sites(records)):
        names, kinds, receivers, scopes, deltas = ref_cols[fid][:5]
        if fid not in lines:
            lines[fid] = list(accumulate(deltas))
        out.append((paths[fid], scopes[index], names[index], receivers[index], REFERENCE_KINDS[kinds[index]],
                    lines[fid][index], UNRESOLVED_REASONS[reason]))
    return out


# Definitions, edges, unresolved sites, references and locals are stored in chunks of columns.
CHUNK = 65536


# The `edges` section (since 10.0; docs/snapshot-format.md): a header {"files", "nodes", "contains"}; when
# "contains" > 0, one record [code planes, line planes] giving the `contains` edge of each definition; then the
# other edges in chunks [n, src, dst, kind * 4 + provenance, count, line, how] (see `encode_edges`).
CONTAINS = 0          # EDGE_KINDS.index("contains")
MAX_KEYED_NODES = 1 << 28   # the merge key (`_edge_keys`) of larger graphs would not fit in an int64


def planes(values, dtype: str) -> bytes:
    """Integers as little-endian `dtype`, stored byte plane by byte plane (every value's lowest byte, then
    every value's next byte, ...): the high planes of small numbers are runs that zstd all but drops.
    A value outside `dtype`'s range raises instead of wrapping."""
    a = np.asarray(values, dtype=np.int64)
    t = np.dtype(dtype)
    info = np.iinfo(t)
    if a.size and (a.min() < info.min or a.max() > info.max):
        raise OverflowError(f"column value out of the range of {dtype}")
    return a.astype(t).view(np.uint8).reshape(-1, t.itemsize).T.tobytes()


def unplanes(blob, n: int | None, dtype: str):
    """`planes` undone, as int64; `n` values (None: as many as the blob holds)."""
    t = np.dtype(dtype)
    if n is None and isinstance(blob, bytes) and not len(blob) % t.itemsize:
        n = len(blob) // t.itemsize
    if not isinstance(blob, bytes) or len(blob) != n * t.itemsize:
        raise ValueError("column of the wrong length")
    return np.frombuffer(blob, dtype=np.uint8).reshape(t.itemsize, n).T.copy().view(t).reshape(-1).astype(np.int64)


def _zigzag(a: np.ndarray) -> np.ndarray:
    return (a << 1) ^ (a >> 63)


def _unzigzag(a: np.ndarray) -> np.ndarray:
    return (a >> 1) ^ -(a & 1)


def _rank(ids: np.ndarray, files: int, nodes: int) -> np.ndarray:
    """Node ids in the order the linker sorts edges by (node keys ("def", ...) < ("ext", ...) < ("file", ...)):
    definitions, then externals, then files."""
    return ids - files + (ids < files) * nodes


def _unrank(ranks: np.ndarray, files: int, nodes: int) -> np.ndarray:
    return ranks + files - (ranks >= nodes - files) * nodes


def _kind_ranks() -> np.ndarray:
    """Per kind code * 4 + provenance code, the pair's position in the linker's order (kind name, then
    provenance name)."""
    from ..graph import EDGE_KINDS, PROVENANCES
    kind_rank = np.argsort(np.argsort(np.array(EDGE_KINDS)))    # a kind's position among the names sorted
    prov_rank = np.argsort(np.argsort(np.array(PROVENANCES)))
    out = np.zeros(8 * 4, dtype=np.int64)
    for k in range(len(EDGE_KINDS)):
        for p in range(len(PROVENANCES)):
            out[k * 4 + p] = kind_rank[k] * 4 + prov_rank[p]
    return out


def _edge_keys(src_rank, dst, kind, prov, files: int, nodes: int) -> np.ndarray:
    """The linker's sort key of each edge (source, destination, kind name, provenance name) as one int64;
    sources as ranks (`_rank`)."""
    return (src_rank * nodes + _rank(dst, files, nodes)) * 32 + _kind_ranks()[kind * 4 + prov]


def edge_order(rows: np.ndarray, files: int, nodes: int) -> np.ndarray:
    """The order that sorts (n, 6) edge rows (node ids and codes) as `Linker.link` sorts its edge tuples (source,
    destination, kind name, provenance name: `_edge_keys`), by one int64 key per edge; np.lexsort over the ranks
    for a graph of MAX_KEYED_NODES nodes or more, whose key would not fit."""
    src, dst, kind, prov = (np.ascontiguousarray(rows[:, j]) for j in range(4))
    if nodes < MAX_KEYED_NODES:
        return np.argsort(_edge_keys(_rank(src, files, nodes), dst, kind, prov, files, nodes), kind="stable")
    return np.lexsort((_kind_ranks()[kind * 4 + prov], _rank(dst, files, nodes), _rank(src, files, nodes)))


def encode_edges(rows, files: int, nodes: int):
    """The `edges` section's records from (src_id, dst_id, kind_code, provenance_code, count, line) rows (or an
    (n, 6) integer array of them), in the graph's edge order; `files`, `nodes`: the graph's file and node counts.
    When the rows hold exactly one `contains` edge per definition, each once (scope, count 1), and are sorted by
    the linker's key (`_edge_keys`, strictly rising), the `contains` edges are stored as one record of two
    columns in definition order — where the definition's parent is (`code`: d > 0 for the definition d rows
    back, −k ≤ 0 for the file k files after the previous file parent's) and the line (zigzag-coded difference
    from the previous definition's) — and a reader puts them back in place by that key. Otherwise every edge is
    stored in the chunks (header "contains": 0). Chunks hold the other edges as byte planes: sources as
    zigzag-coded differences of their rank (`_rank`), destinations as `_dst_column` picks (plain u32 or
    differences within a source), kind * 4 + provenance in one byte (since 12.0: they go together), counts, and
    lines as the zigzag-coded difference from the previous edge's of the same source (the first: from the
    source definition's line, 0 for a file), then how the destinations are stored."""
    a = np.asarray(rows if isinstance(rows, np.ndarray) else list(rows), dtype=np.int64).reshape(-1, 6)
    # the six columns made contiguous once: every step below reads whole columns (of the (n, 6) rows, each a
    # strided view that reads the rows' 48 bytes per value)
    cols = np.ascontiguousarray(a.T)
    src, dst, kind, prov, count, line = cols
    contains = kind == CONTAINS
    c_dst = dst[contains]
    n_defs = int(contains.sum())
    implicit = bool(n_defs and nodes < MAX_KEYED_NODES and src.min() >= 0 and dst.min() >= 0 and
                    src.max() < nodes and dst.max() < nodes and kind.max() < 8 and prov.max() < 4 and
                    kind.min() >= 0 and prov.min() >= 0)
    if implicit:
        order = c_dst - files
        implicit = bool(np.array_equal(np.sort(order), np.arange(n_defs)) and order.max() < nodes - files and
                        not prov[contains].any() and (count[contains] == 1).all())
    if implicit:
        keys = _edge_keys(_rank(src, files, nodes), dst, kind, prov, files, nodes)
        implicit = bool((np.diff(keys) > 0).all())
    def_line = None
    if implicit:
        c_src = np.empty(n_defs, dtype=np.int64)
        c_line = np.empty(n_defs, dtype=np.int64)
        c_src[order] = src[contains]
        c_line[order] = line[contains]
        nodes_of = np.arange(n_defs, dtype=np.int64) + files
        code = nodes_of - c_src                                # > 0: a definition earlier
        top = c_src < files
        parents = c_src[top]
        code[top] = -np.diff(parents, prepend=0)               # <= 0: a file, as a step from the previous one
        implicit = bool((code[~top] > 0).all() and (code[top] <= 0).all())
        def_line = c_line
    yield {"files": files, "nodes": nodes, "contains": n_defs if implicit else 0}
    if implicit:
        yield [planes(_zigzag(code), "<u4"), planes(_zigzag(np.diff(def_line, prepend=0)), "<u4")]
        cols = cols[:, ~contains]
    else:
        def_line = None
    for at in range(0, cols.shape[1], CHUNK):
        yield _edge_chunk(cols[:, at:at + CHUNK], files, nodes, def_line)


def _line_bases(src: np.ndarray, files: int, def_line) -> np.ndarray:
    """Per edge, the line its own is stored against: the previous edge's when it has the same source, else its
    source definition's (`def_line`, when the `contains` edges give it) or 0."""
    base = np.zeros(len(src), dtype=np.int64)
    if def_line is not None and len(src):
        is_def = (src >= files) & (src - files < len(def_line))
        base[is_def] = def_line[src[is_def] - files]
    return base


def _edge_chunk(cols: np.ndarray, files: int, nodes: int, def_line) -> list:
    """A chunk of the edges but the `contains` ones stored apart, from their six columns ((6, n): src ... line)."""
    src, dst, kind, prov, count, line = cols
    first = np.ones(len(src), dtype=bool)
    first[1:] = src[1:] != src[:-1]
    prev = np.empty_like(line)
    prev[1:] = line[:-1]
    prev = np.where(first, _line_bases(src, files, def_line), prev)
    rank = _rank(src, files, nodes)
    dst_col, how = _dst_column(src, dst, first)
    if len(prov) and (prov.min() < 0 or prov.max() > 3):
        raise OverflowError("a provenance code past 3")
    return [len(src), planes(_zigzag(np.diff(rank, prepend=0)), "<u4"), dst_col, planes(kind * 4 + prov, "u1"),
            planes(count, "<u4"), planes(_zigzag(line - prev), "<u4"), how]


# How a chunk stores its destinations (since 12.0), whichever compresses smaller: plain u32 node ids (a callee
# that recurs is a recurring 4-byte string: saleor), or differences as zigzag-coded u32 byte planes, from the
# previous edge's destination when it has the same source, else from the source's node id (a source's
# destinations rise: synth-1m's many distinct callees and imported names, 1.47 -> 1.13 MB).
DST_PLAIN, DST_DELTAS = 0, 1
# The pick compresses both at zstd level 1 (level 3 until 2026-11-30: the same pick on every chunk of saleor and
# synth-1m, 0.05 CPU-s less on synth-1m's 16 chunks).
_PICK = zstandard.ZstdCompressor(level=1)


def _dst_column(src: np.ndarray, dst: np.ndarray, first: np.ndarray) -> tuple[bytes, int]:
    """A chunk's destinations as stored and how (DST_PLAIN / DST_DELTAS): the smaller of the two once
    compressed (zstd level 1, a few ms per chunk)."""
    plain = _u32(dst)
    if len(dst) < 2:
        return plain, DST_PLAIN
    prev = np.empty_like(dst)
    prev[1:] = dst[:-1]
    zz = _zigzag(dst - np.where(first, src, prev))
    if zz.max() > 0xFFFFFFFF:
        return plain, DST_PLAIN
    deltas = planes(zz, "<u4")
    if len(_PICK.compress(deltas)) < len(_PICK.compress(plain)):
        return deltas, DST_DELTAS
    return plain, DST_PLAIN


def _runs(values: np.ndarray, firsts: np.ndarray) -> np.ndarray:
    """Running sums of `values` that restart at each index in `firsts` (which holds 0)."""
    run = np.cumsum(values)
    return run - np.repeat(run[firsts] - values[firsts], np.diff(np.append(firsts, len(values))))


def _u32(values: np.ndarray) -> bytes:
    if len(values) and (values.min() < 0 or values.max() > 0xFFFFFFFF):
        raise OverflowError("column value out of the range of <u4")
    return values.astype("<u4").tobytes()


def decode_edges(records, files: int | None = None, nodes: int | None = None) -> list:
    """The `edges` section as six int64 numpy arrays: src, dst, kind, provenance, count, line, in the graph's
    edge order (`encode_edges` undone: the `contains` edges put back in place by the linker's key). `files`,
    `nodes`: the snapshot's counts, which the section's header must give (None: not checked)."""
    records = iter(records)
    header = next(records, None)
    if header is None:   # a section without records: no edges
        return [np.zeros(0, dtype=np.int64) for _ in range(6)]
    if not isinstance(header, dict) or not all(isinstance(header.get(k), int) and header[k] >= 0
                                               for k in ("files", "nodes", "contains")):
        raise ValueError("edge header of the wrong shape")
    if (files is not None and header["files"] != files) or (nodes is not None and header["nodes"] != nodes):
        raise ValueError("the edges are not those of the snapshot's nodes")
    files, nodes, n_defs = header["files"], header["nodes"], header["contains"]
    def_line = c_src = None
    if n_defs:
        rec = next(records, None)
        if not isinstance(rec, list) or len(rec) != 2 or files + n_defs > nodes:
            raise ValueError("contains record of the wrong shape")
        code = _unzigzag(unplanes(rec[0], n_defs, "<u4"))
        def_line = np.cumsum(_unzigzag(unplanes(rec[1], n_defs, "<u4")))
        node = np.arange(n_defs, dtype=np.int64) + files
        top = code <= 0
        c_src = node - code
        c_src[top] = np.cumsum(-code[top])
        if (c_src < 0).any() or (c_src >= nodes).any():
            raise ValueError("a contains edge out of the nodes")
    ranks, dsts, kinds, provs, counts, deltas, starts = [], [], [], [], [], [], []
    n = 0
    for rec in records:
        if not isinstance(rec, list) or len(rec) != 7 or not isinstance(rec[0], int) or rec[0] < 0 or \
                rec[6].__class__ is not int or rec[6] not in (DST_PLAIN, DST_DELTAS):
            raise ValueError("edge record of the wrong shape")
        k = rec[0]
        rank = np.cumsum(_unzigzag(unplanes(rec[1], k, "<u4")))   # each chunk's differences start from 0
        ranks.append(rank)
        if rec[6] == DST_PLAIN:
            if not isinstance(rec[2], bytes) or len(rec[2]) != 4 * k:
                raise ValueError("column of the wrong length")
            dsts.append(np.frombuffer(rec[2], dtype="<u4").astype(np.int64))
        else:
            d = _unzigzag(unplanes(rec[2], k, "<u4"))
            firsts = np.flatnonzero(np.diff(rank, prepend=-1))
            d[firsts] += _unrank(rank[firsts], files, nodes)
            dsts.append(_runs(d, firsts))
        kind_prov = unplanes(rec[3], k, "u1")   # kind * 4 + provenance (since 12.0)
        kinds.append(kind_prov >> 2)
        provs.append(kind_prov & 3)
        counts.append(unplanes(rec[4], k, "<u4"))
        deltas.append(unplanes(rec[5], k, "<u4"))
        starts.append(n)
        n += k
    if n:
        rank, dst, kind, prov, count, delta = (np.concatenate(c) for c in (ranks, dsts, kinds, provs, counts, deltas))
        delta = _unzigzag(delta)
    else:
        rank, dst, kind, prov, count, delta = (np.zeros(0, dtype=np.int64) for _ in range(6))
    if n and (rank.min() < 0 or rank.max() >= nodes):
        raise ValueError("an edge source out of the nodes")
    if n and dst.min() < 0:
        raise ValueError("an edge destination out of the nodes")
    src = _unrank(rank, files, nodes)
    # lines: a running sum that restarts, from its base, at each source's first edge (and each chunk's first)
    first = np.ones(n, dtype=bool)
    first[1:] = rank[1:] != rank[:-1]
    first[starts] = True
    firsts = np.flatnonzero(first)
    if def_line is not None:
        delta[firsts] += _line_bases(src[firsts], files, def_line)
    run = np.cumsum(delta)
    line = run - np.repeat(run[firsts] - delta[firsts], np.diff(np.append(firsts, n)))
    cols = [src, dst, kind, prov, count, line]
    if not n_defs:
        return cols
    c_rank = _rank(c_src, files, nodes)
    c_dst = np.arange(n_defs, dtype=np.int64) + files
    zeros = np.zeros(n_defs, dtype=np.int64)
    c_keys = _edge_keys(c_rank, c_dst, zeros, zeros, files, nodes)
    order = np.argsort(c_keys, kind="stable")
    at = np.searchsorted(_edge_keys(rank, dst, kind, prov, files, nodes), c_keys[order]) + np.arange(n_defs)
    # where each edge goes: the others keep their order around the contains edges put in at `at`
    take = np.empty(n + n_defs, dtype=np.int64)
    rest = np.ones(n + n_defs, dtype=bool)
    rest[at] = False
    take[rest] = np.arange(n, dtype=np.int64)
    take[at] = order + n
    ones = np.ones(n_defs, dtype=np.int64)
    return [np.concatenate((col, c_col))[take] for col, c_col in
            zip(cols, (c_src, c_dst, zeros, zeros, ones, def_line), strict=True)]


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
