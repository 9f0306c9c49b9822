"""Negating damage (rulebook p.17): "whenever a character would suffer damage from any source,
they may instead choose to lose one card from their hand or two cards from their discard pile
to negate all of the damage from that one source"; a character that does not suffers it and is
exhausted when its hit points drop below 1."""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import AttackTargets, DamageChoice, MoveTo, PlayHalf, SelectCards
from founders_desktop.tactics.rounds.engine import apply, current_decider, legal_actions, new_game, replay
from founders_desktop.tactics.rounds.save import load_game, save_game

from .round_helpers import card, hero, mcard, monster_type, move, plain_cards, world


def duel(
    hp: int = 10,
    trap: bool = False,
    monster_hits: bool = True,
    conditions=(),
    retaliate: int = 0,
    initiative=10,
):
    """Hero ``a`` (cards p0-p3, initiatives 60+) beside monster ``m`` (initiative 10, Attack 3),
    or, with ``trap``, a trap one hex away from ``a`` and the monster idle far off."""
    cards = [*plain_cards("p", [60, 70, 80, 90])]
    cards[0] = card("p0", 60, [{"type": "attack", "value": 2, "range": 0, "targets": 1}], [move(1)])
    hit = mcard("hit", initiative, attack=0, conditions=list(conditions))
    mcards = [hit] if monster_hits else [mcard("wait", initiative)]
    mtypes = [monster_type("m", mcards, attack_=3, hp=20)]
    stats = mtypes[0]["normal"]
    mtypes[0]["normal"] = {**stats, "retaliate": retaliate}
    monster_hex = [5, -1] if trap else [2, 1]
    terrain = [{"hex": [2, 1], "type": "trap"}] if trap else None
    return world(
        [hero("a", cards, hp=hp)],
        mtypes,
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": 1, "hex": monster_hex}],
        terrain=terrain,
        trap_damage=3,
    )


def begin(s, hand: list[str], discard: list[str]):
    state = new_game(s, 1)
    state.monster_modifiers.draw = ["+0"] * 20
    state.characters[0].piles.hand = hand
    state.characters[0].piles.discard = discard
    return state


def test_the_monsters_attack_stops_for_the_characters_choice():
    s = duel()
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    assert state.damage_offer is not None
    assert (state.damage_offer.amount, state.damage_offer.source) == (3, "m#1")
    assert current_decider(state) == "a"
    assert legal_actions(state) == [
        DamageChoice(character="a"),
        DamageChoice(character="a", cards=("p2",)),
        DamageChoice(character="a", cards=("p3",)),
    ]
    assert state.character("a").hp == 10  # not suffered yet


def test_losing_one_hand_card_negates_all_the_damage():
    s = duel()
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    state, rec = apply(state, DamageChoice(character="a", cards=("p2",)))
    a = state.character("a")
    assert a.hp == 10 and a.piles.lost == ["p2"] and a.piles.hand == ["p3"]
    negated = [e.params for e in rec.events if e.code == "damage_negated"]
    assert negated == [{"figure": "a", "damage": 3, "source": "m#1", "lost": ["p2"]}]
    assert [e.code for e in rec.events].count("attack") == 0  # reported once, before the choice
    assert state.damage_offer is None and state.active == "a"  # the monster's turn went on


def test_losing_two_discarded_cards_negates_all_the_damage():
    s = duel()
    state = begin(s, ["p0", "p1"], ["p2", "p3"])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    assert legal_actions(state) == [
        DamageChoice(character="a"),
        DamageChoice(character="a", cards=("p2", "p3")),
    ]
    state, _ = apply(state, DamageChoice(character="a", cards=("p2", "p3")))
    a = state.character("a")
    assert a.hp == 10 and sorted(a.piles.lost) == ["p2", "p3"] and a.piles.discard == []


def test_not_offered_with_one_discard_and_an_empty_hand():
    s = duel()
    state = begin(s, ["p0", "p1"], ["p2"])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    assert state.damage_offer is None
    assert state.character("a").hp == 7


def test_suffering_it_to_zero_hit_points_exhausts():
    s = duel(hp=3)
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    state, rec = apply(state, DamageChoice(character="a"))
    a = state.character("a")
    assert a.exhausted and a.hex is None
    assert state.outcome == "lost"
    assert [e.params["reason"] for e in rec.events if e.code == "exhausted"] == ["hit_points"]


def test_a_traps_damage_may_be_negated_too():
    s = duel(trap=True, monster_hits=False)
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    state, _ = apply(state, SelectCards(character="a", leading="p1", second="p0"))
    state, _ = apply(state, PlayHalf(card="p1", half="bottom"))
    state, _ = apply(state, MoveTo(hex=(2, 1)))
    assert state.damage_offer is not None
    assert (state.damage_offer.amount, state.damage_offer.source) == (3, "trap")
    state, _ = apply(state, DamageChoice(character="a", cards=("p3",)))
    a = state.character("a")
    assert a.hp == 10 and a.hex == (2, 1) and (2, 1) not in state.traps


def test_a_log_with_damage_choices_replays_exactly(tmp_path):
    s = duel()
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    log = [SelectCards(character="a", leading="p0", second="p1"), DamageChoice(character="a", cards=("p3",))]
    for action in log:
        state, _ = apply(state, action)
    again = replay(s, 1, log)
    # ``begin`` set the hand and deck by hand; the replay uses the scenario's own start
    assert again.damage_offer is None and again.character("a").piles.lost == ["p3"]
    save_game(tmp_path / "g.json", s, 1, log)
    loaded, actions = load_game(tmp_path / "g.json", s)
    assert actions == log
    assert loaded.model_dump_json() == again.model_dump_json()


def test_logs_from_before_the_choice_replay_as_suffer():
    s = duel()
    state = new_game(s, 1, damage_choice=False)
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    assert state.damage_offer is None and state.character("a").hp < 10


def test_a_negated_attack_still_gives_its_conditions():
    s = duel(conditions=("poisoned",))
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    state, _ = apply(state, DamageChoice(character="a", cards=("p2",)))
    a = state.character("a")
    assert a.hp == 10 and "poisoned" in a.conditions


def test_a_retaliate_is_a_source_of_damage_that_may_be_negated():
    s = duel(monster_hits=False, retaliate=2, initiative=95)
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    state, _ = apply(state, PlayHalf(card="p0", half="top"))
    state, _ = apply(state, AttackTargets(targets=("m#1",)))
    assert state.damage_offer is not None
    assert (state.damage_offer.amount, state.damage_offer.source) == (2, "m#1")
    state, _ = apply(state, DamageChoice(character="a", cards=("p3",)))
    assert state.character("a").hp == 10 and state.character("a").piles.lost == ["p3"]


def test_a_state_waiting_for_the_choice_survives_json():
    from founders_desktop.tactics.rounds.state import RoundState

    s = duel()
    state = begin(s, ["p0", "p1", "p2", "p3"], [])
    state, _ = apply(state, SelectCards(character="a", leading="p0", second="p1"))
    back = RoundState.model_validate_json(state.model_dump_json()).attach(s)
    after, _ = apply(back, DamageChoice(character="a", cards=("p2",)))
    expected, _ = apply(state, DamageChoice(character="a", cards=("p2",)))
    assert after.model_dump_json() == expected.model_dump_json()
