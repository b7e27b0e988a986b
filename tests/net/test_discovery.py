"""LAN discovery (net/discovery.py): off means nothing is opened; on loopback a hosted room is found
with its properties and dropped when it closes; a stranger's odd announcement is not listed.

Every test that turns discovery on keeps it to 127.0.0.1 (CABO_DESKTOP_LAN=loopback, zeroconf
bound to that interface only): no packet goes to any other address (checked by hand: the
non-loopback interface's sent-packet counter did not move during a run). Multicast on loopback
works on this machine, so these tests need no network namespace; the one test of discovery on
every interface, as players run it, makes a namespace of its own whose only interface is
loopback (root only; skipped with the reason elsewhere). Each test announces its own fresh room
code and looks for that one only: tests running side by side do not meet."""

from __future__ import annotations

import socket
import time

import pytest

from cabo_desktop.net import discovery as D
from cabo_desktop.net.protocol import new_code
from cabo_desktop.storage.settings import Settings


def wait_for(condition, seconds: float = 8.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return condition()


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv(D.ENV, "loopback")


def test_the_suite_runs_with_discovery_off():
    assert D.lan_mode() == D.OFF


@pytest.mark.parametrize("env, setting, mode", [
    ("off", True, D.OFF), ("OFF", True, D.OFF), ("0", True, D.OFF), ("loopback", False, D.OFF),
    ("", False, D.OFF), ("", True, D.ON), ("loopback", True, D.LOOPBACK), ("on", True, D.ON)])
def test_the_variable_and_the_setting_both_turn_it_off(monkeypatch, env, setting, mode):
    monkeypatch.setenv(D.ENV, env)
    assert D.lan_mode(Settings(lan_discovery=setting)) == mode


def test_off_opens_nothing_and_finds_nothing(monkeypatch):
    opened = []
    monkeypatch.setattr(D, "_zeroconf", lambda mode: opened.append(mode))
    advertiser = D.RoomAdvertiser(port=4000, room=new_code(), game="cabo", host_name="Ann")
    browser = D.LanBrowser()
    monkeypatch.setenv(D.ENV, "loopback")  # the setting alone turns it off too
    by_setting = D.LanBrowser(settings=Settings(lan_discovery=False))
    for worker in (advertiser, browser, by_setting):
        worker.start()
    time.sleep(0.2)
    assert not advertiser.enabled and not browser.enabled and not by_setting.enabled
    assert opened == [] and browser.tables() == [] and by_setting.tables() == []
    assert all(w._thread is None for w in (advertiser, browser, by_setting))
    for worker in (advertiser, browser, by_setting):
        worker.close()


def test_a_hosted_room_is_found_on_loopback_and_goes_when_it_closes(loopback):
    room = new_code()
    browser = D.LanBrowser()
    advertiser = D.RoomAdvertiser(port=47123, room=room, game="kobito", host_name="Zoë", version="9.9")
    browser.start()
    advertiser.start()
    try:
        mine = lambda: [t for t in browser.tables() if t.room == room]  # noqa: E731
        found = wait_for(mine)
        assert found == [D.FoundTable("127.0.0.1", 47123, room, "kobito", "Zoë", "9.9")]
        assert found[0].endpoint == "127.0.0.1:47123"
        assert advertiser.error is None and browser.error is None
        advertiser.close(wait=5)
        assert wait_for(lambda: not mine()), "the room is still listed after its goodbye"
    finally:
        advertiser.close(wait=5)
        browser.close(wait=5)


def _announce(zc, room_name: str, properties: dict, port: int = 4000):
    from zeroconf import ServiceInfo
    info = ServiceInfo(D.SERVICE_TYPE, f"{room_name}.{D.SERVICE_TYPE}", addresses=[socket.inet_aton("127.0.0.1")],
                       port=port, properties=properties, server=f"{room_name.lower()}.local.")
    zc.register_service(info, cooperating_responders=True)
    return info


def test_announcements_that_are_not_ours_are_not_listed(loopback):
    from zeroconf import IPVersion, Zeroconf
    good, odd = new_code(), [new_code() for _ in range(5)]
    base = {"game": "cabo", "host": "Ann", "version": "1", "protocol": "1"}
    announcements = [
        (odd[0], {**base, "room": "not-a-code"}),
        (odd[1], {**base, "room": odd[1], "game": "two words"}),
        (odd[2], {**base, "room": odd[2], "host": b"\xff\xfe"}),
        (odd[3], {**base, "room": odd[3], "protocol": "99"}),
        (odd[4], {**base, "room": odd[4], "host": "x" * 200}),
        (good, {**base, "room": good}),  # last: once it is found, the others have been read
    ]
    zc = Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    browser = D.LanBrowser()
    browser.start()
    try:
        for k, (room, props) in enumerate(announcements):
            _announce(zc, f"test {k} {room}", props)
        assert wait_for(lambda: any(t.room == good for t in browser.tables()))
        time.sleep(0.5)
        assert not {t.room for t in browser.tables()} & set(odd) and "not-a-code" not in str(browser.tables())
    finally:
        browser.close(wait=5)
        zc.close()


ON_EVERY_INTERFACE = """
import sys, time
from cabo_desktop.net import discovery as D
assert D.lan_mode() == D.ON
browser = D.LanBrowser(); browser.start()
advertiser = D.RoomAdvertiser(port=47124, room=sys.argv[1], game="cabo", host_name="Ann"); advertiser.start()
end = time.monotonic() + 15
while not browser.tables() and time.monotonic() < end:
    time.sleep(0.05)
print([(t.address, t.port, t.room) for t in browser.tables()], advertiser.error, browser.error)
advertiser.close(5); browser.close(5)
"""


def test_on_every_interface_inside_a_network_namespace_of_its_own():
    """Discovery as players run it (every interface, the machine's own addresses) inside a network
    namespace this test makes, whose only interface is loopback: nothing can leave the machine."""
    import os
    import shutil
    import subprocess
    import sys
    from pathlib import Path
    if os.geteuid() != 0 or shutil.which("unshare") is None or shutil.which("ip") is None:
        pytest.skip("a network namespace of its own needs root, unshare and ip")
    room = new_code()
    root = Path(__file__).resolve().parents[2]
    shell = ("ip link set lo up && ip route add 224.0.0.0/4 dev lo && "
             f'exec "{sys.executable}" -c "$SCRIPT" {room}')
    env = {**os.environ, "SCRIPT": ON_EVERY_INTERFACE, D.ENV: "on", "PYTHONPATH": str(root)}
    try:
        out = subprocess.run(["unshare", "--net", "sh", "-c", shell], capture_output=True, text=True, timeout=60,
                             env=env, cwd=root)
    except subprocess.TimeoutExpired:
        pytest.fail("discovery in the namespace did not end")
    if out.returncode != 0 and "unshare" in out.stderr and "Operation not permitted" in out.stderr:
        pytest.skip(f"this machine does not allow network namespaces: {out.stderr.strip()[:200]}")
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == f"[('127.0.0.1', 47124, '{room}')] None None", out.stdout + out.stderr[-2000:]
