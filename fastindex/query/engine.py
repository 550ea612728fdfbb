"""Graph queries over a snapshot: symbol lookup, callers/callees/refs, blast radius, paths, context, cycles, rank.

An `Index` loads a snapshot once (the files' paths and definition counts, the definitions' names, qualnames
and local flags, the edge columns; node dicts, other definition fields and reference sites are read when a
question first needs them) and answers questions from it; it never re-runs the indexer and imports neither
tree-sitter nor Ray.
Traversals run on two rustworkx graphs built at load, every edge forwards and every edge reversed (edge
payload: the edge's index); a question's edge filter (kinds, heuristic or not) is a per-edge mask computed
from the columns, which the walk's visitor applies, so no question builds a graph (`path`, whose shortest
paths cannot skip edges, builds one of its edges once; `warm` builds it up front):

- every dependency hop costs 1; a `contains` hop from a definition to a *local* definition (a nested
  function, a lambda `<fn@LINE>`) costs 0, so what a local function calls is what its enclosing entity calls
  and a caller inside a lambda is reported as the entity that holds the lambda (the path shows the hop);
- depth-limited walks are `rustworkx.dijkstra_search` with a visitor that prunes edges past the limit, from a
  virtual source linked to every start node, so distances from several start nodes are exact.

Answers are plain dicts (JSON-ready); `fastindex.query.render` turns them into text.
"""
from __future__ import annotations

import bisect
import difflib
import gc
import os
import re
import threading
from collections import defaultdict
from contextlib import contextmanager
from functools import cached_property
from itertools import accumulate

import numpy as np
import rustworkx as rx
from rustworkx.visit import DijkstraVisitor, PruneSearch, StopSearch

from ..gcpause import no_gc
from ..graph import EDGE_KINDS, PROVENANCES, graph_from_columns
from ..map.table import Definition, content_digest, site_text
from ..snapshot import SnapshotError
from ..snapshot.api import Snapshot
from ..snapshot.codec import REFERENCE_KINDS, UNRESOLVED_REASONS
from .paths import is_test_path

CALL_KINDS = ("calls", "instantiates")
REF_KINDS = ("calls", "references", "inherits", "implements", "instantiates", "imports")
DEPENDENCY_KINDS = REF_KINDS
PATH_KINDS = REF_KINDS + ("contains",)
CALL_SITE_KINDS = frozenset({"call", "new"})
TYPE_DEF_KINDS = frozenset({"class", "interface", "type", "enum"})
DEF_KINDS = ("function", "method", "class", "interface", "type", "enum", "variable", "constant", "property",
             "module")


class QueryError(Exception):
    """Bad input to a query (unknown kind, bad depth ...): the message is meant for the user."""


class UnknownSymbol(QueryError):
    """No symbol of that name, or (`under` given) none in the files a path allows, though the name exists
    elsewhere: then `suggestions` are those candidates."""

    def __init__(self, symbol: str, suggestions: list[dict], under: str | None = None) -> None:
        self.symbol = symbol
        self.suggestions = suggestions
        self.under = under
        if under is not None:
            listed = ", ".join(_short(c) for c in suggestions[:10])
            more = f" (+{len(suggestions) - 10} more)" if len(suggestions) > 10 else ""
            super().__init__(f"no candidate for {symbol!r} under {under}; candidates: {listed}{more}")
            return
        hint = ", ".join(_short(s) for s in suggestions) if suggestions else "no close matches"
        super().__init__(f"unknown symbol {symbol!r}; closest: {hint}")


class AmbiguousSymbol(QueryError):
    def __init__(self, symbol: str, candidates: list[dict]) -> None:
        self.symbol = symbol
        self.candidates = candidates
        listed = ", ".join(_short(c) for c in candidates[:10])
        more = f" (+{len(candidates) - 10} more)" if len(candidates) > 10 else ""
        super().__init__(f"ambiguous symbol {symbol!r}: {len(candidates)} candidates: {listed}{more}; "
                         f"give path::qualname or a path to choose")


def _short(info: dict) -> str:
    if info["type"] == "definition":
        return f"{info['qualname']} ({info['path']}:{info['line']} {info['kind']})"
    return info["label"]


class _Walk(DijkstraVisitor):
    """Records distances and the edge each node was reached by; never follows an edge past `limit`, nor one
    whose `allowed` entry (by edge index) is 0. A node reached at the limit is not expanded unless `free` (by
    node id) says it has 0-cost out-edges: the walk examines none of the edges of its last ring (a symbol with
    thousands of callers has thousands of nodes there). The events that decide nothing are C callables, not
    Python methods (rustworkx calls one per node or edge): a relaxed edge is appended to a list as rustworkx
    gives it, (u, v, edge index), and `pred` (v -> (u, edge index) of v's last relaxation, which is the one
    that gave v its distance) is made from that list when first read; finishing a node and an edge not relaxed
    call `id`."""

    def __init__(self, cost: list, limit: float, root: int, allowed: bytes, free: bytes,
                 no_hop: frozenset = frozenset()) -> None:
        self.cost = cost
        self.limit = limit
        self.root = root
        self.allowed = allowed
        self.free = free
        self.no_hop = no_hop   # nodes whose 0-cost out-edges are not followed (the start nodes of a reverse walk)
        self.dist: dict[int, float] = {}
        self._relaxed: list[tuple[int, int, int]] = []
        self.edge_relaxed = self._relaxed.append
        self.finish_vertex = self.edge_not_relaxed = id
        self._pred: dict[int, tuple[int, int]] | None = None

    def discover_vertex(self, v, score):
        if score > self.limit:
            raise StopSearch
        self.dist[v] = score
        if score >= self.limit and not self.free[v]:
            raise PruneSearch

    def examine_edge(self, edge):
        u, _v, w = edge
        if not self.allowed[w] or self.dist[u] + self.cost[w] > self.limit or (not self.cost[w] and u in self.no_hop):
            raise PruneSearch

    @property
    def pred(self) -> dict[int, tuple[int, int]]:
        if self._pred is None:
            self._pred = {v: (u, w) for u, v, w in self._relaxed}
        return self._pred


class _Near:
    """A one-hop walk's outcome (`Index._walk_near`): `dist` and `pred` as `_Walk` has them."""

    __slots__ = ("dist", "pred")

    def __init__(self, dist: dict[int, float], pred: dict[int, tuple[int, int]]) -> None:
        self.dist = dist
        self.pred = pred


class _Lookup:
    """A column of strings (the definitions' qualnames or names, definition j being node `first + j`) looked up
    by value: the strings' hashes sorted with numpy, a lookup comparing the few strings that share the key's
    hash. Built in a few array steps where a dict of lists costs a Python step per definition; `as_dict()`
    builds that dict (once) for the questions that walk every key (prefix matches, suggestions)."""

    def __init__(self, values: list[str], first: int) -> None:
        self.values = values
        self.first = first
        hashes = np.fromiter(map(hash, values), dtype=np.int64, count=len(values))
        self.order = np.argsort(hashes, kind="stable")   # equal hashes keep node order
        self.hashes = hashes[self.order]
        self._dict: dict[str, list[int]] | None = None

    def get(self, key, default=None):
        """The node ids (ascending) whose string is `key`, or `default`."""
        if self._dict is not None:
            return self._dict.get(key, default)
        if not isinstance(key, str):
            return default
        h = hash(key)
        lo, hi = np.searchsorted(self.hashes, h, "left"), np.searchsorted(self.hashes, h, "right")
        values, first = self.values, self.first
        ids = [first + j for j in self.order[lo:hi].tolist() if values[j] == key]
        return ids or default

    def __getitem__(self, key) -> list[int]:
        ids = self.get(key)
        if ids is None:
            raise KeyError(key)
        return ids

    def __contains__(self, key) -> bool:
        return self.get(key) is not None

    def __iter__(self):
        return iter(self.as_dict())

    def __len__(self) -> int:
        return len(self.as_dict())

    def as_dict(self) -> dict[str, list[int]]:
        if self._dict is None:
            out: dict[str, list[int]] = {}
            for i, v in enumerate(self.values, self.first):
                ids = out.get(v)
                if ids is None:
                    out[v] = [i]
                else:
                    ids.append(i)
            self._dict = out
        return self._dict


@contextmanager
def _malformed(snapshot, section: str):
    """Records of the wrong shape met while a question reads a section lazily: a corrupt snapshot, one line."""
    try:
        yield
    except (TypeError, ValueError, IndexError, KeyError) as exc:
        raise SnapshotError(f"{snapshot.path}: section {section!r} has malformed records "
                            f"({type(exc).__name__})") from None


class _DefPositions:
    """Definition node id -> (file index, index of the definition in its file), computed on lookup from the
    files' definition counts (a mapping without an entry per definition)."""

    def __init__(self, counts: list[int], first: int) -> None:
        self.first = first
        self.starts = list(accumulate(counts, initial=first))   # node id of each file's first definition
        self.end = self.starts[-1]

    def __len__(self) -> int:
        return self.end - self.first

    def __contains__(self, i) -> bool:
        return isinstance(i, int) and self.first <= i < self.end

    def __getitem__(self, i: int) -> tuple[int, int]:
        if i not in self:
            raise KeyError(i)
        fi = bisect.bisect_right(self.starts, i) - 1
        return fi, i - self.starts[fi]

    def values(self):
        """(file index, definition index) of every definition, in node order."""
        return ((fi, di) for fi in range(len(self.starts) - 1) for di in range(self.starts[fi + 1] - self.starts[fi]))


