"""Benchmark corpora for fastindex: pinned real repositories and the synthetic monorepo generator."""
