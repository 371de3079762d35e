import Foundation

/// What the app set of a view's accessibility properties; `nil` fields fall
/// back to the view's defaults (`UIView+AccessibilityDefaults.swift`).
/// A box, made on first set, so the thousands of views that never set one
/// carry one pointer.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var language: String?
    var containerType: UIAccessibilityContainerType?
}
