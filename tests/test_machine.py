"""fastindex.machine: the cores and memory a run may use, under a container's cgroup limits (v2, and v1 as a
container sees it), laid out as real files."""
from __future__ import annotations

import os

from conftest import write

from fastindex import machine


def files(root, folder: str, named: dict) -> None:
    for name, text in named.items():
        write(root, f"{folder}/{name}", text)


def test_a_cgroup_memory_limit_bounds_the_memory_available(tmp_path):
    """v2: the tightest of the cgroup and its ancestors, inactive file pages counted as free; v1 in a container
    (the host's path in /proc/self/cgroup, the container's own cgroup at the mount's root); no limit: None."""
    fs, proc = tmp_path / "cgroup", tmp_path / "proc-cgroup"
    write(tmp_path, "proc-cgroup", "0::/ci/job\n")
    files(fs, "ci", {"memory.max": "4000000000\n", "memory.current": "1000000000\n",
                     "memory.stat": "anon 1\ninactive_file 500000000\n"})
    files(fs, "ci/job", {"memory.max": "max\n", "memory.current": "900000000\n"})
    assert machine.cgroup_memory_available(str(fs), str(proc)) == 4_000_000_000 - 1_000_000_000 + 500_000_000
    files(fs, "ci/job", {"memory.max": "2000000000\n"})
    assert machine.cgroup_memory_available(str(fs), str(proc)) == 2_000_000_000 - 900_000_000
    assert machine.memory_available(str(fs), str(proc)) <= 1_100_000_000

    v1, proc1 = tmp_path / "v1", tmp_path / "proc1"
    write(tmp_path, "proc1", "12:cpu,cpuacct:/docker/abc\n4:memory:/docker/abc\n0::/\n")
    files(v1, "memory", {"memory.limit_in_bytes": "3000000000\n", "memory.usage_in_bytes": "1000000000\n",
                         "memory.stat": "cache 9\ntotal_inactive_file 100000000\n"})
    assert machine.cgroup_memory_available(str(v1), str(proc1)) == 2_100_000_000
    files(v1, "memory", {"memory.limit_in_bytes": "9223372036854771712\n"})   # v1's "no limit"
    assert machine.cgroup_memory_available(str(v1), str(proc1)) is None
    assert machine.cgroup_memory_available(str(v1), str(tmp_path / "missing")) is None


def test_a_cgroup_cpu_quota_bounds_the_cores(tmp_path):
    fs, proc = tmp_path / "cgroup", tmp_path / "proc-cgroup"
    write(tmp_path, "proc-cgroup", "0::/ci/job\n")
    files(fs, "ci", {"cpu.max": "max 100000\n"})
    files(fs, "ci/job", {"cpu.max": "150000 100000\n"})   # 1.5 CPUs: 2 cores to run on
    assert machine.cgroup_cpu_quota(str(fs), str(proc)) == 2
    affinity = len(os.sched_getaffinity(0))
    assert machine.usable_cores(str(fs), str(proc)) == min(2, affinity)
    files(fs, "ci/job", {"cpu.max": "max 100000\n"})
    assert machine.cgroup_cpu_quota(str(fs), str(proc)) is None
    assert machine.usable_cores(str(fs), str(proc)) == affinity

    v1, proc1 = tmp_path / "v1", tmp_path / "proc1"
    write(tmp_path, "proc1", "3:cpu,cpuacct:/docker/abc\n4:memory:/docker/abc\n")
    files(v1, "cpu,cpuacct", {"cpu.cfs_quota_us": "100000\n", "cpu.cfs_period_us": "100000\n"})
    assert machine.cgroup_cpu_quota(str(v1), str(proc1)) == 1
    assert machine.usable_cores(str(v1), str(proc1)) == 1
    files(v1, "cpu,cpuacct", {"cpu.cfs_quota_us": "-1\n"})   # no quota
    assert machine.cgroup_cpu_quota(str(v1), str(proc1)) is None


def test_this_machine_reads_without_error():
    assert machine.usable_cores() >= 1 and machine.memory_available() > 0
