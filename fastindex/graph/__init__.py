"""The code graph as a rustworkx directed graph.

Node ids are dense and deterministic: files sorted by path, then each file's definitions in order, then
external modules sorted by name. Node payloads are dicts; edge payloads are dicts with kind, provenance,
count (sites linked) and the first line.
"""
from __future__ import annotations

import rustworkx as rx

# Codes are stored in snapshots: append, never reorder. "instantiates" links `new X()` / `X()` to X's constructor.
EDGE_KINDS = ("contains", "imports", "calls", "references", "inherits", "implements", "instantiates")
PROVENANCES = ("scope", "inferred", "heuristic")


class NodeIndex:
    """Maps ("file", path) / ("def", path, i) / ("ext", module) keys to dense node ids and back."""

    def __init__(self, files: list, externals: list[str]) -> None:
        self.file_ids: dict[str, int] = {}
        self.def_base: dict[str, int] = {}
        n = len(files)
        for i, f in enumerate(files):
            self.file_ids[f.path] = i
        for f in files:
            self.def_base[f.path] = n
            n += len(f.definitions)
        self.ext_ids = {name: n + i for i, name in enumerate(externals)}
        self.size = n + len(externals)

    def id_of(self, key: tuple) -> int:
        kind = key[0]
        if kind == "def":
            return self.def_base[key[1]] + key[2]
        if kind == "file":
            return self.file_ids[key[1]]
        return self.ext_ids[key[1]]


def node_payloads(files: list, externals: list[str]) -> list[dict]:
    nodes: list[dict] = [{"type": "file", "path": f.path, "language": f.language} for f in files]
    for f in files:
        for d in f.definitions:
            nodes.append({"type": "definition", "path": f.path, "name": d.name, "qualname": d.qualname,
                          "kind": d.kind, "line": d.start_line, "end_line": d.end_line, "local": d.local,
                          "exported": d.exported})
    nodes.extend({"type": "external", "name": name} for name in externals)
    return nodes


def build_graph(files: list, externals: list[str], edges) -> rx.PyDiGraph:
    """edges: iterable of (src_id, dst_id, kind, provenance, count, line) with string kind/provenance."""
    g = rx.PyDiGraph(multigraph=True)
    g.add_nodes_from(node_payloads(files, externals))
    g.add_edges_from([(s, d, {"kind": k, "provenance": p, "count": c, "line": ln}) for s, d, k, p, c, ln in edges])
    return g
