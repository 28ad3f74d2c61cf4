/* Firmware in the loop: runs the real afterglow-board.elf on a simulated ATmega328P (libsimavr)
 * with a simulated MPU-6050 on TWI playing an IMU trace, and USART0 bridged to a pseudo-terminal.
 *
 *   afterglow-sim [--firmware ELF] [--trace face-up|wrist-drop|FILE.csv] [--duration S]
 *                 [--speed X] [--lead-in S] [--link PATH] [--events FILE]
 *                 [--sensor-fault FROM:TO] [--unplug FROM:TO] [--capture FILE]
 *
 * Prints the pty slave path on the first line of stdout, then runs for --duration seconds of
 * simulated time, paced to wall time x --speed (0 = as fast as possible), and prints a summary.
 * --events writes JSON lines: start, mark (the trace's gesture end reached by a sensor read),
 * mark-sent (the sample frame carrying it has left the UART), unplug/replug, summary.
 * --capture writes every byte the UART sent as "sim_ms hex" lines (make-umockdev-script.py).
 */
#define _GNU_SOURCE
#include "mpu6050_sim.h"
#include "trace.h"
#include "uart_bridge.h"
#include <errno.h>
#include <signal.h>
#include <sim_avr.h>
#include <sim_elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t stop;
static void on_signal(int s) { (void)s; stop = 1; }

static int64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

typedef struct {
    FILE *events;
    trace_t trace;
    mpu_sim_t mpu;
    uart_bridge_t uart;
    int mark_state;         /* 0 waiting, 1 read done, 2 frame sent */
    double mark_read_sim;
    int64_t mark_read_wall;
    uint64_t samples_out, statuses_out, hellos_out;
    uint16_t last_status_dropped, last_status_i2c;
    uint8_t last_status_error, last_status_flags;
} harness_t;

static void on_read(void *ctx, double sim_s, double trace_s)
{
    harness_t *h = ctx;
    if (h->mark_state == 0 && h->trace.mark_s >= 0 && trace_s >= h->trace.mark_s) {
        h->mark_state = 1;
        h->mark_read_sim = sim_s;
        h->mark_read_wall = mono_ns();
        /* Sim time when the trace passed the mark, and the wall time then (same pacing). */
        double late = trace_s - h->trace.mark_s;
        if (h->events) {
            fprintf(h->events,
                    "{\"event\":\"mark\",\"label\":\"%s\",\"trace_s\":%.6f,\"mark_sim_us\":%.0f,\"read_sim_us\":%.0f,"
                    "\"read_wall_ns\":%lld}\n",
                    h->trace.mark_label, h->trace.mark_s, (sim_s - late) * 1e6, sim_s * 1e6, (long long)h->mark_read_wall);
            fflush(h->events);
        }
    }
}

static void on_frame(void *ctx, const ag_frame_t *f, double sim_s)
{
    harness_t *h = ctx;
    if (f->type == AG_SAMPLE) {
        h->samples_out++;
        if (h->mark_state == 1 && sim_s >= h->mark_read_sim) {
            h->mark_state = 2;
            if (h->events) {
                fprintf(h->events,
                        "{\"event\":\"mark-sent\",\"seq\":%u,\"board_us\":%lu,\"read_sim_us\":%.0f,\"sent_sim_us\":%.0f,"
                        "\"sent_wall_ns\":%lld}\n",
                        f->u.sample.seq, (unsigned long)f->u.sample.timestamp_us, h->mark_read_sim * 1e6, sim_s * 1e6,
                        (long long)mono_ns());
                fflush(h->events);
            }
        }
    } else if (f->type == AG_STATUS) {
        h->statuses_out++;
        h->last_status_dropped = f->u.status.dropped_samples;
        h->last_status_i2c = f->u.status.i2c_errors;
        h->last_status_error = f->u.status.last_error;
        h->last_status_flags = f->u.status.flags;
    } else if (f->type == AG_HELLO) {
        h->hellos_out++;
    }
}

static int parse_window(const char *s, double *from, double *to)
{
    return sscanf(s, "%lf:%lf", from, to) == 2 && *to > *from ? 0 : -1;
}

static void usage(void)
{
    fprintf(stderr, "usage: afterglow-sim [--firmware ELF] [--trace face-up|wrist-drop|FILE.csv] [--duration S]\n"
                    "                     [--speed X] [--lead-in S] [--link PATH] [--events FILE]\n"
                    "                     [--sensor-fault FROM:TO] [--unplug FROM:TO] [--capture FILE]\n");
}

