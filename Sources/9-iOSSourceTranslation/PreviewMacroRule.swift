import SwiftSyntax

/// A `#Preview { … }` block is Xcode's canvas, which does not exist here: it
/// goes, with the attributes before it (`@available(iOS 17, *) #Preview`),
/// and its lines stay empty so every line after it keeps its number. Its
/// body builds nothing the app runs on iOS either (Apple, *Previews in
/// Xcode*: "the preview macro … for Xcode to display"), so nothing is lost.
public struct PreviewMacroRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    private final class Finder: EditFinder {
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { edits.append(SourceEdit(replacing: node, with: "")) }
            return .skipChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { edits.append(SourceEdit(replacing: node, with: "")) }
            return .skipChildren
        }
    }
}
