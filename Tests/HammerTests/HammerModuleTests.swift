import Hammer
import HeadlessUITestSupport
import XCTest

@MainActor
final class HammerModuleTests: HeadlessTestCase {
    func test_hammer_reexportsThePlatformUIKit() async {
        let view: UIView = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(view.window === window)
        XCTAssertFalse(Hammer.version.isEmpty)
    }
}
