import Foundation

extension UIColor {
    /// The colour as a `CGColor` (sRGB, four components), as UIKit's `cgColor`.
    ///
    /// A dynamic colour resolves through ``resolvedForCGColor()`` first.
    public var cgColor: CGColor {
        let resolved = resolvedForCGColor()
        return CGColor(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// A colour with the components of `cgColor` (a grey gives equal red, green and blue).
    public convenience init(cgColor: CGColor) {
        let value = cgColor.rgba
        self.init(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }

    /// The single place where `cgColor` picks the concrete colour of a dynamic colour.
    ///
    /// UIKit resolves a dynamic colour's `cgColor` with `UITraitCollection.current`, and so does
    /// HeadlessUI (the renderer makes the drawn view's traits current).
    func resolvedForCGColor() -> UIColor {
        resolvedColor(with: UITraitCollection.current)
    }
}
