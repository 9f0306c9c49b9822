"""One exception for every way a save file can be refused, with a code the GUI can translate.

The engines and the GUI never parse messages: they switch on :class:`Problem`. The English
``str()`` is for the command line and logs, and always names the file and what is wrong with it,
so a broken save ends in a clear sentence instead of a traceback or a half-loaded game.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path


class Problem(StrEnum):
    """Machine-readable reasons a save is refused (stable: the GUI's translations key on them)."""

    NOT_JSON = "not_json"
    TRUNCATED = "truncated"
    FOREIGN = "foreign"
    UNKNOWN_GAME = "unknown_game"
    TOO_NEW = "too_new"
    EDITED = "edited"
    INVALID = "invalid"
    UNREADABLE = "unreadable"
    UNWRITABLE = "unwritable"


HEADLINES: dict[Problem, str] = {
    Problem.NOT_JSON: "this is not a save file (it is not JSON text)",
    Problem.TRUNCATED: "the save file is incomplete (cut short)",
    Problem.FOREIGN: "this is not a Founders Desktop save file",
    Problem.UNKNOWN_GAME: "the save is of a game this version of the app does not know",
    Problem.TOO_NEW: "the save was made by a newer version of the app; update the app to open it",
    Problem.EDITED: "the save was changed outside the app (its checksum does not match), so it is refused",
    Problem.INVALID: "the save's contents do not match the save format",
    Problem.UNREADABLE: "the file cannot be read",
    Problem.UNWRITABLE: "the file cannot be written",
}


class SaveError(Exception):
    """A save could not be read or written; ``problem_code`` says why, ``details`` say where.

    The arguments are passed to ``Exception`` so the error pickles (bot workers, threads).
    """

    def __init__(
        self, path: Path | str | None, problem_code: Problem | str, details: Sequence[str] = ()
    ) -> None:
        code = Problem(problem_code)
        lines = (details,) if isinstance(details, str) else tuple(details)
        super().__init__(path, code, lines)
        self.path: Path | None = None if path is None else Path(path)
        self.problem_code: Problem = code
        self.details: tuple[str, ...] = lines

    @property
    def headline(self) -> str:
        """One English sentence for the code, without the file name or the details."""
        return HEADLINES[self.problem_code]

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path is not None else ""
        return "\n  ".join([f"{where}{self.headline}", *self.details])
