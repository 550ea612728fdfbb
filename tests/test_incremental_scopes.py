"""The linker's scopes of a kept table (an incremental run's, `Linker._kept_scopes`): made per scope when looked
up, from the stored sites and locals of that scope only, and equal, scope by scope and in order, to the scopes a
full link builds from the mapped table."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from test_incremental import FIXTURES

from fastindex.map.table import NO_PARENT
from fastindex.pipeline import IndexOptions, index, write_snapshot
from fastindex.reduce.link import Linker, _Filled, _PerScope
from fastindex.snapshot import codec
from fastindex.snapshot.api import Snapshot
from fastindex.snapshot.stored import StoredSites, StoredTables


def _indexed(root, tmp_path):
    """(the in-process index result of `root`, the snapshot written from it)."""
    opts = IndexOptions(progress=False, backend="inprocess")
    result = index(str(root), opts)
    out = tmp_path / "s.fidx"
    write_snapshot(result, str(out), opts)
    return result, out


@pytest.mark.parametrize("chunk", [codec.CHUNK, 7])
def test_kept_scopes_equal_the_scopes_of_the_mapped_tables(tmp_path, monkeypatch, chunk):
    # chunks of 7 rows: a file's sites and locals straddle records
    monkeypatch.setattr(codec, "CHUNK", chunk)
    root = tmp_path / "repo"
    for case in sorted(p.name for p in FIXTURES.iterdir() if p.is_dir()):   # every language's fixture
        shutil.copytree(FIXTURES / case, root / case)
    # a struct's type parameter takes the bound its impl declares (the impl's parameters are module-level locals)
    (root / "rs_bound/src").mkdir(parents=True)
    (root / "rs_bound/Cargo.toml").write_text('[package]\nname = "bound"\n')
    (root / "rs_bound/src/lib.rs").write_text(
        "pub trait Matcher { fn find(&self) -> u32; }\npub struct Core<'s, M: 's> { matcher: M, config: &'s u32 }\n"
        "impl<'s, M: Matcher> Core<'s, M> {\n    pub fn run(&mut self) -> u32 { self.matcher.find() }\n}\n")
    # imports against the module's own names: a variable an import rebinds, a function no import rebinds, two
    # imports of one name (the first binds it), an import inside a function
    (root / "py_shadow").mkdir()
    (root / "py_shadow/other.py").write_text("def helper():\n    return 1\n\n\ndef thing():\n    return 2\n")
    (root / "py_shadow/mod.py").write_text(
        "thing = 1\nfrom other import thing\n\n\ndef helper():\n    return 0\n\n\nfrom other import helper\n"
        "import os.path\nfrom os import path\nfrom json import dumps as path, loads\n\n\n"
        "def work(a):\n    from other import thing as a\n    import sys\n    return a, sys\n")
    # a package fastindex cannot follow leaves its name to the module's variable, before or after the import
    (root / "py_shadow/shim.py").write_text(
        "try:\n    import yaml\nexcept ImportError:\n    yaml = None\n"
        "_Column = 1\ntry:\n    pass\nexcept ImportError:\n    from sqlalchemy import Column as _Column\n")
    result, out = _indexed(root, tmp_path)
    kept = StoredTables(Snapshot(str(out))).tables
    mapped = result.tables
    assert [t.path for t in kept] == [t.path for t in mapped]
    full = Linker(str(root), mapped, result.configs)
    lazy = Linker(str(root), kept, result.configs)
    seen = {"local": 0, "bind": 0, "def": 0, "attrs": 0, "inherit": 0, "typed": 0, "bound": 0}
    for t, m in zip(kept, mapped, strict=True):
        assert isinstance(t.locals, StoredSites)
        want, got = full.scopes(t.path), lazy.scopes(t.path)
        assert isinstance(got["names"], _PerScope) and isinstance(got["attrs"], _Filled)
        assert (got["stars"], got["plain"]) == (want["stars"], want["plain"]), t.path
        for s in [NO_PARENT, *range(len(m.definitions))]:
            names = want["names"].get(s, {})
            assert list(got["names"].get(s, {}).items()) == list(names.items()), (t.path, s)
            for hit in names.values():
                seen[hit[0]] = seen.get(hit[0], 0) + 1
                seen["typed"] += hit[0] == "local" and bool(hit[3])
                seen["bound"] += hit[0] == "local" and hit[2] == NO_PARENT and s != NO_PARENT
            assert list(got["attrs"].get(s, {}).items()) == list(want["attrs"].get(s, {}).items()), (t.path, s)
            assert got["inherit"].get(s, []) == want["inherit"].get(s, []), (t.path, s)
            seen["attrs"] += len(want["attrs"].get(s, {}))
            seen["inherit"] += len(want["inherit"].get(s, []))
        assert t.locals._items is None   # built per scope, never as a whole
    assert all(seen.values()), seen
    # a kept scope's imports are bound only as far as a lookup needs: name by name (the last first, and names no
    # scope binds), each lookup gives what the whole scope gives, and the scope ends up whole
    lazy = Linker(str(root), StoredTables(Snapshot(str(out))).tables, result.configs)
    partial = 0
    for t, m in zip(kept, mapped, strict=True):
        want, got = full.scopes(t.path), lazy.scopes(t.path)
        for s in [NO_PARENT, *range(len(m.definitions))]:
            names = want["names"].get(s, {})
            ns = got["names"].get(s, {})
            partial += getattr(ns, "pending", None) is not None
            for name in [*reversed(names), "no_such_name", "os", "path"]:
                assert ns.get(name) == names.get(name), (t.path, s, name)
            assert list(ns.items()) == list(names.items()), (t.path, s)
    assert partial
    binds = {n: hit[2].specifier for n, hit in full.scopes("py_shadow/mod.py")["names"].get(NO_PARENT).items()
             if hit[0] == "bind"}
    assert binds["thing"] == "other" and "helper" not in binds and binds["path"] == "os", binds
    # the export table of a kept module reads its re-exporting imports only
    fresh = StoredTables(Snapshot(str(out))).tables
    for t, m in zip(fresh, mapped, strict=True):
        assert t.imports.reexported() == [i for i in m.imports if i.reexport]
        assert (t.imports._items is None) == (not any(i.reexport for i in m.imports) or not m.imports)
    assert any(i.reexport for m in mapped for i in m.imports)


def test_a_kept_file_builds_only_the_locals_of_the_scopes_looked_up(tmp_path, monkeypatch):
    root = tmp_path / "repo"
    (root / "pkg").mkdir(parents=True)
    Path(root / "pkg/mod.py").write_text(
        "LIMIT: int = 3\n\n\nclass Box:\n    size: int = 1\n\n    def __init__(self, item):\n"
        "        self.item = item\n\n\ndef work(a, b):\n    total = a + b\n    return total\n")
    result, out = _indexed(root, tmp_path)
    (t,) = StoredTables(Snapshot(str(out))).tables
    built: list[int] = []
    rows = StoredSites.rows
    monkeypatch.setattr(StoredSites, "rows", lambda self, at: built.extend(at) or rows(self, at))
    sc = Linker(str(root), [t], result.configs).scopes(t.path)
    defs = {d.name: i for i, d in enumerate(t.definitions)}
    scopes = t.locals.scopes()
    assert set(scopes) >= {defs["work"], defs["__init__"]}
    assert sc["names"].get(NO_PARENT)["LIMIT"][0] == "def"
    assert {scopes[i] for i in built} <= {NO_PARENT}            # the module's locals only
    assert set(sc["names"].get(defs["work"])) == {"a", "b", "total"}
    assert {scopes[i] for i in built} <= {NO_PARENT, defs["work"]}
    assert defs["__init__"] not in {scopes[i] for i in built}
    assert sc["attrs"].get(defs["Box"])["item"] == ("expr:item", defs["__init__"])   # the attributes, when asked
    assert t.locals._items is None
