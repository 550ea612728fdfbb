"""The code graph as a rustworkx directed graph.

Node ids are dense and deterministic: files sorted by path, then each file's definitions in order, then
external modules sorted by name. A node's payload is its id and an edge's payload is its position in the edge
list (ints: `snapshot.nodes[i]` gives a node's fields as a dict, `snapshot.edge(i)` / `EdgeColumns.payload(i)`
an edge's kind, provenance, count of sites and first line), so a million-edge graph is built without a payload
object per node or edge.
"""
from __future__ import annotations

import operator
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, chain

import numpy as np  # rustworkx depends on numpy: always installed with it
import rustworkx as rx

# Codes are stored in snapshots: append, never reorder. "instantiates" links `new X()` / `X()` to X's constructor.
EDGE_KINDS = ("contains", "imports", "calls", "references", "inherits", "implements", "instantiates")
PROVENANCES = ("scope", "inferred", "heuristic")
KIND_CODE = {k: i for i, k in enumerate(EDGE_KINDS)}
PROV_CODE = {p: i for i, p in enumerate(PROVENANCES)}


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
        self._paths = self._bases = self._ext = None   # key_of's lists, made when first asked

    def id_of(self, key: tuple) -> int:
        kind = key[0]
        if kind == "def":
            return self.def_base[key[1]] + key[2]
        if kind == "file":
            return self.file_ids[key[1]]
        return self.ext_ids[key[1]]

    def key_of(self, node: int) -> tuple:
        """id_of undone: the key of node id `node`."""
        if node < 0 or node >= self.size:
            raise IndexError(f"node {node} out of {self.size}")
        if node < len(self.file_ids):
            if self._paths is None:
                self._paths = list(self.file_ids)
            return ("file", self._paths[node])
        if self._bases is None:
            self._bases = (list(self.def_base.values()), list(self.def_base))
        bases, paths = self._bases
        if node >= self.size - len(self.ext_ids):
            if self._ext is None:
                self._ext = list(self.ext_ids)
            return ("ext", self._ext[node - (self.size - len(self.ext_ids))])
        f = bisect_right(bases, node) - 1   # the last file whose definitions start at or before it
        return ("def", paths[f], node - bases[f])


def edge_rows(files: list, edges, externals: list[str]):
    """Linker edge tuples ((src key, dst key, kind, provenance, count, line)) as node-id rows: the ends as ids of
    NodeIndex(files, externals), the kind and provenance as codes."""
    id_of = NodeIndex(files, externals).id_of
    for src, dst, kind, prov, count, line in edges:
        yield id_of(src), id_of(dst), KIND_CODE[kind], PROV_CODE[prov], count, line


def edge_array(files: list, edges: list, externals: list[str]) -> np.ndarray:
    """edge_rows as one (n, 6) int64 array, filled without a list of row tuples in between (synth-1m's 1.0M
    rows: 48 MB instead of about 160 MB of tuples and ints)."""
    n = len(edges)
    return np.fromiter(chain.from_iterable(edge_rows(files, edges, externals)), dtype=np.int64,
                       count=6 * n).reshape(n, 6)


# not counted by provenance (Linker.link counts provenance over the edges a reference site made)
_GRAPH_ONLY = (KIND_CODE["contains"], KIND_CODE["imports"])


def edge_counts(rows: np.ndarray) -> tuple[dict, dict]:
    """The link's counts "edges" (per kind) and "provenance" (per provenance, `contains` and `imports` edges
    not counted) of (n, 6) edge rows, from one count per (kind, provenance) pair."""
    pairs = np.bincount(rows[:, 2] * len(PROVENANCES) + rows[:, 3],
                        minlength=len(EDGE_KINDS) * len(PROVENANCES)).reshape(len(EDGE_KINDS), len(PROVENANCES))
    kinds = pairs.sum(axis=1)
    provs = np.delete(pairs, _GRAPH_ONLY, axis=0).sum(axis=0)
    return (dict(sorted((EDGE_KINDS[i], int(n)) for i, n in enumerate(kinds.tolist()) if n)),
            dict(sorted((PROVENANCES[i], int(n)) for i, n in enumerate(provs.tolist()) if n)))


