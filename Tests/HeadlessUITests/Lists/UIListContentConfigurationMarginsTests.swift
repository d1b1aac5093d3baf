import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIListContentConfigurationMarginsTests: HeadlessTestCase {
    private func contentView(margins: NSDirectionalEdgeInsets?) -> (UIView, UILabel?) {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Hello"
        if let margins { configuration.directionalLayoutMargins = margins }
        let view = configuration.makeContentView()
        let height = view.sizeThatFits(CGSize(width: 320, height: 1_000)).height
        place(view, frame: CGRect(x: 0, y: 100, width: 320, height: height))
        view.layoutIfNeeded()
        return (view, view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Hello" })
    }

    func test_directionalLayoutMargins_defaultToATableCellsPadding() async {
        XCTAssertEqual(
            UIListContentConfiguration.cell().directionalLayoutMargins,
            NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        )
        let (view, label) = contentView(margins: nil)
        XCTAssertEqual(label?.frame.minX, 16)
        XCTAssertEqual(view.bounds.height, (label?.frame.height ?? 0) + 22)
    }

    func test_directionalLayoutMargins_placeTheTextAndSizeTheContent() async {
        let (zeroView, zeroLabel) = contentView(margins: .zero)
        XCTAssertEqual(zeroLabel?.frame.minX, 0)
        XCTAssertEqual(zeroLabel?.frame.minY, 0)
        XCTAssertEqual(zeroView.bounds.height, zeroLabel?.frame.height, "with no margins the content is as tall as the text")
        let (view, label) = contentView(margins: NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 4, trailing: 40))
        XCTAssertEqual(label?.frame.minX, 30)
        XCTAssertEqual(label?.frame.minY, 20)
        XCTAssertEqual(label?.frame.width, 320 - 30 - 40)
        XCTAssertEqual(view.bounds.height, (label?.frame.height ?? 0) + 24)
    }
}
