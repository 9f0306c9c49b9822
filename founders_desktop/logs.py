"""The app's log: a rotating file in the data folder, so a player can send us what went wrong.

Standard-library logging only; no Qt, so the headless commands can use it too. The window calls
``setup_logging`` once at start (``founders_desktop.cli``): errors land in the file with their
tracebacks (uncaught ones too, through ``sys.excepthook``); ``--verbose`` adds the debug messages
and echoes everything to the terminal. Help > "Open log folder" shows ``log_folder()``.
"""

from __future__ import annotations

import logging
import platform
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from founders_desktop import __version__
from founders_desktop.persist.autosave import data_dir

LOG_FILE = "founders-desktop.log"
MAX_BYTES = 1_000_000  # then founders-desktop.log.1 ... .3: a few sessions, never a full disk
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"
_OURS = "_founders_desktop_handler"  # marks the handlers set up here, so a second call replaces them

log = logging.getLogger(__name__)
_previous_hook = sys.excepthook


def log_folder() -> Path:
    """Where the log files live: ``logs/`` in the app's data folder ($FOUNDERS_DESKTOP_DATA_DIR)."""
    return data_dir() / "logs"


def log_file() -> Path:
    return log_folder() / LOG_FILE


def setup_logging(verbose: bool = False) -> Path | None:
    """Log to the rotating file (INFO and up; DEBUG with ``verbose``) and warnings to stderr
    (everything with ``verbose``). Returns the file, or None when the folder cannot be written:
    the app still runs, and says so on stderr."""
    global _previous_hook
    reset_logging()
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    formatter = logging.Formatter(FORMAT)
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.DEBUG if verbose else logging.WARNING)
    handlers: list[logging.Handler] = [console]
    path: Path | None = log_file()
    try:
        assert path is not None
        path.parent.mkdir(parents=True, exist_ok=True)
        handlers.append(RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"))
    except OSError as error:
        print(f"founders-desktop: no log file ({error}); logging to the terminal only", file=sys.stderr)
        path = None
    for handler in handlers:
        handler.setFormatter(formatter)
        setattr(handler, _OURS, True)
        root.addHandler(handler)
    _previous_hook = sys.excepthook
    sys.excepthook = _log_uncaught
    log.info(
        "founders-desktop %s, Python %s on %s, %s engine",
        __version__,
        platform.python_version(),
        platform.platform(),
        engine_kind(),
    )
    return path


def engine_kind() -> str:
    """ "compiled" when the city engine beside this package is the mypyc build (the installers',
    or ``PYTHONPATH=build/compiled``), else "python": a report says which one it came from. Read
    off the files, not by importing the engine (the log is set up before anything is loaded)."""
    game = Path(__file__).resolve().parent / "city" / "game"
    compiled = any((game / ("engine" + suffix)).is_file() for suffix in EXTENSION_SUFFIXES)
    return "compiled" if compiled else "python"


def reset_logging() -> None:
    """Take back what ``setup_logging`` set up (handlers, the exception hook): tests call it."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, _OURS, False):
            root.removeHandler(handler)
            handler.close()
    if sys.excepthook is _log_uncaught:
        sys.excepthook = _previous_hook


def _log_uncaught(kind: type[BaseException], error: BaseException, traceback: TracebackType | None) -> None:
    """An exception nobody caught (a Qt slot's, too) goes to the log with its traceback."""
    if issubclass(kind, KeyboardInterrupt):
        _previous_hook(kind, error, traceback)
        return
    log.critical("uncaught exception", exc_info=(kind, error, traceback))
    if _previous_hook is not sys.__excepthook__:  # someone else's hook (a debugger, pytest-qt)
        _previous_hook(kind, error, traceback)
