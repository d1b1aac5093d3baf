import Foundation

/// The one JUnit XML writer of the package (Kass's `junit.xml` and `kass mutants --junit`): a
/// document of suites of test cases, written as Jenkins, GitLab and most CI viewers read it.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="Kass" tests="2" failures="1" errors="0" skipped="0" time="0.250">
///   <testsuite name="CheckoutTests" tests="2" failures="1" errors="0" skipped="0" time="0.250" timestamp="2024-05-01T12:00:00">
///     <properties>
///       <property name="seed" value="7"/>
///     </properties>
///     <testcase classname="CheckoutTests" name="test_total" time="0.100"/>
///     <testcase classname="CheckoutTests" name="test_prices" time="0.150" file="Checkout.swift" line="12">
///       <failure message="first line" type="KassFailure">full message</failure>
///       <system-out>step log</system-out>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// Counts are derived from the cases; times are given (a suite's time need not be the sum of its
/// cases') and written as seconds with three decimals. A test case with nothing inside is
/// self-closing. Every name and text goes through ``XMLEscaping``.
package struct JUnitDocument: Sendable, Equatable {
    /// The `<testsuites>` name.
    package var name: String
    /// The suites, in order.
    package var suites: [Suite]

    /// A document.
    package init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// One `<testsuite>`.
    package struct Suite: Sendable, Equatable {
        /// The suite's name.
        package var name: String
        /// Wall seconds.
        package var time: TimeInterval
        /// When it started (`timestamp`, ISO 8601 in UTC without fractions); nil leaves it out.
        package var timestamp: Date?
        /// `<properties>`, in order.
        package var properties: [Property]
        /// The test cases, in order.
        package var cases: [TestCase]

        /// A suite.
        package init(name: String, time: TimeInterval, timestamp: Date? = nil, properties: [Property] = [], cases: [TestCase]) {
            self.name = name
            self.time = time
            self.timestamp = timestamp
            self.properties = properties
            self.cases = cases
        }
    }

    /// One `<property name value>`.
    package struct Property: Sendable, Equatable {
        /// The name.
        package var name: String
        /// The value.
        package var value: String

        /// A property.
        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One `<testcase>`.
    package struct TestCase: Sendable, Equatable {
        /// The class (or suite) name.
        package var classname: String
        /// The test's name.
        package var name: String
        /// Wall seconds.
        package var time: TimeInterval
        /// How it ended.
        package var outcome: Outcome
        /// `<system-out>`; nil or empty leaves it out.
        package var systemOut: String?
        /// The source file, when known (`file`).
        package var file: String?
        /// The source line, when known (`line`, written when positive).
        package var line: Int?

        /// A test case.
        package init(
            classname: String,
            name: String,
            time: TimeInterval,
            outcome: Outcome = .passed,
            systemOut: String? = nil,
            file: String? = nil,
            line: Int? = nil
        ) {
            self.classname = classname
            self.name = name
            self.time = time
            self.outcome = outcome
            self.systemOut = systemOut
            self.file = file
            self.line = line
        }
    }

    /// How a test case ended.
    package enum Outcome: Sendable, Equatable {
        /// Passed: nothing inside.
        case passed
        /// An assertion failed: `<failure message type>body</failure>` (`type` left out when nil).
        case failure(message: String, type: String?, body: String)
        /// The test could not run to its end: `<error message type>body</error>`.
        case error(message: String, type: String?, body: String)
        /// Skipped: `<skipped/>`, or `<skipped message="…"/>` with a reason.
        case skipped(message: String?)
    }

    /// The XML text, ending with a newline.
    package var xml: String {
        let totals = Counts(cases: suites.flatMap(\.cases), time: suites.reduce(0) { $0 + $1.time })
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(XMLEscaping.attribute(name))\" \(totals.attributes)>\n"
        for suite in suites {
            let counts = Counts(cases: suite.cases, time: suite.time)
            let timestamp = suite.timestamp.map { " timestamp=\"\(Self.timestampText($0))\"" } ?? ""
            xml += "  <testsuite name=\"\(XMLEscaping.attribute(suite.name))\" \(counts.attributes)\(timestamp)>\n"
            if !suite.properties.isEmpty {
                xml += "    <properties>\n"
                for property in suite.properties {
                    xml += "      <property name=\"\(XMLEscaping.attribute(property.name))\""
                        + " value=\"\(XMLEscaping.attribute(property.value))\"/>\n"
                }
                xml += "    </properties>\n"
            }
            xml += suite.cases.map(Self.testCaseXML).joined()
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func testCaseXML(_ testCase: TestCase) -> String {
        var open = "    <testcase classname=\"\(XMLEscaping.attribute(testCase.classname))\""
            + " name=\"\(XMLEscaping.attribute(testCase.name))\" time=\"\(seconds(testCase.time))\""
        if let file = testCase.file, !file.isEmpty { open += " file=\"\(XMLEscaping.attribute(file))\"" }
        if let line = testCase.line, line > 0 { open += " line=\"\(line)\"" }
        var body = ""
        switch testCase.outcome {
        case .passed:
            break
        case let .failure(message, type, text):
            body += "      " + element("failure", message: message, type: type, text: text) + "\n"
        case let .error(message, type, text):
            body += "      " + element("error", message: message, type: type, text: text) + "\n"
        case let .skipped(message):
            body += "      <skipped" + (message.map { " message=\"\(XMLEscaping.attribute($0))\"" } ?? "") + "/>\n"
        }
        if let systemOut = testCase.systemOut, !systemOut.isEmpty {
            body += "      <system-out>\(XMLEscaping.text(systemOut))</system-out>\n"
        }
        return body.isEmpty ? open + "/>\n" : open + ">\n" + body + "    </testcase>\n"
    }

    private static func element(_ name: String, message: String, type: String?, text: String) -> String {
        let type = type.map { " type=\"\(XMLEscaping.attribute($0))\"" } ?? ""
        return "<\(name) message=\"\(XMLEscaping.attribute(message))\"\(type)>\(XMLEscaping.text(text))</\(name)>"
    }

    /// Seconds with three decimals, `0.000` for non-finite or negative values.
    package static func seconds(_ value: TimeInterval) -> String {
        String(format: "%.3f", value.isFinite ? max(0, value) : 0)
    }

    /// ISO 8601 in UTC without fractional seconds (`2024-05-01T12:00:00`), as JUnit's schema asks.
    package static func timestampText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Test, failure, error and skip counts with the time, as attributes.
    private struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0
        var time: TimeInterval

        init(cases: [TestCase], time: TimeInterval) {
            self.time = time
            tests = cases.count
            for testCase in cases {
                switch testCase.outcome {
                case .passed: break
                case .failure: failures += 1
                case .error: errors += 1
                case .skipped: skipped += 1
                }
            }
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" "
                + "time=\"\(JUnitDocument.seconds(time))\""
        }
    }
}
