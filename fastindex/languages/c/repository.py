"""What the C++ map is told of the macros a repository's headers define (LanguageSpec.repository_context): read once
before the map, as the map reads one file at a time and a header's macros are used in every other file.

Namespace macros: fmt's base.h defines `#define FMT_BEGIN_NAMESPACE namespace fmt { inline namespace v12 {` (and
FMT_END_NAMESPACE as `} }`), and every other header writes `FMT_BEGIN_NAMESPACE` alone on a line (protobuf's
PROTOBUF_NAMESPACE_OPEN, nlohmann's NLOHMANN_JSON_NAMESPACE_BEGIN the same): those headers' classes and functions were
read at the file's level (`format_to`, not `fmt::v12::format_to`). A use is written as the namespaces it opens, as
long as the macro's name (byte offsets kept): one nested namespace definition (`namespace fmt::v12{` for
FMT_BEGIN_NAMESPACE, exactly its 19 bytes; where they do not all fit, the inner ones that do: pugixml's
PUGI_IMPL_NS_BEGIN for `namespace pugi { namespace impl {` is `namespace impl{`; a macro whose innermost namespace does
not fit is left as it is), and a closing one as the single `}` that closes it; namespace_signatures gives the
namespaces so opened their own signatures afterwards (`inline namespace v12`: its names are its parent's,
reduce.link) and the outer ones that did not fit back in the qualnames. A file's own namespace and specifier macros
(defined in the .cpp that uses them: with_own_macros) are read with the headers'.

Specifier macros: upper-case macros every definition of which is empty or only declaration specifiers and
attributes (`constexpr`, `inline`, `[[noreturn]]`, `__attribute__((..))`, `__declspec(..)`, or other such macros):
fmt's FMT_CONSTEXPR, FMT_INLINE, FMT_API, FMT_NORETURN before a member's declaration made the grammar lose the
class (base.h: 202 syntax errors). Their uses are blanked, with a function-like one's arguments; and
template-parameter macros (fmt's `FMT_ENABLE_IF(cond)`, `enable_if_t<(cond), int> = 0`, written after a comma in a
template's parameter list) with that comma; return-type macros (rapidjson's `RAPIDJSON_DISABLEIF_RETURN((cond),
(T&))`) are read as their last argument's type. source.cpp_table gives each blanked use a site of the macro, in the
declaration it is written in, as the compiler's expansion is.

Build flags: macros an `#ifdef` tests before an `#include` and no header defines (fmt's FMT_HEADER_ONLY): the
include is outside the default build (source.outside_build)."""
from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

