import Foundation

/// UIKit's delegate hooks, all optional (defaults in the extension).
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `.possible`; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked at touch-down, before the touch is attached to the recognizer.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// True lets both recognize the same touches at once (the default is one winner).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
    /// True makes `gestureRecognizer` wait for `other` to fail, as `require(toFail:)` does.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool
    /// True makes `other` wait for `gestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Lets every recognizer begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Lets every recognizer receive every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// One winner: recognizers do not recognize simultaneously.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    /// No failure requirement beyond ``UIGestureRecognizer/require(toFail:)``.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf other: UIGestureRecognizer) -> Bool { false }
    /// No failure requirement beyond ``UIGestureRecognizer/require(toFail:)``.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool { false }
}
