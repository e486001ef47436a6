"""Daitoshi's components, loaded once from `levels/daitoshi/` and validated (game/ARCHITECTURE.md,
"Practices" 7).

Every value lives in the TOML files; `levels/daitoshi/NOTES.md` says where each one comes from.
A wrong count, an unknown value or a bad cost raises `ComponentError` naming the file and the
entry. Rules code names components by id, never by position in a file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.data_file import read_toml
from game.resources import resource_path

TERRAINS = ("river", "forest", "mountain", "underground")      # the 4 Wilderness Tracks
LANDS = TERRAINS[1:]
COLOURS = ("blue", "green", "yellow", "red")                    # Worker colour of each terrain
RESOURCES = ("food", "energy", "materials", "luxury")           # Warehouse tracks
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
TERRAIN_INDEX = {t: i for i, t in enumerate(TERRAINS)}
QUALITIES = ("basic", "ordinary", "innovative", "brilliant", "university")
MARKET_QUALITIES = ("ordinary", "innovative", "brilliant")
ACTIONS = ("commit", "expand", "electrify", "trade", "contribute")
OPERATIONS = ("steam", "buildings", "workers", "progress")       # the 4 Operation tiles
CONDITIONS = tuple(f"exploit_{t}" for t in TERRAINS) + (
    "commit", "expand", "electrify", "trade", "lead_production")
RINGS = ("inner", "middle", "outer")

# Reward kinds (GENERAL RULES and the icon explanations). Kinds in PARAM_KINDS take a parameter.
PARAM_KINDS = {
    "pilgrim": TERRAINS + ("any",),
    "pilgrim_run": TERRAINS + ("any",),
    "worker": COLOURS + ("any",),
    "partnership": ("any",),
}
PLAIN_KINDS = frozenset(RESOURCES + (
    "wealth", "steam", "water", "coal", "vp", "end_vp", "prestige", "reputation", "score_reputation",
    "worm_bus", "give_back", "give_back_conflict", "hex_reward", "progress", "mm_workshop",
    "market_brilliant", "workshop_reward", "city_effect"))
TRADE_ONLY = frozenset({"create_partnership", "activate_partnership"})
PROGRESS_ONLY = frozenset({"upgrade", "mm_ready", "score", "score_twice"})
MARKS = {"x": (0, 0), "b": (1, 1), "bp": (1, 2), "p": (0, 1)}   # (normal, Production Leader)

# A reward is (kind, param, amount); param is "" for plain kinds.
Reward = tuple[str, str, int]


class ComponentError(ValueError):
    """A component file that does not describe a legal Daitoshi set."""


def parse_reward(text: str, where: str, extra: frozenset = frozenset()) -> Reward:
    parts = text.split()
    if not parts:
        raise ComponentError(f"{where}: empty reward")
    kind = parts[0]
    amount = 1
    rest = parts[1:]
    if rest and rest[-1].lstrip("-").isdigit():
        amount = int(rest[-1])
        rest = rest[:-1]
    if amount <= 0:
        raise ComponentError(f"{where}: reward {text!r} needs a positive amount")
    if kind in PARAM_KINDS:
        if len(rest) != 1 or rest[0] not in PARAM_KINDS[kind]:
            raise ComponentError(f"{where}: reward {text!r} needs one of {PARAM_KINDS[kind]}")
        return (kind, rest[0], amount)
    if kind in PLAIN_KINDS or kind in extra:
        if rest:
            raise ComponentError(f"{where}: reward {text!r} takes no parameter")
        return (kind, "", amount)
    raise ComponentError(f"{where}: unknown reward {text!r}")


def _rewards(values, where, extra=frozenset()) -> tuple[Reward, ...]:
    if not isinstance(values, list):
        raise ComponentError(f"{where}: expected a list of rewards")
    return tuple(parse_reward(v, f"{where}[{i}]", extra) for i, v in enumerate(values))


# --- component records -----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DistrictTile:
    id: str
    ring: int                       # 0 inner, 1 middle, 2 outer
    action: str                     # inner only: commit/expand/electrify/trade/wild
    exploit: tuple[str, ...]        # inner only: terrains, "land" = a land of choice
    workers: str                    # inner only: colour or "any"
    workshop: tuple[Reward, ...]
    electrified_workshop: tuple[Reward, ...]
    electrify_cost: int
    electrify: tuple[Reward, ...]   # ("hexes", "", 0) marks where the hexes' rewards go
    hex_spaces: int


@dataclass(frozen=True, slots=True)
class Invention:
    id: str
    quality: str
    mega_machine: str
    left: Reward
    middle: Reward
    vp: int
    basic_marks: tuple[str, str, str]
    improved_marks: tuple[str, str, str]
    progress: tuple[tuple[Reward, ...], ...]   # per space; space 0 is the start

    @property
    def immediate(self) -> tuple[Reward, ...]:
        """COMMIT TO AN INVENTION: its rewards and VP when taken alone."""
        return (self.left, self.middle, ("vp", "", self.vp))

    def production(self, improved: bool, leader: bool) -> tuple[Reward, ...]:
        """PRODUCING: the rewards beside blue ticks, plus pink ones for the Production Leader."""
        found = _READ.get((id(self), improved, leader))
        if found is not None and found[0] is self:
            return found[1]
        marks = self.improved_marks if improved else self.basic_marks
        out = []
        for reward, mark in zip(self.immediate, marks):
            times = MARKS[mark][1 if leader else 0]
            out.extend([reward] * times)
        made = tuple(out)
        _READ[id(self), improved, leader] = (self, made)
        return made

    def index_of(self, kind: str) -> int:
        """The first Progress space with an icon of `kind`, or -1."""
        found = _READ.get((id(self), kind))
        if found is not None and found[0] is self:
            return found[1]
        at = -1
        for i, space in enumerate(self.progress):
            if any(r[0] == kind for r in space):
                at = i
                break
        _READ[id(self), kind] = (self, at)
        return at


#: what an Invention's printed card says, read once: (id of the card, question) -> (the card, its
#: answer). A playout asks a card's production at every activation and its Mega-Machine space at
#: every Contribute; the card is kept with its answer, so an id reused by a new card misses.
_READ: dict = {}


@dataclass(frozen=True, slots=True)
class City:
    id: str
    condition: str
    effect: tuple[Reward, ...]
    steam: int
    trade: tuple[Reward, ...]


@dataclass(frozen=True, slots=True)
class MegaMachine:
    id: str
    number: int
    workshop: tuple[Reward, ...]
    spaces: tuple[tuple[Reward, ...], ...]
    links: tuple[tuple[int, ...], ...]
    block: dict


@dataclass(frozen=True, slots=True)
class Track:
    name: str
    spaces: int
    empty_leading: dict
    stacks: dict
    vp: tuple[int, ...]
    penalty: tuple[int, ...]
    temple_penalty: int


@dataclass(frozen=True)
class Components:
    board: dict
    factory: dict
    tiles: dict                 # id -> DistrictTile
    inventions: dict            # id -> Invention
    cities: dict                # id -> City
    mega_machines: dict         # id -> MegaMachine
    upgrades: dict              # id -> rewards
    tracks: tuple[Track, ...]   # in TERRAINS order
    prestige_track: tuple[tuple[Reward, ...], ...]
    worm_bus_rail: tuple[tuple[Reward, ...], ...]
    exploit_reward: tuple[tuple[Reward, ...], ...]    # per terrain
    conflict_reward: tuple[tuple[Reward, ...], ...]   # per terrain
    operation_of_terrain: tuple[int, ...]             # terrain index -> operation tile index
    arrows: tuple[str, ...]

    def of_quality(self, quality: str) -> list[str]:
        return sorted(i for i, inv in self.inventions.items() if inv.quality == quality)


# --- loading -----------------------------------------------------------------------------------

def _read(folder: Path, name: str) -> tuple[dict, str]:
    return read_toml(folder / name, ComponentError), name


def _need(table: dict, key: str, where: str):
    if key not in table:
        raise ComponentError(f"{where}: missing {key!r}")
    return table[key]


def _count(items, expected: int, where: str) -> None:
    if len(items) != expected:
        raise ComponentError(f"{where}: expected {expected}, found {len(items)}")


def _unique(entries: list[dict], where: str) -> None:
    seen = set()
    for e in entries:
        if e.get("id") in seen:
            raise ComponentError(f"{where}: duplicate id {e.get('id')!r}")
        seen.add(e.get("id"))


def _load_tiles(folder: Path) -> dict:
    data, name = _read(folder, "districts.toml")
    entries = _need(data, "tile", name)
    _count(entries, 15, f"{name} tiles")
    _unique(entries, name)
    tiles = {}
    for e in entries:
        where = f"{name} tile {e.get('id')!r}"
        ring = _need(e, "ring", where)
        if ring not in RINGS:
            raise ComponentError(f"{where}: unknown ring {ring!r}")
        r = RINGS.index(ring)
        cost = _need(e, "electrify_cost", where)
        if cost not in (2, 3, 4):   # ELECTRIFY A DISTRICT: 2, 3 or 4 energy
            raise ComponentError(f"{where}: bad electrify_cost {cost!r} (2, 3 or 4)")
        elec = []
        for i, text in enumerate(_need(e, "electrify", where)):
            elec.append(("hexes", "", 0) if text == "hexes"
                        else parse_reward(text, f"{where} electrify[{i}]"))
        if not any(x[0] == "prestige" for x in elec) or len(elec) < 2:
            # ELECTRIFY A DISTRICT 1: "always ... at least 1 Prestige plus 1 other reward"
            raise ComponentError(f"{where}: electrify needs 1 Prestige plus another reward")
        action, exploit, workers, hexes = "", (), "", e.get("hex_spaces", 0)
        if r == 0:
            action = _need(e, "action", where)
            if action not in ("wild", "commit", "expand", "electrify", "trade"):
                raise ComponentError(f"{where}: unknown action {action!r}")
            exploit = tuple(_need(e, "exploit", where))
            for t in exploit:
                if t not in TERRAINS + ("land",):
                    raise ComponentError(f"{where}: unknown exploit {t!r}")
            workers = _need(e, "workers", where)
            if workers not in COLOURS + ("any",):
                raise ComponentError(f"{where}: unknown workers {workers!r}")
        if hexes != r:   # GAPS: 1 Middle, 2 Outer hex spaces (EXPAND A DISTRICT 3)
            raise ComponentError(f"{where}: a {ring} tile has {r} hex spaces, not {hexes!r}")
        tiles[e["id"]] = DistrictTile(
            e["id"], r, action, exploit, workers,
            _rewards(_need(e, "workshop", where), f"{where} workshop"),
            _rewards(_need(e, "electrified_workshop", where), f"{where} electrified_workshop"),
            cost, tuple(elec), hexes)
    for r, ring in enumerate(RINGS):
        _count([t for t in tiles.values() if t.ring == r], 5, f"{name} {ring} tiles")
    inner = [t for t in tiles.values() if t.ring == 0]
    if sorted(t.action for t in inner) != sorted(("wild", "commit", "expand", "electrify", "trade")):
        raise ComponentError(f"{name}: the 5 inner tiles need the Town Hall and the 4 actions")
    return tiles


def _load_inventions(folder: Path) -> dict:
    data, name = _read(folder, "inventions.toml")
    entries = _need(data, "invention", name)
    _count(entries, 100, f"{name} inventions")
    _unique(entries, name)
    out = {}
    for e in entries:
        where = f"{name} invention {e.get('id')!r}"
        q = _need(e, "quality", where)
        if q not in QUALITIES:
            raise ComponentError(f"{where}: unknown quality {q!r}")
        vp = _need(e, "vp", where)
        if not isinstance(vp, int) or vp < 0:
            raise ComponentError(f"{where}: bad vp {vp!r}")
        marks = []
        for key in ("basic_marks", "improved_marks"):
            m = tuple(_need(e, key, where))
            if len(m) != 3 or any(x not in MARKS for x in m):
                raise ComponentError(f"{where}: {key} needs 3 of {sorted(MARKS)}")
            marks.append(m)
        progress = []
        for i, text in enumerate(_need(e, "progress", where)):
            progress.append(() if text == "" else (
                parse_reward(text, f"{where} progress[{i}]", PROGRESS_ONLY),))
        if len(progress) < 3 or progress[0]:
            raise ComponentError(f"{where}: progress needs an empty start and 2+ spaces")
        kinds = [r[0][0] for r in progress if r]
        if q == "university" and "mm_ready" in kinds:
            # CONTRIBUTE: University Inventions can never be donated.
            raise ComponentError(f"{where}: a University Invention cannot be Mega-Machine-ready")
        mm = e.get("mega_machine", "")
        if (q == "university") != bool(mm):
            raise ComponentError(f"{where}: mega_machine is for University Inventions only")
        out[e["id"]] = Invention(
            e["id"], q, mm, parse_reward(_need(e, "left", where), f"{where} left"),
            parse_reward(_need(e, "middle", where), f"{where} middle"), vp,
            marks[0], marks[1], tuple(progress))
    counts = {"basic": 4, "ordinary": 20, "innovative": 32, "brilliant": 20, "university": 24}
    for q, n in counts.items():   # COMPONENTS
        _count([i for i in out.values() if i.quality == q], n, f"{name} {q} inventions")
    middles = sorted(i.middle[0] for i in out.values() if i.quality == "basic")
    if middles != sorted(RESOURCES):   # SETUP 23: the middle resource picks the district
        raise ComponentError(f"{name}: the 4 basic inventions need one middle resource each")
    return out


def _load_cities(folder: Path) -> dict:
    data, name = _read(folder, "cities.toml")
    entries = _need(data, "city", name)
    _count(entries, 18, f"{name} cities")
    _unique(entries, name)
    out = {}
    for e in entries:
        where = f"{name} city {e.get('id')!r}"
        cond = _need(e, "condition", where)
        if cond not in CONDITIONS:
            raise ComponentError(f"{where}: unknown condition {cond!r}")
        steam = _need(e, "steam", where)
        if not isinstance(steam, int) or not 0 <= steam <= 9:
            raise ComponentError(f"{where}: bad steam cost {steam!r}")
        trade = _rewards(_need(e, "trade", where), f"{where} trade", TRADE_ONLY)
        _count(trade, 5, f"{where} trade rewards")
        out[e["id"]] = City(e["id"], cond, _rewards(_need(e, "effect", where), f"{where} effect"),
                            steam, trade)
    return out


def _load_mega(folder: Path) -> tuple[dict, dict]:
    data, name = _read(folder, "mega_machines.toml")
    entries = _need(data, "mega_machine", name)
    _count(entries, 4, f"{name} mega_machines")
    _unique(entries, name)
    machines = {}
    for e in entries:
        where = f"{name} mega_machine {e.get('id')!r}"
        spaces = tuple(_rewards(s, f"{where} spaces[{i}]")
                       for i, s in enumerate(_need(e, "spaces", where)))
        _count(spaces, 6, f"{where} spaces")
        links = tuple(tuple(x) for x in _need(e, "links", where))
        _count(links, 3, f"{where} links")
        for link in links:
            if not link or any(not 0 <= s < len(spaces) for s in link):
                raise ComponentError(f"{where}: bad link {list(link)}")
        block = {int(k): tuple(v) for k, v in _need(e, "block", where).items()}
        if len(block.get(2, ())) != 2 or len(block.get(3, ())) != 1:
            # SETUP 10: the 2-player tile covers two spaces, the 3-player tile one.
            raise ComponentError(f"{where}: block needs 2 spaces at 2 players, 1 at 3")
        machines[e["id"]] = MegaMachine(e["id"], _need(e, "number", where),
                                        _rewards(_need(e, "workshop", where), f"{where} workshop"),
                                        spaces, links, block)
    ups = _need(data, "upgrade", name)
    _count(ups, 3, f"{name} upgrades")
    _unique(ups, name)
    upgrades = {u["id"]: _rewards(_need(u, "reward", f"{name} upgrade {u.get('id')!r}"),
                                  f"{name} upgrade {u['id']!r}") for u in ups}
    return machines, upgrades


def _load_board(folder: Path) -> tuple[dict, tuple, tuple, tuple]:
    data, name = _read(folder, "board.toml")
    if _need(data, "districts", name) != 5:
        raise ComponentError(f"{name}: districts must be 5")
    for key in ("middle_expand_cost", "outer_expand_cost"):
        costs = _need(data, key, name)
        _count(costs, 5, f"{name} {key}")
        for c in costs:
            if c not in (2, 4):   # EXPAND A DISTRICT 1: "either 2 or 4"
                raise ComponentError(f"{name} {key}: bad cost {c!r} (2 or 4)")
    market = _need(data, "market", name)
    if market != {"ordinary": 2, "innovative": 2, "brilliant": 1}:
        raise ComponentError(f"{name} market: expected 2 ordinary, 2 innovative, 1 brilliant")
    tracks = []
    wild = _need(data, "wilderness", name)
    for t in TERRAINS:
        where = f"{name} wilderness.{t}"
        e = _need(wild, t, where)
        n = _need(e, "spaces", where)
        vp = tuple(_need(e, "vp", where))
        _count(vp, n, f"{where} vp")
        penalty = tuple(e.get("penalty", ()))
        if t == "river":
            _count(penalty, n, f"{where} penalty")
        empty = {int(k): v for k, v in _need(e, "empty_leading", where).items()}
        stacks = {int(k): tuple(v) for k, v in _need(e, "stacks", where).items()}
        for p in (1, 2, 3, 4):
            if p not in empty or p not in stacks:
                raise ComponentError(f"{where}: needs empty_leading and stacks for {p} players")
            if empty[p] >= n - 2 or any(not empty[p] <= s < n for s in stacks[p]):
                raise ComponentError(f"{where}: bad layout for {p} players")
        tracks.append(Track(t, n, empty, stacks, vp, penalty, e.get("temple_penalty", 0)))
    prestige = tuple(() if s == "" else (parse_reward(s, f"{name} prestige_track[{i}]"),)
                     for i, s in enumerate(_need(data, "prestige_track", name)["spaces"]))
    rail = tuple(() if s == "" else (parse_reward(s, f"{name} worm_bus_rail[{i}]"),)
                 for i, s in enumerate(_need(data, "worm_bus_rail", name)["spaces"]))
    return data, tuple(tracks), prestige, rail


def _load_factory(folder: Path) -> dict:
    data, name = _read(folder, "factory.toml")
    for key, n in (("building_steam", 3), ("conflict_building_steam", 3), ("reputation_vp", 4)):
        _count(_need(data, key, name), n, f"{name} {key}")
    engine = _need(data, "steam_engine", name)
    arrows = tuple(_need(engine, "arrows", f"{name} steam_engine"))
    _count(arrows, engine["max"] - engine["min"] + 1, f"{name} steam_engine arrows")
    for a in arrows:
        if a not in ("up", "down", "both"):
            raise ComponentError(f"{name} steam_engine: unknown arrow {a!r}")
    ops = _need(data, "operation_tiles", name)
    if sorted(ops) != sorted(TERRAINS) or sorted(ops.values()) != sorted(OPERATIONS):
        raise ComponentError(f"{name} operation_tiles: each terrain flips one distinct tile")
    return data


@lru_cache(maxsize=4)
def load(folder: str | None = None) -> Components:
    """The whole set, from `levels/daitoshi` (or another folder, for tests)."""
    path = Path(folder) if folder else resource_path("levels", "daitoshi")
    board, tracks, prestige, rail = _load_board(path)
    factory = _load_factory(path)
    machines, upgrades = _load_mega(path)
    inventions = _load_inventions(path)
    for m in machines.values():
        _count([i for i in inventions.values() if i.mega_machine == m.id], 6,
               f"inventions.toml University Inventions of {m.id!r}")
    exploit, conflict = [], []
    for t in TERRAINS:
        where = f"factory.toml exploit.{t}"
        e = _need(_need(factory, "exploit", "factory.toml"), t, where)
        exploit.append(_rewards(_need(e, "reward", where), f"{where} reward"))
        conflict.append(_rewards(_need(e, "conflict", where), f"{where} conflict"))
    ops = factory["operation_tiles"]
    return Components(
        board, factory, _load_tiles(path), inventions, _load_cities(path), machines, upgrades,
        tracks, prestige, rail, tuple(exploit), tuple(conflict),
        tuple(OPERATIONS.index(ops[t]) for t in TERRAINS), tuple(factory["steam_engine"]["arrows"]))
