"""Fixtures for content tests: the bundled pack, and a writable copy of it to break."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.content import ContentPack, default_pack, default_pack_path


@pytest.fixture(scope="session")
def pack() -> ContentPack:
    return default_pack()


class PackCopy:
    """A copy of the default pack in a temporary folder, with helpers to break it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def read_json(self, file: str) -> Any:
        return json.loads((self.folder / file).read_text(encoding="utf-8"))

    def write_json(self, file: str, data: Any) -> None:
        (self.folder / file).write_text(json.dumps(data, indent=2), encoding="utf-8")

    def edit_json(self, file: str, change: Callable[[Any], None]) -> None:
        data = self.read_json(file)
        change(data)
        self.write_json(file, data)

    def item(self, data: list[dict[str, Any]], item_id: str) -> dict[str, Any]:
        return next(i for i in data if i["id"] == item_id)

    def edit_text(self, file: str, change: Callable[[str], str]) -> None:
        path = self.folder / file
        path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")


@pytest.fixture
def pack_copy(tmp_path: Path) -> PackCopy:
    folder = tmp_path / "broken"
    shutil.copytree(default_pack_path(), folder)
    return PackCopy(folder)
