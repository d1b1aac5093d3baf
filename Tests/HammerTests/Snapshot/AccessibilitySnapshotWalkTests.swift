import Hammer
import HeadlessUITestSupport
import XCTest

/// The walk's bookkeeping: objects reached twice, what a snapshot keeps of the moment it was taken,
/// and references of released objects.
@MainActor
final class AccessibilitySnapshotWalkTests: HeadlessTestCase {
    func test_walk_viewListedAfterItWasWalkedAppearsOnce() async {
        let shared = place(SnapshotTestScreen.label("Shared", identifier: "shared"), frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let lister = place(SnapshotTestScreen.container(identifier: "lister"), frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        let own = SnapshotTestScreen.label("Own", identifier: "own")
        lister.addSubview(own)
        lister.accessibilityElements = [own, shared]
        let snapshot = AccessibilitySnapshot.take()
        XCTAssertNotNil(snapshot.only("shared"))
        XCTAssertEqual(snapshot.only("lister").map { snapshot.children(of: $0).compactMap(\.identifier) }, ["own"])
    }

    func test_walk_viewListedBeforeItsSuperviewIsWalkedUnderTheLister() async {
        let lister = place(SnapshotTestScreen.container(identifier: "lister"), frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let holder = place(SnapshotTestScreen.container(identifier: "holder"), frame: CGRect(x: 20, y: 300, width: 200, height: 100))
        let shared = SnapshotTestScreen.label("Shared", identifier: "shared")
        holder.addSubview(shared)
        lister.accessibilityElements = [shared]
        let snapshot = AccessibilitySnapshot.take()
        let node = snapshot.only("shared")
        XCTAssertEqual(node.flatMap { snapshot.parent(of: $0) }?.identifier, "lister")
    }

    func test_walk_containerListingItsOwnAncestorEnds() async {
        let outer = place(SnapshotTestScreen.container(identifier: "outer"), frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        let inner = SnapshotTestScreen.container(identifier: "inner")
        inner.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        outer.addSubview(inner)
        inner.accessibilityElements = [outer, SnapshotTestScreen.label("Leaf", identifier: "leaf")]
        let snapshot = AccessibilitySnapshot.take()
        XCTAssertNotNil(snapshot.only("outer"))
        XCTAssertNotNil(snapshot.only("inner"))
        XCTAssertEqual(Set(snapshot.nodes.map(\.ref)).count, snapshot.nodes.count)
    }

    func test_snapshot_answersAsOfTheMomentItWasTaken() async {
        place(SnapshotTestScreen.button("OK", identifier: "ok"), frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let snapshot = AccessibilitySnapshot.take()
        place(SnapshotTestScreen.container(identifier: "sheet", background: .white), frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        XCTAssertEqual(snapshot.only("ok")?.isVisible, true)
        XCTAssertEqual(snapshot.only("ok")?.isHittable, true)
        XCTAssertEqual(AccessibilitySnapshot.take().only("ok")?.notVisibleReason, .covered(by: "UIView #sheet"))
    }

    func test_refs_newObjectAfterAReleasedOneGetsANewRef() async {
        let refs = SnapshotRefTable()
        var oldRefs: Set<String> = []
        // Several rounds, so a new button very likely takes the memory of a released one.
        for _ in 0..<20 {
            let button = place(
                SnapshotTestScreen.button("Again", identifier: "again"), frame: CGRect(x: 20, y: 100, width: 200, height: 44)
            )
            guard let ref = AccessibilitySnapshot.take(refs: refs).only("again")?.ref else { return XCTFail("no node") }
            XCTAssertFalse(oldRefs.contains(ref), "ref \(ref) handed out again")
            oldRefs.insert(ref)
            button.removeFromSuperview()
        }
    }
}
