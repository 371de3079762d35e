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
/// `super` in the body still means the superclass's method. The extension
/// may be in another file of the `iOS/` folder than the class (a library's
/// "+Gestures" file beside its view's): every file's extensions are read
/// first (`ObjCDeclarations.extensionOverrides`), so the class's file gains
/// the override and the extension's file renames the method, which loses
/// `private`/`fileprivate` too, as the class's file calls it. Only instance
/// methods of a class declared in a translated file are forwarded (a class of
/// the target's other files cannot gain a line here; the compiler's message
/// stays); an `observeValue` that ``ObservedValueOverrideRule`` handles (a
/// direct `NSObject` subclass's, which overrides nothing here) is left to it.
public struct ExtensionOverrideRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    /// The name the extension's method takes.
    static func forwardedName(_ name: String) -> String { "__touchLabExtension_\(name)" }

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        // Each class of this file gains the overrides of its extensions, wherever they are.
        let classes = ClassBodies(viewMode: .sourceAccurate)
        classes.walk(file)
        for (name, brace) in classes.found.sorted(by: { $0.value < $1.value }) {
            for forwarded in context.declarations.extensionOverrides[name] ?? []
            where !Self.handledByObservedValueRule(forwarded.base, forwarded.labels, in: name, context.declarations) {
                edits.append(SourceEdit(inserting: " \(forwarded.forwardingDeclaration)", at: brace))
            }
        }
        let finder = Finder(context: context)
        finder.walk(file)
        return edits + finder.edits
    }

    /// The overrides in `file`'s extensions, by the type extended (as
    /// written), each with the override its class gains.
    static func overrides(in file: SourceFileSyntax) -> [String: [ObjCDeclarations.ExtensionOverride]] {
        final class Extensions: SyntaxVisitor {
            var found: [ExtensionDeclSyntax] = []
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .skipChildren }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let extensions = Extensions(viewMode: .sourceAccurate)   // at the top level or inside `#if`
        extensions.walk(file)
        var found: [String: [ObjCDeclarations.ExtensionOverride]] = [:]
        for node in extensions.found {
            let type = node.extendedType.trimmedText
            for method in overriddenMethods(of: node) {
                found[type, default: []].append(ObjCDeclarations.ExtensionOverride(
                    base: method.name.text, labels: SelectorName.labels(of: method), forwardingDeclaration: forwardingDeclaration(of: method)))
            }
        }
        return found
    }

    /// The instance methods an extension marks `override`.
    static func overriddenMethods(of node: ExtensionDeclSyntax) -> [FunctionDeclSyntax] {
        node.memberBlock.members.compactMap { member in
            guard let method = member.decl.as(FunctionDeclSyntax.self),
                  method.modifiers.contains(where: { $0.name.text == "override" }),
                  !method.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return nil }
            return method
        }
    }

    static func handledByObservedValueRule(_ base: String, _ labels: [String?], in type: String, _ declarations: ObjCDeclarations) -> Bool {
        base == "observeValue" && labels == ObjCDeclarations.observeValueLabels && declarations.overridesNSObjectsObserveValue(type)
    }

    /// The class's override of `method`: the declaration's own tokens on one
    /// line, calling the extension's renamed method; ended with `;` (other
    /// rules add declarations on the same line).
    static func forwardingDeclaration(of method: FunctionDeclSyntax) -> String {
        let name = method.name.text
        let forwarded = forwardedName(name)
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
        return "\(modifiers) func \(name)\(generics)\(signature)\(whereClause) { \(body) };"
    }

    /// A node's tokens, one space where it had any whitespace or comment
    /// between them, so that it fits on one line.
    private static func oneLine(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var spaceBefore = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if (spaceBefore || !token.leadingTrivia.isEmpty), !text.isEmpty { text += " " }
            text += token.text
            spaceBefore = !token.trailingTrivia.isEmpty
        }
        return text
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

    /// The extensions' side: each forwarded method renamed, its `override` and access dropped.
    private final class Finder: EditFinder {
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedText
            guard context.declarations.translatedClasses.contains(type) else { return .skipChildren }
            for method in ExtensionOverrideRule.overriddenMethods(of: node)
            where !ExtensionOverrideRule.handledByObservedValueRule(method.name.text, SelectorName.labels(of: method), in: type,
                                                                     context.declarations) {
                // No access wider or narrower than the class's file needs (an `open` member of an extension could not be overridden anyway).
                for modifier in method.modifiers where ["override", "open", "public", "private", "fileprivate"].contains(modifier.name.text) {
                    var removal = SourceEdit(replacing: modifier, with: "")
                    removal.range = removal.range.lowerBound..<modifier.endPosition.utf8Offset
                    edits.append(removal)
                }
                edits.append(SourceEdit(replacing: method.name, with: ExtensionOverrideRule.forwardedName(method.name.text)))
            }
            return .skipChildren
        }
    }
}
