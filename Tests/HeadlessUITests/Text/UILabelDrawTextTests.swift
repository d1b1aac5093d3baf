import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UILabelDrawTextTests: HeadlessTestCase {
    private final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: insets))
        }
    }

    private func inkColumns(of label: UILabel) -> [Int] {
        label.backgroundColor = .white
        label.textColor = .black
        label.font = .systemFont(ofSize: 40)
        label.text = "██"
        let image = label.snapshotImage(scale: 1)
        return (0..<200).filter { x in (0..<60).contains { y in (image.pixel(x: x, y: y)?.red ?? 255) < 100 } }
    }

    func test_drawTextOverride_drawsWhereTheSubclassAsks() async {
        let plain = inkColumns(of: place(UILabel(), frame: CGRect(x: 0, y: 100, width: 200, height: 60)))
        let padded = inkColumns(of: place(PaddedLabel(), frame: CGRect(x: 0, y: 200, width: 200, height: 60)))
        XCTAssertEqual(plain.first ?? -1, 0, accuracy: 5, "a plain label draws from its leading edge")
        XCTAssertEqual(padded.first ?? -1, 100, accuracy: 5, "the padded label draws 100 pt in")
        XCTAssertEqual((padded.last ?? 0) - (padded.first ?? 0), (plain.last ?? 0) - (plain.first ?? 0), accuracy: 2, "same text width")
    }

    func test_drawText_outsideRendering_drawsIntoTheCurrentContext() async {
        let label = UILabel()
        label.text = "██"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .red
        let format = UIGraphicsImageRendererFormat(scale: 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30), format: format).image { _ in
            label.drawText(in: CGRect(x: 40, y: 0, width: 60, height: 30))
        }
        XCTAssertEqual(image.pixel(x: 20, y: 15)?.alpha, 0, "nothing left of the rectangle")
        XCTAssertEqual(image.pixel(x: 46, y: 15)?.red, 255, "red text inside it")
        XCTAssertEqual(image.pixel(x: 46, y: 15)?.alpha, 255)
    }
}
