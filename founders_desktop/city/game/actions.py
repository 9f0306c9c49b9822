"""Actions, placements, violations and records: the small values that cross the engine's edge.

An action is a frozen value with a ``type`` and only the fields that type needs, so a game is its
seed plus a list of these (the save file), and the GUI submits exactly what ``legal_actions``
listed. Violations and records carry codes, never sentences: the view translates them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Literal, cast, get_args

from founders_desktop.city.pieces import PieceKind, Placement
from founders_desktop.city.records import ActionRecord as BoardRecord
from founders_desktop.city.slots import slot_setters


def placement_to_json(p: Placement) -> dict[str, Any]:
    return {
        "kind": p.kind.value,
        "player": p.player,
        "item": p.item,
        "anchor": list(p.anchor),
        "orientation": p.orientation,
    }


def placement_from_json(data: dict[str, Any]) -> Placement:
    return Placement(
        PieceKind(data["kind"]),
        int(data["player"]),
        data["item"],
        (int(data["anchor"][0]), int(data["anchor"][1])),
        int(data["orientation"]),
    )


# Every kind of action, as the save files spell them. A literal type, not a bare string: mypy
# (strict, with strict equality) refuses ``Action("raod", ...)`` and ``a.type == "raod"``,
# while the view and app keep comparing plain strings.
ActionType = Literal[
    "choose_race",
    "choose_resource",
    "force_repick",
    "first_stall",
    "play_card",
    "follow",
    "basic_money",
    "basic_influence",
    "basic_road",
    "road",
    "worker",
    "choose",
    "recruit",
    "import",
    "import_access",
    "buy_access",
    "upgrade",
    "house",
    "bridge",
    "choose_piece",
    "road_first",
    "skip",
    "reset_money",
    "reset_influence",
    "reset_road",
    "vote",
    "choose_proposal",
    "place_prestige",
]
ACTION_TYPES: frozenset[str] = frozenset(get_args(ActionType))


def action_type(text: str) -> ActionType:
    """``text`` as an action type, or a ValueError naming it (a save with an unknown kind)."""
    if text not in ACTION_TYPES:
        raise ValueError(f"unknown action type {text!r}")
    return cast(ActionType, text)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision by one seat.

    Types and the fields they use:
    Placements are the board module's ``Placement`` values, exactly as ``legal_placements``
    lists them. ``choose_race`` (target=race id), ``choose_resource`` (target=resource card id),
    ``force_repick`` (index=seat whose secondary card is taken, target=card id),
    ``first_stall`` (placement), ``play_card`` (target=card id, face_up),
    ``follow`` (index=follow option), ``basic_money``, ``basic_influence``,
    ``road`` (placement), ``worker`` (target="race" or a prestige building id),
    ``choose`` (index=option of a choice effect), ``recruit`` (index=offer space),
    ``import`` / ``import_access`` (placement), ``buy_access`` (index=tile id),
    ``upgrade`` / ``house`` / ``bridge`` (placement), ``skip`` (decline an optional step),
    ``reset_money`` / ``reset_influence``, ``vote`` (index=proposal space, fleeting, lasting),
    ``choose_proposal`` (index=proposal space), ``place_prestige`` (placement).
    Any placement may carry ``choices``: which tile supplies a prerequisite or a delivery where
    the board found several (``legal_actions`` lists the default; ``validate`` accepts any real
    alternative the board reports in its record's ``options``).
    """

    type: ActionType
    seat: int
    target: str = ""
    index: int = -1
    face_up: bool = False
    fleeting: int = 0
    lasting: int = 0
    placement: Placement | None = None
    # Choices of source for a placement, as the board keys them: (what, tile, resource, chosen),
    # what being "source" (a prerequisite) or "deliver". Empty: the board's default choice.
    choices: tuple[tuple[str, int, str, int], ...] = ()

    def without_choices(self) -> Action:
        return replace(self, choices=())

    def choice_dict(self) -> dict[tuple[str, int, str], int]:
        return {(what, tile, resource): chosen for what, tile, resource, chosen in self.choices}

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type, "seat": self.seat}
        if self.target:
            data["target"] = self.target
        if self.index != -1:
            data["index"] = self.index
        if self.face_up:
            data["face_up"] = True
        if self.fleeting:
            data["fleeting"] = self.fleeting
        if self.lasting:
            data["lasting"] = self.lasting
        if self.placement is not None:
            data["placement"] = placement_to_json(self.placement)
        if self.choices:
            data["choices"] = [list(c) for c in self.choices]
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> Action:
        placement = data.get("placement")
        return Action(
            type=action_type(str(data["type"])),
            seat=int(data["seat"]),
            target=data.get("target", ""),
            index=int(data.get("index", -1)),
            face_up=bool(data.get("face_up", False)),
            fleeting=int(data.get("fleeting", 0)),
            lasting=int(data.get("lasting", 0)),
            placement=placement_from_json(placement) if placement else None,
            choices=tuple((str(a), int(b), str(c), int(d)) for a, b, c, d in data.get("choices", ())),
        )

    def short(self) -> str:
        """A compact text form for logs and golden playthrough files."""
        parts = [f"{self.seat}:{self.type}"]
        if self.target:
            parts.append(self.target)
        if self.index != -1:
            parts.append(f"#{self.index}")
        if self.type == "play_card":
            parts.append("up" if self.face_up else "down")
        if self.type == "vote":
            parts.append(f"f{self.fleeting}l{self.lasting}")
        if self.placement is not None:
            p = self.placement
            parts.append(f"{p.kind.value}:{p.item}@{p.anchor[0]},{p.anchor[1]}/{p.orientation}")
        return " ".join(parts)


