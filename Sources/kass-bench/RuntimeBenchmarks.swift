import Foundation
import HeadlessUI

/// The `runtime` suite: touch dispatch through hit testing and gesture recognizers, animation frames,
/// and idle frames.
@MainActor
enum RuntimeBenchmarks {
    static let suite = BenchmarkSuite(
        name: "runtime",
        summary: "tap dispatch (1k/10k views), animation frames (100/1k), idle frame, table scroll (1k/10k rows)"
    ) { runs in
        var results: [BenchmarkResult] = []
        for size in [1_000, 10_000] {
            results.append(Measure.result(
                suite: "runtime", name: "tap (down+up), 2 recognizers", size: size, samples: tap(viewCount: size, runs: runs)
            ))
        }
        for size in [100, 1_000] {
            results.append(Measure.result(
                suite: "runtime",
                name: "frame with running animations",
                size: size,
                samples: animationFrame(animationCount: size, runs: runs)
            ))
        }
        results.append(Measure.result(suite: "runtime", name: "idle frame", size: 0, samples: idleFrame(runs: runs)))
        results += ListBenchmarks.results(runs: runs)
        results += InputBenchmarks.results(runs: runs)
        return results
    }

    /// A window holding `viewCount` views: a deep spine (so hit testing walks many levels) with
    /// siblings at each level; the target at the bottom carries two gesture recognizers.
    static func tap(viewCount: Int, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        var parent: UIView = window
        var created = 0
        let depth = 50
        let siblingsPerLevel = max(1, viewCount / depth - 1)
        for level in 0..<depth {
            for sibling in 0..<siblingsPerLevel where created < viewCount - depth {
                // Siblings lie away from the tapped point (the centre), so each one is tested and rejected.
                let view = UIView(frame: CGRect(x: CGFloat(sibling % 10) * 2, y: CGFloat(level % 10), width: 1, height: 1))
                parent.addSubview(view)
                created += 1
            }
            // The path to the target sits behind its siblings, so hit testing must try every sibling first.
            let next = UIView(frame: parent.bounds.insetBy(dx: 0.5, dy: 0.5).offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY))
            parent.insertSubview(next, at: 0)
            created += 1
            parent = next
        }
        var taps = 0
        parent.addGestureRecognizer(UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { taps += 1 }
        })
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        parent.addGestureRecognizer(doubleTap)
        let point = parent.convert(CGPoint(x: parent.bounds.midX, y: parent.bounds.midY), to: nil)
        var identity = 0
        let samples = Measure.microseconds(runs: runs, iterations: 200) {
            identity += 1
            try? app.eventSystem.send(
                .digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: identity, phase: .down, location: point)]))
            )
            try? app.eventSystem.send(
                .digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: identity, phase: .up, location: point)]))
            )
            app.runLoop.runOnce()
        }
        precondition(taps > 0, "benchmark taps did not reach the recognizer")
        app.terminate()
        return samples
    }

    static func animationFrame(animationCount: Int, runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let views = (0..<animationCount).map { index -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: CGFloat(index % 800), width: 10, height: 10))
            window.addSubview(view)
            return view
        }
        UIView.animate(withDuration: 1000, delay: 0, options: [.repeat], animations: {
            for view in views { view.center.x += 100; view.alpha = 0.5 }
        })
        let samples = Measure.microseconds(runs: runs, iterations: 20) {
            app.runLoop.runFrames(1)
        }
        app.terminate()
        return samples
    }

    static func idleFrame(runs: Int) -> [Double] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let samples = Measure.microseconds(runs: runs, iterations: 200) {
            app.runLoop.runFrames(1)
        }
        app.terminate()
        return samples
    }
}
