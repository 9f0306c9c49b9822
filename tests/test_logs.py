"""The log file: in the data folder, rotating, errors with their tracebacks, --verbose for more."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from founders_desktop import cli, logs
from founders_desktop.logs import LOG_FILE, log_file, log_folder, reset_logging, setup_logging


def _flush() -> None:
    for handler in logging.getLogger().handlers:
        handler.flush()


def test_the_log_lives_in_the_data_folder_given_by_the_environment(_isolated_data_dir: Path) -> None:
    assert log_folder() == _isolated_data_dir / "logs"
    path = setup_logging()
    assert path == _isolated_data_dir / "logs" / LOG_FILE == log_file()
    _flush()
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert "founders-desktop" in first, "the first line names the version"
    assert first.endswith(", python engine"), "and the engine: a checkout's is Python"


def test_an_error_is_logged_with_its_traceback() -> None:
    path = setup_logging()
    assert path is not None
    try:
        raise ValueError("a square off the map")
    except ValueError:
        logging.getLogger("founders_desktop.test").exception("the drop failed")
    _flush()
    text = path.read_text(encoding="utf-8")
    assert "ERROR founders_desktop.test" in text and "the drop failed" in text
    assert "Traceback (most recent call last)" in text and "ValueError: a square off the map" in text


def test_an_uncaught_exception_reaches_the_log(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)  # as outside pytest-qt
    path = setup_logging()
    assert path is not None and sys.excepthook is logs._log_uncaught
    try:
        raise KeyError("nobody caught me")
    except KeyError as error:
        sys.excepthook(type(error), error, error.__traceback__)
    _flush()
    text = path.read_text(encoding="utf-8")
    assert "CRITICAL" in text and "uncaught exception" in text and "KeyError: 'nobody caught me'" in text
    reset_logging()
    assert sys.excepthook is sys.__excepthook__, "the hook is given back"


def test_the_file_rotates_and_keeps_a_few_old_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    path = setup_logging()
    assert path is not None
    for i in range(200):
        logging.getLogger("founders_desktop.test").info("line %d %s", i, "x" * 40)
    _flush()
    kept = sorted(p.name for p in path.parent.iterdir())
    assert kept == [LOG_FILE] + [f"{LOG_FILE}.{n}" for n in range(1, logs.BACKUPS + 1)]
    assert all(p.stat().st_size <= 2_000 + 200 for p in path.parent.iterdir())
    assert "line 199" in path.read_text(encoding="utf-8")


def test_debug_messages_only_with_verbose(capsys: pytest.CaptureFixture[str]) -> None:
    quiet = setup_logging(verbose=False)
    assert quiet is not None
    logging.getLogger("founders_desktop.test").debug("hidden detail")
    _flush()
    assert "hidden detail" not in quiet.read_text(encoding="utf-8")
    assert "hidden detail" not in capsys.readouterr().err
    loud = setup_logging(verbose=True)
    assert loud == quiet
    logging.getLogger("founders_desktop.test").debug("shown detail")
    _flush()
    assert "shown detail" in loud.read_text(encoding="utf-8")
    assert "shown detail" in capsys.readouterr().err, "verbose echoes the log to the terminal"


def test_a_second_setup_replaces_the_handlers_instead_of_doubling_them() -> None:
    setup_logging()
    setup_logging()
    ours = [h for h in logging.getLogger().handlers if getattr(h, logs._OURS, False)]
    assert len(ours) == 2  # the file and the terminal
    reset_logging()
    assert not [h for h in logging.getLogger().handlers if getattr(h, logs._OURS, False)]


def test_an_unwritable_data_folder_leaves_the_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(blocker))
    assert setup_logging() is None
    assert "no log file" in capsys.readouterr().err
    logging.getLogger("founders_desktop.test").error("still reported")
    assert "still reported" in capsys.readouterr().err


@pytest.mark.parametrize("verbose", [False, True])
def test_the_window_starts_with_the_log_and_verbose_sets_its_level(
    verbose: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []
    import founders_desktop.view.launch as launch

    monkeypatch.setattr(launch, "launch", lambda **kwargs: opened.append(kwargs["page"]) or 0)
    assert cli.main([*(["--verbose"] if verbose else []), "--page", "city"]) == 0
    assert opened == ["city"]
    assert log_file().is_file()
    assert logging.getLogger().level == (logging.DEBUG if verbose else logging.INFO)


def test_verbose_is_in_the_help() -> None:
    assert "--verbose" in cli.build_parser(with_subcommands=False).format_help()
