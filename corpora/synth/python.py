"""Python part of the synthetic monorepo.

Layout: a root-level package ``synthcore/`` plus projects ``services/<svc>/`` (``pyproject.toml`` and a
``src/<svc>/`` package).  Every package has sub-packages (some nested) with an ``__init__.py`` that re-exports
names (``from .mod import X`` + ``__all__``), a ``<sub>_constants.py`` module used through star imports, and
regular modules holding classes, functions and module-level variables.

Every reference emitted inside an entity goes through ``ModCtx.ref`` (module-level names) or one of the member
helpers (``owner_of``), which record the true target as an entity edge.  Names that are not recorded are, by
construction, locals, parameters, instance attributes, builtins or standard-library names.
"""

from __future__ import annotations

import random

from .core import (
    ATTRS,
    COMMON_METHODS,
    LOCALS,
    MODULE_KINDS,
    NOUNS,
    ROLES,
    VERBS,
    Repo,
    camel,
    snake_of_camel,
    unique_name,
    weighted,
)

LANG = "python"
SERVICE_NAMES = [
    "billing", "ingest", "notify", "search", "identity", "reporting", "scheduler", "gateway", "storage",
    "analytics", "relay", "workflow", "replay", "uptime", "profiling", "feedback", "crons", "quotas",
    "hooks", "insights", "exports", "imports_svc", "ledgers", "catalog",
]
ROOT_PKG = "synthcore"
SUB_NAMES = [n + "s" for n in NOUNS]  # sub-package names: plural nouns

# ---------------------------------------------------------------------------------------------------------
# Plan objects


class Project:
    def __init__(self, name: str, prefix: str, budget: int):
        self.name = name          # top-level package name
        self.prefix = prefix      # path prefix of the package's parent dir ("" or "services/x/src/")
        self.budget = budget
        self.subs: list[Sub] = []
        self.deps: list[Project] = []
        self.top: Mod | None = None
        self.pool = Pools()
        self.ext = Pools()
        self.const_names: set[str] = set()
        self.pool_classes_so_far: list = []
        self.mixins_so_far: list = []
        self.dep_classes: list | None = None
        self.dep_mixins: list | None = None


class Sub:
    def __init__(self, proj: Project, parts: list[str]):
        self.proj = proj
        self.parts = parts
        self.dotted = ".".join([proj.name, *parts])
        self.dir = proj.prefix + "/".join([proj.name, *parts]) + "/"
        self.init: Mod | None = None
        self.consts: Mod | None = None
        self.mods: list[Mod] = []
        self.pool = Pools()


class Pools:
    def __init__(self):
        self.classes: list[Cls] = []
        self.mixins: list[Cls] = []
        self.funcs: list[Func] = []
        self.decos: list[Func] = []
        self.factories: list[Func] = []
        self.consts: list[Const] = []
        self.metas: list[Cls] = []

    def extend(self, other: Pools) -> None:
        for k in vars(self):
            getattr(self, k).extend(getattr(other, k))


class Mod:
    def __init__(self, sub: Sub, short: str, kind: str):
        self.sub = sub
        self.proj = sub.proj
        self.short = short
        self.kind = kind  # "init" | "consts" | "regular"
        if kind == "init":
            self.dotted = sub.dotted
            self.path = sub.dir + "__init__.py"
            self.pkg_parts = sub.dotted.split(".")
        else:
            self.dotted = sub.dotted + "." + short
            self.path = sub.dir + short + ".py"
            self.pkg_parts = sub.dotted.split(".")
        self.ents: list = []       # top-level entities in order
        self.names: set[str] = set()
        self.exports: list = []    # init: re-exported entities
        self.target = 0
        self.logger = False
        self.consts_all: list[str] = []


class Const:
    kind = "variable"

    def __init__(self, mod: Mod, name: str, rhs: Const | None = None):
        self.mod, self.name, self.rhs = mod, name, rhs
        self.key = (mod.path, name)


class Func:
    kind = "function"

    def __init__(self, mod: Mod, name: str, nst: int):
        self.mod, self.name, self.nst = mod, name, nst
        self.key = (mod.path, name)
        self.params: list[tuple[str, Cls | None]] = []
        self.ret: Cls | None = None
        self.is_deco = False
        self.deco: Func | None = None


class Method:
    def __init__(self, name: str, kind: str, nst: int):
        self.name, self.kind, self.nst = name, kind, nst  # kind: method|property|static|init
        self.params: list[tuple[str, Cls | None]] = []
        self.deco: Func | None = None
        self.ret: Cls | None = None


class Cls:
    kind = "class"

    def __init__(self, mod: Mod, name: str):
        self.mod, self.name = mod, name
        self.key = (mod.path, name)
        self.base: Cls | None = None
        self.mixin: Cls | None = None
        self.is_mixin = False
        self.members: dict[str, str] = {}   # name -> method|property|static|init|cattr|meta|dep
        self.methods: list[Method] = []
        self.cattrs: list[tuple[str, Const | None]] = []
        self.deps: list[tuple[str, Cls]] = []
        self.meta = False
        self.deco: Func | None = None
        self._mro: list[Cls] | None = None

    def mro(self) -> list[Cls]:
        if self._mro is None:
            bases = [b for b in (self.base, self.mixin) if b is not None]
            seqs = [list(b.mro()) for b in bases] + [list(bases)]
            res = [self]
            while True:
                seqs = [s for s in seqs if s]
                if not seqs:
                    break
                for s in seqs:
                    head = s[0]
                    if not any(head in t[1:] for t in seqs):
                        break
                else:  # pragma: no cover - the planner never builds inconsistent hierarchies
                    raise AssertionError(f"inconsistent MRO for {self.name}")
                res.append(head)
                for s in seqs:
                    if s and s[0] is head:
                        s.pop(0)
            self._mro = res
        return self._mro

    def owner_of(self, member: str, skip_self: bool = False) -> Cls | None:
        for c in self.mro()[1 if skip_self else 0:]:
            if member in c.members:
                return c
        return None

    def all_members(self, kinds: tuple[str, ...]) -> list[str]:
        """Member names visible on instances (first definition along the MRO), of the given kinds.
        Only called while rendering, when the plan no longer changes, so it is cached."""
        cache = self.__dict__.setdefault("_am", {})
        got = cache.get(kinds)
        if got is None:
            seen: dict[str, str] = {}
            for c in self.mro():
                for n, k in c.members.items():
                    if n not in seen:
                        seen[n] = k
            got = cache[kinds] = [n for n, k in seen.items() if k in kinds]
        return got


# ---------------------------------------------------------------------------------------------------------


