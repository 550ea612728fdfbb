#!/usr/bin/env node
// Compiler-grade reference entity edges for a TS/JS repository (fastindex accuracy harness).
//
// usage: node --max-old-space-size=8192 reference.js REPO_ROOT OUT_DIR [--tsconfig PATH] [--include-dts]
//
// Writes into OUT_DIR (format: docs/entity-edges.md):
//   reference.tsv  edges resolved by the TypeScript type checker
//   baseline.tsv   naive name matching: every occurrence -> every entity of that (last-component) name
//   entities.tsv   path<TAB>qualname, the entity universe
//   files.txt      the indexed files (one per line, repo-relative)
//   stats.json     counts and timings
"use strict";

const fs = require("fs");
const path = require("path");
const ts = require("typescript");

const SOURCE_EXT = [".ts", ".tsx", ".js", ".jsx", ".mts", ".cts", ".mjs", ".cjs"];
const SKIP_DIRS = new Set([
  "node_modules", ".git", ".hg", ".svn", "dist", "build", "out", "coverage", ".next", ".nuxt",
  ".cache", ".turbo", ".yarn", "bower_components", "vendor", ".vercel", "storybook-static",
]);
const MAX_FILE_BYTES = 1_000_000; // larger sources are almost always generated bundles

function parseArgs(argv) {
  const args = { positional: [], tsconfig: null, includeDts: false, deps: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--tsconfig") args.tsconfig = argv[++i];
    else if (a === "--include-dts") args.includeDts = true;
    else if (a === "--deps") args.deps = argv[++i];
    else if (a === "-h" || a === "--help") {
      console.log("usage: reference.js REPO_ROOT OUT_DIR [--tsconfig PATH] [--include-dts] [--deps NODE_MODULES_DIR]");
      process.exit(0);
    } else args.positional.push(a);
  }
  if (args.positional.length !== 2) {
    console.error("usage: reference.js REPO_ROOT OUT_DIR [--tsconfig PATH] [--include-dts]");
    process.exit(2);
  }
  return args;
}

function isDts(p) {
  return /\.d\.(ts|mts|cts)$/.test(p) || /\.d\.[^/]*\.ts$/.test(p);
}

// Walk the repo: returns {sources: [abs], dts: [abs], packages: [{name, dir}]}
function discover(root) {
  const sources = [], dts = [], packages = [], configs = [], allConfigs = [], importMaps = [];
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop();
    let ents;
    try { ents = fs.readdirSync(dir, { withFileTypes: true }); } catch { continue; }
    for (const e of ents) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name) || e.name.startsWith(".")) continue;
        stack.push(abs);
      } else if (e.isFile()) {
        if (e.name === "tsconfig.json" && dir !== root) configs.push(abs);
        if (/^tsconfig.*\.json$/.test(e.name)) allConfigs.push(abs);
        if (e.name === "package.json") {
          try {
            const pj = JSON.parse(fs.readFileSync(abs, "utf8"));
            if (pj && typeof pj.name === "string") {
              packages.push({ name: pj.name, dir, exports: pj.exports, preconstruct: pj.preconstruct !== undefined });
            }
          } catch { /* ignore */ }
          continue;
        }
        // Deno's workspace members and JSR packages: deno.json(c) / jsr.json with a "name" and "exports" (the
        // std library's `import { assertEquals } from "@std/assert"` of assert/deno.json), as a package.json is
        // read; a deno.json "imports" map's entries naming a folder of the repository are paths for its files
        if (e.name === "deno.json" || e.name === "deno.jsonc" || e.name === "jsr.json") {
          const parsed = ts.parseConfigFileTextToJson(abs, fs.readFileSync(abs, "utf8"));
          const dj = parsed.config;
          if (dj && typeof dj.name === "string" && !packages.some(p => p.dir === dir && p.name === dj.name)) {
            packages.push({ name: dj.name, dir, exports: typeof dj.exports === "string" ? { ".": dj.exports } : dj.exports });
          }
          if (dj && dj.imports && typeof dj.imports === "object") importMaps.push({ dir, imports: dj.imports });
          continue;
        }
        const ext = path.extname(e.name);
        if (!SOURCE_EXT.includes(ext)) continue;
        if (/\.min\.(js|mjs|cjs)$/.test(e.name)) continue;
        let size = 0;
        try { size = fs.statSync(abs).size; } catch { continue; }
        if (size > MAX_FILE_BYTES) continue;
        if (isDts(e.name)) dts.push(abs); else sources.push(abs);
      }
    }
  }
  sources.sort(); dts.sort(); configs.sort(); allConfigs.sort();
  return { sources, dts, packages, configs, allConfigs, importMaps };
}

// A project inside the repository with a tsconfig.json of its own whose `paths` differ from the root's (a
// monorepo's example app: `"~/*": ["./src/*"]`): tsc run in that project resolves its files' imports with those
// paths, so the single program here does too, for the files below that folder (the deepest such folder wins).
function nestedPathScopes(configs, rootOptions) {
  const scopes = [];
  for (const cfg of configs) {
    const read = ts.readConfigFile(cfg, ts.sys.readFile);
    if (read.error) continue;
    let parsed;
    try { parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(cfg), undefined, cfg); }
    catch { continue; }
    const o = parsed.options;
    const ownPaths = o.paths && JSON.stringify(o.paths) !== JSON.stringify(rootOptions.paths || {});
    // ... or whose module resolution is not node16/nodenext where the root's is (xstate's example apps:
    // `"moduleResolution": "bundler"` beside a "type": "module" package.json, `import Home from './pages/Home'`: under the root's
    // nodenext an ES module's extensionless import resolves to nothing, under the app's own bundler resolution
    // to the file): an import the root's options leave unresolved is resolved with the project's
    const strict = (k) => k === ts.ModuleResolutionKind.Node16 || k === ts.ModuleResolutionKind.NodeNext;
    const ownResolution = o.moduleResolution !== undefined && strict(rootOptions.moduleResolution) &&
      !strict(o.moduleResolution) ? o.moduleResolution : undefined;
    // ... or whose baseUrl is its own (paperless-ngx's Angular app, src-ui/tsconfig.json's `"baseUrl": "./"`:
    // `import { .. } from 'src/app/directives/if-permissions.directive'`): a non-relative import is looked up
    // under it too, as `"*": ["*"]` from there
    const ownBaseUrl = o.baseUrl !== undefined &&
      path.resolve(o.baseUrl) !== path.resolve(rootOptions.baseUrl || rootOptions.pathsBasePath || "/");
    if (!ownPaths && ownResolution === undefined && !ownBaseUrl) continue;
    let paths = ownPaths ? o.paths : undefined;
    if (ownBaseUrl && !(paths && paths["*"])) paths = Object.assign({}, paths || {}, { "*": ["*"] });
    scopes.push({ dir: path.dirname(cfg) + path.sep, paths,
                  baseUrl: o.baseUrl, pathsBasePath: ownBaseUrl ? o.baseUrl : o.pathsBasePath || path.dirname(cfg),
                  moduleResolution: ownResolution, fallbackOnly: !ownPaths });
  }
  return scopes.sort((a, b) => b.dir.length - a.dir.length);
}

