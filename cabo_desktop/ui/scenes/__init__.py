"""The shell's screens, one per module; only ui.routes imports them (scenes navigate by name)."""
