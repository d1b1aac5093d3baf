import Foundation
import HeadlessUI

/// A stock ticket whose price (and the order total derived from it) changes every 0.5 s, next to
/// values that never change.
///
/// Trap modelled: a value that ticks. Every 0.5 s of runtime, `ticker.price` goes up by 0.03
/// ("189.07", "189.10", "189.13", …) and `ticker.total` (price × 10, "1890.70", "1891.00", …) is
/// updated in the same turn. `ticker.previousClose` ("189.07"), `ticker.quantity` ("10") and
/// `ticker.symbol` ("ACME") never change. A correct `assertUnchanged(for: 1)` fails on the price (and
/// names both values) and passes on the previous close; reading price and total must use one
/// snapshot (`readTexts`), since two reads a tick apart disagree (total ≠ price × 10).
final class TickingValueFixture: UIApplicationDelegate {
    /// How often the price changes.
    static let tickInterval: TimeInterval = 0.5
    /// The price at launch, in cents.
    static let initialPriceCents = 18907
    /// How much each tick adds, in cents.
    static let tickCents = 3
    /// The fixed quantity.
    static let quantity = 10

    /// The app's window.
    var window: UIWindow?
    /// The ticket screen.
    let ticket = StockTicketViewController()
    /// Ticks so far.
    var tickCount: Int { ticket.tickCount }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: ticket)
        return true
    }

    /// The price text after `ticks` ticks.
    static func priceText(afterTicks ticks: Int) -> String {
        KassFixtureApp.formatCents(initialPriceCents + ticks * tickCents)
    }

    /// The total text after `ticks` ticks.
    static func totalText(afterTicks ticks: Int) -> String {
        KassFixtureApp.formatCents((initialPriceCents + ticks * tickCents) * quantity)
    }
}

/// `ticker.symbol`, `ticker.price`, `ticker.previousClose`, `ticker.quantity`, `ticker.total`.
final class StockTicketViewController: UIViewController {
    let symbolLabel = KassFixtureApp.makeLabel("ACME", identifier: "ticker.symbol")
    let priceLabel = KassFixtureApp.makeLabel(TickingValueFixture.priceText(afterTicks: 0), identifier: "ticker.price")
    let previousCloseLabel = KassFixtureApp.makeLabel(TickingValueFixture.priceText(afterTicks: 0), identifier: "ticker.previousClose")
    let quantityLabel = KassFixtureApp.makeLabel("\(TickingValueFixture.quantity)", identifier: "ticker.quantity")
    let totalLabel = KassFixtureApp.makeLabel(TickingValueFixture.totalText(afterTicks: 0), identifier: "ticker.total")
    private(set) var tickCount = 0
    private var ticking: ScheduledWork?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        KassFixtureApp.pinFormStack([
            symbolLabel,
            row("Price", priceLabel), row("Previous close", previousCloseLabel),
            row("Quantity", quantityLabel), row("Total", totalLabel),
        ], in: view, spacing: 8)
        ticking = UIApplication.shared.scheduler.schedule(
            after: TickingValueFixture.tickInterval, repeatingEvery: TickingValueFixture.tickInterval, label: "price feed"
        ) { [weak self] in
            self?.tick()
        }
    }

    private func row(_ caption: String, _ value: UILabel) -> UIStackView {
        let captionLabel = UILabel()
        captionLabel.text = caption
        value.textAlignment = .right
        let row = UIStackView(arrangedSubviews: [captionLabel, value])
        row.axis = .horizontal
        row.distribution = .fillEqually
        return row
    }

    private func tick() {
        tickCount += 1
        priceLabel.text = TickingValueFixture.priceText(afterTicks: tickCount)
        totalLabel.text = TickingValueFixture.totalText(afterTicks: tickCount)
    }
}
