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
