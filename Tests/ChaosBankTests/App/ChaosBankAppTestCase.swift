import ChaosBank
import HeadlessUI
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
        delegate?.window.flatMap { find(identifier, in: $0) }
    }

    private func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier { return view }
        for subview in view.subviews {
            if let found = find(identifier, in: subview) { return found }
        }
        return nil
    }

    override func tearDown() async throws {
        application?.terminate()
        application = nil
        delegate = nil
    }
}
