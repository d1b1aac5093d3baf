import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A view that logs each `layoutSubviews` call into a shared log, and fits a fixed size.
@MainActor
private final class LayoutLoggingView: UIView {
    /// Not decoded from archives (HeadlessUI reads no storyboards or nibs).
    required init?(coder: NSCoder) { nil }

    let name: String
    let log: LayoutLog
    var fittingSize = CGSize(width: 40, height: 20)

    init(_ name: String, log: LayoutLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }
}

@MainActor
private final class LayoutLog {
    var entries: [String] = []
}

@MainActor
final class LayoutPassTests: HeadlessTestCase {
    private var log = LayoutLog()

    /// A parent with one child in the window, with the initial layout done and the log cleared.
    private func makeSettledTree() -> (parent: LayoutLoggingView, child: LayoutLoggingView) {
        let parent = place(LayoutLoggingView("parent", log: log), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let child = LayoutLoggingView("child", log: log)
        parent.addSubview(child)
        app.runLoop.runOnce()
        log.entries.removeAll()
        return (parent, child)
    }

    func test_setNeedsLayout_layoutRunsOnTheNextRunLoopTurnNotBefore() async {
        let (parent, _) = makeSettledTree()
        parent.setNeedsLayout()
        XCTAssertEqual(log.entries, [])
        app.runLoop.runOnce()
        XCTAssertEqual(log.entries, ["parent"])
    }

    func test_layoutIfNeeded_runsLayoutSynchronously() async {
        let (parent, _) = makeSettledTree()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["parent"])
    }

    func test_layoutIfNeeded_doesNothingWhenNoLayoutIsNeeded() async {
        let (parent, _) = makeSettledTree()
        parent.layoutIfNeeded()
        XCTAssertEqual(log.entries, [])
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["parent"])
    }

    func test_layoutPass_laysOutParentsBeforeChildren() async {
        let (parent, child) = makeSettledTree()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        app.runLoop.runOnce()
        XCTAssertEqual(log.entries, ["parent", "child"])
    }

    func test_layoutPass_runsOncePerTurnHoweverOftenItWasRequested() async {
        let (parent, _) = makeSettledTree()
        parent.setNeedsLayout()
        parent.setNeedsLayout()
        app.runLoop.runOnce()
        app.runLoop.runOnce()
        XCTAssertEqual(log.entries, ["parent"])
    }

    func test_sizeChange_marksTheViewForLayout() async {
        let (parent, _) = makeSettledTree()
        parent.frame.size = CGSize(width: 120, height: 100)
        XCTAssertEqual(log.entries, [])
        app.runLoop.runOnce()
        XCTAssertEqual(log.entries, ["parent"])
    }

    func test_sizeToFit_usesSizeThatFitsAndKeepsTheOrigin() async {
        let (parent, _) = makeSettledTree()
        parent.fittingSize = CGSize(width: 64, height: 32)
        parent.sizeToFit()
        XCTAssertEqual(parent.frame, CGRect(x: 0, y: 100, width: 64, height: 32))
    }
}
