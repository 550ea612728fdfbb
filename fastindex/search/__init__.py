"""Finding code by meaning: a lexical index (BM25) built in every index run, optional dense embeddings, and
hybrid retrieval that expands hits through the graph. `fastindex.query.Index.search` is the entry point."""
