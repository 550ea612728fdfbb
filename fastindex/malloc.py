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
    try:
        if not os.confstr("CS_GNU_LIBC_VERSION"):
            return False
    except (ValueError, OSError, AttributeError):
        return False
    import ctypes
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) & bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
