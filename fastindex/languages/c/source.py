r"""What tree-sitter's C grammar cannot parse in preprocessor-heavy code, rewritten before parsing.

The rewrite keeps every byte offset and line: a construct is replaced by text of the same length (spaces, the
line breaks kept), so definitions, references and their lines are those of the file as written.

Forms handled:
  #ifdef __cplusplus / extern "C" { / #endif     the C++ linkage block's opening and, further down,
  #ifdef __cplusplus / } / #endif                its closing brace: blanked. Left in, the unmatched braces
                                                 make the whole header one ERROR node (libuv's uv.h: 32 of its
                                                 ~350 declarations found)
  /* comment */ \                               a block comment in a #define's continued line: blanked (the
                                                 grammar ends the macro's body at it, and the rest of the body
                                                 is parsed as code: uv.h's UV_REQ_FIELDS)
  \ / .. /* comment */ }                          a block comment on a continued #define's last line with more
                                                 of the body after it: blanked (the grammar ended the macro at it
                                                 and read the next declaration as a #define: Lua's lobject.h)
  #ifdef _WIN32 .. #else .. #endif               the Windows branch (`#ifdef _WIN32`, `#if defined(_WIN32)`,
  #ifndef _WIN32 .. #else .. #endif              `_WIN64`, `WIN32`, `_MSC_VER` alike) blanked with its
                                                 directives, the other branch
                                                 kept as plain code (also `#if _MSC_VER < 1900`, `#if A &&
                                                 defined(_WIN32)`): C (and C++, rewrite_cpp) is indexed as
                                                 compiled for a POSIX target, Linux
                                                 where a file says what differs (libuv's uv.h includes uv/win.h
                                                 or uv/unix.h, both defining uv_buf_t, ...: a name resolves to
                                                 the POSIX one, not to whichever header came first); the same for
                                                 the other platforms a Linux build is not (`__APPLE__`, the BSDs',
                                                 `__MVS__`, `__CYGWIN__`, ..), a disjunction of such tests (`_WIN32
                                                 || __CYGWIN__`), and a chain's #if or #elif branch for one (its
                                                 lines blanked, its directives kept); any other `||` or a negated
                                                 group is left alone
  UV_EXTERN uv_thread_t uv_thread_self(void);   an upper-case macro before a declaration whose type is a name
                                                 the grammar does not know as a type (it knows int, size_t, ..):
                                                 read as a variable `uv_thread_t` and a call; written
                                                 `UV_EXTERN;uv_thread_t uv_thread_self(void);` (the macro an empty
                                                 declaration of its own; the map gives its reference to the
                                                 declaration after it: LanguageSpec.leading_macros)
  LUA_API int (lua_gettop) (lua_State *L);       the same, whatever the type, where the name is in parentheses
  a line holding only an upper-case macro name   a macro standing for declarations (`UV_REQ_FIELDS` in a struct
                                                 body, `UV_PRIVATE_REQ_TYPES` at file level): written as
                                                 `UV_REQ_FIELDS;` (one blank of the line moves behind it), which
                                                 the grammar reads as a declaration of that type name with no
                                                 declarator (the macro stays a reference); without a blank to
                                                 move, the line is blanked
"""
from __future__ import annotations

import hashlib
import re
from bisect import bisect_left, bisect_right
from operator import attrgetter

from ...brackets import closing
from ...map.macros import empty_macros
from ...map.table import Local, Reference
from . import repository
from .repository import NOISE as _NOISE

_CPLUSPLUS = re.compile(
    rb'^[ \t]*#[ \t]*if(?:def[ \t]+|[ \t]+defined[ \t]*\(?[ \t]*)__cplusplus\b[^\n]*\n'
    rb'[ \t]*(?:extern[ \t]+"C"[ \t]*\{|\})[ \t]*(?://[^\n]*|/\*[^\n]*\*/)?[ \t]*\n'
    rb'[ \t]*#[ \t]*endif\b[^\n]*', re.M)
_CONTINUED_COMMENT = re.compile(rb'/\*[^\n]*?\*/(?=[^\n]*\\\n)')
# the same on a continued #define's last line, where more of the body follows the comment (Lua's lobject.h: `if (..)
# luaD_throw(..);  /* only after 'va_end' */ }`): the grammar ended the macro at the comment and read the
# declaration after it as a #define of LUAI_FUNC
_LAST_LINE_COMMENT = re.compile(rb'(?<=\\\n)([^\n]*?)(/\*[^\n]*?\*/)(?=[^\n]*\S)')
# ... and on a #define's one line (zstd's legacy decoders: `#define MIN_CBLOCK_SIZE (3 /*litCSize*/ +
# MIN_SEQUENCES_SIZE)`: the grammar ended the body at the comment, read the rest as code, and lost the macro's name),
# each comment with more of the body after it (not a trailing one, a macro's doc: `#define X 1 /**< .. */`)
_DEFINE_WITH_COMMENT = re.compile(rb"#[ \t]*define[ \t][^\n]*?/\*[^\n]*")
_INNER_COMMENT = re.compile(rb"/\*[^\n]*?\*/(?=[^\n]*\S)")
# a line holding one upper-case name (not a #define's continued line: _declaration looks at the line before)
_MACRO_LINE = re.compile(rb'\n([ \t]*)([A-Z_][A-Z0-9_]{2,})([ \t]*)(?=\n)')
_MACRO_NAME = re.compile(rb'[A-Z_][A-Z0-9_]{2,}')
_NOT_LINE_BREAK = re.compile(rb"[^\n]")


def _spaces(text: bytes) -> bytes:
    """`text` as spaces, its line breaks kept (offsets and rows unchanged)."""
    return _NOT_LINE_BREAK.sub(b" ", text)


def _blank(m: re.Match) -> bytes:
    return _spaces(m.group(0))


def _blank_comment(m: re.Match) -> bytes:
    return m.group(1) + b" " * len(m.group(2))


_COMMENTS = re.compile(rb"/\*.*?\*/|//.*$")
_DECLARATION_ENDS = (b"{", b";", b"}")


def _after_declarations(data: bytes, start: int) -> bool:
    """The last line before `start` that is neither blank nor a preprocessor line ends a declaration (`{`, `;`,
    `}`) or is a lone macro name that does: the macro stands where a declaration would (not an enum's last
    enumerators after `A,` or `MAP(XX)`, nor an argument of a call written over lines)."""
    end = start
    while end > 0:
        begin = data.rfind(b"\n", 0, end - 1) + 1
        line = _COMMENTS.sub(b"", data[begin:end]).strip()
        if line and not line.startswith(b"#"):
            if _MACRO_NAME.fullmatch(line) is not None:
                end = begin
                continue
            return line.endswith(_DECLARATION_ENDS)
        end = begin
    return True


def _declaration(m: re.Match) -> bytes:
    lead, name, trail = m.group(1), m.group(2), m.group(3)
    start = m.start()
    if (start and m.string[start - 1] == 0x5C) or not _after_declarations(m.string, start):
        return m.group(0)   # the last line of a #define continued with a backslash, or not a declaration's place
    if trail:
        return b"\n" + lead + name + b";" + trail[1:]
    if lead:
        return b"\n" + lead[1:] + name + b";"
    return b"\n" + b" " * len(name)


# `_WIN32` (the compilers'), `_WIN64`, `_MSC_VER`, and `WIN32` (which projects' Windows builds define: jq's
# jv_thread.h); and the names the compilers predefine for the other platforms a Linux build is not (`__APPLE__`, the
# BSDs', z/OS's `__MVS__`, `__QNX__`, `__CYGWIN__`, ..): their branches are read as Windows' are
_OTHER_PLATFORMS = (b"__APPLE__|__MACH__|__FreeBSD__|__NetBSD__|__OpenBSD__|__DragonFly__|__sun|_AIX|__hpux|__HAIKU__|"
                    b"__ANDROID__|__EMSCRIPTEN__|__wasi__|__Fuchsia__|__native_client__|__rtems__|__hexagon__|__MVS__|"
                    b"__QNX__|__QNXNTO__|__CYGWIN__|__MSYS__|__MINGW32__|__MINGW64__|__PASE__|__OS400__|__VMS")
_WINDOWS = rb"(?<!\w)(?:_WIN32|_WIN64|WIN32|_MSC_VER|" + _OTHER_PLATFORMS + rb")"
# a conditional naming one (a literal first: 6 ms over Abseil's 10 MB, where the names alone took 74)
_PLATFORM_HINT = re.compile(rb"#[ \t]*(?:el)?if[^\n]*?(?:WIN32|_WIN64|_MSC_VER|__linux|__gnu_linux__|" +
                            _OTHER_PLATFORMS + rb")")
_IF = re.compile(rb"[ \t]*#[ \t]*(ifdef|if)[ \t]+([^\n]*?)[ \t]*(?://.*|/\*.*\*/)?\r?$")
_WINDOWS_TERM = re.compile(rb"(!?)[ \t]*(?:defined[ \t]*\(?[ \t]*)?" + _WINDOWS + rb"\b")


def _windows_only(line: bytes, own: tuple = (None, None)) -> bool:
    """`#ifdef _WIN32`, `#if defined(_WIN32)`, `#if _MSC_VER >= 1900`, `#if !defined(snprintf) && defined(_MSC_VER)`:
    a condition that holds only on Windows or another platform a Linux build is not (_WINDOWS): a conjunction with
    such a term not negated, or a disjunction of such conjunctions; not a negated group; `own`, the terms of the
    repository's Windows macros (_own_windows_terms), too (not in a disjunction)."""
    m = _IF.match(line)
    if m is None:
        return False
    undefined, zero = own
    if m.group(1) == b"ifdef":
        return _WINDOWS_TERM.fullmatch(m.group(2)) is not None or \
            undefined is not None and undefined.fullmatch(m.group(2)) is not None
    cond = m.group(2)
    if cond.endswith(b"\\") or b"!(" in cond.replace(b" ", b""):   # (a negated group: `!(defined(__MINGW32__) && ..)`)
        return False
    if b"||" in cond:   # each alternative for such a platform (`defined(__CYGWIN__) || defined(__MSYS__)`)
        parts = cond.split(b"||")
        return all(p.count(b"(") == p.count(b")") and any(not t.group(1) for t in _WINDOWS_TERM.finditer(p))
                   for p in parts)
    return any(not t.group(1) for t in _WINDOWS_TERM.finditer(cond)) or \
        undefined is not None and any(not t.group(1) for t in undefined.finditer(cond)) or \
        zero is not None and any(not t.group(1) and not t.group(2) and cond[:t.start()].rstrip().endswith(_OPENING)
                                 for t in zero.finditer(cond))


# what may come before a term of a conjunction: its start, `&&`, `(` (not a comparison's right side: `#if
# RAPIDJSON_ENDIAN == RAPIDJSON_LITTLEENDIAN`)
_OPENING = (b"", b"&&", b"(")


_OWN_TERMS: list = [None, (None, None)]   # [Macros.windows, its terms]


