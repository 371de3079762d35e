import CSystem
import Glibc

/// What one wait of the loop watches: the wake-up port plus the current mode's Source1 descriptors
/// (CF's per-mode port set), as a `pollfd` array for `ppoll`.
///
/// The arrays are refilled for every wait but keep their capacity, so a pass allocates nothing.
/// One `PortSet` per nesting depth of `run`, so a nested run cannot clobber the outer run's results.
final class PortSet {
    @exclusivity(unchecked) private(set) var descriptors: [pollfd] = []
    /// `sources[i]` owns `descriptors[i + 1]`; index 0 is the wake-up port.
    @exclusivity(unchecked) private(set) var sources: [RunLoopSource1] = []

    init(wakeUpPort: Int32) {
        descriptors.reserveCapacity(8)
        sources.reserveCapacity(7)
        descriptors.append(pollfd(fd: wakeUpPort, events: Int16(POLLIN), revents: 0))
    }

    /// Watches `sources1` (kept sorted by order, so ready sources come out in perform order).
    func fill(with sources1: [RunLoopSource1]) {
        descriptors.removeSubrange(1...)
        sources.removeAll(keepingCapacity: true)
        descriptors[0].revents = 0
        for source in sources1 where source.isValid {
            descriptors.append(pollfd(fd: source.fileDescriptor, events: Int16(POLLIN), revents: 0))
            sources.append(source)
        }
    }

    /// Drops the references to the sources once their results are used.
    func clear() {
        descriptors.removeSubrange(1...)
        sources.removeAll(keepingCapacity: true)
    }

    var isWakeUpPortReady: Bool { descriptors[0].revents != 0 }

    /// `poll(2)` result bits for `sources[index]`; 0 when it is not ready.
    func readiness(ofSourceAt index: Int) -> Int16 { descriptors[index + 1].revents }

    /// Waits until a port is readable or `timeout` seconds pass (0 polls, `.infinity` blocks), with
    /// microsecond precision rounded up so a timer is due when the wait ends. Returns whether any
    /// port is ready.
    @discardableResult
    func wait(timeout: Double) -> Bool {
        let blocksForever = !(timeout < 1e9)  // also NaN
        let endTime = blocksForever ? 0 : monotonicSeconds() + max(0, timeout)
        var remaining = max(0, timeout)
        while true {
            let count = nfds_t(descriptors.count)
            let result: Int32 = descriptors.withUnsafeMutableBufferPointer { buffer in
                if blocksForever { return csystem_ppoll(buffer.baseAddress, count, nil) }
                let microseconds = (remaining * 1e6).rounded(.up)
                var limit = timespec(tv_sec: Int(microseconds / 1e6),
                                     tv_nsec: Int(microseconds.truncatingRemainder(dividingBy: 1e6)) * 1000)
                return csystem_ppoll(buffer.baseAddress, count, &limit)
            }
            if result >= 0 { return result > 0 }
            guard errno == EINTR else {
                reportRunLoopMisuse("ppoll on \(descriptors.count) ports failed: \(String(cString: strerror(errno)))")
                return false
            }
            if !blocksForever { remaining = max(0, endTime - monotonicSeconds()) }
        }
    }
}
