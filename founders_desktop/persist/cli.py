"""The one-line summary ``check-save`` prints for a save that opens.

The command itself is ``founders_desktop/app/check_save.py``: it also replays the game as the
app would, which needs the engines' loaders above this layer.
"""

from __future__ import annotations

from founders_desktop.persist.envelope import Envelope


def summary(envelope: Envelope) -> str:
    """One line about a loaded save: game, schema, size of the log, who wrote it and when."""
    payload = envelope.payload
    actions = getattr(payload, "actions", None)
    log = f", {len(actions)} actions" if isinstance(actions, list) else ""
    upgraded = f" (upgraded from schema {envelope.migrated_from})" if envelope.migrated_from else ""
    return (
        f"{envelope.game} save, schema {envelope.schema_version}{upgraded}{log}; "
        f"saved by {envelope.app_version} at {envelope.saved_at:%Y-%m-%d %H:%M:%S %Z}"
    )
