"""Start the Qt application (placeholder until the main window lands)."""

from __future__ import annotations


def launch(page: str = "start", screenshot: str | None = None) -> int:
    raise NotImplementedError("the main window is being built")
