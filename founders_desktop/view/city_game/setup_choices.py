"""Race choice and resource draft on screen: every option shown, the forbidden ones disabled
with the reason in a tooltip. The enabled set is exactly the engine's legal actions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.city.game import Action, GameState
from founders_desktop.city.game.setup import forbidden
from founders_desktop.view.city_game.words import name_of
from founders_desktop.view.content_names import resource_name
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP


def _tr(text: str) -> str:
    return QCoreApplication.translate("SetupChoices", text)


DIFFICULTIES = {
    "easy": QT_TRANSLATE_NOOP("SetupChoices", "easy"),
    "medium": QT_TRANSLATE_NOOP("SetupChoices", "medium"),
    "hard": QT_TRANSLATE_NOOP("SetupChoices", "hard"),
    "very_hard": QT_TRANSLATE_NOOP("SetupChoices", "very hard"),
}


def difficulty_name(level: str) -> str:
    """A race's printed solo difficulty, in the player's language."""
    text = DIFFICULTIES.get(level)
    return QCoreApplication.translate("SetupChoices", text) if text else level


def race_choices(state: GameState, seat: int, legal: list[Action]) -> list[tuple[str, Action, str]]:
    """(label, action, reason it is not allowed or "") for every race of the pack."""
    allowed = {a.target: a for a in legal if a.type == "choose_race"}
    pack = state.pack
    out = []
    for race_id, race in pack.races.items():
        action = allowed.get(race_id, Action("choose_race", seat, target=race_id))
        resource = (
            resource_name(pack, race.resource)
            if race.resource
            else QCoreApplication.translate("SetupChoices", "any remaining card")
        )
        label = QCoreApplication.translate("SetupChoices", "{race} ({resource})").format(
            race=name_of(pack, race_id), resource=resource
        )
        if state.solo:  # the solo rules print a difficulty for each race
            label = QCoreApplication.translate("SetupChoices", "{race}, solo: {difficulty}").format(
                race=label, difficulty=difficulty_name(race.solo_difficulty)
            )
        reason = ""
        if race_id not in allowed:
            if race_id not in state.races_left:
                reason = QCoreApplication.translate("SetupChoices", "Another player has chosen this race.")
            else:
                reason = QCoreApplication.translate("SetupChoices", "Its resource was taken by the Aesther.")
        out.append((label, action, reason))
    return out


def resource_choices(state: GameState, seat: int, legal: list[Action]) -> list[tuple[str, Action, str]]:
    """(label, action, reason) for every resource card, forced re-picks last."""
    allowed = {a.target: a for a in legal if a.type == "choose_resource"}
    pack = state.pack
    bad = forbidden(state, seat)
    mine = set(state.controlled(seat))
    out = []
    for card_id, card in pack.resource_cards.items():
        action = allowed.get(card_id, Action("choose_resource", seat, target=card_id))
        no = ", ".join(resource_name(pack, r) for r in card.forbidden)
        label = QCoreApplication.translate("SetupChoices", "{card} (forbids {list})").format(
            card=name_of(pack, card_id), list=no or "-"
        )
        reason = ""
        if card_id not in allowed:
            if card_id not in state.resource_cards:
                reason = QCoreApplication.translate("SetupChoices", "Already taken.")
            elif card.resource in bad:
                reason = QCoreApplication.translate(
                    "SetupChoices", "Forbidden by your race or a card you hold."
                )
            elif card.resource in mine:
                reason = QCoreApplication.translate("SetupChoices", "You already control this resource.")
            else:
                reason = QCoreApplication.translate("SetupChoices", "Not allowed now.")
        out.append((label, action, reason))
    for a in legal:
        if a.type == "force_repick":
            label = QCoreApplication.translate("SetupChoices", "Take {card} from seat {seat}").format(
                card=name_of(pack, a.target), seat=a.index + 1
            )
            out.append((label, a, ""))
    return out
