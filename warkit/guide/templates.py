"""The guide's Jinja templates, compiled once and kept in the cache folder for later runs.

Compiling the guide's templates takes a few tenths of a second, which Help for new rules (or a
new language) would otherwise wait for in every run. Jinja's own bytecode cache keeps each
compiled template in the ``guide-templates`` subfolder of the cache folder, keyed by the
template's name and the checksum of its source, so an edited template is compiled again. A
folder that refuses, or a damaged copy, only means compiling again.
"""

from __future__ import annotations

from jinja2 import FileSystemBytecodeCache
from jinja2.bccache import Bucket

from ..cache_folder import cache_folder


class KeptTemplates(FileSystemBytecodeCache):
    """Jinja's file bytecode cache that never fails the guide: reads and writes that go wrong are
    skipped."""

    def __init__(self) -> None:
        folder = cache_folder("guide-templates")
        super().__init__(str(folder))
        self.folder = folder

    def load_bytecode(self, bucket: Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except (OSError, ValueError, EOFError, TypeError):  # unreadable or damaged: compile again
            bucket.reset()

    def dump_bytecode(self, bucket: Bucket) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            super().dump_bytecode(bucket)
        except OSError:  # a folder that refuses only means compiling again next run
            pass
