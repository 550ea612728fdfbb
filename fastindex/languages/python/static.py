"""Python read for the platform a type checker assumes here (LanguageSpec.source_rewrite): a branch of an `if`
whose condition the platform decides (`if sys.platform == "win32":`, `elif os.name == "nt":`, `else:` after a
true one) never runs there, and pyright leaves it out: its definitions bind nothing and its sites reach nothing.
So is one a type checker never reads: the `else:` of `if TYPE_CHECKING:` (typing's constant, True to a checker;
beets' `if t.TYPE_CHECKING: g = LibraryCtx() else: from flask import g`), the body of `if not TYPE_CHECKING:`.
Such a body is blanked (every byte but line breaks and tabs a space, a `0` where its first statement stood), so
byte offsets and lines stay as they were. The same target as C's and C++'s (languages.c.source: POSIX, Windows
branches dropped). Only files naming `sys.platform` or `os.name` in such a condition, or with an `if TYPE_CHECKING:`
that is negated or has another branch, are tokenized."""
from __future__ import annotations

import ast
import io
import re
import tokenize

# the target: what sys.platform and os.name are where the checker runs (Linux)
PLATFORM = {"sys.platform": "linux", "os.name": "posix"}

_CANDIDATE = re.compile(rb"^[ \t]*(?:el)?if\b[^\n]*\b(?:sys\.platform|os\.name)\b", re.M)
# a line `if TYPE_CHECKING:` (bare or through a module, `t.TYPE_CHECKING`), its indentation; only where a branch
# follows it or it is negated is the file tokenized (most such blocks are imports alone, which change nothing).
# Matched on the lines the word is on (literal first: synth-1m's 3,737 Python files, 3,039 with the word, 0.02 s
# where a multi-line pattern over each file was 0.22)
_TYPE_CHECKING_IF = re.compile(rb"([ \t]*)(?:el)?if[ \t]+(not[ \t]+)?(?:\w+\.)*TYPE_CHECKING[ \t]*:")
_CHECKING = "TYPE_CHECKING"
_CHECKING_BYTES = _CHECKING.encode()
_OPEN, _CLOSE = frozenset("([{"), frozenset(")]}")


def _dotted(node) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        head = _dotted(node.value)
        return f"{head}.{node.attr}" if head else ""
    return ""


def _strings(node) -> tuple | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, ast.Tuple) and all(isinstance(e, ast.Constant) and isinstance(e.value, str)
                                           for e in node.elts):
        return tuple(e.value for e in node.elts)
    return None


def value(node) -> bool | None:
    """What the condition is on the target platform: True, False, or None when the platform does not decide it
    (typing's TYPE_CHECKING: True, as a type checker reads it)."""
    if isinstance(node, (ast.Name, ast.Attribute)) and _dotted(node).rpartition(".")[2] == _CHECKING:
        return True
    if isinstance(node, ast.BoolOp):
        values = [value(v) for v in node.values]
        if isinstance(node.op, ast.And):
            return False if False in values else True if all(v is True for v in values) else None
        return True if True in values else False if all(v is False for v in values) else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        v = value(node.operand)
        return None if v is None else not v
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Eq, ast.NotEq)):
        target = PLATFORM.get(_dotted(node.left))
        said = _strings(node.comparators[0])
        if target is None or said is None or len(said) != 1:
            return None
        return (target == said[0]) == isinstance(node.ops[0], ast.Eq)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "startswith" \
            and len(node.args) == 1 and not node.keywords:
        target = PLATFORM.get(_dotted(node.func.value))
        said = _strings(node.args[0])
        return None if target is None or said is None else target.startswith(said)
    return None


def _condition(text: str) -> bool | None:
    try:
        return value(ast.parse(text.strip(), mode="eval").body)
    except (SyntaxError, ValueError):
        return None


def _checking_branches(data: bytes) -> bool:
    """Whether an `if TYPE_CHECKING:` of the file is negated or has an `elif`/`else` at its indentation."""
    word = data.find(_CHECKING_BYTES)
    while word >= 0:
        start = data.rfind(b"\n", 0, word) + 1
        m = _TYPE_CHECKING_IF.match(data, start)
        word = data.find(_CHECKING_BYTES, word + len(_CHECKING_BYTES))
        if m is None:
            continue
        if m.group(2):
            return True
        indent, at = m.group(1), data.find(b"\n", m.end())
        while at >= 0:   # the lines after it, to the first one at its indentation or less
            end = data.find(b"\n", at + 1)
            line = data[at + 1:end if end >= 0 else len(data)]
            at = end
            stripped = line.strip()
            if not stripped or stripped.startswith(b"#"):
                continue
            lead = line[:len(line) - len(line.lstrip())]
            if len(lead) <= len(indent):
                if lead == indent and stripped.startswith((b"else", b"elif")):
                    return True
                break
    return False


