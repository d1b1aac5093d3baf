import HeadlessUI

/// Moves the app between sign-in and the signed-in tabs, and opens deep routes.
///
/// Tabs, each in its own navigation controller: Home (`tab.home`), Transactions
/// (`tab.transactions`), Markets (`tab.markets`), Card (`tab.card`), Settings (`tab.settings`).
/// Transfer and exchange are pushed on Home; asset detail, order ticket and portfolio on Markets.
@MainActor
final class ChaosBankRouter {
    /// The app's window.
    let window: UIWindow
    /// The launch's shared state.
    let context: ChaosBankContext
    /// The signed-in tabs, while signed in.
    private(set) var tabs: UITabBarController?
    /// Retitles the tabs when the language changes.
    private var localeObservation: BankObservation?
    /// Ends the session after a while without a touch, while signed in.
    private lazy var sessionTimeout = SessionTimeout { [weak self] in self?.signOut(notice: .signInTimedOut) }

    /// A router for `window`; a ``TouchActivityRecognizer`` on the window reports the touches that
    /// keep a session alive.
    init(window: UIWindow, context: ChaosBankContext) {
        self.window = window
        self.context = context
        context.router = self
        window.addGestureRecognizer(TouchActivityRecognizer { [weak self] in self?.sessionTimeout.noteActivity() })
    }

    /// Shows `route`: the sign-in screen, or the signed-in tabs opened at `route`.
    func start(at route: ChaosBankRoute) {
        if route == .signIn {
            showSignIn()
        } else {
            showTabs()
            open(route)
        }
    }

    /// Shows the sign-in flow as the window's root, with `notice` saying why the session ended.
    func showSignIn(notice: LocalizedText? = nil) {
        tabs = nil
        localeObservation = nil
        sessionTimeout.disarm()
        let signIn = SignInViewController(context: context)
        signIn.notice = notice
        window.rootViewController = UINavigationController(rootViewController: signIn)
    }

    /// Called by the sign-in flow once the one-time code is accepted: shows Home.
    func completeSignIn() {
        showTabs()
    }

    /// Ends the session and returns to sign-in, saying why when the session ended on its own.
    func signOut(notice: LocalizedText? = nil) {
        showSignIn(notice: notice)
    }

    /// Opens `route` inside the signed-in tabs (selecting its tab and pushing what it needs).
    func open(_ route: ChaosBankRoute) {
        guard let tabs else { return }
        let tab: Tab
        var pushed: [UIViewController] = []
        switch route {
        case .signIn:
            signOut()
            return
        case .home: tab = .home
        case .transfer:
            tab = .home
            pushed = [TransferViewController(context: context)]
        case .exchange:
            tab = .home
            pushed = [ExchangeViewController(context: context)]
        case .transactions: tab = .transactions
        case .markets: tab = .markets
        case let .asset(symbol):
            tab = .markets
            pushed = [AssetDetailViewController(context: context, symbol: symbol)]
        case let .orderTicket(symbol):
            tab = .markets
            pushed = [
                AssetDetailViewController(context: context, symbol: symbol), OrderTicketViewController(context: context, symbol: symbol)
            ]
        case .portfolio:
            tab = .markets
            pushed = [PortfolioViewController(context: context)]
        case .card: tab = .card
        case .settings: tab = .settings
        }
        tabs.selectedIndex = tab.rawValue
        guard let navigation = tabs.viewControllers?[tab.rawValue] as? UINavigationController else { return }
        navigation.setViewControllers([navigation.viewControllers[0]] + pushed, animated: false)
    }

    private func showTabs() {
        let tabs = UITabBarController()
        tabs.viewControllers = Tab.allCases.map { tab in
            let root = tab.makeRoot(context: context)
            root.tabBarItem = UITabBarItem(title: context.text(tab.title), tag: tab.rawValue)
            root.tabBarItem.accessibilityIdentifier = "tab.\(tab.identifierKey)"
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem = root.tabBarItem
            return navigation
        }
        self.tabs = tabs
        window.rootViewController = tabs
        if !context.isOn(.sessionTimeoutMissing) { sessionTimeout.arm() }
        localeObservation = context.settings.observeLocale { [weak self] _ in self?.retitleTabs() }
    }

    /// Writes the tab titles in the current language.
    private func retitleTabs() {
        for (index, controller) in (tabs?.viewControllers ?? []).enumerated() {
            guard let tab = Tab(rawValue: index) else { continue }
            controller.tabBarItem.title = context.text(tab.title)
        }
    }

    /// The signed-in tabs, in order.
    enum Tab: Int, CaseIterable {
        case home, transactions, markets, card, settings

        var identifierKey: String {
            switch self {
            case .home: "home"
            case .transactions: "transactions"
            case .markets: "markets"
            case .card: "card"
            case .settings: "settings"
            }
        }

        var title: LocalizedText {
            switch self {
            case .home: LocalizedText(en: "Home", de: "Übersicht")
            case .transactions: LocalizedText(en: "Activity", de: "Umsätze")
            case .markets: LocalizedText(en: "Markets", de: "Märkte")
            case .card: LocalizedText(en: "Card", de: "Karte")
            case .settings: LocalizedText(en: "Settings", de: "Einstellungen")
            }
        }

        @MainActor
        func makeRoot(context: ChaosBankContext) -> UIViewController {
            switch self {
            case .home: HomeViewController(context: context)
            case .transactions: TransactionsViewController(context: context)
            case .markets: MarketsViewController(context: context)
            case .card: CardViewController(context: context)
            case .settings: SettingsViewController(context: context)
            }
        }
    }
}
