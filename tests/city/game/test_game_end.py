"""The end: six completions finish the active turn (follows included); final scoring and its
tie rule; solo victory and defeat."""

from __future__ import annotations

from dataclasses import replace

from founders_desktop.city.game import GameState, apply, final_scores, is_over, legal_actions, winner
from founders_desktop.city.game.end import ranking
from founders_desktop.city.pieces import Tile, TileKind
from tests.city.game.scripted import play, seat_now, set_up


def _complete_buildings(state: GameState, count: int) -> GameState:
    """Set ``count`` fully delivered prestige buildings down on free squares (set-up only)."""
    pack = state.pack
    free = sorted(state.board.grid.buildable - {sq for t in state.board.tiles for sq in t.squares})
    board = state.board
    for i, b in enumerate(list(pack.prestige_buildings)[:count]):
        building = pack.prestige_buildings[b]
        delivered = tuple((slot.resource, None) for slot in building.slots)
        board = board.with_tile(Tile(TileKind.PRESTIGE, b, None, (free[-1 - i],), delivered=delivered))
    state.board = board
    state.legal = None
    return state


def _one_open_slot(state: GameState) -> GameState:
    """Like six complete buildings, but the sixth lacks one slot: nothing triggers yet."""
    state = _complete_buildings(state, 6)
    tiles = list(state.board.tiles)
    last = tiles[-1]
    tiles[-1] = replace(last, delivered=last.delivered[:-1])
    state.board = replace(state.board, tiles=tuple(tiles))
    return state


def test_the_sixth_completion_ends_the_game_after_the_follows() -> None:
    state = set_up(3, "symmetric", seed=3)
    active = seat_now(state)
    state = _complete_buildings(state, 6)
    assert state.completions() == 6
    state, _ = play(state, "play_card", target="recruit", face_up=False)
    # any placement now notices the sixth completion
    state, _ = play(state, "basic_road")
    state, _ = play(state, "road")
    assert is_over(state)
    assert state.active == active


def test_end_waits_for_the_follows_of_the_triggering_turn() -> None:
    state = set_up(3, "symmetric", seed=3)
    state = _complete_buildings(state, 6)
    state.end_triggered = True  # as if the main action had just completed the sixth building
    state, _ = play(state, "play_card", target="trade", face_up=True)
    state, _ = play(state, "import")
    follows = 0
    while not is_over(state):
        assert state.stack[-1].kind == "follow"
        state, _ = play(state, "basic_money")
        follows += 1
    assert follows == 2


def test_final_scoring_converts_lasting_influence_and_money() -> None:
    state = set_up(2, "symmetric", seed=1)
    state.players[0].lasting, state.players[0].money = 3, 11
    state.players[1].lasting, state.players[1].money = 0, 4
    scores = final_scores(state)
    assert scores[0].influence_points == 3 and scores[0].money_points == 2
    assert scores[1].total == state.points(1) + 1


def test_final_tie_goes_to_the_tied_player_closest_to_the_active_player() -> None:
    state = set_up(4, "symmetric", seed=1)
    for p in state.players:
        p.money, p.lasting, p.card_points = 0, 0, 0
    state.board = replace(state.board, points=(0, 0, 0, 0))
    state.players[1].card_points = 5
    state.players[3].card_points = 5
    state.active = 2
    assert ranking(state)[:2] == [3, 1]
    state.active = 0
    assert ranking(state)[:2] == [1, 3]
    state.active = 1
    assert winner(state) == 1


def _solo_to_last_vote(seed: int) -> GameState:
    state = set_up(1, "symmetric", seed=seed)
    while state.solo_cycles < 6 or state.stack[-1].kind != "turn" or len(state.players[0].played) < 2:
        kinds = [a for a in legal_actions(state) if a.type == "play_card" and not a.face_up]
        if state.stack[-1].kind == "turn" and len(state.players[0].played) >= 2:
            state, _ = play(state, "play_card", target="call_to_vote", face_up=True)
        elif state.stack[-1].kind == "turn":
            state, _ = apply(state, kinds[0])
        else:
            state, _ = apply(state, legal_actions(state)[0])
    return state


def test_solo_has_six_votes_and_ends_with_the_seventh_cycle() -> None:
    state = _solo_to_last_vote(seed=2)
    assert state.votes_held == 6 and not is_over(state)
    state, _ = play(state, "play_card", target="call_to_vote", face_up=True)
    while not is_over(state):
        state, _ = apply(state, legal_actions(state)[0])
    assert state.solo_cycles == 7 and state.votes_held == 6


def test_solo_is_lost_unless_every_built_building_is_fully_delivered() -> None:
    state = _solo_to_last_vote(seed=2)
    built = [t for t in state.board.tiles if t.kind is TileKind.PRESTIGE]
    assert built
    lost, _ = play(state, "play_card", target="call_to_vote", face_up=True)
    while not is_over(lost):
        lost, _ = apply(lost, legal_actions(lost)[0])
    if any(len(t.delivered) < len(state.pack.prestige_buildings[t.item].slots) for t in built):
        assert lost.solo_result == "lost" and winner(lost) is None
    # deliver everything (set-up), then the same last cycle wins
    tiles = tuple(
        replace(t, delivered=tuple((s.resource, 0) for s in state.pack.prestige_buildings[t.item].slots))
        if t.kind is TileKind.PRESTIGE
        else t
        for t in state.board.tiles
    )
    state.board = replace(state.board, tiles=tiles)
    state.legal = None
    won, _ = play(state, "play_card", target="call_to_vote", face_up=True)
    while not is_over(won):
        won, _ = apply(won, legal_actions(won)[0])
    assert won.solo_result == "won" and winner(won) == 0


def test_solo_adviser_played_face_down_stays_and_comes_back_at_the_vote() -> None:
    # the solo rules: "an adviser action card can still be played face down for a basic action
    # and not be removed from the game" (only a face-up play removes it)
    state = set_up(1, "symmetric", seed=4, races=["human"])
    state.players[0].hand.append("town_crier")
    state.legal = None
    state, _ = play(state, "play_card", target="town_crier", face_up=False)
    assert "town_crier" not in state.removed
    assert ("town_crier", False) in state.players[0].played
    votes = state.votes_held
    while state.votes_held == votes:
        top = state.stack[-1]
        legal = legal_actions(state)
        if top.kind == "turn":
            call = [a for a in legal if a.target == "call_to_vote"]
            down = [a for a in legal if not a.face_up]
            state, _ = apply(state, (call or down)[0])
        else:
            state, _ = apply(state, legal[0])
    assert "town_crier" in state.players[0].hand and "town_crier" not in state.removed


def test_solo_adviser_played_face_up_leaves_the_game_and_no_one_follows() -> None:
    state = set_up(1, "symmetric", seed=4, races=["human"])  # owns population
    cards = [c for c in state.offer + state.adviser_deck if c and c not in ("town_crier", "architect")]
    state.players[0].hand.append("town_crier")  # recruit, then 2 fleeting influence
    state.offer = ["architect", *cards[:3]]  # architect needs population: recruitable
    state.adviser_deck = cards[3:]
    state.players[0].money = 10
    state.legal = None
    state, _ = play(state, "play_card", target="town_crier", face_up=True)
    while state.stack[-1].kind != "turn":
        assert state.stack[-1].kind != "follow"
        state, _ = apply(state, legal_actions(state)[0])
    assert "town_crier" in state.removed and "town_crier" not in state.players[0].hand
    assert all(card != "town_crier" for card, _ in state.players[0].played)
