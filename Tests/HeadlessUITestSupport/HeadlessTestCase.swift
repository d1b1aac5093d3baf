import HeadlessUI
import XCTest

/// Base class for HeadlessUI tests: launches a fresh application (iPhone, virtual clock) before each
/// test, gives it a key window, and fails the test on any runtime issue it did not expect (hangs,
/// which measure real time, are left to the tests that judge them).
@MainActor
open class HeadlessTestCase: XCTestCase {
    /// The application under test.
    public private(set) var app: UIApplication!
    /// A full-screen key window with a plain root view.
    public private(set) var window: UIWindow!
    /// Runtime issues expected by the test (cleared by ``expectRuntimeIssues(_:)``).
    private var expectedIssueCount = 0

    /// The device profile to launch with; override for iPad tests.
    open var deviceProfile: DeviceProfile { .iPhone }

    /// Extra launch arguments.
    open var launchArguments: [String] { [] }

    open override func setUp() async throws {
        app = UIApplication.launch(LaunchConfiguration(device: deviceProfile, arguments: launchArguments))
        window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
    }

    open override func tearDown() async throws {
        // Hangs are measurements of real time, not refusals: tests that mean to judge them read them.
        let unexpected = app.runtimeIssues.dropFirst(expectedIssueCount).filter { issue in
            if case .hang = issue { return false }
            return true
        }
        for issue in unexpected {
            XCTFail("Unexpected runtime issue: \(issue)")
        }
        app.terminate()
        app = nil
        window = nil
    }

    /// Declares that the runtime issues recorded so far were expected; returns them.
    @discardableResult
    public func expectRuntimeIssues(
        count: Int, file: StaticString = #filePath, line: UInt = #line
    ) -> [RuntimeIssue] {
        let issues = Array(app.runtimeIssues.dropFirst(expectedIssueCount))
        XCTAssertEqual(issues.count, count, "runtime issues: \(issues)", file: file, line: line)
        expectedIssueCount = app.runtimeIssues.count
        return issues
    }

    /// Adds a view to the window's root.
    @discardableResult
    public func place<V: UIView>(_ view: V, frame: CGRect) -> V {
        view.frame = frame
        window.addSubview(view)
        return view
    }

    /// Lets `seconds` of runtime pass.
    public func wait(_ seconds: TimeInterval) {
        app.runLoop.run(for: seconds)
    }

    /// A digitizer driver for this app.
    public var fingers: FingerDriver { FingerDriver(app: app) }
}
