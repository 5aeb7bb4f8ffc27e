"""Writing files so that a crash, a second writer or a failure leaves the old files or the new ones,
never half of one, nor half of a set.

Each file is written in full to a temporary file beside it, then renamed over the old one. A set
of files that belong together (the guide's pages, which link to each other) is written the same
way, all the temporary files first and the renames last; if a rename fails, the files already
renamed get their old contents back (:func:`write_together`).

Modes are the ones people expect of any program: a new file gets ``0666`` less the umask (so
a web server can serve the guide), and a file replaced keeps the mode it had. A ``private`` new
file is the owner's alone (``0600``).
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Mapping
from pathlib import Path

PUBLIC_MODE = 0o666
"""A new file's mode before the umask, which the system takes away as it creates the file."""
PRIVATE_MODE = 0o600


class WriteError(OSError):
    """``filename`` could not be written; ``strerror`` is the system's reason."""

    @classmethod
    def of(cls, error: OSError, path: Path) -> WriteError:
        return cls(error.errno, error.strerror or str(error), str(path))


def write_atomically(path: Path, text: str, *, durable: bool = True, private: bool = False) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it (a symlink there is replaced,
    never written through).

    ``durable`` also flushes it to the disk first (saves the player must not lose); files that can
    be made again skip that. Raises WriteError naming ``path`` (or its folder) if the folder refuses.
    """
    write_together({path: text}, durable=durable, private=private)


def write_together(files: Mapping[Path, str], *, durable: bool = False, private: bool = False) -> None:
    """Write every file of ``files`` (path → text), or, if one cannot be written, none of them.

    Raises WriteError naming the file (or folder) that failed; the files are then as they were.
    """
    staged: list[tuple[Path, Path]] = []
    try:
        for path, text in files.items():
            staged.append((path, _staged(path, text, durable=durable, private=private)))
        _rename_all(staged)
    except BaseException:
        for _path, temp in staged:
            temp.unlink(missing_ok=True)  # those renamed already are no longer there
        raise


def make_folder(folder: Path) -> None:
    """``folder`` and the folders above it, made if missing; WriteError naming it if they cannot be.

    A file where the folder should be is "Not a directory", the words that say what is wrong,
    rather than mkdir's "File exists".
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        refused = Path(error.filename) if error.filename else folder
        if refused.is_symlink() and not refused.exists():  # a link to nowhere: say so, not "File exists"
            raise WriteError(errno.ENOENT, os.strerror(errno.ENOENT), str(refused)) from error
        if isinstance(error, FileExistsError):  # a file where the folder should be: say that
            raise WriteError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(refused)) from error
        raise WriteError.of(error, folder) from error


def _staged(path: Path, text: str, *, durable: bool, private: bool) -> Path:
    """``text`` written in full to a new temporary file beside ``path``, with ``path``'s mode."""
    make_folder(path.parent)
    temp = path.with_name(f".{path.name}.{os.urandom(6).hex()}.tmp")
    try:
        # O_EXCL: a new file of our own, never one (or a link) someone put there.
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), PRIVATE_MODE if private else PUBLIC_MODE)
    except OSError as error:
        raise WriteError.of(error, path) from error
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            if durable:
                file.flush()
                os.fsync(file.fileno())
        kept = _mode_of(path)
        if kept is not None:
            os.chmod(temp, kept)
    except BaseException as error:
        temp.unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise WriteError.of(error, path) from error
        raise
    return temp


def _mode_of(path: Path) -> int | None:
    """The permissions of the regular file at ``path`` (through a link), None if there is none."""
    try:
        facts = os.stat(path)
    except OSError:
        return None
    return stat.S_IMODE(facts.st_mode) & 0o777 if stat.S_ISREG(facts.st_mode) else None


def _rename_all(staged: list[tuple[Path, Path]]) -> None:
    """Rename each temporary file over its path; on a failure, put back the ones done."""
    done: list[tuple[Path, Path | None]] = []
    try:
        for index, (path, temp) in enumerate(staged):
            # The last rename has nothing after it that could fail, so its old file needs no keeping.
            kept = _keep_old(path) if index < len(staged) - 1 else None
            try:
                os.replace(temp, path)
            except OSError as error:
                if kept is not None:
                    _put_back(path, kept)
                raise WriteError.of(error, path) from error
            done.append((path, kept))
    except BaseException:
        for path, kept in reversed(done):
            _put_back(path, kept)
        raise
    for _path, kept in done:
        if kept is not None:
            kept.unlink(missing_ok=True)


def _keep_old(path: Path) -> Path | None:
    """A second name for what is at ``path`` now, so it can be put back; None if nothing is.

    A hard link leaves ``path`` in place for its readers meanwhile; on a file system without hard
    links the file is moved aside instead (a folder in the way is never moved: that is an error).
    """
    if not os.path.lexists(path):
        return None
    kept = path.with_name(f".{path.name}.{os.urandom(6).hex()}.old")
    try:
        os.link(path, kept, follow_symlinks=False)
    except (OSError, NotImplementedError) as error:
        if path.is_dir() and not path.is_symlink():
            raise WriteError(errno.EISDIR, os.strerror(errno.EISDIR), str(path)) from error
        try:
            os.replace(path, kept)
        except OSError as moving:
            raise WriteError.of(moving, path) from moving
    return kept


def _put_back(path: Path, kept: Path | None) -> None:
    """Undo one rename: the old file back at ``path``, or no file where there was none. Best
    effort: if even that fails, the old file stays under its second name, never lost."""
    try:
        if kept is None:
            path.unlink(missing_ok=True)
        elif os.path.lexists(path) and os.path.samestat(os.lstat(path), os.lstat(kept)):
            kept.unlink()  # the old file never left (its rename failed): only its second name goes
        else:
            os.replace(kept, path)
    except OSError:
        pass
