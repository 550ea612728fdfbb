"""The CLI process's C allocator settings (glibc only).

An index run allocates and frees arrays and buffers of a few hundred KB to tens of MB over and over (the
snapshot's columns, zstd frames, numpy work arrays). glibc serves those from fresh mmap'd pages, or gives the
heap's top back to the kernel, and the next allocation faults the same pages in again, zeroed: on synth-1m an
incremental run took 165K page faults (1.2 CPU-s of system time) where 125K do (0.8 CPU-s), and a full index
331K where 304K do (bench/results/malloc-2026-11-30.md). Fixing the mmap threshold at 32 MB (glibc's ceiling)
and keeping up to 256 MB of freed heap costs 10-16 MB of peak RSS. A user's own GLIBC_TUNABLES for malloc win.
"""
from __future__ import annotations

import os

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 32 << 20     # DEFAULT_MMAP_THRESHOLD_MAX on 64-bit: mallopt refuses more
TRIM_THRESHOLD = 256 << 20


def tune() -> bool:
    """Apply the settings to this process; False where they do not apply (not glibc, or the user's
    GLIBC_TUNABLES set malloc's own) or glibc refused them."""
    if "glibc.malloc." in os.environ.get("GLIBC_TUNABLES", ""):
        return False
    libc = _glibc()
    if libc is None:
        return False
    mallopt = libc.mallopt
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) & bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))


def trim() -> bool:
    """Give the free pages of the C heap back to the kernel (glibc's malloc_trim(0)); False where it does not
    apply. Before a fork: every resident page of the parent counts again in the child's RSS (fork copies the
    page table), free ones too. After synth-1m's map the heap holds 124 MB free of 200 MB (freed buffers of the
    map's shards, kept by TRIM_THRESHOLD): the driver's RSS 615 -> 504 MB at once."""
    libc = _glibc()
    return libc is not None and bool(libc.malloc_trim(0))


def _glibc():
    """The C library when it is glibc, else None."""
    try:
        if not os.confstr("CS_GNU_LIBC_VERSION"):
            return None
    except (ValueError, OSError, AttributeError):
        return None
    import ctypes
    try:
        libc = ctypes.CDLL(None)
        libc.mallopt, libc.malloc_trim   # noqa: B018 - both present
    except (OSError, AttributeError):
        return None
    return libc
