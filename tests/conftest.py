"""Shared helpers: real fixture repos indexed in-process, real git repos in tmp dirs."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

from fastindex.pipeline import IndexOptions, index, write_snapshot
from fastindex.snapshot.api import Snapshot

# Property tests: derandomised under CI (reproducible runs), random locally; no example database either way
# (a failure prints its reproduction blob).
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("dev", database=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI", "").lower() not in ("", "0", "false") else "dev")

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"
FIXTURE_CASES = sorted(p.name for p in FIXTURES.iterdir() if p.is_dir())
VENV_BIN = Path(sys.executable).parent
GIT_ID = ["-c", "user.email=t@t", "-c", "user.name=t", "-c", "init.defaultBranch=main",
          "-c", "commit.gpgsign=false"]


def copy_fixture(case: str, dest: Path) -> Path:
    """A private copy of a fixture repo (outside any git work tree), so runs never see each other."""
    target = dest / case
    shutil.copytree(FIXTURES / case, target)
    return target


def index_snapshot(root, out: Path, stream: bool = True, **options) -> tuple[object, Snapshot]:
    """Index `root` with the given IndexOptions fields, write the snapshot to `out` (its per-file sections while
    the map runs, as the CLI does, unless `stream` is False), read it back."""
    opts = IndexOptions(progress=False, **({"backend": "inprocess"} | options))
    result = index(str(root), opts, out=str(out) if stream else None)
    write_snapshot(result, str(out), opts)
    return result, Snapshot(str(out))


def git(repo: Path, *args: str) -> str:
    proc = subprocess.run(["git", *GIT_ID, "-C", str(repo), *args], capture_output=True, text=True, check=True)
    return proc.stdout


def git_init(repo: Path) -> Path:
    repo.mkdir(parents=True, exist_ok=True)
    git(repo, "init", "-q")
    return repo


def write(root: Path, rel: str, text: str | bytes) -> Path:
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        p.write_bytes(text)
    else:
        p.write_text(text, encoding="utf-8")
    return p


@pytest.fixture(scope="session", autouse=True)
def hermetic_git():
    """git (the tests' and discovery's) ignores the machine's global and system config: a personal
    core.excludesFile must not change which files are discovered."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GIT_CONFIG_GLOBAL", os.devnull)
        mp.setenv("GIT_CONFIG_NOSYSTEM", "1")
        yield


@pytest.fixture(scope="session")
def fixture_snapshots(tmp_path_factory):
    """Every fixture repo indexed once in-process: case -> Snapshot."""
    base = tmp_path_factory.mktemp("fixtures")
    snaps = {}
    for case in FIXTURE_CASES:
        root = copy_fixture(case, base)
        _, snaps[case] = index_snapshot(root, base / f"{case}.fidx")
    return snaps


def clean_env(**extra: str) -> dict:
    """The environment for a subprocess: this one, without Ray/fastindex variables that steer a run."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("RAY_")}
    env.update(extra)
    return env


def start_cli(args: list[str], **popen) -> subprocess.Popen:
    """`fastindex ARGS` started with SIGINT at its default disposition, whatever this process has: a run started
    with SIGINT ignored (a background job of a shell without job control passes that on) rightly ignores
    Ctrl-C. A handler set here becomes the default in the child; an ignored signal would stay ignored."""
    import signal

    ignored = signal.getsignal(signal.SIGINT) == signal.SIG_IGN
    if ignored:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return subprocess.Popen([str(VENV_BIN / "fastindex"), *args], env=clean_env(), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, **popen)
    finally:
        if ignored:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