def _own_windows_terms(windows: tuple) -> tuple:
    """The terms of a condition that hold only on Windows by the repository's Windows macros (repository.Macros.
    windows), a pattern (None where there is none) for those it defines nowhere else (`DOCTEST_PLATFORM_WINDOWS`:
    its value or `defined(..)` tested) and one for those it defines as 0 elsewhere (`DOCTEST_MSVC`, `#if
    DOCTEST_MSVC >= DOCTEST_COMPILER(19, 20, 0)`: their value; group 2, a `defined` before it); no comparison that 0
    passes (`== 0`, `< N`, `!= N`)."""
    if _OWN_TERMS[0] is not windows:
        _OWN_TERMS[:] = [windows, tuple(
            None if not (names := [re.escape(name) for name, z in windows if z is zero]) else
            re.compile(rb"(!?)[ \t]*(defined[ \t]*\(?[ \t]*)?(?<!\w)(?:" + b"|".join(names) +
                       rb")\b(?![ \t]*(?:[=!<]=|<))")
            for zero in (False, True))]
    return _OWN_TERMS[1]


_ELIF = re.compile(rb"[ \t]*#[ \t]*elif[ \t]+([^\n]*)")
# ... and a test of Linux's own names (`#ifdef __linux__`, `#if defined(__linux__)`): the first branch is compiled
_LINUX = rb"(?<!\w)(?:__linux__|__linux|__gnu_linux__)"
_IF_NOT_WINDOWS = re.compile(rb"[ \t]*#[ \t]*(?:ifndef[ \t]+" + _WINDOWS + rb"|if[ \t]+!(?:[ \t]*defined[ \t]*\([ \t]*"
                             + _WINDOWS + rb"[ \t]*\)|[ \t]*defined[ \t]+" + _WINDOWS + rb")|ifdef[ \t]+" + _LINUX +
                             rb"|if[ \t]+defined[ \t]*(?:\([ \t]*" + _LINUX + rb"[ \t]*\)|[ \t]" + _LINUX +
                             rb"))[ \t]*(?://.*|/\*.*\*/)?\r?$")
_LITERAL_IF = re.compile(rb"^[ \t]*#[ \t]*if[ \t]+[01][ \t]*(?:\r?$|/[/*])", re.M)
_DIRECTIVE = re.compile(rb"[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b")


def _own_directives(lines: list[bytes], start: int) -> list[tuple[int, bytes]] | None:
    """For the conditional opened at `start`: its own `#elif`/`#else` lines and its `#endif` line, (line, directive)
    in order (those of conditionals nested in it left out); None where it does not close."""
    depth, own = 0, []
    for i in range(start + 1, len(lines)):
        m = _DIRECTIVE.match(lines[i])
        if m is None:
            continue
        d = m.group(1)
        if d.startswith(b"if"):
            depth += 1
        elif d == b"endif" and depth:
            depth -= 1
        elif depth == 0:
            own.append((i, d))
            if d == b"endif":
                return own
    return None


def _branches(lines: list[bytes], start: int) -> tuple[int, int] | None:
    """For the conditional opened at `start`: (its #else line or -1, its #endif line); None with an #elif."""
    own = _own_directives(lines, start)
    if own is None or len(own) > 2 or (len(own) == 2 and own[0][1] != b"else"):
        return None
    return (own[0][0] if len(own) == 2 else -1), own[-1][0]


def _literal_condition(line: bytes) -> bytes:
    """`#if 0` -> b"0", `#if 1` -> b"1" (a comment may follow), else b""."""
    m = _IF.match(line)
    return m.group(2) if m is not None and m.group(1) == b"if" and m.group(2) in (b"0", b"1") else b""


def _first_branch(lines: list[bytes], start: int) -> tuple[int, int] | None:
    """For the conditional opened at `start`: (the line of its first #elif, #else or #endif, its #endif line)."""
    own = _own_directives(lines, start)
    return None if own is None else (own[0][0], own[-1][0])


def _drop_windows(data: bytes, own: tuple = (None, None), literal: bool = True, configured: bool = False) -> bytes:
    """`data` with the branches no build compiles blanked: those for Windows only (_windows_only), and those of a
    literal condition, `#if 0` (disabled code) and the `#else` of `#if 1` (imgui_demo.cpp's `#if 1 .. while (..)
    {\n for (..) \n#else\n {\n for (..)\n#endif`: read together, the braces never closed and the next eighty
    functions were read as locals of the one holding it). Those the repository's Windows macros decide (`own`:
    _own_windows_terms) keep their directives, whose macros clang records as references. `literal` False: the
    Windows branches only. `configured` (_tests_after_definitions): a test of whether a name is defined that the file
    itself #defines above it outside any conditional (and does not #undef) is decided too (jq's jv_dtoa.c: `#define
    NO_HEX_FP` at its top, then `#ifndef NO_HEX_FP` around gethex, which the build does not compile)."""
    lines = data.split(b"\n")
    blank: list[tuple[int, int]] = []   # line ranges [a, b] to blank
    here: set[bytes] = set()   # (configured) the names defined so far outside any conditional
    depth = 0
    if configured and (m := _GUARDED.match(data)) is not None and m.group(1) == m.group(2):
        depth = -1   # (a header's include guard, `#ifndef X_H` / `#define X_H`: inside it is the file's level)
    starts = _line_starts(data) if configured else []
    i = 0
    while i < len(lines):
        line = lines[i]
        if configured and b"#" in line:
            if (d := _DIRECTIVE.match(line)) is not None:
                kind = d.group(1)
                if here and kind in (b"ifdef", b"ifndef", b"if") and (t := _DEFINED_TEST_LINE.match(line)) is not None \
                        and (t.group(2) or t.group(4) or t.group(5)) in here and \
                        (found := _branches(lines, i)) is not None:
                    other, end = found   # (the directives kept: clang records the name they test)
                    if t.group(1) == b"ifdef" or t.group(1) is None and not t.group(3):   # defined: the first branch
                        if other >= 0:
                            blank.append((other + 1, end - 1))
                    else:                                                                # not defined: the #else
                        blank.append((i + 1, (other if other >= 0 else end) - 1))
                depth += kind.startswith(b"if")
                depth -= kind == b"endif"
            elif depth <= 0 and (d := _DEFINE_HEAD.match(line)) is not None and \
                    data.rfind(b"/*", 0, starts[i]) <= data.rfind(b"*/", 0, starts[i]):   # (not in a comment's text)
                here.add(d.group(1))
            elif (d := _UNDEF_HEAD.match(line)) is not None:
                here.discard(d.group(1))
        value = _literal_condition(line) if literal and b"#" in line else b""
        if value:
            found = _first_branch(lines, i)
            if found is not None:
                other, end = found
                if value == b"1":   # the first branch kept, the rest to the #endif dropped
                    blank.append((i, i))
                    blank.append((other, end))
                elif lines[other].lstrip().startswith(b"#") and \
                        _DIRECTIVE.match(lines[other]).group(1) == b"elif":
                    # `#if 0 .. #elif X .. #endif`: the first branch dropped, the `#elif` read as an `#if`
                    blank.append((i, other - 1))
                    lines[other] = lines[other].replace(b"elif", b"if  ", 1)
                else:                 # `#if 0 .. [#else ..] #endif`: the first branch dropped
                    blank.append((i, other))
                    if other != end:
                        blank.append((end, end))
            i += 1
            continue
        if b"elif" in line and (m := _ELIF.match(line)) is not None and _windows_only(b"#if " + m.group(1), own):
            # a Windows branch of a chain (Google Benchmark's `#if defined(__CYGWIN__) .. #elif defined(_WIN32)
            # #define BENCHMARK_OS_WINDOWS 1 .. #elif defined(__APPLE__) ..`): its lines, its directive kept
            found = _own_directives(lines, i)
            if found is not None:
                blank.append((i + 1, found[0][0] - 1))
            i += 1
            continue
        windows = b"#" in line and _windows_only(line)
        ours = not windows and own != (None, None) and b"#" in line and _windows_only(line, own)
        if windows or ours or _IF_NOT_WINDOWS.match(line) is not None:
            found = _branches(lines, i)
            if found is not None:
                other, end = found
                if ours:      # the first branch's lines
                    blank.append((i + 1, (other if other >= 0 else end) - 1))
                elif windows:   # drop the first branch, keep the #else one
                    blank.append((i, other if other >= 0 else end))
                    blank.append((end, end))
                else:         # keep the first branch, drop the #else one
                    blank.append((i, i))
                    blank.append((other if other >= 0 else end, end))
                i += 1
                continue
            if (windows or ours) and (chain := _own_directives(lines, i)) is not None:
                blank.append((i + 1, chain[0][0] - 1))   # the first branch of a chain: its lines, as an #elif's
                i += 1
                continue
        i += 1
    if not blank:
        return data
    for a, b in blank:
        for k in range(a, b + 1):
            lines[k] = re.sub(rb"[^\r]", b" ", lines[k])
    return b"\n".join(lines)


# `UV_EXTERN uv_thread_t uv_thread_self(` at a line's start: the macro, a type name with a lower-case letter that is
# no keyword or type the grammar knows, pointers, the declared name and its parameter list; or any type where the
# name is in parentheses (Lua's `LUA_API int (lua_gettop) (lua_State *L);`: with the macro before it the grammar
# reads neither the type nor the name), a function pointer too (redismodule.h's `REDISMODULE_API unsigned long long
# (*RedisModule_DbSize)(..)`)
_MACRO_DECLARATION = re.compile(
    rb"\n([ \t]*[A-Z_][A-Z0-9_]{2,})[ \t]"
    rb"(?=[ \t]*(?:(?:const|unsigned|signed|long|short)[ \t]+)*([A-Za-z_]\w*)[ \t*]+(\(?)[ \t]*(?:\*[ \t]*)?"
    rb"[A-Za-z_]\w*[ \t]*\)?[ \t]*\()")
_GRAMMAR_TYPES = frozenset(
    b"void char short int long float double signed unsigned bool _Bool const volatile static inline extern struct "
    b"union enum register auto restrict size_t ssize_t ptrdiff_t intptr_t uintptr_t max_align_t nullptr_t int8_t "
    b"int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t char8_t char16_t char32_t".split())


def _parsed_as_is(m: re.Match) -> bool:
    """Whether the grammar reads _MACRO_DECLARATION's declaration with its macro (a type it knows, no
    parenthesized name): left as it is."""
    t = m.group(2)
    return (t in _GRAMMAR_TYPES or t.upper() == t) and not m.group(3)


def _split_macro(m: re.Match) -> bytes:
    return m.group(0) if _parsed_as_is(m) else b"\n" + m.group(1) + b";"


def _externed(m: re.Match) -> bool:
    """Whether C's rewrite writes _MACRO_DECLARATION's macro as `extern` (_extern_macro)."""
    return not _parsed_as_is(m) and len(m.group(1).lstrip()) >= 6


def _extern_macro(m: re.Match) -> bytes:
    """C: the export macro before a declaration written `extern` (padded), which the grammar reads as a
    declaration wherever it stands (in an `#if` block it read `T (name) (..)` as a call, `T * (*f)(..)` as a
    product); a macro shorter than `extern` is split off (_split_macro). macro_sites gives its site back."""
    if not _externed(m):
        return _split_macro(m)
    macro = m.group(1)
    name = macro.lstrip()
    return b"\n" + macro[:len(macro) - len(name)] + b"extern" + b" " * (len(name) - 5)


def macro_sites(table, data: bytes):
    """The table with a site for each export macro C's rewrite wrote `extern` (_extern_macro), made by the
    declaration it stands before, as clang has it; by the file where the file only defines it empty."""
    sites, empty, by_start = [], None, None
    for m in _MACRO_DECLARATION.finditer(data):
        if not _externed(m):
            continue
        if by_start is None:
            by_start = {d.start_byte: i for i, d in enumerate(table.definitions) if not d.local}
            empty = empty_macros(data)
        at = m.end(1) - len(m.group(1).lstrip())
        name = data[at:m.end(1)]
        sites.append(_site(name, "read", -1 if name in empty else by_start.get(at, -1), data, at))
    return _with_sites(table, sites)


