import SpringBoard

extension ScriptAction {
    /// The same action in window pixels: a script's points through the screen's mapping.
    func toPixels(_ screen: ScreenMapping) -> ScriptAction {
        func p(_ x: Double, _ y: Double) -> (Double, Double) { let q = screen.toPixels(x: x, y: y); return (q.x, q.y) }
        switch self {
        case let .move(x, y): let q = p(x, y); return .move(x: q.0, y: q.1)
        case let .tap(x, y): let q = p(x, y); return .tap(x: q.0, y: q.1)
        case let .drag(fx, fy, tx, ty, s):
            let a = p(fx, fy), b = p(tx, ty)
            return .drag(fromX: a.0, fromY: a.1, toX: b.0, toY: b.1, seconds: s)
        default: return self
        }
    }
}
