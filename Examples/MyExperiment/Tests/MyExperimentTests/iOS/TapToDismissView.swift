//
//  TapToDismissView.swift
//  A form background: tapping outside the fields ends editing.
//

import UIKit

/// A field that can take the keyboard (a stand-in for a text field).
class FormFieldView: UIView {
    override var canBecomeFirstResponder: Bool { return true }
}

@IBDesignable
class TapToDismissView: UIView {

    @IBInspectable var dismissesOnTap: Bool = true
    @objc dynamic var tapCount: Int = 0
    @objc private(set) var relayouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func backgroundTapped() {
        tapCount += 1
        guard dismissesOnTap else { return }
        // Whoever is first responder resigns: the classic "dismiss the keyboard" idiom.
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: self, for: nil)
    }

    /// Lays the form out again a moment later, on a timer aimed at UIKit's own method.
    func relayoutSoon() {
        setNeedsLayout()
        Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(UIView.layoutIfNeeded),
                             userInfo: nil, repeats: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        relayouts += 1
    }

    /// What an Objective-C caller could ask of it by selector.
    var answersTapCountBySelector: Bool {
        return responds(to: #selector(getter: tapCount)) && responds(to: #selector(setter: TapToDismissView.tapCount))
            && responds(to: #selector(getter: TapToDismissView.relayouts))
            && !responds(to: Selector("setRelayouts:"))
    }
}
