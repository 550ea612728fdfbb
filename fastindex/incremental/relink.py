"""Incremental reduce: re-link only the files whose resolution can have changed; take the rest from the base.

A full link records, per file, which other files its resolution read (Linker: a file's `FileLink.deps`, kept in
the snapshot's `links` section). With a base, a file is linked again when it changed, when it read a changed file,
or when one of its unresolved sites names something whose "defined anywhere in the repository" status changed
(that decides `global` against `unknown`); every other file keeps its base edges, unresolved sites and counts.

Files that come or go (a renamed file does both) re-link what can reach them: the files that read a removed one;
the files whose table's strings name an added or removed file (its path's last part: a specifier, a module path,
which can find a module by its path without reading its table), one of an added file's names (a package's class, a
star import's name), or a folder or declared package that comes to exist or vanishes with it, with the files that
read those (files_naming: on the base's stored string ids); the files that read its whole package
(_package_readers); and the files under the folder named as it (_module_children: Rust's `core.rs` and `core/`).

Resolution also depends on things that are not tables. When one of them differs the reduce runs in full, and the
report says why (`reuse.reduce`):
  - an added or removed file that a specifier can reach without naming it (one a directory resolves to:
    `index.ts`, `__init__.py`, `mod.rs`; one whose name has no word, `404.tsx`; one a resolution config names, a
    tsconfig alias), or one with `declare global` or `declare module 'x'` (an augmentation);
  - a file that steers resolution (tsconfig.json, package.json, go.mod, Cargo.toml, pyproject.toml ...), in what
    its resolver reads of it (config_digests);
  - C++'s namespaced types of the included headers, and those only a source file defines with the headers it
    includes (Linker._namespace_type: a miss reads no file);
  - Ruby's classes, modules and constants, looked up by their qualified names among every file's (Linker._constant,
    `RuboCop::Cop::Base`, `class Acme::Thing`: a miss reads no file);
  - C's struct, union and enum tags defined in the repository (Linker._tag, `struct inst` with no such tag in
    view: a miss reads no file); the files including each C or C++ header (Linker._through_includers: a header's
    name it neither declares nor includes is what its includers have in view);
  - the modules Ruby's RSpec configuration blocks include into the specs (Linker._configured_mixins), a file
    declaring one of them, or, where there are such blocks, a Ruby file's requires (a bare name in a spec that
    none has reads no file, and which blocks a spec sees follows the requires); the top-level methods of the test
    helpers and support files (Linker._helper_functions, the same);
  - a changed file whose declared package or build constraint changed (FileTable.package / .constraint: Java and
    C# place files by them, Go binds the name), or that changes the names it declares for every file
    (TypeScript `declare global`) or that it adds to a module (`declare module 'x'`); a changed, added or removed
    file whose imports other files have (C#'s `global using`: ModuleResolver.declares_implicit_stars) changed, came
    or went; a changed file that what a module augmentation merges with was looked up through
    (Linker.augmentation_reads);
  - a result that met a depth limit anywhere, or a cycle guard in a re-linked file that did not meet one in the
    base: those results can depend on the order files are linked in, which a partial link does not reproduce
    (a re-linked file that met a cycle guard in the base takes every such file with it, linked again in order);
  - a base without a `links` section (written before it existed).

Two results span the repository. The owner index (members declared outside their type: Rust `impl T` in another
module, C++ `int T::f()` in a .cpp; with it, C#'s extension methods by their receiver type) is built for both trees
when a file it read changed or went, a file came or went, or a changed file declares such members; the types whose
entries differ are linked again with their readers, and so are the files whose out-of-line members' owner differs
(_owner_changes). The pass after the files
(Linker.link's structural pass: Go types satisfying interfaces implicitly, Rust impls outside their type's file)
runs again, after the files to re-link as in a full link, when a file it read changed or went, a Go file changed,
came or went, or the owner index differs; unless the changed Go files keep what it reads (_structural_unchanged:
the base's result is renumbered). Its edges are sourced in the types' files; a file not linked again whose types
it now gives other edges than the base's (_structural_moved) is linked again too. Either meeting a depth limit,
or the pass meeting a cycle guard, takes the full reduce.
"""
from __future__ import annotations

import hashlib
import os
import posixpath
import re
from itertools import chain, repeat
from operator import sub

import numpy as np

from ..languages import BY_NAME
from ..languages.spec import config_key
from ..map.table import NO_PARENT, FileTable
from ..reduce.link import (
    CYCLE,
    DEEP,
    OUTSIDE,
    TYPE_KINDS,
    FileLink,
    Linker,
    LinkResult,
    _extension_methods,
    _outside_owner,
    augmentation_names,
    global_definitions,
)
from ..reduce.modules import resolver_class
from ..snapshot.codec import UNRESOLVED_REASONS
from ..snapshot.stored import definition_name_set
from .merge import Mismatch, merge
from .surface import (
    _TOKEN,
    changed_names,
    definition_moves,
    identities,
    lookup_text,
    names_in,
    references_text,
    surface,
    surface_text,
    words_of,
)

FLAG_CYCLE, FLAG_DEEP, FLAG_OUTSIDE = 1, 2, 4
PRESENT = "present"   # config_digests: a config read for where it is, not for what it holds
# When the files to re-link hold more than this share of the reference sites, divided by the processes a full
# reduce would run on, every file is linked instead: a re-link runs in one process, and costs more per site than
# a full link (less memo work shared). excalidraw on 2 processes: a full reduce in an incremental run took
# 0.84-1.00 s, re-linking 42 % of the sites 0.87 s, 60 % 1.22-1.25 s; saleor: full 3.3-3.8 s, re-linking 16 %
# 1.9 s (bench/results/history-excalidraw-2026-12-02.md, history-saleor-2026-12-02.md). On one process the
# re-link is always taken.
RELINK_SHARE = 1.0


def config_digests(root: str, configs: list[str]) -> dict[str, str]:
    """The content digest of every resolution config and of the files they make a resolver read (a tsconfig's
    "extends"), of the part its resolver reads (ModuleResolver.config_essence: a go.mod's module path and local
    replacements); a missing or unreadable one: "". A config whose resolvers read only where it is (Python's
    pyproject.toml: ModuleResolver.reads_config_contents): PRESENT (a dependency bump re-links nothing)."""
    inputs = set(configs)
    for c in configs:
        for factory in _config_readers(c):
            inputs.update(factory.config_inputs(root, c))
    out = {}
    for c in sorted(inputs):
        classes = _config_readers(c)
        if classes and not any(factory.reads_config_contents for factory in classes):
            out[c] = PRESENT
            continue
        try:
            with open(os.path.join(root, c), "rb") as fh:
                data = fh.read()
        except OSError:
            out[c] = ""
            continue
        if len(classes) == 1:   # the part its resolver reads (ModuleResolver.config_essence)
            data = classes[0].config_essence(data, c)
        out[c] = hashlib.blake2b(data, digest_size=16).hexdigest()
    return out


