"""The scoring cascade: a used resource pays its owner, who pays its prerequisites, recursively.

Each time a resource tile is used (to build an advanced tile, or in a delivery) it earns the
value printed on the consumer (tile or banner). From that, it pays each of its own
prerequisites the value printed on itself, recursively; the owner keeps the rest. Owning your
own prerequisite pays nobody (the points simply stay with you). A neutral basic prerequisite
counts ``scoring.neutral_prerequisite_value`` (2) and those points are lost.

The owner of the consuming tile chooses which connected source to use for each prerequisite;
without a recorded choice the engine picks the source that leaves the chooser the most points
(ties: the oldest tile), so previews show what a sensible player would do.
"""

from __future__ import annotations

from founders_desktop.city.index import board_index
from founders_desktop.city.network import network
from founders_desktop.city.pieces import Player
from founders_desktop.city.records import ChoiceLog, Choices, Payment
from founders_desktop.city.state import BoardState
from founders_desktop.content import Square


def sources(state: BoardState, owner: Player, resource: str, touch: int) -> tuple[int, ...]:
    """Tiles of ``resource`` the owner owns or has access to, among the tiles in mask ``touch``."""
    tiles = state.tiles
    return tuple(
        i
        for i in board_index(state).resource_tiles.get(resource, ())
        if touch >> i & 1 and tiles[i].has_access(owner)
    )


def use(
    state: BoardState, tile: int, earned: int, cause: str, via: int, choices: Choices, made: ChoiceLog
) -> list[Payment]:
    """Payments when ``tile`` is used and earns ``earned``: its own, then its prerequisites'."""
    t = state.tiles[tile]
    resource = state.pack.resources[t.item]
    if t.owner is None or not resource.recipe:
        return [Payment(t.owner, earned, tile, t.item, cause, via, earned)]
    below = pay_prerequisites(state, t.owner, t.item, tile, t.squares, cause, choices, made)
    paid = sum(p.points for p in below)
    return [Payment(t.owner, earned - paid, tile, t.item, cause, via, earned), *below]


def pay_prerequisites(
    state: BoardState,
    owner: Player,
    resource_id: str,
    consumer: int,
    squares: tuple[Square, ...],
    cause: str,
    choices: Choices,
    made: ChoiceLog,
) -> list[Payment]:
    """Payments to the prerequisites of a ``resource_id`` tile owned by ``owner`` covering
    ``squares`` (tile index ``consumer``, which may be a tile about to be placed)."""
    touch = network(state, owner).touch(squares)
    out: list[Payment] = []
    for entry in state.pack.resources[resource_id].recipe:
        found = sources(state, owner, entry.resource, touch)
        if not found:
            continue  # only possible off the rules (sandbox): nothing to pay
        key = ("source", consumer, entry.resource)
        chosen = choices.get(key)
        if chosen not in found:
            chosen = best_source(state, owner, found, entry.points, consumer, cause, choices)
        made.record(key, chosen, found)
        out.extend(_pay_one(state, chosen, entry.points, consumer, cause, choices, made))
    return out


def _pay_one(
    state: BoardState,
    source: int,
    printed: int,
    consumer: int,
    cause: str,
    choices: Choices,
    made: ChoiceLog,
) -> list[Payment]:
    src = state.tiles[source]
    if src.owner is None:
        value = state.pack.scoring.neutral_prerequisite_value
        return [Payment(None, value, source, src.item, cause, consumer, value)]
    return use(state, source, printed, cause, consumer, choices, made)


def best_source(
    state: BoardState,
    chooser: Player,
    found: tuple[int, ...],
    printed: int,
    consumer: int,
    cause: str,
    choices: Choices,
) -> int:
    """The source leaving ``chooser`` the most points; the oldest tile on a tie."""
    best, best_gain = found[0], None
    for i in found:
        pays = _pay_one(state, i, printed, consumer, cause, choices, ChoiceLog())
        gain = sum(p.points for p in pays if p.player == chooser)
        lost = sum(p.points for p in pays)
        score = (gain, -lost)
        if best_gain is None or score > best_gain:
            best, best_gain = i, score
    return best


def basket(payments: list[Payment] | tuple[Payment, ...]) -> dict[int, int]:
    """Points per player in a list of payments (neutral losses left out)."""
    out: dict[int, int] = {}
    for p in payments:
        if p.player is not None:
            out[p.player] = out.get(p.player, 0) + p.points
    return out
