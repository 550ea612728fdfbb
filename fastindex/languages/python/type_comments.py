"""PEP 484 type comments of Python functions (LanguageSpec.type_comment_reader): what the map reads for functions
and parameters without annotations, as pyright does. Python's grammar (tree-sitter-python's node types) is known
here, not in the map's engine."""
from __future__ import annotations

import re

from .. import split_commas

# `# type: (A, B) -> R` after the prefix: the parameters' types and the result's
SIGNATURE_COMMENT = re.compile(r"\((.*)\)\s*->\s*(.+?)\s*$")


def read(entries, prefix: str, child, text) -> dict[int, str]:
    """The types PEP 484 type comments declare for functions without annotations: {parameter name start: type,
    function name start: result type}. A comment after a parameter (`app,  # type: Celery`) types that parameter;
    one between the header and the body (`# type: (Celery, Signature) -> Any`) types the parameters in order (a
    method's first may be left out) and the result; `(...)` types the result only; `# type: ignore` nothing."""
    out: dict[int, str] = {}
    for entry in entries:
        node, name_node = entry[4], entry[3]
        if entry[2] != "function" or name_node is None:
            continue
        if node.type != "function_definition":
            node = child(node, "definition")   # decorated
            if node is None or node.type != "function_definition":
                continue
        params = child(node, "parameters")
        if params is None:
            continue
        names = []   # (name node, annotated) of each parameter, in order
        last = None
        for p in params.named_children:
            if p.type == "comment":
                said = text(p)[len(prefix):].strip() if text(p).startswith(prefix) else ""
                if said and last is not None and not last[1] and not said.startswith("ignore"):
                    out[last[0].start_byte] = said.lstrip("*")
                continue
            held = p
            if p.type in ("default_parameter", "typed_default_parameter"):
                held = child(p, "name")
            elif p.type in ("list_splat_pattern", "dictionary_splat_pattern") and p.named_child_count:
                held = p.named_children[0]
            elif p.type == "typed_parameter" and p.named_child_count:
                held = p.named_children[0]
                if held.type in ("list_splat_pattern", "dictionary_splat_pattern") and held.named_child_count:
                    held = held.named_children[0]
            if held is None or held.type != "identifier":
                last = None
                continue
            last = (held, p.type in ("typed_parameter", "typed_default_parameter"))
            names.append(last)
        signature = next((c for c in node.children if c.type == "comment" and text(c).startswith(prefix)), None)
        found = SIGNATURE_COMMENT.match(text(signature)[len(prefix):].strip()) if signature is not None else None
        if found is None:
            continue
        out[name_node.start_byte] = found.group(2)
        given = found.group(1).strip()
        if given == "...":
            continue
        types = split_commas(given)
        if len(types) == len(names) - 1:
            names = names[1:]   # a method's `self` / `cls`, left out
        if len(types) == len(names):
            for (held, annotated), t in zip(names, types):
                if not annotated and t:
                    out.setdefault(held.start_byte, t.lstrip("*"))
    return out
