import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A controller written for a storyboard app: it overrides the segue hooks as iOS code does.
@MainActor
private final class StoryboardStyleController: UIViewController {
    var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != "locked" }
}

@MainActor
final class UIStoryboardTests: HeadlessTestCase {
    func test_instantiatingFromAStoryboard_reportsAnIssueNamingIt_andGivesAPlainController() async {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "Settings")
        XCTAssertTrue(type(of: controller) == UIViewController.self)
        let issue = expectRuntimeIssues(count: 1).first.map(String.init(describing:)) ?? ""
        XCTAssertTrue(issue.contains("UIStoryboard \"Main\""), issue)
        XCTAssertTrue(issue.contains("Settings"), issue)
        XCTAssertTrue(issue.contains("in code"), issue)
        XCTAssertNil(storyboard.instantiateInitialViewController())
        expectRuntimeIssues(count: 1)
    }

    func test_performSegue_reportsAnIssue_andShowsNothing() async {
        let controller = StoryboardStyleController()
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        controller.performSegue(withIdentifier: "showDetail", sender: nil)
        wait(0.5)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(controller.presentedViewController)
        XCTAssertTrue(String(describing: expectRuntimeIssues(count: 1)).contains("showDetail"))
        XCTAssertNil(controller.storyboard)
    }

    func test_segueHooks_areOverridable_andASegueMadeInCodeCarriesItsControllers() async {
        let source = StoryboardStyleController()
        let destination = UIViewController()
        let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: destination)
        source.prepare(for: segue, sender: nil)
        XCTAssertEqual(source.prepared, ["detail"])
        XCTAssertTrue(segue.source === source)
        XCTAssertTrue(segue.destination === destination)
        XCTAssertFalse(source.shouldPerformSegue(withIdentifier: "locked", sender: nil))
        XCTAssertTrue(UIViewController().shouldPerformSegue(withIdentifier: "any", sender: nil))
    }
}
