import UIKit

/// A screen with a banner that hides itself after 2 seconds, written the way an iOS developer writes
/// it: `import UIKit` alone and Foundation's own `Timer`. On Linux the timer runs on HeadlessUI's
/// runtime clock.
final class BannerViewController: UIViewController {
    let banner = UILabel()
    private var hideTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.text = "Saved"
        banner.accessibilityIdentifier = "banner"
        banner.isHidden = true
        view.addSubview(banner)
    }

    func showBanner() {
        banner.isHidden = false
        hideTimer?.invalidate()
        hideTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.banner.isHidden = true }
        }
    }

    func keepBanner() {
        hideTimer?.invalidate()
    }
}
