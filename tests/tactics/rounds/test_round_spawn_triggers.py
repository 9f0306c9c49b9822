"""Spawns set off in play, in the rulebook's words (p.34): "Spawning: When a monster is spawned,
it is set up on the map at its spawning location or the nearest empty hex to that location. If
a monster is spawned at the end of a round, it will begin to activate on the following round. If
a monster is spawned during a round, it activates as if it had just been revealed." "Pressure
plates ... if a pressure plate is occupied by a character at the end of a turn, it may trigger
a special effect specified in the scenario book, such as opening a door or spawning a monster."
A spawn comes once unless it repeats (``every_round_from``, at most ``times`` rounds).
"""

from __future__ import annotations

import json

import pytest

from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.actions import AttackTargets, MoveTo, PlayHalf, ShortRest
from founders_desktop.tactics.rounds.cli import main
from founders_desktop.tactics.rounds.engine import legal_actions, new_game
from founders_desktop.tactics.spawn_triggers import pressure_plates

from .round_helpers import act, attack, card, events, hero, mcard, monster_type, move, plan, start, world

V2 = "tactics-scenario/2"
STAY = [move(0)]
#: a corridor row r=0, q=0..7, and two hexes beside its start; the room q=5..7 behind the door at q=4
ROW = [[q, 0] for q in range(8)] + [[1, -1], [0, 1]]
ROOM = {"id": "vault", "door": [4, 0], "hexes": [[5, 0], [6, 0], [7, 0]]}
NEWCOMER = {"type": "m", "standee": 5, "hex": [7, 0]}


def mtype(mid="m", hp=3, initiative=30):
    return monster_type(mid, [mcard("go", initiative, move=0, attack=0)], hp=hp)


def pair(round_no):
    """The two cards the character plays in a round: ``x`` (Attack 2 / Move 4) and ``y``."""
    return ("x", "y") if round_no == 1 else (f"x{round_no}", f"y{round_no}")


def scenario(spawns, cards=None, monsters=None, rooms=(), fmt=V2, **extra):
    """One character ``a`` at (0, 0) with cards ``x`` (initiative 10) and ``y`` (20), and a pair
    alike for each later round (so that no rest is needed)."""
    cards = cards or [
        c
        for n in range(1, 6)
        for c in (card(pair(n)[0], 10, [attack(2)], [move(4)]), card(pair(n)[1], 20, STAY, STAY))
    ]
    return world(
        [hero("a", cards, hp=20)],
        [mtype(), mtype("weak", hp=1, initiative=50)],
        [{"class": "a", "hex": [0, 0]}],
        monsters or [{"type": "m", "standee": 9, "hex": [0, 1]}],
        hexes=ROW,
        rooms=list(rooms),
        spawns=spawns,
        format=fmt,
        objective={"type": "survive", "rounds": 9},
        **extra,
    )


def finish_turn(s, state, records):
    """Play Move 0 / no targets for the character until its turn is over."""
    while state.phase == "turns" and state.active == "a":
        legal = legal_actions(state)
        here = state.character("a").hex
        pick = next((a for a in legal if isinstance(a, MoveTo) and a.hex == here), None)
        pick = pick or next((a for a in legal if isinstance(a, AttackTargets) and not a.targets), None)
        pick = pick or next((a for a in legal if isinstance(a, PlayHalf)), None)
        if pick is None:
            break
        state, recs = act(s, state, pick)
        records.extend(recs)
    return state


def quiet_round(s, state):
    """A round in which the character does nothing (y on top, x's Move 4 as Move 0), rested."""
    records = []
    x, y = pair(state.round)
    state, recs = plan(s, state, {"a": (x, y)})
    records += recs
    state, recs = act(s, state, PlayHalf(card=y, half="top"))
    records += recs
    state = finish_turn(s, state, records)
    state = finish_turn(s, state, records)
    state, recs = act(s, state, ShortRest(character="a", rest=False))
    return state, records + recs


