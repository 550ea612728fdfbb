"""Incremental re-index over a repository's real history: for each of its last N commits, `--base` the snapshot
of the commit before with `--changed-since` that commit, against a full index of the same tree.

    python -m bench.history --repo-dir PATH [--commits 12] [--rev HEAD] [--in-place]
    make bench-history REPO_DIR=/path/to/git/checkout [COMMITS=12]

What a CI runner does on every push: it keeps the snapshot of the commit before and indexes the new one against
it. Steps (each fastindex run is its own process with the default workers and reduce processes, as a user runs
it, timed from outside and by its report):
1. a detached git worktree of the checkout at bench/.cache/history/<name> (the checkout itself is not touched;
   with --in-place its own work tree is used, its HEAD put back at the end, for a clone whose object store
   lacks some blobs but whose sparse checkout leaves them out);
2. a full index of the first commit's parent;
3. per commit, oldest first, on the first-parent line: check it out, `index --base <previous full snapshot>
   --changed-since <parent>`, then a full index (the next commit's base); every section of the two snapshots
   but `meta` must be byte-identical;
4. write bench/results/history-<name>-<date>.md (and .json): per commit, the files git names, both runs' wall
   seconds and their ratio, how the reduce ran (incremental, or full and why) and how many files it re-linked.

The ratio of the two runs of one commit (same tree, same minute) is the figure to read: these machines are
shared and noisy.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys

from bench import free_stem
from bench.incremental import sections
from bench.run import CACHE_DIR, REPO_ROOT, RESULTS_DIR, compile_package, git_commit, log, machine, run_measured


class HistoryError(Exception):
    """A checkout the bench cannot replay (one line for the user)."""


def git(root: str, *args: str) -> str:
    p = subprocess.run(["git", "-C", root, *args], check=False, capture_output=True, text=True)
    if p.returncode != 0:
        raise HistoryError(f"git {' '.join(args)}: {(p.stderr.strip().splitlines() or ['failed'])[-1]}")
    return p.stdout


def index_run(root: str, out: str, *extra: str) -> dict:
    report = out + ".report.json"
    cmd = [sys.executable, "-m", "fastindex.cli", "index", root, "-o", out, "-q", "--report", report, *extra]
    m = run_measured(cmd)
    if m["rc"] != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed (exit {m['rc']}): " + " | ".join(m["stderr_tail"]))
    with open(report, encoding="utf-8") as fh:
        rep = json.load(fh)
    reduce = next((p for p in rep["phases"] if p["name"] == "reduce"), {})
    return {"process_wall_s": m["process_wall_s"], "process_cpu_s": m["cpu_tree_s"],
            "reduce_wall_s": reduce.get("wall_s", 0.0), "reuse": rep.get("reuse", {})}


def replay(tree: str, commits: list[str], work: str) -> list[dict]:
    """Index each commit of `commits` (oldest first) in `tree` against the previous one's full snapshot."""
    first = commits[0]
    git(tree, "checkout", "-q", "--detach", f"{first}^")
    base = os.path.join(work, "base.fidx")
    log(f"full index of {first}^")
    index_run(tree, base)
    rows = []
    for k, c in enumerate(commits, 1):
        git(tree, "checkout", "-q", "--detach", c)
        names = git(tree, "diff", "--name-status", "--no-renames", f"{c}^", c).split("\n")
        counts = {s: sum(1 for line in names if line[:1] == s) for s in "AMD"}
        inc, full = os.path.join(work, "inc.fidx"), os.path.join(work, "full.fidx")
        log(f"{k}/{len(commits)} {c[:10]}: --base --changed-since {c[:10]}^, then a full index")
        i = index_run(tree, inc, "--base", base, "--changed-since", f"{c}^")
        f = index_run(tree, full)
        reuse = i["reuse"]
        rows.append({"commit": c, "added": counts["A"], "modified": counts["M"], "deleted": counts["D"],
                     "incremental_s": i["process_wall_s"], "full_s": f["process_wall_s"],
                     "incremental_cpu_s": i["process_cpu_s"], "full_cpu_s": f["process_cpu_s"],
                     "incremental_reduce_s": i["reduce_wall_s"], "full_reduce_s": f["reduce_wall_s"],
                     "ratio": round(i["process_wall_s"] / f["process_wall_s"], 3) if f["process_wall_s"] else None,
                     "reduce": reuse.get("reduce", ""), "relinked": reuse.get("relinked"),
                     "parsed": reuse.get("parsed"), "equal": sections(inc) == sections(full)})
        os.replace(full, base)
    return rows


