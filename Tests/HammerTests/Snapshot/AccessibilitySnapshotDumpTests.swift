import Foundation
import Hammer
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilitySnapshotDumpTests: HeadlessTestCase {
    /// Compares `text` with `Goldens/<name>.txt` next to this file. With `KASS_RECORD_GOLDENS=1` in the
    /// environment (or when the golden is missing) it writes the golden and fails, so a new golden is
    /// always reviewed before it is trusted.
    private func assertMatchesGolden(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent("\(name).txt")
        let recording = ProcessInfo.processInfo.environment["KASS_RECORD_GOLDENS"] == "1"
        guard !recording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try? (text + "\n").write(to: url, atomically: true, encoding: .utf8)
            XCTFail("recorded golden \(url.lastPathComponent); review it and run again", file: file, line: line)
            return
        }
        XCTAssertEqual(text + "\n", golden, "dump differs from \(url.lastPathComponent)", file: file, line: line)
    }

    private func buildSignInScreen() {
        window.accessibilityIdentifier = "main"
        place(SnapshotTestScreen.label("Welcome!", identifier: "welcome"), frame: CGRect(x: 20, y: 80, width: 353, height: 30))
        let form = place(SnapshotTestScreen.container(identifier: "form"), frame: CGRect(x: 0, y: 120, width: 393, height: 300))
        let email = UITextField(frame: CGRect(x: 20, y: 0, width: 353, height: 34))
        email.accessibilityIdentifier = "email"
        email.placeholder = "you@example.com"
        form.addSubview(email)
        let password = UITextField(frame: CGRect(x: 20, y: 50, width: 353, height: 34))
        password.accessibilityIdentifier = "password"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.text = "hunter2"
        form.addSubview(password)
        let remember = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        remember.accessibilityLabel = "Remember me"
        remember.isOn = true
        form.addSubview(remember)
        let signIn = SnapshotTestScreen.button("Sign In", identifier: "signIn")
        signIn.frame = CGRect(x: 20, y: 150, width: 353, height: 44)
        signIn.isEnabled = false
        form.addSubview(signIn)
        _ = email.becomeFirstResponder()
    }

    // The focused field brings up the software keyboard in a window of its own; these dumps look at
    // the app's window only, so they do not change with the keyboard's layout.
    func test_dump_signInScreen() async {
        buildSignInScreen()
        assertMatchesGolden(AccessibilitySnapshot.take(windows: [window]).dump(), named: "test_dump_signInScreen")
    }

    func test_dump_signInScreenWithFrames() async {
        buildSignInScreen()
        assertMatchesGolden(
            AccessibilitySnapshot.take(windows: [window]).dump(includeFrames: true), named: "test_dump_signInScreenWithFrames"
        )
    }

    func test_dump_namesWhyNodesAreNotVisibleOrHittable() async {
        window.accessibilityIdentifier = "main"
        let scroll = place(UIScrollView(), frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = CGSize(width: 393, height: 1000)
        let far = SnapshotTestScreen.label("Terms", identifier: "terms")
        far.frame = CGRect(x: 0, y: 800, width: 100, height: 30)
        scroll.addSubview(far)
        place(SnapshotTestScreen.button("Buy", identifier: "buy"), frame: CGRect(x: 20, y: 400, width: 100, height: 44))
        place(SnapshotTestScreen.button("Help", identifier: "help"), frame: CGRect(x: 20, y: 500, width: 100, height: 44))
        place(SnapshotTestScreen.container(identifier: "sheet", background: .white), frame: CGRect(x: 0, y: 380, width: 393, height: 80))
        place(SnapshotTestScreen.container(identifier: "glass"), frame: CGRect(x: 0, y: 480, width: 393, height: 80))
        let chart = place(SnapshotTestScreen.container(identifier: "chart"), frame: CGRect(x: 0, y: 600, width: 300, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March \"peak\"\nup 20%"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 0, width: 20, height: 80)
        chart.accessibilityElements = [bar]
        assertMatchesGolden(AccessibilitySnapshot.take(windows: [window]).dump(), named: "test_dump_namesWhyNodesAreNotVisibleOrHittable")
    }
}
