"""Synthetic polyglot monorepo generator with exact ground-truth entity edges.

    python -m corpora.synth OUT_DIR --size synth-100k [--seed 0]
    python -m corpora.synth OUT_DIR --lines 50000

Each language is one module ``corpora/synth/<lang>.py`` exposing ``generate(repo, rng, target_lines)``;
adding a language is one line in ``LANGUAGES`` (name, module, share of the requested lines).
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import random
import shutil
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from .core import Repo

# Registry: (language, module under corpora.synth, share of the line budget).
LANGUAGES: list[tuple[str, str, float]] = [
    ("python", "python", 0.55),
    ("typescript", "typescript", 0.45),
    ("go", "go", 0.09),
    ("java", "java", 0.09),
    ("rust", "rust", 0.06),
]

SIZES: dict[str, int] = {
    "synth-tiny": 3_000,
    "synth-100k": 100_000,
    "synth-300k": 300_000,
    "synth-1m": 1_200_000,
}

GENERATOR_VERSION = 7   # 7: a CommonJS `const lib = require('./x')` is no entity (the harness of 2026-12-04)


def _run_part(part: str, modname: str, seed: int, target: int, out_dir: str) -> Repo:
    """Generate one language into a fresh Repo and write its files; runs in a worker process for big trees.
    Returns the ground truth (file contents are on disk, only their line counts come back)."""
    repo = Repo()
    mod = importlib.import_module(f"{__name__}.{modname}")
    mod.generate(repo, random.Random(f"synth:{seed}:{part}"), target)
    repo.write_files(out_dir)
    return repo


def generate(out_dir: str | Path, lines: int, seed: int = 0, size_name: str | None = None,
             clean: bool = True, jobs: int | None = None, languages: tuple[str, ...] | None = None) -> dict:
    """Generate the tree into ``out_dir`` (replacing it when ``clean``); returns the manifest dict.

    Languages are independent (own RNG stream each), so big trees generate them in parallel processes;
    the output does not depend on ``jobs``. ``languages`` (tests) generates only those, sharing ``lines`` as
    their shares say, without the junk files: a language's part is the one it is in a full tree whose share
    gives it the same number of lines, with the same seed.
    """
    t0 = time.perf_counter()
    out = Path(out_dir)
    if clean and out.exists():
        shutil.rmtree(out)
    chosen = [entry for entry in LANGUAGES if languages is None or entry[0] in languages]
    if languages is not None and len(chosen) != len(set(languages)):
        raise ValueError(f"unknown languages: {sorted(set(languages) - {lang for lang, _, _ in LANGUAGES})}")
    total_share = sum(s for _, _, s in chosen)
    out.mkdir(parents=True, exist_ok=True)
    parts = [(lang, modname, seed, max(1, int(lines * share / total_share)), str(out))
             for lang, modname, share in chosen]
    if jobs is None:
        jobs = min(len(parts), os.cpu_count() or 1) if lines >= 50_000 else 1
    if multiprocessing.current_process().daemon:  # daemonic processes cannot have children
        jobs = 1
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as ex:
            repos = list(ex.map(_run_part, *zip(*parts)))
    else:
        repos = [_run_part(*p) for p in parts]
    repo = Repo()
    for r in repos:
        repo.merge(r)
    if languages is None:
        from . import junk  # after the languages: it copies some of their files into git-ignored folders
        junk.generate(repo, random.Random(f"synth:{seed}:junk"), lines)
    repo.validate()
    meta = {
        "generator_version": GENERATOR_VERSION,
        "seed": seed,
        "size": size_name or f"lines-{lines}",
        "requested_lines": lines,
        "languages": [lang for lang, _, _ in chosen],
    }
    manifest = repo.write(out, meta)
    manifest["seconds"] = round(time.perf_counter() - t0, 2)  # not written (keeps output byte-identical)
    return manifest
