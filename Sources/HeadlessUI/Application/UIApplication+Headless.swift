import Foundation

// The members of `UIApplication` that only HeadlessUI has: launching and terminating, runtime issues,
// busy work, idle reports and main-thread stalls. None of them exists on iOS.

extension UIApplication {
    /// The current application, without stopping when none runs (`nil` then).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public static var current: UIApplication? { currentApplication }

    /// Tears down the current application (if any) and launches a fresh one: the only way an
    /// application starts (``shared`` never launches one).
    ///
    /// ```swift
    /// let app = UIApplication.launch(LaunchConfiguration(device: .iPad))
    /// ```
    ///
    /// The delegate's `application(_:didFinishLaunchingWithOptions:)` runs first (with `nil`
    /// options). With ``LaunchConfiguration/sceneDelegate`` set, the app then connects its window
    /// scene in UIKit's order: `application(_:configurationForConnecting:options:)`, the scene
    /// delegate's `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`.
    ///
    /// - Note: HeadlessUI only; not in UIKit (iOS launches the app with `UIApplicationMain`).
    @discardableResult
    public static func launch(
        _ configuration: LaunchConfiguration = LaunchConfiguration(), delegate: (any UIApplicationDelegate)? = nil
    ) -> UIApplication {
        currentApplication?.terminate()
        UIPasteboard.general.reset()
        let application = UIApplication(configuration: configuration)
        currentApplication = application
        HeadlessNetwork.applicationDidLaunch(application)
        application.delegate = delegate
        application.runLoop.hangMonitor.measure(.launch, "application(_:didFinishLaunchingWithOptions:) and scene connection") {
            _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
            if let makeSceneDelegate = configuration.sceneDelegate {
                application.connectWindowScene(makeDelegate: makeSceneDelegate)
            }
        }
        application.runLoop.runOnce()
        return application
    }

