import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UISearchControllerTests: HeadlessTestCase {
    override var launchArguments: [String] { ["-HeadlessUIHardwareKeyboard", "YES"] }

    private final class Recorder: UISearchBarDelegate, UISearchResultsUpdating {
        var log: [String] = []
        var queries: [String] = []

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func updateSearchResults(for searchController: UISearchController) {
            queries.append("\(searchController.isActive ? "active" : "inactive") '\(searchController.searchBar.text ?? "")'")
        }
    }

    private func placeBar(_ bar: UISearchBar) -> UISearchBar {
        place(bar, frame: CGRect(x: 0, y: 100, width: window.bounds.width, height: UISearchBar.barHeight))
        bar.layoutIfNeeded()
        return bar
    }

    private func tapField(_ bar: UISearchBar) {
        fingers.tap(bar.searchTextField.convert(CGPoint(x: 40, y: 18), to: nil))
        app.runLoop.runFrames(1)
    }

    private func typeAndSearch(_ text: String) {
        keyboard.type(text)
        keyboard.press(.keyboardReturnOrEnter)
    }

    func test_searchBar_typingCallsTheDelegateAndReturnIsSearch() async {
        let recorder = Recorder()
        let bar = placeBar(UISearchBar())
        bar.delegate = recorder
        bar.placeholder = "Find payees"
        XCTAssertEqual(bar.searchTextField.placeholder, "Find payees")
        tapField(bar)
        XCTAssertTrue(bar.searchTextField.isFirstResponder)
        typeAndSearch("ab")
        XCTAssertEqual(recorder.log, ["begin", "text a", "text ab", "search"])
        XCTAssertEqual(bar.text, "ab")
        XCTAssertTrue(bar.searchTextField.isFirstResponder, "Search does not end editing")
        bar.text = "set in code"
        XCTAssertEqual(recorder.log.count, 4, "setting text in code does not call the delegate")
    }

    func test_searchBar_cancelButtonShowsAndCallsTheDelegate() async throws {
        let recorder = Recorder()
        let bar = placeBar(UISearchBar())
        bar.delegate = recorder
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = try XCTUnwrap(bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" })
        XCTAssertFalse(cancel.isHidden)
        XCTAssertLessThan(bar.searchTextField.frame.maxX, cancel.frame.minX)
        fingers.tap(cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        XCTAssertEqual(recorder.log, ["cancel"])
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
    }

    func test_searchBar_scopeBarReportsTheChosenScope() async throws {
        final class ScopeRecorder: UISearchBarDelegate {
            var scopes: [Int] = []
            func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { scopes.append(selectedScope) }
        }
        let recorder = ScopeRecorder()
        let bar = UISearchBar()
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Sent", "Received"]
        bar.showsScopeBar = true
        XCTAssertEqual(bar.intrinsicContentSize.height, 100)
        place(bar, frame: CGRect(x: 0, y: 100, width: window.bounds.width, height: 100))
        bar.layoutIfNeeded()
        let scope = try XCTUnwrap(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        fingers.tap(scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: scope.bounds.midY), to: nil))
        XCTAssertEqual(recorder.scopes, [2])
        XCTAssertEqual(bar.selectedScopeButtonIndex, 2)
    }

    func test_searchController_editingActivatesAndTypingUpdatesResults() async {
        let recorder = Recorder()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = recorder
        let bar = placeBar(search.searchBar)
        tapField(bar)
        XCTAssertTrue(search.isActive)
        XCTAssertTrue(bar.showsCancelButton)
        XCTAssertNil(results.viewIfLoaded?.window, "no results view while the text is empty")
        keyboard.type("rent")
        XCTAssertEqual(recorder.queries, ["active ''", "active 'r'", "active 're'", "active 'ren'", "active 'rent'"])
        XCTAssertTrue(results.view.window === window, "the results cover the screen below the bar")
        XCTAssertEqual(results.view.frame.minY, 156)
    }

    func test_searchController_cancelClearsAndDeactivates() async throws {
        let recorder = Recorder()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = recorder
        let bar = placeBar(search.searchBar)
        tapField(bar)
        keyboard.type("x")
        bar.layoutIfNeeded()
        let cancel = try XCTUnwrap(bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" })
        fingers.tap(cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        XCTAssertFalse(search.isActive)
        XCTAssertEqual(bar.text, "")
        XCTAssertFalse(bar.searchTextField.isFirstResponder)
        XCTAssertFalse(bar.showsCancelButton)
        XCTAssertEqual(recorder.queries.last, "inactive ''")
    }

    func test_navigationItemSearchController_putsTheSearchBarUnderTheTitle() async {
        let controller = UIViewController()
        controller.title = "Fossils"
        let search = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = search
        XCTAssertTrue(controller.navigationItem.searchController === search)
        XCTAssertTrue(controller.navigationItem.hidesSearchBarWhenScrolling)
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        wait(0.1)
        let bar = navigation.navigationBar
        XCTAssertTrue(search.searchBar.superview === bar)
        XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 44, width: bar.bounds.width, height: UISearchBar.barHeight))
        XCTAssertEqual(bar.frame.height, 44 + UISearchBar.barHeight)
        XCTAssertEqual(controller.view.convert(CGPoint.zero, to: nil).y, bar.frame.maxY, "the content starts below the search bar")
        let field = search.searchBar.searchTextField
        fingers.tap(field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        XCTAssertTrue(search.isActive, "a tap on the field in the bar starts searching")
        navigation.pushViewController(UIViewController(), animated: false)
        wait(0.1)
        XCTAssertNil(search.searchBar.superview, "only the top item's search bar is shown")
        XCTAssertEqual(bar.frame.height, 44)
    }
}
