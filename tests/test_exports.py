"""Exports of real fixture snapshots: ABCoder UniAST JSON, SQLite, JSON Lines (docs/exports.md)."""
from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from conftest import copy_fixture, index_snapshot, write

from fastindex.cli import main
from fastindex.exports.jsonl import safe_path, write_jsonl
from fastindex.exports.sqlite import write_sqlite
from fastindex.exports.uniast import _names_type, build_uniast, write_uniast
from fastindex.snapshot import SECTIONS, SnapshotReader, SnapshotWriter, codec
from fastindex.snapshot.api import Snapshot

# ---------------------------------------------------------------------------------------------------------------
# The UniAST field list, copied from cloudwego/abcoder at commit 535eb66868b652bff67d571789c5536781e4a3f5
# (UniAST v0.1.5): lang/uniast/ast.go (Repository, Module, File, Import, Package, Identity, Function,
# Dependency, Receiver, FileLine, Type, Var) and lang/uniast/node.go (Node, Relation), as encoding/json writes
# them; prose in docs/uniast-en.md. "required": fields without `omitempty` (always written); "optional": with
# `omitempty`. Embedded structs (Identity, FileLine) are inlined, as Go does.
IDENTITY = {"ModPath": str, "PkgPath": str, "Name": str}
FILELINE = {"File": str, "Line": int, "StartOffset": int, "EndOffset": int}
SPEC = {
    "Repository": {"required": {"id": str, "ASTVersion": str, "ToolVersion": str, "Path": str, "Modules": dict,
                                "Graph": dict}, "optional": {}},
    "Module": {"required": {"Language": str, "Version": str, "Name": str, "Dir": str, "Packages": dict},
               "optional": {"Dependencies": dict, "Files": dict, "load_errors": list, "compress_data": str}},
    "File": {"required": {"Path": str}, "optional": {"Imports": list, "Package": str}},
    "Import": {"required": {"Path": str}, "optional": {"Alias": str}},
    "Package": {"required": {"IsMain": bool, "IsTest": bool, "PkgPath": str, "Functions": dict, "Types": dict,
                             "Vars": dict}, "optional": {"compress_data": str}},
    "Identity": {"required": IDENTITY, "optional": {}},
    "Function": {"required": {"Exported": bool, "IsMethod": bool, "IsInterfaceMethod": bool, **IDENTITY,
                              **FILELINE, "Content": str},
                 "optional": {"Signature": str, "Receiver": dict, "Params": list, "Results": list,
                              "FunctionCalls": list, "MethodCalls": list, "Types": list, "GlobalVars": list,
                              "compress_data": str, "Extra": dict}},
    "Dependency": {"required": {**IDENTITY, **FILELINE}, "optional": {"Extra": dict}},
    "Receiver": {"required": {"IsPointer": bool, "Type": dict}, "optional": {}},
    "Type": {"required": {"Exported": bool, "TypeKind": str, **IDENTITY, **FILELINE, "Content": str},
             "optional": {"SubStruct": list, "InlineStruct": list, "Methods": dict, "Implements": list,
                          "compress_data": str, "Extra": dict}},
    "Var": {"required": {"IsExported": bool, "IsConst": bool, "IsPointer": bool, **IDENTITY, **FILELINE,
                         "Content": str},
            "optional": {"Type": dict, "Dependencies": list, "Groups": list, "compress_data": str, "Extra": dict}},
    "Node": {"required": {**IDENTITY, "Type": str},
             "optional": {"Dependencies": list, "References": list, "Implements": list, "Inherits": list,
                          "Groups": list}},
    "Relation": {"required": {"Kind": str, **IDENTITY}, "optional": {"Line": int, "Desc": str, "Codes": str}},
}
NODE_TYPES = {"FUNC", "TYPE", "VAR", "UNKNOWN"}
RELATION_KINDS = {"Dependency": "Dependencies", "Implement": "Implements", "Inherit": "Inherits",
                  "Group": "Groups"}
LANGUAGES = {"go", "rust", "cxx", "python", "typescript", "java", "kotlin", "cpp", ""}


