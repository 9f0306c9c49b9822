"""The envelope around every payload: what the file is, who wrote it, and its checksum.

``{"format": "founders-desktop-save", "schema_version": N, "game": "city", "app_version": ...,
"saved_at": ..., "checksum": "sha256-envelope:...", "payload": {...}}``. The header is readable at the
top of the file; the payload is the engine's business. This module makes the bytes;
``decode.py`` reads them back and ``saves.py`` adds the files.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any, Final, Literal, TypeVar

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, SerializeAsAny

from founders_desktop import __version__
from founders_desktop.persist.checksum import envelope_checksum
from founders_desktop.persist.payload import SavePayload

FORMAT: Final = "founders-desktop-save"

P = TypeVar("P", bound=SavePayload)


class _HeaderFields(BaseModel):
    """The header fields, shared by the file as read and the loaded save."""

    format: Literal["founders-desktop-save"] = FORMAT
    schema_version: int = Field(ge=1, strict=True)
    game: str
    app_version: str = Field(min_length=1, max_length=100)
    saved_at: AwareDatetime
    checksum: str = Field(pattern=r"^sha256(-envelope)?:[0-9a-f]{64}$")


class Envelope(_HeaderFields):
    """A loaded (or about to be written) save: the header fields and the typed payload."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    payload: SerializeAsAny[SavePayload]
    migrated_from: int | None = Field(default=None, exclude=True)
    """The schema version the file had, when loading upgraded it (None: it was current)."""

    def payload_as(self, model: type[P]) -> P:
        """The payload typed as ``model``: ``envelope.payload_as(CitySave).seats``."""
        if not isinstance(self.payload, model):
            raise TypeError(f"this is a {self.game} save, not a {model.GAME} save")
        return self.payload


class Header(_HeaderFields):
    """The header as read from a file (``format`` required), checked before the payload."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["founders-desktop-save"]
    payload: dict[str, Any]


def make_envelope(payload: SavePayload, *, saved_at: datetime | None = None) -> Envelope:
    """Wrap ``payload`` with today's header, app version and checksum."""
    data = payload.model_dump(mode="json")
    when = saved_at or datetime.now(UTC)
    header = {
        "game": payload.GAME,
        "schema_version": payload.SCHEMA_VERSION,
        "app_version": __version__,
        "saved_at": when.isoformat(),
    }
    return Envelope(
        schema_version=payload.SCHEMA_VERSION,
        game=payload.GAME,
        app_version=__version__,
        saved_at=when,
        checksum=envelope_checksum(header, data),
        payload=payload,
    )


def encode_envelope(envelope: Envelope) -> bytes:
    """The file's bytes: indented UTF-8 JSON, header keys first, payload last."""
    document = {
        "format": envelope.format,
        "schema_version": envelope.schema_version,
        "game": envelope.game,
        "app_version": envelope.app_version,
        "saved_at": envelope.saved_at.isoformat(),
        "checksum": envelope.checksum,
        "payload": envelope.payload.model_dump(mode="json"),
    }
    return (json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")
