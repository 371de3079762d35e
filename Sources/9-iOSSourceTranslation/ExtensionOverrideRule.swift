import SwiftSyntax

/// An `override` in an extension overrides here as it does on iOS, by a real
/// override in the class that forwards to the extension's body.
///
/// On iOS the members UIKit and `NSObject` declare are `@objc`, and Swift
/// lets an extension override an `@objc` member: the method goes into the
/// class's method list, and Objective-C's dispatch finds it for the class and
/// its subclasses (ESPullToRefresh's component overrides
/// `observeValue(forKeyPath:of:change:context:)` in its "KVO methods"
/// extension). Swift on Linux has no `@objc` members, and rejects every
/// override in an extension ("overriding non-@objc declarations from
/// extensions is not supported"). Moving the method into the class would move
/// its lines; turning it into a registration only would lose the override
/// that UIKit's own callers (`layoutSubviews`, key-value observation) and the
/// class's subclasses reach by Swift's dispatch. So the extension's method
/// keeps its body and lines under a name of its own, and the class gains, on
/// the line of its `{`, the override that calls it:
///
///     class Refresher: UIView {                    class Refresher: UIView { override open func observeValue(forKeyPath keyPath: String?, …) { __touchLabExtension_observeValue(forKeyPath: keyPath, …) };
///     }                                    ─▶      }
///     extension Refresher {                        extension Refresher {
///         override open func observeValue(…) {         func __touchLabExtension_observeValue(…) {
///
/// `super` in the body still means the superclass's method. Only instance
/// methods of a class declared in the same file are forwarded (a class of
/// another file cannot gain a line here; the compiler's message stays); an
/// `observeValue` that ``ObservedValueOverrideRule`` handles (a direct
/// `NSObject` subclass's, which overrides nothing here) is left to it.
public struct ExtensionOverrideRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    /// The name the extension's method takes.
    static func forwardedName(_ name: String) -> String { "__touchLabExtension_\(name)" }

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        let classes = ClassBodies(viewMode: .sourceAccurate)
        classes.walk(file)
        let finder = Finder(context: context)
        finder.classes = classes.found
        finder.walk(file)
        return finder.edits
    }

    /// The classes of the file by their qualified names, with where their `{` ends.
    private final class ClassBodies: SyntaxVisitor {
        var found: [String: Int] = [:]
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = ((node.enclosingTypeName.map { [$0] } ?? []) + [node.name.text]).joined(separator: ".")
            found[name] = node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            return .visitChildren
        }
    }

    private final class Finder: EditFinder {
        var classes: [String: Int] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedText
            guard let brace = classes[type] else { return .skipChildren }
            for member in node.memberBlock.members {
                guard let method = member.decl.as(FunctionDeclSyntax.self),
                      let override = method.modifiers.first(where: { $0.name.text == "override" }),
                      !method.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                      !handledByObservedValueRule(method, in: type)
                else { continue }
                forward(method, override: override, insertingAt: brace)
            }
            return .skipChildren
        }

        private func handledByObservedValueRule(_ method: FunctionDeclSyntax, in type: String) -> Bool {
            method.name.text == "observeValue" && SelectorName.labels(of: method) == ObjCDeclarations.observeValueLabels
                && context.declarations.overridesNSObjectsObserveValue(type)
        }

        private func forward(_ method: FunctionDeclSyntax, override: DeclModifierSyntax, insertingAt brace: Int) {
            let name = method.name.text
            let forwarded = ExtensionOverrideRule.forwardedName(name)
            // The extension's method: no `override`, no access wider than the
            // file needs (an `open` member of an extension could not be overridden anyway).
            for modifier in method.modifiers where ["override", "open", "public"].contains(modifier.name.text) {
                var removal = SourceEdit(replacing: modifier, with: "")
                removal.range = removal.range.lowerBound..<modifier.endPosition.utf8Offset
                edits.append(removal)
            }
            edits.append(SourceEdit(replacing: method.name, with: forwarded))

            // The class's override: the declaration's own tokens on one line.
            let modifiers = method.modifiers.filter { !["mutating", "nonmutating"].contains($0.name.text) }
                .map(\.trimmedText).joined(separator: " ")
            let generics = method.genericParameterClause.map(oneLine) ?? ""
            let signature = oneLine(method.signature)
            let whereClause = method.genericWhereClause.map { " " + oneLine($0) } ?? ""
            let arguments = method.signature.parameterClause.parameters.map { parameter -> String in
                let inner = (parameter.secondName ?? parameter.firstName).text
                let isInout = parameter.type.trimmedText.hasPrefix("inout")
                let value = (isInout ? "&" : "") + inner
                return parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)"
            }.joined(separator: ", ")
            let effects = method.signature.effectSpecifiers
            let call = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
                + "\(forwarded)(\(arguments))"
            let body = method.signature.returnClause == nil ? call : "return \(call)"
            // Ended with `;`: other rules add declarations on the same line.
            edits.append(SourceEdit(inserting: " \(modifiers) func \(name)\(generics)\(signature)\(whereClause) { \(body) };",
                                    at: brace))
        }

        /// A node's tokens, one space where it had any whitespace or
        /// comment between them, so that it fits on one line.
        private func oneLine(_ node: some SyntaxProtocol) -> String {
            var text = ""
            var spaceBefore = false
            for token in node.tokens(viewMode: .sourceAccurate) {
                if (spaceBefore || !token.leadingTrivia.isEmpty), !text.isEmpty { text += " " }
                text += token.text
                spaceBefore = !token.trailingTrivia.isEmpty
            }
            return text
        }
    }
}
