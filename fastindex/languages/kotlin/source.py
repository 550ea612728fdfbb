"""Kotlin's source read before the map (LanguageSpec.source_rewrite): a class whose last supertype delegates to an
expression (`open class JdbcTransaction(..) : Transaction(), JdbcTransactionInterface by transactionImpl {`) parses,
with the pinned grammar, as a class without a body followed by a call of `transactionImpl` with a trailing lambda:
every member becomes a lambda's local. Where `delegation.scm` finds one, the text from `by` to the body's brace is
blanked (every byte but line breaks a space: offsets and lines kept) and the file is parsed as the class it is; the
delegate expression's own reads are lost. Only files where `by` stands before a `{` are parsed here."""
from __future__ import annotations

import functools
import re
from importlib import resources

from tree_sitter import Query, QueryCursor
from tree_sitter_language_pack import get_language, get_parser

# `by <expression> {` on one line (the expression without a brace or statement end, at most 200 characters: a
# long line of `by`s costs linear time) that does not declare a
# property (`val x by lazy {`, a delegated property's lambda), or an object expression's: a file that may hold one
_CANDIDATE = re.compile(rb"(?m)^(?![ \t]*(?:(?:private|public|internal|protected|override|open|final|lateinit|const|"
                        rb"actual|expect|@[\w.]+(?:\([^)\n]*\))?)\s+)*va[lr]\b)[^\n]*\bby[ \t]+[^\n{};=]{0,200}\{|"
                        rb"\bobject[ \t]*:[^\n]*\bby[ \t]+[^\n{};=]{0,200}\{")   # (`val o = object : I by t {`)


@functools.cache
def _compiled():
    text = resources.files(__package__).joinpath("delegation.scm").read_text(encoding="utf-8")
    return get_parser("kotlin"), Query(get_language("kotlin"), text)


def rewrite(data: bytes) -> bytes:
    if _CANDIDATE.search(data) is None:
        return data
    parser, query = _compiled()
    spans = []
    for _, caps in QueryCursor(query).matches(parser.parse(data).root_node):
        by, body = caps.get("by"), caps.get("body")
        if by and body:
            spans.append((by[0].start_byte, body[0].start_byte))
    if not spans:
        return data
    out = bytearray(data)
    for start, end in spans:
        out[start:end] = bytes(b if b in b"\r\n" else 32 for b in data[start:end])
    return bytes(out)
