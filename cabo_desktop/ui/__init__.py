"""The pygame-ce user interface. Nothing heavy is imported here (pygame loads only when used).

Entry points for the CLI:
- `cabo_desktop.ui.app.run(args) -> int`: the window, title screen first.
- `cabo_desktop.ui.demo.run_demo(headless=True, games=1, variant=..., seed=..., screenshot=..., at=...)`:
  AI against AI through the real scenes; `at` is a frame number or an event class name.
- `cabo_desktop.ui.demo.screenshot_scene(path, scene)`: a PNG of a menu scene or a demo table.
- `cabo_desktop.ui.demo.run_bench(...)`: frame-time figures of a headless autoplay.
"""

import os

# pygame prints a greeting on import unless told not to; a game should start quietly.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
