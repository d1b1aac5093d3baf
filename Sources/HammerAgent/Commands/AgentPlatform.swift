// The one file of the agent's commands that differs between UIKit and HeadlessUI: where the key
// window and the screen are, how the app is let settle after an action, and how the screen becomes
// PNG data. Everything else is written against UIKit names only.

import Foundation
import Hammer

#if canImport(UIKit) && canImport(ObjectiveC)  // Apple's UIKit (Kass's own `UIKit` module on Linux is HeadlessUI)

@MainActor
enum AgentPlatform {
    /// The key window of the foreground scene.
    static var keyWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first { $0.isKeyWindow }
    }

    /// The screen's bounds in points and its scale.
    static var screen: (bounds: CGRect, scale: CGFloat) {
        guard let screen = keyWindow?.windowScene?.screen else { return (.zero, 1) }
        return (screen.bounds, screen.scale)
    }

    /// Whether an application is running.
    static var hasApplication: Bool { true }

    /// Lets animations and pending work finish, up to `timeout` seconds (UIKit: one run-loop turn).
    static func settle(timeout: TimeInterval) async {
        await Task.yield()
    }

    /// The screen (or the part `rect` of it, in points) as PNG data at `scale` pixels per point.
    static func screenshot(rect: CGRect?, scale: CGFloat) -> Data? {
        let windows = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .filter { !$0.isHidden }
            .sorted { $0.windowLevel.rawValue < $1.windowLevel.rawValue }
        let area = rect ?? screen.bounds
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(bounds: area, format: format).image { _ in
            for window in windows { _ = window.drawHierarchy(in: window.frame, afterScreenUpdates: false) }
        }
        return image.pngData()
    }
}

#else

@MainActor
enum AgentPlatform {
    /// The application's key window.
    static var keyWindow: UIWindow? { UIApplication.current?.keyWindow }

    /// The screen's bounds in points and its scale.
    static var screen: (bounds: CGRect, scale: CGFloat) {
        guard let screen = UIApplication.current?.screen else { return (.zero, 1) }
        return (screen.bounds, screen.scale)
    }

    /// Whether an application is running.
    static var hasApplication: Bool { UIApplication.current != nil }

    /// Runs the app until it is idle (no pending events, animations, near timers or in-flight
    /// work), at most `timeout` seconds of app time.
    static func settle(timeout: TimeInterval) async {
        guard let application = UIApplication.current else { return }
        _ = await application.runLoop.run(timeout: timeout) { application.idleReport().isIdle }
    }

    /// The screen (or the part `rect` of it, in points) as PNG data at `scale` pixels per point.
    static func screenshot(rect: CGRect?, scale: CGFloat) -> Data? {
        guard let application = UIApplication.current else { return nil }
        return application.screen.screenshot(scale: scale, in: rect).pngData()
    }
}

#endif
