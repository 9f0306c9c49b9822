"""The one module where the game engine's codes become words: actions, decisions, events.

The engine speaks in ids and codes (``play_card``, ``vote_won:salt_barrel``); everything a
player reads about the game is phrased here, through Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.city.game import Action, ActionRecord, GameState
from founders_desktop.content import ContentPack


def _tr(text: str) -> str:
    return QCoreApplication.translate("CityGameWords", text)


def name_of(pack: ContentPack, item: str) -> str:
    """The printed name of any card, race, resource or building id."""
    for table in (
        pack.standard_cards,
        pack.advisers,
        pack.races,
        pack.resources,
        pack.prestige_buildings,
    ):
        if item in table:
            return str(table[item].name)  # type: ignore[attr-defined]
    if item in pack.resource_cards:
        resource = pack.resource_cards[item].resource
        return _tr("{resource} card").format(resource=pack.resources[resource].name)
    return item


def decision_title(state: GameState, kind: str, ref: str = "") -> str:
    """What the seat to move is asked, as a heading."""
    titles = {
        "choose_race": _tr("Choose a race"),
        "aesther_resource": _tr("Aesther: choose any resource card"),
        "choose_resource": _tr("Draft a resource card"),
        "first_stall": _tr("Place your first trade stall (drag it onto a numbered grey space)"),
        "turn": _tr("Your turn: play a card face up (main action) or face down (basic action)"),
        "basic": _tr("Take a basic action"),
        "follow": _tr("Follow the {card} or take a basic action"),
        "effect": _tr("Carry out the action"),
        "road": _tr("Lay a road (drag it onto a shaded square)"),
        "place": _tr("Place the piece"),
        "upgrade_road": _tr("Upgrade: lay the road first, or place the building"),
        "reset_bonus": _tr("Vote called: choose your reset bonus"),
        "vote": _tr("Secret vote"),
        "choose_proposal": _tr("Choose a proposal"),
        "place_prestige": _tr("You won the vote: place the prestige building"),
    }
    text = titles.get(kind, kind)
    return text.format(card=name_of(state.pack, ref) if ref else _tr("card"))


def action_text(pack: ContentPack, action: Action) -> str:
    """A button label (or a log line's verb) for one action."""
    t = action.type
    target = name_of(pack, action.target) if action.target else ""
    simple = {
        "basic_money": _tr("Take 1 money"),
        "basic_influence": _tr("Take 1 fleeting influence"),
        "basic_road": _tr("Build 1 road"),
        "skip": _tr("Skip"),
        "road_first": _tr("Lay the road first"),
        "reset_road": _tr("Reset bonus: a road"),
        "reset_money": _tr("Reset bonus: money"),
        "reset_influence": _tr("Reset bonus: influence"),
    }
    if t in simple:
        return simple[t]
    if t == "choose_race":
        return _tr("Race: {race}").format(race=target)
    if t == "choose_resource":
        return _tr("Take the {card}").format(card=target)
    if t == "force_repick":
        return _tr("Take the {card} of seat {seat}").format(card=target, seat=action.index + 1)
    if t == "play_card":
        face = _tr("face up") if action.face_up else _tr("face down")
        return _tr("Play {card} {face}").format(card=target, face=face)
    if t == "follow":
        return _tr("Follow the main action")
    if t == "worker":
        where = _tr("racial action") if action.target == "race" else target
        return _tr("Place a worker: {where}").format(where=where)
    if t == "choose":
        return _tr("Option {n}").format(n=action.index + 1)
    if t == "recruit":
        return _tr("Recruit from space {n}").format(n=action.index + 1)
    if t == "buy_access":
        item = action.placement.item if action.placement is not None else ""
        return _tr("Buy access to a {item} tile").format(item=name_of(pack, item)).replace("  ", " ")
    if t == "choose_piece":
        kind, _, item = action.target.partition(":")
        return _tr("Choose to place {piece}").format(piece=name_of(pack, item) if item else piece_word(kind))
    if t == "vote":
        return _tr("Cast a secret vote")  # revealed with all the others (see vote_reveal)
    if t == "choose_proposal":
        return _tr("Proposal {n}").format(n=action.index + 1)
    if action.placement is not None:
        item = name_of(pack, action.placement.item) if action.placement.item else ""
        kind = piece_word(action.placement.kind.value)
        return (_tr("Place {kind}: {item}") if item else _tr("Place {kind}")).format(kind=kind, item=item)
    return t


def piece_word(kind: str) -> str:
    words = {
        "first_stall": _tr("first trade stall"),
        "import": _tr("trade stall"),
        "buy_access": _tr("claim token"),
        "import_and_buy": _tr("neutral trade stall and claim"),
        "upgrade": _tr("building"),
        "house": _tr("house"),
        "bridge": _tr("bridge or gate"),
        "road": _tr("road"),
        "prestige": _tr("prestige building"),
    }
    return words.get(kind, kind)


def record_text(state: GameState, record: ActionRecord, seat_names: list[str]) -> str:
    """One log entry: who did what, who was paid, what was delivered."""
    pack = state.pack
    action = record.action
    who = seat_names[action.seat] if 0 <= action.seat < len(seat_names) else "?"
    parts = [_tr("{who}: {what}").format(who=who, what=action_text(pack, action))]
    paid: dict[int, int] = {}
    for p in record.payments:
        paid[p.seat] = paid.get(p.seat, 0) + p.points
    gains = [
        _tr("{name} +{points}").format(name=seat_names[s], points=n)
        for s, n in sorted(paid.items())
        if 0 <= s < len(seat_names) and n
    ]
    if gains:
        parts.append(_tr("points: {list}").format(list=", ".join(gains)))
    money = [
        _tr("{name} {change:+d} money").format(name=seat_names[s], change=c)
        for s, c in record.money
        if 0 <= s < len(seat_names) and c
    ]
    if money:
        parts.append(", ".join(money))
    for b in record.board:
        for d in b.deliveries:
            parts.append(
                _tr("delivered {resource} to {building}").format(
                    resource=name_of(pack, d.resource), building=name_of(pack, _building(state, d.building))
                )
            )
    for event in record.events:
        parts.append(event_text(pack, event))
    return "; ".join(p for p in parts if p)


def event_text(pack: ContentPack, event: str) -> str:
    code, _, arg = event.partition(":")
    known = {
        "game_over": _tr("the game is over"),
        "vote_won": _tr("the vote chose {item}"),
        "completion": _tr("{item} is complete"),
        "call_to_vote": _tr("a vote is called"),
        "no_resource_card": _tr("no valid resource card was left"),
        "built": _tr("{item} is built"),
        "forced_repick": _tr("a player must pick again"),
        "no_legal_spot": _tr("{item} has no legal spot and is removed"),
        "adviser_leaves_game": _tr("{item} leaves the game"),
    }
    if code == "skipped":
        return ""
    if code == "votes":
        return _tr("votes revealed: {counts}").format(counts=arg.replace(",", " / "))
    template = known.get(code)
    if template is None:
        return event
    return template.format(item=name_of(pack, arg))


def _building(state: GameState, tile: int) -> str:
    tiles = state.board.tiles
    return tiles[tile].item if 0 <= tile < len(tiles) else ""
