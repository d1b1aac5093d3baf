import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class AssetCatalogTests: HeadlessTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Images/Fixtures")

    private func bundle(_ folder: String) throws -> Bundle {
        try XCTUnwrap(Bundle(path: Self.fixtures.appendingPathComponent(folder).path), "fixture bundle \(folder)")
    }

    func test_imageNamed_picksThePNGForTheScreenScale() async throws {
        let logo = try XCTUnwrap(UIImage(named: "Logo", in: try bundle("Catalog"), with: nil))
        XCTAssertEqual(logo.scale, 3, "the iPhone screen is 3x")
        XCTAssertEqual(logo.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(logo.pixel(x: 0, y: 0), UIImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255), "logo@3x.png")
    }

    func test_imageNamed_withoutItsScaleTakesTheLargestBelow() async throws {
        let badge = try XCTUnwrap(UIImage(named: "Badge", in: try bundle("Catalog"), with: nil))
        XCTAssertEqual(badge.scale, 2, "no 3x file: the 2x one")
        XCTAssertEqual(badge.size, CGSize(width: 3, height: 3))
        XCTAssertEqual(badge.pixel(x: 0, y: 0)?.green, 255)
    }

    func test_imageNamed_singleScaleTemplateAndNamespaces() async throws {
        let catalog = try bundle("Catalog")
        let glyph = try XCTUnwrap(UIImage(named: "Glyph", in: catalog, with: nil))
        XCTAssertEqual(glyph.scale, 1)
        XCTAssertEqual(glyph.renderingMode, .alwaysTemplate, "template-rendering-intent")
        XCTAssertNotNil(UIImage(named: "Icons/Star", in: catalog, with: nil), "a namespace folder prefixes the name")
        XCTAssertNil(UIImage(named: "Star", in: catalog, with: nil))
        XCTAssertNotNil(UIImage(named: "Plain", in: catalog, with: nil), "a plain group folder does not")
        XCTAssertNil(UIImage(named: "Nope", in: catalog, with: nil))
    }

    func test_imageNamed_registryStillWins() async throws {
        let registered = try UIImage(size: CGSize(width: 1, height: 1), filledWith: .red)
        UIImage.register(registered, named: "Logo")
        XCTAssertEqual(UIImage(named: "Logo"), registered)
        XCTAssertNil(UIImage(named: "Logo-not-there"))
    }

    func test_swiftPMResourceBundles_areSearched() async throws {
        let build = try bundle("BuildFolder")
        let banner = try XCTUnwrap(UIImage(named: "Banner", in: build, with: nil), "<build>/<Package>_<Target>.resources/Assets.xcassets")
        XCTAssertEqual(banner.size, CGSize(width: 2, height: 1))
        let resources = try bundle("BuildFolder/App_AppScreens.resources")
        XCTAssertNotNil(UIImage(named: "Banner", in: resources, with: nil), "Bundle.module is the .resources folder itself")
    }

    func test_colorNamed_readsFloatsIntegersAndHex() async throws {
        let catalog = try bundle("Catalog")
        let float = try XCTUnwrap(UIColor(named: "BrandFloat", in: catalog))
        XCTAssertEqual(float, UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        let integer = try XCTUnwrap(UIColor(named: "BrandInteger", in: catalog))
        XCTAssertEqual(integer.red, 0.2, accuracy: 0.0001)
        XCTAssertEqual(integer.alpha, 0.5, accuracy: 0.0001)
        let hex = try XCTUnwrap(UIColor(named: "BrandHex", in: catalog))
        XCTAssertEqual(hex.green, 0.4, accuracy: 0.0001)
        XCTAssertEqual(hex.blue, 0.6, accuracy: 0.0001)
        let gray = try XCTUnwrap(UIColor(named: "Ink", in: catalog))
        XCTAssertEqual(gray.red, 0.25, accuracy: 0.0001)
        XCTAssertNil(UIColor(named: "Missing", in: catalog))
        let tint = try XCTUnwrap(UIColor(named: "Tint", in: try bundle("BuildFolder")))
        XCTAssertEqual(tint.red, 1)
    }

    func test_colorNamed_withAppearancesGivesTheLightColour() async throws {
        let color = try XCTUnwrap(UIColor(named: "Adaptive", in: try bundle("Catalog")))
        XCTAssertEqual(color, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    func test_malformedAssets_areReportedAndGiveNil() async throws {
        let broken = try bundle("BrokenCatalog")
        XCTAssertNil(UIImage(named: "Truncated", in: broken, with: nil))
        XCTAssertNil(UIImage(named: "NoFile", in: broken, with: nil))
        XCTAssertNil(UIImage(named: "NotPNG", in: broken, with: nil))
        XCTAssertNil(UIColor(named: "BadComponent", in: broken))
        let messages = expectRuntimeIssues(count: 4).map(\.description)
        XCTAssertTrue(messages[0].contains("Truncated.imageset/Contents.json is not a valid Contents.json (invalid JSON"), messages[0])
        XCTAssertTrue(messages[1].contains("NoFile.imageset/absent.png is listed in its Contents.json but does not exist"), messages[1])
        XCTAssertTrue(messages[2].contains("NotPNG.imageset/pic.png could not be decoded"), messages[2])
        XCTAssertTrue(messages[3].contains("\"red\": lots is not a component"), messages[3])
    }

    func test_catalogImage_showsInAnImageView() async throws {
        let logo = try XCTUnwrap(UIImage(named: "Logo", in: try bundle("Catalog"), with: nil))
        let view = place(UIImageView(image: logo), frame: CGRect(x: 0, y: 100, width: 2, height: 2))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 2, height: 2))
        XCTAssertEqual(view.snapshotImage(scale: 3).pixel(x: 3, y: 3), UIImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
