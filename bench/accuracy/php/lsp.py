"""A small stdio LSP client for intelephense (bench/accuracy/php/reference.py's resolver).

Content-Length framed JSON-RPC over the server's stdio, a reader thread, server->client requests answered
(`workspace/configuration` with SETTINGS, everything else null). Facts of intelephense 1.18 this relies on:
with `window.workDoneProgress: false` it announces the end of indexing with the notification `indexingEnded`;
a definition is answered only for a document opened with `didOpen`; requests can be pipelined; a location's
range is the whole declaration (from its doc comment or attributes to its end; a class constant's from its
name); files over `files.maxSize` (default 1 MB) are left out of the index without a word, hence 5 MB here.
"""
from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from collections import deque
from pathlib import Path

SETTINGS = {
    "files": {
        "maxSize": 5_000_000,
        "associations": ["*.php", "*.phtml"],
        # intelephense's default also leaves out **/vendor/**/{Tests,tests}/**: tests of dependencies are code too
        "exclude": ["**/.git/**", "**/.svn/**", "**/.hg/**", "**/CVS/**", "**/.DS_Store/**",
                    "**/node_modules/**", "**/bower_components/**", "**/.history/**"],
    },
    "environment": {"phpVersion": "8.3.0", "includePaths": []},
    "diagnostics": {"enable": False},
    "format": {"enable": False},
    "telemetry": {"enabled": False},
}


class LspError(RuntimeError):
    pass


class Intelephense:
    """One intelephense server over one workspace folder."""

    def __init__(self, root: Path, tools: Path, storage: Path):
        entry = tools / "node_modules" / "intelephense" / "lib" / "intelephense.js"
        if not entry.exists():
            raise SystemExit(f"intelephense is not installed: npm ci --prefix {tools}")
        self.proc = subprocess.Popen(["node", "--max-old-space-size=8192", str(entry), "--stdio"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self._wlock = threading.Lock()
        self._cv = threading.Condition()
        self._next = 0
        self._results: dict[int, dict] = {}
        self.events: dict[str, int] = {}
        self.closed = False
        threading.Thread(target=self._read_loop, daemon=True).start()
        uri = root.as_uri()
        init = self.request("initialize", {
            "processId": os.getpid(), "rootUri": uri, "rootPath": str(root),
            "workspaceFolders": [{"uri": uri, "name": root.name}],
            "capabilities": {"workspace": {"configuration": True, "workspaceFolders": True},
                             "textDocument": {"definition": {"linkSupport": False}},
                             "window": {"workDoneProgress": False}},
            "initializationOptions": {"storagePath": str(storage / "storage"),
                                      "globalStoragePath": str(storage / "global"), "clearCache": True},
        })
        info = (init or {}).get("serverInfo") or {}
        version = info.get("version") or json.loads((entry.parent.parent / "package.json").read_text())["version"]
        self.server_version = f"intelephense {version}"
        t = time.monotonic()
        self.notify("initialized", {})
        self._wait(lambda: self.events.get("indexingEnded", 0) >= 1, 3600)
        self.index_seconds = time.monotonic() - t

    # transport
    def _send(self, msg: dict) -> None:
        body = json.dumps(msg, separators=(",", ":")).encode()
        with self._wlock:
            self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.proc.stdin.flush()

    def _read(self):
        f = self.proc.stdout
        length = None
        while True:
            line = f.readline()
            if not line:
                return None
            line = line.strip()
            if not line:
                if length is not None:
                    break
                continue
            k, _, v = line.decode("ascii", "replace").partition(":")
            if k.strip().lower() == "content-length":
                length = int(v)
        body = f.read(length)
        return json.loads(body) if body is not None and len(body) == length else None

    def _read_loop(self) -> None:
        try:
            while (msg := self._read()) is not None:
                if "id" in msg and "method" in msg:
                    result = None
                    if msg["method"] == "workspace/configuration":
                        result = [SETTINGS if (i.get("section") or "") == "intelephense" else None
                                  for i in (msg.get("params") or {}).get("items", [])]
                    try:
                        self._send({"jsonrpc": "2.0", "id": msg["id"], "result": result})
                    except OSError:
                        pass
                elif "id" in msg:
                    with self._cv:
                        self._results[msg["id"]] = msg
                        self._cv.notify_all()
                else:
                    with self._cv:
                        m = msg.get("method")
                        self.events[m] = self.events.get(m, 0) + 1
                        self._cv.notify_all()
        finally:
            with self._cv:
                self.closed = True
                self._cv.notify_all()

    def _wait(self, pred, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        with self._cv:
            while not pred():
                if self.closed:
                    raise LspError("intelephense exited")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise LspError("intelephense did not answer in time")
                self._cv.wait(left)

    def send_request(self, method: str, params) -> int:
        with self._cv:
            self._next += 1
            rid = self._next
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        return rid

    def result(self, rid: int, timeout: float = 300):
        self._wait(lambda: rid in self._results, timeout)
        with self._cv:
            msg = self._results.pop(rid)
        if "error" in msg:
            raise LspError(msg["error"])
        return msg.get("result")

    def request(self, method: str, params, timeout: float = 300):
        return self.result(self.send_request(method, params), timeout)

    def notify(self, method: str, params) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    # documents and definitions
    def open(self, uri: str, text: str) -> None:
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "php", "version": 1,
                                                              "text": text}})

    def close(self, uri: str) -> None:
        self.notify("textDocument/didClose", {"textDocument": {"uri": uri}})

    def definitions(self, uri: str, positions: list[tuple[int, int]], window: int = 200) -> list:
        """Each position's locations ([] for none, None where the server failed), `window` requests in flight."""
        out: list = [None] * len(positions)
        inflight: deque = deque()

        def take():
            i, rid = inflight.popleft()
            try:
                r = self.result(rid)
            except LspError:
                return
            out[i] = [] if not r else (r if isinstance(r, list) else [r])
        for i, (line, col) in enumerate(positions):
            inflight.append((i, self.send_request("textDocument/definition", {
                "textDocument": {"uri": uri}, "position": {"line": line, "character": col}})))
            if len(inflight) >= window:
                take()
        while inflight:
            take()
        return out

    def stop(self) -> None:
        try:
            if not self.closed:
                self.request("shutdown", None, timeout=10)
                self.notify("exit", None)
        except (LspError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
