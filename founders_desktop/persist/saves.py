"""Save and load games as ``.fdsave`` files: the public entry points of this package.

``save_game`` writes atomically, so a crash or a full disk never destroys the previous save;
``load_save`` either returns the whole game or raises one :class:`SaveError` naming the problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from founders_desktop.content.safe_file import FileRefused, read_bytes
from founders_desktop.persist.atomic import write_atomic
from founders_desktop.persist.city_save import CitySave
from founders_desktop.persist.city_save import upgrade_v1 as upgrade_city_v1
from founders_desktop.persist.decode import decode_save
from founders_desktop.persist.envelope import Envelope, encode_envelope, make_envelope
from founders_desktop.persist.errors import Problem, SaveError
from founders_desktop.persist.kinds import GameKinds
from founders_desktop.persist.migrations import Migrations
from founders_desktop.persist.payload import SavePayload
from founders_desktop.persist.sandbox_save import SandboxSave, upgrade_v1, upgrade_v2
from founders_desktop.persist.tactics_save import TacticsSave, upgrade_tactics_v1, upgrade_tactics_v2
from founders_desktop.persist.validation import error_lines

SAVE_SUFFIX = ".fdsave"
MAX_SAVE_BYTES = 64 * 1024 * 1024
"""No real save comes near this; a bigger file is refused before it is read into memory."""

GAME_KINDS = GameKinds([CitySave, SandboxSave, TacticsSave])
MIGRATIONS = Migrations()
MIGRATIONS.add("sandbox", 1, upgrade_v1)
MIGRATIONS.add("sandbox", 2, upgrade_v2)
MIGRATIONS.add("city", 1, upgrade_city_v1)
MIGRATIONS.add("tactics", 1, upgrade_tactics_v1)
MIGRATIONS.add("tactics", 2, upgrade_tactics_v2)
"""The app's registries; tests and tools may pass their own to the functions below."""


def as_payload(
    kind: str, payload: SavePayload | Mapping[str, Any], kinds: GameKinds = GAME_KINDS
) -> SavePayload:
    """``payload`` as the model registered for ``kind`` (a dict is validated into it)."""
    model = kinds.model(kind)
    if model is None:
        raise ValueError(f"unknown game kind {kind!r}; known: {', '.join(kinds.names())}")
    if isinstance(payload, SavePayload):
        if not isinstance(payload, model):
            raise TypeError(f"a {type(payload).__name__} is not a {kind} payload ({model.__name__})")
        return payload
    try:
        return model.model_validate(dict(payload))
    except ValidationError as error:
        raise SaveError(None, Problem.INVALID, error_lines(error, "payload")) from None


def encode_save(kind: str, payload: SavePayload | Mapping[str, Any], kinds: GameKinds = GAME_KINDS) -> bytes:
    """The bytes of a save file for ``payload``, stamped with the time and app version."""
    return encode_envelope(make_envelope(as_payload(kind, payload, kinds)))


def save_game(
    path: Path | str,
    kind: str,
    payload: SavePayload | Mapping[str, Any],
    *,
    backup: bool = False,
    kinds: GameKinds = GAME_KINDS,
) -> Path:
    """Write ``payload`` as a ``kind`` save at ``path`` (atomically; ``backup`` keeps ``.bak``).

    Raises :class:`SaveError` with ``invalid`` for a payload that does not validate and
    ``unwritable`` when the disk refuses; the file at ``path`` is then unchanged.
    """
    target = Path(path)
    try:
        data = encode_save(kind, payload, kinds)
    except SaveError as error:
        raise SaveError(target, error.problem_code, error.details) from None
    try:
        write_atomic(target, data, backup=backup)
    except OSError as error:
        raise SaveError(target, Problem.UNWRITABLE, [error.strerror or str(error)]) from error
    return target


def read_save_bytes(path: Path) -> bytes:
    """The file's bytes, or ``unreadable`` / ``foreign`` (a device, a pipe, far too large)."""
    try:
        return read_bytes(path, MAX_SAVE_BYTES)
    except FileRefused as error:
        if error.code == "too_large":
            raise SaveError(path, Problem.FOREIGN, [f"{error.detail}: far too large for a save"]) from None
        code = Problem.FOREIGN if error.detail.startswith("this is a device") else Problem.UNREADABLE
        raise SaveError(path, code, [error.detail]) from None


def load_save(
    path: Path | str, *, kinds: GameKinds = GAME_KINDS, migrations: Migrations = MIGRATIONS
) -> Envelope:
    """The save at ``path``, upgraded to the current schema and validated.

    Raises :class:`SaveError` (never anything else for a bad file); ``envelope.game`` says
    which engine replays it and ``envelope.payload_as(CitySave)`` gives the typed payload.
    """
    source = Path(path)
    return decode_save(read_save_bytes(source), kinds, migrations, source)
