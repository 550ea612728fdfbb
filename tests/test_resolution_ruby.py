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