// The repo's own .d.ts files that no tsconfig*.json of the repo includes (vue's
// packages/runtime-core/types/globalComponents.d.ts: a script file with `declare module '@vue/runtime-core' {...}`
// that the build concatenates to the bundled .d.ts): tsc run in any of the repo's projects never sees them
// unless a file imports or references them, and as program roots such an ambient module declaration shadows the
// real module (every `import { x } from '@vue/runtime-core'` resolved to it: no edge into runtime-core). They are
// left out of the program's roots (still loaded when imported or referenced). Repos without a tsconfig keep all.
function dtsOutsideEveryConfig(dts, allConfigs) {
  if (!allConfigs.length) return [];
  const included = new Set();
  for (const cfg of allConfigs) {
    const read = ts.readConfigFile(cfg, ts.sys.readFile);
    if (read.error) return [];            // a config we cannot read: keep every .d.ts
    let parsed;
    try { parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(cfg), undefined, cfg); }
    catch { return []; }
    for (const f of parsed.fileNames) included.add(path.resolve(f));
  }
  return dts.filter(f => !included.has(path.resolve(f)));
}

// The repo's .d.ts files that declare a workspace package's module (TanStack Query's
// packages/eslint-plugin-query/src/__tests__/ts-fixture/react-query.d.ts: `declare module '@tanstack/react-query'`, a
// test fixture its own tsconfig includes): in the one program this reference builds, such an ambient declaration
// shadows the real package for every importer, which the repo's own builds (one project each) never do. Left out of
// the roots too (still loaded where a file imports or references it).
function dtsShadowingWorkspace(dts, packages) {
  const names = new Set(packages.map(p => p.name));
  if (!names.size) return [];
  return dts.filter(f => {
    let text;
    try { text = fs.readFileSync(f, "utf8"); } catch { return false; }
    for (const m of text.matchAll(/declare\s+module\s+['"]([^'"]+)['"]/g)) if (names.has(m[1])) return true;
    return false;
  });
}

function matchesPaths(name, paths) {
  return Object.keys(paths).some(k => {
    const star = k.indexOf("*");
    return star < 0 ? name === k : name.startsWith(k.slice(0, star)) && name.endsWith(k.slice(star + 1)) &&
      name.length >= k.length - 1;
  });
}

function installScopedPaths(host, scopes) {
  if (!scopes.length) return;
  const inner = host.resolveModuleNameLiterals;
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, opts, containingSourceFile, ...rest) => {
    const scope = scopes.find(s => path.resolve(containingFile).startsWith(s.dir));
    // each literal resolved in its own mode (an ES module's import is no require()), as the compiler's own host
    // does: without it, every file's imports of a program with one such project were resolved as CommonJS's
    const modeOf = (lit) => containingSourceFile ? ts.getModeForUsageLocation(containingSourceFile, lit, opts) : undefined;
    const results = inner ? inner(literals, containingFile, redirected, opts, containingSourceFile, ...rest)
      : literals.map(lit => ts.resolveModuleName(lit.text, containingFile, opts, host, undefined, redirected,
                                                 modeOf(lit)));
    if (!scope) return results;
    const scoped = scope.paths ? Object.assign({}, opts, { paths: scope.paths, baseUrl: scope.baseUrl,
                                                           pathsBasePath: scope.pathsBasePath }) : null;
    const resolved = scope.moduleResolution === undefined ? null : Object.assign({}, opts, {
      moduleResolution: scope.moduleResolution,
      module: scope.moduleResolution === ts.ModuleResolutionKind.Bundler ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS});
    return literals.map((lit, i) => {
      let r = results[i];
      // (a baseUrl of its own alone: only for what the root's options leave unresolved)
      if (scoped && !lit.text.startsWith(".") && matchesPaths(lit.text, scope.paths) &&
          !(scope.fallbackOnly && r.resolvedModule)) {
        const own = ts.resolveModuleName(lit.text, containingFile, scoped, host, undefined, redirected, modeOf(lit));
        if (own.resolvedModule) r = own;
      }
      if (resolved && !r.resolvedModule) {
        const own = ts.resolveModuleName(lit.text, containingFile, resolved, host, undefined, redirected);
        if (own.resolvedModule) r = own;
      }
      return r;
    });
  };
}

// The source file (or, for a subpath pattern `./lib/*`, the source folder's pattern) that a workspace package's
// build writes to an exports target under its tsconfig's outDir (sequelize's `"./_non-semver-use-at-your-own-risk_/*":
// "./lib/*"` and `".": {types: "./lib/common/index.d.ts"}` with `outDir: ./lib`, `rootDir: ./src`; without a
// tsconfig naming both, dist/ built from src/): what the built package's declarations declare, read from the source
// as the package's own program reads it; null without such a source file
const BUILD_SOURCE_EXTENSIONS = [[/\.d\.mts$|\.mjs$/, [".mts", ".ts", ".tsx"]], [/\.d\.cts$|\.cjs$/, [".cts", ".ts", ".tsx"]],
  [/\.d\.ts$|\.jsx?$/, [".ts", ".tsx", ".d.ts"]]];
