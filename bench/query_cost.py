"""What tree-sitter's query costs in the map, per language: the parse, the map's whole query, the query cursor's
bare walk of the tree (one pattern that matches nothing), and the query of each capture category's patterns alone.

    python -m bench.query_cost REPO_DIR [--language python] [--files N] [--per-pattern]

Each file is parsed once (timed: `parse`), then every query runs over all the trees, counting the matches as
the map's match loop receives them (`QueryCursor.matches`, a tuple with a dict of captured nodes per match),
so a query's CPU here holds tree-sitter's engine and the Python objects the binding makes, not the map's own
Python. CPU seconds (time.process_time) of one process: compare the rows of one run, not runs.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections import defaultdict

from tree_sitter import Query, QueryCursor

from fastindex.discover import discover
from fastindex.languages import BY_NAME, LANGUAGES
from fastindex.map import extract
from fastindex.map.load import classify

# a pattern for a node type no grammar here has as a query's first step: the cursor walks the whole tree and
# matches nothing (what every query pays before its first match)
_NOTHING = {"python": "(pass_statement) @x", "typescript": "(debugger_statement) @x", "tsx": "(debugger_statement) @x",
            "javascript": "(debugger_statement) @x", "go": "(fallthrough_statement) @x",
            "java": "(assert_statement) @x", "rust": "(empty_statement) @x"}


def _compiled_sources(spec) -> tuple:
    """spec's CompiledLanguage and its query's patterns as compile_language gave them to Query (one per index)."""
    given: list[str] = []
    real = extract.Query

    def spy(language, source):
        given.append(source)
        return real(language, source)

    extract.Query = spy
    try:
        c = extract.compile_language(spec)
    finally:
        extract.Query = real
    patterns = extract.split_patterns(given[0])
    if len(patterns) != c.query.pattern_count:
        raise SystemExit(f"{spec.name}: split {len(patterns)} patterns, the query has {c.query.pattern_count}")
    return c, patterns


def _run(query: Query, trees: list) -> tuple[float, int]:
    t0 = time.process_time()
    n = 0
    for tree in trees:
        cursor = QueryCursor(query)
        if extract.MAX_MATCH_DEPTH:
            cursor.set_max_start_depth(extract.MAX_MATCH_DEPTH)
        n += len(cursor.matches(tree.root_node))
    return time.process_time() - t0, n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("--language", action="append",
                    help="only files discovered as these languages (default: every one found)")
    ap.add_argument("--files", type=int, default=0, help="at most N files per language (default: all)")
    ap.add_argument("--per-pattern", action="store_true", help="also each pattern alone (slow): the 15 costliest")
    args = ap.parse_args(argv)
    found = discover(args.repo, LANGUAGES)
    by_language: dict[str, list[bytes]] = defaultdict(list)
    for f in found.files:
        if args.language and f.language not in args.language:
            continue
        if args.files and len(by_language[f.language]) >= args.files:
            continue
        with open(os.path.join(found.root, f.path), "rb") as fh:
            data = fh.read()
        if not classify(data):   # what the map skips by content it never parses
            # a language parsed with another's grammar and queries first (.ts with TSX's) is counted as that
            by_language[BY_NAME[f.language].parse_first or f.language].append(data)
    print(f"{os.path.basename(os.path.normpath(args.repo))}: CPU seconds, one process")
    print("| language | files | parse | whole query (matches) | bare walk | query / parse | walk / query |")
    print("|---|---|---|---|---|---|---|")
    rows = []
    for name in sorted(by_language):
        spec = BY_NAME[name]
        if name not in _NOTHING:
            continue
        c, patterns = _compiled_sources(spec)
        t0 = time.process_time()
        trees = [c.parser.parse(data) for data in by_language[name]]
        parse = time.process_time() - t0
        whole, matches = _run(c.query, trees)
        walk, _ = _run(Query(c.parser.language, _NOTHING[name]), trees)
        print(f"| {name} | {len(trees):,} | {parse:.2f} | {whole:.2f} ({matches:,}) | {walk:.2f} | "
              f"{whole / parse:.2f} | {walk / whole:.2f} |")
        rows.append((name, c, patterns, trees))
    for name, c, patterns, trees in rows:
        by_category: dict[str, list[str]] = defaultdict(list)
        for i, p in enumerate(patterns):
            by_category[c.patterns[i][0]].append(p)
        print(f"\n{name}: each category's patterns alone (the bare walk included in each)")
        print("| category | patterns | CPU s | matches |")
        print("|---|---|---|---|")
        for category, ps in sorted(by_category.items(), key=lambda kv: -len(kv[1])):
            cpu, n = _run(Query(c.parser.language, "\n".join(ps)), trees)
            print(f"| {category} | {len(ps)} | {cpu:.2f} | {n:,} |")
        if args.per_pattern:
            costs = sorted(((*_run(Query(c.parser.language, p), trees), i, " ".join(p.split())[:110])
                            for i, p in enumerate(patterns)), reverse=True)
            print(f"\n{name}: the costliest patterns alone")
            for cpu, n, i, p in costs[:15]:
                print(f"  {cpu:.3f} s {n:>9,} matches  #{i}  {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
