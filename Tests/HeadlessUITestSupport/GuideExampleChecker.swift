import Foundation
import XCTest

/// Checks that every ```swift block of a Guide page is run by a test file: each block must appear,
/// line for line (leading and trailing spaces and blank lines ignored), in the test file's source.
public enum GuideExampleChecker {
    /// The repository root, found from a test file's path (`Tests/<Target>/<Folder>/<File>.swift`).
    public static func repositoryRoot(fromTestFile testFile: String) -> URL {
        URL(fileURLWithPath: testFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Fails the test for every block of `guide` (a path relative to the repository root) that is not
    /// in `testFile`, and when the guide has fewer than `minimumBlocks` blocks.
    public static func assertEveryExampleIsRun(
        guide: String, by testFile: String, minimumBlocks: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let root = repositoryRoot(fromTestFile: testFile)
        let markdown = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
        let sourceLines = normalizedLines(source)
        let blocks = swiftBlocks(in: markdown)
        XCTAssertGreaterThanOrEqual(blocks.count, minimumBlocks, "\(guide) has fewer examples than expected", file: file, line: line)
        let testName = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        for block in blocks where !contains(sourceLines, normalizedLines(block)) {
            XCTFail("Example in \(guide) is not run by \(testName):\n\(block)", file: file, line: line)
        }
    }

    /// The contents of the ```swift fenced blocks of a Markdown text.
    public static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines with surrounding spaces removed and blank lines dropped.
    public static func normalizedLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `needle` appears as a contiguous run of `haystack`.
    public static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return true
        }
        return false
    }
}
