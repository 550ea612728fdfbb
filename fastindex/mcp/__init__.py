"""`fastindex mcp`: the query engine served over the Model Context Protocol (needs the optional `mcp` SDK)."""
from __future__ import annotations

MISSING = ("`fastindex mcp` needs the MCP Python SDK, which is not installed: "
           "pip install 'fastindex[mcp]' (or pip install mcp)")


class McpUnavailable(Exception):
    """The `mcp` package is missing."""


def serve(snapshots: list[str]) -> None:
    """Load the snapshots, then serve their queries over stdio (McpUnavailable without the SDK)."""
    try:
        import mcp  # noqa: F401
        import pydantic  # noqa: F401
    except ImportError:
        raise McpUnavailable(MISSING) from None
    from .server import serve as run

    run(snapshots)


__all__ = ["McpUnavailable", "serve", "MISSING"]
