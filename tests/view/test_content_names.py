"""Content names (races, resources, buildings, cards, monsters, scenarios) speak the person's language."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.content import default_pack
from founders_desktop.view import content_catalogue, content_names, i18n
from founders_desktop.view.city_game.words import name_of


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    application = qapp
    yield application
    i18n.install_language(application, i18n.ENGLISH)


def test_the_generated_list_for_lupdate_matches_the_bundled_content() -> None:
    expected = content_catalogue.render(content_catalogue.bundled_names())
    assert content_catalogue.GENERATED.read_text(encoding="utf-8") == expected, (
        "run: python -m founders_desktop.view.content_catalogue (scripts/update_translations.sh does it)"
    )


def _finished(code: str) -> dict[tuple[str, str, str], str]:
    """(context, source, disambiguation) -> translation, for the finished messages of a .ts file."""
    messages = {}
    for context in ET.parse(i18n.ts_path(code)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None:
                key = (name, message.findtext("source") or "", message.findtext("comment") or "")
                messages[key] = translation.text or ""
    return messages


@pytest.mark.parametrize("code", ["es", "ru"])
def test_every_bundled_name_has_a_translation(code: str) -> None:
    messages = _finished(code)
    missing = [
        (kind, name)
        for kind, name in content_catalogue.bundled_names()
        if (content_names.CONTEXT, name, kind) not in messages
    ]
    assert missing == []


def test_the_names_cover_every_kind_the_view_shows() -> None:
    kinds = {kind for kind, _ in content_catalogue.bundled_names()}
    assert {
        content_names.RACE,
        content_names.RESOURCE,
        content_names.PRESTIGE_BUILDING,
        content_names.ADVISER,
        content_names.STANDARD_CARD,
        content_names.ACHIEVEMENT,
        content_names.TACTICS_CLASS,
        content_names.ABILITY_CARD,
        content_names.SUMMON,
        content_names.MONSTER,
        content_names.MONSTER_CARD,
        content_names.SCENARIO,
    } <= kinds


def test_names_follow_the_language_and_unknown_ones_stay_as_the_pack_wrote_them(app: QApplication) -> None:
    pack = default_pack()
    assert name_of(pack, "wood") == "Wood"
    i18n.install_language(app, "ru")
    assert name_of(pack, "wood") == "Дерево"
    assert name_of(pack, "merchants_guild") == "Гильдия торговцев"
    assert name_of(pack, "call_to_vote") == "Созыв голосования"
    assert name_of(pack, "wood_card") == "карта «Дерево»"
    # A name no translation knows (another pack's) is shown as its pack wrote it.
    assert content_names.content_text(content_names.RESOURCE, "Moonsilver") == "Moonsilver"
    i18n.install_language(app, "es")
    assert name_of(pack, "sleeping_lion") == "El León Durmiente"
    assert name_of(pack, "human") == "Humano"


def test_the_kind_of_thing_is_the_translators_disambiguation(app: QApplication) -> None:
    """The same English word may name two kinds of thing (a card and a resource): each gets its own
    entry, told apart by the kind, so a translator can word them differently."""
    messages = _finished("es")
    assert messages[(content_names.CONTEXT, "Trade", content_names.STANDARD_CARD)] == "Comerciar"
    i18n.install_language(app, "es")
    assert content_names.content_text(content_names.STANDARD_CARD, "Trade") == "Comerciar"


def test_tactics_figures_and_cards_use_the_catalog_names(app: QApplication) -> None:
    from founders_desktop.tactics.catalog import starter_catalog
    from founders_desktop.view.tactics.play_text import figure_name

    catalog = starter_catalog()
    content_names.learn_catalog(catalog)
    assert figure_name("bog-lurker#2") == "Bog Lurker 2"
    i18n.install_language(app, "ru")
    assert figure_name("bog-lurker#2") == "Болотный скрытень 2"
    assert figure_name("hollow-caller.Husk#1") == "Оболочка (Взывающий к пустоте)"
    assert content_names.card_name(catalog, "ew-01") == "Тлеющий взмах"
    assert figure_name("unknown-thing#3") == "Unknown thing 3"


def test_the_sandbox_lists_pieces_in_the_new_language(qtbot: QtBot, app: QApplication) -> None:
    from founders_desktop.view.sandbox_page import SandboxPage

    page = SandboxPage()
    qtbot.addWidget(page)
    page.tray.kinds.setCurrentRow(0)
    i18n.install_language(app, "ru")
    page.tray.kinds.setCurrentRow(1)
    page.tray.kinds.setCurrentRow(0)
    items = [page.tray.item_picker.itemText(i) for i in range(page.tray.item_picker.count())]
    assert "Дерево" in items and "Wood" not in items
