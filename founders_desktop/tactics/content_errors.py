"""One error type for bad tactics files, naming the file and the field.

Scenario, class and monster files come from users and editors; a mistake must read like
``scenario.json: monsters[2].hex: (4, 1) is a wall``, never a traceback. pydantic's own
errors are turned into that shape here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from founders_desktop.content import safe_file


class TacticsFileError(ValueError):
    """A tactics data file is missing, not JSON, or breaks a rule of its format."""

    def __init__(self, file: str, field: str, message: str) -> None:
        self.file = file
        self.field = field
        self.message = message
        where = f"{file}: {field}" if field else file
        super().__init__(f"{where}: {message}")


def field_path(loc: tuple[int | str, ...]) -> str:
    """``("monsters", 2, "hex")`` -> ``monsters[2].hex``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def from_validation(file: str, err: ValidationError) -> TacticsFileError:
    """The first pydantic error as a TacticsFileError (one clear message beats twenty)."""
    first = err.errors()[0]
    loc = tuple(p for p in first["loc"] if not (isinstance(p, str) and p.startswith("function-")))
    return TacticsFileError(file, field_path(loc), first["msg"])


def read_json(path: Path) -> Any:
    """The parsed JSON of a file, or a TacticsFileError saying why it cannot be read."""
    try:
        return safe_file.read_json(path)
    except safe_file.FileRefused as exc:
        raise TacticsFileError(str(path), "", exc.detail) from None
