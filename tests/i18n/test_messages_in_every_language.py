"""The messages a player reads about bad files come in the player's language: a bad variant file,
a corrupt save and a bad settings file, in the pseudo-locale (every translated letter becomes a
look-alike) and in French."""

import re

import pytest

from cabo_desktop import i18n
from cabo_desktop.core.variant_files import VariantFileError, read_variant_file

# file names, keys of a file and the values found in it stay as they are inside a translated sentence
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\S*[/\\]\S*|\S+\.(yaml|json|bak)\S*|[a-z_]+\.[a-z_.]+")


# the parsers' own account of a syntax error (PyYAML's, the json module's) is quoted as they give it
PARSER_DETAIL = re.compile(r"(expected|Expecting)[^⟧]*?(?=\)|~|⟧|$)")


def plain_words(message: str, keep=()) -> list[str]:
    rest = PARSER_DETAIL.sub("", QUOTED.sub("", message))
    for word in keep:
        rest = rest.replace(word, "")
    return re.findall(r"[A-Za-z]{3,}", rest)


BAD_VARIANTS = {
    "not yaml": "name: [unclosed\n",
    "empty": "",
    "wrong type": "game: cabo\nname: x\ntitle: X\nplayers: {min: two, max: 4}\n",
    "unknown key": "game: cabo\nbase: official\nname: x\ntitle: X\nflying: true\n",
}


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("case", sorted(BAD_VARIANTS))
def test_a_bad_variant_file_is_explained_in_the_players_language(tmp_path, pseudo, case):
    path = tmp_path / "mine.yaml"
    path.write_text(BAD_VARIANTS[case], encoding="utf-8")
    with pytest.raises(VariantFileError) as caught:
        read_variant_file(path)
    message = str(caught.value)
    assert "⟦" in message
    keys = ("name", "title", "description", "players", "deck", "deal", "turn", "snap", "scoring", "game_end",
            "options", "notes", "base", "game", "min", "max")  # keys of the file, named as written
    assert plain_words(message, keep=(str(tmp_path), "true", "two", "<stream end>") + keys) == [], message


def test_a_corrupt_save_and_bad_settings_are_explained_in_the_players_language(tmp_path, monkeypatch, pseudo):
    from cabo_desktop.storage import paths, saves, settings
    monkeypatch.setenv("CABO_DESKTOP_HOME", str(tmp_path))
    saves.saves_dir().mkdir(parents=True, exist_ok=True)
    bad_save = saves.saves_dir() / "broken.json"
    bad_save.write_text("{ not json", encoding="utf-8")
    loaded = saves.load_game(bad_save)
    assert loaded.value is None and loaded.messages
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text('{"volume": 250, "language": "klingon"}', encoding="utf-8")
    prefs = settings.load_settings()
    assert prefs.value.volume == settings.DEFAULTS.volume and len(prefs.messages) == 2
    for message in loaded.messages + prefs.messages:
        assert "⟦" in message
        assert plain_words(message, keep=(str(tmp_path), "klingon", "volume", "language", "auto")) == [], message


def test_a_bad_variant_file_reads_in_french(tmp_path):
    from sys import path as sys_path
    from pathlib import Path
    sys_path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
    import catalogs
    catalogs.compile_catalogs()
    path = tmp_path / "mine.yaml"
    path.write_text("", encoding="utf-8")
    with pytest.raises(VariantFileError) as english:
        read_variant_file(path)
    i18n.set_language("fr")
    with pytest.raises(VariantFileError) as french:
        read_variant_file(path)
    expected = catalogs.read(catalogs.po_path("fr"), "fr").get("the file is empty").string
    assert expected and expected in str(french.value) and str(french.value) != str(english.value)