def check_fields(obj, struct: str, where: str) -> None:
    assert isinstance(obj, dict), f"{where}: {struct} is not an object"
    spec = SPEC[struct]
    allowed = {**spec["required"], **spec["optional"]}
    missing = set(spec["required"]) - set(obj)
    assert not missing, f"{where}: {struct} lacks {sorted(missing)}"
    extra = set(obj) - set(allowed)
    assert not extra, f"{where}: {struct} has fields outside the spec: {sorted(extra)}"
    for key, value in obj.items():
        typ = allowed[key]
        ok = isinstance(value, typ) and not (typ is int and isinstance(value, bool))
        assert ok, f"{where}: {struct}.{key} is {type(value).__name__}, not {typ.__name__}"


def full(ident: dict) -> str:
    return f"{ident['ModPath']}?{ident['PkgPath']}#{ident['Name']}"


def validate_uniast(doc: dict, root: Path | None) -> dict[str, tuple[str, dict]]:
    """Check a Repository document against the spec's field list and its identity rules; returns
    full identity -> (node type, entity)."""
    check_fields(doc, "Repository", "repo")
    entities: dict[str, tuple[str, dict]] = {}
    for mod_path, mod in doc["Modules"].items():
        w = f"module {mod_path}"
        check_fields(mod, "Module", w)
        # repository module: ModPath == Name, no "@version" (a scoped npm name starts with "@")
        assert mod["Name"] == mod_path and "@" not in mod_path[1:], w
        assert mod["Dir"] and safe_path(mod["Dir"]) or mod["Dir"] == ".", w  # internal modules have a Dir
        assert mod["Language"] in LANGUAGES, w
        for path, f in mod.get("Files", {}).items():
            check_fields(f, "File", f"{w} file {path}")
            assert f["Path"] == path and safe_path(path) == path, path
            assert f.get("Package", "") in mod["Packages"], path
            for imp in f.get("Imports", []):
                check_fields(imp, "Import", f"{w} file {path} import")
        for pkg_path, pkg in mod["Packages"].items():
            pw = f"{w} package {pkg_path}"
            check_fields(pkg, "Package", pw)
            assert pkg["PkgPath"] == pkg_path, pw
            for kind, struct, ntype in (("Functions", "Function", "FUNC"), ("Types", "Type", "TYPE"),
                                        ("Vars", "Var", "VAR")):
                for name, e in pkg[kind].items():
                    ew = f"{pw} {struct} {name}"
                    check_fields(e, struct, ew)
                    assert (e["ModPath"], e["PkgPath"], e["Name"]) == (mod_path, pkg_path, name), ew
                    assert e["File"] in mod["Files"] and mod["Files"][e["File"]]["Package"] == pkg_path, ew
                    assert e["Line"] >= 1 and 0 <= e["StartOffset"] < e["EndOffset"], ew
                    assert full(e) not in entities, f"{ew}: duplicate identity"
                    entities[full(e)] = (ntype, e)
                    if root is not None:
                        data = (root / e["File"]).read_bytes()
                        assert e["Content"] == data[e["StartOffset"]:e["EndOffset"]].decode(), ew
                        assert data[:e["StartOffset"]].count(b"\n") + 1 == e["Line"], ew
    for key, (ntype, e) in entities.items():
        w = f"entity {key}"
        deps = []
        if ntype == "FUNC":
            for slot in ("Params", "Results", "FunctionCalls", "MethodCalls", "Types", "GlobalVars"):
                for dep in e.get(slot, []):
                    check_fields(dep, "Dependency", f"{w} {slot}")
                    deps.append((slot, dep))
            if e["IsMethod"]:
                check_fields(e["Receiver"], "Receiver", w)
                check_fields(e["Receiver"]["Type"], "Identity", w)
                owner = e["Receiver"]["Type"]
                assert e["Name"].startswith(owner["Name"] + "."), f"{w}: a method is named Type.method"
                assert entities[full(owner)][0] == "TYPE", w
                assert key in {full(m) for m in entities[full(owner)][1].get("Methods", {}).values()}, w
            else:
                assert "Receiver" not in e, w
        elif ntype == "TYPE":
            for slot in ("SubStruct", "InlineStruct"):
                for dep in e.get(slot, []):
                    check_fields(dep, "Dependency", f"{w} {slot}")
                    deps.append((slot, dep))
            for ident in e.get("Implements", []):
                check_fields(ident, "Identity", f"{w} Implements")
                assert entities[full(ident)][0] == "TYPE", w
            for mname, ident in e.get("Methods", {}).items():
                check_fields(ident, "Identity", f"{w} Methods")
                assert entities[full(ident)][1]["Receiver"]["Type"]["Name"] == e["Name"], w
                assert ident["Name"].startswith(f"{e['Name']}.{mname}"), w
        else:
            if "Type" in e:
                check_fields(e["Type"], "Identity", f"{w} Type")
            for dep in e.get("Dependencies", []):
                check_fields(dep, "Dependency", f"{w} Dependencies")
                deps.append(("Dependencies", dep))
        for slot, dep in deps:
            assert full(dep) in entities, f"{w}: {slot} -> {full(dep)} is not an entity of the repository"
            target = entities[full(dep)][0]
            expect = {"FunctionCalls": "FUNC", "MethodCalls": "FUNC", "Types": "TYPE", "Params": "TYPE",
                      "Results": "TYPE", "GlobalVars": "VAR", "SubStruct": "TYPE", "InlineStruct": "TYPE"}
            assert target == expect.get(slot, target), f"{w}: {slot} -> {full(dep)} is a {target}"
            assert safe_path(dep["File"]) == dep["File"] and dep["Line"] >= 1, w
        for slot in ("FunctionCalls", "MethodCalls"):      # in the order they appear in the code
            lines = [(d["Line"], d["StartOffset"] or float("inf")) for d in e.get(slot, [])]   # 0: unknown
            assert lines == sorted(lines), f"{w}: {slot} out of order"
    # The Graph is what abcoder's Repository.BuildGraph (lang/uniast/node.go) derives from the entities.
    assert set(doc["Graph"]) == set(entities)
    expected: dict[str, dict[str, set]] = {}
    for key, (ntype, e) in entities.items():
        slots = {"FUNC": ("Params", "Results", "FunctionCalls", "MethodCalls", "Types", "GlobalVars"),
                 "TYPE": ("SubStruct",), "VAR": ("Dependencies",)}[ntype]
        want = {full(d) for slot in slots for d in e.get(slot, [])}
        if ntype == "FUNC" and e.get("Receiver"):
            want.add(full(e["Receiver"]["Type"]))
        if ntype == "VAR" and e.get("Type"):
            want.add(full(e["Type"]))
        expected[key] = {"Dependencies": want,
                         "Inherits": {full(d) for d in e.get("InlineStruct", [])} if ntype == "TYPE" else set(),
                         "Implements": {full(d) for d in e.get("Implements", [])} if ntype == "TYPE" else set(),
                         "References": set()}
    for key, exp in expected.items():
        for dep in exp["Dependencies"]:
            expected[dep]["References"].add(key)
    for key, exp in expected.items():
        node = doc["Graph"][key]
        for field, want in exp.items():
            assert {full(r) for r in node.get(field, [])} == want, f"graph {key} {field}"
    for key, node in doc["Graph"].items():
        check_fields(node, "Node", f"graph {key}")
        assert key == full(node) and node["Type"] in NODE_TYPES, key
        assert key in entities and entities[key][0] == node["Type"], key
        for field in ("Dependencies", "References", "Implements", "Inherits", "Groups"):
            for rel in node.get(field, []):
                check_fields(rel, "Relation", f"graph {key} {field}")
                assert RELATION_KINDS[rel["Kind"]] == field or (field == "References" and rel["Kind"] == "Dependency")
                assert full(rel) in entities, f"graph {key} {field} -> {full(rel)}"
                assert rel.get("Line", 1) > 0          # relative lines, 0 omitted
    return entities


