"""Issue 17, item 6: "Continue last game" offers only an autosave that replays legally, and
falls back to the newest one that does."""

from __future__ import annotations

import os

from founders_desktop.app.city_game.autosaves import playable_city_autosave
from founders_desktop.content import default_pack
from founders_desktop.persist import autosave, latest_autosave
from tests.persist.city_logs import call_to_vote_first, city_save, legal_log


def test_an_illegal_newest_autosave_is_skipped_for_the_newest_legal_one() -> None:
    older = autosave("city", city_save(legal_log(6)), slot="older")
    illegal, _ = call_to_vote_first()
    newest = autosave("city", illegal, slot="newest")
    os.utime(older, ns=(1_000_000_000, 1_000_000_000))
    assert latest_autosave("city") == newest  # it loads: the envelope is fine
    assert playable_city_autosave(default_pack()) == older


def test_nothing_is_offered_when_no_autosave_replays() -> None:
    illegal, _ = call_to_vote_first()
    autosave("city", illegal, slot="only")
    assert playable_city_autosave(default_pack()) is None
