import Hammer
import HeadlessUITestSupport
import XCTest

/// Base class for generator tests: a fresh app and key window (from HeadlessTestCase), default
/// generator settings, and any generator made with ``makeGenerator()`` finished at tear-down.
@MainActor
class HammerTestCase: HeadlessTestCase {
    /// Generators to finish at tear-down.
    var generators: [EventGenerator] = []

    override func setUp() async throws {
        try await super.setUp()
        window.rootViewController = UIViewController()
    }

    override func tearDown() async throws {
        for generator in generators.reversed() { try await generator.finish() }
        generators = []
        try await super.tearDown()
    }

    /// Settings with `change` applied to the defaults.
    func settings(_ change: (inout EventGenerator.Settings) -> Void) -> EventGenerator.Settings {
        var settings = EventGenerator.Settings()
        change(&settings)
        return settings
    }

    /// A generator on the test's key window.
    func makeGenerator() async throws -> EventGenerator {
        let generator = try await EventGenerator(window: window)
        generators.append(generator)
        return generator
    }

    /// Places a view on the window's root view.
    @discardableResult
    func add<V: UIView>(_ view: V, frame: CGRect) -> V {
        view.frame = frame
        window.rootViewController?.view.addSubview(view)
        return view
    }
}

/// Records each touch it receives: phases per digitizer identity, and the last touch seen.
@MainActor
final class TouchLogView: UIView {
    private(set) var phases: [String] = []
    private(set) var lastTouches: [UITouch] = []
    private(set) var allTouchesOfLastEvent: [UITouch] = []
    private(set) var locations: [CGPoint] = []

    private func record(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let sorted = touches.sorted { $0.identity < $1.identity }
        phases.append(name + " " + sorted.map { "\($0.identity)" }.joined(separator: ","))
        lastTouches = sorted
        allTouchesOfLastEvent = (event?.allTouches ?? []).sorted { $0.identity < $1.identity }
        locations.append(contentsOf: sorted.map { $0.location(in: nil) })
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
}
