import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Every fixture launches through `UIApplication.launch(_:delegate:)`, the way Kass tests start
/// them, into a key, visible window that shows the fixture's first element.
@MainActor
final class KassFixtureLaunchTests: XCTestCase {
    /// Each fixture with an identifier its first screen shows.
    private static let fixtures: [(name: String, make: @MainActor () -> any UIApplicationDelegate, identifier: String)] = [
        ("LoginFixture", { LoginFixture() }, "login.submit"),
        ("SwitchBesideLabelFixture", { SwitchBesideLabelFixture() }, "settings.notifications"),
        ("LimitPriceFixture", { LimitPriceFixture() }, "order.limitPrice"),
        ("ManglingFormatterFixture", { ManglingFormatterFixture() }, "amount.stale"),
        ("ToastFixture", { ToastFixture() }, "toast.show"),
        ("KeyboardDoneAccessoryFixture", { KeyboardDoneAccessoryFixture() }, "keyboard.save"),
        ("KeyboardReturnOnlyFixture", { KeyboardReturnOnlyFixture() }, "keyboard.save"),
        ("BelowTheFoldScrollFixture", { BelowTheFoldScrollFixture() }, "belowFold.scroll"),
        ("BelowTheFoldTableFixture", { BelowTheFoldTableFixture() }, "belowFold.table"),
        ("RebuiltButtonFixture", { RebuiltButtonFixture() }, "rebuilt.button"),
        ("MovingButtonFixture", { MovingButtonFixture() }, "moving.button"),
        ("DuplicateIdentifiersFixture", { DuplicateIdentifiersFixture() }, "duplicates.save"),
        ("TickingValueFixture", { TickingValueFixture() }, "ticker.price"),
        ("ControlsFixture", { ControlsFixture() }, "controls.slider"),
        ("PickersFixture", { PickersFixture() }, "pickers.fruit"),
        ("PullToRefreshFixture", { PullToRefreshFixture() }, "refresh.table"),
        ("ListFixture", { ListFixture() }, "list.row.0"),
    ]

    private func contains(_ identifier: String, in view: UIView) -> Bool {
        view.accessibilityIdentifier == identifier || view.subviews.contains { contains(identifier, in: $0) }
    }

    func test_everyFixture_launchesIntoAKeyWindowShowingItsFirstElement() async {
        for fixture in Self.fixtures {
            let app = UIApplication.launch(LaunchConfiguration(), delegate: fixture.make())
            let window = app.delegate?.window ?? nil
            XCTAssertTrue(app.keyWindow === window && window != nil, "\(fixture.name): its window is key")
            XCTAssertEqual(window?.isHidden, false, fixture.name)
            XCTAssertNotNil(window?.rootViewController, fixture.name)
            XCTAssertTrue(window.map { contains(fixture.identifier, in: $0) } ?? false, "\(fixture.name) shows \(fixture.identifier)")
            XCTAssertEqual(app.runtimeIssues.count, 0, "\(fixture.name): \(app.runtimeIssues)")
            await app.runLoop.run(for: 2)
            XCTAssertEqual(app.runtimeIssues.count, 0, "\(fixture.name) after 2 s: \(app.runtimeIssues)")
            app.terminate()
        }
    }

    func test_everyFixture_hasUniqueName() async {
        XCTAssertEqual(Set(Self.fixtures.map(\.name)).count, Self.fixtures.count)
    }
}
