"""What every save payload shares: strict models, a seed, and an action log of plain JSON.

"A game is its seed plus its move log; that log is the save file." The engines serialise each
action as a small dict with a ``type`` key; this layer does not know the actions, but it makes
sure they are JSON through and through, so that what is saved is exactly what is loaded back
(a tuple would come back as a list, and a replay could then differ).
"""

from __future__ import annotations

import math
import re
from typing import Annotated, Any, ClassVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

SEED_LIMIT = 2**64
MAX_INT_BITS = 3000
"""Integers the readers accept (under 1,000 digits); the writer refuses larger ones too."""


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class SavePayload(BaseModel):
    """Base of the per-game payload models; each names its game kind and schema version.

    Unknown fields are refused: a field this version does not know means a newer schema,
    which must come with a higher ``SCHEMA_VERSION`` (older apps then say "too new").
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    GAME: ClassVar[str]
    SCHEMA_VERSION: ClassVar[int]


def json_problem(value: Any, where: str = "") -> str | None:
    """Why ``value`` is not plain JSON (with the path to the culprit), or None when it is."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_INT_BITS:
        return f"{where or 'value'}: a number of over {MAX_INT_BITS * 3 // 10} digits is too large"
    if isinstance(value, str) and not _encodable(value):
        return f"{where or 'value'}: the text holds a lone surrogate, which is not a character"
    if value is None or isinstance(value, bool | int | str):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{where or 'value'}: {value} is not a JSON number"
    if isinstance(value, list):
        for index, item in enumerate(value):
            problem = json_problem(item, f"{where}[{index}]")
            if problem:
                return problem
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{where or 'value'}: key {key!r} is not a string"
            problem = json_problem(item, f"{where}.{key}" if where else key)
            if problem:
                return problem
        return None
    return (
        f"{where or 'value'}: a {type(value).__name__} is not JSON (use lists, dicts, str, int, float, bool)"
    )


def _check_action(action: dict[str, Any]) -> dict[str, Any]:
    kind = action.get("type")
    if not isinstance(kind, str) or not kind:
        raise ValueError("an action needs a non-empty string 'type'")
    problem = json_problem(action)
    if problem:
        raise ValueError(problem)
    return action


def _check_json(value: dict[str, Any]) -> dict[str, Any]:
    problem = json_problem(value)
    if problem:
        raise ValueError(problem)
    return value


Action = Annotated[dict[str, Any], AfterValidator(_check_action)]
"""One engine action, serialised: ``{"type": "place_tile", ...}`` with JSON values only."""

JsonObject = Annotated[dict[str, Any], AfterValidator(_check_json)]
"""Any JSON object (an embedded scenario, a result's extra figures)."""

Seed = Annotated[int, Field(ge=0, lt=SEED_LIMIT, strict=True)]
"""The seed of the game's one random generator: an unsigned 64-bit integer."""


def _check_identifier(value: str) -> str:
    if not _IDENTIFIER.match(value):
        raise ValueError("an id is a letter or digit, then letters, digits and - _ . : / (no spaces)")
    return value


_IDENTIFIER = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:/-]*$")
Identifier = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_check_identifier)]
"""A pack, map or scenario id: no spaces, so it is safe in file names and logs."""
