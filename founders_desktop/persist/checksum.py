"""The checksum that tells a save written by the app from one edited by hand.

It is computed on the payload's *canonical* JSON (sorted keys, no spaces, UTF-8), not on the
file's bytes, so re-indenting the file does not matter but changing any value does. The value
names its algorithm (``sha256:...``) so a later version can change it without guessing.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

ALGORITHM = "sha256"


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
