"""Money tokens (rulebook p.15, 18, 27, 33).

A monster that dies drops a money token in its hex, unless it was summoned or spawned. A character loots
every token in its hex at the end of its turn (end-of-turn looting: not at the end of each
move), and a "Loot X" action picks up every token within range X: counted like range, needing
line of sight, but unaffected by monsters and obstacles. Monsters and summons never loot at
the end of their turns. Tokens are each character's own and are tallied when the scenario ends
(``looted``), each worth the gold the scenario level gives (``gold``: 2 at levels 0 and 1 up to 6
at level 7); what is left on the map is not collected. The state counts tokens, not gold, so a
save replays the same at any level.
"""

from __future__ import annotations

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rounds.context import Ctx, hex_of
from founders_desktop.tactics.rounds.state import CharacterState, MonsterState, RoundState
from founders_desktop.tactics.sight_check import has_sight


def drop_money(ctx: Ctx, m: MonsterState, where: tuple[int, int]) -> None:
    if m.summoned or m.spawned:
        return
    ctx.state.money.append(where)
    ctx.state.money.sort()
    ctx.emit("money_dropped", figure=m.id, hex=list(where))


def loot_hexes(ctx: Ctx, c: CharacterState, rng: int) -> list[tuple[int, int]]:
    """The hexes with money a character at its hex picks up with Loot ``rng`` (0: its own)."""
    board, rules = ctx.scenario.board, ctx.scenario.rules
    here = hex_of(c)
    out = []
    for h in sorted(set(ctx.state.money)):
        d = board.proximity(here, h)
        if d is not None and d <= rng and (d == 0 or has_sight(board, rules, here, Hex(*h))):
            out.append(h)
    return out


def loot(ctx: Ctx, c: CharacterState, rng: int) -> None:
    if c.hex is None:
        return
    hexes = loot_hexes(ctx, c, rng)
    if not hexes:
        return
    taken = [h for h in ctx.state.money if h in hexes]
    ctx.state.money = [h for h in ctx.state.money if h not in hexes]
    c.looted += len(taken)
    ctx.emit("loot", figure=c.id, tokens=len(taken), hexes=[list(h) for h in hexes])


def looted(state_characters: list[CharacterState]) -> dict[str, int]:
    """The money tokens each character looted, for the scenario's result."""
    return {c.id: c.looted for c in state_characters}


def gold(state: RoundState) -> dict[str, int]:
    """The gold each character's money tokens are worth at the scenario's level."""
    per_token = state.content.gold_per_token
    return {c.id: c.looted * per_token for c in state.characters}
