import Hammer
import HeadlessUITestSupport
import XCTest

/// An attempt's snapshot (`takeAttemptSnapshot()`) reads labels, values, hints, traits, selection
/// and focus on demand: it must answer exactly as an eager snapshot taken at the same moment.
@MainActor
final class AccessibilitySnapshotAttemptTests: HammerTestCase {
    /// A screen with one node of each kind whose properties are read on demand.
    private func placeScreen() -> (field: UITextField, toggle: UISwitch, button: UIButton) {
        let label = add(UILabel(), frame: CGRect(x: 20, y: 80, width: 200, height: 30))
        label.text = "Welcome"
        label.accessibilityIdentifier = "welcome"
        label.accessibilityHint = "Greets you"
        let field = add(UITextField(), frame: CGRect(x: 20, y: 120, width: 200, height: 34))
        field.accessibilityIdentifier = "email"
        field.placeholder = "you@example.com"
        let toggle = add(UISwitch(), frame: CGRect(x: 20, y: 170, width: 51, height: 31))
        toggle.accessibilityIdentifier = "wifi"
        toggle.isOn = true
        let button = add(UIButton(type: .system), frame: CGRect(x: 20, y: 220, width: 120, height: 44))
        button.setTitle("Sign In", for: .normal)
        button.accessibilityIdentifier = "signIn"
        button.isSelected = true
        return (field, toggle, button)
    }

    private struct Facts: Equatable {
        let ref, kind, className: String
        let label, value, placeholder, hint: String?
        let traits: UInt64
        let isSelected, isFocused: Bool

        @MainActor
        init(_ node: AccessibilitySnapshot.Node) {
            ref = node.ref; kind = node.kind.rawValue; className = node.className
            label = node.label; value = node.value; placeholder = node.placeholder; hint = node.hint
            traits = node.traits.rawValue; isSelected = node.isSelected; isFocused = node.isFocused
        }
    }

    func test_attemptSnapshot_answersLikeAnEagerSnapshot() async throws {
        let screen = placeScreen()
        XCTAssertTrue(screen.field.becomeFirstResponder())
        let generator = try await makeGenerator()
        let eager = generator.takeSnapshot()
        let attempt = generator.takeAttemptSnapshot()
        XCTAssertEqual(attempt.nodes.count, eager.nodes.count)
        XCTAssertEqual(attempt.focusedIndex, eager.focusedIndex)
        for (attemptNode, eagerNode) in zip(attempt.nodes, eager.nodes) {
            XCTAssertEqual(Facts(attemptNode), Facts(eagerNode), "\(eagerNode)")
        }
    }

    func test_attemptSnapshot_readsTheLiveObjectOnFirstRead() async throws {
        let screen = placeScreen()
        let generator = try await makeGenerator()
        let attempt = generator.takeAttemptSnapshot()
        XCTAssertNil(attempt.focusedIndex)
        let wifi = try XCTUnwrap(attempt.nodes.first { $0.identifier == "wifi" })
        XCTAssertEqual(wifi.value, "1")
        XCTAssertEqual(attempt.nodes.first { $0.identifier == "signIn" }?.isSelected, true)
        XCTAssertEqual(attempt.nodes.first { $0.identifier == "welcome" }?.hint, "Greets you")
        XCTAssertEqual(screen.toggle.accessibilityValue, "1")
    }

    func test_attemptSnapshot_keepsItsFirstReadOfAProperty() async throws {
        let screen = placeScreen()
        let generator = try await makeGenerator()
        let attempt = generator.takeAttemptSnapshot()
        let wifi = try XCTUnwrap(attempt.nodes.first { $0.identifier == "wifi" })
        XCTAssertEqual(wifi.value, "1")
        screen.toggle.isOn = false
        XCTAssertEqual(wifi.value, "1")
    }

    func test_settledAttemptSnapshot_answersAsOfSettling() async throws {
        let screen = placeScreen()
        let generator = try await makeGenerator()
        let attempt = generator.takeAttemptSnapshot()
        attempt.deriveRemainingFacts()
        screen.toggle.isOn = false
        screen.button.isSelected = false
        screen.button.setTitle("Log In", for: .normal)
        XCTAssertTrue(screen.field.becomeFirstResponder())
        XCTAssertEqual(attempt.nodes.first { $0.identifier == "wifi" }?.value, "1")
        XCTAssertEqual(attempt.nodes.first { $0.identifier == "signIn" }?.isSelected, true)
        XCTAssertEqual(attempt.nodes.first { $0.identifier == "signIn" }?.label, "Sign In")
        XCTAssertNil(attempt.focusedIndex)
        XCTAssertEqual(attempt.nodes.first { $0.identifier == "email" }?.isFocused, false)
    }

    func test_attemptSnapshot_matchesQueriesOnPropertiesReadOnDemand() async throws {
        _ = placeScreen()
        let generator = try await makeGenerator()
        let attempt = generator.takeAttemptSnapshot()
        XCTAssertEqual(attempt.resolve(.label("Welcome")).candidates.map(\.identifier), ["welcome"])
        XCTAssertEqual(attempt.resolve(.label("Sign In", traits: .button)).candidates.map(\.identifier), ["signIn"])
        XCTAssertEqual(attempt.resolve(AccessibilityQuery(placeholder: "you@example.com")).candidates.map(\.identifier), ["email"])
        XCTAssertEqual(attempt.resolve(AccessibilityQuery(traits: .staticText)).candidates.map(\.identifier), ["welcome"])
    }
}
