"""Placing a piece during the game: the board module decides legality and scoring; this adds
money (the price less any card discount, paid to the bank or the owner) and the game record.
"""

from __future__ import annotations

from founders_desktop.city.apply import apply as board_apply
from founders_desktop.city.costs import cost
from founders_desktop.city.game.actions import ActionRecord, Payment
from founders_desktop.city.game.state import NEUTRAL, GameState
from founders_desktop.city.pieces import PieceKind, Placement
from founders_desktop.city.records import ActionRecord as BoardRecord

PERSONAL = (PieceKind.HOUSE, PieceKind.BRIDGE)


def price(state: GameState, placement: Placement, discount: int, follow: bool) -> int:
    """What ``placement`` costs with a card's discount (never below 0). Houses and bridges cost
    the printed price less the card's discount (the main Construct card's discount is 1)."""
    if placement.kind in PERSONAL:
        base = state.pack.costs.personal_building
    else:
        base = cost(state.board, placement, follow=follow)[0]
    return max(0, base - discount)


def place(
    state: GameState,
    rec: ActionRecord,
    placement: Placement,
    discount: int = 0,
    follow: bool = False,
    check: bool = False,
    choices: dict[tuple[str, int, str], int] | None = None,
) -> BoardRecord:
    """Pay for and put ``placement`` on the board (already known legal: the game lists only what
    ``legal_placements`` lists), recording every point."""
    seat = placement.player
    base, payee = cost(state.board, placement, follow=follow)  # (``price``, with the one lookup)
    if placement.kind in PERSONAL:
        base = state.pack.costs.personal_building
    amount = max(0, base - discount)
    state.board, brec = board_apply(state.board, placement, choices, follow=follow, check=check)
    if amount:
        state.players[seat].money -= amount
        rec.money.append((seat, -amount))
        if payee is not None and placement.kind is PieceKind.BUY_ACCESS:
            state.players[payee].money += amount
            rec.money.append((payee, amount))
    for p in brec.payments:
        rec.payments.append(
            Payment(NEUTRAL if p.player is None else p.player, p.points, f"{p.cause}:{p.resource}")
        )
    rec.board.append(brec)
    for b in brec.completed:
        rec.events.append(f"completion:{state.board.tiles[b].item}")
    if state.completions() >= state.pack.scoring.completions_to_end:
        state.end_triggered = True
    return brec


def choice_options(
    state: GameState, placement: Placement, follow: bool = False
) -> dict[tuple[str, int, str], tuple[int, ...]]:
    """The real choices of source a placement would offer (what the board's record lists)."""
    _, brec = board_apply(state.board, placement, follow=follow, check=False)
    return dict(brec.options)
