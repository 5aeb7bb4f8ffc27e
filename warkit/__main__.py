"""``python -m warkit``: the same as the ``warkit`` command."""

import sys

from .cli import main

sys.exit(main())
