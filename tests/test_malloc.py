"""The CLI process's allocator settings (fastindex.malloc): applied by `fastindex`, skipped where a user's
GLIBC_TUNABLES set malloc's own, and they do what they are for (fewer page faults for a run's pattern of
large allocations freed and made again). Each case runs in its own process: the settings are per process."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "confstr") or not os.confstr("CS_GNU_LIBC_VERSION"),
                                reason="glibc only")

# Buffers of 24 MB and 3 MB made and freed 30 times, each written through; prints the page faults it took.
CHURN = """
import resource
r0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for i in range(30):
    a = b"\\x01" * (24 << 20)
    b = b"\\x02" * (3 << 20)
    del a, b
print(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - r0)
"""
# What `fastindex` does first (a command that fails at once: the process goes on to CHURN)
VIA_CLI = """
import sys, fastindex.cli as c
sys.argv = ["fastindex", "stats", "missing.fidx"]
try:
    c.run()
except SystemExit:
    pass
"""


def _run(code: str, **env: str) -> str:
    environ = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}
    environ.update(env)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, check=True)
    return out.stdout.strip()


def test_tune_applies_and_respects_the_users_tunables():
    assert _run("import fastindex.malloc as m; print(m.tune())") == "True"
    assert _run("import fastindex.malloc as m; print(m.tune())",
                GLIBC_TUNABLES="glibc.malloc.trim_threshold=100000") == "False"


def test_the_cli_process_takes_fewer_page_faults_for_large_buffers_made_again():
    untuned = int(_run(CHURN))
    tuned = int(_run(VIA_CLI + CHURN))
    assert tuned < 0.75 * untuned, (tuned, untuned)
    # other tunables do not stop them; a user's own malloc tunables are left alone (glibc's dynamic thresholds)
    other = int(_run(VIA_CLI + CHURN, GLIBC_TUNABLES="glibc.mem.tagging=0"))
    assert other < 0.75 * untuned, (other, untuned)
    users = int(_run(VIA_CLI + CHURN, GLIBC_TUNABLES="glibc.malloc.perturb=0"))
    assert users > 0.75 * untuned, (users, untuned)
