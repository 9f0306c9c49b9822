"""The round's end tells how the elements wane (the play page plays it back with the turns)."""

from __future__ import annotations

from founders_desktop.tactics.elements import wane
from founders_desktop.tactics.rounds.context import Ctx
from tests.tactics.rounds.round_helpers import hero, mcard, monster_type, plain_cards, start, world


def _ctx() -> Ctx:
    scenario = world(
        [hero("h", plain_cards("h", [10, 20]))],
        [monster_type("m", [mcard("m1", 50, move=0, attack=0)])],
        [{"class": "h", "hex": [0, 0]}],
        [{"type": "m", "standee": 1, "hex": [3, 0]}],
    )
    return Ctx.of(start(scenario))


def test_the_round_end_says_how_the_elements_wane() -> None:
    ctx = _ctx()
    wane(ctx)
    assert ctx.events == []  # an inert table: nothing to say
    ctx.state.elements = {"fire": "strong", "ice": "waning"}
    wane(ctx)
    assert [(e.code, e.params) for e in ctx.events] == [("wane", {"elements": {"fire": "waning"}})]
