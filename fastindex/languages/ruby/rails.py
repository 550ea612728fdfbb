"""Rails's ActiveRecord associations (LanguageSpec.table_rewrite): `belongs_to :order` and `has_one :bill_address`
declare a reader (the query's @definition.property, named by the symbol), whose value is an instance of the
associated class: its name camelized (`:bill_address` -> BillAddress), or as the `class_name:` option writes it
(`class_name: "Spree::Address"` -> Spree.Address), read where the declaration is (Ruby's constant lookup from the
model's modules: `Order` inside `module Spree` is Spree::Order). `has_many :line_items` declares its reader untyped
(a collection, whose elements the linker does not follow through blocks)."""
from __future__ import annotations

import re

_ASSOCIATION = re.compile(r"\s*(belongs_to|has_one)\s*\(?\s*:(\w+)")
_CLASS_NAME = re.compile(r"class_name:\s*[\"']:{0,2}([A-Z][\w:]*)[\"']")


def _camelized(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.split("_") if part)


def associations(table, data: bytes):
    """The table with each `belongs_to` / `has_one` reader typed by its class."""
    if b"belongs_to" not in data and b"has_one" not in data:
        return table
    defs = list(table.definitions)
    changed = False
    for i, d in enumerate(defs):
        if d.kind != "property" or d.type_text:
            continue
        head = data[d.start_byte:min(d.end_byte, d.start_byte + 400)].decode("utf-8", "replace")
        m = _ASSOCIATION.match(head)
        if m is None or m.group(2) != d.name:
            continue
        named = _CLASS_NAME.search(head)
        cls = named.group(1).replace("::", ".") if named else _camelized(d.name)
        defs[i] = d._replace(type_text=cls)
        changed = True
    return table._replace(definitions=defs) if changed else table
