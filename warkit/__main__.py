"""``python -m warkit``, and where the ``warkit`` command starts (:func:`run`)."""

import sys


def run() -> int:
    """Load the front door and run it. Ctrl+C while it is still loading ends as quietly as Ctrl+C
    later does, with the status 130 (128 + SIGINT), not a traceback of the imports."""
    try:
        from .cli import main
    except KeyboardInterrupt:
        return 130
    return main()


if __name__ == "__main__":
    sys.exit(run())
