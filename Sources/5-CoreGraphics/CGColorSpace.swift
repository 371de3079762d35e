import Foundation

/// A colour space. Every colour here is sRGB (or grey, its neutral axis) and
/// every bitmap 8-bit premultiplied ARGB, as Cairo's image surfaces hold it;
/// the type exists so iOS code that names a space (`CGColorSpaceCreateDeviceRGB()`) compiles and means the same.
public final class CGColorSpace: Sendable {
    /// The space's name (`CGColorSpace.sRGB`, `CGColorSpace.genericGrayGamma2_2`).
    public let name: String?
    /// 3 for an RGB space, 1 for a grey one.
    public let numberOfComponents: Int

    /// Makes the colour space with the given name; nil for a name this Core Graphics does not know.
    public init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3, CGColorSpace.deviceRGB:
            numberOfComponents = 3
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray, CGColorSpace.deviceGray:
            numberOfComponents = 1
        default: return nil
        }
        self.name = name
    }

    /// sRGB.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended sRGB (components may leave 0…1).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Display P3, drawn as sRGB here.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended grey.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    static let deviceRGB = "kCGColorSpaceDeviceRGB"
    static let deviceGray = "kCGColorSpaceDeviceGray"
}

/// The device RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB)! }
/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceGray)! }

/// How a bitmap stores alpha. Every bitmap here is premultiplied first (Cairo's ARGB32);
/// the values exist so `CGContext(data:…bitmapInfo:)` calls written for iOS compile.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// RGBA, colours premultiplied by alpha.
    case premultipliedLast
    /// ARGB, colours premultiplied by alpha.
    case premultipliedFirst
    /// RGBA, not premultiplied (stored premultiplied here).
    case last
    /// ARGB, not premultiplied (stored premultiplied here).
    case first
    /// RGBX: the fourth byte ignored.
    case noneSkipLast
    /// XRGB: the first byte ignored.
    case noneSkipFirst
    /// Alpha only.
    case alphaOnly
}

/// A bitmap's layout flags (`CGImageAlphaInfo.premultipliedLast.rawValue` is what iOS code passes).
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The flags' bits.
    public let rawValue: UInt32
    /// Makes the flags from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The alpha-info bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// 32-bit little-endian pixels.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit big-endian pixels.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
