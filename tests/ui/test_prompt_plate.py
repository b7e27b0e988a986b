"""The tables' prompt as a caption plate (issue 40, interim fix 6): a plate sized to its words,
centred in the banner's place (never larger than it), key marks such as "(E)" drawn as key caps,
every translated prompt inside the plate at 1024x600 in French and Ukrainian at 12 px or more,
and a fade when the prompt changes that a countdown's ticking does not restart."""

import sys
from pathlib import Path

import pygame
import pytest

from cabo_desktop import i18n
from cabo_desktop.games.cabo.table.layout import compute_layout
from cabo_desktop.ui import assets, key_caps, table_banner, table_kit
from cabo_desktop.ui.table_banner import CAP_FACE, FADE, PromptPlate, build, parse
from cabo_desktop.ui.theme import NOTICE, WHITE, px

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import catalogs  # noqa: E402

# every prompt with a key mark (and the longest ones: the snap window's, a no-match's)
PROMPTS = [
    "Your turn: draw from the deck (D), take the discard (T) or call CABO (C).",
    "Your turn: draw from the deck (D), take the discard (T) or call CABO (C) (CABO already called).",
    "You have played enough: play on, or end your turn (E).",
    "No match: put the drawn card at the left (L) or right (R) end of your line.",
    "Cabanga!: click the cards to throw, then Throw (T), or Pass (P).",
    "Click one of your cards to swap it with the card you looked at, or Keep both (K).",
    "Snap? Click any card matching {card}, or S for one you know, or Pass (P) · passing in {n} s",
    "Choose your yellow 14 (key 2), then put it on the left yellow pile (L): its gap is the smallest.",
    "{name} drew a card and exchanged it. Your turn again: draw from the deck (D).",
    "Remember your cards: {cards}. Click, Enter or Space when you are ready.",
]