function sourceOfBuildOutput(p, target) {
  if (p.builds === undefined) {
    p.builds = [];
    // the package's tsconfig.json, else the build's own config (vendure's tsconfig.build.json: `outDir: ./lib`,
    // `include: ["src/**/*.ts"]`); without a rootDir the compiler takes the inputs' common folder: src/ if there is one
    for (const name of ["tsconfig.json", "tsconfig.build.json", "tsconfig.lib.json"]) {
      const cfg = path.join(p.dir, name);
      const read = fs.existsSync(cfg) ? ts.readConfigFile(cfg, ts.sys.readFile) : null;
      if (!read || read.error) continue;
      const o = ts.parseJsonConfigFileContent(read.config, ts.sys, p.dir, undefined, cfg).options;
      if (!o.outDir) continue;
      const rootDir = o.rootDir || (fs.existsSync(path.join(p.dir, "src")) ? path.join(p.dir, "src") : p.dir);
      p.builds.push({ outDir: path.resolve(o.outDir), rootDir: path.resolve(rootDir) });
      break;
    }
    // a package built by a bundler rather than its tsconfig (nitro's unbuild: `"./types": "./dist/types/index.mjs"`
    // beside src/types/index.ts, the package importing itself as `nitro/types`): dist/ holds what src/ builds (also
    // where its tsconfig's outDir is another folder: an Angular library's `outDir: ./dist/out-tsc`)
    if (fs.existsSync(path.join(p.dir, "src"))) {
      p.builds.push({ outDir: path.join(p.dir, "dist"), rootDir: path.join(p.dir, "src") });
    }
  }
  for (const build of p.builds) {
    const found = sourceUnder(build, path.join(p.dir, target), target);
    if (found) return found;
  }
  return null;
}

// sourceOfBuildOutput for one build ({outDir, rootDir}) of the package, of the exports target at `abs`
function sourceUnder(build, abs, target) {
  const under = path.relative(build.outDir, abs);
  if (under.startsWith("..") || path.isAbsolute(under)) return null;
  const source = path.join(build.rootDir, under);
  // `./lib/*` -> `src/*`; `./lib/*.js` (vendure's `"./lib/*": "./lib/*.js"`) -> `src/*` too, the extension left to
  // the caller's paths (which tries the source's)
  if (target.includes("*")) return /\*$/.test(target) ? source : /\*(\.d)?\.[cm]?[jt]s$/.test(target) ?
    source.replace(/(\.d)?\.[cm]?[jt]s$/, "") : null;
  for (const [re, exts] of BUILD_SOURCE_EXTENSIONS) {
    if (!re.test(source)) continue;
    const stem = source.replace(re, "");
    for (const ext of exts) if (fs.existsSync(stem + ext)) return stem + ext;
    return null;
  }
  return null;
}

// The source of an exports subpath of a package built by preconstruct (keystone's `"./access":
// "./dist/keystone-6-core-access.js"`, its dist/ files named after the package and the entrypoint, not the source's
// path): the entrypoint `src/access.ts` (or `src/access/index.ts`), as `preconstruct dev` links it; null otherwise
const ENTRYPOINT_EXTENSIONS = [".ts", ".tsx", ".js", ".jsx"];
function preconstructEntrypoint(p, key) {
  if (!p.preconstruct) return null;
  const sub = key === "." ? "index" : key.slice(2);
  for (const stem of [path.join(p.dir, "src", sub), path.join(p.dir, "src", sub, "index")]) {
    for (const ext of ENTRYPOINT_EXTENSIONS) if (fs.existsSync(stem + ext)) return stem + ext;
  }
  return null;
}

