"""``check-save`` prints what the app would say about each save file, and fails on a bad one."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from founders_desktop.persist import save_game
from founders_desktop.persist.cli import register
from tests.persist.samples import city_game


def check(*files: Path) -> int:
    parser = argparse.ArgumentParser(prog="founders-desktop")
    register(parser.add_subparsers())
    args = parser.parse_args(["check-save", *map(str, files)])
    return int(args.run(args))


def test_a_good_save_is_ok(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_game(tmp_path / "good.fdsave", "city", city_game(moves=5))
    assert check(path) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"OK {path}: city save, schema 2, 5 actions; saved by ")


def test_a_bad_save_is_refused_with_its_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = save_game(tmp_path / "good.fdsave", "city", city_game())
    bad = tmp_path / "bad.fdsave"
    bad.write_bytes(good.read_bytes()[:50])
    assert check(good, bad) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("OK ")
    assert lines[1] == f"REFUSED (truncated) {bad}: the save file is incomplete (cut short)"
    assert lines[2].startswith("  the JSON stops at line")
