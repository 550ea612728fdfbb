"""Graph queries (fastindex.query and `fastindex query`) on the fixture repos' snapshots."""
from __future__ import annotations

import copy
import json
import os
import subprocess
import sys

import pytest
from conftest import VENV_BIN, copy_fixture, index_snapshot

from fastindex.cli import main
from fastindex.graph import EdgeColumns
from fastindex.query import AmbiguousSymbol, Index, QueryError, UnknownSymbol
from fastindex.query.engine import CALL_KINDS, REF_KINDS


@pytest.fixture(scope="module")
def ix(fixture_snapshots):
    return Index(fixture_snapshots["py_basic"])


@pytest.fixture(scope="module")
def cyc(fixture_snapshots):
    return Index(fixture_snapshots["py_cycles"])


def labels(ans, key="results"):
    return [r["label"] for r in ans[key]]


def by_label(ans):
    return {r["label"]: r for r in ans["results"]}


def chain(result):
    return [(e["src"], e["kind"], e["dst"]) for e in result["via"]]


# ---- find / resolve ------------------------------------------------------------------------------------------


def test_lookups_by_hash_equal_a_dict_of_every_qualname_and_name(fixture_snapshots):
    """The index looks qualnames and names up through sorted hashes (no dict built at load); every key gives
    the ids a dict of lists gives, in node order, before and after the dict is built; other keys give nothing."""
    from fastindex.query.engine import _Lookup
    fresh = Index(fixture_snapshots["py_basic"])
    snap = fresh.snapshot
    for field, lookup in (("qualname", fresh.by_qual), ("name", fresh.by_name)):
        expected: dict[str, list[int]] = {}
        for j, value in enumerate(snap.definition_column(field)):
            expected.setdefault(value, []).append(fresh.n_files + j)
        assert len(set(map(len, expected.values()))) > 1 or field == "qualname"
        assert {k: lookup.get(k) for k in expected} == expected
        assert lookup.get("no such name") is None and lookup.get(3) is None and "no such name" not in lookup
        assert lookup.as_dict() == expected and {k: lookup[k] for k in expected} == expected
    same = _Lookup(["a", "b", "a", "a"], 10)   # repeated strings: every id, ascending
    assert same.get("a") == [10, 12, 13] and same.get("b") == [11] and same.get("c", ()) == ()


def test_find_exact_qualified_prefix_and_kinds(ix):
    ans = ix.find("Repo.get")
    assert [(r["path"], r["line"], r["match"]) for r in ans["results"]] == [("app/models.py", 7, "exact")]
    names = labels(ix.find("get"))
    assert names == ["app/models.py::Repo.get"]
    prefix = ix.find("Re")
    assert {"app/models.py::Repo", "app/models.py::Repo.get", "app/models.py::Repo.lookup"} <= set(labels(prefix))
    assert labels(ix.find("Re", kinds=["class"])) == ["app/models.py::Repo"]
    assert labels(ix.find("app/models.py::Repo.")) == ["app/models.py::Repo.table", "app/models.py::Repo.get",
                                                        "app/models.py::Repo.lookup"]
    assert ix.find("service.py")["results"][0]["label"] == "app/service.py"
    assert ix.find("nothing_like_this")["results"] == []
    with pytest.raises(QueryError, match="unknown definition kind"):
        ix.find("Repo", kinds=["klass"])


def test_unknown_symbol_gives_closest_matches(ix):
    with pytest.raises(UnknownSymbol) as err:
        ix.resolve("Repo.gett")
    assert err.value.suggestions[0]["label"] == "app/models.py::Repo.get"
    assert "closest: Repo.get (app/models.py:7 method)" in str(err.value)
    with pytest.raises(UnknownSymbol):
        ix.callers("slugfy")


@pytest.fixture(scope="module")
def two_gets(tmp_path_factory):
    """`get` in a Python class and in a TypeScript class (ShapeCache), a `set` beside the latter."""
    from conftest import write

    root = tmp_path_factory.mktemp("two_gets") / "repo"
    write(root, "src/cache/shapes.ts", "export class ShapeCache {\n  private m = new Map<string, number>();\n"
                                       "  get(key: string): number | undefined { return this.m.get(key); }\n"
                                       "  set(key: string, v: number): void { this.m.set(key, v); }\n}\n")
    write(root, "py/repo.py", "class Repo:\n    def get(self, key):\n        return key\n\n\n"
                              "def fetch(r: Repo):\n    return r.get(2)\n")
    _, snap = index_snapshot(root, root.parent / "s.fidx")
    return snap


def test_a_path_that_rules_out_every_candidate_says_so(two_gets, capsys):
    """`get` exists, not under the --path given: the candidates, not an `unknown symbol`; a path::name
    that is no qualified name suggests the names of that file first."""
    ix = Index(two_gets)
    with pytest.raises(UnknownSymbol) as err:
        ix.resolve("get", path="nosuch/dir")
    assert str(err.value) == ("no candidate for 'get' under nosuch/dir; candidates: Repo.get (py/repo.py:2 method), "
                              "ShapeCache.get (src/cache/shapes.ts:3 method)")
    with pytest.raises(UnknownSymbol, match=r"^no candidate for 'Repo.get' under src; candidates: Repo.get "):
        ix.resolve("src::Repo.get")
    rc, _, err = run_cli(capsys, "query", two_gets.path, "callers", "get", "--path", "nosuch/dir")
    assert rc == 1 and err == ("fastindex: no candidate for 'get' under nosuch/dir; candidates: Repo.get "
                               "(py/repo.py:2 method), ShapeCache.get (src/cache/shapes.ts:3 method)\n")
    for symbol in ("src/cache/shapes.ts::get", "shapes.ts::gett"):
        with pytest.raises(UnknownSymbol) as err:
            ix.resolve(symbol)
        assert err.value.suggestions[0]["label"] == "src/cache/shapes.ts::ShapeCache.get", symbol
        assert str(err.value).startswith(f"unknown symbol {symbol!r}; closest: ShapeCache.get "), str(err.value)


