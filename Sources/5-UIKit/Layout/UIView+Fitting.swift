import Foundation
import LayoutSolver

extension UIView {
    /// `systemLayoutSizeFitting`: the view's own frame constraints set aside,
    /// the target size wanted at the given priorities, the engine asked, and
    /// everything put back.
    func fittingSize(_ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority) -> CGSize {
        solveConstraintsIfNeeded()
        let root = engineRoot
        let engine = root._layoutState?.engine ?? { let e = LayoutEngine(root: root); root.layoutState.engine = e; return e }()
        let entry = engine.entry(for: self)
        let solver = engine.solver
        // The frame's width and height (its position stays).
        let pins = entry.autoresizing.filter { $0.firstAttribute == .width || $0.firstAttribute == .height }.compactMap(\.solverConstraint)
        for pin in pins { try? solver.removeConstraint(pin) }
        let wanted = [Constraint(LinearExpression(entry.width) - Double(target.width), .equal, priority: Double(horizontal.rawValue)),
                      Constraint(LinearExpression(entry.height) - Double(target.height), .equal, priority: Double(vertical.rawValue))]
        for c in wanted { try? solver.addConstraint(c) }
        solver.updateVariables()
        let size = CGSize(width: (entry.width.value * 3).rounded() / 3, height: (entry.height.value * 3).rounded() / 3)
        for c in wanted { try? solver.removeConstraint(c) }
        for pin in pins where !solver.contains(pin) { try? solver.addConstraint(pin) }
        solver.updateVariables()
        return size
    }
}
