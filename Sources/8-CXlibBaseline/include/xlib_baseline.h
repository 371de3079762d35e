#ifndef TOUCHLAB_XLIB_BASELINE_H
#define TOUCHLAB_XLIB_BASELINE_H
// The limit the benchmarks compare against: how fast a plain Xlib program,
// with nothing between XNextEvent and the measurement, sees injected input.
//
//   injector connection                      reader connection (mapped window)
//   t0 = CLOCK_MONOTONIC
//   XTestFake{Motion,Button}Event + XFlush ──▶ X server ──▶ XNextEvent returns
//                                                           the matching event
//                                                           t1 = CLOCK_MONOTONIC
//   out_ns[i] = t1 - t0, one event in flight at a time (lock-step).

/// Which events each sample injects.
typedef enum {
    /// One MotionNotify per sample, alternating between two points in the window.
    XLIB_BASELINE_MOTION = 0,
    /// ButtonPress and ButtonRelease of button 1, alternating.
    XLIB_BASELINE_BUTTON = 1,
    /// A drag, repeated: move, press, move (button held), release.
    XLIB_BASELINE_MIXED = 2,
} xlib_baseline_kind;

/// Measures `samples` lock-step round trips of the MIXED pattern on
/// `display_name` (NULL = $DISPLAY), writing nanoseconds to `out_ns[0..<samples]`.
/// Returns 0 on success; otherwise non-zero after one line on stderr.
int xlib_baseline_latency(const char *display_name, int samples, double *out_ns);

/// The same with an explicit pattern, samples back to back.
int xlib_baseline_latency_of_kind(const char *display_name, xlib_baseline_kind kind,
                                  int samples, double *out_ns);

/// The same, the loop idle (`usleep`) for `idle_us` microseconds before each
/// sample. Back to back, the loop's thread and the X server are still awake
/// from the last sample; an input that comes after a pause (a person's tap,
/// or the TouchLab path's harness, which waits for the app to sleep) finds
/// the cores idle, and on a virtual machine waking an idle core costs more
/// (PipelineAndBenchmarks: "The X path, hop by hop").
int xlib_baseline_latency_after_idle(const char *display_name, xlib_baseline_kind kind,
                                     int samples, int idle_us, double *out_ns);

/// The same, and the X server's own CPU time over the samples (the first
/// field of `/proc/<server_pid>/schedstat`, read just before the first sample
/// and just after the last) in `*out_server_cpu_ns`: what the server works
/// per sample, to set beside the TouchLab path's (PipelineAndBenchmarks:
/// "What Xvfb works per press"). `server_pid` 0, or an unreadable file, gives -1.
int xlib_baseline_latency_server_cpu(const char *display_name, xlib_baseline_kind kind,
                                     int samples, int idle_us, int server_pid,
                                     double *out_ns, double *out_server_cpu_ns);

/// A thread's CPU time so far in nanoseconds (`/proc/<pid>/schedstat`), or -1:
/// for a process id, its main thread's — all of Xvfb's, which runs one thread.
double xlib_baseline_process_cpu_ns(int pid);

#endif
