"""How good a position is for one seat: points, and what will bring points soon.

The greedy player compares positions with this. Beyond points it counts income (money each
vote), money while it can still be spent, lasting influence (a point each at the end), houses
(workers and fleeting influence), claim tokens left (scarce: 15 for a whole game in the
default pack, so each one spent must buy something), and the seat's prospects
(``prospects.py``): deliveries and upgrades still to come, weighed by the roads still missing.
Completed buildings count for everyone (six end the game; without them greedy games stalled,
each seat opening buildings whose first deliveries pay at once), more for a seat in the lead
(the end keeps it), and a seat's last delivery tokens are dear: with none left it never delivers
again, and the game may never end. A position where the last completion is made with the seat
first is the win, worth more than any prospect it ends.
In solo, points decide nothing: ``solo_value`` counts the solo goal instead (``solo.py``).
"""

from __future__ import annotations

from founders_desktop.bots.prospects import deliveries, upgrades
from founders_desktop.bots.solo import (
    connection_reach,
    missing_steps,
    money_worth,
    next_building_cost,
    open_slot_count,
)
from founders_desktop.city.game import GameState, final_scores, ranking
from founders_desktop.city.index import board_index
from founders_desktop.city.tokens import claim_tokens_for_board, delivery_tokens_left

W_POINTS = 1.0
W_INCOME = 2.5
W_MONEY = 0.3  # money that buys tiles (an upgrade costs 4 to 6)
SPENDABLE = 10  # money beyond this is only worth its end score
W_SAVINGS = 0.1  # 4 money are a point at the end, if the game ends
W_LASTING = 1.0
W_FLEETING = 0.2
W_HOUSE = 2.0
W_CLAIM = 0.4  # cost of each claim token spent...
CLAIM_EASY = 0.48  # ...for this share of the supply; every further one costs CLAIM_STEP more
CLAIM_STEP = 0.25
W_DELIVERY = 0.8  # of what an open slot pays, times the share of roads already laid (below 1:
# a delivery made is worth more than one planned, or a one-road connection gains almost nothing)
W_UPGRADE = 1.0
TOKEN_RESERVE = 3  # the last delivery tokens of a seat are kept for deliveries that finish...
TOKEN_STEP = 1.5  # ...each of them costs this much more than the one before
W_COMPLETION = 3.0  # each completed building: the game ends at six, and a seat that only opens
# new buildings (their first deliveries pay at once) spends delivery tokens that never finish any
W_LEADER_COMPLETION = 6.0  # more for a seat that leads by LEAD_FULL points or more (less for a
LEAD_FULL = 10  # smaller lead): the end keeps its lead; trailing seats drew out games for ever
LEADER_FINISH = 2.0  # a full leader's finishing prospects count this much more
LATE_FROM = 12  # votes held: a game still open after this many has run long (most 2-player
LATE_SPAN = 8  # games end after 7 to 10); over the next LATE_SPAN votes every seat comes to
W_LATE_COMPLETION = 12.0  # want the end: completions and finishing prospects count more (a
LATE_FINISH = 3.0  # delivery that finishes is then worth the last tokens' reserve)
ENDING_FINISH = 4.0  # more again for a leader when the next completion ends the game: a
# 2-player leader five roads from the sixth took twenty turns to lay them, and the other seat's
# connections spent its last delivery tokens first
W_WIN = 50.0  # a position where the game ends (the last completion is made) with the seat first:
# without it, laying the road that made the sixth completion lost the finishing prospect and
# looked worse than playing on, and a leader sat one road from the win for a hundred turns


# solo: every open slot of a built building stands between the seat and the win
W_SOLO_OPEN = 10.0  # each open slot (so a delivery gains this, less its connection share below)
W_SOLO_REACH = 8.0  # each open slot the seat's tiles could fill, by the share of roads laid
W_SOLO_STEP = 4.0  # each step (a tier of a tile still to place) before the seat owns what open slots want
W_SOLO_SITE = 0.5  # upgrade sites in reach (below a step: building the upgrade must gain)
W_SOLO_MONEY = 0.6  # solo: money is every import and upgrade still to come
SOLO_SPENDABLE = 20
W_SOLO_LASTING = 0.5  # no points at the end: only the votes it can still win
W_SOLO_NEXT = 1.0  # the cheapest proposal the seat's influence can make win (it will be built)


def claims_cost(used: int, supply: int = 25) -> float:
    """What ``used`` claim tokens on the board cost in value: more for each as they run out."""
    late = max(0, used - round(CLAIM_EASY * supply))
    return W_CLAIM * used + CLAIM_STEP * late * (late + 1) / 2


