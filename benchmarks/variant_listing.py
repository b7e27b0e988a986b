"""Listing the player's variants with one ~4 MB variant file in the folder (issue 35).

    python benchmarks/variant_listing.py [--mb 4] [--repeat 2]

Makes a temporary variants folder holding one valid CABO variant file of about `--mb` MB (a
short variant and a long comment: the parser still reads every byte), then lists it as the
Rules screen does (the variants of every game at the table) `--repeat` times and prints how long
each listing took. The first listing parses the file; the later ones should find it unchanged
and not parse it again. Reads and writes only the files it makes itself.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

HEAD = "extends: official\nname: big\ntitle: A very long file\n"
COMMENT_LINE = "# " + "x" * 76 + "\n"


def write_big_variant(folder: Path, megabytes: float) -> Path:
    """A valid variant padded with comment lines to about `megabytes` MB (under the 4 MiB cap)."""
    path = folder / "big.yaml"
    lines = int((megabytes * 1_000_000 - len(HEAD)) // len(COMMENT_LINE))
    path.write_text(HEAD + COMMENT_LINE * lines, encoding="utf-8")
    return path


def list_like_the_rules_screen(folder: Path) -> int:
    """Every table game's variants, built-ins and the folder's files; the number of usable ones."""
    from cabo_desktop.core.variant_files import variant_entries
    from cabo_desktop.games import get_game, table_game_names

    return sum(entry.ok for name in table_game_names() for entry in variant_entries(get_game(name), folder))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, default=4.0, help="size of the big variant file in MB (at most 4.19)")
    parser.add_argument("--repeat", type=int, default=2, help="how many listings to time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cabo-variants-") as tmp:
        folder = Path(tmp)
        path = write_big_variant(folder, args.mb)
        print(f"variant file: {path.stat().st_size:,} bytes; games listed: every game at the table")
        for number in range(1, args.repeat + 1):
            start = time.perf_counter()
            usable = list_like_the_rules_screen(folder)
            print(f"listing {number}: {(time.perf_counter() - start) * 1000:.1f} ms ({usable} usable variants)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
