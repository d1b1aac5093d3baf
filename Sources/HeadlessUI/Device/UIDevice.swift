import Foundation

/// The simulated device, as UIKit's `UIDevice`.
@MainActor
public final class UIDevice {
    /// The profile the device was made from.
    public let profile: DeviceProfile

    /// Creates a device for a profile.
    public init(profile: DeviceProfile) {
        self.profile = profile
    }

    /// The device of the current application.
    public static var current: UIDevice { UIApplication.shared.device }

    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { profile.idiom }

    /// The model name ("iPhone" or "iPad").
    public var model: String { profile.name }

    /// The operating system name, as UIKit reports it.
    public var systemName: String { "iOS" }
}
