"""The map function: (path, bytes) -> FileTable. Pure; the same in-process, in a Ray worker or in a test.

One engine for every language: it runs the language's tree-sitter query (its .scm files) and turns matches
into plain records. The query speaks a fixed capture vocabulary, checked when the query is compiled:

  @definition.<kind>  with @name, optional @type (annotation / return type) and @value (initialiser), and
                      optional @receiver: the type a member is declared outside of (a Go method's receiver
                      type, a Rust impl block's type): qualified "Type.name" and attached to that type when
                      the file defines it (the linker attaches it across the files of a package)
  @local.<kind>       parameter / variable / attribute bindings, with @name, optional @type and @value, or
                      @element_of (the iterable of a for loop: the binding holds one of its elements), or
                      @value_of (a mapping: the binding holds one of its values, `for k, v in d.items()`), or
                      @entered (a context manager: the binding holds what entering it gives, `with f() as x`), or
                      @destructured_type / @destructured_value with optional @key (`{key: name}: T`, `= expr`)
  @reference.<kind>   call new type inherit implement decorator read argument, with @name and optional
                      @receiver (several @receiver nodes: the text from the first to the last), and optional
                      @owner: the type making the reference when it is written outside
                      the type (Rust `impl Trait for Type`: Type implements Trait; when the file does not
                      define Type, the scope is a member of the same block qualified "Type.name", and the
                      linker takes that member's owner; an empty block stays at the module); argument: a keyword
                      argument's @name with the callee as @receiver (`C(x=1)` names field C.x)
  @import.<form>      named default namespace star module, with @module, optional @name and @alias
  @reexport.<form>    the same forms, for `export ... from`
  @export.<form>      named default all module commonjs, with @name and optional @alias (module: `module.exports = K`)
  @scope.function     an anonymous function (arrow function, lambda): a scope for its parameters and locals,
                      recorded as a local definition named "<fn@LINE>"
  @doc.<form>         string (a docstring) or comment (a leading comment), with @name: the name node of the
                      definition it documents; a docstring wins over a comment
  @package.declared   the package the file declares (Java `package a.b;`, Go `package x`, C# `namespace A.B`):
                      its text without whitespace, the first one's, is FileTable.package. Where the language has
                      a build_constraint, the first comment before the declaration that matches it is
                      FileTable.constraint
  @narrowing.<form>   a type check (Python `isinstance(x, C)`): @name, the expression checked (a name, a member
                      chain or a subscript by a literal, `errors[0]`), is a @type in a region: inside (the
                      captured node: an if's block, an `and`'s right operand) or after (from the end of the
                      captured statement to the end of the block holding it: `assert ...`, `if not ...: return`),
                      or unlike (the captured node, where the test failed:
                      the `else:` of `if x.type is K:`; the type text is "!" + the test's), or assigned (as after,
                      @name assigned the value @type: "=" + its value text), or guard (as inside, @type a
                      function called on @name that may be a type guard: "?" + its text). Recorded as a Local of
                      kind "narrowed" (name, the
                      type, the site's scope and line) for each member access in a function whose receiver is, or
                      starts with, @name: the innermost region around the site wins (beside a guard, the innermost
                      other region too; a local's value reads no guard)
  A class-level or module-level @definition.variable / .property without a @value (Python `x: int`) is also
  Where the language binds a local from the end of its statement (LanguageSpec.bound_after_statement: Go), a read
  of a name before the end of the statement of the first binding of it in the innermost function binding it (its
  own initialiser, `val, ok := req.(*val)`; a result type `*server` before `server := ..` in the body; a parameter
  read in the list declaring it, `func f(setter setter)`) is recorded
  as a Local of kind "unbound" (name, the site's scope, "COL:BINDING SCOPE" as the type text, its line): the
  linker looks the name up around that function.
  Where a function's bindings are scoped to blocks (LanguageSpec.block_bindings: TypeScript's `let`/`const`, Java),
  a name declared more than once in one function has, for each declaration in such a block, a Local of kind
  "block" (name, the scope, the block's last line as the type text, the declaration's line).
  A class-level or module-level @definition.variable / .property without a @value (Python `x: int`) is also
  recorded as a Local of kind "declared" (name, its scope), where the language's class body reads its own names
  (LanguageSpec.class_body_scope): it binds nothing at run time (but in a stub, LanguageSpec.stub_extensions)
  captures starting with "_" are free for predicates; #eq?, #any-of?, #not-eq?, #not-any-of? are checked in
  Python after the match.
"""
from __future__ import annotations

import functools
import hashlib
import importlib
import operator
import re
import threading
import time
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from operator import itemgetter
from typing import NamedTuple

from tree_sitter import Parser, Query, QueryCursor
from tree_sitter_language_pack import get_language

from ..brackets import closing
from ..languages import BY_NAME, LanguageSpec, language_for
from .macros import empty_macros
from .table import (
    BOM,
    BOUND_AT,
    DEF_DIGEST_BYTES,
    NO_PARENT,
    Definition,
    Export,
    FileTable,
    Import,
    Local,
    Reference,
    content_digest,
    declared_together,
)

MAIN_CATEGORIES = {
    "definition": {"function", "method", "class", "interface", "type", "enum", "variable", "constant",
                   "property", "module"},
    "local": {"parameter", "variable", "attribute"},
    # "iterate": a loop over a value (its @name the loop's `in`), stored as a call of the language's iterator_next
    # on the value (Rust `for x in it` calls `it.next()`)
    "reference": {"call", "new", "type", "inherit", "implement", "decorator", "read", "argument", "iterate"},
    "import": {"named", "default", "namespace", "star", "module"},
    "reexport": {"named", "default", "namespace", "star", "module"},
    # "module": the value that is the module itself (CommonJS `module.exports = K`, TypeScript `export = K`), also its
    # default export; "commonjs": a name exported as a property of `exports` (`exports.slug = ..`); "object": a
    # property of the object a module exports by default (`export default { format }`), else as "named"
    "export": {"named", "default", "all", "module", "commonjs", "object"},
    "scope": {"function"},
    "doc": {"string", "comment"},
    # "truthy" / "falsy": where a property tested for truth (`if (r.isError)`) is true / false; "truthy_after" /
    # "falsy_after": after the statement, as "after"
    "narrowing": {"inside", "after", "unlike", "assigned", "truthy", "falsy", "truthy_after", "falsy_after", "guard"},
    "package": {"declared"},
}
PART_CAPTURES = {"name", "type", "value", "receiver", "owner", "module", "alias", "element_of", "value_of", "key_of",
                 "key", "destructured_type", "destructured_value", "item_of", "items_of", "entered", "callee"}
# When two patterns capture the same name node, the more specific reference kind wins.
REFERENCE_PRIORITY = {"call": 5, "new": 5, "inherit": 5, "implement": 5, "decorator": 5, "type": 3, "read": 1,
                      "argument": 1, "iterate": 1}
FUNCTION_KINDS = {"function", "method"}
CLASS_KINDS = {"class", "interface"}
CONTAINER_KINDS = {"class", "interface", "module"}
_MACRO_NAME = re.compile(rb"[A-Z_][A-Z0-9_]+")   # an upper-case name (spec.leading_macros)
_CLASS_NAME = re.compile(r"(?:[A-Za-z_]\w*\.)*_*[A-Z]\w*")   # a dotted name whose last part is capitalised
_CAPITAL = re.compile(r"[A-Z]")   # what every _CLASS_NAME holds
OWNER_KINDS = {"class", "interface", "enum", "type"}   # what a member declared outside its type can belong to
VALUE_KINDS = {"variable", "property", "constant"}   # a chained `a = b = None`: names of one statement
MAX_TEXT = 200
# a generic type's head (`FieldApiOptions<`) and what may follow its arguments: indexed keys, an array's `[]`
_GENERIC_HEAD = re.compile(r"([A-Za-z_$][\w$.]*)<")
_INDEXED_TAIL = re.compile(r"""(?:\[\s*(?:'[\w$]+'|"[\w$]+")\s*\])*(?:\[\])?""")
# the values a `return` gives that an inferred result keeps ("ret:" + these; a returned function value: its type)
_RETURNED_VALUES = ("call:", "expr:", "gen:", "shp:", "obj:", "any:")
_NARROWED_RETURNS = _RETURNED_VALUES + ("nar:",)   # ... and one read where a narrowing holds (_narrowed_value)
# A type alias's text is kept longer: a union of many alternatives (`type Options =\n | MysqlOptions\n | ...`)
# or a generic applied to an object literal names its types throughout (the linker reads what it can)
MAX_PROPERTY_FUNCTION_TEXT = 1000   # a property's function type (_extract): its parameters, not its every overload
MAX_ALIAS_TEXT = 4000   # graphql-js's `ASTNode`: 44 alternatives, 926 characters without its line breaks
MAX_OBJECT_TEXT = 1000   # an object literal's members kept as a value's "obj:" text
MAX_DOC = 600         # enough of a docstring to search by; the rest is detail
MAX_ARGUMENT = 160    # a call's first argument kept with a local's value (`gen:`), for a generic callee
MAX_RECEIVER = 1000   # builder chains (`qb.select(...).where(...).from(...)`) are long but resolvable
# `a if c else b if d else ...`: alternatives followed this deep (10,000 nested conditionals must not overflow
# the Python stack; a person's code nests two or three)
MAX_CONDITIONAL_DEPTH = 16
# the most values a function's returns give as alternatives of its inferred result (inferred_result_alternatives)
MAX_RESULT_ALTERNATIVES = 8
# Query matches start no deeper than this in the syntax tree. Without a limit tree-sitter's query cursor
# costs depth^2 on deeply nested code (10,000 nested calls: 5 s; a 2 MB file of them: hours); the deepest
# match in excalidraw, typeorm and mypy is far shallower, and their tables are identical with the limit.
MAX_MATCH_DEPTH = 1000
# a file's locals in order of (line, scope, position in the source, kind): a function's parameters in their order
_LOCAL_ORDER = itemgetter(0, 1, 2, 3)
_ENTRY_AT = itemgetter(2)
_ENTRY_START = itemgetter(0)
_ENTRY_END = itemgetter(1)
_BLANK_BYTES = frozenset(b" \t\r\n")


# The parse is fed through a read callback in chunks of this size: py-tree-sitter honours the progress
# callback (and so a time budget) only when it parses through a read callback.
READ_CHUNK = 1 << 16
# What the read callback hands to tree-sitter: one buffer per thread, refilled on every call. py-tree-sitter 0.26.1
# keeps a reference to every object a read callback returns (parser_read_wrapper never releases it): returning
# slices of the file leaked every file's bytes (a small file's slice data[0:N] is the file's bytes object itself);
# a leaked reference to this buffer keeps alive only the buffer, which lives as long as its thread anyway.
_READ_BUFFER = threading.local()


class QueryVocabularyError(ValueError):
    pass


class ParseTimeout(Exception):
    """The parse of one file ran past its time budget and was cancelled by tree-sitter."""


class ErrorCheck(NamedTuple):
    """A grammar's parser and what _parse_errors counts with: a CompiledLanguage's own, or these alone (a few ms to
    build, where the language's queries take ~0.5 CPU-s)."""
    parser: Parser
    errors: Query
    gaps: Query | None


def error_check(spec: LanguageSpec) -> ErrorCheck:
    """`spec`'s grammar's parser and error queries (ERROR and MISSING nodes, less the grammar's own gaps)."""
    language = get_language(spec.grammar)
    gaps = spec.gaps_source()
    return ErrorCheck(Parser(language), Query(language, "(ERROR) @e (MISSING) @m"),
                      Query(language, gaps) if gaps else None)


@dataclass
class CompiledLanguage:
    """Parser and query for one language, built once per worker process."""

    spec: LanguageSpec
    parser: Parser
    query: Query
    errors: Query
    gaps: Query | None   # spec.grammar_gaps compiled: MISSING nodes that are the grammar's gaps, not errors
    # the spec's type_rewrites, compiled: applied in order to every declared type text
    rewrites: tuple
    # by pattern index: (category, kind, main capture, reference priority, [(capture, allowed texts)] or None,
    # whether the compiled pattern captures @receiver, whether it captures @owner, the main capture where it is kept
    # as the call node holding the name (_child_of_main), else None)
    patterns: list
    # by pattern index: (kind, reference priority, captures @receiver, captures @owner, the call's capture or None)
    # for a reference pattern without text predicates (most matches: the match loop's fast path), else None
    references: list
    # the spec's regexes, compiled once here rather than per file
    self_type_re: re.Pattern | None    # the spec's self_type_names as words (`Self`)
    head_public_re: re.Pattern | None
    head_private_re: re.Pattern | None
    # the grammar's node types that spec.inferred_result_statements matches: a set lookup per statement where the
    # regex's fullmatch was 0.5 % of saleor's map CPU (_inferred_result walks every unannotated function's body)
    inferred_statements: frozenset | None
    # whether the query captures @owner at all: only then is the owner-type lookup built per file
    has_owner: bool
    # field name -> the grammar's field id (None: no such field), filled as names are met: child_by_field_id
    # skips the search of the grammar's field names that child_by_field_name makes on every call
    field_ids: dict
    # for a language parsed with another's grammar first (spec.parse_first): () -> its own CompiledLanguage,
    # which a file that parses with an error gets where its own grammar parses it with fewer (fallback_check)
    fallback: Callable[[], CompiledLanguage] | None = None
    # () -> its own grammar's parser and error queries alone (ErrorCheck): what tells whether the fallback parses
    # the file better, without compiling its queries
    fallback_check: Callable[[], ErrorCheck] | None = None
    # spec.grammar_repairs compiled (bytes patterns, replacements of the same length)
    repairs: tuple = ()
    # type text -> the text normalised (_type_text): its own per CompiledLanguage, as the result depends on the spec
    type_texts: dict = field(default_factory=dict)
    # the spec's global_statements as a query (_global_names)
    global_query: Query | None = None


_CAPTURE = re.compile(r"@([\w.]+)")
_CAPTURE_TOKEN = re.compile(r"\s*(?<!\")@([\w.]+)")
_DOTTED = re.compile(r"[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*")
_DOLLAR_NAME = re.compile(r"[\w$]*\$[\w$]*")   # a name with a `$` (JavaScript, TypeScript, Java, Kotlin)
_KEY_NAME = re.compile(r"[A-Za-z_$][\w$]*")   # an object literal's key that names a property (`kind`, `'kind'`)
_PREDICATE = re.compile(r'\(#((?:not-)?(?:eq|any-of))\?\s+@([\w.]+)((?:\s+"[^"]*")+)\s*\)')


def split_patterns(source: str) -> list[str]:
    """The top-level patterns of a query source, comments dropped."""
    patterns, depth, start, i, n = [], 0, None, 0, len(source)
    while i < n:
        ch = source[i]
        if ch == ";":
            i = source.find("\n", i)
            i = n if i < 0 else i
            continue
        if ch == '"':
            i += 1
            while i < n and source[i] != '"':
                i += 2 if source[i] == "\\" else 1
        elif ch in "([":
            if depth == 0:
                start = i
            depth += 1
        elif ch in ")]":
            depth -= 1
            if depth == 0:
                j = i + 1
                while j < n and source[j] in "*+?":
                    j += 1
                while True:  # trailing captures of the whole pattern: (...) @a @b
                    m = re.match(r"\s*@[\w.]+", source[j:])
                    if not m:
                        break
                    j += m.end()
                patterns.append(source[start:j])
                i = j
                continue
        i += 1
    return patterns


def _call_arguments(call, call_types, args_field: int | None) -> list | None:
    """The arguments (comments are none) of `call`, the parent of a call's callee name, which holds them in the field
    of id `args_field`; None where it is no call node (or has no such field)."""
    if call is None or call.type not in call_types or args_field is None:
        return None
    args = call.child_by_field_id(args_field)
    if args is None:
        return None
    if not args.named_child_count:   # `o.get()`: no Node made for an argument list without a child
        return []
    return [a for a in args.named_children if not a.type.endswith("comment")]


def _argument_hints(args: list, types: dict, constants, text) -> str:
    """A call's arguments' types as LanguageSpec.argument_types gives them, joined by \\x1f ("" each unknown), where
    one names a type or a constant (see there); else ""."""
    for a in args:   # a loop, not any() over a generator
        if types.get(a.type, "")[:1] == "@" or (a.type == "field_access" and constants is not None and
                                                constants.match(text(a))):
            break
    else:
        return ""
    hints = []
    known = False
    for a in args:
        how = types.get(a.type)
        hint = ""
        if how is None:
            pass
        elif how == "=":
            written = text(a)
            if len(written) <= 120 and "\n" not in written and "\x1f" not in written:
                hint = "=" + written
        elif how[0] == "@":
            t = a.child_by_field_name("type")
            if t is not None:
                hint = re.sub(r"<.*", "", "".join(text(t).split())) + how[1:]
        elif not (a.type.endswith("literal") and text(a)[-1:].isalpha()):   # `1L`, `2.5f`: not an int, a double
            hint = how
        hints.append(hint)
        known = known or bool(hint)
    return "\x1f".join(hints) if known else ""


def _pull_predicates(pattern: str) -> tuple[str, list[tuple[str, frozenset, bool]]]:
    """Text predicates are checked in Python after the match: in the query they slow every candidate match."""
    preds = [(m.group(2), frozenset(re.findall(r'"([^"]*)"', m.group(3))), m.group(1).startswith("not-"))
             for m in _PREDICATE.finditer(pattern)]
    return _PREDICATE.sub("", pattern), preds


# The captures _extract reads, by the category of the pattern's main capture ("main": the main capture itself).
# Every other capture is dropped from the compiled query: tree-sitter and py-tree-sitter build a Node, a list and
# a dict entry per capture of every match, and a reference's or a local's main node (the call, the argument
# list...) is never read.
READ_CAPTURES = {
    "definition": {"main", "name", "type", "value", "receiver"},
    "local": {"name", "type", "value", "element_of", "value_of", "key_of", "key", "destructured_type",
              "destructured_value", "item_of", "items_of", "entered"},
    "reference": {"name", "receiver", "owner"},
    "import": {"main", "module", "name", "alias"},
    "reexport": {"main", "module", "name", "alias"},
    "export": {"main", "name", "alias"},
    "scope": {"main", "type", "value", "callee"},
    "doc": {"main", "name"},
    "narrowing": {"main", "name", "type"},
    "package": {"main"},
}


def _drop_unread_captures(text: str, category: str, main: str, preds: list, keep_main: bool = False) -> str:
    """The pattern without the captures _extract never reads (predicates' captures are kept)."""
    keep = READ_CAPTURES[category] | {cap for cap, _, _ in preds}
    if "main" in keep or keep_main:
        keep = keep | {main}

    def sub(m: re.Match) -> str:
        return m.group(0) if m.group(1) in keep else ""
    return _CAPTURE_TOKEN.sub(sub, text)


def _child_of_main(pattern: str, capture: str, main: str) -> bool:
    """Whether the pattern is one node `(type ... (..) @capture ...) @main` whose @capture node is its direct child
    (not in an alternation or a nested node): then the node captured as @main is the captured node's parent."""
    m = re.search(rf"@{capture}\b", pattern)
    if m is None or not re.search(rf"\)\s*@{re.escape(main)}\s*$", pattern) or \
            len(re.findall(rf"@{capture}\b", pattern)) != 1:
        return False
    depth, i = 0, 0
    while i < m.start():
        ch = pattern[i]
        if ch == '"':
            i = pattern.index('"', i + 1)
        elif ch in "([":
            if depth == 0 and ch == "[":
                return False
            depth += 1
        elif ch in ")]":
            depth -= 1
        i += 1
    return depth == 1 and pattern.lstrip().startswith("(")


def compile_language(spec: LanguageSpec) -> CompiledLanguage:
    language = get_language(spec.grammar)
    patterns = split_patterns(spec.query_source())
    infos: list[tuple] = []
    cleaned = []
    capture_names: set[str] = set()
    for pattern in patterns:
        text, preds = _pull_predicates(pattern)
        captures = _CAPTURE.findall(text)
        capture_names.update(captures)
        mains = [m for m in captures if m.partition(".")[0] in MAIN_CATEGORIES and "." in m]
        if len(mains) != 1:
            raise QueryVocabularyError(f"{spec.name}: a pattern needs exactly one main capture: {text.strip()}")
        category, _, kind = mains[0].partition(".")
        # a call's arguments are read (spec.call_arguments) from the callee name's parent: the pattern's own node
        # where it is that parent (Node.parent searches down from the root: on commons-lang, 9 % of the map's CPU)
        call = category == "reference" and kind == "call" and bool(spec.call_arguments) and \
            _child_of_main(text, "name", mains[0])
        kept = _drop_unread_captures(text, category, mains[0], preds, keep_main=call)
        kept_captures = set(_CAPTURE.findall(kept))
        infos.append((category, kind, mains[0], REFERENCE_PRIORITY.get(kind, 0), preds or None,
                      "receiver" in kept_captures, "owner" in kept_captures, mains[0] if call else None))
        cleaned.append(kept)
    for name in capture_names:
        if name.startswith("_") or name in PART_CAPTURES:
            continue
        category, _, kind = name.partition(".")
        if kind not in MAIN_CATEGORIES.get(category, ()):
            raise QueryVocabularyError(f"{spec.name}: unknown capture @{name} in its query files")
    query = Query(language, "\n".join(cleaned))
    if query.pattern_count != len(cleaned):
        raise QueryVocabularyError(f"{spec.name}: query has {query.pattern_count} patterns, split {len(cleaned)}")
    rewrites = tuple((re.compile(pattern), _replacement(repl)) for pattern, repl in spec.type_rewrites)
    self_names_re = "|".join(sorted(spec.self_type_names))
    references = [(kind, priority, has_receiver, has_owner, call) if category == "reference" and preds is None
                  else None for category, kind, _, priority, preds, has_receiver, has_owner, call in infos]
    check = error_check(spec)
    return CompiledLanguage(spec, check.parser, query, check.errors, check.gaps, rewrites, infos, references,
                            re.compile(rf"\b(?:{self_names_re})\b") if self_names_re else None,
                            re.compile(spec.public_head) if spec.public_head else None,
                            re.compile(spec.private_head) if spec.private_head else None,
                            _node_types_matching(language, spec.inferred_result_statements)
                            if spec.inferred_result_statements else None,
                            "owner" in capture_names, {},
                            repairs=tuple((re.compile(pattern.encode()),
                                           repl if callable(repl) else repl.encode() if repl else _blank)
                                          for pattern, repl in spec.grammar_repairs),
                            global_query=Query(language, "[{}] @statement".format(" ".join(
                                f"({t})" for t in sorted(spec.global_statements)))) if spec.global_statements else None)


def _expanded(template: str, m: re.Match) -> str:
    return m.expand(template)


def _replacement(repl: str):
    """What a rewrite's pattern.sub is given for `repl`: a template with backslashes (`\\1[]`) as a function expanding
    it per match, the same text: re.sub readies a template (a call into the re module's Python) on every call, matched
    or not, ~2 us per rewrite and text (Go's 11 type rewrites were 2.3 % of kitex's map CPU); a literal as itself."""
    return partial(_expanded, repl) if "\\" in repl else repl


def _node_types_matching(language, pattern: str) -> frozenset:
    """The names of the grammar's node types (aliases too: any name a node's type can be) fully matching `pattern`."""
    regex = re.compile(pattern)
    return frozenset(name for i in range(language.node_kind_count)
                     if (name := language.node_kind_for_id(i)) and regex.fullmatch(name))


def _blank(m: re.Match) -> bytes:
    """A grammar repair's empty replacement: the match as spaces (its line breaks kept)."""
    return bytes(b if b == 10 else 32 for b in m.group())


class Extractor:
    """A per-worker context: compiled languages, built lazily on first use."""

    def __init__(self) -> None:
        self._compiled: dict[str, CompiledLanguage | ErrorCheck] = {}

    def compiled(self, spec: LanguageSpec) -> CompiledLanguage:
        """What a file of `spec` is mapped with: its own grammar and queries, or those of spec.parse_first (their
        tables made as `spec`'s) with its own as the fallback."""
        c = self._compiled.get(spec.name)
        if c is None:
            if spec.parse_first:
                c = replace(self.compiled(BY_NAME[spec.parse_first]), spec=spec, fallback=partial(self.own, spec),
                            fallback_check=partial(self.own_check, spec), type_texts={})
            else:
                c = compile_language(spec)
            self._compiled[spec.name] = c
        return c

    def own(self, spec: LanguageSpec) -> CompiledLanguage:
        """`spec`'s own grammar and queries (compiled on first use)."""
        if not spec.parse_first:
            return self.compiled(spec)
        key = f"{spec.name}\0own"
        c = self._compiled.get(key)
        if c is None:
            c = self._compiled[key] = compile_language(spec)
        return c

    def own_check(self, spec: LanguageSpec) -> ErrorCheck:
        """`spec`'s own grammar's ErrorCheck: its compiled language's where that is built, else built alone."""
        own = self._compiled.get(f"{spec.name}\0own")
        if own is not None:
            return ErrorCheck(own.parser, own.errors, own.gaps)
        key = f"{spec.name}\0check"
        c = self._compiled.get(key)
        if c is None:
            c = self._compiled[key] = error_check(spec)
        return c

    def map_file(self, path: str, data: bytes, spec: LanguageSpec | None = None,
                 parse_timeout: float | None = None, context: tuple = ()) -> FileTable:
        spec = spec or language_for(path)
        if spec is None:
            raise ValueError(f"no language for {path}")
        if spec.content_dialects:
            spec = dialect_of(spec, data)
        return _extract(self.compiled(spec), path, data, parse_timeout, context)


@functools.cache
def _dialect_pattern(pattern: bytes) -> re.Pattern:
    return re.compile(pattern, re.M)


def dialect_of(spec: LanguageSpec, data: bytes) -> LanguageSpec:
    """The language a file of `spec` is mapped as: the first of spec.content_dialects whose pattern its bytes
    match (a C `.h` holding C++ is C++), else spec."""
    for pattern, name in spec.content_dialects:
        if _dialect_pattern(pattern).search(data):
            return BY_NAME[name]
    return spec


_DEFAULT: Extractor | None = None


def prepare(spec: LanguageSpec) -> None:
    """Compile `spec`'s grammar and queries for map_file now (~0.2 CPU-s per language and process), so that the
    first file of a language is not timed with them (the report's slowest files)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Extractor()
    _DEFAULT.compiled(spec)


def map_file(path: str, data: bytes, spec: LanguageSpec | None = None,
             parse_timeout: float | None = None, context: tuple = ()) -> FileTable:
    """Index one file's bytes. Deterministic: the result depends only on (path, data, spec, context), unless the
    parse runs past `parse_timeout` seconds (None or 0: no budget), which raises ParseTimeout. `context`: what the
    file's language family needs to know about the whole repository (LanguageSpec.repository_context; C++: the
    namespace macros of its headers), () for none."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Extractor()
    return _DEFAULT.map_file(path, data, spec, parse_timeout, context)