def _config_readers(config: str) -> list:
    """The resolver classes of the languages whose config files (LanguageSpec.config_files) `config` is one of."""
    name = config.rsplit("/", 1)[-1]
    return [resolver_class(spec) for spec in BY_NAME.values() if config_key(name, spec.config_files) is not None]


def _flags(deps) -> int:
    return (FLAG_CYCLE if CYCLE in deps else 0) | (FLAG_DEEP if DEEP in deps else 0) | \
        (FLAG_OUTSIDE if OUTSIDE in deps else 0)


def links_records(root: str, configs: list[str], tables: list[FileTable], link: LinkResult):
    """The `links` section: a header map, then one record per file (in `files` order):
    [dependency file ids as deltas from the previous id (ascending), flags (1 cycle, 2 depth limit, 4 a member of a
    class reaching outside the repository),
    [references, resolved, local, external, global, unknown]]."""
    ids = {t.path: i for i, t in enumerate(tables)}
    defs, deps = link.structural
    yield {"configs": config_digests(root, configs),
           "structural": [[ids[s[1]], s[2], ids[d[1]], d[2], line] for s, d, line in defs],
           "structural_deps": _deltas(ids, deps), "structural_flags": _flags(deps),
           "owner_deps": _deltas(ids, link.owner), "owner_flags": _flags(link.owner)}
    stored = link.stored
    linked = [link.files[t.path] for t in tables if t.path not in stored]
    records = iter(_file_records(ids, linked))
    for t in tables:
        record = stored.get(t.path)
        yield next(records) if record is None else record


def _file_records(ids: dict, links: list[FileLink]) -> list[list]:
    """`[_deltas(ids, f.deps), _flags(f.deps), list(f.counts)]` of each FileLink, the dependencies of all of them
    looked up, sorted and differenced at once with numpy (synth-1m: 2.1M dependencies of 9,218 files; per file in
    Python the section took 0.5 CPU-s of the write)."""
    if not links:
        return []
    n_ids = len(ids)
    sizes = np.fromiter(map(len, (f.deps for f in links)), dtype=np.int64, count=len(links))
    codes = dict(ids)
    codes[CYCLE], codes[DEEP], codes[OUTSIDE] = -2, -3, -4   # not paths; any other outside `ids`: -1, left out
    dep = np.fromiter(map(codes.get, chain.from_iterable(f.deps for f in links), repeat(-1)), dtype=np.int64,
                      count=int(sizes.sum()))
    owner = np.repeat(np.arange(len(links), dtype=np.int64), sizes)
    flags = np.zeros(len(links), dtype=np.int64)
    flags[owner[dep == -2]] |= FLAG_CYCLE
    flags[owner[dep == -3]] |= FLAG_DEEP
    flags[owner[dep == -4]] |= FLAG_OUTSIDE
    kept = dep >= 0
    key = owner[kept] * n_ids + dep[kept]
    key.sort()
    owner, dep = np.divmod(key, n_ids)
    deltas = dep.copy()
    same = np.flatnonzero(owner[1:] == owner[:-1]) + 1    # not a file's first: the step from the previous
    deltas[same] -= dep[same - 1]
    ends = np.cumsum(np.bincount(owner, minlength=len(links))).tolist()
    deltas, flags = deltas.tolist(), flags.tolist()
    out, at = [], 0
    for f, end, flag in zip(links, ends, flags, strict=True):
        out.append([deltas[at:end], flag, list(f.counts)])
        at = end
    return out


def _markers(flags: int) -> list[str]:
    return ([CYCLE] if flags & FLAG_CYCLE else []) + ([DEEP] if flags & FLAG_DEEP else []) + \
        ([OUTSIDE] if flags & FLAG_OUTSIDE else [])


def _deltas(ids: dict, deps) -> list[int]:
    found = [i for i in map(ids.get, deps) if i is not None]
    found.sort()
    return list(map(sub, found, [0, *found])) if found else found


def _undelta(deltas: list[int], paths: list[str]) -> list[str]:
    out, last = [], 0
    for d in deltas:
        last += d
        out.append(paths[last])
    return out


class _Base:
    """The base snapshot's link results, per file, in the shape Linker.link(reused=...) takes."""

    def __init__(self, base_tables: list[FileTable], records: list):
        paths = [t.path for t in base_tables]
        self.paths = paths
        header = records[0]
        self.configs = header["configs"]
        # what Linker.link(reused=...) reads of a file it does not link: its counts (its dependencies stay in
        # its stored record, which the `links` section keeps as it is)
        self.files: dict[str, FileLink] = {}
        self.flags: dict[str, int] = {}
        self.records: dict[str, list] = {}
        self._deps: dict[str, frozenset] = {}
        for p, record in zip(paths, records[1:], strict=True):
            _deltas_, flags, counts = record
            self.files[p] = FileLink((), tuple(counts))
            self.flags[p] = flags
            self.records[p] = record
        self._records = records[1:]
        self.structural = ([(("def", paths[s], si), ("def", paths[d], di), line)
                            for s, si, d, di, line in header["structural"]],
                           frozenset(_undelta(header["structural_deps"], paths) +
                                     _markers(header["structural_flags"])))
        self.structural_flags = header["structural_flags"]
        self.owner = frozenset(_undelta(header["owner_deps"], paths))
        self.owner_flags = header["owner_flags"]
        self.defined_names: set[str] | None = None   # every name defined in the new tree (incremental_link)
        self._ids = {p: i for i, p in enumerate(paths)}
        self._flat_deps: tuple[np.ndarray, np.ndarray] | None = None

    def deps(self, path: str) -> frozenset:
        """The files `path`'s resolution read in the base (and its CYCLE / DEEP markers)."""
        d = self._deps.get(path)
        if d is None:
            deltas, flags, _counts = self.records[path]
            d = self._deps[path] = frozenset(_undelta(deltas, self.paths) + _markers(flags))
        return d

    def _flat(self) -> tuple[np.ndarray, np.ndarray]:
        """(each recorded dependency's file id, the id of the file that recorded it), every file's in one pair of
        arrays (made once)."""
        if self._flat_deps is None:
            lens = np.fromiter((len(r[0]) for r in self._records), dtype=np.int64, count=len(self._records))
            flat = np.fromiter(chain.from_iterable(r[0] for r in self._records), dtype=np.int64,
                               count=int(lens.sum()))
            total = np.cumsum(flat)
            starts = np.cumsum(lens) - lens
            # a file's ids restart from 0: subtract the running sum of the files before it
            before = np.where(starts > 0, total[np.maximum(starts - 1, 0)], 0) if len(flat) else starts
            fid_ids = total - np.repeat(before, lens)
            if len(fid_ids) and (fid_ids.min() < 0 or fid_ids.max() >= len(self.paths)):
                raise ValueError("a dependency outside the files")
            self._flat_deps = (fid_ids, np.repeat(np.arange(len(self.paths)), lens))
        return self._flat_deps

    def readers(self, changed) -> list[str]:
        """The files (in path order) whose recorded dependencies include a file of `changed`: one numpy pass
        over every file's dependency ids, no set built per file."""
        ids = self._ids
        hit = np.zeros(len(self.paths), dtype=bool)
        hit[[ids[p] for p in changed if p in ids]] = True
        fid_ids, owner = self._flat()
        return [self.paths[i] for i in np.unique(owner[hit[fid_ids]]).tolist()]

    def deps_of(self, paths) -> set[str]:
        """The files the files of `paths` read (their recorded dependencies, markers aside), together."""
        ids = self._ids
        of = np.zeros(len(self.paths), dtype=bool)
        of[[ids[p] for p in paths if p in ids]] = True
        fid_ids, owner = self._flat()
        return {self.paths[i] for i in np.unique(fid_ids[of[owner]]).tolist()}

    def edges(self, path: str) -> tuple:
        return ()   # the base's edges and unresolved sites are merged after the link, by node id (merge.py)

    def unresolved(self, path: str) -> tuple:
        return ()


