"""Start a private Xvfb server for the tests that need Qt's real xcb platform (the app, the bundle)."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def require_tools(*tools: str) -> None:
    """Skip without the tools on a developer's machine; fail in CI, which must install them."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"CI must install {missing} (see .ci/run)")
        pytest.skip(f"needs {missing}")


def _free_display(numbers: range) -> int:
    for number in numbers:
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number")


@contextmanager
def virtual_display(numbers: range) -> Iterator[str]:
    """An Xvfb on the first free display in ``numbers`` (ranges keep parallel suites apart)."""
    require_tools("Xvfb")
    number = _free_display(numbers)
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
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
