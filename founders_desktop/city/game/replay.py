"""A game is its seed plus its action log: replay one, and take a snapshot to compare two.

Saves (``persist.CitySave``) store the pack, map, seats, seed and the action log; loading (the
game page's controller, ``check-save``, "Continue last game") goes through ``replay_steps``, the one
path that parses every logged action strictly and validates it by the engine's own rules.
``snapshot`` is the whole state as plain JSON, used to check that replaying gives
the very same state and to write golden playthrough files.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, cast

from founders_desktop.city.game.actions import ACTION_TYPES, Action, ActionRecord, ActionType, Violation
from founders_desktop.city.game.engine import apply, validate
from founders_desktop.city.game.rng import CURRENT
from founders_desktop.city.game.setup import new_game
from founders_desktop.city.game.state import GameState
from founders_desktop.city.pieces import PieceKind, Placement
from founders_desktop.city.serial import to_json
from founders_desktop.content import ContentPack

SMALL_INT = 2**31
"""Every number in an action (seat, index, influence, square) is far smaller than this."""
_FIELDS = {"type", "seat", "target", "index", "face_up", "fleeting", "lasting", "placement", "choices"}
_PLACEMENT_FIELDS = {"kind", "player", "item", "anchor", "orientation"}


class ReplayError(ValueError):
    """A log that cannot be replayed: the action's ``index`` in the log (-1: the set-up),
    a ``code`` and its ``params`` for the view to translate.

    ``code`` is the engine's own violation code (``card_not_in_hand``, ``not_your_decision``...)
    for a well-formed action the rules refuse, ``malformed`` (``params``: field, problem) for an
    action that is not one, ``bad_setup`` for a map or seat count the pack cannot set up, and
    ``replay_failed`` where the engine itself stumbled (a bug: the save is refused, not half-run).
    """

    def __init__(self, index: int, code: str, params: tuple[tuple[str, Any], ...] = ()) -> None:
        where = "set-up" if index < 0 else f"actions[{index}]"
        shown = ", ".join(f"{k}={v}" for k, v in params)
        super().__init__(f"{where}: {code}" + (f" ({shown})" if shown else ""))
        self.index = index
        self.code = code
        self.params = params


def _malformed(index: int, field: str, problem: str) -> ReplayError:
    return ReplayError(index, "malformed", (("field", field), ("problem", problem)))


def _int(value: Any, index: int, field: str, low: int = -SMALL_INT) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _malformed(index, field, "not_a_whole_number")
    if not low <= value < SMALL_INT:
        raise _malformed(index, field, "out_of_range")
    return value


def _str(value: Any, index: int, field: str) -> str:
    if not isinstance(value, str):
        raise _malformed(index, field, "not_text")
    return value


def _placement(data: Any, index: int) -> Placement:
    if not isinstance(data, dict):
        raise _malformed(index, "placement", "not_an_object")
    for name in sorted(set(data) - _PLACEMENT_FIELDS):
        raise _malformed(index, f"placement.{name}", "unknown_field")
    for name in sorted(_PLACEMENT_FIELDS - set(data)):
        raise _malformed(index, f"placement.{name}", "missing")
    kind = _str(data["kind"], index, "placement.kind")
    if kind not in {k.value for k in PieceKind}:
        raise _malformed(index, "placement.kind", "unknown_value")
    anchor = data["anchor"]
    if not isinstance(anchor, list) or len(anchor) != 2:
        raise _malformed(index, "placement.anchor", "not_a_square")
    return Placement(
        PieceKind(kind),
        _int(data["player"], index, "placement.player", 0),
        _str(data["item"], index, "placement.item"),
        (_int(anchor[0], index, "placement.anchor"), _int(anchor[1], index, "placement.anchor")),
        _int(data["orientation"], index, "placement.orientation"),
    )


def _choices(data: Any, index: int) -> tuple[tuple[str, int, str, int], ...]:
    if not isinstance(data, list):
        raise _malformed(index, "choices", "not_a_list")
    out = []
    for item in data:
        if not isinstance(item, list) or len(item) != 4:
            raise _malformed(index, "choices", "not_a_choice")
        what, tile, resource, chosen = item
        out.append(
            (
                _str(what, index, "choices"),
                _int(tile, index, "choices", 0),
                _str(resource, index, "choices"),
                _int(chosen, index, "choices", 0),
            )
        )
    return tuple(out)


def parse_action(data: Any, index: int) -> Action:
    """The action logged as ``data`` (``Action.to_json``), checked field by field: a value of
    the wrong type is a :class:`ReplayError` naming the field, never a TypeError deeper down."""
    if not isinstance(data, dict):
        raise _malformed(index, "(action)", "not_an_object")
    for name in sorted(set(data) - _FIELDS):
        raise _malformed(index, name, "unknown_field")
    for name in ("type", "seat"):
        if name not in data:
            raise _malformed(index, name, "missing")
    face_up = data.get("face_up", False)
    if not isinstance(face_up, bool):
        raise _malformed(index, "face_up", "not_true_or_false")
    kind = _str(data["type"], index, "type")
    if kind not in ACTION_TYPES:
        raise _malformed(index, "type", "unknown_value")
    placement = data.get("placement")
    return Action(
        type=cast(ActionType, kind),
        seat=_int(data["seat"], index, "seat", 0),
        target=_str(data.get("target", ""), index, "target"),
        index=_int(data.get("index", -1), index, "index"),
        face_up=face_up,
        fleeting=_int(data.get("fleeting", 0), index, "fleeting", 0),
        lasting=_int(data.get("lasting", 0), index, "lasting", 0),
        placement=None if placement is None else _placement(placement, index),
        choices=_choices(data.get("choices", []), index),
    )


def start(
    pack: ContentPack, map_id: str, seats: int | Sequence[str], seed: int, rng_version: int = CURRENT
) -> GameState:
    """``new_game``, with a map or seat count the pack cannot set up as ``ReplayError(-1)``."""
    try:
        return new_game(pack, map_id, seats, seed, rng_version)
    except (KeyError, ValueError) as error:
        raise ReplayError(-1, "bad_setup", (("reason", str(error).strip("'")),)) from None


def replay_steps(
    state: GameState, log: Iterable[Any]
) -> Iterator[tuple[int, Action, GameState, ActionRecord]]:
    """Play ``log`` from ``state``, yielding (index, action, state after, record) per action.

    Every action goes through the engine's own ``validate`` first: the first one that is
    malformed or that the rules refuse ends the replay with a :class:`ReplayError` naming its
    index and the rule (the violation code), whatever the rules are.
    """
    for index, data in enumerate(log):
        action = parse_action(data, index)
        try:
            problems: list[Violation] = validate(state, action)
            if not problems:
                after, record = apply(state, action, check=False)
        except Exception as error:  # an engine bug must refuse the save, not crash the loader
            raise ReplayError(index, "replay_failed", (("error", type(error).__name__),)) from error
        if problems:
            first = problems[0]
            raise ReplayError(index, first.code, (("type", action.type), *first.params))
        yield index, action, after, record
        state = after


def replay(
    pack: ContentPack,
    map_id: str,
    seats: int | Sequence[str],
    seed: int,
    log: Iterable[Any],
    rng_version: int = CURRENT,
) -> GameState:
    """The state after playing ``log`` (``Action.to_json`` dicts) from a new game; every action
    is validated, so a log that does not fit the rules raises :class:`ReplayError`. A save made
    before generator versions existed replays with ``rng_version=LEGACY``."""
    state = start(pack, map_id, seats, seed, rng_version)
    for step in replay_steps(state, log):
        state = step[2]
    return state


def snapshot(state: GameState) -> dict[str, Any]:
    """Everything in the state as JSON values (equal snapshots: equal games)."""
    return {
        "pack": state.pack.id,
        "map": state.map_id,
        "seed": state.seed,
        "rng_draws": state.rng_draws,
        "rng_version": state.rng_version,
        "phase": state.phase,
        "turn": state.turn,
        "active": state.active,
        "start_player": state.start_player,
        "votes_held": state.votes_held,
        "players": [
            {
                "race": p.race,
                "race_resource": p.race_resource,
                "cards": p.cards,
                "hand": p.hand,
                "played": [[c, up] for c, up in p.played],
                "money": p.money,
                "fleeting": p.fleeting,
                "lasting": p.lasting,
                "card_points": p.card_points,
                "workers_out": p.workers_out,
                "advisers_recruited": p.advisers_recruited,
            }
            for p in state.players
        ],
        "board": to_json(state.board),
        "neutral": list(state.neutral),
        "races_left": state.races_left,
        "resource_cards": state.resource_cards,
        "offer": state.offer,
        "adviser_deck": state.adviser_deck,
        "proposals": state.proposals,
        "prestige_deck": state.prestige_deck,
        "prestige_discard": state.prestige_discard,
        "removed": state.removed,
        "votes": {str(k): list(v) for k, v in sorted(state.votes.items())},
        "vote_caller": state.vote_caller,
        "end_triggered": state.end_triggered,
        "solo_cycles": state.solo_cycles,
        "solo_result": state.solo_result,
        "stack": [[s.kind, s.seat, s.ref, s.n, list(s.options)] for s in state.stack],
    }
