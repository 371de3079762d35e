//
//  ScrollProgressBar.swift
//  A reading-progress bar that follows any scroll view.
//
//  Usage:
//      let bar = ScrollProgressBar(frame: CGRect(x: 0, y: 0, width: 320, height: 3))
//      bar.scrollView = tableView
//

import UIKit

@objc public protocol ScrollProgressBarDelegate: AnyObject {
    @objc optional func progressBar(_ bar: ScrollProgressBar, didChangeProgress progress: CGFloat)
}

@IBDesignable
open class ScrollProgressBar: UIView {

    @IBInspectable public var barColor: UIColor = .systemBlue {
        didSet { fillView.backgroundColor = barColor }
    }

    @IBOutlet public weak var delegate: ScrollProgressBarDelegate?

    /// 0 at the top, 1 at the bottom.
    public private(set) var progress: CGFloat = 0

    /// Every offset change seen, old → new (for debugging).
    public private(set) var offsetChanges: [(old: CGPoint?, new: CGPoint?)] = []

    private let fillView = UIView()
    private var offsetObservation: NSKeyValueObservation?
    private var sizeObservation: NSKeyValueObservation?

    /// The scroll view to follow. Setting it starts observing; nil stops.
    @IBOutlet public weak var scrollView: UIScrollView? {
        didSet {
            offsetObservation = nil
            sizeObservation = nil
            guard let scrollView = scrollView else { return }
            offsetObservation = scrollView.observe(\.contentOffset, options: [.initial, .old, .new]) { [weak self] scrollView, change in
                self?.offsetChanges.append((change.oldValue, change.newValue))
                self?.update(for: scrollView)
            }
            sizeObservation = scrollView.observe(\.contentSize, options: .new) { [weak self] scrollView, _ in
                self?.update(for: scrollView)
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        fillView.backgroundColor = barColor
        addSubview(fillView)
    }

    /// Stops following the scroll view but keeps the bar where it is.
    public func freeze() {
        offsetObservation?.invalidate()
    }

    private func update(for scrollView: UIScrollView) {
        let scrollable = scrollView.contentSize.height - scrollView.bounds.height
        let newProgress = scrollable > 0 ? min(max(scrollView.contentOffset.y / scrollable, 0), 1) : 0
        #if os(iOS)
        fillView.frame = CGRect(x: 0, y: 0, width: bounds.width * newProgress, height: bounds.height)
        #endif
        guard newProgress != progress else { return }
        progress = newProgress
        delegate?.progressBar?(self, didChangeProgress: newProgress)
    }
}
