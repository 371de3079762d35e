import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a `--script FILE` with the checks a person needs to hear about in
/// one line: an empty path, no such file, a directory, no permission, a file
/// too large to be a script, an empty file.
///
/// Reads with open/fstat/read, not `FileManager.contents(atPath:)`, which
/// answers nil for all of those alike ("cannot be read"), and never more than
/// `ScriptParser.largestFile` + 1 bytes, so `/dev/zero` or a runaway
/// generator cannot fill memory.
enum ScriptFile {
    static func read(_ path: String) throws(ScriptError) -> String {
        func failure(_ message: String) -> ScriptError { ScriptError(fileName: path, line: nil, message: message) }
        guard !path.isEmpty else {
            throw ScriptError(fileName: "--script", line: nil, message: "the script's path is empty")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw failure("cannot open the script: \(reason(errno))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure("cannot read the script: \(reason(errno))") }
        if info.st_mode & S_IFMT == S_IFDIR { throw failure("the script is a directory, not a file") }

        let limit = ScriptParser.largestFile
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw failure("cannot read the script: \(reason(errno))") }
            if n == 0 { break }
            count += n
        }
        if count > limit {
            throw failure("the script is larger than \(limit / 1_048_576) MB; a script is a list of pointer actions, one per line")
        }
        if count == 0 {
            throw failure("the script is empty; write one action per line, e.g. \"tap 100 100\"")
        }
        guard let text = String(validating: bytes[..<count], as: UTF8.self) else {
            throw failure("the script is not UTF-8 text")
        }
        return text
    }

    /// strerror's words for the errors people meet, in the script's terms.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is not a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
