import Foundation
@testable import KassTool
import XCTest

/// Mutant schemata compiled for real: a small program is rewritten with all of its mutants, built
/// once with `swiftc`, and run with each mutant switched on. Off, it prints what the original prints.
final class MutantSchemataTests: XCTestCase {
    private static let program = """
        struct Cart {
            var items: [Int] = []
            var limit = 3
            var isFull: Bool { items.count >= limit }

            mutating func add(_ price: Int) -> Bool {
                guard !isFull else { return false }
                items.append(price)
                return true
            }

            func total() -> Int {
                var sum = 0
                for price in items {
                    if price < 0 { continue }
                    sum += price
                }
                return sum
            }

            func label() -> String { items.isEmpty ? "Empty" : "\\(items.count) items" }
        }

        var cart = Cart()
        for price in [5, -1, 7, 9] { _ = cart.add(price) }
        print(cart.total(), cart.isFull, cart.label(), [1, 2, 3].filter { $0 > 1 }.count)

        """

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kass-schemata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Builds `files` (name → text) into an executable; fails the test with the compiler's output.
    private func build(_ files: [String: String]) throws -> String? {
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let binary = folder.appendingPathComponent("program").path
        let result = try run("/usr/bin/env", ["swiftc", "-swift-version", "5", "-o", binary] + paths)
        guard result.status == 0 else {
            XCTFail("swiftc failed:\n\(result.output)")
            return nil
        }
        return binary
    }

    func test_schemata_buildOnceAndSwitchEachMutantOnAtRunTime() throws {
        let finder = MutationPointFinder(source: Self.program)
        let mutants = finder.mutants(file: "main.swift")
        XCTAssertEqual(mutants.count, 14, "\(mutants.map(\.description))")
        let rewritten = MutantSchemata(tokens: finder.tokens, blocks: finder.blocks).rewrite(with: mutants)
        guard let original = try build(["main.swift": Self.program]),
              let schemata = try build(["main.swift": rewritten.text, MutantSchemataSupport.fileName: MutantSchemataSupport.source])
        else { return }
        let expected = try run(original, []).output
        XCTAssertEqual(expected, "12 true 3 items 2\n")
        XCTAssertEqual(try run(schemata, []).output, expected, "no mutant on: the original behaviour")
        XCTAssertEqual(try run(schemata, [], environment: ["KASS_SOURCE_MUTANT": "0"]).output, expected)

        var changed: [String] = []
        var unchanged: [String] = []
        for mutant in mutants {
            let output = try run(schemata, [], environment: ["KASS_SOURCE_MUTANT": "\(mutant.id)"]).output
            if output == expected { unchanged.append(mutant.description) } else { changed.append(mutant.description) }
        }
        XCTAssertTrue(changed.contains("main.swift:4:36  >=  →  >"), "\(changed)")
        XCTAssertTrue(changed.contains("main.swift:8:9  items.append(price)  →  (removed)"), "\(changed)")
        XCTAssertTrue(changed.contains("main.swift:15:22  <  →  >="), "\(changed)")
        XCTAssertTrue(changed.contains("main.swift:16:17  +=  →  -="), "\(changed)")
        // Equivalent in this program (no price is 0, the label never reads "Empty", add's result is
        // ignored): the switch changes nothing else, so these print the original.
        XCTAssertTrue(unchanged.contains("main.swift:15:22  <  →  <="), "\(unchanged)")
        XCTAssertTrue(unchanged.contains("main.swift:21:46  \"Empty\"  →  \"\""), "\(unchanged)")
        XCTAssertEqual(changed.count, 9, "unchanged: \(unchanged)")
    }

    func test_coverage_recordsTheBlocksThatRanOnce() throws {
        let finder = MutationPointFinder(source: Self.program)
        let mutants = finder.mutants(file: "main.swift")
        let rewritten = MutantSchemata(tokens: finder.tokens, blocks: finder.blocks).rewrite(with: mutants)
        guard let schemata = try build(["main.swift": rewritten.text, MutantSchemataSupport.fileName: MutantSchemataSupport.source])
        else { return }
        let coverage = folder.appendingPathComponent("coverage.txt").path
        try run(schemata, [], environment: ["KASS_SOURCE_COVERAGE": coverage])
        let lines = try String(contentsOfFile: coverage, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, Set(lines).count, "each block once")
        let firstMutantOfEachBlock = Set(Dictionary(grouping: mutants, by: \.block).values.map { "\($0.map(\.id).min() ?? 0)" })
        XCTAssertEqual(Set(lines), firstMutantOfEachBlock, "every block with a mutant ran in this program")
    }

    func test_branchLines_pointAtEachMutantsCopy() {
        let finder = MutationPointFinder(source: Self.program)
        let mutants = finder.mutants(file: "main.swift")
        let rewritten = MutantSchemata(tokens: finder.tokens, blocks: finder.blocks).rewrite(with: mutants)
        let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
        for mutant in mutants where !mutant.replacement.isEmpty {
            guard let range = rewritten.branchLines[mutant.id] else { return XCTFail("no lines for \(mutant.id)") }
            let branch = lines[(range.lowerBound - 1)..<min(range.upperBound, lines.count)].joined(separator: "\n")
            XCTAssertTrue(branch.contains(mutant.replacement), "\(mutant.description) in:\n\(branch)")
        }
    }
}
