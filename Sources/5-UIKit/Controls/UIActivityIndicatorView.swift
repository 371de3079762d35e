import Foundation
import RunLoop

/// The spinner that says "working": spokes round a centre, one bright and the
/// ones behind it fading, the bright one stepping round while it animates.
///
/// Apple, `UIActivityIndicatorView`: `startAnimating()`/`stopAnimating()`
/// control the animation; with `hidesWhenStopped` (the default, `true`) "the
/// receiver sets its `isHidden` property to `true` when receiver is not
/// animating" — so a new indicator is hidden until it starts; `color`
/// "overrides the color provided by the style"; `init(style:)` "sizes the
/// returned instance according to the specified style": 20 points for
/// `.medium`, `.white` and `.gray`, 37 for `.large` and `.whiteLarge`
/// (`UIActivityIndicatorViewStyle`'s header comments in the iOS 12 SDK and
/// the `WhiteLarge` 37 × 37 figure quoted in its documentation). The default
/// style is `.medium` (iOS 13).
///
/// Drawn through its layer, as iOS's is: one `CAShapeLayer` per spoke, their
/// opacities stepping round once a second — 8 spokes in the iOS 13 styles,
/// 12 in the older ones, as the two generations of the spinner look on
/// screen. The steps are run-loop timer firings on the app's clock, so the
/// headless driver's virtual time turns it and the demo's window shows it.
open class UIActivityIndicatorView: UIView {
    /// The looks, with iOS's raw values.
    public enum Style: Int, Sendable {
        /// Large and white (before iOS 13): 37 points.
        case whiteLarge = 0
        /// White (before iOS 13): 20 points.
        case white = 1
        /// Gray (before iOS 13): 20 points.
        case gray = 2
        /// The default since iOS 13: 20 points, 8 spokes.
        case medium = 100
        /// The large one since iOS 13: 37 points, 8 spokes.
        case large = 101

        /// The side of the square the spinner fills.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        /// The iOS 13 styles have 8 spokes; the older ones 12.
        var spokeCount: Int { self == .medium || self == .large ? 8 : 12 }
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .gray }
    }

    /// The look; setting it resizes the spokes (not the view's frame).
    open var style: Style = .medium { didSet { rebuildSpokes() } }
    /// The spokes' colour; setting `nil` returns to the style's.
    open var color: UIColor! {
        get { customColor ?? style.defaultColor }
        set { customColor = newValue; colourSpokes() }
    }
    /// Whether the view is hidden while it is not animating (`true` by default).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped, !isAnimating { isHidden = true } }
    }
    /// Whether the spokes are turning.
    open private(set) var isAnimating = false

    private var customColor: UIColor?
    private var spokes: [CAShapeLayer] = []
    /// The bright spoke.
    private(set) var leadingSpoke = 0
    private var stepTimer: RunLoopTimer?

    /// An indicator of `style`, sized for it and hidden until it animates.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    /// A `.medium` indicator in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A `.medium` indicator from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        rebuildSpokes()
    }

    deinit { stepTimer?.invalidate() }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Starts the spokes turning (and shows the view).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        scheduleSteps()
    }

    /// Stops them; hides the view if ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stepTimer?.invalidate()
        stepTimer = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating { scheduleSteps() } else { stepTimer?.invalidate(); stepTimer = nil }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSpokes()
    }

    // MARK: The spokes

    private func rebuildSpokes() {
        for spoke in spokes { spoke.removeFromSuperlayer() }
        spokes = (0..<style.spokeCount).map { _ in
            let spoke = CAShapeLayer()
            spoke.lineCap = .round
            spoke.fillColor = nil
            layer.addSublayer(spoke)
            return spoke
        }
        placeSpokes()
        colourSpokes()
        shadeSpokes()
    }

    /// Each spoke a round-capped line from 45 % to 100 % of the radius, the
    /// first pointing up, the rest clockwise.
    private func placeSpokes() {
        let side = style.side
        let radius = side / 2
        let width = style.spokeCount == 8 ? side * 0.11 : side * 0.09
        let origin = CGPoint(x: bounds.midX - radius, y: bounds.midY - radius)
        withoutActions {
            for (i, spoke) in spokes.enumerated() {
                let angle = CGFloat(i) / CGFloat(spokes.count) * 2 * .pi
                let direction = CGPoint(x: sin(angle), y: -cos(angle))
                let path = CGMutablePath()
                let inner = radius * 0.45, outer = radius - width / 2
                path.move(to: CGPoint(x: radius + direction.x * inner, y: radius + direction.y * inner))
                path.addLine(to: CGPoint(x: radius + direction.x * outer, y: radius + direction.y * outer))
                spoke.frame = CGRect(origin: origin, size: CGSize(width: side, height: side))
                spoke.lineWidth = width
                spoke.path = path
            }
        }
    }

    private func colourSpokes() {
        let colour = color.cgColor
        withoutActions { for spoke in spokes { spoke.strokeColor = colour } }
    }

    /// The leading spoke full, each one behind it fainter, down to a quarter.
    private func shadeSpokes() {
        let count = spokes.count
        withoutActions {
            for (i, spoke) in spokes.enumerated() {
                let behind = (leadingSpoke - i + count) % count
                spoke.opacity = Float(1 - 0.75 * CGFloat(behind) / CGFloat(count - 1))
            }
        }
    }

    /// One step per spoke, a turn a second, while animating in a window.
    private func scheduleSteps() {
        stepTimer?.invalidate()
        stepTimer = nil
        guard isAnimating, let runLoop = window?.windowScene?.application.runLoop else { return }
        let interval = 1.0 / Double(spokes.count)
        let timer = RunLoopTimer(name: "UIActivityIndicatorView step", fireDate: runLoop.clock.now + interval,
                                 interval: interval) { [weak self] timer in
            guard let self, self.isAnimating else { timer.invalidate(); return }
            self.leadingSpoke = (self.leadingSpoke + 1) % self.spokes.count
            self.shadeSpokes()
        }
        runLoop.add(timer, forMode: .common)
        stepTimer = timer
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
