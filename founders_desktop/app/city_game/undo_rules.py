"""Where undo must stop: at any action that showed hidden or random information.

Drawing a card (adviser or prestige deck), dealing proposals, a reshuffle or any use of the seeded
generator shows something the player did not know before; a vote is secret and is revealed with
the others. Taking such an action back would let a player try again knowing more.
"""

from __future__ import annotations

from founders_desktop.city.game import Action, GameState


def reveals_information(before: GameState, after: GameState, action: Action) -> bool:
    if action.type == "vote":
        return True
    if after.rng_draws != before.rng_draws:
        return True
    if len(after.adviser_deck) != len(before.adviser_deck):
        return True
    if len(after.prestige_deck) != len(before.prestige_deck) or after.proposals != before.proposals:
        return True
    return after.votes_held != before.votes_held
