import HeadlessUI

/// The Asset screen (placeholder until its area is built): its title (`asset.title`).
public final class AssetDetailViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "asset.title")
    /// The asset shown.
    public let symbol: String

    /// The screen for the asset with \`symbol\`.
    public init(context: ChaosBankContext, symbol: String) {
        self.symbol = symbol
        super.init(context: context)
    }

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Asset", de: "Asset"))
    }
}
