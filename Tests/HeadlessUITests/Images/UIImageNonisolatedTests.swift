import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Icons kept in a nonisolated namespace, as iOS code does: `UIImage(systemName:)` and
/// `UIImage(named:in:with:)` are not main-actor isolated in UIKit.
private enum Icons {
    static let star = UIImage(systemName: "star.fill")

    static func logo(in bundle: Bundle) -> UIImage? { UIImage(named: "Logo", in: bundle, with: nil) }
}

@MainActor
final class UIImageNonisolatedTests: HeadlessTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func test_systemSymbol_fromANonisolatedStaticLet_usesTheScreenScale() async {
        let star = Icons.star
        XCTAssertEqual(star?.size, CGSize(width: 17, height: 17))
        XCTAssertEqual(star?.scale, app.screen.scale)
    }

    func test_systemSymbol_madeOffTheMainThread_isTheSamePlaceholderAtTheiPhonesScale() async {
        let offMain = await Task.detached { () -> (Bool, CGSize?, CGFloat?) in
            let image = UIImage(systemName: "heart")
            return (Thread.isMainThread, image?.size, image?.scale)
        }.value
        XCTAssertFalse(offMain.0, "made on another thread")
        XCTAssertEqual(offMain.1, CGSize(width: 17, height: 17))
        XCTAssertEqual(offMain.2, DeviceProfile.iPhone.scale)
        let offMainPNG = await Task.detached { UIImage(systemName: "heart")?.pngData() }.value
        XCTAssertNotNil(offMainPNG)
    }

    func test_assetCatalogImage_canBeReadOffTheMainThread() async throws {
        let path = Self.fixtures.appendingPathComponent("Catalog").path
        let size = await Task.detached { () -> CGSize? in
            guard let bundle = Bundle(path: path) else { return nil }
            return Icons.logo(in: bundle)?.size
        }.value
        XCTAssertNotNil(size)
        let onMain = try XCTUnwrap(Bundle(path: path)).map { Icons.logo(in: $0)?.size }
        XCTAssertEqual(size, onMain ?? nil)
    }
}
