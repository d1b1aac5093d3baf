import Foundation
import HeadlessUI
import Kass
import XCTest

extension KassScreen {
    /// How strongly the light text of the element `identifier` shows over its background, read from
    /// the screen: 1 for opaque white text, 0.5 for white at half strength (a disabled button's
    /// dimmed title), 0 when nothing lighter than the background is drawn. Nil when the element is
    /// not on screen or its background is already white. `inset` leaves out the rounded corners.
    func lightInkStrength(_ identifier: String, inset: CGFloat = 0) -> Double? {
        guard let frame = identifiedFrames()[identifier]?.insetBy(dx: inset, dy: inset).integral,
              frame.width > 0, frame.height > 0 else { return nil }
        let image = UIScreen.main.screenshot(in: frame, includesStatusBar: false)
        let bytes = image.rgbaBytes
        var counts: [UInt32: Int] = [:]
        for index in stride(from: 0, to: bytes.count, by: 4) {
            counts[UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]), default: 0] += 1
        }
        guard let mode = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        let background = [Double(mode >> 16 & 0xFF), Double(mode >> 8 & 0xFF), Double(mode & 0xFF)]
        guard background.allSatisfy({ $0 < 235 }) else { return nil }
        var strongest = 0.0
        for index in stride(from: 0, to: bytes.count, by: 4) {
            let lift = (0..<3).map { (Double(bytes[index + $0]) - background[$0]) / (255 - background[$0]) }
            strongest = max(strongest, lift.min() ?? 0)
        }
        return strongest
    }

    /// Checks that the title of the button `identifier` is drawn dimmed, as a disabled button's: white
    /// at about half strength over its background (not full white, not dark, not missing).
    func assertTitleDimmed(_ identifier: String, inset: CGFloat = 12, file: StaticString = #filePath, line: UInt = #line) {
        guard let strength = lightInkStrength(identifier, inset: inset) else {
            return XCTFail("dimmed title: '\(identifier)' is not on screen on a coloured background", file: file, line: line)
        }
        if !(0.35...0.65).contains(strength) {
            XCTFail(
                "dimmed title: '\(identifier)' draws its title at \(Int(strength * 100)) % white, expected about 50 % (dimmed)",
                file: file, line: line
            )
        }
    }
}