def render(res: dict) -> str:
    rows = res["rows"]
    out = [f"# fastindex bench: incremental re-index over {res['name']}'s history ({res['date']})", "",
           f"Checkout `{res['repo_dir']}`, the last {len(rows)} commits on the first-parent line of "
           f"`{res['rev']}`; fastindex at {res['fastindex_commit']}; {res['machine'].get('cpu_model', '')}, "
           f"{res['machine'].get('cores', '?')} cores. Command: `{res['command']}`.", "",
           "Per commit: `index --base <the parent's full snapshot> --changed-since <parent>` against `index` "
           "of the same tree, each a process of its own with the default workers (seconds: the process's wall).",
           "", "| commit | files A/M/D | incremental s | full s | ratio | reduce s (inc / full) | reduce | re-linked "
           "| same snapshot |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append(f"| {r['commit'][:10]} | {r['added']}/{r['modified']}/{r['deleted']} | {r['incremental_s']:.2f} | "
                   f"{r['full_s']:.2f} | {r['ratio']:.2f} | {r['incremental_reduce_s']:.2f} / "
                   f"{r['full_reduce_s']:.2f} | {r['reduce']} | {r['relinked'] if r['relinked'] is not None else '-'}"
                   f" | {'yes' if r['equal'] else '**NO**'} |")
    s = res["summary"]
    out += ["", f"Incremental reduce in {s['incremental_reduces']} of {len(rows)} commits; median ratio "
            f"{s['median_ratio']:.2f} (incremental run / full index), median "
            f"{s['median_ratio_incremental']:.2f} where the reduce was incremental; every incremental snapshot "
            f"equal to the full index: **{'yes' if s['all_equal'] else 'NO'}**.", ""]
    why: dict[str, int] = {}
    for r in rows:
        if r["reduce"].startswith("full: "):
            reason = re.sub(r"\d+", "N", r["reduce"][6:])
            why[reason] = why.get(reason, 0) + 1
    if why:
        out.append("Why the others linked every file: " + "; ".join(f"{k} ({v})" for k, v in sorted(
            why.items(), key=lambda kv: -kv[1])) + ".")
        out.append("")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.history", description=__doc__.split("\n\n")[0])
    ap.add_argument("--repo-dir", required=True, help="a git checkout with history")
    ap.add_argument("--commits", type=int, default=12, help="how many of the last commits (default 12)")
    ap.add_argument("--rev", default="HEAD", help="the newest commit (default HEAD)")
    ap.add_argument("--name", help="the corpus's name in the record (default: the checkout's folder name)")
    ap.add_argument("--in-place", action="store_true",
                    help="check the commits out in the checkout itself (its HEAD put back at the end)")
    ap.add_argument("--results-dir", default=RESULTS_DIR)
    ap.add_argument("--no-write", action="store_true", help="print the report only")
    args = ap.parse_args(argv)
    if args.commits < 1:
        ap.error("--commits takes a count of at least 1")
    repo = os.path.abspath(args.repo_dir)
    name = args.name or os.path.basename(repo.rstrip("/")) or "repo"
    work = os.path.join(CACHE_DIR, "history", name)
    try:
        if not os.path.isdir(repo):
            raise HistoryError(f"{repo}: no such folder")
        top = git(repo, "rev-parse", "--show-toplevel").strip()
        commits = git(repo, "rev-list", "--first-parent", f"--max-count={args.commits + 1}", args.rev).split()
        if len(commits) < 2:
            raise HistoryError(f"{args.rev}: fewer than 2 commits on its first-parent line")
        commits = commits[:len(commits) - 1][:args.commits][::-1]   # each needs its parent
        if args.in_place and git(top, "status", "--porcelain", "--untracked-files=no").strip():
            raise HistoryError(f"{top}: the work tree has local changes (--in-place checks commits out there)")
    except HistoryError as exc:
        print(f"bench.history: {exc}", file=sys.stderr)
        return 2
    compile_package()
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    tree = top if args.in_place else os.path.join(work, "tree")
    # where the checkout stands, put back at the end: its branch, else (a detached HEAD) its commit
    head = subprocess.run(["git", "-C", top, "symbolic-ref", "-q", "--short", "HEAD"], check=False,
                          capture_output=True, text=True).stdout.strip() or git(top, "rev-parse", "HEAD").strip()
    try:
        if not args.in_place:
            git(top, "worktree", "add", "-q", "--detach", tree, commits[0])
        rows = replay(tree, commits, work)
    except HistoryError as exc:
        print(f"bench.history: {exc}", file=sys.stderr)
        return 2
    finally:
        if args.in_place:
            subprocess.run(["git", "-C", top, "checkout", "-q", head], check=False, capture_output=True)
        else:
            subprocess.run(["git", "-C", top, "worktree", "remove", "--force", tree], check=False,
                           capture_output=True)
    ratios = [r["ratio"] for r in rows if r["ratio"] is not None]
    inc = [r["ratio"] for r in rows if r["reduce"] == "incremental" and r["ratio"] is not None]
    res = {"name": name, "date": datetime.date.today().isoformat(), "repo_dir": repo, "rev": args.rev,
           "fastindex_commit": git_commit(REPO_ROOT), "machine": machine(),
           "command": "python -m bench.history " + " ".join(argv if argv is not None else sys.argv[1:]),
           "rows": rows,
           "summary": {"incremental_reduces": len(inc), "median_ratio": statistics.median(ratios) if ratios else 0.0,
                       "median_ratio_incremental": statistics.median(inc) if inc else 0.0,
                       "all_equal": all(r["equal"] for r in rows)}}
    text = render(res)
    print(text)
    if not args.no_write:
        os.makedirs(args.results_dir, exist_ok=True)
        stem = free_stem(os.path.join(args.results_dir, f"history-{name}-{res['date']}"))
        with open(stem + ".md", "w", encoding="utf-8") as fh:
            fh.write(text)
        with open(stem + ".json", "w", encoding="utf-8") as fh:
            json.dump(res, fh, indent=1)
        log(f"wrote {stem}.md")
    return 0 if res["summary"]["all_equal"] else 1


if __name__ == "__main__":
    sys.exit(main())
