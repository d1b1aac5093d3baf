import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// Every `hammer` command line the README, the guide and the skills show must parse against the
/// built-in catalog (so the docs never teach a flag that does not exist).
final class DocumentedInvocationsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `hammer …` invocations in `text`: `swift run hammer <words>` and inline `` `hammer <words>` ``.
    private func invocations(in text: String) -> [[String]] {
        var found: [[String]] = []
        let patterns = [#"swift run hammer ([^`\n#]+)"#, #"`hammer ([^`]+)`"#]
        for pattern in patterns {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                found.append(words(String(text[range])))
            }
        }
        return found
    }

    /// Shell-like words (double quotes group).
    private func words(_ line: String) -> [String] {
        var result: [String] = [], current = "", quoted = false
        for character in line {
            if character == "\"" { quoted.toggle(); continue }
            if character == " ", !quoted {
                if !current.isEmpty { result.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    func test_documentedInvocations_parseAgainstTheBuiltInCatalog() async throws {
        let catalog = await CatalogSource.builtIn()
        let documents = ["README.md", "Guide/HammerAgent.md", "Guide/skills/hammer-cli/SKILL.md"]
        var checked = 0
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            for words in invocations(in: text) {
                guard let command = words.first, !command.hasSuffix(":"), !command.hasPrefix("<"),
                      !["help", "guide", "mcp"].contains(command)
                else { continue }
                let arguments = words.map { $0.hasSuffix("…") ? String($0.dropLast()) : $0 }
                    .filter { !$0.hasPrefix("[") && !$0.hasSuffix("]") }
                do {
                    _ = try ArgumentParser.parse(arguments, catalog: catalog, readStandardInput: { #"{"identifier":"home.send"}"# })
                    checked += 1
                } catch {
                    XCTFail("\(document): `hammer \(words.joined(separator: " "))` does not parse: \(error)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 8)
    }
}
