import Foundation

/// One length of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`: a fraction
/// of the container's width or height, an absolute number of points, or an estimate the cell's own
/// size replaces once it is measured.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimate in points, replaced by the measured size of the cell.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in points within a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = container.width * dimension
        case .fractionalHeight: value = container.height * dimension
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? Swift.max(0, value) : 0
    }
}

/// The width and height of a compositional layout element, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of the given width and height dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in points within a container of `container` size.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between the items of a group, as UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible
/// (at least the given points, leftover space spread evenly between the items).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points (the least spacing when flexible).
    public let spacing: CGFloat
    /// Whether the spacing is fixed.
    public let isFixedSpacing: Bool
    /// Whether the spacing grows to fill the group.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite ? Swift.max(0, spacing) : 0
        isFixedSpacing = fixed
        super.init()
    }

    /// Exactly `fixedSpacing` points between items.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }

    /// At least `flexibleSpacing` points between items; leftover space is spread between them.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }
}
