@_spi(TouchLab) import CoreGraphics
import Foundation

/// A view's drawn content: the bitmap its `draw(_:)` paints (Core Animation's
/// backing store), and the part of it marked for redrawing.
///
/// When UIKit calls `draw(_:)` (Apple, "draw(_:)" and "setNeedsDisplay()"):
/// - before the view is first shown: when it enters a window, it is drawn
///   at the next frame, after layout (`_beforeCACommitHandler`);
/// - after `setNeedsDisplay()` / `setNeedsDisplay(_:)`: "the actual redraw
///   occurs during the next drawing cycle", once for every call made in
///   between, with the union of the rects marked;
/// - when the bounds change size under `contentMode = .redraw`; under the
///   other modes the drawn bitmap is stretched or placed by `contentMode`;
/// - never for a view whose class does not override `draw(_:)`. Swift on
///   Linux cannot ask a class whether it overrides a method, so the first
///   view of each class to show is asked once: if the call reaches
///   `UIView.draw(_:)` and draws nothing, the class is taken not to draw
///   (an override that only calls `super` is indistinguishable from none).
///
/// The bitmap is the size of the bounds at `contentsScale` (the screen's
/// scale, 3), and is cleared in the dirty rect before each call
/// (`clearsContextBeforeDrawing`).
final class ViewDisplayState {
    /// The bitmap context `draw(_:)` paints into; kept between calls, so a partial redraw keeps the rest.
    var context: CGContext?
    var size = CGSize.zero
    var scale: CGFloat = 0
    /// The union of the rects marked since the last draw; null when clean.
    var dirty = CGRect.null
    /// Whether the view is in its window's list for the next display pass.
    var isQueued = false
    /// Set by `UIView.draw(_:)` itself: the call reached the base implementation.
    var reachedBaseDraw = false
    var neverDrawn = true
    /// The box of the painted pixels (bitmap pixels), as last scanned; nil when nothing is painted.
    var ink: CGRect?
    /// Bitmap pixels redrawn since `ink` was scanned; null when it is current.
    var inkStale = CGRect.null
    /// Counts the bitmap's changes: each `draw(_:)` call, and each new bitmap.
    var revision = 0
    /// The rects (in the bitmap's points) the last few `draw(_:)` calls
    /// repainted, newest last: what a compositor that cached the bitmap at
    /// `revision` r must take again (`UIView.drawnContentChanges(since:)`).
    var redrawn: [(revision: Int, rect: CGRect)] = []
    /// The revision of the bitmap's creation: nothing before it is in `redrawn`.
    var createdAt = 0
    static let redrawnKept = 16

    func noteRedrawn(_ rect: CGRect) {
        revision += 1
        redrawn.append((revision, rect))
        if redrawn.count > Self.redrawnKept { redrawn.removeFirst(redrawn.count - Self.redrawnKept) }
    }
}

/// Which classes override `draw(_:)`, as found by the first view of each to be drawn.
enum DrawOverrides {
    /// Per class: whether its `draw(_:)` draws (learnt at its first display). One cache for every thread.
    private static let known = LockedValue<[ObjectIdentifier: Bool]>([:])
    static func overrides(_ view: UIView) -> Bool? {
        let cls = ObjectIdentifier(type(of: view))
        return known.withLock { $0[cls] }
    }
    /// Records what the first display of a class showed; a class keeps its first answer.
    static func learn(_ cls: ObjectIdentifier, overrides: Bool) { known.withLock { $0[cls] = $0[cls] ?? overrides } }
}

extension UIView {
    func markNeedsDisplay(_ rect: CGRect) {
        guard DrawOverrides.overrides(self) != false else { return }
        let state = displayState ?? ViewDisplayState()
        displayState = state
        let r = rect.standardized
        guard r.isFiniteRect else { return }
        state.dirty = state.dirty.union(r)
        if !state.isQueued, let window {
            state.isQueued = true
            window.viewsNeedingDisplay.append(self)
        }
    }

    /// The bounds changed size: under `.redraw`, draw again; otherwise the bitmap is stretched.
    func contentSizeChanged() {
        guard contentMode == .redraw, displayState != nil else { return }
        setNeedsDisplay()
    }

