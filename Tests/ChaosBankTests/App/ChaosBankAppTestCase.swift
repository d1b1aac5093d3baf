@testable import ChaosBank
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Launches ChaosBank directly (no Kass) for the app's own tests and terminates it afterwards.
@MainActor
class ChaosBankAppTestCase: XCTestCase {
    private(set) var application: UIApplication?
    private(set) var delegate: ChaosBankAppDelegate?

    /// Launches with `arguments` and lets the first frames run.
    @discardableResult
    func launchChaosBank(_ arguments: [String] = [], environment: [String: String] = [:]) -> ChaosBankAppDelegate {
        let delegate = ChaosBankAppDelegate()
        application = UIApplication.launch(LaunchConfiguration(arguments: arguments, environment: environment), delegate: delegate)
        self.delegate = delegate
        application?.runLoop.runFrames(30)
        return delegate
    }

    /// The view with `identifier` in the key window, if any.
    func view(_ identifier: String) -> UIView? {
        delegate?.window?.descendant(withIdentifier: identifier)
    }

    override func tearDown() async throws {
        application?.terminate()
        application = nil
        delegate = nil
    }
}
