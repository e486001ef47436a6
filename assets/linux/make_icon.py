"""Draws assets/linux/arigato-daitoshi.png, the program's icon (window, .desktop file, and the
.ico/.icns that build.spec derives from it). Run from the repo root: `python assets/linux/make_icon.py`.

A red rising sun (Arigatō) over a brass cog (Daitoshi) on a night-blue tile.
"""

import math
from pathlib import Path

import pygame

SIZE = 256
SCALE = 4  # drawn large, then smoothed down: pygame's shapes have no anti-aliasing of their own


def draw() -> pygame.Surface:
    n = SIZE * SCALE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(big, (28, 36, 64), (0, 0, n, n), border_radius=n // 6)
    pygame.draw.rect(big, (214, 178, 96), (0, 0, n, n), width=n // 48, border_radius=n // 6)
    cx, cy = n // 2, int(n * 0.60)
    # the cog: a ring of teeth around a disc, with a hole
    teeth, r_out, r_in = 12, n * 0.34, n * 0.27
    for k in range(teeth):
        a = 2 * math.pi * k / teeth
        w = math.pi / teeth * 0.55
        pts = [(cx + r_in * math.cos(a - w * 1.3), cy + r_in * math.sin(a - w * 1.3)),
               (cx + r_out * math.cos(a - w), cy + r_out * math.sin(a - w)),
               (cx + r_out * math.cos(a + w), cy + r_out * math.sin(a + w)),
               (cx + r_in * math.cos(a + w * 1.3), cy + r_in * math.sin(a + w * 1.3))]
        pygame.draw.polygon(big, (190, 146, 66), pts)
    pygame.draw.circle(big, (190, 146, 66), (cx, cy), int(r_in) + 2)
    pygame.draw.circle(big, (28, 36, 64), (cx, cy), int(n * 0.09))
    # the sun, rising from behind the cog
    pygame.draw.circle(big, (206, 44, 48), (n // 2, int(n * 0.34)), int(n * 0.20))
    pygame.draw.circle(big, (190, 146, 66), (cx, cy), int(n * 0.20), width=int(n * 0.11))
    return pygame.transform.smoothscale(big, (SIZE, SIZE))


if __name__ == "__main__":
    out = Path(__file__).with_name("arigato-daitoshi.png")
    pygame.image.save(draw(), str(out))
    print(out)
