@testable import ChaosBank
import XCTest

/// The registry's own contract: unique, well-formed ids, every group represented, at least 70.
final class ChaosDefectCatalogTests: XCTestCase {
    func test_catalog_idsAreUnique() {
        let ids = ChaosDefectCatalog.all.map(\.id)
        XCTAssertEqual(
            ids.count, Set(ids).count, "duplicate ids: \(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys.sorted())"
        )
    }

    func test_catalog_idsAreKebabCase() {
        for defect in ChaosDefectCatalog.all {
            XCTAssertNotNil(defect.id.range(of: "^[a-z0-9]+(-[a-z0-9]+)+$", options: .regularExpression), defect.id)
            XCTAssertFalse(defect.summary.isEmpty, defect.id)
        }
    }

    func test_catalog_lookupFindsEveryDefect() {
        for defect in ChaosDefectCatalog.all {
            XCTAssertEqual(ChaosDefectCatalog.defect(withID: defect.id)?.summary, defect.summary)
        }
    }
}
