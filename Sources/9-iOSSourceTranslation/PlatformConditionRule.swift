import SwiftSyntax

/// `#if os(iOS)`, `#if canImport(UIKit)`, `#if targetEnvironment(simulator)`
/// are decided as for an iOS simulator, where the file was written to run:
///
///     #if os(iOS) || os(tvOS)            #if true || false
///     #if canImport(AppKit)        ─▶    #if false
///     #if targetEnvironment(simulator)   #if true
///
/// Only these three tests are decided here; `swift(>=5.9)`, `compiler(…)`,
/// `arch(…)`, `canImport(SwiftUI)` and custom flags stay as they are, for the
/// compiler to decide.
public struct PlatformConditionRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    static let appleUIKitPlatforms: Set<String> = ["iOS"]
    static let otherImports: Set<String> = ["AppKit", "Cocoa", "WatchKit"]

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    /// A condition's text as this rule leaves it (for code the translation
    /// adds under the same `#if`).
    static func decided(_ condition: ExprSyntax) -> String {
        let finder = Finder(context: TranslationContext())
        finder.decide(condition)
        let start = condition.positionAfterSkippingLeadingTrivia.utf8Offset
        let rebased = finder.edits.map { edit in
            var edit = edit
            edit.range = (edit.range.lowerBound - start)..<(edit.range.upperBound - start)
            return edit
        }
        return SourceEdit.apply(rebased, to: condition.trimmedText).text
    }

    private final class Finder: EditFinder {
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { decide(condition) }
            return .visitChildren
        }

        func decide(_ condition: ExprSyntax) {
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(condition)
            for call in calls.found {
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
                let argument = call.arguments.first?.expression.trimmedText ?? ""
                let value: Bool? = switch name {
                case "os": argument == "iOS"
                case "targetEnvironment": argument == "simulator"
                case "canImport": argument == "UIKit" ? true : PlatformConditionRule.otherImports.contains(argument) ? false : nil
                default: nil
                }
                if let value { edits.append(SourceEdit(replacing: call, with: value ? "true" : "false")) }
            }
        }
    }

    private final class Calls: SyntaxVisitor {
        var found: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .skipChildren
        }
    }
}
