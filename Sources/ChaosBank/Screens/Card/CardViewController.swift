import HeadlessUI

/// The Card screen (placeholder until its area is built): its title (`card.title`).
public final class CardViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "card.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Card", de: "Card"))
    }
}
