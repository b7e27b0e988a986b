"""The keyboard's focus is one gold treatment everywhere (a warm glow and a cream rim, never the old
cyan ring: a review found cyan on the title's "New game" and the setup's game tile while all else
was gold), and a shell button shows its key on an ivory corner cap, never "(R)" in its caption."""
import pygame
import pytest

from cabo_desktop.ui import assets
from cabo_desktop.ui.key_caps import CAP_FACE, FOCUS, draw_focus
from cabo_desktop.ui.widgets import Button

GROUND = (20, 40, 30)


@pytest.fixture
def screen():
    pygame.init()
    pygame.display.set_mode((10, 10))
    surf = pygame.Surface((400, 200))
    surf.fill(GROUND)
    return surf


def _cyan(c) -> bool:
    return c[2] > c[0] + 40 and c[1] > c[0] + 20


def test_a_focused_button_is_ringed_in_cream_with_a_gold_glow_beyond_and_no_cyan(screen):
    b = Button("Resume", lambda: None, "r", primary=True)
    b.rect = pygame.Rect(100, 70, 200, 50)
    assets.surfaces.clear()
    b.draw(screen, focused=True)
    rim = b.rect.inflate(8, 8)
    assert tuple(screen.get_at((rim.centerx, rim.top)))[:3] == FOCUS, "the cream rim 4 px off the button"
    glow = screen.get_at((rim.centerx, rim.top - 4))[:3]
    assert glow != GROUND and glow[0] > glow[2] + 20, f"a warm glow beyond the rim, not {glow}"
    pixels = [tuple(screen.get_at((x, y)))[:3] for x in range(0, 400, 2) for y in range(0, 200, 2)]
    assert not any(_cyan(p) for p in pixels), "no cyan ring left"
    plain = pygame.Surface((400, 200))
    plain.fill(GROUND)
    b.draw(plain, focused=False)
    assert plain.get_at((rim.centerx, rim.top - 4))[:3] == GROUND, "no glow without the focus"


def test_draw_focus_glows_out_from_its_rim_fading(screen):
    rect = pygame.Rect(150, 80, 100, 40)
    draw_focus(screen, rect, 10)
    near, far = screen.get_at((200, rect.top - 6))[:3], screen.get_at((200, rect.top - 12))[:3]
    assert sum(near) > sum(far) > sum(GROUND) - 1, (near, far)


def test_a_shell_buttons_key_sits_on_a_corner_cap_not_in_its_caption(screen, drawn_texts, keyboard):
    b = Button("Quit to title", lambda: None, "q")
    b.rect = pygame.Rect(100, 70, 200, 44)
    assets.surfaces.clear()
    b.draw(screen)
    assert "Quit to title" in drawn_texts and not any("(Q)" in t for t in drawn_texts), drawn_texts
    corner = pygame.Rect(b.rect.right - 40, b.rect.top - 12, 40, 30)
    ivory = sum(1 for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
                if screen.get_at((x, y))[:3] == CAP_FACE)
    assert ivory > 20, "no key cap on the button's corner"
    assert b.caption() == "Quit to title (Q)", "the button's model is as it was"


def _ivory(surf, area: pygame.Rect) -> int:
    return sum(1 for x in range(area.left, area.right) for y in range(area.top, area.bottom)
               if surf.get_at((x, y))[:3] == CAP_FACE)


def test_a_roomy_buttons_cap_is_set_into_its_right_end_else_over_its_corner(screen, keyboard):
    """s50 review round 2: caps over the corners read as developer hints; where the caption leaves
    room the cap sits inside the tab at its right end, level with the caption, nothing above it."""
    b = Button("Rules", lambda: None, "r")
    b.rect = pygame.Rect(60, 70, 260, 50)
    assets.surfaces.clear()
    b.draw(screen)
    above = pygame.Rect(b.rect.x, b.rect.top - 14, b.rect.w, 14)
    right_end = pygame.Rect(b.rect.right - 50, b.rect.centery - 6, 46, 12)
    assert _ivory(screen, above) == 0 and _ivory(screen, right_end) > 20
    cramped = pygame.Surface((400, 200))
    cramped.fill(GROUND)
    b = Button("A rather long caption", lambda: None, "l")
    b.rect = pygame.Rect(100, 70, 170, 44)
    b.draw(cramped)
    assert _ivory(cramped, pygame.Rect(b.rect.x, b.rect.top - 14, b.rect.w, 14)) > 0, "no room: over the corner"


def test_a_caption_too_wide_for_a_centred_cap_moves_left_to_give_it_room(screen, keyboard):
    """Kobito's 'New rainbow (S)' beside 'End turn (E)': both caps inside, the caption set in the
    rest of the tab rather than the cap jumping back to the corner."""
    b = Button("New rainbow", lambda: None, "s")
    b.rect = pygame.Rect(100, 70, 180, 44)
    assets.surfaces.clear()
    room = b.cap_room("New rainbow", "S")
    assert room and room > 0, "the caption's centre moved: room kept at the right end"
    b.draw(screen)
    assert _ivory(screen, pygame.Rect(b.rect.x, b.rect.top - 14, b.rect.w, 14)) == 0
    assert _ivory(screen, pygame.Rect(b.rect.right - room, b.rect.y + 4, room, b.rect.h - 8)) > 20