# a header: where a repository defines the macros its other files use
HEADERS = (".h", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".inl", ".tcc")
# a macro's definition: its name, a function-like one's parameters, its body over continuation lines
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(\([^()\n]*\))?((?:[^\n\\]|\\\r?\n|\\)*)", re.M)
_COMMENT = re.compile(rb"/\*.*?\*/|//[^\n]*", re.S)
# comments, strings and characters: what no use of a macro is written in
NOISE = re.compile(rb'/\*.*?\*/|//[^\n]*|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'', re.S)
_NAME = rb"[A-Za-z_]\w*"
_OPEN = re.compile(rb"(inline\s+)?namespace\s+(" + _NAME + rb"(?:\s*::\s*" + _NAME + rb")*)\s*\{")
_OPENS = re.compile(rb"(?:" + _OPEN.pattern + rb"\s*)+")
_GUARD = re.compile(rb"^[ \t]*#[ \t]*ifndef[ \t]+(\w+)[ \t]*\r?\n[ \t]*\Z", re.M)   # just before a #define
_DIRECTIVE = re.compile(rb"^[ \t]*#", re.M)
# an #include a macro of the build decides (`#ifdef FMT_HEADER_ONLY` / `#  define FMT_FUNC inline` / `#  include
# "format-inl.h"`): the macro, a name of the repository's (not a compiler's `__cpp_..`, `_WIN32`)
_CONDITIONAL_INCLUDE = re.compile(
    rb"^[ \t]*#[ \t]*(?:ifdef[ \t]+([A-Za-z]\w*)|if[ \t]+defined[ \t]*\(?[ \t]*([A-Za-z]\w*)[ \t]*\)?)[ \t]*"
    rb"(?://[^\n]*)?\r?\n(?:[ \t]*(?:#[ \t]*define\b[^\n]*|//[^\n]*)?\r?\n)*[ \t]*#[ \t]*include\b", re.M)
# a conditional directive: its kind and the rest of its line
_CONDITIONAL = re.compile(rb"^[ \t]*#[ \t]*(ifdef|ifndef|if|elif|else|endif)\b([^\n]*)", re.M)
_DEFINED = re.compile(rb"[ \t]*defined[ \t]*\(?[ \t]*(\w+)[ \t]*\)?[ \t]*(?://.*|/\*.*)?\r?")
_QUALIFIED = re.compile(_NAME + rb"(?:\s*::\s*" + _NAME + rb")*")
_CLOSES = re.compile(rb"(?:\}\s*;?\s*)+")
_BLANKS = bytes(c if c in b"\r\n" else 0x20 for c in range(256))   # bytes.translate: spaces, line breaks kept
_MACRO_NAME = re.compile(rb"[A-Z_][A-Z0-9_]{2,}")   # a specifier macro's name: upper-case, as macros are written
# a body's tokens: an attribute `[[..]]`, a name with its parenthesised arguments, any other character
_ARGS = rb"\((?:[^()]|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*\)"
_TOKEN = re.compile(rb"\[\[(?:[^\[\]]|\[[^\[\]]*\])*\]\]|(" + _NAME + rb")\s*(" + _ARGS + rb")?|\S")
# a return-type macro's body: a type its last argument gives, when a condition holds (rapidjson's `typename
# ::RAPIDJSON_NAMESPACE::internal::DisableIf<RAPIDJSON_REMOVEFPTR_(cond), RAPIDJSON_REMOVEFPTR_(returntype)>::Type`)
_RETURN = re.compile(rb"typename\s+[\w:]*(?i:enable_?if|disable_?if)\w*\s*<.*,.*>\s*::\s*(?i:type)", re.S)
_SPECIFIERS = frozenset((b"constexpr", b"consteval", b"constinit", b"inline", b"static", b"noexcept", b"explicit",
                         b"virtual", b"__forceinline", b"__inline", b"__inline__", b"__extension__",
                         b"const"))   # (doctest's DOCTEST_CONSTEXPR: `const` for old MSVC, else `constexpr`)
# clang's nullability qualifiers, which a lower-case macro may name (Abseil's `#define absl_nonnull _Nonnull`, empty
# for other compilers: `T* absl_nonnull p`)
_NULLABILITY = frozenset((b"_Nonnull", b"_Nullable", b"_Null_unspecified", b"_Nullable_result"))
_SPECIFIER_CALLS = frozenset((b"__attribute__", b"__declspec", b"noexcept", b"alignas", b"__pragma", b"_Pragma",
                              b"throw"))   # (`throw()`: rapidjson's RAPIDJSON_NOEXCEPT before C++11)
# a template-parameter macro's body: a defaulted unnamed parameter (`fmt::enable_if_t<(__VA_ARGS__), int> = 0`,
# rapidjson's `typename ::RAPIDJSON_NAMESPACE::internal::EnableIf<..>::Type * = NULL`, also a function's parameter)
_PARAMETER = re.compile(rb"(?:typename\s+)?[\w:]*(?i:enable_?if)\w*\s*<.*>(?i:::type)?\s*\*?\s*=\s*"
                        rb"(?:0|nullptr|NULL|true|false)", re.S)


class NamespaceMacro(NamedTuple):
    """A use of `name` is written as `replacement` (as long as the name); `namespaces`: those it opens, outermost
    first, each (name, inline); () for a macro that closes them. `outer`: the names of the outermost namespaces it
    opens that did not fit in the replacement (pugixml's 18-byte PUGI_IMPL_NS_BEGIN for `namespace pugi { namespace
    impl {` is written `namespace impl{`), which namespace_signatures puts back in the qualnames."""
    name: bytes
    replacement: bytes
    namespaces: tuple = ()
    outer: tuple = ()


class Macros(NamedTuple):
    """The C++ map's repository context, each part sorted by name."""
    namespaces: tuple = ()   # NamespaceMacro
    specifiers: tuple = ()   # (name, object-like): FMT_CONSTEXPR, FMT_API
    parameters: tuple = ()   # (name, False): template-parameter macros, FMT_ENABLE_IF
    flags: tuple = ()        # names: build flags, FMT_HEADER_ONLY
    returns: tuple = ()      # names: return-type macros, RAPIDJSON_DISABLEIF_RETURN
    silent: tuple = ()       # names: function-like macros whose last definition is empty, nginx's ngx_log_debug1
    defining: tuple = ()     # (name, pieces, first, fields, method, base): macros ending with a function's head
    members: tuple = ()      # names: function-like macros expanding to class members (each body opens with a label)
    labels: tuple = ()       # names: object-like macros that are an access specifier, JSON_PRIVATE_UNLESS_TESTED
    keywords: tuple = ()     # (name, keyword): statement macros written as their keyword, JSON_TRY, JSON_CATCH(e)
    windows: tuple = ()      # (name, zero): macros defined only for Windows (zero: as 0 elsewhere), DOCTEST_MSVC


def _body(raw: bytes) -> bytes:
    """A #define's body as the preprocessor sees it: continuation lines joined, comments dropped."""
    return _COMMENT.sub(b" ", re.sub(rb"\\\r?\n", b" ", raw)).strip()


def repository_macros(read: Callable[[str], bytes | None], paths: Iterable[str]) -> Macros | tuple:
    """The repository's macros the C++ map reads uses of, from the #defines of its headers; () where it has none."""
    from .source import _PLATFORM_HINT, _drop_windows, _posix  # (source imports this module)
    definitions: dict[bytes, list[tuple[bool, bytes]]] = {}   # name -> (object-like, body) of each definition
    origins: dict[bytes, list[tuple[str, int]]] = {}   # name -> (path, offset) of each definition, in that order
    deciding: dict[str, bytes] = {}   # the headers with an `#if NAME == 0` or `#if NAME` chain: path -> the text
    guards: set[bytes] = set()
    tested: set[bytes] = set()   # the macros an `#ifdef` before an #include tests
    parameter_names: dict[bytes, list[bytes]] = {}   # a function-like macro's, of its last definition
    every_parameter: dict[bytes, set[bytes]] = {}   # ... of all its definitions
    blanked: set[bytes] = set()   # names a Windows branch defines (_windows_macros)
    for path in sorted(paths):
        if not path.endswith(HEADERS):
            continue
        data = read(path)
        if not data or b"define" not in data and b"ifdef" not in data:
            continue
        raw, data = data, _posix(data)   # a POSIX target's definitions (`#if defined(_MSC_VER) ..` branches blanked)
        if data is not raw and b"define" in raw and _PLATFORM_HINT.search(raw) is not None:
            # the names a Windows branch defines (not `#if 0`'s: stb_truetype.h's sample code defines
            # STB_TRUETYPE_IMPLEMENTATION)
            kept = {m.start(1) for m in _DEFINE.finditer(_drop_windows(raw, literal=False))}   # (offsets kept)
            blanked.update(m.group(1) for m in _DEFINE.finditer(raw) if m.start(1) not in kept and
                           not _shim(raw, m.group(1), m.start()))
        if b"include" in data:
            tested.update(m.group(1) or m.group(2) for m in _CONDITIONAL_INCLUDE.finditer(data))
        for m in _DEFINE.finditer(data):
            if data.rfind(b"/*", 0, m.start()) > data.rfind(b"*/", 0, m.start()):
                continue   # in a comment (rapidjson.h's documented `#define RAPIDJSON_NAMESPACE my::rapidjson`)
            body = _body(m.group(3))
            guard = None if body else _GUARD.search(data, max(0, m.start() - 200), m.start())
            if guard is not None and guard.group(1) == m.group(1) and \
                    _DIRECTIVE.search(data).start() == guard.start():
                guards.add(m.group(1))   # the file's first directive `#ifndef X_H_`, then `#define X_H_`
            definitions.setdefault(m.group(1), []).append((m.group(2) is None, body))
            origins.setdefault(m.group(1), []).append((path, m.start()))
            if m.group(2) is not None:
                parameter_names[m.group(1)] = [a.strip() for a in m.group(2)[1:-1].split(b",")]
                every_parameter.setdefault(m.group(1), set()).update(parameter_names[m.group(1)])
        if _VALUE_TEST.search(data) is not None:
            deciding[path] = data
    if deciding:
        _drop_undecided(definitions, origins, deciding)
    specifiers, parameters, returns = _specifier_macros(
        {name: found for name, found in definitions.items() if name not in guards or any(b for _, b in found)},
        every_parameter)
    # the function-like macros the last definition of which (by path, then in the file) is empty: C's map blanks a
    # use's arguments (silent_uses)
    silent = tuple(sorted(name for name, found in definitions.items() if not found[-1][0] and not found[-1][1]))
    macros = Macros(_namespace_macros(definitions, parameter_names), specifiers, parameters,
                    tuple(sorted(name for name in tested if name not in definitions)), returns, silent,
                    method_macros(definitions, parameter_names),
                    tuple(sorted(name for name, found in definitions.items() if name in parameter_names and
                                 all(_ACCESS_LABEL.match(body.lstrip()) for _, body in found))),
                    tuple(sorted(name for name, found in definitions.items()
                                 if all(o and body in _ACCESS for o, body in found))),
                    tuple(sorted((name, keyword) for name, found in definitions.items()
                                 if (keyword := _keyword(name, found, every_parameter.get(name, ()))))),
                    _windows_macros(blanked, definitions))
    return macros if any(macros) else ()


# the last conditional directive's line
_LAST_CONDITION = re.compile(rb"#[ \t]*(?:el)?if[^\n]*\n(?![\s\S]*#[ \t]*(?:el)?if)")


def _shim(data: bytes, name: bytes, at: int) -> bool:
    """The #define at `at` is in a branch whose condition tests the name itself, a stand-in for a system's
    (libuv's `#if !defined(O_CLOEXEC) && defined(__FreeBSD__)` / `# define O_CLOEXEC 0x00100000`): the name is
    defined elsewhere, by the system's headers."""
    m = _LAST_CONDITION.search(data, max(0, at - 400), at)
    return m is not None and re.search(rb"\b" + re.escape(name) + rb"\b", m.group(0)) is not None


def _windows_macros(blanked: set[bytes], definitions: dict) -> tuple:
    """The macros the repository defines for Windows only, (name, zero) sorted: defined in a branch a POSIX build
    does not compile and nowhere else (doctest's `#if defined(_WIN32) .. #define DOCTEST_PLATFORM_WINDOWS`), or
    elsewhere only as 0 (zero: `#if defined(_MSC_VER) #define DOCTEST_MSVC DOCTEST_COMPILER(..) .. #ifndef
    DOCTEST_MSVC #define DOCTEST_MSVC 0`). source._posix reads a branch they decide as Windows' own."""
    found = []
    for name in blanked:
        if name not in definitions:
            found.append((name, False))
        elif all(object_like and body == b"0" for object_like, body in definitions[name]):
            found.append((name, True))
    return tuple(sorted(found))


# an exception-handling statement's head as a macro's body: `try`, `catch (...)`, a parameter's `catch (exception)`
_KEYWORD_BODY = re.compile(rb"(try)|(catch)\s*\(\s*(\.\.\.|\w+)\s*\)")


def _keyword(name: bytes, found: list, parameters) -> bytes:
    """What a use of statement macro `name` is written as (as long as its name at most): `try` for a body `try`,
    `catch(...)` for `catch (...)`, and `catch` for a function-like one's `catch (exception)` (its argument kept:
    nlohmann's `JSON_CATCH(...) {}`), by the first definition (by path) so read (the build with exceptions: the
    other's `if(true)` / `if(false)`); b"" for none."""
    for object_like, body in found:
        m = _KEYWORD_BODY.fullmatch(body)
        if m is None:
            continue
        if m.group(1):
            keyword = b"try" if object_like else b""
        elif object_like:
            keyword = b"catch(...)" if m.group(3) == b"..." else b""
        else:
            keyword = b"catch" if m.group(3) in parameters else b""
        return keyword if len(keyword) <= len(name) else b""
    return b""


# a conditional testing a macro's value, `#if ABSL_OPTION_USE_INLINE_NAMESPACE == 0` (or `#elif`), or that it is
# not 0, `#if JSON_DIAGNOSTICS`
_VALUE_TEST = re.compile(
    rb"^[ \t]*#[ \t]*(?:el)?if[ \t]+([A-Za-z_]\w*)[ \t]*(?:==[ \t]*(\d+)[ \t]*)?(?://.*)?\r?$", re.M)
_INTEGER = re.compile(rb"\d+")
_QUOTED_INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*"([^"\n]+)"', re.M)


