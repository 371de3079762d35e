/// What the solver refuses, each with the constraint it refused.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint that cannot hold with the required ones already
    /// added. `conflicting` are those whose combination contradicts it — the
    /// constraints UIKit lists after "Unable to simultaneously satisfy
    /// constraints." (read off the phase-one row that could not reach zero).
    case unsatisfiable(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions: a required one could make the system
    /// unsatisfiable on any frame (the paper: edits are always non-required).
    case requiredEditVariable(Variable)

    public var description: String {
        switch self {
        case .unsatisfiable(let c, let others): "unsatisfiable: \(c) conflicts with \(others.map(\.description))"
        case .duplicateConstraint(let c): "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditVariable(let v): "\(v): an edit variable's priority must be below required (1000)"
        }
    }
}
