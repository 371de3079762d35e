import SwiftSyntax

/// `NSObject`'s selector-sending methods called on a receiver of any type
/// go through ``ObjCRuntime``, with the receiver as the last argument:
///
///     testTarget?.performSelector(onMainThread: action,      ObjCRuntime.performSelector(onMainThread: action,
///                                 with: self,          ─▶                                with: self,
///                                 waitUntilDone: true)                                   waitUntilDone: true, on: testTarget)
///     target.perform(#selector(f), with: x)            ─▶    ObjCRuntime.perform(#selector(f), with: x, on: target)
///
/// On iOS a call on `AnyObject` finds any `@objc` method by Objective-C's
/// dynamic lookup (Shuffle's test recognizers keep `weak var testTarget:
/// AnyObject?` and send it their action); Swift on Linux has no member
/// lookup on `AnyObject` ("value of type 'AnyObject' has no member"). The
/// rule cannot know the receiver's type, and need not: on an `NSObject` the
/// runtime's send is what the method does. A nil receiver of an optional
/// chain does nothing, as the chain did. `performSelector(onMainThread:…)` is
/// always sent so; `perform(_:…)`, a common name, only when its first argument
/// is a `#selector` (or `Selector(…)`/`NSSelectorFromString(…)`), and only
/// with an explicit receiver (`perform(…)` alone is `self`'s own method).
public struct SelectorSendRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    static let mainThreadLabels: [[String?]] = [
        ["onMainThread", "with", "waitUntilDone"], ["onMainThread", "with", "waitUntilDone", "modes"],
    ]
    static let performLabels: [[String?]] = [
        [nil], [nil, "with"], [nil, "with", "with"], [nil, "with", "afterDelay"], [nil, "with", "afterDelay", "inModes"],
    ]

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    private final class Finder: EditFinder {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
                  !base.is(SuperExprSyntax.self), node.trailingClosure == nil, let close = node.rightParen
            else { return .visitChildren }
            let name = callee.declName.baseName.text
            let labels = node.arguments.map { $0.label?.text }
            let sends: Bool
            switch name {
            case "performSelector": sends = SelectorSendRule.mainThreadLabels.contains(labels)
            case "perform": sends = SelectorSendRule.performLabels.contains(labels) && namesASelector(node.arguments.first?.expression)
            default: sends = false
            }
            guard sends else { return .visitChildren }
            // The receiver without the chain's `?`: `a?` ─▶ `a`, `a?.b` stays (an optional either way).
            let receiver = base.as(OptionalChainingExprSyntax.self)?.expression.trimmedText ?? base.trimmedText
            // Keep the argument list as written (its lines), ending it with the receiver.
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            var prefix = SourceEdit(inserting: "ObjCRuntime.", at: start)
            prefix.range = start..<callee.period.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(prefix)
            edits.append(SourceEdit(inserting: ", on: \(receiver)", at: close.positionAfterSkippingLeadingTrivia.utf8Offset))
            return .visitChildren
        }

        private func namesASelector(_ expression: ExprSyntax?) -> Bool {
            guard let expression else { return false }
            if let macro = expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                return ["Selector", "NSSelectorFromString", "__touchLabSelector"].contains(call.calledExpression.trimmedText)
            }
            return false
        }
    }
}
