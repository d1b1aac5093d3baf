import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIMenuTests: MenuTestCase {
    func test_menu_hasUIKitDefaultsAndRawValues() async {
        let menu = UIMenu()
        XCTAssertEqual(menu.title, "")
        XCTAssertNil(menu.subtitle)
        XCTAssertEqual(menu.options, [])
        XCTAssertEqual(menu.preferredElementSize, .automatic)
        XCTAssertTrue(menu.children.isEmpty)
        XCTAssertEqual(UIMenu.Options.displayInline.rawValue, 1)
        XCTAssertEqual(UIMenu.Options.destructive.rawValue, 2)
        XCTAssertEqual(UIMenu.Options.singleSelection.rawValue, 32)
        XCTAssertEqual(UIMenuElement.Attributes.keepsMenuPresented.rawValue, 8)
        XCTAssertEqual(UIMenuElement.State.mixed.rawValue, 2)
        XCTAssertNotEqual(UIMenu().identifier, UIMenu().identifier, "each menu gets a unique identifier")
    }

    func test_selectedElements_areTheOnActionsOfTheMenuAndItsSubmenus() async {
        let log = ActionLog()
        let inner = UIMenu(title: "More", children: [log.action("C", state: .on), log.action("D")])
        let menu = UIMenu(children: [log.action("A"), log.action("B", state: .on), inner])
        XCTAssertEqual(menu.selectedElements.map(\.title), ["B", "C"])
    }

    func test_replacingChildren_keepsTitleIdentifierAndOptions() async {
        let log = ActionLog()
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection, children: [log.action("A")])
        let copy = menu.replacingChildren([log.action("X"), log.action("Y")])
        XCTAssertEqual(copy.title, "Sort")
        XCTAssertEqual(copy.identifier.rawValue, "sort")
        XCTAssertEqual(copy.options, .singleSelection)
        XCTAssertEqual(copy.children.map(\.title), ["X", "Y"])
        XCTAssertEqual(menu.children.map(\.title), ["A"], "the original is unchanged")
    }

    func test_action_keepsEverythingItWasGiven() async {
        let star = UIImage(systemName: "star")
        let action = UIAction(
            title: "Fav", subtitle: "Pin it", image: star, identifier: UIAction.Identifier("fav"), attributes: [.destructive],
            state: .mixed
        ) { _ in }
        XCTAssertEqual(action.title, "Fav")
        XCTAssertEqual(action.subtitle, "Pin it")
        XCTAssertEqual(action.image, star)
        XCTAssertEqual(action.identifier.rawValue, "fav")
        XCTAssertEqual(action.attributes, .destructive)
        XCTAssertEqual(action.state, .mixed)
        action.title = "Favourite"
        XCTAssertEqual(action.title, "Favourite")
    }

    func test_inlineGroup_showsItsTitleAndChildrenInPlace_hiddenActionsAreLeftOut() async {
        let log = ActionLog()
        let menu = UIMenu(title: "Photo", children: [
            log.action("Copy"),
            log.action("Secret", attributes: .hidden),
            UIMenu(title: "Danger", options: .displayInline, children: [log.action("Delete", attributes: .destructive)]),
        ])
        let button = makeMenuButton(menu, primary: true)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(visibleLabels, ["Photo", "Copy", "Danger", "Delete"])
        XCTAssertTrue(element("Danger")?.accessibilityTraits.contains(.header) == true)
    }

    func test_submenu_expandsBeneathItsRowAndCollapsesAgain() async {
        let log = ActionLog()
        let menu = UIMenu(children: [
            UIMenu(title: "Sort by", children: [log.action("Name"), log.action("Date")]),
            log.action("Refresh"),
        ])
        let button = makeMenuButton(menu, primary: true)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(visibleLabels, ["Sort by", "Refresh"])
        tapElement("Sort by")
        XCTAssertEqual(visibleLabels, ["Sort by", "Name", "Date", "Refresh"])
        tapElement("Date")
        XCTAssertEqual(log.entries, ["Date"])
        XCTAssertFalse(menuIsShown)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(visibleLabels, ["Sort by", "Refresh"], "a new presentation starts collapsed")
    }

    func test_singleSelection_turnsTheChosenActionOnAndTheOthersOff() async {
        let log = ActionLog()
        let menu = UIMenu(options: .singleSelection, children: [log.action("Name", state: .on), log.action("Date")])
        let button = makeMenuButton(menu, primary: true)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertTrue(element("Name")?.accessibilityTraits.contains(.selected) == true)
        XCTAssertFalse(element("Date")?.accessibilityTraits.contains(.selected) == true)
        tapElement("Date")
        XCTAssertEqual(menu.selectedElements.map(\.title), ["Date"])
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertTrue(element("Date")?.accessibilityTraits.contains(.selected) == true)
        XCTAssertFalse(element("Name")?.accessibilityTraits.contains(.selected) == true)
    }

    func test_menuWithoutSingleSelection_leavesStatesToTheApp() async {
        let log = ActionLog()
        let menu = UIMenu(children: [log.action("Bold", state: .on), log.action("Italic")])
        let button = makeMenuButton(menu, primary: true)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        tapElement("Italic")
        XCTAssertEqual(menu.selectedElements.map(\.title), ["Bold"])
    }

    func test_deferredElement_showsLoadingUntilTheProviderAnswers_andIsAskedOnce() async {
        let log = ActionLog()
        var requests = 0
        let deferred = UIDeferredMenuElement { [weak self] completion in
            requests += 1
            self?.app.scheduler.schedule(after: 1, label: "load recents") { completion([log.action("Recent.txt")]) }
        }
        let menu = UIMenu(children: [log.action("New"), deferred])
        let button = makeMenuButton(menu, primary: true)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(visibleLabels, ["New", "Loading…"])
        wait(1.1)
        XCTAssertEqual(visibleLabels, ["New", "Recent.txt"])
        fingers.tap(CGPoint(x: 300, y: 700))
        XCTAssertFalse(menuIsShown)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(visibleLabels, ["New", "Recent.txt"], "a cached element keeps what it loaded")
        XCTAssertEqual(requests, 1)
    }

    func test_uncachedDeferredElement_isAskedEachTimeTheMenuOpens() async {
        let log = ActionLog()
        var requests = 0
        let menu = UIMenu(children: [UIDeferredMenuElement.uncached { completion in
            requests += 1
            completion([log.action("Item \(requests)")])
        }])
        let button = makeMenuButton(menu, primary: true)
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(visibleLabels, ["Item 1"])
        fingers.tap(CGPoint(x: 300, y: 700))
        fingers.tap(CGPoint(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(visibleLabels, ["Item 2"])
    }
}
