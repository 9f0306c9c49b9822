"""The Founders of Gloomhaven game: setup, turns, follows, votes and the end, headless.

Use ``new_game`` then loop: ``current_player`` decides among ``legal_actions``; ``apply``
returns the next state and an ``ActionRecord``. ``view_for`` is what one seat may see.
"""

from founders_desktop.city.game.actions import (
    Action,
    ActionRecord,
    IllegalAction,
    Payment,
    Violation,
)
from founders_desktop.city.game.end import FinalScore, final_scores, is_over, ranking, winner
from founders_desktop.city.game.engine import apply, current_player, legal_actions, validate
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
