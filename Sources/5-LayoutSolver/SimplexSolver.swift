/// An incremental simplex solver for linear equalities and inequalities with
/// required and optional priority levels: the Cassowary algorithm of Badros,
/// Borning & Stuckey, "The Cassowary linear arithmetic constraint solving
/// algorithm", ACM TOCHI 8(4), 2001 — the engine Auto Layout descends from.
///
/// ```
///   constraints ──makeRow──▶ rows (basic symbol = constant + Σ c·parametric)
///                                │   objective: the errors, one row per priority
///                                │   level (lexicographic), kept in the
///                                │   same parametric symbols
///      add / remove ─────────────┤   primal `optimize` after each change
///      suggestValue / constant ──┘   `dualOptimize` after a constant moves
/// ```
///
/// The tableau is kept in *basic feasible solved form* at all times (§3): each
/// basic symbol's row gives its value when every parametric symbol is zero,
/// and every restricted (slack/error) basic symbol has a non-negative
/// constant. Adding a constraint substitutes the rows of its basic symbols,
/// picks a subject (§4.1, with an artificial variable when none fits), and
/// re-optimises; changing a constant (an edit variable's suggested value, or a
/// constraint's `constant` dragged each frame) only shifts row constants and
/// runs the dual simplex (§4.3), which is what makes dragging cheap.
///
/// Ties are broken by symbol id (Bland's rule), so the solver never cycles and
/// gives the same answer on every run.
///
/// The tableau's stored properties are `@exclusivity(unchecked)`: a solver
/// lives on one thread, and Swift's dynamic exclusivity checks on each
/// access were a sixth of a first layout's instructions (callgrind:
/// `swift_beginAccess` and its thread-local look-up).
public final class SimplexSolver {
    /// The symbols a constraint added: `marker` finds its row again for
    /// removal (a slack, an error, or a dummy); `other` is the second error
    /// symbol of a weighted equality, or the error of a weighted inequality.
    /// `unmarked`: a required equality whose marker is not in the tableau
    /// (``Constraint/isRarelyChanged``); its `marker` is only its place in
    /// the order constraints were added.
    struct Tag { var marker: Symbol; var other: Symbol?; var unmarked = false }

    private struct EditInfo { let constraint: Constraint; var constant: Double }

    /// The constraints held, in no particular order; each knows its place
    /// here and its tag (``Constraint/held``), so finding a constraint's
    /// tag is a field read, not a hash (the dictionary it replaces was a
    /// twentieth of a first layout's instructions, most of it hashing).
    @exclusivity(unchecked) private var held: [Constraint] = []
    /// Everything the solver keeps about one symbol, in one place: the
    /// symbols' tables are one array of these by symbol id (ids are small
    /// and dense, so an array beats hashing), where eight parallel arrays
    /// cost eight appends per symbol made and eight look-ups where one
    /// question needs several of them (callgrind, a first layout of 202
    /// views: about 500 instructions a symbol, 1,800 symbols).
    struct SymbolState {
        /// The symbol's row if it is basic (nil: parametric, or gone).
        var row: Row?
        /// If the symbol is parametric, the basic symbols whose rows may
        /// mention it: substituting or pivoting it visits only those rows,
        /// not the whole tableau. Kept lazily — a row the symbol cancels out
        /// of is not taken off its column at once, only when the column is
        /// next read (``rowsMentioning(_:)``), so the merge loop never
        /// touches the index except to add.
        var column: [Symbol] = []
        /// An external symbol's variable (nil for the others).
        var variable: Variable?
        /// The constraint this symbol marks, if it is a marker (or a
        /// weighted constraint's second error): the conflict list of an
        /// unsatisfiable constraint is read off markers.
        var markedConstraint: Constraint?
        /// A stamp that lets ``rowsMentioning(_:)`` skip a row listed twice.
        var visited: UInt32 = 0
        /// The index of the symbol's definition (``presolve(_:)``), or -1.
        var definition: Int32 = -1
        /// The symbol's kind (to name a row's basic symbol from its index).
        let kind: Symbol.Kind
        /// Whether some definition mentions the symbol (it may then not be
        /// defined itself, or definitions could go round in a circle).
        var isDefinitionTerm = false

