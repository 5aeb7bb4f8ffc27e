"""``python -m warkit``, and where the ``warkit`` command starts (:func:`run`)."""

import sys


def run() -> int:
    """Load the front door and run it. Ctrl+C before a command has taken over its own stopping
    (while the modules load, the parser is built or the language is chosen) ends as quietly as
    Ctrl+C later does, with the status 130 (128 + SIGINT), not a traceback."""
    try:
        from .cli import main

        return main()
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(run())
