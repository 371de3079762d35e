//
//  ResizableCard.swift
//  A card a finger resizes by its corner; its glow and shadow follow its size,
//  found out by observing `layer.bounds` (the layer's properties are the ones
//  Core Animation announces).
//
//  Usage:
//      let card = ResizableCard(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
//      view.addSubview(card)
//

import UIKit

open class ResizableCard: UIView {

    public let glow = CAGradientLayer()
    public let corner = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    public private(set) var glowSizes: [CGSize] = []
    private var boundsObservation: NSKeyValueObservation?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.insertSublayer(glow, at: 0)
        corner.backgroundColor = .systemBlue
        addSubview(corner)
        corner.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragCorner(_:))))
        boundsObservation = observe(\.layer.bounds, options: [.initial, .new]) { card, change in
            guard let bounds = change.newValue else { return }
            card.glow.frame = bounds.insetBy(dx: -8, dy: -8)
            card.layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
            card.glowSizes.append(bounds.size)
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        corner.center = CGPoint(x: bounds.maxX - 22, y: bounds.maxY - 22)
    }

    @objc private func dragCorner(_ pan: UIPanGestureRecognizer) {
        let move = pan.translation(in: self)
        frame.size = CGSize(width: max(88, frame.width + move.x), height: max(88, frame.height + move.y))
        pan.setTranslation(.zero, in: self)
    }
}

/// Logs a view's size the Objective-C way, with the key path as a string.
public final class SizeLogger: NSObject {
    private var context = 0
    public private(set) var lines: [String] = []

    public func watch(_ view: UIView) {
        view.addObserver(self, forKeyPath: "layer.bounds", options: [.old, .new], context: &context)
    }

    public func stopWatching(_ view: UIView) {
        view.removeObserver(self, forKeyPath: "layer.bounds", context: &context)
    }

    public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &self.context else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let old = (change?[.oldKey] as? CGRect)?.size ?? .zero
        let new = (change?[.newKey] as? CGRect)?.size ?? .zero
        lines.append("\(keyPath ?? "?") of \(object is ResizableCard ? "card" : "?"): \(Int(old.width)) -> \(Int(new.width))")
    }
}

/// A task that can be paused: a subclass of the model, observed through its own type.
public final class PausableDownloadTask: DownloadTask {
    public var isPaused = false
}

/// Shows a pausable task's progress: `observe` rooted at the subclass.
public final class PauseBadge: UILabel {
    private var observation: NSKeyValueObservation?
    public private(set) var seen: [Double] = []

    public func show(_ task: PausableDownloadTask) {
        observation = task.observe(\.progress, options: .new) { [weak self] task, change in
            guard !task.isPaused, let progress = change.newValue else { return }
            self?.seen.append(progress)
            self?.text = "\(Int(progress * 100)) %"
        }
    }
}

/// A queue whose current task changes: observed through the key path
/// "current.progress", so the observer follows whichever task is current.
public final class DownloadQueue: NSObject {
    @objc dynamic public var current = DownloadTask()
}

/// An observer that hands each change it is told of to a closure.
public final class ChangeRecorder: NSObject {
    private let record: ([NSKeyValueChangeKey: Any]?) -> Void

    public init(_ record: @escaping ([NSKeyValueChangeKey: Any]?) -> Void) {
        self.record = record
        super.init()
    }

    public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        record(change)
    }
}
