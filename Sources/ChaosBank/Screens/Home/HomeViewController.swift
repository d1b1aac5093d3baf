import Foundation
import HeadlessUI

/// Home: greeting, total balance in euros with today's change, quick actions, the accounts and the
/// latest transactions. It reloads from the backend each time it appears (so a transfer or an
/// exchange shows when the user comes back) and when a card top-up is booked.
///
/// Identifiers: `home.title`, `home.greeting`, `home.total.caption`, `home.total`, `home.change`,
/// `home.send`, `home.exchange`, `home.topUp` (action sheet: `home.topUp.50`, `home.topUp.100`,
/// `home.topUp.cancel`), `home.topUp.status`, `home.accounts.title`, `home.account.<id>` with
/// `.name`, `.balance`, `.change`, `home.activity.title`, `home.activity` with
/// `home.activity.row.<transaction id>`.
final class HomeViewController: BankViewController {
    /// Top-up amounts offered, in euros.
    static let topUpAmounts: [Decimal] = [50, 100]

    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "home.title")
    private let greetingLabel = BankUI.label(nil, style: .body, identifier: "home.greeting")
    private let totalCaption = BankUI.label(nil, style: .caption, identifier: "home.total.caption")
    private let totalLabel = BankUI.label(nil, style: .figure, identifier: "home.total")
    private let changeLabel = BankUI.label(nil, style: .caption, identifier: "home.change")
    private let topUpStatusLabel = BankUI.label(nil, style: .caption, identifier: "home.topUp.status")
    private let accountsTitle = BankUI.label(nil, style: .headline, identifier: "home.accounts.title")
    private let activityTitle = BankUI.label(nil, style: .headline, identifier: "home.activity.title")
    private let accountsStack = UIStackView()
    private let activity = RecentActivityTable()
    private var accountRows: [String: HomeAccountRow] = [:]
    private lazy var sendButton = BankUI.primaryButton("Send", identifier: "home.send") { [weak self] in self?.openTransfer() }
    private lazy var exchangeButton = BankUI.primaryButton("Exchange", identifier: "home.exchange") { [weak self] in self?.openExchange() }
    private lazy var topUpButton = BankUI.primaryButton("Top up", identifier: "home.topUp") { [weak self] in self?.offerTopUp() }
    private lazy var quickActions = HomeQuickActions(
        buttons: [sendButton, exchangeButton, topUpButton], overlayTakesTouches: context.isOn(.homeActionsCovered)
    )

    /// The last answer of the backend.
    private var snapshot: HomeSnapshot?
    private var pendingLoad: BankRequest?
    private var topUpStatus: LocalizedText?

    /// Lays the screen out and loads it.
    override func viewDidLoad() {
        super.viewDidLoad()
        accountsStack.axis = .vertical
        accountsStack.spacing = 12
        let totals = UIStackView(arrangedSubviews: [totalCaption, totalLabel, changeLabel])
        totals.axis = .vertical
        totals.spacing = 4
        [titleLabel, greetingLabel, totals, quickActions.row, topUpStatusLabel,
         accountsTitle, accountsStack, activityTitle, activity.tableView].forEach(contentStack.addArrangedSubview)
        reload()
    }

    /// Reloads on every appearance after the first (a defect keeps the first answer forever).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if snapshot != nil, !context.isOn(.homeStaleAfterTransfer) { reload() }
    }

    /// Asks the backend for balances and activity; the answer replaces what is shown.
    func reload() {
        pendingLoad?.cancel()
        pendingLoad = context.backend.fetchHome { [weak self] result in
            guard let self, case let .success(snapshot) = result else { return }
            // kass:equivalent assignment-removal: the next reload's cancel() of an answered request does nothing
            pendingLoad = nil
            quickActions.finishLoading()
            self.snapshot = snapshot
            render()
        }
    }

    /// Writes the texts and figures for the current locale and data.
    override func render() {
        // kass:equivalent call-removal: the new texts invalidate their labels' sizes, which lays the content out again anyway
        defer { view.setNeedsLayout() }
        titleLabel.text = context.text(.homeTitle)
        greetingLabel.text = context.text(.homeGreeting(context.backend.data.user.firstName))
        totalCaption.text = context.isOn(
            .homeGermanCaptionUntranslated
        ) ? LocalizedText.homeTotalCaption.english : context.text(.homeTotalCaption)
        sendButton.setTitle(context.text(.homeSend), for: .normal)
        exchangeButton.setTitle(context.text(.homeExchange), for: .normal)
        topUpButton.setTitle(context.text(.homeTopUp), for: .normal)
        accountsTitle.text = context.text(.homeAccounts)
        activityTitle.text = context.text(.homeRecentActivity)
        topUpStatusLabel.text = topUpStatus.map(context.text)
        guard let snapshot else {
            totalLabel.text = context.text(.homeLoading)
            // kass:equivalent assignment-removal: the label starts empty and the snapshot never goes back to nil once set
            changeLabel.text = nil
            return
        }
        let formatter = context.formatter
        let counted = context.isOn(.homeTotalIgnoresAccount) ? Array(snapshot.accounts.dropLast()) : snapshot.accounts
        totalLabel.text = formatter.string(from: snapshot.total(of: counted, in: .eur))
        let change = snapshot.totalChange(in: .eur)
        changeLabel.text = "\(formatter.signedString(from: change)) \(context.text(.homeTodaySuffix))"
        changeLabel.textColor = change.isNegative ? BankUI.negative : BankUI.positive
        renderAccounts(snapshot.accounts, formatter: formatter)
        let recent = context.isOn(.homeActivityShowsOldest)
            ? Array(context.backend.data.transactions.suffix(HomeSnapshot.recentActivityCount).reversed())
            : snapshot.recentTransactions
        activity.show(recent, formatter: formatter)
    }

    private func renderAccounts(_ accounts: [Account], formatter: MoneyFormatter) {
        for account in accounts {
            let row: HomeAccountRow
            if let existing = accountRows[account.id] {
                row = existing
            } else {
                row = HomeAccountRow(key: account.id, pinsLeftToRight: context.isOn(.homeAccountsNotMirrored))
                accountRows[account.id] = row
                accountsStack.addArrangedSubview(row.view)
            }
            row.show(
                account, name: context.text(.homeAccountName(account.currency)), today: context.text(.homeTodaySuffix),
                formatter: formatter, showsLossAsGain: context.isOn(.homeNegativeChangeAsGain)
            )
        }
    }

    // MARK: Quick actions

    private func openTransfer() {
        navigationController?.pushViewController(TransferViewController(context: context), animated: true)
    }

    private func openExchange() {
        navigationController?.pushViewController(ExchangeViewController(context: context), animated: true)
    }

    /// Greys Top up out (or back in) and disables it; the `home-top-up-looks-disabled-only` defect
    /// only greys it, so it still opens the sheet.
    private func setTopUpAvailable(_ available: Bool) {
        topUpButton.backgroundColor = available ? BankUI.accent : .systemGray3
        if !context.isOn(.homeTopUpLooksDisabledOnly) { topUpButton.isEnabled = available }
    }

    /// An action sheet offering the top-up amounts.
    private func offerTopUp() {
        let sheet = UIAlertController(title: context.text(.homeTopUpSheetTitle), message: nil, preferredStyle: .actionSheet)
        for euros in Self.topUpAmounts {
            let amount = Money(euros, .eur)
            let action = UIAlertAction(title: context.format(amount), style: .default) { [weak self] _ in self?.topUp(amount) }
            action.accessibilityIdentifier = "home.topUp.\(euros)"
            sheet.addAction(action)
        }
        let cancel = UIAlertAction(title: context.text(.homeCancel), style: .cancel)
        cancel.accessibilityIdentifier = "home.topUp.cancel"
        sheet.addAction(cancel)
        present(sheet, animated: true)
    }

    /// Requests a top-up: "pending" until the card network books it, then "added" and a reload. Top
    /// up is unavailable while one is pending, so the same top-up is not asked for twice.
    private func topUp(_ amount: Money) {
        let shown = context.format(amount)
        topUpStatus = .homeTopUpPending(shown)
        setTopUpAvailable(false)
        render()
        context.backend.topUp(amount) { [weak self] result in
            guard let self else { return }
            setTopUpAvailable(true)
            switch result {
            case .success:
                topUpStatus = .homeTopUpAdded(shown)
                render()
                reload()
            case let .failure(error):
                topUpStatus = nil
                render()
                let alert = UIAlertController(title: nil, message: context.text(error.message), preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: context.text(.homeOK), style: .default))
                // kass:equivalent boolean-literal: top-ups never fail with the demo data (the euro account exists)
                present(alert, animated: true)
            }
        }
    }
}
