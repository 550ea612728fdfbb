"""Graph queries over a fastindex snapshot (reads the snapshot only: no tree-sitter, no Ray).

    from fastindex.query import Index
    ix = Index("repo.fidx")                    # loads the snapshot once
    ix.callers("Repo.get", depth=2)            # dicts, JSON-ready; see docs/queries.md
"""
__all__ = ["Index", "QueryError", "UnknownSymbol", "AmbiguousSymbol", "CALL_KINDS", "REF_KINDS",
           "DEPENDENCY_KINDS", "PATH_KINDS"]


def __getattr__(name: str):
    """The engine's names, imported when first asked for: `fastindex index` builds the CLI (which configures the
    `query` subcommand from .cli) without loading the engine and what it imports (rustworkx, difflib: ~0.15
    CPU-s of a process's start-up)."""
    if name in __all__:
        from . import engine
        return getattr(engine, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
