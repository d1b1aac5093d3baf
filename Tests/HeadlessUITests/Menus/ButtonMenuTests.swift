import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ButtonMenuTests: MenuTestCase {
    private func center(_ view: UIView) -> CGPoint { CGPoint(x: view.frame.midX, y: view.frame.midY) }

    func test_settingAMenu_enablesTheContextMenuInteraction() async {
        let button = UIButton(type: .system)
        XCTAssertFalse(button.isContextMenuInteractionEnabled)
        XCTAssertNil(button.contextMenuInteraction)
        button.menu = UIMenu(children: [])
        XCTAssertTrue(button.isContextMenuInteractionEnabled)
        XCTAssertTrue(button.contextMenuInteraction?.view === button)
        XCTAssertTrue(button.interactions.contains { $0 === button.contextMenuInteraction })
        button.menu = nil
        XCTAssertNil(button.contextMenuInteraction)
        XCTAssertTrue(button.interactions.isEmpty)
    }

    func test_menuAsPrimaryAction_opensOnTouchDown_andSendsMenuActionTriggeredNotTouchUpInside() async {
        let log = ActionLog()
        let button = makeMenuButton(UIMenu(children: [log.action("Rename")]), primary: true)
        let events = ControlEventRecorder(button)
        fingers.down(center(button))
        XCTAssertTrue(menuIsShown, "the menu opens on touch down")
        fingers.up(center(button))
        XCTAssertTrue(menuIsShown, "lifting on the button leaves the menu open")
        XCTAssertEqual(events.events, ["menuActionTriggered"])
        XCTAssertTrue(log.entries.isEmpty)
    }

    func test_choosingAnAction_closesTheMenuThenRunsItWithTheButtonAsSender() async {
        let log = ActionLog()
        var menuShownWhileRunning: Bool?
        let rename = UIAction(title: "Rename") { [weak self] action in
            menuShownWhileRunning = self?.menuIsShown
            log.action("x").handler(action)
        }
        let button = makeMenuButton(UIMenu(children: [rename, log.action("Delete")]), primary: true)
        fingers.tap(center(button))
        tapElement("Rename")
        XCTAssertEqual(menuShownWhileRunning, false)
        XCTAssertEqual(log.entries, ["Rename"])
        XCTAssertTrue(log.senders.first! === button)
        XCTAssertFalse(menuIsShown)
    }

    func test_menuIsModal_andATapOutsideClosesItWithoutReachingTheViewBehind() async {
        let log = ActionLog()
        var behindTapped = false
        let behind = place(UIButton(type: .system), frame: CGRect(x: 20, y: 600, width: 200, height: 44))
        behind.setTitle("Behind", for: .normal)
        behind.addAction(UIAction { _ in behindTapped = true }, for: .touchUpInside)
        let button = makeMenuButton(UIMenu(children: [log.action("Copy")]), primary: true)
        fingers.tap(center(button))
        XCTAssertEqual(visibleLabels, ["Copy"], "only the menu is exposed while it is shown")
        fingers.tap(center(behind))
        XCTAssertFalse(menuIsShown)
        XCTAssertFalse(behindTapped, "the tap that closes the menu does not reach the view behind it")
        XCTAssertTrue(log.entries.isEmpty)
        XCTAssertEqual(visibleLabels, ["Behind", "Options"])
    }

    func test_disabledAction_isReportedNotEnabled_andTappingItKeepsTheMenuOpen() async {
        let log = ActionLog()
        let button = makeMenuButton(UIMenu(children: [log.action("Paste", attributes: .disabled)]), primary: true)
        fingers.tap(center(button))
        XCTAssertTrue(element("Paste")?.accessibilityTraits.contains(.notEnabled) == true)
        tapElement("Paste")
        XCTAssertTrue(menuIsShown)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func test_keepsMenuPresented_runsTheActionAndLeavesTheMenuOpen() async {
        let log = ActionLog()
        let button = makeMenuButton(UIMenu(children: [log.action("Zoom In", attributes: .keepsMenuPresented)]), primary: true)
        fingers.tap(center(button))
        tapElement("Zoom In")
        tapElement("Zoom In")
        XCTAssertEqual(log.entries, ["Zoom In", "Zoom In"])
        XCTAssertTrue(menuIsShown)
    }

    func test_withoutPrimaryMenu_aTapRunsTheAction_andAPressAndHoldOpensTheMenu() async {
        let log = ActionLog()
        var tapped = 0
        let button = makeMenuButton(UIMenu(children: [log.action("Share")]), primary: false)
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        fingers.tap(center(button))
        XCTAssertEqual(tapped, 1)
        XCTAssertFalse(menuIsShown)
        fingers.down(center(button))
        wait(0.45)
        XCTAssertFalse(menuIsShown)
        wait(0.1)
        XCTAssertTrue(menuIsShown, "the menu opens after half a second")
        fingers.up(center(button))
        XCTAssertEqual(tapped, 1, "the held touch is cancelled: no touch up inside")
        tapElement("Share")
        XCTAssertEqual(log.entries, ["Share"])
    }

    func test_menuCard_sitsBelowTheButtonAtItsLeadingEdge_orAboveWhenThereIsNoRoom() async {
        let log = ActionLog()
        let top = makeMenuButton(UIMenu(children: [log.action("One"), log.action("Two")]), primary: true)
        fingers.tap(center(top))
        let first = element("One")!.accessibilityFrame
        XCTAssertEqual(first.minY, top.frame.maxY + 8, accuracy: 0.001)
        XCTAssertEqual(first.minX, top.frame.minX, accuracy: 0.001)
        XCTAssertEqual(first.width, 250, accuracy: 0.001)
        XCTAssertEqual(first.height, 44, accuracy: 0.001)
        fingers.tap(CGPoint(x: 300, y: 500))
        let bottom = place(UIButton(type: .system), frame: CGRect(x: 200, y: window.bounds.height - 80, width: 100, height: 44))
        bottom.setTitle("Low", for: .normal)
        bottom.menu = UIMenu(children: [log.action("Up")])
        bottom.showsMenuAsPrimaryAction = true
        fingers.tap(center(bottom))
        let up = element("Up")!.accessibilityFrame
        XCTAssertEqual(up.maxY, bottom.frame.minY - 8, accuracy: 0.001, "no room below: the card goes above")
        XCTAssertEqual(up.maxX, window.bounds.width - 8, accuracy: 0.001, "kept inside the window")
    }

    func test_destructiveRow_drawsItsTitleInSystemRed() async {
        let log = ActionLog()
        let button = makeMenuButton(UIMenu(children: [log.action("Delete", attributes: .destructive)]), primary: true)
        fingers.tap(center(button))
        let frame = element("Delete")!.accessibilityFrame
        let image = window.snapshotImage(scale: 1)
        var redPixels = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if pixel.red > 200, pixel.green < 110, pixel.blue < 100 { redPixels += 1 }
            }
        }
        XCTAssertGreaterThan(redPixels, 20, "the title's glyphs are red")
    }

    func test_popUpButton_showsTheSelectedActionsTitle_andFollowsTheChoice() async {
        let log = ActionLog()
        let button = makeMenuButton(UIMenu(children: [log.action("Small"), log.action("Large")]), primary: true)
        button.changesSelectionAsPrimaryAction = true
        XCTAssertEqual(button.currentTitle, "Small", "with nothing on, the first action is selected")
        XCTAssertEqual(button.menu?.selectedElements.map(\.title), ["Small"])
        fingers.tap(center(button))
        tapElement("Large")
        XCTAssertEqual(button.currentTitle, "Large")
        XCTAssertEqual(button.menu?.selectedElements.map(\.title), ["Large"])
        XCTAssertEqual(log.entries, ["Large"])
    }

    func test_disabledButton_doesNotOpenItsMenu() async {
        let log = ActionLog()
        let button = makeMenuButton(UIMenu(children: [log.action("Copy")]), primary: true)
        button.isEnabled = false
        fingers.tap(center(button))
        XCTAssertFalse(menuIsShown)
    }
}
