"""The one place where the engine's violation codes become words a player reads.

The engine answers ``Violation(code, squares, item)``; each code has one translatable sentence
here, with ``{item}`` filled by the resource's or building's name from the content pack.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.city import Violation
from founders_desktop.content import ContentPack
from founders_desktop.view.content_names import building_name, resource_name
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

_CONTEXT = "Violation"

MESSAGES: dict[str, str] = {
    # Codes of the city game's board adapter (a drop outside the current decision, a cancelled drag).
    "cancelled": QT_TRANSLATE_NOOP("Violation", "Cancelled."),
    "not_now": QT_TRANSLATE_NOOP(
        "Violation", "This is not what the current decision places (or you cannot pay for it)."
    ),
    "unknown_player": QT_TRANSLATE_NOOP("Violation", "There is no such player."),
    "off_board": QT_TRANSLATE_NOOP("Violation", "Part of the piece would be off the board."),
    "bad_orientation": QT_TRANSLATE_NOOP("Violation", "The piece cannot be turned that way."),
    "unknown_item": QT_TRANSLATE_NOOP("Violation", "This pack has no such piece ({item})."),
    "not_buildable": QT_TRANSLATE_NOOP(
        "Violation", "Buildings and roads go only on red, white, grey or green squares."
    ),
    "occupied": QT_TRANSLATE_NOOP("Violation", "Those squares are already taken."),
    "adjacent_to_own": QT_TRANSLATE_NOOP(
        "Violation", "It would touch one of your own buildings (never two side by side)."
    ),
    "resource_in_section": QT_TRANSLATE_NOOP(
        "Violation", "This city section already has a {item} tile (one of each resource per section)."
    ),
    "not_connected": QT_TRANSLATE_NOOP(
        "Violation", "It is not connected to anything you own (touching, or through roads)."
    ),
    "prerequisite_not_connected": QT_TRANSLATE_NOOP(
        "Violation", "No {item} you own or have access to is connected to it."
    ),
    "not_your_resource": QT_TRANSLATE_NOOP(
        "Violation", "You do not control {item}: import only your own resources."
    ),
    "not_race_resource": QT_TRANSLATE_NOOP("Violation", "The first trade stall is your race's resource."),
    "not_start_space": QT_TRANSLATE_NOOP(
        "Violation", "The first trade stall goes on a numbered start space for this many players."
    ),
    "own_resource": QT_TRANSLATE_NOOP("Violation", "{item} is yours: import it instead of buying access."),
    "too_early": QT_TRANSLATE_NOOP(
        "Violation", "Another player's {item} may be imported only after the second completion."
    ),
    "not_as_follow": QT_TRANSLATE_NOOP("Violation", "This trade cannot be done as a follow action."),
    "follow_colour": QT_TRANSLATE_NOOP("Violation", "A follow trade goes on red or white squares only."),
    "no_resource_tile": QT_TRANSLATE_NOOP("Violation", "A claim token goes on a resource tile."),
    "own_tile": QT_TRANSLATE_NOOP("Violation", "You own this {item} tile already."),
    "already_has_access": QT_TRANSLATE_NOOP("Violation", "You already have access to this {item} tile."),
    "not_advanced": QT_TRANSLATE_NOOP(
        "Violation", "Only tier 2 and tier 3 resources are built by upgrading."
    ),
    "not_green": QT_TRANSLATE_NOOP("Violation", "Houses go on green (forested) squares."),
    "house_in_section": QT_TRANSLATE_NOOP("Violation", "You already have a house in this city section."),
    "not_river_or_wall": QT_TRANSLATE_NOOP("Violation", "Bridges and gates go on river or wall squares."),
    "colour_not_touched": QT_TRANSLATE_NOOP(
        "Violation", "This building must cover at least one {item} square."
    ),
    "type_in_section": QT_TRANSLATE_NOOP(
        "Violation", "A building of the same type ({item}) already stands in this city section."
    ),
    "not_reserved_location": QT_TRANSLATE_NOOP("Violation", "{item} goes only on its reserved location."),
    "already_built": QT_TRANSLATE_NOOP("Violation", "{item} is already on the board."),
    "no_tiles_left": QT_TRANSLATE_NOOP("Violation", "Every {item} tile is already on the board."),
    "no_claim_tokens": QT_TRANSLATE_NOOP("Violation", "No claim tokens are left."),
    "no_delivery_tokens": QT_TRANSLATE_NOOP("Violation", "No delivery tokens are left."),
    "no_houses_left": QT_TRANSLATE_NOOP("Violation", "All your houses are on the board."),
    "no_bridges_left": QT_TRANSLATE_NOOP("Violation", "All your bridges and gates are on the board."),
    "no_roads_left": QT_TRANSLATE_NOOP("Violation", "All the roads are on the board."),
}
UNKNOWN = QT_TRANSLATE_NOOP("Violation", "Not allowed by the rules ({code}).")

COLOUR_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("Violation", "red (entrance)"),
    "white": QT_TRANSLATE_NOOP("Violation", "white (coastal)"),
    "green": QT_TRANSLATE_NOOP("Violation", "green (forested)"),
    "grey": QT_TRANSLATE_NOOP("Violation", "grey (central)"),
}


def item_name(pack: ContentPack, item: str) -> str:
    """The printed name of a resource, building or terrain colour id."""
    if item in pack.resources:
        return resource_name(pack, item)
    if item in pack.prestige_buildings:
        return building_name(pack, item)
    if item in COLOUR_NAMES:
        return QCoreApplication.translate(_CONTEXT, COLOUR_NAMES[item])
    return item


def violation_text(violation: Violation, pack: ContentPack) -> str:
    """One sentence saying why, in the user's language."""
    template = MESSAGES.get(violation.code)
    if template is None:
        return QCoreApplication.translate(_CONTEXT, UNKNOWN).format(code=violation.code)
    return QCoreApplication.translate(_CONTEXT, template).format(item=item_name(pack, violation.item))


def violations_text(violations: tuple[Violation, ...] | list[Violation], pack: ContentPack) -> list[str]:
    """Each reason once, in the engine's order."""
    out: list[str] = []
    for v in violations:
        text = violation_text(v, pack)
        if text not in out:
            out.append(text)
    return out
