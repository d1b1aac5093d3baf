import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class DeviceProfileTests: HeadlessTestCase {
    func test_iPhone_matchesCurrentHardware() async {
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 1179, height: 2556))
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(DeviceProfile.iPhone.maximumSimultaneousTouches, 5)
        XCTAssertFalse(DeviceProfile.iPhone.supportsStylus)
    }

    func test_iPad_matchesCurrentHardware() async {
        let pad = UIApplication.launch(LaunchConfiguration(device: .iPad))
        XCTAssertEqual(pad.screen.bounds.size, CGSize(width: 834, height: 1194))
        XCTAssertEqual(pad.screen.scale, 2)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(DeviceProfile.iPad.maximumSimultaneousTouches, 10)
        XCTAssertTrue(DeviceProfile.iPad.supportsStylus)
    }

    func test_safeAreaInsets_ofASubviewCountOnlyTheOverlap() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 40, width: 393, height: 100))
        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
        let middle = place(UIView(), frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        XCTAssertEqual(UIView().safeAreaInsets, .zero, "a view outside any window has no safe area")
    }

    func test_statusBarFrame_spansTheTopOfTheScreen() async {
        XCTAssertEqual(app.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54))
    }
}
