"""The map sandbox's controller: the layout, who is placing, the undo stack, and the engine's answers.

The view asks here, never the rules themselves: which squares are legal for a piece, what a drop
would do (``preview``), what a tile is connected to. Every change goes through the undo stack as
one command holding the layout before and after, so undo is exact and cheap to reason about.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from founders_desktop.app.board_port import Drop, first_legal_orientation
from founders_desktop.app.sandbox.commands import LayoutCommand
from founders_desktop.app.sandbox.files import layout_pack_changed, read_layout, write_layout
from founders_desktop.app.sandbox.layout import Entry, Replay, replay
from founders_desktop.city import (
    BoardState,
    Piece,
    PieceKind,
    Placement,
    PlacementPreview,
    Violation,
    legal_placements,
    network,
    new_board,
    preview,
    validate,
)
from founders_desktop.city.geometry import covered, orientation_count
from founders_desktop.city.network import mask_tiles
from founders_desktop.city.random_play import default_seats
from founders_desktop.content import ContentPack, Square

MAX_PLAYERS = 4
RECENT_REPLAYS = 8
_PREVIEW_CACHE = 4000


def _closest(candidates: list[Replay], base: BoardState, entries: tuple[Entry, ...]) -> Replay | None:
    """The replay (on ``base``) whose entries begin like ``entries`` for longest."""
    best, best_n = None, -1
    for r in candidates:
        if r.base is not base:
            continue
        n = 0
        for a, b in zip(r.entries, entries, strict=False):
            if a != b:
                break
            n += 1
        if n > best_n:
            best, best_n = r, n
    return best


def safe_preview(state: BoardState, placement: Placement) -> PlacementPreview:
    """The engine's preview; where the engine cannot simulate a drop at all (e.g. its cost of
    buying access to a bridge raises), the reasons alone, with nothing to pay or deliver."""
    try:
        return preview(state, placement.player, placement)
    except (ValueError, KeyError, IndexError):
        problems = tuple(validate(state, placement)) or (Violation("occupied"),)
        return PlacementPreview(placement, 0, None, problems, (), (), (), None)


class SandboxController(QObject):
    """Holds the sandbox board; emits ``layout_changed`` after every change (and undo/redo).
    Implements ``BoardPort`` (app/board_port.py) for the drag code."""

    layout_changed = Signal()
    board_reset = Signal()  # a new map or player count: the view refits and forgets selections
    player_changed = Signal(int)

    def __init__(
        self, pack: ContentPack, map_id: str, players: int = MAX_PLAYERS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.pack = pack
        self.undo_stack = QUndoStack(self)
        self.player = 0
        self._version = 0
        self._legal: dict[object, frozenset[Square]] = {}
        self._previews: dict[object, PlacementPreview] = {}
        self._without: dict[tuple[int, ...], Replay] = {}
        self._recent: dict[tuple[Entry, ...], Replay] = {}
        self._base = self._new_base(map_id, players)
        self.replay: Replay = replay(self._base, ())

    # -- reading -------------------------------------------------------------------------------
    @property
    def state(self) -> BoardState:
        return self.replay.board

    @property
    def entries(self) -> tuple[Entry, ...]:
        return self.replay.entries

    @property
    def map_id(self) -> str:
        return self._base.map_id

    @property
    def players(self) -> int:
        return self._base.player_count

    def entry_at(self, square: Square) -> int | None:
        """The entry whose piece covers ``square`` (a tile or a road), if any."""
        road = self.replay.road_entry().get(square)
        if road is not None:
            return road
        tile = self.tile_at(square)
        return None if tile is None else self.replay.tile_entry().get(tile)

    def tile_at(self, square: Square) -> int | None:
        for i, tile in enumerate(self.state.tiles):
            if square in tile.squares:
                return i
        return None

    def entry_placement(self, entry: int) -> Placement:
        return self.entries[entry].placement

    def entry_tile(self, entry: int) -> int | None:
        """The tile ``entry`` made (None for a road or a claim)."""
        record = self.replay.records[entry]
        return None if record is None else record.tile

    def tile_entry(self, tile: int) -> int | None:
        return self.replay.tile_entry().get(tile)

    def broken_entries(self) -> list[bool]:
        return [bool(v) for v in self.replay.violations]

    def dependants(self, entry: int) -> tuple[int, ...]:
        """Entries that stand or fall with ``entry``: the claim tokens on the tile it made."""
        record = self.replay.records[entry]
        if record is None or record.tile is None:
            return ()
        return self.replay.claim_entries(record.tile)

    def connected_tiles(self, tile: int, player: int | None = None) -> tuple[int, ...]:
        """Tiles connected to ``tile`` as ``player`` sees the board (default: its owner, else the
        current colour): what the connections view highlights."""
        state = self.state
        if player is None:
            owner = state.tiles[tile].owner
            player = owner if owner is not None else self.player
        return mask_tiles(network(state, player).reach(tile))

    def road_tiles(self, square: Square, player: int | None = None) -> tuple[int, ...]:
        """Tiles joined by the chain of roads through ``square``, as ``player`` (default: the
        current colour) sees it; empty if there is no road there."""
        who = self.player if player is None else player
        net = network(self.state, who)
        chain = net.chain_of.get(square)
        return () if chain is None else mask_tiles(net.chain_mask[chain])

    def squares_of(self, placement: Placement) -> tuple[Square, ...]:
        """The squares ``placement`` would cover (empty if the orientation does not exist)."""
        return covered(self.state, placement) or ()

    def orientations(self, piece: Piece) -> int:
        return orientation_count(self.state, piece.kind, piece.item)

    def displayed_tiles(self, removed: tuple[int, ...]) -> list[int]:
        """For the board without ``removed``: its tile indexes -> the shown board's tile indexes."""
        if not removed:
            return list(range(len(self.state.tiles)))
        self.board_without(removed)
        kept = [i for i in range(len(self.entries)) if i not in removed]
        records = self.replay.records
        out = []
        for k, record in enumerate(self._without[removed].records):
            if record is not None and record.tile is not None:
                original = records[kept[k]]
                out.append(original.tile if original is not None and original.tile is not None else -1)
        return out

    # -- the engine, cached per layout ------------------------------------------------------------
    def board_without(self, removed: tuple[int, ...]) -> BoardState:
        """The board as if the entries ``removed`` had never been placed (a piece being moved)."""
        if not removed:
            return self.state
        found = self._without.get(removed)
        if found is None:
            kept = tuple(e for i, e in enumerate(self.entries) if i not in removed)
            found = self._without[removed] = replay(self._base, kept, self.replay)
        return found.board

    def legal_squares(
        self, piece: Piece, orientation: int, player: int | None = None, removed: tuple[int, ...] = ()
    ) -> frozenset[Square]:
        """Squares covered by some legal placement of ``piece`` in ``orientation`` (the shading)."""
        who = self.player if player is None else player
        key = (self._version, removed, who, piece, orientation)
        found = self._legal.get(key)
        if found is None:
            state = self.board_without(removed)
            squares: set[Square] = set()
            for pl in legal_placements(state, who, piece):
                if pl.orientation == orientation or piece.kind is PieceKind.BUY_ACCESS:
                    squares.update(covered(state, pl) or ())
            if piece.kind is PieceKind.BUY_ACCESS:  # the whole tile bought into, not its corner
                squares = {sq for t in state.tiles for sq in t.squares if squares & set(t.squares)}
            found = self._legal[key] = frozenset(squares)
        return found

    def legal_anchors(
        self, piece: Piece, orientation: int, player: int | None = None, removed: tuple[int, ...] = ()
    ) -> frozenset[Square]:
        """Anchors of the legal placements of ``piece`` in ``orientation`` (where drops land)."""
        who = self.player if player is None else player
        key = ("anchors", self._version, removed, who, piece, orientation)
        found = self._legal.get(key)
        if found is None:
            state = self.board_without(removed)
            found = frozenset(
                pl.anchor
                for pl in legal_placements(state, who, piece)
                if pl.orientation == orientation or piece.kind is PieceKind.BUY_ACCESS
            )
            self._legal[key] = found
        return found

    def legal_orientation(self, piece: Piece, orientation: int = 0, player: int | None = None) -> int:
        return first_legal_orientation(self, piece, orientation, player)

    def preview(self, placement: Placement, removed: tuple[int, ...] = ()) -> PlacementPreview:
        """What dropping ``placement`` would do (legal or not), from the engine."""
        key = (self._version, removed, placement)
        found = self._previews.get(key)
        if found is None:
            if len(self._previews) > _PREVIEW_CACHE:
                self._previews.clear()
            state = self.board_without(removed)
            found = self._previews[key] = safe_preview(state, placement)
        return found

    # -- changing the layout ----------------------------------------------------------------------
    def set_player(self, player: int) -> None:
        if 0 <= player < self.players and player != self.player:
            self.player = player
            self.player_changed.emit(player)

    def place(self, placement: Placement, force: bool = False) -> Drop:
        """Place a piece. Illegal without ``force``: nothing changes and the reasons come back.
        With ``force`` it is placed anyway if its squares are free (the sandbox's "place anyway"),
        and the reasons come back with it."""
        return self._put((), (placement,), force, text="place")

    def lay_roads(self, squares: list[Square], player: int, force: bool = False) -> list[Square]:
        """Lay roads square by square as one undo step; returns the squares actually laid."""
        entries = list(self.entries)
        laid: list[Square] = []
        state = self.state
        for sq in squares:
            pl = Placement(PieceKind.ROAD, player, "", sq)
            pv = safe_preview(state, pl)
            if pv.record is None or (pv.violations and not force):
                continue
            entries.append(Entry(pl, bool(pv.violations)))
            state = replay(self._base, tuple(entries), self.replay).board
            laid.append(sq)
        if laid:
            self._push(tuple(entries), "roads")
        return laid

    def move(self, entry: int, placement: Placement, force: bool = False) -> Drop:
        """Take up ``entry`` (and the claims on it) and place it again as ``placement``."""
        return self._put((entry, *self.dependants(entry)), (placement,), force, text="move")

    def delete(self, entry: int) -> None:
        """Remove ``entry``'s piece and the claim tokens on it."""
        removed = {entry, *self.dependants(entry)}
        self._push(tuple(e for i, e in enumerate(self.entries) if i not in removed), "delete")

    def clear(self) -> None:
        if self.entries:
            self._push((), "clear")

    def new_layout(self, map_id: str, players: int) -> None:
        """An empty board on ``map_id`` for ``players`` colours (forgets the undo history)."""
        self._base = self._new_base(map_id, players)
        self.player = min(self.player, players - 1)
        self.undo_stack.clear()
        self._recent.clear()
        self._apply_entries(())
        self.board_reset.emit()

    def set_players(self, players: int) -> None:
        """Change the number of colours, keeping the pieces of the colours that remain."""
        players = max(1, min(MAX_PLAYERS, players))
        if players == self.players:
            return
        kept = tuple(e for e in self.entries if e.placement.player < players)
        self.new_layout(self.map_id, players)
        self._apply_entries(kept)

    def set_entries(self, entries: tuple[Entry, ...]) -> None:
        """Replace the whole layout as one undo step (a sample board, a pasted layout)."""
        self._push(tuple(entries), "place")

    def save_layout(self, path: Path | str, note: str = "") -> Path:
        return write_layout(path, self.pack, self.map_id, self.players, self.entries, note)

    def load_layout(self, path: Path | str) -> bool:
        """Replace the board with a saved layout (raises ``SaveError`` for a bad file). True when
        the pack changed since the layout was saved: every piece still exists and fits (else it
        is refused), but the caller warns that the rules it was laid under may differ."""
        map_id, players, entries = read_layout(path, self.pack)
        changed = layout_pack_changed(path, self.pack)
        self.new_layout(map_id, players)
        self._apply_entries(entries)
        return changed

    # -- internals ------------------------------------------------------------------------------
    def _put(
        self, removed: tuple[int, ...], placements: tuple[Placement, ...], force: bool, text: str
    ) -> Drop:
        problems: list[Violation] = []
        for pl in placements:
            pv = self.preview(pl, removed)
            problems.extend(pv.violations)
            if pv.record is None:
                return Drop(False, pv.violations or (Violation("occupied", covered(self.state, pl) or ()),))
        if problems and not force:
            return Drop(False, tuple(problems))
        kept = [e for i, e in enumerate(self.entries) if i not in removed]
        added = [Entry(pl, bool(problems)) for pl in placements]
        moved_claims = self._reanchored_claims(removed, placements) if text == "move" else []
        self._push((*kept, *added, *moved_claims), text)
        return Drop(True, tuple(problems))

    def _reanchored_claims(self, removed: tuple[int, ...], placements: tuple[Placement, ...]) -> list[Entry]:
        """Claim tokens follow the tile they are on when it moves."""
        squares = covered(self.board_without(removed), placements[0]) or ()
        if not squares:
            return []
        out = []
        for i in removed[1:]:
            old = self.entries[i]
            pl = old.placement
            moved = Placement(pl.kind, pl.player, pl.item, squares[0], pl.orientation)
            out.append(Entry(moved, old.forced))
        return out

    def _push(self, entries: tuple[Entry, ...], text: str) -> None:
        self.undo_stack.push(LayoutCommand(self._apply_entries, self.entries, entries, text))

    def _apply_entries(self, entries: tuple[Entry, ...]) -> None:
        """Called by the undo commands (and loading): replay and tell the view.

        Replays are kept for the last few layouts (undo and redo return to one of them at once)
        and a new one starts from whichever known replay shares the longest beginning with it: a
        dropped piece that was being moved continues the replay made when it was lifted."""
        if self.replay.base is self._base:
            self._recent[self.replay.entries] = self.replay
            while len(self._recent) > RECENT_REPLAYS:
                del self._recent[next(iter(self._recent))]
        known = self._recent.get(entries)
        if known is not None and known.base is self._base:
            self.replay = known
        else:
            candidates = [self.replay, *self._without.values(), *self._recent.values()]
            self.replay = replay(self._base, entries, _closest(candidates, self._base, entries))
        self._version += 1
        self._legal.clear()
        self._previews.clear()
        self._without.clear()
        self.layout_changed.emit()

    def _new_base(self, map_id: str, players: int) -> BoardState:
        players = max(1, min(MAX_PLAYERS, players))
        return new_board(self.pack, map_id, default_seats(self.pack, players))
