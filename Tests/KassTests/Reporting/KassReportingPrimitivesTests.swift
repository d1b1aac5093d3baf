import Foundation
@testable import Kass
import XCTest

final class KassReportingPrimitivesTests: XCTestCase {
    func test_stableHash_matchesPublishedFNV1aVectors() {
        XCTAssertEqual(KassStableHash.fnv1a64Hex(""), "cbf29ce484222325")
        XCTAssertEqual(KassStableHash.fnv1a64Hex("a"), "af63dc4c8601ec8c")
        XCTAssertEqual(KassStableHash.fnv1a64Hex("foobar"), "85944171f73967e8")
    }

    func test_treeText_formatsDurationsWithAttempts() {
        XCTAssertEqual(KassStepTreeText.durations(app: 2.5, wall: 0.123, attempts: 3), "(app 2.50s, wall 0.12s, 3 attempts)")
        XCTAssertEqual(KassStepTreeText.durations(app: .nan, wall: -1), "(app 0.00s, wall 0.00s)")
    }

    func test_pathComponent_replacesUnsafeCharactersAndDropsLeadingDots() {
        XCTAssertEqual(KassPathComponent.sanitized("test_login()"), "test_login_")
        XCTAssertEqual(KassPathComponent.sanitized("../etc/passwd"), "_etc_passwd")
        XCTAssertEqual(KassPathComponent.sanitized("..."), "_")
        XCTAssertEqual(KassPathComponent.sanitized("Prix en €"), "Prix_en_")
        XCTAssertEqual(KassPathComponent.sanitized(String(repeating: "x", count: 300)).count, KassPathComponent.maximumLength)
    }
}
