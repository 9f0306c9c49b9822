"""Monsters revealed by a door act in the round they are revealed, in the rulebook's words (p.19
and its clarification): "If a room is revealed during a round, the monsters revealed act in
initiative order this round: a monster type that has no ability card yet draws one; if its
initiative is lower than the initiative of the figure that opened the door, it acts right after
that figure's turn, otherwise at its normal place in the order. A type that has already drawn a
card this round uses it; if it has already acted, the newly revealed monsters act right after
the current turn." And "Opening a door does not end a character's movement."
"""

from __future__ import annotations

import json

import pytest

from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.actions import MoveTo, OrderTie, PlayHalf, SelectCards
from founders_desktop.tactics.rounds.engine import PLAYERS, current_decider, legal_actions, new_game, replay
from founders_desktop.tactics.rounds.save import load_game, save_format, save_game

from .round_helpers import act, card, events, hero, mcard, monster_type, move, plan, start, turn_starts, world

STAY = [move(0)]
#: a corridor r=0, q=0..7, and two side hexes; the door is at (2, 0), the room beyond it
HEXES = [[q, 0] for q in range(8)] + [[1, -1], [0, 1], [0, -1]]
DOOR = (2, 0)
ROOM_HEXES = [[q, 0] for q in range(3, 8)]


def mtype(mid: str, initiative: int):
    """A monster type whose one card does nothing: its figures' turns are only their turns."""
    return monster_type(mid, [mcard(f"{mid}-card", initiative)])


def scenario(
    a_initiative: int, room: list[tuple[str, int, int]], b_initiative: int = 50, types=None, a_move=2
):
    """Character a (opens the door) and b; the guard (type ``guard``) waits at (0, -1).
    ``room``: (type, standee, q) of the monsters behind the door."""
    classes = [
        hero("a", [card("x", a_initiative, STAY, [move(a_move)]), card("y", 99, STAY, STAY)], hp=20),
        hero("b", [card("u", b_initiative, STAY, STAY), card("v", 98, STAY, STAY)], hp=20),
    ]
    monsters = [{"type": t, "standee": n, "hex": [q, 0]} for t, n, q in room]
    return world(
        classes,
        types or [mtype("guard", 60), mtype("early", 20), mtype("late", 55)],
        [{"class": "a", "hex": [0, 0]}, {"class": "b", "hex": [0, 1]}],
        [{"type": "guard", "standee": 9, "hex": [1, -1]}],
        hexes=HEXES,
        rooms=[{"id": "hall", "door": list(DOOR), "hexes": ROOM_HEXES, "monsters": monsters}],
    )


def open_door(s, state):
    """a's turn: Move to the door hex, then stay put with its other half; the records of it all."""
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR))
    state, more = act(s, state, PlayHalf(card="y", half="top"), MoveTo(hex=DOOR))
    return state, recs + more


def play_round(s):
    state, records = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    while state.phase == "turns" and state.round == 1:
        who = current_decider(state)
        if who == "a":
            state, recs = open_door(s, state)
        elif who == "b":
            state, recs = act(s, state, PlayHalf(card="u", half="top"), MoveTo(hex=(0, 1)))
            more_state, more = act(s, state, PlayHalf(card="v", half="bottom"), MoveTo(hex=(0, 1)))
            state, recs = more_state, recs + more
        else:
            break
        records.extend(recs)
    return state, records


def test_a_revealed_type_with_a_lower_initiative_acts_right_after_the_revealing_characters_turn():
    s = scenario(30, [("early", 1, 5)])
    state, records = play_round(s)
    assert turn_starts(records) == ["a", "early#1", "b", "guard#9"]
    # the guards' card at the start of the round, the early ones' at the door
    assert [p["type"] for p in events(records, "monster_card")] == ["guard", "early"]


def test_a_revealed_type_with_a_higher_initiative_acts_in_its_place_in_the_order():
    s = scenario(30, [("late", 1, 5)])
    state, records = play_round(s)
    assert turn_starts(records) == ["a", "b", "late#1", "guard#9"]


def test_a_revealed_type_at_the_revealers_initiative_acts_after_it_as_monsters_do_at_a_tie():
    s = scenario(55, [("late", 1, 5)], b_initiative=20)
    state, records = play_round(s)
    assert turn_starts(records) == ["b", "a", "late#1", "guard#9"]


