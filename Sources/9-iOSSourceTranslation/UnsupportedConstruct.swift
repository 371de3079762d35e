import SwiftSyntax

/// The Objective-C and Interface Builder constructs that cannot work without
/// their runtime or files: the build stops at the user's line with one
/// message that names the construct and what to write instead — never a
/// silent no-op, a crash at run time or a wall of follow-on errors.
public struct UnsupportedConstructFinder {
    /// One stop: where, what, and what to do instead.
    public struct Finding: Equatable, Sendable {
        /// 1-based line in the user's file.
        public var line: Int
        /// 1-based column.
        public var column: Int
        /// The message: the construct, why, what instead.
        public var message: String
    }

    /// Names whose use stops the build, with the message.
    static let names: [String: String] = {
        let swizzling = "method swizzling needs the Objective-C runtime, which Linux does not have: subclass and override the method, or call your code where the swizzled method was called"
        let introspection = "listing a class's methods, properties or ivars needs the Objective-C runtime, which Linux does not have: list what you need yourself, or use Mirror(reflecting:) for stored properties"
        let nib = "nibs and storyboards cannot be loaded here: build the views in code (init(frame:), addSubview, and set the outlets yourself)"
        var table: [String: String] = [:]
        for name in ["method_exchangeImplementations", "method_setImplementation", "class_replaceMethod", "class_addMethod",
                     "class_getInstanceMethod", "class_getClassMethod", "method_getImplementation", "imp_implementationWithBlock"] {
            table[name] = "\(name): \(swizzling)"
        }
        for name in ["class_copyMethodList", "class_copyPropertyList", "class_copyIvarList", "protocol_copyMethodDescriptionList",
                     "class_copyProtocolList", "objc_getClassList", "property_getName", "method_getName"] {
            table[name] = "\(name): \(introspection)"
        }
        for name in ["UINib", "UIStoryboard", "loadNibNamed", "instantiateViewController", "instantiateInitialViewController",
                     "performSegue"] {
            table[name] = "\(name): \(nib)"
        }
        table["object_setClass"] = "object_setClass: changing an object's class at run time needs the Objective-C runtime, which Linux does not have: make the object of the subclass you need when you create it"
        table["NSManaged"] = "@NSManaged: Core Data's managed properties need its Objective-C runtime: store the value in a Swift property"
        return table
    }()

    /// Every unsupported construct in `file`: one message per kind of
    /// construct per declaration (a swizzle that gets two methods and
    /// exchanges them is one swizzle), at its first use.
    public static func findings(in file: SourceFileSyntax, fileName: String) -> [Finding] {
        let converter = SourceLocationConverter(fileName: fileName, tree: file)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        var reported: Set<String> = []
        return finder.found.compactMap { token, message in
            let declaration = Self.enclosing(token, where: { $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self)
                || $0.is(AccessorDeclSyntax.self) || $0.is(DeinitializerDeclSyntax.self) })
                ?? Self.enclosing(token, where: { $0.is(VariableDeclSyntax.self) || $0.isProtocol(DeclGroupSyntax.self) })
            let kind = message.split(separator: ":", maxSplits: 1).last.map(String.init) ?? message
            guard reported.insert("\(declaration?.id.hashValue ?? 0) \(kind)").inserted else { return nil }
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            return Finding(line: location.line, column: location.column, message: message)
        }
    }

    private static func enclosing(_ token: TokenSyntax, where matches: (Syntax) -> Bool) -> Syntax? {
        var node = token.parent
        while let current = node, !matches(current) { node = current.parent }
        return node
    }

    private final class Finder: SyntaxVisitor {
        var found: [(TokenSyntax, String)] = []
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            guard case .identifier = token.tokenKind, let message = UnsupportedConstructFinder.names[token.text] else { return .skipChildren }
            // A declaration of one's own with such a name is not a use.
            if token.parent?.is(FunctionDeclSyntax.self) == true { return .skipChildren }
            found.append((token, message))
            return .skipChildren
        }
    }
}