class Index:
    """A snapshot loaded for queries. `Index("repo.fidx")` or `Index(fastindex.open(...))`.

    It answers from the snapshot it loaded, also after the file is re-indexed in place (`Snapshot` keeps the
    file it opened). Loaded from a path, it holds that file open until `close()`, the end of a `with` block, or
    until the index is dropped: neither the index nor its snapshot is in a reference cycle, so reference counting
    frees them (and closes the file) as soon as the last reference goes. Given a Snapshot, closing that is its
    owner's business.

    `freeze=True` is for a process that serves questions for long and owns its heap (`fastindex mcp`): what the
    load (and later decoding) leaves, millions of long-lived objects the cyclic collector would otherwise traverse
    once they reach its oldest generation (0.4 CPU-s on a 1M-edge snapshot), is moved out of its reach with
    gc.freeze(). That freezes every object of the process alive at that moment, the caller's too: a cycle of its
    that becomes garbage later is never collected, so a library caller gets no freezing by default (the
    questions themselves run with the collector paused)."""

    def __init__(self, snapshot: Snapshot | str | os.PathLike, root: str | None = None, freeze: bool = False) -> None:
        if not isinstance(snapshot, str | os.PathLike | Snapshot):
            raise TypeError(f"Index takes a snapshot path or a fastindex Snapshot, not {type(snapshot).__name__}")
        self._freeze = freeze
        with no_gc():
            self._load(snapshot, root)
            self._settle()

    def _settle(self) -> None:
        """After decoding what lives as long as the index: out of the collector's reach, with `freeze`."""
        if self._freeze:
            gc.freeze()

    def close(self) -> None:
        """Close the snapshot file this index opened (one given as a Snapshot is left open); a question that
        needs a section not decoded yet then raises SnapshotError."""
        if self._owns_snapshot:
            self.snapshot.close()

    def __enter__(self) -> Index:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _load(self, snapshot, root) -> None:
        self._owns_snapshot = isinstance(snapshot, str | os.PathLike)
        snap = Snapshot(os.fspath(snapshot)) if self._owns_snapshot else snapshot
        try:
            self._load_from(snap, root)
        except BaseException:
            if self._owns_snapshot:
                snap.close()
            raise

    def _load_from(self, snap: Snapshot, root) -> None:
        self.snapshot = snap
        self.meta = snap.meta
        self.root = root or self.meta.get("root") or ""
        # Read from the snapshot's columns, each decoded when first asked: the files' paths and definition
        # counts, the definitions' names, qualnames and local flags, the edges; node dicts only for the nodes a
        # question looks at (`snap.nodes`), no record per definition or edge.
        files = snap.file_columns
        # node id -> payload dict, made when first looked up (`NodeView.by_id`: a dict, for the questions' loops)
        self.nodes = snap.nodes.by_id
        self.edge_columns = edges = snap.edge_columns
        self.n_files = len(files.paths)
        self.paths = files.paths
        n = snap.node_count
        self.size = n
        # definition node -> (file index, definition index); the entity that owns a local definition
        self.file_ids: dict[str, int] = {p: i for i, p in enumerate(self.paths)}
        self.def_base: dict[str, int] = dict(zip(self.paths, accumulate(files.counts, initial=self.n_files)))
        base = self.n_files + sum(files.counts)
        self.def_at = _DefPositions(files.counts, self.n_files)
        local_col = snap.definition_column("local")
        self.local_ids: set[int] = set((np.flatnonzero(np.array(local_col, dtype=bool)) + self.n_files).tolist())
        self.ext_ids = {name: base + i for i, name in enumerate(snap.externals)}
        self.by_qual = _Lookup(snap.definition_column("qualname"), self.n_files)
        # Edge costs by edge index; one extra entry (cost 0) for the virtual source's edges.
        kind, dst = edges.array("kind"), edges.array("dst")
        local = np.zeros(n + 1, dtype=bool)
        local[list(self.local_ids)] = True
        self._into_local = (kind == EDGE_KINDS.index("contains")) & local[dst]
        self._is_local = local
        # per node, whether it has a 0-cost out-edge (into a local definition; reversed: out of one), by direction
        free_out = np.zeros(n + 1, dtype=bool)
        free_out[edges.array("src")[self._into_local]] = True
        self._free = {False: free_out.tobytes(), True: local.tobytes()}
        self.cost = np.where(self._into_local, 0.0, 1.0).tolist()
        self.cost.append(0.0)
        self._virtual_edge = len(edges)
        self._graphs: dict[tuple, rx.PyDiGraph] = {}
        self._masks: dict[tuple, bytes] = {}
        self._lock = threading.RLock()
        self._sites = None                                                   # Snapshot.unresolved_index
        self._refs = None                                                    # Snapshot.reference_sites
        self._unknown: tuple[np.ndarray, np.ndarray] | None = None
        self._ranks: dict[tuple, list] = {}
        # The walks' graphs: every edge, forwards and reversed (payload: the edge index; one extra node, id
        # `size`, is the walks' virtual source). Built here so that the first question pays nothing for them.
        for reverse in (False, True):
            self._full_graph(reverse)

    def _def_column(self, field: str) -> list:
        """One field of every definition, in node order from `n_files` (`Snapshot.definition_column`)."""
        return self.snapshot.definition_column(field)

    @cached_property
    def by_name(self) -> _Lookup:
        """Definitions by name (built on first use: a symbol given as path::qualname or as a qualname never
        needs it)."""
        return _Lookup(self.snapshot.definition_column("name"), self.n_files)

    @property
    def files(self) -> list:
        """The snapshot's files with their definitions, imports and exports (`Snapshot.entries`, decoded on
        first use: the questions read the columns instead)."""
        return self.snapshot.entries

    @property
    def edges(self) -> list[tuple]:
        """Every edge as (src, dst, kind, provenance, count, line) (`Snapshot.edges`, built on first use)."""
        return self.snapshot.edges

    @cached_property
    def path_cost(self) -> list[float]:
        """Shortest paths prefer real dependencies to "contains" hops (class -> method) at equal length."""
        contains = self.edge_columns.array("kind") == EDGE_KINDS.index("contains")
        cost = np.where(self._into_local, 0.0, np.where(contains, 1.25, 1.0))
        return cost.tolist() + [0.0]

    @cached_property
    def _qual_sorted(self) -> list[str]:
        return sorted(self.by_qual)

    @cached_property
    def _name_sorted(self) -> list[str]:
        return sorted(self.by_name)

    @cached_property
    def _path_sorted(self) -> list[str]:
        return sorted(self.file_ids)

    # ---- nodes ---------------------------------------------------------------------------------------------

    def info(self, i: int) -> dict:
        node = self.nodes[i]
        if node["type"] == "definition":
            return {"id": i, "type": "definition", "label": f"{node['path']}::{node['qualname']}",
                    "path": node["path"], "qualname": node["qualname"], "name": node["name"], "kind": node["kind"],
                    "line": node["line"], "end_line": node["end_line"], "local": node["local"]}
        if node["type"] == "file":
            return {"id": i, "type": "file", "label": node["path"], "path": node["path"], "kind": "file",
                    "line": 1, "language": node["language"]}
        return {"id": i, "type": "external", "label": f"external:{node['name']}", "name": node["name"],
                "kind": "external"}

    def definition(self, i: int) -> Definition:
        """Definition node i as a record (built from the columns)."""
        if i not in self.def_at:
            raise KeyError(i)
        return self.snapshot.definition(i - self.n_files)

    def owner(self, i: int) -> int:
        """The nearest non-local node holding `i` (itself if it is not local; the file for module lambdas)."""
        while i in self.local_ids:
            fi, di = self.def_at[i]
            parent = self._def_column("parent")[i - self.n_files]
            i = i - di + parent if parent >= 0 else fi
        return i

    def members(self, i: int, own_locals: bool = False) -> list[int]:
        """Every node `i` contains, transitively (a file's definitions, a class's methods); with `own_locals`, only
        the local definitions it holds itself (its lambdas and nested functions, theirs, not its methods')."""
        # always on the graph of every edge, skipping the others: a member walk examines only the members'
        # out-edges, where a graph of the contains edges would cost more to build than the walks it serves
        visitor = self._walk_on(self._full_graph(False), [i], self._mask(("contains",), True), float("inf"), False)
        if not own_locals:
            return sorted(v for v in visitor.dist if v != i)
        pred, local, out = visitor.pred, self.local_ids, []
        for v in visitor.dist:
            u = v
            while u != i and u in local:   # up the contains chain: locals all the way to `i`
                u = pred[u][0]
            if u == i and v != i:
                out.append(v)
        return sorted(out)

    # ---- symbol lookup -------------------------------------------------------------------------------------

    def _path_matches(self, node_path: str, path: str) -> bool:
        path = _relative(path)
        return node_path == path or node_path.endswith("/" + path) or node_path.startswith(path + "/")

    def find(self, name: str, kinds=None, limit: int = 50) -> dict:
        """Definitions (and files) by exact name, qualified name (`Class.method`, `path::qualname`) or prefix."""
        kinds = _check_def_kinds(kinds)
        limit = _check_limit(limit)
        path = None
        if not name.strip():
            raise QueryError("empty name")
        if "::" in name:
            path, name = name.split("::", 1)
        tiers: dict[int, int] = {}

        def add(ids, tier):
            for i in ids:
                if i not in tiers or tiers[i] > tier:
                    tiers[i] = tier

        add(self.by_qual.get(name, ()), 0)
        add(self.by_name.get(name, ()), 1)
        if name:
            by_qual, by_name = self.by_qual.as_dict(), self.by_name.as_dict()
            add((i for q in _prefixed(self._qual_sorted, name) for i in by_qual[q]), 2)
            add((i for q in _prefixed(self._name_sorted, name) for i in by_name[q]), 3)
        if path is None and (kinds is None or "file" in kinds) and name:
            add((self.file_ids[p] for p in self._path_sorted if p == name or p.endswith("/" + name)), 0)
            add((self.file_ids[p] for p in _prefixed(self._path_sorted, name)), 2)
        hits = []
        for i, tier in tiers.items():
            node = self.nodes[i]
            if path is not None and not self._path_matches(node["path"], path):
                continue
            if kinds is not None and node.get("kind", "file") not in kinds:
                continue
            hits.append((tier, node.get("local", False), node["path"], node.get("line", 0), i))
        hits.sort()
        results = [self.info(h[-1]) | {"match": ("exact", "name", "prefix", "prefix")[h[0]]} for h in hits[:limit]]
        return {"query": "find", "name": name if path is None else f"{path}::{name}",
                "kinds": sorted(kinds) if kinds else None, "total": len(hits), "results": results,
                "truncated": len(hits) > limit}

    def resolve(self, symbol: str, path: str | None = None, kinds=None) -> list[int]:
        """The node ids a symbol names: `path::qualname`, a file path, `external:module`, a qualified name or a
        name. Several definitions with one path and qualname (overloads, property setters) are one symbol.
        Raises UnknownSymbol (with the closest matches) or AmbiguousSymbol (with the candidates)."""
        if not isinstance(symbol, str):
            raise TypeError(f"a symbol is a str (a name, path::qualname, file path or external:module), "
                            f"not {type(symbol).__name__}")
        symbol = symbol.strip()
        kinds = _check_def_kinds(kinds)
        if not symbol:
            raise QueryError("empty symbol")
        if symbol.startswith("external:") and symbol[9:] in self.ext_ids:
            return [self.ext_ids[symbol[9:]]]
        if path is not None and not _relative(path):
            raise QueryError("empty path")
        as_file = self.file_ids.get(_relative(symbol))   # the symbol as a file path
        if as_file is not None and path is None:
            return [as_file]
        # a candidate's path and qualname from the columns read at load: no node dict (each would decode its
        # record's kind and line columns) for the candidates a path rules out
        named, under = [], None     # the definitions of that name, and the path that ruled all of them out
        if "::" in symbol:
            spath, qual = symbol.split("::", 1)
            if not _relative(spath):
                raise QueryError(f"empty path before '::' in {symbol!r}")
            named = list(self.by_qual.get(qual, ()))
            cands = [i for i in named if self._path_matches(self._def_path(i), spath)]
            under = spath if named and not cands else None
        else:
            named = cands = list(self.by_qual.get(symbol, ())) or list(self.by_name.get(symbol, ()))
        if path is not None:
            cands = [i for i in cands if self._path_matches(self._def_path(i), path)]
            if not cands and "::" not in symbol:
                # the name's definitions under the path, when its exact qualified name is only elsewhere (a
                # top-level `render` in one file, `App.render` under --path App.tsx)
                cands = [i for i in self.by_name.get(symbol, ()) if self._path_matches(self._def_path(i), path)]
            if not cands and "::" not in symbol and as_file is not None:
                return [as_file]
            if named and not cands and under is None:
                under = path
        if kinds is not None:
            cands = [i for i in cands if self.nodes[i]["kind"] in kinds]
        if any(i not in self.local_ids for i in cands):
            cands = [i for i in cands if i not in self.local_ids]
        groups: dict[tuple, list[int]] = {}
        quals = self.by_qual.values
        for i in cands:
            groups.setdefault((self._def_path(i), quals[i - self.n_files]), []).append(i)
        if len(groups) == 1:
            return sorted(next(iter(groups.values())))
        if len(groups) > 1 and len({qual for _, qual in groups}) == 1:
            # C, C++: a function's declarations and its body (a header's `int parse(..);`, the .c file's) are one
            first = min(cands)
            if set(cands) <= {first, *self._same_function(first)}:
                return sorted(cands)
        if groups:
            firsts = sorted((min(ids) for ids in groups.values()),
                            key=lambda i: (self.nodes[i]["path"], self.nodes[i]["line"]))
            raise AmbiguousSymbol(symbol, [self.info(i) for i in firsts])
        if under is not None:    # the name exists, not where the path says: those it names instead
            keep = [i for i in named if i not in self.local_ids] or named
            firsts = {}
            for i in keep:
                firsts.setdefault((self._def_path(i), quals[i - self.n_files]), i)
            ordered = sorted(firsts.values(), key=lambda i: (self.nodes[i]["path"], self.nodes[i]["line"]))
            raise UnknownSymbol(symbol.split("::", 1)[-1], [self.info(i) for i in ordered], under=under)
        raise UnknownSymbol(symbol, self.suggest(symbol))

    @cached_property
    def _declared_apart(self) -> dict:
        """language -> (its declaration signature, its private head) compiled, for the languages whose functions
        are declared apart from their bodies (LanguageSpec.prototype_signature, as the snapshot's meta gives it)."""
        return {language: (re.compile(signature), re.compile(private) if private else None)
                for language, (signature, private) in (self.meta.get("declared_apart") or {}).items()}

    def _same_function(self, i: int) -> list[int]:
        """The other definitions that are one function with definition node i, where functions are declared apart
        from their bodies (C, C++): of i's qualified name, a body's declarations (`int parse(const char *s);` in
        a header, `void bump();` in the class), a declaration's declarations and bodies; a `static` one (the
        private head) only with those in its own file. A call links to the declaration its file sees: the callers
        of the body are those of its declarations."""
        apart = self._declared_apart
        if not apart or not self.n_files <= i < self.def_at.end or i in self.local_ids:
            return []
        languages = self.snapshot.file_columns.languages
        fi = self.def_at[i][0]
        if languages[fi] not in apart:
            return []
        others = [j for j in self.by_qual.get(self.by_qual.values[i - self.n_files], ())
                  if j != i and j not in self.local_ids and languages[self.def_at[j][0]] in apart]
        if not others:
            return []
        nodes = [i, *others]
        signatures = self.snapshot.definition_values("signature", np.asarray(nodes, dtype=np.int64) - self.n_files)
        declared, private = {}, {}
        for j, signature in zip(nodes, signatures.tolist()):
            if self.nodes[j]["kind"] not in ("function", "method"):
                continue
            declaration, private_head = apart[languages[self.def_at[j][0]]]
            declared[j] = declaration.search(signature) is not None
            private[j] = private_head is not None and private_head.search(signature) is not None
        if i not in declared:
            return []
        return [j for j in others if j in declared and (declared[i] or declared[j]) and
                (not (private[i] or private[j]) or self.def_at[j][0] == fi)]

    def _with_declarations(self, ids: list[int]) -> list[int]:
        """The symbol's nodes, each followed by the others that are one function with it (_same_function)."""
        out = list(ids)
        for i in ids:
            out.extend(j for j in self._same_function(i) if j not in out)
        return out

    def _def_path(self, i: int) -> str:
        """The path of definition node i (its node dict's "path")."""
        return self.paths[self.def_at[i][0]]

    def suggest(self, symbol: str, n: int = 8) -> list[dict]:
        """The closest known names to `symbol`: case-insensitive equals and prefixes, then difflib matches."""
        name = symbol.split("::", 1)[-1]
        out = self._suggest_in_files(symbol, n) if "::" in symbol else []
        if out:
            n -= len(out)
            seen = {o["qualname"] for o in out}
            return out + [s for s in self._suggest_names(name, symbol, n + len(out))
                          if s.get("qualname") not in seen][:n]
        return self._suggest_names(name, symbol, n)

    def _suggest_in_files(self, symbol: str, n: int) -> list[dict]:
        """For `path::name`: the definitions in the files the path names whose name or qualified name is the
        one given or close to it (`shapes.ts::get` -> ShapeCache.get), first."""
        spath, name = symbol.split("::", 1)
        leaf = name.rsplit(".", 1)[-1]
        quals = self.by_qual.values
        ids: dict[str, int] = {}
        for i in self.by_name.get(leaf, ()):
            if i not in self.local_ids and self._path_matches(self._def_path(i), spath):
                ids.setdefault(quals[i - self.n_files], i)
        local = self._def_column("local")
        by_leaf: dict[str, list[int]] = {}    # the files' definitions by the last part of their qualified name
        for fi, p in enumerate(self.paths):
            if self._path_matches(p, spath):
                first = self.def_base[p] - self.n_files
                for j in range(first, first + self.snapshot.file_columns.counts[fi]):
                    if not local[j]:
                        by_leaf.setdefault(quals[j].rsplit(".", 1)[-1], []).append(self.n_files + j)
        for close in difflib.get_close_matches(leaf, list(by_leaf), n=n, cutoff=0.6):
            for i in by_leaf[close]:
                ids.setdefault(quals[i - self.n_files], i)
        return [self.info(i) for i in list(ids.values())[:n]]

    def _suggest_names(self, name: str, symbol: str, n: int) -> list[dict]:
        low = name.lower()
        picked: list[str] = []
        for q in self._qual_sorted:
            if q.lower() == low and q not in picked:
                picked.append(q)
        picked += [q for q in _prefixed(self._qual_sorted, name)[:3] if q not in picked]
        by_qual = self.by_qual.as_dict()
        pool = [q for q in self._qual_sorted if not all(i in self.local_ids for i in by_qual[q])]
        picked += [q for q in difflib.get_close_matches(name, pool, n=n, cutoff=0.6) if q not in picked]
        if len(picked) < n:
            picked += [q for q in difflib.get_close_matches(name, self._name_sorted, n=n, cutoff=0.6)
                       if q not in picked]
        out = []
        for q in picked[:n]:
            ids = self.by_qual.get(q) or self.by_name.get(q, [])
            ids = [i for i in ids if i not in self.local_ids] or ids
            out.append(self.info(ids[0]) | ({"more": len(ids) - 1} if len(ids) > 1 else {}))
        if len(out) < n:
            for p in difflib.get_close_matches(symbol, self._path_sorted, n=n - len(out), cutoff=0.6):
                out.append(self.info(self.file_ids[p]))
        return out

    # ---- graphs --------------------------------------------------------------------------------------------

    def _full_graph(self, reverse: bool) -> rx.PyDiGraph:
        """Every edge (payload: its index), reversed for dependents, plus the virtual source (id = size): the
        walks run on these and skip the edges a question does not follow (`_mask`)."""
        key = ("all", reverse)
        with self._lock:
            g = self._graphs.get(key)
            if g is None:
                with no_gc():
                    g = graph_from_columns(self.size, self.edge_columns, reverse)
                    g.add_node(None)
                self._graphs[key] = g
            return g

    def _mask(self, kinds, include_heuristic: bool) -> bytes:
        """Per edge index, 1 where a walk over `kinds` follows the edge: edges of those kinds (heuristic ones
        only if asked) and the 0-cost contains hops into local definitions; one more 1 for the virtual edges."""
        key = (tuple(sorted(kinds)), include_heuristic)
        mask = self._masks.get(key)
        if mask is None:
            edges = self.edge_columns
            followed = np.zeros(len(EDGE_KINDS), dtype=bool)
            followed[[EDGE_KINDS.index(k) for k in key[0]]] = True
            ok = followed[edges.array("kind")]
            if not include_heuristic:
                ok &= edges.array("provenance") != PROVENANCES.index("heuristic")
            mask = self._masks[key] = (ok | self._into_local).tobytes() + b"\x01"
        return mask

    def _graph(self, kinds, include_heuristic: bool, reverse: bool) -> rx.PyDiGraph:
        """Nodes as in the snapshot plus one virtual source (id = size); only the edges `_mask` lets through
        (payload: the edge's index); reversed for dependents. For shortest paths, which cannot skip edges."""
        key = (tuple(sorted(kinds)), include_heuristic, reverse)
        with self._lock:
            g = self._graphs.get(key)
            if g is not None:
                return g
            with no_gc():
                g = self._build_graph(kinds, include_heuristic, reverse)
            self._graphs[key] = g
            return g

    def _build_graph(self, kinds, include_heuristic: bool, reverse: bool) -> rx.PyDiGraph:
        mask = np.frombuffer(self._mask(kinds, include_heuristic), dtype=bool)[:-1]
        idx = np.flatnonzero(mask)
        src = self.edge_columns.array("src")[idx].tolist()
        dst = self.edge_columns.array("dst")[idx].tolist()
        g = rx.PyDiGraph(multigraph=True)
        g.add_nodes_from(range(self.size + 1))
        g.extend_from_weighted_edge_list(list(zip(dst, src, idx.tolist()) if reverse else
                                              zip(src, dst, idx.tolist())))
        return g

    def _walk(self, sources: list[int], kinds, include_heuristic: bool, reverse: bool, depth: float):
        """Nodes within `depth` of `sources` over the edges of `kinds` (dependents if `reverse`): a visitor with
        their distances and the edge each was reached by."""
        # Always on the graph of every edge, skipping the masked ones: the walk does not expand the nodes of its
        # last ring, so a graph of the followed edges alone saves little (saleor's most-called symbol, 6,943
        # callers: 17 ms either way; its blast-radius --depth 3: 23 ms, 14 ms) and costs 0.1-0.35 CPU-s to build
        # per filter.
        g, mask = self._full_graph(reverse), self._mask(kinds, include_heuristic)
        if depth == 1 and len(set(sources)) == 1 and not self._free[reverse][sources[0]]:
            near = self._walk_near(g, sources[0], mask, reverse)
            if near is not None:
                return near
        return self._walk_on(g, sources, mask, depth, reverse)

    def _walk_near(self, g: rx.PyDiGraph, s: int, mask: bytes, reverse: bool) -> _Near | None:
        """The walk of `_walk_on` from one node `s` without 0-cost out-edges to depth 1, read from the graph's
        adjacency lists instead of a Dijkstra search with a Python visitor (three Python calls per node reached:
        15-25 ms for saleor's most-called function, 6,943 callers; rustworkx has no depth-limited or edge-filtered
        traversal besides the visitor searches): `s`'s followed out-edges, in the order rustworkx lists them
        (the order `dijkstra_search` examines them: a node reached by parallel edges keeps the first), then the
        0-cost hops out of the local definitions reached (a lambda's caller is its entity). The same distances
        and predecessors as `_walk_on`, or None when a node is reached by 0-cost hops from two nodes: which of
        them the search records depends on its queue's order among equal distances (`_walk_on` answers then)."""
        cost, free = self.cost, self._free[reverse]
        dist: dict[int, float] = {s: 0.0}
        pred: dict[int, tuple[int, int]] = {s: (self.size, self._virtual_edge)}
        with self._lock:
            for _s, v, w in g.out_edges(s):
                if v not in dist and mask[w]:   # no 0-cost edge out of `s`: each followed edge costs 1
                    dist[v] = 1.0
                    pred[v] = (s, w)
            frontier = [v for v in dist if v != s and free[v]]
            hopped: set[int] = set()
            while frontier:
                nxt = []
                for v in frontier:
                    for _v, t, w in g.out_edges(v):
                        if cost[w] or not mask[w]:   # past depth 1 / not followed
                            continue
                        if t in hopped:
                            return None
                        if t not in dist:
                            hopped.add(t)
                            dist[t] = 1.0
                            pred[t] = (v, w)
                            if free[t]:
                                nxt.append(t)
                frontier = nxt
        return _Near(dist, pred)

    def _walk_wide(self, sources: list[int], kinds, include_heuristic: bool, reverse: bool, depth: int,
                   limit: int) -> _Near | None:
        """A walk deeper than one hop whose first `limit` results (in `_ordered`'s order: depth first) are all one
        hop away, which is when the predecessors of the deeper nodes are not shown: the one-hop walk's
        (`_walk_near`, exact) for the nodes it reaches, and the distances of the deeper ones by levels, a
        frontier expanded over the edge columns with numpy (rustworkx has no depth-limited, edge-filtered
        traversal besides its visitor searches; its adjacency lists would cost an `out_edges` call per node
        reached), where the Dijkstra search makes three Python calls per node (saleor's most-called function,
        7,642 nodes within 3 hops: 18-37 ms). Distances equal the search's (they are unique); pred holds only the
        one-hop nodes'. None when the one-hop walk does not apply (several start nodes, a tie) or gives fewer
        than `limit` results: `_walk` answers then."""
        s = sources[0]
        if len(set(sources)) != 1 or self._free[reverse][s]:
            return None
        g, mask = self._full_graph(reverse), self._mask(kinds, include_heuristic)
        near = self._walk_near(g, s, mask, reverse)
        if near is None:
            return None
        size, local = self.size, self._free[True]   # per node, whether it is a local definition
        if sum(1 for v in near.dist if v != s and v < size and not local[v]) < limit:
            return None
        # the levels past the first over the edge columns: an edge leads from `here` to `there` (from a node to
        # its dependent when reverse), one numpy pass over the edges per level (and per round of 0-cost hops out of
        # the local definitions a level reached: they stay on it)
        src, dst = self.edge_columns.array("src"), self.edge_columns.array("dst")
        here, there = (dst, src) if reverse else (src, dst)
        one = np.frombuffer(mask, dtype=np.bool_)[:-1] & ~self._into_local   # followed edges of cost 1
        zero, free_nodes = self._into_local, np.frombuffer(self._free[reverse], dtype=np.bool_)
        level_of = np.full(size + 1, -1, dtype=np.int32)
        level_of[np.fromiter(near.dist, dtype=np.int64, count=len(near.dist))] = \
            np.fromiter(near.dist.values(), dtype=np.float64, count=len(near.dist)).astype(np.int32)
        at = level_of == 1
        for level in range(2, depth + 1):
            reached = there[one & at[here]]
            reached = reached[level_of[reached] < 0]
            level_of[reached] = level
            while len(reached) and free_nodes[reached].any():   # 0-cost hops: the same level
                hop = np.zeros(size + 1, dtype=np.bool_)
                hop[reached] = True
                reached = there[zero & hop[here]]
                reached = reached[level_of[reached] < 0]
                level_of[reached] = level
            at = level_of == level
        deeper = np.flatnonzero(level_of >= 2)
        dist = dict(near.dist)
        dist.update(zip(deeper.tolist(), level_of[deeper].astype(np.float64).tolist()))
        dist.pop(size, None)   # the virtual source, should a walk reach it: never a result
        return _Near(dist, near.pred)

    def _walk_on(self, g: rx.PyDiGraph, sources: list[int], mask: bytes, depth: float, reverse: bool):
        root = self.size
        # Over dependents, a local definition's 0-cost hop leads to its holder (a call made in a lambda is its
        # entity's); not from a start node: the callers of a nested function are not its holder's callers (they
        # listed its holder at depth 0 by `contains`, and the holder's callers as its own)
        visitor = _Walk(self.cost, depth, root, mask, self._free[reverse],
                        frozenset(sources) if reverse else frozenset())
        with self._lock:
            added = [g.add_edge(root, s, self._virtual_edge) for s in sorted(set(sources))]
            try:
                rx.dijkstra_search(g, [root], weight_fn=self.cost.__getitem__, visitor=visitor)
            finally:
                for e in added:
                    g.remove_edge_from_index(e)
        visitor.dist.pop(root, None)
        return visitor

    def _chain(self, visitor: _Walk, v: int, reverse: bool) -> list[int]:
        """The edges (indices) between a start node and `v`, in dependency order (each src depends on its dst):
        from the start to `v` for a forward walk, from `v` to the start for a walk over dependents."""
        hops = []
        while v in visitor.pred:
            u, e = visitor.pred[v]
            if e == self._virtual_edge:
                break
            hops.append(e)
            v = u
        hops.reverse()
        if reverse:  # walked dependents: the dependency chain reads from the result towards the start
            hops.reverse()
        return hops

    def _direct(self, chain: list[int], reverse: bool) -> int:
        """The edge that ties a walk's result to the chain (a 0-cost local hop is never that edge)."""
        order = chain if reverse else chain[::-1]
        return next((e for e in order if self.cost[e] > 0), order[0])

    def _edge_info(self, e: int, labels: dict[int, str] | None = None) -> dict:
        """Edge e as {src, dst, kind, provenance, count, line}; `labels`: node labels already made (filled in)."""
        s, d, kind, prov, count, line = self.edge_columns.row(e)
        if labels is None:
            return {"src": self._label(s), "dst": self._label(d), "kind": kind, "provenance": prov, "count": count,
                    "line": line}
        src, dst = labels.get(s), labels.get(d)
        if src is None:
            src = labels[s] = self._label(s)
        if dst is None:
            dst = labels[d] = self._label(d)
        return {"src": src, "dst": dst, "kind": kind, "provenance": prov, "count": count, "line": line}

    def _label(self, i: int) -> str:
        node = self.nodes[i]
        if node["type"] == "definition":
            return f"{node['path']}::{node['qualname']}"
        return node["path"] if node["type"] == "file" else f"external:{node['name']}"

    # ---- callers / callees / refs / blast radius -------------------------------------------------------------

    def _symbol(self, symbol, path=None) -> list[int]:
        if isinstance(symbol, int):
            return [symbol]
        if isinstance(symbol, list | tuple):
            return list(symbol)
        return self.resolve(symbol, path=path)

    def neighbours(self, symbol, direction: str, depth: int = 1, kinds=None, include_heuristic: bool = False,
                   path: str | None = None, limit: int = 200) -> dict:
        """direction: callers | callees | refs (incoming edges of `kinds`) | refs-out | blast-radius."""
        # without the collector: a question allocates thousands of short-lived tuples (the walk's events), and a
        # collection they set off would traverse what the index decoded since its load (about 20 ms on saleor)
        with no_gc():
            return self._neighbours(symbol, direction, depth, kinds, include_heuristic, path, limit)

    def _neighbours(self, symbol, direction, depth, kinds, include_heuristic, path, limit) -> dict:
        defaults = {"callers": CALL_KINDS, "callees": CALL_KINDS, "refs": REF_KINDS, "refs-out": REF_KINDS,
                    "blast-radius": DEPENDENCY_KINDS}
        if direction not in defaults:
            raise QueryError(f"unknown direction {direction!r}")
        kinds = _check_edge_kinds(kinds) or defaults[direction]
        depth = _check_depth(depth)
        limit = _check_limit(limit)
        ids = self._with_declarations(self._symbol(symbol, path))
        reverse = direction not in ("callees", "refs-out")
        starts = list(ids)
        if direction == "blast-radius":
            for i in ids:
                starts.extend(self.members(i))
        visitor = self._walk_wide(starts, kinds, include_heuristic, reverse, depth, limit) if depth > 1 else None
        if visitor is None:
            visitor = self._walk(starts, kinds, include_heuristic, reverse, depth)
        vs, ds, fs = self._ordered(visitor.dist, set(starts))
        results = []
        labels: dict[int, str] = {}   # node id -> label, for this question's edges (most end at the symbol)
        for dist, v in zip(ds[:limit].tolist(), vs[:limit].tolist()):
            chain = self._chain(visitor, v, reverse)
            via = [self._edge_info(e, labels) for e in chain]
            direct = via[chain.index(self._direct(chain, reverse))]
            results.append(self.info(v) | {"depth": int(dist),
                                           "edge": {k: direct[k] for k in ("kind", "provenance", "count", "line")},
                                           "via": via})
        out = {"query": direction, "symbol": [self.info(i) for i in ids], "depth": depth, "kinds": list(kinds),
               "include_heuristic": include_heuristic, "total": len(vs), "results": results,
               "truncated": len(vs) > limit}
        if direction == "blast-radius":
            hit = np.flatnonzero(np.bincount(fs[vs < self.def_at.end], minlength=self.n_files))
            out["files"] = sorted(self.paths[f] for f in hit.tolist())
        site_kinds = CALL_SITE_KINDS if set(kinds) <= set(CALL_KINDS) else None
        # "unknown" is never "none": what inside the symbol resolves to nothing, and (for dependents) the
        # unresolved sites elsewhere that carry the symbol's name
        out["unresolved"] = self._unresolved_inside(ids, site_kinds, limit, direction == "blast-radius")
        if reverse:
            out["unresolved_uses"] = self._unresolved_named(ids, site_kinds, limit)
        return out

    def _ordered(self, dist: dict, skip: set) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The walk's nodes other than `skip`, local definitions and the virtual nodes, sorted by (depth, path,
        line, node id) (a file at line 0, externals with path "" first), as arrays (node ids, depths, file index:
        −1 for externals). Read from the files' order (sorted by path) and the definitions' start lines, in
        numpy, without a node dict or a tuple per node (a question builds dicts only for the results it
        returns)."""
        n = len(dist)
        vs = np.fromiter(dist.keys(), dtype=np.int64, count=n)
        ds = np.fromiter(dist.values(), dtype=np.float64, count=n)
        keep = vs < self.size
        keep[keep] = ~self._is_local[vs[keep]]
        for i in skip:   # a few start nodes (a class's members for blast-radius); np.isin's first call imports
            keep &= vs != i   # numpy's set routines, 15-20 ms of a fresh process
        vs, ds = vs[keep], ds[keep]
        n_files, end = self.n_files, self.def_at.end
        fs = np.full(len(vs), -1, dtype=np.int64)
        lines = np.zeros(len(vs), dtype=np.int64)
        is_file = vs < n_files
        fs[is_file] = vs[is_file]
        is_def = (vs >= n_files) & (vs < end)
        defs = vs[is_def]
        fs[is_def] = np.searchsorted(self._def_starts, defs, "right") - 1
        lines[is_def] = self.snapshot.definition_values("start_line", defs - n_files)
        order = np.lexsort((vs, lines, self._path_rank[fs + 1], ds))
        return vs[order], ds[order], fs[order]

    @cached_property
    def _def_starts(self) -> np.ndarray:
        """The node id of each file's first definition (and one past the last), ascending."""
        return np.asarray(self.def_at.starts, dtype=np.int64)

    @cached_property
    def _path_rank(self) -> np.ndarray:
        """Per file index + 1, its path's rank in path order (entry 0: −1, for externals, whose path is ""):
        the files come sorted by path, so this is their index, unless an old writer's order says otherwise."""
        paths = self.paths
        if paths == sorted(paths):   # as written (unique paths): a sort of a sorted list is one pass in C
            rank = np.arange(len(paths), dtype=np.int64)
        else:
            rank = np.empty(len(paths), dtype=np.int64)
            rank[sorted(range(len(paths)), key=paths.__getitem__)] = np.arange(len(paths))
        return np.concatenate([np.array([-1], dtype=np.int64), rank])

    def callers(self, symbol, depth: int = 1, kinds=None, include_heuristic=False, path=None, limit=200) -> dict:
        return self.neighbours(symbol, "callers", depth, kinds, include_heuristic, path, limit)

    def callees(self, symbol, depth: int = 1, kinds=None, include_heuristic=False, path=None, limit=200) -> dict:
        return self.neighbours(symbol, "callees", depth, kinds, include_heuristic, path, limit)

    def refs(self, symbol, depth: int = 1, kinds=None, include_heuristic=False, path=None, limit=200) -> dict:
        return self.neighbours(symbol, "refs", depth, kinds, include_heuristic, path, limit)

    def blast_radius(self, symbol, depth: int = 3, kinds=None, include_heuristic=False, path=None,
                     limit=500) -> dict:
        return self.neighbours(symbol, "blast-radius", depth, kinds, include_heuristic, path, limit)

    # ---- unresolved sites ------------------------------------------------------------------------------------

    def _load_unresolved(self) -> None:
        """The unresolved sites as the snapshot stores them (byte planes, sorted by file), indexed by file
        (`Snapshot.unresolved_index`): a site's file and index are computed only for the files and sites a
        question reads. The reference sites are indexed by file (`Snapshot.reference_sites`) only when a question
        needs a site's fields (`_ref_sites`): a site's fields are decoded only when a question returns it, a
        file's kinds and scopes only when a question looks inside the file."""
        with self._lock:
            if self._sites is not None:
                return
            with _malformed(self.snapshot, "unresolved"):
                sites = self.snapshot.unresolved_index
            self._sites = sites
            self._settle()   # as after the load: what was decoded lives as long as the index

    def _ref_sites(self):
        """`Snapshot.reference_sites`, made on first use (a record of `references` is decompressed when a site of
        one of its files is asked for)."""
        with self._lock:
            if self._refs is None:
                with no_gc(), _malformed(self.snapshot, "references"):
                    self._refs = self.snapshot.reference_sites
            return self._refs

    def _unknown_index(self) -> tuple[np.ndarray, np.ndarray]:
        """The 'unknown' sites as (name string ids; the sites' positions in `_sites`), in site order, from the
        `unresolved_names` section (a name id per unknown site, −1 for those named like no definition, which no
        question looks up): a question finds a name's sites by one scan in numpy (no sort at load)."""
        with self._lock:
            if self._unknown is None:
                at = np.flatnonzero(self._sites.reasons == UNRESOLVED_REASONS.index("unknown"))
                with _malformed(self.snapshot, "unresolved_names"):
                    self._unknown = (self.snapshot.unresolved_names, at)
            return self._unknown

    def _unresolved_with_name(self, name: str) -> list[int]:
        """Positions (in `_sites`) of the 'unknown' sites named `name`, ascending."""
        try:   # a scan of the strings in C: cheaper than a dict of them all, for a question's few names
            sid = self.snapshot.strings.index(name)
        except ValueError:
            return []
        ids, at = self._unknown_index()
        return at[ids == sid].tolist()

    def _row(self, k: int) -> tuple:
        """Site k as (path, scope, name, receiver, kind, line, reason), like Snapshot.unresolved."""
        with _malformed(self.snapshot, "unresolved"):
            fid, idx, reason = self._sites.site(k)
        refs = self._ref_sites()
        with _malformed(self.snapshot, "references"):
            scope, name, receiver, kind, line = refs.site(fid, idx)
            return (self.paths[fid], scope, name, receiver, REFERENCE_KINDS[kind], line, UNRESOLVED_REASONS[reason])

    def _site(self, row) -> dict:
        path, scope, name, receiver, kind, line, reason = row
        where = self._def_column("qualname")[self.def_base[path] - self.n_files + scope] if scope >= 0 else \
            "<module>"
        language = self.snapshot.file_columns.languages[self.file_ids[path]]
        return {"path": path, "line": line, "in": where, "name": name, "receiver": receiver, "kind": kind,
                "reason": reason, "text": site_text(receiver, name, self._tag_keywords.get(language, ()))}

    @cached_property
    def _tag_keywords(self) -> dict:
        """language -> its tag keywords (C's `struct`), as the snapshot's meta gives them (since 23.1); for an older
        snapshot, from the language specs (which cost a first question ~40 ms to import)."""
        given = self.meta.get("tag_keywords")
        if given is None:
            from ..languages import BY_NAME
            return {name: spec.tag_keywords for name, spec in BY_NAME.items() if spec.tag_keywords}
        return {language: frozenset(words) for language, words in given.items()}

    def _unresolved_inside(self, ids, site_kinds, limit, with_members: bool = False) -> dict:
        """The unresolved sites inside the symbol's definitions and the local definitions they hold; with
        `with_members` (blast-radius), inside all they contain (a class's methods, a file's definitions)."""
        with no_gc():
            self._load_unresolved()
        scopes: dict[str, set] = defaultdict(set)  # path -> definition indices (-1: module level)
        for i in ids:
            for n in [i] + self.members(i, own_locals=not with_members):
                node = self.nodes[n]
                if node["type"] == "file":
                    scopes[node["path"]].add(-1)
                elif node["type"] == "definition":
                    scopes[node["path"]].add(self.def_at[n][1])
        codes = None if site_kinds is None else {REFERENCE_KINDS.index(k) for k in site_kinds}
        rows = []
        for path, wanted in scopes.items():
            fid = self.file_ids[path]
            lo, hi = self._sites.file_range(fid)
            if lo == hi:
                continue   # no unresolved site in the file: its reference sites are not read
            with _malformed(self.snapshot, "unresolved"):
                idxs = self._sites.indices(lo, hi)
            refs = self._ref_sites()
            with _malformed(self.snapshot, "references"):
                site_scopes, site_kinds_col = refs.scopes(fid), refs.kinds(fid)
                if idxs.max() >= len(site_scopes):
                    raise ValueError("an unresolved site outside its file's references")
            for k, idx in zip(range(lo, hi), idxs.tolist()):
                if site_scopes[idx] in wanted and (codes is None or site_kinds_col[idx] in codes):
                    rows.append(self._row(k))
        rows.sort()
        return {"total": len(rows), "sites": [self._site(r) for r in rows[:limit]]}

    def _unresolved_named(self, ids, site_kinds, limit) -> dict:
        with no_gc():
            self._load_unresolved()
            names = {self.nodes[i]["name"] for i in ids if self.nodes[i]["type"] == "definition"}
            # a class is called through its constructor name too
            rows = sorted(r for name in names for r in map(self._row, self._unresolved_with_name(name))
                          if site_kinds is None or r[4] in site_kinds)
        return {"total": len(rows), "sites": [self._site(r) for r in rows[:limit]]}

    # ---- path ------------------------------------------------------------------------------------------------

    def path(self, a, b, kinds=None, include_heuristic: bool = False, path_a=None, path_b=None) -> dict:
        """A shortest dependency path from A to B (A depends on B); if there is none, from B to A."""
        kinds = _check_edge_kinds(kinds) or PATH_KINDS
        ids_a, ids_b = self._symbol(a, path_a), self._symbol(b, path_b)
        out = {"query": "path", "from": [self.info(i) for i in ids_a], "to": [self.info(i) for i in ids_b],
               "kinds": list(kinds), "include_heuristic": include_heuristic}
        same = sorted(set(ids_a) & set(ids_b))
        if same:   # A is B (an overloaded symbol too: not a path between two of its definitions): said as such
            return out | {"found": True, "same": True, "direction": "forward", "length": 0,
                          "nodes": [self.info(same[0])], "edges": []}
        g = self._graph(kinds, include_heuristic, False)
        best = None
        for direction, srcs, dsts in (("forward", ids_a, ids_b), ("reverse", ids_b, ids_a)):
            for s in srcs:
                for t in dsts:
                    found = rx.digraph_dijkstra_shortest_paths(g, s, target=t,
                                                               weight_fn=self.path_cost.__getitem__)
                    if t in found:
                        nodes = list(found[t])
                        cost = sum(self.path_cost[self._hop(g, u, v)[0]] for u, v in zip(nodes, nodes[1:]))
                        if best is None or (cost, len(nodes)) < (best[1], len(best[2])):
                            best = (direction, cost, nodes)
            if best is not None:
                break
        if best is None:
            return out | {"found": False, "direction": None, "length": None, "nodes": [], "edges": []}
        direction, cost, nodes = best
        hops = [self._hop(g, u, v)[0] for u, v in zip(nodes, nodes[1:])]
        edges = [self._edge_info(e) for e in hops]
        return out | {"found": True, "direction": direction, "length": sum(1 for e in hops if self.cost[e] > 0),
                      "nodes": [self.info(i) for i in nodes], "edges": edges}

    def _hop(self, g, u: int, v: int) -> tuple[int, float]:
        """The edge used between two consecutive path nodes: the cheapest, scope before inferred."""
        es = g.get_all_edge_data(u, v)
        prov = self.edge_columns.provenance   # codes in PROVENANCES order: scope, inferred, heuristic
        e = min(es, key=lambda e: (self.path_cost[e], prov[e], e))
        return e, self.path_cost[e]

    # ---- context ---------------------------------------------------------------------------------------------

    def source(self, i: int, cache: dict | None = None) -> tuple[str | None, str | None]:
        """(text, warning) of a definition or file by byte range: from the snapshot when it embeds the sources
        (index --with-source), else read from the snapshot's root."""
        node = self.nodes[i]
        if node["type"] == "external":
            return None, "external module: no source"
        digest = self.snapshot.file_columns.digests[self.file_ids[node["path"]]]
        if getattr(self.snapshot, "has_sources", False):
            data = self.snapshot.source(node["path"])
            if data is None:
                return None, f"{node['path']}: its source is not in the snapshot (changed while it was indexed)"
        else:
            full = self._inside_root(node["path"])
            if full is None:   # a tampered snapshot: nothing outside the repository is read
                return None, f"{node['path']!r} is not a path inside the repository root: not read"
            data = cache.get(full) if cache is not None else None
            if data is None:
                try:
                    with open(full, "rb") as fh:
                        data = fh.read()
                except OSError as exc:
                    return None, f"cannot read {full}: {exc.strerror or exc}"
                if cache is not None:
                    cache[full] = data
            if content_digest(data) != digest:
                # the snapshot's byte ranges would cut another content: its signature instead, as for a missing file
                return None, f"{node['path']} changed since the snapshot was written: its signature from the snapshot"
        if node["type"] == "file":
            return data.decode("utf-8", "replace"), None
        d = self.definition(i)
        return data[d.start_byte:d.end_byte].decode("utf-8", "replace"), None

    def _inside_root(self, path: str) -> str | None:
        """The file `path` names under the root, or None when it would leave it: an absolute path, a `..` part
        (the exports' rule, exports.jsonl.safe_path) or a symlink that resolves outside the root."""
        from ..exports.jsonl import safe_path

        root = self.root or "."
        if safe_path(path) is None:
            return None
        full = os.path.join(root, path)
        real_root = os.path.realpath(root)
        real = os.path.realpath(full)
        return full if real.startswith(real_root.rstrip(os.sep) + os.sep) else None

    def outline(self, i: int) -> str:
        """The signature of a definition, with its direct members' signatures for classes."""
        node = self.nodes[i]
        if node["type"] != "definition":
            return node.get("path", node.get("name", ""))
        d = self.definition(i)
        lines = [d.signature or f"{d.kind} {d.qualname}"]
        fi, di = self.def_at[i]
        first = self.def_base[self.paths[fi]] - self.n_files
        parents, local = self._def_column("parent"), self._def_column("local")
        for j in range(first, first + self.snapshot.file_columns.counts[fi]):
            if parents[j] == di and not local[j] and self.n_files + j != i:
                m = self.snapshot.definition(j)   # a member's fields alone: no signature column is derived
                lines.append(f"    {m.signature or f'{m.kind} {m.name}'}  # :{m.start_line}")
        return "\n".join(x for x in lines if x)

    def short_form(self, i: int, max_lines: int = 8) -> tuple[str, str]:
        """(text, form): a definition's signature, or for a class-like definition its outline's first lines."""
        node = self.nodes[i]
        if node["type"] != "definition":
            return self._label(i), "signature"
        if node["kind"] in TYPE_DEF_KINDS:
            lines = self.outline(i).splitlines()
            if len(lines) > max_lines:
                lines = lines[:max_lines] + [f"    ... {len(lines) - max_lines} more members"]
            return "\n".join(lines), "outline"
        d = self.definition(i)
        return (d.signature or f"{d.kind} {d.qualname}"), "signature"

    def context(self, symbol, budget: int = 6000, path: str | None = None, include_heuristic: bool = False) -> dict:
        """The source of a symbol, then its callees, referenced types and callers in order of relevance, as
        source when it fits and as signatures when not, until `budget` characters are spent."""
        with no_gc():   # as `neighbours`
            return self._context(symbol, budget, path, include_heuristic)

    def _context(self, symbol, budget, path, include_heuristic) -> dict:
        if not isinstance(budget, int) or budget < 200:
            raise QueryError("budget must be an integer >= 200")
        ids = self._with_declarations(self._symbol(symbol, path))
        sections, warnings, omitted = [], [], []
        used = 0

        def header(i, role, rel=None):
            node = self.nodes[i]
            if node["type"] == "definition":
                where = f"{node['path']}:{node['line']}-{node['end_line']} {node['kind']} {node['qualname']}"
            else:
                where = self._label(i)
            return f"### {where}  [{role}{': ' + rel if rel else ''}]\n"

        cache: dict[str, bytes | None] = {}
        heads: list[str] = []   # each section's header, as rendered
        cut = "\n... [truncated to the budget]"
        for k, i in enumerate(ids):
            head = header(i, "symbol")
            if k and used + len(head) + len(cut) + 1 > budget:   # no room for another overload of the symbol
                omitted.append(("symbol", None, i))
                continue
            if used + len(head) + len(cut) + 1 > budget:   # a header longer than the budget is cut too
                head = head[:max(budget - used - len(cut) - 2, 0)] + "\n"
            text, warn = self.source(i, cache)
            if warn:
                warnings.append(warn)
            form = "source"
            if text is None:   # missing, changed since indexing, outside the root: the snapshot's signature
                text = self.outline(i)
                form = "outline" if self.nodes[i].get("kind") in TYPE_DEF_KINDS else "signature"
            room = budget - used - len(head) - 1
            if len(text) > room:
                text = text[:max(room - 40, 0)] + cut
                form = "truncated"
            sections.append({"role": "symbol", "node": self.info(i), "form": form, "text": text})
            heads.append(head)
            used += len(head) + len(text) + 1
        candidates = self._context_candidates(ids, include_heuristic)
        # Pass 1, coverage: every neighbour in order of relevance, as its signature (a class: a short outline).
        for score, role, rel, v in candidates:
            # a section is at least "### PATH" plus its text: past that, no need to format it to know
            if used + len(self.paths[self._file_of(v)]) + 10 > budget:
                omitted.append((role, rel, v))
                continue
            head = header(v, role, rel)
            short, form = self.short_form(v)
            if used + len(head) + len(short) + 1 > budget:
                omitted.append((role, rel, v))
                continue
            sections.append({"role": role, "relation": rel, "score": round(score, 3), "node": self.info(v),
                             "form": form, "text": short})
            heads.append(head)
            used += len(head) + len(short) + 1
        # Pass 2, depth: in the same order, a neighbour's whole source where the rest of the budget allows
        # (a type's only when it is small: its outline says most of what a reader needs).
        for sec in sections:
            if sec["role"] == "symbol":
                continue
            v = sec["node"]["id"]
            text, warn = self.source(v, cache)
            if text is None or (self.nodes[v].get("kind") in TYPE_DEF_KINDS and len(text) > budget // 4):
                continue
            extra = len(text) - len(sec["text"])
            if extra > 0 and used + extra <= budget:
                sec["text"], sec["form"] = text, "source"
                used += extra
                if warn and warn not in warnings:
                    warnings.append(warn)
        rendered = "".join(h + s["text"] + "\n" for h, s in zip(heads, sections))
        return {"query": "context", "symbol": [self.info(i) for i in ids], "budget": budget, "used": len(rendered),
                "sections": sections, "omitted_total": len(omitted),
                "omitted": [{"role": role, "relation": rel, "label": self._label(v)} for role, rel, v in omitted[:100]],
                "warnings": warnings,
                "text": rendered}

    def _context_candidates(self, ids, include_heuristic) -> list[tuple]:
        """(score, role, relation, node): callees and used types (out), callers (in), one row per node. Read from
        the edge columns and the definitions' kinds and lines, fetched for all the neighbours at once: no node
        dict per neighbour (a symbol can have thousands of callers; `context` builds dicts for those it shows)."""
        weight = {("out", "inherits"): 4.0, ("out", "implements"): 4.0, ("out", "calls"): 3.0,
                  ("out", "instantiates"): 2.0, ("out", "references"): 2.5, ("in", "calls"): 2.0,
                  ("in", "instantiates"): 2.0, ("in", "references"): 1.5, ("in", "inherits"): 1.5,
                  ("in", "implements"): 1.5}
        prov = {"scope": 1.0, "inferred": 0.9, "heuristic": 0.5}
        kinds = ("calls", "instantiates", "references", "inherits", "implements")
        best: dict[int, tuple] = {}
        skip = set(ids)
        for i in ids:
            skip.update(self.members(i))
        end, local_ids = self.def_at.end, self.local_ids
        walks = []
        for side, reverse in (("out", False), ("in", True)):
            visitor = self._walk(ids, kinds, include_heuristic, reverse, 1)
            # files and definitions (externals and the virtual source are >= end), not local, not the symbol's
            near = [v for v, dist in visitor.dist.items() if dist >= 1 and v < end and v not in skip
                    and v not in local_ids]
            walks.append((side, reverse, visitor, near))
        every = np.array(sorted({v for *_w, near in walks for v in near}), dtype=np.int64)
        is_def = every >= self.n_files
        file_of = dict(zip(every.tolist(), np.where(is_def, np.searchsorted(self._def_starts, every, "right") - 1,
                                                    every).tolist()))
        defs = every[is_def] - self.n_files
        def_kind = dict(zip(every[is_def].tolist(), self.snapshot.definition_values("kind", defs).tolist()))
        span = dict.fromkeys(every.tolist(), 0)   # end_line - line (a file: 0), the tie-break
        span.update(zip(every[is_def].tolist(), (self.snapshot.definition_values("end_line", defs) -
                                                 self.snapshot.definition_values("start_line", defs)).tolist()))
        tests: dict[int, bool] = {}   # is_test_path by file: many neighbours share a file
        edges, virtual, cost = self.edge_columns, self._virtual_edge, self.cost
        prov_factor = np.array([prov[p] for p in PROVENANCES])
        for side, reverse, visitor, near in walks:
            # the edge that ties each neighbour to the symbol: the one it was reached by when that came from a
            # start node (a chain of one edge), else as `_direct` picks it along the chain
            pred = visitor.pred
            es = []
            for v in near:
                u, e = pred[v]
                es.append(e if cost[e] > 0 and pred[u][1] == virtual else
                          self._direct(self._chain(visitor, v, reverse), reverse))
            at = np.asarray(es, dtype=np.int64)
            kind_codes, prov_codes, counts = (edges.array(c)[at] for c in ("kind", "provenance", "count"))
            kind_weight = np.array([weight.get((side, k), 1.0) for k in EDGE_KINDS])
            # as the per-edge rule computes it, in this order (the same floats)
            scores = kind_weight[kind_codes] * prov_factor[prov_codes] * (1 + np.minimum(counts, 10) / 10)
            for v, score, kc, pc, count in zip(near, scores.tolist(), kind_codes.tolist(), prov_codes.tolist(),
                                               counts.tolist()):
                kind = EDGE_KINDS[kc]
                is_type = def_kind.get(v) in TYPE_DEF_KINDS
                if side == "out" and kind == "references" and is_type:
                    score *= 1.3
                fi = file_of[v]
                is_test = tests.get(fi)
                if is_test is None:
                    is_test = tests[fi] = is_test_path(self.paths[fi])
                if is_test:
                    score *= 0.5
                if v in best and best[v][0] >= score:
                    continue
                role = {"out": "type" if kind in ("inherits", "implements") or (
                    kind == "references" and is_type) else
                    "callee" if kind in CALL_KINDS else "referenced", "in": "caller" if kind in CALL_KINDS
                    else "user"}[side]
                best[v] = (score, role, f"{kind} x{count} ({PROVENANCES[pc]})", v)
        return sorted(best.values(), key=lambda r: (-r[0], span[r[3]], r[3]))

    def _file_of(self, v: int) -> int:
        """The file index of a file or definition node."""
        return v if v < self.n_files else self.def_at[v][0]

    # ---- cycles and rank -------------------------------------------------------------------------------------

    def cycles(self, include_heuristic: bool = False, limit: int = 50, module_level: bool = False) -> dict:
        """Import cycles: strongly connected components of the file import graph, largest first.
        module_level: leave out imports made inside functions (deferred imports, which do not run at import
        time); an import edge counts as deferred when its first site is inside a function and no module-level
        import of that file comes after it."""
        limit = _check_limit(limit)
        g = rx.PyDiGraph()
        g.add_nodes_from(range(self.n_files))
        pairs = {}
        top_lines = [None] * self.n_files
        edges = self.edge_columns
        imports = np.frombuffer(self._mask(("imports",), include_heuristic), dtype=bool)[:-1] & \
            (edges.array("kind") == EDGE_KINDS.index("imports"))
        for e in np.flatnonzero(imports).tolist():
            s, d, count, line = edges.src[e], edges.dst[e], edges.count[e], edges.line[e]
            if s < self.n_files and d < self.n_files:
                if module_level:
                    if top_lines[s] is None:
                        top_lines[s] = {imp[3] for imp in self.files[s].imports if imp[5] < 0}
                    top = top_lines[s]
                    if line not in top and not (count > 1 and top and max(top) > line):
                        continue
                pairs.setdefault((s, d), line)
        g.add_edges_from([(s, d, line) for (s, d), line in sorted(pairs.items())])
        comps = []
        for comp in rx.strongly_connected_components(g):
            if len(comp) > 1 or (len(comp) == 1 and g.has_edge(comp[0], comp[0])):
                comps.append(sorted(comp, key=lambda i: self.paths[i]))
        comps.sort(key=lambda c: (-len(c), self.paths[c[0]]))
        out = []
        for comp in comps[:limit]:
            members = set(comp)
            sub = g.subgraph(comp)  # node i of sub is comp[i] in ascending id order? map through payloads
            example = rx.digraph_find_cycle(sub, 0)
            cycle = [sub[u] for u, _v in example]
            inner = sorted((self.paths[s], self.paths[d], line) for (s, d), line in pairs.items()
                           if s in members and d in members)
            out.append({"size": len(comp), "files": [self.paths[i] for i in comp],
                        "example": [self.paths[i] for i in cycle] + ([self.paths[cycle[0]]] if cycle else []),
                        "imports_total": len(inner),
                        "imports": [{"src": s, "dst": d, "line": ln} for s, d, ln in inner[:200]]})
        return {"query": "cycles", "module_level": module_level, "total": len(comps), "cycles": out,
                "truncated": len(comps) > limit}

    def search(self, text: str, k: int = 10, mode: str = "auto", expand: int = 0, no_tests: bool = False) -> dict:
        """Definitions ranked by how well they match a sentence (auto, lexical, dense or hybrid; see
        fastindex/search/retrieve.py), with `expand` > 0 their callers, callees and types within that many hops;
        `no_tests` leaves out definitions in test, fixture and migration files."""
        from ..search.retrieve import MODES, SearchUnavailable, search
        if not isinstance(text, str) or not text.strip():
            raise QueryError("empty search text")
        if mode not in MODES:
            raise QueryError(f"mode must be one of {', '.join(MODES)}")
        k = _check_limit(k, "k")
        if isinstance(expand, bool) or not isinstance(expand, int) or expand < 0:
            raise QueryError("expand must be a non-negative integer")
        try:
            with no_gc():
                return search(self, text, k=k, mode=mode, expand_depth=expand, no_tests=bool(no_tests))
        except SearchUnavailable as exc:
            raise QueryError(str(exc)) from None

    def rank(self, top: int = 20, what: str = "all", include_heuristic: bool = False) -> dict:
        """The most central definitions (PageRank over calls/references/inheritance) and files (PageRank over
        the file dependency graph: imports plus every cross-file edge lifted to its files)."""
        if what not in ("all", "definitions", "files"):
            raise QueryError("what must be one of all, definitions, files")
        if isinstance(top, bool) or not isinstance(top, int) or not 1 <= top <= RANK_MAX:
            raise QueryError(f"top must be an integer from 1 to {RANK_MAX}")
        out = {"query": "rank", "top": top}
        if what in ("all", "definitions"):
            out["definitions"] = self._ranked("definitions", include_heuristic)[:top]
        if what in ("all", "files"):
            out["files"] = self._ranked("files", include_heuristic)[:top]
        return out

    def _ranked(self, what: str, include_heuristic: bool) -> list[dict]:
        key = (what, include_heuristic)
        if key not in self._ranks:
            with no_gc():
                self._ranks[key] = self._pagerank(what, include_heuristic)
        return self._ranks[key]

    def _pagerank(self, what: str, include_heuristic: bool) -> list[dict]:
        edges = self.edge_columns
        src, dst, kind = edges.array("src"), edges.array("dst"), edges.array("kind")
        ok = np.ones(len(edges), dtype=bool) if include_heuristic else \
            edges.array("provenance") != PROVENANCES.index("heuristic")
        g = rx.PyDiGraph()
        if what == "definitions":
            ok &= np.isin(kind, [EDGE_KINDS.index(k) for k in ("calls", "references", "inherits", "implements",
                                                                "instantiates")]) & (src != dst)
            g.add_nodes_from(range(self.size))
            # edges come sorted by source: unique pairs in that order keep the result deterministic
            g.add_edges_from_no_data(list(dict.fromkeys(zip(src[ok].tolist(), dst[ok].tolist()))))
            scores = rx.pagerank(g)
            local = self.local_ids
            n_defs_end = self.n_files + len(self.def_at)
            rows = [(-sc, i) for i, sc in scores.items() if self.n_files <= i < n_defs_end and i not in local]
        else:
            g.add_nodes_from(range(self.n_files))
            n_internal = self.n_files + len(self.def_at)
            file_of = np.array(list(range(self.n_files)) + [fi for fi, _di in self.def_at.values()], dtype=np.int64)
            ok &= (kind != EDGE_KINDS.index("contains")) & (dst < n_internal) & (src < n_internal)
            fs, fd = file_of[src[ok]], file_of[dst[ok]]
            apart = fs != fd
            g.add_edges_from_no_data(list(dict.fromkeys(zip(fs[apart].tolist(), fd[apart].tolist()))))
            scores = rx.pagerank(g)
            rows = [(-sc, i) for i, sc in scores.items()]
        rows.sort()
        return [self.info(i) | {"score": round(-neg, 8), "in_degree": len(set(g.predecessor_indices(i)))}
                for neg, i in rows[:RANK_MAX]]

    def warm(self) -> None:
        """Decode up front what questions would decode on demand (a server does this once, in the background):
        `path`'s graph, the unresolved sites and their names, every record of the reference sites, the lexical
        index. The walks' graphs are built at load."""
        self._graph(PATH_KINDS, False, False)   # `path`: the walks run on the full graphs, built at load
        ctx = ("calls", "instantiates", "references", "inherits", "implements")
        for kinds, heuristic in ((CALL_KINDS, False), (REF_KINDS, False), (ctx, False), (("contains",), True)):
            self._mask(kinds, heuristic)          # the walks' edge filters
        with no_gc():
            _ = self._path_rank   # the files' order, for sorting results
            # the definition fields a node dict and a result's order read (else unpacked per record when
            # a question first meets a definition of it)
            for field in ("kind", "start_line", "end_line", "exported"):
                self._def_column(field)
            n_defs = len(self.def_at)
            if n_defs:
                self.snapshot.definition_values("start_line", np.arange(n_defs))
                self.snapshot.definition_values("kind", np.arange(n_defs))
                self.snapshot.definition_values("end_line", np.arange(n_defs))
            self._load_unresolved()
            self._unknown_index()
            with _malformed(self.snapshot, "references"):
                self._ref_sites().load_all()
            try:
                getattr(self.snapshot, "search", None)    # the lexical index, decoded once
            except SnapshotError:
                pass                                      # `search` reports it when asked
            self._settle()   # as after the load: what was decoded lives as long as the index

    # ---- about -----------------------------------------------------------------------------------------------

    def summary(self) -> dict:
        langs: dict[str, int] = defaultdict(int)
        for lang in self.snapshot.file_columns.languages:
            langs[lang] += 1
        return {"snapshot": self.snapshot.path, "root": self.root, "commit": self.meta.get("commit", ""),
                "files": self.n_files, "definitions": len(self.def_at), "edges": len(self.edge_columns),
                "languages": dict(sorted(langs.items()))}


def _prefixed(sorted_keys: list[str], prefix: str) -> list[str]:
    lo = bisect.bisect_left(sorted_keys, prefix)
    hi = bisect.bisect_left(sorted_keys, prefix + "\U0010ffff")
    return sorted_keys[lo:hi]


def _split(value) -> list[str] | None:
    if value is None:
        return None
    if isinstance(value, str):
        value = value.split(",")
    items = [v.strip() for v in value if v and v.strip()]
    return items or None


def _check_edge_kinds(kinds) -> tuple | None:
    items = _split(kinds)
    if items is None:
        return None
    bad = [k for k in items if k not in EDGE_KINDS]
    if bad:
        raise QueryError(f"unknown edge kind {bad[0]!r}; kinds: {' '.join(EDGE_KINDS)}")
    return tuple(dict.fromkeys(items))


def _check_def_kinds(kinds) -> frozenset | None:
    items = _split(kinds)
    if items is None:
        return None
    bad = [k for k in items if k not in DEF_KINDS and k != "file"]
    if bad:
        raise QueryError(f"unknown definition kind {bad[0]!r}; kinds: {' '.join(DEF_KINDS)} file")
    return frozenset(items)


RANK_MAX = 1000   # the most central definitions and files `rank` keeps (what --top may ask for)


def _check_limit(limit, name: str = "limit") -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise QueryError(f"{name} must be a positive integer")
    return limit


def _relative(path: str) -> str:
    """A path as the snapshot stores it: without surrounding blanks and slashes, nor a leading `./`."""
    path = path.strip().strip("/")
    while path.startswith("./"):
        path = path[2:].lstrip("/")
    return "" if path == "." else path


def _check_depth(depth) -> int:
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
        raise QueryError("depth must be a positive integer")
    return depth
