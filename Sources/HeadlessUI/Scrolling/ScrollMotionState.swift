import Foundation

/// What moves a scroll view's content while no finger drags it.
enum ScrollMotionState {
    /// Deceleration, bounce back or page snap after a release, one motion per axis.
    case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion)
    /// An animated offset change (`setContentOffset(_:animated: true)`), eased in and out.
    case animation(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval, notifiesDelegate: Bool)

    /// What the motion is, for the busy work it reports: "bouncing back" while content released past
    /// an edge springs back, "decelerating" for the rest of a release, "scrolling animation".
    var label: String {
        switch self {
        case .deceleration(let x, let y): x.isBouncingBack || y.isBouncingBack ? "bouncing back" : "decelerating"
        case .animation: "scrolling animation"
        }
    }
}

/// Calls a scroll view back once per frame while its content moves, and reports busy work
/// (`UIApplication.beginBusyWork`, marked as scroll motion for ``UIApplication/scrollMotion(startedSince:)``)
/// meanwhile, so waits for idle settle only once scrolling stops.
@MainActor
final class ScrollFrameDriver {
    private var observerToken: UInt64?
    private var busyToken: BusyWorkToken?
    private weak var runLoop: HeadlessRunLoop?
    private(set) var isStopped = false

    /// Starts calling `tick` after every frame until it returns false or ``stop()`` is called.
    init(label: String, tick: @escaping @MainActor () -> Bool) {
        guard let application = UIApplication.current else {
            isStopped = true
            return
        }
        runLoop = application.runLoop
        busyToken = application.beginBusyWork(label, isScrollMotion: true)
        observerToken = application.runLoop.addFrameObserver { [self] _ in
            guard !self.isStopped else { return }
            if !tick() { self.stop() }
        }
    }

    /// Stops the callbacks and ends the busy work.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        if let observerToken { runLoop?.removeFrameObserver(observerToken) }
        observerToken = nil
        busyToken?.end()
        busyToken = nil
    }
}
