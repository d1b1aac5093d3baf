import Foundation
import Hammer

/// Captures the whole screen (every visible window, the keyboard's and alerts' included) as PNG data
/// for failure artifacts, and reads the app time, from the running HeadlessUI application.
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
        guard let application = UIApplication.current else { return .failure(.noRunningApplication) }
        let image = application.screen.screenshot(scale: scale)
        guard let data = image.pngData() else { return .failure(.encodingFailed) }
        return .success(data)
    }

    /// The app's runtime clock now, in seconds (`nil` when no app runs).
    static func currentAppTime() -> TimeInterval? {
        UIApplication.current?.runLoop.now
    }

    /// Whether an app is running whose accessibility tree can be snapshotted.
    static var hasRunningApplication: Bool {
        UIApplication.current != nil
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
