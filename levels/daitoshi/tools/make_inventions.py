"""Writes levels/daitoshi/inventions.toml: the 100 Invention tiles (reconstructed; NOTES.md).

The rulebook lost every Invention face, so the tiles are built from fixed patterns below (no
randomness) and then kept as data: the rules read only the TOML. Rerun after editing a pattern:
    python levels/daitoshi/tools/make_inventions.py
A few tiles are written by hand so that the rulebook's worked examples can be set up exactly.
"""

from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "inventions.toml"

# Hand-written tiles (rulebook worked examples).
FIXED = [
    # THE PRODUCTION TURN example: the green player's basic Invention (wealth with a pink tick,
    # food and 1 VP with blue ticks).
    dict(id="basic_food", quality="basic", left="wealth 1", middle="food 1", vp=1,
         basic=("bp", "b", "b"), improved=("bp", "bp", "b"),
         progress=("", "upgrade", "wealth 1", "mm_ready", "score", "score_twice")),
    dict(id="basic_energy", quality="basic", left="wealth 1", middle="energy 1", vp=1,
         basic=("bp", "b", "b"), improved=("bp", "bp", "b"),
         progress=("", "wealth 1", "upgrade", "mm_ready", "score", "score_twice")),
    dict(id="basic_materials", quality="basic", left="wealth 1", middle="materials 1", vp=1,
         basic=("bp", "b", "b"), improved=("bp", "bp", "b"),
         progress=("", "upgrade", "give_back 1", "mm_ready", "score", "score_twice")),
    dict(id="basic_luxury", quality="basic", left="wealth 1", middle="luxury 1", vp=1,
         basic=("bp", "b", "b"), improved=("bp", "bp", "b"),
         progress=("", "steam 2", "upgrade", "mm_ready", "score", "score_twice")),
    # Production example: the middle building's Invention (Forest Pilgrim with a pink tick).
    dict(id="ordinary_01", quality="ordinary", left="pilgrim forest 1", middle="food 1", vp=1,
         basic=("bp", "x", "x"), improved=("bp", "b", "b"),
         progress=("", "wealth 1", "upgrade", "mm_ready", "score")),
    # Production example: the second floor's Invention (1 energy with a blue tick).
    dict(id="ordinary_02", quality="ordinary", left="energy 1", middle="wealth 1", vp=1,
         basic=("b", "x", "x"), improved=("bp", "b", "b"),
         progress=("", "upgrade", "energy 1", "mm_ready", "score")),
    # COMMIT TO AN INVENTION example: the Brilliant Invention (1 food, 1 Pilgrim of choice, 3 VP).
    dict(id="brilliant_01", quality="brilliant", left="food 1", middle="pilgrim any 1", vp=3,
         basic=("bp", "b", "b"), improved=("bp", "bp", "b"),
         progress=("", "vp 1", "upgrade", "mm_ready", "wealth 1", "score", "score_twice")),
]

LEFTS = ["wealth 1", "food 1", "energy 1", "materials 1", "luxury 1", "steam 2", "water 2",
         "coal 1", "worm_bus 2", "food 1", "energy 1", "materials 1", "luxury 1"]
MIDDLES = ["food 1", "energy 1", "materials 1", "luxury 1", "pilgrim any 1", "pilgrim forest 1",
           "pilgrim mountain 1", "pilgrim underground 1", "pilgrim river 1", "worker any 1",
           "prestige 1", "reputation 1", "give_back 1", "wealth 1", "worm_bus 1"]
