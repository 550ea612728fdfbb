"""What the map is told about the whole repository (LanguageSpec.repository_context): read once by the driver from
the discovered files before the map, carried to every file of the language family by its item (make_shards), and
recorded in the snapshot (meta "map_context": a digest per family) so that an incremental run maps again the files
of a family whose context changed. The map stays a function of its inputs: (path, bytes, language, context)."""
from __future__ import annotations

import hashlib
import os

from ..languages import BY_NAME


def repository_contexts(root: str, files) -> dict[str, tuple]:
    """language -> the context its files are mapped with, for the languages whose family has a repository context
    and one that is not empty. `files`: the discovered files (SourceFile: .path, .language)."""
    readers: dict[str, str] = {}   # family -> its repository_context function
    for spec in BY_NAME.values():
        if spec.repository_context:
            readers.setdefault(spec.module_family, spec.repository_context)
    if not readers:
        return {}
    from .extract import _source_rewrite  # (the map's importer of a spec's functions; extract is heavy to import)

    def read(path: str) -> bytes | None:
        try:
            with open(os.path.join(root, path), "rb") as fh:
                return fh.read()
        except OSError:   # the map meets it again and records it on the file
            return None

    contexts: dict[str, tuple] = {}
    for family, target in readers.items():
        languages = {name for name, spec in BY_NAME.items() if spec.module_family == family}
        paths = [f.path for f in files if f.language in languages]
        context = _source_rewrite(target)(read, paths) if paths else ()
        if context:
            for name in languages:
                contexts[name] = context
    return contexts


def context_digests(contexts: dict[str, tuple]) -> dict[str, str]:
    """family -> the digest of its context (the snapshot's meta "map_context")."""
    out = {}
    for name, context in contexts.items():
        spec = BY_NAME[name]
        out.setdefault(spec.module_family, hashlib.blake2b(repr(context).encode(), digest_size=16).hexdigest())
    return dict(sorted(out.items()))
