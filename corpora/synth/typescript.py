"""TypeScript (and a little CommonJS JavaScript) part of the synthetic monorepo.

Layout: npm/pnpm workspaces.  ``packages/<pkg>`` are ``@synth/<pkg>`` libraries (``src/<area>/<file>.ts``,
an ``index.ts`` barrel per area and a package barrel ``src/index.ts`` made of ``export *``, renamed
``export {A as B}`` and ``export * as ns``); ``apps/web`` is a React-style app of ``.tsx`` components that imports
through the root tsconfig alias ``@app/*`` and the workspace packages; ``tools/scripts`` holds CommonJS ``.js``.

All references go through ``FileCtx.ref`` (module-level declarations) or ``owner_of`` (members), which record the
true target; see docs/entity-edges.md for what counts.
"""

from __future__ import annotations

import json
import random

from .core import (
    ATTRS,
    COMMON_METHODS,
    LOCALS,
    NOUNS,
    ROLES,
    VERBS,
    Repo,
    camel,
    lower_camel,
    unique_name,
    weighted,
)

LANG = "typescript"
PKG_NAMES = ["core", "data", "auth", "billing", "search", "events", "ui", "metrics", "storage", "workflow",
             "alerts", "reports", "sdk", "config", "queue", "cache", "i18n", "charts", "forms", "router"]
IFACE_SUFFIX = ["Options", "Shape", "Settings", "Contract", "Source", "Sink", "Descriptor", "Snapshot"]
ALIAS_SUFFIX = ["Id", "Key", "Ref", "Kind"]
ENUM_SUFFIX = ["Status", "Level", "Mode"]
AREAS = [n + "s" for n in NOUNS]
COMPONENT_FILES = ["Card", "Panel", "List", "View", "Form"]
TS_FILE_KINDS = ["service", "store", "model", "utils", "client", "types", "hooks", "api"]


class TPkg:
    def __init__(self, name: str, dir_: str, npm: str, is_app: bool, budget: int):
        self.name, self.dir, self.npm, self.is_app, self.budget = name, dir_, npm, is_app, budget
        self.areas: list[TArea] = []
        self.deps: list[TPkg] = []
        self.exports: dict[str, object] = {}     # package barrel: exported name -> entity (unique names only)
        self.renamed: dict[int, str] = {}        # id(entity) -> exported alias (export {A as B})
        self.ns_files: dict[str, TFile] = {}   # namespace re-exports: ns name -> file
        self.file_ns: dict[int, str] = {}        # id(file) -> ns name
        self.pool = Pools()
        self.dep_classes: list | None = None


class TArea:
    def __init__(self, pkg: TPkg, name: str):
        self.pkg, self.name = pkg, name
        self.dir = f"{pkg.dir}/src/{name}"
        self.files: list[TFile] = []
        self.exports: dict[str, object] = {}     # area barrel (export * from each file): unique names
        self.pool = Pools()


class Pools:
    def __init__(self):
        self.classes, self.ifaces, self.funcs, self.factories, self.consts = [], [], [], [], []
        self.enums, self.aliases, self.comps = [], [], []

    def extend(self, other: Pools) -> None:
        for k in vars(self):
            getattr(self, k).extend(getattr(other, k))


class TFile:
    def __init__(self, area: TArea, stem: str, ext: str):
        self.area, self.pkg, self.stem, self.ext = area, area.pkg, stem, ext
        self.path = f"{area.dir}/{stem}.{ext}"
        self.ents: list = []
        self.names: set[str] = set()
        self.default = None
        self.target = 0


class Ent:
    kind = "?"

    def __init__(self, f: TFile, name: str):
        self.file, self.name = f, name
        self.key = (f.path, name)
        self.exported = True
        self.is_default = False


class TConst(Ent):
    kind = "variable"
    rhs = None


class TFunc(Ent):
    kind = "function"

    def __init__(self, f, name, nst):
        super().__init__(f, name)
        self.nst = nst
        self.params: list = []
        self.ret = None
        self.arrow = False


class TEnum(Ent):
    kind = "enum"


class TAlias(Ent):
    kind = "type"

    def __init__(self, f, name):
        super().__init__(f, name)
        self.refs: list = []


class TIface(Ent):
    kind = "interface"

    def __init__(self, f, name):
        super().__init__(f, name)
        self.base: TIface | None = None
        self.members: dict[str, tuple] = {}   # name -> ("prop", cls|None) | ("method", None)

    def owner_of(self, n):
        i = self
        while i is not None:
            if n in i.members:
                return i
            i = i.base
        return None

    def all_members(self):
        out, i = {}, self
        while i is not None:
            for n, v in i.members.items():
                out.setdefault(n, v)
            i = i.base
        return out


class TMethod:
    def __init__(self, name, kind, nst):
        self.name, self.kind, self.nst = name, kind, nst   # method|getter|static
        self.params: list = []
        self.ret = None


class TClass(Ent):
    kind = "class"

    def __init__(self, f, name):
        super().__init__(f, name)
        self.base: TClass | None = None
        self.impls: list[TIface] = []
        self.members: dict[str, str] = {}       # name -> method|getter|static|sfield|field|pprop|ifield
        self.methods: list[TMethod] = []
        self.fields: list = []                  # (name, cls) declared fields initialised in the constructor
        self.pprops: list = []                  # (name, cls) parameter properties
        self.sfields: list = []                 # static readonly fields
        self.ifields: list = []                 # (name) plain fields implementing interface props
        self.typed: dict[str, object] = {}      # member name -> class type (fields, pprops)

    def chain(self):
        c = self
        while c is not None:
            yield c
            c = c.base

    def owner_of(self, n, skip_self=False):
        for c in self.chain():
            if skip_self and c is self:
                continue
            if n in c.members:
                return c
        return None

    def all_members(self, kinds):
        cache = self.__dict__.setdefault("_am", {})
        got = cache.get(kinds)
        if got is None:
            out = {}
            for c in self.chain():
                for n, k in c.members.items():
                    if n not in out:
                        out[n] = k
            got = cache[kinds] = [n for n, k in out.items() if k in kinds]
        return got

    def has_ctor(self):
        return bool(self.fields or self.pprops)


class TComp(Ent):
    """A function component in a .tsx file, with its props interface."""
    kind = "function"

    def __init__(self, f, name, nst):
        super().__init__(f, name)
        self.nst = nst
        self.props: TIface | None = None


# ---------------------------------------------------------------------------------------------------------


