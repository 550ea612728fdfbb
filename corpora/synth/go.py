"""Go part of the synthetic monorepo: compiling Go modules under ``platform/``.

Layout: ``platform/go.mod`` (module ``github.com/synth/platform``) with packages ``internal/<noun>``,
``pkg/<noun>`` and ``cmd/<app>/main.go``; ``platform/tools/go.mod`` (module ``github.com/synth/tools``, a
second module that imports the first through ``require`` + a local ``replace``) with ``tools/<noun>`` packages
and ``tools/cmd/<app>``.  Packages form a DAG (Go forbids import cycles); every package has several files
that reference each other without imports.

The truth follows go/types as ``bench/accuracy/go/reference.go`` reads it: every identifier that is not a
declaration's own name, the package clause or an import name, resolved to its declaration; methods are
``T.m``, struct fields ``T.f``, interface methods ``I.m``; an embedded field used by name (``s.Base``) denotes
the type ``Base``; implicit ``implements`` edges ``T -> I`` for every named non-generic type whose method set
(T or *T) has every method of a repository interface with the identical signature.  Method signatures come
from a small menu (``SIGS``) so that satisfaction is decided exactly on the model.
"""

from __future__ import annotations

import random

from .core import ATTRS, COMMON_METHODS, LOCALS, NOUNS, ROLES, VERBS, Repo, camel, lower_camel, unique_name, weighted

LANG = "go"
ROOT = "platform"
MODULE = "github.com/synth/platform"
TOOLS_MODULE = "github.com/synth/tools"
IFACE_SUFFIX = ["Reader", "Writer", "Source", "Sink", "Backend", "Finder", "Loader", "Saver"]
ENUM_SUFFIX = ["Status", "Level", "Mode"]
ENUM_VALUES = ["Active", "Paused", "Archived", "Pending", "Failed"]
GENERIC_SUFFIX = ["Set", "List", "Pool"]
FILE_KINDS = ["models", "service", "store", "handlers", "client", "types", "helpers", "repo", "api", "cache"]
INT_FIELDS = [camel(a.lower()) for a in ATTRS]          # Limit, Timeout, ... (exported, int)
STR_FIELDS = ["Name", "Label", "Path", "Owner"]
APPS = ["server", "worker", "migrate", "admin", "cron", "gateway"]
ALIAS_SUFFIX = ["pkg", "svc", "api", "lib"]
# Folder names that the go tool (vendor), the reference or fastindex skip, or the tree's .gitignore lists (build/).
SKIPPED_DIRS = {"vendor", "build", "testdata", "scratch"}
VAR_NAMES = [v for v in LOCALS if v != "acc"]           # `acc` is every body's accumulator

# Signature shapes: code -> (parameters, results).  A common method name gets two of these, so an interface
# taking a method from one type is satisfied by some other types (same name and shape) and not by others.
SIGS = {
    "e": ((), ("error",)),
    "i": ((), ("int",)),
    "si": ((("key", "string"),), ("int", "error")),
    "is": ((("limit", "int"),), ("string",)),
    "b": ((), ("bool",)),
    "v": ((("limit", "int"),), ()),
}
SIG_CODES = list(SIGS)
ARG = {"string": '"key"', "int": "3"}


# ---------------------------------------------------------------------------------------------------- model

class GPkg:
    def __init__(self, mod: str, rel: str, name: str, budget: int, is_main: bool = False):
        self.mod, self.rel, self.name, self.budget, self.is_main = mod, rel, name, budget, is_main
        self.dir = f"{ROOT}/{rel}"
        base = MODULE if mod == "platform" else TOOLS_MODULE
        sub = rel if mod == "platform" else rel[len("tools/"):]
        self.ipath = f"{base}/{sub}"
        self.files: list[GFile] = []
        self.deps: list[GPkg] = []
        self.names: set[str] = set()
        self.pool = Pool()
        self.ext: Pool | None = None


class Pool:
    KINDS = ("structs", "ctors", "factories", "ifaces", "funcs", "consts", "enums", "vars", "generics", "gfuncs",
             "errs", "ifactories", "functypes")

    def __init__(self):
        for k in self.KINDS:
            setattr(self, k, [])


class GFile:
    def __init__(self, pkg: GPkg, stem: str):
        self.pkg, self.stem = pkg, stem
        self.path = f"{pkg.dir}/{stem}.go"
        self.ents: list = []
        self.target = 0
        self.has_init = False
        self.is_test = stem.endswith("_test")
        self.est = 0


class Ent:
    kind = "?"

    def __init__(self, f: GFile, name: str):
        self.file, self.name, self.pkg = f, name, f.pkg
        self.exported = name[:1].isupper()


class GMethod:
    def __init__(self, name: str, sig: str, ptr: bool, nst: int):
        self.name, self.sig, self.ptr, self.nst = name, sig, ptr, nst
        self.exported = name[:1].isupper()
        self.params: list = []


class GStruct(Ent):
    kind = "type"

    def __init__(self, f, name):
        super().__init__(f, name)
        self.embed: GStruct | None = None
        self.embed_ptr = False
        self.opt: tuple[str, str, str] | None = None  # functional option: (type name, With func name, int field)
        self.ifactories: list = []                    # `func NewI() I { return NewT() }` for interfaces T satisfies
        self.fields: list[tuple[str, object]] = []   # (name, "int"|"string"|("ptr", S)|("iface", I))
        self.field_t: dict[str, object] = {}
        self.methods: dict[str, GMethod] = {}
        self.ctor: GFunc | None = None
        self.iface_vars: list = []                    # interfaces asserted with `var _ I = (*T)(nil)`
        self._ms = None

    def chain(self):
        c = self
        while isinstance(c, GStruct):
            yield c
            c = c.embed

    def owner_of(self, n):
        for c in self.chain():
            if n in c.methods or n in c.field_t:
                return c
        return None

    def method_set(self) -> dict[str, tuple]:
        """name -> (owner, sig, params, exported) over the embedding chain (the shallowest wins; one embedded
        type per struct, a struct or an interface)."""
        if self._ms is None:
            out: dict[str, tuple] = {}
            shadow: set[str] = set()
            c = self
            while c is not None:
                if isinstance(c, GIface):
                    for n, (o, sig, ps) in c.method_set().items():
                        if n not in out and n not in shadow:
                            out[n] = (o, sig, ps, True)
                    break
                for n, m in c.methods.items():
                    if n not in out and n not in shadow:
                        out[n] = (c, m.sig, m.params, m.exported)
                shadow.update(c.field_t)
                if c.embed is not None:
                    shadow.add(c.embed.name)
                c = c.embed
            self._ms = out
        return self._ms


class GIface(Ent):
    kind = "type"

    def __init__(self, f, name):
        super().__init__(f, name)
        self.embed: GIface | None = None
        self.methods: dict[str, tuple] = {}     # name -> (sig code, typed params)
        self._ms = None

    def method_set(self) -> dict[str, tuple]:
        if self._ms is None:
            out = {}
            i = self
            while i is not None:
                for n, sp in i.methods.items():
                    out.setdefault(n, (i,) + sp)
                i = i.embed
            self._ms = out
        return self._ms


class GFunc(Ent):
    kind = "function"

    def __init__(self, f, name, nst, result):
        super().__init__(f, name)
        self.nst = nst
        self.result = result      # sig code, or ("ptr", S) (constructor), or ("ptr_err", S) (factory)
        self.params: list = []    # (name, type)
        self.sig_params: tuple = ()


class GFuncType(Ent):
    """`type XFunc func(key string) (int, error)` with a method of the same shape calling it (http.HandlerFunc)."""
    kind = "type"

    def __init__(self, f, name, method: GMethod):
        super().__init__(f, name)
        self.method = method

    def method_set(self) -> dict[str, tuple]:
        return {self.method.name: (self, self.method.sig, (), True)}


class GConst(Ent):
    kind = "constant"
    base = None      # another constant its value is computed from
    serial = 0


class GErr(Ent):
    """A sentinel error: `var ErrXNotFound = errors.New("...")`."""
    kind = "variable"


class GEnum(Ent):
    kind = "type"

    def __init__(self, f, name):
        super().__init__(f, name)
        self.values: list[GConst] = []


class GVar(Ent):
    kind = "variable"

    def __init__(self, f, name, struct):
        super().__init__(f, name)
        self.struct = struct


class GGeneric(Ent):
    """`type XSet[T comparable] struct { items map[T]bool }` with Add/Has/Size and NewXSet[T]()."""
    kind = "type"


