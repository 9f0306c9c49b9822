"""Problems found in a content pack, each naming its file, the field or square, and what is wrong."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PackProblem:
    """One thing wrong with a pack. ``where`` is a field path or a square, e.g. ``advisers[3].resource``
    or ``[terrain] row 4 (line 17)``."""

    file: str
    where: str
    message: str

    def __str__(self) -> str:
        where = f": {self.where}" if self.where else ""
        return f"{self.file}{where}: {self.message}"


class PackError(Exception):
    """A pack that does not validate; carries every problem found, not just the first."""

    def __init__(self, problems: list[PackProblem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems) or "invalid content pack")
