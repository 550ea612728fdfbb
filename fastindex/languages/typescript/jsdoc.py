"""JSDoc types of JavaScript functions (LanguageSpec.doc_type_reader): in a JavaScript file the checker types a
parameter by its function's `@param {T} name` and the function's result by `@returns {T}` where the syntax has no
annotation (ESLint's `@param {TextReader} reader` .. `reader.read(0, n)`). The map reads them as it reads
annotations. JavaScript's grammar (tree-sitter-javascript's node types) is known here, not in the map's engine.

The names those types use come from JSDoc's own imports (js_table, LanguageSpec.table_rewrite): `@import X from
"./x"`, `@import { A, B as C } from "./y"`, `@import * as ns from "./z"` (TypeScript 5.5) and the older `@typedef
{import("./x")} X`, `@typedef {import("./y").A} C`, recorded as the import statements they stand for (webpack:
2,420 `@import` and 353 `@typedef {import(..)}` tags in lib/, each naming the class its `@param` tags use); and the
types a file's other `@typedef` tags declare are its definitions (typedefs: an object typedef with its `@property`
tags an interface, any other an alias)."""
from __future__ import annotations

import re

from ...brackets import closing
from ...map.table import DEF_DIGEST_BYTES, NO_PARENT, Definition, FileTable, Import
from .script import script_table

# a tag that types a parameter, and the result's
_PARAM_TAGS = re.compile(r"@(?:param|arg|argument)\s*\{")
_RETURN_TAGS = re.compile(r"@returns?\s*\{")
_TYPE_TAG = re.compile(r"@type\s*\{")
# after the type: the parameter's name, `[name]` or `[name=default]` (optional), or `name.prop` (a property of it:
# one level)
_PARAM_NAME = re.compile(r"\s*\[?\s*([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?(?![\w$.])")
# where the function's parameters are, by the node that holds them
_FUNCTIONS = frozenset({"function_declaration", "function_expression", "function", "arrow_function",
                        "method_definition", "generator_function_declaration", "generator_function"})
_PLAIN_OBJECTS = frozenset({"Object", "object"})   # `@param {Object} options`: its dotted tags give its shape
# what a JSDoc type says that TypeScript spells otherwise: `Array.<T>`, `Object.<K, V>` (a record)
_DOTTED_ARGUMENTS = re.compile(r"\b(Array|Object)\.<")


def read(entries, docs: dict, child, text) -> dict[int, str]:
    """{parameter name start: type, function name start: result type} for the functions whose documentation
    comment (`docs`: name start -> the comment node) is a JSDoc block (`/** .. */`) with `@param {T} name` or
    `@returns {T}` tags; {name start: type} of the variables, fields and `this.x` attributes whose comment has a
    `@type {T}` tag (`/** @type {Map<string, Module>} */ this._modules = new Map()`)."""
    out: dict[int, str] = {}
    functions = set()
    for entry in entries:
        if entry[3] is not None and entry[2] in ("function", "method"):
            functions.add(entry[3].start_byte)
    for key, doc in docs.items():
        if key in functions:
            continue   # `/** @type {Handler} */ const f = (req) => ..`: the function's type, not its result's
        comment = text(doc)
        if "@type" in comment and comment.startswith("/**"):
            t = _tagged_type(comment, _TYPE_TAG)
            if t:
                out[key] = t
    for entry in entries:
        name_node = entry[3]
        if name_node is not None and entry[2] in ("function", "method", "variable", "property"):
            key = name_node.start_byte
        elif name_node is None and entry[4] is not None and entry[4].type in _FUNCTIONS:
            key = entry[4].start_byte   # an anonymous function (`module.exports = (algorithm) => {..}`): its start
        else:
            continue
        doc = docs.get(key)
        if doc is None:
            continue
        comment = text(doc)
        if not comment.startswith("/**") or "{" not in comment:
            continue
        node = entry[4]
        if node.type not in _FUNCTIONS:
            node = entry[6]   # `const f = (foo) => ..`, `run: function (x) {..}`: the value
            if node is None or node.type not in _FUNCTIONS:
                continue
        returns = _tagged_type(comment, _RETURN_TAGS)
        if returns:
            out[key] = returns
        params, patterns = _parameters(node, child, text)
        if not params and not patterns:
            continue
        tops: list[str] = []   # the tags' parameter names in order, but `options.x`
        tag = -1   # the tag's place among the @param tags
        for m in _PARAM_TAGS.finditer(comment):
            end = closing(comment, m.end() - 1, "{", "}")
            if end < 0:
                continue
            named = _PARAM_NAME.match(comment, end + 1)
            if named is None:
                continue
            tag += 1
            name, dotted = named.group(1), named.group(2)
            t = _type_text(comment[m.end():end])
            if not dotted:
                tops.append(name)
                held = params.get(name)
                if held is None and tag in patterns and t and t not in _PLAIN_OBJECTS:
                    # `@param {TemplateContext} templateContext` of `{ moduleGraph }` at its place (the checker
                    # reads a binding pattern's tag by place): each name the type's property of its key (ahead of
                    # dotted tags, which only an `{Object}` tag's properties take)
                    for key, node in patterns[tag].items():
                        out.setdefault(node.start_byte, f"prop:{key}:{t}")
            else:   # `@param {ConfigLoader} options.configLoader` of the destructured `{ configLoader }` in its place
                place = tops.index(name) if name in tops else -1
                held = patterns.get(place, {}).get(dotted)
            if held is not None and t:
                if held.parent is not None and held.parent.type == "rest_pattern":
                    t = f"{t}[]"   # `@param {...Rule} rules` of `...rules`: each is a Rule
                out.setdefault(held.start_byte, t)
    return out


