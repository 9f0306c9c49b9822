"""The elemental infusion table (rulebook p.24): six elements, each inert, waning or strong.

An ability that infuses an element makes it strong at the end of the turn it was used in, so
it can never be consumed on the same turn but any later figure of the round may consume it.
An ability that consumes an element may use one that is strong or waning (it becomes inert)
for the bonus printed after it. At the end of every round each element wanes one step: strong
to waning, waning to inert. Monsters always consume when they can; the first monster of a set
to act consumes and every monster of that set acting then gains the bonus.
"""

from __future__ import annotations

from collections.abc import Iterable

from founders_desktop.tactics.rounds.context import Ctx

ELEMENTS = ("fire", "ice", "air", "earth", "light", "dark")


def available(ctx: Ctx, element: str) -> bool:
    """Strong or waning: an element infused before this turn."""
    return element in ctx.state.elements


def consume(ctx: Ctx, figure: str, element: str) -> None:
    """Move the element to inert (it must be available)."""
    del ctx.state.elements[element]
    ctx.emit("consume", figure=figure, element=element)


def infuse(ctx: Ctx, elements: Iterable[str]) -> None:
    """Infuse during a turn: the elements become strong when the turn ends."""
    for e in elements:
        if e not in ctx.state.infusing:
            ctx.state.infusing.append(e)


def end_of_turn_infusions(ctx: Ctx, figure: str) -> None:
    """The elements infused this turn become strong."""
    for e in ctx.state.infusing:
        ctx.state.elements[e] = "strong"
        ctx.emit("infuse", figure=figure, element=e)
    ctx.state.infusing = []


def wane(ctx: Ctx) -> None:
    """End of round: strong -> waning, waning -> inert (order of the table kept)."""
    state = ctx.state
    changed = bool(state.elements)
    state.elements = {e: "waning" for e in ELEMENTS if state.elements.get(e) == "strong"}
    state.consumed_sets = {}
    if changed:  # the table as it now stands, for a view playing the round's end back
        ctx.emit("wane", elements=dict(state.elements))
