"""Call to Vote: reset, income, the secret vote with influence, its ties, the building placed."""

from __future__ import annotations

from founders_desktop.city.game import GameState, apply, current_player, legal_actions, view_for
from founders_desktop.city.pieces import TileKind
from tests.city.game.scripted import find, play, seat_now, set_up, to_vote


def _vote_all(state: GameState, votes: dict[int, tuple[int, int, int]]) -> GameState:
    while state.stack and state.stack[-1].kind == "vote":
        seat = seat_now(state)
        space, f, la = votes[seat]
        state, _ = play(state, "vote", index=space, fleeting=f, lasting=la)
    return state


def _prepared(players: int = 4, seed: int = 1) -> tuple[GameState, int]:
    state = set_up(players, "symmetric", seed=seed)
    caller = seat_now(state)
    state = to_vote(state)
    return state, caller


def test_reset_gives_one_bonus_per_card_left_and_others_collect_income() -> None:
    state = set_up(3, "symmetric", seed=2)
    caller = seat_now(state)
    before = [p.money for p in state.players]
    state = to_vote(state)
    p = state.players[caller]
    # 2 face-down basic money turns, then 2 cards left in hand -> 2 reset money
    assert p.money == before[caller] + 2 + 2
    assert sorted(p.hand) == sorted(c.id for c in state.pack.standard_cards_for(3)) and p.played == []
    for seat in range(3):
        if seat != caller:
            turns = 2 if (seat - caller) % 3 else 0
            assert state.players[seat].money == before[seat] + turns + state.trackers(seat).income


def test_votes_are_secret_until_revealed() -> None:
    state, caller = _prepared()
    state, _ = play(state, "vote", index=2, fleeting=0, lasting=0)
    nxt = seat_now(state)
    view = view_for(state, nxt)
    assert view.votes[caller] == (-1, 0, 0)
    assert state.votes[caller] == (2, 0, 0)


def test_most_influence_wins_fleeting_counts_one_lasting_two_and_both_are_spent() -> None:
    state, caller = _prepared()
    for p in state.players:
        p.fleeting, p.lasting = 2, 2
    state.legal = None
    others = [(caller + i) % 4 for i in (1, 2, 3)]
    # space 0: caller 1+0+2*2=5; space 1: two players 1+2 each=6; space 2: 1
    votes = {caller: (0, 0, 2), others[0]: (1, 2, 0), others[1]: (1, 2, 0), others[2]: (2, 0, 0)}
    proposals = list(state.proposals)
    state = _vote_all(state, votes)
    placed = state.stack[-1]
    assert placed.kind == "place_prestige" and placed.ref == proposals[1]
    assert all(p.fleeting == 0 for p in state.players)  # all fleeting goes back
    assert state.players[caller].lasting == 0  # dedicated lasting goes back
    assert state.players[others[0]].lasting == 2  # undedicated lasting stays
    # top contributors tie (3 each): the one with fewer points places; equal: closest to caller
    assert current_player(state) == others[0]


def test_proposal_tie_is_decided_by_the_involved_player_with_fewest_points() -> None:
    state, caller = _prepared()
    others = [(caller + i) % 4 for i in (1, 2, 3)]
    state.players[others[0]].card_points = 5
    state.players[others[1]].card_points = 1
    state.players[caller].card_points = 9
    state.legal = None
    votes = {caller: (0, 0, 0), others[0]: (0, 0, 0), others[1]: (1, 0, 0), others[2]: (1, 0, 0)}
    state = _vote_all(state, votes)
    # 2 against 2: others[2] has 0 points, fewest among the four involved
    assert state.stack[-1].kind == "choose_proposal" and current_player(state) == others[2]
    assert {a.index for a in legal_actions(state)} == {0, 1}
    proposals = list(state.proposals)
    state, _ = play(state, "choose_proposal", index=0)
    assert state.stack[-1].ref == proposals[0]


def test_proposal_tie_on_points_goes_to_the_involved_player_closest_to_the_caller() -> None:
    state, caller = _prepared()
    others = [(caller + i) % 4 for i in (1, 2, 3)]
    state.players[others[0]].fleeting = 1
    state.legal = None
    # spaces 0 and 1 tie at 2; the caller (space 2, 1 influence) is not involved
    votes = {caller: (2, 0, 0), others[0]: (1, 1, 0), others[1]: (0, 0, 0), others[2]: (0, 0, 0)}
    state = _vote_all(state, votes)
    assert state.stack[-1].kind == "choose_proposal" and current_player(state) == others[0]


def test_contributor_tie_with_equal_points_goes_to_the_caller_first() -> None:
    state, caller = _prepared()
    others = [(caller + i) % 4 for i in (1, 2, 3)]
    votes = {caller: (2, 0, 0), others[0]: (1, 0, 0), others[1]: (0, 0, 0), others[2]: (2, 0, 0)}
    state = _vote_all(state, votes)
    assert state.stack[-1].kind == "place_prestige"
    assert current_player(state) == caller  # caller and others[2] gave 1 each, 0 points each


