import Foundation
import HeadlessUI

/// Auto Layout figures for the `layout` suite: a screen of N views laid out through constraints
/// (NSLayoutConstraint, the engine and the layout pass), from scratch and after one constant changes.
///
/// The screen is a column of rows below the safe area's top: each row is a title label (intrinsic
/// size, hugging) and a value view that stretches to the trailing margin, 8 pt apart. Each row hangs
/// below the previous one, so changing the first row's top constant moves every view.
@MainActor
enum AutoLayoutBenchmarks {
    /// The view counts measured.
    static let viewCounts = [100, 1_000]

    /// The results appended to the `layout` suite.
    static func results(runs: Int) -> [BenchmarkResult] {
        let cases: [(name: String, samples: (_ count: Int, _ runs: Int) -> [Double])] = [
            ("auto layout: screen of N views, first layout", { firstLayout(viewCount: $0, runs: $1) }),
            ("auto layout: screen of N views, one constant change + layoutIfNeeded", { constantChange(viewCount: $0, runs: $1) }),
        ]
        var results: [BenchmarkResult] = []
        for count in viewCounts {
            for entry in cases {
                results.append(Measure.result(suite: "layout", name: entry.name, size: count, samples: entry.samples(count, runs)))
            }
        }
        return results
    }

    /// A window with the rows' views and constraints (inactive until `activate()`).
    private struct Screen {
        let window: UIWindow
        let constraints: [NSLayoutConstraint]
        let firstTop: NSLayoutConstraint
        let lastView: UIView
    }

    private static func makeScreen(viewCount: Int, in app: UIApplication) -> Screen {
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        var constraints: [NSLayoutConstraint] = []
        var previousBottom = window.safeAreaLayoutGuide.topAnchor
        var firstTop: NSLayoutConstraint?
        var lastView = UIView()
        for row in 0..<(viewCount / 2) {
            let title = UILabel()
            title.text = "Row \(row)"
            let value = UIView()
            for view in [title, value] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
            }
            let top = title.topAnchor.constraint(equalTo: previousBottom, constant: 8)
            if firstTop == nil { firstTop = top }
            constraints += [
                top,
                title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
                value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
                value.topAnchor.constraint(equalTo: title.topAnchor),
                value.heightAnchor.constraint(equalToConstant: 22),
                value.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ]
            previousBottom = value.bottomAnchor
            lastView = value
        }
        return Screen(window: window, constraints: constraints, firstTop: firstTop!, lastView: lastView)
    }

    /// Building the constraints' engine and laying the screen out, from a fresh window each time.
    static func firstLayout(viewCount: Int, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let iterations = viewCount >= 1_000 ? 1 : 5
        var lastFrame = CGRect.zero
        let samples = Measure.microseconds(runs: runs, iterations: iterations) {
            let screen = makeScreen(viewCount: viewCount, in: app)
            NSLayoutConstraint.activate(screen.constraints)
            screen.window.layoutIfNeeded()
            lastFrame = screen.lastView.frame
            screen.window.isHidden = true
        }
        precondition(lastFrame.width > 44 && lastFrame.minY > 59, "benchmark screen laid out wrongly: \(lastFrame)")
        app.terminate()
        return samples
    }

    /// One constant change that moves every view, then the layout pass.
    static func constantChange(viewCount: Int, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let screen = makeScreen(viewCount: viewCount, in: app)
        NSLayoutConstraint.activate(screen.constraints)
        screen.window.layoutIfNeeded()
        let start = screen.lastView.frame.minY
        var toggle = false
        let samples = Measure.microseconds(runs: runs, iterations: 20) {
            toggle.toggle()
            screen.firstTop.constant = toggle ? 20 : 8
            screen.window.layoutIfNeeded()
        }
        precondition(
            abs(screen.lastView.frame.minY - start) < 0.01 || abs(screen.lastView.frame.minY - start - 12) < 0.01,
            "benchmark constant change laid out wrongly"
        )
        app.terminate()
        return samples
    }
}
