import Foundation
import HeadlessUI

/// The Settings screen: language and region (`settings.language.en_US`, `.en_GB`, `.de_DE`, the
/// chosen one selected, with an example amount `settings.region.example`), notification switches
/// (`settings.notifications.payments`, `.markets`, `.marketing`) and Sign out (`settings.signOut`),
/// confirmed by an alert whose actions are `settings.signOut.cancel` and `settings.signOut.confirm`.
///
/// Choosing a language sets `context.settings.locale`, which re-renders every screen. Switch changes
/// are kept in `context.settings` and sent to the backend.
final class SettingsViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "settings.title")
    private let languageHeader = BankUI.label(nil, style: .headline, identifier: "settings.language.header")
    private let exampleLabel = BankUI.label(nil, style: .caption, identifier: "settings.region.example")
    private let notificationsHeader = BankUI.label(nil, style: .headline, identifier: "settings.notifications.header")
    private lazy var languageButtons: [(locale: BankLocale, button: UIButton)] = BankLocale.allCases.map { locale in
        let button = BankUI.textButton(locale.displayName, identifier: "settings.language.\(locale.rawValue)") { [weak self] in
            self?.choose(locale)
        }
        button.contentHorizontalAlignment = .leading
        return (locale, button)
    }
    private lazy var payments = BankUI.switchRow("", isOn: false, identifier: "settings.notifications.payments") { [weak self] isOn in
        self?.context.settings.paymentNotifications = isOn
        self?.savePreferences()
    }
    private lazy var markets = BankUI.switchRow("", isOn: false, identifier: "settings.notifications.markets") { [weak self] isOn in
        guard let self else { return }
        if !context.isOn(.settingsNotificationNotKept) { context.settings.marketNotifications = isOn }
        savePreferences()
    }
    private lazy var marketing = BankUI.switchRow("", isOn: false, identifier: "settings.notifications.marketing") { [weak self] isOn in
        self?.context.settings.marketingNotifications = isOn
        self?.savePreferences()
    }
    private lazy var signOutButton = BankUI.primaryButton("", identifier: "settings.signOut") { [weak self] in self?.confirmSignOut() }
    /// The language this screen shows when it differs from the app's (only the locale defect sets it).
    private var localOnlyLocale: BankLocale?
    /// The language shown selected (the stale-selection defect keeps the launch's).
    private lazy var selectedLocale = context.locale
    /// Unread messages read from the inbox archive (`settings-open-stall`).
    private var unreadMessages = 0

    /// Builds the screen.
    override func viewDidLoad() {
        super.viewDidLoad()
        signOutButton.backgroundColor = .systemRed
        contentStack.addArrangedSubview(titleLabel)
        contentStack.addArrangedSubview(languageHeader)
        for entry in languageButtons { contentStack.addArrangedSubview(entry.button) }
        contentStack.addArrangedSubview(exampleLabel)
        contentStack.addArrangedSubview(notificationsHeader)
        for row in [payments.row, markets.row, marketing.row] { contentStack.addArrangedSubview(row) }
        contentStack.addArrangedSubview(signOutButton)
        // kass:equivalent call-removal: viewWillAppear(_:) renders again before the screen first shows
        render()
    }

    /// Reads the preferences before appearing.
    override func viewWillAppear(_ animated: Bool) {
        if context.isOn(.settingsOpenStall) {
            // kass:equivalent assignment-removal: runs only with the settings-open-stall defect on
            unreadMessages = NotificationInboxArchive.loadSynchronously()
        }
        super.viewWillAppear(animated)
    }

    /// Writes texts, the selection and the switches for the current locale and preferences.
    override func render() {
        let locale = localOnlyLocale ?? context.locale
        func text(_ text: LocalizedText) -> String { text.string(in: locale.language) }
        title = text(.settingsTitle)
        titleLabel.text = text(.settingsTitle)
        languageHeader.text = text(.settingsLanguageHeader)
        notificationsHeader.text = text(.settingsNotificationsHeader)
        if !context.isOn(.settingsLanguageSelectionStale) { selectedLocale = locale }
        for entry in languageButtons { entry.button.isSelected = entry.locale == selectedLocale }
        let exampleFormatter = MoneyFormatter(locale: context.isOn(.settingsExampleIgnoresRegion) ? .englishUS : locale)
        let example = exampleFormatter.string(from: Money(Decimal(string: "1234.56")!, locale.homeCurrency))
        exampleLabel.text = text(.settingsExample(example))
        let swapped = context.isOn(.settingsSwitchLabelsSwapped)
        let rows = [
            (payments, LocalizedText.settingsPaymentNotifications, context.settings.paymentNotifications),
            (markets, swapped ? .settingsMarketingNotifications : .settingsMarketNotifications, context.settings.marketNotifications),
            (marketing, swapped ? .settingsMarketNotifications : .settingsMarketingNotifications, context.settings.marketingNotifications),
        ]
        payments.caption.text = text(.settingsPaymentNotifications)
        markets.caption.text = text(.settingsMarketNotifications)
        marketing.caption.text = text(.settingsMarketingNotifications)
        for (row, label, isOn) in rows {
            row.toggle.accessibilityLabel = text(label)
            row.toggle.isOn = isOn
        }
        signOutButton.setTitle(text(.settingsSignOut), for: .normal)
        // The content stack is sized to its content on layout: new texts need one.
        // kass:equivalent call-removal: a label or button given a new text changes its intrinsic size, which lays out anyway
        view.setNeedsLayout()
    }

    private func choose(_ locale: BankLocale) {
        if context.isOn(.settingsLocaleNotApplied) {
            // kass:equivalent *: runs only with the settings-locale-not-applied defect on
            localOnlyLocale = locale
            // kass:equivalent *: runs only with the settings-locale-not-applied defect on
            render()
        } else {
            context.settings.locale = locale
        }
    }

    private func savePreferences() {
        let settings = context.settings
        let preferences = NotificationPreferences(
            payments: settings.paymentNotifications, markets: settings.marketNotifications, marketing: settings.marketingNotifications
        )
        context.backend.saveNotificationPreferences(preferences) { _ in }
    }

    private func confirmSignOut() {
        let alert = UIAlertController(
            title: context.text(.settingsSignOutTitle), message: context.text(.settingsSignOutMessage), preferredStyle: .alert
        )
        let cancel = UIAlertAction(title: context.text(.settingsCancel), style: .cancel) { [weak self] _ in
            guard let self, context.isOn(.settingsSignOutCancelIgnored) else { return }
            // kass:equivalent call-removal: runs only with the settings-sign-out-cancel-ignored defect on
            signOut()
        }
        cancel.accessibilityIdentifier = "settings.signOut.cancel"
        let confirm = UIAlertAction(title: context.text(.settingsSignOut), style: .destructive) { [weak self] _ in self?.signOut() }
        confirm.accessibilityIdentifier = "settings.signOut.confirm"
        alert.addAction(cancel)
        alert.addAction(confirm)
        present(alert, animated: true)
    }

    private func signOut() {
        context.backend.signOut { [weak self] _ in self?.context.router?.signOut() }
    }
}
