"""`fastindex mcp`: launched as a subprocess and driven by the MCP Python SDK's own stdio client."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pytest
from conftest import VENV_BIN, clean_env

from fastindex.cli import main

pytest.importorskip("mcp")
from mcp import StdioServerParameters  # noqa: E402
from mcp.client.session import ClientSession  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402

TOOLS = {"list_repositories", "find_symbol", "callers", "callees", "references", "blast_radius", "dependency_path",
         "symbol_context", "import_cycles", "central_symbols", "search_code"}


def field(obj, snake: str, camel: str):
    """mcp 2.x names fields in snake_case, mcp 1.x in camelCase."""
    return getattr(obj, snake) if hasattr(obj, snake) else getattr(obj, camel)


def server(*snapshots: str) -> StdioServerParameters:
    # this environment (the SDK passes only a few variables): PYTHONPATH says which fastindex is tested
    return StdioServerParameters(command=str(VENV_BIN / "fastindex"), args=["mcp", *snapshots], env=clean_env())


async def session_run(params, body):
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)


def run(params, body):
    return asyncio.run(asyncio.wait_for(session_run(params, body), timeout=120))


async def call(session, tool, **arguments):
    result = await session.call_tool(tool, arguments)
    if field(result, "is_error", "isError"):
        return {"error": result.content[0].text}
    structured = field(result, "structured_content", "structuredContent")
    return structured if structured is not None else json.loads(result.content[0].text)


def test_tools_over_stdio(fixture_snapshots):
    basic = fixture_snapshots["py_basic"].path

    async def body(session):
        listed = await session.list_tools()
        schemas = {t.name: field(t, "input_schema", "inputSchema") for t in listed.tools}
        out = {"schemas": schemas}
        out["repos"] = await call(session, "list_repositories")
        out["callers"] = await call(session, "callers", symbol="Repo.get", depth=2)
        out["callees"] = await call(session, "callees", symbol="slugify")
        out["blast"] = await call(session, "blast_radius", symbol="Base.validate", depth=3)
        out["path"] = await call(session, "dependency_path", source="main", target="Base.validate")
        out["context"] = await call(session, "symbol_context", symbol="Repo.get", budget=800)
        out["cycles"] = await call(session, "import_cycles")
        out["rank"] = await call(session, "central_symbols", top=3, what="definitions")
        out["find"] = await call(session, "find_symbol", name="Repo", kinds=["class"])
        out["refs"] = await call(session, "references", symbol="app/base.py")
        out["unknown"] = await call(session, "callers", symbol="Repo.gett")
        out["ambiguous"] = await call(session, "callers", symbol="table")
        out["disambiguated"] = await call(session, "callers", symbol="table", path="app/models.py")
        out["bad_depth"] = await call(session, "callers", symbol="Repo.get", depth=0)
        out["search"] = await call(session, "search_code", text="slug of a name", k=3, expand=1)
        out["search_dense"] = await call(session, "search_code", text="slug", mode="dense")
        return out

    out = run(server(basic), body)
    schemas = out["schemas"]
    assert set(schemas) == TOOLS
    assert schemas["callers"]["required"] == ["symbol"]
    assert set(schemas["callers"]["properties"]) == {"symbol", "path", "depth", "kinds", "include_heuristic",
                                                     "limit", "repo"}
    assert schemas["dependency_path"]["required"] == ["source", "target"]
    assert schemas["symbol_context"]["properties"]["budget"]["minimum"] == 200
    assert [r["name"] for r in out["repos"]["repositories"]] == ["py_basic"]
    assert {r["label"] for r in out["callers"]["results"]} == {
        "app/service.py::Service.fetch", "app/service.py::handle", "scripts/run.py::main"}
    assert out["callers"]["unresolved_uses"]["sites"][0]["in"] == "shadowed"
    assert [r["label"] for r in out["callees"]["results"]] == ["app/util.py::_clean"]
    assert {r["label"] for r in out["blast"]["results"]} >= {"app/service.py::handle", "app/base.py::Base.save"}
    assert out["path"]["found"] and out["path"]["length"] == 4
    assert out["context"]["text"].startswith("### app/models.py:7-9 method Repo.get  [symbol]")
    assert out["context"]["used"] <= 800
    assert out["cycles"]["cycles"][0]["files"] == ["app/__init__.py", "app/service.py"]
    assert out["rank"]["definitions"][0]["label"] == "app/base.py::Base" and "files" not in out["rank"]
    assert [r["label"] for r in out["find"]["results"]] == ["app/models.py::Repo"]
    assert {r["label"] for r in out["refs"]["results"]} == {"app/models.py", "app/service.py"}
    assert "unknown symbol 'Repo.gett'" in out["unknown"]["error"] and "Repo.get (app/models.py:7" in \
        out["unknown"]["error"]
    assert "ambiguous" in out["ambiguous"]["error"] and "Repo.table" in out["ambiguous"]["error"]
    assert out["disambiguated"]["symbol"][0]["label"] == "app/models.py::Repo.table"
    assert "error" in out["bad_depth"]
    assert set(schemas["search_code"]["properties"]) == {"text", "k", "mode", "expand", "no_tests", "repo"}
    assert out["search"]["results"][0]["label"] == "app/service.py::Service.slug"
    assert out["search"]["results"][0]["score"] > 0 and out["search"]["words"] == ["slug", "name"]
    assert "app/util.py::slugify" in {r["label"] for r in out["search"]["expanded"]}
    assert "no embeddings" in out["search_dense"]["error"]


def test_several_repositories(fixture_snapshots):
    snaps = [fixture_snapshots[c].path for c in ("py_basic", "py_cycles")]

    async def body(session):
        return {"repos": await call(session, "list_repositories"),
                "no_repo": await call(session, "import_cycles"),
                "wrong": await call(session, "import_cycles", repo="nope"),
                "cycles": await call(session, "import_cycles", repo="py_cycles")}

    out = run(server(*snaps), body)
    assert [r["name"] for r in out["repos"]["repositories"]] == ["py_basic", "py_cycles"]
    assert "several repositories" in out["no_repo"]["error"] and "py_cycles" in out["no_repo"]["error"]
    assert "unknown repository 'nope'" in out["wrong"]["error"]
    assert [c["size"] for c in out["cycles"]["cycles"]] == [3, 2]


def test_symbol_context_reads_no_file_outside_the_repository(tmp_path):
    from conftest import copy_fixture, index_snapshot
    from test_exports import tampered_snapshot

    root = copy_fixture("py_basic", tmp_path / "src")
    _, snap = index_snapshot(root, tmp_path / "good.fidx")
    bad = tampered_snapshot(snap.path, tmp_path / "bad.fidx")
    (root.parent / "outside.py").write_text("SECRET = 1\n", encoding="utf-8")

    async def body(session):
        return await call(session, "symbol_context", symbol="../outside.py", budget=400)

    out = run(server(str(bad)), body)
    assert "SECRET" not in json.dumps(out), out
    assert out["warnings"] == ["'../outside.py' is not a path inside the repository root: not read"], out


def test_bad_snapshot_is_one_line(tmp_path):
    bad = tmp_path / "bad.fidx"
    bad.write_bytes(b"nope")
    proc = subprocess.run([str(VENV_BIN / "fastindex"), "mcp", str(bad)], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=60)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "not a fastindex snapshot" in proc.stderr


def test_a_corrupt_section_is_one_line_at_start_up(fixture_snapshots, tmp_path):
    """A section the load does not read (the reference sites, read by a question or the warm-up thread) is checked
    at start-up too: before, the server started, printed the warm-up thread's traceback, and a question got only
    "Error executing tool"."""
    from fastindex.snapshot import SnapshotReader

    good = fixture_snapshots["py_basic"].path
    with SnapshotReader(good) as reader:
        s = reader.sections["references"]
    data = bytearray(open(good, "rb").read())
    data[s["offset"] + s["length"] // 2] ^= 0xFF
    bad = tmp_path / "bad.fidx"
    bad.write_bytes(bytes(data))
    proc = subprocess.run([str(VENV_BIN / "fastindex"), "mcp", str(bad)], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=60, env=clean_env())
    assert (proc.returncode, proc.stderr) == (
        2, f"fastindex: error: {bad}: checksum mismatch in section 'references' (the file is corrupt)\n")


def test_the_server_names_its_version(fixture_snapshots):
    import fastindex

    async def session_info(params):
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                return field(init, "server_info", "serverInfo")

    info = asyncio.run(asyncio.wait_for(session_info(server(fixture_snapshots["py_basic"].path)), timeout=120))
    assert (info.name, info.version) == ("fastindex", fastindex.__version__)


def test_missing_sdk_is_one_line(fixture_snapshots, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "mcp", None)  # `import mcp` raises ImportError
    rc = main(["mcp", fixture_snapshots["py_basic"].path])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "needs the MCP Python SDK" in err and "pip install" in err
