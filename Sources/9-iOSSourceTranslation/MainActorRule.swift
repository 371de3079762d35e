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
public struct MainActorRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.edits
    }

    private final class Finder: SyntaxVisitor {
        var edits: [SourceEdit] = []
        override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributeName.trimmedText == "MainActor" else { return .skipChildren }
            var edit = SourceEdit(replacing: node, with: "")
            if !node.trailingTrivia.contains(where: \.isNewline) { edit.range = edit.range.lowerBound..<node.endPosition.utf8Offset }
            edits.append(edit)
            return .skipChildren
        }
    }
}
