"""Discover: which files of a repository to index, and why each other file was left out.

Inside a git work tree git's own view is used (tracked files plus untracked files that are not ignored);
elsewhere the tree is walked honouring every .gitignore (with pathspec's git semantics). Either way the
repository's .gitattributes say which files are vendored or generated (linguist's attributes, read by git).
Only stat() is done here: content checks (binary, minified, generated) happen where the file is read anyway, in
the map.
"""
from __future__ import annotations

import os
import re
import stat
import subprocess
from collections import Counter
from dataclasses import dataclass, field, replace

from ..languages import LanguageSpec, language_for
from ..languages.spec import config_key

# Folders that hold dependencies, build output or tool state, never the repository's own source (the vendored
# ones as GitHub's linguist names them, and Python's `_vendor`: pip's, setuptools'). Not linguist's `vendors`: an
# application's own module of that name (a marketplace's vendors, synth-1m's `packages/billing/src/vendors`).
SKIP_DIRS = frozenset({
    ".git", ".hg", ".svn", "node_modules", "bower_components", "jspm_packages", "vendor", "_vendor",
    "third_party", "third-party", "thirdparty", "3rdparty", "3rd_party", "3rd-party",
    "__pycache__", ".venv", "venv", ".tox", ".nox", ".mypy_cache", ".pytest_cache", ".ruff_cache",
    "site-packages", "dist", "build", "out", ".next", ".nuxt", ".svelte-kit", ".turbo", ".cache",
    "coverage", ".yarn", ".pnpm-store", "target", ".gradle", ".idea", ".vscode", ".eggs",
})
# A release of another project unpacked into the tree, named as its tarball is (`test/googletest-1.16.0`,
# `deps/jemalloc-5.3.0`, `lib/zstd-1.5.5`): vendored too.
_RELEASE_DIR = re.compile(r"[A-Za-z][\w.+]*(?:-[A-Za-z][\w+]*)*-v?\d+(?:\.\d+)+")
# Linguist's `^deps/`: a top folder of that name holds the dependencies (node's, redis', libgit2's)
ROOT_SKIP_DIRS = frozenset({"deps"})
DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024


def skipped_dir(name: str, at_root: bool) -> bool:
    """Whether a folder of this name holds no code of the repository's own (dependencies, build output, tool
    state, a vendored release)."""
    return name in SKIP_DIRS or (at_root and name in ROOT_SKIP_DIRS) or \
        (name[-1:].isdigit() and "-" in name and _RELEASE_DIR.fullmatch(name) is not None)


class DiscoverError(Exception):
    """The repository itself cannot be indexed (missing, not a directory, unreadable)."""


@dataclass(frozen=True)
class SourceFile:
    path: str          # relative to the root, "/" separated
    size: int
    language: str
    link: bool = False   # a symlink to a file in the repository (indexed with its target's content)
    # the repository's own word (.gitattributes `linguist-generated`): True generated, False not (whatever its
    # head says), None unsaid (the map reads the file's head for a generator's marker)
    generated: bool | None = None


@dataclass
class Discovery:
    root: str
    files: list[SourceFile]
    skipped: Counter = field(default_factory=Counter)          # reason -> count
    skipped_examples: dict = field(default_factory=dict)      # reason -> a few paths
    configs: list[str] = field(default_factory=list)          # files that steer resolution (tsconfig.json, ...)
    git: bool = False
    commit: str = ""
    # files whose content may differ from `commit` (modified_paths), sorted; None when git could not say
    modified: list[str] | None = field(default_factory=list)
    gitattributes: bool = False   # the tree holds a .gitattributes file (ignored or not: git reads it either way)
    # language -> the repository context its files are mapped with (map.context; set by the pipeline)
    contexts: dict = field(default_factory=dict)

    def skip(self, reason: str, path: str) -> None:
        self.skipped[reason] += 1
        examples = self.skipped_examples.setdefault(reason, [])
        if len(examples) < 5:
            examples.append(path if _utf8(path) else os.fsencode(path).decode("utf-8", "backslashreplace"))


