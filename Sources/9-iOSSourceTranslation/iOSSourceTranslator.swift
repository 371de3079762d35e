import SwiftParser
import SwiftSyntax

/// Turns the Swift files of an iOS project into Swift this toolchain
/// compiles, keeping their meaning (<doc:PastediOSFiles> in UIKit's catalogue):
///
///     read every file of the target ─▶ ObjCDeclarations (methods, @objc protocols)
///     for each iOS file:
///       stop at an unsupported construct (UnsupportedConstructFinder)
///       #if os(iOS)… ─▶ #Preview ─▶ delegate?.f?(…) ─▶ #keyPath ─▶ #selector ─▶ @objc protocols
///         ─▶ NSObject's observeValue ─▶ @objc dynamic setters ─▶ registrations ─▶ attributes ─▶ @MainActor
///                                                            (one RewriteRule each, in this order)
///       #sourceLocation(file: <the user's file>, line: 1) + the result
///     ObjCRegistrations.swift: runs every file's registrations once
public struct iOSSourceTranslator {
    /// The rules. They all read the same tree (the parser is the translation's
    /// main cost, so a file is parsed once) and their edits are applied
    /// together; where one rule's edit lies inside another's (a `#selector`
    /// among a `delegate?.f?(…)` call's arguments), the outer one is applied
    /// and the rules whose edits were left out run again on the result.
    public static let rules: [any RewriteRule] = [
        PlatformConditionRule(), PreviewMacroRule(), OptionalRequirementCallRule(), KeyPathExpressionRule(), SelectorExpressionRule(),
        ObjCProtocolRule(), ObservedValueOverrideRule(), ExtensionOverrideRule(), SelectorSendRule(), DynamicPropertyRule(), ObjCRegistrationRule(), ObjCAttributeRule(),
        MainActorRule(),
    ]

    /// What the target declares, from all its files.
    public var declarations = ObjCDeclarations()

    /// The declarations of the target's files that are not translated.
    var contextDeclarations = ObjCDeclarations()
    /// Each file's tree, parsed once when read, by its text.
    private var trees: [String: SourceFileSyntax] = [:]

    /// Makes a translator that knows the declarations of `files` (their
    /// text), to be translated, and of `context`, the target's other files,
    /// and the `@objc` protocols of `dependencies`, the files of the targets
    /// it depends on: an app's delegate of a library's `@objc` protocol
    /// implements its requirements, so its methods are in its class's method
    /// list as on iOS (a library is a module of its own).
    public init(reading files: [String], context: [String] = [], dependencies: [String] = []) {
        for text in dependencies {
            var library = ObjCDeclarations()
            library.read(Parser.parse(source: text), translated: false)
            declarations.requirements.merge(library.requirements) { $1 }
        }
        for text in files {
            let tree = Parser.parse(source: text)
            trees[text] = tree
            declarations.read(tree)
        }
        for text in context {
            let tree = Parser.parse(source: text)
            declarations.read(tree, translated: false)
            contextDeclarations.read(tree, translated: false)
        }
    }

    /// A construct that cannot be translated, at the user's line.
    public struct Stop: Error, CustomStringConvertible {
        /// `path:line:column: error: message`, one per construct.
        public var findings: [String]
        /// The findings, one a line, as the compiler prints errors.
        public var description: String { findings.joined(separator: "\n") }
    }

    /// The translation of the file at `path` with contents `text`; `fileKey`
    /// names it uniquely among the target's files, in identifiers.
    public func translate(_ text: String, path: String, fileKey: String) throws(Stop) -> String {
        let original = trees[text] ?? Parser.parse(source: text)
        let findings = UnsupportedConstructFinder.findings(in: original, fileName: path)
        if !findings.isEmpty {
            throw Stop(findings: findings.map { "\(path):\($0.line):\($0.column): error: \($0.message)" })
        }
        let context = TranslationContext(declarations: declarations, fileKey: fileKey, path: path)
        var source = text
        var tree = original
        var rules = Self.rules
        for _ in 0..<8 where !rules.isEmpty {
            let edits = rules.map { $0.edits(in: tree, context: context) }
            let applied = SourceEdit.apply(edits.flatMap { $0 }, to: source)
            source = applied.text
            // Run again only the rules that had an edit left out; registration,
            // which adds code, is never run twice.
            let kept = Set(applied.kept)
            rules = zip(rules, edits).filter { rule, edits in
                !(rule is ObjCRegistrationRule) && !(rule is DynamicPropertyRule) && edits.contains { !kept.contains($0) }
            }.map(\.0)
            if !rules.isEmpty { tree = Parser.parse(source: source) }
        }
        return "#sourceLocation(file: \(Self.literal(path)), line: 1)\n" + source
    }

    /// Runs one rule; a rule whose edits may nest (a call inside a call's
    /// arguments) runs again on its own output until it has nothing to change.
    static func apply(_ rule: any RewriteRule, to source: String, context: TranslationContext) -> String {
        var source = source
        for _ in 0..<(rule is OptionalRequirementCallRule ? 8 : 1) {
            let edits = rule.edits(in: Parser.parse(source: source), context: context)
            if edits.isEmpty { break }
            source = SourceEdit.apply(edits, to: source).text
        }
        return source
    }

    /// ObjCRegistrations.swift for a target whose translated files have these
    /// keys. It also registers the methods of the target's other classes that
    /// implement an `@objc` protocol's requirement (a delegate written in a
    /// plain file), where they are not private: on iOS they are `@objc` too.
    public func registrations(fileKeys: [String]) -> String {
        let wanted = declarations.requirementSelectors
        var lines: [String] = []
        for (type, methods) in contextDeclarations.methods.sorted(by: { $0.key < $1.key })
        where contextDeclarations.classes.contains(type) && !contextDeclarations.privateClasses.contains(type) {
            let registered = methods.filter { $0.isCallable && !$0.isPrivate && $0.accessor == nil && wanted.contains($0.selector) }
            guard !registered.isEmpty else { continue }
            var line = "    ObjCRuntime.register(\(type).self, [\n"
            for method in registered {
                line += "        \(Self.literal(method.selector)): ObjCMethod { ObjCMethod.call(($0 as! \(type)).\(ObjCRegistrationRule().reference(method)), $1) },\n"
            }
            lines.append(line + "    ])\n")
        }
        return Self.registrations(fileKeys: fileKeys, registeringFirst: lines.joined())
    }

    static func registrations(fileKeys: [String], registeringFirst plainClasses: String = "") -> String {
        var text = """
            // Generated by the iOSSources plugin: runs the Objective-C method registrations
            // of every translated file once, before the first instance or #selector needs them.
            import UIKit

            let __touchLabObjCRegistrations: Void = {

            """ + plainClasses
        for key in fileKeys { text += "    _ = __touchLabObjC_\(key)\n" }
        text += """
            }()

            /// A `#selector`'s name, once the registrations have run.
            func __touchLabSelector(_ name: String) -> Selector {
                _ = __touchLabObjCRegistrations
                return Selector(name)
            }

            """
        return text
    }

    /// A file name as a Swift identifier fragment: `Cards_CardView.swift` → `Cards_CardView_swift`.
    public static func fileKey(for name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A Swift string literal of `string`.
    static func literal(_ string: String) -> String {
        var text = "\""
        for character in string {
            switch character {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            default: text.append(character)
            }
        }
        return text + "\""
    }
}