_SHARED: dict[tuple[str, int, str, int, bool, int | None], Action] = {}


def shared_action(
    type: ActionType,
    seat: int,
    target: str = "",
    index: int = -1,
    face_up: bool = False,
    placement: Placement | None = None,
) -> Action:
    """``Action(type, seat, ...)``, one shared value per distinct action: ``legal_actions`` lists
    the same ones decision after decision, and a lookup is several times cheaper than making a
    frozen dataclass. (Actions are immutable values: sharing them changes nothing.)"""
    # A placement is keyed by identity (hashing a dataclass is slow); the action kept in the
    # table holds that very placement, so its id cannot be reused while the entry lives.
    key = (type, seat, target, index, face_up, None if placement is None else id(placement))
    found = _SHARED.get(key)
    if found is None or found.placement is not placement:
        if len(_SHARED) > 20_000:  # bounded (a few MB): a long session sees many maps and packs
            _SHARED.clear()
        found = _SHARED[key] = Action(
            type, seat, target=target, index=index, face_up=face_up, placement=placement
        )
    return found


_VOTES: dict[tuple[int, int, int, int], Action] = {}


def vote_action(seat: int, space: int, fleeting: int, lasting: int) -> Action:
    """``Action("vote", seat, index=space, fleeting=fleeting, lasting=lasting)``, one shared value
    per distinct vote: a vote lists every split of the voter's influence on every proposal."""
    key = (seat, space, fleeting, lasting)
    found = _VOTES.get(key)
    if found is None:
        if len(_VOTES) > 20_000:  # bounded: influence is finite, but a session may see many games
            _VOTES.clear()
        found = _VOTES[key] = Action("vote", seat, index=space, fleeting=fleeting, lasting=lasting)
    return found


# A young game makes thousands of actions, one per new placement listed: made through the
# slots' setters where they exist (``slot_setters``: twice as quick as the frozen __init__).
_new_object = object.__new__
_ACTION_FIELDS = ("type", "seat", "target", "index", "face_up", "fleeting", "lasting", "placement", "choices")
_ACTION_SETTERS = slot_setters(Action, _ACTION_FIELDS)  # None: compiled
if _ACTION_SETTERS is not None:
    (
        _set_type,
        _set_seat,
        _set_target,
        _set_index,
        _set_face_up,
        _set_fleeting,
        _set_lasting,
        _set_placement,
        _set_choices,
    ) = _ACTION_SETTERS


