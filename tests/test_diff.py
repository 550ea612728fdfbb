"""`fastindex diff OLD NEW`: a fixture with a known change and known callers, in text and JSON."""
from __future__ import annotations

import json
import shutil

import pytest
from conftest import FIXTURES, index_snapshot, write

from fastindex import cli
from fastindex.query.diff import diff
from fastindex.snapshot import SnapshotReader, SnapshotWriter


@pytest.fixture(scope="module")
def change(tmp_path_factory):
    """py_basic before and after: Repo.lookup's body changes (callers: Repo.get and build; theirs: Service.fetch
    and handle), brand_new is added, describe is renamed, _clean moves to another file unchanged."""
    base = tmp_path_factory.mktemp("diff")
    root = base / "repo"
    shutil.copytree(FIXTURES / "py_basic", root)
    old = base / "old.fidx"
    index_snapshot(root, old)
    models = (root / "app/models.py").read_text()
    models = models.replace("    def lookup(self, key):\n        return key\n",
                            "    def lookup(self, key):\n        return key.strip()\n")
    write(root, "app/models.py", models + '\n\ndef brand_new():\n    return make_item("x")\n')
    service = (root / "app/service.py").read_text()
    write(root, "app/service.py", service.replace("def describe(", "def describe_item("))
    util = (root / "app/util.py").read_text()
    clean = "def _clean(text):\n    return text.strip().lower()\n"
    assert clean in util
    write(root, "app/util.py", util.replace(clean, "from .text import _clean\n"))
    write(root, "app/text.py", "\n" + clean)
    new = base / "new.fidx"
    index_snapshot(root, new)
    return old, new


def by_label(ans: dict) -> dict:
    return {e["label"]: e for e in ans["definitions"]}


def test_changed_added_removed_moved(change):
    old, new = change
    ans = diff(str(old), str(new))
    got = {(e["status"], e["label"]) for e in ans["definitions"]}
    assert got == {("changed", "app/models.py::Repo.lookup"), ("added", "app/models.py::brand_new"),
                   ("added", "app/service.py::describe_item"), ("removed", "app/service.py::describe"),
                   ("moved", "app/text.py::_clean")}
    assert ans["counts"] == {"changed": 1, "added": 2, "removed": 1, "moved": 1}
    assert by_label(ans)["app/text.py::_clean"]["from"] == "app/util.py::_clean"
    # the class holding the changed method, and the functions around the edits, are not reported
    assert "app/models.py::Repo" not in by_label(ans)


def test_the_blast_radius_of_a_changed_definition_is_its_known_callers(change):
    old, new = change
    lookup = by_label(diff(str(old), str(new), depth=2))["app/models.py::Repo.lookup"]
    assert {(d["label"], d["depth"], d["edge"]) for d in lookup["dependents"]} == {
        ("app/models.py::Repo.get", 1, "calls"), ("app/service.py::build", 1, "calls"),
        ("app/service.py::Service.fetch", 2, "calls"), ("app/service.py::handle", 2, "calls")}
    assert lookup["dependents_total"] == 4 and lookup["graph"] == "new"
    one = by_label(diff(str(old), str(new), depth=1))["app/models.py::Repo.lookup"]
    assert {d["label"] for d in one["dependents"]} == {"app/models.py::Repo.get", "app/service.py::build"}
    # the moved helper keeps its caller, now through the import
    moved = by_label(diff(str(old), str(new), depth=1))["app/text.py::_clean"]
    assert [d["label"] for d in moved["dependents"]] == ["app/util.py::slugify"]


def test_a_snapshot_diffed_with_itself_is_empty(change):
    old, _ = change
    ans = diff(str(old), str(old))
    assert ans["definitions"] == [] and ans["affected_files"] == []


