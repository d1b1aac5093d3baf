import Foundation
import HeadlessUI

/// Tally, the second app `kass mutants` is tested against (the first is ChaosBank): one screen with
/// a count, `+`, `−` and Reset. Its defects are switched on at launch by `TALLY_DEFECTS=id,id` in
/// the launch environment, the way a team's own app would declare them (see `../tally-defects.json`).
public final class TallyAppDelegate: UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?

    /// A fresh app.
    public init() {}

    /// Builds the tally screen with the defects the launch environment switches on.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let defects = TallyDefect.parse(application.launchEnvironment[TallyDefect.launchVariable] ?? "")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TallyViewController(defects: defects)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
