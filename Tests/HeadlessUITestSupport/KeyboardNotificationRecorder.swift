import HeadlessUI
import Foundation

/// Records the software keyboard's notifications from `NotificationCenter.default`, in order.
@MainActor
public final class KeyboardNotificationRecorder {
    /// One notification received.
    public struct Entry: Sendable {
        /// Short name: "willShow", "didShow", "willHide", "didHide", "willChangeFrame", "didChangeFrame".
        public var name: String
        /// Runtime second it was posted.
        public var time: TimeInterval
        /// `keyboardFrameBeginUserInfoKey` as a `CGRect`.
        public var begin: CGRect?
        /// `keyboardFrameEndUserInfoKey` as a `CGRect`.
        public var end: CGRect?
        /// `keyboardAnimationDurationUserInfoKey` as a `Double`.
        public var duration: Double?
        /// `keyboardAnimationCurveUserInfoKey` as an `Int`.
        public var curve: Int?
        /// `keyboardAnimationCurveUserInfoKey` as a `UInt` (how many apps read it).
        public var curveAsUInt: UInt?
        /// `keyboardIsLocalUserInfoKey` as a `Bool`.
        public var isLocal: Bool?
        /// Whether the notification's object was the application's screen.
        public var objectIsScreen: Bool
    }

    /// The notifications received, in order.
    public private(set) var entries: [Entry] = []
    private var tokens: [NSObjectProtocol] = []

    private static let names: [(Notification.Name, String)] = [
        (UIResponder.keyboardWillShowNotification, "willShow"),
        (UIResponder.keyboardDidShowNotification, "didShow"),
        (UIResponder.keyboardWillHideNotification, "willHide"),
        (UIResponder.keyboardDidHideNotification, "didHide"),
        (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
        (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
    ]

    /// Starts recording for `app`.
    public init(app: UIApplication) {
        for (name, short) in Self.names {
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let objectID = (note.object as AnyObject?).map(ObjectIdentifier.init)
                let objectIsScreen = MainActor.assumeIsolated { objectID == ObjectIdentifier(app.screen) }
                let entry = Entry(
                    name: short, time: MainActor.assumeIsolated { app.clock.seconds },
                    begin: info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
                    end: info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                    duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                    curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                    curveAsUInt: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt,
                    isLocal: info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool,
                    objectIsScreen: objectIsScreen
                )
                MainActor.assumeIsolated { self?.entries.append(entry) }
            }
            tokens.append(token)
        }
    }

    /// The short names received, in order.
    public var names: [String] { entries.map(\.name) }

    /// Forgets what was received.
    public func clear() { entries.removeAll() }

    /// Stops recording (call in the test, before the recorder goes away).
    public func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }
}
