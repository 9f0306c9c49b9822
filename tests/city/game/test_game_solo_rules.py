"""The pack's designed solo rules (rules.json "solo"): income at each Call to Vote, the solo
starting money and the solo vote's tie rule. Each applies in solo and never with more players;
a pack that leaves the optional ones out plays as before."""

from __future__ import annotations

from typing import Any

from founders_desktop.city.game import GameState, apply, legal_actions, new_game
from founders_desktop.content import ContentPack, default_pack
from tests.city.game.scripted import call_to_vote, play, road_to_green, seat_now, to_vote


def solo_pack(**solo: Any) -> ContentPack:
    """The default pack with some solo rules changed."""
    pack = default_pack()
    return pack.model_copy(update={"solo": pack.solo.model_copy(update=solo)})


def started(pack: ContentPack, players: int, seed: int = 2) -> GameState:
    """Set up with the first legal choice everywhere: the state at the first turn."""
    state = new_game(pack, "symmetric", players, seed)
    while state.phase == "setup":
        state, _ = apply(state, legal_actions(state)[0])
    return state


def test_the_default_pack_designs_solo_income_and_money_and_keeps_the_rightmost_tie_rule() -> None:
    pack = default_pack()
    solo = pack.solo
    assert solo.income_at_vote is True and solo.provenance_of("income_at_vote") == "reconstructed"
    assert solo.vote_rule == "most_influence_ties_rightmost"
    # designed (DESIGN.md, Solo balance): more than the supply's 7, which every other game keeps
    assert solo.starting_money == 12 and solo.provenance_of("starting_money") == "reconstructed"
    assert pack.supply.starting_money == 7


def test_solo_player_collects_income_at_a_call_to_vote_before_voting() -> None:
    state = started(solo_pack(income_at_vote=True), 1)
    state.players[0].fleeting = 0
    before = state.players[0].money
    income = state.trackers(0).income
    assert income >= 1  # the first stall
    state = to_vote(state)  # 2 face-down turns for 1 money each, 2 cards left reset for 1 each
    assert state.stack[-1].kind == "vote"
    assert state.players[0].money == before + 2 + 2 + income
    assert state.players[0].fleeting == state.houses(0)


def test_the_income_comes_with_its_event_and_a_house_gives_fleeting_influence() -> None:
    state = road_to_green(started(solo_pack(income_at_vote=True), 1), 0)
    state, _ = play(state, "play_card", target="construct", face_up=True)
    state, _ = play(state, "house")
    assert state.houses(0) == 1
    card = next(c for c in state.players[0].hand if c not in ("call_to_vote", "construct"))
    state, _ = play(state, "play_card", target=card, face_up=False)
    state, _ = play(state, "basic_money")
    state.players[0].fleeting = 0
    state.legal = None
    state, rec = play(state, "play_card", target="call_to_vote", face_up=True)
    while state.stack[-1].kind == "reset_bonus":
        state, rec = play(state, "reset_money")
    assert "solo_income" in rec.events
    assert (0, state.trackers(0).income) in rec.money
    assert state.players[0].fleeting == 1  # one house


def test_without_the_rule_the_solo_player_collects_nothing() -> None:
    state = started(solo_pack(income_at_vote=False), 1)
    before = state.players[0].money
    state = to_vote(state)
    assert state.players[0].money == before + 2 + 2


def test_solo_income_never_applies_with_more_players() -> None:
    for income_at_vote in (True, False):
        state = started(solo_pack(income_at_vote=income_at_vote), 3)
        caller = seat_now(state)
        before = [p.money for p in state.players]
        state = to_vote(state)
        assert state.players[caller].money == before[caller] + 2 + 2  # the caller: no income
        for seat in range(3):
            if seat != caller:
                turns = 2 if (seat - caller) % 3 else 0
                assert state.players[seat].money == before[seat] + turns + state.trackers(seat).income


def test_no_income_at_the_last_call_to_vote_that_ends_the_solo_game() -> None:
    state = started(solo_pack(income_at_vote=True), 1)
    state.solo_cycles = state.pack.solo.votes  # the next Call to Vote is the seventh cycle's
    state, rec = call_to_vote(state)
    while state.stack and state.stack[-1].kind == "reset_bonus":
        state, rec = play(state, "reset_money")
    assert state.phase == "over" and "solo_income" not in rec.events


def test_solo_starting_money_only_in_solo() -> None:
    pack = solo_pack(starting_money=11)
    assert new_game(pack, "thematic", 1, 1).players[0].money == 11
    assert [p.money for p in new_game(pack, "thematic", 2, 1).players] == [pack.supply.starting_money] * 2
    pack = default_pack()
    assert new_game(pack, "thematic", 1, 1).players[0].money == pack.solo.starting_money == 12
    assert [p.money for p in new_game(pack, "thematic", 3, 1).players] == [pack.supply.starting_money] * 3


def _solo_tied_vote(rule: str) -> tuple[GameState, list[str]]:
    """A solo vote where the player's 4 influence on the left proposal ties the right one's 4."""
    state = started(solo_pack(vote_rule=rule, income_at_vote=False), 1)
    state = to_vote(state)
    state.players[0].fleeting = 3
    state.legal = None
    proposals = list(state.proposals)
    state, _ = play(state, "vote", index=0, fleeting=3, lasting=0)  # 1 + 3 = 4 against 0 / 2 / 4
    return state, proposals


def test_solo_ties_go_to_the_rightmost_proposal() -> None:
    state, proposals = _solo_tied_vote("most_influence_ties_rightmost")
    assert state.stack[-1].kind == "place_prestige" and state.stack[-1].ref == proposals[2]


def test_solo_ties_go_to_the_leftmost_proposal() -> None:
    state, proposals = _solo_tied_vote("most_influence_ties_leftmost")
    assert state.stack[-1].kind == "place_prestige" and state.stack[-1].ref == proposals[0]


def test_solo_player_breaks_ties_among_the_tied_proposals_only() -> None:
    state, proposals = _solo_tied_vote("most_influence_player_breaks_ties")
    assert state.stack[-1].kind == "choose_proposal" and seat_now(state) == 0
    assert {a.index for a in legal_actions(state)} == {0, 2}
    state, _ = play(state, "choose_proposal", index=0)
    assert state.stack[-1].kind == "place_prestige" and state.stack[-1].ref == proposals[0]