def _drop_undecided(definitions: dict, origins: dict, deciding: dict[str, bytes]) -> None:
    """`definitions` without those made in a branch the repository's own settings rule out: a chain of `#if NAME ==
    N` (or `#if NAME`: not 0) / `#elif NAME == M` / `#else` whose names the repository defines once each as a number
    (Abseil's options.h `#define ABSL_OPTION_USE_INLINE_NAMESPACE 0`, config.h's `#if ABSL_OPTION_USE_INLINE_NAMESPACE
    == 0 #define ABSL_NAMESPACE_BEGIN #elif .. == 1 #define ABSL_NAMESPACE_BEGIN inline namespace head {`; nlohmann's
    `#define JSON_DIAGNOSTICS 0`, `#if JSON_DIAGNOSTICS #define NLOHMANN_JSON_ABI_TAG_DIAGNOSTICS _diag #else ..`):
    the branches but the one taken. A name defined with several values (ci/absl_alternate_options.h's 1) takes the
    one of the header itself or of a header it includes by its path (`#include "absl/base/options.h"`). Where one of
    the chain's tests is not so decided, it is kept whole."""
    from .source import _line_starts, _own_directives
    numbers: dict[bytes, list[tuple[str, int]]] = {}   # name -> (path, value) of its definitions as a number
    for name, found in definitions.items():
        if all(object_like and _INTEGER.fullmatch(body) for object_like, body in found):
            numbers[name] = [(path, int(body)) for (path, _), (_, body) in zip(origins[name], found)]
    dropped: dict[str, list[tuple[int, int]]] = {}   # path -> the byte ranges of the branches not taken
    for path, data in deciding.items():
        tested = {m.group(1) for m in _VALUE_TEST.finditer(data)}.intersection(numbers)
        if not tested:
            continue
        included = tuple([path.encode()] + [b"/" + m.group(1) for m in _QUOTED_INCLUDE.finditer(data)])
        values = {}
        for name in tested:
            found = numbers[name]
            seen = {v for p, v in found if ("/" + p).encode().endswith(included)} or {v for _, v in found}
            if len(seen) == 1:
                values[name] = seen.pop()
        lines = data.split(b"\n")
        starts = _line_starts(data)
        for m in _VALUE_TEST.finditer(data):
            if not m.group(0).lstrip().lstrip(b"#").lstrip().startswith(b"if"):
                continue   # (an #elif: read with its #if)
            first = data.count(b"\n", 0, m.start())
            own = _own_directives(lines, first)
            if own is None:
                continue
            heads = [(first, m)] + [(i, _VALUE_TEST.match(lines[i])) for i, d in own if d == b"elif"]
            if any(t is None or t.group(1) not in values for _, t in heads):
                continue
            taken = next((i for i, t in heads if (values[t.group(1)] == int(t.group(2)) if t.group(2) is not None
                                                  else values[t.group(1)] != 0)), None)
            if taken is None:
                taken = next((i for i, d in own if d == b"else"), None)
            bounds = [first] + [i for i, _ in own]
            for a, b in zip(bounds, bounds[1:]):
                if a != taken:
                    dropped.setdefault(path, []).append((starts[a], starts[b]))
    if not dropped:
        return
    for name in list(definitions):
        kept = [k for k, (path, at) in enumerate(origins[name])
                if not any(a <= at < b for a, b in dropped.get(path, ()))]
        if len(kept) < len(definitions[name]):
            definitions[name] = [definitions[name][k] for k in kept]
            origins[name] = [origins[name][k] for k in kept]
            if not kept:
                del definitions[name]


