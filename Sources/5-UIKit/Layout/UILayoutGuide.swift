import Foundation

/// A rectangle the engine solves for without a view: the space between two
/// views, a view's margins (`layoutMarginsGuide`), its safe area
/// (`safeAreaLayoutGuide`). It draws nothing and takes no touches.
open class UILayoutGuide: CustomStringConvertible {
    /// The view the guide belongs to, in whose coordinates `layoutFrame` is.
    public internal(set) weak var owningView: UIView? {
        willSet {
            guard let old = owningView, old !== newValue else { return }
            old.layoutState.guides.removeAll { $0 === self }
            // Its entry leaves the old tree's engine with it (the engine does
            // not keep its items alive: ``LayoutEngine/Entry/item``).
            old.engineRoot._layoutState?.engine?.forget(self)
        }
    }
    /// A name for the console.
    public var identifier: String = ""
    /// Made by UIKit for a view (margins, safe area) rather than by the app.
    var systemRole: SystemRole?
    enum SystemRole { case margins, safeArea }

    /// The guide's entry in its tree's engine (``LayoutEngine/existingEntry(for:)``).
    @exclusivity(unchecked) var engineEntry: LayoutEngine.Entry?

    /// Makes a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {}

    lazy var anchors = LayoutAnchors(self)
    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { anchors.width }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { anchors.height }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }

    /// The guide's rectangle in its owning view's coordinates, as the engine solved it.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        view.solveConstraintsIfNeeded()
        guard let engine = view.layoutState.engine ?? view.engineRoot.layoutState.engine,
              let mine = engine.frameInLayoutSpace(of: self), let theirs = engine.frameInLayoutSpace(of: view)
        else { return view.bounds }
        return CGRect(x: mine.minX - theirs.minX, y: mine.minY - theirs.minY, width: mine.width, height: mine.height)
    }

    /// `<UILayoutGuide: 0x…; frame = …; owningView = …>`.
    open var description: String {
        "<\(String(describing: type(of: self))): \(LayoutItem.address(of: self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(owningView.map { LayoutItem.name(of: $0) } ?? "nil")>"
    }
}
