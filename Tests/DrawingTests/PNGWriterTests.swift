import Foundation
import Testing
@testable import Drawing
@_spi(TouchLab) @testable import UIKit

@Suite("PNGWriter")
struct PNGWriterTests {
    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("drawing-tests-\(getpid())-\(name)").path
    }

    @Test("writes a valid PNG: the signature, and an IHDR with the surface's size")
    func validPNG() throws {
        let path = temporaryPath("valid.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter.render(width: 64, height: 32, to: path) { canvas in
            canvas.paint(RGBA(hex: 0x336699))
        }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == 64 && bigEndian(20) == 32)
    }

    @Test("a path in a missing directory is reported with the path and the reason")
    func badPath() throws {
        let path = "/nonexistent-touchlab-dir/frame.png"
        let image = try ImageSurface(width: 4, height: 4)
        do {
            try image.writePNG(to: path)
            Issue.record("writing to \(path) should fail")
        } catch let error as DrawingError {
            guard case let .pngWriteFailed(reportedPath, reason) = error else { Issue.record("\(error)"); return }
            #expect(reportedPath == path)
            #expect(error.description.contains("'\(path)'"))
            #expect(reason.contains("does not exist"), "\(reason)")
        }
        #expect(throws: DrawingError.self) { try PNGWriter.write(surface: image.surface, to: "") }
    }

    @Test("an impossible surface size is a clear error, not a crash")
    func badSize() {
        #expect(throws: DrawingError.surfaceCreationFailed(width: 0, height: 10, reason: "each side must be 1…32767 pixels")) {
            try ImageSurface(width: 0, height: 10)
        }
        #expect(throws: DrawingError.self) { try ImageSurface(width: 100_000, height: 10) }
    }

    @Test("a drawing error in the context is reported, not written")
    func drawingError() throws {
        let path = temporaryPath("broken.png")
        #expect(throws: DrawingError.self) {
            try PNGWriter.render(width: 8, height: 8, to: path) { canvas in
                canvas.restore()   // unbalanced: Cairo's "cairo_restore() without matching cairo_save()"
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
