"""The engine compat shim must load before the game engine (see engine_compat)."""

from founders_desktop.app.city_game import engine_compat  # noqa: F401
