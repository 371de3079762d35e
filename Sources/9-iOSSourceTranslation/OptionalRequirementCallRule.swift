import SwiftSyntax

/// A call of an `@objc optional` requirement asks the runtime whether the
/// object implements it, and calls it only then, as on iOS:
///
///     delegate?.card?(self, didSwipe: .left)
///       ─▶ ObjCRuntime.callOptional(delegate, "card:didSwipe:", [(self) as Card, (.left) as Direction],
///                                   returning: (Void).self)
///     dataSource?.numberOfCards?(in: self) ?? 0
///       ─▶ ObjCRuntime.callOptional(dataSource, "numberOfCardsIn:", [(self) as Deck], returning: (Int).self) ?? 0
///
/// The requirement is found by its name and labels among the target's
/// `@objc` protocols; a call that matches none is left as it is.
public struct OptionalRequirementCallRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    private final class Finder: EditFinder {
        lazy var requirements = context.declarations.requirements.values.flatMap { $0 }.filter(\.isOptional)

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
                  let member = chained.expression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            let labels = node.arguments.map { $0.label?.text }
            guard let requirement = requirements.first(where: {
                $0.base == member.declName.baseName.text && $0.labels == labels
            }) else { return .visitChildren }
            let object: String = if let base = member.base {
                base.as(OptionalChainingExprSyntax.self)?.expression.trimmedText ?? base.trimmedText
            } else { "self" }
            // Each argument keeps its parameter's type, so `.left` and literals
            // are typed as in the call they were written in.
            let arguments = zip(node.arguments, requirement.parameterTypes).map { argument, type in
                "(\(argument.expression.trimmedText)) as \(type)"
            }.joined(separator: ", ")
            let returnType = requirement.returnType
            let isOptionalResult = returnType.hasSuffix("?") || returnType.hasSuffix("!")
            let resultType = isOptionalResult ? String(returnType.dropLast()) + "?" : returnType
            var call = "ObjCRuntime.callOptional(\(object), \"\(requirement.selector)\", [\(arguments)], returning: (\(resultType)).self)"
            if isOptionalResult { call = "(\(call) ?? nil)" }
            edits.append(SourceEdit(replacing: node, with: call))
            return .skipChildren
        }
    }
}
