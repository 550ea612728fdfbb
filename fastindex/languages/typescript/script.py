"""Scripts: a TypeScript or JavaScript file without an import or an export is a script, and its top-level
declarations are global, seen by every file of the program where no scope binds the name (mobx's `global.d.ts`:
`declare const __DEV__: boolean`, read as `if (__DEV__)` by 85 of its functions; a page's `<script src>` files
calling each other's functions). The map says so on the table (LanguageSpec.table_rewrite): Export records of form
"script" (script_table), which the linker reads (reduce.link.global_definitions), as it reads `declare global {..}`
blocks.

What makes a file a module, as the checker decides by default (`moduleDetection: "auto"`): an `import` or `export`
statement at its top level (also `export {}`, `export default 42`, `export = x`, `import x = require()`,
`export as namespace X`), `import.meta`, an `.mts`/`.cts`/`.mjs`/`.cjs` name; in JavaScript, CommonJS's
`module.exports` and `exports.x` (and `require()`, which the map records as an import). The table's imports,
exports and exported definitions say most of it; where they say nothing, a line starting with `import` or `export`
(not indented) in the bytes (a comment or a string may hold one: then the file is read as a module, as every file
was before scripts were known).
"""
from __future__ import annotations

import re

from ...map.table import NO_PARENT, SCRIPT_FORM, Export, FileTable

MODULE_EXTENSIONS = (".mts", ".cts", ".mjs", ".cjs")
# (at the start of a line: an indented `export` is most likely a `declare module "x" {..}` block's, no module's)
_MODULE_SYNTAX = re.compile(rb"(?m)^(?:import|export)\b|\bimport\s*\.\s*meta\b")
_COMMONJS = re.compile(rb"\bmodule\s*\.\s*exports\b|(?<![\w$.])exports\s*(?:\.|\[)")
_JAVASCRIPT = (".js", ".jsx")
_BLOCK_SCOPED_KINDS = frozenset({"variable", "constant", "class"})
# the declaration's line up to its name: `const a = ..`, `let a`, `@dec class A`, `abstract class A`
_BLOCK_SCOPED = re.compile(rb"\s*(?:@[\w$.]+(?:\([^)]*\))?\s*)*(?:abstract\s+)?(?:const|let|class)\b")


def is_script(table: FileTable, data: bytes) -> bool:
    """Whether the file is a script (module docstring)."""
    if table.path.endswith(MODULE_EXTENSIONS):
        return False
    # (an import or export inside an ambient module of a declaration file, `declare module "x" {..}`, is the
    # module's, not the file's)
    ambient = [(d.start_line, d.end_line) for d in table.definitions
               if d.kind == "module" and d.parent == NO_PARENT and d.name[:1] in "'\""] \
        if table.path.endswith(".d.ts") else ()
    if any(not _inside(e.line, ambient) for e in table.exports) or \
            any(i.scope == NO_PARENT and not _inside(i.line, ambient) for i in table.imports):
        return False
    if any(d.exported and d.parent == NO_PARENT for d in table.definitions):
        return False
    if _MODULE_SYNTAX.search(data):
        return False
    return not (table.path.endswith(_JAVASCRIPT) and _COMMONJS.search(data))


def _inside(line: int, spans: list) -> bool:
    return any(a <= line <= b for a, b in spans)


def script_table(table: FileTable, data: bytes) -> FileTable:
    """LanguageSpec.table_rewrite: a script's table with its Export records of form "script": one without a name
    (the file is a script), one per block-scoped top-level declaration (`const`, `let`, `class`, not `declare`d),
    which the checker does not merge with a later script's declaration of the name: that one is a redeclaration
    error, and the name is the first one's (MSW's `const activeClientIds` in 14 copies of mockServiceWorker.js:
    the first copy's; its `function handleRequest` is each copy's)."""
    if not is_script(table, data):
        return table
    # (the ambient modules' exports stay: a namespace's export clause is read by its lines too)
    records = [Export("", "", 1, SCRIPT_FORM)] + list(table.exports)   # (line 1: the file)
    for d in table.definitions:
        if d.parent == NO_PARENT and d.kind in _BLOCK_SCOPED_KINDS:
            head = data[data.rfind(b"\n", 0, d.start_byte) + 1:d.start_byte + len(d.name.encode()) + 16]
            if _BLOCK_SCOPED.match(head):
                records.append(Export(d.name, "", d.start_line, SCRIPT_FORM))
    return table._replace(exports=records)
