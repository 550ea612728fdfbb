"""Ruby resolution, one behaviour per test (inline multi-file cases)."""
from __future__ import annotations

from test_resolution_inline import E, edges_of


def test_ruby_compact_nested_module_is_a_module(tmp_path):
    """`module Acme::Deep` defines module Deep (its name is a scope_resolution), whose methods are Deep's."""
    edges = edges_of(tmp_path, """
# --- path: lib/acme/deep.rb ---
module Acme::Deep
  def self.dig; end
end
# --- path: app/a.rb ---
require_relative '../lib/acme/deep'
class A
  def f
    Deep.dig
  end
end
""")
    assert E("app/a.rb::A.f", "lib/acme/deep.rb::Deep.dig") in edges


def _kinds(tmp_path, source: str) -> set[tuple[str, str, str]]:
    """(src qualname, edge kind, dst qualname) of the edges between definitions."""
    from fastindex.snapshot.api import Snapshot
    edges_of(tmp_path, source)
    snap = Snapshot(str(tmp_path / "s.fidx"))
    names, base = {}, len(snap.files)
    for f in snap.files:
        for i, d in enumerate(f.definitions):
            names[base + i] = d.qualname
        base += len(f.definitions)
    return {(names[s], kind, names[d]) for s, d, kind, *_ in snap.edges if s in names and d in names}


def test_ruby_include_of_a_namespaced_module_is_an_inherit(tmp_path):
    """`include Acme::Mixin` mixes the module in as `include Mixin` does (its argument is a scope_resolution)."""
    kinds = _kinds(tmp_path, """
# --- path: lib/acme/mixin.rb ---
module Acme
  module Mixin
    def helper; end
  end
end
# --- path: app/c.rb ---
require_relative '../lib/acme/mixin'
class C
  include Acme::Mixin
end
""")
    assert ("C", "inherits", "Acme.Mixin") in kinds
