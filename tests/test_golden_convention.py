"""One golden-file convention (pytest-regressions): a missing golden fails its test, a changed one
fails with the diff, and only ``--force-regen`` rewrites them. No test writes its own goldens."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).parent
HOMEMADE = ("FOUNDERS_UPDATE_GOLDEN", "UPDATE_PLAYTHROUGHS")

SAMPLE = """
from pathlib import Path

def test_sample(file_regression):
    file_regression.check("hello\\n", fullpath=Path(__file__).parent / "golden" / "sample.txt")
"""


def _run(folder: Path, *args: str) -> int:
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist"]
    done = subprocess.run(
        [*command, *args, str(folder)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=folder,
    )
    return done.returncode


def test_a_deleted_or_changed_golden_fails_and_only_force_regen_rewrites_it(tmp_path: Path) -> None:
    (tmp_path / "test_sample.py").write_text(SAMPLE, encoding="utf-8")
    golden = tmp_path / "golden" / "sample.txt"
    golden.parent.mkdir()
    golden.write_text("hello\n", encoding="utf-8")
    assert _run(tmp_path) == 0
    golden.unlink()
    assert _run(tmp_path) != 0  # missing: the test fails (the file it writes is for review)
    golden.write_text("changed\n", encoding="utf-8")
    assert _run(tmp_path) != 0
    assert golden.read_text(encoding="utf-8") == "changed\n"  # a failing run leaves the golden alone
    assert _run(tmp_path, "--force-regen") != 0  # regenerating reports what it rewrote...
    assert golden.read_text(encoding="utf-8") == "hello\n"
    assert _run(tmp_path) == 0  # ...and then the golden holds


def test_no_test_rewrites_its_goldens_by_itself() -> None:
    others = [path for path in TESTS.rglob("*.py") if path.name != Path(__file__).name]
    offenders = [
        str(path.relative_to(TESTS))
        for path in others
        if any(flag in path.read_text(encoding="utf-8") for flag in HOMEMADE)
    ]
    assert offenders == []
