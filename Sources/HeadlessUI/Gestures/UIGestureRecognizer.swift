import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`, with UIKit's state
/// machine, delegate hooks, failure requirements and touch-delivery options. Handlers are closures:
///
/// ```swift
/// let tap = UITapGestureRecognizer { recognizer in print("tapped at", recognizer.location(in: nil)) }
/// view.addGestureRecognizer(tap)
/// ```
///
/// Subclasses override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set ``state``, exactly as a
/// UIKit subclass importing `UIGestureRecognizerSubclass` does.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer handler.
    public typealias Handler = @MainActor (UIGestureRecognizer) -> Void

    private var machine = GestureStateMachine()
    @preconcurrency private var handlers: [Handler] = []
    /// Touches this recognizer is tracking for the current gesture.
    public internal(set) var trackedTouches: [UITouch] = []
    var requiredToFail: [WeakRecognizer] = []
    /// A recognition waiting for required recognizers to fail.
    var pendingState: State?

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// The delegate.
    public weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Disabled recognizers receive no touches; disabling one mid-gesture cancels or fails it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state.isActive { state = .cancelled } else if state == .possible, !trackedTouches.isEmpty { state = .failed }
        }
    }

    /// Whether touches are cancelled in the view once the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether `touchesBegan` reaches the view only after this recognizer fails. Default false.
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded` reaches the view only after this recognizer fails. Default true.
    open var delaysTouchesEnded = true
    /// The touch types this recognizer accepts (direct and pencil by default).
    open var allowedTouchTypes: [UITouch.TouchType] = [.direct, .pencil]
    /// A name for debugging.
    open var name: String?

    /// Creates a recognizer with an optional handler called on every state change that UIKit reports
    /// to targets (began, changed, ended/recognized, cancelled).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public init(handler: Handler? = nil) {
        super.init()
        if let handler { handlers.append(handler) }
    }

    /// Adds a handler (the closure form of `addTarget(_:action:)`).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    @preconcurrency public func addTarget(_ handler: @escaping Handler) {
        handlers.append(handler)
    }

    /// Removes every handler.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func removeAllTargets() {
        handlers.removeAll()
    }

    // MARK: State

    /// The current state. Subclasses set it; illegal transitions (ended → began...) are reported as
    /// runtime issues and ignored, and recognitions go through the arena's checks (should-begin,
    /// failure requirements, exclusivity), so the state you read back may be `.failed`.
    open var state: State {
        get { machine.state }
        set {
            if let arena = GestureArena.current { arena.request(self, newValue) } else { applyState(newValue) }
        }
    }

    /// Applies a state change without arena checks; returns whether it was legal.
    @discardableResult
    func applyState(_ newState: State) -> Bool {
        let old = machine.state
        guard machine.transition(to: newState) else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "state",
                reason: "illegal transition \(old) → \(newState); a recognizer goes possible → began/ended/failed, began/changed → "
                    + "changed/ended/cancelled."
            ))
            return false
        }
        return true
    }

    func sendActions() {
        for handler in handlers {
            UIApplication.measuringHang(.gestureAction, "action of \(debugName)") { handler(self) }
        }
    }

    /// The recognizer's class and name, for messages.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var debugName: String {
        let typeName = String(describing: type(of: self))
        return name.map { "\(typeName) '\($0)'" } ?? typeName
    }

    // MARK: Relationships

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            UIApplication.reportRuntimeIssue(
                .invalidConfiguration(
                    object: debugName, property: "require(toFail:)", reason: "a recognizer cannot require itself to fail."
                )
            )
            return
        }
        requiredToFail.removeAll { $0.recognizer == nil }
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Subclass hook: whether this recognizer must wait for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Subclass hook: whether `otherGestureRecognizer` must wait for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// HeadlessUI's private recognizers (UIKit's sheet pan) recognize alongside others without a delegate.
    func recognizesSimultaneously(with otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches (subclass overrides)

    /// New touches for this recognizer.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches cancelled: the default cancels an active gesture and fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called after the gesture finished (or failed) and all its touches lifted: clear per-gesture state.
    open func reset() {}

    /// Stops tracking `touch` for this gesture.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    // MARK: Location

    /// Number of touches the recognizer tracks that are still down (or lifting in this event).
    open var numberOfTouches: Int { trackedTouches.filter { $0.phase != .cancelled }.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.filter { $0.phase != .cancelled }
        guard !touches.isEmpty else { return lastLocation.map { convertFromScreen($0, to: view) } ?? .zero }
        let points = touches.map { $0.location(in: view) }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The location of one tracked touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            UIApplication.reportRuntimeIssue(
                .invalidConfiguration(
                    object: debugName, property: "location(ofTouch:)",
                    reason: "touch index \(touchIndex) out of range 0..<\(trackedTouches.count)."
                )
            )
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Screen location of the centroid when the last touch lifted (so handlers can read it after the end).
    var lastLocation: CGPoint?

    private func convertFromScreen(_ point: CGPoint, to view: UIView?) -> CGPoint {
        view?.convert(point, from: nil) ?? point
    }

    /// The recognizer's timer handle, cancelled on reset (used by subclasses for time limits).
    var timers: [ScheduledWork] = []

    /// Schedules work on the runtime clock that is cancelled when the recognizer resets. The arena
    /// resolves state changes made inside `action`.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    @preconcurrency public func scheduleTimer(after delay: TimeInterval, label: String, _ action: @escaping @MainActor () -> Void) {
        guard let application = view?.owningApplication ?? UIApplication.current else { return }
        let work = application.scheduler.schedule(after: delay, label: "\(self.debugName): \(label)") { [weak self] in
            guard self != nil else { return }
            let arena = application.eventSystem.gestureArena
            arena.beginDelivery()
            action()
            arena.endDelivery()
        }
        timers.append(work)
    }

    /// Cancels the recognizer's timers.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func cancelTimers() {
        for timer in timers { timer.cancel() }
        timers.removeAll()
    }
}

/// A weak reference to a recognizer.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

extension UIView {
    /// The gesture recognizers attached to this view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer (moving it from another view if needed).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