function loadCompilerOptions(root, tsconfigPath, packages, depsDir, importMaps) {
  let base = {};
  const cfg = tsconfigPath || path.join(root, "tsconfig.json");
  let used = null;
  if (fs.existsSync(cfg)) {
    const read = ts.readConfigFile(cfg, ts.sys.readFile);
    if (!read.error) {
      const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(cfg), undefined, cfg);
      base = parsed.options;
      used = path.relative(root, cfg);
    }
  }
  const options = Object.assign({}, base, {
    allowJs: true,
    checkJs: false,
    noEmit: true,
    skipLibCheck: true,
    skipDefaultLibCheck: true,
    jsx: ts.JsxEmit.Preserve,
    types: [],
    typeRoots: [],
    resolveJsonModule: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    experimentalDecorators: true,
    allowArbitraryExtensions: true,
    allowImportingTsExtensions: true,
    noResolve: false,
    composite: false,
    incremental: false,
    declaration: false,
    isolatedModules: false,
    maxNodeModuleJsDepth: 0,
  });
  if (!base.moduleResolution || base.moduleResolution === ts.ModuleResolutionKind.Classic) {
    options.moduleResolution = ts.ModuleResolutionKind.Bundler;
  }
  if (options.moduleResolution === ts.ModuleResolutionKind.Bundler ||
      options.moduleResolution === ts.ModuleResolutionKind.Node16 ||
      options.moduleResolution === ts.ModuleResolutionKind.NodeNext) {
    if (options.moduleResolution === ts.ModuleResolutionKind.Bundler) options.module = ts.ModuleKind.ESNext;
  }
  if (options.target === undefined) options.target = ts.ScriptTarget.ESNext;
  delete options.outDir; delete options.rootDir; delete options.tsBuildInfoFile; delete options.project;
  // Workspace packages: map "pkg" and "pkg/*" to their source dirs unless tsconfig paths already do.
  const paths = Object.assign({}, options.paths || {});
  const pathsBase = options.baseUrl || options.pathsBasePath || root;
  let added = 0;
  // A workspace package's "exports" subpaths whose target (by the config's customConditions, then types, import,
  // default) is a source file of the repository (zod's `"./v4": {"@zod/source": "./src/v4/index.ts", ..}`): that
  // file, as pnpm's workspace link and the condition give it (a directory under nodenext resolution is no module)
  const configured = new Set(Object.keys(paths));   // the config's own paths: a package they name is left to them
  const conditions = [...(options.customConditions || []), "types", "import", "default", "require"];
  const pick = (v) => {
    if (typeof v === "string") return v;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      for (const c of conditions) if (c in v) { const t = pick(v[c]); if (t) return t; }
    }
    return null;
  };
  const rel = (abs) => path.relative(pathsBase, abs).split(path.sep).join("/");
  for (const p of packages) {
    if (!p.exports || typeof p.exports !== "object" || Array.isArray(p.exports)) continue;
    for (const [key, value] of Object.entries(p.exports)) {
      if (!key.startsWith(".")) continue;
      const target = pick(value);
      const spec = p.name + key.slice(1);
      if (!target || paths[spec]) continue;
      if (key.includes("*")) {
        const source = sourceOfBuildOutput(p, target);
        // (with the source's extensions too: an ES module's import under nodenext finds no extensionless path)
        if (source) { paths[spec] = [rel(source), rel(source) + ".ts", rel(source) + ".tsx"]; added++; }
        continue;
      }
      let abs = path.join(p.dir, target);
      if (!/\.(ts|tsx|mts|cts)$/.test(target) || /\.d\.[cm]?ts$/.test(target) || !fs.existsSync(abs)) {
        abs = sourceOfBuildOutput(p, target) || preconstructEntrypoint(p, key);
        if (!abs) continue;
      }
      paths[spec] = [rel(abs)];
      added++;
    }
  }
  // a deno.json "imports" map's local entries (`"@/": "./src/"`, `"utils": "./utils/mod.ts"`), for the whole program
  const byName = new Map(packages.map(p => [p.name, p]));
  for (const m of importMaps || []) {
    for (const [key, value] of Object.entries(m.imports)) {
      // `"fresh": "jsr:@fresh/core@^2"` of a workspace member: the member's exports under the key's name
      const reg = typeof value === "string" && /^(jsr|npm):/.test(value) ?
        value.replace(/^(jsr|npm):\/?/, "").match(/^(@[^/@]+\/[^/@]+|[^/@]+)(@[^/]*)?(\/.*)?$/) : null;
      const member = reg && !reg[3] ? byName.get(reg[1]) : null;
      if (member && member.exports && typeof member.exports === "object" && !configured.has(key)) {
        for (const [sub, target] of Object.entries(member.exports)) {
          const file = typeof target === "string" ? target : null;
          if (!sub.startsWith(".") || sub.includes("*") || !file || !/\.(ts|tsx|mts|cts|js|mjs)$/.test(file)) continue;
          const spec = key + sub.slice(1);
          if (paths[spec]) continue;
          paths[spec] = [path.relative(pathsBase, path.join(member.dir, file)).split(path.sep).join("/")];
          added++;
        }
        continue;
      }
      if (typeof value !== "string" || !/^\.\.?\//.test(value) || configured.has(key)) continue;
      const target = path.relative(pathsBase, path.join(m.dir, value)).split(path.sep).join("/");
      if (key.endsWith("/")) { if (!paths[key + "*"]) { paths[key + "*"] = [target + "/*"]; added++; } }
      else if (!paths[key]) { paths[key] = [target]; added++; }
    }
  }
  for (const p of packages) {
    if (configured.has(p.name)) continue;
    const rel = path.relative(pathsBase, p.dir).split(path.sep).join("/") || ".";
    // (the same files with their extensions last: an ES module under node16/nodenext resolution, a package.json
    // "type": "module" beside it, finds no extensionless path: xstate's examples/workflow-*/main.ts left every
    // `import { createActor } from 'xstate'` unresolved; where an extensionless path resolves it still comes first)
    if (!paths[p.name]) paths[p.name] = [`${rel}/src/index`, `${rel}/index`, `${rel}/src`, rel,
      `${rel}/src/index.ts`, `${rel}/src/index.tsx`, `${rel}/index.ts`, `${rel}/index.tsx`];
    if (!paths[p.name + "/*"]) paths[p.name + "/*"] = [`${rel}/src/*`, `${rel}/*`];
    added++;
  }
  if (added || options.paths) {
    options.paths = paths;
    if (!options.baseUrl && !options.pathsBasePath) options.baseUrl = root;
  }
  return { options, used, workspacePathsAdded: added };
}

// The repo's third-party dependencies, installed outside the repo (run.py): a bare specifier that does not
// resolve from the importing file (or resolves only to an untyped JS file of a package) is resolved as if
// imported from a file next to DEPS/node_modules, with the ordinary node_modules lookup (types first,
// @types/*, exports maps, typesVersions).
function installDepsResolution(host, options, root, nodeModules) {
  const anchor = path.join(path.dirname(nodeModules), "__deps_anchor__.ts");
  const cache = ts.createModuleResolutionCache(root, f => f, options);
  const untypedJs = r => !r || (r.isExternalLibraryImport && /\.(m|c)?jsx?$/.test(r.resolvedFileName));
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, opts, containingSourceFile) =>
    literals.map(lit => {
      const name = lit.text;
      let mode;
      try { mode = ts.getModeForUsageLocation(containingSourceFile, lit, opts); } catch { mode = undefined; }
      const r = ts.resolveModuleName(name, containingFile, opts, host, cache, redirected, mode);
      if (!name.startsWith(".") && !path.isAbsolute(name) && untypedJs(r.resolvedModule)) {
        const r2 = ts.resolveModuleName(name, anchor, opts, host, cache, redirected, mode);
        if (r2.resolvedModule && !untypedJs(r2.resolvedModule)) return r2;
      }
      return r;
    });
}

