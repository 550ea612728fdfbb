"""`fastindex query SNAPSHOT <question> ...`: the questions' arguments and the printing of their answers.

Exit codes: 0 answered; 1 unknown or ambiguous symbol (the closest matches / the candidates are printed);
2 bad input (the caller maps QueryError/SnapshotError to one line); 141 (silent) when stdout's reader went
away (`| head`, fastindex.cli.EXIT_PIPE).
"""
from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import TYPE_CHECKING

from . import render

if TYPE_CHECKING:
    from .engine import Index

QUESTIONS = ("find", "callers", "callees", "refs", "blast-radius", "path", "context", "cycles", "rank", "search")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("snapshot", help="snapshot file (.fidx) written by `fastindex index`")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="print the answer as JSON")
    sym = argparse.ArgumentParser(add_help=False)
    sym.add_argument("--path", default=None,
                     help="only symbols in this file or folder (path, path suffix or folder prefix)")
    sym.add_argument("--include-heuristic", action="store_true", help="also follow name-matched (heuristic) edges")

    def walk(p, depth=1, limit=200):  # not a parent parser: set_defaults would leak into the shared actions
        p.add_argument("--depth", type=int, default=depth, help=f"how many hops to follow (default {depth})")
        p.add_argument("--kinds", default=None, help="edge kinds, comma separated "
                       "(contains imports calls references inherits implements instantiates)")
        p.add_argument("--limit", type=int, default=limit, help=f"at most this many results (default {limit})")

    q = parser.add_subparsers(dest="question", required=True, metavar="question")

    f = q.add_parser("find", parents=[common], help="definitions by exact name, Class.method, path::name or prefix")
    f.add_argument("name")
    f.add_argument("--kinds", default=None, help="definition kinds, comma separated (function,method,class,...,file)")
    f.add_argument("--limit", type=int, default=50)
    for name, text in (("callers", "who calls SYMBOL (calls, instantiates)"),
                       ("callees", "what SYMBOL calls (calls, instantiates)"),
                       ("refs", "everything that refers to SYMBOL (all dependency kinds)")):
        p = q.add_parser(name, parents=[common, sym], help=text)
        p.add_argument("symbol", help="name, Class.method, path::qualname, a file path or external:module")
        walk(p)
    b = q.add_parser("blast-radius", parents=[common, sym],
                     help="everything that depends on SYMBOL or FILE, transitively, with the linking path")
    b.add_argument("symbol")
    walk(b, depth=3, limit=500)
    p = q.add_parser("path", parents=[common, sym], help="a shortest dependency path from A to B")
    p.add_argument("a")
    p.add_argument("b")
    p.add_argument("--kinds", default=None, help="edge kinds to follow (default: all but contains-only hops)")
    p.add_argument("--path-b", default=None, help="disambiguating path for B (--path is for A)")
    c = q.add_parser("context", parents=[common, sym],
                     help="SYMBOL's source, then its callees, types and callers until the budget is spent")
    c.add_argument("symbol")
    c.add_argument("--budget", type=int, default=6000, help="characters (default 6000)")
    c.add_argument("--root", default=None, help="read sources from here instead of the snapshot's root")
    y = q.add_parser("cycles", parents=[common], help="import cycles, largest first")
    y.add_argument("--limit", type=int, default=50)
    y.add_argument("--include-heuristic", action="store_true")
    y.add_argument("--module-level", action="store_true",
                   help="leave out imports made inside functions (deferred imports do not run at import time)")
    r = q.add_parser("rank", parents=[common], help="the most central definitions and files (PageRank)")
    r.add_argument("--top", type=int, default=20)
    r.add_argument("--what", choices=("all", "definitions", "files"), default="all")
    r.add_argument("--include-heuristic", action="store_true")
    s = q.add_parser("search", parents=[common], help="definitions that match a sentence (BM25 / embeddings), "
                     "optionally with their callers, callees and types")
    s.add_argument("text", help='what you are looking for, in words: "retry failed uploads"')
    s.add_argument("--k", type=int, default=10, help="how many definitions (default 10)")
    s.add_argument("--mode", choices=("auto", "lexical", "dense", "hybrid"), default="auto",
                   help="auto (default: dense when the snapshot has embeddings and the [embed] extra is "
                        "installed, else lexical), lexical (always there), dense or hybrid (need `index --embed`)")
    s.add_argument("--expand", type=int, default=0, metavar="DEPTH",
                   help="add each hit's callers, callees and types up to DEPTH hops (resolved edges only)")
    s.add_argument("--no-tests", action="store_true",
                   help="leave out definitions in test, fixture and migration files (by path)")


