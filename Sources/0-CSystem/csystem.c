// Compiled with _GNU_SOURCE, which Swift's Glibc module lacks: see csystem.h.
#define _GNU_SOURCE
#include "csystem.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/uio.h>
#include <unistd.h>

int csystem_pipe_cloexec_nonblock(int ends[2]) {
    if (pipe2(ends, O_NONBLOCK | O_CLOEXEC) == 0) return 0;
    if (errno != ENOSYS) return -1;
    // Kernels before 2.6.27: a window in which a concurrent fork+exec could
    // inherit the ends, but still a working pipe.
    if (pipe(ends) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(ends[i], F_SETFD, FD_CLOEXEC);
        fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
    }
    return 0;
}

int csystem_set_pipe_size(int fd, int bytes) { return fcntl(fd, F_SETPIPE_SZ, bytes); }

int csystem_pipe_size(int fd) { return fcntl(fd, F_GETPIPE_SZ); }

int csystem_eventfd_cloexec_nonblock(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

int csystem_ppoll(struct pollfd *descriptors, nfds_t count, const struct timespec *timeout) {
    return ppoll(descriptors, count, timeout, NULL);
}

int csystem_set_current_thread_name(const char *name) {
    char cut[16];
    strncpy(cut, name, sizeof cut - 1);
    cut[sizeof cut - 1] = '\0';
    return pthread_setname_np(pthread_self(), cut);
}

// libdispatch's CoreFoundation hooks, found once in the loaded libraries
// (RTLD_DEFAULT); either may be missing, and then the main queue has no port.
static int (*main_queue_handle_hook)(void);
static void (*main_queue_drain_hook)(void *);
static pthread_once_t main_queue_hooks_once = PTHREAD_ONCE_INIT;

static void look_up_main_queue_hooks(void) {
    main_queue_handle_hook = (int (*)(void))dlsym(RTLD_DEFAULT, "_dispatch_get_main_queue_handle_4CF");
    main_queue_drain_hook = (void (*)(void *))dlsym(RTLD_DEFAULT, "_dispatch_main_queue_callback_4CF");
}

int csystem_main_queue_handle(void) {
    pthread_once(&main_queue_hooks_once, look_up_main_queue_hooks);
    if (main_queue_handle_hook == NULL || main_queue_drain_hook == NULL) return -1;
    return main_queue_handle_hook();
}

bool csystem_drain_main_queue(void) {
    pthread_once(&main_queue_hooks_once, look_up_main_queue_hooks);
    if (main_queue_drain_hook == NULL) return false;
    main_queue_drain_hook(NULL);
    return true;
}

void csystem_print_error_line(const char *line) {
    struct iovec parts[2] = {
        { .iov_base = (void *)line, .iov_len = strlen(line) },
        { .iov_base = "\n", .iov_len = 1 },
    };
    while (writev(STDERR_FILENO, parts, 2) < 0 && errno == EINTR) {}
}
