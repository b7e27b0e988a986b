"""The game over's podium as pictures (no scene; docs/look.md, the game's end): a step of polished
walnut seen a little from above (its top face lit, its front face with the grain, shaded toward
its sides and bevelled, a metal trim along the lip), a struck medal of gold, silver or bronze on
its front with the place engraved in it, the name plates (the winner's on a crimson ribbon with
swallowtail ends) and Kobito's rainbow, anti-aliased. Each is built once per size (drawn at twice
or four times the size and smoothed down where it has curves) and cached."""

from __future__ import annotations

import math

import pygame

from . import assets
from .showdown import plinth, row_plate
from .theme import px

# each place's metal: its highlight, its body and its shadow (gold, silver, bronze); a plain step's brass
METALS = (((255, 244, 176), (232, 182, 62), (132, 88, 20)),
          ((255, 255, 255), (196, 202, 212), (100, 106, 120)),
          ((255, 222, 178), (206, 132, 70), (104, 56, 24)))
BRASS = ((238, 206, 140), (170, 134, 78), (90, 66, 30))
EDGE = (52, 32, 16)  # a step's sides and foot: dark walnut, alike for every place
RIBBON = ((190, 40, 48), (118, 18, 28))  # the winner's ribbon: crimson, lit from its top
RAINBOW = ((220, 60, 60), (240, 140, 40), (245, 210, 60), (70, 170, 80), (60, 140, 220), (80, 80, 190),
           (150, 80, 190))


def metal(place: int) -> tuple[tuple[int, int, int], ...]:
    """The place's metal (0 gold, 1 silver, 2 bronze; brass below)."""
    return METALS[place] if 0 <= place < len(METALS) else BRASS


