"""``founders-desktop simulate``: one line per game and a summary, the same for the same seed."""

from __future__ import annotations

import argparse
import json

import pytest

from founders_desktop.bots import cli


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    cli.register(sub)
    args = parser.parse_args(["simulate", *argv])
    code = args.run(args)
    return code, capsys.readouterr().out


def test_same_seed_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("--players", "2", "--games", "2", "--seed", "7", "--max-turns", "4", "--map", "symmetric")
    code, first = _run(capsys, *argv)
    _, second = _run(capsys, *argv)
    assert code == 0 and first == second
    lines = first.strip().splitlines()
    assert len(lines) == 3 and lines[0].startswith("seed=7 ") and lines[1].startswith("seed=8 ")
    assert lines[2].startswith("summary games=2 capped=2")


def test_json_lines_and_mixed_bots(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(
        capsys,
        "--players",
        "3",
        "--games",
        "1",
        "--bots",
        "greedy,random,random",
        "--json",
        "--max-turns",
        "2",
    )
    assert code == 0
    game, summary = (json.loads(line) for line in out.strip().splitlines())
    assert game["bots"] == ["greedy", "random", "random"] and game["capped"] is True
    assert summary["games"] == 1 and summary["capped"] == 1


def test_solo_line_names_result_and_difficulty(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys, "--players", "1", "--games", "1", "--max-turns", "200")
    assert code == 0
    assert " solo=lost difficulty=" in out or " solo=won difficulty=" in out


def test_solo_json_counts_the_slots_left_open(capsys: pytest.CaptureFixture[str]) -> None:
    from founders_desktop.bots.simulate import play_game
    from founders_desktop.bots.solo import open_slot_count
    from founders_desktop.content import default_pack

    code, out = _run(capsys, "--players", "1", "--games", "2", "--seed", "3", "--json")
    assert code == 0
    *games, summary = (json.loads(line) for line in out.strip().splitlines())
    state, _ = play_game(default_pack(), "thematic", ["random"], 3)
    assert games[0]["solo_open_slots"] == open_slot_count(state) > 0  # random play loses
    assert summary["solo_open_slots"] == sum(g["solo_open_slots"] for g in games)


def test_bad_bot_count_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = _run(capsys, "--players", "3", "--bots", "greedy,random")
    assert code == 2
