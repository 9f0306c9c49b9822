"""Issue 17, item 9: command-line values are checked: unknown bot names list the valid ones,
negative or absurd counts are refused, an over-long file name is a clear error, and ``-1`` is
not a choice in an interactive ``tactics play``."""

from __future__ import annotations

import io

import pytest

from founders_desktop.cli import main
from founders_desktop.tactics.rounds.cli import choice_number


def test_an_unknown_bot_lists_the_valid_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--bots", "bogus", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "bogus" in err and "random" in err and "greedy" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["--games", "-1"],
        ["--games", "0"],
        ["--games", "99999999999999999999"],
        ["--max-turns", "-5"],
        ["--max-turns", "10000000"],
        ["--games", "abc"],
        ["--seed", "-1"],
    ],
)
def test_absurd_counts_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["simulate", *argv])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "error: argument --" in err and ("between" in err or "not a whole number" in err)


def test_an_over_long_file_name_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-save", "x" * 5000 + ".fdsave"]) == 1
    assert "longer than the system allows" in capsys.readouterr().out
    assert main(["tactics", "check", "y" * 5000]) == 2
    assert "error:" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("line", "count", "expected"),
    [("-1", 3, None), ("3", 3, None), ("2", 3, 2), (" 0\n", 1, 0), ("1.5", 3, None), ("", 3, None)],
)
def test_choice_numbers(line: str, count: int, expected: int | None) -> None:
    assert choice_number(line, count) == expected


def test_minus_one_is_not_a_choice_in_tactics_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("-1\n"))
    assert main(["tactics", "play", "mossy-cellar"]) == 0
    captured = capsys.readouterr()
    assert "(type one of the numbers above)" in captured.err
    assert captured.out == ""  # nothing was played
