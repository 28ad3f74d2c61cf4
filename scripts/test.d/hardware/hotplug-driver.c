/* Drives an umockdev testbed for the hardware suite (scripts/test.d/hardware.sh): umockdev-run
 * can load devices but not unplug them, so this helper uses libumockdev's testbed API to add,
 * remove and re-add devices (with "add"/"remove" uevents) and to change IIO sysfs attributes over
 * time, while `afterglow sensors monitor` runs as its child and sees it all through the real
 * libudev calls. Run it under umockdev-wrapper so the child inherits the preload library.
 *
 *   hotplug-driver evdev-replug FIXTURES AFTERGLOW   unplug and replug an evdev accelerometer
 *   hotplug-driver iio-drop FIXTURES AFTERGLOW IIOSCRIPT   play a wrist drop through IIO sysfs
 *
 * The child's JSON lines pass through this driver (to its stdout), which waits on them: it
 * unplugs after the first gesture, replugs once the monitor reports it is holding state, and
 * repeats the "add" uevent until the monitor reports the reconnection. Every wait is bounded.
 */
#define _GNU_SOURCE /* memmem */
#include <umockdev.h>
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include <poll.h>
#include <signal.h>
#include <time.h>

static const char *EVDEV_SYS = "/sys/devices/virtual/misc/uhid/0005:054C:09CC.0001/input/input7/event5";
static const char *IIO_SYS = "/sys/devices/platform/80860F41:04/i2c-12/i2c-BMA250E:00/iio:device0";

static void die(const char *what, GError *e) {
    fprintf(stderr, "hotplug-driver: %s: %s\n", what, e ? e->message : "failed");
    exit(2);
}

static char *fixture(const char *dir, const char *name) { return g_build_filename(dir, name, NULL); }

static const char *EVDEV_SYS_REPLUG = "/sys/devices/virtual/misc/uhid/0005:054C:09CC.0002/input/input8/event6";

/* The replugged controller comes back as event6, as a real replug usually does (and because
 * umockdev 0.17 cannot re-create a removed /dev node under the same name). */
static void add_evdev(UMockdevTestbed *tb, const char *dir, int replug) {
    GError *e = NULL;
    const char *node = replug ? "/dev/input/event6" : "/dev/input/event5";
    /* The ioctl handler can be loaded before the node exists, the event script only after. */
    if (!umockdev_testbed_load_ioctl(tb, node, fixture(dir, replug ? "evdev-accelerometer-replug.ioctl" : "evdev-accelerometer.ioctl"), &e)) die("load ioctl", e);
    if (!umockdev_testbed_add_from_file(tb, fixture(dir, replug ? "evdev-accelerometer-replug.umockdev" : "evdev-accelerometer.umockdev"), &e)) die("add evdev", e);
    if (!umockdev_testbed_load_evemu_events(tb, node, fixture(dir, "wrist-drop.evemu"), &e)) die("load evemu", e);
}

/* The child's stdout, read line by line; every line is echoed to our stdout. */
static int child_out = -1;
static char linebuf[65536];
static size_t linelen;

static double now_s(void);

/* Reads the child's lines until one contains `needle` and, if given, `also` (1); or the child
 * closes its output, or `timeout` seconds pass (0). needle NULL: pass lines on until then. */
static int wait_for_line2(const char *needle, const char *also, double timeout) {
    double end = now_s() + timeout;
    for (;;) {
        char *nl;
        while ((nl = memchr(linebuf, '\n', linelen))) {
            size_t n = (size_t)(nl - linebuf) + 1;
            fwrite(linebuf, 1, n, stdout); fflush(stdout);
            int hit = needle && memmem(linebuf, n, needle, strlen(needle)) && (!also || memmem(linebuf, n, also, strlen(also)));
            memmove(linebuf, linebuf + n, linelen - n); linelen -= n;
            if (hit) return 1;
        }
        double left = end - now_s();
        struct pollfd p = { .fd = child_out, .events = POLLIN };
        if (poll(&p, 1, left > 0 ? (int)(left * 1000) + 1 : 0) <= 0) {
            if (left > 0) continue;
            if (needle) fprintf(stderr, "hotplug-driver: no line with '%s' within %.0f s\n", needle, timeout);
            return 0;
        }
        if (linelen == sizeof linebuf) linelen = 0; /* an absurd line: drop it */
        ssize_t r = read(child_out, linebuf + linelen, sizeof linebuf - linelen);
        if (r <= 0) { if (linelen) { fwrite(linebuf, 1, linelen, stdout); linelen = 0; } fflush(stdout); return 0; }
        linelen += (size_t)r;
    }
}
static int wait_for_line(const char *needle, double timeout) { return wait_for_line2(needle, NULL, timeout); }

