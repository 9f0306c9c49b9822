"""A sandbox layout as an ordered list of placements, and the board that replaying it gives.

The engine's board never loses a tile, but the sandbox moves and deletes pieces. So the sandbox
keeps what was *placed* (a placement and whether the rules were overruled) and replays it with
``apply(check=False)``: removing a piece is replaying the list without it, and every delivery and
payment on the board is always the engine's own answer for that list. Each replay keeps the
state before every entry, so a change near the end replays only the tail.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from founders_desktop.city import (
    ActionRecord,
    BoardState,
    IllegalPlacement,
    PieceKind,
    Placement,
    Violation,
    apply,
    validate,
)
from founders_desktop.city import placement_from_json as city_placement_from_json
from founders_desktop.city import placement_to_json as city_placement_to_json
from founders_desktop.content import Square


@dataclass(frozen=True, slots=True)
class Entry:
    """One placement of the layout; ``forced``: the player chose to place it against the rules."""

    placement: Placement
    forced: bool = False


@dataclass
class Replay:
    """The board after a layout, with what each entry did and which pieces it made."""

    base: BoardState
    entries: tuple[Entry, ...] = ()
    before: list[BoardState] = field(default_factory=list)  # state before entry i
    records: list[ActionRecord | None] = field(default_factory=list)  # None: skipped
    violations: list[tuple[Violation, ...]] = field(default_factory=list)
    state: BoardState | None = None

    @property
    def board(self) -> BoardState:
        return self.state if self.state is not None else self.base

    def tile_entry(self) -> dict[int, int]:
        """Tile index -> the entry that put it on the board."""
        return {r.tile: i for i, r in enumerate(self.records) if r is not None and r.tile is not None}

    def road_entry(self) -> dict[Square, int]:
        """Road square -> the entry that laid it."""
        return {
            r.placement.anchor: i
            for i, r in enumerate(self.records)
            if r is not None and r.placement.kind is PieceKind.ROAD
        }

    def claim_entries(self, tile: int) -> tuple[int, ...]:
        """Entries that put a claim token on ``tile`` (buying access to it)."""
        squares = set(self.board.tiles[tile].squares)
        return tuple(
            i
            for i, r in enumerate(self.records)
            if r is not None and r.placement.kind is PieceKind.BUY_ACCESS and r.placement.anchor in squares
        )

    def illegal_entries(self) -> tuple[int, ...]:
        return tuple(i for i, v in enumerate(self.violations) if v and self.records[i] is not None)


def replay(base: BoardState, entries: tuple[Entry, ...], previous: Replay | None = None) -> Replay:
    """Replay ``entries`` on ``base``, reusing ``previous`` up to the first entry that differs.

    An entry that cannot be applied at all (its squares are taken or off the board, or it buys
    access to a tile that is gone) is skipped: it stays in the list with a None record.
    """
    out = Replay(base=base, entries=entries)
    start = 0
    state = base
    if previous is not None and previous.base is base:
        limit = min(len(entries), len(previous.entries))
        while start < limit and entries[start] == previous.entries[start]:
            start += 1
        out.before = previous.before[:start]
        out.records = previous.records[:start]
        out.violations = previous.violations[:start]
        state = previous.before[start] if start < len(previous.entries) else previous.board
    for entry in entries[start:]:
        out.before.append(state)
        problems = tuple(validate(state, entry.placement))
        try:
            state, record = apply(state, entry.placement, check=False)
        except (IllegalPlacement, KeyError, IndexError, ValueError):
            out.records.append(None)
        else:
            out.records.append(record)
        out.violations.append(problems)
        # The boards between entries are kept only to restart a replay from them: drop their
        # caches (indexes, networks), which would otherwise weigh on memory and on every full
        # garbage collection.
        out.before[-1]._cache.clear()
    out.state = state
    return out


def placement_to_json(entry: Entry) -> dict[str, Any]:
    """One entry as a plain JSON object: the engine's placement form, plus ``forced``."""
    return {**city_placement_to_json(entry.placement), "forced": entry.forced}


def placement_from_json(data: dict[str, Any]) -> Entry:
    """Read back ``placement_to_json``; raises ValueError on anything malformed."""
    try:
        placement, _ = city_placement_from_json({"orientation": 0, "item": "", **data})
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ValueError(f"not a sandbox placement: {data!r}") from error
    return Entry(placement, bool(data.get("forced", False)))
