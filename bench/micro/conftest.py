"""Shared fixtures for the microbenchmarks (`make microbench`); see bench/README.md, "Microbenchmarks".

Everything is built once per session in a temporary folder, deterministically, with the project's own
synthetic generator:
  - the map corpus: a `--lines 20000` tree; each language's files (minus what fastindex skips by content)
  - the reduce/graph/snapshot/query corpus: a synth-100k tree, indexed once in-process (untimed)

Not collected by `make test`: pytest's testpaths does not include bench/micro.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time

import pytest

from fastindex.discover import discover
from fastindex.languages import BY_NAME, LANGUAGES
from fastindex.map.extract import Extractor
from fastindex.map.load import skipped_by_content
from fastindex.pipeline import IndexOptions, index, write_snapshot

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAP_LINES = 20_000          # the map corpus: `python -m corpora.synth OUT --lines 20000` (seed 0)
LINK_SIZE = "synth-100k"    # the reduce/graph/snapshot/query corpus
MAP_LANGUAGES = ("python", "typescript", "tsx", "javascript", "go", "java", "rust")

# name -> {figure: value}, filled by the tests, printed at the end of the run (see pytest_terminal_summary)
FIGURES: dict[str, dict] = {}


def synth(out: str, *args: str) -> str:
    """Generate a synthetic tree with the documented command line (deterministic for the same arguments)."""
    subprocess.run([sys.executable, "-m", "corpora.synth", out, *args], cwd=REPO_ROOT, check=True,
                   capture_output=True)
    return out


def mean_of(benchmark) -> float:
    """Mean wall seconds per round; NaN under --benchmark-disable (the bodies then run once, as smoke tests)."""
    return benchmark.stats.stats.mean if benchmark.stats is not None else float("nan")


def cpu_clocked(fn):
    """fn, also recording each call's CPU seconds (this process) in .samples: on a shared machine the wall time
    includes waiting for a core, the CPU time much less so."""
    samples: list[float] = []

    def clocked(*args, **kwargs):
        c0 = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            samples.append(time.process_time() - c0)

    clocked.samples = samples
    return clocked


def cpu_mean(benchmark, clocked) -> float:
    """Mean CPU seconds of the measured rounds (warm-up rounds left out); under --benchmark-disable, of the one run."""
    measured = clocked.samples[-benchmark.stats.stats.rounds:] if benchmark.stats is not None else clocked.samples
    return sum(measured) / len(measured)


def record(benchmark, clocked=None, **figures) -> None:
    """Put figures in the saved JSON (extra_info) and in the end-of-run summary. With `clocked` (a cpu_clocked
    target), also the mean CPU seconds per round and CPU/wall (well below 1: the run waited for a core).
    Nothing to record under --benchmark-disable."""
    if benchmark.stats is None:
        return
    if clocked is not None:
        cpu = cpu_mean(benchmark, clocked)
        figures = {"cpu_s": cpu, "cpu_over_wall": cpu / mean_of(benchmark), **figures}
    benchmark.extra_info.update(figures)
    FIGURES[benchmark.name] = {"mean_s": mean_of(benchmark), "median_s": benchmark.stats.stats.median,
                               "rounds": benchmark.stats.stats.rounds, **figures}


@pytest.fixture(scope="session")
def workdir():
    """A private temporary folder. Not tmp_path_factory: other pytest runs on the machine (same user) prune
    old /tmp/pytest-of-*/pytest-N folders, and did delete a tree in the middle of a run."""
    path = tempfile.mkdtemp(prefix="fastindex-microbench-")
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="session")
def map_corpus(workdir) -> dict[str, list[tuple[str, bytes]]]:
    """language -> [(path, bytes)] sorted by path: what fastindex's map would read for that language."""
    root = synth(os.path.join(workdir, "map"), "--lines", str(MAP_LINES))
    found = discover(root, LANGUAGES)
    corpus: dict[str, list[tuple[str, bytes]]] = {lang: [] for lang in MAP_LANGUAGES}
    for f in sorted(found.files, key=lambda f: f.path):
        with open(os.path.join(root, f.path), "rb") as fh:
            data = fh.read()
        if not skipped_by_content(data) and f.language in corpus:   # binary / minified files are never parsed
            corpus[f.language].append((f.path, data))
    return corpus


@pytest.fixture(scope="session")
def extractor(map_corpus) -> Extractor:
    """One Extractor with every language compiled and one file of each mapped (warm)."""
    ex = Extractor()
    for lang, items in map_corpus.items():
        ex.compiled(BY_NAME[lang])
        if items:
            ex.map_file(items[0][0], items[0][1], BY_NAME[lang])
    return ex


@pytest.fixture(scope="session")
def link_tree(workdir) -> str:
    return synth(os.path.join(workdir, LINK_SIZE), "--size", LINK_SIZE)


@pytest.fixture(scope="session")
def indexed(link_tree):
    """(IndexResult, configs): synth-100k mapped, linked and graphed once, in-process."""
    options = IndexOptions(backend="inprocess", progress=False)
    result = index(link_tree, options)
    assert not result.problems, result.problems[:3]
    configs = discover(link_tree, LANGUAGES).configs
    return result, configs


@pytest.fixture(scope="session")
def snapshot_path(indexed, workdir) -> str:
    result, _ = indexed
    path = os.path.join(workdir, f"{LINK_SIZE}.fidx")
    n_phases = len(result.report.phases)
    write_snapshot(result, path, IndexOptions(backend="inprocess", progress=False))
    del result.report.phases[n_phases:]     # write_snapshot adds a "write" phase to the report
    return path


def _fmt(v) -> str:
    if isinstance(v, float):
        return f"{v:,.4g}" if abs(v) < 1000 else f"{v:,.0f}"
    if isinstance(v, int):
        return f"{v:,}"
    return str(v)


def pytest_terminal_summary(terminalreporter):
    if not FIGURES:
        return
    tr = terminalreporter
    tr.section("microbench figures (rates: per mean wall second, *_per_cpu_s: per CPU second; also saved in "
               ".benchmarks/ as extra_info)")
    tr.write_line(f"{'benchmark':<42} {'mean ms':>10} {'median ms':>10} {'rounds':>6}  figures")
    for name in sorted(FIGURES):
        figs = FIGURES[name]
        rest = "  ".join(f"{k}={_fmt(v)}" for k, v in figs.items() if k not in ("mean_s", "median_s", "rounds"))
        tr.write_line(f"{name:<42} {figs['mean_s'] * 1000:>10.3f} {figs['median_s'] * 1000:>10.3f} "
                      f"{figs['rounds']:>6}  {rest}")
    tr.write_line(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())} "
                  f"({os.cpu_count()} cores)")


def pytest_benchmark_update_machine_info(config, machine_info):
    machine_info["loadavg_at_save"] = list(os.getloadavg())
