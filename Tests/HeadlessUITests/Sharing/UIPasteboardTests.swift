import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIPasteboardTests: HeadlessTestCase {
    func test_settingAStringReplacesTheContents_andCountsAChange() async {
        let pasteboard = UIPasteboard.general
        let start = pasteboard.changeCount
        pasteboard.urls = [URL(string: "https://a.example")!]
        pasteboard.string = "hello"
        XCTAssertEqual(pasteboard.string, "hello")
        XCTAssertFalse(pasteboard.hasURLs, "setting a string replaced the URL")
        XCTAssertEqual(pasteboard.numberOfItems, 1)
        XCTAssertEqual(pasteboard.changeCount, start + 2)
        pasteboard.string = nil
        XCTAssertFalse(pasteboard.hasStrings)
    }

    func test_changes_postTheChangedNotification() async {
        let posted = TestCounter()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: nil) { _ in
            posted.increment()
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIPasteboard.general.images = [UIImage(systemName: "star")!]
        XCTAssertEqual(posted.value, 1)
        XCTAssertTrue(UIPasteboard.general.hasImages)
    }

    func test_aNewLaunchStartsWithAnEmptyPasteboard() async {
        UIPasteboard.general.string = "secret"
        _ = UIApplication.launch(LaunchConfiguration(device: .iPhone))
        XCTAssertNil(UIPasteboard.general.string)
    }
}

/// A scene delegate whose root controller hides the status bar.
@MainActor
private final class HiddenStatusBarSceneDelegate: UIResponder, UIWindowSceneDelegate {
    final class Root: UIViewController {
        override var prefersStatusBarHidden: Bool { hides }
        var hides = false
    }

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = Root()
        window.makeKeyAndVisible()
        self.window = window
    }
}

@MainActor
final class UIStatusBarManagerTests: HeadlessTestCase {
    func test_statusBarManager_reportsTheFrame_andFollowsTheControllersPreference() async throws {
        let delegate = HiddenStatusBarSceneDelegate()
        let sceneApp = UIApplication.launch(LaunchConfiguration(sceneDelegate: { delegate }))
        let scene = try XCTUnwrap(sceneApp.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        let manager = try XCTUnwrap(scene.statusBarManager)
        let expected = CGRect(x: 0, y: 0, width: sceneApp.screen.bounds.width, height: DeviceProfile.iPhone.statusBarHeight)
        XCTAssertEqual(manager.statusBarFrame, expected)
        XCTAssertFalse(manager.isStatusBarHidden)
        (delegate.window?.rootViewController as? HiddenStatusBarSceneDelegate.Root)?.hides = true
        XCTAssertTrue(manager.isStatusBarHidden)
        XCTAssertEqual(manager.statusBarFrame, .zero)
        sceneApp.terminate()
    }
}
