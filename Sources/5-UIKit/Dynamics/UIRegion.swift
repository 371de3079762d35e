import Foundation

/// Where a field acts (Apple, `UIRegion`): a disc of a radius or a
/// rectangle of a size, both centred on the field's `position`; the
/// infinite region (a field's default); and their inverses, unions,
/// differences and intersections. Points are asked about relative to the
/// field's position.
open class UIRegion: NSObject, NSCopying {
    private indirect enum Shape {
        case everywhere
        case disc(radius: CGFloat)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .everywhere: return true
            case .disc(let r): return p.x * p.x + p.y * p.y <= r * r
            case .rectangle(let s): return abs(p.x) <= s.width / 2 && abs(p.y) <= s.height / 2
            case .inverse(let a): return !a.contains(p)
            case let .union(a, b): return a.contains(p) || b.contains(p)
            case let .difference(a, b): return a.contains(p) && !b.contains(p)
            case let .intersection(a, b): return a.contains(p) && b.contains(p)
            }
        }
    }

    private let shape: Shape
    private init(shape: Shape) { self.shape = shape }

    /// The region that contains every point.
    public static var infinite: UIRegion { UIRegion(shape: .everywhere) }

    /// A disc of `radius` points about the field's position.
    public convenience init(radius: CGFloat) { self.init(shape: .disc(radius: radius)) }

    /// A rectangle of `size` centred on the field's position.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(size: size)) }

    /// Every point this region does not contain.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    /// The points of either region.
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    /// The points of this region that are not in `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    /// The points of both regions.
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether the point (relative to the field's position) is in the region.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    /// Regions cannot change: a copy is the region itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
