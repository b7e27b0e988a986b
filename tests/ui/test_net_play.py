"""Network play through the real scenes (issue 38): a room server started by New game's host on
127.0.0.1 (a free port), a friend's window joining it through Join with the keyboard, the lobby,
and both tables playing a whole game over the wire, each from its own seat's feed only.

Two windows in one process: the second is the first App with its own scene stack (they share
the dummy display, each draws its frames in turn)."""

from __future__ import annotations

import copy
import random
import time

import pygame
import pytest

from cabo_desktop.core.feed import PUBLIC_VIEW
from cabo_desktop.games import get_game
from cabo_desktop.ui.app import App
from cabo_desktop.ui.remote_host import create_seats, host_room, enter_room
from cabo_desktop.ui.remote_table import RemoteSource
from cabo_desktop.ui.routes import ROUTES
from cabo_desktop.ui.scene import Navigator, SceneManager

DT = 1 / 60
GAMES = ("cabanga", "kobito", "cabo")


def key(k, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)


def typed(text):
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def second_window(app: App) -> App:
    """The same App with a scene stack of its own: a friend's window."""
    other = copy.copy(app)
    other.scenes = SceneManager()
    other.nav = Navigator(other, other.scenes, ROUTES)
    other.settings = dict(app.settings)
    other.event_hooks = []
    other.net_room = None  # the host's room is not this window's
    return other


