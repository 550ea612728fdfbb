"""JSDoc types of JavaScript functions (LanguageSpec.doc_type_reader): in a JavaScript file the checker types a
parameter by its function's `@param {T} name` and the function's result by `@returns {T}` where the syntax has no
annotation (ESLint's `@param {TextReader} reader` .. `reader.read(0, n)`). The map reads them as it reads
annotations. JavaScript's grammar (tree-sitter-javascript's node types) is known here, not in the map's engine."""
from __future__ import annotations

import re

# a tag that types a parameter, and the result's
_PARAM_TAGS = re.compile(r"@(?:param|arg|argument)\s*\{")
_RETURN_TAGS = re.compile(r"@returns?\s*\{")
# after the type: the parameter's name, `[name]` or `[name=default]` (optional), not `name.prop` (a property of it)
_PARAM_NAME = re.compile(r"\s*\[?\s*([A-Za-z_$][\w$]*)(?![\w$.])")
# where the function's parameters are, by the node that holds them
_FUNCTIONS = frozenset({"function_declaration", "function_expression", "function", "arrow_function",
                        "method_definition", "generator_function_declaration", "generator_function"})
# what a JSDoc type says that TypeScript spells otherwise: `Array.<T>`, `Object.<K, V>` (a record)
_DOTTED_ARGUMENTS = re.compile(r"\b(Array|Object)\.<")


def read(entries, docs: dict, child, text) -> dict[int, str]:
    """{parameter name start: type, function name start: result type} for the functions whose documentation
    comment (`docs`: name start -> the comment node) is a JSDoc block (`/** .. */`) with `@param {T} name` or
    `@returns {T}` tags."""
    out: dict[int, str] = {}
    for entry in entries:
        name_node = entry[3]
        if name_node is None or entry[2] not in ("function", "method", "variable", "property"):
            continue
        doc = docs.get(name_node.start_byte)
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
            out[name_node.start_byte] = returns
        params = _parameters(node, child, text)
        if not params:
            continue
        for m in _PARAM_TAGS.finditer(comment):
            end = _closing_brace(comment, m.end())
            if end < 0:
                continue
            named = _PARAM_NAME.match(comment, end + 1)
            held = params.get(named.group(1)) if named else None
            t = _type_text(comment[m.end():end])
            if held is not None and t:
                if held.parent is not None and held.parent.type == "rest_pattern":
                    t = f"{t}[]"   # `@param {...Rule} rules` of `...rules`: each is a Rule
                out.setdefault(held.start_byte, t)
    return out


def _parameters(function, child, text) -> dict:
    """{name: name node} of a function's plain parameters (`a`, `a = 1`, `...a`)."""
    params = child(function, "parameters")
    if params is None:
        single = child(function, "parameter")   # `x => ..`
        return {text(single): single} if single is not None and single.type == "identifier" else {}
    out = {}
    for p in params.named_children:
        held = p
        if p.type == "assignment_pattern":
            held = child(p, "left")
        elif p.type == "rest_pattern" and p.named_child_count:
            held = p.named_children[0]
        if held is not None and held.type == "identifier":
            out[text(held)] = held
    return out


def _tagged_type(comment: str, tags: re.Pattern) -> str:
    m = tags.search(comment)
    if m is None:
        return ""
    end = _closing_brace(comment, m.end())
    return _type_text(comment[m.end():end]) if end >= 0 else ""


def _closing_brace(comment: str, at: int) -> int:
    """The index of the `}` closing the type that starts at `at` (nested braces counted), -1 if none."""
    depth = 1
    for i in range(at, len(comment)):
        c = comment[i]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
    return -1


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
    return t
