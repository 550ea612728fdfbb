"""Exports read snapshots and write other formats; they never re-run the indexer."""