def test_a_path_picks_a_member_of_that_name_when_its_bare_name_is_defined_elsewhere(tmp_path, capsys):
    """`render` is a top-level function in one file and a method in another: `--path` naming the other file finds
    the method (a reviewer's `callers render --path App.tsx` said "no candidate"), and two members of that name
    there are ambiguous between the two. (`path::render` stays an exact label: no such symbol, the closest.)"""
    from conftest import write

    root = tmp_path / "repo"
    write(root, "debug.py", "def render():\n    return 1\n")
    write(root, "app.py", "class App:\n    def render(self):\n        return 2\n\n\n"
                          "class Other:\n    def render(self):\n        return 3\n\n\n"
                          "def main(a: App):\n    return a.render()\n")
    write(root, "one.py", "class One:\n    def render(self):\n        return 4\n")
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    ix = Index(snap)
    assert [ix.info(i)["label"] for i in ix.resolve("render")] == ["debug.py::render"]   # the exact name first
    assert [ix.info(i)["label"] for i in ix.resolve("render", path="one.py")] == ["one.py::One.render"]
    with pytest.raises(AmbiguousSymbol) as err:
        ix.resolve("render", path="app.py")
    assert [c["label"] for c in err.value.candidates] == ["app.py::App.render", "app.py::Other.render"]
    with pytest.raises(UnknownSymbol):
        ix.resolve("one.py::render")
    rc, out, _ = run_cli(capsys, "query", snap.path, "callers", "render", "--path", "one.py")
    assert rc == 0 and out.startswith("callers of one.py::One.render [method, one.py:2]")


def test_a_path_from_a_symbol_to_itself_says_so(two_gets, capsys):
    ans = Index(two_gets).path("fetch", "py/repo.py::fetch")
    assert (ans["found"], ans["same"], ans["length"], [n["label"] for n in ans["nodes"]]) == \
        (True, True, 0, ["py/repo.py::fetch"])
    rc, out, _ = run_cli(capsys, "query", two_gets.path, "path", "fetch", "fetch")
    assert rc == 0 and out == ("A and B are the same symbol, py/repo.py::fetch [function, py/repo.py:6]: its path to "
                               "itself has length 0\n")


def test_a_path_between_two_overloads_of_one_symbol_is_the_same_symbol(tmp_path):
    """An overloaded symbol is one symbol: no path between two of its definitions (a reviewer's `path
    addEventListener addEventListener` on excalidraw gave 5 hops from the implementation to an overload, where
    the implementation calls back through another function)."""
    from conftest import write

    root = tmp_path / "repo"
    write(root, "lib.ts", "export function on(a: string): void;\nexport function on(a: any): void {\n"
                          "  back(a);\n}\nexport function back(a: any): void {\n  on(a);\n}\n")
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    ans = Index(snap).path("on", "lib.ts::on")
    assert (ans["found"], ans["same"], ans["length"], [n["label"] for n in ans["nodes"]]) == \
        (True, True, 0, ["lib.ts::on"])


def test_context_stays_within_the_budget_with_many_overloads_and_long_headers(tmp_path):
    """`used` never exceeds the budget (docs/queries.md): seven overloads each took a header and a truncation
    mark (excalidraw's addEventListener at 200: 838 characters), and a header alone can be longer than the
    budget (saleor: 202 of 200)."""
    from conftest import write

    root = tmp_path / "repo"
    overloads = "".join(f"export function on(a: T{k}, b: string, c: number): void;\n" for k in range(7))
    write(root, "lib.ts", "".join(f"export type T{k} = {{ v{k}: number }};\n" for k in range(7)) + overloads +
          "export function on(a: any, b: any, c: any): void {\n  return;\n}\n")
    long = "test_" + "very_long_name_" * 12
    write(root, "deep/" * 8 + "mod.py", f"def {long}():\n    return helper()\n\n\ndef helper():\n    return 1\n")
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    ix = Index(snap)
    for symbol in ("on", long):
        for budget in (200, 260, 400, 1000):
            ans = ix.context(symbol, budget=budget)
            assert ans["used"] == len(ans["text"]) <= budget, (symbol, budget, ans["used"])
            assert ans["sections"][0]["role"] == "symbol"
    ans = ix.context("on", budget=200)   # the definitions that did not fit are among the omitted
    shown = sum(1 for sec in ans["sections"] if sec["role"] == "symbol")
    assert shown >= 1 and shown + sum(1 for o in ans["omitted"] if o["role"] == "symbol") == 8


def test_unresolved_inside_a_class_is_its_own_and_its_local_functions_then_its_members_for_blast_radius(tmp_path):
    """docs/queries.md: `unresolved` is the sites inside the symbol and its local functions; for blast-radius
    also its members. A class's answer held the sites of lambdas inside its methods and not the methods' own (a
    reviewer's `callers Scene` on excalidraw)."""
    from conftest import write

    root = tmp_path / "repo"
    write(root, "m.py", "class Box:\n    size = mystery_size()\n\n    def fill(self):\n        unknown_fill()\n"
                        "        return list(map(lambda x: unknown_inner(x), []))\n")
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    ix = Index(snap)

    def inside(ans):
        return sorted((s["in"], s["name"]) for s in ans["unresolved"]["sites"] if s["name"] not in ("list", "map"))

    assert inside(ix.callers("Box")) == []   # `size = ...` is the member Box.size's
    assert inside(ix.callers("Box.fill")) == [("Box.fill", "unknown_fill"), ("Box.fill.<fn@6>", "unknown_inner")]
    assert inside(ix.blast_radius("Box", depth=1)) == [("Box.fill", "unknown_fill"),
                                                       ("Box.fill.<fn@6>", "unknown_inner"),
                                                       ("Box.size", "mystery_size")]


def test_paths_as_people_type_them_and_empty_ones(two_gets):
    """A leading `./` names the same file; an empty path or name is an error, not `no candidate under ;`."""
    ix = Index(two_gets)
    assert ix.resolve("./py/repo.py") == ix.resolve("py/repo.py")
    assert ix.resolve("get", path="./py") == ix.resolve("Repo.get")
    for symbol, path, message in (("get", "", "empty path"), ("get", " / ", "empty path"),
                                  ("::get", None, "empty path before '::'")):
        with pytest.raises(QueryError, match=message):
            ix.resolve(symbol, path=path)
    with pytest.raises(QueryError, match="empty name"):
        ix.find(" ")
    with pytest.raises(TypeError, match="a symbol is a str"):
        ix.callers(None)
    for top in (0, 1001, True):   # rank keeps the 1000 most central: more was cut to 1000 without a word
        with pytest.raises(QueryError, match="top must be an integer from 1 to 1000"):
            ix.rank(top=top)


