"""The one module where the game engine's codes become words: actions, decisions, events.

The engine speaks in ids and codes (``play_card``, ``vote_won:salt_barrel``); everything a
player reads about the game is phrased here, through Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.city.game import Action, ActionRecord, GameState
from founders_desktop.content import ContentPack
from founders_desktop.view.content_names import pack_name, resource_name


def _tr(text: str) -> str:
    return QCoreApplication.translate("CityGameWords", text)


def name_of(pack: ContentPack, item: str) -> str:
    """The printed name of any card, race, resource or building id, in the person's language."""
    name = pack_name(pack, item)
    if name is not None:
        return name
    if item in pack.resource_cards:
        resource = pack.resource_cards[item].resource
        return QCoreApplication.translate("CityGameWords", "{resource} card").format(
            resource=resource_name(pack, resource)
        )
    return item


def decision_title(state: GameState, kind: str, ref: str = "") -> str:
    """What the seat to move is asked, as a heading."""
    titles = {
        "choose_race": QCoreApplication.translate("CityGameWords", "Choose a race"),
        "aesther_resource": QCoreApplication.translate("CityGameWords", "Aesther: choose any resource card"),
        "choose_resource": QCoreApplication.translate("CityGameWords", "Draft a resource card"),
        "first_stall": QCoreApplication.translate(
            "CityGameWords", "Place your first trade stall (drag it onto a numbered grey space)"
        ),
        "turn": QCoreApplication.translate(
            "CityGameWords", "Your turn: play a card face up (main action) or face down (basic action)"
        ),
        "basic": QCoreApplication.translate("CityGameWords", "Take a basic action"),
        "follow": QCoreApplication.translate("CityGameWords", "Follow the {card} or take a basic action"),
        "effect": QCoreApplication.translate("CityGameWords", "Carry out the action"),
        "road": QCoreApplication.translate("CityGameWords", "Lay a road (drag it onto a shaded square)"),
        "place": QCoreApplication.translate("CityGameWords", "Place the piece"),
        "upgrade_road": QCoreApplication.translate(
            "CityGameWords", "Upgrade: lay the road first, or place the building"
        ),
        "reset_bonus": QCoreApplication.translate("CityGameWords", "Vote called: choose your reset bonus"),
        "vote": QCoreApplication.translate("CityGameWords", "Secret vote"),
        "choose_proposal": QCoreApplication.translate("CityGameWords", "Choose a proposal"),
        "place_prestige": QCoreApplication.translate(
            "CityGameWords", "You won the vote: place the prestige building"
        ),
    }
    text = titles.get(kind, kind)
    return text.format(
        card=name_of(state.pack, ref) if ref else QCoreApplication.translate("CityGameWords", "card")
    )


def action_text(pack: ContentPack, action: Action) -> str:
    """A button label (or a log line's verb) for one action."""
    t = action.type
    target = name_of(pack, action.target) if action.target else ""
    simple = {
        "basic_money": QCoreApplication.translate("CityGameWords", "Take 1 money"),
        "basic_influence": QCoreApplication.translate("CityGameWords", "Take 1 fleeting influence"),
        "basic_road": QCoreApplication.translate("CityGameWords", "Build 1 road"),
        "skip": QCoreApplication.translate("CityGameWords", "Skip"),
        "road_first": QCoreApplication.translate("CityGameWords", "Lay the road first"),
        "reset_road": QCoreApplication.translate("CityGameWords", "Reset bonus: a road"),
        "reset_money": QCoreApplication.translate("CityGameWords", "Reset bonus: money"),
        "reset_influence": QCoreApplication.translate("CityGameWords", "Reset bonus: influence"),
    }
    if t in simple:
        return simple[t]
    if t == "choose_race":
        return QCoreApplication.translate("CityGameWords", "Race: {race}").format(race=target)
    if t == "choose_resource":
        return QCoreApplication.translate("CityGameWords", "Take the {card}").format(card=target)
    if t == "force_repick":
        return QCoreApplication.translate("CityGameWords", "Take the {card} of seat {seat}").format(
            card=target, seat=action.index + 1
        )
    if t == "play_card":
        face = (
            QCoreApplication.translate("CityGameWords", "face up")
            if action.face_up
            else QCoreApplication.translate("CityGameWords", "face down")
        )
        return QCoreApplication.translate("CityGameWords", "Play {card} {face}").format(
            card=target, face=face
        )
    if t == "follow":
        return QCoreApplication.translate("CityGameWords", "Follow the main action")
    if t == "worker":
        where = (
            QCoreApplication.translate("CityGameWords", "racial action")
            if action.target == "race"
            else target
        )
        return QCoreApplication.translate("CityGameWords", "Place a worker: {where}").format(where=where)
    if t == "choose":
        return QCoreApplication.translate("CityGameWords", "Option {n}").format(n=action.index + 1)
    if t == "recruit":
        return QCoreApplication.translate("CityGameWords", "Recruit from space {n}").format(
            n=action.index + 1
        )
    if t == "buy_access":
        item = action.placement.item if action.placement is not None else ""
        return (
            QCoreApplication.translate("CityGameWords", "Buy access to a {item} tile")
            .format(item=name_of(pack, item))
            .replace("  ", " ")
        )
    if t == "choose_piece":
        kind, _, item = action.target.partition(":")
        return QCoreApplication.translate("CityGameWords", "Choose to place {piece}").format(
            piece=name_of(pack, item) if item else piece_word(kind)
        )
    if t == "vote":
        return QCoreApplication.translate(
            "CityGameWords", "Cast a secret vote"
        )  # revealed with all the others (see vote_reveal)
    if t == "choose_proposal":
        return QCoreApplication.translate("CityGameWords", "Proposal {n}").format(n=action.index + 1)
    if action.placement is not None:
        item = name_of(pack, action.placement.item) if action.placement.item else ""
        kind = piece_word(action.placement.kind.value)
        return (
            QCoreApplication.translate("CityGameWords", "Place {kind}: {item}")
            if item
            else QCoreApplication.translate("CityGameWords", "Place {kind}")
        ).format(kind=kind, item=item)
    return t


