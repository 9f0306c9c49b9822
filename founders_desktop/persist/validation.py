"""Pydantic's validation errors as short "field path: message" lines a player can act on."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

_MAX_INPUT = 60


def field_path(location: Sequence[int | str], prefix: str = "") -> str:
    """``("seats", 2, "kind")`` -> ``seats[2].kind``; ``prefix`` goes in front (``payload``)."""
    path = prefix
    for part in location:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else str(part)
    return path or "(top level)"


def _shown_input(value: object) -> str:
    text = repr(value)
    return text if len(text) <= _MAX_INPUT else text[: _MAX_INPUT - 3] + "..."


def error_lines(error: ValidationError, prefix: str = "") -> list[str]:
    """One line per problem, e.g. ``payload.seats[2].kind: Input should be 'human' or 'computer'
    (found 'alien')``. Whole objects are not echoed: they would drown the message."""
    lines = []
    for problem in error.errors(include_url=False):
        # pydantic's location also names the tagged-union or function step; keep the data path
        location = [
            part for part in problem["loc"] if not (isinstance(part, str) and part.startswith("function-"))
        ]
        message = problem["msg"].removeprefix("Value error, ")
        line = f"{field_path(location, prefix)}: {message}"
        value = problem.get("input")
        if problem["type"] != "missing" and not isinstance(value, dict | list):
            line += f" (found {_shown_input(value)})"
        lines.append(line)
    return lines
