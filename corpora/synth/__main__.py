"""CLI: python -m corpora.synth OUT_DIR --size NAME|--lines N [--seed S]"""

from __future__ import annotations

import argparse
import sys

from . import SIZES, generate


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m corpora.synth",
                                description="Generate a synthetic polyglot monorepo with ground-truth edges.")
    p.add_argument("out_dir")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--size", choices=sorted(SIZES), help="named size")
    g.add_argument("--lines", type=int, help="approximate number of source lines")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-clean", action="store_true", help="do not delete OUT_DIR first")
    p.add_argument("--jobs", type=int, default=None,
                   help="worker processes (default: one per language for 50K+ lines; the output is the same)")
    a = p.parse_args(argv)
    lines = SIZES[a.size] if a.size else a.lines
    if lines is None or lines < 500:
        p.error("--lines must be >= 500")
    m = generate(a.out_dir, lines, seed=a.seed, size_name=a.size, clean=not a.no_clean, jobs=a.jobs)
    langs = ", ".join(f"{k} {v:,}" for k, v in m["lines_by_language"].items())
    print(f"{a.out_dir}: {m['files_total']:,} files, {m['lines_total']:,} lines ({langs}); "
          f"{m['entities']:,} entities, {m['edges']:,} edges; {m['seconds']:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
