#!/usr/bin/env python3
"""One table over several `run.py --record` results (bench/results/accuracy-*.json).

    python bench/accuracy/summarize.py bench/results/accuracy-*-2026-11-29.json [--md OUT.md]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results", nargs="+")
    ap.add_argument("--md")
    args = ap.parse_args(argv)
    rows = []
    for p in args.results:
        d = json.loads(Path(p).read_text())
        if "score" not in d or "meta" not in d:
            continue
        st, sc, meta = d["reference_stats"], d["score"], d["meta"]
        u = sc["universe"]
        for name in ("candidate", "baseline"):
            if name not in sc:
                continue
            pr, al = sc[name]["primary"], sc[name]["all"]
            rows.append((Path(meta["repo"]).name, meta["commit"][:12], meta["lang"], name, u["files"],
                         u["entities"], u["reference_edges_primary"], pct(pr["precision"]), pct(pr["recall"]),
                         pct(pr["f1"]), pct(al["precision"]), pct(al["recall"]), pct(al["f1"]),
                         st.get("seconds_wall", "?"), st.get("tool", "?")))
    head = ("repo", "commit", "lang", "set", "files", "entities", "ref edges (primary)", "P", "R", "F1",
            "P incl. `<module>`", "R incl.", "F1 incl.", "reference s", "reference tool")
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    text = "\n".join(out) + "\n"
    if args.md:
        Path(args.md).write_text(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