def parse(parser: Parser, data: bytes, budget: float | None = None):
    """Parse with tree-sitter's own cancellation: past `budget` seconds the progress callback says stop,
    tree-sitter abandons the parse and ParseTimeout is raised."""
    if not budget:
        return parser.parse(data)
    deadline = time.perf_counter() + budget
    buffer = getattr(_READ_BUFFER, "buffer", None)
    if buffer is None:
        buffer = _READ_BUFFER.buffer = bytearray()

    def read(offset: int, _point) -> bytearray:
        # tree-sitter reads a chunk before asking for the next one, and py-tree-sitter releases its view of this
        # buffer before calling read() again, so the buffer may be refilled (and resized) here
        buffer[:] = data[offset:offset + READ_CHUNK]
        return buffer

    def past_deadline(*_state) -> bool:
        return time.perf_counter() > deadline

    try:
        return parser.parse(read, progress_callback=past_deadline)
    except ValueError:
        parser.reset()   # a cancelled parse would otherwise be resumed by the next call
        if time.perf_counter() > deadline:
            raise ParseTimeout(f"parse ran past its {budget:g} s budget") from None
        raise
    except SystemError as exc:
        # Ctrl-C (or SystemExit) raised inside a callback comes out of tree-sitter as a SystemError chained
        # to it; an Exception would be recorded as the file's failure and the interrupt lost: raise it
        parser.reset()
        cause = exc
        while cause is not None and isinstance(cause, Exception):
            cause = cause.__cause__ or cause.__context__
        if cause is not None:
            raise cause from None
        raise


# Definition's fields by index, for definition_digests' loop over every definition of a table
_START, _END, _PARENT, _LOCAL = (Definition._fields.index(f) for f in ("start_byte", "end_byte", "parent", "local"))


def definition_digests(data: bytes, definitions: list) -> bytes:
    """FileTable.def_digests: per definition, the BLAKE2b-32 of its span minus its non-local children's spans."""
    START, END, PARENT, LOCAL = _START, _END, _PARENT, _LOCAL   # locals: the hot loop indexes the tuples
    children: dict[int, list] = {}
    for d in definitions:
        # members declared outside their type's span (Go methods by receiver) are not cut out of it
        parent = d[PARENT]
        if parent != NO_PARENT and not d[LOCAL]:
            p = definitions[parent]
            if p[START] <= d[START] and d[END] <= p[END]:
                children.setdefault(parent, []).append((d[START], d[END]))
    view = memoryview(data)
    blake2b = hashlib.blake2b
    out = bytearray()
    for i, d in enumerate(definitions):
        cut = children.get(i)
        if cut is None:   # most definitions (functions, variables) hold no other
            out += blake2b(view[d[START]:d[END]], digest_size=DEF_DIGEST_BYTES).digest()
            continue
        h = blake2b(digest_size=DEF_DIGEST_BYTES)
        pos = d[START]
        for start, end in sorted(cut):
            if start > pos:
                h.update(view[pos:start])
            pos = max(pos, end)
        if d[END] > pos:
            h.update(view[pos:d[END]])
        out += h.digest()
    return bytes(out)


@functools.cache
def _compiled_rewrites(rewrites: tuple[tuple[str, str], ...]) -> tuple:
    return tuple((re.compile(pattern), _replacement(repl)) for pattern, repl in rewrites)


