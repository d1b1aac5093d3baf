import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UITableViewCellLayoutTests: HeadlessTestCase {
    func test_value1_putsDetailRightOfText() async {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        let text = cell.textLabel?.frame ?? .zero, detail = cell.detailTextLabel?.frame ?? .zero
        XCTAssertEqual(text.minX, 16, accuracy: 0.01)
        XCTAssertGreaterThan(detail.minX, text.minX)
        XCTAssertEqual(detail.maxX, 304, accuracy: 0.5)
        XCTAssertEqual(text.midY, 22, accuracy: 1)
    }

    func test_subtitle_stacksDetailBelowText() async {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        cell.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(cell.detailTextLabel?.frame.minY ?? 0, cell.textLabel?.frame.maxY ?? 1)
    }

    func test_defaultStyle_hasNoDetailLabel() async {
        XCTAssertNil(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel)
    }

    func test_accessory_narrowsContentView() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.width, 320 - UITableViewCell.standardAccessoryWidth)
    }

    func test_image_pushesTextRight() async throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.imageView?.image = try UIImage(size: CGSize(width: 24, height: 24), filledWith: .red)
        cell.textLabel?.text = "Photos"
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 10, width: 24, height: 24))
        XCTAssertEqual(cell.textLabel?.frame.minX ?? 0, 16 + 24 + 16, accuracy: 0.01)
        XCTAssertEqual(cell.accessibilityLabel, "Photos")
    }

    func test_value2_hasNoImageView() async {
        XCTAssertNil(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView)
    }

    func test_indexPathRowAndSection() async {
        let path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(Array(path), [1, 3])
    }
}
