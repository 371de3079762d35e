import Foundation

/// The layer behind every view. On iOS it is Core Animation's and does the
/// drawing; here it exists so that code touching `view.layer` compiles and so
/// that a view's description ends the way an iPhone prints it:
/// `…; layer = <CALayer: 0x…>>` (seed 004's logs, `Tests/Fixtures/seed-004`).
open class CALayer: CustomStringConvertible {
    /// The view that owns the layer, as on iOS.
    public internal(set) weak var delegate: UIView?

    /// Makes a layer with no delegate.
    public init() {}

    /// `<CALayer: 0x…>`, as the seed logs end a view's description.
    open var description: String {
        "<CALayer: 0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) + ">"
    }
}
