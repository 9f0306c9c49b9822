"""The solo planner: greedy play through the seat's own decisions, scored for the solo goal
with what the plain solo value leaves out.

A lost solo game ends with every building built and the slots for advanced resources still
open: the upgrades were never made because no spot touched both of their sources. A seat's own
tiles may never stand side by side, so every upgrade needs roads from its sources, and the
plain solo value paid a road toward an upgrade site a sixteenth of a small prize, less than the
basic money action; the seat sat on twenty money it could not spend and laid five roads a game.
This score adds, for every advanced resource the open slots want (directly or as a
prerequisite of one they want) and the seat does not own, a prize for a site its roads have
almost reached, steeply nearer with each road, and it counts money beyond what the missing
tiles will cost at a tenth of its worth, so basic actions and vote resets go to roads and
influence once the purse is full.
"""

from __future__ import annotations

from founders_desktop.bots import solo_play
from founders_desktop.bots.evaluate import solo_slots_value, solo_value
from founders_desktop.bots.greedy import CARD_WIDTHS, GreedyBot
from founders_desktop.bots.lookahead import WIDTHS, Lookahead
from founders_desktop.bots.prospects import open_slots, seat_tiles, site_roads
from founders_desktop.bots.solo import money_worth
from founders_desktop.city.game import Action, GameState
from founders_desktop.content import ContentPack

W_SITE = 4.0  # per tier of a wanted advanced resource whose upgrade site is in reach (at 2 a road
# toward one was worth less than the influence that wins the left proposal, and fewer games were won)
SITE_DECAY = 0.7  # the site's share falls by this for every road still to lay
W_EXCESS = 0.5  # money beyond the missing tiles' cost loses this much of its worth
TILE_PRICE = {1: 2, 2: 4, 3: 6}  # what a missing tile of each tier costs, about (import, upgrade)
VOTE_WHEN_GAIN_BELOW = 0.5  # call the vote rather than play a card that gains less than this
# Options tried at each depth of the seat's own decisions, and of its cards: twice greedy's. The
# solo player has time to spare and no opponent: narrower, the planner won no solo game of 20;
# twice as wide, 16 of 40 against 13 (four times too, for more CPU; eight times, fewer: 3 of 20).
SOLO_WIDTHS = (24, 6, 3, 1)
SOLO_CARD_WIDTHS = (24, 4, 2, 1)
W_KEPT_ADVISER = 2.0  # each adviser the seat keeps, for every cycle still to come after this one:
# a card in hand is an action a cycle (the planner, seeds 1-20 on both sides: at 1, 20 of 40 won;
# at 2, 25; at 3, 24; without, 16)


def wanted_advanced(state: GameState, seat: int) -> set[str]:
    """Advanced resources the seat does not own that open slots want, directly or as a
    prerequisite of one they want."""
    pack = state.pack
    own = state.trackers(seat).own
    out: set[str] = set()
    todo = [r for r in open_slots(state) if r not in own]
    while todo:
        res = todo.pop()
        if res in out or res in own:
            continue
        r = pack.resources[res]
        if r.tier > 1:
            out.add(res)
        todo.extend(p for p in r.prerequisites if p not in own)
    return out


def missing_cost(pack: ContentPack, state: GameState, seat: int) -> int:
    """Money the tiles still missing for the open slots will cost, about."""
    own = state.trackers(seat).own
    seen: set[str] = set()
    todo = [r for r in open_slots(state) if r not in own]
    total = 0
    while todo:
        res = todo.pop()
        if res in seen or res in own:
            continue
        seen.add(res)
        r = pack.resources[res]
        total += TILE_PRICE.get(r.tier, 6)
        todo.extend(p for p in r.prerequisites if p not in own)
    return total


def site_prospects(state: GameState, seat: int) -> float:
    """Wanted advanced resources whose sources the seat may use, by the roads to a site."""
    _, usable = seat_tiles(state, seat)
    total = 0.0
    for res in wanted_advanced(state, seat):
        r = state.pack.resources[res]
        pre = tuple(r.prerequisites)
        if not all(p in usable for p in pre):
            continue
        k = site_roads(state, seat, res)
        total += W_SITE * r.tier * SITE_DECAY**k
    return total


def excess_money(state: GameState, seat: int) -> float:
    """What the plain solo value over-counts for money the missing tiles will not need."""
    p = state.players[seat]
    need = missing_cost(state.pack, state, seat)
    extra = max(0, min(p.money, 20) - need)
    return W_EXCESS * money_worth(state) * extra


def solo_score(state: GameState, seat: int) -> float:
    """The plain solo value, with upgrade sites in reach, money beyond need and the advisers kept
    for the cycles to come corrected; in the last cycle, the slots alone (``last_cycle_score``)."""
    if state.votes_held >= state.pack.solo.votes:
        return last_cycle_score(state, seat)
    future = state.pack.solo.cycles - 1 - state.votes_held
    return (
        solo_value(state, seat)
        + site_prospects(state, seat)
        - excess_money(state, seat)
        + W_KEPT_ADVISER * future * kept_advisers(state, seat)
    )


def kept_advisers(state: GameState, seat: int) -> int:
    """Advisers the seat will hold next cycle: in hand, or played this cycle (the played cards
    come back at the vote; one played face up in solo has left the game and is not among them).

    Every adviser kept is one more card, so one more action, in each cycle still to come. The
    planner judges a card at the end of its own cycle, where that action is not yet seen: it
    played advisers face up four to seven times a game for a main action worth less than the
    cards lost."""
    p = state.players[seat]
    advisers = state.pack.advisers
    return sum(c in advisers for c in p.hand) + sum(c in advisers for c, _ in p.played)


def last_cycle_score(state: GameState, seat: int) -> float:
    """The open slots and the ways to them, nothing else: once no vote is left the game is won
    or lost on the slots, and money, influence, houses and claim tokens kept buy nothing more
    (the plain value still paid a basic influence action more than a road in the last cycle)."""
    return solo_slots_value(state, seat) + site_prospects(state, seat)


class SoloLookahead(Lookahead):
    """The greedy look-ahead through the seat's own decisions, with ``solo_score`` at its ends."""

    def leaf(self, state: GameState, seat: int) -> float:
        return solo_score(state, seat)


class SoloBot(GreedyBot):
    """Greedy with the solo planner's score and a wider look-ahead, for the solo game only (other
    games: greedy)."""

    name = "solo"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._ahead = SoloLookahead(self._rng)
        self.widths, self.card_widths = SOLO_WIDTHS, SOLO_CARD_WIDTHS

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        wide = view.solo
        self.widths = SOLO_WIDTHS if wide else WIDTHS
        self.card_widths = SOLO_CARD_WIDTHS if wide else CARD_WIDTHS
        if not view.solo or len(legal) == 1:
            return super().choose(view, legal)
        kind = view.stack[-1].kind if view.stack else ""
        if kind == "place_prestige":
            return solo_play.best_site(view, legal, solo_score)
        if kind == "turn":
            return self._card(view, legal)  # greedy's card choice, scored by solo_score
        return super().choose(view, legal)
