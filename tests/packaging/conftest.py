"""Shared by the packaging tests: the ``bundle`` marker and an Xvfb display for the bundled app."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest


def _free_display() -> int:
    for number in range(140, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number")


@pytest.fixture(scope="module")
def xvfb_display() -> Iterator[str]:
    """A private X server, so the bundle is tested on Qt's real xcb platform, as on a desktop."""
    if shutil.which("Xvfb") is None:
        if os.environ.get("CI"):
            pytest.fail("CI must install Xvfb (see .ci/run)")
        pytest.skip("needs Xvfb")
    number = _free_display()
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            pytest.fail("Xvfb did not start")
        time.sleep(0.05)
    yield f":{number}"
    server.terminate()
    server.wait(timeout=10)
