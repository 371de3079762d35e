import SwiftSyntax

/// The attributes that only mean something to Objective-C or Interface
/// Builder go; the declaration stays, and keeps its iOS meaning here through
/// the registration (``ObjCRegistrationRule``):
///
///     @objc func reset()                     func reset()
///     @objc(resetAll) func reset()      ─▶   func reset()       (registered as "resetAll")
///     @IBAction func tapped(_ s: Any)        func tapped(_ s: Any)
///     @IBInspectable var radius: CGFloat     var radius: CGFloat
///     @IBOutlet weak var label: UILabel!     weak var label: UILabel!
///     @IBDesignable class Knob: UIControl    class Knob: UIControl
///     @objc dynamic var progress = 0.0       var progress = 0.0
public struct ObjCAttributeRule: RewriteRule {
    /// Makes the rule.
    public init() {}

    static let removed: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable",
                                       "IBDesignable", "IBSegueAction", "GKInspectable"]

    public func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        Finder.edits(in: file, context: context)
    }

    private final class Finder: EditFinder {
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if ObjCAttributeRule.removed.contains(node.attributeName.trimmedText) { edits.append(removing(node)) }
            return .skipChildren
        }
        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "dynamic" { edits.append(removing(node)) }
            return .skipChildren
        }
        /// The node and the spaces after it on its line.
        private func removing(_ node: some SyntaxProtocol) -> SourceEdit {
            var edit = SourceEdit(replacing: node, with: "")
            if !node.trailingTrivia.contains(where: \.isNewline) {
                edit.range = edit.range.lowerBound..<node.endPosition.utf8Offset
            }
            return edit
        }
    }
}
