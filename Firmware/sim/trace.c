#include "trace.h"
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void push(trace_t *tr, trace_point_t p)
{
    if (tr->count == tr->cap) {
        tr->cap = tr->cap ? tr->cap * 2 : 256;
        tr->points = realloc(tr->points, tr->cap * sizeof *tr->points);
        if (!tr->points) { perror("trace"); exit(1); }
    }
    tr->points[tr->count++] = p;
}

static double smooth(double x) { return x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x); }
static double dsmooth(double x) { return x <= 0 || x >= 1 ? 0 : 6 * x * (1 - x); }

/* Rotates from pose A to pose B about one device axis between t0 and t1, at 200 Hz resolution.
 * Poses are gravity directions in the device frame; the rate is the rotation's derivative. */
static void built_in_rotation(trace_t *tr, double hold_s, double move_s, double rest_s, const double a0[3],
                              const double a1[3], int axis, double angle_deg)
{
    double total = hold_s + move_s + rest_s;
    for (int i = 0; i <= (int)(total * 200); i++) {
        double t = i / 200.0, x = (t - hold_s) / move_s, s = smooth(x);
        trace_point_t p = {.t = t};
        double n = 0;
        for (int k = 0; k < 3; k++) { p.a[k] = a0[k] + (a1[k] - a0[k]) * s; n += p.a[k] * p.a[k]; }
        n = sqrt(n);
        for (int k = 0; k < 3; k++) p.a[k] /= n; /* stay on the unit sphere: pure rotation, 1 g */
        p.g[axis] = angle_deg * dsmooth(x) / move_s;
        /* a little hand tremor while held, none once it rests */
        if (t < hold_s + move_s) p.a[0] += 0.01 * sin(2 * M_PI * 7.3 * t);
        push(tr, p);
    }
    tr->mark_s = hold_s + move_s;
    snprintf(tr->mark_label, sizeof tr->mark_label, "gesture-end");
}

static int built_in(trace_t *tr, const char *name)
{
    if (strcmp(name, "face-up") == 0) {
        /* Held at ~37° tilt, laid down flat on a table over 0.6 s, then still (face up: z = -1 g). */
        const double held[3] = {0, -0.6, -0.8}, flat[3] = {0, 0, -1};
        built_in_rotation(tr, 1.0, 0.6, 3.0, held, flat, 0, -36.9);
    } else if (strcmp(name, "wrist-drop") == 0) {
        /* Left wrist: arm hanging (gravity along +x, 3 o'clock towards the hand), raised over 0.5 s
         * to look at the face (tilted towards the eyes), viewed for 1.5 s, dropped back over 0.5 s.
         * The drop's end is the mark. Two rotations about the watch's y axis. */
        const double hanging[3] = {1, 0, 0}, viewing[3] = {0, -0.5, -0.866};
        built_in_rotation(tr, 1.0, 0.5, 0.0, hanging, viewing, 1, -90.0);
        trace_t drop = {0};
        built_in_rotation(&drop, 1.5, 0.5, 3.0, viewing, hanging, 1, 90.0);
        double t0 = tr->points[tr->count - 1].t + 0.005;
        for (size_t i = 0; i < drop.count; i++) {
            trace_point_t p = drop.points[i];
            p.t += t0;
            push(tr, p);
        }
        tr->mark_s = t0 + drop.mark_s;
        free(drop.points);
    } else {
        return 0;
    }
    snprintf(tr->name, sizeof tr->name, "built-in:%s", name);
    return 1;
}

/* Column name -> index in {t, ax, ay, az, gx, gy, gz}, or -1. Accepts unit suffixes (ax_g, gx_dps). */
static int column_of(const char *name)
{
    static const char *keys[] = {"ax", "ay", "az", "gx", "gy", "gz"};
    char n[64];
    size_t len = 0;
    while (*name && isspace((unsigned char)*name)) name++;
    while (name[len] && !isspace((unsigned char)name[len]) && len < sizeof n - 1) { n[len] = (char)tolower((unsigned char)name[len]); len++; }
    n[len] = 0;
    if (!strcmp(n, "t") || !strncmp(n, "t_", 2) || !strncmp(n, "time", 4) || !strncmp(n, "timestamp", 9)) return 0;
    for (int i = 0; i < 6; i++)
        if (!strncmp(n, keys[i], 2) && (n[2] == 0 || n[2] == '_')) return i + 1;
    return -1;
}

