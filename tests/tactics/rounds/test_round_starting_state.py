"""A figure's starting state, as a scenario's setup prints it ("the Bandit Guard starts the
scenario poisoned", "the boss has Shield 1 and Retaliate 2"): the conditions then work and run
out as the rulebook says (p.22-23) as if given before the first round, poison and wound until
healed, the others at the end of the figure's next turn; a starting shield and retaliate hold
for the whole scenario, on top of a monster's printed ones. Format 2 holds it; format 1 files
read unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from founders_desktop.tactics.catalog import Catalog
from founders_desktop.tactics.combat import retaliates, shield_of
from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.actions import AttackTargets, MoveTo, PlayHalf, ShortRest
from founders_desktop.tactics.rounds.cli import main
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.engine import legal_actions
from founders_desktop.tactics.scenario import NO_START, ScenarioFile, StartingState, parse_scenario

from .round_helpers import (
    act,
    attack,
    card,
    events,
    hero,
    mcard,
    monster_type,
    move,
    plan,
    rect,
    start,
)

STAY = [move(0)]
V2 = "tactics-scenario/2"


def data(hero_extra=None, monster_extra=None, fmt=V2, mdeck=None, immune=(), mshield=0):
    """Hero ``a`` at (1, 1) leads with ``x`` (initiative 10: Attack 2 on top); the monster
    ``m#1`` beside it at (2, 1) acts at 30 with Attack 2 (its printed attack)."""
    cards = [card("x", 10, [attack(2)], STAY), card("y", 20, STAY, STAY), card("z", 40, STAY, STAY)]
    mtype = monster_type("m", mdeck or [mcard("hit", 30, move=0, attack=0)], hp=20, attack_=2)
    mtype["normal"] = {**mtype["normal"], "shield": mshield}
    mtype["immunities"] = list(immune)
    return {
        "format": fmt,
        "id": "test",
        "name": "test",
        "level": 0,
        "map": {"hexes": rect(6, 5)},
        "characters": [{"class": "a", "hex": [1, 1], **(hero_extra or {})}],
        "monsters": [{"type": "m", "standee": 1, "hex": [2, 1], **(monster_extra or {})}],
        "classes": [hero("a", cards, hp=20)],
        "monster_types": [mtype],
    }


def scenario(**kw):
    return parse_scenario(data(**kw), "test.json", Catalog())


def refused(**kw) -> TacticsFileError:
    with pytest.raises(TacticsFileError) as info:
        parse_scenario(data(**kw), "test.json", Catalog())
    return info.value


def planned(s):
    """Both modifier decks fixed to +0, so each attack deals its value."""
    state, recs = plan(s, start(s), {"a": ("x", "y")})
    state.character("a").modifiers.draw = ["+0"] * 10
    state.monster_modifiers.draw = ["+0"] * 10
    return state, recs


def hero_attacks(s, state):
    return act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="y", half="bottom"),
        MoveTo(hex=(1, 1)),
    )


# --- the file ------------------------------------------------------------------------------------


def test_the_starting_state_round_trips_through_the_file_format():
    start_state = {"conditions": ["poisoned", "stunned"], "shield": 1, "retaliate": 2, "retaliate_range": 3}
    raw = data(hero_extra={"conditions": ["strengthened"]}, monster_extra=start_state)
    spec = ScenarioFile.model_validate(raw)
    written = spec.model_dump(mode="json", by_alias=True)
    assert {k: written["monsters"][0][k] for k in start_state} == start_state
    assert written["format"] == V2
    again = ScenarioFile.model_validate(json.loads(json.dumps(written)))
    assert again == spec
    s = scenario(hero_extra={"conditions": ["strengthened"]}, monster_extra=start_state)
    assert s.monsters[0].start == StartingState(("poisoned", "stunned"), 1, 2, 3)
    assert s.characters[0].start == StartingState(("strengthened",))
    assert s.starting("m#1").shield == 1 and s.starting("nobody") == NO_START


def test_a_format_1_file_reads_unchanged_and_its_figures_start_plain():
    s = scenario(fmt="tactics-scenario/1")
    assert s.monsters[0].start == NO_START and s.characters[0].start == NO_START
    state = start(s)
    assert state.monsters[0].conditions == {} and state.character("a").conditions == {}


def test_a_format_1_file_cannot_hold_a_starting_state():
    err = refused(fmt="tactics-scenario/1", monster_extra={"shield": 1})
    assert err.file == "test.json" and err.field == "monsters[0]"
    assert "tactics-scenario/2" in err.message


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"conditions": ["poison"]}, "monsters[0].conditions.0"),
        ({"conditions": ["blessed"]}, "monsters[0].conditions.0"),
        ({"shield": 11}, "monsters[0].shield"),
        ({"shield": -1}, "monsters[0].shield"),
        ({"retaliate": "2"}, "monsters[0].retaliate"),
        ({"retaliate": 1, "retaliate_range": 0}, "monsters[0].retaliate_range"),
        ({"retaliate_range": 3}, "monsters[0].retaliate_range"),
        ({"conditions": ["stunned", "stunned"]}, "monsters[0].conditions[1]"),
    ],
)
def test_a_bad_starting_value_is_refused_naming_the_file_and_field(extra, field):
    err = refused(monster_extra=extra)
    assert err.file == "test.json"
    assert err.field.replace("[", ".").replace("]", "") == field.replace("[", ".").replace("]", "")