def codes(records):
    return [e.code for r in records for e in r.events]


def ids(state):
    return [m.id for m in state.living_monsters()]


# --- a door --------------------------------------------------------------------------------------


@pytest.mark.parametrize("door", ["vault", [4, 0]], ids=["room id", "door hex"])
def test_a_door_spawn_is_placed_when_the_door_opens_and_acts_this_round(door):
    s = scenario([{"when_door_opens": door, "monsters": [NEWCOMER]}], rooms=[ROOM])
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    assert "m#5" not in ids(state)
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(4, 0)))
    got = codes(recs)
    assert got.index("door_opened") < got.index("spawned")
    assert events(recs, "spawned") == [{"figure": "m#5", "hex": [7, 0]}]
    records = recs
    state = finish_turn(s, state, records)
    # "activates as if it had just been revealed": its type's turn (initiative 30) is still to
    # come this round, so it acts in it
    assert "m#5" in [p["figure"] for p in events(records, "turn_start")]


def test_a_door_spawn_comes_once():
    s = scenario([{"when_door_opens": "vault", "monsters": [NEWCOMER]}], rooms=[ROOM])
    state, recs = plan(s, start(s), {"a": ("x", "y")})
    state, more = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(4, 0)))
    state = finish_turn(s, state, more)
    state, later = act(s, state, ShortRest(character="a", rest=False))
    state, again = quiet_round(s, state)
    assert len(events(recs + more + later + again, "spawned")) == 1


# --- a pressure plate ---------------------------------------------------------------------------

PLATE = [2, 0]


def plate_scenario(cards=None):
    return scenario([{"when_plate_occupied": PLATE, "monsters": [NEWCOMER]}], cards=cards)


def test_a_character_ending_its_turn_on_the_plate_sets_it_off_at_the_end_of_that_turn():
    s = plate_scenario()
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=tuple(PLATE)))
    assert not events(recs, "spawned")  # not while the turn goes on
    state = finish_turn(s, state, recs)
    got = codes(recs)
    assert events(recs, "plate_pressed") == [{"figure": "a", "hex": PLATE}]
    spawned = got.index("spawned")
    ends = [i for i, c in enumerate(got) if c == "turn_end"]
    assert ends[0] > spawned  # the character's turn ends with the spawn
    assert "m#5" in ids(state)


def test_walking_over_the_plate_sets_nothing_off():
    s = plate_scenario()
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(3, 0)))
    assert state.character("a").hex == (3, 0)  # the only way there is through the plate
    state = finish_turn(s, state, recs)
    assert not events(recs, "spawned") and "m#5" not in ids(state)


def test_stopping_on_the_plate_then_moving_off_in_the_same_turn_sets_nothing_off():
    """Only the end of a turn counts: a move that ends on the plate is not enough."""
    s2 = plate_scenario([card("x", 10, [move(2)], [move(2)]), card("y", 20, [move(2)], [move(2)])])
    state, _ = plan(s2, start(s2), {"a": ("x", "y")})
    state, recs = act(s2, state, PlayHalf(card="x", half="top"), MoveTo(hex=tuple(PLATE)))
    state, more = act(s2, state, PlayHalf(card="y", half="bottom"), MoveTo(hex=(1, 0)))
    recs += more
    state = finish_turn(s2, state, recs)
    assert state.character("a").hex == (1, 0)
    assert not events(recs, "spawned") and "m#5" not in ids(state)


def test_the_plate_sets_off_its_spawn_once():
    s = plate_scenario()
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=tuple(PLATE)))
    state = finish_turn(s, state, recs)
    assert pressure_plates(state) == [((2, 0), False)]
    state, later = act(s, state, ShortRest(character="a", rest=False))
    state, again = quiet_round(s, state)  # still on the plate at the end of another turn
    assert state.character("a").hex == tuple(PLATE)
    assert len(events(recs + later + again, "spawned")) == 1


