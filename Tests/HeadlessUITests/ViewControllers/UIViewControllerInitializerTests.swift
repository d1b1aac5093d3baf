import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// UIKit's initializers: `init(nibName:bundle:)` designated, `init?(coder:)` required, `init()`
/// a convenience for no nib. Written with UIKit names only.
@MainActor
final class UIViewControllerInitializerTests: HeadlessTestCase {
    /// The shape of a programmatic UIKit controller.
    final class ProfileViewController: UIViewController {
        let userName: String

        init(userName: String) {
            self.userName = userName
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = userName
        }
    }

    func test_designatedInitializer_withoutANibBuildsTheViewInCode() async {
        let controller = ProfileViewController(userName: "Ada")
        XCTAssertNil(controller.nibName)
        XCTAssertNil(controller.nibBundle)
        XCTAssertNotNil(controller.view)
        XCTAssertEqual(controller.title, "Ada")
        XCTAssertEqual(expectRuntimeIssues(count: 0).count, 0)
    }

    func test_plainInit_isInitWithoutANib() async {
        let controller = UIViewController()
        XCTAssertNil(controller.nibName)
        XCTAssertNotNil(controller.view)
        let navigation = UINavigationController(rootViewController: controller)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(UITabBarController().viewControllers?.count ?? 0, 0)
        XCTAssertEqual(expectRuntimeIssues(count: 0).count, 0)
    }

    func test_nibName_isKeptButNotLoadedAndSaysSo() async {
        let controller = UIViewController(nibName: "Main", bundle: nil)
        XCTAssertEqual(controller.nibName, "Main")
        XCTAssertNotNil(controller.view, "the view comes from loadView()")
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues.first.map { "\($0)" } ?? "")".contains("HeadlessUI loads no nib files"), "\(issues)")
    }

    func test_initWithCoder_failsWithARuntimeIssue() async {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        XCTAssertNil(UIViewController(coder: coder))
        XCTAssertNil(UINavigationController(coder: coder))
        XCTAssertNil(ProfileViewController(coder: coder))
        XCTAssertEqual(expectRuntimeIssues(count: 2).count, 2)
    }
}
