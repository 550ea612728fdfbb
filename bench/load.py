"""Reading a snapshot back, in a fresh process: how long a consumer waits for the graph and for its first answer.

    python -m bench.load SNAPSHOT [--symbol PATH::QUALNAME] [--json OUT.json]

Measures (wall and CPU seconds, so a busy machine can be told apart from slow code):
- `graph`: `fastindex.open(path).graph()` — header, files + definitions, edges, the rustworkx graph;
- `index`: `fastindex.query.Index(path)` — what `fastindex query` loads; `index_warm`: `Index(path, freeze=True)` then
  `.warm()`, what the MCP server does at start, and `after_warm`: each question's first answer after it;
- `tables`: `fastindex.open(path).files` — the complete per-file tables (references and locals too);
- the first and the repeated (median of 3, wall and CPU) `callers`, `blast-radius --depth 3` and `context` of one symbol
  (default: the definition with the most callers), as `fastindex query` runs them after the load.
`make bench` runs it on the snapshot it wrote; the issue's targets: graph load about 1 s for a 1M-line repo,
callers / blast-radius --depth 3 under 50 ms, context under 200 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time


def _timed(fn):
    w0, c0 = time.perf_counter(), time.process_time()
    out = fn()
    return out, {"wall_s": round(time.perf_counter() - w0, 4), "cpu_s": round(time.process_time() - c0, 4)}


def most_called(snap) -> str:
    """path::qualname of the non-local definition with the most `calls` edges into it."""
    counts: dict[int, int] = {}
    for _s, d, kind, *_ in snap.edges:
        if kind == "calls":
            counts[d] = counts.get(d, 0) + 1
    for node in sorted(counts, key=lambda n: (-counts[n], n)):
        p = snap.nodes[node]
        if p["type"] == "definition" and not p["local"]:
            return f"{p['path']}::{p['qualname']}"
    raise SystemExit("bench.load: the snapshot has no calls edges to measure queries on")


def measure(path: str, symbol: str | None = None) -> dict:
    import fastindex
    from fastindex.query import Index

    out: dict = {"snapshot": path, "snapshot_bytes": os.path.getsize(path)}
    snap = fastindex.open(path)
    meta = snap.meta
    out["lines"] = sum(v.get("lines", 0) for v in (meta.get("report", {}).get("languages") or {}).values())
    out["write_s"] = next((p["wall_s"] for p in meta.get("report", {}).get("phases", []) if p["name"] == "write"),
                          None)
    graph, out["graph"] = _timed(lambda: fastindex.open(path).graph())
    out["nodes"], out["edges"] = graph.num_nodes(), graph.num_edges()
    symbol = symbol or most_called(snap)
    del graph
    ix, out["index"] = _timed(lambda: Index(path))
    out["symbol"] = symbol
    questions = {"callers": lambda: ix.callers(symbol),
                 "blast_radius_depth_3": lambda: ix.blast_radius(symbol, depth=3),
                 "context": lambda: ix.context(symbol, budget=6000)}
    out["queries"] = {}
    for name, ask in questions.items():
        answer, first = _timed(ask)
        again = [_timed(ask)[1] for _ in range(3)]
        size = len(answer.get("results", [])) if "results" in answer else sum(
            len(s.get("text", "")) for s in answer.get("sections", []))
        out["queries"][name] = {"first": first,
                                "again_wall_s": round(statistics.median(a["wall_s"] for a in again), 4),
                                "again_cpu_s": round(statistics.median(a["cpu_s"] for a in again), 4),
                                "answer_size": size}
    del ix
    # The MCP server's load: `Index(path, freeze=True)`, then `warm()` (in a background thread there) builds the
    # question graphs and decodes up front what the first question above decoded on demand; then each question's first
    def warmed():
        loaded = Index(path, freeze=True)
        loaded.warm()
        return loaded

    ix, out["index_warm"] = _timed(warmed)
    out["after_warm"] = {name: _timed(ask)[1] for name, ask in questions.items()}
    _, out["tables"] = _timed(lambda: fastindex.open(path).files)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__.split("\n\n")[0])
    ap.add_argument("snapshot")
    ap.add_argument("--symbol", default=None, help="the symbol to ask about (default: the most-called definition)")
    ap.add_argument("--json", default=None, help="write the figures here (default: print them)")
    a = ap.parse_args(argv)
    res = measure(a.snapshot, a.symbol)
    text = json.dumps(res, indent=1, sort_keys=True)
    if a.json:
        with open(a.json, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
