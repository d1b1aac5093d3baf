import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A delegate that records what a context menu interaction asks and tells.
@MainActor
private final class RecordingMenuDelegate: UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var locations: [CGPoint] = []
    var menu: UIMenu?
    var preview: UIViewController?
    var returnsConfiguration = true

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        calls.append("configuration")
        locations.append(location)
        guard returnsConfiguration else { return nil }
        let menu = self.menu
        let preview = self.preview
        return UIContextMenuConfiguration(identifier: nil, previewProvider: { preview }, actionProvider: { _ in menu })
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        calls.append("willDisplay")
        animator?.addCompletion { [weak self] in self?.calls.append("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        calls.append("willEnd")
        animator?.addCompletion { [weak self] in self?.calls.append("ended") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        calls.append("commit")
        let controller = animator.previewViewController
        animator.addCompletion { [weak self] in self?.calls.append("committed \(controller?.title ?? "nil")") }
    }
}

@MainActor
final class ContextMenuInteractionTests: MenuTestCase {
    private let photoFrame = CGRect(x: 40, y: 120, width: 200, height: 150)

    private func makePhoto(delegate: any UIContextMenuInteractionDelegate) -> (UIView, UIContextMenuInteraction) {
        let photo = place(RecordingView(), frame: photoFrame)
        photo.backgroundColor = .systemBlue
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        return (photo, interaction)
    }

    func test_addInteraction_attachesAndRemoveInteractionDetaches() async {
        let delegate = RecordingMenuDelegate()
        let (photo, interaction) = makePhoto(delegate: delegate)
        XCTAssertTrue(interaction.view === photo)
        XCTAssertEqual(photo.interactions.count, 1)
        let other = place(UIView(), frame: CGRect(x: 0, y: 400, width: 10, height: 10))
        other.addInteraction(interaction)
        XCTAssertTrue(photo.interactions.isEmpty, "adding to another view moves it")
        XCTAssertTrue(interaction.view === other)
        other.removeInteraction(interaction)
        XCTAssertNil(interaction.view)
    }

    func test_pressAndHold_asksAtThePressLocation_andShowsTheMenuOverADimmedBackdrop() async {
        let delegate = RecordingMenuDelegate()
        let log = ActionLog()
        delegate.menu = UIMenu(title: "Photo", children: [log.action("Copy"), log.action("Delete", attributes: .destructive)])
        window.backgroundColor = .white
        let (_, interaction) = makePhoto(delegate: delegate)
        fingers.down(CGPoint(x: 100, y: 200))
        wait(0.45)
        XCTAssertFalse(menuIsShown)
        wait(0.1)
        XCTAssertEqual(delegate.calls, ["configuration", "willDisplay", "displayed"])
        XCTAssertEqual(delegate.locations, [CGPoint(x: 60, y: 80)], "in the view's coordinates")
        XCTAssertEqual(interaction.menuAppearance, .rich)
        XCTAssertEqual(interaction.location(in: nil), CGPoint(x: 60, y: 80))
        fingers.up(CGPoint(x: 100, y: 200))
        XCTAssertEqual(visibleLabels, ["Photo", "Copy", "Delete"])
        let backdrop = window.snapshotImage(scale: 1).pixel(x: 300, y: 760)
        XCTAssertEqual(backdrop?.red ?? 0, 204, accuracy: 2, "white behind a 20 % black backdrop")
    }

    func test_choosingAnAction_endsTheMenuThenRunsTheAction() async {
        let delegate = RecordingMenuDelegate()
        let copy = UIAction(title: "Copy") { _ in delegate.calls.append("copy") }
        delegate.menu = UIMenu(children: [copy])
        let (_, interaction) = makePhoto(delegate: delegate)
        press(CGPoint(x: 100, y: 200))
        tapElement("Copy")
        XCTAssertEqual(delegate.calls, ["configuration", "willDisplay", "displayed", "willEnd", "ended", "copy"])
        XCTAssertFalse(menuIsShown)
        XCTAssertEqual(interaction.menuAppearance, .unknown)
    }

    func test_noConfiguration_leavesThePressToTheView() async {
        let delegate = RecordingMenuDelegate()
        delegate.returnsConfiguration = false
        let (photo, _) = makePhoto(delegate: delegate)
        guard let recorder = photo as? RecordingView else { return XCTFail("not a recording view") }
        press(CGPoint(x: 100, y: 200))
        XCTAssertFalse(menuIsShown)
        XCTAssertEqual(delegate.calls, ["configuration"])
        XCTAssertEqual(recorder.log.last, "ended 1", "the view's touch was not cancelled")
    }

    func test_tappingThePreview_commitsIt_andTheCompletionRunsAfterTheMenuIsGone() async {
        let delegate = RecordingMenuDelegate()
        let detail = UIViewController()
        detail.title = "Detail"
        detail.preferredContentSize = CGSize(width: 300, height: 200)
        delegate.preview = detail
        delegate.menu = UIMenu(children: [ActionLog().action("Copy")])
        _ = makePhoto(delegate: delegate)
        press(CGPoint(x: 100, y: 200))
        XCTAssertTrue(detail.view.window === window, "the preview shows the configuration's view controller")
        XCTAssertEqual(detail.view.bounds.size, CGSize(width: 300, height: 200))
        let center = detail.view.convert(CGPoint(x: 150, y: 100), to: window)
        fingers.tap(center)
        XCTAssertEqual(delegate.calls.suffix(4), ["commit", "willEnd", "committed Detail", "ended"])
        XCTAssertFalse(menuIsShown)
    }

    func test_tapOutside_endsTheMenuWithoutAnAction() async {
        let delegate = RecordingMenuDelegate()
        delegate.menu = UIMenu(children: [ActionLog().action("Copy")])
        _ = makePhoto(delegate: delegate)
        press(CGPoint(x: 100, y: 200))
        fingers.tap(CGPoint(x: 20, y: 800))
        XCTAssertEqual(delegate.calls, ["configuration", "willDisplay", "displayed", "willEnd", "ended"])
        XCTAssertFalse(menuIsShown)
    }

    func test_dismissMenu_andUpdateVisibleMenu() async {
        let delegate = RecordingMenuDelegate()
        let log = ActionLog()
        delegate.menu = UIMenu(children: [log.action("Copy")])
        let (_, interaction) = makePhoto(delegate: delegate)
        press(CGPoint(x: 100, y: 200))
        interaction.updateVisibleMenu { menu in menu.replacingChildren(menu.children + [log.action("Paste")]) }
        XCTAssertEqual(visibleLabels, ["Copy", "Paste"])
        interaction.dismissMenu()
        XCTAssertFalse(menuIsShown)
        XCTAssertEqual(delegate.calls.last, "ended")
    }
}