def _added_or_removed(t: FileTable) -> str | None:
    """Why adding or removing the file of table `t` can change lookups that neither name it nor read it (then
    the reduce runs in full), or None."""
    spec = BY_NAME[t.language]
    stem = t.path.rsplit("/", 1)[-1].split(".", 1)[0]
    if stem in spec.directory_module_stems:
        return f"{t.path} was added or removed: a module a directory resolves to"
    if not names_in(stem):   # `404.tsx`: a specifier naming it has no word the other files' strings can show
        return f"{t.path} was added or removed: its name has no word to search the other files for"
    if global_definitions(t, spec):
        return f"{t.path} was added or removed: it declares names every file sees (`declare global`, a script)"
    if augmentation_names(t):
        return f"{t.path} was added or removed: it augments a module (`declare module '..'`)"
    return None


def _structural_key(t: FileTable) -> tuple[tuple, frozenset]:
    """What the structural pass reads of a Go file: (its package and build constraint, its types and their members
    (identity, signature, type, exported, parent), its embeddings (`inherit` sites) and its imports; the names of
    its other top-level definitions: functions, variables, constants). Two versions with the same first part and
    the same names give the pass the same types, interfaces, method sets and shapes."""
    ids = identities(t)
    defs, names = [], set()
    for i, d in enumerate(t.definitions):
        if d.local:
            continue
        if d.parent == NO_PARENT and d.qualname == d.name and d.kind not in TYPE_KINDS:
            names.add(d.name)
            continue
        defs.append((ids[i], d.signature, d.type_text, d.exported, ids[d.parent] if d.parent != NO_PARENT else None))
    bases = tuple((r.kind, r.name, r.receiver, ids[r.scope] if r.scope != NO_PARENT else None)
                  for r in t.references if r.kind in ("inherit", "implement"))
    imports = tuple((i.module, i.name, i.alias, i.scope) for i in t.imports)
    return (t.package, t.constraint, tuple(defs), bases, imports), frozenset(names)


def _structural_unchanged(reads: set[str], old_by_path: dict, new_by_path: dict, base_tables: list[FileTable],
                          tokens) -> bool:
    """Whether the structural pass gives the base's result again, where `reads` are the changed files it reads:
    all Go, each with the same _structural_key but for functions, variables and constants that come or go, whose
    names no type or embedding can name unless a name is taken twice: neither a changed file's types nor an
    unchanged file's strings (files_naming) name them."""
    keys = {}
    for p in reads:
        if not BY_NAME[new_by_path[p].language].structural_interfaces:
            return False
        keys[p] = (old := _structural_key(old_by_path[p]), new := _structural_key(new_by_path[p]))
        if old[0] != new[0]:
            return False
    came = set().union(*(old[1] ^ new[1] for old, new in keys.values()))
    if not came:
        return True
    if not came.isdisjoint(set().union(*(_type_words(old_by_path[p]) | _type_words(new_by_path[p]) for p in reads))):
        return False
    named = came & tokens()
    if not named:
        return True
    source = next((t.definitions.source for t in base_tables if hasattr(t.definitions, "source")), None)
    if source is None:
        return False
    hits = np.flatnonzero(files_naming(source, named)).tolist()
    return all(base_tables[i].path in reads for i in hits)


def _type_words(t: FileTable) -> set[str]:
    """The words a Go file's types and embeddings name (their names, declared types, embedded names)."""
    out = set()
    for d in t.definitions:
        if not d.local and (d.kind in TYPE_KINDS or d.parent != NO_PARENT):
            out |= names_in(f"{d.name} {d.type_text or ''} {d.signature}")
    for r in t.references:
        if r.kind in ("inherit", "implement"):
            out |= names_in(f"{r.name} {r.receiver}")
    return out


def _renumbered_structural(structural: tuple, moves: dict[str, list[int]], new_by_path: dict) -> tuple:
    """The base's structural pass result for the new tree, where changed Go files kept their _structural_key:
    each definition at its new index, an edge's line (its type's) read from the new table."""
    def moved(key: tuple) -> tuple:
        at = moves.get(key[1])
        return key if at is None else ("def", key[1], at[key[2]])

    out = []
    for src, dst, line in structural[0]:
        if src[1] in moves:
            src = moved(src)
            line = new_by_path[src[1]].definitions[src[2]].start_line
        out.append((src, moved(dst), line))
    return out, structural[1]


def _structural_moved(before: list, after: list, relink: set[str], removed: set[str],
                      moves: dict[str, list[int]]) -> set[str]:
    """The files not in `relink` whose edges from the repository-wide pass differ between the base's result
    (`before`, its definitions renumbered for the new tree: `moves`, surface.definition_moves) and the new one
    (`after`); both lists of (source key, destination key, line)."""
    def moved(key: tuple):
        path, i = key[1], key[2]
        if path in removed:
            return None
        at = moves.get(path)
        return key if at is None else (("def", path, at[i]) if at[i] >= 0 else None)

    old: dict[str, set] = {}
    new: dict[str, set] = {}
    for src, dst, line in before:
        if src[1] not in relink and src[1] not in removed:
            old.setdefault(src[1], set()).add((src[2], moved(dst), line))
    for src, dst, line in after:
        if src[1] not in relink:
            new.setdefault(src[1], set()).add((src[2], dst, line))
    return {p for p in old.keys() | new.keys() if old.get(p) != new.get(p)}


def _constants(linker: Linker, moves: dict[str, list[int]], removed: set[str]) -> dict:
    """The repository's Ruby classes, modules and constants by their qualified names (Linker._constant's table), and
    the declarations of each class or module declared more than once (Linker._reopened), the definitions renumbered
    by `moves` (one that is gone: None, or left out)."""
    linker._constant("")
    out = {}
    for key, (_def, path, i) in linker._constants.items():
        at = moves.get(path)
        out[key] = None if path in removed or (at is not None and at[i] < 0) else (path, i if at is None else at[i])
    for key, places in linker._reopened.items():   # each declaration of a class or module (its members')
        if len(places) > 1:
            kept = []
            for path, i in places:
                at = moves.get(path)
                if path not in removed and (at is None or at[i] >= 0):
                    kept.append((path, i if at is None else at[i]))
            out["reopened:" + key] = sorted(kept)
    return out


