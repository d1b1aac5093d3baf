/// ChaosBank: the reference banking app Kass proves itself on.
///
/// A HeadlessUI app written against UIKit names: sign-in with a one-time code, home, transfer,
/// exchange, transactions, markets with an order ticket, portfolio, card and settings, backed by an
/// in-app service whose latency runs on the runtime clock. Every screen element has a stable
/// accessibility identifier (`screen.element[.key]`).
///
/// Its defects (``ChaosDefectCatalog``) are switched on at launch with `-ChaosBankDefects a,b` or
/// `CHAOSBANK_DEFECTS`, by id, by group profile (`money`, `validation`, ... `all`) or by seed; the
/// reference suite must turn red for each of them.
///
/// ```swift
/// let app = UIApplication.launch(
///     LaunchConfiguration(arguments: ["-ChaosBankRoute", "home"]),
///     delegate: ChaosBankAppDelegate()
/// )
/// ```
public enum ChaosBank {
    /// The app's name, for reports and the command line.
    public static let name = "ChaosBank"
}