# A function pointer whose return type is a typedef the grammar cannot know, at a line's start (file level:
# monotonic.c's `monotime (*getMonotonicUs)(void) = NULL;`, redismodule.h's `ustime_t (*RedisModule_Microseconds)
# (void)` once its macro is split off): read as a call of `monotime`; the space before the parenthesis is written
# `*` (a pointer the type text drops), which the grammar reads as a declaration
_TYPEDEF_FUNCTION_POINTER = re.compile(
    rb"(?m)^((?:[ \t]*[A-Z_][A-Z0-9_]{2,};)?([A-Za-z_]\w*)) (?=\([ \t]*\*[ \t]*[A-Za-z_]\w*[ \t]*\)[ \t]*\()")


_STATEMENT_WORDS = frozenset((b"return", b"sizeof", b"case", b"else", b"do", b"goto"))


def _typedef_function_pointer(m: re.Match) -> bytes:
    word = m.group(2)
    return m.group(0) if word in _GRAMMAR_TYPES or word in _STATEMENT_WORDS else m.group(1) + b"*"


# A lower-case calling-convention macro between a declaration's return type and its name, at a line's start
# (nginx's `u_char * ngx_cdecl ngx_sprintf(..)`, `void ngx_cdecl\nngx_log_error(..)` with the name on the next line,
# `#define ngx_cdecl` empty or `__cdecl`): two words before the name's parenthesis, which C never writes but for a
# macro (or a keyword); the grammar lost the function (nginx's ngx_sprintf: no definition). The macro is blanked,
# and convention_sites gives the declaration its site. Not before an upper-case name (`size_t n MACRO(0);`).
_CONVENTION = re.compile(rb"(?m)^((?:(?:static|extern|inline)[ \t]+)*([A-Za-z_]\w*)(?:[ \t]*\*+[ \t]*|[ \t]+))"
                         rb"([a-z_]\w*)(?=(?:[ \t]+|[ \t]*\r?\n)(?![A-Z0-9_]+[ \t]*\()[A-Za-z_]\w*[ \t]*\()")
_C_WORDS = frozenset(
    b"auto break case char const continue default do double else enum extern float for goto if inline int long "
    b"register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while "
    b"_Bool _Complex _Noreturn _Thread_local __restrict __inline __inline__ __extension__ __attribute__ "
    b"__declspec __asm__ asm".split())


# words before a type or a name that are no return type of their own (`struct foo bar(`, `const T f(`, `return x f(`)
_NOT_A_TYPE = frozenset(
    b"struct union enum return case goto else sizeof typedef unsigned signed long short const volatile register do "
    b"if while for switch static extern inline".split())


# a type the grammar knows that a macro can follow (`void ngx_cdecl f(`); after a type name the two words are
# ambiguous (`static ngx_inline ngx_int_t f(`: the first is the macro), after a pointer's `*` they are not
_RETURN_TYPES = _GRAMMAR_TYPES - _NOT_A_TYPE - {b"auto", b"restrict"}


def _convention(m: re.Match) -> bool:
    """Whether _CONVENTION's match is a macro between a type and a name (not `struct foo bar(`, `unsigned long f(`,
    `return x f(`)."""
    return m.group(2) not in _NOT_A_TYPE and m.group(3) not in _C_WORDS and m.group(3) not in _GRAMMAR_TYPES and \
        (m.group(2) in _RETURN_TYPES or m.group(1).rstrip().endswith(b"*"))


# the bytes C's rewrite was last given, and the calling-convention macros it blanked in them: (declaration start,
# macro start, macro name) each (convention_sites reads them again only for other bytes)
_CONVENTIONS: tuple = (None, [])


# ... and one after `static` or `extern`, before the type (nginx's `static ngx_inline ngx_int_t\nngx_array_init(..)`:
# the grammar read ngx_inline as the type, the function's own type lost; not before a `__` word, `static
# ngx_thread_value_t __stdcall f(`, where the type comes first)
_STORAGE_MACRO = re.compile(rb"(?m)^((?:static|extern)[ \t]+)([a-z_]\w*)(?=[ \t]+(?!__)[A-Za-z_]\w*"
                            rb"(?:[ \t]*\*+[ \t]*|[ \t]+|[ \t]*\r?\n)\**[ \t]*[A-Za-z_]\w*[ \t]*\()")


def _conventions(data: bytes) -> list[tuple[int, int, bytes]]:
    """The calling-convention and specifier macros C's rewrite blanks: (declaration start, macro start, macro
    name) each, in order."""
    found = []
    for m in _CONVENTION.finditer(data):
        if _convention(m):
            found.append((m.start(1) + len(m.group(1)) - len(m.group(1).lstrip()), m.start(3), m.group(3)))
    if b"static" in data or b"extern" in data:
        for m in _STORAGE_MACRO.finditer(data):
            if m.group(2) not in _C_WORDS and m.group(2) not in _GRAMMAR_TYPES:
                found.append((m.start(1), m.start(2), m.group(2)))
        found.sort()
    return found


def _blank_spans(data: bytes, spans: list[tuple[int, int]]) -> bytes:
    """`data` with each (start, end) span blanked."""
    if not spans:
        return data
    out = bytearray(data)
    for a, b in spans:
        out[a:b] = b" " * (b - a)
    return bytes(out)


def _blank_conventions(data: bytes, found: list) -> bytes:
    return _blank_spans(data, [(at, at + len(name)) for _start, at, name in found])


def convention_sites(table, data: bytes):
    """The table with a site of each calling-convention macro C's rewrite blanked (_CONVENTION), made by the
    declaration it is written in, as clang counts the macro's expansion."""
    seen, found = _CONVENTIONS
    if seen is not data:
        found = _conventions(data) if b"(" in data else []
    if not found:
        return table
    by_start = {d.start_byte: i for i, d in enumerate(table.definitions) if not d.local}
    return _with_sites(table, [_site(name, "read", by_start.get(start, -1), data, at) for start, at, name in found])


# a conditional directive's condition (continuation lines too) and the names in it, but `defined`
_CONDITION = re.compile(rb"(?m)^[ \t]*#[ \t]*(?:if|elif)\b((?:[^\n\\]|\\\r?\n|\\)*)")
_CONDITION_NAME = re.compile(rb"(?<![\w.])(?!defined\b)[A-Za-z_]\w*")
_CONDITION_NOISE = re.compile(rb"/\*.*?\*/|//.*", re.S)


def _holder(defs: list, starts: list[tuple[int, int]], keys: list[int], at: int) -> int:
    """The innermost definition holding byte `at` (`starts`: (start byte, index) of the definitions that are no
    locals, sorted; `keys` their start bytes), else -1: the nearest one before it that holds it, as definitions
    nest."""
    k = bisect_right(keys, at) - 1
    while k >= 0:
        if defs[starts[k][1]].end_byte > at:
            return starts[k][1]
        k -= 1
    return -1


def condition_sites(table, data: bytes):
    """The table with a site of each macro a compound `#if`/`#elif` condition names (nginx's `#if (NGX_HAVE_INET6)`,
    `#if (NGX_HTTP_SSL && NGX_HTTP_V2)`: the query reads a bare name's, `#if REDIS_TEST`, and `defined(X)`), made by
    the innermost definition around it, as clang records the macro's use; not one the query gave already."""
    if b"#" not in data:
        return table
    found = []
    for m in _CONDITION.finditer(data):
        text = m.group(1)
        if b"/" in text:
            text = _CONDITION_NOISE.sub(lambda c: b" " * len(c.group()), text)
        found.extend((m.start(1) + n.start(), n.group()) for n in _CONDITION_NAME.finditer(text))
    if not found:
        return table
    defs = table.definitions
    starts = sorted((d.start_byte, i) for i, d in enumerate(defs) if not d.local)
    keys = [s for s, _ in starts]
    names = {name.decode() for _, name in found}
    have = {(r.name, r.line, r.col) for r in table.references if r.name in names}
    sites = []
    for at, name in found:
        site = _site(name, "read", _holder(defs, starts, keys, at), data, at)
        if (site.name, site.line, site.col) not in have:
            sites.append(site)
    return _with_sites(table, sites) if sites else table


def rewrite(data: bytes, macros: tuple = ()) -> bytes:
    given = data
    data = _posix(data, macros)
    if macros and macros.silent:   # the repository's (repository.py): the arguments of macros defined empty
        found = repository.silent_uses(data, macros)
        if found:
            out = bytearray(data)
            for start, end in found:
                out[start:end] = data[start:end].translate(repository._BLANKS)
            data = bytes(out)
    global _CONVENTIONS
    found = _conventions(data) if b"(" in data else []
    _CONVENTIONS = (given, found)
    if found:
        data = _blank_conventions(data, found)
    if b"__cplusplus" in data:
        data = _CPLUSPLUS.sub(_blank, data)
    data = _continued_comments(data)
    data = _MACRO_DECLARATION.sub(_extern_macro, data)
    if b"(*" in data:
        data = _TYPEDEF_FUNCTION_POINTER.sub(_typedef_function_pointer, data)
    return _MACRO_LINE.sub(_declaration, data)


# C++: an upper-case export macro between `class`/`struct` and the name (`class LEVELDB_EXPORT Slice {`,
# `struct LEVELDB_EXPORT Options {`): the grammar reads a function `Slice` of type `class LEVELDB_EXPORT` (an
# error), or, worse, a variable `Options` of type `struct LEVELDB_EXPORT` with a brace initializer (no error: the
# struct's members become variables of the namespace); a forward declaration `class LEVELDB_EXPORT Cache;` read as
# a variable `Cache` hid the class (for `struct` only where the macro is named as one, _EXPORT_NAME: `struct STAT
# st;` is a C-style variable, glog's `struct GLOG_NO_EXPORT LogMessageData;` a forward declaration, whose variable
# had hidden the struct from every `data_->line_` of `logging::internal::LogMessageData* data_`). The macro is
# blanked; an attribute may follow it (googletest's `class GTEST_API_ [[nodiscard]] Cardinality {`: 44 classes of
# gmock and gtest lost). Two patterns with a literal prefix: ~3 us per KB of C++ where an alternation would cost ~15.
_EXPORT_MACROS = (re.compile(rb"class[ \t]+([A-Z][A-Z0-9_]{2,})[ \t]+(?:\[\[[^\[\]\n]*\]\][ \t]+)?\w+[ \t]*"
                             rb"(?:final\b|[:{;\n])"),
                  re.compile(rb"struct[ \t]+([A-Z][A-Z0-9_]{2,})[ \t]+(?:\[\[[^\[\]\n]*\]\][ \t]+)?\w+[ \t]*"
                             rb"(?:final\b|[:{;\n])"))
_EXPORT_NAME = re.compile(rb"\w*(?:EXPORT|DECLSPEC)\w*|\w+_API_?")


