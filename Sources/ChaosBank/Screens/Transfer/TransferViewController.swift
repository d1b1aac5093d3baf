import HeadlessUI

/// The Send money screen (placeholder until its area is built): its title (`transfer.title`).
public final class TransferViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "transfer.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Send money", de: "Send money"))
    }
}
