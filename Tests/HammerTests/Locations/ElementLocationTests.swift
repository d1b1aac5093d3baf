import Hammer
import HeadlessUITestSupport
import XCTest

/// Identifiers and accessibility queries as finger locations: what they resolve to, the matching
/// rules, and the errors with their messages.
@MainActor
final class ElementLocationTests: HammerTestCase {
    /// A button that counts its taps.
    private func countingButton(_ title: String, identifier: String?, frame: CGRect) -> (UIButton, () -> Int) {
        let button = add(SnapshotTestScreen.button(title, identifier: identifier), frame: frame)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        return (button, { taps })
    }

    func test_fingerTap_byIdentifierTapsTheButton() async throws {
        let (_, taps) = countingButton("Sign In", identifier: "signIn", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: "signIn")
        XCTAssertEqual(taps(), 1)
    }

    func test_fingerTap_byIdentifierSynchronousFormTapsTheButton() async throws {
        let (_, taps) = countingButton("Sign In", identifier: "signIn", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let generator = try await makeGenerator()
        tapSynchronously(generator, at: "signIn")
        XCTAssertEqual(taps(), 1)
    }

    /// Calls the synchronous form (a non-async context picks it).
    private func tapSynchronously(_ generator: EventGenerator, at location: any HammerLocatable) {
        XCTAssertNoThrow(try generator.fingerTap(at: location))
    }

    func test_fingerTap_byLabelAndButtonTraitTapsTheButton() async throws {
        add(SnapshotTestScreen.label("Sign In", identifier: "heading"), frame: CGRect(x: 20, y: 60, width: 200, height: 30))
        let (_, taps) = countingButton("Sign In", identifier: nil, frame: CGRect(x: 20, y: 300, width: 200, height: 44))
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: .label("Sign In", traits: .button))
        XCTAssertEqual(taps(), 1)
    }

    func test_fingerTap_byLabelAndValueTogglesTheMatchingSwitch() async throws {
        let wifi = add(UISwitch(), frame: CGRect(x: 300, y: 100, width: 51, height: 31))
        wifi.accessibilityLabel = "Wi-Fi"
        wifi.isOn = true
        let other = add(UISwitch(), frame: CGRect(x: 300, y: 200, width: 51, height: 31))
        other.accessibilityLabel = "Wi-Fi"
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: AccessibilityQuery(label: "Wi-Fi", value: "1"))
        XCTAssertFalse(wifi.isOn, "the switch that was on is tapped")
        XCTAssertFalse(other.isOn, "the other one is untouched")
    }

    func test_resolve_buttonAndItsTitleLabelCountAsOne() async throws {
        // A custom card (an accessibility element with the button trait) with its own button on
        // top, both labelled "Continue" and activating at the same point: one element, the button.
        let card = add(UIView(), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Continue"
        card.accessibilityTraits = .button
        let (button, taps) = countingButton("Continue", identifier: "continue", frame: CGRect(x: 70, y: 107, width: 100, height: 30))
        let generator = try await makeGenerator()
        let resolved = try generator.resolve(AccessibilityQuery.label("Continue"))
        XCTAssertTrue(resolved.view === button)
        try await generator.fingerTap(at: .label("Continue"))
        XCTAssertEqual(taps(), 1)
    }

    func test_resolve_identifierLandsOnTheHitPoint() async throws {
        add(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let generator = try await makeGenerator()
        XCTAssertEqual(try generator.resolve("signIn").point, CGPoint(x: 120, y: 122))
    }

    func test_fingerTap_ambiguousQueryThrowsListingTheMatches() async throws {
        add(SnapshotTestScreen.button("Delete", identifier: "first"), frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        add(SnapshotTestScreen.button("Delete", identifier: "second"), frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: .label("Delete"))
            XCTFail("expected an error")
        } catch let HammerError.multipleElements(description, matches) {
            XCTAssertEqual(description, "label \"Delete\"")
            XCTAssertEqual(matches.count, 2)
            XCTAssertTrue(matches[0].hasPrefix("button \"Delete\" #first [ref="), matches[0])
            XCTAssertTrue(matches[0].hasSuffix("at (70, 122)"), matches[0])
            XCTAssertTrue(matches[1].hasPrefix("button \"Delete\" #second [ref="), matches[1])
        }
    }

    func test_multipleElements_messageSaysHowToFixIt() async throws {
        add(SnapshotTestScreen.button("Delete", identifier: "first"), frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        add(SnapshotTestScreen.button("Delete", identifier: "second"), frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: .label("Delete"))
            XCTFail("expected an error")
        } catch let error as HammerError {
            let message = error.description
            XCTAssertTrue(message.hasPrefix("Found multiple elements matching label \"Delete\": button \"Delete\" #first"), message)
            XCTAssertTrue(message.contains("; button \"Delete\" #second"), message)
            XCTAssertTrue(
                message.hasSuffix("Make the query more specific, or set settings.throwOnMultipleMatches = false to use the first match."),
                message
            )
        }
    }

    func test_fingerTap_withoutThrowOnMultipleMatchesTakesTheFirst() async throws {
        let (_, firstTaps) = countingButton("Delete", identifier: "first", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let (_, secondTaps) = countingButton("Delete", identifier: "second", frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        let generator = try await makeGenerator()
        generator.settings.throwOnMultipleMatches = false
        try await generator.fingerTap(at: .label("Delete"))
        XCTAssertEqual([firstTaps(), secondTaps()], [1, 0])
    }

    func test_fingerTap_unknownIdentifierThrowsWithDidYouMean() async throws {
        add(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        add(SnapshotTestScreen.label("Welcome", identifier: "welcome"), frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: "signin")
            XCTFail("expected an error")
        } catch let error as HammerError {
            XCTAssertEqual(error, .unableToFind(description: "identifier \"signin\"", nearMatches: ["signIn"]))
            XCTAssertEqual(error.description, "Unable to find identifier \"signin\". Did you mean: 'signIn'?")
        }
    }

    func test_fingerTap_nonViewElementLandsOnItsActivationPoint() async throws {
        let chart = add(TouchLogView(), frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityIdentifier = "march"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 0, width: 20, height: 80)
        bar.accessibilityActivationPoint = CGPoint(x: 50, y: 270)
        chart.accessibilityElements = [bar]
        let generator = try await makeGenerator()
        try await generator.fingerTap(at: "march")
        XCTAssertEqual(chart.phases.count, 2, "the container receives the tap: \(chart.phases)")
        XCTAssertEqual(chart.locations.first, CGPoint(x: 50, y: 270))
    }

    func test_fingerTap_coveredElementThrowsNotVisibleWithTheReason() async throws {
        let button = add(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let cover = add(UIView(), frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        cover.backgroundColor = .white
        cover.accessibilityIdentifier = "cover"
        let generator = try await makeGenerator()
        do {
            try await generator.fingerTap(at: "signIn")
            XCTFail("expected an error")
        } catch let HammerError.notVisible(target, reason) {
            XCTAssertTrue(target.hasPrefix("button \"Sign In\" #signIn"), target)
            XCTAssertEqual(reason, "it is covered by UIView #cover")
        }
        XCTAssertNotNil(button.window)
    }
}
