"""Synthetic polyglot monorepo generator with exact ground-truth entity edges.

    python -m corpora.synth OUT_DIR --size synth-100k [--seed 0]
    python -m corpora.synth OUT_DIR --lines 50000

Each language is one module ``corpora/synth/<lang>.py`` exposing ``generate(repo, rng, target_lines)``;
adding a language is one line in ``LANGUAGES`` (name, module, share of the requested lines).
"""

from __future__ import annotations

import importlib
import random
import shutil
import time
from pathlib import Path

from .core import Repo

# Registry: (language, module under corpora.synth, share of the line budget).
LANGUAGES: list[tuple[str, str, float]] = [
    ("python", "python", 0.55),
    ("typescript", "typescript", 0.45),
]

SIZES: dict[str, int] = {
    "synth-tiny": 3_000,
    "synth-100k": 100_000,
    "synth-300k": 300_000,
    "synth-1m": 1_200_000,
}

GENERATOR_VERSION = 1


def generate(out_dir: str | Path, lines: int, seed: int = 0, size_name: str | None = None,
             clean: bool = True) -> dict:
    """Generate the tree into ``out_dir`` (replacing it when ``clean``); returns the manifest dict."""
    t0 = time.perf_counter()
    out = Path(out_dir)
    if clean and out.exists():
        shutil.rmtree(out)
    repo = Repo()
    total_share = sum(s for _, _, s in LANGUAGES)
    for lang, modname, share in LANGUAGES:
        mod = importlib.import_module(f"{__name__}.{modname}")
        rng = random.Random(f"synth:{seed}:{lang}")
        mod.generate(repo, rng, max(1, int(lines * share / total_share)))
    from . import junk
    junk.generate(repo, random.Random(f"synth:{seed}:junk"), lines)
    repo.validate()
    meta = {
        "generator_version": GENERATOR_VERSION,
        "seed": seed,
        "size": size_name or f"lines-{lines}",
        "requested_lines": lines,
        "languages": [l for l, _, _ in LANGUAGES],
    }
    manifest = repo.write(out, meta)
    manifest["seconds"] = round(time.perf_counter() - t0, 2)  # not written (keeps output byte-identical)
    return manifest
