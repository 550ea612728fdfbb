"""A base snapshot's kept tables (snapshot/stored.py): definitions built per file from the stored columns, only
when something reads them, equal to the full decode."""
from __future__ import annotations

import pytest
from conftest import write
from test_incremental import build_repo, run

from fastindex.incremental import Reuse
from fastindex.map.table import NO_PARENT
from fastindex.pipeline import IndexOptions, index, write_snapshot
from fastindex.reduce.link import _outside_owner
from fastindex.snapshot import codec
from fastindex.snapshot.api import Snapshot
from fastindex.snapshot.stored import StoredDefinitions, StoredTables, definition_names


@pytest.mark.parametrize("chunk", [codec.CHUNK, 7])
def test_stored_definitions_equal_the_full_decode(tmp_path, capsys, monkeypatch, chunk):
    # chunks of 7 rows: files' definitions straddle records, qualnames coded relative to a parent in the chunk
    monkeypatch.setattr(codec, "CHUNK", chunk)
    root = build_repo(tmp_path / "repo")
    write(root, "py_more/documented.py", 'class Holder:\n    """Holds things."""\n\n    def get(self, key):\n'
                                         '        """The thing under key."""\n        return key\n')
    out = tmp_path / "s.fidx"
    assert run(capsys, str(root), "-o", str(out))[0] == 0
    snap = Snapshot(str(out))
    entries = Snapshot(str(out)).entries
    tables = StoredTables(snap).tables
    assert sum(len(e.definitions) for e in entries) > 50
    assert any(d.qualname != d.name for e in entries for d in e.definitions)
    assert any(d.exported and d.parent == NO_PARENT for e in entries for d in e.definitions)
    assert any(_outside_owner(e, d) for e in entries for d in e.definitions)
    assert any(d.doc for e in entries for d in e.definitions)
    for t, e in zip(tables, entries, strict=True):
        defs = t.definitions
        assert isinstance(defs, StoredDefinitions) and len(defs) == len(e.definitions)
        assert definition_names(defs) == [d.name for d in e.definitions]
        assert defs.docs() == [d.doc for d in e.definitions]
        assert defs.top_exported() == [(i, d.name) for i, d in enumerate(e.definitions)
                                       if d.parent == NO_PARENT and d.exported and d.qualname == d.name]
        assert set(defs.explicitly_qualified()) >= {i for i, d in enumerate(e.definitions) if _outside_owner(e, d)}
        # one row at a time, from the last (its parents' qualnames followed through their codes alone)
        assert [defs[i] for i in reversed(range(len(defs)))] == e.definitions[::-1]
        if len(defs):
            assert defs[-1] == e.definitions[-1]
        with pytest.raises(IndexError):
            defs[len(defs)]
        assert defs._items is None                      # none of these built the whole list
        assert list(defs) == e.definitions and defs[0:2] == e.definitions[0:2]
        assert (t.imports, t.exports, t.def_digests) == (e.imports, e.exports, e.def_digests)


def test_an_incremental_run_builds_only_the_kept_definitions_it_reads(tmp_path, capsys):
    root = build_repo(tmp_path / "repo")
    opts = IndexOptions(progress=False, backend="inprocess")
    base = tmp_path / "base.fidx"
    write_snapshot(index(str(root), opts), str(base), opts)
    with open(root / "py_more/core/sub/tools.py", "a", encoding="utf-8") as fh:
        fh.write("\n\ndef appended_function(value):\n    return value\n")
    reuse = Reuse(str(base), opts.snapshot_options())
    reuse.prepare(str(root))
    result = index(str(root), opts, reuse)
    write_snapshot(result, str(tmp_path / "inc.fidx"), opts)
    kept = [t for t in result.tables if isinstance(t.definitions, StoredDefinitions)]
    assert len(kept) == len(result.tables) - 1 and result.report.reuse["reduce"] == "incremental"
    built = [t.path for t in kept if t.definitions._items is not None]
    # the write, the lexical index and the merge read kept tables' columns, names and docs, not their records
    assert len(built) < len(kept) // 2, built
