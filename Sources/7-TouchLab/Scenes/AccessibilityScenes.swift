import Foundation
@_spi(TouchLab) import UIKit

/// Accessibility, shown: what VoiceOver would read on a player screen, in
/// which order, and where a touch explores onto each element. Press I: the
/// inspector numbers the elements on the phone and lists them beside it
/// (`AccessibilityOverlay`, Behaviour §15).
enum AccessibilityScenes {
    /// A volume slider as iOS code writes an adjustable control: one element,
    /// its value spoken, VoiceOver's swipes up and down calling
    /// `accessibilityIncrement()` / `accessibilityDecrement()`; a finger drags it.
    final class VolumeSlider: UIControl {
        private(set) var value = 50
        let fill = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            fill.backgroundColor = SceneColors.child
            fill.isUserInteractionEnabled = false
            addSubview(fill)
            accessibilityLabel = "Volume"
            accessibilityTraits = .adjustable
            update()
        }
        required init?(coder: NSCoder) { nil }

        func set(_ newValue: Int) {
            value = min(100, max(0, newValue))
            update()
            sendActions(for: .valueChanged)
        }
        private func update() {
            fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(value) / 100, height: bounds.height)
            accessibilityValue = "\(value) %"
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            update()
        }
        override func accessibilityIncrement() { set(value + 10) }
        override func accessibilityDecrement() { set(value - 10) }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            set(Int((touch.location(in: self).x / bounds.width * 100).rounded()))
            return true
        }
    }

    static var player: Scene {
        Scene(
            name: "accessibility", title: "Accessibility: what VoiceOver reads, and in which order",
            explanation: "Press I: the inspector numbers the elements VoiceOver finds and lists them in reading order — "
                + "top to bottom, left to right. The card is one element (its text is not read apart); the range "
                + "slider is a container of two elements; the artwork is not an element. Keys + and − are "
                + "VoiceOver's swipes up and down on the volume slider.",
            keysHint: "I shows the accessibility tree · +: volume up · -: volume down"
        ) { b in
            let title = b.add(UILabel(), "title", rect(20, 20, 390, 40))
            title.text = "Now playing"
            title.font = UIFont(name: "AvenirNext-DemiBold", size: 24)
            title.accessibilityTraits = [.header, .staticText]

            let artwork = b.add(UIImageView(), "artwork", rect(210, 70, 200, 170), SceneColors.panel)
            artwork.accessibilityIdentifier = "artwork"

            let card = b.add(UIView(), "card", rect(20, 300, 390, 90), SceneColors.panel)
            card.isAccessibilityElement = true
            card.accessibilityLabel = "Blue in Green, Miles Davis"
            card.accessibilityHint = "Shows the album"
            let song = b.add(UILabel(), "song", rect(12, 10, 360, 34), to: card)
            song.text = "Blue in Green"
            let artist = b.add(UILabel(), "artist", rect(12, 46, 360, 30), to: card)
            artist.text = "Miles Davis"

            let play = b.add(UIButton(type: .system), "play", rect(20, 410, 180, 60), SceneColors.child)
            play.setTitle("Play", for: .normal)
            play.setTitle("Pause", for: .selected)
            play.setTitleColor(.white, for: .normal)
            play.addAction(UIAction { [unowned log = b.log] action in
                let button = action.sender as! UIButton
                button.isSelected.toggle()
                log("play: \(button.currentTitle ?? "") · VoiceOver says \"\(button.accessibilityLabel ?? ""), button\(button.isSelected ? ", selected" : "")\"")
            }, for: .touchUpInside)

            let next = b.add(UIButton(type: .system), "next", rect(230, 410, 180, 60), SceneColors.panel)
            next.setTitle("Next", for: .normal)
            next.isEnabled = false

            let volume = b.add(VolumeSlider(frame: .zero), "volume", rect(20, 500, 390, 50), SceneColors.panel)
            volume.accessibilityIdentifier = "volume"
            volume.addAction(for: .valueChanged) { [unowned log = b.log] control, _ in
                log("volume: \((control as! VolumeSlider).accessibilityValue ?? "")")
            }

            let range = b.add(UIView(), "range", rect(20, 580, 390, 60), SceneColors.panel)
            let lower = UIAccessibilityElement(accessibilityContainer: range)
            lower.accessibilityLabel = "Minimum price"
            lower.accessibilityValue = "10 €"
            lower.accessibilityTraits = .adjustable
            lower.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: range.bounds.width / 2, height: range.bounds.height)
            let upper = UIAccessibilityElement(accessibilityContainer: range)
            upper.accessibilityLabel = "Maximum price"
            upper.accessibilityValue = "90 €"
            upper.accessibilityTraits = .adjustable
            upper.accessibilityFrameInContainerSpace = CGRect(x: range.bounds.width / 2, y: 0, width: range.bounds.width / 2, height: range.bounds.height)
            range.accessibilityElements = [lower, upper]
            b.add(UIView(), "lower thumb", rect(70, 10, 40, 40), SceneColors.child, to: range)
            b.add(UIView(), "upper thumb", rect(300, 10, 40, 40), SceneColors.child, to: range)

            b.key("+", "VoiceOver swipe up on the volume") {
                volume.accessibilityIncrement()
                return "accessibilityIncrement() → \(volume.accessibilityValue ?? "")"
            }
            b.key("-", "VoiceOver swipe down on the volume") {
                volume.accessibilityDecrement()
                return "accessibilityDecrement() → \(volume.accessibilityValue ?? "")"
            }
        }
    }
}
