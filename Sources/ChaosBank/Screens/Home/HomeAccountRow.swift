import Foundation
import HeadlessUI

/// One account on Home: its name at the leading edge, balance and today's change at the trailing
/// edge (mirrored in a right-to-left layout).
///
/// Identifiers (`key` is the account's id, `eur`...): `home.account.<key>` (the row),
/// `home.account.<key>.name`, `home.account.<key>.balance`, `home.account.<key>.change`.
@MainActor
final class HomeAccountRow {
    /// The row's view.
    let view: UIStackView
    let nameLabel: UILabel
    let balanceLabel: UILabel
    let changeLabel: UILabel

    /// A row for the account with id `key`. `pinsLeftToRight` is the `home-accounts-not-mirrored`
    /// defect: the row is forced left to right (to keep the figures lined up like a ledger), so in a
    /// right-to-left layout it reads backwards while the rest of the screen is mirrored.
    init(key: String, pinsLeftToRight: Bool = false) {
        nameLabel = BankUI.label(nil, style: .body, identifier: "home.account.\(key).name")
        balanceLabel = BankUI.label(nil, style: .amount, identifier: "home.account.\(key).balance")
        changeLabel = BankUI.label(nil, style: .caption, identifier: "home.account.\(key).change")
        // kass:equivalent assignment-removal: the label is as wide as its text (it hugs it), so its alignment moves nothing
        balanceLabel.textAlignment = .right
        // kass:equivalent assignment-removal: the label is as wide as its text (it hugs it), so its alignment moves nothing
        changeLabel.textAlignment = .right
        let figures = UIStackView(arrangedSubviews: [balanceLabel, changeLabel])
        figures.axis = .vertical
        figures.alignment = .trailing
        figures.spacing = 2
        // kass:equivalent call-removal: labels made in code already hug at 250 (.defaultLow; UIKit too)
        nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        // kass:equivalent call-removal: a stack view has no intrinsic size, so its own hugging makes no constraint (UIKit too)
        figures.setContentHuggingPriority(.required, for: .horizontal)
        view = UIStackView(arrangedSubviews: [nameLabel, figures])
        // kass:equivalent assignment-removal: horizontal is a stack view's default axis
        view.axis = .horizontal
        view.alignment = .center
        view.spacing = 12
        view.accessibilityIdentifier = "home.account.\(key)"
        if pinsLeftToRight { view.semanticContentAttribute = .forceLeftToRight }
    }

    /// Shows `account` with `formatter`; a negative change is red, a gain green. With
    /// `showsLossAsGain` (a defect) a loss is written as a gain.
    func show(_ account: Account, name: String, today: String, formatter: MoneyFormatter, showsLossAsGain: Bool) {
        nameLabel.text = name
        balanceLabel.text = formatter.string(from: account.balance)
        var change = account.todayChange
        // kass:equivalent assignment-removal: reached only with the home-negative-change-as-gain defect on
        if showsLossAsGain, change.isNegative { change = Money(-change.amount, change.currency) }
        changeLabel.text = "\(formatter.signedString(from: change)) \(today)"
        changeLabel.textColor = change.isNegative ? BankUI.negative : (change.amount > 0 ? BankUI.positive : .secondaryLabel)
    }
}
