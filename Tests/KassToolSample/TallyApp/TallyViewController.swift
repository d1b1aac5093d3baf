import Foundation
import HeadlessUI

/// The tally screen: `tally.title`, `tally.count` ("Count: N"), `tally.plus`, `tally.minus` (never
/// below zero) and `tally.reset`.
final class TallyViewController: UIViewController {
    private let defects: Set<TallyDefect>
    private var count = 0 {
        didSet { countLabel.text = "Count: \(count)" }
    }
    private let titleLabel = UILabel()
    private let countLabel = UILabel()

    init(defects: Set<TallyDefect>) {
        self.defects = defects
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = defects.contains(.titleLowercase) ? "tally" : "Tally"
        titleLabel.accessibilityIdentifier = "tally.title"
        countLabel.text = "Count: 0"
        countLabel.accessibilityIdentifier = "tally.count"
        let plus = button("+", label: "Add one", identifier: "tally.plus") { [weak self] in self?.add() }
        let minus = button("−", label: "Remove one", identifier: "tally.minus") { [weak self] in self?.remove() }
        let reset = button("Reset", label: "Reset", identifier: "tally.reset") { [weak self] in self?.reset() }
        let stack = UIStackView(arrangedSubviews: [titleLabel, countLabel, plus, minus, reset])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    private func button(_ title: String, label: String, identifier: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        button.accessibilityLabel = label
        button.accessibilityIdentifier = identifier
        return button
    }

    private func add() {
        count += defects.contains(.plusAddsTwo) ? 2 : 1
    }

    private func remove() {
        guard count > 0 || defects.contains(.minusBelowZero) else { return }
        count -= 1
    }

    private func reset() {
        guard !defects.contains(.resetIgnored) else { return }
        count = 0
    }
}
