"""The in-process backend: small repos and --workers 1 never pay Ray's start-up."""
from __future__ import annotations

from collections.abc import Iterator

from . import ShardResult, map_shard


def run(root: str, shards: list, parse_timeout: float | None = None, embed: bool = False
        ) -> Iterator[ShardResult]:
    for shard in shards:
        yield map_shard(root, shard, parse_timeout, embed)
