"""Issue 40, item 5: the impact moments (each with its effect and its sound, through the real
directors), their bounds and when they are skipped, the richer synthesized sounds, the optional
music and its setting."""

import json
import shutil
from pathlib import Path

import pygame
import pytest

from cabo_desktop.storage import settings as S
from cabo_desktop.ui import effects, music, sound
from cabo_desktop.ui.app import App
from cabo_desktop.ui.tables import make_table

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
DT = 1 / 60


@pytest.fixture
def app():
    made = App((1280, 720), headless=True)
    made.impacts = True  # as in a window on a real display
    yield made
    pygame.quit()


def table_of(app, game: str, speed: str = "normal"):
    table = make_table(app, None, 3, seed=4, human=0, levels=["random"], speed=speed, game=game)
    app.scenes.push(table)
    for _ in range(3):
        app.step(DT, events=[])
    return table


def play_out(table, anim, seconds: float = 3.0) -> None:
    """Run one recipe's animation to its end (the table's clock too), drawing as it goes."""
    for _ in range(int(seconds / DT)):
        anim.update(DT)
        table.time += DT
        table.draw(table.app.screen)
        if anim.done:
            return


def test_cabo_called_shakes_the_callers_plate_with_a_bell(app):
    from cabo_desktop.games.cabo.rules import events as E
    table = table_of(app, "cabo")
    fx = table.director.effects
    anim = table.director.animate(E.CaboCalled(seat=1))
    assert app.sounds.played[-1] == "bell"
    anim.update(DT)
    assert len(fx.shakes) == 1 and fx.shakes[0][0].colliderect(table.layout().seats[1].name)
    before = pygame.Surface(app.size)
    table.draw(before)
    table.time += 0.05  # mid-shake: the plate is drawn a few pixels aside
    shaken = pygame.Surface(app.size)
    table.draw(shaken)
    area = fx.shakes[0][0]
    assert pygame.image.tobytes(before.subsurface(area), "RGB") != pygame.image.tobytes(shaken.subsurface(area), "RGB")
    play_out(table, anim)
    table.time += 1.0
    assert not fx.active


def test_a_snap_is_slapped_down_with_a_crack_and_a_burst_of_sparks(app):
    from cabo_desktop.games.cabo.rules import events as E
    table = table_of(app, "cabo")
    fx = table.director.effects
    card = table.state.face(table.state.round.hands[1][0])
    anim = table.director.animate(E.SnapHit(seat=0, target_seat=1, slot=0, card=card))
    spun = landed = False
    for _ in range(60):
        anim.update(DT)
        spun |= any(abs(f.tilt) > 30 for f in table.flyers)  # thrown with a turn
        landed |= any(f.scale[0] > 1.0 for f in table.flyers)  # squashed as it lands
        if fx.particles:
            break
    assert spun and landed
    assert "snap" in app.sounds.played and 0 < len(fx.particles) <= effects.MAX_PARTICLES
    play_out(table, anim)


def test_a_card_lands_on_a_pile_with_a_thud_and_a_squash(app):
    from cabo_desktop.games.cabo.rules import events as E
    table = table_of(app, "cabo")
    card = table.state.face(table.state.round.hands[1][0])
    anim = table.director.animate(E.CardDiscarded(seat=1, slot=0, card=card))
    heights, scales = [], []
    for _ in range(60):
        anim.update(DT)
        for f in table.flyers:
            heights.append(f.height)
            scales.append(f.scale)
    assert app.sounds.played[-1] == "thud"
    assert max(s[0] for s in scales) > 1.03 and min(s[1] for s in scales) < 0.97  # wider and flatter
    assert heights[-1] < 0.1 < max(heights)  # its shadow tightens under it


def test_a_cabanga_throw_is_shouted_spun_and_bursts_into_its_colours_shape(app):
    from cabo_desktop.games.cabanga.rules import events as E
    table = table_of(app, "cabanga")
    assert app.sounds.music.mood == "bright"  # each game's table sets the music's mood
    fx = table.director.effects
    thrown = tuple(table.state.hands[1][:2])
    anim = table.director.animate(E.CardsThrown(seat=1, target=0, cards=thrown))
    assert app.sounds.played[-1] == "shout"
    spun = False
    for _ in range(50):
        anim.update(DT)
        spun |= any(abs(f.tilt) > 30 for f in table.flyers)
    assert spun and fx.started >= 1 and fx.particles
    colours = {c.colour for c in thrown}
    pieces = [p for p in fx.particles if p.kind == "piece"]
    sprites = {id(p.sprite) for p in pieces}
    from cabo_desktop.games.cabanga.table.director import shape_spark
    size = pieces[0].sprite.get_width()
    assert sprites <= {id(shape_spark(c, size)) for c in colours}
    assert any(p.spin for p in pieces) and any(p.kind == "flash" for p in fx.particles)  # spinning, over a glow
    play_out(table, anim)


def test_a_pot_won_springs_coins_glows_round_the_winner_and_chimes(app):
    from cabo_desktop.games.kobito.rules import events as E
    table = table_of(app, "kobito")
    assert app.sounds.music.mood == "whimsical"
    fx = table.director.effects
    gold, _rainbow = table.state.pots[0]
    anim = table.director.animate(E.PotWon(seat=2, pot=0, gold=gold, cards=()))
    assert app.sounds.played[-1] == "coins"
    anim.update(DT)
    coins = [p for p in fx.particles if p.kind == "coin"]
    assert len(coins) == 14 and all(p.arc is not None and p.spin for p in coins)
    # big coins (0.4 of a run card: 40 px at 1280x720, as before the lanes' cards grew), a gold light on
    # the pot, glints round its gold card
    assert all(p.size == max(24, min(72, round(table.layout().pot_card[1] * 0.4))) for p in coins)
    assert all(p.size >= 36 for p in coins)
    others = [p.kind for p in fx.particles if p not in coins]
    assert others.count("flash") == 1 and others.count("glint") == 4 and len(others) == 5
    play_out(table, anim)
    assert "chime" in app.sounds.played
    head = table.layout().seats[2].parts.head  # round the winner's medallion and plaque, where its pots count
    assert fx.glows and fx.glows[0][0] == head


