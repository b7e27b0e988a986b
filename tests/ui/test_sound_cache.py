"""The synthesized sounds kept in the per-user cache folder between runs (ui/sound.py): the first
run makes them, later runs read them; a damaged or unwritable cache only means synthesizing again."""

import subprocess
import sys

import pytest

from cabo_desktop.ui import sound

FORMAT = (22050, -16, 1)


@pytest.fixture
def fresh(tmp_path, monkeypatch):
    """A cache folder of the test's own and no samples kept in this process."""
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(sound, "_buffers", {})
    return tmp_path


def test_the_first_run_keeps_the_samples_and_the_next_reads_the_same(fresh):
    made = sound.buffer("thud", *FORMAT)
    path = sound.sound_cache("thud", *FORMAT)
    assert path is not None and path.is_file() and str(path).startswith(str(fresh))
    sound._buffers.clear()
    assert sound._read_cached(path) == made
    assert sound.buffer("thud", *FORMAT) == made == sound.to_buffer(sound.synth("thud"), -16, 1)


def test_another_process_finds_the_same_file(fresh):
    """The code's fingerprint in the file's name is the same in every run."""
    sound.buffer("deal", *FORMAT)
    script = ("from cabo_desktop.ui import sound; "
              "print(sound.sound_cache('deal', 22050, -16, 1))")
    other = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "CABO_DESKTOP_HOME": str(fresh)})
    assert other.stdout.strip() == str(sound.sound_cache("deal", *FORMAT))


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "garbage"])
def test_a_damaged_file_is_made_again_not_used(fresh, damage):
    good = sound.buffer("flip", *FORMAT)
    path = sound.sound_cache("flip", *FORMAT)
    raw = bytearray(path.read_bytes())
    if damage == "truncate":
        raw = raw[:-7]
    elif damage == "flip":
        raw[len(raw) // 2] ^= 0x40
    elif damage == "empty":
        raw = bytearray()
    else:
        raw = bytearray(b"\xff\xfe not a sound" * 30)
    path.write_bytes(bytes(raw))
    sound._buffers.clear()
    assert sound.buffer("flip", *FORMAT) == good
    assert sound._read_cached(path) == good  # repaired for the next run


def test_an_unwritable_cache_folder_still_plays(fresh):
    (fresh / "cache").write_text("a file where the folder should be")
    assert sound.buffer("snap", *FORMAT) == sound.to_buffer(sound.synth("snap"), -16, 1)
    assert not (fresh / "cache").is_dir()
