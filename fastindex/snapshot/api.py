"""Read a snapshot back: `fastindex.open(path)` -> Snapshot with files, definitions, edges and the graph."""
from __future__ import annotations

import operator
from collections.abc import Iterator
from functools import cached_property
from itertools import tee

from ..gcpause import no_gc
from ..graph import EdgeColumns, NodeIndex, NodeView, graph_from_columns
from ..map.table import Definition, FileTable
from . import SnapshotError, SnapshotReader
from .codec import (
    DEFINITION_FIELDS,
    UNRESOLVED_REASONS,
    DefinitionColumns,
    FileChunkColumns,
    FileColumns,
    FileEntry,
    ReferenceSites,
    UnresolvedIndex,
    check_heads,
    decode_docs,
    decode_edges,
    decode_file,
    decode_file_chunks,
    decode_file_columns,
    decode_files,
    decode_strings,
    decode_unresolved,
    decode_unresolved_arrays,
    decode_unresolved_names,
    definition_chunks,
    definition_columns,
    definitions_from_columns,
    iter_file_heads,
    iter_local_columns,
    iter_reference_columns,
    join_table,
    split_strings,
)


def _decoded(reader: SnapshotReader, name: str, build):
    """Objects built from a section's records; records of the wrong shape are a corrupt snapshot."""
    try:
        with no_gc():
            return build(reader.records(name))
    except (TypeError, ValueError, IndexError, KeyError) as exc:
        raise SnapshotError(f"{reader.path}: section {name!r} has malformed records "
                            f"({type(exc).__name__})") from None


def _guarded(path: str, name: str, build):
    """`build()`, with records of the wrong shape reported as a corrupt snapshot (as in `_decoded`)."""
    try:
        with no_gc():
            return build()
    except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
        raise SnapshotError(f"{path}: section {name!r} has malformed records "
                            f"({type(exc).__name__})") from None


class _Strings:
    """The `strings` section, decoded when first called for, by the Snapshot or by the column objects it made
    (DefinitionColumns, ReferenceSites, NodeView), which hold this rather than the Snapshot. What a Snapshot
    caches must not hold the Snapshot: that is a reference cycle, which only the cyclic collector frees, and
    an `Index(freeze=True)` freezes what it loaded out of the collector's reach (gc.freeze), so a snapshot dropped
    without close() kept its file open until the process ended. Without cycles it is freed, and its file closed, as
    soon as the last reference to it (or to a column object that may still read a section) goes."""

    __slots__ = ("_reader", "_value")

    def __init__(self, reader: SnapshotReader) -> None:
        self._reader: SnapshotReader | None = reader
        self._value: list[str] | None = None

    def __call__(self) -> list[str]:
        value = self._value
        if value is None:
            reader = self._reader
            if reader is None:   # another thread decoded it meanwhile
                return self._value
            value = self._value = _decoded(reader, "strings", decode_strings)
            self._reader = None   # the file is not needed for it again
        return value


def _definition_column(defs: DefinitionColumns, path: str, field: str) -> list:
    if field not in DEFINITION_FIELDS:
        raise KeyError(field)
    return _guarded(path, "definitions", lambda: defs.column(field))


