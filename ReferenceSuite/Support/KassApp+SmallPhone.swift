import ChaosBank
import Foundation
import HeadlessUI
import Kass

extension DeviceProfile {
    /// A small iPhone (as the iPhone SE): 320×568 pt @2x, a 20 pt status bar, no home indicator. Texts
    /// that fit one line on the standard iPhone (393 pt) need a second one here.
    static let smallPhone = DeviceProfile(
        name: "small iPhone", idiom: .phone, screenSize: CGSize(width: 320, height: 568), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20,
        maximumSimultaneousTouches: 5, supportsStylus: false, controlTrackingMargin: 70
    )
}

extension KassApp {
    /// ChaosBank on ``DeviceProfile/smallPhone``.
    static let chaosBankOnSmallPhone = KassApp(name: ChaosBank.name, device: .smallPhone) { ChaosBankAppDelegate() }
}
