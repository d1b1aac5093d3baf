import Foundation

/// A scene that shows windows, as UIKit's `UIWindowScene`. The scene delegate makes its window with
/// `UIWindow(windowScene:)`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene is on.
    open var screen: UIScreen { application?.screen ?? UIScreen.main }

    /// The scene's windows, back to front by level (then by the order they were shown).
    open var windows: [UIWindow] {
        (application?.windows ?? []).filter { $0.windowScene === self }
    }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
}
