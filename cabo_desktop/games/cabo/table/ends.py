"""The two ends of your line at CABO's table while a card must go to one of them (review s51, the
multi-exchange: "'put the drawn card at the left or right end' has nothing on screen showing
where those ends are"): a ghost card at each end, one stride out from the end card, a dashed gold
outline round a faint gold wash with a '+' in its middle, breathing as the other targets do, and
a click on one places the card there (input.Controls).

The ghost's picture is composed once per card size (assets.surfaces); the frame only sets its
alpha. Your plate moves out of the left ghost's way (view._name_plate takes `ends` as part of
your cards)."""

from __future__ import annotations

import math

import pygame

from ....ui import assets
from ....ui.theme import GOLD, px
from ..rules import actions as A
from ..rules.state import Phase

PLACING = (Phase.PLACE_DRAWN, Phase.PLACE_PENALTY)


def placing(t) -> bool:
    """Whether you are to put a card at an end of your line now."""
    return t.human is not None and t.human_to_act() and t.view.phase in PLACING


def ends(t, lay) -> tuple[pygame.Rect, ...]:
    """(left, right): where the ghosts are drawn, one stride beyond each end card of your line,
    kept on the felt; () when no card is to be placed."""
    if not placing(t):
        return ()
    slots = lay.seats[t.human].slots if t.human in lay.seats else ()
    if not slots:
        return ()
    stride = slots[1].x - slots[0].x if len(slots) > 1 else slots[0].w + px(12)
    left, right = slots[0].move(-stride, 0), slots[-1].move(stride, 0)
    felt = (lay.felt or lay.play).inflate(-px(8), -px(8))
    left.left = max(left.left, felt.left)
    right.right = min(right.right, felt.right)
    return left, right


def action_at(t, lay, pos) -> A.Action | None:
    """PLACE_LEFT or PLACE_RIGHT when `pos` is on that end's ghost, else None."""
    for rect, action in zip(ends(t, lay), (A.PLACE_LEFT, A.PLACE_RIGHT)):
        if rect.collidepoint(pos):
            return action
    return None


def ghost(size: tuple[int, int]) -> pygame.Surface:
    """A ghost card of `size`: a faint gold wash, a dashed gold outline and a '+' (composed once)."""
    key = ("cabo end ghost", size)
    image = assets.surfaces.get(key)
    if image is None:
        w, h = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 12)
        pygame.draw.rect(image, (*GOLD, 60), image.get_rect(), border_radius=radius)
        line = max(2, w // 40)
        edge = (255, 226, 130)
        inner = image.get_rect().inflate(-line, -line)
        dash, gap = max(6, w // 10), max(4, w // 16)
        for a, b in ((inner.topleft, inner.topright), (inner.bottomleft, inner.bottomright),
                     (inner.topleft, inner.bottomleft), (inner.topright, inner.bottomright)):
            length = math.dist(a, b)
            steps = max(1, int((length - 2 * radius) // (dash + gap)))
            for k in range(steps):  # the straight runs between the rounded corners
                t0 = (radius + k * (dash + gap)) / length
                t1 = min(1 - radius / length, t0 + dash / length)
                pygame.draw.line(image, edge, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                                 (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), line)
        for cx, cy, start in ((inner.left + radius, inner.top + radius, 90), (inner.right - radius, inner.top + radius, 0),
                              (inner.right - radius, inner.bottom - radius, 270), (inner.left + radius, inner.bottom - radius, 180)):
            box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            box.center = (cx, cy)
            pygame.draw.arc(image, edge, box, math.radians(start), math.radians(start + 90), line)
        disc = max(px(14), w // 4)
        centre = (w // 2, h // 2)
        pygame.draw.circle(image, (*GOLD, 230), centre, disc // 2)
        pygame.draw.circle(image, (255, 246, 200), centre, disc // 2, max(1, line // 2))
        arm, bar = disc * 3 // 10, max(2, disc // 8)
        ink = (70, 44, 12)
        pygame.draw.rect(image, ink, (centre[0] - arm, centre[1] - bar // 2, 2 * arm, bar), border_radius=bar // 2)
        pygame.draw.rect(image, ink, (centre[0] - bar // 2, centre[1] - arm, bar, 2 * arm), border_radius=bar // 2)
        assets.surfaces[key] = image = assets.fast(image)
    return image


def draw(surface: pygame.Surface, t, lay, hover=None) -> None:
    """Both ghosts, breathing; the one under the mouse (`hover`) at full strength."""
    found = ends(t, lay)
    if not found:
        return
    pulse = 0.8 + 0.2 * math.sin(t.time * 4.0)
    for rect in found:
        image = ghost(rect.size)
        image.set_alpha(255 if hover is not None and rect.collidepoint(hover) else int(255 * pulse))
        surface.blit(image, rect)
