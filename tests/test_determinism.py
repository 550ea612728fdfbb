"""The snapshot's content does not depend on where or how the map ran.

Every section but `meta` (which holds timings, the root and the run options) must be byte-identical, compared
through the section checksums in the footer: in-process, Ray with 1 worker, Ray with 2 workers (4 and 8
shards), 1-3 forked workers, and a git checkout of the same tree.
"""
from __future__ import annotations

import logging

import pytest
from conftest import FIXTURE_CASES, copy_fixture, git, git_init, index_snapshot, write

from fastindex.discover import discover
from fastindex.execute import make_shards
from fastindex.languages import LANGUAGES
from fastindex.pipeline import SHARDS_PER_WORKER
from fastindex.snapshot import SECTIONS, SnapshotReader

CONTENT_SECTIONS = tuple(s for s in SECTIONS if s != "meta")


def build_tree(root):
    for case in FIXTURE_CASES:
        copy_fixture(case, root)
    for i in range(24):
        write(root, f"gen/py/mod{i:02d}.py",
              f"from .mod{(i + 1) % 24:02d} import Thing{(i + 1) % 24:02d}\n\n\n"
              f"class Thing{i:02d}(Thing{(i + 1) % 24:02d} if False else object):\n"
              f"    def run(self, other: 'Thing{(i + 1) % 24:02d}'):\n"
              f"        return other.run(self) + helper{i:02d}()\n\n\n"
              f"def helper{i:02d}():\n    return {i}\n")
        write(root, f"gen/ts/mod{i:02d}.ts",
              f'import {{ helper{(i + 1) % 24:02d} }} from "./mod{(i + 1) % 24:02d}";\n'
              f"export function helper{i:02d}(n: number): number {{\n"
              f"  return n > 0 ? helper{(i + 1) % 24:02d}(n - 1) : {i};\n}}\n"
              f"export class Box{i:02d} {{ open(): number {{ return helper{i:02d}(3); }} }}\n")
    write(root, "gen/broken.py", "def ok():\n    pass\n\ndef broken(:\n")
    write(root, "gen/latin1.py", b"def caf\xe9():\n    pass\n")
    write(root, "gen/blob.ts", b"\x00\x01binary")
    return root


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return build_tree(tmp_path_factory.mktemp("determinism") / "repo")


@pytest.fixture(scope="module")
def ray_session():
    """One local Ray instance (2 CPUs) for every Ray run of this module."""
    import ray

    # fastindex is installed (editable) in this interpreter's environment, so workers import it as is
    ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level=logging.ERROR,
             log_to_driver=False, object_store_memory=100 * 1024 * 1024)
    yield ray
    ray.shutdown()


def checksums(path) -> dict[str, str]:
    with SnapshotReader(str(path)) as r:
        return {name: r.sections[name]["blake2b"] for name in CONTENT_SECTIONS}


@pytest.fixture(scope="module")
def inprocess(tree, tmp_path_factory):
    out = tmp_path_factory.mktemp("det_out") / "inprocess.fidx"
    result, _ = index_snapshot(tree, out, backend="inprocess")
    assert result.report.workers["backend"] == "inprocess"
    return out, result


def test_tree_is_big_enough_for_several_shards(tree, inprocess):
    found = discover(str(tree), LANGUAGES)
    assert len(make_shards(found.files, 1 * SHARDS_PER_WORKER)) == 4
    assert len(make_shards(found.files, 2 * SHARDS_PER_WORKER)) == 8
    _, result = inprocess
    # the tree exercises every section: edges, unresolved sites and problems
    assert result.problems and result.link.unresolved and result.report.skipped.get("binary") == 1


@pytest.mark.parametrize("workers", [1, 2])
def test_ray_snapshot_equals_inprocess(tree, inprocess, ray_session, tmp_path, workers):
    out = tmp_path / f"ray{workers}.fidx"
    result, snap = index_snapshot(tree, out, backend="ray", workers=workers)
    assert result.report.workers["backend"] == "ray"
    assert result.report.workers["count"] == workers
    assert checksums(out) == checksums(inprocess[0])
    assert snap.report["skipped"] == inprocess[1].report.skipped


@pytest.mark.parametrize("workers", [1, 2, 3])
def test_forked_workers_snapshot_equals_inprocess(tree, inprocess, tmp_path, workers):
    """The map on processes forked from the driver (execute.fork_backend): 4, 8 and 12 shards, results in the
    order they finish; the map's CPU counts the workers'."""
    out = tmp_path / f"fork{workers}.fidx"
    result, snap = index_snapshot(tree, out, backend="fork", workers=workers)
    assert result.report.workers["backend"] == "fork" and result.report.workers["count"] == workers
    assert checksums(out) == checksums(inprocess[0])
    assert snap.report["skipped"] == inprocess[1].report.skipped
    ph = result.report.phase("map")
    assert ph.cpu > ph.extra["driver_cpu_s"] and ph.extra["worker_pack_cpu_s"] > 0


@pytest.mark.parametrize("shard_bytes", [1, 3000, 10**9])
def test_sections_written_during_the_map_equal_those_written_after(tree, inprocess, tmp_path, monkeypatch,
                                                                   shard_bytes):
    """The per-file sections streamed while shards finish (one file per shard, a few, one shard) are byte for
    byte those written from the sorted tables after the run."""
    from fastindex import pipeline
    monkeypatch.setattr(pipeline, "IN_PROCESS_SHARD_BYTES", shard_bytes)
    after = tmp_path / "after.fidx"
    result, _ = index_snapshot(tree, after, stream=False, backend="inprocess")
    assert result.tables_written is None and "snapshot_tables_s" not in result.report.phase("map").extra
    during = tmp_path / "during.fidx"
    result, _ = index_snapshot(tree, during, backend="inprocess")
    assert result.report.phase("map").extra["snapshot_tables_s"] >= 0
    assert checksums(during) == checksums(after) == checksums(inprocess[0])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["after.fidx", "during.fidx"]   # no temporary left


