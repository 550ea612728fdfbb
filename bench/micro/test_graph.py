"""Graph: `build_graph` from the link result of synth-100k."""
from __future__ import annotations

from fastindex.execute import no_gc
from fastindex.graph import build_graph
from fastindex.pipeline import _edge_rows

from .conftest import cpu_clocked, mean_of, record


def test_build_graph(benchmark, indexed):
    """build_graph alone, the edge rows (node ids, string kinds) prepared beforehand."""
    result, _ = indexed
    rows = list(_edge_rows(result.tables, result.link, names=True))

    @cpu_clocked
    def build():
        with no_gc():
            return build_graph(result.tables, result.link.externals, rows)

    benchmark.group = "graph"
    g = benchmark.pedantic(build, rounds=5, warmup_rounds=1, iterations=1)
    assert g.num_edges() == len(rows)
    record(benchmark, build, nodes=g.num_nodes(), edges=g.num_edges(), edges_per_s=g.num_edges() / mean_of(benchmark))


def test_graph_phase(benchmark, indexed):
    """What the pipeline's graph phase does: edge keys -> node ids (NodeIndex), then build_graph."""
    result, _ = indexed

    @cpu_clocked
    def build():
        with no_gc():
            return build_graph(result.tables, result.link.externals, _edge_rows(result.tables, result.link, names=True))

    benchmark.group = "graph"
    g = benchmark.pedantic(build, rounds=5, warmup_rounds=1, iterations=1)
    assert g.num_nodes() == result.graph.num_nodes() and g.num_edges() == result.graph.num_edges()
    record(benchmark, build, nodes=g.num_nodes(), edges=g.num_edges(), edges_per_s=g.num_edges() / mean_of(benchmark))
