"""Headless games between computer players: what ``founders-desktop simulate`` runs.

Each game is set up from its seed and played to the end or to a turn cap; the result lines hold
no timings, so the same seed prints the same lines in every process (``bench/`` times them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from founders_desktop.bots import HARD_BUDGET_S, make_bot
from founders_desktop.bots.solo import open_slot_count
from founders_desktop.city.game import (
    ActionRecord,
    GameState,
    apply,
    current_player,
    final_scores,
    is_over,
    legal_actions,
    new_game,
    view_for,
    winner,
)
from founders_desktop.city.game.end import solo_difficulty
from founders_desktop.content import ContentPack

Observer = Callable[[GameState, ActionRecord], None]


@dataclass(frozen=True)
class GameResult:
    """One finished (or capped) game."""

    seed: int
    players: int
    map_id: str
    bots: tuple[str, ...]
    winner: int | None  # seat (at a cap: the leader by final scoring); solo: 0 won, None lost
    scores: tuple[int, ...]
    turns: int
    votes: int
    completions: int
    capped: bool
    decisions: int
    solo_result: str
    solo_difficulty: str = ""
    solo_open_slots: int = 0  # solo: slots of built buildings still open at the end (0 if won)

    def line(self) -> str:
        """One line of text: the same game always gives the same line."""
        who = "-" if self.winner is None else str(self.winner)
        cap = " capped(leader)" if self.capped else ""
        solo = ""
        if self.players == 1:
            solo = f" solo={self.solo_result or 'unfinished'} difficulty={self.solo_difficulty}"
        return (
            f"seed={self.seed} map={self.map_id} players={self.players} bots={','.join(self.bots)} "
            f"winner={who} scores={'/'.join(map(str, self.scores))} turns={self.turns} "
            f"votes={self.votes} completions={self.completions}{solo}{cap}"
        )

    def as_json(self) -> dict[str, object]:
        return {
            "seed": self.seed,
            "map": self.map_id,
            "players": self.players,
            "bots": list(self.bots),
            "winner": self.winner,
            "scores": list(self.scores),
            "turns": self.turns,
            "votes": self.votes,
            "completions": self.completions,
            "capped": self.capped,
            "solo_result": self.solo_result,
            "solo_difficulty": self.solo_difficulty,
            "solo_open_slots": self.solo_open_slots,
        }


def play_game(
    pack: ContentPack,
    map_id: str,
    bots: Sequence[str],
    seed: int,
    max_turns: int = 400,
    observe: Observer | None = None,
    budget_s: float = HARD_BUDGET_S,
) -> tuple[GameState, GameResult]:
    """Play one game between ``bots`` (one name per seat) from ``seed``; ``budget_s`` is the
    search players' thinking time for each card."""
    players = [make_bot(name, seed * 10 + i, budget_s) for i, name in enumerate(bots)]
    state = new_game(pack, map_id, len(bots), seed)
    decisions = 0
    while not is_over(state) and state.turn <= max_turns:  # stops as turn max_turns + 1 begins
        seat = current_player(state)
        assert seat is not None
        legal = legal_actions(state)
        action = players[seat].choose(view_for(state, seat), legal)
        state, record = apply(state, action, check=False)
        decisions += 1
        if observe is not None:
            observe(state, record)
    scores = tuple(s.total for s in final_scores(state))
    over = is_over(state)
    result = GameResult(
        seed=seed,
        players=len(bots),
        map_id=map_id,
        bots=tuple(bots),
        winner=winner(state) if over or state.solo is False else None,
        scores=scores,
        turns=state.turn if over else max_turns,
        votes=state.votes_held,
        completions=state.completions(),
        capped=not over,
        decisions=decisions,
        solo_result=state.solo_result,
        solo_difficulty=solo_difficulty(state) if state.solo else "",
        solo_open_slots=open_slot_count(state) if state.solo else 0,
    )
    return state, result