def uniast_of(snap: Snapshot, tmp_path: Path) -> dict:
    out = tmp_path / "repo.uniast.json"
    write_uniast(snap, str(out))
    return json.loads(out.read_text(encoding="utf-8"))


def deps(entity: dict, slot: str) -> set[str]:
    return {d["Name"] for d in entity.get(slot, [])}


@pytest.mark.parametrize("case", ["py_basic", "py_more", "ts_basic", "ts_more", "tsconfig_paths", "workspace"])
def test_uniast_matches_the_spec(case, fixture_snapshots, tmp_path):
    snap = fixture_snapshots[case]
    doc = uniast_of(snap, tmp_path)
    entities = validate_uniast(doc, Path(snap.meta["root"]))
    assert entities
    assert doc["ASTVersion"] == "v0.1.5" and doc["Path"] == snap.meta["root"]
    # every indexed file is in exactly one module
    files = [p for m in doc["Modules"].values() for p in m.get("Files", {})]
    assert sorted(files) == sorted(f.path for f in snap.files)


def test_uniast_python_mapping(fixture_snapshots, tmp_path):
    doc = uniast_of(fixture_snapshots["py_basic"], tmp_path)
    assert list(doc["Modules"]) == ["py_basic"]
    mod = doc["Modules"]["py_basic"]
    assert (mod["Language"], mod["Dir"]) == ("python", ".")
    assert set(mod["Packages"]) == {"app", "scripts"}
    app = mod["Packages"]["app"]
    fetch = app["Functions"]["Service.fetch"]
    assert fetch["IsMethod"] and fetch["Receiver"]["Type"]["Name"] == "Service"
    assert fetch["Signature"] == "def fetch(self, key):"
    assert fetch["Content"].startswith("def fetch(self, key):") and fetch["File"] == "app/service.py"
    assert deps(fetch, "MethodCalls") == {"Repo.get"}
    build = app["Functions"]["build"]
    assert not build["IsMethod"] and "Receiver" not in build
    assert {"make_item"} <= deps(build, "FunctionCalls")
    assert {"Repo.lookup", "Item.label"} <= deps(build, "MethodCalls")
    assert "Repo" in deps(build, "Types")
    assert all(d["Extra"] == {"IsInvoked": True} for d in build["FunctionCalls"])
    assert "Repo" in deps(app["Functions"]["handle"], "Params")          # def handle(repo: Repo)
    assert "Item" in deps(app["Functions"]["make_item"], "Results")      # def make_item(name) -> Item
    repo = app["Types"]["Repo"]
    assert repo["TypeKind"] == "struct" and set(repo["Methods"]) == {"get", "lookup"}
    assert deps(repo, "InlineStruct") == {"Auditable"}                  # class Repo(Auditable)
    main_fn = mod["Packages"]["scripts"]["Functions"]["main"]
    assert mod["Packages"]["scripts"]["IsMain"]
    assert {d["PkgPath"] for d in main_fn["FunctionCalls"]} == {"app"}  # cross-package calls
    g = doc["Graph"]
    refs = {r["Name"] for r in g["py_basic?app#Repo.get"]["References"]}
    assert {"Service.fetch", "handle"} <= refs
    assert {r["Name"] for r in g["py_basic?app#Repo"]["Inherits"]} == {"Auditable"}
    assert "py_basic?app#Repo.table" not in g                            # properties are not UniAST entities


