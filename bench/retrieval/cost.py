"""What the lexical index costs a full index run (issue target: <= 10 % of the run).

    python -m bench.retrieval.cost REPO_DIR [--runs 1] [--record NAME]

Indexes REPO_DIR in-process (`--workers 1`, so every CPU-second is counted in one process), each run in its own
process, alternately:
- as shipped;
- with the docstring / leading-comment extraction switched off: the language queries' `@doc.*` patterns are
  left out when the queries are compiled (env FASTINDEX_BENCH_NO_DOCS=1, read by this script only; the
  product has no such option), so the map neither matches nor cleans docs and the `docs` section is empty.

The lexical index's share of the run is the `lexical` phase (word counts from the documents) plus the documents'
encoding, which the map's workers do (the map phase's `lexical_documents_cpu_s`), plus what the docs add to the
map and to the write (the shipped run minus the run without docs, whose map encodes documents too: added back),
over the shipped run's total CPU. CPU seconds, not wall: the machine is shared.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

NO_DOCS = "FASTINDEX_BENCH_NO_DOCS"


def _drop_doc_patterns() -> None:
    from fastindex.map import extract
    original = extract.split_patterns
    extract.split_patterns = lambda source: [p for p in original(source) if "@doc." not in p]


def one_run(repo: str) -> dict:
    """Index once in this process; the phases' CPU and wall seconds."""
    if os.environ.get(NO_DOCS) == "1":
        _drop_doc_patterns()
    from fastindex.pipeline import IndexOptions, index, write_snapshot
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cost.fidx")
        options = IndexOptions(workers=1, backend="inprocess", progress=False)
        c0, w0 = time.process_time(), time.perf_counter()
        result = index(repo, options, out=out)
        meta = write_snapshot(result, out, options)
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        size = os.path.getsize(out)
        with_doc = sum(1 for t in result.tables for d in t.definitions if d.doc)
    phases = {p["name"]: {"cpu_s": p["cpu_s"], "wall_s": p["wall_s"]} for p in meta["report"]["phases"]}
    phases["map"]["documents_cpu_s"] = next(p["lexical_documents_cpu_s"] for p in meta["report"]["phases"]
                                            if p["name"] == "map")
    return {"docs": os.environ.get(NO_DOCS) != "1", "cpu_s": round(cpu, 3), "wall_s": round(wall, 3),
            "phases": phases, "definitions_with_doc": with_doc, "snapshot_bytes": size,
            "lexical_documents": len(result.search)}


def run_child(repo: str, docs: bool) -> dict:
    env = dict(os.environ)
    env[NO_DOCS] = "0" if docs else "1"
    proc = subprocess.run([sys.executable, "-m", "bench.retrieval.cost", repo, "--child"], env=env,
                          capture_output=True, text=True, check=True,
                          cwd=os.path.join(os.path.dirname(__file__), "..", ".."))
    return json.loads(proc.stdout.strip().splitlines()[-1])


def summarise(shipped: list[dict], no_docs: list[dict]) -> dict:
    def med(runs, *keys):
        vals = []
        for r in runs:
            v = r
            for k in keys:
                v = v[k]
            vals.append(v)
        return statistics.median(vals)

    total = med(shipped, "cpu_s")
    lexical = med(shipped, "phases", "lexical", "cpu_s")
    documents = med(shipped, "phases", "map", "documents_cpu_s")   # in the map's workers since 2026-12-02
    docs_map = med(shipped, "phases", "map", "cpu_s") - med(no_docs, "phases", "map", "cpu_s")
    # the run without docs encodes documents too (without the docs' words): docs_map holds only the difference
    documents_without_docs = med(no_docs, "phases", "map", "documents_cpu_s")
    docs_write = med(shipped, "phases", "write", "cpu_s") - med(no_docs, "phases", "write", "cpu_s")
    return {"runs": len(shipped), "total_cpu_s": round(total, 2),
            "map_cpu_s": round(med(shipped, "phases", "map", "cpu_s"), 2),
            "map_cpu_s_without_docs": round(med(no_docs, "phases", "map", "cpu_s"), 2),
            "docs_in_map_cpu_s": round(docs_map, 2), "docs_in_write_cpu_s": round(docs_write, 2),
            "lexical_phase_cpu_s": round(lexical, 2),
            "documents_in_map_cpu_s": round(documents, 2),
            "docs_share_of_map": round(docs_map / med(shipped, "phases", "map", "cpu_s"), 4),
            "lexical_phase_share": round(lexical / total, 4),
            "lexical_index_share": round((lexical + documents_without_docs + docs_map + docs_write) / total, 4)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("--runs", type=int, default=1, help="pairs of runs (shipped, without docs)")
    ap.add_argument("--record", default=None, help="write bench/results/<NAME>.json")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(one_run(args.repo)))
        return 0
    shipped, no_docs = [], []
    for _ in range(args.runs):
        shipped.append(run_child(args.repo, True))
        no_docs.append(run_child(args.repo, False))
    out = {"repo": os.path.basename(os.path.abspath(args.repo)), "summary": summarise(shipped, no_docs),
           "shipped": shipped, "without_docs": no_docs}
    text = json.dumps(out, indent=2)
    print(text)
    if args.record:
        from .run import write_result
        write_result(args.record, "json", text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
