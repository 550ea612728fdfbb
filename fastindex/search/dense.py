"""Dense embeddings of definitions (opt-in: `fastindex index --embed`, the `fastindex[embed]` extra)."""
from __future__ import annotations


def snapshot_embeddings(snap):
    """The snapshot's embeddings, or None when it was indexed without `--embed`."""
    if "embeddings" not in getattr(snap, "section_names", ()):
        return None
    raise NotImplementedError