def piece_word(kind: str) -> str:
    words = {
        "first_stall": QCoreApplication.translate("CityGameWords", "first trade stall"),
        "import": QCoreApplication.translate("CityGameWords", "trade stall"),
        "buy_access": QCoreApplication.translate("CityGameWords", "claim token"),
        "import_and_buy": QCoreApplication.translate("CityGameWords", "neutral trade stall and claim"),
        "upgrade": QCoreApplication.translate("CityGameWords", "building"),
        "house": QCoreApplication.translate("CityGameWords", "house"),
        "bridge": QCoreApplication.translate("CityGameWords", "bridge or gate"),
        "road": QCoreApplication.translate("CityGameWords", "road"),
        "prestige": QCoreApplication.translate("CityGameWords", "prestige building"),
    }
    return words.get(kind, kind)


def record_text(
    state: GameState, record: ActionRecord, seat_names: list[str], followed: str = "", adviser: str = ""
) -> str:
    """One log entry: who did what, who was paid, what was delivered. ``followed``: the category
    of the card a follow followed (then the follow says what it acted as: "Follow as Trade");
    ``adviser``: the adviser a recruit took (then the line names it)."""
    pack = state.pack
    action = record.action
    who = seat_names[action.seat] if 0 <= action.seat < len(seat_names) else "?"
    what = action_text(pack, action)
    if action.type == "recruit" and adviser:
        what = QCoreApplication.translate("CityGameWords", "Recruit {adviser} from space {n}").format(
            adviser=name_of(pack, adviser), n=action.index + 1
        )
    if action.type == "follow" and followed:
        what = _follow_as(pack, followed, action.index) or what
    parts = [QCoreApplication.translate("CityGameWords", "{who}: {what}").format(who=who, what=what)]
    paid: dict[int, int] = {}
    for p in record.payments:
        paid[p.seat] = paid.get(p.seat, 0) + p.points
    gains = [
        QCoreApplication.translate("CityGameWords", "{name} +{points}").format(name=seat_names[s], points=n)
        for s, n in sorted(paid.items())
        if 0 <= s < len(seat_names) and n
    ]
    if gains:
        parts.append(
            QCoreApplication.translate("CityGameWords", "points: {list}").format(list=", ".join(gains))
        )
    money = [
        QCoreApplication.translate("CityGameWords", "{name} {change:+d} money").format(
            name=seat_names[s], change=c
        )
        for s, c in record.money
        if 0 <= s < len(seat_names) and c
    ]
    if money:
        parts.append(", ".join(money))
    for b in record.board:
        for d in b.deliveries:
            parts.append(
                QCoreApplication.translate("CityGameWords", "delivered {resource} to {building}").format(
                    resource=name_of(pack, d.resource), building=name_of(pack, _building(state, d.building))
                )
            )
    for event in record.events:
        parts.append(event_text(pack, event))
    return "; ".join(p for p in parts if p)


