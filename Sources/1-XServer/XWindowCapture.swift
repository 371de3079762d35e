import CX11

/// A window's pixels, read back from the server: what is actually on the
/// screen, for tests that check drawing by colour.
///
/// Reads with `XGetImage(ZPixmap)`, which on Xvfb's 24-bit screens returns
/// 32 bits per pixel with masks ff0000 / ff00 / ff (PlatformNotes). The
/// request fails with BadMatch if the window is unmapped or reaches past the
/// screen edge; that comes back as a thrown error, not Xlib's exit.
public struct XWindowCapture: Sendable {
    /// Width of the captured rectangle, in pixels.
    public let width: Int
    /// Height of the captured rectangle, in pixels.
    public let height: Int
    /// Row-major `0x00RRGGBB`.
    public let pixels: [UInt32]

    /// Captures the whole window.
    public init(window: XWindow) throws(XServerError) {
        try self.init(display: window.display, window: window.id, width: window.width, height: window.height)
    }

    /// Captures the `width`×`height` rectangle at the window's origin.
    public init(display: XDisplay, window: Window, width: Int, height: Int) throws(XServerError) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw .invalidArgument("capture size \(width)x\(height) is outside 1...32767")
        }
        let (captured, error) = XProtocolErrors.trap(display.handle) {
            XGetImage(display.handle, window, 0, 0, UInt32(width), UInt32(height), UInt.max /* AllPlanes */, ZPixmap)
        }
        defer { if let captured { _ = cx11_destroy_image(captured) } }
        if let error { throw error }
        guard let image = captured?.pointee, let data = image.data else {
            throw .protocolError(request: "X_GetImage", error: "no image returned", display: display.name)
        }
        guard image.bits_per_pixel == 32, image.red_mask == 0xff0000, image.green_mask == 0xff00,
              image.blue_mask == 0xff, image.byte_order == LSBFirst else {
            throw .unsupportedImageFormat(
                "\(image.bits_per_pixel) bpp, masks \(String(image.red_mask, radix: 16))/"
                + "\(String(image.green_mask, radix: 16))/\(String(image.blue_mask, radix: 16)), "
                + "byte order \(image.byte_order); expected 32 bpp xRGB, LSB first")
        }
        let stride = Int(image.bytes_per_line)
        let raw = UnsafeRawPointer(data)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                pixels[row * width + column] =
                    UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: row * stride + column * 4, as: UInt32.self)) & 0xFFFFFF
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at (`x`, `y`) in window coordinates.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        precondition((0..<width).contains(x) && (0..<height).contains(y),
                     "pixel (\(x), \(y)) is outside the \(width)x\(height) capture")
        let value = pixels[y * width + x]
        return (UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
    }
}
