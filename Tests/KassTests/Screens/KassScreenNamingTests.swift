import Foundation
@testable import Kass
import XCTest

/// A screen whose element is called `name` (a profile's name field).
final class ProfileNameScreen: KassScreen {
    lazy var name = textField("login.email")
    override var onLoad: [KassElement] { [name] }
}

@MainActor
final class KassScreenNamingTests: KassDSLTestCase {
    func test_screen_anElementCalledNameIsTheElement() async {
        start(KassApp(name: "Login") { LoginFixture() })
        session.onScreen(ProfileNameScreen.self) { $0.name.typeText("ada@example.com") }
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(session.screen(ProfileNameScreen.self).screenName, "ProfileNameScreen")
        XCTAssertTrue(events.finishedSteps.contains { $0.name == "On ProfileNameScreen" })
    }
}