def banners_at(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """The banner's place on CABO's table and on the newer games' tables in a window of `size`."""
    return {"cabo": compute_layout(size, (4, 4, 4, 4), 0, False).banner,
            "newer": table_kit.table_frame(size)[3]}


@pytest.fixture
def screen():
    pygame.init()
    yield pygame.Surface((1280, 720))
    i18n.set_language("en")
    table_banner._PLATES.clear()
    pygame.quit()


def test_a_short_prompt_is_a_plate_narrower_than_the_felt_and_centred_in_the_banners_place(screen):
    banner = banners_at((1280, 720))["newer"]
    plate = PromptPlate()
    plate.draw(screen, "Your turn.", WHITE, banner, now=5.0)
    assert plate.rect is not None and banner.contains(plate.rect)
    assert plate.rect.w < banner.w // 3, "a full-width strip again"
    assert abs(plate.rect.centerx - banner.centerx) <= 1 and abs(plate.rect.centery - banner.centery) <= 1
    # the felt on either side of it is left as it was: no dark strip across the foot
    assert screen.get_at((banner.x + 4, banner.centery))[:3] == (0, 0, 0)
    plate.draw(screen, "", WHITE, banner, now=5.1)
    assert plate.rect is None, "no prompt, no plate"


def test_a_key_mark_is_a_key_cap_not_a_letter_in_parentheses(screen, drawn_texts, keyboard):
    banner = banners_at((1280, 720))["newer"]
    assert parse("end your turn (E).") == [("t", "end your turn"), ("k", "E"), ("t", ".")]
    plate = PromptPlate()
    for now in (1.0, 1.0 + FADE):  # faded in
        plate.draw(screen, "You have played enough: play on, or end your turn (E).", WHITE, banner, now=now)
    assert not any("(E)" in t for t in drawn_texts) and "E" in drawn_texts
    area = screen.subsurface(banner)
    ivory = sum(1 for x in range(0, banner.w, 2) for y in range(banner.h) if area.get_at((x, y))[:3] == CAP_FACE)
    assert ivory > 10, "no key cap drawn"
    blank = pygame.Surface(screen.get_size())
    plate = PromptPlate()
    for now in (1.0, 1.0 + FADE):
        plate.draw(blank, "You have played enough: play on.", WHITE, banner, now=now)
    area = blank.subsurface(banner)
    assert not any(area.get_at((x, y))[:3] == CAP_FACE for x in range(0, banner.w, 2) for y in range(banner.h))


def test_the_words_of_a_translation_are_kept_only_its_key_marks_are_read():
    text = "Vous avez assez joué : continuez, ou terminez votre tour (E)."
    pieces = parse(text)
    assert "".join(p for k, p in pieces if k == "t") == "Vous avez assez joué : continuez, ou terminez votre tour."
    assert [p for k, p in pieces if k == "k"] == ["E"]
    assert parse("Pass (pass) (key 1)") == [("t", "Pass (pass) (key 1)")], "only a single key letter is a mark"


@pytest.mark.parametrize("language", ["fr", "uk", "en"])
def test_every_prompt_fits_its_plate_inside_the_banner_at_1024x600(screen, monkeypatch, language):
    catalogs.compile_catalogs()
    i18n.set_language(language)
    sizes: list[int] = []
    real = assets.text

    def spy(content, size, *args, **kwargs):
        sizes.append(size)
        return real(content, size, *args, **kwargs)

    spy.cache_clear, spy.cache_info = real.cache_clear, real.cache_info
    monkeypatch.setattr(assets, "text", spy)
    for where, banner in banners_at((1024, 600)).items():
        for msgid in PROMPTS:
            text = i18n._(msgid).format(card="7♦", n=5, name="Dr. Okafor", cards="12 et 6")
            built = build(text, WHITE, banner.size)
            w, h = built.size
            assert w <= banner.w and h <= banner.h, (where, text)
            for image, (x, y) in built.runs:
                ink = image.get_bounding_rect().move(x, y)  # the letters, not the face's line height
                assert pygame.Rect(0, 0, w, h).contains(ink), (where, language, text, tuple(ink), (w, h))
    assert sizes and min(sizes) >= assets.LEAST_LEGIBLE


def test_the_plate_is_16_px_or_more_at_720(screen, drawn_texts, monkeypatch):
    sizes: list[int] = []
    real = assets.text

    def spy(content, size, *args, **kwargs):
        sizes.append(size)
        return real(content, size, *args, **kwargs)

    spy.cache_clear, spy.cache_info = real.cache_clear, real.cache_info
    monkeypatch.setattr(assets, "text", spy)
    for banner in banners_at((1280, 720)).values():
        sizes.clear()
        table_banner._PLATES.clear()
        build("Your turn: draw from the deck (D), take the discard (T) or call CABO (C).", WHITE, banner.size)
        assert max(sizes) >= 16


def test_a_new_prompt_fades_in_and_a_ticking_countdown_does_not_start_it_again(screen, keyboard):
    banner = banners_at((1280, 720))["cabo"]
    plate = PromptPlate()
    snap = "Snap? Click any card matching 7, or S for one you know, or Pass (P) · passing in {n} s"
    plate.draw(screen, snap.format(n=5), WHITE, banner, now=10.0)
    built = table_banner.plate(snap.format(n=5), WHITE, banner.size)
    assert built.ground.get_alpha() < 255, "a new prompt did not fade in"
    plate.draw(screen, snap.format(n=5), WHITE, banner, now=10.0 + FADE)
    assert built.ground.get_alpha() == 255
    plate.draw(screen, snap.format(n=4), WHITE, banner, now=11.0)
    assert table_banner.plate(snap.format(n=4), WHITE, banner.size).ground.get_alpha() == 255
    plate.draw(screen, "You cannot do that now.", NOTICE, banner, now=11.1)
    assert table_banner.plate("You cannot do that now.", NOTICE, banner.size).ground.get_alpha() < 255
    # the shared text surfaces drawn on it keep their own alpha
    for image, _at in table_banner.plate("You cannot do that now.", NOTICE, banner.size).runs:
        assert image.get_alpha() in (None, 255)


def test_a_tables_button_shows_its_key_on_a_cap_at_its_corner_not_in_its_caption(screen, drawn_texts, keyboard):
    from cabo_desktop.ui.widgets import Button
    assert table_banner.split_key("End turn (E)") == ("End turn", "E")
    assert table_banner.split_key("Fin du tour (E)") == ("Fin du tour", "E")
    assert table_banner.split_key("Cancel") == ("Cancel", "")
    end = Button("End turn (E)", lambda: None, None, primary=True)  # Kobito's: the mark in its label
    skip = Button("Pass", lambda: None, "p")  # Cabanga!'s: the key given apart
    end.rect, skip.rect = pygame.Rect(100, 100, 180, 46), pygame.Rect(100, 200, 180, 46)
    assets.surfaces.clear()
    for b in (end, skip):
        table_banner.draw_button(b, screen)
    assert "End turn" in drawn_texts and "Pass" in drawn_texts
    assert not any("(E)" in t or "(P)" in t for t in drawn_texts), drawn_texts
    for b in (end, skip):
        corner = b.rect.inflate(4, 16).clip(pygame.Rect(b.rect.right - 40, b.rect.top - 12, 40, 30))
        ivory = sum(1 for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
                    if screen.get_at((x, y))[:3] == CAP_FACE)
        assert ivory > 20, f"no key cap on {b.label}'s corner"
    assert end.caption() == "End turn (E)", "the button's model is as it was"


def test_the_titles_links_are_a_quiet_icon_bar_their_keys_in_keyboard_mode(screen):
    from cabo_desktop.ui import link_icons
    from cabo_desktop.ui.shell_art import LinkButton
    for name in ("continue", "join", "saves", "replays", "stats", "settings", "quit"):
        mark = link_icons.icon(name, 20, (206, 190, 150))
        assert mark is not None and mark.get_bounding_rect().w > 6, name  # a drawn picture, not a blank
    link = LinkButton("Join a game", lambda: None, "j")
    link.icon, link.rect = "join", pygame.Rect(100, 100, 200, 30)
    box = pygame.Rect(100, 100, 40, 30)  # where the key cap stands

    def icon_pixels(hover: bool) -> int:
        screen.fill((0, 0, 0))
        link.draw(screen, hover=hover)
        return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                   if screen.get_at((x, y))[:3] == (206, 190, 150))

    assert icon_pixels(False) > 5, "no icon in the quiet bar"
    assert icon_pixels(True) > 5, "the mouse over a link shows its icon, not its key"
    key_caps.set_keyboard_mode(True)
    assert icon_pixels(False) == 0, "the icon stays in keyboard mode: the key cap should show"
    lit = {screen.get_at((x, y))[:3] for x in range(box.left, box.right) for y in range(box.top, box.bottom)}
    assert len(lit) > 4, "no key cap in keyboard mode"