def _parameters(function, child, text) -> tuple[dict, dict]:
    """({name: name node} of a function's plain parameters (`a`, `a = 1`, `...a`), {place: {key: name node}} of
    its destructured ones (`{ configLoader, b: c, d = 1 } = {}`))."""
    params = child(function, "parameters")
    if params is None:
        single = child(function, "parameter")   # `x => ..`
        return ({text(single): single} if single is not None and single.type == "identifier" else {}), {}
    out, patterns = {}, {}
    for place, p in enumerate(c for c in params.named_children if c.type != "comment"):
        held = p
        if p.type == "assignment_pattern":
            held = child(p, "left")
        elif p.type == "rest_pattern" and p.named_child_count:
            held = p.named_children[0]
        if held is not None and held.type == "identifier":
            out[text(held)] = held
        elif held is not None and held.type == "object_pattern":
            patterns[place] = _pattern_keys(held, child, text)
    return out, patterns


def _pattern_keys(pattern, child, text) -> dict:
    """{key: name node} of an object pattern's plain names (`{ a, b: c, d = 1, e: f = 2 }`)."""
    out = {}
    for e in pattern.named_children:
        if e.type == "shorthand_property_identifier_pattern":
            out[text(e)] = e
        elif e.type == "object_assignment_pattern":
            left = child(e, "left")
            if left is not None and left.type == "shorthand_property_identifier_pattern":
                out[text(left)] = left
        elif e.type == "pair_pattern":
            key, value = child(e, "key"), child(e, "value")
            if value is not None and value.type == "assignment_pattern":
                value = child(value, "left")
            if key is not None and value is not None and value.type == "identifier":
                out[text(key)] = value
    return out


def _tagged_type(comment: str, tags: re.Pattern) -> str:
    m = tags.search(comment)
    if m is None:
        return ""
    end = closing(comment, m.end() - 1, "{", "}")
    return _type_text(comment[m.end():end]) if end >= 0 else ""


def _type_text(t: str) -> str:
    """A JSDoc type as the TypeScript rules read types: a line's ` * ` continuation, `?T`/`!T` (nullable, not
    null), `T=` (optional) and `...T` (rest) dropped; `Array.<T>` is `Array<T>`, `Object.<K, V>` a `Record<K, V>`;
    "" for what types nothing (`*`, `?`, a function type)."""
    t = " ".join(part.lstrip().lstrip("*") for part in t.split("\n")).strip()
    t = t.lstrip("?!").rstrip("=").strip()
    if t.startswith("..."):   # (a rest parameter's: the caller makes the array)
        t = t[3:].strip()
    if not t or t in ("*", "?") or t.startswith("function("):
        return ""
    if ".<" in t:
        t = _DOTTED_ARGUMENTS.sub(lambda m: "Array<" if m.group(1) == "Array" else "Record<", t)
    if "import(" in t:   # `import("./websocket").Handler`: the module's namespace (inline_imports), then its member
        t = _INLINE_IMPORT.sub(lambda m: inline_alias(m.group(2)), t)
    return t


# an import type written in a JSDoc type, `{import("./websocket").Handler}` (undici's `@param` tags, 112 of webpack's):
# the module's namespace under a name no source spells (inline_alias), imported where the file's imports are
_INLINE_IMPORT = re.compile(r"""\bimport\(\s*(["'])([^"'\n]+)\1\s*\)""")
_INLINE_IMPORT_BYTES = re.compile(_INLINE_IMPORT.pattern.encode())
_DOC_BLOCK = re.compile(rb"/\*\*(?:[^*]|\*(?!/))*\*/")


def inline_alias(module: str) -> str:
    """The name an inline import type's module is bound to (`import("./x")`: `__import____x`)."""
    return "__import__" + re.sub(r"[^\w]", "_", module)


