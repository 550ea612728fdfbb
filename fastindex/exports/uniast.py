"""ABCoder UniAST export (cloudwego/abcoder, docs/uniast-en.md, Go types in lang/uniast/ast.go, node.go).

Written against UniAST v0.1.5 as of abcoder commit 535eb66868b652bff67d571789c5536781e4a3f5. The mapping
(and what it leaves out) is documented in docs/exports.md. In short:

- Repository -> Modules (one per project folder with a manifest and language) -> Packages (a Python package
  = dotted folder, a TypeScript/JavaScript folder) -> Functions / Types / Vars, plus the Graph built the way
  abcoder's `Repository.BuildGraph` builds it from those entities' dependency lists.
- Entities are the non-local definitions (docs/entity-edges.md) other than properties and modules; methods are
  named `Type.method`. A reference made inside a local definition (nested function, lambda) or a property
  counts for its nearest entity (a property's class).
- `Content` comes from the snapshot when it embeds the sources (`index --with-source`), else from the
  repository root recorded in the snapshot, only when the file there still has the indexed digest;
  otherwise it is "".

Nothing here parses source code: everything comes from the snapshot (plus manifests and file contents read
from the recorded root when present).
"""
from __future__ import annotations

import json
import os
import re
import sys

from .. import __version__
from ..map.table import content_digest
from ..output import is_stdout, replacing
from ..snapshot.api import Snapshot
from .jsonl import safe_path

AST_VERSION = "v0.1.5"
SPEC_COMMIT = "535eb66868b652bff67d571789c5536781e4a3f5"

# fastindex language -> UniAST Language (abcoder's NewLanguage: ts/js/javascript are "typescript"). Files in a
# language not listed here are left out of the export.
LANGUAGES = {"python": "python", "typescript": "typescript", "tsx": "typescript", "javascript": "typescript",
             "jsx": "typescript", "go": "go", "rust": "rust", "java": "java", "kotlin": "kotlin", "c": "cxx",
             "cpp": "cpp"}
MANIFESTS = {"python": ("pyproject.toml", "setup.py", "setup.cfg"), "typescript": ("package.json",),
             "go": ("go.mod",), "rust": ("Cargo.toml",), "java": ("pom.xml", "build.gradle", "build.gradle.kts"),
             "kotlin": ("build.gradle.kts", "build.gradle", "pom.xml")}
TYPE_KINDS = {"class": "struct", "interface": "interface", "type": "typedef", "enum": "enum"}
FUNC_KINDS = ("function", "method")
VAR_KINDS = ("variable", "constant")
TEST_FOLDERS = {"test", "tests", "__tests__", "testing"}
TEST_FILE = re.compile(r"(^test_.*\.py$|_test\.py$|^conftest\.py$|\.(test|spec)\.[cm]?[jt]sx?$)")
IDENT = re.compile(r"[A-Za-z_$][\w$]*")

FUNC, TYPE, VAR = "FUNC", "TYPE", "VAR"


def _toml():
    """The TOML reader: tomllib, tomli before Python 3.11 (a dependency there)."""
    try:
        import tomllib
    except ModuleNotFoundError:
        import tomli as tomllib
    return tomllib


def _identity(mod: str, pkg: str, name: str) -> dict:
    return {"ModPath": mod, "PkgPath": pkg, "Name": name}


def _full(ident: dict) -> str:
    return f"{ident['ModPath']}?{ident['PkgPath']}#{ident['Name']}"


# ---------------------------------------------------------------------------------------------------- projects

class _Root:
    """The repository root recorded in the snapshot, read only when it is still there."""

    def __init__(self, root) -> None:
        self.path = os.path.realpath(root) if isinstance(root, str) and root and os.path.isdir(root) else None

    def file(self, rel: str) -> str | None:
        """The absolute path of `rel` if it is a regular file that stays inside the root (no symlink escapes)."""
        if self.path is None or safe_path(rel) is None:
            return None
        p = os.path.realpath(os.path.join(self.path, rel))
        if not p.startswith(self.path + os.sep) or not os.path.isfile(p):
            return None
        return p

    def read(self, rel: str, limit: int = 64 * 1024 * 1024) -> bytes | None:
        p = self.file(rel)
        if p is None:
            return None
        try:
            if os.path.getsize(p) > limit:
                return None
            with open(p, "rb") as fh:
                return fh.read()
        except OSError:
            return None