def top_depth(h: int) -> int:
    """How deep a step's lit top face is drawn, for a step `h` px tall: it is seen from a little
    above, so a good fifth of the step at most."""
    return max(8, min(h // 4, px(24)))


def _gradient(size: tuple[int, int], top: tuple, foot: tuple, across: bool = False) -> pygame.Surface:
    strip = pygame.Surface((2, 1) if across else (1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((1, 0) if across else (0, 1), foot)
    return pygame.transform.smoothscale(strip, (max(1, size[0]), max(1, size[1])))


def medal_size(fronts: list[tuple[int, int]]) -> int:
    """One medal size for the podium's steps of front faces `fronts` (w, h): what the smallest
    front holds (the winner's is MEDAL_WIN of it, on purpose; `step` caps it to its own front)."""
    return max(px(16), min(min(int(h * 0.84), int(w * 0.36)) for w, h in fronts) if fronts else px(16))


MEDAL_WIN = 1.18  # the winner's medal to the runners-up's


def step(size: tuple[int, int], place: int, medal_d: int = 0, lean: str = "both") -> pygame.Surface:
    """A podium step `size` px seen a little from above: its top face (lit walnut in perspective,
    its back edge drawn in toward the podium's middle on the `lean` sides: "left", "right",
    "both" or "none", the side against a taller step kept square; a metal lip along its front
    edge), its front face (the walnut's grain, darker toward both sides and its foot, a lit
    chamfer under the lip, a lit bevel at its left and a dark one at its right, edged in dark
    walnut: no metal round it) and the place's medal `medal_d` px across on the front (0: sized
    to the front); cached."""
    key = ("podium_step", tuple(size), place, medal_d, lean)
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    w, h = max(12, size[0]), max(12, size[1])
    depth = top_depth(h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    hidden = 0  # the walnut block's own lit bevel and trim lie under the top face: one lip, not three bands
    for _guess in range(3):
        tall = h - depth + hidden
        hidden = max(4, min(tall // 5, px(10))) + max(2, px(3))
    front = plinth((w, h - depth + hidden), place if place < 3 else 3)
    surf.blit(front, (0, depth - hidden))
    surf.fill((0, 0, 0, 0), (0, 0, w, depth))  # its lit top edge hidden: outside the top face's slant, the felt
    foot = (200, 200, 200) if place == 0 else (140, 140, 140)  # the front darker toward its foot (the winner's lit)
    dusk = _gradient((w, h - depth), (255, 255, 255), foot)
    surf.blit(dusk, (0, depth), special_flags=pygame.BLEND_RGB_MULT)
    edge, band = max(1, px(1)), max(2, px(3))  # its sides and foot in the walnut's own dark edge for every
    surf.fill(EDGE, (0, h - band, w, band))  # place (the plinth's metal outline read as 'selected' round
    surf.fill(EDGE, (0, depth, edge, h - depth))  # the silver step alone): the metal is the lip and the medal
    surf.fill(EDGE, (w - edge, depth, edge, h - depth))
    slant = int(depth * 1.1)  # the top face: the same wood in the lamp's light, its back edge farther off
    left = slant if lean in ("left", "both") else 0
    right = slant if lean in ("right", "both") else 0
    outline = [(left, 0), (w - 1 - right, 0), (w - 1, depth), (0, depth)]
    shape = pygame.Surface((w, depth), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255, 255), outline)
    wood = (214, 158, 94) if place == 0 else (146, 100, 60)  # the winner's in the pool of light
    shape.blit(_gradient((w, depth), tuple(c * 3 // 5 for c in wood), wood), (0, 0),
               special_flags=pygame.BLEND_RGBA_MULT)
    grain = pygame.Surface((w, depth), pygame.SRCALPHA)
    for j in range(1, 5):  # its grain running across, closer together toward the back
        y = round(depth * (j / 5) ** 1.3)
        pygame.draw.line(grain, (60, 36, 16, 34 + 6 * (j % 2)), (0, y), (w, y), 1)
    shape.blit(grain, (0, 0))
    surf.blit(shape, (0, 0))
    pygame.draw.aaline(surf, (255, 236, 200), outline[0], outline[1])  # the back edge catching the light
    if left:
        pygame.draw.aaline(surf, (90, 58, 30), outline[3], outline[0])
    if right:
        pygame.draw.aaline(surf, (90, 58, 30), outline[1], outline[2])
    light, body, dark = metal(place)
    trim = max(2, px(3))
    surf.fill(body, (0, depth - trim, w, trim))  # the metal lip between the top and the front
    pygame.draw.line(surf, light, (0, depth - trim), (w, depth - trim), 1)
    pygame.draw.line(surf, dark, (0, depth - 1), (w, depth - 1), 1)
    chamfer = max(2, px(3))  # the front's top edge rounded under the lip: it catches the light
    surf.blit(_gradient((w, chamfer), (255, 226, 180), (120, 86, 52)), (0, depth), special_flags=pygame.BLEND_RGB_ADD)
    side = max(6, w // 7)  # the front rounds away at both sides: darker toward them
    shade = pygame.Surface((side, h - depth), pygame.SRCALPHA)
    for x in range(side):
        pygame.draw.line(shade, (0, 0, 0, round(70 * (1 - x / side) ** 1.6)), (x, 0), (x, h - depth))
    surf.blit(shade, (0, depth))
    surf.blit(pygame.transform.flip(shade, True, False), (w - side, depth))
    edge = max(1, px(2))
    pygame.draw.line(surf, (255, 230, 190, 90), (edge // 2, depth), (edge // 2, h - 2), edge)  # the lit bevel
    pygame.draw.line(surf, (0, 0, 0, 120), (w - 1 - edge // 2, depth), (w - 1 - edge // 2, h - 2), edge)
    front_rect = pygame.Rect(0, depth, w, h - depth)
    fits = max(px(16), min(int(front_rect.h * 0.8), int(w * 0.42), px(120)))
    disc = medal(min(medal_d, fits) if medal_d else fits, place)
    surf.blit(disc, disc.get_rect(center=front_rect.center))
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def medal(d: int, place: int) -> pygame.Surface:
    """A struck medal `d` px across in the place's metal: a raised rim lit from above, a sunken
    field, the place's numeral engraved (its upper edge in shadow, its lower edge catching the
    light); drawn at twice the size and smoothed down; cached."""
    key = ("podium_medal", d, place)
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    light, body, dark = metal(place)
    big = 2 * d
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    r = big // 2
    pygame.draw.circle(art, (0, 0, 0, 110), (r, r + max(2, big // 40)), r - 1)  # its shadow on the wood
    rim = _gradient((big, big), light, dark)
    disc = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (r, r), r - max(2, big // 40))
    disc.blit(rim, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    art.blit(disc, (0, 0))
    inner = int(r * 0.8)  # the field, sunken: lit from below (its rim throws a shadow at the top)
    field = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(field, (255, 255, 255, 255), (r, r), inner)
    field.blit(_gradient((big, big), dark, light), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    art.blit(field, (0, 0))
    face = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(face, (255, 255, 255, 255), (r, r + max(1, big // 60)), inner - max(2, big // 30))
    face.blit(_gradient((big, big), light, body), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    art.blit(face, (0, 0))
    size = max(8, int(inner * 1.3))
    cut = max(1, big // 36)
    for ink, dy in ((dark, -cut), (light, cut), (tuple(c * 3 // 5 for c in dark), 0)):  # engraved
        glyph = assets.text(str(place + 1), size, ink, True, display=True)
        art.blit(glyph, glyph.get_rect(center=(r, r + dy + big // 40)))
    surf = pygame.transform.smoothscale(art, (d, d))
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def name_plate(size: tuple[int, int], winner: bool) -> pygame.Surface:
    """The plate a podium name and total stand on: stitched leather (`showdown.row_plate`), the
    winner's lit and gold-rimmed on a crimson ribbon whose swallowtail ends stick out either side
    (the picture is wider than `size` by `ribbon_reach` each side); cached."""
    key = ("podium_plate", tuple(size), winner)
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    w, h = size
    if not winner:
        surf = row_plate(size, False)
        assets.surfaces[key] = surf
        return surf
    reach = ribbon_reach(h)
    surf = pygame.Surface((w + 2 * reach, h), pygame.SRCALPHA)
    band = pygame.Rect(0, h // 4, reach + px(16), h // 2)
    notch = band.h // 2
    for flip in (False, True):
        tail = pygame.Surface(band.size, pygame.SRCALPHA)
        outline = [(0, 0), (band.w, 0), (band.w, band.h), (0, band.h), (notch * 2 // 3, band.h // 2)]
        pygame.draw.polygon(tail, (255, 255, 255, 255), outline)
        tail.blit(_gradient(band.size, RIBBON[0], RIBBON[1]), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(tail, (236, 120, 110), (notch // 2, 1), (band.w, 1), 1)
        pygame.draw.polygon(tail, (70, 8, 14), outline, 1)
        fold = pygame.Rect(band.w - px(16), 0, px(16), band.h)  # folded under the plate: in shadow
        shadow = pygame.Surface(fold.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 80))
        tail.blit(shadow, fold)
        surf.blit(pygame.transform.flip(tail, flip, False), (w + 2 * reach - band.w, band.y) if flip else band.topleft)
    surf.blit(row_plate(size, True), (reach, 0))
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf


def ribbon_reach(h: int) -> int:
    """How far the winner's ribbon sticks out either side of a name plate `h` px tall."""
    return max(px(14), h // 3)


def rainbow(face: int, band: int) -> pygame.Surface:
    """Kobito's rainbow over a winner's portrait `face` px wide: seven bands `band` px thick in an
    arch from 10 to 170 degrees, drawn as filled rings at four times the size and smoothed down
    (pygame's thick arcs leave holes and steps); centred on the portrait's centre; cached."""
    key = ("podium_rainbow", face, band)
    surf = assets.surfaces.get(key)
    if surf is not None:
        return surf
    outer = face // 2 + px(8) + len(RAINBOW) * band
    scale = 4
    side = 2 * outer + 4
    art = pygame.Surface((side * scale, side * scale), pygame.SRCALPHA)
    c = side * scale / 2
    for i, colour in enumerate(RAINBOW):  # outermost red first
        r_out = (outer - i * band) * scale
        r_in = r_out - band * scale
        steps = 64
        arc = [math.radians(10 + 160 * j / steps) for j in range(steps + 1)]
        points = [(c + r_out * math.cos(a), c - r_out * math.sin(a)) for a in arc]
        points += [(c + r_in * math.cos(a), c - r_in * math.sin(a)) for a in reversed(arc)]
        pygame.draw.polygon(art, (*colour, 255), points)
    surf = pygame.transform.smoothscale(art, (side, side))
    assets.surfaces[key] = surf = assets.fast(surf)
    return surf
