import Foundation

/// A low-level input event, as the HID system delivers it to an app.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum HIDEvent: Sendable {
    /// Contacts on the digitizer (fingers or a stylus) at one instant.
    case digitizer(DigitizerEvent)
    /// A key going down or up on a hardware keyboard.
    case keyboard(KeyboardEvent)
    /// A marker: answered once every event queued before it has been processed.
    case marker(MarkerEvent)
}

/// One digitizer report: every contact that changed (others are reported stationary by the system).
///
/// - Note: HeadlessUI only; not in UIKit.
public struct DigitizerEvent: Sendable {
    /// The contacts that changed.
    public var contacts: [DigitizerContact]

    /// Creates a digitizer event.
    public init(contacts: [DigitizerContact]) {
        self.contacts = contacts
    }
}

/// One finger or stylus contact in a digitizer report.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct DigitizerContact: Sendable, Equatable {
    /// What touches the screen.
    public enum Kind: Sendable, Equatable {
        /// A finger.
        case finger
        /// A stylus (Apple Pencil).
        case stylus
    }

    /// What happened to the contact.
    public enum Phase: Sendable, Equatable {
        /// Touched down.
        case down
        /// Moved while down.
        case move
        /// Lifted.
        case up
        /// Cancelled by the system (palm rejection, too many fingers).
        case cancel
    }

    /// Identity of the contact (stable from down to up).
    public var identity: Int
    /// Finger or stylus.
    public var kind: Kind
    /// What happened.
    public var phase: Phase
    /// Location in screen points.
    public var location: CGPoint
    /// Contact radius in points.
    public var radius: CGFloat
    /// Normalized pressure, 0...1 (0.5 is an average finger).
    public var pressure: CGFloat
    /// Stylus altitude in radians (π/2 = perpendicular).
    public var altitude: CGFloat
    /// Stylus azimuth in radians.
    public var azimuth: CGFloat
    /// Screen edges the contact touches (for edge gestures).
    public var edges: UIRectEdge

    /// Creates a contact. Defaults describe an average finger.
    public init(
        identity: Int, kind: Kind = .finger, phase: Phase, location: CGPoint, radius: CGFloat = 7.5,
        pressure: CGFloat = 0.5, altitude: CGFloat = .pi / 2, azimuth: CGFloat = 0, edges: UIRectEdge = []
    ) {
        self.identity = identity
        self.kind = kind
        self.phase = phase
        self.location = location
        self.radius = radius
        self.pressure = pressure
        self.altitude = altitude
        self.azimuth = azimuth
        self.edges = edges
    }
}

/// A marker event; its handler runs once everything queued before it has been processed.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct MarkerEvent: Sendable {
    /// An identifier for messages.
    public var identifier: UInt64
    /// Runs on the main actor when the marker is reached.
    public var handler: @MainActor @Sendable () -> Void

    /// Creates a marker.
    public init(identifier: UInt64, handler: @escaping @MainActor @Sendable () -> Void) {
        self.identifier = identifier
        self.handler = handler
    }
}

/// Why a HID event was refused.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum HIDEventError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A coordinate was NaN or infinite.
    case invalidLocation(identity: Int, x: CGFloat, y: CGFloat)
    /// A radius, pressure or angle was NaN, infinite or negative.
    case invalidValue(identity: Int, field: String, value: CGFloat)
    /// A contact that is not down was moved or lifted.
    case unknownContact(identity: Int, phase: String)
    /// A contact went down while already down.
    case contactAlreadyDown(identity: Int)
    /// A stylus on a device without stylus support.
    case stylusNotSupported(device: String)
    /// The same contact appeared twice in one report.
    case duplicateContact(identity: Int)
    /// An empty report.
    case emptyReport
    /// A keyboard usage code that is not a known key.
    case unknownKeyUsage(code: Int)
    /// A key went down while already down.
    case keyAlreadyDown(UIKeyboardHIDUsage)
    /// A key that is not down was lifted.
    case keyNotDown(UIKeyboardHIDUsage)
    /// A keyboard event while no hardware keyboard is attached.
    case hardwareKeyboardNotAttached

    /// The message, with the fix.
    public var description: String {
        switch self {
        case .invalidLocation(let identity, let x, let y):
            return "Digitizer contact \(identity) has an invalid location (\(x), \(y)): coordinates must be finite screen points."
        case .invalidValue(let identity, let field, let value):
            return "Digitizer contact \(identity) has an invalid \(field) \(value): it must be a finite, non-negative number."
        case .unknownContact(let identity, let phase):
            return "Digitizer contact \(identity) is not down, so it cannot \(phase). Send a 'down' for it first."
        case .contactAlreadyDown(let identity):
            return "Digitizer contact \(identity) is already down. Lift it before touching down again, or use another identity."
        case .stylusNotSupported(let device):
            return "The \(device) has no stylus support; use a finger, or launch with the iPad profile."
        case .duplicateContact(let identity):
            return "Digitizer contact \(identity) appears twice in one report; send one change per contact per report."
        case .emptyReport:
            return "A digitizer report must contain at least one contact."
        case .unknownKeyUsage(let code):
            return "Keyboard usage code \(UIKeyboardHIDUsage.hex(code)) is not a known key. Use a UIKeyboardHIDUsage value (keyboardA = "
                + "0x04 … keyboardRightGUI = 0xE7)."
        case .keyAlreadyDown(let key):
            return "Key \(key.messageName) is already down. Send its 'up' before pressing it again."
        case .keyNotDown(let key):
            return "Key \(key.messageName) is not down, so it cannot go up. Send a 'down' for it first."
        case .hardwareKeyboardNotAttached:
            return "No hardware keyboard is attached, so key events cannot be sent. Set UIApplication.shared.isHardwareKeyboardAttached = "
                + "true or launch with \(LaunchConfiguration.hardwareKeyboardArgument) YES."
        }
    }
}
