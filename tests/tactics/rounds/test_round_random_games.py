"""Random full games: starter scenarios and random small worlds, every decision a random legal
action. Each must end in a win or a loss with the invariants held at every step: no card is
duplicated or lost from a character's total, hit points stay in bounds, no two figures share a
hex, decks keep their cards."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from founders_desktop.resources import resource
from founders_desktop.tactics.autoplay import random_game
from founders_desktop.tactics.catalog import starter_catalog
from founders_desktop.tactics.modifiers import STANDARD_DECK
from founders_desktop.tactics.rounds.actions import (
    ChooseOutcome,
    IllegalAction,
    MoveTo,
    RestLose,
    SelectCards,
)
from founders_desktop.tactics.rounds.engine import apply, validate
from founders_desktop.tactics.rounds.state import CharacterState, MonsterState, RoundState
from founders_desktop.tactics.scenario import Scenario, load_scenario, parse_scenario

from .round_helpers import rect

STARTERS = sorted(resource("scenarios").glob("*.json"))
CATALOG = starter_catalog()
TERRAIN = ("obstacle", "trap", "difficult", "hazardous")


def check_invariants(s: Scenario, state: RoundState) -> None:
    board = s.board
    for setup in s.characters:
        c = state.character(setup.id)
        assert Counter(c.piles.all_cards()) == Counter(setup.hand), c.id
        assert Counter(c.modifiers.draw + c.modifiers.discard) == Counter(STANDARD_DECK)
        if c.exhausted:
            assert c.hex is None and c.piles.lost and not c.piles.hand
        elif c.escaped:  # left the map by its exit: off the board, still alive
            assert c.hex is None and 1 <= c.hp <= c.max_hp
        else:
            assert c.hex is not None and 1 <= c.hp <= c.max_hp
    assert Counter(state.monster_modifiers.draw + state.monster_modifiers.discard) == Counter(STANDARD_DECK)
    for type_id, deck in state.monster_decks.items():
        cards = deck.draw + deck.discard + ([deck.revealed] if deck.revealed else [])
        assert sorted(cards) == sorted(c.id for c in s.monster_type(type_id).deck)
    for m in state.monsters:
        if m.hex is not None:
            assert 1 <= m.hp <= m.max_hp
    for summon in state.summons:
        owner = state.character(summon.owner)
        assert not owner.exhausted and summon.hex is not None and 1 <= summon.hp <= summon.max_hp
        assert summon.card in owner.piles.active + owner.piles.played
    hexes = [f.hex for f in state.figures_on_map()]
    assert len(hexes) == len(set(hexes)), "two figures on one hex"
    for f in state.figures_on_map():
        assert f.hex is not None and board.is_open(f.hex)
        t = board.terrain_at(f.hex)
        # only a flying move may end on an obstacle: a character's flying card, a flying summon
        # or monster
        flying = (
            isinstance(f, CharacterState)
            or getattr(f, "flying", False)
            or (isinstance(f, MonsterState) and "flying" in s.monster_type(f.type).traits)
        )
        assert flying or t is None or not t.blocks_walking, f"{f.id} on {t}"


#: Actions that are never legal in any state of these games.
BOGUS = (
    MoveTo(hex=(99, 99)),
    SelectCards(character="nobody", leading="x", second="y"),
    ChooseOutcome(index=99),
    RestLose(card="no-such-card"),
)


def refuses_bogus(state: RoundState, i: int) -> None:
    """Illegal input never corrupts state: validate names it, apply refuses it."""
    bogus = BOGUS[i % len(BOGUS)]
    before = state.model_dump_json()
    assert validate(state, bogus)
    with pytest.raises(IllegalAction):
        apply(state, bogus)
    assert state.model_dump_json() == before


def play_checked(s: Scenario, seed: int, habits: bool = True) -> RoundState:
    last = None
    for i, step in enumerate(random_game(s, seed, habits=habits)):
        check_invariants(s, step.state)
        if i % 7 == 0:
            refuses_bogus(step.state, i)
        last = step.state
    assert last is not None and last.phase == "over"
    if last.outcome == "won":  # the scenario's objective is met (every monster dead by default)
        o = s.objective
        if o.type == "kill_all":
            assert not last.living_monsters()
        elif o.type == "loot":
            assert sum(c.looted for c in last.characters) >= o.tokens
        elif o.type == "survive":
            assert last.round >= o.rounds
        elif o.type == "boss":
            assert any(m.id == o.boss and m.hex is None for m in last.monsters)
        else:
            assert o.type == "escape" and any(c.escaped for c in last.characters)
    else:
        assert last.outcome == "lost" and all(c.exhausted for c in last.characters)
    return last


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(STARTERS), seed=st.integers(0, 2**32 - 1), habits=st.booleans())
@example(path=resource("scenarios") / "mossy-cellar-flight.json", seed=10404030, habits=False)  # one escapes
def test_starter_scenarios_end_with_invariants(path, seed, habits):
    play_checked(load_scenario(path), seed, habits)


@st.composite
def small_worlds(draw: st.DrawFn) -> dict:
    width, height = draw(st.integers(4, 7)), draw(st.integers(3, 5))
    hexes = rect(width, height)
    order = draw(st.permutations(range(len(hexes))))
    n_chars = draw(st.integers(1, 3))
    n_monsters = draw(st.integers(1, 4))
    n_terrain = draw(st.integers(0, 4))
    spots = [hexes[i] for i in order]
    classes = sorted(CATALOG.classes)
    types = sorted(CATALOG.monsters)
    chars = [
        {"id": f"h{i}", "class": draw(st.sampled_from(classes)), "hex": spots[i]} for i in range(n_chars)
    ]
    monsters = [
        {
            "type": draw(st.sampled_from(types)),
            "standee": i + 1,
            "elite": draw(st.booleans()),
            "hex": spots[n_chars + i],
        }
        for i in range(n_monsters)
    ]
    terrain = [
        {"hex": spots[n_chars + n_monsters + i], "type": draw(st.sampled_from(TERRAIN))}
        for i in range(n_terrain)
        if n_chars + n_monsters + i < len(spots)
    ]
    return {
        "format": "tactics-scenario/1",
        "id": "random",
        "name": "random",
        "level": draw(st.integers(0, 3)),
        "map": {"hexes": hexes, "terrain": terrain},
        "characters": chars,
        "monsters": monsters,
    }


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=small_worlds(), seed=st.integers(0, 2**32 - 1), habits=st.booleans())
def test_random_worlds_end_with_invariants(data, seed, habits):
    play_checked(parse_scenario(data, "random.json", CATALOG), seed, habits)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=small_worlds(), seed=st.integers(0, 2**32 - 1), habits=st.booleans())
def test_many_random_worlds(data, seed, habits):
    play_checked(parse_scenario(data, "random.json", CATALOG), seed, habits)