def discover(root: str, languages: tuple[LanguageSpec, ...], max_file_bytes: int = DEFAULT_MAX_FILE_BYTES,
             use_git: bool = True) -> Discovery:
    root = os.path.abspath(root)
    if not os.path.exists(root):
        raise DiscoverError(f"repository path does not exist: {root}")
    if not os.path.isdir(root):
        raise DiscoverError(f"repository path is not a directory: {root}")
    if not os.access(root, os.R_OK | os.X_OK):
        raise DiscoverError(f"repository path is not readable: {root}")
    real_root = os.path.realpath(root)
    wanted = {spec.name for spec in languages}
    config_names = frozenset().union(*(spec.config_files for spec in languages))
    listing = _git_listing(root) if use_git else None
    result = Discovery(root=root, files=[], git=listing is not None)
    if listing is not None:
        result.commit = _git_commit(root)
        if result.commit:   # recorded in the snapshot: a later `--changed-since` compares these by digest
            env = git_safe_env(root)
            modified = modified_paths(lambda *args: _git(root, *args, env=env), result.commit)
            result.modified = sorted(modified) if modified is not None else None
        candidates = listing
    else:
        candidates = _walk(root, result)
    for rel in candidates:
        if not _utf8(rel):
            # The snapshot stores paths as UTF-8 text: a name that is not UTF-8 cannot be stored (or packed).
            result.skip("non-utf8-path", rel)
            continue
        parts = rel.split("/")
        if any(skipped_dir(p, i == 0) for i, p in enumerate(parts[:-1])):
            result.skip("vendored-or-build-dir", rel)
            continue
        if config_key(parts[-1], config_names) is not None:
            result.configs.append(rel)
        spec = language_for(rel)
        if spec is None or spec.name not in wanted:
            result.skipped["not-source"] += 1   # counted, not listed: most of a repo is not source
            continue
        full = os.path.join(root, rel)
        try:
            st = os.lstat(full)
        except PermissionError:
            # git listed it, a folder on its way cannot be searched: the map's read records the reason, as for
            # an unreadable file (an error, not a skip)
            result.files.append(SourceFile(rel, 0, spec.name))
            continue
        except OSError:
            result.skip("vanished", rel)
            continue
        link = stat.S_ISLNK(st.st_mode)
        if link:
            target = os.path.realpath(full)
            if not (target == real_root or target.startswith(real_root + os.sep)):
                result.skip("symlink-outside-repo", rel)
                continue
            try:
                st = os.stat(full)
            except OSError:
                result.skip("broken-symlink", rel)
                continue
        if not stat.S_ISREG(st.st_mode):
            result.skip("not-a-regular-file", rel)
            continue
        if st.st_size > max_file_bytes:
            result.skip("too-large", rel)
            continue
        result.files.append(SourceFile(rel, st.st_size, spec.name, link))
    if listing is not None:
        result.gitattributes = any(rel == ".gitattributes" or rel.endswith("/.gitattributes") for rel in listing)
    if result.gitattributes:
        _apply_linguist_attributes(root, result, in_work_tree=listing is not None)
    result.files.sort(key=lambda f: f.path)
    result.configs.sort()
    return result


def _utf8(rel: str) -> bool:
    try:
        rel.encode("utf-8")
    except UnicodeEncodeError:  # undecodable bytes come through as lone surrogates (surrogateescape)
        return False
    return True


# The indexed repository's own config must not run anything, and git runs commands it names: core.fsmonitor's
# (ls-files, diff), a filter driver's clean or process command (diff hashes a stat-dirty file through it), an
# external diff or textconv driver (switched off per command: --no-ext-diff, --no-textconv), a submodule's own
# git (diff recurses into submodules: --ignore-submodules) and a promisor remote's transport (a partial clone
# fetches missing objects on demand). Optional locks off: reading never writes the repository's index.
GIT_SAFE = ("-c", "core.fsmonitor=false")
GIT_SAFE_ENV = {"GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0", "GIT_NO_LAZY_FETCH": "1",
                "GIT_ALLOW_PROTOCOL": "none"}   # no transport at all (a listed protocol would be allowed)


