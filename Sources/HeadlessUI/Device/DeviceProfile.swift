import Foundation

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unknown idiom.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
}

/// The physical facts of a simulated device: screen, scale, safe area and what its digitizer accepts.
///
/// HeadlessUI ships two profiles that copy current hardware: ``iPhone`` and ``iPad``.
///
/// - Note: HeadlessUI only; not in UIKit.
public struct DeviceProfile: Equatable, Sendable, CustomStringConvertible {
    /// A short name, for messages and reports.
    public var name: String
    /// The idiom the device reports.
    public var idiom: UIUserInterfaceIdiom
    /// Screen size in points, portrait.
    public var screenSize: CGSize
    /// Points-to-pixels scale.
    public var scale: CGFloat
    /// Safe-area insets of a full-screen window, portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// Height of the status bar area at the top of the screen.
    public var statusBarHeight: CGFloat
    /// How many fingers the digitizer tracks at once.
    public var maximumSimultaneousTouches: Int
    /// Whether the digitizer accepts a stylus (Apple Pencil).
    public var supportsStylus: Bool
    /// The margin by which a control's tracking area extends its bounds while a touch is held
    /// (UIKit: 70 pt on iPhone, 25 pt on iPad).
    public var controlTrackingMargin: CGFloat

    /// Creates a profile.
    public init(
        name: String, idiom: UIUserInterfaceIdiom, screenSize: CGSize, scale: CGFloat,
        safeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat, maximumSimultaneousTouches: Int,
        supportsStylus: Bool, controlTrackingMargin: CGFloat
    ) {
        self.name = name; self.idiom = idiom; self.screenSize = screenSize; self.scale = scale
        self.safeAreaInsets = safeAreaInsets; self.statusBarHeight = statusBarHeight
        self.maximumSimultaneousTouches = maximumSimultaneousTouches
        self.supportsStylus = supportsStylus; self.controlTrackingMargin = controlTrackingMargin
    }

    /// A Dynamic Island iPhone: 393×852 pt @3x, safe area 59/34, 5 touches, no stylus.
    public static let iPhone = DeviceProfile(
        name: "iPhone", idiom: .phone, screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54,
        maximumSimultaneousTouches: 5, supportsStylus: false, controlTrackingMargin: 70
    )

    /// An 11-inch Face ID iPad: 834×1194 pt @2x, safe area 24/20, 10 touches, stylus.
    public static let iPad = DeviceProfile(
        name: "iPad", idiom: .pad, screenSize: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24,
        maximumSimultaneousTouches: 10, supportsStylus: true, controlTrackingMargin: 25
    )

    /// The profile's name.
    public var description: String { name }
}
