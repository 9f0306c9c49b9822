"""A pack being edited: its JSON as the owner changes it, checked as ``content check`` checks it.

The editor page changes printed values one field at a time; each change marks that field's
provenance "owner" (an owner copied it from their card). :meth:`PackDraft.check` runs the very
loader ``content check`` runs, on a scratch copy of the pack with the edits, and
:meth:`PackDraft.problems_at` hands each problem to the field it names. Saving writes every changed
file atomically, errors or not: a pack with errors is a draft, which the library lists with its
problems and no game can use. No Qt.
"""

from __future__ import annotations

import copy
import json
import re
import shutil
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from founders_desktop.content.errors import PackError, PackProblem
from founders_desktop.content.loader import LIST_FILES, RULES_PARTS, load_pack
from founders_desktop.content.pack import ContentPack
from founders_desktop.content.provenance import Printed
from founders_desktop.content.safe_file import FileRefused, read_json
from founders_desktop.packs.errors import PackRefused
from founders_desktop.packs.library import BUNDLED_ID, pack_files, pack_folder
from founders_desktop.persist.atomic import write_atomic

OWNER = "owner"
RULES_FILE = "rules.json"
EDITED_LISTS = (
    "races.json",
    "advisers.json",
    "resources.json",
    "prestige_buildings.json",
    "footprints.json",
    "standard_cards.json",
    "achievements.json",
)

_WHERE = re.compile(r"^(?:\[(?P<index>\d+)\]\s*)?(?P<id>[^.\[\s]+)?(?:\.(?P<field>[^.\[\s]+))?")


@dataclass(frozen=True)
class FieldRef:
    """One field on screen: an item of a list file (``index``) or a part of rules.json (``part``)."""

    file: str
    index: int | None
    part: str | None
    field: str


def _printed_fields(ref: FieldRef) -> tuple[str, ...]:
    model = LIST_FILES.get(ref.file) if ref.part is None else RULES_PARTS.get(ref.part)
    if model is None or not issubclass(model, Printed):
        return ()
    return model.PRINTED_FIELDS


