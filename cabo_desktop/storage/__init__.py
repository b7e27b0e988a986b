"""Per-user files: settings, saves, statistics, user variants. Knows the rules, not pygame."""