    /// Draws the view now if it is marked (or never drawn), into its bitmap.
    func displayIfNeeded() {
        if DrawOverrides.overrides(self) == false { displayState = nil; return }
        guard let state = displayState ?? (DrawOverrides.overrides(self) == false ? nil : ViewDisplayState()) else { return }
        displayState = state
        state.isQueued = false
        let size = _bounds.size
        // A view with no area has nothing to draw (and iOS does not ask it).
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let scale = UIScreen.main.scale
        var rect = state.dirty.intersection(_bounds)
        if state.context == nil || state.size != size || state.scale != scale {
            guard let context = CGContext(uikitBitmapOfSize: size, scale: scale) else { return }
            state.context = context
            state.size = size
            state.scale = scale
            state.revision += 1
            state.createdAt = state.revision
            state.redrawn = []
            rect = _bounds
        } else if state.neverDrawn {
            rect = _bounds
        }
        state.dirty = .null
        guard !rect.isNull, !rect.isEmpty, let context = state.context else { return }
        context.saveGState()
        context.translateBy(x: -_bounds.minX, y: -_bounds.minY)
        context.clip(to: rect)
        context.clear(rect)
        let before = context.drawingOperations
        state.reachedBaseDraw = false
        UIGraphicsPushContext(context)
        draw(rect)
        UIGraphicsPopContext()
        context.restoreGState()
        state.neverDrawn = false
        state.noteRedrawn(CGRect(x: rect.minX - _bounds.minX, y: rect.minY - _bounds.minY, width: rect.width, height: rect.height))
        state.inkStale = state.inkStale.union(CGRect(x: (rect.minX - _bounds.minX) * scale, y: (rect.minY - _bounds.minY) * scale,
                                                     width: rect.width * scale, height: rect.height * scale))
        let cls = ObjectIdentifier(type(of: self))
        if DrawOverrides.overrides(self) == nil {
            let overrides = !state.reachedBaseDraw || context.drawingOperations > before
            DrawOverrides.learn(cls, overrides: overrides)
            if !overrides { displayState = nil; return }
        }
        setNeedsRedraw()
    }

    /// The bitmap `draw(_:)` painted, for the phone: a `cairo_surface_t *`,
    /// its size in points and its pixels per point; nil for a view that does not draw.
    @_spi(TouchLab) public var drawnContent: (surface: OpaquePointer, size: CGSize, scale: CGFloat)? {
        guard let state = displayState, !state.neverDrawn, let surface = state.context?.targetSurface else { return nil }
        return (surface, state.size, state.scale)
    }

    /// The revision of `drawnContent`'s pixels (it grows with every
    /// `draw(_:)` call and every new bitmap), and what changed since an older
    /// one: the union of the rects repainted since `revision`, in the
    /// bitmap's points, or nil when that is not known (a new bitmap, too
    /// many calls ago) and the whole bitmap must be taken again. A
    /// compositor that keeps the bitmap at its own resolution (the phone's
    /// `BackingStoreCache`) updates only that part, as Core Animation's
    /// render server uploads only a backing store's dirty region.
    @_spi(TouchLab) public var drawnContentRevision: Int { displayState?.revision ?? 0 }

    /// See `drawnContentRevision`.
    @_spi(TouchLab) public func drawnContentChanges(since revision: Int) -> (revision: Int, changed: CGRect?) {
        guard let state = displayState else { return (0, nil) }
        guard revision >= state.createdAt, revision <= state.revision else { return (state.revision, nil) }
        if revision == state.revision { return (revision, .null) }
        guard let oldest = state.redrawn.first, oldest.revision <= revision + 1 else { return (state.revision, nil) }
        var changed = CGRect.null
        for entry in state.redrawn where entry.revision > revision { changed = changed.union(entry.rect) }
        return (state.revision, changed)
    }

    /// Where `draw(_:)` actually painted, in the bitmap's points (0…`drawnContent.size`);
    /// nil for a view that does not draw or painted nothing. The phone's name
    /// tags keep clear of it. The bitmap is scanned only where it was redrawn
    /// since the last question (a partial redraw grows the box, never shrinks it).
    @_spi(TouchLab) public var drawnInkBounds: CGRect? {
        guard let state = displayState, !state.neverDrawn, let context = state.context else { return nil }
        if !state.inkStale.isNull {
            let whole = CGRect(x: 0, y: 0, width: context.width, height: context.height)
            let scanned = context.inkBounds(inPixelRect: state.inkStale)
            if state.inkStale.integral.contains(whole) {
                state.ink = scanned
            } else if let scanned {
                state.ink = state.ink.map { $0.union(scanned) } ?? scanned
            }
            state.inkStale = .null
        }
        guard let ink = state.ink, state.scale > 0 else { return nil }
        return CGRect(x: ink.minX / state.scale, y: ink.minY / state.scale, width: ink.width / state.scale, height: ink.height / state.scale)
    }
}

extension UIWindow {
    /// A view entered this window: it is drawn before it is first shown, unless its class does not draw.
    func viewEnteredWindow(_ view: UIView) {
        guard DrawOverrides.overrides(view) != false else { return }
        let state = view.displayState ?? ViewDisplayState()
        view.displayState = state
        guard !state.isQueued else { return }
        state.isQueued = true
        viewsNeedingDisplay.append(view)
    }

    /// The display pass: every view marked since the last one draws, once.
    func displayViews() {
        let pending = viewsNeedingDisplay
        viewsNeedingDisplay = []
        for view in pending {
            guard view.window === self else { view.displayState?.isQueued = false; continue }
            view.displayIfNeeded()
        }
    }
}
