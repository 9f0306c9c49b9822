"""What happened: payments, deliveries and the record of one placement, for the log and the view."""

from __future__ import annotations

from dataclasses import dataclass, field

from founders_desktop.city.pieces import Owner, Placement, Player

# A choice the rules leave to a player, keyed by what is chosen:
#   ("source", consumer tile, prerequisite resource) -> tile used as that prerequisite
#       (chosen by the consumer tile's owner)
#   ("deliver", prestige tile, resource)              -> tile that delivers that resource
#       (chosen by the player who made the connection)
ChoiceKey = tuple[str, int, str]
Choices = dict[ChoiceKey, int]


@dataclass
class ChoiceLog:
    """The choices made while scoring one placement, and the alternatives each one had."""

    made: Choices = field(default_factory=dict)
    options: dict[ChoiceKey, tuple[int, ...]] = field(default_factory=dict)

    def record(self, key: ChoiceKey, chosen: int, found: tuple[int, ...] | list[int]) -> None:
        self.made[key] = chosen
        if len(found) > 1:
            self.options[key] = tuple(found)


@dataclass(frozen=True, slots=True)
class Payment:
    """Points a tile's owner keeps when the tile is used.

    ``player`` None means the points are lost (a neutral tile). ``points`` is what the owner keeps
    after paying the tile's own prerequisites (which appear as further payments with ``via`` set
    to this tile). ``cause`` is "build" (used to build ``via``) or "deliver" (delivered to a
    prestige building, ``via`` being the prestige tile).
    """

    player: Owner
    points: int
    tile: int
    resource: str
    cause: str
    via: int
    earned: int  # the printed value this tile earned before paying its prerequisites


@dataclass(frozen=True, slots=True)
class Delivery:
    """A delivery token placed on a prestige building's slot (player None: neutral token)."""

    building: int  # prestige tile index
    resource: str
    player: Owner
    source: int | None  # the delivering tile (None for a neutral resource)
    points: int  # the banner value


@dataclass(frozen=True)
class ActionRecord:
    """Everything a placement did: its cost, the new tile, payments, deliveries, completions."""

    placement: Placement
    cost: int
    paid_to: Owner  # who receives the cost: None for the bank, else the owning player
    tile: int | None  # index of the new tile (None for roads and buying access)
    payments: tuple[Payment, ...] = ()
    deliveries: tuple[Delivery, ...] = ()
    completed: tuple[int, ...] = ()  # prestige tiles completed by this placement
    choices: Choices = field(default_factory=dict)  # every choice made (defaults included)
    options: dict[ChoiceKey, tuple[int, ...]] = field(default_factory=dict)  # real choices only:
    # where a player had several tiles to pick from; replay with ``apply(..., choices)`` to change

    def gains(self) -> dict[Player, int]:
        """Points gained per player (owning your own prerequisite nets out: it pays nobody)."""
        out: dict[Player, int] = {}
        for p in self.payments:
            if p.player is not None and p.points:
                out[p.player] = out.get(p.player, 0) + p.points
        return out
