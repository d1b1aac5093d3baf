import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A controller that records what `transitionCoordinator` says during its appearance callbacks and
/// queues an alongside animation and a completion, as list screens do to deselect their row.
@MainActor
private final class CoordinatedController: UIViewController {
    let name: String
    var log: [String]
    let record: (String) -> Void
    var coordinatorInWillAppear: (any UIViewControllerTransitionCoordinator)?
    var coordinatorInDidAppear: (any UIViewControllerTransitionCoordinator)?

    init(_ name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.log = []
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator
        record("\(name).viewWillAppear")
        transitionCoordinator?.animate(alongsideTransition: { [name, record] _ in
            record("\(name).alongside")
        }, completion: { [name, record] context in
            record("\(name).completion cancelled=\(context.isCancelled)")
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        coordinatorInDidAppear = transitionCoordinator
        record("\(name).viewDidAppear")
    }
}

@MainActor
final class TransitionCoordinatorTests: HeadlessTestCase {
    private var entries: [String] = []

    private func controller(_ name: String) -> CoordinatedController {
        CoordinatedController(name) { [weak self] entry in self?.entries.append(entry) }
    }

    /// A slow drag from the left edge to `x` (10 pt a frame, then a pause so the release has no
    /// velocity); `whileDragging` runs once the pop has begun.
    private func swipeFromLeftEdge(to x: CGFloat, whileDragging: () -> Void) {
        fingers.down(CGPoint(x: 2, y: 400), edges: .left)
        var current: CGFloat = 2
        var ranBlock = false
        while current < x {
            current = Swift.min(x, current + 10)
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: current, y: 400))
            if current >= 40, !ranBlock {
                ranBlock = true
                whileDragging()
            }
        }
        app.runLoop.run(for: 0.3)
        fingers.up(CGPoint(x: x, y: 400))
    }

    func test_noTransition_noCoordinator() async {
        let plain = UIViewController()
        window.rootViewController = plain
        wait(0.1)
        XCTAssertNil(plain.transitionCoordinator)
    }

    func test_push_givesACoordinatorDuringTheTransition_withAlongsideThenCompletionBeforeDidAppear() async {
        let root = controller("A")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        wait(0.1)
        entries.removeAll()
        let pushed = controller("B")
        navigation.pushViewController(pushed, animated: true)
        let coordinator = pushed.coordinatorInWillAppear
        XCTAssertNotNil(coordinator)
        XCTAssertTrue(coordinator?.isAnimated == true)
        XCTAssertEqual(coordinator?.transitionDuration ?? 0, 0.35, accuracy: 1e-9)
        XCTAssertTrue(coordinator?.viewController(forKey: .from) === root)
        XCTAssertTrue(coordinator?.viewController(forKey: .to) === pushed)
        XCTAssertTrue(coordinator?.view(forKey: .to) === pushed.view)
        XCTAssertTrue(navigation.transitionCoordinator === coordinator, "the container takes part too")
        wait(0.5)
        XCTAssertEqual(entries, ["B.viewWillAppear", "B.alongside", "B.completion cancelled=false", "B.viewDidAppear"])
        XCTAssertNil(pushed.coordinatorInDidAppear, "the transition is over by viewDidAppear")
        XCTAssertNil(pushed.transitionCoordinator)
    }

    func test_alongsideAnimation_runsWithTheTransitionsDuration() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        wait(0.1)
        let pushed = UIViewController()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        navigation.view.addSubview(badge)
        navigation.pushViewController(pushed, animated: true)
        pushed.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 })
        wait(0.1)
        let midway = badge.layer.presentation()?.opacity ?? 0
        XCTAssertGreaterThan(midway, 0.05, "still fading a tenth of a second in")
        XCTAssertLessThan(midway, 0.95)
        wait(0.4)
        XCTAssertEqual(badge.alpha, 0)
    }

    func test_cancelledInteractivePop_completesWithIsCancelled() async {
        let root = controller("A")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(controller("B"), animated: false)
        wait(0.1)
        entries.removeAll()
        var interactionChanges: [Bool] = []
        swipeFromLeftEdge(to: 100) {
            XCTAssertTrue(root.transitionCoordinator?.isInteractive == true)
            XCTAssertTrue(root.transitionCoordinator?.initiallyInteractive == true)
            root.transitionCoordinator?.notifyWhenInteractionChanges { context in interactionChanges.append(context.isCancelled) }
        }
        wait(0.5)
        XCTAssertEqual(interactionChanges, [true])
        XCTAssertTrue(entries.contains("A.completion cancelled=true"), "\(entries)")
        XCTAssertNil(root.transitionCoordinator)
    }

    func test_presentation_givesACoordinatorWithTheStyle() async {
        let presenter = UIViewController()
        window.rootViewController = presenter
        wait(0.1)
        let sheet = controller("S")
        sheet.modalPresentationStyle = .pageSheet
        presenter.present(sheet, animated: true)
        XCTAssertEqual(sheet.coordinatorInWillAppear?.presentationStyle, .pageSheet)
        XCTAssertTrue(sheet.coordinatorInWillAppear?.viewController(forKey: .from) === presenter)
        wait(0.6)
        XCTAssertEqual(entries, ["S.viewWillAppear", "S.alongside", "S.completion cancelled=false", "S.viewDidAppear"])
        var dismissing: (any UIViewControllerTransitionCoordinator)?
        sheet.dismiss(animated: true)
        dismissing = sheet.transitionCoordinator
        XCTAssertTrue(dismissing?.viewController(forKey: .to) === presenter)
        wait(0.6)
        XCTAssertNil(sheet.transitionCoordinator)
    }
}
