"""Sound effects, synthesized in code (no files, no numpy) and cached; the optional music's mixer.

    sounds = Sounds(); sounds.play("deal")

Samples are built with the `array` module in the mixer's own format and wrapped with
`pygame.mixer.Sound(buffer=...)`. The app's sounds are synthesized in a background thread started
after the first frame (`tick`), never in a frame; a sound asked for before it is ready is skipped.
What was synthesized is kept in the per-user cache folder (`sound_cache`): the first start makes
the sounds, every later one reads them (half a second of CPU that would otherwise compete with the
first frames of the title or a table for the interpreter).
Without an audio device, with the dummy driver and no mixer, or with no `pygame.mixer` at all,
everything here is silent and harmless: `play` does nothing. Volume (0-1) and mute come from the
settings and can change at any time; the music (ui/music.py) has its own volume.

The impact sounds (docs/look.md, Motion) are layered: noise through resonant filters with pitch
and amplitude envelopes: a card's soft thud on a pile, a snap's crack and whoosh, a small crowd's
"ha!" (pulse trains through the formants of an open vowel), a low bell, coins, a chime.
"""

from __future__ import annotations

import hashlib
import math
import os
import random
import threading
import time
import zlib
from pathlib import Path

import pygame

from .music import Music, to_buffer

RATE = 22050
# the first six are the table's everyday sounds; the rest are the impact moments' (docs/look.md)
NAMES = ("deal", "flip", "slide", "discard", "cabo", "round_end", "thud", "snap", "shout", "bell", "coins", "chime")


def _envelope(i: int, n: int, attack: int, decay_power: float = 2.0) -> float:
    if i < attack:
        return i / attack
    return (1 - (i - attack) / max(1, n - attack)) ** decay_power


