"""The optional music: a gentle card-room loop per mood, synthesized here (no files).

A small sequencer: each mood's score (a few minutes: a chord progression in sections, a bass, a
broken chord and a sparse melody, chosen from a seeded generator so it is the same every time) is
a list of (seconds, note, loudness). Each note it uses is rendered once, in a background thread,
as a short soft sample (a felt-piano tone: a few harmonics dying away); `tick`, once per frame,
starts the notes that are due on the mixer channels kept for the music. Nothing is drawn and
nothing is computed per frame but a comparison, and the samples take about 2 MB.

Off by default (volume 0: nothing is synthesized at all); the mute setting silences it too; it
pauses while the window is in the background (`pause`).
"""

from __future__ import annotations

import math
import random
import threading
import time

from array import array

import pygame

CHANNELS = 4  # mixer channels kept for the music (the effects use the others)
NOTE_SECONDS = 1.8
# a mood: beats per minute, the chords (scale degrees of C major, 0 = C) of its sections, the
# melody's register (the lowest note, a MIDI number) and how often a beat carries a melody note
MOODS = {
    "calm": (66, ((0, 5, 3, 4), (0, 3, 5, 4), (5, 3, 0, 4)), 72, 0.35),
    "bright": (84, ((0, 4, 5, 3), (3, 4, 0, 5), (0, 3, 4, 4)), 74, 0.5),
    "whimsical": (76, ((0, 3, 4, 0), (5, 3, 1, 4), (0, 5, 3, 4)), 76, 0.45),
}
SCALE = (0, 2, 4, 5, 7, 9, 11)  # C major
PENTATONIC = (0, 2, 4, 7, 9)


