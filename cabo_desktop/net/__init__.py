"""Network play (issue 38, docs/network.md): the room server, its protocol, store and tokens.

No pygame here: `cabo-desktop serve` runs `net.server` headless, and a hosted game runs the
same server in its own process. Depends on core, games and storage, never on ui.
"""