def test_a_revealed_monster_whose_type_already_drew_a_card_uses_it_in_its_types_turn():
    s = scenario(30, [("guard", 1, 5)])
    state, records = play_round(s)
    assert turn_starts(records) == ["a", "b", "guard#1", "guard#9"]
    assert [p["type"] for p in events(records, "monster_card")] == ["guard"]  # one card a round


def test_revealed_monsters_of_a_type_that_already_acted_act_right_after_the_turn():
    s = scenario(30, [("guard", 1, 5)], types=[mtype("guard", 10)])
    state, records = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    assert state.acted == {"guard#9": 0, "a": 1}  # the guard acted before a's turn
    state, recs = open_door(s, state)
    # the new guard acts at once with the guards' card; the old one does not act again
    assert turn_starts(recs) == ["guard#1", "b"]
    assert events(recs, "monster_card") == []


@pytest.mark.parametrize("room_type", ["early", "late"])
def test_monsters_revealed_on_the_last_turn_of_the_round_still_act(room_type):
    """a opens the door at initiative 90, after everyone else: early (20) and late (55) alike
    act before the round ends."""
    s = scenario(90, [(room_type, 1, 5)], b_initiative=10)
    state, records = play_round(s)
    assert turn_starts(records) == ["b", "guard#9", "a", f"{room_type}#1"]
    assert events(records, "round_end")


def test_two_revealed_types_act_in_initiative_order_after_the_turn():
    s = scenario(
        45,
        [("late", 1, 6), ("early", 1, 5)],
        types=[mtype("guard", 60), mtype("early", 20), mtype("late", 40)],
    )
    state, records = play_round(s)
    assert turn_starts(records) == ["a", "early#1", "late#1", "b", "guard#9"]


def test_revealed_types_tied_on_initiative_are_ordered_by_the_players_before_they_act():
    s = scenario(
        45,
        [("late", 1, 6), ("early", 1, 5)],
        types=[mtype("guard", 60), mtype("early", 20), mtype("late", 20)],
    )
    state, _ = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    state, _ = open_door(s, state)
    assert current_decider(state) == PLAYERS
    assert set(legal_actions(state)) == {
        OrderTie(order=("m:early", "m:late")),
        OrderTie(order=("m:late", "m:early")),
    }
    state, recs = act(s, state, OrderTie(order=("m:late", "m:early")))
    assert turn_starts(recs) == ["late#1", "early#1", "b"]


def test_a_type_that_acted_and_a_new_type_of_its_initiative_tie_right_after_the_turn():
    s = scenario(30, [("guard", 1, 5), ("early", 1, 6)], types=[mtype("guard", 10), mtype("early", 10)])
    state, _ = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR))
    assert state.order[state.slot :] == [["m:guard", "m:early"], ["c:b"]]
    state, _ = act(s, state, PlayHalf(card="y", half="top"), MoveTo(hex=DOOR))
    assert current_decider(state) == PLAYERS
    state, recs = act(s, state, OrderTie(order=("m:early", "m:guard")))
    assert turn_starts(recs) == ["early#1", "guard#1", "b"]


def test_a_type_joining_a_tie_later_in_the_order_is_ordered_by_the_players():
    s = scenario(30, [("late", 1, 5)], types=[mtype("guard", 60), mtype("late", 60)])
    state, _ = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR))
    assert state.order[state.slot :] == [["c:b"], ["m:guard", "m:late"]]


def test_the_draw_at_the_door_is_recorded_so_undo_stops_there():
    s = scenario(30, [("early", 1, 5)])
    state, _ = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR))
    assert events(recs[1:], "monster_card") == [{"type": "early", "card": "early-card"}]


def test_games_saved_before_the_rule_replay_as_they_were():
    """``doors_mid_round`` False (old logs): the revealed type waits for the next round."""
    s = scenario(30, [("early", 1, 5)])
    state, _ = plan(s, new_game(s, 1, doors_mid_round=False), {"a": ("x", "y"), "b": ("u", "v")})
    state, recs = open_door(s, state)
    state, more = act(s, state, PlayHalf(card="u", half="top"), MoveTo(hex=(0, 1)))
    state, last = act(s, state, PlayHalf(card="v", half="bottom"), MoveTo(hex=(0, 1)))
    assert turn_starts(recs + more + last) == ["b", "guard#9"]
    assert events(recs, "monster_card") == []


# --- a move that opens a door goes on -----------------------------------------------------------


