"""Callers lookups on the graph loaded from the synth-100k snapshot (`fastindex.open(path).graph()`).

The node: the definition with the most distinct direct callers (kind "calls"), lowest id on ties; the corpus is
deterministic, so it is the same node every run. rustworkx (0.18) has no depth-limited or edge-kind-filtered
traversal: `ancestors` and `bfs_predecessors` (a BFS along in-edges, giving node payloads) run to the end,
`bfs_layers` follows out-edges. So the depth-3 callers are measured as a Python BFS over `in_edges` on the full
graph, and with rustworkx on a calls-only view of the graph (node payload = node id; built once, its cost
measured on its own): `bfs_predecessors` and `bfs_layers` on the reversed view, cut at depth 3 afterwards;
`ancestors` gives the unbounded transitive callers.
"""
from __future__ import annotations

import pytest
import rustworkx as rx

import fastindex
from fastindex.graph import EDGE_KINDS

from .conftest import cpu_clocked, record

DEPTH = 3


CALLS = EDGE_KINDS.index("calls")


def _is_call(g, e: int) -> bool:
    """Edge payload e is the edge's index; the graph's attrs (EdgeColumns) hold its kind code."""
    return g.attrs.kind[e] == CALLS


@pytest.fixture(scope="module")
def snap(snapshot_path):
    return fastindex.open(snapshot_path)


@pytest.fixture(scope="module")
def graph(snap):
    return snap.graph()


def calls_view(g, reverse: bool = False) -> rx.PyDiGraph:
    """Node ids as in g (payload: the id), one edge caller -> callee (callee -> caller if reverse) per calls pair."""
    r = rx.PyDiGraph(multigraph=False)
    r.add_nodes_from(range(g.num_nodes()))
    pairs = [(s, d) for s, d, e in g.weighted_edge_list() if _is_call(g, e)]
    r.add_edges_from_no_data([(d, s) for s, d in pairs] if reverse else pairs)
    return r


@pytest.fixture(scope="module")
def callers_view(graph):
    return calls_view(graph, reverse=True)


@pytest.fixture(scope="module")
def calls_only(graph):
    return calls_view(graph)


@pytest.fixture(scope="module")
def target(graph, snap) -> int:
    best, best_n = None, -1
    for n in graph.node_indices():   # a node's payload is its id; snap.nodes[n] its fields
        if snap.nodes[n]["type"] != "definition":
            continue
        k = len({s for s, _, e in graph.in_edges(n) if _is_call(graph, e)})
        if k > best_n:
            best, best_n = n, k
    return best


def direct_callers(g, n) -> set[int]:
    return {s for s, _, e in g.in_edges(n) if _is_call(g, e)}


def callers_bfs(g, n, depth=DEPTH) -> set[int]:
    """Every caller at most `depth` calls edges away (the node itself excluded)."""
    seen, frontier = {n}, [n]
    for _ in range(depth):
        nxt = []
        for v in frontier:
            for s, _, e in g.in_edges(v):
                if s not in seen and _is_call(g, e):
                    seen.add(s)
                    nxt.append(s)
        frontier = nxt
    seen.discard(n)
    return seen


def _describe(snap, n) -> str:
    p = snap.nodes[n]
    return f"{p['path']}:{p['qualname']} ({p['kind']})"


def test_direct_callers(benchmark, graph, snap, target):
    benchmark.group = "query"
    callers = benchmark(direct_callers, graph, target)
    assert callers
    record(benchmark, node=_describe(snap, target), in_degree=graph.in_degree(target), callers=len(callers))


def test_callers_depth3_python_bfs(benchmark, graph, target):
    benchmark.group = "query"
    callers = benchmark(callers_bfs, graph, target)
    record(benchmark, callers=len(callers), via="in_edges + kind filter, on the full graph")


def test_callers_depth3_bfs_layers(benchmark, graph, callers_view, target):
    def layers():
        return {v for layer in rx.bfs_layers(callers_view, [target])[1:DEPTH + 1] for v in layer}

    benchmark.group = "query"
    callers = benchmark(layers)
    assert callers == callers_bfs(graph, target)
    record(benchmark, callers=len(callers), via="rx.bfs_layers on the reversed calls view (all layers, cut at 3)")


def test_callers_depth3_bfs_predecessors(benchmark, graph, calls_only, target):
    """bfs_predecessors: (node, [its predecessors]) in BFS order along in-edges, no depths: recomputed here."""
    def reverse_bfs():
        depth = {target: 0}
        for v, preds in rx.bfs_predecessors(calls_only, target):
            d = depth[v] + 1
            for p in preds:
                depth.setdefault(p, d)
        return {v for v, d in depth.items() if 0 < d <= DEPTH}

    benchmark.group = "query"
    callers = benchmark(reverse_bfs)
    assert callers == callers_bfs(graph, target)
    record(benchmark, callers=len(callers), via="rx.bfs_predecessors on the calls view (whole BFS, cut at 3)")


def test_callers_transitive_ancestors(benchmark, graph, calls_only, target):
    benchmark.group = "query"
    ancestors = benchmark(rx.ancestors, calls_only, target)
    assert callers_bfs(graph, target) <= ancestors
    record(benchmark, callers=len(ancestors), via="rx.ancestors on the calls view (unbounded depth)")


def test_build_callers_view(benchmark, graph):
    benchmark.group = "query"
    build = cpu_clocked(calls_view)
    view = benchmark.pedantic(build, args=(graph, True), rounds=3, iterations=1)
    record(benchmark, build, nodes=view.num_nodes(), calls_edges=view.num_edges(), graph_edges=graph.num_edges())
