import Hammer
import HeadlessUITestSupport
import HeadlessUI
import UIKit
import XCTest

/// `import UIKit` on Linux: a screen written against UIKit's names compiles unchanged and runs on
/// HeadlessUI, driven by Hammer like any other.
@MainActor
final class UIKitOnLinuxTests: HeadlessTestCase {
    func test_uikitScreen_compilesWithImportUIKitAndRuns() async throws {
        let screen = CounterViewController()
        window.rootViewController = screen
        wait(0.1)
        let generator = try await EventGenerator(window: window)
        try await generator.fingerTap(at: "counter.increment")
        try await generator.fingerTap(at: "counter.increment")
        wait(0.1)
        let count = try generator.viewWithIdentifier("counter.count", ofType: UILabel.self)
        XCTAssertEqual(count.text, "2")
        XCTAssertEqual(screen.title, "Counter")
    }

    func test_uikitModule_isHeadlessUIUnderUIKitsName() async {
        // The types a UIKit file names are HeadlessUI's own (one type, not a copy), so Hammer, Kass
        // and the test support take them.
        let label: UIKit.UILabel = UILabel()
        let seenByHeadlessUI: HeadlessUI.UIView = label
        XCTAssertTrue(seenByHeadlessUI === label)
        XCTAssertTrue(UIKit.UIView.self == HeadlessUI.UIView.self)
    }
}

/// Guide/UIKitOnLinux.md shows the screen these tests compile, letter for letter.
final class UIKitOnLinuxGuideTests: XCTestCase {
    func test_guide_showsTheCompiledScreen() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("Guide/UIKitOnLinux.md"), encoding: .utf8)
        let screen = try String(contentsOf: tests.appendingPathComponent("CounterViewController.swift"), encoding: .utf8)
        XCTAssertTrue(guide.contains("```swift\n" + screen + "```\n"), "Guide/UIKitOnLinux.md no longer shows CounterViewController.swift")
    }

    func test_guide_showsTheTimerDrivenBannerScreen() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("Guide/UIKitOnLinux.md"), encoding: .utf8)
        let screen = try String(contentsOf: tests.appendingPathComponent("BannerViewController.swift"), encoding: .utf8)
        XCTAssertTrue(guide.contains("```swift\n" + screen + "```\n"), "Guide/UIKitOnLinux.md no longer shows BannerViewController.swift")
    }
}

/// `DispatchQueue.main.asyncAfter` in a file that imports UIKit runs on the runtime clock.
@MainActor
final class DispatchAfterOnRuntimeClockTests: HeadlessTestCase {
    func test_mainQueueAsyncAfter_firesAtTheRuntimeInstantAndCountsAsPendingWork() async {
        var firedAt: TimeInterval?
        let start = app.clock.seconds
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [app] in
            MainActor.assumeIsolated { firedAt = app?.clock.seconds }
        }
        let pending = app.idleReport(horizon: 5)
        XCTAssertFalse(pending.isIdle, "pending asyncAfter work is not idle")
        XCTAssertTrue(pending.description.contains("DispatchQueue.main.asyncAfter"), pending.description)
        wait(1.9)
        XCTAssertNil(firedAt)
        let wallStart = Date()
        wait(0.2)
        XCTAssertEqual((firedAt ?? -1) - start, 2, accuracy: 1e-6)
        XCTAssertLessThan(Date().timeIntervalSince(wallStart), 1, "runtime seconds, not wall seconds")
        XCTAssertTrue(app.idleReport(horizon: 5).isIdle)
    }
}
