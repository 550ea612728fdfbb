"""Python resolution cases written inline (`# --- path: a.py ---` fragments), one behaviour per test: the entity
edges (docs/entity-edges.md) that must be present and those that must not."""
from __future__ import annotations

from test_resolution_inline import E, edges_of


def test_py_classmethod_returning_self_called_on_the_class_gives_an_instance_of_it(tmp_path):
    """`Model.model_construct()` declared `-> Self` gives a Model (the class it is called on, not the one declaring
    the method): its members and the subclass's own fields resolve."""
    edges = edges_of(tmp_path, """
# --- path: base.py ---
from typing import Self
class Base:
    @classmethod
    def construct(cls) -> Self:
        return cls()
    def dump(self) -> dict:
        return {}
# --- path: use.py ---
from base import Base
class Model(Base):
    x: int = 0
def caller():
    m = Model.construct()
    m.dump()
    return m.x
""")
    assert E("use.py::caller", "base.py::Base.dump") in edges
    assert E("use.py::caller", "use.py::Model.x") in edges
