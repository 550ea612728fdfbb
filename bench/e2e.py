"""One fastindex run, end to end (index + write_snapshot), in a fresh process so its peak RSS is its own.

    python -m bench.e2e ROOT --snapshot OUT.fidx --workers N --backend inprocess|fork|ray --json RESULT.json

For the Ray backend this process starts Ray itself (with the same settings fastindex's backend uses) and
brings the N worker processes up before calling `index()`, timing both; fastindex then finds Ray running and
uses it. So the map phase is the map alone, while `e2e_wall_s` still counts Ray's start, the workers' start,
index, write and Ray's shutdown (which index() runs during its reduce, as for a user): what a user waits for.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time

WARMUP_SLEEP = 0.2


def _noop(delay: float) -> int:
    time.sleep(delay)
    return os.getpid()


def start_ray(workers: int) -> dict:
    """Start a local Ray as fastindex does (ray_backend.start), then bring `workers` workers up."""
    import ray

    from fastindex.execute import ray_backend

    t0 = time.perf_counter()
    ray_backend.start(workers)
    t1 = time.perf_counter()
    task = ray.remote(_noop).options(num_cpus=1)
    # Each task holds its CPU for WARMUP_SLEEP so the N tasks need N worker processes at once.
    pids = set(ray.get([task.remote(WARMUP_SLEEP) for _ in range(workers)]))
    t2 = time.perf_counter()
    return {"ray_init_s": round(t1 - t0, 4), "ray_workers_up_s": round(t2 - t1 - WARMUP_SLEEP, 4),
            "ray_worker_pids": len(pids)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--snapshot", required=True)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--backend", choices=("inprocess", "fork", "ray"), default="inprocess")
    ap.add_argument("--reduce-processes", type=int, default=0, help="as `fastindex index` (0: its default)")
    ap.add_argument("--json", required=True)
    ap.add_argument("--edges-out", help="also write the snapshot's entity edges (docs/entity-edges.md) here, "
                                        "read back by this same code (after the timed part)")
    ap.add_argument("--timed-done", help="create this file when the timed part ends (bench.run's memory "
                                         "sampling stops there)")
    a = ap.parse_args(argv)

    t_import = time.perf_counter()
    from fastindex.cli import prepare_process
    prepare_process(index_run=True)   # as `fastindex index` runs: its allocator settings, no collector passes
    from fastindex.pipeline import IndexOptions, index, write_snapshot
    import_s = time.perf_counter() - t_import

    out: dict = {"backend": a.backend, "workers": a.workers, "import_s": round(import_s, 4)}
    options = IndexOptions(workers=a.workers, backend=a.backend, progress=False,
                           reduce_processes=a.reduce_processes)
    w0, c0 = time.perf_counter(), time.process_time()
    if a.backend == "ray":
        out.update(start_ray(a.workers))
    i0 = time.perf_counter()
    result = index(a.root, options, out=a.snapshot)
    i1 = time.perf_counter()
    meta = write_snapshot(result, a.snapshot, options)
    i2 = time.perf_counter()
    if a.backend == "ray":   # index() shut Ray down in a thread during its reduce, and waited for the end
        out["ray_shutdown_s"] = meta["report"]["workers"].get("ray_shutdown_wait_s", 0.0)
    # The warm-up tasks' deliberate sleep is not fastindex's time.
    out["e2e_wall_s"] = round(time.perf_counter() - w0 - (WARMUP_SLEEP if a.backend == "ray" else 0.0), 4)
    out["driver_cpu_s"] = round(time.process_time() - c0, 4)
    out["index_s"] = round(i1 - i0, 4)
    out["write_s"] = round(i2 - i1, 4)
    out["driver_peak_rss"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    if a.timed_done:
        open(a.timed_done, "w").close()
    out["report"] = meta["report"]
    out["counts"] = meta["counts"]
    out["snapshot_bytes"] = os.path.getsize(a.snapshot)
    if a.edges_out:
        import fastindex
        from fastindex.exports.entity_edges import entity_edges, write_tsv
        e0 = time.perf_counter()
        write_tsv(entity_edges(fastindex.open(a.snapshot)), a.edges_out)
        out["entity_edges_export_s"] = round(time.perf_counter() - e0, 4)
    with open(a.json, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
