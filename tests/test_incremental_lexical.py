"""The lexical index of an incremental run: the kept files' documents come from the base's `search` section
(`LexicalIndex.build_reusing`), and the section equals a full index's byte for byte.

The vocabulary is numbered by first occurrence, so what a change does to words met elsewhere is what these tests
provoke: a word whose first document is gone now first occurs in a kept document, in another order than the
base's ids give; words new to the repository; words no document has any more; renamed and deleted files.
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import numpy as np
import pytest
from conftest import write
from test_incremental import build_repo, content, edit, run

from fastindex.pipeline import IndexOptions, index
from fastindex.search.lexical import LexicalIndex
from fastindex.snapshot import SnapshotReader


def lexical_phase(path: Path) -> dict:
    with SnapshotReader(str(path)) as r:
        phases = r.records("meta")[0]["report"]["phases"]
    return next(p for p in phases if p["name"] == "lexical")


def search_records(path: Path) -> list:
    with SnapshotReader(str(path)) as r:
        return r.records("search")


def check(capsys, root: Path, base: Path, tmp_path: Path, tag: str) -> Path:
    """Index root in full and with --base; both snapshots equal, the incremental one took the base's documents."""
    full, inc = tmp_path / f"{tag}-full.fidx", tmp_path / f"{tag}-inc.fidx"
    assert run(capsys, str(root), "-o", str(full))[0] == 0
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert code == 0 and err == "", err
    assert content(inc) == content(full), tag
    assert lexical_phase(inc)["reused"] is True
    assert lexical_phase(full)["reused"] is False
    return inc


def test_a_word_whose_first_document_is_gone_is_numbered_where_it_first_occurs_now(tmp_path, capsys):
    # a.py meets "kiwi" before "mango"; b.py (kept) meets them the other way round. Once a.py no longer names
    # them, b.py is where both first occur: "mango" must come first, which the base's ids (kiwi < mango) do not say.
    root = tmp_path / "repo"
    write(root, "pkg/a.py", "def kiwi_mango():\n    return 1\n\n\ndef other():\n    return 2\n")
    write(root, "pkg/b.py", "def unrelated():\n    return 3\n\n\ndef mango_kiwi(papaya):\n    return papaya\n")
    write(root, "pkg/c.py", "def papaya_kiwi():\n    return 4\n")
    base = tmp_path / "base.fidx"
    assert run(capsys, str(root), "-o", str(base))[0] == 0
    vocab = search_records(base)[1]
    assert vocab.index("kiwi") < vocab.index("mango")
    write(root, "pkg/a.py", "def other():\n    return 2\n")
    inc = check(capsys, root, base, tmp_path, "gone")
    vocab = search_records(inc)[1]
    assert vocab.index("mango") < vocab.index("kiwi") < vocab.index("papaya")


def test_new_words_removed_words_deleted_and_renamed_files(tmp_path, capsys):
    root = tmp_path / "repo"
    write(root, "pkg/a.py", "def alpha_common():\n    return 1\n")
    write(root, "pkg/b.py", "class Beta:\n    \"\"\"The beta holder.\"\"\"\n\n    def common_beta(self):\n"
                            "        return 2\n")
    write(root, "pkg/c.py", "def gamma_only():\n    return 3\n")
    write(root, "pkg/d.py", "def delta_common(alpha):\n    return alpha\n")
    base = tmp_path / "base.fidx"
    assert run(capsys, str(root), "-o", str(base))[0] == 0
    (root / "pkg/c.py").unlink()                                        # "gamma" occurs nowhere any more
    shutil.move(root / "pkg/d.py", root / "pkg/aa.py")                  # renamed: its path words change
    write(root, "pkg/b.py", "class Beta:\n    def zeppelin_common(self):\n        return 2\n")   # new word
    inc = check(capsys, root, base, tmp_path, "mixed")
    vocab = search_records(inc)[1]
    assert "gamma" not in vocab and "zeppelin" in vocab


@pytest.mark.parametrize("seed", [31, 32])
def test_random_edits_on_the_fixture_repos(tmp_path, capsys, seed):
    rng = random.Random(seed)
    root = build_repo(tmp_path / "repo")
    prev = tmp_path / "s0.fidx"
    assert run(capsys, str(root), "-o", str(prev))[0] == 0
    for step in range(1, 6):
        for i in range(rng.randint(1, 3)):
            edit(root, rng, step * 10 + i)
        prev = check(capsys, root, prev, tmp_path, f"s{step}")


def test_build_reusing_equals_build_on_real_tables(tmp_path):
    """Directly on the tables of two real index runs: any subset of the second run's tables kept from the first
    (same path, same definitions) gives the records of a full build."""
    root = build_repo(tmp_path / "repo")
    opts = IndexOptions(progress=False, backend="inprocess")
    before = index(str(root), opts)
    rng = random.Random(7)
    for i in range(6):
        edit(root, rng, 100 + i)
    after = index(str(root), opts)
    old = {t.path: (j, t) for j, t in enumerate(before.tables)}
    starts = np.cumsum([0] + [len(t.definitions) for t in before.tables])
    base = LexicalIndex.from_records(before.search.records(), scorer=False)
    kept_any = False
    for keep_share in (1.0, 0.7, 0.3, 0.0):
        origins = []
        for t in after.tables:
            j, o = old.get(t.path, (None, None))
            same = o is not None and o.definitions == t.definitions and rng.random() < keep_share
            origins.append(len(before.tables) + int(starts[j]) if same else None)
            kept_any |= same
        got = LexicalIndex.build_reusing(after.tables, base, origins)
        assert got.records() == after.search.records(), keep_share
    assert kept_any
