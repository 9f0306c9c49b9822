"""Allow ``python -m founders_desktop``."""

import sys

from founders_desktop.cli import main

sys.exit(main())