TRACKS = {
    "ordinary": [
        ("", "wealth 1", "upgrade", "mm_ready", "score"),
        ("", "upgrade", "food 1", "mm_ready", "score"),
        ("", "give_back 1", "upgrade", "mm_ready", "score"),
        ("", "upgrade", "mm_ready", "steam 2", "score"),
    ],
    "innovative": [
        ("", "upgrade", "steam 2", "mm_ready", "give_back 1", "score"),
        ("", "wealth 1", "upgrade", "mm_ready", "vp 1", "score"),
        ("", "upgrade", "mm_ready", "energy 1", "score", "score_twice"),
        ("", "materials 1", "upgrade", "give_back 1", "mm_ready", "score"),
    ],
    "brilliant": [
        ("", "vp 1", "upgrade", "mm_ready", "wealth 1", "score", "score_twice"),
        ("", "upgrade", "give_back 1", "mm_ready", "prestige 1", "score", "score_twice"),
        ("", "upgrade", "mm_ready", "steam 3", "give_back 1", "score", "score_twice"),
    ],
    "university": [
        ("", "upgrade", "vp 2", "give_back 1", "score", "score_twice"),
        ("", "wealth 1", "upgrade", "reputation 1", "score", "score_twice"),
        ("", "upgrade", "prestige 1", "score", "give_back 1", "score_twice"),
    ],
}
# Every production turn pays each of a full Factory's Inventions their VP icon, so the tiles' VP
# set the game's score scale: a University tile's VP is produced once even for the Production
# Leader (a blue tick, no pink), as on the other qualities (NOTES.md, "The score scale").
MARKS = {  # (basic position marks, improved position marks) for (left, middle, VP)
    "ordinary": (("b", "x", "x"), ("bp", "b", "b")),
    "innovative": (("b", "b", "x"), ("bp", "b", "b")),
    "brilliant": (("bp", "b", "b"), ("bp", "bp", "b")),
    "university": (("bp", "b", "b"), ("bp", "bp", "b")),
}
VPS = {"ordinary": (1,), "innovative": (1, 2), "brilliant": (2, 3, 3), "university": (3, 4)}
COUNTS = {"ordinary": 20, "innovative": 32, "brilliant": 20}
MEGA_MACHINES = ("reputation", "prestige", "pilgrim", "conflict")


def _double(reward: str) -> str:
    kind, *rest = reward.split()
    if kind in ("food", "energy", "materials", "luxury", "water", "steam", "worm_bus"):
        return f"{kind} {int(rest[-1]) + 1}"
    return reward


def generated():
    tiles = []
    fixed_ids = {t["id"] for t in FIXED}
    n = 0
    for quality, count in COUNTS.items():
        for i in range(1, count + 1):
            tid = f"{quality}_{i:02d}"
            if tid in fixed_ids:
                continue
            n += 1
            left = LEFTS[(n * 5 + i) % len(LEFTS)]
            middle = MIDDLES[(n * 7 + 3 * i) % len(MIDDLES)]
            if quality != "ordinary" and i % 2 == 0:
                left = _double(left)
            basic, improved = MARKS[quality]
            tiles.append(dict(id=tid, quality=quality, left=left, middle=middle,
                              vp=VPS[quality][i % len(VPS[quality])], basic=basic,
                              improved=improved,
                              progress=TRACKS[quality][i % len(TRACKS[quality])]))
    for m, machine in enumerate(MEGA_MACHINES):
        for i in range(1, 7):
            n += 1
            tiles.append(dict(id=f"university_{machine}_{i}", quality="university",
                              mega_machine=machine,
                              left=_double(LEFTS[(n * 3 + m) % len(LEFTS)]),
                              middle=MIDDLES[(n * 5 + i) % len(MIDDLES)],
                              vp=VPS["university"][i % 2], basic=MARKS["university"][0],
                              improved=MARKS["university"][1],
                              progress=TRACKS["university"][(i + m) % 3]))
    return tiles


def _q(values):
    return "[" + ", ".join(f'"{v}"' for v in values) + "]"


def main():
    lines = ["# The 100 Invention tiles. Reconstructed (see NOTES.md, 'Inventions');",
             "# written by tools/make_inventions.py. Marks: b = blue tick, bp = blue and pink,",
             "# p = pink only, x = X. progress[0] is the starting space.", ""]
    for t in FIXED + generated():
        lines.append("[[invention]]")
        lines.append(f'id = "{t["id"]}"')
        lines.append(f'quality = "{t["quality"]}"')
        if "mega_machine" in t:
            lines.append(f'mega_machine = "{t["mega_machine"]}"')
        lines.append(f'left = "{t["left"]}"')
        lines.append(f'middle = "{t["middle"]}"')
        lines.append(f'vp = {t["vp"]}')
        lines.append(f'basic_marks = {_q(t["basic"])}')
        lines.append(f'improved_marks = {_q(t["improved"])}')
        lines.append(f'progress = {_q(t["progress"])}')
        lines.append("")
    OUT.write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
