"""index --with-source: the snapshot embeds the indexed files' contents, so it is self-contained."""
from __future__ import annotations

import shutil

from conftest import copy_fixture, index_snapshot

from fastindex import cli
from fastindex.exports.uniast import build_uniast
from fastindex.pipeline import IndexOptions, index, write_snapshot
from fastindex.query import Index
from fastindex.snapshot import OPTIONAL_SECTIONS, SECTIONS, SnapshotReader
from fastindex.snapshot.api import Snapshot


def repo(tmp_path):
    root = tmp_path / "repo"
    root.mkdir()
    copy_fixture("py_basic", root)
    (root / "bom.py").write_bytes(b"\xef\xbb\xbfdef with_bom():\n    return 1\n")
    return root


def test_sources_are_the_indexed_bytes_of_every_file(tmp_path):
    root = repo(tmp_path)
    _, snap = index_snapshot(root, tmp_path / "s.fidx", with_source=True)
    assert snap.has_sources and snap.meta["options"]["with_source"] is True
    assert len(snap.files) > 5
    for f in snap.files:
        assert snap.source(f.path) == (root / f.path).read_bytes(), f.path
    assert snap.source("no/such/file.py") is None
    assert snap.report["sources"] == {"embedded": len(snap.files), "missing": 0, "examples": []}
    with SnapshotReader(snap.path) as r:
        assert set(r.sections) == set(SECTIONS) | set(OPTIONAL_SECTIONS)


def test_without_the_option_there_is_no_sources_section(tmp_path):
    root = repo(tmp_path)
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    assert not snap.has_sources and snap.source("bom.py") is None
    assert snap.meta["options"]["with_source"] is False and "sources" not in snap.report
    with SnapshotReader(snap.path) as r:
        assert "sources" not in r.sections


def test_a_file_changed_after_its_map_is_not_embedded_and_is_reported(tmp_path):
    root = repo(tmp_path)
    opts = IndexOptions(progress=False, backend="inprocess", with_source=True)
    result = index(str(root), opts)
    victim = sorted(t.path for t in result.tables)[0]
    (root / victim).write_text("# edited after it was indexed\n")
    write_snapshot(result, str(tmp_path / "s.fidx"), opts)
    snap = Snapshot(str(tmp_path / "s.fidx"))
    assert snap.source(victim) is None
    assert snap.report["sources"]["missing"] == 1 and snap.report["sources"]["examples"] == [victim]
    assert all(snap.source(f.path) is not None for f in snap.files if f.path != victim)


def test_exports_and_context_work_without_the_checkout(tmp_path, capsys):
    root = repo(tmp_path)
    out = tmp_path / "s.fidx"
    assert cli.main(["index", str(root), "-o", str(out), "--with-source", "-q"]) == 0
    plain = tmp_path / "plain.fidx"
    assert cli.main(["index", str(root), "-o", str(plain), "-q"]) == 0
    expected = next(root.rglob("models.py")).read_text()
    shutil.rmtree(root)

    def contents(path):
        doc = build_uniast(Snapshot(str(path)))
        return {f["Name"]: f["Content"] for m in doc["Modules"].values() for p in m["Packages"].values()
                for f in p["Functions"].values()}

    with_src, without = contents(out), contents(plain)
    assert with_src and set(with_src) == set(without)
    assert all(with_src.values()) and not any(without.values())
    ctx = Index(str(out)).context("Repo.get", budget=2000)
    text = ctx["sections"][0]["text"]
    assert text.startswith("def get(") and text in expected
