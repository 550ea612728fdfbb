#!/usr/bin/env python3
"""Assemble a `cargo vendor`-style directory for a Cargo.lock from local git mirrors of the crates' repositories.

    python bench/accuracy/rs/vendor_mirrors.py CARGO_LOCK OUT_DIR --mirrors DIR [--map owner+name=crate,...]

Where crates.io is reachable, `cargo vendor` in the repository gives the same directory and this script is
not needed. Here it is not (see README.md): the dependencies' sources come from git mirrors
(DIR/<owner>+<name>/repo, bare repositories), each crate taken at the tag of its locked version when the
mirror has one (`1.2.3`, `v1.2.3`, `<crate>-1.2.3`), else at the mirror's HEAD (reported). What cargo vendor
does to a manifest is imitated: workspace-inherited fields are filled in from the mirror's root manifest,
`[lints]`/`[workspace]` tables dropped, exact pins between sibling crates (`=1.0.228`) relaxed, and the
locked version written back. Packages with no mirror (Windows-only, optional, C-library bindings) become
empty stub crates that declare every feature the manifests ask of them: enough for cargo to resolve the
lock; a target that needs their code fails to compile and is reported by reference.py.
Compatibility shims for mirrors older than the lock are listed in SHIMS (one so far).
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys

# crate -> mirror (owner+name) for the dependencies of BurntSushi/ripgrep
REPOS = {
    "memchr": "BurntSushi+memchr", "aho-corasick": "BurntSushi+aho-corasick", "bstr": "BurntSushi+bstr",
    "regex": "rust-lang+regex", "regex-automata": "rust-lang+regex", "regex-syntax": "rust-lang+regex",
    "log": "rust-lang+log", "termcolor": "BurntSushi+termcolor", "crossbeam-deque": "crossbeam-rs+crossbeam",
    "crossbeam-epoch": "crossbeam-rs+crossbeam", "crossbeam-utils": "crossbeam-rs+crossbeam",
    "crossbeam-channel": "crossbeam-rs+crossbeam", "same-file": "BurntSushi+same-file",
    "walkdir": "BurntSushi+walkdir", "encoding_rs": "hsivonen+encoding_rs",
    "encoding_rs_io": "BurntSushi+encoding_rs_io", "memmap2": "RazrFalcon+memmap2-rs", "libc": "rust-lang+libc",
    "anyhow": "dtolnay+anyhow", "lexopt": "blyxxyz+lexopt", "serde_json": "serde-rs+json",
    "serde": "serde-rs+serde", "serde_core": "serde-rs+serde", "serde_derive": "serde-rs+serde",
    "itoa": "dtolnay+itoa", "zmij": "dtolnay+zmij", "textwrap": "mgeisler+textwrap", "cfg-if": "rust-lang+cfg-if",
    "syn": "dtolnay+syn", "quote": "dtolnay+quote", "proc-macro2": "dtolnay+proc-macro2",
    "unicode-ident": "dtolnay+unicode-ident", "glob": "rust-lang+glob", "redb": "cberner+redb",
    "fst": "BurntSushi+fst",
}
# (crate, file, anchor, text inserted before the anchor): APIs a newer locked version added
SHIMS = [
    ("regex-automata", "src/util/pool.rs", "    pub fn new(create: F) -> Pool<T, F> {",
     "    /// (vendor_mirrors.py shim: added in 0.4.18, the mirror may hold an older version)\n"
     "    pub fn with_available_parallelism_capacity(create: F) -> Pool<T, F> {\n"
     "        Pool::new(create)\n    }\n\n"),
]


def git(mirrors: str, repo: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "--git-dir", os.path.join(mirrors, repo, "repo"), *args], capture_output=True)


def extract(mirrors: str, repo: str, name: str, version: str, dest: str) -> str | None:
    """Write the crate `name` from the mirror into dest; the ref used, or None when the crate is not there."""
    tags = set(git(mirrors, repo, "tag").stdout.decode().split())
    ref = next((t for t in (version, f"v{version}", f"{name}-{version}", f"{name}-v{version}") if t in tags), None)
    rev = ref or "HEAD"
    listing = git(mirrors, repo, "ls-tree", "-r", "--full-tree", rev).stdout.decode().splitlines()
    entries = [(ln.split("\t", 1)[1], ln.split()[2]) for ln in listing if ln.split()[1] == "blob"]
    by_path = dict(entries)
    links = {ln.split("\t", 1)[1] for ln in listing if ln.split()[0] == "120000"}
    found = None
    for p, sha in sorted(entries, key=lambda e: e[0].count("/")):
        if p.rsplit("/", 1)[-1] == "Cargo.toml" and p.count("/") <= 2:
            m = git(mirrors, repo, "cat-file", "blob", sha).stdout.decode("utf-8", "replace")
            pk = m.split("[package]", 1)[1] if "[package]" in m else ""
            if re.search(r'^name\s*=\s*"' + re.escape(name) + '"', pk, re.M):
                found = p[:-len("Cargo.toml")]
                break
    if found is None:
        return None
    for p, sha in entries:
        if not p.startswith(found):
            continue
        if p in links:   # a symlink (crossbeam's build-common.rs): the file it points to
            target = os.path.normpath(os.path.join(os.path.dirname(p),
                                                   git(mirrors, repo, "cat-file", "blob", sha).stdout.decode()))
            sha = by_path.get(target, sha)
        data = git(mirrors, repo, "cat-file", "blob", sha)
        if data.returncode != 0:
            continue   # a large file the mirror does not hold (test data)
        f = os.path.join(dest, p[len(found):])
        os.makedirs(os.path.dirname(f), exist_ok=True)
        with open(f, "wb") as fh:
            fh.write(data.stdout)
    root = git(mirrors, repo, "show", f"{rev}:Cargo.toml").stdout.decode("utf-8", "replace")
    fix_manifest(os.path.join(dest, "Cargo.toml"), root, version)
    return rev


def fix_manifest(path: str, root_manifest: str, version: str) -> None:
    text = open(path, encoding="utf-8").read()
    wsp = root_manifest.split("[workspace.package]", 1)[1].split("\n[", 1)[0] \
        if "[workspace.package]" in root_manifest else ""

    def inherit(m):
        v = re.search(r"^" + re.escape(m.group(1)) + r"\s*=\s*(.+)$", wsp, re.M)
        if not v or v.group(1).count("[") != v.group(1).count("]"):
            return ""   # absent, or a list over several lines (include/exclude: not needed to build)
        return f"{m.group(1)} = {v.group(1)}"
    text = re.sub(r"^([\w-]+)\.workspace\s*=\s*true\s*$", inherit, text, flags=re.M)
    wsd = root_manifest.split("[workspace.dependencies]", 1)[1].split("\n[", 1)[0] \
        if "[workspace.dependencies]" in root_manifest else ""

    def workspace_version(line: str) -> str:
        dep = re.match(r"\s*([\w-]+)\s*=", line)
        v = re.search(r'^' + re.escape(dep.group(1)) + r'\s*=\s*(?:"([^"]+)"|\{[^}]*version\s*=\s*"([^"]+)")',
                      wsd, re.M) if dep else None
        return f'version = "{(v.group(1) or v.group(2)) if v else "*"}"'
    out, section = [], ""
    for line in text.splitlines():
        st = line.strip()
        if st.startswith("["):
            section = st
        if section == "[lints]" or section.startswith("[workspace") or re.match(r'^workspace\s*=\s*"', st):
            continue
        out.append(re.sub(r"\bworkspace\s*=\s*true", lambda _m, line=line: workspace_version(line), line))
    text = "\n".join(out) + "\n"
    text = re.sub(r'"=[0-9][0-9.]*"', '"*"', text)
    head, sep, rest = text.partition("[package]")
    rest = re.sub(r'^(version\s*=\s*)"[^"]+"', lambda m: f'{m.group(1)}"{version}"', rest, count=1, flags=re.M)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + sep + rest)


def stub_features(out: str, stubs: dict[str, str], manifests: list[str]) -> None:
    feats = {n: set() for n in stubs}
    for f in manifests:
        s = open(f, encoding="utf-8", errors="replace").read()
        for m in re.finditer(r"^\s*([\w-]+)\s*=\s*\{([^}]*)\}", s, re.M):
            pk = re.search(r'package\s*=\s*"([^"]+)"', m.group(2))
            name = pk.group(1) if pk else m.group(1)
            fm = re.search(r"features\s*=\s*\[([^\]]*)\]", m.group(2))
            if name in feats and fm:
                feats[name].update(re.findall(r'"([^"]+)"', fm.group(1)))
        for m in re.finditer(r"^\[(?:target\.[^\]]*\.)?(?:dev-|build-)?dependencies\.([\w-]+)\]\n((?:[^\[].*\n?)*)",
                             s, re.M):
            fm = re.search(r"features\s*=\s*\[([^\]]*)\]", m.group(2))
            if m.group(1) in feats and fm:
                feats[m.group(1)].update(re.findall(r'"([^"]+)"', fm.group(1)))
        for m in re.finditer(r'"([\w-]+)/([\w-]+)"', s):   # feature = ["dep/feat"]
            if m.group(1) in feats:
                feats[m.group(1)].add(m.group(2))
    for name, d in stubs.items():
        with open(os.path.join(out, d, "Cargo.toml"), "a", encoding="utf-8") as fh:
            fh.write("[features]\ndefault = []\n" + "".join(f'"{x}" = []\n' for x in sorted(feats[name] - {"default"})))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("lock")
    ap.add_argument("out")
    ap.add_argument("--mirrors", required=True)
    args = ap.parse_args(argv)
    text = open(args.lock, encoding="utf-8").read()
    pkgs = re.findall(r'\[\[package\]\]\nname = "([^"]+)"\nversion = "([^"]+)"\n(source = "[^"]+")?', text)
    os.makedirs(args.out, exist_ok=True)
    report, stubs = {}, {}
    for name, version, source in pkgs:
        if not source:
            continue   # a workspace member
        d = f"{name}-{version}"
        dest = os.path.join(args.out, d)
        shutil.rmtree(dest, ignore_errors=True)
        repo = REPOS.get(name)
        how = None
        if repo and os.path.isdir(os.path.join(args.mirrors, repo, "repo")):
            how = extract(args.mirrors, repo, name, version, dest)
        if how is None:
            os.makedirs(os.path.join(dest, "src"), exist_ok=True)
            with open(os.path.join(dest, "Cargo.toml"), "w") as fh:
                fh.write(f'[package]\nname = "{name}"\nversion = "{version}"\nedition = "2015"\n'
                         '[lib]\npath = "src/lib.rs"\n')
            open(os.path.join(dest, "src", "lib.rs"), "w").close()
            stubs[name] = d
            how = "stub"
        with open(os.path.join(dest, ".cargo-checksum.json"), "w") as fh:
            json.dump({"files": {}, "package": None}, fh)
        report[d] = how
    lock_dir = os.path.dirname(os.path.abspath(args.lock))
    manifests = glob.glob(os.path.join(args.out, "*", "Cargo.toml")) + \
        glob.glob(os.path.join(lock_dir, "**", "Cargo.toml"), recursive=True)
    stub_features(args.out, stubs, manifests)
    for crate, rel, anchor, insert in SHIMS:
        for d in glob.glob(os.path.join(args.out, f"{crate}-*", rel)):
            s = open(d, encoding="utf-8").read()
            if anchor in s and insert not in s:
                with open(d, "w", encoding="utf-8") as fh:
                    fh.write(s.replace(anchor, insert + anchor, 1))
    with open(os.path.join(args.out, "vendor-report.json"), "w") as fh:
        json.dump(report, fh, indent=1)
    for k, v in sorted(report.items()):
        print(f"{k}\t{v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
