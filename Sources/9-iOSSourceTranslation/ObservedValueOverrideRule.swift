import SwiftSyntax

/// An `NSObject` subclass's `observeValue(forKeyPath:of:change:context:)`
/// overrides nothing here: Foundation on Linux has no key-value observation,
/// and a method in an extension of `NSObject` could not be overridden. So it
/// loses its `override` and is registered as the Objective-C method
/// `observeValueForKeyPath:ofObject:change:context:` (``ObjCDeclarations``),
/// which UIKit's notifications send; its `super` call becomes what
/// `NSObject`'s does on iOS, stop with "message was received but not handled":
///
///     class Watcher: NSObject {                              class Watcher: NSObject {
///         override func observeValue(forKeyPath k: String?,      func observeValue(forKeyPath k: String?,
///             …) {                                      ─▶           …) {
///             guard context == &ctx else {                           guard context == &ctx else {
///                 super.observeValue(forKeyPath: k, …)                   ObjCRuntime.unhandledObservation(self, forKeyPath: k)
///
/// A subclass of a UIKit class keeps its `override`: UIKit's `NSObject`
/// subclasses (responders, recognizers) declare the method to override.
public struct ObservedValueOverrideRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    private final class Finder: EditFinder {
        var declarations: ObjCDeclarations { context.declarations }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.text == "observeValue", SelectorName.labels(of: node) == ObjCDeclarations.observeValueLabels,
                  let type = node.enclosingTypeName, declarations.overridesNSObjectsObserveValue(type),
                  let modifier = node.modifiers.first(where: { $0.name.text == "override" })
            else { return .skipChildren }
            var removal = SourceEdit(replacing: modifier, with: "")
            removal.range = removal.range.lowerBound..<modifier.endPosition.utf8Offset
            edits.append(removal)
            let calls = SuperCalls(viewMode: .sourceAccurate)
            if let body = node.body { calls.walk(body) }
            edits += calls.edits
            return .skipChildren
        }
    }

    /// `super.observeValue(forKeyPath: k, …)` ─▶ `ObjCRuntime.unhandledObservation(self, forKeyPath: k)`.
    private final class SuperCalls: SyntaxVisitor {
        var edits: [SourceEdit] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
                  callee.base?.is(SuperExprSyntax.self) == true, callee.declName.baseName.text == "observeValue",
                  let keyPath = node.arguments.first?.expression
            else { return .visitChildren }
            edits.append(SourceEdit(replacing: node,
                                    with: "ObjCRuntime.unhandledObservation(self, forKeyPath: \(keyPath.trimmedText))"))
            return .skipChildren
        }
    }
}