class EdgeColumns:
    """The edges as six parallel columns, edge i at position i: `src`, `dst` (node ids), `kind` and
    `provenance` (codes into EDGE_KINDS / PROVENANCES), `count` (sites linked) and `line` (the first one).
    Edge i is the graph's edge payload i; `row(i)` / `payload(i)` build one edge's fields on demand and
    `rows()` all of them, so nothing is built per edge unless a caller asks. A column is a list (`src` ...)
    or a numpy array (`array("src")`), each made from the other when first asked."""

    NAMES = ("src", "dst", "kind", "provenance", "count", "line")
    __slots__ = ("_lists", "_arrays", "_n", "_getters")

    def __init__(self, src, dst, kind, provenance, count, line) -> None:
        cols = (src, dst, kind, provenance, count, line)
        if len({len(c) for c in cols}) != 1:
            raise ValueError("edge columns differ in length")
        self._n = len(src)
        self._lists: dict = {}
        self._arrays: dict = {}
        self._getters: tuple | None = None
        for name, col in zip(self.NAMES, cols, strict=True):
            (self._lists if isinstance(col, list) else self._arrays)[name] = col

    @classmethod
    def from_rows(cls, rows) -> EdgeColumns:
        """From (src_id, dst_id, kind, provenance, count, line) rows with string kind and provenance."""
        rows = list(rows)
        if not rows:
            return cls([], [], [], [], [], [])
        s, d, k, p, c, ln = (list(col) for col in zip(*rows, strict=True))
        return cls(s, d, [KIND_CODE[x] for x in k], [PROV_CODE[x] for x in p], c, ln)

    def _list(self, name: str) -> list:
        col = self._lists.get(name)
        if col is None:
            col = self._lists[name] = self._arrays[name].tolist()
        return col

    src = property(lambda self: self._list("src"))
    dst = property(lambda self: self._list("dst"))
    kind = property(lambda self: self._list("kind"))
    provenance = property(lambda self: self._list("provenance"))
    count = property(lambda self: self._list("count"))
    line = property(lambda self: self._list("line"))

    @property
    def indices(self) -> list[int]:
        """[0, 1, ..., len - 1]: the edges' payloads, one list shared by the graphs built from these columns."""
        idx = self._lists.get("index")
        if idx is None:
            idx = self._lists["index"] = list(range(self._n))
        return idx

    def array(self, name: str):
        """A column as a numpy int64 array (built once): for masks and sums over all edges."""
        a = self._arrays.get(name)
        if a is None:
            import numpy as np  # rustworkx depends on numpy: always installed with it
            a = self._arrays[name] = np.array(self._lists[name], dtype=np.int64)
        return a

    def __len__(self) -> int:
        return self._n

    def row(self, i: int) -> tuple:
        """(src_id, dst_id, kind, provenance, count, first_line) of edge i, kind and provenance as strings."""
        g = self._getters
        if g is None:   # a column's list where there is one, else its array (item(i) gives a Python int)
            g = self._getters = tuple(self._lists[n].__getitem__ if n in self._lists else self._arrays[n].item
                                      for n in self.NAMES)
        s, d, k, p, c, ln = g
        return s(i), d(i), EDGE_KINDS[k(i)], PROVENANCES[p(i)], c(i), ln(i)

    def payload(self, i: int) -> dict:
        """Edge i as a dict: src, dst, kind, provenance, count, line (negative i counts from the end, as for a
        sequence)."""
        i = operator.index(i)
        n = len(self.src)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("edge index out of range")
        s, d, k, p, c, ln = self.row(i)
        return {"src": s, "dst": d, "kind": k, "provenance": p, "count": c, "line": ln}

    def rows(self) -> list[tuple]:
        """Every edge as `row` gives it, in order."""
        return list(zip(self.src, self.dst, map(EDGE_KINDS.__getitem__, self.kind),
                        map(PROVENANCES.__getitem__, self.provenance), self.count, self.line))

    def check(self, nodes: int) -> None:
        """ValueError unless every code and node id is in range (a corrupt snapshot)."""
        if not self._n:
            return
        for name, top in (("src", nodes), ("dst", nodes), ("kind", len(EDGE_KINDS)),
                          ("provenance", len(PROVENANCES))):
            a = self.array(name)
            if a.min() < 0 or a.max() >= top:
                raise ValueError("edge column out of range")