def event_text(pack: ContentPack, event: str) -> str:
    code, _, arg = event.partition(":")
    known = {
        "game_over": QCoreApplication.translate("CityGameWords", "the game is over"),
        "vote_won": QCoreApplication.translate("CityGameWords", "the vote chose {item}"),
        "completion": QCoreApplication.translate("CityGameWords", "{item} is complete"),
        "call_to_vote": QCoreApplication.translate("CityGameWords", "a vote is called"),
        "no_resource_card": QCoreApplication.translate("CityGameWords", "no valid resource card was left"),
        "built": QCoreApplication.translate("CityGameWords", "{item} is built"),
        "forced_repick": QCoreApplication.translate("CityGameWords", "a player must pick again"),
        "no_legal_spot": QCoreApplication.translate(
            "CityGameWords", "{item} has no legal spot and is removed"
        ),
        "adviser_leaves_game": QCoreApplication.translate("CityGameWords", "{item} leaves the game"),
        "solo_income": QCoreApplication.translate("CityGameWords", "the solo player collects income"),
    }
    if code == "skipped":
        return ""
    if code == "votes":
        return QCoreApplication.translate("CityGameWords", "votes revealed: {counts}").format(
            counts=arg.replace(",", " / ")
        )
    template = known.get(code)
    if template is None:
        return event
    return template.format(item=name_of(pack, arg))


def _building(state: GameState, tile: int) -> str:
    tiles = state.board.tiles
    return tiles[tile].item if 0 <= tile < len(tiles) else ""


FOLLOW_CATEGORIES = ("recruit", "trade", "upgrade", "construct")


def category_name(pack: ContentPack, category: str) -> str:
    """The printed name of the standard card of ``category`` ("Trade"), which names the follow."""
    for card in pack.standard_cards.values():
        if card.category == category:
            return name_of(pack, card.id)
    return category


def option_category(option: tuple[object, ...]) -> str:
    """The category a follow option acts as: the kind of its first recruit/trade/upgrade/construct
    effect ("" if it has none)."""
    for effect in option:
        kind = getattr(effect, "kind", "")
        if kind in FOLLOW_CATEGORIES:
            return str(kind)
    return ""


def follow_label_words(pack: ContentPack, option: tuple[object, ...]) -> str:
    """One follow option in words: "as Trade: trade (import or buy access; red or white only)"."""
    from founders_desktop.view.city_game.effect_text import effects_text

    category = option_category(option)
    text = effects_text(option)  # type: ignore[arg-type]
    if not category:
        return text
    return QCoreApplication.translate("CityGameWords", "as {category}: {effects}").format(
        category=category_name(pack, category), effects=text
    )


def follow_words(pack: ContentPack, category: str) -> str:
    """What a follower of a card of ``category`` may do, each option in words."""
    from founders_desktop.view.city_game.effect_text import effects_text

    for card in pack.standard_cards.values():
        if card.category == category:
            return QCoreApplication.translate("CityGameWords", " or ").join(
                effects_text(o) for o in card.follow_options
            )
    return ""


def follow_button_text(pack: ContentPack, option: tuple[object, ...]) -> str:
    """The button of a follow option: "Follow as Trade: ..." (never "option 2")."""
    from founders_desktop.view.city_game.effect_text import effects_text

    category = option_category(option)
    text = effects_text(option)  # type: ignore[arg-type]
    if not category:
        return QCoreApplication.translate("CityGameWords", "Follow: {effects}").format(effects=text)
    return QCoreApplication.translate("CityGameWords", "Follow as {category}: {effects}").format(
        category=category_name(pack, category), effects=text
    )


def colour_word(colour: str) -> str:
    """A prestige building's (and a terrain's) colour in words."""
    words = {
        "red": QCoreApplication.translate("CityGameWords", "red"),
        "white": QCoreApplication.translate("CityGameWords", "white"),
        "green": QCoreApplication.translate("CityGameWords", "green"),
        "grey": QCoreApplication.translate("CityGameWords", "grey"),
    }
    return words.get(colour, colour)


def record_cards(state: GameState, record: ActionRecord) -> tuple[str, ...]:
    """The cards a log line names (the card played, the piece placed, what was delivered where,
    the building voted or completed), for the hover card."""
    pack = state.pack
    action = record.action
    cards: list[str] = []
    if action.target and action.target != "race":
        cards.append(action.target.partition(":")[2] or action.target)
    if action.placement is not None and action.placement.item:
        cards.append(action.placement.item)
    for b in record.board:
        for d in b.deliveries:
            cards += [d.resource, _building(state, d.building)]
    for event in record.events:
        code, _, arg = event.partition(":")
        if code in ("vote_won", "completion", "built", "adviser_leaves_game") and arg:
            cards.append(arg)
    known = (
        pack.advisers,
        pack.standard_cards,
        pack.prestige_buildings,
        pack.resources,
        pack.races,
        pack.resource_cards,
    )
    return tuple(c for c in dict.fromkeys(cards) if any(c in table for table in known))


def _follow_as(pack: ContentPack, category: str, index: int) -> str:
    """ "Follow as Trade": what the ``index``-th follow option of a card of ``category`` acts as."""
    for card in pack.standard_cards.values():
        if card.category == category and 0 <= index < len(card.follow_options):
            acts_as = option_category(card.follow_options[index])
            if acts_as:
                return QCoreApplication.translate("CityGameWords", "Follow as {category}").format(
                    category=category_name(pack, acts_as)
                )
    return ""
