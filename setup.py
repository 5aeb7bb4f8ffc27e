"""Builds the wheel's compiled catalogs and installs the man page; everything else about the
package is in pyproject.toml.

Each shipped ``locale/<lang>/LC_MESSAGES/warkit.po`` gets a ``warkit.mo`` beside it in the build,
made by warkit's own catalog model (``warkit.i18n.catalog.compile_catalog``): exactly the messages
the game would keep from the ``.po``, and the ``.po``'s hash, so the game uses the ``.mo`` only
while the ``.po`` beside it is unchanged. An editable install (a clone) compiles nothing and reads
the ``.po`` itself. ``.mo`` files are never committed (``.gitignore``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithCatalogs(build_py):
    """``build_py``, then a ``.mo`` beside each ``.po`` copied into the build."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        # warkit.i18n needs only the standard library, Babel, polib and markdown-it-py (the build's requirements),
        # so it is imported from the source tree being built.
        sys.path.insert(0, str(HERE))
        from warkit.i18n.catalog import MO_NAME, compile_catalog

        for po in sorted(Path(self.build_lib, "warkit", "_data", "locale").glob("*/LC_MESSAGES/warkit.po")):
            language = po.parent.parent.name.replace("_", "-")
            compiled = compile_catalog(po, language)
            if compiled is None:
                self.announce(f"{po}: has problems, shipped without a compiled catalog", level=3)
                continue
            po.with_name(MO_NAME).write_bytes(compiled)


# The man page (docs/warkit.1, written by scripts/update-docs) goes where man looks under the
# environment's prefix: pip puts it in <prefix>/share/man/man1.
setup(cmdclass={"build_py": BuildWithCatalogs}, data_files=[("share/man/man1", ["docs/warkit.1"])])