def tokens_cost(left: int) -> float:
    """What spending into the last ``TOKEN_RESERVE`` delivery tokens costs: none ever comes
    back, and a seat with none can never deliver again. Games stalled at five completions with
    the leader's last tokens on buildings whose other slots nobody could fill."""
    short = max(0, TOKEN_RESERVE - left)
    return TOKEN_STEP * short * (short + 1) / 2


def lead_share(state: GameState, seat: int) -> float:
    """0 unless the seat leads by final scoring as it stands; 1 from a lead of ``LEAD_FULL``."""
    totals = [f.total for f in final_scores(state)]
    lead = totals[seat] - max(t for other, t in enumerate(totals) if other != seat)
    return min(1.0, max(0, lead) / LEAD_FULL)


def lateness(state: GameState) -> float:
    """0 in a game of usual length, rising to 1 over ``LATE_SPAN`` votes after ``LATE_FROM``.
    Stalled 2-player games sat at five completions for a hundred turns with every seat short
    of tokens, the leader unable to finish and the others unwilling to spend their last ones."""
    return min(1.0, max(0, state.votes_held - LATE_FROM) / LATE_SPAN)


def reserve_cost(state: GameState, seat: int) -> float:
    """``tokens_cost`` of the seat's delivery tokens left, fading with ``lateness``: in a game
    run long, tokens kept back finish nothing. Stalled 2-player games sat at four or five
    completions for a hundred turns, a seat with three tokens unwilling to build the new
    resource (its tracker takes one) that a building's last slot wanted."""
    return (1.0 - lateness(state)) * tokens_cost(delivery_tokens_left(state.board, seat))


def money_value(money: int) -> float:
    return W_MONEY * min(money, SPENDABLE) + W_SAVINGS * max(0, money - SPENDABLE)


def assets(state: GameState, seat: int) -> float:
    """What the seat holds now, without the board's prospects."""
    p = state.players[seat]
    return (
        W_POINTS * state.points(seat)
        + W_INCOME * state.trackers(seat).income
        - claims_cost(board_index(state.board).claims_used.get(seat, 0), claim_tokens_for_board(state.board))
        + money_value(p.money)
        + W_LASTING * p.lasting
        + W_FLEETING * p.fleeting
        + W_HOUSE * state.houses(seat)
    )


def solo_value(state: GameState, seat: int) -> float:
    """The solo goal: open slots, the tiles still missing for them, and how close the seat's
    tiles are to them; money, workers and influence as the means; points not at all."""
    p = state.players[seat]
    kept = W_SOLO_MONEY * min(p.money, SOLO_SPENDABLE) + W_SAVINGS * max(0, p.money - SOLO_SPENDABLE)
    money = money_worth(state) * kept  # worth less as the cycles run out
    return (
        money
        - claims_cost(board_index(state.board).claims_used.get(seat, 0), claim_tokens_for_board(state.board))
        + W_SOLO_LASTING * p.lasting
        + W_FLEETING * p.fleeting
        + W_HOUSE * state.houses(seat)
        + solo_slots_value(state, seat)
        - W_SOLO_NEXT * next_building_cost(state, seat, W_SOLO_OPEN, W_SOLO_STEP)
    )


def solo_slots_value(state: GameState, seat: int) -> float:
    """The solo value's part that is the goal itself: the open slots, the tiles still missing for
    them, and how close the seat's tiles and upgrade sites are to them (the rest are means)."""
    return (
        -W_SOLO_OPEN * open_slot_count(state)
        - W_SOLO_STEP * missing_steps(state, seat)
        + W_SOLO_REACH * connection_reach(state, seat)
        + W_SOLO_SITE * upgrades(state, seat)
    )


def value(state: GameState, seat: int) -> float:
    if state.solo:
        return solo_value(state, seat)
    lead = lead_share(state, seat)
    late = lateness(state)
    end_at = state.pack.scoring.completions_to_end
    ending = state.completions() == end_at - 1
    finish = 1.0 + (LEADER_FINISH + ENDING_FINISH * ending) * lead + LATE_FINISH * late
    won = state.completions() >= end_at and ranking(state)[0] == seat
    return (
        W_WIN * won
        + assets(state, seat)
        + W_DELIVERY * deliveries(state, seat, finish)
        + W_UPGRADE * upgrades(state, seat, finish)
        + (W_COMPLETION + W_LEADER_COMPLETION * lead + W_LATE_COMPLETION * late) * state.completions()
        - reserve_cost(state, seat)
    )
