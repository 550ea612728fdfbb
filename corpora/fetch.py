#!/usr/bin/env python3
"""Fetch a pinned corpus: a shallow checkout of its pinned commit.

    python corpora/fetch.py NAME [--cache DIR]   # checkout into DIR/NAME (default corpora/.cache/NAME)
    python corpora/fetch.py --list               # list corpora
    python corpora/fetch.py --path NAME [--cache DIR]  # print where the checkout is / would be

Exit codes: 0 ok, 1 usage/manifest error, 2 corpus could not be fetched (e.g. no network).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from corpora import manifest


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["git", *args], cwd=cwd, capture_output=True, text=True,
        env={**os.environ, "GIT_TERMINAL_PROMPT": "0"}, stdin=subprocess.DEVNULL, check=False,
    )


def _is_checked_out(dest: Path, commit: str) -> bool:
    if not (dest / ".git").exists():
        return False
    r = _git(["rev-parse", "HEAD"], dest)
    return r.returncode == 0 and r.stdout.strip() == commit


def fetch(name: str, cache: str | None) -> int:
    m = manifest.load(name)
    dest = manifest.checkout_path(name, cache)
    commit = m["commit"]
    if not commit:
        print(f"corpus {name}: no pinned commit in corpora/{name}.toml (pin one before use); "
              f"set REPO_DIR=/path/to/checkout to point the bench at an existing checkout", file=sys.stderr)
        return 2
    if _is_checked_out(dest, commit):
        print(dest)
        return 0
    made = not dest.exists()
    dest.mkdir(parents=True, exist_ok=True)
    steps = [
        ["init", "-q"],
        ["remote", "remove", "origin"],  # may fail if absent: ignored below
        ["remote", "add", "origin", m["url"]],
        ["fetch", "-q", "--depth", "1", "origin", commit],
        ["-c", "advice.detachedHead=false", "checkout", "-q", "FETCH_HEAD"],
    ]
    for step in steps:
        r = _git(step, dest)
        if r.returncode != 0 and step[:2] != ["remote", "remove"]:
            if step[0] == "fetch":
                print(f"corpus {name} could not be fetched from {m['url']} at {commit[:12]} (network unavailable?); "
                      f"set REPO_DIR=/path/to/checkout to point the bench at an existing checkout", file=sys.stderr)
            else:
                err = (r.stderr or r.stdout).strip().splitlines()
                print(f"corpus {name}: git {step[0]} failed in {dest}: {err[-1] if err else r.returncode}; "
                      f"set REPO_DIR=/path/to/checkout to point the bench at an existing checkout", file=sys.stderr)
            if made:   # no half-made checkout left (an empty repository the bench would take for the corpus)
                shutil.rmtree(dest, ignore_errors=True)
            return 2
    print(dest)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Shallow-checkout a pinned corpus.")
    p.add_argument("name", nargs="?", help="corpus name (see --list)")
    p.add_argument("--cache", help="cache folder (default corpora/.cache)")
    p.add_argument("--list", action="store_true", help="list corpora and exit")
    p.add_argument("--path", metavar="NAME", help="print the checkout path of NAME and exit")
    a = p.parse_args(argv)
    try:
        if a.list:
            for n in manifest.all_names():
                m = manifest.load(n)
                pin = m["commit"][:12] if m["commit"] else "(unpinned)"
                print(f"{n:15} {m['repo']:26} {pin:12} {','.join(m['languages']):22} ~{m['approx_lines']:,} lines")
            return 0
        if a.path:
            manifest.load(a.path)
            print(manifest.checkout_path(a.path, a.cache))
            return 0
        if not a.name:
            p.print_usage(sys.stderr)
            print("fetch.py: error: NAME, --list or --path NAME is required", file=sys.stderr)
            return 1
        return fetch(a.name, a.cache)
    except OSError as e:  # e.g. no git executable, unwritable cache
        print(f"corpus {a.name} could not be fetched ({e.strerror or e}); "
              f"set REPO_DIR=/path/to/checkout to point the bench at an existing checkout", file=sys.stderr)
        return 2
    except (KeyError, ValueError) as e:
        print(f"fetch.py: {e.args[0] if e.args else e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
