"""An installed wheel carries resources/ and ui/: build it, install it in a fresh venv, take a screenshot."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.wheel


def run(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=900, **kwargs)  # type: ignore[call-overload]
    assert result.returncode == 0, f"{cmd}\n{result.stdout}\n{result.stderr}"
    return result


def test_installed_wheel_renders_a_screenshot(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    run([sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(REPO)])
    wheels = list(dist.glob("founders_desktop-*.whl"))
    assert len(wheels) == 1

    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    run([str(python), "-m", "pip", "install", "-q", str(wheels[0])])

    # Run from an unrelated folder, so nothing can come from the checkout.
    shot = tmp_path / "start.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": ""}
    run([str(env_dir / "bin" / "founders-desktop"), "--screenshot", str(shot)], cwd=tmp_path, env=env)
    assert shot.stat().st_size > 10_000
    where = run(
        [str(python), "-c", "from founders_desktop.resources import data_root; print(data_root())"],
        cwd=tmp_path,
        env=env,
    )
    assert "site-packages" in where.stdout and "_data" in where.stdout