def _manifest_info(root: _Root, folder: str, manifest: str) -> tuple[str, str, dict]:
    """(name, version, dependencies) from a manifest; empty strings when it cannot be read."""
    rel = f"{folder}/{manifest}" if folder else manifest
    data = root.read(rel, 4 * 1024 * 1024)
    if data is None:
        return "", "", {}
    try:
        if manifest == "package.json":
            doc = json.loads(data.decode("utf-8"))
            if not isinstance(doc, dict):
                return "", "", {}
            deps = {}
            for key in ("dependencies", "devDependencies", "peerDependencies"):
                section = doc.get(key)
                if isinstance(section, dict):
                    deps.update({str(k): f"{k}@{v}" for k, v in section.items() if isinstance(v, str)})
            return str(doc.get("name") or ""), str(doc.get("version") or ""), deps
        if manifest == "pyproject.toml":
            doc = _toml().loads(data.decode("utf-8"))
            project = doc.get("project") or doc.get("tool", {}).get("poetry") or {}
            return str(project.get("name") or ""), str(project.get("version") or ""), {}
        if manifest == "go.mod":
            m = re.search(r"^module\s+(\S+)", data.decode("utf-8"), re.M)
            return (m.group(1).strip('"') if m else ""), "", {}
        if manifest == "Cargo.toml":
            package = _toml().loads(data.decode("utf-8")).get("package") or {}
            version = package.get("version")
            return str(package.get("name") or ""), version if isinstance(version, str) else "", {}
        if manifest == "setup.cfg":
            import configparser

            cp = configparser.ConfigParser(interpolation=None)
            cp.read_string(data.decode("utf-8"))
            if cp.has_section("metadata"):
                return cp.get("metadata", "name", fallback=""), cp.get("metadata", "version", fallback=""), {}
    except Exception:  # a malformed manifest only costs the module its name
        return "", "", {}
    return "", "", {}


class _Projects:
    """Which module each file belongs to: the nearest folder holding a manifest of the file's language."""

    def __init__(self, root: _Root, repo_name: str) -> None:
        self.root = root
        self.repo_name = repo_name
        self._has: dict[tuple[str, str], str | None] = {}
        self.modules: dict[tuple[str, str], dict] = {}      # (dir, language) -> module info

    def _manifest_in(self, folder: str, language: str) -> str | None:
        key = (folder, language)
        if key not in self._has:
            found = None
            for m in MANIFESTS.get(language, ()):
                if self.root.file(f"{folder}/{m}" if folder else m) is not None:
                    found = m
                    break
            self._has[key] = found
        return self._has[key]

    def project_of(self, path: str, language: str) -> tuple[str, str]:
        folder = path.rsplit("/", 1)[0] if "/" in path else ""
        if self.root.path is not None:
            while True:
                if self._manifest_in(folder, language) is not None:
                    return folder, language
                if not folder:
                    break
                folder = folder.rsplit("/", 1)[0] if "/" in folder else ""
        return "", language

    def describe(self, keys) -> dict[tuple[str, str], dict]:
        """Module name / version / dependencies per (dir, language), names unique."""
        out = {}
        for folder, language in sorted(keys):
            manifest = self._manifest_in(folder, language) if self.root.path is not None else None
            name, version, deps = _manifest_info(self.root, folder, manifest) if manifest else ("", "", {})
            if not name:
                name = folder.rsplit("/", 1)[-1] if folder else self.repo_name
            out[(folder, language)] = {"name": name, "version": version, "deps": deps, "dir": folder or "."}
        seen: dict[str, int] = {}
        for info in out.values():
            seen[info["name"]] = seen.get(info["name"], 0) + 1
        for (folder, language), info in out.items():
            if seen[info["name"]] > 1:
                info["name"] = f"{info['name']}:{language}" if folder == "" else f"{info['name']}:{folder}:{language}"
        return out


# ------------------------------------------------------------------------------------------------------- export

class _Entity:
    __slots__ = ("file", "index", "d", "node", "ntype", "ident", "fileline", "deps", "anon", "methods",
                 "parent_entity")

    def __init__(self, file, index, d, ntype):
        self.file = file
        self.index = index
        self.d = d
        self.ntype = ntype
        self.ident: dict = {}
        self.deps: dict[str, dict] = {}          # slot -> {full: (line, col, dependency)}
        self.anon: list = []
        self.methods: dict[str, dict] = {}
        self.parent_entity = None


