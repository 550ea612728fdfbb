"""Load corpus manifests (``corpora/<name>.toml``)."""

from __future__ import annotations

from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:   # Python 3.10
    import tomli as tomllib

CORPORA_DIR = Path(__file__).resolve().parent
DEFAULT_CACHE = CORPORA_DIR / ".cache"

REQUIRED = ("name", "repo", "url", "commit", "languages", "approx_lines", "notes")


def all_names() -> list[str]:
    """Names of all corpora that have a manifest, sorted."""
    return sorted(p.stem for p in CORPORA_DIR.glob("*.toml"))


def load(name: str) -> dict:
    """Return the manifest of corpus ``name`` as a dict (raises KeyError if unknown)."""
    path = CORPORA_DIR / f"{name}.toml"
    if not path.is_file():
        synthetic = (f" ({name} is generated, not fetched: `make bench REPO={name}` makes it)"
                     if name.startswith("synth-") else "")
        raise KeyError(f"unknown corpus {name!r}{synthetic}; known: {', '.join(all_names())}")
    with path.open("rb") as f:
        data = tomllib.load(f)
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise ValueError(f"{path}: missing fields {missing}")
    if data["name"] != name:
        raise ValueError(f"{path}: name field {data['name']!r} does not match file name")
    return data


def checkout_path(name: str, cache: str | Path | None = None) -> Path:
    """Where the checkout of ``name`` is (or would be): ``<cache>/<name>``."""
    base = Path(cache) if cache else DEFAULT_CACHE
    return base.resolve() / name
