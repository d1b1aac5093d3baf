import Foundation

/// Everything a screen of one app launch shares: the defects switched on, the backend, the settings
/// and the router. Each launch makes a fresh one; screens receive it in their initializer.
@MainActor
public final class ChaosBankContext {
    /// The defects switched on for this launch.
    public let defects: ActiveDefects
    /// The in-app service.
    let backend: BankBackend
    /// The user's preferences.
    let settings: BankSettings
    /// The device's time zone.
    let timeZone: TimeZone
    /// Moves between sign-in and the signed-in app, and opens deep routes.
    weak var router: ChaosBankRouter?

    /// A context for one launch.
    init(
        defects: ActiveDefects = .none, backend: BankBackend? = nil, settings: BankSettings = BankSettings(),
        timeZone: TimeZone = ChaosBankLaunchOptions.defaultTimeZone
    ) {
        self.defects = defects
        self.backend = backend ?? BankBackend(defects: defects)
        self.settings = settings
        self.timeZone = timeZone
    }

    /// Whether `defect` is switched on.
    func isOn(_ defect: ChaosDefect) -> Bool { defects.contains(defect) }

    /// The current locale.
    var locale: BankLocale { settings.locale }

    /// `text` in the current language.
    func text(_ text: LocalizedText) -> String { text.string(in: settings.locale.language) }

    /// A money formatter for the current locale.
    var formatter: MoneyFormatter { MoneyFormatter(locale: settings.locale) }

    /// `money` formatted for the current locale.
    func format(_ money: Money) -> String { formatter.string(from: money) }
}
