import Hammer
import HeadlessUITestSupport
import XCTest

/// Waiting for elements named by identifier or query, and `viewWithIdentifier`, on app time.
@MainActor
final class ElementWaitingTests: HammerTestCase {
    /// A label with identifier `toast` added to the screen after `delay` seconds of app time.
    private func toastAppearing(after delay: TimeInterval) {
        app.scheduler.schedule(after: delay, label: "show toast") { [weak self] in
            let toast = SnapshotTestScreen.label("Saved", identifier: "toast")
            self?.add(toast, frame: CGRect(x: 20, y: 600, width: 200, height: 40))
        }
    }

    func test_waitUntilVisible_identifierSucceedsWhenTheElementAppearsAfterTwoSeconds() async throws {
        toastAppearing(after: 2)
        let generator = try await makeGenerator()
        let start = app.clock.seconds
        try await generator.waitUntilVisible("toast")
        XCTAssertEqual(app.clock.seconds - start, 2, accuracy: 1.0 / 60 + 1e-6, "found on the frame it appeared")
    }

    func test_waitUntilVisible_identifierSynchronousFormSucceeds() async throws {
        toastAppearing(after: 2)
        let generator = try await makeGenerator()
        waitSynchronously(generator, for: "toast")
        XCTAssertEqual(try generator.viewWithIdentifier("toast", ofType: UILabel.self).text, "Saved")
    }

    private func waitSynchronously(_ generator: EventGenerator, for identifier: String) {
        XCTAssertNoThrow(try generator.waitUntilVisible(identifier))
    }

