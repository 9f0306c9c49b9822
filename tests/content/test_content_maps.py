"""Map invariants for both sides of the board, and the MapBoard lookups the rules use."""

from __future__ import annotations

import pytest

from founders_desktop.content import ContentPack, MapBoard, Terrain
from founders_desktop.content.map_text import derive_sections

SIDES = ["thematic", "symmetric"]


@pytest.fixture(params=SIDES)
def board(request: pytest.FixtureRequest, pack: ContentPack) -> MapBoard:
    return pack.maps[request.param]


def _flood(board: MapBoard, start: tuple[int, int], passable: set[tuple[int, int]]) -> set[tuple[int, int]]:
    seen, todo = {start}, [start]
    while todo:
        for n in board.neighbours8(todo.pop()):
            if n in passable and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def test_realistic_size(board: MapBoard) -> None:
    assert 18 <= board.width <= 24 and 12 <= board.height <= 16


def test_exactly_three_sections_that_river_wall_squares_separate(board: MapBoard) -> None:
    assert board.section_numbers == (1, 2, 3)
    buildable = {sq for sq in board.squares() if board.is_buildable(sq)}
    for n in board.section_numbers:
        squares = board.section_squares(n)
        start = min(squares)
        # 8-way walking over buildable squares never leaves the section...
        assert _flood(board, start, buildable) == set(squares)
        # ...but adding the river/wall squares (bridges) joins it to the other sections.
        barriers = {sq for sq in board.squares() if board.is_barrier(sq)}
        assert _flood(board, start, buildable | barriers) > set(squares)
    assert set().union(*(board.section_squares(n) for n in board.section_numbers)) == buildable


def test_every_section_borders_a_river_or_wall(board: MapBoard) -> None:
    for n in board.section_numbers:
        assert any(board.is_barrier(nb) for sq in board.section_squares(n) for nb in board.neighbours8(sq))


def test_each_section_has_houses_trade_squares_and_start_spaces(board: MapBoard) -> None:
    for n in board.section_numbers:
        squares = board.section_squares(n)
        terrains = [board.terrain_at(sq) for sq in squares]
        assert terrains.count(Terrain.GREEN) >= 4
        assert terrains.count(Terrain.RED) >= 2
        assert terrains.count(Terrain.WHITE) >= 2
        numbers = sorted(n for sq in squares if (n := board.start_number(sq)) is not None)
        assert numbers == [1, 2, 3, 4]
        for sq in squares:
            if board.start_number(sq) is not None:
                assert board.terrain_at(sq) is Terrain.GREY


def test_start_spaces_by_player_count(board: MapBoard) -> None:
    for players in (1, 2, 3, 4):
        spaces = board.start_spaces_for(players)
        assert len(spaces) == 3 * players
        assert {board.section_of(sq) for sq in spaces} == {1, 2, 3}
    assert len(board.start_spaces_numbered(1)) == 3


def test_start_spaces_are_apart(board: MapBoard) -> None:
    starts = [s.square for s in board.start_spaces]
    for a in starts:
        for b in starts:
            if a != b:
                assert b not in board.neighbours8(a)


def test_reserved_locations_fit_their_buildings(board: MapBoard, pack: ContentPack) -> None:
    for building_id in ("west_gatehouse", "north_gatehouse", "ghost_fortress"):
        locations = board.locations_for(building_id)
        assert locations, building_id
        footprint = pack.footprint_of(pack.prestige_buildings[building_id])
        for loc in locations:
            assert footprint.matches(set(loc.squares))
            for sq in loc.squares:
                assert board.terrain_at(sq) is Terrain.RESERVED
                assert board.section_of(sq) is None
                assert board.reserved_location_at(sq) == loc.id
            # a location borders the city: deliveries can reach it
            assert board.sections_touching(loc.squares)


