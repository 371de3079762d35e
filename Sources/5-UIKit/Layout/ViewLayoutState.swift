import Foundation

/// A view's Auto Layout state, made the first time the view takes part in
/// constraint-based layout, so that the thousands of frame-only views of a
/// hit-testing benchmark carry one nil pointer and nothing else.
///
/// Its fields are unchecked for exclusivity, as the engine's are: a view
/// lives on its run loop's thread, and the dynamic check on each access
/// (`swift_beginAccess`, a thread-local look-up) was about 100 instructions
/// a time, thousands of times in a first layout of the 200-view screen.
final class ViewLayoutState {
    /// The constraints installed on this view (their items' nearest common ancestor).
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    /// Set by the first `false`: frame-based views keep their frame as
    /// required constraints (Apple: "the view's autoresizing mask is
    /// translated into a set of constraints that fully specify the view's position").
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    @exclusivity(unchecked) var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    @exclusivity(unchecked) var guides: [UILayoutGuide] = []
    @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
    /// nil: the default for the view (8 on each side; a controller's root view has the system's).
    @exclusivity(unchecked) var directionalLayoutMargins: NSDirectionalEdgeInsets?
    @exclusivity(unchecked) var insetsLayoutMarginsFromSafeArea = true
    /// The engine of the tree this view is the root of, if any of the tree uses constraints.
    @exclusivity(unchecked) var engine: LayoutEngine?
    @exclusivity(unchecked) var madeAnchors: LayoutAnchors?
    @exclusivity(unchecked) var autoresizingMask: UIView.AutoresizingMask = []
    @exclusivity(unchecked) var lastSafeAreaInsets: UIEdgeInsets = .zero
    /// The view's entry in its tree's engine (``LayoutEngine/existingEntry(for:)``).
    @exclusivity(unchecked) var engineEntry: LayoutEngine.Entry?

    /// The view is going: the constraints installed on it, which the app
    /// may still hold, are no longer installed anywhere (their
    /// `installedOn` is not retained, so it must not outlive the view).
    deinit {
        for c in constraints where c.installedOn != nil { c.installedOn = nil }
    }
}
