@testable import ChaosBank
import HeadlessUI
import XCTest

@MainActor
final class ChaosBankRouterLocaleTests: ChaosBankAppTestCase {
    func test_tabs_followTheLanguage() async {
        let delegate = launchChaosBank(["-ChaosBankRoute", "settings"])
        delegate.context?.settings.locale = .german
        await application?.runLoop.runFrames(2)
        XCTAssertEqual(
            delegate.router?.tabs?.viewControllers?.map { $0.tabBarItem.title ?? "" },
            ["Übersicht", "Umsätze", "Märkte", "Karte", "Einstellungen"]
        )
    }
}
