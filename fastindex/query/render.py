"""Text renderings of query answers (the dicts of `fastindex.query.Index`) for the command line."""
from __future__ import annotations

import re

OMITTED_MIN_CHARS = 120     # context: the list of what the budget left out gets a quarter of it, at least this
SEARCH_ECHO_CHARS = 80      # search: the question as echoed in the answer's header
SEARCH_ECHO_WORDS = 12      # ... and the words of it the index knows
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def printable(ans, keep: frozenset = frozenset()):
    """`ans` with the control characters of its strings (a line break in a file's name, in a site's text)
    written as escapes (`\\n`), so that each line of a rendering is one item; the answer's own values under
    `keep` (context's assembled source: "text") as they are."""
    if isinstance(ans, str):
        return _CONTROL.sub(lambda m: repr(m.group())[1:-1], ans) if _CONTROL.search(ans) else ans
    if isinstance(ans, dict):
        return {k: (v if k in keep else printable(v)) for k, v in ans.items()}
    if isinstance(ans, list | tuple):
        return type(ans)(printable(v) for v in ans)
    return ans


def where(info: dict) -> str:
    if info["type"] == "definition":
        return f"{info['path']}:{info['line']}"
    return info["label"]


def name(info: dict) -> str:
    if info["type"] == "definition":
        return f"{info['qualname']} ({info['kind']})"
    return info["label"] if info["type"] == "external" else f"{info['path']} (file)"


def _symbol(infos: list[dict]) -> str:
    first = infos[0]
    extra = f" (+{len(infos) - 1} more definitions)" if len(infos) > 1 else ""
    return f"{first['label']} [{first['kind']}, {where(first)}]{extra}"


def _edge(e: dict) -> str:
    count = f" x{e['count']}" if e.get("count", 1) > 1 else ""
    return f"{e['kind']}{count} ({e['provenance']}) line {e['line']}"


def _hop_label(label: str) -> str:
    return label.split("::", 1)[1] if "::" in label else label


def find(ans: dict) -> str:
    lines = []
    for r in ans["results"]:
        loc = " [local]" if r.get("local") else ""
        lines.append(f"{where(r):<50} {r['kind']:<10} {r.get('qualname', r['label'])}{loc}")
    if not lines:
        lines.append(f"no definitions match {ans['name']!r}")
    if ans["truncated"]:
        lines.append(f"... {ans['total'] - len(ans['results'])} more (use --limit)")
    return "\n".join(lines)


def neighbours(ans: dict) -> str:
    title = {"callers": "callers of", "callees": "callees of", "refs": "references to",
             "refs-out": "references from", "blast-radius": "blast radius of"}[ans["query"]]
    heur = ", heuristic edges included" if ans["include_heuristic"] else ""
    lines = [f"{title} {_symbol(ans['symbol'])} -- depth {ans['depth']}, kinds {','.join(ans['kinds'])}{heur}"]
    if ans["query"] == "blast-radius":
        lines.append(f"{ans['total']} dependents in {len(ans['files'])} files")
    for r in ans["results"]:
        chain = r["via"]
        hops = ""
        if len(chain) > 1:
            labels = [_hop_label(e["src"]) for e in chain] + [_hop_label(chain[-1]["dst"])]
            hops = "   via " + " -> ".join(labels[1:-1])
        lines.append(f"  {r['depth']}  {where(r):<45} {name(r):<40} {_edge(r['edge'])}{hops}")
    if not ans["results"]:
        lines.append("  (none resolved)")
    if ans["truncated"]:
        lines.append(f"  ... {ans['total'] - len(ans['results'])} more (use --limit)")
    blocks = [("unresolved", "unresolved inside the symbol", "reference sites that resolve to no definition")]
    if "unresolved_uses" in ans:
        names = sorted({i["name"] for i in ans["symbol"] if i["type"] == "definition"})
        blocks.append(("unresolved_uses", f"unresolved sites named {'/'.join(names)!r} elsewhere",
                       "the indexer could not resolve them; each may also be a use"))
    for key, title, note in blocks:
        block = ans[key]
        if not block["total"]:
            continue
        lines.append(f"{title} ({block['total']}): {note}")
        for s in block["sites"]:
            lines.append(f"  {s['path']}:{s['line']} in {s['in']}: {s['kind']} {s['text']} [{s['reason']}]")
        if block["total"] > len(block["sites"]):
            lines.append(f"  ... {block['total'] - len(block['sites'])} more")
    return "\n".join(lines)


