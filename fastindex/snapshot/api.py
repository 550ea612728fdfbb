"""Read a snapshot back: `fastindex.open(path)` -> Snapshot with files, definitions, edges and the graph."""
from __future__ import annotations

from functools import cached_property

from ..graph import EDGE_KINDS, PROVENANCES, NodeIndex, build_graph, node_payloads
from ..map.table import FileTable
from . import SnapshotReader


class Snapshot:
    def __init__(self, path: str) -> None:
        self.path = path
        with SnapshotReader(path) as r:
            meta = r.records("meta")
            self.meta: dict = meta[0] if meta else {}
            self._reader_path = path
            self.format_version = r.version

    def _records(self, name: str) -> list:
        with SnapshotReader(self._reader_path) as r:
            return r.records(name)

    @cached_property
    def files(self) -> list[FileTable]:
        return [FileTable.from_row(row) for row in self._records("files")]

    @cached_property
    def externals(self) -> list[str]:
        return self._records("externals")

    @cached_property
    def edges(self) -> list[tuple]:
        """(src_id, dst_id, kind, provenance, count, first_line) with node ids as in `nodes`."""
        return [(s, d, EDGE_KINDS[k], PROVENANCES[p], c, ln) for s, d, k, p, c, ln in self._records("edges")]

    @cached_property
    def unresolved(self) -> list[tuple]:
        """(path, scope, name, receiver, kind, line, reason) for reference sites with no definition."""
        return [tuple(r) for r in self._records("unresolved")]

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
        return build_graph(self.files, self.externals, self.edges)

    @property
    def report(self) -> dict:
        return self.meta.get("report", {})


def open_snapshot(path: str) -> Snapshot:
    return Snapshot(path)