class PyGen:
    def __init__(self, repo: Repo, rng: random.Random, target_lines: int):
        self.repo, self.rng, self.target = repo, rng, target_lines
        self.projects: list[Project] = []
        self.all_mods: list[Mod] = []
        self.all_classes: list[Cls] = []
        self.imports: dict[str, set[str]] = {}

    # ----------------------------------------------------------------------------------------------- plan
    def plan(self) -> None:
        rng = self.rng
        n_svc = max(2, min(len(SERVICE_NAMES), round(self.target / 45000) + 1))
        weights = [rng.uniform(0.6, 1.4) for _ in range(n_svc)]
        root_share = 0.2
        self.projects.append(Project(ROOT_PKG, "", int(self.target * root_share)))
        tot = sum(weights)
        for i, w in enumerate(weights):
            name = SERVICE_NAMES[i]
            self.projects.append(Project(name, f"services/{name}/src/", int(self.target * (1 - root_share) * w / tot)))
        root = self.projects[0]
        for i, p in enumerate(self.projects[1:]):
            p.deps = [root]
            earlier = self.projects[1:1 + i]
            if earlier:
                p.deps += rng.sample(earlier, min(len(earlier), rng.randint(0, 2)))
        for p in self.projects:
            self.plan_project(p)
        # pools
        for p in self.projects:
            for s in p.subs:
                p.pool.extend(s.pool)
        for p in self.projects:
            for d in p.deps:
                p.ext.extend(d.pool)
        for p in self.projects:
            for s in p.subs:
                for m in s.mods:
                    self.plan_types(m)

    def plan_project(self, p: Project) -> None:
        rng = self.rng
        avg = 125
        n_mods = max(3, round(p.budget / avg))
        n_subs = max(1, round(n_mods / 9))
        names = rng.sample(SUB_NAMES, min(n_subs, len(SUB_NAMES)))
        while len(names) < n_subs:
            names.append(unique_name(rng.choice(SUB_NAMES), set(names)))
        top = Sub(p, [])
        p.top = Mod(top, "__init__", "init")
        for i, nm in enumerate(names):
            parent = None
            if i >= 2 and rng.random() < 0.3:
                parent = rng.choice([s for s in p.subs if len(s.parts) == 1])
            parts = [*parent.parts, nm] if parent else [nm]
            s = Sub(p, parts)
            s.init = Mod(s, "__init__", "init")
            s.consts = Mod(s, f"{nm}_constants", "consts")
            p.subs.append(s)
        # distribute modules among subs
        per_sub = [0] * len(p.subs)
        for i in range(n_mods):
            per_sub[i % len(p.subs) if i < len(p.subs) else rng.randrange(len(p.subs))] += 1
        mod_budget = p.budget / n_mods
        for s, k in zip(p.subs, per_sub):
            used: set[str] = {s.consts.short}
            for _ in range(max(1, k)):
                short = unique_name(f"{rng.choice(NOUNS)}_{rng.choice(MODULE_KINDS)}", used)
                used.add(short)
                m = Mod(s, short, "regular")
                m.target = int(mod_budget * rng.uniform(0.45, 1.55))
                s.mods.append(m)
            self.plan_consts(s.consts)
            for m in s.mods:
                self.plan_module(m)
        for s in p.subs:
            self.plan_init(s)
        self.plan_top_init(p)

    def plan_consts(self, m: Mod) -> None:
        rng = self.rng
        p = m.proj
        n = rng.randint(3, 9)
        for _ in range(n):
            nm = unique_name(f"{rng.choice(NOUNS).upper()}_{rng.choice(ATTRS)}", p.const_names)
            p.const_names.add(nm)
            rhs = None
            prev = [e for e in m.ents if isinstance(e, Const)]
            if prev and rng.random() < 0.3:
                rhs = rng.choice(prev)
            c = Const(m, nm, rhs)
            m.ents.append(c)
            m.names.add(nm)
            m.sub.pool.consts.append(c)
        m.consts_all = [e.name for e in m.ents]
        m.names.add("__all__")

    def plan_module(self, m: Mod) -> None:
        rng = self.rng
        est = 6
        m.names.update({"annotations"})
        if rng.random() < 0.3:
            m.logger = True
            m.names.add("logger")
            est += 2
        while est < m.target:
            r = rng.random()
            if r < 0.42:
                c = self.plan_class(m)
                est += 3 + len(c.cattrs) + (5 if c.meta else 0) + sum(3 + mt.nst * 1.9 for mt in c.methods)
            elif r < 0.92:
                f = self.plan_func(m)
                est += 3 + f.nst * 1.9
            else:
                nm = unique_name(f"DEFAULT_{rng.choice(NOUNS).upper()}_{rng.choice(ATTRS)}", m.proj.const_names)
                m.proj.const_names.add(nm)
                c = Const(m, nm)
                m.ents.append(c)
                m.names.add(nm)
                est += 1

    def plan_func(self, m: Mod) -> Func:
        rng = self.rng
        name = unique_name(f"{rng.choice(VERBS)}_{rng.choice(NOUNS)}", m.names)
        m.names.add(name)
        f = Func(m, name, rng.randint(1, 7))
        m.ents.append(f)
        r = rng.random()
        if r < 0.06:
            f.is_deco = True
            m.sub.pool.decos.append(f)
            m.names.add("_F")  # the decorator is typed (fn: _F) -> _F with _F = TypeVar("_F")
        elif r < 0.2:
            m.sub.pool.factories.append(f)  # return type decided in plan_types
        else:
            m.sub.pool.funcs.append(f)
        return f

    def plan_class(self, m: Mod) -> Cls:
        rng = self.rng
        p = m.proj
        if rng.random() < 0.08:
            name = unique_name(camel(rng.choice(NOUNS), "Mixin"), m.names)
            c = Cls(m, name)
            c.is_mixin = True
            for _ in range(rng.randint(1, 3)):
                mn = unique_name(f"{rng.choice(VERBS)}_{rng.choice(NOUNS)}", c.members)
                c.members[mn] = "method"
                c.methods.append(Method(mn, "method", rng.randint(1, 4)))
            m.names.add(name)
            m.ents.append(c)
            m.sub.pool.mixins.append(c)
            p.mixins_so_far.append(c)
            self.all_classes.append(c)
            return c
        name = unique_name(camel(rng.choice(NOUNS), rng.choice(ROLES)), m.names)
        m.names.add(name)
        c = Cls(m, name)
        # base: a class planned earlier (no cycles), same project or a dependency
        if rng.random() < 0.55:
            cands = p.pool_classes_so_far[-400:]
            if p.dep_classes is None:  # dependencies are planned before this project
                p.dep_classes = [x for d in p.deps for x in d.pool_classes_so_far]
            ext = p.dep_classes
            src = cands if (cands and (not ext or rng.random() < 0.75)) else ext
            if src:
                c.base = src[rng.randrange(len(src))]
        if rng.random() < 0.15:
            if p.dep_mixins is None:
                p.dep_mixins = [x for d in p.deps for x in d.mixins_so_far]
            mix = p.mixins_so_far[-50:] + p.dep_mixins[-50:]
            if mix:
                x = mix[rng.randrange(len(mix))]
                if c.base is None or x not in c.base.mro():
                    c.mixin = x
        inherited = set()
        for b in (c.base, c.mixin):
            if b is not None:
                for x in b.mro():
                    inherited.update(x.members)
        # methods
        k = rng.randint(1, 6)
        names = rng.sample(COMMON_METHODS, min(k, rng.randint(1, 4)))
        while len(names) < k:
            names.append(f"{rng.choice(VERBS)}_{rng.choice(NOUNS)}")
        for mn in names:
            if mn in c.members:
                continue
            if inherited and mn not in COMMON_METHODS and mn in inherited:
                continue
            c.members[mn] = "method"
            c.methods.append(Method(mn, "method", rng.randint(1, 7)))
        if rng.random() < 0.3:
            pn = f"{rng.choice(NOUNS)}_count"
            if pn not in c.members and pn not in inherited:
                c.members[pn] = "property"
                c.methods.append(Method(pn, "property", rng.randint(1, 3)))
        if rng.random() < 0.2:
            sn = f"default_{rng.choice(NOUNS)}"
            if sn not in c.members and sn not in inherited:
                c.members[sn] = "static"
                c.methods.append(Method(sn, "static", rng.randint(1, 3)))
        for _ in range(rng.choice((0, 0, 1, 1, 2))):
            an = rng.choice(ATTRS)
            if an not in c.members:
                c.members[an] = "cattr"
                c.cattrs.append((an, None))
        if rng.random() < 0.1:
            c.meta = True
            c.members["Meta"] = "meta"
            m.sub.pool.metas.append(c)
        m.ents.append(c)
        m.sub.pool.classes.append(c)
        p.pool_classes_so_far.append(c)
        self.all_classes.append(c)
        return c

    def plan_init(self, s: Sub) -> None:
        rng = self.rng
        m = s.init
        taken: set[str] = {"__all__"}
        for mod in s.mods:
            for e in mod.ents:
                if isinstance(e, (Cls, Func)) and e.name not in taken and rng.random() < 0.4:
                    m.exports.append(e)
                    taken.add(e.name)
        m.names = taken
        s.pool_exports = {id(e) for e in m.exports}

    def plan_top_init(self, p: Project) -> None:
        rng = self.rng
        m = p.top
        taken: set[str] = {"__all__", "__version__"}
        for s in p.subs:
            if len(s.parts) != 1:
                continue
            for e in s.init.exports:
                if e.name not in taken and rng.random() < 0.35:
                    m.exports.append((s, e))
                    taken.add(e.name)
        m.names = taken
        p.top_exports = {id(e) for _, e in m.exports}

    def plan_types(self, m: Mod) -> None:
        """Second pass: parameter types, factory return types, class dependencies (any visible class)."""
        rng = self.rng
        pos = {id(x): i for i, x in enumerate(m.ents)}

        def before(t, e):
            # module-level uses (decorators, class-attribute values) only of names defined earlier
            return t if (t is None or t.mod is not m or pos[id(t)] < pos[id(e)]) else None

        for e in m.ents:
            if isinstance(e, Func):
                e.params = self.plan_params(m, 0 if e.is_deco else rng.choice((0, 1, 1, 2)))
                if e.is_deco:
                    e.params = [("fn", None)]
                elif e in m.sub.pool.factories:
                    e.ret = self.pick(m, "classes")
                if not e.is_deco and rng.random() < 0.1:
                    e.deco = before(self.pick(m, "decos"), e)
            elif isinstance(e, Cls):
                if not e.is_mixin and rng.random() < 0.1:
                    e.deco = before(self.pick(m, "decos"), e)
                if not e.is_mixin and rng.random() < 0.45:
                    inherited = set()
                    for x in e.mro()[1:]:
                        inherited.update(x.members)
                    for _ in range(rng.randint(1, 2)):
                        d = self.pick(m, "classes")
                        if d is None:
                            continue
                        an = snake_of_camel(d.name)
                        if an in e.members or an in inherited:
                            continue
                        e.members[an] = "dep"
                        e.deps.append((an, d))
                    if e.deps:
                        e.members["__init__"] = "init"
                        e.methods.insert(0, Method("__init__", "init", 0))
                cattrs = []
                for an, _ in e.cattrs:
                    cattrs.append((an, before(self.pick(m, "consts"), e) if rng.random() < 0.4 else None))
                e.cattrs = cattrs
                for mt in e.methods:
                    if mt.kind == "method":
                        mt.params = self.plan_params(m, rng.choice((0, 0, 1, 1, 2)))
                        if rng.random() < 0.05:
                            mt.deco = before(self.pick(m, "decos"), e)
                        if rng.random() < 0.15:
                            mt.ret = self.pick(m, "classes")

    def plan_params(self, m: Mod, n: int) -> list:
        out = []
        used = set()
        for _ in range(n):
            c = self.pick(m, "classes")
            nm = unique_name(self.rng.choice(NOUNS), used)
            used.add(nm)
            out.append((nm, c))
        return out

    def pick(self, m: Mod, kind: str):
        rng = self.rng
        r = rng.random()
        order = (m.sub.pool, m.proj.pool, m.proj.ext) if r < 0.45 else (
            (m.proj.pool, m.proj.ext, m.sub.pool) if r < 0.82 else (m.proj.ext, m.proj.pool, m.sub.pool))
        for pool in order:
            lst = getattr(pool, kind)
            if lst:
                return lst[rng.randrange(len(lst))]
        return None

    # --------------------------------------------------------------------------------------------- render
    def render(self) -> None:
        for p in self.projects:
            if p.prefix:
                self.render_pyproject(p)
            self.render_top_init(p)
            for s in p.subs:
                self.render_init(s)
                self.render_consts(s.consts)
                for m in s.mods:
                    ctx = ModCtx(self, m)
                    ctx.render()
                    self.imports[m.dotted] = ctx.imported_mods
        self.render_root_pyproject()

    def render_root_pyproject(self) -> None:
        extra = ", ".join(f'"services/{p.name}/src"' for p in self.projects if p.prefix)
        text = (
            '[project]\nname = "synth-monorepo"\nversion = "0.0.0"\nrequires-python = ">=3.10"\n\n'
            "[tool.pyright]\n"
            f"extraPaths = [{extra}]\n"
            'exclude = ["**/node_modules", "build", "out"]\n'
        )
        self.repo.add_file("pyproject.toml", text)

    def render_pyproject(self, p: Project) -> None:
        deps = "".join(f'    "{d.name}",\n' for d in p.deps)
        text = (
            f'[project]\nname = "{p.name}"\nversion = "0.1.0"\nrequires-python = ">=3.10"\n'
            f"dependencies = [\n{deps}]\n\n"
            '[build-system]\nrequires = ["setuptools>=68"]\nbuild-backend = "setuptools.build_meta"\n\n'
            '[tool.setuptools.packages.find]\nwhere = ["src"]\n'
        )
        self.repo.add_file(f"services/{p.name}/pyproject.toml", text)

    def render_init(self, s: Sub) -> None:
        m = s.init
        by_mod: dict[str, list[str]] = {}
        for e in m.exports:
            by_mod.setdefault(e.mod.short, []).append(e.name)
        lines = [f'"""{s.dotted} package."""', ""]
        for short in sorted(by_mod):
            lines.append(f"from .{short} import {', '.join(sorted(by_mod[short]))}")
            self.repo.feature("py.reexport_line")
        names = sorted(e.name for e in m.exports)
        lines += ["", "__all__ = ["] + [f'    "{n}",' for n in names] + ["]", ""]
        self.repo.add_file(m.path, "\n".join(lines), LANG)
        self.repo.entity(m.path, "__all__", "variable")

    def render_top_init(self, p: Project) -> None:
        m = p.top
        by_sub: dict[str, list[str]] = {}
        for s, e in m.exports:
            by_sub.setdefault(s.parts[0], []).append(e.name)
        lines = [f'"""{p.name}: synthetic project package."""', ""]
        for sub in sorted(by_sub):
            lines.append(f"from .{sub} import {', '.join(sorted(by_sub[sub]))}")
            self.repo.feature("py.reexport_of_reexport_line")
        names = sorted(e.name for _, e in m.exports)
        lines += ["", '__version__ = "0.1.0"', "__all__ = ["] + [f'    "{n}",' for n in names] + ["]", ""]
        self.repo.add_file(m.path, "\n".join(lines), LANG)
        self.repo.entity(m.path, "__all__", "variable")
        self.repo.entity(m.path, "__version__", "variable")

    def render_consts(self, m: Mod) -> None:
        rng = self.rng
        lines = [f'"""Constants of {m.sub.dotted}."""', ""]
        lines.append("__all__ = [" + ", ".join(f'"{n}"' for n in m.consts_all) + "]")
        lines.append("")
        self.repo.entity(m.path, "__all__", "variable")
        for c in m.ents:
            self.repo.entity(m.path, c.name, "variable")
            if c.rhs is not None:
                lines.append(f"{c.name} = {c.rhs.name} * {rng.randint(2, 9)}")
                self.repo.edge(m.path, c.name, m.path, c.rhs.name, "py.module_constant")
            else:
                lines.append(f"{c.name} = {rng.randint(1, 5000)}")
        lines.append("")
        self.repo.add_file(m.path, "\n".join(lines), LANG)


