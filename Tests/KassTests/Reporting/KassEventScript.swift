import Foundation
@testable import Kass

/// Builds deterministic event streams for reporter tests: fixed dates, step ids counted from 1.
struct KassEventScript {
    /// The events so far.
    private(set) var events: [KassEvent] = []
    private var nextStep = 1
    private var test: KassTestInfo?
    /// The wall-clock origin of every script: 2023-11-14T22:13:20Z.
    static let origin = Date(timeIntervalSince1970: 1_700_000_000)

    mutating func startTest(suite: String, name: String, file: String? = "/src/Tests.swift", line: Int? = 10) {
        let info = KassTestInfo(suite: suite, name: name, file: file, line: line, startedAt: Self.origin)
        test = info
        events.append(.testStarted(info))
    }

    @discardableResult
    mutating func begin(_ name: String, kind: KassStepKind = .step, parent: KassStepID? = nil, at offset: TimeInterval = 0) -> KassStepID {
        let id = KassStepID(nextStep)
        nextStep += 1
        events.append(.stepStarted(KassStepStart(
            id: id, parent: parent, kind: kind, name: name,
            startedAt: Self.origin.addingTimeInterval(offset), appTime: offset
        )))
        return id
    }

    mutating func end(
        _ id: KassStepID,
        _ status: KassStepStatus = .passed,
        message: String? = nil,
        app: TimeInterval = 0,
        wall: TimeInterval = 0,
        attempts: Int = 1
    ) {
        events.append(
            .stepFinished(KassStepEnd(id: id, status: status, message: message, appDuration: app, wallDuration: wall, attempts: attempts))
        )
    }

    mutating func attach(_ id: KassStepID, name: String, kind: KassAttachment.Kind, path: String, mimeType: String) {
        events.append(.attachment(KassAttachment(step: id, name: name, kind: kind, path: URL(fileURLWithPath: path), mimeType: mimeType)))
    }

    mutating func issue(_ id: KassStepID?, _ message: String, line: Int = 14) {
        events.append(.issue(KassIssue(step: id, message: message, file: "/src/Tests.swift", line: line)))
    }

    mutating func finishTest(_ status: KassStepStatus, wall: TimeInterval, app: TimeInterval, flakes: [String] = []) {
        guard let test else { return }
        events.append(.testFinished(KassTestEnd(test: test, status: status, wallDuration: wall, appDuration: app, flakes: flakes)))
    }

    /// The failure message of the login sample.
    static let loginFailure = """
        Kass: button "login.submit" — tap failed: covered by UIView #overlay
        ↳ state: visible, enabled, not hittable
        ↳ hint: dismiss the overlay first
        """

    /// `LoginTests.test_login`: a launch, a screen with a flaky typeText and a failing tap (with an
    /// issue and two attachments), and a skipped screen. Step 4 is the failing tap.
    static func login(attachmentFolder: String = "/results/LoginTests/test_login") -> KassEventScript {
        var script = KassEventScript()
        script.startTest(suite: "LoginTests", name: "test_login")
        let launch = script.begin("launch", kind: .launch)
        script.end(launch, app: 0, wall: 0.01)
        let screen = script.begin("On LoginScreen", kind: .screen, at: 0.01)
        let type = script.begin("typeText \"test@example.com\" into \"login.email\"", kind: .action, parent: screen, at: 0.01)
        script.end(type, app: 0.5, wall: 0.02, attempts: 2)
        let tap = script.begin("tap \"login.submit\"", kind: .action, parent: screen, at: 0.03)
        script.issue(tap, loginFailure)
        script.attach(
            tap, name: "failure screenshot", kind: .screenshot, path: "\(attachmentFolder)/step-4-screenshot.png", mimeType: "image/png"
        )
        script.attach(tap, name: "hierarchy", kind: .hierarchy, path: "\(attachmentFolder)/step-4-hierarchy.txt", mimeType: "text/plain")
        script.end(tap, .failed, message: loginFailure, app: 2, wall: 0.05, attempts: 3)
        script.end(screen, .failed, message: loginFailure, app: 2.5, wall: 0.1)
        let home = script.begin("On HomeScreen", kind: .screen, at: 0.11)
        script.end(home, .skipped)
        script.finishTest(.failed, wall: 0.12, app: 2.5, flakes: ["typeText \"test@example.com\" into \"login.email\" (2 attempts)"])
        return script
    }

    /// `CheckoutTests.test_prices`: a parameterized step with cases EUR (passes) and USD (fails).
    static func prices() -> KassEventScript {
        var script = KassEventScript()
        script.startTest(suite: "CheckoutTests", name: "test_prices", line: 30)
        let group = script.begin("prices", kind: .combinator)
        let eur = script.begin("case \"EUR\"", kind: .parameterizedCase, parent: group)
        let eurCheck = script.begin("assertText \"price\" == \"9.00 €\"", kind: .assertion, parent: eur)
        script.end(eurCheck, app: 0.1, wall: 0.01)
        script.end(eur, app: 0.1, wall: 0.02)
        let usd = script.begin("case \"USD\"", kind: .parameterizedCase, parent: group, at: 0.02)
        let usdCheck = script.begin("assertText \"price\" == \"$9.00\"", kind: .assertion, parent: usd, at: 0.02)
        script.issue(usdCheck, "Kass: text \"price\" — assertText failed: expected '$9.00' but it reads '9.00 $'", line: 33)
        script.end(
            usdCheck,
            .failed,
            message: "Kass: text \"price\" — assertText failed: expected '$9.00' but it reads '9.00 $'",
            app: 10,
            wall: 0.03
        )
        script.end(usd, .failed, app: 10, wall: 0.04)
        script.end(group, .failed, app: 10.1, wall: 0.06)
        script.finishTest(.failed, wall: 0.07, app: 10.1)
        return script
    }

    /// A passing one-step test.
    static func passing(suite: String, name: String) -> KassEventScript {
        var script = KassEventScript()
        script.startTest(suite: suite, name: name)
        let step = script.begin("tap \"ok\"", kind: .action)
        script.end(step, app: 0.2, wall: 0.01)
        script.finishTest(.passed, wall: 0.02, app: 0.2)
        return script
    }

    /// The tree the script's events build.
    var tree: KassStepTree {
        var recorder = KassStepTreeRecorder()
        var finished: KassStepTree?
        for event in events { finished = recorder.record(event) ?? finished }
        return finished ?? recorder.current ?? KassStepTree(test: test ?? KassTestInfo(suite: "?", name: "?"))
    }
}
