/// `constant + Σ coefficient·variable`: both sides of a linear constraint
/// (the paper's "linear real arithmetic" terms). Written with operators, so a
/// test reads like the paper: `x.m == (x.l + x.r) / 2`.
public struct LinearExpression: CustomStringConvertible {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    public init(_ variable: Variable) { self.init([(variable, 1)]) }
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The value with every variable at its current ``Variable/value``.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? $0.variable.name : "\($0.coefficient)·\($0.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(k) }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(-k) }
}

// Variables take part in expressions directly: `x.r - x.l >= 10`.
extension Variable {
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
    public static func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
    public static func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
    public static func * (k: Double, a: Variable) -> LinearExpression { LinearExpression(a) * k }
    public static func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    public static func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
    public static func * (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) * k }
}
