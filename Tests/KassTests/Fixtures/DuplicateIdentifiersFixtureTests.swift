import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class DuplicateIdentifiersFixtureTests: KassFixtureTestCase {
    func test_delete_identifiesTwoVisibleButtons() async {
        start(DuplicateIdentifiersFixture())
        let deletes = views("duplicates.delete")
        XCTAssertEqual(deletes.count, 2)
        XCTAssertTrue(deletes.allSatisfy { $0 is UIButton && !$0.isHidden && app.screen.bounds.contains(screenFrame(of: $0)) })
        XCTAssertNotEqual(deletes.first.map(screenFrame(of:)), deletes.last.map(screenFrame(of:)))
    }

    func test_delete_eachButtonDeletesItsOwnRow() async {
        let fixture = start(DuplicateIdentifiersFixture())
        let deletes = views("duplicates.delete").sorted { screenFrame(of: $0).minY < screenFrame(of: $1).minY }
        guard deletes.count == 2 else { return XCTFail("expected two delete buttons") }
        fingers.tap(CGPoint(x: screenFrame(of: deletes[1]).midX, y: screenFrame(of: deletes[1]).midY))
        XCTAssertEqual(fixture.actions, ["delete Invoice B"])
        XCTAssertEqual(text("duplicates.status"), "Deleted Invoice B")
    }

    func test_save_identifierIsOnTheButtonAndOnItsOwnTitleLabel() async {
        start(DuplicateIdentifiersFixture())
        let matches = views("duplicates.save")
        XCTAssertEqual(matches.count, 2)
        guard let button = matches.first(where: { $0 is UIButton }) as? UIButton else { return XCTFail("no button") }
        XCTAssertTrue(button.titleLabel.map { matches.contains($0) } ?? false)
        XCTAssertTrue(button.isAccessibilityElement, "the button is one element; its label is inside it")
    }

    func test_save_tapOnTheTitleReachesTheButton() async {
        let fixture = start(DuplicateIdentifiersFixture())
        guard let label = views("duplicates.save").first(where: { $0 is UILabel }) else { return XCTFail("no label") }
        fingers.tap(CGPoint(x: screenFrame(of: label).midX, y: screenFrame(of: label).midY))
        XCTAssertEqual(fixture.actions, ["save"])
        XCTAssertEqual(text("duplicates.status"), "Saved")
    }
}
