"""One player's Factory and pieces: plain lists and ints, copied explicitly
(game/ARCHITECTURE.md, "Practices" 6)."""

from __future__ import annotations

from game.core.daitoshi.components import RESOURCES, TERRAINS


class Player:
    __slots__ = ("res", "wealth", "steam", "workers", "record", "conflict", "chimney",
                 "reputation", "prestige", "worm_bus", "pilgrims", "banners", "grant",
                 "production_ready", "slots", "improved", "progress", "vp", "end_vp", "magnate")

    def __init__(self) -> None:
        self.res = [0] * len(RESOURCES)          # Warehouse: food, energy, materials, luxury
        self.wealth = 0
        self.steam = 0
        self.workers = [0, 0, 0, 0]              # by colour (blue, green, yellow, red)
        self.record = [0] * len(TERRAINS)        # Exploitation Record, hexes by terrain
        self.conflict = [False] * 4              # Operation tiles on their Conflict side
        self.chimney = 0                         # Steam Engine Track position
        self.reputation = 0                      # Reputation Level step, 0..3
        self.prestige = 0
        self.worm_bus = 0
        self.pilgrims = [-1] * len(TERRAINS)     # -1 = still on the Temple
        self.banners = 0                         # Partnership Banners in the supply
        self.grant = True                        # Government Grant tile still held
        self.production_ready = True             # Production token on its middle spot
        self.slots = [[None] * 3 for _ in range(3)]       # [building][floor] -> invention id
        self.improved = [[False] * 3 for _ in range(3)]
        self.progress = [[0] * 3 for _ in range(3)]
        self.vp = 0
        self.end_vp = 0                          # purple VP icons: scored at the end
        self.magnate = (0, 1)                    # (district, Magnate space)

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.res = self.res[:]
        p.wealth = self.wealth
        p.steam = self.steam
        p.workers = self.workers[:]
        p.record = self.record[:]
        p.conflict = self.conflict[:]
        p.chimney = self.chimney
        p.reputation = self.reputation
        p.prestige = self.prestige
        p.worm_bus = self.worm_bus
        p.pilgrims = self.pilgrims[:]
        p.banners = self.banners
        p.grant = self.grant
        p.production_ready = self.production_ready
        # three buildings, written out: a search copies every Factory of every world it plays
        slots, improved, progress = self.slots, self.improved, self.progress
        p.slots = [slots[0][:], slots[1][:], slots[2][:]]
        p.improved = [improved[0][:], improved[1][:], improved[2][:]]
        p.progress = [progress[0][:], progress[1][:], progress[2][:]]
        p.vp = self.vp
        p.end_vp = self.end_vp
        p.magnate = self.magnate
        return p

    def inventions(self):
        """(building, floor, invention id) of every installed Invention."""
        for b in range(3):
            for f in range(3):
                if self.slots[b][f] is not None:
                    yield b, f, self.slots[b][f]

    def lowest_empty_floor(self, b: int) -> int:
        for f in range(3):
            if self.slots[b][f] is None:
                return f
        return -1

    def empty_floors(self) -> int:
        slots = self.slots      # three buildings of three floors (asked at every rollout turn)
        return slots[0].count(None) + slots[1].count(None) + slots[2].count(None)

    def worker_count(self) -> int:
        return sum(self.workers)
