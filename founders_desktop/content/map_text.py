"""Read a map file: a few ``[layers]`` of one character per square, plus a ``[map]`` header.

The legend is in resources/content/default/maps/README.md. Every problem is reported with the
file, the line and square, and what is wrong, and all of them are collected before giving up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from founders_desktop.content.errors import PackError, PackProblem
from founders_desktop.content.map_board import MapBoard, ReservedLocation, Section, StartSpace
from founders_desktop.content.terrain import NEIGHBOUR_OFFSETS_8, TERRAIN_CHARS, Square, Terrain

LAYERS = ("terrain", "sections", "start_spaces", "reserved")
REQUIRED_LAYERS = ("terrain", "start_spaces", "reserved")
SECTION_COUNT = 3
MIN_GREEN_PER_SECTION = 4  # one house per player in every section, 4 players
DIFFICULTIES = ("normal", "hard", "very_hard")


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


def derive_sections(terrain: list[str]) -> list[list[Square]]:
    """8-way connected regions of buildable squares, ordered by their leftmost-then-topmost square."""
    buildable = {
        (x, y) for y, row in enumerate(terrain) for x, ch in enumerate(row) if TERRAIN_CHARS[ch].buildable
    }
    regions: list[list[Square]] = []
    seen: set[Square] = set()
    for start in sorted(buildable):
        if start in seen:
            continue
        region, todo = [start], [start]
        seen.add(start)
        while todo:
            x, y = todo.pop()
            for dx, dy in NEIGHBOUR_OFFSETS_8:
                n = (x + dx, y + dy)
                if n in buildable and n not in seen:
                    seen.add(n)
                    region.append(n)
                    todo.append(n)
        regions.append(sorted(region))
    return regions


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

    # -- header: locations and sections ----------------------------------------------------
    locations: dict[str, tuple[str, ...]] = {}
    section_info: dict[int, Section] = {}
    provenance = "reconstructed"
    for key, (line, value) in raw.header.items():
        where = f"[map] {key} (line {line})"
        if key.startswith("location "):
            letter = key.split(" ", 1)[1]
            ids = tuple(v.strip() for v in value.split(",") if v.strip())
            if len(letter) != 1 or not letter.islower() or not ids:
                problems.append(PackProblem(file, where, "expected 'location <letter> = building_id, ...'"))
            locations[letter] = ids
        elif key.startswith("section "):
            number_text = key.split(" ", 1)[1]
            name, _, difficulty = (v.strip() for v in value.partition(","))
            difficulty = difficulty or "normal"
            if not number_text.isdigit() or difficulty not in DIFFICULTIES:
                problems.append(
                    PackProblem(file, where, f"expected 'section <number> = Name, {'|'.join(DIFFICULTIES)}'")
                )
                continue
            section_info[int(number_text)] = Section(
                number=int(number_text),
                name=name,
                solo_difficulty=difficulty,  # type: ignore[arg-type]
            )
        elif key == "provenance":
            if value not in ("rulebook", "reconstructed"):
                problems.append(PackProblem(file, where, "must be 'rulebook' or 'reconstructed'"))
            provenance = value
        elif key not in ("id", "name"):
            problems.append(PackProblem(file, where, "unknown key"))

    def terrain_of(sq: Square) -> Terrain:
        return TERRAIN_CHARS[terrain[sq[1]][sq[0]]]

    # -- start spaces ------------------------------------------------------------------------
    start_spaces: list[StartSpace] = []
    if starts is not None:
        for y, row in enumerate(starts):
            for x, ch in enumerate(row):
                if ch == ".":
                    continue
                if terrain_of((x, y)) is not Terrain.GREY:
                    problems.append(
                        PackProblem(
                            file,
                            f"[start_spaces] square ({x},{y})",
                            f"start space {ch} is on {terrain_of((x, y)).value}, but start spaces are grey",
                        )
                    )
                start_spaces.append(StartSpace(square=(x, y), number=int(ch)))

    # -- reserved locations ------------------------------------------------------------------
    location_squares: dict[str, list[Square]] = {}
    if reserved is not None:
        for y, row in enumerate(reserved):
            for x, ch in enumerate(row):
                is_star = terrain[y][x] == "*"
                if ch == "." and is_star:
                    problems.append(
                        PackProblem(
                            file, f"[reserved] square ({x},{y})", "reserved '*' square has no location letter"
                        )
                    )
                elif ch != "." and not is_star:
                    problems.append(
                        PackProblem(
                            file,
                            f"[reserved] square ({x},{y})",
                            f"location {ch!r} on a square whose terrain is not '*' (reserved)",
                        )
                    )
                elif ch != ".":
                    location_squares.setdefault(ch, []).append((x, y))
        for letter in sorted(set(location_squares) - set(locations)):
            problems.append(
                PackProblem(
                    file, f"[reserved] location {letter!r}", "not named in [map] ('location x = ...')"
                )
            )
        for letter in sorted(set(locations) - set(location_squares)):
            problems.append(PackProblem(file, f"[map] location {letter}", "has no squares in [reserved]"))

    # -- sections ----------------------------------------------------------------------------
    regions = derive_sections(terrain)
    section_of: dict[Square, int] = {}
    if sections_given is not None:
        labels_used: dict[int, int] = {}
        for index, region in enumerate(regions):
            labels = {sections_given[y][x] for x, y in region}
            if len(labels) != 1 or "." in labels:
                problems.append(
                    PackProblem(
                        file,
                        f"[sections] square ({region[0][0]},{region[0][1]})",
                        f"the region the river/wall layout makes here is labelled {sorted(labels)} "
                        "in [sections]; it must carry one section number",
                    )
                )
                continue
            label = int(labels.pop())
            if label in labels_used:
                x, y = region[0]
                problems.append(
                    PackProblem(
                        file,
                        f"[sections] square ({x},{y})",
                        f"section {label} is split by river/wall squares into separate regions",
                    )
                )
            labels_used[label] = index
            for sq in region:
                section_of[sq] = label
        for y, row in enumerate(sections_given):
            for x, ch in enumerate(row):
                if ch != "." and not TERRAIN_CHARS[terrain[y][x]].buildable:
                    problems.append(
                        PackProblem(
                            file,
                            f"[sections] square ({x},{y})",
                            f"section {ch} given to a {TERRAIN_CHARS[terrain[y][x]].value} square",
                        )
                    )
    else:
        for index, region in enumerate(regions, start=1):
            for sq in region:
                section_of[sq] = index
    if len(regions) != SECTION_COUNT:
        problems.append(
            PackProblem(
                file,
                "[terrain]",
                f"river/wall, unbuildable and reserved squares split the city into {len(regions)} "
                f"sections, expected {SECTION_COUNT}",
            )
        )
    numbers = sorted(set(section_of.values()))
    for n in numbers:
        if n not in section_info:
            section_info[n] = Section(number=n, name=f"Section {n}")
    for n in sorted(set(section_info) - set(numbers)):
        problems.append(PackProblem(file, f"[map] section {n}", "no such section on the map"))

    # -- per-section needs -------------------------------------------------------------------
    for n in numbers:
        squares = [sq for sq, s in section_of.items() if s == n]
        counts = {t: sum(1 for sq in squares if terrain_of(sq) is t) for t in Terrain}
        name = f"section {n} ({section_info[n].name})"
        if counts[Terrain.GREEN] < MIN_GREEN_PER_SECTION:
            problems.append(
                PackProblem(
                    file,
                    name,
                    f"has {counts[Terrain.GREEN]} green (house) squares; needs at least "
                    f"{MIN_GREEN_PER_SECTION}, one house per player",
                )
            )
        for t in (Terrain.RED, Terrain.WHITE):
            if counts[t] == 0:
                problems.append(PackProblem(file, name, f"has no {t.value} square for early trade"))
        if not any(section_of.get(s.square) == n for s in start_spaces):
            problems.append(PackProblem(file, name, "has no numbered grey start space"))
    for players in range(1, 5):
        usable = sum(1 for s in start_spaces if s.number <= players)
        if usable < players:
            problems.append(
                PackProblem(
                    file,
                    "[start_spaces]",
                    f"only {usable} start spaces numbered {players} or less; {players} players need one each",
                )
            )

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
            provenance=provenance,  # type: ignore[arg-type]
            terrain_rows=tuple(terrain),
            section_rows=section_rows,
            sections=tuple(section_info[n] for n in sorted(section_info)),
            start_spaces=tuple(start_spaces),
            locations=tuple(
                ReservedLocation(id=letter, buildings=locations[letter], squares=tuple(sorted(sqs)))
                for letter, sqs in sorted(location_squares.items())
            ),
        )
    except ValidationError as e:  # pragma: no cover - the checks above should catch everything
        raise PackError([PackProblem(file, "", str(e))]) from None


def load_map(path: Path, file_label: str | None = None) -> MapBoard:
    """Read and parse one map file."""
    label = file_label or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise PackError([PackProblem(label, "", f"cannot read: {e.strerror or e}")]) from None
    except UnicodeDecodeError:
        raise PackError([PackProblem(label, "", "is not UTF-8 text")]) from None
    return parse_map(text, label)
