"""Find resources/ and ui/ wherever the app runs: a checkout, an installed wheel or a frozen bundle.

A checkout keeps them at the top level beside the package; the wheel carries them inside the
package as ``_data/``; a PyInstaller bundle unpacks them beside the executable's data. One
function answers for all three so no other module ever guesses a path.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    roots.append(_PACKAGE_DIR / "_data")  # installed wheel
    roots.append(_PACKAGE_DIR.parent)  # checkout / editable install
    return roots


@cache
def data_root() -> Path:
    """The folder that holds resources/ and ui/."""
    for root in _candidates():
        if (root / "resources").is_dir() and (root / "ui").is_dir():
            return root
    searched = ", ".join(str(r) for r in _candidates())
    raise FileNotFoundError(f"resources/ and ui/ not found; looked in: {searched}")


def resources_dir() -> Path:
    """resources/: content packs, maps, scenarios, icons, translations."""
    return data_root() / "resources"


def ui_dir() -> Path:
    """ui/: Qt Designer forms and the style sheet."""
    return data_root() / "ui"


def resource(*parts: str) -> Path:
    """A path below resources/, e.g. ``resource("icons", "app.svg")``."""
    return resources_dir().joinpath(*parts)


def ui_file(*parts: str) -> Path:
    """A path below ui/, e.g. ``ui_file("style.qss")``."""
    return ui_dir().joinpath(*parts)
