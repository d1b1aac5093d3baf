import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Base class of the fixtures' sanity tests: a ``HeadlessTestCase`` whose app runs a fixture.
///
/// ``start(_:)`` hands the test's freshly launched app to the fixture exactly as
/// `UIApplication.launch(_:delegate:)` does (`application(_:didFinishLaunchingWithOptions:)`, then
/// one run-loop turn), after hiding the test case's own window, so `app`, `fingers`, `keyboard` and
/// the software-keyboard helpers all drive the fixture. Views are found by accessibility identifier,
/// the way a UI test would find them.
@MainActor
class KassFixtureTestCase: HeadlessTestCase {
    /// The running fixture, kept alive for the test (the application keeps its delegate the same way).
    private var runningFixture: (any UIApplicationDelegate)?

    override func tearDown() async throws {
        runningFixture = nil
        try await super.tearDown()
    }

    /// Runs `fixture`'s launch in the test's app and returns it.
    @discardableResult
    func start<Fixture: UIApplicationDelegate>(_ fixture: Fixture) -> Fixture {
        window.isHidden = true
        runningFixture = fixture
        _ = fixture.application(app, didFinishLaunchingWithOptions: nil)
        app.runLoop.runOnce()
        return fixture
    }

    /// Every view in a shown window whose identifier is `identifier`, front window first.
    func views(_ identifier: String) -> [UIView] {
        var found: [UIView] = []
        for window in app.windows.reversed() where !window.isHidden {
            collect(identifier, in: window, into: &found)
        }
        return found
    }

    private func collect(_ identifier: String, in view: UIView, into found: inout [UIView]) {
        if view.accessibilityIdentifier == identifier { found.append(view) }
        for subview in view.subviews { collect(identifier, in: subview, into: &found) }
    }

    /// The one view identified by `identifier`, as `type`; fails the test when there is not exactly one.
    func view<View: UIView>(
        _ identifier: String, as type: View.Type = UIView.self, file: StaticString = #filePath, line: UInt = #line
    ) -> View? {
        let matches = views(identifier)
        guard matches.count == 1, let match = matches[0] as? View else {
            XCTFail("expected one \(View.self) identified \(identifier.debugDescription), found \(matches)", file: file, line: line)
            return nil
        }
        return match
    }

    /// The screen frame of `view`.
    func screenFrame(of view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    /// The centre of the view identified by `identifier`, in screen coordinates.
    func center(of identifier: String, file: StaticString = #filePath, line: UInt = #line) -> CGPoint {
        guard let view = view(identifier, file: file, line: line) else { return .zero }
        let frame = screenFrame(of: view)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Taps the centre of the view identified by `identifier`.
    func tap(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
        fingers.tap(center(of: identifier, file: file, line: line), file: file, line: line)
    }

    /// Taps 2 pt inside the trailing edge of the view identified by `identifier` (where a text field's
    /// caret lands at the end of a right- or left-aligned text that fits).
    func tapTrailingEdge(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let view = view(identifier, file: file, line: line) else { return }
        let frame = screenFrame(of: view)
        fingers.tap(CGPoint(x: frame.maxX - 2, y: frame.midY), file: file, line: line)
    }

    /// The text of the label identified by `identifier`.
    func text(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let view = view(identifier, file: file, line: line) else { return nil }
        if let label = view as? UILabel { return label.text }
        if let field = view as? UITextField { return field.text }
        XCTFail("\(identifier) is a \(type(of: view)), which has no text", file: file, line: line)
        return nil
    }

    /// Types `text` by tapping one software-keyboard key per character (keys labelled by the character).
    func typeOnSoftwareKeyboard(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for character in text { tapKey(String(character), file: file, line: line) }
    }

    /// The caret's offset in `field`, or nil when text is selected.
    func caretOffset(_ field: UITextField) -> Int? {
        guard let range = field.selectedTextRange, range.isEmpty else { return nil }
        return field.offset(from: field.beginningOfDocument, to: range.start)
    }
}
