"""The link's text helpers that run once per reference site keep their memo. Twice a merge wrote a new function
between `@lru_cache` and the function it decorated: the memo moved to the new one and the old one ran afresh per
site (excalidraw's link 2.2 -> 6.6 CPU-s the first time). Their outputs stay the same, so only this notices."""
from __future__ import annotations

import pytest

from fastindex.reduce import link


@pytest.mark.parametrize("name", ["_split_receiver", "_type_names", "_compiled"])
def test_per_site_helpers_are_memoised(name):
    assert hasattr(getattr(link, name), "cache_info"), f"link.{name} lost its memo (a decorator moved?)"


def test_no_memo_on_a_function_of_unhashable_or_one_off_values():
    # a regular-expression match is a new object per call: a memo on it only holds memory
    assert not hasattr(link._cast_type, "cache_info")


def test_a_bare_receiver_met_while_its_name_is_resolved_keeps_what_that_cycle_gave(tmp_path):
    """resolve_expr of a bare name gives what resolve_name keeps for it (no memo entry of its own), except where the
    name is being resolved (a cycle back to it): there the expression's entry keeps what the cycle gave, (None,
    False), and a later lookup gives that again, as when every expression had its own entry."""
    from conftest import write

    from fastindex.pipeline import IndexOptions, index
    from fastindex.reduce.link import _INPROG, Linker

    write(tmp_path, "a.py", "from b import Helper\n\n\ndef f():\n    return Helper.run()\n")
    write(tmp_path, "b.py", "class Helper:\n    def run(self):\n        pass\n")
    result = index(str(tmp_path), IndexOptions(backend="inprocess", progress=False))
    linker = Linker(str(tmp_path), result.tables, result.configs or [])
    linker.owner_index()
    f = next(i for i, d in enumerate(linker.tables["a.py"].definitions) if d.name == "f")
    helper = ("def", "b.py", next(i for i, d in enumerate(linker.tables["b.py"].definitions) if d.name == "Helper"))
    key = ("a.py", f, "Helper")
    linker._name_cache[key] = _INPROG   # the name is being resolved: a cycle back to it
    assert linker.resolve_expr("a.py", f, "Helper") == (None, False)
    del linker._name_cache[key]
    assert linker.resolve_name("a.py", f, "Helper") == helper
    assert linker.resolve_expr("a.py", f, "Helper") == (None, False)


def test_a_binding_met_while_its_export_is_looked_up_keeps_what_that_cycle_gave(tmp_path):
    """resolve_binding of `from b import Helper` keeps the entry lookup_export keeps for (b.py, Helper) (no memo work
    of its own), except where that export is being looked up (a cycle to it): there the binding is computed and
    keeps what the cycle gave, None, for good, as when every binding was computed on its own."""
    from conftest import write

    from fastindex.pipeline import IndexOptions, index
    from fastindex.reduce.link import _INPROG, Linker

    write(tmp_path, "a.py", "from b import Helper\nfrom b import Other\n")
    write(tmp_path, "b.py", "class Helper:\n    pass\n\n\nclass Other:\n    pass\n")
    result = index(str(tmp_path), IndexOptions(backend="inprocess", progress=False))
    linker = Linker(str(tmp_path), result.tables, result.configs or [])
    linker.owner_index()
    bindings = {b[2].local: b[2] for b in linker.scopes("a.py")["names"][-1].values() if b[0] == "bind"}
    defs = {d.name: ("def", "b.py", i) for i, d in enumerate(linker.tables["b.py"].definitions)}
    assert linker.resolve_binding("a.py", bindings["Other"]) == defs["Other"]
    assert linker.resolve_binding("a.py", bindings["Other"]) == defs["Other"]
    linker._export_cache[("b.py", "Helper")] = _INPROG   # the export is being looked up: a cycle to it
    assert linker.resolve_binding("a.py", bindings["Helper"]) is None
    del linker._export_cache[("b.py", "Helper")]
    assert linker.lookup_export("b.py", "Helper") == defs["Helper"]
    assert linker.resolve_binding("a.py", bindings["Helper"]) is None
    assert linker._binding_cache[("a.py", bindings["Helper"])] is not _INPROG   # an entry, not a guard left
