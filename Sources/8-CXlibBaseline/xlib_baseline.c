// The plain-Xlib latency loop: see include/xlib_baseline.h.
//
// Deliberately the simplest correct program: two connections (XTest
// injection must not share the reader's queue), one window at the root
// origin, poll() only so that a lost event times out instead of hanging.
#include "xlib_baseline.h"

#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

enum { WINDOW_SIZE = 200, EVENT_TIMEOUT_MS = 2000 };

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/// Waits (drain-before-poll) for the next event of `type` on `window`,
/// discarding others. Returns 0, or -1 after EVENT_TIMEOUT_MS.
static int wait_for(Display *dpy, Window window, int type, XEvent *event) {
    for (;;) {
        while (XPending(dpy) > 0) {
            XNextEvent(dpy, event);
            if (event->type == type && event->xany.window == window) return 0;
        }
        struct pollfd p = { .fd = ConnectionNumber(dpy), .events = POLLIN };
        if (poll(&p, 1, EVENT_TIMEOUT_MS) <= 0) return -1;
    }
}

static const char *event_name(int type) {
    switch (type) {
    case MotionNotify: return "MotionNotify";
    case ButtonPress: return "ButtonPress";
    case ButtonRelease: return "ButtonRelease";
    default: return "event";
    }
}

int xlib_baseline_latency(const char *display_name, int samples, double *out_ns) {
    return xlib_baseline_latency_of_kind(display_name, XLIB_BASELINE_MIXED, samples, out_ns);
}

int xlib_baseline_latency_of_kind(const char *display_name, xlib_baseline_kind kind,
                                  int samples, double *out_ns) {
    return xlib_baseline_latency_after_idle(display_name, kind, samples, 0, out_ns);
}

int xlib_baseline_latency_after_idle(const char *display_name, xlib_baseline_kind kind,
                                     int samples, int idle_us, double *out_ns) {
    return xlib_baseline_latency_server_cpu(display_name, kind, samples, idle_us, 0, out_ns, NULL);
}

double xlib_baseline_process_cpu_ns(int pid) {
    if (pid <= 0) return -1;
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/schedstat", pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    unsigned long long ns = 0;
    int read = fscanf(file, "%llu", &ns);
    fclose(file);
    return read == 1 ? (double)ns : -1;
}

int xlib_baseline_latency_server_cpu(const char *display_name, xlib_baseline_kind kind,
                                     int samples, int idle_us, int server_pid,
                                     double *out_ns, double *out_server_cpu_ns) {
    if (out_server_cpu_ns) *out_server_cpu_ns = -1;
    if (idle_us < 0) {
        fprintf(stderr, "xlib_baseline: idle time must not be negative, got %d µs\n", idle_us);
        return 1;
    }
    if (samples < 0 || (samples > 0 && out_ns == NULL)) {
        fprintf(stderr, "xlib_baseline: need room for %d samples, got %s\n", samples, out_ns ? "a buffer" : "NULL");
        return 1;
    }
    if (kind != XLIB_BASELINE_MOTION && kind != XLIB_BASELINE_BUTTON && kind != XLIB_BASELINE_MIXED) {
        fprintf(stderr, "xlib_baseline: unknown kind %d\n", (int)kind);
        return 1;
    }
    XInitThreads();
    const char *name = display_name ? display_name : XDisplayName(NULL);
    Display *reader = XOpenDisplay(display_name);
    Display *injector = reader ? XOpenDisplay(display_name) : NULL;
    if (!reader || !injector) {
        fprintf(stderr, "xlib_baseline: cannot open X display \"%s\"\n", name);
        if (reader) XCloseDisplay(reader);
        return 2;
    }
    int result = 0;
    int ev, er, major, minor;
    if (!XTestQueryExtension(injector, &ev, &er, &major, &minor)) {
        fprintf(stderr, "xlib_baseline: the X server on \"%s\" has no XTEST extension\n", name);
        result = 3;
        goto done;
    }

    int screen = DefaultScreen(reader);
    Window window = XCreateSimpleWindow(reader, RootWindow(reader, screen), 0, 0, WINDOW_SIZE, WINDOW_SIZE, 0,
                                        BlackPixel(reader, screen), WhitePixel(reader, screen));
    XSelectInput(reader, window, ButtonPressMask | ButtonReleaseMask | PointerMotionMask
                                     | StructureNotifyMask | ExposureMask);
    XMapWindow(reader, window);
    XEvent event;
    if (wait_for(reader, window, MapNotify, &event) != 0 || wait_for(reader, window, Expose, &event) != 0) {
        fprintf(stderr, "xlib_baseline: window was not mapped on \"%s\" within %d ms\n", name, EVENT_TIMEOUT_MS);
        result = 4;
        goto done;
    }
    // Where the window is on the screen (no window manager moves it, but a
    // real one might), and a known pointer position inside it to start from.
    int root_x = 0, root_y = 0;
    Window child;
    XTranslateCoordinates(reader, window, RootWindow(reader, screen), 0, 0, &root_x, &root_y, &child);
    XTestFakeMotionEvent(injector, screen, root_x + 10, root_y + 10, CurrentTime);
    XSync(injector, False);
    XSync(reader, False);
    while (XPending(reader) > 0) XNextEvent(reader, &event);

    Bool button_down = False;
    double server_cpu_start = xlib_baseline_process_cpu_ns(server_pid);
    int motions = 0; // alternates the target: moving to where the pointer is reports nothing
    for (int i = 0; i < samples; i++) {
        // Which event this sample injects.
        int type;
        switch (kind) {
        case XLIB_BASELINE_MOTION: type = MotionNotify; break;
        case XLIB_BASELINE_BUTTON: type = (i % 2 == 0) ? ButtonPress : ButtonRelease; break;
        default: type = (int[]){ MotionNotify, ButtonPress, MotionNotify, ButtonRelease }[i % 4]; break;
        }
        if (idle_us > 0) usleep((useconds_t)idle_us);
        double start = now_ns();
        if (type == MotionNotify) {
            int offset = (motions++ % 2 == 0) ? 60 : 50;
            XTestFakeMotionEvent(injector, screen, root_x + offset, root_y + offset, CurrentTime);
        } else {
            XTestFakeButtonEvent(injector, 1, type == ButtonPress, CurrentTime);
            button_down = (type == ButtonPress);
        }
        XFlush(injector);
        if (wait_for(reader, window, type, &event) != 0) {
            fprintf(stderr, "xlib_baseline: sample %d: no %s within %d ms on \"%s\"\n",
                    i, event_name(type), EVENT_TIMEOUT_MS, name);
            result = 5;
            goto done;
        }
        out_ns[i] = now_ns() - start;
    }
    double server_cpu_end = xlib_baseline_process_cpu_ns(server_pid);
    if (out_server_cpu_ns && server_cpu_start >= 0 && server_cpu_end >= 0)
        *out_server_cpu_ns = server_cpu_end - server_cpu_start;

done:
    if (button_down) XTestFakeButtonEvent(injector, 1, False, CurrentTime);
    XCloseDisplay(injector);
    XCloseDisplay(reader);
    return result;
}
