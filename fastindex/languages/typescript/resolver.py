"""TypeScript / JavaScript module resolution.

Forms handled, in the order a specifier is tried:
  "./x", "../x"        relative: the exact file, x.js -> x.ts (ESM style), x + each extension, x/index + each
  tsconfig "paths"     the nearest tsconfig.json above the importer (following "extends"), patterns with one "*"
                       https://www.typescriptlang.org/tsconfig#paths
  tsconfig "baseUrl"   bare specifiers relative to baseUrl   https://www.typescriptlang.org/tsconfig#baseUrl
  a folder dependency  a "file:" or "link:" dependency of the importer's package.json on a folder of the repo
                       holding a package.json: that package (react-hook-form's app/ depends on its root so); and
                       where two package.json share a name, the importer's own package with "exports" (Node's
                       self-reference)
  workspace packages   every package.json in the repo with a "name" (npm/yarn workspaces, pnpm-workspace.yaml
                       packages are all such folders): "exports" ("." or "./sub"; conditions types, import,
                       default, require), "types"/"typings", "module", "main", then index / src/index;
                       build output (dist/, lib/, build/) mapped back to src/ when only the source is indexed,
                       and a declaration file committed there (a .d.ts bundle) to the TypeScript source beside it
  Deno                 "jsr:@std/assert@^1" and "npm:x@2" specifiers are the package they name; a deno.json (or
                       deno.jsonc) "imports" map above the importer (the nearest first) maps bare specifiers, exact
                       keys then "x/" prefixes, to the repository's files or a package (a key naming a
                       registry package, `"fresh": "jsr:@fresh/core@^2"`, maps its subpaths too); a deno.json,
                       deno.jsonc or jsr.json with a "name" is a workspace package as a package.json is
                       https://docs.deno.com/runtime/fundamentals/modules/#import-maps
  "#x" subpath imports the "imports" of the nearest package.json above the importer (its package scope: exact
                       keys, then patterns with one "*", the longest prefix first; conditions as for "exports";
                       a target naming a package resolves as that package)
                       https://nodejs.org/api/packages.html#subpath-imports
  anything else        an external package (None)
Bindings: import d from / import {a as b} from / import * as ns from / const x = require() /
const {a, b: c} = require(); `export ... from` forms bind nothing locally (they are followed by the linker).
"""
from __future__ import annotations

import json
import os

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, normjoin, parent_dir, read_jsonc

EXTENSIONS = (".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts")
JS_TO_TS = {".js": (".ts", ".tsx", ".d.ts"), ".jsx": (".tsx",), ".mjs": (".mts", ".d.mts"), ".cjs": (".cts", ".d.cts")}
CONDITIONS = ("types", "import", "module", "default", "require", "node", "browser")
BUILD_DIRS = ("dist/", "lib/", "build/", "out/", "esm/", "cjs/")
SOURCE_EXTENSIONS = (".ts", ".tsx", ".mts", ".cts")   # (what a declaration file is built from)
DENO_CONFIGS = ("deno.json", "deno.jsonc", "jsr.json")
REGISTRIES = ("jsr:", "npm:")   # Deno's registry specifiers
_UNKNOWN = object()   # not in a cache yet


class TsConfig:
    def __init__(self, directory: str, base_url: str | None, paths: dict[str, list[str]], paths_base: str,
                 node_modules: bool = False):
        self.directory = directory
        self.base_url = base_url        # repo-relative folder, or None
        self.paths = paths
        self.paths_base = paths_base    # where "paths" targets are relative to
        self.node_modules = node_modules   # module or moduleResolution node16/nodenext: Node's module formats apply


# the module settings under which Node's ES module / CommonJS formats decide what an import binds
NODE_MODULE_SETTINGS = frozenset({"node16", "node18", "node20", "nodenext"})
# a file's module format by its extension, where that decides it ("" for the package scope's "type" to decide)
ESM_EXTENSIONS = (".mjs", ".mts")
CJS_EXTENSIONS = (".cjs", ".cts")


