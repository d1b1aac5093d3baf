#if canImport(UIKit) && canImport(ObjectiveC)  // Apple's UIKit (Kass's own `UIKit` module on Linux is HeadlessUI)
@_exported import UIKit
#else
@_exported import HeadlessUI
#endif

/// Hammer: the event-synthesis engine. Everything it does goes through the platform seam above:
/// UIKit on Apple platforms, HeadlessUI everywhere else.
public enum Hammer {
    /// The engine's version, reported by tools.
    public static let version = "0.1.0"
}