int trace_load(trace_t *tr, const char *what)
{
    memset(tr, 0, sizeof *tr);
    tr->mark_s = -1;
    if (built_in(tr, what)) return 0;
    FILE *f = fopen(what, "r");
    if (!f) {
        fprintf(stderr, "trace: %s: not a built-in trace (face-up, wrist-drop) and not readable\n", what);
        return -1;
    }
    snprintf(tr->name, sizeof tr->name, "%s", what);
    char line[1024];
    int map[16], ncol = 0, lineno = 0, have_header = 0;
    double scale_t = 1;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char *s = line;
        while (isspace((unsigned char)*s)) s++;
        if (*s == 0) continue;
        if (*s == '#') { /* "# mark gesture-end 1.6" */
            char label[32];
            double at;
            double from;
            if (sscanf(s, "# mark %31s %lf", label, &at) == 2) { tr->mark_s = at; snprintf(tr->mark_label, sizeof tr->mark_label, "%s", label); }
            /* afterglow sensors traces (docs/SENSORS.md): "# label: GESTURE target FROM TO" — the target's end */
            else if (sscanf(s, "# label: %31s target %lf %lf", label, &from, &at) == 3) { tr->mark_s = at; snprintf(tr->mark_label, sizeof tr->mark_label, "%s", label); }
            continue;
        }
        if (!have_header) {
            have_header = 1;
            for (char *tok = strtok(s, ",\r\n"); tok && ncol < 16; tok = strtok(NULL, ",\r\n")) {
                map[ncol] = column_of(tok);
                if (map[ncol] == 0 && (strstr(tok, "_ms") || strstr(tok, "(ms)"))) scale_t = 1e-3;
                if (map[ncol] == 0 && (strstr(tok, "_us") || strstr(tok, "(us)"))) scale_t = 1e-6;
                if (map[ncol] == 0 && (strstr(tok, "_ns") || strstr(tok, "(ns)"))) scale_t = 1e-9;
                ncol++;
            }
            int seen = 0;
            for (int i = 0; i < ncol; i++) if (map[i] >= 0) seen |= 1 << map[i];
            if ((seen & 0xF) != 0xF) {
                fprintf(stderr, "%s:%d: header needs columns t, ax, ay, az (gx, gy, gz optional)\n", what, lineno);
                fclose(f);
                return -1;
            }
            continue;
        }
        trace_point_t p = {0};
        int col = 0;
        char *end, *tok = s;
        for (; col < ncol; col++) {
            double v = strtod(tok, &end);
            if (end == tok || !isfinite(v)) {
                fprintf(stderr, "%s:%d: column %d: not a finite number\n", what, lineno, col + 1);
                fclose(f);
                return -1;
            }
            if (map[col] == 0) p.t = v * scale_t;
            else if (map[col] > 0 && map[col] <= 3) p.a[map[col] - 1] = v;
            else if (map[col] > 3) p.g[map[col] - 4] = v;
            tok = end;
            while (*tok == ' ' || *tok == '\t') tok++;
            if (col + 1 < ncol) {
                if (*tok != ',') { fprintf(stderr, "%s:%d: expected %d columns\n", what, lineno, ncol); fclose(f); return -1; }
                tok++;
            }
        }
        if (tr->count && p.t < tr->points[tr->count - 1].t) {
            fprintf(stderr, "%s:%d: time goes backwards (%.6f after %.6f)\n", what, lineno, p.t, tr->points[tr->count - 1].t);
            fclose(f);
            return -1;
        }
        push(tr, p);
    }
    fclose(f);
    if (tr->count == 0) { fprintf(stderr, "%s: no samples\n", what); return -1; }
    /* Times are relative to the first sample. */
    double t0 = tr->points[0].t;
    for (size_t i = 0; i < tr->count; i++) tr->points[i].t -= t0;
    if (tr->mark_s >= 0) tr->mark_s -= t0;
    return 0;
}

void trace_at(const trace_t *tr, double t, double a[3], double g[3])
{
    const trace_point_t *p = tr->points;
    size_t n = tr->count;
    if (t <= p[0].t || n == 1) { memcpy(a, p[0].a, sizeof p[0].a); memcpy(g, p[0].g, sizeof p[0].g); return; }
    if (t >= p[n - 1].t) { memcpy(a, p[n - 1].a, sizeof p[0].a); memcpy(g, p[n - 1].g, sizeof p[0].g); return; }
    size_t lo = 0, hi = n - 1;
    while (hi - lo > 1) { size_t mid = (lo + hi) / 2; if (p[mid].t <= t) lo = mid; else hi = mid; }
    double span = p[hi].t - p[lo].t, w = span > 0 ? (t - p[lo].t) / span : 0;
    for (int k = 0; k < 3; k++) {
        a[k] = p[lo].a[k] + (p[hi].a[k] - p[lo].a[k]) * w;
        g[k] = p[lo].g[k] + (p[hi].g[k] - p[lo].g[k]) * w;
    }
}

double trace_duration(const trace_t *tr) { return tr->count ? tr->points[tr->count - 1].t : 0; }

void trace_free(trace_t *tr) { free(tr->points); memset(tr, 0, sizeof *tr); }
