import UIKit
import QuartzCore
import CoreGraphics

// Custom controls as library authors write them for iOS, compiled as they
// stand beside `import UIKit`, `import QuartzCore` and `import CoreGraphics`.

/// A rotary knob drawn with `UIBezierPath` arcs in `draw(_:)`, which is also
/// where it learns where its thumb is: `beginTracking` only starts on the thumb.
final class KnobControl: UIControl {
    var value: CGFloat = 0 { didSet { setNeedsDisplay() } }
    private(set) var thumbCenter: CGPoint?
    private(set) var drawRects: [CGRect] = []
    let thumbRadius: CGFloat = 14
    let startAngle: CGFloat = .pi * 3 / 4
    let sweep: CGFloat = .pi * 3 / 2

    var arcCenter: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
    var arcRadius: CGFloat { min(bounds.width, bounds.height) / 2 - thumbRadius - 2 }

    override func draw(_ rect: CGRect) {
        drawRects.append(rect)
        let track = UIBezierPath(arcCenter: arcCenter, radius: arcRadius, startAngle: startAngle,
                                 endAngle: startAngle + sweep, clockwise: true)
        track.lineWidth = 10
        track.lineCapStyle = .round
        UIColor.lightGray.setStroke()
        track.stroke()

        let angle = startAngle + value * sweep
        let progress = UIBezierPath(arcCenter: arcCenter, radius: arcRadius, startAngle: startAngle, endAngle: angle, clockwise: true)
        progress.lineWidth = 10
        progress.lineCapStyle = .round
        tintColor.setStroke()
        progress.stroke()

        let thumb = CGPoint(x: arcCenter.x + arcRadius * cos(angle), y: arcCenter.y + arcRadius * sin(angle))
        thumbCenter = thumb
        let thumbPath = UIBezierPath(ovalIn: CGRect(x: thumb.x - thumbRadius, y: thumb.y - thumbRadius,
                                                    width: thumbRadius * 2, height: thumbRadius * 2))
        UIColor.white.setFill()
        thumbPath.fill()
        UIColor.darkGray.setStroke()
        thumbPath.lineWidth = 2
        thumbPath.stroke()
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let thumb = thumbCenter else { return false }
        let p = touch.location(in: self)
        return hypot(p.x - thumb.x, p.y - thumb.y) <= thumbRadius + 6
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        var angle = atan2(p.y - arcCenter.y, p.x - arcCenter.x) - startAngle
        while angle < 0 { angle += 2 * .pi }
        value = min(1, max(0, angle / sweep))
        sendActions(for: .valueChanged)
        return true
    }
}

/// Five stars, each a `CAShapeLayer`; a tap sets the rating to the star the
/// finger is on, found with `CALayer.hitTest` (so only the star's points count).
final class StarRatingView: UIControl {
    private(set) var starLayers: [CAShapeLayer] = []
    var rating = 0 { didSet { updateStars() } }
    let filled = UIColor.systemYellow.cgColor
    let empty = UIColor(white: 0.85, alpha: 1).cgColor

    override init(frame: CGRect) {
        super.init(frame: frame)
        for i in 0..<5 {
            let star = CAShapeLayer()
            star.frame = CGRect(x: CGFloat(i) * 44, y: 0, width: 40, height: 40)
            star.path = Self.starPath(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            star.strokeColor = UIColor.darkGray.cgColor
            star.lineWidth = 1.5
            star.lineJoin = .round
            layer.addSublayer(star)
            starLayers.append(star)
        }
        updateStars()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func starPath(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let c = CGPoint(x: rect.midX, y: rect.midY)
        for i in 0..<10 {
            let r = i % 2 == 0 ? rect.width / 2 : rect.width / 5
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    private func updateStars() {
        for (i, star) in starLayers.enumerated() { star.fillColor = i < rating ? filled : empty }
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        // hitTest(_:) takes a point in the superlayer's coordinates: the superview's.
        guard let p = touch?.location(in: superview), let hit = layer.hitTest(p) as? CAShapeLayer,
              let index = starLayers.firstIndex(where: { $0 === hit }) else { return }
        rating = index + 1
        sendActions(for: .valueChanged)
    }
}

/// A signature pad: each stroke a `UIBezierPath` of quad curves through the
/// touch points, redrawn in `draw(_:)` for the dirty rect of the new segment.
final class SignaturePadView: UIView {
    private(set) var strokes: [UIBezierPath] = []
    private var last: CGPoint?
    private(set) var drawRects: [CGRect] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self) else { return }
        let path = UIBezierPath()
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: p)
        strokes.append(path)
        last = p
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), let last, let path = strokes.last else { return }
        let mid = CGPoint(x: (last.x + p.x) / 2, y: (last.y + p.y) / 2)
        path.addQuadCurve(to: mid, controlPoint: last)
        self.last = p
        setNeedsDisplay(CGRect(x: min(last.x, p.x) - 4, y: min(last.y, p.y) - 4,
                               width: abs(last.x - p.x) + 8, height: abs(last.y - p.y) + 8))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let p = touches.first?.location(in: self) { strokes.last?.addLine(to: p) }
        last = nil
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        drawRects.append(rect)
        UIColor.black.setStroke()
        for stroke in strokes where stroke.bounds.insetBy(dx: -4, dy: -4).intersects(rect) { stroke.stroke() }
    }
}

/// A round button whose touchable area is its circle, as its drawing is.
final class CircleButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

/// Pixels of a layer tree, as iOS snapshot tests read them: rendered into an
/// RGBA bitmap context flipped to UIKit's coordinates.
struct LayerSnapshot {
    let width: Int, height: Int
    private(set) var bytes: [UInt8]

    init(_ layer: CALayer, size: CGSize) {
        width = Int(size.width); height = Int(size.height)
        bytes = [UInt8](repeating: 0, count: width * height * 4)
        let w = width, h = height
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: 0, y: CGFloat(h))
            context.scaleBy(x: 1, y: -1)
            layer.render(in: context)
        }
    }

    /// Red, green, blue, alpha at (x, y), y down.
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * 4
        return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3]))
    }
    func pixel(at p: CGPoint) -> (r: Int, g: Int, b: Int, a: Int) { pixel(Int(p.x), Int(p.y)) }
}

/// A switch whose thumb slides with a `CABasicAnimation` and whose track's
/// colour fades with another, as custom switches are written: the model
/// values are set with actions disabled, the animations show the way there.
final class SlidingSwitch: UIControl, CAAnimationDelegate {
    let track = CALayer()
    let thumb = CAShapeLayer()
    private(set) var isOn = false
    private(set) var stops: [Bool] = []
    var onColor = UIColor.systemGreen.cgColor
    var offColor = UIColor(white: 0.85, alpha: 1).cgColor

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.frame = bounds
        track.cornerRadius = bounds.height / 2
        track.backgroundColor = offColor
        layer.addSublayer(track)
        thumb.bounds = CGRect(x: 0, y: 0, width: bounds.height - 4, height: bounds.height - 4)
        thumb.path = UIBezierPath(ovalIn: thumb.bounds).cgPath
        thumb.fillColor = UIColor.white.cgColor
        thumb.position = thumbCenter(on: false)
        layer.addSublayer(thumb)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func thumbCenter(on: Bool) -> CGPoint {
        CGPoint(x: on ? bounds.maxX - bounds.height / 2 : bounds.height / 2, y: bounds.midY)
    }

    func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = thumb.presentation()?.position ?? thumb.position
        slide.toValue = thumbCenter(on: on)
        slide.duration = 0.25
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        slide.delegate = self
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = track.backgroundColor
        fade.toValue = on ? onColor : offColor
        fade.duration = 0.25
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        thumb.position = thumbCenter(on: on)
        track.backgroundColor = on ? onColor : offColor
        if animated {
            thumb.add(slide, forKey: "slide")
            track.add(fade, forKey: "fade")
        }
        CATransaction.commit()
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}
