#!/usr/bin/env python3
"""Score a candidate entity-edge set (and optionally the naive baseline) against a reference set.

    python bench/accuracy/score.py --reference REF.tsv --candidate CAND.tsv [--baseline BASE.tsv]
        [--entities ENTITIES.tsv] [--files FILES.txt] [--json OUT.json] [--md OUT.md] [--samples N]

Edge files: docs/entity-edges.md (src_path, src_qualname, dst_path, dst_qualname; TSV, no header).

Universe: both sets are restricted to edges whose src and dst files are both in the file universe, which is
  the reference's indexed files (FILES.txt next to REF, else the files of ENTITIES.tsv), intersected with
  --files (the candidate's indexed files, one path per line) when given. Files in --targets-only (the
  candidate's files indexed for their declarations only: generated code) count as targets: an edge from one
  is left out of both sets.
Primary scores exclude edges whose source is `<module>`; the "all" scores include them.

Unconfirmed names: where the reference writes `unconfirmed.tsv` (path, source qualname, name, why; the PHP
reference: names its language server binds to a doc tag or to nothing; the Python one: members named as builtin
classes, which scip-python gives the class's symbol), a false edge from that source to a
member or entity of that name is one the reference can neither confirm nor refute; the primary precision without
them is reported beside the plain one, which counts them.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import Counter, defaultdict

MODULE = "<module>"


def read_edges(path: str) -> set[tuple[str, str, str, str]]:
    out = set()
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            line = line.rstrip("\n").rstrip("\r")
            if not line:
                continue
            parts = line.split("\t")
            if len(parts) != 4:
                raise SystemExit(f"{path}:{ln}: expected 4 tab-separated fields, got {len(parts)}")
            out.add(tuple(parts))
    return out


def read_lines(path: str) -> list[str]:
    with open(path, encoding="utf-8") as fh:
        return [ln.rstrip("\n").rstrip("\r") for ln in fh if ln.strip()]


def read_entities(path: str) -> set[tuple[str, str]]:
    out = set()
    for line in read_lines(path):
        p = line.split("\t")
        if len(p) == 2:
            out.add((p[0], p[1]))
    return out


def prf(tp: int, fp: int, fn: int) -> dict:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4), "tp": tp, "fp": fp, "fn": fn}


def ext_of(path: str) -> str:
    base = path.rsplit("/", 1)[-1]
    return "." + base.rsplit(".", 1)[-1] if "." in base else "(none)"


class Categorizer:
    def __init__(self, entities: set[tuple[str, str]], notes: dict | None = None):
        self.entities = entities
        self.notes = notes or {}
        self.name_count = Counter(q.rsplit(".", 1)[-1] for _, q in entities)

    def dims(self, e) -> dict[str, str]:
        sp, sq, dp, dq = e
        name = dq.rsplit(".", 1)[-1]
        n = self.name_count.get(name, 0)
        amb = "not-an-entity" if (dp, dq) not in self.entities else (
            "unique" if n == 1 else "2-5" if n <= 5 else "6-20" if n <= 20 else "21+")
        return {
            "scope": "same-file" if sp == dp else "cross-file",
            "dst_kind": "member" if "." in dq else "top-level",
            "src_kind": "module" if sq == MODULE else ("member" if "." in sq else "top-level"),
            "src_ext": ext_of(sp),
            "dst_name_ambiguity": amb,
            "src_entity_known": "yes" if sq == MODULE or (sp, sq) in self.entities else "no",
            "reference_via": self.notes.get(e, "code"),
        }

    def combo(self, e) -> str:
        d = self.dims(e)
        if d["dst_name_ambiguity"] == "not-an-entity":
            return "dst not a reference entity"
        if d["src_entity_known"] == "no":
            return "src not a reference entity"
        if d["reference_via"] != "code":
            return f"only via a name in a {d['reference_via']} ({d['scope']})"
        return f"{d['scope']} -> {d['dst_kind']} ({d['src_ext']}, dst name {d['dst_name_ambiguity']})"


def breakdown(cat: Categorizer, ref: set, cand: set) -> dict:
    """Per dimension, per value: reference count, tp, fn, fp, recall, precision."""
    tp, fn, fp = ref & cand, ref - cand, cand - ref
    table: dict = defaultdict(lambda: defaultdict(lambda: {"ref": 0, "tp": 0, "fn": 0, "fp": 0}))
    for bucket, edges in (("tp", tp), ("fn", fn), ("fp", fp)):
        for e in edges:
            for dim, val in cat.dims(e).items():
                row = table[dim][val]
                row[bucket] += 1
                if bucket != "fp":
                    row["ref"] += 1
    out = {}
    for dim, vals in table.items():
        out[dim] = {}
        for val, row in sorted(vals.items(), key=lambda kv: -(kv[1]["ref"] + kv[1]["fp"])):
            r = dict(row)
            r["recall"] = round(row["tp"] / row["ref"], 4) if row["ref"] else None
            r["precision"] = round(row["tp"] / (row["tp"] + row["fp"]), 4) if row["tp"] + row["fp"] else None
            out[dim][val] = r
    return out


def top_categories(cat: Categorizer, edges: set, k: int, samples: int, rng: random.Random) -> list[dict]:
    groups: dict[str, list] = defaultdict(list)
    for e in edges:
        groups[cat.combo(e)].append(e)
    out = []
    for name, es in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:k]:
        es = sorted(es)
        pick = rng.sample(es, min(samples, len(es)))
        out.append({"category": name, "count": len(es), "samples": ["\t".join(s) for s in sorted(pick)]})
    return out


def evaluate(ref: set, cand: set, cat: Categorizer, k: int, samples: int, seed: int,
             unconfirmed: dict | None = None) -> dict:
    prim_ref = {e for e in ref if e[1] != MODULE}
    prim_cand = {e for e in cand if e[1] != MODULE}
    rng = random.Random(seed)
    mod_ref = ref - prim_ref
    mod_cand = cand - prim_cand
    extra = {}
    if unconfirmed:
        false = prim_cand - prim_ref
        why = Counter(unconfirmed[key] for e in false if (key := (e[0], e[1], e[3].rsplit(".", 1)[-1])) in unconfirmed)
        tp = len(prim_ref & prim_cand)
        extra["primary_confirmed"] = {**prf(tp, len(false) - sum(why.values()), len(prim_ref - prim_cand)),
                                      "unconfirmed_false": dict(sorted(why.items()))}
    return {**extra,
        "primary": prf(len(prim_ref & prim_cand), len(prim_cand - prim_ref), len(prim_ref - prim_cand)),
        "all": prf(len(ref & cand), len(cand - ref), len(ref - cand)),
        "module_sources_only": prf(len(mod_ref & mod_cand), len(mod_cand - mod_ref), len(mod_ref - mod_cand)),
        "edges": {"reference": len(prim_ref), "candidate": len(prim_cand)},
        "breakdown": breakdown(cat, prim_ref, prim_cand),
        "top_misses": top_categories(cat, prim_ref - prim_cand, k, samples, rng),
        "top_false": top_categories(cat, prim_cand - prim_ref, k, samples, rng),
    }


def restrict(edges: set, files: set, targets_only: frozenset = frozenset()) -> tuple[set, int]:
    kept = {e for e in edges if e[0] in files and e[2] in files and e[0] not in targets_only}
    return kept, len(edges) - len(kept)


def fmt_pct(x) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def to_markdown(res: dict, title: str) -> str:
    L = [f"# {title}", ""]
    u = res["universe"]
    L.append(f"Files in the universe: {u['files']}"
             + (f" ({u['targets_only']} of them targets only: generated code, declarations only)"
                if u.get("targets_only") else "") + f"; entities: {u['entities']}. "
             f"Reference edges: {u['reference_edges']} ({u['reference_edges_primary']} without `<module>` sources).")
    for name in ("candidate", "baseline"):
        if name in res:
            L.append(f"{name.capitalize()} edges: {u[name + '_edges']} "
                     f"(dropped outside the universe: {u[name + '_dropped_outside_universe']}).")
    L.append("")
    L.append("| set | scope | precision | recall | F1 | TP | FP | FN |")
    L.append("|---|---|---|---|---|---|---|---|")
    for name in ("candidate", "baseline"):
        if name not in res:
            continue
        for scope, label in (("primary", "excl. `<module>` (primary)"), ("all", "incl. `<module>`"),
                             ("module_sources_only", "`<module>` sources only")):
            m = res[name][scope]
            L.append(f"| {name} | {label} | {fmt_pct(m['precision'])} | {fmt_pct(m['recall'])} | "
                     f"{fmt_pct(m['f1'])} | {m['tp']} | {m['fp']} | {m['fn']} |")
        if "primary_confirmed" in res[name]:
            m = res[name]["primary_confirmed"]
            left = ", ".join(f"{v} {k}" for k, v in m["unconfirmed_false"].items()) or "none"
            L.append(f"| {name} | primary, false edges at names the reference cannot bind left out ({left}) | "
                     f"{fmt_pct(m['precision'])} | {fmt_pct(m['recall'])} | {fmt_pct(m['f1'])} | {m['tp']} | "
                     f"{m['fp']} | {m['fn']} |")
    L.append("")
    for name in ("candidate", "baseline"):
        if name not in res:
            continue
        r = res[name]
        L.append(f"## {name.capitalize()}: breakdown (primary)")
        L.append("")
        for dim, vals in r["breakdown"].items():
            L.append(f"**{dim}**")
            L.append("")
            L.append("| value | ref | TP | FN | FP | recall | precision |")
            L.append("|---|---|---|---|---|---|---|")
            for val, row in vals.items():
                L.append(f"| {val} | {row['ref']} | {row['tp']} | {row['fn']} | {row['fp']} | "
                         f"{fmt_pct(row['recall'])} | {fmt_pct(row['precision'])} |")
            L.append("")
        for key, label in (("top_misses", "Top categories of misses (in reference, not in " + name + ")"),
                           ("top_false", "Top categories of false edges (in " + name + ", not in reference)")):
            L.append(f"### {label}")
            L.append("")
            for c in r[key]:
                L.append(f"- **{c['category']}**: {c['count']}")
                for s in c["samples"]:
                    L.append(f"    - `{s.replace(chr(9), '  ')}`")
            L.append("")
    return "\n".join(L) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reference", required=True)
    ap.add_argument("--candidate")
    ap.add_argument("--baseline")
    ap.add_argument("--entities", help="reference entity list (default: entities.tsv next to --reference)")
    ap.add_argument("--files", help="the candidate's indexed files, one per line; the universe is intersected")
    ap.add_argument("--targets-only", help="the candidate's files indexed for their declarations only (one per "
                    "line): edges from them are left out of both sets")
    ap.add_argument("--notes", help="reference edge notes (default: reference-notes.tsv next to --reference): "
                    "edges seen only through string annotations / type comments, for the categories")
    ap.add_argument("--json")
    ap.add_argument("--md")
    ap.add_argument("--title", default="Entity-edge accuracy")
    ap.add_argument("--top", type=int, default=8, help="categories listed for misses / false edges")
    ap.add_argument("--samples", type=int, default=4, help="samples per category")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if not args.candidate and not args.baseline:
        ap.error("give --candidate and/or --baseline")

    ref_dir = os.path.dirname(os.path.abspath(args.reference))
    ent_path = args.entities or os.path.join(ref_dir, "entities.tsv")
    entities = read_entities(ent_path) if os.path.exists(ent_path) else set()
    files_path = os.path.join(ref_dir, "files.txt")
    if os.path.exists(files_path):
        files = set(read_lines(files_path))
    elif entities:
        files = {p for p, _ in entities}
    else:
        raise SystemExit("no file universe: give --entities (or keep files.txt/entities.tsv next to the reference)")
    if args.files:
        files &= set(read_lines(args.files))
    entities = {e for e in entities if e[0] in files}
    targets_only = frozenset(read_lines(args.targets_only)) if args.targets_only else frozenset()

    ref, ref_dropped = restrict(read_edges(args.reference), files, targets_only)
    notes_path = args.notes or os.path.join(ref_dir, "reference-notes.tsv")
    notes = {}
    if os.path.exists(notes_path):
        for line in read_lines(notes_path):
            p = line.split("\t")
            if len(p) == 5:
                notes[tuple(p[:4])] = p[4]
    cat = Categorizer(entities, notes)
    unconfirmed_path = os.path.join(ref_dir, "unconfirmed.tsv")
    unconfirmed = {}
    if os.path.exists(unconfirmed_path):
        for line in read_lines(unconfirmed_path):
            p = line.split("\t")
            if len(p) >= 4:
                unconfirmed[tuple(p[:3])] = p[3]
    res: dict = {"reference": os.path.abspath(args.reference)}
    universe = {"files": len(files), "targets_only": len(targets_only & files), "entities": len(entities),
                "reference_edges": len(ref),
                "reference_edges_primary": sum(1 for e in ref if e[1] != MODULE),
                "reference_dropped_outside_universe": ref_dropped}
    for name in ("candidate", "baseline"):
        path = getattr(args, name)
        if not path:
            continue
        edges, dropped = restrict(read_edges(path), files, targets_only)
        universe[name + "_edges"] = len(edges)
        universe[name + "_dropped_outside_universe"] = dropped
        res[name] = evaluate(ref, edges, cat, args.top, args.samples, args.seed, unconfirmed)
        res[name]["path"] = os.path.abspath(path)
    res["universe"] = universe
    md = to_markdown(res, args.title)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(res, fh, indent=2)
            fh.write("\n")
    if args.md:
        with open(args.md, "w", encoding="utf-8") as fh:
            fh.write(md)
    if not args.json and not args.md:
        sys.stdout.write(md)
    else:
        for name in ("candidate", "baseline"):
            if name in res:
                p, a = res[name]["primary"], res[name]["all"]
                print(f"{name}: primary P={p['precision']:.3f} R={p['recall']:.3f} F1={p['f1']:.3f}; "
                      f"incl. <module> P={a['precision']:.3f} R={a['recall']:.3f} F1={a['f1']:.3f}"
                      + (f"; P where the reference binds the name {c['precision']:.3f}"
                         if (c := res[name].get("primary_confirmed")) else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
