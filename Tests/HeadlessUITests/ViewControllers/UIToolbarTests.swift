import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIToolbarTests: HeadlessTestCase {
    private func labels() -> [String] {
        AccessibilityTree.elements(in: window).compactMap(\.accessibilityLabel)
    }

    private func frame(of label: String) -> CGRect? {
        AccessibilityTree.elements(in: window).first { $0.accessibilityLabel == label }?.accessibilityFrame
    }

    func test_flexibleSpaces_centreAnItem_andPushTwoItemsToTheEnds() async {
        let toolbar = place(UIToolbar(), frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.items = [
            .flexibleSpace(), UIBarButtonItem(title: "Mid", style: .plain), UIBarButtonItem(systemItem: .flexibleSpace),
        ]
        toolbar.layoutIfNeeded()
        XCTAssertEqual(frame(of: "Mid")?.midX ?? 0, 195, accuracy: 0.5)
        let ends = [
            UIBarButtonItem(title: "Left", style: .plain), UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Right", style: .plain),
        ]
        toolbar.setItems(ends, animated: false)
        toolbar.layoutIfNeeded()
        XCTAssertEqual(frame(of: "Left")?.minX ?? 0, 16, accuracy: 0.5)
        XCTAssertEqual(frame(of: "Right")?.maxX ?? 0, 390 - 16, accuracy: 0.5)
        XCTAssertEqual(labels(), ["Left", "Right"], "spaces are not elements")
    }

    func test_fixedSpace_takesItsWidth() async {
        let toolbar = place(UIToolbar(), frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.items = [UIBarButtonItem(title: "A", style: .plain), .fixedSpace(40), UIBarButtonItem(title: "B", style: .plain)]
        toolbar.layoutIfNeeded()
        let a = frame(of: "A") ?? .zero
        let b = frame(of: "B") ?? .zero
        XCTAssertEqual(b.minX - a.maxX, 8 + 40 + 8, accuracy: 0.5)
    }

    func test_navigationController_showsTheTopControllersItems_aboveTheSafeArea_andTheContentEndsAboveIt() async {
        var archived = 0
        let inbox = UIViewController()
        inbox.toolbarItems = [UIBarButtonItem(title: "Archive", style: .plain) { archived += 1 }]
        let navigation = UINavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        wait(0.1)
        XCTAssertTrue(navigation.isToolbarHidden, "hidden by default")
        XCTAssertFalse(labels().contains("Archive"))
        let fullHeight = inbox.view.frame.height
        navigation.setToolbarHidden(false, animated: false)
        wait(0.1)
        let bar = navigation.toolbar.frame
        XCTAssertEqual(bar.maxY, window.bounds.height, accuracy: 0.5)
        XCTAssertEqual(bar.height, 44 + window.safeAreaInsets.bottom, accuracy: 0.5)
        XCTAssertEqual(inbox.view.convert(inbox.view.bounds, to: window).maxY, bar.minY, accuracy: 0.5)
        XCTAssertLessThan(inbox.view.frame.height, fullHeight)
        let archive = frame(of: "Archive") ?? .zero
        fingers.tap(CGPoint(x: archive.midX, y: archive.midY))
        XCTAssertEqual(archived, 1)

        let detail = UIViewController()
        detail.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain)]
        navigation.pushViewController(detail, animated: false)
        wait(0.1)
        XCTAssertTrue(labels().contains("Reply"))
        XCTAssertFalse(labels().contains("Archive"))
        detail.setToolbarItems([UIBarButtonItem(title: "Forward", style: .plain)], animated: true)
        XCTAssertTrue(labels().contains("Forward"), "changing the top controller's items updates the bar")
    }
}