def git_safe_env(root: str) -> dict:
    """The environment for a git run in `root` under which no command its config names can run: every filter
    driver configured for it (any scope, includes followed) is overridden with empty clean, smudge and process
    commands and made optional (a required filter that does not run would fail the command). Passed as
    GIT_CONFIG_COUNT/KEY/VALUE, which take any driver name (`-c` cuts at the first '='), after those of the
    caller's environment, so they win."""
    env = {**os.environ, **GIT_SAFE_ENV}
    try:
        proc = subprocess.run(["git", *GIT_SAFE, "-C", root, "config", "-z", "--get-regexp", r"^filter\."],
                              capture_output=True, timeout=120, env=env)
        listing = proc.stdout if proc.returncode == 0 else b""
    except (OSError, subprocess.TimeoutExpired):
        listing = b""
    names = []
    for entry in listing.split(b"\0"):
        key = entry.split(b"\n", 1)[0].decode("utf-8", "surrogateescape")
        name = key[len("filter."):].rpartition(".")[0]
        if key.startswith("filter.") and name and name not in names:
            names.append(name)
    try:
        count = int(env.get("GIT_CONFIG_COUNT", "0"))
    except ValueError:
        count = 0
    for name in names:
        for var, value in (("clean", ""), ("smudge", ""), ("process", ""), ("required", "false")):
            env[f"GIT_CONFIG_KEY_{count}"] = f"filter.{name}.{var}"
            env[f"GIT_CONFIG_VALUE_{count}"] = value
            count += 1
    if count:
        env["GIT_CONFIG_COUNT"] = str(count)
    return env


def _git(root: str, *args: str, env: dict | None = None, stdin: bytes | None = None) -> bytes | None:
    try:
        proc = subprocess.run(["git", *GIT_SAFE, "-C", root, *args], capture_output=True, timeout=120, input=stdin,
                              env=env if env is not None else {**os.environ, **GIT_SAFE_ENV})
    except (OSError, subprocess.TimeoutExpired):
        return None
    return proc.stdout if proc.returncode == 0 else None


def _git_listing(root: str) -> list[str] | None:
    """Paths git would show for this folder, or None outside a work tree (or without git)."""
    inside = _git(root, "rev-parse", "--is-inside-work-tree")
    if inside is None or inside.strip() != b"true":
        return None
    env = git_safe_env(root)   # ls-files runs no filter today; nothing the repository configures may, either
    if _git(root, "check-ignore", "-q", ".", env=env) is not None:
        # The folder asked for is ignored by the enclosing repository (a dependency or generated tree
        # checked out inside it): git would list nothing, so walk it instead.
        return None
    out = _git(root, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--full-name",
               "--", ".", env=env)
    if out is None:
        return None
    prefix = (_git(root, "rev-parse", "--show-prefix", env=env) or b"").strip().decode("utf-8", "surrogateescape")
    paths = []
    seen = set()
    for raw in out.split(b"\0"):
        if not raw:
            continue
        rel = raw.decode("utf-8", "surrogateescape")
        if prefix and rel.startswith(prefix):
            rel = rel[len(prefix):]
        if rel not in seen:  # a file both cached and modified is listed once
            seen.add(rel)
            paths.append(rel)
    return paths


def modified_paths(git, commit: str) -> set[str] | None:
    """The paths under the folder git runs in (relative to it) whose content may differ from `commit`: those `git
    diff` lists (the work tree and the index against it) and the files marked skip-worktree or assume-unchanged,
    which it does not look at. `git(*args)` runs git in that folder: its output, or None when it failed (then
    None)."""
    diff = git("diff", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv", "--ignore-submodules=all",
               "--relative", "-z", commit, "--", ".")
    flags = git("ls-files", "-v", "-z", "--", ".")
    if diff is None or flags is None:
        return None
    out = {p.decode("utf-8", "surrogateescape") for p in diff.split(b"\0") if p}
    for entry in flags.split(b"\0"):   # "TAG PATH": S skip-worktree, a lower-case tag assume-unchanged
        if len(entry) > 2 and (entry[:1] == b"S" or entry[:1].islower()):
            out.add(entry[2:].decode("utf-8", "surrogateescape"))
    return out


def _git_commit(root: str) -> str:
    out = _git(root, "rev-parse", "HEAD")
    return out.strip().decode() if out else ""


LINGUIST_ATTRIBUTES = ("linguist-vendored", "linguist-generated")


