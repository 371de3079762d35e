import SwiftSyntax

/// What the translation needs to know about the whole target before it
/// rewrites a file: every method Objective-C could send to (with its
/// selector), and every `@objc` protocol's requirements — a `#selector` in
/// one file often names a method declared in another, and a delegate's
/// `@objc optional` method is called from the file that declares the protocol.
public struct ObjCDeclarations: Sendable {
    /// A method as the runtime will know it.
    public struct Method: Equatable, Sendable {
        /// The Swift base name (`handlePan`).
        public var base: String
        /// The argument labels, `nil` for `_`.
        public var labels: [String?]
        /// The Objective-C selector (`handlePan:`).
        public var selector: String
        /// Marked `@objc`/`@IBAction` (or in an `@objcMembers` class); others
        /// are registered only when they implement an `@objc` protocol's requirement.
        public var isExposed: Bool
        /// The method takes a closure or a value the runtime cannot pass (`inout`, variadic).
        public var isCallable: Bool = true
        /// `private`/`fileprivate`: reachable only from its own file.
        public var isPrivate: Bool = false
        /// For an `@objc` property's accessor (`#selector(getter: Knob.value)`),
        /// which one; nil for a method.
        public var accessor: Accessor? = nil
    }

    /// The accessor of a property, as Objective-C names it (`value`, `setValue:`).
    public enum Accessor: Sendable { case getter, setter }

    /// A requirement of an `@objc` protocol.
    public struct Requirement: Equatable, Sendable {
        /// The Swift base name.
        public var base: String
        /// The argument labels.
        public var labels: [String?]
        /// The selector.
        public var selector: String
        /// The parameters' types as written.
        public var parameterTypes: [String] = []
        /// The return type as written, or `Void`.
        public var returnType: String
        /// Declared `optional`.
        public var isOptional: Bool
    }

    /// `@objc`/`@IBAction` methods by the type (as written, `Outer.Inner`) that declares or extends it.
    public var methods: [String: [Method]] = [:]
    /// Requirements of every `@objc` protocol, by protocol name.
    public var requirements: [String: [Requirement]] = [:]
    /// The classes declared (not merely extended) in the files read.
    public var classes: Set<String> = []
    /// The classes among them that are `private`/`fileprivate` (or inside one).
    public var privateClasses: Set<String> = []
    /// Each declared class's superclass as written (the first inherited type), if it has one.
    public var superclasses: [String: String] = [:]
    /// The classes declared in the files being translated (not the target's other files).
    public var translatedClasses: Set<String> = []
    /// The `override`s in extensions of the files being translated, by the
    /// type extended: the override each class gains (``ExtensionOverrideRule``),
    /// whichever file of the target the extension is in.
    public var extensionOverrides: [String: [ExtensionOverride]] = [:]

    /// An instance method overridden in an extension.
    public struct ExtensionOverride: Equatable, Sendable {
        /// The Swift base name.
        public var base: String
        /// The argument labels.
        public var labels: [String?]
        /// The override the class gains, on one line, calling the renamed extension method.
        public var forwardingDeclaration: String
    }

    /// An empty table.
    public init() {}

    /// Reads `file`'s declarations into this table; `translated`: a file of
    /// the `iOS/` folder, whose classes and extensions the rules may edit.
    public mutating func read(_ file: SourceFileSyntax, translated: Bool = true) {
        let reader = Reader(viewMode: .sourceAccurate)
        reader.walk(file)
        if translated {
            translatedClasses.formUnion(reader.classes)
            for (type, list) in ExtensionOverrideRule.overrides(in: file) { extensionOverrides[type, default: []] += list }
        }
        for (type, list) in reader.methods { methods[type, default: []] += list }
        requirements.merge(reader.requirements) { $1 }
        classes.formUnion(reader.classes)
        privateClasses.formUnion(reader.privateClasses)
        superclasses.merge(reader.superclasses) { $1 }
    }

    /// `observeValue(forKeyPath:of:change:context:)`: `NSObject`'s method on
    /// iOS (an Objective-C one, so an override is sent it by selector).
    static let observeValueLabels: [String?] = ["forKeyPath", "of", "change", "context"]
    static let observeValueSelector = "observeValueForKeyPath:ofObject:change:context:"

    /// Whether `type`'s `observeValue(forKeyPath:of:change:context:)` would
    /// override Foundation's `NSObject`'s (which has none on Linux) rather than
    /// UIKit's (a view's, a recognizer's) or one declared in the target.
    func overridesNSObjectsObserveValue(_ type: String) -> Bool {
        var current = superclasses[type]
        var seen: Set<String> = [type]
        while let name = current, classes.contains(name), seen.insert(name).inserted {
            if methods[name]?.contains(where: { $0.base == "observeValue" && $0.labels == Self.observeValueLabels }) == true {
                return false
            }
            current = superclasses[name]
        }
        return current == "NSObject"
    }

    /// All requirement selectors, for registering the methods that implement
    /// them even where the implementation is not marked `@objc` (Swift infers it on iOS).
    var requirementSelectors: Set<String> { Set(requirements.values.flatMap { $0.map(\.selector) }) }