// ---------------------------------------------------------------------------------------------
// Entities

function propName(nameNode) {
  if (!nameNode) return null;
  if (ts.isIdentifier(nameNode) || ts.isPrivateIdentifier(nameNode)) return nameNode.text;
  if (ts.isStringLiteral(nameNode) || ts.isNoSubstitutionTemplateLiteral(nameNode)) return nameNode.text;
  if (ts.isNumericLiteral(nameNode)) return nameNode.text;
  return null; // computed names: not an entity
}

function isFunctionLike(node) {
  return ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) || ts.isClassStaticBlockDeclaration(node);
}

// Collect entity declarations of one source file.
// declToEntity: Map(declaration node -> qualname). Returns list of {qualname, node, name}.
function collectEntities(sf, declToEntity) {
  const out = [];
  const add = (node, qual) => {
    declToEntity.set(node, qual);
    out.push({ qualname: qual, node });
  };
  const bindingNames = (nameNode, declNode, prefix) => {
    if (ts.isIdentifier(nameNode)) {
      add(declNode, prefix + nameNode.text);
    } else if (ts.isObjectBindingPattern(nameNode) || ts.isArrayBindingPattern(nameNode)) {
      for (const el of nameNode.elements) {
        if (ts.isBindingElement(el)) bindingNames(el.name, el, prefix);
      }
    }
  };
  const classMembers = (cls, qual) => {
    for (const m of cls.members) {
      if (ts.isConstructorDeclaration(m)) {
        add(m, qual + ".constructor");
        for (const p of m.parameters) {
          // parameter properties (constructor(private x: X)) declare class properties
          if (ts.isIdentifier(p.name) && ts.getModifiers(p) &&
              ts.getModifiers(p).some(mod => mod.kind === ts.SyntaxKind.PublicKeyword ||
                mod.kind === ts.SyntaxKind.PrivateKeyword || mod.kind === ts.SyntaxKind.ProtectedKeyword ||
                mod.kind === ts.SyntaxKind.ReadonlyKeyword || mod.kind === ts.SyntaxKind.OverrideKeyword)) {
            add(p, qual + "." + p.name.text);
          }
        }
      } else if (ts.isMethodDeclaration(m) || ts.isPropertyDeclaration(m) || ts.isGetAccessorDeclaration(m) ||
                 ts.isSetAccessorDeclaration(m)) {
        const n = propName(m.name);
        if (n !== null) add(m, qual + "." + n);
      }
    }
  };
  const ifaceMembers = (iface, qual) => {
    for (const m of iface.members) {
      if (ts.isPropertySignature(m) || ts.isMethodSignature(m) || ts.isGetAccessorDeclaration(m) ||
          ts.isSetAccessorDeclaration(m)) {
        const n = propName(m.name);
        if (n !== null) add(m, qual + "." + n);
      }
    }
  };
  const statements = (stmts, prefix) => {
    for (const st of stmts) {
      if (ts.isFunctionDeclaration(st)) {
        const n = st.name ? st.name.text : (hasDefaultModifier(st) ? "default" : null);
        if (n) add(st, prefix + n);
      } else if (ts.isClassDeclaration(st)) {
        const n = st.name ? st.name.text : (hasDefaultModifier(st) ? "default" : null);
        if (n) { add(st, prefix + n); classMembers(st, prefix + n); }
      } else if (ts.isInterfaceDeclaration(st)) {
        add(st, prefix + st.name.text); ifaceMembers(st, prefix + st.name.text);
      } else if (ts.isTypeAliasDeclaration(st) || ts.isEnumDeclaration(st)) {
        add(st, prefix + st.name.text);
      } else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          if (!requireAlias(d)) bindingNames(d.name, d, prefix);
        }
      } else if (prefix === "" && exportedNamedValue(st)) {
        // CommonJS `module.exports = class TokenStore {..}` / `= function lint() {..}`: the named class or function
        // a module exports, an entity as `export default class TokenStore {..}` is (as fastindex reads it)
        const value = exportedNamedValue(st);
        add(value, value.name.text);
        if (ts.isClassExpression(value)) classMembers(value, value.name.text);
      } else if (prefix === "" && assignedNamedClass(st)) {
        // `Dependency.Template = class DependencyTemplate {..}`: a named class assigned to a property of a name (not
        // of CommonJS's exports, below) is a class of its own with its members, as fastindex reads it
        const value = assignedNamedClass(st);
        add(value, value.name.text);
        classMembers(value, value.name.text);
      } else if (prefix === "" && exportsPropertyValue(st)) {
        // CommonJS `exports.f = function () {..}`, `module.exports.f = () => ..`, `exports.K = class {..}`: f (K and
        // its members) defined and exported, as fastindex reads them; the checker declares f by the assignment's
        // left side, and the assignment is f's source
        const [left, value, n] = exportsPropertyValue(st);
        if (ts.isClassExpression(value)) { add(value, n); classMembers(value, n); }
        else { add(st.expression, n); add(left, n); }
      } else if (prefix === "" && exportedLiteral(st)) {
        // the object a module exports (CommonJS `module.exports = {..}`, `export default {..}`): its methods and
        // its properties holding a function are the module's exported functions, entities named by their key (an
        // ESLint rule's `create(context) {..}`; an extension of the spec, as fastindex reads them)
        const lit = exportedLiteral(st);
        for (const p of lit.properties) {
          const n = propName(p.name);
          if (n === null) continue;
          if (ts.isMethodDeclaration(p) || (ts.isPropertyAssignment(p) &&
              (ts.isFunctionExpression(p.initializer) || ts.isArrowFunction(p.initializer)))) add(p, n);
        }
      } else if (ts.isModuleDeclaration(st)) {
        // namespace N { ... }: N and its declarations N.x (an extension of the spec; rare in modern code); an
        // ambient module or a module augmentation, `declare module '@tanstack/react-router' { interface
        // FileRoutesByPath {..} }`, is named by its quoted specifier as written ('@tanstack/react-router'.
        // FileRoutesByPath), as fastindex names it
        let body = st.body, qual = prefix + (ts.isIdentifier(st.name) ? st.name.text : st.name.getText(sf));
        add(st, qual);
        while (body && ts.isModuleDeclaration(body)) { // namespace A.B.C
          qual = qual + "." + body.name.text; add(body, qual); body = body.body;
        }
        if (body && ts.isModuleBlock(body)) statements(body.statements, qual + ".");
      }
    }
  };
  statements(sf.statements, "");
  if (/\.(c|m)?jsx?$/.test(sf.fileName)) {
    // JavaScript's JSDoc `@typedef`s, the file's types (an extension of the spec, as fastindex reads them, as a
    // declaration file's interfaces and aliases are): `@typedef {object} ParserStateBase` with its `@property`
    // tags (`ParserStateBase.module`), `@typedef {A & B} ParserState`; not one naming an import, which is one,
    // nor one in a function's body, the function's own type
    const typedefs = node => {
      const local = node.parent && ts.findAncestor(node.parent, isFunctionLike);
      for (const doc of local ? [] : node.jsDoc || []) {
        for (const tag of doc.tags || []) {
          if (!ts.isJSDocTypedefTag(tag) || !tag.name || !ts.isIdentifier(tag.name)) continue;
          const te = tag.typeExpression;
          if (te && ts.isJSDocTypeExpression(te) && ts.isImportTypeNode(te.type)) continue;
          add(tag, tag.name.text);
          if (te && ts.isJSDocTypeLiteral(te)) {
            for (const p of te.jsDocPropertyTags || []) {
              if (ts.isIdentifier(p.name)) add(p, tag.name.text + "." + p.name.text);
            }
          }
        }
      }
      ts.forEachChild(node, typedefs);
    };
    typedefs(sf);
  }
  return out;
}