def inline_imports(data: bytes) -> list[tuple[int, Import]]:
    """(position, a namespace Import) of each module a JSDoc block's inline import types name, once per module (the
    first): what `_type_text` reads `import("./x").Y` as (`__import____x.Y`)."""
    out, seen = [], set()
    for block in _DOC_BLOCK.finditer(data):
        for m in _INLINE_IMPORT_BYTES.finditer(data, block.start(), block.end()):
            module = m.group(2).decode("utf-8", "replace")
            if module not in seen:
                seen.add(module)
                line = data.count(b"\n", 0, m.start()) + 1
                out.append((m.start(), Import(module, "", inline_alias(module), line, False, NO_PARENT)))
    return out


# `@import <clause> from "m"` (the clause may span lines of the comment) and `@typedef {import("m").A.B<..>} Name`
_IMPORT_TAG = re.compile(rb"@import\s+([^@]*?)\s*from\s*([\"'])([^\"'\n]+)\2")
_TYPEDEF_IMPORT = re.compile(rb"@typedef\s*\{\s*import\(\s*([\"'])([^\"'\n]+)\1\s*\)((?:\s*\.\s*[A-Za-z_$][\w$]*)*)"
                             rb"[^}\n]*\}\s*([A-Za-z_$][\w$]*)")
# what may stand before a tag on its line: a comment's opening or a continuation star
_TAG_LINE = re.compile(rb"[ \t]*(?:/\*\*|\*)?[ \t]*")
_IDENTIFIER = r"[A-Za-z_$][\w$]*"
_CLAUSE = re.compile(rf"(?:({_IDENTIFIER})\s*(?:,\s*)?)?(?:\{{([^}}]*)\}}|\*\s*as\s+({_IDENTIFIER}))?")
_SPECIFIER = re.compile(rf"(?:type\s+)?({_IDENTIFIER})(?:\s+as\s+({_IDENTIFIER}))?")


def js_table(table: FileTable, data: bytes) -> FileTable:
    """JavaScript's LanguageSpec.table_rewrite: a script's table (script.script_table; a JSDoc import does not make
    a module), with the imports its JSDoc tags make (module docstring) and the types its `@typedef` tags declare
    (typedefs)."""
    table = script_table(table, data)
    if b"@import" not in data and b"@typedef" not in data and b"import(" not in data:
        return table
    found = doc_imports(data)
    if found:
        table = table._replace(imports=list(table.imports) + found)
    return typedefs(table, data) if b"@typedef" in data else table


# a JSDoc block holding a `@typedef` tag, and the tags read in it
_TYPEDEF_BLOCK = re.compile(rb"/\*\*(?:[^*]|\*(?!/))*?@typedef(?:[^*]|\*(?!/))*\*/")
_TAG = re.compile(rb"@(typedef|property|prop|callback)\b[ \t]*")
_TAG_NAME = re.compile(rb"[ \t]*(\[)?[ \t]*([A-Za-z_$][\w$]*)(\.[\w$.]+)?")


def typedefs(table: FileTable, data: bytes) -> FileTable:
    """The table with a definition per JSDoc `@typedef` (as a TypeScript declaration file would spell it): an
    object type, `@typedef {object} ParserStateBase` and its `@property {NormalModule} module` tags, is an
    interface with those properties; any other, `@typedef {ParserStateBase & Record<string, any>} ParserState`, a
    type alias. Module-level and exported (the checker exports a module's typedefs), appended after the table's
    own definitions, so no index the map recorded moves (webpack's `parser.state.module.addDependency(..)`)."""
    added: list[Definition] = []   # parents relative to `added` until the end
    bodies = [(d.start_byte, d.end_byte) for d in table.definitions if d.kind in ("function", "method")]
    for block in _TYPEDEF_BLOCK.finditer(data):
        holder = -1   # the object typedef the block's @property tags belong to
        tags = list(_TAG.finditer(data, block.start(), block.end()))
        for k, tag in enumerate(tags):
            kind = tag.group(1)
            if kind == b"typedef" or kind == b"callback":
                holder = -1   # (@property tags after it are its own, or no object's)
            if not _starts_tag_line(data, tag.start()) or any(a < tag.start() < b for a, b in bodies):
                continue   # (a typedef in a function's body is the function's own type: no entity; nor the checker's)
            end = tags[k + 1].start() if k + 1 < len(tags) else block.end()
            at, type_text = tag.end(), ""
            if data[at:at + 1] == b"{":
                text = data[at:end].decode("utf-8", "replace")
                close = closing(text, 0, "{", "}")
                if close < 0:
                    continue
                type_text = text[1:close]
                at += len(text[:close + 1].encode())
            named = _TAG_NAME.match(data, at, end)
            if kind == b"callback" or named is None:
                continue
            name, name_at = named.group(2).decode(), named.start(2)
            line, name_line = data.count(b"\n", 0, tag.start()) + 1, data.count(b"\n", 0, name_at) + 1
            name_col = name_at - (data.rfind(b"\n", 0, name_at) + 1)
            line_end = data.find(b"\n", tag.start(), end)
            line_end = end if line_end < 0 else line_end
            signature = " ".join(data[tag.start():line_end].decode("utf-8", "replace").split()).rstrip("*/ ")
            if kind == b"typedef":
                stripped = " ".join(type_text.split())
                if stripped.startswith("import("):
                    continue   # an import (doc_imports)
                is_object = stripped in ("", "object", "Object")
                if is_object:
                    holder = len(added)
                added.append(Definition(name, name, "interface" if is_object else "type", line,
                                        data.count(b"\n", 0, end) + 1, tag.start(), end, name_line, name_col, signature,
                                        True, NO_PARENT, False, "" if is_object else _type_text(type_text), ""))
            elif holder >= 0 and not named.group(3):   # a property of the object typedef (not `options.x.y`)
                added.append(Definition(name, f"{added[holder].name}.{name}", "property", line, line, tag.start(),
                                        line_end, name_line, name_col, signature, False, holder, False,
                                        _type_text(type_text), ""))
    if not added:
        return table
    # (imported here: the map imports this module lazily, on first use)
    from ...map.extract import definition_digests
    base = len(table.definitions)
    digests = definition_digests(data, added)
    shifted = [d if d.parent == NO_PARENT else d._replace(parent=d.parent + base) for d in added]
    keep = table.def_digests if len(table.def_digests) == DEF_DIGEST_BYTES * base else b""
    return table._replace(definitions=list(table.definitions) + shifted,
                          def_digests=keep + digests if keep or not base else b"")


