"""Unit tests of the fidelity check's scoring (scripts/lib/fidelity.py): no tesseract, no binary.

  python3 -m unittest discover -s scripts/lib -p test_fidelity.py
"""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fidelity as f  # noqa: E402


def lit(text, kind="literal"):
    return {"text": text, "kind": kind}


class Normalisation(unittest.TestCase):
    def test_case_whitespace_and_punctuation_fold(self):
        self.assertEqual(f.normalise("Order  #1234\n"), f.normalise("order #1234"))
        self.assertTrue(f.contains("ORDER\n 1234 ready", "Order 1234"))

    def test_ocr_confusions_fold_both_ways(self):
        self.assertTrue(f.contains("Lap 2O / 58", "Lap 20 / 58"))      # O read for 0
        self.assertTrue(f.contains("Iap l2", "lap 12"))                  # I/l for l/1
        self.assertTrue(f.contains("Prepanng your order", "Preparing your order"))  # one slip in 20
        self.assertTrue(f.contains("arrlvlng", "arriving"))

    def test_typography_and_width_fold(self):
        self.assertTrue(f.contains("Don't wait…", "Don\u2019t wait..."))
        self.assertTrue(f.contains("ＡＢＣ１２３", "ABC123"))

    def test_short_strings_must_be_exact(self):
        self.assertFalse(f.contains("Score 2 - 1", "3"))
        self.assertFalse(f.contains("24 / 57", "24 / 58"))
        self.assertFalse(f.contains("Nam", "Name"))

    def test_one_or_two_characters_must_be_a_word_of_their_own(self):
        self.assertTrue(f.contains("A  B  C", "B"))
        self.assertTrue(f.contains("Lap 24/58", "24"))
        self.assertFalse(f.contains("Leading Trailing", "L"))
        self.assertFalse(f.contains("Score 124", "24"))

    def test_wrapped_strings_read_in_another_order(self):
        ocr = "L: Dynamic  R: Static\nString Value Dynamic String String Value\nBottom"
        self.assertTrue(f.contains(ocr, "L: Dynamic String Value"))
        self.assertTrue(f.contains(ocr, "R: Static String Value"))
        self.assertFalse(f.contains(ocr, "L: Static Title"))          # a word missing
        self.assertFalse(f.contains("Order 1234", "Order 12"))         # a number inside a longer one
        self.assertTrue(f.contains("#1231231 10 N 10:00", "#1231231"))  # numbers side by side
        self.assertTrue(f.contains("Lap 24/58", "24 / 58"))

    def test_wrong_text_is_not_read(self):
        # what the interpreted importer draws when it cannot evaluate a value
        self.assertFalse(f.contains("Name  Name  --", "Charles Leclerc"))
        self.assertFalse(f.contains("%d:%02d", "5:07"))
        self.assertFalse(f.contains("785413200", "Nov 21"))
        self.assertFalse(f.contains("", "Status"))

    def test_long_strings_tolerate_few_edits_not_many(self):
        s = "Your order is on its way"
        self.assertTrue(f.contains("Your ordor is on its way", s))
        self.assertFalse(f.contains("Your order is late", s))

    def test_cjk_kept(self):
        self.assertEqual(f.normalise("배달 중 "), "배달중")
        self.assertTrue(f.contains("ステータス: 配達中", "配達中"))
        self.assertFalse(f.contains("□□□", "配達中"))


class Timers(unittest.TestCase):
    def test_clock_like_text_counts(self):
        for t in ("12:34", "1:02:03", "0:09", "4:58 PM", "in 5 min", "1O:3O", "3 sec"):
            self.assertGreaterEqual(f.time_like_count(t), 1, t)

    def test_non_clock_text_does_not(self):
        for t in ("--", "Status", "2025", "1/3", "%d:%02d", "ETA"):
            self.assertEqual(f.time_like_count(t), 0, t)

    def test_readings_of_one_card_are_not_added_up(self):
        items = [lit("0:30", "timer"), lit("1:00", "timer")]
        three_readings = f.PASS_SEPARATOR.join(["starts 12:00", "starts 12:00", "starts 18:00"])
        self.assertEqual([r["read"] for r in f.score(items, three_readings)], [True, False])
        names = [lit("Name", "value"), lit("Name", "value")]
        self.assertEqual([r["read"] for r in f.score(names, f.PASS_SEPARATOR.join(["Name", "Name"]))], [True, False])

    def test_each_timer_needs_its_own_clock(self):
        items = [lit("0:30", "timer"), lit("1:00", "timer")]
        self.assertEqual([r["read"] for r in f.score(items, "starts 12:00")], [True, False])
        self.assertEqual([r["read"] for r in f.score(items, "12:00 and 12:30")], [True, True])


