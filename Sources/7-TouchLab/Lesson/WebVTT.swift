import Foundation

/// A script's captions as WebVTT (W3C), the text-track format every current
/// browser reads: cues the student can switch off, search and translate.
///
///     WEBVTT
///
///     1
///     00:00:00.000 --> 00:00:01.250
///     Tap B
enum WebVTT {
    static func document(_ captions: [LessonContent.Caption]) -> String {
        var text = "WEBVTT\n"
        for (i, cue) in captions.enumerated() {
            text += "\n\(i + 1)\n\(timestamp(cue.start)) --> \(timestamp(cue.end))\n\(escaped(cue.text))\n"
        }
        return text
    }

    /// `hh:mm:ss.ttt`, as the format requires.
    static func timestamp(_ seconds: Double) -> String {
        let ms = Int((seconds * 1000).rounded())
        return String(format: "%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60000 % 60, ms / 1000 % 60, ms % 1000)
    }

    /// A cue's text may not hold `-->`, and `&` and `<` start markup in it.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\n", with: " ")
    }
}
