import SwiftSyntax

/// `#selector(…)` becomes the selector's name, which the engine sends by name
/// to the methods ``ObjCRegistrationRule`` registered:
///
///     #selector(handlePan(_:))               __touchLabSelector("handlePan:")
///     #selector(CardView.reset)         ─▶   __touchLabSelector("reset")
///     #selector(handle(gesture:))            __touchLabSelector("handleWithGesture:")
///     #selector(getter: UIView.frame)        __touchLabSelector("frame")
///
/// A name with no argument list takes the selector of the method declared
/// with that name (preferring the enclosing class's); `@objc(name)` is
/// honoured. `__touchLabSelector` (ObjCRegistrations.swift) also makes sure
/// the target's registrations have run.
public struct SelectorExpressionRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    /// The selector a `#selector` argument names.
    static func selector(for argument: LabeledExprSyntax, in declarations: ObjCDeclarations, enclosingType: String?) -> String? {
        var expression = argument.expression
        var qualifier: String? = nil
        if let member = expression.as(MemberAccessExprSyntax.self) {
            qualifier = member.base?.trimmedText
            expression = ExprSyntax(member.declName)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let base = reference.baseName.text
        switch argument.label?.text {
        case "getter": return SelectorName.getter(base)
        case "setter": return SelectorName.setter(base)
        default:
            let labels = reference.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } }
            let type = qualifier.flatMap { $0 == "self" || $0 == "Self" ? nil : $0 } ?? enclosingType
            return declarations.selector(base: base, labels: labels, preferring: type)
        }
    }

    private final class Finder: EditFinder {
        var declarations: ObjCDeclarations { context.declarations }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", node.arguments.count == 1, let argument = node.arguments.first,
                  let name = SelectorExpressionRule.selector(for: argument, in: declarations, enclosingType: node.enclosingTypeName)
            else { return .visitChildren }
            edits.append(SourceEdit(replacing: node, with: "__touchLabSelector(\"\(name)\")"))
            return .skipChildren
        }
    }
}
