import XCTest
@testable import KassTool

final class SourceScannerTests: XCTestCase {
    func test_scanner_attachesCatchesToTheNextTestAndItsClass() {
        let scan = SourceScanner.scan("""
            final class TransferTests: ChaosBankTestCase {
                /// Checks the amount.
                /// Catches `a`
                /// Catches `b`, `c`
                func test_transfer_amount() async { }
            }
            """)
        let test = SourceScan.TestMethod(className: "TransferTests", name: "test_transfer_amount", line: 5)
        XCTAssertEqual(scan.tests, [test])
        XCTAssertEqual(scan.catches, [
            SourceScan.Catch(defectID: "a", line: 3, test: test),
            SourceScan.Catch(defectID: "b", line: 4, test: test),
            SourceScan.Catch(defectID: "c", line: 4, test: test),
        ])
        XCTAssertEqual(scan.problems, [])
    }

    func test_scanner_allowsAttributesBlankLinesAndCommentsBeforeTheTest() {
        let scan = SourceScanner.scan("""
            @MainActor
            final class CardTests: ChaosBankTestCase {
                /// Catches `a`
                @available(macOS 14, *)

                // a note
                @MainActor func test_card_freeze() async throws { }
            }
            """)
        XCTAssertEqual(scan.catches.map(\.test.name), ["test_card_freeze"])
        XCTAssertEqual(scan.problems, [])
    }

    func test_scanner_findsTheClassOfAnExtension() {
        let scan = SourceScanner.scan("extension CardTests {\n    func test_card_masked() { }\n}\n")
        XCTAssertEqual(scan.tests.map(\.className), ["CardTests"])
    }

    func test_scanner_isNotFooledByBracesAndKeywordsInStringsAndComments() {
        let scan = SourceScanner.scan(#"""
            /* class Fake { func test_fake() { } } */
            final class A {
                func test_a() {
                    let s = "}} class B {"
                    let t = """
                        } class C {
                        """
                    let r = #"}" }"#
                }
            }
            final class D {
                func test_d() { }
            }
            """#)
        XCTAssertEqual(scan.tests.map { "\($0.className)/\($0.name)" }, ["A/test_a", "D/test_d"])
    }

    func test_scanner_skipsStaticMethodsMethodsWithParametersAndFreeFunctions() {
        let scan = SourceScanner.scan("""
            func test_free() { }
            final class A {
                static func test_static() { }
                class func test_classMethod() { }
                func test_withArgument(_ value: Int) { }
                func helper() { }
            }
            """)
        XCTAssertEqual(scan.tests, [])
    }

    func test_scanner_reportsCatchesAboveSomethingElse() {
        let scan = SourceScanner.scan("""
            final class A {
                /// Catches `a`
                func helper() { }
                /// Catches `b`
                var value = 1
            }
            """)
        XCTAssertEqual(scan.problems, [
            .notFollowedByTest(line: 2, found: "func helper() { }"),
            .notFollowedByTest(line: 4, found: "var value = 1"),
        ])
        XCTAssertEqual(scan.catches, [])
    }

    func test_scanner_readsSwiftTestingTestsInSuiteTypes() {
        let scan = SourceScanner.scan("""
            @Suite(.serialized) @MainActor
            struct TallySwiftTests {
                /// Catches `a`
                @Test func addsOne() async { }
                /// Catches `b`
                @Test("resets")
                func test_reset() async { }
                struct Nested {
                    @Test func deep() { }
                }
            }
            """)
        XCTAssertEqual(scan.problems, [])
        XCTAssertEqual(scan.tests.map { $0.id(module: "M") }, [
            "M.TallySwiftTests/addsOne()", "M.TallySwiftTests/test_reset()", "M.TallySwiftTests/Nested/deep()",
        ])
        XCTAssertEqual(scan.catches.map { "\($0.defectID) \($0.test.id(module: "M"))" }, [
            "a M.TallySwiftTests/addsOne()", "b M.TallySwiftTests/test_reset()",
        ])
    }

    func test_scanner_reportsCatchesAboveASwiftTestingTestItCannotAddress() {
        let scan = SourceScanner.scan("""
            /// Catches `a`
            @Test func topLevel() { }
            struct Suite {
                /// Catches `b`
                @Test(arguments: [1, 2]) func adds(_ n: Int) { }
            }
            """)
        XCTAssertEqual(scan.problems, [
            .swiftTestingTest(line: 1, found: "@Test func topLevel() { }"),
            .swiftTestingTest(line: 4, found: "@Test(arguments: [1, 2]) func adds(_ n: Int) { }"),
        ])
        XCTAssertEqual(scan.tests, [])
    }

    func test_scanner_reportsCatchesAtTheEndOfTheFile() {
        let scan = SourceScanner.scan("final class A {\n}\n/// Catches `a`\n")
        XCTAssertEqual(scan.problems, [.notFollowedByTest(line: 3, found: "the end of the file")])
    }

    func test_scanner_reportsMalformedLinesWithTheirText() {
        let scan = SourceScanner.scan("final class A {\n    /// Catches a\n    func test_a() { }\n}\n")
        XCTAssertEqual(scan.problems, [.malformed(line: 2, text: "/// Catches a", reason: "'a' is not an id in backticks")])
        XCTAssertEqual(scan.tests.map(\.name), ["test_a"])
    }
}