def _namespace_macros(definitions: dict, parameters: dict | None = None) -> tuple:
    """The namespace macros (sorted by name), the first definition of a name by path winning (`#ifndef
    FMT_BEGIN_NAMESPACE` guards one). A closing macro is kept where an opening one kept closes as many namespaces:
    each is then written as one nested namespace and one brace. A body naming other macros is read expanded
    (nlohmann's `inline namespace NLOHMANN_JSON_NAMESPACE_CONCAT(..) {`: `json_abi_v3_11_3`), `parameters` the
    function-like macros' parameter names."""
    opens: dict[bytes, tuple] = {}
    closes: dict[bytes, int] = {}
    for name, found in definitions.items():
        object_like, body = next(((o, b) for o, b in found if b), (True, b""))
        if not object_like or not body:
            continue
        if not _OPENS.fullmatch(body) and b"namespace" in body and parameters is not None:
            body = _expand(definitions, parameters, body, frozenset((name,))) or body
        if _OPENS.fullmatch(body):
            namespaces = []
            for o in _OPEN.finditer(body):
                parts = [q.strip() for p in o.group(2).split(b"::")
                         for q in _named(definitions, p.strip()).split(b"::")]
                namespaces.extend((p.decode(), False) for p in parts[:-1])
                namespaces.append((parts[-1].decode(), bool(o.group(1))))
            opens[name] = tuple(namespaces)
        elif _CLOSES.fullmatch(body):
            closes[name] = body.count(b"}")
    macros, fits = [], {}
    for name, namespaces in opens.items():
        fits.setdefault(len(namespaces), True)
        for skip in range(len(namespaces)):   # the innermost namespaces that fit, the others outer
            text = b"namespace " + "::".join(n for n, _ in namespaces[skip:]).encode() + b"{"
            if len(text) <= len(name):
                macros.append(NamespaceMacro(name, text.ljust(len(name)), namespaces[skip:],
                                             tuple(n for n, _ in namespaces[:skip])))
                break
        else:
            fits[len(namespaces)] = False
    for name, braces in closes.items():
        if fits.get(braces):
            macros.append(NamespaceMacro(name, b"}".ljust(len(name))))
    return tuple(sorted(macros))


# a macro's body ending with a method's head whose class name pastes the macro's parameters (pugixml's test.hpp:
# `#define TEST_FIXTURE(name, fixture) .. void test_runner_helper_##name::run()`), and one ending with a call of
# another macro (`#define TEST(name) TEST_FIXTURE(name, dummy_fixture)`)
_METHOD_HEAD = re.compile(rb"(\w+(?:\s*##\s*\w+)*)\s*::\s*\w+\s*\(\s*\)\s*$")
# ... or a free function's head whose name pastes them (double-conversion's `static void Test##Name()`)
_FUNCTION_HEAD = re.compile(rb"(?<![\w:])(\w+(?:\s*##\s*\w+)+)\s*\(\s*\)\s*$")
_WORD = re.compile(rb"\w+")
# an access label opening a macro's body: it expands to class members (CLI11's `CLI11_ERROR_DEF(parent, name)`:
# `protected: name(..) : parent(..) {} ..`); so does a friend's definition (nlohmann's
# `NLOHMANN_DEFINE_TYPE_INTRUSIVE(Type, ...)`: `friend void to_json(..) {..} friend void from_json(..) {..}`)
_ACCESS_LABEL = re.compile(rb"\b(?:public|protected|private)\s*:(?!:)|friend\b")
_ACCESS = frozenset((b"public", b"protected", b"private"))
_FIRST_TYPE = re.compile(rb"\b(?:struct|class)\s+(\w+(?:\s*##\s*\w+)*)")
# ... and its one base, after the name _FIRST_TYPE matched (`: public FixtureType {`)
_FIRST_BASE = re.compile(rb"\s*:\s*(?:public\s+|protected\s+|private\s+)?(\w+(?:\s*##\s*\w+)*)\s*\{")
# a field a type in a macro's body declares, `{ pugi::xml_document doc;` (a word type, no `##`, no parentheses)
_FIELD = re.compile(rb"[{;:]\s*((?:\w+\s*::\s*)*\w+)\s+(\w+)\s*;")
_TAIL_CALL = re.compile(rb"(\w+)\s*\(((?:[^()]|\([^()]*\))*)\)\s*$")


