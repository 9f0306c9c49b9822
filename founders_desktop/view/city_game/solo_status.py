"""A solo game's standing in words, shown above the decision: the cycle, the votes still to come,
the buildings and their open slots, the resources those still want, the difficulty and the goal;
while the first stall is placed, which difficulty each section of the map sets. The figures are
the engine's (``city.game.solo_progress``); this only words them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.app.city_game.controller import SoloProgress
from founders_desktop.content import ContentPack, MapBoard
from founders_desktop.view.content_names import MAP_SECTION, content_text, resource_name
from founders_desktop.view.section_difficulty import difficulty_name


def solo_status_text(progress: SoloProgress, pack: ContentPack) -> str:
    """The lines a solo player reads at every decision (plain text, one fact a line)."""
    if progress.last_cycle:
        head = QCoreApplication.translate(
            "SoloStatus", "Solo game, last cycle ({cycle} of {cycles}): its Call to Vote ends the game."
        )
    else:
        head = QCoreApplication.translate(
            "SoloStatus", "Solo game, cycle {cycle} of {cycles}; votes still to come: {votes}."
        )
    lines = [head.format(cycle=progress.cycle, cycles=progress.cycles, votes=progress.votes_left)]
    lines.append(
        QCoreApplication.translate(
            "SoloStatus", "Buildings: {buildings} on the board, {complete} complete; open slots: {slots}."
        ).format(buildings=progress.buildings, complete=progress.complete, slots=progress.open_slots)
    )
    if progress.wanted:
        names = [
            resource_name(pack, resource)
            if count == 1
            else QCoreApplication.translate("SoloStatus", "{resource} ({slots})").format(
                resource=resource_name(pack, resource), slots=count
            )
            for resource, count in progress.wanted
        ]
        lines.append(
            QCoreApplication.translate("SoloStatus", "Still to deliver: {resources}.").format(
                resources=", ".join(names)
            )
        )
    goal = QCoreApplication.translate(
        "SoloStatus", "To win, deliver every slot of every building by the end of cycle {cycles}."
    ).format(cycles=progress.cycles)
    if progress.difficulty:
        goal += " " + QCoreApplication.translate("SoloStatus", "Start section: {level} difficulty.").format(
            level=difficulty_name(progress.difficulty)
        )
    lines.append(goal)
    return "\n".join(lines)


def section_levels_text(board: MapBoard) -> str:
    """Where the first stall may go in solo, and the difficulty each section sets."""
    parts = [
        QCoreApplication.translate("SoloStatus", "{section}: {level}").format(
            section=content_text(MAP_SECTION, section.name), level=difficulty_name(section.solo_difficulty)
        )
        for section in board.sections
    ]
    return QCoreApplication.translate(
        "SoloStatus", "The section of your first stall sets the difficulty: {sections}."
    ).format(sections=", ".join(parts))