def test_a_library_index_leaves_the_callers_garbage_to_the_collector(fixture_snapshots):
    """`Index(p)` froze every object of the process (gc.freeze): a cycle of the caller's alive then and dropped
    later was never collected (a reviewer's 50 MB). Only `freeze=True` (the MCP server) freezes."""
    import gc
    import weakref

    class Node:
        pass

    a = Node()
    a.self = a
    alive = weakref.ref(a)
    ix = Index(fixture_snapshots["py_basic"].path)
    del a
    gc.collect()
    assert alive() is None
    assert ix.callers("Repo.get")["total"] >= 1
    for bad in (b"x.fidx", None, 3):
        with pytest.raises(TypeError, match="Index takes a snapshot path or a fastindex Snapshot"):
            Index(bad)


def test_nodes_edges_and_definitions_take_ids_alike(fixture_snapshots):
    """Negative ids count from the end for all three (as for a sequence; `definition(-1)` raised where
    `edge(-1)` and `nodes[-1]` wrapped), numpy integers are ids, past the end is an IndexError naming what, and
    a string is a TypeError (edge(10**9) gave numpy's message, nodes["a"] a comparison error)."""
    import numpy as np

    import fastindex

    with fastindex.open(fixture_snapshots["py_basic"].path) as snap:
        n_edges, n_defs = len(snap.edges), sum(len(f.definitions) for f in snap.files)
        assert snap.edge(-1) == snap.edge(n_edges - 1) == snap.edge(np.int64(n_edges - 1))
        assert snap.definition(-1) == snap.definition(n_defs - 1)
        assert snap.nodes[-1] == snap.nodes[snap.node_count - 1] == snap.nodes[np.int64(snap.node_count - 1)]
        for get, size, what in ((snap.edge, n_edges, "edge"), (snap.definition, n_defs, "definition"),
                                (snap.nodes.__getitem__, snap.node_count, "node")):
            with pytest.raises(IndexError, match=what):
                get(size)
            with pytest.raises(IndexError, match=what):
                get(-size - 1)
            with pytest.raises(TypeError):
                get("a")


def test_a_file_descriptor_is_no_snapshot_path(tmp_path):
    """`fastindex.open(3)` opened descriptor 3 as the snapshot and closed it: the caller's file."""
    import fastindex

    with open(tmp_path / "log.txt", "w") as log:
        with pytest.raises(TypeError, match="a snapshot path is a str or path-like, not int"):
            fastindex.open(log.fileno())
        log.write("still open\n")


def test_index_from_a_path(fixture_snapshots):
    from pathlib import Path

    ix = Index(Path(fixture_snapshots["py_cycles"].path))
    assert ix.resolve("helper") == [ix.def_base["ring/c.py"] + 2]
    assert ix.summary()["files"] == 8


def test_ambiguous_symbol_lists_candidates_and_path_disambiguates(ix):
    with pytest.raises(AmbiguousSymbol) as err:
        ix.resolve("table")
    assert [c["label"] for c in err.value.candidates] == ["app/base.py::Base.table", "app/models.py::Repo.table"]
    assert ix.resolve("table", path="app/models.py") == ix.resolve("Repo.table")
    assert ix.resolve("table", path="models.py") == ix.resolve("app/models.py::Repo.table")
    assert ix.resolve("app/util.py") == [ix.file_ids["app/util.py"]]
    assert ix.resolve("external:functools") == [ix.ext_ids["functools"]]


# ---- callers / callees / refs ----------------------------------------------------------------------------------

def test_callers_by_depth_with_paths(ix):
    one = ix.callers("Repo.get")
    assert set(labels(one)) == {"app/service.py::Service.fetch", "app/service.py::handle"}
    assert {r["edge"]["provenance"] for r in one["results"]} == {"inferred"}
    three = by_label(ix.callers("Repo.get", depth=3))
    assert three["scripts/run.py::main"]["depth"] == 2
    assert chain(three["scripts/run.py::main"]) == [
        ("scripts/run.py::main", "calls", "app/service.py::Service.fetch"),
        ("app/service.py::Service.fetch", "calls", "app/models.py::Repo.get")]
    assert three["scripts/run.py"]["depth"] == 3  # the module-level `main()` call
    # unknown is not "no callers": the unresolved Repo.get(...) on a parameter that shadows the class
    sites = one["unresolved_uses"]["sites"]
    assert [(s["path"], s["line"], s["in"], s["text"]) for s in sites] == [
        ("app/service.py", 38, "shadowed", "Repo.get")]
    assert one["unresolved"]["total"] == 0  # Repo.get's own calls all resolve
    main = ix.callers("main")
    assert labels(main) == ["scripts/run.py"]
    assert [(s["text"], s["reason"]) for s in main["unresolved"]["sites"]] == [("print", "global"),
                                                                              ("unlisted", "unknown")]


def test_results_are_ordered_as_by_their_node_dicts(fixture_snapshots):
    """Walk results are ordered by (depth, path, line, id) read in numpy from the files' order and the
    definitions' start lines (no node dict per visited node): the order the node dicts give, for every
    definition's walks (externals first at their depth, path "")."""
    for case in ("py_basic", "ts_basic", "polyglot"):
        fresh = Index(fixture_snapshots[case])
        nodes = fresh.snapshot.nodes
        seen = 0
        for i in range(fresh.n_files, fresh.def_at.end):
            for reverse, kinds in ((True, CALL_KINDS), (True, REF_KINDS), (False, REF_KINDS)):
                dist = fresh._walk([i], kinds, False, reverse, 3).dist
                expected = sorted((d, nodes[v].get("path", ""), nodes[v].get("line", 0), v) for v, d in dist.items()
                                  if v != i and v not in fresh.local_ids and v < fresh.size)
                vs, ds, fs = fresh._ordered(dist, {i})
                assert list(zip(ds.tolist(), vs.tolist())) == [(d, v) for d, _p, _l, v in expected]
                assert [fresh.paths[f] if f >= 0 else "" for f in fs.tolist()] == [p for _d, p, _l, _v in expected]
                seen += len(expected)
        assert seen > 20


def test_callers_of_a_class_and_its_constructor(ix):
    assert set(labels(ix.callers("Item"))) == {"app/models.py::make_item"}
    ctor = ix.callers("Item.__init__")
    assert labels(ctor) == ["app/models.py::make_item"] and ctor["results"][0]["edge"]["kind"] == "instantiates"


