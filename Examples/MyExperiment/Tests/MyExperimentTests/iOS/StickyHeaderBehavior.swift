//
//  StickyHeaderBehavior.swift
//  Keeps a header pinned to the top of a scroll view and shrinks it as you scroll.
//

import UIKit

private var StickyHeaderContext = 0

public final class StickyHeaderBehavior: NSObject {

    public let header: UIView
    public let maximumHeight: CGFloat
    public let minimumHeight: CGFloat
    private weak var scrollView: UIScrollView?

    /// What the observer saw, for debugging: "prior" before a change, "offset" after.
    public private(set) var events: [String] = []

    public init(header: UIView, maximumHeight: CGFloat, minimumHeight: CGFloat) {
        self.header = header
        self.maximumHeight = maximumHeight
        self.minimumHeight = minimumHeight
        super.init()
    }

    public func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset),
                               options: [.old, .new, .prior], context: &StickyHeaderContext)
    }

    public func detach() {
        scrollView?.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), context: &StickyHeaderContext)
        scrollView = nil
    }

    public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                      change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &StickyHeaderContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let isPrior = change?[.notificationIsPriorKey] as? Bool, isPrior {
            let old = change?[.oldKey] as? CGPoint
            events.append("prior \(Int(old?.y ?? -1))")
            return
        }
        guard keyPath == "contentOffset",
              let scrollView = object as? UIScrollView,
              let newOffset = change?[.newKey] as? CGPoint,
              let oldOffset = change?[.oldKey] as? CGPoint else { return }
        events.append("offset \(Int(oldOffset.y)) -> \(Int(newOffset.y))")
        let height = max(minimumHeight, maximumHeight - newOffset.y)
        header.frame = CGRect(x: 0, y: scrollView.frame.minY, width: header.frame.width, height: height)
    }
}

/// A header that reports its own frame changes and its pan recognizer's state.
open class ShrinkingHeaderView: UIView {

    public private(set) var heights: [CGFloat] = []
    public private(set) var panStates: [String] = []
    public let pan = UIPanGestureRecognizer()

    private var frameContext = 1
    private var stateContext = 2

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(pan)
        addObserver(self, forKeyPath: "frame", options: [.new], context: &frameContext)
        pan.addObserver(self, forKeyPath: #keyPath(UIGestureRecognizer.state), options: [.new], context: &stateContext)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        removeObserver(self, forKeyPath: "frame", context: &frameContext)
        pan.removeObserver(self, forKeyPath: #keyPath(UIGestureRecognizer.state), context: &stateContext)
    }

    open override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                    change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        if context == &frameContext, let frame = change?[.newKey] as? CGRect {
            heights.append(frame.height)
        } else if context == &stateContext, let state = change?[.newKey] as? UIGestureRecognizer.State {
            switch state {
            case .began: panStates.append("began")
            case .changed: if panStates.last != "changed" { panStates.append("changed") }
            case .ended: panStates.append("ended")
            case .cancelled: panStates.append("cancelled")
            default: panStates.append("other")
            }
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}
