import Foundation
@_spi(TouchLab) import UIKit

/// A recognizer as a viewer reads it on a badge, a chip or a timeline lane:
/// what it recognizes, and whose it is when UIKit made it. A name cut at the
/// width (`UIScrollViewPan…`) says neither; `Pan (scroll view)` says both
/// (Behaviour §12).
///
///     UITapGestureRecognizer                            Tap
///     UILongPressGestureRecognizer                      Long press
///     UIScrollViewPanGestureRecognizer                  Pan (scroll view)
///     UIScrollViewDelayedTouchesBeganGestureRecognizer  Delay (scroll view)
///     a recognizer with a `name`                        its name
enum RecognizerNames {
    /// The short name; the recognizer's own `name` wins.
    static func short(_ recognizer: UIGestureRecognizer) -> String {
        if let name = recognizer.name, !name.isEmpty { return name }
        return short(className: recognizer.className)
    }

    /// The same from a trace record (a recognizer freed since is still named).
    static func short(_ recognizer: Traced<UIGestureRecognizer>) -> String {
        if let name = recognizer.name, !name.isEmpty { return name }
        return short(className: recognizer.className)
    }

    /// UIKit's views that own recognizers of their own, as a reader names them.
    private static let owners = [("ScrollView", "scroll view"), ("TableView", "table view"), ("CollectionView", "collection view"),
                                 ("TextView", "text view")]
    /// What an owner's private recognizer does, where its class name's words say it poorly.
    private static let jobs = ["DelayedTouchesBegan": "Delay"]

    static func short(className: String) -> String {
        var s = Substring(className)
        if s.hasPrefix("UI"), s.count > 2, s.dropFirst(2).first?.isUppercase == true { s = s.dropFirst(2) }
        if s.hasSuffix("GestureRecognizer") { s = s.dropLast("GestureRecognizer".count) }
        guard !s.isEmpty else { return "Gesture" }
        for (prefix, owner) in owners where s.hasPrefix(prefix) && s.count > prefix.count {
            let job = String(s.dropFirst(prefix.count))
            return "\(jobs[job] ?? words(job)) (\(owner))"
        }
        return words(String(s))
    }

    /// "LongPress" → "Long press", "ScreenEdgePan" → "Screen edge pan".
    private static func words(_ camel: String) -> String {
        var out = ""
        for (i, c) in camel.enumerated() {
            if i > 0, c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}
