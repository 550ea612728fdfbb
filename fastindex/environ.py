"""Environment variables set for the duration of a block, then restored (the processes started in the block
keep them: Ray's raylet and workers; the hub libraries read theirs while a model loads)."""
from __future__ import annotations

import os
from contextlib import contextmanager


@contextmanager
def environment(**values: str):
    saved = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
