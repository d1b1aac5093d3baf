import HeadlessUI

/// The Markets screen (placeholder until its area is built): its title (`markets.title`).
public final class MarketsViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "markets.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Markets", de: "Markets"))
    }
}
