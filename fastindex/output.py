"""The files fastindex writes (`index -o`, `export -o`): where they go and how they are replaced.

An output path is resolved once (`target`): a symlink is followed to its final target, which is the file
written (the link stays a link); an existing output that is not a regular file (a device, a FIFO, a socket) or
that is one of the run's inputs is refused with one line. The file is then written under a temporary name in
the target's folder and renamed over it (`replacing`, `temporary`), so a reader never sees half a file and a
failed write leaves the old one in place.

A path that names one of the process's own file descriptors (/dev/stdout, /dev/fd/N, /proc/self/fd/N) is not
a file to replace: stdout's names are stdout, as `-` is (`is_stdout`: the text outputs write to the descriptor,
after what the shell or an earlier command wrote there), and `target` refuses the others when they lead to a
regular file (a rename would replace the file behind the descriptor, never write to it).
"""
from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager


class OutputError(ValueError):
    """An output path that cannot be written (one clear line for the user)."""


class WriteFailed(OSError, OutputError):
    """An OSError met while an output was written (a full disk, a folder removed meanwhile, a quota): still that
    OSError (errno, strerror), and an OutputError whose str() is one line for the user: "cannot write WHAT:
    REASON" (`of`)."""

    def __init__(self, errno: int | None, strerror: str, message: str) -> None:
        super().__init__(errno, strerror)
        self.message = message

    @classmethod
    def of(cls, what: str, exc: OSError) -> WriteFailed:
        reason = exc.strerror or str(exc)
        return cls(exc.errno, reason, f"cannot write {what}: {reason}")

    def __reduce__(self):   # copied and pickled (a process pool's error) with its message
        return type(self), (self.errno, self.strerror, self.message)

    def __str__(self) -> str:
        return self.message


@contextmanager
def writing(what: str) -> Iterator[None]:
    """Raise an OSError from the block as a WriteFailed of `what` (`WriteFailed.of`)."""
    try:
        yield
    except WriteFailed:
        raise
    except OSError as exc:
        raise WriteFailed.of(what, exc) from exc