def _line_starts(data: bytes) -> list[int]:
    starts = [0]
    find = data.find
    i = find(b"\n")
    while i >= 0:
        starts.append(i + 1)
        i = find(b"\n", i + 1)
    return starts


def _is_public(name: str, language: str, signature: str) -> bool:
    if language == "python":
        return not name.startswith("_") or (name.startswith("__") and name.endswith("__"))
    if name.startswith("#"):
        return False
    return not re.match(r"\s*(private|protected)\b", signature or "")


def build_uniast(snap: Snapshot, include_heuristic: bool = False) -> dict:
    """The UniAST Repository document (a JSON-able dict). Edges resolved by name matching only (provenance
    `heuristic`) are left out unless `include_heuristic`."""
    meta = snap.meta
    root_text = meta.get("root") if isinstance(meta.get("root"), str) else ""
    root = _Root(root_text)
    repo_name = os.path.basename(os.path.normpath(root_text)) if root_text else "repo"
    files = snap.files
    nodes = snap.nodes
    index = snap.node_index

    # Files we export: a safe path and a language UniAST knows.
    keep = [safe_path(f.path) is not None and f.language in LANGUAGES for f in files]
    projects = _Projects(root, repo_name or "repo")
    project_of = {}
    for i, f in enumerate(files):
        if keep[i]:
            project_of[i] = projects.project_of(f.path, LANGUAGES[f.language])
    modules_info = projects.describe(set(project_of.values()))

    # File contents: embedded in the snapshot (index --with-source), or from the disk when the file there
    # still has the indexed digest. Not kept: a file is read once for the line offsets of its reference sites
    # and once more for its entities' Content.
    def data_of(i: int) -> bytes | None:
        if snap.has_sources:
            return snap.source(files[i].path)
        data = root.read(files[i].path)
        if data is not None and content_digest(data) != files[i].digest:
            return None
        return data

    line_starts: dict[int, list[int] | None] = {}

    def offset_of(i: int, line: int, col: int) -> int | None:
        if i not in line_starts:
            data = data_of(i)
            line_starts[i] = _line_starts(data) if data is not None else None
        starts = line_starts[i]
        if starts is None or line < 1 or line > len(starts):
            return None
        return starts[line - 1] + col

    # Packages: (module key, pkg path) per file.
    src_layout = {}

    def pkg_path(i: int) -> str:
        f = files[i]
        folder_key = project_of[i]
        mod_dir = folder_key[0]
        rel = f.path[len(mod_dir) + 1:] if mod_dir else f.path
        folder = rel.rsplit("/", 1)[0] if "/" in rel else ""
        if folder_key[1] == "python":
            if folder_key not in src_layout:
                init = f"{mod_dir}/src/__init__.py" if mod_dir else "src/__init__.py"
                src_layout[folder_key] = init not in index.file_ids
            if src_layout[folder_key] and (folder == "src" or folder.startswith("src/")):
                folder = folder[4:]
            return folder.replace("/", ".") if folder else "."
        if folder_key[1] == "go":                 # Go import paths: the module path, then the folder
            name = modules_info[folder_key]["name"]
            return f"{name}/{folder}" if folder else name
        return folder or "."

    # Entities: non-local definitions other than properties/modules, named uniquely per package.
    entities: dict[int, _Entity] = {}           # node id -> entity
    owner_of: dict[int, int | None] = {}        # definition node id -> entity node id that owns its references
    used_names: dict[tuple, set] = {}
    file_pkg: dict[int, tuple[str, str]] = {}
    for i, f in enumerate(files):
        if not keep[i]:
            continue
        mod = modules_info[project_of[i]]["name"]
        pkg = pkg_path(i)
        file_pkg[i] = (mod, pkg)
        names = used_names.setdefault((mod, pkg), set())
        base = index.def_base[f.path]
        basename = f.path.rsplit("/", 1)[-1]
        for j, d in enumerate(f.definitions):
            nid = base + j
            parent_nid = base + d.parent if d.parent >= 0 else None
            if d.local or d.kind in ("property", "module") or not (
                    d.kind in FUNC_KINDS or d.kind in TYPE_KINDS or d.kind in VAR_KINDS):
                # Not an entity: its references count for the nearest entity above it.
                owner_of[nid] = owner_of.get(parent_nid) if parent_nid is not None else None
                if d.local and d.kind == "function" and owner_of[nid] is not None:
                    ent = entities[owner_of[nid]]
                    if d.name.startswith("<fn@") and ent.ntype in (FUNC, VAR):
                        ent.anon.append({"File": f.path, "Line": d.start_line, "StartOffset": d.start_byte,
                                         "EndOffset": d.end_byte})
                continue
            ntype = FUNC if d.kind in FUNC_KINDS else TYPE if d.kind in TYPE_KINDS else VAR
            ent = _Entity(f, j, d, ntype)
            parent_ent = entities.get(parent_nid) if parent_nid is not None else None
            ent.parent_entity = parent_ent
            name = f"{parent_ent.ident['Name']}.{d.name}" if parent_ent is not None else d.qualname
            if name in names:
                name, base_name, n = f"{name}@{basename}:{d.start_line}", f"{name}@{basename}:{d.start_line}", 1
                while name in names:           # twice on one line
                    n += 1
                    name = f"{base_name}~{n}"
            names.add(name)
            ent.ident = _identity(mod, pkg, name)
            ent.fileline = {"File": f.path, "Line": d.start_line, "StartOffset": d.start_byte,
                            "EndOffset": d.end_byte}
            entities[nid] = ent
            owner_of[nid] = nid

    # Methods declared outside their type (Go receivers in another file, or above the type): their type is
    # the package's type of that name.
    types_by_name = {(e.ident["ModPath"], e.ident["PkgPath"], e.ident["Name"]): e for e in entities.values()
                     if e.ntype == TYPE}
    for ent in entities.values():
        if ent.parent_entity is None and ent.d.kind == "method" and "." in ent.d.qualname:
            owner = types_by_name.get((ent.ident["ModPath"], ent.ident["PkgPath"], ent.d.qualname.rsplit(".", 1)[0]))
            if owner is not None:
                ent.parent_entity = owner

    # Reference sites, to place each dependency at its token: (scope, line, name) -> (column, token length).
    # `name` is the name referred to, or the original name of an import alias (`from m import A as B`).
    sites: dict[int, dict] = {}

    def site_of(i: int, scope: int, line: int, name: str) -> tuple[int, int] | None:
        if i not in sites:
            table: dict = {}
            aliases = {m.alias: m.name for m in files[i].imports if m.alias and m.name not in ("", "*", m.alias)}

            def put(key, col, token):
                if key[2] and col >= 0 and (key not in table or col < table[key][0]):
                    table[key] = (col, len(token.encode("utf-8")))

            for r in files[i].references:
                if r.kind in ("call", "new"):                               # any call: the constructor fallback
                    put((r.scope, r.line, "\0call"), r.col, r.name)
                for nm, col in ((r.name, r.col), (r.receiver, r.col - len(r.receiver.encode("utf-8")) - 1)):
                    if not nm:
                        continue
                    for token_name in (nm, aliases.get(nm)):
                        if token_name:
                            put((r.scope, r.line, token_name), col, nm)
                            put((None, r.line, token_name), col, nm)     # any scope: the fallback
            sites[i] = table
        table = sites[i]
        hit = table.get((scope, line, name))
        return hit if hit is not None else table.get((None, line, name))

    # Dependencies from the edges.
    n_files = len(files)
    for s, dnode, kind, provenance, _count, line in snap.edges:
        if kind in ("contains", "imports") or s < n_files or (provenance == "heuristic" and not include_heuristic):
            continue
        owner = owner_of.get(s)
        target = entities.get(dnode)
        if owner is None or target is None or owner == dnode:
            continue
        src_ent = entities[owner]
        src_node = nodes[s]
        fid = index.file_ids[src_node["path"]]
        scope = s - index.def_base[src_node["path"]]
        tname = target.d.name
        if kind == "instantiates" and target.parent_entity is not None:
            tname = target.parent_entity.d.name
        site = site_of(fid, scope, line, tname)
        if site is None and kind == "instantiates":     # an inherited constructor: `Sub()` -> Base.__init__
            site = site_of(fid, scope, line, "\0call")
        col = site[0] if site is not None else None
        start = offset_of(fid, line, col) if site is not None else None
        dep = dict(target.ident)
        dep.update({"File": files[fid].path, "Line": line, "StartOffset": start or 0,
                    "EndOffset": start + site[1] if start is not None else 0})
        invoked = kind in ("calls", "instantiates")
        t = target.d.kind
        slot = None
        if src_ent.ntype == FUNC:
            if kind in ("calls", "instantiates", "references"):
                if t == "method":
                    slot = "MethodCalls"
                elif t == "function":
                    slot = "FunctionCalls"
                elif target.ntype == TYPE:
                    slot = _param_slot(src_ent, target, fid, files) if kind == "references" else "Types"
                elif target.ntype == VAR:
                    slot = "GlobalVars"
        elif src_ent.ntype == TYPE:
            if target.ntype == TYPE:
                slot = {"inherits": "InlineStruct", "implements": "Implements"}.get(kind, "SubStruct")
        else:  # VAR
            if target.ntype == TYPE and kind == "references" and _names_type(src_ent.d.type_text, target.d.name):
                slot = "Type"
            elif kind in ("calls", "instantiates", "references"):
                slot = "Dependencies"
        if slot is None:
            continue
        if slot in ("FunctionCalls", "MethodCalls") or (slot == "Dependencies" and target.ntype == FUNC):
            dep["Extra"] = {"IsInvoked": invoked}
        bucket = src_ent.deps.setdefault(slot, {})
        key = _full(target.ident)
        order = (line, col if col is not None else 1 << 30)
        old = bucket.get(key)
        if old is None or order < old[0]:
            if old is not None and old[1].get("Extra", {}).get("IsInvoked"):
                dep["Extra"] = {"IsInvoked": True}
            bucket[key] = (order, dep)
        elif invoked and "Extra" in old[1]:
            old[1]["Extra"] = {"IsInvoked": True}

    # Modules, packages, files.
    modules: dict[str, dict] = {}
    for key in sorted(modules_info, key=lambda k: modules_info[k]["name"]):
        info = modules_info[key]
        mod = {"Language": key[1], "Version": info["version"], "Name": info["name"], "Dir": info["dir"],
               "Packages": {}}
        if info["deps"]:
            mod["Dependencies"] = dict(sorted(info["deps"].items()))
        mod["Files"] = {}
        modules[info["name"]] = mod
    packages: dict[tuple[str, str], dict] = {}
    for i in sorted(file_pkg, key=lambda k: files[k].path):
        f = files[i]
        mod, pkg = file_pkg[i]
        p = packages.get((mod, pkg))
        if p is None:
            p = packages[(mod, pkg)] = {"IsMain": False, "IsTest": False, "PkgPath": pkg,
                                        "Functions": {}, "Types": {}, "Vars": {}, "_files": []}
        p["_files"].append(f.path.rsplit("/", 1)[-1])
        record = {"Path": f.path}
        imports = []
        seen = set()
        for imp in f.imports:
            alias = imp.alias if imp.name == "" and imp.alias else None
            k = (alias, imp.module)
            if k in seen:
                continue
            seen.add(k)
            imports.append({"Alias": alias, "Path": imp.module} if alias else {"Path": imp.module})
        if imports:
            record["Imports"] = imports
        record["Package"] = pkg
        modules[mod]["Files"][f.path] = record

    line_starts.clear()
    current = (-1, None)
    for nid in sorted(entities):              # node ids: file by file
        ent = entities[nid]
        mod, pkg = ent.ident["ModPath"], ent.ident["PkgPath"]
        p = packages[(mod, pkg)]
        d = ent.d
        fid = index.file_ids[ent.file.path]
        if current[0] != fid:
            current = (fid, data_of(fid))
        data = current[1]
        text = data[d.start_byte:d.end_byte].decode("utf-8", "replace") if data is not None else ""
        deps = {slot: [v[1] for v in sorted(bucket.values(), key=lambda v: (v[0], _full(v[1])))]
                for slot, bucket in ent.deps.items()}
        language = ent.file.language
        if ent.ntype == FUNC:
            parent = ent.parent_entity
            is_method = d.kind == "method" and parent is not None and parent.ntype == TYPE
            exported = d.exported
            if is_method:
                exported = parent.d.exported and _is_public(d.name, language, d.signature)
            out = {"Exported": bool(exported), "IsMethod": is_method,
                   "IsInterfaceMethod": is_method and parent.d.kind == "interface",
                   **ent.ident, **ent.fileline, "Content": text}
            if d.signature:
                out["Signature"] = d.signature
            if is_method:
                out["Receiver"] = {"IsPointer": False, "Type": dict(parent.ident)}
                # key: the method's name; a renamed duplicate (`m@file.py:12`) keeps its suffix
                parent.methods[ent.ident["Name"][len(parent.ident["Name"]) + 1:]] = dict(ent.ident)
            for slot in ("Params", "Results", "FunctionCalls", "MethodCalls", "Types", "GlobalVars"):
                if deps.get(slot):
                    out[slot] = deps[slot]
            if ent.anon:
                out["Extra"] = {"AnonymousFunctions": ent.anon}
            p["Functions"][ent.ident["Name"]] = out
            if ent.ident["Name"] == "main":
                p["IsMain"] = True
        elif ent.ntype == TYPE:
            out = {"Exported": bool(d.exported), "TypeKind": TYPE_KINDS[d.kind], **ent.ident, **ent.fileline,
                   "Content": text}
            for slot in ("SubStruct", "InlineStruct"):
                if deps.get(slot):
                    out[slot] = deps[slot]
            out["_ent"] = ent
            if deps.get("Implements"):
                out["Implements"] = [{k: x[k] for k in ("ModPath", "PkgPath", "Name")} for x in deps["Implements"]]
            p["Types"][ent.ident["Name"]] = out
        else:
            out = {"IsExported": bool(d.exported), "IsConst": d.kind == "constant", "IsPointer": False,
                   **ent.ident, **ent.fileline}
            if deps.get("Type"):
                t = deps["Type"][0]
                out["Type"] = {k: t[k] for k in ("ModPath", "PkgPath", "Name")}
            out["Content"] = text
            if deps.get("Dependencies"):
                out["Dependencies"] = deps["Dependencies"]
            if ent.anon:
                out["Extra"] = {"AnonymousFunctions": ent.anon}
            p["Vars"][ent.ident["Name"]] = out

    for (mod, pkg), p in sorted(packages.items()):
        folder_name = pkg.replace(".", "/").rsplit("/", 1)[-1]
        p["IsTest"] = folder_name in TEST_FOLDERS or all(TEST_FILE.search(n) for n in p.pop("_files"))
        p.pop("_files", None)
        for t in p["Types"].values():
            ent = t.pop("_ent")
            if ent.methods:
                methods = dict(sorted(ent.methods.items()))
                # keep Go's field order: Methods before Implements
                impl = t.pop("Implements", None)
                t["Methods"] = methods
                if impl:
                    t["Implements"] = impl
        for kind in ("Functions", "Types", "Vars"):
            p[kind] = dict(sorted(p[kind].items()))
        modules[mod]["Packages"][pkg] = p
    for m in modules.values():
        m["Packages"] = dict(sorted(m["Packages"].items()))
        m["Files"] = dict(sorted(m["Files"].items()))
        if not m["Files"]:
            del m["Files"]

    repo = {"id": root_text or repo_name, "ASTVersion": AST_VERSION, "ToolVersion": f"fastindex {__version__}",
            "Path": root_text, "Modules": modules}
    repo["Graph"] = build_graph(modules)
    return repo


