import Foundation

/// What one launch asks for, read from launch arguments and environment: defects, the starting
/// route, the locale, the device's time zone and the backend latency.
public struct ChaosBankLaunchOptions: Sendable, Equatable {
    /// The defects to switch on.
    public var defects: ActiveDefects
    /// The screen to start on.
    public var route: ChaosBankRoute
    /// Language and region at launch.
    public var locale: BankLocale
    /// The backend's latency in seconds of app time.
    public var latency: Double
    /// The device's time zone.
    public var timeZone: TimeZone

    /// The launch argument for the route: `-ChaosBankRoute transfer`.
    public static let routeArgument = "-ChaosBankRoute"
    /// The environment variable for the route.
    public static let routeEnvironmentVariable = "CHAOSBANK_ROUTE"
    /// The launch argument for the locale: `-ChaosBankLocale de_DE`.
    public static let localeArgument = "-ChaosBankLocale"
    /// The environment variable for the locale.
    public static let localeEnvironmentVariable = "CHAOSBANK_LOCALE"
    /// The launch argument for the backend latency: `-ChaosBankLatency 0.4`.
    public static let latencyArgument = "-ChaosBankLatency"
    /// The default backend latency, seconds.
    public static let defaultLatency = 0.4
    /// The launch argument for the device's time zone (an IANA name): `-ChaosBankTimeZone America/New_York`.
    public static let timeZoneArgument = "-ChaosBankTimeZone"
    /// The environment variable for the time zone.
    public static let timeZoneEnvironmentVariable = "CHAOSBANK_TIME_ZONE"
    /// The device's time zone unless one is given: the demo customer's, Berlin.
    public static let defaultTimeZone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3_600)!

    /// Options with explicit values.
    public init(
        defects: ActiveDefects = .none,
        route: ChaosBankRoute = .signIn,
        locale: BankLocale = .englishUS,
        latency: Double = ChaosBankLaunchOptions.defaultLatency,
        timeZone: TimeZone = ChaosBankLaunchOptions.defaultTimeZone
    ) {
        self.defects = defects
        self.route = route
        self.locale = locale
        self.latency = latency
        self.timeZone = timeZone
    }

    /// Reads the options; arguments win over environment variables.
    public init(arguments: [String], environment: [String: String]) throws(ChaosBankLaunchError) {
        do {
            defects = try ChaosDefectSelection.parse(arguments: arguments, environment: environment)
        } catch {
            throw .defects(error)
        }
        let routeName = Self.value(of: Self.routeArgument, in: arguments) ?? environment[Self.routeEnvironmentVariable]
        if let routeName {
            guard let route = ChaosBankRoute(name: routeName) else { throw .unknownRoute(routeName) }
            self.route = route
        } else {
            route = .signIn
        }
        let localeName = Self.value(of: Self.localeArgument, in: arguments) ?? environment[Self.localeEnvironmentVariable]
        if let localeName {
            guard let locale = BankLocale(rawValue: localeName) else { throw .unknownLocale(localeName) }
            self.locale = locale
        } else {
            locale = .englishUS
        }
        if let latencyText = Self.value(of: Self.latencyArgument, in: arguments) {
            guard let latency = Double(latencyText), latency.isFinite, latency >= 0 else { throw .invalidLatency(latencyText) }
            self.latency = latency
        } else {
            latency = Self.defaultLatency
        }
        let timeZoneName = Self.value(of: Self.timeZoneArgument, in: arguments) ?? environment[Self.timeZoneEnvironmentVariable]
        if let timeZoneName {
            guard let timeZone = TimeZone(identifier: timeZoneName) else { throw .unknownTimeZone(timeZoneName) }
            self.timeZone = timeZone
        } else {
            timeZone = Self.defaultTimeZone
        }
    }

    private static func value(of argument: String, in arguments: [String]) -> String? {
        guard let index = arguments.lastIndex(of: argument), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}

/// A launch the app refuses, with the fix.
public enum ChaosBankLaunchError: Error, Equatable, CustomStringConvertible {
    /// The defect selection is invalid.
    case defects(ChaosDefectSelectionError)
    /// No such route.
    case unknownRoute(String)
    /// No such locale.
    case unknownLocale(String)
    /// A latency that is not a finite number ≥ 0.
    case invalidLatency(String)
    /// No such time zone.
    case unknownTimeZone(String)

    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .defects(error): error.description
        case let .unknownRoute(name):
            "ChaosBank: unknown route '\(name)'. Use one of: \(ChaosBankRoute.names.joined(separator: ", "))."
        case let .unknownLocale(name):
            "ChaosBank: unknown locale '\(name)'. Use one of: \(BankLocale.allCases.map(\.rawValue).joined(separator: ", "))."
        case let .invalidLatency(text):
            "ChaosBank: latency '\(text)' is not a number of seconds ≥ 0. Write -ChaosBankLatency 0.4."
        case let .unknownTimeZone(name):
            "ChaosBank: unknown time zone '\(name)'. Use an IANA name such as Europe/Berlin or America/New_York."
        }
    }
}
