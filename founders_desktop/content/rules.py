"""Numbers of the game that are not on a card: supply counts, costs, scoring and solo rules."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import Field

from founders_desktop.content.effects import Effect
from founders_desktop.content.provenance import Printed

TerrainPrices = dict[Literal["red", "white", "green", "grey"], int]


class Supply(Printed):
    """Pieces per player and in the shared supply."""

    PRINTED_FIELDS = (
        "vote_tiles",
        "starting_money",
        "houses",
        "bridges",
        "workers",
        "claim_tokens",
        "delivery_tokens",
        "roads",
        "influence_tokens",
        "completion_markers",
        "achievement_cards",
        "city_events",
        "money_tokens",
    )

    vote_tiles: tuple[str, ...] = ("circle", "square", "triangle")
    starting_money: int = Field(ge=0)
    houses: int = Field(ge=1)
    bridges: int = Field(ge=0)
    workers: int = Field(ge=1)
    claim_tokens: int = Field(ge=1)
    delivery_tokens: int = Field(ge=1)
    roads: int = Field(ge=1)
    influence_tokens: int = Field(ge=1)
    completion_markers: int = Field(ge=1)
    achievement_cards: int = Field(ge=0)
    city_events: int = Field(ge=0)
    money_tokens: int = Field(ge=1)


class Costs(Printed):
    """What actions cost in money."""

    PRINTED_FIELDS = (
        "import_price",
        "access_price",
        "neutral_import_and_access",
        "other_player_import_and_access",
        "other_player_import_after_completions",
        "upgrade",
        "personal_building",
        "adviser_offer",
    )

    import_price: TerrainPrices  # import one of your basic resources, by the square's terrain
    access_price: TerrainPrices  # buy access to another player's tile, by its cheapest terrain
    neutral_import_and_access: int = Field(ge=0)  # a neutral resource, any square
    other_player_import_and_access: int = Field(ge=0)  # another player's resource, late game
    other_player_import_after_completions: int = Field(ge=0)  # completions needed first
    upgrade: dict[Literal["2", "3"], int]  # by tier
    personal_building: int = Field(ge=0)  # house or bridge/gate
    adviser_offer: tuple[int, ...] = Field(min_length=1)  # printed above each offer space, left first

    def import_cost(self, terrain: str) -> int:
        return self.import_price[terrain]  # type: ignore[index]

    def access_cost(self, terrain: str) -> int:
        return self.access_price[terrain]  # type: ignore[index]

    def upgrade_cost(self, tier: int) -> int:
        return self.upgrade[str(tier)]  # type: ignore[index]


class Scoring(Printed):
    """The vote, the end of the game and final scoring."""

    PRINTED_FIELDS = (
        "cards_before_vote",
        "base_vote",
        "fleeting_weight",
        "lasting_weight",
        "completions_to_end",
        "points_per_lasting_influence",
        "money_per_point",
        "neutral_prerequisite_value",
        "proposals",
    )

    cards_before_vote: dict[Literal["1", "2", "3", "4"], int]  # played cards needed, by player count
    base_vote: int = Field(ge=0)
    fleeting_weight: int = Field(ge=0)
    lasting_weight: int = Field(ge=0)
    completions_to_end: int = Field(ge=1)
    points_per_lasting_influence: int = Field(ge=0)
    money_per_point: int = Field(ge=1)
    neutral_prerequisite_value: int = Field(ge=0)  # a neutral basic prerequisite counts this much
    proposals: int = Field(ge=1)


# How the solo vote picks among proposals with equal influence (``city/game/vote.py``): the
# rightmost one, the leftmost one, or the solo player chooses.
SoloVoteRule = Literal[
    "most_influence_ties_rightmost", "most_influence_ties_leftmost", "most_influence_player_breaks_ties"
]
SOLO_VOTE_RULES: tuple[str, ...] = get_args(SoloVoteRule)


class SoloRules(Printed):
    """Solo play: the rulebook gives only part of it; the rest is this pack's design.

    ``income_at_vote``, ``starting_money`` and ``tracker_tokens`` are designed rules a pack may
    leave out (then the solo player collects no income, as "every other player" names nobody,
    starts with the supply's money, and marks its income and the resource tracker with delivery
    tokens as with more players): a pack written before them keeps playing as it did."""

    PRINTED_FIELDS = (
        "cycles",
        "votes",
        "phantom_influence",
        "vote_rule",
        "adviser_leaves_game",
        "follow_actions",
        "all_built_buildings_complete",
        "income_at_vote",
        "starting_money",
        "tracker_tokens",
    )
    OPTIONAL_PRINTED_FIELDS = ("income_at_vote", "starting_money", "tracker_tokens")

    cycles: int = Field(ge=1)
    votes: int = Field(ge=0)  # a vote after each of the first ``votes`` cycles
    # Influence that sits under each proposal space (left, middle, right): (fleeting, lasting).
    phantom_influence: tuple[tuple[int, int], ...]
    vote_rule: SoloVoteRule
    adviser_leaves_game: bool
    follow_actions: bool
    all_built_buildings_complete: bool
    # the solo player collects income (money, and fleeting influence per house) at each Call to
    # Vote before voting, as the caller's opponents do with more players
    income_at_vote: bool = False
    starting_money: int | None = Field(default=None, ge=0)  # None: the supply's starting money
    # whether the solo player's income marker and "own"/"access" marks on the resource tracker
    # take delivery tokens from its supply (False: only deliveries do; city/tokens.py)
    tracker_tokens: bool = True
    notes: str = ""


class ActionRules(Printed):
    """Actions that are on no card: the basic actions (beside placing a worker, which the engine
    handles) and what the caller of a vote gets for each card left in hand."""

    PRINTED_FIELDS = ("basic", "vote_reset_per_card")

    basic: tuple[tuple[Effect, ...], ...] = Field(min_length=1)
    vote_reset_per_card: tuple[tuple[Effect, ...], ...] = Field(min_length=1)
