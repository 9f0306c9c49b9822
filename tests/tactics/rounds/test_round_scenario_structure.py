"""Scenario structure, in the rulebook's words (p.19, 33, and the scenario book's setup keys):
a closed door hides its room and acts as a wall for monsters ("closed doors ... act as a wall
for any monsters or character-summoned figures, and figures cannot be forced through a closed
door"); a character entering the door hex opens it and the room's monsters are placed as the
setup prints them for 2, 3 or 4 characters (absent, normal or elite); spawns appear at set
rounds, in the nearest empty hex when theirs is taken; "Once a scenario's success or failure
conditions are triggered, the remainder of the round is played out, and then the scenario ends."
"""

from __future__ import annotations

import pytest

from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.actions import AttackTargets, MoveTo, PlayHalf, ShortRest
from founders_desktop.tactics.rounds.engine import legal_actions

from .round_helpers import act, attack, card, events, hero, mcard, monster_type, move, plan, start, world

STAY = [move(0)]
#: a corridor row r=0, q=0..7; the room is q=5..7 behind the door at q=4
ROW = [[q, 0] for q in range(8)]
ROOM = {"id": "vault", "door": [4, 0], "hexes": [[5, 0], [6, 0], [7, 0]]}


def classes(move_value=4):
    return [
        hero("a", [card("x", 10, [attack(2)], [move(move_value)]), card("y", 20, STAY, STAY)], hp=20),
        hero("b", [card("u", 50, STAY, STAY), card("v", 60, STAY, STAY)], hp=20),
        hero("c", [card("s", 70, STAY, STAY), card("t", 80, STAY, STAY)], hp=20),
    ]


def mtype(mid="m", hp=3, moves=2, initiative=30):
    return monster_type(mid, [mcard("go", initiative, move=0, attack=0)], hp=hp, move_=moves)


def scenario(monsters=None, rooms=(), heroes=1, **extra):
    chars = [{"class": k, "hex": [0, 0] if k == "a" else [0, 0]} for k in "abc"[:heroes]]
    for i, c in enumerate(chars):
        c["hex"] = [0, 0] if i == 0 else [[1, -1], [0, 1]][i - 1]
    hexes = ROW + [[1, -1], [0, 1]]
    return world(
        classes(),
        [mtype(), mtype("boss", hp=30, initiative=40)],
        chars,
        monsters or [{"type": "m", "standee": 9, "hex": [2, 0]}],
        hexes=hexes,
        rooms=list(rooms),
        **extra,
    )


def stay(s, state):
    """Answer the acting character's pending do-nothing moves (Move 0) until its turn ends."""
    records = []
    while state.phase == "turns" and state.active == "a":
        here = state.character("a").hex
        still = [a for a in legal_actions(state) if isinstance(a, MoveTo) and a.hex == here]
        if not still:
            break
        state, recs = act(s, state, still[0])
        records.extend(recs)
    return state, records


def test_a_closed_rooms_hexes_cannot_be_entered_and_its_monsters_are_not_there():
    room = {**ROOM, "monsters": [{"type": "m", "standee": 1, "hex": [6, 0]}]}
    s = scenario(monsters=[{"type": "m", "standee": 9, "hex": [1, -1]}], rooms=[room])
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    assert [m.id for m in state.monsters] == ["m#9"]
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"))
    ends = {a.hex for a in legal_actions(state) if isinstance(a, MoveTo)}
    assert (4, 0) in ends and not ends & {(5, 0), (6, 0), (7, 0)}


def test_entering_the_door_hex_opens_it_and_places_the_rooms_monsters():
    room = {**ROOM, "monsters": [{"type": "m", "standee": 1, "hex": [6, 0]}]}
    s = scenario(monsters=[{"type": "m", "standee": 9, "hex": [1, -1]}], rooms=[room])
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(4, 0)))
    assert events(recs, "door_opened")[0]["room"] == "vault"
    assert state.opened == ["vault"]
    assert any(m.id == "m#1" and m.hex == (6, 0) for m in state.monsters)


