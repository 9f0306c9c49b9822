"""write_atomic: a crash at any moment leaves the old file or the new one, never a mix."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from founders_desktop.persist import atomic
from founders_desktop.persist.atomic import backup_path, write_atomic


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX))


def test_writes_bytes_and_text(tmp_path: Path) -> None:
    target = tmp_path / "game.fdsave"
    write_atomic(target, b"\x00binary")
    assert target.read_bytes() == b"\x00binary"
    write_atomic(target, "Gloomhaven — Founders")
    assert target.read_text(encoding="utf-8") == "Gloomhaven — Founders"
    assert leftovers(tmp_path) == []


def test_a_failed_rename_keeps_the_old_file_and_removes_the_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.fdsave"
    target.write_bytes(b"old game")

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, b"new game")
    assert target.read_bytes() == b"old game"
    assert leftovers(tmp_path) == []


def test_a_failure_while_writing_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.fdsave"
    target.write_bytes(b"old game")

    def broken_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="Input/output"):
        write_atomic(target, b"new game" * 1000)
    assert target.read_bytes() == b"old game"
    assert leftovers(tmp_path) == []


def test_an_interrupt_is_cleaned_up_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.fdsave"

    def interrupted(src: object, dst: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, b"new")
    assert not target.exists()
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_process_killed_mid_write_leaves_the_old_file_whole(tmp_path: Path) -> None:
    """A real crash: the writer is killed after writing the temp file, before the rename."""
    target = tmp_path / "game.fdsave"
    target.write_bytes(b"old game")
    script = textwrap.dedent(
        f"""
        import os, signal
        from founders_desktop.persist import atomic
        def die(fd):
            os.kill(os.getpid(), signal.SIGKILL)
        atomic.os.fsync = die
        atomic.write_atomic({str(target)!r}, b"new game" * 100000)
        """
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    result = subprocess.run([sys.executable, "-c", script], env=env, timeout=60)
    assert result.returncode == -signal.SIGKILL
    assert target.read_bytes() == b"old game"
    # a killed process cannot clean up: its hidden temp file stays, named after the target
    [temp] = leftovers(tmp_path)
    assert temp.startswith(".game.fdsave.")


def test_backup_keeps_the_previous_version(tmp_path: Path) -> None:
    target = tmp_path / "game.fdsave"
    write_atomic(target, b"first", backup=True)
    assert not backup_path(target).exists()
    write_atomic(target, b"second", backup=True)
    write_atomic(target, b"third", backup=True)
    assert target.read_bytes() == b"third"
    assert backup_path(target).read_bytes() == b"second"
    assert backup_path(target).name == "game.fdsave.bak"


def test_without_backup_no_bak_file_appears(tmp_path: Path) -> None:
    target = tmp_path / "game.fdsave"
    write_atomic(target, b"first")
    write_atomic(target, b"second")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.fdsave"]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_permissions_follow_the_old_file_or_the_umask(tmp_path: Path) -> None:
    target = tmp_path / "game.fdsave"
    write_atomic(target, b"x")
    assert target.stat().st_mode & 0o777 == 0o666 & ~atomic._UMASK
    target.chmod(0o600)
    write_atomic(target, b"y")
    assert target.stat().st_mode & 0o777 == 0o600


def test_a_missing_folder_is_an_error_not_a_new_folder(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "nowhere" / "game.fdsave", b"x")
    assert not (tmp_path / "nowhere").exists()


def test_a_folder_in_the_way_is_refused_and_cleaned_up(tmp_path: Path) -> None:
    target = tmp_path / "game.fdsave"
    target.mkdir()
    (target / "inside").write_text("keep me")
    with pytest.raises(OSError):
        write_atomic(target, b"x")
    assert (target / "inside").read_text() == "keep me"
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_a_symlinked_save_is_written_through_the_link(tmp_path: Path) -> None:
    real = tmp_path / "synced" / "game.fdsave"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "game.fdsave"
    link.symlink_to(real)
    write_atomic(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"


def test_a_briefly_locked_target_is_retried(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As on Windows when a virus scanner holds the old file open for a moment."""
    target = tmp_path / "game.fdsave"
    target.write_bytes(b"old")
    real_replace = os.replace
    refusals = iter([PermissionError(13, "locked"), PermissionError(13, "locked")])

    def busy_then_free(src: str, dst: str) -> None:
        error = next(refusals, None)
        if error is not None:
            raise error
        real_replace(src, dst)

    monkeypatch.setattr(atomic, "REPLACE_ATTEMPTS", 3)
    monkeypatch.setattr(atomic, "REPLACE_PAUSE_SECONDS", 0)
    monkeypatch.setattr(os, "replace", busy_then_free)
    write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert leftovers(tmp_path) == []


def test_a_target_locked_for_good_gives_up_cleanly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.fdsave"
    target.write_bytes(b"old")
    calls = []

    def locked(src: str, dst: str) -> None:
        calls.append(dst)
        raise PermissionError(13, "locked")

    monkeypatch.setattr(atomic, "REPLACE_ATTEMPTS", 3)
    monkeypatch.setattr(atomic, "REPLACE_PAUSE_SECONDS", 0)
    monkeypatch.setattr(os, "replace", locked)
    with pytest.raises(PermissionError):
        write_atomic(target, b"new")
    assert len(calls) == 3
    assert target.read_bytes() == b"old"
    assert leftovers(tmp_path) == []