# C++: a qualified name written from the global namespace (`::flatbuffers::Table` as a base,
# `::testing::Test()`): the grammar writes a qualified_identifier without a scope, which no call, read or base
# pattern reads (flatbuffers' generated code qualifies every name so); its leading `::` blanked, the name is read as
# written from the scope around it (where an inner namespace of that name would hide the global one: rare). Not a
# name alone (`::MakeDir(path)` in ninja's `RealDiskInterface::MakeDir`: the global function, not the method
# the scope around would find)
# (the literal first and the character before it checked behind: a pattern opening with a lookbehind is tried at
# every byte, 2.5x the time over Abseil's 10 MB)
_GLOBAL_QUALIFIER = re.compile(rb"::(?<![\w>)\]:]::)(?=[A-Za-z_]\w*[ \t]*(?:<[^<>;{}()\n]*>[ \t]*)?::)")
# ... and one between a class's name and its bases or body (flatbuffers' generated `struct Type
# FLATBUFFERS_FINAL_CLASS : private ::flatbuffers::Table {`, the macro `final` or nothing): the grammar read no class;
# an enum's too (`enum FlatBuffersVTableOffset FLATBUFFERS_VTABLE_UNDERLYING_TYPE {`, the macro `: voffset_t`)
# (two patterns with a literal prefix, the keyword's start checked after: see _EXPORT_MACROS)
_MACROS_AFTER_CLASS = tuple(re.compile(keyword + rb"[ \t]+(?:\[\[[^\[\]\n]*\]\][ \t]+)?(\w+)[ \t]+"
                                       rb"([A-Z][A-Z0-9_]{2,})(?=[ \t]*(?::(?!:)|\{|\r?\n))")
                            for keyword in (rb"class", rb"struct", rb"enum(?![ \t]+(?:class|struct)\b)"))


def _macros_after_class(data: bytes):
    """The _MACROS_AFTER_CLASS matches whose `class`/`struct`/`enum` is the keyword (not the end of `subclass`)."""
    for pattern in _MACROS_AFTER_CLASS:
        for m in pattern.finditer(data):
            at = m.start()
            if not at or not (data[at - 1:at].isalnum() or data[at - 1] == 95):
                yield m


def _export_macros(data: bytes):
    """The _EXPORT_MACROS matches whose `class`/`struct` is the keyword (not the end of `subclass`, `my_struct`); a
    `struct` declaration only where the macro's name says it is one (_EXPORT_NAME)."""
    for pattern in _EXPORT_MACROS:
        for m in pattern.finditer(data):
            at = m.start()
            if not at or not (data[at - 1:at].isalnum() or data[at - 1] == 95):
                if data[m.end() - 1] != 59 or data[at] == 99 or _EXPORT_NAME.fullmatch(m.group(1)) is not None:
                    yield m


# a #define's and an #undef's name at a line's start; a one-name test of whether a name is defined
_DEFINE_HEAD = re.compile(rb"[ \t]*#[ \t]*define[ \t]+(\w+)")
_UNDEF_HEAD = re.compile(rb"[ \t]*#[ \t]*undef[ \t]+(\w+)")
_DEFINED_TEST_LINE = re.compile(rb"[ \t]*#[ \t]*(?:(ifdef|ifndef)[ \t]+(\w+)|if[ \t]+(!?)[ \t]*defined[ \t]*"
                                rb"(?:\([ \t]*(\w+)[ \t]*\)|[ \t]+(\w+)))[ \t]*(?://.*|/\*.*\*/)?\r?$")
# a file opening (after comments) with an include guard
# (possessive: a run of `//` lines, imgui.cpp's 1,000 lines of documentation, backtracked without end)
_GUARDED = re.compile(rb"(?:\s|//[^\n]*+|/\*[^*]*\*+(?:[^/*][^*]*\*+)*/)*+#[ \t]*ifndef[ \t]+(\w+)[^\n]*\n[ \t]*#[ \t]*"
                      rb"define[ \t]+(\w+)")
# the same, found anywhere (the literal first)
_DEFINE_NAME = re.compile(rb"#[ \t]*define[ \t]+(\w+)")
_TEST_NAME = re.compile(rb"#[ \t]*if(?:n?def[ \t]+|[ \t]+!?[ \t]*defined[ \t]*\(?[ \t]*)(\w+)")


def _tests_after_definitions(data: bytes) -> bool:
    """Whether the file tests whether a name is defined after a #define of it (not an include guard's `#ifndef X_H`
    / `#define X_H`: its test comes first)."""
    first: dict[bytes, int] = {}
    for m in _DEFINE_NAME.finditer(data):
        first.setdefault(m.group(1), m.start())
    return bool(first) and any(m.start() > first.get(m.group(1), len(data)) for m in _TEST_NAME.finditer(data))


def _posix(data: bytes, macros: tuple = ()) -> bytes:
    """C and C++ read as compiled for a POSIX target, Linux: the Windows (and other platforms') branches blanked, and
    those of `#if 0` and the `#else` of `#if 1` (_drop_windows), and those the repository's own Windows macros decide
    (`macros`: Macros.windows); of alternatives that each open a brace, the one without the macro tested
    (_drop_unbalanced)."""
    own = _own_windows_terms(macros.windows) if macros and macros.windows else (None, None)
    configured = b"define" in data and _tests_after_definitions(data)
    if configured or _PLATFORM_HINT.search(data) is not None or \
            ((b"if 0" in data or b"if 1" in data) and _LITERAL_IF.search(data) is not None) or \
            own != (None, None) and any(name in data for name, _ in macros.windows):
        data = _drop_windows(data, own, configured=configured)
    if b"else" in data and b"def" in data:
        data = _drop_unbalanced(data)
    return data


def _continued_comments(data: bytes) -> bytes:
    """`data` with the `/* .. */` comments of a #define's continued lines blanked (_CONTINUED_COMMENT,
    _LAST_LINE_COMMENT), and those inside a one-line #define's body (_DEFINE_WITH_COMMENT): C and C++ (Abseil's
    demangle_rust.cc defines `ABSL_DEMANGLER_RECURSE(callee, caller)` inside a method, `/* The next continue .. */ \\`
    among its lines: the grammar ended the macro at the comment and read the method and the rest of the file as
    code)."""
    if b"\\\n" in data:
        data = _CONTINUED_COMMENT.sub(_blank, data)
        if b"/*" in data:
            data = _LAST_LINE_COMMENT.sub(_blank_comment, data)
    if b"/*" in data and b"define" in data:
        data = _DEFINE_WITH_COMMENT.sub(lambda m: _INNER_COMMENT.sub(_blank, m.group(0)), data)
    return data


# a conditional's directive and the rest of its line; a test of whether one macro is defined
_CONDITIONAL = re.compile(rb"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b([^\n]*)", re.M)
_DEFINED_TEST = re.compile(rb"[ \t]*(!)?[ \t]*defined[ \t]*(?:\([ \t]*\w+[ \t]*\)|[ \t]\w+)[ \t]*(?://.*|/\*.*\*/)?\r?$")


# ... and of whether all of several are (`defined(A) && defined(B) && !defined(C)`), one of them a positive test
_DEFINED_ALL = re.compile(rb"[ \t]*!?[ \t]*defined[ \t]*\([ \t]*\w+[ \t]*\)(?:[ \t]*&&[ \t]*!?[ \t]*defined[ \t]*"
                          rb"\([ \t]*\w+[ \t]*\))+[ \t]*(?://.*|/\*.*\*/)?\r?")
_POSITIVE = re.compile(rb"(?:^|&&)[ \t]*defined\b")


def _drop_unbalanced(data: bytes) -> bytes:
    """`data` with one branch of each `#ifdef X` / `#else` / `#endif` whose two branches each open as many braces as
    they leave open (Abseil's tests: `#ifdef ABSL_HAVE_THREAD_SANITIZER` / `TEST(Mutex, DISABLED_Bug) {` / `#else` /
    `TEST(Mutex, Bug) {` / `#endif`, then one body: read together, the file was one syntax error) blanked: the one
    for X defined, as a build that does not define it compiles (`#ifndef X`, `#if !defined(X)`: the `#else`); of `#if
    defined(A) && defined(B) ..` the first (Catch2's amalgamated `#if defined(CATCH_CONFIG_WCHAR) &&
    defined(CATCH_PLATFORM_WINDOWS) ..` / `extern "C" int __cdecl wmain (..) {` / `#else` / `int main (..) {`: the
    rest of the file had been read inside wmain), and of any other `#if` condition the first too, the `#else` being
    the older or the plainer build (doctest's `#if defined(__cpp_lib_uncaught_exceptions) && .. >= 201411L ..` /
    `if(std::uncaught_exceptions() > 0) {` / `#else` / `if(std::uncaught_exception()) {`: the rest of namespace
    detail, and the implementation after it, had been read inside ContextScopeBase::destroy)."""
    stack, blank = [], []
    for m in _CONDITIONAL.finditer(data):
        directive = m.group(1)
        if directive.startswith(b"if"):
            stack.append((m, []))
        elif not stack:
            continue
        elif directive != b"endif":
            stack[-1][1].append(m)
        else:
            opened, branches = stack.pop()
            if len(branches) != 1 or branches[0].group(1) != b"else":
                continue
            kind, condition = opened.group(1), opened.group(2)
            other = branches[0]
            first = data.count(b"{", opened.end(), other.start()) - data.count(b"}", opened.end(), other.start())
            second = data.count(b"{", other.end(), m.start()) - data.count(b"}", other.end(), m.start())
            if not first or first != second:
                continue
            test = _DEFINED_TEST.match(condition) if kind == b"if" else None
            negated = bool(test.group(1)) if test is not None else \
                _DEFINED_ALL.fullmatch(condition) is not None and _POSITIVE.search(condition) is None
            if kind == b"ifdef" or (kind == b"if" and not negated):   # the #else kept
                blank += [(opened.start(), other.end()), (m.start(), m.end())]
            else:
                blank += [(opened.start(), opened.end()), (other.start(), m.end())]
    if not blank:
        return data
    out = bytearray(data)
    for a, b in blank:
        out[a:b] = _spaces(data[a:b])
    return bytes(out)


# googletest's tests: `TEST(Suite, Name) {..}` (TEST_F, TEST_P, TYPED_TEST, TYPED_TEST_P) defines the class
# `Suite_Name_Test`, whose TestBody is the body: read as a function of that name (`Suite_Name_Test()`, padded),
# each test a definition of its own, as a compiler names it, where the grammar reads a function `TEST` (every test
# of a file one entity). Kept where the name does not fit in the macro's text (`TEST(A,B){`).
_GTEST = re.compile(rb"^([ \t]*)(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\([ \t]*(\w+)[ \t]*,[ \t]*(\w+)[ \t]*\)"
                    rb"[ \t]*(?=\{|\n|//)", re.M)


def _gtest(m: re.Match) -> bytes:
    name = m.group(2) + b"_" + m.group(3) + b"_Test()"
    width = m.end() - m.end(1)
    if len(name) > width:
        return m.group(0)
    return m.group(1) + name + b" " * (width - len(name))


# ... each a use of its macro (the compiler's view: the class's code expands `TEST`), a site where it is written;
# and with a fixture (TEST_F, TEST_P, TYPED_TEST, TYPED_TEST_P) that class derives from the fixture, whose members
# are then in scope in the body: the test is read as that class (its body the class's, as the compiler's view gives
# TestBody's code to the class), with the fixture as its base, a site where the macro names it. A test whose name
# did not fit (`TEST_F(HandlerSpecTest,\n       Ex5_9_DirectiveIndicator) {`), which the grammar read as a function
# named TEST_F, is renamed so (else the other tests' macro sites found that function).
_GTEST_TEST = re.compile(rb"^[ \t]*(TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\(\s*(\w+)\s*,\s*(\w+)", re.M)
_GTEST_MACROS = frozenset(("TEST", "TEST_F", "TEST_P", "TYPED_TEST", "TYPED_TEST_P"))


