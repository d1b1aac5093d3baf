import Foundation
import Hammer
import XCTest

/// Records Kass failures as XCTest failures of one test case, at the source line of the DSL call.
@MainActor
public final class XCTestFailureRecorder: KassFailureRecorder {
    private weak var testCase: XCTestCase?

    /// Records into `testCase`.
    public init(testCase: XCTestCase) {
        self.testCase = testCase
    }

    /// Records `issue`: a defect of the app as an (expected) assertion failure, a misuse of the DSL
    /// as an unexpected failure (XCTest counts those apart, as errors of the test).
    public func record(_ issue: KassIssue) {
        guard let testCase else { return }
        let isDefect = issue.kind == .appDefect
        #if canImport(ObjectiveC)
        let location = XCTSourceCodeLocation(filePath: issue.file, lineNumber: issue.line)
        testCase.record(XCTIssue(
            type: isDefect ? .assertionFailure : .thrownError, compactDescription: issue.message,
            sourceCodeContext: XCTSourceCodeContext(location: location)
        ))
        #else
        testCase.recordFailure(withDescription: issue.message, inFile: issue.file, atLine: issue.line, expected: isDefect)
        #endif
    }
}
