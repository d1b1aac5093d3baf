import Foundation
import HeadlessUI

/// An order form with a compact, right-aligned limit-price field pre-filled with "189.07", and a wide
/// right-aligned quantity field pre-filled with "10".
///
/// Trap modelled: where a tap puts the caret. The limit-price field (`order.limitPrice`, 80 pt wide,
/// rounded rect) is barely wider than its text, so a naive tap at its centre puts the caret in the
/// middle of the text ("18|9.07"): typing there inserts mid-number and deleting removes the wrong
/// digits. In the wide quantity field (`order.quantity`, 160 pt) the text sits at the right, so a
/// centre tap puts the caret at the start ("|10"). A correct `typeText` focuses by tapping the
/// field's trailing edge and checks the typed text is at the caret; `replaceText("179.00")` must
/// leave exactly "179.00", which `order.summary` echoes as "Buy 10 at 179.00".
final class LimitPriceFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The order form.
    let order = OrderFormViewController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: order)
        return true
    }
}

/// Rows "Limit price" [`order.limitPrice`] and "Quantity" [`order.quantity`], then `order.summary`.
final class OrderFormViewController: UIViewController {
    let limitPriceField = KassFixtureApp.makeTextField(placeholder: "0.00", identifier: "order.limitPrice", text: "189.07")
    let quantityField = KassFixtureApp.makeTextField(placeholder: "0", identifier: "order.quantity", text: "10")
    let summaryLabel = KassFixtureApp.makeLabel("Buy 10 at 189.07", identifier: "order.summary")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        limitPriceField.textAlignment = .right
        limitPriceField.keyboardType = .decimalPad
        limitPriceField.widthAnchor.constraint(equalToConstant: 80).isActive = true
        quantityField.textAlignment = .right
        quantityField.keyboardType = .numberPad
        quantityField.widthAnchor.constraint(equalToConstant: 160).isActive = true
        for field in [limitPriceField, quantityField] {
            field.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .editingChanged)
        }
        KassFixtureApp.pinFormStack([
            row("Limit price", identifier: "order.limitPriceLabel", field: limitPriceField),
            row("Quantity", identifier: "order.quantityLabel", field: quantityField),
            summaryLabel,
        ], in: view)
    }

    private func row(_ title: String, identifier: String, field: UITextField) -> UIStackView {
        let label = KassFixtureApp.makeLabel(title, identifier: identifier)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [label, field])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        return row
    }

    private func updateSummary() {
        summaryLabel.text = "Buy \(quantityField.text ?? "") at \(limitPriceField.text ?? "")"
    }
}
