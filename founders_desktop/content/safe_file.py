"""The one safe way the app reads a file it did not write this minute: saves, content packs,
scenarios, cases.

A reader must never block on a FIFO, read a device to exhaustion, load a 100 MB file into a
parser, or let Python's own limits (a 5,000-digit integer, ``1e999``, a lone surrogate, deep
nesting) escape as a traceback. So the kind and size of the file are checked before a byte is
read, and the parsed JSON is walked once to refuse what is not plain, finite, printable JSON.
Every refusal is one :class:`FileRefused` with a stable ``code`` and a one-line English text
that names the file; callers wrap it into their own error type.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

DEFAULT_LIMIT = 16 * 1024 * 1024
"""No pack file, scenario or case comes near this; bigger files are refused unread."""
MAX_DEPTH = 64
"""Far deeper than any file the app writes; deeper documents are refused."""
MAX_NAME = 4096
MAX_DIGITS = 1000
"""Longer integers are refused before Python converts them (that is slow, and it has a limit)."""


class FileRefused(ValueError):
    """``code``: missing, not_a_file, too_large, unreadable, empty, not_utf8, not_json,
    too_deep, bad_number, bad_text; ``detail`` is English; ``str()`` names the file."""

    def __init__(
        self, name: str, code: str, detail: str, position: int | None = None, where: str = ""
    ) -> None:
        super().__init__(f"{name}: {detail}")
        self.name = name
        self.code = code
        self.detail = detail
        #: Where a JSON syntax error is (a character offset), for messages that show the byte.
        self.position = position
        #: The same as "line L column C", for lists of problems that keep it apart.
        self.where = where
        #: The syntax error alone (``detail`` without the position).
        self.reason = detail


def read_bytes(path: Path | str, limit: int = DEFAULT_LIMIT) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, read without blocking."""
    name = str(path)
    if len(name) > MAX_NAME or any(len(part) > 255 for part in Path(name).parts):
        raise FileRefused(name[:200] + "...", "unreadable", "the file name is longer than the system allows")
    try:
        info = os.stat(name)
    except FileNotFoundError as error:
        raise FileRefused(name, "missing", f"cannot read: {error.strerror or 'no such file'}") from None
    except (OSError, ValueError) as error:
        raise FileRefused(name, "unreadable", f"cannot be read: {_why(error)}") from None
    if stat.S_ISDIR(info.st_mode):
        raise FileRefused(name, "not_a_file", "this is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(name, "not_a_file", "this is a device, pipe or socket, not a file")
    if info.st_size > limit:
        raise FileRefused(
            name, "too_large", f"the file is {info.st_size / 2**20:.1f} MB; at most {limit / 2**20:.0f} MB"
        )
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(name, flags)
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped since the stat
                raise FileRefused(name, "not_a_file", "this is a device, pipe or socket, not a file")
            data = handle.read(limit + 1)
    except OSError as error:
        raise FileRefused(name, "unreadable", f"cannot be read: {_why(error)}") from None
    if len(data) > limit:
        raise FileRefused(name, "too_large", f"the file is larger than {limit / 2**20:.0f} MB")
    return data


def _why(error: BaseException) -> str:
    return (error.strerror if isinstance(error, OSError) else None) or str(error)


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 text (a byte-order mark is allowed), or ``not_utf8`` naming the byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise FileRefused(name, "not_utf8", f"is not UTF-8 text (byte {error.start})") from None


def _refuse_constant(word: str) -> Any:
    raise FileRefused("", "bad_number", f"{word} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise FileRefused("", "bad_number", f"the number {text[:20]} is too large")
    return value


def _bounded_int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise FileRefused("", "bad_number", f"a number of {len(text)} digits is too large")
    return int(text)


def parse_json(text: str, name: str, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``text``; ``FileRefused`` for bad syntax, non-finite or huge numbers,
    lone surrogates and nesting deeper than ``max_depth``."""
    if not text.strip():
        detail = "the file is empty" if not text else "the file holds only white space"
        raise FileRefused(name, "empty", detail)
    if nesting_depth(text, max_depth) > max_depth:
        raise FileRefused(name, "too_deep", f"the JSON is nested more than {max_depth} levels deep")
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite, parse_int=_bounded_int)
    except FileRefused as error:
        raise FileRefused(name, error.code, error.detail) from None
    except json.JSONDecodeError as error:
        detail = f"not valid JSON (line {error.lineno}, column {error.colno}): {error.msg}"
        refusal = FileRefused(
            name, "not_json", detail, error.pos, f"line {error.lineno} column {error.colno}"
        )
        refusal.reason = error.msg
        raise refusal from None
    except (ValueError, RecursionError) as error:
        raise FileRefused(name, "not_json", f"not valid JSON: {str(error)[:80]}") from None
    problem = text_problem(value)
    if problem:
        raise FileRefused(name, "bad_text", problem)
    return value


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """The deepest bracket nesting of ``text`` outside strings, counted no further than one past
    ``limit`` (a 100,000-level attack stops after ``limit`` brackets; no recursion)."""
    if "[" not in text and "{" not in text:
        return 0
    deepest = depth = 0
    brackets = _outside_strings(text).translate(_ONLY_BRACKETS)  # C speed
    for char in brackets:
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        else:
            depth -= 1
    return deepest


_ONLY_BRACKETS = {code: None for code in range(0x10000) if chr(code) not in "[]{}"}


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)


def _outside_strings(text: str) -> str:
    """``text`` without its JSON strings (escaped quotes respected), at the regex engine's speed."""
    return _STRING.sub("", text) if '"' in text else text


def text_problem(value: Any) -> str | None:
    """Why a parsed value cannot be written back as UTF-8 (a lone surrogate), or None."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _has_surrogate(item):
                return f"the text {item[:20]!r} holds a lone surrogate, which is not a character"
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
    return None


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def read_json(path: Path | str, limit: int = DEFAULT_LIMIT, label: str | None = None) -> Any:
    """The JSON value in the file at ``path``; ``FileRefused`` (named ``label`` or the path)."""
    name = label or str(path)
    try:
        data = read_bytes(path, limit)
    except FileRefused as error:
        raise FileRefused(name, error.code, error.detail) from None
    return parse_json(decode_text(data, name), name)


def read_text(path: Path | str, limit: int = DEFAULT_LIMIT, label: str | None = None) -> str:
    """The UTF-8 text of the file at ``path`` (map files); ``FileRefused`` otherwise."""
    name = label or str(path)
    try:
        data = read_bytes(path, limit)
    except FileRefused as error:
        raise FileRefused(name, error.code, error.detail) from None
    return decode_text(data, name)


def inside(folder: Path, relative: str) -> Path:
    """``folder / relative``, refused (``outside``) when it is absolute or leaves ``folder``:
    a content pack names only files of its own folder, never ``../../etc/passwd``."""
    candidate = Path(relative)
    if candidate.is_absolute() or candidate.drive or not relative or "\x00" in relative:
        raise FileRefused(relative, "outside", "a pack file must be a path inside the pack's folder")
    root = folder.resolve()
    target = (root / candidate).resolve()
    if target != root and root not in target.parents:
        raise FileRefused(relative, "outside", "a pack file must be a path inside the pack's folder")
    return target
