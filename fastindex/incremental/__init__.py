"""Incremental re-index: the per-file tables of a base snapshot stand in for files whose content is unchanged.

The map is skipped for those files, and the reduce re-links only the files whose resolution can have changed
(relink.py: each file's link dependencies are recorded in the snapshot; a changed resolution config, an added or
removed file that a specifier can reach without naming it (an index or `__init__` file), a changed Go file, or a
result that newly met a cycle guard, among others listed there, makes it a full reduce). Discovery, the
graph and the write run over the whole tree as in a full index, so the snapshot equals a full index of the same tree
(sections byte for byte; only the report differs).

A table is reused when the file at the same path (or, for a renamed or copied file, any base file of the same
language) has the same content digest — the BLAKE2b-128 the map already records per file — so unchanged files are
read once, to hash them, and never parsed. With `--changed-since REV` the changed files come from git and unchanged
files are not read at all.

The lexical index takes the kept files' documents from the base's `search` section (`Reuse.lexical`).

A base is used only when it was written by the same map (format version, options and `map_key`: a hash of the map
code, the query files, the lexical index's code and the tree-sitter versions); otherwise, or when it cannot be read,
the run says so in one line and indexes every file.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from .. import __version__
from ..discover import GIT_SAFE, Discovery, SourceFile, git_safe_env, modified_paths
from ..languages import BY_NAME, languages_of
from ..map.context import context_digests
from ..map.table import FileTable, content_digest
from ..snapshot import FORMAT_MAJOR, FORMAT_MINOR, SnapshotError
from ..snapshot.api import Snapshot
from ..snapshot.stored import StoredTables

# A base table with one of these errors depends on the machine or the moment, not on the content: map again.
RETRY_ERRORS = ("read:", "timeout:")


class NotReused(Exception):
    """Why the base snapshot cannot stand in for a full index (one line for the user)."""


class RevisionError(Exception):
    """--changed-since names no usable git revision (one line for the user)."""


def map_key() -> str:
    """Identifies what the map produces: fastindex's version, the map and language code (Python and .scm
    files), the lexical index's code (its documents are reused too) and the tree-sitter versions. Tables from a
    base with another key could differ from fresh ones. The reduce's code too: an incremental reduce keeps the
    unchanged files' links from the base, which another link would not give (a development install keeps one
    version number across such changes)."""
    h = hashlib.blake2b(digest_size=16)
    h.update(__version__.encode())
    for dist in ("tree-sitter", "tree-sitter-language-pack"):
        try:
            h.update(f"{dist}={metadata.version(dist)}".encode())
        except metadata.PackageNotFoundError:
            h.update(f"{dist}=?".encode())
    pkg = Path(__file__).resolve().parent.parent
    files = [p for folder in ("map", "languages", "reduce") for p in sorted((pkg / folder).rglob("*"))
             if p.suffix in (".py", ".scm") and "__pycache__" not in p.parts]
    # the lexical index's documents are taken from the base too (Reuse.lexical)
    for p in [*files, pkg / "search" / "lexical.py"]:
        h.update(p.relative_to(pkg).as_posix().encode() + b"\0")
        h.update(p.read_bytes())
    return h.hexdigest()


def file_digest(root: str, path: str) -> str | None:
    """The digest the map would record for this file, or None when it cannot be read."""
    try:
        with open(os.path.join(root, path), "rb") as fh:
            return content_digest(fh.read())
    except OSError:
        return None


def git_changes(root: str, rev: str) -> tuple[str, set[str]]:
    """(commit of rev, paths under root that differ from it in the work tree or are untracked), relative to
    root. Renames come as a deletion and an addition (--no-renames), so both paths are listed."""
    env = git_safe_env(root)   # the repository's own config runs nothing: discover.git_safe_env

    def git(*args: str) -> bytes:
        try:
            proc = subprocess.run(["git", *GIT_SAFE, "-C", root, *args], capture_output=True, timeout=300, env=env)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise RevisionError(f"--changed-since: cannot run git: {exc}") from None
        if proc.returncode != 0:
            raise RevisionError(f"--changed-since {rev}: {_first_error(proc.stderr)}")
        return proc.stdout

    try:
        inside = git("rev-parse", "--is-inside-work-tree")
    except RevisionError:
        inside = b""
    if inside.strip() != b"true":
        raise RevisionError(f"--changed-since {rev}: {root} is not inside a git work tree")
    try:
        commit = git("rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}").strip().decode()
    except RevisionError:
        raise RevisionError(f"--changed-since {rev}: {why_not_a_commit(root, rev, env)}") from None
    changed = modified_paths(git, commit)
    untracked = git("ls-files", "--others", "--exclude-standard", "-z", "--", ".")
    changed.update(p.decode("utf-8", "surrogateescape") for p in untracked.split(b"\0") if p)
    return commit, changed


def _first_error(stderr: bytes) -> str:
    """git's own first error line (not its hints), without the `fatal: ` or `error: ` prefix."""
    lines = [line.strip() for line in stderr.decode("utf-8", "replace").splitlines() if line.strip()]
    errors = [line for line in lines if not line.startswith(("hint:", "warning:"))] or lines
    if not errors:
        return "git failed"
    first = errors[0]
    for prefix in ("fatal: ", "error: "):
        if first.startswith(prefix):
            return first[len(prefix):]
    return first


