/// The two things every log line prints of an object: its class name
/// (`UIView`, `AView`, `UITapGestureRecognizer`) and its address (`0x…`,
/// like Objective-C's `%p`).
///
/// Why not `String(describing: type(of: object))` each time: for a metatype
/// it asks the runtime how to print the value (a `Mirror`, dynamic casts
/// through the conformance cache) — some 3 % of the live demo's CPU during a
/// drag, where every move traces the view's `description` (`<BView: 0x…;
/// frame = …>`) and formats the trace's new lines (issue 25, `perf` of the
/// demo under an `xdotool` drag). A class's name never changes while the
/// process runs, so it is worked out once per class; process-wide, behind a
/// lock, as the engine may run on several threads (tests).
enum LogNames {
    private static let classNames = LockedValue<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`, worked out once per class.
    static func className(of type: AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = classNames.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        classNames.withLock { $0[key] = name }
        return name
    }

    /// `"0x" + String(value, radix: 16)`: lowercase hex digits, no leading
    /// zeros, written straight into the string's bytes.
    static func address(_ value: UInt) -> String {
        guard value != 0 else { return "0x0" }
        let digits = (UInt.bitWidth - value.leadingZeroBitCount + 3) / 4
        return String(unsafeUninitializedCapacity: 2 + digits) { buffer in
            buffer[0] = UInt8(ascii: "0")
            buffer[1] = UInt8(ascii: "x")
            var rest = value
            for i in stride(from: 1 + digits, through: 2, by: -1) {
                let digit = UInt8(truncatingIfNeeded: rest & 0xF)
                buffer[i] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                rest >>= 4
            }
            return 2 + digits
        }
    }

    /// The address of `object`, as `address(_:)` prints it.
    static func address(of object: AnyObject) -> String {
        address(UInt(bitPattern: ObjectIdentifier(object)))
    }
}
