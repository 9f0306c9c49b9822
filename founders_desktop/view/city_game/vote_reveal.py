"""The reveal: once the last vote is cast, everyone's vote is shown together."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.city.game import Action, ActionRecord
from founders_desktop.view.city_game.words import name_of


def _tr(text: str) -> str:
    return QCoreApplication.translate("VoteReveal", text)


def reveal_text(game: CityGameController, record: ActionRecord, proposals: list[str]) -> str | None:
    """The votes of the round this record resolved, one line per seat; None if it resolved none."""
    if not any(e.startswith("votes:") for e in record.events):
        return None
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
    return "\n".join(lines)
