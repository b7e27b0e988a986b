"""The pygame-ce front end: app loop, scenes, table, card art. Imports pygame; rules and AI never import this."""

import os

# pygame prints a greeting on import unless told not to; a game should start quietly.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
