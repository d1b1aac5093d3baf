import Foundation
import HeadlessUI

/// A quote screen that throws its "Buy" button away and builds a new one every 0.3 s (same
/// identifier, same frame), as a screen re-rendered from a live data feed does.
///
/// Trap modelled: a view rebuilt between attempts. `rebuilt.button` resolves to a different
/// `UIButton` instance every 0.3 s (``rebuildCount`` counts the replacements); a reference kept from an
/// earlier lookup points at a view that has left the window, and a touch that goes down on one
/// instance and up after the swap is cancelled (the view left the window), so it does nothing. A
/// correct `tap()` resolves the element again on each attempt and delivers one quick tap:
/// `rebuilt.taps` reads "Taps: 1" (``tapCount`` 1), never 2.
final class RebuiltButtonFixture: UIApplicationDelegate {
    /// How often the button is replaced.
    static let rebuildInterval: TimeInterval = 0.3

    /// The app's window.
    var window: UIWindow?
    /// The quote screen.
    let quote = LiveQuoteViewController()
    /// Taps that reached a button.
    var tapCount: Int { quote.tapCount }
    /// Buttons replaced so far.
    var rebuildCount: Int { quote.rebuildCount }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: quote)
        return true
    }
}

/// `rebuilt.taps` ("Taps: N") above a 60 pt slot holding the current `rebuilt.button` ("Buy").
final class LiveQuoteViewController: UIViewController {
    let tapsLabel = KassFixtureApp.makeLabel("Taps: 0", identifier: "rebuilt.taps")
    let buttonSlot = UIView()
    /// The button on screen now.
    private(set) var button: UIButton?
    private(set) var tapCount = 0
    private(set) var rebuildCount = 0
    private var rebuilding: ScheduledWork?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        buttonSlot.heightAnchor.constraint(equalToConstant: 60).isActive = true
        KassFixtureApp.pinFormStack([tapsLabel, buttonSlot], in: view)
        installButton()
        rebuilding = UIApplication.shared.scheduler.schedule(
            after: RebuiltButtonFixture.rebuildInterval, repeatingEvery: RebuiltButtonFixture.rebuildInterval,
            label: "quote re-render"
        ) { [weak self] in
            self?.rebuildCount += 1
            self?.installButton()
        }
    }

    private func installButton() {
        button?.removeFromSuperview()
        let button = KassFixtureApp.makeButton("Buy", identifier: "rebuilt.button") { [weak self] in
            guard let self else { return }
            self.tapCount += 1
            self.tapsLabel.text = "Taps: \(self.tapCount)"
        }
        button.frame = CGRect(x: 0, y: 5, width: 120, height: 50)
        buttonSlot.addSubview(button)
        self.button = button
    }
}

/// A screen whose "Continue" button slides 400 pt down during the first second after it appears.
///
/// Trap modelled: a moving target. `moving.button` is animated with `UIView.animate(withDuration: 1)`
/// (no `.allowUserInteraction`), so for 1 s its drawn position (the presentation layer) changes
/// every frame, its model frame already says where it will end, and it ignores touches, as in
/// UIKit. A tap during that second does nothing. A correct `tap()` waits until the element is stable
/// (same frame for two frames) and then taps once: `moving.taps` reads "Taps: 1".
final class MovingButtonFixture: UIApplicationDelegate {
    /// How long the button moves.
    static let moveDuration: TimeInterval = 1
    /// Where the button starts and ends (its frame in the screen's root view).
    static let startFrame = CGRect(x: 20, y: 150, width: 200, height: 50)
    /// Where the button ends.
    static let endFrame = CGRect(x: 20, y: 550, width: 200, height: 50)

    /// The app's window.
    var window: UIWindow?
    /// The onboarding screen.
    let onboarding = SlidingButtonViewController()
    /// Taps that reached the button.
    var tapCount: Int { onboarding.tapCount }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: onboarding)
        return true
    }
}

/// `moving.taps` ("Taps: N") and `moving.button` ("Continue"), which slides down on appearance.
final class SlidingButtonViewController: UIViewController {
    let tapsLabel = KassFixtureApp.makeLabel("Taps: 0", identifier: "moving.taps")
    private(set) lazy var continueButton = KassFixtureApp.makeButton("Continue", identifier: "moving.button") { [weak self] in
        guard let self else { return }
        self.tapCount += 1
        self.tapsLabel.text = "Taps: \(self.tapCount)"
    }
    private(set) var tapCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        KassFixtureApp.pinFormStack([tapsLabel], in: view)
        continueButton.frame = MovingButtonFixture.startFrame
        view.addSubview(continueButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: MovingButtonFixture.moveDuration, delay: 0, options: [.curveEaseInOut]) {
            self.continueButton.frame = MovingButtonFixture.endFrame
        }
    }
}
