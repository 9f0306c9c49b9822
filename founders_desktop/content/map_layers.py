"""Interpret the layers of a map file: header keys, start spaces, reserved locations, sections.

Each function adds what it finds wrong to ``problems`` (file, square, what) and goes on, so that
one run of ``content check`` reports every mistake in the file.
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.content.errors import PackProblem
from founders_desktop.content.map_board import Section, StartSpace
from founders_desktop.content.provenance import PROVENANCES
from founders_desktop.content.terrain import NEIGHBOUR_OFFSETS_8, TERRAIN_CHARS, Square, Terrain

SECTION_COUNT = 3
MIN_GREEN_PER_SECTION = 4  # one house per player in every section, 4 players
DIFFICULTIES = ("normal", "hard", "very_hard")


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


@dataclass
class Header:
    """What the [map] part says besides id and name."""

    locations: dict[str, tuple[str, ...]]
    sections: dict[int, Section]
    provenance: str


@dataclass
class LayerReader:
    """Reads the layers of one map whose [terrain] grid is already known to be well formed."""

    file: str
    terrain: list[str]
    problems: list[PackProblem]

    def terrain_of(self, sq: Square) -> Terrain:
        return TERRAIN_CHARS[self.terrain[sq[1]][sq[0]]]

    def header(self, raw: dict[str, tuple[int, str]]) -> Header:
        file, problems = self.file, self.problems
        locations: dict[str, tuple[str, ...]] = {}
        section_info: dict[int, Section] = {}
        provenance = "reconstructed"
        for key, (line, value) in raw.items():
            where = f"[map] {key} (line {line})"
            if key.startswith("location "):
                letter = key.split(" ", 1)[1]
                ids = tuple(v.strip() for v in value.split(",") if v.strip())
                if len(letter) != 1 or not letter.islower() or not ids:
                    problems.append(
                        PackProblem(file, where, "expected 'location <letter> = building_id, ...'")
                    )
                locations[letter] = ids
            elif key.startswith("section "):
                number_text = key.split(" ", 1)[1]
                name, _, difficulty = (v.strip() for v in value.partition(","))
                difficulty = difficulty or "normal"
                if not number_text.isdigit() or difficulty not in DIFFICULTIES:
                    problems.append(
                        PackProblem(
                            file, where, f"expected 'section <number> = Name, {'|'.join(DIFFICULTIES)}'"
                        )
                    )
                    continue
                section_info[int(number_text)] = Section(
                    number=int(number_text),
                    name=name,
                    solo_difficulty=difficulty,  # type: ignore[arg-type]
                )
            elif key == "provenance":
                if value not in PROVENANCES:
                    problems.append(PackProblem(file, where, f"must be one of {', '.join(PROVENANCES)}"))
                provenance = value
            elif key not in ("id", "name"):
                problems.append(PackProblem(file, where, "unknown key"))

        return Header(locations, section_info, provenance)

    def start_spaces(self, starts: list[str] | None) -> list[StartSpace]:
        file, problems, terrain_of = self.file, self.problems, self.terrain_of
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
                                f"start space {ch} is on {terrain_of((x, y)).value}, "
                                "but start spaces are grey",
                            )
                        )
                    start_spaces.append(StartSpace(square=(x, y), number=int(ch)))

        return start_spaces

    def reserved(
        self, reserved: list[str] | None, locations: dict[str, tuple[str, ...]]
    ) -> dict[str, list[Square]]:
        file, problems, terrain = self.file, self.problems, self.terrain
        location_squares: dict[str, list[Square]] = {}
        if reserved is not None:
            for y, row in enumerate(reserved):
                for x, ch in enumerate(row):
                    is_star = terrain[y][x] == "*"
                    if ch == "." and is_star:
                        problems.append(
                            PackProblem(
                                file,
                                f"[reserved] square ({x},{y})",
                                "reserved '*' square has no location letter",
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

        return location_squares

    def sections(
        self, sections_given: list[str] | None, section_info: dict[int, Section]
    ) -> dict[Square, int]:
        file, problems, terrain = self.file, self.problems, self.terrain
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

        return section_of

    def section_needs(
        self,
        section_of: dict[Square, int],
        section_info: dict[int, Section],
        start_spaces: list[StartSpace],
        starts_given: bool,
    ) -> None:
        file, problems, terrain_of = self.file, self.problems, self.terrain_of
        numbers = sorted(set(section_of.values()))
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
            if starts_given and not any(section_of.get(s.square) == n for s in start_spaces):
                problems.append(PackProblem(file, name, "has no numbered grey start space"))
        for players in range(1, 5) if starts_given else ():
            usable = sum(1 for s in start_spaces if s.number <= players)
            if usable < players:
                problems.append(
                    PackProblem(
                        file,
                        "[start_spaces]",
                        f"only {usable} start spaces numbered {players} or less; "
                        f"{players} players need one each",
                    )
                )
