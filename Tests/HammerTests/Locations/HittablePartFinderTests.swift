@testable import Hammer
import XCTest

/// The pure part of ``HittablePartFinder``: the largest rectangle of a region that no blocker covers.
final class HittablePartFinderTests: XCTestCase {
    private let region = CGRect(x: 20, y: 100, width: 200, height: 44)

    func test_largestUnblockedRect_noBlockersIsTheWholeRegion() {
        XCTAssertEqual(HittablePartFinder.largestUnblockedRect(in: region, blockers: []), region)
    }

    func test_largestUnblockedRect_leftPartCoveredLeavesTheRightPart() {
        let blockers = [CGRect(x: 0, y: 0, width: 130, height: 400)]
        XCTAssertEqual(
            HittablePartFinder.largestUnblockedRect(in: region, blockers: blockers), CGRect(x: 130, y: 100, width: 90, height: 44)
        )
    }

    func test_largestUnblockedRect_coverInTheMiddleKeepsTheLargerSide() {
        let blockers = [CGRect(x: 60, y: 0, width: 40, height: 400)]
        XCTAssertEqual(
            HittablePartFinder.largestUnblockedRect(in: region, blockers: blockers), CGRect(x: 100, y: 100, width: 120, height: 44)
        )
    }

    func test_largestUnblockedRect_twoBlockersLeaveTheGapBetweenThem() {
        let blockers = [CGRect(x: 0, y: 0, width: 60, height: 400), CGRect(x: 180, y: 0, width: 100, height: 400)]
        XCTAssertEqual(
            HittablePartFinder.largestUnblockedRect(in: region, blockers: blockers), CGRect(x: 60, y: 100, width: 120, height: 44)
        )
    }

    func test_largestUnblockedRect_bandAcrossTheTopLeavesTheBottom() {
        let blockers = [CGRect(x: 0, y: 90, width: 393, height: 40)]
        XCTAssertEqual(
            HittablePartFinder.largestUnblockedRect(in: region, blockers: blockers), CGRect(x: 20, y: 130, width: 200, height: 14)
        )
    }

    func test_largestUnblockedRect_fullyCoveredIsNil() {
        XCTAssertNil(HittablePartFinder.largestUnblockedRect(in: region, blockers: [CGRect(x: 0, y: 0, width: 400, height: 400)]))
    }

    func test_largestUnblockedRect_equalPartsKeepTheTopLeftOne() {
        let blockers = [CGRect(x: 110, y: 0, width: 20, height: 400)]
        let square = CGRect(x: 0, y: 0, width: 240, height: 44)
        XCTAssertEqual(HittablePartFinder.largestUnblockedRect(in: square, blockers: blockers), CGRect(x: 0, y: 0, width: 110, height: 44))
    }
}
