import Foundation

/// What VoiceOver would find in a window: its elements in reading order,
/// and the one a touch would land on. The demo's inspector draws it beside
/// the view tree.
///
///     window ─ subviews, back to front
///        ├ hidden, alpha ≤ 0.01, accessibilityElementsHidden  → skipped with its subtree
///        ├ isAccessibilityElement                             → one element; its subviews are not read
///        ├ accessibilityElements set                          → those, in that order (views recurse)
///        ├ a modal sibling (accessibilityViewIsModal)         → only it, of its siblings
///        └ otherwise                                          → its subviews' elements
///     reading order: top to bottom, then left to right, by frame — except
///     a container's own `accessibilityElements` and a view that groups its
///     children (`shouldGroupAccessibilityChildren`), read together in place.
///
/// Sources (Behaviour §15): an element ends the search down its branch
/// (Square's Blueprint documents UIKit's walk: "If an accessibility element
/// is found, we add it … and terminate the search down that branch"; Sadun's
/// *Core iOS Developer's Cookbook*: "enable accessibility unless the view is a
/// container whose subviews need to be accessible"); Apple's
/// `accessibilityElements` (its order is the order read), `accessibilityViewIsModal`
/// ("VoiceOver ignores the accessibility elements within views that are
/// siblings of the receiver"), `shouldGroupAccessibilityChildren`,
/// `accessibilityElementsHidden`; the default order "top-left to
/// bottom-right" (riptutorial's iOS "Accessibility container" page; Reveal's
/// article as quoted in react-native-community/discussions-and-proposals#389:
/// iOS "reads them left to right, top to bottom").
@_spi(TouchLab) public enum AccessibilityTree {
    /// One element as VoiceOver reads it.
    public struct Element {
        /// The view or `UIAccessibilityElement`.
        public let object: AnyObject
        /// Its frame, in screen coordinates.
        public let frame: CGRect
        /// What VoiceOver says: label, value, traits, hint.
        public let label: String?
        /// The element's value.
        public let value: String?
        /// The element's hint.
        public let hint: String?
        /// Its traits.
        public let traits: UIAccessibilityTraits
        /// Its identifier.
        public let identifier: String?
        /// How many containers it is inside (for indenting a list).
        public let depth: Int
        /// Front-to-back rank among the window's elements: higher is in front.
        let zOrder: Int

        /// What VoiceOver would say: "Volume, 50 %, adjustable".
        public var spoken: String {
            var parts: [String] = []
            if let label, !label.isEmpty { parts.append(label) }
            if let value, !value.isEmpty { parts.append(value) }
            let said: [(UIAccessibilityTraits, String)] = [(.button, "button"), (.link, "link"), (.header, "heading"),
                (.image, "image"), (.adjustable, "adjustable"), (.selected, "selected"), (.notEnabled, "dimmed"),
                (.searchField, "search field")]
            parts += said.filter { traits.contains($0.0) }.map(\.1)
            return parts.isEmpty ? "(no label)" : parts.joined(separator: ", ")
        }
    }

    /// The window's elements in the order VoiceOver reads them with swipes.
    public static func readingOrder(in window: UIWindow) -> [Element] {
        var rank = 0
        return flatten(entries(of: window, depth: 0, rank: &rank))
    }

    /// The element a touch at `point` (window coordinates) would land on
    /// with VoiceOver's touch exploration: the frontmost whose frame contains it.
    public static func element(at point: CGPoint, in window: UIWindow) -> Element? {
        let screenPoint = CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
        return readingOrder(in: window).filter { $0.frame.contains(screenPoint) }.max { $0.zOrder < $1.zOrder }
    }

    // MARK: Collecting

    private indirect enum Entry {
        case leaf(Element)
        case group([Entry], ordered: Bool)   // ordered: keep the app's order; else sort

        var frame: CGRect {
            switch self {
            case let .leaf(e): e.frame
            case let .group(entries, _): entries.map(\.frame).reduce(CGRect.null) { $0.union($1) }
            }
        }
    }

    private static func entries(of view: UIView, depth: Int, rank: inout Int) -> [Entry] {
        if view.isHidden || view.alpha <= 0.01 || view.accessibilityElementsHidden { return [] }
        if view.isAccessibilityElement && !(view is UIWindow) {
            rank += 1
            return [.leaf(element(view, depth: depth, rank: rank))]
        }
        if let listed = view.accessibilityElements {
            var children: [Entry] = []
            for item in listed {
                if let child = item as? UIView {
                    children += entries(of: child, depth: depth + 1, rank: &rank)
                } else if let element = item as? UIAccessibilityElement, element.isAccessibilityElement {
                    rank += 1
                    children.append(.leaf(self.element(element, depth: depth + 1, rank: rank)))
                }
            }
            return [.group(children, ordered: true)]
        }
        var subviews = view.subviews
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { subviews = [modal] }
        let children = subviews.flatMap { entries(of: $0, depth: depth + 1, rank: &rank) }
        return view.shouldGroupAccessibilityChildren ? [.group(children, ordered: false)] : children
    }

    /// Sorts the entries top to bottom, then left to right, and lists their elements.
    private static func flatten(_ entries: [Entry], ordered: Bool = false) -> [Element] {
        let sorted = ordered ? entries : entries.sorted { a, b in
            let fa = a.frame, fb = b.frame
            return fa.minY != fb.minY ? fa.minY < fb.minY : fa.minX < fb.minX
        }
        return sorted.flatMap { entry -> [Element] in
            switch entry {
            case let .leaf(e): [e]
            case let .group(children, ordered): flatten(children, ordered: ordered)
            }
        }
    }

    private static func element(_ view: UIView, depth: Int, rank: Int) -> Element {
        Element(object: view, frame: view.accessibilityFrame, label: view.accessibilityLabel, value: view.accessibilityValue,
                hint: view.accessibilityHint, traits: view.accessibilityTraits, identifier: view.accessibilityIdentifier,
                depth: depth, zOrder: rank)
    }

    private static func element(_ e: UIAccessibilityElement, depth: Int, rank: Int) -> Element {
        Element(object: e, frame: e.accessibilityFrame, label: e.accessibilityLabel, value: e.accessibilityValue,
                hint: e.accessibilityHint, traits: e.accessibilityTraits, identifier: e.accessibilityIdentifier,
                depth: depth, zOrder: rank)
    }
}
