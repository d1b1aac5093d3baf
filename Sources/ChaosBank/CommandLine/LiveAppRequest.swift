// kass:skip-file: the `chaosbank` command line (options, listings, screenshots), tested by Tests/ChaosBankTests/CommandLine; no UI
// test runs it, so source mutants of the screens and models leave it out.
/// A `chaosbank --agent` request: the app live, on the real-time clock, with the Hammer agent.
package struct LiveAppRequest: Equatable, Sendable {
    /// The screen to start on.
    package var route: ChaosBankRoute
    /// The defects to switch on.
    package var defects: ActiveDefects
    /// Language and region.
    package var locale: BankLocale
    /// The agent's port (`nil`: `HAMMER_AGENT_PORT`, else 9876; 0: any free port).
    package var port: Int?

    /// A request (Home, no defects, English (US), the default port).
    package init(route: ChaosBankRoute = .home, defects: ActiveDefects = .none, locale: BankLocale = .englishUS, port: Int? = nil) {
        self.route = route
        self.defects = defects
        self.locale = locale
        self.port = port
    }
}