    /// Records a problem the runtime refused (see ``RuntimeIssue``) on the current application, or
    /// writes it to standard error when none runs.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public static func reportRuntimeIssue(_ issue: RuntimeIssue) {
        guard let application = currentApplication else {
            FileHandle.standardError.write(Data("HeadlessUI: \(issue)\n".utf8))
            return
        }
        application.reportRuntimeIssue(issue)
    }

    /// Records a problem the runtime refused on this application.
    func reportRuntimeIssue(_ issue: RuntimeIssue) {
        runtimeIssues.append(issue)
        runtimeIssueHandler?(issue)
    }

    /// The launch arguments.
    ///
    /// - Note: HeadlessUI only; not in UIKit (iOS apps read `ProcessInfo.processInfo.arguments`).
    public var launchArguments: [String] { configuration.arguments }

    /// The launch environment.
    ///
    /// - Note: HeadlessUI only; not in UIKit (iOS apps read `ProcessInfo.processInfo.environment`).
    public var launchEnvironment: [String: String] { configuration.environment }

    /// Stops everything: cancels timers, fails sleeping tasks, hides windows. The application stops
    /// being ``current``.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        HeadlessNetwork.applicationWillTerminate(self)
        scheduler.cancelAll()
        clockStorage.cancelAllSleepers()
        for window in windows { window.isHidden = true }
        windowRegistry.removeAll()
        if UIApplication.currentApplication === self { UIApplication.currentApplication = nil }
    }

    // MARK: Busy work and idleness

    /// Registers work in flight that the run loop cannot see; the app is busy until the token ends.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func beginBusyWork(_ label: String) -> BusyWorkToken {
        beginBusyWork(label, isScrollMotion: false)
    }

    /// Registers busy work; `isScrollMotion` marks a scroll view's content moving on its own.
    func beginBusyWork(_ label: String, isScrollMotion: Bool) -> BusyWorkToken {
        lastBusyWorkSequence += 1
        let token = BusyWorkToken(label: label, sequence: lastBusyWorkSequence, isScrollMotion: isScrollMotion) { [weak self] ended in
            self?.busyWork.removeAll { $0 === ended }
        }
        busyWork.append(token)
        return token
    }

    /// What is pending: events, animations, timers due within `horizon` seconds, busy work, layout.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func idleReport(horizon: TimeInterval = 0.1) -> IdleReport {
        idleReport(horizon: horizon, since: nil)
    }

    /// A mark in the app's work: ``idleReport(horizon:startedSince:)`` then tells what is pending of
    /// the work started after it (an action's own work, not a ticker that ran before it).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func markWork() -> WorkMark {
        WorkMark(scheduledWork: scheduler.lastSequence, sleeper: clockStorage.lastSleeperID, busyWork: lastBusyWorkSequence)
    }

    /// What is pending of the work started since `mark` (scheduled work, sleeping tasks and busy
    /// work registered after it; repeating timers never finish, so they do not count), plus
    /// everything that is always the app's current work: queued events, running animations,
    /// pending layout. "Has the work an action started finished?" asks it this way.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func idleReport(horizon: TimeInterval, startedSince mark: WorkMark) -> IdleReport {
        idleReport(horizon: horizon, since: mark)
    }

    /// Scroll views whose content moves on its own after motion that started since `mark`: a bounce
    /// back from past an edge, a fling's deceleration, a page snap or an animated offset change, each
    /// named as its busy work is in ``IdleReport/busyWork`` (`UIScrollView 'list': bouncing back`).
    /// Empty once all of it has come to rest. "Did the scrolling an action started stop?" asks it so.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func scrollMotion(startedSince mark: WorkMark) -> [String] {
        busyWork.filter { $0.isScrollMotion && $0.sequence > mark.busyWork }.map(\.label)
    }

    /// What is pending, leaving out a Foundation timer on the wall clock when `includingWallClockTimers`
    /// is false (quiescence: runtime that passes does not bring such a timer closer).
    func idleReport(horizon: TimeInterval, includingWallClockTimers: Bool) -> IdleReport {
        idleReport(horizon: horizon, since: nil, includingWallClockTimers: includingWallClockTimers)
    }

    private func idleReport(horizon: TimeInterval, since mark: WorkMark?, includingWallClockTimers: Bool = true) -> IdleReport {
        let limit = clock.seconds + horizon
        let work = scheduler.pendingWork.filter { work in
            guard work.fireTime <= limit else { return false }
            guard let mark else { return true }
            return work.sequence > mark.scheduledWork && work.repeatInterval == nil
        }
        let sleepers = mark.map { clockStorage.sleeperDeadlines(after: $0.sleeper) } ?? clockStorage.sleeperDeadlines
        return IdleReport(
            pendingEvents: eventSystem.pendingEventCount,
            runningAnimations: animator.runningAnimationCount,
            timersDueSoon: work.map(\.label) + wallClockWorkLabels(includingTimers: includingWallClockTimers),
            sleepersDueSoon: sleepers.filter { $0 <= limit }.count,
            busyWork: busyWork.filter { token in mark.map { token.sequence > $0.busyWork } ?? true }.map(\.label),
            layoutPending: windows.contains { !$0.isHidden && $0.subtreeNeedsLayout }
        )
    }

    /// Work on Foundation's own main run loop and queue that the runtime clock does not drive: blocks
    /// queued on `DispatchQueue.main` (they run in the next turn) and a pending Foundation `Timer`
    /// (wall clock). Listed whatever the horizon, since neither has a runtime instant.
    private func wallClockWorkLabels(includingTimers: Bool) -> [String] {
        var labels: [String] = []
        let queued = MainQueueWork.shared.pendingCount
        if queued > 0 { labels.append(queued == 1 ? "DispatchQueue.main.async" : "DispatchQueue.main.async (\(queued) blocks)") }
        if includingTimers, let timer = runLoop.foundationRunLoopWatch.idleLabel { labels.append(timer) }
        return labels
    }

    /// Simulates the main thread blocking for `seconds` without doing any work or blocking the
    /// thread: runtime passes with no frames, no events and no timers; all of it happens afterwards.
    /// For testing waits and tools against a frozen app (``HeadlessRunLoop/stalls``). App code that is
    /// really slow needs no simulation: it is measured as a hang (``MainThreadHang``). Non-positive
    /// or non-finite values are reported and ignored.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func stallMainThread(for seconds: TimeInterval) {
        runLoop.stall(for: seconds)
    }

    // MARK: Transitions

    /// The view-controller transitions running now, described for messages ("push of
    /// ProfileViewController", "dismissal of SheetViewController"). While one runs, touches on the
    /// transitioning content are swallowed and a navigation controller ignores its back button, as in
    /// UIKit: input sent then is dropped, so a test must wait for the transition to end first.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var runningTransitions: [String] {
        transitionContainers.removeAll { $0.container?.transition == nil }
        return transitionContainers.compactMap { entry in
            guard let container = entry.container, container.window != nil else { return nil }
            return container.transition
        }
    }

    /// Why touches sent now would be dropped, `nil` when the app takes input: it ignores interaction
    /// events (``beginIgnoringInteractionEvents()``), or a transition runs (``runningTransitions``).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var interactionBlockedReason: String? {
        if isIgnoringInteractionEvents { return "the app is ignoring interaction events (beginIgnoringInteractionEvents)" }
        if let transition = runningTransitions.first { return "the app is in a transition (\(transition))" }
        return nil
    }

    func registerTransitionContainer(_ container: TransitionContainerView) {
        guard !transitionContainers.contains(where: { $0.container === container }) else { return }
        transitionContainers.append(WeakTransitionContainer(container: container))
    }
}

/// A weak reference to a transition container, for the application's list.
struct WeakTransitionContainer {
    weak var container: TransitionContainerView?
}
