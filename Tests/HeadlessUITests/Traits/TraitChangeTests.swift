import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `traitCollectionDidChange(_:)` and trait-change handlers: who hears a change, in which order, with
/// which previous and current traits.
@MainActor
final class TraitChangeTests: HeadlessTestCase {
    private final class RecordingView: UIView {
        var log: (@MainActor (String) -> Void)?
        var name = ""
        var currentStyleDuringCallback: UIUserInterfaceStyle?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            currentStyleDuringCallback = UITraitCollection.current.userInterfaceStyle
            log?("\(name): \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) → \(traitCollection.userInterfaceStyle)")
        }
    }

    private final class RecordingController: UIViewController {
        var log: (@MainActor (String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?("controller")
        }
    }

    private final class RecordingWindowView: UIView {}

    func test_deviceAppearanceChange_notifiesControllerThenItsViewThenSubviews() async {
        var entries: [String] = []
        let controller = RecordingController()
        controller.log = { entries.append($0) }
        let root = RecordingView()
        root.name = "root"
        root.log = { entries.append($0) }
        controller.view = root
        window.rootViewController = controller
        let child = RecordingView()
        child.name = "child"
        child.log = { entries.append($0) }
        root.addSubview(child)
        app.setUserInterfaceStyle(.dark)
        XCTAssertEqual(entries, ["controller", "root: light → dark", "child: light → dark"])
        XCTAssertEqual(child.currentStyleDuringCallback, .dark, "UITraitCollection.current is the new traits")
    }

    func test_deviceAppearanceChange_skipsViewsWhoseOverrideKeepsTheirTraits() async {
        var entries: [String] = []
        let island = place(RecordingView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        island.name = "island"
        island.log = { entries.append($0) }
        island.overrideUserInterfaceStyle = .light
        XCTAssertEqual(entries, [], "light → light is no change")
        app.setUserInterfaceStyle(.dark)
        XCTAssertEqual(entries, [])
        island.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(entries, ["island: light → dark"])
    }

    func test_settingTheSameAppearanceAgain_notifiesNobody() async {
        var entries: [String] = []
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.log = { entries.append($0) }
        app.setUserInterfaceStyle(.light)
        XCTAssertEqual(entries, [])
    }

    func test_registerForTraitChanges_callsTheHandlerOnlyForTheTraitsItNamed() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var previousStyles: [UIUserInterfaceStyle] = []
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous) in
            previousStyles.append(previous.userInterfaceStyle)
            XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
        }
        app.setPreferredContentSizeCategory(.extraLarge)
        XCTAssertEqual(previousStyles, [], "a text size change is not an appearance change")
        app.setUserInterfaceStyle(.dark)
        XCTAssertEqual(previousStyles, [.light])
        view.unregisterForTraitChanges(registration)
        app.setUserInterfaceStyle(.light)
        XCTAssertEqual(previousStyles, [.light])
    }

    func test_contentSizeCategoryChange_postsTheNotificationWithTheNewCategory() async {
        nonisolated(unsafe) var received: [UIContentSizeCategory] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                received.append(category)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        app.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertEqual(received, [.accessibilityLarge])
        XCTAssertEqual(app.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(window.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
    }
}
