import Foundation
import Synchronization

/// The animation block being run, if any: while `UIView.animate`'s
/// `animations` closure (or a property animator's) runs, every animatable
/// property a view sets is handed to its `record`, which starts a track from
/// the old value to the new one. Outside a block, setting a property changes
/// it at once, as on iOS. Blocks nest; `performWithoutAnimation` opens one
/// that records nothing.
final class AnimationTransaction {
    /// `(view, property, old model value, new model value)`; nil: no animation.
    let record: ((UIView, AnimatedProperty, AnimatedValue, AnimatedValue) -> Void)?

    init(record: ((UIView, AnimatedProperty, AnimatedValue, AnimatedValue) -> Void)?) { self.record = record }

    /// Runs `body` with this transaction open on this thread.
    func run(_ body: () -> Void) {
        let stack = Self.stack
        stack.transactions.append(self)
        Self.openCount.add(1, ordering: .relaxed)
        defer {
            stack.transactions.removeLast()
            Self.openCount.subtract(1, ordering: .relaxed)
        }
        body()
    }

    /// The innermost open transaction on this thread.
    static var current: AnimationTransaction? {
        guard openCount.load(ordering: .relaxed) > 0 else { return nil }   // the common case: one load
        return stackKey.get()?.transactions.last
    }

    private final class Stack { var transactions: [AnimationTransaction] = [] }
    private static let stackKey = ThreadLocal<Stack>()
    private static var stack: Stack {
        if let stack = stackKey.get() { return stack }
        let stack = Stack()
        stackKey.set(stack)
        return stack
    }
    /// Transactions open on any thread: a property setter outside every block pays one relaxed load.
    private static let openCount = Atomic<Int>(0)
}

extension UIView {
    /// Called by every animatable property's setter with its old and new model values.
    @inline(__always)
    func animatableChange(_ property: AnimatedProperty, from old: @autoclosure () -> AnimatedValue,
                          to new: @autoclosure () -> AnimatedValue) {
        guard let transaction = AnimationTransaction.current, let record = transaction.record else { return }
        record(self, property, old(), new())
    }
}
