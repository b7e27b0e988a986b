"""A small fault-injecting TCP proxy for the network tests (loopback only).

    proxy = FaultyProxy("127.0.0.1", server_port)
    port = await proxy.start()          # clients connect to 127.0.0.1:port
    proxy.cut_all()                     # every connection cut at once (both sides reset)
    proxy.cut_mid_message = True        # the next chunk from the server is cut in its middle
    proxy.jitter = 0.02                 # each chunk waits up to 20 ms (order kept)
    proxy.freeze()                      # half-open: nothing flows, nothing is closed; thaw() again
    await proxy.stop()

Each direction of a connection is one pump that forwards chunks in order, so jitter never
reorders bytes; cuts abort the sockets (an RST, as a pulled cable looks to the peer that writes).
"""

from __future__ import annotations

import asyncio
import random


class _Link:
    """One client connection and its connection to the server."""

    def __init__(self, client_writer: asyncio.StreamWriter, server_writer: asyncio.StreamWriter):
        self.writers = (client_writer, server_writer)
        self.tasks: list[asyncio.Task] = []

    def abort(self) -> None:
        for writer in self.writers:
            writer.transport.abort()
        for task in self.tasks:
            task.cancel()


class FaultyProxy:
    """Forwards 127.0.0.1:<port> to (host, port) and breaks connections when told to."""

    def __init__(self, host: str, port: int, *, seed: int = 0):
        self.target = (host, port)
        self.links: list[_Link] = []
        self.accepted = 0
        self.jitter = 0.0  # seconds: the most a chunk waits
        self.cut_mid_message = False  # cut the next server->client chunk halfway through
        self.refuse = False  # new connections are closed at once (the server looks down)
        self._flowing = asyncio.Event()
        self._flowing.set()
        self._rng = random.Random(seed)
        self._server: asyncio.Server | None = None

    async def start(self) -> int:
        """Listen on 127.0.0.1 on a free port; returns it."""
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        return self._server.sockets[0].getsockname()[1]

    @property
    def port(self) -> int:
        """The port clients connect to."""
        assert self._server is not None
        return self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Cut everything and stop listening."""
        self.cut_all()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    def cut_all(self) -> None:
        """Abort every open connection, both sides."""
        links, self.links = self.links, []
        for link in links:
            link.abort()

    def freeze(self) -> None:
        """Stop forwarding in both directions, closing nothing (a half-open connection)."""
        self._flowing.clear()

    def thaw(self) -> None:
        """Forward again what was held."""
        self._flowing.set()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.accepted += 1
        if self.refuse:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:
            writer.transport.abort()
            return
        link = _Link(writer, up_writer)
        self.links.append(link)
        link.tasks = [asyncio.create_task(self._pump(reader, up_writer, link, False)),
                      asyncio.create_task(self._pump(up_reader, writer, link, True))]

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, link: _Link,
                    from_server: bool) -> None:
        try:
            while True:
                chunk = await reader.read(65536)
                if not chunk:
                    break
                await self._flowing.wait()
                if self.jitter:
                    await asyncio.sleep(self._rng.uniform(0, self.jitter))
                if from_server and self.cut_mid_message and len(chunk) > 1:
                    self.cut_mid_message = False
                    writer.write(chunk[: len(chunk) // 2])
                    await writer.drain()
                    link.abort()
                    return
                writer.write(chunk)
                await writer.drain()
            writer.close()  # a clean end passes on as one
        except (OSError, asyncio.CancelledError):
            link.abort()
