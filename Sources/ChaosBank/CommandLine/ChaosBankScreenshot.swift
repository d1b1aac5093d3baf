// kass:skip-file: the `chaosbank` command line (options, listings, screenshots), tested by Tests/ChaosBankTests/CommandLine; no UI
// test runs it, so source mutants of the screens and models leave it out.
import Foundation
import HeadlessUI

/// Renders ChaosBank to PNG for `chaosbank --screenshot`: launches the app on the virtual clock at the
/// requested screen, lets `settleSeconds` of app time pass, and captures the screen with its status bar.
@MainActor
package enum ChaosBankScreenshot {
    /// The PNG bytes of the requested screen.
    package static func render(_ request: ScreenshotRequest) throws(ChaosBankScreenshotError) -> Data {
        let options = ChaosBankLaunchOptions(defects: request.defects, route: request.route, locale: request.locale)
        let application = UIApplication.launch(LaunchConfiguration(), delegate: ChaosBankAppDelegate(options: options))
        defer { application.terminate() }
        application.runLoop.run(for: request.settleSeconds)
        let image = application.screen.screenshot(scale: CGFloat(request.scale))
        guard let data = image.pngData() else { throw .encodingFailed }
        return data
    }

    /// Renders and writes the PNG to `request.path`.
    package static func write(_ request: ScreenshotRequest) throws(ChaosBankScreenshotError) {
        let data = try render(request)
        do {
            try data.write(to: URL(fileURLWithPath: request.path))
        } catch {
            throw .writeFailed(path: request.path, reason: error.localizedDescription)
        }
    }
}

/// A screenshot that could not be produced.
package enum ChaosBankScreenshotError: Error, Equatable, CustomStringConvertible {
    /// The PNG encoder refused the image.
    case encodingFailed
    /// The file could not be written.
    case writeFailed(path: String, reason: String)

    /// What went wrong and what to check.
    package var description: String {
        switch self {
        case .encodingFailed: "chaosbank: the screenshot could not be encoded as PNG."
        case let .writeFailed(path, reason): "chaosbank: cannot write '\(path)': \(reason). Check that the folder exists and is writable."
        }
    }
}
