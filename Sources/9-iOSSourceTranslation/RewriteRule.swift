import SwiftSyntax

/// One rewrite: it finds the syntax it understands in a file and says how to
/// change it, as edits on the file's text (see ``SourceEdit``); whatever it
/// does not understand it leaves alone. Each rule is one file and has its
/// before/after pairs in `iOSSourceTranslationTests`.
public protocol RewriteRule: Sendable {
    /// The edits this rule makes to `file`, whose declarations (and the whole
    /// target's) are in `context`.
    func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit]
}

/// The walk most rules are: one pass over the file's tree, collecting the
/// edits of the syntax a subclass's `visit` methods recognise. A rule's
/// `edits(in:context:)` is then `Finder.edits(in: file, context: context)`.
class EditFinder: SyntaxVisitor {
    /// What the rule may know beyond the file.
    let context: TranslationContext
    /// The edits found so far.
    var edits: [SourceEdit] = []

    required init(context: TranslationContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// The edits a walk of `file` finds.
    static func edits(in file: SourceFileSyntax, context: TranslationContext) -> [SourceEdit] {
        let finder = Self(context: context)
        finder.walk(file)
        return finder.edits
    }
}

/// What a rule may know beyond the file it rewrites.
public struct TranslationContext: Sendable {
    /// The declarations of every file of the target.
    public var declarations: ObjCDeclarations
    /// A name for the file, unique in the target and usable in an identifier.
    public var fileKey: String
    /// The path the user's file has, for `#sourceLocation`.
    public var path: String

    /// Makes a context.
    public init(declarations: ObjCDeclarations = ObjCDeclarations(), fileKey: String = "File", path: String = "File.swift") {
        self.declarations = declarations
        self.fileKey = fileKey
        self.path = path
    }
}

extension SyntaxProtocol {
    /// The class or extension this node is inside, as written (`Outer.Inner`).
    var enclosingTypeName: String? {
        var names: [String] = []
        var node = parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) { names.insert(type.name.text, at: 0) }
            else if let type = current.as(StructDeclSyntax.self) { names.insert(type.name.text, at: 0) }
            else if let type = current.as(EnumDeclSyntax.self) { names.insert(type.name.text, at: 0) }
            else if let type = current.as(ExtensionDeclSyntax.self) {
                names.insert(type.extendedType.trimmedText, at: 0)
                break
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}