# ---------------------------------------------------------------------------------------------------------


def rel_spec(from_pkg: list[str], target: list[str]) -> str:
    """Relative module spec for importing ``target`` (dotted parts) from a module in package ``from_pkg``."""
    common = 0
    for a, b in zip(from_pkg, target):
        if a != b:
            break
        common += 1
    dots = len(from_pkg) - common + 1
    return "." * dots + ".".join(target[common:])


class Binding:
    __slots__ = ("alias", "expr_head", "name", "runtime", "spec", "style")

    def __init__(self, style, spec, name, alias, expr_head):
        self.style, self.spec, self.name, self.alias, self.expr_head = style, spec, name, alias, expr_head
        self.runtime = False


class ModCtx:
    """Renders one regular module; owns its import table."""

    def __init__(self, gen: PyGen, m: Mod):
        self.gen, self.m, self.rng, self.repo = gen, m, gen.rng, gen.repo
        self.names: set[str] = set(m.names)     # every module-level binding name
        self.ent_bind: dict[tuple, tuple[Binding, str]] = {}   # entity key -> (binding, expression)
        self.mod_bind: dict[str, Binding] = {}  # module dotted -> module binding (alias / from-pkg-import-mod)
        self.bindings: list[Binding] = []
        self.dotted_imports: set[str] = set()
        self.stars: list[Mod] = []
        self.need_os = False
        self.src = "<module>"
        self.shadowed: set[str] = set()
        self.shadow_param = False
        self.own = {e.name: e for e in m.ents}
        self.imported_mods: set[str] = set()   # dotted modules this module imports (for cycle stats)

    # ---------------------------------------------------------------------------- references to top-levels
    def edge(self, e, feature: str) -> None:
        self.repo.edge(self.m.path, self.src, e.key[0], e.key[1], feature)

    def ref(self, e, feature: str, ann: bool = False) -> str | None:
        """Expression naming module-level entity ``e`` here; records the edge.  None if impossible."""
        expr = self._ref(e, ann)
        if expr is None:
            return None
        self.edge(e, feature)
        return expr

    def _ref(self, e, ann: bool) -> str | None:
        m = self.m
        if e.mod is m:
            return None if e.name in self.shadowed else e.name
        got = self.ent_bind.get(e.key)
        if got is not None:
            b, expr = got
            if expr.split(".", 1)[0] not in self.shadowed:
                if not ann:
                    b.runtime = True
                return expr
        rng = self.rng
        if e.mod in self.stars and e.name not in self.shadowed:
            return self._bind(e, "star", ann)
        same_proj = e.mod.proj is m.proj
        name_free = e.name not in self.names and e.name not in self.shadowed
        styles = []
        if name_free:
            styles += [("from_abs", 20), ("try", 2 if isinstance(e, Func) and not e.is_deco else 0)]
            if same_proj:
                styles.append(("from_rel", 30))
            if isinstance(e, (Cls, Func)) and id(e) in e.mod.sub.pool_exports:
                styles.append(("reexport", 15))
            if id(e) in e.mod.proj.top_exports:
                styles.append(("top_reexport", 8))
            if isinstance(e, Const) and e.mod.kind == "consts" and self._star_ok(e.mod):
                styles.append(("star", 40))
        else:
            styles.append(("from_alias", 8))
        styles += [("mod_alias", 10), ("from_pkg_mod", 10 if same_proj else 5), ("dotted", 3)]
        styles = [s for s in styles if s[1] > 0]
        return self._bind(e, weighted(rng, styles), ann)

    def _star_ok(self, cm: Mod) -> bool:
        if cm in self.stars:
            return True
        return not any(n in self.names or n in self.shadowed for n in cm.consts_all)

    def _new(self, e, style, spec, name, alias, expr, ann):
        head = expr.split(".", 1)[0]
        b = Binding(style, spec, name, alias, head)
        b.runtime = not ann
        self.bindings.append(b)
        if e is not None:
            self.ent_bind[e.key] = (b, expr)
        return b

    def _bind(self, e, style, ann) -> str | None:
        m = self.m
        tm = e.mod
        self.imported_mods.add(tm.dotted)
        if style == "star":
            if tm not in self.stars:
                self.stars.append(tm)
                self.names.update(tm.consts_all)
                self.repo.feature("py.star_import")
            b = self._new(e, "star", tm.dotted, e.name, None, e.name, False)
            b.runtime = True
            return e.name
        if style in ("from_abs", "from_rel", "try"):
            spec = rel_spec(m.pkg_parts, tm.dotted.split(".")) if style == "from_rel" else tm.dotted
            self.names.add(e.name)
            self.repo.feature(f"py.import_{style}")
            b = self._new(e, style, spec, e.name, None, e.name, ann)
            if style == "try":
                b.runtime = True
            return e.name
        if style == "reexport":
            pkg = tm.sub.dotted
            spec = rel_spec(m.pkg_parts, pkg.split(".")) if (tm.proj is m.proj and self.rng.random() < 0.5) else pkg
            self.names.add(e.name)
            self.repo.feature("py.import_via_package_reexport")
            self._new(e, "from", spec, e.name, None, e.name, ann)
            return e.name
        if style == "top_reexport":
            self.names.add(e.name)
            self.repo.feature("py.import_via_top_package_reexport")
            self._new(e, "from", tm.proj.name, e.name, None, e.name, ann)
            return e.name
        if style == "from_alias":
            alias = unique_name(e.name + "_", self.names | self.shadowed)
            alias = unique_name(f"{e.name}_{tm.short.split('_')[0]}", self.names | self.shadowed)
            self.names.add(alias)
            self.repo.feature("py.import_as_alias")
            self._new(e, "from", tm.dotted, e.name, alias, alias, ann)
            return alias
        if style in ("mod_alias", "from_pkg_mod"):
            mb = self.mod_bind.get(tm.dotted)
            if mb is None or mb.expr_head in self.shadowed:
                if style == "from_pkg_mod" and tm.short not in self.names and tm.short not in self.shadowed:
                    name = tm.short
                    pkg = tm.sub.dotted
                    spec = rel_spec(m.pkg_parts, pkg.split(".")) if tm.proj is m.proj else pkg
                    mb = self._new(None, "from", spec, tm.short, None, name, ann)
                    self.repo.feature("py.from_package_import_module")
                else:
                    alias = unique_name(tm.short if tm.short not in self.names else tm.short + "_mod",
                                        self.names | self.shadowed)
                    mb = self._new(None, "import_as", tm.dotted, tm.dotted, alias, alias, ann)
                    self.repo.feature("py.import_module_as_alias")
                self.names.add(mb.expr_head)
                self.mod_bind[tm.dotted] = mb
            elif not ann:
                mb.runtime = True
            expr = f"{mb.expr_head}.{e.name}"
            self.ent_bind[e.key] = (mb, expr)
            return expr
        if style == "dotted":
            top = tm.proj.name
            if top in self.shadowed or (top in self.names and top not in self.dotted_imports_heads()):
                return self._bind(e, "mod_alias", ann)
            self.dotted_imports.add(tm.dotted)
            self.names.add(top)
            self.repo.feature("py.import_dotted_module")
            expr = f"{tm.dotted}.{e.name}"
            b = self._new(e, "dotted", tm.dotted, tm.dotted, None, expr, False)
            b.runtime = True
            return expr
        raise AssertionError(style)

    def dotted_imports_heads(self) -> set[str]:
        return {d.split(".", 1)[0] for d in self.dotted_imports}

    # ------------------------------------------------------------------------------------------- render
    def render(self) -> None:
        m, rng = self.m, self.rng
        body: list[str] = []
        if m.logger:
            body += ["logger = logging.getLogger(__name__)", ""]
            self.repo.entity(m.path, "logger", "variable")
        if "_F" in m.names:
            body += ['_F = TypeVar("_F")', ""]
            self.repo.entity(m.path, "_F", "variable")
        for e in m.ents:
            body.append("")
            if isinstance(e, Const):
                self.repo.entity(m.path, e.name, "variable")
                self.src = e.name
                c = self.gen.pick(m, "consts") if rng.random() < 0.5 else None
                if c is not None and c.mod is m:
                    c = None
                expr = self.ref(c, "py.module_constant") if c is not None else None
                if expr:
                    body.append(f"{e.name} = {expr} + {rng.randint(1, 99)}")
                else:
                    body.append(f"{e.name} = {rng.randint(1, 999)}")
                self.src = "<module>"
            elif isinstance(e, Func):
                body += self.render_func(e)
            else:
                body += self.render_class(e)
            body.append("")
        body += self.render_module_level()
        header = self.render_header()
        text = "\n".join(header + body).rstrip("\n") + "\n"
        self.repo.add_file(m.path, text, LANG)

    def render_module_level(self) -> list[str]:
        """Module-level code outside entities (source ``<module>``) and module-level ``if`` assignments."""
        m, rng, out = self.m, self.rng, []
        funcs = [e for e in m.ents if isinstance(e, Func) and not e.is_deco and not e.params]
        if rng.random() < 0.12:
            d = self.gen.pick(m, "decos")
            c = self.gen.pick(m, "classes")
            if d is not None and c is not None:
                de = self.ref(d, "py.module_level_call")
                ce = self.ref(c, "py.module_level_call")
                if de and ce:
                    out += ["", f"{de}({ce})"]
                    self.repo.feature("py.module_level_call")
        if rng.random() < 0.08:
            c1, c2 = self.gen.pick(m, "consts"), self.gen.pick(m, "consts")
            name = unique_name(f"{rng.choice(NOUNS).upper()}_MODE", m.proj.const_names)
            if c1 is not None and c2 is not None and name not in self.names:
                m.proj.const_names.add(name)
                self.names.add(name)
                self.need_os = True
                self.names.add("os")
                self.src = name
                e1 = self.ref(c1, "py.module_level_if_assign")
                e2 = self.ref(c2, "py.module_level_if_assign")
                self.src = "<module>"
                self.repo.entity(m.path, name, "variable")
                # a condition no checker evaluates statically (sys.version_info would make a branch unreachable)
                out += ["", f'if os.environ.get("SYNTH_{name}"):', f"    {name} = {e1}", "else:", f"    {name} = {e2}"]
                self.repo.feature("py.module_level_if_assign")
        if funcs and rng.random() < 0.1:
            f = rng.choice(funcs)
            out += ["", 'if __name__ == "__main__":', f"    {f.name}()"]
            self.edge(f, "py.main_guard")
            self.repo.feature("py.main_guard")
        return out

    def render_header(self) -> list[str]:
        m = self.m
        lines = [f'"""{m.dotted}: synthetic module."""', "", "from __future__ import annotations", ""]
        plain = []
        if m.logger:
            plain.append("import logging")
        if self.need_os:
            plain.append("import os")
        tc_needed = False
        froms: dict[str, list[str]] = {}
        tc_froms: dict[str, list[str]] = {}
        tries: list[Binding] = []
        aliases: list[str] = []
        for b in self.bindings:
            if b.style == "star":
                continue
            if b.style == "dotted":
                continue
            if b.style == "import_as":
                aliases.append(f"import {b.spec} as {b.alias}")
                continue
            if b.style == "try":
                tries.append(b)
                continue
            item = b.name if not b.alias else f"{b.name} as {b.alias}"
            if not b.runtime:
                tc_froms.setdefault(b.spec, []).append(item)
                tc_needed = True
            else:
                froms.setdefault(b.spec, []).append(item)
        for d in sorted(self.dotted_imports):
            plain.append(f"import {d}")
        plain += sorted(set(aliases))
        if tc_needed:
            plain.append("from typing import TYPE_CHECKING")
        if "_F" in m.names:
            plain.append("from typing import TypeVar")
        lines += sorted(set(plain))
        for spec in sorted(froms):
            lines.append(f"from {spec} import {', '.join(sorted(set(froms[spec])))}")
        for sm in self.stars:
            spec = rel_spec(m.pkg_parts, sm.dotted.split(".")) if sm.proj is m.proj else sm.dotted
            lines.append(f"from {spec} import *  # noqa: F403")
        for b in tries:
            lines += ["", "try:", f"    from {b.spec} import {b.name}", "except ImportError:  # pragma: no cover",
                      f"    from os.path import basename as {b.name}"]
            self.repo.feature("py.try_except_import")
        if tc_needed:
            lines += ["", "if TYPE_CHECKING:"]
            for spec in sorted(tc_froms):
                lines.append(f"    from {spec} import {', '.join(sorted(set(tc_froms[spec])))}")
                self.repo.feature("py.type_checking_import")
        lines.append("")
        return lines

    # ---------------------------------------------------------------------------------------- functions
    def render_func(self, f: Func) -> list[str]:
        m = self.m
        self.src = f.name
        self.repo.entity(m.path, f.name, "function")
        out = []
        self.shadowed = set()
        self.start_shadow()
        if f.deco is not None:
            d = self.ref(f.deco, "py.decorator")
            if d:
                out.append(f"@{d}")
                self.repo.feature("py.decorator")
        params = self.sig_params(f.params)
        ret = "None"
        if f.ret is not None:
            r = self.ref(f.ret, "py.annotation", ann=True)
            ret = r or "object"
        elif f.is_deco:
            # identity decorator typed with a TypeVar, so decorated classes and functions keep their types
            params[0] = "fn: _F"
            ret = "_F"
            self.repo.edge(m.path, f.name, m.path, "_F", "py.typevar_annotation")
        out.append(f"def {f.name}({', '.join(params)}) -> {ret}:")
        out.append(f'    """{f.name.replace("_", " ").capitalize()}."""')
        body = Body(self, indent="    ", params=self.typed_ok, cls=None, method=None)
        body.run(f.nst)
        if f.is_deco:
            body.lines.append("    return fn")
        elif f.ret is not None:
            r = self.ref(f.ret, "py.constructor_call")
            body.lines.append(f"    return {r}()" if r else "    return None")
        else:
            body.finish()
        out += body.lines
        self.shadowed = set()
        self.src = "<module>"
        return out

    def start_shadow(self) -> None:
        """Sometimes make one module-level binding name a local of the next function (shadowing)."""
        if self.rng.random() < 0.12:
            cands = sorted(n for n in self.names if n[:1].islower() and "_" in n and n != "logger"
                           and n not in ("annotations",))
            if cands:
                self.shadowed.add(self.rng.choice(cands))
                self.shadow_param = self.rng.random() < 0.5  # else a plain local assignment

    def sig_params(self, params) -> list[str]:
        out = []
        self.typed_ok = []
        for pn, pc in params:
            if pc is None:
                out.append(pn)
                continue
            t = self.ref(pc, "py.annotation", ann=True)
            out.append(f"{pn}: {t}" if t else pn)
            if t:
                self.typed_ok.append((pn, pc))
                self.repo.feature("py.typed_param")
        if self.shadow_param:
            for sh in sorted(self.shadowed):
                out.append(f"{sh}: int = 0")
                self.repo.feature("py.shadowing_param")
        return out

    # ------------------------------------------------------------------------------------------ classes
    def render_class(self, c: Cls) -> list[str]:
        m, rng = self.m, self.rng
        self.src = c.name
        self.repo.entity(m.path, c.name, "class")
        out = []
        if c.deco is not None:
            d = self.ref(c.deco, "py.decorator")
            if d:
                out.append(f"@{d}")
        bases = []
        for b in (c.base, c.mixin):
            if b is not None:
                x = self.ref(b, "py.base_class")
                if x is None:  # cannot happen for bases (never shadowed at class level)
                    raise AssertionError("base not referencable")
                bases.append(x)
                self.repo.feature("py.inheritance_cross_file" if b.mod is not m else "py.inheritance_same_file")
        out.append(f"class {c.name}({', '.join(bases)}):" if bases else f"class {c.name}:")
        out.append(f'    """{c.name} (synthetic)."""')
        for an, const in c.cattrs:
            self.src = f"{c.name}.{an}"
            self.repo.entity(m.path, self.src, "field")
            if const is not None:
                x = self.ref(const, "py.class_attr_value")
                out.append(f"    {an} = {x}" if x else f"    {an} = {rng.randint(1, 99)}")
            else:
                if an == "VERSION":
                    out.append(f'    {an} = "{snake_of_camel(c.name)}"')
                else:
                    out.append(f"    {an} = {rng.randint(1, 99)}")
        if c.meta:
            q = f"{c.name}.Meta"
            self.repo.entity(m.path, q, "class")
            self.repo.entity(m.path, q + ".ordering", "field")
            self.repo.entity(m.path, q + ".label", "method")
            out += ["", "    class Meta:", '        ordering = ("-id",)', "", "        def label(self) -> str:"]
            self.src = q + ".label"
            cst = self.gen.pick(m, "consts")
            x = self.ref(cst, "py.nested_class_member") if cst is not None else None
            out.append(f"            return str({x})" if x else '            return "meta"')
            self.repo.feature("py.nested_class")
        for mt in c.methods:
            out.append("")
            out += self.render_method(c, mt)
        self.src = "<module>"
        return out

    def render_method(self, c: Cls, mt: Method) -> list[str]:
        m = self.m
        q = f"{c.name}.{mt.name}"
        self.src = q
        self.repo.entity(m.path, q, "method")
        out = []
        self.shadowed = set()
        if mt.kind == "method":
            self.start_shadow()
        if mt.deco is not None:
            d = self.ref(mt.deco, "py.decorator")
            if d:
                out.append(f"    @{d}")
        if mt.kind == "property":
            out.append("    @property")
            self.repo.feature("py.property")
        if mt.kind == "static":
            out.append("    @staticmethod")
        params = [] if mt.kind == "static" else ["self"]
        params += self.sig_params(mt.params)
        ret = "None"
        if mt.kind == "property" or mt.kind == "static":
            ret = "int"
        elif mt.ret is not None:
            ret = self.ref(mt.ret, "py.annotation", ann=True) or "object"
        out.append(f"    def {mt.name}({', '.join(params)}) -> {ret}:")
        body = Body(self, indent="        ", params=self.typed_ok, cls=None if mt.kind == "static" else c, method=mt)
        if mt.kind == "init":
            sup = c.owner_of("__init__", skip_self=True)
            if sup is not None:
                body.lines.append("        super().__init__()")
                self.repo.edge(m.path, q, sup.mod.path, f"{sup.name}.__init__", "py.super_call")
                self.repo.feature("py.super_init")
            for an, d in c.deps:
                x = self.ref(d, "py.constructor_call")
                if x is None:  # pragma: no cover - __init__ never shadows
                    raise AssertionError("dependency class not referencable")
                body.lines.append(f"        self.{an} = {x}()")
                self.repo.feature("py.self_attr_assign")
        else:
            body.run(mt.nst)
            if mt.kind in ("property", "static"):
                body.lines.append("        return 0")
            elif mt.ret is not None:
                x = self.ref(mt.ret, "py.constructor_call")
                body.lines.append(f"        return {x}()" if x else "        return None")
            else:
                body.finish()
        out += body.lines
        self.shadowed = set()
        return out