function isModuleExports(e) {
  return ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === "module" &&
    ts.isIdentifier(e.name) && e.name.text === "exports";
}

// the object literal a top-level statement exports (CommonJS's `module.exports = {..}`, `export default {..}`), or null
function exportedLiteral(st) {
  if (ts.isExpressionStatement(st) && ts.isBinaryExpression(st.expression) &&
      st.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken && isModuleExports(st.expression.left) &&
      ts.isObjectLiteralExpression(st.expression.right)) return st.expression.right;
  if (ts.isExportAssignment(st) && !st.isExportEquals && ts.isObjectLiteralExpression(st.expression))
    return st.expression;
  return null;
}

// `exports.x` or `module.exports.x`: is `e` such a property of what a CommonJS module exports?
function isExportsProperty(e) {
  return ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name) &&
    ((ts.isIdentifier(e.expression) && e.expression.text === "exports") || isModuleExports(e.expression));
}

// [left side, value, name] of a top-level `exports.f = <function, arrow function or class>` (or
// `module.exports.f = ..`), or null
function exportsPropertyValue(st) {
  if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression) ||
      st.expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !isExportsProperty(st.expression.left)) return null;
  const value = st.expression.right;
  if (!ts.isFunctionExpression(value) && !ts.isArrowFunction(value) && !ts.isClassExpression(value)) return null;
  return [st.expression.left, value, st.expression.left.name.text];
}

// Is `d` a JavaScript file's `const x = require("y")` (`const { a } = require("y")`, `= require("y").z`), which the
// checker binds as an import (an alias), not a variable? Its names are imports as an import declaration's are, no
// entities: where the module resolves, its references are the module's; where it does not (a package whose types are
// not installed, as ES imports of it are not resolved either), they are references to nothing in the repository
function requireAlias(d) {
  return ts.isInJSFile(d) && ts.isVariableDeclarationInitializedToBareOrAccessedRequire(d) && !ts.getJSDocTypeTag(d) &&
    !(ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Export);
}

// the named class expression a top-level `X.p = class Name {..}` assigns (X a name, not `exports` or `module`), or null
function assignedNamedClass(st) {
  if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression) ||
      st.expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return null;
  const left = st.expression.left, value = st.expression.right;
  if (!ts.isPropertyAccessExpression(left) || !ts.isIdentifier(left.expression) ||
      left.expression.text === "exports" || left.expression.text === "module") return null;
  return ts.isClassExpression(value) && value.name ? value : null;
}

// the named class or function expression a top-level `module.exports = ..` assigns, or null
function exportedNamedValue(st) {
  if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression) ||
      st.expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !isModuleExports(st.expression.left)) return null;
  const value = st.expression.right;
  return (ts.isClassExpression(value) || ts.isFunctionExpression(value)) && value.name ? value : null;
}

// A property of a module's exported object that names a value (`module.exports = { helper, X: x }`, `export
// default { helper, X: x }`) stands for that value, as an export specifier (`export { helper, x as X }`) does:
// `astUtils.helper()` of `const astUtils = require("./ast-utils")` (of `import utils from "./utils"`) is the
// function `helper`; the exported function's assignment stands for the function (exportedNamedValue).
function commonJsExportedValue(checker, d) {
  // (`const lint = require("./lint")` of `module.exports = function lint() {..}`: the assignment is the declaration)
  if (ts.isBinaryExpression(d) && ts.isExpressionStatement(d.parent) && exportedNamedValue(d.parent))
    return [d.right];
  // (`exports.helper = helper`, `module.exports.X = x`: the left side is the declaration)
  if (isExportsProperty(d) && ts.isBinaryExpression(d.parent) && d.parent.left === d &&
      d.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(d.parent.right) &&
      ts.isExpressionStatement(d.parent.parent) && ts.isSourceFile(d.parent.parent.parent)) {
    let v = checker.getSymbolAtLocation(d.parent.right);
    if (v && (v.flags & ts.SymbolFlags.Alias)) {
      const target = checker.getAliasedSymbol(v);
      if (target && target !== v && target.declarations) v = target;
    }
    return v && v.declarations && v.declarations.length ? v.declarations : null;
  }
  const lit = d.parent;
  if (!lit || !ts.isObjectLiteralExpression(lit) || !lit.parent) return null;
  const st = ts.isBinaryExpression(lit.parent) ? lit.parent.parent : lit.parent;
  if (!st || !ts.isSourceFile(st.parent) || exportedLiteral(st) !== lit) return null;
  let v = null;
  if (ts.isShorthandPropertyAssignment(d)) v = checker.getShorthandAssignmentValueSymbol(d);
  else if (ts.isPropertyAssignment(d) && ts.isIdentifier(d.initializer)) v = checker.getSymbolAtLocation(d.initializer);
  if (v && (v.flags & ts.SymbolFlags.Alias)) {
    const target = checker.getAliasedSymbol(v);
    if (target && target !== v && target.declarations) v = target;
  }
  return v && v.declarations && v.declarations.length ? v.declarations : null;
}

