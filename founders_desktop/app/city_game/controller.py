"""One open city game: the engine state, its action log, undo, autosave and the computer players.

The view submits only actions the engine listed; everything that changes the game goes through
``submit``, which validates, applies, logs, autosaves and then lets a computer player think if
one is to move. A game is its seed plus its log, so saving is the log and loading is a replay.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from founders_desktop.app.city_game.bot_worker import BotJob, BotSignals
from founders_desktop.app.city_game.seats import SeatSpec, seat_colours, with_colours
from founders_desktop.app.city_game.undo_rules import reveals_information
from founders_desktop.bots import HARD_BUDGET_S, Bot, make_bot
from founders_desktop.city.game import (
    Action,
    ActionRecord,
    GameState,
    IllegalAction,
    Violation,
    apply,
    current_player,
    final_scores,
    is_over,
    legal_actions,
    new_game,
    ranking,
    validate,
    view_for,
)
from founders_desktop.city.game.replay import ReplayError, replay_steps, start
from founders_desktop.city.game.rng import CURRENT
from founders_desktop.city.game.solo_progress import SoloProgress, solo_progress
from founders_desktop.content import ContentPack
from founders_desktop.packs import pack_ref, saved_pack
from founders_desktop.persist import (
    CityResult,
    CitySave,
    Problem,
    SaveError,
    autosave,
    load_save,
    save_game,
)

# The game's value types, for the view to take from here rather than from the engine.
__all__ = [
    "BOT_PAUSE_MS",
    "Action",
    "ActionRecord",
    "CityGameController",
    "IllegalAction",
    "SoloProgress",
    "Violation",
]

BOT_PAUSE_MS = 450  # long enough to see who moved, short enough not to bore


class CityGameController(QObject):
    """Emits ``state_changed`` after every change, ``action_applied(record)`` after each action."""

    state_changed = Signal()
    action_applied = Signal(object)  # ActionRecord
    error = Signal(str)
    bot_failed = Signal(int)  # seat whose computer player raised; the traceback is in the log
    bot_thinking = Signal(int)  # seat
    game_over = Signal()

    def __init__(
        self,
        pack: ContentPack,
        map_id: str,
        seats: list[SeatSpec],
        seed: int,
        *,
        fast: bool = False,
        autosave_on: bool = True,
        parent: QObject | None = None,
        rng_version: int = CURRENT,
        bot_budget_s: float = HARD_BUDGET_S,
    ) -> None:
        super().__init__(parent)
        self.pack = pack
        self.pack_ref = pack_ref(pack)  # id, version and fingerprint, for every save of this game
        self.map_id = map_id
        self.seats = with_colours(seats)
        self.colours: tuple[int, ...] = seat_colours(self.seats)  # palette index of each seat
        self.seed = seed
        self.fast = fast
        self.autosave_on = autosave_on
        self.slot: str | None = None
        self.autosave_path: Path | None = None
        self.autosave_failed = False  # said once; said again only after it worked in between
        self.state: GameState = new_game(pack, map_id, [s.name for s in seats], seed, rng_version)
        self.log: list[Action] = []
        self.records: list[ActionRecord] = []
        # The adviser each recruit took, read from the offer before it (the engine's record names
        # only the space): keyed by the record's id, with the record kept to rule out id reuse.
        self._recruits: dict[int, tuple[ActionRecord, str]] = {}
        self.history: list[tuple[int, tuple[int, ...]]] = [(0, self._points())]
        self.ended_early = False
        self._undo: list[tuple[int, GameState, int]] = []  # (log length, state before, history length)
        self._redo: list[list[Action]] = []
        self._bots: dict[int, Bot] = {
            i: make_bot(s.bot_level, seed * 10 + i, bot_budget_s) for i, s in enumerate(seats) if s.bot_level
        }
        self._generation = 0
        self._signals = BotSignals(self)
        self._signals.chosen.connect(self._bot_chose)
        self._signals.failed.connect(self._bot_failed)
        self.paused = False
        self.bot_pause_ms = BOT_PAUSE_MS

    # -- reading ---------------------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        """The seat that decides now (None when the game is over)."""
        return current_player(self.state)

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self._bots

    def over(self) -> bool:
        return is_over(self.state) or self.ended_early

    def scores(self) -> list[int]:
        return [s.total for s in final_scores(self.state)]

    def ranking(self) -> list[int]:
        return ranking(self.state)

    def solo_progress(self) -> SoloProgress | None:
        """A solo game's cycle, votes left, open slots and difficulty; None with more players."""
        return solo_progress(self.state)

    def first_stall_asked(self) -> bool:
        """Whether the seat to move is placing its first trade stall."""
        return not self.over() and bool(self.state.stack) and self.state.stack[-1].kind == "first_stall"

    def human_seats(self) -> list[int]:
        return [i for i in range(len(self.seats)) if not self.is_bot(i)]

    def last_bot_turn(self) -> list[ActionRecord]:
        """The computer players' latest run of actions, oldest first: everything they did since a
        person last acted (or, if a person has acted since, the run before that)."""
        records = self.records
        end = len(records)
        while end and not self.is_bot(records[end - 1].action.seat):
            end -= 1
        start = end
        while start and self.is_bot(records[start - 1].action.seat):
            start -= 1
        return records[start:end]

    def _points(self) -> tuple[int, ...]:
        return tuple(self.state.points(i) for i in range(self.state.n))

    def recruited(self, record: ActionRecord) -> str:
        """The adviser a recruit took ("" for any other record, or when not known)."""
        found = self._recruits.get(id(record))
        return found[1] if found is not None and found[0] is record else ""

    # -- acting ----------------------------------------------------------------------------------
    def submit(self, action: Action) -> list[Violation]:
        """Apply ``action`` if legal; returns the reasons it is not (and changes nothing)."""
        if self.over():
            return [Violation("game_over")]
        problems = validate(self.state, action)
        if problems:
            return problems
        self._redo.clear()
        self._apply(action)
        return []

    def _apply(self, action: Action) -> None:
        self._took(action, *apply(self.state, action, check=False))

    def _took(self, action: Action, after: GameState, record: ActionRecord) -> None:
        """Bookkeeping after ``action`` led from the current state to ``after``."""
        before = self.state
        human = not self.is_bot(action.seat)
        if human:
            self._undo.append((len(self.log), before, len(self.history)))
        self.state = after
        self.log.append(action)
        self.records.append(record)
        if action.type == "recruit" and 0 <= action.index < len(before.offer):
            adviser = before.offer[action.index]
            if adviser:
                self._recruits[id(record)] = (record, adviser)
        if reveals_information(before, self.state, action):
            self._undo.clear()  # nobody may take back what showed hidden or random information
        if self.state.turn != before.turn or is_over(self.state):
            self.history.append((self.state.turn, self._points()))
        self._generation += 1
        if self.autosave_on and (not self.fast or human or self.over()):
            self.write_autosave()
        self.action_applied.emit(record)
        self.state_changed.emit()
        if is_over(self.state):
            self.game_over.emit()
        else:
            self.schedule_bot()

    # -- undo and redo ---------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._undo) and not self.over()

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.over()

    def undo(self) -> bool:
        """Take back the last person's action (and the computer players' answers to it)."""
        if not self.can_undo():
            return False
        length, state, hist = self._undo.pop()
        self._redo.append(self.log[length:])
        del self.log[length:]
        del self.records[length:]
        del self.history[hist:]
        self.state = state
        self._generation += 1
        if self.autosave_on:
            self.write_autosave()
        self.state_changed.emit()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        actions = self._redo.pop()
        redo_rest = list(self._redo)
        for action in actions:
            if validate(self.state, action):
                break
            self._apply(action)
        self._redo = redo_rest
        return True

    # -- computer players --------------------------------------------------------------------------
    def schedule_bot(self) -> None:
        """If a computer player is to move, let it think after a short visible pause."""
        seat = self.seat
        if self.paused or not self.is_bot(seat) or self.over():
            return
        assert seat is not None
        self.bot_thinking.emit(seat)
        generation = self._generation
        QTimer.singleShot(0 if self.fast else self.bot_pause_ms, lambda: self._start_bot(generation))

    def _start_bot(self, generation: int) -> None:
        seat = self.seat
        if generation != self._generation or seat is None or seat not in self._bots:
            return
        job = BotJob(
            self._bots[seat], view_for(self.state, seat), list(self.legal()), generation, self._signals
        )
        QThreadPool.globalInstance().start(job.run)

    def _bot_chose(self, generation: int, action: Action) -> None:
        if generation != self._generation or self.paused:
            return
        problems = self.submit(action)
        if problems:
            self.error.emit(", ".join(p.code for p in problems))

    def _bot_failed(self, generation: int) -> None:
        if generation == self._generation and self.seat is not None:
            self.bot_failed.emit(self.seat)

    def end_now(self) -> None:
        """Stop a game that cannot or need not go on: final scores as they stand (the engine's
        final scoring), shown on the end screen. Used by "End game and score" and capped tests."""
        if self.over():
            return
        self.ended_early = True
        self._generation += 1
        self.history.append((self.state.turn, self._points()))
        self.state_changed.emit()
        self.game_over.emit()

    # -- files -----------------------------------------------------------------------------------
    def to_save(self) -> CitySave:
        result = None
        if self.over():
            scores = self.scores()
            best = max(scores)
            result = CityResult(scores=scores, winners=[self.ranking()[0]] if best else [0])
        return CitySave(
            pack=self.pack_ref,
            map_id=self.map_id,
            seats=[s.to_save(i) for i, s in enumerate(self.seats)],
            seed=self.seed,
            rng_version=self.state.rng_version,
            actions=[a.to_json() for a in self.log],
            result=result,
        )

    def write_autosave(self) -> None:
        """Autosave after an action; a full disk or a read-only data folder is said once (not
        after every action) and the game goes on."""
        try:
            self.autosave_path = autosave("city", self.to_save(), slot=self.slot)
        except Exception as error:  # a full disk must not stop the game
            if not self.autosave_failed:
                self.autosave_failed = True
                why = "; ".join(error.details) if isinstance(error, SaveError) else type(error).__name__
                text = QCoreApplication.translate(
                    "CityGame",
                    "The game cannot be autosaved ({why}). You can play on; use Save to keep the game.",
                )
                self.error.emit(text.format(why=why))
            return
        self.autosave_failed = False
        self.slot = self.autosave_path.stem

    def save(self, path: Path | str) -> Path:
        return save_game(path, "city", self.to_save())

    @staticmethod
    def load(
        path: Path | str,
        pack: ContentPack,
        *,
        fast: bool = False,
        parent: QObject | None = None,
        bot_budget_s: float = HARD_BUDGET_S,
    ) -> CityGameController:
        """Reopen a save by replaying its log, every action validated by the rules
        (``city/game/replay.py``), under the pack the save names (``pack`` when it is that one,
        else the library's). Raises ``SaveError`` for a file that is not a city save,
        ``PackRefused`` for a pack that is missing, broken, or changed so that the log no longer
        replays, and :class:`LoadRefused` (a ``ReplayError`` with the file) for a log the
        rules refuse; nothing else for a bad file."""
        envelope = load_save(path)
        if envelope.game != CitySave.GAME:
            raise SaveError(path, Problem.INVALID, [f"this is a {envelope.game} save, not a city game"])
        save = envelope.payload_as(CitySave)
        found = saved_pack(save.pack)
        pack = found.pack
        try:
            seats = [SeatSpec.from_save(s) for s in save.seats]
            start(pack, save.map_id, [s.name for s in seats], save.seed, save.rng_version)
            game = CityGameController(
                pack,
                save.map_id,
                seats,
                save.seed,
                fast=fast,
                parent=parent,
                rng_version=save.rng_version,
                bot_budget_s=bot_budget_s,
            )
        except ReplayError as error:
            if found.changed:
                raise found.refusal(LoadRefused(path, error)) from None
            raise LoadRefused(path, error) from None
        except (KeyError, ValueError) as error:  # a seat's computer level this app does not know
            raise LoadRefused(path, ReplayError(-1, "bad_setup", (("reason", str(error)),))) from None
        game.autosave_on = False
        game.paused = True
        try:
            for _, action, after, record in replay_steps(game.state, save.actions):
                game._took(action, after, record)
        except ReplayError as error:
            game.deleteLater()
            if found.changed:
                raise found.refusal(LoadRefused(path, error)) from None
            raise LoadRefused(path, error) from None
        game._undo.clear()
        game.paused = False
        game.autosave_on = True
        if Path(path).parent.name == "city" and Path(path).parent.parent.name == "autosave":
            game.slot = Path(path).stem
        return game


class LoadRefused(ReplayError):
    """A city save whose log the rules refuse: the file, the action's index and the rule."""

    def __init__(self, path: Path | str, error: ReplayError) -> None:
        super().__init__(error.index, error.code, error.params)
        self.path = Path(path)
        self.args = (f"{path}: {ReplayError.__str__(error)}",)

    def __str__(self) -> str:
        return str(self.args[0])
