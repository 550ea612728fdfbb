"""Retrieval benchmark: natural-language questions about a real repository, scored against the definitions
that answer them (bench/retrieval/<corpus>.json, written from reading the code at the pinned commit).

    python -m bench.retrieval.run SNAPSHOT --questions bench/retrieval/excalidraw.json [--record NAME]

For every mode the snapshot supports (lexical always; dense and hybrid with `index --embed`) it reports:
- hit@10: questions with at least one answer among the top 10 results;
- recall@10: the share of each question's answers among the top 10, averaged;
- MRR: the mean of 1 / rank of the first answer (0 when none is in the top 100);
- +expand: hit@10 when the top 10 are expanded one hop through the graph (`--expand 1`) and the answers
  may also be among the first 10 expanded definitions — what graph expansion adds to a text search;
- each mode also with `--no-tests` (test, fixture and migration files left out);
- latency of `Index.search` (ms, the snapshot already loaded; median and max over the questions).

    python -m bench.retrieval.run SNAPSHOT --latency [--record NAME]

measures search latency alone on any snapshot (a synthetic one has no questions): 200 queries of three words
drawn (seeded) from the index's own vocabulary, weighted by how many definitions use them, so frequent words
with long postings are well represented; lexical, then with `--expand 1`.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

import numpy as np

from fastindex.query import Index
from fastindex.search.retrieve import MODES

K = 10
POOL = 100


def evaluate(ix: Index, questions: list[dict], mode: str, no_tests: bool = False) -> dict:
    hits = recall = rr = expand_hits = 0.0
    latencies = []
    misses = []
    for item in questions:
        answers = set(item["a"])
        t0 = time.perf_counter()
        ans = ix.search(item["q"], k=POOL, mode=mode, no_tests=no_tests)
        latencies.append((time.perf_counter() - t0) * 1000)
        ranked = [r["label"] for r in ans["results"]]
        top = ranked[:K]
        found = answers & set(top)
        hits += bool(found)
        recall += len(found) / len(answers)
        first = next((i for i, label in enumerate(ranked) if label in answers), None)
        rr += 1.0 / (first + 1) if first is not None else 0.0
        expanded = ix.search(item["q"], k=K, mode=mode, expand=1, no_tests=no_tests)["expanded"][:K]
        expand_hits += bool(found or answers & {r["label"] for r in expanded})
        if not found:
            misses.append({"q": item["q"], "first_answer_rank": None if first is None else first + 1,
                           "top3": top[:3]})
    n = len(questions)
    return {"mode": mode + (" --no-tests" if no_tests else ""), "questions": n, "hit@10": round(hits / n, 3),
            "recall@10": round(recall / n, 3),
            "mrr": round(rr / n, 3), "hit@10+expand": round(expand_hits / n, 3),
            "latency_ms_median": round(statistics.median(latencies), 2), "latency_ms_max": round(max(latencies), 2),
            "misses": misses}


def latency(ix: Index, n: int = 200) -> dict:
    lex = ix.snapshot.search
    rng = random.Random(10)
    vocab = sorted(lex.vocab, key=lex.vocab.get)
    word, _doc, _tf, _lengths = lex._counts
    df = np.bincount(word, minlength=len(vocab)).astype(float)
    weights = (df / df.sum()).tolist()
    queries = [" ".join(rng.choices(vocab, weights=weights, k=3)) for _ in range(n)]
    out = {"queries": n}
    for label, expand in (("lexical", 0), ("lexical --expand 1", 1)):
        times = []
        for q in queries:
            t0 = time.perf_counter()
            ix.search(q, k=K, expand=expand)
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        out[label] = {"median_ms": round(statistics.median(times), 2), "p95_ms": round(times[int(0.95 * n) - 1], 2),
                      "max_ms": round(times[-1], 2)}
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("snapshot")
    ap.add_argument("--questions", default=None)
    ap.add_argument("--latency", action="store_true", help="search latency on the index's own words")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--record", default=None, help="write bench/results/<NAME>.json and .md")
    args = ap.parse_args(argv)
    if not args.questions and not args.latency:
        ap.error("give --questions FILE or --latency")
    t0 = time.perf_counter()
    ix = Index(args.snapshot)
    load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    lexical = ix.snapshot.search
    search_load_s = time.perf_counter() - t0
    meta = ix.meta
    lines = sum(v.get("lines", 0) for v in meta.get("report", {}).get("languages", {}).values())
    if args.latency:
        out = {"snapshot": os.path.basename(args.snapshot), "lines": lines, "documents": len(lexical),
               "words": len(lexical.vocab), "index_load_s": round(load_s, 3),
               "search_section_load_s": round(search_load_s, 3)} | latency(ix)
        text = json.dumps(out, indent=2)
        print(text)
        if args.record:
            write_result(args.record, "json", text)
        return 0
    spec = json.load(open(args.questions, encoding="utf-8"))
    from corpora.manifest import load as manifest
    pinned = manifest(spec["corpus"])["commit"]
    out = {"corpus": spec["corpus"], "snapshot": os.path.basename(args.snapshot),
           "commit": meta.get("commit") or f"{pinned} (pinned in corpora/{spec['corpus']}.toml)",
           "lines": lines, "documents": len(lexical) if lexical is not None else 0,
           "index_load_s": round(load_s, 3), "search_section_load_s": round(search_load_s, 3), "modes": []}
    for mode in args.modes.split(","):
        for no_tests in (False, True):
            try:
                out["modes"].append(evaluate(ix, spec["questions"], mode, no_tests))
            except Exception as exc:  # a mode the snapshot lacks (no embeddings): say so, go on
                out["modes"].append({"mode": mode, "unavailable": str(exc)})
                break
    text = render(out)
    print(text)
    if args.record:
        write_result(args.record, "json", json.dumps(out, indent=2))
        write_result(args.record, "md", text)
    return 0


def write_result(name: str, ext: str, text: str) -> None:
    """bench/results/<name>.<ext> (--record)."""
    with open(os.path.join(os.path.dirname(__file__), "..", "results", f"{name}.{ext}"), "w",
              encoding="utf-8") as fh:
        fh.write(text + "\n")


def render(out: dict) -> str:
    lines = [f"# Retrieval: {out['corpus']} ({out['lines']:,} lines, {out['documents']:,} definitions indexed)", "",
             f"Snapshot `{out['snapshot']}`, commit {out['commit'] or '?'}; `Index` load {out['index_load_s']} s, "
             f"then the search section decoded on first use {out['search_section_load_s']} s.", "",
             "| mode | questions | hit@10 | recall@10 | MRR | hit@10 with --expand 1 | search ms (median / max) |",
             "|---|---|---|---|---|---|---|"]
    for m in out["modes"]:
        if "unavailable" in m:
            lines.append(f"| {m['mode']} | unavailable: {m['unavailable']} | | | | | |")
            continue
        lines.append(f"| {m['mode']} | {m['questions']} | {m['hit@10']:.1%} | {m['recall@10']:.1%} | {m['mrr']:.3f} | "
                     f"{m['hit@10+expand']:.1%} | {m['latency_ms_median']} / {m['latency_ms_max']} |")
    for m in out["modes"]:
        if m.get("misses"):
            lines += ["", f"Missed in the top 10 ({m['mode']}):", ""]
            for miss in m["misses"]:
                rank = miss["first_answer_rank"] or "> 100"
                lines.append(f"- {miss['q']!r}: first answer at rank {rank}; top 3: {', '.join(miss['top3'])}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
