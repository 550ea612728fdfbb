"""Embedding throughput of `index --embed`: definitions per second, wall and per CPU-second.

    python -m bench.retrieval.throughput SNAPSHOT [--n 1024] [--threads 2]

Embeds the first N definitions of a snapshot (their texts as the embed phase builds them) in batches of
fastindex.search.dense.BATCH with torch limited to --threads intra-op threads. On a shared machine the wall
figure depends on the other jobs; definitions per CPU-second does not, and times the thread count bounds what
an idle machine of that many cores would do.
"""
from __future__ import annotations

import argparse
import json
import time

from fastindex.search import dense
from fastindex.snapshot.api import Snapshot


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("snapshot")
    ap.add_argument("--n", type=int, default=1024)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args(argv)
    import torch
    torch.set_num_threads(args.threads)
    snap = Snapshot(args.snapshot)
    _ids, items = dense.texts(snap.entries)
    items = items[:args.n]
    dense.embed_texts(items[:8])                       # load the model, warm up
    w0, c0 = time.perf_counter(), time.process_time()
    for batch in dense.batches(items):
        dense.embed_texts(batch)
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    print(json.dumps({"snapshot": args.snapshot, "definitions": len(items), "threads": args.threads,
                      "batch": dense.BATCH, "wall_s": round(wall, 2), "cpu_s": round(cpu, 2),
                      "definitions_per_s": round(len(items) / wall, 1),
                      "definitions_per_cpu_s": round(len(items) / cpu, 1),
                      "mean_chars": round(sum(map(len, items)) / max(len(items), 1))}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