def _midi(degree: int, octave_base: int) -> int:
    """A scale degree (any integer) of C major as a MIDI note from `octave_base` (a C)."""
    return octave_base + 12 * (degree // 7) + SCALE[degree % 7]


def score(mood: str) -> tuple[float, list[tuple[float, int, float]]]:
    """A mood's loop: its length in seconds and its notes (start s, MIDI note, loudness 0-1),
    sorted; the same every time."""
    bpm, sections, low, density = MOODS.get(mood, MOODS["calm"])
    beat = 60.0 / bpm
    rng = random.Random(f"music-{mood}")
    notes: list[tuple[float, int, float]] = []
    bar = 0
    form = (0, 0, 1, 2, 0, 1, 2, 2)  # the sections in order: A A B C A B C C, each 4 bars twice
    for section in form:
        for _repeat in range(2):
            for root in sections[section]:
                t0 = bar * 4 * beat
                notes.append((t0, _midi(root, 36), 0.55))  # the bass on the bar's first beat
                chord = [_midi(root + k, 60) for k in (0, 2, 4)]
                pattern = rng.choice(((0, 1, 2, 1), (0, 2, 1, 2), (0, 1, 2, 0)))
                for k, index in enumerate(pattern):  # a broken chord on the beats
                    notes.append((t0 + k * beat + 0.5 * beat * (k % 2), chord[index], 0.28))
                for k in range(4):  # a sparse melody over it, from the chord and the pentatonic
                    if rng.random() < density:
                        pitch = rng.choice([c + 12 for c in chord] + [low + p for p in PENTATONIC])
                        notes.append((t0 + k * beat, min(84, max(low, pitch)), 0.34))
                bar += 1
    notes.sort()
    return bar * 4 * beat, notes


def render_note(midi: int, rate: int) -> list[float]:
    """A soft felt-piano note: three harmonics dying away (each by a two-term recurrence, no sin
    per sample), a short attack, a long fade to silence."""
    freq = 440.0 * 2 ** ((midi - 69) / 12)
    n = int(NOTE_SECONDS * rate)
    out = [0.0] * n
    for harmonic, amp, tau in ((1, 0.6, 0.7), (2, 0.22, 0.35), (3, 0.08, 0.2)):
        f = freq * harmonic
        if f >= rate / 2:
            continue
        w = 2 * math.pi * f / rate
        c = 2 * math.cos(w)
        y1, y2 = math.sin(-w), math.sin(-2 * w)
        decay = math.exp(-1 / (tau * rate))
        level = amp
        for i in range(n):
            y = c * y1 - y2
            out[i] += y * level
            y2, y1 = y1, y
            level *= decay
    attack = int(0.012 * rate)
    for i in range(attack):
        out[i] *= i / attack
    fade = int(0.3 * rate)
    for k in range(fade):
        out[n - 1 - k] *= k / fade
    return out


def to_buffer(samples: list[float], fmt: int, channels: int) -> bytes:
    """Samples (-1..1) as the raw bytes of a mixer format (bits, signed when negative; 32: float)."""
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


class Music:
    """The music of one App: `configure(volume, muted)`, `set_mood(name)`, `tick()` per frame,
    `pause(True/False)`. Silent without a mixer (`format` None)."""

    def __init__(self, mixer_format: tuple | None, volume: float = 0.0):
        self.format = mixer_format
        self.volume = max(0.0, min(1.0, volume))
        self.muted = False
        self.paused = False
        self.mood = "calm"
        self.samples: dict[int, pygame.mixer.Sound] = {}
        self.rendered: dict[int, bytes] = {}
        self.worker: threading.Thread | None = None
        self.length, self.notes = score(self.mood)
        self.start = 0.0  # when the loop began (time.monotonic)
        self.next = 0  # the index of the next note to start
        self.channel = 0
        self.channels: list = []
        self.started = 0  # notes started (for tests)

    @property
    def playing(self) -> bool:
        return self.format is not None and self.volume > 0 and not self.muted and not self.paused

    def configure(self, volume: float | None = None, muted: bool | None = None) -> None:
        if volume is not None:
            self.volume = max(0.0, min(1.0, volume))
        if muted is not None:
            self.muted = muted
        if not self.playing:
            self.stop_notes()

    def set_mood(self, mood: str) -> None:
        """Another mood's loop (from its start); the same mood goes on."""
        if mood != self.mood and mood in MOODS:
            self.mood = mood
            self.length, self.notes = score(mood)
            self.start, self.next = time.monotonic(), 0

    def pause(self, paused: bool) -> None:
        """The window left the foreground (True) or came back: the loop holds its place."""
        if paused and not self.paused:
            self.paused_at = time.monotonic()
            self.stop_notes()
        elif not paused and self.paused:
            self.start += time.monotonic() - getattr(self, "paused_at", time.monotonic())
        self.paused = paused

    def stop_notes(self) -> None:
        for channel in self.channels:
            try:
                channel.stop()
            except pygame.error:
                pass

    def _render_all(self, rate: int, fmt: int, channels: int) -> None:
        for midi in sorted({n for mood in MOODS for _t, n, _v in score(mood)[1]}):
            self.rendered[midi] = to_buffer(render_note(midi, rate), fmt, channels)
            time.sleep(0.005)  # the frames keep the interpreter

    def _ready(self) -> bool:
        """Start rendering the notes (once); True when the mixer's channels are set up and the
        notes rendered."""
        if self.worker is None:
            try:
                pygame.mixer.set_num_channels(max(pygame.mixer.get_num_channels(), 16))
                pygame.mixer.set_reserved(CHANNELS)
                self.channels = [pygame.mixer.Channel(k) for k in range(CHANNELS)]
            except (pygame.error, AttributeError, NotImplementedError):
                self.format = None
                return False
            self.worker = threading.Thread(target=self._render_all, args=self.format, name="music", daemon=True)
            self.worker.start()
            return False
        if self.worker.is_alive():
            return False
        if not self.samples:
            try:
                self.samples = {m: pygame.mixer.Sound(buffer=data) for m, data in self.rendered.items()}
            except (pygame.error, TypeError, ValueError):  # pragma: no cover - odd mixers
                self.format = None
                return False
            self.start, self.next = time.monotonic(), 0
        return True

    def tick(self, now: float | None = None) -> None:
        """Start the notes that are due (a note more than a quarter second late is skipped: after
        a stall the music goes on in time rather than in a heap)."""
        if not self.playing or not self._ready():
            return
        now = time.monotonic() if now is None else now
        position = now - self.start
        if position >= self.length:
            self.start += self.length * int(position // self.length)
            position = now - self.start
            self.next = 0
        while self.next < len(self.notes) and self.notes[self.next][0] <= position:
            at, midi, loudness = self.notes[self.next]
            self.next += 1
            if position - at > 0.25:
                continue
            sound = self.samples.get(midi)
            if sound is None:
                continue
            channel = self.channels[self.channel]
            self.channel = (self.channel + 1) % len(self.channels)
            try:
                channel.set_volume(loudness * self.volume)
                channel.play(sound)
                self.started += 1
            except pygame.error:
                pass

