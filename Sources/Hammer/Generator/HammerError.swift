import Foundation

/// Every way an ``EventGenerator`` call can fail. Each case carries the data of the failure;
/// ``description`` says what went wrong and how to fix it.
///
/// ```swift
/// do { try generator.fingerTap(at: button) } catch let error as HammerError { print(error) }
/// ```
public enum HammerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One of the checks a window must pass before events are sent to it failed for
    /// `settings.windowReadyTimeout` seconds.
    case windowNotReady(check: WindowReadinessCheck, timeout: TimeInterval)
    /// A touch point is not inside any visible window that accepts touches.
    case touchNotDeliverable(point: CGPoint)
    /// A point has a NaN or infinite coordinate.
    case invalidPoint(x: CGFloat, y: CGFloat)
    /// A duration, distance, angle or timeout is NaN, infinite or negative.
    case invalidValue(name: String, value: Double, reason: String)
    /// The app did not process an event (confirmed with a marker) within `eventProcessingTimeout`.
    case eventNotProcessed(event: String, timeout: TimeInterval)
    /// The system refused an event (the message is the system's).
    case eventRejected(reason: String)
    /// A view used as a location is not in a window.
    case viewNotInHierarchy(view: String)
    /// No view or element matched (`nearMatches`: the closest candidates, for "did you mean").
    case unableToFind(description: String, nearMatches: [String])
    /// Several elements matched and `settings.throwOnMultipleMatches` is true.
    case multipleElements(description: String, matches: [String])
    /// The target is not visible. `reason` is the accessibility snapshot's
    /// (``AccessibilitySnapshot/NotVisibleReason``), for views and elements alike: "it is scrolled out
    /// of UIScrollView #list", "it is covered by UIView #sheet".
    case notVisible(target: String, reason: String)
    /// A touch at the target's hit point would not reach it. `reason` is the accessibility snapshot's
    /// (``AccessibilitySnapshot/NotHittableReason``): what would receive the touch instead, the
    /// ancestor with user interaction disabled, or why the target is not visible.
    case notHittable(target: String, reason: String)
    /// A `waitUntil` condition did not hold within the timeout (app time, stalls excluded).
    case waitTimedOut(what: String, timeout: TimeInterval)
    /// More fingers than a hand has (ten, one per ``FingerIndex``). More than the device tracks is not
    /// an error: the device cancels every touch (a sixth finger on an iPhone), as UIKit does.
    case tooManyFingers(limit: Int)
    /// A finger that is not down was moved or lifted.
    case fingerNotDown(finger: String)
    /// A finger was put down that is already down.
    case fingerAlreadyDown(finger: String)
    /// The device has no stylus (stylus calls need the iPad profile).
    case stylusUnavailable(device: String)
    /// A stylus call needs the stylus down (or up) and it is not.
    case stylusState(reason: String)
    /// A character has no key on the US layout and cannot be typed or inserted.
    case keyNotMappable(character: String, reason: String)
    /// A key that is not down was released, or one that is down was pressed again.
    case keyState(key: String, reason: String)
    /// The generator was finished; create a new one.
    case generatorFinished
    /// A newer generator is active; only the most recent unfinished generator may send events.
    case notActiveGenerator
    /// The platform seam cannot drive this platform yet.
    case unsupportedPlatform(String)

    /// The message, with the fix.
    public var description: String {
        switch self {
        case .windowNotReady(let check, let timeout):
            return "The window is not ready for events after \(Self.seconds(timeout)): \(check.explanation) Fix: \(check.fix)"
        case .touchNotDeliverable(let point):
            return "No window accepts a touch at \(Self.point(point)): the point is outside every visible, interactive window. Use a " +
                "point on screen (screen coordinates), or a view that is in a window."
        case .invalidPoint(let x, let y):
            return "Invalid point (\(x), \(y)): coordinates must be finite numbers (no NaN or infinity)."
        case .invalidValue(let name, let value, let reason):
            return "Invalid \(name) \(value): \(reason)"
        case .eventNotProcessed(let event, let timeout):
            return "The app did not process \(event) within \(Self.seconds(timeout)) (eventProcessingTimeout). Is the application " +
                "terminated or its run loop no longer driven? Raise settings.eventProcessingTimeout if the app is legitimately slow."
        case .eventRejected(let reason):
            return "The system refused the event: \(reason)"
        case .viewNotInHierarchy(let view):
            return "\(view) is not in a window, so it has no location on screen. Add it to the window (or create the generator with " +
                "EventGenerator(view:)) before touching it."
        case .unableToFind(let description, let nearMatches):
            let hint = nearMatches.isEmpty ? "" : " Did you mean: \(nearMatches.map { "'\($0)'" }.joined(separator: ", "))?"
            return "Unable to find \(description).\(hint)"
        case .multipleElements(let description, let matches):
            return "Found multiple elements matching \(description): \(matches.joined(separator: "; ")). Make the query more specific, " +
                "or set settings.throwOnMultipleMatches = false to use the first match."
        case .notVisible(let target, let reason):
            return "\(target) is not visible: \(reason)."
        case .notHittable(let target, let reason):
            return "\(target) is not hittable: \(reason)."
        case .waitTimedOut(let what, let timeout):
            return "Timed out after \(Self.seconds(timeout)) of app time waiting for \(what). Pass a longer timeout or raise " +
                "settings.waitTimeout if the app is slow."
        case .tooManyFingers(let limit):
            return "At most \(limit) fingers can be down at once (one per FingerIndex); lift a finger before putting another down."
        case .fingerNotDown(let finger):
            return "Finger \(finger) is not down. Put it down with fingerDown before moving or lifting it."
        case .fingerAlreadyDown(let finger):
            return "Finger \(finger) is already down. Lift it first, or use another FingerIndex."
        case .stylusUnavailable(let device):
            return "The \(device) has no stylus support. Stylus calls need the iPad profile (LaunchConfiguration(device: .iPad))."
        case .stylusState(let reason):
            return "Stylus: \(reason)"
        case .keyNotMappable(let character, let reason):
            return "Cannot type \(character): \(reason)"
        case .keyState(let key, let reason):
            return "Key \(key) \(reason)"
        case .generatorFinished:
            return "This EventGenerator was finished. Create a new generator to send more events."
        case .notActiveGenerator:
            return "This EventGenerator is not the active one: a newer generator exists and has not been finished. Call finish() on the " +
                "newer generator first (their windows overlap)."
        case .unsupportedPlatform(let what):
            return "Not supported on this platform yet: \(what)."
        }
    }

    static func seconds(_ value: TimeInterval) -> String {
        String(format: "%.2f s", value)
    }

    static func point(_ point: CGPoint) -> String {
        "(\(Self.number(point.x)), \(Self.number(point.y)))"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

/// The checks a window must pass before a generator sends events to it.
public enum WindowReadinessCheck: String, Equatable, Sendable, CaseIterable {
    /// The window is hidden or not key.
    case windowNotKeyAndVisible
    /// The application (scene) is not in the foreground active state.
    case sceneNotForegroundActive
    /// No frame has been rendered since the window was shown.
    case noFrameRendered
    /// The application ignores interaction events.
    case ignoringInteractionEvents
    /// The root view controller (or one it presents) is in a transition.
    case rootViewControllerInTransition

    /// What the check found.
    public var explanation: String {
        switch self {
        case .windowNotKeyAndVisible: "the window is not key and visible."
        case .sceneNotForegroundActive: "the application is not foreground active."
        case .noFrameRendered: "no frame has been rendered since the window was shown."
        case .ignoringInteractionEvents: "the application is ignoring interaction events."
        case .rootViewControllerInTransition: "the root view controller is in a transition."
        }
    }

    /// How to fix it.
    public var fix: String {
        switch self {
        case .windowNotKeyAndVisible: "call makeKeyAndVisible() on the window before creating the generator."
        case .sceneNotForegroundActive: "bring the application to the foreground (applicationState == .active)."
        case .noFrameRendered: "keep the run loop turning (do not stall the main thread while creating the generator)."
        case .ignoringInteractionEvents: "balance beginIgnoringInteractionEvents() with endIgnoringInteractionEvents()."
        case .rootViewControllerInTransition: "let the transition finish, or raise settings.windowReadyTimeout."
        }
    }
}
