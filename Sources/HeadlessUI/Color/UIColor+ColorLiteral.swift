import Foundation

extension UIColor: _ExpressibleByColorLiteral {
    /// Creates the colour an Xcode colour literal names: `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`
    /// is `UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)`, as in UIKit.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