def _names_type(text: str, name: str) -> bool:
    """Whether a declared type text (`Repo`, `list[Repo]`, `a.Repo | None`) names `name`."""
    if not text or text.startswith(("call:", "new:", "expr:", "gen:", "shp:", "ret:", "yield:", "sent:", "lib:")):
        return False
    return name in IDENT.findall(text)


def _param_slot(src_ent: _Entity, target: _Entity, fid: int, files: list) -> str:
    """A type referenced by a function: Params if a parameter's annotation names it, Results if the return
    annotation does, else Types."""
    f = files[fid]
    if f is src_ent.file:
        name = target.d.name
        for loc in f.locals:
            if loc.kind == "parameter" and loc.scope == src_ent.index and _names_type(loc.type_text, name):
                return "Params"
    if _names_type(src_ent.d.type_text, target.d.name):
        return "Results"
    return "Types"


# -------------------------------------------------------------------------------------------------------- graph

def build_graph(modules: dict) -> dict:
    """The Graph exactly as abcoder's `Repository.BuildGraph` (lang/uniast/node.go) derives it."""
    graph: dict[str, dict] = {}
    types: dict[str, str] = {}
    for m in modules.values():
        for p in m["Packages"].values():
            for kind, ntype in (("Functions", FUNC), ("Types", TYPE), ("Vars", VAR)):
                for e in p[kind].values():
                    types[_full(e)] = ntype

    def node(ident: dict, ntype: str | None = None) -> dict:
        key = _full(ident)
        n = graph.get(key)
        if n is None:
            n = graph[key] = {"ModPath": ident["ModPath"], "PkgPath": ident["PkgPath"], "Name": ident["Name"],
                              "Type": types.get(key, "UNKNOWN")}
        if ntype:
            n["Type"] = ntype
        return n

    def add(n: dict, dep: dict, dep_line: int, kind: str) -> None:
        ident = {"ModPath": dep["ModPath"], "PkgPath": dep["PkgPath"], "Name": dep["Name"]}
        rel_line = max(0, dep_line - n["_line"])
        field = {"Dependency": "Dependencies", "Implement": "Implements", "Inherit": "Inherits",
                 "Group": "Groups"}[kind]
        # InsertRelation: the first relation to an identity in a list wins
        seen = n.setdefault("_seen", set())
        if (field, _full(ident)) not in seen:
            seen.add((field, _full(ident)))
            n.setdefault(field, []).append({"Kind": kind, **ident, "Line": rel_line})
        target = node(ident)
        if kind == "Dependency":
            src = {"ModPath": n["ModPath"], "PkgPath": n["PkgPath"], "Name": n["Name"]}
            seen = target.setdefault("_seen", set())
            if ("References", _full(src)) not in seen:
                seen.add(("References", _full(src)))
                target.setdefault("References", []).append({"Kind": "Dependency", **src, "Line": rel_line})

    for mname in sorted(modules):
        m = modules[mname]
        if not m["Dir"]:
            continue
        for pname in sorted(m["Packages"]):
            p = m["Packages"][pname]
            for f in p["Functions"].values():
                n = node(f, FUNC)
                n["_line"] = f["Line"]
                for slot in ("Params", "Results", "FunctionCalls", "MethodCalls", "Types"):
                    for dep in f.get(slot, ()):
                        add(n, dep, dep.get("Line", 0), "Dependency")
                if f.get("Receiver"):
                    add(n, f["Receiver"]["Type"], f["Line"], "Dependency")
                for dep in f.get("GlobalVars", ()):
                    add(n, dep, dep.get("Line", 0), "Dependency")
            for t in p["Types"].values():
                n = node(t, TYPE)
                n["_line"] = t["Line"]
                for dep in t.get("SubStruct", ()):
                    add(n, dep, dep.get("Line", 0), "Dependency")
                for dep in t.get("InlineStruct", ()):
                    add(n, dep, dep.get("Line", 0), "Inherit")
                for dep in t.get("Implements", ()):
                    add(n, dep, t["Line"], "Implement")
            for v in p["Vars"].values():
                n = node(v, VAR)
                n["_line"] = v["Line"]
                if v.get("Type"):
                    add(n, v["Type"], v["Line"], "Dependency")
                for dep in v.get("Dependencies", ()):
                    add(n, dep, dep.get("Line", 0), "Dependency")
    out = {}
    for key in sorted(graph):
        n = graph[key]
        n.pop("_line", None)
        n.pop("_seen", None)
        for field in ("Dependencies", "References", "Implements", "Inherits", "Groups"):
            if field in n:
                n[field].sort(key=lambda r: (_full(r), r["Line"], r["Kind"]))
                for r in n[field]:
                    if not r["Line"]:
                        del r["Line"]              # Go: `json:",omitempty"`
        out[key] = {k: n[k] for k in ("ModPath", "PkgPath", "Name", "Type", "Dependencies", "References",
                                      "Implements", "Inherits", "Groups") if k in n}
    return out


def write_uniast(snap: Snapshot, out_path: str, include_heuristic: bool = False) -> None:
    """Write the UniAST JSON to `out_path` ("-" or /dev/stdout: stdout), a file under a temporary name renamed
    into place."""
    doc = build_uniast(snap, include_heuristic)
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))   # the C encoder: no indent
    if is_stdout(out_path):
        sys.stdout.write(text + "\n")
        return
    with replacing(out_path) as fh:   # a temporary file renamed over the target (fastindex.output)
        fh.write(text)
        fh.write("\n")
