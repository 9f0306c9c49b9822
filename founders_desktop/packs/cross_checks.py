"""The slower checks across a whole pack, run by the editor in the background once the pack
loads: every prestige building can stand somewhere on every map, and every race draft can be
finished. Each problem names the value that breaks it. No Qt.

Recipe cycles are the loader's own check and show at once (they stop the pack loading, so these
checks never see one).

- *Placeable*: on the empty map, some orientation of the footprint lies wholly on buildable
  squares with at least one square of the building's colour, as the board asks of a prestige
  building (a reserved building is checked by the loader against its locations).
- *Finishable*: the setup (races in player order, the resource draft, the neutral resources,
  the first stalls) reaches the first turn for 1 to 4 players whatever each player picks, never
  leaving a player without a valid resource card (the rulebook does not cover that case).
  Picks are explored by seeded random walks, ``walks`` per player count and map; a draft that
  fails names the races chosen on the way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from founders_desktop.city.game import apply, legal_actions, new_game
from founders_desktop.content import ContentPack
from founders_desktop.content.errors import PackProblem
from founders_desktop.content.terrain import Terrain

WALKS = 20
MOST_SETUP_STEPS = 200  # a 4-player setup takes under 30 decisions


@dataclass(frozen=True)
class CrossProblem:
    """A problem, and the code the view turns into words: ``unplaceable`` (``map`` named) or
    ``draft_stuck`` (``players`` and the ``races`` chosen named)."""

    problem: PackProblem
    code: str
    map: str = ""
    players: int = 0
    races: tuple[str, ...] = ()


def _index(pack_ids: list[str], wanted: str) -> int:
    return pack_ids.index(wanted) if wanted in pack_ids else 0


def unplaceable(pack: ContentPack) -> list[CrossProblem]:
    """Each prestige building placed "anywhere" that fits on no part of some map."""
    out: list[CrossProblem] = []
    ids = list(pack.prestige_buildings)
    for map_id, board in pack.maps.items():
        buildable = board.buildable_squares
        for building in pack.prestige_buildings.values():
            if building.reserved:
                continue
            footprint = pack.footprints.get(building.footprint)
            if footprint is None:
                continue
            colour = board.squares_of(Terrain(building.colour))
            if not any(
                all((x + dx, y + dy) in buildable for dx, dy in cells)
                and any((x + dx, y + dy) in colour for dx, dy in cells)
                for cells in footprint.orientations
                for x, y in buildable
            ):
                where = f"[{_index(ids, building.id)}] {building.id}.footprint"
                message = f"fits nowhere on map {map_id!r} (with a square of {building.colour})"
                out.append(
                    CrossProblem(
                        PackProblem("prestige_buildings.json", where, message), "unplaceable", map_id
                    )
                )
    return out


def stuck_drafts(pack: ContentPack, walks: int = WALKS) -> list[CrossProblem]:
    """Race drafts that cannot be finished, one problem per player count (the first found)."""
    out: list[CrossProblem] = []
    race_ids = list(pack.races)
    for players in range(1, 5):
        found = _stuck(pack, players, walks)
        if found is None:
            continue
        races = found
        blamed = races[-1] if races else (race_ids[0] if race_ids else "")
        where = f"[{_index(race_ids, blamed)}] {blamed}.forbidden"
        message = f"a {players}-player draft cannot be finished after the races {list(races)}"
        out.append(
            CrossProblem(
                PackProblem("races.json", where, message), "draft_stuck", players=players, races=races
            )
        )
    return out


def _stuck(pack: ContentPack, players: int, walks: int) -> tuple[str, ...] | None:
    """The races chosen in a draft that got stuck, or None when every walk finished."""
    for map_id in pack.maps:
        for walk in range(walks):
            pick = random.Random(walk * 7 + players)
            state = new_game(pack, map_id, players, seed=walk)
            races: list[str] = []
            for _ in range(MOST_SETUP_STEPS):
                if state.phase != "setup":
                    break
                options = legal_actions(state)
                if not options or any(a.type == "skip" for a in options):
                    return tuple(races)
                action = pick.choice(options)
                if action.type == "choose_race" and action.target:
                    races.append(action.target)
                state, _record = apply(state, action, check=False)
            else:
                return tuple(races)
    return None


def cross_check(pack: ContentPack, walks: int = WALKS) -> list[CrossProblem]:
    """Both checks; empty when the pack passes them."""
    return unplaceable(pack) + stuck_drafts(pack, walks)
