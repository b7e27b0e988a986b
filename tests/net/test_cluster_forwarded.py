"""Behind HAProxy every connection comes from HAProxy's address, so a cluster's server limits each
player by the address HAProxy forwards (X-Forwarded-For, `option forwardfor`; issue 39): one player
making rooms flat out is refused after ten a minute, another player through the same proxy is not."""

from __future__ import annotations

import pytest

from tests.net.cluster_parts import Redis, Server, need
from tests.net.wsclient import Client


async def make_room(port: int, player: str) -> dict:
    from cabo_desktop.games import get_game
    game = get_game("cabo")
    variant = game.wire().variants.encode(game.load_builtin(game.default_variant))
    client = await Client.open(port, "/rooms/new", additional_headers={"X-Forwarded-For": f"10.9.9.9, {player}"})
    await client.send({"type": "create", "name": "Ann", "game": "cabo", "variant": variant,
                       "seats": ["host", "open"], "turn_seconds": None})
    first = await client.recv()
    await client.close()
    return first


@pytest.mark.asyncio
async def test_each_forwarded_player_address_is_limited_on_its_own(tmp_path):
    need("redis-server")
    redis = Redis(tmp_path / "redis")
    server = Server(tmp_path / "server", redis.url)
    try:
        for _ in range(10):
            assert (await make_room(server.port, "203.0.113.5"))["type"] == "welcome"
        refused = await make_room(server.port, "203.0.113.5")
        assert refused["type"] == "error" and refused["key"] == "rate_limited"
        assert (await make_room(server.port, "198.51.100.7"))["type"] == "welcome"  # someone else
    finally:
        server.kill()
        redis.kill()