def _own_tests(macros, data: bytes) -> frozenset:
    """The googletest macro names the repository defines itself as method-defining macros (glog's googletest.h,
    without gtest: `#define TEST(a, b) struct Test_##a##_##b {..}; .. void Test_##a##_##b::RunTest()`): read as
    its own (macro_methods: the class `Test_a_b`), not as googletest's `a_b_Test`; none in a file that includes
    googletest itself (`data`: `#include <gtest/gtest.h>`)."""
    if not macros or not macros.defining or b"gtest/gtest.h" in data:
        return frozenset()
    return frozenset(name.decode() for name, *_ in macros.defining if name.decode() in _GTEST_MACROS)


def _gtest_macro(m: re.Match) -> str:
    """The macro name of a _GTEST match."""
    return m.group(0)[m.end(1) - m.start():].partition(b"(")[0].decode()
_LINE_BREAK = re.compile(rb"\n")
_LINE_COL = attrgetter("line", "col")   # (a reference's place: its table's order)


_LINES: tuple = (None, [])   # the bytes _site was last given, and where their lines start


def _line_starts(data: bytes) -> list[int]:
    """Where the lines of `data` start, found once per file (counting the line breaks before each site made
    googletest's many tests quadratic)."""
    global _LINES
    seen, starts = _LINES
    if seen is not data:
        starts = [0, *(m.end() for m in _LINE_BREAK.finditer(data))]
        _LINES = (data, starts)
    return starts


def _site(name: bytes, kind: str, scope: int, data: bytes, at: int) -> Reference:
    """A reference site of `name` written at byte `at` of `data` (its line and column there)."""
    starts = _line_starts(data)
    line = bisect_right(starts, at)
    return Reference(name.decode(), kind, "", scope, line, at - starts[line - 1])


def _with_sites(table, sites: list, **changes):
    """The table with `sites` among its reference sites (in line and column order), and `changes`."""
    if not sites and not changes:
        return table
    return table._replace(references=sorted([*table.references, *sites], key=_LINE_COL), **changes)


def gtest_tests(table, data: bytes, own: frozenset = frozenset()):
    """The table with a site of its macro (`TEST`) in each test's definition (rewrite_cpp's `Suite_Name_Test`), and
    each fixture test a class deriving from its fixture; not for the macros named in `own` (_own_tests)."""
    if b"TEST" not in data:
        return table
    tests = {}   # (the test's class name, line) -> the sites its macro writes
    unfit = {}   # (the macro, line) -> the test's class name, for a test the grammar read as a function TEST
    # (the test's class name, line) -> its name in the suite's namespace: a TYPED_TEST_P's class is the test's name
    # in `namespace gtest_suite_Suite_` (GTEST_SUITE_NAMESPACE_), as the compiler names it
    in_suites = {}
    for m in _GTEST_TEST.finditer(data):
        if own and m.group(1).decode() in own:
            continue
        macro = _site(m.group(1), "call", -1, data, m.start(1))
        name = (m.group(2) + b"_" + m.group(3) + b"_Test").decode()
        tests[name, macro.line] = \
            (macro,) if m.group(1) == b"TEST" else (macro, _site(m.group(2), "inherit", -1, data, m.start(2)))
        unfit[macro.name, macro.line] = name
        if m.group(1) == b"TYPED_TEST_P":
            in_suites[name, macro.line] = (m.group(2).decode(), m.group(3).decode())
    if not tests:
        return table
    definitions = list(table.definitions)
    sites = []
    renamed = {}   # definition index -> its new qualname (a renamed test and the definitions in it)
    for i, d in enumerate(definitions):
        if d.parent in renamed:
            definitions[i] = d = d._replace(qualname=f"{renamed[d.parent]}.{d.name}")
            renamed[i] = d.qualname
        if d.kind != "function" or d.local:
            continue
        if d.name in _GTEST_MACROS and (name := unfit.get((d.name, d.name_line))) is not None:
            definitions[i] = d = d._replace(name=name, qualname=d.qualname[:len(d.qualname) - len(d.name)] + name)
            renamed[i] = d.qualname
        found = tests.get((d.name, d.name_line))
        if found is not None:
            if len(found) > 1:
                definitions[i] = d = d._replace(kind="class")
            if (suite := in_suites.get((d.name, d.name_line))) is not None:
                prefix = d.qualname[:len(d.qualname) - len(d.name)]
                definitions[i] = d = d._replace(name=suite[1], qualname=f"{prefix}gtest_suite_{suite[0]}_.{suite[1]}")
                renamed[i] = d.qualname
            sites.extend(site._replace(scope=i) for site in found)
    return _with_sites(table, sites, definitions=definitions) if sites else table


# googlemock's matchers: `MATCHER_P(HasValidCordzInfoOf, method, "description") {..}` defines the class template
# `HasValidCordzInfoOfMatcherP` (MATCHER: `..Matcher`, MATCHER_P2: `..MatcherP2`) whose nested gmock_Impl's
# MatchAndExplain is the body, and the function `HasValidCordzInfoOf(method)` a test calls: the body read as
# `HasValidCordzInfoOfMatcherP::gmock_Impl(method)` written in its place (the entity clang's reference gives it,
# where the grammar read a function MATCHER_P with a string among its parameters), the function a definition of the
# file at the use (gmock_matchers)
_MATCHER = re.compile(rb'^([ \t]*)MATCHER(_P(\d*))?\([ \t]*(\w+)[ \t]*,((?:[ \t]*\w+[ \t]*,)*)[ \t]*'
                      rb'"(?:[^"\\\n]|\\.)*"[ \t]*\)(?=[ \t]*\{)', re.M)


def _matcher(m: re.Match) -> bytes:
    params = [p.strip() for p in m.group(5).split(b",") if p.strip()]
    if len(params) != (0 if m.group(2) is None else int(m.group(3) or 1)):
        return m.group(0)
    head = m.group(4) + b"Matcher" + (b"P" + (m.group(3) or b"") if m.group(2) else b"") + b"::gmock_Impl(" + \
        b", ".join(params) + b")"
    width = m.end() - m.end(1)
    return m.group(0) if len(head) > width else m.group(1) + head + b" " * (width - len(head))


def gmock_matchers(table, data: bytes):
    """The table with the function each googlemock matcher defines (`HasValidCordzInfoOf`, rewrite_cpp's
    `HasValidCordzInfoOfMatcherP::gmock_Impl` beside it) a definition of its own, placed before the body's."""
    if b"MATCHER" not in data:
        return table
    uses = {}
    starts = _line_starts(data)
    for m in _MATCHER.finditer(data):
        if _matcher(m) != m.group(0):
            uses[bisect_right(starts, m.start(4))] = (m.group(4).decode(), m.start(4), m.end())
    fixtures = {}
    for i, d in enumerate(table.definitions):
        use = uses.get(d.name_line) if d.name == "gmock_Impl" and not d.local else None
        if use is not None:
            name, at, end = use
            outer = d.qualname.rpartition(".")[0].rpartition(".")[0]   # (the namespace around: `absl`)
            fixtures[i] = _fixture(d, name, data, at, end, "function", f"{outer}.{name}" if outer else name)
    return _with_fixtures(table, fixtures, data) if fixtures else table


# googlemock's mock methods: `MOCK_METHOD(R, Name, (Args), (Specs));` declares the method `R Name(Args)` (the specs,
# `(const, override)`, dropped): read as that declaration, each part where it is written (the macro, the commas,
# the parentheses around a return type holding a comma, the specs blanked); the legacy `MOCK_METHOD1(Name, R(Args));`
# (MOCK_CONST_METHODn, their _T forms) on one line as `R Name(Args)` written in its place. The grammar read a method
# named MOCK_METHOD with parameters it could not parse (googletest's own tests: ~180 errors). mock_sites gives the
# macro's site back, to the class.
_MOCK = re.compile(rb"\b(MOCK_METHOD|MOCK_(?:CONST_)?METHOD\d+(?:_T)?)\(")
_IDENTIFIER = re.compile(rb"[A-Za-z_]\w*")


def _arguments(data: bytes, open_at: int) -> tuple[list[tuple[int, int]], int] | None:
    """The top-level arguments (start, end) of the parenthesised list opening at `open_at`, and where its `)` ends;
    None where a `;`, `{` or `}` comes first (no macro call's arguments)."""
    depth, start, args = 0, open_at + 1, []
    for i in range(open_at, min(len(data), open_at + 4000)):
        ch = data[i]
        if ch == 40:   # (
            depth += 1
        elif ch == 41:   # )
            depth -= 1
            if depth == 0:
                args.append((start, i))
                return args, i + 1
        elif depth == 1 and ch == 44:   # ,
            args.append((start, i))
            start = i + 1
        elif ch in (59, 123, 125):   # ; { }
            return None
    return None


def _last_group(sig: bytes) -> int:
    """Where the last top-level parenthesised group of `sig` opens (`int(const T&)` -> 3), -1 if none ends it."""
    if not sig.endswith(b")"):
        return -1
    depth = 0
    for i in range(len(sig) - 1, -1, -1):
        if sig[i] == 41:
            depth += 1
        elif sig[i] == 40:
            depth -= 1
            if depth == 0:
                return i
    return -1


def _mocks(data: bytes):
    """(where the macro starts, where the method's name starts, the name, [(start, end, bytes or None: blanked)])
    of each mock method declared in `data`."""
    for m in _MOCK.finditer(data):
        parsed = _arguments(data, m.end() - 1)
        if parsed is None:
            continue
        args, end = parsed
        if m.group(1) == b"MOCK_METHOD":
            if len(args) not in (3, 4):
                continue
            (r0, r1), (n0, n1) = args[0], args[1]
            name = data[n0:n1].strip()
            returned = data[r0:r1].strip()
            edits = [(m.start(), r0, None), (r1, r1 + 1, None), (n1, n1 + 1, None), (args[2][1], end, None)]
            if returned.startswith(b"(") and returned.endswith(b")"):   # `MOCK_METHOD((std::map<K, V>), ..)`
                a = data.index(b"(", r0)
                b = data.rindex(b")", r0, r1)
                edits += [(a, a + 1, None), (b, b + 1, None)]
            yield m.start(), n0 + data[n0:n1].index(name), name, edits
        else:
            if len(args) < 2 or b"\n" in data[m.start():end]:
                continue
            # (a comma in a template's arguments splits the signature: `std::pair<int, int>()`)
            name, sig = data[args[0][0]:args[0][1]].strip(), data[args[1][0]:args[-1][1]].strip()
            k = _last_group(sig)
            if k <= 0 or not _IDENTIFIER.fullmatch(name):
                continue
            returned = sig[:k].rstrip()
            yield m.start(), m.start() + len(returned) + 1, name, \
                [(m.start(), end, (returned + b" " + name + sig[k:]).ljust(end - m.start()))]


def _rewrite_mocks(data: bytes) -> bytes:
    out = None
    for _at, _name_at, _name, edits in _mocks(data):
        out = out if out is not None else bytearray(data)
        for a, b, new in edits:
            out[a:b] = new if new is not None else _spaces(data[a:b])
    return bytes(out) if out is not None else data