def test_the_per_file_sections_are_placed_when_the_map_ends(tree, inprocess, tmp_path, monkeypatch):
    """A streamed index places its per-file sections before the reduce starts, so the encoder's open records
    (the whole `files` record of a run under CHUNK files) are not held, nor copied into a forked child, through
    the reduce; write_snapshot does not place them again, and the snapshot is the one written after the run."""
    from fastindex import pipeline
    from fastindex.snapshot.stream import TableSections
    streams: list[TableSections] = []
    init = TableSections.__init__

    def record(self, *args, **kwargs):
        init(self, *args, **kwargs)
        streams.append(self)

    seen = []
    link = pipeline.parallel_link.link

    def at_reduce(*args, **kwargs):
        (stream,) = streams
        enc = stream.encoder
        seen.append((stream.finished, len(enc.files[0]), len(enc.defs), len(enc.refs.cols[0]), len(enc.ids)))
        return link(*args, **kwargs)

    monkeypatch.setattr(TableSections, "__init__", record)
    monkeypatch.setattr(pipeline.parallel_link, "link", at_reduce)
    out = tmp_path / "placed.fidx"
    result, snap = index_snapshot(tree, out, backend="inprocess")
    assert seen == [(True, 0, 0, 0, 0)]
    assert result.tables_written is None and len(snap.files) == len(result.tables) > 3
    assert checksums(out) == checksums(inprocess[0])


@pytest.mark.parametrize("backend,workers", [("inprocess", 3), ("ray", 2)])
def test_the_pipeline_on_several_reduce_processes_gives_the_same_snapshot(tree, inprocess, ray_session, tmp_path,
                                                                           monkeypatch, backend, workers):
    """The tree indexed with the reduce on `workers` processes: the snapshot is
    the sequential one's; the reduce's CPU includes the children's."""
    from fastindex.reduce import parallel
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 1)
    monkeypatch.setattr(parallel, "SITES_PER_PROCESS", 1)
    out = tmp_path / "par.fidx"
    result, _ = index_snapshot(tree, out, backend=backend, workers=workers, reduce_processes=workers)
    reduce = result.report.phase("reduce")
    assert reduce.extra["processes"] == workers and "linked_here" not in reduce.extra
    assert reduce.cpu == pytest.approx(reduce.extra["driver_cpu_s"] + reduce.extra["children_cpu_s"], abs=1e-3)
    assert "processes" not in inprocess[1].report.phase("reduce").extra   # the tree is small: one process
    assert checksums(out) == checksums(inprocess[0])



def test_a_failed_run_leaves_no_partial_snapshot(tmp_path):
    from fastindex.discover import DiscoverError
    from fastindex.pipeline import IndexOptions, index
    out = tmp_path / "out" / "x.fidx"
    out.parent.mkdir()
    with pytest.raises(DiscoverError):
        index(str(tmp_path / "missing"), IndexOptions(progress=False), out=str(out))
    root = build_tree(tmp_path / "repo")
    result = index(str(root), IndexOptions(progress=False, backend="inprocess"), out=str(out))
    assert len(list(out.parent.iterdir())) == 1          # the writer's temporary file, until written
    from fastindex.pipeline import write_snapshot
    write_snapshot(result, str(tmp_path / "elsewhere.fidx"), IndexOptions(progress=False))
    assert list(out.parent.iterdir()) == []              # written elsewhere: the streamed one is dropped
    assert checksums(tmp_path / "elsewhere.fidx")


def test_inprocess_is_repeatable(tree, inprocess, tmp_path):
    out = tmp_path / "again.fidx"
    index_snapshot(tree, out, backend="inprocess")
    assert checksums(out) == checksums(inprocess[0])


def test_git_checkout_of_the_same_tree_gives_the_same_snapshot(tree, inprocess, tmp_path):
    repo = git_init(tmp_path / "checkout")
    build_tree(repo)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "same tree")
    out = tmp_path / "git.fidx"
    result, _ = index_snapshot(repo, out, backend="inprocess")
    assert result.commit
    assert checksums(out) == checksums(inprocess[0])


def test_shards_end_smaller_with_a_tail(tree):
    """make_shards(files, n, tail=k): contiguous runs in path order, the last k shares each split into a half, a
    quarter and two eighths."""
    found = discover(str(tree), LANGUAGES)
    paths = sorted(f.path for f in found.files)
    size = {f.path: f.size + 256 for f in found.files}
    for n, tail in ((8, 2), (4, 1), (3, 3)):
        shards = make_shards(found.files, n, tail=tail)
        assert len(shards) == n + 3 * tail and all(shards)
        assert [p for shard in shards for p, _lang in shard] == paths
        cost = [sum(size[p] for p, _lang in shard) for shard in shards]
        share = sum(cost) / n
        # whole files: each shard within a file of its share (a full share, or part of one in the tail)
        biggest = max(size.values())
        parts = [1] * (n - tail) + [1 / 2] * tail + [1 / 4] * tail + [1 / 8] * (2 * tail)
        for c, part in zip(cost, parts, strict=True):
            assert abs(c - share * part) <= biggest + 1
    assert make_shards(found.files, 8) == make_shards(found.files, 8, tail=0)
    assert len(make_shards(found.files[:3], 8, tail=2)) == 3
    assert make_shards(found.files, 0) == [[(f.path, f.language) for f in sorted(found.files, key=lambda f: f.path)]]