def test_uniast_typescript_implements_and_inherits(fixture_snapshots, tmp_path):
    doc = uniast_of(fixture_snapshots["ts_basic"], tmp_path)
    models = doc["Modules"]["ts_basic"]["Packages"]["src/models"]
    repo = models["Types"]["Repo"]
    assert [i["Name"] for i in repo["Implements"]] == ["Getter"]
    assert deps(repo, "InlineStruct") == {"BaseRepo"}
    assert models["Types"]["Getter"]["TypeKind"] == "interface"
    assert models["Functions"]["Getter.get"]["IsInterfaceMethod"]
    node = doc["Graph"]["ts_basic?src/models#Repo"]
    assert [r["Kind"] for r in node["Implements"]] == ["Implement"]
    assert [r["Kind"] for r in node["Inherits"]] == ["Inherit"]


def test_uniast_monorepo_modules(fixture_snapshots, tmp_path):
    doc = uniast_of(fixture_snapshots["workspace"], tmp_path)
    mods = doc["Modules"]
    assert {k: (m["Dir"], m["Language"], m["Version"]) for k, m in mods.items()} == {
        "@org/app": ("packages/app", "typescript", "1.0.0"),
        "@org/legacy": ("packages/legacy", "typescript", "0.1.0"),
        "@org/util": ("packages/util", "typescript", "1.0.0")}
    assert mods["@org/app"]["Dependencies"]["lodash"] == "lodash@^4.0.0"
    main_fn = mods["@org/app"]["Packages"]["src"]["Functions"]["main"]
    called = {(d["ModPath"], d["Name"]) for d in main_fn["FunctionCalls"]}
    assert ("@org/util", "capitalize") in called                        # across modules
    assert ("@org/util", "Counter.increment") in {(d["ModPath"], d["Name"]) for d in main_fn["MethodCalls"]}
    # `debounce(() => sum([1, 2]), 10)`: the arrow function is local; its call counts for main
    assert ("@org/util", "sum") in called
    assert [a["Line"] for a in main_fn["Extra"]["AnonymousFunctions"]] == [8]


