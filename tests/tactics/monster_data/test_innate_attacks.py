"""A stat card's pierce and attack conditions add to every attack of the monster; a monster
immune to a condition does not get it (curse and bless included: no card goes into the deck)."""

from __future__ import annotations

from typing import Any

from founders_desktop.tactics.combat import attack, give_condition
from founders_desktop.tactics.rounds.context import Ctx
from tests.tactics.rounds.round_helpers import hero, mcard, plain_cards, start, world


def stinger(**innate: Any) -> dict[str, Any]:
    immunities = innate.pop("immunities", [])
    rows = [
        {
            "level": lv,
            "normal": {"hp": 6, "move": 1, "attack": 2, **innate},
            "elite": {"hp": 9, "move": 1, "attack": 3, **innate},
        }
        for lv in range(8)
    ]
    deck = [mcard("s1", 50, move=0, attack=0)]
    return {"id": "stinger", "name": "Stinger", "levels": rows, "immunities": immunities, "deck": deck}


def ctx_for(mtype: dict[str, Any]) -> Ctx:
    scenario = world(
        [hero("h", plain_cards("h", [10, 20, 30, 40]))],
        [mtype],
        [{"class": "h", "hex": [0, 0]}],
        [{"type": "stinger", "standee": 1, "hex": [1, 0]}],
    )
    return Ctx.of(start(scenario))


def test_a_printed_attack_condition_comes_with_every_attack() -> None:
    ctx = ctx_for(stinger(conditions=["poisoned"]))
    monster, target = ctx.state.monsters[0], ctx.state.characters[0]
    attack(ctx, monster, target, 1, False)
    assert "poisoned" in target.conditions


def test_the_card_and_the_stat_card_give_a_condition_once() -> None:
    ctx = ctx_for(stinger(conditions=["wounded"]))
    monster, target = ctx.state.monsters[0], ctx.state.characters[0]
    attack(ctx, monster, target, 1, False, conditions=("wounded",))
    assert [e.params["condition"] for e in ctx.events if e.code == "condition"] == ["wounded"]


def test_printed_pierce_ignores_the_targets_shield() -> None:
    plain, piercing = ctx_for(stinger()), ctx_for(stinger(pierce=2))
    for ctx in (plain, piercing):
        ctx.state.characters[0].round_shield = 2
        attack(ctx, ctx.state.monsters[0], ctx.state.characters[0], 3, False)
    (hit,) = [e for e in plain.events if e.code == "attack"]
    (pierced,) = [e for e in piercing.events if e.code == "attack"]
    assert hit.params["shield"] == 2
    assert "shield" not in pierced.params


def test_an_immune_monster_does_not_get_the_condition() -> None:
    ctx = ctx_for(stinger(immunities=["poisoned", "cursed"]))
    monster = ctx.state.monsters[0]
    deck = list(ctx.state.monster_modifiers.draw)
    give_condition(ctx, monster, "poisoned")
    give_condition(ctx, monster, "cursed")
    assert "poisoned" not in monster.conditions
    assert ctx.state.monster_modifiers.draw == deck  # no curse card shuffled in
    assert [(e.code, e.params["condition"]) for e in ctx.events] == [
        ("immune", "poisoned"),
        ("immune", "cursed"),
    ]
    give_condition(ctx, monster, "wounded")
    assert "wounded" in monster.conditions


def test_the_log_says_the_monster_is_immune() -> None:
    from founders_desktop.tactics.autoplay import describe

    ctx = ctx_for(stinger(immunities=["stunned"]))
    give_condition(ctx, ctx.state.monsters[0], "stunned")
    assert describe(ctx.events[0]) == "stinger#1 is immune to stunned"
