"""Read a snapshot back: `fastindex.open(path)` -> Snapshot with files, definitions, edges and the graph."""
from __future__ import annotations

from functools import cached_property

from ..gcpause import no_gc
from ..graph import EDGE_KINDS, PROVENANCES, NodeIndex, build_graph, node_payloads
from ..map.table import FileTable
from . import SnapshotError, SnapshotReader
from .codec import UNRESOLVED_REASONS, decode_columns, decode_table


class Snapshot:
    def __init__(self, path: str) -> None:
        self.path = path
        with SnapshotReader(path) as r:
            meta = r.records("meta")
            self._reader_path = path
            self.format_version = r.version
        if meta and not isinstance(meta[0], dict):
            raise SnapshotError(f"{path}: section 'meta' has malformed records")
        self.meta: dict = meta[0] if meta else {}

    def _records(self, name: str) -> list:
        with SnapshotReader(self._reader_path) as r:
            return r.records(name)

    def _decode(self, name: str, build):
        """Build objects from a section's records; records of the wrong shape are a corrupt snapshot."""
        try:
            with no_gc():
                return build(self._records(name))
        except (TypeError, ValueError, IndexError, KeyError) as exc:
            raise SnapshotError(f"{self.path}: section {name!r} has malformed records "
                                f"({type(exc).__name__})") from None

    @cached_property
    def files(self) -> list[FileTable]:
        digests = self._optional_records("digests")

        def build(rows):
            if digests is not None and len(digests) != len(rows):
                raise ValueError("digests and files differ in length")
            return [decode_table(row, digests[i] if digests is not None else b"") for i, row in enumerate(rows)]

        return self._decode("files", build)

    def _optional_records(self, name: str) -> list | None:
        """A section added by a minor format version: None when this snapshot predates it."""
        with SnapshotReader(self._reader_path) as r:
            return r.records(name) if r.has(name) else None

    @cached_property
    def externals(self) -> list[str]:
        return self._records("externals")

    @cached_property
    def edges(self) -> list[tuple]:
        """(src_id, dst_id, kind, provenance, count, first_line) with node ids as in `nodes`."""
        return self._decode("edges", lambda rows: [(s, d, EDGE_KINDS[k], PROVENANCES[p], c, ln)
                                                   for s, d, k, p, c, ln in decode_columns(rows, 1)])

    @cached_property
    def unresolved(self) -> list[tuple]:
        """(path, scope, name, receiver, kind, line, reason) for reference sites with no definition."""
        files = self.files

        def build(rows):
            out = []
            for file_id, index, reason in decode_columns(rows, 1):
                f = files[file_id]
                r = f.references[index]
                out.append((f.path, r.scope, r.name, r.receiver, r.kind, r.line, UNRESOLVED_REASONS[reason]))
            return out

        return self._decode("unresolved", build)

    @cached_property
    def problems(self) -> list[dict]:
        return self._records("problems")

    @cached_property
    def nodes(self) -> list[dict]:
        return node_payloads(self.files, self.externals)

    @cached_property
    def node_index(self) -> NodeIndex:
        return NodeIndex(self.files, self.externals)

    def graph(self):
        """The rustworkx PyDiGraph (built on demand)."""
        files, externals, edges = self.files, self.externals, self.edges
        with no_gc():
            return build_graph(files, externals, edges)

    @property
    def report(self) -> dict:
        return self.meta.get("report", {})


def open_snapshot(path: str) -> Snapshot:
    return Snapshot(path)
