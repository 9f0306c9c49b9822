"""Turn a save file's bytes into a JSON object, or say exactly why they are not one.

A file cut short by a crash, a picture renamed to ``.fdsave`` and a hand edit that broke the
syntax are different problems for the player, so each gets its own code and a message that
says where the JSON stopped (line, column, byte).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from founders_desktop.content.safe_file import FileRefused, parse_json
from founders_desktop.persist.errors import Problem, SaveError

# Well-known file signatures, so a renamed file is named for what it is.
_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"%PDF", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"SQLite format 3\x00", "an SQLite database"),
)

_OPENERS = {"{": "}", "[": "]"}
_JSON_NAMES = {dict: "object", list: "array", str: "string", int: "number", float: "number", bool: "boolean"}


def describe_binary(data: bytes) -> str | None:
    """What kind of file ``data`` looks like, when its signature is a well-known one."""
    for magic, name in _MAGIC:
        if data.startswith(magic):
            return name
    return None


def looks_truncated(text: str) -> bool:
    """True when ``text`` reads as the start of a longer JSON document: brackets or a string
    are still open at the end and no bracket was closed wrongly before it."""
    stack: list[str] = []
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in _OPENERS:
            stack.append(_OPENERS[char])
        elif char in "]}" and (not stack or stack.pop() != char):
            return False
    return in_string or bool(stack)


def _position(text: str, pos: int) -> str:
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    offset = len(text[:pos].encode("utf-8"))
    return f"line {line}, column {column} (byte {offset})"


def parse_json_object(data: bytes, path: Path | None) -> dict[str, Any]:
    """The top-level JSON object in ``data``; a :class:`SaveError` for anything else."""
    if not data.strip():
        detail = "the file is empty" if not data else "the file holds only white space"
        raise SaveError(path, Problem.TRUNCATED, [detail])
    kind = describe_binary(data)
    if kind is not None:
        raise SaveError(path, Problem.NOT_JSON, [f"the file is {kind}"])
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SaveError(
            path, Problem.NOT_JSON, [f"the file is binary data, not UTF-8 text (byte {error.start})"]
        ) from None
    try:
        value = parse_json(text, str(path) if path is not None else "")
    except FileRefused as error:
        if error.code == "not_json" and looks_truncated(text):
            end = len(text.rstrip())
            raise SaveError(
                path,
                Problem.TRUNCATED,
                [f"the JSON stops at {_position(text, end)} before it is complete"],
            ) from None
        if error.position is not None:
            where = _position(text, error.position)
            raise SaveError(path, Problem.NOT_JSON, [f"{error.reason} at {where}"]) from None
        raise SaveError(path, Problem.NOT_JSON, [error.detail]) from None
    if not isinstance(value, dict):
        raise SaveError(
            path,
            Problem.FOREIGN,
            [f"the file holds a JSON {_JSON_NAMES.get(type(value), 'null')}, not an object"],
        )
    return value
