import Foundation
import XCTest

/// Every relative link in the README and the Guide points at a file or folder that exists, so the
/// code map in Guide/Contributing.md cannot rot when files move.
final class GuideLinkTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func test_relativeLinks_pointAtFilesThatExist() throws {
        var pages = [root.appendingPathComponent("README.md")]
        let guide = root.appendingPathComponent("Guide")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: guide, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "md" { pages.append(url) }
        XCTAssertGreaterThan(pages.count, 5, "the Guide was not found from \(root.path)")
        var broken: [String] = []
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for target in Self.relativeLinkTargets(in: text) {
                checked += 1
                let path = page.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL.path
                if !FileManager.default.fileExists(atPath: path) {
                    broken.append("\(page.lastPathComponent): \(target)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "no links were read")
        XCTAssertEqual(broken, [], "links to files that do not exist")
    }

    func test_linkReader_keepsRelativeFileLinksOnly() {
        let text = "[a](../Sources/A.swift) [b](https://x.org) [c](#anchor) [d](Mutants.md#flags) `[e](f.md)`"
        XCTAssertEqual(Self.relativeLinkTargets(in: text), ["../Sources/A.swift", "Mutants.md"])
    }

    /// The targets of `[text](target)` links that are relative paths (no scheme, not an anchor),
    /// without their `#fragment`; links inside inline code are skipped.
    static func relativeLinkTargets(in markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            let withoutCode = line.split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(withoutCode)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close]).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    .first.map(String.init) ?? ""
                if !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") { targets.append(target) }
                rest = after[close...]
            }
        }
        return targets
    }
}
