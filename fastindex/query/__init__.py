"""Graph queries over a fastindex snapshot (reads the snapshot only: no tree-sitter, no Ray).

    from fastindex.query import Index
    ix = Index("repo.fidx")                    # loads the snapshot once
    ix.callers("Repo.get", depth=2)            # dicts, JSON-ready; see docs/queries.md
"""
from .engine import (
    CALL_KINDS,
    DEPENDENCY_KINDS,
    PATH_KINDS,
    REF_KINDS,
    AmbiguousSymbol,
    Index,
    QueryError,
    UnknownSymbol,
)

__all__ = ["Index", "QueryError", "UnknownSymbol", "AmbiguousSymbol", "CALL_KINDS", "REF_KINDS",
           "DEPENDENCY_KINDS", "PATH_KINDS"]
