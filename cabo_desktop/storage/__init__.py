"""Per-user files: settings, saves, statistics, user variants, the log. Knows the rules, not pygame.

Nothing here raises for a bad or missing file: readers return a `Loaded` (`.value`, `.messages`
for the player, `.moved` paths of files moved aside, `.from_backup`), writers return a list of
messages (empty when all went well). Modules, imported on demand (nothing heavy at import time):

- `paths`     where files live (platformdirs; CABO_DESKTOP_HOME puts them all under one folder)
- `files`     atomic writes keeping `<name>.bak`; reads that move bad files to `<name>.broken-<time>`
- `saves`     autosave and Continue, named saves, finished games for the replay viewer
- `saver`     GameSaver: the table's record of the game being played, autosaved after every action
- `settings`  the typed, frozen Settings and load_settings / save_settings
- `stats`     per-user statistics from finished games
- `logs`      setup_logging (a rotating file in the log folder), log_unexpected
"""