class TypeScriptResolver(ModuleResolver):
    # Members that external generic base classes type by their type arguments:
    # `class App extends React.Component<Props, State>` gives `this.props: Props`, `this.state: State`.
    generic_base_members = {
        "Component": {"props": 0, "state": 1},
        "PureComponent": {"props": 0, "state": 1},
        # koa's `interface APIContext extends ParameterizedContext<AppState, ..>`: `ctx.state` is an AppState
        "ParameterizedContext": {"state": 0},
    }
    # `this.setState((prevState, props) => ..)`: the callback's parameters are the State and the Props.
    generic_base_callbacks = {
        "Component": {"setState": (0, (1, 0))},
        "PureComponent": {"setState": (0, (1, 0))},
    }

    def __init__(self, root: str, paths: set[str], configs: list[str]) -> None:
        super().__init__(root, paths, configs)
        self.tsconfigs: dict[str, TsConfig] = {}
        for c in configs:
            name = os.path.basename(c)
            if name == "tsconfig.json" or name == "jsconfig.json":
                cfg = self._load_tsconfig(c, set())
                if cfg is not None:
                    self.tsconfigs.setdefault(parent_dir(c), cfg)
        self.packages: dict[str, tuple[str, dict]] = {}
        # every package.json's folder -> its "imports" (None without), the package scopes of "#x" specifiers
        self.scopes: dict[str, dict | None] = {}
        self.esm_scopes: set[str] = set()   # the package scopes whose package.json says "type": "module"
        manifests: dict[str, dict] = {}
        for c in sorted(configs):
            if os.path.basename(c) == "package.json":
                data = _read_json(os.path.join(root, c))
                if data and isinstance(data.get("name"), str):
                    self.packages.setdefault(data["name"], (parent_dir(c), data))
                    manifests[parent_dir(c)] = data
                imports = data.get("imports") if data else None
                self.scopes[parent_dir(c)] = imports if isinstance(imports, dict) else None
                if data and data.get("type") == "module":
                    self.esm_scopes.add(parent_dir(c))
        # Deno's workspace members and JSR packages (deno.json, deno.jsonc or jsr.json with a "name": the std
        # library's assert/deno.json is `@std/assert`, its "exports" as a package.json's), after the package.json
        # packages: a folder publishing to both registries keeps its package.json's; and every deno.json's
        # "imports" map, read for the files below it (the nearest first, then its workspace root's)
        self.import_maps: dict[str, dict] = {}
        for c in sorted(configs):
            if os.path.basename(c) in DENO_CONFIGS:
                data = read_jsonc(os.path.join(root, c))
                if data is None:
                    continue
                if isinstance(data.get("name"), str):
                    self.packages.setdefault(data["name"], (parent_dir(c), data))
                if isinstance(data.get("imports"), dict) and not c.endswith("jsr.json"):
                    self.import_maps.setdefault(parent_dir(c), data["imports"])
        # a package's dependencies on a folder of the repository (`"react-hook-form": "file:.."` in react-hook-form's
        # app/, itself named react-hook-form): folder -> {name: (that folder, its package.json)}
        self.local_deps: dict[str, dict[str, tuple[str, dict]]] = {}
        for folder, data in manifests.items():
            for field in ("dependencies", "devDependencies"):
                deps = data.get(field)
                for name, spec in (deps.items() if isinstance(deps, dict) else ()):
                    if isinstance(spec, str) and spec.startswith(("file:", "link:")):
                        target = normjoin(folder, spec.partition(":")[2])
                        if target is not None and target in manifests:
                            self.local_deps.setdefault(folder, {})[name] = (target, manifests[target])
        # ... and a package with "exports" importing its own name (Node's self-reference: react-hook-form's
        # examples/ under its root), where another package.json has that name too
        named: dict[str, int] = {}
        for data in manifests.values():
            named[data["name"]] = named.get(data["name"], 0) + 1
        for folder, data in manifests.items():
            if named[data["name"]] > 1 and data.get("exports") is not None:
                self.local_deps.setdefault(folder, {}).setdefault(data["name"], (folder, data))
        self._cache: dict[tuple[str, str], str | None] = {}
        # importer -> (its folder, its _scope_key, its package scope where local_deps has it, else None)
        self._importer_keys: dict[str, tuple[str, str, str | None]] = {}

    # ---- tsconfig -------------------------------------------------------------------
    @staticmethod
    def config_inputs(root: str, config: str) -> list[str]:
        """The tsconfig files a tsconfig.json / jsconfig.json extends (relative "extends", followed as
        _load_tsconfig does): they steer resolution as much as the config itself."""
        if config.rsplit("/", 1)[-1] not in ("tsconfig.json", "jsconfig.json"):
            return []
        out: list[str] = []
        todo, seen = [config], {config}
        while todo:
            rel = todo.pop()
            data = read_jsonc(os.path.join(root, rel))
            ext = data.get("extends") if data else None
            for parent_ref in ([ext] if isinstance(ext, str) else ext if isinstance(ext, list) else []):
                if isinstance(parent_ref, str) and parent_ref.startswith("."):
                    target = normjoin(parent_dir(rel), parent_ref)
                    if target and not target.endswith(".json"):
                        target += ".json"
                    if target and target not in seen:
                        seen.add(target)
                        out.append(target)
                        todo.append(target)
        return sorted(out)

    def _load_tsconfig(self, rel: str, seen: set[str]) -> TsConfig | None:
        if rel in seen:
            return None
        seen.add(rel)
        data = read_jsonc(os.path.join(self.root, rel))
        if data is None:
            return None
        directory = parent_dir(rel)
        inherited = None
        ext = data.get("extends")
        for parent_ref in ([ext] if isinstance(ext, str) else ext if isinstance(ext, list) else []):
            if isinstance(parent_ref, str) and parent_ref.startswith("."):
                target = normjoin(directory, parent_ref)
                if target and not target.endswith(".json"):
                    target += ".json"
                if target:
                    inherited = self._load_tsconfig(target, seen) or inherited
        opts = data.get("compilerOptions") or {}
        settings = {str(opts.get(k, "")).lower() for k in ("module", "moduleResolution")}
        node_modules = bool(settings & NODE_MODULE_SETTINGS) if settings - {""} else \
            bool(inherited and inherited.node_modules)
        base_url = inherited.base_url if inherited else None
        paths = dict(inherited.paths) if inherited else {}
        paths_base = inherited.paths_base if inherited else directory
        if isinstance(opts.get("baseUrl"), str):
            base_url = normjoin(directory, opts["baseUrl"]) or ""
        if isinstance(opts.get("paths"), dict):
            paths = {k: [t for t in v if isinstance(t, str)] for k, v in opts["paths"].items()
                     if isinstance(v, list)}
            paths_base = base_url if isinstance(opts.get("baseUrl"), str) else directory
        elif base_url is not None and inherited is not None and inherited.paths and \
                isinstance(opts.get("baseUrl"), str):
            paths_base = base_url
        return TsConfig(directory, base_url, paths, paths_base, node_modules)

    def _tsconfig_for(self, importer: str) -> TsConfig | None:
        d = parent_dir(importer)
        while True:
            cfg = self.tsconfigs.get(d)
            if cfg is not None:
                return cfg
            if not d:
                return None
            d = parent_dir(d)

    # ---- probing ----------------------------------------------------------------------
    def _probe(self, base: str | None) -> str | None:
        if base is None:
            return None
        # `./fastify.js` beside fastify.d.ts (or a .ts source beside its compiled .js): the TypeScript file first, as
        # the checker resolves a JavaScript extension (its TypeScript replacements, then the file itself)
        dot = base.rfind(".")
        if dot > base.rfind("/"):
            for alt in JS_TO_TS.get(base[dot:], ()):
                if base[:dot] + alt in self.paths:
                    return base[:dot] + alt
        if base in self.paths:
            return base
        for ext in EXTENSIONS:
            if base + ext in self.paths:
                return base + ext
        for ext in EXTENSIONS:
            candidate = f"{base}/index{ext}" if base else f"index{ext}"
            if candidate in self.paths:
                return candidate
        return None

    def resolve(self, importer: str, specifier: str) -> str | None:
        # the answer depends on the importer's folder (a relative specifier) or its tsconfig (any other): both
        # worked out once per importer
        keys = self._importer_keys.get(importer)
        if keys is None:
            local = (self._package_scope(importer) or ("",))[0] if self.local_deps else None
            keys = self._importer_keys[importer] = (parent_dir(importer), self._scope_key(importer),
                                                    local if local in self.local_deps else None)
        if specifier.startswith((".", "/")):
            scope = keys[0]
        elif specifier.startswith("#"):   # a subpath import: its package scope too, which a tsconfig may span
            scope = keys[1] + "|" + (self._package_scope(importer) or ("",))[0]
        else:   # (and the package scope where it depends on a folder of the repository)
            scope = keys[1] + "|" + keys[2] if keys[2] is not None else keys[1]
        key = (scope, specifier)
        result = self._cache.get(key, _UNKNOWN)
        if result is _UNKNOWN:
            result = self._cache[key] = self._resolve(importer, specifier)
        return result

    def _scope_key(self, importer: str) -> str:
        cfg = self._tsconfig_for(importer)
        key = "cfg:" + (cfg.directory if cfg else "")
        if self.import_maps:
            maps = self._import_maps_for(importer)
            if maps:
                key += "|deno:" + maps[0][0]
        return key

    def _import_maps_for(self, importer: str) -> list[tuple[str, dict]]:
        """The deno.json "imports" maps above the importer, the nearest first."""
        out = []
        d = parent_dir(importer)
        while True:
            m = self.import_maps.get(d)
            if m is not None:
                out.append((d, m))
            if not d:
                return out
            d = parent_dir(d)

    def _resolve_import_map(self, importer: str, specifier: str) -> str | None:
        """A bare specifier a deno.json "imports" map names: exact keys, then the longest key ending in "/" that
        prefixes it (https://docs.deno.com/runtime/fundamentals/modules/#import-maps); a target in the repository
        ("./src/") is probed, a registry one ("jsr:@std/assert@^1") is that package where the workspace has it."""
        for directory, imports in self._import_maps_for(importer):
            target = imports.get(specifier)
            if not isinstance(target, str):
                target = None
                best = -1
                for k, v in imports.items():
                    if k.endswith("/") and len(k) > best and specifier.startswith(k) and isinstance(v, str):
                        target, best = v + specifier[len(k):], len(k)
            if target is None:   # `"fresh": "jsr:@fresh/core@^2"` maps `fresh/runtime` too (a registry package's)
                target = next((v + specifier[len(k):] for k, v in imports.items() if isinstance(v, str)
                               and v.startswith(REGISTRIES) and specifier.startswith(k + "/")), None)
            if target is None:
                continue
            if target.startswith(("./", "../")):
                return self._probe_built(normjoin(directory, target))
            return self._resolve_package(_registry_package(target)) if target.startswith(REGISTRIES) else None
        return None

    def _resolve(self, importer: str, specifier: str) -> str | None:
        if specifier.startswith("."):
            return self._probe(normjoin(parent_dir(importer), specifier))
        if specifier.startswith("/"):
            return None
        if specifier.startswith(REGISTRIES):   # `import { assertEquals } from "jsr:@std/assert@^1.0.0"`
            return self._resolve_package(_registry_package(specifier))
        if self.import_maps:
            found = self._resolve_import_map(importer, specifier)
            if found:
                return found
        cfg = self._tsconfig_for(importer)
        if cfg is not None:
            for pattern, targets in cfg.paths.items():
                star = _match(pattern, specifier)
                if star is None:
                    continue
                for target in targets:
                    candidate = normjoin(cfg.paths_base, target.replace("*", star, 1))
                    # a substitution with an extension is that file where it exists (`"preact": ["../src/index.js"]`
                    # beside index.d.ts: the .js), as the checker's paths lookup tries it before the probes
                    if candidate in self.paths and candidate.endswith(EXTENSIONS):
                        return candidate
                    found = self._probe(candidate)
                    if found:
                        return found
            if cfg.base_url is not None:
                found = self._probe(normjoin(cfg.base_url, specifier))
                if found:
                    return found
        if specifier.startswith("#"):
            return self._resolve_imports(importer, specifier)
        local = self._importer_keys.get(importer, ("", "", None))[2]
        if local is not None:
            pkg = self.local_deps[local].get(_package_name(specifier))
            if pkg is not None:
                return self._resolve_package(specifier, pkg)
        return self._resolve_package(specifier)

    def _package_scope(self, importer: str) -> tuple[str, dict | None] | None:
        """(folder, "imports") of the nearest package.json above the importer, None where there is none."""
        d = parent_dir(importer)
        while d not in self.scopes:
            if not d:
                return None
            d = parent_dir(d)
        return d, self.scopes[d]

    def project_of(self, path: str) -> str:
        found = self._package_scope(path)
        return found[0] if found is not None else ""

    def _is_esm(self, path: str) -> bool:
        """Whether Node reads file `path` as an ES module: by its extension, else by its package scope's "type"."""
        if path.endswith(ESM_EXTENSIONS) or path.endswith(CJS_EXTENSIONS):
            return path.endswith(ESM_EXTENSIONS)
        return self.project_of(path) in self.esm_scopes

    def default_import_is_namespace(self, importer: str, target: str) -> bool:
        """sequelize's src/index.mjs, `import Pkg from './index.js'; export const Sequelize = Pkg.Sequelize`, of
        index.d.ts beside a CommonJS index.js, under nodenext: Node gives an ES module importing a CommonJS one its
        `module.exports`, which TypeScript reads as all of the module's exports (`Pkg.Sequelize`, `Pkg.default`)."""
        cfg = self._tsconfig_for(importer)
        return cfg is not None and cfg.node_modules and self._is_esm(importer) and not self._is_esm(target)

    def _resolve_imports(self, importer: str, specifier: str) -> str | None:
        """`import * as b from '#compiler/builders'`: the target the package scope's "imports" maps it to."""
        scope = self._package_scope(importer)
        if scope is None or not scope[1]:
            return None
        directory, imports = scope
        target = imports.get(specifier)
        if target is None:   # patterns: the longest prefix before the "*" first, as Node orders them
            for k in sorted((k for k in imports if "*" in k), key=lambda k: -len(k.partition("*")[0])):
                star = _match(k, specifier)
                if star is not None:
                    target = _replace_star(imports[k], star)
                    break
        for t in _condition_targets(target):
            found = self._probe_built(normjoin(directory, t)) if t.startswith("./") else self._resolve_package(t)
            if found:
                return found
        return None

    def package_root(self, specifier: str) -> str:
        """A bare specifier's package (`@mui/material/styles` -> `@mui/material`); a relative one as it is."""
        return specifier if specifier[:1] in (".", "/") else _package_name(specifier)

    def _resolve_package(self, specifier: str, pkg: tuple[str, dict] | None = None) -> str | None:
        name = _package_name(specifier)
        sub = specifier[len(name) + 1:]
        pkg = pkg or self.packages.get(name)
        if pkg is None:
            return None
        directory, data = pkg
        exports = data.get("exports")
        entry_key = "./" + sub if sub else "."
        targets: list[str] = []
        if isinstance(exports, (str, dict)):
            target = exports if isinstance(exports, str) and not sub else None
            if isinstance(exports, dict):
                if any(k.startswith(".") for k in exports):
                    target = exports.get(entry_key)
                    if target is None:
                        for k, v in exports.items():
                            star = _match(k, entry_key) if "*" in k else None
                            if star is not None:
                                target = _replace_star(v, star)
                                break
                elif not sub:
                    target = exports
            targets.extend(_condition_targets(target))
        if sub:
            targets.append(sub)
            targets.append("src/" + sub)
        else:
            for field in ("types", "typings", "module", "main"):
                if isinstance(data.get(field), str):
                    targets.append(data[field])
            targets.extend(["index", "src/index"])
        for t in targets:
            found = self._probe_built(normjoin(directory, t))
            if found:
                return self._source_of_declarations(directory, found, sub) or found
        return None

    def _source_of_declarations(self, directory: str, found: str, sub: str) -> str | None:
        """A workspace package's declaration file committed in its build output (ts-morph's `"types":
        "lib/ts-morph-common.d.ts"`, a bundle its build writes from src/): the TypeScript source it is built from,
        where the package holds one (the same path under src/, else, for the package itself, src/index.ts), as
        for build output not in the repository; None where there is none (a hand-written declaration file beside
        its JavaScript stays)."""
        if not found.endswith((".d.ts", ".d.mts", ".d.cts")):
            return None
        rel = found[len(directory) + 1:] if directory else found
        build = next((b for b in BUILD_DIRS if rel.startswith(b)), None)
        if build is None:
            return None
        stem = rel[len(build):].rsplit(".d.", 1)[0]
        for base in ("src/" + stem,) + (() if sub else ("src/index",)):
            source = self._probe(normjoin(directory, base))
            if source and not source.endswith((".d.ts", ".d.mts", ".d.cts")) and source.endswith(SOURCE_EXTENSIONS):
                return source
        return None

    def _probe_built(self, base: str | None) -> str | None:
        """Probe a package target; build output that is not indexed maps back to its source under src/."""
        found = self._probe(base)
        if found or base is None:
            return found
        stem = base
        for ext in (".d.ts", ".js", ".mjs", ".cjs", ".ts"):
            if stem.endswith(ext):
                stem = stem[: -len(ext)]
                break
        found = self._probe(stem)
        if found:
            return found
        for build in BUILD_DIRS:
            i = stem.find(build)
            if i >= 0 and (i == 0 or stem[i - 1] == "/"):
                found = self._probe(stem[:i] + "src/" + stem[i + len(build):])
                if found:
                    return found
        return None

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.reexport or not imp.alias:
            return None
        if imp.name == "":
            return Binding(imp.alias, imp.module, None)
        return Binding(imp.alias, imp.module, imp.name)


