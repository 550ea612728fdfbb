"""Every corpus manifest (corpora/<name>.toml) is one `make corpus REPO=<name>` can check out, and corpora/README.md
lists it."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from corpora import manifest
from fastindex.languages import BY_NAME

README = (manifest.CORPORA_DIR / "README.md").read_text()


@pytest.mark.parametrize("name", manifest.all_names())
def test_manifest_is_complete_and_pinned(name):
    m = manifest.load(name)   # required fields, the name its file's
    assert re.fullmatch(r"[0-9a-f]{40}", m["commit"]), m["commit"]
    assert m["url"] == f"https://github.com/{m['repo']}.git"
    assert m["languages"] and set(m["languages"]) <= set(BY_NAME), m["languages"]
    assert isinstance(m["approx_lines"], int) and m["approx_lines"] > 0
    assert f"| {name} | {m['repo']} |" in README, f"corpora/README.md has no row for {name}"


def test_every_manifest_is_found():
    names = manifest.all_names()
    assert len(names) == len(list(Path(manifest.CORPORA_DIR).glob("*.toml")))
    assert {"excalidraw", "saleor", "sentry", "django"} <= set(names)
