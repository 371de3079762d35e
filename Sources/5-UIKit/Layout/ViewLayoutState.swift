import Foundation

/// A view's Auto Layout state, made the first time the view takes part in
/// constraint-based layout, so that the thousands of frame-only views of a
/// hit-testing benchmark carry one nil pointer and nothing else.
final class ViewLayoutState {
    /// The constraints installed on this view (their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    /// Set by the first `false`: frame-based views keep their frame as
    /// required constraints (Apple: "the view's autoresizing mask is
    /// translated into a set of constraints that fully specify the view's position").
    var translatesAutoresizingMaskIntoConstraints = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// nil: the default for the view (8 on each side; a controller's root view has the system's).
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    /// The engine of the tree this view is the root of, if any of the tree uses constraints.
    var engine: LayoutEngine?
    var madeAnchors: LayoutAnchors?
    var autoresizingMask: UIView.AutoresizingMask = []
    var lastSafeAreaInsets: UIEdgeInsets = .zero
}
