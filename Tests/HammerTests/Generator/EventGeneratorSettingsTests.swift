import Hammer
import HeadlessUITestSupport
import XCTest

/// Settings are scoped: one generator's or one block's settings never reach another.
@MainActor
final class EventGeneratorSettingsTests: HammerTestCase {
    func test_settings_startFromTheDefaults() async throws {
        let generator = try await makeGenerator()
        XCTAssertEqual(generator.settings, EventGenerator.Settings())
        XCTAssertEqual(generator.settings.waitTimeout, 5)
    }

    func test_settings_oneGeneratorsChangeDoesNotReachAnother() async throws {
        let first = try await makeGenerator()
        first.settings.waitTimeout = 42
        try await first.finish()
        let second = try await makeGenerator()
        XCTAssertEqual(second.settings.waitTimeout, 5)
    }

    func test_withSettings_appliesInsideTheBlockOnly() async throws {
        var slow = EventGenerator.Settings()
        slow.waitTimeout = 10
        let inside = try EventGenerator.withSettings(slow) { try EventGenerator(window: window) }
        generators.append(inside)
        XCTAssertEqual(inside.settings.waitTimeout, 10)
        try await inside.finish()
        let outside = try await makeGenerator()
        XCTAssertEqual(outside.settings.waitTimeout, 5)
    }

    func test_withSettings_nestedBlocksRestoreTheOuterOne() async throws {
        var outer = EventGenerator.Settings()
        outer.waitTimeout = 7
        var inner = EventGenerator.Settings()
        inner.waitTimeout = 9
        let timeouts = try await EventGenerator.withSettings(outer) {
            let nested = try EventGenerator.withSettings(inner) { try EventGenerator(window: window) }
            let innerTimeout = nested.settings.waitTimeout
            try await nested.finish()
            let after = try await EventGenerator(window: window)
            let outerTimeout = after.settings.waitTimeout
            try await after.finish()
            return (innerTimeout, outerTimeout)
        }
        XCTAssertEqual(timeouts.0, 9)
        XCTAssertEqual(timeouts.1, 7)
    }
}
