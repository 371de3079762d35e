import SwiftSyntax

/// How Swift names the Objective-C selector of a declaration (The Swift
/// Programming Language, "Attributes: objc"; SE-0005's rules as the compiler
/// applies them):
///
///     func reset()                          reset
///     func tapped(_ sender: UIButton)       tapped:
///     func handle(gesture: UIPan…)          handleWithGesture:
///     func numberOfCards(in deck: Deck)     numberOfCardsIn:    (a preposition takes no "With")
///     func card(_ c: Card, didSwipe d: …)   card:didSwipe:
///     var isOn: Bool                        isOn  /  setIsOn:
///     @objc(customName:) func f(_ x: Int)   customName:
enum SelectorName {
    /// The selector for a method named `base` whose parameters have these
    /// argument labels (`nil` for `_`).
    static func method(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if let first {
            let firstWord = String(first.prefix { !$0.isUppercase })
            name += (prepositions.contains(firstWord) ? "" : "With") + capitalized(first)
        }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }

    /// The selector of a property's getter.
    static func getter(_ property: String) -> String { property }
    /// The selector of a property's setter.
    static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    /// The argument labels of a function declaration's parameters.
    static func labels(of function: FunctionDeclSyntax) -> [String?] {
        function.signature.parameterClause.parameters.map { parameter in
            parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        }
    }

    /// The name written in `@objc(name:)`, if any.
    static func explicitName(in attributes: AttributeListSyntax) -> String? {
        for case let .attribute(attribute) in attributes where attribute.attributeName.trimmedText == "objc" {
            if case let .objCName(pieces)? = attribute.arguments { return pieces.trimmedText.filter { !$0.isWhitespace } }
        }
        return nil
    }

    /// The words the compiler treats as prepositions (its PartsOfSpeech.def):
    /// a first label starting with one is appended without "With".
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
