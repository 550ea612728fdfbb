"""C++ resolution, one behaviour per test (inline multi-file cases): members defined out of line
(`double Circle::area() const {}` in a .cpp while `class Circle` is in a header)."""
from __future__ import annotations

from test_resolution_inline import E, edges_of

SHAPE_HPP = """
// --- path: include/shape.hpp ---
#pragma once
namespace geo {
class Circle {
public:
    double area() const;
    double scaled(double k) const;
    double r_;
};
}
class Counter {
public:
    void bump();
    int value() const;
    int n_;
};
"""


def test_cpp_out_of_line_member_body_sees_the_members_of_its_class(tmp_path):
    edges = edges_of(tmp_path, SHAPE_HPP + """
// --- path: src/counter.cpp ---
#include "shape.hpp"
void Counter::bump() { n_ = n_ + 1; }
int Counter::value() const { return this->n_; }
""")
    assert E("src/counter.cpp::Counter.bump", "include/shape.hpp::Counter.n_") in edges
    assert E("src/counter.cpp::Counter.value", "include/shape.hpp::Counter.n_") in edges


def test_cpp_out_of_line_member_in_a_reopened_namespace(tmp_path):
    # `namespace geo { double Circle::scaled(...) {...} }` in the .cpp: Circle is geo::Circle of the header
    edges = edges_of(tmp_path, SHAPE_HPP + """
// --- path: src/shape.cpp ---
#include "shape.hpp"
namespace geo {
double Circle::area() const { return 3.14 * r_ * r_; }
double Circle::scaled(double k) const { return k * area(); }
}
""")
    assert E("src/shape.cpp::geo.Circle.area", "include/shape.hpp::geo.Circle.r_") in edges
    assert E("src/shape.cpp::geo.Circle.scaled", "include/shape.hpp::geo.Circle.area") in edges
