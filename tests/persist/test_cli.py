"""``check-save`` prints what the app would say about each save file, and fails on a bad one."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from founders_desktop.app.check_save import register
from founders_desktop.persist import SandboxSave, save_game
from tests.persist.city_logs import call_to_vote_first, city_save, legal_log
from tests.persist.samples import city_game, tactics_game


def check(*files: Path) -> int:
    parser = argparse.ArgumentParser(prog="founders-desktop")
    register(parser.add_subparsers())
    args = parser.parse_args(["check-save", *map(str, files)])
    return int(args.run(args))


def test_a_good_save_is_ok(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_game(tmp_path / "good.fdsave", "city", city_save(legal_log(5)))
    assert check(path) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"OK {path}: city save, schema 2, 5 actions; saved by ")


def test_a_bad_save_is_refused_with_its_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = save_game(tmp_path / "good.fdsave", "city", city_save(legal_log(3)))
    bad = tmp_path / "bad.fdsave"
    bad.write_bytes(good.read_bytes()[:50])
    assert check(good, bad) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("OK ")
    assert lines[1] == f"REFUSED (truncated) {bad}: the save file is incomplete (cut short)"
    assert lines[2].startswith("  the JSON stops at line")


def test_an_illegal_city_log_is_refused_though_its_envelope_is_fine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save, index = call_to_vote_first()
    path = save_game(tmp_path / "vote.fdsave", "city", save)
    assert check(path) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"REFUSED (illegal_action) {path}: actions[{index}]: not_enough_cards_played")


def test_a_city_save_of_another_pack_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_game(tmp_path / "other.fdsave", "city", city_game())
    assert check(path) == 1
    assert "founders-base" in capsys.readouterr().out


def test_a_tactics_log_is_replayed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_game(tmp_path / "t.fdsave", "tactics", tactics_game())  # a log the rules refuse
    assert check(path) == 1
    assert capsys.readouterr().out.startswith("REFUSED (")


def test_sandbox_pieces_are_checked_against_the_map(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from founders_desktop.content import default_pack

    pack = default_pack()
    ref = {"id": pack.id, "version": str(pack.manifest.schema_version)}
    road = {"kind": "road", "player": 0, "item": "", "anchor": [900, 900], "orientation": 0}
    bad = SandboxSave.model_validate({"pack": ref, "map_id": "symmetric", "players": 2, "placements": [road]})
    path = save_game(tmp_path / "s.fdsave", "sandbox", bad)
    assert check(path) == 1
    assert "placements[0]" in capsys.readouterr().out
    empty = SandboxSave.model_validate({"pack": ref, "map_id": "symmetric", "players": 2})
    assert check(save_game(tmp_path / "e.fdsave", "sandbox", empty)) == 0