class Scoring(unittest.TestCase):
    def test_symbols_alone_are_listed_not_scored(self):
        r = f.score([lit("🍕"), lit("•"), lit("Pizza")], "Pizza")
        self.assertEqual([x["read"] for x in r], [None, None, True])

    def test_repeated_strings_need_repeated_evidence(self):
        items = [lit("Name", "value"), lit("Name", "value")]
        self.assertEqual([x["read"] for x in f.score(items, "Name")], [True, False])
        self.assertEqual([x["read"] for x in f.score(items, "Name Name")], [True, True])

    def test_summary_counts_scorable_strings_and_cards(self):
        row = lambda lock, exp, blank=False, path="interpreted": {
            "path": path,
            "lockScreen": {"results": lock, "blank": blank},
            "expanded": {"results": exp, "blank": False}}
        rows = [row([{"read": True}, {"read": False}, {"read": None}], [{"read": True}], blank=True),
                row([], [{"read": False}], path="compiled")]
        s = f.summarise(rows)
        self.assertEqual((s["expected"], s["read"], s["cards"], s["blank"], s["compiled"]), (4, 2, 3, 1, 1))

    def test_path_absent_is_interpreted(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "i.json")
            def write(text):
                with open(p, "w") as fh:
                    fh.write(text)
            write('{"activities":[{"attributesType":"A"}]}')
            self.assertEqual(f.path_used(p)[0], "interpreted")
            write('{"activities":[{"path":"compiled","pathReason":"built"}]}')
            self.assertEqual(f.path_used(p), ("compiled", "built"))
            write('{"activities":[]}')
            self.assertEqual(f.path_used(p)[0], "none")


def card(w, h, bg, around=(70, 110, 230), inset=24, radius=60, marks=(), mark_colour=(255, 255, 255)):
    """A synthetic `--crop` PNG: a rounded card of colour bg, `inset` px of wallpaper around it,
    and rectangles ("text strokes") in mark_colour."""
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            px = bg if f.in_card(x, y, w, h, inset, radius) else around
            for (mx, my, mw, mh) in marks:
                if mx <= x < mx + mw and my <= y < my + mh:
                    px = mark_colour
            row.append(px)
        rows.append(row)
    return rows


# Strokes shaped like a line of text: 12 letters, 6 px wide, 30 px tall.
TEXT_STROKES = [(60 + 14 * i, 60, 6, 30) for i in range(12)]


