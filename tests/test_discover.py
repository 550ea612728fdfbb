"""Discovery on real trees: git work trees (git's own view) and plain folders (.gitignore files honoured)."""
from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest
from conftest import git, git_init, index_snapshot, write

from fastindex.discover import discover
from fastindex.exports.entity_edges import entity_edges
from fastindex.languages import LANGUAGES, select

PY = "def f():\n    return 1\n"
TS = "export function f(): number {\n  return 1;\n}\n"


def paths(found) -> list[str]:
    return [f.path for f in found.files]


# ---- inside a git work tree ------------------------------------------------------------------------

def make_git_repo(root):
    git_init(root)
    write(root, ".gitignore", "ignored.py\ngen/\n*.log.ts\n")
    write(root, "a.py", PY)
    write(root, "b.py", PY)
    write(root, "pkg/c.ts", TS)
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "init")
    write(root, "untracked.py", PY)             # untracked, not ignored: indexed
    write(root, "ignored.py", PY)               # ignored
    write(root, "gen/out.py", PY)               # inside an ignored folder
    write(root, "pkg/debug.log.ts", TS)         # ignored by pattern
    (root / "b.py").unlink()                    # tracked, deleted from the work tree
    write(root, "a.py", PY + "\n\ndef g():\n    pass\n")   # tracked and modified: listed once
    return root


def test_git_tracked_and_untracked_not_ignored(tmp_path):
    root = make_git_repo(tmp_path / "repo")
    found = discover(str(root), LANGUAGES)
    assert found.git
    assert paths(found) == ["a.py", "pkg/c.ts", "untracked.py"]