@functools.cache
def _source_rewrite(target: str):
    """LanguageSpec.source_rewrite's (and table_rewrite's) function."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def failed_table(path: str, language: str, data: bytes | None, reason: str) -> FileTable:
    """The table of a file that could not be indexed: counted, never dropped."""
    size = len(data) if data is not None else 0
    digest = content_digest(data) if data is not None else ""
    return FileTable(path, language, digest, size, 0, 0, [], [], [], [], [], reason)


def _parse_errors(c: CompiledLanguage, root) -> int:
    errors = sum(len(v) for v in QueryCursor(c.errors).captures(root).values())
    if c.gaps is not None:   # the grammar's own gaps are no errors in the file (spec.grammar_gaps)
        errors -= sum(len(v) for v in QueryCursor(c.gaps).captures(root).values())
    return errors


# A declared type's text normalised (CompiledLanguage.type_texts): the same texts recur (`str`, `Optional[int]`,
# a repository's own classes), and running the rewrites on each was 4 % of the map's CPU on synth-1m
TYPE_TEXTS_KEPT = 1 << 16   # texts memoised per language (and process) before the memo starts again


MAX_UNCOMMENTED_TYPE = 4000   # bytes of a type whose comments type_of leaves out (a walk of its subtree)


def _type_text(c: CompiledLanguage, t: str) -> str:
    """A type's text normalised by the language's rewrites (`*Repo` -> `Repo`); several results (spec.tuple_results:
    Go `(*Repo, error)`) a tuple of them ("tuple[Repo, error]"). Memoised in c.type_texts: the result depends on the
    text, c.rewrites and c.spec alone."""
    spec, rewrites = c.spec, c.rewrites

    def rewritten(t: str) -> str:
        for pattern, repl in rewrites:
            t = pattern.sub(repl, t)
        return t

    given = t
    found = None
    if spec.tuple_results and t.startswith("(") and "," in t:
        items = _result_types(t, spec.type_words)
        if items is not None and len(items) > 1:
            found = "tuple[" + ", ".join(map(rewritten, items)) + "]"
    if found is None:
        found = t = rewritten(t)
        if spec.tuple_results and t.endswith(")") and "=>" in t:
            # a function type's results (Go `func() (*C, error)` -> `() => (*C, error)`): a tuple of them
            result = _function_type_result(t)
            items = _result_types(result, spec.type_words) if result.startswith("(") and "," in result else None
            if items is not None and len(items) > 1:
                found = t[:len(t) - len(result)] + "tuple[" + ", ".join(map(rewritten, items)) + "]"
    if len(c.type_texts) >= TYPE_TEXTS_KEPT:
        c.type_texts.clear()
    c.type_texts[given] = found
    return found


_START_POINT = operator.attrgetter("start_point")
_END_POINT = operator.attrgetter("end_point")
_NEWLINE = re.compile(b"\n")


def _newlines(data: bytes) -> list[int]:
    """The offsets of the line breaks in `data`."""
    return [m.start() for m in _NEWLINE.finditer(data)]


def _points(data: bytes) -> tuple[Callable, Callable]:
    """(start_point, end_point) of nodes as rows and columns of `data`'s own lines: for a tree parsed from a repair
    of `data` that moved a line break (the same bytes elsewhere, so the byte offsets hold)."""
    starts = [0] + [at + 1 for at in _newlines(data)]

    def point(at: int) -> tuple[int, int]:
        row = bisect_right(starts, at) - 1
        return row, at - starts[row]

    return (lambda node: point(node.start_byte)), (lambda node: point(node.end_byte))


def _past_enclosing(namespace: str, owner: str) -> str:
    """C++: a declarator's qualifiers without those naming the namespaces it is written in (`absl.Cord` in `namespace
    absl {`: Cord; `a.b.C` or `b.C` in `namespace a { namespace b {`: C), as the compiler's lookup finds them."""
    around, parts = namespace.split("."), owner.split(".")
    for k in range(min(len(around), len(parts) - 1), 0, -1):
        if parts[:k] == around[-k:]:
            return ".".join(parts[k:])
    return owner


def _extract(c: CompiledLanguage, path: str, data: bytes, parse_timeout: float | None = None,
             context: tuple = ()) -> FileTable:
    spec = c.spec
    note = ""
    given = data
    if data.startswith(BOM):
        data = b"   " + data[3:]  # keep byte offsets; tree-sitter would see the BOM as an error
    repository = context if spec.repository_context else ()
    if spec.source_rewrite:
        data = _source_rewrite(spec.source_rewrite)(data, repository) if repository else \
            _source_rewrite(spec.source_rewrite)(data)
    # Most source is ASCII: then byte offsets are character offsets, and every text taken from the file is a
    # slice of one decoded string (cheaper than decoding each slice).
    src = None
    if data.isascii():
        src = data.decode("ascii")
    else:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as exc:
            note = f"decode: invalid UTF-8 at byte {exc.start} (indexed with replacement characters)"
    tree = parse(c.parser, data, parse_timeout)
    root = tree.root_node
    parse_errors = _parse_errors(c, root) if root.has_error else 0
    if parse_errors and c.fallback is not None:
        # parsed with another language's grammar first (a .ts file as TSX): its own where that parses the file with
        # fewer errors, its queries compiled only then (~0.5 CPU-s for TypeScript's). Most such files are broken
        # under either grammar (synth's two, excalidraw's one, outline's four; typeorm's 40 of 42 parse better)
        check = c.fallback_check()
        again = parse(check.parser, data, parse_timeout).root_node
        if (_parse_errors(check, again) if again.has_error else 0) < parse_errors:
            return _extract(c.fallback(), path, given, parse_timeout, context)
    # where a node starts and ends (row, column): the tree's own, or the file's where a repair moved a line break
    start_point, end_point = _START_POINT, _END_POINT
    if parse_errors and c.repairs:   # spec.grammar_repairs: respelt where the grammar fails (offsets kept)
        repaired = data
        for pattern, repl in c.repairs:
            repaired = pattern.sub(repl, repaired)
        if repaired != data and len(repaired) == len(data):
            again = parse(c.parser, repaired, parse_timeout)
            errors = _parse_errors(c, again.root_node) if again.root_node.has_error else 0
            if errors < parse_errors:   # texts are still the file's own bytes
                tree, root, parse_errors = again, again.root_node, errors
                if _newlines(repaired) != _newlines(data):   # a repair moved a line break (Kotlin's class header)
                    start_point, end_point = _points(data)

    tree_points = start_point is _START_POINT
    if src is not None:
        def text(node) -> str:
            return src[node.start_byte:node.end_byte]
    else:
        def text(node) -> str:
            return data[node.start_byte:node.end_byte].decode("utf-8", "replace")

    def short(node) -> str:
        return text(node)[:MAX_TEXT]

    def chain(node) -> str:
        """A callee as text: a builder chain written over several lines (`qb\n  .softDelete()\n  .from(t)..`)
        without its line breaks, kept as long as a receiver is."""
        t = text(node)
        if len(t) <= MAX_TEXT:
            return t
        t = _LINE_BREAKS.sub("", t)
        # past the limit, the contents of its brackets left out (`Table("x", meta, Column(..) ..48 columns..)
        # .alias("a")` -> `Table().alias`), as a long receiver's are
        return t if len(t) <= MAX_RECEIVER else _elided(t, MAX_RECEIVER)

    field_ids = c.field_ids
    field_id_for_name = c.parser.language.field_id_for_name

    def child(node, name: str):
        """node.child_by_field_name(name), the field's id looked up once per language."""
        fid = field_ids.get(name, 0)
        if fid == 0:
            fid = field_ids[name] = field_id_for_name(name)
        return node.child_by_field_id(fid) if fid is not None else None

    inferred_statements = c.inferred_statements
    type_texts = c.type_texts

    def type_of(node, limit: int = MAX_TEXT) -> str:
        """A declared type as text, normalised by the language's rewrites (`*Repo` -> `Repo`); several results
        (spec.tuple_results: Go `(*Repo, error)`) a tuple of them ("tuple[Repo, error]")."""
        written = text(node)
        if len(written) > limit and "\n" in written:
            # a type past the limit with its indentation, within it once its line breaks are rewritten (faststream's
            # `Dict[\n        int,\n        Union[\n            "AsyncAPIBatchSubscriber", ..]]`): the rewritten one
            squeezed = _type_text(c, written.lstrip(":").strip())
            if len(squeezed) <= limit and "//" not in squeezed and "/*" not in squeezed:
                return squeezed
            if (head := _GENERIC_HEAD.match(squeezed)) is not None and "//" not in squeezed and "/*" not in squeezed \
                    and (end := closing(squeezed, head.end() - 1, "<", ">")) > 0 and \
                    _INDEXED_TAIL.fullmatch(squeezed, end + 1) and \
                    len(bare := head.group(1) + squeezed[end + 1:]) <= limit:
                # too long even so, for its type arguments alone (tanstack-form's `form: FieldApiOptions<\n
                # TParentData,\n ..23 more..>['form']`): the type named without them, which the cut left no type at all
                return bare
        t = written[:limit].lstrip(":").strip()
        if "/" in t and ("/*" in t or "//" in t) and node.end_byte - node.start_byte <= MAX_UNCOMMENTED_TYPE:
            # typedoc's `type CommentDisplayPart =\n | { kind: "text" }\n /** Code. */\n | { kind: "code" } ..`: the
            # alternatives without the comments between them (a string literal's `//` is no comment node)
            t = (_uncommented([node], data) or t)[:limit].lstrip(":").strip()
        found = type_texts.get(t)
        return found if found is not None else _type_text(c, t)

    def type_text_of(t: str) -> str:
        """type_of for a type's text."""
        found = type_texts.get(t)
        return found if found is not None else _type_text(c, t)

    head_public = c.head_public_re
    head_private = c.head_private_re

    def is_exported(name: str, node, name_node) -> bool:
        """Whether a module-level definition is visible outside its module, by the language's rule."""
        if spec.public_unless_underscore:
            return not name.startswith("_")
        if spec.public_if_capitalized:
            return name[:1].isupper()
        if head_public is not None or head_private is not None:
            head = _span(data, src, node.start_byte, name_node.start_byte)
            if head_private is not None:
                return head_private.search(head) is None
            return head_public.search(head) is not None
        return _exported(node, spec)

    element_operators = spec.element_operators
    string_names = spec.string_names
    doc_tags = spec.doc_tags()
    scoped_definitions = spec.scoped_definitions
    union_operator = spec.type_union_operator

    # JSDoc casts (spec.doc_cast_reader): the start of a parenthesized expression -> the type its comment asserts
    casts = _source_rewrite(spec.doc_cast_reader)(data) if spec.doc_cast_reader and b"@type" in data else None

    def value_type(node, depth: int = 0) -> str:
        ntype = node.type
        while True:
            if casts and ntype in spec.transparent_values and (cast := casts.get(node.start_byte)) is not None:
                return type_text_of(cast)   # `/** @type {Module} */ (m)`: a Module
            if ntype in spec.chained_assignments and child(node, "right") is not None:
                node = child(node, "right")   # `a = b = f()`, `(n2.s = n1.s)!`: what the right side gives
            elif ntype in spec.tail_values:   # `{ ..; x }`: what its last expression gives
                last = next((c for c in reversed(node.named_children) if not c.is_extra), None)
                if last is None:
                    return ""
                node = last
            elif ntype in spec.transparent_values and node.named_child_count:
                if spec.receiver_alternatives and node.named_child_count == 2 and depth < MAX_CONDITIONAL_DEPTH and \
                        (operator := child(node, "operator")) is not None and \
                        text(operator) in spec.receiver_alternatives:
                    # `formatter or self.formatter`: either operand's (pyright: their union), the first that resolves
                    types = []
                    for operand in node.named_children:
                        found = value_type(operand, depth + 1)
                        types.extend(found[4:].split("\x1f") if found.startswith("any:") else [found] if found else ())
                    types = list(dict.fromkeys(types))
                    return types[0] if len(types) == 1 else ("any:" + "\x1f".join(types) if types else "")
                if element_operators and node.child_count == 2 and node.children[0].type in element_operators:
                    return "elem:" + short(node.named_children[0])   # Go `<-ch`: an element of ch
                if ntype in spec.awaited_values and depth < MAX_CONDITIONAL_DEPTH:
                    # `await session.get(u)`, `await cm`: what awaiting the value gives (its class's __await__)
                    inner = value_type(node.named_children[0], depth + 1)
                    return "await:" + inner if inner.startswith(("call:", "expr:")) else inner
                # `await f()`, `(f())`, `f() as T` hold what f() gives; `a && f()` too (spec.right_operand_operators)
                node = node.named_children[1] if spec.right_operand_operators and node.named_child_count == 2 and \
                    (operator := child(node, "operator")) is not None and \
                    text(operator) in spec.right_operand_operators else node.named_children[0]
                if node.is_extra:   # `(  # a comment\n  Builder[..]\n)`: the first child that is no comment
                    node = next((c for c in node.parent.named_children if not c.is_extra), node)
            else:
                break
            ntype = node.type
        if union_operator and ntype in spec.reference_values and spec.member_subset_types and \
                node.named_child_count > 1 and (wrapper := text(node.named_children[0])) in spec.member_subset_types \
                and (union := node.named_children[1]).type in spec.binary_values and "[" in text(union):
            # pydantic's `ModelRequestPart = Annotated[Annotated[A, Tag('a')] | .., Discriminator(..)]`: as
            # `Annotated[A | ..]`, its metadata left out (a long union's text lost its end, and its alternatives)
            leaves = _union_leaves(union, union_operator, spec.none_types, text, spec.member_subset_types)
            if leaves and len(leaves) < MAX_ALIAS_TEXT:
                return f"expr:{wrapper}[{leaves}]"
        if ntype in spec.binary_values and spec.operator_methods:
            # `background + styles.link_background`: what the left operand's `__add__` gives
            left, operator = child(node, "left"), child(node, "operator")
            if union_operator and operator is not None and text(operator) == union_operator:
                leaves = _union_leaves(node, union_operator, spec.none_types, text)
                if leaves and len(leaves) < MAX_ALIAS_TEXT:   # (an alias: marimo's `Transform = (A | .. | M)`,
                    # 13 classes, 300 characters)
                    return "alts:" + leaves   # `WSMessage = _Base | WSMessageText`: a union of classes (spec)
            method = spec.operator_methods.get(text(operator)) if operator is not None else None
            if method and left is not None and (left.type in spec.reference_values or left.type in spec.call_types):
                return f"call:{chain(left)}.{method}"
            return ""
        if ntype in spec.function_values and spec.function_literal_types:
            body = child(node, "body")   # Go `parse := func(s string) (SB, error) {..}`: a value of the function
            # type its signature writes (calling it gives its results)
            signature = text(node)[:body.start_byte - node.start_byte].strip() if body is not None else ""
            return type_text_of(signature) if signature and len(signature) <= MAX_TEXT else ""
        if ntype in spec.sent_values and not node.named_child_count:
            return "sent:"   # `rep = yield`: what the generator is sent (its declared Generator[Y, S, R]'s S)
        if ntype in spec.conditional_values or ntype in spec.branch_values:
            # `c ? a : b` / `a if c else b`: either branch's type ("any:" alternatives, first that resolves); Rust
            # `match v { A => x, B => y }`: the arms' values (branch_values)
            if depth >= MAX_CONDITIONAL_DEPTH:
                return ""
            if ntype in spec.branch_values:
                list_field, value_field, *pattern_field = spec.branch_values[ntype]
                holder = child(node, list_field)
                arms = holder.named_children if holder is not None else []
                branches = []
                for arm in arms:
                    value = child(arm, value_field)
                    bound = _bound_by_pattern(child(arm, pattern_field[0]), value, text, child,
                                              spec.unwrapping_patterns) \
                        if pattern_field and value is not None and not value.named_child_count else None
                    if bound is not None:   # `V(x) => x`: V's field; `Some(x) => x`: what the matched value holds
                        matched = child(node, "value") if text(bound) in spec.unwrapping_patterns else bound
                        if matched is not None:
                            branches.append(matched)
                    elif value is not None:
                        branches.append(value)
            else:
                children = node.named_children
                branches = [children[i] for i in spec.conditional_values[ntype] if i < len(children)]
            types = [t for t in (value_type(b, depth + 1) for b in branches) if t]
            return types[0] if len(types) == 1 else ("any:" + "\x1f".join(types) if types else "")
        if ntype in spec.spread_arrays and node.named_child_count and depth < MAX_CONDITIONAL_DEPTH and \
                all(c.type in spec.object_spreads and c.named_child_count for c in node.named_children):
            # `[...interfaceTypeDefs, ...objectTypeDefs]`: a collection as the spread ones are (the first that
            # resolves)
            types = [t for t in (value_type(c.named_children[0], depth + 1) for c in node.named_children) if t]
            types = list(dict.fromkeys(t for t in types if "\x1f" not in t))
            return types[0] if len(types) == 1 else ("any:" + "\x1f".join(types) if types else "")
        if ntype in spec.object_literals:
            return _object_members(node, spec, text)
        if ntype in spec.object_expressions and node.named_child_count:
            # Kotlin `object : IntIdTable("users") { .. }`: an instance of (an anonymous subclass of) the first type
            # it extends
            base = node.named_children[0]
            while base.type not in spec.object_expressions[ntype] and base.named_child_count:
                base = base.named_children[0]
            return "new:" + short(base) if base.type in spec.object_expressions[ntype] else ""
        field = spec.call_types.get(ntype)
        if field and field[0] == "#":   # the callee is a child without a field name: its index
            i = int(field[1:])
            return "call:" + short(node.named_children[i]) if node.named_child_count > i else ""
        if field:
            if "." in field:   # receiver and name in two fields: `repo.find()`
                obj_field, _, name_field = field.partition(".")
                obj, callee = child(node, obj_field), child(node, name_field)
                if callee is None:
                    return ""
                if obj is not None and text(callee) in spec.instantiating_methods:
                    return "new:" + _member_path(short(obj), spec)   # `Repo.new`
                # (the receiver in the linker's notation: PHP `$this->repo->find()`, `A::make()`)
                made = "call:" + (_member_path(short(obj), spec) + "." if obj is not None else "") + short(callee)
                if class_pattern is not None and obj is not None and text(callee) in spec.class_argument_calls and \
                        (passed := _class_passed(node)):   # `$this->app->make(Gate::class)`: a Gate, where the
                    return f"any:{made}\x1f{passed}"       # method gives nothing (a registry's `get(): Handler` does)
                return made
            callee = child(node, field)
            if callee is not None and callee.type in spec.wrapped_callees and callee.named_child_count == 1:
                callee = callee.named_children[0]   # `await a.f<T>(x)`, which the grammar reads `(await a.f)<T>(x)`
            # the callee's text, taken once: most values are calls, and the tests below read it up to eight times
            called = text(callee) if callee is not None else ""
            last = called.rpartition(".")[2]
            if last in spec.argument_constructors and "." in called and \
                    (args := child(node, "arguments")) is not None and args.named_child_count and \
                    args.named_children[0].type in spec.reference_values:
                return "new:" + short(args.named_children[0])   # `object.__new__(Controller)`: a Controller
            if spec.partial_calls and (last in spec.partial_calls or called in spec.partial_calls) and \
                    (args := child(node, "arguments")) is not None and args.named_child_count and \
                    args.named_children[0].type in spec.reference_values:
                return "ret:call:" + short(args.named_children[0])   # `partial(compile_cell, cell_id="0")`
            valued = last in spec.argument_value_calls or \
                (callee is not None and called in spec.argument_value_calls)   # `Promise.resolve(x)`
            if not valued and spec.decorator_factories and callee is not None and callee.type == ntype:
                # `lru_cache(maxsize=64)(build)`: the function the factory's decorator is applied to
                factory = child(callee, field)
                valued = factory is not None and text(factory).rpartition(".")[2] in spec.decorator_factories
            if valued and depth < MAX_CONDITIONAL_DEPTH:
                args = child(node, "arguments")   # `useContext(AppContext)`: what AppContext holds
                return value_type(args.named_children[0], depth + 1) if args is not None and \
                    args.named_child_count else ""
            if last in spec.type_argument_calls and (given := child(node, "type_arguments")) is not None and \
                    given.named_child_count:   # `createContext<AppState>(..)`: holds an AppState
                return type_of(given.named_children[0])   # (without one, a call: hono's own createContext('x'))
            if spec.type_argument_calls and callee is not None and called.endswith(">") and \
                    ((held := callee).type == "template_function" or callee.type == "qualified_identifier" and
                     (held := child(callee, "name")) is not None and held.type == "template_function") and \
                    (fn := child(held, "name")) is not None and text(fn) in spec.type_argument_calls and \
                    (given := child(held, "arguments")) is not None and given.named_child_count:
                # C++ `reinterpret_cast<const String*>(p)`, `std::make_unique<Foo>(..)`: the template argument
                return type_of(given.named_children[0])
            if last in spec.type_argument_results and (given := child(node, "type_arguments")) is not None and \
                    given.named_child_count and (argument := type_of(given.named_children[0])):
                return f"{spec.type_argument_results[last]}<{argument}>"   # `useRef<Editor>(null)`: a RefObject
            if last in spec.class_argument_calls and callee is not None and \
                    ("." in called or called in spec.class_argument_functions):
                args = child(node, "arguments")   # `app.get(GraphQLModule)`: an instance of the class passed
                first = args.named_children[0] if args is not None and args.named_child_count else None
                if first is not None and first.type in spec.reference_values and _CLASS_NAME.fullmatch(text(first)):
                    given = child(node, "type_arguments")
                    guess = type_of(given.named_children[0]) if given is not None and given.named_child_count \
                        else "new:" + short(first)
                    if guess:
                        return f"any:call:{called[:MAX_TEXT]}\x1f{guess}"
                if class_pattern is not None and (passed := _class_passed(node)):   # PHP `app(Gate::class)`
                    made = f"call:{_member_path(called[:MAX_TEXT], spec)}"
                    return f"any:{passed}\x1f{made}" if spec.class_argument_first else f"any:{made}\x1f{passed}"
            if callee is not None and spec.cast_calls and called in spec.cast_calls:
                args = child(node, "arguments")   # `cast(T, x)`: a T
                first = args.named_children[0] if args is not None and args.named_child_count else None
                if first is not None and first.type not in spec.keyword_arguments:
                    return type_of(first)
            if callee is not None and spec.copy_calls and called in spec.copy_calls and \
                    (copied := _copied_argument(node, spec, child)) is not None:
                return "copy:" + short(copied)   # `Array.from(xs)`: xs's elements in an array
            if callee is not None and spec.collection_calls and called in spec.collection_calls:
                args = child(node, "arguments")   # `tuple(args)`: a collection of args' elements, typed as args
                first = args.named_children[0] if args is not None and args.named_child_count else None
                if first is not None and depth < MAX_CONDITIONAL_DEPTH:
                    inner = value_type(first, depth + 1)
                    if inner:
                        return inner
            if callee is not None and spec.element_calls and called in spec.element_calls:
                args = child(node, "arguments")   # `next(tokens, None)`, `min(xs, key=f)`: an element of tokens
                first = args.named_children[0] if args is not None and args.named_child_count else None
                if first is not None and first.type not in spec.keyword_arguments:
                    return "elem:" + short(_collection_argument(first, spec, child, text))
            if callee is not None and spec.instantiating_calls and called in spec.instantiating_calls:
                args = child(node, "arguments")
                if args is not None and args.named_child_count:
                    return "new:" + short(args.named_children[0])   # Go `new(T)`
            if (mapped := spec.mapped_calls.get(last) or spec.mapped_calls.get(called)) and callee is not None and \
                    callee.type in spec.reference_values:
                # `xs.map((x) => this.make(x))`: the method itself where the repository declares it, else a
                # collection of what the callback returns (its declared result, or its expression body); a whole
                # callee's callback is its last argument (`Array.from(refs, ([, p]) => Editor.pathRef(editor, p))`)
                args = child(node, "arguments")
                fn = (args.named_children[0] if last in spec.mapped_calls else args.named_children[-1]) \
                    if args is not None and args.named_child_count else None
                if fn is not None and fn.type in spec.function_values:
                    returns = child(fn, "return_type")
                    inner = type_of(returns) if returns is not None else _body_value(fn)
                    if inner and not inner.startswith("any:"):
                        return f"any:call:{called[:MAX_TEXT]}\x1f" + mapped.format(inner)
            if spec.mapped_calls and spec.element_methods.get(last) == "same" and callee is not None and \
                    callee.type in spec.reference_values and depth < MAX_CONDITIONAL_DEPTH:
                # `xs.map((n) => extract(n)).filter(Boolean)`: a collection of what the mapped call's is
                receiver = child(callee, "object")
                inner = value_type(receiver, depth + 1) if receiver is not None and \
                    receiver.type in spec.call_types else ""
                if inner.startswith("any:call:") and "\x1f" in inner:
                    return f"any:call:{called[:MAX_TEXT]}\x1f{inner[4:]}"
            if spec.class_bound_results and callee is not None:
                args = child(node, "arguments")   # `get_integration(FlaskIntegration)`: maybe a FlaskIntegration
                # the first positional argument naming a class, at its place (`query_one("#id", Static)`: 1)
                # (or by its keyword: `query_one("#id", expect_type=Static)`: "@expect_type"). A class's name holds
                # a capital letter: arguments without one are not read one by one (most calls' arguments; the loop
                # over them was 1.6 % of saleor's map CPU)
                # (searched in place: the argument list's text is not sliced out)
                # (and the last class passed by place after the first, tried after it: `iter_message_parts(msgs,
                # ModelResponse, NativeToolReturnPart)` with `part_type: type[T]` at 2: "..@1|NativeToolReturnPart@2")
                first = ""
                for k, arg in enumerate(args.named_children if args is not None and (
                        _CAPITAL.search(src, args.start_byte, args.end_byte) if src is not None
                        else _CAPITAL.search(text(args))) else ()):
                    arg_type = arg.type
                    if arg_type in spec.keyword_arguments:
                        value = child(arg, "value")
                        if not first and value is not None and value.type in spec.reference_values and \
                                _CLASS_NAME.fullmatch(given := _class_head(text(value), spec)) and \
                                not given.rpartition(".")[2].isupper() and \
                                (key := child(arg, "name")) is not None:   # not a constant: `status=Choices.ACTIVE`
                            return f"gen:{given}@{text(key)}:{called[:MAX_TEXT]}"
                        continue
                    if arg_type in spec.reference_values and \
                            _CLASS_NAME.fullmatch(given := _class_head(text(arg), spec)):
                        if not first:
                            first = last = f"{given}{f'@{k}' if k else ''}"
                        else:
                            last = f"{given}@{k}"
                if first:
                    return f"gen:{first}{'|' + last if last != first else ''}:{called[:MAX_TEXT]}"
            if callee is not None and spec.object_merging_calls and called in spec.object_merging_calls:
                args = child(node, "arguments")   # `Object.assign(f, {Item, Sub: x.Sub})`: the literal's members
                last_arg = args.named_children[-1] if args is not None and args.named_child_count > 1 else None
                if last_arg is not None and last_arg.type in spec.object_literals:
                    return _object_members(last_arg, spec, text)
            if callee is not None and spec.type_argument_open == "[":
                given = child(node, "type_arguments")   # Go `kit.NewList[*Repo]()`: the arguments are the result's
                if given is not None:
                    return "call:" + chain(callee) + short(given)
            if spec.shaped_overloads and callee is not None and len(called) <= MAX_TEXT and \
                    (args := child(node, "arguments")) is not None and \
                    (src.find("{", args.start_byte, args.end_byte) if src is not None else text(args).find("{")) >= 0:
                # (the arguments' text searched in place first: most calls pass no object literal)
                shape = _literal_shape(args, spec, text)
                if shape:   # `useQuery({queryKey, queryFn})`: the overload that literal can be passed to
                    return f"shp:{shape}:{called}"
            if callee is not None and (called in spec.mapping_value_calls or called in spec.mapping_entry_calls) and \
                    (args := child(node, "arguments")) is not None and args.named_child_count == 1:
                # `const envs = Object.values(server.environments)`: the mapping kept (the linker reads its values
                # as it does in `Object.values(m).filter(f)`, a callee holding it)
                return f"call:{called}({short(args.named_children[0])})"
            if callee is None:
                return ""
            made = called if len(called) <= MAX_TEXT else chain(callee)
            # (C++ `auto m = service->method(i);`: "call:service.method", as the receivers are written)
            for sep in spec.member_separators:
                if sep in made:
                    made = made.replace(sep, ".")
            if spec.call_type_arguments and (given := child(node, "type_arguments")) is not None and \
                    given.end_byte - given.start_byte + len(made) <= MAX_TEXT:
                return "call:" + made + short(given)   # `useRecordContext<Company>(props)`
            return "call:" + made
        field = spec.new_types.get(ntype)
        if field and field[0] == "#":
            i = int(field[1:])
            return "new:" + short(node.named_children[i]) if node.named_child_count > i else ""
        if field:
            callee = child(node, field)
            if callee is None:
                return ""
            made = type_of(callee)
            if made.endswith("[]"):   # Go `[]*T{..}`, `map[K]*T{..}`: the collection as its type reads (T[])
                return made
            # a pointer type asserted (Go `x.(*T)`) holds a T as far as members go
            if callee is None:
                return ""
            given = child(node, "type_arguments")   # `new Map<K, V>()`: the type constructed, as declared
            if given is None and spec.copy_constructors and text(callee) in spec.copy_constructors and \
                    (copied := _copied_argument(node, spec, child)) is not None:
                return "copy:" + short(copied)   # `new Set(xs)`: xs's elements in a Set
            return "new:" + short(callee).lstrip("*") + (short(given) if given is not None else "")
        if ntype in spec.reference_values:   # (PHP `$this->query`, C `a->b`: "expr:$this.query", as receivers are)
            written = short(node)
            if "\n" in written:   # over lines: without its comments and line breaks (python-telegram-bot's
                # `InitApplicationBuilder = (\n ApplicationBuilder[  # by Pylance correctly.\n ExtBot[None],\n ..]`;
                # the comments looked for in a value of a few lines only: a longer one's first lines as written)
                written = _LINE_BREAKS.sub("", _code_text(node, data, src) if node.end_byte - node.start_byte <=
                                           4 * MAX_TEXT else written)[:MAX_TEXT]
            return "expr:" + (_member_path(written, spec) if spec.member_separators else written)
        if ntype in spec.cast_values and node.named_child_count > 1:
            asserted = node.named_children[-1]   # `column as ColumnOptions`: the type asserted (not `as const`)
            return type_of(asserted)
        if ntype in spec.collection_values and depth < MAX_CONDITIONAL_DEPTH:
            # `[graph[i] for i in scc]`, `[s]`: a list of what its body (its first item) gives, "list[expr:...]"
            # (the linker reads an element's type text as written there)
            item = child(node, "body") if node.named_child_count else None
            if item is None and node.named_child_count:
                item = node.named_children[0]
            inner = value_type(item, depth + 1) if item is not None else ""
            if narrowings and inner and item is not None:   # `[op for op in ops if isinstance(op, C)]`: a C
                narrowed = _narrowed_value(narrowings, narrow_heads, inner, item.start_byte)
                if "," not in narrowed:   # (not `isinstance(a, (A, B))`: the list's text splits at its commas)
                    inner = narrowed
            return f"list[{inner}]" if inner and not inner.startswith("any:") else ""
        if ntype in spec.mapping_values and depth < MAX_CONDITIONAL_DEPTH:
            # `{"reason": [DeletedMessage(..), ..]}`: a mapping to what its entries' values give where every entry
            # gives the same (pylint's `for reason, msgs in DELETED.items(): for m in msgs: m.symbol`), "dict[<key>,
            # <value>]"; entries of different values (`{"light": Light(), "dark": Dark()}`, which pyright reads as
            # values of no known type) or one spread (`{**base, "Allow": ..}`) give nothing
            body = child(node, "body")
            entries = [body] if body is not None else \
                [e for e in node.named_children[:MAX_MAPPING_ENTRIES] if not e.type.endswith("comment")]
            if not entries or any(e.type != spec.mapping_values[ntype] for e in entries):
                return ""
            inner = ""
            for e in entries:   # (the first that gives none or another value ends it: nested literals stay linear)
                v = child(e, "value")
                made = value_type(v, depth + 1) if v is not None else ""
                if not made or made.startswith("any:") or (inner and made != inner):
                    return ""
                inner = made
            key = child(entries[0], "key")
            made = value_type(key, depth + 1) if key is not None else ""
            return f"dict[{made or 'Any'}, {inner}]"
        if ntype in spec.homogeneous_tuple_values and node.named_child_count and depth < MAX_CONDITIONAL_DEPTH:
            # `(D(name=1), D(name=2))`: a collection of D where every item is one (`for a, b = x, y` and `a, b = x, y`
            # read the items one by one before this)
            kinds = {value_type(c, depth + 1) for c in node.named_children}
            if len(kinds) > 1:   # `(Site(status=A), Site(status=B))`: calls of one callee, whatever their classes
                kinds = {"call:" + k.split(":", 2)[2] if k.startswith("gen:") else k for k in kinds}
            inner = kinds.pop() if len(kinds) == 1 else ""
            return f"list[{inner}]" if inner and not inner.startswith("any:") else ""
        return ""

    return_word = spec.return_word

    def holds(word: str, node) -> bool:
        """Whether the node's text holds `word`."""
        return (src.find(word, node.start_byte, node.end_byte) if src is not None else
                data.find(word.encode(), node.start_byte, node.end_byte)) >= 0

    def yields(body) -> bool:
        """Whether a function body yields (spec.generator_word): the word as the keyword of a yield whose nearest
        function (a node with parameters) is this one; the word in a docstring, a comment, a name (`yielded`) or a
        nested function makes no generator (twisted's `@param application: .. no content will be yielded.`); a
        body without the word is searched once."""
        word = spec.generator_word
        find = src.find if src is not None else data.find
        if src is None:
            word = word.encode()
        start, end = body.start_byte, body.end_byte
        while (i := find(word, start, end)) >= 0:
            node = body.descendant_for_byte_range(i, i + len(word))
            if node is not None and node.type == spec.generator_word and not node.is_named:
                up = node.parent
                while up is not None and up != body and up.child_by_field_name("parameters") is None:
                    up = up.parent
                if up == body:   # no function between the keyword and the body
                    return True
            start = i + len(word)
        return False

    def argument_kept(value, type_text: str) -> str:
        """A function's local assigned a call (Python `requester = self.get_success(self.auth.get_user(..))` of
        `get_success(self, d: Awaitable[TV]) -> TV`): "gen:" + the call's first argument + ":" + the callee, as a
        class named there is kept (the linker reads what the argument is where the callee's result is a type
        variable its place binds, else the call's result); the text as it is otherwise."""
        if not type_text.startswith("call:") or value.type not in spec.call_types or \
                (args := child(value, "arguments")) is None or not args.named_child_count or \
                (callee := child(value, spec.call_types[value.type])) is None or text(callee) != type_text[5:]:
            return type_text   # (`list(self.commands.values())` reads as the call inside: "call:self.commands.values")
        first = args.named_children[0]
        if first.type in spec.call_types:   # a call passed: what it gives, its own arguments left out (`self.get_
            # success(self.handler.compute(SlidingSyncConfig(user=.., lists={..})))`: `self.handler.compute()`)
            inner = child(first, spec.call_types[first.type])
            if inner is None or inner.type not in spec.reference_values:
                return type_text
            first, called = inner, "()"
        elif first.type in spec.reference_values:
            called = ""
        else:
            return type_text
        if first.end_byte - first.start_byte > MAX_ARGUMENT or any(ch in (given := text(first)) for ch in ":@\n"):
            return type_text
        return f"gen:{given}{called}:{type_text[5:]}"

    class_pattern = re.compile(spec.class_argument_pattern) if spec.class_argument_pattern else None

    def _class_passed(call) -> str:
        """"new:" + the class a call's first argument names (LanguageSpec.class_argument_pattern: PHP `X::class`), or
        ""."""
        args = child(call, "arguments")
        first = args.named_children[0] if args is not None and args.named_child_count else None
        found = class_pattern.fullmatch(text(first)) if first is not None else None
        return "new:" + _member_path(found.group(1), spec).lstrip(".") if found is not None else ""

    def _returned_value(function) -> str:
        """What a function without a declared result returns, where its body's first statement-level `return`
        gives a value read through `this` (`return this.queryRunner || this.createQueryRunner()`) or a new
        instance; "" otherwise (a local the linker would look up outside the function)."""
        body = child(function, "body")
        if body is None or (return_word and not holds(return_word, body)):
            return ""   # no return statement
        for statement in body.named_children:
            if statement.type in spec.return_statements:
                returned = statement.named_children[0] if statement.named_child_count else None
                if returned is not None and spec.returned_self_type and text(returned) in spec.self_names:
                    return spec.returned_self_type   # `return this`: the receiver, as a declared `: this`
                found = value_type(returned) if returned is not None else ""
                if spec.returned_self_type and found == "new:" + spec.returned_self_type:
                    return spec.returned_self_type   # PHP `return new static(..)`: the receiver's class, as `: static`
                if found and returned.type in spec.cast_values:
                    return found   # `return ctx.user as User`: the type asserted
                head = re.match(r"[\w$]*", found.partition(":")[2]).group(0)
                return found if found.startswith("new:") or head in spec.self_names else ""
        return ""

    tuple_open = f"{max(spec.tuple_types)}[" if spec.tuple_types else ""   # "tuple[" (spec.tuple_types)

    def _tuple_value(node) -> str:
        """A returned or yielded tuple (`return a, b`) as "tuple[" + what each item gives + "]" ("?" for an item of no
        known value), read in the function's scope; "" where no item's value is known."""
        items = [value_type(c) or _UNKNOWN_ITEM for c in node.named_children]
        return tuple_open + ", ".join(items) + "]" if any(i != _UNKNOWN_ITEM for i in items) else ""

    def _inferred_result(function) -> str:
        """What every `return` of a function without a declared result gives (LanguageSpec.inferred_result_statements:
        "ret:" + the value's type text, read in the function's scope), where they agree; "" otherwise (none, a value
        of no known type, two different ones, a generator)."""
        body = child(function, "body")
        if body is None:   # a decorated definition: its function's
            inner = child(function, "definition")
            body = child(inner, "body") if inner is not None else None
        if body is None:
            return ""
        if spec.generator_word and yields(body):
            return _yielded(body)   # a generator: what it yields
        if return_word and not holds(return_word, body):
            return ""   # no return statement to walk to
        found: list[str] = []   # the values the returns give, in the order written (several: "any:")
        alternatives = spec.inferred_result_alternatives
        pending = [iter(body.named_children)]   # the statements in the order written (nested blocks in place)
        while pending:
            for statement in pending[-1]:
                ntype = statement.type
                if ntype in spec.return_statements:
                    returned = statement.named_children[0] if statement.named_child_count else None
                    if returned is None or text(returned) in spec.no_value_returns:
                        continue
                    if returned.type in spec.tuple_values and returned.named_child_count > 1 and \
                            spec.tuple_types and not any(c.type in spec.object_spreads or c.type == "list_splat"
                                                         for c in returned.named_children):
                        # `return MockScheduler, shelf`: a tuple of what each item gives ("tuple[expr:MockScheduler,
                        # expr:shelf]", read in the function's scope: `a, b = f()`, `f()[0]` take one; "?" for an
                        # item of no known value)
                        value = _tuple_value(returned)
                        if not value or (found and found != [value]):
                            return ""
                        found = [value]
                        continue
                    if returned.type in spec.function_values and spec.function_type_nodes:
                        # `return function createSlice<S>(options: O<S>): Slice<S> {..}` (redux-toolkit's
                        # buildCreateSlice), `return (o: O): R => ..`: a function of the type its signature writes
                        # (calling the result gives R); one without a declared result: nothing known
                        value = _function_type(returned)
                        if not value or (found and found != [value]):
                            return ""
                        found = [value]
                        continue
                    value = value_type(returned)
                    if not value.startswith(_RETURNED_VALUES) or (found and not found[0].startswith(_NARROWED_RETURNS)):
                        return ""
                    if narrowings and not value.startswith("any:"):
                        # `if not isinstance(result, Failure): raise ..` then `return result`: the value read where
                        # the return narrows it (pyright's and tsc's declared result)
                        value = _narrowed_value(narrowings, narrow_heads, value, returned.start_byte)
                    if found and value != found[0] and \
                            (not alternatives or (tuple_open and found[0].startswith(tuple_open))):
                        return ""
                    # `return varies.clone()` .. `return Signature(varies)`, `if (given) return given; ..; return
                    # client`: each an alternative (pyright and tsc: the union of what the returns give), in the
                    # order written
                    for part in (value[4:].split("\x1f") if value.startswith("any:") else (value,)):
                        if part not in found:
                            found.append(part)
                    if len(found) > MAX_RESULT_ALTERNATIVES:
                        return ""
                elif ntype in inferred_statements:
                    pending.append(iter(statement.named_children))
                    break
            else:
                pending.pop()
        if len(found) > 1:
            return "ret:any:" + "\x1f".join(found)
        return "ret:" + found[0] if found else ""

    def _function_type(function) -> str:
        """A TypeScript function value's type as a function type's text, `<T>(a: A<T>) => R` (without its type
        parameters where the text would be too long), one line; "" without a declared result or a parameter list."""
        result = child(function, "return_type")
        params = child(function, "parameters")
        returns = type_of(result) if result is not None and params is not None else ""
        if not returns:
            return ""
        written = f"{text(params)} => {returns}"
        generic = child(function, "type_parameters")
        if generic is not None:
            written = text(generic) + written
            if len(written) > MAX_TEXT:
                written = written[generic.end_byte - generic.start_byte:]
        written = " ".join(written.split())
        return written if len(written) <= MAX_TEXT else ""

    def _accessor_value(node) -> str:
        """Solid `createMemo(() => client().getQueryCache())` (LanguageSpec.accessor_calls): a function giving what
        the function passed returns, "ret:" + that value's type text; React `useSyncExternalStore(subscribe, () =>
        observer.getCurrentResult())` (memo_calls): what the function at its place returns, unless the callee is a
        repository's function ("lib:CALLEE\x1f" + the value); "" otherwise."""
        if node.type not in spec.call_types:
            return ""
        callee = child(node, spec.call_types[node.type])
        args = child(node, "arguments")
        called = text(callee) if callee is not None else ""
        place = spec.memo_calls.get(called, 0)
        if args is None or args.named_child_count <= place or \
                (called not in spec.accessor_calls and called not in spec.memo_calls):
            return ""
        function = args.named_children[place]
        if function.type not in spec.function_values or child(function, "return_type") is not None:
            return ""
        found = _body_value(function)
        if not found and inferred_statements is not None:
            found = _inferred_result(function)[4:]
            # read where the call is: not a value the function's own locals give (`{ const o = ..; return o }`)
            heads = {re.match(r"[\w$]*", part.partition(":")[2]).group(0)
                     for part in (found[4:].split("\x1f") if found.startswith("any:") else (found,))}
            body = text(function)
            if any(not h or re.search(rf"\b(?:const|let|var)\s+{re.escape(h)}(?![\w$])", body) for h in heads):
                found = ""
        if not found:
            return ""
        found = found.replace(spec.path_separator, ".")
        if called in spec.memo_calls:
            return f"lib:{called[:MAX_TEXT]}\x1f{found}"
        return "ret:" + found

    def _yielded(body) -> str:
        """What the statement-level `yield x` of a generator function's body give (spec.sent_values: the yield
        expressions): "yield:" + the type text, read in the function's scope (what `with f() as x` binds where f is
        a @contextmanager), "yield:one:" + the texts joined by \x1f where they differ (beets' run_bpd yields a pair
        of clients or one: the linker's "one"); "" where one is unknown (a `yield from`, a bare `yield`, no value
        known)."""
        values: list[str] = []
        pending = [body]
        while pending:
            node = pending.pop()
            for statement in node.named_children:
                ntype = statement.type
                expr = statement if ntype in spec.sent_values else \
                    statement.named_children[0] if statement.named_child_count == 1 else None
                if expr is not None and expr.type in spec.sent_values:
                    if expr.named_child_count != 1 or expr.child_count != 2:
                        return ""   # a bare `yield` or `yield from xs`
                    yielded = expr.named_children[0]
                    if yielded.type in spec.tuple_values and yielded.named_child_count > 1 and spec.tuple_types:
                        # `yield tasks, request, callback`: a tuple of what each item gives (`with f() as (a, b, c)`)
                        value = _tuple_value(yielded)
                        if not value:
                            return ""
                    else:
                        value = value_type(yielded)
                        if not value.startswith(("call:", "expr:", "gen:", "shp:")):
                            return ""
                    if value not in values:
                        values.append(value)
                elif ntype in inferred_statements:
                    pending.append(statement)
        found = values[0] if len(values) == 1 else "one:" + "\x1f".join(values) if values else ""
        return "yield:" + found if found else ""

    def _body_value(function) -> str:
        """What an arrow function whose body is an expression returns (`() => useContext(AppContext)`), as a
        value's type text; "" for a block body, or an expression starting with one of its parameters."""
        body = child(function, "body")
        found = value_type(body) if body is not None else ""
        if not found or found.startswith("obj:"):   # `() => ({a: x})`: x is read in the function's own scope
            return ""
        head = re.match(r"[\w$]*", found.partition(":")[2]).group(0)
        params = child(function, "parameters") or child(function, "parameter")
        if head and params is not None and re.search(rf"(?<![\w$]){re.escape(head)}(?![\w$])", text(params)):
            return ""
        return found

    new_tuple = tuple.__new__   # Reference(...) etc. without the generated __new__'s Python frame: hot loops
    raw_defs: dict[int, list] = {}   # name start byte -> [start, end, kind, name, name_node, node, type, value_node]
    lambda_callees: dict[int, str] = {}   # a trailing lambda's start -> "dsl:" + its call's callee
    raw_locals: dict[tuple, tuple] = {}
    raw_refs: dict[int, tuple] = {}
    raw_docs: dict[int, object] = {}   # name start byte -> the docstring or leading comment node
    imports: list[tuple] = []
    exports: list[tuple] = []
    narrowings: list[tuple] = []   # (region start, region end, expression checked, type text)
    declared = None   # the first @package.declared node
    patterns = c.patterns
    ref_patterns = c.references

    cursor = QueryCursor(c.query)
    if MAX_MATCH_DEPTH:
        cursor.set_max_start_depth(MAX_MATCH_DEPTH)
    for pattern_index, caps in cursor.matches(root):
        ref = ref_patterns[pattern_index]   # a reference pattern without predicates: most matches, fewest steps
        if ref is None:
            category, kind, main, priority, preds, has_receiver, has_owner, call = patterns[pattern_index]
            if preds is not None:   # a loop, not all() over a generator: ~4 % of synth-1m's matches have predicates
                failed = False
                for cap, allowed, negated in preds:
                    if cap in caps and (text(caps[cap][0]) in allowed) == negated:
                        failed = True
                        break
                if failed:
                    continue
            if category == "reference":
                ref = (kind, priority, has_receiver, has_owner, call)
        if ref is not None:
            kind, priority, has_receiver, has_owner, call = ref
            name_node = caps["name"][0]
            start = name_node.start_byte
            prev = raw_refs.get(start)
            if prev is not None and prev[3] >= priority and \
                    (prev[3] > priority or prev[4] is not None or not has_owner or "owner" not in caps):
                continue   # the first of equal priority wins, but for one made by an @owner (Rust impl headers)
            # the @receiver nodes are read only for the references kept
            raw_refs[start] = (name_node, kind, caps.get("receiver") if has_receiver else None, priority,
                               caps["owner"][0] if has_owner and "owner" in caps else None,
                               caps[call][0] if call is not None else None)
            continue
        names = caps.get("name")
        # the categories by how often they match (synth-1m: definitions, imports, locals; saleor: definitions, locals)
        if category == "definition":
            node = caps[main][0]
            name_node = names[0]
            key = name_node.start_byte
            if name_node.end_byte == key:
                continue   # a name the parse made up at an error (MISSING, zero-width): no definition
            t = caps.get("type")
            v = caps.get("value")
            entry = raw_defs.get(key)
            if entry is None:
                owner = caps.get("receiver")
                # several: a nested owner (C++ `void VersionSet::Builder::Apply()`), joined as a path
                raw_defs[key] = [node.start_byte, node.end_byte, kind, name_node, node,
                                 t[0] if t else None, v[0] if v else None,
                                 (text(owner[0]) if len(owner) == 1 else ".".join(map(text, owner))) if owner else ""]
            else:  # the same definition seen by a wider or more specific pattern (decorators, types)
                if node.end_byte - node.start_byte > entry[1] - entry[0]:
                    entry[0], entry[1], entry[4] = node.start_byte, node.end_byte, node
                if kind == "type" and entry[2] == "variable":   # a type alias seen after the plain variable pattern
                    entry[2], entry[5] = kind, t[0] if t else entry[5]
                if entry[5] is None and t:
                    entry[5] = t[0]
                if entry[6] is None and v:
                    entry[6] = v[0]
                owner = caps.get("receiver")
                if owner and not entry[7]:   # `impl T { fn f() }` seen after the plain `fn f()` pattern
                    entry[7], entry[2] = text(owner[0]) if len(owner) == 1 else ".".join(map(text, owner)), kind
        elif category == "local":
            name_node = names[0]
            if name_node.end_byte == name_node.start_byte:
                continue   # a made-up name (MISSING): no binding
            t = caps.get("type")
            v = caps.get("value")
            value = v[0] if v else None
            if value is None and "element_of" in caps:
                value = ("elem", caps["element_of"][0])
            elif value is None and "value_of" in caps:
                value = ("val", caps["value_of"][0])
            elif value is None and "key_of" in caps:   # `for (const [k, v] of m)`: a key of the mapping m
                value = ("key", caps["key_of"][0])
            elif value is None and "entered" in caps:   # `with f() as x`: what entering f()'s value gives
                value = ("enter", caps["entered"][0])
            elif value is None and ("item_of" in caps or "items_of" in caps):
                # `a, b = f()` / `for k, v in pairs`: the name's place in its pattern, of the value / of an element
                # (the pattern holding the name kept for the width of the tuple read below)
                value = ("item", item_node := caps["item_of"][0],
                         _tuple_place(*(in_tuple := _in_pattern(name_node, item_node.parent))), in_tuple[0]) \
                    if "item_of" in caps else \
                    ("items", caps["items_of"][0], _named_index(name_node.parent, name_node))
            elif "destructured_type" in caps or "destructured_value" in caps:
                key_node = caps.get("key", names)[0]
                if "destructured_type" in caps:
                    value = ("prop", key_node, caps["destructured_type"][0])
                else:
                    value = ("propx", key_node, caps["destructured_value"][0])
            if kind == "parameter" and spec.function_type_nodes and (held := name_node.parent) is not None and \
                    (held := held.parent) is not None and (held := held.parent) is not None and \
                    (held.type in spec.function_type_nodes or ((held := held.parent) is not None and
                                                               held.type in spec.function_type_nodes)):
                continue   # `cb: (stream: StreamingApi) => ..`: a parameter of a function type binds nothing
            key = (name_node.start_byte, kind)
            prev = raw_locals.get(key)
            # a typed binding is not overwritten, but by a mapping's value (`for v in d.values()`: the plain
            # `for x in xs` pattern saw it as an element of the call), or an item of an element by what the
            # enumerate / zip forms say it is
            if prev is None or (prev[2] is None and (t or prev[3] is None or (type(value) is tuple and (
                    value[0] == "val" or (value[0] == "elem" and type(prev[3]) is tuple and prev[3][0] == "items"))))):
                raw_locals[key] = (name_node, kind, t[0] if t else None, value)
        elif category in ("import", "reexport"):
            # several @module captures are one path (Rust `use a::{b::{C}}`): joined by the language's separator
            modules = caps["module"]
            module = text(modules[0]) if len(modules) == 1 else spec.path_separator.join(map(text, modules))
            alias_nodes = caps.get("alias")
            alias = text(alias_nodes[0]) if alias_nodes else ""
            if kind == "named":
                name = text(names[0])
                alias = alias or name
            else:
                name = IMPORTED_NAMES.get(kind, "")
            node = caps[main][0]
            imports.append((node.start_byte, module, name, alias, start_point(node)[0] + 1,
                            category == "reexport"))
        elif category == "doc":
            key = names[0].start_byte
            if kind == "string" or key not in raw_docs:
                raw_docs[key] = caps[main][0]
        elif category == "narrowing":
            node = caps[main][0]
            if kind == "after" or kind == "assigned" or kind.endswith("_after"):
                holder = node.parent
                if holder is None:
                    continue
                region = (node.end_byte, holder.end_byte)
            else:
                region = (node.start_byte, node.end_byte)
            types = caps["type"]   # several: either (`isTable(x) || isView(x)`), as Python's `(A, B)`
            if kind == "assigned":   # `ws._reader = mock.Mock()`: what the value gives, "=" + its value text
                assigned = value_type(types[0])
                if assigned:
                    narrowings.append((*region, text(names[0]), "=" + assigned))
                continue
            if kind.startswith(("truthy", "falsy")):   # `if (r.isError)`: read as `r.isError === true`
                narrowings.append((*region, text(names[0]),
                                   ("!" if kind.startswith("falsy") else "") + text(types[0]) + " === true"))
                continue
            checked = type_of(types[0]) if len(types) == 1 else f"({', '.join(type_of(n) for n in types)})"
            if kind == "unlike":   # the test fails in the region (`else:` of `if x.type is K:`): "!" + the test
                checked = "!" + checked
            elif kind == "guard":   # `if has_definition(x):`: "?" + the function, a type guard or none
                checked = "?" + text(types[0])
            checked_text = text(names[0])
            if spec.member_separators:   # PHP `$this->x instanceof A`: "$this.x", as receivers are written
                checked_text = _member_path(checked_text, spec)
            # a TypeScript call that may be a type guard (`if (!isSelectionInCode(s) || ..) return`): read at a
            # site as a "guard" one is, an outer check of the value holding where it guards nothing
            narrowings.append((*region, checked_text, checked, bool(spec.type_guard) and kind in ("inside", "after")
                               and len(types) == 1 and (call := types[0].parent) is not None and
                               call.type in spec.call_types and child(call, spec.call_types[call.type]) == types[0]))
        elif category == "scope":
            node = caps[main][0]
            # keyed apart from name positions: references are dropped where a definition's name starts
            # (a type captured with it: what an anonymous class body extends, Java `new NodeFilter() { .. }`)
            entry = raw_defs.setdefault(-1 - node.start_byte, [node.start_byte, node.end_byte, "function", None,
                                                               node, (caps.get("type") or (None,))[0], None, ""])
            if "value" in caps:   # the receiver a scope function's lambda has (spec.receiver_scopes)
                entry[6] = caps["value"][0]
            elif "callee" in caps:
                # a trailing lambda's call (Kotlin `module { single { .. } }`): the linker reads the receiver its
                # parameter's function type declares (Linker._callee_receiver)
                lambda_callees[node.start_byte] = "dsl:" + _member_path(short(caps["callee"][0]), spec)
        elif category == "package":
            if declared is None:
                declared = caps[main][0]
        else:  # export
            node = caps[main][0]
            line = start_point(node)[0] + 1
            alias_nodes = caps.get("alias")
            for name_node in names or ():
                # an anonymous function exported (`module.exports = () => ..`): its local definition, `<fn@LINE>`
                name = text(name_node) if name_node.type not in spec.function_values else \
                    f"<fn@{start_point(name_node)[0] + 1}>"
                alias = "default" if kind == "default" or kind == "module" else \
                    (text(alias_nodes[0]) if alias_nodes else name)
                exports.append(new_tuple(Export, (name, alias, line, kind)))

    # ---- definitions: nesting, qualified names, locals -------------------------------
    if scoped_definitions:   # a block a definition names (RSpec's `shared_context 'x' do`) is that definition's body,
        # not an anonymous scope within it: the block's methods and includes are the definition's members
        for entry in [e for k, e in raw_defs.items() if k >= 0 and e[4].type in scoped_definitions]:
            scope_entry = raw_defs.get(-1 - entry[4].start_byte)
            if scope_entry is not None and scope_entry[1] == entry[4].end_byte:
                del raw_defs[-1 - entry[4].start_byte]
    if spec.export_wrappers or spec.decorator_types:
        for entry in raw_defs.values():
            if entry[3] is not None:
                entry[0] = _leading_start(entry[4], entry[0], spec)
    elif spec.leading_wrappers:   # C++ `template <..>` before a definition (only where the text before ends so)
        wrapper_ends = {end[0] for _, end in spec.leading_wrappers}
        for entry in raw_defs.values():
            if entry[3] is not None:
                j = entry[0] - 1
                while j > 0 and data[j] in _BLANK_BYTES:
                    j -= 1
                if j >= 0 and data[j] in wrapper_ends:
                    entry[0] = _leading_start(entry[4], entry[0], spec)
    # by start, the longer first (two stable sorts: the order of `key=(start, -end)` without a tuple per entry)
    # PEP 484 type comments (spec.type_comment): parameter name start -> its type, function name start -> its result
    comment_types: dict[int, str] = {}
    if spec.type_comment_reader and (src.find(spec.type_comment) if src is not None else
                              data.find(spec.type_comment.encode())) >= 0:
        comment_types = _source_rewrite(spec.type_comment_reader)(raw_defs.values(), spec.type_comment, child, text)
    if spec.doc_type_reader and raw_docs:   # JSDoc's `@param {T} name` (spec.doc_type_reader)
        comment_types.update(_source_rewrite(spec.doc_type_reader)(raw_defs.values(), raw_docs, child, text))
    if parse_errors and spec.block_end:   # a namespace the grammar closed early: to its `}` in the text
        block_end = _source_rewrite(spec.block_end)
        for entry in raw_defs.values():
            if entry[2] == "module" and entry[4] is not None:
                entry[1] = max(entry[1], block_end(data, entry[4].start_byte))
    ordered = sorted(raw_defs.values(), key=_ENTRY_END, reverse=True)
    ordered.sort(key=_ENTRY_START)
    narrow_heads = {r[2].partition(".")[0] for r in narrowings}   # what the isinstance regions check (_narrowed_value)
    keep_arguments = spec.argument_typed_results and bool(spec.type_variable_word)   # (argument_kept: Python's)
    definitions: list[Definition] = []
    def_nodes: list = []                  # the node of each definition (the names a function declares global)
    declared_global: dict[int, set] = {}  # function index -> the names its `global` / `nonlocal` statements list
    global_words = None   # whether the file holds one of spec.global_words as a keyword could be (asked once)
    starts: list[int] = []
    ends: list[int] = []
    local_vars: list[tuple] = []          # variables declared in function bodies become Local bindings
    # the class-level and module-level variables declared without a value (`x: int`), by index: they bind
    # nothing at run time (recorded where the language's class body reads its own names, spec.class_body_scope)
    unvalued: set[int] = set()
    declares = spec.class_body_scope and not path.endswith(spec.stub_extensions)   # a stub's declarations bind
    stack: list[int] = []                 # indexes into `definitions` of the open enclosing definitions
    geo: list[int] = []                   # the enclosing definition by span (differs from `parent` rarely)
    def_name_starts = set(raw_defs)
    bound_after = spec.bound_after_statement
    visible_from: dict[int, int] = {}   # a local variable's name start -> where it is in scope from
    # spec.ordered_value_texts: a function's binding's name start -> where its value ends; those declaring a type
    value_ends: dict[int, int] = {}
    declared_at: set[int] = set()
    ordered_texts = spec.ordered_value_texts
    if bound_after:   # `a, b := f()`: the names declared are no references
        def_name_starts.update(k[0] for k, v in raw_locals.items() if v[1] == "variable")
    # `stack` must hold only real Definitions; locals found inside are recorded with their scope.
    owned: set[int] = set()               # function values already represented by their named definition
    attached: list[tuple[int, str]] = []  # (definition index, owner type name) of members declared outside it
    # a member declared outside its type, under a name the file imports the type as (`use a::Repo as RepoRef;
    # impl RepoRef { .. }`), is named by the type's own name, as the compiler names it (`Repo.f`): the linker
    # finds the owner through the import (Linker._owner_target); not when the file defines a type of that name
    renamed_owners = _renamed_owners(imports, raw_defs, text) if any(e[7] for e in raw_defs.values()) else {}
    self_type = c.self_type_re
    repeated_constants = spec.repeated_constants
    block_scoped = spec.block_scoped_declarations
    hoisted = spec.hoisted_declarations
    direct_names = None   # the names the module declares directly (spec.hoisted_declarations; made on first use)
    constant_types: dict[int, str] = {}   # a constant declaration's start -> its type text (repeated_constants)
    chain_head = (-1, -1, NO_PARENT)      # (start, end, index) of the last variable: the head of a chained `a = b = v`
    type_variable_call = f"call:{spec.type_variable_word}" if spec.type_variable_word else None
    tuple_heads: dict[int, int] = {}      # name start -> index of the first name of `a, b = ..` (spec.tuple_patterns)
    file_scope_kinds, file_scope_nodes = spec.file_scope_kinds, spec.file_scope_nodes
    declarator_scope_kinds = spec.declarator_scope_kinds
    for start, end, kind, name_node, node, type_node, value_node, owner in ordered:
        anonymous = name_node is None
        if anonymous and start in owned:
            continue
        # a chained `a = b = f()`: b is a sibling of a, spanning its name only (the value is read by the first)
        chained = kind == "variable" and name_node is not None and chain_head[1] == end and chain_head[0] < start
        if chained:
            end = name_node.end_byte
            if stack and stack[-1] == chain_head[2]:
                stack.pop()
        while stack and (ends[stack[-1]] <= start or (ends[stack[-1]] == end and starts[stack[-1]] == start)):
            stack.pop()   # ended; or a name of the same declaration (Go `req, resp any`): a sibling
        parent = geo_parent = stack[-1] if stack else NO_PARENT
        parent_def = definitions[parent] if parent != NO_PARENT else None
        if parent_def is not None:
            if kind in file_scope_kinds:   # spec.file_scope_kinds: the scope around
                while parent_def is not None and parent_def.kind not in FUNCTION_KINDS:
                    parent = parent_def.parent
                    parent_def = definitions[parent] if parent != NO_PARENT else None
            elif file_scope_nodes and node.type in file_scope_nodes:   # a macro: the file's
                parent, parent_def = NO_PARENT, None
            elif kind in declarator_scope_kinds and parent_def.kind == "property":
                parent = parent_def.parent   # spec.declarator_scope_kinds: the declaration's scope
                parent_def = definitions[parent] if parent != NO_PARENT else None
        if anonymous:
            line = start_point(node)[0] + 1
            name = f"<fn@{line}>"
            definitions.append(Definition(
                name, f"{parent_def.qualname}.{name}" if parent_def is not None else name, "function", line,
                end_point(node)[0] + 1, start, end, line, start_point(node)[1],
                # (an anonymous class's body, spec.anonymous_bodies: "class", its `this` what the type text names)
                "new" if node.type in spec.construct_signatures else
                "class" if node.type in spec.anonymous_bodies else "", False, parent, True,
                type_of(type_node) if type_node is not None else
                value_type(value_node) if value_node is not None else
                lambda_callees.get(start) or comment_types.get(start, "")))
            def_nodes.append(node)
            starts.append(start)
            ends.append(end)
            geo.append(parent)
            stack.append(len(definitions) - 1)
            continue
        function_value = value_node is not None and value_node.type in spec.function_values
        if function_value:
            owned.add(value_node.start_byte)
        # Only the module, classes, interfaces and namespaces hold entities; anything declared in a function
        # body, an object literal or a type literal is local to it. An enum holds its methods, fields and
        # nested types (Java, C#, PHP) as entities, its constants (enum members) are not.
        in_function = parent_def is not None and (parent_def.local or parent_def.kind not in CONTAINER_KINDS) \
            and not (parent_def.kind == "enum" and not parent_def.local and kind != "constant") or \
            (kind == "type" and spec.local_member_types and parent_def is not None and parent_def.kind == "interface")
        tuple_head = kind == "variable" and value_node is None and spec.tuple_patterns and \
            (held := name_node.parent) is not None and held.type in spec.tuple_patterns
        if tuple_head and in_function:
            continue   # `a, b = f()` in a function: locals (the @local pattern's)
        if not in_function and parent_def is not None and spec.type_literals and (held := node.parent) is not None \
                and held.type in spec.type_literals:
            if not _wrapped_literal(held, spec, text):
                continue   # `interface R extends Config<{ a: A }>`: a is its type literal's, no member of R
            # `interface R extends Readonly<Omit<U, 'k'> & { logger: Logger }>`: R's, as the checker reads
            # `r.logger`, but no entity (its declaration is the literal's)
            in_function = True
        if name_node.type in spec.computed_names:
            in_function = True   # `[kDispatch] (opts) {..}`: its holder's code, no entity (spec.computed_names)
        if parent_def is None and kind == "method" and (held := node.parent) is not None and \
                held.type in spec.object_literals and not _exported_literal(held, spec, text):
            in_function = True   # `register({ bar() {..} })` at module level: the module's code (spec.object_literals)
        if parent_def is None and (block_scoped or hoisted) and kind in _BLOCK_DECLARED_KINDS:
            declaration = node if node.type in block_scoped or node.type in hoisted else node.parent
            blocks = block_scoped.get(declaration.type) if declaration is not None else None
            if blocks is not None and (held := declaration.parent) is not None:
                in_function = held.type in blocks   # a local of the block
            blocks = hoisted.get(declaration.type) if declaration is not None else None
            if blocks is not None and (held := declaration.parent) is not None and held.type in blocks:
                if direct_names is None:
                    direct_names = _direct_names(raw_defs.values(), root, block_scoped, hoisted, spec, text)
                if text(name_node) in direct_names:
                    continue   # `var x; if (c) { var x = 1 }`: the module's x
                in_function = True   # a local of the block, no entity
        name = text(name_node)
        if spec.definition_name_prefix and name.startswith(spec.definition_name_prefix):
            name = name[len(spec.definition_name_prefix):]   # Ruby `attr_reader :name`: name
        elif string_names and name_node.type in string_names:
            name = _string_name(name)   # RSpec `shared_context "cli spec behavior" do`: 'cli spec behavior'
        type_text = ""
        if type_node is not None and kind == "type" and type_node.end_byte - type_node.start_byte > MAX_ALIAS_TEXT:
            # a long alias: its layout (`\n  | NameNode` per alternative) is not what the limit is for
            type_text = type_text_of(" ".join(text(type_node).split())[:MAX_ALIAS_TEXT].lstrip(":").strip())
        elif type_node is not None:
            limit = MAX_ALIAS_TEXT if kind == "type" else MAX_TEXT
            if kind == "property" and spec.function_type_nodes and \
                    type_node.end_byte - type_node.start_byte > MAX_TEXT and \
                    (type_node.type in spec.function_type_nodes or
                     (type_node.named_child_count and type_node.named_children[0].type in spec.function_type_nodes)):
                # a property declared with a long (generic) function type: its parameters whole (tanstack-table's
                # `accessor: <TAccessor .., TValue ..>(accessor: TAccessor, column: TAccessor extends .. ? .. : ..)
                # => ..`, a callback in its second argument typed by the last)
                limit = MAX_PROPERTY_FUNCTION_TEXT
            type_text = type_of(type_node, limit)
            if comment_types and spec.doc_types_first:   # PHP `: array` with `@return Link[]`
                type_text = comment_types.get(name_node.start_byte) or type_text
        elif comment_types and kind in _COMMENT_TYPED:   # `# type: (A, B) -> R`, `@returns {R}`, `@type {T}`
            type_text = comment_types.get(name_node.start_byte, "")
        place, names = 0, 1
        values = ()
        if spec.tuple_results and value_node is not None and (held := value_node.parent) is not None and \
                held.type in spec.tuple_values and name_node.parent == node:
            # Go `var a, b = x, y`: b is y; `var l, err = newLog()`: each name the call's result at its place
            siblings = [n for n in node.named_children if n.type == name_node.type]
            names = len(siblings)
            place = next((i for i, n in enumerate(siblings) if n.start_byte == name_node.start_byte), 0)
            values = held.named_children
            if names > 1 and len(values) == names:
                value_node = values[place]
        if not type_text and value_node is not None:   # no type, or one rewritten to nothing (`var`)
            type_text = _accessor_value(value_node) if in_function and not function_value and \
                (spec.accessor_calls or spec.memo_calls) else ""   # (a getter in a function: a local)
            type_text = type_text or value_type(value_node).replace(spec.path_separator, ".")
            if names > 1 and type_text and len(values) == 1:   # (names > 1: values are value_node's siblings)
                type_text = f"item:{place}:{type_text}"
        if repeated_constants and kind == "constant":   # Go `const ( A Kind = iota; B )`: B is a Kind
            if not type_text and type_node is None and value_node is None:
                before = node.prev_named_sibling
                while before is not None and before.type == "comment":
                    before = before.prev_named_sibling
                type_text = constant_types.get(before.start_byte, "") if before is not None else ""
            constant_types[node.start_byte] = type_text
        if kind == "property" and function_value:
            kind = "method"
            # `make: () => QB = () => new QB()`, `typed = (): QB => ..`: a method's type text is what calling it
            # gives (the function's own declared result, else the annotation's, which types the function)
            result = child(value_node, "return_type")
            if result is None and type_node is not None:
                result = child(type_node.named_children[0] if type_node.named_child_count == 1 else type_node,
                               "return_type")
            if result is not None:
                type_text = type_of(result)
        if not type_text and kind in FUNCTION_KINDS and spec.last_expression_results and value_node is None and \
                (body := child(node, "body")) is not None:
            type_text = value_type(body)   # Ruby `def site; @site ||= Site.new; end`: what its last expression gives
        if not type_text and kind in ("method", "function") and spec.return_statements and value_node is None:
            if spec.returned_self_type or inferred_statements is None:   # `get metadata() { return this.m.g(..) }`
                type_text = _returned_value(node)
            if not type_text and inferred_statements is not None:   # `def validate_url(s): return Model(v=s).v`
                type_text = _inferred_result(node)
        if kind == "variable":
            if function_value:
                kind = "function"
                returns = child(value_node, "return_type")   # const f = (): T => ...
                if returns is None and type_node is not None and spec.result_types:
                    # `const getConnInfo: GetConnInfo = (c) => ..`: what the declared type's calls give (the checker
                    # types the function by it): a function type's result, else ReturnType<GetConnInfo>
                    annotated = type_node.named_children[0] if type_node.named_child_count == 1 else type_node
                    returns = child(annotated, "return_type")
                    type_text = type_of(returns) if returns is not None else \
                        f"{min(spec.result_types)}<{type_of(type_node)}>"
                else:
                    type_text = type_of(returns) if returns is not None else _body_value(value_node)
                if not type_text and returns is None and inferred_statements is not None:
                    type_text = _inferred_result(value_node)   # `const f = (o: O) => { ..; return {o} }`
            elif in_function and parent_def is not None and parent_def.kind in FUNCTION_KINDS:
                if spec.global_statements:
                    if global_words is None:   # whether the file holds the words at all: most files, no function does
                        global_words = any(_has_keyword(data, kw.encode(), 0, len(data)) for kw in spec.global_words)
                    names_global = declared_global.get(parent) if global_words else _NO_NAMES
                    if names_global is None:
                        names_global = declared_global[parent] = _global_names(def_nodes[parent], c, data, text)
                    if name in names_global:   # `global cache` ... `cache = None`: the module's variable, no local
                        if type_text and type_node is None:
                            _type_global(definitions, name, type_text, child(def_nodes[parent], "parameters"), text)
                        continue
                if keep_arguments and type_node is None and value_node is not None:
                    type_text = argument_kept(value_node, type_text)
                if narrowings and type_node is None and type_text and value_node is not None:
                    type_text = _narrowed_value(narrowings, narrow_heads, type_text, value_node.start_byte)
                elif not type_text and type_node is None and value_node is None and spec.later_assigned and \
                        node.type == spec.later_assigned[0]:
                    type_text = _later_assigned(name_node, root, data, node.end_byte, def_nodes[parent].end_byte,
                                                spec, value_type)
                local_vars.append((name, "variable", parent, type_text, start_point(name_node)[0] + 1,
                                   name_node.start_byte))
                if ordered_texts:
                    if type_node is not None:
                        declared_at.add(name_node.start_byte)
                    elif value_node is not None:
                        value_ends[name_node.start_byte] = value_node.end_byte
                if bound_after:   # Go `var exitError *exitError`: in scope from the end of its declaration (its
                    # type and value are the scope around's)
                    visible_from[name_node.start_byte] = node.end_byte
                continue
            elif parent_def is not None and parent_def.kind in CLASS_KINDS:
                kind = "property"
        if kind == "function" and parent_def is not None and parent_def.kind in CLASS_KINDS:
            kind = "method"
        if kind == "property" and in_function and node.type in spec.parameter_properties \
                and parent_def.kind == "method" and not parent_def.local \
                and parent_def.parent != NO_PARENT and definitions[parent_def.parent].kind in CLASS_KINDS:
            # a TS parameter property (`constructor(private repo: Repo)`) is a member of the class (a property of
            # a type literal in a method, `m(p: {action: A})`, is not)
            parent = parent_def.parent
            parent_def = definitions[parent]
            in_function = False
        qualname = f"{parent_def.qualname}.{name}" if parent_def is not None else name
        exported = is_exported(name, node, name_node) if parent_def is None else False
        if owner and (parent_def is None or parent_def.kind == "module"):
            # `func (r *Repo) Get()`, `impl Repo { fn get() }`, `void ns::Repo::get() {}`: a member of Repo
            own = renamed_owners.get(owner, owner)
            if parent_def is not None and spec.open_namespaces and "." in own:
                own = _past_enclosing(parent_def.qualname, own)   # `absl::Cord::Find` in `namespace absl {`
            qualname = f"{parent_def.qualname}.{own}.{name}" if parent_def is not None else f"{own}.{name}"
            kind = "method" if kind == "function" else kind
            attached.append((len(definitions), owner))
            if self_type is not None and type_text:   # `-> Self` in `impl Repo`: Repo
                type_text = self_type.sub(owner, type_text)
        name_row, name_col = start_point(name_node)
        name_start = name_node.start_byte
        if tuple_head:
            tuple_heads[name_start] = len(definitions)
        elif value_node is None and declares and kind in ("variable", "property") and not in_function:
            unvalued.add(len(definitions))
        signature = _signature(data, src, node, name_node, child)
        if type_text == type_variable_call and value_node is not None and end_point(value_node)[0] > name_row:
            # `_ColCC_co = TypeVar(\n "_ColCC_co",\n bound=ReadOnlyColumnCollection[..],\n ..)`: the whole call (the
            # linker reads the bound from the signature)
            signature = " ".join(text(node).split())[:2 * MAX_TEXT]
        definitions.append(new_tuple(Definition, (
            name, qualname, kind, start_point(node)[0] + 1, end_point(node)[0] + 1, start, end,
            name_row + 1, name_col, signature,
            exported, parent, in_function, type_text,
            _doc(data, src, raw_docs[name_start], doc_tags) if name_start in raw_docs else "")))
        def_nodes.append(node)
        starts.append(start)
        ends.append(end)
        geo.append(geo_parent)
        stack.append(len(definitions) - 1)
        if kind in VALUE_KINDS and not chained:
            chain_head = (start, end, len(definitions) - 1)

    if attached:
        # a member declared outside its type belongs to it when this file defines the type (the first such)
        types = {}   # (enclosing module or -1, name) -> the type
        for i, d in enumerate(definitions):
            if d.kind in OWNER_KINDS and (d.parent == NO_PARENT or definitions[d.parent].kind == "module"):
                types.setdefault((d.parent, d.name), i)
        nested = None   # qualname -> the type, for a nested owner (`VersionSet.Builder`)
        for i, owner in attached:
            t = types.get((definitions[i].parent, owner))
            if t is None and "." in owner:
                if nested is None:
                    nested = {}
                    for j, d in enumerate(definitions):
                        if d.kind in OWNER_KINDS and not d.local:
                            nested.setdefault(d.qualname, j)
                p = definitions[i].parent
                t = nested.get(f"{definitions[p].qualname}.{owner}" if p != NO_PARENT else owner)
            if t is not None:
                definitions[i] = definitions[i]._replace(parent=t)

    def scope_of(pos: int) -> int:
        """The innermost definition whose span holds `pos` (walking the geometric nesting; a repeated
        assignment's statement is its name's, `aliases` below)."""
        i = bisect_right(starts, pos) - 1
        while i >= 0 and ends[i] <= pos:
            i = geo[i]
        while i > 0 and starts[i - 1] == starts[i] and ends[i - 1] == ends[i]:
            i -= 1   # names of one declaration (Go `req, resp = a, b`): the first one's, as go/types' extent
        return _aliased(aliases, alias_starts, pos, i) if aliases else i

    # `register({ perform() { this.checked(..) } })`: `this` in a method of an object literal is the literal,
    # typed by where it is written (_object_this); a local named after the receiver in the method's scope
    this_locals = []
    if spec.object_literals and spec.literal_self_name and spec.callback_nodes:
        methods = spec.callback_nodes[4]
        for node in def_nodes:
            if node.type in methods and node.parent is not None and node.parent.type in spec.object_literals:
                found = _object_this(node.parent, spec, text, type_of)
                if found.startswith("arg:") and (key := child(node, "name")) is not None:
                    # the method's key: its contextual function type may declare `this` (tiptap's `addCommands?:
                    # (this: {editor: Editor, ..}) => ..` of the config `Mark.create({..})` takes)
                    found += "@" + text(key)
                body = child(node, "body")
                if body is not None:   # untyped: `this` is still the literal, never a class around it
                    this_locals.append((body.start_byte, start_point(node)[0] + 1, found))
    if spec.this_functions:
        # `function (this: Ctx, a) {..}`, or a function expression written where a function type declaring `this`
        # is expected (jest's `(): MatcherFunction<[E]> => function (received) { this.isNot .. }`): its `this`
        functions, declarators = spec.callback_nodes[0], spec.callback_nodes[5]
        for node in def_nodes:
            if node.type in declarators and (value := child(node, "value")) is not None:
                node = value   # `const m: MatcherFn = function (a) {..}`: the function
            if node.type not in spec.this_functions or (body := child(node, "body")) is None or \
                    (params := child(node, "parameters")) is None:
                continue
            declared = _this_parameter(params, spec, text)
            typed = child(declared, "type") if declared is not None else None
            found = type_of(typed) if typed is not None else ""
            if not found and node.type in functions:
                found = _function_context(node, -1, "", spec, text)
                found = found if found.startswith("fnp:") else ""
            if found:
                this_locals.append((body.start_byte, start_point(node)[0] + 1, found))
    # Python `x = 1` repeated at module level: one definition per qualified name (the first). A repeat's
    # statement still belongs to it (`if c: X = a` / `else: X = b`: both values are read by X, as the entity
    # definition says, docs/entity-edges.md): its span stays as an alias of the first (`aliases`).
    first: dict[tuple[str, str], int] = {}
    twins: dict[int, int] = {}   # a repeat -> the first definition of its name
    for i, d in enumerate(definitions):
        key = (d.qualname, d.kind)
        j = first.setdefault(key, i)
        if j != i and d.kind in ("variable", "property"):
            twins[i] = j
    aliases: list[tuple[int, int, int, int]] = []   # (start, end, the scope around it, the first), by start
    if unvalued:   # a name repeated with a value somewhere (`x: int`, then `x = 0`) is bound
        unvalued.difference_update([j for i, j in twins.items() if i not in unvalued])
    if twins and spec.fallback_clauses:
        # a module-level name bound again (`if FAST: Stack = _Fast` / `else: Stack = _Slow`): an importer sees the
        # last binding outside an `except` handler (pyright resolves the import to that declaration), the module's
        # own code the union of them, the first's members first; so the last's type where the module never reads
        # the name itself
        last: dict[int, int] = {}
        for i, j in twins.items():
            if definitions[j].parent == NO_PARENT and i > last.get(j, j) and \
                    not _in_clause(def_nodes[i], spec.fallback_clauses):
                last[j] = i
        if last:
            read = {text(found[0]) for found in raw_refs.values()}
            for j, i in last.items():
                if definitions[j].name not in read and definitions[i].type_text:
                    definitions[j] = definitions[j]._replace(type_text=definitions[i].type_text)
    if twins:
        unvalued = {j for j in unvalued if j not in twins}
        definitions, starts_, ends_, _remap = _drop(definitions, twins)
        unvalued = {_remap[j] for j in unvalued}
        aliases = sorted((starts[i], ends[i], _remap.get(geo[i], NO_PARENT), _remap[j]) for i, j in twins.items())
        geo = [_remap.get(g, NO_PARENT) for i, g in enumerate(geo) if i not in twins]
        starts, ends = starts_, ends_
        local_vars = [(n, k, _remap[s] if s >= 0 else s, t, ln, at) for n, k, s, t, ln, at in local_vars]
        tuple_heads = {at: _remap[i] for at, i in tuple_heads.items() if i not in twins}
    alias_starts = [a[0] for a in aliases]

    # Names exported by an `export {a}` / `export default a` clause.
    if exports and not spec.public_unless_underscore:
        exported_names = {e.name for e in exports}
        # `export type output<T> = ..` beside `export type { output as infer }` (zod's core): exported as itself too,
        # the clause adds a name; an export of its own name says so (the link reads a clause alone as a renaming)
        renamed = {e.name for e in exports if e.form == "named"}
        # `export function format(..)` then `export default format;` (jest's pretty-format): the default adds a
        # name too; `export default function f` (the clause inside the declaration) exports f by default alone
        defaulted = {e.line: e.name for e in exports if e.form == "default"}
        if defaulted:
            renamed.update(d.name for d in definitions if d.parent == NO_PARENT and d.exported and
                           d.name in defaulted.values() and not any(
                               n == d.name and d.start_line <= ln <= d.end_line for ln, n in defaulted.items()))
        renamed -= {e.name for e in exports if e.alias == e.name}
        if renamed:
            exports.extend(new_tuple(Export, (name, name, line, "named")) for name, line in sorted(
                {(d.name, d.start_line) for d in definitions if d.parent == NO_PARENT and d.exported and
                 d.name in renamed and d.qualname == d.name}))
        definitions = [d._replace(exported=True) if d.parent == NO_PARENT and d.name in exported_names
                       and not d.exported else d for d in definitions]

    # (line, scope, position, kind, the Local's fields)
    keyed_locals: list[tuple] = [(ln, sc, at, k, (n, k, sc, t, ln)) for n, k, sc, t, ln, at in local_vars]
    for j in unvalued:   # a Local of kind "declared" in the scope that declares it (it binds nothing)
        d = definitions[j]
        keyed_locals.append((d.name_line, d.parent, d.start_byte, "declared",
                             (d.name, "declared", d.parent, "", d.name_line)))
    if this_locals:
        receiver = spec.literal_self_name
        for at, line, found in this_locals:
            scope = scope_of(at)
            keyed_locals.append((line, scope, at, "variable", (receiver, "variable", scope, found, line)))
    module_vars: list[Definition] = []
    implicit = spec.implicit_parameter
    head_indexes = set(tuple_heads.values())
    callee_typed = spec.callee_typed_parameters if lambda_callees else ()
    for name_node, kind, type_node, value_node in raw_locals.values():
        # a declared type wins over anything inferred from the value
        type_text = type_of(type_node) if type_node is not None else ""
        if not type_text and callee_typed and kind == "parameter" and value_node is None and \
                (held := name_node.parent) is not None and \
                (params := held.parent) is not None and params.type in callee_typed and \
                (lam := params.parent) is not None and lam.start_byte in lambda_callees:
            # Kotlin `withUsers { cities, users -> .. }`: the i-th parameter of the called function's last
            # parameter's function type (Linker._lambda_parameter)
            type_text = f"lp:{[c for c in params.named_children if not c.is_extra].index(held)}"
        if (not type_text or spec.doc_types_first) and comment_types and \
                (kind == "parameter" or kind == "attribute" or kind == "variable"):
            # `app,  # type: Celery`, `@type {T}`, PHP's `/** @var Builder $query */ $query = ..`
            type_text = comment_types.get(name_node.start_byte) or type_text
        if type_text and kind == "parameter" and spec.splat_parameters and (held := name_node.parent) is not None \
                and (splat := spec.splat_parameters.get(held.type)):
            type_text = splat.format(type_text)   # Python `*nodes: Widget`: a tuple of Widgets
        if not type_text and isinstance(value_node, tuple):
            if value_node[0] in ("elem", "val", "key"):   # a for-loop variable: an element (value, key) of the iterable
                iterable = value_node[1]
                while iterable.type in spec.transparent_values and iterable.named_child_count:
                    if spec.receiver_alternatives and iterable.named_child_count == 2 and \
                            (operator := child(iterable, "operator")) is not None and \
                            text(operator) in spec.receiver_alternatives:
                        iterable = iterable.named_children[0]   # `(routes || []).map(..)`: the routes
                        continue
                    iterable = iterable.named_children[-1]   # `for x in &items`: the items
                iterable = _collection_argument(iterable, spec, child, text)   # `for x in sorted(xs)`: of xs
                if iterable.type in spec.tuple_values and iterable.named_child_count:   # `for n in a, b`: of a
                    inner = value_type(iterable.named_children[0])
                    if inner and value_node[0] == "elem":
                        type_text = inner
                elif iterable.type in spec.collection_values and value_node[0] == "elem":   # `for x in [a, b]`
                    inner = value_type(iterable)
                    type_text = inner[5:-1] if inner.startswith("list[") else ""
                elif iterable.type in spec.new_types and value_node[0] == "elem":
                    # Go `for _, tc := range []struct{..}{..}`, `range x.([]T)`: an element of the type made
                    inner = value_type(iterable)
                    type_text = inner[:-2] if inner.endswith("[]") else ""
                how, unpacked = _unpacked_call(iterable, spec, child, text)
                if (how in ("values", "keys", "key") and value_node[0] == "elem") or \
                        (how == "items" and value_node[0] in ("val", "key")):
                    # `for v in sorted(d.values())`: a value of d; `for k in d.keys()`: a key (an element) of d;
                    # `for (const [k, v] of m.entries())`: v a value of m, k a key; TypeScript's `m.keys()`: a key
                    type_text = ("elem:" if how == "keys" else "key:" if "key" in (how, value_node[0]) else "val:") + \
                        unpacked.replace(spec.path_separator, ".")
                iterated = _member_path(short(iterable), spec)
                while spec.element_iterators:   # `xs.iter()`, `xs.iter().rev().filter(f)`: the elements of xs
                    head, call = _last_method_call(iterated)
                    if call not in spec.element_iterators:
                        break
                    iterated = head
                type_text = type_text or f"{value_node[0]}:{iterated}"
            elif value_node[0] == "item":     # `a, b = x, y`: the value in its place; `a, b = f()`: an item of it
                right, place = value_node[1], value_node[2]
                width = value_node[3].named_child_count
                if spec.tuple_calls:
                    right = _tuple_call_argument(right, width, spec, child, text)
                items = right.named_children
                branches = [items[i] for i in spec.conditional_values.get(right.type, ()) if i < len(items)]
                if right.type in spec.tuple_values and len(items) == width:
                    type_text = value_type(items[place]).replace(spec.path_separator, ".") if place >= 0 else ""
                elif branches and place >= 0 and all(b.type in spec.tuple_values and b.named_child_count == width
                                                     for b in branches):
                    # `const [name, options] = c ? [a, opts] : [undefined, b]`: either branch's value at the place
                    types = [t for t in (value_type(b.named_children[place]) for b in branches) if t]
                    type_text = types[0] if len(types) == 1 else ("any:" + "\x1f".join(types) if types else "")
                    type_text = type_text.replace(spec.path_separator, ".")
                elif place == 0 and spec.signal_calls and right.type in spec.call_types and \
                        text(child(right, spec.call_types[right.type]) or right) in spec.signal_calls:
                    args = child(right, "arguments")   # `const [o, setO] = createSignal(new O())`: a getter of it
                    inner = value_type(args.named_children[0]) if args is not None and args.named_child_count else ""
                    type_text = "ret:" + inner.replace(spec.path_separator, ".") if inner else ""
                elif place == 0 and spec.state_calls and right.type in spec.call_types and \
                        text(child(right, spec.call_types[right.type]) or right) in spec.state_calls:
                    args = child(right, "arguments")   # `const [api] = useAtom(apiAtom)`: what apiAtom holds
                    first = args.named_children[0] if args is not None and args.named_child_count else None
                    # `const [o] = useState(() => new Observer(..))`: an initializer's result
                    type_text = "" if first is None else _body_value(first) if first.type in spec.function_values \
                        else value_type(first)
                else:
                    inner = value_type(right).replace(spec.path_separator, ".")
                    type_text = f"item:{place}:{inner}" if inner and place >= 0 else ""
            elif value_node[0] == "items":    # `for k, v in pairs`: an item of an element
                place, iterable = value_node[2], value_node[1]
                iterable = _collection_argument(iterable, spec, child, text)   # `sorted(pairs)`: of pairs
                args = child(iterable, "arguments") if iterable.type in spec.call_types else None
                callee = child(iterable, spec.call_types[iterable.type]) if args is not None else None
                positional = [a for a in args.named_children if a.type not in spec.keyword_arguments] if args else []
                how = spec.unpacked_calls.get(text(callee)) if callee is not None else None
                if how is None and callee is not None and callee.type in spec.reference_values and \
                        "." in text(callee):   # a method: `.items` of `for k, v in sorted(d.items())`
                    how = spec.unpacked_calls.get("." + text(callee).rpartition(".")[2])
                if how == "zip" and place < len(positional):   # `for a, b, c in zip(xs, ys, zs)`: of the place's
                    type_text = "elem:" + short(positional[place]).replace(spec.path_separator, ".")
                elif how == "enumerate" and place == 1 and positional:   # `for i, x in enumerate(xs)`
                    type_text = "elem:" + short(positional[0]).replace(spec.path_separator, ".")
                elif how == "enumerate" and place == 1 and callee is not None and "." in text(callee):
                    # Rust `for (i, x) in xs.iter().enumerate()`: an element of the receiver (`xs.iter()`: of xs)
                    iterated = text(callee).rpartition(".")[0].replace(spec.path_separator, ".")
                    while spec.element_iterators:
                        head, call = _last_method_call(iterated)
                        if call not in spec.element_iterators:
                            break
                        iterated = head
                    type_text = "elem:" + iterated
                elif how == "items" and place in (0, 1):   # `for k, v in d.items()`: a value of d (k: a key, an
                    # element of d)
                    type_text = ("val:" if place else "elem:") + \
                        text(callee).rpartition(".")[0].replace(spec.path_separator, ".")
                else:
                    iterated = _member_path(short(iterable), spec)
                    type_text = f"item:{place}:elem:{iterated}" if place >= 0 else ""
            elif value_node[0] == "enter":    # `with f() as x`: "enter:" and the value's type
                inner = value_type(value_node[1]).replace(spec.path_separator, ".")
                entered = value_node[1]
                if spec.entered_argument_calls and entered.type in spec.call_types and \
                        (callee := child(entered, spec.call_types[entered.type])) is not None and \
                        (text(callee) in spec.entered_argument_calls or
                         text(callee).rpartition(".")[2] in spec.entered_argument_calls):
                    # `async with aclosing(gen) as g`: the argument itself (value_type reads through the call), not
                    # what entering it gives (a generator is entered as @contextmanager's)
                    type_text = inner
                else:
                    if keep_arguments and inner:   # `with self.patch_broker(b) as br`: the argument kept too
                        inner = argument_kept(entered, inner)
                    type_text = "enter:" + inner if inner else ""
                if type_text and (held := name_node.parent) is not None and held.type in spec.tuple_values:
                    type_text = f"item:{_named_index(held, name_node)}:{type_text}"   # `as (a, b)`: its place
            elif value_node[0] == "propx":    # a name destructured from a value: a property of the value's
                outer = _outer_keys(value_node[1], text)
                if casts and not outer and value_node[2].type in spec.transparent_values and \
                        (cast := casts.get(value_node[2].start_byte)) is not None:
                    # `const { module } = /** @type {WebpackError} */ (err)`: a property of the type cast to
                    type_text = f"prop:{text(value_node[1])}:{type_text_of(cast)}"
                else:
                    held = value_node[2]
                    if spec.argument_value_calls and held.type in spec.call_types and \
                            (callee := child(held, spec.call_types[held.type])) is not None and \
                            (text(callee) in spec.argument_value_calls or
                             text(callee).rpartition(".")[2] in spec.argument_value_calls) and \
                            (args := child(held, "arguments")) is not None and args.named_child_count:
                        held = args.named_children[0]   # `const { matches } = React.useContext(RouteContext)`
                    # (a long value as a receiver is kept: tanstack-table's `export const { useCellContext, .. } =
                    # createTableHook({ ..40 lines.. })` is `createTableHook()`, not its first 200 characters)
                    source = chain(held).lstrip(":").strip() + outer
                    type_text = f"propx:{text(value_node[1])}:{source}"
            else:                             # a destructured name: a property of the declared type
                type_text = type_of(value_node[2])
                for key in reversed(_outer_keys(value_node[1], text).split(".")[1:]):
                    type_text = f"prop:{key}:{type_text}"   # `({ a: { b } }: T)`: b of the property a of T
                type_text = f"prop:{text(value_node[1])}:{type_text}"
        elif not type_text and value_node is not None:
            type_text = _accessor_value(value_node) if spec.accessor_calls or spec.memo_calls else ""
            type_text = type_text or value_type(value_node).replace(spec.path_separator, ".")
            if keep_arguments and kind == "variable" and type_node is None:
                type_text = argument_kept(value_node, type_text)
        if narrowings and type_node is None and type_text and value_node is not None:
            # `if isinstance(x, C): y = x.a`: the value read where x is known to be a C
            type_text = _narrowed_value(narrowings, narrow_heads, type_text,
                                        (value_node[1] if isinstance(value_node, tuple) else value_node).start_byte)
        elif not type_text and kind == "parameter" and spec.callback_nodes:
            # the name's parent asked for once for the three (Node.parent is a search down from the root)
            held = name_node.parent
            type_text = _element_callback(name_node, held, spec, text, child, short)
            if type_text and spec.library_element_callbacks:
                # TypeScript's are lodash's: a repository function of the name (`every(ctx, User, (u) => ..)`)
                # types the parameter as it declares, and the element only where it does not (the linker's "any:")
                context = _callback_context(name_node, held, spec, text)
                type_text = f"any:{context}\x1f{type_text}" if context else type_text
            type_text = type_text or (_sibling_typed(held, spec, text, type_of) if spec.sibling_typed_calls else "") \
                or _callback_context(name_node, held, spec, text)
            if type_text and held is not None and held.type in spec.rest_patterns and \
                    type_text.startswith(("fnp:", "cb:", "asg:")):
                # `enter(...args) {..}` of a typed visitor: the parameters from its place on ("rest:" + the context
                # its first one would have; `args[1]` is the next one's)
                type_text = "rest:" + type_text
        if tuple_heads and kind == "variable" and (head := tuple_heads.get(name_node.start_byte)) is not None:
            # the first name of `a, b = ..` outside functions is a definition spanning the statement: its type is
            # its place's item
            definitions[head] = definitions[head]._replace(type_text=type_text)
            continue
        scope = scope_of(name_node.start_byte)
        if tuple_heads and scope in head_indexes:
            head_def = definitions[scope]
            scope = head_def.parent   # `debug, info = ..`: info is the scope's around the first name
            if kind == "variable" and head_def.kind == "property":
                # in a class body (python-telegram-bot's `END, THIRSTY, BREWING = range(-1, 2)`): each name is an
                # attribute of the class, as the first is
                line = start_point(name_node)[0] + 1
                name = text(name_node)
                module_vars.append(Definition(
                    name, f"{definitions[scope].qualname}.{name}", "property", line, end_point(name_node)[0] + 1,
                    name_node.start_byte, name_node.end_byte, line, start_point(name_node)[1],
                    _signature(data, src, name_node, name_node, child), head_def.exported, scope, head_def.local,
                    type_text))
                continue
        if kind == "parameter" and scope != NO_PARENT and definitions[scope].kind == "property" and \
                geo[scope] != definitions[scope].parent:
            scope = geo[scope]   # `constructor(private repo: Repo)`: the parameter is the constructor's
        name = implicit[1] if implicit and name_node.type in implicit[0] else text(name_node)
        if kind == "variable" and scope == NO_PARENT and not _in_clause(name_node, spec.scoped_clauses) and \
                not (block_scoped and _in_block(name_node, block_scoped)):
            # a binding outside any function (`export const {a, b} = make()`) is a module-level variable
            line = start_point(name_node)[0] + 1
            module_vars.append(Definition(
                name, name, "variable", line, end_point(name_node)[0] + 1, name_node.start_byte, name_node.end_byte,
                line, start_point(name_node)[1], _signature(data, src, name_node, name_node, child),
                is_exported(name, name_node.parent, name_node),
                # a binding named by a keyword (TypeScript's `export default <value>`) holds the value for the
                # module's importers: no entity of its own
                NO_PARENT, not name_node.is_named, type_text))
            continue
        line = (name_node.start_point if tree_points else start_point(name_node))[0] + 1
        keyed_locals.append((line, scope, name_node.start_byte, kind, (name, kind, scope, type_text, line)))
        rhs = value_node[1] if isinstance(value_node, tuple) else value_node
        if ordered_texts and scope != NO_PARENT:
            if type_node is not None:
                declared_at.add(name_node.start_byte)
            elif hasattr(rhs, "end_byte"):
                value_ends[name_node.start_byte] = rhs.end_byte
        if bound_after and kind == "variable" and value_node is not None and scope != NO_PARENT:
            if hasattr(rhs, "end_byte"):   # in scope from the end of its statement (its value's)
                visible_from[name_node.start_byte] = rhs.end_byte
        elif bound_after and kind == "parameter" and scope != NO_PARENT and (held := name_node.parent) is not None \
                and (held := held.parent) is not None:
            # a parameter is in scope from the end of the list declaring it: the types in the list are the scope
            # around's (Go `func f(setter setter)`: the type setter, the parameter in the body)
            visible_from[name_node.start_byte] = held.end_byte
    # bound_after_statement: (scope, name) -> (start, in scope from, kind) of the scope's first binding of the name
    # (parameters: from the start), and the names some scope first binds as a variable
    first_bound: dict[tuple, tuple] = {}
    if bound_after:
        for _, sc, at, k, fields in keyed_locals:
            if sc != NO_PARENT and (k == "parameter" or k == "variable"):
                prev = first_bound.get((sc, fields[0]))
                if prev is None or at < prev[0]:
                    first_bound[(sc, fields[0])] = (at, visible_from.get(at, 0 if k == "parameter" else
                                                                     at + len(fields[0])), k)
    unbound = {n for (_, n), f in first_bound.items() if f[2] == "variable" or f[1] > f[0]}
    if module_vars:   # appended after the nested ones: indexes already handed out stay valid
        known = {d.qualname for d in definitions}
        definitions.extend(d for d in module_vars if d.qualname not in known)

    references: list[Reference] = []
    self_names = spec.self_names
    unreferenced = self_names | spec.blank_names   # bare names that are no reference site
    path_sep = spec.path_separator if spec.path_separator != "." else ""
    member_seps = spec.member_separators
    receiver_rewrites = _compiled_rewrites(spec.receiver_rewrites) if spec.receiver_rewrites else ()
    # rewrites that all start by matching an opening parenthesis (PHP's `(clone $this)`): asked only of receivers
    # starting with one (most do not: a regular expression call per receiver saved)
    rewrite_paren = all(p.pattern.startswith("^\\(") for p, _ in receiver_rewrites)
    anonymous_bodies = spec.anonymous_bodies
    owner_types: dict[str, int] = {}   # only queries capturing @owner (`impl Trait for Type`) look it up
    if c.has_owner:
        for i, d in enumerate(definitions):
            if d.parent == NO_PARENT and d.kind in OWNER_KINDS:
                owner_types.setdefault(d.name, i)
    # References come in position order, so their scopes are found by one sweep over the definitions
    # (sorted by start) with a stack of the open ones, instead of a search per reference.
    n_defs = len(starts)
    di = 0
    open_defs: list[int] = []
    narrowings.sort()
    n_narrowings = len(narrowings)
    discriminant = re.compile(spec.discriminant_test) if n_narrowings and spec.discriminant_test else None
    property_test = re.compile(spec.property_test) if n_narrowings and spec.property_test else None
    ni = 0
    checked: list[tuple] = []   # the narrowings whose region has begun (those ended are dropped as met)
    narrowed: set[tuple] = set()
    # the spans of template definitions (spec.template_definitions: Rust `macro_rules!`), whose bodies make no reference
    templates = [(n.start_byte, n.end_byte) for n in def_nodes if n.type in spec.template_definitions] \
        if spec.template_definitions else ()
    macro_marker = spec.macro_marker
    leading_macros = spec.leading_macros
    defined_empty = None   # the macros this file defines empty (empty_macros), read at the first leading macro
    # the names a declaration declares after its first (spec.declarators_share_type): each its initializer's sites
    together = declared_together(definitions) if spec.declarators_share_type else None
    # where the marker can follow a name: only after spaces (a comment between is the name's next sibling). Read in the
    # text first, as Node.next_sibling searches down from the root (every Rust reference asked it: 1.7 % of ripgrep's
    # map CPU); a file with errors may hold a MISSING marker anywhere: its references are all asked
    marker_after = re.compile(r"\s*" + re.escape(macro_marker)) if macro_marker and src is not None and \
        not root.has_error else None
    intrinsic_receiver = spec.intrinsic_receiver
    call_arguments, call_types, argument_types = spec.call_arguments, spec.call_types, spec.argument_types
    argument_constants = re.compile(spec.argument_constants) if spec.argument_constants else None
    arguments_field = c.parser.language.field_id_for_name(call_arguments) if call_arguments else None
    decorated_values = spec.decorated_values   # a decorator site's arity: whether (with how many arguments) called
    for start in sorted(raw_refs):   # the keys alone: ints sort in about half the time of (key, value) pairs
        name_node, kind, recv, _, owner_node, call_node = raw_refs[start]
        if templates and any(a <= start < b for a, b in templates):
            continue
        if macro_marker and (marker_after is None or marker_after.match(src, name_node.end_byte)) and \
                (after := name_node.next_sibling) is not None and after.type == macro_marker:
            continue   # `m!(..)` inside a macro's arguments: an invocation, expanded (spec.macro_marker)
        while di < n_defs and starts[di] <= start:
            while open_defs and ends[open_defs[-1]] <= starts[di]:
                open_defs.pop()
            if not open_defs or starts[open_defs[-1]] != starts[di] or ends[open_defs[-1]] != ends[di]:
                open_defs.append(di)   # (names of one declaration: the first one's sites, as in scope_of)
            di += 1
        while open_defs and ends[open_defs[-1]] <= start:
            open_defs.pop()
        if start in def_name_starts:
            continue
        scope = open_defs[-1] if open_defs else NO_PARENT
        if together and scope in together:   # `RedisModuleEvent a = {A_ID, 1}, b = {B_ID, 1};`: B_ID is b's
            at = start_point(name_node)
            for other in together[scope]:
                if (definitions[other].name_line - 1, definitions[other].name_col) > at:
                    break
                scope = other
        if aliases:
            scope = _aliased(aliases, alias_starts, start, scope)
        if leading_macros and (scope == NO_PARENT or definitions[scope].kind == "module") and di < n_defs and \
                definitions[di].start_line == start_point(name_node)[0] + 1 and \
                not data[name_node.end_byte:starts[di]].strip(b" \t;") and _MACRO_NAME.fullmatch(data, start,
                                                                                               name_node.end_byte):
            # `LUA_API int (lua_gettop) (..);`, `UV_EXTERN uv_thread_t uv_thread_self(void);` (the rewrite put a `;`
            # after the macro): the declaration's, as the compiler's reference has it; in a C++ namespace too; but
            # not a macro this file defines empty (redismodule.h's `#define REDISMODULE_API`): it expands to nothing
            # before the declaration, which starts after it, for the compiler as here
            if defined_empty is None:
                defined_empty = empty_macros(data)
            if data[start:name_node.end_byte] not in defined_empty:
                scope = di
        if owner_node is not None:   # `impl Trait for Type`: a reference made by Type (when this file has it)
            owner_name = text(owner_node)
            found = owner_types.get(owner_name)
            if found is not None:
                scope = found
            elif kind == "implement":   # other references stay where they are (the linker re-sources implements)
                scope = _owner_in_block(owner_node, renamed_owners.get(owner_name, owner_name), definitions, starts,
                                        scope)
        name = src[start:name_node.end_byte] if src is not None \
            else data[start:name_node.end_byte].decode("utf-8", "replace")
        if string_names and name_node.type in string_names:
            name = _string_name(name)   # RSpec `include_context "cli spec behavior"`: 'cli spec behavior'
        if kind == "iterate":   # `for x in it`: `it.next()` (spec.iterator_next)
            if not spec.iterator_next or not recv:
                continue
            name, kind = spec.iterator_next, "call"
        intrinsic = False
        if intrinsic_receiver and recv and recv[0].start_byte == start:   # a JSX tag: its name its own receiver
            intrinsic = name[:1].islower()   # `<div>`: an intrinsic element (jsx.scm); `<Foo>`: the name Foo
            recv = None
        if intrinsic:
            receiver = intrinsic_receiver
        elif not recv:
            if name in unreferenced:
                continue
            receiver = ""
        else:
            # several @receiver nodes are one receiver, from the first to the last (Rust macro token trees)
            a, b = recv[0].start_byte, recv[-1].end_byte
            receiver = src[a:b] if src is not None else data[a:b].decode("utf-8", "replace")
            if "//" in receiver or "/*" in receiver or "#" in receiver:
                receiver = _uncommented(recv, data) or receiver   # a chain with a comment between its calls
            if casts and (cast := casts.get(a)) is not None and (close := _group_end(receiver)) > 0:
                # `/** @type {Module} */ (m).build()`: a cast, as spec.cast_pattern reads `(m as Module).build()`
                receiver = f"({receiver[1:close]} as {cast}){receiver[close + 1:]}"
            if path_sep:   # `a::b::f()`: the receiver path in the linker's one notation, `a.b`
                receiver = receiver.replace(path_sep, ".")
            if member_seps:
                for sep in member_seps:   # PHP `$this->repo`
                    receiver = receiver.replace(sep, ".")
            if receiver_rewrites and (not rewrite_paren or receiver[:1] == "("):
                for pattern, repl in receiver_rewrites:   # C `o.stdio[0]`: `o.stdio`
                    receiver = pattern.sub(repl, receiver)
            if anonymous_bodies and len(recv) == 1 and recv[0].type in spec.new_types:
                body = recv[0].named_children[-1]
                if body.type in anonymous_bodies:   # `new C() { ..members.. }.m()`: the instance, its body left out
                    if _declares(body, name, data):
                        continue   # the anonymous class's own m (an override): a member of no entity
                    receiver = receiver[:body.start_byte - a].rstrip() + " {}"
            if len(receiver) > MAX_RECEIVER:
                receiver = _elided(receiver, MAX_RECEIVER)
            if n_narrowings and scope != NO_PARENT:
                while ni < n_narrowings and narrowings[ni][0] <= start:
                    checked.append(narrowings[ni])
                    ni += 1
                if checked:
                    checked = [n for n in checked if n[1] > start]
                    found = _narrowing(checked, receiver)
                    if found is not None:
                        site_row, site_col = start_point(name_node)
                        bol = start - site_col   # where the site's line begins (columns are bytes)
                        eol = data.find(b"\n", start)
                        eol = len(data) if eol < 0 else eol
                        guard_call = found[4:5] == (True,)
                        narrowed.add((found[2], "narrowed", scope, "?" * guard_call + found[3] +
                                      _line_span(found, bol, eol), site_row + 1))
                        if found[3][:1] == "?" or guard_call:
                            # a call that may be a type guard (`if has_definition(x):`): the innermost other check
                            # of the expression too, which holds where the function guards nothing (another such
                            # call's read as a plain check: lexical's `if (!$isRangeSelection(s)) return` before
                            # `if (!$isSelectionInCode(s) || ..) return`)
                            outer = _narrowing([n for n in checked if n is not found], receiver)
                            if outer is not None:
                                narrowed.add((outer[2], "narrowed", scope, outer[3].removeprefix("?") +
                                              _line_span(outer, bol, eol), site_row + 1))
                        if property_test is not None and property_test.match(found[3]):
                            # `if (isPayload(r)) { if ("errors" in r) r.errors }`: the `in` test keeps what the
                            # innermost other check of the expression says (the linker filters that)
                            outer = _narrowing([n for n in checked if n[2] == found[2] and
                                                not property_test.match(n[3])], receiver)
                            if outer is not None:
                                narrowed.add((outer[2], "narrowed", scope, outer[3] + _line_span(outer, bol, eol),
                                              site_row + 1))
                        if discriminant is not None and discriminant.match(found[3]):
                            # `if (n.type === ELEMENT && n.tagType === COMPONENT) {..}`: every discriminant test
                            # of the same expression around the site (the linker keeps what all of them keep)
                            for other in checked:
                                if other is not found and other[2] == found[2] and discriminant.match(other[3]):
                                    narrowed.add((other[2], "narrowed", scope, other[3] + _line_span(other, bol, eol),
                                                  site_row + 1))
                            # and the innermost other check of it (`assert isinstance(x, C)` before `assert x.a ==
                            # 1`): what the expression holds where the tests tell nothing (it is no union)
                            outer = _narrowing([n for n in checked if n[2] == found[2] and
                                                not discriminant.match(n[3])], receiver)
                            if outer is not None:
                                narrowed.add((outer[2], "narrowed", scope, outer[3] + _line_span(outer, bol, eol),
                                              site_row + 1))
        row, col = name_node.start_point if tree_points else start_point(name_node)   # (per site: no call)
        if unbound:
            # Go `val, ok := req.(*val)`, `f(x)` before `x := ..`: a local is not in scope before the end of the
            # statement declaring it; the site reads what the scope around the binding's binds (a Local "unbound")
            head = RECEIVER_HEAD.match(receiver).group(0) if receiver else name
            if head in unbound:
                around = scope
                while around != NO_PARENT:
                    bound = first_bound.get((around, head))
                    if bound is not None:
                        if start < bound[1]:
                            narrowed.add((head, "unbound", scope, f"{col}:{around}", row + 1))
                        break
                    around = definitions[around].parent
        if kind == "type" and not receiver and name in spec.predefined_type_names:
            continue   # `value: bigint`, which the pinned TypeScript grammar reads as a named type
        if kind == "type" and not receiver and not name.isidentifier() and not _DOLLAR_NAME.fullmatch(name):
            # a string annotation ("Union[Span, mod.Other]"): each dotted name in it is a type reference (not a
            # TypeScript name with a `$`, `$ZodType`, which is no Python identifier: that name itself)
            for m in _DOTTED.finditer(name):
                head, _, last = m.group(0).rpartition(".")
                references.append(Reference(last, "type", head, scope, row + 1, col + m.start()))
            continue
        arity = -1
        if kind == "decorator" and decorated_values:
            # `@lru_cache(maxsize=10)`, `@app.task()`: the number of arguments of the call (spec.call_types) whose
            # callee holds the name, the name or a member chain ending in it (`@cache`: -1, no call)
            holder = name_node.parent
            if holder is not None and holder.type not in call_types and holder.end_byte == name_node.end_byte:
                holder = holder.parent   # `@app.task()`: the chain `app.task`, then the call
            if holder is not None and holder.type in call_types and \
                    (callee := child(holder, call_types[holder.type].rpartition(".")[2])) is not None and \
                    callee.end_byte == name_node.end_byte:
                args = holder.child_by_field_name("arguments")
                arity = sum(1 for a in args.named_children if not a.type.endswith("comment")) \
                    if args is not None else 0
        if call_arguments and kind == "call":   # `el.attr("k")`: 1 (spec.call_arguments)
            holder = call_node if call_node is not None else name_node.parent
            climb = 0
            while holder is not None and holder.type not in call_types and climb < 2:
                # C# `policy.RaiseException<E>()`: the name in a generic name in a member access of the call
                holder, climb = holder.parent, climb + 1
            if climb and holder is not None and holder.type in call_types:
                # (only the call whose callee holds the name: not Java's `applyBi(el::attr)`, a method reference
                # passed to another call)
                callee = child(holder, call_types[holder.type].rpartition(".")[2])
                if callee is None or not (callee.start_byte <= name_node.start_byte and
                                          name_node.end_byte <= callee.end_byte):
                    holder = None
            args = _call_arguments(holder, call_types, arguments_field)
            arity = len(args) if args is not None else -1
            if arity > 0 and argument_types:   # `gen.writeRawValue(new SerializedString("1"))`: the arguments' types
                hints = _argument_hints(args, argument_types, argument_constants, text)
                if hints:
                    narrowed.add((name, "arguments", scope, f"{col}:{hints}", row + 1))
        references.append(new_tuple(Reference, (name, kind, receiver, scope, row + 1, col, arity)))

    if spec.type_comment and (comment_types or data.find(spec.type_comment.encode()) >= 0):
        # the names a PEP 484 type comment of a parameter or an assignment writes (`app,  # type: Celery`, `x = {}  #
        # type: Dict[str, Task]`) are type references of the scope the comment is in, as scip-python reports them
        # (not those of a function's signature comment, `# type: (Celery, Signature) -> Any`)
        prefix = spec.type_comment.encode()
        at = data.find(prefix)
        added = False
        while at >= 0:
            node = root.descendant_for_byte_range(at, at)
            if node is not None and node.type == "comment" and node.start_byte <= at:
                end = data.find(b"\n", at)
                said = data[at + len(prefix):end if end >= 0 else len(data)].decode("utf-8", "replace")
                if not said.strip().startswith("ignore") and _SIGNATURE_COMMENT.match(said.strip()) is None:
                    row, col = start_point(node)
                    col += at - node.start_byte + len(prefix)
                    # the scope of what the line starts with (`X = {}  # type: Dict[..]`: X's, as a line's owner)
                    first = data.rfind(b"\n", 0, node.start_byte) + 1
                    while first < node.start_byte and data[first] in b" \t":
                        first += 1
                    scope = scope_of(first)
                    for m in _DOTTED.finditer(said):
                        head, _, last = m.group(0).rpartition(".")
                        references.append(Reference(last, "type", head, scope, row + 1, col + m.start()))
                        added = True
            at = data.find(prefix, at + len(prefix))
        if added:
            references.sort(key=_REFERENCE_ORDER)
    if spec.block_bindings:
        keyed_locals.extend(_block_ends(keyed_locals, root, spec, end_point))
    if spec.ordered_value_texts:
        keyed_locals = _bound_in_order(keyed_locals, value_ends, declared_at, root, spec,
                                       [d.start_byte for d in definitions])
    # a line's narrowed locals first, sorted: one order whatever the hashing
    keyed_locals.extend((n[4], n[2], -1, n[1], n) for n in sorted(narrowed))
    keyed_locals.sort(key=_LOCAL_ORDER)
    locals_ = [new_tuple(Local, e[4]) for e in keyed_locals]

    def function_scope_of(pos: int) -> int:
        """Imports bind in the innermost function (or the module), never in a variable's initialiser; where the
        language says so (inline_module_imports), in the innermost inline module too."""
        i = scope_of(pos)
        while i != NO_PARENT and definitions[i].kind not in FUNCTION_KINDS and \
                not (module_rewrites and definitions[i].kind == "module"):
            i = definitions[i].parent
        return i

    def in_module(pos: int) -> bool:
        i = scope_of(pos)
        while i != NO_PARENT and definitions[i].kind != "module":
            i = definitions[i].parent
        return i != NO_PARENT

    def module_path(module: str, pos: int) -> str:
        """An import's path as its inline module reads it (`super` there is the file's own module)."""
        if module_rewrites and in_module(pos):
            for pattern, repl in module_rewrites:
                module = pattern.sub(repl, module)
        return module

    if spec.intrinsic_pragma and raw_refs:   # `/** @jsxImportSource ../jsx */` above the code: an import of its JSX
        pattern, runtime, bound = spec.intrinsic_pragma
        top = root.children[0] if root.child_count else None
        while top is not None and top.type == "comment":
            found = re.search(pattern, text(top))
            if found:
                imports.append((top.start_byte, f"{found.group(1).rstrip('/')}/{runtime}", bound, bound,
                                start_point(top)[0] + 1, False))
                break
            top = top.next_sibling
    module_rewrites = tuple((re.compile(pattern), repl) for pattern, repl in spec.inline_module_imports)
    # an import before the file's first definition is at module level (most are: the file's head)
    first_start = starts[0] if starts else len(data)
    import_records = [new_tuple(Import, (module_path(m, start) if module_rewrites else m, n, a, line, rx,
                                         function_scope_of(start) if start >= first_start else NO_PARENT))
                      for start, m, n, a, line, rx in sorted(imports)]
    exports.sort()
    lines = data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)
    # value_type calls itself through its closure cell: a reference cycle that would keep this file's bytes and
    # text (the closures' cells) alive until the next collection, and the map runs with the collector paused
    value_type = None  # noqa: F841
    package = constraint = ""
    if declared is not None:
        package = "".join(text(declared).split())
        if spec.build_constraint:   # Go's `//go:build` line: a comment (an extra) before the package clause
            top = declared
            while top.parent is not None and top.parent.parent is not None:
                top = top.parent    # the declaration's statement, a child of the root
            sibling = top.prev_sibling
            while sibling is not None:   # backwards: the first comment matching wins
                if sibling.is_extra:
                    found = text(sibling).strip()
                    if re.search(spec.build_constraint, found):
                        constraint = found
                sibling = sibling.prev_sibling
    # the digest of the file as read (`given`), not of the bytes the BOM blanking or the language's source_rewrite
    # gave the parser: the query engine and an incremental run compare it with the file on disk
    table = FileTable(path, spec.name, content_digest(given), len(data), lines,
                      parse_errors, definitions, import_records, exports, references, locals_, note,
                      definition_digests(data, definitions), package, constraint)
    if not spec.table_rewrite:
        return table
    return _source_rewrite(spec.table_rewrite)(table, given, repository) if repository else \
        _source_rewrite(spec.table_rewrite)(table, given)


# the kinds of definitions a block may hold as its own (spec.block_scoped_declarations, hoisted_declarations)
_BLOCK_DECLARED_KINDS = frozenset({"variable", "function", "class", "type", "interface", "enum"})


def _direct_names(entries, root, block_scoped, hoisted, spec: LanguageSpec, text) -> set[str]:
    """The names of the definitions whose statement is a child of the file's root (`var x`, `function f() {}`, an
    exported one), not of a block or a loop (spec.hoisted_declarations)."""
    out = set()
    for entry in entries:
        name_node, node = entry[3], entry[4]
        if name_node is None:
            continue
        statement = node.parent if node.parent is not None and (
            node.parent.type in block_scoped or node.parent.type in hoisted) else node
        if statement.parent is not None and statement.parent.type in spec.export_wrappers:
            statement = statement.parent
        if statement.parent is not None and statement.parent == root:
            out.add(text(name_node))
    return out


def call_open(text: str) -> int:
    """The position of the "(" that opens the call `text` ends with ("a.b(x, f(y))" -> 3); -1 unless the text
    ends with a call."""
    if not text.endswith(")"):
        return -1
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        ch = text[i]
        if ch == ")":
            depth += 1
        elif ch == "(":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _last_method_call(text: str) -> tuple[str, str]:
    """"xs.iter().filter(|x| x.ok())" -> ("xs.iter()", "filter"); ("", "") unless the text ends with a method call."""
    text = text.rstrip()
    i = call_open(text)
    if i < 0:
        return "", ""
    head, dot, name = text[:i].rpartition(".")
    name = name.strip()
    return (head.rstrip(), name) if dot and name.isidentifier() else ("", "")


def _bound_by_pattern(pattern, value, text, child, unwrapping=frozenset()):
    """The constructor of a branch's pattern (`V` of `V(x)`, `a::V(ref x)`) when the branch's value is the one
    name the pattern binds (`V(x) => x`), else None. A wrapper in a wrapper, both `unwrapping` (Rust
    `Ok(Some(x)) => x`), is the outer one (both read through)."""
    node = pattern
    for _ in range(3):   # down through the wrappers holding one pattern (Rust `match_pattern`)
        if node is None or child(node, "type") is not None:
            break
        node = node.named_children[0] if node.named_child_count == 1 else None
    constructor = child(node, "type") if node is not None else None
    if constructor is None:
        return None
    names = [c for c in node.named_children if c.start_byte != constructor.start_byte]
    if len(names) != 1:
        return None
    name = names[0]
    if text(constructor) in unwrapping and child(name, "type") is not None:   # `Ok(Some(x))`
        inner = _bound_by_pattern(name, value, text, child)
        return constructor if inner is not None and text(inner) in unwrapping else None
    while name.named_child_count == 1:   # `ref x`, `mut x`
        name = name.named_children[0]
    return constructor if text(name) == text(value) else None


def _renamed_owners(imports: list[tuple], raw_defs: dict, text) -> dict[str, str]:
    """{local alias: imported name} of the file's named imports under another name (`use a::Repo as RepoRef`),
    but for an imported name the file defines a type of itself (the members stay named by the alias)."""
    renamed = {alias: name for _, _, name, alias, _, _ in imports
               if alias and name and alias != name and name not in ("*", "default", "self")}
    if renamed:
        defined = {text(e[3]) for e in raw_defs.values()
                   if e[3] is not None and e[2] in OWNER_KINDS}
        renamed = {a: n for a, n in renamed.items() if n not in defined and a not in defined}
    return renamed


def _owner_in_block(owner_node, owner: str, definitions: list, starts: list[int], scope: int) -> int:
    """The scope of a reference made by a type this file does not define at top level (`impl Trait for T`
    with T in another module, or in an inline module): the type, when a member declared in the same block
    was attached to it; else that member, qualified "T.name" (the linker takes its owner); else `scope`."""
    block = owner_node.parent
    while block is not None and block.type.endswith(("_type", "identifier")):
        block = block.parent   # up from `Wrap<T>` to the impl block around it
    if block is None:
        return scope
    tail = f"{owner}."
    for i in range(bisect_right(starts, block.start_byte), len(starts)):
        if starts[i] >= block.end_byte:
            break
        d = definitions[i]
        if d.local or not d.qualname.endswith(tail + d.name):
            continue
        parent = definitions[d.parent] if d.parent != NO_PARENT else None
        if parent is not None and parent.kind in OWNER_KINDS and parent.name == owner:
            return d.parent
        if parent is None or parent.kind == "module":
            return i
    return scope


def _aliased(aliases: list[tuple[int, int, int, int]], alias_starts: list[int], pos: int, scope: int) -> int:
    """`scope`, or the first definition of a repeated assignment when `pos` is directly in the repeat's statement
    (not in something defined inside it): `aliases` are (start, end, the scope around it, the first), by start."""
    k = bisect_right(alias_starts, pos) - 1
    if k >= 0 and pos < aliases[k][1] and scope == aliases[k][2]:
        return aliases[k][3]
    return scope


def _element_callback(name_node, params, spec: LanguageSpec, text, child, short) -> str:
    """"elem:XS" for the first parameter of an anonymous function passed to a call that calls it with elements of
    its positional argument N (the language's element_callbacks: Python `sorted(xs, key=lambda x: ...)`,
    `map(lambda x: ..., xs)`); "" otherwise. `params`: the name's parent."""
    if not spec.element_callbacks:
        return ""
    functions, parameter_lists, argument_lists = spec.callback_nodes[:3]
    node = name_node
    if params is not None and params.type not in parameter_lists and params.type not in functions:
        node, params = params, params.parent   # TypeScript `(member) => ..`: the name in a required_parameter
    if params is not None and params.type in functions:   # `member => ..`: the arrow function's one parameter
        function = params
    elif params is None or params.type not in parameter_lists or _named_index(params, node) != 0:
        return ""
    else:
        function = params.parent
    if function is None or function.type not in functions:
        return ""
    holder = function.parent
    if holder is not None and holder.type not in argument_lists:   # `key=lambda x: ...`
        holder = holder.parent
    if holder is None or holder.type not in argument_lists or holder.parent is None:
        return ""
    field = spec.call_types.get(holder.parent.type, "")
    callee = holder.parent.child_by_field_name(field) if field and field.isidentifier() else None
    if callee is None:
        return ""
    callee_text = text(callee)
    place = spec.element_callbacks.get(callee_text)
    if place is not None:
        positional = [a for a in holder.named_children if a.type not in spec.keyword_arguments]
        if place >= len(positional) or positional[place] == function:
            return ""
        source = positional[place]
    elif "." + callee_text.rpartition(".")[2] in spec.element_callbacks and "." in callee_text:
        source = child(callee, "object")   # `trials.sort(key=lambda t: t.number)`: elements of the receiver
        if source is None:
            return ""
    else:
        return ""
    # `orderBy(Array.from(this.data.values()), (user) => ..)`: a value of the mapping the copy is of
    iterable = _collection_argument(source, spec, child, text)
    how, unpacked = _unpacked_call(iterable, spec, child, text)
    if how in ("values", "key"):
        return ("val:" if how == "values" else "key:") + unpacked.replace(spec.path_separator, ".")
    return "elem:" + short(iterable).replace(spec.path_separator, ".")


def _unpacked_call(node, spec: LanguageSpec, child, text) -> tuple[str | None, str]:
    """(how, the receiver's text) of a call of one of the language's unpacked_calls without arguments (`d.values()`,
    `m.keys()`, `m.entries()`: what iterating it gives of the receiver); (None, "") for any other node."""
    if node.type not in spec.call_types:
        return None, ""
    args, callee = child(node, "arguments"), child(node, spec.call_types[node.type])
    if args is None or args.named_child_count or callee is None or callee.type not in spec.reference_values:
        return None, ""
    receiver, _, method = text(callee).rpartition(".")
    return spec.unpacked_calls.get("." + method), receiver


MAX_MAPPING_ENTRIES = 64   # a mapping literal's entries read for the type of its values (the first ones)
MAX_RETURN_DEPTH = 12   # from a `return` up to its function: the blocks, ifs and loops in between
MAX_NESTED_LITERALS = 3   # `{a: {b: {c(x) {..}}}}`: the object literals around a function read for its property path


def _outer_keys(key_node, text) -> str:
    """".a.b" for a name destructured in a nested pattern (`const { a: { b: { c } } } = v`: c is a property of v.a.b):
    the keys of the patterns around the one holding the name, outermost first; "" in a flat pattern."""
    keys = []
    node = key_node.parent   # the pair (`c: d`) or the pattern holding a shorthand name
    if node is not None and node.child_by_field_name("key") is not None:
        node = node.parent
    for _ in range(8):
        pair = node.parent if node is not None else None
        value = pair.child_by_field_name("value") if pair is not None else None
        key = pair.child_by_field_name("key") if pair is not None else None
        if value is None or key is None or value.start_byte != node.start_byte:
            break
        keys.append(text(key))
        node = pair.parent
    return "".join("." + k for k in reversed(keys))


def _string_name(literal: str) -> str:
    """A string literal as a name (LanguageSpec.string_names): its content in single quotes, however it is quoted."""
    if len(literal) >= 2 and literal[0] in "'\"" and literal[-1] == literal[0]:
        literal = literal[1:-1]
    return f"'{literal}'"


def _elided(text: str, limit: int) -> str:
    """A receiver longer than the limit with the contents of its top-level brackets left out
    (`ContextSpecificBullets(inline=[..800 characters..]).get_by_context` -> `ContextSpecificBullets().get_by_context`:
    its segments still read), cut at the limit if it is still longer; string literals are skipped whole."""
    out, depth, i, n = [], 0, 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            if j < n and text[j] == ch:
                if depth == 0:
                    out.append(text[i:j + 1])
                i = j + 1
                continue
        if ch in "([{":
            if depth == 0:
                out.append(ch)
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                out.append(ch)
        elif depth == 0:
            out.append(ch)
        i += 1
    return "".join(out)[:limit]


def _declared_parameter(declared: str, param: int, prop: str, key: str) -> str:
    """"fnp:PARAM:TYPE" of a function written where a value of the declared type `declared` is expected; for a
    function of an object literal's property `prop` (`const ctx: Ctx = {push(code, node) {..}}`), of the type's
    member: TYPE `Ctx["push"]`; prop "[]" (a value of a mapping literal): "fnv:PARAM:TYPE", the mapping type's
    values' parameter."""
    declared = declared.lstrip(":").strip()
    if prop == "[]":   # a value of a mapping literal: "fnv:PARAM:MAPPING TYPE"
        found = f"fnv:{param}:{declared}"
        return f"prop:{key}:{found}" if key else found
    if prop:   # `Ctx["push"]`; a nested literal's ".kind.resolve": `Map["kind"]["resolve"]`
        declared += "".join(f'["{part}"]' for part in prop[1:].split("."))
    found = f"fnp:{param}:{declared}"
    return f"prop:{key}:{found}" if key else found


def _group_end(t: str) -> int:
    """The index of the `)` closing the group `t` opens with, -1 if `t` does not open with one or it stays open."""
    return closing(t, 0, "(", ")") if t.startswith("(") else -1


def _uncommented(nodes, data: bytes) -> str:
    """The source text of consecutive nodes without the comments inside them (`Jsoup.newSession() // why\n
    .proxy(..)`: a receiver read as code), "" when they hold none."""
    a, b = nodes[0].start_byte, nodes[-1].end_byte
    spans, stack = [], list(nodes)
    while stack:
        node = stack.pop()
        if node.type.endswith("comment"):
            spans.append((node.start_byte, node.end_byte))
        elif node.child_count:
            stack.extend(node.children)
    if not spans:
        return ""
    out, at = [], a
    for start, end in sorted(spans):
        out.append(data[at:start])
        at = end
    out.append(data[at:b])
    return b"".join(out).decode("utf-8", "replace")


def _callback_context(name_node, holder, spec: LanguageSpec, text) -> str:
    """The type an unannotated parameter of an anonymous function takes from where the function is written:
    "cb:CALLEE#ARG[.PROP]#PARAM[#ARGS]" when it is passed as argument ARG of a call (or as property PROP of an
    object literal passed so: `{perform: (a) => ..}`, `{perform(a) {..}}`; ARGS: what the other arguments'
    functions return, where a name: `OneToMany(() => Photo, (photo) => ..)` gives "=>Photo,"), "fnp:PARAM:TYPE"
    when it is the value of a variable or field declared with a (function) type (`const f: Handler = (a) => ..`) or
    returned by a function declaring its result (`function make(): Handler { return (a) => .. }`), "asg:PARAM:TARGET"
    when it is assigned to a name or member (`ctx.activate = (vnode) => ..`: what TARGET is declared as);
    PARAM is its place
    among the function's parameters. A name destructured from such a parameter (`({scene}) => ..`) is that
    value's property: "prop:KEY:" + the parameter's. "" otherwise. `holder`: the name's parent."""
    functions, parameter_lists, argument_lists, pairs, methods, declarators, object_patterns = spec.callback_nodes
    node = name_node
    key = ""
    # holder's parent, asked for once (Node.parent is a search down from the root: asking again for the same ones was
    # most of this function's cost, ~1 % of saleor's map CPU)
    outer = holder.parent if holder is not None else None
    if holder is not None and holder.type in object_patterns:   # `({scene}) => ..`
        key, node, holder = text(name_node), holder, outer
        outer = holder.parent if holder is not None else None
    elif outer is not None and outer.type in object_patterns:
        k, v = holder.child_by_field_name("key"), holder.child_by_field_name("value")   # `({scene: s}) => ..`
        if k is None or v is None or v.start_byte != name_node.start_byte:
            return ""
        key, node, holder = text(k), outer, outer.parent
        outer = holder.parent if holder is not None else None
    inner = []   # `({ request: { http } }) => ..`: the keys of the patterns inside the parameter's, innermost first
    while key and len(inner) < 4 and holder is not None and outer is not None and outer.type in object_patterns and \
            (k := holder.child_by_field_name("key")) is not None and \
            (v := holder.child_by_field_name("value")) is not None and v.start_byte == node.start_byte:
        inner.append(key)
        key, node, holder = text(k), outer, outer.parent
        outer = holder.parent if holder is not None else None
    if key and (holder is None or outer is None or outer.type not in parameter_lists):
        return ""   # a default value, a pattern nested deeper
    for step in range(3):   # up to the parameter's own node in the list (TS `required_parameter`), or the function
        if holder is None:
            break
        holder_type = holder.type
        if holder_type in parameter_lists or holder_type in functions:
            break
        node, holder = holder, outer if step == 0 else holder.parent
    if holder is None:
        return ""
    if holder.type in parameter_lists:
        param = _named_index(holder, node)
        if _this_parameter(holder, spec, text) is not None:
            param -= 1   # `function (this: Ctx, a)`: a is the first value parameter, as the function type counts
        holder = holder.parent
    else:
        param = 0   # `x => ...`
    if holder is None or (holder.type not in functions and holder.type not in methods):
        return ""
    found = _function_context(holder, param, key, spec, text)
    for k in reversed(inner):
        found = f"prop:{k}:{found}" if found else ""
    return found


def _function_context(function, param: int, key: str, spec: LanguageSpec, text) -> str:
    """_callback_context's text for parameter `param` of the anonymous function (or method) node `function`
    (-1: its `this`, where the function type it is written for declares one: "fnp:-1:TYPE")."""
    functions, parameter_lists, argument_lists, pairs, methods, declarators, object_patterns = spec.callback_nodes
    value, holder = function, function.parent
    prop = ""
    if value.type in methods:   # `{perform(a, b) {..}}`: the function of the object literal's property perform
        name = value.child_by_field_name("name")
        if name is None or holder is None:
            return ""
        prop = "." + text(name)
        value, holder = holder, holder.parent
    elif holder is not None and holder.type in pairs:
        k = holder.child_by_field_name("key")
        if k is None or (literal := holder.parent) is None:
            return ""
        # a value of a mapping literal (Python `{"hover": lambda w: ..}`): of the declared mapping's values
        prop = "[]" if literal.type in spec.mapping_literals else "." + text(k)
        value, holder = literal, literal.parent
    for _ in range(MAX_NESTED_LITERALS):
        # `{Field: {leave(node) {..}}}`, `{kind: {resolve(type) {..}}}`: an object literal that is a property's value
        # in an object literal in turn, its property path read from the outer one (".Field.leave")
        if not prop or prop == "[]" or holder is None or holder.type not in pairs:
            break
        k, v, literal = holder.child_by_field_name("key"), holder.child_by_field_name("value"), holder.parent
        if k is None or v is None or v.start_byte != value.start_byte or literal is None or \
                literal.type not in spec.object_literals or \
                not _KEY_NAME.fullmatch(key_text := text(k).strip("\"'")):
            break
        prop = "." + key_text + prop
        value, holder = literal, literal.parent
    while holder is not None and (branches := spec.conditional_values.get(holder.type)) is not None and \
            any(i < holder.named_child_count and holder.named_children[i].start_byte == value.start_byte
                for i in branches):   # `const f: Handler = c ? (a) => .. : (a) => ..`: a branch's function
        value, holder = holder, holder.parent
    elements = 0   # `[{component: (k) => ..}]`: the object (or function) an element of an array literal, so often
    if prop and spec.array_literals:
        while holder is not None and holder.type in spec.array_literals:
            elements += 1
            value, holder = holder, holder.parent
        while elements and holder is not None and holder.type in argument_lists and \
                _passed_through(holder, value, spec, text):
            # `(): Column<K>[] => compact([..])`: a collection call's result is typed as the array it is given
            value = holder.parent
            holder = value.parent
    if holder is not None and holder.type in declarators:   # `const f: Handler = (a) => ..`
        declared = holder.child_by_field_name("type")
        initial = holder.child_by_field_name("value") or holder.child_by_field_name("right")   # Python `x: T = v`
        if declared is None or initial is None or initial.start_byte != value.start_byte:
            return ""
        return _declared_parameter(_element_type(text(declared), elements, spec), param, prop, key)
    if holder is not None and holder.type in spec.cast_values and holder.named_child_count == 2 and \
            holder.named_children[0].start_byte == value.start_byte:
        # `{ $set: i => .. } as PublicPropertiesMap`: what the literal (or function) is asserted as
        return _declared_parameter(_element_type(text(holder.named_children[1]), elements, spec), param, prop, key)
    if elements and holder is not None and holder.type in functions and \
            (body := holder.child_by_field_name("body")) is not None and body.start_byte == value.start_byte:
        # `(): Column<K>[] => [{..}]`, `useMemo<Column<K>[]>(() => [{..}], [])`: the function's result as declared,
        # or as the memo call's type argument says (the checker types the returned literal by it)
        declared = holder.child_by_field_name("return_type")
        declared = text(declared) if declared is not None else _memo_type_argument(holder, spec, text)
        return _declared_parameter(_element_type(declared, elements, spec), param, prop, key) if declared else ""
    if elements and holder is not None and holder.type in argument_lists:
        # `compact<Column<K>>([{..}, c ? {..} : undefined])`: an array literal passed to a call given one type
        # argument, not itself an array type, holds elements of it (lodash's `compact<T>(array: T[])`, `uniq<T>`)
        declared = _array_type_argument(holder, value, spec, text)
        return _declared_parameter(_element_type(declared + "[]", elements, spec), param, prop, key) if declared else ""
    if elements:
        return ""
    if not prop and holder is not None and holder.type in spec.chained_assignments:
        # `sharedContext.activate = (vnode, container) => ..`: the parameter of what the target is declared as
        target, assigned = holder.child_by_field_name("left"), holder.child_by_field_name("right")
        if target is None or assigned is None or assigned.start_byte != value.start_byte or \
                target.type not in spec.reference_values or target.end_byte - target.start_byte > 100:
            return ""
        found = f"asg:{param}:{text(target)}"
        return f"prop:{key}:{found}" if key else found
    if holder is not None and holder.type in spec.return_statements:
        # `function make(): NodeTransform { return (node, context) => .. }`: the declared result's parameter (of
        # its member, for a function of a returned object literal)
        declared = None
        around = holder.parent
        for _ in range(MAX_RETURN_DEPTH):
            if around is None:
                break
            if around.child_by_field_name("parameters") is not None and around.child_by_field_name("body"):
                declared = around.child_by_field_name("return_type")
                if declared is None and (declaration := around.parent) is not None and \
                        declaration.type in declarators and (typed := declaration.child_by_field_name("type")) and \
                        (initial := declaration.child_by_field_name("value")) is not None and \
                        initial.start_byte == around.start_byte:
                    # `const error: () => errors.$ZodErrorMap = () => { return (issue) => .. }` (zod's locales): the
                    # result of the function type the function is declared with
                    result = _function_type_result(text(typed).lstrip(":").strip())
                    return _declared_parameter(result, param, prop, key) if result else ""
                break
            around = around.parent
        return _declared_parameter(text(declared), param, prop, key) if declared is not None else ""
    if not prop and holder is not None and holder.type in functions and \
            (body := holder.child_by_field_name("body")) is not None and body.start_byte == value.start_byte:
        # `(o: Opts): MiddlewareHandler => async function (c, next) {..}`: the body of an arrow function declaring
        # its result, as a returned function
        declared = holder.child_by_field_name("return_type")
        return _declared_parameter(text(declared), param, prop, key) if declared is not None else ""
    keyword = ""
    if not prop and holder is not None and holder.type in spec.keyword_arguments and \
            (named := holder.child_by_field_name("name")) is not None and \
            (given_value := holder.child_by_field_name("value")) is not None and \
            given_value.start_byte == value.start_byte:
        # Python `self._test(snapshots, test_function=lambda x: x.data_type == "date")`: the callee's parameter of
        # that name ("=test_function" for ARG)
        keyword = "=" + text(named)
        value, holder = holder, holder.parent
    if holder is None or holder.type not in argument_lists or holder.parent is None:
        return ""
    # a call, or a construction (`new GraphQLScalarType({parseLiteral(node) {..}})`: the class constructor's)
    field = spec.call_types.get(holder.parent.type, "") or spec.new_types.get(holder.parent.type, "")
    if "." in field:   # receiver and name in two fields (Java `tags.onNewTag(tag -> ..)`): the callee is both
        obj_field, _, name_field = field.partition(".")
        obj, name = holder.parent.child_by_field_name(obj_field), holder.parent.child_by_field_name(name_field)
        if name is None or (obj is not None and obj.end_byte - obj.start_byte > 100):
            return ""
        receiver = text(obj) if obj is not None else ""
        if "//" in receiver or "/*" in receiver:   # `Jsoup.newSession() // why\n .auth(a -> ..)`: the code only
            receiver = _C_COMMENTS.sub(lambda m: m.group(1) or "", receiver)
        callee_text = (receiver + "." if obj is not None else "") + text(name)
    else:
        callee = holder.parent.child_by_field_name(field) if field and field.isidentifier() else None
        if callee is not None and callee.type in spec.wrapped_callees and callee.named_child_count == 1:
            callee = callee.named_children[0]   # `await a.f<T>(.., (x) => ..)`: parsed `(await a.f)<T>(..)`
        if callee is None or (callee.type not in spec.reference_values and
                              (not spec.super_names or text(callee) not in spec.super_names)):
            return ""   # a name or a member access, or `super(..)` (TypeScript: the base class's constructor)
        callee_text = text(callee)
    arg = _named_index(holder, value)
    if arg < 0:
        return ""
    # the other arguments that can give a type argument of the callee: a name or member access, or a function
    # returning one (`OneToMany(() => Photo, (photo) => photo.user)`): "#ARG0,=>Photo,.." (the rest empty)
    given = []
    for i, a in enumerate(holder.named_children):
        body = a.child_by_field_name("body") if a.type in functions else None
        if i != arg and body is None and a.type in spec.reference_values and a.end_byte - a.start_byte <= 100:
            given.append(text(a))   # `everyActiveModel(context, User, (user) => ..)`: the class User
            continue
        if i != arg and a.type in spec.call_types and a.end_byte - a.start_byte <= 100 and \
                (callee := a.child_by_field_name(spec.call_types[a.type])) is not None and \
                callee.type in spec.reference_values:
            given.append(text(a))   # `keyValMap(this.getValues(), (value) => ..)`: what the call gives
            continue
        given.append(f"=>{text(body)}" if i != arg and body is not None and body.type in spec.reference_values
                     and body.end_byte - body.start_byte <= 100 else "")
    args = ",".join(given) if any(given) and not any(("#" in g or "," in g) for g in given) else ""
    typed = holder.parent.child_by_field_name("type_arguments")   # `f<Row>(q, (rows) => ..)`: the arguments given
    if typed is not None and typed.end_byte - typed.start_byte <= 100 and "#" not in (written := text(typed)):
        callee_text += " ".join(written.split())
    elif (declaration := holder.parent.parent) is not None and declaration.type in declarators and \
            (declared := declaration.child_by_field_name("type")) is not None and \
            declared.end_byte - declared.start_byte <= 100 and "#" not in (written := text(declared)) and \
            "<" in written:
        # `const ZodNullable: $constructor<ZodNullable> = $constructor("ZodNullable", (inst, def) => ..)`: the type
        # the call's result is declared with, from which the checker infers the callee's type arguments (a generic
        # written with `<..>`, the one form the link infers from)
        callee_text += "~" + " ".join(written.lstrip(":").split())
    found = f"cb:{callee_text}#{keyword or arg}{prop}#{param}" + (f"#{args}" if args else "")
    return f"prop:{key}:{found}" if key else found


def _element_type(declared: str, elements: int, spec: LanguageSpec) -> str:
    """The type of an element `elements` arrays deep of the declared type text (`Column<K>[]`, `Array<Column<K>>`
    (spec.iterable_types), `: Column<K>[]`): "Column<K>"; "" where the text is no array type so written;
    `declared` itself for 0."""
    declared = declared.lstrip(":").strip()
    for _ in range(elements):
        at = declared.find("<")
        if declared.endswith("[]"):
            declared = declared[:-2].strip()
        elif at > 0 and declared[:at].strip() in spec.iterable_types and \
                _closing_angle(declared, at) == len(declared) - 1:
            declared = declared[at + 1:-1].strip()
        else:
            return ""
    return "" if declared.endswith(")") else declared   # `(A | B)[]`: a union, left alone


def _closing_angle(text: str, at: int) -> int:
    """The index of the `>` closing the `<` at text[at], or -1."""
    depth = 0
    for i in range(at, len(text)):
        if text[i] == "<":
            depth += 1
        elif text[i] == ">":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _tuple_call_argument(value, width: int, spec: LanguageSpec, child, text):
    """`await Promise.all([a(), b()])` (spec.tuple_calls; awaited, parenthesised) destructured into `width`
    names: the array literal passed, whose items are what the names hold at their places (the call resolves to
    a tuple of their results); else the value as it is."""
    node = value
    while node.type in spec.transparent_values and node.named_child_count == 1:
        node = node.named_children[0]
    if node.type not in spec.call_types:
        return value
    callee, args = child(node, spec.call_types[node.type]), child(node, "arguments")
    if callee is None or args is None or args.named_child_count != 1 or text(callee) not in spec.tuple_calls:
        return value
    items = args.named_children[0]
    return items if items.type in spec.tuple_values and items.named_child_count == width else value


def _passed_through(args, array, spec: LanguageSpec, text) -> bool:
    """Whether the argument list `args` is that of a call of one of spec.collection_calls given no type argument
    (lodash's `compact([..])`) whose first argument is `array`: its result holds the array's elements."""
    call = args.parent
    if call is None or call.type not in spec.call_types or not args.named_child_count or \
            args.named_children[0].start_byte != array.start_byte or call.child_by_field_name("type_arguments"):
        return False
    callee = call.child_by_field_name(spec.call_types[call.type])
    return callee is not None and text(callee) in spec.collection_calls


def _array_type_argument(args, array, spec: LanguageSpec, text) -> str:
    """The one type argument written on the call whose argument list `args` holds the array literal `array` as its
    first argument, where that type is no array type itself (`useState<Item[]>([..])` types the array as a whole);
    else ""."""
    call = args.parent
    if call is None or call.type not in spec.call_types or not args.named_child_count or \
            args.named_children[0].start_byte != array.start_byte:
        return ""
    type_args = call.child_by_field_name("type_arguments")
    if type_args is None or type_args.named_child_count != 1:
        return ""
    declared = text(type_args.named_children[0])
    return "" if declared.endswith("]") or declared.partition("<")[0].strip() in spec.iterable_types else declared


def _memo_type_argument(function, spec: LanguageSpec, text) -> str:
    """The type argument written on the memo call a function is passed to as its computed value (React's
    `useMemo<Column<K>[]>(() => [..], [])`: spec.memo_calls), else ""."""
    args = function.parent
    call = args.parent if args is not None else None
    if call is None or call.type not in spec.call_types:
        return ""
    callee = call.child_by_field_name(spec.call_types[call.type])
    place = spec.memo_calls.get(text(callee)) if callee is not None else None
    type_args = call.child_by_field_name("type_arguments")
    if place is None or type_args is None or type_args.named_child_count != 1 or \
            _named_index(args, function) != place:
        return ""
    return text(type_args.named_children[0])


def _sibling_typed(holder, spec: LanguageSpec, text, type_of) -> str:
    """The declared type of the first parameter of another function argument of the call, for a parameter of a
    function passed where spec.sibling_typed_calls says so (`memo(({a}: Props) => .., (prev, next) => ..)`:
    Props); "" otherwise. `holder`: the parameter name's parent."""
    functions, parameter_lists, argument_lists = spec.callback_nodes[:3]
    for _ in range(2):   # up to the parameter list (TS `required_parameter` in between)
        if holder is None or holder.type in parameter_lists:
            break
        holder = holder.parent
    function = holder.parent if holder is not None else None
    args = function.parent if function is not None and function.type in functions else None
    if args is None or args.type not in argument_lists or args.parent is None:
        return ""
    field = spec.call_types.get(args.parent.type, "")
    callee = args.parent.child_by_field_name(field) if field and field.isidentifier() else None
    places = spec.sibling_typed_calls.get(text(callee)) if callee is not None else None
    if places is None or _named_index(args, function) != places[0] or places[1] >= args.named_child_count:
        return ""
    source = args.named_children[places[1]]
    params = source.child_by_field_name("parameters") if source.type in functions else None
    first = params.named_children[0] if params is not None and params.named_child_count else None
    declared = first.child_by_field_name("type") if first is not None else None
    return type_of(declared) if declared is not None else ""


def _object_this(obj, spec: LanguageSpec, text, type_of) -> str:
    """What an object literal is where it is written, for `this` in its methods: "arg:CALLEE#ARG" as argument
    ARG of a call (the callee's parameter type), the declared type of the variable it initialises, or the type
    it is asserted as; "" otherwise."""
    _, _, argument_lists, _, _, declarators, _ = spec.callback_nodes
    holder = obj.parent
    if holder is None:
        return ""
    if holder.type in argument_lists and holder.parent is not None:
        field = spec.call_types.get(holder.parent.type, "")
        callee = holder.parent.child_by_field_name(field) if field and field.isidentifier() else None
        arg = _named_index(holder, obj)
        if callee is None or callee.type not in spec.reference_values or arg < 0:
            return ""
        return f"arg:{text(callee)}#{arg}"
    if holder.type in declarators:
        declared = holder.child_by_field_name("type")
        return type_of(declared).lstrip(":").strip() if declared is not None else ""
    if holder.type in spec.cast_values and holder.named_child_count > 1 and holder.named_children[0] == obj:
        return type_of(holder.named_children[-1])
    return ""


_LINE_BREAKS = re.compile(r"\s*\n\s*")
# a comment of the C family, or a string or character literal (group 1, kept: `"http://.."` holds no comment)
_C_COMMENTS = re.compile(r"(\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*')|//[^\n]*|/\*[\s\S]*?\*/")
_OBJECT_VALUE = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$")


def _line_span(region: tuple, bol: int, eol: int) -> str:
    """Where a narrowing's region (start byte, end byte, ..) lies on the line from byte bol to eol, as a narrowed
    local's suffix "\x1eFIRST:PAST" (byte columns), "" where it holds the whole line: a site of that line outside
    it is not narrowed by it (`r.isError || r.isLoading`: the right operand only)."""
    if region[0] <= bol and region[1] >= eol:
        return ""
    return f"\x1e{max(region[0] - bol, 0)}:{min(region[1], eol) - bol}"


def _later_assigned(name_node, root, data: bytes, start: int, end: int, spec: LanguageSpec, value_type) -> str:
    """The type text of a local declared bare (`let auth;`: spec.later_assigned) from the values assigned to it in
    data[start:end] (its function after the declaration): the one type, "any:" + the types joined by \x1f where
    they differ, "" where none gives one. The assignments are found in the text first (the name followed by
    `=`), then asked for their nodes: such locals are few, and a query pattern for every assignment would cost
    every file."""
    _, assignment, untyped = spec.later_assigned
    name = data[name_node.start_byte:name_node.end_byte]
    if not name:   # a MISSING name the parser made up (`let ;`): every position would match the empty search
        return ""
    types = []
    at = data.find(name, start, end)   # (a search for the bytes: a regular expression with a look-behind first
    while at >= 0:                      # tried every position of the function, ~1 ms a local on excalidraw)
        past = at + len(name)
        i = past
        while i < end and data[i] in b" \t":
            i += 1
        if (at and data[at - 1] in _NAME_PART_OR_DOT) or past >= end or data[past] in _NAME_PART_OR_DOT or \
                data[i:i + 1] != b"=" or data[i + 1:i + 2] in (b"=", b">"):
            at = data.find(name, past, end)
            continue
        node = root.descendant_for_byte_range(at, past)
        at = data.find(name, past, end)
        if node is None or node.start_byte != past - len(name) or node.end_byte != past:
            continue
        held = node.parent
        if held is None or held.type != assignment:
            continue
        left, right = held.child_by_field_name("left"), held.child_by_field_name("right")
        if left is None or left.start_byte != node.start_byte or right is None or right.type in untyped:
            continue
        found = value_type(right).replace(spec.path_separator, ".")
        if found and found not in types:
            types.append(found)
    return types[0] if len(types) == 1 else ("any:" + "\x1f".join(types) if types else "")


def _literal_shape(args, spec: LanguageSpec, text) -> str:
    """`f(a, {x: 1, y, m() {..}})` -> "1:x+y+m": the place of a call's first object literal argument (among its
    arguments) and its keys; "" where it has none, or one whose keys are not all known (a spread, a computed key):
    LanguageSpec.shaped_overloads."""
    if args is None or not args.named_child_count:
        return ""
    shorthands, pairs, plain_keys = spec.object_entries
    place = 0
    for a in args.named_children:
        if a.type.endswith("comment"):
            continue
        if a.type not in spec.object_literals:
            place += 1
            continue
        keys = []
        for item in a.named_children:
            kind = item.type
            if kind in shorthands:
                keys.append(text(item))
                continue
            if kind.endswith("comment"):
                continue
            k = item.child_by_field_name("key" if kind in pairs else "name")   # a pair's key, a method's name
            if k is None:
                return ""   # a spread: what it brings is not known here
            key = text(k) if k.type in plain_keys else ""   # (a quoted or computed key: not known here)
            if not _SHAPE_KEY.fullmatch(key):
                return ""
            keys.append(key)
        # (joined by "+": a comma would split the value where it stands as a type argument, `Array<shp:..>`)
        return f"{place}:{'+'.join(keys)}" if len(keys) <= MAX_SHAPE_KEYS else ""
    return ""


_SHAPE_KEY = re.compile(r"[A-Za-z_$][\w$]*")
MAX_SHAPE_KEYS = 64


def _object_members(node, spec: LanguageSpec, text) -> str:
    """An object literal's keys whose values are names or member reads (`{Item, Sub: x.Sub}`), as an "obj:" type
    text ("obj:Item=Item,Sub=x.Sub"; the linker types `o.Sub` as what `x.Sub` holds); "" when it has none."""
    shorthands, pairs, plain_keys = spec.object_entries
    spreads = spec.object_spreads
    items = node.named_children
    # `{...c, x: f()}`: with a spread, every plain key is kept (an empty value: the literal's own property, typed
    # by nothing here), so that a spread before it does not answer for it; spreads as the entries `...=value`
    spread = bool(spreads) and any(item.type in spreads for item in items)
    entries = []
    size = 4
    for item in items:
        if item.type in shorthands:
            key = value = text(item)
        elif item.type in pairs:
            k, v = item.child_by_field_name("key"), item.child_by_field_name("value")
            if k is None or v is None or k.type not in plain_keys:
                continue
            key = text(k)
            value = text(v) if v.type in spec.reference_values else ""
            if not value and (made := spec.new_types.get(v.type)) and spec.object_literals:
                # `{ store: new Store(x) }`: what calling the class gives (an instance), its arguments left out
                made = v.child_by_field_name(made)
                value = text(made) + "()" if made is not None and made.type in spec.reference_values and \
                    _OBJECT_VALUE.match(text(made)) else ""
                if value:
                    size += len(key) + len(value) + 2
                    if size > MAX_OBJECT_TEXT:
                        break
                    entries.append(f"{key}={value}")
                    continue
            if not _OBJECT_VALUE.match(value):
                if not spread:
                    continue
                value = ""
        elif spread and item.type in spreads:
            argument = item.named_children[0] if item.named_children else None
            if argument is None or argument.type not in spec.reference_values:
                continue
            key, value = "...", text(argument)
            if not _OBJECT_VALUE.match(value):
                continue
        else:
            continue
        size += len(key) + len(value) + 2
        if size > MAX_OBJECT_TEXT:
            break
        entries.append(f"{key}={value}")
    return "obj:" + ",".join(entries) if entries else ""


# the definitions a type comment types (LanguageSpec.type_comment_reader, doc_type_reader): a function's result,
# a variable's or a field's type
_COMMENT_TYPED = frozenset({"function", "method", "variable", "constant", "property"})
IMPORTED_NAMES = {"default": "default", "star": "*"}   # the name an import binds by its form (but "named")
RECEIVER_HEAD = re.compile(r"[^.(\[]*")   # a receiver's head name: `rpcinfo` of `rpcinfo.Get(ctx)` (also the link's)
_NAMED_ENTRY = re.compile(r"^([A-Za-z_]\w*)\s+(\S.*)$", re.S)


def _function_type_result(text: str) -> str:
    """The result of a function type in the linker's notation, `(a A) => R` -> R, else ""."""
    close = _group_end(text)
    if close < 0:
        return ""
    rest = text[close + 1:].lstrip()
    return rest[2:].strip() if rest.startswith("=>") else ""


def _result_types(text: str, type_words: frozenset[str]) -> list[str] | None:
    """The types of a parenthesised Go result list: `(x X, err error)` -> [X, error], `(a, b int)` -> [int, int],
    `(*Repo, error)` -> [*Repo, error]; None where it is not one (unbalanced, a trailing name without a type)."""
    if not text.endswith(")"):
        return None
    entries, depth, start = [], 0, 1
    for j, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0 and j != len(text) - 1:
                return None
        elif ch == "," and depth == 1:
            entries.append(text[start:j].strip())
            start = j + 1
    entries.append(text[start:-1].strip())
    if depth != 0 or not all(entries):
        return None
    split = []
    for e in entries:
        m = _NAMED_ENTRY.match(e)
        split.append((m.group(1), m.group(2).strip()) if m and m.group(1) not in type_words else (None, e))
    if not any(n is not None for n, _ in split):
        return entries                                 # unnamed: every entry is a type
    out, pending = [], 0
    for n, t in split:
        if n is None:                                  # a name sharing the next entry's type (`a, b int`)
            pending += 1
            continue
        out.extend([t] * (pending + 1))
        pending = 0
    return out if pending == 0 else None


def _in_pattern(node, statement) -> tuple:
    """(pattern, the node in it) of a name a pattern binds: its parent and itself, or, where the name is wrapped
    in a pattern of its own (Rust `let (mut a, b) = ..`: `mut a`) or is an attribute's (Python `cls.a, cls.b =
    ..`), the wrapper's parent and the wrapper."""
    parent = node.parent
    if parent is not None and (parent.named_child_count == 1 or _is_field(parent, "left", node) or
                               _is_field(parent, "attribute", node)) and \
            (grand := parent.parent) is not None and \
            not (grand.start_byte == statement.start_byte and grand.type == statement.type):
        return grand, parent
    return parent, node


def _is_field(parent, field: str, node) -> bool:
    """Whether `node` is `parent`'s child of that field (TypeScript `[a, b = 1]`: b the left of its default)."""
    found = parent.child_by_field_name(field)
    return found is not None and found.start_byte == node.start_byte and found.end_byte == node.end_byte


def _tuple_place(parent, node) -> int:
    """The place of `node` in the pattern `parent` (`a, b = ..`, `const [a, , c] = ..`): the separators before it,
    holes counted; -1 where it is not a child."""
    start = node.start_byte
    place = 0
    for c in parent.children:
        if c.start_byte == start:
            return place
        if c.type == ",":
            place += 1
    return -1


_REFERENCE_ORDER = operator.attrgetter("line", "col")
_UNKNOWN_ITEM = "?"   # a tuple's item of no known value, in the "tuple[..]" text of a returned or yielded tuple
_SIGNATURE_COMMENT = re.compile(r"\((.*)\)\s*->\s*(.+?)\s*$")


def _member_path(text: str, spec: LanguageSpec) -> str:
    """An expression's text in the linker's one notation: `a::b` and C++'s `edge->outputs_` (spec.member_separators)
    as `a.b`, `edge.outputs_` (as the references' receivers are written)."""
    text = text.replace(spec.path_separator, ".")
    for sep in spec.member_separators:
        text = text.replace(sep, ".")
    return text


def _this_parameter(parameters, spec: LanguageSpec, text):
    """The first of a parameter list when it declares `this` (TypeScript `function (this: Ctx, a)`: no value
    parameter), else None."""
    if not spec.literal_self_name or not parameters.named_child_count:
        return None
    first = parameters.named_child(0)
    pattern = first.child_by_field_name("pattern")
    return first if pattern is not None and text(pattern) == spec.literal_self_name else None


def _named_index(parent, node) -> int:
    """The place of `node` among `parent`'s named children."""
    start = node.start_byte
    return next((i for i, c in enumerate(parent.named_children) if c.start_byte == start), -1)


_NAME_START = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
_NAME_PART = _NAME_START | frozenset(b"0123456789")


def _has_keyword(data: bytes, word: bytes, start: int, end: int) -> bool:
    """Whether data[start:end] holds `word` where it can be a keyword: not inside a longer name (a name's characters
    before or after it would have been lexed with it: saleor's `from_global_id` holds no `global`)."""
    i = data.find(word, start, end)
    while i >= 0:
        after = i + len(word)
        if (i == 0 or data[i - 1] not in _NAME_START) and (after == len(data) or data[after] not in _NAME_PART):
            return True
        i = data.find(word, after, end)
    return False


_NAME_PART_OR_DOT = _NAME_PART | frozenset(b"$.")   # what a name's bytes can be next to, for it to be that name

_NO_NAMES = frozenset()


def _global_names(function, c: CompiledLanguage, data: bytes, text) -> set:
    """The names a function's `global` / `nonlocal` statements list (the language's global_statements), those of
    its nested functions too (rare, and then the name is seldom a local here)."""
    start, end = function.start_byte, function.end_byte
    if not any(_has_keyword(data, kw.encode(), start, end) for kw in c.spec.global_words):
        return set()
    # the statements found by a query (c.global_query) rather than a walk of the function in Python (the walk was
    # 5 % of saleor's map CPU)
    statements = QueryCursor(c.global_query).captures(function).get("statement", ())
    return {text(name) for statement in statements for name in statement.named_children}


def _copied_argument(node, spec: LanguageSpec, child):
    """The one argument of a copy (`Array.from(xs)`, `new Set(f())`: spec.copy_calls, copy_constructors) when it is a
    name, a member read or a call, whose elements the copy holds; else None."""
    args = child(node, "arguments")
    if args is None or args.named_child_count != 1:
        return None
    argument = args.named_children[0]
    return argument if argument.type in spec.reference_values or argument.type in spec.call_types else None


def _collection_argument(node, spec: LanguageSpec, child, text):
    """`sorted(xs)`, `reversed(list(xs))` (the language's collection_calls), `Array.from(xs)` (copy_calls), `[...xs]`
    (spread_arrays): the xs whose elements they hold; any other node as it is."""
    while True:
        if node.type in spec.spread_arrays and node.named_child_count == 1 and \
                (spread := node.named_children[0]).type in spec.object_spreads and spread.named_child_count:
            node = spread.named_children[0]
            continue
        if not (spec.collection_calls or spec.copy_calls) or node.type not in spec.call_types:
            break
        callee, args = child(node, spec.call_types[node.type]), child(node, "arguments")
        called = text(callee) if callee is not None else ""
        if args is None or not args.named_child_count or args.named_children[0].type in spec.keyword_arguments or \
                not (called in spec.collection_calls or (called in spec.copy_calls and args.named_child_count == 1)):
            break
        node = args.named_children[0]
    return node


_CLASS_LIKE = re.compile(r"(?:[A-Za-z_]\w*\.)*_*[A-Z]\w*[a-z]\w*")   # `models.WSMessageText`, not `re.I`, `Color.RED`


def _union_leaves(node, operator: str, none_types, text, wrappers: frozenset[str] = frozenset()) -> str:
    """`A | B | None` (spec.type_union_operator) whose operands are all class-like names (capitalised, not
    CONSTANTS) or none: "A | B | None"; else "" (`flags = re.I | re.M`, `a | b` of sets stay operator calls).
    `wrappers`: the types whose first argument an operand is (`Annotated[A, Tag('a')]`: A)."""
    leaves = []
    stack = [node]
    while stack:
        n = stack.pop()
        if n.type == node.type:
            op = n.child_by_field_name("operator")
            left, right = n.child_by_field_name("left"), n.child_by_field_name("right")
            if op is None or text(op) != operator or left is None or right is None:
                return ""
            stack.append(right)
            stack.append(left)
            continue
        if wrappers and n.named_child_count > 1 and text(n.named_children[0]) in wrappers:
            n = n.named_children[1]
        leaf = text(n)
        if leaf not in none_types and not _CLASS_LIKE.fullmatch(leaf):
            return ""
        leaves.append(leaf)
    return " | ".join(leaves)


def _narrowed_value(regions: list[tuple], heads: set, type_text: str, at: int) -> str:
    """A local's value type text read where an expression it starts with is narrowed (the innermost region around
    position `at` whose expression heads the value; `heads`: the names the regions' expressions start with):
    "nar:EXPR\x1eTYPE\x1e" + the text; else the text as it is."""
    form, sep, value = type_text.partition(":")
    read = type_text
    if form == "gen":   # `y = x.m(z)` where x is narrowed: the callee's value read there (the argument dropped)
        form, value = "call", value.partition(":")[2]
        read = "call:" + value
    if not sep or form not in ("expr", "call", "elem", "val"):
        return type_text
    if value.partition(".")[0].partition("(")[0].partition("[")[0] not in heads:
        return type_text   # no region checks the value's head (most locals)
    found = None
    for region in regions:   # (start, end, expression, type), in the order found
        if region[0] <= at < region[1] and region[3][:1] != "?":   # (not a call that may be a type guard)
            checked = region[2]
            if value.startswith(checked) and (len(value) == len(checked) or value[len(checked)] == ".") and \
                    (found is None or region[0] >= found[0]):
                found = region
    return f"nar:{found[2]}\x1e{found[3]}\x1e{read}" if found is not None else type_text


def _narrowing(regions: list[tuple], receiver: str):
    """Of the narrowings around a site (by region start), the innermost whose expression is the receiver or
    its head (`x` for `x.a.b`), else None."""
    found = None
    for region in regions:
        checked = region[2]
        if receiver.startswith(checked) and (len(receiver) == len(checked) or receiver[len(checked)] == "."):
            found = region   # sorted by start: a later one lies inside the earlier ones that hold the site
    return found


def _block_ends(keyed_locals: list, root, spec: LanguageSpec, end_point) -> list[tuple]:
    """The Locals of kind "block" (spec.block_bindings) of a function's names declared more than once in it: for
    each such declaration in a block, (name, "block", scope, the block's last line, the declaration's line). Only
    these names: most are declared once, and finding a name's block asks Node.parent, a search from the root."""
    seen: dict[tuple, list] = {}
    for line, scope, at, kind, fields in keyed_locals:
        if kind == "variable" and scope != NO_PARENT and at >= 0:
            seen.setdefault((scope, fields[0]), []).append((line, at))
    blocks, hoisted = spec.block_bindings, spec.hoisted_declarations
    out = []
    for (scope, name), bound in seen.items():
        if len(bound) < 2:
            continue
        for line, at in bound:
            node = root.descendant_for_byte_range(at, at + len(name))
            for _ in range(8):   # `const {a: [b]} = ..`: a few levels up to the block
                node = node.parent if node is not None else None
                if node is None or node.type in hoisted:   # `var x`: the function's, however deep
                    break
                if node.type in blocks:
                    out.append((line, scope, at, "block", (name, "block", scope, str(end_point(node)[0] + 1), line)))
                    break
    return out


# a name in a value text (not a member `.x`, a keyword argument `x=` or `@x:`, or in a string), and the words a
# text's parts start with (`elem:`, `item:0:elem:`)
_TEXT_NAME = re.compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|"""
                        r"""(?<![\w.@])([A-Za-z_]\w*)(?![\w\u02d0]|\s*=(?!=))""")
_TEXT_WORDS = frozenset({"any", "call", "new", "prop", "elem", "ret", "gen", "obj", "fnp", "expr", "item", "yield",
                         "val", "shp", "nar", "fnv", "cb", "asg", "arg", "rest", "lib", "key", "enter", "dsl",
                         "copy", "sent", "propx", "one", "lp", "decode", "await", "alts"})


def _class_head(given: str, spec: LanguageSpec) -> str:
    """A class argument given type arguments, where subscripting a class gives the class (spec.subscripted_classes:
    `UncachedAccessor(StringAccessor["DataArray"])`): the class's name; else the argument."""
    if spec.subscripted_classes and given.endswith("]") and (cut := given.find("[")) > 0:
        return given[:cut]
    return given


def _bound_in_order(keyed_locals: list, value_ends: dict[int, int], declared_at: set[int], root, spec: LanguageSpec,
                    starts: list[int]) -> list:
    """_bound_once until nothing changes (a few times at most): a local whose values differ only once rewritten is
    bound again with another value in turn (`s = q` .. `q = B(); s = q`: `t = s` then reads the second s)."""
    for _ in range(3):
        done = _bound_once(keyed_locals, value_ends, declared_at, root, spec, starts)
        if done is keyed_locals:
            break
        keyed_locals = done
    return keyed_locals


def _bound_once(keyed_locals: list, value_ends: dict[int, int], declared_at: set[int], root, spec: LanguageSpec,
                starts: list[int]) -> list:
    """keyed_locals (extract's entries) where a variable's or attribute's value text names a local that its function
    binds again with another value text: the name as bound before the value (spec.ordered_value_texts), written
    name + BOUND_AT + that binding's line where that is not the name's first binding (the one its scope means).
    A binding holds from the end of its value (`xs = [x for x in xs]` reads the xs before) where it surely ran:
    outside the bodies that may not run, else in its own body (`if c: xs = ..` else `xs = ..`: neither, after).
    A name some binding declares a type of (`xs: list[A] = ..`, an annotated parameter) is that type throughout,
    as pyright declares it; a name a comprehension binds too (`[i for i in ..]`) is left as it is."""
    value_of: dict[tuple, str] = {}   # (a pass over every file's locals: the names bound with two values first)
    again = set()
    for e in keyed_locals:
        if (e[3] == "variable" or e[3] == "parameter") and e[1] != NO_PARENT and (value := e[4][3]):
            seen = value_of.setdefault((e[1], e[4][0]), value)
            if seen != value:
                again.add((e[1], e[4][0]))
    if not again:
        return keyed_locals
    bound: dict[tuple, list] = {}
    for e in keyed_locals:
        if (e[3] == "variable" or e[3] == "parameter") and (key := (e[1], e[4][0])) in again:
            bound.setdefault(key, []).append(e)
    branches, bodies = spec.ordered_value_texts
    rebound: dict[int, dict[str, list]] = {}
    for (scope, name), entries in bound.items():
        if any(e[2] in declared_at for e in entries):
            continue
        entries.sort(key=_ENTRY_AT)
        regions = []
        for e in entries:
            node = root.descendant_for_byte_range(e[2], e[2] + len(name))
            if node is None or _in_clause(node, spec.scoped_clauses):
                break
            regions.append(_ran_in(node, branches, bodies, starts[scope]))
        else:
            rebound.setdefault(scope, {})[name] = (list(zip(entries, regions)), _meaning(entries))
    if not rebound:
        return keyed_locals
    out = []
    changed = False
    for e in keyed_locals:
        names = rebound.get(e[1])
        text = e[4][3]
        if names is not None and text and (e[3] == "variable" or e[3] == "attribute"):
            at = e[2]

            def named(m: re.Match, names=names, at=at) -> str:
                name = m.group(1)
                held = names.get(name) if name is not None else None
                if held is None or (name in _TEXT_WORDS and m.string[m.end():m.end() + 1] == ":"):
                    return m.group(0)
                bindings, first = held
                chosen = None
                for b, (start, end) in bindings:
                    if b[2] >= at:
                        break
                    if b[4][3] and value_ends.get(b[2], b[2]) <= at and start <= at < end:
                        chosen = b
                if chosen is None or chosen is first or chosen[4][3] == first[4][3]:
                    return m.group(0)
                return f"{name}{BOUND_AT}{chosen[0]}"

            new = _TEXT_NAME.sub(named, text)
            if new != text:
                f = e[4]
                e = (e[0], e[1], e[2], e[3], (f[0], f[1], f[2], new, f[4]))
                changed = True
        out.append(e)
    return out if changed else keyed_locals


def _ran_in(node, branches: frozenset[str], bodies: frozenset[str], scope_start: int) -> tuple[int, int]:
    """(start, end) of where a binding surely ran (_bound_in_order): the innermost body of a statement in `branches`
    holding its name `node` (a statement's other part, `for x in`'s x: the statement), else its function."""
    inner, n = node, node.parent
    while n is not None and n.start_byte > scope_start:
        if n.type in branches:
            held = inner if inner.type in bodies else n
            return held.start_byte, held.end_byte
        inner, n = n, n.parent
    return 0, 1 << 62


def _meaning(entries: list):
    """Of a name's bindings in a function, in order, the one the name means there (the linker's `scopes`): the first,
    or where that has no value text the first later one with one that does not read the name itself."""
    first = entries[0]
    if first[4][3]:
        return first
    for e in entries[1:]:
        text = e[4][3]
        if text and (e[3] == "parameter" or not _reads_itself(text, e[4][0])):
            return e
    return first


def _reads_itself(text: str, name: str) -> bool:
    """Whether a value text is headed by `name` (`x = x or X()`: "expr:x or X()"), as the linker's _types_untyped."""
    head, sep, rest = text.partition(":")
    if head == "gen":
        rest = rest.partition(":")[2]
    elif head not in ("call", "expr", "elem", "val", "new"):
        return False
    after = rest[len(name):len(name) + 1]
    return bool(sep) and rest.startswith(name) and not (after.isalnum() or after == "_")


def _in_block(node, block_scoped: dict[str, frozenset[str]]) -> bool:
    """Whether a bound name's declaration (`const {a, b: [c]} = ..`: a few levels up) is one of the block-scoped
    declarations written in a block that scopes it (LanguageSpec.block_scoped_declarations)."""
    for _ in range(6):
        node = node.parent
        if node is None:
            return False
        blocks = block_scoped.get(node.type)
        if blocks is not None:
            return (node := node.parent) is not None and node.type in blocks
    return False


def _in_clause(node, clauses: frozenset[str]) -> bool:
    """Whether a bound name stands in one of `clauses` (`for k, v in` of a comprehension: three levels up at most)."""
    if not clauses:
        return False
    for _ in range(3):
        node = node.parent
        if node is None:
            return False
        if node.type in clauses:
            return True
    return False


def _leading_start(node, start: int, spec: LanguageSpec) -> int:
    """Where a definition really starts: its `export` wrapper, its spec.leading_wrappers (C++ `template <..>`) and the
    decorators written before it (`@Get() m() {}` has its decorator as a sibling in the class body) belong to it."""
    parent = node.parent
    if parent is not None and parent.type in spec.export_wrappers:
        start = min(start, parent.start_byte)
        node = parent
    elif spec.leading_wrappers:   # (no language has both: Node.parent searches down from the root, asked once)
        wrappers = {t for t, _ in spec.leading_wrappers}
        while parent is not None and parent.type in wrappers:   # (nested: a member template out of line)
            start = min(start, parent.start_byte)
            node = parent
            parent = node.parent
    prev = node.prev_named_sibling
    while prev is not None and prev.type in spec.decorator_types:
        start = prev.start_byte
        prev = prev.prev_named_sibling
    return start


def _exported(node, spec: LanguageSpec) -> bool:
    parent = node.parent
    for _ in range(4):  # `export const {a: [b]} = ...` wraps a name in patterns, a declarator, a declaration
        if parent is None:
            return False
        if parent.type in spec.export_wrappers:
            return True
        parent = parent.parent
    return False


def _code_text(node, data: bytes, src: str | None) -> str:
    """A node's text without the comments inside it (the grammar's extra nodes)."""
    cuts, stack = [], [node]
    while stack:
        for c in stack.pop().children:
            if c.is_extra:
                cuts.append((c.start_byte, c.end_byte))
            elif c.child_count:
                stack.append(c)
    parts, at = [], node.start_byte
    for start, end in sorted(cuts):
        parts.append(_span(data, src, at, start))
        at = end
    parts.append(_span(data, src, at, node.end_byte))
    return "".join(parts)


def _span(data: bytes, src: str | None, start: int, end: int) -> str:
    """data[start:end] as text; `src` is the whole of data decoded when data is ASCII (else None)."""
    return src[start:end] if src is not None else data[start:end].decode("utf-8", "replace")


def _signature(data: bytes, src: str | None, node, name_node, child) -> str:
    """The declaration's head: from the start of the name's line up to the body (or the end of that line).
    `child(node, field)` is node.child_by_field_name(field). The line breaks are looked for only within the
    definition and the signature's limit: on a minified line (a 1.2 MB bundle's) searches to the line's ends for
    every definition were 8 % of the file's map CPU."""
    newline = data.rfind(b"\n", node.start_byte, name_node.start_byte)
    begin = newline + 1 if newline >= 0 else node.start_byte
    limit = begin + 4 * MAX_TEXT
    body = child(node, "body")
    if body is None:
        inner = child(node, "definition")  # Python decorated_definition
        body = child(inner, "body") if inner is not None else None
    if body is not None and body.start_byte > begin:
        stop = min(body.start_byte, limit)
    else:
        end = min(node.end_byte, limit)
        after = name_node.end_byte
        if data[after:after + 1] == b"<" and (params := child(node, "type_parameters")) is not None:
            after = params.end_byte   # `type ExtendedType<\n  K extends ..,\n  B,\n> = ..`: the whole parameter list
        stop = data.find(b"\n", after, end)
        if stop < 0:
            stop = end
    sig = " ".join(_span(data, src, begin, stop).split())
    return sig[: 2 * MAX_TEXT]


_DOC_MARKS = re.compile(r"^\s*(?:/\*\*?|\*/|\*|//+|#+|[rRbBuUfF]{0,2}(?:\"\"\"|\'\'\'|\"|\'))|"
                        r"(?:\*/|\"\"\"|\'\'\'|\"|\')\s*$", re.M)


def _doc(data: bytes, src: str | None, node, kept: str = "") -> str:
    """A docstring or leading comment as plain text: comment and quote marks dropped, whitespace collapsed; its
    first MAX_DOC characters. With `kept` (LanguageSpec.doc_tags: the tags the link reads), every match of it in the
    whole comment is kept whole at the end (an IDE helper's `@mixin` after dozens of `@property` lines, a facade's
    `@see` after a hundred `@method` lines)."""
    if not kept:
        raw = _span(data, src, node.start_byte, min(node.end_byte, node.start_byte + 4 * MAX_DOC))
        return " ".join(_DOC_MARKS.sub(" ", raw).split())[:MAX_DOC]
    plain = " ".join(_DOC_MARKS.sub(" ", _span(data, src, node.start_byte, node.end_byte)).split())
    if len(plain) <= MAX_DOC:
        return plain
    tags = re.compile(kept)
    tail = " ".join(m.group(0) for m in tags.finditer(plain))
    if not tail:
        return plain[:MAX_DOC]
    return " ".join(tags.sub(" ", plain).split())[:max(0, MAX_DOC - len(tail) - 1)] + " " + tail


def _type_global(definitions: list, name: str, type_text: str, params, text) -> None:
    """A module variable declared without a type (`t1 = None`) that a function assigns after `global t1` (`t1 =
    table("t1", ..)`) holds what the first such assignment gives, as pyright's declared type is every assignment's
    union; not a value naming the function's parameters (read where the module is)."""
    head = re.match(r"(?:call|expr):([\w$]+)", type_text)
    if head is None or (params is not None and re.search(rf"\b{re.escape(head.group(1))}\b", text(params))):
        return
    for i, d in enumerate(definitions):
        if d.parent == NO_PARENT and d.name == name and d.kind == "variable":
            if not d.type_text:
                definitions[i] = d._replace(type_text=type_text)
            return


def _exported_literal(literal, spec: LanguageSpec, text) -> bool:
    """Whether an object literal is the object its module exports (spec.exported_literal_statements, `export default
    {..}`; spec.exported_literal_targets, `module.exports = {..}`)."""
    holder = literal.parent
    if holder.type in spec.exported_literal_statements:
        return True
    left = holder.child_by_field_name("left") if spec.exported_literal_targets else None
    return left is not None and left.start_byte != literal.start_byte and text(left) in spec.exported_literal_targets


def _wrapped_literal(literal, spec: LanguageSpec, text) -> bool:
    """Whether a type literal in a class or interface header is part of its base: the extends clause's type
    itself, through intersections and the one argument of spec.element_wrappers (`extends Readonly<A & {..}>`;
    the node types: spec.base_literal_nodes)."""
    if not spec.base_literal_nodes:
        return False
    intersection, arguments, clause = spec.base_literal_nodes
    node = literal.parent
    while node is not None and node.type == intersection:
        node = node.parent
    while node is not None and node.type == arguments and node.named_child_count == 1 and \
            (generic := node.parent) is not None and (name := generic.child_by_field_name("name")) is not None and \
            text(name) in spec.element_wrappers:
        node = generic.parent
        while node is not None and node.type == intersection:
            node = node.parent
    return node is not None and node.type == clause


def _drop(definitions: list[Definition], twins: dict[int, int]):
    """The definitions but the repeats (`twins`: a repeat -> its first), their starts and ends, and old index ->
    new (a repeat's maps to its first's: what was defined inside a repeat belongs to the first)."""
    remap: dict[int, int] = {}
    out: list[Definition] = []
    for i, d in enumerate(definitions):
        if i not in twins:
            remap[i] = len(out)
            out.append(d)
    for i, j in twins.items():
        remap[i] = remap[j]
    out = [d._replace(parent=remap.get(d.parent, NO_PARENT)) if d.parent != NO_PARENT else d for d in out]
    return out, [d.start_byte for d in out], [d.end_byte for d in out], remap


def _declares(body, name: str, data: bytes) -> bool:
    """Whether a class body declares a member `name` (a method's or field's name field, a field's declarators);
    `data`: the file's bytes."""
    for member in body.named_children:
        named = member.child_by_field_name("name")
        if named is None:
            declarator = member.child_by_field_name("declarator")
            named = declarator.child_by_field_name("name") if declarator is not None else None
        if named is not None and data[named.start_byte:named.end_byte].decode("utf-8", "replace") == name:
            return True
    return False
