import XCTest
@testable import KassTool

final class XCTestOutputParserTests: XCTestCase {
    func test_parser_readsLinuxOutput() {
        let report = XCTestOutputParser.parse("""
            Test Suite 'Selected tests' started at 2026-11-29 17:56:03.978
            Test Case 'TransferTests.test_a' started at 2026-11-29 17:56:03.980
            Test Case 'TransferTests.test_a' passed (0.001 seconds)
            Test Case 'TransferTests.test_b' started at 2026-11-29 17:56:03.981
            /x/TransferTests.swift:12: error: TransferTests.test_b : XCTAssertEqual failed: ("1") is not equal to ("2")
            Test Case 'TransferTests.test_b' failed (0.101 seconds)
            Test Case 'CardTests.test_c' started at 2026-11-29 17:56:03.981
            Test Case 'CardTests.test_c' skipped (0.0 seconds)
            """)
        XCTAssertEqual(report, XCTestOutputParser.Report(
            passed: ["TransferTests/test_a"], failed: ["TransferTests/test_b"], skipped: ["CardTests/test_c"], unfinished: nil
        ))
    }

    func test_parser_readsAppleOutputAndAnUnfinishedTest() {
        let report = XCTestOutputParser.parse("""
            Test Case '-[ReferenceSuite.TransferTests test_a]' started.
            Test Case '-[ReferenceSuite.TransferTests test_a]' failed (0.012 seconds).
            Test Case '-[ReferenceSuite.TransferTests test_b]' started.
            """)
        XCTAssertEqual(report.failed, ["TransferTests/test_a"])
        XCTAssertEqual(report.unfinished, "TransferTests/test_b")
    }

    func test_showsAFailedTest_needsACompleteFailedLine() {
        XCTAssertTrue(XCTestOutputParser.showsAFailedTest("x\nTest Case 'A.test_b' failed (0.012 seconds)\n"))
        XCTAssertTrue(XCTestOutputParser.showsAFailedTest("Test Case '-[M.A test_b]' failed (1.5 seconds)"))
        XCTAssertFalse(XCTestOutputParser.showsAFailedTest("Test Case 'A.test_b' failed (0.01"), "the line is not complete yet")
        XCTAssertFalse(XCTestOutputParser.showsAFailedTest("Test Case 'A.test_b' passed (0.012 seconds)\n"))
        XCTAssertFalse(XCTestOutputParser.showsAFailedTest("error: 'x' failed (see above) in 2 seconds)"))
    }

    func test_startedTest_namesTheTestALineStarts() {
        XCTAssertEqual(XCTestOutputParser.startedTest(in: "Test Case 'A.test_b' started at 2026-01-01 00:00:00.000"), "A/test_b")
        XCTAssertEqual(XCTestOutputParser.startedTest(in: "Test Case '-[M.A test_b]' started."), "A/test_b")
        XCTAssertNil(XCTestOutputParser.startedTest(in: "Test Case 'A.test_b' passed (0.012 seconds)"))
        XCTAssertNil(XCTestOutputParser.startedTest(in: "Test Suite 'A' started at 2026-01-01 00:00:00.000"))
    }

    func test_shortName_dropsTheModule() {
        XCTAssertEqual(XCTestOutputParser.shortName(ofTestID: "ReferenceSuite.TransferTests/test_a"), "TransferTests/test_a")
        XCTAssertEqual(XCTestOutputParser.normalizedName("Module.TransferTests.test_a"), "TransferTests/test_a")
    }
}
