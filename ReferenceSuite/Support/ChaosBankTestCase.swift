import ChaosBank
import Hammer
import Kass
import XCTest

extension KassApp {
    /// ChaosBank, launched fresh for each test; defects come from the test process environment
    /// (`KASS_LAUNCH_ENVIRONMENT=CHAOSBANK_DEFECTS=id`), which is how `kass mutants` injects them.
    static let chaosBank = KassApp(name: ChaosBank.name) { ChaosBankAppDelegate() }
}

/// The base of every reference-suite test class: declares ChaosBank as the app and launches it at a
/// route, already signed in unless the route is sign-in.
///
/// ```swift
/// func test_transfer_showsBalanceAfter() async {
///     launch(at: .transfer)
///     onScreen(TransferScreen.self) { $0.amount.typeText("25") }
/// }
/// ```
@MainActor
class ChaosBankTestCase: KassTestCase {
    override class var app: KassApp? { .chaosBank }

    /// Launches a fresh ChaosBank at `route` (default: sign-in), in `locale`, with extra arguments.
    func launch(
        at route: ChaosBankRoute = .signIn,
        locale: BankLocale? = nil,
        arguments: [String] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        var all = [ChaosBankLaunchOptions.routeArgument, route.description] + arguments
        if let locale { all += [ChaosBankLaunchOptions.localeArgument, locale.rawValue] }
        launch(arguments: all, file: file, line: line)
    }

    /// Presses the key of `character` on the hardware keyboard into the focused field, expecting
    /// nothing of the app (unlike `typeText`, which fails when the field shows something else), so
    /// what the field made of it can be checked afterwards.
    func pressKey(_ character: Character, file: StaticString = #filePath, line: UInt = #line) {
        guard let key = KeyboardKey.keystroke(for: character)?.key, let generator = kass.generator else {
            return XCTFail("no key or no running app for '\(character)'", file: file, line: line)
        }
        do { try generator.keyPress(key) } catch { XCTFail("pressing '\(character)' failed: \(error)", file: file, line: line) }
    }

    /// Presses `key` (an arrow key, Delete...) on the hardware keyboard, expecting nothing of the app.
    func press(_ key: KeyboardKey, file: StaticString = #filePath, line: UInt = #line) {
        guard let generator = kass.generator else { return XCTFail("no running app to press \(key) in", file: file, line: line) }
        do { try generator.keyPress(key) } catch { XCTFail("pressing \(key) failed: \(error)", file: file, line: line) }
    }
}
