import HeadlessUITestSupport
import UIKit
import XCTest

/// This target builds in Swift 5 language mode (see Package.swift): the files next to this one are
/// helper code as iOS projects write it, with nonisolated functions that create and configure
/// views. They compile because HeadlessUI declares its UIKit types `@preconcurrency @MainActor`, as
/// UIKit does; these tests run that code.
@MainActor
final class UIKitSwift5ModeTests: HeadlessTestCase {
    func test_nonisolatedFactories_makeConfiguredViews() async {
        let label = makeTitleLabel("Ada")
        XCTAssertEqual(label.text, "Ada")
        XCTAssertEqual(label.font, .preferredFont(forTextStyle: .headline))
        XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)

        let card = UIView()
        applyCardStyle(to: card)
        XCTAssertEqual(card.backgroundColor, .secondarySystemBackground)
        XCTAssertEqual(card.layer.cornerRadius, 12)

        let button = Factory.primaryButton(title: "Go")
        XCTAssertEqual(button.title(for: .normal), "Go")
        Theme().style(button)
        XCTAssertEqual(button.tintColor, .systemPink)
    }

    func test_viewSubclass_initializesAndLaysOut() async {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.count = 120
        place(badge, frame: CGRect(x: 10, y: 100, width: 40, height: 20))
        wait(0.1)
        XCTAssertEqual(badge.countLabel.text, "99+")
        XCTAssertEqual(badge.countLabel.frame, badge.bounds)
        XCTAssertEqual(badge.layer.cornerRadius, 10)
    }

    func test_viewControllerSubclass_runsItsActionsAndPresents() async throws {
        let profile = ProfileViewController(name: "Grace")
        window.rootViewController = profile
        wait(0.1)
        XCTAssertEqual(profile.title, "Profile")
        XCTAssertTrue(profile.view.allSubviews.contains { $0 === profile.titleLabel })
        let follow = try XCTUnwrap(profile.view.allSubviews.first { $0.accessibilityIdentifier == "profile.follow" } as? UIButton)
        follow.sendActions(for: .touchUpInside)
        XCTAssertEqual(profile.followers, 1)
        XCTAssertEqual(profile.badge.countLabel.text, "1")

        var completed = false
        profile.confirm { completed = true }
        wait(0.1)
        XCTAssertTrue(completed)
        XCTAssertNotNil(profile.presentedViewController)
    }
}

/// Cells and header views declared with UIKit's initializers (`init(style:reuseIdentifier:)` and
/// `init(reuseIdentifier:)` designated, `required init?(coder:)`).
@MainActor
final class UIKitCellInitializerTests: HeadlessTestCase {
    func test_registeredCellSubclass_isMadeWithItsOverriddenInitializer() async throws {
        let dataSource = ContactsDataSource()
        let table = UITableView(frame: app.screen.bounds, style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        table.dataSource = dataSource
        place(table, frame: app.screen.bounds)
        wait(0.1)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
        XCTAssertEqual(cell.nameLabel.text, "Grace")
        XCTAssertEqual(cell.reuseIdentifier, ContactCell.reuseIdentifier)
        XCTAssertEqual(cell.style, .default)
        XCTAssertTrue(cell.nameLabel.superview === cell.contentView, "the override ran")
    }

    func test_headerSubclass_initializesWithItsOverride() async {
        let header = SectionHeaderView(reuseIdentifier: "header")
        XCTAssertEqual(header.reuseIdentifier, "header")
        XCTAssertTrue(header.titleLabel.superview === header.contentView)
    }

    func test_initWithCoder_failsWithARuntimeIssue() async {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        XCTAssertNil(ContactCell(coder: coder))
        XCTAssertNil(UITableViewHeaderFooterView(coder: coder))
        let issues = expectRuntimeIssues(count: 2)
        XCTAssertTrue(issues.allSatisfy { "\($0)".contains("HeadlessUI decodes no") }, "\(issues)")
    }
}

/// A scene-based app (`SceneDelegate.swift`, shown in Guide/UIKitOnLinux.md) launched the way a
/// HeadlessUI test launches one.
@MainActor
final class UIKitSceneAppTests: XCTestCase {
    func test_sceneApp_launchesWithItsSceneDelegatesWindowKey() async throws {
        let app = UIApplication.launch(LaunchConfiguration(sceneDelegate: { SceneDelegate() }), delegate: AppDelegate())
        defer { app.terminate() }
        let scene = try XCTUnwrap(app.connectedScenes.first as? UIWindowScene)
        let window = try XCTUnwrap((scene.delegate as? SceneDelegate)?.window)
        XCTAssertTrue(app.keyWindow === window)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        let navigation = try XCTUnwrap(window.rootViewController as? UINavigationController)
        XCTAssertEqual(navigation.topViewController?.title, "Profile")
        XCTAssertTrue(app.runtimeIssues.isEmpty, "\(app.runtimeIssues)")
    }

    func test_guide_showsTheSceneDelegateFile() async throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("Guide/UIKitOnLinux.md"), encoding: .utf8)
        let file = try String(contentsOf: tests.appendingPathComponent("SceneDelegate.swift"), encoding: .utf8)
        XCTAssertTrue(guide.contains("```swift\n" + file + "```\n"), "Guide/UIKitOnLinux.md no longer shows SceneDelegate.swift")
    }
}
