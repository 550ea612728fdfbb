"""Pause Python's cyclic garbage collector around bulk work.

The map, the reduce, the snapshot writer and reader allocate millions of small acyclic records (freed by
reference counting anyway); the collector's passes over them cost a fifth of an index run and two thirds of
a snapshot load."""
from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def no_gc():
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
