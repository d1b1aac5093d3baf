import Hammer
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilitySnapshotContentTests: HeadlessTestCase {
    func test_snapshot_labelIsStaticTextWithItsText() async {
        place(SnapshotTestScreen.label("Welcome", identifier: "welcome"), frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let node = AccessibilitySnapshot.take().only("welcome")
        XCTAssertEqual(node?.kind, .staticText)
        XCTAssertEqual(node?.label, "Welcome")
        XCTAssertTrue(node?.isElement == true)
        XCTAssertTrue(node?.traits.contains(.staticText) == true)
    }

    func test_snapshot_buttonIsOneElementWithoutItsTitleLabel() async {
        place(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let snapshot = AccessibilitySnapshot.take()
        let node = snapshot.only("signIn")
        XCTAssertEqual(node?.kind, .button)
        XCTAssertEqual(snapshot.labelled("Sign In").count, 1, snapshot.dump())
        XCTAssertEqual(node?.childIndexes, [])
    }

    func test_snapshot_switchValueIsOneOrZero() async {
        let toggle = place(UISwitch(), frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        toggle.accessibilityIdentifier = "wifi"
        XCTAssertEqual(AccessibilitySnapshot.take().only("wifi")?.value, "0")
        toggle.isOn = true
        let node = AccessibilitySnapshot.take().only("wifi")
        XCTAssertEqual(node?.value, "1")
        XCTAssertEqual(node?.kind, .switch)
    }

    func test_snapshot_textFieldReportsPlaceholderAndValue() async {
        let field = place(UITextField(), frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "email"
        field.placeholder = "you@example.com"
        field.text = "ann@example.com"
        let node = AccessibilitySnapshot.take().only("email")
        XCTAssertEqual(node?.kind, .textField)
        XCTAssertEqual(node?.placeholder, "you@example.com")
        XCTAssertEqual(node?.value, "ann@example.com")
    }

    func test_snapshot_secureFieldIsSecureTextFieldWithBullets() async {
        let field = place(UITextField(), frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "password"
        field.isSecureTextEntry = true
        field.text = "abc"
        let node = AccessibilitySnapshot.take().only("password")
        XCTAssertEqual(node?.kind, .secureTextField)
        XCTAssertEqual(node?.value, "•••")
    }

    func test_snapshot_focusedFieldIsMarkedAndNamedInTheSnapshot() async {
        let field = place(UITextField(), frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "email"
        XCTAssertTrue(field.becomeFirstResponder())
        let snapshot = AccessibilitySnapshot.take()
        XCTAssertTrue(snapshot.only("email")?.isFocused == true)
        XCTAssertEqual(snapshot.focused?.identifier, "email")
    }

    func test_snapshot_tableCellIsOneCellElementCombiningItsLabels() async {
        let cell = place(UITableViewCell(style: .default, reuseIdentifier: nil), frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        cell.textLabel?.text = "Checking"
        cell.accessibilityIdentifier = "row"
        let snapshot = AccessibilitySnapshot.take()
        let node = snapshot.only("row")
        XCTAssertEqual(node?.kind, .cell)
        XCTAssertEqual(node?.label, "Checking")
        XCTAssertEqual(snapshot.labelled("Checking").count, 1)
    }

    func test_snapshot_nonViewElementsAppearWithTheirContainerAsParent() async {
        let chart = place(SnapshotTestScreen.container(identifier: "chart"), frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March"
        bar.accessibilityTraits = .image
        bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 0, width: 20, height: 80)
        chart.accessibilityElements = [bar]
        let snapshot = AccessibilitySnapshot.take()
        let node = snapshot.labelled("March").first
        XCTAssertEqual(node?.kind, .image)
        XCTAssertEqual(node?.frame, CGRect(x: 40, y: 200, width: 20, height: 80))
        XCTAssertEqual(node.flatMap { snapshot.parent(of: $0) }?.identifier, "chart")
        XCTAssertTrue(node?.object === bar)
        XCTAssertTrue(node?.isHittable == true)
    }

    func test_snapshot_containerViewsAreStructuralNodes() async {
        let card = place(SnapshotTestScreen.container(identifier: "card"), frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        card.addSubview(SnapshotTestScreen.label("Balance", identifier: "balance"))
        let snapshot = AccessibilitySnapshot.take()
        let cardNode = snapshot.only("card")
        XCTAssertEqual(cardNode?.isElement, false)
        XCTAssertEqual(cardNode?.kind, .other)
        XCTAssertEqual(cardNode.map { snapshot.children(of: $0).map(\.identifier) }, ["balance"])
    }

    func test_snapshot_stepperHalvesAreButtonsUnderTheStepper() async {
        let stepper = place(UIStepper(), frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        stepper.accessibilityIdentifier = "quantity"
        let snapshot = AccessibilitySnapshot.take()
        let node = snapshot.only("quantity")
        XCTAssertEqual(node?.kind, .stepper)
        XCTAssertEqual(node.map { snapshot.children(of: $0).map(\.kind) }, [.button, .button])
    }

    func test_snapshot_frontWindowComesFirst() async {
        let alertWindow = UIWindow(frame: app.screen.bounds)
        alertWindow.windowLevel = .alert
        alertWindow.accessibilityIdentifier = "alertWindow"
        alertWindow.makeKeyAndVisible()
        window.accessibilityIdentifier = "mainWindow"
        let snapshot = AccessibilitySnapshot.take()
        XCTAssertEqual(snapshot.windows.map(\.identifier), ["alertWindow", "mainWindow"])
        XCTAssertEqual(snapshot.windows.map(\.kind), [.window, .window])
    }

    func test_snapshot_disabledButtonIsNotEnabled() async {
        let button = place(SnapshotTestScreen.button("Pay", identifier: "pay"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.isEnabled = false
        XCTAssertEqual(AccessibilitySnapshot.take().only("pay")?.isEnabled, false)
    }

    func test_snapshot_elementsInsideAnInteractionDisabledContainerAreNotEnabled() async {
        let container = place(SnapshotTestScreen.container(identifier: "form"), frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        container.isUserInteractionEnabled = false
        let button = SnapshotTestScreen.button("Pay", identifier: "pay")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        container.addSubview(button)
        XCTAssertEqual(AccessibilitySnapshot.take().only("pay")?.isEnabled, false)
    }

    func test_snapshot_selectedButtonIsSelected() async {
        let button = place(SnapshotTestScreen.button("Bold", identifier: "bold"), frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        button.isSelected = true
        XCTAssertEqual(AccessibilitySnapshot.take().only("bold")?.isSelected, true)
    }

    func test_refs_stayTheSameAcrossSnapshotsForTheSameObjects() async {
        place(SnapshotTestScreen.label("Welcome", identifier: "welcome"), frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        place(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 200, width: 200, height: 44))
        let refs = SnapshotRefTable()
        let first = AccessibilitySnapshot.take(refs: refs)
        let second = AccessibilitySnapshot.take(refs: refs)
        XCTAssertEqual(first.nodes.map(\.ref), second.nodes.map(\.ref))
        XCTAssertEqual(Set(first.nodes.map(\.ref)).count, first.nodes.count)
    }

    func test_refs_changeWhenTheLabelChanges() async {
        let button = place(SnapshotTestScreen.button("Follow", identifier: "follow"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let refs = SnapshotRefTable()
        let before = AccessibilitySnapshot.take(refs: refs).only("follow")?.ref
        button.setTitle("Following", for: .normal)
        let after = AccessibilitySnapshot.take(refs: refs).only("follow")?.ref
        XCTAssertNotNil(before)
        XCTAssertNotEqual(before, after)
    }

    func test_refs_findTheNodeByRef() async {
        place(SnapshotTestScreen.button("Sign In", identifier: "signIn"), frame: CGRect(x: 20, y: 200, width: 200, height: 44))
        let snapshot = AccessibilitySnapshot.take()
        let ref = snapshot.only("signIn")?.ref ?? ""
        XCTAssertEqual(snapshot.node(ref: ref)?.identifier, "signIn")
        XCTAssertNil(snapshot.node(ref: "e99999"))
    }
}
