#!/usr/bin/env python3
"""Build (or reuse) the reference + naive baseline for a repository and score a candidate edge set.

    python bench/accuracy/run.py REPO_DIR --lang ts|py|go|java|rs|c|cpp|php --out DIR [--candidate CAND.tsv]
        [--files FILES.txt] [--commit SHA] [--no-deps] [--force] [--title TITLE] [--vendor DIR] [--cflags F]

Outputs in DIR: reference.tsv, baseline.tsv, entities.tsv, files.txt, stats.json (copies of the cached
reference), score-baseline.{md,json} (reference vs. naive name matching) and, with --candidate,
score.{md,json} (candidate and baseline vs. reference).

The reference is cached in bench/accuracy/.cache/ref/ by (repo name, commit, language, generator version);
the commit is `git rev-parse HEAD` of REPO_DIR when it is a git work tree (a --commit that contradicts it is
refused), else --commit, else a hash of the source files' paths and sizes.

TypeScript repos: the repo's third-party dependencies (from all its package.json files) are installed once
into bench/accuracy/.cache/deps/<hash>/ (npm, --ignore-scripts) so the checker sees their types (React's
`this.state`, hooks, ...); --no-deps skips this (faster, but member accesses through untyped values then go
unresolved and the reference loses those edges). Python repos: the declared dependencies the sources import are
installed into .cache/deps/py-<repo>-<hash>/site (pip, --no-deps, wheels only), from which pyright imports their
types (the fields a pydantic or msgspec model takes as keyword arguments); --no-deps skips this too.

Go repos: the reference is a small go/types program (go/reference.go), built once with the local Go toolchain
(no module proxy: GOPROXY=off) into .cache/bin/. Java repos: javac through the JDK compiler API
(java/Reference.java, run with `java` in source-file mode); the classpath is the repository's Maven
dependencies found in the local repository (~/.m2/repository), with their compile-scope dependencies;
--no-deps runs without it. Rust repos: rustc itself (nightly, -Zunpretty=hir-tree/thir-tree: rs/reference.py)
compiles the workspace offline with the dependencies' sources from --vendor (a `cargo vendor` directory;
rs/vendor_mirrors.py builds one from git mirrors where crates.io is out of reach). C repos: clang's AST through
libclang's Python bindings (c/reference.py; PyPI `libclang`, in requirements.txt), one translation unit per .c
file, flags from compile_commands.json or -I for the repository's header folders plus --cflags. C++ repos
(--lang cpp): the same through c/reference_cpp.py, one translation unit per .cc/.cpp/.cxx file (-std=c++17).
PHP repos: the definitions the intelephense language server gives for every name (php/reference.py, intelephense
pinned in php/package.json, installed by `npm ci --prefix bench/accuracy/php`): PHP has no compiler binding
names ahead of run time, an editor's language server is the nearest reference.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # run as a script: the repo root holds `bench`
from bench import free_stem  # noqa: E402

HERE = Path(__file__).resolve().parent
CACHE = HERE / ".cache"
OUTPUTS = ("reference.tsv", "baseline.tsv", "entities.tsv", "files.txt", "stats.json")
OPTIONAL_OUTPUTS = ("reference-notes.tsv", "unconfirmed.tsv")
SRC_EXT = {"ts": (".ts", ".tsx", ".js", ".jsx", ".mts", ".cts", ".mjs", ".cjs"), "py": (".py",), "go": (".go",),
           "java": (".java",), "rs": (".rs",), "c": (".c", ".h"), "php": (".php",),
           "cpp": (".cc", ".cpp", ".cxx", ".c++", ".h", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".inl")}
CONFIG_FILES = ("tsconfig.json", "package.json", "pyproject.toml", "go.mod", "go.work", "pom.xml",
                "compile_commands.json", "composer.json")
SKIP_DIRS = {"node_modules", ".git", "dist", "build", "out", "coverage", "__pycache__", ".venv", "venv"}


def log(msg: str) -> None:
    print(f"[run] {msg}", file=sys.stderr, flush=True)


def sh(cmd, **kw):
    log("$ " + " ".join(str(c) for c in cmd))
    return subprocess.run([str(c) for c in cmd], **kw)


def repo_commit(repo: Path, lang: str, explicit: str | None) -> str:
    r = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True)
    if r.returncode == 0 and (repo / ".git").exists():
        head = r.stdout.strip()
        if explicit and not head.startswith(explicit.lower()):
            # a record labelled with another commit than the tree scored would be wrong
            sys.exit(f"--commit {explicit} is not the checkout's HEAD ({head}); drop --commit or check it out")
        dirty = subprocess.run(["git", "-C", str(repo), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True).stdout.strip()
        return head + ("-dirty" if dirty else "")
    if explicit:
        return explicit
    h = hashlib.sha1()
    for dirpath, dirnames, filenames in os.walk(repo):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for fn in sorted(filenames):
            if fn.endswith(SRC_EXT[lang]) or fn in CONFIG_FILES:
                p = os.path.join(dirpath, fn)
                h.update(f"{os.path.relpath(p, repo)}\0{os.path.getsize(p)}\n".encode())
    return "content-" + h.hexdigest()[:16]


def generator_version(lang: str) -> str:
    h = hashlib.sha1()
    files = {"ts": ["ts/reference.js", "ts/package-lock.json"],
             "py": ["py/reference.py", "py/scip_pb.py", "py/package-lock.json"],
             "go": ["go/reference.go", "go/go.mod"],
             "java": ["java/Reference.java"],
             "rs": ["rs/reference.py"],
             "c": ["c/reference.py"], "cpp": ["c/reference.py", "c/reference_cpp.py"],
             "php": ["php/reference.py", "php/lsp.py", "php/package-lock.json"]}[lang]
    for f in files:
        h.update((HERE / f).read_bytes())
    return h.hexdigest()[:10]


def ensure_node_tools(sub: str) -> None:
    if not (HERE / sub / "node_modules").exists():
        r = sh(["npm", "ci", "--prefix", HERE / sub, "--no-audit", "--no-fund"])
        if r.returncode != 0:
            raise SystemExit(f"npm ci --prefix {HERE / sub} failed")


_IMPORT_RE = re.compile(
    r"""(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"'./][^"']*)["']""", re.M)


def _package_of(spec: str) -> str:
    parts = spec.split("/")
    return "/".join(parts[:2]) if spec.startswith("@") else parts[0]


def collect_ts_deps(repo: Path) -> dict[str, str]:
    """The repo's declared third-party dependencies that its sources actually import, plus every declared
    @types/* package (installing all declared deps of a monorepo pulls in whole toolchains: docusaurus,
    next, firebase, ...)."""
    pkgs, internal, imported = [], set(), set()
    for dirpath, dirnames, filenames in os.walk(repo):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for fn in filenames:
            if fn.endswith(SRC_EXT["ts"]) and ".config." not in fn:  # build configs import toolchains
                try:
                    text = Path(dirpath, fn).read_text(encoding="utf-8", errors="replace")
                except OSError:
                    continue
                imported.update(_package_of(m) for m in _IMPORT_RE.findall(text))
        if "package.json" in filenames:
            try:
                pj = json.loads(Path(dirpath, "package.json").read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(pj, dict):
                pkgs.append((os.path.relpath(dirpath, repo), pj))
                if isinstance(pj.get("name"), str):
                    internal.add(pj["name"])
    pkgs.sort(key=lambda kv: (kv[0] != ".", kv[0]))  # root package.json wins version conflicts
    deps: dict[str, str] = {}
    for _, pj in pkgs:
        for field in ("dependencies", "devDependencies", "peerDependencies", "optionalDependencies"):
            d = pj.get(field)
            if not isinstance(d, dict):
                continue
            for name, ver in d.items():
                if name in internal or name in deps or not isinstance(ver, str):
                    continue
                if name not in imported and not name.startswith("@types/"):
                    continue
                if name.startswith("@types/") and name[len("@types/"):] in ("jest", "chai", "mocha"):
                    continue  # test-runner globals clash with each other and add no repo edges
                if ver.startswith(("workspace:", "file:", "link:", "portal:", "catalog:", "git", "http")) or \
                        "/" in ver and not ver.startswith("npm:"):
                    ver = "*"
                elif re.fullmatch(r"[A-Za-z][\w.-]*", ver) and ver != "latest":
                    ver = "*"  # a dist-tag (nestjs/graphql's "@nestjs/common": "next") the registry may no
                    # longer carry: npm fails the whole install (ETARGET); the latest release is near enough
                deps[name] = ver
    return deps


_NO_VERSION = re.compile(r"No matching version found for (@?[^@\s]+)@")


def relax_missing_version(deps: dict[str, str], npm_errors: str) -> dict[str, str] | None:
    """`deps` with the package npm found no version of (ETARGET: react-admin's `cypress@^15.8.1`, a release this
    registry does not carry; the whole install fails) asked for as `*`, its latest release; None when npm's errors
    name no such package or it is asked for as `*` already."""
    m = _NO_VERSION.search(npm_errors or "")
    if m is None or deps.get(m.group(1), "*") == "*":
        return None
    return {**deps, m.group(1): "*"}


def ensure_ts_deps(repo: Path) -> tuple[Path | None, bool]:
    """(the node_modules of the repo's dependencies, or None; whether their install failed)."""
    deps = collect_ts_deps(repo)
    if not deps:
        return None, False
    key = hashlib.sha1(json.dumps(deps, sort_keys=True).encode()).hexdigest()[:12]
    ddir = CACHE / "deps" / f"{repo.name}-{key}"
    nm = ddir / "node_modules"
    if (ddir / ".done").exists():
        return nm, False
    ddir.mkdir(parents=True, exist_ok=True)
    (ddir / "package.json").write_text(json.dumps({"name": "deps", "private": True, "dependencies": deps},
                                                  indent=1))
    base = ["npm", "install", "--prefix", ddir, "--ignore-scripts", "--no-audit", "--no-fund",
            "--no-package-lock", "--legacy-peer-deps", "--loglevel=error"]
    t = time.time()
    for _ in range(8):
        r = sh(base, capture_output=True, text=True)
        sys.stdout.write(r.stdout)
        sys.stderr.write(r.stderr)
        relaxed = relax_missing_version(deps, r.stderr) if r.returncode != 0 else None
        if relaxed is None:
            break
        deps = relaxed
        (ddir / "package.json").write_text(json.dumps({"name": "deps", "private": True, "dependencies": deps},
                                                      indent=1))
    if r.returncode != 0:
        r = sh(base + ["--force"])
    if r.returncode != 0:
        log("WARNING: installing the repo's dependencies failed; the reference runs without them")
        return (nm if nm.exists() else None), True
    (ddir / ".done").write_text(f"{len(deps)} packages, {time.time() - t:.0f}s\n")
    return nm, False


_PY_IMPORT = re.compile(r"^[ \t]*(?:from|import)[ \t]+([A-Za-z_]\w*)", re.M)
_REQUIREMENT = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)")
# distributions whose import name is not their normalised name
_PY_IMPORT_NAMES = {"pyyaml": "yaml", "beautifulsoup4": "bs4", "python_dateutil": "dateutil", "pillow": "PIL",
                    "scikit_learn": "sklearn", "attrs": "attr", "opencv_python": "cv2", "protobuf": "google",
                    "pyjwt": "jwt", "python_multipart": "multipart", "psycopg2_binary": "psycopg2",
                    "python_jose": "jose"}
# wheels of hundreds of megabytes, typed loosely anyway: not installed
_PY_HEAVY = {"torch", "torchvision", "torchaudio", "tensorflow", "tensorflow_cpu", "jax", "jaxlib", "triton",
             "mxnet", "paddlepaddle", "onnxruntime", "onnxruntime_gpu", "cupy", "xformers", "vllm"}


def _py_dist(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def _py_requirements(pyproject: dict) -> list[str]:
    """The requirement strings a pyproject.toml declares: PEP 621 dependencies and optional ones, PEP 735
    dependency groups, Poetry's (name = version: the name only)."""
    out: list[str] = []
    project = pyproject.get("project") or {}
    out += [r for r in project.get("dependencies") or () if isinstance(r, str)]
    for group in (project.get("optional-dependencies") or {}).values():
        out += [r for r in group or () if isinstance(r, str)]
    for group in (pyproject.get("dependency-groups") or {}).values():
        out += [r for r in group or () if isinstance(r, str)]   # ({include-group = ..} tables left out)
    poetry = (pyproject.get("tool") or {}).get("poetry") or {}
    tables = [poetry.get("dependencies"), poetry.get("dev-dependencies")] + \
        [g.get("dependencies") for g in (poetry.get("group") or {}).values() if isinstance(g, dict)]
    out += [name for table in tables if isinstance(table, dict) for name in table if name.lower() != "python"]
    return out


def collect_py_deps(repo: Path) -> list[str]:
    """The repository's declared third-party Python dependencies (pyproject.toml files, requirements*.txt) that its
    sources import, as requirement strings without markers that exclude this interpreter; the repository's own
    projects and the heaviest machine-learning wheels (_PY_HEAVY) left out. Sorted, one per distribution (the
    first declaration read, the root's first)."""
    import tomllib
    try:
        from packaging.markers import InvalidMarker, Marker
    except ImportError:   # (pytest's dependency; bench/accuracy/requirements.txt)
        Marker = None
    declared: list[tuple[str, str]] = []   # (relative folder, requirement)
    own, imported = set(), set()
    for dirpath, dirnames, filenames in os.walk(repo):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        rel = os.path.relpath(dirpath, repo)
        for fn in sorted(filenames):
            path = Path(dirpath, fn)
            if fn.endswith(".py"):
                try:
                    imported.update(_PY_IMPORT.findall(path.read_text(encoding="utf-8", errors="replace")))
                except OSError:
                    pass
            elif fn == "pyproject.toml":
                try:
                    data = tomllib.loads(path.read_text(encoding="utf-8"))
                except (OSError, ValueError):
                    continue
                for name in ((data.get("project") or {}).get("name"),
                             ((data.get("tool") or {}).get("poetry") or {}).get("name")):
                    if isinstance(name, str):
                        own.add(_py_dist(name))
                declared += [(rel, r) for r in _py_requirements(data)]
            elif fn.startswith("requirements") and fn.endswith(".txt"):
                try:
                    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
                except OSError:
                    continue
                declared += [(rel, line.split(" #")[0].strip()) for line in lines
                             if line.strip() and not line.lstrip().startswith(("#", "-")) and "://" not in line]
    declared.sort(key=lambda rr: (rr[0] != ".", rr[0]))
    deps: dict[str, str] = {}
    for _, requirement in declared:
        m = _REQUIREMENT.match(requirement)
        if m is None:
            continue
        dist = _py_dist(m.group(1))
        if dist in deps or dist in own or dist in _PY_HEAVY or \
                _PY_IMPORT_NAMES.get(dist, dist) not in imported and dist not in imported:
            continue
        spec, _, marker = requirement.partition(";")
        if marker.strip() and Marker is not None:
            try:
                if not Marker(marker.strip()).evaluate({"extra": ""}):
                    continue
            except InvalidMarker:
                pass
        spec = spec.strip()
        deps[dist] = spec if re.fullmatch(r"[A-Za-z0-9._-]+(\[[^\]]*\])?\s*([<>=!~][^@]*)?", spec) else m.group(1)
    return sorted(deps.values(), key=str.lower)


def ensure_py_deps(repo: Path) -> tuple[Path | None, list[str]]:
    """(a folder holding the repo's dependencies for pyright to import from, or None; those that could not be
    installed). Each is installed without its own dependencies (`pip install --no-deps --target`), from wheels only
    (no build, no setup code run); a distribution pip fails on (no wheel, no such version) is tried again alone and
    then left out: its imports stay unresolved, as before this existed. Where every one fails (no registry in
    reach), nothing is kept: (None, all of them), and a later run tries again."""
    deps = collect_py_deps(repo)
    if not deps:
        return None, []
    key = hashlib.sha1(json.dumps(deps).encode()).hexdigest()[:12]
    ddir = CACHE / "deps" / f"py-{repo.name}-{key}"
    if (ddir / ".done").exists():
        return ddir / "site", json.loads((ddir / ".done").read_text()).get("failed", [])
    shutil.rmtree(ddir, ignore_errors=True)
    ddir.mkdir(parents=True)
    base = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
            "--no-compile", "--only-binary=:all:", "--target", ddir / "site"]
    t = time.time()
    failed: list[str] = []
    if sh(base + deps).returncode != 0:
        for dep in deps:
            r = sh(base + [dep] + (["--upgrade"] if (ddir / "site").exists() else []))
            if r.returncode != 0:
                failed.append(dep)
    if failed:
        log(f"WARNING: {len(failed)} of {len(deps)} dependencies not installed: {', '.join(failed)}")
    if len(failed) == len(deps):
        shutil.rmtree(ddir, ignore_errors=True)
        return None, failed
    (ddir / ".done").write_text(json.dumps({"packages": deps, "failed": failed,
                                            "seconds": round(time.time() - t)}, indent=1) + "\n")
    return ddir / "site", failed


def ensure_go_reference() -> Path:
    """Build go/reference.go once per generator version (stdlib only: no module download)."""
    if shutil.which("go") is None:
        raise SystemExit("go is not installed (Debian: apt-get install golang-go): the Go reference needs go/types")
    exe = CACHE / "bin" / f"goreference-{generator_version('go')}"
    if not exe.exists():
        exe.parent.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, GOPROXY="off", GOFLAGS="-mod=mod", GOWORK="off")
        r = sh(["go", "build", "-o", exe, "."], cwd=HERE / "go", env=env)
        if r.returncode != 0:
            raise SystemExit("building bench/accuracy/go/reference.go failed")
    return exe


M2 = Path(os.environ.get("M2_REPO", Path.home() / ".m2" / "repository"))
_POM_DEP = re.compile(r"<dependency>(.*?)</dependency>", re.S)


def _pom_field(block: str, name: str) -> str:
    m = re.search(rf"<{name}>\s*([^<]*?)\s*</{name}>", block)
    return m.group(1) if m else ""


def _local_artifact(group: str, artifact: str, version: str) -> Path | None:
    """The artifact's folder in the local Maven repository: the version asked for, else the newest there."""
    base = M2 / Path(*group.split(".")) / artifact
    if not base.is_dir():
        return None
    if version and not version.startswith("$") and (base / version / f"{artifact}-{version}.pom").exists():
        return base / version
    def vkey(p: Path):
        return [(0, int(x), "") if x.isdigit() else (1, 0, x) for x in re.split(r"[.-]", p.name)]
    versions = sorted((d for d in base.iterdir() if (d / f"{d.parent.name}-{d.name}.pom").exists()), key=vkey)
    return versions[-1] if versions else None


def maven_classpath(repo: Path, depth: int = 4) -> list[Path]:
    """Jars of the dependencies declared in the repo's pom.xml files (any scope) that exist in ~/.m2, plus their
    compile/runtime dependencies (transitively, `depth` levels): no download, whatever is there."""
    todo, own = [], set()
    for pom in sorted(repo.rglob("pom.xml")):
        if any(part in SKIP_DIRS or part.startswith(".") for part in pom.relative_to(repo).parts[:-1]):
            continue
        text = pom.read_text(encoding="utf-8", errors="replace")
        head = re.sub(r"<(parent|dependencies|dependencyManagement|build|profiles)>.*?</\1>", "", text, flags=re.S)
        own.add(_pom_field(head, "artifactId"))     # the project itself: its sources, never an older jar of it
        text = re.sub(r"<dependencyManagement>.*?</dependencyManagement>", "", text, flags=re.S)
        text = re.sub(r"<plugins>.*?</plugins>", "", text, flags=re.S)
        todo += [(_pom_field(b, "groupId"), _pom_field(b, "artifactId"), _pom_field(b, "version"), 0)
                 for b in _POM_DEP.findall(text)]
    seen, jars = set(), []
    while todo:
        group, artifact, version, level = todo.pop(0)
        if not group or not artifact or (group, artifact) in seen or artifact in own:
            continue
        seen.add((group, artifact))
        folder = _local_artifact(group, artifact, version)
        if folder is None:
            continue
        jar = folder / f"{artifact}-{folder.name}.jar"
        if jar.exists():
            jars.append(jar)
        if level >= depth:
            continue
        pom_text = (folder / f"{artifact}-{folder.name}.pom").read_text(encoding="utf-8", errors="replace")
        pom_text = re.sub(r"<dependencyManagement>.*?</dependencyManagement>", "", pom_text, flags=re.S)
        for b in _POM_DEP.findall(pom_text):
            if _pom_field(b, "scope") in ("test", "provided", "system", "import") or \
                    _pom_field(b, "optional") == "true":
                continue
            todo.append((_pom_field(b, "groupId"), _pom_field(b, "artifactId"), _pom_field(b, "version"),
                         level + 1))
    return jars


def cached_reference_usable(cached: Path) -> bool:
    """Whether a cached reference is the answer for its key: built to the end, and (TypeScript, Python) not without the
    dependencies it was to have, whose install failed (a later run tries again)."""
    stats = cached / "stats.json"
    return stats.exists() and not json.loads(stats.read_text()).get("deps_install_failed")


def build_reference(repo: Path, lang: str, dest: Path, use_deps: bool, vendor: str | None = None,
                    cflags: str = "", include_dts: bool = False) -> None:
    tmp = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    t = time.time()
    deps_failed, py_failed = False, []
    if lang == "ts":
        ensure_node_tools("ts")
        cmd = ["node", "--max-old-space-size=8192", HERE / "ts" / "reference.js", repo, tmp]
        if use_deps:
            # an install that failed: the reference is built, but not kept as the cache's answer, so that a later
            # run tries again (react-admin's, before relax_missing_version)
            nm, deps_failed = ensure_ts_deps(repo)
            if nm:
                cmd += ["--deps", nm]
        if include_dts:
            cmd.append("--include-dts")
    elif lang == "go":
        cmd = [ensure_go_reference(), repo, tmp]
    elif lang == "java":
        if shutil.which("java") is None:
            raise SystemExit("java (JDK 17+) is not installed: the Java reference runs javac through it")
        cmd = ["java", "-Xmx3g", HERE / "java" / "Reference.java", repo, tmp]
        jars = maven_classpath(repo) if use_deps else []
        if jars:
            cmd += ["--classpath", os.pathsep.join(str(j) for j in jars)]
    elif lang == "rs":
        if not vendor:
            raise SystemExit("--lang rs needs --vendor DIR (the dependencies' sources: see bench/accuracy/README.md)")
        cmd = [sys.executable, HERE / "rs" / "reference.py", repo, tmp, "--vendor", Path(vendor).resolve()]
    elif lang in ("c", "cpp"):
        try:
            import clang.cindex  # noqa: F401
        except ImportError:
            raise SystemExit("the C reference needs libclang's Python bindings: pip install -r "
                             "bench/accuracy/requirements.txt") from None
        script = "reference.py" if lang == "c" else "reference_cpp.py"
        cmd = [sys.executable, HERE / "c" / script, repo, tmp] + ([f"--cflags={cflags}"] if cflags else [])
    elif lang == "php":
        ensure_node_tools("php")
        cmd = [sys.executable, HERE / "php" / "reference.py", repo, tmp]
    else:
        ensure_node_tools("py")
        cmd = [sys.executable, HERE / "py" / "reference.py", repo, tmp]
        site, py_failed = ensure_py_deps(repo) if use_deps else (None, [])
        if site is not None:
            cmd += ["--deps", site]
        elif py_failed:   # none installed: the reference is built, but not kept as the cache's answer
            deps_failed = True
    t = time.time()
    r = sh(cmd)
    if r.returncode != 0:
        raise SystemExit(f"reference generator failed ({r.returncode})")
    stats = json.loads((tmp / "stats.json").read_text())
    stats["seconds_wall"] = round(time.time() - t, 1)
    stats["command"] = " ".join(str(c) for c in cmd)
    if deps_failed:
        stats["deps_install_failed"] = True
    if py_failed:
        stats["deps_not_installed"] = py_failed
    (tmp / "stats.json").write_text(json.dumps(stats, indent=2) + "\n")
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("--lang", required=True, choices=["ts", "py", "go", "java", "rs", "c", "cpp", "php"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--candidate", help="candidate edge TSV to score")
    ap.add_argument("--files", help="the candidate's indexed files (one per line), to restrict the universe")
    ap.add_argument("--targets-only", help="the candidate's files indexed for their declarations only "
                    "(generated code), one per line: edges from them are not scored")
    ap.add_argument("--commit", help="cache key when REPO_DIR is not a git work tree")
    ap.add_argument("--no-deps", action="store_true",
                    help="TS, Python: do not install the repo's dependencies; Java: no classpath from ~/.m2")
    ap.add_argument("--force", action="store_true", help="rebuild the reference even if cached")
    ap.add_argument("--vendor", help="Rust: a cargo-vendor directory of the repo's dependencies")
    ap.add_argument("--cflags", default="", help="C: extra clang flags (-D..., -I...) when the repository has no "
                    "compile_commands.json (part of the cache key)")
    ap.add_argument("--include-dts", action="store_true",
                    help="TS: the repo's own .d.ts files are scored too, as targets and sources (their ambient "
                         "declarations: `declare const __DEV__`, global interfaces, `declare module` blocks)")
    ap.add_argument("--title", help="title of the score reports")
    ap.add_argument("--record", metavar="PREFIX",
                    help="also write PREFIX.md / PREFIX.json (e.g. bench/results/accuracy-REPO-DATE): the "
                         "baseline score with the command line and the reference's statistics")
    args = ap.parse_args(argv)

    repo = Path(args.repo).resolve()
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    commit = repo_commit(repo, args.lang, args.commit)
    variant = {"ts": "nodeps" if args.no_deps else "deps", "py": "pyright" if args.no_deps else "pyright-deps",
               "go": "gotypes",
               "java": "javac-nodeps" if args.no_deps else "javac", "rs": "rustc", "c": "libclang",
               "cpp": "libclang", "php": "intelephense"}[args.lang]
    if args.include_dts and args.lang == "ts":
        variant += "-dts"
    if args.cflags:
        variant += "-" + hashlib.sha1(args.cflags.encode()).hexdigest()[:8]
    if args.lang == "java" and not args.no_deps:   # the classpath found in ~/.m2 is part of the cache key
        jars = "\n".join(str(j) for j in maven_classpath(repo))
        variant += "-" + hashlib.sha1(jars.encode()).hexdigest()[:8]
    key = f"{repo.name}-{commit[:16]}-{args.lang}-{variant}-{generator_version(args.lang)}"
    cached = CACHE / "ref" / key
    if args.force or not cached_reference_usable(cached):
        log(f"building reference {key}")
        build_reference(repo, args.lang, cached, not args.no_deps, args.vendor, args.cflags,
                        args.include_dts and args.lang == "ts")
    else:
        log(f"using cached reference {cached}")
    for f in OUTPUTS + OPTIONAL_OUTPUTS:
        if (cached / f).exists():
            shutil.copyfile(cached / f, out / f)
    meta = {"repo": str(repo), "commit": commit, "lang": args.lang, "cache_key": key}
    (out / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")

    score = HERE / "score.py"
    title = args.title or f"{repo.name} @ {commit[:12]} ({args.lang})"
    base = [sys.executable, score, "--reference", out / "reference.tsv"]
    extra = (["--files", args.files] if args.files else []) + \
        (["--targets-only", args.targets_only] if args.targets_only else [])
    sh(base + ["--baseline", out / "baseline.tsv", "--json", out / "score-baseline.json",
               "--md", out / "score-baseline.md", "--title", f"{title}: reference vs. name-matching baseline"]
       + extra, check=True)
    if args.candidate:
        sh(base + ["--candidate", args.candidate, "--baseline", out / "baseline.tsv", "--json",
                   out / "score.json", "--md", out / "score.md", "--title", f"{title}: candidate"] + extra,
           check=True)
    if args.record:
        record(Path(args.record), args, meta, out)
    return 0


def record(prefix: Path, args, meta: dict, out: Path) -> None:
    stats = json.loads((out / "stats.json").read_text())
    # with a candidate, its score (which also carries the baseline's) is the record
    which = "score" if args.candidate else "score-baseline"
    base = json.loads((out / f"{which}.json").read_text())
    cmd = "python bench/accuracy/run.py " + " ".join(
        a if " " not in a else repr(a) for a in sys.argv[1:])
    keep = {k: v for k, v in stats.items() if not isinstance(v, list) or len(v) <= 10}
    lines = [
        f"# Accuracy: {Path(meta['repo']).name} @ {meta['commit'][:12]} ({meta['lang']})",
        "",
        f"Date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}. Reference: {stats.get('tool')}.",
        "",
        "Command:",
        "",
        "```",
        cmd,
        "```",
        "",
        "Reference generator statistics:",
        "",
        "```json",
        json.dumps(keep, indent=1),
        "```",
        "",
    ]
    md = (out / f"{which}.md").read_text()
    md = md.replace("# ", "## ", 1)
    lines.append(md)
    prefix.parent.mkdir(parents=True, exist_ok=True)
    prefix = Path(free_stem(str(prefix)))   # a second run the same day adds a record, it does not replace one
    Path(f"{prefix}.md").write_text("\n".join(lines))
    Path(f"{prefix}.json").write_text(json.dumps(
        {"meta": meta, "command": cmd, "reference_stats": stats, "score": base}, indent=2) + "\n")
    log(f"recorded {prefix}.md / .json")


if __name__ == "__main__":
    sys.exit(main())
