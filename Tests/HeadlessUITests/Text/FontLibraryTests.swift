import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class FontLibraryTests: HeadlessTestCase {
    func test_fontLibrary_loadsEveryDejaVuFaceOnThisMachine() async throws {
        for file in FontFile.allCases {
            XCTAssertNoThrow(try FontLibrary.shared.loadFace(file), "\(file.fileName)")
        }
    }

    func test_fontLibrary_missingFileErrorNamesPathsTriedAndTheFix() async {
        let library = FontLibrary(searchDirectories: ["/nonexistent/a", "/nonexistent/b"])
        XCTAssertThrowsError(try library.loadFace(.sans)) { error in
            XCTAssertEqual(
                error as? FontLookupError,
                .fontFileNotFound(
                    fileName: "DejaVuSans.ttf",
                    triedPaths: ["/nonexistent/a/DejaVuSans.ttf", "/nonexistent/b/DejaVuSans.ttf"]
                )
            )
            let message = "\(error)"
            XCTAssertTrue(message.contains("/nonexistent/a/DejaVuSans.ttf, /nonexistent/b/DejaVuSans.ttf"), message)
            XCTAssertTrue(message.contains("apt-get install fonts-dejavu-core"), message)
        }
    }

    func test_fontLocator_findsTheFirstDirectoryHoldingTheFile() async throws {
        let path = try FontLocator.path(
            forFileNamed: "DejaVuSans.ttf", in: ["/nonexistent", "/usr/share/fonts/truetype/dejavu"]
        )
        XCTAssertEqual(path, "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    }

    func test_fontFile_postScriptNameRoundTrips() async {
        for file in FontFile.allCases {
            XCTAssertEqual(FontFile(postScriptName: file.postScriptName), file)
        }
        XCTAssertNil(FontFile(postScriptName: "Helvetica"))
    }
}
