"""Fidelity of imported Live Activities (issue #24): do the rendered PNGs show what a person would read?

For one entry (a directory with expected.json, see docs/SWIFTUI.md › Fidelity) this module
  * OCRs the Lock Screen and expanded-island PNGs with tesseract (after making the text dark on light),
  * scores every expected string: read when the normalised OCR text contains the normalised string
    (case, whitespace, punctuation and the usual OCR confusions folded; a few edits allowed in long
    strings); a "timer" string is read when any clock-like text (H:MM, H:MM:SS, M:SS, "5 min") is,
  * says whether a card is blank: the source shows text there but the PNG shows none a person could
    read (definition in `blank_card`).
Standard library only (a PNG decoder included); Pillow is used for speed when it is installed.

  python3 scripts/lib/fidelity.py score ENTRY_DIR --lock LOCK.png --expanded EXPANDED.png [--import-json F]
  python3 scripts/lib/fidelity.py blank PNG [EXPECTED_TEXT…]     (the blank-card check alone)
  python3 scripts/lib/fidelity.py ocr PNG [--langs eng]
"""
from __future__ import annotations

import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import unicodedata
import zlib
from typing import Dict, List, Optional, Sequence, Tuple

# ---------------------------------------------------------------------------------------------
# Normalisation and matching

# Characters OCR confuses with each other, folded to one representative on both sides (the
# expected string and the OCR text), so "O" read for "0" or "l" for "1" still matches. Only
# confusions seen from tesseract on Inter at @3x are folded; each costs a little precision.
_CONFUSIONS = str.maketrans({
    "0": "o", "1": "l", "i": "l", "|": "l", "!": "l", "5": "s", "8": "b", "$": "s",
    "\u00a0": " ", "\u2007": " ", "\u2009": " ", "\u202f": " ",
})
# Typographic variants folded before anything else.
_TYPO = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
    "\u2212": "-", "\u2026": "...", "\u00b7": ".", "\u2022": ".",
})


def _fold(text: str, gaps: Optional[List[bool]] = None) -> Tuple[str, str]:
    """(folded, original): the matching form of text and, character for character, what each
    folded character was before the OCR confusions were folded (to tell digits at boundaries).
    When `gaps` is given it receives, per folded character, whether whitespace or punctuation
    stood before it in the text."""
    t = unicodedata.normalize("NFKC", text).translate(_TYPO).lower()
    folded, original, gap = [], [], False
    for ch in t:
        f = ch.translate(_CONFUSIONS)
        if f and unicodedata.category(f[0])[0] in "LN":
            folded.append(f[0])
            original.append(ch)
            if gaps is not None:
                gaps.append(gap)
            gap = False
        else:
            gap = True
    return "".join(folded), "".join(original)


def normalise(text: str) -> str:
    """Case-, width-, whitespace- and punctuation-folded form used for matching.

    Keeps letters and digits of every script (CJK included), drops whitespace and punctuation
    (OCR adds and drops both freely) and folds the common OCR confusions (0/O, 1/l/I/|, 5/S, 8/B)."""
    return _fold(text)[0]


def allowed_edits(n: int) -> int:
    """Edits tolerated when finding a normalised expected string of length n: none below 8
    characters (short strings — numbers, names — must be exact), then one per 8 characters."""
    return 0 if n < 8 else n // 8


def _min_substring_distance(pattern: str, text: str) -> int:
    """Smallest edit distance between pattern and any substring of text (Sellers' algorithm)."""
    if not pattern:
        return 0
    prev = [0] * (len(text) + 1)
    for i, pc in enumerate(pattern, 1):
        cur = [i] + [0] * len(text)
        for j, tc in enumerate(text, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (pc != tc))
        prev = cur
    return min(prev)


def _bounded_find(expected: str, ocr_text: str) -> bool:
    """The folded expected string occurs in the folded OCR text, and a number at either end of it
    is not part of a longer number there ("Order 12" is not read from "Order 1234"; a number
    followed by another after a space is fine: "#1231231 10 N")."""
    p, po = _fold(expected)
    gaps: List[bool] = []
    t, to = _fold(ocr_text, gaps)
    i = t.find(p)
    while i >= 0:
        j = i + len(p)
        if not ((po[-1].isdigit() and j < len(to) and to[j].isdigit() and not gaps[j])
                or (po[0].isdigit() and i > 0 and to[i - 1].isdigit() and not gaps[i])):
            return True
        i = t.find(p, i + 1)
    return False


