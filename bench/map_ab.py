"""A/B of the map's per-file extraction: two versions of fastindex/map/extract.py in one process, file by file.

    python -m bench.map_ab REPO_DIR --base OLD/fastindex/map/extract.py [--new NEW/.../extract.py] [--rounds 3]

Separate processes run minutes apart on these shared machines swing by several per cent, more than a change of
the per-file Python moves the map; here both versions map the same file one after the other, their order
alternating by file and round, so the load both meet is the same. Everything but extract.py is this checkout's
(a base whose other map modules differ needs its own checkout's run instead). First every file is mapped once
by both, which compiles every language on both sides and asserts that their tables are identical (pickled);
then each round maps every file with both, as a fresh worker would (the type texts' memo emptied, the collector
off as in `fastindex index`), and prints the CPU seconds (time.process_time) of each and their ratio (new /
base), then the median ratio.
"""
from __future__ import annotations

import argparse
import gc
import importlib.util
import os
import pickle
import statistics
import sys
import time

from fastindex.discover import discover
from fastindex.languages import BY_NAME, LANGUAGES
from fastindex.map.load import DEFAULT_PARSE_TIMEOUT


def _load(name: str, path: str):
    spec = importlib.util.spec_from_file_location(f"fastindex.map.{name}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module      # dataclasses and pickle look their module up
    spec.loader.exec_module(module)
    return module


def _mapped(extractor, path, data, spec):
    try:
        return pickle.dumps(extractor.map_file(path, data, spec, DEFAULT_PARSE_TIMEOUT))
    except Exception as exc:  # noqa: BLE001 - a file either side fails on must fail on both alike
        return repr(exc)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("--base", required=True, help="the base version's extract.py")
    ap.add_argument("--new", default=os.path.join(os.path.dirname(__file__), "..", "fastindex", "map", "extract.py"),
                    help="the new version's extract.py (default: this checkout's)")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    base, new = _load("extract_base", args.base).Extractor(), _load("extract_new", args.new).Extractor()
    found = discover(args.repo, LANGUAGES)
    files = []
    for f in found.files:
        with open(os.path.join(found.root, f.path), "rb") as fh:
            files.append((f.path, fh.read(), BY_NAME[f.language]))
    differ = [p for p, data, spec in files if _mapped(base, p, data, spec) != _mapped(new, p, data, spec)]
    if differ:
        print(f"tables differ in {len(differ)} files, e.g. {differ[:5]}", file=sys.stderr)
        return 1
    gc.disable()
    ratios = []
    for r in range(args.rounds):
        cpu = {id(base): 0.0, id(new): 0.0}
        for e in (base, new):
            for c in e._compiled.values():
                if hasattr(c, "type_texts"):   # (not the languages' error-check queries, also kept there)
                    c.type_texts.clear()
        for i, (p, data, spec) in enumerate(files):
            for e in ((base, new) if (i + r) % 2 == 0 else (new, base)):
                t0 = time.process_time()
                try:
                    e.map_file(p, data, spec, DEFAULT_PARSE_TIMEOUT)
                except Exception:  # noqa: BLE001,S110 - timed alike on both sides (checked identical above)
                    pass
                cpu[id(e)] += time.process_time() - t0
        ratios.append(cpu[id(new)] / cpu[id(base)])
        print(f"round {r + 1}: base {cpu[id(base)]:.3f} CPU-s, new {cpu[id(new)]:.3f}, new/base {ratios[-1]:.4f}",
              flush=True)
    print(f"{os.path.basename(os.path.normpath(args.repo))}: {len(files)} files, tables identical; "
          f"median new/base {statistics.median(ratios):.4f} over {args.rounds} rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
