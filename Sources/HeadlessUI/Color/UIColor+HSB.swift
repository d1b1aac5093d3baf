import Foundation

extension UIColor {
    /// A colour from hue, saturation and brightness (HSB, all 0...1), as UIKit's
    /// `init(hue:saturation:brightness:alpha:)`; stored as its sRGB components.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the colour as hue, saturation, brightness and alpha (resolved under
    /// ``UITraitCollection/current``), as UIKit's `getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let maximum = Swift.max(red, green, blue)
        let delta = maximum - Swift.min(red, green, blue)
        brightness = maximum
        saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else {
            hue = 0
            return true
        }
        var sector: CGFloat
        if maximum == red {
            sector = (green - blue) / delta
        } else if maximum == green {
            sector = 2 + (blue - red) / delta
        } else {
            sector = 4 + (red - green) / delta
        }
        if sector < 0 { sector += 6 }
        hue = sector / 6
        return true
    }

    /// Reads the colour as a grey level and alpha, as UIKit's `getWhite(_:alpha:)` (the mean of the
    /// components; UIKit converts only colours that are greys).
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        white = (red + green + blue) / 3
        return true
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let wrapped = hue - hue.rounded(.down)
        let sector = wrapped * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, rising, low)
        case 1: return (falling, brightness, low)
        case 2: return (low, brightness, rising)
        case 3: return (low, falling, brightness)
        case 4: return (rising, low, brightness)
        default: return (brightness, low, falling)
        }
    }
}
