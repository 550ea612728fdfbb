#!/usr/bin/env python3
"""PHP reference edges from a PHP language server (intelephense, npm, pinned in php/package.json).

    python bench/accuracy/php/reference.py REPO OUT_DIR [--batch N]

PHP has no compiler that binds names ahead of run time; the reference is what an editor's language server
binds, asked site by site: intelephense indexes the repository (its `vendor/` too, so that the framework's
classes a repository extends are known; edges into them are dropped as outside the universe), then answers
`textDocument/definition` for every name this script finds in a file (tree-sitter's PHP grammar, the same
one fastindex reads, used here only to enumerate names and declarations: the binding is intelephense's).

Entities (docs/entity-edges.md read for PHP, named as fastindex names them): classes, interfaces, traits and
enums (`C`) wherever they are declared outside a function body (also in an `if` at file scope); their methods
(`C.m`), properties (`C.p`, without the `$`; a constructor's promoted parameters too) and constants (`C.K`;
enum cases are enum members: not entities); functions declared outside a function body (`f`) and file-scope
`const` names (`K`). Members of anonymous classes belong to the entity around them.

Sites: every `name` written in code but a declaration's own name, the names of `namespace` and `use` import
statements, named arguments' names, `self` / `static` / `parent`; a static property's name (`X::$p`). PHPDoc
types are not asked (intelephense reads them for types, but a comment is not code). A definition result is an
entity when it points into the entity's name (or at the start of its declaration); results outside the
repository's universe (vendor/, PHP's own stubs) or at a non-entity (a parameter, a local, an enum case) give
no edge. Source = the innermost entity around the site; `<module>` outside any.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from bisect import bisect_right
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import unquote, urlparse

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from lsp import Intelephense  # noqa: E402

SKIP_DIRS = {".git", "node_modules", "vendor", ".idea", ".cache"}
CLASS_LIKE = {"class_declaration", "interface_declaration", "trait_declaration", "enum_declaration"}
FUNCTION_BODIES = {"method_declaration", "function_definition", "anonymous_function", "arrow_function"}
# parents whose `name` children are no reference sites
NOT_SITES = {"namespace_name", "namespace_definition", "namespace_use_clause", "namespace_use_group",
             "namespace_use_declaration", "named_label_statement", "goto_statement", "declare_directive",
             "enum_case", "relative_scope", "namespace_aliasing_clause", "use_instead_of_clause"}
RELATIVE = {"self", "static", "parent"}
MEMBER_SITES = {"member_access_expression", "member_call_expression", "nullsafe_member_access_expression",
                "nullsafe_member_call_expression", "scoped_call_expression", "class_constant_access_expression"}


def log(msg: str) -> None:
    print(f"[php-reference] {msg}", file=sys.stderr, flush=True)


def php_files(repo: Path) -> list[str]:
    out = []
    for root, dirs, files in os.walk(repo):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for f in files:
            if f.endswith(".php"):
                out.append(os.path.relpath(os.path.join(root, f), repo).replace(os.sep, "/"))
    return sorted(out)


class FileFacts:
    """One file's entities (qualname, name range, declaration range), its sites and its line table."""

    def __init__(self, path: str, data: bytes, tree):
        self.path = path
        self.data = data
        self.line_starts = [0]
        for i, b in enumerate(data):
            if b == 10:
                self.line_starts.append(i + 1)
        self.entities: list[tuple[str, int, int, int, int]] = []   # qualname, name start/end, decl start/end
        self.sites: list[tuple[int, str, str, str]] = []            # byte offset, name, source, syntax
        self._walk(tree.root_node)

    # positions: LSP speaks UTF-16 columns
    def position(self, offset: int) -> tuple[int, int]:
        line = bisect_right(self.line_starts, offset) - 1
        start = self.line_starts[line]
        col = len(self.data[start:offset].decode("utf-8", "replace").encode("utf-16-le")) // 2
        return line, col

    def offset(self, line: int, col: int) -> int:
        if line >= len(self.line_starts):
            return len(self.data)
        start = self.line_starts[line]
        end = self.line_starts[line + 1] if line + 1 < len(self.line_starts) else len(self.data)
        text = self.data[start:end].decode("utf-8", "replace")
        units = 0
        for i, ch in enumerate(text):
            if units >= col:
                return start + len(text[:i].encode("utf-8"))
            units += 2 if ord(ch) > 0xFFFF else 1
        return end

    def _add_entity(self, qual: str, name_node, decl) -> None:
        self.entities.append((qual, name_node.start_byte, name_node.end_byte, decl.start_byte, decl.end_byte))

    def _walk(self, root) -> None:
        # (node, owner qualname prefix or None, source qualname, inside a function body)
        stack = [(root, None, "<module>", False)]
        while stack:
            node, owner, source, in_body = stack.pop()
            t = node.type
            child_owner, child_source, child_body = owner, source, in_body
            if not in_body:
                if t in CLASS_LIKE:
                    name = node.child_by_field_name("name")
                    if name is not None and owner is None:
                        qual = name.text.decode()
                        self._add_entity(qual, name, node)
                        child_owner, child_source = qual, qual
                elif t == "method_declaration" and owner is not None:
                    name = node.child_by_field_name("name")
                    qual = f"{owner}.{name.text.decode()}"
                    self._add_entity(qual, name, node)
                    child_source = qual
                elif t == "function_definition" and owner is None:
                    name = node.child_by_field_name("name")
                    qual = name.text.decode()
                    self._add_entity(qual, name, node)
                    child_source = qual
                elif t == "property_declaration" and owner is not None:
                    # `public ?Shape $shape = null;`: the type and the value are the property's (the first's
                    # where one declaration names several)
                    elements = [c for c in node.named_children if c.type == "property_element"]
                    for k, el in enumerate(elements):
                        var = el.child_by_field_name("name") or el.named_children[0]
                        name = var.named_children[0] if var.named_children else var
                        qual = f"{owner}.{name.text.decode()}"
                        self._add_entity(qual, var, node if len(elements) == 1 else el)
                        if k == 0:
                            child_source = qual
                elif t == "property_promotion_parameter" and owner is not None:
                    # `public function __construct(private Repo $repo)`: a property, whose type is its own
                    var = node.child_by_field_name("name")
                    name = var.named_children[0] if var.named_children else var
                    child_source = f"{owner}.{name.text.decode()}"
                    self._add_entity(child_source, var, node)
                elif t == "const_element":
                    name = next((c for c in node.named_children if c.type == "name"), None)
                    if name is not None and (owner is not None or source == "<module>"):
                        qual = f"{owner}.{name.text.decode()}" if owner else name.text.decode()
                        self._add_entity(qual, name, node)
                        child_source = qual
                if t in FUNCTION_BODIES:
                    # its body; a method's parameters are declarations of it (a promoted one a property)
                    for c in reversed(node.children):
                        if c.is_named:
                            stack.append((c, child_owner, child_source, c.type != "formal_parameters"))
                    continue
                if t == "object_creation_expression" and any(c.type == "declaration_list" for c in node.children):
                    child_body = True   # an anonymous class: its members belong to the entity around it
            if t == "name":
                self._site(node, source)
            elif t == "variable_name" and node.parent is not None and \
                    node.parent.type == "scoped_property_access_expression" and node.named_children:
                inner = node.named_children[0]
                self.sites.append((inner.start_byte, inner.text.decode(), source, node.parent.type))
            for c in reversed(node.children):
                if c.is_named:
                    stack.append((c, child_owner, child_source, child_body))

    def _site(self, node, source: str) -> None:
        parent = node.parent
        if parent is None or parent.type in NOT_SITES or parent.type == "variable_name":
            return
        text = node.text.decode()
        if text in RELATIVE and parent.type not in MEMBER_SITES:   # (a member may be named `parent`)
            return
        if parent.child_by_field_name("name") == node and parent.type in (
                CLASS_LIKE | {"method_declaration", "function_definition", "argument"}):
            return
        if parent.type == "const_element" and parent.named_children and parent.named_children[0] == node:
            return
        if parent.type == "qualified_name" and parent.parent is not None and \
                parent.parent.type in NOT_SITES:
            return
        wrapped = parent.type in ("qualified_name", "named_type") and parent.parent is not None
        syntax = parent.parent.type if wrapped else parent.type
        self.sites.append((node.start_byte, text, source, syntax))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("repo")
    ap.add_argument("out")
    ap.add_argument("--batch", type=int, default=200, help="definition requests in flight at once")
    args = ap.parse_args(argv)
    repo = Path(args.repo).resolve()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    from tree_sitter_language_pack import get_parser
    parser = get_parser("php")
    files = php_files(repo)
    facts: dict[str, FileFacts] = {}
    for rel in files:
        data = (repo / rel).read_bytes()
        facts[rel] = FileFacts(rel, data, parser.parse(data))
    n_sites = sum(len(f.sites) for f in facts.values())
    log(f"{len(files)} files, {sum(len(f.entities) for f in facts.values())} entities, {n_sites} sites "
        f"({time.time() - t0:.0f}s)")

    def entity_in(rel: str, rng: dict) -> str | None:
        """The outermost entity whose name lies in a location's range (intelephense's range is the whole
        declaration: a class's holds its members' names too); None for a parameter, a local, an enum case."""
        f = facts.get(rel)
        if f is None:
            return None
        s, e = rng["start"], rng["end"]
        lo, hi = f.offset(s["line"], s["character"]), f.offset(e["line"], e["character"])
        best = None
        for qual, ns, ne, ds, de in f.entities:
            if lo <= ns and ne <= max(hi, lo + 1) and (best is None or de - ds > best[1]):
                best = (qual, de - ds)
        return best[0] if best else None

    stats: Counter = Counter()
    edges: dict[tuple[str, str, str, str], tuple[int, str]] = {}   # edge -> its first site: line, syntax
    # (path, source, name, why) of names intelephense binds to a doc tag or to nothing (score.py: unconfirmed)
    unconfirmed: set[tuple[str, str, str, str]] = set()
    with tempfile.TemporaryDirectory(prefix="php-reference-") as storage:
        server = Intelephense(repo, HERE, Path(storage))
        try:
            log(f"{server.server_version}: indexed in {server.index_seconds:.1f}s")
            done = 0
            for rel in files:
                f = facts[rel]
                if not f.sites:
                    continue
                uri = (repo / rel).as_uri()
                server.open(uri, f.data.decode("utf-8", "replace"))
                results = server.definitions(uri, [f.position(site[0]) for site in f.sites], args.batch)
                server.close(uri)
                for (off, name, source, syntax), locs in zip(f.sites, results):
                    if locs is None:
                        stats["error"] += 1
                        continue
                    targets = []
                    for loc in locs:
                        path = unquote(urlparse(loc["uri"]).path)
                        drel = os.path.relpath(path, repo).replace(os.sep, "/")
                        if drel not in facts:
                            stats["outside"] += 1
                            continue
                        dq = entity_in(drel, loc["range"])
                        if dq is None:
                            start = loc["range"]["start"]
                            tf = facts[drel]
                            at = tf.offset(start["line"], start["character"])
                            line = tf.data[at:tf.data.find(b"\n", at)]
                            if b"@method" in line or b"@property" in line:
                                # a magic member a doc tag declares (a facade's `@method static get(..)`): no
                                # entity; where fastindex gives the member the facade forwards to, a false edge
                                # the notes explain
                                stats["doc_tag"] += 1
                                unconfirmed.add((rel, source, name, "doc-tag"))
                            else:
                                stats["not_an_entity"] += 1
                            continue
                        targets.append((drel, dq))
                    # `new C(..)`: intelephense gives the class, then its constructor (or the one it inherits:
                    # `new RootPackage` gives Package.__construct); the edge is the class's
                    if len(targets) > 1 and any(not q.endswith(".__construct") for _p, q in targets):
                        targets = [t for t in targets if not t[1].endswith(".__construct")]
                    stats["entity" if targets else ("no_definition" if not locs else "no_entity")] += 1
                    if not locs:
                        unconfirmed.add((rel, source, name, "unbound"))
                    for t in targets:
                        if (rel, source) != t and (rel, source) + t not in edges:
                            edges[(rel, source) + t] = (f.position(off)[0] + 1, syntax)
                before, done = done, done + len(f.sites)
                if done // 20000 != before // 20000:
                    log(f"{done}/{n_sites} sites, {len(edges)} edges, {time.time() - t0:.0f}s")
        finally:
            server.stop()

    entities = {(rel, e[0]) for rel, f in facts.items() for e in f.entities}
    names: dict[str, list] = defaultdict(list)
    for e in entities:
        names[e[1].rsplit(".", 1)[-1]].append(e)
    baseline = set()
    for rel, f in facts.items():
        for _off, name, source, _syntax in f.sites:
            for d in names.get(name, ()):
                if d != (rel, source):
                    baseline.add((rel, source, d[0], d[1]))

    def write(name, rows):
        with open(out / name, "w", encoding="utf-8") as fh:
            for r in sorted(rows):
                fh.write("\t".join(r) + "\n")
    write("reference.tsv", edges)
    write("baseline.tsv", baseline)
    write("entities.tsv", entities)
    # where each edge was first seen (not scored: for reading misses and false edges)
    write("edge-sites.tsv", [e + (str(line), syntax) for e, (line, syntax) in edges.items()])
    # names intelephense binds to a doc tag (a facade's `@method static get(..)`: no entity, so no edge) or to nothing
    # (a member reached through `@mixin` or `__call`, a dependency not installed): where fastindex links such a name,
    # the false edge is one the reference can neither confirm nor refute (score.py reports precision without them)
    write("unconfirmed.tsv", unconfirmed)
    (out / "files.txt").write_text("".join(f + "\n" for f in files))
    stats_out = {"files": len(files), "entities": len(entities), "sites": n_sites, "edges": len(edges),
                 "baseline_edges": len(baseline), "sites_by_outcome": dict(stats),
                 "index_seconds": round(server.index_seconds, 1),
                 "tool": f"{server.server_version} (PHP language server, textDocument/definition)",
                 "seconds": round(time.time() - t0, 1)}
    (out / "stats.json").write_text(json.dumps(stats_out, indent=2) + "\n")
    log(f"{len(edges)} edges, {len(entities)} entities, {len(files)} files, {time.time() - t0:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
