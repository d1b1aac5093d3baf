import Foundation
import HeadlessUI

/// A "Copy link" button that shows a "Link copied" toast for 1.4 s.
///
/// Trap modelled: a transient confirmation. Tapping `toast.show` adds the label `toast.message`
/// ("Link copied") near the bottom of the screen and removes it 1.4 s later on the runtime clock
/// (tapping again restarts the 1.4 s). A correct test catches it with `assertAppears(within:)`,
/// polling every frame from the tap, and can then `waitUntilGone`; an assertion that first waits for
/// the app to be idle, or polls every second, misses it (or sees it "never appear").
final class ToastFixture: UIApplicationDelegate {
    /// How long the toast stays on screen.
    static let toastDuration: TimeInterval = 1.4

    /// The app's window.
    var window: UIWindow?
    /// The share screen.
    let share = ShareViewController()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: share)
        return true
    }
}

/// `toast.show` ("Copy link"); `toast.message` ("Link copied") while a toast shows.
final class ShareViewController: UIViewController {
    private(set) lazy var showButton = KassFixtureApp.makeButton("Copy link", identifier: "toast.show") { [weak self] in
        self?.showToast()
    }
    /// The toast on screen, if any.
    private(set) var toast: UILabel?
    /// How many toasts were shown.
    private(set) var toastCount = 0
    private var dismissal: ScheduledWork?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        KassFixtureApp.pinFormStack([showButton], in: view)
    }

    private func showToast() {
        toastCount += 1
        dismissal?.cancel()
        toast?.removeFromSuperview()
        let toast = KassFixtureApp.makeLabel("Link copied", identifier: "toast.message")
        toast.textAlignment = .center
        toast.textColor = .white
        toast.backgroundColor = .darkGray
        toast.layer.cornerRadius = 8
        toast.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toast)
        NSLayoutConstraint.activate([
            toast.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            toast.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -40),
            toast.widthAnchor.constraint(equalToConstant: 160),
            toast.heightAnchor.constraint(equalToConstant: 36),
        ])
        self.toast = toast
        dismissal = UIApplication.shared.scheduler.schedule(after: ToastFixture.toastDuration, label: "toast dismissal") { [weak self] in
            self?.toast?.removeFromSuperview()
            self?.toast = nil
        }
    }
}
