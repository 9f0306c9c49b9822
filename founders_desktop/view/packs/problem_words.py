"""The pack check's problems and the values' provenance, in the player's language.

The loader says each problem in English (it names a file and a field for ``content check``);
the editor shows it beside its field, so the sentences an owner meets while entering printed
values are translated here, and any other is shown after a translated lead-in.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from founders_desktop.content.errors import PackProblem
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

_CONTEXT = "PackProblem"

PROVENANCE_WORDS = {
    "rulebook": QT_TRANSLATE_NOOP("PackProblem", "rulebook"),
    "solo rules": QT_TRANSLATE_NOOP("PackProblem", "solo rules"),
    "box insert": QT_TRANSLATE_NOOP("PackProblem", "box insert"),
    "review": QT_TRANSLATE_NOOP("PackProblem", "review"),
    "reconstructed": QT_TRANSLATE_NOOP("PackProblem", "reconstructed"),
    "owner": QT_TRANSLATE_NOOP("PackProblem", "owner"),
}

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"^a race cannot forbid its own resource$"),
        QT_TRANSLATE_NOOP("PackProblem", "A race cannot forbid its own resource."),
    ),
    (
        re.compile(r"^unknown (?P<what>[a-z ]+) '(?P<value>[^']*)'$"),
        QT_TRANSLATE_NOOP("PackProblem", "This pack has no {what} “{value}”."),
    ),
    (
        re.compile(r"^'(?P<value>[^']*)' is already the resource of '(?P<other>[^']*)'$"),
        QT_TRANSLATE_NOOP("PackProblem", "“{value}” is already the resource of “{other}”."),
    ),
    (
        re.compile(r"^Input should be (?P<allowed>.+)$"),
        QT_TRANSLATE_NOOP("PackProblem", "Not an allowed value: it should be {allowed}."),
    ),
    (
        re.compile(r"^recipe cycle: (?P<cycle>.+)$"),
        QT_TRANSLATE_NOOP("PackProblem", "The recipes go round in a circle: {cycle}."),
    ),
    (
        re.compile(r"^(?:Value error, )?the covered squares must form one orthogonally connected shape$"),
        QT_TRANSLATE_NOOP("PackProblem", "The covered squares must be one piece, joined side to side."),
    ),
    (
        re.compile(r"^a resource appears in two slots: .*$"),
        QT_TRANSLATE_NOOP("PackProblem", "A resource appears in two slots."),
    ),
    (
        re.compile(r"^Tuple should have at least (?P<least>\d+) items? after validation, not \d+$"),
        QT_TRANSLATE_NOOP("PackProblem", "At least {least} needed here."),
    ),
    (
        re.compile(r"^fits nowhere on map '(?P<map>[^']*)' \(with a square of (?P<colour>[a-z]+)\)$"),
        QT_TRANSLATE_NOOP(
            "PackProblem", "This footprint fits nowhere on the map “{map}” with a square of its colour."
        ),
    ),
    (
        re.compile(r"^a (?P<players>\d)-player draft cannot be finished after the races \[(?P<races>.*)\]$"),
        QT_TRANSLATE_NOOP(
            "PackProblem",
            "A {players}-player race draft cannot be finished (a player is left without a valid "
            "resource card) after the races {races}.",
        ),
    ),
)
_OTHER = QT_TRANSLATE_NOOP("PackProblem", "The pack check says: {message}")
_WHAT = {
    "resource": QT_TRANSLATE_NOOP("PackProblem", "resource"),
    "footprint": QT_TRANSLATE_NOOP("PackProblem", "footprint"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def provenance_text(provenance: str) -> str:
    return _tr(PROVENANCE_WORDS[provenance]) if provenance in PROVENANCE_WORDS else provenance


Patterns = tuple[tuple[re.Pattern[str], str], ...]


def matched(patterns: Patterns, message: str) -> tuple[str, dict[str, str]] | None:
    """The sentence (untranslated) of the first pattern that reads ``message``, with the values
    it picked out; None when no pattern knows it."""
    for pattern, text in patterns:
        match = pattern.match(message)
        if match is not None:
            return text, match.groupdict()
    return None


def problem_text(problem: PackProblem) -> str:
    """One problem as a sentence; the file and field are where it is shown, so not repeated."""
    found = matched(_PATTERNS, problem.message)
    if found is None:
        return _tr(_OTHER).format(message=problem.message)
    text, values = found
    if "what" in values:
        values["what"] = _tr(_WHAT[values["what"]]) if values["what"] in _WHAT else values["what"]
    return _tr(text).format(**values)
