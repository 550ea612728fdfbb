"""The in-process backend: small repos and --workers 1 never pay Ray's start-up."""
from __future__ import annotations

from collections.abc import Callable, Iterator

from . import ShardResult, map_shard


def run(root: str, shards: list, on_start: Callable[[int], None] | None = None) -> Iterator[ShardResult]:
    for shard in shards:
        yield map_shard(root, shard)
