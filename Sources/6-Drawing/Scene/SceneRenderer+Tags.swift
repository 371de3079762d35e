import Foundation
@_spi(TouchLab) import UIKit

/// Name tags ("BView  B") and recognizer badges ("Tap · Possible"), drawn
/// after every view so no subview covers its parent's tag.
extension SceneRenderer {
    func requestTag(for view: UIView, rect: CGRect, suffix: String?, isGhost: Bool, clip: CGRect, pass: inout Pass) {
        guard rect.width >= minimumTaggedSize.width, rect.height >= minimumTaggedSize.height else { return }
        // The overlay's ✕ chip says "hidden" for a rejected view; don't say it twice.
        let suffix = suffix.flatMap { pass.rejectedAsGhost.contains(ObjectIdentifier(view)) ? nil : $0 }
        pass.tagRequests.append(TagRequest(view: view, rect: rect, texts: Self.tagTexts(view, suffix: suffix), isGhost: isGhost,
                                           reservesBadge: pass.visited.contains(ObjectIdentifier(view)),
                                           clip: clip, order: pass.order, subtreeEnd: pass.order))
    }

    /// Only slivers of the view show (viewa round viewb in 004-sheet), or
    /// nothing (a view under another): the tag sits just above the view and
    /// whatever covers it there, else below them.
    private func placeBeside(_ request: TagRequest, width: Double, cover: CoverMap, bounds: CGRect,
                             placer: inout TagPlacer) -> CGRect? {
        let h = Self.tagHeight
        for up in [true, false] {
            var r = CGRect(x: Double(request.rect.minX).rounded(), y: up ? Double(request.rect.minY) - h - 2 : Double(request.rect.maxY) + 2,
                           width: width, height: h)
            for _ in 0..<8 {
                guard let c = cover.firstCover(of: r, subtreeEnd: request.subtreeEnd) else { break }
                r.origin.y = up ? c.minY - CGFloat(h) - 2 : c.maxY + 2
            }
            r.origin.y = r.minY.rounded()
            if bounds.contains(r), cover.firstCover(of: r, subtreeEnd: request.subtreeEnd) == nil,
               let placed = placer.place(r, within: bounds, sliding: up ? .up : .down,
                                         accepts: { cover.firstCover(of: $0, subtreeEnd: request.subtreeEnd) == nil }) {
                return placed
            }
        }
        return nil
    }

    /// True when the view's edges are not the screen's axes (rotated or sheared).
    static func isTurned(_ corners: [CGPoint]) -> Bool {
        guard corners.count == 4 else { return false }
        return abs(Double(corners[0].y - corners[1].y)) > 0.5 || abs(Double(corners[0].x - corners[3].x)) > 0.5
    }

    /// A tag's wordings, longest first, each whole: a narrow view gets its
    /// name alone rather than its class name cut mid-word (Behaviour §12).
    ///
    ///     BView  B · hidden    B · hidden    B    BView
    static func tagTexts(_ view: UIView, suffix: String?) -> [String] {
        let name = view.name.flatMap { $0.isEmpty ? nil : $0 }
        let tail = suffix.map { " · " + $0 } ?? ""
        var texts = [view.className + (name.map { "  " + $0 } ?? "") + tail]
        if let name { texts += [name + tail, name] } else if !tail.isEmpty { texts.append(view.className) }
        return texts
    }

    /// Draws the tags and badges the last `renderViews` collected, and records
    /// where they went in `rendered`. Their places are worked out again only
    /// when what they depend on changed (`TagPlacement.Inputs`): a repair of
    /// the kept layers whose pad's ink grew inside the same box places nothing,
    /// and draws only the tags and badges that meet its damage.
    public func drawTags(_ rendered: RenderedScene, in canvas: CairoCanvas, visualizer: DispatchVisualizer? = nil,
                         now: TimeInterval = 0) {
        guard let pass = pending, pass.rendered === rendered else { return }
        pending = nil
        keptPass = pass
        let inputs = TagPlacement.Inputs(pass: pass, canvas: canvas, visualizer: visualizer, now: now)
        let placement: TagPlacement
        if let kept = keptTagPlacement, kept.inputs == inputs {
            placement = kept
        } else {
            placement = placeTags(pass, inputs: inputs, canvas: canvas)
            keptTagPlacement = placement
        }
        rendered.tags = placement.tags
        rendered.badges = placement.badges
        canvas.withSavedState {
            canvas.clip(to: rendered.screenRect)
            for chip in placement.chips {
                switch chip {
                case let .tag(rect, text, slot, isGhost, clip):
                    // Logged against the tag's clip: a tag out of its scroll view escapes it.
                    canvas.inTextContainer("phone", clip) {
                        drawTagChip(rect, text: text, slot: slot, isGhost: isGhost, canvas: canvas)
                    }
                case let .badge(pill, badge):
                    drawBadge(pill, badge, canvas: canvas)
                }
            }
        }
    }