def mock_sites(table, data: bytes):
    """The table with a site of its macro for each mock method (_mocks: `MOCK_METHOD` blanked), where the compiler's
    view has it: MOCK_METHOD's in the class (it writes the method's declarations after others), a legacy
    MOCK_METHODn's in the method (its expansion starts with the method's declaration)."""
    if b"MOCK_" not in data:
        return table
    macros = {}   # (the method's name, line) -> the macro's site
    for at, name_at, name, _edits in _mocks(data):
        macros[name.decode(), data.count(b"\n", 0, name_at) + 1] = \
            _site(re.match(rb"\w+", data[at:at + 64]).group(), "call", -1, data, at)
    sites = [site._replace(scope=d.parent if d.parent != -1 and site.name == "MOCK_METHOD" else i)
             for i, d in enumerate(table.definitions) if (site := macros.get((d.name, d.name_line))) is not None]
    return _with_sites(table, sites)


# the comments, strings and characters of C and C++ text (their braces and words are no code)
_BRACES: tuple = (None, {})   # the bytes namespace_end was last given, and where each of their braces closes
_BRACE_OR_NOISE = re.compile(rb"[{}]|" + _NOISE.pattern, re.S)


def namespace_end(data: bytes, start: int) -> int:
    """C++'s block_end: where the `namespace N {` written at `start` closes, counting the braces of the text
    without its comments, strings and characters (-1 where it does not close). The braces are paired in one pass
    per file (a file has several namespaces)."""
    global _BRACES
    seen, closing = _BRACES
    if seen is not data:
        closing, opened = {}, []
        for m in _BRACE_OR_NOISE.finditer(data):
            token = m.group()
            if token == b"{":
                opened.append(m.start())
            elif token == b"}" and opened:
                closing[opened.pop()] = m.end()
        _BRACES = (data, closing)
    at = data.find(b"{", start)
    return closing.get(at, -1) if at >= 0 else -1


# the bytes rewrite_cpp was last given with the repository's macros, the uses of its specifier macros, and the bytes
# repository.rewrite made of them: specifier_sites reads the same file's next
_REPOSITORY: tuple = (None, [], b"")


# an upper-case macro called at a line's start, and the body it opens (doctest's and Catch2's `TEST_CASE("name")
# {..}`, `TEST_CASE_METHOD(Fixture, "name") {..}`, `SCENARIO(..)`): the function the compiler's expansion defines
_BODY_MACRO = re.compile(   # (literal first: `\n`; the arguments' strings may hold parentheses)
    rb'\n([A-Z][A-Z0-9_]*)[ \t]*\((?:"(?:[^"\\\n]|\\.)*"|[^()"]|\((?:[^()]|\([^()]*\))*\))*\)')
_BODY_OPENS = re.compile(rb"[ \t]*(?://[^\n]*)?\r?\n?[ \t]*\{")
_ANONYMOUS_HEAD = b"void operator()()"


def _test_case_bodies(data: bytes, named=()) -> bytes:
    """`data` with each file-level use of a macro that opens a body (at a line's start, upper-case, its arguments,
    then `{`) written as an anonymous function's head, `void operator()()` (padded; line breaks kept): the grammar
    read a call, then a block at the file's level whose declarations were the file's variables (nlohmann's tests:
    `json j;` in each `TEST_CASE("..") {..}`, an entity `j`). The compiler's expansion is a function whose name is
    written nowhere (doctest's DOCTEST_ANON_FUNC_ with __COUNTER__, Catch2's with __LINE__): the map's anonymous
    function, whose locals are the body's and whose references are the file's (`<module>`), as the reference has
    them. Left as it is where the head does not fit in the call's text, and for the macros whose test has a name:
    googletest's (_GTEST_MACROS: `TEST_F(Suite,\n Name) {`, named by the map where the rewrite did not fit) and the
    repository's own method-defining macros, `named` (Macros.defining)."""
    spans = []
    for m in _BODY_MACRO.finditer(b"\n" + data):   # (offsets one past the file's: the line break before the call)
        name, end = m.group(1), m.end() - 1
        if _BODY_OPENS.match(data, end) is None or name.decode() in _GTEST_MACROS or name in named:
            continue
        call = data[m.start():end]
        if len(call) - call.count(b"\n") - call.count(b"\r") >= len(_ANONYMOUS_HEAD):
            spans.append((m.start(), end))
    if not spans:
        return data
    out = bytearray(data)
    for start, end in spans:
        written = bytearray(data[start:end].translate(repository._BLANKS))
        k = 0
        for i, c in enumerate(written):   # the head over the blanks, the line breaks kept
            if k < len(_ANONYMOUS_HEAD) and c not in (0x0A, 0x0D):
                written[i] = _ANONYMOUS_HEAD[k]
                k += 1
        out[start:end] = written
    return bytes(out)


_TEMPLATE_HEAD = re.compile(rb"template\s*<")   # (literal first; the byte before it checked apart)
_STD = re.compile(rb"(?<![\w:])std::")
_HEAD_MARKS = re.compile(rb"[<>{};]")


def _std_in_template_heads(data: bytes) -> bytes:
    """`data` with each `std::` qualifier in a template's header (`template <` to its `>`) written as part of one name
    (`std__is_same`, as long, a name no repository defines): nlohmann's `template < typename ValueType, typename
    std::enable_if < detail::conjunction < detail::negation<std::is_pointer<ValueType>>, .. >::value, int >::type = 0
    >` made the grammar lose the member after it, and with it the rest of class basic_json (each `std::X<..>` in
    an argument is also read as a comparison; past so many readings the parser gives up). No edge is lost: the
    standard library's names are none of the repository's."""
    spans = []
    for m in _TEMPLATE_HEAD.finditer(data):
        if m.start() and (data[m.start() - 1:m.start()].isalnum() or data[m.start() - 1] == 0x5F):
            continue   # (`my_template<`)
        depth, i, end = 1, m.end(), min(len(data), m.end() + 4000)
        while depth and (c := _HEAD_MARKS.search(data, i, end)) is not None:
            i = c.end()
            mark = c.group()
            if mark == b"<":
                depth += 1
            elif mark == b">":
                depth -= 1
            else:   # `{` or `;`: no header's end
                break
        spans.extend(s.start() + 3 for s in _STD.finditer(data, m.end(), i))
    if not spans:
        return data
    out = bytearray(data)
    for at in spans:
        out[at:at + 2] = b"__"
    return bytes(out)


def rewrite_cpp(data: bytes, macros: tuple = ()) -> bytes:
    global _REPOSITORY
    given = data
    data = _continued_comments(_posix(data, macros))
    macros = repository.with_own_macros(given, macros)
    if macros:   # the repository's (repository.py): before the rest, which reads namespaces and declarations
        blanks = repository.specifier_uses(data, macros)
        data = repository.rewrite(data, macros, blanks)
        _REPOSITORY = (given, blanks, data)
        if macros.defining:
            data = _method_macro_uses(data, macros)
    if b"::" in data:
        data = _GLOBAL_QUALIFIER.sub(b"  ", data)
    if b"TEST" in data:
        own = _own_tests(macros, data)
        data = _GTEST.sub(_gtest if not own else lambda m: m.group(0) if _gtest_macro(m) in own else _gtest(m), data)
    if b"MATCHER" in data:
        data = _MATCHER.sub(_matcher, data)
    if b"MOCK_" in data:
        data = _rewrite_mocks(data)
    data = _blank_spans(data, [m.span(1) for m in _export_macros(data)])
    data = _blank_spans(data, [m.span(2) for m in _macros_after_class(data)])   # (after: `class X_EXPORT ABC {`)
    if b"override" in data or b"final" in data or b"default" in data or b"delete" in data:
        data = _TRAILING_MACRO.sub(_blank_group, data)
        if b"::" in data:
            data = _DEFAULTED.sub(_empty_body, data)
    if b"extern" in data:
        data = _EXTERN_MACRO.sub(_blank_group, data)
    if b")\n" in data:
        data = _NEXT_LINE_ANNOTATION.sub(_blank_annotation, data)
    if b"std::" in data and b"template" in data:
        data = _std_in_template_heads(data)
    if b")" in data:
        data = _test_case_bodies(data, {name for name, *_ in macros.defining} if macros else ())
    return _CPP_MACRO_DECLARATION.sub(_split_macro, data)


# ... and one on the line after a declarator's parameters (leveldb's `Status Recover(VersionEdit* edit)\n
# EXCLUSIVE_LOCKS_REQUIRED(mutex_);`: the grammar read a method named EXCLUSIVE_LOCKS_REQUIRED, and lost the next
# declarations of the class); not after `if (..)` or another statement's parentheses, where `MACRO(x);` is a call
_NEXT_LINE_ANNOTATION = re.compile(rb"\)([ \t]*(?:const[ \t]*)?\r?\n[ \t]*)([A-Z][A-Z0-9_]{3,}\([^()\n;{}]*\))"
                                   rb"(?=[ \t]*(?:[;{]|override\b|final\b))")
_STATEMENT_HEADS = frozenset((b"if", b"while", b"for", b"switch", b"return", b"sizeof", b"defined", b"catch"))


def _blank_annotation(m: re.Match) -> bytes:
    data, depth, i = m.string, 0, m.start()
    while i >= 0:   # the parenthesis opening the parameters this `)` closes
        c = data[i]
        if c == 0x29:
            depth += 1
        elif c == 0x28:
            depth -= 1
            if depth == 0:
                break
        elif c in b";{}" or i < m.start() - 4000:
            return m.group(0)
        i -= 1
    head = re.search(rb"(\w+)[ \t]*$", data[max(0, i - 200):i])
    if i < 0 or head is None or head.group(1) in _STATEMENT_HEADS:
        return m.group(0)
    return b")" + m.group(1) + b" " * len(m.group(2))


# C++: an upper-case macro between a declarator's parameters and `override`/`final` (`~Exception()
# YAML_CPP_NOEXCEPT override;`): the grammar ended the destructor at the macro and read a field `override`;
# blanked (annotation_sites gives the macro's reference back to the method)
_TRAILING_MACRO = re.compile(rb"\)[ \t]*([A-Z][A-Z0-9_]{3,})"
                             rb"(?=[ \t]+(?:override|final)\b|[ \t]*=[ \t]*(?:default|delete)\b)")
# an out-of-line defaulted or deleted member (`Exception::~Exception() = default;`): the grammar reads an assignment
# expression; written as an empty body (`{       }`), a definition of the member as the compiler has one
_DEFAULTED = re.compile(rb"(::[ \t]*~?[A-Za-z_]\w*[ \t]*\([^;{}()]*\)[ \t]*(?:const[ \t]*)?)"
                        rb"(=[ \t]*(?:default|delete)[ \t]*;)")
# ... and between `extern` and the type (`extern YAML_CPP_API _Null Null;`: the grammar read a variable `_Null`)
_EXTERN_MACRO = re.compile(rb"\bextern[ \t]+([A-Z_][A-Z0-9_]{2,})(?=[ \t]+[A-Za-z_])")
# ... and an export macro before a declaration whose type is qualified, templated or const (`YAML_CPP_API
# std::string EncodeBase64(..);`, `LEVELDB_EXPORT const FilterPolicy* NewBloomFilterPolicy(int);`): written
# `MACRO;` as C's _MACRO_DECLARATION is (the grammar read no declaration, or one typed by the macro)
_CPP_MACRO_DECLARATION = re.compile(
    rb"\n([ \t]*[A-Z_][A-Z0-9_]{2,})[ \t]"
    rb"(?=[ \t]*(?:const[ \t]+)?((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)(?:<[^;(){}\n]*>)?[ \t*&]+(\(?)[ \t]*[A-Za-z_]\w*"
    rb"[ \t]*\)?[ \t]*\()")


