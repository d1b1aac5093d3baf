import ChaosBank
import Kass
import XCTest

/// The launch contract every other reference test relies on.
@MainActor
final class LaunchTests: ChaosBankTestCase {
    /// A signed-in route shows the tab bar with its five tabs.
    func test_launch_signedInRouteShowsTheTabs() async {
        launch(at: .home)
        onScreen(TabBarScreen.self) { tabs in
            tabs.transactions.assertVisible()
            tabs.markets.assertVisible()
            tabs.card.assertVisible()
        }
    }

    /// The sign-in route answers to each spelling the launch contract lists.
    func test_launch_signInRouteTakesEachSpelling() async {
        parameterized(["sign-in", "signin", "signIn"], name: { "route '\($0)'" }) { name in
            launch(arguments: [ChaosBankLaunchOptions.routeArgument, name])
            onScreen(SignInScreen.self) { $0.title.assertText("Sign in") }
        }
    }

    /// An order route takes any symbol after `order:`, one letter too: an asset the bank does not
    /// list opens its ticket saying so.
    func test_launch_orderRouteTakesAOneLetterSymbol() async {
        launch(arguments: [ChaosBankLaunchOptions.routeArgument, "order:Z"])
        onScreen(OrderTicketScreen.self) { $0.title.assertTextMatches("Z") }
    }

    /// A launch flag given last without its value is ignored (the defaults apply), not a crash.
    func test_launch_flagWithoutValueIsIgnored() async {
        launch(at: .home, arguments: [ChaosBankLaunchOptions.latencyArgument])
        onScreen(HomeScreen.self) { $0.total.assertText("€6,472.36") }
    }

    /// Launch options the app cannot use show what was wrong, in place of the app, inset like every
    /// screen's content (20 points below the status bar and from the sides).
    func test_launch_unknownRouteSaysSo() async {
        config.failsOnRuntimeIssues = false  // the app reports the options it ignored, on purpose here
        launch(arguments: [ChaosBankLaunchOptions.routeArgument, "nowhere"])
        onScreen(LaunchErrorScreen.self) { screen in
            screen.message.assertTextMatches("^ChaosBank: unknown route 'nowhere'")
            screen.assertLayout(["launch.error": [20, 79, 353, 99]])
        }
    }

    /// Launch options the app cannot use are reported to the developer as a runtime issue (what the
    /// screen says, naming the launch options), not only shown on screen.
    func test_launch_unknownRouteIsReportedAsARuntimeIssue() async {
        config.failsOnRuntimeIssues = false  // the issue is the subject here: read it instead of failing on it
        launch(arguments: [ChaosBankLaunchOptions.routeArgument, "nowhere"])
        var shown: String?
        onScreen(LaunchErrorScreen.self) { screen in
            screen.message.assertTextMatches("^ChaosBank: unknown route 'nowhere'")
            shown = screen.message.readText()
        }
        XCTAssertEqual(
            kass.application?.runtimeIssues,
            [.invalidConfiguration(object: "ChaosBank", property: "launch options", reason: shown ?? "(no launch error shown)")]
        )
    }

    /// A deep link to an asset the bank does not list opens its detail saying so.
    func test_launch_unknownAssetSaysSo() async {
        launch(at: .asset(symbol: "Z"))
        onScreen(AssetDetailScreen.self) { $0.assetName.assertText("Unknown asset") }
    }
}

/// What ChaosBank shows instead of the app when its launch options are wrong.
final class LaunchErrorScreen: KassScreen {
    lazy var message = text("launch.error")
    override var onLoad: [KassElement] { [message] }
}
