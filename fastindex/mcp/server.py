"""`fastindex mcp SNAPSHOT...`: the query engine as Model Context Protocol tools over stdio.

Built on the official `mcp` Python SDK (`MCPServer` in mcp 2.x, `FastMCP` in mcp 1.x). Every snapshot is
loaded once at start-up; tools take an optional `repo` (a name from `list_repositories`, needed only when
several snapshots are served). Tool results are JSON objects (structured content); bad input (unknown or
ambiguous symbol, unknown repository) is a tool error whose message carries the closest matches or the
candidates. Nothing is written to stdout but the protocol.
"""
from __future__ import annotations

import inspect
import os
import threading
from typing import Annotated, Any, Literal

from pydantic import Field

from .. import __version__
from ..query import AmbiguousSymbol, Index, QueryError, UnknownSymbol
from ..snapshot import SnapshotError
from . import MISSING, McpUnavailable


def sdk():
    """(server class, ToolError) from whichever major version of the SDK is installed."""
    try:
        from mcp.server.mcpserver import MCPServer
        from mcp.server.mcpserver.exceptions import ToolError
        return MCPServer, ToolError
    except ImportError:
        pass
    try:
        from mcp.server.fastmcp import FastMCP
        from mcp.server.fastmcp.exceptions import ToolError
        return FastMCP, ToolError
    except ImportError:
        raise McpUnavailable(MISSING) from None


EdgeKind = Literal["contains", "imports", "calls", "references", "inherits", "implements", "instantiates"]
DefKind = Literal["function", "method", "class", "interface", "type", "enum", "variable", "constant", "property",
                  "module", "file"]

Repo = Annotated[str | None, Field(description="repository name from list_repositories; may be omitted when "
                                               "only one repository is loaded")]
Symbol = Annotated[str, Field(description="a definition's name ('get'), qualified name ('Repo.get'), "
                                          "'path::qualname' ('app/models.py::Repo.get'), a file path, or "
                                          "'external:module'")]
PathFilter = Annotated[str | None, Field(description="disambiguate: only symbols in this file or folder "
                                                     "(path, path suffix or folder prefix)")]
Kinds = Annotated[list[EdgeKind] | None, Field(description="edge kinds to follow; omit for the default")]
Heuristic = Annotated[bool, Field(description="also follow name-matched (heuristic) edges")]


def _names(indexes: list[Index]) -> list[str]:
    names = []
    for ix in indexes:
        base = os.path.basename(str(ix.root).rstrip("/")) or os.path.splitext(os.path.basename(ix.snapshot.path))[0]
        name, n = base, 2
        while name in names:
            name, n = f"{base}-{n}", n + 1
        names.append(name)
    return names


