"""Who sits at the table: names, kinds (person or computer) and computer levels."""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.persist import Seat

BOT_LEVELS = ("random", "greedy")  # the names ``bots.make_bot`` knows, weakest first
COLOURS = ("blue", "orange", "purple", "black")  # seat i plays pieces of colour i


@dataclass(frozen=True)
class SeatSpec:
    """A seat of a new game; ``bot_level`` None means a person at this computer."""

    name: str
    bot_level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None

    def to_save(self, index: int) -> Seat:
        return Seat(
            name=self.name,
            colour=COLOURS[index],
            kind="computer" if self.is_bot else "human",
            bot_level=self.bot_level,
        )

    @staticmethod
    def from_save(seat: Seat) -> SeatSpec:
        return SeatSpec(seat.name, seat.bot_level if seat.kind == "computer" else None)
