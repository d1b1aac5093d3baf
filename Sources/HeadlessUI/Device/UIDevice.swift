import Foundation

/// The simulated device, as UIKit's `UIDevice`.
@preconcurrency @MainActor
public final class UIDevice {
    /// The profile the device was made from.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let profile: DeviceProfile

    /// Creates a device for a profile.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public init(profile: DeviceProfile) {
        self.profile = profile
    }

    /// The device of the current application, as UIKit's `UIDevice.current`; stops with a message
    /// saying how to launch when no application runs (the device comes from its launch configuration).
    public static var current: UIDevice { UIApplication.running(reading: "UIDevice.current").device }

    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { profile.idiom }

    /// The model name ("iPhone" or "iPad").
    public var model: String { profile.name }

    /// The operating system name, as UIKit reports it.
    public var systemName: String { "iOS" }
}