def test_contributor_tie_by_points_then_closeness() -> None:
    state, caller = _prepared()
    others = [(caller + i) % 4 for i in (1, 2, 3)]
    state.players[others[1]].card_points = 2
    state.players[others[2]].card_points = 2
    state.players[caller].card_points = 7
    state.legal = None
    votes = {caller: (0, 0, 0), others[0]: (1, 0, 0), others[1]: (0, 0, 0), others[2]: (0, 0, 0)}
    state.players[others[0]].card_points = 1
    state = _vote_all(state, votes)
    # space 0 wins with 3; contributors caller (7 pts), others[1] (2), others[2] (2): others[1] is closer
    assert current_player(state) == others[1]


def test_the_winning_building_is_placed_and_new_proposals_are_dealt_without_duplicate_types() -> None:
    state, caller = _prepared()
    votes = {s: (0, 0, 0) for s in range(4)}
    state = _vote_all(state, votes)
    building = state.stack[-1].ref
    state, record = apply(state, legal_actions(state)[0])
    assert f"built:{building}" in record.events
    assert any(t.kind is TileKind.PRESTIGE and t.item == building for t in state.board.tiles)
    assert len(state.proposals) == 3
    types = [state.pack.prestige_buildings[b].type_key for b in state.proposals]
    assert len(set(types)) == 3
    assert state.votes_held == 1 and state.votes == {}
    assert current_player(state) == (caller + 1) % 4 and state.stack[-1].kind == "turn"


def test_duplicate_type_goes_back_on_top_of_the_deck() -> None:
    from founders_desktop.city.game.proposals import deal_proposals

    state = set_up(2)
    pack = state.pack
    a, b = pack.prestige_types[("O4", "green")][:2]  # sleeping_lion and golden_tankard
    rest = [x for x in pack.prestige_buildings if x not in (a, b)]
    state.proposals = []
    state.prestige_deck = rest[:5] + [b, a]  # a dealt first (bottom), then b
    state.prestige_discard = []
    deal_proposals(state)
    assert state.proposals[0] == a and b not in state.proposals
    assert state.prestige_deck[0] == b  # back on top


def test_influence_choices_are_bounded_by_what_the_player_holds() -> None:
    state, _ = _prepared()
    seat = seat_now(state)
    state.players[seat].fleeting, state.players[seat].lasting = 1, 0
    state.legal = None
    votes = {(a.index, a.fleeting, a.lasting) for a in legal_actions(state)}
    assert votes == {(s, f, 0) for s in range(3) for f in (0, 1)}
    find(state, "vote", index=1, fleeting=1)


def test_votes_are_revealed_once_everyone_has_voted() -> None:
    state, caller = _prepared()
    state = _vote_all(state, {s: (s % 3, 0, 0) for s in range(4)})
    view = view_for(state, caller)
    assert view.votes == state.votes and all(v[0] >= 0 for v in view.votes.values())


def test_a_duplicate_that_is_the_decks_last_card_is_replaced_from_the_shuffled_discard() -> None:
    """Rulebook: "If two cards of the same building type are drawn in the same set of three,
    place the rightmost one on the top of the draw deck and replace it"; "If there are not
    enough cards in the draw deck to do this, the discard should be shuffled and used to make a
    new draw deck." The duplicate is the deck's only card: the discard replaces it."""
    from founders_desktop.city.game.proposals import deal_proposals

    state = set_up(2)
    pack = state.pack
    a, b = pack.prestige_types[("O4", "green")][:2]
    others = [x for x in pack.prestige_buildings if x not in pack.prestige_types[("O4", "green")]]
    state.proposals = [a, others[0]]
    state.prestige_deck = [b]
    state.prestige_discard = others[1:4]
    deal_proposals(state)
    assert len(state.proposals) == 3 and b not in state.proposals
    types = [pack.prestige_buildings[c].type_key for c in state.proposals]
    assert len(set(types)) == 3
    assert state.prestige_deck[0] == b  # still waiting on top of the new deck
    assert sorted(state.prestige_deck + state.proposals + state.prestige_discard) == sorted(
        [a, b, *others[:4]]
    )


def test_with_no_other_type_left_the_space_stays_empty() -> None:
    from founders_desktop.city.game.proposals import deal_proposals

    state = set_up(2)
    pack = state.pack
    a, b = pack.prestige_types[("O4", "green")][:2]
    others = [x for x in pack.prestige_buildings if x not in pack.prestige_types[("O4", "green")]]
    state.proposals = [a, others[0]]
    state.prestige_deck = [b]
    state.prestige_discard = []
    deal_proposals(state)
    assert state.proposals == [a, others[0]] and state.prestige_deck == [b]