def contains(ocr_text: str, expected: str) -> bool:
    """Whether the OCR text shows the expected string, after normalisation. A string of one or
    two letters/digits ("A", "L", "12") must be a word of its own in the OCR text: as a substring
    it would be found in almost any text."""
    p, t = normalise(expected), normalise(ocr_text)
    if not p:
        return False
    if len(p) <= 2:
        return p in set(_words(ocr_text))
    if _bounded_find(expected, ocr_text):
        return True
    k = allowed_edits(len(p))
    if k > 0 and _min_substring_distance(p, t) <= k:
        return True
    return wrapped(ocr_text, expected)


def _words(text: str) -> List[str]:
    return [w for w in (normalise(x) for x in re.split(r"[\s/|,;:()\[\]]+", text)) if w]


def wrapped(ocr_text: str, expected: str) -> bool:
    """A string of several words wrapped over lines, which tesseract may read in another order
    when columns sit side by side ("L: Dynamic" / "String Value" beside the centre region): read
    when every one of its words is in the OCR text (a word of one or two characters as a word of
    its own, longer ones with the same edit allowance as whole strings)."""
    words = _words(expected)
    if len(words) < 2:
        return False
    t, tokens = normalise(ocr_text), set(_words(ocr_text))
    for w in words:
        if len(w) <= 2:
            if w not in tokens:
                return False
        elif w not in t and not (allowed_edits(len(w)) and _min_substring_distance(w, t) <= allowed_edits(len(w))):
            return False
    return True


# Clock-like text: 1:05, 12:34, 1:02:03, 0:09 (OCR may read ":" as "." or ";"), and relative
# phrases iOS prints for `.relative` / `.timer` styles ("5 min", "in 3 hr", "2 sec").
_TIME_RE = re.compile(
    r"(?<![0-9])[0-9OoIl]{1,6}\s?[:;.]\s?[0-9Oo]{2}(\s?[:;.]\s?[0-9Oo]{2})?(?![0-9])"
    r"|\b\d+\s?(?:min|mins|minutes?|sec|secs|seconds?|hr|hrs|hours?|h|m|s)\b",
    re.IGNORECASE)


# Separates the readings of one card in the OCR text (each reading sees the same text again).
PASS_SEPARATOR = "\n\f\n"


def time_like_count(ocr_text: str) -> int:
    """Clock-like strings in the text: the most any one reading found (readings of the same card
    are not added up, or a single timer read three times would stand for three)."""
    return max(len(_TIME_RE.findall(part)) for part in ocr_text.split(PASS_SEPARATOR))


def scorable(item: Dict) -> bool:
    """A timer is always scorable; a literal/value only when it has a letter or digit to read
    (emoji and symbols alone are not something OCR can confirm; they are listed, not scored)."""
    return item.get("kind") == "timer" or bool(normalise(item["text"]))


def score(items: Sequence[Dict], ocr_text: str) -> List[Dict]:
    """One result per expected item: {"text", "kind", "read": bool} (read None = not scorable).

    Repeated expectations need repeated evidence: the k-th timer is read only when one reading
    holds k clock-like strings, the k-th copy of a literal only when it occurs k times in one."""
    results, timers_seen, copies = [], 0, {}
    clocks = time_like_count(ocr_text)
    passes = [normalise(part) for part in ocr_text.split(PASS_SEPARATOR)]
    for item in items:
        r = {"text": item["text"], "kind": item.get("kind", "literal")}
        if not scorable(item):
            r["read"] = None
        elif r["kind"] == "timer":
            timers_seen += 1
            r["read"] = timers_seen <= clocks
        else:
            p = normalise(item["text"])
            copies[p] = copies.get(p, 0) + 1
            r["read"] = contains(ocr_text, item["text"]) and (
                copies[p] == 1 or max(t.count(p) for t in passes) >= copies[p])
        results.append(r)
    return results


# ---------------------------------------------------------------------------------------------
# Pixels

