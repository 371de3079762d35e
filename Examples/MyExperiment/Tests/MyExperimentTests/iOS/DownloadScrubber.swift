//
//  DownloadScrubber.swift
//  A download whose progress a finger scrubs, watched with key-value observing.
//
//  Usage:
//      let task = DownloadTask()
//      let scrubber = DownloadScrubber(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
//      scrubber.task = task
//      ring.observe(task)
//

import UIKit

/// The model: plain `@objc dynamic` properties, no notification code of its own.
@objc public class DownloadTask: NSObject {
    @objc dynamic public var progress: Double = 0
    @objc dynamic public private(set) var state: String = "waiting"
    @objc dynamic public var title: String {
        get { storedTitle }
        set { storedTitle = newValue.uppercased() }
    }
    private var storedTitle = ""
    /// Bytes are announced by hand, once per chunk (see `receive(_:)`).
    @objc dynamic public var bytes: Int = 0 {
        didSet { if bytes >= total { state = "done" } }
    }
    public var total = 100
    /// Not dynamic: observers are never told.
    public var retries = 0

    public func start() { if state == "waiting" { state = "running" } }

    public func receive(_ chunk: Int) {
        willChangeValue(forKey: "bytes")
        bytes += chunk
        didChangeValue(forKey: "bytes")
    }

    override public class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
        if key == "bytes" { return false }
        return super.automaticallyNotifiesObservers(forKey: key)
    }
}

/// A bar a finger drags along: its x sets the task's progress.
@MainActor
@IBDesignable
open class DownloadScrubber: UIControl {
    public weak var task: DownloadTask?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        task?.start()
        scrub(to: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        scrub(to: touch.location(in: self))
        return true
    }

    @MainActor private func scrub(to point: CGPoint) {
        task?.progress = Double(min(max(point.x / bounds.width, 0), 1))
        sendActions(for: .valueChanged)
    }
}

/// Draws the progress: the block form of observation.
open class ProgressRing: UIView {
    private var observation: NSKeyValueObservation?
    public private(set) var changes: [(old: Double?, new: Double?)] = []
    public private(set) var shown: Double = 0

    public func observe(_ task: DownloadTask) {
        observation = task.observe(\.progress, options: [.old, .new]) { [weak self] task, change in
            self?.changes.append((change.oldValue, change.newValue))
            self?.shown = task.progress
            self?.setNeedsDisplay()
        }
    }

    public func stopObserving() { observation?.invalidate() }
}

/// Shows the state: the selector form, on an NSObject.
public class StatusBadge: NSObject {
    private static var context = 0
    public private(set) var states: [String] = []
    public private(set) var bytesSeen: [Int] = []
    public private(set) var titles: [String] = []

    public init(watching task: DownloadTask) {
        super.init()
        task.addObserver(self, forKeyPath: #keyPath(DownloadTask.state), options: [.initial, .new], context: &StatusBadge.context)
        task.addObserver(self, forKeyPath: "bytes", options: [.new], context: &StatusBadge.context)
        task.addObserver(self, forKeyPath: "title", options: [.new], context: &StatusBadge.context)
    }

    public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &StatusBadge.context else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        switch keyPath {
        case "state": states.append(change?[.newKey] as? String ?? "?")
        case "bytes": bytesSeen.append(change?[.newKey] as? Int ?? -1)
        case "title": titles.append(change?[.newKey] as? String ?? "?")
        default: break
        }
    }
}

@available(iOS 17.0, *)
#Preview("Scrubber") {
    let scrubber = DownloadScrubber(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    scrubber.task = DownloadTask()
    return scrubber
}
