"""Incremental re-index against a full index, on a copy of a corpus with a fraction of its files changed.

    python -m bench.incremental [--repo NAME|synth-SIZE] [--repo-dir PATH] [--percent 1] [--seed 0]
    make bench-incremental REPO=synth-1m | REPO_DIR=/path/to/checkout

Steps (each fastindex run is its own process, in-process backend, timed from outside and by its report):
1. copy the corpus to bench/.cache/incremental/<name> (the original is never touched), `git init` and commit it;
2. full index of the copy -> base.fidx (the base a CI runner would keep);
3. change PERCENT % of the indexed source files (seeded: a small function appended to each), uncommitted;
4. full index of the changed tree, `--base base.fidx` (content digests) and `--base base.fidx --changed-since
   HEAD` (the changed list from git), in that order; with `--repeat N`, that round N times;
5. check that every incremental snapshot equals the full one (every section but `meta` byte-identical), and
   write bench/results/incremental-<name>-<date>.md (and .json) with the ratio and the phases.

The machine is shared and noisy: the ratio of one round (same files, same minute) is the figure to read; with
`--repeat N` each figure is the median of the N rounds' (the full index's CPU seconds move by ~10 % from one run
to the next on synth-1m, as much as the incremental run's share moves), and every round's ratio is listed.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time

from bench import free_stem
from bench.run import (
    CACHE_DIR,
    REPO_ROOT,
    RESULTS_DIR,
    CorpusUnavailable,
    compile_package,
    git_commit,
    log,
    machine,
    resolve_corpus,
    run_measured,
)

TARGET_RATIO = 0.10
# a definition each language takes at the end of a file (a Java or C# file: a class of its own, non-public), its
# names new to the repository (a member named `value` is a change to every reader that looks up a `.value`)
APPENDIX = {
    ".py": "\n\ndef _bench_incremental_{n}(value):\n    return value + {n}\n",
    ".go": "\n\nfunc benchIncremental{n}(value int) int {{\n\treturn value + {n}\n}}\n",
    ".rs": "\n\nfn bench_incremental_{n}(value: i64) -> i64 {{\n    value + {n}\n}}\n",
    ".java": "\n\nclass BenchIncremental{n} {{\n    static int benchValue{n}(int value) {{\n"
             "        return value + {n};\n    }}\n}}\n",
    ".cs": "\n\nstatic class BenchIncremental{n}\n{{\n"
           "    public static int BenchValue{n}(int value) => value + {n};\n}}\n",
    ".kt": "\n\nfun benchIncremental{n}(value: Int): Int = value + {n}\n",
    ".rb": "\n\ndef bench_incremental_{n}(value)\n  value + {n}\nend\n",
    ".php": "\n\nfunction benchIncremental{n}($value) {{\n    return $value + {n};\n}}\n",
    ".c": "\n\nint bench_incremental_{n}(int value) {{\n    return value + {n};\n}}\n",
}
for _ext in (".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh"):
    APPENDIX[_ext] = APPENDIX[".c"]
JS_APPENDIX = "\n\nexport function benchIncremental{n}(value: number): number {{\n  return value + {n};\n}}\n"
JS_PLAIN_APPENDIX = "\n\nexport function benchIncremental{n}(value) {{\n  return value + {n};\n}}\n"


def appendix(path: str, n: int) -> str:
    ext = os.path.splitext(path)[1].lower()
    if ext in APPENDIX:
        return APPENDIX[ext].format(n=n)
    if ext in (".ts", ".tsx", ".mts", ".cts"):
        return JS_APPENDIX.format(n=n)
    return JS_PLAIN_APPENDIX.format(n=n)


def git(root: str, *args: str) -> None:
    subprocess.run(["git", "-c", "user.email=bench@fastindex", "-c", "user.name=bench", "-c", "commit.gpgsign=false",
                    "-C", root, *args], check=True, capture_output=True)


def copy_corpus(src: str, name: str) -> str:
    dest = os.path.join(CACHE_DIR, "incremental", name)
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    log(f"copying {src} -> {dest}")
    shutil.copytree(src, dest, symlinks=True, ignore=shutil.ignore_patterns(".git"))
    git(dest, "init", "-q")
    git(dest, "add", "-A")
    git(dest, "commit", "-q", "-m", "corpus")
    return dest


def index_run(root: str, out: str, *extra: str) -> dict:
    report = out + ".report.json"
    cmd = [sys.executable, "-m", "fastindex.cli", "index", root, "-o", out, "-q", "--workers", "1",
           "--report", report, *extra]
    m = run_measured(cmd)
    if m["rc"] != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed (exit {m['rc']}): " + " | ".join(m["stderr_tail"]))
    with open(report, encoding="utf-8") as fh:
        rep = json.load(fh)
    phases = {p["name"]: p["wall_s"] for p in rep["phases"]}
    return {"process_wall_s": m["process_wall_s"], "total_wall_s": rep["total_wall_s"], "phases": phases,
            "process_cpu_s": m["cpu_tree_s"], "phases_cpu": {p["name"]: p.get("cpu_s", 0.0) for p in rep["phases"]},
            "reuse": rep.get("reuse", {}), "stderr": m["stderr_tail"], "others_cpu_pct": m.get("others_cpu_pct")}


def median_run(runs: list[dict]) -> dict:
    """One run's figures from several runs of the same command: each time (and each phase's) their median; the
    rest (reuse counts, stderr) from the first."""
    if len(runs) == 1:
        return runs[0]
    out = dict(runs[0])
    for key in ("process_wall_s", "total_wall_s", "process_cpu_s"):
        out[key] = statistics.median(r[key] for r in runs)
    for key in ("phases", "phases_cpu"):
        names = dict.fromkeys(n for r in runs for n in r[key])
        out[key] = {n: statistics.median(r[key].get(n, 0.0) for r in runs) for n in names}
    return out


def sections(path: str) -> dict:
    from fastindex.snapshot import SnapshotReader
    with SnapshotReader(path) as r:
        return {n: (s["blake2b"], s["records"]) for n, s in r.sections.items() if n != "meta"}


def change_files(root: str, base: str, percent: float, seed: int) -> list[str]:
    from fastindex.snapshot.api import Snapshot
    files = sorted(f.path for f in Snapshot(base).files if not f.error)
    k = max(1, round(len(files) * percent / 100))
    chosen = sorted(random.Random(seed).sample(files, k))
    for n, rel in enumerate(chosen):
        with open(os.path.join(root, rel), "a", encoding="utf-8") as fh:
            fh.write(appendix(rel, n))
    return chosen


def render(res: dict) -> str:
    full, inc, gitm = res["runs"]["full"], res["runs"]["base"], res["runs"]["changed_since"]
    L = [f"# Incremental re-index: {res['corpus']} ({res['date']})", "",
         f"Corpus `{res['corpus']}` ({res['source']}), copied to `{res['copy']}`: {res['files']:,} indexed files, "
         f"{res['lines']:,} lines. {len(res['changed'])} files changed ({res['percent']} %: a small function "
         f"appended to each, seed {res['seed']}), uncommitted. Each figure is one process, `--workers 1` "
         f"(in-process), on a shared 2-core machine: read the ratios, measured minutes apart on the same files.",
         "", "Command: `" + res["command"] + "`", "",
         "| run | process wall s | report total s | / full index (process) | / full index (report) | process CPU s "
         "| / full index (CPU) | equals full |",
         "|---|---|---|---|---|---|---|---|"]
    for key, label in (("full", "full index of the changed tree"), ("base", "`--base base.fidx`"),
                       ("changed_since", "`--base base.fidx --changed-since HEAD`")):
        r = res["runs"][key]
        eq = "(reference)" if key == "full" else ("yes" if res["equal"][key] else "**NO**")
        L.append(f"| {label} | {r['process_wall_s']:.2f} | {r['total_wall_s']:.2f} | "
                 f"{r['process_wall_s'] / full['process_wall_s']:.1%} | {r['total_wall_s'] / full['total_wall_s']:.1%}"
                 f" | {r['process_cpu_s']:.2f} | {r['process_cpu_s'] / full['process_cpu_s']:.1%} | {eq} |")
    best = min(inc["process_wall_s"], gitm["process_wall_s"]) / full["process_wall_s"]
    best_cpu = min(inc["process_cpu_s"], gitm["process_cpu_s"]) / full["process_cpu_s"]
    rounds = res.get("rounds") or []
    if len(rounds) > 1:
        L += ["", f"Each figure above is the median of {len(rounds)} rounds (full, `--base`, `--changed-since`, in "
              "that order, each round). Every round's CPU ratio, `--base` / `--changed-since`: " + "; ".join(
                  f"{r['base']['process_cpu_s'] / r['full']['process_cpu_s']:.1%} / "
                  f"{r['changed_since']['process_cpu_s'] / r['full']['process_cpu_s']:.1%} "
                  f"(full {r['full']['process_cpu_s']:.1f} CPU-s)" for r in rounds) + "."]
    L += ["", f"Target: incremental <= {TARGET_RATIO:.0%} of the full index. This run: best "
          f"{best:.1%} (process wall) -> **{'PASS' if best <= TARGET_RATIO else 'MISS'}**; {best_cpu:.1%} of its "
          f"CPU seconds (the process tree's, start-up included: the steadier figure on a shared machine).", "",
          "## Phases (wall s, from each run's report)", "",
          "| phase | full | --base | --changed-since |", "|---|---|---|---|"]
    order = ["discover", "reuse", "map", "reduce", "graph", "write"]
    names = list(dict.fromkeys([*order, *full["phases"], *inc["phases"], *gitm["phases"]]))
    for name in names:
        L.append(f"| {name} | " + " | ".join(f"{r['phases'][name]:.2f}" if name in r["phases"] else "-"
                                            for r in (full, inc, gitm)) + " |")
    L += ["", "CPU seconds of the same phases (from each run's report):", "",
          "| phase | full | --base | --changed-since |", "|---|---|---|---|"]
    for name in names:
        L.append(f"| {name} | " + " | ".join(f"{r['phases_cpu'][name]:.2f}" if name in r.get("phases_cpu", {})
                                            else "-" for r in (full, inc, gitm)) + " |")
    fastest = inc if inc["total_wall_s"] <= gitm["total_wall_s"] else gitm
    shares = sorted(fastest["phases"].items(), key=lambda kv: -kv[1])
    L += ["", "Where the faster incremental run's time goes: " + ", ".join(
        f"{n} {v:.2f} s ({v / fastest['total_wall_s']:.0%})" for n, v in shares if v > 0) + ". "
        f"Its reduce is {fastest['phases'].get('reduce', 0) / full['total_wall_s']:.1%} of the full index "
        f"(re-linking only the files a change can reach: fastindex/incremental/relink.py)."]
    L += ["", "Reuse (from the reports):", ""]
    for key in ("base", "changed_since"):
        r = res["runs"][key]["reuse"]
        L.append(f"- `{key}`: mode {r.get('mode')}, reused {r.get('reused')}, parsed {r.get('parsed')}, "
                 f"hashed {r.get('hashed')}, removed {r.get('removed')}; reduce {r.get('reduce', 'full')}"
                 + (f": re-linked {r.get('relinked')} files ({r.get('readers', '?')} unchanged files read a "
                    f"changed one), link results of {r.get('link_reused')} taken from "
                    f"the base" if r.get("reduce") == "incremental" else ""))
    L += ["", "Python start-up and imports are in the process wall, not in the report's total"
          + (f" (fastindex's modules byte-compiled first, as an install has them: {res['compiled']})."
             if res.get("compiled") else "."),
          f"Machine: {res['machine']['cores']} cores, {res['machine']['cpu_model']}, "
          f"Python {res['machine']['python']}; fastindex at commit {res.get('fastindex_commit', '?')}; "
          f"finished {res['finished']}.", ""]
    if res.get("notes"):
        L += ["## Notes", "", *res["notes"], ""]
    return "\n".join(L)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.incremental", description=__doc__.split("\n\n")[0])
    ap.add_argument("--repo", help="a corpus manifest name or a synthetic size (synth-100k, synth-1m)")
    ap.add_argument("--repo-dir", help="an existing checkout (copied, never modified)")
    ap.add_argument("--percent", type=float, default=1.0, help="share of indexed files to change (default 1)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--results-dir", default=RESULTS_DIR)
    ap.add_argument("--repeat", type=int, default=1,
                    help="rounds of (full, --base, --changed-since) runs; figures are their medians (default 1)")
    ap.add_argument("--no-write", action="store_true", help="print the report only")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat needs at least 1")
    try:
        name, src, info = resolve_corpus(args.repo, args.repo_dir)
    except CorpusUnavailable as exc:
        print(f"bench.incremental: {exc}", file=sys.stderr)
        return 2
    package = compile_package()
    root = copy_corpus(src, name)
    work = os.path.join(CACHE_DIR, "incremental", f"{name}.runs")
    os.makedirs(work, exist_ok=True)
    base = os.path.join(work, "base.fidx")
    log("full index of the unchanged copy (the base)")
    first = index_run(root, base)
    changed = change_files(root, base, args.percent, args.seed)
    log(f"changed {len(changed)} files")
    rounds, equal = [], {"base": True, "changed_since": True}
    for k in range(args.repeat):
        tag = f" (round {k + 1} of {args.repeat})" if args.repeat > 1 else ""
        log(f"full index of the changed tree{tag}")
        rnd = {"full": index_run(root, os.path.join(work, "full.fidx"))}
        log(f"--base{tag}")
        rnd["base"] = index_run(root, os.path.join(work, "inc.fidx"), "--base", base)
        log(f"--base --changed-since HEAD{tag}")
        rnd["changed_since"] = index_run(root, os.path.join(work, "git.fidx"), "--base", base,
                                         "--changed-since", "HEAD")
        ref = sections(os.path.join(work, "full.fidx"))
        equal["base"] &= sections(os.path.join(work, "inc.fidx")) == ref
        equal["changed_since"] &= sections(os.path.join(work, "git.fidx")) == ref
        rounds.append(rnd)
    runs = {key: median_run([r[key] for r in rounds]) for key in ("full", "base", "changed_since")}
    from fastindex.snapshot.api import Snapshot
    snap = Snapshot(os.path.join(work, "full.fidx"))
    res = {"corpus": name, "source": info.get("source", ""), "copy": root, "date": datetime.date.today().isoformat(),
           "percent": args.percent, "seed": args.seed, "changed": changed, "files": snap.meta["counts"]["files"],
           "lines": sum(v.get("lines", 0) for v in snap.report.get("languages", {}).values()),
           "base_run": first, "runs": runs, "rounds": rounds if len(rounds) > 1 else [], "equal": equal,
           "machine": machine(),
           "command": "python -m bench.incremental " + " ".join(argv if argv is not None else sys.argv[1:]),
           "finished": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
           "fastindex_commit": git_commit(REPO_ROOT), "compiled": package}
    text = render(res)
    print(text)
    if not args.no_write:
        os.makedirs(args.results_dir, exist_ok=True)
        stem = free_stem(os.path.join(args.results_dir, f"incremental-{name}-{res['date']}"))
        with open(stem + ".md", "w", encoding="utf-8") as fh:
            fh.write(text)
        with open(stem + ".json", "w", encoding="utf-8") as fh:
            json.dump(res, fh, indent=2, sort_keys=True)
        log(f"wrote {stem}.md")
    return 0 if all(equal.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
