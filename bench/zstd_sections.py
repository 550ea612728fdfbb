"""Per section of a snapshot, what compressing it costs and gives: the section's bytes recompressed (one zstd frame
per frame of the file, as the writer makes them) with the writer's parameters (snapshot.SECTION_PARAMS) and at
given zstd levels; CPU seconds are the least of --repeat runs (process time: the machine may be shared).

    .venv/bin/python -m bench.zstd_sections SNAPSHOT.fidx [...] [--levels 6,7,9] [--repeat 5]
"""
from __future__ import annotations

import argparse
import time

import zstandard

from fastindex.snapshot import ZSTD_LEVEL, SnapshotReader, compressor

# The levels the writer used before SECTION_PARAMS (cfecd81), the "before" column.
BEFORE = {name: 9 for name in ("strings", "docs", "search")} | \
    {name: 7 for name in ("files", "definitions", "locals", "edges")}


def section_frames(path: str) -> dict[str, list[bytes]]:
    """Each section's decompressed frames (one per section, or a framed section's one per record)."""
    out = {}
    with SnapshotReader(path) as r:
        for name, s in r.sections.items():
            frames = r.frames(name) if s.get("frames") else None
            out[name] = [r.frame_data(name, f) for f, _ in frames] if frames else [r.data(name)]
    return out


def measure(frames: list[bytes], cctx: zstandard.ZstdCompressor, repeat: int) -> tuple[float, int]:
    best, size = float("inf"), 0
    for _ in range(repeat):
        t = time.process_time()
        size = sum(len(cctx.compress(f)) for f in frames)
        best = min(best, time.process_time() - t)
    return best, size


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("snapshots", nargs="+")
    ap.add_argument("--levels", default="6,7,9", help="zstd levels to compare with (comma-separated)")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    levels = [int(x) for x in args.levels.split(",") if x]
    for path in args.snapshots:
        sections = section_frames(path)
        heads = ["section", "raw MB", "params s", "params KB", "before s", "before KB"]
        heads += [f"L{lv} {u}" for lv in levels for u in ("s", "KB")]
        print(f"\n{path}\n| " + " | ".join(heads) + " |\n|" + "---|" * len(heads))
        totals = [0.0] * (4 + 2 * len(levels))
        for name, frames in sorted(sections.items(), key=lambda kv: -sum(map(len, kv[1]))):
            row = [*measure(frames, compressor(name), args.repeat),
                   *measure(frames, zstandard.ZstdCompressor(level=BEFORE.get(name, ZSTD_LEVEL)), args.repeat)]
            for lv in levels:
                row += measure(frames, zstandard.ZstdCompressor(level=lv), args.repeat)
            totals = [a + b for a, b in zip(totals, row, strict=True)]
            cells = [f"{v:.3f}" if i % 2 == 0 else f"{v / 1e3:,.1f}" for i, v in enumerate(row)]
            print(f"| {name} | {sum(map(len, frames)) / 1e6:.2f} | " + " | ".join(cells) + " |")
        cells = [f"{v:.3f}" if i % 2 == 0 else f"{v / 1e3:,.1f}" for i, v in enumerate(totals)]
        print("| total | | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
