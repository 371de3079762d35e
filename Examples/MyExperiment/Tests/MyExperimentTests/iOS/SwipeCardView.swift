//
//  SwipeCardView.swift
//  A card that follows the finger and flies off when swiped far enough,
//  written as an iOS library author writes one (Swift 5, UIKit, Interface Builder).
//

#if os(iOS) || targetEnvironment(simulator)
import UIKit

@objc public enum SwipeDirection: Int {
    case left, right
}

@objc public protocol SwipeCardViewDelegate: NSObjectProtocol {
    func swipeCardViewDidBeginDragging(_ card: SwipeCardView)
    @objc optional func swipeCard(_ card: SwipeCardView, didSwipe direction: SwipeDirection)
    @objc optional func swipeCardShouldSwipe(_ card: SwipeCardView) -> Bool
    @objc optional func swipeCardWasTapped(_ card: SwipeCardView)
}

@IBDesignable
open class SwipeCardView: UIView {

    // MARK: Inspectables

    /// How far (in points) the card must travel to count as a swipe.
    @IBInspectable public var swipeThreshold: CGFloat = 100
    @IBInspectable public var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBOutlet public weak var titleLabel: UILabel?
    @objc public weak var delegate: SwipeCardViewDelegate?

    @objc dynamic public private(set) var isDragging = false
    public private(set) var restingCenter: CGPoint = .zero

    private lazy var panRecognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    private lazy var tapRecognizer: UITapGestureRecognizer = {
        let tap = UITapGestureRecognizer(target: self, action: #selector(didTap))
        tap.require(toFail: panRecognizer)
        return tap
    }()

    // MARK: Init

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        addGestureRecognizer(panRecognizer)
        addGestureRecognizer(tapRecognizer)
    }

    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        layer.cornerRadius = cornerRadius
    }

    // MARK: Gestures

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            restingCenter = center
            isDragging = true
            delegate?.swipeCardViewDidBeginDragging(self)
        case .changed:
            let translation = gesture.translation(in: superview)
            center = CGPoint(x: restingCenter.x + translation.x, y: restingCenter.y + translation.y)
        case .ended, .cancelled:
            isDragging = false
            let distance = center.x - restingCenter.x
            let shouldSwipe = delegate?.swipeCardShouldSwipe?(self) ?? true
            if abs(distance) >= swipeThreshold && shouldSwipe {
                delegate?.swipeCard?(self, didSwipe: distance < 0 ? .left : .right)
            } else {
                center = restingCenter
            }
        default:
            break
        }
    }

    @objc func didTap() {
        delegate?.swipeCardWasTapped?(self)
    }
}
#endif