@pytest.mark.parametrize(("count", "expected"), [(1, None), (2, None), (3, False)])
def test_room_monsters_are_set_for_the_number_of_characters(count, expected):
    """One character plays the two-character setup."""
    setup = {
        "type": "m",
        "standee": 1,
        "hex": [6, 0],
        "players": {"2": "absent", "3": "normal", "4": "elite"},
    }
    room = {**ROOM, "monsters": [setup]}
    s = scenario(rooms=[room], heroes=count)
    got = [m for r in s.rooms for m in r.monsters]
    if expected is None:
        assert got == []
    else:
        assert got[0].elite is expected


def test_a_fourth_character_sees_the_elite_setup():
    setup = {
        "type": "m",
        "standee": 1,
        "hex": [2, 0],
        "players": {"2": "absent", "3": "normal", "4": "elite"},
    }
    heroes = [
        hero(k, [card(f"{k}1", 10 + i, STAY, STAY), card(f"{k}2", 20 + i, STAY, STAY)])
        for i, k in enumerate("abcd")
    ]
    s = world(
        heroes,
        [mtype()],
        [{"class": k, "hex": [0, i]} for i, k in enumerate("abcd")],
        [setup, {"type": "m", "standee": 2, "hex": [3, 0]}],
        hexes=[[q, r] for q in range(5) for r in range(4)],
    )
    assert [(m.id, m.elite) for m in s.monsters] == [("m#1", True), ("m#2", False)]


def test_a_closed_door_is_a_wall_to_monsters():
    """The monster beyond the closed door (and its one-hex room) cannot walk towards the
    character; with the door open it does."""
    nook = {"id": "nook", "door": [4, 0], "hexes": [[5, 0]]}
    for rooms, expected in (([nook], (6, 0)), ([], (4, 0))):
        s = scenario(monsters=[{"type": "m", "standee": 9, "hex": [6, 0]}], rooms=rooms)
        state, _ = plan(s, start(s), {"a": ("x", "y")})
        state, _ = act(s, state, PlayHalf(card="y", half="top"))
        state, _ = stay(s, state)
        state, _ = act(s, state, PlayHalf(card="x", half="bottom"))
        state, _ = stay(s, state)
        assert state.monsters[0].hex == expected


def test_a_target_is_never_pushed_through_a_closed_door():
    cls = [hero("a", [card("x", 10, [attack(1, push=3)], STAY), card("y", 20, STAY, STAY)], hp=20)]
    s = world(
        cls,
        [mtype(hp=20)],
        [{"class": "a", "hex": [2, 0]}],
        [{"type": "m", "standee": 9, "hex": [3, 0]}],
        hexes=ROW,
        rooms=[ROOM],
    )
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#9",)))
    assert state.forced is None and events(recs, "forced_blocked")


def test_a_spawn_appears_at_the_start_of_its_round_in_the_nearest_empty_hex_if_taken():
    spawn = {"round": 2, "monsters": [{"type": "m", "standee": 5, "hex": [0, 0]}]}
    s = scenario(spawns=[spawn], objective={"type": "survive", "rounds": 5})
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    assert all(m.id != "m#5" for m in state.monsters)
    state, _ = act(s, state, PlayHalf(card="y", half="top"))
    state, _ = stay(s, state)
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"))
    state, _ = stay(s, state)
    state, recs = act(s, state, ShortRest(character="a", rest=False))
    assert state.round == 2
    spawned = [m for m in state.monsters if m.id == "m#5"]
    assert spawned and spawned[0].hex != (0, 0)  # the character stands on the printed hex
    assert events(recs, "spawned")


def _play_round(s, state):
    state, _ = plan(s, state, {"a": ("x", "y")})
    state, _ = act(s, state, PlayHalf(card="y", half="top"))
    state, _ = stay(s, state)
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"))
    state, _ = stay(s, state)
    return state