    func test_waitUntilVisible_failsCleanlyAfterTheTimeoutWhenAbsent() async throws {
        toastAppearing(after: 2)
        let generator = try await makeGenerator()
        let start = app.clock.seconds
        do {
            try await generator.waitUntilVisible("toast", timeout: 1)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .unableToFind(description: "identifier \"toast\" (after waiting 1.00 s)", nearMatches: []))
        }
        XCTAssertEqual(app.clock.seconds - start, 1, accuracy: 1e-6)
    }

    func test_waitUntilVisible_failsWithTheReasonWhenPresentButNotVisible() async throws {
        let list = add(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 393, height: 2000)
        let toast = SnapshotTestScreen.label("Saved", identifier: "toast")
        toast.frame = CGRect(x: 20, y: 1500, width: 200, height: 40)
        list.addSubview(toast)
        let generator = try await makeGenerator()
        do {
            try await generator.waitUntilVisible(.label("Saved"), timeout: 0.5)
            XCTFail("expected an error")
        } catch let HammerError.notVisible(target, reason) {
            XCTAssertTrue(target.contains("#toast"), target)
            XCTAssertTrue(reason.hasPrefix("it is scrolled out of "), reason)
            XCTAssertTrue(reason.hasSuffix("#list (after waiting 0.50 s)"), reason)
        }
    }

    func test_waitUntilHittable_succeedsWhenTheCoverGoesAway() async throws {
        add(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let cover = add(UIView(), frame: CGRect(x: 0, y: 90, width: 393, height: 40))
        app.scheduler.schedule(after: 1, label: "remove cover") { cover.removeFromSuperview() }
        let generator = try await makeGenerator()
        XCTAssertFalse(generator.takeSnapshot().nodes.first { $0.identifier == "signIn" }?.isHittable ?? true)
        try await generator.waitUntilHittable("signIn")
        XCTAssertNil(cover.superview)
    }

    func test_waitUntilHittable_failsSayingWhatIsOnTop() async throws {
        add(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let cover = add(UIView(), frame: CGRect(x: 0, y: 90, width: 393, height: 40))
        cover.accessibilityIdentifier = "banner"
        let generator = try await makeGenerator()
        do {
            try await generator.waitUntilHittable(.label("Sign In", traits: .button), timeout: 0.5)
            XCTFail("expected an error")
        } catch let HammerError.notHittable(target, reason) {
            XCTAssertTrue(target.hasPrefix("button \"Sign In\" #signIn"), target)
            XCTAssertTrue(reason.contains("#banner"), reason)
            XCTAssertTrue(reason.hasSuffix("(after waiting 0.50 s)"), reason)
        }
    }

    // MARK: viewWithIdentifier

    func test_viewWithIdentifier_returnsTheViewOfTheType() async throws {
        let field = add(UITextField(), frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "email"
        let generator = try await makeGenerator()
        XCTAssertTrue(try generator.viewWithIdentifier("email", ofType: UITextField.self) === field)
    }

    func test_viewWithIdentifier_findsHiddenViews() async throws {
        let banner = add(SnapshotTestScreen.label("Offline", identifier: "banner"), frame: CGRect(x: 0, y: 60, width: 393, height: 30))
        banner.isHidden = true
        let generator = try await makeGenerator()
        XCTAssertTrue(try generator.viewWithIdentifier("banner") === banner)
    }

    func test_viewWithIdentifier_throwsWhenAbsentWithDidYouMean() async throws {
        add(SnapshotTestScreen.label("Saved", identifier: "toast"), frame: CGRect(x: 20, y: 600, width: 200, height: 40))
        let generator = try await makeGenerator()
        XCTAssertThrowsError(try generator.viewWithIdentifier("Toast", ofType: UILabel.self)) { error in
            XCTAssertEqual(
                error as? HammerError,
                .unableToFind(description: "a UILabel with accessibility identifier \"Toast\"", nearMatches: ["toast"])
            )
        }
    }

    func test_viewWithIdentifier_saysWhenTheTypeIsWrong() async throws {
        add(SnapshotTestScreen.label("Saved", identifier: "toast"), frame: CGRect(x: 20, y: 600, width: 200, height: 40))
        let generator = try await makeGenerator()
        XCTAssertThrowsError(try generator.viewWithIdentifier("toast", ofType: UIButton.self)) { error in
            XCTAssertEqual(
                (error as? HammerError)?.description,
                "Unable to find a UIButton with accessibility identifier \"toast\" (UILabel #toast \"Saved\" is not a UIButton)."
            )
        }
    }

    func test_viewWithIdentifier_severalViewsThrowUnlessTheFirstIsAllowed() async throws {
        let first = add(SnapshotTestScreen.label("One", identifier: "row"), frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        add(SnapshotTestScreen.label("Two", identifier: "row"), frame: CGRect(x: 0, y: 200, width: 100, height: 30))
        let generator = try await makeGenerator()
        XCTAssertThrowsError(try generator.viewWithIdentifier("row")) { error in
            XCTAssertEqual(error as? HammerError, .multipleElements(
                description: "a UIView with accessibility identifier \"row\"", matches: ["UILabel #row \"One\"", "UILabel #row \"Two\""]
            ))
        }
        generator.settings.throwOnMultipleMatches = false
        XCTAssertTrue(try generator.viewWithIdentifier("row") === first)
    }

    func test_viewWithIdentifierTimeout_waitsForTheView() async throws {
        toastAppearing(after: 2)
        let generator = try await makeGenerator()
        let start = app.clock.seconds
        let toast = try await generator.viewWithIdentifier("toast", ofType: UILabel.self, timeout: 3)
        XCTAssertEqual(toast.text, "Saved")
        XCTAssertEqual(app.clock.seconds - start, 2, accuracy: 1.0 / 60 + 1e-6)
    }

    func test_viewWithIdentifierTimeout_synchronousFormWaitsForTheView() async throws {
        toastAppearing(after: 2)
        let generator = try await makeGenerator()
        XCTAssertEqual(findSynchronously(generator, "toast")?.text, "Saved")
    }

    private func findSynchronously(_ generator: EventGenerator, _ identifier: String) -> UILabel? {
        try? generator.viewWithIdentifier(identifier, ofType: UILabel.self, timeout: 3)
    }

    func test_viewWithIdentifierTimeout_failsAfterTheTimeout() async throws {
        toastAppearing(after: 2)
        let generator = try await makeGenerator()
        do {
            _ = try await generator.viewWithIdentifier("toast", ofType: UILabel.self, timeout: 1)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(
                error,
                .unableToFind(description: "a UILabel with accessibility identifier \"toast\" (after waiting 1.00 s)", nearMatches: [])
            )
        }
    }
}

/// Identifiers of views the accessibility tree leaves out.
@MainActor
final class ElementFallbackTests: HammerTestCase {
    func test_waitUntilVisible_hiddenViewFailsSayingItIsHidden() async throws {
        let toast = add(SnapshotTestScreen.label("Saved", identifier: "toast"), frame: CGRect(x: 20, y: 600, width: 200, height: 40))
        toast.isHidden = true
        let generator = try await makeGenerator()
        do {
            try await generator.waitUntilVisible("toast", timeout: 0.5)
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .notVisible(
                target: "UILabel #toast \"Saved\"", reason: "it is hidden (isHidden on UILabel #toast \"Saved\") (after waiting 0.50 s)"
            ))
        }
    }

    func test_waitUntilVisible_hiddenViewSucceedsWhenShown() async throws {
        let toast = add(SnapshotTestScreen.label("Saved", identifier: "toast"), frame: CGRect(x: 20, y: 600, width: 200, height: 40))
        toast.isHidden = true
        app.scheduler.schedule(after: 1, label: "show") { toast.isHidden = false }
        let generator = try await makeGenerator()
        try await generator.waitUntilVisible("toast")
        XCTAssertFalse(toast.isHidden)
    }

    func test_fingerTap_identifierOfASubviewInsideAnElementTapsThatView() async throws {
        let card = add(UIView(), frame: CGRect(x: 20, y: 100, width: 300, height: 100))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Account"
        let inner = TouchLogView(frame: CGRect(x: 200, y: 20, width: 60, height: 60))
        inner.accessibilityIdentifier = "inner"
        card.addSubview(inner)
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: "inner")
        XCTAssertEqual(inner.locations.first, CGPoint(x: 250, y: 150))
    }
}
