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


def _free_numbers(numbers: range) -> Iterator[int]:
    for number in numbers:
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            yield number


def _start(number: int) -> subprocess.Popen[bytes] | None:
    """Xvfb on ``:number``, or None when another process took that number first (its lock)."""
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if server.poll() is not None:
            return None
        if time.monotonic() > deadline:
            server.kill()
            server.wait(timeout=10)
            pytest.fail("Xvfb did not start")
        time.sleep(0.05)
    return server


@contextmanager
def virtual_display(numbers: range) -> Iterator[str]:
    """An Xvfb on the first free display in ``numbers`` (ranges keep parallel suites apart).

    Two test workers may see the same number free at once: Xvfb's lock file lets one win, and
    the other moves on to the next number.
    """
    require_tools("Xvfb")
    for number in _free_numbers(numbers):
        server = _start(number)
        if server is not None:
            break
    else:
        raise RuntimeError(f"no free X display number in {numbers}")
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
