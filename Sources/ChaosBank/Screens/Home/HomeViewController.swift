import HeadlessUI

/// The Home screen (placeholder until its area is built): its title (`home.title`).
public final class HomeViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "home.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Home", de: "Home"))
    }
}