def why_not_a_commit(root: str, rev: str, env: dict) -> str:
    """Why `rev` names no commit, in git's words: `rev-parse --verify --quiet` (which takes it) says nothing,
    so it is asked again without them: `ambiguous argument 'x': unknown revision or path not in the working
    tree.`, or for a tree or blob `... expected commit type, but the object dereferences to tree type`."""
    if not rev or rev.startswith("-"):
        return "not a revision"
    for arg in (rev, f"{rev}^{{commit}}"):
        try:
            proc = subprocess.run(["git", *GIT_SAFE, "-C", root, "rev-parse", arg], capture_output=True,
                                  timeout=60, env=env)
        except (OSError, subprocess.TimeoutExpired):
            break
        if proc.returncode != 0:
            return _first_error(proc.stderr)
    return "not a commit"


@dataclass
class Reuse:
    """Decides, after discovery, which files keep their base table and which are mapped again.

    `prepare()` first (git and the base's header: RevisionError is the user's error, NotReused means a full
    index), then the pipeline calls `split()`. A base whose tables turn out unreadable is reported through
    `warn` and the run maps every file."""

    base_path: str
    snapshot_options: dict
    changed_since: str | None = None
    warn: Callable[[str], None] = lambda line: None
    stats: dict = field(default_factory=dict)
    _snap: Snapshot | None = None
    _git: tuple[str, set[str]] | None = None
    _stored: StoredTables | None = None
    _base_tables: list | None = None
    _changed: set | None = None

    def link(self, root: str, tables: list[FileTable], configs: list[str], processes: int = 1):
        """The reduce of an incremental run (relink.incremental_link), or None: link every file (on `processes`
        processes)."""
        if self._base_tables is None or self._changed is None:
            return None
        from .relink import incremental_link
        return incremental_link(root, tables, configs, self._snap, self._base_tables, self._changed, self.stats,
                                processes)

    def lexical(self, tables: list[FileTable]):
        """The run's lexical index with the documents of the kept files (same path, same table) taken from the
        base's `search` section (`LexicalIndex.build_reusing`: equal to a full build), or None when there is
        nothing to take them from (then it is built in full)."""
        if self._stored is None or self._snap is None or "search" not in self._snap.section_names:
            return None
        from ..search.lexical import TOKENIZER, LexicalIndex

        def decode(records):
            made_with = records[0].get("tokenizer") if records and isinstance(records[0], dict) else None
            return LexicalIndex.from_records(records, scorer=False) if made_with == TOKENIZER else None

        try:
            base = self._snap._decode("search", decode)
        except SnapshotError:
            return None
        if base is None:
            return None
        stored = self._stored
        n_base = len(stored.tables)
        first = {id(t): n_base + stored.def_start[i] for i, t in enumerate(stored.tables)}
        return LexicalIndex.build_reusing(tables, base, [first.get(id(t)) for t in tables])

    def prepare(self, root: str) -> None:
        if self.changed_since is not None:
            self._git = git_changes(os.path.abspath(root), self.changed_since)
        try:
            snap = Snapshot(self.base_path)
        except SnapshotError as exc:
            raise NotReused(str(exc)) from None
        try:
            self._check(snap)
        except NotReused:
            snap.close()
            raise
        self._snap = snap

    def close(self) -> None:
        """Close the base snapshot (once the run no longer reads it)."""
        if self._snap is not None:
            self._snap.close()

    def _check(self, snap: Snapshot) -> None:
        meta = snap.meta
        if tuple(snap.format_version) != (FORMAT_MAJOR, FORMAT_MINOR):
            major, minor = snap.format_version
            raise NotReused(f"{self.base_path}: snapshot format {major}.{minor}, this fastindex writes "
                            f"{FORMAT_MAJOR}.{FORMAT_MINOR}")
        if _normalised(meta.get("options")) != _normalised(self.snapshot_options):
            raise NotReused(f"{self.base_path}: indexed with other options ({_options_text(meta.get('options'))}; "
                            f"now {_options_text(self.snapshot_options)})")
        if meta.get("map_key") != map_key():
            raise NotReused(f"{self.base_path}: written by another version of the map (fastindex "
                            f"{meta.get('tool_version', '?')}, different map code or tree-sitter)")

    @property
    def base(self) -> Snapshot | None:
        """The base snapshot once prepared (`index --embed` also takes the unchanged files' embeddings from it)."""
        return self._snap

    def split(self, found: Discovery) -> tuple[list[FileTable], list[SourceFile]]:
        """(tables reused from the base, files to map)."""
        if self._snap is None:
            raise RuntimeError("Reuse.prepare() was not called")
        try:
            self._stored = StoredTables(self._snap)
            self._base_tables = self._stored.tables
            base = {t.path: t for t in self._base_tables}
        except (SnapshotError, TypeError, ValueError, IndexError, KeyError) as exc:
            if not isinstance(exc, SnapshotError):
                exc = SnapshotError(f"{self.base_path}: its tables have malformed records ({type(exc).__name__})")
            self.warn(f"base not reused: {exc}; indexing every file")
            self.stats.update({"base": self.base_path, "not_reused": str(exc), "reused": 0,
                               "parsed": len(found.files)})
            return [], list(found.files)
        changed: set[str] | None = None
        mode = "content"
        if self._git is not None:
            commit, changed = self._git
            base_commit = self._snap.meta.get("commit", "")
            if base_commit != commit:
                # The changed list is relative to REV; it says nothing about a base made from another commit.
                self.stats["note"] = (f"base was indexed at {base_commit[:12] or 'no commit'}, not at "
                                      f"{self.changed_since} ({commit[:12]}): content digests compared instead")
                self.warn(f"--changed-since: {self.stats['note']}")
                changed = None
            elif (modified := self._snap.meta.get("modified", [])) is None:
                self.stats["note"] = "git could not say which files of the base's work tree differed from its commit"
                self.warn(f"--changed-since: {self.stats['note']}: content digests compared instead")
                changed = None
            else:
                # the base's own work tree may have differed from its commit in these files (its `modified`)
                changed = changed | set(modified)
                mode = "git"
        by_digest: dict[tuple[str, str], FileTable] = {}
        for t in base.values():
            if t.digest and not t.error.startswith(RETRY_ERRORS):
                by_digest.setdefault((t.digest, t.language), t)
        reused: list[FileTable] = []
        to_map: list[SourceFile] = []
        renamed = hashed = 0
        # what .gitattributes said of the base's files (linguist-generated: declarations only, or not whatever
        # their head says): a table is reused for a file the repository now says the same of
        marks = self._snap.meta.get("generated") or {}
        # a language family whose repository context differs from the base's (C++: a namespace macro changed): its
        # files are mapped again, their tables depending on it
        now, then = context_digests(found.contexts), self._snap.meta.get("map_context") or {}
        stale = {name for name, spec in BY_NAME.items()
                 if now.get(spec.module_family) != then.get(spec.module_family)}
        for f in found.files:
            if f.language in stale:
                to_map.append(f)
                continue
            b = base.get(f.path)
            # a C `.h` mapped as C++ (LanguageSpec.content_dialects) keeps its table while unchanged
            same_shape = b is not None and b.language in languages_of(f.language) \
                and b.size == f.size and marks.get(f.path) == f.generated and \
                not b.error.startswith(RETRY_ERRORS)
            # git says unchanged since the base's commit: not even read. Not a symlink: git lists its target's
            # changes under the target's path, and the link's own size is its target's
            if changed is not None and same_shape and f.path not in changed and not f.link:
                reused.append(b)
                continue
            if b is not None and not same_shape:
                to_map.append(f)   # a different size (content) or word from .gitattributes: no need to hash
                continue
            digest = file_digest(found.root, f.path)
            hashed += 1
            if digest is not None and b is not None and b.digest == digest:
                reused.append(b)
            elif digest is not None and b is None and (moved := next(
                    (m for lang in languages_of(f.language) if (m := by_digest.get((digest, lang))) is not None and
                     marks.get(m.path) == f.generated and
                     # a dialect found by content (a C `.h` holding C++) only where the extension is the same: a
                     # `.cpp` renamed `.c` is mapped again (as C, unless its content says C++)
                     (lang == f.language or os.path.splitext(m.path)[1] == os.path.splitext(f.path)[1])),
                    None)) is not None:
                # A renamed or copied file: the table depends only on content, language and the repository's
                # word on it (.gitattributes), path aside.
                reused.append(moved._replace(path=f.path))
                renamed += 1
            else:
                to_map.append(f)
        present = {f.path for f in found.files}
        self._changed = {f.path for f in to_map}
        self.stats.update({"base": self.base_path, "mode": mode, "reused": len(reused), "parsed": len(to_map),
                           "reused_renamed": renamed, "hashed": hashed,
                           "removed": sum(1 for p in base if p not in present)})
        if self.changed_since is not None:
            self.stats["changed_since"] = self.changed_since
        return reused, to_map


def decoded(tables: list[FileTable]) -> list[FileTable]:
    """`tables` with every table kept from a base (snapshot.stored: decoded when first read) decoded, for a link
    of every file."""
    return [t._replace(definitions=list(t.definitions), imports=list(t.imports), exports=list(t.exports),
                       references=list(t.references), locals=list(t.locals))
            if hasattr(t.references, "rows") else t for t in tables]


def _normalised(options):
    """Options as compared: the languages in their one spelling (a base written before they were stored so,
    e.g. with "py", is still reused)."""
    if not isinstance(options, dict) or not isinstance(options.get("languages"), str):
        return options
    from ..languages import canonical
    try:
        return {**options, "languages": canonical(options["languages"])}
    except ValueError:   # a language this fastindex does not know: compared as written
        return options


def _options_text(options) -> str:
    if not isinstance(options, dict):
        return "unknown"
    return ", ".join(f"{k}={v}" for k, v in sorted(options.items()))
