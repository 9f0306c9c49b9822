"""The registry of game kinds: which payload model and schema version each kind saves with.

Adding a kind of save (the sandbox layout, a campaign) is one ``register`` call; the loader
refuses kinds it does not find here as ``unknown_game`` instead of guessing.
"""

from __future__ import annotations

from collections.abc import Iterable

from founders_desktop.persist.payload import SavePayload


class GameKinds:
    """Maps a game kind (``"city"``) to its payload model; the model carries the version."""

    def __init__(self, models: Iterable[type[SavePayload]] = ()) -> None:
        self._models: dict[str, type[SavePayload]] = {}
        for model in models:
            self.register(model)

    def register(self, model: type[SavePayload]) -> type[SavePayload]:
        """Add ``model`` under ``model.GAME``; usable as a class decorator."""
        kind, version = model.GAME, model.SCHEMA_VERSION
        if not kind or not isinstance(version, int) or version < 1:
            raise ValueError(f"{model.__name__} needs a GAME name and a SCHEMA_VERSION >= 1")
        if kind in self._models and self._models[kind] is not model:
            raise ValueError(f"game kind {kind!r} is already registered to {self._models[kind].__name__}")
        self._models[kind] = model
        return model

    def model(self, kind: str) -> type[SavePayload] | None:
        """The payload model for ``kind``, or None when this app does not know it."""
        return self._models.get(kind)

    def current_version(self, kind: str) -> int:
        """The schema version this app writes for ``kind`` (and the newest it reads)."""
        return self._models[kind].SCHEMA_VERSION

    def names(self) -> list[str]:
        """The known kinds, sorted, for messages ("known: city, tactics")."""
        return sorted(self._models)

    def __contains__(self, kind: object) -> bool:
        return kind in self._models
