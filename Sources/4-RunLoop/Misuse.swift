import Glibc

/// Bad input must neither crash the app nor hang the loop: say on one line what was wrong and where,
/// then carry on without it. Tests swap the sink to assert the message.
nonisolated(unsafe) var runLoopMisuseSink: (String) -> Void = { message in
    fputs("RunLoop: \(message)\n", stderr)
}

func reportRunLoopMisuse(_ message: String) {
    runLoopMisuseSink(message)
}
