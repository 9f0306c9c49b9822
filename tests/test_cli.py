"""The command line: version, help, and --screenshot for every page, as a user would run them."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from founders_desktop import __version__
from founders_desktop.cli import PAGES, build_parser, main


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "founders_desktop", *args], capture_output=True, text=True, timeout=120
    )


def test_version_prints_the_package_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"founders-desktop {__version__}"


def test_help_describes_the_app_and_its_options() -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    assert "--screenshot" in result.stdout
    assert "--page" in result.stdout


def test_every_registered_subcommand_is_listed_in_help() -> None:
    parser = build_parser()
    help_text = parser.format_help()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name in subparsers.choices:
        assert name in help_text


def test_unknown_page_is_refused_with_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--screenshot", "x.png", "--page", "nowhere"])
    assert exit_info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


@pytest.mark.parametrize("page", PAGES)
def test_screenshot_renders_each_page_to_a_png(page: str, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    target = tmp_path / f"{page}.png"
    result = run_cli("--screenshot", str(target), "--page", page)
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert not image.isNull()
    assert image.width() >= 800 and image.height() >= 500
    # A real page has several colours, not one flat fill.
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 23)}
    assert len(colours) > 3


def test_screenshot_to_an_unwritable_place_fails_cleanly(tmp_path: Path) -> None:
    result = run_cli("--screenshot", str(tmp_path / "missing-dir" / "x.png"))
    assert result.returncode == 1
    assert "could not write the screenshot" in result.stderr
    assert "Traceback" not in result.stderr
