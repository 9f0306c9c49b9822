"""Upgrade old payloads step by step to the schema this app writes.

Each step turns version N of one game kind's payload into version N+1. Steps are plain
functions on dicts (the models of old versions need not be kept) and get their own deep copy,
so they may change it in place. Loading runs the chain from the file's version to the current
one, then validates the result with the current model.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

Migration = Callable[[dict[str, Any]], dict[str, Any]]


class MigrationError(ValueError):
    """A step is missing or failed; the loader turns it into ``SaveError(invalid)``."""


class Migrations:
    """The steps of every game kind, keyed by the version they upgrade from."""

    def __init__(self) -> None:
        self._steps: dict[tuple[str, int], Migration] = {}

    def register(self, kind: str, from_version: int) -> Callable[[Migration], Migration]:
        """Decorator: ``@MIGRATIONS.register("city", 1)`` on a function v1 dict -> v2 dict."""

        def add(step: Migration) -> Migration:
            self.add(kind, from_version, step)
            return step

        return add

    def add(self, kind: str, from_version: int, step: Migration) -> None:
        """Register ``step`` as the upgrade of ``kind`` from ``from_version`` to the next."""
        if from_version < 1:
            raise ValueError("schema versions start at 1")
        if (kind, from_version) in self._steps:
            raise ValueError(f"{kind} already has a migration from version {from_version}")
        self._steps[(kind, from_version)] = step

    def missing(self, kind: str, current_version: int) -> list[int]:
        """Versions below ``current_version`` with no step: a test keeps this list empty."""
        return [v for v in range(1, current_version) if (kind, v) not in self._steps]

    def upgrade(
        self, kind: str, payload: dict[str, Any], from_version: int, to_version: int
    ) -> dict[str, Any]:
        """``payload`` (left untouched) upgraded from ``from_version`` to ``to_version``."""
        result = copy.deepcopy(payload)
        for version in range(from_version, to_version):
            step = self._steps.get((kind, version))
            if step is None:
                raise MigrationError(f"no upgrade of {kind} saves from schema version {version}")
            try:
                result = step(result)
            except Exception as error:
                raise MigrationError(
                    f"upgrading the {kind} save from schema version {version} failed: {error}"
                ) from error
            if not isinstance(result, dict):
                raise MigrationError(f"the upgrade of {kind} saves from version {version} returned no object")
        return result
