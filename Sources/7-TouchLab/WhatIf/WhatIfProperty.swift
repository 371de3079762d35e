import Foundation

/// What a what-if switch flips: six properties of a recognizer (four of its
/// own, two answers of its delegate) and three of a view, each named as
/// UIKit names it, so `tap.cancelsTouchesInView` reads like the Swift that
/// would set it.
public enum WhatIfProperty: String, CaseIterable, Hashable, Sendable {
    // MARK: A recognizer's
    /// On recognition, the view's touches are cancelled (Behaviour §4: 004's tap and long press).
    case cancelsTouchesInView
    /// The view's `touchesBegan` waits until the recognizer fails.
    case delaysTouchesBegan
    /// The view's `touchesEnded` waits until the recognizer resolves.
    case delaysTouchesEnded
    /// A disabled recognizer sees no touches: the view gets them plain.
    case isEnabled
    /// The delegate's `gestureRecognizerShouldBegin(_:)`, forced: NO makes the recognizer fail.
    case shouldBegin
    /// The delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, forced for every other recognizer.
    case shouldRecognizeSimultaneously

    // MARK: A view's
    /// Behaviour §2: a view that does not take part is skipped by hit-testing, with its subviews.
    case isUserInteractionEnabled
    /// Behaviour §2: hidden views are skipped by hit-testing, with their subviews.
    case isHidden
    /// Behaviour §2: `alpha <= 0.01` is skipped by hit-testing; the switch steps 1 → 0.011 → 0.01 → 1
    /// to show the cut-off from both sides.
    case alpha

    // MARK: A scroll view's
    /// Behaviour §4 / UIScrollView: the scroll view holds a touch back from its content
    /// (~150 ms) to see whether it becomes a scroll; NO delivers `touchesBegan` at once.
    case delaysContentTouches

    /// The recognizer's six, in the order its card lists them.
    public static let recognizerProperties: [WhatIfProperty] = [
        .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .isEnabled, .shouldBegin, .shouldRecognizeSimultaneously,
    ]
    /// The view's three, in the order its card lists them.
    public static let viewProperties: [WhatIfProperty] = [.isUserInteractionEnabled, .isHidden, .alpha]
    /// A scroll view's, after the view's three.
    public static let scrollViewProperties: [WhatIfProperty] = [.delaysContentTouches]

    /// Whether this is a recognizer's property (or a delegate's answer), not a view's.
    public var isRecognizerProperty: Bool { Self.recognizerProperties.contains(self) }

    /// The alpha steps: fully opaque, just above hit-testing's cut-off, at it.
    public static let alphaSteps: [CGFloat] = [1, 0.011, 0.01]

    /// `shouldBegin` and `shouldRecognizeSimultaneously` are the delegate's answers, not properties.
    public var isDelegateAnswer: Bool { self == .shouldBegin || self == .shouldRecognizeSimultaneously }
}

/// A what-if switch's value as UIKit logs it: BOOLs as `YES`/`NO`, alpha as a number.
public enum WhatIfValue: Hashable, Sendable, CustomStringConvertible {
    /// A Boolean property's value, or a delegate's answer.
    case bool(Bool)
    /// A view's alpha.
    case alpha(CGFloat)

    /// The value as UIKit logs it: `YES`, `NO`, or the alpha as a number.
    public var description: String {
        switch self {
        case let .bool(b): b ? "YES" : "NO"
        case let .alpha(a): String(format: "%g", Double(a))
        }
    }
}