    /// The selector a reference `base(labels…)` names: a declared method's
    /// (its `@objc(name)` if it has one) or, when nothing declared matches, the
    /// one Swift's rules give the reference itself. `labels == nil` is a
    /// reference with no argument list (`#selector(reset)`), which matches
    /// any declaration with that base name.
    func selector(base: String, labels: [String?]?, preferring type: String?) -> String {
        let all = methods.flatMap { entry in entry.value.map { (entry.key, $0) } }
            + requirements.flatMap { entry in entry.value.map { (entry.key, Method(base: $0.base, labels: $0.labels, selector: $0.selector, isExposed: true)) } }
        let matching = all.filter { $0.1.isExposed && $0.1.accessor == nil && $0.1.base == base && (labels == nil || $0.1.labels == labels!) }
        if let preferred = matching.first(where: { $0.0 == type }) ?? matching.first { return preferred.1.selector }
        return SelectorName.method(base: base, labels: labels ?? [])
    }

    /// Whether the attributes make a declaration visible to Objective-C.
    static func isExposed(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case let .attribute(attribute) = element else { return false }
            return ["objc", "IBAction", "IBInspectable", "IBOutlet", "IBSegueAction", "NSManaged"]
                .contains(attribute.attributeName.trimmedText)
        }
    }

    private final class Reader: SyntaxVisitor {
        var methods: [String: [Method]] = [:]
        var requirements: [String: [Requirement]] = [:]
        var classes: Set<String> = []
        var privateClasses: Set<String> = []
        var superclasses: [String: String] = [:]
        private var types: [(name: String, exposesAll: Bool)] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let outer = types.last?.name
            let name = (types.map(\.name) + [node.name.text]).joined(separator: ".")
            classes.insert(name)
            if let first = node.inheritanceClause?.inheritedTypes.first { superclasses[name] = first.type.trimmedText }
            if node.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
                || outer.map(privateClasses.contains) == true { privateClasses.insert(name) }
            types.append((name, node.attributes.contains { $0.trimmedText == "@objcMembers" }))
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append((node.extendedType.trimmedText, false))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last else { return .skipChildren }
            if node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return .skipChildren }
            let labels = SelectorName.labels(of: node)
            let observes = node.name.text == "observeValue" && labels == ObjCDeclarations.observeValueLabels
            let exposed = ObjCDeclarations.isExposed(node.attributes) || type.exposesAll || observes
            let selector = SelectorName.explicitName(in: node.attributes)
                ?? (observes ? ObjCDeclarations.observeValueSelector : SelectorName.method(base: node.name.text, labels: labels))
            let callable = node.genericParameterClause == nil && node.signature.parameterClause.parameters.allSatisfy {
                $0.ellipsis == nil && !$0.type.trimmedText.hasPrefix("inout")
            } && labels.count <= 4 && node.signature.effectSpecifiers?.asyncSpecifier == nil
            let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            methods[type.name, default: []].append(Method(base: node.name.text, labels: labels, selector: selector,
                                                          isExposed: exposed, isCallable: callable, isPrivate: isPrivate))
            return .skipChildren
        }

        /// An `@objc` property of a class (or every property of an
        /// `@objcMembers` class) has a getter and, if it can be set, a setter
        /// that a selector may name.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last, ObjCDeclarations.isExposed(node.attributes) || type.exposesAll,
                  !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return .skipChildren }
            let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
            let readOnlyOutside = node.modifiers.contains { $0.detail != nil }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                methods[type.name, default: []].append(Method(base: name, labels: [], selector: SelectorName.getter(name),
                                                              isExposed: true, isPrivate: isPrivate, accessor: .getter))
                let computedGetOnly: Bool = {
                    guard let accessors = binding.accessorBlock?.accessors else { return false }
                    switch accessors {
                    case .getter: return true
                    case let .accessors(list): return !list.contains { ["set", "willSet", "didSet", "_modify"].contains($0.accessorSpecifier.text) }
                    }
                }()
                if node.bindingSpecifier.text == "var", !computedGetOnly, !readOnlyOutside || isPrivate {
                    methods[type.name, default: []].append(Method(base: name, labels: [nil], selector: SelectorName.setter(name),
                                                                  isExposed: true, isPrivate: isPrivate, accessor: .setter))
                }
            }
            return .skipChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributes.contains(where: { $0.trimmedText.hasPrefix("@objc") }) else { return .skipChildren }
            var list: [Requirement] = []
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let labels = SelectorName.labels(of: function)
                list.append(Requirement(
                    base: function.name.text, labels: labels,
                    selector: SelectorName.explicitName(in: function.attributes)
                        ?? SelectorName.method(base: function.name.text, labels: labels),
                    parameterTypes: function.signature.parameterClause.parameters.map { $0.type.trimmedText },
                    returnType: function.signature.returnClause?.type.trimmedText ?? "Void",
                    isOptional: function.modifiers.contains { $0.name.text == "optional" }))
            }
            requirements[node.name.text] = list
            return .skipChildren
        }
    }
}
