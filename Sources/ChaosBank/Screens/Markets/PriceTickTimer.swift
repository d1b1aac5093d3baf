import Foundation
import HeadlessUI

/// Calls a screen back on every tick of the market price feed (each ``BankBackend/priceTickInterval``
/// of app time, just after the tick), while started. Screens start it when they appear and stop it
/// when they go away.
@MainActor
final class PriceTickTimer {
    private var work: ScheduledWork?
    private let onTick: @MainActor () -> Void

    /// A timer calling `onTick` on each tick once started.
    init(onTick: @escaping @MainActor () -> Void) {
        self.onTick = onTick
    }

    /// Whether the timer runs.
    var isRunning: Bool { work != nil }

    /// Starts ticking (does nothing when already started).
    func start() {
        guard work == nil else { return }
        let interval = BankBackend.priceTickInterval
        let now = UIApplication.shared.clock.now.seconds
        let nextTick = ((now / interval + 1e-6).rounded(.down) + 1) * interval
        work = UIApplication.shared.scheduler.schedule(
            // kass:equivalent string-literal: a scheduled work's label only names it in the runtime's pending work, never shown
            after: nextTick - now + 0.001, repeatingEvery: interval, label: "ChaosBank price feed"
        ) { [weak self] in
            self?.onTick()
        }
    }

    /// Stops ticking.
    func stop() {
        work?.cancel()
        work = nil
    }

    isolated deinit {
        work?.cancel()
    }
}