def node_payloads(files: list, externals: list[str]) -> list[dict]:
    nodes: list[dict] = [{"type": "file", "path": f.path, "language": f.language} for f in files]
    for f in files:
        for d in f.definitions:
            nodes.append({"type": "definition", "path": f.path, "name": d.name, "qualname": d.qualname,
                          "kind": d.kind, "line": d.start_line, "end_line": d.end_line, "local": d.local,
                          "exported": d.exported})
    nodes.extend({"type": "external", "name": name} for name in externals)
    return nodes


def node_payloads_from_columns(paths: list[str], languages: list[str], counts: list[int], names: list[str],
                               qualnames: list[str], kinds: list[str], lines: list[int], end_lines: list[int],
                               local: list[bool], exported: list[bool], externals: list[str]) -> list[dict]:
    """`node_payloads` from columns: the files' paths, languages and definition counts, and the definitions'
    columns in node order (as the `definitions` section stores them), without per-definition records."""
    nodes: list[dict] = [{"type": "file", "path": p, "language": lang} for p, lang in zip(paths, languages,
                                                                                         strict=True)]
    def_paths = [p for p, n in zip(paths, counts, strict=True) for _ in range(n)]
    nodes.extend([{"type": "definition", "path": p, "name": n, "qualname": q, "kind": k, "line": ln, "end_line": e,
                   "local": lo, "exported": x}
                  for p, n, q, k, ln, e, lo, x in zip(def_paths, names, qualnames, kinds, lines, end_lines, local,
                                                      exported, strict=True)])
    nodes.extend({"type": "external", "name": name} for name in externals)
    return nodes


# The definition fields a node dict holds (besides its path), in NodeView's order.
_NODE_FIELDS = ("name", "qualname", "kind", "start_line", "end_line", "local", "exported")


class NodeView(Sequence):
    """The node payloads by node id, as the dicts `node_payloads` gives ({"type": "file", "path", "language"},
    {"type": "definition", "path", "name", "qualname", "kind", "line", "end_line", "local", "exported"},
    {"type": "external", "name"}), each built when first asked and then kept: a reader that looks at a few
    nodes decodes no definition column, and none is decoded before a definition is asked for.
    `column(field)` gives a definitions column in node order (`codec.DEFINITION_FIELDS`), `fields(names, j)`
    some fields of definition j (a node built alone reads only its own record). Compares equal to a
    list of the same dicts. `by_id` is the same nodes as a dict filled on lookup (`by_id[i]`: a lookup at the
    speed of a dict, for code that looks nodes up in a loop)."""

    def __init__(self, paths: list[str], languages: list[str], counts: list[int], column, fields,
                 externals: list[str]) -> None:
        self._paths, self._languages, self._counts, self._externals = paths, languages, counts, externals
        self._nodes = nodes = _NodeMaker(paths, languages, counts, column, fields, externals)
        self._len = nodes.size
        # the dict makes its nodes with the maker, which does not refer to the view: a view held by its own dict
        # would be a reference cycle, kept (with what `column` may still read) until the cyclic collector runs,
        # and never after a gc.freeze() (fastindex.snapshot.api._Strings)
        self.by_id = _NodeDict(nodes.make, self._len)

    def __len__(self) -> int:
        return self._len

    def _definition_columns(self) -> tuple:
        return self._nodes.definition_columns()

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self.by_id[j] for j in range(*i.indices(self._len))]
        i = operator.index(i)   # a node id (an int, a numpy integer); anything else: TypeError
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError("node id out of range")
        return self.by_id[i]

    def __iter__(self):
        made = self.by_id
        if len(made) < self._len:   # every dict at once, from the columns (what a full scan costs)
            every = node_payloads_from_columns(self._paths, self._languages, self._counts,
                                               *self._definition_columns()[1:], self._externals)
            for i, node in enumerate(every):
                made.setdefault(i, node)
        return map(made.__getitem__, range(self._len))

    def __eq__(self, other) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str | bytes):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None

    def __repr__(self) -> str:
        return f"<NodeView of {self._len} nodes>"


