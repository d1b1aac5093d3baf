import UIKit

/// The form that adds an item: a name, how many, which category. Save is refused, with a message,
/// while the name is blank.
final class AddItemViewController: UIViewController, UITextFieldDelegate {
    private let onSave: (PantryItem) -> Void
    private let nameField = UITextField()
    private let quantityLabel = UILabel()
    private let quantityStepper = UIStepper()
    private let categoryControl = UISegmentedControl(items: PantryItem.Category.allCases.map(\.rawValue))
    private let errorLabel = UILabel()
    private lazy var saveButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        configuration.cornerStyle = .large
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.save() })
        button.accessibilityIdentifier = "add.save"
        return button
    }()

    init(onSave: @escaping (PantryItem) -> Void) {
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
        title = "New Item"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.autocapitalizationType = .words
        nameField.returnKeyType = .done
        nameField.delegate = self
        nameField.accessibilityIdentifier = "add.name"
        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 99
        quantityStepper.value = 1
        quantityStepper.accessibilityIdentifier = "add.quantity"
        quantityStepper.addAction(UIAction { [weak self] _ in self?.updateQuantity() }, for: .valueChanged)
        quantityLabel.accessibilityIdentifier = "add.quantity.value"
        categoryControl.selectedSegmentIndex = 0
        categoryControl.accessibilityIdentifier = "add.category"
        errorLabel.textColor = .systemRed
        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        errorLabel.numberOfLines = 0
        errorLabel.accessibilityIdentifier = "add.error"
        errorLabel.isHidden = true
        updateQuantity()

        let quantityRow = UIStackView(arrangedSubviews: [quantityLabel, quantityStepper])
        quantityRow.spacing = 12
        let form = UIStackView(arrangedSubviews: [nameField, quantityRow, categoryControl, errorLabel, saveButton])
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nameField.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    private func updateQuantity() {
        quantityLabel.text = "Quantity: \(Int(quantityStepper.value))"
    }

    private func save() {
        let name = (nameField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            errorLabel.text = "Give the item a name."
            errorLabel.isHidden = false
            return
        }
        let category = PantryItem.Category.allCases[max(categoryControl.selectedSegmentIndex, 0)]
        onSave(PantryItem(name: name, quantity: Int(quantityStepper.value), category: category))
        navigationController?.popViewController(animated: true)
    }
}
