import HeadlessUI

/// The Sign in screen (placeholder until its area is built): its title (`signIn.title`).
public final class SignInViewController: BankViewController {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "signIn.title")

    /// Adds the title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentStack.addArrangedSubview(titleLabel)
    }

    /// Writes the title.
    public override func render() {
        titleLabel.text = context.text(LocalizedText(en: "Sign in", de: "Sign in"))
    }
}
