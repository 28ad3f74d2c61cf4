/* IMU traces the simulated MPU-6050 plays: a CSV file or a built-in gesture (Firmware/README.md › Traces). */
#ifndef SIM_TRACE_H
#define SIM_TRACE_H
#include <stddef.h>

/* One reading in the core's device frame: acceleration in g (a device lying face up reads
 * z = -1 g, the IMUSample convention), angular rate in °/s. */
typedef struct {
    double t, a[3], g[3];
} trace_point_t;

typedef struct {
    trace_point_t *points;
    size_t count, cap;
    double mark_s;      /* trace time of the gesture's end, < 0 when unknown */
    char mark_label[32];
    char name[128];
} trace_t;

/* Loads "face-up", "wrist-drop" or a CSV path. On error prints "file:line: reason" and returns -1. */
int trace_load(trace_t *tr, const char *name_or_path);
/* Linear interpolation; holds the first/last point outside the trace. */
void trace_at(const trace_t *tr, double t, double a[3], double g[3]);
double trace_duration(const trace_t *tr);
void trace_free(trace_t *tr);
#endif
