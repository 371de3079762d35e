import CSystem
#if canImport(Glibc)
import Glibc
#endif

/// A POSIX thread that can be joined: `stop()` must be able to say "the
/// reader has returned and will never touch its X connection again" before
/// the connection is closed. Foundation's `Thread` cannot be joined.
final class JoinableThread {
    private var thread = pthread_t()
    private var isJoined = false

    /// Starts `body` on a new thread named `name` (as `top -H` and gdb show it).
    init(name: String, _ body: @escaping () -> Void) throws(SpringBoardError) {
        let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        let result = pthread_create(&thread, nil, { context in
            let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
            _ = csystem_set_current_thread_name(start.name)
            start.body()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            throw .systemCall("pthread_create", errno: result)
        }
    }

    /// True on the thread itself, where joining would wait forever.
    var isCurrent: Bool { pthread_equal(thread, pthread_self()) != 0 }

    /// Waits for the body to return. Idempotent; a no-op on the thread itself.
    func join() {
        guard !isJoined, !isCurrent else { return }
        isJoined = true
        pthread_join(thread, nil)
    }

    private final class Start {
        let name: String
        let body: () -> Void
        init(name: String, body: @escaping () -> Void) { self.name = name; self.body = body }
    }
}
