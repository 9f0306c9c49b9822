"""Read a map file: a few ``[layers]`` of one character per square, plus a ``[map]`` header.

The legend is in resources/content/default/maps/README.md. Every problem is reported with the
file, the line and square, and what is wrong, and all of them are collected before giving up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from founders_desktop.content.errors import PackError, PackProblem
from founders_desktop.content.map_board import MapBoard, ReservedLocation
from founders_desktop.content.map_layers import LayerReader, derive_sections
from founders_desktop.content.safe_file import FileRefused, read_text
from founders_desktop.content.terrain import TERRAIN_CHARS

__all__ = ["derive_sections", "format_map", "load_map", "parse_map"]

LAYERS = ("terrain", "sections", "start_spaces", "reserved")
REQUIRED_LAYERS = ("terrain", "start_spaces", "reserved")


@dataclass
class _Layer:
    line: int  # line number of the [header]
    rows: list[tuple[int, str]] = field(default_factory=list)  # (line number, text)


@dataclass
class _Raw:
    header: dict[str, tuple[int, str]] = field(default_factory=dict)
    layers: dict[str, _Layer] = field(default_factory=dict)


def _split(text: str, file: str, problems: list[PackProblem]) -> _Raw:
    raw = _Raw()
    current: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith(";"):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            current = stripped[1:-1].strip()
            if current != "map" and current not in LAYERS:
                problems.append(
                    PackProblem(
                        file, f"line {number}", f"unknown part [{current}]; expected [map] or {LAYERS}"
                    )
                )
            elif current in raw.layers or (current == "map" and raw.header):
                problems.append(PackProblem(file, f"line {number}", f"[{current}] appears twice"))
            elif current != "map":
                raw.layers[current] = _Layer(number)
            continue
        if current == "map":
            key, sep, value = stripped.partition("=")
            if not sep:
                problems.append(PackProblem(file, f"line {number}", "expected 'key = value' in [map]"))
                continue
            raw.header[" ".join(key.split())] = (number, value.strip())
        elif current in raw.layers:
            raw.layers[current].rows.append((number, stripped))
        elif current is None:
            problems.append(PackProblem(file, f"line {number}", "text before the first [part] header"))
    return raw


def _grid(
    raw: _Raw, name: str, width: int, height: int, allowed: str, file: str, problems: list[PackProblem]
) -> list[str] | None:
    layer = raw.layers.get(name)
    if layer is None:
        return None
    if len(layer.rows) != height:
        problems.append(
            PackProblem(
                file, f"[{name}] (line {layer.line})", f"has {len(layer.rows)} rows, expected {height}"
            )
        )
        return None
    ok = True
    for y, (line, row) in enumerate(layer.rows):
        if len(row) != width:
            problems.append(
                PackProblem(
                    file, f"[{name}] row {y} (line {line})", f"has {len(row)} squares, expected {width}"
                )
            )
            ok = False
        for x, ch in enumerate(row):
            if ch not in allowed:
                problems.append(
                    PackProblem(file, f"[{name}] square ({x},{y}) (line {line})", f"unknown character {ch!r}")
                )
                ok = False
    return [row for _, row in layer.rows] if ok else None


def parse_map(text: str, file: str) -> MapBoard:
    """Parse map text; raise PackError listing every problem found."""
    problems: list[PackProblem] = []
    raw = _split(text, file, problems)
    for name in REQUIRED_LAYERS:
        if name not in raw.layers:
            problems.append(PackProblem(file, f"[{name}]", "this layer is missing"))
    for key in ("id", "name"):
        if key not in raw.header:
            problems.append(PackProblem(file, f"[map] {key}", "missing"))
    terrain_layer = raw.layers.get("terrain")
    if problems or terrain_layer is None or not terrain_layer.rows:
        if terrain_layer is not None and not terrain_layer.rows:
            problems.append(PackProblem(file, "[terrain]", "has no rows"))
        raise PackError(problems)

    height = len(terrain_layer.rows)
    width = len(terrain_layer.rows[0][1])
    terrain = _grid(raw, "terrain", width, height, "".join(TERRAIN_CHARS), file, problems)
    starts = _grid(raw, "start_spaces", width, height, ".1234", file, problems)
    reserved = _grid(raw, "reserved", width, height, ".abcdefghijklmnopqrstuvwxyz", file, problems)
    sections_given = _grid(raw, "sections", width, height, ".123456789", file, problems)
    if terrain is None:
        raise PackError(problems)

    reader = LayerReader(file, terrain, problems)
    header = reader.header(raw.header)
    start_spaces = reader.start_spaces(starts)
    location_squares = reader.reserved(reserved, header.locations)
    section_info = header.sections
    section_of = reader.sections(sections_given, section_info)
    reader.section_needs(section_of, section_info, start_spaces, starts is not None)

    if problems:
        raise PackError(problems)
    section_rows = tuple(
        "".join(str(section_of[(x, y)]) if (x, y) in section_of else "." for x in range(width))
        for y in range(height)
    )
    try:
        return MapBoard(
            id=raw.header["id"][1],
            name=raw.header["name"][1],
            provenance=header.provenance,  # type: ignore[arg-type]
            terrain_rows=tuple(terrain),
            section_rows=section_rows,
            sections=tuple(section_info[n] for n in sorted(section_info)),
            start_spaces=tuple(start_spaces),
            locations=tuple(
                ReservedLocation(id=letter, buildings=header.locations[letter], squares=tuple(sorted(sqs)))
                for letter, sqs in sorted(location_squares.items())
            ),
        )
    except ValidationError as e:  # pragma: no cover - the checks above should catch everything
        raise PackError([PackProblem(file, "", str(e))]) from None


def load_map(path: Path, file_label: str | None = None) -> MapBoard:
    """Read and parse one map file."""
    label = file_label or str(path)
    try:
        text = read_text(path, label=label)
    except FileRefused as e:
        raise PackError([PackProblem(label, "", e.detail)]) from None
    return parse_map(text, label)


def format_map(board: MapBoard) -> str:
    """The map file text of ``board`` (comments aside, ``parse_map`` reads it back equal)."""
    lines = [
        "[map]",
        f"id = {board.id}",
        f"name = {board.name}",
        f"provenance = {board.provenance}",
    ]
    lines += [f"section {s.number} = {s.name}, {s.solo_difficulty}" for s in board.sections]
    lines += [f"location {loc.id} = {', '.join(loc.buildings)}" for loc in board.locations]
    starts = [["."] * board.width for _ in range(board.height)]
    for s in board.start_spaces:
        starts[s.square[1]][s.square[0]] = str(s.number)
    reserved = [["."] * board.width for _ in range(board.height)]
    for loc in board.locations:
        for x, y in loc.squares:
            reserved[y][x] = loc.id
    layers = {
        "terrain": list(board.terrain_rows),
        "sections": list(board.section_rows),
        "start_spaces": ["".join(row) for row in starts],
        "reserved": ["".join(row) for row in reserved],
    }
    for name, rows in layers.items():
        lines += ["", f"[{name}]", *rows]
    return "\n".join(lines) + "\n"