def test_uniast_without_the_repository_on_disk(tmp_path):
    root = copy_fixture("workspace", tmp_path / "src")
    _, snap = index_snapshot(root, tmp_path / "ws.fidx")
    shutil.rmtree(root)
    doc = build_uniast(snap)
    entities = validate_uniast(doc, None)
    assert list(doc["Modules"]) == ["workspace"]                        # one module for the whole repo
    assert doc["Modules"]["workspace"]["Dir"] == "."
    assert entities and all(e["Content"] == "" for _, e in entities.values())


def test_uniast_content_omitted_when_the_file_changed(tmp_path):
    root = copy_fixture("py_basic", tmp_path / "src")
    _, snap = index_snapshot(root, tmp_path / "py.fidx")
    (root / "app" / "models.py").write_text("# rewritten\n", encoding="utf-8")
    doc = build_uniast(snap)
    app = doc["Modules"]["py_basic"]["Packages"]["app"]
    assert app["Types"]["Repo"]["Content"] == ""
    assert app["Types"]["Service"]["Content"].startswith("class Service")


# ------------------------------------------------------------------------------------------------------- sqlite

def test_sqlite_callers_and_callees(fixture_snapshots, tmp_path):
    snap = fixture_snapshots["py_basic"]
    out = tmp_path / "py.db"
    write_sqlite(snap, str(out))
    db = sqlite3.connect(out)
    callers = db.execute("""
        SELECT src.path, src.qualname FROM definitions AS d
        JOIN edges AS e ON e.dst = d.id AND e.kind = 'calls'
        JOIN nodes AS src ON src.id = e.src
        WHERE d.path = 'app/models.py' AND d.qualname = 'Repo.get' ORDER BY 1, 2""").fetchall()
    assert callers == [("app/service.py", "Service.fetch"), ("app/service.py", "handle")]
    callees = {r[0] for r in db.execute("""
        SELECT dst.qualname FROM definitions AS d JOIN edges AS e ON e.src = d.id AND e.kind = 'calls'
        JOIN nodes AS dst ON dst.id = e.dst WHERE d.qualname = 'build'""")}
    assert {"Repo", "Repo.lookup", "make_item", "Item.label"} <= callees
    # the lookups use the indexes
    plan = " ".join(r[-1] for r in db.execute(
        "EXPLAIN QUERY PLAN SELECT * FROM edges WHERE dst = 5 AND kind = 'calls'"))
    assert "edges_by_dst" in plan
    plan = " ".join(r[-1] for r in db.execute("EXPLAIN QUERY PLAN SELECT * FROM definitions WHERE qualname = 'x'"))
    assert "definitions_by_qualname" in plan
    counts = {t: db.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
              for t in ("files", "definitions", "edges", "imports", "unresolved", "problems", "externals")}
    assert counts["files"] == len(snap.files)
    assert counts["definitions"] == sum(len(f.definitions) for f in snap.files)
    assert counts["edges"] == len(snap.edges) and counts["unresolved"] == len(snap.unresolved)
    assert counts["imports"] == sum(len(f.imports) for f in snap.files)
    # node ids are the snapshot's
    for node_id, path, qualname in db.execute("SELECT id, path, qualname FROM definitions"):
        assert (snap.nodes[node_id]["path"], snap.nodes[node_id]["qualname"]) == (path, qualname)
    assert json.loads(db.execute("SELECT value FROM meta WHERE key = 'root'").fetchone()[0]) == snap.meta["root"]
    db.close()


