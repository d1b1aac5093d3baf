@testable import ChaosBank
import XCTest

final class ChaosBankLaunchOptionsTests: XCTestCase {
    func test_options_defaultToSignInInEnglishWithNoDefects() throws {
        let options = try ChaosBankLaunchOptions(arguments: [], environment: [:])
        XCTAssertEqual(options, ChaosBankLaunchOptions())
    }

    func test_options_readRouteLocaleAndLatency() throws {
        let options = try ChaosBankLaunchOptions(
            arguments: ["-ChaosBankRoute", "order:AAPL", "-ChaosBankLatency", "0.1"], environment: ["CHAOSBANK_LOCALE": "de_DE"]
        )
        XCTAssertEqual(options.route, .orderTicket(symbol: "AAPL"))
        XCTAssertEqual(options.locale, .german)
        XCTAssertEqual(options.latency, 0.1)
    }

    func test_options_argumentsWinOverTheEnvironment() throws {
        let options = try ChaosBankLaunchOptions(arguments: ["-ChaosBankRoute", "card"], environment: ["CHAOSBANK_ROUTE": "home"])
        XCTAssertEqual(options.route, .card)
    }

    func test_options_refuseUnknownValuesWithTheFix() {
        XCTAssertThrowsError(try ChaosBankLaunchOptions(arguments: ["-ChaosBankRoute", "nowhere"], environment: [:])) { error in
            XCTAssertEqual(error as? ChaosBankLaunchError, .unknownRoute("nowhere"))
            XCTAssertTrue("\(error)".contains("transfer"), "\(error)")
        }
        XCTAssertThrowsError(try ChaosBankLaunchOptions(arguments: [], environment: ["CHAOSBANK_LOCALE": "fr_FR"])) { error in
            XCTAssertEqual(error as? ChaosBankLaunchError, .unknownLocale("fr_FR"))
        }
        XCTAssertThrowsError(try ChaosBankLaunchOptions(arguments: ["-ChaosBankLatency", "-1"], environment: [:])) { error in
            XCTAssertEqual(error as? ChaosBankLaunchError, .invalidLatency("-1"))
        }
    }

    func test_route_namesRoundTrip() {
        for name in ChaosBankRoute.names {
            let concrete = name.replacingOccurrences(of: "SYMBOL", with: "BTC")
            XCTAssertEqual(ChaosBankRoute(name: concrete)?.description, concrete)
        }
        XCTAssertNil(ChaosBankRoute(name: "asset:"))
    }
}