def _noise(seconds: float, rate: int, seed: int, smooth: float, decay: float = 2.0, gain: float = 0.5) -> list[float]:
    """Low-passed noise with a fast attack: card on felt."""
    rng = random.Random(seed)
    n = int(seconds * rate)
    out, y = [], 0.0
    for i in range(n):
        y += smooth * (rng.uniform(-1, 1) - y)
        out.append(y * gain * _envelope(i, n, max(1, n // 30), decay))
    return out


def _tones(notes: list[tuple[float, float, float]], rate: int, gain: float = 0.28) -> list[float]:
    """(start s, length s, frequency Hz) notes with a soft bell envelope, mixed."""
    total = max(s + d for s, d, _ in notes)
    out = [0.0] * int(total * rate + 1)
    for start, length, freq in notes:
        s0, n = int(start * rate), int(length * rate)
        step = 2 * math.pi * freq / rate
        for i in range(n):
            env = _envelope(i, n, max(1, n // 40), 1.6)
            out[s0 + i] += gain * env * (math.sin(step * i) + 0.3 * math.sin(2 * step * i))
    return out


# ---------------------------------------------------------------- layered synthesis


def _mix(length: int, *parts: tuple[int, list[float], float]) -> list[float]:
    """(offset in samples, samples, gain) parts added into `length` samples (longer parts cut)."""
    out = [0.0] * length
    for offset, samples, gain in parts:
        for i, v in enumerate(samples[: max(0, length - offset)]):
            out[offset + i] += v * gain
    return out


def _resonate(signal: list[float], freq: float, bandwidth: float, rate: int) -> list[float]:
    """`signal` through a two-pole resonator at `freq` Hz (a formant, a body's ring), unit gain
    at its peak."""
    r = math.exp(-math.pi * bandwidth / rate)
    a1, a2 = 2 * r * math.cos(2 * math.pi * freq / rate), -r * r
    gain = 1 - r
    out, y1, y2 = [], 0.0, 0.0
    for x in signal:
        y = gain * x + a1 * y1 + a2 * y2
        out.append(y)
        y1, y2 = y, y1
    return out


def _decaying(freq: float, seconds: float, tau: float, rate: int, attack: float = 0.002,
              glide: float = 0.0) -> list[float]:
    """A sine at `freq` Hz dying away with time constant `tau`; `glide`: its pitch falls by this
    fraction over its first 0.1 s (a thump's drop). Without a glide the sine comes from a
    two-term recurrence (no sin per sample)."""
    n = int(seconds * rate)
    att = max(1, int(attack * rate))
    decay = math.exp(-1 / (tau * rate))
    out, level = [], 1.0
    if glide:
        phase = 0.0
        for i in range(n):
            phase += 2 * math.pi * freq * (1 + glide * max(0.0, 1 - i / rate / 0.1)) / rate
            out.append(math.sin(phase) * level * min(1.0, i / att))
            level *= decay
        return out
    w = 2 * math.pi * min(freq, rate * 0.45) / rate
    c, y1, y2 = 2 * math.cos(w), math.sin(-w), math.sin(-2 * w)
    for i in range(n):
        y = c * y1 - y2
        y2, y1 = y1, y
        out.append(y * level * (i / att if i < att else 1.0))
        level *= decay
    return out


def _normal(samples: list[float], peak: float = 0.8) -> list[float]:
    """The samples scaled so their loudest is `peak`."""
    top = max((abs(v) for v in samples), default=0.0)
    return [v * peak / top for v in samples] if top > 0 else samples


def _white(seconds: float, rate: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1, 1) for _ in range(int(seconds * rate))]


def _shaped(signal: list[float], rate: int, attack: float, tau: float) -> list[float]:
    att = max(1, int(attack * rate))
    return [v * min(1.0, i / att) * math.exp(-(i / rate) / tau) for i, v in enumerate(signal)]


def _vowel(pitch: float, seconds: float, rate: int, seed: int) -> list[float]:
    """One voice's short "ha!": a breathy "h" then a falling pulse train through the formants of
    an open "a" (about 750, 1150 and 2500 Hz)."""
    rng = random.Random(seed)
    n = int(seconds * rate)
    source, phase = [], 0.0
    for i in range(n):
        t = i / rate
        phase += pitch * (1.15 - 0.3 * min(1.0, t / seconds)) / rate
        buzz = 1.0 if phase % 1.0 < 0.08 else 0.0
        breath = rng.uniform(-1, 1) * (0.9 if t < 0.045 else 0.15)
        voiced = 0.0 if t < 0.035 else min(1.0, (t - 0.035) / 0.02)
        source.append(buzz * voiced * 3 + breath)
    voice = _mix(n, (0, _resonate(source, 750, 110, rate), 1.0), (0, _resonate(source, 1150, 130, rate), 0.7),
                 (0, _resonate(source, 2500, 200, rate), 0.35))
    return [v * (1 - i / n) ** 1.5 for i, v in enumerate(voice)]


def _bell(freq: float, seconds: float, rate: int) -> list[float]:
    """A struck bell: inharmonic partials (hum, prime, tierce, quint, nominal) decaying at their
    own rates."""
    n = int(seconds * rate)
    partials = ((0.5, 0.45, 1.4), (1.0, 1.0, 0.9), (1.19, 0.5, 0.6), (1.5, 0.35, 0.45), (2.0, 0.4, 0.35),
                (2.74, 0.2, 0.2))
    parts = [(0, _decaying(freq * ratio, seconds, tau, rate, 0.003), amp) for ratio, amp, tau in partials]
    return _mix(n, *parts)


def _ping(freq: float, rate: int, seed: int) -> list[float]:
    """A small coin's clink: a few bright inharmonic partials, very short."""
    ring = _mix(int(0.12 * rate), (0, _decaying(freq, 0.12, 0.035, rate, 0.001), 1.0),
                (0, _decaying(freq * 2.32, 0.12, 0.02, rate, 0.001), 0.6),
                (0, _decaying(freq * 3.96, 0.12, 0.012, rate, 0.001), 0.4))
    click = _shaped(_white(0.004, rate, seed), rate, 0.0005, 0.002)
    return _mix(len(ring), (0, ring, 1.0), (0, click, 0.5))


IMPACT_PEAK = {"thud": 0.7, "snap": 0.8, "shout": 0.75, "bell": 0.7, "coins": 0.6, "chime": 0.55}


def _impact(name: str, rate: int) -> list[float]:
    """The impact moments' sounds (docs/look.md): layered noise and tones."""
    if name == "thud":  # a card settling on a pile: a muffled knock under a puff of felt
        knock = _decaying(95, 0.16, 0.035, rate, 0.002, glide=0.6)
        felt = _shaped(_noise(0.09, rate, 11, 0.25, 1.0, 1.0), rate, 0.002, 0.03)
        return _mix(int(0.16 * rate), (0, knock, 0.55), (0, felt, 0.6))
    if name == "snap":  # a hand slapping a card on the pile: a short whoosh, a sharp crack, a knock
        whoosh = _resonate(_shaped(_white(0.06, rate, 12), rate, 0.04, 0.5), 1400, 900, rate)
        crack = _shaped(_resonate(_white(0.05, rate, 13), 3200, 2500, rate), rate, 0.0005, 0.008)
        knock = _decaying(140, 0.16, 0.035, rate, 0.001, glide=0.8)
        at = int(0.04 * rate)
        return _mix(int(0.22 * rate), (0, whoosh, 2.2), (at, crack, 2.6), (at, knock, 0.6))
    if name == "shout":  # a few voices at once: "ha!"
        n = int(0.42 * rate)
        voices = [(int(d * rate), _vowel(p, 0.38, rate, 20 + k), 0.5)
                  for k, (p, d) in enumerate(((150, 0.0), (190, 0.018), (235, 0.01), (125, 0.03)))]
        return _mix(n, *voices)
    if name == "bell":  # a low bell for CABO
        return _bell(196.0, 1.5, rate)
    if name == "coins":  # coins spilling out of a pot
        rng = random.Random(14)
        pings = [(int(rng.uniform(0, 0.45) * rate), _ping(rng.uniform(2300, 3600), rate, 30 + k), rng.uniform(0.25, 0.45))
                 for k in range(9)]
        return _mix(int(0.6 * rate), *pings)
    if name == "chime":  # the winner's chime: a bright rising arpeggio
        notes = (1046.5, 1318.5, 1568.0, 2093.0)
        return _mix(int(1.3 * rate), *((int(k * 0.09 * rate), _bell(f, 1.3 - k * 0.09, rate), 0.32)
                                       for k, f in enumerate(notes)))
    raise KeyError(name)


def synth(name: str, rate: int = RATE) -> list[float]:
    """The mono samples (-1..1) of a named effect."""
    if name == "deal":
        return _noise(0.06, rate, 1, 0.55, 3.0, 0.7)
    if name == "flip":
        a = _noise(0.035, rate, 2, 0.8, 3.0, 0.6)
        return a + [0.0] * int(0.02 * rate) + _noise(0.03, rate, 3, 0.7, 3.0, 0.45)
    if name == "slide":
        return _noise(0.22, rate, 4, 0.18, 1.2, 0.9)
    if name == "discard":
        thud = _tones([(0, 0.12, 110)], rate, 0.5)
        swish = _noise(0.12, rate, 5, 0.4, 2.0, 0.5)
        return [a + b for a, b in zip(thud, swish)]
    if name == "cabo":
        return _tones([(0.0, 0.22, 523.25), (0.11, 0.22, 659.25), (0.22, 0.45, 783.99), (0.22, 0.45, 1046.5)], rate)
    if name == "round_end":
        return _tones([(0.0, 0.3, 783.99), (0.15, 0.3, 659.25), (0.3, 0.3, 523.25), (0.45, 0.6, 392.0)], rate)
    return _normal(_impact(name, rate), IMPACT_PEAK.get(name, 0.8))


_buffers: dict[tuple, bytes] = {}  # (name, rate, format, channels) -> samples: synthesized once
_lock = threading.Lock()


def _synthesis_version() -> str:
    """A fingerprint of this module's synthesis code: a cached sound made by other code is not used."""
    digest = hashlib.sha256()
    for value in sorted(globals().items()):
        code = getattr(value[1], "__code__", None)
        if code is not None and getattr(value[1], "__module__", "") == __name__:
            digest.update(value[0].encode() + code.co_code)
            digest.update(repr([c for c in code.co_consts if not hasattr(c, "co_code")]).encode())
    return digest.hexdigest()[:16]


_MAGIC = b"CDSND1"


def sound_cache(name: str, freq: int, fmt: int, channels: int) -> Path | None:
    """Where an effect's samples in one mixer format are kept between runs (None: no cache folder)."""
    try:
        from ..storage.paths import cache_dir
        return cache_dir() / "sounds" / f"{name}-{freq}-{fmt}-{channels}-{_synthesis_version()}.pcm"
    except (OSError, ImportError, RuntimeError):  # no per-user folder: synthesize every run
        return None


def _read_cached(path: Path | None) -> bytes | None:
    """The samples kept at `path`, or None when missing or damaged (then they are made again)."""
    if path is None:
        return None
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    head = len(_MAGIC) + 8
    if len(raw) < head or not raw.startswith(_MAGIC):
        return None
    size = int.from_bytes(raw[len(_MAGIC):len(_MAGIC) + 4], "little")
    crc = int.from_bytes(raw[len(_MAGIC) + 4:head], "little")
    data = raw[head:]
    if len(data) != size or zlib.crc32(data) != crc:
        return None
    return data


def _write_cached(path: Path | None, data: bytes) -> None:
    """Keep the samples for the next run (written whole, then renamed into place); a folder that
    cannot be written only means synthesizing again next time."""
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(f"{path.name}.{os.getpid()}.part")
        part.write_bytes(_MAGIC + len(data).to_bytes(4, "little") + zlib.crc32(data).to_bytes(4, "little") + data)
        os.replace(part, path)
    except OSError:
        pass


def buffer(name: str, freq: int = RATE, fmt: int = -16, channels: int = 1) -> bytes:
    """The raw samples of an effect in a mixer format: read from the cache folder, else
    synthesized (and kept there); once per process."""
    key = (name, freq, fmt, channels)
    data = _buffers.get(key)
    if data is None:
        path = sound_cache(name, freq, fmt, channels)
        made = _read_cached(path)
        if made is None:
            made = to_buffer(synth(name, freq), fmt, channels)
            _write_cached(path, made)
        with _lock:
            data = _buffers.setdefault(key, made)
    return data


def ready(name: str, freq: int = RATE, fmt: int = -16, channels: int = 1) -> bool:
    """Whether an effect's samples are synthesized already."""
    return (name, freq, fmt, channels) in _buffers


def mixer_format() -> tuple | None:
    """The mixer's (rate, format, channels), opening it if it is not; None without audio (no
    device, or no pygame.mixer module at all)."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(RATE, -16, 1, 512)
        return pygame.mixer.get_init()
    except (pygame.error, OSError, NotImplementedError, AttributeError, ImportError):
        return None


class Sounds:
    """The game's sound effects for one App (Sound objects over the cached samples) and its music;
    silent when there is no audio device. `played` records the names asked for (the last 50), for
    tests. `lazy`: no background thread: `warm` synthesizes one sound per call."""

    def __init__(self, volume: float = 0.7, muted: bool = False, lazy: bool = False, music: float = 0.0):
        self.volume = volume
        self.muted = muted
        self.sounds: dict = {}
        self.played: list[str] = []
        self.lazy = lazy
        self.format: tuple | None = mixer_format()
        self.available = self.format is not None
        self.worker: threading.Thread | None = None
        self.music = Music(self.format, music)

    def _build(self, name: str, synthesize: bool = True):
        if not self.available:
            return None
        freq, fmt, channels = self.format  # type: ignore[misc]
        if not synthesize and not ready(name, freq, fmt, channels):
            return None
        try:
            sound = self.sounds[name] = pygame.mixer.Sound(buffer=buffer(name, freq, fmt, channels))
            return sound
        except (pygame.error, TypeError, ValueError):  # pragma: no cover - odd mixers
            self.available = False
            self.sounds.clear()
            return None

    def _synthesize_all(self) -> None:
        """The worker thread: every effect's samples, one after another, with a pause between
        them so the frames keep the interpreter."""
        freq, fmt, channels = self.format  # type: ignore[misc]
        for name in NAMES:
            buffer(name, freq, fmt, channels)
            time.sleep(0.01)

    def warm(self) -> bool:
        """Build one sound not built yet (lazy: synthesizing it here; else wrapping the samples the
        worker thread has made, started at the first call); False when all are ready."""
        if not self.available:
            return False
        if not self.lazy and self.worker is None:
            self.worker = threading.Thread(target=self._synthesize_all, name="sound-synthesis", daemon=True)
            self.worker.start()
        for name in NAMES:
            if name not in self.sounds:
                if self._build(name, synthesize=self.lazy) is None and not self.lazy:
                    return self.available  # its samples are still being made
                return True
        return False

    def tick(self) -> None:
        """Once per frame after the first: the sounds made ready and the music's notes due."""
        self.warm()
        self.music.tick()

    def configure(self, volume: float | None = None, muted: bool | None = None, music: float | None = None) -> None:
        if volume is not None:
            self.volume = max(0.0, min(1.0, volume))
        if muted is not None:
            self.muted = muted
        self.music.configure(music, self.muted)

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if self.muted or self.volume <= 0:
            return
        sound = self.sounds.get(name) or self._build(name, synthesize=self.lazy)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            pass
