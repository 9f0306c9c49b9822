"""Painting a pack's map: one square of one layer at a time, on the map file's own text.

The draft keeps the file's lines (comments and header included) and changes one character of
one row per stroke, or one header line (and, at the first change, the header's provenance to
"owner"), so what is saved is the file the loader reads, and a painter's undo is a stack of
drafts. Its check is the loader's own (``parse_map``, the checks of ``content check``); each
problem keeps the loader's words and the squares it names, for the board.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from founders_desktop.content import MapBoard, Square
from founders_desktop.content.errors import PackError
from founders_desktop.content.map_board import ReservedLocation, StartSpace
from founders_desktop.content.map_text import LAYERS, parse_map
from founders_desktop.content.terrain import TERRAIN_CHARS
from founders_desktop.packs.editing import OWNER

_SQUARE = re.compile(r"\((\d+),\s*(\d+)\)")


@dataclass(frozen=True)
class MapProblem:
    """One thing the loader refuses in the map: its words, and the squares it names (may be none)."""

    where: str
    message: str
    squares: tuple[Square, ...]


@dataclass(frozen=True)
class MapDraft:
    """A map file being painted; ``file`` names it in problems (e.g. ``maps/thematic.map``)."""

    lines: tuple[str, ...]
    file: str

    @classmethod
    def from_text(cls, text: str, file: str) -> MapDraft:
        return cls(tuple(text.splitlines()), file)

    @classmethod
    def read(cls, path: Path, file: str | None = None) -> MapDraft:
        return cls.from_text(path.read_text(encoding="utf-8"), file or path.name)

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"

    def _rows(self, layer: str) -> list[int]:
        """Line indexes of the rows of ``layer``, as the loader reads them (blank lines and
        ``;`` comments skipped, up to the next ``[part]``)."""
        rows: list[int] = []
        inside = False
        for index, line in enumerate(self.lines):
            stripped = line.strip()
            if not stripped or stripped.startswith(";"):
                continue
            if stripped.startswith("[") and stripped.endswith("]"):
                if inside:
                    break
                inside = stripped[1:-1].strip() == layer
                continue
            if inside:
                rows.append(index)
        return rows

    def layer(self, layer: str) -> tuple[str, ...]:
        """The rows of ``layer`` (empty when the file has no such layer)."""
        return tuple(self.lines[i].strip() for i in self._rows(layer))

    def at(self, layer: str, square: Square) -> str:
        """The character of ``square`` in ``layer``; ``KeyError`` off the layer."""
        x, y = square
        rows = self.layer(layer)
        if not (0 <= y < len(rows) and 0 <= x < len(rows[y])):
            raise KeyError(square)
        return rows[y][x]

    def paint(self, layer: str, square: Square, char: str) -> MapDraft:
        """The draft with ``square`` of ``layer`` set to ``char``; ``ValueError`` for a layer
        the map does not know, a square off its rows or more than one character. Whether the
        character is allowed there is the check's business (it says so on the square)."""
        if layer not in LAYERS:
            raise ValueError(f"no layer [{layer}]; expected one of {LAYERS}")
        if len(char) != 1 or char.isspace() or char in "[];":
            raise ValueError(f"a square takes one visible character, not {char!r}")
        x, y = square
        rows = self._rows(layer)
        if not 0 <= y < len(rows):
            raise ValueError(f"square ({x},{y}) is off [{layer}]")
        line = self.lines[rows[y]]
        start = len(line) - len(line.lstrip())
        row = line.strip()
        if not 0 <= x < len(row):
            raise ValueError(f"square ({x},{y}) is off [{layer}]")
        if row[x] == char:
            return self
        new_line = line[:start] + row[:x] + char + row[x + 1 :]
        return MapDraft((*self.lines[: rows[y]], new_line, *self.lines[rows[y] + 1 :]), self.file).owned()

    def header(self, key: str) -> str | None:
        """The value of ``key`` in the [map] header (``section 1``, ``location a``, ...), or None."""
        for index in self._header():
            name, _sep, value = self.lines[index].partition("=")
            if " ".join(name.split()) == key:
                return value.strip()
        return None

    def header_keys(self) -> tuple[str, ...]:
        return tuple(" ".join(self.lines[i].partition("=")[0].split()) for i in self._header())

    def with_header(self, key: str, value: str | None) -> MapDraft:
        """The draft with ``key = value`` in its header (None removes the line; a new key goes
        after the last header line), and owned: a header the owner set is theirs too."""
        if "=" in key or "\n" in key or (value is not None and "\n" in value):
            raise ValueError(f"not a header line: {key!r} = {value!r}")
        return self._set_header(key, value).owned()

    def _set_header(self, key: str, value: str | None) -> MapDraft:
        if self.header(key) == value:
            return self
        line = None if value is None else f"{key} = {value}"
        header = self._header()
        for index in header:
            if " ".join(self.lines[index].partition("=")[0].split()) == key:
                rest = () if line is None else (line,)
                return MapDraft((*self.lines[:index], *rest, *self.lines[index + 1 :]), self.file)
        if line is None:
            return self
        at = header[-1] if header else self._part_line("map")
        if at is None:
            return self
        return MapDraft((*self.lines[: at + 1], line, *self.lines[at + 1 :]), self.file)

    def provenance(self) -> str:
        """What the [map] header says the layout comes from ("" where it does not say)."""
        return (self.header("provenance") or "").split(";")[0].strip()

    def owned(self) -> MapDraft:
        """The draft with its header's provenance "owner": a painted map is the owner's, as an
        edited field of the other forms is."""
        return self._set_header("provenance", OWNER)

    def _part_line(self, part: str) -> int | None:
        for index, line in enumerate(self.lines):
            stripped = line.strip()
            if stripped.startswith("[") and stripped.endswith("]") and stripped[1:-1].strip() == part:
                return index
        return None

    def _header(self) -> list[int]:
        """Line indexes of the ``[map]`` part's ``key = value`` lines."""
        return [i for i in self._rows("map") if "=" in self.lines[i]]

    def problems(self) -> tuple[MapProblem, ...]:
        """Everything the loader refuses in this map (none: the pack may use it)."""
        return self.checked()[1]

    def checked(self) -> tuple[MapBoard | None, tuple[MapProblem, ...]]:
        """The loader's board of this map and its problems, from one reading (the painter draws
        the board and marks the problems after every stroke)."""
        try:
            return parse_map(self.text(), self.file), ()
        except PackError as error:
            return None, tuple(
                MapProblem(
                    p.where,
                    p.message,
                    tuple((int(a), int(b)) for a, b in _SQUARE.findall(f"{p.where} {p.message}")),
                )
                for p in error.problems
            )

    def sketch(self) -> MapBoard | None:
        """The board as painted, problems and all, for the painter to draw while the map cannot
        be used: the layers' characters as they stand, with a character the loader does not know
        drawn as unbuildable and a short row filled out with it. Built without the loader's
        checks, so it is never given to a game; None when there is no terrain to draw."""
        terrain = self.layer("terrain")
        if not terrain:
            return None
        width = max(len(row) for row in terrain)
        rows = tuple((row + "X" * width)[:width] for row in terrain)
        rows = tuple("".join(ch if ch in TERRAIN_CHARS else "X" for ch in row) for row in rows)

        def grid(layer: str) -> dict[Square, str]:
            return {
                (x, y): ch
                for y, row in enumerate(self.layer(layer)[: len(rows)])
                for x, ch in enumerate(row[:width])
                if ch != "."
            }

        sections = grid("sections")
        section_rows = tuple(
            "".join(
                sections.get((x, y), ".") if sections.get((x, y), ".").isdigit() else "."
                for x in range(width)
            )
            for y in range(len(rows))
        )
        starts = tuple(
            StartSpace.model_construct(square=square, number=int(ch))
            for square, ch in sorted(grid("start_spaces").items())
            if ch in "1234"
        )
        letters: dict[str, list[Square]] = {}
        for square, ch in sorted(grid("reserved").items()):
            letters.setdefault(ch, []).append(square)
        locations = tuple(
            ReservedLocation.model_construct(id=letter, buildings=(), squares=tuple(squares))
            for letter, squares in sorted(letters.items())
        )
        return MapBoard.model_construct(
            id=self.file,
            name=self.file,
            provenance="owner",
            terrain_rows=rows,
            section_rows=section_rows,
            sections=(),
            start_spaces=starts,
            locations=locations,
        )
