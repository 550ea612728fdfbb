"""fastindex: a parallel batch code indexer producing a resolved code graph of a repository."""
__version__ = "0.1.0"


def open(path: str):  # noqa: A001 - the documented entry point, like gzip.open
    """Open a snapshot written by `fastindex index` (reads without tree-sitter or Ray)."""
    from .snapshot.api import Snapshot

    return Snapshot(path)
