import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `selectedSegmentTintColor` and title text attributes are drawn, as on iOS 13+.
@MainActor
final class UISegmentedControlStylingTests: HeadlessTestCase {
    private func control() -> UISegmentedControl {
        let control = place(UISegmentedControl(items: ["Day", "Week"]), frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        control.selectedSegmentIndex = 0
        return control
    }

    /// The colours found in `rect` of the control's image (scale 1), as RGB triples.
    private func colors(in control: UISegmentedControl, rect: CGRect) -> Set<[Int]> {
        let image = control.snapshotImage(scale: 1)
        var found = Set<[Int]>()
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if let pixel = image.pixel(x: x, y: y) { found.insert([Int(pixel.red), Int(pixel.green), Int(pixel.blue)]) }
            }
        }
        return found
    }

    func test_selectedSegmentTintColor_paintsTheSelectedPill() async {
        let control = control()
        XCTAssertTrue(colors(in: control, rect: CGRect(x: 8, y: 14, width: 4, height: 4)).contains([255, 255, 255]), "white by default")
        control.selectedSegmentTintColor = .systemRed
        let pill = colors(in: control, rect: CGRect(x: 8, y: 14, width: 4, height: 4))
        XCTAssertEqual(pill.count, 1, "\(pill)")
        XCTAssertEqual(pill.first?[0], 255)
        XCTAssertLessThan(pill.first?[1] ?? 255, 80)
        XCTAssertEqual(control.selectedSegmentTintColor, .systemRed)
    }

    func test_titleTextAttributes_colourTheTitlesPerState() async {
        let control = control()
        control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.green], for: .selected)
        let unselected = colors(in: control, rect: CGRect(x: 100, y: 4, width: 100, height: 24))
        let selected = colors(in: control, rect: CGRect(x: 0, y: 4, width: 100, height: 24))
        XCTAssertTrue(unselected.contains([0, 0, 255]), "the unselected title is drawn in .normal's colour")
        XCTAssertTrue(selected.contains([0, 255, 0]), "the selected title in .selected's colour")
        XCTAssertFalse(selected.contains([0, 0, 255]))
        XCTAssertEqual(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .blue)
        control.setTitleTextAttributes(nil, for: .selected)
        XCTAssertTrue(colors(in: control, rect: CGRect(x: 0, y: 4, width: 100, height: 24)).contains([0, 0, 255]), "falls back to .normal")
    }
}
