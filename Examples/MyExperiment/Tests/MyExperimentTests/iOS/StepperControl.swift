//
//  StepperControl.swift
//  A "−  3  +" stepper: a UIControl that sends .valueChanged, repeats while a
//  button is held, and is configured from Interface Builder.
//

import UIKit

@IBDesignable
public class StepperControl: UIControl {

    @IBInspectable public var minimumValue: Int = 0
    @IBInspectable public var maximumValue: Int = 10
    @IBInspectable public var stepValue: Int = 1
    @IBInspectable public var autorepeat: Bool = true
    @IBInspectable public var value: Int = 0 {
        didSet { valueLabel.text = "\(value)" }
    }

    public let decrementButton = UIButton(type: .system)
    public let incrementButton = UIButton(type: .system)
    private let valueLabel = UILabel()
    private var repeatTimer: Timer?
    private var repeatingButton: UIButton?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required public init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for button in [decrementButton, incrementButton] {
            button.addTarget(self, action: #selector(buttonTouchedDown(_:)), for: .touchDown)
            button.addTarget(self, action: #selector(buttonReleased(_:event:)), for: [.touchUpInside, .touchUpOutside, .touchCancel])
            addSubview(button)
        }
        decrementButton.setTitle("−", for: .normal)
        incrementButton.setTitle("+", for: .normal)
        addSubview(valueLabel)
        layoutButtons()
    }

    private func layoutButtons() {
        let third = bounds.width / 3
        decrementButton.frame = CGRect(x: 0, y: 0, width: third, height: bounds.height)
        valueLabel.frame = CGRect(x: third, y: 0, width: third, height: bounds.height)
        incrementButton.frame = CGRect(x: 2 * third, y: 0, width: third, height: bounds.height)
    }

    // MARK: Actions

    @objc private func buttonTouchedDown(_ sender: UIButton) {
        step(sender)
        guard autorepeat else { return }
        repeatingButton = sender
        // Start repeating only if the finger stays down for half a second.
        perform(#selector(startRepeating), with: nil, afterDelay: 0.5)
    }

    @objc private func buttonReleased(_ sender: UIButton, event: UIEvent?) {
        lastReleaseEvent = event
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(startRepeating), object: nil)
        repeatTimer?.invalidate()
        repeatTimer = nil
        repeatingButton = nil
    }

    public private(set) var lastReleaseEvent: UIEvent?

    @objc private func startRepeating() {
        repeatTimer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(repeatStep(_:)),
                                           userInfo: repeatingButton, repeats: true)
    }

    @objc private func repeatStep(_ timer: Timer) {
        guard let button = timer.userInfo as? UIButton, button === repeatingButton else { timer.invalidate(); return }
        step(button)
    }

    private func step(_ button: UIButton) {
        let next = button === incrementButton ? value + stepValue : value - stepValue
        let clamped = min(max(next, minimumValue), maximumValue)
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }
}
