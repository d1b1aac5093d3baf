import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Frames of common constraint layouts, applied by the layout pass.
@MainActor
final class AutoLayoutFrameTests: HeadlessTestCase {
    private func container() -> UIView {
        place(UIView(), frame: CGRect(x: 0, y: 100, width: 300, height: 400))
    }

    private func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func test_pinnedEdges_fillTheSuperviewInsetByTheConstants() async {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -30),
        ])
        XCTAssertEqual(child.frame, .zero, "frames wait for the layout pass")
        await app.runLoop.runFrames(1)
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 260, height: 360))
    }

    func test_centring_placesAFixedSizeViewInTheMiddle() async {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 100, y: 175, width: 100, height: 50))
    }

    func test_aspectRatioMultiplier_derivesHeightFromWidth() async {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 300)
        XCTAssertEqual(child.frame.height, 168.66666666666666, accuracy: 0.001, "300 × 9/16 = 168.75, rounded to the 3× pixel grid")
    }

    func test_greaterThanOrEqual_winsOverALowerPriorityWish() async {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
        ])
        let wish = child.widthAnchor.constraint(equalToConstant: 80)
        wish.priority = .defaultHigh
        wish.isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 120)
    }

    func test_lessThanOrEqual_capsTheWidth() async {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor, multiplier: 0.5),
        ])
        let wish = child.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultLow
        wish.isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 150)
    }

    func test_priorities_requiredBeats750Beats250() async {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
        ])
        let high = child.widthAnchor.constraint(equalToConstant: 150)
        high.priority = .defaultHigh
        let low = child.widthAnchor.constraint(equalToConstant: 50)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([high, low])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 150, "750 beats 250")
        high.constant = 260
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 200, "the required cap beats 750")
        high.isActive = false
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 50, "with 750 gone, 250 holds")
    }

    func test_translatesAutoresizingMask_keepsCodeMadeFramesAndAnchorsConstrainedSiblings() async {
        let parent = container()
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        parent.addSubview(fixed)
        XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraints)
        let below = constrained(in: parent)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            below.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 30),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertEqual(below.frame, CGRect(x: 10, y: 68, width: 100, height: 30))
        fixed.frame = CGRect(x: 50, y: 20, width: 60, height: 40)
        parent.layoutIfNeeded()
        XCTAssertEqual(below.frame, CGRect(x: 50, y: 68, width: 60, height: 30), "a new frame becomes new constraints")
    }

    func test_translatesAutoresizingMask_movingTheFrameOnlyMovesDependentViewsInTheNextPass() async {
        let parent = container()
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        parent.addSubview(fixed)
        let follower = constrained(in: parent)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        await app.runLoop.runFrames(1)
        fixed.center.x += 50
        await app.runLoop.runFrames(1)
        XCTAssertEqual(follower.frame.minX, 160)
    }

    func test_autoresizingMask_flexibleWidthFollowsTheSuperview() async {
        let parent = UIView()
        parent.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(parent)
        let band = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 20))
        band.autoresizingMask = [.flexibleWidth]
        parent.addSubview(band)
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let width = parent.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, parent.heightAnchor.constraint(equalToConstant: 100),
            parent.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            parent.topAnchor.constraint(equalTo: window.topAnchor),
            band.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
        ])
        window.layoutIfNeeded()
        width.constant = 200
        window.layoutIfNeeded()
        XCTAssertEqual(band.frame, CGRect(x: 10, y: 0, width: 180, height: 20), "margins kept, width flexible")
    }

    func test_safeAreaLayoutGuide_onTheIPhoneIsInsetBy59And34() async {
        let child = constrained(in: window)
        let guide = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    func test_safeAreaLayoutGuide_ofASubviewOnlyKeepsTheOverlap() async {
        let parent = place(UIView(), frame: CGRect(x: 0, y: 30, width: 393, height: 200))
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.minY, 29, "59 − 30")
    }

    func test_layoutMarginsGuide_insetsByTheMargins() async {
        let parent = container()
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 12, right: 24)
        let child = constrained(in: parent)
        let margins = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 16, y: 10, width: 260, height: 378))
    }

    func test_systemSpacing_isEightPoints() async {
        let parent = container()
        let first = constrained(in: parent), second = constrained(in: parent)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            second.widthAnchor.constraint(equalToConstant: 50),
            first.topAnchor.constraint(equalTo: parent.topAnchor), first.heightAnchor.constraint(equalToConstant: 10),
            second.topAnchor.constraint(
                equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1
            ), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(second.frame, CGRect(x: 66, y: 18, width: 50, height: 10))
    }

    func test_layoutGuide_spacesTwoViewsEqually() async {
        let parent = container()
        let left = constrained(in: parent), right = constrained(in: parent)
        let gap = UILayoutGuide()
        parent.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor), left.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor), gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: parent.trailingAnchor), right.widthAnchor.constraint(equalToConstant: 100),
            left.topAnchor.constraint(equalTo: parent.topAnchor), left.heightAnchor.constraint(equalToConstant: 10),
            right.topAnchor.constraint(equalTo: parent.topAnchor), right.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(right.frame.minX, 200)
        XCTAssertEqual(gap.layoutFrame.width, 100)
        XCTAssertEqual(parent.layoutGuides.count, 1)
    }

    func test_rightToLeft_leadingIsTheRightEdge() async {
        let parent = container()
        parent.semanticContentAttribute = .forceRightToLeft
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.minX, 180)
    }
}
