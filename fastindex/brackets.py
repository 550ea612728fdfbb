"""Bracket matching over source text, shared by the map (receiver and cast texts), the JSDoc reader and the linker
(type and receiver texts): one scan, nested brackets counted, strings not told apart."""


def closing(text: str, start: int = 0, opens: str = "([{", closes: str = ")]}") -> int:
    """The index of the bracket closing the first one opened at or after text[start] (the one there, as callers use
    it: `closing("f(a[1], {b})", 1)` -> 11), counting the brackets `opens` and `closes` name; -1 where it stays
    open."""
    depth = 0
    for i, ch in enumerate(text[start:] if start else text, start):
        if ch in opens:
            depth += 1
        elif ch in closes:
            depth -= 1
            if depth == 0:
                return i
    return -1


def balanced(text: str) -> bool:
    """Whether every bracket in the text closes one opened before it, and all close."""
    depth = 0
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def split_top(text: str, separator: str) -> list[str]:
    """The text split at its separators outside brackets, each part stripped: ("A | B<C | D>", "|") ->
    ["A", "B<C | D>"] (an arrow `=>` must have been rewritten by the caller: its `>` would close a bracket)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "[<({":
            depth += 1
        elif ch in "]>)}":
            depth -= 1
        elif ch == separator and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts
