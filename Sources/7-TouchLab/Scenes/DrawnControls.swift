import Foundation
import UIKit

// The custom controls of the `custom-controls` scene, written as library
// authors write them for iOS: drawing in draw(_:), shape layers, Core Animation.

/// A dial drawn with `UIBezierPath` arcs in `draw(_:)`, which also places its
/// thumb: tracking starts only on the thumb, so until `draw(_:)` has run the finger moves nothing.
final class DialControl: UIControl {
    var value: CGFloat = 0.3 { didSet { setNeedsDisplay() } }
    /// Where draw(_:) last put the thumb; nil until it has drawn.
    private(set) var thumbCenter: CGPoint?
    private let startAngle: CGFloat = .pi * 3 / 4, sweep: CGFloat = .pi * 3 / 2
    private var arcCenter: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
    private var thumbRadius: CGFloat { min(bounds.width, bounds.height) * 0.09 }
    private var arcRadius: CGFloat { min(bounds.width, bounds.height) / 2 - thumbRadius - 2 }

    override func draw(_ rect: CGRect) {
        let width = thumbRadius * 0.7
        let track = UIBezierPath(arcCenter: arcCenter, radius: arcRadius, startAngle: startAngle, endAngle: startAngle + sweep, clockwise: true)
        track.lineWidth = width
        track.lineCapStyle = .round
        UIColor(white: 0.85, alpha: 1).setStroke()
        track.stroke()
        let angle = startAngle + value * sweep
        let filled = UIBezierPath(arcCenter: arcCenter, radius: arcRadius, startAngle: startAngle, endAngle: angle, clockwise: true)
        filled.lineWidth = width
        filled.lineCapStyle = .round
        tintColor.setStroke()
        filled.stroke()
        let label = "\(Int((value * 100).rounded()))" as NSString
        let font = UIFont.systemFont(ofSize: arcRadius * 0.45, weight: .bold)
        let size = label.size(withAttributes: [.font: font])
        label.draw(at: CGPoint(x: arcCenter.x - size.width / 2, y: arcCenter.y - size.height / 2),
                   withAttributes: [.font: font, .foregroundColor: UIColor.darkGray])
        let thumb = CGPoint(x: arcCenter.x + arcRadius * cos(angle), y: arcCenter.y + arcRadius * sin(angle))
        thumbCenter = thumb
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1.5), blur: 3, color: UIColor(white: 0, alpha: 0.35).cgColor)
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: thumb.x - thumbRadius, y: thumb.y - thumbRadius, width: thumbRadius * 2, height: thumbRadius * 2)).fill()
        context.restoreGState()
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let thumb = thumbCenter else { return false }
        let p = touch.location(in: self)
        return hypot(p.x - thumb.x, p.y - thumb.y) <= thumbRadius * 1.6
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        var angle = atan2(p.y - arcCenter.y, p.x - arcCenter.x) - startAngle
        while angle < 0 { angle += 2 * .pi }
        if angle > sweep { angle = angle - sweep < 2 * .pi - angle ? sweep : 0 }
        value = angle / sweep
        sendActions(for: .valueChanged)
        return true
    }
}