static pid_t spawn(char *const argv[]) {
    int fds[2];
    if (pipe(fds) != 0) { perror("pipe"); exit(2); }
    pid_t pid = fork();
    if (pid == 0) { dup2(fds[1], 1); close(fds[0]); close(fds[1]); execv(argv[0], argv); perror("execv"); _exit(127); }
    close(fds[1]);
    child_out = fds[0];
    return pid;
}

static double now_s(void) {
    struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void sleep_s(double s) { if (s > 0) g_usleep((gulong)(s * 1e6)); }


int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: hotplug-driver evdev-replug|iio-drop FIXTURES AFTERGLOW [IIOSCRIPT]\n"); return 2; }
    const char *mode = argv[1], *dir = argv[2], *afterglow = argv[3];
    UMockdevTestbed *tb = umockdev_testbed_new();
    GError *e = NULL;
    int status = 0;

    if (strcmp(mode, "evdev-replug") == 0) {
        add_evdev(tb, dir, 0);
        /* --duration bounds the whole run; the driver ends it earlier, once it has seen it all. */
        char *args[] = { (char *)afterglow, "sensors", "monitor", "evdev:event5", "--duration", "40", "--quiet", "--json", NULL };
        pid_t child = spawn(args);
        wait_for_line("\"event\":\"gesture\"", 20);      /* the trace is playing: the first gesture */
        fprintf(stderr, "hotplug-driver: unplug\n");
        umockdev_testbed_uevent(tb, EVDEV_SYS, "remove");
        umockdev_testbed_remove_device(tb, EVDEV_SYS);
        wait_for_line("holding state", 10);
        fprintf(stderr, "hotplug-driver: replug\n");
        add_evdev(tb, dir, 1);
        /* umockdev serves ioctls from a thread that starts listening asynchronously, so the first
         * announcement can find no server: announce again until the monitor reports it (≤ 10×). */
        int back = 0;
        for (int i = 0; i < 10 && !back; i++) {
            umockdev_testbed_uevent(tb, EVDEV_SYS_REPLUG, "add");
            back = wait_for_line("reconnected on", 2);
        }
        if (back) wait_for_line2("\"gesture\":\"wrist-drop\"", "\"source\":\"evdev:event6\"", 30);
        kill(child, SIGINT);
        wait_for_line(NULL, 10);                         /* the rest of its output, to EOF */
        waitpid(child, &status, 0);
        status = 0; /* ended by us: the checks judge the lines */
    } else if (strcmp(mode, "iio-drop") == 0 && argc >= 5) {
        if (!umockdev_testbed_add_from_file(tb, fixture(dir, "iio-accelerometer.umockdev"), &e)) die("add iio", e);
        gchar *script = NULL;
        if (!g_file_get_contents(argv[4], &script, NULL, &e)) die("read iio script", e);
        char *args[] = { (char *)afterglow, "sensors", "monitor", "iio:device0", "--iio-rate", "50", "--duration", "9", "--quiet", "--json", NULL };
        pid_t child = spawn(args);
        sleep_s(0.5); /* the replay is paced in real time on purpose: the source polls sysfs at 50 Hz */
        double start = now_s();
        for (char *line = strtok(script, "\n"); line; line = strtok(NULL, "\n")) {
            double t; long x, y, z;
            if (line[0] == '#' || sscanf(line, "%lf %ld %ld %ld", &t, &x, &y, &z) != 4) continue;
            sleep_s(start + t - now_s());
            char v[32];
            snprintf(v, sizeof v, "%ld", x); umockdev_testbed_set_attribute(tb, IIO_SYS, "in_accel_x_raw", v);
            snprintf(v, sizeof v, "%ld", y); umockdev_testbed_set_attribute(tb, IIO_SYS, "in_accel_y_raw", v);
            snprintf(v, sizeof v, "%ld", z); umockdev_testbed_set_attribute(tb, IIO_SYS, "in_accel_z_raw", v);
            wait_for_line(NULL, 0);                      /* pass on what the child printed so far */
        }
        wait_for_line(NULL, 30);
        waitpid(child, &status, 0);
    } else {
        fprintf(stderr, "hotplug-driver: unknown mode %s\n", mode); return 2;
    }
    /* Finalising the testbed can block on umockdev's ioctl-socket threads (0.17): remove its
     * directory ourselves and leave without running destructors. */
    gchar *root = umockdev_testbed_get_root_dir(tb);
    gchar *cmd = g_strdup_printf("rm -rf '%s'", root);
    if (system(cmd) != 0) fprintf(stderr, "hotplug-driver: could not remove %s\n", root);
    fflush(NULL);
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}