def answer(ix: Index, args) -> tuple[dict, str]:
    """Run the question in `args` on `ix`: (answer dict, its text rendering: render.printable's)."""
    qn = args.question
    if qn == "find":
        ans, show = ix.find(args.name, kinds=args.kinds, limit=args.limit), render.find
    elif qn in ("callers", "callees", "refs", "blast-radius"):
        ans = ix.neighbours(args.symbol, qn, depth=args.depth, kinds=args.kinds,
                            include_heuristic=args.include_heuristic, path=args.path, limit=args.limit)
        show = render.neighbours
    elif qn == "path":
        ans = ix.path(args.a, args.b, kinds=args.kinds, include_heuristic=args.include_heuristic,
                      path_a=args.path, path_b=args.path_b)
        show = render.path
    elif qn == "context":
        ans = ix.context(args.symbol, budget=args.budget, path=args.path, include_heuristic=args.include_heuristic)
        show = render.context
    elif qn == "cycles":
        ans = ix.cycles(include_heuristic=args.include_heuristic, limit=args.limit, module_level=args.module_level)
        show = render.cycles
    elif qn == "search":
        ans = ix.search(args.text, k=args.k, mode=args.mode, expand=args.expand, no_tests=args.no_tests)
        show = render.search
    else:
        ans, show = ix.rank(top=args.top, what=args.what, include_heuristic=args.include_heuristic), render.rank
    return ans, show(render.printable(ans, frozenset({"text"}) if qn == "context" else frozenset()))


def run(args) -> int:
    """Load the snapshot, answer, print. SnapshotError and QueryError propagate (one line, exit 2)."""
    enabled = gc.isenabled()
    gc.disable()  # one question: the cyclic collector would only rescan the loaded snapshot, repeatedly
    try:
        return _run(args)
    finally:
        if enabled:
            gc.enable()


def _run(args) -> int:
    from .engine import Index  # here: the CLI's start-up does not load the engine

    with Index(args.snapshot, root=getattr(args, "root", None)) as ix:
        return _answer(ix, args)


def _answer(ix, args) -> int:
    from .engine import AmbiguousSymbol, UnknownSymbol

    try:
        ans, text = answer(ix, args)
    except (UnknownSymbol, AmbiguousSymbol) as exc:
        if args.json:
            key = "suggestions" if isinstance(exc, UnknownSymbol) else "candidates"
            json.dump({"error": str(exc), key: getattr(exc, key)}, sys.stdout, indent=2)
            print()
        if isinstance(exc, AmbiguousSymbol):
            print(f"fastindex: ambiguous symbol {exc.symbol!r}: {len(exc.candidates)} candidates "
                  f"(give path::qualname or --path):", file=sys.stderr)
            for c in render.printable(exc.candidates[:50]):
                print(f"  {render.where(c):<50} {render.name(c)}", file=sys.stderr)
            if len(exc.candidates) > 50:
                print(f"  ... {len(exc.candidates) - 50} more (fastindex query SNAPSHOT find NAME lists them all)",
                      file=sys.stderr)
        else:
            print(f"fastindex: {exc}", file=sys.stderr)
        return 1
    if args.json:   # a reader gone (`| head`) raises BrokenPipeError: fastindex.cli.main ends quietly
        json.dump(ans, sys.stdout, indent=2)
        print()
    else:
        print(text)
    return 0