    /// Where every tag and badge of `pass` goes, in the order they are drawn.
    private func placeTags(_ pass: Pass, inputs: TagPlacement.Inputs, canvas: CairoCanvas) -> TagPlacement {
        let rendered = pass.rendered
        var placement = TagPlacement(inputs: inputs)
        var placer = TagPlacer()
        for box in rendered.contentText { placer.insert(box) }
        for box in rendered.drawnContent { placer.insert(box) }
        for request in pass.tagRequests {
            guard let (rect, text) = placeTag(request, cover: pass.cover, drawnContent: pass.drawnContent, rendered: rendered,
                                              placer: &placer, canvas: canvas) else { continue }
            let slot = request.reservesBadge ? Self.badgeSlot : 0
            placement.tags[ObjectIdentifier(request.view)] = RenderedScene.Tag(
                rect: rect, badgeCenter: request.reservesBadge ? CGPoint(x: Double(rect.minX) + Self.tagHeight / 2, y: Double(rect.midY)) : nil)
            placement.chips.append(.tag(rect, text: text, slot: slot, isGhost: request.isGhost, clip: request.clip))
        }
        for (request, badges) in zip(pass.badgeRequests, inputs.badges) {
            placeBadges(request.view, badges.recognizers, rect: request.rect, clip: request.clip, rendered: rendered,
                        tagRect: placement.tags[ObjectIdentifier(request.view)]?.rect, placement: &placement, placer: &placer, canvas: canvas)
        }
        return placement
    }

    private func placeTag(_ request: TagRequest, cover: CoverMap, drawnContent: [ObjectIdentifier: CGRect], rendered: RenderedScene,
                          placer: inout TagPlacer, canvas: CairoCanvas) -> (CGRect, String)? {
        let font = Self.tagFont
        let h = Self.tagHeight
        let slot = request.reservesBadge ? Self.badgeSlot : 0
        let bounds = request.clip.insetBy(dx: 2, dy: 2)
        let shown = request.rect.intersection(request.clip)
        guard !shown.isNull, !shown.isEmpty else { return nil }
        // Where the view shows: not under a view drawn after it (its own subviews aside).
        // …and not on what it paints itself: a control that draws itself is seen whole.
        let ownContent = drawnContent[ObjectIdentifier(request.view)]
        let parts = cover.visibleParts(of: shown, subtreeEnd: request.subtreeEnd)
            .flatMap { part in ownContent.map { CoverMap.subtract($0, from: part) } ?? [part] }
        // A tag may be wider than a narrow view, but not much.
        let room = min(max(120, Double(parts.max(by: { $0.width < $1.width })?.width ?? 0) - 8), Double(bounds.width))
        guard let text = request.texts.first(where: { slot + canvas.chipWidth($0, font, paddingX: 7) <= room })
                ?? request.texts.last.flatMap({ slot + canvas.chipWidth($0, font, paddingX: 7) <= Double(bounds.width) ? $0 : nil })
        else { return nil }
        let width = slot + canvas.chipWidth(text, font, paddingX: 7)
        // Never on a view drawn over this one.
        let uncovered = { (r: CGRect) in cover.firstCover(of: r, subtreeEnd: request.subtreeEnd) == nil }
        let placed: CGRect?
        if request.view is UILabel, Double(request.rect.minY) - h - 3 >= Double(rendered.screenRect.minY) + 2 {
            // A label's text fills its top-left corner: the tag sits just above it.
            let proposed = CGRect(x: Double(request.rect.minX).rounded(), y: (Double(request.rect.minY) - h - 2).rounded(),
                                  width: width, height: h)
            placed = placer.place(proposed, within: bounds, sliding: .up, accepts: uncovered)
        } else if let corners = rendered.shape(of: request.view), Self.isTurned(corners) {
            // A turned view (a diamond): its box's corners are off the view, its middle is on it.
            let cx = corners.map { Double($0.x) }.reduce(0, +) / 4, cy = corners.map { Double($0.y) }.reduce(0, +) / 4
            placed = placer.place(CGRect(x: (cx - width / 2).rounded(), y: (cy - h / 2).rounded(), width: width, height: h), within: bounds,
                                  accepts: uncovered)
        } else if let part = parts.first(where: { Double($0.width) >= width + 4 && Double($0.height) >= h + 4 })
                    ?? (parts.count == 1 && parts[0] == shown ? parts[0] : nil) {
            // The top-left of the first visible part the tag fits (4 px in);
            // a view nothing covers keeps its tag inside even when narrow.
            var x = (Double(part.minX) + 4).rounded()
            let y = (Double(part.minY) + 4).rounded()
            x = rendered.clearOfCorners(x: x, y: y, height: h)
            let proposed = CGRect(x: x, y: y, width: width, height: h)
            placed = uncovered(proposed)
                ? placer.place(proposed, within: bounds, accepts: uncovered)
                : placeBeside(request, width: width, cover: cover, bounds: bounds, placer: &placer)
        } else {
            placed = placeBeside(request, width: width, cover: cover, bounds: bounds, placer: &placer)
        }
        return placed.map { ($0, text) }
    }

