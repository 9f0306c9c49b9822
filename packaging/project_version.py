"""Print the app's version, read from founders_desktop/__init__.py without importing the package.

Every recipe (the PyInstaller spec, the .deb control file, the Inno Setup script, the macOS
Info.plist) takes its version from here, so a release changes one line in one file.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

INIT = Path(__file__).resolve().parent.parent / "founders_desktop" / "__init__.py"


def project_version(init: Path = INIT) -> str:
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', init.read_text(encoding="utf-8"), re.M)
    if match is None:
        raise ValueError(f"{init}: no __version__ line")
    return match.group(1)


if __name__ == "__main__":
    print(project_version())
    sys.exit(0)
