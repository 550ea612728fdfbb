"""Reduce: resolve imports across the repository and link every reference site to its definition.

Name lookup order for a bare name, innermost first (each step shadows the next):
  1. the enclosing function scopes: parameters, local variables, nested definitions, imports inside them
  2. the class body, only for a reference written directly in it (class names are not visible in methods)
  3. the module: its definitions, then its imports, then names brought in by star imports
A receiver expression (`a.b().c`) is resolved left to right: `self`/`this` is an instance of the enclosing
class, `super()` its bases; a module gives its exports; a class gives its members along the inheritance
chain; a typed variable, parameter or attribute gives an instance of its declared or constructed type;
a call gives its class's instance or its function's return annotation.
A type's members include those declared outside it in any file (the owner index: Rust `impl T` in another
module, C++ `void T::f() {}` in a .cpp; Go methods by package), and inside such a member `self`/`this` and
(C++) the members in scope are its owner's.
Import and re-export chains are followed to the original definition (cycles end in "unresolved").
What cannot be resolved is kept as an unresolved site with its name and receiver text.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import cache, lru_cache
from operator import itemgetter
from typing import NamedTuple

from ..brackets import balanced, closing, split_top
from ..languages import BY_NAME
from ..languages.spec import config_key
from ..map.extract import RECEIVER_HEAD, VALUE_KINDS, call_open
from ..map.table import BOUND_AT, NO_PARENT, SCRIPT_FORM, FileTable, declared_together, import_layout
from .modules import Binding, ModuleResolver, resolver_class

# Edge kinds by the reference kind that produced them.
EDGE_KIND = {"call": "calls", "new": "calls", "decorator": "calls", "inherit": "inherits",
             "implement": "implements", "type": "references", "read": "references", "argument": "references"}
CLASS_KINDS = frozenset({"class", "interface"})
_TAG_KINDS = frozenset({"class", "interface", "enum"})   # C/C++ types complete wherever their unit defines them
TYPE_KINDS = frozenset({"class", "interface", "enum", "type"})
FUNCTION_KINDS = frozenset({"function", "method"})
_INSTANCE_KINDS = CLASS_KINDS | {"enum"}   # what `this` can be an instance of where enums are classes
_VALUE_KINDS = frozenset({"variable", "constant", "function"})   # what a name in a type never is (types_skip_values)
_ALIAS_KINDS = frozenset({"type"})   # what `self` can be an instance of where aliases have members
_LITERAL_HOLDERS = FUNCTION_KINDS | {"variable"}   # LanguageSpec.variable_literals
# the kinds of Local that bind their name in their scope (an attribute is a member of its class; a narrowed local
# says what type a checked expression has at one site)
BINDING_LOCALS = frozenset({"parameter", "variable"})
BINDING_KINDS = tuple(sorted(BINDING_LOCALS))
# Values typed through other values (`x2 = x1`, `self.a = b`) are followed this many steps: real code chains a
# few; a generated file can chain thousands, past the Python stack.
MAX_INSTANCE_DEPTH = 48
# A memo entry being computed (a cycle guard): a lookup that meets one gets None (resolve_expr: _NOTHING).
# A computed entry is (result, what its computation collected (Linker._dcur) or None).
_INPROG = object()
# a script's top-level definitions that are not global: an ambient module (`declare module "x"`)
_NOT_GLOBAL_HEADS = frozenset({'"', "'"})
_NOTHING = (None, False)
_EMPTY: dict = {}   # never written to
_MODULE_EXPORTS = "module.exports"   # CommonJS's exported object, read in its module (_resolve_expr)
_NO_SCOPES: frozenset = frozenset()
_NO_DEPS: frozenset = frozenset()   # what a computation has collected when it starts (Linker._dcur)
# Dependency markers (see Linker.deps): a result that met a cycle guard, or a depth limit (MAX_INSTANCE_DEPTH,
# the Python stack), can depend on the order files are linked in.
CYCLE = "\0cycle"
DEEP = "\0deep"
# A file's marker (in FileLink.deps, as CYCLE and DEEP): one of its unresolved sites is a member of a class whose
# hierarchy reaches outside the repository, "external" or "unknown" as the repository defines the name or not
# (incremental/relink.py links the file again when such a name starts or stops being defined)
OUTSIDE = "\0outside"
# C: _through_includers asks this many of a header's includers, and their includers, up to this many levels
INCLUDERS_ASKED = 8
INCLUDER_LEVELS = 3
PKG = "\0pkg:"                         # + a package key: every file of that package
# type texts of a binding typed by its value (the map's `x = f()`, `x = y.z`, `for x in xs`, ...)
MAX_MRO_DEPTH = 64   # a class hierarchy deeper than this is read depth first (no C3 order)
_INDEX = re.compile(r"-?\d+")   # an integer literal subscript: `t[0]`, `t[-1]`
_LEADING_NAME = re.compile(r"[A-Za-z_$][\w$]*")   # the first name of a receiver's text
_FUNCTION_TYPE_MODIFIERS = re.compile(r"^(?:(?:@[\w.]+(?:\([^()]*\))?|suspend)\s+)+")   # `@Composable M.() -> Unit`
_CALLED_HEAD = re.compile(r"([A-Za-z_]\w*[?!]?)\s*(?:\(.*\)|\{.*\})$", re.S)   # `expect(page)`, `expect { x }`
_PARAMETER_NAME = re.compile(r"^\s*[A-Za-z_]\w*\s*:(?!:)")   # `cities: Cities` in a function type's parameters
_TYPE_PARAMETERS_OPEN = re.compile(r".*?\b(?:fun\s*|(?:typealias|class|interface)\s+\w+\s*)<")
_TYPE_PARAMETER = re.compile(r"(\w+)\s*$")   # `reified T` -> T
_TEMPLATE_HEAD = re.compile(r"template\s*<")   # C++'s `template <typename T>` (_declared_parameters)
# a member's extension receiver (`fun <T> Expression<T>.eq(t: T)`: group 1 the receiver type, group 2 the name)
_MEMBER_EXTENSION = re.compile(r"\bfun\s+(?:<(?:[^<>]|<[^<>]*>)*>\s*)?(.+?)\.(`?\w+`?)\s*\(")
_LITERAL_TEXT = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')   # a string or char literal
_ATTRIBUTES = re.compile(r"^(?:\[[^\]]*\]\s*)+")   # a parameter's attributes (`[NotNull] this T x`)
# a number literal (`0xff`, `1L`, `1_000`, `0.5f`, `0b101u`)
_NUMBER_LITERAL = re.compile(r"(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)[uUlLfF]*")
_WHERE = re.compile(r"\bwhere\s")   # `fun <T> T.f() where T : Table, K : Any`: its bounds
_WHERE_BOUND = re.compile(r"(?:\s*,)?\s*(\w+)\s*:\s*([\w.]+(?:<[^<>{}=]*>)?)")
_NEW_INSTANCE = re.compile(r"new\s+[\w.$\\]+\s*(\(.*\))?\s*", re.S)   # `new Builder($q)`, `new Foo`
_TYPE_HEAD = re.compile(r"[\w.]*")   # a type text's name, before its arguments (`List<Repo>`: List)
_VALUE_TYPES = ("call:", "await:", "expr:", "elem:", "val:", "key:", "copy:", "new:", "item:", "nar:", "enter:", "gen:",
                "ret:", "sent:", "lib:", "shp:", "rest:",
                "yield:", "alts:")
_GENERIC_HEAD = re.compile(r"([A-Za-z_][\w.]*)\[.*\]$", re.S)   # `DOMQuery[Q]`: DOMQuery
# a dotted name whose last part is capitalised, after underscores (`_DataTable`): a class, as the map's
# class_bound_results reads one and as a dependency-injection get's argument is read (`$` of TypeScript names too)
_CLASS_NAME = re.compile(r"(?:[\w$]+\.)*_*[A-Z][\w$]*")
_NAME = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")


# Definitions whose object or type literal's properties the map nests under them (TypeScript `const o: {a: A}`,
# `type T = {a: A}`, `h: {a: A}`): those properties are no names in scope there
_NESTING_HOLDERS = frozenset({"variable", "type", "property"})


class Edge(NamedTuple):
    src: tuple          # ("file", path) or ("def", path, index)
    dst: tuple          # ("def", path, index), ("file", path) or ("ext", module)
    kind: str           # contains imports calls references inherits implements
    provenance: str     # scope (lexical scope and imports), inferred (receiver types), heuristic (name match)
    line: int


class Unresolved(NamedTuple):
    path: str
    index: int          # the reference site: FileTable.references[index]
    reason: str         # external (a package outside the repo), global (no repo definition has the name), unknown


COUNT_NAMES = ("references", "resolved", "local", "external", "global", "unknown")


class FileLink(NamedTuple):
    """What linking one file consulted and counted (kept in the snapshot's `links` section for --base)."""
    deps: tuple          # other files whose tables its resolution read, plus CYCLE / DEEP markers (in no
                         # order; a tuple: a quarter of a frozenset's memory, 93 -> 24 MB on synth-1m)
    counts: tuple        # (references, resolved, local, external, global, unknown)


class LinkResult(NamedTuple):
    edges: list          # [(src, dst, kind, provenance, count, first_line)] sorted
    unresolved: list     # [Unresolved]
    externals: list      # sorted module names referenced as ("ext", name)
    counts: dict
    files: dict = {}     # path -> FileLink
    structural: tuple = ((), frozenset())   # (the implements edges of _structural_implements
                                            #  as [(src, dst, line)] in the order added, their FileLink deps)
    owner: frozenset = frozenset()          # what building the owner index read (FileLink deps)
    stored: dict = {}    # path -> its `links` record as stored in the base, for a file whose link was taken from it


def _shared_folders(folders: list[str], path: str) -> int:
    """How many leading folders `path` shares with `folders` (a file's folders, outermost first)."""
    n = 0
    for a, b in zip(folders, path.split("/")[:-1]):
        if a != b:
            break
        n += 1
    return n


def _declarator_namespaces(defs: list, d) -> list[str]:
    """C++: the scopes a function's qualified declarator names beyond the namespaces and classes around it
    (`void ImGui::SameLine() {..}` at the top level: ImGui; `void A::C::m()`: A.C, then A), innermost first: a name
    in the body is looked up in them after the function's own scopes (and, in a method, its class's members), as
    the compiler does; imgui.cpp's `GetCurrentWindow()` in `ImGui::BeginChild` is imgui_internal.h's
    `namespace ImGui { inline ImGuiWindow* GetCurrentWindow() }`."""
    qualifier = d.qualname.rpartition(".")[0]
    around = defs[d.parent].qualname if d.parent != NO_PARENT else ""
    out = []
    while qualifier and qualifier != around and len(qualifier) > len(around):
        out.append(qualifier)
        qualifier = qualifier.rpartition(".")[0]
    return out


def _outer_namespaces(defs: list, i: int) -> list[str]:
    """The qualnames of the namespaces a C++ namespace's qualname names beyond the namespaces around it, innermost
    first: `pugi.impl` written `namespace impl{` at the file's level (a namespace macro whose outer namespaces did not
    fit: languages/c/repository.namespace_signatures) is in `pugi`."""
    d = defs[i]
    base = defs[d.parent].qualname if d.parent != NO_PARENT else ""
    inner = d.qualname[len(base) + 1 if base else 0:]
    parts = inner.split(".")[:-1] if inner.endswith(d.name) else []
    return [".".join(([base] if base else []) + parts[:k]) for k in range(len(parts), 0, -1)]


def _namespace_qualnames(defs: list, i: int) -> list[str]:
    """The qualnames a C++ namespace's names are found under: its own, and its parent's where it is an inline
    namespace (`namespace fmt { inline namespace v12 {`: `fmt::format_to` is fmt::v12::format_to), on up; an inline
    namespace at the file's level whose qualname names outer namespaces (a namespace macro's that did not fit,
    nlohmann's NLOHMANN_JSON_NAMESPACE_BEGIN written `namespace json_abi_v3_11_3{` in `nlohmann`) is theirs too."""
    d = defs[i]
    names = [d.qualname]
    while d.signature.startswith("inline ") and d.parent != NO_PARENT and defs[d.parent].kind == "module":
        d = defs[d.parent]
        names.append(d.qualname)
    if d.signature.startswith("inline ") and d.parent == NO_PARENT and "." in d.qualname:
        names.append(d.qualname.rpartition(".")[0])
    return names


class Linker:
    def __init__(self, root: str, tables: list[FileTable], configs: list[str]) -> None:
        self.tables: dict[str, FileTable] = {t.path: t for t in tables}
        self._specs = {t.path: BY_NAME[t.language] for t in tables}   # path -> its LanguageSpec (spec_of)
        self.resolvers: dict[str, ModuleResolver] = {}
        family_paths: dict[str, set[str]] = defaultdict(set)
        self.family_of: dict[str, str] = {}
        for t in tables:
            spec = BY_NAME[t.language]
            family_paths[spec.module_family].add(t.path)
            self.family_of[t.path] = spec.module_family
        for family, paths in sorted(family_paths.items()):
            spec = BY_NAME[family] if family in BY_NAME else next(
                s for s in BY_NAME.values() if s.module_family == family)
            names = spec.config_files
            factory = resolver_class(spec)
            # a resolver reading what the map recorded of each file (its declared package) gets the tables too
            self.resolvers[family] = factory(root, paths, [c for c in configs
                                                           if config_key(c.rsplit("/", 1)[-1], names) is not None],
                                             **({"tables": self.tables} if factory.reads_tables else {}))
        self._scopes: dict[str, dict] = {}
        self._binding_cache: dict = {}
        self._export_cache: dict = {}
        self._member_cache: dict = {}
        self._callee_receivers: dict = {}   # (path, a trailing lambda's index) -> its receiver (_callee_receiver)
        self._bases_cache: dict = {}
        self._class_parameters_cache: dict = {}   # (path, class) -> its type parameters (_class_parameters)
        self._body_members: dict = {}   # (path, anonymous body) -> the names its members declare (_body_declares)
        self._alias_variables: dict = {}   # a Python generic alias -> its type variables, in order (_subscripted_alias)
        self._inherited_params: dict = {}   # (path, method, name) -> the base method's parameter (_inherited_parameter)
        self._name_cache: dict = {}
        self._bound_texts: dict = {}   # path -> {(scope, name, line): a binding's value text} (_binding_at)
        self._instance_cache: dict = {}
        self._returns_cache: dict = {}   # ("def", path, i) -> memo entry: _inferred_result
        self._decorated_cache: dict = {}   # ("def", path, i) -> memo entry: _decorated_value
        self._decorators_by_path: dict = {}   # path -> function index -> its decorators (_decorators)
        self._decorated_now: set = set()   # (what a decorated class is made, name) being looked up (_made_member)
        self._mro_cache: dict = {}   # (path, class) -> memo entry: _mro
        self._alias_cache: dict = {}   # (alias target, depth[, bound arguments]) -> memo entry: _followed_alias
        self._instance_depth = 0
        self._narrowing_now: set = set()   # the narrowings being read (_narrowing_target): a cycle reads none
        self._expr_cache: dict = {}
        self._qualifier_cache: dict = {}   # path -> the packages its qualifiers name (_qualifiers)
        self._shape_cache: dict = {}   # ("def", path, i) -> its method shape (_shape)
        self._overloads: dict = {}   # path -> qualified name -> its function definitions, where several
        self._shaped: dict = {}   # (path, function, place, keys) -> memo entry: _overload_by_shape
        self._literal_results: dict = {}   # (path, function) -> whether its result is an object literal (_result_scope)
        self._own_arguments: dict = {}   # (path, function) -> whether its result passes its own type parameters
        self._call_hints: dict = {}   # path -> (scope, line, col) -> a call's argument hints (_argument_hints)
        self._typed_overloads: dict = {}   # (path, class, name, arity) -> [(declaration, parameter types)]
        self._outside_cache: dict = {}   # (path, class) -> whether its hierarchy reaches outside the repo
        self._argument_types: dict = {}   # (path, scope, hint) -> the names an argument's type answers to
        self._types_by_name: dict = {}   # path -> (scope, name) -> its type definition (_same_named_type)
        self._functions_by_name: dict = {}   # path -> (scope, name) -> its function (_value_bases)
        self._typed_values_by_name: dict = {}   # path -> (scope, name) -> its typed variable (_interface_value)
        self._values_by_name: dict = {}  # path -> (scope, name) -> its variable or constant (_value_beside)
        self._namespaces_by_name: dict = {}  # path -> (scope, name) -> its namespace (member of a merged value)
        self._literal_members_by_name: dict = {}   # path -> {(variable, name): an object literal's member}
        self._spreading: set = set()   # (object literal, member) being looked up in its spreads (_spread_member)
        self._merges: dict = {}   # path -> (scope, name) -> its merged declarations (_merged_declarations)
        self._first_params: dict = {}   # (path, function) -> the name of its first parameter
        self._imported_cache: dict = {}   # path -> _imported_modules(path)
        self._export_tables: dict = {}
        self._include_orders: dict[str, list[str]] = {}   # path -> _include_order(path) (stars_last_first)
        self._using_directives: dict[str, list] = {}   # path -> [(scope, namespace)] of `using namespace ns;`
        self._namespace_blocks: dict[str, dict[str, list[int]]] = {}   # path -> {namespace qualname: [def index]}
        self._inline_blocks: dict[str, dict[int, list[int]]] = {}   # path -> _inline_namespaces
        # path -> {qualname: def index} of the definitions a qualified declarator puts outside their namespace
        # (`void ImGui::SameLine() {..}` at the top level: _declarator_namespaces), built with _namespace_blocks
        self._outside_definitions: dict[str, dict[str, int]] = {}
        self._functions_by_qualname: dict[str, dict[str, list[int]]] = {}   # path -> {qualname: [def index]}
        # (path, qualname) -> the declarations _free_overload chooses from, with the arguments each takes
        self._free_overloads: dict[tuple[str, str], tuple] = {}
        self._trailing: dict[str, frozenset] = {}   # path -> _trailing_includes
        self._namespace_types: dict[str, tuple] | None = None   # "ns.T" -> the headers' types T of namespace ns
        self._namespace_private: dict[str, list] = {}   # "ns.T" -> the types T of namespace ns no header holds
        self._constants: dict | None = None   # "Acme.Thing" -> Ruby's class, module or constant of that name
        self._mixins: dict[str, list[tuple]] | None = None   # path -> the modules its configuration blocks include
        # a test file -> (the modules its own blocks include, those the configuration blocks it sees include)
        self._visible_mixins: dict[str, tuple[list[tuple], list[tuple]]] = {}
        self._helpers_reach: dict[tuple, frozenset] = {}   # a folder's test helpers -> the files they require
        self._test_functions: dict[str, dict] = {}   # a test folder -> {name: the top-level methods its tests see}
        self._direct_requires: dict[str, list[str]] = {}   # a file -> the files its requires resolve to
        self._reopened: dict = {}   # "Acme.Thing" -> [(path, index)] of each declaration of that class or module
        self._tag_index: dict[str, list] | None = None   # C tag name -> its struct/union/enum definitions
        self._includer_index: dict[str, list[str]] | None = None   # C: header -> the files including it
        self._through_includers_found: dict[tuple, tuple | None] = {}   # (path, name) -> _through_includers's answer
        self._includer_reads: dict[tuple, set] = {}   # (path, name) -> the files _through_includers read for it
        self._forwards: dict[tuple, list[str]] | None = None   # C macro -> the names it renames (_macro_forwards)
        self._ordinary_names: dict[str, dict] = {}   # path -> C top-level name -> its first definition not a tag
        self._export_names_cache: dict = {}
        self._package_cache: dict = {}
        # names declared in the modules every file sees (TypeScript `declare global {..}`): _global_declarations
        self._globals: dict[str, list[tuple]] | None = None
        self._merged: dict[tuple, list[tuple]] = {}   # such a declaration -> every declaration of its name
        self.augmentation_reads: set = set()   # the files the module augmentations' merges read (_merge_augmentations)
        self._augmented: set[tuple] = set()   # the declarations merged by a module augmentation
        # an augmentation's declaration -> (the module it augments, its own project, the augmented declaration's
        # project), None for a package's outside the repository: _merged_in_view
        self._augmenting: dict[tuple, tuple[str, str, str] | None] = {}
        self._views: dict[str, tuple[frozenset, str]] = {}   # path -> (the modules it imports from, its project)
        self._ext_augmentations: dict[tuple[str, str], tuple] | None = None   # _external_augmentations
        self._augmentations: list[tuple] = []   # augmentation_blocks, found with _ext_augmentations
        self._method_index: dict[str, dict[tuple[int, str], int]] = {}   # path -> (parent, name) -> method
        self._field_init_classes: dict[str, frozenset] = {}   # path -> its classes with a field_init_decorator
        self._transformed_classes: dict = {}   # (path, class) -> _transformed's memo entry
        self._owner_index: dict | None = None    # (path, type) -> {name: member declared in another file}
        self._owner_of: dict[tuple[str, int], tuple[str, int]] = {}   # that member -> (path, type)
        # (path, type) -> [(path, reference)]: `impl Trait for T` blocks in another file than T
        self._outside_bases: dict[tuple[str, int], list] = {}
        # (path, type) -> {name: extension method of the type} (LanguageSpec.extension_receiver; C#), built with the
        # owner index: looked up after every member of the type and its bases (_extension_member)
        self._extension_index: dict[tuple[str, int], dict] = {}
        # an extension method -> every extension method of its name extending the same type (two or more: C#'s
        # `RaiseException` in PolicyExtensions and ContextualPolicyExtensions), told apart by the number of arguments
        self._extension_groups: dict[tuple, list] = {}
        self._extension_group_index: dict[tuple[str, int], dict] = {}
        # Dependencies, for an incremental reduce: the computation in progress collects in _dcur the files it
        # reads through the resolver (lookup_export's module, a package's files, a star import's target); a
        # memo entry keeps what its computation collected (when anything) and a hit adds it to the caller's.
        # A target ("def", path, i) is only ever obtained through a computation that collected its path.
        # _dcur is a set of the computation's own, or a frozenset it shares (_NO_DEPS, or a memo entry's, taken
        # as it is while nothing else is collected: see _absorb), or a file's _FileReads while it is linked; only
        # _reads, _reads_all and _absorb add to it.
        self._dcur: set | frozenset = set()
        self._owner_deps: set = set()   # what building the owner index read (relink.py: a change there is global)
        self._pkg_files: dict = {}
        self._pkg_tokens: set = set()   # the PKG tokens _package has put in dependency sets
        self._dep_sets: dict[frozenset, frozenset] = {}   # the distinct dependency sets (_memo)
        self._entries: dict[tuple, tuple] = {}   # the distinct memo entries (_memo)
        self._import_nodes: dict[tuple, tuple] = {}   # ("file", path) or ("ext", module): the imports' edge ends

    def _reads(self, dep: str) -> None:
        """The computation in progress read `dep` (a path, a package token, a CYCLE or DEEP marker)."""
        cur = self._dcur
        if cur.__class__ is not frozenset:
            cur.add(dep)
        elif dep not in cur:
            self._dcur = {*cur, dep}

    def _reads_all(self, deps) -> None:
        """The computation in progress read every dependency in `deps`."""
        cur = self._dcur
        if cur.__class__ is frozenset:
            cur = self._dcur = set(cur)
        cur.update(deps)

    def _absorb(self, deps: frozenset) -> None:
        """What a memoised computation collected (one shared frozenset per distinct content, _memo), added to the
        computation in progress. Most computations collect exactly what one computation they call did (a name
        resolved through an import through a barrel of 190 files on synth-1m): the shared set is taken as it is,
        and copied into a set of the computation's own only when something else is added (synth-1m, 12.6M
        elements copied, frozen and compared at the ends of 1.5M computations: -4 s of a 20 s link)."""
        cur = self._dcur
        if cur.__class__ is _FileReads:
            cur.add(deps)
        elif cur.__class__ is set:
            cur |= deps
        elif cur is deps or not deps:
            return
        elif not cur or cur <= deps:
            self._dcur = deps
        elif not deps <= cur:
            cur = self._dcur = set(cur)
            cur |= deps

    def _recall(self, found, cycle=None):
        """A memo hit (the entry a cache gave for the key): its result, what its computation collected added to
        the computation in progress; `cycle` for a key still in progress (_memo's guard), recorded as a CYCLE."""
        if found is _INPROG:
            self._reads(CYCLE)
            return cycle
        if found[1] is not None:
            if self._dcur is _NO_DEPS:   # (_absorb's commonest case, spelled out: 1.1M hits on synth-1m)
                self._dcur = found[1]
            else:
                self._absorb(found[1])
        return found[0]

    def _memo(self, cache: dict, key, compute, *args, reads=None, guard: bool = True, net: bool = True,
              failed=None, sure_only: bool = False, share: bool = True):
        """A memo miss: compute(*args), collecting what it reads in a set of its own (starting with `reads`),
        kept in `cache` under `key` with that set and added to the caller's; the result is returned.
        The link's one memo mechanism; the callers say what differs:
          guard      the key is marked in progress while it is computed (a cycle back to it meets _recall's
                     `cycle`); without it, the computation bounds its own recursion
          net        a RecursionError (a chain deeper than the Python stack) gives `failed`, recorded as DEEP,
                     and the run goes on; without it, the error goes to the caller's net
          sure_only  a result that met a cycle guard or the depth limit is not kept (it depends on what was in
                     progress), so every entry is what a fresh computation gives
          share      the entry is one shared tuple per distinct entry (the result must be hashable: saleor's
                     name and expression memos: 539K entries, 151K distinct), the result as that tuple holds it"""
        if guard:
            cache[key] = _INPROG
        outer = self._dcur
        self._dcur = start = _NO_DEPS if reads is None else frozenset((reads,))
        try:
            result = compute(*args)
        except RecursionError:
            if not net:
                raise
            result = failed
            cur = self._dcur   # (_reads spelled out: no call at the depth limit)
            if cur.__class__ is frozenset:
                self._dcur = {*cur, DEEP}
            else:
                cur.add(DEEP)
        finally:
            cur = self._dcur
            self._dcur = outer
            if cur:
                # kept as one shared frozenset per distinct content: synth-1m's 1.0M memo entries hold 34K
                # distinct sets (730 MB as a set each); a set taken whole (_absorb: 0.8M of 1.0M) is one already
                if cur.__class__ is set:
                    cur = frozenset(cur)
                    cur = self._dep_sets.setdefault(cur, cur)
                elif cur is start:
                    cur = self._dep_sets.setdefault(cur, cur)
                if outer is _NO_DEPS:
                    self._dcur = cur
                else:
                    self._absorb(cur)
            else:
                cur = None
        if sure_only and cur is not None and (CYCLE in cur or DEEP in cur):
            return result
        entry = (result, cur)
        if share:
            entry = self._entries.setdefault(entry, entry)
        cache[key] = entry
        return entry[0]

    def spec_of(self, path: str):
        return self._specs[path]

    # ---- per-file indexes (built on first use) ------------------------------------------------
    def scopes(self, path: str) -> dict:
        s = self._scopes.get(path)
        if s is not None:
            return s
        t = self.tables[path]
        if hasattr(t.locals, "rows") and hasattr(t.references, "rows"):
            s = self._scopes[path] = self._kept_scopes(path, t)
            return s
        resolver = self.resolvers[self.family_of[path]]
        names: dict[int, dict[str, tuple]] = defaultdict(dict)   # scope -> name -> target
        defs = t.definitions
        literals: dict[tuple[int, str], int] = {}   # (function, name) -> a property of a literal in it
        holders = _LITERAL_HOLDERS if BY_NAME[t.language].variable_literals else FUNCTION_KINDS
        unbound_methods = bool(BY_NAME[t.language].object_literals)
        # the keys of the object a module exports by default, and where it starts (_object_key_function)
        objected = {e.name: e.line for e in t.exports if e.form == "object"} if unbound_methods else None
        merged = BY_NAME[t.language].merged_namespaces
        compact = BY_NAME[t.language].compact_nested_classes
        # (Kotlin's extension functions are top-level functions too: `configureJs()` inside another extension of an
        # external type, `fun Project.configureJs()`, is the file's)
        extension = FUNCTION_KINDS if BY_NAME[t.language].extension_functions else ()
        for i, d in enumerate(defs):
            if d.qualname != d.name and (d.parent == NO_PARENT or _outside_owner(t, d)) and \
                    not (compact and d.kind in _CONSTANT_HOLDERS) and d.kind not in extension:
                # (Ruby `class Acme::Thing`: Thing here too)
                if d.kind == "module" and d.parent == NO_PARENT and d.signature.startswith("inline ") and \
                        d.qualname.count(".") == 1:
                    # C++ nlohmann's NLOHMANN_JSON_NAMESPACE_BEGIN, written `namespace json_abi_v3_11_3{` in the
                    # outer `nlohmann` that did not fit (languages/c/repository.namespace_signatures): `nlohmann`
                    # names it, an inline namespace's members being its parent's
                    names[NO_PARENT].setdefault(d.qualname.partition(".")[0], ("def", path, i))
                continue   # a member declared outside its type (owner_index; packages: _package)
            if d.kind == "property" and d.parent != NO_PARENT and defs[d.parent].kind in holders:
                # a property of a type or object literal in a function binds no name there; it is what a member
                # of a value typed by such a literal is (`options: {args: Args}`: `options.args`)
                literals.setdefault((d.parent, d.name), i)
                continue
            if unbound_methods and d.kind == "method" and d.local and \
                    (d.parent == NO_PARENT or defs[d.parent].kind in _LITERAL_HOLDERS):
                # `register({ helper() {..} })`: an object literal's method binds no name (object_literals), nor one
                # of a variable's literal: typedoc's `const tupleConverter = { convertType(c, t) { ..
                # convertType(c, el) .. } }` calls the module's function
                continue
            if unbound_methods and d.parent == NO_PARENT and (d.kind == "property" or (
                    objected is not None and _object_key_function(d, objected))):
                # a property of an object literal or type in a statement of the module's own (drizzle's type tests:
                # `Expect<Equal<{ users: {..} }[], typeof join>>;`), or a function that is a key's value (mermaid's
                # `export default { getConfig: () => getConfig().c4 }`), binds no name either: it had hidden the
                # imported `users` (`getConfig`) from the whole file
                continue
            prev = names[d.parent].get(d.name)
            if prev is None or _typed_accessor(defs, prev[2], d) or (merged and _merges_over(defs, prev[2], d)):
                names[d.parent][d.name] = ("def", path, i)
        bounds: dict[str, str] = {}   # the type parameters declared outside any definition, with a bound
        # class index -> instance attribute -> (type text, the scope it was assigned in)
        attrs: dict[int, dict[str, tuple[str, int]]] = defaultdict(dict)
        declaring = BY_NAME[t.language].assigned_members_declare
        ctor_attrs: dict[tuple[int, str], int] = {}   # (class, name) -> _CTOR_ASSIGNED | _ANNOTATED_ASSIGNED
        annotated_wins = BY_NAME[t.language].annotated_members_win
        signature_scope = _signature_scope(
            [d.kind for d in defs], [d.parent for d in defs],
            lambda cls, name: (hit[2] if (hit := names[cls].get(name)) is not None and hit[0] == "def" else None),
            BY_NAME[t.language].self_names) if BY_NAME[t.language].class_body_scope else None
        # a scope's locals read there with the same type text share one target (most untyped): a file's scopes are
        # built in every process of a parallel reduce that reads the file, nearly every file (synth-1m: a child
        # linking 55 % of the sites built 8,908 files' scopes, 333K local targets, 28 MB)
        same: dict[tuple, tuple] = {}
        for loc in t.locals:
            kind, scope = loc.kind, loc.scope
            if kind in BINDING_LOCALS:
                in_scope = names[scope]
                prev = in_scope.get(loc.name)
                # a parameter declared again with a type (Rust `<M>` ... `where M: Matcher`) takes the type
                if prev is None or (prev[0] == "local" and not prev[3] and _types_untyped(loc)):
                    read_in = signature_scope(loc) if signature_scope is not None else scope
                    hit = ("local", path, read_in, loc.type_text)
                    in_scope[loc.name] = same.setdefault(hit, hit)
                if scope == NO_PARENT and kind == "parameter" and loc.type_text:
                    bounds[loc.name] = loc.type_text
            elif kind == "attribute" and scope != NO_PARENT:
                cls = self._enclosing_class(t, scope)
                if cls != NO_PARENT:
                    prev = attrs[cls].get(loc.name)
                    # an annotated assignment declares the attribute (`self._headers: CIMultiDict[str] = ..` after
                    # `self._headers = given` in another branch: pyright's declared type, and the class's own member)
                    if not prev or not prev[0] or (annotated_wins and not _is_annotation(prev[0]) and
                                                   _is_annotation(loc.type_text)):
                        attrs[cls][loc.name] = (loc.type_text, scope)
                    elif annotated_wins:
                        attrs[cls][loc.name] = _later_assignment(prev, loc.type_text, scope)
                    if declaring:
                        _note_assignment(ctor_attrs, cls, loc, defs[scope].name,
                                         BY_NAME[t.language].constructor_names)
        if bounds:
            # `struct Core<M>` + `impl<M: Matcher> Core<M>` (the impl's parameters are outside any definition):
            # the type's own unbounded parameter takes the bound the impl declares for it (the first such)
            for s, ns in names.items():
                if s == NO_PARENT or t.definitions[s].kind not in TYPE_KINDS:
                    continue
                for n, hit in ns.items():
                    if hit[0] == "local" and not hit[3] and n in bounds:
                        ns[n] = ("local", path, NO_PARENT, bounds[n])
        for b in resolver.implicit_bindings(path):   # names bound in every file (Rust `crate`, crate names)
            names[NO_PARENT].setdefault(b.local, ("bind", path, b, _IMPLICIT))
        in_modules = resolver.module_bindings(path)
        if in_modules:   # names bound in every inline module (Rust `super` there: the file's module)
            for i, d in enumerate(defs):
                if d.kind == "module" and not d.local:
                    for b in in_modules:
                        names[i].setdefault(b.local, ("bind", path, b, _IMPLICIT))
        stars: list[str] = []
        ordered = BY_NAME[t.language].ordered_bindings

        declaration_only = BY_NAME[t.language].declaration_only

        def def_kind(i: int) -> str:
            d = defs[i]
            if declaration_only and d.kind == "variable" and _compiled(declaration_only).match(d.signature):
                return "declared"   # `cell_len: Callable[[str], int]` then `from rich.cells import cell_len`
            return d.kind

        for imp in t.imports:
            if imp.name == "*" and not imp.reexport:
                if imp.scope == NO_PARENT:
                    stars.append(imp.module)
                continue
            b = resolver.binding(imp, path)
            if b is not None:
                in_scope = names[imp.scope]
                prev = in_scope.get(b.local)
                # an import shadows a same-named module-level variable only where the variable is its own binding
                if prev is None or _import_may_bind(
                        prev, def_kind, (lambda i, line=imp.line: defs[i].start_line > line) if ordered else None,
                        lambda spec=b.specifier: resolver.yields_to_variable(path, spec),
                        lambda spec=b.specifier: _own_package(path, resolver.resolve(path, spec))):
                    in_scope[b.local] = ("bind", path, b)
        inherit: dict[int, list] = defaultdict(list)
        heirs = _MIXIN_HEIRS if BY_NAME[t.language].mixin_modules else CLASS_KINDS
        for r in t.references:
            if r.kind in ("inherit", "implement") and r.scope != NO_PARENT and \
                    t.definitions[r.scope].kind in heirs:
                inherit[r.scope].append(r)
        # "plain": a name the scope itself binds is what it means there (no constructor named after its class);
        # "hidden": the types whose members name nothing in their own body (members_unscoped)
        s = {"names": names, "stars": stars, "attrs": attrs, "ctor_attrs": ctor_attrs, "inherit": inherit,
             "literals": literals,
             "plain": "{class}" not in BY_NAME[t.language].constructor_names,
             "inherits": BY_NAME[t.language].inherited_parameter_types,
             "hidden": frozenset(i for i, d in enumerate(defs) if d.kind in CLASS_KINDS)
             if BY_NAME[t.language].members_unscoped else _NO_SCOPES}
        self._scopes[path] = s
        return s

    def _kept_scopes(self, path: str, t: FileTable) -> dict:
        """`scopes(path)` of a table kept from an incremental run's base (snapshot.stored: its sites and locals
        give their scopes and kinds, and build the rows asked for): each scope's names are made when first looked
        up, from that scope's definitions and locals as `scopes` makes them (per scope, in the same order), and
        its imports bound only as far as a lookup needs (_KeptNames); a class's instance attributes and bases
        when the first are asked for. A lookup from a changed file reads a kept file's module scope and some of
        its classes, seldom its function bodies' locals, and few of the names its imports bind."""
        resolver = self.resolvers[self.family_of[path]]
        defs = t.definitions
        d_names, d_kinds, parents, maybe = defs.scope_columns()
        # a member declared outside its type (owner_index; packages: _package): `scopes`' rule, asked only of
        # the definitions whose qualname is not plainly their name or their parent's + the name
        compact = BY_NAME[t.language].compact_nested_classes
        extension = FUNCTION_KINDS if BY_NAME[t.language].extension_functions else ()
        outside = {i for i in maybe
                   if (d := defs[i]).qualname != d.name and (d.parent == NO_PARENT or _outside_owner(t, d)) and
                   not (compact and d.kind in _CONSTANT_HOLDERS) and d.kind not in extension}
        children: dict[int, list[int]] = defaultdict(list)   # scope -> its definitions that it names
        literals: dict[tuple[int, str], int] = {}
        holders = _LITERAL_HOLDERS if BY_NAME[t.language].variable_literals else FUNCTION_KINDS
        unbound_methods = bool(BY_NAME[t.language].object_literals)
        for i, parent in enumerate(parents):
            if i in outside:
                continue
            if d_kinds[i] == "property" and parent != NO_PARENT and d_kinds[parent] in holders:
                literals.setdefault((parent, d_names[i]), i)   # `scopes`' rule: a literal's property in a function
                continue
            if unbound_methods and d_kinds[i] == "method" and \
                    (parent == NO_PARENT or d_kinds[parent] in _LITERAL_HOLDERS) and defs[i].local:
                continue   # `scopes`' rule: a method of an object literal binds no name
            children[parent].append(i)
        imports = t.imports
        layout = getattr(imports, "layout", None)
        if layout is not None:
            stars, by_scope = layout()
            row = imports.row
        else:
            (stars, by_scope), row = import_layout(imports), imports.__getitem__
        locs = t.locals
        bounds: list[dict] = []
        # where bindings are ordered, an import binds over a later definition (_import_may_bind): its start line
        def_line = (lambda i: defs[i].start_line) if BY_NAME[t.language].ordered_bindings else None
        signature_scope = _signature_scope(
            d_kinds, parents, lambda cls, name: next((i for i in children.get(cls, ()) if d_names[i] == name), None),
            BY_NAME[t.language].self_names) if BY_NAME[t.language].class_body_scope else None

        declaration_only = BY_NAME[t.language].declaration_only
        # `scopes`' def_kind: a variable declared without a value is "declared" (no import binds over it)
        kinds = _DeclaredKinds(d_kinds, defs, _compiled(declaration_only)) if declaration_only else d_kinds

        def make(s: int) -> dict:
            ns = _KeptNames()
            for i in children.get(s, ()):
                prev = ns.get(d_names[i])
                if prev is None or (d_kinds[i] == "method" and _typed_accessor(defs, prev[2], defs[i])):
                    ns[d_names[i]] = ("def", path, i)
            at = locs.in_scope(s)
            for loc in locs.rows(at) if at else ():
                if loc.kind in BINDING_LOCALS:
                    prev = ns.get(loc.name)
                    if prev is None or (prev[0] == "local" and not prev[3] and _types_untyped(loc)):
                        read_in = signature_scope(loc) if signature_scope is not None else loc.scope
                        ns[loc.name] = ("local", path, read_in, loc.type_text)
            if s != NO_PARENT and d_kinds[s] in TYPE_KINDS:
                if not bounds:
                    top = locs.in_scope(NO_PARENT)
                    bounds.append({loc.name: loc.type_text for loc in (locs.rows(top) if top else ())
                                   if loc.kind == "parameter" and loc.type_text})
                if bounds[0]:
                    for n, hit in ns.items():
                        if hit[0] == "local" and not hit[3] and n in bounds[0]:
                            ns[n] = ("local", path, NO_PARENT, bounds[0][n])
            if s == NO_PARENT:
                for b in resolver.implicit_bindings(path):
                    ns.setdefault(b.local, ("bind", path, b, _IMPLICIT))
            elif d_kinds[s] == "module":
                for b in resolver.module_bindings(path):
                    ns.setdefault(b.local, ("bind", path, b, _IMPLICIT))
            pending = by_scope.get(s)
            if pending:
                ns.pending = [resolver, path, row, pending, 0, kinds, def_line]
            return ns

        annotated_wins = BY_NAME[t.language].annotated_members_win

        def fill_attrs(attrs: dict) -> None:
            at = locs.scoped(("attribute",))
            for loc in locs.rows(at) if at else ():
                cls = loc.scope   # the enclosing class (_enclosing_class), from the kinds and parents columns
                while cls != NO_PARENT and d_kinds[cls] not in CLASS_KINDS:
                    cls = parents[cls]
                if cls != NO_PARENT:
                    by_name = attrs.setdefault(cls, {})
                    prev = by_name.get(loc.name)
                    if not prev or not prev[0] or (annotated_wins and not _is_annotation(prev[0]) and
                                                   _is_annotation(loc.type_text)):   # as in scopes()
                        by_name[loc.name] = (loc.type_text, loc.scope)
                    elif annotated_wins:
                        by_name[loc.name] = _later_assignment(prev, loc.type_text, loc.scope)

        def fill_ctor_attrs(ctor_attrs: dict) -> None:
            at = locs.scoped(("attribute",))
            for loc in locs.rows(at) if at else ():
                cls = loc.scope   # as fill_attrs
                while cls != NO_PARENT and d_kinds[cls] not in CLASS_KINDS:
                    cls = parents[cls]
                if cls != NO_PARENT:
                    _note_assignment(ctor_attrs, cls, loc, d_names[loc.scope], BY_NAME[t.language].constructor_names)

        def fill_inherit(inherit: dict) -> None:
            refs = t.references
            at = refs.scoped(("inherit", "implement"))
            heirs = _MIXIN_HEIRS if BY_NAME[t.language].mixin_modules else CLASS_KINDS
            for r in refs.rows(at) if at else ():
                if d_kinds[r.scope] in heirs:
                    inherit.setdefault(r.scope, []).append(r)

        return {"names": _PerScope(make), "stars": stars, "attrs": _Filled(fill_attrs),
                "ctor_attrs": _Filled(fill_ctor_attrs) if BY_NAME[t.language].assigned_members_declare else {},
                "inherit": _Filled(fill_inherit), "literals": literals,
                "plain": "{class}" not in BY_NAME[t.language].constructor_names,
                "inherits": BY_NAME[t.language].inherited_parameter_types,
                "hidden": frozenset(i for i, k in enumerate(d_kinds) if k in CLASS_KINDS)
                if BY_NAME[t.language].members_unscoped else _NO_SCOPES}

    @staticmethod
    def _enclosing_class(t: FileTable, scope: int, kinds: frozenset = CLASS_KINDS) -> int:
        while scope != NO_PARENT:
            if t.definitions[scope].kind in kinds:
                return scope
            scope = t.definitions[scope].parent
        return NO_PARENT

    def _own_body_member(self, path: str, scope: int, receiver: str, name: str) -> bool:
        """Whether `this.name` at scope names a member the anonymous class body around it declares itself
        (`this.hasBody()` in a mixin's `class extends Base { hasBody() {..} }`): its own, no entity (not the
        base's)."""
        spec = self._specs[path]
        return bool(spec.anonymous_bodies) and receiver in spec.self_names and \
            (body := self._anonymous_body(self.tables[path], scope)) is not None and \
            self._body_declares(path, body, name)

    def _body_declares(self, path: str, body: int, name: str) -> bool:
        """Whether an anonymous class body (_anonymous_body) declares a member of this name (its own methods)."""
        key = (path, body)
        names = self._body_members.get(key)
        if names is None:
            names = self._body_members[key] = frozenset(
                d.name for d in self.tables[path].definitions if d.parent == body)
        return name in names

    @staticmethod
    def _anonymous_body(t: FileTable, scope: int):
        """The innermost anonymous class body (spec.anonymous_bodies: a local function definition `<fn@..>` with the
        type it extends as its type text) around a scope, where it is nearer than any class; else None."""
        defs = t.definitions
        while scope != NO_PARENT:
            d = defs[scope]
            if d.kind in CLASS_KINDS:
                return None
            if d.kind == "function" and d.local and d.type_text and d.signature == "class":
                return scope
            scope = d.parent
        return None

    # ---- names ----------------------------------------------------------------------------------
    def resolve_name(self, path: str, scope: int, name: str):
        sc = self._scopes.get(path) or self.scopes(path)
        if sc["plain"]:
            # a local, parameter or definition of the scope itself (most lookups: saleor 478K of 778K): what
            # _resolve_name gives at its first step, collecting nothing; not memoised
            hit = sc["names"].get(scope, _EMPTY).get(name)
            if hit is not None and hit[0] != "bind" and (hit[0] != "def" or scope not in sc["hidden"]):
                if hit[0] == "local" and not hit[3] and sc["inherits"]:
                    return self._inherited_parameter(path, scope, name) or hit
                return hit
        key = (path, scope, name)
        found = self._name_cache.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._name_cache, key, self._resolve_name, path, scope, name)

    def _binding_at(self, path: str, scope: int, name: str):
        """A local's name written with the line of one of its bindings (table.BOUND_AT: a value text read before the
        function binds the name again, LanguageSpec.ordered_value_texts): the local as that binding gives it, in
        the scope or a function around it; else the name as the scope reads it."""
        base, _, line = name.partition(BOUND_AT)
        texts = self._bound_texts.get(path)
        if texts is None:
            texts = self._bound_texts[path] = {}
            locs = self.tables[path].locals
            scoped = getattr(locs, "scoped", None)
            for loc in locs.rows(scoped(BINDING_KINDS)) if scoped is not None else locs:
                if loc.kind in BINDING_LOCALS and loc.type_text:
                    texts[(loc.scope, loc.name, loc.line)] = loc.type_text
        defs = self.tables[path].definitions
        at = int(line) if line.isdigit() else -1
        s = scope
        while s != NO_PARENT:
            text = texts.get((s, base, at))
            if text is not None:
                return ("local", path, s, text)
            s = defs[s].parent
        return self.resolve_name(path, scope, base)

    def _callee_receiver(self, path: str, at: int):
        """The receiver of the trailing lambda `at` ("dsl:" + its call's callee, extract): where the function called
        declares its last parameter a function type with a receiver (Kotlin `fun module(declaration: Module.() ->
        Unit)`, or a typealias of one, `ModuleDeclaration`), that receiver's instance; else None."""
        key = (path, at)
        found = self._callee_receivers.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._callee_receivers, key, self._find_callee_receiver, path, at)

    def _find_callee_receiver(self, path: str, at: int):
        found = self._callee_function(path, at)
        return found[1] if found is not None else None

    def _callee_function(self, path: str, at: int):
        """The function type the callee of the trailing lambda `at` ("dsl:" + the callee, extract) declares its last
        parameter: (True, the receiver's instance or None, its parameters as (path, scope, type text)), or None where
        the callee is none of the repository's functions, or its overloads that can take a lambda disagree."""
        key = ("fn", path, at)
        found = self._callee_receivers.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._callee_receivers, key, self._find_callee_function, path, at)

    def _find_callee_function(self, path: str, at: int):
        d = self.tables[path].definitions[at]
        head, _, name = d.type_text[4:].rpartition(".")
        if not _is_identifier(name):
            return None
        target = self.resolve_ref_target(path, d.parent, name, head)[0] if head else \
            self.resolve_name(path, d.parent, name)
        if target is not None and (target[0] != "def" or
                                   self.tables[target[1]].definitions[target[2]].kind not in FUNCTION_KINDS):
            # a value called (`queryBuilder { append(..) }`): its class's `operator fun invoke(body: ..)`
            inst = self.instance_of(target)
            target = self.class_member(inst[1], inst[2], "invoke") if inst is not None and inst[0] == "inst" \
                else None
        if target is None or target[0] != "def" or \
                self.tables[target[1]].definitions[target[2]].kind not in FUNCTION_KINDS:
            return None
        self._reads(target[1])
        found = self._last_parameter_function(target[1], target[2])
        for other in self._same_named(target[1], target[2]):
            # overloads (`build(block: A.() -> Unit)`, `build(name: String, block: B.() -> Unit)`): which one a call
            # takes depends on its arguments, which the link does not weigh: a type only where those that can take
            # a trailing lambda (a function type last) agree
            theirs = self._last_parameter_function(target[1], other)
            if theirs is not None and (found is None or _function_shape(theirs) != _function_shape(found)):
                if found is not None:
                    return None
                found = theirs
        return found

    def _lambda_parameter(self, path: str, at: int, index: int):
        """The value the `index`-th parameter of the trailing lambda `at` holds (its type text "lp:index", extract):
        the called function's last parameter's function type's parameter there."""
        d = self.tables[path].definitions[at] if at != NO_PARENT else None
        if d is None or not d.type_text.startswith("dsl:"):
            return None
        found = self._callee_function(path, at)
        if found is None or index >= len(found[2]):
            return None
        ppath, pscope, text = found[2][index]
        return self.type_from_text(ppath, pscope, text)

    def _last_parameter_function(self, path: str, fn: int):
        """_function_type of function `fn`'s last parameter, memoised with what it read (an alias in another file),
        which each caller's result then depends on too."""
        key = ("last", path, fn)
        found = self._callee_receivers.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._callee_receivers, key, self._compute_last_function, path, fn)

    def _compute_last_function(self, path: str, fn: int):
        rows = self._parameter_rows(path, fn)
        if not rows or not rows[-1].type_text:
            return None
        generic = _type_parameter_names(self.tables[path].definitions[fn].signature)
        return self._function_type(path, fn, rows[-1].type_text, 0, generic)

    def _function_type(self, path: str, scope: int, text: str, depth: int = 0, generic: frozenset = frozenset()):
        """(True, its receiver's instance or None, its parameters as (path, scope, type text)) of a function type text
        (`Module.() -> Unit`, `suspend Scope.(Int) -> T`, `(@Composable RowScope.() -> Unit)?`, `(Cities, Users) ->
        Unit`) or of a typealias of one (`ModuleDeclaration`, `Definition<T>`); None for any other type."""
        text = text.strip().removesuffix("?").strip()
        if text.startswith("(") and text.endswith(")") and balanced(text[1:-1]):
            text = text[1:-1].strip()
        text = _FUNCTION_TYPE_MODIFIERS.sub("", text)
        level, dot, opened, arrow = 0, -1, -1, -1   # the receiver's `.(`, the parameters' `(`, the arrow: top level
        for i, ch in enumerate(text):
            if ch in "([<":
                if ch == "(" and level == 0:
                    opened = i
                    if i and text[i - 1] == "." and dot < 0:
                        dot = i - 1
                level += 1
            elif ch in ")]" or (ch == ">" and text[i - 1:i] != "-"):
                level -= 1
            elif ch == "-" and text[i + 1:i + 2] == ">" and level == 0:
                arrow = i
                break
        if arrow >= 0:
            # (a type parameter of the function or alias, `fun <Item> each(block: (Item) -> Unit)`, names no type)
            receiver = text[:dot] if dot > 0 and _generic_head(text[:dot].strip()) not in generic else ""
            value = self.type_from_text(path, scope, receiver) if receiver else None
            inside = text[opened + 1:text.rfind(")", 0, arrow)] if opened >= 0 else ""
            params = tuple(_PARAMETER_NAME.sub("", part).strip()
                           for part in split_top(inside.replace("->", "\x00"), ",") if part) if inside.strip() else ()
            params = tuple((path, scope, "" if _generic_head(t) in generic else t.replace("\x00", "->"))
                           for t in params)
            return True, value if value is not None and value[0] == "inst" else None, params
        head = _generic_head(text)
        if depth > 4 or not _is_identifier(head):
            return None
        alias = self.resolve_name(path, scope, head)
        if alias is None or alias[0] != "def":
            return None
        ad = self.tables[alias[1]].definitions[alias[2]]
        # (the alias's own type parameters, `typealias Handler<T> = (T) -> Unit`: not substituted, no type)
        return self._function_type(alias[1], ad.parent, ad.type_text, depth + 1, _type_parameter_names(ad.signature)) \
            if ad.kind == "type" and ad.type_text else None

    def _bound_in_functions(self, path: str, scope: int, name: str, names) -> bool:
        """Whether `name` is a local or a local definition of `scope` or of the functions around it, up to the
        nearest class (Kotlin: those come before an implicit receiver's members)."""
        defs = self.tables[path].definitions
        while scope != NO_PARENT and defs[scope].kind in FUNCTION_KINDS:
            if name in names.get(scope, _EMPTY):
                return True
            scope = defs[scope].parent
        return False

    def _name_past_scope(self, path: str, scope: int, name: str):
        """resolve_name past its first step, for a caller that found no name the scope itself binds (_link_file:
        483K lookups on synth-1m that looked at the scope's names twice)."""
        key = (path, scope, name)
        found = self._name_cache.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._name_cache, key, self._resolve_name, path, scope, name)

    def _resolve_name(self, path: str, scope: int, name: str):
        if BOUND_AT in name:
            return self._binding_at(path, scope, name)
        t = self.tables[path]
        sc = (self._scopes.get(path) or self.scopes(path))
        names = sc["names"]
        spec = BY_NAME[t.language]
        if name in spec.base_constructor_calls:   # Java `super(...)` in a constructor
            return self._super_constructor(path, self._enclosing_class(t, scope))
        members_in_scope = spec.members_in_scope
        defs = t.definitions
        s = scope
        namespaces = [] if spec.open_namespaces else None   # qualnames of the namespaces around, innermost first
        # whether the class body's own names are still in scope: at the class itself, and (class_body_scope) in
        # what the body holds outside any function, those bound before the definition holding the site (a name
        # declared without a value, Python's `type: Required[type[Any]]`, binds none: _declared)
        body = True
        mixins = spec.mixin_modules   # (Ruby) no class or module met yet: the next module's mixins are in scope
        while s != NO_PARENT:
            d = defs[s]
            hit = names.get(s, _EMPTY).get(name)
            if hit is not None and hit[0] == "def" and spec.object_literals and d.kind in _NESTING_HOLDERS and \
                    defs[hit[2]].kind == "property":
                hit = None   # `const EJSON: { parse: typeof parse }`: a literal's property binds no name
            if hit is not None:
                if name == d.name and "{class}" in spec.constructor_names and hit[0] != "local":
                    # a constructor named after its class: the bare name means the class (a local of a method
                    # named like it, Java `Deque<T> stack = ..` in `void stack()`, is the local): the class itself
                    # in its own scope (C++ `class Prefilter::Info {..}` defined outside Prefilter, which no scope
                    # around names), else as the scopes around give it
                    if d.kind in TYPE_KINDS:
                        return ("def", path, s)
                    hit = None
                # class members are not in scope inside methods; the class's type parameters are
                elif d.kind not in CLASS_KINDS or (s == scope and s not in sc["hidden"]) or hit[0] == "local" or \
                        (body and (hit[0] != "def" or (hit[2] < scope and   # bound before: `files = files` is not
                                                       (s, name) not in self._declared(path, sc)))):
                    if hit[0] == "local" and not hit[3] and sc["inherits"]:
                        return self._inherited_parameter(path, s, name) or hit
                    return self.resolve_binding(hit[1], hit[2]) if hit[0] == "bind" else hit
            elif d.kind == "module" and d.parent == NO_PARENT and d.name[:1] in ("'", '"') and spec.augmented_modules:
                # inside `declare module '@mui/material/styles' {..}`, a package's: the module's own names, as far as
                # the repository declares them (its augmentations in other files: react-admin's `Omit<Theme, ..>`
                # beside theme/types.ts's `interface Theme`)
                augmented = self._external_augmentations().get((d.name[1:-1], name))
                if augmented is not None:
                    self._reads(augmented[1])
                    return augmented
            body = body and spec.class_body_scope and d.kind not in FUNCTION_KINDS and d.kind not in CLASS_KINDS
            innermost, mixins = mixins, mixins and d.kind not in _MIXIN_HEIRS
            if namespaces is not None:
                if d.kind == "module":
                    namespaces.append(d.qualname)
                    if d.qualname.count(".") > (defs[d.parent].qualname.count(".") + 1 if d.parent != NO_PARENT
                                                else 0):   # (pugixml's `pugi.impl` at the file's level)
                        namespaces += _outer_namespaces(defs, s)
                elif d.kind in FUNCTION_KINDS and d.qualname != d.name:
                    namespaces += _declarator_namespaces(defs, d)
            if not members_in_scope:
                s = d.parent
                continue
            if (d.kind in TYPE_KINDS or (d.kind == "module" and innermost and not name[:1].isupper())) \
                    and name != d.name:
                # Java, C#, Kotlin: the members of the enclosing classes and their bases are in scope in
                # methods (an implicit `this`); a constructor named after its class does not hide the class. Ruby:
                # the innermost module's methods too, with those of the modules it includes (`include
                # ImageSpecHelper` in a shared group; its constants are looked up as constants, below): a method is
                # looked up on `self`, never in the modules around a class or module
                hit = self.class_member(path, s, name)
                if hit is not None and not self._is_named_constructor(hit):
                    return hit   # a base's constructor is no inherited member: `Base` in a subclass is the class
                if namespaces is not None and d.kind in CLASS_KINDS and (hit := self._base_named(path, s, name)):
                    return hit
                if namespaces is not None and d.kind in TYPE_KINDS and d.qualname != d.name and \
                        (outer := self._owner_of_here(path, s)) is not None:
                    # C++ `class Regexp::ParseState { ParseFlags flags_; }` in parse.cc, a nested class defined
                    # outside the class holding it: that class's members are in scope next (Regexp::ParseFlags)
                    hit = self.class_member(outer[0], outer[1], name)
                    if hit is not None and not self._is_named_constructor(hit):
                        return hit
            elif d.kind == "function" and d.local and d.type_text and d.name.startswith("<fn@") and \
                    (spec.anonymous_bodies or spec.receiver_scopes):
                # Java `new NodeFilter() { FilterResult head(..) {..} }`: the members of the type an anonymous
                # class body extends are in scope in it (its own methods are the enclosing code's); Kotlin
                # `Buffer().apply { write(d) }`: the lambda's receiver's members, before the names around it
                if spec.runtime_receivers and d.type_text.startswith("dsl:") and \
                        self._runtime_lambda(path, d, name) and \
                        not self._bound_in_functions(path, d.parent, name, names):
                    return None   # `buildString { append(x) }`: the runtime's StringBuilder's, before the names around
                inst = self._callee_receiver(path, s) if d.type_text.startswith("dsl:") else \
                    self.type_from_text(path, d.parent, d.type_text)
                hit = self.class_member(inst[1], inst[2], name) if inst is not None and inst[0] == "inst" else None
                if hit is not None and spec.receiver_scopes and (
                        (hit[0] == "def" and self.tables[hit[1]].definitions[hit[2]].parent == NO_PARENT) or
                        self._bound_in_functions(path, d.parent, name, names)):
                    # an extension of the receiver's type (`fun Sink.deflate(d: Deflater = ..)`): Kotlin takes it
                    # only where the call's arguments fit, else looks further out (a test class's own
                    # `deflate(buffer, bytes)`), which the link does not tell apart: the names around it; and a
                    # local of the functions around comes before the receiver's members (`val size = 3L;
                    # Buffer().apply { write(size) }`: the local)
                    hit = None
                if hit is not None and not self._is_named_constructor(hit):   # `TypeAdapter<T>` there: the class
                    return hit
            elif d.kind in FUNCTION_KINDS and d.qualname != d.name and \
                    (owner := self._owner_of_here(path, s)) is not None:
                # C++ `void Counter::bump() { n_ = ...; }` in a .cpp: the members of Counter are in scope; a
                # base's constructor is none (`DB::Delete(..)` in `DBImpl::Delete`: DB is the class)
                hit = self.class_member(owner[0], owner[1], name)
                if hit is not None and not self._is_named_constructor(hit):
                    return hit
                if self.tables[owner[0]].definitions[owner[1]].name == name:
                    # the class's own name (its injected name): `Info* ab = new Info();` in re2's
                    # `Prefilter::Info* Prefilter::Info::And(Info* a, Info* b)`, a nested class defined outside its
                    # class, which no namespace around names
                    return ("def", owner[0], owner[1])
                if namespaces is not None and (hit := self._base_named(owner[0], owner[1], name)):
                    return hit
            s = d.parent
        resolver = self.resolvers[self.family_of[path]]
        # (a string name, LanguageSpec.string_names, is an RSpec shared group's: global by name, as a constant is)
        constant = spec.global_constants and (name[:1].isupper() or (name[:1] == "'" and bool(spec.string_names)))
        if constant:   # Ruby: `Base` in `module RuboCop; module Cop`: RuboCop::Cop::Base wherever it is declared
            s = scope
            while s != NO_PARENT:
                if defs[s].kind in _CONSTANT_HOLDERS:
                    hit = self._constant(f"{defs[s].qualname}.{name}")
                    if hit is not None:
                        return hit
                s = defs[s].parent
        if namespaces is not None:   # C++ `using namespace util;` around the site: util's names after the enclosing
            namespaces += self._used_namespaces(path, scope)
        if namespaces:
            hit = self._namespace_name(path, resolver, namespaces, name,
                                       scope == NO_PARENT or defs[scope].kind != "module")
            if hit is not None:
                return hit
        hit = names.get(NO_PARENT, _EMPTY).get(name)
        if hit is not None:
            return self.resolve_binding(hit[1], hit[2]) if hit[0] == "bind" else hit
        package = resolver.package_of(path)
        if package is not None:   # the other files of the package share its top-level names
            hit = self._package(resolver, package)["names"].get(name)
            if hit is not None:
                return hit
            for outer in resolver.outer_packages(path):   # C#: the namespaces around the file's
                hit = self._package(resolver, outer)["names"].get(name)
                if hit is not None:
                    return hit
        if resolver.stars_last_first:   # C: the headers as the compiler reads them, the last declaration first
            order = self._include_order(path, resolver)
            self._reads_all(order)
            for key in reversed(order):
                hit = (self._scopes.get(key) or self.scopes(key))["names"].get(NO_PARENT, _EMPTY).get(name)
                if hit is not None:
                    return self.resolve_binding(hit[1], hit[2]) if hit[0] == "bind" else hit
            hit = self._through_includers(path, name, resolver)
            if hit is not None:
                return hit
            if namespaces is not None and scope != NO_PARENT:
                # C++: a type the files in view only forward-declare (ninja's `struct State;` in build.h, whose
                # members' types name it), defined at the top of a single header of the repository: that one, as
                # the compiler's program-wide view has it (as _namespace_name does in a namespace); not at the
                # top level, where `struct State;` is the declaration itself
                hit = self._namespace_type(name, path)
                if hit is not None:
                    return hit
        stars = sc.get("all_stars")
        if stars is None:   # the file's own, then those it has without writing them (C#'s `global using A.B;`)
            stars = () if resolver.stars_last_first else sc["stars"][::-1] if resolver.later_stars_win else sc["stars"]
            implicit = resolver.implicit_stars(path)
            if implicit:
                stars = [*stars, *(m for m in implicit if m not in stars)]
            sc["all_stars"] = stars
        later_first = resolver.later_stars_win
        for spec in stars:
            key = resolver.star_module(path, spec)
            if key is None:
                if resolver.path_through_names:   # Rust `pub use crate::builders::bytes::*` of an inline module
                    inline = self.resolve_path(path, resolver, spec)
                    if inline is not None and inline[0] == "def" and \
                            self.tables[inline[1]].definitions[inline[2]].kind == "module":
                        found = self.member(inline, name)[0]
                        if found is not None:
                            return found
                continue
            self._reads(key)
            member_of = resolver.star_class(spec)
            if member_of is not None:   # Java `import static a.b.C.*` (`a.b.C.Inner.*`): the members of the class
                head, *inner = member_of.split(".")
                cls = self.lookup_export(key, head)
                if cls is None and resolver.imports_unexported and key in self.tables:
                    # a package-private class of the importer's own package (jsoup's HtmlTreeBuilderState importing
                    # its own `Constants.*`): its file declares it
                    cls = (self._scopes.get(key) or self.scopes(key))["names"].get(NO_PARENT, _EMPTY).get(head)
                for part in inner:
                    cls = self.class_member(cls[1], cls[2], part) if cls is not None and cls[0] == "def" else None
                found = self.class_member(cls[1], cls[2], name) if cls is not None and cls[0] == "def" else None
            elif resolver.star_visible(self.tables.get(key), name):
                found = None if later_first and self._binds_back(key, name, path, resolver) else \
                    self.lookup_export(key, name)
            else:
                found = None
            if found is not None:
                return found
        if constant:   # a top-level class, module or constant of any file (Ruby's global namespace)
            return self._constant(name)
        language = BY_NAME[t.language]   # (`spec` above is a star import's specifier)
        if language.configured_mixins and _compiled(language.test_paths).search(path):
            # `expect_offense(..)` in a spec: what RSpec's config includes (the files read to see the blocks are not
            # collected: a change to the blocks, their modules' files or any file's requires takes the full reduce)
            local, configured = self._mixins_of(path)
            for targets in (local, configured):   # (`include FileHelper` in a describe block comes first)
                for target in targets:
                    self._reads(target[1])
                hits = {hit for target in targets
                        if (hit := self.class_member(target[1], target[2], name)) is not None}
                if len(hits) == 1:   # several: which one depends on the test's metadata (`type: :controller`)
                    return hits.pop()
                if hits:
                    break
            hits = self._helper_functions(path).get(name)
            if hits is not None and len(hits) == 1:   # `trailing_whitespace` of spec/support/misc_helper.rb
                self._reads(hits[0][1])
                return hits[0]
        if language.global_modules:
            return self._global_name(language, name)
        return None

    def _used_namespaces(self, path: str, scope: int) -> list[str]:
        """The qualnames of the namespaces the using-directives of file `path` around `scope` name (C++ `using namespace
        util;` at its top level or in a scope holding the site; inside `namespace a { using namespace b; }`, a.b
        before b), in the order they come."""
        directives = self._using_directives.get(path)
        if directives is None:
            t = self.tables[path]
            directives = self._using_directives[path] = [
                (imp.scope, imp.module.lstrip(":").replace("::", ".")) for imp in t.imports
                if not imp.name and not imp.alias and not imp.reexport]
        if not directives:
            return []
        defs = self.tables[path].definitions
        around, s = [], scope
        while s != NO_PARENT:
            around.append(s)
            s = defs[s].parent
        around.append(NO_PARENT)
        out = []
        for at, ns in directives:
            if at in around:
                outer = at
                while outer != NO_PARENT:   # relative to the namespaces around the directive, innermost first
                    if defs[outer].kind == "module":
                        out.append(f"{defs[outer].qualname}.{ns}")
                    outer = defs[outer].parent
                out.append(ns)
        return out

    def _namespace_name(self, path: str, resolver, namespaces: list[str], name: str, anywhere: bool = True):
        """C++ (LanguageSpec.open_namespaces): `name` declared in one of the namespaces around the site (qualnames,
        innermost first) by the file or by a file it includes (`Slice` inside `namespace leveldb { .. }` of a .cc:
        leveldb::Slice of include/leveldb/slice.h), the most recent declaration first as for the top level."""
        order = self._include_order(path, resolver) if resolver.stars_last_first else []
        self._reads_all(order)
        for ns in namespaces:
            for key in (path, *reversed(order)):
                blocks = self._namespace_blocks.get(key)
                if blocks is None:
                    blocks = self._namespace_blocks[key] = {}
                    outside = self._outside_definitions[key] = {}
                    defs = self.tables[key].definitions
                    for i, d in enumerate(defs):
                        if d.kind == "module":
                            for qualname in _namespace_qualnames(defs, i):
                                blocks.setdefault(qualname, []).append(i)
                        elif not d.local and d.qualname != d.name and _declarator_namespaces(defs, d) and \
                                d.qualname.rpartition(".")[0].rpartition(".")[2] != d.name:
                            # (not a constructor, `XMLComment::XMLComment(..)`: `XMLComment` in the class's
                            # methods is the class)
                            outside.setdefault(d.qualname, i)
                # a definition outside its namespace (`void ImGui::SameLine() {..}` of imgui.cpp) before the
                # declarations in the namespace's blocks: where the file defines a function, its uses link
                # there, as the compiler's lookup finds the definition it has seen (and the reference links a
                # function's definition in the translation unit)
                i = self._outside_definitions[key].get(f"{ns}.{name}")
                if i is not None:
                    return ("def", key, i)
                scopes = None
                for i in blocks.get(ns, ()):
                    scopes = scopes or (self._scopes.get(key) or self.scopes(key))["names"]
                    hit = scopes.get(i, _EMPTY).get(name)
                    if hit is not None:
                        return self.resolve_binding(hit[1], hit[2]) if hit[0] == "bind" else hit
                nested = blocks.get(f"{ns}.{name}")
                if nested:   # a namespace of `ns` opened where no block of `ns` holds it (`impl::helper(..)` in
                    # `namespace pugi {..}`, of pugixml's `PUGI_IMPL_NS_BEGIN` written `namespace impl{`)
                    return ("def", key, nested[0])
        # a class the files in view only forward-declare (`class VersionSet;` in db_impl.h, whose members'
        # types it names): the namespace's type of that name defined anywhere in the repository (one class
        # program-wide), as the compiler sees it where the member is used; not for a name written directly in
        # the namespace (`anywhere` False): there it is the forward declaration's own name, no reference
        if not anywhere:
            return None
        for ns in namespaces:
            hit = self._namespace_type(f"{ns}.{name}", path)
            if hit is not None:
                return hit
        return None

    def _not_a_method(self, path: str, scope: int, name: str, hit):
        """C++: `hit`, a receiver or qualifier `name` resolved at `scope`, unless it is a method (spdlog's
        `level::level_enum` in a class with a method `level()`: a name before `::` or `.` is no method): then what
        the innermost namespace around `scope` (or the file) binds the name to, if that is none either; a function
        declared in a body (the grammar's reading of `LineReader reader(file);`, a variable `reader.ReadLine()` for
        clang) stays, but where a namespace or a type around has its name (`impl::f()` after `X<Y> impl(q);`)."""
        if hit is None or hit[0] != "def":
            return hit
        d = self.tables[hit[1]].definitions[hit[2]]
        declared_in_body = d.kind == "function" and d.parent != NO_PARENT and \
            self.tables[hit[1]].definitions[d.parent].kind in FUNCTION_KINDS
        if d.kind != "method" and not declared_in_body:
            return hit
        defs = self.tables[path].definitions
        while scope != NO_PARENT and defs[scope].kind != "module":
            scope = defs[scope].parent
        found = self.resolve_name(path, scope, name)
        if declared_in_body:
            # a function declared in a body is a variable read so (the vexing parse, `auto_deleter<X> impl(q, ..);`),
            # as a qualifier the namespace or type of its name (pugixml's `impl::xpath_parser::parse(..)` after it)
            return found if found is not None and found[0] == "def" and \
                self.tables[found[1]].definitions[found[2]].kind in ("module", *TYPE_KINDS) else hit
        if found is not None and found[0] == "def" and self.tables[found[1]].definitions[found[2]].kind == "method":
            return None
        return found

    def _inline_namespaces(self, path: str) -> dict[int, list[int]]:
        """C++: namespace index -> the inline namespaces directly in it, of file `path`."""
        found = self._inline_blocks.get(path)
        if found is None:
            found = self._inline_blocks[path] = {}
            for i, d in enumerate(self.tables[path].definitions):
                if d.kind == "module" and d.parent != NO_PARENT and d.signature.startswith("inline "):
                    found.setdefault(d.parent, []).append(i)
        return found

    def _namespace_type(self, qualname: str, near: str = ""):
        """("def", path, i) of the type `qualname` (C++ `leveldb.VersionSet`) a header of the repository defines,
        else None: of the headers defining it, the one whose path shares the most folders with `near` (the file
        asking; Catch2's `Catch::Detail::NonCopyable` from src/catch2/ is src/catch2/internal/'s, not the
        amalgamated copy in extras/), else the first by path. A type of the global namespace (`State`) only where
        a single header defines it."""
        types = self._namespace_types
        if types is None:
            # the types of headers (files another file includes): a class a .cc defines is its own (a test's
            # `struct Comparator` in namespace leveldb is no leveldb::Comparator of options.h)
            types = self._namespace_types = {}
            included = set()
            for key in self.tables:
                if self.spec_of(key).open_namespaces:
                    resolver = self.resolvers[self.family_of[key]]
                    for spec in (self._scopes.get(key) or self.scopes(key))["stars"]:
                        found = resolver.resolve(key, spec)
                        if found is not None:
                            included.add(found)
            top: dict[str, list] = {}   # the global namespace's types: only a name one header defines
            for key in sorted(included):
                t = self.tables.get(key)
                if t is None or not self.spec_of(key).open_namespaces:
                    continue
                defs = t.definitions
                for i, d in enumerate(defs):
                    if d.kind in TYPE_KINDS and not d.local:
                        if d.parent == NO_PARENT:
                            top.setdefault(d.name, []).append(("def", key, i))
                        elif defs[d.parent].kind == "module":
                            for namespace in _namespace_qualnames(defs, d.parent):
                                found = types.setdefault(f"{namespace}.{d.name}", [])
                                if not found or found[-1][1] != key:   # (a header's first of that name)
                                    found.append(("def", key, i))
            for name, found in top.items():
                if len(found) == 1:
                    types[name] = found
            for name, found in types.items():
                types[name] = tuple(found)
            private = self._namespace_private = {}
            for key in sorted(self.tables):
                if key not in included and self.spec_of(key).open_namespaces:
                    defs = self.tables[key].definitions
                    for i, d in enumerate(defs):
                        if d.kind in TYPE_KINDS and not d.local and d.parent != NO_PARENT and \
                                defs[d.parent].kind == "module":
                            for namespace in _namespace_qualnames(defs, d.parent):
                                private.setdefault(f"{namespace}.{d.name}", []).append(("def", key, i))
        found = types.get(qualname)
        if found is None:
            # glog's `struct LogMessageData;` in namespace google::logging::internal of logging.h, defined in
            # logging.cc (a private implementation): the one source file that defines it and includes `near`,
            # the header asking, as clang's translation unit of that file completes the type
            found = [hit for hit in self._namespace_private.get(qualname, ()) if near and
                     near in self._include_order(hit[1], self.resolvers[self.family_of[hit[1]]])]
            if len(found) != 1:
                return None
        hit = found[0]
        if near and len(found) > 1:
            folders = near.split("/")[:-1]
            hit = max(found, key=lambda t: _shared_folders(folders, t[1]))   # (max keeps the first of a tie)
        self._reads(hit[1])
        return hit

    def _is_tag(self, target) -> bool:
        """Whether definition `target` is a C tag: a struct, union or enum declared with its name after the keyword
        (its signature `struct inst`), not one a typedef names (`typedef struct { .. } size2;`)."""
        d = self.tables[target[1]].definitions[target[2]]
        return (d.kind in CLASS_KINDS or d.kind == "enum") and \
            d.signature.partition(" ")[0] in self.spec_of(target[1]).tag_keywords

    def _tag(self, path: str, scope: int, name: str):
        """The tag `name` written with its keyword in file `path` (C `struct inst`, LanguageSpec.tag_keywords): the
        tag in view, else the one struct, union or enum of that tag the repository defines (`struct jq_state` in
        execute.c, jq.h's `typedef struct jq_state jq_state;` naming it), else None."""
        hit = self.resolve_name(path, scope, name)
        if hit is not None and hit[0] == "def" and self._is_tag(hit):
            return hit
        found = self.tag_definitions().get(name, ())
        if len(found) != 1:
            return None
        self._reads(found[0][1])
        return found[0]

    def _c_type_named(self, path: str, scope: int, name: str):
        """C: the typedef, struct, union or enum `name` names in scope `scope` of file `path`, past a variable or a
        field of that name in that scope or around it (a tag beside it: `struct config {..} config;`), else the
        tag of that name (_tag); else None."""
        defs = self.tables[path].definitions
        at = scope
        while True:
            hit = self.resolve_name(path, at, name)
            if hit is not None and hit[0] == "def":
                d = self.tables[hit[1]].definitions[hit[2]]
                if d.kind in TYPE_KINDS:
                    return hit
                other = self._same_named_type(hit[1], d.parent, name)
                if other is not None:
                    return ("def", hit[1], other)
            if at == NO_PARENT:
                return self._tag(path, scope, name)
            at = defs[at].parent

    def tag_definitions(self) -> dict[str, list]:
        """C tag name -> the struct, union and enum definitions of that tag in the repository (_tag's table)."""
        index = self._tag_index
        if index is None:
            index = self._tag_index = {}
            for key in sorted(self.tables):
                if self.spec_of(key).tag_keywords:
                    for i, d in enumerate(self.tables[key].definitions):
                        if not d.local and self._is_tag(("def", key, i)):
                            index.setdefault(d.name, []).append(("def", key, i))
        return index

    def _macro_forwards(self) -> dict[tuple, list[str]]:
        """("def", path, i) of a C/C++ macro -> the names in its body that it renames (its "forward" sites,
        languages.c.source.macro_forwards: `lua_call` -> ["lua_callk"])."""
        found = self._forwards
        if found is None:
            found = self._forwards = {}
            for key in sorted(self.tables):
                if self.family_of[key] != "c":
                    continue
                for r in self.tables[key].references:
                    if r.kind == "forward":
                        found.setdefault(("def", key, r.scope), []).append(r.name)
        return found

    def _typedef_of_tag(self, path: str, name: str):
        """("def", header, i) of a top-level `typedef struct name name;` in a header C++ file `path` includes (the last
        declaration first), else None."""
        resolver = self.resolvers[self.family_of[path]]
        order = self._include_order(path, resolver)
        self._reads_all(order)
        for key in reversed(order):
            hit = (self._scopes.get(key) or self.scopes(key))["names"].get(NO_PARENT, _EMPTY).get(name)
            if hit is not None and hit[0] == "def" and hit[1] == key:
                d = self.tables[key].definitions[hit[2]]
                if d.kind == "type" and d.type_text == name:
                    return hit
        return None

    def _ordinary_name(self, path: str, name: str):
        """A bare `name` in C file `path` where the scopes gave a tag (`inst *i` in compile.c, which defines
        `struct inst`): the top-level declaration of that name that is no tag, in the file or the headers in view
        (the last declaration first, as _resolve_name reads them; compile.h's `typedef struct inst inst;`), else
        None."""
        resolver = self.resolvers[self.family_of[path]]
        order = self._include_order(path, resolver) if resolver.stars_last_first else []
        self._reads_all(order)
        for key in (path, *reversed(order)):
            names = self._ordinary_names.get(key)
            if names is None:
                names = self._ordinary_names[key] = {}
                for i, d in enumerate(self.tables[key].definitions):
                    if d.parent == NO_PARENT and not self._is_tag(("def", key, i)):
                        names.setdefault(d.name, ("def", key, i))
            hit = names.get(name)
            if hit is not None:
                return hit
        return None

    def _constant(self, qualname: str):
        """("def", path, i) of the class, module or constant of this qualified name (Ruby `RuboCop.Cop.Base`,
        LanguageSpec.global_constants; `class Acme::Thing` is "Acme.Thing"), declared in any file: the one in the
        file its last name leads to by convention (`base.rb` for Base, `thing_list.rb` for ThingList), else the
        first by path; None where no file declares it. A module reopened in many files is one: this stands for all
        of them (a member is looked up by its own qualified name)."""
        index = self._constants
        if index is None:
            index = self._constants = {}
            reopened = self._reopened = {}
            for key in sorted(self.tables):
                if not self.spec_of(key).global_constants:
                    continue
                stem = key.rpartition("/")[2].partition(".")[0]
                resolver = self.resolvers[self.family_of[key]]
                defs = self.tables[key].definitions
                for i in range(len(defs)):
                    d = defs[i]
                    if d.kind not in _CONSTANT_KINDS or d.local:
                        continue
                    if d.kind in _CONSTANT_HOLDERS:
                        reopened.setdefault(d.qualname, []).append((key, i))
                    hit = index.get(d.qualname)
                    if hit is None or ((conventional := resolver.constant_file(d.name)) == stem and
                                       conventional != hit[1].rpartition("/")[2].partition(".")[0]):
                        index[d.qualname] = ("def", key, i)
        hit = index.get(qualname)
        if hit is not None:
            self._reads(hit[1])
        return hit

    def _reopened_members(self, path: str, cls: int) -> dict:
        """{name: target} of the members a Ruby class or module (LanguageSpec.global_constants) has from its other
        declarations, reopened in other files or in its own (`class ConfigObsoletion` in config_obsoletion.rb and
        again around each of config_obsoletion/*.rb's rules); the first of a name by path."""
        self._constant("")
        out: dict = {}
        for key, j in self._reopened.get(self.tables[path].definitions[cls].qualname, ()):
            if (key, j) == (path, cls):
                continue
            self._reads(key)
            defs = self.tables[key].definitions
            for k in range(j + 1, len(defs)):
                d = defs[k]
                if d.parent == j and not d.local:
                    out.setdefault(d.name, ("def", key, k))
                elif d.parent < j:
                    break   # past j's definitions (they follow it, nested, in file order)
        return out

    def _include_order(self, path: str, resolver) -> list[str]:
        """The files `path`'s star imports bring in, each once, in the order their declarations come (C: a header's
        own declarations after those of the headers it includes first; a header included again adds nothing, as
        its include guard says): the last one holding a name holds its most recent declaration."""
        order = self._include_orders.get(path)
        if order is None:
            order, seen = [], {path}

            def visit(f: str) -> list[str]:   # f's includes placed before f; those it writes last, returned
                late = []
                trailing = self._trailing_includes(f)
                for spec in (self._scopes.get(f) or self.scopes(f))["stars"]:
                    key = resolver.resolve(f, spec)
                    if key is not None and key not in seen and key in self.tables:
                        seen.add(key)
                        if spec in trailing:
                            late.append(key)
                        else:
                            place(key)
                return late

            def place(key: str) -> None:   # what `key` includes first, its own declarations, what it includes last
                late = visit(key)
                order.append(key)
                for other in late:
                    place(other)
            for key in visit(path):
                place(key)
            self._include_orders[path] = order
        return order

    def _trailing_includes(self, path: str) -> frozenset:
        """The specifiers of the #includes file `path` writes after its last declaration (spdlog's common.h ends
        including common-inl.h, which defines what it declares: those definitions come after its declarations)."""
        found = self._trailing.get(path)
        if found is None:
            t = self.tables[path]
            last = max((d.start_line for d in t.definitions if not d.local), default=0)
            found = self._trailing[path] = frozenset(
                imp.module for imp in t.imports if imp.name == "*" and not imp.reexport and imp.scope == NO_PARENT
                and imp.line > last)
        return found

    def includers(self, resolver) -> dict[str, list[str]]:
        """C: header -> the files whose own #include lines bring it in, in path order (_through_includers)."""
        index = self._includer_index
        if index is None:
            index = self._includer_index = {}
            for f in sorted(self.tables):
                if self.resolvers.get(self.family_of.get(f)) is not resolver:
                    continue
                for spec in (self._scopes.get(f) or self.scopes(f))["stars"]:
                    key = resolver.resolve(f, spec)
                    if key is not None and key != f and key in self.tables:
                        found = index.setdefault(key, [])
                        if not found or found[-1] != f:
                            found.append(f)
        return index

    def _through_includers(self, path: str, name: str, resolver):
        """C: a top-level `name` that file `path` neither declares nor includes, as the files including it have it
        in view (stream.h's `mstime_t`, `client`: server.h defines them, then includes stream.h; the compiler reads
        the header in the includer's translation unit), declared by the includer before its #include of it or by a
        header it reads before this one (a struct, class or enum: anywhere in the unit). The first INCLUDERS_ASKED
        includers (path order) that have it must agree; an includer that does not have it asks its own includers in
        turn (a few levels)."""
        key = (path, name)
        if key in self._through_includers_found:
            self._reads_all(self._includer_reads[key])
            return self._through_includers_found[key]
        reads: set[str] = set()
        found: set = set()
        index = self.includers(resolver)

        def declared(f: str):
            return (self._scopes.get(f) or self.scopes(f))["names"].get(NO_PARENT, _EMPTY).get(name)

        def declared_before(includer: str, header: str, direct: bool = False):
            """The includer's own declaration of `name` where it precedes the includer's #include of `header`
            (googletest.h's `#define GLOG_EXPORT` comes after its `#include "base/commandlineflags.h"`); `direct`:
            only where it includes `header` itself."""
            hit = declared(includer)
            if hit is None or (hit[0] != "def" or hit[1] != includer) and not direct:
                return hit
            lines = [imp.line for imp in self.tables[includer].imports
                     if imp.name == "*" and resolver.resolve(includer, imp.module) == header]
            if not lines:
                return None if direct else hit
            if hit[0] != "def" or hit[1] != includer:
                return hit
            d = self.tables[includer].definitions[hit[2]]
            return hit if d.start_line < min(lines) or d.kind in _TAG_KINDS else None

        def in_view(order: list[str], header: str):
            """What is in view where an includer's unit (its headers in `order`) reads `header`: a file read after it
            that includes it itself, before that #include (server.h's mstime_t before its `#include "stream.h"`,
            where rdb.c includes server.h); then the headers read before it, the last one first (glog's
            logging_unittest.cc includes googletest.h after glog/logging.h: its `#define GLOG_EXPORT` is none of
            logging.h's); then a struct, class or enum read after it, complete wherever the unit defines it (zstd's
            `typedef struct dictionary_s dictionary_t;` in a header, the struct in the .c)."""
            before = order.index(header) if header in order else len(order)
            later = [other for other in reversed(order[before + 1:]) if other != path]
            for other in later:
                if (hit := declared_before(other, header, True)) is not None:
                    return hit
            for other in reversed(order[:before]):
                if other != path and (hit := declared(other)) is not None:
                    return hit
            for other in later:
                if (hit := declared(other)) is not None and hit[0] == "def" and \
                        self.tables[hit[1]].definitions[hit[2]].kind in _TAG_KINDS:
                    return hit
            return None

        seen = {path}
        level = [path]
        for _ in range(INCLUDER_LEVELS):
            above = []
            for header in level:
                for includer in index.get(header, ())[:INCLUDERS_ASKED]:
                    if includer in seen:
                        continue
                    seen.add(includer)
                    reads.add(includer)
                    hit = declared_before(includer, header)
                    if hit is None:
                        order = self._include_order(includer, resolver)
                        reads.update(order)
                        hit = in_view(order, header)
                    if hit is None:
                        above.append(includer)
                    else:
                        found.add(self.resolve_binding(hit[1], hit[2]) if hit[0] == "bind" else hit)
            if found or not above:
                break
            level = above
        answer = found.pop() if len(found) == 1 else None
        self._through_includers_found[key] = answer
        self._includer_reads[key] = reads
        self._reads_all(reads)
        return answer

    def _global_declarations(self) -> dict[str, list[tuple]]:
        """{name: [("def", path, i) ...]}: the declarations every file sees (TypeScript `declare global { interface
        Window {..} }`, LanguageSpec.global_modules; a script's top-level ones: global_definitions), in path order;
        several of one name are one merged declaration (an interface extended in several files)."""
        found = self._globals
        if found is None:
            found = self._globals = {}
            lexical_first: dict[str, bool] = {}   # name -> whether its first declaration is block-scoped
            for path in sorted(self.tables):
                spec = self.spec_of(path)
                if not spec.global_modules:
                    continue
                t = self.tables[path]
                indexes = global_definitions(t, spec)
                if not indexes:
                    continue
                lexical = {e.name for e in t.exports if e.form == SCRIPT_FORM and e.name}
                for i in indexes:
                    d = t.definitions[i]
                    hits = found.setdefault(d.name, [])
                    if hits and _redeclared(d, d.name in lexical, hits[0], lexical_first.get(d.name, False),
                                            self.tables):
                        continue
                    if not hits:
                        lexical_first[d.name] = d.name in lexical
                    hits.append(("def", path, i))
            for hits in found.values():
                if len(hits) > 1:
                    for hit in hits:
                        self._merged[hit] = hits
                    self._merge_nested(hits)
            self._merge_augmentations()
        return found

    def _merged_in_view(self, target, path: str):
        """The declarations merged with `target` (_merged) that a reference in file `path` names: a module
        augmentation's only where the checker's program for the file holds it and the merge is on what the file
        reads: the file imports from the module it augments (vitest's `declare module 'vitest' { interface
        MatcherState }` is named by `import type { MatcherState } from 'vitest'` in packages/browser, not by a file
        of vitest importing MatcherState from '@vitest/expect'), and it is in the augmentation's own project or in
        another than the augmented declaration's (tiptap's core, compiled without the extensions augmenting
        '@tiptap/core', names its own EditorOptions only, though its files import from its index)."""
        group = self._merged.get(target)
        if not group or not self._augmenting:
            return group
        view = None
        kept = []
        for other in group:
            seen = self._augmenting.get(other)
            if seen is not None and other[1] != path:
                imported, project = view = view or self._view_of(path)
                module, own, augmented = seen
                if module not in imported or (project != own and project == augmented):
                    continue
            kept.append(other)
        return kept

    def _view_of(self, path: str) -> tuple[frozenset, str]:
        """(the modules of the repository file `path` imports from, the project it is compiled with), as its
        resolver says, kept per file (_merged_in_view asks at every edge to a merged declaration)."""
        found = self._views.get(path)
        if found is None:
            resolver = self.resolvers[self.family_of[path]]
            found = self._views[path] = (frozenset(resolver.resolve(path, imp.module)
                                                   for imp in self.tables[path].imports if imp.module),
                                         resolver.project_of(path))
        return found

    def _merge_augmentations(self) -> None:
        """Module augmentations (LanguageSpec.augmented_modules), merged as _global_declarations merges a global
        interface declared in several files: vitest's `declare module 'vitest' { interface MatcherState {..} }`
        and the MatcherState of @vitest/expect that 'vitest' re-exports are one interface, whose name is every
        declaration and whose members are any declaration's. A module found nowhere in the repository (an external
        package's) has no declaration here to merge with. What the lookups read is kept (augmentation_reads): a
        change to one of those files moves the merge, which no reader of the declarations read."""
        self._external_augmentations()
        outer, self._dcur = self._dcur, _FileReads()
        try:
            for path, block, _, module in self._augmentations:
                if module is None:
                    continue
                t = self.tables[path]
                for j, d in enumerate(t.definitions):
                    if d.parent != block or d.kind not in _MERGED_KINDS:
                        continue
                    target = self.lookup_export(module, d.name)
                    if target is None or target[0] != "def" or \
                            self.tables[target[1]].definitions[target[2]].kind not in _MERGED_KINDS:
                        continue
                    group = self._merged.get(target) or [target]
                    if ("def", path, j) not in group:
                        group = [*group, ("def", path, j)]
                    resolver = self.resolvers[self.family_of[path]]
                    self._augmenting[("def", path, j)] = (module, resolver.project_of(path),
                                                          resolver.project_of(target[1]))
                    for member in group:
                        self._merged[member] = group
                    self._augmented.update(group)
                    self._merge_nested(group)
            self.augmentation_reads = self._dcur.flat()
        finally:
            self._dcur = outer

    def _external_augmentations(self) -> dict[tuple[str, str], tuple]:
        """{(specifier, name): declaration}: what a module augmentation of a package outside the repository declares
        (vitest's `declare module 'vite' { interface UserConfig { test?: InlineConfig } }`), the first in path order;
        an import of that name from the package binds it (resolve_binding), so `config.test` of a `UserConfig` is
        the augmentation's member, as the checker merges it into vite's interface. Several of one name merge as a
        global interface declared in several files does. Built on first use, from the tables alone."""
        found = self._ext_augmentations
        if found is None:
            found = self._ext_augmentations = {}
            groups: dict[tuple[str, str], list[tuple]] = {}
            roots: dict[str, str] = {}   # an augmented specifier -> its package (ModuleResolver.package_root)
            self._augmentations = list(augmentation_blocks(self.tables, self.resolvers, self.family_of))
            for path, block, specifier, module in self._augmentations:
                if module is not None:
                    continue
                roots.setdefault(specifier, self.resolvers[self.family_of[path]].package_root(specifier))
                for j, d in enumerate(self.tables[path].definitions):
                    if d.parent == block and d.kind in _MERGED_KINDS:
                        groups.setdefault((specifier, d.name), []).append(("def", path, j))
                        self._augmenting[("def", path, j)] = None
            for key, group in groups.items():
                found[key] = group[0]
                if len(group) > 1:
                    for member in group:
                        self._merged[member] = group
                    self._augmented.update(group)
            # a package's subpath augmented (`declare module '@mui/material/styles' { interface Theme {..} }`): the
            # name imported from the package itself too (`import { Theme } from '@mui/material'`, whose index
            # re-exports the subpath's), where the package's own names are not augmented so
            for (specifier, name), decl in list(found.items()):
                if roots[specifier] != specifier:
                    found.setdefault((roots[specifier], name), decl)
        return found

    def _merge_nested(self, hits: list, depth: int = 0) -> None:
        """The interfaces and namespaces a merged global namespace's declarations declare under one name, merged in
        turn (pixijs's `declare global { namespace PixiMixins { interface Container extends MeasureMixin, .. {} } }`
        in each of five .d.ts files: one interface, whose members and bases are every declaration's)."""
        if depth > 8:
            return
        by_name: dict[str, list[tuple]] = {}
        for hit in hits:
            t = self.tables[hit[1]]
            if t.definitions[hit[2]].kind != "module":
                continue
            for j, d in enumerate(t.definitions):
                if d.parent == hit[2] and d.kind in ("interface", "module"):
                    by_name.setdefault(d.name, []).append(("def", hit[1], j))
        for group in by_name.values():
            if len(group) > 1:
                for member in group:
                    self._merged.setdefault(member, group)
                self._merge_nested(group, depth + 1)

    def _configured_mixins(self) -> dict[str, list[tuple]]:
        """{path: modules}: the modules each file's configuration blocks include into every test
        (LanguageSpec.configured_mixins: Ruby's `RSpec.configure do |config| config.include CopHelper end`, an
        inherit reference on the line of an `include` / `extend` called on a lowercase receiver, in a block outside any
        class or module), resolved where written. Built once, before any file is linked; what it reads is every such
        file's (the reduce runs in full when one of its modules' files changes: incremental/relink.py)."""
        found = self._mixins
        if found is None:
            found = self._mixins = {}
            outer, self._dcur = self._dcur, set()
            for path in sorted(self.tables):
                spec = self.spec_of(path)
                if not spec.configured_mixins:
                    continue
                t = self.tables[path]
                lines = {r.line for r in t.references if r.kind == "call" and r.name in spec.mixin_calls and
                         r.receiver[:1].islower()}
                if not lines:
                    continue
                for r in t.references:
                    if r.kind == "inherit" and r.line in lines and _in_top_level_block(t.definitions, r.scope):
                        target = self.resolve_ref_target(path, r.scope, r.name, r.receiver)[0]
                        if target is not None and target[0] == "def" and target not in found.get(path, ()) and \
                                self.tables[target[1]].definitions[target[2]].kind == "module":
                            found.setdefault(path, []).append(target)
            self._dcur = outer
            if found:   # lookups made while building saw no mixins: forget what they cached
                self._forget_lookups()
        return found

    def _mixins_of(self, path: str) -> tuple[list[tuple], list[tuple]]:
        """(the modules a test file's own blocks outside any class include: `include FileHelper` in a `describe` block;
        the modules the configuration blocks it sees include, in the configuring files' path order). A
        test sees the blocks of the files it requires, directly or not, of those its folder's helpers require
        (LanguageSpec.test_helpers, in its nearest `spec` / `test` folder: RSpec's `--require spec_helper`), and of
        the files under that folder's `support/` (a helper requires them by a glob: `Dir["#{__dir__}/support/**/*.rb"]
        .each { |f| require f }`)."""
        found = self._visible_mixins.get(path)
        if found is not None:
            return found
        t = self.tables[path]
        local = []
        for r in t.references:
            if r.kind == "inherit" and _in_top_level_block(t.definitions, r.scope):
                target = self.resolve_ref_target(path, r.scope, r.name, r.receiver)[0]
                if target is not None and target[0] == "def" and target not in local and \
                        self.tables[target[1]].definitions[target[2]].kind == "module":
                    local.append(target)
        configured = self._configured_mixins()
        if not configured:
            found = self._visible_mixins[path] = (local, [])
            return found
        folder = _test_folder(path, self.spec_of(path).test_folders)
        support = ""
        seen: set[str] = set()
        if folder is not None:   # its folder's helpers' (shared by the folder's tests, found once)
            helpers = tuple(h for name in self.spec_of(path).test_helpers if (h := folder + name) in self.tables)
            reached = self._helpers_reach.get(helpers)
            if reached is None:
                reached = self._helpers_reach[helpers] = frozenset(self._required_from(helpers, set()))
            seen.update(reached)
            support = folder + "support/"
        seen = self._required_from((path,), seen)
        found = self._visible_mixins[path] = (local, [target for p, ts in configured.items()
                                                      if p in seen or (support and p.startswith(support))
                                                      for target in ts])
        return found

    def _helper_functions(self, path: str) -> dict[str, list[tuple]]:
        """{name: [target]} of the top-level methods a test file sees besides those of the files it requires: those
        of its folder's helpers (LanguageSpec.test_helpers), of the files they require, and of the files under the
        folder's `support/` (RSpec's spec_helper requires them by a glob). A top-level `def` is a method of every
        object once its file is loaded (Ruby's `def trailing_whitespace` in spec/support/misc_helper.rb). Built once
        per folder; an incremental run compares the tables (incremental/relink.py)."""
        spec = self.spec_of(path)
        folder = _test_folder(path, spec.test_folders)
        if folder is None:
            return _EMPTY
        found = self._test_functions.get(folder)
        if found is None:
            found = self._test_functions[folder] = {}
            helpers = tuple(h for name in spec.test_helpers if (h := folder + name) in self.tables)
            reached = self._helpers_reach.get(helpers)
            if reached is None:
                reached = self._helpers_reach[helpers] = frozenset(self._required_from(helpers, set()))
            support = folder + "support/"
            for key in sorted(reached.union(p for p in self.tables if p.startswith(support))):
                if self.spec_of(key) is not spec:
                    continue
                for i, d in enumerate(self.tables[key].definitions):
                    if d.parent == NO_PARENT and d.kind in FUNCTION_KINDS:
                        found.setdefault(d.name, []).append(("def", key, i))
        return found

    def test_functions(self) -> dict[str, dict[str, list[tuple]]]:
        """{test folder: _helper_functions' table} for every test folder of the repository's test files that see
        them (LanguageSpec.configured_mixins, test_paths): what an incremental run compares (a bare name none has
        reads no file)."""
        out = {}
        for path in sorted(self.tables):
            spec = self.spec_of(path)
            if spec.configured_mixins and spec.test_folders and _compiled(spec.test_paths).search(path):
                folder = _test_folder(path, spec.test_folders)
                if folder is not None and folder not in out:
                    out[folder] = self._helper_functions(path)
        return out

    def _required_from(self, roots, seen: set[str]) -> set[str]:
        """`seen` with `roots` and the files they require, directly or not (each file's requires resolved once)."""
        stack = [r for r in roots if r not in seen]
        seen.update(stack)
        while stack:
            p = stack.pop()
            direct = self._direct_requires.get(p)
            if direct is None:
                resolver = self.resolvers[self.family_of[p]]
                direct = self._direct_requires[p] = [
                    key for spec in (self._scopes.get(p) or self.scopes(p))["stars"]
                    if (key := resolver.resolve(p, spec)) is not None and key in self.tables]
            for key in direct:
                if key not in seen:
                    seen.add(key)
                    stack.append(key)
        return seen

    def _global_object_member(self, path: str, scope: int, head: str, name: str):
        """The global modules' declaration of a value or function `name`, as a member of the global object `head`
        (LanguageSpec.global_objects: `window`, `globalThis`) where no scope binds `head` (it is the runtime's
        value, or the repository's global type of it: LanguageSpec.global_values); else None."""
        bound = self.resolve_name(path, scope, head)
        if bound is not None and bound != self._global_name(self.spec_of(path), head):
            return None   # a scope binds the name (`function f(window: W)`)
        hits = self._global_declarations().get(name)
        if not hits:
            return None
        d = self.tables[hits[0][1]].definitions[hits[0][2]]
        if d.kind not in ("variable", "constant", "property") and d.kind not in FUNCTION_KINDS:
            return None   # a type (`interface Document`) is no member of the global object
        self._reads_all(hit[1] for hit in hits)
        return hits[0]

    def _global_name(self, spec, name: str):
        """A name no scope binds, as the modules every file sees declare it; an ambient value of the language's
        (LanguageSpec.global_values: `window`) as an instance of the global type it has (every declaration of a
        merged one: a union). None when none is declared."""
        declared = self._global_declarations()
        hits = declared.get(name)
        if hits:
            self._reads_all(hit[1] for hit in hits)
            return hits[0]
        type_name = spec.global_values.get(name)
        hits = declared.get(type_name) if type_name else None
        if not hits:
            return None
        self._reads_all(hit[1] for hit in hits)
        kinds = [("inst", hit[1], hit[2]) for hit in hits
                 if self.tables[hit[1]].definitions[hit[2]].kind in TYPE_KINDS]
        return (kinds[0] if len(kinds) == 1 else ("union", tuple(kinds))) if kinds else None

    def _declared(self, path: str, sc: dict) -> set:
        """(scope, name) of the file's names declared without a value (Locals of kind "declared", which the map
        records where a class body reads its own names: Python's `x: int`); made on first use."""
        out = sc.get("declared")
        if out is None:
            locs = self.tables[path].locals
            scoped = getattr(locs, "scoped", None)
            if scoped is not None:
                at = scoped(("declared",))
                rows = locs.rows(at) if at else ()
            else:
                rows = [r for r in locs if r.kind == "declared"]
            out = sc["declared"] = {(r.scope, r.name) for r in rows}
        return out

    def _signature_scope(self, path: str, fn: int, head: str) -> int:
        """The scope a name in method fn's header (decorators, annotations, defaults) is looked up in: the class
        body where the class binds it before the method (a nested class, a class attribute), else the scope around
        the class (Python evaluates the header in the class body, where later definitions are not bound yet)."""
        defs = self.tables[path].definitions
        cls = defs[fn].parent
        sc = self._scopes.get(path) or self.scopes(path)
        hit = sc["names"].get(cls, _EMPTY).get(head)
        if hit is not None and (hit[0] != "def" or (hit[2] < fn and (cls, head) not in self._declared(path, sc))):
            return cls
        return self._outer_scope(path, fn)

    def resolve_binding(self, path: str, b: Binding):
        key = (path, b)
        found = self._binding_cache.get(key)
        if found is not None:
            return self._recall(found)
        # The commonest bindings (251K of synth-1m's 298K lookups were first ones, one per file and binding) are
        # what _resolve_binding gives, without its memo work: a module found directly (`import a.b`), a specifier
        # found nowhere (an external), both read nothing; or a name the module found exports, whose entry (what it
        # gives, with what it read) is the binding's too, the binding marked in progress while it is looked up as
        # before. Unless that export is being computed (a cycle to it): the binding is computed as before.
        resolver = self.resolvers[self.family_of[path]]
        module = resolver.resolve(path, b.specifier)
        if module is None:
            sep = resolver.path_through_names
            spec = self._specs[path]
            if not (sep and sep in b.specifier) and not (b.member and (spec.open_namespaces or spec.namespace_paths)) \
                    and not (not b.member and spec.open_namespaces):   # (C++ `namespace bm = benchmark;`: below)
                augmented = self._external_augmentations().get((b.specifier, b.member)) \
                    if b.member and spec.augmented_modules else None
                if augmented is not None:   # `import type { UserConfig } from 'vite'` augmented here: its declaration
                    deps = frozenset((augmented[1],))
                    entry = (augmented, self._dep_sets.setdefault(deps, deps))
                    entry = self._binding_cache[key] = self._entries.setdefault(entry, entry)
                    return self._recall(entry)
                entry = (("ext", b.specifier if b.member is None else f"{b.specifier}:{b.member}"), None)
                entry = self._binding_cache[key] = self._entries.setdefault(entry, entry)
                return entry[0]
        elif b.member is None and not self._specs[path].commonjs_interop:
            entry = (("module", module), None)
            entry = self._binding_cache[key] = self._entries.setdefault(entry, entry)
            return entry[0]
        elif b.member is not None and module != path and "." not in b.member and \
                (b.member != "default" or not (self._specs[path].commonjs_interop or
                                                resolver.default_import_is_namespace(path, module))):
            export = (module, b.member)
            if self._export_cache.get(export) is not _INPROG:
                self._binding_cache[key] = _INPROG
                found = self.lookup_export(module, b.member)
                self._binding_cache[key] = self._export_cache[export]
                return found
        return self._memo(self._binding_cache, key, self._resolve_binding, path, b, net=False)

    def _resolve_binding(self, path: str, b: Binding):
        resolver = self.resolvers[self.family_of[path]]
        module = self.resolve_path(path, resolver, b.specifier)
        if module is None and b.member and self.spec_of(path).namespace_paths:
            # PHP `use function App\Lib\helper;` (no file named after it): a function or constant of the namespace's
            # folder (src/Lib/functions.php)
            namespace = b.specifier.rpartition(self.spec_of(path).path_separator)[0]
            key = resolver.resolve(path, namespace) if namespace else None
            found = self.lookup_export(key, b.member) if key is not None and resolver.module_files(key) else None
            if found is not None:
                return found
        if module is None and b.member and self.spec_of(path).open_namespaces:
            # C++ `using leveldb::Slice;`: a member of a namespace, declared by the file or the headers it includes
            first, *rest = b.member.split(".")
            result = self._namespace_name(path, resolver, [b.specifier], first)
            for part in rest:
                result = self.member(result, part)[0] if result is not None else None
            if result is not None:
                return result
        if module is None and not b.member and self.spec_of(path).open_namespaces:
            # C++ `namespace bm = benchmark;`: the namespace (a block of it in the file or the headers it includes)
            outer, _, last = b.specifier.lstrip(":").replace("::", ".").rpartition(".")
            result = self._namespace_name(path, resolver, [outer], last) if outer else \
                self.resolve_name(path, NO_PARENT, last)
            if result is not None and result[0] == "def" and \
                    self.tables[result[1]].definitions[result[2]].kind == "module":
                return result
        interop = self.spec_of(path).commonjs_interop
        augmented = self._external_augmentations().get((b.specifier, b.member)) \
            if module is None and b.member and self.spec_of(path).augmented_modules else None
        if augmented is not None:   # (as resolve_binding's)
            self._reads(augmented[1])
            result = augmented
        elif module is None:
            result = ("ext", b.specifier if b.member is None else f"{b.specifier}:{b.member}")
        elif b.member is None:
            result = module
            if interop and module[0] == "module" and self._commonjs_form(module[1]) == "module":
                # `const K = require("./k")` of `module.exports = K`: K (LanguageSpec.commonjs_interop)
                result = self.lookup_export(module[1], "default") or module
        else:   # a member path: Java `import a.b.Outer.Inner`, `import static a.b.C.f` -> "Outer.Inner", "C.f"
            first, *rest = b.member.split(".")
            sub = resolver.submodule(module[1], first) if module == ("module", path) else None
            if b.member == "default" and module[0] == "module" and \
                    resolver.default_import_is_namespace(path, module[1]):
                return module   # (an ES module's default import of a CommonJS one: its exports object)
            if sub is not None and self._binds_only_itself(path, b, first):
                # `from pkg import rewrite` in pkg/__init__.py, which binds rewrite by this import only: the
                # submodule (looked up in the package itself, the name is this binding again: a cycle)
                result = ("module", sub)
            else:
                result = self.member(module, first)[0]
            for part in rest:
                result = self.member(result, part)[0] if result is not None else None
            if result is None and interop and b.member == "default" and module[0] == "module" and \
                    self._commonjs_form(module[1]) in ("commonjs", "object"):
                # `import lib from "./lib"` of `exports.slug = ..`: the exports object; of `export default
                # { format, setup() {..} }`: that object, whose keys the module's exports of form "object" name
                result = module
        return result

    def _commonjs_form(self, key: str) -> str:
        """How module `key` exports in CommonJS (LanguageSpec.commonjs_interop): "module" where one name is the module
        (`module.exports = K`, `export = ss`) and no property of `exports` is set, "commonjs" where it exports
        properties of `exports` only (`exports.slug = ..`, no default export), "object" where its default export is
        an object literal (`export default { format }`: exports of form "object"), "module" too where it sets both
        (`module.exports = K; module.exports.x = ..`: K, which has the property x), else ""."""
        t = self.tables.get(key)
        if t is None:
            return ""
        self._reads(key)
        forms = {e.form for e in t.exports}
        if "commonjs" in forms:
            # `module.exports = Module; module.exports.Chunk = Chunk`: Module, which has Chunk as a property (member:
            # _expando)
            return "commonjs" if "default" not in forms and "module" not in forms else \
                "module" if "default" not in forms else ""
        if "object" in forms:   # `export default { format, setup() {..} }` (no other default)
            return "object" if "default" not in forms and "module" not in forms else ""
        return "module" if "module" in forms else ""

    def _expando(self, path: str, value: str, name: str):
        """Property `name` CommonJS sets on what module `path` is (`module.exports = Module; module.exports.Chunk =
        Chunk`: `Module.Chunk`, also where `Module` is a class or function with no member of that name), where
        `value` is that value's name; else None."""
        t = self.tables.get(path)
        if t is None:
            return None
        self._reads(path)
        exports = t.exports
        if not any(e.form == "module" and e.name == value for e in exports):
            return None
        local = next((e.name for e in exports if e.form == "commonjs" and e.alias == name), None)
        return self.resolve_name(path, NO_PARENT, local) if local is not None else None

    def _binds_only_itself(self, path: str, b: Binding, name: str) -> bool:
        """Whether the module-level name `name` of file path is bound by import binding b (no definition or other
        binding of the file takes it)."""
        sc = self._scopes.get(path) or self.scopes(path)
        hit = sc["names"].get(NO_PARENT, _EMPTY).get(name)
        return hit is not None and hit[0] == "bind" and hit[2] == b

    def resolve_path(self, path: str, resolver: ModuleResolver, specifier: str):
        """The module a specifier names: ("module", key) from resolver.resolve(); where that gives None and the
        language's paths may run through names a module binds (resolver.path_through_names: Rust
        `grep::printer` where grep re-exports a crate as printer, `crate::tests::X` with an inline
        `mod tests {}`), the longest resolvable prefix followed through the names of the modules it reaches:
        ("module", key), or ("def", path, i) of an inline module; None when it names nothing in the repo."""
        key = resolver.resolve(path, specifier)
        if key is not None:
            return ("module", key)
        sep = resolver.path_through_names
        if not sep or sep not in specifier:
            return None
        parts = specifier.split(sep)
        for cut in range(len(parts) - 1, -1, -1):
            if cut:
                key = resolver.resolve(path, sep.join(parts[:cut]))
                if key is None:
                    continue
                target = ("module", key)
            else:   # the head is a name bound in the importer (`use printer::X` after `extern crate .. as printer`)
                target = self.resolve_name(path, NO_PARENT, parts[0])
                cut = 1
            for part in parts[cut:]:
                if not self._is_module(target):
                    return None
                target = self.member(target, part)[0]
            return target if self._is_module(target) else None
        return None

    def _is_module(self, target) -> bool:
        return target is not None and (target[0] == "module" or target[0] == "def" and
                                       self.tables[target[1]].definitions[target[2]].kind == "module")

    def lookup_export(self, module: str, name: str):
        """What module `module` gives for `name`, followed through re-exports to the definition."""
        key = (module, name)
        found = self._export_cache.get(key)
        if found is not None:
            return self._recall(found)   # in progress: a re-export cycle ends unresolved
        return self._memo(self._export_cache, key, self._lookup_export, module, name, reads=module, share=False)

    def _lookup_export(self, module: str, name: str):
        t = self.tables.get(module)
        family = self.family_of.get(module)
        resolver = self.resolvers[family] if family else next(
            (r for r in self.resolvers.values() if r.module_files(module) or r.owns(module)), None) or next(
            (r for r in self.resolvers.values() if r.implicit_exports), None)
        if t is None and resolver is not None and resolver.module_files(module):   # a multi-file package
            hit = self._package(resolver, module)["names"].get(name)
            if hit is not None and (resolver.imports_unexported or self.tables[hit[1]].definitions[hit[2]].exported):
                return hit
            sub = resolver.submodule(module, name)   # Java `org.jsoup.nodes` where org.jsoup has classes too
            return ("module", sub) if sub else None
        if t is None:  # a namespace package: of the resolvers, the one that finds the submodule (mitmproxy's Python
            # `mitmproxy/test/` beside one C file, whose resolver the fallback above picks first)
            others = [r for r in self.resolvers.values() if r is not resolver]
            sub = next((found for r in ([resolver] if resolver else []) + others
                        if (found := r.submodule(module, name))), None)
            return ("module", sub) if sub else None
        if resolver.implicit_exports:
            found = self.resolve_name(module, NO_PARENT, name)
            if found is not None and found[0] == "ext" and ":" not in found[1] and \
                    resolver.yields_to_variable(module, found[1]):
                # `from compat import yaml` of `try: import yaml` / `except ImportError: yaml = None`: the variable
                # (ModuleResolver.yields_to_variable), as pyright reads the name imported from the module; not
                # that of `from django.contrib.postgres import fields as postgres_fields`, which pyright keeps
                index = self._export_table(module, t)["defs"].get(name)
                if index is not None and t.definitions[index].kind in ("variable", "constant"):
                    return ("def", module, index)
            if found is not None and (resolver.exports_imports or found[0] == "def" and found[1] == module):
                return found
            sub = resolver.submodule(module, name)
            if sub:
                return ("module", sub)
            stubs = self._stubs_of(module) if found is None else ()
            # alembic's context.py makes its names at run time; the stub beside it declares them
            if stubs:
                return self.lookup_export(stubs[0], name)
            return self._module_missing(module, t, name) if found is None else None
        table = self._export_table(module, t)
        key = table["keys"].get(name)
        if key is not None:
            return ("def", module, key)
        for local in table["exports"].get(name, ()):
            if "." in local:   # `export default counterSlice.reducer`: the member the expression names
                head, _, last = local.rpartition(".")
                holder = self.resolve_expr(module, NO_PARENT, head)[0]
                found = self.member(holder, last)[0] if holder is not None else None
            else:
                found = self.resolve_name(module, NO_PARENT, local)
            if found is not None:
                return found
        index = table["defs"].get(name)
        if index is not None:
            return ("def", module, index)
        if name == "default" and table["object"]:
            # `export default { format, setup() {..} }`: the object, the module its keys' exports make (`ns.default`,
            # `export { default as utils } from "./utils"`; a default import: _resolve_binding)
            return ("module", module)
        imp = table["reexports"].get(name)
        if imp is not None:
            target = resolver.resolve(module, imp.module)
            if target is None:
                return ("ext", f"{imp.module}:{imp.name}")
            return ("module", target) if imp.name == "" else self.lookup_export(target, imp.name)
        if name != "default":
            for target in self._star_targets(module, resolver, table):
                names = self._export_names(target)
                if names is not None and name not in names:
                    continue   # barrels of barrels: skip the subtrees that cannot give the name
                found = self.lookup_export(target, name)
                if found is not None:
                    return found
            if self.spec_of(module).commonjs_interop and self._commonjs_form(module) == "module" and \
                    (value := self.lookup_export(module, "default")) is not None and value[0] == "def" and \
                    self.tables[value[1]].definitions[value[2]].kind in CLASS_KINDS:
                # `const { getChunkFilenameTemplate } = require("./JavascriptModulesPlugin")` of `module.exports =
                # JavascriptModulesPlugin`: the class's static (a member of what requiring the module gives)
                found = self.class_member(value[1], value[2], name)
                if found is not None and found[0] == "def" and \
                        _is_static(self.spec_of(found[1]), self.tables[found[1]].definitions[found[2]]):
                    return found
        return None

    def _star_targets(self, module: str, resolver, table: dict) -> list[str]:
        """The modules `export * from` brings in, resolved once per module."""
        keys = table.get("star_keys")
        if keys is None:
            keys = table["star_keys"] = [k for k in (resolver.resolve(module, s) for s in table["stars"])
                                         if k is not None]
        return keys

    def _export_names(self, module: str):
        """Every name `module` may export, through its star re-exports too (a superset: a name in it can
        still fail to resolve); None when unknown (a re-export cycle, a package, implicit exports)."""
        found = self._export_names_cache.get(module)
        if found is not None:
            return self._recall(found)   # in progress: a cycle through here stays unknown
        return self._memo(self._export_names_cache, module, self._export_names_of, module, reads=module, net=False,
                          share=False)

    def _export_names_of(self, module: str):
        t = self.tables.get(module)
        family = self.family_of.get(module)
        resolver = self.resolvers[family] if family else None
        if t is None or resolver is None or resolver.implicit_exports:
            return None
        table = self._export_table(module, t)
        out = set(table["exports"])
        out.update(table["defs"])
        out.update(table["reexports"])
        for target in self._star_targets(module, resolver, table):
            inner = self._export_names(target)
            if inner is None:
                return None
            out |= inner
        return frozenset(out)

    def _export_table(self, module: str, t: FileTable) -> dict:
        """A module's export forms indexed by exported name (built once per module)."""
        table = self._export_tables.get(module)
        if table is None:
            exports: dict[str, list[str]] = defaultdict(list)
            for e in t.exports:
                exports[e.alias].append(e.name)
            # A definition that export clauses name under other names only (`export default function f`,
            # `function f() {}; export {f as g}`) is not exported as itself: `export *` and `import {f}` do not
            # see it. (`export function f` beside `export {f as g}` is not told apart from that: f is lost.)
            # (a key of the object exported by default, `export default { fmt: format }`, renames nothing)
            renamed = {e.name for e in t.exports if e.form != "object"} - \
                {e.name for e in t.exports if e.alias == e.name}
            defs: dict[str, int] = {}
            merged = self._specs[module].merged_namespaces
            for i, name in _top_exported(t.definitions):
                if name not in renamed:
                    prev = defs.setdefault(name, i)
                    if merged and prev != i and _merges_over(t.definitions, prev, t.definitions[i]):
                        defs[name] = i   # `namespace X` then `class X`: the class (spec.merged_namespaces)
            reexports, stars = {}, []
            # a kept table (incremental) decodes only its re-exporting imports
            reexported = getattr(t.imports, "reexported", None)
            for imp in reexported() if reexported is not None else t.imports:
                if imp.reexport:
                    if imp.name == "*":
                        stars.append(imp.module)
                    else:
                        reexports.setdefault(imp.alias, imp)
            objected = {e.name: e.line for e in t.exports if e.form == "object"}
            # a key of the object exported by default whose value is a function written there (no name the module
            # binds: scopes): that function
            keys = {d.name: i for i, d in enumerate(t.definitions)
                    if _object_key_function(d, objected)} if objected else {}
            table = self._export_tables[module] = {"exports": exports, "defs": defs, "reexports": reexports,
                                                   "stars": stars, "object": bool(objected), "keys": keys}
        return table

    def _package(self, resolver: ModuleResolver, key: str) -> dict:
        """A multi-file package's top-level names, and the members declared outside their type's file
        (Go methods by receiver type), indexed once: {"names": {name: target}, "members": {type: {name: target}}}."""
        token = PKG + key
        self._reads(token)
        self._pkg_tokens.add(token)
        found = self._package_cache.get((id(resolver), key))
        if found is None:
            names: dict[str, tuple] = {}
            members: dict[str, dict[str, tuple]] = defaultdict(dict)
            classes: dict[str, list[tuple[str, int]]] = defaultdict(list)   # partial types: each declaration
            for path in resolver.module_files(key):
                t = self.tables.get(path)
                if t is None:
                    continue
                partial = self.spec_of(path).partial_types
                extension = self.spec_of(path).extension_functions
                defs = t.definitions
                for i, d in enumerate(defs):
                    if d.parent != NO_PARENT:
                        if partial and (owner := defs[d.parent]).parent == NO_PARENT and owner.kind in CLASS_KINDS \
                                and not d.local:
                            # C# `partial class JsonReader` in JsonReader.cs and JsonReader.Async.cs: one class,
                            # its members those of every declaration (the first of a name by path)
                            members[owner.name].setdefault(d.name, ("def", path, i))
                        continue
                    if d.qualname == d.name:
                        names.setdefault(d.name, ("def", path, i))
                        if partial and d.kind in CLASS_KINDS and not d.local:
                            classes[d.name].append((path, i))
                    else:   # `func (r *Repo) Get()` in a file without Repo
                        owner, _, member = d.qualname.rpartition(".")
                        members[owner].setdefault(member, ("def", path, i))
                        if extension and d.kind in FUNCTION_KINDS:   # Kotlin `fun Project.configureJs()`: also
                            names.setdefault(d.name, ("def", path, i))   # a top-level function of the package
            found = self._package_cache[(id(resolver), key)] = {"names": names, "members": members,
                                                                 "classes": classes}
        return found

    # ---- members and types ----------------------------------------------------------------------
    def _base_named(self, path: str, cls: int, name: str):
        """C++: a base class of `cls` (or of its bases) named `name`, whose injected name is inherited into the
        class's scope (`ConsoleReporter::ReportContext(c)` in a method of `class TestReporter : public
        benchmark::ConsoleReporter`, no namespace around naming ConsoleReporter), else None."""
        seen, todo = set(), [(path, cls)]
        while todo and len(seen) < 16:
            for base in self.bases(*todo.pop()):
                if base[0] != "def" or (base[1], base[2]) in seen:
                    continue
                seen.add((base[1], base[2]))
                if self.tables[base[1]].definitions[base[2]].name == name:
                    return base
                todo.append((base[1], base[2]))
        return None

    def bases(self, path: str, cls: int) -> list[tuple]:
        key = (path, cls)
        found = self._bases_cache.get(key)
        if found is not None:
            return self._recall(found, [])
        return self._memo(self._bases_cache, key, self._bases, path, cls, net=False, share=False)

    def _bases(self, path: str, cls: int) -> list[tuple]:
        out = self._declared_bases(path, cls)
        d = self.tables[path].definitions[cls]
        if self._merged and d.kind == "interface" and (others := self._merged.get(("def", path, cls))):
            # an interface declared in several `declare global` blocks: every declaration's bases (pixijs's
            # PixiMixins.Container, extending MeasureMixin in one file, AccessibleTarget in another)
            for other in others:
                if other[1] != path or other[2] != cls:
                    self._reads(other[1])
                    out.extend(b for b in self._declared_bases(other[1], other[2]) if b not in out)
        if d.parent == NO_PARENT and d.kind in CLASS_KINDS and self.spec_of(path).partial_types:
            # C# `partial class JsonTextReader : JsonReader` in JsonTextReader.cs beside `partial class
            # JsonTextReader` in JsonTextReader.Async.cs: one class, whose bases any declaration names
            resolver = self.resolvers[self.family_of[path]]
            package = resolver.package_of(path)
            if package is not None:
                for other, j in self._package(resolver, package)["classes"].get(d.name, ()):
                    if (other, j) != (path, cls):
                        self._reads(other)
                        out.extend(b for b in self._declared_bases(other, j) if b not in out)
        return out

    def _declared_bases(self, path: str, cls: int) -> list[tuple]:
        """The bases this declaration of class `cls` names (a partial type's other declarations: _bases)."""
        out = []
        around = self.tables[path].definitions[cls].parent
        # the classes (and PHP's traits, `use ManagesTransactions;` in the body) before the interfaces the header
        # names: an interface declares what they define (`Connection implements ConnectionInterface` finds the
        # trait's transaction(), not the interface's declaration)
        named = (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ())
        spec = self.spec_of(path)
        if spec.body_bases_first and len(named) > 1:
            # the bases the class's body names (PHP's traits, Ruby's included modules) before its header's: their
            # members override the inherited ones (PHP's traits in the order written, Ruby's last included first)
            d = self.tables[path].definitions[cls]
            header_words = set(_WORD.findall(d.signature))
            in_header = [r.line <= d.name_line or r.name in header_words for r in named]
            header = [r for r, h in zip(named, in_header) if h]
            body = [r for r, h in zip(named, in_header) if not h]
            named = (body[::-1] if spec.body_bases_reversed else body) + header
        for r in sorted(named, key=_implements_last):
            # a base is named in the scope around the class (its own members are what is being computed)
            target = self.resolve_ref_target(path, around if r.scope == cls else r.scope, r.name, r.receiver)[0]
            if target is not None and target[0] == "def" and self.spec_of(path).types_skip_fields and \
                    (r.kind == "implement" or self.tables[path].definitions[cls].kind == "interface") and \
                    (d := self.tables[target[1]].definitions[target[2]]).kind not in TYPE_KINDS:
                # `interface Computation extends Owner` beside `let Owner: Owner | null` (solid's signal.ts): an
                # interface's heritage (and `implements`) names a type, not the value of its name
                other = self._same_named_type(target[1], d.parent, d.name)
                if other is not None:
                    target = ("def", target[1], other)
            if target is not None and target[0] == "def" and spec.merged_namespaces and r.kind != "implement" and \
                    (d := self.tables[target[1]].definitions[target[2]]).kind in ("variable", "constant") and \
                    d.type_text and (other := self._same_named_type(target[1], d.parent, d.name)) is not None:
                # rxjs's `class ScheduledObservable<T> extends Observable<T>` of `var Observable: ObservableCtor`
                # beside `interface Observable<T>`: the instance type, what the value's construct signature makes
                target = ("def", target[1], other)
            if target is not None and target[0] == "def" and \
                    self.tables[target[1]].definitions[target[2]].kind in ("variable", "constant") and \
                    self.spec_of(target[1]).class_object_types:
                # `class PatchableWebSocketReader(WebSocketReader)` with `WebSocketReader = WebSocketReaderPython`
                # (a variable holding a class): that class
                target = self._class_alias(target) or target
            if target is not None and target[0] == "def" and \
                    self._is_base(self.tables[target[1]].definitions[target[2]].kind, path):
                out.append(target)
            elif target is not None and target[0] == "def" and spec.type_literals and not r.receiver and \
                    self.tables[target[1]].definitions[target[2]].kind in ("variable", "constant"):
                # ts-morph's `class Identifier extends IdentifierBase<ts.Identifier>` of `const IdentifierBase =
                # CommonIdentifierBase(PrimaryExpression)` (a mixin applied), or `const XBase = PrimaryExpression`
                out.extend(b for b in self._value_bases(target) if b not in out)
            elif self.spec_of(path).merged_namespaces and not r.receiver:
                # TypeScript `interface QueryObserverOptions extends WithRequired<QueryOptions<..>, 'queryKey'>`
                # (`type WithRequired<T, K> = T & {..}`), `extends Omit<Base, 'x'>`: the classes the type gives
                for base in self._alias_bases(path, cls, around, r.name, target):
                    if base not in out:
                        out.append(base)
            elif target is not None and target[0] == "def" and \
                    (d := self.tables[target[1]].definitions[target[2]]).kind == "type" and d.type_text:
                # C++ `typedef HandlerTest GenEmitterTest;` (`using X = Y;`) named as the base (a googletest
                # fixture's): the class the alias names
                found = self.type_from_text(target[1], d.parent, d.type_text)
                if found is not None and found[0] == "inst" and \
                        self.tables[found[1]].definitions[found[2]].kind in CLASS_KINDS and \
                        (base := ("def", found[1], found[2])) not in out:
                    out.append(base)
        for rpath, r in self._outside_bases.get((path, cls), ()):
            # `impl Trait for T` in another module: named around the block, in that module
            self._reads(rpath)
            target = self.resolve_ref_target(rpath, self.tables[rpath].definitions[r.scope].parent, r.name,
                                             r.receiver)[0]
            if target is not None and target[0] == "def" and target not in out and \
                    self.tables[target[1]].definitions[target[2]].kind in CLASS_KINDS:
                out.append(target)
        return out

    def _value_bases(self, target) -> list[tuple]:
        """The classes and interfaces a class extending a constant has as bases (TypeScript): the class the constant
        names (`const XBase = PrimaryExpression`), or, where its value applies mixins (`CommonIdentifierBase(
        ReferenceFindableNode(PrimaryExpression))` of `function CommonIdentifierBase<T extends Constructor<Node>>(
        Base: T): Constructor<CommonIdentifierBase> & T`), each mixin's declared interfaces (its result's `&` parts
        but its type parameters) and the class passed innermost; [] for any other value."""
        path, i = target[1], target[2]
        t = self.tables[path]
        d = t.definitions[i]
        if d.type_text.startswith("expr:") and _is_identifier(d.type_text[5:]):
            found, _ = self.resolve_expr(path, d.parent, d.type_text[5:])
            return [found] if found is not None and found[0] == "def" and \
                self.tables[found[1]].definitions[found[2]].kind in CLASS_KINDS else []
        typeof = self.spec_of(path).value_type_operator
        if d.type_text and _is_annotation(d.type_text) and \
                ("&" in d.type_text or (typeof and d.type_text.startswith(typeof))):
            # declared: ts-morph's `const SourceFileBase: Constructor<ModuledNode> & Constructor<StatementedNode> &
            # typeof Node = ModuledNode(StatementedNode(Node))`: each part's instance type (`typeof Node`: Node)
            out = []
            for part in split_top(d.type_text, "&"):
                part = part.strip()
                if typeof and part.startswith(typeof) and _is_dotted(part[len(typeof):].strip()):
                    found, _ = self.resolve_expr(path, d.parent, part[len(typeof):].strip())
                    inst = ("inst", found[1], found[2]) if found is not None and found[0] == "def" else None
                else:
                    inst = self.type_from_text(path, d.parent, part)
                out.extend(self._instance_class(inst))
            return list(dict.fromkeys(out))
        if not d.type_text.startswith(("call:", "gen:")):   # (`gen:Node:NamedBase`: the call's argument kept)
            return []
        out = []
        for r in t.references:   # the references of the value (their scope the constant): the mixins and the base
            if r.scope != i or r.receiver or r.kind not in ("call", "read"):
                continue
            found = self.resolve_name(path, i, r.name)
            if found is None or found[0] != "def":
                return []
            fd = self.tables[found[1]].definitions[found[2]]
            if r.kind == "call" and fd.kind not in FUNCTION_KINDS and (j := self._first_named(
                    self._functions_by_name, found[1], fd.parent, fd.name,
                    lambda d: d.kind == "function" and not d.local)) is not None:
                # ts-morph's `interface CommonIdentifierBase` beside `function CommonIdentifierBase(Base)`: the call's
                found, fd = ("def", found[1], j), self.tables[found[1]].definitions[j]
            if r.kind == "read":
                if fd.kind not in CLASS_KINDS:
                    return []
                out.append(found)
                continue
            params = _alias_parameters(fd.signature, fd.name) if fd.kind in FUNCTION_KINDS else ()
            parts = split_top(fd.type_text, "&") if params and "&" in fd.type_text else []
            if not any(part.strip() in params for part in parts):
                return []   # no mixin: a function whose result is not its argument's class with more
            for part in parts:
                part = part.strip()
                if part in params:
                    continue
                out.extend(self._instance_class(self.type_from_text(found[1], fd.parent, part)))
        return list(dict.fromkeys(out))

    def _instance_class(self, inst) -> list[tuple]:
        """[the class or interface definition] an instance is of (_value_bases' parts), else []."""
        return [("def", inst[1], inst[2])] if inst is not None and inst[0] == "inst" and \
            self.tables[inst[1]].definitions[inst[2]].kind in CLASS_KINDS else []

    def _alias_bases(self, path: str, cls: int, around: int, name: str, target) -> list[tuple]:
        """The classes and interfaces a base named `name` gives class `cls` (TypeScript): an alias of the repository's
        whose body's `&` parts are its parameters or named types (each argument given for a parameter, read where the
        class is; `interface UserConfig extends DefaultEnvironmentOptions` of `type DefaultEnvironmentOptions =
        Omit<EnvironmentOptions, 'k'> & {..}`: EnvironmentOptions), or a utility type outside it with type arguments
        (spec.type_wrappers, member_subset_types: `Omit<Base, 'x'>`, `Partial<Base>`: its first argument)."""
        spec = self.spec_of(path)
        header = self.tables[path].definitions[cls].signature
        cut = re.search(r"\b(?:extends|implements)\b", header)
        args = _type_arguments_of(header[cut.start():], name) if cut else []
        if target is None and name in spec.type_wrappers and cut and not args:
            # a header the map cut short inside the wrapper's one argument: the intersection's parts before the cut
            args = [_complete_parts(header[cut.start():], name)]
        if not args and target is None:
            return []
        if target is None:
            if name not in spec.type_wrappers and name not in spec.member_subset_types:
                return []
            # `Readonly<Omit<UserConfig, 'x'> & {root: string} & PluginHookUtils>`: each named part of an intersection
            parts = [(part, path, around) for part in split_top(args[0].replace("=>", "=~"), "&")
                     if part and not part.startswith("{")]
        elif target[0] == "def" and (d := self.tables[target[1]].definitions[target[2]]).kind == "type" and \
                d.type_text:
            parts = self._alias_parts(target, args, path, around)
        else:
            return []
        out = []
        for _ in range(3):
            deeper = []
            for text, tpath, scope in parts:
                found = self.type_from_text(tpath, scope, text.replace("=~", "=>"))
                if found is not None and found[0] == "inst" and \
                        self.tables[found[1]].definitions[found[2]].kind in CLASS_KINDS:
                    out.append(("def", found[1], found[2]))
                elif (given := _type_arguments_of(text, head := _generic_head(text))) and _is_identifier(head):
                    # `Omit<RequiredExceptFor<ServerOptions, 'host'>, 'fs'>` of `type RequiredExceptFor<T, K> =
                    # Pick<T, K> & Required<Omit<T, K>>`: the alias's parts, its arguments given
                    alias, _ = self.resolve_expr(tpath, scope, head)
                    if alias is not None and alias[0] == "def" and \
                            (d := self.tables[alias[1]].definitions[alias[2]]).kind == "type" and d.type_text:
                        deeper.extend(self._alias_parts(alias, given, tpath, scope))
            if not deeper:
                break
            parts = deeper
        return list(dict.fromkeys(out))

    def _alias_parts(self, alias, args: list[str], path: str, around: int) -> list[tuple]:
        """(text, path, scope) of each `&` part of a generic alias's body but its type literals: a type parameter's
        argument (read where the alias is named, `path`/`around`), else the part as written in the alias's file."""
        d = self.tables[alias[1]].definitions[alias[2]]
        params = _alias_parameters(d.signature, d.name)
        parts = []
        for part in split_top(d.type_text.replace("=>", "=~"), "&"):
            head = _generic_head(part)
            if part in params:
                at = params.index(part)
                if at < len(args):
                    parts.append((args[at], path, around))
            elif not part.startswith("{"):
                inner = _type_arguments_of(part, head) if head != part else []
                if inner and inner[0] in params and params.index(inner[0]) < len(args) and \
                        (self.resolve_name(path, around, head) is not None or
                         self.resolve_name(alias[1], d.parent, head) is None):
                    # `Pick<T, K>`, `Partial<P>`: a generic type whose first argument is a parameter, the base being
                    # that argument (put in its place; the others, keys, stay as written); not a type the alias's file
                    # names and the class's does not (tanstack-table's `Table_RowModels_Core<TFeatures, TData>`)
                    given = [args[params.index(inner[0])], *inner[1:]]
                    parts.append((f"{head}<{', '.join(given)}>", path, around))
                else:
                    parts.append((part, alias[1], d.parent))
        return parts

    def _is_base(self, kind: str, path: str) -> bool:
        """Whether a definition of this kind can be a base: a class or interface; in Go (embedded types are
        fields) also a named non-struct type (`type ErrorHandling int` embedded: its methods are promoted); in Ruby
        (spec.mixin_modules) a module (`include Greet`: a mixin)."""
        return kind in CLASS_KINDS or (kind == "type" and self.spec_of(path).embedded_types_are_fields) or \
            (kind == "module" and self.spec_of(path).mixin_modules)

    def _super_constructor(self, path: str, cls: int):
        """The constructor `super(...)` calls: the one declared by the class's base class (not an interface);
        None when the base declares none (the implicit default constructor is no definition)."""
        if cls == NO_PARENT:
            return None
        for base in self.bases(path, cls):
            bd = self.tables[base[1]].definitions[base[2]]
            if bd.kind == "class":
                hit = (self._scopes.get(base[1]) or self.scopes(base[1]))["names"].get(base[2], {}).get(bd.name)
                return hit if hit is not None and hit[0] == "def" else None
        return None

    def _is_named_constructor(self, hit: tuple) -> bool:
        """A constructor named after its class (Java `C.C`)."""
        if hit[0] != "def":
            return False
        defs = self.tables[hit[1]].definitions
        d = defs[hit[2]]
        return d.kind == "method" and d.parent != NO_PARENT and defs[d.parent].name == d.name and \
            "{class}" in self.spec_of(hit[1]).constructor_names

    def class_member(self, path: str, cls: int, name: str, skip_self: bool = False):
        """A member along the inheritance chain: declared members first (a base class's declared field wins
        over a subclass's `this.x = ...` assignment, as in the compiler), then assigned instance attributes."""
        key = (path, cls, name, skip_self)
        found = self._member_cache.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._member_cache, key, self._class_member, path, cls, name, skip_self)

    def _class_member(self, path: str, cls: int, name: str, skip_self: bool):
        if self.spec_of(path).annotated_members_win:
            result = self._nearest_member(path, cls, name, skip_self, set())
        else:
            result = self._declared_member(path, cls, name, skip_self, set())
        if result is None:   # declared by an external generic base (React.Component<P, S>: props, state)
            result = self._generic_base_member(path, cls, name)
        if result is None:
            result = self._signature_indexed_member(path, cls)
        if result is None:
            result = self._assigned_member(path, cls, name, skip_self, set())
        if result is None:
            self.owner_index()   # (the extension index is built with it)
            if self._extension_index:
                result = self._extension_member(path, cls, name, set())
        if result is None and self.spec_of(path).doc_mixins:
            result = self._mixin_member(path, cls, name)
        if result is None and self.spec_of(path).doc_forwards:
            result = self._forwarded_member(path, cls, name)
        return result

    def _forwarded_member(self, path: str, cls: int, name: str):
        """The member `name` a static call on class `cls` that no class of its hierarchy has reaches: that of a class
        a class of the hierarchy names in its doc as where its static calls go (LanguageSpec.doc_forwards: a Laravel
        facade's `@see \\Illuminate\\Database\\DatabaseManager`), the first that has it, where a class of the
        hierarchy declares the forwarding method (Facade::__callStatic); or None. Looked up from class_member, so
        that a chain through a forwarded member's `@return static` (`Http::connectTimeout(10)->timeout(10)`, typed as
        the facade) goes on; an instance of a Macroable class or a Model (which declare __callStatic too) with a class
        `@see` would forward as well: on laravel every forwarded lookup was one of the 41 facades'."""
        spec = self.spec_of(path)
        if name == spec.forwarding_method or self.class_member(path, cls, spec.forwarding_method) is None:
            return None
        return self._mixin_member(path, cls, name, spec.doc_forwards)

    def _mixin_member(self, path: str, cls: int, name: str, tags: str = ""):
        """The member `name` of a class that a class of the hierarchy names in its doc as its mixin
        (LanguageSpec.doc_mixins: PHPDoc's `@mixin \\Illuminate\\Database\\Query\\Builder` on Eloquent's Builder:
        `$builder->where(..)`), or None."""
        todo, seen = [(path, cls)], set()
        while todo and len(seen) < 32:
            key = todo.pop(0)
            if key in seen:
                continue
            seen.add(key)
            d = self.tables[key[0]].definitions[key[1]]
            if d.doc:
                self._reads(key[0])
                spec = self.spec_of(key[0])
                for m in _compiled(tags or spec.doc_mixins).finditer(d.doc):
                    # read as a declared type is (the language's type rewrites: PHP `A\B` -> "A.B")
                    made = self.type_from_text(key[0], d.parent, m.group(1).replace(spec.path_separator, "."))
                    if made is not None and made[0] == "inst" and (made[1], made[2]) != (path, cls):
                        found = self.class_member(made[1], made[2], name)
                        if found is not None:
                            return found
            todo.extend((b[1], b[2]) for b in self.bases(*key))
        return None

    def _extension_member(self, path: str, cls: int, name: str, seen: set):
        """An extension method of type `cls` or of its nearest base that has one of the name (C# `static bool
        IsNullOrEmpty(this JToken t)`: `obj.IsNullOrEmpty()` on a JObject), or None."""
        if (path, cls) in seen:
            return None
        seen.add((path, cls))
        hit = self._extension_index.get((path, cls), {}).get(name)
        if hit is not None:
            self._reads(hit[1])
            return hit
        for base in self.bases(path, cls):
            found = self._extension_member(base[1], base[2], name, seen)
            if found is not None:
                return found
        return None

    def _signature_indexed_member(self, path: str, cls: int):
        """Any member of a type alias whose intersection has a part with an index signature or a mapped type
        (LanguageSpec.index_signature; mikro-orm's `type PropertyBuilders = { [K in Exclude<keyof typeof types, ..>]:
        () => UniversalPropertyOptionsBuilder<..> } & { bigint: .. }`: `p.integer()` builds one): what that part
        declares its values as (a member the alias declares came first); None where it has no such part."""
        pattern = self.spec_of(path).index_signature
        d = self.tables[path].definitions[cls]
        if not pattern or d.kind != "type" or "[" not in d.type_text:
            return None
        for part in split_top(d.type_text.replace("=>", "\x00"), "&"):   # (an arrow's `>` closes no bracket)
            m = _compiled(pattern).match(part.replace("\x00", "=>")) if part.startswith("{") else None
            if m is not None:
                return ("attr", path, d.parent, m.group(1))
        return None

    def _outside_members(self, path: str, cls: int) -> dict:
        """Members of a type declared outside it: in other files of its package (Go methods), or anywhere
        in the repository where a declaration's owner names it (the owner index: Rust `impl T` in another
        module, C++ `void T::f() {}` in a .cpp)."""
        owned = self.owner_index().get((path, cls), {})
        for target in owned.values():
            self._reads(target[1])
        d = self.tables[path].definitions[cls]
        if d.kind in _CONSTANT_HOLDERS and self.spec_of(path).global_constants:
            reopened = self._reopened_members(path, cls)   # Ruby: the class's other declarations' members
            if reopened:
                owned = {**reopened, **owned}
        if d.parent != NO_PARENT:
            return owned
        resolver = self.resolvers[self.family_of[path]]
        package = resolver.package_of(path)
        if package is None:
            return owned
        members = self._package(resolver, package)["members"].get(d.name, {})
        return {**owned, **members} if owned else members

    def owner_index(self) -> dict:
        """The repository-wide owner index: (path, type index) -> {member name: target} for every member
        declared outside its type (a definition the map qualified "Owner.name" but could not attach, because
        its file does not define Owner). The owner is resolved where the member is declared, as the compiler
        does: through that file's imports (`use crate::model::Index; impl Index {...}`), else, inside a
        namespace, through the namespace reopened in an included file (`namespace geo { ... Circle::f }`).
        Files of a multi-file package (Go) attach theirs by package (_package). Built once, on first use."""
        index = self._owner_index
        if index is not None:
            return index
        self._owner_index = {}   # while building, lookups see no outside members
        index, owner_of, bases = defaultdict(dict), {}, defaultdict(list)
        unowned = []   # (path, definition, owner) of the members whose owner was not found in the first pass
        extensions: defaultdict[tuple[str, int], dict] = defaultdict(dict)
        groups: defaultdict[tuple, list] = defaultdict(list)
        outer, self._dcur = self._dcur, set()   # what the build reads is the index's, not the caller's
        for path in sorted(self.tables):
            t = self.tables[path]
            spec = self.spec_of(path)
            if spec.extension_receiver:
                for i, receiver, generic in _extension_methods(t, spec):
                    target = self._owner_target(path, t.definitions[i].parent, receiver)
                    if target is not None:
                        extensions[(target[1], target[2])].setdefault(t.definitions[i].name, ("def", path, i))
                        groups[(target[1], target[2], t.definitions[i].name, generic)].append(("def", path, i))
            resolver = self.resolvers[self.family_of[path]]
            if resolver.package_of(path) is not None and not spec.extension_functions:
                continue   # (Go's methods: _package; Kotlin's extension functions reach types of other packages)
            defs = t.definitions
            for i in _maybe_outside(defs):
                d = defs[i]
                owner = _outside_owner(t, d)
                if not owner:
                    continue
                if spec.extension_functions and d.kind in FUNCTION_KINDS and "<" in d.signature and \
                        owner in (generic := _type_parameters(d.signature)):
                    # Kotlin `fun <T : Table> T.insert(..)`: an extension of the type parameter's bound (none: of
                    # every type, left out)
                    owner = _generic_head(generic[owner])
                    if not owner or owner == "Any":
                        continue
                target = self._owner_target(path, d.parent, owner)
                if target is not None:
                    index[(target[1], target[2])].setdefault(d.name, ("def", path, i))
                    owner_of[(path, i)] = (target[1], target[2])
                elif "." in owner:
                    unowned.append((path, i, owner))
        if unowned and index:
            # an owner that is itself declared outside its type: C++ `int RE2::Set::Size() {..}` in set.cc, of
            # `class RE2::Set {..}` in set.h (a nested class defined outside RE2), found once the index has it
            self._owner_index = {key: dict(members) for key, members in index.items()}
            self._forget_lookups()
            for path, i, owner in unowned:
                target = self._owner_target(path, self.tables[path].definitions[i].parent, owner)
                if target is not None:
                    index[(target[1], target[2])].setdefault(self.tables[path].definitions[i].name, ("def", path, i))
                    owner_of[(path, i)] = (target[1], target[2])
        for path in sorted({p for p, _ in owner_of}):   # `impl Trait for T` blocks whose T is in another file
            for r in self.tables[path].references:
                if r.kind == "implement" and (path, r.scope) in owner_of:
                    bases[owner_of[(path, r.scope)]].append((path, r))
        self._owner_index, self._owner_of, self._outside_bases = dict(index), owner_of, dict(bases)
        self._extension_index = dict(extensions)
        self._extension_groups = {member: group for group in groups.values() if len(group) > 1 for member in group}
        by_type: defaultdict[tuple[str, int], dict] = defaultdict(dict)   # (the same, by type: relink compares it)
        for (tpath, ti, name, generic), group in groups.items():
            if len(group) > 1:
                by_type[(tpath, ti)][(name, generic)] = tuple(group)
        self._extension_group_index = dict(by_type)
        self._owner_deps, self._dcur = self._dcur, outer
        if index or extensions:   # lookups made while building saw no outside members: forget what they cached
            self._forget_lookups()
        return self._owner_index

    def _forget_lookups(self) -> None:
        """Clear the lookups' memos (an index built once, after lookups made while it was built saw none of it)."""
        for c in (self._member_cache, self._expr_cache, self._name_cache, self._instance_cache, self._bases_cache,
                  self._returns_cache, self._decorated_cache):
            c.clear()

    def _owner_target(self, path: str, scope: int, owner: str):
        target = self.resolve_expr(path, scope, owner)[0]
        if not self._is_type(target):
            target = self._owner_elsewhere(path, scope, owner) or target
        if not self._is_type(target) and scope != NO_PARENT:   # a namespace reopened here: look in the included ones
            t = self.tables[path]
            qualified = f"{t.definitions[scope].qualname}.{owner}".split(".")
            resolver = self.resolvers[self.family_of[path]]
            for spec in self.scopes(path)["stars"]:
                key = resolver.resolve(path, spec)
                target = self.lookup_export(key, qualified[0]) if key is not None else None
                for part in qualified[1:]:
                    target = self.member(target, part)[0] if target is not None else None
                if self._is_type(target):
                    break
                target = None
        return target if self._is_type(target) else None

    def _owner_elsewhere(self, path: str, scope: int, owner: str):
        """The owner of a member declared outside its type when its name is not in the file's scope: the type the
        file imports under another name (the map names such members by the type's own name: `use a::Repo as
        RepoRef; impl RepoRef {..}` gives `Repo.f`), else the type a path written in the file names (`impl Tr
        for a::Repo` with only `a` in scope: the first `X::Repo` type reference that resolves to a type)."""
        t = self.tables[path]
        for imp in t.imports:
            if imp.name == owner and imp.alias and imp.alias != owner:
                target = self.resolve_expr(path, scope, imp.alias)[0]
                if self._is_type(target):
                    return target
        for r in t.references:
            if r.name == owner and r.receiver and r.kind == "type":
                target = self.resolve_expr(path, r.scope, f"{r.receiver}.{owner}")[0]
                if self._is_type(target) and not self.tables[target[1]].definitions[target[2]].local:
                    return target   # (not a type member of another, Rust `S::Error` of `impl Tr for io::Error`)
        return None

    def _is_type(self, target) -> bool:
        return target is not None and target[0] == "def" and \
            self.tables[target[1]].definitions[target[2]].kind in TYPE_KINDS

    def _owner_of_here(self, path: str, scope: int):
        self.owner_index()
        found = self._owner_of.get((path, scope))
        if found is not None:
            self._reads(found[0])
        return found

    def owner_of(self, path: str, scope: int):
        """(path, type index) of the type the innermost member declared outside its type around `scope`
        belongs to (`self`, `this` and the members in scope inside an out-of-line method), else None."""
        self.owner_index()
        t = self.tables[path]
        while scope != NO_PARENT:
            found = self._owner_of.get((path, scope))
            if found is not None:
                self._reads(found[0])
                return found
            scope = t.definitions[scope].parent
        return None

    def _field_init_decorated(self, path: str, cls: int, spec) -> bool:
        """Whether the class is decorated with one of the language's field_init_decorators (`@dataclass`): the
        file's such classes found in one pass over its references, kept per file (the file's own table only)."""
        found = self._field_init_classes.get(path)
        if found is None:
            names = spec.field_init_decorators
            found = self._field_init_classes[path] = frozenset(
                r.scope for r in self.tables[path].references if r.kind == "decorator" and r.name in names)
        if cls in found or not spec.field_init_base_decorators:
            return cls in found
        key = (path, cls)
        found = self._transformed_classes.get(key)
        if found is not None:
            return bool(self._recall(found))
        return bool(self._memo(self._transformed_classes, key, self._transformed, path, cls, spec, set()))

    def _transformed(self, path: str, cls: int, spec, seen: set) -> bool:
        """Whether a base of the class in the repository, however far up, is decorated with one of the language's
        field_init_base_decorators (`@dataclass_transform()`): the class is then made from its fields."""
        names = spec.field_init_base_decorators
        for base in self.bases(path, cls):
            if base[0] == "def" and (base[1], base[2]) not in seen:
                seen.add((base[1], base[2]))
                if any(name in names for _, name, _ in self._decorators(base[1]).get(base[2], ())) or \
                        self._transformed(base[1], base[2], spec, seen):
                    return True
        return False

    def _field_init_ancestor(self, path: str, cls: int, spec, seen: set) -> bool:
        """Whether a base of the class in the repository, however far up, is decorated with one of the language's
        field_init_decorators (`@dataclass`)."""
        for base in self.bases(path, cls):
            if base[0] == "def" and (base[1], base[2]) not in seen:
                seen.add((base[1], base[2]))
                if self._field_init_decorated(base[1], base[2], spec) or \
                        self._field_init_ancestor(base[1], base[2], spec, seen):
                    return True
        return False

    def _external_bases(self, path: str, cls: int, seen: set) -> set[str]:
        """The names of the bases outside the repository (or not found) of a class and of its bases in it, as
        they are declared (an imported alias by its imported name: `TypedDict as _TypedDict`); a variable holding
        no class the repository declares as "=NAME" (optuna's `BaseModel: Any = declarative_base()`: an unknown
        base, which no name of spec.field_init_bases is)."""
        if (path, cls) in seen:
            return set()
        seen.add((path, cls))
        out: set[str] = set()
        around = self.tables[path].definitions[cls].parent
        for r in (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ()):
            if r.kind != "inherit":
                continue
            target = self.resolve_ref_target(path, around if r.scope == cls else r.scope, r.name, r.receiver)[0]
            if target is None or target[0] == "ext":
                imported = next((imp.name for imp in self.tables[path].imports
                                 if not r.receiver and imp.alias == r.name and imp.name not in ("", "*")), None)
                out.add(imported or r.name)
            elif target[0] == "def" and \
                    self.tables[target[1]].definitions[target[2]].kind in ("variable", "constant") and \
                    self._class_alias(target) is None:
                out.add("=" + r.name)
        for base in self.bases(path, cls):
            out |= self._external_bases(base[1], base[2], seen)
        return out

    def _generic_base_member(self, path: str, cls: int, name: str):
        """A member an external generic base types by a type argument (React's this.props / this.state)."""
        table = self.resolvers[self.family_of[path]].generic_base_members
        if not table:
            return None
        d = self.tables[path].definitions[cls]
        for r in (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ()):
            index = table.get(r.name, {}).get(name)
            if index is None or r.kind != "inherit":
                continue
            base = self.resolve_ref_target(path, r.scope, r.name, r.receiver)[0]
            if base is not None and base[0] != "ext":
                continue   # a class of the repository: its own members were searched already
            args = _type_arguments(d.type_text) if d.type_text and d.kind != "interface" else \
                _type_arguments_of(d.signature, r.name)   # an interface's: `extends ParameterizedContext<AppState>`
            if index < len(args):
                return ("attr", path, d.parent, args[index])
        return None

    def _declared_member(self, path: str, cls: int, name: str, skip_self: bool, seen: set):
        if (path, cls) in seen:
            return None
        seen.add((path, cls))
        header = None
        if not skip_self:
            hit = (self._scopes.get(path) or self.scopes(path))["names"].get(cls, {}).get(name)
            if hit is not None and hit[0] == "def":
                if not (self.tables[hit[1]].definitions[hit[2]].local and self.spec_of(path).type_literals):
                    return hit
                # a member of a type literal in the header (TypeScript `interface R extends Readonly<Omit<U, 'k'>
                # & {root: string}>`): U's root first, as the checker's intersection lists its declarations
                header = hit
            hit = self._outside_members(path, cls).get(name)
            if hit is not None:
                return hit
            found = self._merged_class_member(path, cls, name, seen)
            if found is not None:
                return found
            if self._merged and (others := self._merged.get(("def", path, cls))):
                # an interface declared in several `declare global` blocks: a member any declaration has before
                # what one's bases give (rxjs's test package declaring `subscribe` in its `interface Observable<T>`,
                # the polyfill's extending ObservableImpl<T>, which has one too)
                for other in others:
                    if other[1] != path or other[2] != cls:
                        self._reads(other[1])
                        hit = (self._scopes.get(other[1]) or self.scopes(other[1]))["names"].get(other[2], {}).get(name)
                        if hit is not None and hit[0] == "def" and not self.tables[hit[1]].definitions[hit[2]].local:
                            return hit
            if self.spec_of(path).assigned_members_declare:
                sc = self._scopes.get(path) or self.scopes(path)
                if sc["ctor_attrs"].get((cls, name)) == _CTOR_ASSIGNED:
                    attr = sc["attrs"].get(cls, {}).get(name)
                    return ("attr", path, attr[1], attr[0])
        d = self.tables[path].definitions[cls]
        if d.kind == "type" and d.type_text and self.spec_of(path).defined_types:
            return self._underlying_member(path, d, name, seen)
        # Go: an embedded struct is also a field named by its type (`x.Base.m()`); an interface's embedded
        # interfaces only lend it their methods (`CommonLogger` embedding `Logger`: `l.Logger()` is a method)
        fields = self.spec_of(path).embedded_types_are_fields and d.kind != "interface"
        if self.spec_of(path).omitting_types and name in self._omitted(path, cls):
            return header   # `Omit<UserConfig, 'server'> & {server: ResolvedServerOptions}`: the literal's only
        abstract = None
        unlent = self._unlent_bases(path, cls) if self.spec_of(path).implements_lend_no_members else ()
        for base in self.bases(path, cls):
            if fields and self.tables[base[1]].definitions[base[2]].name == name:
                return base
            if base in unlent:
                continue
            found = self._declared_member(base[1], base[2], name, False, seen)
            if found is not None:
                if abstract is None and (word := self.spec_of(path).abstract_word) and found[0] == "def" and \
                        word in self.tables[found[1]].definitions[found[2]].signature.partition("(")[0].split():
                    abstract = found   # a trait's abstract declaration: what a later base defines, if one does
                    continue
                return found
        return abstract or header

    def _unlent_bases(self, path: str, cls: int) -> frozenset:
        """The interfaces class `cls` only implements, where it also extends a class outside the repository
        (LanguageSpec.implements_lend_no_members): a member it does not declare is that base's, not theirs."""
        key = ("unlent", path, cls)
        found = self._member_cache.get(key)
        if found is not None:
            return self._recall(found, frozenset())
        return self._memo(self._member_cache, key, self._find_unlent_bases, path, cls, failed=frozenset())

    def _find_unlent_bases(self, path: str, cls: int) -> frozenset:
        d = self.tables[path].definitions[cls]
        named = (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ())
        implemented, outside = set(), False
        for r in named:
            target = self.resolve_ref_target(path, d.parent if r.scope == cls else r.scope, r.name, r.receiver)[0]
            if r.kind == "implement":
                if target is not None and target[0] == "def":
                    implemented.add(target)
            elif target is None or target[0] != "def":
                outside = True
        return frozenset(implemented) if outside and d.kind == "class" else frozenset()

    def _merged_class_member(self, path: str, cls: int, name: str, seen: set):
        """A member of class or interface `cls` that another class or interface of its name in the same scope declares
        (LanguageSpec.merged_namespaces: TypeScript's declaration merging; mikro-orm's `class EntityMetadata {..}`
        beside `interface EntityMetadata { properties: ..; className: string }`: `meta.properties`), or what that
        declaration's bases give."""
        defs = self.tables[path].definitions
        if defs[cls].kind not in CLASS_KINDS or not self.spec_of(path).merged_namespaces:
            return None
        for j in self._merged_declarations(path, cls):
            if defs[j].kind in CLASS_KINDS:
                found = self._declared_member(path, j, name, False, seen)
                if found is not None:
                    return found
        return None

    def _omitted(self, path: str, cls: int) -> set[str]:
        """The keys the bases of class `cls` leave out (spec.omitting_types), in its header or an alias it extends:
        `interface R extends Readonly<Omit<U, 'server'> & {..}>`: server; `interface U extends D` of
        `type D = Omit<E, 'consumer'> & {..}`: consumer."""
        spec = self.spec_of(path)
        d = self.tables[path].definitions[cls]
        texts = [d.signature]
        for r in (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ()):
            target = self.resolve_ref_target(path, d.parent if r.scope == cls else r.scope, r.name, r.receiver)[0]
            if target is not None and target[0] == "def" and \
                    (alias := self.tables[target[1]].definitions[target[2]]).kind == "type" and alias.type_text:
                texts.append(alias.type_text)
        return {key for text in texts for m in _OMITTED.finditer(text) if m.group(1) in spec.omitting_types
                for key in _QUOTED.findall(m.group(2))}

    def _underlying_member(self, path: str, d, name: str, seen: set):
        """A member of a type declared from another (spec.defined_types) reached as a base: Go `type CounterOpts
        Opts` embedded in `CounterVecOpts`, `opts.Name` is Opts's field. The underlying type's fields and what it
        embeds are the defined type's; the methods declared on it are not (an interface keeps its methods, an alias
        `type A = Opts` all of them)."""
        under = self.type_from_text(path, d.parent, d.type_text, 1)
        if under is None or under[0] != "inst":
            return None
        found = self._declared_member(under[1], under[2], name, False, seen)
        alias = self.spec_of(path).alias_signature
        if found is not None and found[0] == "def" and not (alias and re.match(alias, d.signature)) and \
                self.tables[found[1]].definitions[found[2]].kind in FUNCTION_KINDS and \
                self.tables[under[1]].definitions[under[2]].kind != "interface" and \
                found in ((self._scopes.get(under[1]) or self.scopes(under[1]))["names"].get(under[2], {}).get(name),
                          self._outside_members(under[1], under[2]).get(name)):
            return None
        return found

    def _nearest_member(self, path: str, cls: int, name: str, skip_self: bool, seen: set):
        """Python's member lookup (annotated_members_win): the nearest class along the inheritance chain that
        declares the name or assigns it (`self.x = ...` in its methods); a member without a declared type there
        is the declaration a base gives with one (`cur_mod_id = ""` under a base's `cur_mod_id: str`: the
        declared type pyright reports)."""
        if not seen:   # the first call: the classes in Python's method resolution order (C3), where it exists
            order = self._mro(path, cls)
            if order is not None:
                for i, (p, c) in enumerate(order):
                    found = None if i == 0 and skip_self else self._declared_here(p, c, name)
                    if found is not None:
                        return found
                return None
        if (path, cls) in seen:
            return None
        seen.add((path, cls))
        if not skip_self:
            found = self._declared_here(path, cls, name)
            if found is not None:
                return found
        for base in self.bases(path, cls):
            found = self._nearest_member(base[1], base[2], name, False, seen)
            if found is not None:
                return found
        return None

    def _declared_here(self, path: str, cls: int, name: str):
        """_nearest_member's step: what class cls itself declares or assigns for `name`, else None."""
        sc = self._scopes.get(path) or self.scopes(path)
        hit = sc["names"].get(cls, {}).get(name)
        if hit is not None and hit[0] == "def":
            d = self.tables[path].definitions[hit[2]]
            if d.kind not in ("variable", "property") or _is_annotation(d.type_text):
                return hit
            return self._annotated_in_bases(path, cls, name) or hit
        attr = sc["attrs"].get(cls, {}).get(name)
        if attr is not None:
            if _is_annotation(attr[0]):
                return ("attr", path, attr[1], attr[0])
            # `self.apply_chord = self._apply_chord_incr` in a subclass: a method of a base keeps the name (pyright
            # reads and links the base's declared member), as an annotated attribute of a base does
            found = self._annotated_in_bases(path, cls, name, methods=True)
            if found is not None:
                return found
            if len(attr) > 2 and self.type_from_text(path, attr[1], attr[0]) is None:
                # hatch's `self._field_terminal = FIELD_TO_PARSE` in `__init__`, then `= TerminalConfig(..)` in a
                # lazy property: pyright's declared type is the union of the assignments; the first of the later
                # ones that gives an instance stands for it where the first gives nothing (a library's type first,
                # tornado's `self.selector_loop = asyncio_loop`, is the union's first: it stays)
                for text, scope in attr[2]:
                    value = self.type_from_text(path, scope, text)
                    if value is not None and value[0] in ("inst", "union"):
                        return ("attr", path, scope, text)
            return ("attr", path, attr[1], attr[0])
        return None

    def _mro(self, path: str, cls: int):
        """_linearization of a class, memoised with what it read (a class's order is asked once per member name a
        lookup misses in the member cache: saleor's and synth's models, dozens of names each); a result that met
        a cycle guard or the depth limit is not kept."""
        key = (path, cls)
        found = self._mro_cache.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._mro_cache, key, self._mro_of, path, cls, guard=False, net=False, sure_only=True)

    def _mro_of(self, path: str, cls: int):
        order = self._linearization(path, cls, {}, 0)
        return tuple(order) if order is not None else None

    def _linearization(self, path: str, cls: int, memo: dict, depth: int):
        """The class and its repository bases in C3 order (Python's MRO: `class Function(PyobjMixin, Item)` with
        `PyobjMixin(Node)`, `Item(Node)` reads Function, PyobjMixin, Item, Node), as (path, index) pairs; None
        where the bases admit none (inconsistent, cyclic or deeper than MAX_MRO_DEPTH)."""
        key = (path, cls)
        if key in memo:
            return memo[key]
        if depth > MAX_MRO_DEPTH:
            return None
        memo[key] = None   # a cycle through this class: no order
        bases = [(b[1], b[2]) for b in self.bases(path, cls)]
        seqs = []
        for b in bases:
            found = self._linearization(b[0], b[1], memo, depth + 1)
            if found is None:
                return None
            seqs.append(list(found))
        seqs.append(list(bases))
        out = [key]
        while True:
            seqs = [q for q in seqs if q]
            if not seqs:
                break
            head = next((q[0] for q in seqs if not any(q[0] in t[1:] for t in seqs)), None)
            if head is None:
                return None
            out.append(head)
            seqs = [t[1:] if t[0] == head else t for t in seqs]
        memo[key] = out
        return out

    def _annotated_in_bases(self, path: str, cls: int, name: str, methods: bool = False):
        """A declaration of `name` with a declared type in the bases of a class (methods: or a method), else None; an
        instance attribute a base annotates counts (discord.py's `self._view: Optional[V] = None` in Item.__init__,
        under a subclass's own `self._view = view`: pyright reads the declared type)."""
        for base in self.bases(path, cls):
            found = self._declared_member(base[1], base[2], name, False, set())
            if found is not None and found[0] == "def" and \
                    (_is_annotation((d := self.tables[found[1]].definitions[found[2]]).type_text) or
                     (methods and d.kind in FUNCTION_KINDS and self.spec_of(found[1]).class_body_scope)):
                return found
            if found is None:
                found = self.class_member(base[1], base[2], name)
                if found is not None and found[0] == "attr" and _is_annotation(found[3]):
                    return found
        return None

    def _instance_member(self, static, name: str):
        """The member `name` not static (spec.static_members) declared beside the static member `static` (webpack's
        `static deserialize(context)` and `deserialize(context)`), else None."""
        defs, spec = self.tables[static[1]].definitions, self.spec_of(static[1])
        owner = defs[static[2]].parent
        return next((("def", static[1], j) for j, d in enumerate(defs)
                     if d.parent == owner and d.name == name and not _is_static(spec, d)), None)

    def _inherited_instance_member(self, static, name: str):
        """The member `name` an instance of the class declaring the static member `static` inherits (webpack's
        `obj.deserialize(..)` in `static deserialize(context)` of a class whose instance method is its base's), else
        None."""
        owner = self.tables[static[1]].definitions[static[2]].parent
        for base in self.bases(static[1], owner):
            found = self.member(("inst", base[1], base[2]), name)[0]
            if found is not None:
                return found
        return None

    def _assigned_member(self, path: str, cls: int, name: str, skip_self: bool, seen: set):
        if (path, cls) in seen:
            return None
        seen.add((path, cls))
        if not skip_self:
            attr = (self._scopes.get(path) or self.scopes(path))["attrs"].get(cls, {}).get(name)
            if attr is not None:
                return ("attr", path, attr[1], attr[0])
        for base in self.bases(path, cls):
            found = self._assigned_member(base[1], base[2], name, False, seen)
            if found is not None:
                return found
        return None

    def member(self, target, name: str):
        """(target of `x.name`, inferred) for a resolved `x`."""
        kind = target[0]
        if kind == "module":
            found = self.lookup_export(target[1], name)
            return found, False
        if kind == "ext":
            return ("ext", target[1].split(":")[0]), False
        if kind == "def":
            d = self.tables[target[1]].definitions[target[2]]
            if d.kind in TYPE_KINDS or d.kind == "module":   # a namespace's members: C++ ns::f, Ruby A::B
                # `ApolloClient.query.Signature` of `class ApolloClient` (an instance field `query`) beside
                # `namespace ApolloClient { namespace query {..} }`: a merged namespace's nested namespace or type
                # first (the class object itself has only its statics)
                found = self._merged_member(target, name, types_only=True) \
                    if d.kind != "module" and self.spec_of(target[1]).merged_namespaces else None
                if d.kind in _CONSTANT_HOLDERS and name[:1].isupper() and self.spec_of(target[1]).global_constants:
                    # Ruby `RuboCop::Cop::Base`, `Acme::Thing` of `class Acme::Thing`: the open module's (or class's)
                    # constant of that qualified name, in whichever file declares it (the one its name leads to)
                    found = self._constant(f"{d.qualname}.{name}")
                found = found or self.class_member(target[1], target[2], name)
                if found is None and d.kind == "type" and d.type_text and \
                        (self.spec_of(target[1]).aliased_type_members or
                         (self.spec_of(target[1]).typedef_members and not self._dependent_alias(target[1], d))):
                    # Rust `type Range = Match; Range::new()`, C++ `Threadq::iterator`
                    alias = self._followed_alias(target, d, 1, {})
                    if alias is not None and alias[0] == "inst":
                        found = self.class_member(alias[1], alias[2], name)
                if found is None and d.kind in CLASS_KINDS and self.spec_of(target[1]).aliased_type_members:
                    found = self._alias_member(target[1], target[2], name)   # `DFA::initial()` of `impl OwnedDFA`
                if found is None and self.spec_of(target[1]).merged_namespaces:
                    # `ApolloLink.Operation` of `class ApolloLink` beside `namespace ApolloLink` (and the reverse)
                    found = self._merged_member(target, name)
                if found is None and self.spec_of(target[1]).merged_namespaces:
                    found = self._namespace_export(target, name)
                if found is None and d.kind in ("interface", "type") and self.spec_of(target[1]).merged_namespaces \
                        and (value := self._value_beside(target[1], d.parent, d.name)) is not None:
                    # zod's `export interface $ZodType {..}` beside `export const $ZodType: $constructor<$ZodType>`:
                    # `$ZodType.init(..)` is the value's member (an interface has none at run time)
                    return self.member(("def", target[1], value), name)
                if found is None and d.kind == "module" and self.spec_of(target[1]).open_namespaces:
                    # C++ `fmt::detail` of `namespace fmt { inline namespace v12 { namespace detail {`: a member of
                    # an inline namespace in the block
                    for child in self._inline_namespaces(target[1]).get(target[2], ()):
                        found = self.member(("def", target[1], child), name)[0]
                        if found is not None:
                            break
                if found is None and d.kind == "module" and self.spec_of(target[1]).open_namespaces:
                    # C++ `log::Writer` where the `namespace log { class Writer; }` found only forward-declares it
                    # (db_impl.h): the namespace's type of that name another header defines
                    found = self._namespace_type(f"{d.qualname}.{name}", target[1])
                if found is None and d.kind == "module" and self.spec_of(target[1]).open_namespaces:
                    # C++ `pugi::impl::kPageSize` in a `namespace pugi {..}` that does not hold `impl`: a namespace or
                    # type of that name in another block of the namespace, of this file or one it includes, or a
                    # nested namespace's block (a function or variable is the site's to look for: a definition
                    # outside its namespace in the site's file comes first, resolve_ref_target)
                    found = self._namespace_name(target[1], self.resolvers[self.family_of[target[1]]], [d.qualname],
                                                 name, False)
                    if found is not None and (found[0] != "def" or (kind := self.tables[found[1]].definitions[
                            found[2]].kind) != "module" and kind not in TYPE_KINDS):
                        found = None
                if found is None and d.parent == NO_PARENT and self.spec_of(target[1]).commonjs_interop:
                    found = self._expando(target[1], d.name, name)
                if found is None and d.kind in CLASS_KINDS and self.spec_of(target[1]).metaclass_pattern:
                    found = self._metaclass_member(target, name)   # `DTLSChannel._create(..)`: its metaclass's
                if found is None and d.kind in CLASS_KINDS and d.start_line < d.name_line and \
                        self.spec_of(target[1]).decorated_values:
                    # `User.from_pydantic(..)` of `@strawberry.experimental.pydantic.type(UserModel) class User`,
                    # the decorator declared `-> Callable[.., type[StrawberryTypeFromPydantic[M]]]`: a member the
                    # class lacks is the class object's its decorators make
                    made = self._decorated(target)
                    if made is not None and made != target:
                        found = self._made_member(made, name)
                return found, False
            if d.kind == "function" and d.parent == NO_PARENT and self.spec_of(target[1]).commonjs_interop:
                found = self._expando(target[1], d.name, name)   # `glob.sync` of `module.exports = glob`
                if found is not None:
                    return found, False
            if d.kind == "function" and self.spec_of(target[1]).merged_namespaces:
                # `useQuery.Options` of `function useQuery` beside `namespace useQuery { interface Options }`
                found = self._merged_member(target, name, namespaces_only=True)
                if found is not None:
                    return found, False
            if d.kind == "function" and (pattern := self.spec_of(target[1]).annotated_value) and \
                    (annotated := _compiled(pattern).match(d.signature)) is not None:
                # `const Top: FunctionalComponent = (props) => ..`: `Top.displayName` is the declared type's
                typed = self.type_from_text(target[1], d.parent, annotated.group(1))
                if typed is not None:
                    return self.member(typed, name)[0], True
            if d.kind in FUNCTION_KINDS and d.start_line < d.name_line and self.spec_of(target[1]).decorated_values:
                # `f.cache_info()` of `@cache def f`: a member of what the decorators make of f, where they make an
                # instance of a class of the repository that has it
                made = self._decorated(target)
                found = self.member(made, name)[0] if made is not None else None
                if found is not None:
                    return found, True
            inst = self.instance_of(target)
            if (inst is None or inst[0] == "ext") and d.kind in ("variable", "constant", "property") and \
                    (held := self._library_member(target, name)) is not None:
                return held, True   # `this.ref.current` of `ref = createRef<Editor>()`: an Editor
            if inst is None and d.kind in ("variable", "constant") and not d.type_text and \
                    self.spec_of(target[1]).object_literals:
                # pixijs's `export const DOMAdapter = { get(): Adapter {..}, set(a) {..} }`: an object literal's own
                # members (nested under the variable by the map), `DOMAdapter.get().createCanvas()`
                j = self._first_named(self._literal_members_by_name, target[1], target[2], name,
                                      lambda x: x.kind in FUNCTION_KINDS or x.kind == "property")
                if j is not None:
                    return ("def", target[1], j), False
            if inst is None and d.kind in ("variable", "constant", "property"):   # `PluginAlias = Plugin`: the class's
                cls = self._class_alias(target)
                if cls is None and d.type_text.startswith("expr:"):
                    # sqlalchemy's `sql_dml = _sql_dml` of `from sqlalchemy.sql import dml as _sql_dml`: the module's
                    module, _ = self.resolve_expr(target[1], d.parent, d.type_text[5:])
                    if module is not None and module[0] == "module":
                        return self.lookup_export(module[1], name), True
                return (self.class_member(cls[1], cls[2], name) if cls is not None else None), True
            if inst is not None and inst[0] in ("local", "attr") and self._library_function_value(inst):
                return None, True   # a value declared with a library's function type (Accessor<T>: no members;
                # calling it gives T)
            found = self.member(inst, name)[0] if inst else None
            if found is None and d.kind in ("variable", "constant") and self.spec_of(target[1]).merged_namespaces \
                    and (ns := self._first_named(self._namespaces_by_name, target[1], d.parent, d.name,
                                                 lambda x: x.kind == "module")) is not None:
                # jest's `declare global { const jest: Jest; namespace jest { type Mock<T> = .. } }`: `jest.Mock`
                # (no member of the value's type) is the namespace's, merged with the value under one name
                found = self.member(("def", target[1], ns), name)[0]
            return found, True
        if kind == "inst":
            spec = self.spec_of(target[1])
            if name in spec.instance_hides_constructor:
                return None, True   # TypeScript `x.constructor`: the runtime's property, not the declaration
            found = self.class_member(target[1], target[2], name)
            if found is not None and found[0] == "def" and \
                    _is_static(self.spec_of(found[1]), self.tables[found[1]].definitions[found[2]]):
                # `this.datasetElementType` of an instance, assigned in its constructor beside `static
                # datasetElementType = null` (Chart.js): the instance's own member, never the class's static (webpack's
                # `obj.deserialize(..)` beside `static deserialize(context)`: the instance method)
                static = found
                found = self._instance_member(static, name) or \
                    self._assigned_member(target[1], target[2], name, False, set()) or \
                    self._inherited_instance_member(static, name)
            if spec.aliased_type_members and (found is None or (found[0] == "def" and found[1] != target[1])):
                # Rust `type OwnedDFA = DFA<Vec<u32>>; impl OwnedDFA { fn f(&self) { self.tt } }`: DFA's members;
                # and DFA's own method before one of a trait impl for the alias elsewhere (`impl Remappable for
                # OwnedDFA { fn state_len(&self) }` in another module), as rustc picks an inherent method first
                d = self.tables[target[1]].definitions[target[2]]
                if d.kind == "type" and d.type_text:
                    alias = self._followed_alias(("def", target[1], target[2]), d, 1, {})
                    if alias is not None and alias[0] == "inst":
                        found = self.class_member(alias[1], alias[2], name) or found
            if found is None and spec.missing_member_methods:
                found = self._missing_member(target)
            if found is None and spec.decorated_values and \
                    (d := self.tables[target[1]].definitions[target[2]]).start_line < d.name_line and \
                    d.kind in CLASS_KINDS and (made := self._decorated(("def", target[1], target[2]))) is not None \
                    and made[1:3] != target[1:3]:
                # `group.to_pydantic()` of a `GroupInput(..)` whose decorators make the class a
                # StrawberryTypeFromPydantic: a member the class lacks is that class's instance's (a decorator
                # giving the class itself, or a cycle of them, gives nothing more)
                found = self._made_member(("inst", made[1], made[2]), name)
            if found is None and name == "0" and spec.positional_fields:   # Rust `self.0` of `struct W(T)`: a T
                d = self.tables[target[1]].definitions[target[2]]
                if d.kind in CLASS_KINDS and d.type_text:
                    return ("local", target[1], d.parent, d.type_text), True
            return found, True
        if kind == "union":
            # depth first through nested unions, the first alternative that has the member; an alternative met
            # again gives what it gave the first time (None: the walk goes on), so it is not asked again
            # (vuejs/core: a union of 9 distinct alternatives nested 7,917 leaves deep through aliases); a
            # union keyed by the properties picked (`Pick<A, "x">`: ("union", (A,), ("keys", {"x"}))) has no other
            if _keyed_out(target, name):
                return None, True
            if len(target) > 2 and target[2] == "one":   # the one alternative that has the member (tag "one")
                having = {found for alternative in target[1]
                          if (found := self.member(alternative, name)[0]) is not None}
                return (having.pop() if len(having) == 1 else None), True
            seen = set()
            stack = [iter(target[1])]
            while stack:
                alternative = next(stack[-1], None)
                if alternative is None:
                    stack.pop()
                elif alternative[0] == "union":
                    if not _keyed_out(alternative, name):
                        stack.append(iter(alternative[1]))
                elif alternative not in seen:
                    seen.add(alternative)
                    found = self.member(alternative, name)[0]
                    if found is not None:
                        return found, True
            return None, True
        if kind == "bases":   # ("bases", path, class): a receiver naming the class's bases (super_names)
            return self.class_member(target[1], target[2], name, skip_self=True), True
        if kind == "objlit":   # ("objlit", path, scope, "obj:k=v,.."): an object literal's member k holds what v does
            value = _object_member(target[3], name)
            if value is None or "...=" in target[3]:
                value = self._spread_member(target, name)
                if value is None or value.__class__ is tuple:
                    return value, True
            if not value:
                return None, True   # the literal's own property, typed by nothing the map kept
            found = self.resolve_expr(target[1], target[2], value)[0]
            if found is not None and found[0] == "module":
                return found, True   # `{DefaultItems}` of `import * as DefaultItems`: the module's exports
            # the value read there (a local: no edge of its own, as the compiler's is to the literal's property)
            return ("local", target[1], target[2], "expr:" + value), True
        if kind == "literal":   # ("literal", path, function): an object type literal written in that function
            sc = self._scopes.get(target[1]) or self.scopes(target[1])
            hit = sc["literals"].get((target[2], name))
            return (("def", target[1], hit) if hit is not None else None), True
        if kind in ("local", "attr"):
            inst = self.instance_of(target)
            if (inst is None or inst[0] == "ext") and (held := self._library_member(target, name)) is not None:
                return held, True   # `r.current` of a `RefObject<Editor>`: an Editor
            if inst is None:   # `Mint = Model[int]`, `M = Model`: the class's members (a class object)
                cls = self._class_alias(target)
                return (self.class_member(cls[1], cls[2], name) if cls is not None else None), True
            if inst is not None and inst[0] in ("local", "attr") and self._library_function_value(inst):
                return None, True   # a value declared with a library's function type (Accessor<T>: no members;
                # calling it gives T)
            found = self.member(inst, name)[0] if inst else None
            if found is None and inst is not None and inst[0] == "inst" and \
                    self.spec_of(inst[1]).metaclass_pattern and (declared := self.declared_type(target)) is not None \
                    and self._class_object(declared) is not None:
                # `flag_cls.__commands_flags__` of a `flag_cls: type[FlagConverter]` (a class object), declared by
                # the class's metaclass only
                found = self._metaclass_member(("def", inst[1], inst[2]), name)
            return found, True
        return None, False

    def _spread_member(self, target, name: str):
        """Member `name` of an object literal with spreads (`{...c, ...o, x: 1}`, "obj:...=c,...=o,x="): the
        last entry that names it wins, a key written (its value text, "" when typed by nothing) or a spread whose
        value has the member (that member); None when none has it."""
        key_ = (target, name)
        if key_ in self._spreading:
            return None   # jest's `configObject = {...configObject, rootDir}`: the literal spreads itself
        self._spreading.add(key_)
        try:
            path, scope = target[1], target[2]
            for entry in reversed(target[3][4:].split(",")):
                key, _, value = entry.partition("=")
                if key == name:
                    return value
                if key != "...":
                    continue
                source = self.resolve_expr(path, scope, value)[0]
                if source is not None and source[0] not in ("inst", "union", "objlit", "literal"):
                    source = self.instance_of(source)
                found = self.member(source, name)[0] if source is not None else None
                if found is not None:
                    return found
            return None
        finally:
            self._spreading.discard(key_)

    def _class_named(self, value):
        """An instance (`self`) of a class inheriting a collection (`class Traceback(list[TracebackEntry])`) as a
        value declared with the class's name, so that what indexing or iterating it gives (`for x in self`,
        `self[0]`) is read through that collection; any other value as it is."""
        if value[0] != "inst" or len(value) != 3:
            return value
        d = self.tables[value[1]].definitions[value[2]]
        if d.kind not in CLASS_KINDS or not d.type_text or self._collection_of(value[1], d.parent, d.name) is None:
            return value
        return ("local", value[1], d.parent, d.name)

    def _sent_type(self, path: str, scope: int):
        """(path, scope, type text) of what the generator function holding scope is sent, from its declared result
        (`-> Generator[None, TestReport, TestReport]`: TestReport, the language's sent_types); None where it declares
        none."""
        defs = self.tables[path].definitions
        while scope != NO_PARENT and defs[scope].kind not in FUNCTION_KINDS:
            scope = defs[scope].parent
        if scope == NO_PARENT:
            return None
        d = defs[scope]
        m = _GENERIC_TYPE.match(d.type_text.strip().strip("\"'"))
        place = self.spec_of(path).sent_types.get(m.group(1).rpartition(".")[2]) if m else None
        if place is None:
            return None
        args = split_top(m.group(2), ",")
        return (path, self._result_scope(path, scope), args[place].strip()) if place < len(args) else None

    def _is_enum(self, path: str, cls: int, depth: int) -> bool:
        """Whether a class derives from one of the language's enum_bases (`class Scope(Enum)`, through the
        repository's classes)."""
        enums = self.spec_of(path).enum_bases
        sc = self._scopes.get(path) or self.scopes(path)
        if any(r.kind == "inherit" and r.name in enums for r in sc["inherit"].get(cls, ())):
            return True
        return depth < 16 and any(self._is_enum(b[1], b[2], depth + 1) for b in self.bases(path, cls))

    def _module_missing(self, module: str, t: FileTable, name: str):
        """A name a module does not bind but lists among its exports (`__all__`), where it defines one of the
        language's missing_member_methods at its top level (PEP 562's `def __getattr__(name: str) -> "Setting"`:
        prefect.settings' `PREFECT_API_URL`): a value of what that function is declared to return; else None (a
        name the module does not list is no symbol of it for the checker: `PREFECT_HOME`, read through the same
        `__getattr__`, is unknown to pyright)."""
        if not any(e.name == name and e.form == "all" for e in t.exports):
            return None
        for method_name in self.spec_of(module).missing_member_methods:
            hit = self.resolve_name(module, NO_PARENT, method_name)
            if hit is not None and hit[0] == "def" and hit[1] == module and \
                    self.tables[module].definitions[hit[2]].kind in FUNCTION_KINDS:
                value = self.call_result(hit)
                return value if value is not None and value[0] in ("inst", "union") else None
        return None

    def _missing_member(self, inst):
        """The value of an attribute an instance's class does not declare, where the class (or a base) has one of
        the language's missing_member_methods (`__getattr__`): what that method is declared to return; else None."""
        for method_name in self.spec_of(inst[1]).missing_member_methods:
            method = self.class_member(inst[1], inst[2], method_name)
            if method is not None and method[0] == "def" and \
                    self.tables[method[1]].definitions[method[2]].kind in FUNCTION_KINDS:
                # `def __getattr__(self, key) -> _COL_co` of `class ColumnCollection(Generic[_K, _COL_co])`, on a
                # `ReadOnlyColumnCollection[str, Column]`: a Column
                value = (self._parameter_result(inst, method) if len(inst) == 4 else None) or self.call_result(method)
                return value if value is not None and value[0] != "def" else None
        return None

    def _class_alias(self, target):
        """The class a name holds where its value names one (`M = Model`, `Mint = Model[int]`: a class object, not
        an instance), as a target; else None."""
        for _ in range(4):
            if target[0] == "def":
                d = self.tables[target[1]].definitions[target[2]]
                if d.kind in CLASS_KINDS:
                    return target
                if d.kind not in ("variable", "constant", "property") or not d.type_text.startswith("expr:"):
                    return None
                path, scope, text = target[1], d.parent, d.type_text[5:]
                if scope != NO_PARENT and text == d.name and \
                        self.tables[path].definitions[scope].kind in CLASS_KINDS:
                    scope = self._outer_scope(path, scope)   # `ResultConsumer = ResultConsumer` in a class body
            elif target[0] in ("local", "attr") and target[3].startswith("expr:"):
                path, scope, text = target[1], target[2], target[3][5:]
                if target[0] == "local" and scope != NO_PARENT and self._names_itself(target):
                    scope = self._outer_scope(path, scope)   # `def f(Request=Request)`: the name outside
            else:
                return None
            if not self.spec_of(path).class_object_types:
                return None   # a language whose values may be class objects (Python's `type[C]`)
            target, _ = self.resolve_expr(path, scope, text)
            if target is None:
                return None
        return None

    def _constructed(self, path: str, scope: int, text: str):
        """What `new` on the value `text` makes (TypeScript, a class extending a value): an instance of the class
        it names; for a value declared with a type (a mixin's `Base: T`, `T extends Constructor<Node>`, `type
        Constructor<T> = new (...args: any[]) => T`), what that type's construct signature makes (read as the
        type itself: a Node); else None."""
        value, _ = self.resolve_expr(path, scope, text)
        if value is None:
            return None
        if value[0] == "def" and self.tables[value[1]].definitions[value[2]].kind in CLASS_KINDS:
            return ("inst", value[1], value[2])
        if value[0] == "local" and value[3] and _is_annotation(value[3]):
            return self.type_from_text(value[1], value[2], value[3])
        return None

    def instance_of(self, target):
        """The instance a value of this target holds, from its declared or constructed type."""
        found = self._instance_cache.get(target)
        if found is not None:
            return self._recall(found)   # in progress: `x = x.next()` types x by itself
        if self._instance_depth >= MAX_INSTANCE_DEPTH:
            self._reads(DEEP)
            return None   # `x1 = x0; x2 = x1; ...` thousands deep: stop before the Python stack does
        self._instance_depth += 1
        try:
            return self._memo(self._instance_cache, target, self._instance_of, target)
        finally:
            self._instance_depth -= 1

    def _instance_of(self, target):
        kind = target[0]
        if kind == "inst" or kind == "literal" or kind == "objlit":
            return target
        if kind == "def":
            path, i = target[1], target[2]
            d = self.tables[path].definitions[i]
            if d.kind in CLASS_KINDS:
                singleton = self.spec_of(path).singleton_classes
                if singleton and _compiled(singleton).search(d.signature):
                    return ("inst", path, i)   # Kotlin `val tbl = Misc` of `object Misc : Table()`: its instance
                return None   # the class object itself, not an instance
            scope = self._result_scope(path, i)
            if d.type_text.startswith("ret:"):   # a property inferred from its returns: read in its own scope
                if d.kind in ("variable", "constant", "property") and d.type_text.startswith("ret:call:"):
                    return None   # a partial (LanguageSpec.partial_calls): a function, not what calling it gives
                return self.type_from_text(path, i, d.type_text[4:])
            if d.kind == "constant" and not d.type_text and scope != NO_PARENT and \
                    self.tables[path].definitions[scope].kind == "enum" and self.spec_of(path).enums_are_classes:
                return ("inst", path, scope)   # `Color.RED.index`: an enum's constant is an instance of it
            if d.kind == "constant" and scope != NO_PARENT and self.tables[path].definitions[scope].kind == "enum":
                scope = self.tables[path].definitions[scope].parent   # `Suffix(Suffix)`: the type, not the variant
            if d.kind == "property" and scope != NO_PARENT and not d.name.startswith("_") and \
                    not _is_annotation(d.type_text) and self.spec_of(path).enum_bases and \
                    self.tables[path].definitions[scope].kind in CLASS_KINDS and self._is_enum(path, scope, 0):
                return ("inst", path, scope)   # `Scope.Function` of `class Scope(Enum)`: a member, a Scope
            if d.kind == "property" and d.type_text[:1] == "{":
                # `interface Window { h: { scene: Scene } }`: the literal's properties are this property's own
                # definitions (the map nests them under it), its members; `definitions?: { path?: string } &
                # GeneratorOptions`: and the named type's
                end = closing(d.type_text)
                rest = d.type_text[end + 1:].lstrip() if end > 0 else ""
                other = self.type_from_text(path, scope, rest[1:].lstrip()) if rest.startswith("&") else None
                if other is not None:
                    return ("union", (("inst", path, i), *(other[1] if other[0] == "union" and len(other) == 2
                                                          else (other,))))
                return ("inst", path, i)
            if d.kind == "variable" and d.type_text[:1] == "{" and self.spec_of(path).variable_literals:
                # `export const nodeOps: { createElement: typeof createElement } = ..`: the type literal's
                # properties, nested under the variable (LanguageSpec.variable_literals), are its members
                return ("literal", path, i)
            value = self.type_from_text(path, scope, d.type_text) if d.type_text else None
            if (value is None or value[0] == "ext") and d.kind == "property" and d.parent != NO_PARENT and \
                    not _is_annotation(d.type_text) and self.spec_of(path).class_body_scope and \
                    self.tables[path].definitions[d.parent].kind in CLASS_KINDS:
                # `_conf = None` in the class, `self._conf = Settings(..)` in a method: pyright's declared type of
                # the attribute is the union of what every assignment gives, so the instance attribute's value;
                # so too where the class's value is a library's (traitlets' `display_formatter =
                # Instance(DisplayFormatter)`, `self.display_formatter = DisplayFormatter(..)` in a method)
                attr = (self._scopes.get(path) or self.scopes(path))["attrs"].get(d.parent, {}).get(d.name)
                if attr is not None and attr[0]:
                    assigned = self.type_from_text(path, attr[1], attr[0])
                    if assigned is not None or value is None:
                        return assigned
            if value is not None and value[0] == "inst" and d.parent != NO_PARENT and \
                    d.kind not in FUNCTION_KINDS and self.tables[path].definitions[d.parent].kind in CLASS_KINDS and \
                    self.spec_of(value[1]).descriptor_methods:
                # a class attribute holding a descriptor (`height = ScalarProperty()`): what reading it gives
                read = self._descriptor_value(value)
                if read is not None:
                    return read
            return value
        if kind == "local":
            if not target[3]:
                return None
            scope = target[2]
            if scope != NO_PARENT and self._names_itself(target):
                # `let ov = ov(..)`, `let p = p.parent()`: the initialiser names the binding before this one
                scope = self._outer_scope(target[1], scope)
            found = self.type_from_text(target[1], scope, target[3])
            if found is None and (spec := self.spec_of(target[1])).type_variable_bound:
                # `def __init__(self, client: ClientT)` with `ClientT = TypeVar('ClientT', bound=Client)`: inside
                # the function a value of the type variable has its bound's members (discord.py's `client.http`);
                # a class object of one, piccolo's `table: type[TableInstance]`, its bound class's (`table._meta`)
                name = target[3].strip("\"'")
                if not _is_identifier(name) and spec.class_object_types:
                    name = _element_type(name, spec.class_object_types, spec).strip("\"'")
                found = self._type_variable_value(target[1], scope, name) if _is_identifier(name) else None
                if found is not None and found[0] not in ("inst", "union"):
                    found = None
            return found
        if kind == "attr":  # ("attr", path, scope of the assignment, type text)
            return self.type_from_text(target[1], target[2], target[3]) if target[3] else None
        return None

    def _descriptor_value(self, value, through_class: bool = False):
        """What reading a class attribute that holds `value` (an instance) gives where value's class declares a
        descriptor method (LanguageSpec.descriptor_methods, Python's `__get__`): its declared result (of overloads,
        the first not declared for reads through the class, `obj: None`), a type parameter of the descriptor's
        class read as the value's type argument (`Reactive[Widget]`); None where the class declares none, or the
        result names a type parameter the value gives no argument for. `through_class`: read on the class object
        (piccolo's `Band.name`): the overload declared for that (`__get__(self, obj: None, ..) -> Varchar`), None
        where there is no such overload."""
        for name in self.spec_of(value[1]).descriptor_methods:
            method = self.class_member(value[1], value[2], name)
            if method is None or method[0] != "def":
                continue
            mpath, mi = method[1], method[2]
            defs = self.tables[mpath].definitions
            if defs[mi].kind not in FUNCTION_KINDS:
                continue
            declared = sorted([mi] + self._same_named(mpath, mi))
            if through_class:
                chosen = next((j for j in declared if self._reads_class(mpath, j)), None)
                if chosen is None:
                    return None
            else:
                chosen = next((j for j in declared if not self._reads_class(mpath, j)), mi)
            text = defs[chosen].type_text.strip("\"'")
            if not text or text.startswith(("ret:", "yield:")):
                return None
            if _is_identifier(text) and defs[chosen].parent != NO_PARENT:
                parameters = self._generic_parameters(mpath, defs[chosen].parent)
                if text in parameters:
                    bound = self._bound_parameter(value, mpath, defs[chosen].parent, text)
                    return self._typed_value(*bound) if bound is not None else None
            return self.type_from_text(mpath, self._result_scope(mpath, chosen), text)
        return None

    def _read_through_class(self, path: str, scope: int, receiver: str, recv):
        """What the receiver `recv` (a definition) written `receiver` is where it is a class attribute holding a
        descriptor read through a class object (`Band.manager.all_columns()`: _class_read); else None."""
        if "." not in receiver or not receiver[-1:].isidentifier():
            return None
        read = self._class_read(recv)
        if read is None:
            return None
        holder, _ = self.resolve_expr(path, scope, receiver.rpartition(".")[0])
        return read if holder is not None and holder[0] == "def" and \
            self.tables[holder[1]].definitions[holder[2]].kind in CLASS_KINDS else None

    def _class_read(self, target):
        """What reading the class attribute `target` (a definition) through its class object gives where it holds a
        descriptor with an overload for that (_descriptor_value's `through_class`); else None."""
        defs = self.tables[target[1]].definitions
        d = defs[target[2]]
        if d.kind in FUNCTION_KINDS or d.kind in TYPE_KINDS or d.parent == NO_PARENT or \
                defs[d.parent].kind not in CLASS_KINDS or not d.type_text or d.type_text.startswith("ret:"):
            return None
        value = self.type_from_text(target[1], self._result_scope(target[1], target[2]), d.type_text)
        if value is None or value[0] != "inst":
            return None
        return self._descriptor_value(value, through_class=True)

    def _named_tuple_field(self, value, place: int, depth: int = 0):
        """The value of field `place` (in declaration order) of an instance of a class deriving directly from one
        of the language's named_tuple_bases (`class ActiveBinding(NamedTuple)`), as the field is declared; None
        otherwise."""
        if value is None or value[0] != "inst" or depth >= 8:
            return None
        path, cls = value[1], value[2]
        defs = self.tables[path].definitions
        spec = self.spec_of(path)
        bases = (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ())
        if not any(r.kind == "inherit" and r.name in spec.named_tuple_bases for r in bases):
            return None
        fields = [i for i, d in enumerate(defs) if d.parent == cls and d.kind == "property" and d.type_text and
                  not d.type_text.startswith(("ret:", "expr:", "call:", "shp:")) and not d.name.startswith("__")]
        if place >= len(fields):
            return None
        d = defs[fields[place]]
        return self._typed_value(path, cls, d.type_text, depth + 1)

    def _parameter_value(self, holder, owner_path: str, owner: int, name: str):
        """What a value declared with class owner's type parameter `name` is, read on `holder` (an instance): the
        type argument holder gives it (_bound_parameter), else the parameter's bound (LanguageSpec.
        type_variable_bound: `Q = TypeVar("Q", bound="Widget")`, a Widget); None for neither."""
        bound = self._bound_parameter(holder, owner_path, owner, name) \
            if holder is not None and holder[0] == "inst" else None
        path, scope = owner_path, self.tables[owner_path].definitions[owner].parent
        if bound is not None and bound[2]:
            value = self._typed_value(*bound)
            if value is not None or not _is_identifier(bound[2]):
                return value
            # `class Table(TableClause[_ColCC_co])` read on a Table: the subclass's own type variable, its bound
            path, scope, name = bound
        return self._type_variable_value(path, scope, name)

    def _type_variable_value(self, path: str, scope: int, name: str):
        """The value of the bound of the type variable `name` names (LanguageSpec.type_variable_bound: `ClientT =
        TypeVar('ClientT', bound=Client)`, a Client), else None."""
        spec = self.spec_of(path)
        if not spec.type_variable_bound:
            return None
        tvar, _ = self.resolve_expr(path, scope, name)
        if tvar is None or tvar[0] != "def":
            return None
        d = self.tables[tvar[1]].definitions[tvar[2]]
        m = _compiled(spec.type_variable_bound).search(d.signature) if spec.type_variable_word in d.type_text \
            else None
        return self.type_from_text(tvar[1], d.parent, m.group(1)) if m else None

    def _member_parameter(self, before, member):
        """What reading a member declared with its class's type parameter gives on `before` (`self.data = data`
        with `data: T | None` in `class TreeNode(Generic[T])`, or `data: T | None` itself): _parameter_value on the
        receiver's instance; None where the member is declared otherwise. A method is read so where it is a property
        (`t.c.name` of `@property def c(self) -> _ColCC_co`: on a FromClause, the parameter's bound); any other stays
        the method (`protocol.read`, a callee)."""
        if member[0] == "def":
            d = self.tables[member[1]].definitions[member[2]]
            if d.kind in TYPE_KINDS or d.parent == NO_PARENT or not d.type_text:
                return None
            path, cls, text = member[1], d.parent, d.type_text
        else:
            declared = self.declared_type(member)
            if declared is None:
                return None
            path, text = declared[0], declared[2]
            cls = self._enclosing_class(self.tables[member[1]], member[2])
            if path != member[1]:
                return None
        if cls == NO_PARENT or self.tables[path].definitions[cls].kind not in CLASS_KINDS:
            return None
        text = _without_none(text.strip("\"'"), self.spec_of(path))
        if not _is_identifier(text) or text not in self._generic_parameters(path, cls):
            return None
        if member[0] == "def" and d.kind in FUNCTION_KINDS and not self._is_property(member[1], member[2]):
            return None
        holder = before if before[0] == "inst" else self.instance_of(before)
        return self._parameter_value(holder, path, cls, text)

    def _is_property(self, path: str, i: int) -> bool:
        """Whether function definition i is decorated as a property (LanguageSpec.property_decorators: Python
        `@property`, `@util.ro_memoized_property`): its decorators are the references named so on the lines between
        its start and its name's line."""
        pattern = self.spec_of(path).property_decorators
        d = self.tables[path].definitions[i]
        if not pattern or d.start_line == d.name_line:
            return False
        decorator = _compiled(pattern)
        return any(decorator.search(name) for _, name, _ in self._decorators(path).get(i, ()))

    def _parameter_result(self, before, method):
        """What calling `method` on `before` gives where the method (or a same-named overload) is declared to
        return a type parameter of its class (`def first(self) -> Q` in `class DOMQuery(Generic[Q])`):
        _parameter_value on the receiver's instance; else None."""
        mpath, mi = method[1], method[2]
        defs = self.tables[mpath].definitions
        d = defs[mi]
        if d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or defs[d.parent].kind not in CLASS_KINDS:
            return None
        parameters = self._generic_parameters(mpath, d.parent)
        if not parameters:
            return None
        spec = self.spec_of(mpath)
        for j in [mi] + self._same_named(mpath, mi):
            text = _without_none(defs[j].type_text.strip("\"'"), spec)
            if text in parameters and defs[j].parent == d.parent:
                holder = before if before is None or before[0] == "inst" else self.instance_of(before)
                return self._parameter_value(holder, mpath, d.parent, text)
        return None

    def _generic_method(self, method) -> bool:
        """Whether `method` (a definition target) is a method of a class with type parameters (`Generic[T]`)."""
        defs = self.tables[method[1]].definitions
        d = defs[method[2]]
        return d.kind in FUNCTION_KINDS and d.parent != NO_PARENT and defs[d.parent].kind in CLASS_KINDS and \
            bool(d.type_text) and bool(self._generic_parameters(method[1], d.parent))

    def _parameter_declared(self, holder, method):
        """(path, scope, type text) of calling `method` on `holder` (a value) where the method is declared
        to return a type naming its class's type parameters (`-> list[tuple[T, Reader]]`, `-> T` in `class
        Base(Generic[T])`): the declared type with each parameter replaced by the argument the receiver gives it
        (_bound_parameter), read where the arguments are written; None where the type names no parameter, the
        receiver gives none, or the arguments are written in several places or where another name of the type means
        something else than in the method's file."""
        mpath, mi = method[1], method[2]
        defs = self.tables[mpath].definitions
        d = defs[mi]
        text = d.type_text
        if not text or d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or \
                defs[d.parent].kind not in CLASS_KINDS or text.startswith(("ret:", "yield:", "expr:", "call:", "shp:")):
            return None
        parameters = self._generic_parameters(mpath, d.parent)
        if not parameters:
            return None
        names = _NAME.findall(text)
        if not any(n in parameters for n in names):
            return None
        if holder is not None and holder[0] != "inst":
            holder = self.instance_of(holder)
        if holder is None or holder[0] != "inst":
            return None
        return self._rebound_text(holder, mpath, d.parent, text, (mpath, self._result_scope(mpath, mi)))

    def _rebound_text(self, holder, path: str, cls: int, text: str, home: tuple | None):
        """(path, scope, text) of a type text written in class cls (path) naming its type parameters, each replaced
        by the argument `holder` (an instance) gives it, read where those arguments are written (one place); None
        where one is not given or they are written in several places. `home`: where the text is written, whose
        other names must mean there what they mean where the arguments are (None: not checked)."""
        parameters = self._generic_parameters(path, cls)
        names = _NAME.findall(text)
        mapping, places = {}, set()
        for name in names:
            if name in parameters and name not in mapping:
                bound = self._bound_parameter(holder, path, cls, name)
                if bound is None or not bound[2]:
                    return None
                mapping[name] = bound
                places.add(bound[:2])
        if len(places) != 1:
            return None
        where = places.pop()
        if home is not None and where != home:
            for name in set(names) - set(mapping):
                if self.resolve_expr(*where, name)[0] != self.resolve_expr(*home, name)[0]:
                    return None
        return (*where, _NAME.sub(lambda m: mapping[m.group(0)][2] if m.group(0) in mapping else m.group(0), text))

    def _generic_result(self, holder, method):
        """What calling `method` on `holder` gives where the method returns its own class's generic, or another
        generic class of the repository, given its class's type parameters (tortoise-orm's `def order_by(..) ->
        "QuerySet[MODEL]"` in `class QuerySet(Generic[MODEL])`, on a QuerySet[Tournament]): an instance of that class
        named where the method is, its arguments as the receiver binds them, read where they are written (the two
        places may name different things: QuerySet is not imported where Tournament is); else None."""
        mpath, mi = method[1], method[2]
        defs = self.tables[mpath].definitions
        d = defs[mi]
        if d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or defs[d.parent].kind not in CLASS_KINDS:
            return None
        text = d.type_text.strip("\"'")
        lt = text.find("[")
        if lt <= 0 or not text.endswith("]") or not _is_dotted(text[:lt]):
            return None
        if holder is not None and holder[0] != "inst":
            holder = self.instance_of(holder)
        if holder is None or holder[0] != "inst" or len(holder) != 4:
            return None
        rebound = self._rebound_text(holder, mpath, d.parent, text[lt:], None)
        if rebound is None:
            return None
        outer, _ = self.resolve_expr(mpath, self._result_scope(mpath, mi), text[:lt])
        if outer is None or outer[0] != "def" or self.tables[outer[1]].definitions[outer[2]].kind not in CLASS_KINDS:
            return None
        return "inst", outer[1], outer[2], (rebound[0], rebound[1], tuple(split_top(rebound[2][1:-1], ",")))

    def _iterated(self, holder, depth: int = 0):
        """An element of iterating `holder` (an instance) whose class declares an iterator method
        (LanguageSpec.iterator_methods: `def __iter__(self) -> Iterator[T]`): the iterator's element type, a type
        parameter of the class read through _parameter_value; None where it declares none."""
        if holder is None or holder[0] != "inst" or depth >= 8:
            return None
        for method, d in self._typed_methods(holder, self.spec_of(holder[1]).iterator_methods):
            mspec = self.spec_of(method[1])
            element = _element_type(d.type_text, mspec.iterable_types, mspec)
            if not element:
                # `def __iter__(self) -> TokenStreamIterator` (or Self): an iterator of a class whose next method
                # gives the elements (LanguageSpec.next_methods: `def __next__(self) -> Token`; jinja's
                # `next(parser.stream).lineno`)
                iterator = holder if self._returns_self(method) else self.type_from_text(
                    method[1], self._result_scope(method[1], method[2]), d.type_text, depth + 1)
                found = self._next_value(iterator, depth) if mspec.next_methods else None
                if found is not None:
                    return found
                continue
            if d.parent != NO_PARENT and element in self._generic_parameters(method[1], d.parent):
                return self._parameter_value(holder, method[1], d.parent, element)
            return self._typed_value(method[1], self._result_scope(method[1], method[2]), element, depth + 1)
        return None

    def _next_value(self, iterator, depth: int):
        """What the next method of an iterator's class (LanguageSpec.next_methods) is declared to give, else None."""
        if iterator is None or iterator[0] != "inst" or depth >= 8:
            return None
        for method, d in self._typed_methods(iterator, self.spec_of(iterator[1]).next_methods):
            return self._typed_value(method[1], self._result_scope(method[1], method[2]), d.type_text, depth + 1)
        return None

    def _typed_methods(self, inst, names):
        """(member, its definition) of each of `names` an instance's class has as a function with a declared
        result (not one read from its returns), in the order of `names`."""
        for name in names:
            method = self.class_member(inst[1], inst[2], name)
            if method is None or method[0] != "def":
                continue
            d = self.tables[method[1]].definitions[method[2]]
            if d.kind in FUNCTION_KINDS and d.type_text and not d.type_text.startswith(("ret:", "yield:")):
                yield method, d

    def _parameter_rows(self, path: str, fn: int) -> list:
        """A function's parameters (its locals of kind "parameter"), in order."""
        locs = self.tables[path].locals
        at = locs.in_scope(fn) if hasattr(locs, "in_scope") else None
        rows = locs.rows(at) if at is not None else [r for r in locs if r.scope == fn]
        return [r for r in rows if r.kind == "parameter"]

    def _inherited_parameter(self, path: str, fn: int, name: str):
        """The local an unannotated parameter `name` of method `fn` is read as (LanguageSpec.inherited_parameter_types):
        the same-named parameter of the method of fn's name the class's first base to have one declares, where that
        method's parameters have fn's names and it has no overloads, and it is annotated; else None."""
        key = (path, fn, name)
        if key in self._inherited_params:
            return self._inherited_params[key]
        self._inherited_params[key] = None   # (a cycle of bases ends here)
        defs = self.tables[path].definitions
        d = defs[fn] if fn != NO_PARENT else None
        if d is None or d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or defs[d.parent].kind not in CLASS_KINDS:
            return None
        own = [r.name for r in self._parameter_rows(path, fn)]
        if name not in own[1:]:   # (the first, `self` or `cls`, is the instance or the class)
            return None
        for base in self.bases(path, d.parent):
            method = self.class_member(base[1], base[2], d.name)
            if method is None:
                continue
            if method[0] == "def" and self.tables[method[1]].definitions[method[2]].kind in FUNCTION_KINDS and \
                    not self._same_named(method[1], method[2]):
                rows = self._parameter_rows(method[1], method[2])
                if [r.name for r in rows] == own:
                    sc = self._scopes.get(method[1]) or self.scopes(method[1])
                    hit = sc["names"].get(method[2], _EMPTY).get(name)
                    if hit is not None and hit[0] == "local" and hit[3]:
                        found = self._inherited_params[key] = hit
                        return found
            return None   # the first base to declare the method decides
        return None

    def _reads_class(self, path: str, fn: int) -> bool:
        """Whether a descriptor method's instance parameter (the one after `self`) is declared None: the overload
        for reads through the class."""
        params = self._parameter_rows(path, fn)
        return len(params) > 1 and params[1].type_text.strip("\"'") in self.spec_of(path).none_types

    def _generic_parameters(self, path: str, cls: int) -> tuple:
        """The type parameters of a class declared through its bases (LanguageSpec.generic_bases: `Generic[T, U]`),
        else the type variables its subscripted bases name, in order (`class reactive(Reactive[T])`: T)."""
        key = ("generic", path, cls)
        found = self._class_parameters_cache.get(key)
        if found is not None:
            return found
        d = self.tables[path].definitions[cls]
        spec = self.spec_of(path)
        declared = _class_bases(d) if spec.generic_bases else d.type_text
        base = _generic_base(spec.generic_bases).search(declared) if declared and spec.generic_bases else None
        if base is not None:
            found = _subscript_arguments(declared, base[1])
        else:
            found = []
            for name in _NAME.findall(declared.partition("[")[2]) if spec.type_variable_word else ():
                if name in found:
                    continue
                tvar, _ = self.resolve_expr(path, d.parent, name)
                if tvar is not None and tvar[0] == "def" and \
                        spec.type_variable_word in self.tables[tvar[1]].definitions[tvar[2]].type_text:
                    found.append(name)
            found = tuple(found)
        self._class_parameters_cache[key] = found
        return found

    def _bound_parameter(self, value, owner_path: str, owner: int, name: str):
        """(path, scope, type text) of the argument an instance `value` (of owner, or of a subclass of it through
        subscripted bases: `reactive[Offset]` of `class reactive(Reactive[T])`) gives owner's type parameter
        `name`, where it was written; None where none is given. An instance given no arguments of its own gives
        those its class's bases write (`class HttpRequestParser(HttpParser[RawRequestMessage])`)."""
        path, cls = value[1], value[2]
        if len(value) == 4:
            apath, ascope, arguments = value[3]
            mapping = {p: (apath, ascope, a) for p, a in zip(self._generic_parameters(path, cls), arguments)}
        elif (path, cls) == (owner_path, owner):
            return None
        else:
            mapping = {}
        for _ in range(8):
            if (path, cls) == (owner_path, owner):
                return mapping.get(name)
            d = self.tables[path].definitions[cls]
            base = None
            for r in (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ()):
                if r.kind != "inherit":
                    continue
                found = self.resolve_ref_target(path, d.parent if r.scope == cls else r.scope, r.name,
                                                r.receiver)[0]
                if found is not None and found[0] == "def" and \
                        self._is_base_of(found, owner_path, owner):
                    base = found, f"{r.receiver}.{r.name}" if r.receiver else r.name
                    break
            if base is None:
                return None
            (_, bpath, bcls), written = base
            given = _subscript_arguments(d.type_text, written) or \
                (_subscript_arguments(_class_bases(d), written) if self.spec_of(path).generic_bases else ())
            # (an argument wrapping a parameter given here, `class Get(Proxy[First[T], Optional[T]])` of a Get[Band]:
            # Optional[Band], read where Band is written)
            mapping = {p: mapping[a] if a in mapping else
                       (mapping and self._bound_text(path, a, mapping)) or (path, d.parent, a)
                       for p, a in zip(self._generic_parameters(bpath, bcls), given)}
            path, cls = bpath, bcls
        return None

    def _is_base_of(self, cls, owner_path: str, owner: int) -> bool:
        """Whether class `cls` (a definition target) is `owner` or derives from it."""
        return (cls[1], cls[2]) == (owner_path, owner) or \
            any((p, c) == (owner_path, owner) for p, c in self._mro(cls[1], cls[2]) or ())

    def _outer_scope(self, path: str, scope: int) -> int:
        """The scope around a function's own names, past class bodies (their members are not in scope there)."""
        defs = self.tables[path].definitions
        scope = defs[scope].parent
        while scope != NO_PARENT and defs[scope].kind in CLASS_KINDS:
            scope = defs[scope].parent
        return scope

    def _result_scope(self, path: str, i: int) -> int:
        """The scope definition i's declared type is named in: its parent's, but past a class body where the type is
        qualified by the method's own name (`def _config(self) -> _config.ConfigWrapper`: the method is not bound
        yet when Python evaluates its annotations, the module `_config` is)."""
        d = self.tables[path].definitions[i]
        scope = d.parent
        if "{" in d.type_text and d.kind in FUNCTION_KINDS and self._literal_result(path, i):
            # `function v(): Promise<{ user: User }>`: the literal's properties are the function's (the map's)
            return i
        if "<" in d.type_text and d.kind in FUNCTION_KINDS and self._own_type_arguments(path, i):
            return i
        if scope == NO_PARENT or d.kind not in FUNCTION_KINDS or not d.type_text.startswith(d.name):
            return scope
        rest = d.type_text[len(d.name):len(d.name) + 1]
        if rest != "." or self.tables[path].definitions[scope].kind not in CLASS_KINDS or \
                not self.spec_of(path).class_body_scope:
            return scope
        return self._outer_scope(path, i)

    def _own_type_arguments(self, path: str, i: int) -> bool:
        """Whether function i's declared result passes one of the function's own type parameters as a type argument
        (`function make<D extends AbstractDialect = AbstractDialect>(): Sequelize<D>`): read in the function's
        scope, where D is the parameter (a Local giving its bound), the instance's D is an AbstractDialect; in the
        scope around it names nothing (`make().dialect` of `readonly dialect: D` had no value)."""
        key = (path, i)
        found = self._own_arguments.get(key)
        if found is None:
            d = self.tables[path].definitions[i]
            own = _alias_parameters(d.signature, d.name, "<")
            given = set(_NAME.findall(d.type_text[d.type_text.find("<"):])) if own else ()
            named = {p for p in own if p in given}
            found = bool(named) and any(r.name in named for r in self._parameter_rows(path, i))
            self._own_arguments[key] = found
        return found

    def _literal_result(self, path: str, i: int) -> bool:
        """Whether function i declares its result with an object type literal whose properties the map made its
        members (`(): Promise<{ user: User; token: string }>`: `user` and `token`, properties of the function)."""
        key = (path, i)
        found = self._literal_results.get(key)
        if found is None:
            defs = self.tables[path].definitions
            end, found = defs[i].end_byte, False
            for j in range(i + 1, len(defs)):   # (its members follow it, inside its span)
                d = defs[j]
                if d.start_byte >= end:
                    break
                if d.parent == i and d.kind == "property":
                    found = True
                    break
            self._literal_results[key] = found
        return found

    def _names_itself(self, target) -> bool:
        """Whether a local's initialiser (`call:x...`, `expr:x...`, `elem:x...`) starts with a name that resolves
        to the local itself: the one name a scope keeps for shadowed bindings is this one."""
        head, sep, rest = target[3].partition(":")
        if head == "nar":   # `nar:EXPR\x1eTYPE\x1eFORM:VALUE` (`isArray(hook) && hook.every(hook => ..)`): the value
            head, sep, rest = rest.split("\x1e", 2)[-1].partition(":")
        if head == "item":   # `val, ok := req.(*val)`: the value unpacked
            head, sep, rest = rest.partition(":")[2].partition(":")
        if head == "await":   # `conn = await conn.start()`: the call awaited
            head, sep, rest = rest.partition(":")
        if not sep and ("." in head or head.isidentifier()):
            # `core_schema: core_schema.CoreSchema`: a parameter's annotation; Go `func f(setter setter)`: a value is
            # never its own type
            rest = head.strip("\"'")
        elif sep and head == "gen":   # `gen:ARG:CALLEE`: the callee's
            rest = rest.partition(":")[2]
        elif sep and head == "shp":   # `shp:PLACE:KEYS:CALLEE`: the callee's
            rest = rest.split(":", 2)[-1]
        elif not sep or head not in ("call", "expr", "elem", "new"):
            return False
        segments = _split_receiver(rest)
        return bool(segments) and self.resolve_name(target[1], target[2], segments[0][0]) == target

    def type_from_text(self, path: str, scope: int, text: str, depth: int = 0, given: dict | None = None):
        """The value a type text gives (an instance, a union of them, ...). `given`: the type arguments of a
        generic alias whose text this is, by its type parameters' names ({"M": (path, scope, text)})."""
        if text.startswith(("yield:", "alts:")):   # a generator function's yields: what entering it gives (_entered),
            # no type; a union written as a value (`X = A | B`): read only by a discriminant test (_aliased_union)
            return None
        if text[:1] == "|" and "{" in text:   # `x as\n | { subgraph?: S }\n | undefined`: a leading separator
            text = text[1:].lstrip()
        if text.startswith("{") and closing(text) < len(text) - 1 and "|" in text:
            text = _without_none(text, self.spec_of(path))   # `{ a: A } | undefined`: the literal
        if text.startswith("{"):   # `options: {args: Args}` in a function
            literal = ("literal", path, scope) if scope != NO_PARENT else None
            if literal is not None and self.tables[path].definitions[scope].kind == "type":
                literal = ("inst", path, scope)   # Go `type M []struct{ desc *Desc }` read in M (_alias_of): M's fields
            elif literal is not None and self.tables[path].definitions[scope].kind == "property":
                # a literal read in a property (_property_function): `execute: (options: { writer: W }) => void`,
                # whose literal's properties the map nests under the property, its members as a class's are
                literal = ("inst", path, scope)
            end = closing(text)
            rest = text[end + 1:].lstrip() if end > 0 else ""
            if rest[:1] in ("&", "|") and depth < 8:   # `definitions?: { path?: string } & GeneratorOptions`: the
                # literal's properties and the named type's; typedoc's `type CommentDisplayPart = { kind: "text"; .. }
                # | InlineTagDisplayPart | ..`: the literal or the other alternatives (`part.kind` is each one's)
                other = self.type_from_text(path, scope, rest[1:].lstrip(), depth + 1)
                if other is not None:
                    others = other[1] if other[0] == "union" and len(other) == 2 else (other,)
                    return ("union", (literal, *others)) if literal is not None else other
            if literal is not None:
                return literal
        # the form of a value's text as the map writes it (`call:f`, `expr:x.y`, ...; "" for a type written), each
        # test below one comparison (a chain of startswith calls per type text was 0.7 % of the link)
        colon = text.find(":")
        tag = text[:colon] if colon > 0 else ""
        if tag == "lp":   # a trailing lambda's parameter typed by the callee (Kotlin `withUsers { c, u -> .. }`)
            return self._lambda_parameter(path, scope, int(text[3:])) if text[3:].isdigit() else None
        if tag == "ret" or tag == "rest":   # a getter's value (LanguageSpec.accessor_calls): a function, no member
            # of what it gives; a rest parameter (`...args`): its items only (_resolve_expr)
            return None
        if tag == "lib":   # `useSyncExternalStore(s, () => o.get())` (LanguageSpec.memo_calls): what the function
            # passed gives, where the callee is a library's; a repository's function of that name gives its result
            callee_text, _, value = text[4:].partition("\x1f")
            callee, _ = self.resolve_expr(path, scope, callee_text)
            if callee is not None and callee[0] != "ext":
                return self.call_result(callee) if depth < 8 else None
            return self.type_from_text(path, scope, value, depth + 1) if depth < 8 else None
        if tag == "obj":   # `const o = {Item, Sub: x.Sub}`: the literal's members
            return ("objlit", path, scope, text)
        if tag == "any":   # either branch of a conditional: the first that gives a type, a library's
            # value only where none of the repository's does (`app.get(GraphQLModule)` of a library's app: the
            # class_argument_calls guess after it)
            library = None
            for part in text[4:].split("\x1f"):
                found = self.type_from_text(path, scope, part, depth + 1) if depth < 8 else None
                if found is not None and found[0] != "ext":
                    return found
                library = library or found
            return library
        if tag == "one":   # the values a generator yields where they differ (beets' run_bpd: a pair of MPCClients
            # or one): a union whose member is the one alternative's that has it (none where several have it)
            values = []
            for part in text[4:].split("\x1f"):
                found = self.type_from_text(path, scope, part, depth + 1) if depth < 8 else None
                if found is not None and found[0] != "ext" and found not in values:
                    values.append(found)
            return (values[0] if len(values) == 1 else ("union", tuple(values), "one")) if values else None
        if tag == "gen":   # `get_integration(FlaskIntegration)`: a FlaskIntegration where so declared
            given, _, callee_text = text[4:].partition(":")
            # (`f(msgs, ModelResponse, NativeToolReturnPart)`: "gen:ModelResponse@1|NativeToolReturnPart@2:..", the
            # first class passed and the last, each tried)
            for candidate in given.split("|"):
                given, _, at = candidate.partition("@")   # `query_one("#id", Static)`: "gen:Static@1:.."; "@name"
                found = self._class_bound_result(path, scope, given, callee_text,
                                                 int(at) if at.isdigit() else at or 0) if depth < 8 else None
                if found is not None:
                    break
            if found is None and not at and depth < 8 and self.spec_of(path).argument_typed_results and \
                    not _CLASS_NAME.fullmatch(given):
                # `self.get_success(self.auth.get_user(..))` of `get_success(self, d: Awaitable[TV]) -> TV`: what
                # the argument is (LanguageSpec.argument_typed_results)
                callee, _ = self.resolve_expr(path, scope, callee_text)
                found = self._argument_typed(path, scope, callee, [given]) \
                    if callee is not None and callee[0] == "def" else None
            if found is not None:
                return found
            text, tag = "call:" + callee_text, "call"
        if tag == "shp":   # `useQuery({queryKey, queryFn})`: what the overload the literal can be passed to gives
            picked, callee_text = self._shaped_call(path, scope, text) if depth < 8 else \
                (None, text.split(":", 3)[-1])
            if picked is not None:
                return self.call_result(picked, 1)
            text, tag = "call:" + callee_text, "call"
        if tag == "call" or tag == "new":
            callee_text = text.split(":", 1)[1]
            spec = self.spec_of(path)
            if text[0] == "c" and spec.call_type_arguments and callee_text.endswith(">") and "<" in callee_text:
                # `useRecordContext<Company>(props)` (LanguageSpec.call_type_arguments): the declared result where
                # it is a type parameter given here, else the call as without its type arguments
                found = self._explicit_type_result(path, scope, callee_text, depth) if depth < 8 else None
                if found is not None:
                    return found
                callee_text = _generic_head(callee_text)
            if text[0] == "n" and callee_text.endswith(">"):   # `new Map<K, V>()`: a Map
                if spec.inherited_type_arguments and depth < 8:
                    # `fields = new MetadataByNameCollection<PropertyMetadata>()`: an instance that knows its type
                    # arguments, as a value declared `MetadataByNameCollection<PropertyMetadata>` is
                    made = self.type_from_text(path, scope, callee_text, depth + 1)
                    if made is not None and made[0] == "inst" and len(made) == 4:
                        return made
                callee_text = _generic_head(callee_text)
            if text[0] == "c" and callee_text.endswith("]") and spec.type_argument_open == "[" and \
                    spec.inherited_type_arguments:   # Go `l := kit.NewList[*Repo]()`: a List of Repos
                found = self._instantiated_call(path, scope, callee_text + "()", spec)
                if found is not None:
                    return found[0]
            last = callee_text.rpartition(".")[2]
            if text[0] == "c" and spec.argument_methods and callee_text.endswith("." + last) and \
                    any(last in methods for methods in spec.argument_methods.values()):
                # `app = active_app.get()` of a `ContextVar["App[Any]"]`: the type argument
                receiver, _ = self.resolve_expr(path, scope, callee_text[:-len(last) - 1])
                found = self._argument_method(receiver, last) if receiver is not None else None
                if found is not None:
                    return found
            callee, _ = self.resolve_expr(path, scope, callee_text)
            if callee is None and text[0] == "c" and spec.literal_receivers and \
                    (of := spec.literal_receivers.get(callee_text[0])) and "." in callee_text:
                # `val p = "/a".toPath()`: the String extension the name is bound to (_link_file's literal receivers)
                literal, _, last = callee_text.rpartition(".")
                if literal[-1:] == callee_text[0]:   # (the whole literal before the name: `"a.b".f`)
                    callee = self._literal_extension(path, scope, of, last)
            if callee is None and text[0] == "c" and spec.model_statics and "." in callee_text:
                # `await User.findByPk(id)` of `class User extends Model` (Sequelize's, outside): a User
                found = self._model_static(path, scope, callee_text, spec)
                if found is not None:
                    return found
            if callee is not None and text[0] == "n" and callee[0] == "inst" and callee_text in spec.self_names:
                return callee   # `static create() { return new this(); }`: an instance of the class
            if callee is not None and text[0] == "c" and "." in callee_text and self._returns_self(callee):
                return self.resolve_expr(path, scope, callee_text + "()")[0]   # `qb.where(..)`: the receiver
            if callee is not None and callee[0] == "def" and text[0] == "c" and "." in callee_text and \
                    spec.type_variable_word and self._generic_method(callee):
                # `f = await Tournament.all().first()` of `def first(self) -> QuerySetSingle[Optional[MODEL]]` in
                # `class QuerySet(Generic[MODEL])`: as the receiver binds MODEL (_generic_result)
                found = self.resolve_expr(path, scope, callee_text + "()")[0]
                if found is not None and found[0] == "inst" and len(found) == 4:
                    return found
            if callee is not None and callee[0] == "def" and text[0] == "c" and "." in callee_text and \
                    spec.self_type_names and self._self_typed(("inst",), callee, "()", spec, probe=True):
                # `obj = await Tournament.get(id=1)` of `def get(cls, ..) -> QuerySetSingle[Self]`: the declared
                # result with the receiver's class for Self, as in a receiver chain (_self_typed)
                found = self.resolve_expr(path, scope, callee_text + "()")[0]
                if found is not None and found[0] in ("local", "inst"):
                    return self.instance_of(found) if found[0] == "local" else found
            if (callee is None or callee[0] == "ext") and text[0] == "c" and "." in callee_text and \
                    last in spec.element_methods and depth < 8:
                # `result = await sub.__anext__()` of an `AsyncGenerator[ExecutionResult, None]`, `d.get(k)` of a
                # dict: what the element method gives (_element_call), as in a receiver chain
                found = self.resolve_expr(path, scope, callee_text + "()")[0]
                if found is not None and found[0] != "ext":
                    return found
            if callee is not None:
                found = self.call_result(callee, depth)
                if found is None and text[0] == "c" and "." in callee_text and \
                        (spec.inherited_type_arguments or spec.type_variable_word):
                    # `const r = p.first()` of a `Page<Repo>` with `first(): T`: what T is on that receiver
                    via = self.resolve_expr(path, scope, callee_text + "()")[0]
                    if via is not None and (via[0] in ("inst", "union") or
                                            (via[0] == "local" and via[3] and _is_annotation(via[3]))):
                        return via   # (a collection declared with T: `getAll(): T[]`, a local keeping that type)
                # a collection's method declared generically (typeshed's `dict.get` -> `_VT | None`, a
                # `class SymbolTable(dict[str, Node])`'s inherited get): the element path below
                if found is not None or text[0] != "c" or last not in spec.element_methods:
                    return found
            if text[0] == "c" and (last in spec.element_methods or last in spec.passthrough_methods or
                                   last in spec.instantiating_methods):
                # `xs.find(f)`: an element; `Repo::open(p).unwrap()`: the value itself
                value, _ = self.resolve_expr(path, scope, callee_text + "()")
                return value if value is not None and value[0] in ("inst", "union", "local") else None
            return None
        if tag == "expr":  # `self.repo = repo`: whatever `repo` holds
            if text.endswith("]") and depth < 8:
                # `payload = messages[0][-1]` with `messages: list[tuple[RawResponseMessage, StreamReader]]`
                item = self._tuple_subscript(path, scope, text[5:], depth)
                if item is not None:
                    return item
            value, _ = self.resolve_expr(path, scope, text[5:])
            if value is not None and value[0] == "union":
                return value   # `const e = cs[i]` of a `cs: Child[]`, `Child = X | Y`: each alternative
            return self.instance_of(value) if value is not None else None
        if tag == "prop" or tag == "propx":  # `{key}: T` / `const {key} = expr`: the property's type
            form, key, source = text.split(":", 2)
            if form == "prop":
                holder = self.type_from_text(path, scope, source, depth + 1) if depth < 8 else None
            else:
                value, _ = self.resolve_expr(path, scope, source)
                holder = value if value is None or value[0] in ("inst", "union") else self.instance_of(value)
            if holder is None:
                return None
            prop = self.member(holder, key)[0]
            return self.instance_of(prop) if prop is not None else None
        pattern = self.spec_of(path).indexed_access
        indexed = _compiled(pattern).match(text) if pattern else None
        if indexed is None and pattern and "|" in text and "[" in text:   # `Router["state"] | null`
            indexed = _compiled(pattern).match(_without_none(text, self.spec_of(path)))
        if indexed and depth < 8:   # `App["scene"]`: the type of App's member scene
            prop = self._indexed_prop(path, scope, indexed, depth + 1)
            found = self.instance_of(prop) if prop is not None else None
            if found is not None:
                return found
        op, shared = self.spec_of(path).key_operator, self.spec_of(path).key_subset_type or "(?!)"
        keyed = _compiled(rf"\s*([\w$.]+)\[\s*({op}\s+[\w$.]+|[\w$]+|"
                          rf"{shared}<\s*{op}\s+[\w$.]+\s*,\s*{op}\s+[\w$.]+\s*>)\s*\]\s*$").match(text) \
            if op and depth < 8 and text.endswith("]") else None
        if keyed:   # `RootStore[K]` with `K extends keyof RootStore`, `T[keyof T]`: any of T's properties' values
            found = self._keyed_union(path, scope, keyed.group(1), keyed.group(2), depth, given)
            if found is not None:
                return found
        if pattern and depth < 8 and "]" in text and \
                (item := _NUMBER_INDEXED.match(_without_none(text, self.spec_of(path)))) and \
                (indexed := _compiled(pattern).match(item.group(1))):
            # `ElementNode['props'][0]`: an element of what App's member props is declared as
            prop = self._indexed_prop(path, scope, indexed, depth + 1)
            if prop is not None and prop[0] == "def":
                d = self.tables[prop[1]].definitions[prop[2]]
                spec = self.spec_of(prop[1])
                element = _element_type(d.type_text, spec.iterable_types, spec) if _is_annotation(d.type_text) \
                    else ""
                if element:
                    return self.type_from_text(prop[1], d.parent, element, depth + 1)
        if tag == "nar" and depth < 8:   # a value read where its head is narrowed (isinstance)
            form, value, inner = self._narrowed_value(path, scope, text)
            found = None
            if value is not None:
                if form == "expr":
                    found = value if value[0] in ("inst", "union") else self.instance_of(value)
                elif form == "call":
                    found = self.call_result(value)
                elif form == "val":
                    found = self._apply(value, "]")
                else:   # elem
                    declared = self.declared_type(value)
                    found = self._elements_of(declared, depth) if declared is not None else None
            return found if found is not None else self.type_from_text(path, scope, inner, depth + 1)
        if tag == "arg" and depth < 8:   # `this` of `register({perform() {..}})`: the parameter's type
            return self._argument_type(path, scope, text[4:], depth)
        if tag == "cb":   # `register({perform: (s) => ...})`: from the callee's parameter type
            return self._callback_parameter(path, scope, text[3:], depth) if depth < 8 else None
        if tag == "asg":   # `ctx.activate = (vnode) => ..`: from what ctx.activate is declared as
            _, param, assigned = text.split(":", 2)
            return self._assigned_parameter(path, scope, assigned, int(param), depth) if depth < 8 else None
        if tag == "fnv" and depth < 8:   # `{"hover": lambda w: ..}` of a `dict[str, Callable[[W], R]]`
            _, param, declared = text.split(":", 2)
            spec = self.spec_of(path)
            for pattern, repl in spec.type_rewrites:   # `ClassVar[dict[..]]`: the type it wraps
                declared = _compiled(pattern).sub(repl, declared)
            mapping = self._collection_of(path, scope, declared)
            mspec = self.spec_of(mapping[0]) if mapping is not None else None
            value = _element_type(mapping[2], mspec.mapping_types, mspec, last=True) if mapping is not None else ""
            return self._function_type_parameter(mapping[0], mapping[1], value, int(param), depth) if value else None
        if tag == "fnp":   # `const f: Handler = (s) => ...`: from the declared function type
            _, param, declared = text.split(":", 2)
            return self._function_type_parameter(path, scope, declared, int(param), depth) if depth < 8 else None
        if tag == "item" and depth < 8:   # `a, b = f()`: the item of f()'s declared tuple at a's place
            place, _, rest = text[5:].partition(":")
            declared = self.declared_type(("local", path, scope, rest), depth + 1)
            if declared is None and rest.startswith("elem:") and self.spec_of(path).tuple_brackets:
                declared = self._element_declared(path, scope, rest[5:])   # `xs.forEach(([a, b]) => ..)`
            found = ""
            given = None   # a generic alias's parameters bound to the arguments written (`Pair<Info>`)
            for _ in range(4):   # `Definition: TypeAlias = tuple[str, Node]`: through aliases
                if declared is None or not place.isdigit():
                    break
                spec = self.spec_of(declared[0])
                found = _tuple_item(declared[2], int(place), spec) or \
                    _element_type(declared[2], spec.iterable_types - spec.tuple_types, spec)   # `(item,) = items`
                if not found and _outer_name(declared[2]) in spec.type_wrappers and spec.tuple_types:
                    # Rust `let (dfa, n) = f()?` with `-> Result<tuple[DFA, usize], E>`: the wrapped tuple's item
                    wrapped = _type_arguments(declared[2][declared[2].index("<"):])[:1]
                    found = _tuple_item(wrapped[0], int(place), spec) if wrapped else ""
                if found:
                    break
                if "|" in declared[2]:
                    # `node1, node2 = builder.extract_node(..)` of `-> NodeNG | list[NodeNG]` (astroid's): the one
                    # item the alternatives that unpack give
                    items = {item for alt in _union_alternatives(declared[2]) if (item := _tuple_item(
                        alt, int(place), spec) or _element_type(alt, spec.iterable_types - spec.tuple_types, spec))}
                    if len(items) == 1:
                        found = items.pop()
                        break
                declared, given = self._tuple_alias(declared, given)
            if place == "0" and rest.startswith("elem:") and self.spec_of(path).first_item_elements and \
                    not self._first_item_element(path, scope, rest[5:], depth):
                return None   # Go `for i := range xs`: an index (a key of a map), no element
            if not found and place == "0" and self.spec_of(path).tuple_results and not rest.startswith("call:"):
                # Go `v, ok := x.(*T)`, `v, ok := <-ch`: the first name holds the value itself (a call unpacked
                # into several names gives a tuple); `val, ok := req.(*val)`: the type the binding shadows
                at = scope
                if scope != NO_PARENT and self._names_itself(("local", path, scope, text)):
                    at = self._outer_scope(path, scope)
                return self.type_from_text(path, at, rest, depth + 1)
            if not found and place.isdigit() and self.spec_of(path).named_tuple_bases:
                # `for (_, binding, enabled) in active.values()` of `ActiveBinding(NamedTuple)`: the field there
                how = next((h for k, h in self.spec_of(path).unpacked_calls.items()
                            if k.startswith(".") and rest.startswith("elem:") and rest.endswith(k + "()")), None)
                if how == "values":   # an element of `d.values()`: a value of d
                    rest = "val:" + rest[5:-len(how) - 3]
                value = self.type_from_text(path, scope, rest, depth + 1)
                return self._named_tuple_field(value, int(place), depth + 1)
            if not found:
                return None
            if given and found in given:   # `type Pair<T> = [undefined, T]`: T as the user wrote it
                return self._typed_value(*given[found], depth + 1)
            if given:
                return self.type_from_text(declared[0], declared[1], found, depth + 1, given)
            return self._typed_value(declared[0], declared[1], found, depth + 1)
        if tag == "val":   # `for k, v in d.items()`: a value of the mapping `d` is declared as
            if text.endswith(")") and depth < 8 and self.spec_of(path).values_are_elements and \
                    (guarded := self._guard_filtered(path, scope, text[4:])):
                return guarded   # `xs.filter(isX).forEach((x) => ..)`: a value of an array is an element
            entries = self._mapping_values(path, text[4:], True)
            if entries and depth < 8:   # `for (const [k, v] of Object.entries(m))`: a value of m
                return self.type_from_text(path, scope, "val:" + entries, depth + 1)
            value, _ = self.resolve_expr(path, scope, text[4:])
            if value is not None and value[0] == "local" and value[3].startswith("call:") and depth < 8 and \
                    (entries := self._mapping_values(value[1], value[3][5:], True)):
                # `const pairs = Object.entries(m); for (const [k, v] of pairs)`: a value of m
                return self.type_from_text(value[1], value[2], "val:" + entries, depth + 1)
            if depth >= 8:
                return None
            found = self._apply(value, "]") if value is not None else None
            if found is None and self.spec_of(path).values_are_elements:
                # `xs.forEach((x) => ..)`, `for (const x of xs.values())`, `for (const [i, x] of xs.entries())` of an
                # array or a set: its values are its elements
                found = self.type_from_text(path, scope, "elem:" + text[4:], depth + 1)
            return found
        if tag == "copy":   # `new Set(xs)`, `Array.from(xs)`: the language's own collection (elements: declared_type)
            return None
        if tag == "key":   # `for (const [k, v] of m)`, `m.forEach((v, k) => ..)`: a key of the mapping m is declared as
            value, _ = self.resolve_expr(path, scope, text[4:])
            declared = self.declared_type(value) if value is not None and depth < 8 else None
            if declared is not None and not _element_type(declared[2], self.spec_of(declared[0]).mapping_types,
                                                          self.spec_of(declared[0]), last=True):
                declared = self._collection_of(*declared)   # through its type aliases
            dspec = self.spec_of(declared[0]) if declared is not None else None
            # (an array's or a set's keys are indices or its elements: none read here)
            keys = _element_type(declared[2], dspec.mapping_types, dspec, first=True) \
                if declared is not None and _element_type(declared[2], dspec.mapping_types, dspec, last=True) else ""
            return self._typed_value(declared[0], declared[1], keys, depth + 1) if keys else None
        if tag == "elem":  # `for p in plugins`: an element of what `plugins` is declared as
            if text.endswith(")") and depth < 8 and (guarded := self._guard_filtered(path, scope, text[5:])):
                return guarded
            values = self._mapping_values(path, text[5:])
            if values and depth < 8:   # `Object.values(m).sort(f)`: a value of the mapping m
                return self.type_from_text(path, scope, "val:" + values, depth + 1)
            value, _ = self.resolve_expr(path, scope, text[5:])
            declared = self.declared_type(self._class_named(value)) if value is not None else None
            if declared is None and depth < 8:
                # `self.pre.as_ref().map(|p| ..)`: a passthrough method gives the same value, so the elements of
                # what the receiver is declared as (a method's value is no declaration of its own)
                through = _NO_ARGUMENT_CALL.match(text[5:])
                if through is not None and through.group(2) in self.spec_of(path).passthrough_methods:
                    return self.type_from_text(path, scope, "elem:" + through.group(1), depth + 1)
            callee = _callee_of(text[5:]) if declared is None else ""
            if callee:   # `for x in items()`: an element of what the function is declared to return
                function, _ = self.resolve_expr(path, scope, callee)
                method = self._call_method(function) if function is not None else None
                if method is not None:   # `for t in tokenize(css)`, tokenize an instance: what its __call__ returns
                    function = method
                declared = self.declared_type(function) if function is not None else None
            if depth >= 8:
                return None
            found = self._elements_of(declared, depth) if declared is not None else None
            if found is None and value is not None and self.spec_of(path).iterator_methods:
                # `for w in self.query(Input)` (a DOMQuery[Input]): what the class's `__iter__` iterates
                found = self._iterated(value if value[0] == "inst" else self.instance_of(value), depth)
            if found is None and value is not None and value[0] == "inst" and \
                    (awaited := self._awaited_declared(value, depth)) is not None:
                # `[i.pk for i in await IntFields.all().limit(2)]` (the map's text leaves the await out): an
                # element of what awaiting the QuerySet[IntFields] gives, a List[IntFields]
                found = self._elements_of(awaited, depth)
            return found
        if text == "sent:":   # `rep = yield`: what the generator function around is declared to be sent
            sent = self._sent_type(path, scope)
            return self.type_from_text(*sent, depth + 1) if sent is not None and depth < 8 else None
        if tag == "enter":   # `with f() as x`: what entering f()'s value gives
            return self._entered(path, scope, text[6:], depth) if depth < 8 else None
        if tag == "await":   # `await session.get(u)`: what awaiting the call's value gives
            value = self.type_from_text(path, scope, text[6:], depth + 1, given) if depth < 8 else None
            return self._awaited(value, depth) or value
        spec = self.spec_of(path)
        typeof = spec.value_type_operator
        if typeof and text.startswith(typeof) and _is_identifier(text[len(typeof):].strip()):
            # `lib: typeof TExcalidraw` of `import type * as TExcalidraw`: the module, its exports its members
            target, _ = self.resolve_expr(path, scope, text[len(typeof):].strip())
            if target is not None and target[0] == "module":
                return target
        if spec.result_types and text.endswith(">") and depth < 8:
            head, _, inner = text[:-1].partition("<")
            inner = inner.strip()
            if head.strip() in spec.result_types and typeof and inner.startswith(typeof):
                # `ReturnType<typeof useApp>`: what calling useApp gives
                function, _ = self.resolve_expr(path, scope, inner[len(typeof):].strip())
                return self.call_result(function) if function is not None else None
            if head.strip() in spec.result_types and inner:
                # `ReturnType<GetConnInfo>` (the map's type of `const f: GetConnInfo = (c) => ..`): what calling a
                # value declared so gives
                return self.call_result(("local", path, scope, inner), depth + 1)
        if spec.function_type_results and text.endswith(">") and \
                self._library_function_result((path, scope, text), spec.function_type_results):
            # Solid's `Accessor<QueryCache>` (a library's function type): a value declared so, which calling gives
            # the type argument (call_result); no members
            return ("local", path, scope, text)
        if spec.picked_types and depth < 8 and _PICKED.search(text):
            picked = self._picked(path, scope, text, depth, given)
            if picked is not None:
                return picked
        if text.endswith("}>") and depth < 8 and _outer_name(text) in spec.type_wrappers:
            inner = _type_arguments(text[text.index("<"):])   # `Promise<{ user: User }>`: the literal it wraps
            if len(inner) == 1 and inner[0].startswith("{"):
                return self.type_from_text(path, scope, inner[0], depth + 1)
        if spec.key_operator and "?" in text and " extends " in text and depth < 8 and \
                (branches := _conditional_branches(text)) is not None:
            # `IsAny<F> extends true ? UnionToIntersection<M[keyof M]> : Empty<M[Extract<keyof F, keyof M>]>`: what
            # either branch gives (a check other than a bare type names no value)
            alternatives = []
            check = text.split(" extends ", 1)[0].strip()
            if given and check in given:
                # `T extends any ? Flatten<MakePartial<T, ..> & {..}> : never` (zod's RawIssue, distributive over
                # T): what T is bound to, whose members a branch made of it keeps (the branch itself may be
                # unreadable here); not a parameter left unbound (read as its bound: xstate's `TGuard extends
                # ParameterizedObject ? .. : ..` gave `guard.type` the bound's member)
                branches = [check, *branches]
            for branch in branches:
                value = self.type_from_text(path, scope, branch, depth + 1, given)
                for v in (value[1] if value is not None and value[0] == "union" else (value,)):
                    if v is not None and v not in alternatives:
                        alternatives.append(v)
            return (alternatives[0] if len(alternatives) == 1 else ("union", tuple(alternatives))) \
                if alternatives else None
        if text.endswith("]>") and depth < 8 and (lt := text.find("<")) > 0 and \
                text[:lt].strip() in spec.type_wrappers and len(inner := _type_arguments(text[lt:])) == 1 and \
                not inner[0].endswith("[]"):
            # `UnionToIntersection<M[keyof M]>`: the indexed access it wraps, read whole (its names alone give M)
            return self.type_from_text(path, scope, inner[0], depth + 1, given)
        if text.endswith("]") and depth < 8 and spec.type_variable_word:
            aliased = self._subscripted_alias(path, scope, text, spec.type_variable_word)
            if aliased is not None:   # `data: MultipartBody[UploadFile]`: the alias's text, its variable the argument
                return self.type_from_text(*aliased, depth + 1)
        found = []
        external = None
        for name in _type_names(text, spec.type_wrappers, spec.member_subset_types, spec.string_literal_types,
                                spec.none_types):
            if given and name in given:   # `type Merge<M, N> = Omit<M, keyof N> & N`: M as the user wrote it
                # (at the alias's own depth: each alias followed counts once, not once more for its argument, so
                # drizzle's `IsAutoincrement<IsPrimaryKey<NotNull<HasDefault<MySqlSerialBuilder<..>>>>>` reaches
                # the class; the argument's text is read without the alias's parameters, so no cycle goes through
                # here without an alias followed)
                argument = self.type_from_text(*given[name], depth) if depth < 8 else None
                if argument is not None:
                    found.append(argument)
                continue
            target, _ = self.resolve_expr(path, scope, name)
            if target is not None and target[0] == "module" and typeof and typeof + name in text:
                # jest's `utils: typeof jestMatcherUtils & {..}` of `import * as jestMatcherUtils`: the module, as
                # `typeof jestMatcherUtils` alone reads (its exports its members)
                found.append(target)
                continue
            if target is None and spec.typedef_members and "." in name and depth < 8:
                spelt = self._spelt_typedef(path, scope, name)
                if spelt is not None:   # `RuneRangeSet::iterator` of `typedef std::set<RuneRange, ..> RuneRangeSet;`
                    aliased = self.type_from_text(*spelt, depth + 1)
                    if aliased is not None:
                        found.append(aliased)
                    continue
            if target is None and spec.tag_keywords:
                # C `struct Dyndata *dyd;` in llex.h, which never sees lparser.h's `struct Dyndata {..}` (the map
                # drops the keyword): a tag is complete wherever the translation unit defines it, the repository's
                # one struct of that tag (_tag), as the reference site of the field's type already links
                target = self._tag(path, scope, name)
            if target is not None and target[0] == "ext" and external is None:
                external = target   # a type from outside the repository: its members are external too
            if target is not None and target[0] == "local" and not target[3] and depth < 8 and spec.type_literals and \
                    target[2] != NO_PARENT and (held := self.tables[target[1]].definitions[target[2]]).kind in \
                    ("type", "interface") and "=" in held.signature and \
                    name in (names := _alias_parameters(held.signature, held.name)) and \
                    (default := self._parameter_defaults(target[1], target[2])[names.index(name)]):
                # tanstack-table's `readonly state: TSelected` of `type ReactTable<F, D, TSelected =
                # TableState<F>> = ..`, the alias named without that argument: the parameter's default
                value = self.type_from_text(target[1], target[2], default, depth + 1)
                if value is not None:
                    found.append(value)
                continue
            if target is not None and target[0] == "local" and target[3] and depth < 8:
                bound = self.type_from_text(target[1], target[2], target[3], depth + 1)   # `M: Matcher`: its bound
                if bound is not None:
                    found.append(bound)
                continue
            if target is None or target[0] != "def":
                continue
            d = self.tables[target[1]].definitions[target[2]]
            if spec.tag_keywords and d.kind in ("variable", "property") and "." not in name:
                # C: `client *client;` in a struct, `static struct config {..} config;`: a type text names a type,
                # never the variable or field of that name found first
                target = self._c_type_named(path, scope, name)
                if target is None:
                    continue
                d = self.tables[target[1]].definitions[target[2]]
            if spec.types_skip_fields and d.kind not in TYPE_KINDS:
                # Java `Origin Origin = new Origin();` declared before `class Origin`: a type is the class
                other = self._same_named_type(target[1], d.parent, d.name)
                if other is not None:
                    target = ("def", target[1], other)
                    d = self.tables[target[1]].definitions[other]
            if d.kind in ("variable", "constant", "property") and d.type_text.startswith("expr:") and \
                    spec.class_object_types:
                # `Reactable = DOMNode`, `obj: Reactable`: a DOMNode (a type alias); so too one in a class body
                # (python-telegram-bot's `class ContextTypes: DEFAULT_TYPE = CallbackContext[ExtBot[None], ..]`,
                # `context: ContextTypes.DEFAULT_TYPE`)
                cls = self._class_alias(target)
                if cls is not None and spec.subscripted_classes and d.type_text.endswith("]") and depth < 8 and \
                        (aliased := self.type_from_text(target[1], d.parent, d.type_text[5:], depth + 1)) and \
                        aliased[0] == "inst" and len(aliased) == 4 and aliased[1:3] == cls[1:3]:
                    # `_RequestContextManager = _BaseRequestContextManager[ClientResponse]`: an instance given
                    # those type arguments, where the alias writes them
                    found.append(aliased)
                    continue
                if cls is not None:
                    target, d = cls, self.tables[cls[1]].definitions[cls[2]]
                elif depth < 8 and d.type_text[5:].partition("[")[0].rpartition(".")[2] in spec.type_wrappers and \
                        d.type_text.endswith("]"):
                    # `InputEvent = Union[MaskedInput.Changed, MaskedInput.Submitted]`: the alias's type
                    aliased = self.type_from_text(target[1], d.parent, d.type_text[5:], depth + 1)
                    if aliased is not None:
                        found.append(aliased)
                    continue
            if d.kind in ("variable", "constant") and d.type_text.startswith("alts:") and spec.class_object_types and \
                    depth < 8:
                # `AlphaBeta = Alpha | Beta`, `x: AlphaBeta`: the union of its classes' instances (pyright's implicit
                # type alias), whose member is the first alternative's declaring it
                aliased = self._aliased_union(target[1], d.parent, d.type_text, depth + 1)
                if aliased is not None:
                    found.append(aliased)
                continue
            if d.kind == "type" and depth < 8 and self.spec_of(target[1]).defined_types:
                found.append(self._defined_instance(target, d, depth + 1))   # Go `type Args igeneric.Args`
                continue
            if d.kind == "type" and d.type_text == d.name and self.spec_of(target[1]).tag_keywords:
                # C `typedef struct inst inst;` (its type text the tag's name, the keyword dropped): the struct
                # of that tag, not the typedef again
                tag = self._tag(target[1], d.parent, d.name)
                if tag is not None:
                    found.append(("inst", tag[1], tag[2]))
                continue
            if d.kind == "type" and d.type_text and depth < 8:   # type X = Y: follow the alias
                arguments = _type_arguments_of(text, name)
                parameters = _alias_parameters(d.signature, d.name) if arguments else []
                bound = {p: given[a] if given and a in given else (path, scope, a)
                         for p, a in zip(parameters, arguments)}
                if bound and (m := _HOMOMORPHIC_MAPPED.match(d.type_text)) is not None and m[2] in bound and \
                        f"{m[2]}[{m[1]}]" in d.type_text:
                    # sequelize's `options: StrictRequiredBy<Opts, 'timezone'>` through `type NonUndefinedKeys<T, K
                    # extends keyof T> = { [P in keyof T]: P extends K ? NonUndefined<T[P]> : T[P] }`: a mapped type
                    # over an argument's own keys, each valued by its own, has the argument's members (as Partial<T>)
                    at = parameters.index(m[2])
                    mapped = self.type_from_text(*bound[m[2]], depth + 1) if given and arguments[at] in given else \
                        self.type_from_text(path, scope, arguments[at], depth + 1, given)
                    if mapped is not None:
                        found.append(mapped)
                        continue
                alias = self._followed_alias(target, d, depth + 1, bound)
                if alias is not None:
                    own = ("inst", target[1], target[2])
                    if alias[0] == "inst" and self.spec_of(target[1]).aliased_type_members:
                        # Rust `fn initial() -> OwnedDFA` with `type OwnedDFA = DFA<Vec<u32>>`: the alias's own
                        # methods (`impl OwnedDFA { fn minimize(..) }`) first, then DFA's
                        found.append(("union", (own, alias), "ordered"))
                    elif "{" in d.type_text and _outer_name(d.type_text):
                        # `type P = Merge<Base, {extra: E}>`: the literal's properties are P's, and they come
                        # first (ordered: `type Merge<M, N> = Omit<M, keyof N> & N` has N's, not M's)
                        found.append(("union", (own, alias), "ordered"))
                    else:   # `type P = Base & {extra: E}`: Base's, and the literal's properties (P's)
                        found.append(alias)
                        if "{" in d.type_text:
                            found.append(own)
                    continue
            if d.kind in TYPE_KINDS:
                # (an augmented one stays the declaration named, with its type arguments: the members of the others
                # are its own, class_member)
                merged = self._merged.get(target) if self._merged and target not in self._augmented else None
                if merged:   # an interface declared in several `declare global` blocks: each declaration
                    found.extend(("inst", m[1], m[2]) for m in merged
                                 if self.tables[m[1]].definitions[m[2]].kind in TYPE_KINDS)
                elif spec.inherited_type_arguments and spec.type_argument_open in text and \
                        (given_args := tuple(_type_arguments_of(text, name, spec.type_argument_open))) and \
                        self._class_parameters(target[1], target[2]):
                    # `p: Page<Repo>` of `class Page<T>`: an instance that knows its type arguments, as written here
                    # (a member declared with T, `first(): T`, is then a Repo: _inherited_type)
                    found.append(("inst", target[1], target[2], (path, scope, given_args)))
                elif spec.subscripted_classes and "[" in text and (given_args := _subscript_arguments(text, name)):
                    # `Decorator[FieldInfo]`: an instance that knows its type arguments, as written here (a member
                    # the class declares with a type parameter, `info: T`, is then a FieldInfo: _members)
                    found.append(("inst", target[1], target[2], (path, scope, given_args)))
                elif spec.inherited_type_arguments and spec.type_argument_open == "<" and \
                        (defaults := self._class_defaults(target[1], target[2])):
                    # `adapter: AbstractGraphQLDriver` of `class AbstractGraphQLDriver<TOptions extends .. =
                    # GqlModuleOptions>`: the defaults are its type arguments, as written in the class's file
                    found.append(("inst", target[1], target[2],
                                  (target[1], self.tables[target[1]].definitions[target[2]].parent, defaults)))
                else:
                    found.append(("inst", target[1], target[2]))
        if not found:
            return external
        # Union[A, B] / A | B: a member is looked up in each alternative, first match wins
        if len(found) == 1:
            return found[0]
        # `Options & {..}` where Options is a union: one union of every alternative (plain unions flattened)
        return ("union", tuple(a for f in found for a in (f[1] if f[0] == "union" and len(f) == 2 else (f,))))

    def _picked(self, path: str, scope: int, text: str, depth: int, given: dict | None):
        """A type picking some properties of another, alone or in an intersection (`Pick<RequestOptions, 'auth' |
        'query'> & { headers: Headers }`): the picked type keyed by those properties (a member not picked is
        not its, the checker's `options.headers` is the literal's), the other parts as they are; None for a
        union (the plain reading then)."""
        parts = split_top(text.replace("=>", "->"), "&")
        if len(parts) == 1 and len(split_top(text.replace("=>", "->"), "|")) > 1:
            return None
        spec = self.spec_of(path)
        picks = [m if m is not None and m.group(1) in spec.picked_types else None
                 for m in (_PICK.fullmatch(part) for part in parts)]
        if not any(picks):
            return None
        found, external = [], None
        for part, m in zip(parts, picks):
            if m is not None:
                inner = self.type_from_text(path, scope, m.group(2), depth + 1, given)
                keys = frozenset(_QUOTED.findall(m.group(3)))
                value = ("union", (inner,), ("keys", keys)) if inner is not None and inner[0] != "ext" else inner
            else:
                value = self.type_from_text(path, scope, part.replace("->", "=>"), depth + 1, given)
            if value is not None and value[0] == "ext":
                external = external or value
            elif value is not None:
                found.extend(value[1] if value[0] == "union" and len(value) == 2 else (value,))
        if not found:
            return external
        return found[0] if len(found) == 1 else ("union", tuple(found))

    def _spelt_typedef(self, path: str, scope: int, name: str):
        """(path, scope, type text) of a member type named through a typedef of a library's type, the typedef spelt out
        and the language's type_rewrites applied (C++ `RuneRangeSet::iterator` of `typedef std::set<RuneRange,
        RuneRangeLess> RuneRangeSet;`: a set's iterator reaches its element, RuneRange), read where the typedef is;
        None where no rewrite applies (or the typedef is dependent: _dependent_alias)."""
        head, _, member = name.rpartition(".")
        target, _ = self.resolve_expr(path, scope, head)
        if target is None or target[0] != "def":
            return None
        d = self.tables[target[1]].definitions[target[2]]
        if d.kind != "type" or not d.type_text or self._dependent_alias(target[1], d):
            return None
        spelt = written = f"{d.type_text}.{member}"
        for pattern, repl in self.spec_of(target[1]).type_rewrites:
            spelt = _compiled(pattern).sub(repl, spelt)
        return (target[1], d.parent, spelt) if spelt != written else None

    def _dependent_alias(self, path: str, d, depth: int = 0) -> bool:
        """Whether alias d is dependent where its language's typedefs lend their members (LanguageSpec.typedef_members:
        C++): declared in a class template (`typedef GenericValue<Encoding, Allocator> ValueType;`), or naming a
        template parameter (a local of the template, of no type) or another such alias (`typedef typename View::type
        StlContainer;`)."""
        if not self.spec_of(path).typedef_members:
            return False
        scope = d.parent
        while scope != NO_PARENT:   # in a class template: its parameters may hide in a macro's arguments (gmock's
            # `typedef GTEST_REMOVE_REFERENCE_AND_CONST_(Container) RawContainer;`), read as dependent
            if self._class_parameters(path, scope):
                return True
            scope = self.tables[path].definitions[scope].parent
        for name in _NAME.findall(d.type_text):
            bound = self.resolve_name(path, d.parent, name.partition(".")[0])
            if bound is None:
                continue
            if bound[0] == "local":
                return True
            if bound[0] == "def" and depth < 4 and (other := self.tables[bound[1]].definitions[bound[2]]).kind == \
                    "type" and other is not d and self._dependent_alias(bound[1], other, depth + 1):
                return True
        return False

    def _followed_alias(self, target, d, depth: int, bound: dict):
        """type_from_text of the alias `type X<P> = ...` (target, d) at `depth`, its parameters bound to the type
        arguments written (`bound`, empty for none): memoised, as unions of generic aliases of unions (vue's
        `VNodeChild`, `UnwrapRef<T>`, ...) branch at every level (vuejs/core: 455K calls for 8K sites). The depth
        is part of the key (what the depth limit cuts depends on it); a result that met a cycle guard or the
        stack limit is not kept (it depends on what was in progress), so every entry is what a fresh computation
        gives."""
        key = (target, depth, tuple(bound.items())) if bound else (target, depth)
        found = self._alias_cache.get(key)
        if found is not None:
            return self._recall(found)
        scope = d.parent
        if scope != NO_PARENT and self.spec_of(target[1]).open_namespaces and \
                self.tables[target[1]].definitions[scope].kind == "module":
            # C++ `namespace nlohmann { using json = basic_json<>; }` in json_fwd.hpp, which only forward-declares
            # the class template: read from the alias, not as a name written in the namespace (a forward
            # declaration's own, _namespace_name's `anywhere`), so the class another header defines is found
            scope = target[2]
        return self._memo(self._alias_cache, key, self.type_from_text, target[1], scope, d.type_text, depth,
                          bound or None, guard=False, net=False, sure_only=True)

    def _defined_instance(self, target, d, depth: int = 0):
        """A value of a type declared from another (spec.defined_types: Go `type Args igeneric.Args`): its own
        members first, then what the other one gives (a union, first match wins)."""
        own = ("inst", target[1], target[2])
        other = self.type_from_text(target[1], d.parent, d.type_text, depth + 1) \
            if d.type_text and depth < 8 else None
        if other is None:
            return own
        return ("union", (own, *(other[1] if other[0] == "union" and len(other) == 2 else (other,))))

    def _entered(self, path: str, scope: int, text: str, depth: int):
        """What `with <text> as x` binds x to: a T where the value is declared as one of the language's
        entered_types of T (`@contextmanager def f() -> Iterator[T]`), else what the value's class's enter method
        is declared to return, else the value itself."""
        spec = self.spec_of(path)
        given = None
        if text.startswith("gen:"):   # `with self.patch_broker(b) as br` (the map kept the argument): the call as
            given, text = text, "call:" + text.split(":", 2)[2]   # below, the value read with its argument
            argument, _, callee_text = given[4:].partition(":")
            held = spec.raised_contexts.get(callee_text.rpartition(".")[2])
            if held and _is_dotted(argument) and \
                    ((callee := self.resolve_expr(path, scope, callee_text)[0]) is None or callee[0] == "ext"):
                # `with pytest.raises(HTTPError) as e`: an object whose `value` is an HTTPError (a library's call)
                return "objlit", path, scope, f"obj:{held}={argument}()"
        if text.startswith("call:"):   # an undeclared generator function (under @contextmanager): what it yields
            callee, _ = self.resolve_expr(path, scope, text[5:])
            if callee is not None and callee[0] == "def":
                d = self.tables[callee[1]].definitions[callee[2]]
                if d.kind in FUNCTION_KINDS and d.type_text.startswith("yield:"):
                    return self.type_from_text(callee[1], callee[2], d.type_text[6:], depth + 1)
                if d.kind in FUNCTION_KINDS and d.type_text.startswith("ret:call:") and depth < 8:
                    # `def sql_execution_asserter(self, db): return assert_engine(db)` (its result inferred): what
                    # entering the call it returns gives
                    return self._entered(callee[1], callee[2], d.type_text[4:], depth + 1)
        declared = self.declared_type(("local", path, scope, text), depth + 1)
        if declared is not None:
            entered = _element_type(declared[2], spec.entered_types, spec)
            if entered:
                found = self._typed_value(declared[0], declared[1], entered, depth + 1)
                if found is None and text.startswith("call:") and "." in text[5:] and _is_identifier(entered):
                    # psycopg's `with p.connection() as conn` of `@contextmanager def connection(self) ->
                    # Iterator[CT]` in `class ConnectionPool(Generic[CT])`: CT as the receiver gives it (where it
                    # gives none, the parameter's default or bound)
                    found = self._entered_parameter(path, scope, text[5:], entered)
                return found
        value = self.type_from_text(path, scope, given or text, depth + 1)
        if value is not None and value[0] == "inst":
            for name in spec.enter_methods:
                enter = self.class_member(value[1], value[2], name)
                if enter is None or enter[0] != "def":
                    continue
                if not self._returns_self(enter):
                    # `async def __aenter__(self) -> T` in `class Ctx(Generic[T])`, entered on a `Ctx[Resp]` or on an
                    # instance of `class RespCtx(Ctx[Resp])`: a Resp
                    result = self._parameter_result(value, enter)
                    result = result or self.call_result(enter)
                    if result is not None:
                        return result
                break
        return value

    def _entered_parameter(self, path: str, scope: int, callee_text: str, name: str):
        """What type parameter `name` of the class of the method `callee_text` names (`p.connection`) is on its
        receiver (_parameter_value); None where the method's class has no such parameter."""
        method, _ = self.resolve_expr(path, scope, callee_text)
        if method is None or method[0] != "def":
            return None
        d = self.tables[method[1]].definitions[method[2]]
        if d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or \
                name not in self._generic_parameters(method[1], d.parent):
            return None
        receiver, _ = self.resolve_expr(path, scope, callee_text.rpartition(".")[0])
        holder = receiver if receiver is None or receiver[0] == "inst" else self.instance_of(receiver)
        return self._parameter_value(holder, method[1], d.parent, name)

    def _first_item_element(self, path: str, scope: int, text: str, depth: int) -> bool:
        """Whether the first name bound from each element of `text` (Go `for d := range ch`, `v, ok := <-ch`) is the
        element: where the value is declared as one of spec.first_item_elements (a chan, also through a named
        type `type Descs chan *Desc`) or its declaration is not known; not for a slice's index or a map's key."""
        value, _ = self.resolve_expr(path, scope, text)
        declared = self.declared_type(self._class_named(value)) if value is not None else None
        callee = _callee_of(text) if declared is None else ""
        if callee:   # `range f()`: what f is declared to return
            function, _ = self.resolve_expr(path, scope, callee)
            declared = self.declared_type(function) if function is not None else None
        if declared is None or depth >= 8:
            return True
        found = self._collection_of(*declared) or declared
        spec = self.spec_of(found[0])
        m = _GENERIC_HEAD.match(found[2])
        return m is not None and m.group(1).rpartition(".")[2] in spec.first_item_elements

    def _tuple_subscript(self, path: str, scope: int, text: str, depth: int = 0):
        """What `x[N]` (text; N an integer literal) is where x is declared as a tuple (`messages[0][-1]` of a
        `list[tuple[RawResponseMessage, StreamReader]]`, through an implicit alias `_Part = tuple[..]`): the item at
        that place, negative places counted from the end (a receiver's subscripts read elements, whatever the
        place); None otherwise (languages with tuple_types)."""
        spec = self.spec_of(path)
        if not spec.tuple_types:
            return None
        opened = _opening(text)
        index = text[opened + 1:-1].strip()
        if opened <= 0 or not _INDEX.fullmatch(index):
            return None
        head = text[:opened]
        callee = _callee_of(head) if head.endswith(")") else ""   # `create()[0]`: as create's result is declared
        declared = self.declared_type(("local", path, scope, "call:" + callee if callee else "expr:" + head),
                                      depth + 1)
        item = _tuple_item(declared[2], int(index), spec) if declared is not None else ""
        if not item and declared is not None and _is_dotted(declared[2]):
            # `_Part = tuple[Payload, str, str]`, `writer._parts[0][0]` of a `list[_Part]`: the alias's
            declared = self._alias_of(*declared)
            item = _tuple_item(declared[2], int(index), spec) if declared is not None else ""
        if not item:
            return None
        found = self._typed_value(declared[0], declared[1], item, depth + 1)
        if found is None and item.startswith("expr:") and spec.class_object_types:
            # `return MockScheduler, shelf` of a function: `create()[0]` is the class itself (calling it makes one)
            value, _ = self.resolve_expr(declared[0], declared[1], item[5:])
            if value is not None and value[0] == "def" and \
                    self.tables[value[1]].definitions[value[2]].kind in CLASS_KINDS:
                return value
        return found

    def _awaited(self, value, depth: int = 0):
        """What awaiting `value` gives where it is an instance of a class declaring an await method
        (LanguageSpec.await_methods: `def __await__(self) -> Generator[Any, None, T]`): the Generator's last type
        argument, a type parameter of the class read on the instance (_parameter_value); else None."""
        if value is None or value[0] != "inst" or depth >= 8:
            return None
        for name in self.spec_of(value[1]).await_methods:
            method = self.class_member(value[1], value[2], name)
            if method is None or method[0] != "def":
                continue
            mpath, mi = method[1], method[2]
            d = self.tables[mpath].definitions[mi]
            text = d.type_text.strip("\"'")
            if d.kind not in FUNCTION_KINDS or not text.endswith("]") or "[" not in text:
                return None
            result = split_top(text[text.index("[") + 1:-1], ",")[-1].strip()
            if result.rpartition(".")[2] in self.spec_of(mpath).self_type_names:
                # distributed's `rpc = await ConnectionPool(limit=5)` of `def __await__(self) -> Generator[Any, Any,
                # Self]`: the instance awaited (its own class's, a subclass's too)
                return value
            if d.parent != NO_PARENT and result in self._generic_parameters(mpath, d.parent):
                return self._parameter_value(value, mpath, d.parent, result)
            declared = self._awaited_declared(value, depth)
            if declared is not None:   # `-> Generator[Any, None, List[MODEL]]` on a QuerySet[Tournament]
                return self._typed_value(*declared, depth + 1)
            return self.type_from_text(mpath, self._result_scope(mpath, mi), result, depth + 1)
        return None

    def _awaited_declared(self, value, depth: int = 0):
        """(path, scope, type text) of what awaiting `value` (an instance given type arguments) gives where its
        class's await method returns a type naming the class's type parameters (tortoise-orm's `def __await__(self)
        -> Generator[Any, None, List[MODEL]]` in `class QuerySet(Generic[MODEL])`, on a QuerySet[Tournament]:
        "List[Tournament]", read where Tournament is written); else None."""
        if value is None or value[0] != "inst" or len(value) != 4 or depth >= 8:
            return None
        for name in self.spec_of(value[1]).await_methods:
            method = self.class_member(value[1], value[2], name)
            if method is None or method[0] != "def":
                continue
            d = self.tables[method[1]].definitions[method[2]]
            text = d.type_text.strip("\"'")
            if d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or not text.endswith("]") or "[" not in text:
                return None
            result = split_top(text[text.index("[") + 1:-1], ",")[-1]
            if _is_identifier(result):
                return None   # (a parameter itself: _parameter_value's)
            return self._rebound_text(value, method[1], d.parent, result, None)
        return None

    def _elements_of(self, declared, depth: int = 0):
        """What an element of a value declared as `declared` (path, scope, type text) is."""
        spec = self.spec_of(declared[0])
        elements = _element_type(declared[2], spec.iterable_types, spec)
        if not elements and spec.promise_types and _outer_name(declared[2]) in spec.promise_types:
            # `const ms = await Member.loadAll()` of `loadAll(): Promise<Member[]>`: the elements of what it resolves
            # to (the map's value text leaves the await out; a promise itself has no elements)
            resolved = _type_arguments(declared[2][declared[2].index("<"):]) if "<" in declared[2] else []
            if len(resolved) == 1 and depth < 8:
                return self._elements_of((declared[0], declared[1], resolved[0]), depth + 1)
        if not elements and _outer_name(declared[2]) in spec.type_wrappers:
            elements = declared[2]   # Rust `opt.map(|v| ..)`: an Option's element is its value (read through)
        if not elements and spec.iterator_next and depth < 8:
            # Rust `impl Iterator for Parents { fn next(&mut self) -> Option<IgnoreRef> }`: what its next gives
            found = self._next_of(declared, spec.iterator_next, depth)
            if found is not None:
                return found
        if not elements:   # `for e in entries` with `entries: VTableEntries`, a `class Table(list[Row])`
            collection = self._collection_of(*declared)
            if collection is not None:
                declared = collection
                cspec = self.spec_of(collection[0])
                elements = _element_type(collection[2], cspec.iterable_types, cspec)
        generic = _GENERIC_TYPE.match(declared[2]) if not elements and "|" not in declared[2] else None
        alternatives = split_top(declared[2], "|") if not elements and "|" in declared[2] else \
            split_top(generic.group(2), ",") if generic and generic.group(1).rpartition(".")[2] in spec.type_wrappers \
            else ()
        if len(alternatives) > 1 and depth < 8:
            # `console: CellOutput | list[CellOutput] | None` (`Union[..]`): the elements of the first alternative
            # that has any
            for alternative in alternatives:
                alternative = alternative.strip()
                if alternative and alternative != declared[2] and alternative not in spec.none_types and \
                        (found := self._elements_of((declared[0], declared[1], alternative), depth + 1)) is not None:
                    return found
        if not elements and spec.mapping_keys:   # `for k in d`: a mapping's elements are its keys
            found = declared if _element_type(declared[2], spec.mapping_types, spec) else \
                self._collection_of(*declared)
            fspec = self.spec_of(found[0]) if found is not None else None
            if found is not None and _element_type(found[2], fspec.mapping_types, fspec):
                declared = found
                elements = _element_type(found[2], fspec.mapping_types, fspec, first=True)
        return self._typed_value(declared[0], declared[1], elements, depth + 1) if elements else None

    def _next_of(self, declared, method: str, depth: int):
        """What the `method` (the language's iterator_next) of the class a type text names returns, where the
        repository declares it with a result type: the element of iterating a value of that class."""
        value = self.type_from_text(declared[0], declared[1], declared[2], depth + 1)
        if value is None or value[0] != "inst":
            return None
        found = self.class_member(value[1], value[2], method)
        if found is None or found[0] != "def":
            return None
        d = self.tables[found[1]].definitions[found[2]]
        if d.kind not in FUNCTION_KINDS or not d.type_text or d.type_text.startswith(("ret:", "yield:")):
            return None
        return self.type_from_text(found[1], self._result_scope(found[1], found[2]), d.type_text, depth + 1)

    def declared_type(self, target, depth: int = 0):
        """(path, scope, type text) as written for a variable, parameter, attribute or function result;
        a value initialised from another (`cols = table.columns`, `cols = table.columns.filter(f)`) has the
        declared type of what it was initialised from."""
        kind = target[0]
        if kind == "local" or kind == "attr":
            declared = (target[1], target[2], target[3]) if target[3] else None
        elif kind == "def":
            d = self.tables[target[1]].definitions[target[2]]
            # (3ba2c43 had merged back an older form of the first assignment after these, which dropped both the
            # "ret:" reading, an inferred result as what its returns give, and _result_scope)
            declared = (target[1], self._result_scope(target[1], target[2]), d.type_text) \
                if d.type_text and d.kind not in TYPE_KINDS and not d.type_text.startswith("yield:") else None
            if declared is not None and d.type_text.startswith("ret:"):   # what its returns give, in its scope
                declared = (target[1], target[2], d.type_text[4:])
            if declared is not None and d.kind == "variable" and d.type_text.startswith("{") and \
                    self.spec_of(target[1]).variable_literals:
                declared = (target[1], target[2], d.type_text)   # its anonymous type's members are its literals
        else:
            return None
        if declared is None or depth >= 8:
            return declared
        path, scope, text = declared
        if text.startswith("call:") and text.endswith((".values", ".keys")) and \
                (how := self.spec_of(path).unpacked_calls.get(text[text.rindex("."):])) in ("values", "keys") and \
                "list" in self.spec_of(path).iterable_types:   # (Python's: the text made below is a `list[..]`)
            # litestar's `self.route_handlers = tuple(self.route_handler_map.values())` (the map reads the copy as
            # what it copies): a list of the mapping's values (keys), as its declared type says
            value, _ = self.resolve_expr(path, scope, text[5:text.rindex(".")])
            mapping = self.declared_type(value, depth + 1) if value is not None else None
            mspec = self.spec_of(mapping[0]) if mapping is not None else None
            if mapping is not None and (part := _element_type(mapping[2], mspec.mapping_types, mspec,
                                                              last=how == "values")):
                return mapping[0], mapping[1], f"list[{part}]"
        if text.startswith("expr:"):
            value, _ = self.resolve_expr(path, scope, text[5:])
            found = self.declared_type(value, depth + 1) if value is not None else None
            if found is None and text.endswith("]"):   # `f := registered[dir]`: as an element of the collection is
                # declared (Go `map[string]UnmarshalFunc`: calling f gives what UnmarshalFunc returns)
                opened = _opening(text)
                if opened > 5 and not _is_slice(text[opened + 1:-1]):
                    found = self._element_declared(path, scope, text[5:opened])
            return found
        if text.startswith("any:"):   # either branch of a conditional: the first that is declared
            for part in text[4:].split("\x1f"):
                found = self.declared_type(("local", path, scope, part), depth + 1)
                if found is not None:
                    return found
            return None
        if text.startswith("cb:"):   # a function's parameter: as the callee declares it (collections: their elements)
            return self._callback_declared(path, scope, text[3:]) or declared
        if text.startswith("nar:"):   # read where its head is narrowed: as the narrowed value is declared
            form, value, inner = self._narrowed_value(path, scope, text)
            if value is not None and form == "expr":
                return self.declared_type(value, depth + 1)
            if value is not None and form == "call" and value[0] == "def" and \
                    self.tables[value[1]].definitions[value[2]].kind in FUNCTION_KINDS:
                return self.declared_type(value, depth + 1)
            return self.declared_type(("local", path, scope, inner), depth + 1)
        if text.startswith("item:0:") and self.spec_of(path).tuple_results and not text.startswith("item:0:call:"):
            # Go `v, ok := x.([]T)`, `v, ok := m[k]`: declared as the value itself (only a call gives a tuple)
            return self.declared_type(("local", path, scope, text[7:]), depth + 1)
        if text.startswith("item:") and (place := _ITEM_PLACE.match(text)) is not None and \
                self.spec_of(path).tuple_types:
            # `param_name, flag_cls = self.flag_converter` of an `Optional[Tuple[str, Type[FlagConverter]]]`: declared
            # as the tuple's item at that place
            source = self.declared_type(("local", path, scope, text[place.end():]), depth + 1)
            item = _tuple_item(_without_none(source[2].strip().strip("\"'"), self.spec_of(source[0])),
                               int(place.group(1)), self.spec_of(source[0])) if source is not None else ""
            if item:
                return source[0], source[1], item
        if text.startswith(("elem:", "val:", "item:")):   # an element that is a collection in turn (`for row in rows`)
            value = self.type_from_text(path, scope, text, depth + 1)
            if value is None and text.startswith("elem:") and self.spec_of(path).function_literal_types:
                # Go `for _, fn := range t.counters` with `counters fns`, `type fns []func(*Vec) Counter`: an
                # element declared as a function type (no value of its own), what calling fn gives is its result
                return self._element_declared(path, scope, text[5:], True)
            return self.declared_type(value, depth + 1) if value is not None and value[0] == "local" else None
        if text.startswith("gen:"):
            # `getActiveModels(Template)` of `<T extends Model>(c: new () => T) => T[]`: an array of the class given
            value = self.type_from_text(path, scope, text, depth + 1)
            if value is not None and value[0] == "local":
                return self.declared_type(value, depth + 1)
            text = "call:" + text[4:].partition(":")[2]
        if text.startswith("shp:"):   # `useQuery({queryKey})`: the overload the literal can be passed to
            picked, callee_text = self._shaped_call(path, scope, text)
            if picked is not None:
                return self.declared_type(picked, depth + 1)
            text = "call:" + callee_text
        if text.startswith(("enter:call:", "enter:gen:")):   # `with f() as (a, b)` of an undeclared generator
            # function: declared as what it yields (a tuple: `yield tasks, request`, read in its scope); the map keeps
            # a call's argument as "gen:ARG:CALLEE" (argument_kept)
            callee, _ = self.resolve_expr(path, scope, text[11:] if text[6] == "c" else text.split(":", 3)[3])
            if callee is not None and callee[0] == "def" and \
                    (cd := self.tables[callee[1]].definitions[callee[2]]).kind in FUNCTION_KINDS and \
                    cd.type_text.startswith("yield:"):
                if cd.type_text.startswith("yield:expr:") and depth < 8:
                    # `yield ls` of `ls: list[Observation] = []`: as the name yielded is declared
                    found = self.declared_type(("local", callee[1], callee[2], cd.type_text[6:]), depth + 1)
                    if found is not None:
                        return found
                return callee[1], callee[2], cd.type_text[6:]
        if text.startswith("await:"):   # as the awaited call is declared, unless awaiting it gives another value
            value = self.type_from_text(path, scope, text[6:], depth + 1)
            if (rebound := self._awaited_declared(value, depth)) is not None:
                return rebound   # `ts = await Tournament.all()`: a List[Tournament], for its elements
            if self._awaited(value, depth) is not None:
                return None
            return self.declared_type(("local", path, scope, text[6:]), depth + 1)
        if text.startswith(("prop:", "propx:")):   # `({ trails }: Props)`: as the property trails is declared
            form, key, source = text.split(":", 2)
            if form == "prop":
                holder = self.type_from_text(path, scope, source, depth + 1)
            else:
                value, _ = self.resolve_expr(path, scope, source)
                holder = value if value is None or value[0] in ("inst", "union") else self.instance_of(value)
            prop = self.member(holder, key)[0] if holder is not None else None
            # a property of an object literal (`const { fields } = f()` of `return { fields, ... }`): as the value
            # it holds is declared (the local `fields` of f)
            return self.declared_type(prop, depth + 1) if prop is not None and prop[0] in ("def", "local") else None
        if text.startswith("new:") and text.endswith(">"):   # `new Map<K, V>()`: declared as Map<K, V>
            return (path, scope, text[4:])
        if text.startswith("copy:"):   # `new Set(xs)`, `Array.from(xs)`: declared as xs is, for its elements (the
            # language's own collection has none of the members of a class xs may be: type_from_text gives no value)
            value, _ = self.resolve_expr(path, scope, text[5:])
            return self.declared_type(value, depth + 1) if value is not None else None
        if text.startswith("call:"):
            callee, _ = self.resolve_expr(path, scope, text[5:])
            if callee is not None and callee[0] == "def" and \
                    (cd := self.tables[callee[1]].definitions[callee[2]]).kind in ("variable", "constant") and \
                    cd.type_text.startswith("expr:"):
                # `_cached = lru_cache(maxsize=64)(build)` (the map: "expr:build"), `_cached(h, m)`: build's result
                aliased, _ = self.resolve_expr(callee[1], cd.parent, cd.type_text[5:])
                if aliased is not None and aliased[0] == "def" and aliased != callee and \
                        self.tables[aliased[1]].definitions[aliased[2]].kind in FUNCTION_KINDS:
                    callee = aliased
            if callee is not None and callee[0] == "ext" and \
                    text[5:].rpartition(".")[2] in self.spec_of(path).element_methods:
                callee = None   # `conns.popleft()` of a `deque[tuple[P, float]]` (a class outside): the element path
            if callee is not None:   # a function: its declared result
                if callee[0] == "local" and callee[3] and _is_annotation(callee[3]) and "." in text[5:] and \
                        self.spec_of(path).inherited_type_arguments:
                    # `const all = users.list()` of `list(): T[]` in `class Store<T>`, users a `Store<User>`: the
                    # method read on the receiver is its result with T bound (User[]), declared so
                    via = self.resolve_expr(path, scope, text[5:] + "()")[0]
                    if via is not None and via[0] == "local" and via[3] and _is_annotation(via[3]):
                        return via[1], via[2], via[3]
                if callee[0] != "def" or self.tables[callee[1]].definitions[callee[2]].kind not in FUNCTION_KINDS:
                    if callee[0] == "def" and self.tables[callee[1]].definitions[callee[2]].kind in CLASS_KINDS and \
                            (new := self._result_constructor(callee)) is not None:
                        return self.declared_type(new, depth + 1)   # `send, receive = open_memory_channel(0)`
                    found = self._function_value_result(callee, depth + 1)
                    method = self._call_method(callee) if found is None else None
                    return self.declared_type(method, depth + 1) if method is not None else found
                if "." in text[5:] and self.spec_of(path).inherited_type_arguments and \
                        self.tables[callee[1]].definitions[callee[2]].type_text.startswith(("expr:", "ret:expr:")):
                    # `fields.getAll()` of `getAll() { return [...this.all] }` with `all: T[]`: as read on the
                    # receiver, which knows T (_returned_member_type)
                    via = self.resolve_expr(path, scope, text[5:] + "()")[0]
                    if via is not None and via[0] == "local" and via[3] and _is_annotation(via[3]):
                        return via[1], via[2], via[3]
                if "." in text[5:] and self.spec_of(path).type_variable_word:
                    # `messages, _, _ = parser.feed_data(b)` with `feed_data(..) -> tuple[list[tuple[_MsgT, ..]], ..]`
                    # in `HttpParser(Generic[_MsgT])`, parser a `HttpRequestParser(HttpParser[RawRequestMessage])`
                    holder = self.resolve_expr(path, scope, text[5:].rpartition(".")[0])[0] \
                        if self._generic_method(callee) else None
                    found = self._parameter_declared(holder, callee) if holder is not None else None
                    if found is not None:
                        return found
                return self.declared_type(callee, depth + 1)
            if callee is None and (statics := self.spec_of(path)).model_statics:
                made = self._model_static(path, scope, text[5:], statics)
                if made is not None and made[0] == "local":   # `await User.findAll()`: declared as User[]
                    return made[1], made[2], made[3]
            values = self._mapping_values(path, text[5:] + "()")
            if values:   # `Object.values(m).filter(f)`: an array of m's values
                return self._values_array(path, scope, values, depth)
            if text[5:].rpartition(".")[2] not in self.spec_of(path).element_methods:
                return None
            # a collection's own method (`xs.filter(f)`): see _element_call
            value, _ = self.resolve_expr(path, scope, text[5:] + "()")
            return self.declared_type(value, depth + 1) if value is not None else None
        return declared

    def _function_value_result(self, target, depth: int):
        """(path, scope, result type text) of calling a value declared with a function type (Go `get func() (*C,
        error)`, a field or parameter; a value of a named function type), else None: what `a, b := tt.get()` unpacks."""
        if target[0] not in ("def", "local", "attr") or depth >= 8:
            return None
        declared = self.declared_type(target, depth)
        if declared is None:
            return None
        result = _function_result(_function_alternative(declared[2]))
        if not result and (self.spec_of(declared[0]).defined_types or _is_dotted(declared[2])):
            # a value of a named function type: Go `type GenericMethodFunc func(..) *MethodInfo`, Python's alias
            # (trio's `background_process: BackgroundProcessType`, `BackgroundProcessType: TypeAlias = Callable[..,
            # AbstractAsyncContextManager[Process]]`: `async with background_process(..) as proc` enters a Process)
            named = self._alias_of(*declared)
            if named is not None and _function_result(named[2]):
                declared, result = named, _function_result(named[2])
        return (declared[0], declared[1], result) if result else None

    def _argument_method(self, target, name: str):
        """`active_app.get()` with `active_app: ContextVar["App[Any]"]` (LanguageSpec.argument_methods: a method of
        a type from outside the repository returning one of its type arguments): that argument's value; else None."""
        if target[0] not in ("def", "local", "attr"):
            return None
        declared = self.declared_type(target)
        if declared is None:
            return None
        spec = self.spec_of(declared[0])
        text = _without_none(declared[2].strip().strip("\"'"), spec)
        head = _GENERIC_HEAD.match(text)
        places = spec.argument_methods.get(head.group(1).rpartition(".")[2]) if head else None
        at = places.get(name) if places else None
        if at is None:
            return None
        found, _ = self.resolve_expr(declared[0], declared[1], head.group(1))
        if found is not None and found[0] == "def":
            return None   # a class of the repository of that name: its own methods
        arguments = _subscript_arguments(text, head.group(1))
        return self._typed_value(declared[0], declared[1], arguments[at].strip("\"'")) if at < len(arguments) \
            else None

    def _element_call(self, target, name: str):
        """`xs.find(f)` gives an element of the collection xs is declared as, `xs.filter(f)` the same
        collection, `d.get(k)` a value of the mapping (the language's element_methods); None when xs is not a
        declared collection."""
        spec = self.spec_of(target[1]) if target[0] in ("local", "attr", "def", "inst") else None
        how = spec.element_methods.get(name) if spec else None
        if how is None:
            return None
        if target[0] == "inst":   # an instance of a class inheriting a collection (`class SymbolTable(dict[...])`)
            d = self.tables[target[1]].definitions[target[2]]
            if not d.type_text:
                return None
            # `class Elements extends ArrayList<Element>` keeps only its base's type arguments (`<Element>`): the
            # class itself names the collection (_collection_base)
            target = ("local", target[1], d.parent, d.name if d.type_text.startswith("<") else d.type_text)
        declared = self.declared_type(target)
        if declared is None:
            return None
        if how == "value":   # `d.get(k)`: a value of the mapping d is declared as (through its type aliases);
            return self._apply(target, "[")   # `xs.pop()` of a list: an element
        dspec = self.spec_of(declared[0])
        if how == "values":   # `m.values()` of a Map: an array of its values; of an array or a set: the same
            values = _element_type(declared[2], dspec.mapping_types, dspec, last=True)
            if values:
                return "local", declared[0], declared[1], f"Array<{values}>"
        elements = _element_type(declared[2], dspec.iterable_types, dspec)
        if not elements:
            declared = self._collection_of(*declared)
            dspec = self.spec_of(declared[0]) if declared else None
            elements = _element_type(declared[2], dspec.iterable_types, dspec) if declared else ""
        if not elements:
            return None
        if how == "element":
            return self.type_from_text(declared[0], declared[1], elements)
        return ("local", declared[0], declared[1], declared[2])

    def _inferred_result(self, target, d):
        """What calling a function whose result is inferred from its returns (`ret:` type text) gives; memoised per
        function (_returns_cache), so that a function returning a call of itself meets the cycle guard: emscripten's
        `function attachFinalizer(handle) {..; return attachFinalizer(handle); }` reset the depth of each call
        and recursed until the Python stack ran out (a DEEP marker, which makes a parallel reduce link every file
        again in the driver: excalidraw's woff2-bindings.ts)."""
        found = self.type_from_text(target[1], target[2], d.type_text[4:])
        if found is None and d.type_text.startswith("ret:expr:") and self.spec_of(target[1]).class_object_types:
            # `def get_backend(): class _B(Base): ..; return _B`: the class object (calling it makes a _B)
            value, _ = self.resolve_expr(target[1], target[2], d.type_text[9:])
            if value is not None and value[0] in ("def", "local", "attr"):
                return self._class_alias(value)
        return found

    def _literal_extension(self, path: str, scope: int, of: str, name: str):
        """The function `name` is bound to in the scope where it extends the literal type `of` (LanguageSpec.
        literal_receivers: Kotlin's `"/".toPath()` of an imported `fun String.toPath()`), else None."""
        if name in self.spec_of(path).runtime_members.get(of, ()):
            return None   # `n and 0xff` of an `n: Int`: the runtime's member, whatever extension of the name there is
        bound = self.resolve_name(path, scope, name)
        if bound is None or bound[0] != "def":
            return None
        defs = self.tables[bound[1]].definitions
        d = defs[bound[2]]
        if _extends(d.signature, of, name):
            return bound
        if d.parent == NO_PARENT:   # an overload of the name beside it (`fun UInt.hi()`, `fun Int.hi()`: both imported)
            for i, other in enumerate(defs):
                if other.name == name and other.parent == NO_PARENT and i != bound[2] and \
                        other.kind in FUNCTION_KINDS and _extends(other.signature, of, name):
                    return ("def", bound[1], i)
        return None

    def _runtime_receiver_member(self, path: str, scope: int, name: str) -> bool:
        """Whether an unbound name in a lambda passed to a runtime function (LanguageSpec.runtime_receivers:
        Kotlin's `buildString { append(x) }`) is a member of the runtime type that function's lambda receives
        (its StringBuilder's `append`), the nearest such lambda around the site."""
        defs = self.tables[path].definitions
        s = scope
        while s != NO_PARENT:
            d = defs[s]
            if d.local and d.type_text.startswith("dsl:") and \
                    (found := self._runtime_lambda(path, d, name)) is not None:
                return found
            s = d.parent
        return False

    def _runtime_lambda(self, path: str, d, name: str) -> bool | None:
        """For a lambda `d` passed to a function: None where the function is no runtime one of
        LanguageSpec.runtime_receivers (or the repository binds its name), else whether `name` is a member of the
        runtime type its lambda receives (`buildString`: StringBuilder's `append`)."""
        spec = self.spec_of(path)
        receives = spec.runtime_receivers.get(d.type_text[4:])
        if receives is None or self.resolve_name(path, d.parent, d.type_text[4:]) is not None:
            return None
        return name in spec.runtime_members.get(receives, ())

    def _is_top_level_function(self, target) -> bool:
        d = self.tables[target[1]].definitions[target[2]]
        return d.parent == NO_PARENT and d.kind in FUNCTION_KINDS

    def _imported_extension(self, path: str, scope: int, target, name: str):
        """An extension function a member lookup found (the owner index keeps one per type and name), or, where the
        scopes around the site bind the name to another top-level function of that name that extends the same
        type (an import of another package's: `import org.jetbrains.exposed.v1.r2dbc.insert`), that one."""
        bound = self.resolve_name(path, scope, name)
        if bound is None or bound[0] != "def" or bound == target or not self._is_top_level_function(bound):
            return target
        self.owner_index()
        owner = self._owner_of.get((target[1], target[2]))
        # (the type each extends, as the owner index attached them: `fun <T : Query> T.describe()` is no Table's)
        return bound if owner is not None and self._owner_of.get((bound[1], bound[2])) == owner else target

    @staticmethod
    def _number_type(spec, literal: str, default: str) -> str:
        """The runtime type of a number literal by its form (LanguageSpec.number_types: Kotlin's `5L` Long, `1.5`
        Double), else `default` (literal_receivers' for a digit)."""
        return next((t for pattern, t in spec.number_types if _compiled(pattern).search(literal)), default)

    def _member_extension(self, path: str, scope: int, recv, name: str):
        """A member extension (Kotlin: `private fun DMLTestsData.Sales.check(..)` declared in a class, `infix fun
        <T> Expression<T>.eq(t: T)` of a lambda's receiver) that the call `x.name()` reaches where no member of x's
        type has the name: the method `name` the scopes around the site bind, where its extension receiver is x's
        class or a base of it (a type parameter: its bound). None elsewhere."""
        if recv[0] != "inst":
            recv = self.instance_of(recv)   # a local holding it, an object's name (`D.Sales`)
            if recv is None or recv[0] != "inst":
                return None
        bound = self.resolve_name(path, scope, name)
        if bound is None or bound[0] != "def":
            return None
        d = self.tables[bound[1]].definitions[bound[2]]
        if d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or "." not in d.signature or \
                (m := _MEMBER_EXTENSION.search(d.signature)) is None or m.group(2).strip("`") != name:
            return None
        text = m.group(1).strip().rstrip("?")
        generic = _type_parameters(d.signature)
        if _generic_head(text) in generic:
            text = generic[_generic_head(text)]
            if not text:
                return None
        want = self.type_from_text(bound[1], d.parent, text)
        if want is None or want[0] != "inst" or not self._is_base_of(recv, want[1], want[2]):
            return None
        return bound

    def _metaclass(self, cls):
        """The class a class's declaration, or the first of its bases' that does, names as its metaclass
        (spec.metaclass_pattern), else None."""
        order = self._mro(cls[1], cls[2]) or ((cls[1], cls[2]),)
        for base in [("def", p, i) for p, i in order[:8]]:
            d = self.tables[base[1]].definitions[base[2]]
            m = _compiled(self.spec_of(base[1]).metaclass_pattern).search(d.signature) if d.signature else None
            if m is None:
                continue
            meta, _ = self.resolve_expr(base[1], d.parent, m.group(1))
            if meta is not None and meta[0] == "def" and meta != base and \
                    self.tables[meta[1]].definitions[meta[2]].kind in CLASS_KINDS:
                return meta
            return None
        return None

    def _made_member(self, made, name: str):
        """Member `name` of `made`, what a decorated class's decorators make of it (or its instance), else None; a
        lookup of the same already in progress (a cycle of decorated classes) gives None."""
        key = (made, name)
        if key in self._decorated_now:
            return None
        self._decorated_now.add(key)
        try:
            return self.member(made, name)[0]
        finally:
            self._decorated_now.discard(key)

    def _decorated(self, target):
        """_decorated_value of a function or class, memoised."""
        found = self._decorated_cache.get(target)
        return self._recall(found) if found is not None else \
            self._memo(self._decorated_cache, target, self._decorated_value, target)

    def _decorators(self, path: str) -> dict:
        """Function or class index -> its decorator sites in file `path`, innermost (last written) first: (receiver,
        name, whether called) (spec.decorated_values: a decorator site's arity is its call's number of arguments)."""
        found = self._decorators_by_path.get(path)
        if found is None:
            t = self.tables[path]
            defs = t.definitions
            found = {}
            for r in t.references:
                if r.kind == "decorator" and r.scope != NO_PARENT and r.line < defs[r.scope].name_line and \
                        (defs[r.scope].kind in FUNCTION_KINDS or defs[r.scope].kind in CLASS_KINDS):
                    found.setdefault(r.scope, []).insert(0, (r.receiver, r.name, r.arity >= 0))
            self._decorators_by_path[path] = found
        return found

    def _decorated_value(self, fn):
        """What the decorators of function fn make of it (spec.decorated_values), where that is an instance of a
        class of the repository: `@cache def f` with `def cache(func) -> Wrapper[T]` a Wrapper, `@group() def cli`
        with `def group() -> Callable[[F], Group]` a Group (what calling the call's result gives), `@Wrapper def f`
        a Wrapper. Read from the innermost decorator out; one whose result is anything else (an identity `-> F`, a
        library's, unknown) leaves the value as it was; a property's decorators are read elsewhere. None: f as it
        is."""
        path, i = fn[1], fn[2]
        self._reads(path)
        decorators = self._decorators(path).get(i)
        if not decorators:
            return None
        prop = self.spec_of(path).property_decorators
        if prop and any(_compiled(prop).search(name) for _, name, _ in decorators):
            return None
        value = None
        defs = self.tables[path].definitions
        awaited = defs[i].signature.startswith("async ")
        of_class = defs[i].kind in CLASS_KINDS
        for receiver, name, called in decorators:
            at = self._signature_scope(path, i, receiver.partition(".")[0] if receiver else name) \
                if defs[i].parent != NO_PARENT else defs[i].parent
            decorator, _ = self.resolve_expr(path, at, f"{receiver}.{name}" if receiver else name)
            if decorator is None or decorator[0] != "def":
                continue
            made = self._factory_applied(decorator, awaited) if called else self._applied(decorator, awaited)
            if made is not None and made[0] == ("def" if of_class else "inst") and \
                    self.tables[made[1]].definitions[made[2]].kind in CLASS_KINDS:
                value = made   # (a class: a class object, `-> type[StrawberryTypeFromPydantic[M]]`)
        return value

    def _declared_overloads(self, target) -> list[int]:
        """The declarations of function target a call chooses among, in written order: its same-named functions
        decorated `@overload` where it has some (not the implementation after them), else target alone."""
        path, i = target[1], target[2]
        others = self._same_named(path, i)
        if not others:
            return [i]
        decorators = self._decorators(path)
        return sorted(j for j in (i, *others) if any(n == "overload" for _, n, _ in decorators.get(j, ()))) or [i]

    def _first_argument_type(self, path: str, fn: int) -> str | None:
        """The declared type of function fn's first parameter an argument passes (after a method's `self`); None
        where its parameters are keyword-only (`def field(*, resolver: ..)`: no argument passed by place)."""
        params = self._parameter_rows(path, fn)
        signature = self.tables[path].definitions[fn].signature
        written = signature[signature.find("(") + 1:].lstrip()
        if params and params[0].name in self.spec_of(path).self_names:
            params = params[1:]
            written = written.partition(",")[2].lstrip()
        if written[:1] == "*" and written[1:].lstrip()[:1] in (",", ")"):
            return None
        return params[0].type_text if params else ""

    def _typed_as(self, path: str, fn: int, text: str, pattern: str) -> bool:
        """Whether a parameter type `text` of function fn matches the regular expression `pattern` (a LanguageSpec
        field; "": none matches), or the type alias it names does (strawberry's `resolver: _RESOLVER_TYPE_ASYNC[T]`,
        `_RESOLVER_TYPE_ASYNC: TypeAlias = Callable[.., Coroutine[Any, Any, T]] | ..`)."""
        if not pattern:
            return False
        pattern = _compiled(pattern)
        if pattern.search(text):
            return True
        head = text.strip("\"' ").partition("[")[0]
        if not _is_dotted(head):
            return False
        named = self._alias_of(path, self.tables[path].definitions[fn].parent, head)
        return named is not None and pattern.search(named[2]) is not None

    def _applied(self, decorator, awaited: bool, depth: int = 0):
        """What a decorator (a function, a class, an instance with a `__call__`) applied to a function gives: of a
        function's overloads, the first whose first parameter takes it (one taking coroutine functions only,
        spec.coroutine_parameter, only an `async def`, `awaited`: anyio's `cache` gives its AsyncLRUCacheWrapper for
        those, functools' wrapper for the others)."""
        if decorator is None or depth > 4:
            return None
        if decorator[0] == "inst":
            method = self._call_method(decorator)
            return self._applied(method, awaited, depth + 1) if method is not None else None
        if decorator[0] != "def":
            return None
        path = decorator[1]
        if self.tables[path].definitions[decorator[2]].kind not in FUNCTION_KINDS:
            return self.call_result(decorator)   # a class: its instance
        defs = self.tables[path].definitions
        spec = self.spec_of(path)
        for j in self._declared_overloads(decorator):
            first = self._first_argument_type(path, j)
            # (an overload taking no value, `func: None = None`, is the one a factory call reads: faststream's
            # subscriber `__call__`)
            if first is not None and first.strip("\"' ") not in spec.none_types and \
                    (awaited or not self._typed_as(path, j, first, spec.coroutine_parameter)):
                # (a result inferred from several returns is not read: pyright takes a decorator whose result is
                # partly unknown for one leaving the function as it is: celery's `@shared_task`, returning a Proxy
                # or a function; one return is: hypothesis's test helper `def accept(f): return
                # runner.new_shrinker(..)`, whose `@shrinking_from(..) def shrinker` is a Shrinker)
                text = defs[j].type_text
                return self.call_result(("def", path, j), 1) if text and not text.startswith("ret:any:") else None
        return None

    def _factory_applied(self, factory, awaited: bool):
        """What the result of calling `factory` (`@lru_cache(maxsize=3)`, `@group()`) applied to a function gives:
        of its overloads, the first whose first parameter takes no function (spec.function_parameter: those are
        applied to the function themselves), declared to return a function type (`-> Callable[[F], Group]`: its
        result) or an instance (`-> _LRUCacheWrapper`: applied as a decorator); a class's instance applied so; else
        None."""
        if factory[0] != "def":
            return None
        path = factory[1]
        defs = self.tables[path].definitions
        if defs[factory[2]].kind not in FUNCTION_KINDS:
            return self._applied(self.call_result(factory), awaited)
        functions = self.spec_of(path).function_parameter
        for j in self._declared_overloads(factory):
            first = self._first_argument_type(path, j)
            if first is not None and self._typed_as(path, j, first, functions):
                continue
            text = defs[j].type_text
            if not text or text.startswith("ret:any:"):
                return None   # (inferred from several returns: as _applied)
            if text.startswith("ret:"):   # one return: the function it gives, applied (`return accept`)
                given = self.resolve_expr(path, j, text[9:])[0] \
                    if text.startswith("ret:expr:") and _is_dotted(text[9:]) else None
                made = self._applied(given, awaited) if given is not None and given[0] == "def" and \
                    self.tables[given[1]].definitions[given[2]].kind in FUNCTION_KINDS else None
                return made if made is not None and made[0] != "ext" else None
            result = _function_result(_function_alternative(text))
            made = (self._class_object_value(path, self._result_scope(path, j), result) or
                    self.type_from_text(path, self._result_scope(path, j), result)) if result else \
                self._applied(self.call_result(("def", path, j), 1), awaited)
            if made is not None and made[0] != "ext":
                return made   # (a library's, `-> t.Any` of click's Group.__call__: the next overload)
        return None

    def _metaclass_member(self, cls, name: str):
        """The member `name` of class cls's metaclass (_metaclass), unless every class has it from the root class
        (spec.root_members: `cls.__new__(cls)` is object's); else None."""
        if name in self.spec_of(cls[1]).root_members:
            return None
        meta = self._metaclass(cls)
        return self.class_member(meta[1], meta[2], name) if meta is not None else None

    def _result_constructor(self, cls):
        """The class's own method whose declared result is what calling the class gives (spec.result_constructor:
        Python's `__new__`, with a declared result), else None."""
        made = self.spec_of(cls[1]).result_constructor
        if not made:
            return None
        new = self.scopes(cls[1])["names"].get(cls[2], _EMPTY).get(made)
        if new is None or new[0] != "def" or new[1] != cls[1]:
            return None
        d = self.tables[new[1]].definitions[new[2]]
        if d.kind not in FUNCTION_KINDS or not d.type_text or d.type_text.startswith("ret:") or \
                d.type_text.strip("\"' ").rpartition(".")[2] in self.spec_of(cls[1]).self_type_names:
            return None   # (`-> Self`: an instance of the class, as with no declared result: alembic's _InspectorConv)
        return new

    def call_result(self, target, depth: int = 0):
        if target is None:
            return None
        if target[0] == "union" and depth < 8:
            # calling a value of a union: what its alternatives that can be called give (mitmproxy's `flow()` of
            # `flow = Placeholder(HTTPFlow)`, `-> T | _Placeholder[T]`: the _Placeholder's __call__)
            results = [r for a in target[1] if (r := self.call_result(a, depth + 1)) is not None]
            results = list(dict.fromkeys(results))
            return (results[0] if len(results) == 1 else ("union", tuple(results))) if results else None
        if target[0] == "def":
            d = self.tables[target[1]].definitions[target[2]]
            if d.kind in CLASS_KINDS:
                new = self._result_constructor(target) if depth < 8 else None
                if new is not None and (found := self.call_result(new, depth + 1)) is not None and \
                        found[0] != "ext":
                    return found   # Python: what the class's own `__new__` declares it returns
                return ("inst", target[1], target[2])
            if d.kind in FUNCTION_KINDS and d.type_text.startswith("ret:"):   # inferred from its returns
                if depth >= 8:
                    return None
                found = self._returns_cache.get(target)
                if found is not None:   # in progress: a function returning a call of itself (a CYCLE, None)
                    return self._recall(found)
                return self._memo(self._returns_cache, target, self._inferred_result, target, d)
            if d.kind == "constant" and d.parent != NO_PARENT and \
                    self.tables[target[1]].definitions[d.parent].kind == "enum" and \
                    self.spec_of(target[1]).variant_constructors:   # Rust `Error::Io(e)`: an Error
                return ("inst", target[1], d.parent)
            if d.kind == "type" and self.spec_of(target[1]).defined_types:   # Go `AtomicInt(100)`, `new(Args)`
                return self._defined_instance(target, d)
            if d.kind in FUNCTION_KINDS and d.type_text:
                spec = self.spec_of(target[1])
                made = _element_type(d.type_text, spec.class_object_types, spec) if spec.class_object_types else ""
                made = made.strip("\"'")
                if made.endswith("]"):   # marimo's `def create() -> type[TableManager[Any]]`: the generic class
                    made = made.partition("[")[0]
                if made and _is_dotted(made):
                    # `def get_by_dialect(cls, d) -> type[DefaultImpl]`: the class object, which calling again makes
                    # an instance of (alembic's `DefaultImpl.get_by_dialect(dialect)(..)`)
                    cls, _ = self.resolve_expr(target[1], self._result_scope(target[1], target[2]), made)
                    if cls is not None and cls[0] == "def" and \
                            self.tables[cls[1]].definitions[cls[2]].kind in CLASS_KINDS:
                        return cls
                member = self._indexed_function(target, d) if spec.indexed_access and depth < 8 else None
                if member is not None:
                    return member
                # (at the call's depth: `old = f` / `f = lambda: old()` calls itself through the alias)
                found = self.type_from_text(target[1], self._result_scope(target[1], target[2]), d.type_text, depth)
                if found is None and depth == 0:
                    # `@overload def f(x: None) -> None` first: what another declaration of f gives (the last
                    # first: the implementation's `-> ProperType | None`)
                    for other in self._same_named(target[1], target[2]):
                        o = self.tables[target[1]].definitions[other]
                        found = self.type_from_text(target[1], o.parent, o.type_text) if o.type_text else None
                        if found is not None:
                            break
                if (found is None or found[0] == "ext") and _function_result(d.type_text):
                    # declared to return a function (`func f() func(a A) R`): a value that calling gives R; Python's
                    # `-> Callable[[LF], Loop[LF]]` too, which reads as the typing module's Callable otherwise
                    # (discord.py's `tasks.loop(seconds=1)(coro).start()`)
                    return ("local", target[1], d.parent, d.type_text)
                if (found is None or found[0] == "ext") and _is_annotation(d.type_text):
                    spec = self.spec_of(target[1])
                    if _element_type(d.type_text, spec.iterable_types, spec) or \
                            _element_type(d.type_text, spec.mapping_types, spec):
                        # declared to return a collection (`static getQueries(): Meta[]`): a value declared so, whose
                        # elements `getQueries().find(..)`, `getQueries()[0]` give; also a library's collection
                        # type, which names an import (mkdocs' `-> Sequence[File]`, `-> Mapping[str, Page]`)
                        return ("local", target[1], self._result_scope(target[1], target[2]), d.type_text)
                return found
            if d.kind == "property" and d.type_text.startswith("expr:"):
                cls = self._class_alias(target)   # `class B: ResultConsumer = ResultConsumer`, `self.ResultConsumer()`
                if cls is not None:
                    return ("inst", cls[1], cls[2])
            if d.kind == "property" and d.type_text and self.spec_of(target[1]).record_accessors and \
                    not d.type_text.startswith(_VALUE_TYPES):
                # Java `record Point(Bar helper)`: `p.helper()` calls the component's accessor, which gives the
                # component (no field of Java can be called otherwise)
                return self.type_from_text(target[1], d.parent, d.type_text)
            if d.kind in ("variable", "constant", "property") and d.type_text.startswith("expr:") and depth < 8:
                # `PluginAlias = Plugin`: calling the alias calls what it names (a class attribute too:
                # `captureclass = staticmethod(StdCapture)`, `self.captureclass()` calls StdCapture)
                aliased, _ = self.resolve_expr(target[1], d.parent, d.type_text[5:])
                return self.call_result(aliased, depth + 1)
        if target[0] == "ext":
            return target
        if target[0] in ("local", "attr") and target[3] and target[3].startswith("cb:") and depth < 8 and \
                self.spec_of(target[1]).function_type_results:
            # a callback's parameter typed by a library's function type (`(queryCache) => queryCache().getAll()`
            # passed for `callback: (queryCache: Accessor<QueryCache>) => T`): what calling it gives
            value = self.type_from_text(target[1], target[2], target[3])
            if value is not None and value[0] == "local" and value != target and \
                    not value[3].startswith(_VALUE_TYPES):
                return self.call_result(value, depth + 1)
            if value is not None and value[0] == "inst" and \
                    (d := self.tables[value[1]].definitions[value[2]]).kind == "type" and d.type_text:
                # typed by the repository's alias of a function type (redux-toolkit's `middleware: (gDM) =>
                # gDM().concat(..)` for `(getDefaultMiddleware: GetDefaultMiddleware<S>) => M`, `type
                # GetDefaultMiddleware<S> = <O ..>(options?: O) => Tuple<..>`): what that type returns
                result = _function_result(_function_alternative(_called_part(d.type_text)))
                if result:
                    return self.type_from_text(value[1], d.parent, result, depth + 1)
        if target[0] in ("local", "attr") and target[3] and target[3].startswith("ret:") and depth < 8:
            # a getter (Solid `const c = createMemo(() => resolveClient())`, map's accessor_calls): what it returns;
            # a partial (`cc = partial(compile_cell, cell_id="0")`: "ret:call:compile_cell")
            return self.type_from_text(target[1], target[2], target[3][4:], depth + 1)
        if target[0] == "def" and depth < 8 and (d := self.tables[target[1]].definitions[target[2]]).kind in \
                ("variable", "constant", "property") and d.type_text.startswith("ret:call:"):
            # a module's or class's partial (marimo's `compile_cell = partial(compiler.compile_cell, ..)`)
            return self.type_from_text(target[1], d.parent, d.type_text[4:], depth + 1)
        if target[0] in ("local", "attr") and target[3] and target[3].startswith("expr:") and depth < 8:
            # `get_token = tokenizer.get_token`, `get_token(e)`: what calling the function (a bound method) gives
            aliased, _ = self.resolve_expr(target[1], target[2], target[3][5:])
            if aliased is not None and aliased[0] == "def" and aliased != target and \
                    self.tables[aliased[1]].definitions[aliased[2]].kind in FUNCTION_KINDS:
                return self.call_result(aliased, depth + 1)
        if target[0] in ("def", "local", "attr") and depth < 8:
            # a value declared with a function type (`make: () => QB`, `expression: string | ((ds: DS) => QB)`,
            # a parameter `f: (x: number) => QB`): what that type returns
            declared = self.declared_type(target)
            result = _function_result(_function_alternative(declared[2])) if declared is not None else ""
            if not result and declared is not None and self.spec_of(declared[0]).defined_types:
                # Go `type GenericMethodFunc func(..) *MethodInfo`: a value of a named function type
                named = self._alias_of(*declared)
                if named is not None and _function_result(named[2]):
                    declared, result = named, _function_result(named[2])
            elif not result and declared is not None and (typeof := self.spec_of(declared[0]).value_type_operator) \
                    and declared[2].startswith(typeof) and _is_dotted(declared[2][len(typeof):].strip()):
                # `createElement: typeof createElement`: what calling that function gives
                function, _ = self.resolve_expr(declared[0], declared[1], declared[2][len(typeof):].strip())
                if function is not None and function != target:
                    return self.call_result(function, depth + 1)
            elif not result and declared is not None:
                # `createApp: CreateAppFunction<Element>` with `type CreateAppFunction<H> = (..) => App<H>`: what
                # the alias's function type returns
                for _ in range(4):
                    head = _generic_head(_without_none(declared[2], self.spec_of(declared[0])))
                    named = self._alias_of(declared[0], declared[1], head)
                    if named is None:
                        break
                    written, declared = declared, named
                    result = _function_result(_function_alternative(_called_part(named[2])))
                    if result and _is_identifier(result):
                        # `type ValueAccessor<T> = (() => T) & {..}`, `accessor: ValueAccessor<Result<D>>`: T is
                        # the argument at its place, read where it was written
                        found = self._alias_argument(written, head, named, result)
                        if found is not None:
                            declared, result = found, found[2]
                    if result:
                        break
                if not result and (results := self.spec_of(declared[0]).function_type_results):
                    result = self._library_function_result(declared, results)
            if result:
                return self.type_from_text(declared[0], declared[1], result, depth + 1)
            if declared is not None and (pattern := self.spec_of(declared[0]).indexed_access) and \
                    (indexed := _compiled(pattern).match(declared[2])) is not None:
                # jest's `interface Jest { fn: ModuleMocker['fn'] }`: calling `jest.fn(impl)` calls that method of
                # the class (its declared result, `Mock<T>`)
                holder = self.type_from_text(declared[0], declared[1], indexed.group(1), depth + 1)
                method = self.member(holder, indexed.group(2))[0] if holder is not None else None
                if method is not None and method[0] == "def" and method != target and \
                        self.tables[method[1]].definitions[method[2]].kind in FUNCTION_KINDS:
                    return self.call_result(method, depth + 1)
            made = self._class_object(declared) if declared is not None else None
            if made is not None:   # `cls: type[C]`, `cls()`: a C
                found = self.type_from_text(*made, depth + 1)
                held = target[3] if target[0] in ("local", "attr") else \
                    self.tables[target[1]].definitions[target[2]].type_text if target[0] == "def" else ""
                if found is None and _is_identifier(made[2]) and \
                        (_is_annotation(held) or held.startswith("expr:") and _is_dotted(held[5:])):
                    # a parameter `config_class: type[SomeConfig]` of `SomeConfig = TypeVar('SomeConfig',
                    # bound=Config)` (or piccolo's `self.table_class = table_class`): calling it gives a value of the
                    # type variable, which has its bound's members (mkdocs' test helpers); not a call's result `->
                    # type[S]` whose S no argument binds (ibis' `node = cls._make_node(..)`: pyright's Unknown)
                    bound = self._type_variable_value(*made)
                    if bound is not None and bound[0] in ("inst", "union"):
                        return bound
                return found
            if target[0] != "def":
                cls = self._class_alias(target)
                if cls is not None:   # `Mint = Model[int]`, `Mint(x=1)`: a Model
                    return ("inst", cls[1], cls[2])
                held = self.instance_of(target)
                if held is not None and held[0] == "def" and \
                        self.tables[held[1]].definitions[held[2]].kind in CLASS_KINDS:
                    return ("inst", held[1], held[2])   # `B = get_backend()`, `B()`: the class object's instance
        if target[0] in ("def", "local", "attr", "inst") and depth < 8:
            method = self._call_method(target)
            if method is not None:   # `r(x)` of an `r: Runner`: what Runner.__call__ (or an overload of it) returns;
                # declared as a type parameter of its class (mitmproxy's `flow = Placeholder(HTTPFlow)`, `flow()` of
                # `def __call__(self) -> T`): what the instance binds it to
                return self._parameter_result(target, method) or self.call_result(method, depth)
            held = self.instance_of(target) if target[0] in ("local", "attr") else None
            if held is not None and held[0] == "union":
                return self.call_result(held, depth + 1)
        return None

    def _library_function_value(self, value: tuple) -> bool:
        """Whether `value` (("local" | "attr", path, scope, type text), type_from_text's) is one declared with a
        library's function type (LanguageSpec.function_type_results: Solid's `Accessor<QueryCache>`)."""
        results = self.spec_of(value[1]).function_type_results
        return bool(results) and bool(value[3]) and \
            bool(self._library_function_result((value[1], value[2], value[3]), results))

    def _library_member(self, target, name: str):
        """Member `name` of a value declared with a library's generic type whose member holds a type argument
        (LanguageSpec.member_type_arguments: React's `r.current` of a `RefObject<Editor>`; any member, "*": `o.x` of a
        `Record<string, Editor>`), as ("local", path, scope, that argument's text); None where the value is declared
        otherwise, or the type is the repository's."""
        if not self.spec_of(target[1]).member_type_arguments:
            return None
        if target[0] == "def":
            d = self.tables[target[1]].definitions[target[2]]
            declared = (target[1], self._result_scope(target[1], target[2]), d.type_text)
        else:
            declared = (target[1], target[2], target[3])
        # (a type as written only: a value read through others is typed where its own member is asked)
        if not declared[2] or declared[2].startswith(_VALUE_TYPES):
            return None
        dspec = self.spec_of(declared[0])
        text = _without_none(declared[2], dspec)   # `RefObject<Editor> | null`
        if not text.endswith(">"):
            return None
        head = _generic_head(text)
        for _ in range(4):   # `Partial<Record<K, V>>`: the wrapped type's
            wrapped = _type_arguments_of(text, head) if head in dspec.element_wrappers and text.endswith(">") else ()
            if not wrapped:
                break
            text = _without_none(wrapped[0], dspec)
            head = _generic_head(text)
        held = dspec.member_type_arguments.get(head.rpartition(".")[2], {})
        at = held.get(name, held.get("*"))
        if at is None or not text.endswith(">"):
            return None
        named, _ = self.resolve_expr(declared[0], declared[1], head) if _is_dotted(head) else (None, False)
        if named is not None and named[0] != "ext":
            return None
        arguments = _type_arguments_of(text, head)
        return ("local", declared[0], declared[1], arguments[at]) if at < len(arguments) and arguments[at] else None

    def _library_function_result(self, declared: tuple, results: dict) -> str:
        """The result type of calling a value declared with a library's generic function type
        (LanguageSpec.function_type_results: Solid's `queryCache: Accessor<QueryCache>`, `queryCache()` a
        QueryCache): the type argument at its place; "" where the name is none of those, or the repository's."""
        found = self._library_generic(declared, results)
        if found is None:
            return ""
        at, arguments = found
        return arguments[at] if at < len(arguments) else ""

    def _library_generic(self, declared: tuple, table: dict):
        """(table's entry, the type arguments) for a value declared with a library's generic type named in `table`
        (by its last name: `Accessor<QueryCache>`, `TypedUseSelectorHook<RootState>`); None where the type is none of
        those, has no arguments, or is the repository's own of that name."""
        text = _without_none(declared[2], self.spec_of(declared[0]))
        head = _generic_head(text)
        entry = table.get(head.rpartition(".")[2])
        if entry is None or not text.endswith(">"):
            return None
        named, _ = self.resolve_expr(declared[0], declared[1], head) if _is_dotted(head) else (None, False)
        if named is not None and named[0] != "ext":
            return None
        return entry, _type_arguments_of(text, head)

    def _library_function_type(self, declared: tuple):
        """(path, scope, the function type) a value declared with a library's generic function type stands for
        (LanguageSpec.library_function_types: react-redux's `TypedUseSelectorHook<RootState>`), its type arguments
        put in, read where the type was written; None where the name is none of those, or the repository's."""
        types = self.spec_of(declared[0]).library_function_types
        found = self._library_generic(declared, types) if types else None
        if found is None:
            return None
        (parameters, function), arguments = found
        if len(arguments) != len(parameters):
            return None
        for name, argument in zip(parameters, arguments):
            function = re.sub(rf"(?<![\w$]){re.escape(name)}(?![\w$])", lambda _m, a=argument: a, function)
        return declared[0], declared[1], function

    def _alias_argument(self, written: tuple, head: str, alias: tuple, name: str):
        """(path, scope, text) of the type argument `written` (a type text naming the generic alias `head`) gives the
        alias's type parameter `name`, where it was written; None where `name` is none of its parameters, or no
        argument is given at its place."""
        found = self._definition_named(alias[0], alias[1], head.rpartition(".")[2]) if "." in head else \
            self._definition_named(written[0], written[1], head)
        if found is None:
            return None
        d = found[1]
        parameters = _alias_parameters(d.signature, d.name)
        if name not in parameters:
            return None
        arguments = _type_arguments_of(written[2], head)
        at = parameters.index(name)
        return (written[0], written[1], arguments[at]) if at < len(arguments) and arguments[at] else None

    def _call_method(self, target):
        """The method calling the instance a value holds calls (its class's `__call__`: the language's
        call_methods), as a definition target; None where the value holds no instance or its class has none."""
        if target[0] == "def" and self.tables[target[1]].definitions[target[2]].kind in CLASS_KINDS | FUNCTION_KINDS:
            return None
        inst = target if target[0] == "inst" else self.instance_of(target)
        if inst is None or inst[0] != "inst":
            return None
        if not self.spec_of(inst[1]).call_methods:
            if self.tables[inst[1]].definitions[inst[2]].kind != "interface":
                return None
            # an interface's call signatures (hono's `use!: MiddlewareHandlerInterface<E, S>`: `app.use(..).get(..)`):
            # the first, as the anonymous function the map records for it with its declared result
            signatures = self._call_signatures(inst[1], inst[2])
            return ("def", inst[1], signatures[0]) if signatures else None
        for name in self.spec_of(inst[1]).call_methods:
            method = self.class_member(inst[1], inst[2], name)
            if method is not None and method[0] == "def" and \
                    self.tables[method[1]].definitions[method[2]].kind in FUNCTION_KINDS:
                return method
        return None

    def _class_bound_result(self, path: str, scope: int, given: str, callee_text: str, at: int | str = 0):
        """`client.get_integration(FlaskIntegration)` where get_integration (or a same-named overload) is declared
        `(self, c: type[I]) -> Optional[I]`, I a type variable: an instance of the class the argument names; else
        None. `at`: the argument's place (`query_one("#id", Static)` with an overload `(self, selector: str,
        expect_type: type[Q]) -> Q`: 1)."""
        callee, _ = self.resolve_expr(path, scope, callee_text)
        return self._class_bound_call(path, scope, given, callee, at)

    def _class_bound_call(self, path: str, scope: int, given: str, callee, at: int | str = 0):
        """_class_bound_result for a resolved callee."""
        if callee is not None and callee[0] == "local" and callee[3].startswith("prop:"):
            # `({ getActiveModel }: ActionContext) => getActiveModel(Collection)`: the property destructured
            callee = self._destructured_property(callee)
        if callee is not None and callee[0] == "ext":
            # a library's factory of instances of the class passed (LanguageSpec.class_bound_factories)
            if self.spec_of(path).class_bound_factories.get(callee[1], -1) != at:
                return None
            cls, _ = self.resolve_expr(path, scope, given)
            return ("inst", cls[1], cls[2]) if cls is not None and cls[0] == "def" and \
                self.tables[cls[1]].definitions[cls[2]].kind in CLASS_KINDS else None
        if callee is None or callee[0] != "def":
            return None
        cpath = callee[1]
        defs = self.tables[cpath].definitions
        if defs[callee[2]].kind in CLASS_KINDS:
            return self._class_bound_instance(path, scope, given, callee, at)
        if defs[callee[2]].kind not in FUNCTION_KINDS:
            return self._class_bound_function_type(path, scope, given, callee, at)
        spec = self.spec_of(cpath)
        for j in [callee[2]] + self._same_named(cpath, callee[2]):
            o = defs[j]
            result = _without_none(o.type_text.strip("\"'"), spec)
            params = self._value_parameters(cpath, j)
            place = at if isinstance(at, int) else self._parameter_place(cpath, j, at, len(params))
            if place is None or len(params) <= place:
                continue
            param = params[place].strip("\"'")
            # `objcls: type[T]`; or `objcls: Callable[P, T]` (scrapy's `build_from_crawler(MyMiddleware, crawler)`):
            # a class passed where its call's result is T, an instance of it
            bound = _element_type(param, spec.class_object_types, spec) or _function_result(param)
            if not bound and "|" in param:   # litestar's `get(self, type_: type[PluginT] | str) -> PluginT`
                bound = next((b for alternative in split_top(param, "|")
                              if (b := _element_type(alternative, spec.class_object_types, spec))), "")
            if not bound:
                continue
            # the result, or each alternative of a union result (mitmproxy's `Placeholder(cls: type[T]) -> T |
            # _Placeholder[T]`), that is the type variable or a generic class of it
            alternatives = []
            for alternative in (split_top(result, "|") if "|" in result else [result]):
                generic = _GENERIC_HEAD.match(alternative) if alternative != bound else None
                arguments = _subscript_arguments(alternative, generic.group(1)) if generic else ()
                if alternative == bound or bound in arguments:
                    alternatives.append((generic, arguments))
                elif not arguments and _element_type(alternative, spec.iterable_types, spec) == bound:
                    alternatives.append((None, None))   # TypeScript `T[]`, `Array<T>`: a collection of them
            if not alternatives:
                continue
            if spec.type_variable_word:
                tvar, _ = self.resolve_expr(cpath, o.parent, bound)
                if tvar is None or tvar[0] != "def":
                    continue
                word = self.spec_of(tvar[1]).type_variable_word   # `I = TypeVar("I")`
                if word not in self.tables[tvar[1]].definitions[tvar[2]].type_text:
                    continue
            elif not self._type_parameter_of(cpath, j, bound):
                continue   # TypeScript `make<T extends Model>(c: new () => T): T`: a type parameter of its own
            found = []
            for generic, arguments in alternatives:
                if arguments is None:   # `getAll<T extends Model>(c: new () => T): T[]`: an array of the class given
                    made = self.type_from_text(path, scope, given)
                    if made is not None and made[0] == "inst":
                        found.append(("local", path, scope, f"{given}[]"))
                elif generic and generic.group(1).rpartition(".")[2] in spec.iterable_types and len(arguments) == 1:
                    # `results(self, t: type[E]) -> Iterator[E]`: a collection of the class given, read where it is
                    found.append(("local", path, scope, f"{generic.group(1).rpartition('.')[2]}[{given}]"))
                elif generic:   # `query(self, s: type[Q]) -> DOMQuery[Q]`: a DOMQuery whose Q is the class given
                    made, _ = self.resolve_expr(cpath, self._result_scope(cpath, j), generic.group(1))
                    if made is not None and made[0] == "def" and \
                            self.tables[made[1]].definitions[made[2]].kind in CLASS_KINDS:
                        found.append(("inst", made[1], made[2], (path, scope, tuple(given if a == bound else ""
                                                                                    for a in arguments))))
                else:
                    made = self.type_from_text(path, scope, given)
                    if made is not None and made[0] == "inst":
                        found.append(made)
            return (found[0] if len(found) == 1 else ("union", tuple(found))) if found else None
        return None

    def _destructured_property(self, local):
        """The member a name destructured from a typed value is (`({ pols }: Ctx) => ..`, the local's "prop:pols:Ctx"),
        as a target; None where its holder or the member is not found."""
        _, key, source = local[3].split(":", 2)
        holder = self.type_from_text(local[1], local[2], source, 1)
        return self.member(holder, key)[0] if holder is not None else None

    def _class_bound_function_type(self, path: str, scope: int, given: str, callee, at: int | str = 0):
        """_class_bound_call for a property or variable declared with a generic function type (outline's
        `getActiveModel: <T extends Model>(modelClass: new (...args: never[]) => T) => T | undefined`): an instance
        of the class given where the parameter at `at` is a constructor (or class object) of a type parameter of
        that function type and its result is that parameter; else None."""
        d = self.tables[callee[1]].definitions[callee[2]]
        text = d.type_text.strip()
        if not isinstance(at, int) or d.kind not in ("property", "variable", "constant") or \
                not text.startswith("<") or (end := _type_parameters_end(text)) < 0:
            return None
        spec = self.spec_of(callee[1])
        parameters = {p.strip().split()[0] for p in split_top(text[1:end - 1], ",") if p.strip()}
        listed = text[end:].lstrip()
        close = closing(listed) if listed.startswith("(") else -1
        params = [part.partition(":")[2].strip().replace("=~", "=>")   # (`=>` read without its `>`, then back)
                  for part in _type_arguments(f"<{listed[1:close].replace('=>', '=~')}>")] if close > 0 else []
        if at >= len(params):
            return None
        param = params[at]
        bound = _element_type(param, spec.class_object_types, spec) or _function_result(param)
        result = _without_none(_function_result(text), spec)
        if not bound or bound not in parameters:
            return None
        if result != bound:   # `getActiveModels: <T extends Model>(c: new (..) => T) => T[]`: an array of the class
            if _element_type(result, spec.iterable_types, spec) != bound:
                return None
            made = self.type_from_text(path, scope, given)
            return ("local", path, scope, f"{given}[]") if made is not None and made[0] == "inst" else None
        made = self.type_from_text(path, scope, given)
        return made if made is not None and made[0] == "inst" else None

    def _shaped_call(self, path: str, scope: int, text: str):
        """(the overload picked, the callee's text) of a "shp:PLACE:KEYS:CALLEE" value (LanguageSpec.shaped_overloads;
        None where the callee has no overloads or none takes the literal)."""
        parts = text.split(":", 3)
        if len(parts) < 4 or not parts[1].isdigit():
            return None, parts[-1]
        _, at, keys, callee_text = parts
        callee, _ = self.resolve_expr(path, scope, callee_text)
        if callee is None or callee[0] != "def":
            return None, callee_text
        return self._overload_by_shape(callee, int(at), keys), callee_text

    def _overload_by_shape(self, callee, at: int, keys: str):
        """Of function `callee` and the functions declared with its qualified name in its file (TypeScript
        overloads, the implementation's signature left out), in their order, the first whose parameter at place
        `at` requires no property but those of `keys` (joined by "+": an object literal's); None where it has no
        overloads or none fits."""
        key = (callee[1], callee[2], at, keys)
        found = self._shaped.get(key)
        if found is not None:
            return self._recall(found)
        return self._memo(self._shaped, key, self._shaped_overload, callee, at, keys)

    def _shaped_overload(self, callee, at: int, keys: str):
        cpath, ci = callee[1], callee[2]
        defs = self.tables[cpath].definitions
        others = self._same_named(cpath, ci) if defs[ci].kind in FUNCTION_KINDS else []
        if not others:
            return None
        given = set(keys.split("+")) if keys else set()
        for j in sorted([ci] + others):
            if not defs[j].type_text or defs[j].type_text.startswith(_VALUE_TYPES):
                continue   # the implementation (its result inferred): no signature a caller sees
            param = _argument_parameter(self._value_parameters(cpath, j), at)
            if not param or self._required_properties(cpath, j, param, 0) <= given:
                return ("def", cpath, j)
        return None

    def _required_properties(self, path: str, scope: int, text: str, depth: int) -> frozenset:
        """The properties a value of type `text` must have, as far as written in the repository: the members of its
        object type literals without `?`, through intersections and type aliases (`Omit<O, 'k'> & {initialData: D;
        queryFn?: F}`: initialData); nothing of an interface, a utility type or a library's type."""
        required: set = set()
        for part in split_top(text.replace("=>", "=~"), "&"):
            if part.startswith("{") and part.endswith("}"):
                required.update(_required_members(part[1:-1]))
            elif depth < 4 and _is_identifier(_generic_head(part)):
                alias = self._alias_of(path, scope, part)
                if alias is not None:
                    required.update(self._required_properties(*alias, depth + 1))
        return frozenset(required)

    def _argument_typed(self, path: str, scope: int, callee, written: list, overloads: bool = True):
        """What calling `callee` with the argument texts `written` gives where it (or a same-named overload) is
        declared to return a type parameter of its own that types one of its parameters (Java `<T> T verify(T
        mock)`, LanguageSpec.argument_typed_results): the instance the argument at that place is; else None.
        A parameter declared a collection of it (TypeScript `first<T>(xs: T[]): T | undefined`): an element of the
        argument there."""
        cpath, ci = callee[1], callee[2]
        defs = self.tables[cpath].definitions
        if defs[ci].kind not in FUNCTION_KINDS:
            return None
        locs = self.tables[cpath].locals
        spec = self.spec_of(cpath)
        for j in [ci] + (self._same_named(cpath, ci) if overloads else []):   # (or the overload picked by arity)
            result = _without_none(defs[j].type_text.strip(), spec)
            if result.startswith("ret:expr:") and spec.call_site_results:
                # an unannotated function returning one of its unannotated parameters (faststream's test helper
                # `def patch_broker(self, broker): return broker`): the argument passed there, as pyright infers
                # the call's result from the arguments of the call
                named: list = []
                params = self._value_parameters(cpath, j, named)
                place = next((k for k, n in enumerate(named) if n == result[9:] and not params[k]), None)
                if place is None or place >= len(written):
                    continue
                value, _ = self.resolve_expr(path, scope, written[place])
                return None if value is None else value if value[0] in ("inst", "union") else self.instance_of(value)
            if not result or not _is_identifier(result):
                continue
            at = locs.in_scope(j) if hasattr(locs, "in_scope") else None
            rows = locs.rows(at) if at is not None else [r for r in locs if r.scope == j]
            if not any(r.kind == "parameter" and r.name == result for r in rows) and \
                    not self._function_type_variable(cpath, j, result):
                continue   # not a type parameter of the method's own (`<T>`, `<T extends E>`): a class's, or a type
            params = self._value_parameters(cpath, j)
            # (`must<T>(x: T | undefined): T`: the argument without its none)
            place = next((k for k, p in enumerate(params) if _without_none(p.strip(), spec) == result), None)
            element = place is None and spec.iterable_types and not spec.class_literal_suffix
            if element:   # `first<T>(xs: T[]): T`: an element of the collection passed
                place = next((k for k, p in enumerate(params)
                              if _element_type(p.strip(), spec.iterable_types, spec) == result), None)
            if place is None and spec.coroutine_parameter:
                # Python `get_success(self, d: Awaitable[TV]) -> TV`: what awaiting the argument gives (a coroutine
                # function's call is its declared result)
                coroutine = _compiled(spec.coroutine_parameter)
                place = next((k for k, p in enumerate(params) if (m := coroutine.search(p)) and
                              _subscript_arguments(p, m.group(0)[:-1])[-1:] == (result,)), None)
                element = False
            literal = place is None and spec.class_literal_suffix
            if literal:   # `<T> T getCause(int i, Class<T> c)`, `getCause(0, IOIndexedException.class)`: an instance
                place = next((k for k, p in enumerate(params)
                              if _element_type(p.strip(), spec.class_object_types, spec) == result), None)
            if place is None or place >= len(written) or \
                    (len(params) != len(written) and not (spec.type_variable_word and len(written) < len(params))):
                continue   # (Python: parameters after the one given may have defaults)
            if literal:
                given = written[place].strip()
                if not given.endswith(spec.class_literal_suffix):
                    return None
                made = self.type_from_text(path, scope, given[:-len(spec.class_literal_suffix)])
                return made if made is not None and made[0] == "inst" else None
            if element:
                found = self.type_from_text(path, scope, "elem:" + written[place].strip(), 1)
                return found if found is not None and found[0] in ("inst", "union") else None
            value, _ = self.resolve_expr(path, scope, written[place])
            if value is None or value[0] == "ext":
                return None
            return value if value[0] in ("inst", "union") else self.instance_of(value)
        return None

    def _indexed_function(self, target, d):
        """The method a function's declared result names by an indexed access type (TanStack Router's
        `createFileRoute(path): FileRoute<..>['createRoute']`): calling the result calls that method, so
        `createFileRoute('/x')({..})` gives what createRoute returns; None for any other result."""
        indexed = _compiled(self.spec_of(target[1]).indexed_access).match(d.type_text)
        if indexed is None:
            return None
        member = self._indexed_prop(target[1], self._result_scope(target[1], target[2]), indexed, 1)
        if member is None or member[0] != "def" or \
                self.tables[member[1]].definitions[member[2]].kind not in FUNCTION_KINDS:
            return None
        return member

    def _function_type_variable(self, path: str, fn: int, name: str) -> bool:
        """Whether `name` is a type variable (LanguageSpec.type_variable_word: Python's `TV = TypeVar("TV")`) that
        function fn's own signature binds: not one of its class's type parameters (`class Box(Generic[T])`, which
        the instance binds)."""
        spec = self.spec_of(path)
        if not spec.type_variable_word:
            return False
        tvar, _ = self.resolve_expr(path, fn, name)
        if tvar is None or tvar[0] != "def" or \
                spec.type_variable_word not in self.tables[tvar[1]].definitions[tvar[2]].type_text:
            return False
        owner = self.tables[path].definitions[fn].parent
        return owner == NO_PARENT or self.tables[path].definitions[owner].kind not in CLASS_KINDS or \
            name not in self._generic_parameters(path, owner)

    def _type_parameter_of(self, path: str, fn: int, name: str) -> bool:
        """Whether function fn declares a type parameter `name` of its own (TypeScript's `<T>`): a parameter Local of
        its scope by that name that another parameter's declared type mentions (as _value_parameters tells them)."""
        locs = self.tables[path].locals
        at = locs.in_scope(fn) if hasattr(locs, "in_scope") else None
        rows = locs.rows(at) if at is not None else [r for r in locs if r.scope == fn]
        if not _is_identifier(name) or not any(r.kind == "parameter" and r.name == name for r in rows):
            return False
        mention = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
        return any(r.kind == "parameter" and r.name != name and mention.search(r.type_text) for r in rows)

    def _parameter_place(self, path: str, fn: int, name: str, count: int):
        """The place of function fn's parameter `name` among its value parameters (_value_parameters, `count` of
        them: the parameters after a method's `self`), else None."""
        locs = self.tables[path].locals
        at = locs.in_scope(fn) if hasattr(locs, "in_scope") else None
        rows = locs.rows(at) if at is not None else [r for r in locs if r.scope == fn]
        names = [r.name for r in rows if r.kind == "parameter"]
        names = names[len(names) - count:] if len(names) >= count else names
        return names.index(name) if name in names and len(names) == count else None

    def _class_bound_instance(self, path: str, scope: int, given: str, cls, at: int | str = 0):
        """`getters.app(MyApp)` where `class app(Generic[T])` has `__init__(self, app_type: type[T] | ..)`: an
        instance of the class whose type argument T is the class the first argument names (read where it is
        written); None where the constructor's first parameter is declared no class object of a type parameter."""
        cpath, ci = cls[1], cls[2]
        spec = self.spec_of(cpath)
        parameters = self._generic_parameters(cpath, ci)
        if not parameters:
            return None
        for name in spec.constructor_names:
            init = self.class_member(cpath, ci, name)
            if init is None or init[0] != "def" or \
                    self.tables[init[1]].definitions[init[2]].kind not in FUNCTION_KINDS:
                continue
            # the constructor or an overload of it (in order) taking a class object of a type parameter there
            # (`getters.query_one("#id", Markdown)`: `__init__(self, selector: str, expect_type: type[Q])`)
            for j in sorted([init[2]] + self._same_named(init[1], init[2])):
                params = self._value_parameters(init[1], j)
                place = at if isinstance(at, int) else self._parameter_place(init[1], j, at, len(params))
                if place is None or len(params) <= place:
                    continue
                for alternative in split_top(params[place].strip("\"'"), "|"):
                    made = _element_type(alternative.strip(), spec.class_object_types, spec)
                    if made in parameters:
                        arguments = tuple(given if p == made else "" for p in parameters)
                        return ("inst", cpath, ci, (path, scope, arguments))
            return None
        return None

    def _same_named(self, path: str, i: int) -> list[int]:
        """The other functions declared with definition i's qualified name in its file (overloads, a
        redefinition), last first."""
        by_name = self._overloads.get(path)
        if by_name is None:
            groups: dict = {}
            for j, d in enumerate(self.tables[path].definitions):
                if d.kind in FUNCTION_KINDS:
                    groups.setdefault(d.qualname, []).append(j)
            by_name = self._overloads[path] = {q: js for q, js in groups.items() if len(js) > 1}
        return [j for j in reversed(by_name.get(self.tables[path].definitions[i].qualname, ())) if j != i]

    def _merged_member(self, target, name: str, types_only: bool = False, namespaces_only: bool = False):
        """Member `name` of a declaration merged with definition `target` (_merged_declarations, in file order, only
        its namespaces with `namespaces_only`): the first one's that has it; `types_only`: a namespace or type only
        (what a class object's path names)."""
        defs = self.tables[target[1]].definitions
        for j in self._merged_declarations(target[1], target[2]):
            if namespaces_only and defs[j].kind != "module":
                continue
            hit = self.class_member(target[1], j, name)
            if hit is not None and (not types_only or hit[0] == "def" and (
                    (k := self.tables[hit[1]].definitions[hit[2]].kind) == "module" or k in TYPE_KINDS)):
                return hit
        return None

    def _merged_declarations(self, path: str, i: int) -> list[int]:
        """The other namespaces, classes, enums, interfaces and functions declared beside definition i under its
        name (LanguageSpec.merged_namespaces: one merged declaration), in file order."""
        by_name = self._merges.get(path)
        if by_name is None:
            groups: dict = {}
            for j, d in enumerate(self.tables[path].definitions):
                if d.kind == "module" or d.kind in TYPE_KINDS or (d.kind == "function" and not d.local):
                    groups.setdefault((d.parent, d.name), []).append(j)
            by_name = self._merges[path] = {k: js for k, js in groups.items() if len(js) > 1}
        d = self.tables[path].definitions[i]
        return [j for j in by_name.get((d.parent, d.name), ()) if j != i]

    def _value_beside(self, path: str, parent: int, name: str) -> int | None:
        """The variable or constant declared in scope `parent` of file `path` under `name` (beside a same-named
        interface or type alias: TypeScript's declarations of a type and a value under one name), else None."""
        return self._first_named(self._values_by_name, path, parent, name,
                                 lambda d: d.kind in ("variable", "constant") and not d.local)

    def _same_named_type(self, path: str, parent: int, name: str) -> int | None:
        """The type declared in scope `parent` of file `path` under `name` (beside a same-named field), else None."""
        return self._first_named(self._types_by_name, path, parent, name, lambda d: d.kind in TYPE_KINDS)

    def _first_named(self, cache: dict, path: str, parent: int, name: str, keep) -> int | None:
        """The first definition `keep` accepts declared in scope `parent` of file `path` under `name` (the file's
        such definitions indexed once in `cache`), else None."""
        by_name = cache.get(path)
        if by_name is None:
            by_name = cache[path] = {}
            for j, d in enumerate(self.tables[path].definitions):
                if keep(d):
                    by_name.setdefault((d.parent, d.name), j)
        return by_name.get((parent, name))

    def _class_object_value(self, path: str, scope: int, text: str):
        """The class (a definition target) a type text declaring a class object names (`builtins.type[
        StrawberryTypeFromPydantic[M]]`: _class_object), where it is one of the repository; else None."""
        made = self._class_object((path, scope, text))
        if made is None:
            return None
        cls, _ = self.resolve_expr(made[0], made[1], made[2].strip("\"' ").partition("[")[0])
        return cls if cls is not None and cls[0] == "def" and \
            self.tables[cls[1]].definitions[cls[2]].kind in CLASS_KINDS else None

    def _class_object(self, declared):
        """(path, scope, C) of a value declared as a class object `type[C]` (the language's class_object_types),
        also through a module-level name standing for one (`PyAndJson = type[Validator]`); else None."""
        path, scope, text = declared
        for _ in range(4):
            spec = self.spec_of(path)
            if not spec.class_object_types:
                return None
            made = _element_type(text, spec.class_object_types, spec)
            if made:
                return path, scope, made
            text = _without_none(text.strip().strip("\"'"), spec)
            if not _is_dotted(text):
                return None
            alias, _ = self.resolve_expr(path, scope, text)
            if alias is None or alias[0] != "def":
                return None
            d = self.tables[alias[1]].definitions[alias[2]]
            if d.kind in ("variable", "constant") and d.parent == NO_PARENT and d.type_text.startswith("expr:"):
                path, scope, text = alias[1], d.parent, d.type_text[5:]
            elif d.kind == "type" and d.type_text:
                path, scope, text = alias[1], d.parent, d.type_text
            else:
                return None
        return None

    def resolve_expr(self, path: str, scope: int, text: str):
        """Resolve a receiver expression: (target, inferred)."""
        key = (path, scope, text)
        found = self._expr_cache.get(key)
        if found is not None:
            return self._recall(found, _NOTHING)
        if text.isidentifier():
            spec = self._specs[path]
            if text not in spec.self_names and text not in spec.super_names:
                # A bare name (299K of synth-1m's 410K expressions computed): _resolve_expr gives (the name as
                # resolve_name resolves it, False), and resolve_name keeps that with what it read: no entry of its
                # own here. resolve_name spelled out: what the scope binds, else the name's entry, else the name
                # resolved with the expression marked in progress meanwhile (a cycle back meets it as it met the
                # entry in progress; a fault leaves it, as _memo leaves an entry in progress). A name being
                # resolved already (a cycle to it) is computed as before: the entry keeps what the cycle gave.
                sc = self._scopes.get(path) or self.scopes(path)
                if sc["plain"]:
                    hit = sc["names"].get(scope, _EMPTY).get(text)
                    if hit is not None and hit[0] != "bind" and (hit[0] != "def" or scope not in sc["hidden"]):
                        if hit[0] == "local" and not hit[3] and sc["inherits"]:   # as resolve_name
                            return self._inherited_parameter(path, scope, text) or hit, False
                        return hit, False
                found = self._name_cache.get(key)
                if found is None:
                    self._expr_cache[key] = _INPROG
                    found = self._memo(self._name_cache, key, self._resolve_name, path, scope, text)
                    self._expr_cache.pop(key, None)   # (gone where the owner index was built meanwhile)
                    return found, False
                if found is not _INPROG:
                    return self._recall(found), False
        return self._memo(self._expr_cache, key, self._resolve_expr, path, scope, text, failed=_NOTHING)

    def _other_specialization(self, target: tuple, arguments: str) -> bool:
        """C++: whether `target`, what a class template's name written with `arguments` resolved to, is an explicit
        specialization for other arguments (`template <> class numeric_limits<absl::uint128>` for `std::numeric_limits
        <double>::infinity()`) and its file has neither one for these nor the template itself: the instance is the
        library's. Not where the arguments compute a value (`wchar_selector<sizeof(wchar_t)>`: whichever
        specialization it comes to)."""
        defs = self.tables[target[1]].definitions
        d = defs[target[2]]
        if "(" in arguments or not _EXPLICIT_SPECIALIZATION.match(d.signature):
            return False
        written = _template_arguments_key(arguments)
        for e in defs:
            if e.qualname == d.qualname and e.kind == d.kind:
                if not _EXPLICIT_SPECIALIZATION.match(e.signature):
                    return False   # the template itself
                at = e.signature.find(e.name + "<")
                if at >= 0 and _template_arguments_key(e.signature[at + len(e.name):]) == written:
                    return False
        return True

    def _resolve_expr(self, path: str, scope: int, text: str):
        if self.spec_of(path).global_constants and _CONSTANT_PATH.fullmatch(text) and \
                self.resolve_name(path, scope, text.partition(".")[0]) is None:
            # Ruby `Acme::Deep` where no file declares `module Acme` itself (only `module Acme::Deep`): the constant
            # of that qualified name
            return self._constant(text), False
        pattern = self.spec_of(path).cast_pattern
        cast = _compiled(pattern).match(text) if pattern and text.startswith("(") else None
        if cast is None and pattern and " as " in text and not text.startswith("("):
            # `const { webhooks: w } = config as OpenAPIObject`: the value destructured, asserted unparenthesised
            cast = _compiled(pattern).match(f"({text})")
        if cast:   # `(x as Driver).m()`: the asserted type
            inst = self.type_from_text(path, scope, _cast_type(cast))
            return inst, True
        if pattern and text.startswith("(") and (end := closing(text)) > 0 and \
                text[end + 1:].lstrip().startswith(".") and (cast := _compiled(pattern).match(text[:end + 1])):
            # `((JsonFactoryBuilder) JsonFactory.builder()).highestNonEscapedChar(255)`: the members of the type
            # cast to (a cast heading a longer chain; the whole receiver matched the pattern only without one)
            rest = _split_receiver("_" + text[end + 1:])
            inst = self.type_from_text(path, scope, _cast_type(cast)) if rest and not rest[0][1] else None
            if inst is None:
                return None, True
            spec = self.spec_of(path)
            arities = _call_arities("_" + text[end + 1:]) if spec.overloads_by_arity else None
            return self._members(inst, True, rest[1:], spec, path, scope,
                                 arities[1:] if arities is not None and len(arities) == len(rest) else None)
        t = self.tables[path]
        spec = BY_NAME[t.language]
        if spec.commonjs_interop and scope != NO_PARENT and text.startswith(_MODULE_EXPORTS) and \
                text[len(_MODULE_EXPORTS):len(_MODULE_EXPORTS) + 1] in ("", ".") and \
                self.resolve_name(path, scope, "module") is None:
            # `globalThis.fetch = module.exports.fetch` in a function of a CommonJS module: its own export (a write
            # at module level is the export itself)
            rest = _split_receiver("_" + text[len(_MODULE_EXPORTS):])
            if rest and not rest[0][1]:
                return self._members(("module", path), False, rest[1:], spec, path, scope)
        made = spec.constructed_class
        if made and text.startswith(made) and text[len(made):len(made) + 1] in ("", ".") and \
                (cls := self._enclosing_class(t, scope)) != NO_PARENT:
            # `new.target.datasetElementType` in a constructor: the class constructed, its static
            rest = _split_receiver("_" + text[len(made):])
            if rest and not rest[0][1]:
                return self._members(("def", path, cls), False, rest[1:], spec, path, scope)
        for head in _dotted_global_values(spec):
            if text.startswith(head) and text[len(head):len(head) + 1] in ("", "."):
                # `import.meta.dev`: a member of the global type of an ambient value written with a dot (the
                # module's meta object, LanguageSpec.global_values)
                rest = _split_receiver("_" + text[len(head):])
                if rest and not rest[0][1]:
                    return self._members(self._global_name(spec, head), False, rest[1:], spec, path, scope)
        if spec.rest_patterns and text.endswith("]") and (item := _REST_ITEM.match(text)) is not None:
            # `const node = args[0]` of `enter(...args)` (the map's "rest:" + the context of its first parameter):
            # the parameter at that place of the function type
            rest = self.resolve_name(path, scope, item.group(1))
            if rest is not None and rest[0] == "local" and len(rest) > 3 and rest[3].startswith("rest:"):
                shifted = _shifted_parameter(rest[3][5:], int(item.group(2)))
                return (self.type_from_text(rest[1], rest[2], shifted) if shifted else None), True
        if spec.type_assertion and spec.type_assertion_open in text:
            asserted = _last_assertion(text, spec.type_assertion_open, spec.type_assertion)
            if asserted is not None:   # `svr.(*server).opt`: a server's opt
                inst = self.type_from_text(path, scope, asserted[0])
                if inst is None or not asserted[1]:
                    return inst, True
                rest = _split_receiver("_" + asserted[1])
                if not rest or rest[0][1]:
                    return None, True
                return self._members(inst, True, rest[1:], spec, path, scope)
        if spec.type_argument_open == "[" and spec.inherited_type_arguments and "](" in text:
            found = self._instantiated_call(path, scope, text, spec)
            if found is not None:
                return found
        if spec.tuple_types and text.endswith("]"):
            item = self._tuple_subscript(path, scope, text)   # `messages[0][1].read()`: the tuple's item
            if item is not None:
                return item, True
        walrus = spec.assignment_expression
        if walrus and text.startswith("(") and walrus in text:
            end = closing(text)   # `(app := SelectApp()).run_test()`: what the value assigned gives
            name, op, value = text[1:end].partition(walrus) if end > 0 else ("", "", "")
            if op and _is_identifier(name.strip()) and _split_receiver(value.strip()):
                text = value.strip() + text[end + 1:]
        if spec.await_methods and text.startswith("(await ") and (end := closing(text)) > 0:
            # `(await Tournament.get(pk=1)).name` of `get(..) -> QuerySetSingle[Self]`: what awaiting the value
            # gives, its class's await method's result (a coroutine's call is its result already: read on below)
            value, _ = self.resolve_expr(path, scope, text[7:end].strip())
            awaited = self._awaited(value) if value is not None and value[0] == "inst" else None
            tail = text[end + 1:].lstrip()
            rest = _split_receiver("_" + tail) if awaited is not None and tail else None
            if awaited is not None and not tail:
                return awaited, True
            if rest and not rest[0][1]:
                return self._members(awaited, True, rest[1:], spec, path, scope)
        if spec.class_argument_calls and "(" in text and \
                ((injected := _INJECTED.match(text)) is not None and injected.group(2) in spec.class_argument_calls or
                 spec.class_argument_functions and (injected := _INJECTED_BARE.match(text)) is not None and
                 injected.group(2) in spec.class_argument_functions):   # PHP `app(Gate::class)->authorize()`
            found = self._injected_receiver(path, scope, injected, spec)
            if found is not None:
                return found
        if spec.namespace_paths and "." in text:   # PHP `\App\Lib\Util::help()`
            found = self._namespace_path(path, scope, text, spec)
            if found is not None:
                return found
        if spec.global_objects and "." in text:
            head, _, rest = text.partition(".")
            first = _LEADING_NAME.match(rest) if head in spec.global_objects else None
            hit = self._global_object_member(path, scope, head, first.group(0)) if first is not None else None
            if hit is not None and self.resolve_name(path, scope, first.group(0)) == hit:
                # `window.__router!.navigate(..)` of `declare global { var __router: Router }`: the global's value
                return self.resolve_expr(path, scope, rest)
        segments = _split_receiver(text)
        if not segments and text.endswith(">") and (head := _generic_head(text)) != text and _is_dotted(head):
            # C++ `holder<int, void>::get()` (the receiver `holder<int, void>`): the class template, whose
            # specializations are definitions of it; not where an argument names a template parameter (`convert<T>
            # ::encode(rhs)` in a template: which specialization is not known until it is instantiated)
            if any((bound := self.resolve_name(path, scope, n)) is not None and bound[0] == "local"
                   for n in _TYPE_NAME.findall(text[len(head):])):
                return None, False
            found = self.resolve_expr(path, scope, head)
            if found[0] is not None and found[0][0] == "def" and \
                    self._other_specialization(found[0], text[len(head):]):
                return None, False
            return found
        if not segments:
            cast = _compiled(pattern).match(text) if pattern and not text.startswith("(") else None
            if cast:   # Go `jsonBinding{}.BindBody(..)`: a composite literal makes its type
                return self.type_from_text(path, scope, _cast_type(cast)), True
            operators = self.spec_of(path).operator_methods
            if operators and text.startswith("("):   # `(style + Style(reverse=False)).rich_style`: left.__add__()
                end = closing(text)
                rest = text[end + 1:] if end > 0 else ""
                split = _binary_split(text[1:end], operators) if end > 0 and (not rest or rest[0] == ".") else None
                if split is not None:
                    left, method = split
                    left = left if _split_receiver(left) else f"({left})"
                    found = self.resolve_expr(path, scope, f"{left}.{method}(){rest}")
                    if found[0] is not None:
                        return found
            alternatives = self.spec_of(path).receiver_alternatives
            if alternatives and text.startswith("("):   # `(c ? qb.a() : qb.b()).execute()`
                end = closing(text)
                rest = text[end + 1:] if end > 0 else ""
                if end > 0 and (not rest or rest.startswith((".", "?.", "!."))):
                    for alternative in _receiver_alternatives(text[1:end], alternatives):
                        plain = bool(_split_receiver(alternative))   # `a.b(c)` + `.d()`; else kept whole
                        found = self.resolve_expr(path, scope, alternative + rest if plain else
                                                  f"({alternative})" + rest)
                        if found[0] is not None:
                            return found
            return None, False
        head, calls = segments[0]
        inferred = False
        # `self.query_one(Static).update()`: each call's arguments, split only where a call is asked about them
        arguments = _Arguments(text, len(segments)) if (spec.class_bound_results or spec.argument_typed_results or
                                                        spec.shaped_overloads) and "(" in text else None
        arities = None
        if spec.overloads_by_arity and "(" in text:   # `p.tagSet().valueOf(..)`: each call's number of arguments
            arities = _call_arities(text)
            if len(arities) != len(segments):
                arities = None
        anonymous = self._anonymous_body(t, scope) if spec.anonymous_bodies and \
            (head in spec.self_names or head in spec.super_names) else None
        if anonymous is not None:
            # Java `new JsonGeneratorDelegate(g) { void writeFieldName(..) { super.writeFieldName(..); } }`: `this` is
            # the anonymous class's instance and `super` its base, the type the body extends (its own methods are
            # no entities), not the enclosing class
            d = t.definitions[anonymous]
            target = self.type_from_text(path, d.parent, d.type_text)
            if (target is None or target[0] != "inst") and spec.type_literals:
                # TypeScript's mixin `return class extends Base {..}`: a value, `Base: T` of `T extends
                # Constructor<Node>`, constructing what its declared type says (a Node)
                target = self._constructed(path, d.parent, d.type_text)
            if target is None or target[0] not in ("inst", "union"):
                return None, True
            if len(segments) > 1 and head in spec.self_names and self._body_declares(path, anonymous, segments[1][0]):
                return None, True   # `this.getBody().x` of the body's own getBody (no entity): not the base's
            inferred = True
            calls = calls if head in spec.self_names else ""
        elif head in spec.self_names and self._is_receiver(path, scope, head):
            # `self` (not a `cls` holding a value, `cls = self.active_class()`, or a parameter `cls: ClassDef`
            # after the method's own receiver)
            cls = self._enclosing_class(t, scope, _INSTANCE_KINDS if spec.enums_are_classes else CLASS_KINDS)
            if cls == NO_PARENT and spec.aliased_type_members:
                # Rust `impl OwnedDFA { fn f(&self) }` with `type OwnedDFA = DFA<..>`: an instance of the alias
                # (its members are the aliased type's: member())
                cls = self._enclosing_class(t, scope, _ALIAS_KINDS)
            if cls != NO_PARENT:
                # `cls` in a classmethod, alone or called (`o = cls(crawler.stats)`): the class, so a call makes an
                # instance of it (not the instance's `__call__`); `cls.x` is read as `self.x` is
                target = ("def", path, cls) if head in spec.class_self_names and \
                    (calls[:1] == "(" or (not calls and len(segments) == 1)) else ("inst", path, cls)
                if target[0] == "inst" and head in spec.class_self_names and spec.metaclass_pattern and \
                        len(segments) > 1 and self.class_member(path, cls, segments[1][0]) is None and \
                        self._metaclass_member(("def", path, cls), segments[1][0]) is not None:
                    # `cls.__commands_flags__.values()` in a classmethod of `class FlagConverter(metaclass=
                    # FlagsMeta)`, declared by the metaclass only: read on the class object (an instance has none)
                    target = ("def", path, cls)
                if spec.static_members and target[0] == "inst" and _static_context(t, scope, cls, spec):
                    target = ("def", path, cls)   # `this` in a static method or block (spec.static_members): the class
                elif target[0] == "inst" and spec.type_literals and (own := self._class_parameters(path, cls)):
                    # TypeScript's `this` in `class Queue<D, B extends IQueueBackend = RedisQueueBackend> extends
                    # QueueGetters<D, B>` is a Queue<D, B>: a member a base declares with its parameter (`backend:
                    # B`) is read as B is inside the class, its constraint (not its default, an outside use's)
                    target = ("inst", path, cls, (path, cls, tuple(own)))
            else:   # an out-of-line member (Rust `impl T` in another module): an instance of its owner
                owner = self.owner_of(path, scope)
                if owner is not None:
                    target = ("inst", *owner)
                else:   # Rust `impl<M: Matcher> Matcher for &M`: `self` as the impl's type declares it (a local)
                    target = self.resolve_name(path, scope, head)
                    if target is None or target[0] != "local" or not target[3]:
                        return None, False
            inferred = True
        elif (head in spec.cast_calls or head in spec.instantiating_calls) and calls.startswith("(") and \
                text.startswith(head + "("):
            # `cast(TupleType, t).items`: what the first argument names; Go `new(mockPool).init()`: a mockPool
            end = closing(text[len(head):])
            first = _type_arguments(f"<{text[len(head) + 1:len(head) + end]}>")[:1] if end > 0 else []
            target = self.type_from_text(path, scope, first[0].lstrip("*")) if first else None
            calls = calls[1:]
            inferred = True
        elif head in spec.element_calls and calls.startswith("(") and text.startswith(head + "(") and \
                self.resolve_name(path, scope, head) is None:
            # `min(regions, key=f).x`: an element of the first argument (the builtin, not a name bound here)
            first = (_call_arguments(text)[0] or [""])[0]
            while _callee_of(first) in spec.collection_calls and first.endswith(")"):   # `next(iter(xs))`: xs
                first = (_call_arguments(first)[0] or [""])[0]
            target = self.type_from_text(path, scope, _element_text(first, spec)) if _split_receiver(first) else None
            calls = calls[1:]
            inferred = True
        elif head in spec.collection_calls and calls[1:2] == "[" and text.startswith(head + "(") and \
                self.resolve_name(path, scope, head) is None:
            # `list(router.routes())[0].method`: an element of the argument (the builtin, not a name bound here), as
            # the map reads `routes = list(router.routes())`
            first = (_call_arguments(text)[0] or [""])[0]
            element = _element_text(first, spec)
            if element.startswith("val:"):
                # `list(broker._publishers.values())[0]` of a `Dict[int, Publisher]`: a value of the mapping
                target = self.type_from_text(path, scope, element)
                calls = calls[1:]   # (and the index, below: the value is the element)
            else:
                target = self.resolve_expr(path, scope, first)[0] if _split_receiver(first) else None
            calls = calls[1:]
            inferred = True
        elif head in spec.class_of_calls and calls.startswith("(") and text.startswith(head + "(") and \
                self.resolve_name(path, scope, head) is None:
            # `type(self).model_fields`: the class of what the argument holds (the builtin, not a name bound here)
            end = closing(text[len(head):])
            inner = text[len(head) + 1:len(head) + end].strip() if end > 0 else ""
            target = self._class_of(*self.resolve_expr(path, scope, inner)) if _is_dotted(inner) else None
            calls = calls[1:]
            inferred = True
        elif head in spec.super_names and self._enclosing_class(t, scope) != NO_PARENT:
            target = ("bases", path, self._enclosing_class(t, scope))
            calls = ""
        else:
            target = self.resolve_name(path, scope, head)
            if target is not None and target[0] == "def" and len(segments) > 1 and not calls and \
                    spec.module_paths_first:
                target = self._variant_not_path_head(target, path, head)
            if arities is not None and arities[0] is not None and calls.startswith("(") and target is not None \
                    and target[0] == "def":
                # `classNames().stream()` with `Set<String> classNames()` beside `Element classNames(Set<String>)`:
                # what the overload taking that many arguments returns (that one's, not another's: as in _members)
                picked = self._overload_by_arity(target, arities[0])
                if picked is not None:
                    # (`verify(mock).m()` of `<T> T verify(T mock)` beside `verify(T, VerificationMode)`: the
                    # argument, LanguageSpec.argument_typed_results)
                    typed = self._argument_typed(path, scope, picked, written, False) if \
                        spec.argument_typed_results and arguments is not None and (written := arguments.of(-1)) \
                        else None
                    target, inferred, calls = typed or self.call_result(picked, 1), True, calls[1:]
        if arguments is not None and calls[:1] == "(" and target is not None and (written := arguments.of(-1)) and \
                (target[0] == "def" or (spec.class_bound_results and target[0] == "local" and
                                        target[3].startswith("prop:"))):
            bound = None   # (a property destructured from a parameter: a class-bound result only, below)
            if spec.class_bound_results:
                # `make(Offsite).close()` with `make(factory: Callable[..., T]) -> T`: an Offsite (as in _members)
                at, given = next(((j, a) for j, a in enumerate(written) if _CLASS_NAME.fullmatch(a)), (0, ""))
                bound = self._class_bound_call(path, scope, given, target, at) if given else None
            if bound is None and spec.argument_typed_results and target[0] == "def":
                bound = self._argument_typed(path, scope, target, written)   # `verify(mock).simpleMethod()`
            if bound is None and spec.shaped_overloads and target[0] == "def" and \
                    (shape := _written_shape(written)) is not None:
                # `useQuery({ queryKey: ['a'] }).data`: the overload the literal can be passed to
                picked = self._overload_by_shape(target, *shape)
                bound = self.call_result(picked, 1) if picked is not None else None
            if bound is not None:
                target, inferred, calls = bound, True, calls[1:]
        for op in calls:
            target = self._apply(target, op)
            inferred = True
        found = self._members(target, inferred, segments[1:], spec, path, scope,
                              arities[1:] if arities is not None else None, arguments)
        if found[0] is None and spec.module_paths_first and not calls and len(segments) > 1 and \
                target is not None and target[0] == "local":
            # Rust `ast::ErrorKind::Missing` (and a parameter's type `ast::Concat`) in a function binding a local
            # `ast` (`let ast = concat.asts.pop()`): a path's head is in the type namespace, where the local is
            # not; what the head names around the function, where the path through the local names nothing
            around = self._path_head_around(path, scope, head)
            if around is not None:
                through = self._members(around, False, segments[1:], spec, path, scope)
                if through[0] is not None:
                    return through
        return found

    def _namespace_path(self, path: str, scope: int, text: str, spec):
        """(target, inferred) of a receiver written as a namespace path (LanguageSpec.namespace_paths): fully qualified
        (PHP `\\App\\Lib\\Util::help()`, recorded ".App.Lib.Util") or whose head names nothing in scope
        (`Lib\\Util::help()`, "Lib.Util"): its longest prefix of names the resolver finds, as an import of it
        binds it (a file: the class of the path's last name; a namespace folder: the module of its files), the rest
        its members. None where the text is no such path or no prefix names anything."""
        rooted = text.startswith(".")
        segments = _split_receiver(text[1:] if rooted else text)
        names = 0   # the leading names without a call (`\A\Util::make()->run()`: A, Util), none a variable (`$a`)
        while names < len(segments) and not segments[names][1] and segments[names][0].isidentifier():
            names += 1
        if not names or not rooted and (names < 2 or segments[0][0] in spec.self_names or
                                        segments[0][0] in spec.super_names or
                                        self.resolve_name(path, scope, segments[0][0]) is not None):
            if names >= 2 and not rooted and spec.path_separator and \
                    self.resolve_name(path, scope, head := segments[0][0]) == \
                    self.resolve_name(path, NO_PARENT, head) and \
                    (aliased := self._alias_path(path, text, spec)):   # (not a local or member of that name)
                # PHP `new Query\ResultSetMappingBuilder` of `use Doctrine\ORM\Query;` (a class, and a namespace
                # of that path): a qualified name's first part is replaced by the import it names
                return self._namespace_path(path, scope, aliased, spec)
            return None
        resolver = self.resolvers[self.family_of[path]]
        sep = spec.path_separator
        # C#: a path relative to the namespaces around the file (`Json.Schema.X` in `namespace Newtonsoft.Json.Tests`)
        for outer in ("",) if rooted else resolver.enclosing_prefixes(path):
            for cut in range(names, 0, -1):
                key = resolver.resolve(path, outer + sep.join(n for n, _ in segments[:cut]))
                shorter = (outer + sep.join(n for n, _ in segments[:cut - 1])).rstrip(sep)
                if key is None or (resolver.module_files(key) and shorter and resolver.resolve(path, shorter) == key):
                    # (C# `Newtonsoft.Json.JsonSerializer`, which the resolver reads as a type of the namespace
                    # Newtonsoft.Json, as `using X = A.B.C;` names it: the namespace, then its member)
                    continue
                self._reads(key)
                target = ("module", key) if resolver.module_files(key) else \
                    self.lookup_export(key, segments[cut - 1][0])
                if target is not None:
                    found = self._members(target, False, segments[cut:], spec, path, scope)
                    if found[0] is not None:
                        return found
                    # (nothing there: the next reading, then the receiver as any other: `this.next` in C#, whose
                    # `this` the resolver would take for a type of the global namespace)
        return None

    def _alias_path(self, path: str, text: str, spec) -> str:
        """`text` (a namespace path not rooted, "Query.ResultSetMappingBuilder") rooted at the import its first name is
        the alias of (".Doctrine.ORM.Query.ResultSetMappingBuilder"), as PHP resolves a qualified name; "" where no
        file-level import is so named."""
        head, _, rest = text.partition(".")
        sep = spec.path_separator
        for imp in self.tables[path].imports:
            if not imp.name and imp.scope == NO_PARENT and (imp.alias or imp.module.rpartition(sep)[2]) == head:
                return "." + imp.module.lstrip(sep).replace(sep, ".") + "." + rest
        return ""

    def _namespaced(self, path: str, scope: int, name: str, receiver: str):
        """A name written with its namespace (LanguageSpec.namespace_paths: PHP `new \\App\\Lib\\Util`, `extends
        Lib\\Base`, `\\App\\Lib\\f()`, the receiver the namespace with its separators, ".App.Lib.", "Lib."): what
        the whole path names (_namespace_path), never a name the scope binds (the file's namespace's Util)."""
        found = self._namespace_path(path, scope, receiver + name, self._specs[path])
        if found is None and receiver[:1] != "." and _is_identifier(receiver[:-1]):
            # `#[ORM\Column]`, `new ORM\Column` of `use Doctrine\ORM\Mapping as ORM;`: a member of the namespace the
            # alias names
            head = self.resolve_name(path, scope, receiver[:-1])
            if head is not None and head[0] == "module":
                return self.member(head, name)[0]
        return found[0] if found is not None else None

    def _variant_not_path_head(self, target, path: str, head: str):
        """A path's head found as an enum's variant (Rust `Memchr::new(..)` in `impl Choice`, whose variant
        `Memchr(Memchr)` is in scope there as fastindex reads an enum's body) names no variant (a variant has no
        path members): the type or module the scope around the enum binds, where there is one."""
        d = self.tables[target[1]].definitions[target[2]]
        if d.kind != "constant" or d.parent == NO_PARENT:
            return target
        enum = self.tables[target[1]].definitions[d.parent]
        if enum.kind != "enum" or target[1] != path:
            return target
        around = self.resolve_name(path, enum.parent, head)
        return around if around is not None and (around[0] == "module" or self._is_type(around)) else target

    def _path_head_around(self, path: str, scope: int, head: str):
        """The module or type a path's head names around the function of `scope` (LanguageSpec.module_paths_first:
        Rust `ast::ErrorKind` where the function binds a local `ast`; the type namespace has no locals), else
        None. Asked only where the path through the local names nothing."""
        t = self.tables[path]
        outer = scope
        while outer != NO_PARENT and t.definitions[outer].kind in FUNCTION_KINDS:
            outer = t.definitions[outer].parent
        if outer == scope:
            return None
        around = self.resolve_name(path, outer, head)
        return around if around is not None and (around[0] == "module" or self._is_type(around)) else None

    def _injected_receiver(self, path: str, scope: int, m, spec):
        """(target, inferred) of a receiver starting with a dependency-injection get (LanguageSpec.class_argument_calls:
        `app.get<GraphQLModule<ApolloDriver>>(GraphQLModule).graphQlAdapter`) where the method gives nothing of the
        repository's: an instance of the type argument written, else of the class passed; None to read it as any
        other receiver."""
        head, name, written, argument, rest = m.groups()
        rest = "".join(rest.split())   # `app.get(M)\n    .graphQlAdapter`: a chain written over lines
        if spec.class_argument_pattern and argument.endswith(".class"):
            argument = argument[:-6]   # PHP `Gate::class`, `\App\Gate::class` (".App.Gate.class")
        if not _CLASS_NAME.fullmatch(argument.lstrip(".")) or (rest and not rest.startswith((".", "?.", "!."))):
            return None
        if head or not spec.class_argument_first:
            # (a bare function, PHP's `app(Gate::class)`: the class passed first, whatever the function gives without
            # one: the container; a method: the class only where it gives nothing, a registry's `get(): Handler`
            # is a Handler)
            own = self.resolve_expr(path, scope, f"{head}.{name}()" if head else f"{name}()")[0]
            if own is not None and own[0] != "ext":
                return None
        if written:
            value = self.type_from_text(path, scope, written.strip())
        else:
            cls = self.resolve_expr(path, scope, argument)[0]
            value = self.call_result(cls) if cls is not None and cls[0] == "def" and \
                self.tables[cls[1]].definitions[cls[2]].kind in CLASS_KINDS else None
        if value is None or not rest:
            return (value, True) if value is not None else None
        segments = _split_receiver("_" + rest.replace("?.", ".").replace("!.", "."))
        return self._members(value, True, segments[1:], spec, path, scope) if len(segments) > 1 else None

    def _binds_back(self, module: str, name: str, importer: str, resolver) -> bool:
        """Whether `module` binds `name` by importing it from `importer` (networkx/utils/union_find.py's `from
        networkx.utils import groups`, star-imported by networkx/utils/__init__.py after misc.py's): the module ran
        while `importer` was half made, so its binding is one of `importer`'s earlier ones (later_stars_win: the
        later star imports searched first would otherwise meet `importer`'s own lookup in progress)."""
        hit = (self._scopes.get(module) or self.scopes(module))["names"].get(NO_PARENT, _EMPTY).get(name)
        return hit is not None and hit[0] == "bind" and resolver.resolve(module, hit[2].specifier) == importer

    def _own_submodule(self, module: str, name: str) -> str | None:
        """The submodule `name` of package `module` (its file), by the module's resolver; None where it has none."""
        resolver = self.resolvers.get(self.family_of.get(module, ""))
        return resolver.submodule(module, name) if resolver is not None else None

    def _members(self, target, inferred: bool, segments: list, spec, path: str | None = None,
                 scope: int = NO_PARENT, arities: list | None = None, arguments: _Arguments | None = None):
        """(target, inferred) of `target.a(...).b...`: the member segments of a receiver after its head, read in
        file `path` and scope (when given: where a package's submodule needs importing to be its attribute);
        `arities`: the number of arguments of each segment's first call, where overloads are told apart by it;
        `arguments`: each segment's first call's argument texts (a class-bound result: _class_bound_call)."""
        for k, (name, calls) in enumerate(segments):
            if target is None:
                return None, inferred
            picked = None
            if path is not None and target[0] == "module" and spec.submodules_need_import:
                found = self.member(target, name)[0]
                if found is not None and found[0] == "module" and target[1] in self.tables and \
                        (self._scopes.get(target[1]) or self.scopes(target[1]))["names"].get(
                            NO_PARENT, _EMPTY).get(name) is None and \
                        found[1] not in self._imported_modules(path, scope) and \
                        found[1] not in self._package_imports(target[1]) and \
                        self._own_submodule(target[1], name) == found[1]:
                    # `pkg.sub.f()` with no `import pkg.sub` here: not an attribute. (A module of another package
                    # is one only as a name the package binds: networkx's `nx.community`, a star import of
                    # `networkx.algorithms`, whose __init__ does `from networkx.algorithms import community`.)
                    return None, inferred
            before = target
            if name in spec.qualified_self_names and not calls and target[0] == "def" and \
                    self.tables[target[1]].definitions[target[2]].kind in CLASS_KINDS:
                target, inferred = ("inst", target[1], target[2]), True   # `Outer.this`: Outer's instance
                continue
            if name in spec.class_of_members and not calls:   # `self.__class__`: the class of the value
                target, inferred = self._class_of(target, inferred), True
                continue
            collected = self._element_call(target, name) if calls.startswith("(") else None
            if collected is None and calls.startswith("(") and spec.argument_methods:
                collected = self._argument_method(target, name)
            if collected is None and name in spec.wrapper_getters and calls.startswith("(") and \
                    target[0] in ("inst", "local", "attr", "def") and \
                    (held := target if target[0] == "inst" else self.instance_of(target)) is not None and \
                    held[0] == "inst" and self.member(held, name)[0] is None:
                # C++ `service->method(i).get()->name()` of `std::unique_ptr<const Method> method(int)`: the
                # wrapper is read as what it holds (type_wrappers), and its `get()` gives that, where the class
                # declares no get of its own
                collected = held
            if collected is not None:
                target, inferred, calls = collected, True, calls[1:]
            else:
                target, inf = self.member(target, name)
                inferred = inferred or inf
                if not calls and target is not None and target[0] == "def" and \
                        before[0] == "def" and spec.property_decorators and \
                        self.tables[before[1]].definitions[before[2]].kind in CLASS_KINDS and \
                        self.tables[target[1]].definitions[target[2]].kind in FUNCTION_KINDS and \
                        self._is_property(target[1], target[2]):
                    # `Test.__strawberry_definition__.fields`, a property read on the class object: the property
                    # object itself, none of the repository's values (pyright links no `.fields`)
                    return None, inferred
                if (calls or k + 1 < len(segments)) and target is not None and target[0] == "def" and \
                        before[0] == "def" and spec.descriptor_methods and \
                        self.tables[before[1]].definitions[before[2]].kind in CLASS_KINDS and \
                        (read := self._class_read(target)) is not None:
                    # piccolo's `Band.name.like(..)` of `name = Varchar()`, `def __get__(self, obj: None, ..) ->
                    # Varchar` beside `(self, obj: Table, ..) -> str`: read through the class, the column itself
                    target, inferred = read, True
                if not calls and before[0] == "module" and target is not None and target[0] == "def" and \
                        spec.module_paths_first and \
                        self.tables[target[1]].definitions[target[2]].kind not in TYPE_KINDS:
                    # Rust `crate::flags::parse::lookup()` where flags has `mod parse;` and imports the function
                    # `parse` too: a path goes on through the module (the type namespace), not the value (a
                    # receiver's segments are all followed by a name)
                    resolver = self.resolvers.get(self.family_of.get(before[1], ""))
                    sub = resolver.submodule(before[1], name) if resolver is not None else None
                    if sub is not None:
                        target = ("module", sub)
                if spec.self_type_names and target is not None and target[0] == "def" and \
                        (found := self._self_typed(before, target, calls, spec)) is not None:
                    # xarray's `dt.children["x"]` of `children(self) -> Mapping[str, Self]` on a DataTree: a
                    # Mapping[str, DataTree] (Self the receiver's class)
                    target, inferred = found, True
                    for op in calls[1:] if calls.startswith("(") else calls:
                        target = self._apply(target, op)
                    continue
                if target is not None and target[0] == "def" and self._generic_member(target):
                    # `d.info` of a `Decorator[FieldInfo]` (`info: T` in `class Decorator(Generic[T])`): a FieldInfo
                    holder = before if before[0] == "inst" else self.instance_of(before)
                    if holder is not None and len(holder) == 4 and holder[0] == "inst":
                        target = self._type_argument(holder, target) or target
                    elif holder is not None and holder[0] == "inst" and spec.type_variable_word and \
                            not calls.startswith("("):
                        # `self._decompressor.eof` in `class ZLibDecompressor(ConcatDecompressionHandler[
                        # ZLibDecompressObjProtocol])`, `_decompressor: _DecompressObjT` in the base: as the subclass's
                        # base binds it (_bound_parameter), else the parameter's bound
                        read = self._member_parameter(holder, target)
                        if read is not None:
                            target, inferred = read, True
                elif target is not None and target[0] in ("attr", "def") and spec.type_variable_word and \
                        not calls.startswith("("):
                    # `node.data.path` of a `TreeNode[DirEntry]` whose `__init__` sets `self.data = data` from
                    # `data: T | None`: a DirEntry
                    read = self._member_parameter(before, target)
                    if read is not None:
                        target, inferred = read, True
                elif spec.inherited_type_arguments and target is not None and target[0] == "def":
                    # `stores.documents.get(id)` with `class DocumentsStore extends Store<Document>` and
                    # `get(id: string): T | undefined` in `Store<T>`: a Document
                    typed = self._inherited_type(before, target)
                    if typed is None and calls.startswith("("):
                        typed = self._returned_member_type(before, target, spec)
                    if typed is not None:
                        if calls.startswith("(") and \
                                self.tables[target[1]].definitions[target[2]].kind in FUNCTION_KINDS:
                            calls = calls[1:]
                        target, inferred = self._typed_value(*typed), True
                if calls.startswith("(") and target is not None and target[0] == "def":
                    target = self._callable(target)   # `b.line_number(true).build()`: the method, not the field
                    if arities is not None and arities[k] is not None:
                        # Java `parser.tagSet().valueOf(..)` with `Parser tagSet(TagSet)` and `TagSet tagSet()`:
                        # the overload taking that many arguments (in the class, else in its bases)
                        picked = self._overload_by_arity(target, arities[k])
                        target = picked or target
                elif target is None and calls.startswith("(") and name in spec.passthrough_methods:
                    # `Repo::open(p).unwrap().find()`: the value itself (its wrapper is read through already)
                    target = before if before[0] in ("inst", "union") else self.instance_of(before)
                    calls = calls[1:]
                elif target is None and calls.startswith("(") and name in spec.instantiating_methods and \
                        (before[0] == "def" and self.tables[before[1]].definitions[before[2]].kind in TYPE_KINDS or
                         before[0] == "inst" and spec.class_object_types):
                    # `Builder::default()` with a derived Default (no definition in the repo): a Builder; Python's
                    # `cls.__new__(cls)` in a classmethod (`cls` read as the class's instance): an instance
                    target = ("inst", before[1], before[2])
                    calls = calls[1:]
            if picked is not None and target == picked and calls.startswith("("):
                # that overload's result (`inOrder.verify(mock, times(2)).oneArg()` of `<T> T verify(T, ..)`: what
                # its argument is, LanguageSpec.argument_typed_results)
                typed = self._argument_typed(path, scope, picked, written, False) \
                    if arguments is not None and spec.argument_typed_results and path is not None and \
                    (written := arguments.of(k)) else None
                target, inferred, calls = typed or self.call_result(target, 1), True, calls[1:]
            if arguments is not None and calls.startswith("(") and path is not None and target is not None and \
                    target[0] == "def" and (written := arguments.of(k)):
                bound = None
                if spec.class_bound_results:
                    # `self.query_one("#id", Static).update()` with `query_one(self, s: str, t: type[Q]) -> Q`: a
                    # Static
                    at, given = next(((j, a) for j, a in enumerate(written) if _CLASS_NAME.fullmatch(a)), (0, ""))
                    bound = self._class_bound_call(path, scope, given, target, at) if given else None
                if bound is None and spec.argument_typed_results:
                    # `doReturn("foo").when(mock).simpleMethod()` with `<T> T when(T mock)`: what `mock` is
                    bound = self._argument_typed(path, scope, target, written)
                if bound is not None:
                    target, inferred, calls = bound, True, calls[1:]
            if calls.startswith("(") and target is not None and target[0] == "def" and spec.type_variable_word:
                # `q.first()` of a `DOMQuery[Input]` with `def first(self) -> Q` in `class DOMQuery(Generic[Q])`
                read = self._parameter_result(before, target)
                if read is None and self._generic_method(target):
                    # `parser.feed_data(b)[0]` declared `-> tuple[list[tuple[_MsgT, ..]], ..]`: as the receiver binds it
                    # (a generic class of the repository given the parameters, `-> "QuerySet[MODEL]"`, first: its
                    # name is read where the method is, the arguments where the receiver's are)
                    read = self._generic_result(before, target)
                    if read is None:
                        read = self._parameter_declared(before, target)
                        read = self._typed_value(*read) if read is not None else None
                if read is not None:
                    target, inferred, calls = read, True, calls[1:]
            if calls.startswith("(") and self._returns_self(target):
                # `qb.where(..)` declared `where(): this`: the receiver itself (a subclass's instance stays one)
                value = before if before[0] in ("inst", "union") else self.instance_of(before)
                if value is None and before[0] == "def" and \
                        self.tables[before[1]].definitions[before[2]].kind in CLASS_KINDS:
                    value = ("inst", before[1], before[2])   # `Model.model_construct()` (`-> Self`): a Model
                elif value is None and before[0] == "def" and (alias := self._class_alias(before)) is not None:
                    # tortoise-orm's tests, `UUIDPkModel = testmodels.UUIDPkModel` in the test class: `await
                    # self.UUIDPkModel.create()` of `def create(cls: Type[MODEL], ..) -> MODEL` is a UUIDPkModel
                    value = ("inst", alias[1], alias[2])
                if value is not None and value[0] == "union" and len(value) == 2:
                    # `$users->transform(..)` of a `Collection|Model`: the alternatives declaring the method
                    method = self.tables[target[1]].definitions[target[2]].name
                    having = tuple(a for a in value[1] if self.member(a, method)[0] is not None)
                    if having and len(having) < len(value[1]):
                        value = having[0] if len(having) == 1 else ("union", having)
                if value is not None:
                    target, inferred, calls = value, True, calls[1:]
            for op in calls:
                target = self._apply(target, op)
                inferred = True
        return target, inferred

    def _class_of(self, value, inferred=False):
        """The class (a definition target) of an instance a value holds; None where it holds none."""
        if value is None:
            return None
        inst = value if value[0] == "inst" else self.instance_of(value)
        return ("def", inst[1], inst[2]) if inst is not None and inst[0] == "inst" else None

    def _generic_member(self, member) -> bool:
        """Whether a member is declared with a bare name (`info: T`) in a class with type parameters (`Generic[T]`)."""
        defs = self.tables[member[1]].definitions
        d = defs[member[2]]
        bases = self.spec_of(member[1]).generic_bases
        return d.parent != NO_PARENT and d.type_text.isidentifier() and d.kind not in FUNCTION_KINDS and \
            bool(bases) and _generic_base(bases).match(defs[d.parent].type_text) is not None

    def _type_argument(self, inst, member):
        """The value of a member a generic class declares with one of its type parameters (`info: T` in
        `class Decorator(Generic[T])`), read on an instance given type arguments (`Decorator[FieldInfo]`): a value
        declared as the argument at T's place, where it was written; else None."""
        d = self.tables[member[1]].definitions[member[2]]
        if member[1] != inst[1] or d.parent != inst[2] or d.kind in FUNCTION_KINDS:
            return None
        text = d.type_text.strip("\"'")
        if not _is_identifier(text):
            return None
        declared = self.tables[inst[1]].definitions[inst[2]].type_text
        bases = self.spec_of(inst[1]).generic_bases
        base = _generic_base(bases).match(declared) if bases else None
        if base is None:   # the class's type parameters, in order: `Generic[T, U]`
            return None
        parameters = _subscript_arguments(declared, base[1])
        apath, ascope, arguments = inst[3]
        if text not in parameters or len(arguments) != len(parameters):
            return None
        if (apath, ascope) == (inst[1], inst[2]) and arguments[parameters.index(text)] == text:
            return None   # TypeScript's `this` (a `Router<ROUTES>` inside the class): the member as declared
        return ("local", apath, ascope, arguments[parameters.index(text)])

    def _instantiated_call(self, path: str, scope: int, text: str, spec):
        """Go `kit.NewList[*kit.Repo]().First()`: a generic function called with type arguments gives its declared
        result with its type parameters replaced by them (here an instance of List that knows its T is a Repo), and
        the rest of the expression is read on that; None (the general reading) where the text is no such call."""
        m = _INSTANTIATED_CALL.match(text)
        if m is None:
            return None
        close = m.end() - 1 + closing(text[m.end() - 1:])
        if close < m.end() or text[close + 1:close + 2] != "(":
            return None
        call_end = closing(text[close + 1:])
        if call_end <= 0:
            return None
        function, _ = self.resolve_expr(path, scope, text[:m.end() - 1])
        if function is None or function[0] != "def":
            return None
        d = self.tables[function[1]].definitions[function[2]]
        if d.kind not in FUNCTION_KINDS or not d.type_text:
            return None
        parameters = _alias_parameters(d.signature, d.name, spec.type_argument_open)
        arguments = [a.lstrip("*") for a in split_top(text[m.end():close], ",") if a]
        if not parameters or len(arguments) != len(parameters):
            return None   # none given, or some left to inference: the general reading
        bound = dict(zip(parameters, arguments))
        result = d.type_text
        if result in bound:   # `Must[T any](v T) T`: a T, as the caller wrote it
            value = self.type_from_text(path, scope, bound[result])
        else:   # `*List[T]`: a List given the caller's arguments in T's place
            head = result.partition("[")[0]
            given = _bracket_arguments(result, head) if head != result else []
            if not given or any(g not in bound for g in given):
                return None
            value = self.type_from_text(function[1], self._result_scope(function[1], function[2]), head)
            if value is None or value[0] != "inst" or len(value) != 3 or \
                    len(self._class_parameters(value[1], value[2])) != len(given):
                return None
            value = (*value, (path, scope, tuple(bound[g] for g in given)))
        rest = text[close + 2 + call_end:]
        if value is None or not rest:
            return value, True
        segments = _split_receiver("_" + rest)
        if not segments or segments[0][1]:
            return None, True
        return self._members(value, True, segments[1:], spec, path, scope)

    def _inherited_type(self, holder, member, text: str | None = None):
        """(path, scope, type text) of a member a generic base declares with its type parameters, read on an
        instance of a subclass that gives the base type arguments (LanguageSpec.inherited_type_arguments): the
        declared type with each parameter replaced by its argument, read where the arguments are written (all in
        one place: the nearest subclass's, or through `class Mid<U> extends Base<U>` the one giving U); None when
        the type names no parameter, or names another class of the base's file (not in scope there). `text`: a type
        the member's declaration writes other than its own (a method's parameter's), read so."""
        mpath, mi = member[1], member[2]
        md = self.tables[mpath].definitions[mi]
        owner = md.parent
        if text is None:
            text = md.type_text
            if md.kind in TYPE_KINDS:
                return None
        if owner == NO_PARENT or not text or text.startswith(("ret:", "expr:", "call:", "shp:", "yield:")):
            return None
        parameters = self._class_parameters(mpath, owner)
        if not parameters or not any(p in parameters for p in _NAME.findall(text)):
            return None
        if holder[0] != "inst":
            holder = self.instance_of(holder)
            if holder is None or holder[0] != "inst":
                return None
        path, cls = holder[1], holder[2]
        mapping: dict[str, tuple] = {}
        if len(holder) == 4:   # `p: Page<Repo>`: an instance given its own type arguments, where they were written
            apath, ascope, arguments = holder[3]
            if (apath, ascope) == (path, cls) and (path, cls) == (mpath, owner):
                return None   # TypeScript's `this` (`Router<ROUTES>` in the class): its own member as declared
            # an argument naming no type (Java's wildcard `Builder<?, ?>`, Kotlin's `*`) leaves its parameter unbound:
            # the member's declared type is read instead (a parameter there gives its bound)
            mapping = {name: (apath, ascope, argument)
                       for name, argument in zip(self._class_parameters(path, cls), arguments)
                       if _NAME.search(argument)}
        for _ in range(8):
            if (path, cls) == (mpath, owner):
                break
            d = self.tables[path].definitions[cls]
            base = None
            for r in (self._scopes.get(path) or self.scopes(path))["inherit"].get(cls, ()):
                if r.kind == "inherit":
                    base = self.resolve_ref_target(path, d.parent if r.scope == cls else r.scope, r.name,
                                                   r.receiver)[0]
                    break
            if base is None or base[0] != "def":
                return None
            arguments = _type_arguments(d.type_text)
            given = {}
            parameters_of_base = self._class_parameters(base[1], base[2])
            for name, argument in zip(parameters_of_base, arguments):
                given[name] = mapping[argument] if argument in mapping else (path, d.parent, argument)
            if len(arguments) < len(parameters_of_base) and \
                    (defaults := self._class_defaults(base[1], base[2])):
                # `class ApolloDriver extends ApolloBaseDriver` of `ApolloBaseDriver<T extends C = C>`: the
                # defaults of the parameters not given, as written in the base's file
                where = (base[1], self.tables[base[1]].definitions[base[2]].parent)
                for name, default in list(zip(parameters_of_base, defaults))[len(arguments):]:
                    given[name] = (*where, default)
            mapping = given
            path, cls = base[1], base[2]
        else:
            return None
        if (path, cls) != (mpath, owner):
            return None
        spec = self.spec_of(mpath)
        if spec.type_literals and "<" in text:
            # `fetchAll(): Promise<PaginatedResponse<T>>` with `type PaginatedResponse<T> = T[] & {..}` in the base's
            # file: the alias spelt out (it names nothing else of that file), so the text reads where T is bound
            text = self._spelt_aliases(mpath, md.parent, text)
        used = set()
        # (a quoted key names no type: hono's `env: E['Bindings']`)
        for name in _NAME.findall(_STRING_LITERAL.sub('""', text) if "'" in text or '"' in text else text):
            if name in mapping:
                used.add(mapping[name][:2])
            elif name in parameters or (name[:1].isupper() and name not in spec.iterable_types and
                                        name not in spec.mapping_types and name not in spec.type_wrappers):
                return None   # an unbound parameter, or a class named in the base's file
        if len(used) != 1:
            return None
        where = used.pop()

        def argument(m):
            found = mapping.get(m.group(0))
            if found is None:
                return m.group(0)
            return found[2] if _is_dotted(found[2].replace("<", ".").replace(">", "").replace(",", ".")
                                          .replace(" ", "")) else f"({found[2]})"
        return (*where, _NAME.sub(argument, text))

    def _returned_member_type(self, holder, method, spec):
        """(path, scope, type text) of what a method without a declared result returns when that is one of its
        class's members (`getAll() { return [...this.all]; }`, "ret:expr:this.all", or "expr:this.all" as the map
        reads a first `return this.x`), read on the instance it is
        called on (`new Cache<PropertyMetadata>()`: `all: T[]` with T bound there); None otherwise."""
        d = self.tables[method[1]].definitions[method[2]]
        text = d.type_text[4:] if d.type_text.startswith("ret:") else d.type_text
        if d.kind not in FUNCTION_KINDS or not text.startswith("expr:") or holder is None:
            return None
        head, dot, name = text[5:].partition(".")
        if not dot or head not in spec.self_names or not _is_identifier(name):
            return None
        if holder[0] not in ("inst", "union"):
            holder = self.instance_of(holder)
            if holder is None or holder[0] != "inst" or len(holder) != 4:
                return None
        member = self.member(holder, name)[0]
        if member is None or member[0] != "def":
            return None
        return self._inherited_type(holder, member)

    def _parameter_defaults(self, path: str, i: int) -> list[str]:
        """The default of each type parameter definition i declares (`interface M<T extends B = D, U>`: ["D", ""])."""
        d = self.tables[path].definitions[i]
        out = []
        for parameter in _declared_parameters(d.signature, d.name):
            parts = split_top(parameter.replace("=>", "->"), "=")
            out.append(parts[1].replace("->", "=>") if len(parts) == 2 else "")
        return out

    def _class_defaults(self, path: str, cls: int) -> tuple:
        """The defaults of a class's type parameters (`class Driver<T extends object = Options>`: ("Options",)),
        where every parameter has one; () otherwise."""
        d = self.tables[path].definitions[cls]
        if d.kind not in CLASS_KINDS or "=" not in d.signature or "<" not in d.signature:
            return ()
        defaults = self._parameter_defaults(path, cls)
        return tuple(defaults) if all(defaults) else ()

    def _class_parameters(self, path: str, cls: int) -> tuple:
        """The type parameters' names a class declares in its signature (`class Store<T extends Model>`: T)."""
        key = (path, cls)
        found = self._class_parameters_cache.get(key)
        if found is None:
            d = self.tables[path].definitions[cls]
            found = tuple(_alias_parameters(d.signature, d.name, self.spec_of(path).type_argument_open)) \
                if d.kind in CLASS_KINDS else ()
            if not found and d.kind in CLASS_KINDS and d.doc and (tags := self.spec_of(path).doc_type_parameters):
                # JavaScript's `/** @template T @extends {Set<T>} */ class SortableSet extends Set` (webpack)
                found = tuple(n for m in _compiled(tags).finditer(d.doc) for n in _NAME.findall(m.group(1)))
            self._class_parameters_cache[key] = found
        return found

    def _self_typed(self, receiver, member, calls: str, spec, probe: bool = False):
        """What a member declared with its class's self type inside another type gives on a receiver (`children(self)
        -> Mapping[str, Self]`, a property, or a method called, `-> list[Self]`): the declared type with the self
        type replaced by the name of the receiver's class, read where that class is; None for any other member (a
        bare `-> Self` called is _returns_self's; a property declared so, `real -> Self`, gives the receiver)."""
        d = self.tables[member[1]].definitions[member[2]]
        if d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or not d.type_text:
            return None
        text = d.type_text.strip("\"'")
        bare = "[" not in text
        if bare and _without_none(text, spec) not in spec.self_type_names:
            return None
        property_read = self._is_property(member[1], member[2])
        if calls.startswith("(") == property_read:   # (a method called; a property read, then maybe subscripted)
            return None
        if bare:   # xarray's `da.real.data` of `@property def real(self) -> Self`: the receiver
            holder = receiver if receiver[0] == "inst" else self.instance_of(receiver)
            return holder if holder is not None and holder[0] == "inst" else None
        # the self type by name, or the type variable the receiver is declared as (tortoise's `def get(cls:
        # Type[MODEL], ..) -> QuerySetSingle[MODEL]`)
        names = [n for n in (*spec.self_type_names, self._receiver_type_variable(member, spec) or "")
                 if n and re.search(rf"(?<![\w.]){re.escape(n)}\b", text)]
        if not names or not _is_annotation(text):
            return None
        if probe:   # (whether the member is declared so; no receiver)
            return True
        holder = receiver if receiver[0] == "inst" else self.instance_of(receiver)
        if (holder is None or holder[0] != "inst") and receiver[0] == "def" and calls.startswith("(") and \
                self.tables[receiver[1]].definitions[receiver[2]].kind in CLASS_KINDS:
            # a classmethod called on the class object (`await Tournament.get(id=1)` of `def get(cls, ..) ->
            # QuerySetSingle[Self]`): Self is that class
            holder = ("inst", receiver[1], receiver[2])
        if holder is None or holder[0] != "inst":
            return None
        cls = self.tables[holder[1]].definitions[holder[2]]
        for n in names:
            text = re.sub(rf"(?<![\w.]){re.escape(n)}\b", cls.name, text)
        lt = text.find("[")
        if lt > 0 and text.endswith("]") and _is_dotted(text[:lt]):
            # a generic class of the member's module given the class (tortoise's `QuerySetSingle[Tournament]`,
            # QuerySetSingle imported where `get` is declared, not where Tournament is): the class named where the
            # member is, its arguments where the receiver's class is
            outer, _ = self.resolve_expr(member[1], member[2], text[:lt])
            if outer is not None and outer[0] == "def" and \
                    self.tables[outer[1]].definitions[outer[2]].kind in CLASS_KINDS:
                return "inst", outer[1], outer[2], (holder[1], cls.parent, tuple(split_top(text[lt + 1:-1], ",")))
        return "local", holder[1], cls.parent, text

    def _returns_self(self, target) -> bool:
        """Whether target is a function declared to return the type it is called on (TypeScript `this`)."""
        if target is None or target[0] != "def":
            return False
        d = self.tables[target[1]].definitions[target[2]]
        spec = self.spec_of(target[1])
        if d.kind == "property" and spec.type_literals and d.type_text.endswith("this"):
            # a property of a function type returning `this`, TanStack Router's interface `Route` declaring
            # `update: (options: UpdatableRouteOptions<..>) => this` (`XRouteImport.update({..})._addFileChildren(..)`)
            return _function_result(d.type_text) in spec.self_type_names
        if d.kind not in FUNCTION_KINDS:
            return False
        if d.type_text.startswith("ret:expr:") and d.type_text[9:] in spec.self_names - spec.class_self_names:
            # a result inferred from `return self` alone (distributed's `async def __aenter__(self): await self;
            # return self`, entered on a Worker): the receiver's type, as pyright's `Self@Server` is
            return True
        # (or no value: prefect's `def get(cls: type[Self]) -> Optional[Self]`, `-> Self | None`)
        declared, names = _without_none(d.type_text.strip("\"'"), spec), spec.self_type_names
        # written through a module too: Python's `-> te.Self` of `import typing_extensions as te`, `typing.Self`
        if declared in names or ("." in declared and declared.rpartition(".")[2] in names and _is_dotted(declared)):
            return True
        if _is_identifier(declared) and declared == self._receiver_type_variable(target, spec):
            # Python's `def token(self: BuilderType, ..) -> BuilderType` with `BuilderType = TypeVar("BuilderType",
            # bound="ApplicationBuilder")`: the receiver's own type, as `-> Self` (python-telegram-bot's builder)
            return True
        return bool(names) and "<" in declared and any(n in declared for n in names) and \
            self._wraps_self(target[1], d.parent, " ".join(declared.split()), names, 0)

    def _receiver_type_variable(self, target, spec) -> str | None:
        """The type variable a method's first parameter is declared as (`self: BuilderType`), or the class of
        (a classmethod's `cls: type[DS]`, `cls: Type[MODEL]`), where the language has type variables
        (spec.type_variable_word) and the name is one (`DS = TypeVar("DS", bound="DomainSpecificString")`):
        the receiver's own type wherever the method's declared result names it; else None."""
        word = spec.type_variable_word
        d = self.tables[target[1]].definitions[target[2]]
        if not word or d.parent == NO_PARENT or self.tables[target[1]].definitions[d.parent].kind not in CLASS_KINDS:
            return None
        rows = self._parameter_rows(target[1], target[2])
        first = rows[0].type_text.strip("\"'") if rows else ""
        if first and spec.class_object_types and (element := _element_type(first, spec.class_object_types, spec)):
            first = element
        if not _is_identifier(first):
            return None
        tvar, _ = self.resolve_expr(target[1], target[2], first)
        return first if tvar is not None and tvar[0] == "def" and \
            word in self.tables[tvar[1]].definitions[tvar[2]].type_text else None

    def _wraps_self(self, path: str, scope: int, text: str, names: frozenset, depth: int) -> bool:
        """Whether a declared result is the receiver branded (drizzle's `notNull(): NotNull<this>`, `primaryKey():
        .. extends true ? IsPrimaryKey<HasDefault<NotNull<this>>> : IsPrimaryKey<NotNull<this>>`, where `type
        NotNull<T> = T & { _: {..} }`): `this` itself, an intersection of it with literals, both branches of a
        conditional type, or a repository's one-parameter alias that intersects its parameter with literals, of
        such a text. Its members are the receiver's (a Promise<this> is no such text)."""
        if text in names:
            return True
        if depth > 8:
            return False
        guarded = text.replace("=>", "=~")
        if " ? " in guarded and " : " in guarded:   # `A extends B ? C : D`
            _, _, branches = guarded.partition(" ? ")
            parts = split_top(branches, ":")
            return len(parts) == 2 and all(self._wraps_self(path, scope, p.replace("=~", "=>"), names, depth + 1)
                                           for p in parts)
        parts = split_top(guarded, "&")
        if len(parts) > 1:
            rest = [p for p in parts if not p.startswith("{")]
            return len(rest) == 1 and self._wraps_self(path, scope, rest[0].replace("=~", "=>"), names, depth + 1)
        lt = text.find("<")
        if lt <= 0 or not text.endswith(">") or not _is_identifier(text[:lt]):
            return False
        arguments = _type_arguments(text[lt:])
        if len(arguments) != 1:
            return False
        alias, _ = self.resolve_expr(path, scope, text[:lt])
        if alias is None or alias[0] != "def":
            return False
        ad = self.tables[alias[1]].definitions[alias[2]]
        parameters = _alias_parameters(ad.signature, ad.name) if ad.kind == "type" else []
        if len(parameters) != 1:
            return False
        body = split_top(" ".join(ad.type_text.split()).replace("=>", "=~"), "&")
        return len(body) > 1 and parameters[0] in body and \
            all(p == parameters[0] or p.startswith("{") for p in body) and \
            self._wraps_self(path, scope, arguments[0], names, depth + 1)

    def _apply(self, target, op: str):
        """`x(...)` gives what calling x returns; `x[i]` gives an element of what x is declared as (a mapping's
        value); `x[a:b]` (op ":") is x's own kind; op "]": a mapping's value only (`for k, v in x.items()`)."""
        if target is None:
            return None
        if op == "(":
            found = self.call_result(target)
            if found is None and target[0] == "local" and target[3].startswith("prop:") and \
                    self.spec_of(target[1]).function_type_nodes:
                # `({ pols }: Ctx) => pols()[0]`: calling the property destructured (a function type's result)
                held = self._destructured_property(target)
                if held is not None and held[0] == "def":
                    target = held
                    found = self.call_result(target)
            if found is None and target[0] == "def":
                # `m.get_bindings_for_key(k)[0]` declared `-> list[Binding]`: the collection itself, kept as declared
                # so that subscripting or iterating it reads its elements (as a local initialised from the call does)
                d = self.tables[target[1]].definitions[target[2]]
                if d.kind in FUNCTION_KINDS and d.type_text and not d.type_text.startswith(("ret:", "yield:")):
                    spec = self.spec_of(target[1])
                    text = _without_none(d.type_text.strip("\"'"), spec)
                    if _element_type(text, spec.iterable_types, spec) or _element_type(text, spec.mapping_types, spec):
                        return ("local", target[1], self._result_scope(target[1], target[2]), text)
                elif d.kind in ("property", "variable", "constant") and d.type_text.endswith(("]", ">")) and \
                        (result := _function_result(d.type_text)):
                    # a property declared with a function type giving a collection (`pols: () => Policy[]`, outline's
                    # `getActivePolicies: <T extends Model>(..) => Policy[]`): that collection, as above
                    spec = self.spec_of(target[1])
                    text = _without_none(result, spec)
                    if _element_type(text, spec.iterable_types, spec):
                        return ("local", target[1], d.parent, text)
            return found
        if op == ":":
            return target
        if op == "[" and target[0] == "union" and len(target) == 2:
            # xarray's `combine_by_coords(..)["time"]` of `-> Dataset | DataArray`: what subscripting each
            # alternative gives (here a DataArray both ways), the alternatives that give something
            found = list(dict.fromkeys(x for alt in target[1] if (x := self._apply(alt, op)) is not None))
            return (found[0] if len(found) == 1 else ("union", tuple(found))) if found else None
        if op == "[" and target[0] == "def":
            spec = self.spec_of(target[1])
            d = self.tables[target[1]].definitions[target[2]]
            kind = d.kind
            if (spec.subscripted_classes and kind in CLASS_KINDS) or \
                    (spec.instantiated_generics and (kind in TYPE_KINDS or kind in FUNCTION_KINDS)):
                return target   # `Response[Model]`: the generic class; Go `NewStack[int]`: the function
            if spec.pointer_items and kind not in FUNCTION_KINDS and _declares_array(d.signature, d.name):
                # C++ `Items[i].push_back(..)` of `ImVector<ImGuiID> Items[2];`: an element of the array, of the
                # declared type (not its class's operator[]'s; leveldb's `files_[level][i]` of
                # `std::vector<FileMetaData*> files_[kNumLevels];`: the vector). (Not a pointer: `(*a.subs_)[i]`
                # of `std::vector<Prefilter*>* subs_` is dereferenced as written, the `*` no part of the receiver.)
                return self._typed_value(target[1], self._result_scope(target[1], target[2]), d.type_text) \
                    if d.type_text else None
        if op == "[" and target[0] == "local" and (spec := self.spec_of(target[1])).subscripted_classes and \
                target[3].endswith("]") and target[3].partition("[")[0] in spec.class_object_types:
            return target   # litestar's `repository_type[Model]()` of `repository_type: type[Repo]`: the class
        if target[0] == "inst" and self.spec_of(target[1]).index_signature and \
                (d := self.tables[target[1]].definitions[target[2]]).kind == "interface" and d.type_text:
            # graphql-js's `getFields(): GraphQLFieldMap` (`ObjMap<GraphQLField>`, `interface ObjMap<T> { [key:
            # string]: T }`): what its index signature gives, its type parameter as the instance binds it
            params = self._class_parameters(target[1], target[2])
            if d.type_text not in params:
                found = self._typed_value(target[1], d.parent, d.type_text)
            elif len(target) == 4 and (at := params.index(d.type_text)) < len(target[3][2]) and target[3][2][at]:
                found = self._typed_value(target[3][0], target[3][1], target[3][2][at])
            else:
                found = None
            if found is not None:
                return found
        declared = self.declared_type(self._class_named(target))
        for _ in range(4):   # `graph: Graph` where `Graph: TypeAlias = dict[str, State]`: the alias's type
            if declared is None:
                break
            path, scope, text = declared
            spec = self.spec_of(path)
            elements = _element_type(text, spec.mapping_types, spec, last=True) or \
                (_element_type(text, spec.iterable_types, spec) if op == "[" else "")
            if not elements and spec.index_signature and text.startswith("{"):
                # `{ [key: string]: Column }`, `{ [P in keyof T]?: Column }`: what its index signature gives
                m = _compiled(spec.index_signature).match(text)
                elements = m.group(1) if m else ""
            if elements:
                return self._typed_value(path, scope, elements)
            if spec.type_literals and ("&" in text or text.endswith(">") or _is_identifier(text)):
                # `User[] & {..}`, a generic alias named with arguments (`Paged<User>`), a type parameter bound to
                # one: the collection it is
                collection = self._collection_of(path, scope, text)
                if collection is not None and collection != declared:
                    declared = collection
                    continue
            bare = _without_none(text, spec)   # `Caches | undefined` (a JSDoc type): the alias Caches
            declared = self._alias_of(path, scope, bare) or self._collection_base(path, scope, bare)
        if op == "[" and target[0] in ("def", "local", "attr", "inst") and self.spec_of(target[1]).item_methods:
            # `tree.root.children[0]` of a `TreeNodes(ImmutableSequenceView["TreeNode[T]"])`: its __getitem__'s
            held = target if target[0] == "inst" else self.instance_of(target)
            if held is not None and held[0] == "union" and len(held) == 2:
                return self._apply(held, op)   # `result["time"]` of a `Dataset | DataArray`: each alternative's
            return self._item_of(held)
        return None

    def _item_of(self, holder):
        """What subscripting `holder` (an instance) gives where its class declares an item method
        (LanguageSpec.item_methods, `__getitem__`): of the method and its overloads (in order), the first declared
        to return a type parameter of its class (read through _parameter_value, or the type argument the instance
        gives it: inherited_type_arguments), else the first declared result that is no collection; None where there
        is none, the holder itself where LanguageSpec.pointer_items says so."""
        if holder is None or holder[0] != "inst":
            return None
        for name in self.spec_of(holder[1]).item_methods:
            method = self.class_member(holder[1], holder[2], name)
            if method is None or method[0] != "def":
                continue
            mpath, mi = method[1], method[2]
            defs = self.tables[mpath].definitions
            if defs[mi].kind not in FUNCTION_KINDS or defs[mi].parent == NO_PARENT:
                continue
            spec = self.spec_of(mpath)
            parameters = self._generic_parameters(mpath, defs[mi].parent)
            for j in sorted([mi] + self._same_named(mpath, mi)):
                text = _without_none(defs[j].type_text.strip("\"'"), spec)
                if not text or text.startswith(("ret:", "yield:")) or defs[j].parent != defs[mi].parent:
                    continue
                if text in parameters:
                    return self._parameter_value(holder, mpath, defs[j].parent, text)
                if text in spec.self_type_names:   # `def __getitem__(self, key) -> Self`: the holder itself
                    return holder
                if spec.inherited_type_arguments and \
                        (typed := self._inherited_type(holder, ("def", mpath, j))) is not None:
                    # C++ `inst_[id]` of a `PODArray<Inst>` with `T& operator[](int)` in `template <typename T>
                    # class PODArray`: an Inst
                    found = self._typed_value(*typed)
                elif _is_dotted(text):
                    found = self.type_from_text(mpath, self._result_scope(mpath, j), text)
                else:
                    continue
                if found is not None or not spec.pointer_items:
                    return found
            break
        if self.spec_of(holder[1]).pointer_items:
            # C++ `re->sub()[0]->Incref()` of `Regexp** sub()`: an element of a pointer, a Regexp; also where the
            # class's operator[] gives no class (`keys[i].data()` of `const Slice* keys`, whose `char operator[]`
            # cannot have members: the pointer's element, as the local's type text keeps no `*`)
            return holder
        return None

    def _typed_value(self, path: str, scope: int, text: str, depth: int = 0):
        """What a value declared as `text` is: an instance of the type it names; a collection or mapping itself
        (`errors[path]` of a `dict[str, list[Error]]`) as a value keeping that declared type, so that its elements
        are known in turn."""
        spec = self.spec_of(path)
        if _element_type(text, spec.iterable_types, spec) or _element_type(text, spec.mapping_types, spec):
            return ("local", path, scope, text)
        if spec.promise_types and text.endswith(">") and _generic_head(text) in spec.promise_types and \
                len(resolved := _type_arguments_of(text, _generic_head(text))) == 1 and depth < 8 and \
                self._collection_of(path, scope, resolved[0]) is not None:
            # `Promise<User[]>`, `Promise<Paged<User>>` (a type wrapper): the collection
            return ("local", path, scope, resolved[0])
        if spec.index_signature and text.startswith("{") and _compiled(spec.index_signature).match(text):
            return ("local", path, scope, text)   # `{ [key: string]: Subject[] }`: subscripted in turn
        alias = self._alias_of(path, scope, text) if depth < 8 else None
        if alias is not None and (_element_type(alias[2], spec.iterable_types, spec) or
                                  _element_type(alias[2], spec.mapping_types, spec)):
            if spec.defined_types:   # Go `type MD map[string][]string`: an MD (its methods), indexed as declared
                return ("local", path, scope, text)
            return ("local", *alias)   # an alias of a collection (`Definition = tuple[str, Node]`) is that one
        return self.type_from_text(path, scope, text, depth)

    def _keyed_union(self, path: str, scope: int, holder: str, index: str, depth: int, given: dict | None = None):
        """`T[keyof T]`, or `T[K]` with K a type parameter bounded by `keyof T` (outline's `getStoreForModelName<K
        extends keyof RootStore>(..) { return store as RootStore[K] }`): the instances T's own properties are
        declared as, a union (a narrowing then picks among them: `"orderedData" in store`); else None. `T[Extract<
        keyof F, keyof T>]` (the properties of T whose keys F has too: tanstack-table's feature maps) as `T[keyof T]`;
        T a parameter of the generic alias being read: as `given` binds it."""
        op = self.spec_of(path).key_operator + " "   # TypeScript's `keyof `
        shared = self.spec_of(path).key_subset_type
        if shared and index.startswith(shared + "<") and index.endswith(">"):
            index = split_top(index[len(shared) + 1:-1], ",")[-1].strip()
        keyed = index[len(op):].strip() if index.startswith(op) else ""
        if not keyed:
            bound = self.resolve_name(path, scope, index)
            if bound is not None and bound[0] == "local" and len(bound) > 3 and bound[3].startswith(op):
                keyed = bound[3][len(op):].strip()
            elif bound is None and scope != NO_PARENT:
                # a method's result type is read in its class's scope (_result_scope), where the method's own type
                # parameter is not in view: one of the class's methods' type parameters of that name and bound
                t = self.tables[path]
                if any(loc.name == index and loc.type_text == op + holder and loc.scope != NO_PARENT and
                       t.definitions[loc.scope].parent == scope for loc in t.locals):
                    keyed = holder
        if keyed != holder:
            return None
        cls = self.type_from_text(*given[holder], depth + 1) if given and holder in given else \
            self.type_from_text(path, scope, holder, depth + 1)
        if cls is None or cls[0] != "inst":
            return None
        alternatives = []
        defs = self.tables[cls[1]].definitions
        for i, d in enumerate(defs):
            if d.parent != cls[2] or d.kind != "property" or not _is_annotation(d.type_text):
                continue
            value = self.instance_of(("def", cls[1], i))
            for v in (value[1] if value is not None and value[0] == "union" else (value,)):
                if v is not None and v[0] == "inst" and v not in alternatives:
                    alternatives.append(v)
        return (alternatives[0] if len(alternatives) == 1 else ("union", tuple(alternatives))) if alternatives \
            else None

    def _collection_of(self, path: str, scope: int, text: str):
        """(path, scope, type text) of the collection or mapping a declared type is, through type aliases and
        classes inheriting one (`class SymbolTable(dict[str, Node])`), else None."""
        spec = self.spec_of(path)
        for _ in range(4):
            if _element_type(text, spec.iterable_types, spec) or _element_type(text, spec.mapping_types, spec):
                return path, scope, text
            if spec.type_literals and _is_identifier(text) and \
                    (held := self.resolve_name(path, scope, text)) is not None and held[0] == "local" and \
                    len(held) > 3 and held[3] and held[3] != text and _is_annotation(held[3]):
                # `choices: Choices` of `class SelectPrompt<Choices extends Readonly<SelectChoice>[]>`: its bound
                path, scope, text = held[1], held[2], held[3]
                spec = self.spec_of(path)
                continue
            if spec.type_literals and "&" in text:   # `User[] & { total?: number }`: the collection it intersects
                parts = [p.strip() for p in split_top(text, "&")]
                text = next((p for p in parts if _element_type(p, spec.iterable_types, spec) or
                             _element_type(p, spec.mapping_types, spec)), text)
                if len(parts) > 1 and text not in parts:
                    return None
                continue
            text = _without_none(text, spec)   # `Caches | undefined`: the alias Caches
            if spec.promise_types and text.endswith(">") and _generic_head(text) in spec.promise_types and \
                    len(resolved := _type_arguments_of(text, _generic_head(text))) == 1:
                text = resolved[0]   # `p.then((xs) => xs[0])` of a `Promise<A[]>` (a type wrapper): the A[]
                continue
            found = (self._bound_alias(path, scope, text) if text.endswith(">") and spec.type_literals else None) \
                or self._alias_of(path, scope, text) or self._collection_base(path, scope, text)
            if found is None and text.endswith("]") and spec.indexed_access:
                found = self._indexed_member(path, scope, text)
            if found is None:
                return None
            path, scope, text = found
            spec = self.spec_of(path)
        return None

    def _bound_alias(self, path: str, scope: int, text: str):
        """(path, scope, type text) of a generic alias named with its arguments (`Paged<User>` of `type Paged<T> = T[] &
        {..}`) as its text with each parameter replaced by the argument written, read where they are written: only
        where the alias's text names nothing but its parameters and the language's own types (`T[]`, `Array<T>`,
        `Map<K, T>`); else None."""
        head = _generic_head(text)
        found = self._definition_named(path, scope, head)
        if found is None or found[1].kind != "type" or not found[1].type_text:
            return None
        d = found[1]
        parameters = _alias_parameters(d.signature, d.name)
        arguments = _type_arguments_of(text, head)
        if not parameters or len(arguments) != len(parameters):
            return None
        spec = self.spec_of(found[0][1])
        own = spec.iterable_types | spec.mapping_types | spec.type_wrappers | spec.promise_types
        names = _NAME.findall(_STRING_LITERAL.sub('""', d.type_text))
        if any(n not in parameters and n not in own and n[:1].isupper() and not n.isupper() for n in names):
            return None   # a type of the alias's file (not in view where the arguments are written; a constant's
            # name, `[PAGINATION_SYMBOL]?: {..}` as a key, is none)
        bound = dict(zip(parameters, arguments))
        return path, scope, re.sub(r"(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$])",
                                   lambda m: f"({bound[m.group(0)]})" if m.group(0) in bound and "|" in
                                   bound[m.group(0)] else bound.get(m.group(0), m.group(0)), d.type_text)

    def _spelt_aliases(self, path: str, scope: int, text: str) -> str:
        """`text` with each generic alias it names with arguments (`Promise<Paged<T>>`) replaced by the alias's own text
        with those arguments (_bound_alias: `Promise<T[] & { total?: number }>`), where the alias names nothing but
        its parameters and the language's own types; the others as written."""
        out, at = [], 0
        for m in re.finditer(r"(?<![\w$.])([A-Za-z_$][\w$.]*)<", text):
            if m.start() < at:
                continue
            depth, end = 0, -1
            for i in range(m.end() - 1, len(text)):   # the `>` closing these arguments (`=>` is none)
                if text[i] == "<":
                    depth += 1
                elif text[i] == ">" and text[i - 1] != "=":
                    depth -= 1
                    if depth == 0:
                        end = i + 1
                        break
            if end <= 0:
                continue
            spelt = self._bound_alias(path, scope, text[m.start():end])
            if spelt is not None:
                wrap = "|" in spelt[2] or (("&" in spelt[2] or " " in spelt[2]) and text[end:end + 1] == "[")
                out.append(text[at:m.start()] + (f"({spelt[2]})" if wrap else spelt[2]))
                at = end
        return "".join(out) + text[at:] if out else text

    def _indexed_prop(self, path: str, scope: int, indexed, depth: int):
        """The member an indexed access type names (LanguageSpec.indexed_access's match: `App["scene"]`, App's
        scene), the holder read at `depth`; None where the holder or the member is not found."""
        holder = self.type_from_text(path, scope, indexed.group(1), depth)
        return self.member(holder, indexed.group(2))[0] if holder is not None else None

    def _indexed_member(self, path: str, scope: int, text: str):
        """(path, scope, type text) of the member an indexed access type names as that member declares it
        (hono's `reportingEndpoints: SecureHeadersOptions['reportingEndpoints']` of `reportingEndpoints?:
        ReportingEndpointOptions[]`), else None."""
        indexed = _compiled(self.spec_of(path).indexed_access).match(text)
        prop = self._indexed_prop(path, scope, indexed, 0) if indexed else None
        if prop is None or prop[0] != "def":
            return None
        d = self.tables[prop[1]].definitions[prop[2]]
        return (prop[1], d.parent, d.type_text) if d.kind in ("property", "variable") and \
            _is_annotation(d.type_text) else None

    def _definition_named(self, path: str, scope: int, text: str):
        """(target, definition) of the repository definition a dotted name (a type text) resolves to, else None."""
        if not _is_dotted(text):
            return None
        target, _ = self.resolve_expr(path, scope, text)
        if target is None or target[0] != "def":
            return None
        return target, self.tables[target[1]].definitions[target[2]]

    def _collection_base(self, path: str, scope: int, text: str):
        """(path, scope, type text) of the subscripted base a class declares (`class SymbolTable(dict[str, Node])`:
        indexing or iterating an instance gives what the base's type arguments say), for a type text naming such a
        class; else None."""
        # a generic class named with its type arguments (Java `Nodes<Element>`, Python `Frozen[K, V]`): the class,
        # its parameters bound below
        subscripted = text.endswith("]") and self.spec_of(path).subscripted_classes
        found = self._definition_named(path, scope, _generic_head(text) if text.endswith(">") else
                                       text.partition("[")[0].strip() if subscripted else text)
        if found is None:
            return None
        target, d = found
        if d.kind in ("variable", "constant") and d.parent == NO_PARENT and d.type_text.startswith("expr:"):
            # an implicit type alias, `VTableEntries = list[VTableMethod]`
            spec = self.spec_of(target[1])
            text = d.type_text[5:]
            if _element_type(text, spec.iterable_types, spec) or _element_type(text, spec.mapping_types, spec):
                return target[1], d.parent, text
            return None
        tags = self.spec_of(target[1]).doc_base_arguments
        documented = _compiled(tags).search(d.doc) if tags and d.kind in CLASS_KINDS and not d.type_text and \
            d.doc else None
        if d.kind in CLASS_KINDS and (d.type_text.startswith("<") or documented):
            # TypeScript `class ItemList extends Array<Item>`: the map keeps the base's type arguments, the
            # base itself is the class's inherit reference (JavaScript's `@extends {Set<T>}` tag gives them)
            sc = self._scopes.get(target[1]) or self.scopes(target[1])
            base = next((r for r in sc["inherit"].get(target[2], ()) if r.kind == "inherit" and not r.receiver), None)
            if base is None:
                return None
            inner = d.type_text if d.type_text.startswith("<") else documented.group(1)
            params = self._class_parameters(target[1], target[2]) if "<" in text else ()
            given = _type_arguments(text[text.index("<"):].strip()) if params else []
            if params and len(given) == len(params):
                # Java `class Nodes<T> extends ArrayList<T>` named `Nodes<Element>`: an ArrayList<Element>
                bound = dict(zip(params, given))
                inner = re.sub(r"[A-Za-z_$][\w$]*", lambda m: bound.get(m.group(0), m.group(0)), inner)
                spec = self.spec_of(target[1])
                if (base.name in spec.iterable_types or base.name in spec.mapping_types) and \
                        all(n in params for n in _NAME.findall(d.type_text if d.type_text.startswith("<") else
                                                               documented.group(1))):
                    # (`Set<T>` with T bound to `ChunkGroup` written here: read here, where ChunkGroup is in view)
                    return path, scope, base.name + inner
            return target[1], d.parent, base.name + inner
        if d.kind == "interface" and d.type_text and self.spec_of(target[1]).index_signature:
            # graphql-js's `ObjMap<GraphQLField>` of `interface ObjMap<T> { [key: string]: T }` (an interface's type
            # text is what its index signature gives): an index signature of that, T bound to the argument written
            params = self._class_parameters(target[1], target[2]) if text.endswith(">") else ()
            given = _type_arguments(text[text.index("<"):]) if params else []
            if d.type_text in params and len(given) == len(params):
                return path, scope, f"{{ [k: string]: {given[params.index(d.type_text)]} }}"
            return target[1], d.parent, f"{{ [k: string]: {d.type_text} }}"
        if d.kind not in CLASS_KINDS or not d.type_text:
            return None
        if subscripted and (head := d.type_text.partition("[")[0]) and \
                (params := self._generic_parameters(target[1], target[2])):
            # Python's `Frozen[Hashable, Variable]` of `class Frozen(Mapping[K, V])`: a Mapping[Hashable, Variable]
            # (`for name, v in ds.variables.items()`), read where the arguments are written, when the base's own
            # arguments name nothing but the class's parameters
            given = _subscript_arguments(text, text.partition("[")[0].strip())
            spec = self.spec_of(target[1])
            if len(given) == len(params) and (head in spec.iterable_types or head in spec.mapping_types) and \
                    all(n in params for n in _NAME.findall(d.type_text.partition("[")[2])):
                bound = dict(zip(params, given))
                return path, scope, head + "[" + re.sub(
                    r"[A-Za-z_]\w*", lambda m: bound.get(m.group(0), m.group(0)), d.type_text.partition("[")[2])
        return target[1], d.parent, d.type_text

    def _model_static(self, path: str, scope: int, callee_text: str, spec):
        """What `C.m` called gives where m is one of an ORM's statics typed by the class they are called on
        (LanguageSpec.model_statics) and C a repository class whose hierarchy reaches outside the repository (the
        ORM's model class) and declares no m of its own: an instance of C, or an array of them; else None."""
        head, _, last = callee_text.rpartition(".")
        form = spec.model_statics.get(last)
        if form is None or form == "class":
            return None
        head = _SPACE_AT_DOT.sub("", head)   # `Document.unscoped()\n  .scope("x")\n  .findOne`: a chain over lines
        for _ in range(4):   # `User.scope("withTeam").findOne`: the class the "class" statics give back
            inner = _callee_of(head) if head.endswith(")") else ""
            if "." not in inner or spec.model_statics.get(inner.rpartition(".")[2]) != "class":
                break
            head = inner.rpartition(".")[0]
        if not _is_dotted(head):
            return None
        cls, _ = self.resolve_expr(path, scope, head)
        if cls is not None and cls[0] == "inst" and head in spec.self_names and \
                self._in_static_member(path, scope):
            cls = ("def", cls[1], cls[2])   # `this.findOne(..)` in a static method: `this` is the class itself
        if cls is None or cls[0] != "def":
            return None
        d = self.tables[cls[1]].definitions[cls[2]]
        if d.kind not in CLASS_KINDS or not self._base_outside(cls[1], cls[2]):
            return None
        if form == "instance":
            return ("inst", cls[1], cls[2])
        return ("local", cls[1], d.parent, d.name + "[]")   # "array": read as a value declared `C[]`

    def _in_static_member(self, path: str, scope: int) -> bool:
        """Whether `scope` is a static method of a class (`static async findByIds() {..}`), or a function written
        in one (`xs.filter((x) => ..)`: an arrow function keeps the method's `this`)."""
        defs = self.tables[path].definitions
        while scope != NO_PARENT:
            d = defs[scope]
            if d.parent != NO_PARENT and defs[d.parent].kind in CLASS_KINDS:
                static = self.spec_of(path).static_member
                return bool(static) and d.kind in FUNCTION_KINDS and _compiled(static).match(d.signature) is not None
            if d.kind not in FUNCTION_KINDS:
                return False
            scope = d.parent
        return False

    def _constructor(self, path: str, cls: int):
        """The class's constructor as class_member finds it (its own or inherited; the first of the language's
        constructor names), or None."""
        name = self.tables[path].definitions[cls].name
        for ctor in self.spec_of(path).constructor_names:
            c = self.class_member(path, cls, name if ctor == "{class}" else ctor)
            if c is not None and c[0] == "def":
                return c
        return None

    def _callback_parameter(self, path: str, scope: int, context: str, depth: int):
        """The type of parameter PARAM of a function passed as argument ARG (or as property PROP of an object
        passed so) of CALLEE (the map's "CALLEE#ARG[.PROP]#PARAM"): the callee's parameter type (a type
        parameter's bound, an object type, a class or interface), its property PROP's type, and that function
        type's (or function type alias's) parameter."""
        m = _CALLBACK.match(context)
        if m is None:
            return None
        if "<" in m.group(1) or "~" in m.group(1):
            # `f<Row>(q, (rows) => ..)`, `const Z: $constructor<Z> = $constructor("Z", (inst) => ..)`: a type
            # parameter the call's type arguments give (written, or inferred from the result's declared type)
            written = self._callback_declared(path, scope, context, written_only=True)
            found = self.type_from_text(*written, depth + 1) if written is not None else None
            if found is not None:
                return found
        if scope != NO_PARENT:   # the call is written around the callback (`stream(c, async (stream) => ..)`: its
            scope = self.tables[path].definitions[scope].parent   # parameter stream is no callee)
        callee_text = _explicit_arguments(m.group(1))[0]   # `f<Row>(q, (rows) => ..)`: the callee f
        callee, _ = self.resolve_expr(path, scope, callee_text)
        if callee is not None and callee[0] == "bases" and callee_text in self.spec_of(path).super_names:
            # TypeScript `super((operation, forward) => ..)` in a constructor: the base class's constructor
            callee = next(iter(self.bases(callee[1], callee[2])), None)
        keyword = m.group(2).startswith("=")   # Python `f(test_function=lambda x: ..)`: by the parameter's name
        if callee is None and not m.group(3) and not keyword:   # a method of an external generic base (setState)
            return self._generic_base_callback(path, scope, callee_text, int(m.group(2)), int(m.group(4)))
        if callee is not None and callee[0] == "local" and not m.group(3) and self.spec_of(path).merged_namespaces:
            # rxjs's `const ObservableCtor = instanceCtor<T>(this); new ObservableCtor((subscriber) => ..)` of
            # `instanceCtor<R>(..): typeof Observable<R>`: a local holding an interface's value (read as the
            # interface): the signatures of the value beside it (`var Observable: ObservableCtor`), else its own
            # (a global interface: the union of its declarations)
            inst = self.instance_of(callee)
            ifaces = [x for x in ((inst[1] if inst[0] == "union" else (inst,)) if inst is not None else ())
                      if x[0] == "inst" and self.tables[x[1]].definitions[x[2]].kind == "interface"]
            if not ifaces:
                return None
            value = next((v for x in ifaces if (v := self._interface_value(("def", x[1], x[2]))) is not None), None)
            return self._call_signature_parameter(value[1], value[2], m, depth) if value is not None else \
                self._signatures_parameter(inst, m, depth)
        if callee is None or callee[0] != "def":
            return None
        cpath, ci = callee[1], callee[2]
        cdefs = self.tables[cpath].definitions
        if cdefs[ci].kind == "interface" and self.spec_of(cpath).merged_namespaces:
            # rxjs's `class S extends Observable<T> { constructor() { super((subscriber) => ..) } }` and `new
            # Observable((subscriber) => ..)` of `interface Observable<T>` beside `var Observable: ObservableCtor`
            # (in one `declare global` block or another): the value, whose type's construct signature types it
            value = self._interface_value(callee)
            if value is not None:
                cpath, ci = value[1], value[2]
                cdefs = self.tables[cpath].definitions
        if cdefs[ci].kind in CLASS_KINDS:   # `new Scalar({parseLiteral(node) {..}})`, `Task(lambda t: ..)`
            ctor = self._constructor(cpath, ci)
            if ctor is None:
                return None
            cpath, ci = ctor[1], ctor[2]
            cdefs = self.tables[cpath].definitions
        arg, param = (-1 if keyword else int(m.group(2))), int(m.group(4))
        if keyword and cdefs[ci].kind not in FUNCTION_KINDS:
            return None
        if cdefs[ci].kind in ("variable", "constant", "property") and cdefs[ci].type_text and depth < 8:
            # a variable holding a function (redux-toolkit's `const createSlice = buildCreateSlice()`, whose returns
            # give `function createSlice<S>(options: CreateSliceOptions<S>): Slice<S>`): its function type's
            # parameter at ARG (`createSlice({extraReducers: (builder) => ..})`); a property declared with a function
            # type (tanstack-table's `columnHelper.accessor('a', {cell: (info) => ..})` of `accessor: <..>(accessor:
            # TAccessor, column: ..) => ..` in `interface ColumnHelper`)
            held = self.declared_type(callee, depth + 1)
            if held is not None and not _function_result(held[2]):
                held = self._library_function_type(held) or held
            if held is not None and _function_result(held[2]):
                ftext = _argument_parameter(_function_parameter_types(
                    held[2], self.spec_of(held[0]).this_parameter), arg)
                if not ftext:
                    return None
                got = self._property_function(held[0], held[1], ftext, m.group(3), param, depth) if m.group(3) \
                    else ("fn", held[0], held[1], _function_alternative(ftext))
                if got is None or got[0] == "method":
                    return got and got[1]
                return self._function_type_parameter(got[1], got[2], got[3], param, depth)
        if cdefs[ci].kind not in FUNCTION_KINDS:
            return self._call_signature_parameter(cpath, ci, m, depth) if not m.group(3) else None
        args = m.group(5).split(",") if m.group(5) else []
        # the overloads (`function f(a): R; function f(a, cb): R; function f(..) {..}`): the first whose
        # parameter ARG types the callback
        d0 = cdefs[ci]
        overloads = [ci] + [i for i, d in enumerate(cdefs) if i != ci and d.qualname == d0.qualname and
                            d.parent == d0.parent and d.kind in FUNCTION_KINDS] if args else [ci]
        for fn in overloads:
            params = self._value_parameters(cpath, fn)
            if keyword:
                arg = self._argument_place(m.group(2), cpath, fn)
            ftext = _argument_parameter(params, arg) if arg >= 0 else ""
            if not ftext:
                continue
            fpath, fscope = cpath, fn
            if m.group(3):
                given = self._given_type_arguments(path, scope, m.group(1), cpath, fn)
                written = self._bound_text(cpath, ftext, given) if given else None
                if written is not None:   # kysely's `freeze<InsertQueryNodeFactory>({ is(node) {..} })` of
                    fpath, fscope, ftext = written   # `freeze<T>(obj: T)`: the object is an InsertQueryNodeFactory
                got = self._property_function(fpath, fscope, ftext, m.group(3), param, depth)
                if got is None:
                    continue
                if got[0] == "method":
                    return got[1]
                _, fpath, fscope, ftext = got
            elif args:
                ftext = _function_alternative(ftext)
            if not m.group(3) and _is_identifier(ftext) and "." in callee_text and \
                    ftext in self._class_parameters(cpath, cdefs[fn].parent):
                # `cache.subscribe((event) => ..)` of `subscribe(listener: TListener)` in `class
                # Subscribable<TListener>`, `class QueryCache extends Subscribable<QueryCacheListener>`: the
                # receiver's class gives TListener
                holder, _ = self.resolve_expr(path, scope, callee_text.rpartition(".")[0])
                given = self._inherited_type(holder, ("def", cpath, fn), ftext) if holder is not None else None
                if given is not None:
                    fpath, fscope, ftext = given
            # a type parameter another argument gives (`every(ctx, User, (user) => ..)`) before its bound
            found = self._inferred_type_argument(path, scope, cpath, fn, ftext, param, params, args, arg) \
                if args and not m.group(3) else None
            if found is None:
                found = self._function_type_parameter(fpath, fscope, ftext, param, depth)
            if found is not None or not args:
                return found
        return None

    def _property_function(self, fpath: str, fscope: int, ftext: str, props: str, param: int, depth: int):
        """The function type of property path PROPS (`handlers.onRequest`) of an object of type `ftext` (read in
        fpath, fscope), for a function written there: ("fn", path, scope, function type text); ("method", its
        parameter PARAM's type) where the property is a method (`register({perform(a) {..}})` of `perform(a: A):
        void`); None where the path is not declared."""
        holder = self.type_from_text(fpath, fscope, ftext, depth + 1)
        *outer, last = props.split(".")
        for part in outer:   # `register({handlers: {onRequest(req) {..}}})`: handlers' declared type
            prop = self.member(holder, part)[0] if holder is not None else None
            d = self.tables[prop[1]].definitions[prop[2]] if prop is not None and prop[0] == "def" else None
            # (read in the property: a type literal it is declared with has its properties nested under it)
            holder = self.type_from_text(prop[1], prop[2], d.type_text, depth + 1) \
                if d is not None and d.type_text else None
        prop = self.member(holder, last)[0] if holder is not None else None
        if prop is None or prop[0] != "def":
            return None
        d = self.tables[prop[1]].definitions[prop[2]]
        if d.kind in FUNCTION_KINDS:
            return ("method", self._method_parameter(prop, param, depth))
        # read in the property itself: a type literal written in its function type, `execute: (options: { writer:
        # Writer<M> }) => void` (vercel/ai's `createUIMessageStream({ execute: async ({ writer }) => ..})`), has its
        # properties nested under the property (the names it reads are found around it)
        return ("fn", prop[1], prop[2], _function_alternative(d.type_text))

    def _callback_declared(self, path: str, scope: int, context: str, written_only: bool = False):
        """(path, scope, type text) the parameter of a function passed to a call is declared with by the callee
        (the map's "CALLEE#ARG#PARAM" of a function argument, `findAllInBatches(q, async (rows) => ..)` of
        `callback: (results: Array<T>, ..) => ..`: "Array<T>"), its type parameters replaced by the call's type
        arguments where written (`findAllInBatches<ImportTask>(..)`: "Array<ImportTask>", read at the call);
        None unless so."""
        m = _CALLBACK.match(context)
        if m is None or m.group(3):
            return None
        if scope != NO_PARENT:
            scope = self.tables[path].definitions[scope].parent
        callee, _ = self.resolve_expr(path, scope, _explicit_arguments(m.group(1))[0])
        if callee is None or callee[0] != "def":
            return None
        cpath, ci = callee[1], callee[2]
        d = self.tables[cpath].definitions[ci]
        if d.kind not in FUNCTION_KINDS and self.spec_of(cpath).merged_namespaces:
            # zod's `interface $constructor<T, D>` beside `function $constructor<T, D>(..)`: the call is the function's
            ci = next((j for j in self._merged_declarations(cpath, ci)
                       if self.tables[cpath].definitions[j].kind in FUNCTION_KINDS), ci)
            d = self.tables[cpath].definitions[ci]
        if d.kind not in FUNCTION_KINDS:
            return None
        place = self._argument_place(m.group(2), cpath, ci)
        ftext = _argument_parameter(self._value_parameters(cpath, ci), place) if place >= 0 else ""
        types = _function_parameter_types(_function_alternative(ftext), self.spec_of(cpath).this_parameter) \
            if ftext else []
        param = int(m.group(4))
        if param >= len(types) or not types[param]:
            return None
        given = self._given_type_arguments(path, scope, m.group(1), cpath, ci)
        if not given:
            # `onActive(Document, .., (docs) => docs[0].noun)` of `<T>(c: ModelClass<T>, .., f: (ms: T[]) => ..)`
            given = self._class_type_arguments(path, scope, cpath, ci, m.group(5).split(",") if m.group(5) else [])
        if given:
            written = self._bound_text(cpath, types[param], given)
            if written is not None:
                return written
        return None if written_only else (cpath, ci, types[param])

    def _given_type_arguments(self, path: str, scope: int, written: str, cpath: str, fn: int) -> dict:
        """The type parameters of function fn a call gives by their names, {T: (path, scope, text)}: the type
        arguments written with the call's callee as the map writes it (`f<Row>`), else those inferred from the type
        its result is declared with (`f~G<Row>`); {} where neither says."""
        d = self.tables[cpath].definitions[fn]
        _, explicit, expected = _explicit_arguments(written)
        if not explicit and expected and d.type_text:
            explicit = _inferred_arguments(d.type_text, expected, _alias_parameters(d.signature, d.name))
        return {n: (path, scope, a) for n, a in zip(_alias_parameters(d.signature, d.name), explicit) if a}

    def _class_type_arguments(self, path: str, scope: int, cpath: str, fn: int, args: list[str]) -> dict:
        """The type parameters of function fn that a class passed to it gives, by their names: {T: (path, scope, the
        argument's text)} for each argument (texts as written, read in path and scope) that names a class where fn's
        parameter is declared a constructor of its own type parameter T (`c: new (...args: never[]) => T`) or a
        generic of T alone (`modelClass: ModelClass<T>`)."""
        params = self._value_parameters(cpath, fn) if args else []
        out: dict = {}
        for declared, given in zip(params, args):
            m = _CONSTRUCTOR_OF.fullmatch(declared.strip()) if given else None
            tparam = m and (m.group(1) or m.group(2))
            if not tparam or tparam in out or not self._type_parameter_of(cpath, fn, tparam):
                continue
            target, _ = self.resolve_expr(path, scope, given.strip())
            if target is not None and target[0] == "def" and \
                    self.tables[target[1]].definitions[target[2]].kind in CLASS_KINDS:
                out[tparam] = (path, scope, given.strip())
        return out

    def _bound_text(self, path: str, text: str, bound: dict):
        """(path, scope, text) of a type text naming only bound type parameters and the language's collections and
        wrappers (`Array<T>`, `T[]`, `Promise<T>`), its parameters replaced by what they were given, read where
        those were written (one place); else None."""
        spec = self.spec_of(path)
        names = set(_TYPE_NAME.findall(text))
        given = names & bound.keys()
        if not given or not names - given <= (spec.iterable_types | spec.type_wrappers):
            return None
        places = {bound[n][:2] for n in given}
        if len(places) != 1:
            return None
        return (*places.pop(), _substituted(text, {n: bound[n][2] for n in given}))

    def _interface_value(self, target):
        """The variable declared with a type under an interface's name beside it (`interface Observable<T> {..}` and
        `var Observable: ObservableCtor`: in its scope, or in any `declare global` block for a global one); None
        where there is none."""
        for other in self._merged.get(target, ()) if self._merged else ():
            od = self.tables[other[1]].definitions[other[2]]
            if od.kind in ("variable", "constant") and od.type_text:
                return other
        d = self.tables[target[1]].definitions[target[2]]
        j = self._first_named(self._typed_values_by_name, target[1], d.parent, d.name,
                              lambda o: o.kind in ("variable", "constant") and bool(o.type_text))
        return ("def", target[1], j) if j is not None else None

    def _call_signature_parameter(self, cpath: str, ci: int, m, depth: int):
        """A callback passed to a value declared with an interface that has call signatures (hono's `get!:
        HandlerInterface<E, 'get', S>` with `<..>(handler: H<..>): Hono` and `<..>(path: P, handler: H<..>): Hono`,
        called `app.get('/', (c) => ..)`): its parameter as the first signature with a parameter at the argument's
        place types it; None unless so."""
        d = self.tables[cpath].definitions[ci]
        if d.kind not in ("property", "variable") or not d.type_text or depth >= 8:
            return None
        return self._signatures_parameter(self.type_from_text(cpath, d.parent, d.type_text, depth + 1), m, depth)

    def _signatures_parameter(self, inst, m, depth: int):
        """_call_signature_parameter's answer for a value of type `inst` (an instance, or a union of a merged
        interface's declarations)."""
        if inst is None:
            return None
        # each declaration of a merged interface (rxjs's `interface ObservableCtor` extended in each operator's
        # `declare global` block, the construct signature in one: a union of them)
        decls = [x for x in (inst[1] if inst[0] == "union" else (inst,)) if x[0] == "inst" and
                 self.tables[x[1]].definitions[x[2]].kind == "interface"]
        if len({self.tables[x[1]].definitions[x[2]].qualname for x in decls}) > 1:
            return None   # a union of other interfaces (`a: Foo | Bar`): no one signature types it
        if m.group(2).startswith("="):
            return None
        arg, param = int(m.group(2)), int(m.group(4))
        for decl in decls:
            for sig in self._call_signatures(decl[1], decl[2], construct=True):
                declared = _argument_parameter(self._value_parameters(decl[1], sig), arg)
                if declared:
                    found = self._function_type_parameter(decl[1], sig, _function_alternative(declared), param,
                                                          depth + 1)
                    if found is not None:
                        return found
        return None

    def _call_signatures(self, path: str, iface: int, construct: bool = False) -> list[int]:
        """The call signatures of an interface (`interface ToSSGInterface { (app: Hono, ..): R }`: the anonymous
        function scopes the map records for them), in order; with `construct`, its construct signatures after them
        (LanguageSpec.construct_signatures: `new <T>(init: ..): Observable<T>`, the scopes signed "new")."""
        defs = self.tables[path].definitions
        end = defs[iface].end_byte
        out, constructs = [], []
        i = iface + 1
        while i < len(defs) and defs[i].start_byte < end:   # its members and their scopes follow it in order
            s = defs[i]
            if s.parent == iface and s.local and s.kind == "function" and s.name.startswith("<fn@"):
                (constructs if s.signature == "new" else out).append(i)
            i += 1
        return out + constructs if construct else out

    def _mapping_values(self, path: str, text: str, entries: bool = False) -> str:
        """The mapping argument of a call giving its values (spec.mapping_value_calls: `Object.values(m)`; with
        `entries`, its [key, value] entries: mapping_entry_calls), the collection read directly or through
        methods keeping its elements (`.sort(f)`, `.filter(f)`); "" else."""
        spec = self.spec_of(path)
        calls = spec.mapping_entry_calls if entries else spec.mapping_value_calls
        if not calls:
            return ""
        callee, paren, _ = text.partition("(")
        if not paren or callee.strip() not in calls:
            return ""
        end = closing(text[len(callee):])
        if end < 0:
            return ""
        rest = text[len(callee) + end + 1:].strip()
        if rest:   # `.sort(..).filter(..)`: each a method keeping the elements
            segments = _split_receiver("x" + rest)
            if not segments or any(calls != "(" or spec.element_methods.get(name) != "same"
                                   for name, calls in segments[1:]):
                return ""
        inner = text[len(callee) + 1:len(callee) + end].strip()
        return inner if inner and balanced(inner) and "," not in inner else ""

    def _element_declared(self, path: str, scope: int, iterable: str, named: bool = False):
        """(path, scope, type text) an element of `iterable` is declared as, where the collection is declared
        (`pairs: [Rel, Meta][]`, `extract(): [Rel, Meta][]` called): `[Rel, Meta]`; None otherwise. `named`: also
        through a named collection type (_collection_of: Go `type fns []func(*Vec) Counter`)."""
        iterable = iterable.strip()
        called = iterable.endswith(")")
        if called:   # `m.extract(a, b)`: what the function is declared to return
            depth, at = 0, -1
            for i in range(len(iterable) - 1, -1, -1):
                depth += {")": 1, "(": -1}.get(iterable[i], 0)
                if depth == 0:
                    at = i
                    break
            if at <= 0:
                return None
            iterable = iterable[:at]
        target, _ = self.resolve_expr(path, scope, iterable)
        if target is None or (called and (target[0] != "def" or
                                          self.tables[target[1]].definitions[target[2]].kind not in FUNCTION_KINDS)):
            return None
        declared = self.declared_type(target)
        if declared is not None and named:
            declared = self._collection_of(*declared)
        if declared is None:
            return None
        dspec = self.spec_of(declared[0])
        elements = _element_type(declared[2], dspec.iterable_types, dspec)
        if elements.startswith("(") and closing(elements) == len(elements) - 1:
            elements = elements[1:-1].strip()   # `((*Vec) => Counter)[]`: a function type
        return (declared[0], declared[1], elements) if elements else None

    def _values_array(self, path: str, scope: int, mapping: str, depth: int):
        """The declared type of an array of the values of `mapping` (`Record<K, V>`, `{ [k: string]: V }`): an
        Array<V> where the mapping is declared; None when it is not declared so."""
        value, _ = self.resolve_expr(path, scope, mapping)
        declared = self.declared_type(value, depth + 1) if value is not None else None
        if declared is None:
            return None
        for _ in range(4):   # through aliases and interfaces (`FieldMap = ObjMap<Field>`, `interface ObjMap<T> {..}`)
            dpath, dscope, text = declared
            spec = self.spec_of(dpath)
            elements = _element_type(text, spec.mapping_types, spec, last=True)
            if not elements and spec.index_signature and text.startswith("{"):
                m = _compiled(spec.index_signature).match(text)
                elements = m.group(1) if m else ""
            if elements:
                return dpath, dscope, f"Array<{elements}>"
            declared = self._alias_of(dpath, dscope, text) or self._collection_base(dpath, dscope, text)
            if declared is None:
                return None
        return None

    def _argument_type(self, path: str, scope: int, context: str, depth: int):
        """The value argument ARG of CALLEE is declared as (the map's "CALLEE#ARG@KEY": an object literal passed
        there, for `this` in its method KEY), from the callee's own declaration; None when not declared. Where the
        member KEY of that type is declared with a `this` parameter (tiptap's `addCommands?: (this: {editor:
        Editor, ..}) => ..`), what that parameter is."""
        callee_text, _, arg = context.rpartition("#")
        arg, _, key = arg.partition("@")
        callee, _ = self.resolve_expr(path, scope, callee_text)
        if callee is None or callee[0] != "def" or not arg.isdigit():
            return None
        cpath, ci = callee[1], callee[2]
        if self.tables[cpath].definitions[ci].kind not in FUNCTION_KINDS:
            return None
        params = self._value_parameters(cpath, ci)
        if int(arg) >= len(params) or not params[int(arg)]:
            return None
        value = self.type_from_text(cpath, ci, params[int(arg)], depth + 1)
        if key and value is not None and depth < 8:
            declared = self._declared_this(self.member(value, key)[0], depth)
            if declared is not None:
                return declared
        return value

    def _declared_this(self, member, depth: int):
        """What a method's `this` is where its declaration says so (LanguageSpec.this_parameter): a property of a
        function type whose first parameter is `this` (`addCommands?: (this: {..}) => Partial<RawCommands>`), or a
        method signature's `this` parameter; else None."""
        if member is None or member[0] != "def":
            return None
        d = self.tables[member[1]].definitions[member[2]]
        # (a method signature's parameters as its signature writes them: the map keeps no `this` parameter)
        text = d.signature[max(d.signature.find("("), 0):] if d.kind in FUNCTION_KINDS else \
            _function_alternative(d.type_text)
        pattern = self.spec_of(member[1]).this_parameter
        declared = _function_parameter_types(text)[:1] if pattern and _compiled(pattern).match(text) else ()
        if not declared or not declared[0]:
            return None
        if declared[0].startswith("{"):   # the literal's properties, which the map nests under the member
            return "inst", member[1], member[2]
        return self.type_from_text(member[1], d.parent, declared[0], depth + 1)

    def _generic_base_callback(self, path: str, scope: int, callee: str, arg: int, param: int):
        """`this.setState((prevState) => ..)` in `class App extends React.Component<Props, State>`: the callback's
        parameter as the external base types it by the class's type arguments (resolver.generic_base_callbacks);
        None unless so."""
        table = self.resolvers[self.family_of[path]].generic_base_callbacks
        receiver, dot, method = callee.rpartition(".")
        if not table or not dot:
            return None
        holder, _ = self.resolve_expr(path, scope, receiver)
        if holder is None or holder[0] != "inst":
            return None
        hpath, cls = holder[1], holder[2]
        d = self.tables[hpath].definitions[cls]
        for r in (self._scopes.get(hpath) or self.scopes(hpath))["inherit"].get(cls, ()):
            typed = table.get(r.name, {}).get(method)
            if typed is None or r.kind != "inherit" or typed[0] != arg or param >= len(typed[1]):
                continue
            base = self.resolve_ref_target(hpath, r.scope, r.name, r.receiver)[0]
            if base is not None and base[0] != "ext":
                continue   # a class of the repository: its own declaration types it
            args = _type_arguments(d.type_text)
            index = typed[1][param]
            return self.type_from_text(hpath, d.parent, args[index]) if index < len(args) else None
        return None

    def _inferred_type_argument(self, path: str, scope: int, cpath: str, fn: int, ftext: str, param: int,
                                params: list[str], args: list[str], arg: int):
        """A callback's parameter typed by a type parameter T of the callee that another argument gives:
        `OneToMany<T>(type: (t?: any) => ObjectType<T>, inverse: (object: T) => any)` called
        `OneToMany(() => Photo, (photo) => ..)`: T is a Photo (that argument's function returns the class Photo,
        and its declared result is a type made of T: a constructor of T). None unless so."""
        types = _function_parameter_types(ftext, self.spec_of(cpath).this_parameter)
        if param >= len(types) or not _is_identifier(types[param]):
            return None
        tparam = types[param]
        bound = self.resolve_name(cpath, fn, tparam)
        if bound is None or bound[0] != "local" or bound[2] != fn:
            return None   # not a type parameter of the callee
        made_of = re.compile(rf"=>\s*[\w$.]+<\s*{re.escape(tparam)}\s*>")   # `=> ObjectType<T>`
        spec = self.spec_of(cpath)
        for j, given in enumerate(args):
            if j == arg or j >= len(params) or not given:
                continue
            if not given.startswith("=>") and spec.iterable_types and (_is_dotted(given) or given.endswith(")")):
                # `keyValMap<T, V>(list: ReadonlyArray<T>, keyFn: (item: T) => string, ..)` called `keyValMap(args,
                # (arg) => arg.name, ..)`: T is what args (or a call, `this.getValues()`) holds; `one<T>(x: T, fn:
                # (x: T) => void)`: what x is
                declared = _without_none(params[j].strip(), spec)
                if declared == tparam:
                    found = self.type_from_text(path, scope, "expr:" + given, 1)
                elif _element_type(declared, spec.iterable_types, spec) == tparam:
                    found = self.type_from_text(path, scope, "elem:" + given, 1)
                else:
                    found = None
                if found is not None:
                    return found
            if given.startswith("=>"):
                declared = _function_alternative(params[j])
                end = closing(declared) if declared.startswith("(") else -1
                if end < 0 or not made_of.fullmatch(declared[end + 1:].strip()):
                    continue
                given = given[2:]
            elif not ((made := _CONSTRUCTOR_OF.fullmatch(params[j].strip())) and tparam in made.groups()):
                continue   # `modelClass: ModelClass<T>`, `cls: new (...args: never[]) => T`: a class given for T
            target, _ = self.resolve_expr(path, scope, given)
            if target is not None and target[0] == "def" and \
                    self.tables[target[1]].definitions[target[2]].kind in CLASS_KINDS:
                return ("inst", target[1], target[2])
        return None

    def _function_type_parameter(self, path: str, scope: int, text: str, param: int, depth: int):
        """The type of parameter `param` of the function type `text` (written in `scope`), through type aliases
        (`perform: ActionFn<TData>`, `type ActionFn = (elements, appState: AppState) => ..`). An object type
        written there for it (`type Fn = (props: {scene: Scene}) => void`) is the alias's: its properties are
        the alias's members."""
        alias_def = literal_holder = None
        # the type parameters of the generic aliases passed through, bound to the arguments written (`Column<Key>
        # ["component"]` of `type Column<T> = {component: (data: T) => ..}`: T is the Key written where asked)
        bound: dict = {}
        for _ in range(4):
            text = _without_none(text, self.spec_of(path))   # Python `Optional[Callable[[A], R]]`
            if text.startswith("<") and 0 < _type_parameters_end(text) < len(text) and \
                    text[_type_parameters_end(text):].lstrip().startswith("("):
                # `<TRequest = any>(req: TRequest, document: OpenAPIObject) => ..`: a generic function type
                text = text[_type_parameters_end(text):].lstrip()
            if text.startswith("(") or _CALLABLE.match(text):
                break
            pattern = self.spec_of(path).indexed_access
            indexed = _compiled(pattern).match(text) if pattern else None
            holder_text, key = indexed.groups() if indexed else ("", "")
            if indexed is None and pattern and (last := _LAST_KEY.search(text)) is not None and \
                    _compiled(pattern).match(text[:last.start()]):
                # a nested literal's `Config["kind"]["resolve"]`: the member resolve of what Config["kind"] is (the
                # spec's pattern reads one subscript: a subscript of a union's member is the union of theirs)
                holder_text, key = text[:last.start()], last.group(1)
            if holder_text:   # `visible?: Action["visible"]`: the function type Action's member visible is declared as
                mapping = self._collection_of(path, scope, holder_text)
                spec = self.spec_of(mapping[0]) if mapping is not None else None
                value = _element_type(mapping[2], spec.mapping_types, spec, last=True) if mapping is not None else ""
                if value:   # `PublicPropertiesMap["$el"]`, `type PublicPropertiesMap = Record<string, (i: I) => any>`
                    path, scope, text = mapping[0], mapping[1], value
                    continue
                holder = self.type_from_text(path, scope, holder_text, depth + 1) if depth < 8 else None
                prop = self.member(holder, key)[0] if holder is not None else None
                if prop is None:
                    # `ASTVisitor["Document"]` of a mapped type remapping its keys; a nested literal's
                    # `ASTVisitor["Field"]["leave"]`: the member `leave` of the alternative the key maps to that has it
                    inner = _compiled(pattern).match(holder_text)
                    mapped = self._remapped_member(path, scope, inner.group(1), inner.group(2), key) \
                        if inner else self._remapped_member(path, scope, holder_text, key)
                    if mapped is not None:
                        path, scope, text, bound = mapped
                        continue
                if prop is None or prop[0] != "def":
                    return None
                d = self.tables[prop[1]].definitions[prop[2]]
                if d.kind in FUNCTION_KINDS:   # `push(code: string, node?: Node): void`: the method's parameter
                    return self._method_parameter(prop, param, depth) if param >= 0 else None
                bound = self._member_bindings(path, scope, holder_text, prop, d, bound)
                path, scope, text = prop[1], d.parent, _function_alternative(d.type_text)
                # a literal parameter of a property's function type (Nuxt's `getContents?: (data: { nuxt: Nuxt, app:
                # NuxtApp }) => string`): the map gives the literal's properties the property as their parent
                literal_holder = prop if d.kind == "property" else None
                continue
            target, _ = self.resolve_expr(path, scope, _outer_name(text) or text) if _is_dotted(
                _outer_name(text) or text) else (None, False)
            if target is not None and target[0] == "local" and len(target) > 3 and target[3] and \
                    target[3] != text:   # a type parameter bound by a function type (Rust `F: FnMut(Match)`)
                path, scope, text = target[1], target[2], target[3]
                continue
            if (target is None or target[0] == "ext") and \
                    (typed := self.spec_of(path).function_type_arguments.get(_outer_name(text))) is not None:
                # an external generic function type (React.FC<Props>: its parameter 0 is a Props)
                args = _type_arguments(text[text.index("<"):].strip())
                index = typed[param] if 0 <= param < len(typed) else len(args)
                return self.type_from_text(path, scope, args[index], depth + 1) if index < len(args) else None
            if target is None or target[0] != "def":
                return None
            d = self.tables[target[1]].definitions[target[2]]
            if d.kind == "interface" and self.spec_of(target[1]).functional_interfaces:
                # Java `doc.traverse((node, depth) -> ..)` of `traverse(NodeVisitor v)`: the parameter of the
                # interface's one abstract method (`void head(Node node, int depth)`)
                method = self._abstract_method(target[1], target[2])
                return self._method_parameter(method, param, depth) if method is not None and param >= 0 else None
            if d.kind == "interface" or (d.kind == "type" and d.type_text.startswith("{")):
                # `const toSSG: ToSSGInterface = async (app, fs, options) => ..` (or a type literal's: apollo-client's
                # `type BuildStep = { (options: BuildStepOptions): void | Promise<void> }`)
                # its one call signature (the checker types a function by overloads, `header: SetHeaders =
                # (name, value, options) => ..` of three, with none: its parameters are any)
                signatures = self._call_signatures(target[1], target[2])
                params = self._value_parameters(target[1], signatures[0]) if len(signatures) == 1 else []
                if 0 <= param < len(params) and params[param]:
                    ptext = params[param]
                    names = _alias_parameters(d.signature, d.name) if "<" in d.signature else []
                    given = _type_arguments_of(text, _generic_head(text)) if names and text.endswith(">") else []
                    if ptext in names and names.index(ptext) < len(given):
                        # a type parameter of the interface: the argument written (`$ZodErrorMap<$ZodIssue>`)
                        return self.type_from_text(path, scope, given[names.index(ptext)], depth + 1)
                    if names and not given:
                        # the interface named bare: its type parameters are their defaults (`interface
                        # $ZodErrorMap<T extends $ZodIssueBase = $ZodIssue> { (issue: $ZodRawIssue<T>): .. }`: the
                        # checker's T is $ZodIssue, not the bound the interface's own code reads), written in its file
                        ptext = _substituted(ptext, {n: default for n, default in
                                                     zip(names, self._parameter_defaults(target[1], target[2]))
                                                     if default})
                    return self.type_from_text(target[1], signatures[0], ptext, depth + 1)
                return None
            if d.kind in ("variable", "constant") and d.type_text.startswith("expr:") and \
                    _CALLABLE.match(d.type_text, 5):
                # Python's implicit alias `ObjectiveFuncType = Callable[["Trial"], float]` (optuna's
                # `study.optimize(lambda t: t.suggest_float(..))`): the function type it is assigned, read there
                path, scope, text = target[1], d.parent, d.type_text[5:]
                continue
            if d.kind != "type" or not d.type_text:
                return None
            alias_def = target
            if bound or text.endswith(">"):   # `AccessorFn<T>` with T bound: the alias's own parameters
                bound = self._alias_bindings(path, scope, text, d, bound)
            # (an alias of a union's one function type: tanstack-table's `type ColumnDefTemplate<TProps> = string |
            # ((props: TProps) => any)`)
            path, scope, text = target[1], d.parent, _function_alternative(d.type_text)
        this_pattern = self.spec_of(path).this_parameter
        if param < 0:   # the function's `this` (`fnp:-1:MatcherFunction<[E]>`), where the function type declares one
            if not this_pattern or not _compiled(this_pattern).match(text):
                return None
            types, param = _function_parameter_types(text)[:1], 0
        else:
            types = _function_parameter_types(text, this_pattern)
        if not types and param == 0 and alias_def is not None and _OBJECT_FIRST_PARAMETER.match(text):
            types = ["{"]   # the map's text of a long alias is cut short: its first parameter is an object type
        if param >= len(types) or not types[param]:
            return None
        if types[param].startswith("{") and alias_def is not None:
            return ("inst", alias_def[1], alias_def[2])
        if types[param].startswith("{") and literal_holder is not None:
            return ("inst", literal_holder[1], literal_holder[2])
        if types[param] in bound:   # a type parameter of an alias passed through: what it was given
            return self.type_from_text(*bound[types[param]], depth + 1)
        return self.type_from_text(path, scope, types[param], depth + 1)

    def _alias_bindings(self, path: str, scope: int, text: str, d, bound: dict, head: str = "") -> dict:
        """The type parameters of the generic alias definition `d` bound to the arguments `text` (written in
        path, scope) gives it where it names it (as `head`: by default the text's own head, `AccessorFn<T>`):
        {name: (path, scope, argument text)}, an argument that is a parameter in `bound` as bound."""
        arguments = _type_arguments_of(text, head or _generic_head(text))
        parameters = _alias_parameters(d.signature, d.name)
        return {p: bound.get(a) or (path, scope, a) for p, a in zip(parameters, arguments)}

    def _member_bindings(self, path: str, scope: int, holder: str, prop: tuple, d, bound: dict) -> dict:
        """The type parameters in view of member `d` (at `prop`) of the generic alias `holder` (written in path,
        scope) names, bound: the alias's own (`Column<Key>` of `type Column<T> = {..}`), or those of an alias it
        writes with arguments (`.. & (DataColumn<T> | ActionColumn)`: DataColumn's T is Column's, a Key)."""
        found = self._definition_named(path, scope, _generic_head(holder)) if holder.endswith(">") else None
        if found is None or found[1].kind != "type":
            return {}
        target, alias = found
        outer = self._alias_bindings(path, scope, holder, alias, bound)
        if (prop[1], d.parent) == (target[1], target[2]):
            return outer
        if d.parent == NO_PARENT:
            return {}
        owner = self.tables[prop[1]].definitions[d.parent]
        if owner.kind != "type" or not _type_arguments_of(alias.type_text, owner.name):
            return {}
        return self._alias_bindings(target[1], alias.parent, alias.type_text, owner, outer, owner.name)

    def _namespace_export(self, target, name: str):
        """What a namespace (the one target is, or one merged with it) exports as `name` by an export clause of its
        body (apollo-client's `class ApolloClient` beside `namespace ApolloClient { export type { DefaultOptions };
        }`, DefaultOptions imported by the file): the name the clause exports, as the namespace's body sees it;
        None unless so."""
        path = target[1]
        defs = self.tables[path].definitions
        exports = self.tables[path].exports
        if not exports:
            return None
        for j in [target[2]] + self._merged_declarations(path, target[2]):
            ns = defs[j]
            if ns.kind != "module":
                continue
            for e in exports:
                if e.alias == name and e.form == "named" and ns.start_line <= e.line <= ns.end_line:
                    found = self.resolve_name(path, j, e.name)
                    if found is not None and found[0] in ("def", "module") and found[1:3] != (path, j):
                        return found
        return None

    def _remapped_member(self, path: str, scope: int, holder: str, key: str, member: str = ""):
        """(path, scope, function type text, bound type parameters) of the member `key` of the type `holder` (a
        name written in path, scope) where an alias it is, or one of the union it is, maps a union's alternatives
        to keys by one of their properties (LanguageSpec.key_remapping: graphql-js's `type KindVisitor = {
        readonly [NodeT in ASTNode as NodeT['kind']]?: ASTVisitFn<NodeT> | EnterLeaveVisitor<NodeT> }`): for key
        `Document`, NodeT bound to the alternative whose property `kind` is declared as that key (`kind:
        'Document'`, or an enum member of its name, `kind: Kind.DOCUMENT`), and of the value's alternatives the
        one a function type alias is (`ASTVisitFn<NodeT>`); with `member` (`{Field: {leave(node) {..}}}`), the
        function type that member of the value's alternative declaring it is declared as (`EnterLeaveVisitor<NodeT>`'s
        `leave?: ASTVisitFn<TVisitedNode>`, TVisitedNode bound to what NodeT is). None unless exactly one
        alternative has the key."""
        pattern = self.spec_of(path).key_remapping
        if not pattern or not _is_dotted(holder):
            return None
        todo, seen = [(path, scope, holder)], 0
        while todo and seen < 8:
            seen += 1
            apath, ascope, text = todo.pop()
            text = text.strip()
            m = _compiled(pattern).match(text) if text.startswith("{") else None
            if m is None:
                for alternative in _union_alternatives(text):
                    found = self._definition_named(apath, ascope, alternative.strip())
                    if found is not None and found[1].kind == "type" and not found[1].signature.endswith(">"):
                        todo.append((found[0][1], found[1].parent, found[1].type_text))
                continue
            tparam, union, prop, value = m.groups()
            alternatives = self._union_names(apath, ascope, union)
            matched = [a for a in alternatives if self._keyed_by(a, prop, key)]
            if len(matched) != 1:
                return None
            target = matched[0]
            d = self.tables[target[1]].definitions[target[2]]
            bound = {tparam: (target[1], d.parent, d.name)}
            for alternative in _union_alternatives(value):
                alternative = alternative.strip()
                found = self._definition_named(apath, ascope, _generic_head(alternative))
                if found is None:
                    continue
                (_, fpath, fi), fd = found
                if not member and fd.kind == "type" and fd.type_text.startswith(("(", "<")):
                    return apath, ascope, alternative, bound
                prop = self.class_member(fpath, fi, member) if member and fd.kind in CLASS_KINDS else None
                if prop is None or prop[0] != "def":
                    continue
                pd = self.tables[prop[1]].definitions[prop[2]]
                if pd.kind in FUNCTION_KINDS or not pd.type_text:
                    return None
                # the interface's type parameters bound to the arguments the alternative writes (`NodeT`)
                given = _type_arguments_of(alternative, fd.name) if alternative.endswith(">") else []
                inner = {p: bound.get(a) or (apath, ascope, a)
                         for p, a in zip(_alias_parameters(fd.signature, fd.name), given)}
                return prop[1], pd.parent, _function_alternative(pd.type_text), inner
            return None
        return None

    def _union_names(self, path: str, scope: int, text: str) -> list:
        """The definitions (targets) the alternatives of the union type alias `text` names, through aliases."""
        found, todo, seen = [], [(path, scope, text)], 0
        while todo and seen < 8:
            seen += 1
            apath, ascope, text = todo.pop()
            for alternative in _union_alternatives(text.strip()):
                named = self._definition_named(apath, ascope, alternative.strip())
                if named is None:
                    continue
                if named[1].kind == "type":
                    todo.append((named[0][1], named[1].parent, named[1].type_text))
                else:
                    found.append(named[0])
        return found

    def _keyed_by(self, target, prop: str, key: str) -> bool:
        """Whether the type `target` declares its property `prop` as the literal `key` (`kind: 'Document'`), or as
        a member of an enum whose name is the key's, case and underscores aside (`kind: Kind.DOCUMENT`: the map
        keeps no enum member's value; TypeScript's string enums name their members so)."""
        member = self.member(("inst", target[1], target[2]), prop)[0]
        if member is None or member[0] != "def":
            return False
        text = self.tables[member[1]].definitions[member[2]].type_text.strip()
        if text[:1] in "'\"" and text[-1:] == text[:1]:
            return text[1:-1] == key
        head, dot, name = text.rpartition(".")
        if not dot or not _is_dotted(head):
            return False
        enum = self._definition_named(member[1], self.tables[member[1]].definitions[member[2]].parent, head)
        return enum is not None and enum[1].kind == "enum" and name.replace("_", "").lower() == key.lower()

    def _assigned_parameter(self, path: str, scope: int, assigned: str, param: int, depth: int):
        """The type of parameter `param` of a function assigned to `assigned` (a name or member access): that
        parameter of the method, or of the function type, the target is declared as."""
        target, _ = self.resolve_expr(path, scope, assigned)
        if target is None or target[0] != "def":
            return None
        d = self.tables[target[1]].definitions[target[2]]
        if d.kind in FUNCTION_KINDS:
            return self._method_parameter(target, param, depth)
        if d.kind not in ("property", "variable") or not _is_annotation(d.type_text):
            return None
        return self._function_type_parameter(target[1], d.parent, d.type_text, param, depth)

    def _overload_by_arity(self, target, n: int, depth: int = 0, fitted: list | None = None):
        """The declaration of a method (target and its overloads in its class, then a base's same-named method and
        its overloads) whose parameters take n arguments; None where the method has no other declaration, where
        none takes n, or where several in one class do. `fitted` (a list) is given a True where a declaration
        taking n was seen (none: no declaration in the repository takes n)."""
        path, i = target[1], target[2]
        defs = self.tables[path].definitions
        d = defs[i]
        if d.kind not in FUNCTION_KINDS:
            if fitted is not None:
                fitted.append(True)
            return None
        group = sorted([i] + self._same_named(path, i))
        fits = [j for j in group if _takes_arguments(defs[j].signature, n)]
        if fits and fitted is not None:
            fitted.append(True if len(fits) == 1 else "several")
        if len(fits) > 1:   # `remove(int)` and `remove(JsonElement)`: the types would tell, not the number
            return None
        if fits:
            return ("def", path, fits[0]) if len(group) > 1 or depth else None
        if depth < 8 and d.parent != NO_PARENT and defs[d.parent].kind in TYPE_KINDS:
            for base in self.bases(path, d.parent):
                found = self.class_member(base[1], base[2], d.name)
                if found is not None and found[0] == "def":
                    found = self._overload_by_arity(found, n, depth + 1, fitted)
                    if found is not None:
                        return found
        elif fitted is not None:
            fitted.append(True)   # a function outside a class: as found
        return None

    def _using_overload(self, target, n: int):
        """C++: for a call with n arguments of `target`, a method none of whose class's declarations of that name takes
        n, where the class brings its base's in (`using Namer::Method;`, flatbuffers' IdlNamer, whose own Method
        overloads take two or three): the base's declaration that takes n; else None (a class's own overloads hide
        its bases' otherwise, and are told apart by their types)."""
        path, i = target[1], target[2]
        defs = self.tables[path].definitions
        d = defs[i]
        if d.kind not in FUNCTION_KINDS or d.parent == NO_PARENT or defs[d.parent].kind not in CLASS_KINDS:
            return None
        if any(_takes_arguments(defs[j].signature, n) for j in (i, *self._same_named(path, i))):
            return None
        cls = defs[d.parent]
        if not any(imp.name == d.name and imp.module and cls.start_line <= imp.line <= cls.end_line
                   for imp in self.tables[path].imports):
            return None
        for base in self.bases(path, d.parent):
            found = self.class_member(base[1], base[2], d.name)
            if found is not None and found[0] == "def":
                picked = self._overload_by_arity(found, n)
                if picked is not None:
                    return picked
                if _takes_arguments(self.tables[found[1]].definitions[found[2]].signature, n):
                    return found
        return None

    def _free_overload(self, path: str, target, n: int):
        """LanguageSpec.free_overloads_by_arity: for a call with n arguments of `target`, a function of a namespace
        that does not take n, the declaration of the same qualified name in the file or a file it includes (in the
        order of the namespace's lookup) that does (imgui's `GetKeyData(key)` in imgui.cpp, which defines
        `ImGui::GetKeyData(ImGuiContext* ctx, ImGuiKey key)`: imgui_internal.h's inline `GetKeyData(ImGuiKey key)`);
        None where `target` takes n, where none does, or where `target` is a class's member. The declarations of
        one overload (told by their number of parameters) share their default arguments, which C++ writes on one
        of them (imgui.h's `Shortcut(ImGuiKeyChord key_chord, ImGuiInputFlags flags = 0, ..)`, not the
        definition's)."""
        tables = self.tables
        defs = tables[target[1]].definitions
        d = defs[target[2]]
        if d.kind not in FUNCTION_KINDS or d.local or (d.parent != NO_PARENT and defs[d.parent].kind != "module"):
            return None   # (a member declared in its class)
        least, most = _parameter_count(d.signature)
        if n == most or (most < 0 and n >= least):
            return None
        key = (path, d.qualname)
        found = self._free_overloads.get(key)
        if found is None:
            self.owner_index()
            if (target[1], target[2]) in self._owner_of:
                found = self._free_overloads[key] = ()   # (a member defined outside its class)
                return None
            resolver = self.resolvers[self.family_of[path]]
            order = self._include_order(path, resolver) if resolver.stars_last_first else []
            self._reads_all(order)   # (an overload a header of the order declares changes the choice)
            found = []
            for at in (path, *reversed(order)):
                functions = self._functions_by_qualname.get(at)
                if functions is None:
                    functions = self._functions_by_qualname[at] = {}
                    for i, f in enumerate(tables[at].definitions):
                        if f.kind in FUNCTION_KINDS and not f.local:
                            functions.setdefault(f.qualname, []).append(i)
                for i in functions.get(d.qualname, ()):
                    found.append((at, i, *_parameter_count(tables[at].definitions[i].signature)))
            fewest: dict[int, int] = {}   # an overload's number of parameters -> the fewest its declarations take
            for _at, _i, lo, hi in found:
                fewest[hi] = min(lo, fewest.get(hi, lo))
            found = self._free_overloads[key] = tuple((at, i, fewest[hi], hi) for at, i, _lo, hi in found)
        if not found:
            return None
        for at, i, lo, hi in found:
            if (at, i) == (target[1], target[2]):
                if lo <= n <= hi:
                    return None   # (its defaults written on another declaration)
                break
        for at, i, lo, hi in found:
            if lo <= n and (hi < 0 or n <= hi):
                self._reads(at)
                return ("def", at, i)
        return None

    def _argument_hints(self, path: str) -> dict:
        """{(scope, line, col): the argument hints of the call there} of a file (the map's Locals "arguments":
        LanguageSpec.argument_types), read once per file."""
        found = self._call_hints.get(path)
        if found is None:
            locs = self.tables[path].locals
            scoped = getattr(locs, "scoped", None)
            rows = locs.rows(scoped(("arguments",))) if scoped is not None else [r for r in locs if r[1] == "arguments"]
            found = self._call_hints[path] = {}
            for r in rows:
                col, _, hints = r[3].partition(":")
                found[(r[2], r[4], int(col))] = hints.split("\x1f")
        return found

    def _overload_by_types(self, path: str, scope: int, target, n: int, hints: list):
        """(declaration, how many fit) of a method's declarations taking n arguments in its class and its bases (an
        override hides its base's): the one whose parameter types the arguments' known types (`hints`,
        _argument_hints) fit, where one alone does (where several do, the one they all match exactly), else None;
        and how many fit (-1 where no argument's type is known, or the method is no class's)."""
        d = self.tables[target[1]].definitions[target[2]]
        if d.parent == NO_PARENT or d.kind not in FUNCTION_KINDS:
            return None, -1
        key = (target[1], d.parent, d.name, n)
        candidates = self._typed_overloads.get(key)
        if candidates is None:
            candidates = self._typed_overloads[key] = self._overloads_of(target[1], d.parent, d.name, n)
        if len(candidates) < 2 and not self._base_outside(target[1], d.parent):
            return None, -1   # one declaration, nothing outside: the types would choose nothing
        if len(candidates) > 1:   # only the places where the declarations' parameter types differ tell them apart
            shown = [types for _, types in candidates if len(types) == n and "..." not in types]
            telling = {k for k in range(n) if len({types[k] for types in shown}) > 1}
        else:
            telling = range(n)
        known = []
        for k, hint in enumerate(hints):
            if hint and k in telling:
                names = self._argument_types.get((path, scope, hint))
                if names is None:
                    names = self._argument_types[(path, scope, hint)] = self._argument_type_names(path, scope, hint)
                if names:
                    known.append((k, names))
        if not known:
            return None, -1
        fit, matched, exact = [], [], []
        for method, types in candidates:
            if len(types) != n or "..." in types:   # a list the signature does not show, varargs: may fit
                fit.append(method)
                continue
            # an argument of a type whose every base is known (a primitive, a String, a class of the repository
            # whose bases all are) rules out a parameter of another type; one of another (`new ByteArrayOutputStream()`
            # for an OutputStream) rules out nothing
            if all(types[k] is None or types[k] in names or types[k] in _ANY_ARGUMENT or not names[-1]
                   for k, names in known):
                fit.append(method)
                if all(types[k] is None or types[k] in names for k, names in known):
                    matched.append(method)
                    if all(types[k] == names[0] for k, names in known):
                        exact.append(method)
        if len(fit) == 1:
            return fit[0], 1
        # several fit: the one the known types name (`new SerializedString(..)`, a SerializableString, beside a
        # String parameter its unknown bases do not rule out), else the one they all are exactly
        return (matched[0] if len(matched) == 1 else exact[0] if len(exact) == 1 else None), len(fit)

    def _overloads_of(self, path: str, cls: int, name: str, n: int) -> list:
        """[(declaration, its parameters' simple type names)] of the methods `name` taking n arguments in a class and
        its bases in the repository, the class's first (a base's declaration with the types of one seen is hidden)."""
        candidates, seen_types, seen = [], set(), set()
        overriding: list = []   # the parameter types of the classes seen before this one (its subclasses)
        todo = [(path, cls)]
        while todo and len(seen) < 16:
            at = todo.pop(0)
            if at in seen:
                continue
            seen.add(at)
            own = (self._scopes.get(at[0]) or self.scopes(at[0]))["names"].get(at[1], _EMPTY).get(name)
            here = []
            if own is not None and own[0] == "def":
                defs = self.tables[at[0]].definitions
                for j in [own[2]] + self._same_named(at[0], own[2]):
                    if defs[j].kind in FUNCTION_KINDS and _takes_arguments(defs[j].signature, n):
                        types = _parameter_type_names(defs[j].signature, self._class_parameters(*at))
                        # an override hides its base's declaration, also where the base's parameter is typed by a
                        # type parameter the subclass binds (commons-collections' `MultiValueMap<K, V> extends
                        # AbstractMapDecorator<K, Object>`: its `put(K key, Object value)` hides the base's
                        # `put(K key, V value)`)
                        if types not in seen_types and not any(
                                len(sub) == len(types) and all(a == b or b is None for a, b in zip(sub, types))
                                for sub in overriding):
                            seen_types.add(types)
                            here.append(types)
                            candidates.append((("def", at[0], j), types))
            overriding.extend(here)
            todo.extend((b[1], b[2]) for b in self.bases(*at))
        return candidates

    def _argument_type_names(self, path: str, scope: int, hint: str) -> tuple:
        """The simple names an argument's type answers to (its own first, then its bases' and, for a primitive or a
        String, what it widens or boxes to), from a hint of _argument_hints, and last whether they are all of them
        (True) or its bases outside the repository are unknown (""); () where unknown."""
        if hint in _WIDENED:
            return (*_WIDENED[hint], True)
        if hint.startswith("="):
            text = hint[1:]
            value, _ = self.resolve_expr(path, scope, text)
            if value is None and text.endswith(")") and (end := _opening(text)) > 0:
                # `name.getValue()` of a method declared `String getValue()`: the type it names, outside the repo
                callee, _ = self.resolve_expr(path, scope, text[:end])
                if callee is not None and callee[0] == "def":
                    cd = self.tables[callee[1]].definitions[callee[2]]
                    if cd.kind in FUNCTION_KINDS and _is_dotted(cd.type_text):
                        return (*_WIDENED[cd.type_text], True) if cd.type_text in _WIDENED else \
                            (cd.type_text.rpartition(".")[2], "")
                return ()
            if value is not None and value[0] == "def":
                vd = self.tables[value[1]].definitions[value[2]]
                if vd.kind == "constant" and vd.parent != NO_PARENT and \
                        self.tables[value[1]].definitions[vd.parent].kind == "enum":   # `Feature.X`: a Feature
                    value = ("inst", value[1], vd.parent)
                elif vd.kind in FUNCTION_KINDS or vd.kind in TYPE_KINDS:
                    return ()
            if value is not None and value[0] == "local" and value[3] in _WIDENED:
                return (*_WIDENED[value[3]], True)
            if value is not None and value[0] == "local" and _is_dotted(value[3]) and \
                    not value[3][:1].islower():
                inst = self.instance_of(value)
                if inst is None or inst[0] != "inst":   # `OutputStream out`: a type outside the repository
                    return (value[3].rpartition(".")[2], "")
                value = inst
        else:   # a type's name: `new SerializedString(..)`, `(Feature) x`, `new byte[] {..}`
            if hint.endswith("[]"):
                return (hint.rpartition(".")[2], "")
            value = self.type_from_text(path, scope, hint)
            if value is None or value[0] != "inst":
                return (hint.rpartition(".")[2], "")
        if value is None:
            return ()
        if value[0] != "inst":
            value = self.instance_of(value)
            if value is None or value[0] != "inst":
                return ()
        names, todo, seen, whole = [], [(value[1], value[2])], set(), True
        while todo and len(seen) < 16:   # the class, then its bases (named where they are outside the repository)
            cls = todo.pop(0)
            if cls in seen:
                continue
            seen.add(cls)
            names.append(self.tables[cls[0]].definitions[cls[1]].name)
            named = (self._scopes.get(cls[0]) or self.scopes(cls[0]))["inherit"].get(cls[1], ())
            names.extend(r.name for r in named)
            bases = self.bases(*cls)
            whole = whole and len(bases) == len(named)
            todo.extend((b[1], b[2]) for b in bases)
        return (*dict.fromkeys(names), whole or "")

    def _base_outside(self, path: str, cls: int) -> bool:
        """Whether a class or one of its bases in the repository names a base that is not in it (`class
        UTF32Reader extends BaseReader`, `abstract class BaseReader extends java.io.Reader`)."""
        found = self._outside_cache.get((path, cls))
        if found is not None:   # (the files its bases were read from: a reader's dependencies, for relink)
            return self._recall(found, False)
        return self._memo(self._outside_cache, (path, cls), self._names_base_outside, path, cls, failed=False)

    def _names_base_outside(self, path: str, cls: int) -> bool:
        todo, seen = [(path, cls)], set()
        while todo and len(seen) < 32:
            key = todo.pop()
            if key in seen:
                continue
            seen.add(key)
            named = (self._scopes.get(key[0]) or self.scopes(key[0]))["inherit"].get(key[1], ())
            bases = self.bases(*key)
            if len(bases) < len(named):
                return True
            todo.extend((b[1], b[2]) for b in bases)
        return False

    def _read_not_method(self, target, name: str):
        """A bare name read that found a method (Java: methods and variables are separate namespaces): the
        same-named field of the method's class, else what the name is outside the class (`escapeMode(xhtml)` in a
        class with a method xhtml(): the statically imported xhtml); one that found a type: nothing (`case
        Comment:` of a switch on an enum names its constant, which is no entity)."""
        for _ in range(8):
            path = target[1]
            defs = self.tables[path].definitions
            d = defs[target[2]]
            if d.kind in TYPE_KINDS:   # `case Comment:` of an enum switch: the constant, never the class Comment
                return None
            if not _declares_method(d) or d.parent == NO_PARENT:
                return target
            field = next((j for j, o in enumerate(defs)
                          if o.parent == d.parent and o.name == name and not _declares_method(o)), None)
            if field is not None:
                return ("def", path, field)
            target = self.resolve_name(path, defs[d.parent].parent, name)   # outside the class (again a method?)
            if target is None or target[0] != "def":
                return target
        return None

    def _field_not_method(self, target, name: str):
        """A member read (`c.nextIndex`) that found a method (Java keeps fields and methods apart): the same-named
        field of the method's class, else of its bases (commons-collections' `Cursor` declares `nextIndex()`, its
        base `LinkedListIterator` the field `nextIndex`); the method where no class declares such a field."""
        todo, seen = [target], set()
        while todo and len(seen) < 16:
            at = todo.pop(0)
            if at in seen:
                continue
            seen.add(at)
            defs = self.tables[at[1]].definitions
            d = defs[at[2]]
            if not _declares_method(d) or d.parent == NO_PARENT:
                return at
            field = next((j for j, o in enumerate(defs)
                          if o.parent == d.parent and o.name == name and not _declares_method(o)), None)
            if field is not None:
                return ("def", at[1], field)
            for base in self.bases(at[1], d.parent):
                found = self.class_member(base[1], base[2], name)
                if found is not None and found[0] == "def":
                    todo.append(found)
        return target

    def _abstract_method(self, path: str, iface: int):
        """The one abstract method of an interface (neither default nor static, declared in it), else None."""
        found = None
        for i, d in enumerate(self.tables[path].definitions):
            if d.parent == iface and d.kind == "method" and not _DEFAULT_OR_STATIC.search(d.signature):
                if found is not None and self.tables[path].definitions[found].name != d.name:
                    return None
                found = i if found is None else found
        return ("def", path, found) if found is not None else None

    def _method_parameter(self, method, param: int, depth: int):
        """The value of parameter `param` of a method as it declares it (a function of an object literal written
        where that method is expected takes it)."""
        params = self._value_parameters(method[1], method[2])
        if param >= len(params) or not params[param] or depth >= 8:
            return None
        return self.type_from_text(method[1], method[2], params[param], depth + 1)

    def _explicit_type_result(self, path: str, scope: int, callee_text: str, depth: int):
        """What a call of a generic function of the repository with explicit type arguments gives where its declared
        result is one of its type parameters (`useRecordContext<Company>(props)` of `<RecordType extends ..>(..):
        RecordType | undefined`): what the argument at that parameter's place names; else None. The type parameters
        are the function's leading parameters (its locals of kind parameter) with a capitalised name."""
        head = _generic_head(callee_text)
        written = split_top(callee_text[len(head):].strip()[1:-1], ",")
        function, _ = self.resolve_expr(path, scope, head)
        if function is None or function[0] != "def":
            return None
        d = self.tables[function[1]].definitions[function[2]]
        if d.kind not in FUNCTION_KINDS or not d.type_text:
            return None
        result = _without_none(d.type_text.strip(), self.spec_of(function[1]))
        if not _is_identifier(result):
            return None
        typed = []
        for loc in self._parameter_rows(function[1], function[2]):
            if not _CLASS_NAME.fullmatch(loc.name.lstrip("$_")):
                break
            typed.append(loc.name)
        place = typed.index(result) if result in typed else len(written)
        return self.type_from_text(path, scope, written[place].strip(), depth + 1) if place < len(written) else None

    def _value_parameters(self, path: str, fn: int, named: list | None = None) -> list[str]:
        """The declared types of function `fn`'s parameters in order (its locals of kind parameter, in source order),
        its type parameters left out: a capitalised name (after a leading `$` or `_`: trpc's `query<$Output>(..)`)
        another parameter's type mentions (`<T>(a: T)`); as
        are the parameters of a function type a parameter is declared with (`cb: (item: T) => void`), and the
        names destructured from one parameter count once. `named`: extended with their names, in the same order
        ("" for a destructured one)."""
        locs = self.tables[path].locals
        at = locs.in_scope(fn) if hasattr(locs, "in_scope") else None
        rows = locs.rows(at) if at is not None else [r for r in locs if r.scope == fn]
        params = [r for r in rows if r.kind == "parameter"]
        defs = self.tables[path].definitions
        if params and params[0].name in self.spec_of(path).self_names and not params[0].type_text and \
                defs[fn].parent != NO_PARENT and defs[defs[fn].parent].kind in CLASS_KINDS:
            params = params[1:]   # a method's `self`: no argument passes it
        types = " ".join(r.type_text for r in params)
        out: list[str] = []
        names: list[str] = []
        for r in params:
            if r.name.lstrip("$_")[:1].isupper() and re.search(rf"(?<![\w$]){re.escape(r.name)}(?![\w$])", types):
                continue
            if r.type_text.startswith("prop:"):   # `({a, b}: Props)`: the names destructured from one parameter
                source = r.type_text.split(":", 2)[2]
                if source not in out:
                    out.append(source)
                    names.append("")
                continue
            if any(re.search(rf"(?<![\w$]){re.escape(r.name)}\??\s*:", t) for t in out):
                continue   # `cb: (item: T) => void`: item is a parameter of cb's type, not of the function
            out.append(r.type_text)
            names.append(r.name)
        if named is not None:
            named.extend(names)
        return out

    def _argument_place(self, written: str, path: str, fn: int) -> int:
        """The place among function fn's value parameters of a callback context's ARG (the map's "CALLEE#ARG#.."):
        ARG itself, or where it names a keyword (Python `test_function=lambda x: ..`: "=test_function"), the place
        of the parameter of that name; -1 where there is none."""
        if not written.startswith("="):
            return int(written)
        names: list[str] = []
        self._value_parameters(path, fn, names)
        return names.index(written[1:]) if written[1:] in names else -1

    def _tuple_alias(self, declared: tuple, given: dict | None):
        """((path, scope, type text) of the alias the declared type text names, and its type parameters bound to
        the arguments written: `Pair<Info>` of `type Pair<T> = [undefined, T]` gives the alias's text with
        {"T": where "Info" was written}, an argument that is itself a parameter bound as `given` has it); (None,
        None) when the text names no alias."""
        path, scope, text = declared
        head = _generic_head(text)
        found = self._definition_named(path, scope, head) if head != text else None
        if found is None:
            return self._alias_of(path, scope, text), None
        target, d = found
        if d.kind != "type" or not d.type_text:
            return None, None
        return (target[1], d.parent, d.type_text), \
            self._alias_bindings(path, scope, text, d, given or {}, head.rpartition(".")[2])

    def _alias_of(self, path: str, scope: int, text: str):
        """(path, scope, type text) of the type alias `text` names (`type X = Y`, Python `X: TypeAlias = Y`), else
        None; a generic alias named with arguments (`EnumMetadataValuesMap<T>`) as well (its parameters unbound)."""
        found = self._definition_named(path, scope, _generic_head(text) if text.endswith(">") else text)
        if found is None:
            if text.endswith("]") and (word := self.spec_of(path).type_variable_word):
                return self._subscripted_alias(path, scope, text, word)
            return None
        target, d = found
        if d.kind in ("variable", "constant") and d.type_text.startswith("expr:") and d.type_text.endswith("]") and \
                (_CALLABLE_HEAD.match(d.type_text, 5) or
                 d.type_text[5:].partition("[")[0] in self.spec_of(target[1]).tuple_types):
            # `ClientHandlerType = Callable[[ClientRequest], Awaitable[ClientResponse]]`, `_Part = tuple[Payload,
            # str, str]`: implicit aliases
            return target[1], d.parent, d.type_text[5:]
        if d.kind != "type" or not d.type_text:
            return None
        pattern = self.spec_of(target[1]).index_signature
        if pattern and text.endswith(">") and d.type_text.startswith("{") and \
                (m := _compiled(pattern).match(d.type_text)) is not None and \
                (value := m.group(1).strip()) in (parameters := _alias_parameters(d.signature, d.name)):
            # mikro-orm's `newTables: Dictionary<DatabaseTable>` of `type Dictionary<T = any> = { [k: string]: T }`: an
            # index signature of the argument, read where it is written
            arguments = _type_arguments(text[text.index("<"):])
            at = parameters.index(value)
            if at < len(arguments):
                return path, scope, f"{{ [k: string]: {arguments[at]} }}"
        if "{" in d.type_text and self.spec_of(target[1]).members_unscoped:
            # Go `type memStatsMetrics []struct{ desc *Desc }`: the literal struct's fields are the type's own
            # (memStatsMetrics.desc), read in its scope (where its members do not shadow the names of its text)
            return target[1], target[2], d.type_text
        text = d.type_text
        if len(text) > 1 and text[0] in "\"'" and text[-1] == text[0] and \
                not self.spec_of(target[1]).string_literal_types:
            # litestar's `CreateFactoryFixture: TypeAlias = "Callable[..., ResponseFactory]"`: a forward reference
            text = text[1:-1]
        return target[1], d.parent, text

    def _subscripted_alias(self, path: str, scope: int, text: str, word: str):
        """Python's generic alias named with arguments (litestar's `data: MultipartBody[list[UploadFile]]` of
        `MultipartBody: TypeAlias = Annotated[T, BodyKwarg(..)]`, `Pairs: TypeAlias = list[tuple[T, T]]`): (path,
        scope, the alias's text with each of its type variables, in the order it first names them, replaced by the
        argument at that place), read where the arguments are written; None where `text` names no such alias."""
        head, _, rest = text.partition("[")
        spec = self.spec_of(path)
        if head in spec.type_wrappers or head in spec.iterable_types or head in spec.mapping_types or \
                closing(text, len(head)) != len(text) - 1 or not _is_dotted(head := head.strip()):
            return None   # (`Optional[A]`, `list[A]`: no alias; not `A[x] | B[y]`)
        found = self._definition_named(path, scope, head)
        if found is None or found[1].kind != "type" or not found[1].type_text:
            return None
        target, d = found
        alias = d.type_text.strip("\"'") if not self.spec_of(target[1]).string_literal_types else d.type_text
        variables = self._alias_variables.get(target)
        if variables is None:
            variables = self._alias_variables[target] = []
            for name in _NAME.findall(alias):
                if name in variables:
                    continue
                tvar, _ = self.resolve_expr(target[1], d.parent, name)
                if tvar is not None and tvar[0] == "def" and \
                        word in self.tables[tvar[1]].definitions[tvar[2]].type_text:
                    variables.append(name)
        arguments = [a for a in split_top(rest[:-1], ",") if a]
        if not variables or len(arguments) != len(variables):
            return None
        given = dict(zip(variables, arguments))
        return path, scope, re.sub(r"(?<![\w.])(" + "|".join(map(re.escape, variables)) + r")(?![\w])",
                                   lambda m: given[m.group(1)], alias)

    def _narrowed(self, path: str, scope: int, receiver: str, name: str, checks: list):
        """`if isinstance(x, C): x.m()`: `receiver.name` where the receiver is, or starts with, an expression the
        map found checked around a site of this line (`checks`: the line's narrowed locals, (expression, type
        text)) as a member of the checked type; the longest such expression first, and the next when a type
        has no such member (two checks on one line: `x.a() if isinstance(x, A) else isinstance(x, B) and
        x.b()`), with the value that holds it (a union: `isTable(x) || isView(x)`). None when none answers (the
        receiver's declared type is tried then)."""
        spec = self.spec_of(path)
        test = spec.discriminant_test
        for checked, type_text in sorted(checks, key=lambda c: (-len(c[0]), c[1][:1] != "?")):
            if not receiver.startswith(checked) or (len(receiver) > len(checked) and receiver[len(checked)] != "."):
                continue
            if test and receiver == checked and (tag := _compiled(test).match(type_text)) is not None and \
                    tag.group(1) == name:
                # the discriminant itself (`node.type === X && node.tag`, one line: the map's narrowed sites are
                # per line): every alternative's, as the test reads it before it narrows
                continue
            having = _compiled(spec.property_test).match(type_text) if spec.property_test else None
            other = next((t for c, t in checks if c == checked and not _compiled(spec.property_test).match(t)),
                         None) if having is not None else None
            if other is not None:
                # `"errors" in r` inside `if (isPayload(r))`: of what that check says, the alternatives declaring the
                # property (one instance: kept as it is); without one, _narrowing_target reads the declared union
                target = self._having(self._narrowing_target(path, scope, checked, other), having.group(1),
                                      type_text.startswith("!"))
            else:
                target = self._narrowing_target(path, scope, checked, type_text)
            if test and target is not None and target[0] == "union" and _compiled(test).match(type_text):
                # another discriminant test of the same expression around the site narrows it further
                for other, other_text in checks:
                    if other == checked and other_text != type_text and \
                            (tag := _compiled(test).match(other_text)) is not None and \
                            not (receiver == checked and tag.group(1) == name):   # that test's own discriminant
                        target = self._discriminated_value(target, tag.group(1), tag.group(2),
                                                           other_text.startswith("!")) or target
            if target is not None and target[0] == "ext" and type_text[:1] == "=":
                return None, None   # assigned a library's value (`mock.Mock()`): none of the repository's members
            if target is None or target[0] not in ("inst", "union"):
                continue
            rest = receiver[len(checked) + 1:]
            if rest:
                target = self._members(target, True, _split_receiver(rest), self.spec_of(path))[0]
            found = self.member(target, name)[0] if target is not None else None
            if found is not None:
                return found, target
        return None

    def _narrowing_target(self, path: str, scope: int, checked: str, type_text: str):
        """What `checked` holds where a narrowing tests it: the alternatives a discriminant test keeps (`if
        (x.type === "mysql")`, a switch's case), else the type an isinstance-like check names."""
        key = (path, scope, checked, type_text)
        if key in self._narrowing_now:   # `format = format.lower()` in `if format == F.X:` reads itself: a cycle
            self._reads(CYCLE)   # guard (not DEEP, which makes the parallel reduce link every file again)
            return None
        self._narrowing_now.add(key)
        try:
            if type_text[:1] == "=":   # `ws._reader = mock.Mock()` before it (the map's "assigned" form): the value,
                # where the member is declared (pyright narrows no attribute a class does not declare)
                if self.resolve_expr(path, scope, checked)[0] is None:
                    return None
                value = self.type_from_text(path, scope, type_text[1:])
                if value is not None and value[0] == "ext" and \
                        not _CLASS_NAME.fullmatch(type_text.rpartition(":")[2].rpartition(".")[2]):
                    return None   # a library function's result (`dataclasses.replace(d.info)`) may be any type
                return value
            spec = self.spec_of(path)
            if spec.property_test and (has := _compiled(spec.property_test).match(type_text)) is not None:
                # `"directives" in node`: the alternatives declaring the property (failed: those that do not)
                return self._having(self._checked_union(path, scope, checked), has.group(1),
                                    type_text.startswith("!"))
            test = spec.discriminant_test
            if test and (tag := _compiled(test).match(type_text)) is not None:
                return self._discriminated(path, scope, checked, tag.group(1), tag.group(2),
                                           type_text.startswith("!"))
            if type_text[:1] == "?":   # `if has_definition(x):`: what the function guards, where it is a guard
                found = self._guarded_type(path, scope, type_text[1:])
                return found if found is not None and found[0] in ("inst", "union") else None
            if type_text[:1] == "!":   # `if (!isExecutable(x)) {..}`: the alternatives the guard's type leaves
                return self._left_by(self._checked_union(path, scope, checked),
                                     self._isinstance_type(path, scope, type_text[1:]))
            found = self._isinstance_type(path, scope, type_text)
            if found is not None and found[0] == "inst" and spec.isinstance_keeps_subclasses:
                found = self._subclasses_kept(self._checked_union(path, scope, checked), found)
            return found
        finally:
            self._narrowing_now.discard(key)

    def _subclasses_kept(self, value, checked):
        """What `isinstance(x, C)` leaves of what x is declared to hold (LanguageSpec.isinstance_keeps_subclasses):
        of its alternatives, those deriving from C (discord.py's `emoji: str | Emoji | PartialEmoji` checked
        `isinstance(emoji, _EmojiTag)`: Emoji or PartialEmoji, whose own `_to_partial` a call reaches, not the
        base's), and C for those C derives from; C itself where x's value is unknown or none is kept."""
        if value is None or value[0] not in ("inst", "union"):
            return checked
        kept = []
        for a in (value[1] if value[0] == "union" and len(value) == 2 else (value,)):
            if a[0] != "inst":
                continue
            if (a[1], a[2]) == (checked[1], checked[2]):
                kept.append(a)
            elif (checked[1], checked[2]) in (self._mro(a[1], a[2]) or ()):
                kept.append(a)   # a subclass of C: itself
            elif (a[1], a[2]) in (self._mro(checked[1], checked[2]) or ()):
                kept.append(checked)   # a base of C: C
        kept = list(dict.fromkeys(kept))
        return checked if not kept else kept[0] if len(kept) == 1 else ("union", tuple(kept))

    @staticmethod
    def _left_by(value, checked):
        """The alternatives of the union `value` that are not the type `checked` (an instance, or a union of them)
        names, where a check of it failed; None unless value is a union and the check names some of it."""
        if value is None or value[0] != "union" or checked is None:
            return None
        named = set(checked[1]) if checked[0] == "union" else {checked}
        kept = [a for a in value[1] if a not in named]
        if len(kept) == len(value[1]) or not kept:
            return None
        return kept[0] if len(kept) == 1 else ("union", tuple(kept))

    def _discriminated(self, path: str, scope: int, checked: str, key: str, literal: str, unlike: bool = False):
        """The alternatives of the union `checked` holds whose property `key` is declared as the literal type
        `literal` (a discriminated union's test `x.type === "mysql"`; `unlike`: the others, where the test failed);
        None when none, or not a union."""
        return self._discriminated_value(self._checked_union(path, scope, checked), key, literal, unlike)

    def _checked_union(self, path: str, scope: int, checked: str):
        """What the expression a narrowing tests holds, as the tests read it: an instance, a union of them (one
        an alias names too), or None."""
        value, _ = self.resolve_expr(path, scope, checked)
        held = value
        if value is not None and value[0] not in ("inst", "union"):
            if self.spec_of(path).next_methods and value[0] == "local" and value[3].startswith("elem:"):
                # `async for msg in ws` of a class declaring `async def __anext__(self) -> WSMessage` (the map
                # reads both loops alike: a mapping's keys otherwise)
                declared = self._next_declared(path, scope, value[3][5:])
                found = self._aliased_union(*declared) if declared is not None else None
                if found is not None:
                    return found
            if value[0] == "local" and value[3].startswith("elem:") and \
                    (found := self._element_union(value[1], value[2], value[3][5:])) is not None:
                return found
            value = self.instance_of(value)
        if value is None and held is not None and self.spec_of(path).type_union_operator:
            # `msg = await ws.receive()` declared `-> WSMessage`, `WSMessage = _WSMessageBase | WSMessageText`: the
            # union the alias holds (read only here: elsewhere such an alias gives nothing)
            declared = self.declared_type(held)
            value = self._aliased_union(*declared) if declared is not None else None
        return value

    def _element_union(self, path: str, scope: int, iterable: str):
        """The union an element of `iterable` is declared as, read by a narrowing (`for call in message.parts:` of
        `parts: Sequence[ModelRequestPart]`, `ModelRequestPart = A | B`, then `isinstance(call, A)`); None where
        the iterable is declared no collection of a union."""
        source, _ = self.resolve_expr(path, scope, iterable)
        declared = self.declared_type(source) if source is not None else None
        if declared is None:
            return None
        dspec = self.spec_of(declared[0])
        inner = _element_type(declared[2], dspec.iterable_types, dspec)
        found = self._aliased_union(declared[0], declared[1], inner) if inner else None
        return found if found is not None and found[0] == "union" else None

    def _having(self, value, key: str, lacking: bool = False):
        """The alternatives of the union `value` that declare a member `key` (`lacking`: the others); None when
        none; one instance as it is (a test of one type tells nothing); None for anything else."""
        if value is not None and value[0] == "inst":
            return value   # one type: the test tells nothing of it
        if value is None or value[0] != "union":
            return None
        kept = [a for a in value[1] if (self.member(a, key)[0] is None) == lacking]
        return (kept[0] if len(kept) == 1 else ("union", tuple(kept))) if kept else None

    def _next_declared(self, path: str, scope: int, text: str):
        """(path, scope, type text) an element of iterating `text` is declared as by its class's next method
        (LanguageSpec.next_methods: `async for msg in ws` of a class declaring `async def __anext__(self) ->
        WSMessage`), else None."""
        holder, _ = self.resolve_expr(path, scope, text)
        if holder is not None and holder[0] != "inst":
            holder = self.instance_of(holder)
        if holder is None or holder[0] != "inst":
            return None
        for name in self.spec_of(holder[1]).next_methods:
            method = self.class_member(holder[1], holder[2], name)
            if method is not None and method[0] == "def" and \
                    self.tables[method[1]].definitions[method[2]].kind in FUNCTION_KINDS:
                return self.declared_type(method)
        return None

    def _aliased_union(self, path: str, scope: int, text: str, depth: int = 0):
        """The union a type text names through variables holding one (`WSMessage = _Base | WSMessageText`, the
        map's "alts:..", `OldMsg = Union[A, B]`): each alternative a class's instance, nested unions flattened;
        None where an alternative is anything else (what it holds cannot be told)."""
        if depth > 8:
            return None
        spec = self.spec_of(path)
        if text.startswith(("alts:", "expr:")):
            text = text[5:]
        # (a head matched over a whole union, `Annotated[A, Tag('a')] | Annotated[B, ..]`, is no wrapper's)
        m = _GENERIC_HEAD.match(text.strip()) if len(split_top(text, "|")) == 1 else None
        if m is not None and m.group(1) in spec.member_subset_types:
            # pydantic's `Annotated[A | B, Discriminator(..)]`: A | B, the metadata after it no alternative
            text = split_top(text.strip()[len(m.group(1)) + 1:-1], ",")[0]
            m = _GENERIC_HEAD.match(text.strip()) if len(split_top(text, "|")) == 1 else None
        if m is not None and m.group(1) in spec.type_wrappers:   # `Union[A, B]`, `Optional[A]`
            text = " | ".join(split_top(text.strip()[len(m.group(1)) + 1:-1], ","))
        found = []
        for part in split_top(text, "|"):
            if part in spec.none_types:
                continue
            if (w := _GENERIC_HEAD.match(part)) is not None and w.group(1) in spec.member_subset_types:
                inner = self._aliased_union(path, scope, part, depth + 1)   # `Annotated[A, Tag('a')] | ..`
                if inner is None:
                    return None
                found.extend(inner[1] if inner[0] == "union" else (inner,))
                continue
            named = self._definition_named(path, scope, part) if _is_dotted(part) else None
            if named is None:
                return None
            target, d = named
            if d.kind in CLASS_KINDS:
                found.append(("inst", target[1], target[2]))
            elif d.kind in ("variable", "constant") and d.type_text.startswith(("alts:", "expr:")):
                inner = self._aliased_union(target[1], d.parent, d.type_text, depth + 1)
                if inner is None:
                    return None
                found.extend(inner[1] if inner[0] == "union" else (inner,))
            else:
                return None
        return (found[0] if len(found) == 1 else ("union", tuple(found))) if found else None

    def _discriminated_value(self, value, key: str, literal: str, unlike: bool = False):
        """The alternatives of the union `value` whose property `key` is declared as the literal type `literal`
        (`unlike`: the others); None when none, or not a union."""
        if value is None or value[0] != "union":
            return None
        wants = {w.strip("\"'") for w in _LITERALS.findall(literal)}   # a switch's fallen-into cases: several
        kept = []
        for alternative in value[1]:
            prop = self.member(alternative, key)[0]
            if prop is None or prop[0] != "def":
                continue
            declared = self.tables[prop[1]].definitions[prop[2]].type_text
            literal_types = self.spec_of(prop[1]).literal_types
            if literal_types:   # Python `Literal[WSMsgType.TEXT]`: its literals, an enum member as `WSMsgType.TEXT`
                # however qualified on either side (`web.WSMsgType.TEXT`); an alternative declaring it otherwise
                # (`type: WSMsgType`) may hold any: nothing is told
                m = _GENERIC_HEAD.match(declared.strip())
                if m is None or m.group(1) not in literal_types:
                    return None
                parts = [_enum_member(p) for p in split_top(declared.strip()[len(m.group(1)) + 1:-1], ",")]
                if any(p in parts for p in map(_enum_member, wants)) != unlike:
                    kept.append(alternative)
            else:
                parts = {part.strip().strip("\"'") for part in declared.split("|")}
                if (any(part in wants for part in parts) != unlike) or \
                        ("boolean" in parts and wants <= _BOOLEANS):   # (a truth test keeps a `boolean` either way)
                    kept.append(alternative)
        return (kept[0] if len(kept) == 1 else ("union", tuple(kept))) if kept else None

    def _checked_type(self, path: str, scope: int, text: str):
        """The type a narrowing checks: the type `text` names, or what the function it names declares it
        guards (TypeScript `isTable(o: unknown): o is Table`)."""
        found = self.type_from_text(path, scope, text)
        if found is not None or not _is_dotted(text):
            return found
        return self._guarded_type(path, scope, text)

    def _guard_filtered(self, path: str, scope: int, text: str):
        """What an element of `xs.filter(isX)` is where isX is a type guard (LanguageSpec.guarded_filters: stencil's
        `userOutputs.filter(isOutputTargetDistCollection).map((o) => o.dir)`): what the guard declares; else None."""
        spec = self.spec_of(path)
        for name in spec.guarded_filters:
            at = text.rfind(f".{name}(")
            if at <= 0 or closing(text, at + len(name) + 1) != len(text) - 1:
                continue
            argument = text[at + len(name) + 2:-1].strip()
            if _is_dotted(argument):
                return self._guarded_type(path, scope, argument)
            end = closing(argument) if argument.startswith("(") else -1
            result = argument[end + 1:].lstrip() if end > 0 else ""
            if result.startswith(":") and "=>" in result and \
                    (m := _compiled(spec.type_guard).match(result[1:].partition("=>")[0].strip())):
                # an arrow declared a guard inline (stencil's `.filter((o): o is d.OutputTargetWww |
                # d.OutputTargetDist => ..)`): what it declares, read where it is written
                return self.type_from_text(path, scope, m.group(1).strip())
        return None

    def _guarded_type(self, path: str, scope: int, text: str):
        """What the function `text` names declares its argument is where it returns true (LanguageSpec.type_guard:
        TypeScript `o is Table`, Python `TypeGuard[type[X]]`), else None."""
        if not _is_dotted(text):
            return None
        guard, _ = self.resolve_expr(path, scope, text)
        if guard is None or guard[0] != "def":
            return None
        d = self.tables[guard[1]].definitions[guard[2]]
        guard_pattern = self.spec_of(guard[1]).type_guard
        if not guard_pattern:
            return None
        # a function's declared result, or a property's function type's (slate's `interface TextInterface {
        # isText: (value: any) => value is Text }`, `Text.isText(x)`)
        result = d.type_text if d.kind in FUNCTION_KINDS else _function_result(_function_alternative(d.type_text))
        m = _compiled(guard_pattern).match(result) if result else None
        return self.type_from_text(guard[1], d.parent, m.group(1)) if m else None

    def _imported_modules(self, path: str, scope: int = NO_PARENT) -> set:
        """The modules the `import a.b.c` statements of a file make attributes of their packages (a.b and a.b.c)
        where scope reads them: those at module level and in the definitions around scope (an import in another
        function binds that function's own name)."""
        defs = self.tables[path].definitions
        around = set()
        s = scope
        while s != NO_PARENT:
            around.add(s)
            s = defs[s].parent
        key = (path, frozenset(around)) if around else path
        found = self._imported_cache.get(key)
        if found is None:
            found = self._imported_cache[key] = set()
            resolver = self.resolvers[self.family_of[path]]
            for imp in self.tables[path].imports:
                if imp.name == "" and "." in imp.module and (imp.scope == NO_PARENT or imp.scope in around):
                    parts = imp.module.split(".")
                    for i in range(2, len(parts) + 1):
                        key = resolver.resolve(path, ".".join(parts[:i]))
                        if key is not None:
                            found.add(key)
        self._reads_all(found)   # what this file's imports resolve to (as resolving them would read)
        return found

    def _stubs_of(self, path: str) -> list[str]:
        """The stubs beside a module's file (spec.stub_extensions: Python's `context.pyi` beside `context.py`)."""
        stem, dot, _ = path.rpartition(".")
        return [stub for ext in self.spec_of(path).stub_extensions
                if dot and (stub := stem + ext) != path and stub in self.tables]

    def _package_imports(self, package: str) -> set:
        """The modules a package's own file imports from at module level, and the packages on their way (mitmproxy's
        layers/__init__.py `from .http import HttpLayer`: importing the submodule makes it the package's attribute,
        so `layers.http.HttpResponseHook` is read wherever `layers` is). So too the submodules the stub beside it
        imports (tornado/__init__.pyi `from . import (auth, .., web)` beside an __init__.py that imports them lazily,
        in a module `__getattr__`: `import tornado` then `tornado.web.RequestHandler`, as the checker reads it)."""
        key = ("package", package)
        found = self._imported_cache.get(key)
        if found is None:
            found = self._imported_cache[key] = set()
            resolver = self.resolvers[self.family_of[package]]
            stubs = self._stubs_of(package)
            for source in (package, *stubs):
                for imp in self.tables[source].imports:
                    if imp.scope != NO_PARENT:
                        continue
                    if not imp.module.strip("."):
                        # `from . import web`: in the package's own file the name is bound there anyway
                        if source != package and imp.module == "." and imp.name and \
                                (sub := resolver.submodule(package, imp.name)) is not None:
                            found.add(sub)
                        continue
                    dots = len(imp.module) - len(imp.module.lstrip("."))
                    parts = imp.module[dots:].split(".")
                    for i in range(1, len(parts) + 1):
                        module = resolver.resolve(package, imp.module[:dots] + ".".join(parts[:i]))
                        if module is not None:
                            found.add(module)
            found.update(stubs)   # (read: a changed stub re-links the files that read this)
        self._reads_all(found)
        return found

    def _is_receiver(self, path: str, scope: int, name: str) -> bool:
        """Whether a self name (`self`, `cls`, `this`) means the enclosing class's instance where it is read: it is
        bound nowhere (`this`), or it is the first parameter of the function binding it, untyped or not; a
        variable of that name (`cls = self.active()`) or a later parameter (`def __init__(self, cls: ClassDef)`)
        is what it holds."""
        bound = self.resolve_name(path, scope, name)
        if bound is None or bound[0] != "local":
            return True
        fn = bound[2]
        if fn == NO_PARENT:
            return False
        key = (path, fn)
        first = self._first_params.get(key)
        if first is None:
            locs = self.tables[path].locals
            at = locs.in_scope(fn) if hasattr(locs, "in_scope") else None
            rows = locs.rows(at) if at is not None else [r for r in locs if r.scope == fn]
            first = self._first_params[key] = next((r.name for r in rows if r.kind == "parameter"), "")
        return first == name

    def _isinstance_type(self, path: str, scope: int, type_text: str):
        """What `isinstance(x, TYPE)` says x is: an instance, or a union for a tuple of classes; else None."""
        if type_text.startswith("(") and type_text.endswith(")"):   # `isinstance(x, (A, B))`: either
            parts = _type_arguments(f"<{type_text[1:-1]}>")
            alternatives = []
            for a in (self._checked_type(path, scope, part) for part in parts):
                if a is not None and a[0] == "inst":
                    alternatives.append(a)
                elif a is not None and a[0] == "union":   # `isTypeDefinitionNode(n) || isTypeExtensionNode(n)`, each
                    alternatives.extend(x for x in a[1] if x not in alternatives)   # a guard of a union alias
            target = alternatives[0] if len(alternatives) == 1 else \
                ("union", tuple(alternatives)) if alternatives else None
        else:
            target = self._checked_type(path, scope, type_text)
        return target if target is not None and target[0] in ("inst", "union") else None

    def _narrowed_value(self, path: str, scope: int, text: str):
        """("nar:EXPR\x1eTYPE\x1eFORM:VALUE", the map's): (FORM, the target VALUE gives where EXPR is a TYPE, or None,
        the text without the narrowing)."""
        parts = text[4:].split("\x1e", 2)
        if len(parts) < 3:   # (a text cut short: no narrowing)
            return "", None, text[4:]
        checked, type_text, inner = parts
        form, _, value = inner.partition(":")
        target = self._narrowing_target(path, scope, checked, type_text)
        if target is not None and value != checked:
            rest = value[len(checked) + 1:]
            key = (path, scope, text)
            if key in self._narrowing_now:   # twisted's `if isinstance(addr, Address): self.__dict__ =
                self._reads(CYCLE)           # addr.__dict__.copy()`: the member read is the one being declared
                return form, None, inner
            self._narrowing_now.add(key)
            try:
                target = self._members(target, True, _split_receiver(rest), self.spec_of(path))[0] if rest else None
            finally:
                self._narrowing_now.discard(key)
        return form, target, inner

    def _receiver_class(self, path: str, scope: int, receiver: str) -> tuple[str, int] | None:
        """(path, index) of the class a receiver expression is (`Carbon::now()`) or holds an instance of
        (`$response->..`), else None."""
        recv = self.resolve_expr(path, scope, receiver)[0]
        if recv is not None and recv[0] == "def" and self.tables[recv[1]].definitions[recv[2]].kind in CLASS_KINDS:
            return recv[1], recv[2]
        inst = self.instance_of(recv) if recv is not None else None
        return (inst[1], inst[2]) if inst is not None and inst[0] == "inst" else None

    def resolve_ref_target(self, path: str, scope: int, name: str, receiver: str):
        tags = self._specs[path].tag_keywords
        if not receiver:
            found = self.resolve_name(path, scope, name)
            if tags and found is not None and found[0] == "def" and self._is_tag(found):
                found = self._ordinary_name(path, name) or found   # C: a bare name is no tag (_link_file)
            return found, False
        if tags and receiver in tags:   # C `struct inst`
            return self._tag(path, scope, name), False
        if receiver[-1] == "." and self._specs[path].namespace_paths:   # PHP `new \App\Lib\Util`: ".App.Lib."
            return self._namespaced(path, scope, name, receiver), False
        if self._own_body_member(path, scope, receiver, name):
            return None, True
        recv, inferred = self.resolve_expr(path, scope, receiver)
        if recv is None:
            if self._specs[path].namespace_paths and _is_identifier(receiver):   # C# `Json.JsonSerializer` (_link_file)
                return self._namespaced(path, scope, name, receiver + "."), False
            return None, inferred
        if recv[0] == "def" and self._specs[path].descriptor_methods and \
                (read := self._read_through_class(path, scope, receiver, recv)) is not None:
            recv, inferred = read, True
        target, inf = self.member(recv, name)
        if target is None and recv[0] == "local" and self.spec_of(path).module_paths_first and \
                _is_identifier(receiver):
            around = self._path_head_around(path, scope, receiver)   # `ast::ErrorKind` beside a local `ast`
            if around is not None:
                return self.member(around, name)[0], False
        return target, inferred or inf

    def keyword_field(self, path: str, scope: int, callee: str, name: str):
        """The field a keyword argument sets when the callee is a class: `Config(extra=1)` -> Config.extra
        (dataclasses, TypedDicts, models). A constructor declaring a parameter of that name takes it instead."""
        spec = self.spec_of(path)
        if callee in spec.class_self_names and spec.field_init_decorators:
            return None   # litestar's `cls(host=..)` in a classmethod of a dataclass: pyright names no field
        cls, _ = self.resolve_expr(path, scope, callee)
        if cls is not None and cls[0] == "def" and self.tables[cls[1]].definitions[cls[2]].kind == "type" and \
                self.tables[cls[1]].definitions[cls[2]].type_text:
            declared = (cls[1], self.tables[cls[1]].definitions[cls[2]].parent,
                        self.tables[cls[1]].definitions[cls[2]].type_text)
            named = self.instance_of(("local", *declared))
            if named is None or named[0] != "inst":
                # Go `errorMsgs{{Err: e}}` (`type errorMsgs []*Error`): an element literal's key, the element's field
                named = self._elements_of(declared)
            cls = ("def", named[1], named[2]) if named is not None and named[0] == "inst" else None   # an alias
        if cls is None or cls[0] != "def" or self.tables[cls[1]].definitions[cls[2]].kind not in CLASS_KINDS:
            return None
        spec = self.spec_of(cls[1])
        keyword_bases = spec.field_init_bases | spec.constructorless_bases
        for ctor in spec.constructor_names + spec.argument_constructors:
            init = self.class_member(cls[1], cls[2], ctor)
            if init is not None and init[0] == "def":
                param = (self._scopes.get(init[1]) or self.scopes(init[1]))["names"].get(init[2], {}).get(name)
                if param is not None and param[0] == "local" and not any(
                        re.search(rf"{re.escape(mark)}\s*{re.escape(name)}\b",
                                  self.tables[init[1]].definitions[init[2]].signature)
                        for mark in spec.keyword_collectors):
                    return None   # (not `**data`, which collects the keywords: `data=` is no parameter of it)
                if init[1] == cls[1] and self.tables[init[1]].definitions[init[2]].parent == cls[2] and not (
                        spec.field_init_bases and
                        any(mark in self.tables[init[1]].definitions[init[2]].signature
                            for mark in spec.keyword_collectors) and
                        self._external_bases(cls[1], cls[2], set()) & spec.field_init_bases):
                    # the class's own constructor, without that parameter (its `**kwargs` takes it); but a model's
                    # (prefect's `class Automation(ORMBaseModel, ..)` of pydantic, `def __init__(self, *args,
                    # **kwargs): super().__init__(*args, **kwargs)`) passes them on to the one made from its fields,
                    # and pyright names the field: `Automation(name=..)` is AutomationCore.name
                    return None
                if keyword_bases and not self._field_init_decorated(cls[1], cls[2], spec) and \
                        not self._external_bases(cls[1], cls[2], set()) & keyword_bases and \
                        self.tables[init[1]].definitions[
                            self.tables[init[1]].definitions[init[2]].parent].name not in keyword_bases:
                    # a base's constructor takes it (netbox's `Site(slug=..)` through a mixin's
                    # `__init__(self, *args, **kwargs)`), unless the class makes its own from its fields
                    # (a dataclass, a pydantic model; in pydantic itself, BaseModel's own `__init__(**data)`
                    # stands for the one made from the fields)
                    return None
                break
        else:
            if keyword_bases and not self._field_init_decorated(cls[1], cls[2], spec):
                outside = self._external_bases(cls[1], cls[2], set())
                if outside and not outside & keyword_bases:
                    return None   # `Voucher(name=..)` of a Django model: the external base's __init__ takes it
                if not outside & spec.field_init_bases and self._field_init_ancestor(cls[1], cls[2], spec, set()):
                    # litestar's `HeaderParameter(name=..)` of `class HeaderParameter(ParameterKwarg)`, the base a
                    # @dataclass: the undecorated subclass inherits the base's made `__init__`, whose keywords
                    # pyright names no field of (faststream's `NatsMessage(body=..)` of `class
                    # NatsMessage(StreamMessage[Msg])`, the dataclass generic: `Generic` makes no constructor)
                    return None
        field = self.class_member(cls[1], cls[2], name)
        if field is None or field[0] != "def":
            return None
        kind = self.tables[field[1]].definitions[field[2]].kind
        if kind in FUNCTION_KINDS or (kind in CLASS_KINDS and not self.spec_of(cls[1]).embedded_types_are_fields):
            return None   # Go `&RW{Reader: r}`: an embedded field is named by its type
        return field

    # ---- the whole repository --------------------------------------------------------------------
    def link(self, only: set[str] | None = None, reused=None, emit=None, sort: bool = True,
             reverse: bool = False) -> LinkResult:
        """Link every file; or (an incremental reduce, fastindex/incremental/relink.py) only the files in
        `only`, taking every other file's edges, unresolved sites and FileLink from `reused`
        (.edges(path) -> [(src, dst, kind, provenance, count, line)], .unresolved(path) -> [Unresolved],
        .files[path] -> FileLink, .structural as LinkResult.structural, .defined_names: the names of every
        table's definitions, or None). The result is the same as a full
        link when the files not in `only` would link as they did (the caller's judgement).
        `emit(path, rows)`, when given, takes each linked file's edge rows as its link ends, and the result's
        `edges` holds only the rest: the inferred `implements` rows (the structural pass may count one more site
        on one: add_late) and the structural pass's own, and its counts' "edges" and "provenance" count those
        (reduce/parallel.py's child, which writes the rows out rather than hold them). With `sort` False the
        result's edges are left in the order made (reduce.parallel.link makes them rows and sorts those as node
        ids: `codec.edge_order`). With `reverse`, the files are visited from the last path back (reduce.parallel's
        child, which claims its files from the end: `only` is asked in that order)."""
        # The edges of the file being linked, (src, dst, kind, provenance) -> [count, first line], made rows when
        # its link ends: every edge a file's link adds has its source in that file, so no other file adds the
        # same key (synth-1m: 1.0M keys and counters alive at once, with the rows, at the end of the link).
        agg: dict[tuple, list] = {}
        rows: list[tuple] = []   # the edges of the files linked, as rows
        kept: list[tuple] = []   # the edges of files taken from `reused`, as rows
        implements: dict[tuple, int] = {}   # (key of an implements edge in rows -> its position), when first asked
        unresolved: list[Unresolved] = []
        totals = [0] * len(COUNT_NAMES)
        files: dict[str, FileLink] = {}
        failed: dict[str, str] = {}   # path -> why its link raised (_failed_file): counts["link_failed"]
        # the modules edges end at as ("ext", module), noted as the rows are made (read from the 1.0M rows at the
        # end, long out of the CPU's caches, on synth-1m: 1.2 % of the link)
        externals: set[str] = set()

        def add(src, dst, kind, provenance, line):
            k = (src, dst, kind, provenance)
            e = agg.get(k)
            if e is None:
                agg[k] = [1, line]
            else:
                e[0] += 1

        def flush():
            rows.extend([(k[0], k[1], k[2], k[3], v[0], v[1]) for k, v in agg.items()])
            externals.update([k[1][1] for k in agg if k[1][0] == "ext"])
            agg.clear()

        def flush_emitted(path):
            made = [(k[0], k[1], k[2], k[3], v[0], v[1]) for k, v in agg.items()
                    if k[2] != "implements" or k[3] != "inferred"]
            if len(made) < len(agg):
                rows.extend([(k[0], k[1], k[2], k[3], v[0], v[1]) for k, v in agg.items()
                             if k[2] == "implements" and k[3] == "inferred"])
            externals.update([k[1][1] for k in agg if k[1][0] == "ext"])
            agg.clear()
            emit(path, made)

        # every name a definition has (an incremental reduce's `reused` gives them, collected once for it too)
        defined_names = getattr(reused, "defined_names", None)
        if defined_names is None:
            defined_names = {name for t in self.tables.values() for name in _definition_names(t.definitions)}
        # built before any file (not on the first member lookup), so that what it read is the same in a
        # partial link as in a full one; lookups made before it could not have used it anyway
        self.owner_index()
        owner = self._expand(self._owner_deps, "")
        # the declarations every file sees, and which of them merge, known before any file (not on the first
        # name no scope binds): a merged one reached through a scope gives each declaration in whatever file, and
        # whatever process (reduce/parallel.py), it is linked
        self._global_declarations()
        self._configured_mixins()   # (Ruby's RSpec configuration) so too
        for path in sorted(self.tables, reverse=reverse):
            if only is not None and path not in only:
                taken = reused.edges(path)
                kept.extend(taken)   # sourced in this file: no other file's edge has its key
                externals.update([e[1][1] for e in taken if e[1][0] == "ext"])
                unresolved.extend(reused.unresolved(path))
                fl = files[path] = reused.files[path]
                for j, n in enumerate(fl.counts):
                    totals[j] += n
                continue
            self._dcur = _FileReads()
            mark = len(unresolved)
            try:
                counts = self._link_file(path, add, unresolved.append, defined_names)
            except Exception as exc:  # noqa: BLE001 - a fault linking one file must not stop the run
                agg.clear()
                del unresolved[mark:]
                failed[path] = f"link: {type(exc).__name__}: {str(exc)[:200]}"
                counts = self._failed_file(path, add, unresolved.append)
            if emit is None:
                flush()
            else:
                flush_emitted(path)
            files[path] = FileLink(tuple(self._expanded(self._dcur.flat(), path)), tuple(counts))
            for j, n in enumerate(counts):
                totals[j] += n
        self._dcur = set()
        adds: list = []

        def add_late(src, dst, kind, provenance, line):
            """add() after the files' links: an edge a linked file added already gets one more site."""
            if not implements:
                implements.update((r[:4], i) for i, r in enumerate(rows) if r[2] == kind and r[3] == provenance)
                implements[None] = -1   # built
            k = (src, dst, kind, provenance)
            i = implements.get(k)
            if i is None:
                add(src, dst, kind, provenance, line)
            else:   # its first line stays
                row = rows[i]
                rows[i] = (*k, row[4] + 1, row[5])

        def add_structural(src, dst, kind, provenance, line):
            adds.append((src, dst, line))
            if only is None or src[1] in only:   # a reused file's edges have its share already
                add_late(src, dst, kind, provenance, line)

        if only is None or reused.structural is None:
            self._structural_implements(add_structural)
            self._owner_implements(add_structural)
            structural = (adds, self._expand(self._dcur, ""))
        else:
            structural = reused.structural
            for src, dst, line in structural[0]:
                if src[1] in only:
                    add_late(src, dst, "implements", "inferred", line)
        self._dcur = set()
        flush()
        kept.extend(rows)
        del rows[:]
        if sort:
            kept.sort()
        edges = kept
        kinds = Counter(map(itemgetter(2), edges))
        provenance = Counter(e[3] for e in edges if e[2] not in ("contains", "imports"))
        counts = dict(zip(COUNT_NAMES, totals))
        return LinkResult(edges, unresolved, sorted(externals), {
            "references": counts["references"], "resolved": counts["resolved"], "local": counts["local"],
            "external": counts["external"], "global": counts["global"], "unresolved": counts["unknown"],
            "edges": dict(sorted(kinds.items())), "provenance": dict(sorted(provenance.items())),
            **({"link_failed": failed} if failed else {})},
            files, structural, owner)

    def _failed_file(self, path: str, add, unresolved_append) -> list[int]:
        """What a file whose link raised keeps: its definitions' `contains` edges, every reference site left
        unresolved ("unknown"); the pipeline records it among the run's problems (counts["link_failed"]). The DEEP
        marker makes a parallel reduce link every file in the driver, in order (what the memo held when it
        failed depends on the order)."""
        self._reads(DEEP)
        t = self.tables[path]
        file_node = ("file", path)
        for i, d in enumerate(t.definitions):
            add(file_node if d.parent == NO_PARENT else ("def", path, d.parent), ("def", path, i),
                "contains", "scope", d.start_line)
        for ref_index in range(len(t.references)):
            unresolved_append(Unresolved(path, ref_index, "unknown"))
        return [len(t.references), 0, 0, 0, 0, len(t.references)]

    def _link_file(self, path: str, add, unresolved_append, defined_names: set) -> list[int]:
        """Link one file's imports and reference sites: its edges through `add`, its unresolved sites through
        `unresolved_append`; returns its counts (in COUNT_NAMES order). The hot loop of the reduce: the common
        cases (a bare name, a receiver) are spelled out here rather than through resolve_ref_target."""
        n_resolved = n_local = n_external = n_global = n_unknown = 0
        t = self.tables[path]
        defs = t.definitions
        resolver = self.resolvers[self.family_of[path]]
        file_node = ("file", path)
        def_nodes = [("def", path, i) for i in range(len(defs))]   # shared, not built per site
        for i, d in enumerate(defs):
            add(file_node if d.parent == NO_PARENT else def_nodes[d.parent], def_nodes[i],
                "contains", "scope", d.start_line)
        tables = self.tables
        nodes = self._import_nodes
        for imp in t.imports:
            key = resolver.resolve(path, imp.module)
            if key is None and resolver.path_through_names:
                key = (self.resolve_path(path, resolver, imp.module) or (None, None))[1]
            dst = ("file", key) if key in tables else (("ext", imp.module) if key is None else None)
            if dst is not None:   # one node tuple per file or module, not one per import (synth-1m: 196K, 10.5 MB)
                dst = nodes.setdefault(dst, dst)
            if dst is not None and dst != file_node:
                add(file_node, dst, "imports", "scope", imp.line)
            elif dst is None:   # a multi-file package (Go, Java): its files, read as the package (a file added to
                token = PKG + key  # it adds an edge: relink._package_readers)
                self._reads(token)
                self._pkg_tokens.add(token)
                for f in resolver.module_files(key):
                    if f != path:
                        add(file_node, ("file", f), "imports", "scope", imp.line)
            if key is not None and imp.name and imp.name not in ("*", "default"):
                # `from pkg import sub` imports the submodule pkg/sub.py too
                sub = resolver.submodule(key, imp.name)
                if sub in tables and sub != path and self.lookup_export(key, imp.name) == ("module", sub):
                    add(file_node, ("file", sub), "imports", "scope", imp.line)
        spec = BY_NAME[t.language]
        self_names = spec.self_names
        anonymous_bodies = spec.anonymous_bodies
        # receivers naming no definition of their own: `this`, `super` (Java's `super.m()`: resolve_name("super")
        # is the base's constructor, which only `super(...)` calls)
        unnamed = self_names | spec.super_names
        resolve_name, resolve_expr, member = self.resolve_name, self.resolve_expr, self.member
        name_past_scope = self._name_past_scope
        receivers: dict[str, tuple] = {}   # receiver text -> (is an identifier, its head, the head is one)
        sc = self.scopes(path)
        plain_names = sc["names"] if sc["plain"] else None   # resolve_name's first step (see there)
        hidden = sc["hidden"]   # types whose members name nothing in their body (members_unscoped)
        narrowed = _narrowed_locals(t.locals)
        rebound = _rebound_locals(t.locals, bool(spec.block_bindings)) \
            if spec.ordered_bindings or spec.block_bindings else None
        assigned = _this_assignments(t.locals) if spec.assigned_members_declare else None
        unbound = _unbound_sites(t.locals) if spec.bound_after_statement else None
        rebound_scopes = {k[0] for k in rebound} if rebound else ()
        param_props = bool(spec.parameter_properties)   # _parameter_property: only where a language has them
        # Python: a function's decorators, parameter annotations and defaults and return annotation are read in the
        # scope around it, a method's in the class body (function -> last line of its header, _signature_lines)
        headers = _signature_lines(defs, t.locals) if spec.class_body_scope else None
        # a method written on one line (`def f(self): return self.g()`): where its header ends on that line
        header_cols = _one_line_headers(defs, headers) if headers else {}
        union_members = spec.union_members_all
        calls_skip_locals = spec.calls_skip_locals
        types_skip_locals = spec.types_skip_locals
        types_skip_values = spec.types_skip_values
        reads_skip_methods = spec.reads_skip_methods
        paths_first = spec.module_paths_first
        by_arity = spec.overloads_by_arity
        free_by_arity = spec.free_overloads_by_arity
        argument_types = bool(spec.argument_types)
        namespaced = spec.namespace_paths
        tags = spec.tag_keywords   # C: `struct inst` names a tag, a bare `inst` no tag where another is in view
        open_namespaces = spec.open_namespaces
        typedef_first = open_namespaces and resolver.stars_last_first   # C++: _typedef_of_tag
        new = tuple.__new__   # Unresolved(...) without the namedtuple's Python-level __new__
        # C: a use of a macro that renames a function calls the function too (_macro_forwards)
        forwards = self._macro_forwards() if self.family_of[path] == "c" else None
        # `robj *ok, *err;`: the names one declaration declares after the first (spec.declarators_share_type)
        siblings = declared_together(defs) if spec.declarators_share_type else None
        suffix = spec.decorator_suffix
        literal_receivers = spec.literal_receivers
        extension_functions = spec.extension_functions
        # the names ambient in this file besides the builtins (a spec's RSpec DSL)
        test_builtins = spec.test_builtin_names if spec.test_builtin_names and spec.test_paths and \
            _compiled(spec.test_paths).search(path) else _EMPTY
        # a property of an object literal or type in a statement of the module's own (drizzle's type tests:
        # `Expect<Equal<{ users_table: typeof users.$inferSelect }[], ..>>;`), and the properties nested in it, are no
        # source of their own: what they read is the module's (the checker's reference has it so; as a property
        # `users_table` it was an edge from a name the module does not bind)
        lifted = _module_literal_properties(defs) if spec.object_literals else _EMPTY
        for ref_index, (name, rkind, receiver, scope, line, _col, arity) in enumerate(t.references):
            src = file_node if scope == NO_PARENT or scope in lifted else def_nodes[scope]
            if rkind == "decorator" and suffix and not name.endswith(suffix) and \
                    (resolve_expr(path, scope, f"{receiver}.{name}{suffix}")[0] if receiver else
                     resolve_name(path, scope, name + suffix)) is not None:
                name += suffix   # C# `[JsonProperty]`: the class JsonPropertyAttribute
            if rkind == "forward":   # a name in a macro's body: no code until a use expands it (forwards)
                n_local += 1
                continue
            if rkind == "argument":   # `C(x=1)`: the field x of class C, else a parameter (a local)
                bound = unbound.get((scope, line, _col)) if unbound else None   # Go `server := &server{ready: ..}`
                field = self.keyword_field(path, scope if bound is None else self._outer_scope(path, bound),
                                           receiver, name)
                if field is None or field == src:
                    n_local += 1
                else:
                    add(src, field, "references", "scope", line)
                    n_resolved += 1
                continue
            if assigned is not None and receiver in self_names and (name, scope, line) in assigned and \
                    (cls := self._enclosing_class(t, scope)) != NO_PARENT:
                # JavaScript: `this.x = ..` in a class's method declares x (the checker's this-property assignment):
                # it names the field or method x the class declares itself, never a base's (Chart.js's `this.x =
                # ..` in the constructor of `class Tooltip extends Element`)
                own = sc["names"].get(cls, _EMPTY).get(name)
                if own is not None and own[0] == "def" and _is_static(spec, defs[own[2]]) and \
                        not _static_context(t, scope, cls, spec):
                    own = None   # (a static of the name is the class's, not an instance's)
                if own is None or own[0] != "def" or own == src:
                    n_local += 1
                else:
                    add(src, own, EDGE_KIND[rkind], "scope", line)
                    n_resolved += 1
                continue
            at = scope   # the scope the name is looked up in
            if scope != NO_PARENT and (rkind == "inherit" or rkind == "implement"):
                if defs[scope].kind in CLASS_KINDS:
                    # `class C implements Builder`: a base is named in the scope around the class, where C's own
                    # nested `Builder` is not visible (as in bases())
                    at = defs[scope].parent
                elif rkind == "implement" and _outside_owner(t, defs[scope]):
                    # `impl Trait for T` in another module than T (the map gave it a member of the block): made
                    # by T, named in the module around the block; T's edge is added with the repository-wide
                    # ones (_owner_implements), as the edges a file's link adds are that file's
                    if self._owner_of_here(path, scope) is not None:
                        n_resolved += 1
                        continue
                    src = file_node
                    at = defs[scope].parent
            elif rkind == "decorator" and scope != NO_PARENT and defs[scope].kind in CLASS_KINDS:
                # `@collect class C` with a method C.collect: the decorator is named in the scope around the class
                # (the class body is not run yet), the edge is the class's
                at = defs[scope].parent
            if headers is not None and scope != NO_PARENT and line > defs[scope].end_line and \
                    defs[scope].kind in ("property", "variable") and (cls := defs[scope].parent) != NO_PARENT and \
                    defs[cls].kind in CLASS_KINDS:
                # `schedule = property(get_schedule, set_schedule)` after `schedule = None`: a repeated class
                # attribute's statement is the first's (an alias), read in the class body where it is, after the
                # methods before it (not where the first one is)
                at = cls
            head_scope = scope
            if headers and scope in headers and line <= headers[scope] and \
                    (line < headers[scope] or _col < header_cols.get(scope, _col + 1)):
                # `@pytest.mark.parametrize("s", SCOPES)`, `def f(self, p: Params = DEFAULT)`: read in the class
                # body, before the method is bound (not the method's own names)
                at = head_scope = self._signature_scope(path, scope, receiver.partition(".")[0] if receiver else name)
            if rkind == "type" and receiver and at != NO_PARENT:
                head = receiver.partition(".")[0]
                hit = plain_names.get(at, _EMPTY).get(head) if plain_names is not None else None
                if hit is not None and hit[0] == "local" and hit[2] == at:
                    # `def f(core_schema: core_schema.CoreSchema)`: a value never qualifies a type; an annotation
                    # of a parameter names what the scope around the function binds
                    at = self._outer_scope(path, at)
            held = None   # the receiver's value, where every alternative of a union gives the member
            runtime_typed = False   # a local declared a runtime type (`b: Int`) that no extension of it has
            if unbound and (bound := unbound.get((scope, line, _col))) is not None:
                # Go `rpcinfo := rpcinfo.GetRPCInfo(ctx)`: before its statement ends, the name is what the scope
                # around binds
                at = head_scope = self._outer_scope(path, bound)
            tag = False
            if receiver and namespaced and receiver[-1] == ".":   # PHP `new \App\Lib\Util` (resolve_ref_target)
                target, inferred = self._namespaced(path, at, name, receiver), False
            elif tags and receiver in tags:   # C `struct inst *i` (resolve_ref_target)
                target, inferred, tag = self._tag(path, at, name), False, True
            elif receiver:   # resolve_ref_target
                checks = narrowed.get((line, scope)) if narrowed else None
                if checks:   # the narrowings of this line whose region holds the site
                    checks = [(e, x) for e, x, first, past in checks if first <= _col < past]
                found = self._narrowed(path, at, receiver, name, checks) if checks else None
                if found is None and rebound and at in rebound_scopes:
                    found = self._rebound_member(path, at, receiver, name, line, rebound, plain_names)
                if found is not None:
                    target, held = found
                    held = held if union_members else None
                    inferred = True
                elif anonymous_bodies and self._own_body_member(path, at, receiver, name):
                    target, inferred = None, True
                else:
                    target, inferred = resolve_expr(path, at, receiver)
                    if open_namespaces and receiver.isidentifier():
                        target = self._not_a_method(path, at, receiver, target)
                    if target is not None:
                        if target[0] == "def" and spec.descriptor_methods and \
                                (read := self._read_through_class(path, at, receiver, target)) is not None:
                            target, inferred = read, True
                        held = target if union_members else None
                        recv = target
                        target, inf = member(target, name)
                        inferred = inferred or inf
                        if target is None and open_namespaces and recv[0] == "def" and \
                                (ns := tables[recv[1]].definitions[recv[2]]).kind == "module":
                            # C++ `testing::IsSubstring(..)` where the `namespace testing {..}` the receiver found (the
                            # last header in view opening it) does not declare it: that namespace in every file in view
                            target = self._namespace_name(path, resolver, [ns.qualname], name)
                        if reads_skip_methods and rkind == "read" and target is not None and target[0] == "def":
                            target = self._field_not_method(target, name)
                        if arity >= 0 and self._extension_groups and target is not None and \
                                (group := self._extension_groups.get(target)) is not None and \
                                not (recv[0] == "def" and tables[recv[1]].definitions[recv[2]].kind in CLASS_KINDS):
                            # (not `PolicyExtensions.Raise(policy)`: a static call passes the `this` argument)
                            # C# `policy.RaiseException<E>()`: of the extension methods of the name, the one taking
                            # no argument (PolicyExtensions'), not the first (ContextualPolicyExtensions')
                            target = _extension_by_arity(self.tables, target, group, arity)
                        if extension_functions and target is not None and target[0] == "def" and \
                                target[1] != path and self._is_top_level_function(target):
                            # Kotlin: of same-named extensions of the type in other packages (exposed's jdbc and
                            # r2dbc `T.insert`), the one the file imports
                            target = self._imported_extension(path, at, target, name)
                        if target is None and extension_functions and recv[0] in ("inst", "local", "def"):
                            # Kotlin: a member extension in scope (`sales.assertDefinition(..)` in the class declaring
                            # `fun Sales.assertDefinition(..)`)
                            target = self._member_extension(path, at, recv, name)
                            if target is None and recv[0] == "local" and recv[3] in spec.builtin_names:
                                # `b and 0xff` of a `b: Byte`: the extension of the runtime's type the name is
                                # bound to here (okio's `internal infix fun Byte.and(other: Int)`)
                                target = self._literal_extension(path, at, recv[3], name)
                                runtime_typed = target is None
                        if target is None and recv[0] == "local" and paths_first and _is_identifier(receiver):
                            # `ast::ErrorKind` beside a local `ast` (resolve_ref_target)
                            around = self._path_head_around(path, at, receiver)
                            if around is not None:
                                target, inferred, held = member(around, name)[0], False, None
                    if target is None and spec.global_objects and receiver in spec.global_objects:
                        # `window.__ctx` of `declare global { var __ctx: Ctx }` (also where the repository declares
                        # an `interface Window` of its own): the global declaration
                        target = self._global_object_member(path, at, receiver, name)
                    elif target is None and namespaced and _is_identifier(receiver):
                        # C# `Json.JsonSerializer` in `namespace Newtonsoft.Json.Tests` (a namespace of one name
                        # before the type's, relative to those around the file): the whole path (resolve_ref_target)
                        target = self._namespaced(path, at, name, receiver + ".")
            else:
                # resolve_name's first step, spelled out: a name the scope itself binds (most bare names)
                if plain_names is None:
                    target = name_past_scope(path, at, name)
                elif head_scope == at:
                    hit = plain_names.get(at, _EMPTY).get(name)
                    target = hit if hit is not None and hit[0] != "bind" and (hit[0] != "def" or at not in hidden) \
                        else name_past_scope(path, at, name)
                else:
                    target = resolve_name(path, at, name)
                inferred = False
                if target is not None and rkind == "call" and target[0] == "local" and target[2] != NO_PARENT:
                    if calls_skip_locals:
                        # a call names no variable: the method the scopes around the variable's bind
                        while target is not None and target[0] == "local" and target[2] != NO_PARENT:
                            target = resolve_name(target[1], tables[target[1]].definitions[target[2]].parent, name)
                    elif self._names_itself(target):
                        # `let ov = ov(..)`: the call is the function the binding shadows once initialised; where a
                        # class's members are in scope in its methods, the class's method (Ruby `message =
                        # message(node)`), not a property of the name (Kotlin `val socket = socket(0, 0)` beside a
                        # class's `val socket`: the top-level function)
                        outer = self._outer_scope(path, target[2])
                        target = resolve_name(path, defs[target[2]].parent, name) if spec.members_in_scope else None
                        if target is None or (target[0] == "def" and
                                              tables[target[1]].definitions[target[2]].kind not in _CALLABLE_KINDS):
                            target = resolve_name(path, outer, name) or target
                if types_skip_locals and rkind == "type":
                    while target is not None and target[0] == "local" and target[2] != NO_PARENT:
                        target = resolve_name(target[1], tables[target[1]].definitions[target[2]].parent, name)
                if reads_skip_methods and rkind == "read" and target is not None and target[0] == "def":
                    target = self._read_not_method(target, name)
                if rkind == "type" and target is not None and target[0] == "def":
                    tdefs = tables[target[1]].definitions
                    d = tdefs[target[2]]
                    if d.kind == "constant" and d.parent != NO_PARENT and tdefs[d.parent].kind == "enum":
                        # `enum Message { Begin(Begin) }`: a type is never the enum's same-named variant
                        target = resolve_name(target[1], tdefs[d.parent].parent, name)
                    elif types_skip_values and d.kind in _VALUE_KINDS and not receiver:
                        # stencil's `(event: Event) => void` beside `export declare const Event: EventDecorator`:
                        # the type declared beside the value, else none of the repository's (the DOM's Event)
                        beside = self._same_named_type(target[1], d.parent, d.name)   # (under an alias too)
                        target = ("def", target[1], beside) if beside is not None else None
                if tags and target is not None and target[0] == "def" and self._is_tag(target):
                    # C `inst *i` in compile.c, which defines `struct inst`: compile.h's `typedef struct inst inst;`
                    target = self._ordinary_name(path, name) or target
                elif typedef_first and (rkind == "type" or rkind == "new") and target is not None and \
                        target[0] == "def" and target[1] == path and defs[target[2]].parent == NO_PARENT and \
                        defs[target[2]].kind == "class":
                    # C++ `leveldb_options_t*` in leveldb's c.cc, which defines `struct leveldb_options_t {..}` after
                    # including c.h's `typedef struct leveldb_options_t leveldb_options_t;`: the name is the typedef,
                    # as clang's lookup finds it
                    target = self._typedef_of_tag(path, name) or target
            if receiver and not tag:
                about = receivers.get(receiver)
                if about is None:
                    # (a namespace path's first name: PHP `\A\B\C::m()`, ".A.B.C")
                    base = (receiver.lstrip(".") if namespaced else receiver).split(".", 1)[0]
                    # (Ruby's `@site` is the object's, never an ambient global)
                    about = receivers[receiver] = (_is_identifier(receiver), base,
                                                   _is_identifier(base) and base[:1] != "@")
                # the receiver's own edge: a bound name, never `this` or `super` (`unnamed`)
                if about[0] and receiver not in unnamed:
                    hit = plain_names.get(head_scope, _EMPTY).get(receiver) if plain_names is not None else None
                    if hit is None or hit[0] == "bind" or (hit[0] == "def" and head_scope in hidden):
                        hit = name_past_scope(path, head_scope, receiver)
                    head = hit
                    if head is not None and head[0] == "def" and paths_first:   # `Memchr::new` in `impl Choice`
                        head = self._variant_not_path_head(head, path, receiver)
                    if head is not None and head[0] == "local" and param_props:
                        head = self._parameter_property(path, head, receiver)
                    if open_namespaces:
                        head = self._not_a_method(path, head_scope, receiver, head)
                    if head is not None and head[0] == "def":
                        add(src, head, "references", "scope", line)
                        # a receiver's head declared in several `declare global` blocks (react-router's tests:
                        # `jest.fn()` with `declare global { namespace jest {..} }` in four files): each declaration
                        for other in (self._merged_in_view(head, path) or () if self._merged else ()):
                            if other != head and other != src:
                                add(src, other, "references", "scope", line)
                elif open_namespaces and about[2] and receiver not in unnamed:
                    # C++ `absl::ScopedMockLog::Create()`, `absl::MockLogDefault::kIgnore`: each type the qualifiers
                    # name is referenced (clang's TypeRef of a nested name), as a single qualifier's is above; a
                    # value's members (`obj.field.f()`) name none, nor does a template's instance (`std::numeric_limits
                    # <int>::max()`, which a repository's specialization `numeric_limits<absl::uint128>` is not)
                    parts = receiver.split(".")
                    for k in range(1, len(parts) + 1):
                        if "<" in parts[k - 1]:
                            break
                        head = resolve_expr(path, head_scope, ".".join(parts[:k]))[0]
                        if head is None or head[0] != "def":
                            break
                        if tables[head[1]].definitions[head[2]].kind in TYPE_KINDS:
                            add(src, head, "references", "scope", line)
            if target is None and receiver and literal_receivers and (of := literal_receivers.get(receiver[0])) and \
                    (not receiver[0].isdigit() or (_NUMBER_LITERAL.fullmatch(receiver) and
                                                   (of := self._number_type(spec, receiver, of)))) and \
                    (bound := self._literal_extension(path, scope, of, name)) is not None:
                # (a string's members give strings: `"a".repeat(3).encodeUtf8()`; a number's need not, `7.toShort()`)
                target, inferred = bound, True   # `"/".toPath()`: the imported `fun String.toPath()`
            if target is None:
                if not receiver or tag:
                    # a builtin or ambient global: no definition of it in the repo
                    # (Ruby: a constant no lookup found is a gem's or the runtime's, `RSpec`, whatever nested
                    # constant of its name the repository declares: RuboCop::RSpec)
                    reason = "global" if name not in defined_names or name in spec.builtin_names or \
                        name in test_builtins or \
                        (spec.global_constants and name[:1].isupper()) or \
                        (spec.runtime_receivers and self._runtime_receiver_member(path, scope, name)) else "unknown"
                elif namespaced and receiver == ".":
                    # PHP `new \RuntimeException`, `instanceof \Stringable`: a class of the global namespace the
                    # repository does not declare (it would have resolved): PHP's own
                    reason = "global"
                elif runtime_typed or (literal_receivers and receiver[0] in literal_receivers and
                                       _whole_literal(receiver)):
                    # `"a".repeat(3)`, `'a'.code`, `0xff.toByte()` (Kotlin), `b shr 4` of a `b: Int`: a member of the
                    # runtime's String, Char or Int that no extension of the repository gives (it would have resolved:
                    # _literal_extension)
                    reason = "global"
                elif about[2] and ((base := about[1]) not in defined_names or base in test_builtins or
                                   (spec.global_constants and base[:1].isupper())) and base not in unnamed and \
                        resolve_name(path, scope, base) is None:
                    # a member of an ambient global (`System.out.println`, `console.log`, PHP's `\PDO::X`); of a
                    # namespace written whole (PHP `\Symfony\Component\..\InputOption`, ".Symfony.Component.."): a
                    # library's
                    reason = "external" if namespaced and receiver[:1] == "." and "." in receiver.strip(".") \
                        else "global"
                elif receiver in unnamed and name not in defined_names and \
                        (cls := self._enclosing_class(t, scope)) != NO_PARENT and self._base_outside(path, cls):
                    # `$this->assertSame(..)` in a PHPUnit TestCase, `self.assertTrue(..)` in a unittest one: the
                    # hierarchy reaches outside the repository, which defines nothing of the name (a name it
                    # defines may be a subclass's, called on `self` by its base: left "unknown", which `query
                    # callers` lists among the possible callers)
                    reason = "external"
                elif receiver not in unnamed and \
                        (cls := self._receiver_class(path, at, receiver)) is not None and self._base_outside(*cls):
                    # `Carbon::now()` of `class Carbon extends \Carbon\Carbon`, `$response->getStatusCode()` of a
                    # Response extending Symfony's: the class's hierarchy reaches outside the repository, which
                    # defines nothing of the name (a name it defines stays "unknown"; either way the reason follows
                    # the name: OUTSIDE)
                    self._reads(OUTSIDE)
                    reason = "external" if name not in defined_names else "unknown"
                elif spec.builtin_names and name not in defined_names and receiver not in unnamed and \
                        self._runtime_typed(path, at, receiver, spec.builtin_names):
                    # `s.Trim()` of `string s`, `name.length()` of `String name`: a member of the runtime's type the
                    # receiver is declared (LanguageSpec.builtin_names), which the repository defines nothing of
                    reason = "global"
                elif name not in defined_names and (called := _CALLED_HEAD.match(receiver)) is not None and \
                        closing(receiver, called.end(1)) == len(receiver) - 1 and \
                        ((head := called.group(1)) in spec.builtin_names or head in test_builtins) and \
                        head not in spec.super_names and resolve_name(path, scope, head) is None:
                    # `expect(page).to(..)` in a spec, `listOf(1).forEach`: a member of what a runtime's function
                    # gives, which the repository defines nothing of
                    reason = "global"
                else:
                    reason = "unknown"
                if reason == "global":
                    n_global += 1
                elif reason == "external":
                    n_external += 1
                else:
                    n_unknown += 1
                unresolved_append(new(Unresolved, (path, ref_index, reason)))
                continue
            if rkind == "new" and target[0] == "local" and spec.class_object_types and \
                    (cls := self._class_alias(target)) is not None:
                target = cls   # Ruby `described_class.new(config)`, `klass.new`: the class the local holds
            tk = target[0]
            if tk == "def":
                if rkind == "call":
                    target = self._callable(target)
                    if not receiver and spec.calls_skip_fields and \
                            tables[target[1]].definitions[target[2]].kind == "property":
                        # `IMethods mock = mock(IMethods.class)` under `import static org.mockito.Mockito.*`: the call
                        # names no field (Java's methods are a namespace of their own), so the method the file's
                        # imports give, where one does
                        outer = resolve_name(path, NO_PARENT, name)
                        if outer is not None and outer[0] == "def" and \
                                tables[outer[1]].definitions[outer[2]].kind in FUNCTION_KINDS:
                            target = outer
                    if by_arity and arity >= 0:
                        # `el.attr("k")` with Element's attr(String, String) and its base Node's attr(String): the
                        # overload taking that many arguments (none: as found, but where a class of the method's
                        # hierarchy extends one outside the repository, that one's: `r.read(buf)` of a UTF32Reader
                        # with read() and read(char[], int, int) is java.io.Reader's read(char[]))
                        fitted: list = []
                        picked = self._overload_by_arity(target, arity, 0, fitted)
                        if picked is None and not fitted:
                            owner = tables[target[1]].definitions[target[2]].parent
                            if self._base_outside(target[1], owner):
                                n_external += 1
                                unresolved_append(new(Unresolved, (path, ref_index, "external")))
                                continue
                        if arity > 0 and argument_types and \
                                (hints := self._argument_hints(path).get((scope, line, _col))):
                            # `b.enable(StreamReadFeature.X)` with enable(JsonReadFeature), enable(JsonWriteFeature)
                            # in JsonFactoryBuilder and enable(StreamReadFeature) in its base: the arguments' types
                            # (none of the repository's fitting them, in a hierarchy reaching outside it: that one's)
                            typed, fitting = self._overload_by_types(path, at, picked or target, arity, hints)
                            if typed is not None:
                                picked = typed
                            elif fitting == 0 and self._base_outside(
                                    target[1], tables[target[1]].definitions[target[2]].parent):
                                n_external += 1
                                unresolved_append(new(Unresolved, (path, ref_index, "external")))
                                continue
                        target = picked or target
                    elif free_by_arity and arity >= 0:
                        target = self._free_overload(path, target, arity) or self._using_overload(target, arity) \
                            or target
                if target == src:
                    n_resolved += 1
                    merged = self._merged_in_view(target, path) if self._merged else None
                    if merged:   # `interface Observable<T> { map(): Observable<T> }` in one `declare global` block
                        for other in merged:   # of several: the name is every other block's declaration too
                            if other != target:
                                add(src, other, EDGE_KIND[rkind], "inferred" if inferred else "scope", line)
                    continue
                provenance = "inferred" if inferred else "scope"
                add(src, target, EDGE_KIND[rkind], provenance, line)
                if siblings and rkind == "type" and scope in siblings and \
                        (line, _col) < (defs[scope].name_line, defs[scope].name_col):
                    for other in siblings[scope]:   # the type written before the first name: every name's
                        add(def_nodes[other], target, "references", provenance, line)
                n_resolved += 1
                if forwards and (renamed := forwards.get(target)):
                    # `lua_call(L, 1, 0)` of `#define lua_call(L,n,r) lua_callk(L, (n), (r), 0, NULL)`: lua_callk
                    # as the name means where the macro is expanded (the file's definition, else its prototype);
                    # a macro the body names is expanded there, no code written at the use (`MAX_SIZE` -> `MAX_SIZET`)
                    for other_name in renamed:
                        other = resolve_name(path, at, other_name)
                        if other is not None and other[0] == "def" and other != src and other != target and \
                                not tables[other[1]].definitions[other[2]].signature.startswith("#define"):
                            add(src, other, EDGE_KIND[rkind], provenance, line)
                merged = self._merged_in_view(target, path) if self._merged else None
                if merged:   # a name declared in several `declare global` blocks: each declaration
                    for other in merged:
                        if other != target and other != src:
                            add(src, other, EDGE_KIND[rkind], provenance, line)
                if held is not None:
                    for other in self._union_members(held, name, target):
                        add(src, other, EDGE_KIND[rkind], "inferred", line)
                if (rkind == "call" or rkind == "new") and \
                        tables[target[1]].definitions[target[2]].kind == "class" and \
                        (c := self._constructor(target[1], target[2])) is not None:
                    add(src, c, "instantiates", provenance, line)
            elif tk == "ext":
                n_external += 1
                unresolved_append(new(Unresolved, (path, ref_index, "external")))
            elif tk == "module":
                n_resolved += 1
            else:  # a local variable, parameter or instance attribute
                n_local += 1
                if tk == "local" and not receiver and param_props:
                    prop = self._parameter_property(path, target, name)
                    if prop is not None and prop != src:
                        add(src, prop, EDGE_KIND[rkind], "scope", line)
        return [len(t.references), n_resolved, n_local, n_external, n_global, n_unknown]

    def _runtime_typed(self, path: str, scope: int, receiver: str, runtime: frozenset[str]) -> bool:
        """Whether `receiver`, a name, is a local, a parameter or a field declared (or made: `new StringBuilder()`) of
        one of the `runtime` types (a generic one with its arguments: `List<Repo>`'s head)."""
        if not _is_identifier(receiver):
            return False
        hit = self.resolve_name(path, scope, receiver)
        if hit is None:
            return False
        if hit[0] in ("local", "attr"):
            text = hit[3]
        elif hit[0] == "def" and (d := self.tables[hit[1]].definitions[hit[2]]).kind in VALUE_KINDS:
            text = d.type_text
        else:
            return False
        text = text[4:] if text.startswith("new:") else text
        head = _TYPE_HEAD.match(text).group(0) if text else ""
        # (a repository's own `Error` or `Response` is no runtime type)
        return head in runtime and self.resolve_name(path, scope, head) is None

    def _parameter_property(self, path: str, local, name: str):
        """The property a constructor's parameter `name` declares as well (TypeScript `constructor(private repo:
        Repo)`: reading `repo` in the constructor reads the parameter the property `repo` is declared by), else
        None."""
        fn = local[2]
        if local[1] != path or fn == NO_PARENT:
            return None
        defs = self.tables[path].definitions
        ctor = defs[fn]
        if ctor.kind != "method" or ctor.parent == NO_PARENT or defs[ctor.parent].kind not in CLASS_KINDS or \
                ctor.name not in self.spec_of(path).constructor_names:
            return None
        prop = self.class_member(path, ctor.parent, name)
        if prop is None or prop[0] != "def" or prop[1] != path:
            return None
        d = defs[prop[2]]
        inside = d.kind == "property" and ctor.start_byte <= d.start_byte and d.end_byte <= ctor.end_byte
        return prop if inside else None

    def _rebound_member(self, path: str, scope: int, receiver: str, name: str, line: int, rebound: dict,
                        plain_names):
        """(member, value) of `x.a.name` at `line` where the local x is bound again with another type before it in
        its scope (`span = start_other()` .. `span = start_span()`; statements run in order): as the last such
        binding gives it; None where x is not bound again, or that binding gives no such member (the scope's
        name, its first typed binding, is read then). Where bindings are block-scoped (spec.block_bindings): the
        last declaration whose block holds the line, from its own line on (`for (const m of ms) m.run()`), and
        (None, None) where it gives no such member (the first declaration is another block's)."""
        head = RECEIVER_HEAD.match(receiver).group(0)
        bindings = rebound.get((scope, head))
        if bindings is None:
            return None
        hit = plain_names.get(scope, _EMPTY).get(head) if plain_names is not None else None
        if hit is None:
            hit = self.resolve_name(path, scope, head)
        if hit is None or hit[0] != "local" or hit[2] != scope:
            return None
        blocks = bool(self.spec_of(path).block_bindings)
        chosen = None
        for at_line, text, last in bindings:
            if at_line > line or (at_line == line and not blocks):
                break
            if last >= line:
                chosen = text
        if chosen is None or chosen == hit[3]:
            return None
        missing = (None, None) if blocks else None
        segments = _split_receiver(receiver) if chosen else None
        if not segments:
            return missing
        target = ("local", path, scope, chosen)
        for op in segments[0][1]:
            target = self._apply(target, op)
        target, _ = self._members(target, True, segments[1:], self.spec_of(path), path, scope)
        if target is None:
            return missing
        found, _ = self.member(target, name)
        return (found, target) if found is not None else missing

    def _union_members(self, value, name: str, first) -> list:
        """The members `name` of a union-typed value's other alternatives (TypeScript: a property of a union
        is each alternative's declaration of it), `first` (the one member() gave) left out."""
        kind = value[0]
        if kind in ("def", "local", "attr"):
            if kind == "def" and self.tables[value[1]].definitions[value[2]].kind in TYPE_KINDS:
                return []
            value = self.instance_of(value)
        if value is not None and value[0] == "union" and len(value) > 2 and value[2] == "ordered":
            # an alias's own properties before what it names ("ordered"): the union it names, unless its own
            own, *named = value[1]
            if self.member(own, name)[0] is not None:
                return []
            value = named[0] if len(named) == 1 else ("union", tuple(named))
        if value is None or value[0] != "union" or len(value) > 2:
            return []
        out = []
        for alternative in value[1]:
            found = self.member(alternative, name)[0]
            if found is not None and found[0] == "def" and found != first and found not in out:
                out.append(found)
        return out

    def _expand(self, deps: set, path: str) -> frozenset:
        """A file's collected dependencies as paths (a package token stands for its files), without itself."""
        return frozenset(self._expanded(set(deps), path))

    def _expanded(self, out: set, path: str) -> set:
        """_expand of a set of the caller's own, in place (a file's, fresh from _FileReads.flat: no copies)."""
        for d in (out & self._pkg_tokens if self._pkg_tokens else ()):
            out.discard(d)
            key = d[len(PKG):]
            files = self._pkg_files.get(key)
            if files is None:
                files = self._pkg_files[key] = frozenset(
                    f for r in self.resolvers.values() for f in r.module_files(key))
            out |= files
        out.discard(path)
        return out


    def _alias_member(self, path: str, cls: int, name: str):
        """A member `name` of an impl of an alias of the type, declared in the type's file (Rust `type OwnedDFA =
        DFA<Vec<u32>>; impl OwnedDFA { fn initial() }`: `DFA::initial()` is it, the impl being one of DFA<..>'s)."""
        t = self.tables[path]
        own = t.definitions[cls].name
        for i, d in enumerate(t.definitions):
            if d.kind == "type" and d.parent == NO_PARENT and d.type_text and _outer_name(d.type_text) == own:
                alias = self._followed_alias(("def", path, i), d, 1, {})
                if alias is not None and alias[0] == "inst" and alias[1] == path and alias[2] == cls:
                    found = self.class_member(path, i, name)
                    if found is not None:
                        return found
        return None

    def _callable(self, target, depth: int = 0):
        """A call of a member that names both a field and a method (Rust `self.pos` / `self.pos()`) calls the
        method: the same-named method of the field's type, else (spec.calls_skip_fields) of its bases, else the
        field."""
        path = target[1]
        d = self.tables[path].definitions[target[2]]
        if d.kind != "property" or d.parent == NO_PARENT:
            return target
        methods = self._method_index.get(path)
        if methods is None:   # built once per file: a scan per call site was O(sites x definitions)
            methods = self._method_index[path] = {}
            for i, m in enumerate(self.tables[path].definitions):
                if m.kind == "method":
                    methods.setdefault((m.parent, m.name), i)   # the first, as the scan returned
        i = methods.get((d.parent, d.name))
        if i is None:   # declared with the type's other members elsewhere (an impl block in another module)
            other = self._outside_members(path, d.parent).get(d.name)
            if other is not None and self.tables[other[1]].definitions[other[2]].kind == "method":
                return other
            if self.spec_of(path).calls_skip_fields and depth < 8:
                # Java `el.childNodes()` where Element declares a field childNodes: the method of its base Node
                for base in self.bases(path, d.parent):
                    found = self.class_member(base[1], base[2], d.name)
                    if found is not None and found[0] == "def":
                        found = self._callable(found, depth + 1)
                        if self.tables[found[1]].definitions[found[2]].kind == "method":
                            return found
        return target if i is None else ("def", path, i)

    def method_set(self, path: str, cls: int, seen: set | None = None) -> dict[str, tuple]:
        """The methods of a type, name -> definition: its own (wherever declared in its package), then those of
        its bases (embedded) that it does not declare itself."""
        seen = set() if seen is None else seen
        if (path, cls) in seen:
            return {}
        seen.add((path, cls))
        out = {n: hit for n, hit in (self._scopes.get(path) or self.scopes(path))["names"].get(cls, {}).items()
               if hit[0] == "def" and self.tables[hit[1]].definitions[hit[2]].kind == "method"}
        for n, hit in self._outside_members(path, cls).items():
            out.setdefault(n, hit)
        for base in self.bases(path, cls):
            if self.tables[base[1]].definitions[base[2]].kind in TYPE_KINDS:
                for n, hit in self.method_set(base[1], base[2], seen).items():
                    out.setdefault(n, hit)
        return out

    def _shape(self, hit: tuple) -> str | None:
        """A method's parameter and result types as the resolver compares them, once per method (a type's method
        is compared with every interface that wants its name)."""
        found = self._shape_cache.get(hit, self)
        if found is self:
            d = self.tables[hit[1]].definitions[hit[2]]
            resolver = self.resolvers[self.family_of[hit[1]]]
            found = self._shape_cache[hit] = resolver.method_shape(d.signature, d.name,
                                                                   self._qualifiers(hit[1], resolver))
        return found

    def _qualifiers(self, path: str, resolver) -> dict:
        """{name an import binds: the package it names} of a file (its module key, else the specifier), with ""
        for the file's own package: what a method's types are compared by (Go `[]Option` of package client is
        no `[]Option` of package server)."""
        found = self._qualifier_cache.get(path)
        if found is None:
            found = {"": resolver.package_of(path) or path}
            for imp in self.tables[path].imports:
                b = resolver.binding(imp, path)
                if b is not None and b.member is None:
                    found[b.local] = resolver.resolve(path, imp.module) or imp.module
            self._qualifier_cache[path] = found
        return found

    def _owner_implements(self, add) -> None:
        """`impl Trait for T` in another file than T: the implements edge is T's (provenance "inferred": its
        source comes from the owner index), added with the repository-wide edges so that an incremental reduce
        re-adds it for T's file (the edges of a file not linked again are taken from the base by source)."""
        for (opath, oi), refs in sorted(self._outside_bases.items()):
            for path, r in refs:
                self._reads(path)
                self._reads(opath)
                scope = self.tables[path].definitions[r.scope].parent
                target = self.resolve_ref_target(path, scope, r.name, r.receiver)[0]
                if target is not None and target[0] == "def" and target != ("def", opath, oi):
                    add(("def", opath, oi), target, "implements", "inferred", r.line)

    def _structural_implements(self, add) -> None:
        """Interfaces satisfied implicitly (spec.structural_interfaces): a type implements every interface of
        the repository whose (non-empty) method set its own method set covers, each method with the same
        parameter and result types where the resolver can compare them (method_shape). Provenance "inferred"."""
        types, interfaces = [], []
        for path in sorted(self.tables):
            t = self.tables[path]
            if not BY_NAME[t.language].structural_interfaces:
                continue
            for i, d in enumerate(t.definitions):
                if d.local or d.parent != NO_PARENT:
                    continue
                if d.kind == "interface":
                    interfaces.append((path, i))
                elif d.kind in ("class", "type", "enum"):
                    types.append((path, i))
        if not interfaces:
            return
        by_method: dict[str, list[tuple]] = defaultdict(list)
        sets = {}
        for key in types:
            methods = self.method_set(*key)
            if methods:
                sets[key] = methods
                for m in methods:
                    by_method[m].append(key)
        for ipath, i in interfaces:
            wanted = self.method_set(ipath, i)
            if not wanted:
                continue   # `interface{}` is satisfied by everything: no edge says anything
            rarest = min(wanted, key=lambda m: (len(by_method.get(m, ())), m))
            shapes = {m: self._shape(hit) for m, hit in wanted.items()}
            for key in by_method.get(rarest, ()):
                have = sets[key]
                if wanted.keys() <= have.keys() and all(
                        shapes[m] is None or (s := self._shape(have[m])) is None or s == shapes[m] for m in wanted):
                    add(("def", key[0], key[1]), ("def", ipath, i), "implements", "inferred",
                        self.tables[key[0]].definitions[key[1]].start_line)


_MERGED_KINDS = frozenset({"interface", "module"})


def augmentation_indexes(t: FileTable) -> list[int]:
    """The module augmentations of a file (LanguageSpec.augmented_modules): its top-level modules named in quotes
    (`declare module './index' {..}`) where the file is no script (in a script, each is an ambient module)."""
    if not BY_NAME[t.language].augmented_modules:
        return []
    blocks = [i for i, d in enumerate(t.definitions)
              if d.kind == "module" and d.parent == NO_PARENT and d.name[:1] in ("'", '"')]
    return [] if not blocks or any(e.form == SCRIPT_FORM for e in t.exports) else blocks


def augmentation_names(t: FileTable) -> list[tuple[str, str, str]]:
    """(module named, name, kind) of each declaration a file's module augmentations make, sorted."""
    blocks = set(augmentation_indexes(t))
    return sorted((t.definitions[d.parent].name, d.name, d.kind) for d in t.definitions if d.parent in blocks)


def augmentation_blocks(tables: dict, resolvers: dict, family_of: dict):
    """(path, block, specifier, module) of each module augmentation (augmentation_indexes): the module of the
    repository the specifier names, resolved from its file, or None where it is found nowhere (a package's from
    outside the repository); in path order."""
    for path in sorted(tables):
        blocks = augmentation_indexes(tables[path])
        if not blocks:
            continue
        t = tables[path]
        resolver = resolvers[family_of[path]]
        for i in blocks:
            specifier = t.definitions[i].name[1:-1]
            module = resolver.resolve(path, specifier)
            if module is None or (module != path and module in tables):
                yield path, i, specifier, module


def global_definitions(t: FileTable, spec) -> list[int]:
    """The indexes of a file's definitions every file sees where no scope binds the name (LanguageSpec.global_modules):
    those of its TypeScript `declare global {..}` blocks; a script's top-level ones (a TypeScript or JavaScript file
    without import or export, which the map marks with an Export of form "script": languages/typescript/script.py),
    but an ambient module's (`declare module "x"`) and the locals of its blocks (`if (c) { const x }`, a function
    expression)."""
    if not spec.global_modules:
        return []
    defs = t.definitions
    script = any(e.form == SCRIPT_FORM for e in t.exports)
    blocks = {i for i, d in enumerate(defs)
              if d.kind == "module" and d.parent == NO_PARENT and d.name in spec.global_modules}
    if not blocks and not script:
        return []
    return [i for i, d in enumerate(defs) if d.parent in blocks or (
        script and d.parent == NO_PARENT and not d.local and i not in blocks and d.name[:1] not in _NOT_GLOBAL_HEADS)]


_GLOBAL_TYPE_KINDS = frozenset({"interface", "type"})


def _redeclared(d, lexical: bool, first: tuple, first_lexical: bool, tables) -> bool:
    """Whether a script's global declaration d of a name declared before (`first`, in path order) is a redeclaration
    the checker does not merge: a block-scoped one (`const`, `let`, `class`: `lexical`) beside a value, or a value
    beside a block-scoped one; then the name is the first declaration's. Interfaces and types merge with anything."""
    if d.kind in _GLOBAL_TYPE_KINDS:
        return False
    if first_lexical:
        return True
    return lexical and tables[first[1]].definitions[first[2]].kind not in _GLOBAL_TYPE_KINDS


def _signature_scope(kinds, parents, class_def, receivers: frozenset = frozenset()):
    """loc -> the scope a binding's declared type is read in. A method's parameter's annotation or default value
    (`def f(self, p: Params)`) is read where Python evaluates it (spec.class_body_scope): in the class body when it
    names a definition of the class made before the method (a nested class `Params`; not `str` of a later
    `def str(self)`), else in the scope around the class (not the method's own names); any other binding in its
    own scope. class_def(cls, name): the index of the class's definition of that name, or None. The receiver
    parameter (`receivers`: `self`, `cls: Type['Model']`) stays the method's: the linker knows it as such there."""
    def read_in(loc) -> int:
        scope = loc.scope
        if loc.kind != "parameter" or not loc.type_text or scope == NO_PARENT or kinds[scope] not in FUNCTION_KINDS \
                or loc.name in receivers:
            return scope
        cls = parents[scope]
        if cls == NO_PARENT or kinds[cls] not in CLASS_KINDS:
            return scope
        for head in _HEAD_NAME.findall(loc.type_text):
            i = class_def(cls, head)
            if i is not None and i < scope:
                return cls
        while cls != NO_PARENT and kinds[cls] in CLASS_KINDS:
            cls = parents[cls]
        return cls
    return read_in


def _signature_lines(defs, locs) -> dict[int, int]:
    """function index -> the last line of its header (decorators, parameters, return annotation), for methods and
    other functions alike (`def _chainlist(it, SEP=SEP)`: the default is the module's SEP, not the parameter): the
    line of its name or of its last parameter, the next one where the parameter list ends with a comma
    (`def f(\\n  self,\\n  a: A,\\n) -> R:`, its `)` on a line of its own)."""
    last: dict[int, int] = {}
    for loc in locs:
        if loc.kind == "parameter" and loc.scope != NO_PARENT:
            prev = last.get(loc.scope)
            if prev is None or loc.line > prev:
                last[loc.scope] = loc.line
    out: dict[int, int] = {}
    for i, d in enumerate(defs):
        if d.kind in FUNCTION_KINDS and not d.signature.startswith(d.name) and not d.name.startswith("<fn@"):
            # (not `pick = lambda: ADD` nor `key=lambda p: p.name`: a lambda's body is on its header's line)
            end = max(d.name_line, last.get(i, 0))
            out[i] = end + 1 if end > d.name_line and _EXPLODED_PARAMETERS.search(d.signature) else end
    return out


# "item:N:" + a value's text: the item at place N of what the value holds (a name a tuple pattern binds)
_ITEM_PLACE = re.compile(r"item:(\d+):")


def _later_assignment(prev: tuple, text: str, scope: int) -> tuple:
    """An attribute's index entry (type text, scope[, later assignments]) with one more unannotated assignment of
    it after the first (at most 4, each (type text, scope), the same text once)."""
    later = prev[2] if len(prev) > 2 else ()
    if not text or text == prev[0] or _is_annotation(prev[0]) or len(later) >= 4 or any(t == text for t, _ in later):
        return prev
    return (prev[0], prev[1], (*later, (text, scope)))


def _one_line_headers(defs, headers: dict[int, int]) -> dict[int, int]:
    """method index -> the column its header ends at, for the methods whose body starts on the header's last line
    (`def f(self): return self.g()`, its whole definition on one line): a site at or past it is the body's. The
    header is the signature (spaces collapsed: at most a few columns early, still past the parameters' names)."""
    out: dict[int, int] = {}
    for i, end in headers.items():
        d = defs[i]
        if d.end_line == end == d.name_line and (at := d.signature.find(d.name)) >= 0:
            out[i] = d.name_col + len(d.signature) - at
    return out


_DOTTED_GLOBALS: dict[str, tuple[str, ...]] = {}   # spec name -> _dotted_global_values


def _dotted_global_values(spec) -> tuple[str, ...]:
    """The spec's global_values written with a dot (TypeScript's `import.meta`), made once per language."""
    found = _DOTTED_GLOBALS.get(spec.name)
    if found is None:
        found = _DOTTED_GLOBALS[spec.name] = tuple(k for k in spec.global_values if "." in k)
    return found


def _object_key_function(d, objected: dict) -> bool:
    """Whether a module-level definition is a function written as the value of a key of the object the module exports
    by default (`objected`: key -> the line the object starts on; `getConfig: () => ..`, `named: function () {..}`),
    not a declaration typed before it (`const f: () => T = () => ..`, exported as `{ f }`: above the object, or an
    assignment at the top level after the type)."""
    if d.parent != NO_PARENT or d.local or d.kind not in FUNCTION_KINDS or \
            d.start_line < objected.get(d.name, 1 << 30) or not d.signature.startswith(d.name + ":"):
        return False
    rest = d.signature[len(d.name) + 1:].replace("=>", "  ").replace("==", "  ").replace("!=", "  ") \
        .replace("<=", "  ").replace(">=", "  ")
    return len(split_top(rest, "=")) == 1


def _module_literal_properties(defs: list) -> set[int]:
    """The indexes of the properties at a module's level (parent NO_PARENT) and of those nested in them."""
    out: set[int] = set()
    for i, d in enumerate(defs):
        if d.kind == "property" and (d.parent == NO_PARENT or d.parent in out):
            out.add(i)
    return out


def _rebound_locals(locs, blocks: bool = False) -> dict:
    """A file's names bound with more than one type in a function: {(scope, name): [(line, type text, last line)]}
    of their typed bindings (parameters, variables) in line order, each in scope to its last line (a Local of kind
    "block" of its line: LanguageSpec.block_bindings; else to the function's end, 1 << 30). With `blocks`, the
    untyped bindings too: a declaration in a block hides the one before it, typed or not."""
    scoped = getattr(locs, "scoped", None)
    rows = locs.rows(scoped(BINDING_KINDS + ("block",) if blocks else BINDING_KINDS)) if scoped is not None \
        else locs
    out: dict = {}
    ends: dict = {}
    for name, kind, scope, type_text, line in rows:
        if scope == NO_PARENT:
            continue
        if kind == "block":
            ends[(scope, name, line)] = int(type_text)
        elif (type_text or blocks) and kind in BINDING_LOCALS:
            out.setdefault((scope, name), []).append((line, type_text))
    return {k: sorted((line, text, ends.get((*k, line), _WHOLE_LINE)) for line, text in v) for k, v in out.items()
            if len(v) > 1 and any(text != v[0][1] for _, text in v)}


def _unbound_sites(locs) -> dict:
    """{(scope, line, col): binding scope} of the sites reading a name before the statement binding it in the
    function that binds it (the map's Locals of kind "unbound": LanguageSpec.bound_after_statement), read in the
    scope around that function."""
    scoped = getattr(locs, "scoped", None)
    rows = locs.rows(scoped(("unbound",))) if scoped is not None else [r for r in locs if r[1] == "unbound"]
    out = {}
    for r in rows:
        col, _, bound = r.type_text.partition(":")
        out[(r.scope, r.line, int(col))] = int(bound)
    return out


def _static_context(t, scope: int, cls: int, spec) -> bool:
    """Whether `this` at `scope` in class `cls` is the class (spec.static_members): in a static method or a static
    field's initializer, or in the class body itself (a `static {..}` block)."""
    if scope == cls:
        return True
    defs = t.definitions
    member = scope
    while member != NO_PARENT and defs[member].parent != cls:
        member = defs[member].parent
    return member != NO_PARENT and _is_static(spec, defs[member])


def _is_static(spec, d) -> bool:
    """Whether definition `d` is a class's static member, as its signature says (spec.static_members)."""
    return bool(spec.static_members) and _compiled(spec.static_members).match(d.signature) is not None


def _this_assignments(locs) -> set:
    """(name, scope, line) of a file's instance attributes assigned (`this.x = ..`: spec.assigned_members_declare)."""
    scoped = getattr(locs, "scoped", None)
    rows = locs.rows(scoped(("attribute",))) if scoped is not None else [r for r in locs if r[1] == "attribute"]
    return {(r.name, r.scope, r.line) for r in rows}


def _narrowed_locals(locs) -> dict:
    """A file's narrowed locals as {(line, scope): [(expression, type text, first column, past column)]} (the map
    records them only inside definitions, which is what a kept table's `scoped` gives; the columns of the line the
    narrowing holds, from a type text's "\x1eFIRST:PAST" suffix, extract._line_span; none: all of it)."""
    scoped = getattr(locs, "scoped", None)
    rows = locs.rows(scoped(("narrowed",))) if scoped is not None else [r for r in locs if r[1] == "narrowed"]
    out: dict = {}
    for r in rows:
        text, sep, span = r.type_text.rpartition("\x1e")
        first, _, past = span.partition(":")
        if not (sep and first.isdigit() and past.isdigit()):   # no span (a value text may hold a \x1e of its own)
            text, first, past = r.type_text, 0, _WHOLE_LINE
        out.setdefault((r.line, r.scope), []).append((r.name, text, int(first), int(past)))
    return out


_WHOLE_LINE = 1 << 30


def _element_text(collection: str, spec) -> str:
    """The type text of an element of the collection written `collection`: "val:m" for a mapping's values,
    `m.values()` (spec.unpacked_calls), as the map reads `for v in m.values()`; else "elem:" and the text."""
    receiver, dot, method = collection.rpartition(".")
    if dot and method.endswith("()") and spec.unpacked_calls.get("." + method[:-2]) == "values" and \
            _is_dotted(receiver):
        return "val:" + receiver
    return "elem:" + collection


class _FileReads(set):
    """What a file's link collected (Linker._dcur while it is linked): the dependencies it read itself, and the
    shared sets of the memoised computations it called (Linker._absorb), each set once (synth-1m: a file adds
    the same set of a barrel's 190 files once per name imported through it; copying each into one set was 2 % of
    the link)."""

    def flat(self) -> set:
        out = set()
        for x in self:
            if x.__class__ is frozenset:
                out |= x
            else:
                out.add(x)
        return out


class _PerScope(dict):
    """A kept file's names per scope (Linker._kept_scopes): a scope's are made on its first `get`."""

    __slots__ = ("_make",)

    def __init__(self, make) -> None:
        super().__init__()
        self._make = make

    def get(self, scope, default=None):
        found = dict.get(self, scope)
        if found is None:
            found = self[scope] = self._make(scope)
        return found


def _is_annotation(text: str) -> bool:
    """Whether a definition's type text is a declared type (not one read from its value)."""
    return bool(text) and not text.startswith(_VALUE_TYPES + ("any:", "cb:", "prop:", "propx:"))


def _types_untyped(loc) -> bool:
    """Whether a binding gives its type to a name of the same scope bound before without one: a parameter declared
    again with a type (Rust `<M>` ... `where M: Matcher`), a variable assigned a typed value after an untyped one
    (`reports = None` ... `reports = Reports()`), unless that value reads the name itself (`x = x or X()`)."""
    if not loc.type_text:
        return False
    if loc.kind == "parameter":
        return True
    if loc.kind != "variable":
        return False
    head, sep, rest = loc.type_text.partition(":")
    if head == "gen":
        head, rest = "call", rest.partition(":")[2]
    segments = _split_receiver(rest) if sep and head in ("call", "expr", "elem", "val", "new") else []
    return not (segments and segments[0][0] == loc.name)


class _DeclaredKinds:
    """A kept file's definition kinds as `scopes`' def_kind reads them: a variable whose signature the language's
    declaration_only pattern matches is "declared"."""

    __slots__ = ("kinds", "defs", "pattern")

    def __init__(self, kinds, defs, pattern) -> None:
        self.kinds, self.defs, self.pattern = kinds, defs, pattern

    def __getitem__(self, i: int) -> str:
        kind = self.kinds[i]
        if kind == "variable" and self.pattern.match(self.defs[i].signature):
            return "declared"
        return kind


_IMPLICIT = "implicit"   # the 4th element of a name's ("bind", ..) entry made by an implicit or module binding


def _own_package(path: str, key: str | None) -> bool:
    """Whether module `key` is a package holding file `path` (its `__init__` file, in a folder above the file's)."""
    if not key or "/" not in key or key.rpartition("/")[2].partition(".")[0] != "__init__":
        return False
    return path.startswith(key.rpartition("/")[0] + "/") and path != key


def _import_may_bind(prev, def_kind, after=None, yields=None, own_package=None) -> bool:
    """`scopes`' rule: an import binds its name unless the name is already a definition other than a variable
    or constant (`def_kind`: definition index -> kind; a variable declared without a value, LanguageSpec.
    declaration_only, is "declared" and keeps its name), or bound by an earlier import. An implicit binding
    (ModuleResolver.implicit_bindings / module_bindings: Rust's prelude `Result`) is shadowed, as those document:
    `use crate::parse::Result;` is the crate's alias, not std's. Where
    bindings are ordered (LanguageSpec.ordered_bindings; `after`: definition index -> whether it starts after the
    import), an import binds over a function or class defined after it: `try: from x import f` / `except
    ImportError: def f()` is the import's f, as pyright reads a name's first declaration. (Not over a type alias:
    `if sys.version_info >= (3, 12): from m import X` / `else: X: TypeAlias = ...` is the alias for pyright, which
    skips the branch its Python version does not take.) Nor over a variable assigned before it where `yields()`
    says the import leaves its name to one (ModuleResolver.yields_to_variable: a package fastindex cannot follow;
    `_Column = mapped_column` / `except ImportError: from sqlalchemy import Column as _Column`), the first
    declaration again. Nor over a class or function of the name that the import's module, a package holding the
    file, can only have from the file itself (`own_package()`: ibis's relations.py, `if TYPE_CHECKING: from
    ibis.expr.types import Table` of the package star-importing it, then `class Table`: the class, as pyright
    follows the alias back to it)."""
    if prev is None or prev[0] == "local" or (prev[0] == "bind" and len(prev) > 3):
        return True
    if prev[0] != "def":
        return False
    kind = def_kind(prev[2])
    if kind in ("variable", "constant"):
        return yields is None or after is None or after(prev[2]) or not yields()
    return after is not None and kind in ("function", "class") and after(prev[2]) and \
        (own_package is None or not own_package())


class _KeptNames(dict):
    """A kept file's names in one scope (Linker._kept_scopes): those of its definitions and locals, and those its
    imports bind, bound in order only as far as a lookup needs. `scopes`' rule: an import binds its name unless
    the name is already a definition other than a variable or constant, or bound (an implicit binding, an
    earlier import); so a name found so is what the whole scope gives, and a lookup of another name binds the
    pending imports in order up to the first that binds it (then that import's binding is the name's), or to the
    end. Anything else than `get` binds them all first."""

    __slots__ = ("pending",)

    def __init__(self) -> None:
        super().__init__()
        # [resolver, path, row (import index -> Import), the scope's import indices, the next one, d_kinds]
        self.pending: list | None = None

    def get(self, name, default=None):
        hit = dict.get(self, name)
        pending = self.pending
        if pending is not None:
            lines = pending[6]
            # a definition after the first pending import (the imports are in source order) may be bound over
            first = pending[2](pending[3][pending[4]]).line if lines is not None else 0
            if _import_may_bind(hit, pending[5].__getitem__,
                                (lambda i: lines(i) > first) if lines is not None else None):
                hit = self._bind(name)
        return default if hit is None else hit

    def _bind(self, name):
        """Bind the pending imports in order until one binds `name` (None: all of them); `name`'s entry."""
        resolver, path, row, indices, at, kinds, lines = self.pending
        n = len(indices)
        while at < n:
            imp = row(indices[at])
            at += 1
            b = resolver.binding(imp, path)
            if b is not None:
                local = b.local
                if _import_may_bind(dict.get(self, local), kinds.__getitem__,
                                    (lambda i, line=imp.line: lines(i) > line) if lines is not None else None,
                                    lambda spec=b.specifier: resolver.yields_to_variable(path, spec),
                                    lambda spec=b.specifier: _own_package(path, resolver.resolve(path, spec))):
                    self[local] = ("bind", path, b)
                if local == name:
                    break
        if at < n:
            self.pending[4] = at
        else:
            self.pending = None
        return dict.get(self, name) if name is not None else None

    def _all(self) -> None:
        if self.pending is not None:
            self._bind(None)

    def __getitem__(self, name):
        self._all()
        return dict.__getitem__(self, name)

    def __contains__(self, name) -> bool:
        self._all()
        return dict.__contains__(self, name)

    def __iter__(self):
        self._all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._all()
        return dict.__len__(self)

    def keys(self):
        self._all()
        return dict.keys(self)

    def values(self):
        self._all()
        return dict.values(self)

    def items(self):
        self._all()
        return dict.items(self)

    def copy(self) -> dict:
        self._all()
        return dict(dict.items(self))


_CTOR_ASSIGNED, _ANNOTATED_ASSIGNED = 1, 2


def _note_assignment(flags: dict, cls: int, loc, method: str, constructors) -> None:
    """Record a class's `this.x = ..` (loc, an attribute local of a method named `method`; `constructors`: the
    language's constructor names) for the rule of
    spec.assigned_members_declare: x is the class's own, ahead of what its bases declare, where the class assigns
    it in its constructor and no assignment of it carries a declared type (the checker's JavaScript rule,
    `isConstructorDeclaredProperty`: `this.options = config.options` in Legend's constructor is Legend's; with
    `/** @type {any} */` above it, or assigned only in other methods, it is the base's `options`)."""
    key = (cls, loc.name)
    flags[key] = flags.get(key, 0) | (_CTOR_ASSIGNED if method in constructors else 0) | \
        (_ANNOTATED_ASSIGNED if _is_annotation(loc.type_text) else 0)


class _Filled(dict):
    """A kept file's per-class entries (instance attributes, bases), all filled in on the first `get`."""

    __slots__ = ("_fill",)

    def __init__(self, fill) -> None:
        super().__init__()
        self._fill = fill

    def get(self, key, default=None):
        if self._fill is not None:
            fill, self._fill = self._fill, None
            fill(self)
        return dict.get(self, key, default)


def _definition_names(defs) -> list[str]:
    """The names of a table's definitions; a base's kept table (incremental: snapshot.stored.StoredDefinitions)
    gives them without building its definitions."""
    names = getattr(defs, "names", None)
    return names() if names is not None else [d.name for d in defs]


def _top_exported(defs) -> list[tuple[int, str]]:
    """(index, name) of the exported top-level definitions whose qualname is their name; a base's kept table
    (StoredDefinitions) gives them from its columns without building its definitions."""
    top = getattr(defs, "top_exported", None)
    if top is not None:
        return top()
    return [(i, d.name) for i, d in enumerate(defs) if d.parent == NO_PARENT and d.exported and d.qualname == d.name]


def _test_folder(path: str, names: frozenset[str]) -> str | None:
    """The nearest folder of one of these names holding `path`, with its trailing "/" ("backend/spec/"), or None."""
    parts = path.split("/")[:-1]
    for i in range(len(parts) - 1, -1, -1):
        if parts[i] in names:
            return "/".join(parts[:i + 1]) + "/"
    return None


# the definitions a call can name: functions and methods, classes (constructed), Ruby's modules (`Mod.f` aside)
_CALLABLE_KINDS = FUNCTION_KINDS | TYPE_KINDS


_WORD = re.compile(r"\w+")


def _implements_last(r) -> bool:
    """A sort key putting a class's `implements` references after its other bases, in their order."""
    return r.kind == "implement"


def _in_top_level_block(defs, scope: int) -> bool:
    """Whether `scope` is a block (an anonymous function) outside any class, module or named function."""
    if scope == NO_PARENT:
        return False
    while scope != NO_PARENT:
        d = defs[scope]
        if d.kind != "function" or not d.name.startswith("<fn@"):
            return False
        scope = d.parent
    return True


def _extension_methods(t: FileTable, spec) -> list[tuple[int, str, bool]]:
    """(definition index, receiver type as written, whether type arguments follow it: `this PolicyBuilder<TResult>
    b` extends another class than `this PolicyBuilder b`) of the file's extension methods (spec.extension_receiver)."""
    pattern = _compiled(spec.extension_receiver)
    found = []
    for i, d in enumerate(t.definitions):
        if d.kind == "method" and not d.local and "this" in d.signature and \
                (m := pattern.search(d.signature)) is not None:
            found.append((i, m.group(1), d.signature[m.end(1):].lstrip().startswith("<")))
    return found


def _maybe_outside(defs):
    """The indices of the definitions `_outside_owner` may find an owner for: all of them; for a base's kept table
    (StoredDefinitions) those whose qualname is stored as a string (neither the name nor the parent's qualname
    + "." + the name, which give ""), found without building its definitions."""
    qualified = getattr(defs, "explicitly_qualified", None)
    return qualified() if qualified is not None else range(len(defs))


def _outside_owner(t: FileTable, d) -> str:
    """The owner a definition is qualified by when the map could not attach it to its type (declared
    outside the type, in a file that does not define it: qualname "Owner.name" under the module, or
    "ns.Owner.name" under namespace ns); "" for any other definition."""
    if d.local or d.qualname == d.name:
        return ""
    if d.parent == NO_PARENT:
        prefix = ""
    else:
        parent = t.definitions[d.parent]
        if parent.kind != "module":
            return ""
        prefix = parent.qualname + "."
    tail = "." + d.name
    if not d.qualname.startswith(prefix) or not d.qualname.endswith(tail):
        return ""
    return d.qualname[len(prefix):-len(tail)]


def _explicit_arguments(callee: str) -> tuple[str, list[str], str]:
    """A callback context's callee as the map writes it, with the call's type arguments (`a.f<Row>`): ("a.f",
    ["Row"], ""); with the type its result is declared with instead (`a.f~G<Row>`): ("a.f", [], "G<Row>");
    (callee, [], "") with neither."""
    callee, _, expected = callee.partition("~")
    at = callee.find("<")
    if at <= 0 or not callee.endswith(">"):
        return callee, [], expected
    return callee[:at], _type_arguments(callee[at:]), ""


def _inferred_arguments(result: str, expected: str, parameters: list[str]) -> list[str]:
    """The type arguments of a generic function inferred from the type its call's result is declared with, as the
    checker infers them from the contextual type: `$constructor<T, D>` (the declared result) and
    `core.$constructor<ZodNullable>` give T = ZodNullable; by parameter, "" where nothing says."""
    r, e = _generic_head(result), _generic_head(expected)
    if r == result.strip() or e == expected.strip() or r.rpartition(".")[2] != e.rpartition(".")[2]:
        return []
    given = dict(zip(_type_arguments_of(result, r), _type_arguments_of(expected, e)))
    return [given.get(p, "") for p in parameters]


def _substituted(text: str, replacements: dict[str, str]) -> str:
    """The type text with each name in `replacements` (a type parameter: a whole name, not a member) replaced."""
    for name, replacement in replacements.items():
        text = re.sub(rf"(?<![\w$.]){re.escape(name)}(?![\w$])", lambda _m, a=replacement: a, text)
    return text


def _callee_of(text: str) -> str:
    """"a.b(x, y)" -> "a.b"; "" unless the expression ends with a call."""
    i = call_open(text)
    return text[:i].strip() if i >= 0 else ""


# a C++ explicit specialization's signature (`template <> class numeric_limits<absl::uint128>`)
_EXPLICIT_SPECIALIZATION = re.compile(r"template\s*<\s*>")
_QUALIFIERS = re.compile(r"\b(?:\w+(?:::|\.))+")


def _template_arguments_key(text: str) -> str:
    """Template arguments as compared: without spaces and qualifiers (`< absl::uint128 >` -> `<uint128>`)."""
    return _QUALIFIERS.sub("", "".join(text.split()))


def _is_identifier(text: str) -> bool:
    # (`#x`: a JavaScript private member, `this.#res.size`, named with its `#` as its definition is; `@site`, `@@n`:
    # Ruby's instance and class variables, named with their `@` as their assignments bind them)
    return text.isidentifier() or text.replace("$", "_").removeprefix("#").lstrip("@").isidentifier()


def _cast_type(cast) -> str:
    """The type a spec.cast_pattern match asserts: its first group that took part in the match."""
    return next(g for g in cast.groups() if g is not None)


@lru_cache(maxsize=65536)
def _split_receiver(text: str) -> list[tuple[str, str]]:
    """`a.b(x).c()[0]` -> [("a", ""), ("b", "("), ("c", "([")]; anything else (literals, objects) -> []."""
    if "(" not in text and "[" not in text and "{" not in text and "!" not in text and " " not in text:
        parts = text.replace("?.", ".").split(".")   # the common case: a dotted name
        # (a positional member after the head: Rust `self.0.x` of a tuple struct, LanguageSpec.positional_fields)
        return [(p, "") for p in parts] if all(_is_identifier(p) or (i and p.isdigit())
                                               for i, p in enumerate(parts)) else []
    return _split_receiver_slow(text)


def _string_end(text: str, i: int) -> int:
    """The index of the quote closing the string literal opening at text[i] on its line (backslash escapes
    skipped), or -1 where none does (a Rust lifetime `'a`)."""
    quote, j, n = text[i], i + 1, len(text)
    while j < n and text[j] != quote and text[j] != "\n":
        j += 2 if text[j] == "\\" else 1
    return j if j < n and text[j] == quote else -1


def _split_receiver_slow(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    depth = 0
    seg_start = 0
    calls = ""      # the operations applied to the segment, in order: "(" a call, "[" an element access, ":" a slice
    name = None
    i = 0
    text = text.replace("?.", ".").replace("!", "")
    while text.startswith("(") and text.endswith(")") and balanced(text[1:-1]):
        text = text[1:-1].strip()       # `(await f()).x`
    if text.startswith("(new ") and (end := closing(text)) > 0 and text[end + 1:].lstrip()[:1] == "." and \
            (made := _NEW_INSTANCE.fullmatch(text, 1, end)) is not None and \
            (not made.group(1) or closing(text, made.start(1)) == made.end(1) - 1):
        # `(new Builder($q))->setModel(..)`: the instance's (`(new Foo)` as `new Foo()`; not `(new A(), b)`; the
        # chain may go on on the next line: `(new Collection($w))\n    ->map(..)`)
        text = text[1:end].strip() + ("" if made.group(1) else "()") + text[end + 1:].lstrip()
    if text.startswith("(*"):
        end = closing(text)
        if end > 0:   # `(*self).find()`, `(**self).x`: a dereference gives the value (types are read through)
            text = text[1:end].lstrip("*").strip() + text[end + 1:]
    elif text.startswith("*"):
        text = text.lstrip("*").lstrip()
    if text.startswith("await "):
        text = text[6:].lstrip()        # awaiting gives the promised value; Promise<X> is typed as X
    constructed = text.startswith("new ")
    if constructed:   # `new Repo(x)`: the receiver is what calling Repo gives
        text = text[4:].lstrip()
    n = len(text)
    opened = 0   # where the bracket open at depth 0 starts
    while i < n:
        ch = text[i]
        if ch == "<" and depth == 0 and name is None and seg_start > 0 and seg_start == i and \
                text[i - 1] == ".":   # Java `C.<T>m(x)`: a call's type arguments before its name are skipped
            end = _angle_end(text, i)
            if end < 0:
                return []
            seg_start = i = end
            continue
        if ch == "<" and depth == 0 and name is None:   # `f<T>(x)`: a call's type arguments are skipped
            end = _type_arguments_end(text, i)
            if end < 0 or not _is_identifier(text[seg_start:i].strip()):
                return []
            name = text[seg_start:i].strip()
            i = end
            continue
        if depth and ch in "\"'":   # a string argument: its brackets are text (`Expect(r"\[/").m()`)
            end = _string_end(text, i)
            if end > 0:
                i = end + 1
                continue
        if ch == "`" and depth == 0 and (name is not None or _is_identifier(text[seg_start:i].strip())):
            # a tagged template, kysely's `sql\`select ..\`.execute(db)`: a call of the tag
            end = _template_end(text, i)
            if end < 0:
                return []
            if name is None:
                name = text[seg_start:i].strip()
            calls += "("
            i = end + 1
            continue
        if ch in "([{":
            if depth == 0:
                if ch == "{":
                    if constructed and not out and calls == "(" and text[:i].rstrip().endswith(")"):
                        # `new C<T>() { .. }.m()`: an instance of an anonymous subclass of C has C's members
                        end = closing(text[i:])
                        if end < 0:
                            return []
                        i += end + 1
                        continue
                    return []
                if name is None:
                    name = text[seg_start:i].strip()
                calls += ch
                opened = i
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0 and ch == "]" and _is_slice(text[opened + 1:i]):
                calls = calls[:-1] + ":"   # `xs[1:]`: a slice of xs is what xs is
        elif ch == "." and depth == 0:
            seg = name if name is not None else text[seg_start:i].strip()
            if not _is_identifier(seg):
                return []
            out.append((seg, calls))
            seg_start, calls, name = i + 1, "", None
        i += 1
    seg = name if name is not None else text[seg_start:].strip()
    if depth != 0 or not _is_identifier(seg):
        return []
    # `new a.B` is a call of B; `new App().get` (a callee) reads get of the instance: the arguments ended `new`
    out.append((seg, (calls or "(") if constructed and not any(c for _, c in out) else calls))
    return out


def _template_end(text: str, i: int) -> int:
    """The index of the backtick closing the template literal opening at text[i] (its `${..}` substitutions
    skipped, braces and nested templates in them counted), or -1 where it does not close."""
    j, n = i + 1, len(text)
    while j < n:
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "`":
            return j
        if ch == "$" and text.startswith("${", j):
            depth, j = 1, j + 2
            while j < n and depth:
                c = text[j]
                if c == "`":
                    end = _template_end(text, j)
                    if end < 0:
                        return -1
                    j = end
                elif c == "{":
                    depth += 1
                elif c == "}":
                    depth -= 1
                j += 1
            continue
        j += 1
    return -1


def _last_assertion(text: str, opener: str, pattern: str):
    """(T, what follows) of the last type assertion outside brackets in a receiver (LanguageSpec.type_assertion:
    Go's `a.(*T).b` -> ("T", ".b"), `opener` ".("); None where there is none or it asserts no named type (the
    text inside its brackets does not match `pattern`: `x.([]T)`, `x.(type)`)."""
    head, bracket = opener[:-1], opener[-1]
    depth, found = 0, -1
    for i, ch in enumerate(text):
        if ch in "([{":
            if ch == bracket and depth == 0 and i >= len(head) and text.startswith(head, i - len(head)):
                found = i
            depth += 1
        elif ch in ")]}":
            depth -= 1
    if found < 0:
        return None
    end = closing(text[found:])
    if end <= 0:
        return None
    m = _compiled(pattern).fullmatch(text[found + 1:found + end].strip())
    if m is None:
        return None
    return m.group(1), text[found + end + 1:]


def _angle_end(text: str, start: int) -> int:
    """The index after the `>` closing the `<` at text[start] (`<Map<K, V>>`), else -1."""
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
            if depth == 0:
                return i + 1
        elif ch in "()[]{};":
            return -1
    return -1


def _type_parameters_end(text: str) -> int:
    """The index after the `>` closing a generic function type's type parameters at text[0] (`<O extends Opts = {
    thunk: true }, F = () => void>(o?: O) => R`: defaults with braces and arrows), else -1."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "<([{":
            depth += 1
        elif ch in ")]}" or (ch == ">" and text[i - 1:i] != "="):
            depth -= 1
            if depth == 0:
                return i + 1 if ch == ">" else -1
            if depth < 0:
                return -1
    return -1


def _type_arguments_end(text: str, start: int) -> int:
    """Where the call after type arguments opening at text[start] (`<`) starts: the index of the `(` right after
    the matching `>`, else -1."""
    depth = 0
    i = start
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "<":
            depth += 1
        elif ch == ">" and text[i - 1] != "=":   # `=>` in a function type is no bracket
            depth -= 1
            if depth == 0:
                return i + 1 if i + 1 < n and text[i + 1] == "(" else -1
        elif ch in ";{}":
            return -1
        i += 1
    return -1


@cache
def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern)


def _element_type(text: str, iterables: frozenset[str], spec, last: bool = False, first: bool = False) -> str:
    """The element type of an iterable annotation: "List[Repo]" -> "Repo", "Repo[]" -> "Repo"; else "".
    `last`: its last type argument instead of its first (a mapping's value: "dict[str, Repo]" -> "Repo").
    `spec`: the language of the text (what else it may be: _without_none)."""
    text = _without_none(text.strip().strip("\"'"), spec)
    if text.endswith("[]"):
        return "" if last else text[:-2]
    m = re.match(r"([\w.]+)\s*[\[<](.*)[\]>]$", text, re.S)
    if m and spec is not None and m.group(1).split(".")[-1] in spec.element_wrappers:
        # `Partial<Record<keyof T, Opts>>`, `Readonly<Repo[]>`, Python `Annotated[list[Repo], File()]`: the wrapped
        # collection's (its first type argument's) elements
        inner = m.group(2) if "=>" in m.group(2) else split_top(m.group(2), ",")[0]   # (an arrow's `>`: whole)
        return _element_type(inner, iterables, spec, last, first)
    if not m or m.group(1).split(".")[-1] not in iterables:
        return ""
    inner, depth, after = m.group(2), 0, 0
    for i, ch in enumerate(inner):   # the first type argument
        if ch in "[<({":
            depth += 1
        elif ch in "]>)}":
            depth -= 1
        elif ch == "," and depth == 0:
            if not last:
                return inner[:i].strip()
            after = i + 1
    return "" if first and not after else inner[after:].strip()


def _tuple_item(text: str, place: int, spec) -> str:
    """The type at `place` of a tuple type: "tuple[A, B]", 1 -> "B" (-1: "B", counted from the end); "tuple[A,
    ...]" -> "A" at any place (the language's tuple_types); where tuple_brackets, "[A, B]" (TypeScript); else ""."""
    tuples = spec.tuple_types
    if "|" in text:   # `[undefined, T] | [Error, undefined]`: the item of every alternative that is no value-less type
        alternatives = [a for a in _union_alternatives(text) if a and a not in spec.none_types]
        if len(alternatives) > 1:
            items = [_tuple_item(a, place, spec) for a in alternatives]
            return " | ".join(items) if all(items) else ""
    if spec.tuple_brackets and text.startswith("[") and text.endswith("]") and closing(text) == len(text) - 1:
        items = _type_arguments(f"<{text[1:-1]}>")
        return items[place] if -len(items) <= place < len(items) else ""
    m = re.match(r"([\w.]+)\s*\[(.*)\]$", _without_none(text.strip().strip("\"'"), spec), re.S)
    if not m or m.group(1).split(".")[-1] not in tuples:
        return ""
    items = _type_arguments(f"<{m.group(2)}>")
    if len(items) == 2 and items[1] == "...":
        return items[0]
    return items[place] if -len(items) <= place < len(items) else ""


def _without_none(text: str, spec) -> str:
    """A type that may be no value, without it (the language's none_types and optional_types): "list[X] | None" ->
    "list[X]", "Optional[list[X]]" -> "list[X]"; any other text as it is."""
    optionals = spec.optional_types
    if optionals and text.endswith("]"):
        at = text.find("[")
        if at > 0 and text[:at] in optionals:
            return text[at + 1:-1].strip()
    if "|" not in text or not spec.none_types:
        return text
    parts = _union_alternatives(text)
    kept = [p for p in parts if p not in spec.none_types]
    return kept[0] if len(kept) == 1 and len(parts) > 1 else text


_MEMBER_HEAD = re.compile(r"\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)(\??)\s*[:(<]")


def _required_members(body: str) -> set[str]:
    """The members of an object type literal's body (`{..}` without its braces; an arrow written `=~`) declared
    without `?`: `a: A; b?: B\n c(): C` -> {a, c}. A member starts the body or follows a `;`, `,` or line break
    outside brackets (a union continued on the next line, `| B`, starts none)."""
    found, depth, head = set(), 0, True
    for i, ch in enumerate(body):
        if head and depth == 0:
            m = _MEMBER_HEAD.match(body, i)
            if m is not None and not m.group(2):
                found.add(m.group(1))
            head = False
        if ch in "[<({":
            depth += 1
        elif ch in "]>)}":
            depth -= 1
        elif depth == 0 and ch in ";,\n":
            head = True
    return found


_WRITTEN_KEY = re.compile(r"([A-Za-z_$][\w$]*)\s*(?:[:(<]|$)")


def _written_shape(written: list):
    """(place, keys) of a call's first object literal argument among the argument texts `written`, its keys
    joined by "+", as the map's "shp:" value records them (extract._literal_shape); None where there is none, or
    one whose keys are not all known (a spread, a quoted, computed or accessor key)."""
    for place, arg in enumerate(written):
        if not (arg.startswith("{") and arg.endswith("}")):
            continue
        keys = []
        for entry in split_top(arg[1:-1].replace("=>", "=~"), ","):
            if not entry:
                continue
            m = _WRITTEN_KEY.match(entry)
            if m is None:
                return None
            keys.append(m.group(1))
        return place, "+".join(keys)
    return None




_BOOLEANS = frozenset({"true", "false"})
_LITERALS = re.compile(r"""["'][^"']*["']|[^,\s]+""")   # the literals a discriminant test compares with


def _enum_member(literal: str) -> str:
    """A literal as a discriminant compares it: a string without its quotes, an enum member by its class and name
    (`aiohttp.WSMsgType.TEXT` -> `WSMsgType.TEXT`)."""
    literal = literal.strip().strip("\"'")
    parts = literal.split(".")
    return ".".join(parts[-2:]) if len(parts) > 2 else literal


_NUMBER_INDEXED = re.compile(r"^(.+?)\[\s*\d+\s*\]$")   # `T['props'][0]`: an element of T['props']


# `Pick<A, 'x' | "y">`: the type and its quoted keys (LanguageSpec.picked_types)
_PICKED = re.compile(r"""<[\s\S]*,\s*['"]""")
_PICK = re.compile(r"""([\w$.]+)\s*<\s*([\s\S]+?)\s*,\s*((?:['"][^'"]*['"]\s*\|?\s*)+)>""")
_QUOTED = re.compile(r"""['"]([^'"]*)['"]""")
# `Omit<UserConfig, | 'plugins' | "css">`: the type and its quoted keys (LanguageSpec.omitting_types)
_OMITTED = re.compile(r"""([\w$.]+)\s*<\s*[\w$.]+(?:<[^<>]*>)?\s*,\s*((?:\|?\s*['"][^'"]*['"]\s*)+)>""")


# `app.get<GraphQLModule<ApolloDriver>>(GraphQLModule).graphQlAdapter`: the receiver, the method, the type argument
# written, the one argument, what follows (LanguageSpec.class_argument_calls)
_INJECTED = re.compile(r"([\w$][\w$.]*)\.([\w$]+)\s*(?:<([^()]*)>)?\(\s*(\.?[A-Za-z_$][\w$.]*)\s*\)([\s\S]*)$")
# ... a function called bare (LanguageSpec.class_argument_functions: PHP `app(Gate::class)`): no receiver
_INJECTED_BARE = re.compile(r"()([\w$]+)\s*(?:<([^()]*)>)?\(\s*(\.?[A-Za-z_$][\w$.]*)\s*\)([\s\S]*)$")


def _keyed_out(union, name: str) -> bool:
    """Whether a union keyed by the properties picked (`Pick<A, "x">`) leaves the member `name` out."""
    return len(union) > 2 and union[2].__class__ is tuple and union[2][0] == "keys" and name not in union[2][1]


def _union_alternatives(text: str) -> list[str]:
    """A union type's alternatives: "A | B<C | D>" -> ["A", "B<C | D>"]."""
    return split_top(text, "|")


# a subscripted type: its (dotted) name and its type arguments (`typing.Generator[None, R, R]`)
_GENERIC_TYPE = re.compile(r"([\w.]+)\s*\[(.*)\]$", re.S)
# the first names of the dotted names in a type or value text (`Optional[mod.C]`: Optional, mod)
_HEAD_NAME = re.compile(r"(?<![\w.])[A-Za-z_]\w*")
# a parameter list ending with a comma (`def f(self, a: A, ) -> R:`, the map's one-line signature): its `)` on a line
# of its own, as formatters write it
_EXPLODED_PARAMETERS = re.compile(r",\s*\)(?:\s*->[^:]*)?:?$")
_OBJECT_FIRST_PARAMETER = re.compile(r"\(\s*[\w$]+\??\s*:\s*\{")
_NO_ARGUMENT_CALL = re.compile(r"(.+)\.(\w+)\(\)$", re.S)   # "self.pre.as_ref()" -> ("self.pre", "as_ref")
# Ruby's constants (LanguageSpec.global_constants): what declares one, and what holds one (Module.nesting)
_CONSTANT_KINDS = frozenset({"class", "module", "constant"})
# The definitions whose inherit references name their bases: classes, and (LanguageSpec.mixin_modules) modules, whose
# includes are mixed into what includes them (Ruby `module Helpers; include FileHelper; end`)
_MIXIN_HEIRS = CLASS_KINDS | {"module"}
_CONSTANT_HOLDERS = frozenset({"class", "module"})
_CONSTANT_PATH = re.compile(r"[A-Z]\w*(?:\.[A-Z]\w*)+")   # `Acme.Deep` (the map's `Acme::Deep`)


# a parameter declared a constructor of a type parameter (`c: new (...args: never[]) => T`) or a generic of it
# alone (`modelClass: ModelClass<T>`): a class passed there gives T
_CONSTRUCTOR_OF = re.compile(r"[\w$.]+<\s*([\w$]+)\s*>|new\s*\(.*\)\s*=>\s*([\w$]+)", re.S)
_CALLBACK = re.compile(r"(.+)#(\d+|=[\w$]+)(?:\.([\w$.]+))?#(\d+)(?:#([^#]*))?$", re.S)
# an item of a rest parameter (`args[0]`)
_REST_ITEM = re.compile(r"([A-Za-z_$][\w$]*)\[(\d+)\]$")


def _shifted_parameter(context: str, n: int) -> str:
    """The map's context of a function's parameter ("fnp:PARAM:TYPE", "asg:PARAM:TARGET", "cb:CALLEE#ARG#PARAM")
    for the parameter n places after it; "" for another form."""
    if context.startswith(("fnp:", "asg:")):
        tag, param, rest = context.split(":", 2)
        return f"{tag}:{int(param) + n}:{rest}" if param.isdigit() else ""
    m = _CALLBACK.match(context, 3) if context.startswith("cb:") else None
    if m is None:
        return ""
    return f"{context[:m.start(4)]}{int(m.group(4)) + n}{context[m.end(4):]}"


# the last subscript of an indexed access type by a key (`Config["kind"]["resolve"]`: "resolve")
_LAST_KEY = re.compile(r"""\[\s*["']([\w$]+)["']\s*\]\s*$""")




@cache
def _generic_base(bases: tuple[str, ...]) -> re.Pattern:
    """A generic base in a class's type text (LanguageSpec.generic_bases), bare or through a module
    (`typing.Generic[T]`, `t.Protocol[T]` of `import typing as t`): group 1 its name as written."""
    names = "|".join(re.escape(b.rstrip("[")) for b in bases)
    return re.compile(rf"(?<![\w.])((?:[A-Za-z_]\w*\.)?(?:{names}))\s*\[")


def _class_bases(d) -> str:
    """The bases a Python class's header writes (`class Mid(Generic[T], Base[T]):` -> "Generic[T], Base[T]"), where
    its type text keeps the first subscripted one only; the type text where the header has no parentheses."""
    signature = d.signature
    start, end = signature.find("("), signature.rfind(")")
    return signature[start + 1:end] if 0 <= start < end else d.type_text


def _subscript_arguments(text: str, name: str, spaced: bool = True) -> tuple[str, ...]:
    """The type arguments a Python type text gives `name` in brackets: ("Optional[Decorator[A, B]]", "Decorator")
    -> ("A", "B"); () where it gives none. `spaced=False`: only brackets right after the name (Go's
    `Buf [16]byte` is an array, not type arguments)."""
    gap = r"\s*" if spaced else ""
    m = re.search(rf"(?<![\w.]){re.escape(name)}{gap}\[", text)
    if m is None:
        return ()
    end = closing(text[m.end() - 1:])
    if end <= 0:
        return ()
    return tuple(p for p in split_top(text[m.end():m.end() - 1 + end], ",") if p)


def _type_arguments_of(text: str, name: str, opener: str = "<") -> list[str]:
    """The type arguments `name` is given in the type text: ("Merge<A, {b: B}> | C", "Merge") -> ["A", "{b: B}"];
    opener "[" (Go): ("kit.List[*kit.Repo]", "kit.List") -> ["kit.Repo"] (a pointer is what it points to)."""
    if opener == "[":
        return _bracket_arguments(text, name)
    m = re.search(rf"(?<![\w$.]){re.escape(name)}\s*<", text)
    if m is None:
        return []
    depth = 0
    complete = m.end()   # the end of the arguments known whole (a text the map cut short: those before it)
    for i in range(m.end() - 1, len(text)):
        ch = text[i]
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}" and not (ch == ">" and text[i - 1] == "="):
            depth -= 1
            if depth == 0:
                return _type_arguments(text[m.end() - 1:i + 1].replace("=>", "=~"))
        elif ch == "," and depth == 1:
            complete = i
    return _type_arguments(text[m.end() - 1:complete] + ">") if complete > m.end() else []


def _complete_parts(text: str, name: str) -> str:
    """The `&` parts of `name`'s one type argument that end before the text does (a signature the map cut short):
    ("R extends Readonly< Omit<U, 'k'> & { a: A b: B /** @", "Readonly") -> "Omit<U, 'k'>"."""
    m = re.search(rf"(?<![\w$.]){re.escape(name)}\s*<", text)
    if m is None:
        return ""
    depth, complete = 0, m.end()
    for i in range(m.end(), len(text)):
        ch = text[i]
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}" and not (ch == ">" and text[i - 1] == "="):
            depth -= 1
        elif ch == "&" and depth == 0:
            complete = i
    return text[m.end():complete]


def _declares_array(signature: str, name: str) -> bool:
    """Whether a C or C++ declaration's signature declares `name` an array (`ImVector<int> Items[2];`)."""
    at = signature.find(name)
    while at >= 0:   # (a pattern per name would be compiled per declaration asked)
        if (at == 0 or not (signature[at - 1].isalnum() or signature[at - 1] == "_")) and \
                signature[at + len(name):].lstrip().startswith("["):
            return True
        at = signature.find(name, at + 1)
    return False


def _declared_parameters(signature: str, name: str, opener: str = "<") -> list[str]:
    """The type parameters a generic class, interface or alias declares, as written after its name in its signature
    (`class Store<T extends Model = M>`: ["T extends Model = M"]), or in the C++ template head its signature opens
    with (languages/c/source.template_heads: `template <typename T, int N = 4> class Buf`: ["T", "N = 4"], the name
    and its default; none for a specialization, `template <> struct convert<Node>`)."""
    if opener not in signature:
        return []
    if signature.startswith("template") and name != "template" and (head := _TEMPLATE_HEAD.match(signature)):
        end = closing(signature, head.end() - 1, "<", ">")
        if end < 0 or re.search(rf"(?<![\w$.]){re.escape(name)}\s*<", signature[end:]):
            return []
        found = []
        for part in split_top(signature[head.end():end], ","):
            declared, eq, default = part.partition("=")
            words = _NAME.findall(declared)
            if words:
                found.append(f"{words[-1]} = {default.strip()}" if eq else words[-1])
        return found
    return _type_arguments_of(signature, name, opener)


def _alias_parameters(signature: str, name: str, opener: str = "<") -> list[str]:
    """The type parameters' names of a generic alias, from its signature: "type Merge<M, N = {}> = ..." ->
    ["M", "N"]; opener "[" (Go): "List[K comparable, V any] struct {" -> ["K", "V"]."""
    if opener not in signature:
        return []
    return [re.match(r"[\w$]*", a).group(0) if not a.startswith("/") else _commented_parameter(a)
            for a in _declared_parameters(signature, name, opener)]


def _commented_parameter(text: str) -> str:
    """A type parameter written after a comment, in a signature whose line breaks are gone (hono's `class Context<
    // eslint-disable-next-line .. E extends Env = any, ..>`: E): the first name followed by `extends`, a
    default or the end."""
    text = re.sub(r"/\*.*?\*/", " ", text).strip()
    found = re.search(r"([\w$]+)\s*(?:\bextends\b|=(?!>)|$)", text) if text.startswith("//") else \
        re.match(r"[\w$]*", text)
    return found.group(1) if found and found.lastindex else (found.group(0) if found else "")


# a mapped type over a type parameter's keys (`{ [P in keyof T]?: .. }`): (key name, parameter)
_HOMOMORPHIC_MAPPED = re.compile(r"\{\s*(?:[+-]?readonly\s+)?\[\s*([\w$]+)\s+in\s+keyof\s+([\w$]+)\s*\]")
_INSTANTIATED_CALL = re.compile(r"[A-Za-z_][\w.]*\[")


def _bracket_arguments(text: str, name: str) -> list[str]:
    """Go's type arguments or parameters written right after `name` in brackets, each without its leading `*`:
    ("*kit.List[*kit.Repo]", "kit.List") -> ["kit.Repo"]; [] where none are (`Buf [16]byte` is an array)."""
    return [p.lstrip("*") for p in _subscript_arguments(text, name, spaced=False)]


def _declares_method(d) -> bool:
    """Whether a method definition is one (`int size() {..}`), not a field holding a function value (Java
    `static final Function F = key -> ..`, which the map makes a method: its signature assigns before any bracket)."""
    if d.kind != "method":
        return False
    eq, paren = d.signature.find("="), d.signature.find("(")
    return not (0 <= eq < paren or (eq >= 0 and paren < 0))


_KEYWORD_ARGUMENT = re.compile(r"\*|\w+\s*=(?!=)")   # `*xs`, `key=v`: where the positional arguments end


class _Arguments:
    """The argument texts of a receiver's member segments (`_call_arguments` of the whole text, the head's
    dropped), split on the first question: most receivers with a call are never asked (_members asks only where
    a call's callee is a repository function)."""

    __slots__ = ("text", "segments", "split")

    def __init__(self, text: str, segments: int) -> None:
        self.text, self.segments, self.split = text, segments, None

    def of(self, k: int):
        """The positional argument texts of the first call of member segment k (0: the one after the head; -1: the
        head's), or None where the text does not split into as many segments."""
        if self.split is None:
            found = _call_arguments(self.text)
            self.split = found if len(found) == self.segments else ()
        return self.split[k + 1] if k + 1 < len(self.split) else None


def _call_arguments(text: str) -> list:
    """The positional argument texts of each `.`-separated segment's first call in a receiver, up to the first
    keyword argument (`a.b(x, "y").c(k=1)` -> [None, ["x", '"y"'], []]); string literals are skipped whole (a CSS
    selector `"Tabs > Tab"` holds no bracket)."""
    out: list = []
    depth, n, i = 0, len(text), 0
    cur, start, cuts = None, -1, []
    while i < n:
        ch = text[i]
        if ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if ch in "([{":
            if depth == 0 and ch == "(" and cur is None and start < 0:
                start, cuts = i + 1, []
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0 and ch == ")" and start >= 0 and cur is None:
                cur = []
                for a, b in zip([start] + [c + 1 for c in cuts], cuts + [i]):
                    arg = text[a:b].strip()
                    if not arg or _KEYWORD_ARGUMENT.match(arg):
                        break
                    cur.append(arg)
        elif ch == "," and depth == 1 and start >= 0 and cur is None:
            cuts.append(i)
        elif ch == "." and depth == 0:
            out.append(cur)
            cur, start = None, -1
        i += 1
    out.append(cur)
    return out


def _call_arities(text: str) -> list:
    """The number of arguments of each `.`-separated segment's first call in a receiver (`a.b(x, y).c()` ->
    [None, 2, 0]); string and character literals skipped."""
    out: list = []
    depth, n, i = 0, len(text), 0
    cur, counting, commas, nonempty = None, False, 0, False
    while i < n:
        ch = text[i]
        if ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            if depth == 1 and counting:
                nonempty = True
            i = j + 1
            continue
        if ch in "([{":
            if depth == 0 and ch == "(" and cur is None and not counting:
                counting, commas, nonempty = True, 0, False
            elif depth == 1 and counting:
                nonempty = True
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0 and ch == ")" and counting:
                cur, counting = (commas + 1 if nonempty else 0), False
        elif depth == 1 and counting:
            if ch == ",":
                commas += 1
            elif not ch.isspace():
                nonempty = True
        elif ch == "." and depth == 0:
            out.append(cur)
            cur, counting = None, False
        i += 1
    out.append(cur)
    return out


# What an argument of a primitive type (or a String) is taken as by a parameter: itself, what it widens or boxes to
_WIDENED = {
    "int": ("int", "long", "float", "double", "Integer", "Number"),
    "long": ("long", "float", "double", "Long", "Number"),
    "char": ("char", "int", "long", "float", "double", "Character"),
    "boolean": ("boolean", "Boolean"),
    "double": ("double", "Double", "Number"),
    "float": ("float", "double", "Float", "Number"),
    "String": ("String", "CharSequence", "Comparable", "Serializable"),
}
# Parameter types any argument fits
_ANY_ARGUMENT = frozenset({"Object"})
_TYPE_VARIABLE = re.compile(r"[A-Z][A-Z0-9]?$")


def _parameter_type_names(signature: str, type_parameters: tuple) -> tuple:
    """The simple names of a declaration's parameter types (`B enable(JsonParser.Feature f, int... x)`:
    ("Feature", "..."); None for a type parameter of its class or one named as such (`T`), which any argument
    fits); () where the signature shows no complete list."""
    start = signature.find("(")
    end = closing(signature[start:]) if start >= 0 else -1
    if end < 0:
        return ()
    out = []
    for parameter in split_top(signature[start + 1:start + end], ","):
        words = re.sub(r"@[\w.]+(?:\([^()]*\))?|\bfinal\b", " ", parameter).split()
        if len(words) < 2:
            return ()
        text = "".join(words[:-1])
        if "..." in text:
            out.append("...")
            continue
        simple = re.sub(r"<.*>", "", text).rpartition(".")[2]
        # a method's own type parameters are written as such names by convention (`<T> T read(Class<T> c)`)
        out.append(None if simple in type_parameters or _TYPE_VARIABLE.match(simple) else simple)
    return tuple(out)


def _takes_arguments(signature: str, n: int) -> bool:
    """Whether a declaration's parameter list (`Tag valueOf(String a, String b)`, varargs `String... xs`) takes n
    arguments; True where the signature shows no list. A list the signature (the declaration's first line) cuts
    off (`void writeBinary(Base64Variant bv,`) takes at least one more parameter than the commas it shows."""
    least, most = _parameter_count(signature)
    return least <= n and (most < 0 or n <= most)


@lru_cache(maxsize=65536)   # asked for every call of a method with overloads; jsoup: 50K asks, 2.4K signatures
def _parameter_count(signature: str) -> tuple[int, int]:
    """(fewest, most) arguments a declaration's parameter list takes; most -1: no limit (varargs, a list cut off, or
    none shown)."""
    start = signature.find("(")
    if start < 0:
        return 0, -1
    end = closing(signature[start:])
    if end < 0:
        shown = signature[start + 1:]
        if not shown.strip():
            return 0, -1
        commas = _top_commas(shown)
        return (commas if "..." in shown else commas + 1), -1
    inner = signature[start + 1:start + end].strip()
    if not inner or inner == "void":   # (C++ `int f(void)`)
        return 0, 0
    count = _top_commas(inner) + 1
    if "..." in inner:
        return count - 1, -1
    # a parameter with a default value (C++ `void SameLine(float offset = 0.0f, float spacing = -1.0f)`) may be left
    # out
    defaults = sum(1 for p in split_top(inner, ",") if _DEFAULT_VALUE.search(p)) if "=" in inner else 0
    return count - defaults, count


# a parameter's default value: an `=` that is no `==`, `<=`, `>=` or `!=`
_DEFAULT_VALUE = re.compile(r"(?<![=!<>])=(?!=)")


def _top_commas(text: str) -> int:
    """The commas of a parameter list's text outside any nested bracket (`<`, `(`, `[`)."""
    depth, commas = 0, 0
    for ch in text:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        elif ch == "," and depth == 0:
            commas += 1
    return commas


_TYPE_NAME = re.compile(r"[A-Za-z_$][\w$.]*")   # the names a type text holds (_bound_text)
_SPACE_AT_DOT = re.compile(r"\s+(?=\.)|(?<=\.)\s+|\s+$")   # the layout of a call chain written over lines
_DEFAULT_OR_STATIC = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+|\w+\s+)*?(?:default|static)\b")


def _merges_over(defs, first: int, d) -> bool:
    """Whether definition d, a class, enum, interface or function, takes its name over the namespace `first` declared
    before it in the same scope (LanguageSpec.merged_namespaces: the name means the class or function; the namespace
    lends its members)."""
    f = defs[first]
    return f.kind == "module" and (d.kind in TYPE_KINDS or d.kind == "function") and f.parent == d.parent


def _typed_accessor(defs, first: int, d) -> bool:
    """Whether method `d` declares its result where the same-named method `first` before it does not (a TypeScript
    `set x(v)` before its `get x(): T`: reading x is the getter's)."""
    f = defs[first]
    return d.kind == "method" and f.kind == "method" and f.parent == d.parent and not f.type_text and \
        bool(d.type_text)


def _argument_parameter(params: list[str], arg: int) -> str:
    """The declared type of argument `arg` of a call: its parameter's, or, at or past the last parameter when that
    is a tuple or an array (a rest parameter: hono's `(path: P, ...handlers: [H<E2, P, I> & M1, H<E3, P, I2, R>])`;
    well-typed code passes no function where an array is expected), the element at its place; "" when none."""
    if arg < len(params) - 1:
        return params[arg]
    last = params[-1].strip() if params else ""
    if last.startswith("[") and last.endswith("]"):   # a tuple: the element at the argument's place
        elements = split_top(last[1:-1].replace("=>", "=~"), ",")
        place = arg - len(params) + 1
        return elements[place].removeprefix("...").replace("=~", "=>") if place < len(elements) else ""
    if last.endswith("[]") and not last.endswith(")[]"):   # `...handlers: H[]`: an element
        return last[:-2].strip()
    return last if arg == len(params) - 1 else ""


def _function_alternative(text: str) -> str:
    """Of a union type, its one function type alternative without its parentheses
    (`string | ((object: T) => any)` -> `(object: T) => any`); else the text."""
    parts = _type_arguments(f"<{text.replace('=>', '=~')}>")
    if len(parts) != 1:
        return text
    alternatives = [a for a in _union_alternatives(parts[0]) if a]   # `| ((c: Ctx) => X[]) | X[]`: a leading bar
    # a function type, not a parenthesised array of a union (`(A | B)[]`)
    functions = [a for a in alternatives if a.startswith("(") and "=~" in a and not a.endswith("]")]
    if len(alternatives) == 1 or len(functions) != 1:
        return text
    found = functions[0]
    while found.startswith("(") and closing(found) == len(found) - 1:
        found = found[1:-1].strip()   # `((object: T) => any)`
    return found.replace("=~", "=>")


def _called_part(text: str) -> str:
    """Of an intersection type, its one function type part (`(() => T) & { current: T }` -> `() => T`, what
    calling a value of it gives); else the text."""
    if "&" not in text:
        return text
    parts = split_top(text.replace("=>", "=~"), "&")
    functions = [p for p in parts if p.startswith("(") and "=~" in p]
    if len(parts) < 2 or len(functions) != 1:
        return text
    found = functions[0]
    while found.startswith("(") and closing(found) == len(found) - 1 and _function_result(
            found.replace("=~", "=>")) == "":
        found = found[1:-1].strip()   # `(() => T)`
    return found.replace("=~", "=>")


def _function_result(text: str) -> str:
    """The result type of a function type `(a: A) => R` (R), Python's `Callable[[A], R]` / `Callable[..., R]`
    (R), else ""."""
    text = text.strip()
    if text.endswith("]") and (m := _CALLABLE_HEAD.match(text)) is not None:
        parts = split_top(text[m.end():-1], ",")
        # `Callable[[str, Unpack[ClientRequestArgs]], R]`: a TypedDict unpacked outside `**kwargs` is no valid type
        # (pyright: Unknown, whatever R is); a TypeVarTuple's Unpack is rare enough to be read so as well
        return parts[1] if len(parts) == 2 and "Unpack[" not in parts[0] else ""
    if text.startswith("new ") or text.startswith("new("):   # a constructor type (`new (...args: never[]) => T`)
        text = text[3:].lstrip()
    if text.startswith("<"):   # a generic function type (mikro-orm's `oneToMany: <Target extends EntityTarget>(target:
        after = _type_parameters_end(text)   # Target) => PropertyChain<..>`)
        text = text[after:].lstrip() if after > 0 else text
    end = closing(text) if text.startswith("(") else -1
    rest = text[end + 1:].lstrip() if end > 0 else ""
    return rest[2:].strip() if rest.startswith("=>") else ""


_CALLABLE = re.compile(r"(?:[\w.]+\.)?Callable\s*\[\s*(?=\[)")
_CALLABLE_HEAD = re.compile(r"(?:[\w.]+\.)?Callable\s*\[")


def _callable_parameters(text: str):
    """The parameter list of "Callable[[A, B], R]" as a list of type texts, else None."""
    m = _CALLABLE.match(text)
    if not m:
        return None
    rest = text[m.end():]
    end = closing(rest)
    return _type_arguments(f"<{rest[1:end]}>") if end > 0 else None


def _function_parameter_types(text: str, this_pattern: str = "") -> list[str]:
    """"(a: A, b?: B<C>) => R" -> ["A", "B<C>"] (an unannotated parameter: ""); Python's "Callable[[A, B], R]"
    -> ["A", "B"]; [] unless a parameter list. A first parameter declaring `this` (spec.this_parameter, where
    given: `(this: Ctx, a: A) => R`) is no value parameter: left out."""
    callable_ = _callable_parameters(text)
    if callable_ is not None:
        return callable_
    if text.startswith("<"):   # `<TRequest = any>(req: TRequest, doc: OpenAPIObject) => ..`: a generic function type
        after = _type_parameters_end(text)
        text = text[after:].lstrip() if after > 0 else text
    if not text.startswith("("):
        return []
    end = closing(text)
    if end < 0:
        return []
    out = []
    # "=>" would close a bracket for _type_arguments: written without its ">" (the types are only resolved)
    for part in _type_arguments(f"<{text[1:end].replace('=>', '=~')}>"):
        name, sep, typ = part.partition(":")
        out.append(typ.split("=")[0].strip() if sep else "")
    return out[1:] if out and this_pattern and _compiled(this_pattern).match(text) else out


def _opening(text: str) -> int:
    """The index of the bracket that opens the one closing `text` (`a.b[c[0]]` -> 3), else -1."""
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        ch = text[i]
        if ch in ")]}":
            depth += 1
        elif ch in "([{":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _is_slice(inside: str) -> bool:
    """Whether a subscript's text (between its brackets) is a slice: a ":" outside any nested bracket and any
    string literal (`hosts["192.0.2.3:80"]` is an element), and no "?" (TypeScript's `xs[c ? 0 : 1]` is an
    element)."""
    depth = 0
    colon = False
    quote = ""
    escaped = False
    for ch in inside:
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch in "\"'`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0:
            if ch == "?":
                return False
            colon = colon or ch == ":"
    return colon


def _is_dotted(text: str) -> bool:
    return all(_is_identifier(part) for part in text.split("."))


def _outer_name(text: str) -> str:
    """"Option<Foo<T>>" -> "Option"; "a.Box<T>" -> "Box"; "" for anything but a generic type."""
    m = re.match(r"\s*([\w.]+)\s*<", text)
    return m.group(1).rpartition(".")[2] if m else ""


def _type_arguments(text: str) -> list[str]:
    """"<Props, State<X>>" -> ["Props", "State<X>"]."""
    text = text.strip()
    if not (text.startswith("<") and text.endswith(">")):
        return []
    return [a for a in split_top(text[1:-1], ",") if a]


def _binary_split(text: str, operators: dict):
    """(left operand, method) of the binary operation a text is at its top level, split at its last operator of the
    loosest binding there (`a + b * c` -> ("a", "__add__")): the language's operator_methods (spaced operators
    only, `a - b`, so that unary minus and `**` are not read as one); None when it is none."""
    if any(q in text for q in "\"'`"):
        return None
    depth, found = 0, {}
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0 and ch == " " and i + 1 < n:
            j = text.find(" ", i + 1)
            op = text[i + 1:j] if j > 0 else ""
            if op in operators:
                found.setdefault(_BINDING.get(op, 9), []).append((i, op))
                i = j
                continue
        i += 1
    if not found:
        return None
    at, op = found[min(found)][-1]
    left = text[:at].strip()
    return (left, operators[op]) if left else None


_BINDING = {"|": 0, "^": 1, "&": 2, "<<": 3, ">>": 3, "+": 4, "-": 4}   # looser first; * / // % @: 9
_OPERATOR_WORD = re.compile(r"(?<![\w.])(?:or|if|else)(?![\w])")


def _receiver_alternatives(text: str, operators: tuple[str, ...]) -> list[str]:
    """The values a parenthesised conditional or fallback may hold: `c ? a : b` -> [a, b] ("?" in operators),
    `a ?? b`, `a || b` -> [a, b]; word operators (Python): `a or b` ("or"), `a if c else b` ("if") -> [a, b];
    [] when the text is neither at its top level (or holds strings)."""
    if any(q in text for q in "\"'`"):
        return []
    if any(op.isalpha() for op in operators):
        depth, top = 0, []   # the operator words outside brackets, in order
        last = 0
        for m in _OPERATOR_WORD.finditer(text):
            for ch in text[last:m.start()]:
                depth += ch in "([{"
                depth -= ch in ")]}"
            last = m.start()
            if depth == 0:
                top.append(m)
        words = [m.group(0) for m in top]
        if "if" in operators and "if" in words and "else" in words[words.index("if"):]:
            at = words.index("if")
            other = top[at + words[at:].index("else")]
            return [text[:top[at].start()].strip(), text[other.end():].strip()]
        if "or" in operators and "or" in words:
            at = top[words.index("or")]
            return [text[:at.start()].strip(), text[at.end():].strip()]
    depth = 0
    question = colon = -1
    nested = 0
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0:
            two = text[i:i + 2]
            if two in ("??", "||"):
                if two in operators and question < 0:
                    return [text[:i].strip(), text[i + 2:].strip()]
                i += 2
                continue
            if ch == "?" and text[i + 1:i + 2] != ".":
                if question < 0:
                    question = i
                else:
                    nested += 1
            elif ch == ":" and question >= 0:
                if nested:
                    nested -= 1
                else:
                    colon = i
                    break
        i += 1
    if "?" in operators and question >= 0 and colon > question:
        return [text[question + 1:colon].strip(), text[colon + 1:].strip()]
    return []


def _extension_by_arity(tables, target, group: list, n: int):
    """Of same-named extension methods of one type (`group`, target among them), the one a call with n arguments
    binds, where those taking n arguments are all of one class (overloads of one entity, RetrySyntax.Retry): target
    if it is one of them, else the first; target where none seems to (a list the signature does not show whole);
    None where they are of several classes (the arguments' types would tell)."""
    fits = [g for g in group if _extension_takes(tables[g[1]].definitions[g[2]].signature, n)]
    if not fits:
        return target
    classes = {(g[1], tables[g[1]].definitions[g[2]].parent) for g in fits}
    if len(classes) > 1:
        return None
    return target if target in fits else fits[0]


@lru_cache(maxsize=4096)
def _extension_takes(signature: str, n: int) -> bool:
    """Whether an extension method's parameter list (`static void F<E>(this Policy p, int n, Action? a = null)`)
    takes n arguments besides its `this` parameter: defaults optional, `params` any number; where the signature
    (the declaration's first line) does not show the whole list, at least the required ones it shows."""
    start = signature.find("(")
    if start < 0:
        return True
    end = closing(signature, start)
    # (a list the first line cuts off, `(this Policy p, IDictionary<string, object> contextData,`: the parameters
    # shown, and any number more)
    shown = _LITERAL_TEXT.sub('""', signature[start + 1:end if end >= 0 else len(signature)])   # (`string s = "a,b"`)
    params = [p.strip() for p in split_top(shown, ",") if p.strip()]
    params = params[1:]   # (the receiver's, `this Policy p`, always first)
    required = sum(1 for p in params if "=" not in p and not _ATTRIBUTES.sub("", p).startswith("params "))
    unlimited = end < 0 or any(_ATTRIBUTES.sub("", p).startswith("params ") for p in params)
    return required <= n and (unlimited or n <= len(params))


def _whole_literal(receiver: str) -> bool:
    """Whether a receiver is one literal and nothing more: a quoted one (`"a"`, `'a'`; not `"a".trim()`) or a number
    (`0xff`, `1L`; not `7.toShort()`)."""
    if receiver[0].isdigit():
        return _NUMBER_LITERAL.fullmatch(receiver) is not None
    if receiver.startswith('"""'):   # a raw string (`"""a"b""".trimMargin()` is no literal)
        return len(receiver) >= 6 and receiver.endswith('"""') and receiver.count('"""') == 2
    return len(receiver) >= 2 and receiver[-1] == receiver[0] and receiver.count(receiver[0]) == 2


def _extends(signature: str, of: str, name: str) -> bool:
    """Whether a function's signature declares it an extension `name` of type `of` (`fun String.toPath()` of
    String; not `fun ByteString.toPath()`, `fun UInt.hi()` of Int)."""
    for written in (f"{of}.{name}", f"{of}?.{name}"):   # (`fun String?.orEmpty()` too)
        at = signature.find(written)
        while at >= 0:
            after = signature[at + len(written):at + len(written) + 1]
            if (at == 0 or not (signature[at - 1].isalnum() or signature[at - 1] in "_.")) and \
                    not (after.isalnum() or after == "_"):
                return True
            at = signature.find(written, at + 1)
    return False


def _type_parameter_names(signature: str) -> frozenset[str]:
    """The type parameters a declaration's signature opens with (`fun <reified T : Any> f(..)`, `typealias
    Handler<T> = ..`, `class Box<K, V>`): their names."""
    return frozenset(_type_parameters(signature))


def _type_parameters(signature: str) -> dict[str, str]:
    """{name: its bound as written, "" where it has none} of the type parameters a declaration's signature opens
    with (`fun <T : Table> T.insert(..)`: {"T": "Table"}; a `where T : Table` clause's bound too)."""
    head = signature.split("(", 1)[0].split("=", 1)[0]
    opened = _TYPE_PARAMETERS_OPEN.match(head)   # (not an extension's receiver type, `fun Map<K, V>.f()`)
    if opened is None:
        return {}
    start = opened.end() - 1
    end = closing(head, start, "<", ">")
    if end < 0:
        return {}
    found = {}
    for part in split_top(head[start + 1:end], ","):
        name, _, bound = part.partition(":")
        if (m := _TYPE_PARAMETER.search(name)) is not None:
            found[m.group(1)] = bound.strip()
    where = _WHERE.search(signature, end)
    at = where.end() if where is not None else -1
    while at >= 0 and (m := _WHERE_BOUND.match(signature, at)) is not None:
        if m.group(1) in found and not found[m.group(1)]:
            found[m.group(1)] = m.group(2)
        at = m.end()
    return found


def _function_shape(found: tuple) -> tuple:
    """A function type (Linker._function_type) as what a lambda reads of it: its receiver and parameters' texts (the
    same in two overloads, whose scopes differ)."""
    return found[1], tuple(text for _path, _scope, text in found[2])


def _generic_head(text: str) -> str:
    """`Map<K, V>` -> `Map`: a generic type's name without its type arguments (the text when it has none)."""
    at = text.find("<")
    return text[:at].strip() if at > 0 else text


def _object_member(text: str, name: str) -> str | None:
    """The value text of key `name` in an "obj:k=v,.." type text (extract._object_members), else None."""
    for entry in text[4:].split(","):
        key, _, value = entry.partition("=")
        if key == name:
            return value
    return None


def _conditional_branches(text: str) -> list[str] | None:
    """The two branches of a conditional type written at the top level of a type text: "A extends B ? C : D" ->
    ["C", "D"] (a conditional in the first branch kept whole: "A extends B ? C extends D ? E : F : G" -> ["C extends
    D ? E : F", "G"]); None where the text is none."""
    depth, question, nested = 0, -1, 0
    guarded = text.replace("=>", "=~")   # (an arrow's `>` closes no bracket)
    for i, ch in enumerate(guarded):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif depth == 0 and ch == "?" and guarded[i + 1:i + 2] != "." and guarded[i - 1:i].isspace():
            if question < 0:
                if " extends " not in guarded[:i]:
                    return None
                question = i
            else:
                nested += 1
        elif depth == 0 and ch == ":" and question >= 0:
            if nested:
                nested -= 1
            else:
                return [text[question + 1:i].strip(), text[i + 1:].strip()]
    return None


@lru_cache(maxsize=65536)   # a type text is read once per site that meets it: excalidraw reads 28K, 1.3K distinct
def _type_names(text: str, wrappers: frozenset[str], subsets: frozenset[str] = frozenset(),
                literals: bool = False, nones: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The classes a type annotation names, in order: "Optional[Repo]" -> ["Repo"], "A | B" -> ["A", "B"].

    Only the top-level alternatives count: List[Repo] names List (a list is no Repo). A wrapper's arguments are
    alternatives; of a member subset type (`subsets`: `Pick<A, "x">`) only the first. `literals`: quoted strings
    are literal types (TypeScript `"x" | "y"`), naming nothing; nor do `nones` (Python `None`)."""
    text = text.strip()
    if literals:
        text = _STRING_LITERAL.sub('""', text)
    else:
        text = text.strip("\"'")
    if text[:1] in ("|", "&"):
        text = text[1:].lstrip()   # TypeScript `type T =\n  | A\n  | B`: a leading separator
    if not text or not (text[0].isalpha() or text[0] in "_$" or (text[0] == "(" and _grouping(text, 0))):
        return []   # object, tuple or function types name no single class
    names = []
    depth = 0
    wrapped = [False]   # per bracket depth: inside a wrapper (Optional[...]) whose arguments are alternatives
    i = 0
    for m in _NAME.finditer(text):
        between = text[i:m.start()]
        for k, ch in enumerate(between, i):
            if ch == "(" and _grouping(text, k):   # `(A | B) & {..}`: parentheses grouping alternatives
                wrapped.append(wrapped[-1] if depth else True)
                depth += 1
            elif ch in "[<{(":   # object and function types inside name no alternative
                depth += 1
                wrapped.append(ch in "[<" and bool(names and names[-1][1]) and names[-1][1])
            elif ch in "]>})" and depth:
                depth -= 1
                wrapped.pop()
            elif ch == "," and wrapped[-1] == "first":
                wrapped[-1] = False   # `Pick<A, K>`: the keys name no alternative
        i = m.end()
        name = m.group(0)
        # a wrapper only with its type arguments: a bare `Type` is a class of that name (mypy's), not typing.Type
        last = name.split(".")[-1]
        is_wrapper = (last in wrappers or last in subsets) and text[m.end():m.end() + 1] in ("[", "<")
        if is_wrapper and last in subsets:
            is_wrapper = "first"
        if name in nones or text.startswith("[]", m.end()) or (text.startswith("<", m.end()) and
                                                               text.startswith("[]", _angle_end(text, m.end()))):
            continue   # Foo[] and Foo<T>[] are arrays, not a Foo
        if literals and text.startswith("[", m.end()):
            continue   # TypeScript `App["scene"]` is the member's type, not an App (whole: type_from_text)
        if depth == 0 or wrapped[-1]:
            names.append((name, is_wrapper))
    return tuple(n for n, w in names if not w)


def _grouping(text: str, at: int) -> bool:
    """Whether the parenthesis at `at` groups a type (`(A | B) & C`), not a function type's parameters (`(a: A) =>
    B`) nor an array's element (`(A | B)[]`)."""
    depth = 0
    for k in range(at, len(text)):
        if text[k] in "([{<":
            depth += 1
        elif text[k] in ")]}>":
            depth -= 1
            if depth == 0:
                after = text[k + 1:].lstrip()
                return text[k] == ")" and not after.startswith(("=>", "[]", "[", ":"))
    return False


_STRING_LITERAL = re.compile(r""""[^"\n]*"|'[^'\n]*'""")
