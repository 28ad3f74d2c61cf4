"""Compares two scripts/screenshot-matrix.sh output directories: PNG pixels, stdout, stderr.
Usage: compare-shots.py OLD NEW"""
import sys, subprocess, os
old, new = sys.argv[1], sys.argv[2]
names = sorted(f[:-4] for f in os.listdir(old) if f.endswith('.png'))
idx = dict(l.split(': ',1) for l in open(old+'/index').read().splitlines())
from PIL import Image, ImageChops
bad = 0
for n in names:
    msgs = []
    for ext in ('out','err'):
        a = open(f'{old}/{n}.{ext}').read().replace(old+'/','D/'); b = open(f'{new}/{n}.{ext}').read().replace(new+'/','D/')
        if a != b: msgs.append(f'{ext} differs:\n  OLD ' + a.replace('\n','\n  OLD ') + '\n  NEW ' + b.replace('\n','\n  NEW '))
    po, pn = f'{old}/{n}.png', f'{new}/{n}.png'
    if os.path.exists(po) != os.path.exists(pn): msgs.append('png existence differs')
    elif os.path.exists(po):
        a = Image.open(po).convert('RGBA'); b = Image.open(pn).convert('RGBA')
        if a.size != b.size: msgs.append(f'size {a.size} vs {b.size}')
        else:
            d = ImageChops.difference(a, b)
            bbox = d.getbbox()
            if bbox:
                px = sum(1 for p in d.getdata() if max(p) > 0)
                mx = max(max(p) for p in d.getdata())
                msgs.append(f'pixels differ: {px} px, max {mx}, bbox {bbox}')
    if msgs:
        bad += 1
        print(f'== {n}: {idx[n]}'); print('\n'.join(msgs))
print(f'{bad} of {len(names)} differ')
