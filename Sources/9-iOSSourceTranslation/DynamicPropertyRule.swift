import SwiftSyntax

/// An `@objc dynamic` property of a class notifies key-value observers by
/// itself, as on iOS, where the runtime wraps its setter in
/// `willChangeValue(forKey:)` / `didChangeValue(forKey:)` (Apple, *Key-Value
/// Observing Programming Guide*, "Automatic Change Notification"). Swift on
/// Linux has no such runtime, so the setter is wrapped here, in the file:
///
///     @objc dynamic var progress = 0.0      ─▶   @objc dynamic var progress = 0.0 { willSet { willChangeValue(forKey: "progress") } didSet { didChangeValue(forKey: "progress") } }
///     @objc dynamic var level: Int {             @objc dynamic var level: Int {
///         get { … }                                  get { … }
///         set { … }                         ─▶       set { willChangeValue(forKey: "level"); defer { didChangeValue(forKey: "level") }; … }
///
/// (existing `willSet`/`didSet` observers get the calls first, so the change
/// notification brackets them as iOS's wrapped setter does). A class that
/// overrides `automaticallyNotifiesObservers(forKey:)` decides per key: the
/// calls run only when it answers `true` for the key; its `override` goes
/// (Foundation on Linux declares no such method) and its
/// `super.automaticallyNotifiesObservers(forKey:)` is NSObject's answer, `true`.
///
/// The class also registers its dynamic properties' key paths, so that a
/// block observation (`observe(\.progress)`) knows the key and reads old and
/// new values: `ObjCRuntime.registerObservableProperties` runs when the first instance is made.
public struct DynamicPropertyRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    static let automaticName = "automaticallyNotifiesObservers"

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        let finder = Finder(context: context)
        finder.walk(file)
        var edits = finder.edits
        var tail = ""
        for (declaration, name, keys) in finder.classes where !keys.isEmpty && declaration.genericParameterClause == nil {
            let fileKey = "__touchLabKVO_\(context.fileKey)"
            // A protocol only the class and its subclasses adopt opens a
            // subclass's type, so the key paths are made again with it as
            // the root: `observe(\.progress)` on a subclass finds the key.
            let subclasses = "\(fileKey)_\(identifier(name))"
            edits.append(SourceEdit(inserting: " private let \(subclasses): Void = \(name).\(fileKey);",
                                    at: declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
            tail += "fileprivate protocol \(subclasses)_Root: \(name) {}\nextension \(name): \(subclasses)_Root {}\n"
            tail += "extension \(name) {\n    static let \(fileKey): Void = ObjCRuntime.registerObservableProperties(\(name).self, ["
            tail += keys.map { "\\\(name).\($0): \"\($0)\"" }.joined(separator: ", ") + "], rebased: { root in\n"
            tail += "        func keys<R: \(subclasses)_Root>(_: R.Type) -> [AnyKeyPath: String] { ["
            tail += keys.map { "\\R.\($0): \"\($0)\"" }.joined(separator: ", ") + "] }\n"
            tail += "        return (root as? any \(subclasses)_Root.Type).map { keys($0) }\n    })\n}\n"
        }
        if !tail.isEmpty { edits.append(SourceEdit(inserting: "\n" + tail, at: file.endPosition.utf8Offset)) }
        return edits
    }

    private func identifier(_ name: String) -> String { String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }

    private final class Finder: EditFinder {
        /// Each class (its declaration and name as written) with its dynamic properties' names.
        var classes: [(ClassDeclSyntax, String, [String])] = []
        private var stack: [(name: String, keys: [String], decides: Bool, observable: Bool)] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let decides = node.memberBlock.members.contains { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                return function.name.text == DynamicPropertyRule.automaticName
            }
            // Only an NSObject subclass has willChangeValue (a root Swift class cannot be observed on iOS either).
            stack.append((node.enclosingTypeName.map { "\($0).\(node.name.text)" } ?? node.name.text, [], decides,
                          node.inheritanceClause != nil))
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) {
            let done = stack.removeLast()
            classes.append((node, done.name, done.keys))
        }
        // Properties of structs, enums and protocols are not observed by KVO.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.text == DynamicPropertyRule.automaticName, stack.last?.observable == true else { return .skipChildren }
            if let modifier = node.modifiers.first(where: { $0.name.text == "override" }) {
                var removal = SourceEdit(replacing: modifier, with: "")
                removal.range = removal.range.lowerBound..<modifier.endPosition.utf8Offset
                edits.append(removal)
            }
            let calls = SuperCalls(viewMode: .sourceAccurate)
            if let body = node.body { calls.walk(body) }
            edits += calls.edits
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard stack.last?.observable == true, node.modifiers.contains(where: { $0.name.text == "dynamic" }),
                  !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
                  node.bindingSpecifier.text == "var", node.bindings.count == 1, let binding = node.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return .skipChildren }
            let key = name.trimmingBackticks
            let decides = stack[stack.count - 1].decides
            let guardText = decides ? "if Self.\(DynamicPropertyRule.automaticName)(forKey: \"\(key)\") " : ""
            let will = "\(guardText){ willChangeValue(forKey: \"\(key)\") }"
            let did = "\(guardText){ didChangeValue(forKey: \"\(key)\") }"
            let willCall = decides ? will : "willChangeValue(forKey: \"\(key)\")"
            let didCall = decides ? did : "didChangeValue(forKey: \"\(key)\")"
            switch binding.accessorBlock?.accessors {
            case nil:
                edits.append(SourceEdit(inserting: " { willSet { \(willCall) } didSet { \(didCall) } }",
                                        at: binding.endPositionBeforeTrailingTrivia.utf8Offset))
            case .getter?:
                return .skipChildren   // read-only: nothing sets it
            case .accessors(let accessors)?:
                let kinds = accessors.map(\.accessorSpecifier.text)
                if kinds.contains("set") {
                    guard let setter = accessors.first(where: { $0.accessorSpecifier.text == "set" }),
                          let body = setter.body else { return .skipChildren }
                    edits.append(SourceEdit(inserting: " \(willCall); defer { \(didCall) };",
                                            at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
                } else if kinds.contains("get") {
                    return .skipChildren
                } else {
                    for accessor in accessors {
                        guard let body = accessor.body else { continue }
                        let text = accessor.accessorSpecifier.text == "willSet" ? " \(willCall);" : " defer { \(didCall) };"
                        edits.append(SourceEdit(inserting: text, at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
                    }
                    let block = binding.accessorBlock!
                    if !kinds.contains("willSet") {
                        edits.append(SourceEdit(inserting: " willSet { \(willCall) }", at: block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
                    }
                    if !kinds.contains("didSet") {
                        edits.append(SourceEdit(inserting: " didSet { \(didCall) } ", at: block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset))
                    }
                }
            }
            stack[stack.count - 1].keys.append(name)
            return .skipChildren
        }
    }

    /// `super.automaticallyNotifiesObservers(forKey: k)` ─▶ `true` (NSObject's answer).
    private final class SuperCalls: SyntaxVisitor {
        var edits: [SourceEdit] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
                  callee.base?.is(SuperExprSyntax.self) == true,
                  callee.declName.baseName.text == DynamicPropertyRule.automaticName
            else { return .visitChildren }
            edits.append(SourceEdit(replacing: node, with: "true"))
            return .skipChildren
        }
    }
}

extension String {
    /// `` `default` `` ─▶ `default`.
    var trimmingBackticks: String { filter { $0 != "`" } }
}
