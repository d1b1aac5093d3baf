import Foundation

/// The main run loop of a HeadlessUI application. Each turn processes queued HID events, fires due
/// timers, resumes tasks sleeping on the runtime clock and lets queued main-actor work run; every
/// 1/60 s of runtime a frame advances animations and runs the layout pass.
///
/// On the virtual clock, driving the loop is how time passes:
///
/// ```swift
/// let app = UIApplication.shared
/// app.runLoop.run(for: 0.5)          // half a second of runtime, in microseconds of wall time
/// app.runLoop.runFrames(3)           // three more frames
/// let settled = app.runLoop.runUntilIdle(timeout: 2)
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class HeadlessRunLoop {
    /// Runtime seconds between frames (60 Hz).
    public static let frameInterval: TimeInterval = 1.0 / 60.0

    unowned let application: UIApplication
    /// Frames run since launch.
    public private(set) var frameCount = 0
    /// Runtime seconds spent stalled (no frames).
    public private(set) var stalledTime: TimeInterval = 0
    /// The most recent stalls (up to ``stallHistoryLimit``), oldest first; consecutive stalls with no
    /// frame between them are merged into one, as a user would feel them.
    public private(set) var stalls: [MainThreadStall] = []
    /// How many stalls ``stalls`` keeps.
    public static let stallHistoryLimit = 256
    /// The frame count when the last stall was recorded (to merge back-to-back stalls).
    private var frameCountAtLastStall = -1
    /// When the next frame is due.
    public private(set) var nextFrameTime: TimeInterval = HeadlessRunLoop.frameInterval
    private var frameOrigin: TimeInterval = 0
    private var framesSinceOrigin = 1
    var layoutRequested = true
    /// Set when work in this turn queued main-queue work that must run in the same turn (see
    /// ``requestMainQueueDrain()``).
    private var mainQueueDrainRequested = false
    private let wallClockStart = Date()
    private var frameObservers: [(id: UInt64, callback: @MainActor (Int) -> Void)] = []
    private var turnObservers: [(id: UInt64, callback: @MainActor () -> Void)] = []
    private var nextObserverID: UInt64 = 0
    /// Foundation timers app code scheduled on `RunLoop.main` (wall clock), looked at every turn.
    let foundationRunLoopWatch = FoundationRunLoopWatch()
    /// Measures the real time of the app's main-thread callbacks (see ``hangs``).
    private(set) lazy var hangMonitor = HangMonitor(
        threshold: application.configuration.hangThreshold,
        virtualNow: { [unowned self] in now },
        record: { [unowned self] hang in record(hang) }
    )
    /// The most recent hangs (up to ``hangHistoryLimit``), oldest first: main-thread callbacks of the
    /// app that held the main thread longer than ``hangThreshold`` in real time. See ``MainThreadHang``.
    public private(set) var hangs: [MainThreadHang] = []
    /// Hangs recorded since launch (``hangs`` keeps only the most recent ones): compare two readings
    /// to learn whether something hung in between.
    public private(set) var hangCount = 0
    /// How many hangs ``hangs`` keeps.
    public static let hangHistoryLimit = 256

    init(application: UIApplication) {
        self.application = application
    }

    var clockStorage: ClockStorage { application.clockStorage }

    /// Whether something watches every frame (a display link).
    var hasFrameObservers: Bool { !frameObservers.isEmpty }

    /// Sets the runtime clock (idle skipping; the caller runs the turn at the new time).
    func moveClock(to time: TimeInterval) {
        clockStorage.set(time: time)
    }

    /// The current runtime second.
    public var now: TimeInterval { clockStorage.currentTime }

    /// Calls `callback` after every frame with the frame number (display-link style). Returns a
    /// token to pass to ``removeFrameObserver(_:)``.
    @discardableResult
    public func addFrameObserver(_ callback: @escaping @MainActor (Int) -> Void) -> UInt64 {
        nextObserverID += 1
        frameObservers.append((nextObserverID, callback))
        return nextObserverID
    }

    /// Stops a frame observer.
    public func removeFrameObserver(_ token: UInt64) {
        frameObservers.removeAll { $0.id == token }
    }

    /// Calls `callback` at the start of every turn, before the turn delivers events, fires timers,
    /// runs queued main-actor work or a frame (as a `CFRunLoopObserver` for the before-timers and
    /// before-sources activities does on UIKit): the last moment at which the app is still as it
    /// was after the previous turn. Returns a token to pass to ``removeTurnObserver(_:)``.
    @discardableResult
    public func addTurnObserver(_ callback: @escaping @MainActor () -> Void) -> UInt64 {
        nextObserverID += 1
        turnObservers.append((nextObserverID, callback))
        return nextObserverID
    }

    /// Stops a turn observer.
    public func removeTurnObserver(_ token: UInt64) {
        turnObservers.removeAll { $0.id == token }
    }

    private func notifyTurnObservers() {
        for observer in turnObservers { observer.callback() }
    }

    // MARK: One turn

    /// One turn at the current time: events, due timers, due sleepers, queued main-actor work, and a
    /// frame when one is due.
    public func runOnce() {
        var needsDrain = turnWithoutDraining()
        var spins = 0
        // Resumed tasks continue as main-actor jobs; let them run (and what they resume in turn).
        while needsDrain, spins < 3 {
            notifyTurnObservers()
            drainMainActorWork()
            spins += 1
            needsDrain = turnWithoutDraining()
        }
    }

    /// Returns whether main-actor work may be queued (tasks resumed, or a frame ran).
    @discardableResult
    private func turnWithoutDraining() -> Bool {
        guard !application.isTerminated else { return false }
        notifyTurnObservers()
        application.eventSystem.processPendingEvents()
        application.scheduler.fireDueWork()
        let resumed = clockStorage.resumeDueSleepers()
        if application.configuration.clockMode == .virtual { foundationRunLoopWatch.poll() }
        let drainRequested = mainQueueDrainRequested
        mainQueueDrainRequested = false
        if now + TimeTolerance.epsilon >= nextFrameTime {
            runFrame()
            return true
        } else if layoutRequested {
            // UIKit commits layout at the end of every run-loop turn, not only on display frames.
            layoutPass()
        }
        return resumed > 0 || drainRequested
    }

    /// Makes this turn let the main queue run (Grand Central Dispatch's main queue and main-actor
    /// jobs) even when no frame is due: work that just queued blocks the app must see at this runtime
    /// instant (a network response's completion and the app's hop back to the main thread) asks for it.
    package func requestMainQueueDrain() {
        mainQueueDrainRequested = true
    }

    /// Lets main-actor jobs that are queued (continuations of tasks that were just resumed) run.
    func drainMainActorWork() {
        hangMonitor.measure(.mainQueue, "main queue work (DispatchQueue.main blocks, main-actor tasks)") {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
        }
    }

    private func runFrame() {
        frameCount += 1
        hangMonitor.measure(.animation, "animation frame \(frameCount)") { application.animator.tick() }
        layoutPass()
        framesSinceOrigin += 1
        nextFrameTime = frameOrigin + Double(framesSinceOrigin) * HeadlessRunLoop.frameInterval
        if nextFrameTime <= now + TimeTolerance.epsilon {
            // Behind (after a stall): the next frame follows one interval from now.
            frameOrigin = now
            framesSinceOrigin = 1
            nextFrameTime = now + HeadlessRunLoop.frameInterval
        }
        for observer in frameObservers {
            hangMonitor.measure(.displayLink, "display link (frame \(frameCount))") { observer.callback(frameCount) }
        }
    }

    private func layoutPass() {
        layoutRequested = false
        hangMonitor.measure(.layout, "layout pass") {
            for window in application.windows where !window.isHidden {
                window.layoutSubtreeIfNeeded()
            }
        }
    }

    // MARK: Advancing time

    /// Runs the loop until runtime `deadline`, firing timers at their exact instants.
    public func run(until deadline: TimeInterval) {
        runOnce()
        while now + TimeTolerance.epsilon < deadline, !application.isTerminated {
            advanceClock(toNextWakeBefore: deadline)
            runOnce()
        }
    }

    /// Runs the loop for `seconds` of runtime.
    public func run(for seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            UIApplication.reportRuntimeIssue(.other("run(for: \(seconds)): the duration must be a finite, non-negative number of seconds."))
            return
        }
        run(until: now + seconds)
    }

    /// Runs `count` frames.
    public func runFrames(_ count: Int) {
        guard count > 0 else { return }
        let target = frameCount + count
        runOnce()
        while frameCount < target, !application.isTerminated {
            advanceClock(toNextWakeBefore: nextFrameTime)
            runOnce()
        }
    }

    /// Runs until `condition` holds or `timeout` seconds of runtime pass; returns whether it held.
    /// The condition is checked after every turn. An infinite timeout waits until the condition
    /// holds or nothing is left that could change it (the app quiescent with nothing scheduled, see
    /// ``isQuiescent``); a negative or NaN timeout checks once. The async form reads the timeout the
    /// same way (both go through ``waitDeadline(timeout:)`` and ``keepsWaiting(toward:)``).
    @discardableResult
    public func run(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = waitDeadline(timeout: timeout)
        runOnce()
        if condition() { return true }
        while keepsWaiting(toward: deadline) {
            runTurn(before: deadline)
            if condition() { return true }
        }
        return condition()
    }

    /// Lets one run-loop turn pass: the clock moves to the next moment something is due (a frame,
    /// a timer, a sleeping task, or now when events are queued), never past runtime `limit`, and
    /// the turn runs there. The one step of ``run(timeout:until:)-(_,_)``, for drivers of their own waits.
    package func runTurn(before limit: TimeInterval) {
        advanceClock(toNextWakeBefore: Swift.min(limit, nextFrameTime))
        runOnce()
    }

    /// The runtime second a wait of `timeout` seconds starting now ends at: negative or NaN counts as
    /// zero, infinity stays infinite (see ``keepsWaiting(toward:)``). Shared by both forms of every
    /// wait, so they cannot read a timeout differently.
    func waitDeadline(timeout: TimeInterval) -> TimeInterval {
        now + (timeout.isNaN ? 0 : Swift.max(0, timeout))
    }

    /// Whether a wait towards `deadline` goes on: time is left, the app runs, and, for an infinite
    /// deadline, something could still change (bounded work: a wait that nothing can end stops).
    func keepsWaiting(toward deadline: TimeInterval) -> Bool {
        guard now + TimeTolerance.epsilon < deadline, !application.isTerminated else { return false }
        if !deadline.isFinite, isQuiescent, nextScheduledWake == nil { return false }
        return true
    }

    /// Runs until ``UIApplication/idleReport(horizon:)`` reports idle or `timeout` passes.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval, horizon: TimeInterval = 0.1) -> Bool {
        run(timeout: timeout) { application.idleReport(horizon: horizon).isIdle }
    }

    // MARK: Async forms

    /// Async form of ``run(for:)``: yields to other main-actor tasks between turns.
    public func run(for seconds: TimeInterval) async {
        let deadline = now + Swift.max(0, seconds.isFinite ? seconds : 0)
        await run(timeout: seconds) { self.now + TimeTolerance.epsilon >= deadline }
    }

    /// Async form of ``runFrames(_:)``.
    public func runFrames(_ count: Int) async {
        guard count > 0 else { return }
        let target = frameCount + count
        // As the sync form: turn until `count` frames ran (each turn moves towards the next frame,
        // so this ends), not until some time passed: a stall between frames must not cut it short.
        turnWithoutDraining()
        await letResumedTasksRun()
        while frameCount < target, !application.isTerminated {
            await runTurn(before: nextFrameTime)
        }
    }

    /// Async form of ``run(timeout:until:)-(_,_)``: the same deadline and rules, yielding to other
    /// main-actor tasks between turns.
    @discardableResult
    public func run(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        let deadline = waitDeadline(timeout: timeout)
        turnWithoutDraining()
        await letResumedTasksRun()
        if condition() { return true }
        while keepsWaiting(toward: deadline) {
            await runTurn(before: deadline)
            if condition() { return true }
        }
        return condition()
    }

    /// Yields to other main-actor tasks, and keeps yielding (a bounded number of times) until every
    /// task this turn resumed from a clock sleep has continued: its continuation may first hop
    /// through another thread, and the clock must not move on before it ran.
    private func letResumedTasksRun() async {
        await hangMonitor.measure(.mainQueue, "main-actor tasks") { await Task.yield() }
        var yields = 0
        while clockStorage.hasResumedSleepersWaitingToRun, yields < Self.maximumYieldsForResumedTasks {
            await hangMonitor.measure(.mainQueue, "main-actor tasks") { await Task.yield() }
            yields += 1
        }
    }

    /// The bound on ``letResumedTasksRun()``'s extra yields (each costs microseconds).
    static let maximumYieldsForResumedTasks = 100_000

    /// Async form of ``runTurn(before:)-(_)``: the turn yields to other main-actor tasks.
    package func runTurn(before limit: TimeInterval) async {
        advanceClock(toNextWakeBefore: Swift.min(limit, nextFrameTime))
        turnWithoutDraining()
        await letResumedTasksRun()
        turnWithoutDraining()
    }

    // MARK: Clock movement

    private func advanceClock(toNextWakeBefore limit: TimeInterval) {
        var wake = Swift.min(limit, nextFrameTime)
        if let timer = application.scheduler.nextFireTime { wake = Swift.min(wake, timer) }
        if let sleeper = clockStorage.earliestDeadline { wake = Swift.min(wake, sleeper) }
        if application.eventSystem.pendingEventCount > 0 { wake = now }
        wake = Swift.max(wake, now)
        if application.configuration.clockMode == .realTime {
            waitForWallClock(until: wake)
        }
        clockStorage.set(time: wake)
    }

    /// Real-time mode only: blocks until the wall clock reaches runtime `target` (the one place
    /// where HeadlessUI waits on the wall clock).
    private func waitForWallClock(until target: TimeInterval) {
        let wallTarget = wallClockStart.addingTimeInterval(target)
        let remaining = wallTarget.timeIntervalSinceNow
        if remaining > 0 {
            _ = RunLoop.main.run(mode: .default, before: wallTarget)
        }
    }

    // MARK: Hangs

    /// Seconds of real time one main-thread callback of the app (an event delivery with its
    /// handlers, an action, a timer, main-queue work, a layout pass, an animation frame, a display
    /// link, a view controller lifecycle method) may take before it is recorded as a hang
    /// (``hangs``, and a ``RuntimeIssue/hang(_:)``). Starts at ``LaunchConfiguration/hangThreshold``
    /// (0.25 s, as iOS hang detection); `.infinity` stops measuring. A value that is not a positive
    /// number of seconds is reported as a runtime issue and ignored.
    public var hangThreshold: TimeInterval {
        get { hangMonitor.threshold }
        set {
            guard newValue > 0, !newValue.isNaN else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: "HeadlessRunLoop", property: "hangThreshold = \(newValue)",
                    reason: "the threshold must be a positive number of seconds (.infinity stops measuring)."
                ))
                return
            }
            hangMonitor.threshold = newValue
        }
    }

    private func record(_ hang: MainThreadHang) {
        hangCount += 1
        hangs.append(hang)
        if hangs.count > Self.hangHistoryLimit { hangs.removeFirst(hangs.count - Self.hangHistoryLimit) }
        application.reportRuntimeIssue(.hang(hang))
    }

    /// See ``UIApplication/stallMainThread(for:)``.
    func stall(for seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else {
            UIApplication.reportRuntimeIssue(
                .other("stallMainThread(for: \(seconds)): the stall must be a positive, finite number of seconds.")
            )
            return
        }
        stalledTime += seconds
        if frameCountAtLastStall == frameCount, var last = stalls.popLast() {
            last.duration += seconds
            stalls.append(last)
        } else {
            stalls.append(MainThreadStall(start: now, duration: seconds))
            if stalls.count > Self.stallHistoryLimit { stalls.removeFirst(stalls.count - Self.stallHistoryLimit) }
        }
        frameCountAtLastStall = frameCount
        clockStorage.set(time: now + seconds)
    }
}