        init(kind: Symbol.Kind) { self.kind = kind }
    }
    /// Every symbol's state, by symbol id (index 0 is unused).
    @exclusivity(unchecked) private var symbols: [SymbolState] = [SymbolState(kind: .external)]
    /// Whether dummies have their columns yet. A dummy (a required
    /// equality's marker) never enters the basis while optimising: its column
    /// is read only to remove its constraint or move its constant. So the
    /// dummies' column entries — about half of a stack screen's cells — are
    /// not written at first: the first few reads scan the rows for the one
    /// dummy asked about (a window resized, a constant dragged), and only
    /// when reads keep coming (constraints removed by the hundred) are all
    /// the dummies' columns built at once and kept from then on.
    @exclusivity(unchecked) private var dummyColumnsKept = false
    /// Dummy columns read by scanning the rows so far.
    @exclusivity(unchecked) private var dummyScans = 0
    /// The stamp of the current ``rowsMentioning(_:)`` (``SymbolState/visited``).
    @exclusivity(unchecked) private var visit: UInt32 = 0
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: EditInfo] = [:]
    @exclusivity(unchecked) private var infeasibleRows: [Symbol] = []
    @exclusivity(unchecked) private var objective = Objective()
    /// The parametric symbols whose cost in the objective may have gone
    /// negative since the last optimum (all others are known non-negative):
    /// the primal simplex looks for an entering symbol among these only, not
    /// through the whole objective after every add (measured: a screen of
    /// 1,400 constraints scanned 700,000 objective cells to make 25 pivots).
    @exclusivity(unchecked) private var objectiveChanges: [Symbol] = []
    /// Phase one's objective while a constraint is added with an artificial variable.
    @exclusivity(unchecked) private var artificial: Row?
    @exclusivity(unchecked) private var nextSymbolId = 1
    /// Scratch room for `Row.add`'s merges.
    private let mergeBuffer = MergeBuffer()
    /// Scratch room for the row ``makeRow(for:)`` is making.
    private let rowBuilder = RowBuilder()
    /// Empty column arrays with their storage, from columns a substitution
    /// dropped (``substitute(_:by:)``), for new columns (``addToColumn(_:_:)``):
    /// about as many columns go as are made while constraints are added,
    /// and each made from nothing was an allocation through the general
    /// path that grows a buffer (about 450 instructions, callgrind) and
    /// each dropped a deallocation.
    @exclusivity(unchecked) private var spareColumns: [[Symbol]] = []

    /// Held required equalities whose markers are not in the tableau.
    @exclusivity(unchecked) private var unmarkedCount = 0
    /// An unmarked equality was implied by the rows already there and left
    /// out: removing any constraint may now drop what implied it, so every
    /// removal rebuilds.
    @exclusivity(unchecked) private var unmarkedImplied = false
    /// A constraint went whose row cannot be taken out alone: the tableau is
    /// rebuilt from the constraints held before it is next used (so a stack
    /// view replacing its whole set rebuilds once, not once per constraint).
    @exclusivity(unchecked) private var needsRebuild = false
    /// Set once a conflict was found while unmarked equalities were held:
    /// the conflict list is read off markers, so from then on every
    /// constraint keeps its own (the conflict is found again with them).
    @exclusivity(unchecked) private var markEveryConstraint = false
    /// How many times the tableau was built again from the constraints it
    /// holds (a test's window onto the cost of removing unmarked equalities).
    public private(set) var rebuildCount = 0

    /// A presolved variable: `variable = constant + Σ coefficient·term`, its
    /// terms variables that are not presolved themselves. See ``presolve(_:)``.
    /// Its terms are `definitionTerms[start ..< end]`: external symbols' ids
    /// and coefficients, kept in one array for all definitions (reading the
    /// solution walks them all; an array and a `Variable` reference per
    /// term cost more in retains and allocation than the arithmetic).
    struct Definition {
        let variable: Variable
        let start: Int, end: Int
        let constant: Double
    }
    /// The presolved variables, in the order they were defined.
    @exclusivity(unchecked) private var definitions: [Definition] = []
    @exclusivity(unchecked) private var definitionTerms: [(id: Int, coefficient: Double)] = []
    /// Scratch room for `presolve`'s terms.
    @exclusivity(unchecked) private var presolveTerms: [(id: Int, coefficient: Double)] = []
    /// How many held constraints are presolved (a test's window).
    public var presolvedCount: Int { definitions.count }

    public init() {}

    // MARK: Constraints

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { entry(of: constraint) != nil }

    /// Makes room for about `count` more constraints at once (a layout
    /// pass's batch): the symbols' table grown step by step copied every
    /// symbol's state at each doubling (seven times for the 202-view
    /// screen's 1,800 symbols, about 0.2 M instructions, callgrind). A
    /// constraint makes at most two symbols of its own.
    public func reserveCapacity(forConstraints count: Int) {
        symbols.reserveCapacity(symbols.count + 2 * count)
        held.reserveCapacity(held.count + count)
    }

    /// The constraints in the solver, in no particular order.
    public var constraints: [Constraint] { held }

    /// The constraint's tag if this solver holds it. The place it records is
    /// checked against the solver's own list (a solver freed and another
    /// made at its address must not read a stale one).
    @inline(__always)
    private func entry(of constraint: Constraint) -> (tag: Tag, normalSign: Double)? {
        guard let h = constraint.held, h.solver == ObjectIdentifier(self), h.index < held.count, held[h.index] === constraint else { return nil }
        return (h.tag, h.normalSign)
    }

    private func hold(_ constraint: Constraint, _ tag: Tag, _ sign: Double) {
        constraint.held = (ObjectIdentifier(self), tag, sign, held.count)
        held.append(constraint)
    }

    private func release(_ constraint: Constraint) {
        let index = constraint.held!.index
        let last = held.removeLast()
        if index < held.count { held[index] = last; last.held!.index = index }
        constraint.held = nil
    }

    /// Adds a constraint and re-optimises. A required constraint that cannot
    /// hold throws ``SolverError/unsatisfiable(_:conflicting:)`` and leaves
    /// the solver as it was.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        settle()
        do {
            try add(constraint)
        } catch {
            guard case .unsatisfiable = error, unmarkedCount > 0, !markEveryConstraint else { throw error }
            // Equalities without markers may be part of the conflict, and
            // the list is read off markers: give every constraint its own
            // and find the conflict again.
            markEveryConstraint = true
            rebuild()
            try add(constraint)
        }
    }

    private func add(_ constraint: Constraint) throws(SolverError) {
        guard entry(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        if constraint.isUnmarkable && !markEveryConstraint && presolve(constraint) {
            // No row: the constraint is the definition of a variable nothing
            // else mentions yet. Like an unmarked equality it has no marker
            // (its removal or a moved constant rebuilds); its dummy is only
            // its place in the order constraints were added.
            let dummy = makeSymbol(.dummy)
            unmarkedCount += 1
            symbols[dummy.id].markedConstraint = constraint
            hold(constraint, Tag(marker: dummy, other: nil, unmarked: true), 1)
            return
        }
        var (row, tag, sign) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        // §4.1: a row of dummies only is either redundant (constant 0: its
        // own marker becomes basic) or contradicts required equalities.
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard Row.nearZero(row.constant) else {
                let conflicting = row.symbols.compactMap { symbols[$0.id].markedConstraint }.filter(\.isRequired)
                discardObjectiveTerms(of: constraint, tag)
                throw .unsatisfiable(constraint, conflicting: ordered(conflicting))
            }
            if tag.unmarked {
                // Implied by the rows there: it keeps its marker after all,
                // as the basic symbol of a row of markers (so that removing
                // one of the constraints that imply it leaves it in force).
                tag.unmarked = false
                row.insert(tag.marker, -1)
            }
            subject = tag.marker
        }
        if tag.unmarked { unmarkedCount += 1 }
        symbols[tag.marker.id].markedConstraint = constraint
        if let other = tag.other { symbols[other.id].markedConstraint = constraint }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        } else if let conflicting = addWithArtificialVariable(row, unmarked: tag.unmarked) {
            // Phase one pivoted the tableau before finding the constraint
            // impossible: build it again from the constraints it holds
            // (rare, and cheaper than copying the tableau on every add).
            rebuild()
            throw .unsatisfiable(constraint, conflicting: ordered(conflicting.filter { $0 !== constraint }))
        }
        hold(constraint, tag, sign)
        optimize()
    }

    /// Presolves a required equality that a stack view made
    /// (``Constraint/isRarelyChanged``) when one of its variables is
    /// mentioned nowhere yet — no row of the tableau, no other definition:
    /// the equality then only says what that variable is,
    /// `x = -(constant + Σ others) / a`, and is kept as that definition
    /// outside the tableau. It constrains nothing else, so the rest of the
    /// system (and its optimum) is the same with it or without it; a later
    /// constraint that mentions `x` gets the definition substituted when its
    /// row is made (``makeRow(for:)``), and `x`'s value is worked out from its
    /// terms' when the solution is read.
    ///
    /// Why: in the tableau such a variable is basic, and its row is rewritten
    /// by every substitution that reaches one of its terms — a box's position
    /// row carried the widths, slacks and errors of every box before it on
    /// its stack's chain, and those rewrites were most of a first layout's
    /// solver time. A definition's terms are variables, not tableau symbols,
    /// so nothing the tableau does changes it; only removing the constraint
    /// or moving its constant does, and those rebuild (as for any unmarked
    /// equality), with the variable then probably in a row and not presolved.
    ///
    /// Of the variables free to take, the one with the least symbol id — the
    /// one §4.1's choice of subject (``chooseSubject(_:_:)``) would make basic.
    /// Definitions are flattened: a defined term is replaced by its own
    /// definition, so no definition mentions a defined variable.
    private func presolve(_ constraint: Constraint) -> Bool {
        var terms = presolveTerms
        presolveTerms = []
        defer { terms.removeAll(keepingCapacity: true); presolveTerms = terms }
        var constant = constraint.expression.constant
        // `terms[id] += coefficient`, written out where it is used: as a
        // nested function it captured `terms`, which then lived in a box
        // checked for exclusivity on every call.
        for (variable, coefficient) in constraint.expression.terms {
            let id = symbol(for: variable).id
            let d = Int(symbols[id].definition)
            if d >= 0 {
                let definition = definitions[d]
                constant += coefficient * definition.constant
                for k in definition.start..<definition.end {
                    let termId = definitionTerms[k].id, termCoefficient = coefficient * definitionTerms[k].coefficient
                    if let i = terms.firstIndex(where: { $0.id == termId }) { terms[i].coefficient += termCoefficient } else { terms.append((termId, termCoefficient)) }
                }
            } else {
                if let i = terms.firstIndex(where: { $0.id == id }) { terms[i].coefficient += coefficient } else { terms.append((id, coefficient)) }
            }
        }
        var chosen = -1
        for i in terms.indices where !Row.nearZero(terms[i].coefficient) && isUnmentioned(terms[i].id) {
            if chosen < 0 || terms[i].id < terms[chosen].id { chosen = i }
        }
        guard chosen >= 0 else { return false }
        let (x, a) = terms[chosen]
        let start = definitionTerms.count
        for (i, t) in terms.enumerated() where i != chosen && !Row.nearZero(t.coefficient) {
            definitionTerms.append((t.id, -t.coefficient / a))
            symbols[t.id].isDefinitionTerm = true
        }
        symbols[x].definition = Int32(definitions.count)
        definitions.append(Definition(variable: symbols[x].variable!, start: start, end: definitionTerms.count, constant: -constant / a))
        return true
    }

    /// Whether an external symbol is in no row of the tableau (basic or
    /// parametric) and in no definition.
    private func isUnmentioned(_ id: Int) -> Bool {
        guard !hasRow(id), !symbols[id].isDefinitionTerm, symbols[id].definition < 0 else { return false }
        return symbols[id].column.isEmpty || rowsMentioning(Symbol(id: id, kind: .external)).isEmpty
    }

    /// A symbol's value in the current solution (a parametric symbol's is 0).
    @inline(__always)
    private func value(of symbol: Symbol) -> Double {
        let d = Int(symbols[symbol.id].definition)
        guard d >= 0 else { return rowOf(symbol.id)?.constant ?? 0 }
        return evaluate(definitions[d])
    }

    /// A presolved variable's value: its definition at its terms' values.
    @inline(__always)
    private func evaluate(_ definition: Definition) -> Double {
        var value = definition.constant
        for k in definition.start..<definition.end {
            let t = definitionTerms[k]
            if let constant = rowOf(t.id)?.constant { value += t.coefficient * constant }
        }
        return value
    }

    /// Removes a constraint and re-optimises.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let entry = self.entry(of: constraint) else { throw .unknownConstraint(constraint) }
        release(constraint)
        let tag = entry.tag
        if tag.unmarked { unmarkedCount -= 1 }
        // An unmarked equality's row cannot be found again, and one left out
        // as implied may have been implied by this one: build again, later.
        if needsRebuild || tag.unmarked || unmarkedImplied {
            needsRebuild = true
            return
        }
        // Take its errors out of the objective first (their rows, if basic).
        discardObjectiveTerms(of: constraint, tag)
        symbols[tag.marker.id].markedConstraint = nil
        if let other = tag.other { symbols[other.id].markedConstraint = nil }
        if takeRow(tag.marker) == nil {
            // Pivot the marker into the basis, then drop its row (§4.2).
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                // The marker is in no row: the constraint's equation was
                // already dropped (a redundant row), nothing left to remove.
                optimize()
                return
            }
            var row = takeRow(leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, by: row)
        }
        optimize()
    }

    /// Moves a constraint's constant (its expression's constant term) to
    /// `constant` without rebuilding anything: as with an edit variable, only
    /// the row constants the marker reaches change, then the dual simplex
    /// restores feasibility (§4.3). This is `NSLayoutConstraint.constant`
    /// changed in a pan handler, each frame.
    ///
    /// If the new constant makes a required constraint impossible the solver
    /// is left with the old one and this throws with the conflict.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        settle()
        guard var entry = self.entry(of: constraint) else { throw .unknownConstraint(constraint) }
        let change = constant - constraint.expression.constant
        guard change != 0 else { return }
        if entry.tag.unmarked {
            // Its constant moves after all: it may move again, so it keeps a
            // marker from now on (one rebuild gives it one).
            constraint.isRarelyChanged = false
            rebuild()
            entry = self.entry(of: constraint)!
        }
        // An unmarked equality left out as implied may rest on this
        // constant: the slow path finds out.
        if unmarkedImplied { return try replaceConstant(constant, of: constraint) }
        let tag = entry.tag
        if constraint.isRequired && tag.marker.kind == .dummy && hasRow(tag.marker.id) {
            // A redundant required equality (its dummy is basic): its
            // constant cannot shift alone; rebuild it.
            return try replaceConstant(constant, of: constraint)
        }
        constraint.expression.constant = constant
        if shiftConstant(of: tag, by: change * entry.normalSign) && dualOptimize() { return }
        // Only a required constraint can fail here (errors absorb the rest):
        // put the old constant back, rebuild, and find the conflict the slow way.
        constraint.expression.constant -= change
        rebuild()
        try replaceConstant(constant, of: constraint)
    }

    /// The slow path of `setConstant`: remove, then add with the new constant;
    /// if that is impossible, put the old one back and throw its conflict.
    private func replaceConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        let old = constraint.expression.constant
        try removeConstraint(constraint)
        constraint.expression.constant = constant
        do {
            try addConstraint(constraint)
        } catch {
            constraint.expression.constant = old
            try? addConstraint(constraint)
            throw error
        }
    }

    // MARK: Edit variables (§4.3)

    /// Makes `variable` editable: a weighted `variable == value` whose value
    /// ``suggestValue(_:for:)`` moves. Priority must be below required.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard priority < Constraint.required else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority, label: "edit \(variable.name)")
        try addConstraint(constraint)
        edits[key] = EditInfo(constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable; the solver finds the nearest
    /// solution that respects every required constraint and the weights.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var info = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        // The edit constraint is `variable - value == 0`: its constant moves by -Δvalue.
        try setConstant(-value, of: info.constraint)
        info.constant = value
        edits[ObjectIdentifier(variable)] = info
    }

    // MARK: Reading the solution

    /// Writes each variable's current value into ``Variable/value``.
    public func updateVariables() {
        settle()
        // By symbol id, not through the dictionary (walking its buckets was
        // most of reading a 200-view screen's solution).
        // Field by field through the buffer: `for state in symbols` copied
        // each whole state, retaining and releasing its four references.
        symbols.withUnsafeBufferPointer { symbols in
            for id in symbols.indices { symbols[id].variable?.value = symbols[id].row?.constant ?? 0 }
        }
        for definition in definitions { definition.variable.value = evaluate(definition) }
    }

    /// Whether the optimum leaves `variable` free to move: some parametric
    /// symbol in its row could change at no cost in the objective and without
    /// breaking a required constraint (or it is parametric itself). This is
    /// `hasAmbiguousLayout`'s test.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        settle()
        guard let symbol = knownSymbol(of: variable) else { return true }
        var row = row(of: symbol)
        let d = Int(symbols[symbol.id].definition)
        if d >= 0 {
            // A presolved variable: its definition in the tableau's symbols.
            let definition = definitions[d]
            rowBuilder.start(constant: definition.constant)
            for k in definition.start..<definition.end {
                insertTerm(Symbol(id: definitionTerms[k].id, kind: .external), definitionTerms[k].coefficient)
            }
            row = rowBuilder.finish(room: 0)
        }
        guard let row else { return true }
        for cell in row.cells where cell.symbol.kind != .dummy && !Row.nearZero(cell.coefficient) {
            let parametric = cell.symbol
            guard objective.isFree(parametric) else { continue }
            if parametric.kind == .external || canIncrease(parametric) { return true }
        }
        return false
    }

    /// Whether a restricted parametric symbol can grow from zero without
    /// driving a restricted basic symbol negative.
    private func canIncrease(_ parametric: Symbol) -> Bool {
        for basic in rowsMentioning(parametric) where basic.kind != .external {
            let row = rowOf(basic.id)!
            if row.coefficient(for: parametric) < 0 && Row.nearZero(row.constant) { return false }
        }
        return true
    }

    /// What the solver minimised, level by level, highest priority first:
    /// the total violation of the non-required constraints at each priority
    /// (what a test compares with an independent optimum). Levels no
    /// constraint violates are left out.
    public var violations: [(priority: Double, violation: Double)] {
        settle()
        var total: [Double: Double] = [:]
        for constraint in held where !constraint.isRequired {
            let e = constraint.expression
            let value = e.terms.reduce(e.constant) { sum, term in
                sum + term.coefficient * (knownSymbol(of: term.variable).map { self.value(of: $0) } ?? 0)
            }
            let violation = switch constraint.relation {
            case .equal: abs(value)
            case .greaterThanOrEqual: max(0, -value)
            case .lessThanOrEqual: max(0, value)
            }
            // An equality short of zero is charged at its `priorityBelow`.
            let priority = constraint.relation == .equal && value < 0 ? constraint.priorityBelow : constraint.priority
            if !Row.nearZero(violation) { total[priority, default: 0] += violation }
        }
        return total.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolId += 1 }
        symbols.append(SymbolState(kind: kind))
        return Symbol(id: nextSymbolId, kind: kind)
    }

    private func row(of symbol: Symbol) -> Row? { rowOf(symbol.id) }

    /// A symbol's row, read in place. Reading a field of an array element
    /// can copy the whole element first (``SymbolState`` holds four
    /// references, each retained and released): through the buffer, only
    /// the field is read.
    @inline(__always)
    private func rowOf(_ id: Int) -> Row? { symbols.withUnsafeBufferPointer { $0[id].row } }

    /// Whether a symbol is basic, read in place (see ``rowOf(_:)``).
    @inline(__always)
    private func hasRow(_ id: Int) -> Bool { symbols.withUnsafeBufferPointer { $0[id].row != nil } }

    /// The basic symbols whose rows mention `symbol` now, each once, in
    /// the order they joined the column; drops the stale entries it meets.
    private func rowsMentioning(_ symbol: Symbol) -> [Symbol] {
        if symbol.kind == .dummy && !dummyColumnsKept {
            dummyScans += 1
            if dummyScans <= 64 { return scanRows(for: symbol) }
            keepDummyColumns()
        }
        var column = symbols[symbol.id].column
        if column.isEmpty { return column }
        symbols[symbol.id].column = []
        visit &+= 1
        let stamp = visit
        column.removeAll { basic in
            guard symbols[basic.id].visited != stamp, let row = rowOf(basic.id), row.contains(symbol) else { return true }
            symbols[basic.id].visited = stamp
            return false
        }
        symbols[symbol.id].column = column
        return column
    }

    /// The basic symbols whose rows mention `symbol`, found by looking at every row.
    private func scanRows(for symbol: Symbol) -> [Symbol] {
        var found: [Symbol] = []
        for id in symbols.indices where rowOf(id)?.contains(symbol) == true { found.append(Symbol(id: id, kind: symbols[id].kind)) }
        return found
    }

    /// Writes every dummy's column from the rows, and keeps them from now on.
    private func keepDummyColumns() {
        dummyColumnsKept = true
        for id in symbols.indices {
            guard let row = rowOf(id) else { continue }
            let basic = Symbol(id: id, kind: symbols[id].kind)
            for cell in row.cells where cell.symbol.kind == .dummy { addToColumn(cell.symbol, basic) }
        }
    }

    /// The variable's symbol, made the first time this solver meets it.
    private func symbol(for variable: Variable) -> Symbol {
        if let known = knownSymbol(of: variable) { return known }
        let symbol = makeSymbol(.external)
        symbols[symbol.id].variable = variable
        variable.remember(symbol, in: ObjectIdentifier(self))
        return symbol
    }

    /// The variable's symbol in this solver, if it has one. The variable
    /// keeps it (``Variable/symbol(in:)``), and it is trusted only if this
    /// solver's table agrees (a solver freed and another made at its address
    /// must not read a stale one). No dictionary from variable to symbol:
    /// inserting each new variable into one was half of `presolve`'s cost.
    @inline(__always)
    private func knownSymbol(of variable: Variable) -> Symbol? {
        guard let symbol = variable.symbol(in: ObjectIdentifier(self)),
              symbol.id < symbols.count, symbols[symbol.id].variable === variable else { return nil }
        return symbol
    }

    /// The constraint as a row in the current parametric symbols (§4.1):
    /// `expression ≥ 0` becomes `expression - slack = 0`, a weighted one gets
    /// `+ error` (an error charged on its priority's level of the objective), a weighted
    /// equality `- error⁺ + error⁻`, a required equality `- dummy`. `≤` is
    /// normalised to `≥` first; `normalSign` remembers it for `setConstant`.
    private func makeRow(for constraint: Constraint) -> (Row, Tag, Double) {
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        // Made in the builder's scratch room, the row's own array allocated
        // once at the end with room for its slack, error or dummy.
        rowBuilder.start(constant: constraint.expression.constant * sign)
        for (variable, coefficient) in constraint.expression.terms where !Row.nearZero(coefficient) {
            let symbol = symbol(for: variable)
            let d = Int(symbols[symbol.id].definition)
            if d >= 0 {
                // A presolved variable: its definition stands in for it.
                let definition = definitions[d]
                rowBuilder.constant += definition.constant * coefficient * sign
                for k in definition.start..<definition.end {
                    insertTerm(Symbol(id: definitionTerms[k].id, kind: .external), definitionTerms[k].coefficient * coefficient * sign)
                }
            } else {
                insertTerm(symbol, coefficient * sign)
            }
        }
        var row = rowBuilder.finish(room: 2)
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let slack = makeSymbol(.slack)
            row.insert(slack, -1)
            if constraint.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, 1)
                objective.insert(error, 1, priority: constraint.priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                if constraint.isRarelyChanged && !markEveryConstraint {
                    tag = Tag(marker: dummy, other: nil, unmarked: true)
                } else {
                    row.insert(dummy, -1)
                    tag = Tag(marker: dummy, other: nil)
                }
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, 1, priority: constraint.priority)
                objective.insert(minus, 1, priority: constraint.priorityBelow)
                tag = Tag(marker: plus, other: minus)
            }
        }
        // A restricted subject must start non-negative (and so must an
        // artificial variable's row).
        if row.constant < 0 { row.negate() }
        return (row, tag, sign)
    }

    /// `coefficient·symbol` into the row being made (``rowBuilder``): a
    /// basic symbol's row in its place.
    @inline(__always)
    private func insertTerm(_ symbol: Symbol, _ coefficient: Double) {
        if let basic = rowOf(symbol.id) { rowBuilder.add(basic, times: coefficient) } else { rowBuilder.add(symbol, times: coefficient) }
    }

    /// §4.1's choice: an external (unrestricted) symbol if there is one;
    /// otherwise a fresh slack or error of this constraint with a negative
    /// coefficient (so it starts at the row's non-negative constant).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // Of the externals, the one fewest rows mention: substituting it
        // costs least (a variable no row uses yet costs nothing). Cells are
        // in id order, so ties go to the least id.
        var best: Symbol?, bestCount = Int.max
        for cell in row.cells where cell.symbol.kind == .external && symbols[cell.symbol.id].column.count < bestCount {
            best = cell.symbol; bestCount = symbols[cell.symbol.id].column.count
        }
        if let best { return best }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one: add `artificial = row`, minimise it; the constraint can
    /// hold iff it reaches zero. Returns nil on success, or the required
    /// constraints whose markers remain in the artificial row — those that
    /// together contradict the new one.
    ///
    /// An unmarked equality whose artificial row ends constant was implied
    /// by the rows there and leaves no row: from then on any removal may
    /// drop what implied it, so removals and moved constants rebuild.
    private func addWithArtificialVariable(_ row: Row, unmarked: Bool) -> [Constraint]? {
        let artificialSymbol = makeSymbol(.slack)
        setRow(artificialSymbol, row)
        artificial = row
        optimize(phaseOne: true)
        let phaseOne = artificial!
        artificial = nil
        let succeeded = Row.nearZero(phaseOne.constant)
        let conflicting = succeeded ? [] : phaseOne.symbols.compactMap { symbols[$0.id].markedConstraint }.filter(\.isRequired)
        if var basicRow = takeRow(artificialSymbol) {
            if basicRow.isConstant {
                if succeeded && unmarked { unmarkedImplied = true }
                return succeeded ? nil : conflicting
            }
            guard let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return conflicting }
            basicRow.solve(for: artificialSymbol, entering)
            substitute(entering, by: basicRow)
            setRow(entering, basicRow)
        }
        for key in rowsMentioning(artificialSymbol) { symbols[key.id].row!.remove(artificialSymbol) }
        symbols[artificialSymbol.id].column = []
        objective.remove(artificialSymbol)
        return succeeded ? nil : conflicting
    }

    private func discardObjectiveTerms(of constraint: Constraint, _ tag: Tag) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            // A weighted equality's second error (`error⁻`) is charged at its
            // `priorityBelow`; every other error at its priority.
            let priority = constraint.relation == .equal && symbol == tag.other ? constraint.priorityBelow : constraint.priority
            if let row = rowOf(symbol.id) {
                objective.insert(row, -1, priority: priority)
                objectiveChanges.append(contentsOf: row.symbols)
            } else {
                objective.insert(symbol, -1, priority: priority)
                objectiveChanges.append(symbol)
            }
        }
    }

    /// Replaces `symbol` by `row` in every row and the objective; a
    /// restricted basic symbol left negative is queued for the dual simplex.
    private func substitute(_ symbol: Symbol, by row: Row) {
        var keys = rowsMentioning(symbol)
        symbols[symbol.id].column = []
        var entered: [Symbol] = []
        for key in keys {
            // `symbols[key].row += c · row`, keeping the column index in step: a
            // symbol new to the row joins its column (one that cancels out
            // leaves lazily). The row is taken out to be changed, so its
            // cells are not copied.
            guard var target = rowOf(key.id) else { continue }
            symbols[key.id].row = nil
            let c = target.remove(symbol)!
            target.add(row, times: c, entered: &entered, buffer: mergeBuffer)
            for s in entered where dummyColumnsKept || s.kind != .dummy { addToColumn(s, key) }
            entered.removeAll(keepingCapacity: true)
            if key.kind != .external && target.constant < 0 { infeasibleRows.append(key) }
            symbols[key.id].row = target
        }
        if objective.substitute(symbol, by: row) { for cell in row.cells { objectiveChanges.append(cell.symbol) } }
        artificial?.substitute(symbol, by: row)
        // The symbol's column is gone (it is basic now): its storage, ours
        // alone, serves the next new column.
        if keys.capacity > 0 && spareColumns.count < 64 {
            keys.removeAll(keepingCapacity: true)
            spareColumns.append(keys)
        }
    }

    // MARK: Pivoting

    private func pivot(entering: Symbol, leaving: Symbol) {
        var row = takeRow(leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        setRow(entering, row)
    }

    private func setRow(_ basic: Symbol, _ row: Row) {
        symbols[basic.id].row = row
        for cell in row.cells where dummyColumnsKept || cell.symbol.kind != .dummy { addToColumn(cell.symbol, basic) }
    }

    /// Notes that `basic`'s row now mentions `symbol`. A column starts with
    /// room for 8: grown from empty one entry at a time, the columns' array
    /// reallocations were a tenth of a first layout's instructions. A new
    /// column takes the storage of one a substitution emptied, if there is
    /// one (``spareColumns``), before it allocates.
    @inline(__always)
    private func addToColumn(_ symbol: Symbol, _ basic: Symbol) {
        if symbols[symbol.id].column.capacity == 0 {
            if let spare = spareColumns.popLast() { symbols[symbol.id].column = spare } else { symbols[symbol.id].column.reserveCapacity(8) }
        }
        symbols[symbol.id].column.append(basic)
    }

    /// Takes a basic symbol's row out of the tableau (its column entries go lazily).
    private func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rowOf(basic.id) else { return nil }
        symbols[basic.id].row = nil
        return row
    }

    /// Starts again from the constraints held, in the order they were added
    /// (after phase one or a constant change found a required constraint
    /// impossible and left the tableau pivoted).
    ///
    /// Symbols start again from 1 (so a solver whose stack views change
    /// their arrangement again and again does not grow); the variables it
    /// knew get theirs back first, in the same order, so one that no
    /// constraint mentions any more still reads 0 as before.
    private func rebuild() {
        rebuildCount += 1
        let constraints = held.sorted { $0.held!.tag.marker < $1.held!.tag.marker }
        for c in constraints { c.held = nil }
        let known = symbols.compactMap(\.variable)   // in symbol order
        symbols = [SymbolState(kind: .external)]
        symbols.reserveCapacity(constraints.count * 3)
        nextSymbolId = 1; dummyColumnsKept = false; dummyScans = 0
        objective = Objective(); artificial = nil; infeasibleRows = []; objectiveChanges = []
        held = []
        definitions = []; definitionTerms = []
        unmarkedCount = 0; unmarkedImplied = false; needsRebuild = false
        for variable in known { _ = symbol(for: variable) }
        for constraint in constraints { try? add(constraint) }
    }

    /// Rebuilds now if a removal left that for later.
    @inline(__always)
    private func settle() { if needsRebuild { rebuild() } }

    /// The primal simplex on the objective (or, in phase one, on the
    /// artificial row): while some parametric symbol has a negative cost,
    /// bring it in, taking out the restricted row that limits it first.
    private func optimize(phaseOne: Bool = false) {
        while true {
            var entering: Symbol?
            if phaseOne {
                // Cells are in id order: the first candidate is the least.
                entering = artificial!.cells.first { $0.symbol.kind != .dummy && $0.coefficient < -Row.epsilon }?.symbol
            } else {
                // Bland's rule over the symbols that may be negative: the
                // rest of the objective is non-negative, so this is its least.
                // Those still negative stay candidates for the next round.
                objectiveChanges.removeAll { symbol in
                    guard symbol.kind != .dummy, objective.isNegative(symbol) else { return true }
                    if entering == nil || symbol < entering! { entering = symbol }
                    return false
                }
            }
            guard let entering else { return }
            var leaving: Symbol?, bestRatio = Double.infinity
            for basic in rowsMentioning(entering) where basic.kind != .external {
                let row = rowOf(basic.id)!
                let c = row.coefficient(for: entering)
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if ratio < bestRatio - Row.epsilon || (abs(ratio - bestRatio) <= Row.epsilon && basic < leaving!) {
                    bestRatio = ratio; leaving = basic
                }
            }
            // Unbounded: cannot happen for a sum of non-negative errors.
            guard let leaving else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual simplex (§4.3): rows whose constants went negative after a
    /// constant moved are made feasible again while the objective stays
    /// optimal. False if some row cannot be (a required constraint broke).
    private func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rowOf(leaving.id), row.constant < 0, !Row.nearZero(row.constant) else { continue }
            var entering: Symbol?, enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let symbol = cell.symbol, c = cell.coefficient
                guard let best = entering else { entering = symbol; enteringCoefficient = c; continue }
                if objective.ratio(symbol, c, isLessThan: best, enteringCoefficient) ?? (symbol < best) {
                    entering = symbol; enteringCoefficient = c
                }
            }
            guard let entering else { infeasibleRows.removeAll(); return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The constraint's constant moved by `change` (in its normalised,
    /// `≥`-form): since its marker appears with coefficient -1 in its own
    /// original equation only, that is the marker renamed to `marker - change`
    /// — every row's constant moves by its marker coefficient (§4.3's
    /// suggestValue, for any constraint).
    ///
    /// False if a basic dummy moved off zero: the constant contradicts a
    /// required equality that was redundant with this one.
    private func shiftConstant(of tag: Tag, by change: Double) -> Bool {
        if hasRow(tag.marker.id) {
            symbols[tag.marker.id].row!.constant += change
            if rowOf(tag.marker.id)!.constant < 0 { infeasibleRows.append(tag.marker) }
            return true
        }
        if let other = tag.other, hasRow(other.id) {
            symbols[other.id].row!.constant -= change
            if rowOf(other.id)!.constant < 0 { infeasibleRows.append(other) }
            return true
        }
        var consistent = true
        for key in rowsMentioning(tag.marker) {
            let c = rowOf(key.id)!.coefficient(for: tag.marker)
            guard c != 0 else { continue }
            symbols[key.id].row!.constant -= c * change
            let constant = rowOf(key.id)!.constant
            if key.kind == .dummy && !Row.nearZero(constant) { consistent = false }
            if key.kind != .external && constant < 0 { infeasibleRows.append(key) }
        }
        return consistent
    }

    /// §4.2: the row to pivot a parametric marker into before dropping it —
    /// the restricted row that limits it most, else any external row. A
    /// basic dummy's row comes before all: that is a redundant required
    /// equality which depends on this one, and pivoting there (its constant
    /// is zero) lets it take over without moving anything.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?, dummy: Symbol?
        for basic in rowsMentioning(marker) {
            let row = rowOf(basic.id)!
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            if basic.kind == .dummy {
                if dummy == nil || basic < dummy! { dummy = basic }
            } else if basic.kind == .external {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.1 || (ratio == first!.1 && basic < first!.0) { first = (basic, ratio) }
            } else {
                let ratio = row.constant / c
                if second == nil || ratio < second!.1 || (ratio == second!.1 && basic < second!.0) { second = (basic, ratio) }
            }
        }
        return dummy ?? first?.0 ?? second?.0 ?? third
    }

    private func ordered(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
