import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KassSupport
import XCTest

final class JUnitDocumentTests: XCTestCase {
    func test_xml_writesEveryOutcomeWithDerivedCounts() {
        let document = JUnitDocument(name: "Run", suites: [
            JUnitDocument.Suite(
                name: "Suite <A>", time: 1.5, timestamp: Date(timeIntervalSince1970: 1_714_564_800),
                properties: [JUnitDocument.Property(name: "seed", value: "7")],
                cases: [
                    JUnitDocument.TestCase(classname: "A", name: "passes", time: 0.25),
                    JUnitDocument.TestCase(
                        classname: "A", name: "fails", time: 0.5,
                        outcome: .failure(message: "it \"broke\"", type: "KassFailure", body: "line 1\nline 2"),
                        systemOut: "log & more", file: "A.swift", line: 12
                    ),
                    JUnitDocument.TestCase(
                        classname: "A", name: "crashes", time: 0, outcome: .error(message: "crash", type: nil, body: "")
                    ),
                    JUnitDocument.TestCase(classname: "A", name: "skips", time: .nan, outcome: .skipped(message: nil)),
                    JUnitDocument.TestCase(classname: "A", name: "skips2", time: -1, outcome: .skipped(message: "not now")),
                ]
            ),
        ])
        XCTAssertEqual(document.xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="Run" tests="5" failures="1" errors="1" skipped="2" time="1.500">
              <testsuite name="Suite &lt;A&gt;" tests="5" failures="1" errors="1" skipped="2" time="1.500" timestamp="2024-05-01T12:00:00">
                <properties>
                  <property name="seed" value="7"/>
                </properties>
                <testcase classname="A" name="passes" time="0.250"/>
                <testcase classname="A" name="fails" time="0.500" file="A.swift" line="12">
                  <failure message="it &quot;broke&quot;" type="KassFailure">line 1
            line 2</failure>
                  <system-out>log &amp; more</system-out>
                </testcase>
                <testcase classname="A" name="crashes" time="0.000">
                  <error message="crash"></error>
                </testcase>
                <testcase classname="A" name="skips" time="0.000">
                  <skipped/>
                </testcase>
                <testcase classname="A" name="skips2" time="0.000">
                  <skipped message="not now"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    func test_xml_totalsSumSuiteTimesAndEmptyPartsAreLeftOut() {
        let document = JUnitDocument(name: "R", suites: [
            JUnitDocument.Suite(name: "A", time: 0.25, cases: [JUnitDocument.TestCase(classname: "A", name: "t", time: 1, systemOut: "")]),
            JUnitDocument.Suite(name: "B", time: 0.5, cases: []),
        ])
        XCTAssertEqual(document.xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="R" tests="1" failures="0" errors="0" skipped="0" time="0.750">
              <testsuite name="A" tests="1" failures="0" errors="0" skipped="0" time="0.250">
                <testcase classname="A" name="t" time="1.000"/>
              </testsuite>
              <testsuite name="B" tests="0" failures="0" errors="0" skipped="0" time="0.500">
              </testsuite>
            </testsuites>

            """)
    }

    func test_xml_isWellFormedWithHostileText() throws {
        let hostile = "<]]>&\"'\u{1B}\u{0}\r\n"
        let document = JUnitDocument(name: hostile, suites: [
            JUnitDocument.Suite(name: hostile, time: 1, properties: [JUnitDocument.Property(name: hostile, value: hostile)], cases: [
                JUnitDocument.TestCase(
                    classname: hostile, name: hostile, time: 1, outcome: .failure(message: hostile, type: hostile, body: hostile),
                    systemOut: hostile, file: hostile
                ),
            ]),
        ])
        let parsed = try XMLDocument(xmlString: document.xml, options: [])
        XCTAssertEqual(parsed.rootElement()?.name, "testsuites")
    }
}
