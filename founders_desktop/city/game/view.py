"""What one seat may see: the state with other players' secret votes and deck order hidden.

Bots and the GUI's seat panels read this view. Deck contents become placeholders of the same
length (so counts stay visible), other seats' votes become "voted" markers until all have voted
(then they are revealed), and the seed is dropped, since every shuffle could be re-derived from it.
"""

from __future__ import annotations

from founders_desktop.city.game.state import GameState

HIDDEN = "?"


def view_for(state: GameState, seat: int) -> GameState:
    """A copy of ``state`` as ``seat`` sees it."""
    v = state.clone()
    v.seed = -1
    v.adviser_deck = [HIDDEN] * len(state.adviser_deck)
    v.prestige_deck = [HIDDEN] * len(state.prestige_deck)
    if state.stack and state.stack[-1].kind == "vote":  # revealed once everyone has voted
        v.votes = {s: (vote if s == seat else (-1, 0, 0)) for s, vote in state.votes.items()}
    return v


def is_hidden_safe(view: GameState, seat: int) -> bool:
    """True if ``view`` shows nothing ``seat`` may not see (used by tests)."""
    if view.seed != -1:
        return False
    if any(c != HIDDEN for c in view.adviser_deck + view.prestige_deck):
        return False
    voting = bool(view.stack) and view.stack[-1].kind == "vote"
    return not voting or all(s == seat or vote == (-1, 0, 0) for s, vote in view.votes.items())
