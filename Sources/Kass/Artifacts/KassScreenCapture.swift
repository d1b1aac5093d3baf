// The one artifacts file that differs between UIKit and HeadlessUI: how the whole screen (every
// visible window, the keyboard's and alerts' included) becomes PNG data, and where app time is read.

import Foundation
import Hammer

/// Captures the whole screen as PNG data for failure artifacts.
@MainActor
enum KassScreenCapture {
    /// The largest screenshot scale accepted; larger, zero, negative or non-finite scales fall back to 1.
    static let maximumScale: CGFloat = 3

    /// `scale` when it is usable (finite, above 0, at most ``maximumScale``), otherwise `nil`.
    static func validScale(_ scale: CGFloat) -> CGFloat? {
        scale.isFinite && scale > 0 && scale <= maximumScale ? scale : nil
    }

    /// The screen rendered at `scale` as PNG data, or the reason it could not be captured.
    static func pngData(scale: CGFloat) -> Result<Data, CaptureProblem> {
        #if canImport(UIKit)
        let windows = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .filter { !$0.isHidden }
            .enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
        guard let screen = windows.first?.windowScene?.screen else { return .failure(.noRunningApplication) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(bounds: screen.bounds, format: format).image { _ in
            for window in windows { _ = window.drawHierarchy(in: window.frame, afterScreenUpdates: false) }
        }
        #else
        guard let application = UIApplication.current else { return .failure(.noRunningApplication) }
        let image = application.screen.screenshot(scale: scale)
        #endif
        guard let data = image.pngData() else { return .failure(.encodingFailed) }
        return .success(data)
    }

    /// The app's runtime clock now, in seconds (`nil` on UIKit, which has no app clock to read).
    static func currentAppTime() -> TimeInterval? {
        #if canImport(UIKit)
        return nil
        #else
        return UIApplication.current?.runLoop.now
        #endif
    }

    /// Whether an app is running whose accessibility tree can be snapshotted.
    static var hasRunningApplication: Bool {
        #if canImport(UIKit)
        return true
        #else
        return UIApplication.current != nil
        #endif
    }

    /// Why a screenshot could not be captured.
    enum CaptureProblem: Error, CustomStringConvertible {
        /// No application (or no window) is running.
        case noRunningApplication
        /// The image could not be encoded as PNG.
        case encodingFailed

        /// The reason, as a sentence fragment.
        var description: String {
            switch self {
            case .noRunningApplication: "no application is running, so there is no screen to capture"
            case .encodingFailed: "the screen image could not be encoded as PNG"
            }
        }
    }
}
