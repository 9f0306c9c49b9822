"""The reveal: once the last vote is cast, everyone's vote is shown together."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.city.game import Action, ActionRecord
from founders_desktop.view.city_game.words import name_of


def _tr(text: str) -> str:
    return QCoreApplication.translate("VoteReveal", text)


def reveal_text(game: CityGameController, record: ActionRecord, proposals: list[str]) -> str | None:
    """The votes of the round this record resolved, one line per seat, then what comes of them
    (who breaks a tie, who places the building); None if it resolved none."""
    if not any(e.startswith("votes:") for e in record.events):
        won = [e.partition(":")[2] for e in record.events if e.startswith("vote_won:")]
        if not won:
            return None
        chosen = QCoreApplication.translate("VoteReveal", "Chosen: {building}").format(
            building=name_of(game.pack, won[0])
        )
        return "\n".join([chosen, *_next(game)])  # a tie broken: what was chosen, who places it
    votes: dict[int, Action] = {}
    for action in reversed(game.log):
        if action.type != "vote":
            if votes and action.type == "play_card":
                break
            continue
        votes.setdefault(action.seat, action)
    lines = [QCoreApplication.translate("VoteReveal", "Votes revealed:")]
    for seat in sorted(votes):
        a = votes[seat]
        building = proposals[a.index] if 0 <= a.index < len(proposals) else ""
        lines.append(
            QCoreApplication.translate("VoteReveal", "{name}: {building} ({f} fleeting, {l} lasting)").format(
                name=game.seats[seat].name, building=name_of(game.pack, building), f=a.fleeting, l=a.lasting
            )
        )
    won = [e.partition(":")[2] for e in record.events if e.startswith("vote_won:")]
    if won:
        lines.append(
            QCoreApplication.translate("VoteReveal", "Chosen: {building}").format(
                building=name_of(game.pack, won[0])
            )
        )
    return "\n".join([*lines, *_next(game)])


def _next(game: CityGameController) -> list[str]:
    """After the reveal, the engine's next step says who decides: a tie-break or the placing."""
    step = game.state.stack[-1] if game.state.stack else None
    if step is None or not 0 <= step.seat < len(game.seats):
        return []
    name = game.seats[step.seat].name
    if step.kind == "choose_proposal":
        return [
            QCoreApplication.translate(
                "VoteReveal", "A tie: {name} chooses the winner (fewest points, then nearest the caller)."
            ).format(name=name)
        ]
    if step.kind == "place_prestige":
        return [
            QCoreApplication.translate("VoteReveal", "{name} places the {building}.").format(
                name=name, building=name_of(game.pack, step.ref)
            )
        ]
    return []
