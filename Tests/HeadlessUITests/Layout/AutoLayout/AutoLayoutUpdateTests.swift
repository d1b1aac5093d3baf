import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Changing constraints after the first layout: constants, animation, activation, hierarchy changes,
/// `updateConstraints()`, and the ambiguity query.
@MainActor
final class AutoLayoutUpdateTests: HeadlessTestCase {
    private var parent: UIView!
    private var box: UIView!
    private var leading: NSLayoutConstraint!

    override func setUp() async throws {
        try await super.setUp()
        parent = place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(box)
        leading = box.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        await app.runLoop.runFrames(1)
    }

    func test_constantChange_movesTheFrameInTheNextPass() async {
        XCTAssertEqual(box.frame.minX, 10)
        leading.constant = 120
        XCTAssertEqual(box.frame.minX, 10, "frames change in the layout pass")
        await app.runLoop.runFrames(1)
        XCTAssertEqual(box.frame, CGRect(x: 120, y: 10, width: 50, height: 50))
    }

    func test_constantChange_insideAnAnimationBlockAnimatesTheFrame() async {
        leading.constant = 210
        UIView.animate(withDuration: 1) { self.parent.layoutIfNeeded() }
        XCTAssertEqual(box.frame.minX, 210, "the model frame is final at once")
        await app.runLoop.run(for: 0.5)
        let presented = box.layer.presentation()!.frame.minX
        XCTAssertGreaterThan(presented, 10)
        XCTAssertLessThan(presented, 210, "mid-animation the presentation frame is between old and new")
        await app.runLoop.run(for: 0.6)
        XCTAssertEqual(box.layer.presentation()!.frame.minX, 210)
    }

    func test_deactivateAndActivate_switchBetweenLayouts() async {
        let trailing = box.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10)
        leading.isActive = false
        trailing.isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 240)
        XCTAssertTrue(trailing.isActive)
        XCTAssertFalse(leading.isActive)
        XCTAssertTrue(parent.constraints.contains { $0 === trailing }, "installed on the common ancestor")
    }

    func test_removingAView_deactivatesItsConstraintsToTheOutside() async {
        box.removeFromSuperview()
        XCTAssertFalse(leading.isActive)
        XCTAssertTrue(parent.constraints.isEmpty)
        XCTAssertEqual(box.constraints.count, 2, "its own width and height stay")
    }

    func test_movingTheParent_keepsInternalConstraints() async {
        let other = place(UIView(), frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        other.addSubview(parent)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        leading.constant = 30
        other.layoutIfNeeded()
        XCTAssertTrue(leading.isActive)
        XCTAssertEqual(box.frame.minX, 30)
    }

    func test_priorityChange_reordersOptionalConstraints() async {
        let wish = box.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = .defaultLow
        wish.isActive = true
        let other = box.widthAnchor.constraint(equalToConstant: 80)
        other.priority = .defaultLow + 1
        other.isActive = true
        box.constraints.first { $0.firstAttribute == .width && $0.constant == 50 }?.isActive = false
        parent.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 80)
        wish.priority = .defaultHigh
        parent.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
    }

    func test_updateConstraints_runsBeforeTheLayoutPass() async {
        final class SizingView: UIView {
            var requestedWidth: CGFloat = 30
            var calls = 0
            lazy var width = widthAnchor.constraint(equalToConstant: requestedWidth)
            override func updateConstraints() {
                calls += 1
                width.constant = requestedWidth
                width.isActive = true
                super.updateConstraints()
            }
        }
        let view = SizingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        view.requestedWidth = 70
        view.setNeedsUpdateConstraints()
        XCTAssertTrue(view.needsUpdateConstraints())
        await app.runLoop.runFrames(1)
        XCTAssertEqual(view.calls, 1)
        XCTAssertFalse(view.needsUpdateConstraints())
        XCTAssertEqual(view.frame.width, 70)
    }

    func test_hasAmbiguousLayout_reportsAViewWithoutAPosition() async {
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(loose)
        NSLayoutConstraint.activate([
            loose.widthAnchor.constraint(equalToConstant: 10),
            loose.heightAnchor.constraint(equalToConstant: 10),
            loose.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        XCTAssertTrue(loose.hasAmbiguousLayout, "no horizontal position")
        XCTAssertFalse(box.hasAmbiguousLayout)
        loose.leadingAnchor.constraint(equalTo: box.trailingAnchor).isActive = true
        XCTAssertFalse(loose.hasAmbiguousLayout)
    }

    func test_constraintsAffectingLayout_listsTheAxisConstraintsOfTheView() async {
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        XCTAssertEqual(horizontal.map(\.firstAttribute), [.leading, .width])
        XCTAssertTrue(horizontal.first === leading)
        XCTAssertEqual(box.constraintsAffectingLayout(for: .vertical).map(\.firstAttribute), [.top, .height])
    }

    func test_description_readsLikeUIKit() async {
        leading.identifier = "box-leading"
        box.accessibilityIdentifier = "box"
        XCTAssertEqual(leading.description, "<NSLayoutConstraint 'box-leading' UIView 'box'.leading == UIView.leading + 10   (active)>")
        XCTAssertEqual(leading.firstItem as? UIView, box)
        XCTAssertEqual(leading.secondItem as? UIView, parent)
        XCTAssertEqual(leading.firstAttribute, .leading)
        XCTAssertEqual(leading.relation, .equal)
        XCTAssertEqual(leading.multiplier, 1)
    }
}
