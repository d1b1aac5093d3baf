import UIKit

/// A screen written the way an iOS developer writes one, with `import UIKit` and UIKit's API only:
/// the same file builds for iOS against Apple's UIKit and on Linux against HeadlessUI.
final class CounterViewController: UIViewController {
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private let incrementButton = UIButton(type: .system)
    private var count = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Counter"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Taps"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        countLabel.text = "0"
        countLabel.accessibilityIdentifier = "counter.count"
        incrementButton.setTitle("Add one", for: .normal)
        incrementButton.accessibilityIdentifier = "counter.increment"
        incrementButton.addAction(UIAction { [weak self] _ in self?.increment() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [titleLabel, countLabel, incrementButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }

    private func increment() {
        count += 1
        countLabel.text = "\(count)"
    }
}
