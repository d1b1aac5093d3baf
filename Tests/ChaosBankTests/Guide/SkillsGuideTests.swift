import Foundation
import HeadlessUITestSupport
import XCTest

/// The skills in Guide/skills teach from examples that run: every Swift block of a skill must be, line
/// for line, in one of the test files that run it.
final class SkillsGuideTests: XCTestCase {
    private let root = GuideExampleChecker.repositoryRoot(fromTestFile: #filePath)

    private func assertBlocks(
        of skill: String, runIn files: [String], minimum: Int, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let markdown = try String(contentsOf: root.appendingPathComponent(skill), encoding: .utf8)
        let sources = try files.map { GuideExampleChecker.normalizedLines(
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        ) }
        let blocks = GuideExampleChecker.swiftBlocks(in: markdown)
        XCTAssertGreaterThanOrEqual(blocks.count, minimum, file: file, line: line)
        for block in blocks where !sources.contains(
            where: { GuideExampleChecker.contains($0, GuideExampleChecker.normalizedLines(block)) }
        ) {
            XCTFail("Example in \(skill) is not run by \(files.joined(separator: ", ")):\n\(block)", file: file, line: line)
        }
    }

    func test_hammerTestsSkill_examplesAreRun() throws {
        try assertBlocks(of: "Guide/skills/hammer-tests/SKILL.md", runIn: [
            "Tests/KassTests/Guide/KassGuideGettingStartedTests.swift",
            "ReferenceSuite/Transfer/TransferTests.swift",
            "Tests/HammerTests/Guide/HammerGuideExamplesTests.swift",
        ], minimum: 3)
    }

    func test_skills_haveNameAndDescription() throws {
        for skill in ["hammer-tests", "hammer-cli"] {
            let text = try String(contentsOf: root.appendingPathComponent("Guide/skills/\(skill)/SKILL.md"), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("---\nname: \(skill)\ndescription: "), skill)
        }
    }
}