class Snapshot:
    """A snapshot file, opened once: every section is read, when first asked for, from the file opened here
    (`SnapshotReader`), so a snapshot re-indexed in place (a new file renamed over the path) does not change
    what an open `Snapshot` answers. It holds one open file until `close()` (or the end of a `with` block), or
    until it is garbage: when the last reference to it, and to the lazy views it gave (`nodes`,
    `reference_sites`: they may still read a section), goes. Nothing it caches refers back to it (`_Strings`),
    so that happens at once, also under an `Index(freeze=True)`'s gc.freeze()."""

    def __init__(self, path: str) -> None:
        self.path = path
        r = self._reader = SnapshotReader(path)
        try:
            meta = r.records("meta")
            if meta and not isinstance(meta[0], dict):
                raise SnapshotError(f"{path}: section 'meta' has malformed records")
        except BaseException:
            r.close()
            raise
        self.format_version = r.version
        self.section_names = frozenset(r.sections)
        self.meta: dict = meta[0] if meta else {}
        self._strings = _Strings(r)

    def close(self) -> None:
        """Release the open file; reading a section not read yet then raises SnapshotError."""
        self._reader.close()

    def verify(self) -> None:
        """Check every section against its checksum now, not as each is first read (SnapshotError for a corrupt
        file): what a long-lived reader does at start-up."""
        self._reader.verify()

    @property
    def closed(self) -> bool:
        return self._reader.closed

    def __enter__(self) -> Snapshot:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _records(self, name: str) -> list:
        return self._reader.records(name)

    def _decode(self, name: str, build):
        """Build objects from a section's records; records of the wrong shape are a corrupt snapshot."""
        return _decoded(self._reader, name, build)

    @cached_property
    def entries(self) -> list[FileEntry]:
        """The files with their definitions, imports and exports, without reference sites and locals: all
        that the graph and most queries need, and a fraction of the decoding cost of `files`."""
        heads, cols, docs, strings = self.file_heads, self.definition_columns, self.docs_column, self.strings
        try:
            with no_gc():
                return decode_files(heads, definitions_from_columns(cols, docs), strings)
        except (TypeError, ValueError, IndexError, KeyError) as exc:
            raise SnapshotError(f"{self.path}: section 'files' has malformed records "
                                f"({type(exc).__name__})") from None

    @cached_property
    def file_heads(self) -> list[list]:
        """The `files` section's records as stored: [path, language, digest, size, lines, parse_errors, error,
        n_definitions, def_digests, imports, exports, package, constraint] per file (imports and exports as the stored
        columns)."""
        return self._decode("files", lambda records: check_heads(list(iter_file_heads(records))))

    @cached_property
    def file_chunks(self) -> FileChunkColumns:
        """The `files` section as whole columns, the imports and exports not cut per file
        (`codec.FileChunkColumns`): what an incremental run's kept tables are read from (`stored.StoredTables`).
        Gives `file_columns` too, without reading the section again."""
        cols = self._decode("files", decode_file_chunks)
        fields = cols.fields
        self.__dict__.setdefault("file_columns", FileColumns(fields[0], fields[1], fields[2], fields[7]))
        return cols

    @cached_property
    def file_columns(self) -> FileColumns:
        """Per file its path, language, digest and number of definitions (`codec.FileColumns`), read from the
        `files` section without building its imports, exports and definition digests: what the graph and the
        query index need of the files."""
        return self._guarded("files", lambda: decode_file_columns(*self._data("files")))

    def _data(self, name: str) -> tuple[bytes, int | None]:
        r = self._reader
        return r.data(name), r.sections[name].get("records")

    def _guarded(self, name: str, build):
        """`build()`, with records of the wrong shape reported as a corrupt snapshot (as in `_decode`)."""
        return _guarded(self.path, name, build)

    @cached_property
    def _definitions(self) -> DefinitionColumns:
        def build():
            data, records = self._data("definitions")
            return DefinitionColumns(definition_chunks(data, records), self._strings)

        cols = self._guarded("definitions", build)
        if sum(self.file_columns.counts) != len(cols):
            raise SnapshotError(f"{self.path}: section 'definitions' does not match the files' counts")
        return cols

    def definition_column(self, field: str) -> list:
        """One field of every definition (a name of `codec.DEFINITION_FIELDS`: name, qualname, kind,
        start_line ...), in node order (definition j is node `len(files) + j`), decoded when first asked and
        kept: a reader pays only for the fields it reads (`definition_columns` gives all of them)."""
        return _definition_column(self._definitions, self.path, field)

    def definition(self, j: int) -> Definition:
        """Definition j of the snapshot (node `len(files) + j`) as a record, its fields read from the columns
        without decoding a column it alone needs (signature, type text, name)."""
        j = operator.index(j)   # negative j counts from the end, as for a sequence
        if j < 0:
            j += len(self._definitions)
        d = self._definition_cache.get(j)
        if d is None:
            defs = self._definitions
            if not 0 <= j < len(defs):
                raise IndexError("definition out of range")
            docs = self.docs_column
            d = self._definition_cache[j] = self._guarded("definitions", lambda: Definition._make(
                defs.fields(DEFINITION_FIELDS, j) + [docs[j] if docs is not None else ""]))
        return d

    def definition_value(self, field: str, j: int):
        """One field of definition j (as `definition_column(field)[j]`), read from its record when the column is
        not decoded: for readers that need a field of a few thousand definitions, not of all."""
        if field not in DEFINITION_FIELDS:
            raise KeyError(field)
        defs = self._definitions
        if not 0 <= j < len(defs):
            raise IndexError("definition out of range")
        try:
            return defs.value(field, j)
        except (TypeError, ValueError, IndexError, KeyError) as exc:
            raise SnapshotError(f"{self.path}: section 'definitions' has malformed records "
                                f"({type(exc).__name__})") from None

    def definition_values(self, field: str, js):
        """A field of the definitions `js` (an int array) as a numpy array (int64 for the integer fields, else of
        objects), each record's values made into an array once (`codec.DefinitionColumns.values`): for readers
        that sort a few thousand definitions by line, or look at their kinds, without a call per definition."""
        if field not in DEFINITION_FIELDS:
            raise KeyError(field)
        defs = self._definitions
        try:
            return defs.values(field, js)
        except (TypeError, ValueError, KeyError) as exc:
            raise SnapshotError(f"{self.path}: section 'definitions' has malformed records "
                                f"({type(exc).__name__})") from None

    @cached_property
    def _definition_cache(self) -> dict:
        return {}

    @cached_property
    def definition_columns(self) -> list[list]:
        """The `definitions` section as its columns, in node order (definition j of the snapshot is node
        `len(files) + j`): [name, qualname, kind, start_line, end_line, start_byte, end_byte, name_line,
        name_col, signature, exported, parent, local, type_text] — decoded once and without a record per
        definition (`entries` builds the records from it; `definition_column` gives one of them)."""
        return [self.definition_column(f) for f in DEFINITION_FIELDS]

    @cached_property
    def docs_column(self) -> list[str] | None:
        """Each definition's doc in node order, or None for a snapshot without a `docs` section (3.0)."""
        if "docs" not in self.section_names:
            return None
        n = len(self._definitions)

        def build(records):
            docs = decode_docs(records)
            if len(docs) != n:
                raise ValueError("docs do not match the definitions")
            return docs

        return self._decode("docs", build)

    @cached_property
    def strings(self) -> list[str]:
        """The `strings` section: the names, receivers, type texts and import specifiers that `files`,
        `references` and `locals` refer to by position."""
        return self._strings()

    @cached_property
    def files(self) -> list[FileTable]:
        """The complete per-file symbol tables, as the map phase produced them."""
        entries, ref_cols, strings = self.entries, self.reference_columns, self.strings
        return self._decode("locals", lambda rows: [
            join_table(e, refs, locs)
            for e, refs, locs in zip(entries, ref_cols, iter_local_columns(rows, strings, ref_cols), strict=True)])

    def iter_files(self) -> Iterator[FileTable]:
        """The complete per-file tables one at a time, each decoded as it is read: a consumer streaming a large
        snapshot holds one table (and the sections' compressed bytes), where `files` builds them all."""
        strings = self.strings
        r = self._reader
        heads, refs, locs = (r.iter_records(name) for name in ("files", "references", "locals"))
        heads = iter_file_heads(heads)
        definitions = self._iter_definitions(r)
        refs, refs_for_locals = tee(iter_reference_columns(refs, strings))   # locals' type texts point into them
        return self._guard("files", self._join(heads, definitions, refs,
                                               iter_local_columns(locs, strings, refs_for_locals), strings))

    def iter_definitions(self) -> Iterator[tuple[str, Definition]]:
        """(path, Definition) for every definition, file by file, decoded as it is read."""
        r = self._reader
        heads = iter_file_heads(r.iter_records("files"))
        definitions = self._iter_definitions(r)

        def pairs():
            for head in heads:
                for _ in range(head[7]):
                    yield head[0], next(definitions)

        return self._guard("definitions", pairs())

    def iter_edges(self) -> Iterator[tuple]:
        """The edges as `edges` gives them, one tuple at a time (the section is decoded at once: its `contains`
        edges go back in place among the others)."""
        chunks = self._reader.iter_records("edges")

        def rows():   # the `contains` edges are put back among the others: the section is decoded at once
            yield from EdgeColumns(*decode_edges(chunks)).rows()

        return self._guard("edges", rows())

    def _iter_definitions(self, r: SnapshotReader) -> Iterator[Definition]:
        chunks = r.iter_records("definitions")
        docs = r.iter_records("docs") if r.has("docs") else None
        strings = self.strings

        def rows():
            for chunk in chunks:
                doc_col = split_strings(next(docs)[0]) if docs is not None else [""] * len(chunk[1])
                yield from map(Definition._make, zip(*definition_columns(chunk, strings), doc_col, strict=True))

        return rows()

    @staticmethod
    def _join(heads, definitions, refs, locs, strings) -> Iterator[FileTable]:
        for head, ref_cols, loc_cols in zip(heads, refs, locs, strict=True):
            entry = decode_file(head, [next(definitions) for _ in range(head[7])], strings)
            yield join_table(entry, ref_cols, loc_cols)

    def _guard(self, name: str, rows):
        """Records of the wrong shape met while iterating are a corrupt snapshot, as in `_decode`."""
        try:
            yield from rows
        except (TypeError, ValueError, IndexError, KeyError, StopIteration, RuntimeError) as exc:
            raise SnapshotError(f"{self.path}: section {name!r} has malformed records "
                                f"({type(exc).__name__})") from None

    @cached_property
    def reference_columns(self) -> list:
        """The `references` section per file (in `files` order), as the columns
        [names, kinds (codes into REFERENCE_KINDS), receivers, scopes, line_deltas, cols]."""
        strings = self.strings
        return self._decode("references", lambda rows: list(iter_reference_columns(rows, strings)))

    @cached_property
    def reference_sites(self) -> ReferenceSites:
        """The `references` section indexed for reading a few files' or a few sites' fields
        (`codec.ReferenceSites`): what a question about one symbol needs, without decoding every site."""
        files = len(self.file_columns.paths)

        def build():
            r = self._reader
            frames = r.frames("references")
            if frames is None:   # written as one frame: one part, read whole
                data = r.data("references")
                return ReferenceSites([(files, lambda: data)], self._strings, files)

            def load(frame):
                return lambda: r.frame_data("references", frame)   # decompresses; the file is not read again

            return ReferenceSites([(n, load(frame)) for frame, n in frames], self._strings, files)

        return self._guarded("references", build)

    @cached_property
    def unresolved_sites(self) -> tuple[list[int], list[int], list[int]]:
        """The `unresolved` section as three columns, sorted by file: file ids (`files` order), indices into
        the file's reference sites, reason codes (into UNRESOLVED_REASONS). `unresolved` gives the same sites
        as tuples; this form builds nothing per site."""
        return tuple(a.tolist() for a in self.unresolved_arrays)

    @cached_property
    def unresolved_arrays(self):
        """`unresolved_sites` as three numpy int64 arrays (what the query index reads)."""
        return self._decode("unresolved", decode_unresolved_arrays)

    @cached_property
    def unresolved_index(self) -> UnresolvedIndex:
        """The `unresolved` section indexed for reading a few files' or a few sites' fields
        (`codec.UnresolvedIndex`): what a question about one symbol needs, without making arrays of every site."""
        files = len(self.file_columns.paths)
        return self._decode("unresolved", lambda records: UnresolvedIndex(records, files))

    @cached_property
    def unresolved_names(self):
        """One int64 per 'unknown' site of `unresolved_arrays` (in its order): the site's name as a string id when
        some definition has that name, else -1 (the `unresolved_names` section). Looking unknown sites up by a
        definition's name reads this alone."""
        unknown = int((self.unresolved_index.reasons == UNRESOLVED_REASONS.index("unknown")).sum())
        strings = len(self.strings)
        return self._decode("unresolved_names", lambda records: decode_unresolved_names(records, unknown, strings))

    @property
    def has_sources(self) -> bool:
        """Whether the snapshot embeds the indexed files' contents (`fastindex index --with-source`)."""
        return "sources" in self.section_names

    def source(self, path: str) -> bytes | None:
        """A file's bytes as they were indexed, from the snapshot itself; None when the snapshot has no sources
        (see `has_sources`), the path was not indexed, or the file could not be embedded."""
        return self._sources.get(path) if self.has_sources else None

    @cached_property
    def _sources(self) -> dict[str, bytes | None]:
        paths = [e.path for e in self.entries]

        def build(rows):
            if len(rows) != len(paths) or not all(r is None or isinstance(r, bytes) for r in rows):
                raise ValueError("sources do not match the files")
            return dict(zip(paths, rows, strict=True))

        return self._decode("sources", build)

    @cached_property
    def externals(self) -> list[str]:
        return self._records("externals")

    @cached_property
    def edge_columns(self) -> EdgeColumns:
        """The `edges` section as columns (`fastindex.graph.EdgeColumns`): edge i is the graph's edge payload i."""
        size = self.node_count

        def build(records):
            edges = EdgeColumns(*decode_edges(records, len(self.file_columns.paths), size))
            edges.check(size)
            return edges

        return self._decode("edges", build)

    @cached_property
    def edges(self) -> list[tuple]:
        """(src_id, dst_id, kind, provenance, count, first_line) with node ids as in `nodes`, one tuple per edge
        (built from `edge_columns` when first asked)."""
        with no_gc():
            return self.edge_columns.rows()

    def edge(self, i: int) -> dict:
        """Edge i (a graph edge's payload) as {src, dst, kind, provenance, count, line}."""
        return self.edge_columns.payload(i)

    @property
    def node_count(self) -> int:
        """Files + definitions + externals: graph node ids run from 0 to node_count - 1."""
        return len(self.file_columns.paths) + sum(self.file_columns.counts) + len(self.externals)

    @cached_property
    def unresolved(self) -> list[tuple]:
        """(path, scope, name, receiver, kind, line, reason) for reference sites with no definition."""
        paths = [e.path for e in self.entries]
        ref_cols = self.reference_columns
        return self._decode("unresolved", lambda rows: decode_unresolved(rows, paths, ref_cols))

    @cached_property
    def problems(self) -> list[dict]:
        return self._records("problems")

    @cached_property
    def nodes(self) -> NodeView:
        """The node payloads by node id, as dicts ({"type": "file" | "definition" | "external", ...}; see
        `fastindex.graph.NodeView`): a sequence whose dicts are built when first asked, from the columns."""
        fc = self.file_columns
        defs, path = self._definitions, self.path   # the view holds these, not the Snapshot (see _Strings)

        def column(field: str) -> list:
            return _definition_column(defs, path, field)

        def fields(names: tuple, j: int) -> list:   # a node's fields, read from its record
            try:
                return defs.fields(names, j)
            except (TypeError, ValueError, IndexError, KeyError) as exc:
                raise SnapshotError(f"{path}: section 'definitions' has malformed records "
                                    f"({type(exc).__name__})") from None

        return NodeView(fc.paths, fc.languages, fc.counts, column, fields, self.externals)

    @cached_property
    def node_index(self) -> NodeIndex:
        return NodeIndex(self.entries, self.externals)

    def graph(self, reverse: bool = False):
        """The rustworkx PyDiGraph, built on demand from the file counts and the edge columns (a new graph per
        call). A node's payload is its id (`nodes[i]` gives its fields as a dict), an edge's its index
        (`edge(i)` or `g.attrs.payload(i)` give its fields): building it decodes no definition.
        `reverse`: every edge turned around, for walks over dependents."""
        edges = self.edge_columns
        with no_gc():
            return graph_from_columns(self.node_count, edges, reverse)

    @cached_property
    def search(self):
        """The lexical index (`fastindex.search.lexical.LexicalIndex`), or None for a snapshot written without
        one (before format 3.1). Needs numpy and bm25s, imported only here."""
        if "search" not in self.section_names:
            return None
        from ..search.lexical import TOKENIZER, LexicalIndex

        def build(records):
            made_with = records[0].get("tokenizer") if records and isinstance(records[0], dict) else None
            if made_with != TOKENIZER:
                raise SnapshotError(f"{self.path}: search index built with tokenizer {made_with!r}; this fastindex "
                                    f"reads {TOKENIZER!r}: re-index the repository")
            return LexicalIndex.from_records(records)

        return self._decode("search", build)

    @property
    def report(self) -> dict:
        return self.meta.get("report", {})


def open_snapshot(path: str) -> Snapshot:
    return Snapshot(path)
