"""A typed ``QT_TRANSLATE_NOOP``: marks a string for translation in a table (``lupdate`` finds it by
name) and returns it unchanged; PySide's own is typed as returning ``object``."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    return text
