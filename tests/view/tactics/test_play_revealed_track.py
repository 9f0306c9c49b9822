"""The turn order reads right when monsters revealed by a door act out of initiative order: the
track shows their type a second time, right after the turn that opened the door, marked "+"
with the reason in its tooltip, and the chip of the turn being played is the one lit."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from founders_desktop.app.tactics.initiative_track import at_turn_of, slot_of, track
from founders_desktop.tactics.rounds.actions import MoveTo, PlayHalf, SelectCards
from founders_desktop.view.tactics.play_page import PlayPage
from tests.tactics.rounds.test_round_revealed_monsters import DOOR, mtype, scenario


def door_game():
    """The guards (initiative 10) act first; a (30) then opens the door on one more guard."""
    return scenario(30, [("guard", 1, 5)], types=[mtype("guard", 10)])


OPENING = [
    SelectCards(character="a", leading="x", second="y"),
    SelectCards(character="b", leading="u", second="v"),
    PlayHalf(card="x", half="bottom"),
    MoveTo(hex=DOOR),
]


def test_the_track_shows_the_revealed_guard_right_after_the_turn_that_opened_the_door(qtbot: QtBot) -> None:
    page = PlayPage(door_game(), 1)
    qtbot.addWidget(page)
    page.controller.set_step_interval(0)
    for action in OPENING:
        assert page.controller.play(action)
    entries = track(page.controller.state)
    assert [(e.name, e.initiative, e.reason, e.done, e.current) for e in entries] == [
        ("guard", 10, None, True, False),
        ("a", 30, None, False, True),
        ("guard", 10, "revealed", False, False),
        ("b", 50, None, False, False),
    ]
    chips = [chip.text() for chip in page.track.chips]
    assert chips[2].startswith("+ ") and not chips[0].startswith(("+", "="))
    assert "door" in page.track.chips[2].toolTip()
    # a's turn ends: the new guard acts at once, then b's turn is the one lit
    assert page.controller.play(PlayHalf(card="y", half="top"))
    assert page.controller.play(MoveTo(hex=DOOR))
    entries = track(page.controller.state)
    assert [(e.name, e.done, e.current) for e in entries] == [
        ("guard", True, False),
        ("a", True, False),
        ("guard", True, False),
        ("b", False, True),
    ]


def test_a_played_back_turn_of_a_revealed_monster_lights_its_own_chip() -> None:
    from founders_desktop.tactics.rounds.engine import apply, new_game

    s = door_game()
    state = new_game(s, 1)
    for action in [*OPENING, PlayHalf(card="y", half="top"), MoveTo(hex=DOOR)]:
        state, _ = apply(state, action)
    shown = at_turn_of(track(state), slot_of(state, "guard#1"))
    assert [(e.name, e.current) for e in shown] == [
        ("guard", False),
        ("a", False),
        ("guard", True),
        ("b", False),
    ]
    shown = at_turn_of(track(state), slot_of(state, "guard#9"))
    assert [e.current for e in shown] == [True, False, False, False]


def test_undo_stops_at_the_door_that_drew_a_monster_card(qtbot: QtBot) -> None:
    """The half played before the door may be taken back; the move that opened the door (the
    room shown, the new type's card drawn) may not."""
    page = PlayPage(scenario(30, [("early", 1, 5)]), 1)
    qtbot.addWidget(page)
    page.controller.set_step_interval(0)
    for action in OPENING[:3]:
        assert page.controller.play(action)
    assert page.controller.can_undo()
    assert page.controller.play(MoveTo(hex=DOOR))
    record = page.controller.entries[-1].record
    assert [e.params["type"] for e in record.events if e.code == "monster_card"] == ["early"]
    assert not page.controller.can_undo()
    assert not page.undo_action.isEnabled()


def test_the_board_offers_the_rest_of_a_move_that_opened_a_door() -> None:
    """Move 4, two hexes used to reach the door: the board shades the hexes two more away."""
    from founders_desktop.app.tactics.play_decision import decision
    from founders_desktop.tactics import Hex
    from founders_desktop.tactics.rounds.engine import apply, new_game

    state = new_game(scenario(30, [("late", 1, 7)], a_move=4), 1)
    for action in OPENING:
        state, _ = apply(state, action)
    d = decision(state)
    assert d.kind == "move" and d.decider == "a"
    assert set(d.reach) == {Hex(2, 0), Hex(1, 0), Hex(0, 0), Hex(3, 0), Hex(4, 0)}
    assert d.reach[Hex(4, 0)].path == (Hex(2, 0), Hex(3, 0), Hex(4, 0))


def test_the_board_veils_the_room_behind_a_closed_door_and_lifts_it_when_the_door_opens(
    qtbot: QtBot,
) -> None:
    """An unexplored room is veiled and its door drawn shut; the move through the door opens
    it (drawn open) and the room shows."""
    from founders_desktop.tactics import Hex
    from tests.tactics.rounds.test_round_revealed_monsters import ROOM_HEXES

    page = PlayPage(door_game(), 1)
    qtbot.addWidget(page)
    page.controller.set_step_interval(0)
    rooms = page.play_scene.rooms_item
    veiled, doors, _money = rooms.marks
    assert veiled == frozenset(Hex(*h) for h in ROOM_HEXES) and doors == ((Hex(*DOOR), False),)
    assert rooms.boundingRect().isValid()
    for action in OPENING:
        assert page.controller.play(action)
    veiled, doors, _money = rooms.marks
    assert veiled == frozenset() and doors == ((Hex(*DOOR), True),)


def test_a_money_token_on_the_map_is_drawn_where_the_engine_has_it(qtbot: QtBot) -> None:
    from founders_desktop.tactics import Hex

    page = PlayPage(door_game(), 1)
    qtbot.addWidget(page)
    state = page.controller.state
    state.money.append((0, 1))
    page.play_scene.refresh()
    assert page.play_scene.rooms_item.marks[2] == (Hex(0, 1),)
