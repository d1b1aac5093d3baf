import Foundation
@testable import Kass
import XCTest

/// Session-wide behaviour: launch additions, interceptors, possible flakes, typing methods.
@MainActor
final class KassSessionBehaviourTests: KassDSLTestCase {
    /// A label showing the launch arguments and a LOCALE variable, and a button enabled after 1 s.
    private static let launchEcho = ClosureApp.app("Echo") { root, application in
        makeLabel(
            "echo.arguments",
            text: application.launchArguments.joined(separator: " "),
            frame: CGRect(x: 20, y: 100, width: 350, height: 30),
            in: root.view
        )
        makeLabel(
            "echo.locale",
            text: application.launchEnvironment["LOCALE"] ?? "-",
            frame: CGRect(x: 20, y: 140, width: 350, height: 30),
            in: root.view
        )
        let late = makeButton("echo.late", title: "Late", frame: CGRect(x: 20, y: 200, width: 200, height: 44), in: root.view)
        late.isEnabled = false
        application.scheduler.schedule(after: 1, label: "enable") { late.isEnabled = true }
        let field = UITextField(frame: CGRect(x: 20, y: 260, width: 350, height: 44))
        field.accessibilityIdentifier = "echo.field"
        field.autocapitalizationType = .none
        root.view.addSubview(field)
    }

    func test_launch_addsTheEnvironmentsArgumentsAndVariables() async {
        setenv("KASS_LAUNCH_ARGUMENTS", "-Defects 'a,b'", 1)
        setenv("KASS_LAUNCH_ENVIRONMENT", "LOCALE=de_DE", 1)
        defer {
            unsetenv("KASS_LAUNCH_ARGUMENTS")
            unsetenv("KASS_LAUNCH_ENVIRONMENT")
        }
        start(Self.launchEcho, launch: false)
        session.launch(arguments: ["-Mine", "1"])
        let echo: AnyScreen = screen()
        echo.text("echo.arguments").assertText("-Mine 1 -Defects a,b")
        echo.text("echo.locale").assertText("de_DE")
        session.relaunch()
        echo.text("echo.arguments").assertText("-Mine 1 -Defects a,b")
        XCTAssertEqual(capture.messages, [])
    }

    func test_launch_failsOnAMalformedEnvironment() async {
        setenv("KASS_LAUNCH_ENVIRONMENT", "NOEQUALS", 1)
        defer { unsetenv("KASS_LAUNCH_ENVIRONMENT") }
        start(Self.launchEcho)
        XCTAssertEqual(summaries, ["Kass: launch failed: KASS_LAUNCH_ENVIRONMENT has 'NOEQUALS', which is not KEY=VALUE. Write each "
            + "variable as KEY=VALUE, separated by spaces (quote values that contain spaces)."])
    }

    func test_actionBeforeLaunch_failsSayingSo() async {
        start(Self.launchEcho, launch: false)
        screen().button("echo.late").tap()
        XCTAssertEqual(capture.messages, ["Kass: button \"echo.late\" — tap failed: the app is not running\n  ↳ hint: call launch() "
            + "before acting on the app (in the test or in setUp)"])
    }

    func test_interceptors_runAroundEveryActionOutermostFirst() async {
        let log = InterceptorLog()
        start(Self.launchEcho) { config in
            config.interceptors = [
                KassInterceptor(
                    name: "outer"
                ) { action, proceed in log.entries.append("outer>\(action.name)"); proceed(); log.entries.append("<outer") },
                KassInterceptor(
                    name: "inner"
                ) { action, proceed in log.entries.append("inner>\(action.element)"); proceed(); log.entries.append("<inner") },
            ]
        }
        screen().text("echo.locale").assertText("-")
        XCTAssertEqual(log.entries, ["outer>assertText('-')", "inner>text \"echo.locale\"", "<inner", "<outer"])
        XCTAssertEqual(capture.messages, [])
    }

    func test_interceptorThatDoesNotProceed_failsTheAction() async {
        start(Self.launchEcho) { config in
            config.interceptors = [KassInterceptor(name: "gate") { _, _ in }]
        }
        screen().text("echo.locale").assertText("-")
        XCTAssertEqual(summaries, ["Kass: text \"echo.locale\" — assertText('-') failed: interceptor 'gate' did not call proceed()"])
    }

    func test_actionThatWaitedForADisabledButton_isListedAsAPossibleFlake() async {
        start(Self.launchEcho)
        screen().button("echo.late").tap()
        XCTAssertEqual(capture.messages, [])
        session.finish()
        XCTAssertEqual(events.flakes, ["tap button \"echo.late\" passed after retrying: it is disabled"])
    }

    func test_typing_throughTheHardwareKeyboardWhenConfigured() async {
        start(Self.launchEcho) { $0.typing = .hardwareKeyboard }
        let field = screen().textField("echo.field")
        field.typeText("Hello, World! 42")
        field.assertText("Hello, World! 42")
        XCTAssertEqual(capture.messages, [])
        XCTAssertFalse(session.application?.softwareKeyboard.isVisible ?? true)
    }

    func test_typing_throughTheSoftwareKeyboardKeepsItUp() async {
        start(Self.launchEcho)
        let field = screen().textField("echo.field")
        field.typeText("Hello, World! 42 #ok")
        field.assertText("Hello, World! 42 #ok")
        XCTAssertEqual(capture.messages, [])
        XCTAssertTrue(session.application?.softwareKeyboard.isVisible ?? false)
    }

    func test_launch_failsWhileAnotherSessionRunsItsApp() async {
        start(Self.launchEcho)
        let otherCapture = KassFailureCapture()
        let other = KassSession(
            app: Self.launchEcho,
            config: session.config,
            test: KassTestInfo(suite: "Other", name: "test_other"),
            recorder: otherCapture,
            reporters: []
        )
        other.launch()
        other.finish()
        XCTAssertEqual(otherCapture.messages.first?.split(separator: "\n").first, "Kass: launch failed: another Kass session "
            + "(KassSessionBehaviourTests.\(name)) is still running its app, and one app runs at a time in a process")
        XCTAssertEqual(session.application?.isTerminated, false)
        screen().text("echo.locale").assertText("-")
        XCTAssertEqual(capture.messages, [])
    }

    func test_failureAfterAFailure_isSkippedAndReportedAsSkipped() async {
        start(Self.launchEcho) { $0.timeout = 0.2 }
        session.step("first") { screen().text("nothing").assertExists() }
        session.step("second") { screen().text("echo.locale").assertText("-") }
        XCTAssertEqual(capture.messages.count, 1)
        let statuses = events.finishedSteps.filter { $0.name == "first" || $0.name == "second" }.map(\.status)
        XCTAssertEqual(statuses, [.failed, .skipped])
    }
}

/// Collects interceptor calls.
@MainActor
private final class InterceptorLog {
    var entries: [String] = []
}
