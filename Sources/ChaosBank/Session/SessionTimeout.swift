import Foundation
import HeadlessUI

/// Signs the customer out after ``inactivityLimit`` seconds of app time without a touch, as banking
/// apps must: a phone left unlocked on a table must not stay in the account. Every touch restarts
/// the wait (``TouchActivityRecognizer`` reports them); the router arms it when the signed-in tabs
/// show and disarms it when the session ends.
@MainActor
final class SessionTimeout {
    /// How long the signed-in app may go without a touch, in seconds of app time (five minutes).
    static let inactivityLimit: TimeInterval = 300

    private let expire: @MainActor () -> Void
    private var pending: ScheduledWork?

    /// A timeout that calls `expire` when the limit passes without activity.
    init(expire: @escaping @MainActor () -> Void) {
        self.expire = expire
    }

    /// Starts waiting (again) from now.
    func arm() {
        pending?.cancel()
        // kass:equivalent string-literal: a scheduled work's label only names it in the runtime's pending work, never shown
        pending = UIApplication.shared.scheduler.schedule(after: Self.inactivityLimit, label: "ChaosBank session timeout") { [weak self] in
            // kass:equivalent assignment-removal: expire() signs out, and signing out disarms (pending = nil) anyway
            self?.pending = nil
            self?.expire()
        }
    }

    /// The user did something: the wait starts over, if armed.
    func noteActivity() {
        guard pending != nil else { return }
        arm()
    }

    /// Stops waiting (the session ended).
    func disarm() {
        pending?.cancel()
        pending = nil
    }
}
