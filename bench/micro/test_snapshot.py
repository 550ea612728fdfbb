"""Snapshot of synth-100k: write (`write_snapshot`), read (`fastindex.open` + `.files` + `.edges`) and load
(`fastindex.open(...).graph()`). Each read/load round opens the file afresh (Snapshot caches what it decodes)."""
from __future__ import annotations

import os

import fastindex
from fastindex.pipeline import IndexOptions, write_snapshot

from .conftest import cpu_clocked, mean_of, record


def test_write(benchmark, indexed, workdir):
    result, _ = indexed
    out = os.path.join(workdir, "write.fidx")
    options = IndexOptions(backend="inprocess", progress=False)
    phases = list(result.report.phases)

    def setup():
        result.report.phases[:] = phases    # write_snapshot appends a "write" phase to the report each time
        return (result, out, options), {}

    write = cpu_clocked(write_snapshot)
    benchmark.group = "snapshot"
    try:
        benchmark.pedantic(write, setup=setup, rounds=3)
    finally:
        result.report.phases[:] = phases
    size = os.path.getsize(out)
    record(benchmark, write, snapshot_bytes=size, MB_written_per_s=size / mean_of(benchmark) / 1e6,
           includes="encode + zstd + fsync + rename")


def test_open(benchmark, snapshot_path):
    """open alone: footer + the meta section."""
    benchmark.group = "snapshot"
    snap = benchmark(fastindex.open, snapshot_path)
    record(benchmark, files=snap.meta["counts"]["files"])


def test_read_files_edges(benchmark, snapshot_path):
    @cpu_clocked
    def read():
        s = fastindex.open(snapshot_path)
        return len(s.files), len(s.edges)

    benchmark.group = "snapshot"
    files, edges = benchmark.pedantic(read, rounds=3, iterations=1)
    size = os.path.getsize(snapshot_path)
    record(benchmark, read, files=files, edges=edges, snapshot_bytes=size,
           MB_read_per_s=size / mean_of(benchmark) / 1e6)


def test_load_graph(benchmark, snapshot_path):
    @cpu_clocked
    def load():
        return fastindex.open(snapshot_path).graph()

    benchmark.group = "snapshot"
    g = benchmark.pedantic(load, rounds=3, iterations=1)
    record(benchmark, load, nodes=g.num_nodes(), edges=g.num_edges())
