import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A controller that counts the safe-area and margin callbacks it gets.
@MainActor
private final class InsetsController: UIViewController {
    var safeAreaChanges: [UIEdgeInsets] = []
    var marginChanges = 0

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges.append(view.safeAreaInsets)
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        marginChanges += 1
    }
}

@MainActor
final class AdditionalSafeAreaInsetsTests: HeadlessTestCase {
    func test_additionalInsets_growTheViewsSafeArea_andReachItsSubviews() async {
        let controller = InsetsController()
        window.rootViewController = controller
        wait(0.1)
        let windowInsets = window.safeAreaInsets
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        controller.view.addSubview(banner)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
        XCTAssertEqual(controller.view.safeAreaInsets.top, windowInsets.top)
        XCTAssertEqual(controller.view.safeAreaInsets.bottom, windowInsets.bottom + 60)
        let content = UIView(frame: CGRect(x: 0, y: controller.view.bounds.height - 100, width: 100, height: 100))
        controller.view.addSubview(content)
        XCTAssertEqual(content.safeAreaInsets.bottom, windowInsets.bottom + 60, "the subview at the bottom is covered by it too")
        XCTAssertEqual(banner.safeAreaInsets.bottom, 0, "a subview clear of the insets is not")
    }

    func test_safeAreaGuide_followsTheAdditionalInsets() async {
        let controller = InsetsController()
        window.rootViewController = controller
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        wait(0.1)
        let before = footer.frame.maxY
        controller.additionalSafeAreaInsets.bottom = 50
        wait(0.1)
        XCTAssertEqual(before - footer.frame.maxY, 50, accuracy: 0.001)
    }

    func test_viewSafeAreaInsetsDidChange_isCalledWhenTheInsetsChange_notOnEveryLayout() async {
        let controller = InsetsController()
        window.rootViewController = controller
        wait(0.1)
        let first = controller.safeAreaChanges
        XCTAssertEqual(first, [window.safeAreaInsets], "once, when the view got the window's insets")
        controller.view.setNeedsLayout()
        wait(0.1)
        XCTAssertEqual(controller.safeAreaChanges.count, 1)
        controller.additionalSafeAreaInsets.top = 20
        wait(0.1)
        XCTAssertEqual(controller.safeAreaChanges.count, 2)
        XCTAssertEqual(controller.safeAreaChanges.last?.top, window.safeAreaInsets.top + 20)
    }

    func test_viewLayoutMarginsDidChange_followsTheRootViewsMargins() async {
        let controller = InsetsController()
        window.rootViewController = controller
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(controller.marginChanges, 1)
    }
}
