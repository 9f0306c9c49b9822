"""Help > About: what the app is and where its game data comes from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from founders_desktop import __version__


def about_text() -> str:
    """The About box's rich text, translatable as a whole."""
    return (
        QCoreApplication.translate(
            "About",
            "<h3>Founders Desktop {version}</h3>"
            "<p>Play the Gloomhaven family of board games at your computer, with every rule enforced "
            "and every legal move shown before you make it.</p>"
            "<p><b>City</b>: the board game <i>Founders of Gloomhaven</i> for 1 to 4 players, and a map "
            "sandbox. <b>Tactics</b>: the hex rules of <i>Gloomhaven</i> (movement, line of sight, "
            "monster focus and movement).</p>"
            "<p><b>Where the game data comes from.</b> The rules are implemented from the published "
            "rulebooks. The printed card and map data of the physical games is not public: every value "
            "the rulebook states is marked <i>rulebook</i>; the rest (most recipes' values, prestige "
            "buildings, advisers, races' actions, the map grids) is <i>reconstructed</i> by this "
            "project so the game is complete and balanced. Owners of the game can edit the content "
            "pack to match their cards.</p>"
            "<p>Founders of Gloomhaven and Gloomhaven are games by Isaac Childres (Cephalofair Games). "
            "This is an unofficial fan project.</p>",
        ).format(version=__version__)
        + _provenance_text()
    )


def _provenance_text() -> str:
    """How many printed values of the bundled pack each kind of source gives."""
    from founders_desktop.content import default_pack

    counts = default_pack().provenance_counts()
    others = counts["solo rules"] + counts["box insert"] + counts["review"]
    return QCoreApplication.translate(
        "About",
        "<p>Bundled content: {rulebook} printed values from the rulebook text, {others} from other "
        "public sources (solo rules, box insert, reviews), {reconstructed} reconstructed.</p>",
    ).format(rulebook=counts["rulebook"], others=others, reconstructed=counts["reconstructed"])


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About Founders Desktop"), about_text())