def decode_png(path: str, use_pil: bool = True) -> Tuple[int, int, List[List[Tuple[int, int, int, int]]]]:
    """(width, height, rows of RGBA tuples) of an 8-bit PNG (RGB, RGBA, grey, grey+alpha)."""
    try:
        if not use_pil:
            raise ImportError
        from PIL import Image  # fast path when Pillow is installed
        im = Image.open(path).convert("RGBA")
        w, h = im.size
        raw = im.tobytes()
        px = list(zip(raw[0::4], raw[1::4], raw[2::4], raw[3::4]))
        return w, h, [px[y * w:(y + 1) * w] for y in range(h)]
    except ImportError:
        pass
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if ctype == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", chunk[:10])
            if depth != 8 or color not in (0, 2, 4, 6) or chunk[12] != 0:
                raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour type {color}, interlace)")
            channels = {0: 1, 2: 3, 4: 2, 6: 4}[color]
        elif ctype == b"IDAT":
            idat += chunk
        elif ctype == b"IEND":
            break
        pos += 12 + length
    if width is None:
        raise ValueError(f"{path}: PNG without IHDR")
    raw, stride, bpp = zlib.decompress(idat), width * channels, channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 0xFF
            elif f == 2:
                line[i] = (line[i] + b) & 0xFF
            elif f == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 0xFF
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        prev = line
        px = []
        for x in range(width):
            v = line[x * bpp:(x + 1) * bpp]
            if channels == 1:
                px.append((v[0], v[0], v[0], 255))
            elif channels == 2:
                px.append((v[0], v[0], v[0], v[1]))
            elif channels == 3:
                px.append((v[0], v[1], v[2], 255))
            else:
                px.append((v[0], v[1], v[2], v[3]))
        rows.append(px)
    return width, height, rows


def encode_png(path: str, rows: Sequence[Sequence[Tuple[int, int, int]]]) -> None:
    """Writes an 8-bit RGB PNG (for synthetic test cards)."""
    h, w = len(rows), len(rows[0])
    raw = b"".join(b"\0" + bytes(c for px in row for c in px[:3]) for row in rows)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def _linear(c: int) -> float:
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


_LIN = [_linear(i) for i in range(256)]


