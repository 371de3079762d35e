import Foundation

/// The bar across the top of a navigation controller's view.
///
/// Only its place in the view tree matters here: it is the container's
/// last subview, above the transition view, so hit-testing asks it before
/// the controllers' views — and a point below it is not inside it, so the
/// touch goes on to the transition view (Behaviour §6, "A navigation
/// controller's own bar…": a published swizzled hit-test log of a
/// navigation controller presented as a sheet).
open class UINavigationBar: UIView {
    /// The standard height of a navigation bar, in points (Apple's Human
    /// Interface Guidelines: a navigation bar is 44 points tall).
    static let standardHeight: CGFloat = 44
}
