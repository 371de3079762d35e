import SwiftSyntax

/// Each class learns its Objective-C methods: what the runtime's method list
/// holds on iOS is written out and entered in `ObjCRuntime` the first time an
/// instance of the class is made (or a `#selector` is evaluated).
///
///     class CardView: UIView {                 class CardView: UIView { private let __touchLabObjC_CardView: Void = __touchLabObjCRegistrations;
///         @objc private func reset() {…}  ─▶       @objc private func reset() {…}
///     }                                        }
///                                              #sourceLocation(file: "…/CardView.swift", line: 1)
///                                              extension CardView {
///                                                  static let __touchLabObjC_CardView_swift: Void = ObjCRuntime.register(CardView.self, [
///                                                      "reset": ObjCMethod { ObjCMethod.call(($0 as! CardView).reset, $1) },
///                                                  ])
///                                              }
///
/// The stored property sits on the line of the class's `{`, so no line
/// moves; it is `Void`, so it costs an instance nothing. The registration is
/// an extension in the same file, which may call the class's `private`
/// methods. Registered: `@objc`/`@IBAction` methods (and every method of an
/// `@objcMembers` class) and the methods that implement an `@objc`
/// protocol's requirement, which Swift makes `@objc` on iOS without the attribute.
public struct ObjCRegistrationRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        let classes = Classes(viewMode: .sourceAccurate)
        classes.walk(file)
        var edits = classes.found.map { declaration, name in
            SourceEdit(inserting: " private let __touchLabObjC_\(identifier(name)): Void = __touchLabObjCRegistrations;",
                       at: declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let tail = registrations(in: file, context: context, typeLines: classes.lines, conditions: classes.conditions)
        edits.append(SourceEdit(inserting: tail, at: file.endPosition.utf8Offset))
        return edits
    }

    /// The extensions that register this file's methods, and the file's
    /// global that runs them all (referenced from ObjCRegistrations.swift).
    func registrations(in file: SourceFileSyntax, context: TranslationContext, typeLines: [String: Int],
                       conditions: [String: [IfConfigPlace]] = [:]) -> String {
        var own = ObjCDeclarations()
        own.read(file)
        let wanted = context.declarations.requirementSelectors
        var text = "\n"
        var statics: [String] = []
        for (type, methods) in own.methods.sorted(by: { $0.key < $1.key }) {
            let isClass = context.declarations.classes.contains(type)
            let registered = methods.filter { $0.isCallable && ($0.isExposed || isClass && wanted.contains($0.selector)) }
            guard !registered.isEmpty, !type.contains("<") else { continue }
            let name = "__touchLabObjC_\(context.fileKey)"
            var body = "#sourceLocation(file: \(literal(context.path)), line: \(typeLines[type] ?? 1))\n"
            body += "extension \(type) {\n    static let \(name): Void = ObjCRuntime.register(\(type).self, [\n"
            var seen: Set<String> = []
            for method in registered where seen.insert(method.selector).inserted {
                body += "        \(literal(method.selector)): \(entry(method, of: type)),\n"
            }
            body += "    ])\n}\n#sourceLocation()\n"
            let place = conditions[type] ?? []
            text += Self.wrap(body, in: place)
            statics.append(Self.wrap("    _ = \(type).\(name)\n", in: place))
        }
        text += "let __touchLabObjC_\(context.fileKey): Void = {\n"
        for value in statics { text += value }
        text += "}()\n"
        return text
    }

    /// Where a declaration sits among `#if` blocks: each block (outermost
    /// first) and the index of the clause it is in.
    struct IfConfigPlace {
        var block: IfConfigDeclSyntax
        var clause: Int
    }

    /// `text` under the same `#if` clauses as the declaration it registers,
    /// so a class in an inactive branch (`#if os(macOS)`) is not named: each
    /// block is repeated with the clauses before ours left empty.
    static func wrap(_ text: String, in places: [IfConfigPlace]) -> String {
        var result = text
        for place in places.reversed() {
            var wrapped = ""
            for (index, clause) in place.block.clauses.enumerated() {
                let keyword = clause.poundKeyword.text
                wrapped += keyword + (clause.condition.map { " " + PlatformConditionRule.decided($0) } ?? "") + "\n"
                if index == place.clause { wrapped += result; break }
            }
            result = wrapped + "#endif\n"
        }
        return result
    }

    /// How the runtime calls `method` on an instance of `type`.
    func entry(_ method: ObjCDeclarations.Method, of type: String) -> String {
        switch method.accessor {
        case .getter?: "ObjCMethod { object, _ in (object as! \(type)).\(method.base) }"
        case .setter?: "ObjCMethod { object, arguments in ObjCMethod.assign({ (object as! \(type)).\(method.base) = $0 }, arguments) }"
        case nil: "ObjCMethod { ObjCMethod.call(($0 as! \(type)).\(reference(method)), $1) }"
        }
    }

    func reference(_ method: ObjCDeclarations.Method) -> String {
        if method.labels.isEmpty { return method.base }
        return method.base + "(" + method.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    private func identifier(_ name: String) -> String { String(name.map { $0 == "." ? "_" : $0 }) }

    private func literal(_ string: String) -> String { iOSSourceTranslator.literal(string) }

    /// The classes declared in the file (not inside a function), with their qualified names and lines.
    private final class Classes: SyntaxVisitor {
        var found: [(ClassDeclSyntax, String)] = []
        var lines: [String: Int] = [:]
        var conditions: [String: [IfConfigPlace]] = [:]
        private var names: [String] = []

        private func places(of node: some SyntaxProtocol) -> [IfConfigPlace] {
            var places: [IfConfigPlace] = []
            var current = node.parent
            while let parent = current {
                if let clause = parent.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                   let index = block.clauses.firstIndex(where: { $0.id == clause.id }) {
                    places.insert(IfConfigPlace(block: block, clause: block.clauses.distance(from: block.clauses.startIndex, to: index)), at: 0)
                }
                current = parent.parent
            }
            return places
        }
        private var converter: SourceLocationConverter?
        override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
            converter = SourceLocationConverter(fileName: "", tree: node)
            return .visitChildren
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            names.append(node.name.text)
            let name = names.joined(separator: ".")
            found.append((node, name))
            lines[name] = converter?.location(for: node.positionAfterSkippingLeadingTrivia).line
            conditions[name] = conditions[name] ?? places(of: node)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { names.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            lines[node.extendedType.trimmedText] = lines[node.extendedType.trimmedText]
                ?? converter?.location(for: node.positionAfterSkippingLeadingTrivia).line
            conditions[node.extendedType.trimmedText] = conditions[node.extendedType.trimmedText] ?? places(of: node)
            return .skipChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