def rel_import(from_path: str, target_path: str) -> str:
    """Relative module specifier (no extension) from file ``from_path`` to file or dir ``target_path``."""
    t = target_path
    for ext in (".tsx", ".ts", ".js"):
        if t.endswith(ext):
            t = t[: -len(ext)]
            break
    a = from_path.split("/")[:-1]
    b = t.split("/")
    i = 0
    n = min(len(a), len(b))
    while i < n and a[i] == b[i]:
        i += 1
    up = len(a) - i
    rest = "/".join(b[i:])
    if up == 0:
        return "./" + rest if rest else "."
    return "../" * up + rest if rest else "/".join([".."] * up)


class TSGen:
    def __init__(self, repo: Repo, rng: random.Random, target: int):
        self.repo, self.rng, self.target = repo, rng, target
        self.pkgs: list[TPkg] = []
        self.all_classes: list[TClass] = []
        self.imports: dict[str, set[str]] = {}

    # ----------------------------------------------------------------------------------------------- plan
    def plan(self) -> None:
        rng = self.rng
        js_budget = max(150, int(self.target * 0.03))
        app_budget = int(self.target * 0.3)
        lib_budget = self.target - app_budget - js_budget
        n_pkgs = max(2, min(len(PKG_NAMES), round(lib_budget / 30000) + 1))
        ws = [rng.uniform(0.6, 1.4) for _ in range(n_pkgs)]
        for i in range(n_pkgs):
            nm = PKG_NAMES[i]
            self.pkgs.append(TPkg(nm, f"packages/{nm}", f"@synth/{nm}", False, int(lib_budget * ws[i] / sum(ws))))
        self.app = TPkg("web", "apps/web", "@synth/web", True, app_budget)
        self.pkgs.append(self.app)
        for i, p in enumerate(self.pkgs):
            if p.is_app:
                p.deps = [x for x in self.pkgs if not x.is_app]
            elif i:
                p.deps = rng.sample(self.pkgs[:i], min(i, rng.randint(1, 3)))
        self.js_budget = js_budget
        for p in self.pkgs:
            self.plan_pkg(p)
        for p in self.pkgs:
            self.plan_barrels(p)
        for c in self.all_classes:  # cross-package bases must be reachable through the package barrel
            if c.base is not None and c.base.file.pkg is not c.file.pkg and not self.pkg_visible(c.base):
                c.base = None
        for p in self.pkgs:
            p.ext = Pools()
            for d in p.deps:
                for a in d.areas:
                    for lst_name in vars(p.ext):
                        src = getattr(a.pool, lst_name)
                        getattr(p.ext, lst_name).extend(x for x in src if self.pkg_visible(x))
        for p in self.pkgs:
            for a in p.areas:
                for f in a.files:
                    self.plan_types(f)

    def pkg_visible(self, e) -> bool:
        p = e.file.pkg
        return e.name in p.exports and p.exports[e.name] is e or id(e) in p.renamed or id(e.file) in p.file_ns

    def plan_pkg(self, p: TPkg) -> None:
        rng = self.rng
        avg = 120
        n_files = max(3, round(p.budget / avg))
        n_areas = max(1, round(n_files / 8))
        names = rng.sample(AREAS, min(n_areas, len(AREAS)))
        if p.is_app:
            names = ["components"] + [n for n in names if n != "components"][: n_areas - 1]
        for nm in names:
            p.areas.append(TArea(p, nm))
        for i in range(n_files):
            a = p.areas[i % len(p.areas)] if i < len(p.areas) else rng.choice(p.areas)
            ext = "tsx" if (p.is_app and (a.name == "components" or rng.random() < 0.4)) else "ts"
            used = {f.stem for f in a.files} | {"index"}
            if ext == "tsx":
                stem = unique_name(camel(rng.choice(NOUNS), rng.choice(COMPONENT_FILES)), used)
            else:
                stem = unique_name(f"{rng.choice(NOUNS)}-{rng.choice(TS_FILE_KINDS)}", used)
            f = TFile(a, stem, ext)
            f.target = int(p.budget / n_files * rng.uniform(0.45, 1.55))
            a.files.append(f)
        for a in p.areas:
            for f in a.files:
                self.plan_file(f)

    def plan_file(self, f: TFile) -> None:
        rng = self.rng
        est = 4
        pool = f.area.pool
        if f.ext == "tsx":
            while est < f.target:
                self.plan_comp(f)
                est += 14 + 2 * 6
        while est < f.target:
            r = rng.random()
            if r < 0.3:
                c = self.plan_class(f)
                est += 4 + len(c.fields) + sum(3 + m.nst * 1.4 for m in c.methods)
            elif r < 0.45:
                i = self.plan_iface(f)
                est += 2 + len(i.members)
            elif r < 0.82:
                name = unique_name(lower_camel(rng.choice(VERBS), rng.choice(NOUNS)), f.names)
                fn = TFunc(f, name, rng.randint(1, 7))
                fn.arrow = rng.random() < 0.25
                f.names.add(fn.name)
                f.ents.append(fn)
                (pool.factories if rng.random() < 0.18 else pool.funcs).append(fn)
                if rng.random() < 0.05:
                    fn.exported = False
                est += 3 + fn.nst * 1.4
            elif r < 0.9:
                e = TConst(f, unique_name(f"{rng.choice(NOUNS).upper()}_{rng.choice(ATTRS)}", f.names))
                f.names.add(e.name)
                f.ents.append(e)
                pool.consts.append(e)
                est += 1
            elif r < 0.95:
                e = TEnum(f, unique_name(camel(rng.choice(NOUNS), rng.choice(ENUM_SUFFIX)), f.names))
                f.names.add(e.name)
                f.ents.append(e)
                pool.enums.append(e)
                est += 5
            else:
                e = TAlias(f, unique_name(camel(rng.choice(NOUNS), rng.choice(ALIAS_SUFFIX)), f.names))
                f.names.add(e.name)
                f.ents.append(e)
                pool.aliases.append(e)
                est += 1
        # one default export per some files: a class or function, imported elsewhere under another name
        cands = [e for e in f.ents if isinstance(e, (TClass, TFunc)) and not (isinstance(e, TFunc) and e.arrow)
                 and e.exported]
        if cands and rng.random() < 0.25:
            d = rng.choice(cands)
            d.is_default = True
            f.default = d

    def plan_comp(self, f: TFile) -> None:
        rng = self.rng
        name = unique_name(camel(rng.choice(NOUNS), rng.choice(["Card", "Row", "Badge", "Header", "Item", "Summary"])),
                           f.names)
        f.names.add(name)
        props = TIface(f, unique_name(name + "Props", f.names))
        props.is_props = True
        f.names.add(props.name)
        for _ in range(rng.randint(1, 3)):
            props.members[unique_name(rng.choice(NOUNS), props.members)] = ("prop", None)  # typed in plan_types
        props.members["title"] = ("prop", None)
        c = TComp(f, name, rng.randint(1, 4))
        c.props = props
        f.ents += [props, c]
        f.area.pool.comps.append(c)

    def plan_iface(self, f: TFile) -> TIface:
        rng = self.rng
        i = TIface(f, unique_name(camel(rng.choice(NOUNS), rng.choice(IFACE_SUFFIX)), f.names))
        f.names.add(i.name)
        pool = f.area.pool.ifaces + f.pkg.pool.ifaces
        if pool and rng.random() < 0.35:
            i.base = rng.choice(pool[-200:])
        inherited = i.base.all_members() if i.base else {}
        for _ in range(rng.randint(1, 4)):
            if rng.random() < 0.5:
                n = rng.choice(COMMON_METHODS)
                if n not in i.members and n not in inherited:
                    i.members[n] = ("method", None)
            else:
                n = lower_camel(rng.choice(NOUNS), rng.choice(["Id", "Name", "Label", "Count"]))
                if n not in i.members and n not in inherited:
                    i.members[n] = ("prop", None)
        f.ents.append(i)
        f.area.pool.ifaces.append(i)
        f.pkg.pool.ifaces.append(i)
        return i

    def plan_class(self, f: TFile) -> TClass:
        rng = self.rng
        c = TClass(f, unique_name(camel(rng.choice(NOUNS), rng.choice(ROLES)), f.names))
        f.names.add(c.name)
        if rng.random() < 0.5:
            if f.pkg.dep_classes is None:  # dependencies are planned before this package
                f.pkg.dep_classes = [x for d in f.pkg.deps for x in d.pool.classes]
            own, ext = f.pkg.pool.classes[-300:], f.pkg.dep_classes
            src = own if (own and (not ext or rng.random() < 0.75)) else ext
            if src:
                c.base = src[rng.randrange(len(src))]
        ifs = f.pkg.pool.ifaces
        if ifs and rng.random() < 0.3:
            c.impls.append(rng.choice(ifs[-200:]))
        inherited = set()
        if c.base:
            for b in c.base.chain():
                inherited.update(b.members)
        for i in c.impls:
            for n, (k, _) in i.all_members().items():
                if n in c.members:
                    continue
                if k == "method":
                    if n in inherited and c.base.owner_of(n) and c.base.owner_of(n).members[n] != "method":
                        continue
                    c.members[n] = "method"
                    c.methods.append(TMethod(n, "method", rng.randint(1, 4)))
                else:
                    if n in inherited:
                        continue
                    c.members[n] = "ifield"
                    c.ifields.append(n)
        k = rng.randint(1, 5)
        for n in rng.sample(COMMON_METHODS, min(k, rng.randint(1, 4))) + [
                lower_camel(rng.choice(VERBS), rng.choice(NOUNS)) for _ in range(max(0, k - 3))]:
            if n in c.members:
                continue
            if n in inherited and c.base.owner_of(n).members[n] != "method":
                continue
            c.members[n] = "method"
            c.methods.append(TMethod(n, "method", rng.randint(1, 6)))
        if rng.random() < 0.3:
            n = lower_camel(rng.choice(NOUNS), "Count")
            if n not in c.members and n not in inherited:
                c.members[n] = "getter"
                c.methods.append(TMethod(n, "getter", rng.randint(1, 2)))
        if rng.random() < 0.25:
            n = "from" + camel(rng.choice(NOUNS))
            if n not in c.members and n not in inherited:
                c.members[n] = "static"
                c.methods.append(TMethod(n, "static", rng.randint(1, 3)))
        if rng.random() < 0.25:
            n = rng.choice(ATTRS)
            if n not in c.members and n not in inherited:
                c.members[n] = "sfield"
                c.sfields.append(n)
        f.ents.append(c)
        f.area.pool.classes.append(c)
        f.pkg.pool.classes.append(c)
        self.all_classes.append(c)
        return c

    def plan_barrels(self, p: TPkg) -> None:
        rng = self.rng
        for a in p.areas:
            seen: dict[str, object] = {}
            amb: set[str] = set()
            for f in a.files:
                for e in f.ents:
                    if not e.exported or e.is_default:
                        continue
                    if e.name in seen:
                        amb.add(e.name)
                    seen[e.name] = e
            # A name exported by two files of one barrel is ambiguous (tsc keeps the first, ES modules none):
            # such names are never imported through the barrel.
            a.exports = {n: e for n, e in seen.items() if n not in amb}
            a.all_names = set(seen)
        # package barrel: export * from each area; names ambiguous anywhere below are never used through it
        seen, amb = {}, set()
        for a in p.areas:
            for n in a.all_names:
                if n in seen or n not in a.exports:
                    amb.add(n)
                seen[n] = a.exports.get(n)
        p.exports = {n: e for n, e in seen.items() if n not in amb}
        p.star_names = set(seen) | amb
        # renamed re-exports of some ambiguous or plain names, and namespace re-exports of some files
        taken = set(p.exports) | amb
        for a in p.areas:
            for f in a.files:
                for e in f.ents:
                    if e.exported and not e.is_default and isinstance(e, (TClass, TFunc)) and rng.random() < 0.06:
                        alias = unique_name(e.name + camel(p.name), taken)
                        taken.add(alias)
                        p.renamed[id(e)] = alias
                if rng.random() < 0.12:
                    ns = unique_name(lower_camel(f.stem.replace("-", "_").split("_")[0], "Ns")
                                     if "-" in f.stem else lower_camel(f.stem, "Ns"), taken)
                    taken.add(ns)
                    p.ns_files[ns] = f
                    p.file_ns[id(f)] = ns
        p.pool = Pools()
        for a in p.areas:
            p.pool.extend(a.pool)

    def plan_types(self, f: TFile) -> None:
        rng = self.rng
        for e in f.ents:
            if isinstance(e, TFunc):
                e.params = self.params(f, rng.choice((0, 1, 1, 2)))
                if e in f.area.pool.factories:
                    e.ret = self.pick(f, "classes")
            elif isinstance(e, TClass):
                inherited = set()
                for b in e.chain():
                    if b is not e:
                        inherited.update(b.members)
                if rng.random() < 0.45:
                    for _ in range(rng.randint(1, 2)):
                        d = self.pick(f, "classes")
                        if d is None:
                            continue
                        n = lower_camel(d.name)
                        if n in e.members or n in inherited:
                            continue
                        if rng.random() < 0.5:
                            e.members[n] = "field"
                            e.fields.append((n, d))
                        else:
                            e.members[n] = "pprop"
                            e.pprops.append((n, d))
                        e.typed[n] = d
                for m in e.methods:
                    if m.kind == "method":
                        m.params = self.params(f, rng.choice((0, 0, 1, 1, 2)))
                        if rng.random() < 0.12:
                            m.ret = self.pick(f, "classes")
            elif isinstance(e, TIface):
                for n, (k, _) in list(e.members.items()):
                    if k == "prop" and (n != "title") and rng.random() < (0.7 if f.ext == "tsx" else 0.3):
                        e.members[n] = ("prop", self.pick(f, "classes"))
            elif isinstance(e, TAlias):
                e.refs = [x for x in (self.pick(f, "classes"), self.pick(f, "ifaces")) if x is not None]
            elif isinstance(e, TConst):
                pass

    def params(self, f: TFile, n: int) -> list:
        out, used = [], set()
        for _ in range(n):
            c = self.pick(f, "ifaces" if self.rng.random() < 0.25 else "classes")
            nm = unique_name(self.rng.choice(NOUNS), used)
            used.add(nm)
            out.append((nm, c))
        return out

    def pick(self, f: TFile, kind: str):
        rng = self.rng
        r = rng.random()
        order = (f.area.pool, f.pkg.pool, f.pkg.ext) if r < 0.45 else (
            (f.pkg.pool, f.pkg.ext, f.area.pool) if r < 0.8 else (f.pkg.ext, f.pkg.pool, f.area.pool))
        for pool in order:
            lst = getattr(pool, kind)
            if lst:
                e = lst[rng.randrange(len(lst))]
                if e.file is not f and not e.exported:
                    continue
                return e
        return None

    # --------------------------------------------------------------------------------------------- render
    def render(self) -> None:
        self.render_workspace()
        for p in self.pkgs:
            self.render_pkg_meta(p)
            for a in p.areas:
                for f in a.files:
                    ctx = FileCtx(self, f)
                    ctx.render()
                    self.imports[f.path] = ctx.imported_files
                self.render_area_barrel(a)
            self.render_pkg_barrel(p)
        self.render_js()

    def render_workspace(self) -> None:
        libs = [p for p in self.pkgs if not p.is_app]
        root_pkg = {
            "name": "synth-monorepo", "private": True, "version": "0.0.0",
            "workspaces": ["packages/*", "apps/*"],
            "devDependencies": {"typescript": "^5.4.0"},
        }
        self.repo.add_file("package.json", json.dumps(root_pkg, indent=2) + "\n")
        self.repo.add_file("pnpm-workspace.yaml", "packages:\n  - 'packages/*'\n  - 'apps/*'\n")
        paths = {"@app/*": ["apps/web/src/*"]}
        for p in libs:
            paths[p.npm] = [f"{p.dir}/src/index.ts"]
        tsconfig = {
            "compilerOptions": {
                "target": "ES2022", "module": "ESNext", "moduleResolution": "bundler", "strict": False,
                "jsx": "preserve", "allowJs": True, "checkJs": False, "noEmit": True, "skipLibCheck": True,
                "esModuleInterop": True, "baseUrl": ".", "paths": paths,
            },
            "include": ["packages/*/src", "apps/*/src", "tools", "types"],
            "exclude": ["**/node_modules", "build"],
        }
        self.repo.add_file("tsconfig.json", json.dumps(tsconfig, indent=2) + "\n")
        self.repo.add_file("types/jsx.d.ts", (
            "// Minimal JSX typings so the synthetic app type-checks without React installed.\n"
            "declare namespace JSX {\n  interface Element {}\n  interface ElementChildrenAttribute { children: {} }\n"
            "  interface IntrinsicElements { [name: string]: any }\n}\n"), LANG)

    def render_pkg_meta(self, p: TPkg) -> None:
        deps = {d.npm: "workspace:*" for d in p.deps}
        pj = {"name": p.npm, "version": "0.1.0", "private": True}
        if not p.is_app:
            pj.update({"main": "src/index.ts", "types": "src/index.ts",
                       "exports": {".": {"types": "./src/index.ts", "default": "./src/index.ts"}}})
        pj["dependencies"] = deps
        self.repo.add_file(f"{p.dir}/package.json", json.dumps(pj, indent=2) + "\n")
        self.repo.add_file(f"{p.dir}/tsconfig.json", json.dumps(
            {"extends": "../../tsconfig.json", "include": ["src"]}, indent=2) + "\n")

    def render_area_barrel(self, a: TArea) -> None:
        lines = [f"// Barrel of {a.pkg.npm}/{a.name}."]
        for f in sorted(a.files, key=lambda x: x.stem):
            lines.append(f"export * from './{f.stem}';")
        self.repo.add_file(f"{a.dir}/index.ts", "\n".join(lines) + "\n", LANG)
        self.repo.feature("ts.barrel_export_star", len(a.files))

    def render_pkg_barrel(self, p: TPkg) -> None:
        if p.is_app:
            return
        lines = [f"// Public API of {p.npm}: a barrel of barrels."]
        for a in sorted(p.areas, key=lambda x: x.name):
            lines.append(f"export * from './{a.name}';")
        ids = {}
        for a in p.areas:
            for f in a.files:
                for e in f.ents:
                    ids[id(e)] = e
        for eid, alias in sorted(p.renamed.items(), key=lambda kv: kv[1]):
            e = ids[eid]
            lines.append(f"export {{ {e.name} as {alias} }} from './{e.file.area.name}/{e.file.stem}';")
            self.repo.feature("ts.reexport_renamed")
        for ns, f in sorted(p.ns_files.items()):
            lines.append(f"export * as {ns} from './{f.area.name}/{f.stem}';")
            self.repo.feature("ts.reexport_namespace")
        self.repo.add_file(f"{p.dir}/src/index.ts", "\n".join(lines) + "\n", LANG)

    # ---------------------------------------------------------------------------------------- CommonJS
    def render_js(self) -> None:
        rng = self.rng
        n = max(2, self.js_budget // 60)
        files = []
        for _ in range(n):
            stem = unique_name(f"{rng.choice(NOUNS)}-{rng.choice(['task', 'script', 'job'])}", {f[0] for f in files})
            funcs = [lower_camel(rng.choice(VERBS), rng.choice(NOUNS)) for _ in range(rng.randint(2, 5))]
            funcs = list(dict.fromkeys(funcs))
            files.append((stem, funcs))
        for i, (stem, funcs) in enumerate(files):
            path = f"tools/scripts/{stem}.js"
            lines = ["'use strict';", ""]
            dep = files[rng.randrange(i)] if i else None
            if dep:
                alias = lower_camel(dep[0].replace("-", "_").split("_")[0], "Lib")
                lines.append(f"const {alias} = require('./{dep[0]}');")   # an import binding: no entity
                lines.append("")
            for j, fn in enumerate(funcs):
                self.repo.entity(path, fn, "function")
                lines.append(f"function {fn}(input) {{")
                lines.append("  const out = String(input).trim();")
                if j and rng.random() < 0.6:
                    callee = funcs[rng.randrange(j)]
                    lines.append(f"  const prev = {callee}(out);")
                    self.repo.edge(path, fn, path, callee, "js.call_same_file")
                if dep and rng.random() < 0.6:
                    callee = rng.choice(dep[1])
                    lines.append(f"  const other = {alias}.{callee}(out);")
                    self.repo.edge(path, fn, f"tools/scripts/{dep[0]}.js", callee, "js.require_member_call")
                    self.repo.feature("js.require_member_call")
                lines.append("  return out;")
                lines.append("}")
                lines.append("")
            for fn in funcs:
                lines.append(f"module.exports.{fn} = {fn};")
                self.repo.edge(path, "<module>", path, fn, "js.module_exports")
            self.repo.add_file(path, "\n".join(lines) + "\n", "javascript")
            self.repo.feature("js.commonjs_file")


# ---------------------------------------------------------------------------------------------------------


class FileCtx:
    def __init__(self, gen: TSGen, f: TFile):
        self.gen, self.f, self.rng, self.repo = gen, f, gen.rng, gen.repo
        self.names: set[str] = set(f.names)
        self.ent_bind: dict[tuple, str] = {}
        self.named: dict[str, dict[str, list]] = {}   # spec -> {local name: [imported name, type_only]}
        self.ns_imports: dict[str, list[str]] = {}    # "spec|name" -> local namespace names
        self.defaults: dict[str, str] = {}            # spec -> local default name
        self.src = "<module>"
        self.shadowed: set[str] = set()
        self.shadow_param = False
        self.imported_files: set[str] = set()

    def edge(self, e, feature):
        self.repo.edge(self.f.path, self.src, e.key[0], e.key[1], feature)

    def member_edge(self, owner, member, feature):
        self.repo.edge(self.f.path, self.src, owner.file.path, f"{owner.name}.{member}", feature)

    def ref(self, e, feature, type_only=False):
        x = self._ref(e, type_only)
        if x is None:
            return None
        self.edge(e, feature)
        return x

    def _spec(self, target_file: TFile) -> str:
        f = self.f
        if f.pkg.is_app and target_file.pkg is f.pkg and target_file.area is not f.area and self.rng.random() < 0.6:
            self.repo.feature("ts.import_tsconfig_path_alias")
            return f"@app/{target_file.area.name}/{target_file.stem}"
        return rel_import(f.path, target_file.path)

    def _ref(self, e, type_only):
        f = self.f
        if e.file is f:
            return None if e.name in self.shadowed else e.name
        got = self.ent_bind.get(e.key)
        if got is not None and got.split(".", 1)[0] not in self.shadowed:
            self._mark_runtime(got, type_only)
            return got
        rng = self.rng
        same_pkg = e.file.pkg is f.pkg
        self.imported_files.add(e.file.path)
        if e.is_default:
            spec = self._spec(e.file)
            if spec in self.defaults:
                x = self.defaults[spec]
                return None if x in self.shadowed else x
            local = unique_name(e.name + "Default", self.names | self.shadowed)
            self.names.add(local)
            self.defaults[spec] = local
            self.ent_bind[e.key] = local
            self.repo.feature("ts.default_import_renamed")
            return local
        styles = []
        if same_pkg:
            styles += [("named", 40), ("ns", 8)]
            if e.file.area is not f.area and e.name in e.file.area.exports:
                styles.append(("area_barrel", 20))
        else:
            p = e.file.pkg
            if p.exports.get(e.name) is e:
                styles.append(("pkg", 40))
            if id(e) in p.renamed:
                styles.append(("pkg_renamed", 30))
            if id(e.file) in p.file_ns:
                styles.append(("pkg_ns", 15))
            if not styles:
                return None
        style = weighted(rng, styles)
        if style == "ns" or style == "pkg_ns":
            if style == "ns":
                spec = self._spec(e.file)
                base = lower_camel(e.file.stem.replace("-", "_").split("_")[0], "Mod") if "-" in e.file.stem \
                    else lower_camel(e.file.stem, "Mod")
                imported = None
            else:
                spec = e.file.pkg.npm
                imported = e.file.pkg.file_ns[id(e.file)]
                base = imported
            key = spec + "|" + (imported or "*")
            free = [x for x in self.ns_imports.get(key, ()) if x not in self.shadowed]
            if free:
                local = free[0]
            else:
                local = unique_name(base, self.names | self.shadowed)
                self.names.add(local)
                self.ns_imports.setdefault(key, []).append(local)
                if imported:
                    self.named.setdefault(spec, {})[local] = [imported, False]
                self.repo.feature("ts.namespace_import" if style == "ns" else "ts.import_namespace_reexport")
            x = f"{local}.{e.name}"
            self.ent_bind[e.key] = x
            return x
        if style == "named":
            spec = self._spec(e.file)
            imported = e.name
        elif style == "area_barrel":
            spec = rel_import(f.path, e.file.area.dir + "/index.ts").removesuffix("/index")
            imported = e.name
            self.repo.feature("ts.import_via_area_barrel")
        elif style == "pkg":
            spec = e.file.pkg.npm
            imported = e.name
            self.repo.feature("ts.import_workspace_package")
        else:  # pkg_renamed
            spec = e.file.pkg.npm
            imported = e.file.pkg.renamed[id(e)]
            self.repo.feature("ts.import_renamed_reexport")
        local = imported
        if local in self.names or local in self.shadowed:
            local = unique_name(imported + "Ref", self.names | self.shadowed)
            self.repo.feature("ts.import_as_alias")
        self.names.add(local)
        self.named.setdefault(spec, {})[local] = [imported, type_only]
        self.ent_bind[e.key] = local
        return local

    def _mark_runtime(self, expr, type_only):
        if type_only:
            return
        head = expr.split(".", 1)[0]
        for d in self.named.values():
            if head in d:
                d[head][1] = False

    # ------------------------------------------------------------------------------------------- render
    def render(self) -> None:
        f = self.f
        body: list[str] = []
        for e in f.ents:
            self.repo.entity(f.path, e.name, e.kind)
            body.append("")
            if isinstance(e, TConst):
                self.src = e.name
                c = self.gen.pick(f, "consts") if self.rng.random() < 0.4 else None
                x = self.ref(c, "ts.constant_ref") if (c is not None and c.file is not f) else None
                body.append(f"export const {e.name} = {x + ' + ' if x else ''}{self.rng.randint(1, 999)};")
            elif isinstance(e, TEnum):
                body.append(f"export enum {e.name} {{")
                for mn in ("Active", "Paused", "Archived"):
                    body.append(f"  {mn} = '{mn.lower()}',")
                body.append("}")
            elif isinstance(e, TAlias):
                self.src = e.name
                parts = [x for x in (self.ref(r, "ts.type_alias_member", type_only=True) for r in e.refs) if x]
                body.append(f"export type {e.name} = {' | '.join(parts + ['string'])};")
            elif isinstance(e, TIface):
                body += self.render_iface(e)
            elif isinstance(e, TClass):
                body += self.render_class(e)
            elif isinstance(e, TComp):
                body += self.render_comp(e)
            elif isinstance(e, TFunc):
                body += self.render_func(e)
            self.src = "<module>"
        body += self.render_module_level()
        head = self.render_imports()
        text = (f"// {f.pkg.npm}: {f.area.name}/{f.stem} (synthetic)\n" + "\n".join(head) + "\n"
                + "\n".join(body).lstrip("\n") + "\n")
        self.repo.add_file(f.path, text, LANG)

    def render_imports(self) -> list[str]:
        out = []
        star_specs = {k.split("|")[0] for k in self.ns_imports if k.endswith("|*")}
        for spec in sorted(set(self.named) | set(self.defaults) | star_specs):
            if spec in self.defaults:
                out.append(f"import {self.defaults[spec]} from '{spec}';")
            for nsl in self.ns_imports.get(spec + "|*", ()):
                out.append(f"import * as {nsl} from '{spec}';")
            d = self.named.get(spec)
            if d:
                items = []
                all_type = all(v[1] for v in d.values())
                for local in sorted(d):
                    imported, tonly = d[local]
                    s = imported if imported == local else f"{imported} as {local}"
                    items.append(("type " if (tonly and not all_type) else "") + s)
                if all_type:
                    self.repo.feature("ts.import_type_only")
                out.append(f"import {'type ' if all_type else ''}{{ {', '.join(items)} }} from '{spec}';")
        return out

    def render_module_level(self) -> list[str]:
        f, rng, out = self.f, self.rng, []
        if rng.random() < 0.1:
            fn = self.gen.pick(f, "funcs")
            c = self.gen.pick(f, "classes")
            if fn is not None and c is not None and not fn.arrow and fn.file is not f:
                x, y = self.ref(fn, "ts.module_level_call"), self.ref(c, "ts.module_level_call")
                if x and y:
                    out += ["", f"{x}();", f"void {y};"]
                    self.repo.feature("ts.module_level_statement")
        return out

    def exp(self, e) -> str:
        if e.is_default:
            return "export default "
        return "export " if e.exported else ""

    def start_shadow(self):
        if self.rng.random() < 0.12:
            cands = sorted(n for n in self.names if n[:1].islower() and n not in self.shadowed)
            if cands:
                self.shadowed.add(self.rng.choice(cands))
                self.shadow_param = self.rng.random() < 0.5  # else a block-scoped local

    def sig(self, params, optional=True):
        out, typed = [], []
        for pn, pc in params:
            t = self.ref(pc, "ts.annotation", type_only=True) if pc is not None else None
            if t:
                typed.append((pn, pc))
                self.repo.feature("ts.typed_param")
            out.append(f"{pn}{'?' if optional else ''}: {t or 'unknown'}")
        if self.shadow_param:
            for sh in sorted(self.shadowed):
                out.append(f"{sh}: number = 0")
                self.repo.feature("ts.shadowing_param")
        return ", ".join(out), typed

    def render_iface(self, i: TIface) -> list[str]:
        self.src = i.name
        ext = ""
        if i.base is not None:
            x = self.ref(i.base, "ts.interface_extends", type_only=True)
            if x:
                ext = f" extends {x}"
        out = [f"{'export ' if i.exported else ''}interface {i.name}{ext} {{"]
        for n, (k, cls) in i.members.items():
            q = f"{i.name}.{n}"
            self.repo.entity(self.f.path, q, "property" if k == "prop" else "method")
            self.src = q
            if k == "method":
                out.append(f"  {n}(): void;")
            else:
                t = self.ref(cls, "ts.annotation", type_only=True) if cls is not None else None
                opt = "?" if (getattr(i, "is_props", False) and n != "title") else ""  # JSX passes only title
                out.append(f"  {n}{opt}: {t or 'string'};")
                if not t:
                    i.members[n] = ("prop", None)
        out.append("}")
        self.src = "<module>"
        return out

    def render_func(self, fn: TFunc) -> list[str]:
        self.src = fn.name
        self.shadowed = set()
        self.start_shadow()
        params, typed = self.sig(fn.params)
        ret = "void"
        if fn.ret is not None:
            ret = self.ref(fn.ret, "ts.annotation", type_only=True) or "unknown"
        body = TBody(self, "  ", typed, None, None)
        body.run(fn.nst)
        if fn.ret is not None:
            x = self.ref(fn.ret, "ts.constructor_call")
            body.emit(f"return new {x}();" if x else "return undefined as any;")
        if fn.arrow:
            self.repo.feature("ts.arrow_function_const")
            out = [f"{self.exp(fn)}const {fn.name} = ({params}): {ret} => {{"] + body.lines + ["};"]
        else:
            out = [f"{self.exp(fn)}function {fn.name}({params}): {ret} {{"] + body.lines + ["}"]
        self.shadowed = set()
        return out

    def render_comp(self, c: TComp) -> list[str]:
        self.src = c.name
        pname = c.props.name
        body = TBody(self, "  ", [], None, None)
        body.run(c.nst)
        # props usage: props.<member>.<method>() for class-typed props
        for n, (_k, cls) in c.props.members.items():
            if cls is not None and self.rng.random() < 0.7:
                got = body.callable_member(cls)
                if got:
                    mn, kind = got
                    v = body.var()
                    body.emit(f"const {v} = props.{n}.{mn}{'' if kind == 'getter' else '()'};")
                    self.member_edge(c.props, n, "ts.props_member")
                    body.owner_edge(cls, mn, "ts.method_on_props_member")
        children = []
        for _ in range(self.rng.randint(0, 2)):
            ch = self.gen.pick(self.f, "comps")
            if ch is None or ch is c:
                continue
            x = self.ref(ch, "ts.jsx_component")
            if not x:
                continue
            children.append(f"      <{x} title=\"{self.rng.choice(NOUNS)}\" />")
            self.repo.feature("ts.jsx_component")
        self.member_edge(c.props, "title", "ts.props_member")
        out = [f"{self.exp(c)}function {c.name}(props: {pname}) {{"] + body.lines + [
            "  return (",
            f"    <div className=\"{c.name.lower()}\">",
            "      <h2>{props.title}</h2>",
        ] + children + ["    </div>", "  );", "}"]
        self.repo.edge(self.f.path, c.name, self.f.path, pname, "ts.annotation")
        return out

    def render_class(self, c: TClass) -> list[str]:
        f = self.f
        self.src = c.name
        head = f"{self.exp(c)}class {c.name}"
        if c.base is not None:
            x = self.ref(c.base, "ts.extends")
            head += f" extends {x}"
            self.repo.feature("ts.extends_cross_file" if c.base.file is not f else "ts.extends_same_file")
        if c.impls:
            xs = [self.ref(i, "ts.implements", type_only=True) for i in c.impls]
            head += " implements " + ", ".join(x for x in xs if x)
            self.repo.feature("ts.implements")
        out = [head + " {"]
        for n in c.sfields:
            q = f"{c.name}.{n}"
            self.repo.entity(f.path, q, "property")
            out.append(f"  static readonly {n} = {self.rng.randint(1, 99)};")
        for n in c.ifields:
            q = f"{c.name}.{n}"
            self.repo.entity(f.path, q, "property")
            out.append(f"  {n} = '';")
        for n, d in c.fields:
            q = f"{c.name}.{n}"
            self.repo.entity(f.path, q, "property")
            self.src = q
            x = self.ref(d, "ts.annotation", type_only=True)
            out.append(f"  private {n}: {x};")
        if c.has_ctor():
            q = f"{c.name}.constructor"
            self.repo.entity(f.path, q, "constructor")
            pps = []
            for n, d in c.pprops:
                pq = f"{c.name}.{n}"
                self.repo.entity(f.path, pq, "property")
                self.src = pq
                t = self.ref(d, "ts.annotation", type_only=True)
                v = self.ref(d, "ts.constructor_call")
                pps.append(f"private readonly {n}: {t} = new {v}()")
                self.repo.feature("ts.parameter_property")
            self.src = q
            out.append(f"  constructor({', '.join(pps)}) {{")
            if c.base is not None:
                out.append("    super();")
            for n, d in c.fields:
                x = self.ref(d, "ts.constructor_call")
                out.append(f"    this.{n} = new {x}();")
                self.member_edge(c, n, "ts.this_field")
            out.append("  }")
        for m in c.methods:
            out.append("")
            out += self.render_method(c, m)
        out.append("}")
        self.src = "<module>"
        return out

    def render_method(self, c: TClass, m: TMethod) -> list[str]:
        q = f"{c.name}.{m.name}"
        self.src = q
        self.repo.entity(self.f.path, q, "accessor" if m.kind == "getter" else "method")
        self.shadowed = set()
        if m.kind == "method":
            self.start_shadow()
        params, typed = self.sig(m.params)
        body = TBody(self, "    ", typed, None if m.kind == "static" else c, m)
        body.run(m.nst)
        if m.kind == "getter":
            body.emit("return 0;")
            head = f"  get {m.name}(): number {{"
        elif m.kind == "static":
            body.emit("return 0;")
            head = f"  static {m.name}(): number {{"
        else:
            ret = "void"
            if m.ret is not None:
                ret = self.ref(m.ret, "ts.annotation", type_only=True) or "unknown"
                x = self.ref(m.ret, "ts.constructor_call")
                body.emit(f"return new {x}();" if x else "return undefined as any;")
            head = f"  {m.name}({params}): {ret} {{"
        self.shadowed = set()
        return [head] + body.lines + ["  }"]


class TBody:
    def __init__(self, ctx: FileCtx, indent: str, typed, cls: TClass | None, method: TMethod | None):
        self.ctx, self.ind, self.typed, self.cls, self.method = ctx, indent, typed, cls, method
        self.rng = ctx.rng
        self.lines: list[str] = []
        self.locals: set[str] = set()
        self.last = None

    def var(self):
        base = LOCALS[int(self.rng.random() * len(LOCALS))]
        v, i = base, 2
        while v in self.locals or v in self.ctx.names:
            v = f"{base}{i}"
            i += 1
        self.locals.add(v)
        self.last = v
        return v

    def emit(self, *ls):
        for ln in ls:
            self.lines.append(self.ind + ln)

    def owner_edge(self, c, member, feature):
        o = c.owner_of(member)
        if o is None:  # pragma: no cover
            raise AssertionError(f"{member} not on {c.name}")
        self.ctx.member_edge(o, member, feature)
        if o is not c:
            self.ctx.repo.feature(feature + "_inherited")

    def callable_member(self, c):
        cache = c.__dict__.setdefault("_cm", None)
        if cache is None:
            cache = c._cm = self._callables(c)
        if not cache:
            return None
        return cache[int(self.rng.random() * len(cache))]

    def _callables(self, c):
        if isinstance(c, TIface):
            return [(n, "method" if k == "method" else "prop") for n, (k, _) in c.all_members().items()]
        return [(n, c.owner_of(n).members[n]) for n in c.all_members(("method", "getter"))]

    def use_member(self, recv, c, feature, opt=False):
        got = self.callable_member(c)
        if got is None:
            return False
        n, kind = got
        dot = "?." if opt else "."
        call = "()" if kind == "method" else ""
        self.emit(f"const {self.var()} = {recv}{dot}{n}{call};")
        self.owner_edge(c, n, feature)
        return True

    _menus: dict[tuple, tuple[list, float]] = {}

    def menu(self):
        """The statement kinds that fit this body, with weights (cached per combination of conditions)."""
        key = (bool(self.typed), self.cls is not None, bool(self.method and self.method.kind == "method"))
        got = TBody._menus.get(key)
        if got is None:
            typed, cls, meth = key
            B = TBody
            gens = [(B.s_call, 14), (B.s_new, 12), (B.s_param, 12 if typed else 0), (B.s_const, 7),
                    (B.s_this, 12 if cls else 0), (B.s_this_field, 10 if cls else 0),
                    (B.s_static, 4), (B.s_factory, 6), (B.s_enum, 4), (B.s_trap, 3),
                    (B.s_local_typed, 5), (B.s_super, 4 if cls and meth else 0),
                    (B.s_alias, 2), (B.s_generic, 3), (B.s_filler, 8)]
            gens = [g for g in gens if g[1] > 0]
            got = TBody._menus[key] = (gens, sum(w for _, w in gens))
        return got

    def run(self, n):
        gens, tot = self.menu()
        for sh in sorted(self.ctx.shadowed):
            if not self.ctx.shadow_param:
                self.emit(f"const {sh} = {self.rng.randint(1, 9)}; // local shadows the imported/module-level name")
                self.ctx.repo.feature("ts.shadowing_local")
            self.emit(f"const {self.var()} = {sh} + 1;")
            self.ctx.repo.feature("ts.shadowing")
        for _ in range(n):
            for _a in range(4):
                if weighted(self.rng, gens, tot)(self):
                    break
            else:
                self.s_filler()

    def pick(self, kind):
        return self.ctx.gen.pick(self.ctx.f, kind)

    def s_call(self):
        fn = self.pick("funcs")
        if fn is None:
            return False
        x = self.ctx.ref(fn, "ts.call")
        if x is None:
            return False
        self.emit(f"const {self.var()} = {x}();")
        return True

    def s_new(self):
        c = self.pick("classes")
        if c is None:
            return False
        x = self.ctx.ref(c, "ts.constructor_call")
        if x is None:
            return False
        v = self.var()
        self.emit(f"const {v} = new {x}();")
        if self.rng.random() < 0.8:
            self.use_member(v, c, "ts.method_on_constructed")
        return True

    def s_param(self):
        pn, pc = self.typed[self.rng.randrange(len(self.typed))]
        feature = "ts.member_on_typed_param" if isinstance(pc, TClass) else "ts.member_on_interface_param"
        return self.use_member(pn, pc, feature, opt=True)

    def s_const(self):
        c = self.pick("consts")
        if c is None:
            return False
        x = self.ctx.ref(c, "ts.constant_ref")
        if x is None:
            return False
        self.emit(f"const {self.var()} = {x} + {self.rng.randint(1, 9)};")
        return True

    def s_this(self):
        got = self.callable_member(self.cls)
        if got is None:
            return False
        n, kind = got
        self.emit(f"const {self.var()} = this.{n}{'()' if kind == 'method' else ''};")
        self.owner_edge(self.cls, n, "ts.this_method")
        return True

    def s_this_field(self):
        fs = [(n, c.typed[n]) for c in self.cls.chain() for n in c.typed]
        fs = [(n, d) for n, d in fs if self.cls.owner_of(n).members[n] in ("field", "pprop")]
        if not fs:
            return False
        n, d = fs[self.rng.randrange(len(fs))]
        o = self.cls.owner_of(n)
        if o.members[n] == "field" and o is not self.cls:
            return False  # private fields are not visible in subclasses
        if o.members[n] == "pprop" and o is not self.cls:
            return False
        got = self.callable_member(d)
        if got is None:
            return False
        mn, kind = got
        self.emit(f"const {self.var()} = this.{n}.{mn}{'()' if kind == 'method' else ''};")
        self.ctx.member_edge(o, n, "ts.this_field" if o.members[n] == "field" else "ts.this_parameter_property")
        self.owner_edge(d, mn, "ts.method_on_this_field")
        return True

    def s_static(self):
        c = self.pick("classes")
        if c is None:
            return False
        ms = c.all_members(("static", "sfield"))
        if not ms:
            return False
        x = self.ctx.ref(c, "ts.static_member")
        if x is None:
            return False
        n = ms[self.rng.randrange(len(ms))]
        kind = c.owner_of(n).members[n]
        self.emit(f"const {self.var()} = {x}.{n}{'()' if kind == 'static' else ''};")
        self.owner_edge(c, n, "ts.static_member")
        return True

    def s_factory(self):
        fn = self.pick("factories")
        if fn is None or fn.ret is None:
            return False
        x = self.ctx.ref(fn, "ts.call")
        if x is None:
            return False
        v = self.var()
        self.emit(f"const {v} = {x}();")
        self.use_member(v, fn.ret, "ts.method_on_return_type")
        return True

    def s_enum(self):
        e = self.pick("enums")
        if e is None:
            return False
        x = self.ctx.ref(e, "ts.enum_ref")
        if x is None:
            return False
        self.emit(f"const {self.var()} = {x}.{self.rng.choice(('Active', 'Paused', 'Archived'))};")
        return True

    def s_trap(self):
        v = self.var()
        self.emit(f"const {v} = new Map<string, number>();", f"{v}.{self.rng.choice(('get', 'delete'))}('key');")
        self.ctx.repo.feature("ts.trap_lib_method_named_like_repo_method")
        return True

    def s_local_typed(self):
        c = self.pick("classes")
        if c is None:
            return False
        x = self.ctx.ref(c, "ts.annotation")
        if x is None:
            return False
        v = self.var()
        self.emit(f"const {v}: {x} = new {x}();")
        self.use_member(v, c, "ts.method_on_annotated_local")
        return True

    def s_super(self):
        m = self.method
        o = self.cls.owner_of(m.name, skip_self=True)
        if o is None or o.members[m.name] != "method":
            return False
        self.emit(f"const {self.var()} = super.{m.name}();")
        self.ctx.member_edge(o, m.name, "ts.super_method")
        return True

    def s_alias(self):
        a = self.pick("aliases")
        if a is None:
            return False
        x = self.ctx.ref(a, "ts.type_alias_ref", type_only=True)
        if x is None:
            return False
        self.emit(f"let {self.var()}: {x} | undefined;")
        return True

    def s_generic(self):
        c = self.pick("classes")
        if c is None:
            return False
        x = self.ctx.ref(c, "ts.generic_type_argument", type_only=True)
        if x is None:
            return False
        self.emit(f"const {self.var()}: Array<{x}> = [];")
        return True

    def s_filler(self):
        r = self.rng.random()
        v = self.var()
        if r < 0.4:
            self.emit(f"const {v} = [1, 2, 3].map((n) => n * {self.rng.randint(2, 9)});")
        elif r < 0.7:
            self.emit(f"let {v} = 0;", f"for (let i = 0; i < {self.rng.randint(2, 9)}; i++) {{", f"  {v} += i;", "}")
        else:
            self.emit(f"// {self.rng.choice(NOUNS)} {self.rng.choice(VERBS)} step",
                      f"const {v} = String({self.rng.randint(1, 99)}).length;")
        return True


# The planner's per-entity line estimates run high; this maps requested lines to planner budget.
CALIBRATION = 0.77


def generate(repo: Repo, rng: random.Random, target_lines: int) -> None:
    gen = TSGen(repo, rng, max(500, int(target_lines * CALIBRATION)))
    gen.plan()
    gen.render()
    repo.feature("ts.import_cycle_pairs", sum(1 for a, deps in gen.imports.items() for b in deps
                                              if a < b and a in gen.imports.get(b, ())))
