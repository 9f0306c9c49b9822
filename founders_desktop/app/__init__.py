"""Controllers: QObjects that wrap the engines for the view."""
