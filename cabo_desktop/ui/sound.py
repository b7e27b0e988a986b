"""Sound effects, synthesized once at start-up (no files, no numpy) and cached.

    sounds = Sounds(); sounds.play("deal")

Samples are built with the `array` module in the mixer's own format and wrapped with
`pygame.mixer.Sound(buffer=...)`. Without an audio device (or with the dummy driver and no mixer)
everything here is silent and harmless: `play` does nothing. Volume (0-1) and mute come from the
settings and can change at any time.
"""

from __future__ import annotations

import math
import random
from array import array

import pygame

RATE = 22050
NAMES = ("deal", "flip", "slide", "discard", "cabo", "round_end")


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
    raise KeyError(name)


def _to_buffer(samples: list[float], fmt: int, channels: int) -> bytes:
    bits = abs(fmt)
    if bits == 8:
        if fmt < 0:
            data = array("b", (max(-127, min(127, int(v * 127))) for v in samples for _ in range(channels)))
        else:
            data = array("B", (max(0, min(255, int(128 + v * 127))) for v in samples for _ in range(channels)))
    elif bits == 32:  # 32-bit float output
        data = array("f", (max(-1.0, min(1.0, v)) for v in samples for _ in range(channels)))
    else:
        data = array("h", (max(-32767, min(32767, int(v * 32767))) for v in samples for _ in range(channels)))
    return data.tobytes()


_buffers: dict[tuple, bytes] = {}  # (name, rate, format, channels) -> samples: synthesized once


def buffer(name: str, freq: int = RATE, fmt: int = -16, channels: int = 1) -> bytes:
    """The raw samples of an effect in a mixer format, synthesized once per process."""
    key = (name, freq, fmt, channels)
    data = _buffers.get(key)
    if data is None:
        data = _buffers[key] = _to_buffer(synth(name, freq), fmt, channels)
    return data


class Sounds:
    """The game's sound effects for one App (Sound objects over the cached samples); silent when
    there is no audio device. `played` records the names asked for (the last 50), for tests."""

    def __init__(self, volume: float = 0.7, muted: bool = False, lazy: bool = False):
        self.volume = volume
        self.muted = muted
        self.sounds: dict = {}
        self.available = False
        self.played: list[str] = []
        self.format: tuple | None = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            self.format = pygame.mixer.get_init()
            self.available = self.format is not None
        except (pygame.error, OSError):  # no audio device: stay silent
            self.available = False
        if not lazy:
            while self.warm():
                pass

    def _build(self, name: str):
        if not self.available:
            return None
        try:
            freq, fmt, channels = self.format
            sound = self.sounds[name] = pygame.mixer.Sound(buffer=buffer(name, freq, fmt, channels))
            return sound
        except (pygame.error, TypeError, ValueError):  # pragma: no cover - odd mixers
            self.available = False
            self.sounds.clear()
            return None

    def warm(self) -> bool:
        """Build one sound not built yet (the app calls this once per frame after its first one,
        so start-up never waits for the synthesis); False when all are ready."""
        if not self.available:
            return False
        for name in NAMES:
            if name not in self.sounds:
                self._build(name)
                return True
        return False

    def configure(self, volume: float | None = None, muted: bool | None = None) -> None:
        if volume is not None:
            self.volume = max(0.0, min(1.0, volume))
        if muted is not None:
            self.muted = muted

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if self.muted or self.volume <= 0:
            return
        sound = self.sounds.get(name) or self._build(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            pass
