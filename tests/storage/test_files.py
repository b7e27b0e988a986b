"""Atomic writes keep the previous good copy; bad files are moved aside, never lost."""

from __future__ import annotations

import json
import os

import pytest

from cabo_desktop.storage import files
from cabo_desktop.storage.files import BadFile, backup_path, read_file, write_json


def _convert(data, path):
    if not isinstance(data, dict) or "n" not in data:
        raise BadFile("no n")
    return data["n"]


def _broken(path):
    return sorted(path.parent.glob(path.name + ".broken-*"))


def test_a_write_keeps_the_previous_good_copy_as_bak(home):
    path = home / "f.json"
    write_json(path, {"n": 1})
    assert not backup_path(path).exists()
    write_json(path, {"n": 2})
    assert json.loads(backup_path(path).read_text()) == {"n": 1}
    assert read_file(path, _convert).value == 2


def test_a_bad_current_file_never_replaces_a_good_backup(home):
    path = home / "f.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})
    path.write_text("garbage")
    write_json(path, {"n": 3})
    assert json.loads(backup_path(path).read_text()) == {"n": 1}
    [moved] = _broken(path)  # the unreadable file was not overwritten: it is kept aside
    assert moved.read_text() == "garbage"
    assert read_file(path, _convert).value == 3


def test_a_missing_file_is_no_value_and_no_message(home):
    loaded = read_file(home / "nothing.json", _convert)
    assert loaded.value is None and loaded.messages == [] and not loaded.ok


@pytest.mark.parametrize("content", [b"not json at all", b'{"n": 1', b"", b"\xff\xfe\x00garbage", b'{"m": 2}', b"[1, 2]"])
def test_a_bad_file_is_moved_aside_and_the_backup_used(home, content):
    path = home / "f.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})
    path.write_bytes(content)
    loaded = read_file(path, _convert, "the test file")
    assert loaded.value == 1 and loaded.from_backup
    [moved] = _broken(path)
    assert moved.read_bytes() == content  # nothing the player had is lost
    assert loaded.moved == [moved]
    assert "The test file could not be read" in loaded.messages[0] and str(moved) in loaded.messages[0]
    assert read_file(path, _convert).value == 1  # the good copy is back in place


def test_a_bad_file_without_backup_gives_no_value_and_a_message(home):
    path = home / "f.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"n": ')
    loaded = read_file(path, _convert, "the test file")
    assert loaded.value is None and "damaged or truncated" in loaded.messages[0]
    assert not path.exists() and len(_broken(path)) == 1


def test_moving_aside_twice_in_the_same_second_keeps_both(home):
    path = home / "f.json"
    path.parent.mkdir(parents=True)
    for text in ("one", "two"):
        path.write_text(text)
        files.move_aside(path, "test")
    assert sorted(p.read_text() for p in _broken(path)) == ["one", "two"]


def test_an_unexpected_error_in_conversion_is_a_bad_file_not_a_crash(home):
    path = home / "f.json"
    write_json(path, {"n": 1})

    def explode(data, p):
        raise KeyError("bug")

    loaded = read_file(path, explode)
    assert loaded.value is None and "unexpected problem" in loaded.messages[0]


@pytest.mark.parametrize("fail", ["replace", "fsync"])
def test_an_interrupted_write_leaves_the_old_content(home, monkeypatch, fail):
    path = home / "f.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})

    def boom(*args):
        raise OSError(28, "No space left on device")

    original = getattr(os, fail)
    monkeypatch.setattr(os, fail, boom)
    with pytest.raises(OSError):
        write_json(path, {"n": 3})
    monkeypatch.setattr(os, fail, original)
    assert read_file(path, _convert).value == 2
    assert not list(home.glob(".*.tmp"))  # no temporary file left behind


def test_the_temporary_files_of_killed_writes_are_cleaned_in_every_folder_at_start():
    import os
    import time
    from cabo_desktop.storage import paths
    from cabo_desktop.storage.files import clean_all_leftovers
    data = paths.data_dir()
    folders = [data, data / "saves", data / "finished", paths.config_dir()]
    old, young = [], []
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        stale = folder / ".autosave.json.abc123.tmp"
        stale.write_text("half a save")
        os.utime(stale, (time.time() - 120, time.time() - 120))
        old.append(stale)
        fresh = folder / ".settings.json.def456.tmp"  # a write in progress right now: kept
        fresh.write_text("being written")
        young.append(fresh)
    removed = clean_all_leftovers()
    assert sorted(removed) == sorted(old)
    assert not any(p.exists() for p in old) and all(p.exists() for p in young)


def test_a_write_syncs_the_folder_after_the_rename(tmp_path, monkeypatch):
    import os
    from cabo_desktop.core import records
    synced = []
    real_fsync = os.fsync

    def spy(fd):
        synced.append(os.path.realpath(f"/proc/self/fd/{fd}") if os.path.exists(f"/proc/self/fd/{fd}") else fd)
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    records.write_atomically(tmp_path / "x.json", "{}")
    assert str(tmp_path) in [str(s) for s in synced], synced
