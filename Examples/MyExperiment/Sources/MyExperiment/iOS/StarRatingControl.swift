//
//  StarRatingControl.swift
//  Five stars: tap one, or slide a finger across them. Written as for an iOS
//  project — @IBDesignable, @IBInspectable, #selector, an @objc optional
//  delegate — and dropped into this folder unchanged: the iOSSources plugin
//  compiles it (README: "iOS code here").
//

#if canImport(UIKit)
import UIKit

@objc protocol StarRatingControlDelegate: AnyObject {
    @objc optional func starRatingControl(_ control: StarRatingControl, willChangeTo rating: Int) -> Bool
}

@IBDesignable
class StarRatingControl: UIControl {

    @IBInspectable var maximumRating: Int = 5 { didSet { rebuildStars() } }
    @IBInspectable var filledColor: UIColor = .systemYellow { didSet { updateStars() } }
    @IBInspectable var emptyColor: UIColor = .lightGray { didSet { updateStars() } }
    @IBInspectable var rating: Int = 0 { didSet { updateStars() } }

    weak var delegate: StarRatingControlDelegate?
    private var stars: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    private func setUp() {
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        rebuildStars()
    }

    private func rebuildStars() {
        stars.forEach { $0.removeFromSuperview() }
        let width = bounds.width / CGFloat(maximumRating)
        stars = (0..<maximumRating).map { index in
            let star = UIView(frame: CGRect(x: CGFloat(index) * width + 4, y: 4, width: width - 8, height: bounds.height - 8))
            star.isUserInteractionEnabled = false
            star.accessibilityIdentifier = "star \(index + 1)"
            addSubview(star)
            return star
        }
        updateStars()
    }

    private func updateStars() {
        for (index, star) in stars.enumerated() {
            star.backgroundColor = index < rating ? filledColor : emptyColor
        }
    }

    private func rating(at point: CGPoint) -> Int {
        let width = bounds.width / CGFloat(maximumRating)
        return min(max(Int(point.x / width) + 1, 1), maximumRating)
    }

    private func setRating(_ newRating: Int) {
        guard newRating != rating else { return }
        if delegate?.starRatingControl?(self, willChangeTo: newRating) == false { return }
        rating = newRating
        sendActions(for: .valueChanged)
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        setRating(rating(at: recognizer.location(in: self)))
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        setRating(rating(at: recognizer.location(in: self)))
    }
}
#endif
