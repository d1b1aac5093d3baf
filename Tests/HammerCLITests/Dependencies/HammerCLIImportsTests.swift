import Foundation
import XCTest

/// The `hammer` tool links no UI stack: no file of HammerCLI imports the agent, Hammer or HeadlessUI
/// (Package.swift gives HammerCLI only HammerProtocol and KassSupport; `.ci/check-hammer-closure`
/// checks the executable's whole dependency closure).
final class HammerCLIImportsTests: XCTestCase {
    func test_hammerCLISources_importNoUIModule() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let forbidden: Set<String> = ["HammerAgent", "Hammer", "HeadlessUI", "Kass", "ChaosBank", "UIKit"]
        var checked = 0
        for directory in ["HammerCLI", "HammerProtocol", "hammer"] {
            let root = sources.appendingPathComponent(directory)
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
                    XCTAssertFalse(forbidden.contains(words[index + 1]), "\(directory)/\(file): \(line)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20, "the sources were not found under \(sources.path)")
    }
}
