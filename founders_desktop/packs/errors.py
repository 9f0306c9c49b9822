"""The one error of the pack library and of ``.fdpack`` files: a code the view translates."""

from __future__ import annotations

from founders_desktop.content.errors import PackProblem

CODES = frozenset(
    {
        "missing",  # no pack of that id in the library
        "broken",  # the pack's files fail `content check`
        "bad_name",  # a new pack's name is not a safe folder name
        "name_taken",  # a pack of that name exists already
        "bundled",  # the bundled pack is read-only
        "exists",  # an import would replace a pack: ask first
        "not_fdpack",  # not a zip / no manifest
        "bad_manifest",  # the manifest is not a valid fdpack manifest
        "unsafe_path",  # an entry with .., an absolute path, a symlink
        "outside_manifest",  # an entry the manifest does not list, or a listed file not there
        "too_large",  # an entry, the total or the file is bigger than allowed
        "checksum",  # a file's size or SHA-256 differs from the manifest
        "bad_content",  # the pack inside fails `content check`
        "unreadable",  # the file or folder cannot be read or written
        "changed",  # a save's pack changed since and its log no longer replays (``cause``)
    }
)


class PackRefused(ValueError):
    """``code`` (see :data:`CODES`), ``subject`` (the pack id or file it names), an English
    ``detail`` and, for broken content, every ``problems`` found."""

    def __init__(
        self,
        code: str,
        subject: str,
        detail: str = "",
        problems: list[PackProblem] | None = None,
        cause: BaseException | None = None,
    ) -> None:
        assert code in CODES, code
        self.code = code
        self.subject = subject
        self.detail = detail
        self.problems = list(problems or [])
        #: For ``changed``: the replay error of the first move that no longer replays.
        self.cause = cause
        text = f"{subject}: {code}" + (f" ({detail})" if detail else "")
        if self.problems:
            text += "\n" + "\n".join(str(p) for p in self.problems[:20])
        if cause is not None:
            text += f"\n{cause}"
        super().__init__(text)
