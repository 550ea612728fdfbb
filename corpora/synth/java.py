"""Java part of the synthetic monorepo: a Maven multi-module project under ``jvm/``.

Layout: ``jvm/pom.xml`` (aggregator) and ``jvm/<module>/pom.xml`` (each module depends on some earlier ones),
sources in ``jvm/<module>/src/main/java/com/synth/<module>/<pkg>/<Type>.java``, one top-level type per file.

The code compiles with javac (no third-party dependency) and every identifier written inside an entity either
names a repository entity (the edge is recorded when the name is written, with the declaration javac resolves it
to) or is a local, a parameter, a java.lang/java.util name or a member of a JDK type.  Member targets are resolved
on the model (``JType.owner_of``): the class chain first, then the implemented interfaces and their bases.

Name patterns keep the namespaces apart, so no simple name is ever ambiguous to javac (and every collision is a
deliberate feature): type names are unique across the Java part; instance methods are COMMON_METHODS (always
``public int name()``, so redeclaring one overrides it) or ``verbNoun`` (unique in their hierarchy); interface
default methods ``tryVerbNoun``, util statics ``verbNouns`` and class statics ``fromNoun`` are unique; constants are
``ATTR`` (classes), ``DEFAULT_ATTR`` (interfaces, always qualified) and ``NOUN_ATTR`` (utils, also static-imported).
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
    lower_camel,
    unique_name,
    weighted,
)

LANG = "java"
ROOT = "jvm"
MODULE_NAMES = ["core", "common", "billing", "identity", "catalog", "orders", "search", "notify", "analytics",
                "storage", "gateway", "workflow", "audit", "pricing", "inventory", "scheduler", "reporting",
                "integration", "security", "messaging"]
IFACE_SUFFIX = ["Source", "Sink", "Listener", "Provider", "Resolver", "Policy", "Strategy", "Lookup"]
ENUM_SUFFIX = ["Status", "Level", "Mode", "Kind"]
ANN_SUFFIX = ["Marker", "Tag", "Hint"]
NESTED_NAMES = ["Entry", "Key", "Options", "Stats", "Spec", "Snapshot"]
GENERIC_SUFFIX = ["Page", "Slot", "Box", "Window"]
ENUM_CONSTS = ["ACTIVE", "PAUSED", "ARCHIVED", "PENDING", "FAILED"]
INT_PARAMS = ["count", "size", "offset", "depth"]
JLOCALS = [x for x in LOCALS if x != "record"]   # `record` is a restricted identifier since Java 16


class JModule:
    def __init__(self, name: str, budget: int):
        self.name, self.budget = name, budget
        self.dir = f"{ROOT}/{name}"
        self.pkgs: list[JPkg] = []
        self.deps: list[JModule] = []
        self.pool = Pools()
        self.ext = Pools()   # the dependencies' pools


class JPkg:
    def __init__(self, mod: JModule, name: str):
        self.mod, self.name = mod, name
        self.fqn = f"com.synth.{mod.name}.{name}"
        self.dir = f"{mod.dir}/src/main/java/com/synth/{mod.name}/{name}"
        self.types: list[JType] = []
        self.pool = Pools()


class Pools:
    KINDS = ("classes", "abstracts", "ifaces", "enums", "utils", "anns", "nested", "generics")

    def __init__(self):
        for k in self.KINDS:
            setattr(self, k, [])

    def add(self, kind: str, t) -> None:
        getattr(self, kind).append(t)


class JMethod:
    def __init__(self, name: str, kind: str, nst: int):
        # kind: method (int, instance), abstract, static (factory), default (interface), util, generic (util)
        self.name, self.kind, self.nst = name, kind, nst
        self.params: list = []        # (name, JType | "int")
        self.ret = None               # JType returned (instance methods), else int
        self.overload = False         # also declared with an extra `int` parameter
        self.ann = None               # annotation type used on the method
        self.shadow = None            # field name a parameter shadows


class JType:
    def __init__(self, pkg: JPkg, name: str, kind: str, outer: JType | None = None):
        # kind: class, abstract, interface, enum, util, annotation, nested
        self.pkg, self.name, self.kind, self.outer = pkg, name, kind, outer
        self.qual = f"{outer.qual}.{name}" if outer else name
        self.path = outer.path if outer else f"{pkg.dir}/{name}.java"
        self.base: JType | None = None
        self.ifaces: list[JType] = []
        self.members: dict[str, str] = {}     # name -> method|abstract|static|default|const|field|util|generic
        self.methods: list[JMethod] = []
        self.fields: list = []                # (name, JType, visibility)
        self.consts: list[str] = []
        self.nested: JType | None = None
        self.ctor = "none"                    # none | noarg | pair
        self.ctor_overload = False            # public C(int size) too
        self.ann = None
        self.ann_elems: list[str] = []
        self.enum_consts: list[str] = []
        self.target = 0

    def chain(self):
        c = self
        while c is not None:
            yield c
            c = c.base

    def iface_closure(self):
        """Interfaces of this type's hierarchy in javac's lookup order (the class chain's, depth first)."""
        out, seen = [], set()

        def walk(i):
            while i is not None and id(i) not in seen:
                seen.add(id(i))
                out.append(i)
                i = i.base
        for c in (self.chain() if self.kind != "interface" else [self]):
            if c.kind == "interface":
                walk(c)
            for i in c.ifaces:
                walk(i)
        return out

    def owner_of(self, n: str, skip_self: bool = False):
        if self.kind != "interface":
            for c in self.chain():
                if skip_self and c is self:
                    continue
                if n in c.members:
                    return c
        for i in self.iface_closure():
            if skip_self and i is self:
                continue
            if n in i.members:
                return i
        return None

    def all_names(self) -> set[str]:
        out = set()
        for c in self.chain():
            out.update(c.members)
        for i in self.iface_closure():
            out.update(i.members)
        return out

    def method(self, n: str) -> JMethod | None:
        o = self.owner_of(n)
        if o is None:
            return None
        for m in o.methods:
            if m.name == n:
                return m
        return None

    def callables(self):
        """(name, JMethod) of the instance methods callable on a value of this type (cached)."""
        got = self.__dict__.get("_calls")
        if got is None:
            got, seen = [], set()
            order = list(self.chain()) if self.kind != "interface" else []
            order += self.iface_closure()
            for c in order:
                for m in c.methods:
                    if m.kind in ("method", "abstract", "default") and m.name not in seen:
                        seen.add(m.name)
                        got.append((m.name, m))
            self._calls = got
        return got

    def visible_fields(self):
        """(name, JType, owner) of the fields usable as `this.f` in this class (own ones, inherited protected)."""
        out = []
        for c in self.chain():
            for n, t, vis in c.fields:
                if c is self or vis == "protected":
                    out.append((n, t, c))
        return out


class JGen:
    def __init__(self, repo: Repo, rng: random.Random, target: int):
        self.repo, self.rng, self.target = repo, rng, target
        self.mods: list[JModule] = []
        self.type_names: set[str] = set()
        self.unique_members: set[str] = set()   # default/util/static/verbNoun names used anywhere (patterns)
        self.impls: dict[int, list[JType]] = {}  # id(interface or abstract) -> concrete classes assignable to it
        self.all_types: list[JType] = []
        self.shadowed = False   # a parameter named like a field has been planned (at least one in any tree)

    # ------------------------------------------------------------------------------------------------ plan
    @staticmethod
    def _fresh(make, taken: set, tries: int) -> str:
        """A name from `make` not in `taken` (drawn up to `tries` times, then numbered), added to it."""
        for _ in range(tries):
            n = make()
            if n not in taken:
                break
        else:
            n = unique_name(n, taken)
        taken.add(n)
        return n

    def uname(self, make) -> str:
        return self._fresh(make, self.type_names, 40)

    def plan(self) -> None:
        rng = self.rng
        n_mods = max(2, min(len(MODULE_NAMES), round(self.target / 9000) + 1))
        ws = [rng.uniform(0.6, 1.4) for _ in range(n_mods)]
        for i in range(n_mods):
            m = JModule(MODULE_NAMES[i], int(self.target * ws[i] / sum(ws)))
            if i:
                m.deps = rng.sample(self.mods, min(i, rng.randint(1, 3)))
            self.mods.append(m)
        for m in self.mods:
            m.visible = {m.name}
            for d in m.deps:
                m.visible |= d.visible
                for k in Pools.KINDS:
                    getattr(m.ext, k).extend(getattr(d.pool, k))
            self.plan_module(m)
        self.index_impls()
        for t in self.all_types:   # planning order: bases before their subclasses
            self.plan_members(t)

    def plan_module(self, m: JModule) -> None:
        rng = self.rng
        n_files = max(6, round(m.budget / 62))
        n_pkgs = max(2, min(len(MODULE_KINDS), round(n_files / 9)))
        for nm in rng.sample(MODULE_KINDS, n_pkgs):
            m.pkgs.append(JPkg(m, nm))
        forced = ["util", "interface", "enum", "annotation", "abstract", "class", "generic", "class"]
        kinds = [("class", 52), ("abstract", 7), ("interface", 15), ("enum", 8), ("util", 13), ("annotation", 3),
                 ("generic", 2)]
        for i in range(n_files):
            p = m.pkgs[i % len(m.pkgs)] if i < len(m.pkgs) else m.pkgs[rng.randrange(len(m.pkgs))]
            kind = forced[i] if i < len(forced) else weighted(rng, kinds)
            t = self.plan_type(p, kind)
            t.target = int(m.budget / n_files * rng.uniform(0.5, 1.5))

    def pick_from(self, pools, kind, recent=300):
        for pool in pools:
            lst = getattr(pool, kind)
            if lst:
                lst = lst[-recent:]
                return lst[int(self.rng.random() * len(lst))]
        return None

    def pools_of(self, p: JPkg):
        r = self.rng.random()
        m = p.mod
        if r < 0.45:
            return (p.pool, m.pool, m.ext)
        if r < 0.8:
            return (m.pool, m.ext, p.pool)
        return (m.ext, m.pool, p.pool)

    def plan_type(self, p: JPkg, kind: str) -> JType:
        rng = self.rng
        m = p.mod
        if kind in ("class", "abstract"):
            pre = "Abstract" if kind == "abstract" else ""
            t = JType(p, self.uname(lambda: pre + camel(rng.choice(NOUNS), rng.choice(ROLES))), kind)
            if rng.random() < (0.5 if kind == "class" else 0.25):
                src = "abstracts" if rng.random() < 0.35 else "classes"
                t.base = self.pick_from((m.pool, m.ext) if rng.random() < 0.75 else (m.ext, m.pool), src)
            if kind == "class" and rng.random() < 0.3:
                for _ in range(1 if rng.random() < 0.8 else 2):
                    i = self.pick_from((m.pool, m.ext), "ifaces")
                    if i is not None and i not in t.ifaces:
                        t.ifaces.append(i)
            self.plan_class_methods(t)
            pool = "classes" if kind == "class" else "abstracts"
        elif kind == "interface":
            t = JType(p, self.uname(lambda: camel(rng.choice(NOUNS), rng.choice(IFACE_SUFFIX))), kind)
            if rng.random() < 0.3:
                t.base = self.pick_from((m.pool, m.ext), "ifaces")
            inherited = t.base.all_names() if t.base else set()
            for n in rng.sample(COMMON_METHODS, rng.randint(1, 3)):
                if n not in inherited:
                    t.members[n] = "abstract"
                    t.methods.append(JMethod(n, "abstract", 0))
            if rng.random() < 0.45:
                n = self.unique_member(lambda: "try" + camel(rng.choice(VERBS), rng.choice(NOUNS)))
                t.members[n] = "default"
                t.methods.append(JMethod(n, "default", rng.randint(1, 3)))
            if rng.random() < 0.3:
                n = "DEFAULT_" + rng.choice(ATTRS)
                if n not in inherited:   # a redeclared constant would hide the base interface's
                    t.members[n] = "const"
                    t.consts.append(n)
            pool = "ifaces"
        elif kind == "enum":
            t = JType(p, self.uname(lambda: camel(rng.choice(NOUNS), rng.choice(ENUM_SUFFIX))), kind)
            t.enum_consts = ENUM_CONSTS[: rng.randint(2, 5)]
            for n, k in (("code", "field"), (t.name, "ctor"), ("label", "method"), ("fromCode", "static")):
                t.members[n] = k
            pool = "enums"
        elif kind == "util":
            nouns = []
            t = JType(p, self.uname(lambda: camel(nouns.append(rng.choice(NOUNS)) or nouns[-1], "Utils")), kind)
            noun = nouns[-1]
            for _ in range(rng.randint(1, 2)):
                n = f"{noun.upper()}_{rng.choice(ATTRS)}"
                if n not in t.members and n not in self.unique_members:
                    self.unique_members.add(n)
                    t.members[n] = "const"
                    t.consts.append(n)
            for _ in range(rng.randint(1, 3)):
                n = self.unique_member(lambda: lower_camel(rng.choice(VERBS), rng.choice(NOUNS)) + "s")
                t.members[n] = "util"
                t.methods.append(JMethod(n, "util", rng.randint(1, 4)))
            if rng.random() < 0.3:
                n = self.unique_member(lambda: "wrap" + camel(rng.choice(NOUNS)) + "s")
                t.members[n] = "generic"
                t.methods.append(JMethod(n, "generic", 0))
            pool = "utils"
        elif kind == "generic":   # a generic holder class `Page<T>`: its T is what each use says
            t = JType(p, self.uname(lambda: camel(rng.choice(NOUNS), rng.choice(GENERIC_SUFFIX))), kind)
            for n, k in (("items", "field"), ("add", "method"), ("first", "method"), ("size", "method")):
                t.members[n] = k
            pool = "generics"
        else:  # annotation
            t = JType(p, self.uname(lambda: camel(rng.choice(NOUNS), rng.choice(ANN_SUFFIX))), kind)
            t.ann_elems = ["value"] + (["priority"] if rng.random() < 0.5 or not m.pool.anns else [])
            for n in t.ann_elems:
                t.members[n] = "element"
            pool = "anns"
        p.types.append(t)
        p.pool.add(pool, t)
        m.pool.add(pool, t)
        self.all_types.append(t)
        return t

    def unique_member(self, make) -> str:
        return self._fresh(make, self.unique_members, 30)

    def plan_class_methods(self, t: JType) -> None:
        rng = self.rng
        inherited = set()
        if t.base:
            inherited = t.base.all_names()
        for i in t.ifaces:
            inherited |= i.all_names()
        # abstract methods of the hierarchy that a concrete class must implement
        if t.kind == "class":
            need = []
            for n, _m in (t.base.callables() if t.base else []):
                o = t.base.owner_of(n)
                if o.members[n] == "abstract":
                    need.append(n)
            for i in t.ifaces:
                for n, mm in i.callables():
                    if mm.kind == "abstract" and (not t.base or t.base.owner_of(n) is None
                                                  or t.base.owner_of(n).members[n] == "abstract"):
                        need.append(n)
            for n in need:
                if n not in t.members:
                    t.members[n] = "method"
                    t.methods.append(JMethod(n, "method", rng.randint(1, 4)))
        overridable = [n for n, _m in (t.base.callables() if t.base else [])
                       if n in COMMON_METHODS and t.base.owner_of(n).members[n] == "method"]
        if overridable and rng.random() < 0.5:   # an override, which may call super.m()
            n = overridable[int(rng.random() * len(overridable))]
            t.members[n] = "method"
            t.methods.append(JMethod(n, "method", rng.randint(1, 5)))
        for n in rng.sample(COMMON_METHODS, rng.randint(1, 3)):
            if n in t.members:
                continue
            o = t.base.owner_of(n) if t.base else None
            if t.kind == "abstract" and rng.random() < 0.5 and (o is None or o.members[n] == "abstract"):
                t.members[n] = "abstract"
                t.methods.append(JMethod(n, "abstract", 0))
            else:
                t.members[n] = "method"
                t.methods.append(JMethod(n, "method", rng.randint(1, 5)))
        for _ in range(rng.randint(0, 3)):
            n = lower_camel(rng.choice(VERBS), rng.choice(NOUNS))
            if n in t.members or n in inherited:
                continue
            t.members[n] = "method"
            mm = JMethod(n, "method", rng.randint(1, 6))
            mm.overload = rng.random() < 0.15
            t.methods.append(mm)
        if t.kind == "class" and rng.random() < 0.2:
            n = "from" + camel(rng.choice(NOUNS))
            if n not in inherited and n not in t.members and n not in self.unique_members:
                self.unique_members.add(n)
                t.members[n] = "static"
                t.methods.append(JMethod(n, "static", rng.randint(0, 2)))
        if rng.random() < 0.25:
            n = rng.choice(ATTRS)
            if n not in t.members and n not in inherited:
                t.members[n] = "const"
                t.consts.append(n)
        if t.kind == "class" and rng.random() < 0.1:
            inner = JType(t.pkg, NESTED_NAMES[int(rng.random() * len(NESTED_NAMES))], "nested", outer=t)
            for n in rng.sample(COMMON_METHODS, rng.randint(1, 2)):
                inner.members[n] = "method"
                inner.methods.append(JMethod(n, "method", rng.randint(1, 3)))
            if rng.random() < 0.5:
                inner.members["DEPTH"] = "const"
                inner.consts.append("DEPTH")
            t.nested = inner
            t.pkg.pool.add("nested", inner)
            t.pkg.mod.pool.add("nested", inner)

    def concrete_for(self, t: JType, mod: JModule) -> JType | None:
        """A concrete class of a module visible from ``mod`` whose instances are assignable to ``t``."""
        if t.kind in ("class", "nested"):
            return t
        lst = [c for c in self.impls.get(id(t), ()) if c.pkg.mod.name in mod.visible]
        if not lst:
            return None
        return lst[int(self.rng.random() * len(lst))]

    def index_impls(self) -> None:
        for t in self.all_types:
            if t.kind != "class":
                continue
            seen = set()
            for c in t.chain():
                if c is not t and id(c) not in seen:
                    seen.add(id(c))
                    self.impls.setdefault(id(c), []).append(t)
            for i in t.iface_closure():
                if id(i) not in seen:
                    seen.add(id(i))
                    self.impls.setdefault(id(i), []).append(t)

    def pick_type(self, p: JPkg, kind: str):
        return self.pick_from(self.pools_of(p), kind)

    def plan_members(self, t: JType) -> None:
        """Second pass (every type exists): field, parameter and return types, constructors, annotations."""
        rng = self.rng
        p = t.pkg
        if t.kind in ("class", "abstract"):
            taken = t.all_names()
            for _ in range(rng.randint(0, 2) if rng.random() < 0.6 else 0):
                ft = self.pick_type(p, "ifaces" if rng.random() < 0.25 else "classes")
                if ft is None or ft is t or self.concrete_for(ft, p.mod) is None:
                    continue
                n = lower_camel(ft.name)
                if n in taken:
                    continue
                taken.add(n)
                t.members[n] = "field"
                t.fields.append((n, ft, "protected" if rng.random() < 0.4 else "private"))
            if t.fields:
                t.ctor = weighted(rng, [("inline", 35), ("noarg", 35), ("pair", 30)])
            elif rng.random() < (0.6 if t.base is not None and t.base.ctor in ("noarg", "pair") else 0.15):
                t.ctor = "noarg"
            if t.ctor in ("noarg", "pair") and t.kind == "class" and rng.random() < 0.2:
                t.ctor_overload = True
            if t.ctor in ("noarg", "pair"):
                t.members[t.name] = "ctor"
            for mm in t.methods:
                if mm.kind == "method" and mm.name not in COMMON_METHODS:
                    mm.params = self.params(t, rng.choice((0, 1, 1, 2)))
                    if rng.random() < 0.15:
                        mm.ret = self.pick_type(p, "classes")
                if rng.random() < 0.06:
                    mm.ann = self.pick_type(p, "anns")
            if rng.random() < 0.12:
                t.ann = self.pick_type(p, "anns")
        elif t.kind == "interface":
            if rng.random() < 0.1:
                t.ann = self.pick_type(p, "anns")
        elif t.kind == "util":
            for mm in t.methods:
                if mm.kind == "util":
                    mm.params = [(INT_PARAMS[0], "int")] + self.params(t, rng.choice((0, 0, 1)))

    def params(self, t: JType, n: int) -> list:
        out, used = [], set()
        rng = self.rng
        fields = t.visible_fields() if t.kind in ("class", "abstract") else []
        for _ in range(n):
            if fields and (rng.random() < 0.2 or not self.shadowed):
                self.shadowed = True
                fn, ft, _o = fields[int(rng.random() * len(fields))]
                if fn not in used:   # shadowing: a parameter named like a field of the class
                    used.add(fn)
                    out.append((fn, ft))
                    continue
            c = self.pick_type(t.pkg, "ifaces" if rng.random() < 0.25 else "classes")
            if c is None:
                continue
            nm = rng.choice(NOUNS)
            if nm in used:
                continue
            used.add(nm)
            out.append((nm, c))
        if rng.random() < 0.15:
            out.append((INT_PARAMS[1 + int(rng.random() * 3)], "int"))
        return out

    # ---------------------------------------------------------------------------------------------- render
    def render(self) -> None:
        mods = "\n".join(f"    <module>{m.name}</module>" for m in self.mods)
        self.repo.add_file(f"{ROOT}/pom.xml", POM_PARENT.format(modules=mods))
        for m in self.mods:
            deps = "".join(POM_DEP.format(name=d.name) for d in m.deps)
            self.repo.add_file(f"{m.dir}/pom.xml", POM_MODULE.format(name=m.name, deps=deps))
            for p in m.pkgs:
                for t in p.types:
                    FileCtx(self, t).render()


POM_PARENT = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.synth</groupId>
  <artifactId>synth-parent</artifactId>
  <version>0.1.0</version>
  <packaging>pom</packaging>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <modules>
{modules}
  </modules>
</project>
"""

POM_MODULE = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>com.synth</groupId>
    <artifactId>synth-parent</artifactId>
    <version>0.1.0</version>
  </parent>
  <artifactId>{name}</artifactId>
  <dependencies>{deps}
  </dependencies>
</project>
"""

POM_DEP = """
    <dependency>
      <groupId>com.synth</groupId>
      <artifactId>{name}</artifactId>
      <version>${{project.version}}</version>
    </dependency>"""


class FileCtx:
    """One .java file: import decisions, the current source entity, and the references it records."""

    def __init__(self, gen: JGen, t: JType):
        self.gen, self.t, self.rng, self.repo = gen, t, gen.rng, gen.repo
        self.path = t.path
        self.src = t.qual
        self.pkg_style: dict[str, str] = {}    # package fqn -> single | wildcard | fqn
        self.imports: set[str] = set()
        self.jdk: set[str] = set()
        self.static_style: dict[int, str] = {}  # id(util) -> qualified | single | star

    def edge(self, path: str, qual: str, feature: str) -> None:
        self.repo.edge(self.path, self.src, path, qual, feature)

    def member_edge(self, owner: JType, n: str, feature: str) -> None:
        self.repo.edge(self.path, self.src, owner.path, f"{owner.qual}.{n}", feature)

    def ref(self, t: JType, feature: str) -> str:
        """The text naming type ``t`` here (recording the edge), importing its package as this file does."""
        if t.outer is not None:
            x = self.ref(t.outer, feature)
            self.edge(t.path, t.qual, "java.nested_class")
            return f"{x}.{t.name}"
        self.edge(t.path, t.qual, feature)
        if t.pkg is self.t.pkg:
            if t.path != self.path:
                self.edge(t.path, t.qual, "java.type_same_package")
            return t.name
        style = self.pkg_style.get(t.pkg.fqn)
        if style is None:
            # fully qualified names are the exception in real code (name clashes, generated code)
            style = self.pkg_style[t.pkg.fqn] = weighted(self.rng, [("single", 68), ("wildcard", 28), ("fqn", 4)])
            self.repo.feature(f"java.import_{style}")
            if style == "wildcard":
                self.imports.add(f"import {t.pkg.fqn}.*;")
        # the way the name reaches this file, as a second feature of the edge (recall per import style)
        self.edge(t.path, t.qual, {"single": "java.type_via_single_import", "wildcard": "java.type_via_wildcard_import",
                                   "fqn": "java.type_fully_qualified"}[style])
        if style == "fqn":
            return f"{t.pkg.fqn}.{t.name}"
        if style == "single":
            self.imports.add(f"import {t.pkg.fqn}.{t.name};")
        if t.pkg.mod is not self.t.pkg.mod:
            self.repo.feature("java.cross_module_ref")
        return t.name

    def util_member(self, u: JType, n: str, feature: str) -> str:
        """Text for a static member of a util class: qualified, or through a single or star static import."""
        style = self.static_style.get(id(u))
        if style is None:
            style = self.static_style[id(u)] = weighted(self.rng, [("qualified", 60), ("single", 25), ("star", 15)])
        self.member_edge(u, n, feature)
        if style != "qualified":
            self.member_edge(u, n, "java.via_static_import_" + style)
        if style == "qualified":
            return f"{self.ref(u, feature)}.{n}"
        fq = f"{u.pkg.fqn}.{u.name}"
        if style == "single":
            self.imports.add(f"import static {fq}.{n};")
            self.repo.feature("java.static_import_single")
        else:
            self.imports.add(f"import static {fq}.*;")
            self.repo.feature("java.static_import_star")
        return n

    def use_jdk(self, *names: str) -> None:
        self.jdk.update(names)

    # --------------------------------------------------------------------------------------------- render
    def render(self) -> None:
        t = self.t
        if t.kind in ("class", "abstract"):
            body = self.render_class(t)
        elif t.kind == "interface":
            body = self.render_iface(t)
        elif t.kind == "enum":
            body = self.render_enum(t)
        elif t.kind == "util":
            body = self.render_util(t)
        elif t.kind == "generic":
            body = self.render_generic(t)
        else:
            body = self.render_ann(t)
        head = [f"package {t.pkg.fqn};", ""]
        jdk = sorted(f"import java.{n};" if n.startswith("lang.") else f"import java.util.{n};" for n in self.jdk)
        imps = sorted(i for i in self.imports if not i.startswith("import static"))
        stat = sorted(i for i in self.imports if i.startswith("import static"))
        for group in (jdk, imps, stat):
            if group:
                head += group + [""]
        self.repo.add_file(t.path, "\n".join(head + body) + "\n", LANG)

    def annotation_line(self, a: JType, ind: str) -> str:
        x = self.ref(a, "java.annotation_use")
        word = self.rng.choice(NOUNS)
        if len(a.ann_elems) > 1 and self.rng.random() < 0.6:
            self.member_edge(a, "value", "java.annotation_element")
            self.member_edge(a, "priority", "java.annotation_element")
            return f"{ind}@{x}(value = \"{word}\", priority = {self.rng.randint(1, 9)})"
        return f"{ind}@{x}(\"{word}\")"

    def entity(self, qual: str, kind: str) -> None:
        self.repo.entity(self.path, qual, kind)

    def render_class(self, t: JType) -> list[str]:
        rng = self.rng
        self.src = t.qual
        self.entity(t.qual, "class")
        out = []
        if t.ann is not None:
            out.append(self.annotation_line(t.ann, ""))
        head = f"public {'abstract ' if t.kind == 'abstract' else ''}class {t.name}"
        if t.base is not None:
            head += f" extends {self.ref(t.base, 'java.extends')}"
            self.repo.feature("java.extends_abstract" if t.base.kind == "abstract" else "java.extends_class")
        if t.ifaces:
            head += " implements " + ", ".join(self.ref(i, "java.implements") for i in t.ifaces)
        out.append(head + " {")
        for n in t.consts:
            self.entity(f"{t.qual}.{n}", "field")
            out.append(f"    public static final int {n} = {rng.randint(2, 500)};")
        for n, ft, vis in t.fields:
            self.entity(f"{t.qual}.{n}", "field")
            self.src = f"{t.qual}.{n}"
            x = self.ref(ft, "java.field_type")
            init = ""
            if t.ctor in ("inline", "none"):
                c = self.gen.concrete_for(ft, self.t.pkg.mod)
                init = f" = new {self.ref(c, 'java.new')}()"
            out.append(f"    {vis} final {x} {n}{init};")
        self.src = t.qual
        if t.ctor in ("noarg", "pair"):
            out += self.render_ctors(t)
        for mm in t.methods:
            out.append("")
            out += self.render_method(t, mm)
        if t.nested is not None:
            out.append("")
            out += self.render_nested(t.nested)
        out.append("}")
        return out

    def super_call(self, t: JType) -> list[str]:
        b = t.base
        if b is not None and b.ctor in ("noarg", "pair"):
            self.member_edge(b, b.name, "java.super_constructor")
            if b.ctor_overload and self.rng.random() < 0.5:
                return [f"        super({self.rng.randint(1, 64)});"]
            return ["        super();"]
        return []

    def render_ctors(self, t: JType) -> list[str]:
        q = f"{t.qual}.{t.name}"
        self.entity(q, "constructor")
        self.src = q
        vis = "protected" if t.kind == "abstract" else "public"
        out = [""]
        if t.ctor == "noarg" or not t.fields:
            out.append(f"    {vis} {t.name}() {{")
            out += self.super_call(t)
            for n, ft, _v in t.fields:
                c = self.gen.concrete_for(ft, self.t.pkg.mod)
                out.append(f"        this.{n} = new {self.ref(c, 'java.new')}();")
                self.member_edge(t, n, "java.this_field_assign")
            out.append("    }")
        else:  # pair: a no-arg constructor delegating with this(...) to one taking every field
            args = []
            for _n, ft, _v in t.fields:
                c = self.gen.concrete_for(ft, self.t.pkg.mod)
                args.append(f"new {self.ref(c, 'java.new')}()")
            out.append(f"    {vis} {t.name}() {{")
            out.append(f"        this({', '.join(args)});")
            out.append("    }")
            out.append("")
            ps = ", ".join(f"{self.ref(ft, 'java.param_type')} {n}" for n, ft, _v in t.fields)
            out.append(f"    {vis} {t.name}({ps}) {{")
            out += self.super_call(t)
            for n, _ft, _v in t.fields:
                out.append(f"        this.{n} = {n};")
                self.member_edge(t, n, "java.this_field_assign")
                self.repo.feature("java.shadowing_ctor_param")
            out.append("    }")
        if t.ctor_overload:
            out.append("")
            out.append(f"    {vis} {t.name}(int size) {{")
            out.append("        this();")
            out.append("        int scaled = size * 2;")
            out.append("    }")
            self.repo.feature("java.constructor_overload")
        self.src = t.qual
        return out

    def sig(self, mm: JMethod) -> str:
        parts = []
        for pn, pt in mm.params:
            if pt == "int":
                parts.append(f"int {pn}")
            else:
                parts.append(f"{self.ref(pt, 'java.param_type')} {pn}")
        return ", ".join(parts)

    def render_method(self, t: JType, mm: JMethod, ind: str = "    ") -> list[str]:
        q = f"{t.qual}.{mm.name}"
        self.entity(q, "method")
        self.src = q
        out = []
        if mm.ann is not None:
            out.append(self.annotation_line(mm.ann, ind))
        if mm.kind == "abstract":
            out.append(f"{ind}public abstract int {mm.name}();")
            self.src = t.qual
            return out
        overrides = t.kind != "nested" and mm.kind == "method" and (
            (t.base is not None and t.base.owner_of(mm.name) is not None)
            or any(i.owner_of(mm.name) is not None for i in t.ifaces))
        if overrides:
            out.append(f"{ind}@Override")
            self.repo.feature("java.override")
        static = mm.kind == "static"
        ret = "int"
        if static:
            ret = self.ref(t, "java.return_type")
        elif mm.ret is not None:
            ret = self.ref(mm.ret, "java.return_type")
        body = Body(self, ind + "    ", t if not static else None, mm)
        out.append(f"{ind}public {'static ' if static else ''}{ret} {mm.name}({self.sig(mm)}) {{")
        body.run(mm.nst)
        if static:
            body.emit(f"return new {self.ref(t, 'java.new')}();")
        elif mm.ret is not None:
            c = self.gen.concrete_for(mm.ret, self.t.pkg.mod)
            body.emit(f"return new {self.ref(c, 'java.new')}();")
        else:
            body.emit(body.ret_int())
        out += body.lines + [f"{ind}}}"]
        if mm.overload:
            self.repo.feature("java.method_overload")
            sig = self.sig(mm)
            out += ["", f"{ind}public {ret} {mm.name}({sig + ', ' if sig else ''}int limit) {{"]
            call = ", ".join([pn for pn, _ in mm.params])
            out += [f"{ind}    {ret} base = {mm.name}({call});", ]
            out += [f"{ind}    return base;" if ret != "int" else f"{ind}    return base + limit;", f"{ind}}}"]
        self.src = t.qual
        return out

    def render_nested(self, n: JType) -> list[str]:
        self.entity(n.qual, "class")
        out = [f"    public static class {n.name} {{"]
        for c in n.consts:
            self.entity(f"{n.qual}.{c}", "field")
            out.append(f"        public static final int {c} = {self.rng.randint(1, 9)};")
        for mm in n.methods:
            out.append("")
            out += self.render_method(n, mm, "        ")
        out.append("    }")
        return out

    def render_iface(self, t: JType) -> list[str]:
        self.src = t.qual
        self.entity(t.qual, "interface")
        out = []
        if t.ann is not None:
            out.append(self.annotation_line(t.ann, ""))
        head = f"public interface {t.name}"
        if t.base is not None:
            head += f" extends {self.ref(t.base, 'java.interface_extends')}"
        out.append(head + " {")
        for n in t.consts:
            self.entity(f"{t.qual}.{n}", "field")
            out.append(f"    int {n} = {self.rng.randint(2, 99)};")
        for mm in t.methods:
            q = f"{t.qual}.{mm.name}"
            self.entity(q, "method")
            if mm.kind == "abstract":
                out.append(f"    int {mm.name}();")
                continue
            self.src = q
            out.append("")
            out.append(f"    default int {mm.name}() {{")
            body = Body(self, "        ", t, mm)
            body.run(mm.nst)
            body.emit(body.ret_int())
            out += body.lines + ["    }"]
            self.repo.feature("java.default_method")
            self.src = t.qual
        out.append("}")
        return out

    def render_enum(self, t: JType) -> list[str]:
        self.entity(t.qual, "enum")
        for n, k in (("code", "field"), (t.name, "constructor"), ("label", "method"), ("fromCode", "method")):
            self.entity(f"{t.qual}.{n}", k)
        consts = [f"    {c}(\"{c.lower()}\")" for c in t.enum_consts]
        q = t.qual
        self.repo.edge(self.path, f"{q}.{t.name}", self.path, f"{q}.code", "java.this_field_assign")
        self.repo.edge(self.path, f"{q}.label", self.path, f"{q}.code", "java.enum_field")
        self.repo.edge(self.path, f"{q}.fromCode", self.path, q, "java.enum_self_type")
        self.repo.edge(self.path, f"{q}.fromCode", self.path, f"{q}.code", "java.enum_field")
        self.repo.feature("java.enum")
        return [f"public enum {t.name} {{", ",\n".join(consts) + ";", "",
                "    private final String code;", "",
                f"    {t.name}(String code) {{", "        this.code = code;", "    }", "",
                "    public String label() {", "        return code.toUpperCase();", "    }", "",
                f"    public static {t.name} fromCode(String value) {{",
                f"        for ({t.name} candidate : values()) {{",
                "            if (candidate.code.equals(value)) {", "                return candidate;", "            }",
                "        }", f"        return {t.enum_consts[0]};", "    }", "}"]

    def render_util(self, t: JType) -> list[str]:
        self.src = t.qual
        self.entity(t.qual, "class")
        q = f"{t.qual}.{t.name}"
        self.entity(q, "constructor")
        out = [f"public final class {t.name} {{"]
        for n in t.consts:
            self.entity(f"{t.qual}.{n}", "field")
            self.src = f"{t.qual}.{n}"
            other = self.gen.pick_type(t.pkg, "utils")
            if other is not None and other is not t and other.consts and self.rng.random() < 0.3:
                c = other.consts[0]
                x = self.ref(other, "java.constant_ref")
                self.member_edge(other, c, "java.constant_ref")
                out.append(f"    public static final int {n} = {x}.{c} + {self.rng.randint(1, 9)};")
            else:
                out.append(f"    public static final int {n} = {self.rng.randint(2, 500)};")
        self.src = t.qual
        out += ["", f"    private {t.name}() {{", "    }"]
        for mm in t.methods:
            qq = f"{t.qual}.{mm.name}"
            self.entity(qq, "method")
            self.src = qq
            out.append("")
            if mm.kind == "generic":
                self.use_jdk("List", "ArrayList")
                out += [f"    public static <T> List<T> {mm.name}(T first) {{",
                        "        List<T> out = new ArrayList<>();", "        out.add(first);",
                        "        return out;", "    }"]
                self.repo.feature("java.generic_method")
                continue
            out.append(f"    public static int {mm.name}({self.sig(mm)}) {{")
            body = Body(self, "        ", None, mm)
            body.int_locals.append(INT_PARAMS[0])
            body.run(mm.nst)
            body.emit(body.ret_int())
            out += body.lines + ["    }"]
        self.src = t.qual
        out.append("}")
        return out

    def render_generic(self, t: JType) -> list[str]:
        self.entity(t.qual, "class")
        for n, k in (("items", "field"), ("add", "method"), ("first", "method"), ("size", "method")):
            self.entity(f"{t.qual}.{n}", k)
        self.use_jdk("List", "ArrayList")
        q = t.qual
        for m in ("add", "first", "size"):
            self.repo.edge(self.path, f"{q}.{m}", self.path, f"{q}.items", "java.this_field")
        self.repo.edge(self.path, f"{q}.add", self.path, q, "java.return_type")
        return [f"public class {t.name}<T> {{", "    private final List<T> items = new ArrayList<>();", "",
                f"    public {t.name}<T> add(T item) {{", "        items.add(item);", "        return this;", "    }",
                "",
                "    public T first() {", "        return items.get(0);", "    }", "",
                "    public int size() {", "        return items.size();", "    }", "}"]

    def render_ann(self, t: JType) -> list[str]:
        self.entity(t.qual, "annotation")
        self.use_jdk("lang.annotation.Retention", "lang.annotation.RetentionPolicy")
        out = ["@Retention(RetentionPolicy.RUNTIME)", f"public @interface {t.name} {{"]
        for n in t.ann_elems:
            self.entity(f"{t.qual}.{n}", "method")
            out.append("    String value() default \"\";" if n == "value" else "    int priority() default 0;")
        out.append("}")
        return out


class Body:
    """Statements of one method body; every name written is a local, a parameter, a JDK name or a recorded ref."""

    def __init__(self, ctx: FileCtx, ind: str, cls: JType | None, mm: JMethod):
        self.ctx, self.ind, self.cls, self.mm = ctx, ind, cls, mm
        self.rng = ctx.rng
        self.gen = ctx.gen
        self.lines: list[str] = []
        self.locals: set[str] = {pn for pn, _ in mm.params}
        self.int_locals: list[str] = []
        self.typed = [(pn, pt) for pn, pt in mm.params if pt != "int"]

    def var(self) -> str:
        v = unique_name(JLOCALS[int(self.rng.random() * len(JLOCALS))], self.locals)
        self.locals.add(v)
        return v

    def ivar(self) -> str:
        v = self.var()
        self.int_locals.append(v)
        return v

    def emit(self, *ls: str) -> None:
        for ln in ls:
            self.lines.append(self.ind + ln)

    def ret_int(self) -> str:
        if self.int_locals:
            return f"return {self.int_locals[-1]} + {self.rng.randint(1, 9)};"
        return f"return {self.rng.randint(0, 99)};"

    def args(self, mm: JMethod) -> str:
        return ", ".join("null" if pt != "int" else str(self.rng.randint(1, 20)) for _pn, pt in mm.params)

    def pick(self, kind: str):
        return self.gen.pick_type(self.ctx.t.pkg, kind)

    def call_on(self, recv: str, t: JType, feature: str) -> bool:
        """`recv.m(args)` for an instance method of ``t``; records the edge to its declaring type."""
        cs = t.callables()
        if not cs:
            return False
        n, mm = cs[int(self.rng.random() * len(cs))]
        o = t.owner_of(n)
        self.ctx.member_edge(o, n, feature)
        if o is not t:
            self.ctx.repo.feature(feature + "_inherited")
        call = f"{recv}.{n}({self.args(mm)})"
        if mm.ret is not None:
            v = self.var()
            self.emit(f"{self.ctx.ref(mm.ret, 'java.local_type')} {v} = {call};")
            if self.rng.random() < 0.5:
                self.call_on(v, mm.ret, "java.method_on_return_type")
        elif self.rng.random() < 0.15:
            self.emit(f"{call};")
        else:
            self.emit(f"int {self.ivar()} = {call};")
        return True

    def run(self, n: int) -> None:
        B = Body
        inst = self.cls is not None and self.cls.kind in ("class", "abstract", "nested", "interface")
        is_cls = inst and self.cls.kind in ("class", "abstract")
        gens = [(B.s_new, 14), (B.s_param, 14 if self.typed else 0), (B.s_this, 12 if inst else 0),
                (B.s_this_field, 12 if is_cls else 0), (B.s_util, 9), (B.s_static, 5), (B.s_enum, 4),
                (B.s_iface_local, 5), (B.s_generic, 4), (B.s_lambda, 3 if is_cls else 0), (B.s_method_ref, 3),
                (B.s_nested, 2), (B.s_super, 5 if is_cls else 0), (B.s_trap, 3), (B.s_anonymous, 2),
                (B.s_generic_class, 3), (B.s_filler, 7)]
        gens = [g for g in gens if g[1] > 0]
        tot = sum(w for _, w in gens)
        if self.mm.params:
            for pn, pt in self.mm.params:
                if pt == "int":
                    self.int_locals.append(pn)
        if self.cls is not None and self.cls.kind in ("class", "abstract"):
            fields = {f for f, _t, _o in self.cls.visible_fields()}
            for pn, pt in self.mm.params:
                if pn in fields and pt != "int":
                    self.ctx.repo.feature("java.shadowing_param")
                    self.call_on(pn, pt, "java.method_on_typed_param")
        for _ in range(n):
            for _a in range(4):
                if weighted(self.rng, gens, tot)(self):
                    break
            else:
                self.s_filler()

    # statements -------------------------------------------------------------------------------------
    def s_new(self) -> bool:
        c = self.pick("classes")
        if c is None:
            return False
        v = self.var()
        r = self.rng.random()
        if r < 0.3:
            self.emit(f"var {v} = new {self.ctx.ref(c, 'java.new')}();")
            self.ctx.repo.feature("java.var_local")
        else:
            x = self.ctx.ref(c, "java.local_type")
            self.emit(f"{x} {v} = new {x}();")
        if self.rng.random() < 0.85:
            self.call_on(v, c, "java.method_on_local")
        return True

    def s_param(self) -> bool:
        pn, pt = self.typed[int(self.rng.random() * len(self.typed))]
        return self.call_on(pn, pt, "java.method_on_typed_param" if pt.kind != "interface"
                            else "java.method_on_interface_param")

    def s_this(self) -> bool:
        cs = self.cls.callables()
        if not cs:
            return False
        n, mm = cs[int(self.rng.random() * len(cs))]
        o = self.cls.owner_of(n)
        if o is self.cls and n == self.mm.name:
            return False
        self.ctx.member_edge(o, n, "java.this_method")
        if o is not self.cls:
            self.ctx.member_edge(o, n, "java.this_method_inherited")
        recv = "this." if self.rng.random() < 0.5 else ""
        call = f"{recv}{n}({self.args(mm)})"
        if mm.ret is not None:
            self.emit(f"{call};")
        else:
            self.emit(f"int {self.ivar()} = {call};")
        return True

    def s_this_field(self) -> bool:
        fs = self.cls.visible_fields()
        if not fs:
            return False
        n, ft, o = fs[int(self.rng.random() * len(fs))]
        if n in self.locals:  # shadowed by a parameter: `this.` is required
            recv = f"this.{n}"
        else:
            recv = f"this.{n}" if self.rng.random() < 0.6 else n
        self.ctx.member_edge(o, n, "java.this_field")
        if o is not self.cls:
            self.ctx.repo.feature("java.this_field_inherited")
        if not self.call_on(recv, ft, "java.method_on_field" if ft.kind != "interface"
                            else "java.method_on_interface_field"):
            self.emit(f"Object {self.var()} = {recv};")
        return True

    def s_util(self) -> bool:
        u = self.pick("utils")
        if u is None:
            return False
        if u.consts and self.rng.random() < 0.35:
            n = u.consts[int(self.rng.random() * len(u.consts))]
            x = self.ctx.util_member(u, n, "java.constant_ref")
            self.emit(f"int {self.ivar()} = {x} + {self.rng.randint(1, 9)};")
            return True
        mm = u.methods[int(self.rng.random() * len(u.methods))]
        x = self.ctx.util_member(u, mm.name, "java.static_call")
        if mm.kind == "generic":
            c = self.pick("classes")
            if c is None:
                return False
            self.ctx.use_jdk("List")
            y = self.ctx.ref(c, "java.generic_type_argument")
            z = self.ctx.ref(c, "java.new")
            self.emit(f"List<{y}> {self.var()} = {x}(new {z}());")
            return True
        self.emit(f"int {self.ivar()} = {x}({self.args(mm)});")
        return True

    def s_static(self) -> bool:
        c = self.pick("classes")
        if c is None:
            return False
        opts = [(n, o) for n in ATTRS for o in [c.owner_of(n)] if o is not None and o.kind != "interface"]
        facts = [(mm.name, o) for o in c.chain() for mm in o.methods if mm.kind == "static"]
        if facts and (not opts or self.rng.random() < 0.5):
            n, o = facts[int(self.rng.random() * len(facts))]
            x = self.ctx.ref(c, "java.static_call")
            self.ctx.member_edge(o, n, "java.static_call")
            v = self.var()
            self.emit(f"{self.ctx.ref(o, 'java.local_type')} {v} = {x}.{n}();")
            if o is not c:
                self.ctx.repo.feature("java.static_inherited")
            self.call_on(v, o, "java.method_on_factory_result")
            return True
        if not opts:
            return False
        n, o = opts[int(self.rng.random() * len(opts))]
        x = self.ctx.ref(c, "java.constant_ref")
        self.ctx.member_edge(o, n, "java.constant_ref")
        if o is not c:
            self.ctx.repo.feature("java.static_inherited")
        self.emit(f"int {self.ivar()} = {x}.{n} * 2;")
        return True

    def s_enum(self) -> bool:
        e = self.pick("enums")
        if e is None:
            return False
        c = e.enum_consts[int(self.rng.random() * len(e.enum_consts))]
        r = self.rng.random()
        if r < 0.5:
            x = self.ctx.ref(e, "java.enum_ref")
            self.ctx.member_edge(e, "label", "java.enum_method")
            self.emit(f"String {self.var()} = {x}.{c}.label();")
        elif r < 0.8:
            x = self.ctx.ref(e, "java.enum_ref")
            v = self.var()
            self.emit(f"{x} {v} = {x}.{c};")
            self.emit(f"String {self.var()} = {v}.label();")
            self.ctx.member_edge(e, "label", "java.enum_method")
        else:   # a switch over the enum: the case labels are enum constants (no entity, no edge)
            x = self.ctx.ref(e, "java.enum_ref")
            self.ctx.member_edge(e, "fromCode", "java.static_call")
            v = self.var()
            self.emit(f"{x} {v} = {x}.fromCode(\"{c.lower()}\");", f"switch ({v}) {{", f"    case {c}:",
                      f"        String {self.var()} = {v}.label();", "        break;", "    default:", "        break;",
                      "}")
            self.ctx.member_edge(e, "label", "java.enum_method")
            self.ctx.repo.feature("java.enum_switch")
        return True

    def s_anonymous(self) -> bool:
        """An anonymous class implementing a repo interface: what its methods reference belongs to the method
        around it (docs/entity-edges.md), a captured local included."""
        i = self.pick("ifaces")
        c = self.pick("classes")
        if i is None or c is None:
            return False
        cs = [(n, mm) for n, mm in c.callables() if mm.ret is None]
        if not cs:
            return False
        v, a = self.var(), self.var()
        x = self.ctx.ref(c, "java.local_type")
        self.emit(f"{x} {v} = new {self.ctx.ref(c, 'java.new')}();")
        y = self.ctx.ref(i, "java.anonymous_class")
        self.emit(f"{y} {a} = new {y}() {{")
        abstract = [n for n, mm in i.callables() if mm.kind == "abstract"]
        for k, n in enumerate(abstract):
            self.emit("    @Override", f"    public int {n}() {{")
            if k == 0:
                m, mm = cs[int(self.rng.random() * len(cs))]
                self.ctx.member_edge(c.owner_of(m), m, "java.call_in_anonymous_class")
                self.emit(f"        return {v}.{m}({self.args(mm)});")
            else:
                self.emit(f"        return {self.rng.randint(0, 9)};")
            self.emit("    }")
        self.emit("};")
        n, _mm = i.callables()[int(self.rng.random() * len(i.callables()))]
        self.ctx.member_edge(i.owner_of(n), n, "java.method_on_interface_local")
        self.emit(f"int {self.ivar()} = {a}.{n}();")
        self.ctx.repo.feature("java.anonymous_class")
        return True

    def s_iface_local(self) -> bool:
        i = self.pick("ifaces")
        if i is None:
            return False
        c = self.gen.concrete_for(i, self.ctx.t.pkg.mod)
        if c is None:
            return False
        consts = [(n, o) for o in i.iface_closure() for n in o.consts]
        if consts and self.rng.random() < 0.3:
            n, o = consts[int(self.rng.random() * len(consts))]
            x = self.ctx.ref(i, "java.constant_ref")
            self.ctx.member_edge(o, n, "java.interface_constant")
            self.emit(f"int {self.ivar()} = {x}.{n} + 1;")
            return True
        v = self.var()
        self.emit(f"{self.ctx.ref(i, 'java.local_type')} {v} = new {self.ctx.ref(c, 'java.new')}();")
        self.call_on(v, i, "java.method_on_interface_local")
        return True

    def s_generic(self) -> bool:
        c = self.pick("classes")
        if c is None:
            return False
        self.ctx.use_jdk("List", "ArrayList")
        v, it = self.var(), self.var()
        x = self.ctx.ref(c, "java.generic_type_argument")
        self.emit(f"List<{x}> {v} = new ArrayList<>();")
        self.emit(f"{v}.add(new {self.ctx.ref(c, 'java.new')}());")
        self.emit(f"for ({self.ctx.ref(c, 'java.local_type')} {it} : {v}) {{")
        self.ind += "    "
        keep = len(self.int_locals)
        if not self.call_on(it, c, "java.method_on_loop_var"):
            self.emit(f"Object {self.var()} = {it};")
        del self.int_locals[keep:]   # declared in the loop body: out of scope after it
        self.ind = self.ind[:-4]
        self.emit("}")
        return True

    def s_generic_class(self) -> bool:
        """`Page<Repo> p = new Page<>(); p.add(new Repo()); p.first().get()`: first() gives a Repo (javac
        substitutes T), so `get` is Repo's."""
        g = self.pick("generics")
        c = self.pick("classes")
        if g is None or c is None:
            return False
        v = self.var()
        x = self.ctx.ref(g, "java.generic_class")
        y = self.ctx.ref(c, "java.generic_type_argument")
        self.emit(f"{x}<{y}> {v} = new {x}<>();", f"{v}.add(new {self.ctx.ref(c, 'java.new')}());")
        self.ctx.member_edge(g, "add", "java.method_on_generic_class")
        self.ctx.member_edge(g, "first", "java.method_on_generic_class")
        cs = [(n, mm) for n, mm in c.callables() if mm.ret is None]
        if cs and self.rng.random() < 0.5:
            n, mm = cs[int(self.rng.random() * len(cs))]
            self.ctx.member_edge(c.owner_of(n), n, "java.method_on_type_argument")
            self.emit(f"int {self.ivar()} = {v}.first().{n}({self.args(mm)});")
        else:
            w = self.var()
            self.emit(f"{self.ctx.ref(c, 'java.local_type')} {w} = {v}.first();")
            self.call_on(w, c, "java.method_on_type_argument")
        return True

    def s_lambda(self) -> bool:
        cs = [(n, mm) for n, mm in self.cls.callables() if not mm.params and mm.ret is None]
        if not cs:
            return False
        n, mm = cs[int(self.rng.random() * len(cs))]
        o = self.cls.owner_of(n)
        if o is self.cls and n == self.mm.name:
            return False
        self.ctx.member_edge(o, n, "java.lambda_body")
        v = self.var()
        self.emit(f"Runnable {v} = () -> this.{n}();", f"{v}.run();")
        self.ctx.repo.feature("java.trap_jdk_method_named_like_repo_method")
        return True

    def s_method_ref(self) -> bool:
        c = self.pick("classes")
        if c is None:
            return False
        v = self.var()
        if self.rng.random() < 0.4:
            self.ctx.use_jdk("function.Supplier")
            x = self.ctx.ref(c, "java.method_reference")
            if c.ctor in ("noarg", "pair"):
                self.ctx.member_edge(c, c.name, "java.constructor_reference")
            self.emit(f"Supplier<{x}> {v} = {x}::new;")
            self.emit(f"{x} {self.var()} = {v}.get();")
            self.ctx.repo.feature("java.trap_jdk_method_named_like_repo_method")
            return True
        cs = [(n, mm) for n, mm in c.callables() if not mm.params and mm.ret is None]
        if not cs:
            return False
        n, mm = cs[int(self.rng.random() * len(cs))]
        self.ctx.use_jdk("function.ToIntFunction")
        x = self.ctx.ref(c, "java.method_reference")
        self.ctx.member_edge(c.owner_of(n), n, "java.method_reference")
        self.emit(f"ToIntFunction<{x}> {v} = {x}::{n};")
        self.emit(f"int {self.ivar()} = {v}.applyAsInt(new {self.ctx.ref(c, 'java.new')}());")
        return True

    def s_nested(self) -> bool:
        n = self.pick("nested")
        if n is None:
            return False
        v = self.var()
        x = self.ctx.ref(n, "java.nested_class")
        self.emit(f"{x} {v} = new {self.ctx.ref(n, 'java.new')}();")
        self.call_on(v, n, "java.method_on_nested")
        if n.consts and self.rng.random() < 0.5:
            y = self.ctx.ref(n, "java.nested_class")
            self.ctx.member_edge(n, "DEPTH", "java.constant_ref")
            self.emit(f"int {self.ivar()} = {y}.DEPTH;")
        return True

    def s_super(self) -> bool:
        mm = self.mm
        if mm.kind != "method" or self.cls.base is None:
            return False
        o = self.cls.base.owner_of(mm.name)
        if o is None or o.members.get(mm.name) != "method" or o.kind == "interface":
            return False
        if any(m.name == mm.name and m.ret is not None for m in o.methods):
            return False
        self.ctx.member_edge(o, mm.name, "java.super_method")
        self.emit(f"int {self.ivar()} = super.{mm.name}({self.args(self.cls.method(mm.name))});")
        return True

    def s_trap(self) -> bool:
        v = self.var()
        self.ctx.use_jdk("Map", "HashMap")
        self.emit(f"Map<String, Integer> {v} = new HashMap<>();", f"{v}.put(\"{self.rng.choice(NOUNS)}\", "
                  f"{self.rng.randint(1, 9)});", f"Integer {self.var()} = {v}.get(\"{self.rng.choice(NOUNS)}\");")
        self.ctx.repo.feature("java.trap_map_get")
        return True

    def s_filler(self) -> bool:
        r = self.rng.random()
        v = self.ivar()
        if r < 0.4:
            self.emit(f"int {v} = 0;", f"for (int i = 0; i < {self.rng.randint(2, 9)}; i++) {{", f"    {v} += i;", "}")
        elif r < 0.7:
            self.emit(f"// {self.rng.choice(NOUNS)} {self.rng.choice(VERBS)} step",
                      f"int {v} = String.valueOf({self.rng.randint(1, 99)}).length();")
        else:
            self.emit(f"int {v} = Math.max({self.rng.randint(1, 9)}, {self.rng.randint(1, 9)});")
        return True


CALIBRATION = 1.23


def generate(repo: Repo, rng: random.Random, target_lines: int) -> None:
    gen = JGen(repo, rng, max(600, int(target_lines * CALIBRATION)))
    gen.plan()
    gen.render()