def until(condition, windows, seconds=30.0):
    """Step every window (real time passes: the server runs in its thread) until `condition()`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for w in windows:
            w.step(DT, events=[])
        if condition():
            return
        time.sleep(0.005)
    raise AssertionError("timed out")


@pytest.fixture
def host(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path / "home"))
    app = App((1024, 600), headless=True)
    app.catch_errors = False
    app.settings["speed"] = "instant"
    app.nav.push("title")
    yield app
    from cabo_desktop.ui.remote_host import leave_room
    leave_room(app)
    pygame.quit()


def open_room(app: App, game: str, kinds: list[str]):
    rules = get_game(game)
    seats = create_seats(kinds)
    room, problem = host_room(app, "Ann", game, rules.load_builtin(rules.default_variant), seats,
                              listen=("127.0.0.1", 0), think_times=(0.0, 0.0))
    assert room is not None, problem
    enter_room(app, room)
    lobby = app.nav.push("lobby")
    until(lambda: lobby.code() != "" and lobby.seats(), [app])
    return room, lobby


def join_with_keyboard(friend: App, address: str, code: str):
    """Title -> J (Join), the address, Tab, the code, Tab, the name, Enter."""
    friend.nav.push("title")
    friend.step(DT, events=[key(pygame.K_j)])
    join = friend.scenes.top
    assert join.route == "join"
    friend.step(DT, events=[typed(address), key(pygame.K_TAB), typed(code.lower()), key(pygame.K_TAB)])
    for _ in range(len(join.values["name"])):
        friend.step(DT, events=[key(pygame.K_BACKSPACE)])
    friend.step(DT, events=[typed("Bob"), key(pygame.K_RETURN)])
    assert join.values == {"address": address, "code": code, "name": "Bob"}
    return join


@pytest.mark.parametrize("game", GAMES)
def test_the_host_and_a_friend_play_a_whole_game_each_from_their_own_seat(host, game):
    rules = get_game(game)
    room, lobby = open_room(host, game, ["human", "remote", rules.seat_levels()[0]])
    assert room.server.host == "127.0.0.1" and room.server.port > 0
    friend = second_window(host)
    join_with_keyboard(friend, room.server.address, lobby.code())
    until(lambda: getattr(friend.scenes.top, "route", "") == "lobby", [host, friend])
    guest_lobby = friend.scenes.top
    assert guest_lobby.link.seat == 1 and not guest_lobby.is_host()
    friend.step(DT, events=[key(pygame.K_r)])  # R: ready
    until(lambda: lobby.can_start(), [host, friend])
    host.step(DT, events=[key(pygame.K_s)])  # S: the host starts
    until(lambda: lobby.table is not None and guest_lobby.table is not None, [host, friend])
    tables = {0: lobby.table, 1: guest_lobby.table}
    for seat, table in tables.items():
        source = table.session
        assert isinstance(source, RemoteSource) and source.state is None and table.state is None
        assert table.humans == (seat,) and table.eye == seat
        with pytest.raises(LookupError):
            source.feed(1 - seat)  # the only feed a remote table has is its own seat's
        with pytest.raises(LookupError):
            source.feed(PUBLIC_VIEW)
    agents = {seat: rules.make_agent(rules.seat_levels()[0], seed=seat) for seat in tables}
    rng = random.Random(7)
    windows = {0: host, 1: friend}
    state_type = type(rules.new_game(rules.load_builtin(rules.default_variant), 3, 1)[0])
    end = time.monotonic() + 120
    while time.monotonic() < end:
        for seat, table in tables.items():
            window = windows[seat]
            top = window.scenes.top
            route = getattr(top, "route", "")
            if route == "round_end" and top.age > 0.05:
                top.close()
            elif top is table and getattr(table.director, "peek_holding", None) is not None:
                window.step(DT, events=[key(pygame.K_SPACE)])  # CABO: done remembering the first look
            elif top is table and table.human_to_act() and not table.animating \
                    and table.session.sent_at != table.session.seq:
                legal = list(table.legal_now())
                table.play(agents[seat].choose(table.view, legal, rng))
            window.step(DT, events=[])
        if all(getattr(w.scenes.top, "route", "") == "game_over" for w in windows.values()):
            break
        time.sleep(0.001)
    else:
        raise AssertionError("the game did not end")
    for seat, table in tables.items():
        # the table drew only from its own seat's feed: nothing of the game's state anywhere in it
        assert not any(isinstance(v, state_type) for v in [*vars(table).values(), *vars(table.session).values()])
        assert table.view.over and table.session.seq == room.link.feed.seq
    assert tables[0].view.winners == tables[1].view.winners
    # the record of the finished game ('over') went to each player's replays and statistics
    until(lambda: tables[0].__dict__.get("record_kept") and tables[1].__dict__.get("record_kept"),
          list(windows.values()), 10)
    from cabo_desktop.storage.saves import list_finished
    finished = list_finished()
    # each window kept it once (here both windows share one home): the whole game, every action
    assert len(finished.saves) == 2 and not finished.messages
    assert all(s.over and s.actions == tables[0].session.seq and s.game == game for s in finished.saves)
    from cabo_desktop.storage.stats import load_stats
    assert len(load_stats().value.counted) == 1  # counted once in this home's statistics
    # game over -> Back to the room (N): the lobby, where the host's Start plays again in the room
    host.step(DT, events=[key(pygame.K_n)])
    assert host.scenes.top is lobby and lobby.start_button.enabled and lobby.played
    code = lobby.code()
    host.step(DT, events=[key(pygame.K_s)])
    until(lambda: host.scenes.top is not lobby and host.scenes.top.view.round_no == 1, [host, friend])
    assert lobby.code() == code and host.scenes.top is not tables[0]


def test_join_keys_tab_between_fields_enter_joins_esc_goes_back(host):
    friend = second_window(host)
    join = join_with_keyboard(friend, "127.0.0.1:1", "K7Q2M9")  # nothing listens there
    until(lambda: join.pending is None, [friend])
    assert join.messages and friend.scenes.top is join  # told why, still on the form
    friend.step(DT, events=[key(pygame.K_TAB)])
    assert join.focused()[0] == "button"
    friend.step(DT, events=[key(pygame.K_ESCAPE)])
    assert friend.scenes.top.route == "title"


def test_join_refuses_a_code_that_is_no_code_without_connecting(host):
    host.nav.push("join")
    join = host.scenes.top
    assert not join.browser.enabled and join.found() == []  # the suite turns LAN discovery off
    host.step(DT, events=[typed("127.0.0.1:9"), key(pygame.K_TAB), typed("ab"), key(pygame.K_RETURN)])
    assert join.pending is None and "6 letters" in join.messages[0]


def test_lobby_keys_ready_and_leave_then_the_host_starts_with_the_ai(host):
    game = "kobito"
    rules = get_game(game)
    room, lobby = open_room(host, game, ["human", "remote", rules.seat_levels()[0]])
    assert not lobby.ready_button.enabled and lobby.menu.buttons[lobby.menu.focus] is lobby.start_button
    friend = second_window(host)
    join_with_keyboard(friend, room.server.address, lobby.code())
    until(lambda: getattr(friend.scenes.top, "route", "") == "lobby", [host, friend])
    guest = friend.scenes.top
    assert guest.ready_button.enabled and not guest.start_button.enabled
    friend.step(DT, events=[key(pygame.K_r)])  # R: ready
    until(lambda: lobby.can_start() and guest.seats()[1].ready, [host, friend])
    friend.step(DT, events=[key(pygame.K_r)])  # R again: not ready
    until(lambda: not lobby.seats()[1].ready, [host, friend])
    assert not lobby.can_start()
    host.step(DT, events=[key(pygame.K_s)])  # S while a friend is not ready: Start is off
    assert not lobby.start_button.enabled and lobby.table is None
    friend.step(DT, events=[key(pygame.K_ESCAPE)])  # Esc: the friend leaves
    assert friend.scenes.top.route == "title" and friend.net_room is None
    until(lambda: lobby.seats()[1].kind == "open", [host])
    host.step(DT, events=[key(pygame.K_RETURN)])  # Enter on Start: the AI takes the open seat
    until(lambda: lobby.table is not None, [host])
    assert [s.kind for s in lobby.seats()] == ["person", "ai", "ai"]


def test_a_friend_seat_needs_the_host_in_the_first_seat():
    assert create_seats(["human", "remote", "marta"]) == ["host", "open", "ai:marta"]
    assert create_seats(["marta", "remote"]) is None


def test_new_game_with_a_friends_seat_hosts_the_room_here_and_opens_its_lobby(host):
    host.step(DT, events=[key(pygame.K_n)])  # Title N: New game
    setup = host.scenes.top
    assert setup.route == "setup"
    seat = next(k for k, r in enumerate(setup.rows) if r.get("seat") == 1)
    setup.set_focus(seat)
    for _ in range(len(setup.kinds_cycle)):  # Right cycles the seat's kind up to a friend's seat
        if setup.seat_kinds[1] == "remote":
            break
        host.step(DT, events=[key(pygame.K_RIGHT)])
    row = next(r for r in setup.rows if r.get("seat") == 1)  # (an options row came before it)
    assert setup.seat_kinds[1] == "remote" and row["value"] == "Friend (remote)"
    assert setup.rows[setup.focus] is row  # the focus stays on the seat
    # the rule options hold the hosted game's turn timer (off by default): 60 s a move
    setup.set_focus(next(k for k, r in enumerate(setup.rows) if r["id"] == "options"))
    host.step(DT, events=[key(pygame.K_RIGHT)])
    timer = next(k for k, r in enumerate(setup.rows) if r["id"] == "turn_timer")
    assert setup.rows[timer]["value"] == "off"
    setup.set_focus(timer)
    host.step(DT, events=[key(pygame.K_RIGHT)])
    host.step(DT, events=[key(pygame.K_RIGHT)])
    assert setup.turn_seconds == 60 and setup.rows[timer]["value"] == "60 s a move"
    host.step(DT, events=[key(pygame.K_RETURN)])  # Enter: Start
    lobby = host.scenes.top
    assert lobby.route == "lobby", setup.messages
    room = host.net_room
    # the suite turns LAN discovery off: the server listens on loopback only, on a free port
    assert room.server.host == "127.0.0.1" and room.server.port > 0
    until(lambda: lobby.code() != "" and len(lobby.seats()) == setup.count, [host])
    assert room.advertiser is None or not room.advertiser.enabled  # nothing announced
    assert [s.kind for s in lobby.seats()][:2] == ["person", "open"] and lobby.is_host()
    assert lobby.lobby().turn_seconds == 60 and "turn timer 60 s" in lobby.where_lines("connected")[-1]
    host.step(DT, events=[key(pygame.K_ESCAPE)])  # leave: the server stops
    assert host.scenes.top.route == "title" and host.net_room is None


def test_a_friend_who_drops_is_shown_away_on_the_hosts_table_and_the_ai_plays_for_them(host):
    game = "kobito"
    rules = get_game(game)
    room, problem = host_room(host, "Ann", game, rules.load_builtin(rules.default_variant), ["host", "open"],
                              listen=("127.0.0.1", 0), think_times=(0.0, 0.0), away_seconds=0.3)
    assert room is not None, problem
    enter_room(host, room)
    lobby = host.nav.push("lobby")
    until(lambda: lobby.code() != "", [host])
    friend = second_window(host)
    join_with_keyboard(friend, room.server.address, lobby.code())
    until(lambda: getattr(friend.scenes.top, "route", "") == "lobby", [host, friend])
    friend.step(DT, events=[key(pygame.K_r)])
    until(lambda: lobby.can_start(), [host, friend])
    host.step(DT, events=[key(pygame.K_s)])
    until(lambda: lobby.table is not None, [host, friend])
    table = lobby.table
    assert table.status_line()[0].startswith("Online · ")
    friend.net_room.close()  # the friend's window is gone
    until(lambda: table.away_lines(), [host], 15)
    assert table.away_lines() == ["Bob is away — {} plays in their place".format(
        rules.ai_levels()[rules.default_level].persona)]
    seq, me, rng = table.session.seq, rules.make_agent(rules.seat_levels()[0], seed=1), random.Random(1)

    def the_game_goes_on():  # the host plays their turns; the AI plays Bob's
        if host.scenes.top is table and table.human_to_act() and not table.animating \
                and table.session.sent_at != table.session.seq:
            table.play(me.choose(table.view, list(table.legal_now()), rng))
        return table.session.seq > seq + 6 or table.view.over
    until(the_game_goes_on, [host])
    assert table.away_lines()  # still away: nobody came back with the seat's token


def test_a_room_hosted_here_is_announced_on_loopback_and_a_friend_joins_it_from_the_list(host, monkeypatch):
    from cabo_desktop.net import discovery
    monkeypatch.setenv(discovery.ENV, "loopback")  # mDNS bound to 127.0.0.1 only: no packet leaves
    rules = get_game("cabo")
    room, lobby = open_room(host, "cabo", ["human", "remote"])
    until(lambda: room.advertiser is not None and room.advertiser.registered.is_set(), [host])
    friend = second_window(host)
    friend.nav.push("title")
    friend.step(DT, events=[key(pygame.K_j)])
    join = friend.scenes.top
    assert join.browser.enabled
    mine = lambda: [t for t in join.found() if t.room == lobby.code()]  # noqa: E731 - tests side by side
    until(mine, [host, friend], 15)
    assert mine()[0].endpoint == room.server.address and mine()[0].game == "cabo"
    join.focus_on("table", mine()[0])
    friend.step(DT, events=[key(pygame.K_RETURN)])  # Enter on a found table joins it
    until(lambda: getattr(friend.scenes.top, "route", "") == "lobby", [host, friend])
    assert friend.scenes.top.link.seat == 1 and friend.scenes.top.code() == lobby.code()
    assert rules.name == lobby.lobby().game
    friend.step(DT, events=[key(pygame.K_ESCAPE)])
    host.step(DT, events=[key(pygame.K_ESCAPE)])  # the host leaves: the announcement goes too
    assert room.advertiser is not None and host.net_room is None


def test_a_port_taken_by_another_program_moves_the_hosted_server_to_a_free_one(host):
    import socket
    from cabo_desktop.ui.remote_host import HostedServer
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    busy = taken.getsockname()[1]
    server = HostedServer("127.0.0.1", busy)
    try:
        assert server.start() and server.port not in (0, busy)
    finally:
        server.stop()
        taken.close()


def test_hosting_that_cannot_listen_is_said_in_words_and_opens_nothing(host):
    rules = get_game("cabo")
    # an address of no interface of this machine (TEST-NET-1): binding fails, no packet is sent
    room, key = host_room(host, "Ann", "cabo", rules.load_builtin(rules.default_variant), ["host", "open"],
                          listen=("192.0.2.1", 0))
    assert room is None and key == "host_failed"
    assert getattr(host, "net_room", None) is None


def test_a_friend_whose_program_closed_takes_their_seat_back_by_joining_the_room_again(host):
    from cabo_desktop.ui.remote_seats import token_for
    game = "kobito"
    room, lobby = open_room(host, game, ["human", "remote"])
    friend = second_window(host)
    join_with_keyboard(friend, room.server.address, lobby.code())
    until(lambda: getattr(friend.scenes.top, "route", "") == "lobby", [host, friend])
    until(lambda: token_for(room.server.address, lobby.code()), [host, friend])  # kept in the data folder
    token = token_for(room.server.address, lobby.code())
    assert token == friend.net_room.link.token
    friend.step(DT, events=[key(pygame.K_r)])
    until(lambda: lobby.can_start(), [host, friend])
    host.step(DT, events=[key(pygame.K_s)])
    until(lambda: lobby.table is not None, [host, friend])
    friend.net_room.close()  # the friend's program ends
    until(lambda: not lobby.seats()[1].connected, [host])
    again = second_window(host)  # ... and starts again: Join, the same address and code
    join_with_keyboard(again, room.server.address, lobby.code())
    until(lambda: hasattr(again.scenes.top, "SOURCE"), [host, again])
    table = again.scenes.top
    assert table.SOURCE.seat == 1 and not table.view.over  # the same seat, the game under way
    until(lambda: lobby.seats()[1].connected and token_for(room.server.address, lobby.code()) != token,
          [host, again])  # and a new token replaced the old one


def test_a_remembered_token_the_room_no_longer_takes_is_forgotten(host):
    from cabo_desktop.ui.remote_seats import remember, token_for
    room, lobby = open_room(host, "cabo", ["human", "remote"])
    remember(room.server.address, lobby.code(), "x" * 43)  # a token of no seat of this room
    friend = second_window(host)
    join = join_with_keyboard(friend, room.server.address, lobby.code())
    until(lambda: join.pending is None, [host, friend])
    assert join.messages == ["This seat cannot be taken back (its key is no longer valid)."]
    assert token_for(room.server.address, lobby.code()) is None
    friend.step(DT, events=[key(pygame.K_RETURN)])  # Enter again: a newcomer takes the open seat
    until(lambda: getattr(friend.scenes.top, "route", "") == "lobby", [host, friend])
    assert friend.scenes.top.link.seat == 1


def test_the_status_chip_says_the_connection_and_whose_turn_it_is(host):
    from cabo_desktop.ui.remote_loopback import SessionLink
    from cabo_desktop.ui.remote_table import remote_table
    rules = get_game("cabanga")
    link = SessionLink("cabanga", "Ann", rules.seat_levels()[:2], seat=1, away=((2, "Sam"),))
    table = remote_table(host, link)
    host.nav.show(table)
    host.step(DT, events=[])
    to_act = table.view.to_act
    turn = "your turn" if to_act == 1 else f"{table.name(to_act)}'s turn"
    assert table.status_line()[0] == f"Online · {turn}"
    persona = rules.ai_levels()[link.lobby.seats[2].level].persona  # the level that plays for Sam
    assert table.away_lines() == [f"Sam is away — {persona} plays in their place"]
    for status, words in (("reconnecting", "Connection lost · reconnecting…"), ("closed", "Disconnected"),
                          ("connecting", "Connecting…")):
        link.status = status
        host.step(DT, events=[])  # drawn without a fault in every state
        assert table.status_line()[0] == words
