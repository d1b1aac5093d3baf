/// A `chaosbank --agent` request: the app live, on the real-time clock, with the Hammer agent.
public struct LiveAppRequest: Equatable, Sendable {
    /// The screen to start on.
    public var route: ChaosBankRoute
    /// The defects to switch on.
    public var defects: ActiveDefects
    /// Language and region.
    public var locale: BankLocale
    /// The agent's port (`nil`: `HAMMER_AGENT_PORT`, else 9876; 0: any free port).
    public var port: Int?

    /// A request (Home, no defects, English (US), the default port).
    public init(route: ChaosBankRoute = .home, defects: ActiveDefects = .none, locale: BankLocale = .englishUS, port: Int? = nil) {
        self.route = route
        self.defects = defects
        self.locale = locale
        self.port = port
    }
}
