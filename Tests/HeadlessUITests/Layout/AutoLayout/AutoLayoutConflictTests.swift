import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Unsatisfiable constraints are broken with UIKit's log message; misuse is reported.
@MainActor
final class AutoLayoutConflictTests: HeadlessTestCase {
    func test_conflictingRequiredConstraints_breakTheNewOneAndLogTheList() async {
        let parent = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "width-100"
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "width-200"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            box.topAnchor.constraint(equalTo: parent.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            first,
        ])
        second.isActive = true
        let issues = expectRuntimeIssues(count: 1)
        let message = issues.first.map { "\($0)" } ?? ""
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."), message)
        XCTAssertTrue(message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        XCTAssertTrue(message.contains("'width-100'"), message)
        XCTAssertTrue(message.contains("'width-200'"), message)
        XCTAssertFalse(message.contains("translatesAutoresizingMaskIntoConstraints"), "no autoresizing constraint takes part")
        XCTAssertTrue(
            message.contains(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'width-200' UIView.width == 200   (active)>"
            ),
            message
        )
        parent.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100, "the broken constraint does not take part")
        XCTAssertTrue(second.isActive, "a broken constraint stays active, as in UIKit")
    }

    func test_constantChangeIntoAConflict_breaksThatConstraint() async {
        let parent = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(box)
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        width.identifier = "growing"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: parent.leadingAnchor), box.topAnchor.constraint(equalTo: parent.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), cap, width,
        ])
        width.constant = 150
        let message = expectRuntimeIssues(count: 1).first.map { "\($0)" } ?? ""
        XCTAssertTrue(message.contains("breaking constraint \n<NSLayoutConstraint 'growing'"), message)
    }

    func test_conflictWithAutoresizingConstraints_mentionsTheNote() async {
        let parent = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        parent.addSubview(fixed)
        let width = fixed.widthAnchor.constraint(equalToConstant: 60)
        width.identifier = "forgot-translates"
        width.isActive = true
        let message = expectRuntimeIssues(count: 1).first.map { "\($0)" } ?? ""
        XCTAssertTrue(message.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--&"), message)
        XCTAssertTrue(message.contains("translatesAutoresizingMaskIntoConstraints"), message)
        parent.layoutIfNeeded()
        XCTAssertEqual(fixed.frame.width, 100)
    }

    func test_itemsWithoutCommonAncestor_areReportedAndNotActivated() async {
        let inWindow = place(UIView(), frame: .zero)
        let detached = UIView()
        let constraint = inWindow.leadingAnchor.constraint(equalTo: detached.leadingAnchor)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        let message = expectRuntimeIssues(count: 1).first.map { "\($0)" } ?? ""
        XCTAssertTrue(message.contains("no common ancestor"), message)
    }

    func test_locationEqualToAConstant_isReported() async {
        let view = place(UIView(), frame: .zero)
        let constraint = NSLayoutConstraint(
            item: view, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10
        )
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        expectRuntimeIssues(count: 2)
    }

    func test_priorityChangeAcrossRequiredOnAnActiveConstraint_isReportedAndIgnored() async {
        let view = place(UIView(), frame: .zero)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultHigh
        width.isActive = true
        width.priority = .required
        XCTAssertEqual(width.priority, .defaultHigh)
        expectRuntimeIssues(count: 1)
    }
}