def test_thematic_features(pack: ContentPack) -> None:
    board = pack.maps["thematic"]
    rivers = board.squares_of(Terrain.RIVER)
    walls = board.squares_of(Terrain.WALL)
    assert max(x for x, _ in rivers) < board.width // 2 < min(x for x, _ in walls)  # river left, wall right
    black = board.squares_of(Terrain.UNBUILDABLE)
    top_centre = {sq for sq in black if sq[1] == 0}
    assert top_centre and all(board.width / 4 < x < 3 * board.width / 4 for x, _ in top_centre)
    assert (board.width - 1, board.height - 1) in black  # compass rose bottom right
    assert len(board.locations_for("west_gatehouse")) == 1
    assert len(board.locations_for("north_gatehouse")) == 1
    assert len(board.locations_for("ghost_fortress")) == 1
    assert board.locations_for("west_gatehouse")[0].squares[0][0] == 0  # on the west edge
    assert all(y == 0 for _, y in board.locations_for("north_gatehouse")[0].squares)  # on the north edge


def test_symmetric_features(pack: ContentPack) -> None:
    board = pack.maps["symmetric"]
    fortress = board.locations_for("ghost_fortress")
    assert len(fortress) == 1
    # the Ghost Fortress sits in the middle and borders all three sections
    xs = [x for x, _ in fortress[0].squares]
    assert min(xs) + max(xs) == board.width - 1
    assert board.sections_touching(fortress[0].squares) == {1, 2, 3}
    gates = board.locations_for("west_gatehouse")
    assert gates == board.locations_for("north_gatehouse") and len(gates) == 3
    assert [sorted(board.sections_touching(g.squares)) for g in gates] == [[2], [1], [3]]
    # three radial rivers: three separate river regions, each touching the fortress
    rivers = set(board.squares_of(Terrain.RIVER))
    groups = []
    while rivers:
        group = _flood(board, next(iter(rivers)), rivers)
        rivers -= group
        groups.append(group)
    assert len(groups) == 3
    for group in groups:
        assert any(nb in fortress[0].squares for sq in group for nb in board.neighbours8(sq))
    # all sections the same size, West and East mirror images
    assert len({len(board.section_squares(n)) for n in (1, 2, 3)}) == 1
    for x, y in board.squares():
        assert board.terrain_at((x, y)) == board.terrain_at((board.width - 1 - x, y))


def test_thematic_is_tighter_than_symmetric(pack: ContentPack) -> None:
    def buildable(b: MapBoard) -> int:
        return sum(1 for sq in b.squares() if b.is_buildable(sq))

    assert buildable(pack.maps["thematic"]) < buildable(pack.maps["symmetric"])


def test_neighbours8(board: MapBoard) -> None:
    assert len(board.neighbours8((0, 0))) == 3
    assert len(board.neighbours8((board.width - 1, 0))) == 3
    assert len(board.neighbours8((1, 0))) == 5
    assert set(board.neighbours8((5, 5))) == {(x, y) for x in (4, 5, 6) for y in (4, 5, 6)} - {(5, 5)}


def test_given_sections_match_derived(board: MapBoard) -> None:
    regions = derive_sections(list(board.terrain_rows))
    assert sorted(map(sorted, regions)) == sorted(
        sorted(board.section_squares(n)) for n in board.section_numbers
    )


def test_every_ordinary_prestige_building_fits_every_section(board: MapBoard, pack: ContentPack) -> None:
    """No dead proposal: each building has legal spots (own colour touched, free squares) everywhere."""
    for building in pack.prestige_buildings.values():
        if building.reserved:
            continue
        footprint = pack.footprint_of(building)
        for n in board.section_numbers:
            squares = board.section_squares(n)
            spots = 0
            for o in range(len(footprint.orientations)):
                for anchor in squares:
                    cells = footprint.squares_at(anchor, o)
                    if all(sq in squares for sq in cells) and any(
                        board.terrain_at(sq) == building.colour for sq in cells
                    ):
                        spots += 1
            assert spots >= 3, (building.id, n)


def test_format_map_round_trips(board: MapBoard) -> None:
    from founders_desktop.content.map_text import format_map, parse_map

    again = parse_map(format_map(board), "round-trip.map")
    assert again == board
    assert again.model_dump() == board.model_dump()