def test_a_refilled_pots_gold_card_flies_from_the_gold_deck(app):
    from cabo_desktop.games.kobito.rules import events as E
    table = table_of(app, "kobito")
    lay, m = table.layout(), table.model
    gold, rainbow = table.state.pots[1]
    left = m.gold_left
    anim = table.director.animate(E.PotRefilled(pot=1, gold=gold, start=rainbow[0].top))
    anim.update(1 / 60)
    golds = [f for f in table.flyers if isinstance(f.card, tuple)]
    assert lay.gold_deck.w and len(golds) == 1 and m.gold_left == left - 1  # it left the gold deck
    play_out(table, anim)
    assert m.pots[1][0] == gold


def test_effects_are_bounded_and_skipped_at_instant_speed_and_without_live_motion(app):
    table = table_of(app, "cabo")
    fx = table.director.effects
    spark = effects.star(12, (250, 214, 90))
    for _ in range(10):
        fx.burst((300, 300), spark, 20)
    assert len(fx.particles) == effects.MAX_PARTICLES
    fx.clear()
    table.speed_name = "instant"
    fx.burst((300, 300), spark, 20)
    fx.shake(pygame.Rect(0, 0, 50, 50))
    fx.coins(pygame.Rect(0, 0, 50, 50), pygame.Rect(200, 200, 50, 50))
    assert not fx.particles and not fx.shakes and fx.started == 10
    table.speed_name = "normal"
    app.impacts = False  # the tests, the benchmarks and the screenshot tour
    fx.glow(pygame.Rect(0, 0, 50, 50))
    assert not fx.glows


def test_impact_sounds_are_layered_and_made_once():
    for name in sound.NAMES:
        samples = sound.synth(name, 22050)
        assert 0.04 * 22050 < len(samples) < 2 * 22050 and 0.3 < max(abs(v) for v in samples) <= 1.0, name
    assert sound.buffer("bell") is sound.buffer("bell")


def test_sounds_and_music_are_silent_without_any_mixer(monkeypatch):
    class Missing:  # pygame.mixer when SDL_mixer is not there at all
        def __getattr__(self, name):
            raise NotImplementedError("mixer module not available")
    monkeypatch.setattr(pygame, "mixer", Missing())
    quiet = sound.Sounds(0.7, music=0.5)
    assert not quiet.available and quiet.music.format is None
    quiet.play("bell")
    quiet.tick()
    quiet.configure(0.5, False, 1.0)
    assert quiet.played == ["bell"] and quiet.music.started == 0


def test_the_sounds_are_synthesized_in_the_background_with_the_dummy_driver(app):
    sounds = app.sounds
    if not sounds.available:
        pytest.skip("no mixer here")
    sounds.tick()
    assert sounds.worker is not None
    sounds.worker.join(10)
    while sounds.warm():
        pass
    assert set(sounds.sounds) == set(sound.NAMES)


def test_the_music_is_a_few_minutes_per_mood_played_from_its_score(app):
    for mood in music.MOODS:
        length, notes = music.score(mood)
        assert 150 < length < 300 and notes == sorted(notes) and music.score(mood) == (length, notes)
        assert all(0 <= t < length and 36 <= n <= 84 for t, n, _v in notes)
    player = app.sounds.music
    if player.format is None:
        pytest.skip("no mixer here")
    assert player.volume == 0.0 and not player.playing  # off by default: nothing synthesized
    player.tick()
    assert player.worker is None
    app.update_prefs(music_volume=40)
    assert player.volume == pytest.approx(0.4) and player.playing
    player.tick()
    player.worker.join(20)
    player.tick()
    start = player.start
    for k in range(80):  # four seconds of frames
        player.tick(start + k * 0.05)
    assert player.started > 4
    started = player.started
    player.pause(True)
    player.tick(start + 8.0)
    assert player.started == started  # paused in the background
    player.pause(False)
    player.set_mood("bright")
    for k in range(40):
        player.tick(player.start + k * 0.05)
    assert player.started > started
    app.update_prefs(muted=True)
    assert not player.playing


def test_music_volume_round_trips_and_old_settings_files_load(tmp_path, monkeypatch):
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    old = S.settings_path()
    old.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / "v1" / "settings.json", old)
    loaded = S.load_settings()
    assert loaded.value.music_volume == 0 and loaded.value.player_name == "Ann"
    S.save_settings(loaded.value.changed(music_volume=60))
    assert S.load_settings().value.music_volume == 60
    data = json.loads(old.read_text(encoding="utf-8"))
    data["music_volume"] = 250
    old.write_text(json.dumps(data), encoding="utf-8")
    again = S.load_settings()
    assert again.value.music_volume == 0 and again.messages  # out of range: the default, said why


def test_the_settings_screen_has_a_music_row(app):
    from cabo_desktop.ui.scene import Intent
    app.nav.push("settings")
    scene = app.scenes.top
    row = next(i for i, b in enumerate(scene.menu.buttons) if b.key == "s")
    scene.menu.focus = row
    scene.handle(Intent("right"))
    assert app.prefs.music_volume == 10
    scene.handle(Intent("left"))
    scene.handle(Intent("left"))
    assert app.prefs.music_volume == 100
    scene.menu.buttons[row].action()
    assert app.prefs.music_volume == 0 and "0%" in scene.menu.buttons[row].label