def test_callees_and_unresolved_sites_inside(ix):
    ans = ix.callees("slugify")
    assert labels(ans) == ["app/util.py::_clean"]
    assert [s["text"] for s in ans["unresolved"]["sites"]] == ["_clean(text).replace"]
    assert "unresolved_uses" not in ans
    deep = by_label(ix.callees("main", depth=3))
    assert deep["app/base.py::Base.save"]["depth"] == 3
    assert deep["app/service.py::Service.__init__"]["edge"]["kind"] == "instantiates"
    paths = ix.callees("paths")
    assert labels(paths) == ["app/util.py::slugify"]
    assert {(s["text"], s["reason"]) for s in paths["unresolved"]["sites"]} == {("os.path.join", "external")}
    only_calls = ix.callees("make_item", kinds="calls")
    assert labels(only_calls) == ["app/models.py::Item"]


def test_refs_all_kinds_and_files(ix):
    refs = by_label(ix.refs("Repo"))
    assert refs["app/service.py::Service.__init__"]["edge"]["kind"] == "references"
    assert refs["app/service.py::build"]["edge"]["kind"] == "calls"
    importers = ix.refs("app/base.py")
    assert set(labels(importers)) == {"app/models.py", "app/service.py"}
    assert set(labels(ix.refs("Base", kinds=["inherits"]))) == {"app/base.py::Auditable"}
    assert set(labels(ix.refs("Base", kinds="inherits", depth=2))) == {"app/base.py::Auditable",
                                                                        "app/models.py::Repo"}
    with pytest.raises(QueryError, match="unknown edge kind"):
        ix.refs("Base", kinds=["extends"])
    with pytest.raises(QueryError, match="depth"):
        ix.refs("Base", depth=0)
    with pytest.raises(QueryError, match="limit"):
        ix.callers("Base", limit=0)
    assert ix.refs("Base", limit=1)["truncated"]


def test_a_call_from_a_local_function_belongs_to_its_entity(cyc):
    ans = cyc.callers("helper", depth=4)
    got = {r["label"]: r["depth"] for r in ans["results"]}
    assert got == {"ring/c.py::finish": 1, "ring/b.py::middle": 2, "ring/a.py::start": 3, "main.py::run": 4,
                   "ring/c.py::again": 4}
    finish = by_label(ans)["ring/c.py::finish"]
    assert finish["edge"] == {"kind": "calls", "provenance": "scope", "count": 1, "line": 6}
    assert chain(finish) == [("ring/c.py::finish", "contains", "ring/c.py::finish.inner"),
                             ("ring/c.py::finish.inner", "calls", "ring/c.py::helper")]
    assert labels(cyc.callees("finish")) == ["ring/c.py::helper"]


def test_the_callers_of_a_local_function_are_its_own(cyc):
    """A local function's holder is its caller only where it calls it, and the holder's callers are one hop further
    (a reviewer's `callers collectSegments` on excalidraw listed its holder at depth 0 by `contains` and the
    holder's callers as the local function's)."""
    for direction in ("callers", "refs", "blast-radius"):
        ans = cyc.neighbours("finish.inner", direction, depth=2)
        got = [(r["label"], r["depth"], r["edge"]["kind"], r["edge"]["line"]) for r in ans["results"]]
        assert got == [("ring/c.py::finish", 1, "calls", 8), ("ring/b.py::middle", 2, "calls", 5)], direction
        assert chain(ans["results"][0]) == [("ring/c.py::finish", "calls", "ring/c.py::finish.inner")]


def test_heuristic_edges_only_on_request(fixture_snapshots):
    snap = fixture_snapshots["py_basic"]
    base = Index(snap)
    shadowed = base.resolve("shadowed")[0]
    target = base.resolve("Repo.get")[0]
    fake = copy.copy(snap)   # the same snapshot with one more (heuristic) edge
    fake.__dict__.pop("edges", None)
    fake.edge_columns = EdgeColumns.from_rows(snap.edges + [(shadowed, target, "calls", "heuristic", 1, 38)])
    ix = Index(fake)
    assert "app/service.py::shadowed" not in labels(ix.callers("Repo.get"))
    ans = ix.callers("Repo.get", include_heuristic=True)
    assert by_label(ans)["app/service.py::shadowed"]["edge"]["provenance"] == "heuristic"


# ---- blast radius / path ---------------------------------------------------------------------------------------

def test_blast_radius_of_a_symbol_with_linking_paths(ix):
    ans = ix.blast_radius("Base.validate", depth=3)
    got = {r["label"]: r["depth"] for r in ans["results"]}
    assert got == {"app/base.py::Base.save": 1, "app/base.py::Auditable.audit": 2, "app/models.py::Repo.get": 2,
                   "app/service.py::Service.fetch": 3, "app/service.py::handle": 3}
    assert chain(by_label(ans)["app/service.py::handle"]) == [
        ("app/service.py::handle", "calls", "app/models.py::Repo.get"),
        ("app/models.py::Repo.get", "calls", "app/base.py::Base.save"),
        ("app/base.py::Base.save", "calls", "app/base.py::Base.validate")]
    assert ans["files"] == ["app/base.py", "app/models.py", "app/service.py"]
    deeper = {r["label"] for r in ix.blast_radius("Base.validate", depth=5)["results"]}
    assert {"scripts/run.py::main", "scripts/run.py"} <= deeper


def test_blast_radius_of_a_file_covers_its_members(ix):
    ans = ix.blast_radius("app/base.py", depth=1)
    got = set(labels(ans))
    assert {"app/models.py", "app/service.py", "app/models.py::Repo", "app/models.py::Repo.get",
            "app/service.py::base_table"} <= got
    assert not any(label.startswith("app/base.py") for label in got)


def test_path_forward_reverse_and_none(ix):
    ans = ix.path("main", "Base.validate")
    assert ans["found"] and ans["direction"] == "forward" and ans["length"] == 4
    assert [n["label"] for n in ans["nodes"]] == ["scripts/run.py::main", "app/service.py::Service.fetch",
                                                  "app/models.py::Repo.get", "app/base.py::Base.save",
                                                  "app/base.py::Base.validate"]
    assert [e["kind"] for e in ans["edges"]] == ["calls"] * 4
    back = ix.path("Base.validate", "main")
    assert back["direction"] == "reverse" and back["nodes"][0]["label"] == "scripts/run.py::main"
    assert not ix.path("cached", "Item")["found"]
    assert ix.path("app/service.py", "app/base.py")["length"] == 1