# -------------------------------------------------------------------------------------------------------- jsonl

def test_jsonl_records(fixture_snapshots, tmp_path):
    snap = fixture_snapshots["ts_basic"]
    out = tmp_path / "ts.jsonl"
    write_jsonl(snap, str(out))
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert records[0]["type"] == "meta" and all("type" in r for r in records)
    by_type: dict[str, list] = {}
    for r in records:
        by_type.setdefault(r["type"], []).append(r)
    node_records = by_type.get("file", []) + by_type.get("definition", []) + by_type.get("external", [])
    assert sorted(r["id"] for r in node_records) == list(range(len(snap.nodes)))
    for r in node_records:
        n = snap.nodes[r["id"]]
        assert r["type"] == n["type"] and r.get("path") == n.get("path")
    assert len(by_type["edge"]) == len(snap.edges)
    assert {(e["src"], e["dst"], e["kind"]) for e in by_type["edge"]} == {e[:3] for e in snap.edges}
    assert len(by_type.get("unresolved", [])) == len(snap.unresolved)


# ------------------------------------------------------------------------------------------ hostile snapshots

def tampered_snapshot(src: str, out: Path) -> Path:
    """A real snapshot file whose first two files have an escaping and an absolute path."""
    with SnapshotReader(src) as r:
        sections = {name: r.records(name) for name in SECTIONS}
    chunk = sections["files"][0]   # chunks of columns: its paths joined (docs/snapshot-format.md)
    paths = codec.split_strings(chunk[1], chunk[0])
    paths[:2] = ["../outside.py", "/etc/absolute.py"]
    chunk[1] = codec.join_strings(paths)
    sections["problems"] = list(sections["problems"]) + [{"path": "../../etc/passwd", "reason": "read: x"}]
    w = SnapshotWriter(str(out))
    for name in SECTIONS:
        w.section(name, sections[name])
    w.commit()
    return out