class GGenericFunc(Ent):
    kind = "function"


def ptkey(params) -> tuple:
    """The identity of a parameter list's types (names do not matter to go/types' identical signatures)."""
    return tuple(t if isinstance(t, str) else (t[0], t[1].file.path, t[1].name) for _n, t in params)


def sigkey(sig):
    return sig if isinstance(sig, str) else (sig[0], sig[1].file.path, sig[1].name)


def sig_parts(sig) -> tuple:
    return SIGS[sig] if isinstance(sig, str) else ((), (sig,))


def visible(p: GPkg, e) -> bool:
    """Can package ``p`` name entity ``e`` (same package, or exported from an earlier package it may import)?"""
    if e.pkg is p:
        return True
    return e.exported and e.pkg.order < p.order and not (p.mod != e.pkg.mod and e.pkg.rel.startswith("internal/"))


# ---------------------------------------------------------------------------------------------------- planner

class GoGen:
    def __init__(self, repo: Repo, rng: random.Random, target: int, want: int | None = None):
        self.repo, self.rng, self.target = repo, rng, target
        self.want = want or target     # lines asked for; `target` is the planner's (calibrated) budget
        self.k = 1.0                   # statements per planned statement, steered while rendering
        self.pkgs: list[GPkg] = []
        self.structs: list[GStruct] = []
        self.ifaces: list[GIface] = []
        self.consts: list[GConst] = []
        self.functypes: list[GFuncType] = []
        self.common_sigs = {camel(n): rng.sample(SIG_CODES, 2) for n in COMMON_METHODS}
        self.impls: dict[int, list[GIface]] = {}   # id(struct) -> interfaces it satisfies

    def plan(self) -> None:
        rng = self.rng
        main_budget = max(120, int(self.target * 0.04))
        tools_budget = int(self.target * 0.12) if self.target >= 3000 else 0
        lib_budget = self.target - main_budget - tools_budget
        n_lib = max(2, round(lib_budget / 900))
        tools_n = max(1, round(tools_budget / 900)) if tools_budget else 0
        names = [n for n in NOUNS if n not in SKIPPED_DIRS]
        rng.shuffle(names)
        names = names * (1 + (n_lib + tools_n) // len(names))
        used: set[str] = set()
        libs = []
        for i in range(n_lib):
            nm = unique_name(names[i], used)
            used.add(nm)
            top = "internal" if rng.random() < 0.6 else "pkg"
            libs.append(GPkg("platform", f"{top}/{nm}", nm, 0))
        ws = [rng.uniform(0.5, 1.5) for _ in libs]
        for p, w in zip(libs, ws):
            p.budget = int(lib_budget * w / sum(ws))
        for i, p in enumerate(libs):
            if i:
                lo = max(0, i - 12)
                p.deps = rng.sample(libs[lo:i], min(i - lo, rng.randint(1, 4)))
        tools = []
        for j in range(tools_n):
            nm = unique_name(names[n_lib + j], used)
            used.add(nm)
            p = GPkg("tools", f"tools/{nm}", nm, tools_budget // (tools_n + 1))
            public = [x for x in libs if x.rel.startswith("pkg/")] or libs[:0]
            p.deps = rng.sample(public, min(len(public), rng.randint(1, 3))) + tools[-2:]
            tools.append(p)
        n_apps = max(1, min(len(APPS), round(main_budget / 150)))
        apps = []
        for k in range(n_apps):
            p = GPkg("platform", f"cmd/{APPS[k]}", "main", main_budget // n_apps, is_main=True)
            p.deps = rng.sample(libs, min(len(libs), rng.randint(2, 5)))
            apps.append(p)
        if tools:
            p = GPkg("tools", "tools/cmd/lint", "main", tools_budget // (tools_n + 1), is_main=True)
            p.deps = rng.sample(tools, min(len(tools), 2)) + [x for x in libs if x.rel.startswith("pkg/")][:1]
            tools.append(p)
        self.pkgs = libs + tools + apps
        for p in self.pkgs:
            self.plan_pkg(p)
        self.build_ext()
        for k, p in enumerate(self.pkgs):
            p.order = k
        for p in self.pkgs:   # struct fields and method parameters first: interfaces copy method signatures
            for f in p.files:
                for e in f.ents:
                    if isinstance(e, GStruct):
                        self.plan_types(e)
        for p in self.pkgs:
            for f in p.files:
                for e in f.ents:
                    if not isinstance(e, GStruct):
                        self.plan_types(e)
        self.compute_implements()
        for st in self.structs:
            if st.ctor is None:
                continue
            for i in self.impls.get(id(st), ()):
                if visible(st.pkg, i) and i.exported and rng.random() < 0.4:
                    fn = GFunc(st.file, self.name(st.pkg, "New" + i.name), 0, ("iface", i))
                    fn.struct, fn.iface = st, i
                    st.ifactories.append(fn)
                    st.pkg.pool.ifactories.append(fn)
                    break
        self.build_ext()

    def build_ext(self) -> None:
        for p in self.pkgs:
            p.ext = Pool()
            for d in p.deps:
                for k in Pool.KINDS:
                    getattr(p.ext, k).extend(x for x in getattr(d.pool, k) if x.exported)

    def plan_pkg(self, p: GPkg) -> None:
        rng = self.rng
        if p.is_main:
            f = GFile(p, "main")
            f.target = f.est = p.budget
            p.files.append(f)
            fn = GFunc(f, "main", max(3, p.budget // 6), "none")
            f.ents.append(fn)
            p.names.add("main")
            return
        n_files = max(2, round(p.budget / 180))
        stems: set[str] = set()
        for _ in range(n_files):
            stem = unique_name(rng.choice(FILE_KINDS) if rng.random() < 0.5 else
                               f"{rng.choice(NOUNS)}_{rng.choice(FILE_KINDS)}", stems)
            stems.add(stem)
            f = GFile(p, stem)
            f.target = int(p.budget / n_files * rng.uniform(0.5, 1.5))
            p.files.append(f)
        for f in p.files:
            self.plan_file(f)
        if rng.random() < 0.4:
            f = p.files[0]
            err = GErr(f, self.name(p, f"Err{camel(rng.choice(NOUNS))}{rng.choice(['NotFound', 'Invalid', 'Closed'])}"))
            f.ents.insert(0, err)
            p.pool.errs.append(err)
        if p.mod == "platform" and rng.random() < 0.5:
            f = GFile(p, unique_name(p.name, stems) + "_test")
            f.target = f.est = 40
            p.files.append(f)
            for _ in range(rng.randint(1, 3)):
                nm = unique_name("Test" + camel(rng.choice(VERBS), rng.choice(NOUNS)), p.names)
                p.names.add(nm)
                f.ents.append(GFunc(f, nm, rng.randint(2, 5), "test"))

    def name(self, p: GPkg, base: str) -> str:
        n = unique_name(base, p.names)
        p.names.add(n)
        return n

    def plan_file(self, f: GFile) -> None:
        rng = self.rng
        p = f.pkg
        pool = p.pool
        est = 6
        if rng.random() < 0.12:
            f.has_init = True
            est += 6
        while est < f.target:
            r = rng.random()
            if r < 0.34:
                s = self.plan_struct(f)
                est += 5 + len(s.fields) + sum(4 + m.nst * 1.9 for m in s.methods.values()) + (7 if s.ctor else 0)
            elif r < 0.44:
                i = GIface(f, self.name(p, camel(rng.choice(NOUNS), rng.choice(IFACE_SUFFIX))))
                i.serial = len(self.ifaces)
                f.ents.append(i)
                pool.ifaces.append(i)
                self.ifaces.append(i)
                est += 4 + 2
            elif r < 0.8:
                exported = rng.random() < 0.7
                base = lower_camel(rng.choice(VERBS), rng.choice(NOUNS))
                fn = GFunc(f, self.name(p, camel(base) if exported else base), rng.randint(1, 7),
                           rng.choice(SIG_CODES))
                f.ents.append(fn)
                pool.funcs.append(fn)
                est += 5 + fn.nst * 1.9
            elif r < 0.82:
                n = rng.choice(list(self.common_sigs))
                ft = GFuncType(f, self.name(p, camel(rng.choice(NOUNS), "Func")),
                               GMethod(n, rng.choice(self.common_sigs[n]), False, 0))
                f.ents.append(ft)
                pool.functypes.append(ft)
                self.functypes.append(ft)
                est += 8
            elif r < 0.88:
                exported = rng.random() < 0.6
                base = f"{rng.choice(NOUNS)}{camel(rng.choice(ATTRS).lower())}"
                c = GConst(f, self.name(p, camel(base) if exported else base))
                c.serial = len(self.consts)
                self.consts.append(c)
                f.ents.append(c)
                pool.consts.append(c)
                est += 2
            elif r < 0.93:
                e = GEnum(f, self.name(p, camel(rng.choice(NOUNS), rng.choice(ENUM_SUFFIX))))
                for v in rng.sample(ENUM_VALUES, rng.randint(2, 4)):
                    e.values.append(GConst(e.file, self.name(p, e.name + v)))
                f.ents.append(e)
                pool.enums.append(e)
                est += 6 + len(e.values)
            elif r < 0.97:
                if not pool.ctors:
                    continue
                s = pool.ctors[rng.randrange(len(pool.ctors))]
                v = GVar(f, self.name(p, "default" + s.name), s)
                f.ents.append(v)
                pool.vars.append(v)
                est += 2
            else:
                if pool.generics:
                    continue
                g = GGeneric(f, self.name(p, camel(rng.choice(NOUNS), rng.choice(GENERIC_SUFFIX))))
                g.ctor_name = self.name(p, "New" + g.name)
                gf = GGenericFunc(f, self.name(p, "Filter" + camel(rng.choice(NOUNS)) + "s"))
                f.ents += [g, gf]
                pool.generics.append(g)
                pool.gfuncs.append(gf)
                est += 30
        f.est = est

    def plan_struct(self, f: GFile) -> GStruct:
        rng = self.rng
        p = f.pkg
        s = GStruct(f, self.name(p, camel(rng.choice(NOUNS), rng.choice(ROLES))))
        if rng.random() < 0.25:
            own = [x for x in p.pool.structs if x.embed is None or rng.random() < 0.5]
            if own:
                s.embed = own[rng.randrange(len(own))]
        f.ents.append(s)
        p.pool.structs.append(s)
        self.structs.append(s)
        for _ in range(rng.randint(1, 3)):
            fn = rng.choice(INT_FIELDS + STR_FIELDS)
            if fn not in s.field_t:
                t = "string" if fn in STR_FIELDS else "int"
                s.fields.append((fn, t))
                s.field_t[fn] = t
        names = rng.sample(list(self.common_sigs), rng.randint(1, 4))
        names += [camel(rng.choice(VERBS), rng.choice(NOUNS)) for _ in range(rng.randint(0, 2))]
        for n in names:
            if rng.random() < 0.1 and n not in self.common_sigs:
                n = n[:1].lower() + n[1:]
            if n in s.methods:
                continue
            sig = rng.choice(self.common_sigs[n]) if n in self.common_sigs else rng.choice(SIG_CODES)
            s.methods[n] = GMethod(n, sig, rng.random() < 0.75, rng.randint(1, 6))
        if rng.random() < 0.7:
            s.ctor = GFunc(f, self.name(p, "New" + s.name), 0, ("ptr", s))
            s.ctor.struct = s
            p.pool.ctors.append(s)
            ints = [n for n, t in s.fields if t == "int"]
            if ints and rng.random() < 0.2:
                fld = rng.choice(ints)
                s.opt = (self.name(p, s.name + "Option"), self.name(p, "With" + s.name + fld), fld)
            if rng.random() < 0.3:
                fac = GFunc(f, self.name(p, "Load" + s.name), rng.randint(0, 3), ("ptr_err", s))
                fac.struct = s
                s.factory = fac
                p.pool.factories.append(fac)
        return s

    def pick(self, p: GPkg, kind: str, cond=None):
        rng = self.rng
        order = (p.pool, p.ext) if rng.random() < 0.55 else (p.ext, p.pool)
        for pool in order:
            lst = getattr(pool, kind) if pool is not None else None
            if lst:
                for _ in range(3):
                    e = lst[rng.randrange(len(lst))]
                    if cond is None or cond(e):
                        return e
        return None

    def plan_types(self, e) -> None:
        """Fields, interface methods and function parameters: they name types planned anywhere in the DAG."""
        rng = self.rng
        p = e.pkg
        if isinstance(e, GStruct):
            if e.embed is None and p.ext.structs and rng.random() < 0.08:
                e.embed = p.ext.structs[rng.randrange(len(p.ext.structs))]
                self.repo.feature("go.embedded_struct_cross_package")
            elif e.embed is None and rng.random() < 0.06:
                e.embed = self.pick(p, "ifaces")
            if isinstance(e.embed, GStruct) and rng.random() < 0.3:
                e.embed_ptr = True
            for _ in range(rng.choice((0, 1, 1, 2))):
                r = rng.random()
                if r < 0.5:
                    d = self.pick(p, "structs")
                    t = ("ptr", d)
                elif r < 0.8:
                    d = self.pick(p, "ifaces")
                    t = ("iface", d)
                else:
                    d = self.pick(p, "structs")
                    t = ("map", d)
                if d is None:
                    continue
                fname = unique_name(lower_camel(d.name) + ("ByKey" if t[0] == "map" else ""), e.field_t)
                e.fields.append((fname, t))
                e.field_t[fname] = t
                acc = camel(fname)
                if t[0] == "ptr" and rng.random() < 0.3 and acc not in e.methods and \
                        (e.embed is None or e.embed.name != acc):
                    m = GMethod(acc, ("ptr", d), True, 0)
                    m.field = fname
                    e.methods[acc] = m
            for m in e.methods.values():
                if rng.random() < 0.5:
                    m.params = self.typed_params(p)
        elif isinstance(e, GIface):
            if rng.random() < 0.3:
                e.embed = self.pick(p, "ifaces", lambda i: i.serial < e.serial)
            inherited = e.embed.method_set() if e.embed is not None else {}
            src = self.pick(p, "structs")
            cands = []
            if src is not None:
                cands = [(n, sig, ps) for n, (_o, sig, ps, ex) in src.method_set().items()
                         if ex and all(t == "any" or visible(p, t[1]) for _n, t in ps)
                         and (isinstance(sig, str) or visible(p, sig[1]))]
            if not cands or rng.random() < 0.2:
                cands = [(n, rng.choice(self.common_sigs[n]), []) for n in rng.sample(list(self.common_sigs), 3)]
            for n, sig, params in rng.sample(cands, min(len(cands), rng.randint(1, 3))):
                if n not in inherited:
                    e.methods[n] = (sig, params)
            if not e.methods and not inherited:
                n = rng.choice(list(self.common_sigs))
                e.methods[n] = (self.common_sigs[n][0], [])
            e._ms = None   # a struct embedding e may have asked before e was planned
        elif isinstance(e, GFunc):
            if e.result in ("none", "test"):
                return
            e.params = self.typed_params(p)
            cs = [c for c in p.pool.consts if not c.exported]
            if cs and rng.random() < 0.1:
                e.shadow = cs[rng.randrange(len(cs))].name
                e.params.insert(0, (e.shadow, "int"))
        elif isinstance(e, GConst):
            if rng.random() < 0.3:
                e.base = self.pick(p, "consts", lambda c: c.pkg is not p or c.serial < e.serial)

    def typed_params(self, p: GPkg) -> list:
        rng = self.rng
        out = []
        names: set[str] = {"key", "limit"}
        for _ in range(rng.choice((0, 1, 1, 1, 2))):
            r = rng.random()
            if r < 0.6:
                d = self.pick(p, "structs")
                t = ("ptr", d) if r < 0.47 else ("slice", d)
                base = next((r for r in ROLES if d is not None and d.name.rstrip("0123456789").endswith(r)),
                            "arg").lower() + ("s" if t[0] == "slice" else "")
            else:
                d = self.pick(p, "ifaces")
                t = ("iface", d)
                base = next((r for r in IFACE_SUFFIX if d is not None and d.name.rstrip("0123456789").endswith(r)),
                            "arg").lower()
            if d is None:
                continue
            n = unique_name(base, names)
            names.add(n)
            out.append((n, t))
        if rng.random() < 0.2:
            out.append(("in", "any"))
        return out

    def compute_implements(self) -> None:
        for x in self.ifaces + self.structs:   # method sets asked for during planning may be partial
            x._ms = None
        ifs = []
        for i in self.ifaces:
            ms = frozenset((n, sigkey(s), ptkey(ps)) for n, (_o, s, ps) in i.method_set().items())
            if ms:
                ifs.append((i, ms))
        by_pair: dict = {}
        for i, ms in ifs:
            for pair in ms:
                by_pair.setdefault(pair, []).append((i, ms))
        for s in self.structs + self.functypes:
            have = {(n, sigkey(sig), ptkey(ps)) for n, (_o, sig, ps, _x) in s.method_set().items()}
            got = []
            seen = set()
            for pair in sorted(have):
                for i, ms in by_pair.get(pair, ()):
                    if id(i) not in seen and ms <= have:
                        seen.add(id(i))
                        got.append(i)
            self.impls[id(s)] = got
            for i in got:
                self.repo.edge(s.file.path, s.name, i.file.path, i.name, "go.implements")

    # ------------------------------------------------------------------------------------------------ render
    def render(self) -> None:
        repo = self.repo
        repo.add_file(f"{ROOT}/go.mod", f"module {MODULE}\n\ngo 1.19\n")
        if any(p.mod == "tools" for p in self.pkgs):
            repo.add_file(f"{ROOT}/tools/go.mod", f"module {TOOLS_MODULE}\n\ngo 1.19\n\nrequire {MODULE} v0.0.0\n\n"
                                                  f"replace {MODULE} => ../\n")
            repo.feature("go.modules", 2)
        else:
            repo.feature("go.modules")
        planned = sum(f.est for p in self.pkgs for f in p.files)
        done_p = done_a = 0
        for p in self.pkgs:
            repo.feature("go.packages")
            for f in p.files:
                done_a += FileCtx(self, f).render()
                done_p += f.est
                # steer the remaining bodies' length towards the requested line count (the plan's estimates
                # are averages; small trees would otherwise land 15-20 % off)
                rem = planned - done_p
                if rem > 0 and done_p > 0:
                    proj = done_a / done_p * rem
                    self.k = min(3.0, max(0.3, self.k * max(0.25, (self.want - done_a) / proj) ** 0.5))


# ---------------------------------------------------------------------------------------------------- rendering

TYPE_FORM = {"ptr": "*{}", "iface": "{}", "slice": "[]*{}", "map": "map[string]*{}"}


def zero_return(sig: str) -> list[str]:
    return {"e": ["if acc < 0 {", "\treturn errors.New(\"negative total\")", "}", "return nil"],
            "i": ["return acc"], "si": ["return acc, nil"], "is": ["return strconv.Itoa(acc)"],
            "b": ["return acc > 0"], "v": ["log.Printf(\"total=%d\", acc)"]}[sig]


RET_IMPORTS = {"e": "errors", "is": "strconv", "v": "log"}


class FileCtx:
    def __init__(self, gen: GoGen, f: GFile):
        self.gen, self.f, self.repo, self.rng = gen, f, gen.repo, gen.rng
        self.pkg = f.pkg
        self.imports: dict[str, str | None] = {}    # import path -> alias (None = the package name)
        self.std: set[str] = set()
        self.src = "<module>"
        self.shadowed: set[str] = set()

    # references -----------------------------------------------------------------------------------
    def qual(self, p: GPkg) -> str:
        if p.ipath not in self.imports:
            alias = None
            if self.rng.random() < 0.15:
                alias = p.name + self.rng.choice(ALIAS_SUFFIX)
                self.repo.feature("go.import_alias")
            self.imports[p.ipath] = alias
        return self.imports[p.ipath] or p.name

    def ref(self, e, feature: str) -> str:
        self.repo.edge(self.f.path, self.src, e.file.path, e.name, feature)
        if e.pkg is self.pkg:
            if e.file is not self.f:
                self.repo.feature("go.same_package_cross_file")
            return e.name
        self.repo.feature("go.qualified_ref")
        return f"{self.qual(e.pkg)}.{e.name}"

    def member_edge(self, owner, name: str, feature: str) -> None:
        self.repo.edge(self.f.path, self.src, owner.file.path, f"{owner.name}.{name}", feature)

    def type_text(self, t, feature: str) -> str:
        if isinstance(t, str):
            return t
        return TYPE_FORM[t[0]].format(self.ref(t[1], feature))

    def entity(self, qual: str, kind: str) -> None:
        self.repo.entity(self.f.path, qual, kind)

    # files ----------------------------------------------------------------------------------------
    def render(self) -> int:
        f = self.f
        out: list[str] = []
        for e in f.ents:
            out.append("")
            if isinstance(e, GStruct):
                out += self.render_struct(e)
            elif isinstance(e, GIface):
                out += self.render_iface(e)
            elif isinstance(e, GFunc):
                out += self.render_func(e)
            elif isinstance(e, GConst):
                out += self.render_const(e)
            elif isinstance(e, GEnum):
                out += self.render_enum(e)
            elif isinstance(e, GVar):
                out += self.render_var(e)
            elif isinstance(e, GFuncType):
                out += self.render_functype(e)
            elif isinstance(e, GErr):
                self.entity(e.name, "variable")
                self.std.add("errors")
                out += self.doc(e.name, "is returned when nothing matches") + [
                    f"var {e.name} = errors.New(\"{self.pkg.name}: {e.name[3:].lower()}\")"]
            elif isinstance(e, GGeneric):
                out += self.render_generic(e)
            elif isinstance(e, GGenericFunc):
                out += self.render_gfunc(e)
        if f.has_init:
            out.append("")
            out += self.render_init()
        head = [f"// Package {self.pkg.name} is generated by corpora/synth (go.py)." if f is self.pkg.files[0]
                and not self.pkg.is_main else f"// {f.stem}.go: part of package {self.pkg.name}.",
                f"package {self.pkg.name}"]
        imps = sorted(self.std)
        own = sorted(self.imports.items())
        if imps or own:
            head += ["", "import ("]
            head += [f"\t\"{s}\"" for s in imps]
            if imps and own:
                head.append("")
            head += [f"\t{a} \"{ip}\"" if a else f"\t\"{ip}\"" for ip, a in own]
            head.append(")")
        text = "\n".join(head + out) + "\n"
        self.repo.add_file(f.path, text, LANG)
        self.repo.feature("go.files")
        return text.count("\n")

    def doc(self, name: str, what: str) -> list[str]:
        if name[:1].isupper() and self.rng.random() < 0.6:
            return [f"// {name} {what}."]
        return []

    def render_struct(self, s: GStruct) -> list[str]:
        rng = self.rng
        self.src = s.name
        self.entity(s.name, "type")
        out = self.doc(s.name, f"holds the {rng.choice(NOUNS)} state") + [f"type {s.name} struct {{"]
        if s.embed is not None:
            out.append(f"\t{'*' if s.embed_ptr else ''}{self.ref(s.embed, 'go.embedded_type')}")
            self.repo.feature("go.embedded_struct")
        for n, t in s.fields:
            q = f"{s.name}.{n}"
            self.entity(q, "field")
            self.src = q
            out.append(f"\t{n} {self.type_text(t, 'go.field_type')}")
        out.append("}")
        self.src = "<module>"
        for i in self.gen.impls.get(id(s), ()):
            if (i.exported or i.pkg is self.pkg) and (i.pkg is self.pkg or i.pkg in self.pkg.deps) \
                    and rng.random() < 0.35 and not self.f.is_test:
                x = self.ref(i, "go.interface_assertion_var")
                y = self.ref(s, "go.interface_assertion_var")
                out += ["", f"var _ {x} = (*{y})(nil)"]
                break
        if s.ctor is not None:
            out.append("")
            out += self.render_ctor(s)
            fac = getattr(s, "factory", None)
            if fac is not None:
                out.append("")
                out += self.render_func(fac)
            for fn in s.ifactories:
                self.src = fn.name
                self.entity(fn.name, "function")
                i = self.ref(fn.iface, "go.result_type")
                x = self.ref(s.ctor, "go.constructor_call")
                out += [""] + self.doc(fn.name, f"returns the default {fn.iface.name}") + [
                    f"func {fn.name}() {i} {{", f"\treturn {x}()", "}"]
                self.repo.feature("go.interface_returning_constructor")
            self.src = "<module>"
        for m in s.methods.values():
            out.append("")
            out += self.render_method(s, m)
        return out

    def render_ctor(self, s: GStruct) -> list[str]:
        fn = s.ctor
        self.src = fn.name
        self.entity(fn.name, "function")
        t = self.ref(s, "go.result_type")
        pre = []
        if s.opt is not None:
            ot = s.opt[0]
            pre = self.render_option(s)
            self.src = fn.name
            self.entity(fn.name, "function")
            head = f"func {fn.name}(opts ...{self.ref_name(ot, 'go.param_type')}) *{t} {{"
        else:
            head = f"func {fn.name}() *{t} {{"
        out = pre + self.doc(fn.name, f"returns a new {s.name}") + [head]
        inits = []
        for n, ft in s.fields:
            if isinstance(ft, str):
                if self.rng.random() < 0.5:
                    v = f'"{self.rng.choice(NOUNS)}"' if ft == "string" else str(self.rng.randint(1, 99))
                    inits.append((n, v))
            elif ft[0] == "ptr" and ft[1].ctor is not None and ft[1] is not s and self.rng.random() < 0.7:
                inits.append((n, None))
            elif ft[0] == "map" and self.rng.random() < 0.6:
                inits.append((n, "map"))
        lead = "v := &" if s.opt is not None else "return &"
        if not inits:
            out.append(f"\t{lead}{self.ref(s, 'go.composite_literal')}{{}}")
        else:
            out.append(f"\t{lead}{self.ref(s, 'go.composite_literal')}{{")
            for n, v in inits:
                self.member_edge(s, n, "go.struct_literal_key")
                if v is None:
                    v = self.ref(s.field_t[n][1].ctor, "go.constructor_call") + "()"
                elif v == "map":
                    v = f"map[string]*{self.ref(s.field_t[n][1], 'go.composite_literal')}{{}}"
                out.append(f"\t\t{n}: {v},")
            out.append("\t}")
        if s.opt is not None:
            out += ["\tfor _, opt := range opts {", "\t\topt(v)", "\t}", "\treturn v"]
        out.append("}")
        return out

    def ref_name(self, name: str, feature: str) -> str:
        """A same-file entity by name (option types are not in the pools)."""
        self.repo.edge(self.f.path, self.src, self.f.path, name, feature)
        return name

    def render_option(self, s: GStruct) -> list[str]:
        ot, wn, fld = s.opt
        self.src = ot
        self.entity(ot, "type")
        t = self.ref(s, "go.param_type")
        out = [f"// {ot} configures a {s.name}.", f"type {ot} func(*{t})", ""]
        self.src = wn
        self.entity(wn, "function")
        o = self.ref_name(ot, "go.result_type")
        t = self.ref(s, "go.param_type")
        self.member_edge(s, fld, "go.field_on_param")
        self.repo.feature("go.functional_option")
        return out + [f"// {wn} sets {fld}.", f"func {wn}(n int) {o} {{", f"\treturn func(v *{t}) {{",
                      f"\t\tv.{fld} = n", "\t}", "}", ""]

    def sig_text(self, params, sig: str, feature: str) -> str:
        ps = [f"{n} {self.type_text(t, feature)}" for n, t in params]
        sp, res = sig_parts(sig)
        ps += [f"{n} {t}" for n, t in sp]
        res = [self.type_text(t, "go.result_type") for t in res]
        rs = "" if not res else (" " + res[0] if len(res) == 1 else " (" + ", ".join(res) + ")")
        return f"({', '.join(ps)}){rs}"

    def render_method(self, s: GStruct, m: GMethod) -> list[str]:
        q = f"{s.name}.{m.name}"
        self.src = q
        self.entity(q, "method")
        rv = s.name[0].lower()
        t = self.ref(s, "go.receiver_type")
        recv = f"({rv} *{t})" if m.ptr else f"({rv} {t})"
        self.repo.feature("go.pointer_receiver" if m.ptr else "go.value_receiver")
        head = f"func {recv} {m.name}{self.sig_text(m.params, m.sig, 'go.param_type')} {{"
        if not isinstance(m.sig, str):  # an accessor of a pointer field
            self.member_edge(s, m.field, "go.field_on_receiver")
            self.repo.feature("go.accessor_method")
            out = self.doc(m.name, f"returns the {m.field}") + [head, f"\treturn {rv}.{m.field}", "}"]
            self.src = "<module>"
            return out
        body = Body(self, m.params, (rv, s), m.sig)
        body.run(m.nst)
        out = self.doc(m.name, f"does the {self.rng.choice(VERBS)} step") + [head] + body.finish() + ["}"]
        self.src = "<module>"
        return out

    def render_func(self, fn: GFunc) -> list[str]:
        self.src = fn.name
        self.entity(fn.name, "function")
        if fn.result == "test":
            self.repo.feature("go.test_func")
            self.std.add("testing")
            body = Body(self, [], None, "v")
            body.run(fn.nst)
            lines = body.lines + ["\tif acc < 0 {", "\t\tt.Fatalf(\"total=%d\", acc)", "\t}"]
            return [f"func {fn.name}(t *testing.T) {{", "\tacc := 0"] + lines + ["}"]
        if fn.result == "none":   # main
            body = Body(self, [], None, "v")
            body.run(fn.nst)
            return ["func main() {"] + body.finish() + ["}"]
        if isinstance(fn.result, tuple):   # factory
            s = fn.result[1]
            t = self.ref(s, "go.result_type")
            head = f"func {fn.name}(key string) (*{t}, error) {{"
            body = Body(self, [], None, "v")
            body.run(fn.nst)
            errs = self.pkg.pool.errs
            if errs:
                e = self.ref(errs[0], "go.sentinel_error")
            else:
                self.std.add("errors")
                e = 'errors.New("empty key")'
            tail = ["\tif key == \"\" {", f"\t\treturn nil, {e}", "\t}",
                    f"\tv := {self.ref(s.ctor, 'go.constructor_call')}()"]
            if fn.nst:
                tail += ["\tif acc > 0 {", "\t\treturn v, nil", "\t}"]
                return self.doc(fn.name, "loads one by key") + [head, "\tacc := 0"] + body.lines + tail + [
                    "\treturn v, nil", "}"]
            return self.doc(fn.name, "loads one by key") + [head] + tail + ["\treturn v, nil", "}"]
        head = f"func {fn.name}{self.sig_text(fn.params, fn.result, 'go.param_type')} {{"
        body = Body(self, fn.params, None, fn.result)
        sh = getattr(fn, "shadow", None)
        if sh is not None:
            self.shadowed.add(sh)
            body.emit(f"acc += {sh} // the parameter shadows the package-level constant")
            self.repo.feature("go.shadowing_parameter")
        body.run(fn.nst)
        return self.doc(fn.name, f"will {self.rng.choice(VERBS)} it") + [head] + body.finish() + ["}"]

    def render_iface(self, i: GIface) -> list[str]:
        self.src = i.name
        self.entity(i.name, "type")
        out = self.doc(i.name, "is what callers need") + [f"type {i.name} interface {{"]
        if i.embed is not None:
            out.append(f"\t{self.ref(i.embed, 'go.interface_embed')}")
        for n, (sig, params) in i.methods.items():
            q = f"{i.name}.{n}"
            self.entity(q, "method")
            self.src = q
            out.append(f"\t{n}{self.sig_text(params, sig, 'go.param_type')}")
            self.src = i.name
        out.append("}")
        self.src = "<module>"
        return out

    def render_functype(self, ft: GFuncType) -> list[str]:
        m = ft.method
        self.src = ft.name
        self.entity(ft.name, "type")
        out = [f"// {ft.name} adapts a function to {m.name}.", f"type {ft.name} func{self.sig_text((), m.sig, '')}", ""]
        q = f"{ft.name}.{m.name}"
        self.src = q
        self.entity(q, "method")
        x = self.ref(ft, "go.receiver_type")
        call = f"f({', '.join(n for n, _t in SIGS[m.sig][0])})"
        out += [f"// {m.name} calls f.", f"func (f {x}) {m.name}{self.sig_text((), m.sig, '')} {{",
                f"\t{call}" if not SIGS[m.sig][1] else f"\treturn {call}", "}"]
        self.src = "<module>"
        return out

    def render_const(self, c: GConst) -> list[str]:
        self.entity(c.name, "constant")
        if c.base is not None:
            self.src = c.name
            x = self.ref(c.base, "go.constant_in_constant")
            self.src = "<module>"
            return self.doc(c.name, "is derived") + [f"const {c.name} = {x} * {self.rng.randint(2, 5)}"]
        return self.doc(c.name, "is a tunable") + [f"const {c.name} = {self.rng.randint(1, 500)}"]

    def render_enum(self, e: GEnum) -> list[str]:
        self.src = e.name
        self.entity(e.name, "type")
        out = [f"// {e.name} enumerates states.", f"type {e.name} int", "", "const ("]
        for k, v in enumerate(e.values):
            self.entity(v.name, "constant")
            if k == 0:
                self.src = v.name
                out.append(f"\t{v.name} {self.ref(e, 'go.enum_type')} = iota")
            else:
                out.append(f"\t{v.name}")
        out.append(")")
        self.src = "<module>"
        self.repo.feature("go.iota_block")
        return out

    def render_var(self, v: GVar) -> list[str]:
        self.src = v.name
        self.entity(v.name, "variable")
        x = self.ref(v.struct.ctor, "go.constructor_call")
        self.src = "<module>"
        return [f"var {v.name} = {x}()"]

    def render_generic(self, g: GGeneric) -> list[str]:
        n = g.name
        self.src = n
        self.entity(n, "type")
        self.entity(f"{n}.items", "field")
        out = [f"// {n} is a small generic set.", f"type {n}[T comparable] struct {{", "\titems map[T]bool", "}", ""]
        self.src = g.ctor_name
        self.entity(g.ctor_name, "function")
        x = self.ref(g, "go.generic_type")
        out += [f"func {g.ctor_name}[T comparable]() *{x}[T] {{", f"\treturn &{x}[T]{{items: map[T]bool{{}}}}", "}"]
        self.member_edge(g, "items", "go.struct_literal_key")
        for mn, sig, body in (("Add", "(v T)", ["\tg.items[v] = true"]),
                              ("Has", "(v T) bool", ["\treturn g.items[v]"]),
                              ("Size", "() int", ["\treturn len(g.items)"]),
                              ("First", "() T", ["\tvar zero T", "\tfor v := range g.items {", "\t\treturn v",
                                                 "\t}", "\treturn zero"]),
                              ("Items", "() []T", ["\tout := make([]T, 0, len(g.items))",
                                                   "\tfor v := range g.items {", "\t\tout = append(out, v)", "\t}",
                                                   "\treturn out"])):
            q = f"{n}.{mn}"
            self.src = q
            self.entity(q, "method")
            x = self.ref(g, "go.receiver_type")
            self.member_edge(g, "items", "go.field_on_receiver")
            out += ["", f"func (g *{x}[T]) {mn}{sig} {{"] + body + ["}"]
        self.src = "<module>"
        return out

    def render_gfunc(self, gf: GGenericFunc) -> list[str]:
        self.src = gf.name
        self.entity(gf.name, "function")
        self.src = "<module>"
        return [f"// {gf.name} keeps the items for which keep is true.",
                f"func {gf.name}[T any](items []T, keep func(T) bool) []T {{",
                "\tout := make([]T, 0, len(items))", "\tfor _, it := range items {", "\t\tif keep(it) {",
                "\t\t\tout = append(out, it)", "\t\t}", "\t}", "\treturn out", "}"]

    def render_init(self) -> list[str]:
        self.src = "init"
        self.entity("init", "function")
        self.repo.feature("go.init_func")
        body = Body(self, [], None, "v")
        body.run(self.rng.randint(1, 3))
        out = ["func init() {"] + body.finish() + ["}"]
        self.src = "<module>"
        return out


class Body:
    """Statements of one function body.  `acc` accumulates every result so that each local is used."""

    def __init__(self, ctx: FileCtx, params, recv, sig: str):
        self.ctx, self.rng, self.params, self.recv, self.sig = ctx, ctx.rng, params, recv, sig
        self.pkg = ctx.pkg
        self.lines: list[str] = []
        self.locals: set[str] = {n for n, _t in params}
        self.ind = "\t"
        self.typed = [(n, t) for n, t in params if not isinstance(t, str)]
        self.any_param = next((n for n, t in params if t == "any"), None)
        ctx.shadowed = set()
        self.slices = [(n, t) for n, t in self.typed if t[0] == "slice"]
        self.typed = [(n, t) for n, t in self.typed if t[0] != "slice"]

    def emit(self, *ls: str) -> None:
        for ln in ls:
            self.lines.append(self.ind + ln)

    def var(self) -> str:
        v = unique_name(VAR_NAMES[int(self.rng.random() * len(VAR_NAMES))], self.locals)
        self.locals.add(v)
        return v

    def finish(self) -> list[str]:
        ret = zero_return(self.sig)
        if self.sig in RET_IMPORTS:
            self.ctx.std.add(RET_IMPORTS[self.sig])
        return ["\tacc := 0"] + self.lines + ["\t" + r for r in ret]

    # results ----------------------------------------------------------------------------------------
    def use_result(self, call: str, sig: str) -> None:
        """Emit a statement that calls `call` (a method/function of shape `sig`) and folds its result into acc."""
        if not isinstance(sig, str):
            self.emit(f"if {call} != nil {{", "\tacc++", "}")
        elif sig == "e":
            self.emit(f"if err := {call}; err != nil {{", "\tacc++", "}")
        elif sig == "i":
            self.emit(f"acc += {call}")
        elif sig == "si":
            v = self.var()
            self.emit(f"{v}, err := {call}", "if err != nil {", "\tacc++", "}", f"acc += {v}")
        elif sig == "is":
            self.emit(f"acc += len({call})")
        elif sig == "b":
            self.emit(f"if {call} {{", "\tacc++", "}")
        else:
            self.emit(call)

    @staticmethod
    def args(sig) -> str:
        return ", ".join(ARG[t] for _n, t in SIGS[sig][0]) if isinstance(sig, str) else ""

    def call_args(self, params) -> str:
        return ", ".join("nil" if not isinstance(t, str) else ("acc" if t == "any" else ARG[t]) for _n, t in params)

    def members(self, t):
        """(name, owner, sig) of the callable members of a struct or interface visible from this package."""
        out = []
        if isinstance(t, GStruct):
            for n, (o, sig, ps, ex) in t.method_set().items():
                if ex or o.pkg is self.pkg:
                    out.append((n, o, sig, ps))
        else:
            for n, (o, s, ps) in t.method_set().items():
                out.append((n, o, s, ps))
        return out

    def use_member(self, recv: str, t, feature: str, chain: bool = True) -> bool:
        ms = self.members(t)
        if not ms:
            return False
        n, o, sig, params = ms[self.rng.randrange(len(ms))]
        args = self.call_args(params)
        sa = self.args(sig)
        call = f"{recv}.{n}({', '.join(x for x in (args, sa) if x)})"
        self.ctx.member_edge(o, n, feature if o is t else feature + "_promoted")
        if not isinstance(sig, str) and chain and self.members(sig[1]):
            self.use_member(call, sig[1], "go.method_on_method_result", chain=False)
        else:
            self.use_result(call, sig)
        if o is not t:
            self.ctx.repo.feature("go.promoted_method")
        return True

    # statements ---------------------------------------------------------------------------------------
    _menus: dict = {}

    def menu(self):
        key = (bool(self.typed), self.recv is not None, self.any_param is not None, bool(self.slices))
        got = Body._menus.get(key)
        if got is None:
            typed, recv, anyp, slices = key
            B = Body
            gens = [(B.s_call, 14), (B.s_ctor, 12), (B.s_param, 12 if typed else 0), (B.s_recv, 10 if recv else 0),
                    (B.s_recv_field, 10 if recv else 0), (B.s_embedded, 3 if recv else 0),
                    (B.s_factory, 4), (B.s_literal, 5), (B.s_const, 7), (B.s_enum, 4), (B.s_var, 4),
                    (B.s_assert, 8 if anyp else 0), (B.s_method_value, 3), (B.s_closure, 3),
                    (B.s_generic, 2), (B.s_trap, 3), (B.s_filler, 7), (B.s_range, 8 if slices else 0),
                    (B.s_chain, 3), (B.s_defer, 2), (B.s_chan, 2), (B.s_iface_ctor, 3), (B.s_functype, 3),
                    (B.s_anon, 2), (B.s_func_value, 2)]
            gens = [g for g in gens if g[1] > 0]
            got = Body._menus[key] = (gens, sum(w for _, w in gens))
        return got

    def run(self, n: int) -> None:
        if n:
            n = max(1, round(n * self.ctx.gen.k))
        gens, tot = self.menu()
        self.shadow()
        for _ in range(n):
            for _a in range(4):
                if weighted(self.rng, gens, tot)(self):
                    break
            else:
                self.s_filler()

    def shadow(self) -> None:
        """A local named like a package-level constant of this package, used here: no edge (go/types)."""
        cs = [c for c in self.pkg.pool.consts if not c.exported and c.name not in self.locals]
        if not cs or self.rng.random() > 0.08:
            return
        c = cs[self.rng.randrange(len(cs))]
        self.ctx.shadowed.add(c.name)
        self.locals.add(c.name)
        self.emit(f"{c.name} := {self.rng.randint(2, 9)} // shadows the package-level constant", f"acc += {c.name}")
        self.ctx.repo.feature("go.shadowing")

    def pick(self, kind: str, cond=None):
        return self.ctx.gen.pick(self.pkg, kind, cond)

    def s_call(self) -> bool:
        fn = self.pick("funcs")
        if fn is None:
            return False
        x = self.ctx.ref(fn, "go.call")
        self.use_result(f"{x}({', '.join(a for a in (self.call_args(fn.params), self.args(fn.result)) if a)})",
                        fn.result)
        return True

    def construct(self, feature="go.constructor_call") -> tuple[str, GStruct] | None:
        s = self.pick("ctors")
        if s is None:
            return None
        x = self.ctx.ref(s.ctor, feature)
        v = lower_camel(s.name)
        if v in self.locals or self.rng.random() < 0.7:
            v = self.var()
        else:
            self.locals.add(v)
            self.ctx.repo.feature("go.local_named_like_a_field")
        args = ""
        if s.opt is not None and self.rng.random() < 0.5:
            w = type("W", (), {"file": s.file, "pkg": s.pkg, "name": s.opt[1]})
            args = f"{self.ctx.ref(w, 'go.functional_option')}({self.rng.randint(1, 9)})"
        self.emit(f"{v} := {x}({args})")
        return v, s

    def s_ctor(self) -> bool:
        got = self.construct()
        if got is None:
            return False
        v, s = got
        if not (self.rng.random() < 0.85 and self.use_member(v, s, "go.method_on_constructed")):
            self.emit(f"if {v} != nil {{", "\tacc++", "}")
        return True

    def s_factory(self) -> bool:
        fac = self.pick("factories")
        if fac is None:
            return False
        x = self.ctx.ref(fac, "go.factory_call")
        v = self.var()
        errs = fac.pkg.pool.errs
        if errs and self.rng.random() < 0.5:
            self.ctx.std.add("errors")
            y = self.ctx.ref(errs[0], "go.sentinel_error")
            self.emit(f"{v}, err := {x}(\"key\")", f"if errors.Is(err, {y}) {{", "\tacc++", "}")
        else:
            self.emit(f"{v}, err := {x}(\"key\")", "if err != nil {", "\tacc++", "}")
        if not self.use_member(v, fac.struct, "go.method_on_factory_result"):
            self.emit(f"if {v} != nil {{", "\tacc++", "}")
        return True

    def s_param(self) -> bool:
        n, t = self.typed[self.rng.randrange(len(self.typed))]
        feature = "go.method_on_typed_param" if t[0] == "ptr" else "go.method_on_interface_param"
        return self.use_member(n, t[1], feature)

    def s_recv(self) -> bool:
        rv, s = self.recv
        return self.use_member(rv, s, "go.method_on_receiver")

    def s_recv_field(self) -> bool:
        rv, s = self.recv
        fs = [(n, c, c.field_t[n]) for c in s.chain() for n in c.field_t if s.owner_of(n) is c
              and (c.pkg is self.pkg or n[:1].isupper())]
        if not fs:
            return False
        n, c, t = fs[self.rng.randrange(len(fs))]
        feat = "go.field_on_receiver" if c is s else "go.field_on_receiver_promoted"
        if isinstance(t, str):
            self.emit(f"acc += {rv}.{n}" if t == "int" else f"acc += len({rv}.{n})")
            self.ctx.member_edge(c, n, feat)
            return True
        if not self.members(t[1]):
            return False
        self.ctx.member_edge(c, n, feat)
        if t[0] == "map":
            v = self.var()
            self.emit(f"if {v}, ok := {rv}.{n}[\"key\"]; ok {{")
            self.ind += "\t"
            self.use_member(v, t[1], "go.method_on_map_value")
            self.ind = self.ind[:-1]
            self.emit("}")
            return True
        self.use_member(f"{rv}.{n}", t[1], "go.method_on_field" if t[0] == "ptr" else "go.method_on_interface_field")
        return True

    def s_embedded(self) -> bool:
        rv, s = self.recv
        b = s.embed
        if b is None or not self.members(b):
            return False
        self.ctx.repo.edge(self.ctx.f.path, self.ctx.src, b.file.path, b.name, "go.embedded_field_name")
        self.use_member(f"{rv}.{b.name}", b, "go.method_on_embedded_field")
        return True

    def s_literal(self) -> bool:
        s = self.pick("structs", lambda x: any(isinstance(t, str) for t in x.field_t.values()))
        if s is None:
            return False
        keys = [n for n, t in s.fields if isinstance(t, str) and (s.pkg is self.pkg or n[:1].isupper())]
        if not keys:
            return False
        x = self.ctx.ref(s, "go.composite_literal")
        v = self.var()
        kv = []
        for n in keys[: self.rng.randint(1, 2)]:
            self.ctx.member_edge(s, n, "go.struct_literal_key")
            kv.append(f"{n}: " + ('"x"' if s.field_t[n] == "string" else str(self.rng.randint(1, 9))))
        self.emit(f"{v} := {x}{{{', '.join(kv)}}}")
        if not (self.rng.random() < 0.7 and self.use_member(v, s, "go.method_on_literal")):
            n = keys[0]
            self.ctx.member_edge(s, n, "go.field_on_literal")
            self.emit(f"acc += {v}.{n}" if s.field_t[n] == "int" else f"acc += len({v}.{n})")
        return True

    def s_const(self) -> bool:
        c = self.pick("consts", lambda c: c.name not in self.ctx.shadowed)
        if c is None:
            return False
        self.emit(f"acc += {self.ctx.ref(c, 'go.constant_ref')}")
        return True

    def s_enum(self) -> bool:
        e = self.pick("enums")
        if e is None:
            return False
        v = e.values[self.rng.randrange(len(e.values))]
        r = self.rng.random()
        if r < 0.4:
            self.emit(f"acc += int({self.ctx.ref(v, 'go.enum_const')})")
        elif r < 0.6 and len(e.values) > 1:
            st = self.var()
            t = self.ctx.ref(e, "go.local_type")
            self.emit(f"var {st} {t}", f"switch {st} {{")
            for k, c in enumerate(e.values[:3]):
                self.emit(f"case {self.ctx.ref(c, 'go.enum_switch_case')}:", f"\tacc += {k + 1}")
            self.emit("}")
        else:
            st = self.var()
            t = self.ctx.ref(e, "go.local_type")
            x = self.ctx.ref(v, "go.enum_const")
            y = self.ctx.ref(e.values[0], "go.enum_const")
            self.emit(f"var {st} {t} = {x}", f"if {st} != {y} {{", "\tacc++", "}")
        return True

    def s_var(self) -> bool:
        v = self.pick("vars")
        if v is None or not self.members(v.struct):
            return False
        self.use_member(self.ctx.ref(v, "go.package_var"), v.struct, "go.method_on_package_var")
        return True

    def s_assert(self) -> bool:
        a = self.any_param
        r = self.rng.random()
        if r < 0.2:
            i = self.pick("ifaces")
            if i is None:
                return False
            v = self.var()
            self.emit(f"if {v}, ok := {a}.({self.ctx.ref(i, 'go.type_assertion')}); ok {{")
            self.ind += "\t"
            self.use_member(v, i, "go.method_on_asserted_interface")
            self.ind = self.ind[:-1]
            self.emit("}")
            return True
        if r < 0.55:
            s = self.pick("structs", lambda x: bool(self.members(x)))
            if s is None:
                return False
            v = self.var()
            self.emit(f"if {v}, ok := {a}.(*{self.ctx.ref(s, 'go.type_assertion')}); ok {{")
            self.ind += "\t"
            self.use_member(v, s, "go.method_on_asserted")
            self.ind = self.ind[:-1]
            self.emit("}")
            return True
        cases = []
        for _ in range(2):
            s = self.pick("structs", lambda x: bool(self.members(x)))
            if s is not None and all(s is not c for c in cases):
                cases.append(s)
        if not cases:
            return False
        v = self.var()
        self.emit(f"switch {v} := {a}.(type) {{")
        for s in cases:
            self.emit(f"case *{self.ctx.ref(s, 'go.type_switch')}:")
            self.ind += "\t"
            self.use_member(v, s, "go.method_in_type_switch")
            self.ind = self.ind[:-1]
        self.emit("default:", f"\t_ = {v}", "}")
        return True

    def s_method_value(self) -> bool:
        got = self.construct()
        if got is None:
            return False
        v, s = got
        ms = self.members(s)
        if not ms:
            self.emit(f"if {v} != nil {{", "\tacc++", "}")
            return True
        n, o, sig, params = ms[self.rng.randrange(len(ms))]
        fv = self.var()
        self.emit(f"{fv} := {v}.{n}")
        self.ctx.member_edge(o, n, "go.method_value")
        args = ", ".join(a for a in (self.call_args(params), self.args(sig)) if a)
        self.use_result(f"{fv}({args})", sig)
        return True

    def s_closure(self) -> bool:
        fv = self.var()
        self.emit(f"{fv} := func() {{")
        self.ind += "\t"
        gens = [Body.s_call, Body.s_ctor, Body.s_const]
        if not gens[int(self.rng.random() * 3)](self):
            self.emit("acc++")
        self.ind = self.ind[:-1]
        self.emit("}", f"{fv}()")
        self.ctx.repo.feature("go.closure")
        return True

    def s_generic(self) -> bool:
        if self.rng.random() < 0.5:
            g = self.pick("generics")
            if g is None:
                return False
            v = self.var()
            ctor = type("C", (), {"file": g.file, "pkg": g.pkg, "name": g.ctor_name})
            targ = "string"
            s = self.pick("structs", lambda x: bool(self.members(x))) if self.rng.random() < 0.5 else None
            if s is not None:
                targ = "*" + self.ctx.ref(s, "go.generic_type_argument")
            self.emit(f"{v} := {self.ctx.ref(ctor, 'go.generic_call')}[{targ}]()")
            if s is None:
                self.emit(f"{v}.Add(\"key\")")
            elif s.ctor is not None and s.opt is None:
                self.emit(f"{v}.Add({self.ctx.ref(s.ctor, 'go.constructor_call')}())")
            else:
                self.emit(f"{v}.Add(nil)")
            self.ctx.member_edge(g, "Add", "go.generic_method")
            if s is not None:
                # a member of a type argument, through a generic method's result (T = *S)
                w = self.var()
                if self.rng.random() < 0.5:
                    self.emit(f"if {w} := {v}.First(); {w} != nil {{")
                    self.ctx.member_edge(g, "First", "go.generic_method")
                else:
                    self.emit(f"for _, {w} := range {v}.Items() {{")
                    self.ctx.member_edge(g, "Items", "go.generic_method")
                self.ind += "\t"
                self.use_member(w, s, "go.method_on_generic_result")
                self.ind = self.ind[:-1]
                self.emit("}")
            self.emit(f"acc += {v}.Size()")
            self.ctx.member_edge(g, "Size", "go.generic_method")
            return True
        gf = self.pick("gfuncs")
        if gf is None:
            return False
        v = self.var()
        x = self.ctx.ref(gf, "go.generic_call")
        self.emit(f"{v} := {x}([]int{{1, 2, 3}}, func(n int) bool {{ return n > 1 }})", f"acc += len({v})")
        return True

    def s_trap(self) -> bool:
        v = self.var()
        r = self.rng.random()
        if r < 0.35:
            self.ctx.std.add("sync")
            self.emit(f"{v} := &sync.Map{{}}", f"{v}.Delete(\"key\")", f"if _, ok := {v}.Load(\"key\"); ok {{",
                      "\tacc++", "}")
        elif r < 0.7:
            self.ctx.std.add("net/url")
            self.emit(f"{v} := url.Values{{}}", f"acc += len({v}.Get(\"key\"))")
        else:
            self.ctx.std.add("strings")
            self.emit(f"var {v} strings.Builder", f"{v}.Reset()", f"acc += {v}.Len()")
        self.ctx.repo.feature("go.trap_stdlib_method_named_like_repo_method")
        return True

    def s_range(self) -> bool:
        n, t = self.slices[self.rng.randrange(len(self.slices))]
        if not self.members(t[1]):
            return False
        v = self.var()
        self.emit(f"for _, {v} := range {n} {{")
        self.ind += "\t"
        self.use_member(v, t[1], "go.method_on_range_value")
        self.ind = self.ind[:-1]
        self.emit("}")
        return True

    def s_chain(self) -> bool:
        s = self.pick("ctors", lambda x: x.opt is None)
        if s is None or not self.members(s):
            return False
        x = self.ctx.ref(s.ctor, "go.constructor_call")
        return self.use_member(f"{x}()", s, "go.method_on_call_result")

    def s_defer(self) -> bool:
        s = self.pick("ctors")
        if s is None or not self.members(s):
            return False
        v, s = self.construct()
        ms = self.members(s)
        n, o, sig, params = ms[self.rng.randrange(len(ms))]
        args = ", ".join(a for a in (self.call_args(params), self.args(sig)) if a)
        self.emit(f"defer {v}.{n}({args})")
        self.ctx.member_edge(o, n, "go.deferred_method")
        return True

    def s_chan(self) -> bool:
        s = self.pick("ctors", lambda x: x.opt is None)
        if s is None or not self.members(s):
            return False
        ch, got = self.var(), self.var()
        t = self.ctx.ref(s, "go.channel_element_type")
        x = self.ctx.ref(s.ctor, "go.constructor_call")
        self.emit(f"{ch} := make(chan *{t}, 1)", "go func() {", f"\t{ch} <- {x}()", "}()", f"{got} := <-{ch}")
        self.use_member(got, s, "go.method_on_channel_value")
        self.ctx.repo.feature("go.goroutine")
        return True

    def s_iface_ctor(self) -> bool:
        fn = self.pick("ifactories")
        if fn is None or not self.members(fn.iface):
            return False
        v = self.var()
        self.emit(f"{v} := {self.ctx.ref(fn, 'go.call')}()")
        self.use_member(v, fn.iface, "go.method_on_interface_result")
        return True

    def s_functype(self) -> bool:
        ft = self.pick("functypes")
        if ft is None:
            return False
        m = ft.method
        sp, res = SIGS[m.sig]
        lit = {"e": "return nil", "i": "return 1", "si": "return len(key), nil", "is": "return \"x\"",
               "b": "return true", "v": ""}[m.sig]
        ps = ", ".join(f"{n} {t}" for n, t in sp)
        rs = "" if not res else " " + res[0] if len(res) == 1 else " (" + ", ".join(res) + ")"
        v = self.var()
        x = self.ctx.ref(ft, "go.conversion")
        self.emit(f"{v} := {x}(func({ps}){rs} {{ {lit} }})" if lit else f"{v} := {x}(func({ps}){rs} {{}})")
        self.use_result(f"{v}.{m.name}({self.args(m.sig)})", m.sig)
        self.ctx.member_edge(ft, m.name, "go.method_on_func_type")
        return True

    def s_anon(self) -> bool:
        """Fields of an anonymous struct are no entities: `cfg.Limit` has no edge (a name-only resolver's trap)."""
        v = self.var()
        n, sn = self.rng.choice(INT_FIELDS), self.rng.choice(STR_FIELDS)
        self.emit(f"{v} := struct {{", f"\t{n} int", f"\t{sn} string", f"}}{{{n}: {self.rng.randint(1, 9)}}}",
                  f"acc += {v}.{n} + len({v}.{sn})")
        self.ctx.repo.feature("go.trap_anonymous_struct_field")
        return True

    def s_func_value(self) -> bool:
        fn = self.pick("funcs")
        if fn is None:
            return False
        v = self.var()
        self.emit(f"{v} := {self.ctx.ref(fn, 'go.function_value')}")
        self.use_result(f"{v}({', '.join(a for a in (self.call_args(fn.params), self.args(fn.result)) if a)})",
                        fn.result)
        return True

    def s_filler(self) -> bool:
        r = self.rng.random()
        if r < 0.4:
            self.emit(f"for idx := 0; idx < {self.rng.randint(2, 9)}; idx++ {{", "\tacc += idx", "}")
        elif r < 0.7:
            self.emit(f"acc += len(\"{self.rng.choice(NOUNS)}\")")
        else:
            self.emit(f"// {self.rng.choice(VERBS)} the {self.rng.choice(NOUNS)}", f"acc *= {self.rng.randint(2, 5)}")
        return True


# The planner's per-entity line estimates; this maps requested lines to planner budget.
CALIBRATION = 0.61


def generate(repo: Repo, rng: random.Random, target_lines: int) -> None:
    gen = GoGen(repo, rng, max(400, int(target_lines * CALIBRATION)), int(target_lines * 1.035))
    gen.plan()
    gen.render()
