"""The game's mark printed on the cloth (issue 40, item 3): like a casino table's printed logo, the
game's name in the display face inside a double oval (its card back's medallion), in a faint warm
ink a little lighter than the baize, laid on the free felt nearest the light's centre (where no
card lies in the table's layout: `free_felt`), or, on a table with no such room, under the middle
of the play fainter still (where its board is bare felt) or not at all. The felt with its mark is composed once per layout and felt.
"""

from __future__ import annotations

import pygame

from . import assets, free_felt, smooth_shapes

INK = (255, 236, 190)  # warm light ink, laid thin
ALPHA = 26  # how much of the ink shows on free felt (under 4.5 % of a card's contrast: a print, not a thing)
UNDER = 18  # how much shows where cards lie over it (no free room)...
CENTRED = 0.08  # how far from the table's middle a mark on free felt may lie (a share of its width)
_printed: dict[tuple, tuple[pygame.Surface, pygame.Surface]] = {}  # key -> (its felt, the felt printed)
_spots: dict[tuple, tuple[pygame.Rect, bool]] = {}  # (game, play area, seats) -> where its mark lies


def mark(words: str, height: int) -> pygame.Surface:
    """The mark printing `words` (the game's name, as its backs print it: the game's package says
    which), `height` px tall, in full ink
    (opaque where printed): the name between two ovals; cached."""
    key = ("felt mark", words, height)
    surf = assets.surfaces.get(key)
    if surf is None:
        size = max(12, int(height * 0.42))
        letters = assets.title_text(words, size, INK)
        lw, lh = letters.get_size()
        w, h = int(lw + height * 0.9), max(height, lh + 4)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        line = max(1, height // 36)
        oval = surf.get_rect()  # the two ovals anti-aliased (aliased, large and faint, they read jagged)
        surf.blit(smooth_shapes.oval_rings((w, h), [(0, 2 * line), (height // 14, line)], INK), (0, 0))
        surf.blit(letters, letters.get_rect(center=oval.center))
        assets.surfaces[key] = surf
    return surf


def spot(lay, size: tuple[int, int]) -> tuple[pygame.Rect, bool]:
    """Where a mark of `size` lies on the table of layout `lay` (window coordinates), and whether it
    lies on free felt: nearest the light's centre (a little below the middle), covering no card
    or place of the layout, shrunk to no less than 75 % of it (smaller, squeezed into a corner,
    it reads as a stray label) and centred across the table (beside the cards, off the middle, the
    final review read it as a leftover); else centred under the play, not free."""
    play = lay.play
    rail = assets.rail_width(play.size)
    area = play.inflate(-4 * rail, -4 * rail)
    hard, soft = free_felt.obstacles(lay)
    prefer = (play.centerx, play.y + int(play.h * 0.55))
    rect = free_felt.place(size, area, prefer, hard, soft, least=0.75)
    free = rect.collidelist([r.inflate(8, 8) for r in hard]) < 0 and rect.w >= size[0] * 0.75 \
        and abs(rect.centerx - play.centerx) <= play.w * CENTRED  # off the middle it read as a leftover label
    if not free:
        rect = pygame.Rect((0, 0), size)
        rect.center = prefer
    return rect, free


def printed(lay, game: str, under: bool = False) -> pygame.Surface:
    """The felt of `lay`'s play area with the mark of `game` (its words) printed on it (`under`: on
    a board of bare felt, Kobito's lanes, fainter under the middle when no free felt is there; over
    painted lanes, Cabanga!'s, it would show in broken pieces: none): where `spot` puts it on the
    first layout of a table (its game, play area and seat count: the mark never moves during a
    game), composed once per felt, game and spot (the last three kept)."""
    felt = assets.felt(lay.play.size)
    full = mark(game, max(36, int(lay.play.h * 0.16)))
    table = (game, tuple(lay.play), len(getattr(lay, "seats", ()) or ()))
    if table not in _spots:  # printed once per table: a hand growing later never moves it
        if len(_spots) > 16:
            _spots.clear()
        _spots[table] = spot(lay, full.get_size())
    rect, free = _spots[table]
    key = (game, tuple(lay.play), tuple(rect), free)
    kept = _printed.get(key)
    if kept is not None and kept[0] is felt:
        return kept[1]
    picture = felt
    if free or under:
        ink = full.copy() if rect.size == full.get_size() else pygame.transform.smoothscale(full, rect.size)
        ink.set_alpha(ALPHA if free else UNDER)
        picture = felt.copy()
        picture.blit(ink, rect.move(-lay.play.x, -lay.play.y))
        picture = assets.fast(picture, alpha=False)
    if len(_printed) > 2:
        _printed.clear()
    _printed[key] = (felt, picture)
    return picture