def _make_action(type: ActionType, seat: int, placement: Placement) -> Action:
    """``Action(type, seat, placement=placement)``, made the quick way (see above)."""
    if _ACTION_SETTERS is None:
        return Action(type, seat, placement=placement)
    action: Action = _new_object(Action)
    _set_type(action, type)
    _set_seat(action, seat)
    _set_target(action, "")
    _set_index(action, -1)
    _set_face_up(action, False)
    _set_fleeting(action, 0)
    _set_lasting(action, 0)
    _set_placement(action, placement)
    _set_choices(action, ())
    return action


# (type, seat) -> id of a placement -> the action placing it (the action keeps the placement
# alive, so the id stays that placement's while the entry lives)
_BY_PLACEMENT: dict[tuple[str, int], dict[int, Action]] = {}
_BY_PLACEMENT_SIZE = [0]  # actions held in all the tables


def placement_action(type: ActionType, seat: int, placement: Placement) -> Action:
    """``shared_action(type, seat, placement=placement)`` on the listing path: the same table
    idea, one table per type and seat, the placement looked up by identity."""
    table = _BY_PLACEMENT.get((type, seat))
    if table is not None:
        found = table.get(id(placement))
        if found is not None and found.placement is placement:
            return found
    return _new_placement_action(type, seat, placement)


def placement_actions(type: ActionType, seat: int, placements: Iterable[Placement]) -> Iterator[Action]:
    """``placement_action`` for each placement in turn, the table looked up once for them all
    (a listing turns every legal placement of a piece into its action)."""
    table = _BY_PLACEMENT.get((type, seat), {})
    for placement in placements:
        found = table.get(id(placement))
        if found is None or found.placement is not placement:
            found = _new_placement_action(type, seat, placement)
            table = _BY_PLACEMENT[(type, seat)]  # (a new table if the tables were emptied)
        yield found


def new_placement_actions(type: ActionType, seat: int, placements: Iterable[Placement]) -> Iterator[Action]:
    """``placement_actions`` made anew, not kept in the shared tables: for placements that are
    seldom listed twice (a prestige building is placed once a game), where keeping them would
    only fill the tables."""
    for placement in placements:
        yield _make_action(type, seat, placement)


def _new_placement_action(type: ActionType, seat: int, placement: Placement) -> Action:
    if _BY_PLACEMENT_SIZE[0] > 20_000:  # bounded (a few MB): a long session sees many maps and packs
        _BY_PLACEMENT.clear()
        _BY_PLACEMENT_SIZE[0] = 0
    table = _BY_PLACEMENT.get((type, seat))
    if table is None:
        table = _BY_PLACEMENT[(type, seat)] = {}
    found = table[id(placement)] = _make_action(type, seat, placement)
    _BY_PLACEMENT_SIZE[0] += 1
    return found


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is illegal: a code and its parameters (the view turns it into text)."""

    code: str
    params: tuple[tuple[str, Any], ...] = ()


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action that ``validate`` rejects; the state is untouched."""

    def __init__(self, action: Action, violations: list[Violation]) -> None:
        super().__init__(f"{action.short()}: {', '.join(v.code for v in violations)}")
        self.action = action
        self.violations = violations


@dataclass(slots=True)
class Payment:
    """Points paid to a seat (``seat`` -1: lost to a neutral tile) and why: every point on the
    score track comes from one of these."""

    seat: int
    points: int
    reason: str


@dataclass(slots=True)
class ActionRecord:
    """What one applied action did: points paid, money moved, the board's own records of each
    placement (payments, deliveries, completions), and events such as "vote_won:salt_barrel"."""

    action: Action
    payments: list[Payment] = field(default_factory=list)
    money: list[tuple[int, int]] = field(default_factory=list)  # (seat, change)
    board: list[BoardRecord] = field(default_factory=list)
    events: list[str] = field(default_factory=list)

    def points_to(self, seat: int) -> int:
        return sum(p.points for p in self.payments if p.seat == seat)
