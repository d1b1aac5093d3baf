// kass:skip-file: the `chaosbank` command line (options, listings, screenshots), tested by Tests/ChaosBankTests/CommandLine; no UI
// test runs it, so source mutants of the screens and models leave it out.
import Foundation

/// A `chaosbank --screenshot` request: which screen, in which state, at which size.
package struct ScreenshotRequest: Equatable, Sendable {
    /// Where to write the PNG.
    package var path: String
    /// The screen to show (signed in unless it is sign-in).
    package var route: ChaosBankRoute
    /// The defects to switch on.
    package var defects: ActiveDefects
    /// Language and region.
    package var locale: BankLocale
    /// Pixels per point.
    package var scale: Int
    /// App time to let pass before the picture (data loads with the backend's latency).
    package var settleSeconds: Double

    /// A request with the defaults: Home, no defects, English (US), 2×, 1 s to settle.
    package init(
        path: String,
        route: ChaosBankRoute = .home,
        defects: ActiveDefects = .none,
        locale: BankLocale = .englishUS,
        scale: Int = 2,
        settleSeconds: Double = 1
    ) {
        self.path = path
        self.route = route
        self.defects = defects
        self.locale = locale
        self.scale = scale
        self.settleSeconds = settleSeconds
    }
}