# ---- context --------------------------------------------------------------------------------------------------

def test_context_source_then_neighbours_within_budget(ix, fixture_snapshots):
    ans = ix.context("Repo.get", budget=2000)
    first = ans["sections"][0]
    assert first["role"] == "symbol" and first["text"].startswith("def get(self, key):")
    assert "return self.lookup(key)" in first["text"]
    roles = {s["node"]["label"]: s["role"] for s in ans["sections"][1:]}
    assert roles["app/models.py::Repo.lookup"] == "callee" and roles["app/base.py::Base.save"] == "callee"
    assert roles["app/service.py::handle"] == "caller"
    assert ans["used"] == len(ans["text"]) <= 2000 and not ans["warnings"]
    small = ix.context("build", budget=300)
    assert small["used"] <= 300 and small["omitted"]
    # coverage before depth: with room for signatures only, every neighbour that fits is there as one
    tight = ix.context("Repo.get", budget=420)
    assert tight["used"] <= 420 and {s["form"] for s in tight["sections"][1:]} <= {"signature", "source"}
    assert len(tight["sections"]) > 2
    typed = ix.context("describe", budget=3000)
    assert any(s["role"] == "type" and s["node"]["label"] == "app/models.py::Item" for s in typed["sections"])
    with pytest.raises(QueryError, match="budget"):
        ix.context("build", budget=10)


def test_context_warns_when_the_file_changed(tmp_path, capsys):
    """A file changed since indexing: its byte ranges would cut another text, so the snapshot's signature
    stands in (as for a missing file), after a warning."""
    root = copy_fixture("py_basic", tmp_path)
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    (root / "app" / "util.py").write_text("# edited\n" + (root / "app" / "util.py").read_text())
    ans = Index(snap).context("slugify", budget=1000)
    assert any("changed since the snapshot" in w for w in ans["warnings"])
    models = root / "app" / "models.py"
    models.write_text("# one\n# two\n" + models.read_text())
    rc, out, _ = run_cli(capsys, "query", snap.path, "context", "Repo.get")
    assert rc == 0
    assert out.startswith("# warning: app/models.py changed since the snapshot was written: its signature from the "
                          "snapshot\n### app/models.py:7-9 method Repo.get  [symbol]\ndef get(self, key):\n###"), out
    ans = Index(snap).context("Repo.get", budget=6000)
    assert (ans["sections"][0]["form"], ans["sections"][0]["text"]) == ("signature", "def get(self, key):")
    lookup = next(s for s in ans["sections"] if s["node"]["label"] == "app/models.py::Repo.lookup")
    assert lookup["form"] == "signature"       # a neighbour in the changed file: no source either
    fetch = next(s for s in ans["sections"] if s["node"]["label"] == "app/service.py::Service.fetch")
    assert fetch["form"] == "source" and "return self.repo.get(key)" in fetch["text"]   # an unchanged file's


# ---- cycles / rank -----------------------------------------------------------------------------------------------

def test_cycles_largest_first(cyc, ix, fixture_snapshots):
    ans = cyc.cycles()
    assert [c["files"] for c in ans["cycles"]] == [["ring/a.py", "ring/b.py", "ring/c.py"],
                                                   ["pair/left.py", "pair/right.py"]]
    ring = ans["cycles"][0]
    assert ring["example"][0] == ring["example"][-1] and len(ring["example"]) == 4
    assert {(i["src"], i["dst"]) for i in ring["imports"]} == {("ring/a.py", "ring/b.py"), ("ring/b.py", "ring/c.py"),
                                                               ("ring/c.py", "ring/a.py")}
    assert [c["files"] for c in ix.cycles()["cycles"]] == [["app/__init__.py", "app/service.py"]]
    assert [c["files"] for c in ix.cycles(module_level=True)["cycles"]] == [["app/__init__.py", "app/service.py"]]
    ts = Index(fixture_snapshots["ts_more"]).cycles()
    assert [c["files"] for c in ts["cycles"]] == [["src/cycle_a.ts", "src/cycle_b.ts"]]
    assert Index(fixture_snapshots["tsconfig_paths"]).cycles()["total"] == 0


def test_rank_pagerank(ix):
    ans = ix.rank(top=5)
    defs = ans["definitions"]
    assert len(defs) == 5 and defs[0]["label"] == "app/base.py::Base"
    assert [d["score"] for d in defs] == sorted((d["score"] for d in defs), reverse=True)
    assert ans["files"][0]["label"] == "app/base.py"
    assert set(ix.rank(top=3, what="files")) == {"query", "top", "files"}


# ---- command line ------------------------------------------------------------------------------------------------