def method_macros(definitions: dict, parameters: dict, known: tuple = ()) -> tuple:
    """(name, pieces, first, fields, method, base) of each function-like macro whose expansion ends with the head of
    a method defined out of line (`method`), or of a free function (double-conversion's `static void Test##Name()`),
    its (class's) name pasted from the macro's arguments (pugixml's `TEST(name)`, through
    `TEST_FIXTURE(name, fixture)`: `void test_runner_helper_##name::run()`): a use `TEST(dom_x) { .. }` defines that
    method, whose body is its class's (`test_runner_helper_dom_x`, as clang's reference names a method no name of
    which is written). `pieces`: the class name's parts, each literal bytes or the index of the argument pasted
    there; `first`: the parts of the first type the expansion declares (the one clang gives the macro's use to:
    `pieces` for TEST's, its fixture `test_fixture_##name` for `TEST_XML`'s), None for none; `fields`: the (type,
    name) of the fields the expansion's types declare (the fixture's `pugi::xml_document doc;`, which the body
    reads); `base`: the parts of the first type's base where its expansion declares one (jsoncpp's
    `JSONTEST_FIXTURE_V2(FixtureType, name, ..)`: `class Test##FixtureType##name : public FixtureType {`), else
    None. By the last definition of a name (by path, then in the file); `parameters`: name -> its last definition's
    parameter names; `known`: method-defining macros found before (the repository's, for a file's own macros that
    end by calling one: jsoncpp's main.cpp `#define JSONTEST_FIXTURE_LOCAL(FixtureType, name)
    JSONTEST_FIXTURE_V2(FixtureType, name, local_)`)."""
    bodies = {name: found[-1][1] for name, found in definitions.items()
              if not found[-1][0] and found[-1][1] and name in parameters}
    given = {name: rest for name, *rest in known}

    def pasted(text: bytes, names: list[bytes]) -> list:
        return [names.index(part) if part in names else part for part in re.split(rb"\s*##\s*", text)]

    def expansion(name: bytes, names: list[bytes], depth: int = 0):
        """(the function's or its class's pieces, the first declared type's pieces or None, the fields, method,
        the first type's base's pieces or None), in the terms of `names` (the macro's parameters), through the macro
        its body ends with; None for none."""
        body = bodies.get(name)
        if body is None or depth > 4:
            return None
        declared = _FIRST_TYPE.search(body)
        fields = tuple((m.group(1).decode(), m.group(2).decode()) for m in _FIELD.finditer(body))
        method = _METHOD_HEAD.search(body)
        if head := method or _FUNCTION_HEAD.search(body):
            out = tuple(pasted(head.group(1), names))
            first = tuple(pasted(declared.group(1), names)) if declared else None
            based = _FIRST_BASE.match(body, declared.end()) if declared else None
            base = tuple(pasted(based.group(1), names)) if based else None
            return (out, first, fields, method is not None, base) if any(isinstance(p, int) for p in out) else None
        call = _TAIL_CALL.search(body)
        if call is None or call.group(1) == name:
            return None
        if call.group(1) in bodies:
            inner = expansion(call.group(1), parameters[call.group(1)], depth + 1)
        else:
            inner = given.get(call.group(1))
        if inner is None:
            return None
        arguments = [a.strip() for a in _split_arguments(call.group(2))]

        def mapped(pieces):
            out = []
            for part in pieces:
                if isinstance(part, bytes):
                    out.append(part)
                elif part >= len(arguments):
                    return None
                else:
                    out.extend(pasted(arguments[part], names))   # `test_fixture_##name`, `name`
            return tuple(out)

        out = mapped(inner[0])
        if out is None:
            return None
        if declared is not None and declared.start() < call.start():   # a type of its own before the call
            first = tuple(pasted(declared.group(1), names))
            based = _FIRST_BASE.match(body, declared.end())
            base = tuple(pasted(based.group(1), names)) if based else None
        else:
            first = mapped(inner[1]) if inner[1] is not None else None
            base = mapped(inner[4]) if inner[4] is not None else None
        return out, first, fields + inner[2], inner[3], base

    found = []
    for name in sorted(bodies):
        got = expansion(name, parameters[name])
        # (a name pasted from words and arguments only: not Catch2's `INTERNAL_CATCH_UNIQUE_NAME(..)`, a counter's)
        if got is not None and all(isinstance(p, int) or _WORD.fullmatch(p) for p in got[0]):
            found.append((name, *got))
    return tuple(found)


