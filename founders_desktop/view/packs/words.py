"""Every refusal of the pack library and of ``.fdpack`` files, as words in the player's language.

``packs`` answers with a code, the pack or file it names, and an English detail (a file name
inside the pack, a size); this module turns the code into a sentence and keeps the detail as it
is, since it names a file or a field.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.packs import PackRefused
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

_CONTEXT = "PackRefusal"
TEXTS: dict[str, str] = {
    "missing": QT_TRANSLATE_NOOP(
        "PackRefusal", "The content pack “{name}” is not in your pack library (File > Content packs…)."
    ),
    "broken": QT_TRANSLATE_NOOP("PackRefusal", "The content pack “{name}” does not pass its checks."),
    "bad_name": QT_TRANSLATE_NOOP(
        "PackRefusal",
        "“{name}” cannot be a pack's name: use 1 to 40 Latin letters, digits, - or _ (no spaces), "
        "beginning with a letter or digit.",
    ),
    "name_taken": QT_TRANSLATE_NOOP("PackRefusal", "There is a pack called “{name}” already."),
    "bundled": QT_TRANSLATE_NOOP(
        "PackRefusal", "“{name}” is the bundled pack: it is read-only and cannot be replaced."
    ),
    "exists": QT_TRANSLATE_NOOP("PackRefusal", "There is a pack called “{name}” already."),
    "not_fdpack": QT_TRANSLATE_NOOP("PackRefusal", "{name} is not a content pack file (.fdpack)."),
    "bad_manifest": QT_TRANSLATE_NOOP("PackRefusal", "The list of files inside {name} is not valid."),
    "unsafe_path": QT_TRANSLATE_NOOP(
        "PackRefusal", "{name} holds a file that would be written outside the pack's folder, or a link."
    ),
    "outside_manifest": QT_TRANSLATE_NOOP(
        "PackRefusal", "{name} holds a file its list does not name, or lacks one it names."
    ),
    "too_large": QT_TRANSLATE_NOOP("PackRefusal", "{name} is too large, or a file inside it is."),
    "checksum": QT_TRANSLATE_NOOP("PackRefusal", "A file inside {name} is damaged (its checksum differs)."),
    "bad_content": QT_TRANSLATE_NOOP("PackRefusal", "The pack inside {name} does not pass its checks."),
    "unreadable": QT_TRANSLATE_NOOP("PackRefusal", "{name} cannot be read or written."),
    "changed": QT_TRANSLATE_NOOP(
        "PackRefusal",
        "The content pack “{name}” has changed since this game was saved, and the game's moves "
        "no longer replay under it.",
    ),
}
MORE = QT_TRANSLATE_NOOP("PackRefusal", "… and {count} more problems")
MAX_SHOWN = 8


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def pack_refusal_text(error: PackRefused, cause_text: str = "") -> str:
    """The headline, the detail (a file or field name), the first problems found, and for a
    changed pack ``cause_text`` (the replay's own refusal, in words)."""
    lines = [_tr(TEXTS.get(error.code, TEXTS["unreadable"])).format(name=error.subject)]
    if error.detail and error.code not in {"bad_name", "changed"}:
        lines.append(error.detail)
    lines += [str(problem) for problem in error.problems[:MAX_SHOWN]]
    if len(error.problems) > MAX_SHOWN:
        lines.append(_tr(MORE).format(count=len(error.problems) - MAX_SHOWN))
    if cause_text:
        lines.append(cause_text)
    return "\n".join(lines)
