"""Graph: `build_graph` from the link result of synth-100k."""
from __future__ import annotations

from fastindex.execute import no_gc
from fastindex.graph import EDGE_KINDS, PROVENANCES, EdgeColumns, build_graph, graph_from_columns
from fastindex.snapshot.codec import edge_order

from .conftest import cpu_clocked, mean_of, record


def test_build_graph(benchmark, indexed):
    """build_graph alone, the edge rows (node ids, string kinds) prepared beforehand."""
    result, _ = indexed
    rows = [(s, d, EDGE_KINDS[k], PROVENANCES[p], c, ln) for s, d, k, p, c, ln in result.link.edges.tolist()]

    @cpu_clocked
    def build():
        with no_gc():
            return build_graph(result.tables, result.link.externals, rows)

    benchmark.group = "graph"
    g = benchmark.pedantic(build, rounds=5, warmup_rounds=1, iterations=1)
    assert g.num_edges() == len(rows)
    record(benchmark, build, nodes=g.num_nodes(), edges=g.num_edges(), edges_per_s=g.num_edges() / mean_of(benchmark))


def test_graph_phase(benchmark, indexed):
    """What the pipeline's graph phase does (the link's rows put in order, codec.edge_order), then the graph built
    from them as IndexResult.graph builds it."""
    result, _ = indexed
    rows = result.link.edges[::-1]   # in no set order, as the link leaves them

    @cpu_clocked
    def build():
        with no_gc():
            ordered = rows[edge_order(rows, len(result.tables), result.node_count)]
            return graph_from_columns(result.node_count, EdgeColumns(*(ordered[:, j].copy() for j in range(6))))

    benchmark.group = "graph"
    g = benchmark.pedantic(build, rounds=5, warmup_rounds=1, iterations=1)
    assert g.num_nodes() == result.graph.num_nodes() and g.num_edges() == result.graph.num_edges()
    record(benchmark, build, nodes=g.num_nodes(), edges=g.num_edges(), edges_per_s=g.num_edges() / mean_of(benchmark))
