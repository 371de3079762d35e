import Foundation

/// The stations of one touch's journey, left to right on the demo's strip.
///
///     X11 ─▶ SpringBoard ─▶ port ─▶ Source1 ─▶ Source0 ─▶ UIApplication ─▶ UIWindow ─▶ view
///     XNextEvent  HID event   mach   read port   event queue  sendEvent       hitTest +    touches…
///                             port                                            sendEvent
///
/// The engine's trace lights `port` … `view`; X11 and SpringBoard live
/// outside the app, so the demo lights them itself with `markStage`.
public enum PipelineStage: Int, CaseIterable, Sendable {
    case x11, springBoard, port, source1, source0, application, window, view

    public var title: String {
        switch self {
        case .x11: "X11"
        case .springBoard: "SpringBoard"
        case .port: "port"
        case .source1: "Source1"
        case .source0: "Source0"
        case .application: "UIApplication"
        case .window: "UIWindow"
        case .view: "view"
        }
    }

    /// The title's wordings, longest first, for a narrow strip.
    public var titles: [String] {
        switch self {
        case .springBoard: [title, "SpringBd"]
        case .application: [title, "UIApp"]
        default: [title]
        }
    }

    /// The detail's wordings, longest first, for a narrow strip.
    public var details: [String] {
        switch self {
        case .x11: [detail, "X event"]
        case .source0: [detail, "queue"]
        case .window: [detail, "hitTest"]
        default: [detail]
        }
    }

    /// What happens at the stage, in the words of the code that does it.
    public var detail: String {
        switch self {
        case .x11: "XNextEvent"
        case .springBoard: "HID event"
        case .port: "mach port"
        case .source1: "read port"
        case .source0: "event queue"
        case .application: "sendEvent"
        case .window: "hitTest + send"
        case .view: "touches"
        }
    }
}

/// When a stage last saw an event, and how many it has seen.
public struct StageActivity: Sendable {
    public internal(set) var lastTime: TimeInterval = -.infinity
    public internal(set) var count = 0
}
