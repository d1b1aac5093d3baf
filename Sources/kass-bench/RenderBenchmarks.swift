import Foundation
import HeadlessUI
import KassSamples

/// The `render` suite: a full iPhone screenshot of a typical form (navigation bar, 8 labels,
/// 4 text fields, 2 buttons, a switch, status bar) at 1× and 3×, alone and followed by PNG encoding
/// (the target: a 1× screenshot plus PNG encoding under 15 ms).
@MainActor
enum RenderBenchmarks {
    static let suite = BenchmarkSuite(
        name: "render",
        summary: "full-screen screenshot of a form at 1× and 3×, with and without PNG encoding"
    ) { runs in
        var results: [BenchmarkResult] = []
        for scale in [1, 3] {
            results.append(Measure.result(
                suite: "render", name: "form screenshot @\(scale)x (size = scale)", size: scale,
                samples: screenshot(scale: CGFloat(scale), runs: runs)
            ))
            results.append(Measure.result(
                suite: "render", name: "form screenshot @\(scale)x + PNG encode (size = scale)", size: scale,
                samples: screenshot(scale: CGFloat(scale), encodePNG: true, runs: runs)
            ))
        }
        return results
    }

    static func screenshot(scale: CGFloat, encodePNG: Bool = false, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        // Windows are held weakly by the application, as in UIKit: keep the form's window alive.
        let window = SampleScreens.signUpForm(in: app)
        var pixelCount = 0
        let samples = Measure.microseconds(runs: runs, iterations: scale > 1 ? 3 : 10) {
            let image = app.screen.screenshot(scale: scale)
            pixelCount = image.pixelWidth * image.pixelHeight
            if encodePNG, image.pngData() == nil { pixelCount = 0 }
        }
        precondition(pixelCount > 0, "the screenshot has no pixels")
        withExtendedLifetime(window) {}
        app.terminate()
        return samples
    }

    /// A sign-up form in a navigation controller: the screen the benchmark draws.
}
