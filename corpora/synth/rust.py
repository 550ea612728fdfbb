"""Rust part of the synthetic monorepo.

Layout: a Cargo workspace under ``rust/`` (``rust/Cargo.toml`` lists ``crates/<name>``); each crate is a library
(``src/lib.rs`` with ``pub mod`` declarations and ``pub use`` re-exports) made of file modules (``src/<m>.rs``)
and directory modules (``src/<m>/mod.rs`` with sub-modules ``src/<m>/<sub>.rs``, some private and re-exported by
``mod.rs``).  Crates depend on earlier crates through ``path`` dependencies; std only, so ``cargo --offline`` works.
A binary crate ``crates/<app>`` (``src/main.rs``) uses the libraries.

All references go through ``FileCtx.ref`` (items) or ``FileCtx.member`` (fields, methods, associated items), which
record the true target at the moment the name is written; docs/entity-edges.md and the rustc reference
(bench/accuracy/rs/reference.py) say what counts.  Method calls resolve on the model: an inherent method of the
receiver's type, else the trait impl's method when the impl defines it, else the trait's default method.
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
)

LANG = "rust"
ROOT = "rust"
CRATE_NAMES = ["platform", "identity", "payments", "catalog", "telemetry", "storage_engine", "workflow_rt",
               "notifications", "analytics", "gateway", "scheduler", "inventory", "pricing", "compliance",
               "messaging", "search_engine", "ingest", "audit_trail", "webhooks_rt", "config_store"]
APP_NAME = "control_plane"
TRAIT_SUFFIX = ["Ops", "Backend", "Policy", "Hooks", "Codec", "Sink", "Source", "Reader"]
ENUM_SUFFIX = ["Status", "Level", "Mode", "Phase"]
VARIANT_SETS = [("Active", "Paused"), ("Low", "High"), ("Draft", "Live"), ("Queued", "Running"),
                ("Open", "Resolved")]
SCALAR_FIELDS = [("count", "usize"), ("weight", "usize"), ("label", "String"), ("index", "HashMap<String, usize>")]
FIELD_INIT = {"usize": "0", "String": "String::new()", "HashMap<String, usize>": "HashMap::new()"}
CALIBRATION = 0.72


class RCrate:
    def __init__(self, name: str, budget: int, is_app: bool = False):
        self.name, self.budget, self.is_app = name, budget, is_app
        self.dir = f"{ROOT}/crates/{name}"
        self.deps: list[RCrate] = []
        self.mods: list[RMod] = []           # top-level modules
        self.leaves: list[RMod] = []         # modules that hold entities
        self.lib_exports: dict[str, Ent] = {}
        self.lib_lines: list[str] = []


class RMod:
    def __init__(self, crate: RCrate, name: str, parent: RMod | None, is_dir: bool, pub: bool):
        self.crate, self.name, self.parent, self.is_dir, self.pub = crate, name, parent, is_dir, pub
        self.segs: list[str] = (parent.segs if parent else []) + [name]
        base = f"{crate.dir}/src/" + "/".join(self.segs)
        self.path = f"{base}/mod.rs" if is_dir else f"{base}.rs"
        self.children: list[RMod] = []
        self.ents: list[Ent] = []
        self.exports: dict[str, Ent] = {}      # dir module: names re-exported by mod.rs
        self.glob_reexport: set[str] = set()   # children re-exported with `pub use self::c::*`
        self.target = 0
        self.macro: RMacro | None = None
        self.tests = False

    def chain_pub(self) -> bool:
        m = self
        while m is not None:
            if not m.pub:
                return False
            m = m.parent
        return True


class Ent:
    kind = "?"

    def __init__(self, mod: RMod, name: str):
        self.mod, self.name = mod, name
        self.key = (mod.path, name)


class RConst(Ent):
    kind = "const"

    def __init__(self, mod, name):
        super().__init__(mod, name)
        self.base: RConst | None = None


class RAlias(Ent):
    kind = "type"


class RMacro(Ent):
    kind = "macro"


class REnum(Ent):
    kind = "enum"

    def __init__(self, mod, name, variants):
        super().__init__(mod, name)
        self.variants = variants


class RTrait(Ent):
    kind = "trait"

    def __init__(self, mod, name):
        super().__init__(mod, name)
        self.required: list[str] = []
        self.defaults: list[str] = []
        self.impls: list[RImpl] = []


class RImpl:
    def __init__(self, trait: RTrait, st: RStruct, home: RMod, overrides: list[str]):
        self.trait, self.st, self.home, self.overrides = trait, st, home, overrides
        self.defined = set(trait.required) | set(overrides)


class RStruct(Ent):
    kind = "struct"

    def __init__(self, mod, name):
        super().__init__(mod, name)
        self.scalars: list[tuple[str, str]] = []
        self.sfields: list[tuple[str, RStruct]] = []
        self.methods: dict[str, str] = {}       # inherent: name -> sig (u0 | u1 | opt)
        self.impls: list[RImpl] = []
        self.assoc_const: str | None = None

    def callable_methods(self):
        """(name, sig, owner file, owner qualname, trait or None) of every method callable on a value."""
        out = [(m, sig, self.mod.path, f"{self.name}.{m}", None) for m, sig in self.methods.items()]
        for im in self.impls:
            t = im.trait
            for m in t.required + t.defaults:
                if m in im.defined:
                    out.append((m, "u0", im.home.path, f"{self.name}.{m}", t))
                else:
                    out.append((m, "u0", t.mod.path, f"{t.name}.{m}", t))
        return out


class RFn(Ent):
    kind = "function"

    def __init__(self, mod, name, shape, arg=None):
        super().__init__(mod, name)
        self.shape = shape    # plain | typed | generic | dyn | alias | shadow
        self.arg = arg        # RStruct (typed), RTrait (generic/dyn), RAlias (alias)
        self.nst = 2


# ---------------------------------------------------------------------------------------------------------


class RustGen:
    def __init__(self, repo: Repo, rng: random.Random, target: int):
        self.repo, self.rng, self.target = repo, rng, target
        self.crates: list[RCrate] = []
        self.global_names: set[str] = set()
        self.structs: list[RStruct] = []
        self.traits: list[RTrait] = []

    # ----------------------------------------------------------------------------------------------- plan
    def plan(self) -> None:
        rng = self.rng
        app_budget = max(120, int(self.target * 0.05))
        lib_budget = self.target - app_budget
        n = max(2, min(len(CRATE_NAMES), round(lib_budget / 6000) + 1))
        ws = [rng.uniform(0.7, 1.3) for _ in range(n)]
        for i in range(n):
            c = RCrate(CRATE_NAMES[i], int(lib_budget * ws[i] / sum(ws)))
            if i:
                c.deps = sorted(rng.sample(self.crates, min(i, rng.randint(1, 3))), key=self.crates.index)
            self.crates.append(c)
        for c in self.crates:
            self.plan_modules(c)
            for leaf in c.leaves:
                self.plan_leaf(leaf)
            self.plan_reexports(c)
        self.app = RCrate(APP_NAME, app_budget, is_app=True)
        self.app.deps = list(self.crates[-3:])
        for c in self.crates:
            self.plan_impls(c)
        for c in self.crates:
            for leaf in c.leaves:
                for f in leaf.ents:
                    if isinstance(f, RFn) and f.shape in ("typed", "generic", "dyn", "alias"):
                        f.arg = self.pick_arg(leaf, f.shape)
                        if f.arg is None:
                            f.shape = "plain"

    def plan_modules(self, c: RCrate) -> None:
        rng = self.rng
        n_files = max(2, round(c.budget / 140))
        names = list(MODULE_KINDS)
        rng.shuffle(names)
        made = 0
        while made < n_files:
            name = names.pop() if names else unique_name(rng.choice(MODULE_KINDS), {m.name for m in c.mods})
            if (rng.random() < 0.5 or not c.mods) and n_files - made >= 3:   # the first one a directory
                d = RMod(c, name, None, True, True)
                c.mods.append(d)
                subs = rng.sample(NOUNS, min(n_files - made, rng.randint(2, 5)))
                for s in subs:
                    leaf = RMod(c, s, d, False, rng.random() < 0.65)
                    d.children.append(leaf)
                    c.leaves.append(leaf)
                made += len(subs)
            else:
                leaf = RMod(c, name, None, False, True)
                c.mods.append(leaf)
                c.leaves.append(leaf)
                made += 1
        per = c.budget / max(1, len(c.leaves))
        for leaf in c.leaves:
            leaf.target = int(per * rng.uniform(0.5, 1.5))

    def gname(self, base: str) -> str:
        n = unique_name(base, self.global_names)
        self.global_names.add(n)
        return n

    def plan_leaf(self, m: RMod) -> None:
        rng = self.rng
        c = m.crate
        noun = m.name if m.name in NOUNS else rng.choice(NOUNS)
        est = 6
        if rng.random() < 0.25:
            m.macro = RMacro(m, self.gname(f"clamp_{noun}"))
            m.ents.append(m.macro)
            est += 6
        for _ in range(rng.randint(1, 2)):
            k = RConst(m, self.gname(f"{noun.upper()}_{rng.choice(ATTRS)}"))
            consts = [e for e in m.ents if isinstance(e, RConst)]
            if consts and rng.random() < 0.4:
                k.base = rng.choice(consts)
            m.ents.append(k)
            est += 1
        if rng.random() < 0.3:
            m.ents.append(RAlias(m, self.gname(f"{camel(noun)}Id")))
            est += 1
        if rng.random() < 0.45:
            vs = rng.choice(VARIANT_SETS)
            m.ents.append(REnum(m, self.gname(camel(noun, rng.choice(ENUM_SUFFIX))), vs))
            est += 14
        if rng.random() < 0.4:
            t = RTrait(m, self.gname(camel(noun, rng.choice(TRAIT_SUFFIX))))
            t.required = rng.sample(COMMON_METHODS, rng.randint(1, 2))
            t.defaults = [self.gname(f"{rng.choice(VERBS)}_{noun}_{w}") for w in ("all", "once")[:rng.randint(1, 2)]]
            m.ents.append(t)
            self.traits.append(t)
            est += 6 + 4 * len(t.defaults)
        local_structs: list[RStruct] = []
        while est < m.target:
            r = rng.random()
            if r < 0.45 or not local_structs:
                s = RStruct(m, self.gname(camel(rng.choice(NOUNS), rng.choice(ROLES))))
                s.scalars = [f for f in SCALAR_FIELDS if rng.random() < 0.6] or [SCALAR_FIELDS[0]]
                pool = [x for x in self.structs if x.mod.crate is c or x.mod.crate in c.deps]
                for dep in (rng.sample(pool, min(len(pool), rng.randint(0, 2))) if pool else []):
                    if self.routable(dep, m):
                        s.sfields.append((self.field_name(dep, s), dep))
                for meth in rng.sample(COMMON_METHODS, rng.randint(1, 3)):
                    s.methods[meth] = "u1" if rng.random() < 0.2 else "u0"
                if rng.random() < 0.3:
                    s.methods[self.gname(f"find_{noun}")] = "opt"
                if rng.random() < 0.3:
                    s.assoc_const = rng.choice(ATTRS)
                m.ents.append(s)
                self.structs.append(s)
                local_structs.append(s)
                est += 12 + len(s.scalars) + 2 * len(s.sfields) + 6 * len(s.methods)
            else:
                shape = rng.choice(["plain", "plain", "plain", "typed", "typed", "generic", "dyn", "shadow", "alias"])
                fn = RFn(m, self.gname(f"{rng.choice(VERBS)}_{noun}"), shape)
                fn.nst = rng.randint(1, 4)
                m.ents.append(fn)
                est += 4 + 2 * fn.nst
        m.tests = rng.random() < 0.3 and bool(local_structs)
        if m.tests:
            est += 10

    def field_name(self, dep: RStruct, s: RStruct) -> str:
        out, cur = [], dep.name
        for i, ch in enumerate(cur):
            if ch.isupper() and i:
                out.append("_")
            out.append(ch.lower())
        return unique_name("".join(out), {n for n, _ in s.sfields})

    def plan_reexports(self, c: RCrate) -> None:
        rng = self.rng
        for d in c.mods:
            if not d.is_dir:
                continue
            for leaf in d.children:
                pub_ents = [e for e in leaf.ents if not isinstance(e, RMacro)]
                if not leaf.pub:
                    for e in pub_ents:
                        d.exports[e.name] = e
                    if rng.random() < 0.3:
                        d.glob_reexport.add(leaf.name)
                else:
                    for e in pub_ents:
                        if rng.random() < 0.35:
                            d.exports[e.name] = e
        for m in c.mods:
            cand = list(m.exports.values()) if m.is_dir else [e for e in m.ents if not isinstance(e, RMacro)]
            for i, e in enumerate(cand):
                if rng.random() < 0.3 or (i == 0 and m.is_dir):   # each directory: one re-export of a re-export
                    c.lib_exports[e.name] = e

    def plan_impls(self, c: RCrate) -> None:
        """Trait impls for this crate's structs: traits of this crate or of its dependencies."""
        rng = self.rng
        traits = [t for t in self.traits if t.mod.crate is c or t.mod.crate in c.deps]
        for leaf in c.leaves:
            for s in leaf.ents:
                if not isinstance(s, RStruct) or not traits or rng.random() > 0.45:
                    continue
                taken = set(s.methods)
                for t in rng.sample(traits, min(len(traits), rng.randint(1, 2))):
                    names = set(t.required) | set(t.defaults)
                    if names & taken or not self.routable(t, s.mod):
                        continue
                    taken |= names
                    home = s.mod
                    if t.mod.crate is c and t.mod is not s.mod and rng.random() < 0.3 and self.routable(s, t.mod):
                        home = t.mod   # `impl Tr for S` in the trait's file
                    im = RImpl(t, s, home, [d for d in t.defaults if rng.random() < 0.3])
                    s.impls.append(im)
                    t.impls.append(im)

    def routable(self, e: Ent, frm: RMod) -> bool:
        return bool(self.routes(e, frm))

    def routes(self, e: Ent, frm: RMod) -> list[tuple[str, list[str]]]:
        """Ways to name entity ``e`` from module ``frm``: (style, path segments ending in the name)."""
        em = e.mod
        c = em.crate
        out: list[tuple[str, list[str]]] = []
        if em is frm:
            return [("local", [e.name])]
        if c is frm.crate:
            head = ["crate"]
            if em.parent is not None and em.parent is frm.parent:
                out.append(("use_super", ["super", em.name, e.name]))
                if e.name in em.parent.exports:
                    out.append(("use_super", ["super", e.name]))
        elif c in frm.crate.deps:
            head = [c.name]
        else:
            return []
        if em.chain_pub():
            out.append(("use_path", head + em.segs + [e.name]))
        if em.parent is not None and em.parent.exports.get(e.name) is e:
            out.append(("use_mod_reexport", head + em.parent.segs + [e.name]))
        if c.lib_exports.get(e.name) is e:
            out.append(("use_lib_reexport", head + [e.name]))
        return out

    # --------------------------------------------------------------------------------------------- render
    def render(self) -> None:
        members = []
        for c in self.crates + [self.app]:
            members.append(f'    "crates/{c.name}",')
            self.render_cargo(c)
        self.repo.add_file(f"{ROOT}/Cargo.toml", "[workspace]\nresolver = \"2\"\nmembers = [\n" + "\n".join(members)
                           + "\n]\n\n[workspace.package]\nversion = \"0.1.0\"\nedition = \"2021\"\n")
        self.repo.add_file(f"{ROOT}/.gitignore", "target/\n")
        for c in self.crates:
            for leaf in c.leaves:
                self.render_leaf(leaf)
            for m in c.mods:
                if m.is_dir:
                    self.render_dir_mod(m)
            self.render_lib(c)
        self.render_app(self.app)

    def render_cargo(self, c: RCrate) -> None:
        lines = ["[package]", f'name = "{c.name}"', "version.workspace = true", "edition.workspace = true", ""]
        if c.is_app:
            lines += ["[[bin]]", f'name = "{c.name}"', 'path = "src/main.rs"', ""]
        lines.append("[dependencies]")
        for d in c.deps:
            lines.append(f'{d.name} = {{ path = "../{d.name}" }}')
        self.repo.add_file(f"{c.dir}/Cargo.toml", "\n".join(lines) + "\n")

    def render_lib(self, c: RCrate) -> None:
        rng = self.rng
        out = [f"//! `{c.name}`: {rng.choice(NOUNS)} and {rng.choice(NOUNS)} services.", ""]
        for m in c.mods:
            out.append(f"pub mod {m.name};")
        out.append("")
        by_prefix: dict[str, list[str]] = {}
        for name, e in sorted(c.lib_exports.items()):
            em = e.mod
            if em.parent is not None and em.parent.exports.get(name) is e:
                prefix = em.parent.name            # re-export of mod.rs's re-export
                self.repo.feature("rs.reexport_of_reexport")
            else:
                prefix = "::".join(em.segs)
            if rng.random() < 0.3:
                prefix = "self::" + prefix
            by_prefix.setdefault(prefix, []).append(name)
        for prefix, names in by_prefix.items():
            if len(names) == 1:
                out.append(f"pub use {prefix}::{names[0]};")
            else:
                out.append(f"pub use {prefix}::{{{', '.join(names)}}};")
        self.repo.add_file(f"{c.dir}/src/lib.rs", "\n".join(out) + "\n", LANG)

    def render_dir_mod(self, d: RMod) -> None:
        out = [f"//! {d.name} of `{d.crate.name}`.", ""]
        for ch in d.children:
            out.append(f"{'pub ' if ch.pub else ''}mod {ch.name};")
        out.append("")
        for ch in d.children:
            names = [n for n, e in d.exports.items() if e.mod is ch]
            if not names:
                continue
            if ch.name in d.glob_reexport:
                out.append(f"pub use self::{ch.name}::*;")
                self.repo.feature("rs.pub_use_glob")
            elif len(names) == 1:
                out.append(f"pub use {'self::' if len(ch.name) % 2 else ''}{ch.name}::{names[0]};")
            else:
                out.append(f"pub use self::{ch.name}::{{{', '.join(names)}}};")
        self.repo.add_file(d.path, "\n".join(out) + "\n", LANG)
        self.repo.feature("rs.dir_module")

    def declare(self, m: RMod) -> None:
        repo = self.repo
        for e in m.ents:
            repo.entity(m.path, e.name, e.kind)
            if isinstance(e, RStruct):
                for n, _ in e.scalars:
                    repo.entity(m.path, f"{e.name}.{n}", "field")
                for n, _ in e.sfields:
                    repo.entity(m.path, f"{e.name}.{n}", "field")
                repo.entity(m.path, f"{e.name}.new", "method")
                for n in e.methods:
                    repo.entity(m.path, f"{e.name}.{n}", "method")
                if e.assoc_const:
                    repo.entity(m.path, f"{e.name}.{e.assoc_const}", "assoc_const")
            elif isinstance(e, RTrait):
                for n in e.required + e.defaults + ["fresh"]:
                    repo.entity(m.path, f"{e.name}.{n}", "method")
            elif isinstance(e, REnum):
                repo.entity(m.path, f"{e.name}.rank", "method")
        for s in self.structs:
            for im in s.impls:
                if im.home is m:
                    for n in sorted(im.defined) + ["fresh"]:
                        repo.entity(m.path, f"{s.name}.{n}", "method")

    def render_leaf(self, m: RMod) -> None:
        rng = self.rng
        self.declare(m)
        ctx = FileCtx(self, m)
        body: list[str] = []
        if m.macro is not None:
            body += [f"macro_rules! {m.macro.name} {{", "    ($e:expr) => {", "        ($e).min(4096)", "    };",
                     "}", ""]
        for e in m.ents:
            if isinstance(e, RConst):
                ctx.src = e.name
                val = str(rng.randint(2, 64))
                if e.base is not None:
                    val = f"{ctx.ref(e.base, 'rs.const_ref')} + {val}"
                body.append(f"pub const {e.name}: usize = {val};")
            elif isinstance(e, RAlias):
                body.append(f"pub type {e.name} = usize;")
        body.append("")
        for e in m.ents:
            if isinstance(e, REnum):
                body += self.render_enum(ctx, e)
            elif isinstance(e, RTrait):
                body += self.render_trait(ctx, e)
        for e in m.ents:
            if isinstance(e, RStruct):
                body += self.render_struct(ctx, e)
        for s in self.structs:
            for im in s.impls:
                if im.home is m and s.mod is not m:
                    body += self.render_impl(ctx, im)
        for e in m.ents:
            if isinstance(e, RFn):
                body += self.render_fn(ctx, e)
        if m.tests:
            body += self.render_tests(ctx)
        while body and not body[-1]:
            body.pop()
        text = "\n".join(ctx.use_lines() + body) + "\n"
        self.repo.add_file(m.path, text, LANG)

    # ---------------------------------------------------------------------------------------------- items
    def render_enum(self, ctx: FileCtx, e: REnum) -> list[str]:
        a, b = e.variants
        ctx.src = f"{e.name}.rank"
        out = ["#[derive(Debug, Clone, Copy, PartialEq)]", f"pub enum {e.name} {{", f"    {a},", f"    {b},",
               "    Closed { code: usize },", "}", "", f"impl {e.name} {{", "    pub fn rank(&self) -> usize {",
               "        match self {"]
        nm = ctx.ref(e, "rs.enum_variant")
        out += [f"            {nm}::{a} => 1,", f"            {nm}::{b} => 2,",
                f"            {nm}::Closed {{ code }} => *code,", "        }", "    }", "}", ""]
        self.repo.feature("rs.match")
        return out

    def render_trait(self, ctx: FileCtx, t: RTrait) -> list[str]:
        out = [f"pub trait {t.name} {{"]
        for r in t.required:
            out.append(f"    fn {r}(&self) -> usize;")
        out += ["", "    fn fresh() -> Self", "    where", "        Self: Sized;"]
        for d in t.defaults:
            ctx.src = f"{t.name}.{d}"
            r = self.rng.choice(t.required)
            ctx.member_edge(t.mod.path, f"{t.name}.{r}", "rs.trait_default_calls_required")
            out += ["", f"    fn {d}(&self) -> usize {{", f"        self.{r}() + {self.rng.randint(1, 9)}", "    }"]
        out += ["}", ""]
        return out

    def render_struct(self, ctx: FileCtx, s: RStruct) -> list[str]:
        rng = self.rng
        out = ["#[derive(Debug, Clone)]", f"pub struct {s.name} {{"]
        for n, ty in s.scalars:
            if ty.startswith("HashMap"):
                ctx.need_std("use std::collections::HashMap;")
            out.append(f"    pub {n}: {ty},")
        for n, dep in s.sfields:
            ctx.src = f"{s.name}.{n}"
            out.append(f"    pub {n}: {ctx.ref(dep, 'rs.field_type')},")
        out += ["}", "", f"impl {s.name} {{"]
        if s.assoc_const:
            out += [f"    pub const {s.assoc_const}: usize = {rng.randint(2, 99)};", ""]
        ctx.src = f"{s.name}.new"
        out += ["    pub fn new() -> Self {", "        Self {"]
        for n, ty in s.scalars:
            out.append(f"            {n}: {FIELD_INIT[ty]},")
        for n, dep in s.sfields:
            out.append(f"            {n}: {ctx.construct(dep)},")
        out += ["        }", "    }"]
        for meth, sig in s.methods.items():
            ctx.src = f"{s.name}.{meth}"
            out.append("")
            out += self.render_method(ctx, s, meth, sig)
        out += ["}", ""]
        for im in s.impls:
            if im.home is s.mod:
                out += self.render_impl(ctx, im)
        return out

    def render_method(self, ctx: FileCtx, s: RStruct, meth: str, sig: str) -> list[str]:
        rng = self.rng
        if sig == "opt":
            key_field = next((n for n, ty in s.scalars if ty.startswith("HashMap")), None)
            out = [f"    pub fn {meth}(&self, key: &str) -> Option<usize> {{"]
            if key_field is None:
                out.append("        let value = key.len().checked_sub(1)?;")
            else:
                ctx.member_edge(s.mod.path, f"{s.name}.{key_field}", "rs.self_field")
                out.append(f"        let value = *self.{key_field}.get(key)?;")
                self.repo.feature("rs.std_trap")
            extra = "0"
            opts = [(dep, n, m) for n, dep in s.sfields for m, sg in dep.methods.items() if sg == "opt"]
            if opts and rng.random() < 0.7:
                dep, n, m = rng.choice(opts)
                ctx.member_edge(s.mod.path, f"{s.name}.{n}", "rs.self_field")
                ctx.member_edge(dep.mod.path, f"{dep.name}.{m}", "rs.option_try")
                out.append(f"        let extra = self.{n}.{m}(key)?;")
                extra = "extra"
            self.repo.feature("rs.option_try")
            out += [f"        Some(value + {extra})", "    }"]
            return out
        fb = FnBody(ctx, s, indent=8)
        params = "&self, n: usize" if sig == "u1" else "&self"
        if sig == "u1":
            fb.vals.append("n")
        fb.fill(rng.randint(1, 4))
        return [f"    pub fn {meth}({params}) -> usize {{"] + fb.lines + [f"        {fb.result()}", "    }"]

    def render_impl(self, ctx: FileCtx, im: RImpl) -> list[str]:
        s, t = im.st, im.trait
        rng = self.rng
        ctx.src = s.name
        tname = ctx.ref(t, "rs.impl_trait_for", src=(s.mod.path, s.name))
        sname = ctx.ref(s, "rs.impl_trait_for", src=(s.mod.path, s.name))
        out = [f"impl {tname} for {sname} {{"]
        first = True
        for m in t.required + [d for d in t.defaults if d in im.overrides]:
            ctx.src = f"{s.name}.{m}"
            if not first:
                out.append("")
            first = False
            fb = FnBody(ctx, s, indent=8)
            fb.fill(rng.randint(1, 3))
            out += [f"    fn {m}(&self) -> usize {{"] + fb.lines + [f"        {fb.result()}", "    }"]
        ctx.src = f"{s.name}.fresh"
        ctx.member_edge(s.mod.path, f"{s.name}.new", "rs.self_new")
        out += ["", "    fn fresh() -> Self {", "        Self::new()", "    }", "}", ""]
        self.repo.feature("rs.trait_impl")
        return out

    def render_fn(self, ctx: FileCtx, f: RFn) -> list[str]:
        rng = self.rng
        ctx.src = f.name
        fb = FnBody(ctx, None, indent=4)
        params = ["n: usize"]
        generics = ""
        fb.vals.append("n")
        if f.shape == "typed":
            s = f.arg
            pname = rng.choice(["item", "source", "other", "peer"])
            params.insert(0, f"{pname}: &{ctx.ref(s, 'rs.typed_param')}")
            fb.call_on(pname, s, "rs.method_on_typed_param")
        elif f.shape in ("generic", "dyn"):
            t: RTrait = f.arg
            tn = ctx.ref(t, "rs.trait_bound" if f.shape == "generic" else "rs.dyn_trait")
            if f.shape == "generic":
                generics = f"<T: {tn}>"
                params.insert(0, "item: &T")
                ctx.member_edge(t.mod.path, f"{t.name}.fresh", "rs.generic_assoc_fn")
                fb.lines.append(f"{fb.ind}let fresh = T::fresh();")
                r = rng.choice(t.required)
                ctx.member_edge(t.mod.path, f"{t.name}.{r}", "rs.generic_bound_method")
                fb.vals.append(f"fresh.{r}()")
            else:
                params.insert(0, f"item: &dyn {tn}")
            for m in rng.sample(t.required + t.defaults, min(2, len(t.required + t.defaults))):
                ctx.member_edge(t.mod.path, f"{t.name}.{m}",
                                "rs.generic_bound_method" if f.shape == "generic" else "rs.dyn_method")
                fb.vals.append(f"item.{m}()")
        elif f.shape == "alias":
            params = [f"n: {ctx.ref(f.arg, 'rs.type_alias')}"]
        elif f.shape == "shadow":
            victims = [e for e in f.mod.ents if isinstance(e, RFn) and e is not f]
            if victims:
                v = rng.choice(victims)
                params = [f"{v.name}: usize"]
                fb.vals = [v.name]
                fb.shadowed.add(v.name)
                self.repo.feature("rs.shadowing")
            else:
                f.shape = "plain"
        fb.fill(f.nst)
        ctx.fns_done.add(f.name)
        return [f"pub fn {f.name}{generics}({', '.join(params)}) -> usize {{"] + fb.lines + \
            [f"    {fb.result()}", "}", ""]

    def pick_arg(self, m: RMod, shape: str):
        rng = self.rng
        if shape == "typed":
            pool = [s for s in self.structs if self.routable(s, m)]
        elif shape == "alias":
            pool = [a for a in m.ents if isinstance(a, RAlias)]
        else:
            pool = [t for t in self.traits if t.impls and self.routable(t, m)
                    and any(self.routable(im.st, m) for im in t.impls)]
        if not pool:
            return None
        local = [x for x in pool if x.mod.crate is m.crate]
        return rng.choice(local if local and rng.random() < 0.7 else pool)

    def render_tests(self, ctx: FileCtx) -> list[str]:
        rng = self.rng
        out = ["#[cfg(test)]", "mod tests {", "    use super::*;"]
        for s in [e for e in ctx.m.ents if isinstance(e, RStruct)][:2]:
            meth, sig = next(iter(s.methods.items()))
            name = f"{snake_of_camel(s.name)}_{meth}_works"
            ctx.src = f"tests.{name}"
            self.repo.entity(ctx.m.path, ctx.src, "function")
            ctx.member_edge(s.mod.path, s.name, "rs.test_mod")
            ctx.member_edge(s.mod.path, f"{s.name}.new", "rs.test_mod")
            ctx.member_edge(s.mod.path, f"{s.name}.{meth}", "rs.test_mod")
            call = {"u0": f"{meth}()", "u1": f"{meth}({rng.randint(1, 9)})",
                    "opt": f'{meth}("key").unwrap_or(0)'}[sig]
            out += ["", "    #[test]", f"    fn {name}() {{", f"        let value = {s.name}::new();",
                    f"        assert!(value.{call} < usize::MAX);", "    }"]
        self.repo.feature("rs.test_mod")
        return out + ["}", ""]

    def render_app(self, c: RCrate) -> None:
        rng = self.rng
        m = RMod(c, "main", None, False, True)
        m.path = f"{c.dir}/src/main.rs"
        fns = [RFn(m, self.gname(f"{rng.choice(VERBS)}_{rng.choice(NOUNS)}"), "plain")
               for _ in range(max(1, c.budget // 14))]
        m.ents = list(fns)
        self.declare(m)
        self.repo.entity(m.path, "main", "function")
        ctx = FileCtx(self, m)
        body: list[str] = []
        for f in fns:
            f.nst = rng.randint(2, 4)
            body += self.render_fn(ctx, f)
        ctx.src = "main"
        body += ["fn main() {", "    let mut total = 0;"]
        for f in fns:
            body.append(f"    total += {ctx.ref(f, 'rs.fn_call')}({rng.randint(1, 9)});")
        body += ['    println!("{total}");', "}"]
        self.repo.add_file(m.path, "\n".join(ctx.use_lines() + body) + "\n", LANG)


# ---------------------------------------------------------------------------------------------------------


class FileCtx:
    """Names bound in one file (its items and its `use` imports) and the entity being written (``src``)."""

    def __init__(self, gen: RustGen, m: RMod):
        self.gen, self.m, self.rng, self.repo = gen, m, gen.rng, gen.repo
        self.src = "<module>"
        self.bind: dict[tuple, str] = {}          # entity key -> how it is written here
        self.style: dict[tuple, str] = {}         # entity key -> rs.via_<how it is bound here>
        self.names: set[str] = {e.name for e in m.ents}
        self.uses: dict[str, list[str]] = {}      # use prefix -> names (possibly `X as Y`)
        self.std: set[str] = set()
        self.fns_done: set[str] = set()
        self.in_scope: set[tuple] = set()        # entity keys importable by name (for trait methods)
        self.mod_bind: dict[str, str] = {}        # bound module name -> its path

    def need_std(self, line: str) -> None:
        self.std.add(line)

    def edge_to(self, e: Ent, feature: str, src=None) -> None:
        sp, sq = src or (self.m.path, self.src)
        self.repo.edge(sp, sq, e.mod.path, e.name, feature)

    def member_edge(self, dst_path: str, dst_qual: str, feature: str) -> None:
        self.repo.edge(self.m.path, self.src, dst_path, dst_qual, feature)

    def ref(self, e: Ent, feature: str, src=None) -> str:
        """How to write entity ``e`` here; records the edge, with the usage ``feature`` and how the name is
        bound here (``rs.via_<style>``: local item, use path, re-export, glob, rename, module-qualified, ...)."""
        text = self._ref(e)
        self.edge_to(e, feature, src)
        self.edge_to(e, self.style.get(e.key, "rs.via_inline_path"), src)
        if e.mod.crate is not self.m.crate:
            self.edge_to(e, "rs.via_cross_crate", src)
        return text

    def _ref(self, e: Ent) -> str:
        got = self.bind.get(e.key)
        if got is not None:
            return got
        routes = self.gen.routes(e, self.m)
        assert routes, (e.key, self.m.path)
        if routes[0][0] == "local":
            self.bind[e.key] = e.name
            self.style[e.key] = "rs.via_local"
            self.in_scope.add(e.key)
            return e.name
        rng = self.rng
        style, segs = rng.choice(routes)
        self.style[e.key] = f"rs.via_{style}"
        self.repo.feature(f"rs.{style}")
        if e.mod.crate is not self.m.crate:
            self.repo.feature("rs.cross_crate_use")
        r = rng.random()
        prefix = "::".join(segs[:-1])
        if r < 0.12 and segs[0] != "super":
            text = "::".join(segs)                        # written in full where used
            self.style[e.key] = "rs.via_inline_path"
            self.repo.feature("rs.inline_path")
            return text   # not cached: each use is written in full
        if r < 0.24 and len(segs) >= 3 and segs[-2] not in self.names:
            modname = segs[-2]
            if self.mod_bind.get(modname, prefix) == prefix:
                if modname not in self.mod_bind:
                    self.mod_bind[modname] = prefix
                    parent = "::".join(segs[:-2])
                    self.uses.setdefault(parent, []).append(modname)
                text = f"{modname}::{e.name}"
                self.bind[e.key] = text
                self.style[e.key] = "rs.via_module_qualified"
                self.repo.feature("rs.module_qualified_path")
                return text
        if r < 0.32 and segs[0] != "super" and e.mod.chain_pub() and segs[-2] == e.mod.name:
            self.uses.setdefault(prefix, []).append("*")
            self.repo.feature("rs.use_glob")
            self.style[e.key] = "rs.via_use_glob"
            self.bind[e.key] = e.name
            self.in_scope.add(e.key)
            self.names.add(e.name)
            return e.name
        if r < 0.42:
            alias = unique_name(e.name + ("Ref" if e.name[:1].isupper() else "_ref"), self.names)
            if e.name.isupper():
                alias = unique_name(e.name + "_REF", self.names)
            self.names.add(alias)
            self.uses.setdefault(prefix, []).append(f"{e.name} as {alias}")
            self.repo.feature("rs.use_rename")
            self.style[e.key] = "rs.via_use_rename"
            self.bind[e.key] = alias
            self.in_scope.add(e.key)
            return alias
        if prefix in self.uses:
            self.repo.feature("rs.use_group")
            self.style[e.key] = "rs.via_use_group"
        self.uses.setdefault(prefix, []).append(e.name)
        self.names.add(e.name)
        self.bind[e.key] = e.name
        self.in_scope.add(e.key)
        return e.name

    def bring(self, e: Ent) -> None:
        """Put trait ``e`` in scope by name (method calls on concrete types need it); no edge."""
        if e.key in self.in_scope:
            return
        routes = self.gen.routes(e, self.m)
        if routes[0][0] == "local":
            return
        style, segs = self.rng.choice(routes)
        self.uses.setdefault("::".join(segs[:-1]), []).append(e.name)
        self.names.add(e.name)
        self.bind[e.key] = e.name
        self.style[e.key] = f"rs.via_{style}"
        self.in_scope.add(e.key)

    def construct(self, s: RStruct) -> str:
        """`S::new()`: edges to S and S.new."""
        text = self.ref(s, "rs.constructor_call")
        self.member_edge(s.mod.path, f"{s.name}.new", "rs.constructor_call")
        return f"{text}::new()"

    def use_lines(self) -> list[str]:
        out = sorted(self.std)
        items = []
        for prefix, names in self.uses.items():
            seen: list[str] = []
            for n in names:
                if n not in seen:
                    seen.append(n)
            if "*" in seen:
                items.append(f"use {prefix}::*;")
                seen.remove("*")
            if len(seen) == 1:
                items.append(f"use {prefix}::{seen[0]};")
            elif seen:
                items.append(f"use {prefix}::{{{', '.join(seen)}}};")
        out += sorted(items)
        return out + [""] if out else out


class FnBody:
    """Statements of one function body: `let` bindings whose values are summed at the end."""

    def __init__(self, ctx: FileCtx, owner: RStruct | None, indent: int):
        self.ctx, self.owner = ctx, owner
        self.ind = " " * indent
        self.lines: list[str] = []
        self.vals: list[str] = []
        self.locals: set[str] = {"n", "key", "item", "fresh", "extra", "source", "other", "peer"}
        self.shadowed: set[str] = set()

    def local(self) -> str:
        n = unique_name(self.ctx.rng.choice(LOCALS), self.locals)
        self.locals.add(n)
        return n

    def result(self) -> str:
        return " + ".join(self.vals) if self.vals else "0"

    def method_call(self, s: RStruct, feature: str):
        """Pick a method of ``s``; returns the call suffix and records the edge to its true target."""
        ctx = self.ctx
        cands = [x for x in s.callable_methods() if x[4] is None or ctx.gen.routable(x[4], ctx.m)]
        cands = [x for x in cands if (x[2], x[3]) != (ctx.m.path, ctx.src)]   # no self-recursion
        if not cands:
            return None
        name, sig, path, qual, trait = ctx.rng.choice(cands)
        if trait is not None:
            ctx.bring(trait)
            if qual.startswith(trait.name + "."):
                ctx.repo.feature("rs.trait_default_method_call")
            else:
                ctx.repo.feature("rs.trait_impl_method_call")
        ctx.member_edge(path, qual, feature)
        return {"u0": f"{name}()", "u1": f"{name}({ctx.rng.randint(1, 9)})",
                "opt": f'{name}("key").unwrap_or(0)'}[sig]

    def call_on(self, recv: str, s: RStruct, feature: str) -> None:
        call = self.method_call(s, feature)
        if call is None:     # its only method is the one being written: read a field instead
            n, ty = s.scalars[0]
            self.ctx.member_edge(s.mod.path, f"{s.name}.{n}", "rs.field_on_value")
            call = n if ty == "usize" else (f"{n}.len()" if ty == "String" else f'{n}.get("key").copied().unwrap_or(0)')
        self.vals.append(f"{recv}.{call}")

    def accessible_structs(self):
        gen, m = self.ctx.gen, self.ctx.m
        cache = m.__dict__.setdefault("_acc_structs", None)
        if cache is None:
            cache = [s for s in gen.structs if gen.routable(s, m)]
            m._acc_structs = cache
        return cache

    def fill(self, n: int) -> None:
        ctx, rng = self.ctx, self.ctx.rng
        s = self.owner
        for _ in range(n):
            opts = [("construct", 5), ("fn_call", 4), ("const", 2), ("enum", 1.2), ("std_trap", 0.8)]
            if s is not None:
                opts += [("self_field", 2), ("self_field_method", 4), ("self_method", 2), ("self_new", 0.6)]
                if s.assoc_const:
                    opts.append(("assoc_const", 1))
            if ctx.m.macro is not None:
                opts.append(("macro", 0.8))
            kind = weighted_pick(rng, opts)
            getattr(self, "st_" + kind)()

    def st_construct(self) -> None:
        ctx, rng = self.ctx, self.ctx.rng
        pool = self.accessible_structs()
        if not pool:
            return self.st_std_trap()
        local_pool = [x for x in pool if x.mod is ctx.m]
        s = rng.choice(local_pool if local_pool and rng.random() < 0.3 else pool)
        v = self.local()
        if rng.random() < 0.3:
            ty = ctx.ref(s, "rs.typed_let")
            self.lines.append(f"{self.ind}let {v}: {ty} = {ctx.construct(s)};")
            feature = "rs.method_on_typed_let"
        else:
            self.lines.append(f"{self.ind}let {v} = {ctx.construct(s)};")
            feature = "rs.method_on_constructed"
        self.call_on(v, s, feature)

    def st_fn_call(self) -> None:
        ctx, rng, gen = self.ctx, self.ctx.rng, self.ctx.gen
        m = ctx.m
        pool = m.__dict__.get("_acc_fns")
        if pool is None:
            pool = [f for c in [m.crate] + m.crate.deps for leaf in c.leaves for f in leaf.ents
                    if isinstance(f, RFn) and gen.routable(f, m)]
            m._acc_fns = pool
        pool = [f for f in pool if f.name not in self.shadowed and f.name != ctx.src and self.callable(f)]
        if not pool:
            return self.st_const()
        f = rng.choice(pool)
        name = ctx.ref(f, "rs.fn_call")
        args = [str(rng.randint(1, 9))]
        if f.shape == "typed":
            args.insert(0, "&" + ctx.construct(f.arg))
        elif f.shape in ("generic", "dyn"):
            impls = [im.st for im in f.arg.impls if gen.routable(im.st, m)]
            args.insert(0, "&" + ctx.construct(rng.choice(impls)))
            ctx.repo.feature(f"rs.{f.shape}_fn_call")
        self.vals.append(f"{name}({', '.join(args)})")

    def callable(self, f: RFn) -> bool:
        gen, m = self.ctx.gen, self.ctx.m
        if f.shape == "typed":
            return gen.routable(f.arg, m)
        if f.shape in ("generic", "dyn"):
            return any(gen.routable(im.st, m) for im in f.arg.impls)
        return True

    def st_const(self) -> None:
        ctx, rng, gen = self.ctx, self.ctx.rng, self.ctx.gen
        m = ctx.m
        pool = m.__dict__.get("_acc_consts")
        if pool is None:
            pool = [k for c in [m.crate] + m.crate.deps for leaf in c.leaves for k in leaf.ents
                    if isinstance(k, RConst) and gen.routable(k, m)]
            m._acc_consts = pool
        if not pool:
            self.vals.append(str(rng.randint(1, 9)))
            return
        k = rng.choice(pool)
        self.vals.append(ctx.ref(k, "rs.const_ref"))

    def st_enum(self) -> None:
        ctx, rng, gen = self.ctx, self.ctx.rng, self.ctx.gen
        m = ctx.m
        pool = m.__dict__.get("_acc_enums")
        if pool is None:
            pool = [k for c in [m.crate] + m.crate.deps for leaf in c.leaves for k in leaf.ents
                    if isinstance(k, REnum) and gen.routable(k, m)]
            m._acc_enums = pool
        if not pool:
            return self.st_const()
        e = rng.choice(pool)
        a, b = e.variants
        v = self.local()
        nm = ctx.ref(e, "rs.enum_variant")
        if rng.random() < 0.5:
            self.lines.append(f"{self.ind}let {v} = {nm}::{rng.choice((a, b))};")
            ctx.member_edge(e.mod.path, f"{e.name}.rank", "rs.enum_method")
            self.vals.append(f"{v}.rank()")
        else:
            self.lines.append(f"{self.ind}let {v} = {nm}::Closed {{ code: {rng.randint(1, 9)} }};")
            w = self.local()
            self.lines += [f"{self.ind}let {w} = match {v} {{", f"{self.ind}    {nm}::{a} => 1,",
                           f"{self.ind}    {nm}::{b} => 2,", f"{self.ind}    {nm}::Closed {{ code }} => code,",
                           f"{self.ind}}};"]
            ctx.repo.feature("rs.match")
            self.vals.append(w)

    def st_std_trap(self) -> None:
        ctx, rng = self.ctx, self.ctx.rng
        ctx.need_std("use std::collections::HashMap;")
        v = self.local()
        meth = rng.choice(["get", "remove"])
        self.lines += [f"{self.ind}let mut {v}: HashMap<String, usize> = HashMap::new();",
                       f'{self.ind}{v}.insert(String::from("key"), {rng.randint(1, 9)});']
        tail = ".copied().unwrap_or(0)" if meth == "get" else ".unwrap_or(0)"
        self.vals.append(f'{v}.{meth}("key"){tail}')
        ctx.repo.feature("rs.std_trap")

    def st_self_field(self) -> None:
        s, ctx = self.owner, self.ctx
        n, ty = ctx.rng.choice(s.scalars)
        ctx.member_edge(s.mod.path, f"{s.name}.{n}", "rs.self_field")
        if ty == "usize":
            self.vals.append(f"self.{n}")
        elif ty == "String":
            self.vals.append(f"self.{n}.len()")
        else:
            self.vals.append(f'self.{n}.get("key").copied().unwrap_or(0)')
            ctx.repo.feature("rs.std_trap")

    def st_self_field_method(self) -> None:
        s, ctx = self.owner, self.ctx
        if not s.sfields:
            return self.st_self_method()
        n, dep = ctx.rng.choice(s.sfields)
        ctx.member_edge(s.mod.path, f"{s.name}.{n}", "rs.self_field")
        self.call_on(f"self.{n}", dep, "rs.method_on_self_field")

    def st_self_method(self) -> None:
        s, ctx = self.owner, self.ctx
        cands = [(m, sg) for m, sg in s.methods.items() if f"{s.name}.{m}" != ctx.src]
        if not cands:
            return self.st_self_field()
        m, sig = ctx.rng.choice(cands)
        ctx.member_edge(s.mod.path, f"{s.name}.{m}", "rs.self_method")
        self.vals.append("self." + {"u0": f"{m}()", "u1": f"{m}(1)", "opt": f'{m}("key").unwrap_or(0)'}[sig])

    def st_self_new(self) -> None:
        s, ctx = self.owner, self.ctx
        v = self.local()
        ctx.member_edge(s.mod.path, f"{s.name}.new", "rs.self_new")
        self.lines.append(f"{self.ind}let {v} = Self::new();")
        self.call_on(v, s, "rs.method_on_constructed")

    def st_assoc_const(self) -> None:
        s, ctx = self.owner, self.ctx
        ctx.member_edge(s.mod.path, f"{s.name}.{s.assoc_const}", "rs.assoc_const")
        if ctx.rng.random() < 0.5:
            self.vals.append(f"Self::{s.assoc_const}")
        else:
            self.vals.append(f"{ctx.ref(s, 'rs.assoc_const')}::{s.assoc_const}")

    def st_macro(self) -> None:
        ctx = self.ctx
        inner = self.vals.pop() if self.vals else str(ctx.rng.randint(1, 9))
        self.vals.append(f"{ctx.m.macro.name}!({inner})")
        ctx.repo.feature("rs.macro_call")


def weighted_pick(rng, items):
    total = sum(w for _, w in items)
    r = rng.random() * total
    for item, w in items:
        r -= w
        if r < 0:
            return item
    return items[-1][0]


def generate(repo: Repo, rng: random.Random, target_lines: int) -> None:
    gen = RustGen(repo, rng, max(400, int(target_lines * CALIBRATION)))
    gen.plan()
    gen.render()
