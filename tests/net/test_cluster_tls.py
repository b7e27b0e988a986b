"""HAProxy ends TLS in front of the room servers (deploy/haproxy.cfg, issue 39): with a
self-signed certificate made by the test, a client that trusts it plays over wss:// through
HAProxy to a server on Redis; one that does not trust it is refused at the handshake."""

from __future__ import annotations

import ssl
import subprocess

import pytest
from websockets.asyncio.client import connect

from cabo_desktop.core.wire import dumps
from tests.net.cluster_parts import HAProxy, Redis, Server, need
from tests.net.wsclient import SUBPROTOCOL, Client


@pytest.fixture
def tls_cluster(tmp_path):
    need("redis-server", "haproxy", "openssl")
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    bundle = tmp_path / "cabo.pem"
    bundle.write_text(cert.read_text() + key.read_text())
    redis = Redis(tmp_path / "redis")
    server = Server(tmp_path / "server", redis.url)
    proxy = HAProxy(tmp_path / "haproxy", [server.port], cert=bundle)
    yield proxy, cert
    proxy.kill()
    server.kill()
    redis.kill()


@pytest.mark.asyncio
async def test_a_room_is_made_over_wss_through_haproxy(tls_cluster):
    proxy, cert = tls_cluster
    trusted = ssl.create_default_context(cafile=str(cert))
    ws = await connect(f"wss://127.0.0.1:{proxy.port}/rooms/new", subprotocols=[SUBPROTOCOL], ssl=trusted,
                       compression=None, open_timeout=10)
    client = Client(ws)
    from cabo_desktop.games import get_game
    game = get_game("cabo")
    variant = game.wire().variants.encode(game.load_builtin(game.default_variant))
    await client.send(dumps({"type": "create", "name": "Ann", "game": "cabo", "variant": variant,
                             "seats": ["host", "ai:casual"], "turn_seconds": None}))
    welcome = await client.expect("welcome")
    assert welcome["seat"] == 0 and len(welcome["room"]) == 6
    await client.close()
    with pytest.raises(ssl.SSLCertVerificationError):
        await connect(f"wss://127.0.0.1:{proxy.port}/rooms/new", subprotocols=[SUBPROTOCOL],
                      ssl=ssl.create_default_context(), open_timeout=10)
