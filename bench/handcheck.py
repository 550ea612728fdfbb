"""Draw resolved edges at random from a snapshot for checking by hand: each with the source line it starts on
and the definition it points to.

usage: python -m bench.handcheck SNAPSHOT CHECKOUT [SEED] [N]
"""
from __future__ import annotations

import random
import sys

from fastindex.snapshot.api import Snapshot

KINDS = ("calls", "references", "inherits", "implements")


def sample(snapshot: str, checkout: str, seed: int = 7, n: int = 50) -> list[str]:
    snap = Snapshot(snapshot)
    nodes = snap.nodes
    candidates = [e for e in snap.edges if e[2] in KINDS and nodes[e[1]]["type"] == "definition"]
    random.seed(seed)
    sources: dict[str, list[str]] = {}
    out = []
    for i, (s, d, kind, provenance, _count, line) in enumerate(random.sample(candidates, min(n, len(candidates)))):
        src, dst = nodes[s], nodes[d]
        if src["path"] not in sources:
            with open(f"{checkout}/{src['path']}", encoding="utf-8", errors="replace") as fh:
                sources[src["path"]] = fh.read().split("\n")
        text = sources[src["path"]]
        code = text[line - 1].strip()[:110] if 0 < line <= len(text) else ""
        out.append(f"{i:2d} {kind[:4]} {provenance[:3]} {src['path']}:{line} [{src.get('qualname') or '<file>'}]")
        out.append(f"     | {code}")
        out.append(f"     -> {dst['path']}::{dst['qualname']} ({dst['kind']})")
    return out


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__.strip())
    print("\n".join(sample(args[0], args[1], *(int(a) for a in args[2:4]))))