class PackDraft:
    """The editable files of one library pack, held as JSON values; ``dirty`` once changed."""

    def __init__(self, pack_id: str) -> None:
        folder = pack_folder(pack_id)
        if folder is None:
            raise PackRefused("missing", pack_id)
        if pack_id == BUNDLED_ID:
            raise PackRefused("bundled", pack_id)
        self.pack_id = pack_id
        self.folder = folder
        self.files: dict[str, Any] = {}
        for file in (*EDITED_LISTS, RULES_FILE):
            try:
                self.files[file] = read_json(folder / file, label=f"{pack_id}/{file}")
            except FileRefused as error:
                raise PackRefused("unreadable", pack_id, error.detail) from None
        self.changed: set[str] = set()
        # Each painted map's text as last read or saved (a drag asks it at every square).
        self._saved_maps: dict[str, str | None] = {}
        self.problems: list[PackProblem] = []
        self.checked: ContentPack | None = None  # the pack as edited, when it loads
        self.check()

    @property
    def dirty(self) -> bool:
        return bool(self.changed)

    # -- reading ---------------------------------------------------------------------------
    def items(self, file: str) -> list[dict[str, Any]]:
        data = self.files.get(file)
        return [item for item in data if isinstance(item, dict)] if isinstance(data, list) else []

    def _holder(self, ref: FieldRef) -> dict[str, Any]:
        if ref.part is not None:
            rules = self.files[RULES_FILE]
            holder = rules.get(ref.part) if isinstance(rules, dict) else None
        else:
            data = self.files[ref.file]
            holder = data[ref.index] if isinstance(data, list) and ref.index is not None else None
        if not isinstance(holder, dict):
            raise KeyError(f"{ref.file}: no item for {ref}")
        return holder

    def value(self, ref: FieldRef) -> Any:
        return copy.deepcopy(self._holder(ref).get(ref.field))

    def provenance(self, ref: FieldRef) -> str:
        """Where the field's value comes from ("" where the file does not say)."""
        given = self._holder(ref).get("provenance")
        if isinstance(given, dict):
            return str(given.get(ref.field, ""))
        return str(given) if isinstance(given, str) else ""

    # -- changing --------------------------------------------------------------------------
    def set_value(self, ref: FieldRef, value: Any) -> None:
        """Change one field; a printed field's provenance becomes "owner" (the others keep
        theirs, so a single word is spelt out field by field first)."""
        holder = self._holder(ref)
        if holder.get(ref.field) == value:
            return
        holder[ref.field] = copy.deepcopy(value)
        printed = _printed_fields(ref)
        if ref.field in printed:
            given = holder.get("provenance")
            if not isinstance(given, dict):
                given = dict.fromkeys(printed, given if isinstance(given, str) else OWNER)
            given[ref.field] = OWNER
            holder["provenance"] = given
        self.changed.add(ref.file)
        self.check()

    def add_item(self, file: str, item: dict[str, Any]) -> int:
        """Append a new item to a list file (all its printed values the owner's); its index."""
        data = self.files[file]
        if not isinstance(data, list):
            raise KeyError(f"{file}: not a list")
        data.append({**copy.deepcopy(item), "provenance": OWNER})
        self.changed.add(file)
        self.check()
        return len(data) - 1

    def set_map_text(self, file: str, text: str) -> None:
        """A map painted on its tab (``file`` as the manifest names it, e.g. ``maps/thematic.map``):
        checked and saved with the rest of the pack, so one Save keeps every change and the
        pack's problems include the map's."""
        if file not in self._saved_maps:
            path = self.folder / file
            self._saved_maps[file] = path.read_text(encoding="utf-8") if path.is_file() else None
        on_disk = self._saved_maps[file]
        if text == self.files.get(file, on_disk):
            return
        if text == on_disk:  # painted back as it was saved: nothing to save
            del self.files[file]
            self.changed.discard(file)
        else:
            self.files[file] = text
            self.changed.add(file)
        self.check()

    def remove_item(self, file: str, index: int) -> None:
        """Remove item ``index`` of a list file."""
        data = self.files[file]
        if not isinstance(data, list):
            raise KeyError(f"{file}: not a list")
        del data[index]
        self.changed.add(file)
        self.check()

    # -- checking --------------------------------------------------------------------------
    def check(self) -> list[PackProblem]:
        """Run the loader's checks on the pack with the edits; the problems, also kept in
        ``problems``. Empty: the pack can be used for a game once saved."""
        with tempfile.TemporaryDirectory(prefix="fd-pack-check-") as scratch:
            root = Path(scratch) / self.pack_id
            for relative in pack_files(self.folder):
                target = root / relative
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(self.folder / relative, target)
            for file in self.changed:
                (root / file).parent.mkdir(parents=True, exist_ok=True)
                (root / file).write_text(self._text(file), encoding="utf-8")
            try:
                self.checked = load_pack(root)
            except PackError as error:
                self.problems = list(error.problems)
                self.checked = None
            else:
                self.problems = []
        return self.problems

    def problems_at(self, ref: FieldRef, extra: Iterable[PackProblem] = ()) -> list[PackProblem]:
        """The problems that name this field (by the item's position or its id); ``extra``:
        further problems to look through (the background checks')."""
        return [p for p in (*self.problems, *extra) if self._names(p, ref, ref.field)]

    def item_problems(self, file: str, index: int | None, part: str | None = None) -> list[PackProblem]:
        """Every problem of one item (or rules part), whichever field it names."""
        ref = FieldRef(file, index, part, "")
        return [p for p in self.problems if self._names(p, ref, None)]

    def _names(self, problem: PackProblem, ref: FieldRef, field: str | None) -> bool:
        if problem.file != ref.file:
            return False
        match = _WHERE.match(problem.where)
        if match is None:
            return False
        if ref.part is not None:
            hit = match["id"] == ref.part
        else:
            item_id = self.items(ref.file)[ref.index].get("id") if ref.index is not None else None
            by_index = match["index"] is not None and int(match["index"]) == ref.index
            hit = by_index or (match["index"] is None and match["id"] is not None and match["id"] == item_id)
        return hit and (field is None or match["field"] == field)

    # -- saving ----------------------------------------------------------------------------
    def _text(self, file: str) -> str:
        if isinstance(self.files[file], str):  # a painted map: its text as it is
            return str(self.files[file])
        return json.dumps(self.files[file], indent=2, ensure_ascii=False) + "\n"

    def save(self) -> list[PackProblem]:
        """Write each changed file atomically (a draft with errors too); the problems left."""
        for file in sorted(self.changed):
            try:
                write_atomic(self.folder / file, self._text(file))
                if file in self._saved_maps:
                    self._saved_maps[file] = self._text(file)
            except OSError as error:
                raise PackRefused(
                    "unreadable", self.pack_id, error.strerror or type(error).__name__
                ) from None
        self.changed.clear()
        return self.check()
