#if canImport(Glibc)
import Glibc
#endif

/// Everything that can go wrong between TouchLab and the X server, each case
/// phrased for the person at the terminal: what failed, where, and what to do.
public enum XServerError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `DISPLAY` is unset or empty, so there is no server to connect to.
    case displayNotSet
    /// `XOpenDisplay` returned NULL for this display string.
    case cannotOpenDisplay(String)
    /// The server lacks an extension TouchLab needs (XTest for injection).
    case extensionMissing(extension: String, display: String)
    /// No `Xvfb` executable on `PATH`.
    case xvfbNotFound
    /// Xvfb was found but did not come up; the reason includes its last log line.
    case xvfbFailed(String)
    /// The server did not send what we waited for (MapNotify, Expose, ...) in time.
    case timedOut(String)
    /// The server answered a request with an error (BadMatch, BadWindow, ...).
    case protocolError(request: String, error: String, display: String)
    /// The server's pixels are not the 32-bit xRGB layout the capture decodes.
    case unsupportedImageFormat(String)
    /// A caller passed something out of range (a size, a keysym, a window).
    case invalidArgument(String)
    /// A system call failed.
    case systemCall(String, errno: Int32)

    /// One line for the terminal: what failed, and what to do about it where that is known.
    public var description: String {
        switch self {
        case .displayNotSet:
            return "DISPLAY is not set: no X server to open a window on. "
                + "Run under Xvfb, e.g. `xvfb-run -a swift run \(ProgramName.current)`."
        case .cannotOpenDisplay(let name):
            return "cannot open X display \"\(name)\": no X server accepts connections there (check DISPLAY, or run under `xvfb-run -a`)"
        case .extensionMissing(let name, let display):
            return "the X server on \"\(display)\" has no \(name) extension: start it without `-tst` (Xvfb enables XTest by default)"
        case .xvfbNotFound:
            return "Xvfb not found: apt-get install xvfb"
        case .xvfbFailed(let reason):
            return "Xvfb did not start: \(reason)"
        case .timedOut(let what):
            return "timed out: \(what)"
        case .protocolError(let request, let error, let display):
            return "X request \(request) failed on \"\(display)\": \(error)"
        case .unsupportedImageFormat(let what):
            return "cannot decode the window's pixels: \(what)"
        case .invalidArgument(let what):
            return what
        case .systemCall(let call, let code):
            return "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
