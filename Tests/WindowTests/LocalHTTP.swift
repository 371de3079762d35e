import Foundation
import Glibc

/// One HTTP/1.1 exchange with a server on 127.0.0.1 (chromedriver): the
/// request with `Connection: close`, then the reply read to its end. Enough
/// for WebDriver's JSON, and no more.
enum LocalHTTP {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func exchange(_ method: String, _ url: URL, body: Data?) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(url.port ?? 80).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect \(url): \(String(cString: strerror(errno)))") }
        var request = "\(method) \(url.path) HTTP/1.1\r\nHost: 127.0.0.1:\(url.port ?? 80)\r\nConnection: close\r\n"
        if let body { request += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        var bytes = Data((request + "\r\n").utf8)
        if let body { bytes += body }
        try bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
                sent += n
            }
        }
        // Read until the body is complete: chromedriver may keep the connection open despite `Connection: close`.
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !isComplete(reply) {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw Failure(description: "recv: \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            reply.append(contentsOf: buffer[0..<n])
        }
        guard let split = reply.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "\(url): no HTTP reply") }
        let body = reply[split.upperBound...]
        return isChunked(reply[..<split.lowerBound]) ? unchunked(Data(body)) : Data(body)
    }

    private static func header(_ head: Data) -> String { String(decoding: head, as: UTF8.self).lowercased() }
    private static func isChunked(_ head: Data) -> Bool { header(head).contains("transfer-encoding: chunked") }

    /// The whole reply is in: its headers and `Content-Length` bytes, or a chunked body's last chunk.
    private static func isComplete(_ reply: Data) -> Bool {
        guard let split = reply.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = reply[..<split.lowerBound], bodyCount = reply.count - split.upperBound
        if isChunked(head) { return reply.suffix(5) == Data("0\r\n\r\n".utf8) }
        guard let line = header(head).split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return bodyCount >= length
    }

    /// A chunked body's chunks, joined.
    static func unchunked(_ data: Data) -> Data {
        var out = Data(), rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self).split(separator: ";")[0], radix: 16), size > 0 {
            let start = line.upperBound
            out += rest[start..<start + size]
            rest = rest[(start + size + 2)...]
        }
        return out
    }
}