def path(ans: dict) -> str:
    a, b = _symbol(ans["from"]), _symbol(ans["to"])
    if ans.get("same"):
        return f"A and B are the same symbol, {_symbol(ans['nodes'])}: its path to itself has length 0"
    if not ans["found"]:
        return f"no dependency path between {a} and {b} (kinds {','.join(ans['kinds'])})"
    head = "path" if ans["direction"] == "forward" else "no path from A to B; B depends on A"
    lines = [f"{head} ({ans['length']} hops):"]
    lines.append(f"  {ans['nodes'][0]['label']}  [{where(ans['nodes'][0])}]")
    for node, e in zip(ans["nodes"][1:], ans["edges"]):
        lines.append(f"    --{_edge(e)}-->")
        lines.append(f"  {node['label']}  [{where(node)}]")
    return "\n".join(lines)


def context(ans: dict) -> str:
    # a warning first: it says what the text below is (a signature standing in for a changed or missing file)
    out = "".join(f"# warning: {w}\n" for w in ans["warnings"]) + ans["text"]
    tail = []
    if ans["omitted"]:
        # the names the budget left out, themselves held to a quarter of the budget (at least a line's worth)
        room, shown = max(OMITTED_MIN_CHARS, ans["budget"] // 4), []
        for o in ans["omitted"]:
            item = f"{o['label']} ({o['role']})"
            if shown and sum(len(x) + 2 for x in shown) + len(item) > room:
                break
            shown.append(item)
        more = f" +{ans['omitted_total'] - len(shown)} more" if ans["omitted_total"] > len(shown) else ""
        tail.append(f"# omitted for the budget: {', '.join(shown)}{more}")
    tail.append(f"# {ans['used']} of {ans['budget']} characters")
    return out + "\n".join(tail)


def cycles(ans: dict) -> str:
    if not ans["total"]:
        return "no import cycles"
    scope = ", module-level imports only" if ans.get("module_level") else ""
    lines = [f"{ans['total']} import cycles (strongly connected components of the file import graph{scope})"]
    for n, c in enumerate(ans["cycles"], 1):
        lines.append(f"{n}. {c['size']} files; e.g. " + " -> ".join(c["example"]))
        for f in c["files"][:50]:
            lines.append(f"     {f}")
        if len(c["files"]) > 50:
            lines.append(f"     ... {len(c['files']) - 50} more")
    if ans["truncated"]:
        lines.append(f"... {ans['total'] - len(ans['cycles'])} more (use --limit)")
    return "\n".join(lines)


def rank(ans: dict) -> str:
    lines = []
    for title, key in (("definitions", "definitions"), ("files", "files")):
        if key not in ans:
            continue
        lines.append(f"most central {title} (PageRank):")
        for n, r in enumerate(ans[key], 1):
            label = r.get("qualname", r["label"])
            lines.append(f"  {n:>3}. {r['score']:.6f}  in {r['in_degree']:<5} {where(r):<50} {label}")
    return "\n".join(lines)


def summary(info: dict) -> str:
    return (f"{info['snapshot']}: root {info['root']}, {info['files']} files, {info['definitions']} definitions, "
            f"{info['edges']} edges")


def search(ans: dict) -> str:
    extra = ""
    if ans.get("words") is not None:   # the question's words the index knows, each once
        words = list(dict.fromkeys(ans["words"]))
        more = f" +{len(words) - SEARCH_ECHO_WORDS} more" if len(words) > SEARCH_ECHO_WORDS else ""
        extra = f", words: {' '.join(words[:SEARCH_ECHO_WORDS])}{more}"
    model = f", model {ans['model']}" if ans.get("model") else ""
    shown = ans["text"] if len(ans["text"]) <= SEARCH_ECHO_CHARS else ans["text"][:SEARCH_ECHO_CHARS] + "..."
    lines = [f"search {shown!r} -- {ans['mode']}{model}{extra}"]
    for r in ans["results"]:
        lines.append(f"  {r['rank']:>3}. {r['score']:>8.3f}  {where(r):<50} {name(r)}")
    if not ans["results"]:
        lines.append("  (no definition matches)")
    if "expanded" in ans:
        lines.append(f"expanded through the graph (depth {ans['expand']}, resolved edges):")
        for r in ans["expanded"]:
            lines.append(f"       {r['score']:>8.3f}  {where(r):<50} {name(r):<40} {r['relation']} of "
                         f"{_hop_label(r['via'])}" + (f" ({r['distance']} hops)" if r["distance"] > 1 else ""))
        if not ans["expanded"]:
            lines.append("  (none)")
    return "\n".join(lines)
