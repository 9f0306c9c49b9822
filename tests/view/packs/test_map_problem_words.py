"""The map problems a stroke can cause read as sentences that name their square, section or layer,
never the loader's English with its line numbers."""

from __future__ import annotations

import pytest

from founders_desktop.content import default_pack_path
from founders_desktop.packs.map_edit import MapDraft
from founders_desktop.view.packs.map_problem_words import map_problem_text

SYMMETRIC = default_pack_path() / "maps" / "symmetric.map"


def _draft() -> MapDraft:
    return MapDraft.read(SYMMETRIC, "maps/symmetric.map")


def _all(layer: str, char: str) -> list[tuple[int, int]]:
    rows = _draft().layer(layer)
    return [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == char]


def _first(layer: str, char: str) -> tuple[int, int]:
    return _all(layer, char)[0]


WIDTH = len(_draft().layer("terrain")[0])


STROKES = {
    "start space off grey": [("terrain", (6, 1), "G")],
    "reserved square without a letter": [("reserved", _first("reserved", "a"), ".")],
    "letter off a reserved square": [("reserved", (0, 0), "a")],
    "letter not in the header": [("reserved", _first("reserved", "a"), "h")],
    "section given to a river": [("sections", _first("terrain", "~"), "1")],
    "start numbers cleared": [("start_spaces", sq, ".") for n in "1234" for sq in _all("start_spaces", n)],
    "city cut into more sections": [("terrain", (x, 6), "~") for x in range(WIDTH)],
}


@pytest.mark.parametrize("mistake", sorted(STROKES))
def test_every_problem_of_a_painting_mistake_is_said_in_the_apps_words(mistake: str) -> None:
    draft = _draft()
    for layer, square, char in STROKES[mistake]:
        draft = draft.paint(layer, square, char)
    problems = draft.problems()
    assert problems, mistake
    for problem in problems:
        words = map_problem_text(problem)
        assert "The map check says" not in words, (problem, words)
        assert "(line" not in words and "[" not in words.split(":")[0], words


def test_a_problem_on_a_square_leads_with_the_square() -> None:
    problem = _draft().paint("terrain", (6, 1), "G").problems()[0]
    assert map_problem_text(problem).startswith("Square 6, 1: Start space")


def test_a_sentence_the_app_does_not_know_is_still_shown_after_a_lead_in() -> None:
    from founders_desktop.packs.map_edit import MapProblem

    assert map_problem_text(MapProblem("[map] colour (line 3)", "unknown key", ())) == (
        "Map header: The map check says: unknown key"
    )
