import HeadlessUI
import XCTest

/// UIKit's system and element colours exist under UIKit's names and resolve to UIKit's light-appearance
/// values (Apple's Human Interface Guidelines colour tables, iOS 15 and later).
@MainActor
final class UIColorSystemColorsTests: XCTestCase {
    private struct Row {
        let name: String
        let color: UIColor
        let rgba: (Int, Int, Int, CGFloat)
    }

    func test_systemAndElementColours_haveUIKitsLightValues() async {
        let rows: [Row] = [
            Row(name: "systemBlue", color: .systemBlue, rgba: (0, 122, 255, 1)),
            Row(name: "systemRed", color: .systemRed, rgba: (255, 59, 48, 1)),
            Row(name: "systemGreen", color: .systemGreen, rgba: (52, 199, 89, 1)),
            Row(name: "systemOrange", color: .systemOrange, rgba: (255, 149, 0, 1)),
            Row(name: "systemYellow", color: .systemYellow, rgba: (255, 204, 0, 1)),
            Row(name: "systemPink", color: .systemPink, rgba: (255, 45, 85, 1)),
            Row(name: "systemPurple", color: .systemPurple, rgba: (175, 82, 222, 1)),
            Row(name: "systemIndigo", color: .systemIndigo, rgba: (88, 86, 214, 1)),
            Row(name: "systemTeal", color: .systemTeal, rgba: (48, 176, 199, 1)),
            Row(name: "systemCyan", color: .systemCyan, rgba: (50, 173, 230, 1)),
            Row(name: "systemMint", color: .systemMint, rgba: (0, 199, 190, 1)),
            Row(name: "systemBrown", color: .systemBrown, rgba: (162, 132, 94, 1)),
            Row(name: "systemGray", color: .systemGray, rgba: (142, 142, 147, 1)),
            Row(name: "systemGray2", color: .systemGray2, rgba: (174, 174, 178, 1)),
            Row(name: "systemGray3", color: .systemGray3, rgba: (199, 199, 204, 1)),
            Row(name: "systemGray4", color: .systemGray4, rgba: (209, 209, 214, 1)),
            Row(name: "systemGray5", color: .systemGray5, rgba: (229, 229, 234, 1)),
            Row(name: "systemGray6", color: .systemGray6, rgba: (242, 242, 247, 1)),
            Row(name: "label", color: .label, rgba: (0, 0, 0, 1)),
            Row(name: "secondaryLabel", color: .secondaryLabel, rgba: (60, 60, 67, 0.6)),
            Row(name: "tertiaryLabel", color: .tertiaryLabel, rgba: (60, 60, 67, 0.3)),
            Row(name: "quaternaryLabel", color: .quaternaryLabel, rgba: (60, 60, 67, 0.18)),
            Row(name: "placeholderText", color: .placeholderText, rgba: (60, 60, 67, 0.3)),
            Row(name: "link", color: .link, rgba: (0, 122, 255, 1)),
            Row(name: "systemFill", color: .systemFill, rgba: (120, 120, 128, 0.2)),
            Row(name: "secondarySystemFill", color: .secondarySystemFill, rgba: (120, 120, 128, 0.16)),
            Row(name: "tertiarySystemFill", color: .tertiarySystemFill, rgba: (118, 118, 128, 0.12)),
            Row(name: "quaternarySystemFill", color: .quaternarySystemFill, rgba: (116, 116, 128, 0.08)),
            Row(name: "systemBackground", color: .systemBackground, rgba: (255, 255, 255, 1)),
            Row(name: "secondarySystemBackground", color: .secondarySystemBackground, rgba: (242, 242, 247, 1)),
            Row(name: "tertiarySystemBackground", color: .tertiarySystemBackground, rgba: (255, 255, 255, 1)),
            Row(name: "systemGroupedBackground", color: .systemGroupedBackground, rgba: (242, 242, 247, 1)),
            Row(name: "secondarySystemGroupedBackground", color: .secondarySystemGroupedBackground, rgba: (255, 255, 255, 1)),
            Row(name: "tertiarySystemGroupedBackground", color: .tertiarySystemGroupedBackground, rgba: (242, 242, 247, 1)),
            Row(name: "separator", color: .separator, rgba: (60, 60, 67, 0.29)),
            Row(name: "opaqueSeparator", color: .opaqueSeparator, rgba: (198, 198, 200, 1)),
            Row(name: "darkText", color: .darkText, rgba: (0, 0, 0, 1)),
            Row(name: "lightText", color: .lightText, rgba: (255, 255, 255, 0.6)),
            Row(name: "cyan", color: .cyan, rgba: (0, 255, 255, 1)),
            Row(name: "magenta", color: .magenta, rgba: (255, 0, 255, 1)),
        ]
        for row in rows {
            var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
            XCTAssertTrue(row.color.getRed(&red, green: &green, blue: &blue, alpha: &alpha), row.name)
            XCTAssertEqual(Int((red * 255).rounded()), row.rgba.0, "\(row.name) red")
            XCTAssertEqual(Int((green * 255).rounded()), row.rgba.1, "\(row.name) green")
            XCTAssertEqual(Int((blue * 255).rounded()), row.rgba.2, "\(row.name) blue")
            XCTAssertEqual(alpha, row.rgba.3, accuracy: 1e-9, "\(row.name) alpha")
        }
    }

    func test_plainColours_purpleAndBrown_areUIKitsComponents() async {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor.purple.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [0.5, 0, 0.5, 1])
        XCTAssertTrue(UIColor.brown.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [0.6, 0.4, 0.2, 1])
    }
}