def run_cli(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_cli_questions(fixture_snapshots, capsys):
    snap = fixture_snapshots["py_basic"].path
    rc, out, _ = run_cli(capsys, "query", snap, "callers", "Repo.get", "--depth", "2", "--json")
    ans = json.loads(out)
    assert rc == 0 and {r["label"] for r in ans["results"]} == {
        "app/service.py::Service.fetch", "app/service.py::handle", "scripts/run.py::main"}
    rc, out, _ = run_cli(capsys, "query", snap, "callers", "Repo.get")
    assert rc == 0 and "Service.fetch" in out and "shadowed" in out
    assert "unresolved sites named 'get' elsewhere (1)" in out
    rc, out, _ = run_cli(capsys, "query", snap, "blast-radius", "Base.validate")
    assert rc == 0 and "5 dependents in 3 files" in out and "via Repo.get -> Base.save" in out
    rc, out, _ = run_cli(capsys, "query", snap, "path", "main", "Base.validate")
    assert rc == 0 and out.startswith("path (4 hops)")
    rc, out, _ = run_cli(capsys, "query", snap, "context", "Repo.get", "--budget", "500")
    assert rc == 0 and "def get(self, key):" in out and "of 500 characters" in out
    rc, out, _ = run_cli(capsys, "query", snap, "cycles")
    assert rc == 0 and "app/__init__.py -> app/service.py -> app/__init__.py" in out
    rc, out, _ = run_cli(capsys, "query", snap, "rank", "--top", "3")
    assert rc == 0 and "most central definitions" in out
    rc, out, _ = run_cli(capsys, "query", snap, "find", "Repo", "--kinds", "class")
    assert rc == 0 and out.split() == ["app/models.py:4", "class", "Repo"]


def test_cli_bad_input(fixture_snapshots, capsys, tmp_path):
    snap = fixture_snapshots["py_basic"].path
    rc, out, err = run_cli(capsys, "query", snap, "callers", "Repo.gett")
    assert rc == 1 and not out and err.count("\n") == 1 and "closest: Repo.get" in err
    rc, out, err = run_cli(capsys, "query", snap, "callers", "table")
    assert rc == 1 and "2 candidates" in err and "app/base.py:5" in err and "app/models.py:5" in err
    rc, out, _ = run_cli(capsys, "query", snap, "callers", "table", "--path", "models.py", "--json")
    assert rc == 0 and json.loads(out)["symbol"][0]["label"] == "app/models.py::Repo.table"
    rc, out, err = run_cli(capsys, "query", snap, "callers", "table", "--json")
    assert rc == 1 and len(json.loads(out)["candidates"]) == 2
    rc, _, err = run_cli(capsys, "query", snap, "callers", "Repo", "--kinds", "bogus")
    assert rc == 2 and err.startswith("fastindex: error: unknown edge kind")
    bad = tmp_path / "bad.fidx"
    bad.write_bytes(b"not a snapshot at all")
    rc, _, err = run_cli(capsys, "query", str(bad), "cycles")
    assert rc == 2 and err.count("\n") == 1 and "not a fastindex snapshot" in err
    rc, _, err = run_cli(capsys, "query", str(tmp_path / "missing.fidx"), "rank")
    assert rc == 2 and err.count("\n") == 1


def test_queries_need_neither_tree_sitter_nor_ray(fixture_snapshots):
    snap = fixture_snapshots["py_basic"].path
    code = ("import sys; from fastindex.cli import main; "
            f"rc = main(['query', {snap!r}, 'blast-radius', 'Base.validate']); "
            "heavy = [m for m in ('tree_sitter', 'ray', 'tree_sitter_language_pack') if m in sys.modules]; "
            "print(heavy, file=sys.stderr); sys.exit(rc or (1 if heavy else 0))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    proc = subprocess.run([str(VENV_BIN / "fastindex"), "query", snap, "callees", "main"], capture_output=True,
                          text=True)
    assert proc.returncode == 0 and "app/service.py::Service" not in proc.stderr and "Service.fetch" in proc.stdout


# ---- the walks' graphs -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("case", ["py_basic", "py_cycles", "ts_basic"])
def test_masked_walks_on_the_full_graphs_equal_walks_on_filtered_graphs(fixture_snapshots, case):
    """The walks run on two graphs holding every edge and skip the edges a question does not follow (a mask by
    edge index), and do not expand a node reached at the depth limit unless it has 0-cost edges (into or out of
    a local definition); walking a graph built from the followed edges only, expanding every node, must give
    the same distances and paths."""
    ix = Index(fixture_snapshots[case])
    expand_all = b"\x01" * (ix.size + 1)
    for kinds, heuristic in ((CALL_KINDS, False), (REF_KINDS, True), (("contains",), True), (("imports",), False)):
        for reverse in (False, True):
            filtered = ix._graph(kinds, heuristic, reverse)
            assert filtered.num_edges() < ix._full_graph(reverse).num_edges()
            for node in range(0, ix.size, 3):
                for depth in (1, 2):
                    masked = ix._walk_on(ix._full_graph(reverse), [node], ix._mask(kinds, heuristic), depth,
                                         reverse)
                    plain = Index._walk_on(_Expanding(ix, expand_all), filtered, [node], b"\x01" * len(ix.cost),
                                           depth, reverse)
                    assert (masked.dist, masked.pred) == (plain.dist, plain.pred)


def test_one_hop_walks_from_the_adjacency_lists_equal_the_dijkstra_walks(fixture_snapshots, tmp_path):
    """`_walk_near` (depth 1 from one node, read from rustworkx's adjacency lists; what `callers`, `refs`,
    `callees` and `context` ask by default) gives the distances and predecessors of the Dijkstra walk from every
    node of the fixtures it answers for, in both directions and for every filter, including nodes reached through
    a local function (0-cost hops); where two local functions of one entity reach the symbol (the search's queue
    order would pick the entity's predecessor) it answers None and `_walk` answers with the search."""
    from conftest import index_snapshot, write
    root = tmp_path / "lambdas"
    write(root, "m.py", "def target():\n    return 1\n\n\ndef user():\n    a = lambda: target()\n"
                        "    b = lambda: target()\n    return a, b\n\n\ndef single():\n    c = lambda: target()\n"
                        "    return c\n")
    _result, made = index_snapshot(root, tmp_path / "lambdas.fidx")
    hopped = fallbacks = answered = 0
    for snap in (fixture_snapshots["py_basic"], fixture_snapshots["py_cycles"], fixture_snapshots["ts_basic"], made):
        ix = Index(snap)
        for kinds, heuristic in ((CALL_KINDS, False), (REF_KINDS, True), (("imports",), False)):
            for reverse in (False, True):
                g, mask = ix._full_graph(reverse), ix._mask(kinds, heuristic)
                for node in range(ix.size):
                    if ix._free[reverse][node]:
                        continue
                    near = ix._walk_near(g, node, mask, reverse)
                    walked = ix._walk_on(g, [node], mask, 1, reverse)
                    if near is None:
                        fallbacks += 1
                        assert ix._walk([node], kinds, heuristic, reverse, 1).pred == walked.pred
                        continue
                    assert (near.dist, near.pred) == (walked.dist, walked.pred)
                    answered += 1
                    hopped += sum(1 for v, (_u, e) in near.pred.items() if v != node and ix.cost[e] == 0)
    assert answered > 100 and hopped > 0 and fallbacks > 0
    ix = Index(made)
    callers = ix.callers("target")
    assert {r["label"]: chain(r) for r in callers["results"]}["m.py::single"] == [
        ("m.py::single", "contains", "m.py::single.c"), ("m.py::single.c", "calls", "m.py::target")]
    assert {r["label"] for r in callers["results"]} == {"m.py::user", "m.py::single"}


@pytest.mark.parametrize("case", ["py_basic", "py_cycles", "ts_basic"])
def test_wide_walks_by_levels_equal_the_dijkstra_walks(fixture_snapshots, case):
    """`_walk_wide` (a walk deeper than one hop whose shown results are all one hop away: the one-hop walk's
    predecessors, the deeper nodes' distances by levels over the adjacency lists) gives the Dijkstra walk's
    distances for every node, depth and filter, and its predecessors for the nodes one hop away; a question
    whose results it can give (`limit` at most the one-hop results) answers as the search does, and one whose
    results go deeper is answered by the search."""
    ix = Index(fixture_snapshots[case])
    walked = 0
    for kinds, heuristic in ((CALL_KINDS, False), (REF_KINDS, True)):
        for reverse in (False, True):
            for depth in (2, 3):
                for node in range(ix.size):
                    wide = ix._walk_wide([node], kinds, heuristic, reverse, depth, 0)
                    if wide is None:
                        continue
                    search = ix._walk_on(ix._full_graph(reverse), [node], ix._mask(kinds, heuristic), depth,
                                         reverse)
                    assert wide.dist == search.dist
                    assert {v: wide.pred[v] for v, d in wide.dist.items() if d <= 1} == \
                        {v: search.pred[v] for v, d in search.dist.items() if d <= 1}
                    walked += any(d > 1 for d in wide.dist.values())
    assert walked > 10
    plain = Index(fixture_snapshots[case])
    plain._walk_wide = lambda *args: None   # the same index answering every question with the search
    asked = 0
    for i in range(ix.n_files, ix.def_at.end):
        for limit in (1, 2):
            one_hop = ix.callers(i)["total"]
            if one_hop < limit or ix.blast_radius(i, depth=3)["total"] == one_hop:
                continue
            asked += 1
            assert ix.blast_radius(i, depth=3, limit=limit) == plain.blast_radius(i, depth=3, limit=limit)
            assert ix.refs(i, depth=2, limit=limit) == plain.refs(i, depth=2, limit=limit)
    assert asked > 0


class _Expanding:
    """An Index seen with every node marked as having 0-cost edges: its walks expand every node they reach."""

    def __init__(self, ix, free: bytes) -> None:
        self._ix = ix
        self._free = {False: free, True: free}

    def __getattr__(self, name):
        return getattr(self._ix, name)


def test_a_walk_asked_again_builds_no_graph(fixture_snapshots):
    ix = Index(fixture_snapshots["py_basic"])
    first = ix.callers("Repo.get")
    again = ix.callers("Repo.get")
    assert set(ix._graphs) == {("all", False), ("all", True)}   # the walks' two graphs, built at load
    assert first == again


@pytest.mark.parametrize("case", ["py_basic", "ts_basic"])
def test_answers_after_the_warm_up_equal_the_first_answers(fixture_snapshots, case):
    """`warm()` (the MCP server's start) decodes up front what questions read on demand (masks, definition
    columns, unresolved sites, every `references` frame, path's graph): every definition's callers, blast
    radius and context are the same as those of a fresh index, and a warmed index reads no more frames later."""
    fresh, warmed = Index(fixture_snapshots[case]), Index(fixture_snapshots[case])
    warmed.warm()
    parts = dict(warmed._refs._parts)
    assert parts and ("all", False) in warmed._graphs and len(warmed._graphs) == 3
    for i in range(fresh.n_files, fresh.def_at.end, 2):
        assert warmed.callers(i) == fresh.callers(i)
        assert warmed.blast_radius(i) == fresh.blast_radius(i)
        assert warmed.context(i, budget=1500) == fresh.context(i, budget=1500)
    assert warmed._refs._parts == parts



def test_the_cli_starts_up_without_the_query_engine():
    """`fastindex index` builds the whole CLI (the `query` subcommand's options included) without loading the
    query engine and what it imports (rustworkx, difflib): start-up CPU of every run, an incremental one's too."""
    code = ("import sys, fastindex.cli as c; c.build_parser().parse_args(['query', 'x.fidx', 'callers', 'f']); "
            "print(sorted(m for m in sys.modules if m.startswith(('fastindex.query', 'rustworkx', 'difflib'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['fastindex.query', 'fastindex.query.cli', 'fastindex.query.render']"
    # the CLI process keeps OpenBLAS to one thread (numpy's import starts a pool per core) unless told otherwise
    code = ("import os, sys, fastindex.cli as c; sys.argv = ['fastindex', 'stats', 'missing.fidx']\n"
            "try:\n    c.run()\nexcept SystemExit:\n    pass\nprint(os.environ.get('OPENBLAS_NUM_THREADS'))")
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    for given, seen in ((None, "1"), ("4", "4")):
        if given:
            env["OPENBLAS_NUM_THREADS"] = given
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env).stdout
        assert out.strip() == seen
    import fastindex.query as q  # the package's names are still there, imported on first use
    assert q.Index is Index and q.CALL_KINDS is CALL_KINDS
    with pytest.raises(AttributeError):
        q.nothing  # noqa: B018


def test_cli_answers_keep_their_own_lists_short(tmp_path, capsys):
    """What `context` left out for the budget is listed within a quarter of the budget (a line's worth at least),
    the rest counted; `search` echoes a long question cut short."""
    root = tmp_path / "repo"
    root.mkdir()
    callers = "\n".join(f"def caller_with_a_long_name_{i:02d}():\n    return target()\n" for i in range(40))
    (root / "m.py").write_text(f"def target():\n    return 1\n\n\n{callers}")
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    rc, out, _ = run_cli(capsys, "query", snap.path, "context", "target", "--budget", "200")
    assert rc == 0
    line = next(x for x in out.splitlines() if x.startswith("# omitted for the budget: "))
    listed = line[len("# omitted for the budget: "):].rsplit(" +", 1)
    assert len(listed[0]) <= 120 and listed[0].count("caller_with_a_long_name_") >= 1, line
    shown = listed[0].count("caller_with_a_long_name_")
    assert listed[1] == f"{Index(snap).context('target', budget=200)['omitted_total'] - shown} more", line
    question = "caller " * 60
    rc, out, _ = run_cli(capsys, "query", snap.path, "search", question)
    assert rc == 0
    header = out.splitlines()[0]
    assert header.startswith("search 'caller caller") and "...'" in header and len(header) < 140, header


def test_text_answers_write_a_line_break_in_a_name_as_an_escape(tmp_path, capsys):
    """A file named with a line break (git and the file system allow it): each line of a text answer is still one
    item, the name written `a\\nb.py`; --json keeps the name as it is; context's assembled source keeps its lines."""
    root = tmp_path / "repo"
    root.mkdir()
    (root / "a\nb.py").write_text("def g():\n    return 1\n\n\ndef f():\n    return g()\n", encoding="utf-8")
    index_snapshot(root, tmp_path / "s.fidx")
    snap = str(tmp_path / "s.fidx")
    rc, out, _ = run_cli(capsys, "query", snap, "callers", "g")
    assert rc == 0 and "a\\nb.py:5" in out and "a\nb.py" not in out
    assert all(not line.startswith("b.py") for line in out.splitlines())
    rc, out, _ = run_cli(capsys, "query", snap, "find", "f")
    assert rc == 0 and out.splitlines()[0].startswith("a\\nb.py:5")
    rc, out, _ = run_cli(capsys, "query", snap, "callers", "g", "--json")
    assert rc == 0 and "a\\nb.py" in out   # JSON's own escape of the real line break
    assert json.loads(out)["results"][0]["path"] == "a\nb.py"
    rc, out, _ = run_cli(capsys, "query", snap, "context", "f")
    assert rc == 0 and "def f():\n    return g()" in out


@pytest.fixture(scope="module")
def declared_apart(tmp_path_factory):
    """C and C++ functions declared in a header and defined in a source file (and a static namesake elsewhere)."""
    from conftest import write

    root = tmp_path_factory.mktemp("declared_apart") / "repo"
    write(root, "include/util.h", "int parse(const char *s);\nstatic int helper(int x) { return x; }\n")
    write(root, "src/util.c", '#include "util.h"\nint parse(const char *s) { return helper(*s); }\n')
    write(root, "src/main.c", '#include "util.h"\nint main(void) { return parse("a"); }\n')
    write(root, "src/other.c", "static int parse(const char *s) { return 0; }\nint run(void) { return parse(0); }\n")
    write(root, "include/counter.hpp", "class Counter {\n public:\n  void bump();\n  int n_;\n};\n")
    write(root, "src/counter.cpp", '#include "counter.hpp"\nvoid Counter::bump() { n_ = n_ + 1; }\n')
    write(root, "src/app.cpp", '#include "counter.hpp"\nvoid tick(Counter &c) { c.bump(); }\n')
    _, snap = index_snapshot(root, root.parent / "s.fidx")
    return Index(snap)


def test_a_function_declared_apart_from_its_body_is_one_symbol(declared_apart):
    """C, C++: a call links to the declaration the caller's file sees (`int parse(const char *s);` in a header,
    `void bump();` in its class); the function's body elsewhere is the same function, so the callers of either are
    those of both, and its name alone names it (not ambiguous). A static function of that name in another file is
    another function."""
    ix = declared_apart
    assert labels(ix.callers("src/util.c::parse")) == ["src/main.c::main"]
    assert labels(ix.callers("include/util.h::parse")) == ["src/main.c::main"]
    assert labels(ix.callers("src/counter.cpp::Counter.bump")) == ["src/app.cpp::tick"]
    assert sorted(n["label"] for n in ix.callers("Counter.bump")["symbol"]) == \
        ["include/counter.hpp::Counter.bump", "src/counter.cpp::Counter.bump"]
    assert "include/util.h::helper" in labels(ix.callees("include/util.h::parse"))   # the body's callees
    assert labels(ix.callers("src/other.c::parse")) == ["src/other.c::run"]
    ctx = ix.context("src/util.c::parse")   # the declaration's callers are the body's context too
    assert [s["node"]["label"] for s in ctx["sections"] if s["role"] == "symbol"] == \
        ["src/util.c::parse", "include/util.h::parse"]
    assert "src/main.c::main" in [s["node"]["label"] for s in ctx["sections"] if s["role"] != "symbol"]
    with pytest.raises(AmbiguousSymbol):   # the header's and the static one in other.c
        ix.resolve("parse")


def test_context_reads_a_file_the_map_rewrote_as_unchanged(tmp_path):
    """The map parses a C header with an `extern "C"` block, and a Python file with a BOM, from other bytes than
    the file's; the snapshot's digest is the file's, so `context` gives their source, with no warning."""
    root = tmp_path / "repo"
    root.mkdir()
    (root / "lib.h").write_text('#ifdef __cplusplus\nextern "C" {\n#endif\nint add(int a, int b);\n'
                                'static inline int inc(int a) { return add(a, 1); }\n#ifdef __cplusplus\n}\n#endif\n')
    (root / "lib.c").write_text('#include "lib.h"\nint add(int a, int b) { return a + b; }\nint twice(int a) '
                                '{ return add(a, a); }\n')
    (root / "bom.py").write_bytes(b"\xef\xbb\xbfdef g():\n    return 1\n\n\ndef h():\n    return g()\n")
    _, snap = index_snapshot(root, tmp_path / "s.fidx")
    for symbol, text in (("lib.h::inc", "return add(a, 1);"), ("bom.py::h", "return g()")):
        ans = Index(snap).context(symbol, budget=4000)
        assert not ans["warnings"], ans["warnings"]
        assert ans["sections"][0]["form"] == "source" and text in ans["sections"][0]["text"]


def test_a_c_site_is_written_with_its_tag_keyword_without_importing_the_language_specs(tmp_path):
    """`struct ext *p` inside `use`: its unresolved site reads `struct ext` (C's tag keyword, from the snapshot's
    meta.tag_keywords), and answering imports no language spec (they cost a first `callers` ~40 ms). A snapshot
    without the keywords (before 23.1) reads them from the specs."""
    root = tmp_path / "repo"
    root.mkdir()
    (root / "a.c").write_text("#include <stdio.h>\nint use(void) { struct ext *p = 0; return helper(p); }\n")
    out = tmp_path / "s.fidx"
    index_snapshot(root, out)
    code = ("import sys; from fastindex.query import Index; ix = Index(sys.argv[1]); "
            "print([s['text'] for s in ix.neighbours('use', 'refs-out')['unresolved']['sites']]); "
            "print('fastindex.languages' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", code, str(out)], capture_output=True, text=True, check=True)
    assert proc.stdout.split("\n")[:2] == ["['struct ext', 'helper']", "False"]
    ix = Index(str(out))
    del ix.meta["tag_keywords"]
    assert [s["text"] for s in ix.neighbours("use", "refs-out")["unresolved"]["sites"]] == ["struct ext", "helper"]
