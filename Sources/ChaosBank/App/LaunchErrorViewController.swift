import Foundation
import HeadlessUI

/// Shown instead of the app when the launch options are invalid: the message (`launch.error`).
final class LaunchErrorViewController: UIViewController {
    private let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = BankUI.label(message, style: .body, identifier: "launch.error")
        label.numberOfLines = 0
        BankUI.pinContentStack([label], in: view)
    }
}
