"""What a piece needs wherever it goes: the right resource, pieces left, tokens, timing.

These conditions do not depend on the squares, so ``legal_placements`` asks them once per piece
and ``validate`` once per placement; both get the same codes from here.
"""

from __future__ import annotations

from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Owner, Piece, PieceKind, Player, Violation
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import claim_tokens_for_board, tracker_token_missing


def new_owner(state: BoardState, player: Player, piece: Piece) -> Owner:
    """Who will own the tile the piece becomes (None: neutral, or nobody)."""
    if piece.kind is PieceKind.IMPORT_AND_BUY:
        return state.controller_of(piece.item) if piece.item in state.pack.resources else None
    if piece.kind in (PieceKind.PRESTIGE, PieceKind.ROAD, PieceKind.BUY_ACCESS):
        return None
    return player


def start_limit(state: BoardState) -> int:
    """Highest start-space number usable for first stalls: the player count, except that the
    solo player may choose any numbered space (where sets the difficulty)."""
    return 4 if state.player_count == 1 else state.player_count


def piece_violations(state: BoardState, player: Player, piece: Piece, follow: bool) -> list[Violation]:
    """Every square-independent reason the piece cannot be placed by ``player`` now."""
    kind, item = piece.kind, piece.item
    pack = state.pack
    idx = board_index(state)
    out: list[Violation] = []
    if kind in (PieceKind.FIRST_STALL, PieceKind.IMPORT, PieceKind.IMPORT_AND_BUY):
        resource = pack.resources.get(item)
        if resource is None or not resource.basic:
            return [Violation("unknown_item", item=item)]
        owner = new_owner(state, player, piece)
        if kind is PieceKind.FIRST_STALL and item != state.seats[player].resources[0]:
            out.append(Violation("not_race_resource", item=item))
        elif kind is PieceKind.IMPORT and state.controller_of(item) != player:
            out.append(Violation("not_your_resource", item=item))
        elif kind is PieceKind.IMPORT_AND_BUY:
            if owner == player:
                out.append(Violation("own_resource", item=item))
            elif owner is not None and state.completions() < pack.costs.other_player_import_after_completions:
                out.append(Violation("too_early", item=item))
            if follow:
                out.append(Violation("not_as_follow"))
        if len(idx.resource_tiles.get(item, ())) >= resource.tiles:
            out.append(Violation("no_tiles_left", item=item))
        tokens = (owner, player) if kind is PieceKind.IMPORT_AND_BUY else (owner,)
        out.extend(_claim_tokens(state, tokens))
        out.extend(_delivery_tokens(state, tokens, item))
    elif kind is PieceKind.BUY_ACCESS:
        out.extend(_claim_tokens(state, (player,)))
    elif kind is PieceKind.UPGRADE:
        resource = pack.resources.get(item)
        if resource is None or resource.basic:
            return [Violation("not_advanced", item=item)]
        if len(idx.resource_tiles.get(item, ())) >= resource.tiles:
            out.append(Violation("no_tiles_left", item=item))
        out.extend(_claim_tokens(state, (player,)))
        out.extend(_delivery_tokens(state, (player,), item))
    elif kind is PieceKind.HOUSE:
        if idx.houses[player] >= pack.supply.houses:
            out.append(Violation("no_houses_left"))
    elif kind is PieceKind.BRIDGE:
        if idx.bridges[player] >= pack.supply.bridges:
            out.append(Violation("no_bridges_left"))
    elif kind is PieceKind.ROAD:
        if len(state.roads) >= pack.supply.roads:
            out.append(Violation("no_roads_left"))
    elif kind is PieceKind.PRESTIGE:
        if item not in pack.prestige_buildings:
            return [Violation("unknown_item", item=item)]
        if item in idx.placed_prestige:
            out.append(Violation("already_built", item=item))
    return out


def piece_blocked(state: BoardState, player: Player, piece: Piece, follow: bool) -> bool:
    """``bool(piece_violations(...))``, remembered per board state: the placement search asks it
    of every piece on every new board and needs only yes or no, so no violation is made."""
    key = ("blocked", player, piece.kind, piece.item, follow)  # (the piece's fields: hashed in C)
    cache = state._cache
    found = cache.get(key)
    if found is None:
        found = cache[key] = _blocked(state, player, piece, follow)
    return found  # type: ignore[no-any-return]


def _blocked(state: BoardState, player: Player, piece: Piece, follow: bool) -> bool:
    """``piece_violations`` condition by condition, stopping at the first that holds."""
    kind, item = piece.kind, piece.item
    pack = state.pack
    idx = board_index(state)
    if kind is PieceKind.FIRST_STALL or kind is PieceKind.IMPORT or kind is PieceKind.IMPORT_AND_BUY:
        resource = pack.resources.get(item)
        if resource is None or not resource.basic:
            return True
        owner = new_owner(state, player, piece)
        if kind is PieceKind.FIRST_STALL:
            if item != state.seats[player].resources[0]:
                return True
        elif kind is PieceKind.IMPORT:
            if state.controller_of(item) != player:
                return True
        else:
            if owner == player:
                return True
            if owner is not None and state.completions() < pack.costs.other_player_import_after_completions:
                return True
            if follow:
                return True
        if len(idx.resource_tiles.get(item, ())) >= resource.tiles:
            return True
        tokens = (owner, player) if kind is PieceKind.IMPORT_AND_BUY else (owner,)
        return _short_of_tokens(state, tokens, item)
    if kind is PieceKind.BUY_ACCESS:
        return _short_of_tokens(state, (player,), None)
    if kind is PieceKind.UPGRADE:
        resource = pack.resources.get(item)
        if resource is None or resource.basic:
            return True
        if len(idx.resource_tiles.get(item, ())) >= resource.tiles:
            return True
        return _short_of_tokens(state, (player,), item)
    if kind is PieceKind.HOUSE:
        return bool(idx.houses[player] >= pack.supply.houses)
    if kind is PieceKind.BRIDGE:
        return bool(idx.bridges[player] >= pack.supply.bridges)
    if kind is PieceKind.ROAD:
        return len(state.roads) >= pack.supply.roads
    if kind is PieceKind.PRESTIGE:
        return item not in pack.prestige_buildings or item in idx.placed_prestige
    return False


def _short_of_tokens(state: BoardState, players: tuple[Owner, ...], resource: str | None) -> bool:
    """``_claim_tokens`` or (for a ``resource``) ``_delivery_tokens`` would name someone."""
    used = board_index(state).claims_used
    limit = claim_tokens_for_board(state)
    # (plain loops, not ``any`` over generators: asked for every piece on every new board)
    for p in players:
        if p is not None and used[p] >= limit:
            return True
    if resource is not None:
        for p in players:
            if p is not None and tracker_token_missing(state, p, resource):
                return True
    return False


def _claim_tokens(state: BoardState, players: tuple[Owner, ...]) -> list[Violation]:
    used = board_index(state).claims_used
    limit = claim_tokens_for_board(state)  # one of the supply marks the score
    return [Violation("no_claim_tokens") for p in players if p is not None and used[p] >= limit]


def _delivery_tokens(state: BoardState, players: tuple[Owner, ...], resource: str) -> list[Violation]:
    """A new "own" or "access" space needs one of that player's delivery tokens."""
    return [
        Violation("no_delivery_tokens", item=resource)
        for p in players
        if p is not None and tracker_token_missing(state, p, resource)
    ]