def test_cli_text(change, capsys):
    old, new = change
    assert cli.main(["diff", str(old), str(new), "--depth", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("1 changed, 2 added, 1 removed, 1 moved definitions; dependents up to depth 2 in 4 files")
    i = out.index("changed  app/models.py::Repo.lookup (method, line 11) -- 4 dependents")
    assert out[i + 1:i + 5] == ["    1  app/models.py::Repo.get (method) calls",
                                "    1  app/service.py::build (function) calls",
                                "    2  app/service.py::Service.fetch (method) calls",
                                "    2  app/service.py::handle (function) calls"]
    assert "moved    app/text.py::_clean (function, line 2, from app/util.py::_clean) -- 4 dependents" in out


def test_cli_json_and_limit(change, capsys):
    old, new = change
    assert cli.main(["diff", str(old), str(new), "--json", "--limit", "1"]) == 0
    ans = json.loads(capsys.readouterr().out)
    lookup = by_label(ans)["app/models.py::Repo.lookup"]
    assert len(lookup["dependents"]) == 1 and lookup["dependents_total"] == 4 and lookup["truncated"]
    assert ans["affected_files"] == ["app/models.py", "app/service.py", "app/util.py", "scripts/run.py"]


def test_typescript_change_and_callers(tmp_path):
    root = tmp_path / "repo"
    shutil.copytree(FIXTURES / "tsconfig_paths", root)
    old, new = tmp_path / "old.fidx", tmp_path / "new.fidx"
    index_snapshot(root, old)
    path = root / "src/app/core/config.ts"
    path.write_text(path.read_text().replace('{ name: "demo" }', '{ name: "demo2" }'))
    index_snapshot(root, new)
    ans = diff(str(old), str(new))
    got = [(e["status"], e["label"]) for e in ans["definitions"]]
    assert got == [("changed", "src/app/core/config.ts::loadConfig")]
    assert {d["label"] for d in ans["definitions"][0]["dependents"]} == {"src/main.ts::main"}


def test_every_overload_of_a_changed_symbol_has_the_symbol_s_dependents(tmp_path):
    """Overloads are one symbol: the calls name one of its definitions (the implementation), and each overload a
    change pairs or leaves over is reported with the symbol's dependents (a reviewer's diff of excalidraw after
    deleting one `addEventListener` overload said "0 dependents" for all of them)."""
    root = tmp_path / "repo"
    overloads = ("export function on(a: string): void;\nexport function on(a: number): void;\n"
                 "export function on(a: boolean): void;\nexport function on(a: any): void {\n  return;\n}\n")
    write(root, "lib.ts", overloads)
    write(root, "use.ts", 'import { on } from "./lib";\n\nexport function go(): void {\n  on(1);\n}\n')
    old, new = tmp_path / "old.fidx", tmp_path / "new.fidx"
    index_snapshot(root, old)
    write(root, "lib.ts", overloads.replace("export function on(a: number): void;\n", ""))
    index_snapshot(root, new)
    ans = diff(str(old), str(new), depth=1)
    assert [e["status"] for e in ans["definitions"]] == ["changed", "changed", "removed"]   # paired in order
    for e in ans["definitions"]:
        assert e["label"] == "lib.ts::on" and [d["label"] for d in e["dependents"]] == ["use.ts::go"], e


def test_two_different_repositories_are_diffed_with_a_warning(change, tmp_path, capsys):
    old, _ = change
    root = tmp_path / "other"
    write(root, "lib.ts", "export function on(): void {\n  return;\n}\n")
    other = tmp_path / "other.fidx"
    index_snapshot(root, other)
    assert cli.main(["diff", str(old), str(other)]) == 0
    err = capsys.readouterr().err
    assert err.startswith("fastindex: warning: the snapshots share no file and were indexed from other folders (")
    assert err.endswith("): two different repositories?\n") and err.count("\n") == 1
    assert diff(str(old), str(old))["warnings"] == []


# ---- bad input -------------------------------------------------------------------------------------------------

def test_a_snapshot_without_digests_is_one_line_error(change, tmp_path, capsys):
    old, new = change
    legacy = tmp_path / "legacy.fidx"
    with SnapshotReader(str(old)) as r:
        w = SnapshotWriter(str(legacy))
        for name in r.sections:
            records = r.records(name)
            if name == "files":   # chunks [n, paths, ..., n_definitions, def_digests, ...]: no file's digests
                records = [rec[:9] + [[b""] * rec[0]] + rec[10:] for rec in records]
            w.section(name, records)
        w.commit()
    assert cli.main(["diff", str(legacy), str(new)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "records no definition digests" in err


@pytest.mark.parametrize("argv,needle", [(["--depth", "0"], "depth"), (["--kinds", "calls,nope"], "nope")])
def test_bad_options_are_one_line_errors(change, capsys, argv, needle):
    old, new = change
    assert cli.main(["diff", str(old), str(new), *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and needle in err


def test_not_a_snapshot_is_one_line_error(change, tmp_path, capsys):
    old, _ = change
    bad = tmp_path / "bad.fidx"
    bad.write_text("hello")
    assert cli.main(["diff", str(old), str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a fastindex snapshot" in err
