import HeadlessUITestSupport
import UIKit
import XCTest

/// A checkout screen written as for iOS: a configured button with a symbol, a symbol configuration,
/// a search controller and a property animator, with `import UIKit` and UIKit's API only.
final class CheckoutViewController: UIViewController, UISearchResultsUpdating {
    let payButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        let symbol = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
        configuration.image = UIImage(systemName: "creditcard", withConfiguration: symbol)
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        return UIButton(configuration: configuration)
    }()
    let search = UISearchController(searchResultsController: nil)
    private(set) var query = ""
    private(set) var paid = false

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Find a payee"
        payButton.configurationUpdateHandler = { button in
            button.configuration?.showsActivityIndicator = button.isSelected
        }
        payButton.addAction(UIAction { [weak self] _ in self?.pay() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [search.searchBar, payButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }

    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
    }

    private func pay() {
        payButton.isSelected = true
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { self.payButton.alpha = 0.5 }
        animator.addCompletion { [weak self] position in
            if position == .end { self?.paid = true }
        }
        animator.startAnimation()
    }
}

@MainActor
final class ControlsOnUIKitTests: HeadlessTestCase {
    func test_checkoutScreen_compilesWithImportUIKitAndRuns() async throws {
        let screen = CheckoutViewController()
        window.rootViewController = screen
        wait(0.1)
        let button = screen.payButton
        XCTAssertEqual(button.accessibilityLabel, "Pay")
        XCTAssertEqual(button.imageView?.image?.size, CGSize(width: 20, height: 20))
        fingers.tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        wait(0.1)
        XCTAssertTrue(screen.payButton.subviews.contains { ($0 as? UIActivityIndicatorView)?.isAnimating == true })
        wait(0.3)
        XCTAssertTrue(screen.paid)
    }
}