def rewrite(data: bytes) -> bytes:
    platform = (b"sys.platform" in data or b"os.name" in data) and _CANDIDATE.search(data) is not None
    if not platform and (_CHECKING_BYTES not in data or not _checking_branches(data)):
        return data
    try:
        tokens = list(tokenize.tokenize(io.BytesIO(data).readline))
    except (tokenize.TokenError, SyntaxError):
        return data
    if not tokens or tokens[0].string != "utf-8":
        return data
    starts = [0]
    at = data.find(b"\n")
    while at >= 0:
        starts.append(at + 1)
        at = data.find(b"\n", at + 1)

    def offset(row: int, col: int, line: str) -> int:
        if row - 1 >= len(starts):
            return len(data)
        return starts[row - 1] + len(line[:col].encode("utf-8"))

    dead: list[tuple[int, int, int]] = []   # (start, end, where the `0` goes)
    chain: dict[int, str] = {}   # indentation depth -> "open" (no branch taken yet) or "taken"
    depth = 0
    line_start = True
    n = len(tokens)
    i = 0
    while i < n:
        t = tokens[i]
        i += 1
        if t.type == tokenize.INDENT:
            depth += 1
            continue
        if t.type == tokenize.DEDENT:
            chain.pop(depth, None)
            depth -= 1
            continue
        if t.type == tokenize.NEWLINE:
            line_start = True
            continue
        if t.type in (tokenize.NL, tokenize.COMMENT, tokenize.ENCODING) or not line_start:
            continue
        line_start = False
        word = t.string if t.type == tokenize.NAME else ""
        if word not in ("if", "elif", "else"):
            chain.pop(depth, None)
            continue
        if word != "if" and depth not in chain:
            continue   # the `else` of a `for`, `while` or `try`
        j, nesting = i, 0
        while j < n and not (nesting == 0 and tokens[j].type == tokenize.OP and tokens[j].string == ":"):
            if tokens[j].type == tokenize.OP:
                nesting += tokens[j].string in _OPEN
                nesting -= tokens[j].string in _CLOSE
            elif tokens[j].type == tokenize.NEWLINE:
                break
            j += 1
        if j >= n or tokens[j].type == tokenize.NEWLINE:
            continue
        colon = tokens[j]
        if word == "if":
            chain[depth] = "open"
        if chain[depth] == "taken":
            runs = False
        elif word == "else":
            runs = True
        else:
            start = offset(*t.end, t.line)
            runs = _condition(data[start:offset(*colon.start, colon.line)].decode("utf-8"))
        if runs is True:
            chain[depth] = "taken"
        if runs is not False:
            continue
        k = j + 1
        while k < n and tokens[k].type == tokenize.COMMENT:   # `if sys.platform == "win32":  # pragma: ..`
            k += 1
        if k < n and tokens[k].type == tokenize.NEWLINE:   # a block: from the next line to its dedent
            newline = tokens[k]
            while k < n and tokens[k].type != tokenize.INDENT:
                k += 1
            if k >= n:
                continue
            indent, level, m = tokens[k], 0, k
            while m < n:
                if tokens[m].type == tokenize.INDENT:
                    level += 1
                elif tokens[m].type == tokenize.DEDENT:
                    level -= 1
                    if level == 0:
                        break
                m += 1
            begin = starts[newline.start[0]] if newline.start[0] < len(starts) else len(data)
            end = starts[tokens[m].start[0] - 1] if m < n and tokens[m].start[0] - 1 < len(starts) else len(data)
            dead.append((begin, end, offset(*indent.end, indent.line)))
        else:   # `if sys.platform == "win32": import msvcrt`: the rest of the logical line
            end_token = k
            while end_token < n and tokens[end_token].type != tokenize.NEWLINE:
                end_token += 1
            begin = offset(*colon.end, colon.line)
            end = offset(*tokens[end_token].start, tokens[end_token].line) if end_token < n else len(data)
            dead.append((begin, end, begin + 1 if end - begin > 1 else begin))
    if not dead:
        return data
    out = bytearray(data)
    reached = -1
    for begin, end, filler in sorted(dead):
        if begin < reached:
            continue   # inside a body already blanked
        reached = end
        for p in range(begin, end):
            if out[p] not in (9, 10, 13):   # tabs kept: the `0` stays indented as its line was
                out[p] = 32
        if filler < end:
            out[filler] = 48   # "0": a statement, so the `if` keeps a body
    return bytes(out)