def test_a_taken_spawn_hex_gives_the_nearest_empty_one_lowest_coordinates_on_a_tie():
    """The spawn is printed on the plate, where the character stands: the nearest empty hexes
    are its free neighbours on the map, (0, 0), (1, -1) and (2, 0), one move away each ((0, 1)
    holds a monster); the lowest coordinates (q, then r) win the tie."""
    s = scenario(
        [{"when_plate_occupied": [1, 0], "monsters": [{"type": "m", "standee": 5, "hex": [1, 0]}]}],
    )
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(1, 0)))
    state = finish_turn(s, state, recs)
    assert events(recs, "spawned") == [{"figure": "m#5", "hex": [0, 0]}]


# --- a kill --------------------------------------------------------------------------------------


def test_a_kill_spawn_comes_the_moment_its_monster_dies():
    s = scenario(
        [{"when_killed": "weak#1", "monsters": [NEWCOMER]}],
        monsters=[{"type": "m", "standee": 9, "hex": [0, 1]}, {"type": "weak", "standee": 1, "hex": [1, 0]}],
    )
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("weak#1",)))
    got = codes(recs)
    assert got.index("dies") < got.index("spawned")
    assert state.active == "a"  # during the character's turn
    assert "m#5" in ids(state)
    state = finish_turn(s, state, recs)
    assert "m#5" in [p["figure"] for p in events(recs, "turn_start")]


def test_a_kill_spawn_waits_while_its_monster_lives():
    s = scenario(
        [{"when_killed": "m#9", "monsters": [NEWCOMER]}],
    )
    state, recs = quiet_round(s, start(s))
    assert not events(recs, "spawned")


# --- every round ---------------------------------------------------------------------------------


def test_a_repeating_spawn_comes_at_the_start_of_each_round_at_most_times():
    """Round 2 and 3 (``times`` 2), not 4; each time its standee has died, it comes back (the
    character kills the Weak one next to it every round)."""
    weak = {"type": "weak", "standee": 2, "hex": [1, 0]}
    s = scenario([{"every_round_from": 2, "times": 2, "monsters": [weak]}])
    state = start(s)
    per_round, recs = [], []
    for _ in range(4):
        x, y = pair(state.round)
        per_round.append([p["figure"] for p in events(recs, "spawned")] if state.round > 1 else [])
        state, recs = plan(s, state, {"a": (x, y)})
        if "weak#2" in ids(state):
            state, more = act(s, state, PlayHalf(card=x, half="top"), AttackTargets(targets=("weak#2",)))
        else:
            state, more = act(s, state, PlayHalf(card=y, half="top"))
        state = finish_turn(s, state, more)
        state = finish_turn(s, state, more)
        state, recs = act(s, state, ShortRest(character="a", rest=False))
    assert per_round == [[], ["weak#2"], ["weak#2"], []]


def test_a_repeating_spawn_does_not_place_a_standee_still_on_the_map():
    s = scenario([{"every_round_from": 2, "monsters": [{"type": "m", "standee": 5, "hex": [6, 0]}]}])
    state = start(s)
    seen = []
    for _ in range(3):
        state, recs = quiet_round(s, state)
        seen += [p["figure"] for p in events(recs, "spawned")]
    assert seen == ["m#5"] and ids(state).count("m#5") == 1


# --- old logs, and the checks ----------------------------------------------------------------


