import Foundation

extension UIImage {
    /// The point size of every system-symbol placeholder: a 17 pt symbol (UIKit's default body
    /// size) drawn in a square canvas (HeadlessUI choice: real symbols vary in width).
    public static let systemSymbolPointSize: CGFloat = 17

    /// The system symbol names HeadlessUI can draw, sorted.
    public static var availableSystemSymbolNames: [String] { SystemSymbols.glyphs.keys.sorted() }

    /// A system symbol image (SF Symbols), as UIKit's `UIImage(systemName:)`, or `nil` for a name
    /// HeadlessUI does not know (UIKit returns nil for unknown names too).
    ///
    /// The image is a deterministic placeholder: a simple glyph-like shape in opaque black on
    /// transparent pixels, ``systemSymbolPointSize`` points square at the screen's scale, in
    /// `.automatic` rendering mode (drawn as a template, so image views tint it). Its
    /// accessibility label is the name with dots read as spaces (`"star.fill"` → `"star fill"`;
    /// UIKit's own per-symbol descriptions are not public). Callable from any thread, as in UIKit.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image drawn with `configuration`, as UIKit's
    /// `UIImage(systemName:withConfiguration:)`: the placeholder's side follows the configuration's
    /// point size and scale (see ``SymbolConfiguration``).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let glyph = SystemSymbols.glyphs[name] else { return nil }
        let symbolConfiguration = configuration as? SymbolConfiguration
        let scale = ImageLookupContext.screenScale
        let pointSide = symbolConfiguration?.placeholderSide ?? UIImage.systemSymbolPointSize
        let side = Swift.max(1, Int((pointSide * scale).rounded()))
        let sideInPoints = CGFloat(side) / scale
        let bytes = SystemSymbols.bitmap(named: name, glyph: glyph, side: side)
        let drawingColor = symbolConfiguration?.drawingColor
        self.init(
            size: CGSize(width: sideInPoints, height: sideInPoints), scale: scale,
            pixelWidth: side, pixelHeight: side, bytes: bytes, renderingMode: drawingColor == nil ? .automatic : .alwaysOriginal,
            tintColor: drawingColor, symbolName: name, accessibilityLabel: name.replacingOccurrences(of: ".", with: " "),
            symbolConfiguration: symbolConfiguration
        )
    }

    /// The same symbol drawn with `configuration` applied over its own, as UIKit's
    /// `withConfiguration(_:)`; bitmaps come back unchanged.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbolName, let added = configuration as? SymbolConfiguration else { return self }
        let merged = symbolConfiguration?.applying(added) ?? added
        guard let image = UIImage(systemName: symbolName, withConfiguration: merged) else { return self }
        return image.keepingLook(of: self, configuredColor: merged.drawingColor)
    }

    /// The same symbol with `configuration` applied over its own, as UIKit's
    /// `applyingSymbolConfiguration(_:)`; nil for bitmaps (UIKit returns nil for non-symbol images).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// This image with `other`'s rendering mode, tint and label, unless the configuration brings
    /// its own colour.
    private func keepingLook(of other: UIImage, configuredColor: UIColor?) -> UIImage {
        let keepsOwnColor = configuredColor == nil
        let image = UIImage(
            size: size, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytes: rgbaBytes,
            renderingMode: keepsOwnColor ? other.renderingMode : renderingMode,
            tintColor: keepsOwnColor ? other.tintColor : tintColor,
            symbolName: symbolName, accessibilityLabel: other.accessibilityLabel, symbolConfiguration: symbolConfiguration
        )
        return image
    }
}

/// The placeholder glyphs of ``UIImage/init(systemName:)`` and a cache of their bitmaps (behind a
/// lock: symbols are made on any thread).
enum SystemSymbols {
    private nonisolated(unsafe) static var cache: [String: [UInt8]] = [:]
    private static let cacheLock = NSLock()

    static func bitmap(named name: String, glyph: SymbolGlyph, side: Int) -> [UInt8] {
        let key = "\(name)@\(side)"
        cacheLock.lock()
        let cached = cache[key]
        cacheLock.unlock()
        if let cached { return cached }
        let bytes = glyph.rasterize(pixelWidth: side, pixelHeight: side)
        cacheLock.lock()
        cache[key] = bytes
        cacheLock.unlock()
        return bytes
    }

