import Foundation

extension CGColor: _ExpressibleByColorLiteral {
    /// Creates the colour an Xcode colour literal names where a `CGColor` is expected
    /// (`layer.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)`), as on iOS.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
