"""What this machine lets the run use: cores and memory, under the limits of a container (cgroup v1 or v2) as
well as the machine's own. A CI job in a container on a large host sees the host's cores and memory through
os.cpu_count() and psutil; its quota and limit are what count."""
from __future__ import annotations

import math
import os
import sys

import psutil


def usable_cores(cgroup_root: str = "/sys/fs/cgroup", proc_cgroup: str = "/proc/self/cgroup") -> int:
    """The cores this process may run on (its CPU affinity), no more than its cgroup's CPU quota."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    quota = cgroup_cpu_quota(cgroup_root, proc_cgroup)
    return max(1, min(cores, quota)) if quota is not None else max(1, cores)


def cgroup_cpu_quota(cgroup_root: str, proc_cgroup: str) -> int | None:
    """The tightest CPU quota of this process's cgroup and its ancestors in cores, rounded up (v2: cpu.max
    "QUOTA PERIOD"; v1: cpu.cfs_quota_us / cpu.cfs_period_us); None without one."""
    best = None
    for folder, version in _cgroup_folders(cgroup_root, proc_cgroup, "cpu"):
        try:
            if version == 2:
                with open(os.path.join(folder, "cpu.max"), encoding="utf-8") as fh:
                    quota, period = fh.read().split()[:2]
            else:
                with open(os.path.join(folder, "cpu.cfs_quota_us"), encoding="utf-8") as fh:
                    quota = fh.read().strip()
                with open(os.path.join(folder, "cpu.cfs_period_us"), encoding="utf-8") as fh:
                    period = fh.read().strip()
            if quota == "max" or int(quota) <= 0:
                continue
            cores = math.ceil(int(quota) / int(period))
        except (OSError, ValueError, ZeroDivisionError):
            continue
        best = cores if best is None else min(best, cores)
    return best


def memory_available(cgroup_root: str = "/sys/fs/cgroup", proc_cgroup: str = "/proc/self/cgroup") -> int:
    """The memory this process can still use: the machine's available memory, or less under a cgroup limit."""
    available = psutil.virtual_memory().available
    limited = cgroup_memory_available(cgroup_root, proc_cgroup)
    return available if limited is None else min(available, limited)


def cgroup_memory_available(cgroup_root: str, proc_cgroup: str) -> int | None:
    """Under the tightest memory limit of this process's cgroup and its ancestors (v2: memory.max,
    memory.current; v1: memory.limit_in_bytes, memory.usage_in_bytes), what is left, counting inactive file
    pages (reclaimable cache) as free; None without a limit."""
    best = None
    for folder, version in _cgroup_folders(cgroup_root, proc_cgroup, "memory"):
        limit_file, usage_file, inactive_name = (("memory.max", "memory.current", "inactive_file") if version == 2
                                                 else ("memory.limit_in_bytes", "memory.usage_in_bytes",
                                                       "total_inactive_file"))
        try:
            with open(os.path.join(folder, limit_file), encoding="utf-8") as fh:
                limit = fh.read().strip()
            with open(os.path.join(folder, usage_file), encoding="utf-8") as fh:
                usage = int(fh.read())
        except (OSError, ValueError):
            continue
        if not limit.isdigit() or int(limit) >= 1 << 60:   # "max", or v1's "no limit" (about 2^63)
            continue
        inactive = 0
        try:
            with open(os.path.join(folder, "memory.stat"), encoding="utf-8") as fh:
                for row in fh:
                    key, _, value = row.partition(" ")
                    if key == inactive_name:
                        inactive = int(value)
                        break
        except (OSError, ValueError):
            pass
        left = max(0, int(limit) - usage + inactive)
        best = left if best is None else min(best, left)
    return best


def _cgroup_folders(cgroup_root: str, proc_cgroup: str, controller: str) -> list[tuple[str, int]]:
    """The folders of this process's cgroup and of its ancestors for `controller`, with their cgroup version.
    In a container the path /proc/self/cgroup gives may be the host's while the mount shows the container's own
    cgroup at its root: the walk up to the root covers that too."""
    try:
        with open(proc_cgroup, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError:
        return []
    out = []
    for line in lines:
        if line.count(":") < 2:
            continue
        _, controllers, path = line.split(":", 2)
        if controllers == "":
            base, version = cgroup_root, 2
        elif controller in controllers.split(","):
            base, version = os.path.join(cgroup_root, controllers), 1
        else:
            continue
        parts = [p for p in path.split("/") if p]
        out += [(os.path.join(base, *parts[:k]), version) for k in range(len(parts), -1, -1)]
    return out


PR_SET_PDEATHSIG = 1   # linux/prctl.h


def die_with_parent(parent: int) -> None:
    """In a process forked by the run (the map's workers, the reduce's): be killed when the process that forked
    it ends, however it ends (Linux's PR_SET_PDEATHSIG; elsewhere nothing). A driver killed outright (SIGKILL,
    the OOM killer) left its map workers blocked for ever on a result pipe nobody read, holding the caller's
    stdout and stderr open, and a reduce child linking for nothing. `parent`: the pid that forked this process;
    if it has ended already, so does this one."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal
    try:
        ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:   # it ended before the request: this process's parent is another one now
        os._exit(1)
