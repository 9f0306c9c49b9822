"""Every refusal of a file read or written by a page, as words in the user's language.

The layers below answer with codes (``SaveError.problem_code``, ``ReplayError.code`` and its
``params``, ``PlaySaveError.code``) and an OS error's own text; this module turns any of them into
one message, so a page's load or save is ``try: ... except Exception as e: show(refusal_text(e))``
and never lets an exception (or a Python tuple) reach the player.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from founders_desktop.app.tactics.play_save import PlaySaveError
from founders_desktop.city.game.replay import ReplayError
from founders_desktop.content.safe_file import FileRefused
from founders_desktop.packs import PackRefused
from founders_desktop.persist import Problem, SaveError
from founders_desktop.view.packs.words import pack_refusal_text
from founders_desktop.view.save_problems import problem_headline, save_error_text
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

_CONTEXT = "FileRefusal"
_LOG = logging.getLogger(__name__)
T = TypeVar("T")

RULES: dict[str, str] = {
    "malformed": QT_TRANSLATE_NOOP("FileRefusal", "the move is not written correctly (field {field})"),
    "bad_setup": QT_TRANSLATE_NOOP("FileRefusal", "the game cannot be set up with this pack ({reason})"),
    "replay_failed": QT_TRANSLATE_NOOP("FileRefusal", "the game could not replay this move"),
    "not_your_decision": QT_TRANSLATE_NOOP("FileRefusal", "it is made by a player whose turn it is not"),
    "action_not_available": QT_TRANSLATE_NOOP(
        "FileRefusal", "this kind of move is not possible at that point"
    ),
    "card_not_in_hand": QT_TRANSLATE_NOOP("FileRefusal", "the card is not in the player's hand"),
    "not_enough_cards_played": QT_TRANSLATE_NOOP(
        "FileRefusal", "Call to Vote is played before enough cards have been played"
    ),
    "call_to_vote_face_down": QT_TRANSLATE_NOOP("FileRefusal", "Call to Vote cannot be played face down"),
    "main_action_impossible": QT_TRANSLATE_NOOP("FileRefusal", "the card's main action cannot be done"),
    "not_enough_influence": QT_TRANSLATE_NOOP("FileRefusal", "it spends more influence than the player has"),
    "cannot_recruit": QT_TRANSLATE_NOOP("FileRefusal", "that adviser cannot be recruited"),
    "illegal_placement": QT_TRANSLATE_NOOP("FileRefusal", "the piece cannot be placed there"),
    "game_over": QT_TRANSLATE_NOOP("FileRefusal", "the game was already over"),
}
OTHER_RULE = QT_TRANSLATE_NOOP("FileRefusal", "the rules do not allow it ({code})")

TACTICS: dict[str, str] = {
    "unknown_scenario": QT_TRANSLATE_NOOP("FileRefusal", "The save is of a scenario this app does not have."),
    "bad_scenario": QT_TRANSLATE_NOOP("FileRefusal", "The scenario kept in the save is not valid."),
    "illegal_action": QT_TRANSLATE_NOOP("FileRefusal", "A move in the save breaks the rules."),
    "unknown_game": QT_TRANSLATE_NOOP("FileRefusal", "This is not a tactics save."),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def rule_text(code: str, params: tuple[tuple[str, object], ...] = ()) -> str:
    """Why a logged move is refused, in words (the engine's code in brackets when unknown)."""
    values = {str(k): str(v) for k, v in params}
    template = RULES.get(code)
    if template is None:
        return _tr(OTHER_RULE).format(code=code)
    return _tr(template).format(field=values.get("field", "?"), reason=values.get("reason", "?"))


def refusal_text(error: BaseException) -> str:
    """One message for any failure of a page's load or save: file, reason, details."""
    if isinstance(error, SaveError):
        return save_error_text(error)
    if isinstance(error, PackRefused):
        cause = refusal_text(error.cause) if error.cause is not None else ""
        return pack_refusal_text(error, cause)
    if isinstance(error, ReplayError):
        path = getattr(error, "path", None)
        if error.index < 0:
            line = QCoreApplication.translate("FileRefusal", "The saved game cannot be set up: {rule}.")
        else:
            line = QCoreApplication.translate(
                "FileRefusal", "Move {number} of the saved game cannot be replayed: {rule}."
            )
        text = line.format(number=error.index + 1, rule=rule_text(error.code, error.params))
        return f"{path}\n{text}" if path is not None else text
    if isinstance(error, PlaySaveError):
        try:
            headline = problem_headline(Problem(error.code))
        except ValueError:
            headline = _tr(TACTICS.get(error.code, TACTICS["illegal_action"]))
        return f"{headline}\n{error.detail}" if error.detail else headline
    if isinstance(error, FileRefused):
        return QCoreApplication.translate("FileRefusal", "{file}: the file cannot be read ({why}).").format(
            file=error.name, why=error.detail
        )
    if isinstance(error, OSError):
        why = error.strerror or type(error).__name__
        where = error.filename or ""
        return QCoreApplication.translate(
            "FileRefusal", "{file}: the file cannot be written or read ({why})."
        ).format(file=where, why=why)
    _LOG.exception("unexpected error in a file operation", exc_info=error)
    return QCoreApplication.translate(
        "FileRefusal", "Something went wrong with the file ({kind}); the game goes on."
    ).format(kind=type(error).__name__)


def guarded(call: Callable[[], T], show: Callable[[str], None]) -> T | None:
    """``call()``, or None after ``show``-ing the refusal: nothing escapes to Qt's event loop."""
    try:
        return call()
    except Exception as error:  # a page's file action must never crash the app
        show(refusal_text(error))
        return None
