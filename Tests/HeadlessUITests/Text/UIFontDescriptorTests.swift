import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIFontDescriptorTests: HeadlessTestCase {
    func test_fontDescriptor_describesTheFacesTraitsAndSize() async {
        let descriptor = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
        XCTAssertEqual(descriptor.pointSize, 15)
        XCTAssertEqual(descriptor.symbolicTraits, .traitBold)
        XCTAssertEqual(descriptor.postscriptName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).fontDescriptor.symbolicTraits, [])
    }

    func test_withSymbolicTraits_makesBoldAndItalicFontsThatMeasureWider() async throws {
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont(descriptor: try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        XCTAssertEqual(bold, UIFont.boldSystemFont(ofSize: 17))
        XCTAssertGreaterThan(bold.width(of: "Headline"), regular.width(of: "Headline"))
        let italic = UIFont(descriptor: try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 20)
        XCTAssertEqual(italic, UIFont.italicSystemFont(ofSize: 20))
        let both = try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        XCTAssertEqual(both.postscriptName, "DejaVuSans-BoldOblique")
        XCTAssertEqual(both.symbolicTraits, [.traitBold, .traitItalic])
    }

    func test_withSymbolicTraits_replacesTheTraitsAndKeepsMonospacedFaces() async throws {
        let boldItalic = try XCTUnwrap(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        XCTAssertEqual(boldItalic.withSymbolicTraits([])?.postscriptName, "DejaVuSans")
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor
        XCTAssertEqual(mono.withSymbolicTraits(.traitBold)?.postscriptName, "DejaVuSansMono-Bold")
    }

    func test_withSymbolicTraits_withoutAMatchingFaceIsNil() async {
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor
        XCTAssertNil(mono.withSymbolicTraits([.traitBold, .traitItalic]), "DejaVu has no bold oblique mono face")
        XCTAssertNil(UIFont.systemFont(ofSize: 13).fontDescriptor.withSymbolicTraits(.traitExpanded))
    }

    func test_fontFromATextStyleDescriptor_keepsItsSizeAndDynamicType() async throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let boldBody = UIFont(descriptor: try XCTUnwrap(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        XCTAssertEqual(boldBody.pointSize, body.pointSize)
        let label = place(UILabel(), frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        label.font = boldBody
        label.adjustsFontForContentSizeCategory = true
        app.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        XCTAssertGreaterThan(label.font.pointSize, body.pointSize)
        XCTAssertEqual(label.font.fontDescriptor.symbolicTraits, .traitBold)
    }

    func test_withSize_changesOnlyTheSize() async {
        let descriptor = UIFont.italicSystemFont(ofSize: 10).fontDescriptor.withSize(30)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0), UIFont.italicSystemFont(ofSize: 30))
    }
}
