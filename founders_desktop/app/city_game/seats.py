"""Who sits at the table: names, kinds (person or computer), computer levels and colours."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from founders_desktop.persist import Seat

BOT_LEVELS = ("easy", "normal", "hard")  # offered to a player, weakest first (``bots.LEVELS``);
# saves may also name "random" or "greedy" (older games): ``bots.make_bot`` still knows them
COLOURS = ("blue", "orange", "purple", "black")  # the player colours, in the view's palette order


@dataclass(frozen=True)
class SeatSpec:
    """A seat of a new game; ``bot_level`` None means a person at this computer. ``colour`` is
    one of ``COLOURS`` ("" lets ``seat_colours`` give it the first one no other seat plays)."""

    name: str
    bot_level: str | None = None
    colour: str = ""

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None

    def to_save(self, index: int) -> Seat:
        return Seat(
            name=self.name,
            colour=self.colour or COLOURS[index],
            kind="computer" if self.is_bot else "human",
            bot_level=self.bot_level,
        )

    @staticmethod
    def from_save(seat: Seat) -> SeatSpec:
        return SeatSpec(seat.name, seat.bot_level if seat.kind == "computer" else None, seat.colour)


def clashing_colours(colours: Sequence[str]) -> list[str]:
    """The colours chosen by more than one seat, in table order (the set-up dialog refuses them)."""
    seen: set[str] = set()
    out: list[str] = []
    for colour in colours:
        if colour in seen and colour not in out:
            out.append(colour)
        seen.add(colour)
    return out


def seat_colours(seats: Sequence[SeatSpec]) -> tuple[int, ...]:
    """Each seat's colour as an index into ``COLOURS``, all different.

    A seat keeps its own colour when it is a known one that no earlier seat took; otherwise (an
    empty choice, a save written by hand with "red", a repeat) it gets the first colour left, so
    any save still opens with distinguishable players.
    """
    taken: list[int | None] = []
    for seat in seats:
        index = COLOURS.index(seat.colour) if seat.colour in COLOURS else None
        taken.append(index if index is not None and index not in taken else None)
    free = [c for c in range(len(COLOURS)) if c not in taken]
    return tuple(c if c is not None else free.pop(0) for c in taken)


def with_colours(seats: Sequence[SeatSpec]) -> list[SeatSpec]:
    """``seats`` with the colours ``seat_colours`` settles on written in."""
    return [
        SeatSpec(s.name, s.bot_level, COLOURS[c]) for s, c in zip(seats, seat_colours(seats), strict=True)
    ]
