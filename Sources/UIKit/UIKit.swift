// The `UIKit` module for platforms without Apple's UIKit (Linux): app code keeps `import UIKit`
// unchanged and gets HeadlessUI, which declares UIKit's types under UIKit's names, plus Foundation
// (which on Linux also holds `CGFloat`, `CGPoint`, `CGSize` and `CGRect`).
//
// Depend on it only where Apple's UIKit does not exist, so the same target builds for iOS against the
// real UIKit:
//
//     .target(
//         name: "MyScreens",
//         dependencies: [.product(name: "UIKit", package: "Kass", condition: .when(platforms: [.linux]))]
//     )
//
// See Guide/UIKitOnLinux.md for the package layout and what compiles unchanged.
#if !canImport(ObjectiveC)
@_exported import Foundation
// On iOS, `import UIKit` brings URLSession (Foundation holds it); on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import HeadlessUI
#endif
