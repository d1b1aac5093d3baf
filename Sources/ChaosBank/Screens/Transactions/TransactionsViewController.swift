import HeadlessUI

/// The Activity screen (placeholder until its area is built): its title (`transactions.title`).
public final class TransactionsViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "transactions.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Activity", de: "Activity"))
    }
}
