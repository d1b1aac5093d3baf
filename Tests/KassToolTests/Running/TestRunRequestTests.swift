import XCTest
@testable import KassTool

final class TestRunRequestTests: XCTestCase {
    func test_request_addsTheDefectAndSeedToTheLaunchVariables() {
        let request = TestRunRequest(tests: ["M.A/test_a", "M.B/test_b"], defectID: "transfer-double-submit", seed: 3, timeout: 1)
        let environment = request.environment(adding: ["PATH": "/usr/bin"], launchVariable: "CHAOSBANK_DEFECTS")
        XCTAssertEqual(environment, [
            "PATH": "/usr/bin",
            "KASS_LAUNCH_ENVIRONMENT": "CHAOSBANK_DEFECTS=transfer-double-submit",
            "KASS_LAUNCH_ARGUMENTS": "-HeadlessUIJitterSeed 3",
        ])
        XCTAssertEqual(request.filterArgument, "M.A/test_a,M.B/test_b")
    }

    func test_request_appendsToWhatTheCallerAlreadySet() {
        let request = TestRunRequest(tests: [], defectID: "a", seed: 1, timeout: 1)
        let environment = request.environment(
            adding: ["KASS_LAUNCH_ENVIRONMENT": "LOCALE=de_DE", "KASS_LAUNCH_ARGUMENTS": "-Fast"], launchVariable: "SHOP_DEFECTS"
        )
        XCTAssertEqual(environment["KASS_LAUNCH_ENVIRONMENT"], "LOCALE=de_DE SHOP_DEFECTS=a")
        XCTAssertEqual(environment["KASS_LAUNCH_ARGUMENTS"], "-Fast -HeadlessUIJitterSeed 1")
    }

    func test_request_cleanRunAddsNothing() {
        let request = TestRunRequest(tests: ["M.A/test_a"], defectID: nil, seed: nil, timeout: 1)
        XCTAssertEqual(request.environment(adding: ["HOME": "/root"], launchVariable: "SHOP_DEFECTS"), ["HOME": "/root"])
    }

    func test_shellQuoted_quotesOnlyWordsThatNeedIt() {
        XCTAssertEqual(TestRunRequest.shellQuoted("CHAOSBANK_DEFECTS=a.b-c_d"), "CHAOSBANK_DEFECTS=a.b-c_d")
        XCTAssertEqual(TestRunRequest.shellQuoted("A=b c"), "'A=b c'")
        XCTAssertEqual(TestRunRequest.shellQuoted("A=it's"), "'A=it'\\''s'")
    }
}