def _requires(t: FileTable) -> list:
    """A Ruby file's requires (its star imports), as written."""
    return sorted(imp.module for imp in t.imports if imp.name == "*")


def _mixins(linker: Linker, moves: dict[str, list[int]], removed: set[str]) -> list:
    """The modules configuration blocks include into every test (Linker._configured_mixins), the definitions
    renumbered by `moves` (one that is gone: None)."""
    out = []
    for config, targets in linker._configured_mixins().items():
        for _def, path, i in targets:
            at = moves.get(path)
            out.append((config, None if path in removed or (at is not None and at[i] < 0) else
                        (path, i if at is None else at[i])))
    return out


def _implicit_stars(table) -> tuple:
    """What of a file's table gives other files imports (ModuleResolver.declares_implicit_stars, by its language's
    resolver: C#'s `global using`)."""
    return resolver_class(BY_NAME[table.language]).declares_implicit_stars(table)


def _test_functions(linker: Linker, moves: dict[str, list[int]], removed: set[str]) -> dict:
    """The top-level methods each test folder's specs see (Linker.test_functions), the definitions renumbered by
    `moves` (one that is gone: None)."""
    out = {}
    for folder, table in linker.test_functions().items():
        out[folder] = {name: [None if path in removed or ((at := moves.get(path)) is not None and at[i] < 0) else
                              (path, i if at is None else at[i]) for _def, path, i in targets]
                       for name, targets in table.items()}
    return out


def _namespace_types(linker: Linker, moves: dict[str, list[int]], removed: set[str]) -> dict:
    """The repository's namespaced types of included headers (Linker._namespace_type's table), and those only source
    files define (its fallback: a private implementation, each with the files its definer includes), the
    definitions renumbered by `moves` (one that is gone: None)."""
    linker._namespace_type("")

    def renumbered(found) -> tuple:
        return tuple(None if path in removed or ((at := moves.get(path)) is not None and at[i] < 0) else
                     (path, i if at is None else at[i]) for _def, path, i in found)
    out = {qualname: renumbered(found) for qualname, found in linker._namespace_types.items()}
    for qualname, found in linker._namespace_private.items():
        out["private:" + qualname] = (renumbered(found), tuple(
            tuple(linker._include_order(path, linker.resolvers[linker.family_of[path]])) for _def, path, _i in found))
    return out


def _c_tags(linker: Linker, moves: dict[str, list[int]], removed: set[str]) -> dict:
    """The repository's C tags a tag written with its keyword falls back on (Linker._tag's table: a tag's one
    definition, None where several define it), the definitions renumbered by `moves` (one that is gone: None)."""
    out = {}
    for name, found in linker.tag_definitions().items():
        if len(found) != 1:
            out[name] = None
            continue
        _def, path, i = found[0]
        at = moves.get(path)
        out[name] = None if path in removed or (at is not None and at[i] < 0) else (path, i if at is None else at[i])
    return out


def _c_includers(linker: Linker) -> dict[str, list[str]]:
    """Every C-family resolver's header -> its includers (Linker.includers)."""
    out: dict[str, list[str]] = {}
    for _family, resolver in sorted(linker.resolvers.items()):
        if getattr(resolver, "stars_last_first", False):
            out.update(linker.includers(resolver))
    return out


def _declares_outside(t) -> bool:
    """Whether the table declares members outside their type (_outside_owner) or extension methods (C#), which the
    owner index holds."""
    spec = BY_NAME[t.language]
    return any(_outside_owner(t, d) for d in t.definitions) or \
        bool(spec.extension_receiver and _extension_methods(t, spec))


def _owner_changes(before: Linker, after: Linker, moves: dict[str, list[int]],
                   removed: set[str]) -> tuple[set[str], set[str]]:
    """The owner index (Linker.owner_index) of the base's tree (`before`) against the new tree's (`after`), the
    base's definitions renumbered for the new tree (`moves`): (the files of the types whose members or bases
    declared outside them differ, the files of the out-of-line members whose owner differs)."""
    def moved(path: str, i: int):
        if path in removed:
            return None
        at = moves.get(path)
        return (path, i) if at is None else ((path, at[i]) if at[i] >= 0 else None)

    def target(t: tuple):
        m = moved(t[1], t[2])
        return m and ("def", *m)

    types: set[str] = set()     # a type or member gone from the new tree counts as a difference in its file
    members: set[str] = set()

    def renumbered(entries: dict, gone: set[str]) -> dict:
        out = {}
        for k, v in entries.items():
            m = moved(*k)
            if m is None:
                gone.add(k[0])
            else:
                out[m] = v
        return out

    def differ(old: dict, new: dict) -> set[str]:
        return {k[0] for k in old.keys() | new.keys() if old.get(k) != new.get(k)}

    def named(bases: dict) -> dict:
        return {k: sorted((p, r.name, r.receiver) for p, r in refs) for k, refs in bases.items()}

    index = {k: {n: target(t) for n, t in v.items()} for k, v in before._owner_index.items()}
    types |= differ(renumbered(index, types), after._owner_index)
    types |= differ(renumbered(named(before._outside_bases), types), named(after._outside_bases))
    owners = {m: moved(*o) for m, o in before._owner_of.items()}
    members |= differ(renumbered(owners, members), after._owner_of)
    extensions = {k: {n: target(t) for n, t in v.items()} for k, v in before._extension_index.items()}
    types |= differ(renumbered(extensions, types), after._extension_index)
    # (every same-named extension method of a type: a call's number of arguments picks among them)
    groups = {k: {n: tuple(target(t) for t in g) for n, g in v.items()}
              for k, v in before._extension_group_index.items()}
    types |= differ(renumbered(groups, types), after._extension_group_index)
    return types, members - removed