def _package_name(specifier: str) -> str:
    """"@scope/pkg/sub/path" -> "@scope/pkg", "pkg/sub" -> "pkg": the package a bare specifier names."""
    parts = specifier.split("/")
    return "/".join(parts[:2 if specifier.startswith("@") else 1])


def _registry_package(specifier: str) -> str:
    """"jsr:@std/assert@^1.0.0/equals" -> "@std/assert/equals": a Deno registry specifier as a package one."""
    parts = specifier.partition(":")[2].lstrip("/").split("/")
    n = 2 if parts[0].startswith("@") and len(parts) > 1 else 1
    parts[n - 1] = parts[n - 1].partition("@")[0]
    return "/".join(parts)


def _match(pattern: str, specifier: str) -> str | None:
    """The text matched by "*" in a paths pattern ("" for an exact match), or None."""
    if "*" not in pattern:
        return "" if pattern == specifier else None
    prefix, _, suffix = pattern.partition("*")
    if specifier.startswith(prefix) and specifier.endswith(suffix) and len(specifier) >= len(prefix) + len(suffix):
        return specifier[len(prefix): len(specifier) - len(suffix)]
    return None


def _replace_star(value, star: str):
    if isinstance(value, str):
        return value.replace("*", star)
    if isinstance(value, dict):
        return {k: _replace_star(v, star) for k, v in value.items()}
    return value


def _condition_targets(target) -> list[str]:
    if isinstance(target, str):
        return [target]
    if isinstance(target, dict):
        out: list[str] = []
        for cond in CONDITIONS:
            if cond in target:
                out.extend(_condition_targets(target[cond]))
        return out
    if isinstance(target, list):
        return [t for item in target for t in _condition_targets(item)]
    return []


def _read_json(full_path: str) -> dict | None:
    try:
        with open(full_path, encoding="utf-8-sig") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None
