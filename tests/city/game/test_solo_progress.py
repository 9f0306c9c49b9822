"""Where a solo game stands (city/game/solo_progress.py): the cycle, the votes still to come, the
buildings and their open slots, and the difficulty the first stall set, read as the solo rules
count them (seven cycles, a vote after each of the first six, the seventh's Call to Vote ends it)."""

from __future__ import annotations

from founders_desktop.city.game import GameState, apply, legal_actions, new_game
from founders_desktop.city.game.solo_progress import solo_progress
from founders_desktop.city.pieces import TileKind
from founders_desktop.content import default_pack
from tests.city.game.scripted import call_to_vote, play, to_vote

PACK = default_pack()


def set_up_solo(map_id: str = "thematic", seed: int = 3, space: tuple[int, int] | None = None) -> GameState:
    """A solo game to its first turn: the first legal choice at setup, the first stall on ``space``."""
    state = new_game(PACK, map_id, 1, seed)
    while state.phase == "setup":
        legal = legal_actions(state)
        choice = legal[0]
        if space is not None and state.stack[-1].kind == "first_stall":
            choice = next(a for a in legal if a.placement is not None and a.placement.anchor == space)
        state, _ = apply(state, choice)
    return state


def through_vote(state: GameState) -> GameState:
    """Call the vote at the first chance, vote for what is offered and place the building."""
    state = to_vote(state)
    while state.stack and state.stack[-1].kind != "turn":
        state, _ = apply(state, legal_actions(state)[0])
    return state


def test_none_with_more_players() -> None:
    assert solo_progress(new_game(PACK, "thematic", 2, 1)) is None


def test_a_solo_game_starts_in_the_first_of_seven_cycles_with_six_votes_to_come() -> None:
    state = new_game(PACK, "thematic", 1, 3)
    progress = solo_progress(state)
    assert progress is not None
    assert (progress.cycle, progress.cycles, progress.votes_left) == (1, 7, 6)
    assert (progress.buildings, progress.complete, progress.open_slots) == (0, 0, 0)
    assert progress.difficulty == ""  # no first stall yet: nothing set
    assert not progress.last_cycle


def test_the_first_stalls_section_sets_the_difficulty() -> None:
    board = PACK.maps["thematic"]
    seen = {}
    for start in board.start_spaces:
        number = board.section_of(start.square)
        assert number is not None
        level = board.section(number).solo_difficulty
        if level in seen:
            continue
        progress = solo_progress(set_up_solo("thematic", space=start.square))
        assert progress is not None
        seen[level] = progress.difficulty
    assert seen == {"normal": "normal", "hard": "hard", "very_hard": "very_hard"}  # West, East, Middle


def test_a_vote_ends_its_cycle_and_its_building_counts_its_open_slots() -> None:
    state = set_up_solo()
    called = to_vote(state)  # the first Call to Vote: its vote still belongs to cycle 1
    progress = solo_progress(called)
    assert progress is not None and (progress.cycle, progress.votes_left) == (1, 6)
    state = through_vote(state)
    progress = solo_progress(state)
    assert progress is not None
    assert (progress.cycle, progress.votes_left) == (2, 5)
    buildings = [t for t in state.board.tiles if t.kind is TileKind.PRESTIGE]
    assert progress.buildings == len(buildings) == 1
    slots = len(PACK.prestige_buildings[buildings[0].item].slots)
    assert progress.open_slots == slots - len(buildings[0].delivered) > 0
    assert progress.complete == 0
    delivered = buildings[0].delivered_resources()
    still = [
        s.resource for s in PACK.prestige_buildings[buildings[0].item].slots if s.resource not in delivered
    ]
    assert progress.wanted == tuple((r, 1) for r in still)  # in the building's order, each once


def test_a_resource_two_buildings_want_is_counted_twice() -> None:
    state = set_up_solo(seed=4)
    for _ in range(2):  # the two buildings of this seed both want wood
        state = through_vote(state)
    progress = solo_progress(state)
    assert progress is not None
    open_by_resource: dict[str, int] = {}
    for tile in state.board.tiles:
        if tile.kind is TileKind.PRESTIGE:
            for slot in PACK.prestige_buildings[tile.item].slots:
                if slot.resource not in tile.delivered_resources():
                    open_by_resource[slot.resource] = open_by_resource.get(slot.resource, 0) + 1
    assert dict(progress.wanted) == open_by_resource
    assert sum(n for _, n in progress.wanted) == progress.open_slots
    assert open_by_resource["wood"] == 2 == dict(progress.wanted)["wood"]


def test_the_seventh_cycle_has_no_vote_left_and_its_call_to_vote_ends_the_game() -> None:
    state = set_up_solo()
    for _ in range(PACK.solo.votes):
        state = through_vote(state)
    progress = solo_progress(state)
    assert progress is not None
    assert (progress.cycle, progress.votes_left, progress.last_cycle) == (7, 0, True)
    assert progress.buildings == PACK.solo.votes
    state, _ = call_to_vote(state)
    while state.stack and state.stack[-1].kind == "reset_bonus":
        progress = solo_progress(state)  # the reset bonuses of the last Call to Vote: still cycle 7
        assert progress is not None and (progress.cycle, progress.votes_left) == (7, 0)
        state, _ = play(state, "reset_money")
    assert state.phase == "over"
    progress = solo_progress(state)
    assert progress is not None and (progress.cycle, progress.votes_left) == (7, 0)
    tiles = [t for t in state.board.tiles if t.kind is TileKind.PRESTIGE]
    assert progress.open_slots == sum(
        len(PACK.prestige_buildings[t.item].slots) - len(t.delivered) for t in tiles
    )
    assert (progress.open_slots == 0) == (state.solo_result == "won")
