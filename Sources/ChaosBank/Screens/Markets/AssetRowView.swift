import Foundation
import HeadlessUI

/// One asset in the markets list (`markets.asset.<SYMBOL>`): name and symbol on the left, price
/// (`….price`) and today's change (`….change`) on the right. A tap opens the asset.
final class AssetRowView: UIView {
    /// Not decoded from archives (HeadlessUI reads no storyboards or nibs).
    required init?(coder: NSCoder) { nil }

    /// The asset's symbol.
    let symbol: String
    private let nameLabel: UILabel
    private let symbolLabel: UILabel
    /// The price.
    let priceLabel: UILabel
    /// Today's change in percent.
    let changeLabel: UILabel

    /// A row for `asset`, calling `onTap` when tapped.
    init(asset: Asset, onTap: @escaping @MainActor () -> Void) {
        symbol = asset.symbol
        let prefix = "markets.asset.\(asset.symbol)"
        nameLabel = BankUI.label(asset.name, style: .headline, identifier: "\(prefix).name")
        symbolLabel = BankUI.label(asset.symbol, style: .caption, identifier: "\(prefix).symbol")
        priceLabel = BankUI.label(nil, style: .amount, identifier: "\(prefix).price")
        changeLabel = BankUI.label(nil, style: .caption, identifier: "\(prefix).change")
        super.init(frame: .zero)
        accessibilityIdentifier = prefix
        // kass:equivalent assignment-removal: the label is as wide as its text (it hugs it), so its alignment moves nothing
        priceLabel.textAlignment = .right
        // kass:equivalent assignment-removal: the label is as wide as its text (it hugs it), so its alignment moves nothing
        changeLabel.textAlignment = .right
        BankUI.pinTwoColumnRow(leading: [nameLabel, symbolLabel], trailing: [priceLabel, changeLabel], in: self)
        addGestureRecognizer(UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { onTap() }
        })
    }

    /// Shows `price` and `change`, the change green when up and red when down.
    func show(price: String, change: String?, isUp: Bool) {
        priceLabel.text = price
        if let change {
            changeLabel.text = change
            changeLabel.textColor = isUp ? BankUI.positive : BankUI.negative
        }
    }
}
