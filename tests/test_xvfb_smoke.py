"""Start the real app under Xvfb, wait for its window, and take a screenshot of the screen.

The other GUI tests use Qt's offscreen platform; this one proves the app opens a real window
on an X server, as it will on a person's Linux desktop.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from xvfb import require_tools, virtual_display
from xwd import read_xwd

pytestmark = pytest.mark.xvfb


@pytest.fixture
def display() -> Iterator[str]:
    require_tools("Xvfb", "xdotool", "xwd")
    with virtual_display(range(91, 120)) as name:
        yield name


def test_real_window_appears_under_xvfb(display: str, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "FOUNDERS_DESKTOP_SETTINGS": str(tmp_path / "settings.ini"),
    }
    app = subprocess.Popen(
        [sys.executable, "-m", "founders_desktop"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Founders Desktop$"],
            env=env,
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert found.returncode == 0 and found.stdout.strip(), app.stderr.read1().decode()  # type: ignore[union-attr]
        window_id = found.stdout.split()[0]
        geometry = subprocess.run(
            ["xdotool", "getwindowgeometry", window_id], env=env, capture_output=True, text=True, timeout=10
        ).stdout
        assert "Geometry: 1280x800" in geometry
        time.sleep(1.0)  # let the first frames paint
        dump = tmp_path / "screen.xwd"
        subprocess.run(["xwd", "-root", "-silent", "-out", str(dump)], env=env, check=True, timeout=20)
        image = read_xwd(dump)
        shot = tmp_path / "screen.png"
        assert image.save(str(shot))
        if keep := os.environ.get("FOUNDERS_DESKTOP_KEEP_SCREENSHOT"):
            image.save(keep)
        colours = {image.pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)}
        assert len(colours) > 8, "the screen shows a drawn window, not a blank screen"
        assert app.poll() is None, "the app is still running"
    finally:
        app.terminate()
        app.wait(timeout=10)
