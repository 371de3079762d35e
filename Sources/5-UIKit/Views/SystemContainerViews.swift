import Foundation

// The private container views UIKit puts between a window and an app's own
// views. They are plain views; they exist so that hit-test traces read like
// 004 §2.4's, captured on an iPhone.

/// Holds a presented controller's view (presentation, `present(_:animated:)`).
open class UITransitionView: UIView {}
/// The page-sheet card of a presented controller (iOS 13+).
open class UIDropShadowView: UIView {}
/// A navigation controller's root view.
open class UILayoutContainerView: UIView {}
/// Where a navigation controller animates between its controllers' views.
open class UINavigationTransitionView: UIView {}
/// Wraps the top controller's view inside a navigation controller.
open class UIViewControllerWrapperView: UIView {}
