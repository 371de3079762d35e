import Foundation

/// The animations added while a transaction was open, and its completion block.
final class CATransactionGroup {
    var pending = 0
    var completion: (() -> Void)?
    var committed = false
    func animationEnded() {
        pending -= 1
        if pending <= 0, committed, let completion { self.completion = nil; completion() }
    }
}

/// Core Animation's transactions (Apple, "CATransaction"): changes to layers
/// are grouped; a layer of its own animates a change implicitly unless its
/// transaction disables actions; the transaction's duration and timing
/// function set those implicit animations'; its completion block runs once
/// every animation added while it was open has finished (at once if none).
/// Outside `begin()`/`commit()`, an implicit transaction is open, committed
/// when the run loop is about to sleep (Core Animation's observer).
open class CATransaction {
    struct State {
        var disableActions: Bool?
        var duration: CFTimeInterval?
        var timing: CAMediaTimingFunction?
        let group = CATransactionGroup()
    }
    /// Core Animation's transactions belong to the thread that opened them.
    private struct Open { var explicit: [State] = []; var implicit: State? }
    private static let open = PerThread { Open() }
    static var explicit: [State] {
        get { open.withValue { $0.explicit } }
        set { open.withValue { $0.explicit = newValue } }
    }
    static var implicit: State? {
        get { open.withValue { $0.implicit } }
        set { open.withValue { $0.implicit = newValue } }
    }

    private static func withInnermost(_ body: (inout State) -> Void) {
        if explicit.isEmpty {
            var state = implicit ?? State()
            body(&state)
            implicit = state
        } else {
            body(&explicit[explicit.count - 1])
        }
    }
    private static func lookup<T>(_ read: (State) -> T?) -> T? {
        for state in explicit.reversed() { if let v = read(state) { return v } }
        return implicit.flatMap(read)
    }
    static func openGroups() -> [CATransactionGroup] { explicit.map(\.group) + (implicit.map { [$0.group] } ?? []) }

    /// Opens a transaction.
    open class func begin() { explicit.append(State()) }
    /// Commits the innermost transaction.
    open class func commit() {
        guard let state = explicit.popLast() else { return }
        finish(state)
    }
    /// Commits the implicit transaction now (iOS does so before the run loop sleeps).
    open class func flush() { commitImplicit() }
    /// Called before the run loop sleeps, after layout and display.
    static func commitImplicit() {
        guard let state = implicit else { return }
        implicit = nil
        finish(state)
    }
    private static func finish(_ state: State) {
        state.group.committed = true
        if state.group.pending <= 0, let completion = state.group.completion {
            state.group.completion = nil
            completion()
        }
    }

    /// Whether changes in this transaction animate implicitly: false unless disabled.
    open class func disableActions() -> Bool { lookup(\.disableActions) ?? false }
    /// Turns implicit animations off (or on) for this transaction.
    open class func setDisableActions(_ flag: Bool) { withInnermost { $0.disableActions = flag } }
    /// The duration of implicit animations: 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval { lookup(\.duration) ?? 0.25 }
    /// Sets the duration of this transaction's implicit animations.
    open class func setAnimationDuration(_ duration: CFTimeInterval) { withInnermost { $0.duration = duration } }
    /// The timing function of implicit animations (nil: Core Animation's default curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { lookup(\.timing) }
    /// Sets this transaction's timing function.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { withInnermost { $0.timing = function } }
    /// Runs `block` when the animations added in this transaction have all finished.
    open class func setCompletionBlock(_ block: (() -> Void)?) { withInnermost { $0.group.completion = block } }
    /// Transactions are main-thread work here; locking is a no-op.
    open class func lock() {}
    /// A no-op (see `lock()`).
    open class func unlock() {}
}
