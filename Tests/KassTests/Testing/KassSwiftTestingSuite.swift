import Foundation
@testable import Kass
import Testing

/// The DSL in Swift Testing: failures become Swift Testing issues.
@Suite(.serialized, .kass) @MainActor
struct KassSwiftTestingSuite {
    private static func session(reporters: [any KassReporter] = []) -> KassSession {
        var config = KassConfig()
        config.timeout = 0.5
        config.writesFailureArtifacts = false
        config.reporting.console = false
        config.reporting.junit = false
        config.reporting.allure = false
        return KassSession(app: KassApp(name: "Login") { LoginFixture() }, config: config, reporters: reporters)
    }

    @Test func loginShowsTheWelcome() {
        let kass = Self.session()
        defer { kass.finish() }
        kass.launch()
        kass.onScreen(AnyScreen.self) { screen in
            screen.textField("login.email").typeText("test@example.com")
            screen.secureTextField("login.password").typeText("secret")
            screen.button("login.submit").tap()
        }
        kass.screen(AnyScreen.self).text("home.welcome").within(timeout: 3).assertVisible()
        #expect(!kass.hasFailed)
    }

    @Test func sessionsTakeTheirNamesFromTheRunningTest() throws {
        let log = KassEventLog()
        let kass = Self.session(reporters: [log])
        kass.finish()
        #expect(kass.test.suite == "KassSwiftTestingSuite")
        #expect(kass.test.name == "sessionsTakeTheirNamesFromTheRunningTest()")
        #expect(kass.test.file?.hasSuffix("Tests/KassTests/Testing/KassSwiftTestingSuite.swift") == true)
        #expect(kass.test.line == Test.current?.sourceLocation.line)
        guard case .testStarted(let started)? = log.events.first else {
            Issue.record("the first event is not testStarted: \(log.events)")
            return
        }
        #expect(started.fullName == "KassSwiftTestingSuite.sessionsTakeTheirNamesFromTheRunningTest()")
    }

    @Test func anExplicitTestStillNamesTheSession() {
        let kass = KassSession(
            app: KassApp(name: "Login") { LoginFixture() }, test: KassTestInfo(suite: "Chosen", name: "by hand"), reporters: []
        )
        kass.finish()
        #expect(kass.test.fullName == "Chosen.by hand")
    }

    /// Suites nested in suites name the session with every containing type.
    @Suite(.serialized, .kass) @MainActor
    struct Nested {
        @Test func takesTheWholeSuitePath() {
            let kass = KassSession(app: KassApp(name: "Login") { LoginFixture() }, reporters: [])
            kass.finish()
            #expect(kass.test.fullName == "KassSwiftTestingSuite.Nested.takesTheWholeSuitePath()")
        }
    }

    @Test func aFailureIsRecordedAsAnIssue() {
        let kass = Self.session()
        defer { kass.finish() }
        kass.launch()
        withKnownIssue("the button does not exist") {
            kass.screen(AnyScreen.self).button("login.nowhere").tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Kass: button \"login.nowhere\" — tap failed: no button matches") }
        }
        #expect(kass.hasFailed)
    }

    @Test func aDefectIsAFailedExpectationAndAMisuseAnError() {
        let kass = Self.session()
        defer { kass.finish() }
        kass.launch()
        withKnownIssue("the button does not exist") {
            kass.screen(AnyScreen.self).button("login.nowhere").tap()
        } matching: { issue in
            issue.error == nil && issue.comments.contains { $0.rawValue.hasPrefix("Kass: button \"login.nowhere\" — tap failed") }
        }
        withKnownIssue("retry(times: 0) is a misuse") {
            kass.retry(times: 0) {}
        } matching: { issue in
            (issue.error as? SwiftTestingFailureRecorder.KassMisuse)?.message
                == "Kass: retry(times: 0) failed: times must be at least 1\n  ↳ hint: retry(times: 3) { ... }"
        }
    }
}

/// The configuration `KassSwiftTestingConfiguredSuite` gives its sessions through its trait.
enum KassSwiftTestingPatience {
    static let config: KassConfig = {
        var config = KassConfig()
        config.timeout = 0.75
        config.writesFailureArtifacts = false
        config.reporting.console = false
        config.reporting.junit = false
        config.reporting.allure = false
        return config
    }()
}

/// A suite whose sessions take their configuration from the `.kass(config)` trait.
@Suite(.serialized, .kass(KassSwiftTestingPatience.config)) @MainActor
struct KassSwiftTestingConfiguredSuite {
    @Test func sessionsUseTheTraitsConfiguration() {
        let kass = KassSession(app: KassApp(name: "Login") { LoginFixture() })
        defer { kass.finish() }
        #expect(kass.config.timeout == 0.75)
        kass.launch()
        let start = kass.appTime
        withKnownIssue("the element does not exist") {
            kass.screen(AnyScreen.self).text("nothing").assertExists()
        }
        #expect(abs(kass.appTime - start - 0.75) < 0.05)
    }
}
