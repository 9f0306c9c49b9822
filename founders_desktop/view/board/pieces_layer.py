"""Keeps the scene's piece items in step with a board state: one item per tile and per road.

The board changes only when a piece is placed, moved, deleted or undone, so the items are simply
rebuilt then; hover and drag touch only flags on existing items and the one halo item.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from founders_desktop.app.board_port import BoardState, Square, Tile
from founders_desktop.view.board.halo_item import HaloItem
from founders_desktop.view.board.looks import Seating, piece_seat
from founders_desktop.view.board.road_item import RoadItem
from founders_desktop.view.board.shapes import footprint_path
from founders_desktop.view.board.tile_item import TileItem
from founders_desktop.view.city_map_item import CityMapItem


class PiecesLayer:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.seating: Seating | None = None  # a game's seat colours; None: player i in colour i
        self.names: tuple[str, ...] | None = None  # a game's seat names; None: colour names
        self.tiles: list[TileItem] = []
        self.roads: dict[Square, RoadItem] = {}
        self._highlighted: set[int] = set()
        self._halo: HaloItem | None = None  # made on first use: an untouched board holds only the map
        self._selected: int | None = None
        self._lifted: int | None = None
        self._board_item: CityMapItem | None = None

    def show(
        self,
        state: BoardState,
        illegal_tiles: frozenset[int] = frozenset(),
        illegal_roads: frozenset[Square] = frozenset(),
        scores: tuple[int, ...] | None = None,
    ) -> None:
        """Bring the items in line with ``state``. An item whose tile or road is unchanged is kept:
        a new one would have to draw itself again, and a late board has 150 of them (an undo or a
        game's every action redrew them all: 50-100 ms). Each seat's claim token goes on the score
        track at ``scores`` (a game's totals, card points included), else the board's points."""
        self._show_scores(state, scores)
        spare: dict[tuple[Tile, bool], list[TileItem]] = {}
        for item in self.tiles:
            if item.pack is state.pack and (item.seating, item.names) == (self.seating, self.names):
                spare.setdefault((item.tile, item.illegal), []).append(item)
            else:
                self.scene.removeItem(item)
        tiles: list[TileItem] = []
        for i, t in enumerate(state.tiles):
            bucket = spare.get((t, i in illegal_tiles))
            kept = bucket.pop() if bucket else None
            if kept is not None and kept.toolTip() == kept.describe():  # (else the language changed)
                kept.index = i
                kept.set_flags(selected=False, lifted=False)
                tiles.append(kept)
                continue
            if kept is not None:
                self.scene.removeItem(kept)
            made = TileItem(
                t, i, state.pack, i in illegal_tiles, self.seating, self.names, state.grid.terrain
            )
            self.scene.addItem(made)
            tiles.append(made)
        for bucket in spare.values():
            for item in bucket:
                self.scene.removeItem(item)
        self.tiles = tiles
        neighbours = state.grid.neighbours
        roads: dict[Square, RoadItem] = {}
        for sq in state.roads:
            joined = tuple(n for n in neighbours.get(sq, ()) if n in state.roads)
            road = self.roads.pop(sq, None)
            if road is None or (road.neighbours, road.illegal) != (joined, sq in illegal_roads):
                if road is not None:
                    self.scene.removeItem(road)
                road = RoadItem(sq, joined, sq in illegal_roads)
                self.scene.addItem(road)
            roads[sq] = road
        for road in self.roads.values():
            self.scene.removeItem(road)
        self.roads = roads
        self._highlighted = set()
        if self._halo is not None:
            self._halo.set_outlines([])
        self._selected = None
        self._lifted = None

    def _show_scores(self, state: BoardState, scores: tuple[int, ...] | None) -> None:
        board = self._board_item
        if board is None or board.scene() is not self.scene:
            found = [i for i in self.scene.items() if isinstance(i, CityMapItem)]
            board = self._board_item = found[0] if found else None
        if board is None:
            return
        points = scores if scores is not None else state.points
        seats = range(max(len(state.seats), len(points)))
        markers = [(points[s] if s < len(points) else 0, piece_seat(s, self.seating)) for s in seats]
        board.score_markers.set_scores(markers)

    @property
    def halo(self) -> HaloItem:
        if self._halo is None:
            self._halo = HaloItem()
            self.scene.addItem(self._halo)
        return self._halo

    def highlight(self, tiles: set[int] | tuple[int, ...]) -> None:
        """Mark ``tiles`` (a network) and unmark the rest."""
        wanted = {t for t in tiles if 0 <= t < len(self.tiles)}
        if wanted != self._highlighted:
            self.halo.set_outlines([self.tiles[t].shape() for t in sorted(wanted)])
        self._highlighted = wanted

    def outline(self, squares: tuple[Square, ...]) -> None:
        """Outline some squares alone (one step of a replayed turn), in place of any network."""
        self.halo.set_outlines([footprint_path(squares, 2.0)] if squares else [])
        self._highlighted = {-1}  # no network is shown now: the next ``highlight`` redraws

    def highlighted(self) -> set[int]:
        return set(self._highlighted)

    def select(self, tile: int | None) -> None:
        if self._selected is not None and self._selected < len(self.tiles):
            self.tiles[self._selected].set_flags(selected=False)
        self._selected = tile
        if tile is not None and tile < len(self.tiles):
            self.tiles[tile].set_flags(selected=True)

    def lift(self, tile: int | None) -> None:
        """Fade the tile being moved (it stays where it was until the drop)."""
        if self._lifted is not None and self._lifted < len(self.tiles):
            self.tiles[self._lifted].set_flags(lifted=False)
        self._lifted = tile
        if tile is not None and tile < len(self.tiles):
            self.tiles[tile].set_flags(lifted=True)
