"""Helpers for scripted games: set a game up, find a legal action by its fields, play it."""

from __future__ import annotations

from typing import Any

from founders_desktop.city.game import Action, GameState, apply, current_player, legal_actions, new_game
from founders_desktop.city.game.actions import ActionRecord
from founders_desktop.content import default_pack


def find(state: GameState, type: str, **fields: Any) -> Action:
    """The one legal action of ``type`` whose fields match (first, if several)."""
    for a in legal_actions(state):
        if a.type == type and all(_match(getattr(a, k, None), v, a, k) for k, v in fields.items()):
            return a
    raise AssertionError(f"no legal {type} {fields}; legal: {[a.short() for a in legal_actions(state)][:30]}")


def _match(value: Any, want: Any, action: Action, key: str) -> bool:
    if key == "anchor":
        return action.placement is not None and action.placement.anchor == want
    if key == "item":
        return action.placement is not None and action.placement.item == want
    return bool(value == want)


def has(state: GameState, type: str, **fields: Any) -> bool:
    try:
        if type in PIECE_OF:
            state = pick(state, type, fields.get("item"))
        find(state, type, **fields)
    except AssertionError:
        return False
    return True


PIECE_OF = {
    "import": "import",
    "buy_access": "buy_access",
    "import_access": "import_and_buy",
    "upgrade": "upgrade",
    "house": "house",
    "bridge": "bridge",
}


def pick(state: GameState, type: str, item: str | None = None) -> GameState:
    """Choose the tile for a placement action (``choose_piece``): the state at its ``place``
    step. Returns ``state`` itself when it is already there."""
    if state.stack and state.stack[-1].kind == "place":
        return state
    kind = PIECE_OF[type]
    for a in legal_actions(state):
        if (
            a.type == "choose_piece"
            and a.target.split(":")[0] == kind
            and (item is None or a.target.endswith(f":{item}"))
        ):
            return apply(state, a)[0]
    raise AssertionError(f"no piece {kind}:{item}; legal: {[a.short() for a in legal_actions(state)][:30]}")


def play(state: GameState, type: str, **fields: Any) -> tuple[GameState, ActionRecord]:
    if type in PIECE_OF:
        state = pick(state, type, fields.get("item"))
    return apply(state, find(state, type, **fields))


def set_up(
    players: int,
    map_id: str = "symmetric",
    seed: int = 1,
    races: list[str] | None = None,
    cards: list[str] | None = None,
) -> GameState:
    """A game in play: races (in player order) and resource cards (in draft order) as given,
    else the first legal choice; first stalls on the first legal space."""
    state = new_game(default_pack(), map_id, players, seed)
    races = list(races or [])
    cards = list(cards or [])
    while state.phase == "setup":
        step = state.stack[-1]
        if step.kind == "choose_race" and races:
            state, _ = play(state, "choose_race", target=races.pop(0))
        elif step.kind in ("choose_resource", "aesther_resource") and cards:
            state, _ = play(state, "choose_resource", target=cards.pop(0))
        else:
            state, _ = apply(state, legal_actions(state)[0])
    return state


def seat_now(state: GameState) -> int:
    seat = current_player(state)
    assert seat is not None
    return seat


def road_to_green(state: GameState, seat: int) -> GameState:
    """Lay roads (set-up, as the rulebook's pictures do) from the seat's first stall towards the
    nearest green square two or more squares away, so that a house becomes possible."""
    from collections import deque

    grid = state.board.grid
    stall = next(t for t in state.board.tiles if t.owner == seat)
    start = stall.squares[0]
    occupied = {sq for t in state.board.tiles for sq in t.squares}
    prev: dict[tuple[int, int], tuple[int, int] | None] = {start: None}
    todo = deque([start])
    goal = None
    while todo:
        sq = todo.popleft()
        if grid.terrain[sq].value == "green" and max(abs(sq[0] - start[0]), abs(sq[1] - start[1])) >= 2:
            goal = sq
            break
        for n in grid.neighbours[sq]:
            if n not in prev and n in grid.buildable and n not in occupied:
                prev[n] = sq
                todo.append(n)
    assert goal is not None
    path = []
    node = prev[goal]
    while node is not None and node != start:
        path.append(node)
        node = prev[node]
    board = state.board
    for sq in path:
        board = board.with_road(sq)
    state.board = board
    state.legal = None
    return state


def call_to_vote(state: GameState) -> tuple[GameState, ActionRecord]:
    """Play face-down turns (basic money) until the active seat may call a vote, then call it:
    the state right after Call to Vote (its reset bonuses still to choose) and its record."""
    caller = seat_now(state)
    need = state.pack.scoring.cards_before_vote[str(state.n)]  # type: ignore[index]
    while True:
        seat = seat_now(state)
        if seat == caller and len(state.players[seat].played) >= need:
            break
        card = next(c for c in state.players[seat].hand if c != "call_to_vote")
        state, _ = play(state, "play_card", target=card, face_up=False)
        state, _ = play(state, "basic_money")
    return play(state, "play_card", target="call_to_vote", face_up=True)


def to_vote(state: GameState) -> GameState:
    """``call_to_vote``, then money for every card left: the state at the first secret vote."""
    state, _ = call_to_vote(state)
    while state.stack[-1].kind == "reset_bonus":
        state, _ = play(state, "reset_money")
    return state