class _NodeMaker:
    """A NodeView's node dicts, made from its columns (`make(i)`)."""

    def __init__(self, paths: list[str], languages: list[str], counts: list[int], column, fields,
                 externals: list[str]) -> None:
        self._paths, self._languages, self._counts = paths, languages, counts
        self._column = column
        self._fields = fields
        self._starts = list(accumulate(counts, initial=0))   # each file's first definition
        self._externals = externals
        self._n_files = len(paths)
        self._n_defs = sum(counts)
        self.size = self._n_files + self._n_defs + len(externals)
        self._defs: tuple | None = None

    def definition_columns(self) -> tuple:
        if self._defs is None:
            col = self._column
            def_paths = [p for p, n in zip(self._paths, self._counts, strict=True) for _ in range(n)]
            self._defs = (def_paths, *map(col, _NODE_FIELDS))
        return self._defs

    def make(self, i: int) -> dict:
        if i < self._n_files:
            return {"type": "file", "path": self._paths[i], "language": self._languages[i]}
        j = i - self._n_files
        if j < self._n_defs:
            if self._defs is not None:
                p, n, q, k, ln, e, lo, x = (c[j] for c in self._defs)
            else:   # one node alone: its own fields from its record, without the columns of a whole scan
                p = self._paths[bisect_right(self._starts, j) - 1]
                n, q, k, ln, e, lo, x = self._fields(_NODE_FIELDS, j)
            return {"type": "definition", "path": p, "name": n, "qualname": q, "kind": k, "line": ln, "end_line": e,
                    "local": lo, "exported": x}
        return {"type": "external", "name": self._externals[j - self._n_defs]}


class _NodeDict(dict):
    """Node id -> payload dict, each made on its first lookup (NodeView.by_id)."""

    def __init__(self, make, size: int) -> None:
        super().__init__()
        self._make_node = make
        self._size = size

    def __missing__(self, i):
        i = operator.index(i)
        if not 0 <= i < self._size:
            raise KeyError(i)
        node = self[i] = self._make_node(i)
        return node


def graph_from_columns(size: int, edges: EdgeColumns, reverse: bool = False) -> rx.PyDiGraph:
    """The graph of nodes 0 .. size - 1 (payload: the node id) and the edges src[i] -> dst[i] (payload i; the
    graph's `attrs` are the EdgeColumns, so `g.attrs.payload(i)` gives an edge's fields); `reverse`: every edge
    turned around (dst[i] -> src[i], payload still i), for walks over dependents."""
    g = rx.PyDiGraph(multigraph=True, attrs=edges)
    g.add_nodes_from(range(size))
    src, dst, idx = edges.src, edges.dst, edges.indices
    # every node exists already: extend_from_weighted_edge_list adds the edges in order (edge i gets index i), in
    # about half the time add_edges_from takes
    g.extend_from_weighted_edge_list(list(zip(dst, src, idx) if reverse else zip(src, dst, idx)))
    return g


def build_graph(files: list, externals: list[str], edges) -> rx.PyDiGraph:
    """edges: iterable of (src_id, dst_id, kind, provenance, count, line) with string kind and provenance;
    node payload: the node id (`node_payloads` gives the nodes' fields); edge payload: the row's position."""
    size = len(files) + sum(len(f.definitions) for f in files) + len(externals)
    return graph_from_columns(size, EdgeColumns.from_rows(edges))