class BlankCards(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def png(self, name, rows):
        p = os.path.join(self.tmp.name, name)
        f.encode_png(p, rows)
        return p

    def test_png_round_trip(self):
        rows = card(40, 20, (1, 2, 3), inset=4, radius=5)
        p = self.png("rt.png", rows)
        for use_pil in (True, False):   # Pillow when installed, and the standard-library decoder
            w, h, back = f.decode_png(p, use_pil=use_pil)
            self.assertEqual((w, h), (40, 20))
            self.assertEqual(back[10][20], (1, 2, 3, 255))
            self.assertEqual(back[0][0], (70, 110, 230, 255))

    def test_black_text_on_black_card_is_blank(self):
        # the Emoji Rangers failure: text drawn in the fallback colour, the card's own black
        p = self.png("bob.png", card(300, 140, (0, 0, 0), marks=TEXT_STROKES, mark_colour=(6, 6, 6)))
        m = f.card_metrics(p, 28, 60)
        self.assertIn(m["dominant"], ("#000000", "#010101"))   # the wallpaper around the card is not counted
        self.assertLess(m["inkFraction"], f.MIN_INK_FRACTION)
        blank, why = f.blank_card(m, "", f.score([lit("Hero"), lit("Level 3")], ""))
        self.assertTrue(blank)
        self.assertIn("no ink", why)

    def test_without_the_mask_the_wallpaper_would_hide_a_blank_card(self):
        p = self.png("bob2.png", card(300, 140, (0, 0, 0), marks=TEXT_STROKES, mark_colour=(6, 6, 6)))
        self.assertGreater(f.card_metrics(p)["inkFraction"], f.MIN_INK_FRACTION)

    def test_white_text_on_black_card_is_not_blank(self):
        p = self.png("good.png", card(300, 140, (0, 0, 0), marks=TEXT_STROKES))
        m = f.card_metrics(p, 28, 60)
        self.assertGreater(m["inkFraction"], 0.01)
        results = f.score([lit("Hero"), lit("Level 3")], "Hero Level 3")
        self.assertEqual(f.blank_card(m, "Hero Level 3", results), (False, ""))

    def test_grey_on_grey_under_the_contrast_threshold_is_blank(self):
        p = self.png("gog.png", card(300, 140, (120, 120, 120), marks=TEXT_STROKES, mark_colour=(132, 132, 132)))
        m = f.card_metrics(p, 28, 60)
        self.assertTrue(f.blank_card(m, "", f.score([lit("Hero")], ""))[0])

    def test_shapes_without_words_are_blank(self):
        # a heart and a bar drawn, the words not: ink, but OCR reads no letters
        p = self.png("bar.png", card(300, 140, (0, 0, 0), marks=[(50, 100, 200, 10), (40, 40, 20, 20)]))
        m = f.card_metrics(p, 28, 60)
        self.assertGreater(m["inkFraction"], f.MIN_INK_FRACTION)
        blank, why = f.blank_card(m, " — ", f.score([lit("Hero")], " — "))
        self.assertTrue(blank)
        self.assertIn("no legible text", why)
        # stray letters OCR makes of shapes are no words
        junk = "a\u201d\n\ne\n"
        self.assertTrue(f.blank_card(m, junk, f.score([lit("Hero")], junk))[0])
        self.assertFalse(f.blank_card(m, "Hi", f.score([lit("Hero")], "Hi"))[0])

    def test_wrong_words_are_not_blank_but_not_read(self):
        p = self.png("ph.png", card(300, 140, (0, 0, 0), marks=TEXT_STROKES))
        m = f.card_metrics(p, 28, 60)
        results = f.score([lit("Charles Leclerc")], "Name")
        self.assertEqual(results[0]["read"], False)
        self.assertFalse(f.blank_card(m, "Name", results)[0])

    def test_a_card_with_no_text_expected_is_never_blank(self):
        p = self.png("empty.png", card(300, 140, (0, 0, 0)))
        m = f.card_metrics(p, 28, 60)
        self.assertEqual(f.blank_card(m, "", f.score([lit("🍕")], "")), (False, "no text expected"))

    def test_card_mask_excludes_corners_and_margin(self):
        self.assertFalse(f.in_card(0, 0, 300, 140, 28, 60))
        self.assertFalse(f.in_card(30, 30, 300, 140, 28, 60))      # inside the inset, outside the corner arc
        self.assertTrue(f.in_card(150, 70, 300, 140, 28, 60))
        self.assertTrue(f.in_card(30, 70, 300, 140, 28, 60))       # left edge, mid height


class InkRegions(unittest.TestCase):
    """The per-region reading: ink is grouped into lines of text (letters 8 px apart join, words a
    card apart stay separate) and each region is normalised against its own background."""
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def regions(self, rows):
        w, h = len(rows[0]), len(rows)
        rgba = [[px + (255,) for px in row] for row in rows]
        return f.ink_regions(w, h, rgba, rows[h // 2][2])

    def test_letters_join_into_a_line_and_distant_words_do_not(self):
        # Two "words" of 4 strokes 8 px apart, 200 px between them, on a black card.
        left = [(20 + 8 * i, 40, 4, 30) for i in range(4)]
        right = [(260 + 8 * i, 40, 4, 30) for i in range(4)]
        rows = card(360, 120, (0, 0, 0), inset=0, radius=0, marks=left + right)
        boxes = self.regions(rows)
        self.assertEqual(len(boxes), 2)
        (a, b) = sorted(boxes)
        self.assertLessEqual(a[0], 20); self.assertGreaterEqual(a[2], 48)
        self.assertGreaterEqual(b[0], 240)

    def button(self, colour):
        """The regions image of white strokes on a button of `colour` on a black card."""
        rows = card(300, 140, (0, 0, 0), inset=0, radius=0, marks=[(40, 30, 200, 80)], mark_colour=colour)
        for (x, y, w, h) in [(80 + 10 * i, 55, 4, 30) for i in range(8)]:
            for yy in range(y, y + h):
                for xx in range(x, x + w):
                    rows[yy][xx] = (255, 255, 255)
        png = os.path.join(self.tmp.name, "button.png")
        f.encode_png(png, rows)
        out = os.path.join(self.tmp.name, "regions.pgm")
        self.assertEqual(f.regions_pgm(png, out), 1)
        data = open(out, "rb").read()
        header, body = data.split(b"\n", 3)[:3], data.split(b"\n", 3)[3]
        w, h = map(int, header[1].split())
        self.assertEqual(len(body), w * h)
        return body

    def test_text_on_a_button_reads_dark_on_white_against_the_button(self):
        # White on system blue (#007AFF, 4.0:1): in the regions image the button is light (its
        # own background) and the strokes dark — the 8 strokes of 4 × 30 px and nothing else; the
        # black card inside the region's box is cleared too (no frame around the button).
        body = self.button((0, 122, 255))
        self.assertEqual(body.count(0), 8 * 4 * 30)
        self.assertGreater(body.count(255), body.count(0))

    def test_text_under_three_to_one_is_not_read_here(self):
        # White on system green (#34C759): 2.2:1, under WCAG's 3:1 for large text — left out.
        self.assertAlmostEqual(f.contrast_ratio(f.relative_luminance((255, 255, 255)), f.relative_luminance((52, 199, 89))), 2.22, places=2)
        self.assertEqual(self.button((52, 199, 89)).count(0), 0)


if __name__ == "__main__":
    unittest.main()