def test_no_export_path_leaves_the_repository(fixture_snapshots, tmp_path):
    snap = Snapshot(str(tampered_snapshot(fixture_snapshots["py_basic"].path, tmp_path / "bad.fidx")))
    bad = {snap.files[0].path, snap.files[1].path}
    # uniast
    doc = build_uniast(snap)
    validate_uniast(doc, None)
    paths = [p for m in doc["Modules"].values() for p in m.get("Files", {})]
    assert paths and not bad & set(paths)
    text = json.dumps(doc)
    assert "../" not in text and "/etc/" not in text
    # sqlite
    write_sqlite(snap, str(tmp_path / "bad.db"))
    db = sqlite3.connect(tmp_path / "bad.db")
    for table in ("files", "definitions", "problems"):
        for (p,) in db.execute(f"SELECT path FROM {table}"):
            assert safe_path(p) == p, (table, p)
    ids = {r[0] for r in db.execute("SELECT id FROM nodes")}
    assert all(s in ids and d in ids for s, d in db.execute("SELECT src, dst FROM edges"))
    db.close()
    # jsonl
    write_jsonl(snap, str(tmp_path / "bad.jsonl"))
    lines = (tmp_path / "bad.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert all(safe_path(r["path"]) for r in records if r.get("path") is not None)
    ids = {r["id"] for r in records if "id" in r}
    assert all(r["src"] in ids and r["dst"] in ids for r in records if r["type"] == "edge")


@pytest.mark.parametrize("path,ok", [("a/b.py", True), ("a.py", True), ("../a.py", False), ("a/../../b", False),
                                     ("/abs/a.py", False), ("C:/x.py", False), ("", False), ("a\\..\\b", False)])
def test_safe_path(path, ok):
    assert (safe_path(path) is not None) == ok


# ---------------------------------------------------------------------------------------------------------- cli

@pytest.mark.parametrize("fmt", ["uniast", "sqlite", "jsonl"])
def test_cli_export(fmt, fixture_snapshots, tmp_path, capsys):
    out = tmp_path / f"out.{fmt}"
    assert main(["export", fixture_snapshots["py_more"].path, "--format", fmt, "-o", str(out)]) == 0
    assert out.stat().st_size > 0
    assert not [p for p in tmp_path.iterdir() if ".tmp" in p.name]
    junk = tmp_path / "junk.fidx"
    junk.write_bytes(b"not a snapshot")
    assert main(["export", str(junk), "--format", fmt, "-o", str(tmp_path / "x")]) == 2
    assert "error" in capsys.readouterr().err


def test_cli_jsonl_to_stdout(fixture_snapshots, capsys):
    assert main(["export", fixture_snapshots["py_basic"].path, "--format", "jsonl", "-o", "-"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert json.loads(lines[0])["type"] == "meta" and len(lines) > 10


def test_uniast_python_projects_and_mixed_languages(tmp_path):
    root = copy_fixture("py_basic", tmp_path / "src")
    write(root, "pyproject.toml", '[project]\nname = "basic-app"\nversion = "2.1.0"\n')
    write(root, "tools/pyproject.toml", '[project]\nname = "tools"\n')
    write(root, "tools/src/toolkit/__init__.py", "")
    write(root, "tools/src/toolkit/cli.py", "def run():\n    return helper()\n\n\ndef helper():\n    return 1\n")
    write(root, "web/app.ts", "export function hello(): string {\n  return 'hi';\n}\n")
    _, snap = index_snapshot(root, tmp_path / "p.fidx")
    doc = build_uniast(snap)
    validate_uniast(doc, root)
    mods = {k: (m["Dir"], m["Language"], m["Version"], sorted(m["Packages"])) for k, m in doc["Modules"].items()}
    assert mods == {"basic-app": (".", "python", "2.1.0", ["app", "scripts"]),
                    "tools": ("tools", "python", "", ["toolkit"]),          # src layout: import path toolkit
                    "py_basic": (".", "typescript", "", ["web"])}           # no package.json: the root, by language
    run = doc["Modules"]["tools"]["Packages"]["toolkit"]["Functions"]["run"]
    assert [(d["ModPath"], d["PkgPath"], d["Name"]) for d in run["FunctionCalls"]] == [("tools", "toolkit", "helper")]
    assert set(doc["Modules"]["tools"]["Files"]) == {"tools/src/toolkit/__init__.py", "tools/src/toolkit/cli.py"}


def test_uniast_go_method_declared_in_another_file_than_its_type(fixture_snapshots):
    doc = build_uniast(fixture_snapshots["go_mods"])
    pkg = doc["Modules"]["example.com/svc"]["Packages"]["example.com/svc/store"]
    get = pkg["Functions"]["Memory.Get"]         # svc/store/memory_get.go; Memory is in memory.go
    assert get["IsMethod"] and get["Receiver"]["Type"]["Name"] == "Memory"
    assert "Get" in pkg["Types"]["Memory"]["Methods"]


def test_uniast_a_value_text_names_no_type():
    """A variable's value text (`call:make`, the overload shape `shp:0:Repo+id:make`: an object literal's keys) is
    no declared type: a key spelt like a type (`{Repo}`) makes no type dependency of the variable."""
    assert _names_type("list[Repo] | None", "Repo")
    for value in ("call:Repo", "gen:Repo:make", "shp:0:Repo+id:make"):
        assert not _names_type(value, "Repo"), value
