import Foundation

/// Why hit-testing passed over a view (Behaviour §2); the trace and the demo show it.
public enum HitTestRejection: String, Sendable, CaseIterable {
    /// The view is hidden.
    case hidden = "hidden"
    /// The view's alpha is 0.01 or less: it skips a view at 0.01 and hits one at 0.011.
    case transparent = "alpha <= 0.01"
    /// The view's `isUserInteractionEnabled` is false.
    case interactionDisabled = "userInteractionEnabled = NO"
    /// `point(inside:with:)` said no: the point is outside the view's touchable area.
    case outside = "point outside"
    /// The view's own `hitTest` override returned nil (004 §2.5's second fix).
    case declinedByOverride = "hitTest returned nil"
    /// An animation without `.allowUserInteraction` is moving the view (Behaviour §9).
    case animating = "animating without .allowUserInteraction"
}

extension UIView {
    /// Alpha at or below this hides a view from touches. 003 writes `< 0.01`,
    /// 001/002/004 write `<= 0.01`; UIKit's behaviour is `<= 0.01`.
    public static let hitTestAlphaThreshold: CGFloat = 0.01

    /// The reasons a view (and so its whole subtree, seed 003) cannot
    /// receive touches, in the order UIKit checks them.
    func hitTestRejection() -> HitTestRejection? {
        if !isUserInteractionEnabled { return .interactionDisabled }
        if isHidden { return .hidden }
        if !(alpha > UIView.hitTestAlphaThreshold) { return .transparent }   // NaN alpha too
        if isAnimatingWithoutInteraction { return .animating }
        return nil
    }
}

extension UIView {
    /// UIKit's algorithm, exactly as the seeds give it:
    ///
    ///     hitTest(p):
    ///       interaction off, hidden or alpha <= 0.01  → nil
    ///       !point(inside: p)                         → nil
    ///       for subview in subviews.reversed()        (last added is on top)
    ///           if let hit = subview.hitTest(convert(p, to: subview)) → hit
    ///       → self
    ///
    /// `UIView.hitTest(_:with:)` calls this; subclasses override `hitTest` (or
    /// `point(inside:with:)`) to redirect touches. It asks each subview
    /// through `tracedHitTest`.
    func standardHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let reason = hitTestRejection() {
            trace(.hitTestRejected(view: Traced(self), reason: reason))
            return nil
        }
        guard point.isFinite, self.point(inside: point, with: event) else {
            trace(.hitTestRejected(view: Traced(self), reason: .outside))
            return nil
        }
        // The subviews' layers are where the layer's `sublayerTransform` draws them (CALayer+SublayerSpace);
        // a subview whose layer code moved under another layer, where that layer draws it (CALayer+HeldViewLayer).
        var inSublayers = point
        if let layer = existingLayer, layer.hasSublayerTransform {
            // In a perspective container, each subview through its transform and the container's as one (CALayer+SublayerSpace).
            if let s = layer.perspectiveSublayerProjection { return hitTestInPerspective(point, s, with: event) }
            inSublayers = layer.pointInSublayerSpace(point)
        }
        // Read once per view, not once per subview: tracing off costs the
        // 10,000-view hit-test one load here and one in each base method.
        if traceIsOn {
            for subview in subviews.reversed() {
                let p = subview.pointFromSuperviewThroughHolder(point) ?? subview.pointFromSuperview(inSublayers)
                if let hit = subview.tracedHitTest(p, with: event) { return hit }
            }
        } else {
            for subview in subviews.reversed() {
                let p = subview.pointFromSuperviewThroughHolder(point) ?? subview.pointFromSuperview(inSublayers)
                if let hit = subview.hitTest(p, with: event) { return hit }
            }
        }
        return self
    }

    /// The subviews of a perspective container, last added first, each asked
    /// at the point of its plane seen at `point` (NaN where the line of
    /// sight misses it: asked, and rejected as outside).
    private func hitTestInPerspective(_ point: CGPoint, _ s: CATransform3D, with event: UIEvent?) -> UIView? {
        for subview in subviews.reversed() {
            let p = subview.pointFromSuperviewThroughHolder(point)
                ?? subview.placement(inPerspective: s).unproject(point) ?? .unseen
            if let hit = traceIsOn ? subview.tracedHitTest(p, with: event) : subview.hitTest(p, with: event) { return hit }
        }
        return self
    }

    /// The base `hitTest(_:with:)` with tracing on: the stand-in for 004's
    /// swizzled `hitTest:withEvent:`, which logs each call that reaches
    /// `UIView`'s implementation, whoever made it (Behaviour §5, §7).
    func standardHitTestTraced(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let tracer = Tracer.current, tracer.isEnabled else { return standardHitTest(point, with: event) }
        baseHitTestCalls &+= 1
        tracer.emit(.hitTestVisit(view: Traced(self), point: point, next: next.map { Traced($0) }))
        let result = standardHitTest(point, with: event)
        tracer.emit(.hitTestReturned(view: Traced(self), result: result.map { Traced($0) }))
        return result
    }

    /// The engine's own call of a view's `hitTest` (the traversal, the
    /// window's passes). The base implementation traces itself; an override
    /// that answers without reaching it for this view is reported here, so
    /// the demo can still show that view's decision.
    func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard traceIsOn, let tracer = Tracer.current, tracer.isEnabled else { return hitTest(point, with: event) }
        let callsBefore = baseHitTestCalls
        let result = hitTest(point, with: event)
        if baseHitTestCalls == callsBefore {
            tracer.emit(.hitTestAnsweredByOverride(view: Traced(self), point: point, result: result.map { Traced($0) }))
        }
        return result
    }
}
