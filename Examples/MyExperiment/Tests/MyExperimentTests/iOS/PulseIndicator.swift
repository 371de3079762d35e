//
//  PulseIndicator.swift
//  A dot that pulses on the display's frames while the app is active, with a
//  badge any view can carry (an associated object) and a "reset" action sent
//  up the responder chain.
//

import UIKit

extension Notification.Name {
    static let pulseIndicatorShouldPause = Notification.Name("PulseIndicatorShouldPause")
}

private var badgeKey: UInt8 = 0

public extension UIView {
    /// A badge any view can carry, kept as an associated object.
    var pulseBadge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

public final class PulseIndicator: UIView {
    public private(set) var frameCount = 0
    public private(set) var isPaused = false
    private var displayLink: CADisplayLink?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(self, selector: #selector(pause(_:)),
                                               name: .pulseIndicatorShouldPause, object: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    public func start() {
        guard displayLink == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    public func stop() {
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        frameCount += 1
        alpha = 0.5 + 0.5 * abs(sin(Double(frameCount) / 10))
    }

    @objc private func pause(_ notification: Notification) {
        isPaused = true
        stop()
    }

    /// Asks whoever up the responder chain handles "reset" to reset.
    @IBAction public func requestReset(_ sender: Any?) {
        UIApplication.shared.sendAction(#selector(PulseHost.resetPulse(_:)), to: nil, from: self, for: nil)
    }
}

/// A controller that hosts a pulse and handles the reset sent up the chain.
open class PulseHost: UIViewController {
    public private(set) var resets: [String] = []

    @objc open func resetPulse(_ sender: Any?) {
        resets.append(String(describing: type(of: sender.map { $0 as AnyObject } ?? NSNull())))
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(resetPulse(_:)) { return !resetsDisabled }
        return super.canPerformAction(action, withSender: sender)
    }

    public var resetsDisabled = false
}
