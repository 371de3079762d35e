import SwiftSyntax

/// An `@objc` protocol becomes a class-bound Swift protocol, and its
/// `optional` requirements leave it (kept in the file as comments): a
/// conformer that implements one is registered under its selector, and a call
/// `delegate?.card?(…)` asks the runtime (``OptionalRequirementCallRule``).
///
///     @objc protocol CardDelegate {           protocol CardDelegate: AnyObject {
///         func cardDidLoad(_ c: Card)    ─▶       func cardDidLoad(_ c: Card)
///         @objc optional func card(…)             // @objc optional func card(…)
///     }                                       }
///
/// (The `@objc` attribute itself is ``ObjCAttributeRule``'s.)
public struct ObjCProtocolRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    private final class Finder: EditFinder {
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributes.contains(where: { $0.trimmedText.hasPrefix("@objc") }) else { return .skipChildren }
            if node.inheritanceClause == nil {
                edits.append(SourceEdit(inserting: ": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset))
            }
            for member in node.memberBlock.members {
                let isOptional: Bool = if let function = member.decl.as(FunctionDeclSyntax.self) {
                    function.modifiers.contains { $0.name.text == "optional" }
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    variable.modifiers.contains { $0.name.text == "optional" }
                } else { false }
                guard isOptional else { continue }
                let text = member.decl.trimmedText
                let commented = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "// " + $0 }.joined(separator: "\n")
                edits.append(SourceEdit(replacing: member.decl, with: commented))
            }
            return .skipChildren
        }
    }
}