def _split_arguments(text: bytes) -> list[bytes]:
    """A macro call's arguments, split at the commas outside parentheses."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == 40:
            depth += 1
        elif ch == 41:
            depth -= 1
        elif ch == 44 and depth == 0:
            out.append(text[start:i])
            start = i + 1
    out.append(text[start:])
    return out


_OWN: tuple = (None, None, ())   # the file with_own_macros was last given, its macros, and what it gave


def with_own_macros(data: bytes, macros: Macros | tuple) -> Macros | tuple:
    """`macros` with the namespace, specifier and method-defining macros the file defines itself (pugixml.cpp's `#define
    PUGI_IMPL_NS_BEGIN namespace pugi { namespace impl {` and `#define PUGI_IMPL_FN inline`, used in that file only;
    the repository's are its headers'), those of the repository first where both define a name; a specifier macro
    only where a definition of it is not empty (not the file's include guard). Found once per file (the rewrite and
    the table's rewrite ask)."""
    global _OWN
    if _OWN[0] is data and _OWN[1] is macros:
        return _OWN[2]
    found = macros
    if b"define" in data:
        definitions: dict[bytes, list[tuple[bool, bytes]]] = {}
        parameter_names: dict[bytes, list[bytes]] = {}
        for m in _DEFINE.finditer(data):
            definitions.setdefault(m.group(1), []).append((m.group(2) is None, _body(m.group(3))))
            if m.group(2) is not None:
                parameter_names[m.group(1)] = [a.strip() for a in m.group(2)[1:-1].split(b",")]
        known = {n.name for n in macros.namespaces} if macros else set()
        namespaces = [n for n in _namespace_macros(
            {name: d for name, d in definitions.items()
             if any(b"namespace" in body or (body and _CLOSES.fullmatch(body)) for _, body in d)})
            if n.name not in known] if b"namespace" in data else []
        known = {name for name, _ in macros.specifiers} if macros else set()
        specifiers = [(name, object_like) for name, object_like in _specifier_macros(definitions)[0]
                      if name not in known and any(body for _, body in definitions[name])]
        # the file's own method-defining macros (a test file's `#define JSONTEST_FIXTURE_LOCAL(..)`), the
        # repository's first where both define a name
        known = {name for name, *_ in macros.defining} if macros else set()
        defining = [d for d in method_macros(definitions, parameter_names, macros.defining if macros else ())
                    if d[0] not in known] if parameter_names and (b"##" in data or macros and macros.defining) else []
        if namespaces or specifiers or defining:
            base = macros or Macros()
            found = base._replace(namespaces=tuple(sorted([*base.namespaces, *namespaces])),
                                  specifiers=tuple(sorted([*base.specifiers, *specifiers])),
                                  defining=tuple(sorted([*base.defining, *defining])))
    _OWN = (data, macros, found)
    return found


_IDENTIFIER = re.compile(_NAME)
_CALL_OPEN = re.compile(rb"\s*\(")
_PASTE = re.compile(rb"\s*##\s*")


def _arguments(text: bytes, start: int) -> tuple[list[bytes], int] | None:
    """A macro call's arguments after its `(` at `start` (split at the commas outside parentheses, stripped) and the
    offset after its `)`; None where the parentheses do not close."""
    depth, args, begin = 0, [], start
    for i in range(start, len(text)):
        c = text[i]
        if c == 0x28:   # (
            depth += 1
        elif c == 0x29:   # )
            if depth == 0:
                args.append(text[begin:i].strip())
                return args, i + 1
            depth -= 1
        elif c == 0x2C and depth == 0:   # ,
            args.append(text[begin:i].strip())
            begin = i + 1
    return None


def _expand(definitions: dict, parameters: dict, text: bytes, hidden: frozenset = frozenset(),
            depth: int = 0) -> bytes | None:
    """`text` with the repository's macros expanded as the preprocessor would, each by its first definition (by
    path): a function-like one's arguments substituted, expanded first unless an operand of `##`, then pasted, and
    the result read again with the macro itself hidden (nlohmann's CONCAT / CONCAT_EX pairs, which paste
    `json_abi_v3_11_3` from version and ABI-tag macros). None where a call is not read (unclosed, a count of
    arguments not the parameters', nested too deep)."""
    if depth > 16:
        return None
    out, i = [], 0
    for m in _IDENTIFIER.finditer(text):
        if m.start() < i:
            continue
        name = m.group()
        found = definitions.get(name)
        if not found or name in hidden:
            continue
        object_like, body = found[0]
        end = m.end()
        if not object_like:
            call = _CALL_OPEN.match(text, end)
            if call is None:
                continue   # the name alone: no call
            read = _arguments(text, call.end())
            names = parameters.get(name)
            if read is None or names is None or len(read[0]) != len(names):
                return None
            args, end = read
            values = dict(zip(names, args))
            pieces, at = [], 0
            for p in _IDENTIFIER.finditer(body):
                if p.group() in values:
                    pasted = body[:p.start()].rstrip().endswith(b"##") or body[p.end():].lstrip().startswith(b"##")
                    value = values[p.group()] if pasted else \
                        _expand(definitions, parameters, values[p.group()], hidden, depth + 1)
                    if value is None:
                        return None
                    pieces += (body[at:p.start()], value)
                    at = p.end()
            body = _PASTE.sub(b"", b"".join(pieces) + body[at:])
        body = _expand(definitions, parameters, body, hidden | {name}, depth + 1)
        if body is None or len(body) > 4096:
            return None   # (not read, or no namespace's name: a preprocessor library's expansion)
        out += (text[i:m.start()], body)
        i = end
    out.append(text[i:])
    return b"".join(out)


def _named(definitions: dict, name: bytes) -> bytes:
    """A namespace's name as written in a macro's body, or the name an object-like macro of that name stands for
    (rapidjson's `namespace RAPIDJSON_NAMESPACE {`, `#define RAPIDJSON_NAMESPACE rapidjson`)."""
    found = definitions.get(name)
    body = next((b for o, b in found if o and b), b"") if found else b""
    return body if _QUALIFIED.fullmatch(body) else name


_TEMPLATE = re.compile(rb"template\s*<")
_SAL = re.compile(rb"_[A-Z][A-Za-z]*(?:_[A-Za-z]+)*_")   # Microsoft's SAL annotations: _Check_return_, _Ret_notnull_


def _template_header(body: bytes) -> bool:
    """Whether a macro's body is a template's header alone (nlohmann's NLOHMANN_BASIC_JSON_TPL_DECLARATION,
    `template<template<typename, typename, typename...> class ObjectType, ..>`, written on the line before `class
    basic_json`): its `<` closes at the body's end."""
    m = _TEMPLATE.match(body)
    if m is None:
        return False
    depth = 1
    for i in range(m.end(), len(body)):
        c = body[i]
        if c == 0x3C:   # <
            depth += 1
        elif c == 0x3E:   # >
            depth -= 1
            if depth == 0:
                return i == len(body) - 1
    return False


def _specifier_macros(definitions: dict, parameters: dict | None = None) -> tuple[tuple, tuple]:
    """(specifier macros, template-parameter macros): (name, object-like) pairs sorted by name. A name's definitions
    must agree on being object- or function-like; one whose body names another macro is a specifier macro once that
    one is (fmt's FMT_API: FMT_VISIBILITY("default"), empty or __declspec(..)); so is a template's header alone
    (_template_header: the declaration after it is read as no template's, its parameters unnamed, as the grammar lost
    the class it heads). An upper-case name, or one whose every definition is empty or a nullability qualifier
    (Abseil's `absl_nonnull`). A use of a function-like macro that passes its argument through between specifiers
    (hedley's `JSON_HEDLEY_DIAGNOSTIC_DISABLE_CPP98_COMPAT_WRAP_(xpr)`: `_Pragma(..) xpr _Pragma(..)`, or `xpr`)
    is a specifier where its argument is (`..WRAP_([[nodiscard]])`); `parameters`: the function-like macros' parameter
    names, of all their definitions. Microsoft's SAL annotations (`_Check_return_`) are specifiers."""
    candidates = {name: found for name, found in definitions.items()
                  if (_MACRO_NAME.fullmatch(name) or all(o and (not b or b in _NULLABILITY) for o, b in found))
                  and len({o for o, _ in found}) == 1}
    specifiers: dict[bytes, bool] = {}
    passing: set[bytes] = set()   # the function-like macros passing their argument through

    def specifier(body: bytes, own: set | frozenset = frozenset()) -> bool:
        if _template_header(body):
            return True
        for m in _TOKEN.finditer(body):
            word, args = m.group(1), m.group(2)
            if word is None:
                if not m.group().startswith(b"[["):
                    return False
            elif not ((word in _SPECIFIERS or word in _NULLABILITY) and (args is None or word == b"noexcept") or
                      word in _SPECIFIER_CALLS and args is not None or
                      word in specifiers and specifiers[word] == (args is None) or
                      args is None and (word in own or _SAL.fullmatch(word)) or
                      word in passing and args is not None and specifier(args[1:-1])):
                return False
        return True

    changed = True
    while changed:   # to a fixed point: a macro defined by others
        changed = False
        for name, found in candidates.items():
            if name not in specifiers and all(specifier(body) for _, body in found):
                specifiers[name] = found[0][0]
                changed = True
            elif parameters and name not in passing and name in parameters and \
                    all(specifier(body, parameters[name]) for _, body in found) and \
                    all(any(m.group(1) in parameters[name] for m in _TOKEN.finditer(body)) for _, body in found):
                passing.add(name)
                changed = True
    parameters = {name: False for name, found in candidates.items() if name not in specifiers and not found[0][0]
                  and all(not body or _PARAMETER.fullmatch(body) for _, body in found)
                  and any(body for _, body in found)}
    returns = sorted(name for name, found in candidates.items() if not found[0][0]
                     and all(_RETURN.fullmatch(body) for _, body in found))
    return tuple(sorted(specifiers.items())), tuple(sorted(parameters.items())), tuple(returns)


@functools.lru_cache(maxsize=8)
def _uses(names: tuple[bytes, ...]) -> re.Pattern:
    """A use of one of the namespace macros: first on its line, not called."""
    return re.compile(rb"(?m)^[ \t]*(" + b"|".join(re.escape(n) for n in names) + rb")\b(?![ \t]*\()")


def uses(data: bytes, macros: Macros):
    """The uses of the namespace macros in a file: (start, end, macro) in order."""
    present = tuple(m.name for m in macros.namespaces if m.name in data)
    if not present:
        return []
    by_name = {m.name: m for m in macros.namespaces}
    found = []
    for m in _uses(present).finditer(data):
        line = data.rfind(b"\n", 0, m.start())
        if line > 0 and data[line - 1:line] == b"\\" or line > 1 and data[line - 2:line] == b"\\\r":
            continue   # a line of another macro's definition
        found.append((m.start(1), m.end(1), by_name[m.group(1)]))
    return found


@functools.lru_cache(maxsize=8)
def _kinds(macros: Macros) -> dict[bytes, tuple[bool, str]]:
    """name -> (object-like, "specifier", "parameter" or "return") of the macros specifier_uses finds."""
    kinds = {name: (object_like, "specifier") for name, object_like in macros.specifiers}
    kinds.update((name, (False, "parameter")) for name, _ in macros.parameters)
    kinds.update((name, (False, "return")) for name in macros.returns)
    kinds.update((name, (False, "member")) for name in macros.members)
    kinds.update((name, (True, "label")) for name in macros.labels)
    kinds.update((name, (keyword != b"catch", "keyword")) for name, keyword in macros.keywords)   # (`catch` called)
    return kinds


@functools.lru_cache(maxsize=8)
def _words(names: tuple[bytes, ...]) -> re.Pattern:
    return re.compile(rb"\b(" + b"|".join(re.escape(n) for n in names) + rb")\b")


def _close(data: bytes, at: int) -> int:
    """Where the parenthesis opening at `at` closes (past it), outside comments and strings; -1 if it does not
    within 4,000 bytes."""
    depth, i, end = 0, at, min(len(data), at + 4000)
    while i < end:
        c = data[i]
        if c == 0x28:
            depth += 1
        elif c == 0x29:
            depth -= 1
            if depth == 0:
                return i + 1
        elif c in (0x2F, 0x22, 0x27) and (m := NOISE.match(data, i)) is not None:
            i = m.end()
            continue
        i += 1
    return -1


def _written_as_code(data: bytes, at: int) -> bool:
    """Whether byte `at` of `data` is code: not in a directive's lines, a comment or a string (read from the line's
    start, and from the last block comment's opening before it)."""
    line = data.rfind(b"\n", 0, at) + 1
    prefix = data[line:at]
    if prefix.lstrip().startswith(b"#") or data[max(0, line - 3):line].rstrip(b"\r\n").endswith(b"\\"):
        return False   # a directive, or a line continuing one (a #define's body)
    if data.rfind(b"/*", 0, at) > data.rfind(b"*/", 0, at):
        return False
    if b"/" in prefix or b'"' in prefix:
        if any(m.group().startswith(b"//") for m in NOISE.finditer(prefix)) or b'"' in NOISE.sub(b"", prefix):
            return False   # after a line comment's start, or in a string not closed before it
    return True


def specifier_uses(data: bytes, macros: Macros) -> list[tuple]:
    """The uses of the specifier, template-parameter, return-type and member macros (alone on their line) and of the
    access-label and statement macros in a file, outside directives, comments and strings: (start of what is blanked,
    end, start of the name, name, called, the span kept, the keyword written or None), in order. A function-like one's
    span takes its arguments (not a statement macro's, written as its keyword: Macros.keywords); a template-parameter
    one's the comma before it; an access label's the colon after it; a return-type one keeps its last argument, the type
    (`(GenericValue&)`: `GenericValue&`)."""
    kinds = _kinds(macros)
    present = tuple(name for name in kinds if name in data)
    if not present:
        return []
    keywords = dict(macros.keywords)
    found = []
    for m in _words(present).finditer(data):
        start, end = m.span()
        if not _written_as_code(data, start):
            continue
        name = m.group()
        object_like, role = kinds[name]
        opening = end
        if not object_like:
            while opening < len(data) and data[opening] in b" \t":
                opening += 1
            if data[opening:opening + 1] != b"(" or (end := _close(data, opening)) < 0:
                continue
        if role == "parameter":
            comma = start - 1
            while comma >= 0 and data[comma] in b" \t\r\n":
                comma -= 1
            if data[comma:comma + 1] != b",":
                continue
            found.append((comma, end, start, name, True, None))
        elif role == "return":
            keep = _last_argument(data, opening, end)
            if keep is not None:
                found.append((start, end, start, name, True, keep))
        elif role == "keyword":   # nlohmann's `JSON_TRY {..} JSON_CATCH(...) {}`: the keyword written, not blanked
            found.append((start, m.end(), start, name, not object_like, keywords[name]))
        elif role == "label":   # nlohmann's `JSON_PRIVATE_UNLESS_TESTED:` in a class, blanked with its colon
            colon = end
            while colon < len(data) and data[colon] in b" \t":
                colon += 1
            if data[colon:colon + 1] == b":" and data[colon + 1:colon + 2] != b":":
                found.append((start, colon + 1, start, name, False, None))
        elif role == "member":   # alone on its line (CLI11's `CLI11_ERROR_DEF(Error, ConstructionError)` in a class)
            line = data.rfind(b"\n", 0, start) + 1
            after = data.find(b"\n", end)
            if not data[line:start].strip() and not data[end:after if after >= 0 else len(data)].strip(b" \t\r;") \
                    and not data[end:end + 200].lstrip().startswith(b"{"):   # (not a test macro's use before its body)
                found.append((start, end, start, name, True, None))
        else:
            found.append((start, end, start, name, not object_like, None))
    return found


def silent_uses(data: bytes, macros: Macros) -> list[tuple[int, int]]:
    """The argument lists (inside the parentheses) of the calls, written as code, of the function-like macros whose
    last definition is empty (Macros.silent: nginx's `#define ngx_log_debug1(level, log, err, fmt, arg1)` in the
    `#else` of `#if (NGX_DEBUG)`): the preprocessor drops them, and with them their names, as clang has it
    (`ngx_log_debug1(NGX_LOG_DEBUG_HTTP, r->connection->log, 0, ..)`: no use of NGX_LOG_DEBUG_HTTP, nor of
    `connection`); the macro's own use stays. In order."""
    present = tuple(name for name in macros.silent if name in data)
    if not present:
        return []
    found = []
    for m in _words(present).finditer(data):
        opening = m.end()
        while opening < len(data) and data[opening] in b" \t":
            opening += 1
        if data[opening:opening + 1] != b"(" or not _written_as_code(data, m.start()) or \
                (end := _close(data, opening)) < 0:
            continue
        if found and opening < found[-1][1]:
            continue   # (inside another's arguments, blanked with them)
        found.append((opening + 1, end - 1))
    return found


def _last_argument(data: bytes, opening: int, end: int) -> tuple[int, int] | None:
    """The span of the last argument of the call whose `(` is at `opening` (`end` past its `)`), without the
    parentheses around it; None for one argument."""
    depth, comma = 0, -1
    for i in range(opening, end):
        c = data[i]
        if c in b"(<[{":
            depth += 1
        elif c in b")>]}":
            depth -= 1
        elif c == 0x2C and depth == 1:
            comma = i
    if comma < 0:
        return None
    a, b = comma + 1, end - 1
    while a < b and data[a] in b" \t\r\n":
        a += 1
    while b > a and data[b - 1] in b" \t\r\n":
        b -= 1
    if data[a:a + 1] == b"(" and data[b - 1:b] == b")" and _close(data, a) == b:
        a, b = a + 1, b - 1
    return (a, b) if a < b else None


def rewrite(data: bytes, macros: Macros, blanks: list | None = None) -> bytes:
    """`data` with each use of a namespace macro written as the namespaces it opens or the brace that closes them,
    and each use of a specifier or template-parameter macro blanked (line breaks kept). `blanks`: specifier_uses's,
    where they were read already."""
    found = uses(data, macros) if macros.namespaces else []
    if blanks is None:
        blanks = specifier_uses(data, macros)
    if not found and not blanks:
        return data
    out = bytearray(data)
    for start, end, macro in found:
        out[start:end] = macro.replacement
    for start, end, _at, _name, _called, keep in blanks:
        out[start:end] = data[start:end].translate(_BLANKS)
        if isinstance(keep, bytes):   # a statement macro's keyword
            out[start:start + len(keep)] = keep
        elif keep is not None:   # a return-type macro's type
            out[keep[0]:keep[1]] = data[keep[0]:keep[1]]
    return bytes(out)


def outside_build(data: bytes, flags: tuple) -> list[tuple[int, int]]:
    """The lines (first, last) of the blocks `#ifdef X` / `#if defined(X)` opens for a build flag X, a macro the
    repository tests but never defines (fmt's FMT_HEADER_ONLY: its default build compiles format-inl.h in
    src/format.cc rather than including it in format.h), to their `#else`, `#elif` or `#endif`."""
    if not flags or not any(flag in data for flag in flags):
        return []
    blocks, stack, line, at = [], [], 1, 0
    for m in _CONDITIONAL.finditer(data):
        line += data.count(b"\n", at, m.start())
        at = m.start()
        kind, rest = m.group(1), m.group(2)
        if kind in (b"ifdef", b"if", b"ifndef"):
            word = rest.split()[0] if kind == b"ifdef" and rest.split() else b""
            if kind == b"if" and (d := _DEFINED.fullmatch(rest)) is not None:
                word = d.group(1)
            stack.append([word in flags, line])
        elif stack:
            if stack[-1][0]:
                blocks.append((stack[-1][1], line))
                stack[-1][0] = False
            if kind == b"endif":
                stack.pop()
    return blocks


def namespace_signatures(table, data: bytes, macros: Macros):
    """The table's namespaces opened by a macro's use, given the signatures the macro's own text gives them
    (`namespace fmt`, `inline namespace v12`: the nested definition written for it says neither), and the outer
    namespaces that did not fit in the use put back in front of the qualnames of what it opens (`pugi.impl.xml_parser`
    for pugixml's `PUGI_IMPL_NS_BEGIN` written `namespace impl{`: the linker reads the namespaces a qualname names
    beyond its parents', reduce.link._outer_namespaces)."""
    found = [(start, end, m) for start, end, m in uses(data, macros) if m.namespaces] \
        if macros.namespaces else []
    if not found:
        return table
    defs = table.definitions   # (the map's own list, of a table just made)
    for start, end, macro in found:
        opened = [i for i, d in enumerate(defs) if d.kind == "module" and start <= d.start_byte < end]
        for i, (name, inline) in zip(opened, macro.namespaces):
            signature = f"{'inline ' if inline else ''}namespace {name}"
            if defs[i].name == name and defs[i].signature != signature:
                defs[i] = defs[i]._replace(signature=signature)
        if macro.outer and opened and defs[opened[0]].name == macro.namespaces[0][0]:
            prefix = ".".join(macro.outer) + "."
            moved = {opened[0]}
            for i in range(opened[0], len(defs)):   # the namespace and what it holds (parents come first)
                if i in moved or defs[i].parent in moved:
                    moved.add(i)
                    defs[i] = defs[i]._replace(qualname=prefix + defs[i].qualname)
    return table
