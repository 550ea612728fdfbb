"""C preprocessor facts read from a file's bytes, shared by the map (spec.leading_macros) and C's table rewrites."""
from __future__ import annotations

import re

_MACRO_DEFINE = re.compile(rb"(?m)^[ \t]*#[ \t]*define[ \t]+([A-Z_][A-Z0-9_]+)\b([^\n]*)")
_MACRO_BODY_NOISE = re.compile(rb"/\*.*?\*/|//.*|\s+")


def empty_macros(data: bytes) -> frozenset:
    """The upper-case macros every `#define` of which in `data` is empty (`#define REDISMODULE_API`; not uv.h's
    UV_EXTERN, empty in one branch only) (spec.leading_macros)."""
    empty, full = set(), set()
    for m in _MACRO_DEFINE.finditer(data):
        (full if _MACRO_BODY_NOISE.sub(b"", m.group(2)) else empty).add(m.group(1))
    return frozenset(empty - full)
