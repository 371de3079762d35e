import Foundation
@_spi(TouchLab) import UIKit

/// `hitTest(_:with:)` on a 10,000-view tree 10 levels deep, at random points;
/// returns the mean cost of one hit-test in microseconds.
enum HitTestCost {
    static func measure(queries: Int = 200_000) -> (microseconds: Double, views: Int, depth: Int, hitDepth: Double) {
        let root = EngineScenes.deepTree()
        var generator = SystemRandomNumberGenerator()
        let points = (0..<1024).map { _ in
            CGPoint(x: CGFloat.random(in: 0..<1000, using: &generator), y: CGFloat.random(in: 0..<1000, using: &generator))
        }
        var depthSum = 0
        for p in points {
            var v = root.hitTest(p, with: nil)
            while let current = v, current !== root { depthSum += 1; v = current.superview }
        }
        var sink = 0
        let start = now()
        for i in 0..<queries {
            if root.hitTest(points[i & 1023], with: nil) != nil { sink &+= 1 }
        }
        let elapsed = Double(now() - start) / 1000
        precondition(sink == queries, "every point is inside the root")
        return (elapsed / Double(queries), EngineScenes.countViews(root), EngineScenes.depth(root), Double(depthSum) / 1024)
    }
}
