"""The map sandbox behind the view: a layout of pieces placed anywhere, its undo steps, its files
and a sample layout. The controller asks the board engine for every answer; the view only shows
them."""
