"""The Founders of Gloomhaven game: setup, turns, follows, votes and the end, headless.

Use ``new_game`` then loop: ``current_player`` decides among ``legal_actions``; ``apply``
returns the next state and an ``ActionRecord`` (``apply_in_place`` changes a state of one's
own instead, for playouts). ``view_for`` is what one seat may see;
``replay.replay`` rebuilds a game from its seed and action log (the save file).

Placement legality, the scoring cascade and deliveries are the board module's
(``founders_desktop.city``); this package adds turns, cards, money, influence and votes.

Rulings where the rulebook leaves room:
- "If a card is placed face up, the player must be able to fully resolve the card's main
  action": a card goes face up only if its whole main action can be carried out, and every choice
  on the way (a road first, a payment, a placement) is offered only if the rest can still be
  completed after it (``complete.py``), so no effect is ever skipped. The same reading for a
  follow, a racial action and a prestige building's worker action: a worker is placed only for
  an action it can fully resolve ("this cannot be done if..." lists the other conditions).
- Upgrade's "single road connected to the resource tile being built", before or after: an
  upgrade whose only site becomes connected through that road is offered, road first.
- Placing a tile is two decisions, as at the table: which tile (``choose_piece``), then where
  (``place``, exactly the board's ``legal_placements``). Roads as basic actions likewise.
- Sources of prerequisites and deliveries: the board's default choice (the most points for the
  chooser, oldest tile on a tie); not offered as a separate decision yet.
- A winning building with no legal spot leaves the game; the next card from the bottom of the
  deck replaces it, placed by the same player. With no proposals left, votes are skipped.
- A player with no valid resource card left takes another's secondary card that is valid for
  them; if none is, they go without (the rulebook does not cover it).
- The money supply is not capped (the bank never runs out); claim and delivery tokens are: a
  delivery whose owner has no delivery token left is not made (``city/deliveries.py``).
"""

from founders_desktop.city.game.actions import (
    Action,
    ActionRecord,
    IllegalAction,
    Payment,
    Violation,
)
from founders_desktop.city.game.end import FinalScore, final_scores, is_over, ranking, winner
from founders_desktop.city.game.engine import apply, apply_in_place, current_player, legal_actions, validate
from founders_desktop.city.game.setup import new_game
from founders_desktop.city.game.state import NEUTRAL, GameState, PlayerState, Step
from founders_desktop.city.game.view import view_for

__all__ = [
    "NEUTRAL",
    "Action",
    "ActionRecord",
    "FinalScore",
    "GameState",
    "IllegalAction",
    "Payment",
    "PlayerState",
    "Step",
    "Violation",
    "apply",
    "apply_in_place",
    "current_player",
    "final_scores",
    "is_over",
    "legal_actions",
    "new_game",
    "ranking",
    "validate",
    "view_for",
    "winner",
]
