import SwiftSyntax

/// `#keyPath(…)` becomes the key path's string, as the compiler makes it on iOS:
///
///     #keyPath(UIScrollView.contentOffset)   ─▶   "contentOffset"
///     #keyPath(layer.cornerRadius)           ─▶   "layer.cornerRadius"
///
/// A leading type name (capitalised) is dropped, as it is not part of the key.
public struct KeyPathExpressionRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    private final class Finder: EditFinder {
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "keyPath", let argument = node.arguments.first else { return .visitChildren }
            var parts = argument.expression.trimmedText.split(separator: ".").map(String.init)
            if parts.count > 1, let first = parts.first?.first, first.isUppercase { parts.removeFirst() }
            edits.append(SourceEdit(replacing: node, with: "\"\(parts.joined(separator: "."))\""))
            return .skipChildren
        }
    }
}