def doc_imports(data: bytes) -> list[Import]:
    """The Import records of a file's JSDoc `@import` and `@typedef {import(..)}` tags, and of the modules its JSDoc
    types import inline (`{import("./x").Y}`: inline_imports), in the file's order."""
    out: list[tuple[int, Import]] = []
    for m in _IMPORT_TAG.finditer(data):
        if not _starts_tag_line(data, m.start()):
            continue
        clause = re.sub(r"\n[ \t]*\*(?!/)", " ", m.group(1).decode("utf-8", "replace")).strip()
        module, line = m.group(3).decode("utf-8", "replace"), data.count(b"\n", 0, m.start()) + 1
        c = _CLAUSE.fullmatch(clause)
        if c is None or not any(c.groups()):
            continue
        default, named, namespace = c.groups()
        if default:
            out.append((m.start(), Import(module, "default", default, line, False, NO_PARENT)))
        if namespace:
            out.append((m.start(), Import(module, "", namespace, line, False, NO_PARENT)))
        for part in (named or "").split(","):
            s = _SPECIFIER.fullmatch(part.strip())
            if s is not None:
                out.append((m.start(), Import(module, s.group(1), s.group(2) or s.group(1), line, False, NO_PARENT)))
    for m in _TYPEDEF_IMPORT.finditer(data):
        if not _starts_tag_line(data, m.start()):
            continue
        module, line = m.group(2).decode("utf-8", "replace"), data.count(b"\n", 0, m.start()) + 1
        member = "".join(m.group(3).decode("utf-8", "replace").split()).lstrip(".")
        # `import("./x")`: the module, as `require("./x")` gives it; `import("./y").A`: its export A
        out.append((m.start(), Import(module, member, m.group(4).decode(), line, False, NO_PARENT)))
    if b"import(" in data:
        out.extend(inline_imports(data))
    out.sort(key=lambda e: e[0])
    return [imp for _, imp in out]


def _starts_tag_line(data: bytes, at: int) -> bool:
    """Whether the tag at `at` starts a line of a comment (after `/**` or a continuation `*`)."""
    start = data.rfind(b"\n", 0, at) + 1
    return _TAG_LINE.fullmatch(data, start, at) is not None


# a JSDoc cast: `/** @type {T} */ (expression)` (the parentheses are what makes the comment a cast)
_CAST = re.compile(rb"/\*\*\s*@type\s*\{([^\n{}]*(?:\{[^\n{}]*\}[^\n{}]*)*)\}\s*\*/\s*\(")


def casts(data: bytes) -> dict[int, str]:
    """LanguageSpec.doc_cast_reader: {start of the parenthesized expression: the type} of a file's JSDoc casts
    (webpack: 5,488 in lib/, `/** @type {CodeGenerationResults} */ (compilation.codeGenerationResults)`)."""
    out = {}
    for m in _CAST.finditer(data):
        t = _type_text(m.group(1).decode("utf-8", "replace"))
        if t:
            out[m.end() - 1] = t
    return out
