import Foundation

/// `UIView.transition(with:…)` and `transition(from:to:…)` on the one
/// animation model (Behaviour §15).
///
/// Apple's `transition(with:duration:options:animations:completion:)`: the
/// block's changes to the container are not animated one by one — the
/// container's new look replaces the old with the transition the options
/// name. There are no snapshots of the old look here, so the new look
/// arrives the way the transition shows it arriving: a cross dissolve (and
/// a curl) fades it in, a flip turns it edge-on and back (its transform
/// squeezed to a line at the half-way point and opened out). Those are
/// presentation values only: the model is the block's from the start, and
/// touches are kept from the view for the duration unless the options
/// allow user interaction. `transition(from:to:…)`: "By default, the view
/// in fromView is replaced in the view hierarchy by the view in toView";
/// with `.showHideTransitionViews`, fromView is hidden and toView shown
/// instead. The completion hears `true` after the duration.
extension UIView {
    /// Changes `view` in `animations`, showing the change with the transition `options` name.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let animations { performWithoutAnimation(animations) }
        animateArrival(of: view, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` (or hides one and shows the other), showing it with the transition `options` name.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
            fromView.removeFromSuperview()
            parent.insertSubview(toView, at: min(index, parent.subviews.count))
        }
        animateArrival(of: toView, duration: duration, options: options, completion: completion)
    }

    private enum TransitionKind { case none, fade, flipHorizontally, flipVertically }

    private class func animateArrival(of view: UIView, duration: TimeInterval, options: AnimationOptions,
                                      completion: ((Bool) -> Void)?) {
        let kind: TransitionKind = switch (options.rawValue >> 20) & 0xF {
        case 1, 2: .flipHorizontally
        case 6, 7: .flipVertically
        case 3, 4, 5: .fade
        default: .none
        }
        let keyframeOptions = KeyframeAnimationOptions(rawValue: options.rawValue & ~(UInt(0xF) << 20) & ~(UInt(7) << 10))
        switch kind {
        case .none:
            animate(withDuration: duration, delay: 0, options: options, animations: {}, completion: completion)
        case .fade:
            let alpha = view.alpha
            performWithoutAnimation { view.alpha = 0 }
            animate(withDuration: duration, delay: 0, options: options, animations: { view.alpha = alpha }, completion: completion)
        case .flipHorizontally, .flipVertically:
            let transform = view.transform
            let edgeOn = kind == .flipHorizontally ? transform.scaledBy(x: 0.001, y: 1) : transform.scaledBy(x: 1, y: 0.001)
            animateKeyframes(withDuration: duration, delay: 0, options: keyframeOptions, animations: {
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.transform = edgeOn }
                addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.transform = transform }
            }, completion: completion)
        }
    }
}
