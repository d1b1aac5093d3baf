import HeadlessUI

/// The Portfolio screen (placeholder until its area is built): its title (`portfolio.title`).
public final class PortfolioViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "portfolio.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Portfolio", de: "Portfolio"))
    }
}
