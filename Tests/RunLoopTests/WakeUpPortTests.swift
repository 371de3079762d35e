import Foundation
import Glibc
import Testing
@testable import RunLoop

/// Issue 7: with no file descriptor left, making a run loop used to stop the
/// process with `fatalError` in `WakeUpPort`; it must throw an error that says
/// what failed, so the caller can report it on one line.
@Suite("Wake-up port")
struct WakeUpPortTests {
    @Test("out of file descriptors, EventRunLoop() throws EMFILE instead of stopping the process")
    func outOfDescriptorsThrows() async {
        await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var limit = rlimit()
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 64
            limit.rlim_cur = rlim_t(open + 8)
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            var loops: [EventRunLoop] = []
            do {
                for _ in 0..<64 { loops.append(try EventRunLoop()) }
                FileHandle.standardError.write(Data("64 loops made under a limit of \(open + 8) descriptors\n".utf8))
                exit(1)
            } catch {
                guard let error = error as? RunLoopError,
                      error == .systemCall("eventfd() for the wake-up port", errno: EMFILE) else {
                    FileHandle.standardError.write(Data("unexpected error: \(error)\n".utf8))
                    exit(1)
                }
                #expect(error.description.hasPrefix("RunLoop: eventfd() for the wake-up port failed: "))
                exit(loops.isEmpty ? 1 : 0)
            }
        }
    }
}
