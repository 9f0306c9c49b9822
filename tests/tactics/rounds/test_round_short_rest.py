"""The short rest's second chance (rulebook p.17): "the player ... randomly loses one of the
discarded cards ... If the player would like to keep the card that was randomly lost, they may
suffer 1 damage to lose a different random discarded card instead, but this can only be done
once per rest." Offered right after the rest, until the next action; the long rest is unchanged.
"""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import ACTION_ADAPTER, RedrawRest, SelectCards, ShortRest
from founders_desktop.tactics.rounds.engine import apply, legal_actions

from .round_helpers import act, events, idle_turn, plan, start
from .test_round_character_turn import solo


def rested(hp=10, seed=1):
    """Round 1 plays x, y and lead is kept; round 2 plays lead and burn; then a short rest."""
    s = solo(hp=hp)
    state, _ = plan(s, start(s, seed), {"a": ("x", "y")})
    state, _ = idle_turn(s, state)
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    state, _ = plan(s, state, {"a": ("lead", "burn")})
    state, _ = idle_turn(s, state)
    state, recs = act(s, state, ShortRest(character="a", rest=True))
    return s, state, events(recs, "short_rest")[0]["lost"]


def test_after_a_short_rest_the_character_may_redraw_once():
    s, state, lost = rested()
    assert RedrawRest(character="a") in legal_actions(state)
    state, recs = act(s, state, RedrawRest(character="a"))
    a = state.character("a")
    assert a.hp == 9
    other = events(recs, "short_rest")[0]["lost"]
    assert other != lost and a.piles.lost == [other]
    assert lost in a.piles.hand and other not in a.piles.hand
    assert RedrawRest(character="a") not in legal_actions(state)  # once per rest


def test_the_offer_ends_with_the_next_action():
    s, state, _ = rested()
    a = state.character("a")
    pick = next(x for x in legal_actions(state) if isinstance(x, SelectCards))
    state, _ = apply(state, pick)
    assert RedrawRest(character="a") not in legal_actions(state)
    assert len(a.piles.lost) == 1


def test_the_damage_may_exhaust_and_then_no_card_changes():
    s, state, lost = rested()
    state.character("a").hp = 1
    state, recs = act(s, state, RedrawRest(character="a"))
    assert events(recs, "exhausted") and state.character("a").exhausted


def test_a_redraw_is_a_logged_action_and_old_logs_without_it_replay():
    s, state, _ = rested()
    assert ACTION_ADAPTER.validate_json(ACTION_ADAPTER.dump_json(RedrawRest(character="a"))) == RedrawRest(
        character="a"
    )
    # the offer never blocks: the log goes on with the next decision as before
    assert any(isinstance(x, SelectCards) for x in legal_actions(state))
