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
/// `@objc` protocols. An optional requirement of one of UIKit's delegate
/// protocols (a `UIScrollViewDelegate` a library's own delegate protocol
/// inherits) is a requirement with a default implementation here, which does
/// what UIKit does when a delegate leaves it out (nothing; `nil` for
/// `viewForZooming(in:)`; `true` for `gestureRecognizerShouldBegin`), so its
/// call loses the `?` after the name:
///
///     delegate?.scrollViewDidZoom?(scrollView)   ─▶   delegate?.scrollViewDidZoom(scrollView)
///
/// A call that matches neither (an optional closure property's) is left as it is.
public struct OptionalRequirementCallRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    /// UIKit's optional delegate requirements that UIKit here declares with
    /// a default implementation, by name and argument labels.
    static let uikitRequirements: [(base: String, labels: [String?])] = [
        ("scrollViewDidScroll", [nil]), ("scrollViewWillBeginDragging", [nil]),
        ("scrollViewWillEndDragging", [nil, "withVelocity", "targetContentOffset"]),
        ("scrollViewDidEndDragging", [nil, "willDecelerate"]), ("scrollViewWillBeginDecelerating", [nil]),
        ("scrollViewDidEndDecelerating", [nil]), ("scrollViewDidEndScrollingAnimation", [nil]),
        ("viewForZooming", ["in"]), ("scrollViewWillBeginZooming", [nil, "with"]), ("scrollViewDidZoom", [nil]),
        ("scrollViewDidEndZooming", [nil, "with", "atScale"]), ("scrollViewDidChangeAdjustedContentInset", [nil]),
        ("gestureRecognizerShouldBegin", [nil]), ("gestureRecognizer", [nil, "shouldReceive"]),
        ("gestureRecognizer", [nil, "shouldRecognizeSimultaneouslyWith"]),
        ("gestureRecognizer", [nil, "shouldRequireFailureOf"]), ("gestureRecognizer", [nil, "shouldBeRequiredToFailBy"]),
    ]

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
            }) else {
                if OptionalRequirementCallRule.uikitRequirements.contains(where: {
                    $0.base == member.declName.baseName.text && $0.labels == labels
                }) {
                    edits.append(SourceEdit(replacing: node.calledExpression, with: chained.expression.trimmedText))
                    return .skipChildren
                }
                return .visitChildren
            }
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
