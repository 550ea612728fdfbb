"""Reduce: `Linker(root, tables, configs).link()` over the tables of synth-100k (mapped once, in the fixture).
A fresh Linker each round: it caches scopes, bindings and exports."""
from __future__ import annotations

from fastindex.execute import no_gc
from fastindex.graph import edge_array
from fastindex.reduce.link import Linker

from .conftest import cpu_clocked, cpu_mean, mean_of, record


def test_link(benchmark, indexed):
    result, configs = indexed
    tables = result.tables

    @cpu_clocked
    def link():
        with no_gc():   # as the pipeline does
            return Linker(result.root, tables, configs).link()

    benchmark.group = "reduce"
    link_result = benchmark.pedantic(link, rounds=3, iterations=1)
    assert link_result.counts == result.link.counts
    assert edge_array(tables, link_result.edges, link_result.externals).tolist() == result.link.edges.tolist()
    refs = link_result.counts["references"]
    record(benchmark, link, files=len(tables), references=refs, edges=len(link_result.edges),
           references_per_s=refs / mean_of(benchmark), references_per_cpu_s=refs / cpu_mean(benchmark, link))
