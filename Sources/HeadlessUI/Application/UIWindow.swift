import Foundation

/// A window's stacking level, as UIKit's `UIWindow.Level`.
public struct UIWindowLevel: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level number; higher is in front.
    public var rawValue: CGFloat
    /// Creates a level.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a level.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ordinary app windows (0).
    public static let normal = UIWindowLevel(0)
    /// The status bar (1000).
    public static let statusBar = UIWindowLevel(1000)
    /// Alerts (2000).
    public static let alert = UIWindowLevel(2000)
    /// Ordering by number.
    public static func < (lhs: UIWindowLevel, rhs: UIWindowLevel) -> Bool { lhs.rawValue < rhs.rawValue }
    /// Adds a number to a level.
    public static func + (lhs: UIWindowLevel, rhs: CGFloat) -> UIWindowLevel { UIWindowLevel(lhs.rawValue + rhs) }
}

extension UIWindow {
    /// UIKit spells the level type `UIWindow.Level`.
    public typealias Level = UIWindowLevel
}

/// A top-level view that hosts a view controller's views and routes touches to them, as UIKit's
/// `UIWindow`. A window only receives touches whose location is inside its frame.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The stacking level; higher levels are in front.
    open var windowLevel: UIWindowLevel = .normal

    /// Whether this is the key window.
    public private(set) var isKeyWindow = false

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.removeAsWindowRoot()
            rootViewController?.installAsRoot(of: self)
        }
    }

    /// The application the window belongs to (the one running when it was made).
    private(set) weak var application: UIApplication?

    /// The scene the window belongs to (`nil` for windows made with `init(frame:)`).
    open weak var windowScene: UIWindowScene?

    /// Creates a window; windows start hidden (call ``makeKeyAndVisible()``). Stops with a message
    /// saying how to launch when no application runs.
    public override init(frame: CGRect) {
        let application = UIApplication.running(reading: "UIWindow(frame:)")
        self.application = application
        super.init(frame: frame)
        isHidden = true
        application.register(self)
    }

    /// Creates a window of `windowScene` that fills its screen; windows start hidden (call
    /// ``makeKeyAndVisible()``), as the scene delegate does in `scene(_:willConnectTo:options:)`.
    public init(windowScene: UIWindowScene) {
        let application = windowScene.application ?? UIApplication.running(reading: "UIWindow(windowScene:)")
        self.application = application
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        application.register(self)
    }

    /// Creates a window of `application`.
    init(frame: CGRect, application: UIApplication) {
        self.application = application
        super.init(frame: frame)
        isHidden = true
        application.register(self)
    }

    /// Creates a window that fills the screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Makes the window key (it receives keyboard input).
    open func makeKey() {
        guard !isKeyWindow else { return }
        application?.makeKey(self)
        isKeyWindow = true
        becomeKey()
    }

    /// Shows the window in front of others of its level and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        application?.orderFront(self)
        makeKey()
    }

    /// Called when the window became key.
    open func becomeKey() {}

    /// Called when the window stopped being key.
    open func resignKey() {
        isKeyWindow = false
    }

    /// Delivers an event to the window's views: gesture recognizers first, then the touched views.
    open func sendEvent(_ event: UIEvent) {
        TouchDelivery.deliver(event, in: self)
    }

    /// Windows are top-level: their centre is in screen coordinates, so conversion stops here.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return windowScene ?? application
    }

    /// The window's safe-area insets: the device's insets where the window overlaps them.
    var windowSafeAreaInsets: UIEdgeInsets {
        guard let application else { return .zero }
        let screenBounds = application.screen.bounds
        let device = application.configuration.device.safeAreaInsets
        let frame = self.frame
        return UIEdgeInsets(
            top: Swift.max(0, device.top - (frame.minY - screenBounds.minY)),
            left: Swift.max(0, device.left - (frame.minX - screenBounds.minX)),
            bottom: Swift.max(0, device.bottom - (screenBounds.maxY - frame.maxY)),
            right: Swift.max(0, device.right - (screenBounds.maxX - frame.maxX))
        )
    }

    /// A view inside this window left it: cancel its touches and gesture state.
    func viewDidLeaveWindow(_ view: UIView) {
        application?.eventSystem.cancelTouches(inViewLeavingWindow: view)
    }

    override func hiddenStateDidChange() {
        if isHidden, let application {
            application.eventSystem.cancelTouches(in: self)
            if isKeyWindow { resignKey() }
        }
        rootViewController?.windowVisibilityDidChange(self)
    }
}
