import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Auto Layout in view controllers and across hierarchy changes.
@MainActor
final class AutoLayoutHierarchyTests: HeadlessTestCase {
    private final class FormController: UIViewController {
        let header = UIView()
        var layoutCalls = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            header.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layoutCalls += 1
        }
    }

    func test_viewControllerRootView_constraintsToItsGuidesApplyInTheLayoutPass() async {
        let controller = FormController()
        window.rootViewController = controller
        await app.runLoop.runFrames(1)
        XCTAssertEqual(controller.header.frame, CGRect(x: 8, y: 59, width: 393 - 16, height: 44))
        XCTAssertGreaterThan(controller.layoutCalls, 0)
    }

    func test_reAddingAView_reinstallsTheConstraintsInsideIt() async {
        let card = place(UIView(), frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        card.layoutIfNeeded()
        card.removeFromSuperview()
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.addSubview(card)
        await app.runLoop.runFrames(1)
        XCTAssertEqual(badge.frame, CGRect(x: 276, y: 4, width: 20, height: 20))
    }

    func test_detachedHierarchy_laysOutWithLayoutIfNeeded() async {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let fill = UIView()
        fill.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(fill)
        NSLayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            fill.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            fill.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            fill.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        card.layoutIfNeeded()
        XCTAssertEqual(fill.frame, CGRect(x: 10, y: 10, width: 100, height: 60))
    }

    func test_unaddedLayoutGuide_cannotBeConstrained() async {
        let guide = UILayoutGuide()
        let view = place(UIView(), frame: .zero)
        let constraint = guide.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(guide.layoutFrame, .zero)
        expectRuntimeIssues(count: 1)
    }

    func test_activeConstraints_doNotKeepTheirViewsAlive() async {
        weak var weakParent: UIView?
        weak var weakChild: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor), child.topAnchor.constraint(equalTo: parent.topAnchor),
            ])
            parent.layoutIfNeeded()
            weakParent = parent
            weakChild = child
        }
        XCTAssertNil(weakParent)
        XCTAssertNil(weakChild)
    }
}