int main(int argc, char **argv)
{
    const char *elf = "Firmware/build/afterglow-board.elf", *trace_name = "face-up", *link = NULL, *events = NULL, *capture = NULL;
    double duration = 10, speed = 1, lead_in = 1, fault_from = -1, fault_to = -1, unplug_from = -1, unplug_to = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) { usage(); return 2; }
        if (!strcmp(a, "--firmware")) elf = v;
        else if (!strcmp(a, "--trace")) trace_name = v;
        else if (!strcmp(a, "--duration")) duration = atof(v);
        else if (!strcmp(a, "--speed")) speed = atof(v);
        else if (!strcmp(a, "--lead-in")) lead_in = atof(v);
        else if (!strcmp(a, "--link")) link = v;
        else if (!strcmp(a, "--events")) events = v;
        else if (!strcmp(a, "--capture")) capture = v;
        else if (!strcmp(a, "--sensor-fault")) { if (parse_window(v, &fault_from, &fault_to)) { usage(); return 2; } }
        else if (!strcmp(a, "--unplug")) { if (parse_window(v, &unplug_from, &unplug_to)) { usage(); return 2; } }
        else { usage(); return 2; }
        i++;
    }
    static harness_t h;
    if (trace_load(&h.trace, trace_name) < 0) return 2;
    if (events && !(h.events = fopen(events, "w"))) { perror(events); return 2; }

    elf_firmware_t fw;
    memset(&fw, 0, sizeof fw);
    /* libsimavr prints "Loaded ..." on stdout; keep stdout for the pty path and the summary. */
    fflush(stdout);
    int saved_stdout = dup(1);
    dup2(2, 1);
    int elf_rc = elf_read_firmware(elf, &fw);
    fflush(stdout);
    dup2(saved_stdout, 1);
    close(saved_stdout);
    if (elf_rc != 0) {
        fprintf(stderr, "afterglow-sim: %s: cannot read the firmware ELF (run make -C Firmware)\n", elf);
        return 2;
    }
    avr_t *avr = avr_make_mcu_by_name("atmega328p");
    if (!avr) { fprintf(stderr, "afterglow-sim: libsimavr has no atmega328p core\n"); return 2; }
    avr_init(avr);
    fw.frequency = 16000000;
    avr_load_firmware(avr, &fw);
    avr->frequency = 16000000;
    avr->log = 0;

    h.mpu.lead_in_s = lead_in;
    h.mpu.fault_from_s = fault_from;
    h.mpu.fault_to_s = fault_to;
    h.mpu.on_read = on_read;
    h.mpu.ctx = &h;
    mpu_sim_attach(&h.mpu, avr, &h.trace);
    if (capture && !(h.uart.capture = fopen(capture, "w"))) { perror(capture); return 2; }
    h.uart.on_frame = on_frame;
    h.uart.ctx = &h;
    if (uart_bridge_attach(&h.uart, avr, link) < 0) return 1;

    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGPIPE, SIG_IGN);
    printf("%s\n", link ? link : h.uart.slave_path);
    fflush(stdout);
    int64_t wall0 = mono_ns();
    if (h.events) {
        fprintf(h.events, "{\"event\":\"start\",\"pty\":\"%s\",\"trace\":\"%s\",\"wall_ns\":%lld,\"speed\":%g}\n",
                h.uart.slave_path, h.trace.name, (long long)wall0, speed);
        fflush(h.events);
    }

    const avr_cycle_count_t slice = avr->frequency / 2000; /* 0.5 ms of simulated time */
    int state = cpu_Running, plugged = 1;
    double sim_s = 0;
    while (!stop && sim_s < duration) {
        avr_cycle_count_t target = avr->cycle + slice;
        while (avr->cycle < target && state != cpu_Done && state != cpu_Crashed) state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed) {
            fprintf(stderr, "afterglow-sim: the AVR stopped (%s) at %.6f s\n", state == cpu_Done ? "done" : "crashed", sim_s);
            break;
        }
        sim_s = (double)avr->cycle / avr->frequency;
        if (plugged && unplug_from >= 0 && sim_s >= unplug_from && sim_s < unplug_to) {
            uart_bridge_unplug(&h.uart);
            plugged = 0;
            if (h.events) { fprintf(h.events, "{\"event\":\"unplug\",\"sim_us\":%.0f}\n", sim_s * 1e6); fflush(h.events); }
        } else if (!plugged && sim_s >= unplug_to) {
            uart_bridge_replug(&h.uart);
            plugged = 1;
            if (h.events) {
                fprintf(h.events, "{\"event\":\"replug\",\"sim_us\":%.0f,\"pty\":\"%s\"}\n", sim_s * 1e6, h.uart.slave_path);
                fflush(h.events);
            }
        }
        uart_bridge_pump(&h.uart);
        if (speed > 0) {
            int64_t due = wall0 + (int64_t)(sim_s / speed * 1e9), now = mono_ns();
            if (due > now + 200000) {
                struct timespec ts = {(time_t)((due - now) / 1000000000), (long)((due - now) % 1000000000)};
                nanosleep(&ts, NULL);
            }
        }
    }
    double wall_s = (double)(mono_ns() - wall0) / 1e9;
    char summary[1024];
    snprintf(summary, sizeof summary,
             "{\"event\":\"summary\",\"sim_s\":%.3f,\"wall_s\":%.3f,\"sim_per_wall\":%.3f,\"sensor_reads\":%llu,"
             "\"sensor_nacks\":%llu,\"samples_sent\":%llu,\"hellos_sent\":%llu,\"statuses_sent\":%llu,"
             "\"bytes_out\":%llu,\"bytes_in\":%llu,\"bad_frames_out\":%llu,\"dropped_to_pty\":%llu,"
             "\"board_dropped\":%u,\"board_i2c_errors\":%u,\"board_last_error\":%u,\"board_flags\":%u}",
             sim_s, wall_s, wall_s > 0 ? sim_s / wall_s : 0, (unsigned long long)h.mpu.data_reads,
             (unsigned long long)h.mpu.nacks, (unsigned long long)h.samples_out, (unsigned long long)h.hellos_out,
             (unsigned long long)h.statuses_out, (unsigned long long)h.uart.bytes_out, (unsigned long long)h.uart.bytes_in,
             (unsigned long long)h.uart.bad_frames_out, (unsigned long long)h.uart.dropped_out, h.last_status_dropped,
             h.last_status_i2c, h.last_status_error, h.last_status_flags);
    printf("%s\n", summary);
    if (h.events) { fprintf(h.events, "%s\n", summary); fclose(h.events); }
    uart_bridge_unplug(&h.uart);
    if (h.uart.capture) fclose(h.uart.capture);
    trace_free(&h.trace);
    return 0;
}
