"""Saves keep loading across the change of random generator.

``city_v1_random_3p.json`` was written by the app before generator versions existed (it has no
``rng_version``; its shuffles came from ``random.Random``), with the state that game reached
beside it. Loading replays it with the old generator and reaches that very state; new games
draw from the project's own seeded generator, the same on every Python version.
"""

from __future__ import annotations

import json
from pathlib import Path

from founders_desktop.city.game import new_game
from founders_desktop.city.game.replay import replay, snapshot
from founders_desktop.city.game.rng import CURRENT, LEGACY, SEEDED, SeededDraws
from founders_desktop.content import default_pack
from founders_desktop.persist import CitySave, load_save

OLD = Path(__file__).parent / "golden" / "old_saves"


def test_an_old_save_replays_with_the_old_generator_to_the_same_state() -> None:
    save = load_save(OLD / "city_v1_random_3p.json").payload_as(CitySave)
    assert save.rng_version == LEGACY  # absent from the file
    state = replay(default_pack(), save.map_id, len(save.seats), save.seed, save.actions, save.rng_version)
    expected = json.loads((OLD / "city_v1_random_3p.expected.json").read_text(encoding="utf-8"))
    got = snapshot(state)
    assert got.pop("rng_version") == LEGACY
    assert got == expected


def test_new_games_use_the_seeded_generator_and_it_deals_differently() -> None:
    assert CURRENT == SEEDED
    pack = default_pack()
    new, old = new_game(pack, "thematic", 3, 7), new_game(pack, "thematic", 3, 7, LEGACY)
    assert new.rng_version == SEEDED
    assert new.adviser_deck != old.adviser_deck or new.prestige_deck != old.prestige_deck


def test_the_seeded_generator_is_fixed_numbers_not_a_library_promise() -> None:
    """The first draws for seed 7, event 1, written down: any change of algorithm shows here."""
    draws = SeededDraws(7, 1)
    values = [draws.randrange(1000) for _ in range(5)]
    items = list(range(10))
    SeededDraws(7, 2).shuffle(items)
    assert sorted(items) == list(range(10))
    assert (values, items) == (VALUES, ITEMS)


VALUES = [132, 720, 211, 64, 601]
ITEMS = [3, 0, 1, 5, 9, 2, 6, 7, 8, 4]


SOLO_BEFORE = OLD / "city_v2_solo_before_solo_rules.fdsave"


def test_a_solo_save_made_before_the_designed_solo_rules_still_loads() -> None:
    """Written by the app (a whole solo game) while the default pack had no solo income nor its
    solo starting money: the pack has changed since, so the save is replayed under it; income
    adds no decision and more money refuses no move, so every move still replays and the board
    ends as it did (only money and influence differ)."""
    from founders_desktop.packs.saved import saved_pack

    save = load_save(SOLO_BEFORE).payload_as(CitySave)
    found = saved_pack(save.pack)
    assert found.changed and found.pack.solo.income_at_vote and found.pack.solo.starting_money == 12
    state = replay(found.pack, save.map_id, len(save.seats), save.seed, save.actions, save.rng_version)
    expected = json.loads(SOLO_BEFORE.with_suffix(".board.json").read_text(encoding="utf-8"))
    assert state.phase == "over" and state.solo_result == "lost"
    assert snapshot(state)["board"] == expected
