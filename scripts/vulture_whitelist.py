"""Names in warkit that vulture cannot see used, each with what uses it (see [tool.vulture] in
pyproject.toml; ``scripts/test`` runs ``vulture``).

Textual calls ``action_*``, ``watch_*``, ``on_*`` and ``compose`` by name, and the ``@on(...)``
handlers through their decorator: pyproject.toml's ``ignore_names`` and ``ignore_decorators``
cover those. Everything else is listed here; a name removed from warkit comes out of this file too.
"""

# ruff: noqa: B018, F821
# vulture reads this file for the names it mentions; it is never run or imported.

# Textual reads these class variables and calls these methods and attributes by name.
_.BINDINGS
_.CSS_PATH
_.DEFAULT_CSS
_.ENABLE_COMMAND_PALETTE
_.AUTO_FOCUS  # warkit.tui.screens.stats.StatisticsScreen: nothing focused on opening
_.TITLE
_.VERTICAL_BREAKPOINTS  # warkit.tui.screens.summary.SummaryScreen
_.HORIZONTAL_BREAKPOINTS  # warkit.tui.screens.table.TableScreen
_.get_default_screen  # warkit.tui.app.WarApp
_.get_content_height  # warkit.tui.widgets: Widget's own signature, ``viewport`` included
_.viewport
_.render_line  # warkit.tui.views.base.LineView: Textual's line API
_.virtual_size
_.text_align  # Styles.text_align, set on a widget's styles
_.max_height  # Styles.max_height, set on the status area's styles (TableScreen.fit_seats)
_.guides_finished  # WarApp's reactive, watched by Help (self.watch(app, "guides_finished", ...))
_.check_action  # warkit.tui.screens.table.TableScreen: asked before each action runs
_.parameters  # its signature, Textual's own
_.renderer  # warkit.tui.frames: ScrollBar.renderer, the class every scroll bar is drawn with

# argparse reads these (warkit.cli).
_.required  # an argument group's ``required``, set while the help is shown
_._check_value  # ArgumentParser's own hook, overridden to name the word given
_._print_message  # ArgumentParser's own writer of help and usage, overridden so a failed write is told

# Babel reads these (warkit.i18n): the .mo writer asks the catalog for its headers, and a new
# language's catalog carries its revision date.
_.mime_headers
_.revision_date
_.keepends  # warkit.i18n.pofile: str.splitlines' own signature, overridden

# html.parser calls these by name (warkit.guide.links: the check of a page's links and resources).
_.handle_starttag
_.handle_endtag
_.handle_data

# The guide's templates (content/guide/*.j2) read these fields by name.
_.computers
_.cards_each
_.cards_per_step
_.war_cards
_.double_war_cards
_.battles_mean
_.battles_median
_.battles_p90
_.battles_max
_.limit_share
_.contents_numbered
_.default_language

# Documented values and helpers used outside warkit/.
_.NO_WINNER  # warkit.engine.compiled: the winner code of a drawn game in the result arrays
_.compile_catalog  # warkit.i18n.catalog: setup.py compiles each wheel's catalogs with it
_.shipped_json  # warkit.guide.figures: scripts/guide-figures writes preset_figures.json with it
_.GITHUB_SLUGGER_VERSION  # warkit.guide.slug_table: the release it was made from, checked against the pin in tests
_.next_u32  # warkit.engine.rng: the plain definitions the fast draws are tested against
_.below
_.not_right_to_left  # warkit.i18n.pseudo: the right-to-left pseudo-locale's check, for tests
_.running  # warkit.i18n.watch.Watcher: tests see that the watcher stopped
_.placed  # warkit.tui.views.guide: tests read where Help placed each block
_.link_targets  # warkit.guide.links: tests read each viewer's internal links with it
_.print_help  # warkit.commands.parsing.CommandLineParser: argparse's --help calls it
_.ranges  # warkit.engine.knobs.Knob: scripts/knob_docs.py states Krig's 2 to 4 players in the README
_.stylesheet  # warkit.guide.html: a field of the page the template (content/guide/page.html.j2) reads