# Names of the process's own open file descriptors: Linux's, and /dev/fd on the BSDs and macOS.
_DESCRIPTOR_NAMES = {"/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2}
_DESCRIPTOR_FOLDERS = ("/dev/fd", "/proc/self/fd", "/proc/thread-self/fd")


def descriptor(path: str) -> int | None:
    """The file descriptor of this process that `path` names (/dev/stdout: 1, /dev/fd/3: 3, /proc/self/fd/1:
    1), or None for any other path."""
    path = os.path.abspath(os.fspath(path))
    if path in _DESCRIPTOR_NAMES:
        return _DESCRIPTOR_NAMES[path]
    folder, name = os.path.split(path)
    return int(name) if folder in _DESCRIPTOR_FOLDERS and name.isdigit() else None


def is_stdout(path: str) -> bool:
    """Whether the output `path` is stdout: `-`, /dev/stdout, /dev/fd/1 or /proc/self/fd/1. Such an output is
    written to descriptor 1 (as `-` is), whatever it leads to: a terminal, a pipe, or a regular file that a
    rename would have replaced (losing what was written to it before, `{ echo header; fastindex ...; } > f`)."""
    return os.fspath(path) == "-" or descriptor(path) == 1


def target(path: str, inputs: Iterable[str] = ()) -> str:
    """The absolute path of the file to write for `path`: its final target when `path` is a symlink (also a
    dangling one: the file is created where it points). Raises OutputError for a directory, an existing file
    that is not a regular file, a path that names one of the process's file descriptors (`descriptor`: the
    file behind it would be replaced, not written through it), a path that is one of `inputs` (the same file,
    by device and inode), or a folder that does not exist or is not writable."""
    path = os.fspath(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as exc:   # a symlink loop, a path through a file, no permission
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    if st is not None:
        if stat.S_ISDIR(st.st_mode):
            raise OutputError(f"output path is a directory: {path}")
        if not stat.S_ISREG(st.st_mode):
            raise OutputError(f"output path is not a regular file (a device, FIFO or socket): {path}")
        fd = descriptor(path)
        if fd is not None:
            raise OutputError(f"output {path} is file descriptor {fd} of fastindex: the file it leads to would be "
                              f"replaced, not written through it; give that file's path"
                              + (" or - (stdout) for a text output" if fd == 1 else ""))
    real = os.path.realpath(path)
    if st is not None:
        try:
            rst = os.stat(real)
        except OSError:
            rst = None
        if rst is None or (rst.st_dev, rst.st_ino) != (st.st_dev, st.st_ino):
            raise OutputError(f"cannot write {path}: it does not resolve to a file path")
        for name in inputs:
            if same_file(name, st):
                raise OutputError(f"output {path} is the input {name}: writing it would destroy the input; "
                                  f"give another output path")
    directory = os.path.dirname(real)
    if not os.path.isdir(directory):
        given = os.path.dirname(os.path.abspath(path))
        if os.path.isdir(given):   # `path` is a link whose target's folder is missing: that folder is named
            raise OutputError(f"output folder does not exist: {directory} (where the link {path} points)")
        raise OutputError(f"output folder does not exist: {given or directory}")
    if not os.access(directory, os.W_OK):
        raise OutputError(f"output folder is not writable: {directory}")
    return real


def same_file(path: str, other: os.stat_result | str) -> bool:
    """Whether `path` exists and is the file `other` (a path or its stat result) is."""
    try:
        a = os.stat(path)
        b = other if isinstance(other, os.stat_result) else os.stat(other)
    except OSError:
        return False
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def umask() -> int:
    """The process's umask, read without changing it where Linux says it (/proc/self/status)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)   # elsewhere: set and put back (the only portable way to read it)
    os.umask(mask)
    return mask


def file_mode(path: str) -> int:
    """The permissions a file written at `path` gets, as a plain open() for writing would give them: an
    existing regular file's own, else 0666 less the umask (where mkstemp's temporary files are 0600)."""
    try:
        st = os.stat(path)
        if stat.S_ISREG(st.st_mode):
            return stat.S_IMODE(st.st_mode) & 0o777
    except OSError:
        pass
    return 0o666 & ~umask()


_TEMPORARY_FLAGS = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def create_temporary(real: str, prefix: str | None = None) -> tuple[int, str]:
    """(descriptor, path) of a new temporary file next to `real` (a `target`), named `prefix`...`.tmp`
    (default: `.NAME.`), with the permissions `real` will have (`file_mode`). Named before it is created (as
    mkstemp does, O_EXCL), so that an interrupt arriving once it exists removes it: mkstemp could be interrupted
    between creating the file and returning its name (Ctrl-C at that moment left a `.fidx-*.tmp` behind)."""
    folder, head = os.path.dirname(real), prefix or f".{os.path.basename(real)}."
    while True:
        tmp = os.path.join(folder, f"{head}{secrets.token_hex(6)}.tmp")
        fd = None
        try:
            fd = os.open(tmp, _TEMPORARY_FLAGS, 0o600)
            os.fchmod(fd, file_mode(real))
            return fd, tmp
        except FileExistsError:   # (os.open's: the name is taken)
            continue
        except BaseException:     # (O_EXCL: a file at `tmp` now is this call's, its descriptor unknown or not)
            if fd is not None:
                os.close(fd)
            if os.path.lexists(tmp):
                os.unlink(tmp)
            raise


@contextmanager
def temporary(path: str) -> Iterator[str]:
    """A temporary path in the folder of `path`'s target (`target`), renamed over the target when the block
    ends without an error and removed otherwise; yields the temporary path (for writers that open it
    themselves, as sqlite3 does). The file gets the permissions the target would get (`file_mode`)."""
    real = target(path)
    fd, tmp = create_temporary(real)
    try:
        os.close(fd)
        yield tmp
        os.replace(tmp, real)
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)


@contextmanager
def replacing(path: str, binary: bool = False) -> Iterator:
    """A file object (text in UTF-8, or `binary`) on a temporary file that replaces `path`'s target when the
    block ends without an error (see `temporary`)."""
    with temporary(path) as tmp, open(tmp, "wb" if binary else "w", **({} if binary else {"encoding": "utf-8"})) \
            as fh:
        yield fh
