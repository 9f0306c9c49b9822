"""``founders-desktop content check`` through the real entry point."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from founders_desktop.content import default_pack_path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "founders_desktop", "content", "check", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_check_the_bundled_pack() -> None:
    result = run()
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == (
        "default: 8 basic, 6 tier-2, 4 tier-3 resources, 21 prestige buildings, "
        "18 advisers, 9 races, 2 maps: ok"
    )


def test_check_a_hand_broken_copy(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    shutil.copytree(default_pack_path(), folder)
    races = folder / "races.json"
    races.write_text(races.read_text().replace('"resource": "wood"', '"resource": "timber"', 1))
    result = run(str(folder))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "races.json: vermling.resource: unknown resource 'timber'" in result.stderr.splitlines()
    assert result.stderr.strip().splitlines()[-1] == f"{folder}: 1 problem: not ok"
