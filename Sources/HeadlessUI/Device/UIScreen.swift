import Foundation

/// The display of the simulated device, as UIKit's `UIScreen`.
@preconcurrency @MainActor
public final class UIScreen {
    /// The profile the screen was made from.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let profile: DeviceProfile

    /// Creates a screen for a device profile.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public init(profile: DeviceProfile) {
        self.profile = profile
    }

    /// The screen of the current application, as UIKit's `UIScreen.main`; stops with a message saying
    /// how to launch when no application runs (the screen comes from its launch configuration).
    public static var main: UIScreen { UIApplication.running(reading: "UIScreen.main").screen }

    /// Screen bounds in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: profile.screenSize) }

    /// Points-to-pixels scale.
    public var scale: CGFloat { profile.scale }

    /// Same as ``scale`` (HeadlessUI renders at the native scale).
    public var nativeScale: CGFloat { profile.scale }

    /// Screen bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: profile.screenSize.width * scale, height: profile.screenSize.height * scale)
    }
}
