import HeadlessUI

/// The Settings screen (placeholder until its area is built): its title (`settings.title`).
public final class SettingsViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "settings.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Settings", de: "Settings"))
    }
}
