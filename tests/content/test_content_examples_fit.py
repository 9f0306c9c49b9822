"""The rulebook's worked examples must be reproducible on both maps: their layouts fit.

Example 5 (Government delivered to the Merchant's Guild) is the biggest: the Guild, White's
Government, Jewelry and Gems, Purple's Books and Knowledge, Yellow's Crops, and the roads that
connect a player's own tiles (which may never touch). Example 4 adds Bricks reaching the Guild by
road. The layouts below are drawn once; the test finds a place for each in every section.
"""

from __future__ import annotations

import pytest

from founders_desktop.content import ContentPack, MapBoard, Square, Terrain

# piece -> (owner, squares relative to an origin); "road" pieces connect, owner "" = nobody.
EXAMPLE_5: dict[str, tuple[str, list[Square]]] = {
    "merchants_guild": ("", [(5, 0), (6, 0), (5, 1), (6, 1), (5, 2)]),
    "government": ("white", [(2, 1), (3, 1), (4, 1), (3, 2)]),
    "books": ("purple", [(1, 0), (1, 1), (1, 2)]),
    "crops": ("yellow", [(0, 0)]),
    "knowledge": ("purple", [(0, 4)]),
    "jewelry": ("white", [(3, 4), (4, 4), (4, 5)]),
    "gems": ("white", [(6, 5)]),
    "road": ("", [(0, 3), (3, 3), (5, 4)]),
}
EXAMPLE_4: dict[str, tuple[str, list[Square]]] = {
    "merchants_guild": ("", [(3, 2), (4, 2), (3, 3), (4, 3), (3, 4)]),
    "bricks": ("yellow", [(0, 0), (1, 0), (2, 0)]),
    "stone": ("blue", [(0, 1)]),
    "population": ("yellow", [(4, 0)]),
    "road": ("", [(3, 1), (3, 0)]),
}
# who must be connected to whom (adjacent, or through a chain of roads)
LINKS_5 = [
    ("government", "merchants_guild"),
    ("government", "jewelry"),
    ("government", "books"),
    ("jewelry", "gems"),
    ("books", "crops"),
    ("books", "knowledge"),
]
LINKS_4 = [("bricks", "merchants_guild"), ("bricks", "stone"), ("bricks", "population")]


def _adjacent(a: Square, b: Square) -> bool:
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def _connected(layout: dict[str, list[Square]], a: str, b: str) -> bool:
    roads = set(layout.get("road", []))
    reach = {sq for sq in roads if any(_adjacent(sq, t) for t in layout[a])}
    todo = list(reach)
    while todo:
        sq = todo.pop()
        for r in roads:
            if r not in reach and _adjacent(sq, r):
                reach.add(r)
                todo.append(r)
    targets = set(layout[b])
    return any(_adjacent(s, t) for s in layout[a] for t in targets) or any(
        _adjacent(r, t) for r in reach for t in targets
    )


def _check_rules(example: dict[str, tuple[str, list[Square]]], links: list[tuple[str, str]]) -> None:
    layout = {k: v[1] for k, v in example.items()}
    squares = [sq for sqs in layout.values() for sq in sqs]
    assert len(squares) == len(set(squares)), "pieces overlap"
    owned = [(owner, piece) for piece, (owner, _) in example.items() if owner]
    for owner, piece in owned:
        for other_owner, other in owned:
            if piece < other and owner == other_owner:
                assert not any(_adjacent(a, b) for a in layout[piece] for b in layout[other]), (piece, other)
    for a, b in links:
        assert _connected(layout, a, b), (a, b)


@pytest.mark.parametrize(("example", "links"), [(EXAMPLE_5, LINKS_5), (EXAMPLE_4, LINKS_4)])
def test_layouts_follow_the_placement_rules(
    example: dict[str, tuple[str, list[Square]]], links: list[tuple[str, str]], pack: ContentPack
) -> None:
    _check_rules(example, links)
    for piece in ("merchants_guild", "government", "books", "jewelry", "bricks"):
        if piece in example:
            item = pack.prestige_buildings.get(piece) or pack.resources[piece]
            assert pack.footprint_of(item).matches(set(example[piece][1])), piece


def _turn(sq: Square, k: int) -> Square:
    """One of the 8 symmetries of the square grid (tiles may be turned and flipped)."""
    x, y = sq
    for _ in range(k % 4):
        x, y = -y, x
    return (-x, y) if k >= 4 else (x, y)


def _fits(board: MapBoard, section: int, example: dict[str, tuple[str, list[Square]]]) -> bool:
    squares = board.section_squares(section)
    for k in range(8):
        pieces = {name: [_turn(sq, k) for sq in v[1]] for name, v in example.items()}
        every = [sq for v in pieces.values() for sq in v]
        for ox in range(-10, board.width + 10):
            for oy in range(-10, board.height + 10):
                if all((x + ox, y + oy) in squares for x, y in every) and any(
                    board.terrain_at((x + ox, y + oy)) is Terrain.GREY for x, y in pieces["merchants_guild"]
                ):
                    return True
    return False


@pytest.mark.parametrize("side", ["thematic", "symmetric"])
@pytest.mark.parametrize("example", [EXAMPLE_5, EXAMPLE_4], ids=["example5", "example4"])
def test_examples_fit_in_every_section(
    side: str, example: dict[str, tuple[str, list[Square]]], pack: ContentPack
) -> None:
    board = pack.maps[side]
    for n in board.section_numbers:
        assert _fits(board, n, example), (side, n)


@pytest.mark.parametrize("side", ["thematic", "symmetric"])
def test_example_3_university_beside_a_start_stall(side: str, pack: ContentPack) -> None:
    """Example 3: the University is placed adjacent to a population stall (a first stall)."""
    board = pack.maps[side]
    university = pack.prestige_buildings["university"]
    footprint = pack.footprint_of(university)
    for n in board.section_numbers:
        squares = board.section_squares(n)
        starts = [sq for sq in squares if board.start_number(sq) is not None]
        found = False
        for o in range(len(footprint.orientations)):
            for anchor in squares:
                cells = footprint.squares_at(anchor, o)
                if (
                    all(c in squares and c not in starts for c in cells)
                    and any(board.terrain_at(c).value == university.colour for c in cells)
                    and any(_adjacent(c, s) for c in cells for s in starts)
                ):
                    found = True
        assert found, (side, n)