def test_a_monster_cannot_start_with_a_condition_it_is_immune_to():
    err = refused(monster_extra={"conditions": ["wounded", "poisoned"]}, immune=("poisoned",))
    assert err.field == "monsters[0].conditions[1]" and "immune" in err.message


def test_tactics_check_reports_the_immune_condition(tmp_path: Path, capsys):
    raw = data(monster_extra={"conditions": ["poisoned"]}, immune=("poisoned",))
    path = tmp_path / "immune.json"
    path.write_text(json.dumps(raw))
    assert main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "immune.json: monsters[0].conditions[0]" in err and "immune to 'poisoned'" in err
    path.write_text(json.dumps(data(monster_extra={"conditions": ["wounded"]}, immune=("poisoned",))))
    assert main(["check", str(path)]) == 0


# --- the round ------------------------------------------------------------------------------------


def test_a_starting_poison_adds_1_to_every_attack_on_the_figure_and_stays_until_healed():
    s = scenario(monster_extra={"conditions": ["poisoned"]})
    state, _ = planned(s)
    assert state.monsters[0].conditions == {"poisoned": False}
    state, recs = hero_attacks(s, state)
    hit = next(h for h in events(recs, "attack") if h["figure"] == "a")
    assert hit["value"] == 3 and hit["damage"] == 3
    assert "poisoned" in state.monsters[0].conditions  # the monster's turn ended; poison did not


def test_a_plain_monster_takes_the_attack_as_printed():
    """The control of the test above: without the starting poison, Attack 2 deals 2."""
    s = scenario()
    state, _ = planned(s)
    state, recs = hero_attacks(s, state)
    assert next(h for h in events(recs, "attack") if h["figure"] == "a")["damage"] == 2


def test_a_starting_stun_costs_the_first_turn_and_ends_with_it():
    s = scenario(monster_extra={"conditions": ["stunned"]})
    state, _ = planned(s)
    state, recs = hero_attacks(s, state)
    assert events(recs, "stunned") == [{"figure": "m#1"}]
    assert not [h for h in events(recs, "attack") if h["figure"] == "m#1"]
    assert state.monsters[0].conditions == {}


def test_a_starting_wound_deals_1_at_the_start_of_each_turn():
    s = scenario(monster_extra={"conditions": ["wounded"]})
    state, _ = planned(s)
    state, recs = hero_attacks(s, state)
    assert events(recs, "wound") == [{"figure": "m#1", "damage": 1}]
    assert state.monsters[0].hp == 20 - 2 - 1 and "wounded" in state.monsters[0].conditions


def test_a_character_starting_disarmed_cannot_attack_on_its_first_turn():
    def attack_choices(s):
        state, _ = planned(s)
        state, _ = act(s, state, PlayHalf(card="x", half="top"))
        return [a.targets for a in legal_actions(state) if isinstance(a, AttackTargets)]

    assert ("m#1",) in attack_choices(scenario())
    assert attack_choices(scenario(hero_extra={"conditions": ["disarmed"]})) == [()]


def test_a_starting_shield_holds_past_the_end_of_the_round_on_top_of_the_printed_one():
    s = scenario(monster_extra={"shield": 1}, mshield=0)
    state, _ = planned(s)
    state, recs = hero_attacks(s, state)
    hit = next(h for h in events(recs, "attack") if h["figure"] == "a")
    assert hit["shield"] == 1 and hit["damage"] == 1
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    assert state.round == 2
    assert shield_of(Ctx.of(state), state.monsters[0]) == 1  # past the end of round 1
    both = scenario(monster_extra={"shield": 1}, mshield=1)
    state, _ = planned(both)
    assert shield_of(Ctx.of(state), state.monsters[0]) == 2


def test_a_starting_retaliate_with_a_range_answers_an_attack_from_that_range():
    far = data(monster_extra={"retaliate": 2, "retaliate_range": 2})
    far["characters"][0]["hex"] = [0, 1]  # two hexes from the monster
    far["classes"][0]["cards"][0]["top"]["actions"] = [attack(2, rng=3)]
    s = parse_scenario(far, "test.json", Catalog())
    state, _ = planned(s)
    assert retaliates(Ctx.of(state), state.monsters[0]) == [(2, 2)]
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert events(recs, "retaliate") == [{"figure": "m#1", "target": "a", "damage": 2}]
    assert state.character("a").hp == 18


def test_a_spawned_monster_arrives_with_its_starting_state():
    raw = data()
    raw["spawns"] = [
        {
            "round": 2,
            "monsters": [{"type": "m", "standee": 2, "hex": [4, 1], "conditions": ["poisoned"], "shield": 2}],
        }
    ]
    s = parse_scenario(raw, "test.json", Catalog())
    state, _ = planned(s)
    state, _ = hero_attacks(s, state)
    state, recs = act(s, state, ShortRest(character="a", rest=False))
    assert events(recs, "spawned") and state.round == 2
    spawned = state.figure("m#2")
    assert spawned.conditions == {"poisoned": False}
    assert shield_of(Ctx.of(state), spawned) == 2
