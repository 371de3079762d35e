import Foundation

/// One attribute of one item, as a factory of constraints: `a.leadingAnchor
/// .constraint(equalTo: b.leadingAnchor, constant: 16)`. The subclasses keep
/// x-axis, y-axis and dimension anchors apart at compile time, as UIKit's do.
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item!, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }

    /// As iOS prints one: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    open var description: String {
        "<\(String(describing: type(of: self))):\(LayoutItem.address(of: self)) \"\(LayoutItem.name(of: item)).\(attribute.name)\">"
    }
}

/// Leading, trailing, left, right and centre-x anchors: relate only to each other.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points, the standard spacing).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 8 * multiplier)
    }
}

/// Top, bottom, centre-y and baseline anchors: relate only to each other.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points, the standard spacing).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 8 * multiplier)
    }
}

/// Width and height anchors: relate to each other, to a constant, and by a multiplier.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0) }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: 0) }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c) }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

/// The anchors every item has: a view's and a layout guide's.
final class LayoutAnchors {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension
    init(_ item: AnyObject) {
        leading = .init(item: item, attribute: .leading); trailing = .init(item: item, attribute: .trailing)
        left = .init(item: item, attribute: .left); right = .init(item: item, attribute: .right)
        centerX = .init(item: item, attribute: .centerX)
        top = .init(item: item, attribute: .top); bottom = .init(item: item, attribute: .bottom)
        centerY = .init(item: item, attribute: .centerY)
        firstBaseline = .init(item: item, attribute: .firstBaseline); lastBaseline = .init(item: item, attribute: .lastBaseline)
        width = .init(item: item, attribute: .width); height = .init(item: item, attribute: .height)
    }
}
