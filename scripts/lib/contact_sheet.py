#!/usr/bin/env python3
"""Lays PNG screenshots out as one contact sheet: each scaled to the same height, in rows, its
label (what was asked for) under it, so a person can review a device family in one look.
Usage: contact_sheet.py OUT.png TITLE HEIGHT_PX LABEL=PATH...   (needs python3-pil)"""
import sys
from PIL import Image, ImageDraw, ImageFont

def main():
    out, title, height = sys.argv[1], sys.argv[2], int(sys.argv[3])
    items = [a.split("=", 1) for a in sys.argv[4:]]
    shots = []
    for label, path in items:
        try:
            im = Image.open(path).convert("RGB")
        except OSError as e:
            sys.exit(f"contact_sheet.py: {path}: {e}")
        w = max(1, round(im.width * height / im.height))
        shots.append((label, im.resize((w, height), Image.LANCZOS)))
    try:
        font = ImageFont.truetype("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 15)
        big = ImageFont.truetype("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 22)
    except OSError:
        font = big = ImageFont.load_default()
    pad, label_h, max_w = 16, 40, 2400
    rows, row, x = [], [], pad
    for label, im in shots:
        if row and x + im.width + pad > max_w:
            rows.append(row); row, x = [], pad
        row.append((label, im)); x += im.width + pad
    if row: rows.append(row)
    width = max(pad + sum(im.width + pad for _, im in r) for r in rows)
    sheet = Image.new("RGB", (width, 50 + len(rows) * (height + label_h + pad)), (38, 38, 42))
    d = ImageDraw.Draw(sheet)
    d.text((pad, 12), title, fill=(240, 240, 240), font=big)
    y = 50
    for r in rows:
        x = pad
        for label, im in r:
            sheet.paste(im, (x, y))
            # Labels wrap onto two lines at the thumbnail's width.
            words, lines, cur = label.split(), [], ""
            for wd in words:
                t = (cur + " " + wd).strip()
                if d.textlength(t, font=font) > im.width and cur:
                    lines.append(cur); cur = wd
                else:
                    cur = t
            lines.append(cur)
            for i, ln in enumerate(lines[:2]):
                d.text((x, y + height + 4 + i * 17), ln, fill=(220, 220, 220), font=font)
            x += im.width + pad
        y += height + label_h + pad
    sheet.save(out)
    print(f"wrote {out} ({sheet.width}x{sheet.height} px, {len(shots)} shots)")

main()
