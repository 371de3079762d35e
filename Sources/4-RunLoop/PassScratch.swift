/// Buffers one nesting depth of `run` reuses from pass to pass.
final class PassScratch {
    @exclusivity(unchecked) var signalledSources0: [RunLoopSource0] = []
    @exclusivity(unchecked) var dueTimers: [RunLoopTimer] = []
    let portSet: PortSet

    init(wakeUpPort: Int32) {
        portSet = PortSet(wakeUpPort: wakeUpPort)
        signalledSources0.reserveCapacity(8)
        dueTimers.reserveCapacity(8)
    }

    /// Insertion sort in place: the list is short, and unlike `sort` it never allocates.
    func sortSignalledSources0() {
        var index = 1
        while index < signalledSources0.count {
            var probe = index
            while probe > 0 && signalledSources0[probe].runsBefore(signalledSources0[probe - 1]) {
                signalledSources0.swapAt(probe, probe - 1)
                probe -= 1
            }
            index += 1
        }
    }
}
