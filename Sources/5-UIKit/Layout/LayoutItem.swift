import Foundation

/// What the layout code needs to know about an item of a constraint, a view
/// or a layout guide, without caring which.
enum LayoutItem {
    /// The view an item lives in: itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// As iOS names an item in a constraint: `UIView:0x7fa…`, or a guide's identifier.
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            return "UILayoutGuide:\(address(of: guide))'\(guide.identifier)'"
        }
        let view = item as! UIView
        var name = "\(String(describing: type(of: view))):\(address(of: view))"
        if let label = view.name { name += "'\(label)'" }
        return name
    }
}

extension UIView {
    /// The nearest view that is this one or an ancestor of both, or nil if
    /// the two are in different trees.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var mine = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let v = view { mine.insert(ObjectIdentifier(v)); view = v.superview }
        view = other
        while let v = view {
            if mine.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    /// The top of this view's tree: the view whose engine lays it out.
    var engineRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }
}
