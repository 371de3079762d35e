import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Checks `--screenshot FILE` before anything runs, so a wrong path is one
/// clear line at once — not Cairo's "error while writing to output stream"
/// after a whole script has played.
///
/// The check is the real thing: the file is opened for writing (created if
/// missing, never truncated) and the error the kernel gives is put in words.
/// A file the check created is removed again; the PNG is written at the end.
enum ScreenshotPath {
    static func check(_ path: String) throws(TouchLabError) {
        guard !path.isEmpty else { throw TouchLabError("--screenshot: the path is empty") }
        let existed = access(path, F_OK) == 0
        var info = stat()
        if existed, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw failure(path, "it is a directory (give a file name, e.g. \(quoted(path))/shot.png)")
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, reason(errno, path: path)) }
        close(fd)
        if !existed { unlink(path) }
    }

    private static func failure(_ path: String, _ reason: String) -> TouchLabError {
        TouchLabError("cannot write the screenshot to \"\(quoted(path))\": \(reason)")
    }

    private static func reason(_ code: Int32, path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        switch code {
        case EISDIR: return "it is a directory"
        case ENOENT where access(directory.isEmpty ? "." : directory, F_OK) == 0:
            return "no file can be created in \"\(quoted(directory))\""
        case ENOENT: return "the directory \"\(quoted(directory))\" does not exist"
        case ENOTDIR: return "a part of the path is not a directory"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the file system is read-only"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
