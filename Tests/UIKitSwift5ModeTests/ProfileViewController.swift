import UIKit

/// A `UIViewController` subclass in Swift 5 mode: UIKit's initializers, view set-up through the
/// nonisolated helpers of this target, a `UIAction`, and presentation with a completion.
final class ProfileViewController: UIViewController {
    private let name: String
    let titleLabel: UILabel
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    let followButton = Factory.primaryButton(title: "Follow")
    private(set) var followers = 0

    init(name: String) {
        self.name = name
        self.titleLabel = makeTitleLabel(name)
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        followButton.accessibilityIdentifier = "profile.follow"
        followButton.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchUpInside)
        let card = UIView()
        applyCardStyle(to: card)
        card.addPinnedSubview(Factory.verticalStack([titleLabel, UILabel.caption("Followers"), followButton]),
                              insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    private func follow() {
        followers += 1
        badge.count = followers
    }

    /// Shows a confirmation sheet; `completion` is typed as UIKit types it.
    func confirm(completion: (() -> Void)? = nil) {
        let sheet = UIViewController()
        present(sheet, animated: false, completion: completion)
    }
}
