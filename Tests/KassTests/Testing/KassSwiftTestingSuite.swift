import Foundation
import Kass
import Testing

/// The DSL in Swift Testing: failures become Swift Testing issues.
@Suite(.serialized, .kass) @MainActor
struct KassSwiftTestingSuite {
    private static func session(_ name: String) -> KassSession {
        var config = KassConfig()
        config.timeout = 0.5
        config.writesFailureArtifacts = false
        config.reporting.console = false
        config.reporting.junit = false
        config.reporting.allure = false
        return KassSession(app: KassApp(name: "Login") { LoginFixture() }, config: config, test: KassTestInfo(suite: "KassSwiftTestingSuite", name: name))
    }

    @Test func loginShowsTheWelcome() {
        let kass = Self.session("loginShowsTheWelcome")
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

    @Test func aFailureIsRecordedAsAnIssue() {
        let kass = Self.session("aFailureIsRecordedAsAnIssue")
        defer { kass.finish() }
        kass.launch()
        withKnownIssue("the button does not exist") {
            kass.screen(AnyScreen.self).button("login.nowhere").tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Kass: button \"login.nowhere\" — tap failed: no button matches") }
        }
        #expect(kass.hasFailed)
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
        let kass = KassSession(app: KassApp(name: "Login") { LoginFixture() }, test: KassTestInfo(suite: "KassSwiftTestingConfiguredSuite", name: "trait"))
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