def _apply_linguist_attributes(root: str, result: Discovery, in_work_tree: bool) -> None:
    """Honour what the repository's .gitattributes say of its files, as GitHub's linguist reads them: a file
    `linguist-vendored` is skipped (reason "linguist-vendored"), one `linguist-generated` is marked generated
    (indexed for its declarations only) and one `-linguist-generated` / `=false` not generated. git's own
    check-attr reads them (patterns, nesting, macros, precedence); outside a work tree (a checkout without .git, or
    a folder its repository ignores and discover walks) with a scratch repository whose work tree is `root`.
    Without git the attributes are not read."""
    if not result.files:
        return
    stdin = b"".join(os.fsencode(f.path) + b"\0" for f in result.files)
    args = ("check-attr", "-z", "--stdin", *LINGUIST_ATTRIBUTES)
    if in_work_tree or (_git(root, "rev-parse", "--is-inside-work-tree") or b"").strip() == b"true":
        out = _git(root, *args, stdin=stdin)
    else:
        import tempfile
        with tempfile.TemporaryDirectory(prefix="fastindex-attr-") as scratch:
            if _git(scratch, "init", "-q", "--bare") is None:
                return
            out = _git(root, "--git-dir", scratch, "--work-tree", root, *args, stdin=stdin)
    if out is None:
        return
    said: dict[tuple[str, str], bool] = {}
    fields = out.split(b"\0")
    for i in range(0, len(fields) - 2, 3):   # path NUL attribute NUL value NUL
        value = fields[i + 2]
        if value != b"unspecified":
            said[fields[i].decode("utf-8", "surrogateescape"), fields[i + 1].decode()] = \
                value not in (b"unset", b"false")
    if not said:
        return
    kept = []
    for f in result.files:
        if said.get((f.path, "linguist-vendored")):
            result.skip("linguist-vendored", f.path)
            continue
        generated = said.get((f.path, "linguist-generated"))
        kept.append(f if generated is None else replace(f, generated=generated))
    result.files = kept


def _gitignore_spec(pathspec, lines: list[str]):
    """A .gitignore's lines compiled; a line pathspec rejects (a lone `!`: psf/black's test data has such files)
    is left out, as git ignores an invalid pattern and applies the others."""
    try:
        return pathspec.GitIgnoreSpec.from_lines(lines)
    except ValueError:   # pathspec's GitIgnorePatternError
        kept = []
        for line in lines:
            try:
                pathspec.GitIgnoreSpec.from_lines([line])
            except ValueError:
                continue
            kept.append(line)
        return pathspec.GitIgnoreSpec.from_lines(kept)


def _walk(root: str, result: Discovery) -> list[str]:
    """Walk without git: honour every .gitignore on the way down; never follow directory symlinks."""
    import pathspec  # here: a run in a git work tree (CI's) lists its files with git, without it (~25 ms)

    paths: list[str] = []
    # Each entry: (folder relative to root with trailing "/", or "" for the root; its compiled .gitignore)
    specs: list[tuple[str, pathspec.PathSpec]] = []

    def ignored(rel: str, is_dir: bool) -> bool:
        for base, spec in specs:
            if rel.startswith(base):
                sub = rel[len(base):] + ("/" if is_dir else "")
                if spec.match_file(sub):
                    return True
        return False

    def visit(folder_rel: str) -> None:
        full = os.path.join(root, folder_rel) if folder_rel else root
        gi = os.path.join(full, ".gitignore")
        pushed = False
        if os.path.isfile(gi):
            try:
                with open(gi, encoding="utf-8", errors="replace") as fh:
                    specs.append((folder_rel + "/" if folder_rel else "", _gitignore_spec(pathspec, fh.readlines())))
                    pushed = True
            except OSError:
                pass
        try:
            entries = sorted(os.scandir(full), key=lambda e: e.name)
        except OSError:
            result.skip("unreadable-dir", folder_rel or ".")
            entries = []
        for entry in entries:
            rel = f"{folder_rel}/{entry.name}" if folder_rel else entry.name
            if entry.name == ".gitattributes":
                result.gitattributes = True
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
            except OSError:
                is_dir = False
            if is_dir:
                if entry.name == ".git":
                    continue
                if ignored(rel, True):
                    continue
                if skipped_dir(entry.name, not folder_rel):
                    result.skip("vendored-or-build-dir", rel + "/")
                    continue
                visit(rel)
            elif not ignored(rel, False):
                paths.append(rel)
        if pushed:
            specs.pop()

    visit("")
    return paths
