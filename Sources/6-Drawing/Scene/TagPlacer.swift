import Foundation

/// Keeps name tags and badges from covering each other: a new chip that would
/// overlap one already placed slides down until it is clear. Nested views
/// that share a corner (a window's full-screen containers) get a neat
/// staircase of tags instead of a pile.
///
/// A coarse grid of placed rects keeps each placement cheap in scenes of
/// thousands of views.
struct TagPlacer {
    private var grid: [Int: [CGRect]] = [:]
    private let cell = 48.0
    let gap = 3.0

    enum Direction { case down, up }

    mutating func place(_ proposed: CGRect, sliding direction: Direction = .down, maxSteps: Int = 16) -> CGRect {
        var r = proposed
        for _ in 0..<maxSteps {
            guard let blocker = firstOverlap(with: r) else { break }
            switch direction {
            case .down: r.origin.y = blocker.maxY + CGFloat(gap)
            case .up: r.origin.y = blocker.minY - CGFloat(gap) - r.height
            }
        }
        insert(r)
        return r
    }

    /// Places `proposed` inside `bounds` (the phone's screen, a scroll view's
    /// clip): moved in from the edges, then slid past the chips it would
    /// cover, the other way if it runs out. Nil when it cannot fit there
    /// clear of every other chip: a label drawn half off the phone or on
    /// another one reads worse than none.
    /// `accepts` turns down spots the chips do not block but something else
    /// does (a view drawn over the tag's own): the chip slides on past them.
    mutating func place(_ proposed: CGRect, within bounds: CGRect, sliding direction: Direction = .down,
                        maxSteps: Int = 16, accepts: (CGRect) -> Bool = { _ in true }) -> CGRect? {
        guard proposed.width <= bounds.width, proposed.height <= bounds.height else { return nil }
        var r = proposed
        r.origin.x = min(max(r.minX, bounds.minX), bounds.maxX - r.width)
        r.origin.y = min(max(r.minY, bounds.minY), bounds.maxY - r.height)
        for way in direction == .down ? [Direction.down, .up] : [.up, .down] {
            var candidate = r
            for _ in 0..<maxSteps {
                let blocker = firstOverlap(with: candidate)
                if blocker == nil, accepts(candidate) {
                    insert(candidate)
                    return candidate
                }
                let step = blocker ?? candidate
                switch way {
                case .down: candidate.origin.y = step.maxY + CGFloat(gap)
                case .up: candidate.origin.y = step.minY - CGFloat(gap) - candidate.height
                }
                if candidate.minY < bounds.minY || candidate.maxY > bounds.maxY { break }
            }
        }
        return nil
    }

    private func keys(for r: CGRect) -> [Int] {
        let x0 = Int((Double(r.minX) / cell).rounded(.down)), x1 = Int((Double(r.maxX) / cell).rounded(.down))
        let y0 = Int((Double(r.minY) / cell).rounded(.down)), y1 = Int((Double(r.maxY) / cell).rounded(.down))
        var out: [Int] = []
        for y in y0...max(y0, y1) { for x in x0...max(x0, x1) { out.append(y &* 100_003 &+ x) } }
        return out
    }

    func isFree(_ r: CGRect) -> Bool { firstOverlap(with: r) == nil }

    private func firstOverlap(with r: CGRect) -> CGRect? {
        let probe = r.insetBy(dx: 0.5, dy: 0.5)
        for key in keys(for: r) {
            if let hit = grid[key]?.first(where: { $0.intersects(probe) }) { return hit }
        }
        return nil
    }

    /// Marks `r` as taken without moving it (chips placed by an earlier pass).
    mutating func insert(_ r: CGRect) {
        for key in keys(for: r) { grid[key, default: []].append(r) }
    }
}
