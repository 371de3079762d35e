import SwiftSyntax

/// `@MainActor` on a declaration or a function type goes; on a closure
/// (`Task { @MainActor in … }`) it stays:
///
///     @MainActor final class CardView: UIView {        final class CardView: UIView {
///         var onSwipe: @MainActor () -> Void      ─▶       var onSwipe: () -> Void
///         @MainActor func reset() {…}                      func reset() {…}
///
/// On iOS, UIKit's classes are `@MainActor`, so a subclass's overrides are
/// main-actor isolated and may call the file's `@MainActor` helpers. UIKit
/// here is not isolated to the main actor: each app runs on the thread that
/// runs its loop (tests drive one app per Swift Testing thread), and an
/// override of one of its nonisolated methods is nonisolated. Kept, the
/// annotation would make every such call an error ("call to main
/// actor-isolated instance method … in a synchronous nonisolated context",
/// Swift 5 and 6 modes alike: measured with Swift 6.3). Gone, the file's code
/// has the isolation of the UIKit it runs against: all of it on its app's
/// thread. Behaviour §8a and <doc:PastediOSFiles> say so.
///
/// A stored `static` property of a type that is main-actor isolated on iOS
/// (`@MainActor`, or a subclass of a UIKit responder or recognizer) and a
/// `@MainActor` global are main-actor state there; here, in the Swift 6
/// mode, the same `static let shared = CardView()` would be "not
/// concurrency-safe". It becomes `nonisolated(unsafe)`, which says what is
/// true of it here: it is read and written on the one thread of its app (the
/// Swift 5 mode compiles it as written, with the same meaning):
///
///     final class CardView: UIView {                     final class CardView: UIView {
///         static let shared = CardView()          ─▶         static nonisolated(unsafe) let shared = CardView()
///     @MainActor var current: CardView?                  nonisolated(unsafe) var current: CardView?
///
/// A `let` whose value is a literal or of a type Swift knows is `Sendable`
/// (`static let side: CGFloat = 44`) is left alone: it needs no isolation.
public struct MainActorRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    /// UIKit's classes that are not main-actor isolated on iOS (values and
    /// drawing objects: `Sendable` or nonisolated in iOS's SDK).
    static let nonisolatedUIKitClasses: Set<String> = ["UIColor", "UIFont", "UIImage", "UIBezierPath"]
    /// Types whose values Swift knows are `Sendable`: a `static let` of one needs nothing.
    static let sendableTypes: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "Bool", "String", "TimeInterval", "CGPoint", "CGSize", "CGRect",
        "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGAffineTransform", "Character", "UInt", "Int32", "Int64",
    ]

    private final class Finder: EditFinder {
        override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributeName.trimmedText == "MainActor" else { return .skipChildren }
            let isolatedState = node.parent?.parent?.as(VariableDeclSyntax.self).map(isStoredStaticOrGlobal) ?? false
            var edit = SourceEdit(replacing: node, with: isolatedState ? "nonisolated(unsafe)" : "")
            if !isolatedState, !node.trailingTrivia.contains(where: \.isNewline) {
                edit.range = edit.range.lowerBound..<node.endPosition.utf8Offset
            }
            edits.append(edit)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.text == "static" }), isStoredStaticOrGlobal(node),
                  !node.modifiers.contains(where: { $0.name.text == "nonisolated" }),
                  !node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "MainActor" }),
                  !(node.bindingSpecifier.text == "let" && isSendable(node)), isMainActorOnIOS(node)
            else { return .visitChildren }
            edits.append(SourceEdit(inserting: "nonisolated(unsafe) ",
                                    at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset))
            return .visitChildren
        }

        /// A stored property (observers allowed), at the top level or `static`.
        private func isStoredStaticOrGlobal(_ node: VariableDeclSyntax) -> Bool {
            let isGlobal = node.parent?.parent?.is(CodeBlockItemListSyntax.self) == true
                && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            guard isGlobal || node.modifiers.contains(where: { $0.name.text == "static" }) else { return false }
            return node.bindings.allSatisfy { binding in
                switch binding.accessorBlock?.accessors {
                case nil: true
                case .getter?: false
                case .accessors(let list)?: list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                }
            }
        }

        /// A literal value, or a type annotation Swift knows is `Sendable`.
        private func isSendable(_ node: VariableDeclSyntax) -> Bool {
            node.bindings.allSatisfy { binding in
                if let type = binding.typeAnnotation?.type.trimmedText { return MainActorRule.sendableTypes.contains(type) }
                guard let value = binding.initializer?.value else { return false }
                return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
                    || value.is(StringLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
            }
        }

        /// Whether the type the declaration is in is main-actor isolated on
        /// iOS: marked `@MainActor`, or a class (or an extension of one) that
        /// inherits from one of UIKit's main-actor classes, through the target's classes.
        private func isMainActorOnIOS(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current {
                if let type = parent.asProtocol(DeclGroupSyntax.self) {
                    if type.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "MainActor" }) {
                        return true
                    }
                    if let declaration = type.as(ClassDeclSyntax.self) {
                        let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedText
                        return superclass.map(inheritsFromMainActorUIKit) ?? false
                    }
                    if let declaration = type.as(ExtensionDeclSyntax.self) {
                        return inheritsFromMainActorUIKit(declaration.extendedType.trimmedText)
                    }
                    return false
                }
                current = parent.parent
            }
            return false
        }

        private func inheritsFromMainActorUIKit(_ name: String) -> Bool {
            var name: String? = name
            var seen: Set<String> = []
            while let current = name, seen.insert(current).inserted {
                if current.hasPrefix("UI"), !MainActorRule.nonisolatedUIKitClasses.contains(current),
                   !context.declarations.classes.contains(current) {
                    return true
                }
                name = context.declarations.superclasses[current]
            }
            return false
        }
    }
}