@pytest.mark.parametrize("doors_mid_round", [True, False], ids=["this rule", "log from before it"])
def test_a_spawned_monster_drops_no_money_a_printed_one_does(doors_mid_round):
    """p.15: "a money token is dropped ... if the monster was not summoned or spawned". The
    printed Weak one dies in round 1, the one spawned in its hex in round 2 dies in round 2."""
    s = scenario(
        [{"round": 2, "monsters": [{"type": "weak", "standee": 2, "hex": [1, 0]}]}],
        monsters=[{"type": "m", "standee": 9, "hex": [0, 1]}, {"type": "weak", "standee": 1, "hex": [1, 0]}],
    )
    state, dropped = new_game(s, 1, doors_mid_round=doors_mid_round), []
    for target in ("weak#1", "weak#2"):
        x, y = pair(state.round)
        state, recs = plan(s, state, {"a": (x, y)})
        state, more = act(s, state, PlayHalf(card=x, half="top"), AttackTargets(targets=(target,)))
        state = finish_turn(s, state, more)
        dropped += [p["figure"] for p in events(more, "money_dropped")]
        state, _ = act(s, state, ShortRest(character="a", rest=False))
    assert "weak#2" not in ids(state)  # both died
    assert dropped == (["weak#1"] if doors_mid_round else ["weak#1", "weak#2"])


def test_a_log_from_before_triggers_replays_without_them():
    s = plate_scenario()
    state, _ = plan(s, new_game(s, 1, doors_mid_round=False), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=tuple(PLATE)))
    state = finish_turn(s, state, recs)
    assert not events(recs, "spawned") and pressure_plates(state) == [((2, 0), False)]


@pytest.mark.parametrize(
    ("spawn", "field"),
    [
        ({"when_door_opens": "cellar"}, r"spawns\[0\]\.when_door_opens"),
        ({"when_door_opens": [3, 0]}, r"spawns\[0\]\.when_door_opens"),
        ({"when_plate_occupied": [40, 0]}, r"spawns\[0\]\.when_plate_occupied"),
        ({"when_killed": "m#4"}, r"spawns\[0\]\.when_killed"),
        ({"when_killed": "m#5"}, r"spawns\[0\]\.when_killed"),
        ({"round": 2, "when_killed": "m#9"}, r"spawns\[0\]"),
        ({}, r"spawns\[0\]"),
        ({"when_killed": "m#9", "times": 2}, r"spawns\[0\]\.times"),
    ],
    ids=[
        "unknown room",
        "no door there",
        "plate off the map",
        "unknown figure",
        "its own monster",
        "two triggers",
        "no trigger",
        "times without a repeat",
    ],
)
def test_a_bad_trigger_is_refused_with_its_field(spawn, field):
    with pytest.raises(TacticsFileError, match=field):
        scenario([{**spawn, "monsters": [NEWCOMER]}], rooms=[ROOM])


def test_a_plate_on_an_obstacle_is_refused():
    with pytest.raises(TacticsFileError, match=r"spawns\[0\]\.when_plate_occupied.*obstacle"):
        scenario(
            [{"when_plate_occupied": [2, 0], "monsters": [NEWCOMER]}],
            terrain=[{"hex": [2, 0], "type": "obstacle"}],
        )


def test_a_trigger_needs_format_2():
    with pytest.raises(TacticsFileError, match=r"spawns\[0\]\.when_killed.*tactics-scenario/2"):
        scenario([{"when_killed": "m#9", "monsters": [NEWCOMER]}], fmt="tactics-scenario/1")


def test_tactics_check_names_the_file_and_the_field(tmp_path, capsys):
    s = scenario([{"when_killed": "m#9", "monsters": [NEWCOMER]}])
    assert s.spawns[0].killed == "m#9"
    data = {
        "format": V2,
        "id": "bad",
        "name": "bad",
        "level": 0,
        "map": {"hexes": ROW},
        "characters": [{"class": "ember-warden", "hex": [0, 0]}],
        "monsters": [{"type": "bog-lurker", "standee": 1, "hex": [3, 0]}],
        "spawns": [
            {"when_killed": "bog-lurker#7", "monsters": [{"type": "bog-lurker", "standee": 2, "hex": [6, 0]}]}
        ],
    }
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["check", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert "bad.json: spawns[0].when_killed" in err and "bog-lurker#7" in err
