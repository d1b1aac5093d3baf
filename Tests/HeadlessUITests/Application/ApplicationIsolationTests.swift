@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Per-app state lives on the application: nothing launches an application implicitly, and what one
/// launch sets (windows, named images, runtime issues, scoped switches) does not reach the next.
@MainActor
final class ApplicationIsolationTests: HeadlessTestCase {
    // MARK: No implicit launch

    func test_noRunningApplication_messageNamesTheAccessorAndHowToLaunch() async {
        let accessors = ["UIApplication.shared", "UIScreen.main", "UIDevice.current", "UIWindow(frame:)"]
        for accessor in accessors {
            XCTAssertEqual(
                UIApplication.noRunningApplicationMessage(reading: accessor),
                "HeadlessUI: \(accessor) needs a running application, and none is running. "
                    + "Launch one first with UIApplication.launch() (pass a LaunchConfiguration for the device, "
                    + "arguments and clock), for example in setUp; HeadlessUI never launches one implicitly.",
                accessor
            )
        }
    }

    func test_noRunningApplication_viewsAndResponderQueriesDoNotLaunchOne() async {
        app.terminate()
        XCTAssertNil(UIApplication.current)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = UILabel()
        label.text = "Hello"
        _ = label.intrinsicContentSize
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.becomeFirstResponder(), "a view in no window cannot become first responder")
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertTrue(field.endEditing(true))
        XCTAssertNil(UIImage(named: "Logo"))
        XCTAssertEqual(UIImage.registeredImageNames, [])
        XCTAssertNil(UIApplication.current, "reading app state with no app running must not launch one")
    }

    func test_noRunningApplication_imageRegistrationIsRefusedAndDoesNotReachTheNextLaunch() async throws {
        app.terminate()
        UIImage.register(try UIImage(size: CGSize(width: 1, height: 1), filledWith: .red), named: "Logo")
        XCTAssertNil(UIApplication.current)
        let next = UIApplication.launch()
        defer { next.terminate() }
        XCTAssertNil(UIImage(named: "Logo"))
    }

    // MARK: State stays with its application

    func test_runtimeParts_areMadeWithTheirApplication() async {
        let fresh = UIApplication.launch()
        defer { fresh.terminate() }
        XCTAssertTrue(fresh.runLoop.application === fresh)
        XCTAssertEqual(fresh.clock.seconds, 0)
        XCTAssertEqual(fresh.eventSystem.pendingEventCount, 0)
        XCTAssertEqual(fresh.animator.runningAnimationCount, 0)
    }

    func test_window_staysWithTheApplicationItWasMadeIn() async {
        let first = app!
        let next = UIApplication.launch()
        defer { next.terminate() }
        XCTAssertTrue(window.next === first, "the responder chain of a window ends at its own application")
        XCTAssertTrue(window.application === first)
        XCTAssertFalse(next.windows.contains { $0 === window })
        let nextWindow = UIWindow(frame: next.screen.bounds)
        XCTAssertTrue(nextWindow.application === next)
    }

    func test_namedImages_belongToTheApplicationThatRegisteredThem() async throws {
        let first = app!
        UIImage.register(try UIImage(size: CGSize(width: 1, height: 1), filledWith: .red), named: "Logo")
        let next = UIApplication.launch()
        defer { next.terminate() }
        XCTAssertEqual(UIImage.registeredImageNames, [])
        UIImage.register(try UIImage(size: CGSize(width: 1, height: 1), filledWith: .blue), named: "Banner")
        XCTAssertEqual(UIImage.registeredImageNames, ["Banner"])
        XCTAssertEqual(first.namedImages.keys.sorted(), ["Logo"], "the first launch keeps its own table")
    }

    func test_viewTimers_goToTheApplicationOfTheirWindow() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recognizer = UITapGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        let next = UIApplication.launch()
        defer { next.terminate() }
        recognizer.scheduleTimer(after: 1, label: "late") {}
        XCTAssertEqual(next.idleReport(horizon: 2).timersDueSoon, [], "an earlier app's view schedules nothing in the next one")
    }

    func test_runtimeIssue_ofAnEarlierApplicationIsRecordedOnIt() async {
        let first = app!
        let next = UIApplication.launch()
        defer { next.terminate() }
        first.endIgnoringInteractionEvents()
        XCTAssertEqual(next.runtimeIssues, [], "the issue is the first application's")
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_directLayoutSwitch_isScopedToItsBlock() async {
        XCTAssertTrue(UIStackView.allowsDirectLayout)
        UIStackView.$allowsDirectLayout.withValue(false) {
            XCTAssertFalse(UIStackView.allowsDirectLayout)
        }
        XCTAssertTrue(UIStackView.allowsDirectLayout, "the switch does not outlive the block that set it")
        let next = UIApplication.launch()
        defer { next.terminate() }
        XCTAssertTrue(UIStackView.allowsDirectLayout)
    }
}