def _empty_body(m: re.Match) -> bytes:
    return m.group(1) + b"{" + b" " * (len(m.group(2)) - 2) + b"}"


def _blank_group(m: re.Match) -> bytes:
    return m.group(0)[:m.start(1) - m.start()] + b" " * (m.end(1) - m.start(1))


# A macro the grammar cannot place, blanked by rewrite_cpp, is still a reference of the declaration it is written
# in, as the compiler's expansion of it is: an export macro before a class's name (`class LEVELDB_EXPORT DB`), and
# an annotation after a function's parameters (`~Exception() YAML_CPP_NOEXCEPT override;`, `void Compact()
# EXCLUSIVE_LOCKS_REQUIRED(mutex_);`, which the grammar parses but gives no site)
_AFTER_PARAMETERS = re.compile(rb"\)[ \t]*(?:const[ \t]*)?(?:\r?\n[ \t]*)?([A-Z][A-Z0-9_]{3,})\b(\(?)")
_CLASS_NAME = re.compile(rb"[ \t]+(?:\[\[[^\[\]\n]*\]\][ \t]+)?(\w+)")   # (after an attribute: `[[nodiscard]]`)
# ... and one after a member's name (`int refs_ GUARDED_BY(refs_mutex_);`, `Stats stats_[kLevels] GUARDED_BY(mu_);`):
# its class's, as clang's extent of the member ends before it
_AFTER_MEMBER = re.compile(rb"(?:\[[^\]\n]*\])*[ \t]+([A-Z][A-Z0-9_]{3,})\([^()\n;]*\)[ \t]*[;=]")


def annotation_sites(table, data: bytes):
    """The table with a site for each macro rewrite_cpp blanked before a class's name, after `extern` or that follows
    a function's parameters, its scope that class, variable or function."""
    sites = []
    classes = None
    for m in _export_macros(data):
        if classes is None:
            classes = {(d.name, d.name_line): i for i, d in enumerate(table.definitions) if d.kind == "class"}
        site = _site(m.group(1), "read", -1, data, m.start(1))
        name = _CLASS_NAME.match(data, m.end(1))
        i = classes.get((name.group(1).decode(), site.line)) if name is not None else None
        if i is not None:
            sites.append(site._replace(scope=i))
    types = None
    for m in _macros_after_class(data):
        if types is None:
            types = {(d.name, d.name_line): i for i, d in enumerate(table.definitions) if d.kind in ("class", "enum")}
        site = _site(m.group(2), "read", -1, data, m.start(2))
        i = types.get((m.group(1).decode(), site.line))
        if i is not None:
            sites.append(site._replace(scope=i))
    if b"extern" in data:
        for i, d in enumerate(table.definitions):
            if d.kind == "variable" and not d.local and (m := _EXTERN_MACRO.match(data, d.start_byte)) is not None:
                sites.append(_site(m.group(1), "read", i, data, m.start(1)))
    if b")" in data:
        for i, d in enumerate(table.definitions):
            if d.local:
                continue
            if d.kind == "property":
                if d.parent != -1 and (m := _AFTER_MEMBER.match(
                        data, _line_starts(data)[d.name_line - 1] + d.name_col + len(d.name.encode()))) is not None:
                    sites.append(_site(m.group(1), "call", d.parent, data, m.start(1)))
                continue
            if d.kind not in ("function", "method") or d.signature.startswith("#define"):
                continue   # (a function-like macro's body after its parameters: `#define CHECK(...) FUNC_EMPTY`)
            brace = data.find(b"{", d.start_byte, d.end_byte)
            for m in _AFTER_PARAMETERS.finditer(data, d.start_byte, brace if brace >= 0 else d.end_byte):
                sites.append(_site(m.group(1), "call" if m.group(2) else "read", i, data, m.start(1)))
    return _with_sites(table, sites)


# A macro that renames a function (`#define lua_call(L,n) lua_callk(L, (n), 0, NULL)`, `#define yylex jq_yylex`,
# `#define luaC_barrier(L,p,v) (iscollectable(v) ? luaC_barrier_(L, ..) : ..)`): a name in its body holding the
# macro's own name is the function the macro stands for, which a use of the macro calls as the compiler expands it
_WORD = re.compile(rb"[A-Za-z_]\w*")


def macro_forwards(table, data: bytes):
    """The table with a "forward" site for each name in a #define's body that holds the macro's name (three
    characters or more) and is longer: the function the macro renames. The site's scope is the macro; the link
    gives a use of the macro an edge to what that name means where the macro is used (no edge of the macro's
    own: its body is no code until expanded)."""
    if b"#" not in data:
        return table
    sites = []
    for i, d in enumerate(table.definitions):
        if d.local or len(d.name) < 3 or not d.signature.startswith("#define"):
            continue
        name = d.name.encode()
        at = data.find(name, d.start_byte, d.end_byte)
        if at < 0:
            continue
        at += len(name)
        if data[at:at + 1] == b"(":   # the parameters
            close = data.find(b")", at, d.end_byte)
            at = close + 1 if close > 0 else at
        body = data[at:d.end_byte]
        if name not in body:
            continue
        body = _NOISE.sub(lambda m: b" " * len(m.group(0)), body)
        seen = set()
        for m in _WORD.finditer(body):
            word = m.group(0)
            if word != name and name in word and word not in seen:
                seen.add(word)
                sites.append(_site(word, "forward", i, data, at + m.start()))
    return _with_sites(table, sites)


# `#ifndef X` then `#define X` (an include guard, a default `#ifndef REDISMODULE_ATTR #define REDISMODULE_ATTR ..`):
# the directive tests a macro not defined there, none of the definition after it (clang records no reference)
_DEFINED_NEXT = re.compile(rb"^[ \t]*#[ \t]*ifndef[ \t]+(\w+)[^\n]*\n[ \t]*#[ \t]*define[ \t]+(\w+)", re.M)


def defined_next(table, data: bytes):
    """The table without the reference sites of `#ifndef X` directives followed by `#define X`."""
    if b"ifndef" not in data:
        return table
    dropped = set()
    for m in _DEFINED_NEXT.finditer(data):
        if m.group(1) == m.group(2):
            dropped.add((m.group(1).decode(), data.count(b"\n", 0, m.start(1)) + 1))
    if not dropped:
        return table
    return table._replace(references=[r for r in table.references if (r.name, r.line) not in dropped])


# a #define directive with the lines its backslashes continue (the literal first, the line's start checked in
# define_bodies: 4 ms over Abseil's 10 MB, where a `^`-anchored pattern took 74)
_DEFINE_LINES = re.compile(rb"#[ \t]*define\b(?:[^\n]*\\\r?\n)*[^\n]*")


def define_bodies(table, data: bytes):
    """The table without the reference sites the tree made inside a #define directive: a macro's body is no code
    until expanded, and the grammar reads none of it, but in a region it could not parse (a directive inside an
    initializer list, Abseil's `kTypeIds[] = {\n#define A(T) absl::FastTypeId<T>(),\n PRIM_TYPES(A) ..};`) the error
    recovery gave the body's names as references of the code around. (The rules' sites after this step,
    macro_forwards', stay.)"""
    if b"define" not in data:
        return table
    lines = set()
    line, at = 1, 0
    for m in _DEFINE_LINES.finditer(data):
        if data[data.rfind(b"\n", 0, m.start()) + 1:m.start()].strip(b" \t"):
            continue   # (not at a line's start: `x = 1; // #define ..`)
        line += data.count(b"\n", at, m.start())
        end = line + data.count(b"\n", m.start(), m.end())
        lines.update(range(line, end + 1))
        line, at = end, m.end()
    if not lines:
        return table
    kept = [r for r in table.references if r.line not in lines]
    return table if len(kept) == len(table.references) else table._replace(references=kept)


def c_table(table, data: bytes, macros: tuple = ()):
    """C's table_rewrite: macro_sites, macro_forwards, defined_next (the repository's macros: rewrite's)."""
    return defined_next(macro_forwards(condition_sites(convention_sites(macro_sites(define_bodies(table, data), data),
                                                                        data), data), data), data)


_TEMPLATE = re.compile(rb"template[ \t\r\n]*<")


def template_heads(table, data: bytes):
    """The table with each class template's and alias template's signature opened by its `template <..>` head
    (`template <typename T> class PODArray`, its head on the line before the name: the signature starts at the
    name's line): the type parameters the linker substitutes (reduce.link._declared_parameters)."""
    if b"template" not in data:
        return table
    defs = table.definitions
    changed = None
    for i, d in enumerate(defs):
        if d.kind not in ("class", "type") or d.local or d.signature.startswith("template") or \
                (m := _TEMPLATE.match(data, d.start_byte)) is None:
            continue
        text = data[d.start_byte:d.start_byte + 2048].decode("utf-8", "replace")
        # the head's closing `>` (`template <typename T, typename A = std::allocator<T>>`)
        end = closing(text, m.end() - 1 - d.start_byte, "<", ">")
        if end < 0:
            continue
        head = " ".join(text[:end + 1].split())
        if changed is None:
            changed = list(defs)
        changed[i] = d._replace(signature=f"{head} {d.signature}")
    return table if changed is None else table._replace(definitions=changed)


# `friend` before a declaration's return type, a word of its own (`template <typename S>\n friend void f(..)`)
_FRIEND = re.compile(rb"\bfriend\s+(?:(?:inline|constexpr|static)\s+)*$")
_FRIEND_WORD = re.compile(rb"\bfriend\s")


def friend_functions(table, data: bytes):
    """The table with each function a class declares its friend (`friend void AbslStringify(Sink& s, const T& t)
    {..}`) named as a function of the namespace around the class, as the compiler has it (and clang's reference
    names it), where the query read a method of the class; only declared there, no entity (its names the class's)."""
    if b"friend" not in data:
        return table
    defs = table.definitions
    changed = None
    starts = _line_starts(data)
    for i, d in enumerate(defs):
        if d.kind != "method" or d.local or d.parent < 0 or defs[d.parent].kind != "class" and \
                defs[d.parent].kind != "struct":
            continue
        at = starts[d.name_line - 1] + d.name_col   # the name; `friend` just before the start, or after a template
        if _FRIEND.search(data, max(d.start_byte - 32, 0), d.start_byte) is None and \
                _FRIEND_WORD.search(data, d.start_byte, at) is None:   # head the start is at
            continue
        if changed is None:
            changed = list(defs)
        if data[d.end_byte - 1:d.end_byte] != b"}":
            changed[i] = d._replace(local=True)   # `friend void f(int);`: a declaration only
            continue
        outer = defs[d.parent].parent   # (its parent stays the class: its names are looked up there, as a member's)
        changed[i] = d._replace(kind="function", qualname=f"{defs[outer].qualname}.{d.name}" if outer >= 0 else d.name)
    return table if changed is None else table._replace(definitions=changed)


