"""The solo decisions the computer players plan beyond greedy's sampled look-ahead: the race,
the start space and where each voted building goes.

- The start space: the level played is the one the map prints as ``normal`` (the simulate
  command and a new game leave the choice to the player), so the first stall goes into a
  section of normal solo difficulty when the map has one.
- The race: the solo player collects no money beyond its income and basic actions, so it takes
  the race whose racial action brings the most money (greedy's look-ahead sees no difference
  between races, whose worth shows only over the game).
- The building: where it goes decides most of a solo game (a building beside the seat's tiles
  takes at once what they bring; one tile of a resource serves every building it connects
  to). The look-ahead samples a dozen of the hundreds of spots; here every legal spot is
  weighed by the solo value after it, and by how close it sits to what will feed it
  (``solo_sites``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from founders_desktop.bots.evaluate import value
from founders_desktop.bots.solo_sites import site_value
from founders_desktop.city.game import Action, GameState, apply
from founders_desktop.content.effects import Choice, Effect, GainMoney

Score = Callable[[GameState, int], float]
SITE_WEIGHT = 1.0  # how well a building sits among its suppliers, against the solo value


def choose(view: GameState, legal: list[Action]) -> Action | None:
    """The solo player's choice where it plans beyond greedy, else None (greedy decides)."""
    kind = view.stack[-1].kind if view.stack else ""
    if kind == "place_prestige":
        return best_site(view, legal)
    if kind == "first_stall":
        return best_by_value(view, normal_spaces(view, legal) or legal)
    if kind == "choose_race":
        return money_race(view, legal)
    return None


def best_by_value(view: GameState, legal: list[Action]) -> Action:
    """The option whose result the solo value likes best (the first on a tie)."""
    seat = legal[0].seat
    best, best_v = legal[0], float("-inf")
    for action in legal:
        after, _ = apply(view, action, check=False)
        v = value(after, seat)
        if v > best_v:
            best, best_v = action, v
    return best


def best_site(view: GameState, legal: list[Action], score: Score = value) -> Action:
    """The spot whose result ``score`` likes best, with ``SITE_WEIGHT`` times how well the
    building sits among what will feed it (``solo_sites``; the first on a tie)."""
    seat = legal[0].seat
    best, best_v = legal[0], float("-inf")
    for action in legal:
        after, _ = apply(view, action, check=False)
        v = score(after, seat)
        if SITE_WEIGHT:
            v += SITE_WEIGHT * site_value(after, seat, len(after.board.tiles) - 1)
        if v > best_v:
            best, best_v = action, v
    return best


def normal_spaces(view: GameState, legal: list[Action]) -> list[Action]:
    """First stalls in a section of the map's normal solo difficulty (the level played)."""
    board = view.map_board
    out = []
    for a in legal:
        if a.placement is None:
            continue
        number = board.section_of(a.placement.anchor)
        if number is not None and board.section(number).solo_difficulty == "normal":
            out.append(a)
    return out


def money_race(view: GameState, legal: list[Action]) -> Action:
    """The race whose racial action gains the most money (the pack's order on a tie)."""
    races = view.pack.races
    return max(legal, key=lambda a: racial_money(races[a.target].racial_action) if a.target in races else -1)


def racial_money(effects: Iterable[Effect]) -> int:
    """Money one racial action brings (the best option of a choice)."""
    total = 0
    for e in effects:
        if isinstance(e, GainMoney) and e.per is None:
            total += e.amount
        elif isinstance(e, Choice):
            total += max(racial_money(option) for option in e.options)
    return total
