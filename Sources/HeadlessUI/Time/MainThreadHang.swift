import Foundation

/// One main-thread callback of the app that took longer than the hang threshold in real time
/// (``HeadlessRunLoop/hangThreshold``), as iOS hang detection reports one: the app's own work
/// blocked the main thread, so on a device the UI would have frozen for that long.
///
/// The virtual clock does not move while app code runs, so a hang leaves app time untouched: it is
/// measured on the machine's monotonic clock and reported (``HeadlessRunLoop/hangs`` and a
/// ``RuntimeIssue/hang(_:)``), never fed into the runtime clock.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct MainThreadHang: Equatable, Sendable, CustomStringConvertible {
    /// The kind of main-thread callback that hung.
    public enum Callback: String, Equatable, Sendable, CustomStringConvertible {
        /// Delivery of a touch or keyboard event (hit testing, gesture recognizers, `touches…`, responders).
        case event
        /// A `UIAction` handler (control actions, menu items).
        case action
        /// A gesture recognizer's action.
        case gestureAction
        /// Work scheduled on the runtime clock: timers, `asyncAfter`, delayed work.
        case timer
        /// Blocks sent to `DispatchQueue.main` and main-actor tasks resumed by the run loop.
        case mainQueue
        /// A layout pass (`layoutSubviews`, Auto Layout, `viewWillLayoutSubviews`...).
        case layout
        /// An animation frame or an animation's completion.
        case animation
        /// A display link or another per-frame observer.
        case displayLink
        /// A view controller lifecycle method (`viewDidLoad`, `viewWillAppear(_:)`...).
        case viewControllerLifecycle
        /// The app delegate's launch (`application(_:didFinishLaunchingWithOptions:)`).
        case launch

        /// `UIAction handler`, `layout pass`...
        public var description: String {
            switch self {
            case .event: return "event delivery"
            case .action: return "UIAction handler"
            case .gestureAction: return "gesture recognizer action"
            case .timer: return "timer"
            case .mainQueue: return "main queue work"
            case .layout: return "layout pass"
            case .animation: return "animation frame"
            case .displayLink: return "display link"
            case .viewControllerLifecycle: return "view controller lifecycle"
            case .launch: return "launch"
            }
        }
    }

    /// The kind of callback the time went to: the slowest app callback inside the outermost one
    /// when one took most of it (an action inside an event delivery), else the outermost one.
    public var callback: Callback
    /// What it was: `UIAction 'Save' of UIButton 'save'`, `viewWillAppear(_:) of SettingsViewController`,
    /// `timer 'toast'`.
    public var name: String
    /// The outermost callback the hang happened in, when it is not ``callback`` itself
    /// (`event delivery (touch)` around an action); `nil` otherwise.
    public var within: String?
    /// How long the main thread was held, in seconds of real time: the wall time of the outermost
    /// callback less the time the thread waited for a CPU that other processes held (Linux; see
    /// ``waitingForCPU``). Sleeps and blocking waits count: the UI was frozen through them.
    public var duration: TimeInterval
    /// The wall time of the outermost callback, in seconds.
    public var wallDuration: TimeInterval
    /// Seconds of ``wallDuration`` the main thread was ready to run but waited for a CPU (a loaded
    /// machine); 0 where the system does not say (read from `/proc/thread-self/schedstat` on Linux).
    public var waitingForCPU: TimeInterval
    /// The runtime-clock second at which the callback began (app time does not move during it).
    public var start: TimeInterval

    /// Creates a record.
    public init(
        callback: Callback, name: String, within: String? = nil, duration: TimeInterval,
        wallDuration: TimeInterval? = nil, waitingForCPU: TimeInterval = 0, start: TimeInterval
    ) {
        self.callback = callback
        self.name = name
        self.within = within
        self.duration = duration
        self.wallDuration = wallDuration ?? duration
        self.waitingForCPU = waitingForCPU
        self.start = start
    }

    /// `UIAction 'Save' of UIButton 'save' (UIAction handler, in event delivery (touch)) held the main
    /// thread for 1.203 s at 3.400 s of app time`.
    public var description: String {
        var context = callback.description
        if let within { context += ", in \(within)" }
        var text = "\(name) (\(context)) held the main thread for \(Self.seconds(duration))"
        if waitingForCPU > 0.0005 {
            text += " (wall \(Self.seconds(wallDuration)), less \(Self.seconds(waitingForCPU)) waiting for a CPU)"
        }
        return text + String(format: " at %.3f s of app time", start)
    }

    static func seconds(_ value: TimeInterval) -> String {
        String(format: "%.3f s", value)
    }
}
