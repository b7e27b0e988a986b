"""The room server on IPv6's loopback (::1): the tests' other address."""

from __future__ import annotations

import pytest

from cabo_desktop.net.store import SqliteRoomStore


@pytest.mark.asyncio
async def test_the_server_serves_on_ipv6_loopback_too(tmp_path):
    import socket

    from cabo_desktop.net.server import RoomServer
    from tests.net.wsclient import Client
    if not socket.has_ipv6:
        pytest.skip("no IPv6 here")
    try:
        probe = socket.socket(socket.AF_INET6)
        probe.bind(("::1", 0))
        probe.close()
    except OSError:
        pytest.skip("no ::1 here")
    server = RoomServer(SqliteRoomStore(tmp_path / "rooms.sqlite3"), "::1", 0, think_times=(0.0, 0.0))
    await server.start()
    try:
        client = await Client.open(server.port, "/rooms/new", host="[::1]")
        from cabo_desktop.games import get_game
        game = get_game("kobito")
        await client.send({"type": "create", "name": "Ann", "game": "kobito", "seats": ["host", "ai:solid"],
                           "variant": game.wire().variants.encode(game.load_builtin(game.default_variant)),
                           "turn_seconds": None})
        welcome = await client.expect("welcome")
        assert welcome["seat"] == 0 and welcome["room"] in server.rooms
        await client.close()
    finally:
        await server.stop()