def cpp_table(table, data: bytes, macros: tuple = ()):
    """C++'s table_rewrite: googletest's tests (gtest_tests) and mock methods (mock_sites), annotation_sites,
    macro_forwards, defined_next, template_heads, friend_functions; with the repository's macros (repository.py),
    the signatures of the namespaces they open and the sites of the specifier macros rewrite_cpp blanked."""
    macros = repository.with_own_macros(data, macros)
    table = define_bodies(table, data)
    table = friend_functions(template_heads(defined_next(macro_forwards(annotation_sites(mock_sites(gmock_matchers(
        gtest_tests(table, data, _own_tests(macros, data)), data), data), data), data), data), data), data)
    if not macros:
        return table
    table = macro_methods(table, data, macros)
    return specifier_sites(repository.namespace_signatures(outside_build(table, data, macros), data, macros), data,
                           macros)


def _method_macro_uses(data: bytes, macros) -> bytes:
    """`data` with the arguments of each use of a method-defining macro at a line's start, before a body, blanked but
    those its class name pastes (pugixml's `TEST_XML(dom_attr_assign, "<node/>") {`: `TEST_XML(dom_attr_assign
    ) {`, which the grammar reads as a function, as it does `TEST(dom_x) {`; macro_methods names it)."""
    defining = {name: pieces for name, pieces, *_ in macros.defining}
    present = [name for name in defining if name in data]
    if not present:
        return data
    out = None
    for m in re.finditer(rb"(?m)^(" + b"|".join(re.escape(n) for n in present) + rb")\(", data):
        found = _arguments(data, m.end() - 1)
        if found is None or not re.match(rb"\s*\{", data[found[1]:found[1] + 64]) or \
                data[max(0, m.start() - 3):m.start()].rstrip(b"\r\n").endswith(b"\\"):
            continue   # (not a line of a macro's definition)
        kept = {p for p in defining[m.group(1)] if isinstance(p, int)}
        for k, (a, b) in enumerate(found[0]):
            if k not in kept:
                out = out if out is not None else bytearray(data)
                start = a - 1 if k > 0 else a   # the comma before it too
                out[start:b] = _NOT_LINE_BREAK.sub(b" ", data[start:b])
    return data if out is None else bytes(out)


def macro_methods(table, data: bytes, macros):
    """The table with each function the grammar read from a use of a method-defining macro (repository.method_macros:
    pugixml's `TEST(dom_x) { .. }`, read as a function named TEST) named as the class whose method the expansion
    defines (`test_runner_helper_dom_x`, the class the reference gives the body to), with what it holds, a site
    of the macro in it, and the fields its expansion declares as its locals (TEST_XML's fixture's `doc`)."""
    defining = {name: rest for name, *rest in macros.defining} if macros and macros.defining else None
    if not defining:
        return table
    definitions = None
    renamed = {}   # definition index -> its new qualname (a renamed use and the definitions in it)
    sites, locals_ = [], []
    fixtures = {}   # definition index -> the class its use's expansion declares first, before it (TEST_XML's fixture)
    for i, d in enumerate(table.definitions):
        if d.parent in renamed:
            definitions[i] = d = d._replace(qualname=f"{renamed[d.parent]}.{d.name}")
            renamed[i] = d.qualname
            continue
        found = defining.get(d.name.encode()) if d.kind == "function" and not d.local else None
        if found is None:
            continue
        pieces, first, fields, method, base = found
        at = data.find(d.name.encode(), d.start_byte)
        line = data.rfind(b"\n", 0, at) + 1
        found = _arguments(data, at + len(d.name)) if 0 <= at and not data[line:at].strip() and \
            data[at + len(d.name):at + len(d.name) + 1] == b"(" else None   # (a use first on its line: no #define)
        if found is None:
            continue
        arguments = [data[a:b].strip() for a, b in found[0]]
        if any(isinstance(p, int) and p >= len(arguments) for p in pieces):
            continue
        name = b"".join(p if isinstance(p, bytes) else arguments[p] for p in pieces)
        if not _IDENTIFIER.fullmatch(name):
            continue
        if definitions is None:
            definitions = list(table.definitions)
        kind = d.kind
        if first == pieces:   # the macro's use, the class's where its expansion declares that class first (as
            sites.append(_site(d.name.encode(), "call", i, data, at))   # gtest_tests)
            if base is not None and len(base) == 1 and isinstance(base[0], int) and base[0] < len(arguments) and \
                    _IDENTIFIER.fullmatch(arguments[base[0]]):
                # `class Test##FixtureType##name : public FixtureType {`: the class derives from the fixture its
                # argument names, whose members the body reads (as gtest_tests' TEST_F)
                a = found[0][base[0]][0]
                a += len(data[a:found[0][base[0]][1]]) - len(data[a:found[0][base[0]][1]].lstrip())
                sites.append(_site(arguments[base[0]], "inherit", i, data, a))
                kind = "class"
        elif first is not None and all(not isinstance(p, int) or p < len(arguments) for p in first):
            fixture = b"".join(p if isinstance(p, bytes) else arguments[p] for p in first)
            if _IDENTIFIER.fullmatch(fixture):   # the macro's use and the names its other arguments write: the
                fixtures[i] = _fixture(d, fixture.decode(), data, at, found[1])   # fixture's (`TEST_XML_FLAGS(x,
                sites.append(_site(d.name.encode(), "call", i, data, at))        # "<n/>", parse_pi)`)
                used = {p for p in pieces if isinstance(p, int)}
                sites.extend(s for k, (a, b) in enumerate(found[0]) if k not in used
                             for s in _argument_sites(data, a, b, i))
        # the fields its expansion declares (a fixture's `doc`, which the body reads as a base's member): locals of it
        locals_.extend(Local(field, "variable", i, kind.replace("::", ".").replace(" ", ""), d.start_line)
                       for kind, field in fields)
        name = name.decode()
        # (a free function so named is no entity, its name written nowhere: its body is the file's, as clang's
        # reference has it; a method's class is its body's entity)
        definitions[i] = d = d._replace(name=name, qualname=d.qualname[:len(d.qualname) - len(d.name)] + name,
                                        local=d.local or not method, kind=kind)
        renamed[i] = d.qualname
    if definitions is None:
        return table
    table = _with_sites(table, sites, definitions=definitions,
                        **({"locals": [*table.locals, *locals_]} if locals_ else {}))
    return _with_fixtures(table, fixtures, data) if fixtures else table


def _fixture(d, name: str, data: bytes, at: int, end: int, kind: str = "class", qualname: str = ""):
    """The class a method-defining macro's use declares first (pugixml's `TEST_XML(dom_y, "<n/>")`: its fixture
    `test_fixture_dom_y`), written where the use's name and arguments are, beside the method `d` the use defines
    (or another `kind` of definition, its `qualname` given)."""
    starts = _line_starts(data)
    line = bisect_right(starts, at)
    return d._replace(name=name, qualname=qualname or d.qualname[:len(d.qualname) - len(d.name)] + name, kind=kind,
                      start_line=line, end_line=bisect_right(starts, max(at, end - 1)), start_byte=at, end_byte=end,
                      name_line=line, name_col=at - starts[line - 1], signature="", local=False, type_text="", doc="")


# a name an argument writes, maybe qualified (`pugi::parse_pi`), or a string literal (skipped)
_ARGUMENT_NAME = re.compile(rb'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\''
                            rb'|((?:[A-Za-z_]\w*\s*::\s*)*)([A-Za-z_]\w*)(\s*\()?')


def _argument_sites(data: bytes, start: int, end: int, scope: int) -> list:
    """The names a macro's argument writes (`parse_default | parse_pi`), its sites in `scope`: a read, a call where
    a `(` follows (`STR("..")`); a qualified one's qualifiers its receiver."""
    out = []
    for m in _ARGUMENT_NAME.finditer(data, start, end):
        if m.group(2) is not None:
            site = _site(m.group(2), "call" if m.group(3) else "read", scope, data, m.start(2))
            receiver = re.sub(rb"\s*::\s*", b".", m.group(1)).rstrip(b".").decode()
            out.append(site._replace(receiver=receiver) if receiver else site)
    return out


def _with_fixtures(table, fixtures: dict, data: bytes):
    """The table with each fixture definition (`fixtures`: definition index -> the definition to place before it),
    the macro's sites in the defined method's scope moved to its fixture (the ones macro_methods gave it on the
    use's line, before the body), every index of a definition after one renumbered."""
    shift = [0] * (len(table.definitions) + 1)   # old index -> how many fixtures come before it
    for i in fixtures:
        shift[i] += 1
    for i in range(1, len(shift)):
        shift[i] += shift[i - 1]

    def moved(i: int) -> int:
        return i + shift[i] if i >= 0 else i

    definitions, digests = [], bytearray()
    width = len(table.def_digests) // len(table.definitions) if table.definitions else 0
    for i, d in enumerate(table.definitions):
        if i in fixtures:
            f = fixtures[i]
            definitions.append(f._replace(parent=moved(f.parent)))
            if width:
                digests += hashlib.blake2b(data[f.start_byte:f.end_byte], digest_size=width).digest()
        definitions.append(d._replace(parent=moved(d.parent)) if d.parent >= 0 else d)
        digests += table.def_digests[i * width:(i + 1) * width]
    starts = _line_starts(data)
    references = [r._replace(scope=moved(r.scope) - 1) if r.scope in fixtures and
                  starts[r.line - 1] + r.col < fixtures[r.scope].end_byte else
                  r._replace(scope=moved(r.scope)) if r.scope >= 0 else r for r in table.references]
    return table._replace(definitions=definitions, def_digests=bytes(digests), references=references,
                          locals=[v._replace(scope=moved(v.scope)) if v.scope >= 0 else v for v in table.locals],
                          imports=[m._replace(scope=moved(m.scope)) if m.scope >= 0 else m for m in table.imports])


def outside_build(table, data: bytes, macros):
    """The table without the #includes a build flag decides (repository.outside_build): outside the default build,
    as clang's reference reads it (spdlog's `#ifdef SPDLOG_HEADER_ONLY` / `#include "common-inl.h"` stays: its
    common.h defines the macro)."""
    blocks = repository.outside_build(data, macros.flags)
    if not blocks:
        return table
    return table._replace(imports=[i for i in table.imports if not (
        i.name == "*" and any(a < i.line < b for a, b in blocks))])


def specifier_sites(table, data: bytes, macros):
    """The table with a site of each specifier or template-parameter macro rewrite_cpp blanked (`FMT_CONSTEXPR void
    set_fill(..)`, `template <typename T, FMT_ENABLE_IF(..)>`), its scope the declaration written just after it
    (not an access label's, `JSON_PRIVATE_UNLESS_TESTED:`), else the innermost one it is written in (a template's, a
    function body's, a class's), as clang's expansion is; not where another rewrite gave one already (an export
    macro's)."""
    given, found, blanked = _REPOSITORY
    if given is not data:   # (a file whose bytes the map changed before rewrite_cpp: a BOM)
        posix = _posix(data, macros)
        found = repository.specifier_uses(posix, macros)
        blanked = repository.rewrite(posix, macros, found)
    if not found:
        return table
    defs = table.definitions
    starts = sorted((d.start_byte, i) for i, d in enumerate(defs) if not d.local)
    keys = [s for s, _ in starts]
    have = {(r.name, r.line, r.col) for r in table.references}
    sites = []
    for start, _end, at, name, called, _keep in found:
        k = bisect_left(keys, start)
        if k < len(keys) and not blanked[start:keys[k]].strip() and name not in macros.labels:
            scope = starts[k][1]   # the declaration it stands before
        else:
            scope = _holder(defs, starts, keys, at)
        site = _site(name, "call" if called else "read", scope, data, at)
        if (site.name, site.line, site.col) not in have:
            sites.append(site)
    return _with_sites(table, sites)