def relative_luminance(rgb: Tuple[int, int, int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    return 0.2126 * _LIN[rgb[0]] + 0.7152 * _LIN[rgb[1]] + 0.0722 * _LIN[rgb[2]]


def contrast_ratio(l1: float, l2: float) -> float:
    hi, lo = max(l1, l2), min(l1, l2)
    return (hi + 0.05) / (lo + 0.05)


# A pixel is "ink" when its WCAG contrast against the card's dominant colour is at least this:
# 1.5:1 is well below what text needs to be legible (3:1 for large text) — a pixel under it is
# hard to see as different from the background at all.
INK_CONTRAST = 1.5
# A card with less ink than this share of its (opaque) pixels shows nothing a person could read:
# one short 15 pt word on a 371×84 pt card at @3x covers about 0.3 %.
MIN_INK_FRACTION = 0.001
# A word a person could read: at least this many letters or digits in a row (OCR turns shapes
# and "…" into stray single characters, which are not words).
MIN_WORD_CHARS = 2


def in_card(x: int, y: int, w: int, h: int, inset: int, radius: int) -> bool:
    """Whether pixel (x, y) of a w×h crop lies inside the card: the rounded rectangle inset by
    `inset` px with corner radius `radius` px (`screenshot --crop` keeps 8 pt of the screen
    around the card; a few pixels more are dropped so the anti-aliased edge is not counted)."""
    x0, y0, x1, y1 = inset, inset, w - 1 - inset, h - 1 - inset
    if x < x0 or x > x1 or y < y0 or y > y1:
        return False
    r = min(radius, (x1 - x0) // 2, (y1 - y0) // 2)
    cx = x0 + r if x < x0 + r else x1 - r if x > x1 - r else x
    cy = y0 + r if y < y0 + r else y1 - r if y > y1 - r else y
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def card_metrics(path: str, inset: int = 0, radius: int = 0) -> Dict:
    """Dominant colour (most common 5-bit-per-channel bin among the card's opaque pixels, mean of
    its members), share of those pixels that are ink against it, and the size."""
    w, h, rows = decode_png(path)
    bins: Dict[int, List[int]] = {}
    opaque = []
    for y, row in enumerate(rows):
        for x, (r, g, b, a) in enumerate(row):
            if a < 128 or ((inset or radius) and not in_card(x, y, w, h, inset, radius)):
                continue   # outside the card: the screen around it, transparent corners
            opaque.append((r, g, b))
            k = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
            e = bins.get(k)
            if e is None:
                bins[k] = [1, r, g, b]
            else:
                e[0] += 1; e[1] += r; e[2] += g; e[3] += b
    if not opaque:
        return {"width": w, "height": h, "dominant": None, "inkFraction": 0.0, "opaquePixels": 0}
    n, sr, sg, sb = max(bins.values(), key=lambda e: e[0])
    dom = (round(sr / n), round(sg / n), round(sb / n))
    ld = relative_luminance(dom)
    lum_cache: Dict[Tuple[int, int, int], bool] = {}
    ink = 0
    for px in opaque:
        v = lum_cache.get(px)
        if v is None:
            v = contrast_ratio(relative_luminance(px), ld) >= INK_CONTRAST
            lum_cache[px] = v
        ink += v
    return {"width": w, "height": h, "dominant": "#%02x%02x%02x" % dom,
            "inkFraction": ink / len(opaque), "opaquePixels": len(opaque)}


def legible_words(ocr_text: str) -> int:
    """Words of at least MIN_WORD_CHARS letters or digits in the OCR text."""
    return sum(1 for w in re.split(r"\s+", ocr_text)
               if sum(1 for ch in w if unicodedata.category(ch)[0] in "LN") >= MIN_WORD_CHARS)


def blank_card(metrics: Dict, ocr_text: str, results: Sequence[Dict]) -> Tuple[bool, str]:
    """A card is blank when the source shows text on it (at least one scorable expected string)
    and the PNG shows none a person could read:
      (a) "no ink": under MIN_INK_FRACTION of its opaque pixels differ from its dominant colour
          by INK_CONTRAST or more — text drawn in the background's colour, or nothing drawn; or
      (b) "no legible text": OCR finds no word (MIN_WORD_CHARS letters or digits in a row) and
          none of the expected strings — shapes, bars or icons may be drawn, but no words ("--"
          or a stray letter OCR makes of a shape is no word).
    A card whose OCR text is merely wrong (placeholders such as "Name", raw format strings) is
    not blank: its strings are scored as not read instead. Returns (blank, reason)."""
    if not any(r["read"] is not None for r in results):
        return False, "no text expected"
    if metrics["inkFraction"] < MIN_INK_FRACTION:
        return True, f"no ink ({100 * metrics['inkFraction']:.3f} % of pixels at ≥ {INK_CONTRAST}:1 against {metrics['dominant']})"
    if legible_words(ocr_text) == 0 and not any(r["read"] for r in results):
        return True, "no legible text (OCR read no word)"
    return False, ""


# ---------------------------------------------------------------------------------------------
# OCR

def ocr_ready_pgm(path: str, out: str, inset: int = 0, radius: int = 0) -> None:
    """A greyscale PGM of the PNG with the text dark on a light ground (tesseract reads that
    best): pixels are mapped by their luminance distance from the dominant colour, so text of
    any colour on any background becomes dark on white. Transparent pixels and pixels outside
    the card (see `in_card`) become white."""
    w, h, rows = decode_png(path)
    m = card_metrics(path, inset, radius)
    dom = m["dominant"] or "#000000"
    dr, dg, db = int(dom[1:3], 16), int(dom[3:5], 16), int(dom[5:7], 16)
    body = bytearray()
    for y, row in enumerate(rows):
        line = bytearray()
        for x, (r, g, b, a) in enumerate(row):
            if a < 128 or ((inset or radius) and not in_card(x, y, w, h, inset, radius)):
                v = 255
            else:
                # distance in colour space from the background, 0…441 → 255…0
                d = ((r - dr) ** 2 + (g - dg) ** 2 + (b - db) ** 2) ** 0.5
                v = max(0, 255 - int(d * 255 / 200))
            line.append(v)
        body += line
    with open(out, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % (w, h) + bytes(body))


def langs_for(items: Sequence[Dict]) -> str:
    """Tesseract languages for the expected strings: English, plus Korean for Hangul, Japanese
    for kana, simplified Chinese for Han text without kana (Japanese when chi_sim is missing)."""
    text = "".join(i["text"] for i in items)
    have = lambda lang: os.path.exists(f"/usr/share/tesseract-ocr/5/tessdata/{lang}.traineddata")
    langs = ["eng"]
    if re.search(r"[\uac00-\ud7af\u1100-\u11ff]", text) and have("kor"):
        langs.append("kor")
    kana = re.search(r"[\u3040-\u30ff]", text)
    han = re.search(r"[\u4e00-\u9fff]", text)
    if (kana or (han and not have("chi_sim"))) and have("jpn"):
        langs.append("jpn")
    elif han and have("chi_sim"):
        langs.append("chi_sim")
    return "+".join(langs)


def masked_ppm(path: str, out: str, inset: int = 0, radius: int = 0) -> None:
    """The PNG in colour (PPM) with everything outside the card painted in the card's dominant
    colour, so the screen around it adds no text."""
    w, h, rows = decode_png(path)
    dom = card_metrics(path, inset, radius)["dominant"] or "#000000"
    fill = bytes((int(dom[1:3], 16), int(dom[3:5], 16), int(dom[5:7], 16)))
    body = bytearray()
    for y, row in enumerate(rows):
        for x, (r, g, b, a) in enumerate(row):
            if a < 128 or ((inset or radius) and not in_card(x, y, w, h, inset, radius)):
                body += fill
            else:
                body += bytes((r, g, b))
    with open(out, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (w, h) + bytes(body))


# Per-region reading: cells of REGION_CELL px holding ink (a colour at least REGION_INK away from
# the card's dominant colour) are joined into regions — letters of a word, a word and the button
# behind it — and each region is read against its own background.
REGION_CELL = 6
REGION_INK = 80
# Regions are scaled so their height lands in tesseract's comfortable range: large display digits
# taller than REGION_MAX_H are halved (a button holding a caption is ~130 px high at @3x and its
# caption must keep its size), small captions doubled.
REGION_MAX_H = 240
REGION_MIN_H = 36
# WCAG 2's minimum contrast for large text: ink below it is not read by the per-region reading.
REGION_CONTRAST = 3.0


def _dominant(pixels) -> Tuple[int, int, int]:
    bins: Dict[int, List[int]] = {}
    for (r, g, b) in pixels:
        k = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
        e = bins.get(k)
        if e is None:
            bins[k] = [1, r, g, b]
        else:
            e[0] += 1; e[1] += r; e[2] += g; e[3] += b
    n, sr, sg, sb = max(bins.values(), key=lambda e: e[0])
    return round(sr / n), round(sg / n), round(sb / n)


def ink_regions(w: int, h: int, rows, dom: Tuple[int, int, int], inset: int = 0, radius: int = 0) -> List[Tuple[int, int, int, int]]:
    """Bounding boxes (x0, y0, x1, y1) of the card's ink, joined over gaps of up to one cell (6 px)
    across (the letters of a word; two buttons side by side stay apart) and one cell down."""
    c = REGION_CELL
    gw, gh = (w + c - 1) // c, (h + c - 1) // c
    grid = [[False] * gw for _ in range(gh)]
    dr, dg, db = dom
    lim = REGION_INK * REGION_INK
    for y, row in enumerate(rows):
        gy = grid[y // c]
        for x, (r, g, b, a) in enumerate(row):
            if a < 128 or gy[x // c]:
                continue
            if (r - dr) ** 2 + (g - dg) ** 2 + (b - db) ** 2 >= lim and (not (inset or radius) or in_card(x, y, w, h, inset, radius)):
                gy[x // c] = True
    seen = [[False] * gw for _ in range(gh)]
    boxes = []
    for y0 in range(gh):
        for x0 in range(gw):
            if not grid[y0][x0] or seen[y0][x0]:
                continue
            stack, box = [(x0, y0)], [x0, y0, x0, y0]
            seen[y0][x0] = True
            while stack:
                x, y = stack.pop()
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
                for dx in range(-2, 3):
                    for dy in (-1, 0, 1):
                        nx, ny = x + dx, y + dy
                        if 0 <= nx < gw and 0 <= ny < gh and grid[ny][nx] and not seen[ny][nx]:
                            seen[ny][nx] = True
                            stack.append((nx, ny))
            boxes.append((box[0] * c, box[1] * c, min(w, (box[2] + 1) * c), min(h, (box[3] + 1) * c)))
    return boxes


def _clear_surroundings(grey, rows, x0: int, y0: int, dom: Tuple[int, int, int]) -> None:
    h, w = len(grey), len(grey[0])
    dr, dg, db = dom
    near = lambda x, y: (rows[y0 + y][x0 + x][0] - dr) ** 2 + (rows[y0 + y][x0 + x][1] - dg) ** 2 + (rows[y0 + y][x0 + x][2] - db) ** 2 < REGION_INK * REGION_INK
    stack = [(x, y) for x in range(w) for y in (0, h - 1)] + [(x, y) for y in range(h) for x in (0, w - 1)]
    seen = set()
    while stack:
        x, y = stack.pop()
        if (x, y) in seen or not (0 <= x < w and 0 <= y < h) or not near(x, y):
            continue
        seen.add((x, y))
        grey[y][x] = 255
        stack += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def regions_pgm(path: str, out: str, inset: int = 0, radius: int = 0) -> int:
    """A PGM of the card's ink regions one under another, each made dark on white against its own
    dominant colour (white on a green button reads like black on white) and scaled into
    REGION_MIN_H…REGION_MAX_H px high; returns how many regions it holds (0: nothing written)."""
    w, h, rows = decode_png(path)
    dom_hex = card_metrics(path, inset, radius)["dominant"]
    if not dom_hex:
        return 0
    dom = (int(dom_hex[1:3], 16), int(dom_hex[3:5], 16), int(dom_hex[5:7], 16))
    crops = []
    for (x0, y0, x1, y1) in ink_regions(w, h, rows, dom, inset, radius):
        bw, bh = x1 - x0, y1 - y0
        # Specks, and regions as large as the card (its own background drawn as a shape), are no text.
        if bh < 2 * REGION_CELL or bw < 2 * REGION_CELL or (bw * bh > 0.6 * w * h):
            continue
        pad = REGION_CELL
        x0, y0, x1, y1 = max(0, x0 - pad), max(0, y0 - pad), min(w, x1 + pad), min(h, y1 + pad)
        px = [rows[y][x][:3] for y in range(y0, y1) for x in range(x0, x1)]
        br, bg, bb = _dominant(px)
        # Only clearly drawn text is read here: a pixel under WCAG's 3:1 minimum for large text
        # against the region's background counts as background (stand-in colours at 1.7–2.6:1
        # on a tinted capsule are left to the whole-card readings).
        lb = relative_luminance((br, bg, bb))
        clear: Dict[Tuple[int, int, int], bool] = {}
        def level(px) -> int:
            rgb = px[:3]
            ok = clear.get(rgb)
            if ok is None:
                ok = clear[rgb] = contrast_ratio(relative_luminance(rgb), lb) >= REGION_CONTRAST
            if not ok:
                return 255
            return max(0, 255 - int(((rgb[0] - br) ** 2 + (rgb[1] - bg) ** 2 + (rgb[2] - bb) ** 2) ** 0.5 * 255 / 200))
        grey = [[level(rows[y][x]) for x in range(x0, x1)] for y in range(y0, y1)]
        # The card around a button (its corners inside the box) would frame the button in black,
        # and tesseract skips text inside a frame: card-coloured pixels reached from the box's edge
        # become white. Card-coloured text inside the button is not reached and stays.
        _clear_surroundings(grey, rows, x0, y0, dom)
        scale = 0.5 if (y1 - y0) > REGION_MAX_H else 2.0 if (y1 - y0) < REGION_MIN_H else 1.0
        if scale != 1.0:
            nh, nw = max(1, int((y1 - y0) * scale)), max(1, int((x1 - x0) * scale))
            grey = [[grey[min(len(grey) - 1, int(y / scale))][min(len(grey[0]) - 1, int(x / scale))] for x in range(nw)] for y in range(nh)]
        crops.append(grey)
    if not crops:
        return 0
    gap = 24
    cw = max(len(g[0]) for g in crops) + 2 * gap
    body = bytearray(b"\xff" * cw * gap)
    for g in crops:
        for line in g:
            body += b"\xff" * gap + bytes(line) + b"\xff" * (cw - gap - len(line))
        body += b"\xff" * cw * gap
    with open(out, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % (cw, len(body) // cw) + bytes(body))
    return len(crops)


def ocr(path: str, langs: str = "eng", inset: int = 0, radius: int = 0) -> str:
    """Tesseract's text of the card in the PNG, five readings joined: the dark-on-light greyscale
    (see `ocr_ready_pgm`) with page segmentation 11 (sparse text, for UI cards) and 6 (a uniform
    block), the card in colour with Sauvola's local threshold (`thresholding_method=2`), which
    reads text on a shape of another colour — letters in buttons, pills, rings — that a global
    threshold merges with the shape, and the card's ink regions one by one against their own
    backgrounds (see `regions_pgm`; segmentation 11 and 6), where tesseract skipped clearly drawn
    isolated text — a lone score "19" in white on the island's black, white on a coloured
    button. Each reading is scored on its own (`score`): more readings never match a string
    that no single reading holds."""
    texts = []
    with tempfile.TemporaryDirectory() as d:
        pgm, ppm = os.path.join(d, "card.pgm"), os.path.join(d, "card.ppm")
        ocr_ready_pgm(path, pgm, inset, radius)
        masked_ppm(path, ppm, inset, radius)
        regions = os.path.join(d, "regions.pgm")
        passes = [(pgm, ["--psm", "11"]), (pgm, ["--psm", "6"]),
                  (ppm, ["--psm", "11", "-c", "thresholding_method=2"])]
        if regions_pgm(path, regions, inset, radius):
            passes += [(regions, ["--psm", "11"]), (regions, ["--psm", "6"])]
        for src, extra in passes:
            p = subprocess.run(["tesseract", src, "-", "-l", langs] + extra,
                               capture_output=True, text=True, timeout=60)
            texts.append(p.stdout)
    return PASS_SEPARATOR.join(texts)


# ---------------------------------------------------------------------------------------------
# One entry

def load_expected(entry: str) -> Dict:
    with open(os.path.join(entry, "expected.json"), encoding="utf-8") as f:
        return json.load(f)


def path_used(import_json: Optional[str]) -> Tuple[str, str]:
    """("compiled"|"interpreted"|…, reason) from `afterglow import --json`: the first activity's
    "path" and "pathReason"; "interpreted" when the key is absent (today's importer)."""
    if not import_json:
        return "interpreted", ""
    try:
        with open(import_json) as f:
            acts = json.load(f).get("activities", [])
    except (OSError, ValueError):
        return "interpreted", "import --json unreadable"
    if not acts:
        return "none", "no activity imported"
    return acts[0].get("path", "interpreted"), acts[0].get("pathReason", "")


# Where the card is in a `screenshot --crop` PNG of iPhone 16 Pro (@3x): 8 pt of screen around it
# (24 px) + 4 px of anti-aliased edge; the Lock Screen card's corner radius (measured on the
# renderer's PNG: 24 pt) and the island's (44 pt, HIG).
CARD_REGIONS = {"lockScreen": (28, 72), "expanded": (28, 132)}


def score_entry(entry: str, pngs: Dict[str, Optional[str]], import_json: Optional[str] = None,
                regions: Dict[str, Tuple[int, int]] = CARD_REGIONS) -> Dict:
    exp = load_expected(entry)
    row = {"entry": os.path.basename(entry.rstrip("/")), "source": exp.get("source")}
    row["path"], row["pathReason"] = path_used(import_json)
    for key in ("lockScreen", "expanded"):
        items = exp.get(key, [])
        png = pngs.get(key)
        if not png or not os.path.exists(png):
            results = [{"text": i["text"], "kind": i.get("kind", "literal"),
                        "read": False if scorable(i) else None} for i in items]
            row[key] = {"results": results, "blank": bool(any(r["read"] is not None for r in results)),
                        "blankReason": "no PNG", "ocr": ""}
            continue
        inset, radius = regions.get(key, (0, 0))
        text = ocr(png, langs_for(items), inset, radius)
        results = score(items, text)
        metrics = card_metrics(png, inset, radius)
        blank, reason = blank_card(metrics, text, results)
        row[key] = {"results": results, "blank": blank, "blankReason": reason, "ocr": text,
                    "inkFraction": round(metrics["inkFraction"], 5), "dominant": metrics["dominant"]}
    return row


def summarise(rows: Sequence[Dict]) -> Dict:
    """Totals over scored entries: strings expected/read (scorable ones), blank cards of cards
    with text expected, compiled path of entries."""
    exp = read = blank = cards = compiled = 0
    for row in rows:
        for key in ("lockScreen", "expanded"):
            res = [r for r in row[key]["results"] if r["read"] is not None]
            exp += len(res)
            read += sum(1 for r in res if r["read"])
            if res:
                cards += 1
                blank += bool(row[key]["blank"])
        compiled += row["path"] == "compiled"
    return {"entries": len(rows), "expected": exp, "read": read, "cards": cards, "blank": blank,
            "compiled": compiled}


def report(out: str) -> None:
    """Prints the per-entry table and the summary lines of a fidelity run; writes fidelity.tsv
    (one row per entry) and fidelity.json (rows with every string's result and the OCR text)."""
    rows = [json.loads(l) for l in open(os.path.join(out, "fidelity.jsonl"), encoding="utf-8") if l.strip()]
    rows.sort(key=lambda r: r["entry"])
    hdr = ["entry", "source", "path", "lock_read", "lock_expected", "lock_blank",
           "expanded_read", "expanded_expected", "expanded_blank", "not_read"]
    lines = ["\t".join(hdr)]
    print(f"{'ENTRY':34s} {'STATE':11s} {'PATH':11s} {'LOCK':9s} {'EXPANDED':9s} BLANK / NOT READ")
    for row in rows:
        cells, marks, missing = [], [], []
        for key in ("lockScreen", "expanded"):
            res = [r for r in row[key]["results"] if r["read"] is not None]
            n, k = len(res), sum(1 for r in res if r["read"])
            cells.append((k, n, row[key]["blank"]))
            if row[key]["blank"]:
                marks.append(f"{'lock' if key == 'lockScreen' else 'expanded'} blank ({row[key]['blankReason']})")
            missing += [("L:" if key == "lockScreen" else "E:") + (r["text"] if r["kind"] != "timer" else "<timer>")
                        for r in res if not r["read"]]
        lines.append("\t".join([row["entry"], str(row["source"]), row["path"],
                                str(cells[0][0]), str(cells[0][1]), str(int(cells[0][2])),
                                str(cells[1][0]), str(cells[1][1]), str(int(cells[1][2])),
                                " | ".join(missing)]))
        tail = "; ".join(marks + ([("not read: " + ", ".join(missing))] if missing else []))
        if len(tail) > 150:
            tail = tail[:149] + "…"
        print(f"{row['entry']:34s} {str(row['source']):11s} {row['path']:11s} "
              f"{cells[0][0]:>3d}/{cells[0][1]:<5d} {cells[1][0]:>3d}/{cells[1][1]:<5d} {tail}")
    s = summarise(rows)
    with open(os.path.join(out, "fidelity.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out, "fidelity.json"), "w", encoding="utf-8") as f:
        json.dump({"summary": s, "entries": rows}, f, ensure_ascii=False, indent=1)
    pct = lambda a, b: f"{100 * a / b:.0f} %" if b else "n/a"
    print()
    print(f"expected strings read: {s['read']} of {s['expected']} ({pct(s['read'], s['expected'])})")
    print(f"blank cards: {s['blank']} of {s['cards']} (cards with text expected; "
          f"{sum(1 for r in rows if r['lockScreen']['blank'] or r['expanded']['blank'])} of {s['entries']} entries have one)")
    print(f"compiled path: {s['compiled']} of {s['entries']}")


def main(argv: Sequence[str]) -> int:
    import argparse
    ap = argparse.ArgumentParser(prog="fidelity.py")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("score")
    s.add_argument("entry")
    s.add_argument("--lock")
    s.add_argument("--expanded")
    s.add_argument("--import-json")
    b = sub.add_parser("blank")
    b.add_argument("png")
    b.add_argument("expected", nargs="*")
    b.add_argument("--region", choices=sorted(CARD_REGIONS), help="mask to this presentation's card")
    r = sub.add_parser("report")
    r.add_argument("out")
    o = sub.add_parser("ocr")
    o.add_argument("png")
    o.add_argument("--langs", default="eng")
    a = ap.parse_args(argv)
    if a.cmd == "score":
        print(json.dumps(score_entry(a.entry, {"lockScreen": a.lock, "expanded": a.expanded}, a.import_json),
                         ensure_ascii=False))
    elif a.cmd == "blank":
        items = [{"text": t, "kind": "literal"} for t in a.expected] or [{"text": "text", "kind": "literal"}]
        inset, radius = CARD_REGIONS.get(a.region, (0, 0)) if a.region else (0, 0)
        text = ocr(a.png, langs_for(items), inset, radius)
        m = card_metrics(a.png, inset, radius)
        blank, reason = blank_card(m, text, score(items, text))
        print(json.dumps({"blank": blank, "reason": reason, **m}))
        return 1 if blank else 0
    elif a.cmd == "report":
        report(a.out)
    else:
        print(ocr(a.png, a.langs))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
