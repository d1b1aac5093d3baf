import Hammer
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilityQueryTests: HeadlessTestCase {
    private func buildSettingsScreen() {
        let settings = place(SnapshotTestScreen.container(identifier: "settings"), frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        let wifi = UISwitch(frame: CGRect(x: 300, y: 0, width: 51, height: 31))
        wifi.accessibilityLabel = "Wi-Fi"
        wifi.isOn = true
        settings.addSubview(wifi)
        let bluetooth = UISwitch(frame: CGRect(x: 300, y: 50, width: 51, height: 31))
        bluetooth.accessibilityLabel = "Bluetooth"
        settings.addSubview(bluetooth)
        let outside = place(UISwitch(), frame: CGRect(x: 300, y: 500, width: 51, height: 31))
        outside.accessibilityLabel = "Airplane Mode"
        let field = place(UITextField(), frame: CGRect(x: 20, y: 600, width: 200, height: 34))
        field.placeholder = "Search settings"
        field.accessibilityIdentifier = "search"
        place(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 700, width: 200, height: 44))
    }

    private func labels(_ query: AccessibilityQuery) -> [String?] {
        query.matches(in: AccessibilitySnapshot.take()).map(\.label)
    }

    func test_query_identifierMatchesExactly() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(.identifier("signIn")), ["Sign In"])
        XCTAssertEqual(labels(.identifier("signin")), [])
    }

    func test_query_labelWithTraitsRequiresTheTraits() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(.label("Sign In", traits: .button)), ["Sign In"])
        XCTAssertEqual(labels(.label("Sign In", traits: .staticText)), [])
    }

    func test_query_labelAndValueTogether() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(AccessibilityQuery(label: "Wi-Fi", value: "1")), ["Wi-Fi"])
        XCTAssertEqual(labels(AccessibilityQuery(label: "Wi-Fi", value: "0")), [])
    }

    func test_query_labelContainsIgnoresCase() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(.labelContains("MODE")), ["Airplane Mode"])
    }

    func test_query_placeholderMatchesTextFields() async {
        buildSettingsScreen()
        let found = AccessibilityQuery.placeholder("Search settings").matches(in: AccessibilitySnapshot.take())
        XCTAssertEqual(found.map(\.identifier), ["search"])
    }

    func test_query_kindMatchesTheElementType() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(.kind(.switch)), ["Wi-Fi", "Bluetooth", "Airplane Mode"])
    }

    func test_query_insideAnAncestorIdentifierScopesTheMatches() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(AccessibilityQuery.kind(.switch).inside(identifier: "settings")), ["Wi-Fi", "Bluetooth"])
    }

    func test_query_insideANodeScopesByItsRef() async {
        buildSettingsScreen()
        let snapshot = AccessibilitySnapshot.take()
        guard let settings = snapshot.only("settings") else { return }
        let found = AccessibilityQuery.kind(.switch).inside(settings).matches(in: snapshot)
        XCTAssertEqual(found.map(\.label), ["Wi-Fi", "Bluetooth"])
    }

    func test_query_andCombinesRequirements() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(AccessibilityQuery.kind(.switch).and(.value("0"))), ["Bluetooth", "Airplane Mode"])
    }

    func test_query_andWithConflictingRequirementsMatchesNothing() async {
        buildSettingsScreen()
        XCTAssertEqual(labels(AccessibilityQuery.label("Wi-Fi").and(.label("Bluetooth"))), [])
    }

    func test_query_descriptionNamesEveryRequirement() async {
        let query = AccessibilityQuery(label: "Wi-Fi", value: "1", traits: .button).inside(identifier: "settings")
        XCTAssertEqual(query.description, "label \"Wi-Fi\", value \"1\", traits [button] inside (identifier \"settings\")")
        XCTAssertEqual(AccessibilityQuery().description, "any element")
        XCTAssertEqual(AccessibilityQuery.labelContains("mode").description, "label containing \"mode\"")
    }
}
