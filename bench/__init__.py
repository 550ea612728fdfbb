"""Benchmarks: `python -m bench.run` (make bench) is the whole-run benchmark; see bench/README.md."""

import os as _os


def free_stem(stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`, ... : the first whose .md and .json do not exist yet, so that a second run on
    the same day adds a record instead of silently replacing the first one."""
    candidate, n = stem, 1
    while _os.path.exists(candidate + ".md") or _os.path.exists(candidate + ".json"):
        n += 1
        candidate = f"{stem}-{n}"
    return candidate
