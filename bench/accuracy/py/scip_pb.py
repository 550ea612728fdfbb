"""Minimal SCIP (https://github.com/sourcegraph/scip, scip.proto) reader built on the `protobuf` runtime.

Only the fields the accuracy harness needs are declared; protobuf skips the others. The message classes are
built from a hand-written descriptor, so neither `protoc` nor `grpcio-tools` is needed.
"""
from __future__ import annotations

from google.protobuf import descriptor_pb2, descriptor_pool

try:  # protobuf >= 4.21
    from google.protobuf.message_factory import GetMessageClass as _get_class
except ImportError:  # pragma: no cover - old protobuf
    from google.protobuf import message_factory as _mf

    def _get_class(desc):
        return _mf.MessageFactory().GetPrototype(desc)


_T = descriptor_pb2.FieldDescriptorProto
# (name, number, type, label, type_name)
_MESSAGES = {
    "Index": [
        ("documents", 2, _T.TYPE_MESSAGE, _T.LABEL_REPEATED, ".scipmin.Document"),
    ],
    "Document": [
        ("relative_path", 1, _T.TYPE_STRING, _T.LABEL_OPTIONAL, None),
        ("occurrences", 2, _T.TYPE_MESSAGE, _T.LABEL_REPEATED, ".scipmin.Occurrence"),
        ("symbols", 3, _T.TYPE_MESSAGE, _T.LABEL_REPEATED, ".scipmin.SymbolInformation"),
        ("language", 4, _T.TYPE_STRING, _T.LABEL_OPTIONAL, None),
    ],
    "Occurrence": [
        ("range", 1, _T.TYPE_INT32, _T.LABEL_REPEATED, None),
        ("symbol", 2, _T.TYPE_STRING, _T.LABEL_OPTIONAL, None),
        ("symbol_roles", 3, _T.TYPE_INT32, _T.LABEL_OPTIONAL, None),
        ("enclosing_range", 7, _T.TYPE_INT32, _T.LABEL_REPEATED, None),
    ],
    "SymbolInformation": [
        ("symbol", 1, _T.TYPE_STRING, _T.LABEL_OPTIONAL, None),
        ("kind", 5, _T.TYPE_INT32, _T.LABEL_OPTIONAL, None),
        ("display_name", 6, _T.TYPE_STRING, _T.LABEL_OPTIONAL, None),
        ("enclosing_symbol", 8, _T.TYPE_STRING, _T.LABEL_OPTIONAL, None),
    ],
}

ROLE_DEFINITION = 0x1
ROLE_IMPORT = 0x2


def _build():
    fdp = descriptor_pb2.FileDescriptorProto(name="scipmin.proto", package="scipmin", syntax="proto3")
    for mname, fields in _MESSAGES.items():
        m = fdp.message_type.add(name=mname)
        for name, num, typ, label, type_name in fields:
            f = m.field.add(name=name, number=num, type=typ, label=label)
            if type_name:
                f.type_name = type_name
            if typ == _T.TYPE_INT32 and label == _T.LABEL_REPEATED:
                f.options.packed = True
    pool = descriptor_pool.DescriptorPool()
    pool.Add(fdp)
    return {name: _get_class(pool.FindMessageTypeByName(f"scipmin.{name}")) for name in _MESSAGES}


_CLASSES = _build()
Index = _CLASSES["Index"]


def read_index(path: str):
    idx = Index()
    with open(path, "rb") as f:
        idx.ParseFromString(f.read())
    return idx