def _named_by_config(root: str, configs: list[str], paths: set[str]) -> tuple[str, str] | None:
    """(a resolution config, a path of `paths`) where the config's text names the file (without its extension,
    relative to the config's folder: a tsconfig `paths` alias `"@cfg": ["src/config/real.ts"]`, a package.json
    `main`): a specifier reaches such a file through the config, naming none of its words. None when none
    does."""
    for c in configs:
        if not any(factory.configs_name_paths for factory in _config_readers(c)):
            continue   # (a C# project file names no file a specifier reaches: an added `Version.cs` is no `<Version>`)
        folder = c.rpartition("/")[0]
        try:
            with open(os.path.join(root, c), encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        except OSError:
            continue
        for p in sorted(paths):
            rel = posixpath.relpath(p, folder or ".")   # `../shared/x.ts` from a package's own tsconfig too
            if rel.rsplit(".", 1)[0] in text:
                return c, p
    return None


def _dirs(path: str):
    """The folders `path` is in, innermost first ("a/b/c.py": "a/b", "a")."""
    while "/" in path:
        path = path.rsplit("/", 1)[0]
        yield path


def _family(t: FileTable) -> str:
    return BY_NAME[t.language].module_family


def _new_or_gone_words(base_tables: list[FileTable], tables: list[FileTable], added: set[str],
                       removed: set[str]) -> set[str]:
    """The words of the folders, and of the declared packages (Java, Kotlin, C# namespaces), that the added
    files make exist or the removed ones make vanish: an import of such a folder or package (`import a.b.C`,
    `import pkg.sub` of a namespace package, `using A.B`) resolves in the repository or outside it by that alone,
    naming neither the file nor its names."""
    def dirs(ts) -> set[str]:
        return {d for t in ts for d in _dirs(t.path)}

    def packages(ts) -> set[tuple[str, str]]:
        return {(_family(t), t.package) for t in ts if t.package}

    moved_dirs = dirs(base_tables) ^ dirs(tables)
    moved_packages = packages(base_tables) ^ packages(tables)
    words: set[str] = set()
    for t in chain((t for t in tables if t.path in added), (t for t in base_tables if t.path in removed)):
        for d in _dirs(t.path):
            if d in moved_dirs:
                words |= names_in(d.rsplit("/", 1)[-1])
        if t.package and (_family(t), t.package) in moved_packages:
            words |= names_in(t.package)
    return words


def _package_readers(base: _Base, base_tables: list[FileTable], came_or_went: list[FileTable]) -> set[str]:
    """The files whose recorded dependencies hold every file of the package of an added or removed file (the
    files of its family declaring its package, or, without one or where a package is a folder (Go), in its
    folder): those a lookup through the
    whole package made (Linker._package: Java's same-package classes, Go, PHP namespaces), whose dependencies
    now hold one file more or less, and whose lookups can find another file."""
    def key(t: FileTable) -> tuple:
        if t.package and not BY_NAME[t.language].packages_are_folders:
            return (_family(t), t.package)
        return (_family(t), None, t.path.rpartition("/")[0])

    keys = {key(t) for t in came_or_went}
    gone = {t.path for t in came_or_went}
    by_key: dict[tuple, list[int]] = {}
    for i, t in enumerate(base_tables):
        if t.path not in gone and (k := key(t)) in keys:
            by_key.setdefault(k, []).append(i)
    fid_ids, owner = base._flat()
    out: set[str] = set()
    for mates in by_key.values():
        if not mates:
            continue
        is_mate = np.zeros(len(base.paths), dtype=bool)
        is_mate[mates] = True
        hits = np.bincount(owner[is_mate[fid_ids]], minlength=len(base.paths))
        need = len(mates) - is_mate   # a file's own path is not among its dependencies (a package's only file:
        # nothing tells whether it read its package, so it is taken)
        out.update(base.paths[i] for i in np.flatnonzero((hits >= need) & ((need > 0) | is_mate)).tolist())
    return out - gone


def _module_children(base_paths: list[str], came_or_went: set[str]) -> set[str]:
    """The files under the folder named as an added or removed file (`src/core/child.rs` for `src/core.rs`,
    which declares `mod child;`): where they stand in the module tree, so what `crate::` and `super::` mean in
    them, hangs on that file."""
    prefixes = tuple(f"{p.rsplit('.', 1)[0]}/" for p in came_or_went if "." in p.rsplit("/", 1)[-1])
    return {p for p in base_paths if p.startswith(prefixes) and p not in came_or_went} if prefixes else set()


def _naming_words(t: FileTable, names: bool = True) -> set[str]:
    """The words a lookup that reaches an added file's records starts from: its path's last part, and (`names`)
    the names of its definitions outside functions and of its exports, where a name is seen without an import
    naming its file's module (LanguageSpec.names_only_through_imports)."""
    words = names_in(t.path.rsplit("/", 1)[-1])
    if names and not BY_NAME[t.language].names_only_through_imports:
        words.update(d.name for d in t.definitions if not d.local)
        words.update(e.alias for e in t.exports)
    return {w for w in words if _TOKEN.fullmatch(w)}


def files_naming(src, words: set[str]) -> np.ndarray:
    """Per file of a base (`snapshot.stored.StoredTables`), whether its table's strings that linking it, or a
    file that reads it, looks up (its sites' names and receivers, its locals' names and types, its definitions'
    declared types, its imports and exports) name one of `words`: a bool array, found on the stored string ids
    with numpy (decoding every table's sites and making their text took 2.3 CPU-s on saleor)."""
    strings = src.strings
    n = len(src.tables)
    out = np.zeros(n, dtype=bool)
    if not words or not n:
        return out
    find = re.compile("|".join(map(re.escape, sorted(words, key=len, reverse=True)))).search
    hit = np.zeros(len(strings) + 1, dtype=bool)   # the last: no string (SAME, a pointer, -1)
    for i, s in enumerate(strings):
        if find(s) is not None and not words.isdisjoint(names_in(s)):
            hit[i] = True
    if not hit.any():
        return out

    def mark(ids, owner) -> None:
        ids = np.asarray(ids, dtype=np.int64)
        ids = np.where((ids >= 0) & (ids < len(strings)), ids, len(strings))
        out[np.asarray(owner)[hit[ids]]] = True

    for is_locals, columns in ((False, (0, 2)), (True, (0, 3))):
        cols, counts = src.site_rows(is_locals, 0, n)
        owner = np.repeat(np.arange(n, dtype=np.int64), counts)
        for j in columns:
            mark(cols[j], owner)
    mark(src.definition_rows(0, src.def_start[-1])[14], np.repeat(np.arange(n, dtype=np.int64), np.diff(src.def_start)))
    files = src.files
    for cols, starts, columns in ((files.imports, files.import_start, (0, 1, 2)),
                                  (files.exports, files.export_start, (0, 1))):
        owner = np.repeat(np.arange(n, dtype=np.int64), np.diff(starts))
        for j in columns:
            mark(cols[j], owner)
    return out


def _self_receivers(language: str) -> frozenset[str]:
    """The receivers naming no definition of their own in `language` (`self`, `this`, `super`: the link's `unnamed`)."""
    spec = BY_NAME.get(language)
    return spec.self_names | spec.super_names if spec is not None else frozenset()


def _global_names(t: FileTable, spec) -> list[tuple[str, str]]:
    """The (name, kind) of each declaration every file sees (TypeScript `declare global {..}`, a script's top-level
    declarations: global_definitions) of a file, sorted."""
    return sorted((t.definitions[i].name, t.definitions[i].kind) for i in global_definitions(t, spec))


def _kept_records(base: _Base, new_paths: list[str], left: set[str]) -> dict[str, list]:
    """The base's `links` records of the files not in `left`, for the new tree: as stored when it has the same
    files, else with their dependencies' file ids renumbered (Mismatch for one on a file that is gone)."""
    if base.paths == new_paths:
        return {p: r for p, r in base.records.items() if p not in left}
    new_id = {p: i for i, p in enumerate(new_paths)}
    ids = np.fromiter((new_id.get(p, -1) for p in base.paths), dtype=np.int64, count=len(base.paths))
    out = {}
    for p, record in base.records.items():
        if p in left:
            continue
        deltas, flags, counts = record
        if deltas:
            deps = ids[np.cumsum(np.asarray(deltas, dtype=np.int64))]
            if deps.min() < 0:
                raise Mismatch(f"{p} read a file that is gone")
            deltas = np.diff(deps, prepend=0).tolist()
        out[p] = [deltas, flags, counts]
    return out


def _readers_to_relink(changed: set[str], old_by_path: dict, new_by_path: dict, base: _Base, tokens,
                       stats: dict) -> set[str]:
    """The unchanged files whose link can differ: those whose resolution read a changed file (their recorded
    dependencies) and either read one whose global part changed, or can look up a name whose records changed
    in it (surface.py): a name in their own reference sites or in the lookup text of a file they read.
    `tokens()`: the words of the base's strings section, which holds every string of an unchanged file's table:
    a changed name that occurs in none of them is looked up by no unchanged file, and is only searched for in
    the changed files (a name a change adds is new to the repository more often than not). A changed record of a
    type the runtime has an ambient value of (TypeScript's Window, a `declare global` interface) counts under
    that value's name too (`window`), which a reading file's text names instead."""
    names: set[str] = set()
    whole: set[str] = set()             # changed files whose every reader is linked again
    unchanged_part: dict[str, set[str]] = {}
    for p in changed:
        old, new = surface(old_by_path[p]), surface(new_by_path[p])   # each version's once, for both uses
        diff = changed_names(old, new)
        if diff is None:
            whole.add(p)
            continue
        diff |= {v for v, type_name in BY_NAME[new_by_path[p].language].global_values.items() if type_name in diff}
        names |= diff
        unchanged_part[p] = names_in(surface_text(old, diff) + " " + surface_text(new, diff))
    # files whose lookup text names a changed name (of any changed file); changed files: their unchanged part
    mentioning = {p for p, words in unchanged_part.items() if not names.isdisjoint(words)}
    readers = [p for p in base.readers(changed) if p not in changed and p in new_by_path]   # not a removed one
    stats["readers"] = len(readers)
    # a reader whose dependencies include a file of a set: one numpy pass over every file's (not a set per file)
    out = set(base.readers(whole)).intersection(readers) if whole else set()
    if not names:
        return out
    known = names & tokens()     # changed names an unchanged file can name at all
    rest = [p for p in readers if p not in out]
    if known:
        for q in base.deps_of(rest).union(rest):
            t = new_by_path.get(q)
            if t is not None and q not in changed and not known.isdisjoint(names_in(lookup_text(t))):
                mentioning.add(q)
    reading = set(base.readers(mentioning)) if mentioning else set()
    for p in rest:
        if p in mentioning or p in reading or \
                (known and not known.isdisjoint(names_in(references_text(new_by_path[p])))):
            out.add(p)
    return out


def incremental_link(root: str, tables: list[FileTable], configs: list[str], snap, base_tables: list[FileTable],
                     changed: set[str], stats: dict, processes: int = 1) -> LinkResult | None:
    """The link of `tables` re-linking only what the changes can reach, or None (with stats["reduce"] saying
    why) when the reduce must run in full, or when the full reduce, on `processes` processes, would cost less.
    `changed`: paths whose table was not taken from the base."""
    def full(reason: str) -> None:
        stats["reduce"] = f"full: {reason}"
        return None

    if "links" not in snap.section_names:
        return full("the base has no link dependencies (written before they were recorded)")
    base_paths = [t.path for t in base_tables]
    new_paths = [t.path for t in tables]
    added: set[str] = set()
    removed: set[str] = set()
    if not tables:
        return full("no files left")
    if base_paths != new_paths:   # a renamed file: removed at its old path, added at its new one
        added, removed = set(new_paths).difference(base_paths), set(base_paths).difference(new_paths)
        for t in chain((t for t in tables if t.path in added), (t for t in base_tables if t.path in removed)):
            why = _added_or_removed(t)
            if why is not None:
                return full(why)
        named = _named_by_config(root, configs, added | removed)
        if named is not None:
            return full(f"{named[1]} was added or removed: {named[0]} names it (an alias or entry point)")
    changed = changed & set(base_paths) & set(new_paths)   # modified; a file mapped but skipped (no table): neither
    records = snap._records("links")
    try:
        base = _Base(base_tables, records)
    except (KeyError, TypeError, ValueError, IndexError):
        return full("the base's links section is malformed")
    current = config_digests(root, configs)
    if current != base.configs:
        moved = sorted(set(current) ^ set(base.configs)) or \
            sorted(c for c in current if current[c] != base.configs[c])
        return full(f"a file that steers resolution changed ({moved[0]})")
    new_by_path = {t.path: t for t in tables}
    old_by_path = dict(zip(base_paths, base_tables))
    for p in sorted(changed):
        old, new = old_by_path[p], new_by_path[p]
        if (old.package, old.constraint) != (new.package, new.constraint):
            return full(f"{p} declares another package or build constraint (the resolvers place files by them)")
        if _implicit_stars(old) != _implicit_stars(new):
            return full(f"{p} changes the imports other files have (C#'s `global using`)")
        spec_old, spec_new = BY_NAME[old.language], BY_NAME[new.language]
        if global_definitions(old, spec_old) or global_definitions(new, spec_new):
            # Declarations every file sees (`declare global`) are found by a name no scope binds (a lookup that
            # finds none reads no file), or through an ambient value (`window.h`: Window). With the same names
            # declared, a lookup finds one where it did before and reads the file it is in, so the readers of
            # the file are those to look at, as for any change (_readers_to_relink).
            if _global_names(old, spec_old) != _global_names(new, spec_new):
                return full(f"{p} changes the names every file sees (`declare global`, a script)")
        if augmentation_names(old) != augmentation_names(new):
            # what an augmentation merges with is known before any file is linked (Linker._merge_augmentations)
            return full(f"{p} changes the declarations it adds to a module (`declare module '..'`)")
    for p in sorted(added | removed):
        if _implicit_stars(new_by_path[p] if p in added else old_by_path[p]):
            return full(f"{p} {'comes' if p in added else 'goes'} with imports other files have (C#'s `global using`)")
    nesting = {t.language for t in chain((new_by_path[p] for p in added), (old_by_path[p] for p in removed))
               if resolver_class(BY_NAME[t.language]).packages_nest}
    for language in sorted(nesting):
        # C#: code in namespace A.B.C looks names up in A.B and A (NamespaceResolver.outer_packages), those that
        # have files: a namespace that comes or goes with namespaces in it changes what their files read
        before = {t.package for t in base_tables if t.language == language}
        after = {t.package for t in tables if t.language == language}
        if any(not ns or other.startswith(ns + ".") for ns in before ^ after for other in before | after
               if other != ns):
            return full("a namespace came or went around others (C# looks names up in the namespaces around "
                        "a file's)")
    if any(f & FLAG_DEEP for f in base.flags.values()) or base.structural_flags:
        return full("the base met a depth limit or a cycle in a result that every file may share")
    # The repository-wide pass (structural: Go's implicit interfaces, impls outside their type's file) runs again
    # when a file it read changed or went, or a file of a language it reads came or went: after the files, as in
    # a full link; its edges from a file that is not linked again are compared with the base's (_structural_moved)
    structural = base.structural
    recompute = bool(structural[1] & (changed | removed)) or any(
        BY_NAME[t.language].structural_interfaces   # (the pass lists their types and interfaces without reading)
        for t in chain((new_by_path[p] for p in changed | added), (old_by_path[p] for p in changed | removed)))
    moves = {p: definition_moves(old_by_path[p], new_by_path[p]) for p in changed}
    # The owner index is built before any file, from an empty memo, in a partial link as in a full one: what it
    # met (a cycle guard too) is the same while no file it read changed; a depth limit depends on the stack.
    # When a file it read changed or went, a file came or went, or a changed file declares members outside their
    # type, it is built for both trees and compared (_owner_changes): the types whose entries differ are linked
    # again with their readers, and so are the files whose out-of-line members' owner differs.
    if base.owner_flags & FLAG_DEEP:
        return full("the owner index (members declared outside their type) met a depth limit in the base")
    linker = before = None
    owner_files: set[str] = set()
    if base.owner & (changed | removed) or added or removed or any(
            _declares_outside(t) for t in chain((old_by_path[p] for p in changed), (new_by_path[p] for p in changed))):
        # (a file that comes or goes can be where an owner resolves, through a module that did not exist: the
        # index is compared then too)
        linker = Linker(root, tables, configs)
        linker.owner_index()
        if DEEP in linker._owner_deps:
            return full("the owner index (members declared outside their type) met a depth limit")
        before = Linker(root, base_tables, configs)
        before.owner_index()
        owner_files, owned = _owner_changes(before, linker, moves, removed)
        stats["owner_changed"] = len(owner_files)
        recompute = recompute or bool(owner_files)
    # the languages of the files that changed, went or came: the checks below of tables every file's lookups share
    touched = [BY_NAME[language] for language in sorted(
        {old_by_path[p].language for p in changed | removed} | {new_by_path[p].language for p in changed | added})]

    def both() -> tuple[Linker, Linker]:
        """The base's tree's linker and the new tree's (made once, shared with the owner index's)."""
        nonlocal linker, before
        linker = linker or Linker(root, tables, configs)
        before = before or Linker(root, base_tables, configs)
        return before, linker

    if any(spec.open_namespaces for spec in touched):
        # C++: a namespaced type is looked up in every header some file includes (Linker._namespace_type); a
        # lookup that finds none reads no file, so a change to that table takes the full reduce
        before, linker = both()
        if _namespace_types(before, moves, removed) != _namespace_types(linker, {}, set()):
            return full("the namespaced types of the included headers changed (C++ looks them up in every header)")
    if any(spec.tag_keywords for spec in touched):
        # C: `struct inst` where no tag of that name is in view is the one the repository defines (Linker._tag); a
        # lookup that finds none reads no file, so a change to that table takes the full reduce
        before, linker = both()
        if _c_tags(before, moves, removed) != _c_tags(linker, {}, set()):
            return full("the struct, union and enum tags the repository defines changed (C looks them up everywhere)")
    if any(spec.family == "c" for spec in touched):
        # C: a name a header neither declares nor includes is what its includers have in view
        # (Linker._through_includers, the first few of them): a file that comes, goes or changes its #include lines
        # can change who those are without any reader of the header reading it
        before, linker = both()
        if _c_includers(before) != _c_includers(linker):
            return full("the files including a C or C++ header changed (a header is read in its includers' view)")
    if any(spec.global_constants for spec in touched):
        # Ruby: `Base` in `module RuboCop; module Cop`, `Acme::Thing`, are looked up among every file's classes,
        # modules and constants by their qualified names (Linker._constant); a lookup that finds none reads no file,
        # so a change to that table takes the full reduce
        before, linker = both()
        if _constants(before, moves, removed) != _constants(linker, {}, set()):
            return full("the classes, modules or constants declared changed (Ruby looks them up in every file)")
    if any(spec.configured_mixins for spec in touched):
        # Ruby: `config.include CopHelper` in an RSpec.configure block gives the specs that see the block through
        # their requires CopHelper's methods (Linker._configured_mixins, _mixins_of); a bare name none has reads no
        # file, so a change to the list, to a file declaring one of its modules, or (where there is a list) to a
        # file's requires takes the full reduce
        before, linker = both()
        mixins = [target for targets in before._configured_mixins().values() for target in targets]
        if _mixins(before, moves, removed) != _mixins(linker, {}, set()) or \
                any(path in changed | removed for _def, path, _i in mixins):
            return full("the modules an RSpec configuration block includes changed (every spec sees their methods)")
        if mixins and any(_requires(old_by_path[p]) != _requires(new_by_path[p]) for p in changed):
            return full("a Ruby file's requires changed (which RSpec configuration blocks a spec sees)")
        # the top-level methods of a test folder's helpers and support/ files, every spec's (Linker._helper_functions)
        if _test_functions(before, moves, removed) != _test_functions(linker, {}, set()):
            return full("the top-level methods of the test helpers changed (every spec sees them)")
    words: list[set[str]] = []

    def tokens() -> set[str]:
        """The words of the base's strings: every name or receiver an unchanged file's table holds is one of
        them, or holds them (a name that is not one is never looked up by an unchanged file)."""
        if not words:
            words.append(words_of(snap.strings))
        return words[0]

    if recompute and not owner_files and not added and not removed:
        # Go files edited in their bodies, or given functions (most commits): the pass's inputs are the types and
        # members each changed file declares, its embeddings and its imports (_structural_key); the same, the
        # base's result stands, its definitions renumbered and its lines (a type's) read again
        reads = {p for p in changed if p in structural[1] or BY_NAME[new_by_path[p].language].structural_interfaces}
        if _structural_unchanged(reads, old_by_path, new_by_path, base_tables, tokens):
            structural = _renumbered_structural(structural, moves, new_by_path)
            recompute = False
            stats["structural_kept"] = True
    # names whose "defined somewhere in the repository" status flips (global vs unknown unresolved sites)
    old_names = {d.name for p in changed | removed for d in old_by_path[p].definitions}
    new_names = {d.name for p in changed | added for d in new_by_path[p].definitions}
    # every name defined in the new tree (the link's and the merge's "defined anywhere"), collected once
    kept_names = definition_name_set([t.definitions for t in tables if t.path not in changed and t.path not in added])
    flipped = (old_names ^ new_names) - kept_names
    defined = kept_names | new_names
    relink = changed | added
    if removed:   # what read a removed file
        relink.update(p for p in base.readers(removed) if p not in removed)
    relink |= _readers_to_relink(changed, old_by_path, new_by_path, base, tokens, stats)
    if owner_files:   # the types whose members or bases outside them differ, what read them, the members' files
        relink |= owned | {p for p in owner_files if p in new_by_path}
        relink.update(p for p in base.readers(owner_files) if p not in removed)
    if added or removed:
        # A lookup reaches an added file's records by naming it (a specifier, a module path) or one of its names
        # (a package's or namespace's class, a star import's name): the files whose strings name one, and the
        # files that read those (a declared type naming it, read by another file's lookup). A removed file's
        # readers are linked again; so are the files naming it, which can have found the module by its path
        # without reading its table (Python's `pkg.sub`).
        words_added = set().union(*(_naming_words(new_by_path[p]) for p in added),
                                  *(_naming_words(old_by_path[p], False) for p in removed))
        words_added |= _new_or_gone_words(base_tables, tables, added, removed)
        words_added &= tokens() if words_added else words_added
        relink |= _package_readers(base, base_tables, [new_by_path[p] for p in added] +
                                   [old_by_path[p] for p in removed])
        relink |= _module_children(base_paths, added | removed)
        source = next((t.definitions.source for t in base_tables if hasattr(t.definitions, "source")), None)
        if words_added and source is None:
            return full("the base's tables cannot be searched for the names of the added files")
        if words_added:
            naming = {base_paths[i] for i in np.flatnonzero(files_naming(source, words_added)).tolist()}
            naming -= removed
            stats["naming_added_or_removed"] = len(naming)
            relink |= naming
            relink.update(p for p in base.readers(naming) if p not in removed)
    corrections: dict[tuple[int, int], str | None] = {}   # see merge.merge
    if flipped and (not flipped.isdisjoint(tokens()) or not all(map(_TOKEN.fullmatch, flipped))):
        # some unchanged file's site may name a flipped name (else none can: no need to read their sites)
        fids, idxs, reasons = snap.unresolved_sites
        unknown, external = UNRESOLVED_REASONS.index("unknown"), UNRESOLVED_REASONS.index("external")
        named: list[tuple[int, int, str]] = []
        skip = -1
        for f, i, reason in zip(fids, idxs, reasons):
            p = base_paths[f]
            if f == skip or p in relink or p in removed:
                continue
            r = old_by_path[p].references[i]
            name = r.receiver.split(".", 1)[0] if r.receiver else r.name
            if name in flipped or ((reason == unknown or reason == external) and r.name in flipped and
                                   r.receiver and (r.receiver in _self_receivers(old_by_path[p].language) or
                                                   base.flags.get(p, 0) & FLAG_OUTSIDE)):
                # (`self.assertTrue(..)` in a class reaching outside the repository, `Carbon::now()` of a class
                # extending an outside one (the file's OUTSIDE marker), are "external" only while the repository
                # defines nothing of the name: the link decides it again)
                relink.add(p)
                skip = f
            elif reason == unknown and r.name in flipped:
                named.append((f, i, r.name))
        defined_now = flipped & new_names
        corrections = {(f, i): (name if name in defined_now else None)
                       for f, i, name in named if base_paths[f] not in relink}
    # A result that met a cycle guard depends on the memo entries that files linked before it left (what was in
    # progress when they were made). Those entries are made only by files that meet a guard (reduce/parallel.py
    # relies on the same), so when a file to re-link met one in the base, every file that met one is linked
    # again, in path order: the memo then holds what the full link's held when each is linked.
    relink -= removed
    cyclic = {p for p, flags in base.flags.items() if flags & FLAG_CYCLE and p not in removed}
    total = sum(len(t.references) for t in tables)
    base.defined_names = defined
    base.structural = None if recompute else structural

    def link(relink: set[str], linker: Linker | None = None) -> LinkResult | None:
        if not relink.isdisjoint(cyclic):
            stats["relinked_cycle"] = len(cyclic - relink)
            relink |= cyclic
        sites = sum(len(new_by_path[p].references) for p in relink)
        stats["relinked_sites"] = round(sites / max(total, 1), 4)   # the share of the reference sites
        if sites * processes > RELINK_SHARE * total:
            return full(f"re-linking {len(relink)} files ({sites / max(total, 1):.0%} of the reference sites) "
                        f"costs more than linking all on {processes} process{'es' if processes > 1 else ''}")
        linker = linker or Linker(root, tables, configs)
        result = linker.link(only=relink, reused=base)
        if moved := sorted(linker.augmentation_reads & changed):
            # (a file on the way from an augmented module to the declaration it exports: the merge may have moved,
            # which no reader of either declaration read)
            return full(f"{moved[0]} is read by what a module augmentation merges with")
        for p in sorted(relink):
            deps = result.files[p].deps
            if DEEP in deps:
                return full(f"{p} met a depth limit")
            if CYCLE in deps and p not in cyclic:
                return full(f"{p} met a cycle guard it did not meet in the base")
        return result

    result = link(relink, linker)
    if result is None:
        return None
    if recompute:
        if CYCLE in result.structural[1] or DEEP in result.structural[1]:
            return full("the repository-wide pass (implicit interfaces) met a cycle guard or a depth limit")
        # a file not linked again keeps the base's edges, the pass's among them: where the pass now gives
        # its types other edges, the file is linked again (the pass's result taken as it is, not run a third time)
        stale = _structural_moved(structural[0], result.structural[0], relink, removed, moves)
        if stale:
            stats["relinked_structural"] = len(stale)
            relink |= stale
            corrections = {k: v for k, v in corrections.items() if base_paths[k[0]] not in relink}
            base.structural = result.structural
            result = link(relink)
            if result is None:
                return None
    try:
        rows, externals, sites, edge_counts, prov_counts = merge(snap, base_tables, tables, relink, result,
                                                                 corrections, defined, moves)
    except (Mismatch, ValueError, IndexError) as exc:
        return full(f"the base's edges do not fit the new tree ({exc})")
    # a file not linked again keeps its stored record, its dependencies renumbered when files came or went
    try:
        stored = _kept_records(base, new_paths, relink | removed)
    except Mismatch as exc:
        return full(f"the base's link records do not fit the new tree ({exc})")
    result = result._replace(edges=rows, unresolved=sites, externals=externals,
                             counts={**result.counts, "edges": edge_counts, "provenance": prov_counts},
                             stored=stored)
    stats["reduce"] = "incremental"
    stats["relinked"] = len(relink)
    stats["link_reused"] = len(tables) - len(relink)
    return result