def test_the_prompt_is_a_stitched_ribbon_not_a_dark_pill(screen):
    """helper-81 (the review, problem 5: 'dark pill labels'): the prompt's ground is a ribbon:
    its ends cut in a swallowtail (the felt shows in the notch at mid-height, where a pill's end
    is solid), gold stitching along its top between the folded ends."""
    built = build("Your turn: draw from the deck (D).", WHITE, (900, 40), table_banner.RIM)
    ground, pad = built.ground, built.pad
    w, h = built.size
    mid = pad + h // 2
    assert ground.get_at((pad + 1, mid)).a < 40 and ground.get_at((pad + w - 2, mid)).a < 40  # the notches
    assert ground.get_at((pad + w // 2, mid)).a > 200  # the band itself is solid
    rim = table_banner.RIM
    def gold(x):
        return sum(abs(a - b) for a, b in zip(ground.get_at((x, pad + 3))[:3], rim)) < 40
    stitched = [x for x in range(pad, pad + w) if gold(x)]
    assert len(stitched) > w // 3, len(stitched)  # a dashed line of gold along its top
    assert not all(gold(x) for x in range(stitched[0], stitched[-1]))  # dashed


@pytest.mark.parametrize("room", [(1200, 36), (1840, 54), (950, 30)])  # 1280x720, 1920x1080, 1024x600
@pytest.mark.parametrize("text", [PROMPTS[-1].format(cards="12 and 6"), PROMPTS[1], "Pass."])
def test_the_words_keep_clear_air_from_the_ribbons_folded_ends(screen, text, room):
    """Review s52: 'the status ribbon's text runs nearly to its ends'; s52d (multi at 1280): 'the hint
    text nearly touches the bottom ribbon's inner ends' (1.75 type sizes): between the words and
    each folded end at least 2.25 times the type's size of bare leather, however long the prompt (a
    long one wraps or is set smaller, never crowded to its ends)."""
    built = build(text, WHITE, room, table_banner.RIM)
    w, h = built.size
    fold = table_banner.folds(h)[1]
    size = max(px(13), min(px(28), room[1] // 2))  # the type's size before any shrinking
    texts = [(image, x) for image, (x, _y) in built.runs]  # the words' runs and their key caps
    left = min(x + image.get_bounding_rect().left for image, x in texts)
    right = max(x + image.get_bounding_rect().right for image, x in texts)
    assert w <= room[0]
    assert left - fold >= 2.25 * size and (w - 1 - fold) - right >= 2.25 * size, (left, right, w, fold)
