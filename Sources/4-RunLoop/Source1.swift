/// A port-based source (CFRunLoopSource version 1): the loop waits on `fileDescriptor` along with its
/// own wake-up port and calls `perform` when the descriptor is readable.
///
/// The loop only polls the descriptor; it never reads from it. The perform callback drains it, so a
/// pipe carrying messages (the HID port) keeps every byte. (CF on Linux reads 8 bytes itself, which
/// is why a message pipe cannot be a CF port; see PlatformNotes "CFRunLoop".)
/// A callback that leaves the descriptor readable is called again on the next pass.
public final class RunLoopSource1 {
    /// Shown in traces (`source1 <name>`) and in `description`.
    public let name: String
    /// The descriptor waited on for readability; owned and closed by whoever made it.
    public let fileDescriptor: Int32
    /// Lower runs first when several descriptors are ready after the same wait.
    public let order: Int
    let performCallout: () -> Void
    /// False once `invalidate()` ran.
    public private(set) var isValid = true
    weak var runLoop: EventRunLoop?

    /// A port-based source: the loop wakes when `fileDescriptor` is readable and calls `perform`.
    public init(name: String, fileDescriptor: Int32, order: Int = 0, perform: @escaping () -> Void) {
        self.name = name
        self.fileDescriptor = fileDescriptor
        self.order = order
        self.performCallout = perform
    }

    /// Stops watching the descriptor (it is not closed; the owner closes it). Call on the loop's thread.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        runLoop?.purge(self)
    }
}

extension RunLoopSource1: CustomStringConvertible {
    /// Name, descriptor and order on one line.
    public var description: String {
        "<RunLoopSource1 \(name) fd=\(fileDescriptor) order=\(order)\(isValid ? "" : " invalid")>"
    }
}
