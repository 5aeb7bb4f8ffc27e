"""The game's screens, one module each: the table, the summary, Settings, Help, Statistics, the
battle log, translator mode's source list, the too-small notice, and the dialogs (leave the game,
a deal number, a question's answers). Each gets what it shows by its constructor and the app's
``words``, and tells the app by message (:mod:`warkit.tui.messages`)."""
