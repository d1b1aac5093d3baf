import ChaosBank
import HeadlessUI
import Kass
import XCTest

/// Home in a right-to-left layout (`-NSForceRightToLeftWritingDirection YES`, the right-to-left
/// pseudo-language a developer tests Arabic and Hebrew with): every row reads from the right.
@MainActor
final class HomeRightToLeftTests: ChaosBankTestCase {
    /// Each account row is mirrored: its name sits at the row's right edge and its balance and change
    /// at the left edge, with the name to the right of the figures.
    /// Catches `home-accounts-not-mirrored`
    func test_home_accountRowsReadFromTheRightInRightToLeft() async {
        launch(at: .home, arguments: [LaunchConfiguration.forceRightToLeftArgument, "YES"])
        onScreen(HomeScreen.self) { home in
            home.total.assertText("€6,472.36")
            let frames = home.identifiedFrames()
            for key in ["eur", "usd", "gbp"] {
                guard let row = frames["home.account.\(key)"], let name = frames["home.account.\(key).name"],
                      let balance = frames["home.account.\(key).balance"], let change = frames["home.account.\(key).change"] else {
                    return XCTFail("the \(key) account row is not on screen: \(frames.keys.sorted())")
                }
                XCTAssertEqual(name.maxX, row.maxX, accuracy: 0.5, "\(key): the name starts at the row's right edge")
                XCTAssertEqual(balance.minX, row.minX, accuracy: 0.5, "\(key): the balance ends at the row's left edge")
                XCTAssertEqual(change.minX, row.minX, accuracy: 0.5, "\(key): today's change ends at the row's left edge")
                XCTAssertGreaterThan(name.minX, balance.maxX, "\(key): the name is right of the balance")
            }
        }
    }

    /// The same rows left to right, for contrast: name at the left edge, figures at the right.
    func test_home_accountRowsReadFromTheLeftInLeftToRight() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.total.assertText("€6,472.36")
            let frames = home.identifiedFrames()
            for key in ["eur", "usd", "gbp"] {
                guard let row = frames["home.account.\(key)"], let name = frames["home.account.\(key).name"],
                      let balance = frames["home.account.\(key).balance"] else {
                    return XCTFail("the \(key) account row is not on screen: \(frames.keys.sorted())")
                }
                XCTAssertEqual(name.minX, row.minX, accuracy: 0.5, "\(key): the name starts at the row's left edge")
                XCTAssertEqual(balance.maxX, row.maxX, accuracy: 0.5, "\(key): the balance ends at the row's right edge")
            }
        }
    }
}
