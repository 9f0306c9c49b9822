"""The end of the game and final scoring.

After the sixth completion the active player's turn finishes (follows included). Each lasting
influence scores 1 and every 4 money 1; most points wins, ties going to the tied player closest
to the active player in player order. Solo: the game is won only if every prestige building
built has had all its resources delivered.
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.city.game.state import GameState
from founders_desktop.city.pieces import TileKind


@dataclass(frozen=True, slots=True)
class FinalScore:
    """One seat's final tally: board points, lasting influence and money converted."""

    seat: int
    points: int
    influence_points: int
    money_points: int

    @property
    def total(self) -> int:
        return self.points + self.influence_points + self.money_points


def is_over(state: GameState) -> bool:
    return state.phase == "over"


def final_scores(state: GameState) -> list[FinalScore]:
    """Scores with the end-of-game conversions (meaningful at any time, final once over)."""
    s = state.pack.scoring
    return [
        FinalScore(
            p.seat,
            state.points(p.seat),
            p.lasting * s.points_per_lasting_influence,
            p.money // s.money_per_point,
        )
        for p in state.players
    ]


def ranking(state: GameState) -> list[int]:
    """Seats from winner down: most points, ties to the closest to the active player."""
    scores = final_scores(state)
    return sorted(range(state.n), key=lambda seat: (-scores[seat].total, state.distance(state.active, seat)))


def winner(state: GameState) -> int | None:
    """The winning seat; solo: 0 if won, None if lost."""
    if state.solo:
        return 0 if solo_won(state) else None
    return ranking(state)[0]


def solo_won(state: GameState) -> bool:
    """Every prestige building on the map fully delivered."""
    pack = state.pack
    return all(
        len(t.delivered) == len(pack.prestige_buildings[t.item].slots)
        for t in state.board.tiles
        if t.kind is TileKind.PRESTIGE
    )


def finish(state: GameState) -> None:
    state.phase = "over"
    state.stack.clear()
    if state.solo:
        state.solo_result = "won" if solo_won(state) else "lost"


def solo_difficulty(state: GameState) -> str:
    """Solo: where the first stall went sets the difficulty (the section's, on the map)."""
    board = state.map_board
    for tile in state.board.tiles:
        if tile.kind is TileKind.STALL and tile.owner == 0:
            number = board.section_of(tile.squares[0])
            return board.section(number).solo_difficulty if number is not None else "normal"
    return "normal"
