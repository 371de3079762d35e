/// A column of the simplex tableau (the paper's §3): every unknown the solver
/// works with, whether it stands for one of your variables or was made to
/// turn a constraint into an equation.
///
/// The four kinds are the paper's: *external* symbols are the variables you
/// asked for; a *slack* turns an inequality `e ≥ 0` into `e - s = 0` with
/// `s ≥ 0`; an *error* pair measures how far a non-required constraint is
/// from holding (its weighted sum is the objective); a *dummy* marks a
/// required equality, so it can be found again to remove it, and never moves.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// Unique in one solver; also the order ties are broken in, so the
    /// solver's choices (and so an ambiguous layout's answer) are the same on
    /// every run, whatever order a dictionary is walked in.
    let id: Int
    let kind: Kind

    /// Slack and error symbols are *restricted* to be non-negative; external
    /// symbols are free, and dummies are pinned to zero.
    var isRestricted: Bool { kind == .slack || kind == .error }
    /// May enter the basis when optimising: anything but an external
    /// variable's own symbol is a pivot candidate, except a dummy.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// The tableau hashes symbols millions of times while it pivots; ids are
    /// small unique integers, so a multiplicative mix is enough, and skips
    /// SipHash's per-call seeding (a quarter of a layout's time, measured).
    func _rawHashValue(seed: Int) -> Int { (id &+ seed) &* -7_046_029_254_386_353_131 }

    var description: String {
        let letter = switch kind { case .external: "v"; case .slack: "s"; case .error: "e"; case .dummy: "d" }
        return "\(letter)\(id)"
    }
}