    /// A placed tag's chip and its text.
    private func drawTagChip(_ rect: CGRect, text: String, slot: Double, isGhost: Bool, canvas: CairoCanvas) {
        let font = Self.tagFont
        let h = Self.tagHeight
        // Placed, but outside a repair's damage: nothing of it would show.
        if canvas.clipExcludes(rect) { return }
        if isGhost {
            canvas.fill(rect, theme.viewLabelBackground.multipliedAlpha(0.55), radius: h / 2)
            canvas.setDash([3, 2])
            canvas.strokeInside(rect, theme.ghostOutline, width: 1, radius: h / 2)
            canvas.clearDash()
        } else {
            canvas.fill(rect, theme.viewLabelBackground, radius: h / 2)
        }
        let textRect = CGRect(x: Double(rect.minX) + slot + 7, y: Double(rect.minY), width: Double(rect.width) - slot - 14, height: h)
        canvas.drawText(text, in: textRect, font, isGhost ? theme.viewLabelText.withAlpha(0.8) : theme.viewLabelText)
    }

    // MARK: Recognizer badges

    /// Places the badges of `view`'s recognizers (`badges`, in `gestureRecognizers` order).
    private func placeBadges(_ view: UIView, _ badges: [TagPlacement.Badge], rect: CGRect, clip: CGRect, rendered: RenderedScene,
                             tagRect: CGRect?, placement: inout TagPlacement, placer: inout TagPlacer, canvas: CairoCanvas) {
        let tagWidth = tagRect.map { Double($0.width) } ?? 0
        let bounds = clip.insetBy(dx: 2, dy: 2)
        // A view smaller than a badge (a 20-pt knob) keeps its face: its badges go below it.
        let small = Double(rect.height) < Self.pillHeight * 2 + 8 || Double(rect.width) < 60
        var y = small ? Double(rect.maxY) + 3 : Double(rect.minY) + 4
        for badge in badges {
            let font = Self.pillFont
            let h = Self.pillHeight
            let w = canvas.chipWidth(badge.text, font, paddingX: 7)
            // Top-right when the view has room beside its tag, else a column under the tag.
            let fitsBeside = !small && w + tagWidth + 14 <= Double(rect.width)
            let x = fitsBeside ? Double(rect.maxX) - 4 - w
                : small ? Double(rect.midX) - w / 2 : rendered.clearOfCorners(x: Double(rect.minX) + 4, y: y, height: h)
            guard let pill = placer.place(CGRect(x: x.rounded(), y: y.rounded(), width: w, height: h), within: bounds) else {
                placement.badges[ObjectIdentifier(view), default: []].append(.null)   // keeps the indices the recognizers'
                continue
            }
            placement.badges[ObjectIdentifier(view), default: []].append(pill)
            y = Double(pill.maxY) + 3
            placement.chips.append(.badge(pill, badge))
        }
    }

    /// A placed recognizer badge: its pill, its flash's halo, its text.
    private func drawBadge(_ pill: CGRect, _ badge: TagPlacement.Badge, canvas: CairoCanvas) {
        // Placed, but outside a repair's damage (its flash's halo reaches 3 past it).
        if canvas.clipExcludes(pill, margin: 5) { return }
        let font = Self.pillFont
        let h = Self.pillHeight
        let color = badge.greyed ? theme.failed : theme.color(for: badge.state)
        let flash = badge.flash
        if flash > 0 {
            canvas.addRoundedRect(pill.insetBy(dx: -3, dy: -3), radius: h / 2 + 3)
            canvas.fill(color.withAlpha(0.45 * flash))
        }
        canvas.fill(pill, color.mixed(with: RGBA(hex: 0xFFFFFF), 0.25 * flash), radius: h / 2)
        let textColor = badge.greyed ? RGBA(hex: 0xAEB6C6) : RGBA(hex: 0xFFFFFF)
        canvas.drawText(badge.text, in: pill.insetBy(dx: 7, dy: 0), font, textColor)
        if badge.state == .failed {
            let mid = CGFloat((Double(pill.midY)).rounded()) + 0.5
            canvas.strokeLine(from: CGPoint(x: pill.minX + 7, y: mid), to: CGPoint(x: pill.maxX - 7, y: mid),
                              textColor.withAlpha(0.7), width: 1)
        }
    }

    /// `UITapGestureRecognizer` → `Tap`; a recognizer's `name` wins (badges are small).
    static func shortName(of recognizer: UIGestureRecognizer) -> String { RecognizerNames.short(recognizer) }
}

extension DrawingTheme {
    /// A recognizer state's badge colour.
    public func color(for state: UIGestureRecognizer.State) -> RGBA {
        switch state {
        case .possible: possible
        case .began: began
        case .changed: moved
        case .ended: recognized
        case .cancelled: cancelled
        case .failed: failed
        }
    }
}
