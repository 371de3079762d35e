import Foundation

/// UIKit's own methods that iOS code names by selector — an action that
/// resigns the first responder, a display link or timer that lays a view
/// out — entered in ``ObjCRuntime`` under their Objective-C names, as they
/// sit in UIKit's method lists on iOS:
///
///     #selector(UIResponder.resignFirstResponder)   "resignFirstResponder"
///     #selector(UIView.layoutIfNeeded)              "layoutIfNeeded"
///     #selector(UIView.bringSubviewToFront(_:))     "bringSubviewToFront:"
///
/// Each entry calls the method through the class, so a subclass's override
/// is the one that runs.
enum UIKitMethods {
    static let table: [ObjectIdentifier: [String: ObjCMethod]] = [
        ObjectIdentifier(UIResponder.self): [
            "becomeFirstResponder": ObjCMethod { ObjCMethod.call(($0 as! UIResponder).becomeFirstResponder, $1) },
            "resignFirstResponder": ObjCMethod { ObjCMethod.call(($0 as! UIResponder).resignFirstResponder, $1) },
        ],
        ObjectIdentifier(UIView.self): [
            "layoutIfNeeded": ObjCMethod { ObjCMethod.call(($0 as! UIView).layoutIfNeeded, $1) },
            "setNeedsLayout": ObjCMethod { ObjCMethod.call(($0 as! UIView).setNeedsLayout, $1) },
            "layoutSubviews": ObjCMethod { ObjCMethod.call(($0 as! UIView).layoutSubviews, $1) },
            "setNeedsDisplay": ObjCMethod { ObjCMethod.call(($0 as! UIView).setNeedsDisplay as () -> Void, $1) },
            "removeFromSuperview": ObjCMethod { ObjCMethod.call(($0 as! UIView).removeFromSuperview, $1) },
            "bringSubviewToFront:": ObjCMethod { ObjCMethod.call(($0 as! UIView).bringSubviewToFront, $1) },
            "sendSubviewToBack:": ObjCMethod { ObjCMethod.call(($0 as! UIView).sendSubviewToBack, $1) },
            "invalidateIntrinsicContentSize": ObjCMethod { ObjCMethod.call(($0 as! UIView).invalidateIntrinsicContentSize, $1) },
            "setNeedsUpdateConstraints": ObjCMethod { ObjCMethod.call(($0 as! UIView).setNeedsUpdateConstraints, $1) },
            "updateConstraintsIfNeeded": ObjCMethod { ObjCMethod.call(($0 as! UIView).updateConstraintsIfNeeded, $1) },
        ],
        ObjectIdentifier(UIGestureRecognizer.self): [
            "reset": ObjCMethod { ObjCMethod.call(($0 as! UIGestureRecognizer).reset, $1) },
        ],
        ObjectIdentifier(CALayer.self): [
            "setNeedsDisplay": ObjCMethod { ObjCMethod.call(($0 as! CALayer).setNeedsDisplay, $1) },
            "setNeedsLayout": ObjCMethod { ObjCMethod.call(($0 as! CALayer).setNeedsLayout, $1) },
            "layoutIfNeeded": ObjCMethod { ObjCMethod.call(($0 as! CALayer).layoutIfNeeded, $1) },
            "removeFromSuperlayer": ObjCMethod { ObjCMethod.call(($0 as! CALayer).removeFromSuperlayer, $1) },
        ],
    ]
}
