"""Words for the save layer's refusal codes: the persist layer returns codes, the view translates."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.persist import Problem, SaveError


def _tr(text: str) -> str:
    return QCoreApplication.translate("SaveProblems", text)


def problem_headline(problem: Problem) -> str:
    """One translated sentence per refusal code."""
    headlines = {
        Problem.NOT_JSON: QCoreApplication.translate(
            "SaveProblems", "This is not a save file (it is not JSON text)."
        ),
        Problem.TRUNCATED: QCoreApplication.translate(
            "SaveProblems", "The save file is incomplete (cut short)."
        ),
        Problem.FOREIGN: QCoreApplication.translate(
            "SaveProblems", "This is not a Founders Desktop save file."
        ),
        Problem.UNKNOWN_GAME: QCoreApplication.translate(
            "SaveProblems", "The save is of a game this version of the app does not know."
        ),
        Problem.TOO_NEW: QCoreApplication.translate(
            "SaveProblems", "The save was made by a newer version of the app; update the app to open it."
        ),
        Problem.EDITED: QCoreApplication.translate(
            "SaveProblems",
            "The save was changed outside the app (its checksum does not match), so it is refused.",
        ),
        Problem.INVALID: QCoreApplication.translate(
            "SaveProblems", "The save's contents do not match the save format."
        ),
        Problem.UNREADABLE: QCoreApplication.translate("SaveProblems", "The file cannot be read."),
        Problem.UNWRITABLE: QCoreApplication.translate("SaveProblems", "The file cannot be written."),
    }
    return headlines[problem]


def save_error_text(error: SaveError) -> str:
    """The file, the translated reason, and the technical details (file positions, field paths)."""
    lines = []
    if error.path is not None:
        lines.append(str(error.path))
    lines.append(problem_headline(error.problem_code))
    lines.extend(error.details)
    return "\n".join(lines)
