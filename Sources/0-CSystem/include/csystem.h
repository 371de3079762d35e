// The system calls and constants Swift cannot reach from its Glibc module.
//
// Swift's Glibc module is built without _GNU_SOURCE, so `pipe2`, `ppoll`,
// `eventfd`, `pthread_setname_np` and the pipe-size fcntl commands are not
// visible to Swift, and the C `stderr` global is shared mutable state that
// the Swift 6 language mode refuses. Each gets one named function here, so
// Swift code never needs `dlsym`, `unsafeBitCast` or a magic number.
// The engine (HID, RunLoop) depends on this target and never on X11.
#ifndef CSYSTEM_H
#define CSYSTEM_H

#include <poll.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

/// pipe2(O_NONBLOCK | O_CLOEXEC): both ends close-on-exec from the start, so a
/// concurrent fork+exec never inherits them. 0, or -1 with errno set. Falls
/// back to pipe + fcntl when the kernel has no pipe2 (ENOSYS).
int csystem_pipe_cloexec_nonblock(int ends[2]);

/// fcntl(F_SETPIPE_SZ): asks for a pipe of `bytes` bytes; the kernel rounds
/// up to a power-of-two number of pages. The new size, or -1 with errno
/// (EPERM above /proc/sys/fs/pipe-max-size or the user's quota, EBUSY when
/// the pipe holds more than that).
int csystem_set_pipe_size(int fd, int bytes);

/// fcntl(F_GETPIPE_SZ): the pipe's size in bytes, or -1 with errno.
int csystem_pipe_size(int fd);

/// eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC), the counter CFRunLoop's wake-up
/// port is on Linux. The descriptor, or -1 with errno.
int csystem_eventfd_cloexec_nonblock(void);

/// ppoll without a signal mask: `timeout` in nanoseconds' precision (poll(2)
/// only takes milliseconds); NULL waits forever.
int csystem_ppoll(struct pollfd *descriptors, nfds_t count, const struct timespec *timeout);

/// Names the calling thread as `top -H` and gdb show it; longer names are
/// cut to the kernel's 15 bytes. 0, or an error number.
int csystem_set_current_thread_name(const char *name);

/// libdispatch's main-queue port (`_dispatch_get_main_queue_handle_4CF`):
/// the eventfd that becomes readable when `DispatchQueue.main` has work.
/// -1 when the process's libdispatch does not export the hook, or the main
/// queue has no port (a Swift Testing process, whose harness owns the main
/// thread). The hooks are looked up with dlsym once: libdispatch is not a
/// link dependency of the engine.
int csystem_main_queue_handle(void);

/// Runs the blocks queued on the main queue
/// (`_dispatch_main_queue_callback_4CF`). False when the hook is missing.
/// Main thread only: libdispatch binds the queue to it.
bool csystem_drain_main_queue(void);

/// Writes `line` and a newline to standard error in one write(2), so lines
/// from several threads never interleave and nothing waits in a stdio buffer.
void csystem_print_error_line(const char *line);

#endif
