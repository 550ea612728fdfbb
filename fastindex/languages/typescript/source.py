"""TypeScript read as the compiler reads it where the pinned grammar does not (LanguageSpec.source_rewrite): a
namespace whose body opens on the next line (pixijs's Allman style, `declare global\n{\n    namespace PixiMixins\n
{\n        interface Container ..`) is, for the grammar, a bare `namespace PixiMixins` statement followed by a block,
so the interfaces in it were read as the enclosing scope's; the compiler has no line-break rule there. The `{` is
moved up beside the name, where it is read as the namespace's body, and a space takes its place: every byte
offset but the brace's, and every line, stay as they were."""
from __future__ import annotations

import re

# `namespace A.B` or `module A` (not a quoted `declare module 'x'`, which the grammar reads whatever the layout),
# then a line break and the body's `{` on a line of its own; `namespace` as a word at a statement's start
_NAMESPACE_BODY = re.compile(rb"(?m)^([ \t]*(?:export[ \t]+)?(?:declare[ \t]+)?(?:namespace|module)[ \t]+"
                             rb"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)([ \t]*(?:\r?\n[ \t]*)+)\{")


def _moved(m: re.Match) -> bytes:
    return m.group(1) + b"{" + m.group(2) + b" "


def rewrite(data: bytes) -> bytes:
    if b"namespace" not in data and b"module" not in data:
        return data
    return _NAMESPACE_BODY.sub(_moved, data)
