"""Where the time goes: profile one in-process fastindex run (index + write_snapshot) of the corpus.

py-spy (a sampling profiler; `--native` so time inside tree-sitter's C shows as ts_* functions) when it is
installed, else cProfile. Either way: the top functions by self time and by cumulative time.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

TOP = 15
RATE = 50  # Hz: native unwinding pauses the process for each sample; 50 Hz keeps that overhead moderate


def _short(frame: str) -> str:
    """'func (/long/path/site-packages/pkg/mod.py)' -> 'func (pkg/mod.py)'."""
    m = re.match(r"^(.*) \((.*)\)$", frame)
    if not m:
        return frame
    func, path = m.groups()
    for marker in ("site-packages/", "/work/main/", "lib/python3"):
        i = path.find(marker)
        if i >= 0:
            path = path[i + len(marker):] if marker != "lib/python3" else "stdlib/" + os.path.basename(path)
            break
    return f"{func} ({path})"


# Wrapper frames present in (nearly) every sample: they say nothing about where the time goes.
_WRAPPERS = re.compile(r"^(0x[0-9a-f]+ |_run_module_as_main |_run_code |<module> \(.*e2e\.py\)|main \(.*e2e\.py\))")


def _area(frames: list[str]) -> tuple[str, str]:
    """(phase, kind) of one sample: which pipeline phase, and whether in GC, tree-sitter or Python."""
    joined = ";".join(frames)
    phase = "start-up/imports/other"
    for marker, name in (("write_snapshot", "write"), ("build_graph", "graph"), ("Linker", "reduce"),
                         ("map_shard", "map"), ("discover", "discover")):
        if marker in joined:
            phase = name
            break
    if "gc_collect" in joined:
        kind = "GC"
    elif any(f.startswith("ts_query") for f in frames):
        kind = "tree-sitter query"
    elif any(f.startswith(("ts_parser", "ts_lexer")) for f in frames):
        kind = "tree-sitter parse"
    elif any(f.startswith("ts_") for f in frames):
        kind = "tree-sitter other (nodes, cursors)"
    else:
        kind = "Python (and other native)"
    return phase, kind


def parse_collapsed(path: str) -> dict:
    self_c: Counter = Counter()
    cum_c: Counter = Counter()
    areas: Counter = Counter()
    total = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, count = line.rpartition(" ")
            try:
                n = int(count)
            except ValueError:
                continue
            frames = [_short(f) for f in stack.split(";") if f]
            if not frames:
                continue
            total += n
            self_c[frames[-1]] += n
            areas[_area(frames)] += n
            for f in set(frames):
                if not _WRAPPERS.match(f):
                    cum_c[f] += n
    return {"samples": total,
            "by_area": [{"phase": ph, "kind": k, "samples": n, "pct": round(100 * n / total, 1)}
                        for (ph, k), n in areas.most_common()] if total else [],
            "by_self": [{"function": f, "samples": n, "pct": round(100 * n / total, 1)}
                        for f, n in self_c.most_common(TOP)] if total else [],
            "by_cumulative": [{"function": f, "samples": n, "pct": round(100 * n / total, 1)}
                              for f, n in cum_c.most_common(TOP)] if total else []}


def py_spy() -> str | None:
    exe = os.path.join(os.path.dirname(sys.executable), "py-spy")
    return exe if os.path.exists(exe) else shutil.which("py-spy")


def run(root: str, workdir: str) -> dict:
    """Profile `python -m bench.e2e ROOT --backend inprocess` (a separate run; its timings are not used)."""
    tmp = tempfile.mkdtemp(prefix="prof-", dir=workdir)
    child = [sys.executable, "-m", "bench.e2e", root, "--snapshot", os.path.join(tmp, "p.fidx"),
             "--workers", "1", "--backend", "inprocess", "--json", os.path.join(tmp, "p.json")]
    spy = py_spy()
    try:
        if spy:
            out = os.path.join(tmp, "stacks.txt")
            cmd = [spy, "record", "--rate", str(RATE), "--native", "--nolineno", "--format", "raw", "--output", out,
                   "--", *child]
            proc = subprocess.run(cmd, check=False, capture_output=True, text=True)
            if proc.returncode == 0 and os.path.exists(out):
                res = parse_collapsed(out)
                res.update(tool=f"py-spy --native ({RATE} Hz sampling; % of samples)", command=" ".join(cmd))
                return res
            err = (proc.stderr or "").strip().splitlines()
            fallback_reason = f"py-spy failed ({err[-1] if err else proc.returncode}); used cProfile"
        else:
            fallback_reason = "py-spy not installed (pip install py-spy); used cProfile"
        prof = os.path.join(tmp, "p.prof")
        cmd = [sys.executable, "-m", "cProfile", "-o", prof, *child[1:]]
        subprocess.run(cmd, check=True, capture_output=True)
        import pstats
        st = pstats.Stats(prof)
        rows = []
        for (file, line, func), (_cc, nc, tt, ct, _callers) in st.stats.items():
            rows.append((f"{func} ({_short('x (' + file + ')')[3:-1]}:{line})", nc, tt, ct))
        total = st.total_tt or 1.0
        return {"tool": "cProfile (deterministic; inflates Python-heavy code)", "note": fallback_reason,
                "command": " ".join(cmd), "total_s": round(total, 3),
                "by_self": [{"function": f, "calls": n, "seconds": round(tt, 3), "pct": round(100 * tt / total, 1)}
                            for f, n, tt, _ in sorted(rows, key=lambda r: -r[2])[:TOP]],
                "by_cumulative": [{"function": f, "calls": n, "seconds": round(ct, 3),
                                   "pct": round(100 * ct / total, 1)}
                                  for f, n, _, ct in sorted(rows, key=lambda r: -r[3])[:TOP]]}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