    private static func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static let star: SymbolGlyph = {
        var points: [CGPoint] = []
        for index in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * CGFloat.pi / 5
            let radius: CGFloat = index.isMultiple(of: 2) ? 0.47 : 0.2
            points.append(point(0.5 + radius * cos(angle), 0.53 + radius * sin(angle)))
        }
        return .polygon(points)
    }()

    private static let heart = SymbolGlyph.union([
        .disc(point(0.3, 0.35), 0.21), .disc(point(0.7, 0.35), 0.21),
        .polygon([point(0.1, 0.42), point(0.9, 0.42), point(0.5, 0.88)]),
    ])

    private static let bell = SymbolGlyph.union([
        SymbolGlyph.disc(point(0.5, 0.42), 0.28).intersecting(.polygon([point(0, 0), point(1, 0), point(1, 0.42), point(0, 0.42)])),
        .polygon([point(0.22, 0.42), point(0.78, 0.42), point(0.88, 0.72), point(0.12, 0.72)]),
        .disc(point(0.5, 0.84), 0.08),
    ])

    private static let gear: SymbolGlyph = {
        let teeth = SymbolGlyph { point in
            let dx = point.x - 0.5, dy = point.y - 0.5
            let angle = atan2(dy, dx) + .pi
            let tooth = (angle * 8 / (2 * .pi)).truncatingRemainder(dividingBy: 1) < 0.5
            return hypot(dx, dy) <= 0.47 && tooth
        }
        return SymbolGlyph.union([teeth, .disc(point(0.5, 0.5), 0.36)]).subtracting(.disc(point(0.5, 0.5), 0.14))
    }()

    private static let chevronRight = SymbolGlyph.stroke([point(0.36, 0.15), point(0.68, 0.5), point(0.36, 0.85)], width: 0.11)
    private static let arrowRight = SymbolGlyph.union([
        .stroke([point(0.12, 0.5), point(0.86, 0.5)]), .stroke([point(0.55, 0.2), point(0.86, 0.5), point(0.55, 0.8)]),
    ])
    private static let lockBody = SymbolGlyph.roundedRect(CGRect(x: 0.18, y: 0.44, width: 0.64, height: 0.48), radius: 0.08)
    private static let shackle = SymbolGlyph.ring(point(0.5, 0.38), 0.2).intersecting(
        .polygon([point(0, 0), point(1, 0), point(1, 0.44), point(0, 0.44)])
    )

    /// The glyph of every known name.
    static let glyphs: [String: SymbolGlyph] = [
        "star": star.outlined(center: point(0.5, 0.53)),
        "star.fill": star,
        "heart": heart.outlined(),
        "heart.fill": heart,
        "gear": gear,
        "xmark": .union([.stroke([point(0.2, 0.2), point(0.8, 0.8)]), .stroke([point(0.8, 0.2), point(0.2, 0.8)])]),
        "checkmark": .stroke([point(0.15, 0.52), point(0.4, 0.78), point(0.86, 0.22)], width: 0.11),
        "chevron.right": chevronRight,
        "chevron.down": chevronRight.rotated(quarterTurns: 1),
        "chevron.left": chevronRight.rotated(quarterTurns: 2),
        "chevron.up": chevronRight.rotated(quarterTurns: 3),
        "arrow.right": arrowRight,
        "arrow.left": arrowRight.rotated(quarterTurns: 2),
        "plus": .union([.stroke([point(0.5, 0.12), point(0.5, 0.88)]), .stroke([point(0.12, 0.5), point(0.88, 0.5)])]),
        "minus": .stroke([point(0.12, 0.5), point(0.88, 0.5)]),
        "magnifyingglass": .union([.ring(point(0.42, 0.42), 0.27), .stroke([point(0.62, 0.62), point(0.88, 0.88)], width: 0.12)]),
        "person.crop.circle": .union([
            .ring(point(0.5, 0.5), 0.44),
            .disc(point(0.5, 0.38), 0.15),
            SymbolGlyph.disc(point(0.5, 0.9), 0.3).intersecting(.disc(point(0.5, 0.5), 0.44)),
        ]),
        "creditcard": .union([
            SymbolGlyph.roundedRect(CGRect(x: 0.05, y: 0.2, width: 0.9, height: 0.6), radius: 0.08)
                .subtracting(.roundedRect(CGRect(x: 0.14, y: 0.29, width: 0.72, height: 0.42), radius: 0.03)),
            .roundedRect(CGRect(x: 0.05, y: 0.33, width: 0.9, height: 0.1), radius: 0),
        ]),
        "arrow.up.arrow.down": .union([
            .stroke([point(0.32, 0.15), point(0.32, 0.85)]), .stroke([point(0.15, 0.32), point(0.32, 0.15), point(0.49, 0.32)]),
            .stroke([point(0.68, 0.15), point(0.68, 0.85)]), .stroke([point(0.51, 0.68), point(0.68, 0.85), point(0.85, 0.68)]),
        ]),
        "bell": bell.outlined(center: point(0.5, 0.55)),
        "bell.fill": bell,
        "lock": .union([lockBody.outlined(center: point(0.5, 0.68), inner: 0.7), shackle]),
        "lock.fill": .union([lockBody, shackle]),
        "ellipsis": .union([.disc(point(0.2, 0.5), 0.08), .disc(point(0.5, 0.5), 0.08), .disc(point(0.8, 0.5), 0.08)]),
        "circle": .ring(point(0.5, 0.5), 0.44),
        "circle.fill": .disc(point(0.5, 0.5), 0.47),
        "house": .union([
            .stroke([point(0.08, 0.5), point(0.5, 0.12), point(0.92, 0.5)]),
            .stroke([point(0.22, 0.45), point(0.22, 0.88), point(0.78, 0.88), point(0.78, 0.45)]),
        ]),
    ]
}
