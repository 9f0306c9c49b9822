"""The checksum that tells a save written by the app from one edited by hand.

It is computed on the payload's *canonical* JSON (sorted keys, no spaces, UTF-8), not on the
file's bytes, so re-indenting the file does not matter but changing any value does. The value
names what it covers, so a later version can change it without guessing: ``sha256-envelope:``
(written since issue 17) covers the header fields too (game, schema version, app version, time
saved) besides the payload; ``sha256:`` (older saves, still read) covers the payload alone.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

ALGORITHM = "sha256"
ENVELOPE_ALGORITHM = "sha256-envelope"
SIGNED_HEADER = ("game", "schema_version", "app_version", "saved_at")
"""The header fields the envelope checksum covers, as written in the file (``saved_at`` text)."""


def canonical_json(value: Any) -> bytes:
    """One byte string per JSON value, whatever the key order or spacing it was read with."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return text.encode("utf-8")


def payload_checksum(payload: Any) -> str:
    """``sha256:<hex>`` of the canonical JSON of ``payload``."""
    return f"{ALGORITHM}:{hashlib.sha256(canonical_json(payload)).hexdigest()}"


def checksum_matches(payload: Any, checksum: str) -> bool:
    """True when ``checksum`` is the one :func:`payload_checksum` gives for ``payload``."""
    return hmac.compare_digest(payload_checksum(payload), checksum)


def envelope_checksum(header: dict[str, Any], payload: Any) -> str:
    """``sha256-envelope:<hex>`` of the signed header fields (as they stand in the file) and
    the payload, so changing the app version or the time saved is an edit like any other."""
    signed = {name: header.get(name) for name in SIGNED_HEADER}
    signed["payload"] = payload
    return f"{ENVELOPE_ALGORITHM}:{hashlib.sha256(canonical_json(signed)).hexdigest()}"


def document_checksum_matches(document: dict[str, Any], checksum: str) -> bool:
    """True when the file's ``checksum`` is right for its header and payload (an old
    ``sha256:`` value: for its payload, all it covered)."""
    payload = document.get("payload")
    if checksum.startswith(f"{ENVELOPE_ALGORITHM}:"):
        return hmac.compare_digest(envelope_checksum(document, payload), checksum)
    return checksum_matches(payload, checksum)