def build_server(snapshots: list[str], warm: bool = True):
    """The server with every snapshot loaded (SnapshotError propagates for a bad one). With `warm`, what the
    first questions would decode on demand (the unresolved sites, the reference sites, `path`'s graph, the
    lexical index) is read in a background thread (`Index.warm`)."""
    server_cls, tool_error = sdk()
    # A long-lived process holding the snapshots: freeze=True keeps the cyclic collector from rescanning what
    # they decode (at the load and in `warm`) on every request (they hold no garbage cycles).
    indexes = [Index(path, freeze=True) for path in snapshots]
    for ix in indexes:   # a corrupt section found now, not by the warm-up thread or a question (one line, exit 2)
        ix.snapshot.verify()

    def warm_all():
        try:
            for ix in indexes:
                ix.warm()
        except SnapshotError:   # malformed records: the questions that read them say so, as tool errors
            pass

    if warm:
        threading.Thread(target=warm_all, name="fastindex-warm", daemon=True).start()
    repos = dict(zip(_names(indexes), indexes))

    def pick(repo: str | None) -> Index:
        if repo is None:
            if len(repos) == 1:
                return next(iter(repos.values()))
            raise tool_error(f"several repositories are loaded; give repo, one of: {', '.join(repos)}")
        if repo not in repos:
            raise tool_error(f"unknown repository {repo!r}; loaded: {', '.join(repos)}")
        return repos[repo]

    def ask(fn, *args, **kwargs) -> dict[str, Any]:
        try:
            return fn(*args, **kwargs)
        except (UnknownSymbol, AmbiguousSymbol, QueryError, SnapshotError) as exc:
            raise tool_error(str(exc)) from None

    # mcp 2.x names its version in serverInfo (1.x gives its own)
    named = {"version": __version__} if "version" in inspect.signature(server_cls).parameters else {}
    server = server_cls("fastindex", **named, instructions=(
        "Code-graph queries over fastindex snapshots of repositories: find definitions, callers, callees, "
        "references, blast radius, dependency paths, import cycles, central symbols, and a symbol's source "
        "with its neighbours within a character budget. Results that could not be resolved are listed "
        "separately under 'unresolved': an empty result with unresolved sites means 'unknown', not 'none'."))

    @server.tool(description="List the loaded repositories (name, root, commit, file/definition/edge counts).")
    def list_repositories() -> dict[str, Any]:
        return {"repositories": [{"name": name} | ix.summary() for name, ix in repos.items()]}

    @server.tool(description="Find definitions (and files) by exact name, qualified name ('Class.method'), "
                             "'path::qualname' or prefix; each with path and line.")
    def find_symbol(name: Annotated[str, Field(description="name, qualified name or prefix")],
                    kinds: Annotated[list[DefKind] | None, Field(description="only these definition kinds")] = None,
                    limit: Annotated[int, Field(ge=1, le=500)] = 20, repo: Repo = None) -> dict[str, Any]:
        return ask(pick(repo).find, name, kinds=kinds, limit=limit)

    def walker(name: str, direction: str, default_depth: int, default_limit: int):
        def tool(symbol: Symbol, path: PathFilter = None,
                 depth: Annotated[int, Field(ge=1, le=20, description="hops to follow")] = default_depth,
                 kinds: Kinds = None, include_heuristic: Heuristic = False,
                 limit: Annotated[int, Field(ge=1, le=5000, description="at most this many results")] = default_limit,
                 repo: Repo = None) -> dict[str, Any]:
            return ask(pick(repo).neighbours, symbol, direction, depth=depth, kinds=kinds,
                       include_heuristic=include_heuristic, path=path, limit=limit)
        tool.__name__ = tool.__qualname__ = name
        return tool

    server.add_tool(walker("callers", "callers", 1, 50), name="callers", description=(
        "Who calls SYMBOL (calls and constructor calls), up to `depth` hops, each with the call chain that links "
        "it; 'unresolved' lists call sites with the same name the indexer could not resolve."))
    server.add_tool(walker("callees", "callees", 1, 50), name="callees", description=(
        "What SYMBOL calls, up to `depth` hops; 'unresolved' lists the calls inside SYMBOL that resolve to no "
        "definition (external, builtin or unknown)."))
    server.add_tool(walker("references", "refs", 1, 50), name="references", description=(
        "Everything that refers to SYMBOL: calls, type references, inheritance, instantiation, imports (for "
        "files), up to `depth` hops."))
    server.add_tool(walker("blast_radius", "blast-radius", 3, 200), name="blast_radius", description=(
        "Everything that depends on SYMBOL or FILE (including its members), transitively up to `depth` hops, "
        "with the dependency chain that links each result and the affected files."))

    @server.tool(description="A shortest dependency path from `source` to `target` (source depends on target "
                             "through calls, references, inheritance, imports, containment); if there is none, "
                             "the reverse direction is tried and reported.")
    def dependency_path(source: Symbol, target: Symbol, source_path: PathFilter = None,
                        target_path: PathFilter = None, kinds: Kinds = None, include_heuristic: Heuristic = False,
                        repo: Repo = None) -> dict[str, Any]:
        return ask(pick(repo).path, source, target, kinds=kinds, include_heuristic=include_heuristic,
                   path_a=source_path, path_b=target_path)

    @server.tool(description="The source of SYMBOL read from the repository, then its callees, referenced types "
                             "and callers in order of relevance (source when it fits, signatures otherwise) until "
                             "`budget` characters are spent; 'text' is the assembled context.")
    def symbol_context(symbol: Symbol, path: PathFilter = None,
                       budget: Annotated[int, Field(ge=200, le=200000, description="characters")] = 6000,
                       include_heuristic: Heuristic = False, repo: Repo = None) -> dict[str, Any]:
        return ask(pick(repo).context, symbol, budget=budget, path=path, include_heuristic=include_heuristic)

    @server.tool(description="Import cycles: strongly connected components of the file import graph, largest "
                             "first, each with an example cycle and the imports inside it.")
    def import_cycles(limit: Annotated[int, Field(ge=1, le=1000)] = 20,
                      module_level: Annotated[bool, Field(description="leave out imports made inside functions "
                                                          "(deferred imports do not run at import time)")] = False,
                      repo: Repo = None) -> dict[str, Any]:
        return ask(pick(repo).cycles, limit=limit, module_level=module_level)

    @server.tool(description="Find code by meaning: definitions ranked by how well their names, signatures, "
                             "docstrings and paths match a sentence ('where do we retry failed uploads?'), each "
                             "with score, path and line; with expand > 0 also their callers, callees and types "
                             "through the resolved graph, ranked. Start here when you do not know a symbol's name.")
    def search_code(text: Annotated[str, Field(description="what you are looking for, in words")],
                    k: Annotated[int, Field(ge=1, le=200, description="how many definitions")] = 10,
                    mode: Annotated[Literal["auto", "lexical", "dense", "hybrid"], Field(
                        description="auto: dense when the snapshot has embeddings, else lexical; lexical (BM25, "
                                    "always available); dense and hybrid need a snapshot indexed with --embed"
                        )] = "auto",
                    expand: Annotated[int, Field(ge=0, le=5, description="hops of callers/callees/types to add "
                                                                         "around each hit (0: none)")] = 0,
                    no_tests: Annotated[bool, Field(description="leave out definitions in test, fixture and "
                                                                "migration files")] = False,
                    repo: Repo = None) -> dict[str, Any]:
        return ask(pick(repo).search, text, k=k, mode=mode, expand=expand, no_tests=no_tests)

    @server.tool(description="The most central definitions and files by PageRank over the dependency graph.")
    def central_symbols(top: Annotated[int, Field(ge=1, le=1000)] = 20,
                        what: Literal["all", "definitions", "files"] = "all",
                        repo: Repo = None) -> dict[str, Any]:
        return ask(pick(repo).rank, top=top, what=what)

    return server


def serve(snapshots: list[str]) -> None:
    """Load the snapshots, then serve over stdio until the client closes the connection."""
    build_server(snapshots).run("stdio")