def test_a_git_work_tree_is_listed_without_importing_pathspec(tmp_path):
    """git applies the .gitignore files itself: pathspec (the walk's) is start-up cost a CI run does not pay."""
    root = make_git_repo(tmp_path / "repo")
    code = ("import sys; from fastindex.discover import discover; from fastindex.languages import LANGUAGES; "
            f"found = discover({str(root)!r}, LANGUAGES); "
            "print(found.git, len(found.files), 'pathspec' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["True", "3", "False"]


def without_root_privileges(probe) -> list[str] | None:
    """The command prefix under which permission bits hold for this process's own files: none for a normal
    user; for root, setpriv without the capabilities that bypass them (None: not available, skip)."""
    if os.geteuid() != 0:
        return []
    prefix = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"]
    try:
        denied = subprocess.run([*prefix, "cat", str(probe)], capture_output=True, timeout=30).returncode != 0
    except (OSError, subprocess.TimeoutExpired):
        return None
    return prefix if denied else None


def test_git_files_in_an_unreadable_folder_are_read_errors(tmp_path):
    """A tracked file under a folder that cannot be searched is an error with the OS's reason, like an
    unreadable file, not `vanished` (a file gone from the work tree)."""
    from conftest import VENV_BIN, clean_env

    from fastindex.snapshot.api import Snapshot

    root = make_git_repo(tmp_path / "repo")
    write(root, "locked/inner.py", PY)
    git(root, "add", "locked")
    git(root, "commit", "-qm", "locked")
    (root / "locked").chmod(0)
    (root / "pkg/c.ts").chmod(0)
    try:
        prefix = without_root_privileges(root / "pkg/c.ts")
        if prefix is None:
            pytest.skip("running as root without setpriv: permission bits do not apply")
        out = tmp_path / "o.fidx"
        proc = subprocess.run([*prefix, str(VENV_BIN / "fastindex"), "index", str(root), "-o", str(out)],
                              capture_output=True, text=True, env=clean_env(), timeout=300)
    finally:
        (root / "locked").chmod(0o755)
        (root / "pkg/c.ts").chmod(0o644)
    assert proc.returncode == 0, proc.stderr
    assert "error [read] 2: locked/inner.py, pkg/c.ts" in proc.stderr, proc.stderr
    report = Snapshot(str(out)).report
    assert report["skipped"] == {"vanished": 1, "not-source": 1}, report["skipped"]   # b.py, deleted; .gitignore
    problems = {p["path"]: p["reason"] for p in Snapshot(str(out)).problems}
    assert problems["locked/inner.py"] == problems["pkg/c.ts"] == "read: permission denied", problems


def test_git_ignored_files_are_not_listed_at_all(tmp_path):
    root = make_git_repo(tmp_path / "repo")
    found = discover(str(root), LANGUAGES)
    listed = set(paths(found)) | {p for ex in found.skipped_examples.values() for p in ex}
    assert not listed & {"ignored.py", "gen/out.py", "pkg/debug.log.ts"}


def test_git_deleted_tracked_file_counted_as_vanished(tmp_path):
    root = make_git_repo(tmp_path / "repo")
    found = discover(str(root), LANGUAGES)
    assert found.skipped["vanished"] == 1
    assert found.skipped_examples["vanished"] == ["b.py"]


def test_git_records_head_commit(tmp_path):
    root = make_git_repo(tmp_path / "repo")
    head = git(root, "rev-parse", "HEAD").strip()
    assert discover(str(root), LANGUAGES).commit == head
    assert len(head) == 40


def test_git_subfolder_as_root_gives_paths_relative_to_it(tmp_path):
    root = make_git_repo(tmp_path / "repo")
    found = discover(str(root / "pkg"), LANGUAGES)
    assert found.git
    assert paths(found) == ["c.ts"]


def test_folder_ignored_by_the_enclosing_repo_is_walked(tmp_path):
    # e.g. a dependency checked out (without .git) into an ignored folder, indexed on purpose
    root = git_init(tmp_path / "repo")
    write(root, ".gitignore", "checkouts/\n")
    write(root, "own.py", PY)
    dep = root / "checkouts" / "dep"
    write(dep, "lib/a.py", PY)
    write(dep, ".gitignore", "*.tmp.py\n")
    write(dep, "lib/scratch.tmp.py", PY)
    found = discover(str(dep), LANGUAGES)
    assert not found.git
    assert paths(found) == ["lib/a.py"]


def test_git_vendored_dirs_skipped_per_file(tmp_path):
    root = git_init(tmp_path / "repo")
    write(root, "src/main.ts", TS)
    write(root, "node_modules/lib/index.js", "module.exports = 1;\n")
    write(root, "node_modules/lib/package.json", "{}\n")
    write(root, "dist/main.js", "exports.x = 1;\n")
    found = discover(str(root), LANGUAGES)
    assert paths(found) == ["src/main.ts"]
    assert found.skipped["vendored-or-build-dir"] == 3
    # a package.json inside node_modules never steers resolution
    assert found.configs == []


# ---- outside git ---------------------------------------------------------------------------------------

def test_outside_git_nested_gitignore_and_negation(tmp_path):
    root = tmp_path / "plain"
    write(root, ".gitignore", "*.gen.py\nsecret/\n")
    write(root, "keep.py", PY)
    write(root, "x.gen.py", PY)
    write(root, "secret/s.py", PY)
    write(root, "sub/.gitignore", "*.py\n!keep.py\n/local.ts\n")
    write(root, "sub/keep.py", PY)
    write(root, "sub/drop.py", PY)
    write(root, "sub/local.ts", TS)
    write(root, "sub/deeper/local.ts", TS)      # "/local.ts" is anchored to sub/
    write(root, "sub/deeper/also.gen.py", PY)   # the root .gitignore applies below sub/ too
    write(root, "other/drop.py", PY)            # sub/.gitignore does not apply here
    found = discover(str(root), LANGUAGES)
    assert not found.git
    assert paths(found) == ["keep.py", "other/drop.py", "sub/deeper/local.ts", "sub/keep.py"]


def test_outside_git_an_invalid_gitignore_line_is_skipped_as_git_does(tmp_path):
    """psf/black's test data holds .gitignore files with a lone `!`: pathspec rejects the line (the run died:
    GitIgnorePatternError); git ignores that line and applies the others, and so does the walk. The same tree
    in a git work tree lists the same files."""
    import subprocess

    root = tmp_path / "plain"
    write(root, ".gitignore", "!\n*.gen.py\n")
    write(root, "keep.py", PY)
    write(root, "x.gen.py", PY)
    write(root, "sub/.gitignore", "!\n")
    write(root, "sub/also.py", PY)
    found = discover(str(root), LANGUAGES)
    assert not found.git
    assert paths(found) == ["keep.py", "sub/also.py"]
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run(["git", "-C", str(root), "add", "-A"], check=True)
    in_git = discover(str(root), LANGUAGES)
    assert in_git.git and paths(in_git) == paths(found)


def test_outside_git_vendored_and_build_dirs_pruned(tmp_path):
    root = tmp_path / "plain"
    write(root, "src/a.ts", TS)
    write(root, "node_modules/x/index.js", "module.exports = 1;\n")
    write(root, "node_modules/y/index.js", "module.exports = 2;\n")
    write(root, "packages/p/dist/index.js", "exports.a = 1;\n")
    write(root, "packages/p/src/index.ts", TS)
    found = discover(str(root), LANGUAGES)
    assert paths(found) == ["packages/p/src/index.ts", "src/a.ts"]
    # a pruned folder is not walked: it is counted once, by folder
    assert found.skipped["vendored-or-build-dir"] == 2
    assert sorted(found.skipped_examples["vendored-or-build-dir"]) == ["node_modules/", "packages/p/dist/"]


@pytest.mark.parametrize("in_git", [True, False], ids=["git-work-tree", "plain-folder"])
def test_vendored_folders_by_their_usual_names_are_skipped(tmp_path, in_git):
    """pip's and setuptools' `_vendor`, linguist's `third-party` / `3rdparty` spellings and its top `deps/`, and a
    release of another project unpacked into the tree (`googletest-1.16.0`); a `deps` folder below the top, and
    a name with a version but no release's shape (`python3.11`, `api-v1`), are the repository's own."""
    root = tmp_path / "repo"
    write(root, "src/pip/_internal/main.py", "from pip._vendor import rich\n")
    write(root, "src/pip/_vendor/rich/console.py", PY)
    write(root, "libs/3rdparty/zlib.c", "int inflate(void) { return 0; }\n")
    write(root, "web/third-party/lib.ts", TS)
    write(root, "deps/jemalloc/src/arena.c", "int arena(void) { return 0; }\n")
    write(root, "test/googletest-1.16.0/googletest/src/gtest.cc", "int gtest() { return 0; }\n")
    write(root, "src/deps/graph.py", PY)
    write(root, "lib/python3.11/mod.py", PY)
    write(root, "api/api-v1/routes.ts", TS)
    write(root, "src/billing/vendors/payout.py", PY)   # an application's own module named vendors
    if in_git:
        git_init(root)
        git(root, "add", ".")
    found = discover(str(root), LANGUAGES)
    assert found.git is in_git
    assert paths(found) == ["api/api-v1/routes.ts", "lib/python3.11/mod.py", "src/billing/vendors/payout.py",
                            "src/deps/graph.py", "src/pip/_internal/main.py"]
    assert found.skipped["vendored-or-build-dir"] == 5


def test_symlink_pointing_outside_repo_skipped_with_reason(tmp_path):
    outside = write(tmp_path / "elsewhere", "secret.py", PY)
    root = tmp_path / "plain"
    write(root, "a.py", PY)
    os.symlink(outside, root / "link.py")
    os.symlink(root / "a.py", root / "inside_link.py")   # inside the repo: indexed
    found = discover(str(root), LANGUAGES)
    assert paths(found) == ["a.py", "inside_link.py"]
    assert found.skipped["symlink-outside-repo"] == 1
    assert found.skipped_examples["symlink-outside-repo"] == ["link.py"]


def test_symlink_outside_repo_skipped_in_git_repo_too(tmp_path):
    outside = write(tmp_path / "elsewhere", "secret.ts", TS)
    root = git_init(tmp_path / "repo")
    write(root, "a.ts", TS)
    os.symlink(outside, root / "link.ts")
    found = discover(str(root), LANGUAGES)
    assert paths(found) == ["a.ts"]
    assert found.skipped["symlink-outside-repo"] == 1


def test_symlink_loops_do_not_hang(tmp_path):
    root = tmp_path / "plain"
    write(root, "a.py", PY)
    os.symlink(root, root / "loop")                 # a folder link back to the root
    os.symlink(root / "sub", root / "sub_link")
    write(root, "sub/b.py", PY)
    os.symlink(root / "sub" / "sub_link_back", root / "sub" / "sub_link_back")   # a link to itself
    os.symlink(root / "x.ts", root / "y.ts")       # x.ts -> y.ts -> x.ts
    os.symlink(root / "y.ts", root / "x.ts")
    box = {}
    t = threading.Thread(target=lambda: box.setdefault("found", discover(str(root), LANGUAGES)), daemon=True)
    t.start()
    t.join(120)   # a hang guard, not a timing assertion: discovery of 8 entries never takes this long
    assert "found" in box, "discover() did not return on a tree with symlink loops"
    found = box["found"]
    assert paths(found) == ["a.py", "sub/b.py"]
    assert found.skipped["broken-symlink"] == 2      # x.ts and y.ts


def test_files_over_max_file_bytes_skipped(tmp_path):
    root = tmp_path / "plain"
    write(root, "small.py", PY)
    write(root, "big.py", "x = 1\n" * 100)
    found = discover(str(root), LANGUAGES, max_file_bytes=len(PY))
    assert paths(found) == ["small.py"]
    assert found.skipped["too-large"] == 1
    assert found.skipped_examples["too-large"] == ["big.py"]


def test_language_selection_counts_other_languages_as_not_source(tmp_path):
    root = tmp_path / "plain"
    write(root, "a.py", PY)
    write(root, "b.ts", TS)
    write(root, "README.md", "# hi\n")
    found = discover(str(root), select("py"))
    assert paths(found) == ["a.py"]
    assert found.skipped["not-source"] == 2


def test_configs_are_collected(tmp_path):
    root = tmp_path / "plain"
    write(root, "tsconfig.json", "{}\n")
    write(root, "packages/a/package.json", '{"name": "a"}\n')
    write(root, "packages/a/index.ts", TS)
    write(root, "pyproject.toml", "[project]\nname = 'x'\n")
    found = discover(str(root), LANGUAGES)
    assert found.configs == ["packages/a/package.json", "pyproject.toml", "tsconfig.json"]


def test_non_utf8_file_name_is_skipped_with_reason(tmp_path):
    root = tmp_path / "plain"
    write(root, "ok.py", PY)
    with open(os.path.join(os.fsencode(root), b"caf\xe9.py"), "wb") as fh:
        fh.write(PY.encode())
    result, snap = index_snapshot(root, tmp_path / "out.fidx")
    assert [f.path for f in snap.files] == ["ok.py"]
    assert result.report.skipped["non-utf8-path"] == 1
    assert snap.report["skipped_examples"]["non-utf8-path"] == ["caf\\xe9.py"]


# ---- content checks (decided in the map) and accounting --------------------------------------------------

def content_tree(root):
    write(root, "src/ok.ts", TS)
    write(root, "src/ok.py", PY)
    write(root, "src/blob.ts", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    write(root, "src/bundle.min.js", "var a=1;" * 1000)                       # one 8000-byte line
    write(root, "src/schema_pb2.py", "# -*- coding: utf-8 -*-\n# @generated by protoc\nX = 1\n")
    write(root, "src/huge.py", "x = 1\n" * 2000)
    write(root, "node_modules/dep/index.js", "module.exports = 1;\n")
    write(root, "notes.txt", "notes\n")
    write(root, "src/dangling.ts", TS)
    return root


def test_binary_and_minified_skipped_generated_kept_for_its_declarations(tmp_path):
    root = content_tree(tmp_path / "plain")
    result, snap = index_snapshot(root, tmp_path / "out.fidx", max_file_bytes=10_000)
    skipped = result.report.skipped
    assert skipped["binary"] == 1
    assert skipped["minified"] == 1
    assert "generated" not in skipped
    assert result.report.skipped_examples["binary"] == ["src/blob.ts"]
    assert result.report.skipped_examples["minified"] == ["src/bundle.min.js"]
    assert result.report.declarations_only == {"generated": 1}
    assert result.report.declarations_only_examples == {"generated": ["src/schema_pb2.py"]}
    assert "generated" not in result.report.errors
    assert [f.path for f in snap.files] == ["src/dangling.ts", "src/ok.py", "src/ok.ts", "src/schema_pb2.py"]
    gen = next(f for f in snap.files if f.path == "src/schema_pb2.py")
    assert [d.name for d in gen.definitions] == ["X"] and gen.error.startswith("generated: declarations only")
    assert snap.report["skipped"] == dict(sorted(skipped.items()))
    assert snap.report["declarations_only"] == {"generated": 1}


def test_a_generator_marker_indented_into_the_code_marks_a_section_not_the_file(tmp_path):
    """aiogram's API classes hold an `if TYPE_CHECKING:` stub `__init__` whose comment says `# DO NOT EDIT
    MANUALLY!!!`, indented into the class: the file is code a person keeps, indexed whole (its references linked);
    a marker at the margin of the head (`# Code generated ..`, ` * @generated` in a block comment) still makes a
    file generated, declarations only."""
    root = tmp_path / "repo"
    write(root, "types.py", "ChatIdUnion = int\n")
    write(root, "methods.py", "from types import ChatIdUnion\n\n\nclass DeleteMessages:\n"
          "    chat_id: ChatIdUnion\n\n    if TYPE_CHECKING:\n        # DO NOT EDIT MANUALLY!!!\n"
          "        def __init__(self, *, chat_id: ChatIdUnion) -> None: ...\n")
    write(root, "gen.py", "# Code generated by tool. DO NOT EDIT.\nfrom types import ChatIdUnion\nY: ChatIdUnion = 1\n")
    write(root, "gen.ts", "/*\n * @generated by a tool\n */\nexport const z = 1;\n")
    result, snap = index_snapshot(root, tmp_path / "out.fidx")
    files = {f.path: f for f in snap.files}
    assert not files["methods.py"].error
    assert files["gen.py"].error.startswith("generated: declarations only")
    assert files["gen.ts"].error.startswith("generated: declarations only")
    assert result.report.declarations_only == {"generated": 2}


def test_every_file_is_accounted_for(tmp_path):
    root = content_tree(git_init(tmp_path / "repo"))
    os.symlink(tmp_path, root / "src" / "escape.ts")
    on_disk = [os.path.join(d, f) for d, _, fs in os.walk(root) if ".git" not in d.split(os.sep) for f in fs]
    result, snap = index_snapshot(root, tmp_path / "out.fidx", max_file_bytes=10_000)
    report = result.report
    assert sum(report.skipped.values()) + len(snap.files) == len(on_disk) + 1   # + the symlink
    assert report.skipped["too-large"] == 1
    assert report.skipped["symlink-outside-repo"] == 1
    assert report.skipped["vendored-or-build-dir"] == 1
    # the discover phase hands every kept file to the map, which indexes it or says why not
    mapped = report.phase("discover").files
    assert mapped == len(snap.files) + report.skipped["binary"] + report.skipped["minified"]


def test_cli_max_file_bytes_and_languages_options(tmp_path, capsys):
    import fastindex
    from fastindex import cli

    root = tmp_path / "plain"
    write(root, "small.py", PY)
    write(root, "big.py", "x = 1\n" * 100)
    write(root, "c.ts", TS)
    out = tmp_path / "o.fidx"
    assert cli.main(["index", str(root), "-o", str(out), "--max-file-bytes", "100", "--languages", "py", "-q"]) == 0
    capsys.readouterr()
    snap = fastindex.open(str(out))
    assert [f.path for f in snap.files] == ["small.py"]
    assert snap.meta["options"] == {"languages": "python", "max_file_bytes": 100, "with_source": False}
    assert snap.report["skipped"] == {"not-source": 1, "too-large": 1}


# ---- .gitattributes: the repository's own word (GitHub linguist's attributes) -----------------------------------

def attributes_tree(root):
    """Vendored and generated code marked in .gitattributes, one nested, and a `.*` .gitignore hiding them (git
    reads attributes whatever the ignore rules say)."""
    write(root, ".gitignore", ".*\n!.gitignore\n")
    write(root, ".gitattributes", "third/** linguist-vendored\nsrc/parser.py linguist-generated=true\n"
                                  "tools/*.py -linguist-generated\n")
    write(root, "src/nested/.gitattributes", "lexer.py linguist-generated\n")
    write(root, "src/app.py", "from parser import parse\n\n\ndef main():\n    return parse()\n")
    write(root, "src/parser.py", "from app import main\n\n\ndef parse():\n    return main()\n")
    write(root, "src/nested/lexer.py", "def lex():\n    return token()\n\n\ndef token():\n    return 1\n")
    # a generator's marker in its head, but the repository says it is no generated code
    write(root, "tools/gen.py", "# Code generated by hand. DO NOT EDIT.\ndef tool():\n    return helper()\n\n\n"
                                "def helper():\n    return 1\n")
    write(root, "third/lib/dep.py", "def dep():\n    return 1\n")
    return root


@pytest.mark.parametrize("in_git", [True, False], ids=["git-work-tree", "plain-folder"])
def test_gitattributes_linguist_vendored_skips_and_linguist_generated_marks(tmp_path, in_git):
    root = attributes_tree(tmp_path / "repo")
    if in_git:
        git_init(root)
        git(root, "add", "-f", ".")
        git(root, "commit", "-q", "-m", "init")
    found = discover(str(root), LANGUAGES)
    assert found.git is in_git and found.gitattributes
    assert {f.path: f.generated for f in found.files} == {
        "src/app.py": None, "src/nested/lexer.py": True, "src/parser.py": True, "tools/gen.py": False}
    assert found.skipped["linguist-vendored"] == 1
    assert found.skipped_examples["linguist-vendored"] == ["third/lib/dep.py"]
    result, snap = index_snapshot(root, tmp_path / "out.fidx")
    files = {f.path: f for f in snap.files}
    assert sorted(files) == ["src/app.py", "src/nested/lexer.py", "src/parser.py", "tools/gen.py"]
    for gen in ("src/parser.py", "src/nested/lexer.py"):   # declarations only: kept, their own sites unlinked
        assert files[gen].error == "generated: declarations only (linguist-generated in .gitattributes)"
        assert files[gen].definitions and not files[gen].references
    assert not files["tools/gen.py"].error and files["tools/gen.py"].references
    assert result.report.declarations_only == {"generated": 2}
    assert result.report.skipped["linguist-vendored"] == 1
    # app.py's call still reaches the generated parser's definition
    edges = entity_edges(snap)
    assert ("src/app.py", "main", "src/parser.py", "parse") in edges
    assert not [e for e in edges if e[0] in ("src/parser.py", "src/nested/lexer.py")]
    assert ("tools/gen.py", "tool", "tools/gen.py", "helper") in edges


def test_gitattributes_marks_reach_forked_workers(tmp_path):
    root = attributes_tree(tmp_path / "repo")
    _, alone = index_snapshot(root, tmp_path / "one.fidx")
    _, forked = index_snapshot(root, tmp_path / "fork.fidx", backend="fork", workers=2)
    assert [(f.path, f.error) for f in forked.files] == [(f.path, f.error) for f in alone.files]
    assert sum(f.error.startswith("generated") for f in forked.files) == 2


def test_without_gitattributes_no_git_runs_for_them(tmp_path, monkeypatch):
    import fastindex.discover as discover_module
    root = tmp_path / "repo"
    write(root, "a.py", PY)
    monkeypatch.setattr(discover_module, "_apply_linguist_attributes", None)   # called: TypeError
    found = discover(str(root), LANGUAGES)
    assert not found.gitattributes and paths(found) == ["a.py"]


def test_a_generated_file_that_is_not_utf8_is_still_declarations_only(tmp_path):
    root = tmp_path / "repo"
    write(root, "gen.py", b"# Code generated by tool. DO NOT EDIT.\n# caf\xe9\ndef made():\n    return helper()\n")
    write(root, "helper.py", "def helper():\n    return 1\n")
    result, snap = index_snapshot(root, tmp_path / "out.fidx")
    gen = next(f for f in snap.files if f.path == "gen.py")
    assert gen.error.startswith("generated: declarations only") and "decode: invalid UTF-8" in gen.error
    assert [d.name for d in gen.definitions] == ["made"] and not gen.references
    assert result.report.declarations_only == {"generated": 1} and "decode" not in result.report.errors