/// Five `CAShapeLayer` stars; a tap rates by the star under the finger (`CALayer.hitTest`).
final class StarRating: UIControl {
    private var stars: [CAShapeLayer] = []
    var rating = 3 { didSet { paint() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let side = min(bounds.height, bounds.width / 5.5)
        let gap = (bounds.width - side * 5) / 4
        for i in 0..<5 {
            let star = CAShapeLayer()
            star.frame = CGRect(x: CGFloat(i) * (side + gap), y: (bounds.height - side) / 2, width: side, height: side)
            let path = CGMutablePath()
            for j in 0..<10 {
                let r = j % 2 == 0 ? side / 2 : side / 5
                let a = -CGFloat.pi / 2 + CGFloat(j) * .pi / 5
                let p = CGPoint(x: side / 2 + r * cos(a), y: side / 2 + r * sin(a))
                if j == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
            star.path = path
            star.strokeColor = UIColor(white: 0.45, alpha: 1).cgColor
            star.lineWidth = 1.5
            star.lineJoin = .round
            layer.addSublayer(star)
            stars.append(star)
        }
        paint()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func paint() {
        for (i, star) in stars.enumerated() {
            star.fillColor = i < rating ? UIColor.systemYellow.cgColor : UIColor(white: 0.9, alpha: 1).cgColor
        }
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let p = touch?.location(in: superview), let star = layer.hitTest(p) as? CAShapeLayer,
              let i = stars.firstIndex(where: { $0 === star }) else { return }
        rating = i + 1
        sendActions(for: .valueChanged)
    }
}

/// A switch whose thumb slides with a `CABasicAnimation` and whose track fades.
final class SlideSwitch: UIControl {
    private let track = CALayer(), thumb = CAShapeLayer()
    private(set) var isOn = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.frame = bounds
        track.cornerRadius = bounds.height / 2
        track.backgroundColor = UIColor(white: 0.85, alpha: 1).cgColor
        layer.addSublayer(track)
        thumb.bounds = CGRect(x: 0, y: 0, width: bounds.height - 4, height: bounds.height - 4)
        thumb.path = UIBezierPath(ovalIn: thumb.bounds).cgPath
        thumb.fillColor = UIColor.white.cgColor
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 1)
        thumb.position = thumbCenter(on: false)
        layer.addSublayer(thumb)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func thumbCenter(on: Bool) -> CGPoint {
        CGPoint(x: on ? bounds.maxX - bounds.height / 2 : bounds.height / 2, y: bounds.midY)
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isOn.toggle()
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = thumb.presentation()?.position ?? thumb.position
        slide.toValue = thumbCenter(on: isOn)
        slide.duration = 0.3
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = track.presentation()?.backgroundColor ?? track.backgroundColor
        let trackColor = (isOn ? UIColor.systemGreen : UIColor(white: 0.85, alpha: 1)).cgColor
        fade.toValue = trackColor
        fade.duration = 0.3
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        thumb.position = thumbCenter(on: isOn)
        track.backgroundColor = trackColor
        thumb.add(slide, forKey: "slide")
        track.add(fade, forKey: "fade")
        CATransaction.commit()
        sendActions(for: .valueChanged)
    }
}

/// A signature pad: smoothed strokes redrawn in `draw(_:)` for each new segment's rect.
final class SignaturePad: UIView {
    private var strokes: [UIBezierPath] = []
    private var last: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self) else { return }
        let path = UIBezierPath()
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: p)
        strokes.append(path)
        last = p
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), let last, let path = strokes.last else { return }
        path.addQuadCurve(to: CGPoint(x: (last.x + p.x) / 2, y: (last.y + p.y) / 2), controlPoint: last)
        self.last = p
        setNeedsDisplay(CGRect(x: min(last.x, p.x) - 4, y: min(last.y, p.y) - 4, width: abs(last.x - p.x) + 8, height: abs(last.y - p.y) + 8))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let p = touches.first?.location(in: self) { strokes.last?.addLine(to: p) }
        last = nil
        setNeedsDisplay()
    }
    /// Starts with a drawn signature, so the pad shows what it does.
    func sign(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        let path = UIBezierPath()
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: first)
        for (a, b) in zip(points, points.dropFirst()) {
            path.addQuadCurve(to: CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), controlPoint: a)
        }
        strokes.append(path)
        setNeedsDisplay()
    }
    override func draw(_ rect: CGRect) {
        UIColor(white: 0.8, alpha: 1).setStroke()
        let baseline = UIBezierPath()
        baseline.move(to: CGPoint(x: 16, y: bounds.maxY - 24))
        baseline.addLine(to: CGPoint(x: bounds.maxX - 16, y: bounds.maxY - 24))
        baseline.setLineDash([6, 4], count: 2, phase: 0)
        baseline.stroke()
        UIColor(red: 0.1, green: 0.15, blue: 0.45, alpha: 1).setStroke()
        for stroke in strokes where stroke.bounds.insetBy(dx: -4, dy: -4).intersects(rect) { stroke.stroke() }
    }
}
