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
  a line holding only an upper-case macro name   a macro standing for declarations (`UV_REQ_FIELDS` in a struct
                                                 body, `UV_PRIVATE_REQ_TYPES` at file level): written as
                                                 `UV_REQ_FIELDS;` (one blank of the line moves behind it), which
                                                 the grammar reads as a declaration of that type name with no
                                                 declarator (the macro stays a reference); without a blank to
                                                 move, the line is blanked
"""
from __future__ import annotations

import re

_CPLUSPLUS = re.compile(
    rb'^[ \t]*#[ \t]*if(?:def[ \t]+|[ \t]+defined[ \t]*\(?[ \t]*)__cplusplus\b[^\n]*\n'
    rb'[ \t]*(?:extern[ \t]+"C"[ \t]*\{|\})[ \t]*(?://[^\n]*|/\*[^\n]*\*/)?[ \t]*\n'
    rb'[ \t]*#[ \t]*endif\b[^\n]*', re.M)
_CONTINUED_COMMENT = re.compile(rb'/\*[^\n]*?\*/(?=[^\n]*\\\n)')
# a line holding one upper-case name (not a #define's continued line: _declaration looks at the line before)
_MACRO_LINE = re.compile(rb'\n([ \t]*)([A-Z_][A-Z0-9_]{2,})([ \t]*)(?=\n)')
_MACRO_NAME = re.compile(rb'[A-Z_][A-Z0-9_]{2,}')


def _blank(m: re.Match) -> bytes:
    return re.sub(rb"[^\n]", b" ", m.group(0))


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


def rewrite(data: bytes) -> bytes:
    if b"__cplusplus" in data:
        data = _CPLUSPLUS.sub(_blank, data)
    if b"\\\n" in data:
        data = _CONTINUED_COMMENT.sub(_blank, data)
    return _MACRO_LINE.sub(_declaration, data)