function hasDefaultModifier(node) {
  const mods = ts.getModifiers ? ts.getModifiers(node) : node.modifiers;
  return !!(mods && mods.some(m => m.kind === ts.SyntaxKind.DefaultKeyword));
}

// Is `id` the name of a declaration (and thus not a reference)?
function isDeclarationName(id) {
  const p = id.parent;
  if (!p) return false;
  if (ts.isShorthandPropertyAssignment(p)) return false; // handled as a reference to the value
  if (p.name === id) {
    switch (p.kind) {
      case ts.SyntaxKind.VariableDeclaration: case ts.SyntaxKind.FunctionDeclaration:
      case ts.SyntaxKind.FunctionExpression: case ts.SyntaxKind.ClassDeclaration:
      case ts.SyntaxKind.ClassExpression: case ts.SyntaxKind.InterfaceDeclaration:
      case ts.SyntaxKind.TypeAliasDeclaration: case ts.SyntaxKind.EnumDeclaration:
      case ts.SyntaxKind.EnumMember: case ts.SyntaxKind.ModuleDeclaration:
      case ts.SyntaxKind.Parameter: case ts.SyntaxKind.TypeParameter:
      case ts.SyntaxKind.PropertyDeclaration: case ts.SyntaxKind.PropertySignature:
      case ts.SyntaxKind.MethodDeclaration: case ts.SyntaxKind.MethodSignature:
      case ts.SyntaxKind.GetAccessor: case ts.SyntaxKind.SetAccessor:
      case ts.SyntaxKind.PropertyAssignment: case ts.SyntaxKind.BindingElement:
      case ts.SyntaxKind.ImportEqualsDeclaration: case ts.SyntaxKind.NamespaceExportDeclaration:
      case ts.SyntaxKind.JsxAttribute: // attribute names: keep? see below
        return p.kind !== ts.SyntaxKind.JsxAttribute;
      default:
        return false;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

function main() {
  const args = parseArgs(process.argv.slice(2));
  const root = path.resolve(args.positional[0]);
  const outDir = path.resolve(args.positional[1]);
  fs.mkdirSync(outDir, { recursive: true });
  const t0 = Date.now();
  const { sources, dts: allDts, packages, configs, allConfigs, importMaps } = discover(root);
  const dtsLeftOut = dtsOutsideEveryConfig(allDts, allConfigs);
  const dtsShadowing = dtsShadowingWorkspace(allDts.filter(f => !dtsLeftOut.includes(f)), packages);
  const dts = allDts.filter(f => !dtsLeftOut.includes(f) && !dtsShadowing.includes(f));
  const { options, used, workspacePathsAdded } = loadCompilerOptions(root, args.tsconfig, packages, args.deps, importMaps);
  const indexed = args.includeDts ? sources.concat(dts) : sources;
  const rootNames = sources.concat(dts);
  log(`files: ${sources.length} sources, ${dts.length} .d.ts (${dtsLeftOut.length} in no tsconfig left out, ` +
      `${dtsShadowing.length} declaring a workspace package's module left out); ` +
      `tsconfig: ${used || "(none)"}; ` +
      `workspace packages mapped: ${workspacePathsAdded}`);

  const host = ts.createCompilerHost(options);
  if (args.deps) installDepsResolution(host, options, root, path.resolve(args.deps));
  const scopes = nestedPathScopes(configs, options);
  installScopedPaths(host, scopes);
  if (scopes.length) log(`projects with their own tsconfig paths or module resolution: ${scopes.length}`);
  const program = ts.createProgram({ rootNames, options, host });
  const checker = program.getTypeChecker();
  const tProgram = Date.now();
  log(`program created in ${((tProgram - t0) / 1000).toFixed(1)}s`);

  const rel = abs => path.relative(root, abs).split(path.sep).join("/");
  const indexedSet = new Set(indexed.map(p => path.resolve(p)));

  // entities
  const declToEntity = new Map(); // decl node -> "path\tqualname"
  const entitiesByName = new Map(); // simple name -> Set("path\tqualname")
  const entityKeys = new Set();
  const files = [];
  for (const sf of program.getSourceFiles()) {
    const abs = path.resolve(sf.fileName);
    if (!indexedSet.has(abs)) continue;
    const rp = rel(abs);
    files.push({ sf, rp });
    const local = new Map();
    for (const e of collectEntities(sf, local)) {
      const key = rp + "\t" + e.qualname;
      entityKeys.add(key);
      declToEntity.set(e.node, key);
      const simple = e.qualname.slice(e.qualname.lastIndexOf(".") + 1);
      if (!entitiesByName.has(simple)) entitiesByName.set(simple, new Set());
      entitiesByName.get(simple).add(key);
    }
  }
  log(`entities: ${entityKeys.size} in ${files.length} files`);

  const refEdges = new Set();
  const baseEdges = new Set();
  const stats = {
    identifiers: 0, resolved_symbol: 0, resolved_to_entity: 0, unresolved: 0,
    unresolved_member_names_matching_an_entity: 0, unresolved_member_samples: [],
    unresolved_relative_imports: 0, unresolved_relative_import_samples: [],
  };

  for (const { sf, rp } of files) {
    // unresolved relative/workspace imports: a sanity measure of the resolution setup
    for (const st of sf.statements) {
      if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier &&
          ts.isStringLiteral(st.moduleSpecifier)) {
        const spec = st.moduleSpecifier.text;
        const inRepo = spec.startsWith(".") || packages.some(p => spec === p.name || spec.startsWith(p.name + "/"));
        if (inRepo && !checker.getSymbolAtLocation(st.moduleSpecifier)) {
          // JSON / css / asset imports are not modules we care about
          if (!/\.(css|scss|sass|less|svg|png|jpe?g|gif|json|woff2?|wasm|html|md)(\?.*)?$/.test(spec)) {
            stats.unresolved_relative_imports++;
            if (stats.unresolved_relative_import_samples.length < 20)
              stats.unresolved_relative_import_samples.push(`${rp}: ${spec}`);
          }
        }
      }
    }
    const visit = (node, src) => {
      const key = declToEntity.get(node);
      if (key !== undefined) src = key.slice(key.indexOf("\t") + 1);
      if (ts.isImportDeclaration(node) || ts.isImportEqualsDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isExportAssignment(node) && ts.isIdentifier(node.expression)) return;
      if (node.kind === ts.SyntaxKind.Identifier || node.kind === ts.SyntaxKind.PrivateIdentifier) {
        handleIdentifier(node, src);
        return;
      }
      ts.forEachChild(node, child => visit(child, src));
    };
    const handleIdentifier = (id, src) => {
      if (isDeclarationName(id)) return;
      stats.identifiers++;
      const text = id.text;
      const srcKey = rp + "\t" + src;
      // naive baseline
      const cands = entitiesByName.get(text);
      if (cands) for (const dst of cands) if (dst !== srcKey) baseEdges.add(srcKey + "\t" + dst);
      // compiler
      let sym;
      try {
        if (ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id) {
          sym = checker.getShorthandAssignmentValueSymbol(id.parent);
        } else {
          sym = checker.getSymbolAtLocation(id);
        }
        if (sym && (sym.flags & ts.SymbolFlags.Alias)) {
          const target = checker.getAliasedSymbol(sym);
          if (target && target !== sym && target.declarations) sym = target;
        }
      } catch (e) {
        sym = undefined;
      }
      if (!sym || !sym.declarations || sym.declarations.length === 0) {
        stats.unresolved++;
        // how much may be lost to unresolvable receivers (e.g. `any` from packages that are not installed)
        if (cands && ts.isPropertyAccessExpression(id.parent) && id.parent.name === id) {
          stats.unresolved_member_names_matching_an_entity++;
          if (stats.unresolved_member_samples.length < 30 && Math.random() < 0.01)
            stats.unresolved_member_samples.push(`${rp}:${sf.getLineAndCharacterOfPosition(id.getStart()).line + 1}: ${id.parent.getText().slice(0, 80)}`);
        }
        return;
      }
      stats.resolved_symbol++;
      let hit = false;
      const declarations = sym.declarations.flatMap(d => commonJsExportedValue(checker, d) || [d]);
      for (const d of declarations) {
        // (an ambient module or augmentation, `declare module 'typescript' {..}`, names its own declarations; it is
        // no target: `ts.SyntaxKind` of `import * as ts from 'typescript'` reads the module, declared elsewhere)
        if (ts.isModuleDeclaration(d) && ts.isStringLiteral(d.name)) continue;
        const dst = declToEntity.get(d);
        if (dst === undefined) continue;
        hit = true;
        if (dst !== srcKey) refEdges.add(srcKey + "\t" + dst);
      }
      if (hit) stats.resolved_to_entity++;
    };
    ts.forEachChild(sf, child => visit(child, "<module>"));
  }
  const tWalk = Date.now();
  log(`walked ${stats.identifiers} identifiers in ${((tWalk - tProgram) / 1000).toFixed(1)}s; ` +
      `reference edges ${refEdges.size}, baseline edges ${baseEdges.size}`);

  writeSorted(path.join(outDir, "reference.tsv"), refEdges);
  writeSorted(path.join(outDir, "baseline.tsv"), baseEdges);
  writeSorted(path.join(outDir, "entities.tsv"), entityKeys);
  writeSorted(path.join(outDir, "files.txt"), new Set(files.map(f => f.rp)));
  Object.assign(stats, {
    tool: `typescript ${ts.version}`,
    repo: root,
    tsconfig: used,
    deps: args.deps ? path.resolve(args.deps) : null,
    workspace_packages_mapped: workspacePathsAdded,
    dts_in_no_tsconfig_left_out: dtsLeftOut.map(rel),
    dts_declaring_a_workspace_package_left_out: dtsShadowing.map(rel),
    files: files.length,
    entities: entityKeys.size,
    reference_edges: refEdges.size,
    baseline_edges: baseEdges.size,
    seconds_program: (tProgram - t0) / 1000,
    seconds_walk: (tWalk - tProgram) / 1000,
    peak_rss_mb: Math.round(process.memoryUsage().rss / 1e6),
  });
  fs.writeFileSync(path.join(outDir, "stats.json"), JSON.stringify(stats, null, 2) + "\n");
}

function writeSorted(file, set) {
  const arr = Array.from(set);
  // byte-wise (code unit) order to match `LC_ALL=C sort` and Python's sorted() for ASCII paths
  arr.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const fd = fs.openSync(file, "w");
  const CHUNK = 10000;
  for (let i = 0; i < arr.length; i += CHUNK) {
    fs.writeSync(fd, arr.slice(i, i + CHUNK).join("\n") + "\n");
  }
  fs.closeSync(fd);
  if (arr.length === 0) fs.writeFileSync(file, "");
}

function log(msg) { process.stderr.write(`[ts-reference] ${msg}\n`); }

if (require.main === module) main();

module.exports = { collectEntities, discover };