def test_survive_wins_at_the_end_of_the_printed_round_with_monsters_alive():
    s = scenario(objective={"type": "survive", "rounds": 1})
    state = _play_round(s, start(s))
    assert state.outcome == "won" and state.living_monsters()


def test_killing_every_monster_does_not_win_a_survive_scenario_early():
    s = scenario(objective={"type": "survive", "rounds": 3})
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state.monsters[0].hex = None
    state, _ = act(s, state, PlayHalf(card="y", half="top"))
    state, _ = stay(s, state)
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"))
    state, _ = stay(s, state)
    assert state.round == 1 and state.phase == "rest" and state.outcome is None


def test_the_boss_objective_wins_when_the_named_monster_dies_others_alive():
    monsters = [{"type": "boss", "standee": 1, "hex": [1, 0]}, {"type": "m", "standee": 2, "hex": [3, 0]}]
    s = scenario(monsters=monsters, objective={"type": "boss", "boss": "boss#1"})
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state.monsters[0].hp = 1
    state.character("a").modifiers.draw = ["+0"] * 5
    state, _ = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("boss#1",)))
    assert state.outcome is None  # the round is played out first
    state, _ = act(s, state, PlayHalf(card="y", half="bottom"))
    state, _ = stay(s, state)
    assert state.outcome == "won" and state.living_monsters()


def test_the_loot_objective_counts_tokens_looted():
    s = scenario(
        objective={"type": "loot", "tokens": 2},
        money=[[2, 0], [2, 0]],
        monsters=[{"type": "m", "standee": 9, "hex": [6, 0]}],
    )
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(2, 0)))
    state, _ = act(s, state, PlayHalf(card="y", half="top"))
    state, _ = stay(s, state)
    assert state.character("a").looted == 2
    assert state.outcome == "won"


def test_escape_a_character_ending_its_turn_on_an_exit_leaves_and_all_out_wins():
    s = scenario(
        objective={"type": "escape", "exits": [[3, 0]]}, monsters=[{"type": "m", "standee": 9, "hex": [6, 0]}]
    )
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(
        s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(3, 0)), PlayHalf(card="y", half="top")
    )
    state, more = stay(s, state)
    recs += more
    assert events(recs, "escaped") and state.character("a").escaped
    assert state.outcome == "won"


@pytest.mark.parametrize(
    ("objective", "field"),
    [
        ({"type": "boss", "boss": "nobody#1"}, "objective.boss"),
        ({"type": "escape"}, "objective.exits"),
        ({"type": "survive"}, "objective.rounds"),
        ({"type": "loot"}, "objective.tokens"),
    ],
)
def test_an_objective_without_its_target_is_refused_with_its_field(objective, field):
    with pytest.raises(TacticsFileError, match=field.replace(".", r"\.")):
        scenario(objective=objective)


def test_a_room_monster_outside_its_room_is_refused():
    room = {**ROOM, "monsters": [{"type": "m", "standee": 1, "hex": [3, 0]}]}
    with pytest.raises(TacticsFileError, match=r"rooms\[0\]\.monsters\[0\]\.hex"):
        scenario(rooms=[room])


def test_jumping_over_a_door_hex_does_not_open_it():
    jumper = [hero("a", [card("x", 10, [attack(2)], [move(3, "jump")]), card("y", 20, STAY, STAY)], hp=20)]
    row = [[q, 0] for q in range(8)] + [[3, 1], [4, 1]]
    room = {"id": "side", "door": [3, 0], "hexes": [[3, 1], [4, 1]]}
    s = world(
        jumper,
        [mtype()],
        [{"class": "a", "hex": [1, 0]}],
        [{"type": "m", "standee": 9, "hex": [7, 0]}],
        hexes=row,
        rooms=[room],
    )
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(4, 0)))
    assert state.character("a").hex == (4, 0) and not events(recs, "door_opened")