class Body:
    """Statements of one function or method body."""

    def __init__(self, ctx: ModCtx, indent: str, params, cls: Cls | None, method: Method | None):
        self.ctx, self.ind, self.cls, self.method = ctx, indent, cls, method
        self.rng = ctx.rng
        self.lines: list[str] = []
        self.locals: set[str] = set()
        self.typed = [(pn, pc) for pn, pc in params if pc is not None]
        self.last: str | None = None

    def var(self) -> str:
        base = LOCALS[int(self.rng.random() * len(LOCALS))]
        v, i = base, 2
        while v in self.locals:
            v = f"{base}_{i}"
            i += 1
        self.locals.add(v)
        self.last = v
        return v

    def emit(self, *lines: str) -> None:
        for ln in lines:
            self.lines.append(self.ind + ln)

    def owner_edge(self, c: Cls, member: str, feature: str) -> None:
        o = c.owner_of(member)
        if o is None:  # pragma: no cover
            raise AssertionError(f"{member} not in {c.name}")
        ctx = self.ctx
        ctx.repo.edge(ctx.m.path, ctx.src, o.mod.path, f"{o.name}.{member}", feature)
        if o is not c:
            ctx.repo.feature(feature + "_inherited")

    def callable_member(self, c: Cls) -> tuple[str, str] | None:
        names = c.all_members(("method", "property", "static"))
        if not names:
            return None
        n = names[self.rng.randrange(len(names))]
        kind = c.owner_of(n).members[n]
        return n, kind

    def use_member(self, recv: str, c: Cls, feature: str) -> bool:
        got = self.callable_member(c)
        if got is None:
            return False
        n, kind = got
        o = c.owner_of(n)
        mt = next(x for x in o.methods if x.name == n)
        if kind == "property":
            self.emit(f"{self.var()} = {recv}.{n}")
        else:
            args = ", ".join("None" for _ in mt.params)
            self.emit(f"{self.var()} = {recv}.{n}({args})")
        self.owner_edge(c, n, feature)
        return True

    _menus: dict[tuple, tuple[list, float]] = {}

    def menu(self) -> tuple[list, float]:
        """The statement kinds that fit this body, with weights (cached per combination of conditions)."""
        key = (bool(self.typed), self.cls is not None, bool(self.method and self.method.kind == "method"),
               self.ctx.m.logger)
        got = Body._menus.get(key)
        if got is None:
            typed, cls, meth, logger = key
            B = Body
            gens = [
                (B.s_call, 14), (B.s_ctor, 12), (B.s_param, 12 if typed else 0), (B.s_const, 8),
                (B.s_self, 12 if cls else 0), (B.s_self_dep, 10 if cls else 0),
                (B.s_cattr, 5 if cls else 0), (B.s_static, 4), (B.s_isinstance, 5),
                (B.s_factory, 6), (B.s_meta, 2), (B.s_trap, 3), (B.s_local_typed, 5),
                (B.s_super, 4 if cls and meth else 0), (B.s_logger, 3 if logger else 0), (B.s_filler, 8),
            ]
            gens = [g for g in gens if g[1] > 0]
            got = Body._menus[key] = (gens, sum(w for _, w in gens))
        return got

    def run(self, n: int) -> None:
        gens, tot = self.menu()
        if self.ctx.shadowed:
            self.s_shadow_use()
        for _ in range(n):
            for _attempt in range(4):
                if weighted(self.rng, gens, tot)(self):
                    break
            else:
                self.s_filler()

    def finish(self) -> None:
        if not self.lines:
            self.emit("pass")

    # statements -------------------------------------------------------------------------------------
    def s_call(self) -> bool:
        ctx = self.ctx
        f = ctx.gen.pick(ctx.m, "funcs")
        if f is None:
            return False
        x = ctx.ref(f, "py.call")
        if x is None:
            return False
        args = ", ".join("None" for _ in f.params)
        self.emit(f"{self.var()} = {x}({args})")
        return True

    def s_ctor(self) -> bool:
        ctx = self.ctx
        c = ctx.gen.pick(ctx.m, "classes")
        if c is None:
            return False
        x = ctx.ref(c, "py.constructor_call")
        if x is None:
            return False
        v = self.var()
        self.emit(f"{v} = {x}()")
        if self.rng.random() < 0.8:
            self.use_member(v, c, "py.method_on_constructed")
        return True

    def s_param(self) -> bool:
        pn, pc = self.typed[self.rng.randrange(len(self.typed))]
        return self.use_member(pn, pc, "py.method_on_typed_param")

    def s_const(self) -> bool:
        ctx = self.ctx
        c = ctx.gen.pick(ctx.m, "consts")
        if c is None:
            return False
        x = ctx.ref(c, "py.constant_ref")
        if x is None:
            return False
        self.emit(f"{self.var()} = {x} + {self.rng.randint(1, 9)}")
        return True

    def s_self(self) -> bool:
        got = self.callable_member(self.cls)
        if got is None:
            return False
        n, kind = got
        if kind == "static":
            self.emit(f"{self.var()} = self.{n}()")
        elif kind == "property":
            self.emit(f"{self.var()} = self.{n}")
        else:
            o = self.cls.owner_of(n)
            mt = next(x for x in o.methods if x.name == n)
            self.emit(f"{self.var()} = self.{n}({', '.join('None' for _ in mt.params)})")
        self.owner_edge(self.cls, n, "py.self_method")
        return True

    def s_self_dep(self) -> bool:
        deps = [(an, d) for c in self.cls.mro() for an, d in c.deps]
        if not deps:
            return False
        an, d = deps[self.rng.randrange(len(deps))]
        return self.use_member(f"self.{an}", d, "py.method_on_self_attr")

    def s_cattr(self) -> bool:
        names = self.cls.all_members(("cattr",))
        if not names:
            return False
        n = names[self.rng.randrange(len(names))]
        self.emit(f"{self.var()} = self.{n}")
        self.owner_edge(self.cls, n, "py.class_attr_via_self")
        return True

    def s_static(self) -> bool:
        ctx = self.ctx
        c = ctx.gen.pick(ctx.m, "classes")
        if c is None:
            return False
        names = c.all_members(("static", "cattr"))
        if not names:
            return False
        x = ctx.ref(c, "py.class_qualified_member")
        if x is None:
            return False
        n = names[self.rng.randrange(len(names))]
        kind = c.owner_of(n).members[n]
        self.emit(f"{self.var()} = {x}.{n}()" if kind == "static" else f"{self.var()} = {x}.{n}")
        self.owner_edge(c, n, "py.class_qualified_member")
        return True

    def s_isinstance(self) -> bool:
        ctx = self.ctx
        c = ctx.gen.pick(ctx.m, "classes")
        if c is None:
            return False
        x = ctx.ref(c, "py.isinstance")
        if x is None:
            return False
        src = self.last or "None"
        self.emit(f"if isinstance({src}, {x}):", f"    {self.var()} = {src}")
        return True

    def s_factory(self) -> bool:
        ctx = self.ctx
        f = ctx.gen.pick(ctx.m, "factories")
        if f is None or f.ret is None:
            return False
        x = ctx.ref(f, "py.call")
        if x is None:
            return False
        v = self.var()
        self.emit(f"{v} = {x}({', '.join('None' for _ in f.params)})")
        self.use_member(v, f.ret, "py.method_on_return_type")
        return True

    def s_meta(self) -> bool:
        ctx = self.ctx
        c = ctx.gen.pick(ctx.m, "metas")
        if c is None:
            return False
        x = ctx.ref(c, "py.nested_class_member")
        if x is None:
            return False
        self.emit(f"{self.var()} = {x}.Meta.ordering")
        p = c.mod.path
        ctx.repo.edge(ctx.m.path, ctx.src, p, f"{c.name}.Meta", "py.nested_class_member")
        ctx.repo.edge(ctx.m.path, ctx.src, p, f"{c.name}.Meta.ordering", "py.nested_class_member")
        return True

    def s_trap(self) -> bool:
        v = self.var()
        meth = self.rng.choice(("get", "update", "clear"))
        arg = {"update": "{}", "clear": ""}.get(meth, "'k'")
        self.emit(f"{v}: dict[str, int] = {{}}", f"{v}.{meth}({arg})")
        self.ctx.repo.feature("py.trap_stdlib_method_named_like_repo_method")
        return True

    def s_local_typed(self) -> bool:
        ctx = self.ctx
        c = ctx.gen.pick(ctx.m, "classes")
        if c is None:
            return False
        x = ctx.ref(c, "py.annotation")
        if x is None:
            return False
        v = self.var()
        self.emit(f"{v}: {x} = {x}()")
        ctx.repo.edge(ctx.m.path, ctx.src, c.key[0], c.key[1], "py.constructor_call")
        self.use_member(v, c, "py.method_on_annotated_local")
        return True

    def s_super(self) -> bool:
        mt = self.method
        o = self.cls.owner_of(mt.name, skip_self=True)
        if o is None:
            return False
        bm = next(x for x in o.methods if x.name == mt.name)
        if bm.kind != "method":
            return False
        self.emit(f"{self.var()} = super().{mt.name}({', '.join('None' for _ in bm.params)})")
        ctx = self.ctx
        ctx.repo.edge(ctx.m.path, ctx.src, o.mod.path, f"{o.name}.{mt.name}", "py.super_method")
        return True

    def s_logger(self) -> bool:
        self.emit(f'logger.debug("{self.rng.choice(NOUNS)} %s", {self.last or "None"})')
        ctx = self.ctx
        ctx.repo.edge(ctx.m.path, ctx.src, ctx.m.path, "logger", "py.module_variable")
        return True

    def s_filler(self) -> bool:
        r = self.rng.random()
        v = self.var()
        if r < 0.3:
            self.emit(f"{v} = [x * 2 for x in range({self.rng.randint(2, 20)})]")
        elif r < 0.55:
            self.emit(f"{v} = {{}}", f"for idx in range({self.rng.randint(2, 9)}):", f"    {v}[str(idx)] = idx")
        elif r < 0.8:
            self.emit(f"{v} = len(str({self.rng.randint(100, 999)}))", f"if {v} > 2:", f"    {v} -= 1")
        else:
            self.emit(f"# {self.rng.choice(NOUNS)} {self.rng.choice(VERBS)} step", f"{v} = None")
        return True

    def s_shadow_use(self) -> bool:
        for sh in sorted(self.ctx.shadowed):
            if self.ctx.shadow_param:
                self.emit(f"{sh} = {sh} + 1  # parameter shadows the module-level name")
            else:
                self.emit(f"{sh} = {self.rng.randint(1, 9)}  # local shadows the module-level name")
                self.ctx.repo.feature("py.shadowing_local")
            self.emit(f"{self.var()} = {sh}")
            self.ctx.repo.feature("py.shadowing")
        return True


# The planner's per-entity line estimates run high; this maps requested lines to planner budget.
CALIBRATION = 0.70


def generate(repo: Repo, rng: random.Random, target_lines: int) -> None:
    gen = PyGen(repo, rng, max(500, int(target_lines * CALIBRATION)))
    gen.plan()
    gen.render()
    repo.notes["python_projects"] = [p.name for p in gen.projects]
    # import cycles between two modules (a imports b and b imports a), counted once per pair
    repo.feature("py.import_cycle_pairs", sum(1 for a, deps in gen.imports.items() for b in deps
                                              if a < b and a in gen.imports.get(b, ())))
