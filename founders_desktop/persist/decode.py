"""Read a save's bytes into an :class:`Envelope`, refusing anything doubtful with a named problem.

The checks run from the outside in, and each stops at the first problem it can name: is it
JSON, is it ours, which game, is it newer than this app, was it edited, does it upgrade, does
it validate. A file is either loaded whole or refused: nothing is half-loaded.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from founders_desktop import __version__
from founders_desktop.persist.checksum import document_checksum_matches, payload_checksum
from founders_desktop.persist.envelope import FORMAT, Envelope, Header
from founders_desktop.persist.errors import Problem, SaveError
from founders_desktop.persist.jsontext import parse_json_object
from founders_desktop.persist.kinds import GameKinds
from founders_desktop.persist.migrations import MigrationError, Migrations
from founders_desktop.persist.validation import error_lines


def _check_ours(document: dict[str, Any], path: Path | None) -> None:
    if "format" not in document:
        raise SaveError(path, Problem.FOREIGN, ["the JSON has no 'format' field; it is some other file"])
    if document["format"] != FORMAT:
        found = str(document["format"])[:60]
        raise SaveError(path, Problem.FOREIGN, [f"its format is {found!r}, not {FORMAT!r}"])


def _game_and_version(document: dict[str, Any], kinds: GameKinds, path: Path | None) -> tuple[str, int]:
    """The game kind and schema version, checked before the rest of the header because a
    newer app may have changed the rest."""
    game, version = document.get("game"), document.get("schema_version")
    problems = []
    if not isinstance(game, str) or not game:
        problems.append("game: missing or not a name")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        problems.append("schema_version: missing or not a whole number >= 1")
    if problems:
        raise SaveError(path, Problem.INVALID, problems)
    assert isinstance(game, str) and isinstance(version, int)
    writer = document.get("app_version")
    by = writer[:40] if isinstance(writer, str) and writer else "(unknown)"
    if game not in kinds:
        known = ", ".join(kinds.names()) or "none"
        lines = [f"the game kind is {game[:60]!r}; this version knows: {known}"]
        if by != __version__:
            lines.append(f"it was saved by version {by}; this is version {__version__}")
        raise SaveError(path, Problem.UNKNOWN_GAME, lines)
    current = kinds.current_version(game)
    if version > current:
        raise SaveError(
            path,
            Problem.TOO_NEW,
            [
                f"saved by a newer version {by}; update the app",
                f"its {game} save schema is {version}; this app ({__version__}) reads up to {current}",
            ],
        )
    return game, version


def decode_save(data: bytes, kinds: GameKinds, migrations: Migrations, path: Path | None = None) -> Envelope:
    """The envelope in ``data``, its payload upgraded and validated; else :class:`SaveError`."""
    document = parse_json_object(data, path)
    _check_ours(document, path)
    game, version = _game_and_version(document, kinds, path)
    try:
        header = Header.model_validate(document)
    except ValidationError as error:
        raise SaveError(path, Problem.INVALID, error_lines(error)) from None
    if not document_checksum_matches(document, header.checksum):
        raise SaveError(
            path,
            Problem.EDITED,
            ["the payload does not match the checksum written with it: it was edited by hand or damaged"],
        )
    current = kinds.current_version(game)
    model = kinds.model(game)
    assert model is not None
    try:
        raw = migrations.upgrade(game, header.payload, version, current)
        payload = model.model_validate(raw)
    except MigrationError as error:
        raise SaveError(path, Problem.INVALID, [str(error)]) from error
    except ValidationError as error:
        raise SaveError(path, Problem.INVALID, error_lines(error, "payload")) from None
    except RecursionError:
        raise SaveError(path, Problem.INVALID, ["payload: nested too deeply"]) from None
    return Envelope(
        schema_version=current,
        game=game,
        app_version=header.app_version,
        saved_at=header.saved_at,
        checksum=header.checksum if version == current else payload_checksum(payload.model_dump(mode="json")),
        payload=payload,
        migrated_from=version if version < current else None,
    )