def test_opening_a_door_does_not_end_the_move():
    """Move 4: two hexes to the door, then the two left into the room."""
    s = scenario(30, [("late", 1, 7)], a_move=4)
    state, _ = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR))
    assert events(recs, "door_opened")
    assert current_decider(state) == "a"
    ends = {a.hex for a in legal_actions(state) if isinstance(a, MoveTo)}
    assert ends == {(2, 0), (1, 0), (0, 0), (3, 0), (4, 0)}  # up to two hexes on from the door
    state, recs = act(s, state, MoveTo(hex=(4, 0)))
    assert state.character("a").hex == (4, 0)
    assert [p["path"] for p in events(recs, "move")] == [[[2, 0], [3, 0], [4, 0]]]
    assert not any(isinstance(a, MoveTo) for a in legal_actions(state))  # the move is over


def test_a_character_may_stop_at_the_door_it_opened():
    s = scenario(30, [("late", 1, 7)], a_move=4)
    state, _ = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR), MoveTo(hex=DOOR))
    assert state.character("a").hex == DOOR
    assert any(isinstance(a, PlayHalf) for a in legal_actions(state))


def test_a_move_with_nothing_left_at_the_door_ends_there():
    s = scenario(30, [("late", 1, 7)], a_move=2)
    state, _ = plan(s, start(s), {"a": ("x", "y"), "b": ("u", "v")})
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR))
    assert any(isinstance(a, PlayHalf) for a in legal_actions(state))


def test_in_old_games_the_move_stops_at_the_door():
    s = scenario(30, [("late", 1, 7)], a_move=4)
    state, _ = plan(s, new_game(s, 1, doors_mid_round=False), {"a": ("x", "y"), "b": ("u", "v")})
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=DOOR))
    assert any(isinstance(a, PlayHalf) for a in legal_actions(state))


# --- saves ---------------------------------------------------------------------------------------


def door_log(s):
    """a moves 2 to the door, on 1 into the room, then stays; b has not yet played."""
    return [
        SelectCards(character="a", leading="x", second="y"),
        SelectCards(character="b", leading="u", second="v"),
        PlayHalf(card="x", half="bottom"),
        MoveTo(hex=DOOR),
        MoveTo(hex=(3, 0)),
        PlayHalf(card="y", half="top"),
        MoveTo(hex=(3, 0)),
    ]


def test_a_game_with_a_door_opened_mid_round_saves_and_replays_exactly(tmp_path):
    s = scenario(30, [("early", 1, 5)], a_move=3)
    log = door_log(s)
    played = replay(s, 1, log)
    assert played.acted.get("early#1") is not None  # the revealed monster acted this round
    save_game(tmp_path / "g.json", s, 1, log)
    assert json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))["format"] == "tactics-save/3"
    loaded, actions = load_game(tmp_path / "g.json", s)
    assert actions == log
    assert loaded.model_dump_json() == played.model_dump_json()


def test_a_version_2_save_replays_by_the_old_rule(tmp_path):
    """The same opening in a tactics-save/2 log: the move stopped at the door (the next
    ``move_to`` is refused), and the revealed monster waited."""
    s = scenario(30, [("early", 1, 5)], a_move=3)
    log = door_log(s)
    path = tmp_path / "old.json"
    old = [a.model_dump(mode="json") for a in log[:4] + log[5:6] + [MoveTo(hex=DOOR)]]
    path.write_text(
        json.dumps({"format": "tactics-save/2", "scenario": s.id, "seed": 1, "actions": old}),
        encoding="utf-8",
    )
    loaded, _ = load_game(path, s)
    assert loaded.doors_mid_round is False and loaded.damage_choice is True
    assert "early#1" not in loaded.acted
    assert loaded.active == "b"
    path.write_text(
        json.dumps(
            {
                "format": "tactics-save/2",
                "scenario": s.id,
                "seed": 1,
                "actions": [a.model_dump(mode="json") for a in log],
            }
        ),
        encoding="utf-8",
    )
    with pytest.raises(TacticsFileError, match=r"actions\[4\]"):
        load_game(path, s)


def test_no_save_format_holds_doors_mid_round_without_the_damage_choice():
    with pytest.raises(ValueError):
        save_format(damage_choice=False, doors_mid_round=True)
    assert save_format(True, True) == "tactics-save/3"
    assert save_format(True, False) == "tactics-save/2"
    assert save_format(False, False) == "tactics-save/1"
