import HeadlessUI

/// The Exchange screen (placeholder until its area is built): its title (`exchange.title`).
public final class ExchangeViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "exchange.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Exchange", de: "Exchange"))
    }
}
